"""Tic-tac-toe in the bot (what `bot.games` finds for the id `tictactoe`): `GAME` (see `game.py`),
its narration (`narrate.py`) and its messages (`locales/`)."""
from __future__ import annotations

from .game import TicTacToeGame

GAME = TicTacToeGame()

__all__ = ["GAME", "TicTacToeGame"]
