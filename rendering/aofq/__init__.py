"""Age of Fantasy: Quest's picture: the table seen from above (`board.render_board`)."""
from __future__ import annotations

from .board import render_board

__all__ = ["render_board"]
