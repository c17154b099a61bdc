"""The load test of the real thing (`questmaster bench --backend`), small: two service processes on one
database, a share of the channels played by both at once; no action lost or duplicated, every log
replays to its stored state; and a log that does not replay is caught."""
from __future__ import annotations

import asyncio
import sqlite3

from bot.loadtest import _verify, run


def test_two_processes_on_one_sqlite_file_lose_nothing(tmp_path):
    result = run(str(tmp_path / "load.db"), channels=8, actions=6, processes=2, shared=0.5)
    assert result["actions_done"] == 8 * 6
    assert result["lost"] == result["duplicated"] == 0 and result["problems"] == []
    assert result["shared_channels"] == 4


def test_a_log_that_does_not_replay_is_caught(tmp_path):
    path = tmp_path / "load.db"
    run(str(path), channels=2, actions=4, processes=1, shared=0.0)
    with sqlite3.connect(path) as db:  # a save changed behind the log's back
        channel = db.execute("SELECT channel_id FROM games ORDER BY channel_id LIMIT 1").fetchone()[0]
        state = db.execute("SELECT state FROM games WHERE channel_id = ?", (channel,)).fetchone()[0]
        db.execute("UPDATE games SET state = ? WHERE channel_id = ?", (state.replace('"round"', '"round" ', 1),
                                                                     channel))
    checked = asyncio.run(_verify(str(path), "altar", [channel]))
    assert any("does not replay" in p for p in checked["problems"]), checked["problems"]


def test_two_processes_on_one_postgresql_database_lose_nothing(pg_url):
    result = run(pg_url, channels=8, actions=6, processes=2, shared=0.5)
    assert result["actions_done"] == 8 * 6
    assert result["lost"] == result["duplicated"] == 0 and result["problems"] == []
