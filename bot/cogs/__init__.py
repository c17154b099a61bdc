"""Slash-command cogs: `/game ...` (set-up and management) and the play commands."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..i18n import lang_for

if TYPE_CHECKING:
    from ..app import QuestBot
    from ..service import GameService


def service_of(interaction: discord.Interaction) -> GameService:
    bot: QuestBot = interaction.client  # type: ignore[assignment]
    assert bot.service is not None, "the bot has not run setup_hook"
    return bot.service


def where(interaction: discord.Interaction) -> tuple[int, int, str]:
    """(channel id, user id, language) of an interaction."""
    return interaction.channel_id or 0, interaction.user.id, lang_for(interaction.locale)


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Channels in this channel (from the interaction's resolved permissions)."""
    return bool(interaction.permissions.manage_channels)


# options another option's choices may depend on (a target narrows the weapons, a spell its targets)
CONTEXT_OPTIONS = ("to", "target", "weapon", "spell", "item")


async def complete(interaction: discord.Interaction, field: str, current: str, command: str | None = None,
                   ) -> list[app_commands.Choice]:
    channel, user, lang = where(interaction)
    ns = interaction.namespace
    options = {name: getattr(ns, name) for name in CONTEXT_OPTIONS
               if name != field and getattr(ns, name, None) not in (None, "")}
    got = await service_of(interaction).complete(
        channel, user, field, current or "", lang=lang, command=command,
        hero=getattr(ns, "hero", None), card=getattr(ns, "card", None), ruleset=getattr(ns, "ruleset", None),
        options=options,
    )
    return [app_commands.Choice(name=label, value=value) for label, value in got]
