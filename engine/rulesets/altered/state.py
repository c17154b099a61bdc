"""The Altered game state: plain pydantic models, JSON all the way down, hidden things included (decks,
hands, mana orbs, face-down Tumult cards). Only `view.py` shows it to anyone.

A card in the game is a `Card`: an instance id (`uid`, unique in the game, given after the decks are
shuffled so it says nothing about a hidden card) and the content id of what it is. The top of a deck
is the end of its list.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from ...core.protocol import Prompt

Phase = Literal["setup", "morning", "noon", "afternoon", "dusk", "night", "over"]
Decision = Literal["setup_mana", "morning_mana", "cleanup", "trigger_order"]


class Card(BaseModel):
    uid: str
    card: str  # content id
    owner: str  # seat
    boosts: int = 0
    fleeting: bool = False  # gained by being played from the reserve (characters keep a marker)
    anchored: bool = False
    asleep: bool = False
    exhausted: bool = False  # heroes and permanents (exhaust abilities); mana orbs


class Region(BaseModel):
    """One region of the Adventure row. Tumult halves know their card (`tumult`) and whether it is face up."""
    name: str
    name_fr: str
    terrain: list[str]
    tumult: str | None = None  # the Tumult card's id (None for the two end regions)
    card: int | None = None  # which of the three Tumult cards (0, 1, 2) from the hero end
    revealed: bool = True


class Player(BaseModel):
    seat: str  # the seat: a starter deck's id (the deck it plays unless `imported`)
    # the seat plays a deck list given at set-up (option "decks"), not its seat's starter deck: its hero
    # is `hero.card` and names it
    imported: bool = False
    hero: Card
    deck: list[Card] = []
    hand: list[Card] = []
    reserve: list[Card] = []
    discard: list[Card] = []
    mana: list[Card] = []  # face-down orbs; `exhausted` says whether each was spent
    landmarks: list[Card] = []
    expeditions: dict[str, list[Card]] = {"hero": [], "companion": []}
    # where each expedition marker stands: an index in the Adventure row (the hero marker starts at 0 and
    # walks up, the companion marker starts at the last region and walks down)
    positions: dict[str, int] = {"hero": 0, "companion": 0}
    advanced: int = 0  # steps taken at the Dusk under way (ties: who advanced further than needed)
    passed: bool = False  # this Afternoon


class Pending(BaseModel):
    """The decision the game waits for (the first seat in `GameState.deciding`), as a prompt."""
    prompt: Prompt


class GameState(BaseModel):
    ruleset: Literal["altered"] = "altered"
    version: int = 1
    seed: str
    rng: int
    quest: str
    order: list[str]  # both seats, as the game was opened
    first: str  # who holds the first-player marker
    day: int = 1
    phase: Phase = "setup"
    arena: bool = False  # the tie is being settled in the Arena
    turn: str | None = None  # whose Afternoon turn it is
    deciding: list[str] = []  # seats that owe a decision, the one to answer first first
    decision: Decision | None = None
    # the "at Noon / at Dusk / at Night" abilities under way: which, the seat resolving its own, the
    # cards of that seat still to resolve, and the seats after it
    trigger: str | None = None
    trigger_seat: str | None = None
    trigger_queue: list[str] = []
    trigger_seats: list[str] = []
    regions: list[Region] = []  # the Adventure row, from the hero region to the companion region
    players: dict[str, Player] = {}
    next_uid: int = 1
    result: Literal["won"] | None = None
    result_reason: str = ""
    winner: str | None = None
    pending: Pending | None = None
