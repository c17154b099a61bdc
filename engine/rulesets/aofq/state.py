"""The Age of Fantasy: Quest game state: plain pydantic models, JSON all the way down, hidden things
included (the loot under each search token, waves and ambushers still to come). Only `view.py` shows
it to anyone.

Positions are table inches (floats) from the bottom-left corner, on the table the mission is played on
(48" or 24"): rule distances go through `Table.inches`.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from ...core.protocol import Prompt
from .missions import Mission


class ModelState(BaseModel):
    id: str
    x: float
    y: float
    wounds: int = 0


class HeroState(BaseModel):
    id: str
    x: float
    y: float
    wounds: int = 0
    power: int
    conditions: list[str] = []
    shaken: bool = False
    fatigued: bool = False  # hits only on unmodified 6s in melee until the round ends
    unconscious: bool = False
    escaped: bool = False  # left the table through the exit (escape missions)
    ambushing: bool = False  # set aside with Ambush (line 105): off the table until it comes on
    carrying: bool = False  # holds the relic (retrieve missions)
    spell_tokens: int = 0
    xp: int = 0  # experience from earlier missions of the campaign (upgrades follow from it)
    loot: list[str] = []  # loot ids found and not used up (weapons and armour stay, potions are drunk)
    used_limited: list[str] = []  # names of Limited weapons already used this mission
    # this activation
    actions: int = 0  # actions taken (Rest, Hold, Advance, Rush, Charge)
    skills: int = 0  # skill actions taken
    extra: bool = False  # the extra action bought with 2 power
    moved: float = 0.0  # table inches moved this activation
    difficult: bool = False  # moved through difficult terrain this activation
    danger_rolled: bool = False  # rolled for dangerous ground this activation (once per activation, line 85)
    attacked: bool = False  # shot or fought this activation (spells are cast before attacking)
    charged: bool = False
    rested: bool = False
    cast: list[str] = []  # spells tried this activation (one attempt each)
    took_wounds: int = 0  # wounds taken during the activation under way (morale at its end)
    # lasting effects: name -> the round it ends after (guard ends at the hero's next activation)
    effects: dict[str, int] = {}

    @property
    def on_table(self) -> bool:
        """Neither gone through the exit nor set aside in ambush: a figure others can see, reach and block."""
        return not self.escaped and not self.ambushing


class UnitState(BaseModel):
    id: str
    label: str
    profile: str
    models: list[ModelState]
    shaken: bool = False
    fatigued: bool = False
    conditions: list[str] = []
    spell_tokens: int = 0
    used_limited: list[str] = []
    activated: bool = False  # this round
    took_wounds: int = 0
    fear_taken: int = 0  # Fear (X) of the attackers that wounded it during the activation
    effects: dict[str, int] = {}  # snared, pinned, stunned, hexed, ward, tempered -> until round


class MarkerState(BaseModel):
    id: str
    label: str
    kind: Literal["objective", "ai_objective", "search", "relic", "clue", "exit"]
    x: float
    y: float
    name: str
    name_fr: str
    done: bool = False
    loot: str | None = None  # hidden: the find under a search token
    # turned over from afar (Discover beyond 1", line 73): the find is known and lies there until a hero
    # picks it up from within 1"
    revealed: bool = False


class Pending(BaseModel):
    """A decision a hero's player must make mid-action. The action is replayed from the state before it
    with the answers so far (the dice come from the state's own stream, so they fall the same way)."""

    seat: str  # who is asked
    by: str  # whose action is replayed
    action: dict
    answers: list[str] = []
    prompt: Prompt


class Arrival(BaseModel):
    """Enemies still to come: a wave or an ambusher, hidden until they arrive."""

    round: int
    unit: str  # profile id
    x: float
    y: float
    ambush: bool = False


class Mark(BaseModel):
    kind: Literal["move", "rush", "charge", "shoot", "push", "fall", "spell"]
    who: str
    target: str | None = None
    start: tuple[float, float]
    end: tuple[float, float]


class GameState(BaseModel):
    ruleset: Literal["aofq"] = "aofq"
    version: int = 1
    seed: str
    rng: int
    mission: Mission
    quest: str = ""  # what the game was opened with: a mission's id, or `random...` for a drawn one
    size: float = 48.0
    heroes: dict[str, HeroState]
    order: list[str]
    phase: Literal["heroes", "ended"] = "heroes"
    round: int = 1
    active: str | None = None
    acted: list[str] = []
    units: list[UnitState] = []
    markers: list[MarkerState] = []
    arrivals: list[Arrival] = []
    next_unit: int = 1
    loot_pool: list[str] = []
    marks: list[Mark] = []
    pending: Pending | None = None
    held_rounds: int = 0  # defend missions: rounds ended with the objective held
    result: Literal["won", "lost"] | None = None
    result_reason: str = ""
