"""HeroQuest's pictures: the board as the heroes have seen it (`board.render_board`)."""
from __future__ import annotations

from .board import legend_box, render_board

__all__ = ["legend_box", "render_board"]
