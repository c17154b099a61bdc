"""Pictures of what one player may see: the board after each turn, a hand of cards, and PNG bytes.

Everything here is a pure function of an engine *view* (the plain JSON dict built by a ruleset's
`build_view`), never of the game state, so a picture can never leak what the seat may not know.
Drawing returns a `PIL.Image`; `encode_png` turns it into small PNG bytes for Discord.
"""
from __future__ import annotations

from .board import legend_box, render_board, square_box, square_center
from .encode import encode_png
from .hand import render_hand

__all__ = ["encode_png", "legend_box", "render_board", "render_hand", "square_box", "square_center"]
