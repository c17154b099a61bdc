"""Tic-tac-toe's one action: put your mark in a free cell (it ends your turn). The seat is X or O."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.core.actions import action_parser


class Mark(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["mark"] = "mark"
    # a cell as players type it (`B2`); the game checks it, so a wrong one gets a readable refusal
    cell: str


# a union of one: the game has no other action, and no prompt to `choose` in
Action = Mark
parse_action = action_parser(Action)
