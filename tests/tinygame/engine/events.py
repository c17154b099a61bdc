"""Tic-tac-toe's events, one model each, and their discriminated union and codec.

Nothing is hidden or random here: every event is public and none `reveals` (an undo is always fine).
"""
from __future__ import annotations

from typing import Literal

from engine.core.events import EventCodec, GameEvent, event_union


class Marked(GameEvent):
    type: Literal["marked"] = "marked"
    seat: str
    cell: str
    mark: str  # X or O, as drawn
    round: int


class TurnPassed(GameEvent):
    type: Literal["turn_passed"] = "turn_passed"
    seat: str  # who marks next
    round: int


class Won(GameEvent):
    type: Literal["won"] = "won"
    seat: str
    line: list[str]  # the three cells, in board order


class Drawn(GameEvent):
    type: Literal["drawn"] = "drawn"
    marks: int


Event = event_union(Marked, TurnPassed, Won, Drawn)
CODEC = EventCodec(Event)
