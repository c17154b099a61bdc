"""Faults that must not stop a table (issue 11, items 3 and 4): one user cannot flood the bot, and
memory stays flat however many channels play.

- Rate limits: a user past their limit, and a channel past its own, get a private "slow down"
  answer and nothing runs; another user is not held back by the first one's limit; buttons count
  like slash commands; autocomplete is never limited.
- Bounded queues: past `queue_per_channel` commands waiting on one channel's lock, one more is
  answered "the table is busy" at once instead of waiting; a prompt's timer always waits its turn.
- Memory: 5,000 actions over 500 channels through GameService; the lock table, the game cache and
  the picture cache stay within their bounds, and so does the process's resident memory.
"""
from __future__ import annotations

import asyncio
import gc
import os
import time
from pathlib import Path

import pytest

from bot import games
from bot.bench import _start, _step
from bot.bounded import LRU, LockTable
from bot.service import GameService, TableBusy
from bot.settings import Rate, Settings, SettingsError
from tests.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL_ID,
    GUILD_ID,
    Driver,
    command_data,
    interaction_payload,
    option,
    started_game,
)

EPHEMERAL = 64


def content(cb) -> str:
    return cb.json["data"].get("content") or ""


def private(cb) -> bool:
    return int(cb.json["data"].get("flags", 0)) == EPHEMERAL


def end_turn_message(channel: int = CHANNEL_ID) -> dict:
    """A board message with its End turn button, as Discord sends it back with a press."""
    return {
        "id": "960000000000000001", "channel_id": str(channel), "author": {
            "id": "900000000000000002", "username": "questmaster", "discriminator": "0", "avatar": None, "bot": True},
        "content": "", "timestamp": "2024-01-01T00:00:00+00:00", "edited_timestamp": None, "tts": False,
        "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": False, "type": 0, "flags": 0,
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "End turn", "custom_id": f"qm:{channel}:end"}]}],
    }


@pytest.fixture
async def make_driver(fake_discord, tmp_path):
    """A real bot against the fake Discord with the flood settings a test asks for."""
    from bot.app import create_bot

    bots = []

    async def make(**flood) -> Driver:
        settings = Settings(discord_token="fake-token", db_path=str(tmp_path / f"bot{len(bots)}.db"),
                            dev_guild=GUILD_ID, prompt_timeout=30.0, render_processes=0, **flood)
        bot = create_bot(settings)
        await bot.login(settings.discord_token)
        bots.append(bot)
        return Driver(bot, fake_discord)

    yield make
    for bot in bots:
        await bot.close()


async def version(driver: Driver, channel: int = CHANNEL_ID) -> int:
    game = await driver.bot.service.game(channel)
    return game.row.version


# --- rate limits ------------------------------------------------------------------------------------


async def test_a_user_past_the_limit_is_told_privately_to_slow_down_and_only_allowed_commands_play(
        make_driver, fake_discord):
    driver = await make_driver(rate_user=Rate(2, 60), rate_channel=None)
    # Alice plays two heroes, Bob the third: Alice's two allowed /end close her heroes' phases
    await started_game(driver.bot.service, CHANNEL_ID, heroes=("brakka", "ilse", "maudra"),
                       users=(ALICE[0], ALICE[0], BOB[0]))
    before = await version(driver)
    tokens = [await driver.slash("end", [], user=ALICE) for _ in range(4)]
    pressed = await driver.press(end_turn_message(), f"qm:{CHANNEL_ID}:end", user=ALICE)
    answers = [fake_discord.callback(t) for t in tokens + [pressed]]
    assert [private(cb) for cb in answers] == [False, False, True, True, True], [content(cb) for cb in answers]
    for cb in answers[2:]:
        assert content(cb) == "Slow down: you are sending commands too fast. Try again in 60 s."
        assert "components" not in cb.json["data"]
    assert await version(driver) == before + 2  # the refused ones never reached the game
    # Bob is not held back by Alice's limit: his /end plays
    cb = fake_discord.callback(await driver.slash("end", [], user=BOB))
    assert not private(cb) and "Slow down" not in content(cb)
    assert await version(driver) == before + 3


async def test_the_slow_down_answer_is_in_the_users_language(make_driver, fake_discord):
    driver = await make_driver(rate_user=Rate(1, 10), rate_channel=None)
    await driver.slash("rules", [], user=ALICE, locale="fr")
    cb = fake_discord.callback(await driver.slash("rules", [], user=ALICE, locale="fr"))
    assert private(cb)
    assert content(cb) == "Doucement : vous envoyez des commandes trop vite. Réessayez dans 10 s."


async def test_a_channel_past_its_limit_refuses_everyone_there_but_not_other_channels(make_driver, fake_discord):
    driver = await make_driver(rate_user=None, rate_channel=Rate(3, 30))
    await started_game(driver.bot.service, CHANNEL_ID, users=(ALICE[0], BOB[0]))
    allowed = [await driver.slash("game", [], sub="status", user=who) for who in (ALICE, BOB, ALICE)]
    assert all(not private(fake_discord.callback(t)) for t in allowed)
    cb = fake_discord.callback(await driver.slash("game", [], sub="status", user=CAROL))
    assert private(cb)
    assert content(cb) == "This table is getting too many commands at once. Try again in 30 s."
    # another channel has its own allowance
    other = CHANNEL_ID + 1
    cb = fake_discord.callback(await driver.slash("game", [], sub="status", user=CAROL, channel_id=other))
    assert "too many" not in content(cb)
    # autocomplete is never limited: it reads, it never waits on the table
    token = await driver.send(interaction_payload(
        4, command_data("move", [option("to", "", focused=True)]), user=ALICE))
    got = fake_discord.callback(token)
    assert got.json["type"] == 8 and got.json["data"]["choices"]


async def test_every_slash_command_carries_its_own_bots_flood_check_only(make_driver):
    first, second = await make_driver(), await make_driver()
    for driver in (first, second):
        commands = [c for c in driver.bot.tree.walk_commands() if not hasattr(c, "walk_commands")]
        assert len(commands) > 10
        for command in commands:
            assert [c for c in command.checks if getattr(c, "__self__", None).__class__.__name__ == "FloodGate"] == [
                driver.bot.flood.check], command.qualified_name


async def test_refused_commands_spend_nothing_and_idle_buckets_are_dropped():
    from bot.flood import FloodGate

    class Fake:
        def __init__(self, user, channel, at):
            self.user = type("U", (), {"id": user})()
            self.channel_id = channel
            self.created_at = type("T", (), {"timestamp": lambda self_: at})()

    gate = FloodGate(Rate(2, 10), Rate(3, 10))
    t0 = 1_700_000_000.0
    assert gate.hit(Fake(1, 100, t0)) is None and gate.hit(Fake(1, 100, t0 + 0.1)) is None
    for i in range(5):  # Alice's flood is refused by her own limit: the channel's tokens are not spent
        refused = gate.hit(Fake(1, 100, t0 + 0.2 + i / 10))
        assert refused is not None and refused.scope == "user"
    assert gate.hit(Fake(2, 100, t0 + 1.0)) is None  # Bob still has the channel's third command
    refused = gate.hit(Fake(3, 100, t0 + 1.1))
    assert refused is not None and refused.scope == "channel" and 8.8 < refused.retry_after <= 9.0
    assert gate.entries() == {"user": 3, "channel": 1}
    assert gate.hit(Fake(4, 200, t0 + 100.0)) is None  # a window later, only the new user and channel are held
    assert gate.entries() == {"user": 1, "channel": 1}


def test_rate_settings_read_from_the_environment():
    assert Settings.from_mapping({}).rate_user == Rate(5, 10.0)
    assert Settings.from_mapping({}).rate_channel == Rate(15, 10.0)
    got = Settings.from_mapping({"QUESTMASTER_RATE_USER": "3/2.5", "QUESTMASTER_RATE_CHANNEL": "off",
                                 "QUESTMASTER_QUEUE_PER_CHANNEL": "4", "QUESTMASTER_CACHE_GAMES": "16"})
    assert (got.rate_user, got.rate_channel, got.queue_per_channel, got.cache_games) == (Rate(3, 2.5), None, 4, 16)
    for name, bad in (("QUESTMASTER_RATE_USER", "5"), ("QUESTMASTER_RATE_CHANNEL", "0/10"),
                      ("QUESTMASTER_QUEUE_PER_CHANNEL", "-1"), ("QUESTMASTER_CACHE_GAMES", "0")):
        with pytest.raises(SettingsError, match=name):
            Settings.from_mapping({name: bad})
    example = Path(__file__).resolve().parents[1] / ".env.example"
    text = example.read_text(encoding="utf-8")
    for name in ("QUESTMASTER_RATE_USER", "QUESTMASTER_RATE_CHANNEL", "QUESTMASTER_QUEUE_PER_CHANNEL",
                 "QUESTMASTER_CACHE_GAMES"):
        assert f"\n{name}=" in text


# --- bounded queues -----------------------------------------------------------------------------------


async def test_past_the_queue_cap_a_command_is_answered_busy_instead_of_waiting(make_driver, fake_discord):
    driver = await make_driver(rate_user=None, rate_channel=None, queue_per_channel=2)
    svc = driver.bot.service
    await started_game(svc, CHANNEL_ID, users=(ALICE[0], BOB[0]))
    before = await version(driver)
    tokens = []
    async with svc.lock(CHANNEL_ID):  # a long command holds the table
        for _ in range(4):
            payload = interaction_payload(2, command_data("end", []), user=ALICE)
            tokens.append(payload["token"])
            driver.bot._connection.parse_interaction_create(payload)
        deadline = time.monotonic() + 5
        while len([t for t in tokens if fake_discord.for_token(t)]) < 2 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        answered = [t for t in tokens if fake_discord.for_token(t)]
        assert len(answered) == 2 and svc._locks.waiting(CHANNEL_ID) == 2
        for t in answered:
            cb = fake_discord.callback(t)
            assert private(cb)
            assert content(cb) == "This table is busy with other commands: try again in a moment."
    await driver.settle()
    waited = [fake_discord.callback(t) for t in tokens if t not in answered]
    assert len(waited) == 2 and all("busy" not in content(cb) for cb in waited)
    assert await version(driver) == before + 1  # the first /end played; the second was Bob's turn
    assert svc.entries()["locks"] == 0


async def test_the_lock_table_refuses_past_its_cap_but_a_timer_always_waits(service):
    svc = GameService(service.store, prompt_timeout=None, renderer=None, queue_per_channel=1)
    order: list[str] = []

    async def take(name: str, queue: bool = True) -> None:
        async with svc.lock(7, queue=queue):
            order.append(name)

    async with svc.lock(7):
        first = asyncio.create_task(take("first"))
        await asyncio.sleep(0)
        with pytest.raises(TableBusy):
            await take("refused")
        timer = asyncio.create_task(take("timer", queue=False))
        await asyncio.sleep(0)
        assert svc._locks.waiting(7) == 2
    await asyncio.gather(first, timer)
    assert order == ["first", "timer"]
    assert svc.entries()["locks"] == 0


async def test_a_channel_with_no_game_keeps_no_entry(service):
    for channel in range(100, 200):
        reply = await service.act(channel, 1, {"type": "end"})
        assert reply.error
        await service.status(channel, 1)
        await service.complete(channel, 1, "to", "", command="move")
    assert service.entries() == {"locks": 0, "games": 0, "pictures": 0, "timers": 0}


def test_the_lru_forgets_the_least_recently_used():
    cache: LRU[int, str] = LRU(2)
    cache[1], cache[2] = "a", "b"
    assert cache.get(1) == "a"  # 1 is now the newest
    cache[3] = "c"
    assert list(cache) == [1, 3] and cache.get(2) is None


async def test_a_lock_entry_goes_when_its_last_waiter_is_cancelled():
    table: LockTable[int] = LockTable(5, RuntimeError)
    async with table.hold(1):
        waiter = asyncio.create_task(table.hold(1).__aenter__())
        await asyncio.sleep(0)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert table.waiting(1) == 0
    assert len(table) == 0


# --- memory stays flat -------------------------------------------------------------------------------

CHANNELS = 500
ACTIONS_PER_CHANNEL = 10
AT_ONCE = 50  # channels playing at the same moment
CACHE_GAMES = 64
RSS_GROWTH_MB = 16  # what 5,000 actions over 500 channels may add to the resident memory


def resident_bytes() -> int:
    """The process's resident memory now (/proc/self/statm; ru_maxrss is a peak, not a level)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        pytest.skip("no /proc/self/statm on this system")
    return pages * os.sysconf("SC_PAGE_SIZE")


def tiny_png(module, view, lang, tr) -> bytes:
    return b"\x89PNG" + bytes(4000)  # the picture cache is bounded, whatever a picture weighs


async def test_memory_stays_flat_over_5000_actions_in_500_channels(store):
    svc = GameService(store, prompt_timeout=None, renderer=tiny_png, cache_games=CACHE_GAMES)
    ids = games.ids()
    at_once = asyncio.Semaphore(AT_ONCE)
    played = 0
    peak = {"locks": 0, "games": 0, "pictures": 0, "timers": 0}

    async def play(channel: int) -> None:
        nonlocal played
        async with at_once:
            ruleset = ids[channel % len(ids)]
            await _start(svc, channel, channel, ruleset)
            done = 0
            while done < ACTIONS_PER_CHANNEL:
                got = await _step(svc, channel)
                if got is None:  # the quest is over: the table plays another
                    await _start(svc, channel, channel + 1000, ruleset)
                    continue
                done += 1
                played += 1
                for name, count in svc.entries().items():
                    peak[name] = max(peak[name], count)

    # warm up (content loaded, code paths taken once), then measure
    await asyncio.gather(*(play(1_000_000 + c) for c in range(20)))
    played = 0
    gc.collect()
    before = resident_bytes()
    start = time.perf_counter()
    await asyncio.gather(*(play(c) for c in range(CHANNELS)))
    seconds = time.perf_counter() - start
    gc.collect()
    after = resident_bytes()
    growth = (after - before) / 2**20
    print(f"\n{played} actions over {CHANNELS} channels in {seconds:.1f} s; peak entries {peak}; "
          f"after {svc.entries()}; RSS {before / 2**20:.1f} -> {after / 2**20:.1f} MB (+{growth:.1f})")
    assert played == CHANNELS * ACTIONS_PER_CHANNEL
    assert peak["locks"] <= AT_ONCE and peak["games"] <= CACHE_GAMES and peak["pictures"] <= 64
    assert peak["timers"] == 0
    assert svc.entries()["locks"] == 0 and svc.entries()["games"] <= CACHE_GAMES
    assert growth <= RSS_GROWTH_MB, f"resident memory grew {growth:.1f} MB"
    await svc.close()
