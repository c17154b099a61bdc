"""The HeroQuest game state: plain pydantic models, JSON all the way down, hidden things included.

Zargon's secrets (unrevealed monsters and furniture, hidden traps, secret doors, the treasure
deck) live here next to what the heroes know; `view.py` is the only way out.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from ...core.protocol import Prompt


class HeroState(BaseModel):
    id: str
    label: str
    pos: str | None  # None once dead or gone up the stairway
    body: int
    mind: int
    gold: int = 0
    items: list[str] = []  # item ids, repeated for copies (weapons, armor, potions, tools, artifacts)
    wielding: str | None = None  # the weapon last fought with (a shield does not count with a two-handed one)
    spells: list[str] = []  # spells not yet cast this quest
    elements: list[str] = []
    dead: bool = False
    escaped: bool = False
    left_early: bool = False  # went up the stairway before the goal was done: no share of the reward
    skip_turns: int = 0
    attack_bonus: int = 0
    defend_bonus: int = 0
    move_bonus_dice: int = 0
    searched: list[str] = []  # rooms (or "pit:<square>") searched for treasure
    restore_used: bool = False


class Monster(BaseModel):
    id: str  # the quest's id for it, or w<n> for wandering and summoned monsters
    kind: str
    label: str
    pos: str
    body: int
    max_body: int
    move: int
    attack: int
    defend: int
    mind: int
    name: str | None = None
    name_fr: str | None = None
    spells: list[str] = []  # Chaos spells not yet cast
    revealed: bool = False
    skip_turns: int = 0
    attack_bonus: int = 0
    defend_bonus: int = 0
    # a wandering monster that struck the hero who drew it: until the round is over it may attack
    # that hero alone (« Pendant ce tour, le monstre ne peut attaquer que le chercheur de trésor »)
    only_attacks: str | None = None


class Trap(BaseModel):
    id: str
    kind: Literal["pit", "block", "spear", "furniture"]
    square: str | None = None  # None for trapped furniture
    furniture: str | None = None
    # hidden: only Zargon knows; known: found by a search; sprung: set off (pits stay open,
    # falling blocks become blocked squares); gone: disarmed or spent
    status: Literal["hidden", "known", "sprung", "gone"] = "hidden"


class Turn(BaseModel):
    """The active hero's turn: movement roll, squares left, and whether the action is spent."""

    hero: str
    roll: int | None = None  # None until the hero starts to move
    dice: list[int] = []
    left: int = 0
    moved: bool = False  # moved before acting (then the move is over once the hero acts)
    acted: bool = False
    move_over: bool = False
    over: bool = False  # a trap or a card ended the turn: it passes on once no prompt is open


class Mark(BaseModel):
    """Something to draw as an arrow on the board image: Zargon's last moves and attacks."""

    kind: Literal["move", "attack", "spawn"]
    figure: str
    path: list[str]
    target: str | None = None  # an attack's target (a hero id): the picture shows if they fell


class Pending(BaseModel):
    """A decision that belongs to a hero before play goes on."""

    prompt: Prompt
    kind: Literal["block", "potion"]
    hero: str
    # block: the squares behind "forward" and "back"
    squares: dict[str, str] = {}


class GameState(BaseModel):
    ruleset: Literal["heroquest"] = "heroquest"
    version: int = 1
    seed: str
    rng: int
    quest: str
    order: list[str]
    heroes: dict[str, HeroState]
    phase: Literal["shop", "hero", "ended"] = "hero"
    ready: list[str] = []  # shop phase: heroes done shopping
    round: int = 1
    # the group's round limit, asked for at set-up (option `rounds`): the quest is lost once that
    # many rounds are over. None (the default): no limit, as in the rulebook
    max_rounds: int | None = None
    turn: Turn | None = None
    monsters: dict[str, Monster] = {}
    next_monster: int = 1
    traps: dict[str, Trap] = {}
    furniture_seen: list[str] = []
    open_doors: list[str] = []
    known_doors: list[str] = []  # doors the heroes have seen (secret ones once found)
    revealed: list[str] = []  # rooms
    seen: list[str] = []  # corridor squares seen along a line of sight
    blocked_seen: list[str] = []
    fallen: list[str] = []  # squares blocked for good by falling blocks
    treasure_deck: list[str] = []  # card ids left (good cards leave it when found)
    door_searched: list[str] = []  # rooms / corridor sections searched for secret doors
    trap_searched: list[str] = []  # rooms / corridor sections searched for traps
    # every square a search for secret doors (for traps) has covered: a search that would cover
    # none but these can find nothing, and is refused before the action is spent
    door_search_covered: list[str] = []
    trap_search_covered: list[str] = []
    specials_taken: list[str] = []  # rooms whose special treasure was found
    notes_read: list[str] = []
    goal_done: bool = False
    zargon_queue: list[str] = []  # monsters still to act in this Zargon turn
    dying: list[str] = []  # heroes at 0 body who hold a healing potion
    block_choice: dict[str, str] | None = None  # hero, forward, back: under a falling block
    pending: Pending | None = None
    marks: list[Mark] = []
    # every monster label given this quest: a label is never given twice, so "O2" in the log is
    # always the same orc, dead or alive
    labels_used: list[str] = []
    result: Literal["won", "lost"] | None = None
    result_reason: str = ""
