"""An app_commands.Translator giving the command tree its French descriptions from the message files
(names stay English: players type the same commands in every language)."""
from __future__ import annotations

from typing import Any

from discord import app_commands

from . import games
from .i18n import lang_for, shared_texts


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
        message_id = string.extras.get("id")
        if not message_id:
            return None
        game = string.extras.get("game")
        texts = games.get(game).texts if game and games.known(game) else shared_texts()
        return texts("fr", message_id, None)
