"""Altered's pictures: the table (`board.render_board`) and a seat's hand (`hand.render_hand`), drawn only
from what a view gives. Their words are the `pic-*` messages of bot/games/altered/locales."""
from __future__ import annotations

from .board import render_board
from .hand import render_hand

__all__ = ["render_board", "render_hand"]
