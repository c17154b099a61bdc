"""Altered in the bot: `GAME` (see `game.py`), the narration of its events (`narrate.py`) and its messages
(`locales/`). Built and tested, not yet in the registries (tests register it at run time)."""
from __future__ import annotations

from .game import AlteredGame

GAME = AlteredGame()

__all__ = ["GAME", "AlteredGame"]
