"""Altar Quest's pictures: the board (`board.render_board`) and a hand of cards (`hand.render_hand`)."""
from __future__ import annotations

from .board import legend_box, render_board
from .hand import render_hand

__all__ = ["legend_box", "render_board", "render_hand"]
