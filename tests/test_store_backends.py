"""The store protocol on both backends: the same tests against SQLite and a real PostgreSQL server.

`any_target` is an SQLite file or a fresh PostgreSQL database (tests/pg.py starts the server);
opening it twice stands for two bot processes sharing one database. The last tests play one whole
game through GameService on each backend and compare what each stored, byte for byte.
"""
from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import GameService
from bot.store import (
    SCHEMA_VERSION,
    GameExists,
    GameRow,
    LogEntry,
    SQLiteStore,
    Store,
    UnreadableGame,
    VersionConflict,
    is_postgres_url,
)
from tests.conftest import started_game

ROOT = Path(__file__).resolve().parents[1]


def new_row(channel: int = 7, status: str = "playing", lobby: dict | None = None) -> GameRow:
    return GameRow(channel_id=channel, guild_id=1, ruleset="tinygame", status=status, host_id=42,
                   lobby=lobby if lobby is not None else {"seats": [["a", 42]]}, state='{"n": 0}', version=0,
                   created_at=0, updated_at=0)


@pytest.fixture
async def any_store(any_target):
    store = await Store.open(any_target)
    yield store
    await store.close()


async def raw(target: str, sql: str) -> list[tuple]:
    """Run one SQL statement behind the store's back (a hand edit, another program) and return its rows."""
    if is_postgres_url(target):
        import asyncpg

        con = await asyncpg.connect(target)
        try:
            return [tuple(r) for r in await con.fetch(sql)]
        finally:
            await con.close()
    with sqlite3.connect(target) as db:
        return db.execute(sql).fetchall()


# --- opening ------------------------------------------------------------------------------------------


def test_open_picks_the_backend_by_its_target():
    assert is_postgres_url("postgresql://u@h/db") and is_postgres_url("postgres://h/db")
    assert is_postgres_url("PostgreSQL://h/db")
    for path in ("games.db", "/var/lib/qm/games.db", Path("postgresql://x"), "./postgresql.db", "sqlite:///x.db"):
        assert not is_postgres_url(path)


def test_a_postgresql_url_is_told_without_its_password():
    pytest.importorskip("asyncpg")
    from bot.store_pg import redacted

    assert redacted("postgresql://qm:s3cret@db.example:5433/qm?sslmode=require") == \
        "postgresql://qm:***@db.example:5433/qm?sslmode=require"
    assert redacted("postgresql://qm@db/qm") == "postgresql://qm@db/qm"


def test_opening_an_sqlite_store_never_imports_asyncpg(tmp_path):
    code = ("import asyncio, sys\nfrom bot.store import Store\n"
            "async def main():\n    s = await Store.open(sys.argv[1])\n    await s.close()\n"
            "asyncio.run(main())\nprint('asyncpg' in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path / "x.db")], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "False"


async def test_the_backend_and_its_schema(any_store, any_target):
    if is_postgres_url(any_target):
        from bot.store_pg import PostgresStore

        assert isinstance(any_store, PostgresStore) and any_store.url == any_target
    else:
        assert isinstance(any_store, SQLiteStore) and any_store.path == any_target
    assert await any_store.schema_version() == SCHEMA_VERSION
    assert await any_store.check() == []


async def test_migrations_are_idempotent_on_reopen(any_store, any_target):
    await any_store.create(new_row(), LogEntry(kind="start", user_id=42))
    for _ in range(2):
        again = await Store.open(any_target)
        try:
            assert await again.schema_version() == SCHEMA_VERSION
            await again.migrate()
            assert await again.schema_version() == SCHEMA_VERSION
            assert (await again.get(7)).version == 1 and len(await again.log(7)) == 1
        finally:
            await again.close()


async def test_processes_starting_together_migrate_once(pg_url):
    stores = await asyncio.gather(*(Store.open(pg_url) for _ in range(4)))
    try:
        assert [await s.schema_version() for s in stores] == [SCHEMA_VERSION] * 4
        assert await raw(pg_url, "SELECT version FROM schema_version") == [(SCHEMA_VERSION,)]
    finally:
        for s in stores:
            await s.close()


async def test_a_newer_schema_is_refused(any_target):
    store = await Store.open(any_target)
    await store.close()
    if is_postgres_url(any_target):
        await raw(any_target, f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}")
    else:
        await raw(any_target, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(Exception, match="newer"):
        await Store.open(any_target)


# --- create / get / head -----------------------------------------------------------------------------


async def test_create_get_head(any_store, any_target):
    assert await any_store.get(7) is None and await any_store.head(7) is None
    row = await any_store.create(new_row(lobby={"seats": [["a", 42]], "name": "Zoë ⚔", "n": 1.5}),
                                 LogEntry(kind="lobby", user_id=42, action={"new": "q"}))
    assert row.version == 1 and row.created_at == row.updated_at > 0
    got = await any_store.get(7)
    assert got == row
    assert got.lobby == {"seats": [["a", 42]], "name": "Zoë ⚔", "n": 1.5}
    assert await any_store.head(7) == (1, "playing")
    assert await raw(any_target, "SELECT lobby, state FROM games") == [
        ('{"seats": [["a", 42]], "name": "Zo\\u00eb \\u2694", "n": 1.5}', '{"n": 0}')]
    big = new_row(channel=2**62 + 5)  # Discord ids need 64 bits
    big.guild_id, big.host_id = 2**63 - 1, 2**62
    await any_store.create(big)
    assert (await any_store.get(2**62 + 5)).guild_id == 2**63 - 1
    [entry] = await any_store.log(7)
    assert (entry.kind, entry.user_id, entry.action, entry.events, entry.undone) == ("lobby", 42, {"new": "q"}, [],
                                                                                     False)


async def test_a_live_game_blocks_create_but_a_finished_one_is_replaced(any_store):
    await any_store.create(new_row(status="lobby"), LogEntry(kind="lobby"))
    with pytest.raises(GameExists):
        await any_store.create(new_row())
    assert (await any_store.get(7)).status == "lobby"
    await any_store.commit(7, 1, LogEntry(kind="end"), status="over")
    fresh = await any_store.create(new_row(), LogEntry(kind="lobby", action={"next": "q2"}))
    assert fresh.version == 1 and (await any_store.get(7)).status == "playing"
    assert [(r.kind, r.action) for r in await any_store.log(7, 10)] == [("lobby", {"next": "q2"})]


async def test_two_processes_creating_at_once_one_wins(any_target, any_store):
    other = await Store.open(any_target)
    try:
        async def attempt(store: Store, channel: int) -> str:
            try:
                await store.create(new_row(channel=channel), LogEntry(kind="lobby", user_id=id(store) % 1000))
                return "won"
            except GameExists:
                return "refused"

        channels = range(100, 120)
        results = await asyncio.gather(*(attempt(s, c) for c in channels for s in (any_store, other)))
        assert sorted(results) == ["refused"] * 20 + ["won"] * 20
        for c in channels:
            assert (await any_store.get(c)).version == 1 and len(await any_store.log(c)) == 1
        # and when the channel held a finished game, which both would replace
        for c in channels:
            await any_store.commit(c, 1, LogEntry(kind="end"), status="over")
        results = await asyncio.gather(*(attempt(s, c) for c in channels for s in (other, any_store)))
        assert sorted(results) == ["refused"] * 20 + ["won"] * 20
        for c in channels:
            assert (await any_store.get(c)).version == 1 and [r.kind for r in await any_store.log(c)] == ["lobby"]
        assert await any_store.check() == []
    finally:
        await other.close()


async def test_a_create_racing_an_uncommitted_insert_is_refused(pg_url):
    """The unique-violation path: the other writer's row is invisible when we look, then commits."""
    import asyncpg

    store = await Store.open(pg_url)
    con = await asyncpg.connect(pg_url)
    try:
        tx = con.transaction()
        await tx.start()
        await con.execute("INSERT INTO games (channel_id, ruleset, status, host_id, lobby, version, created_at, "
                          "updated_at) VALUES (7, 'tinygame', 'lobby', 1, '{}', 1, 0, 0)")
        task = asyncio.create_task(store.create(new_row()))
        await asyncio.sleep(0.3)  # our create has looked (nothing there) and now waits on the key
        assert not task.done()
        await tx.commit()
        with pytest.raises(GameExists):
            await task
        assert (await store.get(7)).host_id == 1
    finally:
        await con.close()
        await store.close()


# --- commit ----------------------------------------------------------------------------------------------


async def test_commit_writes_the_columns_and_one_log_row(any_store):
    await any_store.create(new_row(status="lobby"), LogEntry(kind="lobby", user_id=42))
    version = await any_store.commit(7, 1, LogEntry(kind="lobby", user_id=43, action={"join": "b"}),
                                     lobby={"seats": [["a", 42], ["b", 43]]}, host_id=43)
    assert version == 2
    version = await any_store.commit(
        7, 2, LogEntry(kind="start", user_id=43, events=[{"type": "started", "text": "é\u0001\"x"}],
                       state_before='{"n": 0}'),
        state='{"n": 1, "s": "ünïcode ⚔"}', status="playing", prompt=("a", 1234.5))
    assert version == 3
    row = await any_store.get(7)
    assert (row.version, row.status, row.host_id, row.state, row.prompt_seat, row.prompt_deadline) == (
        3, "playing", 43, '{"n": 1, "s": "ünïcode ⚔"}', "a", 1234.5)
    assert row.lobby == {"seats": [["a", 42], ["b", 43]]} and row.updated_at >= row.created_at
    log = await any_store.log(7, 10, with_states=True)
    assert [(r.kind, r.version) for r in log] == [("lobby", 1), ("lobby", 2), ("start", 3)]
    assert log[2].events == [{"type": "started", "text": "é\u0001\"x"}] and log[2].state_before == '{"n": 0}'
    assert log[0].state_before is None and log[1].action == {"join": "b"}
    assert [r.id for r in log] == sorted(r.id for r in log)
    # prompt (None, None) clears it; None leaves it
    await any_store.commit(7, 3, LogEntry(kind="action"), state='{"n": 2}')
    assert (await any_store.get(7)).prompt_seat == "a"
    await any_store.commit(7, 4, LogEntry(kind="action"), prompt=(None, None))
    row = await any_store.get(7)
    assert (row.prompt_seat, row.prompt_deadline, row.state) == (None, None, '{"n": 2}')
    assert await any_store.check() == []


async def test_a_stale_version_writes_nothing(any_store):
    await any_store.create(new_row())
    await any_store.commit(7, 1, LogEntry(kind="action"), state='{"n": 1}')
    with pytest.raises(VersionConflict):
        await any_store.commit(7, 1, LogEntry(kind="action"), state='{"n": 99}', status="over")
    with pytest.raises(VersionConflict):
        await any_store.commit(8, 1, LogEntry(kind="action"), state='{"n": 99}')  # no such game
    row = await any_store.get(7)
    assert (row.state, row.version, row.status) == ('{"n": 1}', 2, "playing")
    assert len(await any_store.log(7, 10)) == 1 and await any_store.log(8) == []


async def test_two_processes_racing_on_one_channel_lose_no_action(any_target, any_store):
    """50 increments split between two store objects on one database, each retrying on conflict:
    exactly one writer wins each version, so the count is right and the log has one row per version."""
    other = await Store.open(any_target)
    try:
        await any_store.create(new_row(), LogEntry(kind="start"))
        conflicts = 0

        async def increment(store: Store, who: int) -> None:
            nonlocal conflicts
            while True:
                row = await store.get(7)
                n = json.loads(row.state)["n"] + 1
                try:
                    await store.commit(7, row.version, LogEntry(kind="action", user_id=who, action={"n": n}),
                                       state=json.dumps({"n": n}))
                    return
                except VersionConflict:
                    conflicts += 1

        await asyncio.gather(*(increment(any_store if i % 2 else other, i) for i in range(50)))
        row = await any_store.get(7)
        assert json.loads(row.state) == {"n": 50} and row.version == 51
        log = await other.log(7, 1000, kinds=("action",))
        assert [r.version for r in log] == list(range(2, 52))
        assert [r.action["n"] for r in log] == list(range(1, 51))
        assert sorted(r.user_id for r in log) == list(range(50))  # every caller's action, once
        assert conflicts > 0, "the race did not happen"
        assert await any_store.check() == []
    finally:
        await other.close()


# --- reading the log, undo ---------------------------------------------------------------------------------


async def test_last_undoable_skip_and_undo_marks(any_store):
    await any_store.create(new_row(status="lobby"), LogEntry(kind="lobby"))
    await any_store.commit(7, 1, LogEntry(kind="start", state_before=None), state='{"n": 0}', status="playing")
    for n in range(1, 4):
        await any_store.commit(7, n + 1, LogEntry(kind="action", seat="a", action={"n": n},
                                                  state_before=json.dumps({"n": n - 1})), state=json.dumps({"n": n}))
    await any_store.commit(7, 5, LogEntry(kind="kick", user_id=9))
    await any_store.commit(7, 6, LogEntry(kind="timeout", seat="a", state_before='{"n": 3}'), state='{"n": 4}')
    chain = []
    while (entry := await any_store.last_undoable(7, skip=len(chain))) is not None:
        chain.append(entry)
    assert [(r.kind, r.version) for r in chain] == [("timeout", 7), ("action", 5), ("action", 4), ("action", 3),
                                                   ("start", 2)]
    assert [r.state_before for r in chain] == ['{"n": 3}', '{"n": 2}', '{"n": 1}', '{"n": 0}', None]
    assert await any_store.last_undoable(7, skip=-3) == chain[0]
    # undoing marks the row in the same commit; the next undoable is the one before
    await any_store.commit(7, 7, LogEntry(kind="undo", action={"undid": chain[0].id}), state='{"n": 3}',
                           undo_log_id=chain[0].id)
    assert (await any_store.last_undoable(7)).version == 5
    log = await any_store.log(7, 3)
    assert [(r.kind, r.undone) for r in log] == [("kick", False), ("timeout", True), ("undo", False)]
    assert [r.kind for r in await any_store.log(7, 100, kinds=("start", "undo"))] == ["start", "undo"]
    assert [r.version for r in await any_store.log(7, 2, kinds=("action",))] == [4, 5]
    assert all(r.state_before is None for r in await any_store.log(7, 100))


async def test_pending_prompts_and_games_by_status(any_store):
    for channel in (3, 1, 2, 4):
        await any_store.create(new_row(channel=channel))
    await any_store.commit(1, 1, LogEntry(kind="action"), prompt=("a", 200.0))
    await any_store.commit(2, 1, LogEntry(kind="action"), prompt=("b", 100.0))
    await any_store.commit(3, 1, LogEntry(kind="action"), prompt=("c", 50.0), status="over")  # over: not pending
    assert await any_store.pending_prompts() == [(2, 2, 100.0), (1, 2, 200.0)]
    await any_store.commit(2, 2, LogEntry(kind="action"), prompt=(None, None))
    assert await any_store.pending_prompts() == [(1, 2, 200.0)]
    assert [g.channel_id for g in await any_store.games()] == [1, 2, 3, 4]
    assert [g.channel_id for g in await any_store.games("playing")] == [1, 2, 4]
    assert [g.channel_id for g in await any_store.games("over")] == [3]
    assert await any_store.games("lobby") == []
    counts = [await any_store.count_games(status) for status in ("playing", "over", "lobby")]
    assert counts == [3, 1, 0]


# --- unreadable saves, quarantine, check ---------------------------------------------------------------------


async def test_an_unreadable_row_is_left_out_then_quarantined(any_store, any_target, caplog):
    await any_store.create(new_row(channel=1), LogEntry(kind="lobby"))
    await any_store.create(new_row(channel=2), LogEntry(kind="lobby"))
    await any_store.commit(2, 1, LogEntry(kind="action", action={"x": 1}, state_before='{"n": 0}'), state='{"n": 1}')
    await raw(any_target, "UPDATE games SET lobby = 'not json' WHERE channel_id = 2")
    with pytest.raises(UnreadableGame) as caught:
        await any_store.get(2)
    assert (caught.value.reason, caught.value.version, caught.value.ruleset) == ("damaged", 2, "tinygame")
    await raw(any_target, "UPDATE games SET lobby = '[1]' WHERE channel_id = 1")
    with pytest.raises(UnreadableGame, match="lobby is a list"):
        await any_store.get(1)
    assert await any_store.games() == []
    assert "channel 2 skipped" in caplog.text
    assert await any_store.quarantine(2, 1, "damaged", "stale") is None  # the row moved on: nothing moves
    qid = await any_store.quarantine(2, caught.value.version, "damaged", "lobby is not JSON")
    assert qid is not None
    assert await any_store.get(2) is None and await any_store.log(2) == []
    [q] = await any_store.quarantined(2)
    assert (q.id, q.channel_id, q.reason, q.detail, q.log_rows) == (qid, 2, "damaged", "lobby is not JSON", 2)
    assert q.row["lobby"] == "not json" and q.row["state"] == '{"n": 1}' and q.row["version"] == 2
    assert q.row["channel_id"] == 2 and q.row["ruleset"] == "tinygame" and q.quarantined_at > 0
    assert await any_store.quarantine(2, 2, "damaged") is None  # already gone
    qid1 = await any_store.quarantine(1, 1, "invalid")
    assert [q.channel_id for q in await any_store.quarantined()] == [2, 1] and qid1 > qid
    assert (await any_store.quarantined(1))[0].detail == ""
    # the channels are free again
    await any_store.create(new_row(channel=2))
    assert (await any_store.get(2)).version == 1


async def test_check_finds_a_game_ahead_of_its_log(any_store, any_target):
    await any_store.create(new_row(channel=1), LogEntry(kind="start"))
    await any_store.commit(1, 1, LogEntry(kind="action"))
    await any_store.create(new_row(channel=2))  # no log yet: nothing to compare
    assert await any_store.check() == []
    await raw(any_target, "UPDATE games SET version = 9 WHERE channel_id = 1")
    assert await any_store.check() == ["channel 1: game at version 9, log at 2"]


# --- one whole game on each backend, stored byte for byte alike ------------------------------------------------


async def play(store: Store) -> None:
    """The same game on any store: a seeded lobby, its own player choosing every move, one undo."""
    svc = GameService(store, prompt_timeout=None, renderer=None)
    try:
        await started_game(svc, 1, seed=11, users=(10, 11))
        undone = False
        for step in range(40):
            game = await svc.game(1)
            if game.row.status != "playing":
                break
            chosen = game.game.policy_action(game.state)
            if chosen is None:
                break
            seat, action = chosen
            user = game.controller(seat)
            reply = await svc.act(1, user, action.model_dump(by_alias=True), seat)
            if reply.error:
                prompt = game.rs.current_prompt(game.state)
                fallback = {"type": "choose", "option": prompt.default} if prompt else {"type": "end"}
                reply = await svc.act(1, user, fallback, seat)
            assert not reply.error, reply.text
            if step >= 10 and not undone:  # the first move after the tenth that can be taken back is
                undone = not (await svc.undo(1, 10)).error
    finally:
        await svc.close()


async def stored(target: str) -> tuple[list, list]:
    """The raw columns of the game and its log, times left out (they are the clock's)."""
    game = await raw(target, "SELECT channel_id, guild_id, ruleset, status, host_id, lobby, state, version, "
                             "prompt_seat, prompt_deadline FROM games ORDER BY channel_id")
    log = await raw(target, "SELECT id, channel_id, version, kind, user_id, seat, action, events, state_before, "
                            "undone FROM action_log ORDER BY id")
    return game, [(*r[:8], bytes(r[8]) if r[8] is not None else None, bool(r[9])) for r in log]


async def test_a_whole_game_is_stored_byte_identical_on_both_backends(tmp_path, pg_url):
    results = {}
    for name, target in (("sqlite", str(tmp_path / "game.db")), ("postgresql", pg_url)):
        store = await Store.open(target)
        try:
            await play(store)
            row = await store.get(1)
            log = await store.log(1, 10_000, with_states=True)
            assert await store.check() == []
        finally:
            await store.close()
        row.created_at = row.updated_at = 0
        for r in log:
            r.created_at = 0
        results[name] = (row, log, await stored(target))
    sqlite, postgres = results["sqlite"], results["postgresql"]
    assert sqlite[0] == postgres[0]  # the game row as the service reads it
    assert sqlite[1] == postgres[1]  # every log row, with the state before it
    assert sqlite[2] == postgres[2]  # and the stored bytes themselves
    row, log, (raw_game, raw_log) = sqlite
    assert row.status == "playing" and len([r for r in log if r.kind == "action"]) >= 30
    assert [r.kind for r in log if r.undone] == ["action"] and [r.kind for r in log].count("undo") == 1
    assert isinstance(raw_game[0][6], str) and all(isinstance(r[8], bytes | None) for r in raw_log)
