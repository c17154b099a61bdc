"""`questmaster db copy`: every game and its log from SQLite to PostgreSQL, checked, safe to re-run, and
the copied games play on."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.dbcopy import copy
from bot.service import GameService
from bot.store import Store
from tests.conftest import started_game

ROOT = Path(__file__).resolve().parents[1]


async def play_some(svc: GameService, channel: int, n: int) -> None:
    for _ in range(n):
        game = await svc.game(channel)
        seat, action = game.game.policy_action(game.state)
        reply = await svc.act(channel, game.controller(seat), action.model_dump(by_alias=True), seat)
        assert not reply.error, reply.text


async def test_every_game_and_its_log_moves_to_postgresql_and_plays_on(tmp_path, pg_url):
    source = str(tmp_path / "old.db")
    store = await Store.open(source)
    svc = GameService(store, prompt_timeout=None, renderer=None)
    for channel in (1, 2, 3):
        await started_game(svc, channel, seed=channel)
        await play_some(svc, channel, 4 * channel)
    await svc.undo(1, 10)  # an undone entry is copied as undone
    await svc.new_game(4, 10, "altered", None, "x", user_name="ann")  # a lobby, not started
    before = {ch: await store.export_channel(ch) for ch in (1, 2, 3, 4)}
    await svc.close()
    await store.close()

    result = await copy(source, pg_url)
    assert result["copied"] == 4 and result["failed"] == [] and result["different"] == []
    again = await copy(source, pg_url)  # re-run: nothing copied twice
    assert again["copied"] == 0 and again["already"] == 4

    dst = await Store.open(pg_url)
    for ch, (game, log_rows) in before.items():
        copied, copied_log = await dst.export_channel(ch)
        assert {k: copied[k] for k in ("state", "lobby", "version", "status", "host_id")} == \
            {k: game[k] for k in ("state", "lobby", "version", "status", "host_id")}
        strip = lambda rows: [{k: (bool(v) if k == "undone" else v) for k, v in r.items() if k != "id"}  # noqa: E731
                              for r in rows]
        assert strip(copied_log) == strip(log_rows)
    svc = GameService(dst, prompt_timeout=None, renderer=None)
    await play_some(svc, 2, 3)  # the game goes on where it stood
    assert (await svc.game(2)).row.version == before[2][0]["version"] + 3
    await svc.close()
    await dst.close()
    # and back again, PostgreSQL to a new SQLite file: the same games
    back = await copy(pg_url, str(tmp_path / "back.db"))
    assert back["copied"] == 4 and back["failed"] == []


def test_the_command_copies_and_says_so(tmp_path, pg_url):
    import asyncio

    async def one_game() -> None:
        store = await Store.open(tmp_path / "a.db")
        svc = GameService(store, prompt_timeout=None, renderer=None)
        await started_game(svc, 9)
        await svc.close()
        await store.close()

    asyncio.run(one_game())
    run = [sys.executable, "-m", "bot.cli", "db", "copy", "--from", str(tmp_path / "a.db"), "--to", pg_url]
    first = subprocess.run(run, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert first.returncode == 0 and "1 game(s) copied" in first.stdout, first.stderr
    second = subprocess.run(run, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert second.returncode == 0 and "0 game(s) copied" in second.stdout and "1 already there" in second.stdout
