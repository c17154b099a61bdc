"""Set-up and play of tic-tac-toe: `new_game`, and `Game(state, content).handle(seat, action)`,
which changes the state it was given and lists what happened in `events` (StateRuleset hands it a copy)."""
from __future__ import annotations

from typing import Any

from engine.core.errors import RuleError
from engine.core.events import GameEvent

from . import events as ev
from .actions import Mark
from .content import Content
from .state import CELLS, LINES, GameState


def new_game(content: Content, quest: str, heroes: list[str], seed: int | str,
             options: dict[str, Any] | None = None) -> GameState:
    """A fresh grid. Both seats must be taken (the lobby lists them in the order they were joined);
    the quest says who marks first. Options (`hard`, a campaign's `party`) mean nothing here."""
    if quest not in content.quests:
        raise RuleError("unknown_quest", f"There is no quest called {quest!r}.", quest=quest)
    for seat in heroes:
        if seat not in content.heroes:
            raise RuleError("unknown_hero", f"There is no seat called {seat!r}.", hero=seat)
    if len(set(heroes)) != len(heroes):
        raise RuleError("hero_twice", "Each seat can only be taken once.")
    if set(heroes) != set(content.heroes):
        raise RuleError("need_both", "Tic-tac-toe needs both seats taken.")
    first = content.quests[quest].first
    order = [first] + [h for h in content.heroes if h != first]
    return GameState(seed=str(seed), quest=quest, order=order, cells=dict.fromkeys(CELLS), turn=first)


def cell_name(typed: str) -> str | None:
    """`b2`, ` B2 ` -> `B2`; None for anything that is not a cell of the grid."""
    name = str(typed).strip().upper()
    return name if name in CELLS else None


def winning_line(cells: dict[str, str | None], seat: str) -> list[str] | None:
    return next((list(line) for line in LINES if all(cells[c] == seat for c in line)), None)


class Game:
    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.events: list[GameEvent] = []

    def emit(self, kind: type[GameEvent], **fields: Any) -> None:
        self.events.append(kind.make(**fields))

    def free_cells(self) -> list[str]:
        return [c for c in CELLS if self.s.cells[c] is None]

    def handle(self, seat: str, action: Any) -> None:
        s = self.s
        if s.result is not None:
            raise RuleError("game_over", "This game is over.")
        if seat not in s.order:
            raise RuleError("not_in_game", f"{seat} does not play in this game.", hero=seat)
        if not isinstance(action, Mark):  # the parser makes nothing else; a hand-built object could
            raise RuleError("bad_action", "That command is malformed.")
        self.mark(seat, action.cell)

    def mark(self, seat: str, typed: str) -> None:
        s = self.s
        if seat != s.turn:
            raise RuleError("not_your_turn", f"It is {s.turn}'s turn.", hero=s.turn)
        cell = cell_name(typed)
        if cell is None:
            raise RuleError("bad_cell", f"{typed!r} is not a cell (A1 to C3).", cell=str(typed)[:20])
        owner = s.cells[cell]
        if owner is not None:
            raise RuleError("cell_taken", f"{cell} is already marked.", cell=cell, hero=owner)
        s.cells[cell] = seat
        s.moves.append(cell)
        self.emit(ev.Marked, seat=seat, cell=cell, mark=self.c.heroes[seat].mark, round=s.round)
        line = winning_line(s.cells, seat)
        if line is not None:
            s.result, s.result_reason, s.winner, s.line, s.turn = "won", "three_in_a_row", seat, line, None
            self.emit(ev.Won, seat=seat, line=line)
        elif not self.free_cells():
            s.result, s.result_reason, s.turn = "drawn", "full_board", None
            self.emit(ev.Drawn, marks=len(s.moves))
        else:
            s.turn = next(h for h in s.order if h != seat)
            if s.turn == s.order[0]:
                s.round += 1
            self.emit(ev.TurnPassed, seat=s.turn, round=s.round)
