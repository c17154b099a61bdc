"""HeroQuest in the bot, with the bot as Zargon: `GAME` (see `game.py`), its narration
(`narrate.py`) and its messages (`locales/`)."""
from __future__ import annotations

from .game import HeroQuestGame

GAME = HeroQuestGame()

__all__ = ["GAME", "HeroQuestGame"]
