"""An app_commands.Translator giving the command tree its French descriptions (names stay English)."""
from __future__ import annotations

from typing import Any

from discord import app_commands

from .i18n import DESCRIPTIONS_FR, lang_for


class QuestTranslator(app_commands.Translator):
    """French descriptions for commands, options and choices; names are never translated."""

    async def translate(self, string: app_commands.locale_str, locale: Any,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if lang_for(locale) != "fr":
            return None
        names = (app_commands.TranslationContextLocation.command_name,
                 app_commands.TranslationContextLocation.group_name,
                 app_commands.TranslationContextLocation.parameter_name)
        if context.location in names:
            return None
        return DESCRIPTIONS_FR.get(string.message)
