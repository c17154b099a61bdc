"""Age of Fantasy: Quest in the bot: `GAME` (see `game.py`), its narration (`narrate.py`), simulation and
validation hooks (`tools.py`) and its messages (`locales/`)."""
from __future__ import annotations

from .game import AofqGame

GAME = AofqGame()

__all__ = ["GAME", "AofqGame"]
