"""The SQLite store: WAL, migrations by user_version, one-transaction commits with a version check."""
from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.store import MIGRATIONS, SCHEMA_VERSION, GameExists, GameRow, LogEntry, Store, VersionConflict


def new_row(channel: int = 7, status: str = "playing") -> GameRow:
    return GameRow(channel_id=channel, guild_id=1, ruleset="altar", status=status, host_id=42,
                   lobby={"seats": [["brakka", 42]]}, state='{"n": 0}', version=0, created_at=0, updated_at=0)


async def test_fresh_database_is_wal_and_at_the_latest_schema(tmp_path):
    store = await Store.open(tmp_path / "a.db")
    assert await store.schema_version() == SCHEMA_VERSION == len(MIGRATIONS)
    await store.close()
    with sqlite3.connect(tmp_path / "a.db") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        columns = {r[1] for r in db.execute("PRAGMA table_info(games)")}
    assert {"channel_id", "ruleset", "state", "version", "created_at", "updated_at", "prompt_deadline"} <= columns


async def test_an_old_database_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0])
        db.execute("INSERT INTO games VALUES (5, 1, 'altar', 'playing', 9, '{}', '{\"x\": 1}', 3, 0, 0)")
        db.execute("PRAGMA user_version = 1")
    store = await Store.open(path)
    assert await store.schema_version() == SCHEMA_VERSION
    row = await store.get(5)
    assert row.state == '{"x": 1}' and row.version == 3 and row.prompt_deadline is None
    await store.close()


async def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "new.db"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(Exception, match="newer"):
        await Store.open(path)


async def test_commit_writes_state_and_log_together(store):
    await store.create(new_row(), LogEntry(kind="start", user_id=42))
    version = await store.commit(7, 1, LogEntry(kind="action", user_id=42, seat="brakka", action={"type": "draw"},
                                                events=[{"type": "draw_action"}], state_before='{"n": 0}'),
                                 state='{"n": 1}')
    assert version == 2
    row = await store.get(7)
    assert row.state == '{"n": 1}' and row.version == 2 and row.updated_at >= row.created_at
    log = await store.log(7, 10)
    assert [(r.kind, r.version) for r in log] == [("start", 1), ("action", 2)]
    last = await store.last_undoable(7)
    assert last.state_before == '{"n": 0}' and last.action == {"type": "draw"}
    assert await store.check() == []


async def test_a_stale_version_writes_nothing(store):
    await store.create(new_row())
    await store.commit(7, 1, LogEntry(kind="action"), state='{"n": 1}')
    with pytest.raises(VersionConflict):
        await store.commit(7, 1, LogEntry(kind="action"), state='{"n": 99}')
    row = await store.get(7)
    assert row.state == '{"n": 1}' and row.version == 2
    assert len(await store.log(7, 10)) == 1


async def test_concurrent_commits_on_one_row_never_lose_an_update(store):
    await store.create(new_row())

    async def bump(i: int) -> bool:
        row = await store.get(7)
        try:
            await store.commit(7, row.version, LogEntry(kind="action", action={"i": i}), state=f'{{"n": {i}}}')
            return True
        except VersionConflict:
            return False

    results = await asyncio.gather(*(bump(i) for i in range(20)))
    row = await store.get(7)
    assert row.version == 1 + sum(results)
    assert len(await store.log(7, 100)) == sum(results)


async def test_a_live_game_blocks_create_but_a_finished_one_is_replaced(store):
    await store.create(new_row(status="lobby"))
    with pytest.raises(GameExists):
        await store.create(new_row())
    await store.commit(7, 1, LogEntry(kind="end"), status="over")
    await store.commit(7, 2, LogEntry(kind="action"), state='{"n": 5}')
    fresh = await store.create(new_row())
    assert fresh.version == 1
    assert await store.log(7, 10) == []


async def test_pending_prompts_are_listed_by_deadline(store):
    await store.create(new_row(channel=1))
    await store.create(new_row(channel=2))
    await store.commit(1, 1, LogEntry(kind="action"), prompt=("brakka", 200.0))
    await store.commit(2, 1, LogEntry(kind="action"), prompt=("ilse", 100.0))
    assert await store.pending_prompts() == [(2, 2, 100.0), (1, 2, 200.0)]
    await store.commit(2, 2, LogEntry(kind="action"), prompt=(None, None))
    assert [c for c, _, _ in await store.pending_prompts()] == [1]
