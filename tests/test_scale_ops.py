"""Running at scale, the parts that do not need PostgreSQL: shards over several processes (which process
does a channel's unattended work), the operators' /health and /metrics endpoint, and structured logs
that name the channel and game of each record."""
from __future__ import annotations

import asyncio
import json
import logging
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest
from discord.ext import commands

from bot.logs import ContextFilter, JsonFormatter, forget
from bot.metrics import Metrics
from bot.metrics import serve as serve_metrics
from bot.service import GameService
from bot.settings import Settings, SettingsError
from bot.shards import Shards, ShardsError, parse_shards, shard_of
from bot.store import LogEntry
from tests.conftest import GUILD_ID, Driver, option, started_game

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- shards ------------------------------------------------------------------------------------------


def test_a_guild_is_on_the_shard_discord_puts_it_on():
    # Discord's formula: (guild_id >> 22) % shard_count; direct messages come on shard 0
    guild = 81384788765712384
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 8) == (guild >> 22) % 8 == 2
    assert shard_of(None, 8) == 0
    assert Shards((2,), 8).owns(guild) and not Shards((0, 1, 3), 8).owns(guild)
    assert Shards().owns(guild)  # one process holds everything


def test_shard_ranges_are_read_and_wrong_ones_refused_saying_why():
    assert parse_shards("0-3", 8) == (0, 1, 2, 3)
    assert parse_shards("4-5,7", 8) == (4, 5, 7)
    assert parse_shards(" 2 ", 4) == (2,)
    for text, why in (("0-8", "not below the shard count 8"), ("3-1", "runs backwards"), ("a-b", "not a shard"),
                      ("", "no shard given")):
        with pytest.raises(ShardsError, match=why):
            parse_shards(text, 8)


def test_shard_settings_go_together():
    s = Settings.from_mapping({"QUESTMASTER_SHARDS": "0-3", "QUESTMASTER_SHARD_COUNT": "8"})
    assert s.shards == Shards((0, 1, 2, 3), 8) and s.shards.describe() == "shards 0,1,2,3 of 8"
    assert Settings.from_mapping({}).shards == Shards()
    with pytest.raises(SettingsError, match="go together"):
        Settings.from_mapping({"QUESTMASTER_SHARDS": "0-3"})
    with pytest.raises(SettingsError, match="QUESTMASTER_SHARDS: shard 9 is not below"):
        Settings.from_mapping({"QUESTMASTER_SHARDS": "0-9", "QUESTMASTER_SHARD_COUNT": "8"})
    with pytest.raises(SettingsError, match="port"):
        Settings.from_mapping({"QUESTMASTER_METRICS_PORT": "http"})
    with pytest.raises(SettingsError, match="text, json"):
        Settings.from_mapping({"QUESTMASTER_LOG_FORMAT": "xml"})


def test_questmaster_run_refuses_a_wrong_range_naming_the_option(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x"}
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "run", "--shards", "0-9", "--shard-count", "8"],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env)
    assert proc.returncode == 2 and "--shards: shard 9 is not below the shard count 8" in proc.stderr


async def test_a_process_holding_some_shards_is_a_sharded_bot_that_plays(fake_discord, tmp_path):
    from bot.app import ShardedQuestBot, create_bot

    settings = Settings(discord_token="fake-token", db_path=str(tmp_path / "bot.db"), dev_guild=GUILD_ID,
                        render_processes=0, rate_user=None, rate_channel=None,
                        shards=Shards((0, 1, 2, 3), 8))
    bot = create_bot(settings)
    assert isinstance(bot, ShardedQuestBot) and isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_ids == [0, 1, 2, 3] and bot.shard_count == 8
    await bot.login(settings.discord_token)
    try:
        assert bot.service is not None and bot.service.shards == Shards((0, 1, 2, 3), 8)
        driver = Driver(bot, fake_discord)
        token = await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells")], sub="new")
        assert "opens a game" in json.dumps(fake_discord.callback(token).json)
    finally:
        await bot.close()
    plain = create_bot(Settings(discord_token="t", db_path=str(tmp_path / "b.db")))
    assert not isinstance(plain, commands.AutoShardedBot)


async def pending_game(store, channel: int, guild: int) -> None:
    """A game in `guild` waiting on a decision (a prompt with a deadline), as the store keeps it."""
    svc = GameService(store, prompt_timeout=None, renderer=None)
    await started_game(svc, channel)
    row = await store.get(channel)
    await store.commit(channel, row.version, LogEntry(kind="lobby"), prompt=("brakka", 4_000_000_000.0))
    # the guild the channel belongs to
    await store._db.execute("UPDATE games SET guild_id = ? WHERE channel_id = ?", (guild, channel))


async def test_only_the_process_holding_a_guilds_shard_rearms_its_timers(store):
    on_shard = {s: next(g << 22 for g in range(1, 100) if shard_of(g << 22, 2) == s) for s in (0, 1)}
    await pending_game(store, 1, on_shard[0])
    await pending_game(store, 2, on_shard[1])
    armed = {}
    for held in ((0,), (1,), (0, 1)):
        svc = GameService(store, prompt_timeout=60, renderer=None, shards=Shards(held, 2))
        assert await svc.resume() == len(held)
        armed[held] = set(svc._timers)
        await svc.close()
    assert armed == {(0,): {1}, (1,): {2}, (0, 1): {1, 2}}
    one = GameService(store, prompt_timeout=60, renderer=None)  # one process: every timer
    assert await one.resume() == 2
    await one.close()


# --- /health and /metrics -----------------------------------------------------------------------------


async def test_health_and_metrics_tell_turns_games_pictures_and_errors(store):
    metrics = Metrics()
    svc = GameService(store, prompt_timeout=None, renderer=None, metrics=metrics)
    await started_game(svc, 1)
    game = await svc.game(1)
    seat, action = game.game.policy_action(game.state)
    reply = await svc.act(1, game.controller(seat), action.model_dump(), seat)
    assert not reply.error, reply.text
    logging.getLogger("questmaster.test").addHandler(handler := metrics.handler())
    logging.getLogger("questmaster.test").error("a fault, counted")
    logging.getLogger("questmaster.test").removeHandler(handler)
    port = free_port()
    runner = await serve_metrics(metrics, svc, "127.0.0.1", port, about={"shards": "all shards"})
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(f"http://127.0.0.1:{port}/health") as r:
                assert r.status == 200
                health = await r.json()
            async with http.get(f"http://127.0.0.1:{port}/metrics") as r:
                assert r.status == 200 and r.headers["Content-Type"].startswith("text/plain")
                text = await r.text()
    finally:
        await runner.cleanup()
        await svc.close()
    assert health["status"] == "ok" and health["games_active"] == 1 and health["shards"] == "all shards"
    assert 'questmaster_turn_seconds_count{game="altar"} 1.0' in text
    assert "questmaster_games_active 1.0" in text and "questmaster_render_queue 0.0" in text
    assert 'questmaster_errors_total{logger="questmaster.test"} 1.0' in text


async def test_the_endpoint_is_off_unless_asked(fake_discord, tmp_path):
    from bot.app import create_bot

    bot = create_bot(Settings(discord_token="fake-token", db_path=str(tmp_path / "b.db"), render_processes=0))
    assert bot.metrics is None
    port = free_port()
    on = create_bot(Settings(discord_token="fake-token", db_path=str(tmp_path / "c.db"), render_processes=0,
                             metrics_port=port))
    await on.login("fake-token")
    try:
        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/health") as r:
            assert r.status == 200 and (await r.json())["games_active"] == 0
    finally:
        await on.close()


# --- structured logs ----------------------------------------------------------------------------------


class Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.addFilter(ContextFilter())
        self.setFormatter(JsonFormatter())
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


async def test_each_record_names_the_channel_and_game_its_command_was_about(store):
    collect = Collect()
    log = logging.getLogger("questmaster.test.logs")
    log.addHandler(collect)
    log.setLevel(logging.INFO)
    svc = GameService(store, prompt_timeout=None, renderer=None)
    await started_game(svc, 5)

    async def command_in(channel: int) -> None:  # each command runs in a task of its own, as in discord.py
        await svc.status(channel, 10)
        log.info("after a command")

    try:
        await asyncio.gather(asyncio.create_task(command_in(5)), asyncio.create_task(command_in(6)))
        forget()
        log.warning("about no channel")
    finally:
        log.removeHandler(collect)
        await svc.close()
    by_channel = {line["channel"]: line for line in collect.lines if line["message"] == "after a command"}
    assert by_channel[5]["game"] == "altar" and by_channel[6]["game"] == "-"
    assert {"ts", "level", "logger", "message"} <= set(by_channel[5])
    assert collect.lines[-1]["channel"] == "-"
