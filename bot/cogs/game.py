"""`/game ...`: open, join, leave and start a game; look at it; undo, end and kick; go on to the next
quest of a campaign. The same for every game."""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from .. import games
from ..commands import Verb, game_new_verb
from ..discord_ui import send_reply
from . import can_manage, complete, display_name, service_of, text, where
from .play import build_command


async def _new(interaction: discord.Interaction, verb: Verb, values: dict[str, Any]) -> None:
    channel, user, lang = where(interaction)
    options = {o.name: values.get(o.py_name) for o in verb.options}
    ruleset, quest, seed = options.pop("ruleset"), options.pop("quest"), options.pop("seed", None)
    await send_reply(interaction, service_of(interaction).new_game(
        channel, user, ruleset, quest, seed, lang=lang, guild=interaction.guild_id,
        user_name=display_name(interaction.user), options=options), lang)


class GameCog(commands.GroupCog, group_name="game", group_description=text("cmd-game")):
    """The set-up and management commands; `/game new` takes the options every game declares."""

    def __init__(self) -> None:
        super().__init__()
        new = game_new_verb({g.id: g.setup_options for g in games.all_games()})
        self.app_command.add_command(build_command(new, _new))

    @app_commands.command(name="join", description=text("cmd-game_join"))
    @app_commands.describe(hero=text("cmd-game_join-hero"))
    async def join(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).join(
            channel, user, hero, lang=lang, user_name=display_name(interaction.user)), lang)

    @join.autocomplete("hero")
    async def _join_hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "game_join")

    @app_commands.command(name="deck", description=text("cmd-game_deck"))
    @app_commands.describe(list=text("cmd-game_deck-list"), hero=text("cmd-game_deck-hero"))
    async def deck(self, interaction: discord.Interaction, list: str | None = None, hero: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).deck(channel, user, list, hero, lang=lang), lang)

    @deck.autocomplete("hero")
    async def _deck_hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "game_leave")

    @app_commands.command(name="leave", description=text("cmd-game_leave"))
    @app_commands.describe(hero=text("cmd-game_leave-hero"))
    async def leave(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).leave(channel, user, hero, lang=lang), lang)

    @leave.autocomplete("hero")
    async def _leave_hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "game_leave")

    @app_commands.command(name="start", description=text("cmd-game_start"))
    async def start(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).start(channel, user, lang=lang), lang)

    @app_commands.command(name="next", description=text("cmd-game_next"))
    @app_commands.describe(quest=text("cmd-game_next-quest"), seed=text("cmd-game_new-seed"))
    async def next(self, interaction: discord.Interaction, quest: str | None = None, seed: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).next_game(
            channel, user, quest, seed, lang=lang, can_manage=can_manage(interaction),
            user_name=display_name(interaction.user)), lang)

    @next.autocomplete("quest")
    async def _next_quest(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "quest", current, "game_next")

    @app_commands.command(name="status", description=text("cmd-game_status"))
    async def status(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).status(channel, user, lang=lang), lang)

    @app_commands.command(name="board", description=text("cmd-game_board"))
    async def board(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).board(channel, user, lang=lang), lang)

    @app_commands.command(name="log", description=text("cmd-game_log"))
    @app_commands.describe(count=text("cmd-game_log-count"))
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).log_text(channel, user, count, lang=lang), lang)

    @app_commands.command(name="undo", description=text("cmd-game_undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).undo(
            channel, user, lang=lang, can_manage=can_manage(interaction), user_name=display_name(interaction.user)),
            lang)

    @app_commands.command(name="end", description=text("cmd-game_end"))
    async def end(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).end(
            channel, user, lang=lang, can_manage=can_manage(interaction), user_name=display_name(interaction.user)),
            lang)

    @app_commands.command(name="kick", description=text("cmd-game_kick"))
    @app_commands.describe(player=text("cmd-game_kick-player"))
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).kick(
            channel, user, player.id, lang=lang, can_manage=can_manage(interaction),
            target_name=display_name(player), user_name=display_name(interaction.user)), lang)
