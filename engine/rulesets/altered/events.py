"""Altered events: one model per kind, what narration and the action log read.

Cards are named by instance id (`uid`) and content id (`card`) with both names. Nothing hidden is ever in
a public event: a card drawn or put into the mana zone is told to its owner alone (`audience`), and the
table hears only how many (`CardsDrawn`, `ManaAdded`). Face-down Tumult cards show their terrain only in
`TumultRevealed`.
"""
from __future__ import annotations

from typing import Literal

from ...core.events import EventCodec, GameEvent, event_union


class GameStarted(GameEvent):
    type: Literal["game_started"] = "game_started"
    reveals = "dice"  # the first player is drawn at random
    order: list[str]
    first: str
    regions: int


class CardsDrawn(GameEvent):
    """Public: how many cards a seat drew (what they are goes to the seat alone in `CardDrawn`)."""
    type: Literal["cards_drawn"] = "cards_drawn"
    reveals = "card"
    seat: str
    count: int
    hand: int


class CardDrawn(GameEvent):
    """Private to the drawing seat (`audience`)."""
    type: Literal["card_drawn"] = "card_drawn"
    reveals = "card"
    seat: str
    uid: str
    card: str
    name: str
    name_fr: str


class DeckReshuffled(GameEvent):
    """An empty deck that had to draw: the discard pile shuffled into a new deck."""
    type: Literal["deck_reshuffled"] = "deck_reshuffled"
    reveals = "dice"
    seat: str
    cards: int


class ManaAdded(GameEvent):
    """Public: cards went face down into a seat's mana zone."""
    type: Literal["mana_added"] = "mana_added"
    seat: str
    count: int
    orbs: int
    source: Literal["hand", "deck"]


class ManaCard(GameEvent):
    """Private to the owner: which card became a mana orb."""
    type: Literal["mana_card"] = "mana_card"
    seat: str
    uid: str
    card: str
    name: str
    name_fr: str


class DayStarted(GameEvent):
    type: Literal["day_started"] = "day_started"
    day: int
    first: str
    arena: bool


class PhaseStarted(GameEvent):
    type: Literal["phase_started"] = "phase_started"
    day: int
    phase: Literal["morning", "noon", "afternoon", "dusk", "night"]


class FirstPlayerPassed(GameEvent):
    type: Literal["first_player_passed"] = "first_player_passed"
    seat: str  # who holds the marker now


class Readied(GameEvent):
    type: Literal["readied"] = "readied"
    seat: str
    orbs: int
    cards: int


class TurnStarted(GameEvent):
    type: Literal["turn_started"] = "turn_started"
    seat: str


class CardPlayed(GameEvent):
    type: Literal["card_played"] = "card_played"
    seat: str
    uid: str
    card: str
    name: str
    name_fr: str
    card_kind: str
    source: Literal["hand", "reserve"]
    cost: int
    expedition: str | None = None
    fleeting: bool = False


class AbilityUsed(GameEvent):
    type: Literal["ability_used"] = "ability_used"
    seat: str
    uid: str
    card: str
    name: str
    name_fr: str
    trigger: str
    cost: int = 0


class Boosted(GameEvent):
    type: Literal["boosted"] = "boosted"
    uid: str
    card: str
    name: str
    name_fr: str
    n: int
    boosts: int


class StatusGained(GameEvent):
    type: Literal["status_gained"] = "status_gained"
    uid: str
    card: str
    name: str
    name_fr: str
    status: Literal["anchored", "asleep"]


class StatusLost(GameEvent):
    type: Literal["status_lost"] = "status_lost"
    uid: str
    card: str
    name: str
    name_fr: str
    status: Literal["anchored", "asleep"]


class TokenCreated(GameEvent):
    type: Literal["token_created"] = "token_created"
    seat: str
    uid: str
    card: str
    name: str
    name_fr: str
    expedition: str


class CardMoved(GameEvent):
    """A card seen by both seats going from one zone to another (never from a hidden zone)."""
    type: Literal["card_moved"] = "card_moved"
    seat: str  # the owner
    uid: str
    card: str
    name: str
    name_fr: str
    origin: Literal["expedition", "reserve", "landmarks", "spell"]
    to: Literal["reserve", "discard", "removed", "landmarks", "expedition"]
    why: Literal["effect", "rest", "resolved", "support", "cleanup", "token"]


class OrbsReadied(GameEvent):
    type: Literal["orbs_readied"] = "orbs_readied"
    seat: str
    n: int


class Passed(GameEvent):
    type: Literal["passed"] = "passed"
    seat: str


class ExpeditionCompared(GameEvent):
    """Dusk: one expedition's totals in the terrain types of its region against the opponent's same one."""
    type: Literal["expedition_compared"] = "expedition_compared"
    seat: str
    expedition: str
    region: int
    terrain: list[str]
    totals: dict[str, int]
    opposing: dict[str, int]
    advances: bool


class ExpeditionMoved(GameEvent):
    type: Literal["expedition_moved"] = "expedition_moved"
    seat: str
    expedition: str
    origin: int
    to: int
    why: Literal["dusk", "effect"]


class TumultRevealed(GameEvent):
    type: Literal["tumult_revealed"] = "tumult_revealed"
    reveals = "reveal"
    card: int  # 0, 1, 2 from the hero end
    tumult: str
    regions: list[int]
    terrain: list[list[str]]


class NoEffect(GameEvent):
    """A step that could do nothing (no target left, moving an expedition in the Arena...)."""
    type: Literal["no_effect"] = "no_effect"
    uid: str
    card: str
    op: str
    why: str


class WentToArena(GameEvent):
    """Both seats met at the same Dusk and neither advanced further than needed: an Arena day settles it."""
    type: Literal["went_to_arena"] = "went_to_arena"
    day: int


class ArenaScored(GameEvent):
    type: Literal["arena_scored"] = "arena_scored"
    totals: dict[str, dict[str, int]]  # seat -> terrain -> total over both expeditions
    won: dict[str, list[str]]  # seat -> the terrain types it won
    winner: str | None


class Won(GameEvent):
    type: Literal["won"] = "won"
    seat: str
    reason: Literal["met", "further", "arena"]
    day: int


Event = event_union(
    GameStarted, CardsDrawn, CardDrawn, DeckReshuffled, ManaAdded, ManaCard, DayStarted, PhaseStarted,
    FirstPlayerPassed, Readied, TurnStarted, CardPlayed, AbilityUsed, Boosted, StatusGained, StatusLost,
    TokenCreated, CardMoved, OrbsReadied, Passed, ExpeditionCompared, ExpeditionMoved, TumultRevealed,
    NoEffect, WentToArena, ArenaScored, Won,
)
CODEC = EventCodec(Event)
