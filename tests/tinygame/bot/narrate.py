"""Tic-tac-toe's events as sentences, seats named from the views (never from the state)."""
from __future__ import annotations

from bot.narration import Narrator, tells

from ..engine import events as ev


class TicTacToeNarrator(Narrator):
    def hero(self, seat: str | None) -> str:
        pair = self.names.heroes.get(seat or "")
        if pair is None:
            return self.table.hero(seat)
        return pair[1] if self.lang == "fr" else pair[0]

    @tells(ev.Marked)
    def marked(self, e: ev.Marked) -> str:
        return self.tr("ev-marked", hero=self.hero(e.seat), mark=e.mark, cell=e.cell)

    @tells(ev.TurnPassed)
    def turn_passed(self, e: ev.TurnPassed) -> str:
        # starts with "—" like every game's turn separators, which the /game log leaves out
        return self.tr("ev-turn_passed", hero=self.hero(e.seat))

    @tells(ev.Won)
    def won(self, e: ev.Won) -> str:
        return self.tr("ev-won", hero=self.hero(e.seat), line=" · ".join(e.line))

    @tells(ev.Drawn)
    def drawn(self, e: ev.Drawn) -> str:
        return self.tr("ev-drawn", marks=e.marks)
