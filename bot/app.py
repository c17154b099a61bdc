"""The Discord bot: `create_bot(settings)` builds it without connecting; `run_main` runs it.

`setup_hook` opens the store, builds the GameService, loads the cogs, registers the persistent
buttons, re-arms prompt timers and syncs the command tree (to the development guild when one is
set, which shows commands at once).
"""
from __future__ import annotations

import argparse
import logging
import math
import sys
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from .cogs.game import GameCog
from .cogs.play import play_commands
from .discord_ui import BoardButton, OptionButton, message_kwargs, options_view, prompt_text, send_reply
from .flood import FloodGate
from .i18n import lang_for, shared_texts
from .logs import setup_logging
from .metrics import Metrics
from .metrics import serve as serve_metrics
from .render_pool import render_pool, start_workers
from .render_pool import shutdown as shutdown_pool
from .service import GameService, Reply, late_follow_up
from .settings import Settings, SettingsError, shards_setting
from .store import Store
from .translator import QuestTranslator

log = logging.getLogger("questmaster")


class QuestBotBase(commands.bot.BotBase):
    """The bot's own behaviour, for one process holding every shard (QuestBot) or several processes each
    holding a range of them (ShardedQuestBot, discord.py's AutoShardedBot)."""

    def __init__(self, settings: Settings, *, sync_commands: bool = True, **shard_options: object) -> None:
        # slash commands need no privileged intent; guilds lets channels and threads resolve
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         **shard_options)
        self.settings = settings
        self.metrics: Metrics | None = Metrics() if settings.metrics_port else None
        self._metrics_runner: object | None = None
        self.sync_commands = sync_commands
        self.store: Store | None = None
        self.service: GameService | None = None
        self.synced: list[app_commands.AppCommand] = []
        self.flood = FloodGate(settings.rate_user, settings.rate_channel)
        self.tree.on_error = self.on_tree_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.db_path)
        executor = render_pool(self.settings.render_processes)
        await start_workers(executor)  # now, rather than in the middle of the first turns
        self.service = GameService(self.store, prompt_timeout=self.settings.prompt_timeout, publisher=self.publish,
                                   executor=executor, render_timeout=self.settings.render_timeout,
                                   cache_games=self.settings.cache_games,
                                   queue_per_channel=self.settings.queue_per_channel,
                                   shards=self.settings.shards, metrics=self.metrics)
        if self.metrics is not None and self.settings.metrics_port:
            self._metrics_runner = await serve_metrics(
                self.metrics, self.service, self.settings.metrics_host, self.settings.metrics_port,
                about={"shards": self.settings.shards.describe()})
        await self.tree.set_translator(QuestTranslator())
        await self.add_cog(GameCog())
        for command in play_commands():
            self.tree.add_command(command)
        self.flood.guard(self.tree)  # every slash command counts against its user's and channel's limits
        self.add_dynamic_items(BoardButton, OptionButton)
        resumed = await self.service.resume()
        if resumed:
            log.info("re-armed %d prompt timer(s)", resumed)
        if self.sync_commands:
            if self.settings.dev_guild:
                guild = discord.Object(self.settings.dev_guild)
                self.tree.copy_global_to(guild=guild)
                self.synced = await self.tree.sync(guild=guild)
            else:
                self.synced = await self.tree.sync()
            log.info("synced %d command(s)", len(self.synced))

    async def close(self) -> None:
        if self._metrics_runner is not None:
            await self._metrics_runner.cleanup()  # type: ignore[attr-defined]
            self._metrics_runner = None
        if self.service is not None:
            await self.service.close()
        await super().close()
        if self.store is not None:
            await self.store.close()
            self.store = None

    # --- posting without an interaction (a prompt's timeout) --------------------------------------

    async def publish(self, channel_id: int, reply: Reply) -> None:
        lang = await self.service.game_lang(channel_id) if self.service is not None else "en"
        channel = self.get_partial_messageable(channel_id)
        await channel.send(**message_kwargs(reply, lang))
        follow = await late_follow_up(reply)
        if follow is not None:
            await channel.send(**message_kwargs(follow, lang))

    # --- buttons --------------------------------------------------------------------------------

    async def on_board_button(self, interaction: discord.Interaction, channel_id: int, action: str) -> None:
        assert self.service is not None
        if await self._too_fast(interaction):
            return
        lang = lang_for(interaction.locale)
        user = interaction.user.id
        svc = self.service
        if action == "end":
            work = svc.command(channel_id, user, "end", {}, lang=lang)
        elif action == "hand":
            work = svc.hand(channel_id, user, lang=lang)
        elif action == "status":
            work = svc.status(channel_id, user, lang=lang, ephemeral=True)
        elif action == "board":
            work = svc.board(channel_id, user, lang=lang, ephemeral=True)
        else:
            await self._decide(interaction, channel_id, lang)
            return
        await send_reply(interaction, work, lang)

    async def _decide(self, interaction: discord.Interaction, channel_id: int, lang: str) -> None:
        assert self.service is not None
        ask = await self.service.pending_prompt(channel_id, lang=lang)
        if ask is None:
            reply = Reply(text=shared_texts()(lang, "err-nothing_to_choose"), ephemeral=True, error=True)
            await interaction.response.send_message(ephemeral=True, **message_kwargs(reply, lang))
            return
        if ask.user_id != interaction.user.id:
            text = shared_texts()(lang, "err-not_your_choice", hero=ask.hero_name)
            await interaction.response.send_message(content=text, ephemeral=True)
            return
        await interaction.response.send_message(content=prompt_text(ask, lang)[:2000], view=options_view(ask),
                                                ephemeral=True)

    async def on_option_button(self, interaction: discord.Interaction, channel_id: int, version: int,
                               option: str) -> None:
        assert self.service is not None
        if await self._too_fast(interaction):
            return
        lang = lang_for(interaction.locale)
        await send_reply(interaction, self.service.choose(channel_id, interaction.user.id, option, lang=lang,
                                                          expect_version=version), lang)

    # --- flood control ----------------------------------------------------------------------------

    async def _too_fast(self, interaction: discord.Interaction) -> bool:
        """A button pressed past a limit gets the same private answer as a slash command."""
        refused = self.flood.hit(interaction)
        if refused is not None:
            await self._slow_down(interaction, refused)
        return refused is not None

    async def _slow_down(self, interaction: discord.Interaction, refused: app_commands.CommandOnCooldown) -> None:
        scope = getattr(refused, "scope", "user")
        key = "err-table_flood" if scope == "channel" else "err-slow_down"
        text = shared_texts()(lang_for(interaction.locale), key, seconds=max(1, math.ceil(refused.retry_after)))
        await interaction.response.send_message(content=text, ephemeral=True)

    # --- errors -----------------------------------------------------------------------------------

    async def on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CommandOnCooldown):  # not a fault: the sender alone is told
            await self._slow_down(interaction, error)
            return
        log.error("command error: %s", error, exc_info=error)
        text = shared_texts()(lang_for(interaction.locale), "err-internal")
        if interaction.response.is_done():
            await interaction.followup.send(content=text, ephemeral=True)
        else:
            await interaction.response.send_message(content=text, ephemeral=True)


class QuestBot(QuestBotBase, commands.Bot):
    """One process, every shard (discord.py shards it itself only when asked)."""


class ShardedQuestBot(QuestBotBase, commands.AutoShardedBot):
    """One of several processes: the shards `settings.shards` names, out of its shard count."""


def create_bot(settings: Settings, *, sync_commands: bool = True) -> QuestBotBase:
    """The bot, fully configured but not connected (tests drive it through its connection state)."""
    if settings.shards.ids is not None:
        return ShardedQuestBot(settings, sync_commands=sync_commands, shard_ids=list(settings.shards.ids),
                               shard_count=settings.shards.count)
    return QuestBot(settings, sync_commands=sync_commands)


def run_main(args: argparse.Namespace | None = None) -> int:
    try:
        settings = Settings.load()
    except SettingsError as exc:
        print(f"questmaster: {exc}", file=sys.stderr)
        return 2
    shards, count = getattr(args, "shards", None), getattr(args, "shard_count", None)
    if shards is not None or count is not None:  # the command line wins over the settings
        try:
            settings = replace(settings, shards=shards_setting(shards or "", str(count or "")))
        except SettingsError as exc:
            print("questmaster run: " + str(exc).replace("QUESTMASTER_SHARDS", "--shards")
                  .replace("QUESTMASTER_SHARD_COUNT", "--shard-count"), file=sys.stderr)
            return 2
    bot_metrics = Metrics() if settings.metrics_port else None
    setup_logging(settings.log_level_number, settings.log_format,
                  [bot_metrics.handler()] if bot_metrics is not None else None)
    if not settings.discord_token:
        print("questmaster: DISCORD_TOKEN is not set (see .env.example). To play offline: questmaster play",
              file=sys.stderr)
        return 2
    log.info("starting with %r", settings)  # repr() leaves the token out
    bot = create_bot(settings)
    if bot_metrics is not None:
        bot.metrics = bot_metrics  # the error counter above counts into the bot's figures
    try:
        bot.run(settings.discord_token, log_handler=None)
    except discord.LoginFailure:
        print("questmaster: Discord refused the token (DISCORD_TOKEN).", file=sys.stderr)
        return 1
    finally:
        shutdown_pool()
    return 0
