"""The tic-tac-toe state: a plain pydantic model, JSON all the way down (nothing in it is secret)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

SIZE = 3
COLUMNS = "ABC"
CELLS = tuple(f"{c}{r}" for r in range(1, SIZE + 1) for c in COLUMNS)  # A1 B1 C1 A2 ... (reading order)
# every line of three: the rows, the columns and both diagonals
LINES = tuple(
    [tuple(f"{c}{r}" for c in COLUMNS) for r in range(1, SIZE + 1)]
    + [tuple(f"{c}{r}" for r in range(1, SIZE + 1)) for c in COLUMNS]
    + [tuple(f"{COLUMNS[i]}{i + 1}" for i in range(SIZE)),
       tuple(f"{COLUMNS[SIZE - 1 - i]}{i + 1}" for i in range(SIZE))]
)


class GameState(BaseModel):
    ruleset: Literal["tictactoe"] = "tictactoe"
    seed: str
    quest: str
    order: list[str]  # both seats, the one marking first first
    cells: dict[str, str | None]  # cell -> the seat whose mark is there
    moves: list[str] = []  # cells in the order they were marked
    turn: str | None  # who marks next (None once the game is over)
    round: int = 1  # one round: each seat marks once
    result: Literal["won", "drawn"] | None = None
    result_reason: str = ""
    winner: str | None = None
    line: list[str] = []
    # StateRuleset.apply and current_prompt read `state.pending.prompt`: a game without decisions keeps
    # the field, always None
    pending: None = None
