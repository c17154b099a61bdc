"""Altar Quest in the bot: `GAME` (see `game.py`), its narration (`narrate.py`), simulation and
benchmark hooks (`tools.py`) and its messages (`locales/`)."""
from __future__ import annotations

from .game import AltarGame

GAME = AltarGame()

__all__ = ["GAME", "AltarGame"]
