"""The store: one row per channel's game and a log of every action, behind one protocol.

`Store` is that protocol (the abstract methods the service calls) and `Store.open(target)` picks the
backend: a `postgresql://` (or `postgres://`) URL opens the PostgreSQL store (bot/store_pg.py, on
asyncpg, imported only then), anything else is a file path for the SQLite store below.

The SQLite store (`SQLiteStore`, aiosqlite): WAL journal, schema versioned by `PRAGMA user_version`
(MIGRATIONS below, applied in order), and `commit()` writes the new state and its log row in ONE
transaction guarded by an optimistic version check, so a lost update or a half-written action cannot
happen even across processes. Both backends store the same columns as the same strings (the lobby,
action and events JSON are written by the same code here), so a game saved by one reads back
byte-identical from the other.
"""
from __future__ import annotations

import asyncio
import importlib
import json
import logging
import time
import zlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

# Each entry moves the schema from version i to i + 1. Never edit a shipped entry: append one.
MIGRATIONS: list[str] = [
    # 1: games and their action log
    """
    CREATE TABLE games (
        channel_id  INTEGER PRIMARY KEY,
        guild_id    INTEGER,
        ruleset     TEXT    NOT NULL,
        status      TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'over')),
        host_id     INTEGER NOT NULL,
        lobby       TEXT    NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL,
        created_at  REAL    NOT NULL,
        updated_at  REAL    NOT NULL
    );
    CREATE TABLE action_log (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id   INTEGER NOT NULL,
        version      INTEGER NOT NULL,
        kind         TEXT    NOT NULL,
        user_id      INTEGER,
        seat         TEXT,
        action       TEXT,
        events       TEXT,
        state_before BLOB,
        undone       INTEGER NOT NULL DEFAULT 0,
        created_at   REAL    NOT NULL
    );
    CREATE INDEX action_log_by_channel ON action_log (channel_id, id);
    """,
    # 2: who must answer a pending prompt and until when (timers survive a restart)
    """
    ALTER TABLE games ADD COLUMN prompt_seat TEXT;
    ALTER TABLE games ADD COLUMN prompt_deadline REAL;
    CREATE INDEX games_by_prompt_deadline ON games (prompt_deadline) WHERE prompt_deadline IS NOT NULL;
    """,
    # 3: saves that could not be loaded, set aside with their log (kept for inspection, never read
    # back by the bot); the columns are loose on purpose: they hold whatever the bad row held
    """
    CREATE TABLE quarantined_games (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id      INTEGER NOT NULL,
        reason          TEXT    NOT NULL,
        detail          TEXT,
        quarantined_at  REAL    NOT NULL,
        guild_id, ruleset, status, host_id, lobby, state, version, created_at, updated_at,
        prompt_seat, prompt_deadline
    );
    CREATE TABLE quarantined_log (
        quarantine_id   INTEGER NOT NULL REFERENCES quarantined_games (id),
        id, channel_id, version, kind, user_id, seat, action, events, state_before, undone, created_at
    );
    CREATE INDEX quarantined_games_by_channel ON quarantined_games (channel_id, id);
    """,
]
SCHEMA_VERSION = len(MIGRATIONS)

# what a game row holds besides its channel (a save set aside keeps all of them as they were)
_SAVED_COLUMNS = ("guild_id, ruleset, status, host_id, lobby, state, version, created_at, updated_at, "
                  "prompt_seat, prompt_deadline")
_GAME_COLUMNS = "channel_id, " + _SAVED_COLUMNS
_LOG_COLUMNS = "id, channel_id, version, kind, user_id, seat, action, events, state_before, undone, created_at"

log = logging.getLogger("questmaster.store")


class StoreError(Exception):
    pass


class VersionConflict(StoreError):
    """The game changed since it was loaded (another writer got there first)."""


class GameExists(StoreError):
    """A game that is not over already holds this channel."""


class UnreadableGame(StoreError):
    """A channel's row that cannot be read back (its lobby is not a JSON object...). `reason` is one
    of SavedStateError's reasons; `version` is the row's, for `quarantine()`."""

    def __init__(self, channel_id: int, version: int, reason: str, detail: str, ruleset: Any = None) -> None:
        super().__init__(f"channel {channel_id}: {reason}: {detail}")
        self.channel_id = channel_id
        self.version = version
        self.reason = reason
        self.detail = detail
        self.ruleset = ruleset


@dataclass
class GameRow:
    channel_id: int
    guild_id: int | None
    ruleset: str
    status: str
    host_id: int
    lobby: dict[str, Any]
    state: str | None
    version: int
    created_at: float
    updated_at: float
    prompt_seat: str | None = None
    prompt_deadline: float | None = None


@dataclass
class LogEntry:
    """What one commit records: the kind of change, who made it and what happened."""

    kind: str  # "start", "action", "timeout", "undo", "lobby", "end", "kick"
    user_id: int | None = None
    seat: str | None = None
    action: dict[str, Any] | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    state_before: str | None = None


@dataclass
class LogRow:
    id: int
    channel_id: int
    version: int
    kind: str
    user_id: int | None
    seat: str | None
    action: dict[str, Any] | None
    events: list[dict[str, Any]]
    undone: bool
    created_at: float
    state_before: str | None = None


def _pack(text: str | None) -> bytes | None:
    # states compress about tenfold; keeping every previous state is what makes undo exact
    return None if text is None else zlib.compress(text.encode("utf-8"), 1)


def _unpack(blob: bytes | None) -> str | None:
    return None if blob is None else zlib.decompress(blob).decode("utf-8")


@dataclass
class QuarantinedGame:
    """A save set aside: the row as it was (raw columns), why, and when."""

    id: int
    channel_id: int
    reason: str
    detail: str | None
    quarantined_at: float
    row: dict[str, Any]
    log_rows: int


# what a commit writes into its log row and the lobby column, and how: one writer of these strings for
# every backend, so that a save is the same bytes whichever store holds it
_LOG_INSERT_COLUMNS = "channel_id, version, kind, user_id, seat, action, events, state_before, created_at"


def _lobby_text(lobby: dict[str, Any]) -> str:
    """The lobby as stored."""
    return json.dumps(lobby)


def _log_values(channel_id: int, version: int, entry: LogEntry, now: float) -> tuple:
    """The values of `_LOG_INSERT_COLUMNS` for one log row."""
    return (channel_id, version, entry.kind, entry.user_id, entry.seat,
            json.dumps(entry.action) if entry.action is not None else None,
            json.dumps(entry.events, separators=(",", ":")), _pack(entry.state_before), now)


def _row(r: tuple) -> GameRow:
    """A game row, or UnreadableGame when a column does not hold what the bot writes there."""
    try:
        lobby = json.loads(r[5])
    except (ValueError, TypeError) as exc:
        raise UnreadableGame(r[0], r[7], "damaged", f"lobby is not JSON: {exc}", r[2]) from None
    if not isinstance(lobby, dict):
        raise UnreadableGame(r[0], r[7], "invalid", f"lobby is a {type(lobby).__name__}, not an object", r[2])
    if r[6] is not None and not isinstance(r[6], str):
        raise UnreadableGame(r[0], r[7], "damaged", f"state is stored as {type(r[6]).__name__}, not text", r[2])
    return GameRow(r[0], r[1], r[2], r[3], r[4], lobby, r[6], r[7], r[8], r[9], r[10], r[11])


def is_postgres_url(target: str | Path) -> bool:
    """Whether `Store.open` takes `target` for a PostgreSQL server (else it is an SQLite file)."""
    if not isinstance(target, str) or "://" not in target:
        return False
    return target.split("://", 1)[0].lower() in ("postgresql", "postgres")


class Store(ABC):
    """What the service needs from a store: the protocol both backends implement.

    A game is one row per channel (`GameRow`), at a `version` that every write bumps by one; every
    write also appends one log row (`LogRow`) at that new version, in the same transaction. Writers
    never lock a game for long: they read it, compute, and `commit()` against the version they read,
    and a `VersionConflict` tells them another writer (this process or another one) got there first.

    `Store.open(target)` picks the backend; the backends' own `open` classmethods open that one.
    """

    @classmethod
    async def open(cls, target: str | Path) -> Store:
        """Open (creating and migrating as needed) the store at `target`: a `postgresql://` or
        `postgres://` URL for PostgreSQL, else an SQLite file path."""
        if cls is not Store:
            raise NotImplementedError(f"{cls.__name__} must define open()")
        if is_postgres_url(target):
            # loaded by name: asyncpg is imported only when a PostgreSQL URL is opened, and store_pg
            # (which builds on this module) is not an import of this one (no cycle between the two)
            backend = importlib.import_module(f"{__package__}.store_pg")
            return await backend.PostgresStore.open(str(target))
        return await SQLiteStore.open(target)

    @abstractmethod
    async def close(self) -> None:
        """Release the connection(s); the store is not used afterwards."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The schema version the database is at (0 before any migration)."""

    @abstractmethod
    async def migrate(self) -> None:
        """Bring the schema to this program's version (run by `open`; a no-op when current). Raises
        StoreError when the database is newer than this program."""

    # --- reading --------------------------------------------------------------------------------

    @abstractmethod
    async def get(self, channel_id: int) -> GameRow | None:
        """The channel's row, None when there is none; UnreadableGame when it cannot be read."""

    @abstractmethod
    async def head(self, channel_id: int) -> tuple[int, str] | None:
        """(version, status) of a channel's game: a cheap check that a cached copy is current."""

    @abstractmethod
    async def games(self, status: str | None = None) -> list[GameRow]:
        """Every game (of a status), by channel; a row that cannot be read is left out (and logged),
        not fatal: the channel's next command sets it aside."""

    @abstractmethod
    async def count_games(self, status: str) -> int:
        """How many games are at `status` (a gauge: nothing read but the count)."""

    @abstractmethod
    async def pending_prompts(self) -> list[tuple[int, int, float]]:
        """(channel, version, deadline) of every playing game waiting on a player's decision, soonest
        deadline first."""

    @abstractmethod
    async def log(self, channel_id: int, limit: int = 10, kinds: tuple[str, ...] | None = None, *,
                  with_states: bool = False) -> list[LogRow]:
        """The latest `limit` log rows of a channel (of those `kinds`), oldest first (with the state
        before each when `with_states`: what an action is told against)."""

    @abstractmethod
    async def last_undoable(self, channel_id: int, skip: int = 0) -> LogRow | None:
        """The latest game action (kind action, timeout or start) that has not been undone, with its
        previous state (`skip`: that many later ones passed over, to read a chain of them before
        undoing any)."""

    # --- writing --------------------------------------------------------------------------------

    @abstractmethod
    async def create(self, row: GameRow, entry: LogEntry | None = None) -> GameRow:
        """Insert a new game at version 1 (with `entry` as its first log row), replacing a finished
        one (and its log) in the same channel. GameExists when a game that is not over holds the
        channel, also when another writer creates one there at the same moment. Sets the row's
        version and times and returns it."""

    @abstractmethod
    async def commit(
        self,
        channel_id: int,
        expected_version: int,
        entry: LogEntry,
        *,
        state: str | None = None,
        lobby: dict[str, Any] | None = None,
        status: str | None = None,
        host_id: int | None = None,
        prompt: tuple[str | None, float | None] | None = None,
        undo_log_id: int | None = None,
    ) -> int:
        """Write the changed columns and one log row in one transaction; return the new version.

        Raises VersionConflict (and writes nothing) when the row is not at `expected_version`.
        `prompt` is (seat, deadline), or (None, None) to clear it; None leaves it as it is.
        `undo_log_id` marks that log row undone in the same transaction.
        """

    @abstractmethod
    async def quarantine(self, channel_id: int, version: Any, reason: str, detail: str = "") -> int | None:
        """Set a channel's save aside, in one transaction: its row and its log are copied as they are
        into quarantined_games / quarantined_log and removed from games / action_log, which frees the
        channel. Only the row at `version` moves (None when the row changed or went meanwhile);
        returns the quarantine id."""

    @abstractmethod
    async def quarantined(self, channel_id: int | None = None) -> list[QuarantinedGame]:
        """The saves set aside (of one channel), oldest first."""

    @abstractmethod
    async def export_channel(self, channel_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """A channel's game row and its whole log as they are stored (raw columns; log oldest first), for
        `questmaster db copy`; None when the channel holds no game."""

    @abstractmethod
    async def import_channel(self, game: dict[str, Any], log_rows: list[dict[str, Any]]) -> bool:
        """Write a game row and its log as exported, in one transaction; False (and nothing written) when
        the channel already holds a game here."""

    @abstractmethod
    async def check(self) -> list[str]:
        """Problems found in the database (the backend's own integrity check, where it has one) and
        in our invariants: each game at the version of its last log row. Empty when sound."""


class SQLiteStore(Store):
    """The SQLite backend: one aiosqlite connection to the file at `path`. Its statements are
    serialized by `_lock`, so a transaction is never interleaved with another coroutine's statements
    on the same connection."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> SQLiteStore:
        db = await aiosqlite.connect(str(path), isolation_level=None)
        await db.execute("PRAGMA journal_mode=WAL")
        # NORMAL keeps commits durable across a process crash (SIGKILL), which is what we face;
        # only a power loss can take back the last commits, and then the database is still sound
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA busy_timeout=10000")
        await db.execute("PRAGMA foreign_keys=ON")
        store = cls(db, str(path))
        try:
            await store.migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self) -> None:
        async with self._lock:
            current = await self.schema_version()
            if current > SCHEMA_VERSION:
                raise StoreError(f"{self.path} has schema {current}, newer than this program ({SCHEMA_VERSION}).")
            for i in range(current, SCHEMA_VERSION):
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    for stmt in _statements(MIGRATIONS[i]):
                        await self._db.execute(stmt)
                    await self._db.execute(f"PRAGMA user_version = {i + 1}")
                    await self._db.execute("COMMIT")
                except BaseException:
                    await self._db.execute("ROLLBACK")
                    raise

    # --- reading --------------------------------------------------------------------------------

    async def get(self, channel_id: int) -> GameRow | None:
        """The channel's row, None when there is none; UnreadableGame when it cannot be read."""
        async with self._lock:
            async with self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?", (channel_id,)) as cur:
                r = await cur.fetchone()
        return _row(r) if r else None

    async def head(self, channel_id: int) -> tuple[int, str] | None:
        """(version, status) of a channel's game: a cheap check that a cached copy is current."""
        async with self._lock:
            async with self._db.execute("SELECT version, status FROM games WHERE channel_id = ?", (channel_id,)) as cur:
                r = await cur.fetchone()
        return (r[0], r[1]) if r else None

    async def games(self, status: str | None = None) -> list[GameRow]:
        """Every game (of a status); a row that cannot be read is left out (and logged), not fatal:
        the channel's next command sets it aside."""
        sql = f"SELECT {_GAME_COLUMNS} FROM games"
        args: tuple = ()
        if status:
            sql += " WHERE status = ?"
            args = (status,)
        async with self._lock:
            async with self._db.execute(sql + " ORDER BY channel_id", args) as cur:
                rows = await cur.fetchall()
        out = []
        for r in rows:
            try:
                out.append(_row(r))
            except UnreadableGame as exc:
                log.warning("listing games: channel %s skipped, its save cannot be read (%s: %s)",
                            exc.channel_id, exc.reason, exc.detail)
        return out

    async def count_games(self, status: str) -> int:
        async with self._lock:
            async with self._db.execute("SELECT COUNT(*) FROM games WHERE status = ?", (status,)) as cur:
                r = await cur.fetchone()
        return int(r[0]) if r else 0

    async def pending_prompts(self) -> list[tuple[int, int, float]]:
        """(channel, version, deadline) of every game waiting on a player's decision."""
        async with self._lock:
            async with self._db.execute(
                "SELECT channel_id, version, prompt_deadline FROM games WHERE prompt_deadline IS NOT NULL "
                "AND status = 'playing' ORDER BY prompt_deadline"
            ) as cur:
                rows = await cur.fetchall()
        return [(r[0], r[1], r[2]) for r in rows]

    async def log(self, channel_id: int, limit: int = 10, kinds: tuple[str, ...] | None = None, *,
                  with_states: bool = False) -> list[LogRow]:
        """The latest `limit` log rows of a channel, oldest first (with the state before each when
        `with_states`: what an action is told against)."""
        sql = ("SELECT id, channel_id, version, kind, user_id, seat, action, events, undone, created_at"
               + (", state_before" if with_states else "") + " FROM action_log WHERE channel_id = ?")
        args: list[Any] = [channel_id]
        if kinds:
            sql += f" AND kind IN ({','.join('?' for _ in kinds)})"
            args += list(kinds)
        sql += " ORDER BY id DESC LIMIT ?"
        args.append(limit)
        async with self._lock:
            async with self._db.execute(sql, args) as cur:
                rows = await cur.fetchall()
        out = []
        for r in reversed(rows):
            row = _log_row(r[:10])
            if with_states:
                row.state_before = _unpack(r[10])
            out.append(row)
        return out

    async def last_undoable(self, channel_id: int, skip: int = 0) -> LogRow | None:
        """The latest game action (or timeout) that has not been undone, with its previous state (`skip`:
        that many later ones passed over, to read a chain of them before undoing any)."""
        async with self._lock:
            async with self._db.execute(
                "SELECT id, channel_id, version, kind, user_id, seat, action, events, undone, created_at, state_before "
                "FROM action_log WHERE channel_id = ? AND kind IN ('action', 'timeout', 'start') AND undone = 0 "
                "ORDER BY id DESC LIMIT 1 OFFSET ?",
                (channel_id, max(0, int(skip))),
            ) as cur:
                r = await cur.fetchone()
        if r is None:
            return None
        row = _log_row(r[:10])
        row.state_before = _unpack(r[10])
        return row

    # --- writing --------------------------------------------------------------------------------

    async def create(self, row: GameRow, entry: LogEntry | None = None) -> GameRow:
        """Insert a new game, replacing a finished one (and its log) in the same channel."""
        now = time.time()
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                async with self._db.execute("SELECT status FROM games WHERE channel_id = ?", (row.channel_id,)) as cur:
                    old = await cur.fetchone()
                if old is not None and old[0] != "over":
                    raise GameExists(str(row.channel_id))
                if old is not None:
                    await self._db.execute("DELETE FROM games WHERE channel_id = ?", (row.channel_id,))
                    await self._db.execute("DELETE FROM action_log WHERE channel_id = ?", (row.channel_id,))
                row.version = 1
                row.created_at = row.updated_at = now
                await self._db.execute(
                    f"INSERT INTO games ({_GAME_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (row.channel_id, row.guild_id, row.ruleset, row.status, row.host_id, _lobby_text(row.lobby),
                     row.state, row.version, now, now, row.prompt_seat, row.prompt_deadline),
                )
                if entry is not None:
                    await self._insert_log(row.channel_id, row.version, entry, now)
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
        return row

    async def commit(
        self,
        channel_id: int,
        expected_version: int,
        entry: LogEntry,
        *,
        state: str | None = None,
        lobby: dict[str, Any] | None = None,
        status: str | None = None,
        host_id: int | None = None,
        prompt: tuple[str | None, float | None] | None = None,
        undo_log_id: int | None = None,
    ) -> int:
        """Write the changed columns and one log row in one transaction; return the new version.

        Raises VersionConflict (and writes nothing) when the row is not at `expected_version`.
        `prompt` is (seat, deadline), or (None, None) to clear it; None leaves it as it is.
        """
        now = time.time()
        sets = ["version = version + 1", "updated_at = ?"]
        args: list[Any] = [now]
        if state is not None:
            sets.append("state = ?")
            args.append(state)
        if lobby is not None:
            sets.append("lobby = ?")
            args.append(_lobby_text(lobby))
        if status is not None:
            sets.append("status = ?")
            args.append(status)
        if host_id is not None:
            sets.append("host_id = ?")
            args.append(host_id)
        if prompt is not None:
            sets += ["prompt_seat = ?", "prompt_deadline = ?"]
            args += list(prompt)
        args += [channel_id, expected_version]
        new_version = expected_version + 1
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                cur = await self._db.execute(
                    f"UPDATE games SET {', '.join(sets)} WHERE channel_id = ? AND version = ?", args)
                if cur.rowcount != 1:
                    raise VersionConflict(f"channel {channel_id} is no longer at version {expected_version}")
                await self._insert_log(channel_id, new_version, entry, now)
                if undo_log_id is not None:
                    await self._db.execute("UPDATE action_log SET undone = 1 WHERE id = ?", (undo_log_id,))
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
        return new_version

    async def quarantine(self, channel_id: int, version: Any, reason: str, detail: str = "") -> int | None:
        """Set a channel's save aside, in one transaction: its row and its log are copied as they are
        into quarantined_games / quarantined_log and removed from games / action_log, which frees the
        channel. Only the row at `version` moves (None when the row changed or went meanwhile);
        returns the quarantine id."""
        now = time.time()
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                cur = await self._db.execute(
                    f"INSERT INTO quarantined_games (channel_id, reason, detail, quarantined_at, {_SAVED_COLUMNS}) "
                    f"SELECT channel_id, ?, ?, ?, {_SAVED_COLUMNS} FROM games WHERE channel_id = ? AND version IS ?",
                    (reason, detail, now, channel_id, version))
                if cur.rowcount != 1:
                    await self._db.execute("ROLLBACK")
                    return None
                quarantine_id = cur.lastrowid
                await self._db.execute(
                    f"INSERT INTO quarantined_log (quarantine_id, {_LOG_COLUMNS}) "
                    f"SELECT ?, {_LOG_COLUMNS} FROM action_log WHERE channel_id = ? ORDER BY id",
                    (quarantine_id, channel_id))
                await self._db.execute("DELETE FROM action_log WHERE channel_id = ?", (channel_id,))
                await self._db.execute("DELETE FROM games WHERE channel_id = ?", (channel_id,))
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
        return quarantine_id

    async def quarantined(self, channel_id: int | None = None) -> list[QuarantinedGame]:
        """The saves set aside (of one channel), oldest first."""
        sql = (f"SELECT q.id, q.channel_id, q.reason, q.detail, q.quarantined_at, {_SAVED_COLUMNS}, "
               "(SELECT COUNT(*) FROM quarantined_log l WHERE l.quarantine_id = q.id) FROM quarantined_games q")
        args: tuple = ()
        if channel_id is not None:
            sql += " WHERE q.channel_id = ?"
            args = (channel_id,)
        async with self._lock:
            async with self._db.execute(sql + " ORDER BY q.id", args) as cur:
                rows = await cur.fetchall()
        names = [c.strip() for c in _GAME_COLUMNS.split(",")]
        return [QuarantinedGame(id=r[0], channel_id=r[1], reason=r[2], detail=r[3], quarantined_at=r[4],
                                row=dict(zip(names, (r[1], *r[5:-1]), strict=True)), log_rows=r[-1]) for r in rows]

    async def _insert_log(self, channel_id: int, version: int, entry: LogEntry, now: float) -> None:
        await self._db.execute(
            f"INSERT INTO action_log ({_LOG_INSERT_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?)",
            _log_values(channel_id, version, entry, now),
        )

    async def export_channel(self, channel_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        game_cols = [c.strip() for c in _GAME_COLUMNS.split(",")]
        log_cols = [c.strip() for c in _LOG_COLUMNS.split(",")]
        async with self._lock:
            async with self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?",
                                        (channel_id,)) as cur:
                r = await cur.fetchone()
            if r is None:
                return None
            async with self._db.execute(f"SELECT {_LOG_COLUMNS} FROM action_log WHERE channel_id = ? ORDER BY id",
                                        (channel_id,)) as cur:
                rows = await cur.fetchall()
        return dict(zip(game_cols, r, strict=True)), [dict(zip(log_cols, x, strict=True)) for x in rows]

    async def import_channel(self, game: dict[str, Any], log_rows: list[dict[str, Any]]) -> bool:
        cols = [c.strip() for c in _GAME_COLUMNS.split(",")]
        log_cols = [c.strip() for c in _LOG_COLUMNS.split(",")][1:]  # a new id here, in the same order
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                async with self._db.execute("SELECT 1 FROM games WHERE channel_id = ?", (game["channel_id"],)) as cur:
                    if await cur.fetchone() is not None:
                        await self._db.execute("ROLLBACK")
                        return False
                await self._db.execute(f"INSERT INTO games ({_GAME_COLUMNS}) VALUES ({','.join('?' * len(cols))})",
                                       [game[c] for c in cols])
                for row in log_rows:
                    await self._db.execute(
                        f"INSERT INTO action_log ({', '.join(log_cols)}) VALUES ({','.join('?' * len(log_cols))})",
                        [row[c] for c in log_cols])
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
        return True

    async def check(self) -> list[str]:
        """Problems found by SQLite's integrity check and by our own invariants (empty when sound)."""
        problems: list[str] = []
        async with self._lock:
            async with self._db.execute("PRAGMA integrity_check") as cur:
                rows = await cur.fetchall()
            if [r[0] for r in rows] != ["ok"]:
                problems += [str(r[0]) for r in rows]
            async with self._db.execute(
                "SELECT g.channel_id, g.version, MAX(l.version) FROM games g LEFT JOIN action_log l "
                "ON l.channel_id = g.channel_id GROUP BY g.channel_id"
            ) as cur:
                for channel_id, version, logged in await cur.fetchall():
                    if logged is not None and logged != version:
                        problems.append(f"channel {channel_id}: game at version {version}, log at {logged}")
        return problems


def _log_row(r: tuple) -> LogRow:
    return LogRow(
        id=r[0], channel_id=r[1], version=r[2], kind=r[3], user_id=r[4], seat=r[5],
        action=json.loads(r[6]) if r[6] else None, events=json.loads(r[7]) if r[7] else [],
        undone=bool(r[8]), created_at=r[9],
    )


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
