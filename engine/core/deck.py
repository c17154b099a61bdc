"""Decks of card ids with a per-deck reshuffle policy. The top of a deck is the end of its list."""
from __future__ import annotations

from pydantic import BaseModel

from .rng import HasRng, shuffle


class Deck(BaseModel):
    cards: list[str] = []
    discard: list[str] = []
    # Decks that run out are rebuilt from their discard pile unless this is False
    # (some decks never reshuffle: a ruleset says which).
    reshuffle: bool = True

    def shuffle(self, holder: HasRng) -> None:
        shuffle(holder, self.cards)

    def can_draw(self) -> bool:
        return bool(self.cards) or (self.reshuffle and bool(self.discard))

    def draw(self, holder: HasRng) -> str | None:
        """Draw the top card; when the last card is drawn, the discard becomes the new deck."""
        if not self.cards:
            self._rebuild(holder)
        if not self.cards:
            return None
        card = self.cards.pop()
        if not self.cards:
            self._rebuild(holder)
        return card

    def _rebuild(self, holder: HasRng) -> None:
        if self.reshuffle and self.discard:
            self.cards = self.discard
            self.discard = []
            shuffle(holder, self.cards)
