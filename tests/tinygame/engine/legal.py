"""Every legal action of a seat: a mark in each free cell on its turn, nothing otherwise."""
from __future__ import annotations

from .actions import Mark
from .game import Game


def legal_actions(g: Game, seat: str) -> list[Mark]:
    if g.s.result is not None or seat != g.s.turn:
        return []
    return [Mark(cell=cell) for cell in g.free_cells()]
