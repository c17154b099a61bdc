"""Slash commands: `/game ...` (set-up and management, `game.py`) and every game's play commands,
built from the games' declarations (`play.py`)."""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from .. import games
from ..i18n import lang_for, shared_texts
from ..service import GameService


def service_of(interaction: discord.Interaction) -> GameService:
    service = getattr(interaction.client, "service", None)
    assert isinstance(service, GameService), "the bot has not run setup_hook"
    return service


def where(interaction: discord.Interaction) -> tuple[int, int, str]:
    """(channel id, user id, language) of an interaction."""
    return interaction.channel_id or 0, interaction.user.id, lang_for(interaction.locale)


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Channels in this channel (from the interaction's resolved permissions)."""
    return bool(interaction.permissions.manage_channels)


def text(message_id: str, game: str | None = None) -> app_commands.locale_str:
    """A description from the message files: the English text, carrying its id (and the game whose
    messages hold it) for the Translator to find the French one."""
    texts = games.get(game).texts if game else shared_texts()
    return app_commands.locale_str(texts("en", message_id), id=message_id, game=game or "")


async def complete(interaction: discord.Interaction, field: str, current: str, command: str | None = None,
                   ) -> list[app_commands.Choice]:
    """Autocomplete for one option: the channel's game offers what fits, given the other options filled."""
    channel, user, lang = where(interaction)
    ns = interaction.namespace
    options: dict[str, Any] = {}
    for name, value in ns:
        if name != field and value not in (None, ""):
            options[name] = getattr(value, "id", value)
    got = await service_of(interaction).complete(channel, user, field, current or "", lang=lang, command=command,
                                                 hero=options.get("hero"), options=options)
    return [app_commands.Choice(name=label, value=value) for label, value in got]
