"""Tic-tac-toe's pictures (what `rendering.registry` finds for the id `tictactoe`): the board only,
since the game has no hand of cards to draw."""
from __future__ import annotations

from .board import SIZE, cell_box, render_board

__all__ = ["SIZE", "cell_box", "render_board"]
