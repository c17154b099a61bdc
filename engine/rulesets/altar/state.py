"""The Altar Quest game state: plain pydantic models, JSON all the way down, hidden things included.

Nothing here may be shown to a player directly: `view.py` is the only way out.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.deck import Deck
from ...core.protocol import Prompt
from ...core.state_copy import SHARED, Mutable, maker

# Decks are shared between a state and its copies (a copy takes the same Deck objects): an action
# that changes one works on its own copy (`Base.deck`, `Base.hero_deck`), so most copies copy none.
SharedDeck = Annotated[Deck, SHARED]

FigureKind = Literal["hero", "ally", "minion", "lurker", "rival", "villain"]
SupplyMode = Literal["ask", "always", "never"]
SUPPLY_MODES: tuple[str, ...] = ("ask", "always", "never")
ENEMY_KINDS = ("minion", "lurker", "rival", "villain")


class Inst(BaseModel):
    """A card in play (threat area, play area, quest area, villain area, attached). Frozen: a
    state's copies share their cards in play, and the engine replaces one to change it (`set_inst`)."""

    model_config = ConfigDict(frozen=True)

    card: str
    zone: str  # "threat:<hero>", "play:<hero>", "quest", "villain"
    exhausted: bool = False
    progress: int = 0
    quest_tokens: int = 0
    search_tokens: int = 0
    attached_to: str | None = None
    figure: str | None = None  # enemy or ally figure / trap token standing for this card
    room: str | None = None  # where a quest or feature card was revealed


class Figure(Mutable):
    id: str
    kind: FigureKind
    card: str  # card id, or the hero id for heroes
    inst: str | None = None
    pos: str  # anchor square (top-left for Huge figures)
    size: int = 1
    damage: int = 0
    armor: int = 0
    threat_tokens: int = 0
    label: str
    owner: str | None = None  # the hero whose threat area (or play area, for allies) holds its card


class TrapToken(Mutable):
    id: str
    inst: str
    pos: str
    label: str


class HeroState(Mutable):
    id: str
    deck: SharedDeck
    hand: list[str] = []
    play: list[str] = []  # inst ids: equipment, ongoing cards, search cards, allies
    threat: list[str] = []  # inst ids, left to right
    focus: int = 0
    actions_left: int = 3
    # spaces of Move actions already paid for and not walked yet: opening a door or a Use/Exhaust
    # effect between steps keeps them ("without ending their movement"); any other action ends the
    # movement and drops them
    move_left: int = 0
    # the traps the movement under way has set off already: one movement split by a door or a Use
    # effect sets each trap off once, as one unbroken movement does
    move_traps: list[str] = []
    mulligan_done: bool = False
    defense_bonus: int = 0  # from reactions, for the inflict test being resolved
    deeds: dict[str, int] = {}
    # the player's standing answer to "spend 1 supply for 1 more die?": ask each time, always spend
    # (on every test this hero rolls while the party has supply), never (no offer; an action's own
    # `supply` option still spends)
    supply_mode: SupplyMode = "ask"


class Ctx(Mutable):
    """Who and what a running effect is about."""

    hero: str | None = None  # the hero resolving (or targeted by, for enemy activations)
    actor: str | None = None  # figure doing the thing (hero, ally or enemy figure)
    source: str | None = None  # inst id of the card the steps come from
    target: str | None = None  # figure id, inst id or square chosen for the effect
    supply: bool = False  # spend 1 supply for +1 die on the next test
    # a hero's card's rhune effect: None asks the hero (when it can do something), True resolves it
    # without asking, False declines it
    use_rhune: bool | None = None
    asked: bool = False  # the reaction window for this step has been offered
    supply_offered: bool = False  # this test's supply offer has been made (it is made once per test)
    own: bool = False  # resolving a card of the hero's own choosing (its action, feat, reaction...)
    card: str | None = None  # the card resolved when it is not in play (an event card drawn)
    enemy_turn: bool = False
    # the room being revealed, for an event card drawn in the reveal's threat step: the threat cards it
    # draws spawn there too (« each minion spawned from a threat card during this step »)
    room: str | None = None


# Steps waiting in a job are content and never change: the state keeps them as they come (Step
# objects, or plain dicts after a reload) and state copies share them, so copying a state neither
# dumps nor re-validates them; the interpreter validates a dict step when it runs it.
PendingSteps = list[Annotated[Any, SHARED]]


# `Ctx()` for the jobs and choices made without one, thousands a game, without validating defaults
_blank_ctx = maker(Ctx)


class Job(Mutable):
    """Pending work: the engine's continuation, kept in the state so prompts can pause play."""

    kind: str
    steps: PendingSteps = Field(default_factory=list)
    ctx: Ctx = Field(default_factory=_blank_ctx)
    arg: str | None = None


class Mark(BaseModel):
    """Something to draw as an arrow on the next board image."""

    kind: Literal["move", "attack", "spawn"]
    figure: str
    path: list[str]
    target: str | None = None  # an attack's target figure: the picture shows if it fell


class TestAbout(BaseModel):
    """What a test about to be rolled is for, so a supply offer can say it."""

    kind: str  # "inflict" or "resist"
    attr: str
    difficulty: int
    dice: int  # dice the hero would roll without supply
    cause: str = ""  # the enemy figure id (inflict) or the card id (resist) the test comes from
    cause_name: str = ""
    cause_name_fr: str = ""


class PendingChoice(BaseModel):
    # The prompt, the steps and the test are made whole when the decision is asked and never
    # changed: copies of the state share them (the context, which answers change, is copied).
    prompt: Annotated[Prompt, SHARED]
    # option id -> steps to run when chosen ("pass" runs nothing)
    steps: Annotated[dict[str, PendingSteps], SHARED] = Field(default_factory=dict)
    ctx: Ctx = Field(default_factory=_blank_ctx)
    kind: str = "choose"
    test: Annotated[TestAbout | None, SHARED] = None  # a supply offer: the test it is for
    card: str | None = None  # a rhune offer ("rhune"): the card whose rhune effect it is


class GameState(Mutable):
    ruleset: Literal["altar"] = "altar"
    version: int = 1
    seed: str
    rng: int
    quest: str
    threat_deck: str
    villain_deck: str
    hard: bool = False
    heroes: dict[str, HeroState]
    order: list[str]
    phase: Literal["mulligan", "hero", "ended"] = "mulligan"
    round: int = 1
    active: str | None = None
    acted: list[str] = []
    revealed_this_phase: bool = False
    supply: int = 0
    altar_pool: list[str] = []
    decks: dict[str, SharedDeck] = {}
    insts: dict[str, Inst] = {}
    next_id: int = 1
    figures: dict[str, Figure] = {}
    traps: dict[str, TrapToken] = {}
    revealed: list[str] = []
    open_doors: list[str] = []
    stairs_room: str
    features: dict[str, str] = {}  # room -> feature inst id
    altar_inst: str = ""
    altar_room: str | None = None
    rules_inst: str = ""
    quest_area: list[str] = []
    villain_area: list[str] = []
    villain_spawned: bool = False
    villain_defeated: bool = False
    objectives_overcome: int = 0
    skip_threats: bool = False
    removed: list[str] = []  # cards out of the game (defeated rivals and allies, the flipped scheme...)
    jobs: list[Job] = []
    pending: PendingChoice | None = None
    marks: list[Annotated[Mark, SHARED]] = []  # made whole and never changed: copies share them
    # every figure and trap label given this game: a label is never given twice, so "M2" in the log
    # is always the same enemy
    labels_used: list[str] = []
    result: Literal["won", "lost"] | None = None
    result_reason: str = ""
    log_round: int = 1


# The engine's own constructors for the models it makes by the thousand in a game, from values of
# the declared types: the same objects as the classes give, without validation (see `maker`).
make_job = maker(Job)
make_ctx = maker(Ctx)
make_inst = maker(Inst)
make_figure = maker(Figure)
make_mark = maker(Mark)
make_test_about = maker(TestAbout)
make_pending = maker(PendingChoice)
