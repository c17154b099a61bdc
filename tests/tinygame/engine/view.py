"""What a seat may know of a tic-tac-toe game, as plain JSON: everything (nothing is hidden), in the
shape the shared bot code reads (`quest`, `heroes`, `order`, `active`, `round`, `result`)."""
from __future__ import annotations

from typing import Any

from .content import Content
from .state import COLUMNS, SIZE, GameState


def build_view(state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
    quest = content.quests[state.quest]
    return {
        "ruleset": "tictactoe",
        "quest": {"id": state.quest, "name": quest.name, "name_fr": quest.name_fr},
        "columns": list(COLUMNS),
        "rows": list(range(1, SIZE + 1)),
        "cells": dict(state.cells),
        "last": state.moves[-1] if state.moves else None,
        "marks": len(state.moves),
        "heroes": {h: {"name": content.heroes[h].name, "name_fr": content.heroes[h].name_fr,
                       "mark": content.heroes[h].mark, "marks": sum(1 for v in state.cells.values() if v == h)}
                   for h in state.order},
        "order": list(state.order),
        "active": state.turn,
        "acted": [],
        "round": state.round,
        "result": state.result,
        "result_reason": state.result_reason,
        "winner": state.winner,
        "line": list(state.line),
        "prompt": None,
    }
