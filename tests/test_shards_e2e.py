"""Two bot processes, each holding half of the shards, on one database (SQLite file, then PostgreSQL):
the real bots (`create_bot` with shard settings, discord.py's AutoShardedBot) against the fake Discord,
each fed only the interactions of the guilds on its shards, as Discord does.

What belongs to a channel with no player at the keyboard (a prompt's timer) is done by the process that
holds the channel's guild, while it runs and again after a restart; the other process, though it reads
the same database, never fires it. A second process can also read and play on a game the first one
started (a guild moving when the shards are re-balanced), with each action stored once.
"""
from __future__ import annotations

import asyncio
import time

from bot.settings import Settings
from bot.shards import Shards, shard_of
from tests.conftest import ALICE, GUILD_ID, Driver, channel_payload
from tests.test_bot_commands import EPHEMERAL, content, flags, open_game
from tests.test_bot_prompts import play_to_prompt

COUNT = 2
TIMEOUT = 2.0  # seconds a decision waits before its default is taken
CHANNEL = {0: 920000000000000101, 1: 920000000000000202}


def guild_on(shard: int) -> int:
    """A guild id Discord puts on `shard` of COUNT."""
    return next(g for g in (GUILD_ID + (k << 22) for k in range(64)) if shard_of(g, COUNT) == shard)


class GuildDriver(Driver):
    """The interactions of one guild's channel, as the gateway hands them to the process holding it."""

    def __init__(self, bot, fake, guild: int, channel: int) -> None:
        super().__init__(bot, fake)
        self.guild, self.channel = guild, channel

    async def send(self, payload):
        payload.update(guild_id=str(self.guild), channel_id=str(self.channel),
                       channel=channel_payload(self.channel) | {"guild_id": str(self.guild)},
                       authorizing_integration_owners={"0": str(self.guild)})
        return await super().send(payload)


async def process(target: str, shard: int):
    """One `questmaster run --shards <shard> --shard-count 2` on the shared database, logged in."""
    from bot.app import ShardedQuestBot, create_bot

    settings = Settings(discord_token=f"token-{shard}", db_path=target, prompt_timeout=TIMEOUT,
                        render_processes=0, rate_user=None, rate_channel=None, shards=Shards((shard,), COUNT))
    bot = create_bot(settings, sync_commands=False)
    assert isinstance(bot, ShardedQuestBot) and bot.shard_ids == [shard]
    await bot.login(settings.discord_token)
    return bot


def posts_in(fake, channel: int) -> list:
    """What was posted in a channel without an interaction (a timeout), each with the token that sent it."""
    return fake.channel_posts(channel)


async def wait_for_post(fake, channel: int, seconds: float) -> list:
    deadline = time.monotonic() + seconds
    while not posts_in(fake, channel) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return posts_in(fake, channel)


async def timeouts(bot, channel: int) -> int:
    return sum(1 for entry in await bot.store.log(channel, 100_000) if entry.kind == "timeout")


async def test_each_process_keeps_the_timers_of_its_own_guilds(fake_discord, any_target):
    guild = {s: guild_on(s) for s in (0, 1)}
    first = {s: await process(any_target, s) for s in (0, 1)}
    second: dict[int, object] = {}
    try:
        drivers = {s: GuildDriver(first[s], fake_discord, guild[s], CHANNEL[s]) for s in (0, 1)}
        # shard 0's process plays its guild's game to a decision; its timer runs in that process
        await open_game(drivers[0], fake_discord, seed="10")
        await play_to_prompt(drivers[0], fake_discord, channel=CHANNEL[0])
        assert CHANNEL[0] in first[0].service._timers and not first[1].service._timers
        # meanwhile shard 1's process plays the other guild's game to a decision, then stops (a restart)
        await open_game(drivers[1], fake_discord, seed="10")
        await play_to_prompt(drivers[1], fake_discord, channel=CHANNEL[1])
        assert CHANNEL[1] in first[1].service._timers and CHANNEL[1] not in first[0].service._timers
        await first[1].close()
        # the decision in shard 0's guild times out in the process holding it: one post, by that bot
        posted = await wait_for_post(fake_discord, CHANNEL[0], TIMEOUT + 10)
        assert posted and {p.auth for p in posted} == {"Bot token-0"}
        assert posted[0].json["content"].startswith("⏱ ")
        assert await timeouts(first[0], CHANNEL[0]) >= 1
        # shard 1's decision is now overdue, with its process down: shard 0's process does not touch it
        await asyncio.sleep(max(0.0, TIMEOUT + 0.3))
        assert posts_in(fake_discord, CHANNEL[1]) == [] and await timeouts(first[0], CHANNEL[1]) == 0
        # shard 0's process restarts too: on the same database it re-arms only its own guilds' timers
        await first[0].close()
        second[0] = await process(any_target, 0)
        assert CHANNEL[1] not in second[0].service._timers
        await asyncio.sleep(0.5)
        assert posts_in(fake_discord, CHANNEL[1]) == []
        # shard 1's process comes back: it re-arms its guild's overdue decision and takes the default
        second[1] = await process(any_target, 1)
        posted = await wait_for_post(fake_discord, CHANNEL[1], 10)
        assert posted and {p.auth for p in posted} == {"Bot token-1"}
        assert posted[0].json["content"].startswith("⏱ ")
        assert await timeouts(second[1], CHANNEL[1]) == 1
        # no post in either channel ever came from the other guild's process
        assert {p.auth for p in posts_in(fake_discord, CHANNEL[0])} == {"Bot token-0"}
        assert {p.auth for p in posts_in(fake_discord, CHANNEL[1])} == {"Bot token-1"}
    finally:
        for bot in [*first.values(), *second.values()]:
            await bot.close()


async def test_a_guild_moving_to_another_process_plays_on_from_the_same_database(fake_discord, any_target):
    guild = guild_on(0)
    a, b = await process(any_target, 0), await process(any_target, 1)
    try:
        await open_game(GuildDriver(a, fake_discord, guild, CHANNEL[0]), fake_discord)
        # the guild's shard is re-balanced onto the other process: its next interactions arrive there
        moved = GuildDriver(b, fake_discord, guild, CHANNEL[0])
        tok = await moved.slash("end", [], user=ALICE)
        cb = fake_discord.callback(tok)
        assert flags(cb) == 0 and "Brakka Stonejaw ends their act phase." in content(cb), content(cb)
        # the first process, reading the same database, sees that action once, in order
        log = await a.store.log(CHANNEL[0], 100_000)
        assert [e.kind for e in log].count("start") == 1 and log[-1].kind == "action"
        assert log[-1].action is not None and log[-1].action.get("type") == "end"
        game = await a.service.game(CHANNEL[0])
        assert game is not None and game.row.version == (await b.service.game(CHANNEL[0])).row.version
        # and the first process does not play on a stale copy of its own: the same /end there is refused,
        # because it reads the move the other process stored (Brakka's act phase is over), and nothing is spent
        tok = await GuildDriver(a, fake_discord, guild, CHANNEL[0]).slash("end", [], user=ALICE)
        refused = fake_discord.callback(tok)
        assert flags(refused) == EPHEMERAL and "already had your act phase" in content(refused), content(refused)
        assert (await b.store.get(CHANNEL[0])).version == game.row.version
        versions = [e.version for e in await b.store.log(CHANNEL[0], 100_000)]
        assert versions == sorted(set(versions))  # each version once, in order
    finally:
        await a.close()
        await b.close()
