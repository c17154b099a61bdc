"""Age of Fantasy: Quest's pictures: the table seen from above (`render_board`)."""
from __future__ import annotations

from .board import render_board

__all__ = ["render_board"]
