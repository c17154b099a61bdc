"""`/game ...`: open, join, leave and start a game; look at it; undo, end and kick."""
from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from engine import registry

from ..discord_ui import send_reply
from . import can_manage, complete, display_name, service_of, where

# Rulesets whose play commands the bot has.
PLAYABLE = ("altar", "heroquest")


class GameCog(commands.GroupCog, group_name="game", group_description="Set up, join and run the game in this channel"):
    @app_commands.command(name="new", description="Open a new game in this channel (you become its host)")
    @app_commands.describe(ruleset="The game system", quest="The quest to play",
                           seed="Seed for the dice and decks (same seed, same game)",
                           hard="Hard game: the enemies choose the worst for you")
    @app_commands.choices(ruleset=[app_commands.Choice(name=registry.get(r).name, value=r)
                                   for r in registry.ruleset_ids() if r in PLAYABLE])
    async def new(self, interaction: discord.Interaction, ruleset: str, quest: str, seed: str | None = None,
                  hard: bool = False) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).new_game(
            channel, user, ruleset, quest, seed, hard, lang=lang, guild=interaction.guild_id,
            user_name=display_name(interaction.user)), lang)

    @new.autocomplete("quest")
    async def _quest(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "quest", current)

    @app_commands.command(name="join", description="Join the game with a hero (before it starts)")
    @app_commands.describe(hero="The hero to play (default: the first free one)")
    async def join(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).join(
            channel, user, hero, lang=lang, user_name=display_name(interaction.user)), lang)

    @join.autocomplete("hero")
    async def _join_hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "join")

    @app_commands.command(name="leave", description="Leave the game (a hero in play goes to the host)")
    @app_commands.describe(hero="Which of your heroes (default: all of them)")
    async def leave(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).leave(channel, user, hero, lang=lang), lang)

    @leave.autocomplete("hero")
    async def _leave_hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "leave")

    @app_commands.command(name="start", description="Start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).start(channel, user, lang=lang), lang)

    @app_commands.command(name="next", description="Go on to the next quest with the party (HeroQuest)")
    @app_commands.describe(quest="The quest (default: the next one)",
                           seed="Seed for the dice and decks (same seed, same game)")
    async def next(self, interaction: discord.Interaction, quest: str | None = None, seed: str | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).next_game(
            channel, user, quest, seed, lang=lang, can_manage=can_manage(interaction),
            user_name=display_name(interaction.user)), lang)

    @next.autocomplete("quest")
    async def _next_quest(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "quest", current, "next")

    @app_commands.command(name="status", description="Show the heroes, enemies and what the game waits for")
    async def status(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).status(channel, user, lang=lang), lang)

    @app_commands.command(name="board", description="Show the board")
    async def board(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).board(channel, user, lang=lang), lang)

    @app_commands.command(name="log", description="Show the latest actions")
    @app_commands.describe(count="How many entries (1-50, default 10)")
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] | None = None) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).log_text(channel, user, count, lang=lang), lang)

    @app_commands.command(name="undo", description="Take back the last action if it revealed nothing random (host)")
    async def undo(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).undo(
            channel, user, lang=lang, can_manage=can_manage(interaction), user_name=display_name(interaction.user)),
            lang)

    @app_commands.command(name="end", description="Stop the game (host or Manage Channels)")
    async def end(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).end(
            channel, user, lang=lang, can_manage=can_manage(interaction), user_name=display_name(interaction.user)),
            lang)

    @app_commands.command(name="kick", description="Remove a player; you take over their heroes (host or Manage Channels)")
    @app_commands.describe(player="The player to remove")
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).kick(
            channel, user, player.id, lang=lang, can_manage=can_manage(interaction),
            target_name=display_name(player), user_name=display_name(interaction.user)), lang)
