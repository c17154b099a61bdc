"""Tic-tac-toe as the bot plays it: its one command (`/mark cell:`), autocomplete of the free cells,
`/do`'s words, and the texts of a turn (whose turn, status, summary). Narration is in `narrate.py`."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.commands import HERO, Option, Verb
from bot.gamekit import BotGame, Table
from engine.core.rng import seed_state
from engine.core.simulation import simulate_games

from ..engine import events as ev
from ..engine.actions import Mark
from ..engine.state import CELLS, COLUMNS, LINES, SIZE
from .narrate import TicTacToeNarrator

# where a cell lies, as the `pos-*` messages say it ("B2 (centre)")
POSITIONS = dict(zip(CELLS, ("top_left", "top", "top_right", "left", "centre", "right",
                             "bottom_left", "bottom", "bottom_right"), strict=True))
EMPTY = "·"


class TicTacToeGame(BotGame):
    id = "tictactoe"
    locales = Path(__file__).resolve().parent / "locales"
    verbs = (Verb("mark", (Option("cell", required=True, autocomplete=True), HERO)),)
    # every mark ends a turn or the game: each reply shows the grid
    picture_after = frozenset({ev.TurnPassed, ev.Won, ev.Drawn})
    rules_topics = ("turn", "marks", "winning", "undo", "controls")
    narrator_cls = TicTacToeNarrator
    default_party = 2
    min_party = 2  # both seats must be taken to start

    # --- whose move it is ----------------------------------------------------------------------------

    def waiting(self, table: Table) -> list[str]:
        turn = table.view().get("active")
        return [turn] if turn else []

    # --- commands -> actions, autocomplete, /do ----------------------------------------------------------

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        """`/mark cell:b2` -> {"type": "mark", "cell": "B2"}; a wrong cell is the engine's to refuse."""
        return {"type": "mark", "cell": str(options.get("cell") or "").strip().upper()}

    def where(self, table: Table, cell: str) -> str:
        return table.tr(f"pos-{POSITIONS[cell]}")

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        """The free cells, on the seat's turn only (its legal actions)."""
        if field != "cell":
            return []
        return [(table.tr("cell-label", cell=a.cell, where=self.where(table, a.cell)), a.cell)
                for a in table.rs.legal_actions(table.state, seat)]

    def describe(self, action: Any, table: Table, seat: str) -> str:
        return table.tr("do-mark", cell=action.cell, where=self.where(table, action.cell))

    # --- texts ---------------------------------------------------------------------------------------

    def mark_of(self, table: Table, seat: str | None) -> str:
        return str(table.view().get("heroes", {}).get(seat or "", {}).get("mark", "?"))

    def grid(self, table: Table) -> str:
        """The grid as a code block: X, O and · for a free cell."""
        view = table.view()
        cells = view.get("cells") or {}
        rows = ["   " + " ".join(COLUMNS)]
        for r in range(1, SIZE + 1):
            rows.append(f"{r}  " + " ".join(self.mark_of(table, cells[f"{c}{r}"]) if cells.get(f"{c}{r}") else EMPTY
                                             for c in COLUMNS))
        return "```\n" + "\n".join(rows) + "\n```"

    def start_lines(self, table: Table) -> list[str]:
        first = table.view().get("active")
        return [table.tr("msg-first", hero=table.hero(first), mark=self.mark_of(table, first))]

    def whose_turn(self, table: Table) -> str:
        turn = table.view().get("active")
        if not turn:
            return ""
        return table.tr("msg-turn", hero=table.hero(turn), mark=self.mark_of(table, turn), player=table.player(turn))

    def status_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        lines = [tr("st-head", quest=self.title(table), round=view.get("round", 1), marks=view.get("marks", 0)),
                 self.grid(table)]
        for seat in view.get("order", []):
            if view.get("winner") == seat:
                state = tr("st-winner")
            elif view.get("active") == seat:
                state = tr("st-to_play")
            elif view.get("result") is None:
                state = tr("st-waiting")
            else:
                state = tr("st-done")
            lines.append(tr("st-seat", mark=self.mark_of(table, seat), hero=table.hero(seat),
                            player=table.player(seat), state=state))
        return lines

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        return [table.tr("hand-none")]

    def summary_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        winner = view.get("winner")
        if winner:
            head = tr("sum-winner", hero=table.hero(winner), player=table.player(winner),
                      line=" · ".join(view.get("line") or ()))
        elif view.get("result") is not None:
            head = tr("summary-draw", marks=view.get("marks", 0))
        else:
            head = tr("sum-stopped", marks=view.get("marks", 0))
        lines = [head, self.grid(table)]
        for seat in view.get("order", []):
            lines.append(tr("sum-seat", hero=table.hero(seat), player=table.player(seat),
                            n=view.get("heroes", {}).get(seat, {}).get("marks", 0)))
        return lines

    # --- tools: simulate, validate, bench ---------------------------------------------------------------

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        """Win if a mark wins, else block the other seat's three, else a cell picked from the seed."""
        seat = state.turn
        if seat is None:
            return None
        free = [c for c in CELLS if state.cells[c] is None]
        other = next(h for h in state.order if h != seat)
        for who in (seat, other):
            for line in LINES:
                owners = [state.cells[c] for c in line]
                if owners.count(who) == 2 and owners.count(None) == 1:
                    return seat, Mark(cell=line[owners.index(None)])
        return seat, Mark(cell=free[seed_state(f"{state.seed}:{len(state.moves)}") % len(free)])

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        rs = self.ruleset
        quests = [quest] if quest else [q.id for q in rs.quests()]
        party = [h.id for h in rs.heroes()]  # always both seats, whatever party size was asked

        def play_one(i: int, q: str, seats: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
            state, steps = rs.new_game(q, seats, game_seed), 0
            while not rs.is_over(state):
                chosen = self.policy_action(state)
                if chosen is None or steps >= len(CELLS):
                    broken.append("the grid filled without the game ending")
                    break
                state = rs.apply(state, *chosen).state
                steps += 1
            return state, steps

        return simulate_games(self.id, quests, [party], games, seed, play_one, per_quest_breakdown=quest is None)

    def validate(self) -> dict[str, Any]:
        from ..engine.content import load_content

        return load_content().counts()

    def bench_game(self, index: int, seed: str) -> Any:
        rs = self.ruleset
        return rs.new_game(rs.quests()[0].id, [h.id for h in rs.heroes()], f"{seed}-{index}")
