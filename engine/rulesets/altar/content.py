"""Altar Quest content as data: pydantic models for every card, hero, deck, quest and the board.

Card effects are lists of small typed steps (`Step`), interpreted by `effects.py`; no card has
Python of its own. `load_content()` reads `data/altar/*.toml`, validates every file and every
cross-reference, and raises `ContentError` naming the file and the problem.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...core.board import Board, Square, parse_square
from ...core.content_io import ContentError, data_dir, read_toml, validate_model
from ...core.dice import Die

ATTRIBUTES = ("might", "fortitude", "agility", "willpower", "charisma", "intellect")
RHUNES = ("wathe", "volkris", "brase", "lowek", "aluna", "nethander")
Attribute = Literal["might", "fortitude", "agility", "willpower", "charisma", "intellect"]
Rhune = Literal["wathe", "volkris", "brase", "lowek", "aluna", "nethander"]

# Who a step applies to. Resolved by effects.py against the current context.
Who = Literal[
    "self",  # the hero resolving a hero card; the enemy itself on an enemy card
    "target",  # the chosen target (an enemy for attacks, a character for heals)
    "active",  # the active hero
    "each_hero",
    "each_character_in_room",  # characters in the room of the card's element (or of the enemy)
    "nearest_character",  # the character nearest the card's element
    "engaged",  # the character this enemy engages (the nearest character)
]

StepOp = Literal[
    "attack", "test", "search", "task", "inflict", "resist", "engage",
    "heal", "damage", "move", "gain_focus", "gain_supply", "lose_supply", "gain_armor",
    "draw", "exhaust_enemy", "defense", "roll_altar", "threat_token", "draw_threat",
    "draw_lurker", "spawn", "place_quest", "place_progress", "choose", "if",
    "attach", "skip_threats", "discard_self", "lose_game", "win_game", "refresh_enemy",
    "remove_threat_token",
]

Condition = Literal[
    "quest_tokens_at_least",  # quest tokens on the quest rules card >= value
    "progress_at_least",  # progress on this card >= value
    "villain_defeated",
    "villain_spawned",
    "altar_found",
    "supply_at_least",
    "hero_damaged",  # the hero resolving the step has damage
    "objectives_overcome_at_least",
]


class Step(BaseModel):
    """One small typed instruction. Only the fields an op uses are read (see effects.py)."""

    model_config = ConfigDict(extra="forbid")
    op: StepOp
    attr: Attribute | None = None
    difficulty: int | str | None = None  # int or "nP"
    amount: int | str = 1  # int or "nP"
    range: int | None = None
    dice: int = 0  # extra dice for tests
    who: Who = "self"
    card: str | None = None  # spawn: a card id
    on: Literal["self", "rules"] = "self"
    to: Literal["feature", "rules"] | None = None
    # test branches
    passed: list[Step] = []
    failed: list[Step] = []
    each_success: list[Step] = []
    # conditional effects ("if unable, ...")
    unable: list[Step] = []
    # choose
    options: list[ChoiceOption] = []
    # if
    cond: Condition | None = None
    value: int | str = 1
    then: list[Step] = []
    otherwise: list[Step] = []


class ChoiceOption(BaseModel):
    model_config = ConfigDict(extra="forbid")
    label: str
    label_fr: str
    steps: list[Step]
    # how bad this option is for the party; "hard" games always take the highest
    harm: int = 0


Step.model_rebuild()

AbilityKind = Literal["action", "exhaust", "use", "interact", "activate", "trigger", "when_revealed", "play", "setup"]
Timing = Literal["before_inflict", "enemy_activates", "after_attack"]


class Ability(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: AbilityKind
    steps: list[Step]
    range: int | None = None  # Interact (n), Trigger range
    rhune_cost: Rhune | None = None  # Exhaust + rhune: spend that altar die
    timing: Timing | None = None  # for Reaction cards and timed Use effects
    needs_target: Literal["enemy", "character", "square", "none"] = "none"
    target_range: int | None = None


class RhuneEffect(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rhune: Rhune
    steps: list[Step]


CardKind = Literal[
    "hero_action", "hero_feat", "hero_reaction", "equipment", "ally",
    "minion", "trap", "event", "villain", "villain_event", "villain_ongoing",
    "quest_rules", "quest", "altar", "feature", "search", "lurker", "rival",
]


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    name_fr: str
    text: str
    text_fr: str
    kind: CardKind
    traits: list[str] = []
    health: int | str | None = None  # int or "nP"
    defense: int = 0
    speed: int = 0
    range: int | None = None  # enemy range (for engage / inflict)
    threshold: int | str | None = None  # progress threshold, int or "nP"
    color: str | None = None  # minion/trap colour on the board
    size: Literal[1, 2] = 1  # 2 = Huge (2x2)
    spaces: Literal[1, 2, 4] = 1  # feature miniature size
    slot: Literal["weapon", "armor", "trinket", "offhand", "cloak"] | None = None
    ongoing: bool = False
    objective: bool = False  # quest cards that count toward an "overcome objectives" win
    blocks_doors: bool = False  # while this card is in play, doors cannot be opened
    attribute_bonus: dict[str, int] = {}  # allies: their attributes
    abilities: list[Ability] = []
    rhune: RhuneEffect | None = None
    copies: int = 1

    def ability(self, kind: str) -> Ability | None:
        for a in self.abilities:
            if a.kind == kind:
                return a
        return None


class HeroDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    name_fr: str
    text: str = ""
    text_fr: str = ""
    attributes: dict[Attribute, int]
    health: int
    defense: int
    equipment: list[str] = Field(min_length=1, max_length=2)
    ally: str | None = None
    deck: list[str]  # card ids (repeat an id for copies)
    cards: list[Card]  # this hero's own cards (actions, feats, reactions, equipment)

    @field_validator("attributes")
    @classmethod
    def _six_attributes(cls, v: dict[str, int]) -> dict[str, int]:
        missing = set(ATTRIBUTES) - set(v)
        if missing:
            raise ValueError(f"missing attributes: {sorted(missing)}")
        return v


class ThreatTokenRule(BaseModel):
    model_config = ConfigDict(extra="forbid")
    # "burn": at the end of its owner's react phase a character suffers 1 damage per threat token
    #         on it, then discards one token.
    # "mark": each threat token on a character adds 1 to the difficulty of inflict tests against it.
    kind: Literal["burn", "mark"]
    text: str
    text_fr: str


class ThreatDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    name_fr: str
    threat_tokens: ThreatTokenRule
    cards: list[Card]


class VillainDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    name_fr: str
    villain: Card  # kind "villain": the enemy side
    scheme: Card  # kind "villain_ongoing": the Scheme side, activated until the villain spawns
    cards: list[Card]  # villain_event / villain_ongoing


class WinCondition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    # overcome_objectives: overcome `count` quest cards marked objective
    # defeat_villain: defeat the villain
    # altar_task: find the altar, then overcome the quest rules card's task at it
    kind: Literal["overcome_objectives", "defeat_villain", "altar_task"]
    count: int = 0


class QuestDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    name_fr: str
    summary: str
    summary_fr: str
    rules: Card  # kind "quest_rules": its "setup" ability runs at set-up, "activate" each quest turn
    win: WinCondition
    cards: list[Card]  # kind "quest"


class MapFeatureSpaces(BaseModel):
    model_config = ConfigDict(extra="forbid")
    feature: list[str] = Field(min_length=4, max_length=4)  # 4 squares; 1-space features use the first,
    # 2-space ones the first two (the white arrows), 4-space ones all four
    shadow: str


class BoardDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rows: list[str]
    legend: dict[str, str]  # character -> room id
    doors: dict[str, list[str]]  # door id -> [square, square]
    rooms: dict[str, MapFeatureSpaces]
    room_numbers: dict[str, int]  # room id -> 1..16, for the random starting room (d20)

    @model_validator(mode="after")
    def _check(self) -> BoardDef:
        for door_id, squares in self.doors.items():
            if len(squares) != 2 or any(parse_square(s) is None for s in squares):
                raise ValueError(f"door {door_id} needs two square names")
        for room_id, spaces in self.rooms.items():
            for s in [*spaces.feature, spaces.shadow]:
                if parse_square(s) is None:
                    raise ValueError(f"room {room_id}: bad square {s!r}")
        return self

    def build(self) -> Board:
        doors = {d: (parse_square(a), parse_square(b)) for d, (a, b) in self.doors.items()}
        return Board.from_rows(self.rows, self.legend, doors, diagonal=True)  # type: ignore[arg-type]


class DiceDef(BaseModel):
    hero: Die
    altar: Die


class Content(BaseModel):
    """Everything loaded from data/altar, indexed by id."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    dice: DiceDef
    board_def: BoardDef
    heroes: dict[str, HeroDef]
    threat_decks: dict[str, ThreatDeck]
    villains: dict[str, VillainDeck]
    quests: dict[str, QuestDeck]
    altars: list[Card]
    features: list[Card]
    search: list[Card]
    lurkers: list[Card]
    rivals: list[Card]
    allies: list[Card]
    cards: dict[str, Card] = {}
    board: Any = None
    room_squares: dict[str, list[Square]] = {}

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def counts(self) -> dict[str, int]:
        return {
            "heroes": len(self.heroes),
            "hero_cards": sum(len(h.deck) for h in self.heroes.values()),
            "threat_decks": len(self.threat_decks),
            "threat_cards": sum(sum(c.copies for c in d.cards) for d in self.threat_decks.values()),
            "villain_decks": len(self.villains),
            "quest_decks": len(self.quests),
            "quest_cards": sum(sum(c.copies for c in q.cards) for q in self.quests.values()),
            "altar_cards": len(self.altars),
            "feature_cards": len(self.features),
            "search_cards": sum(c.copies for c in self.search),
            "lurker_cards": sum(c.copies for c in self.lurkers),
            "rivals": len(self.rivals),
            "allies": len(self.allies),
            "rooms": len(self.board_def.rooms),
        }


_read = read_toml
_model = validate_model


def _cards(raw: dict[str, Any], where: str, problems: list[str]) -> list[Card]:
    out = []
    for i, item in enumerate(raw.get("cards", [])):
        card = _model(Card, item, f"{where} card #{i + 1}", problems)
        if card is not None:
            out.append(card)
    return out


def load_content(root: Path | None = None) -> Content:
    """Load and validate all of data/altar. Raises ContentError listing every problem found."""
    base = (root or data_dir()) / "altar"
    problems: list[str] = []

    def folder(name: str) -> list[tuple[str, dict[str, Any]]]:
        return [(f"{name}/{p.name}", _read(p, problems)) for p in sorted((base / name).glob("*.toml"))]

    dice = _model(DiceDef, _read(base / "dice.toml", problems), "dice.toml", problems)
    board_def = _model(BoardDef, _read(base / "board.toml", problems), "board.toml", problems)
    heroes = {}
    for where, raw in folder("heroes"):
        hero = _model(HeroDef, raw, where, problems)
        if hero:
            heroes[hero.id] = hero
    threat_decks = {}
    for where, raw in folder("threats"):
        deck = _model(ThreatDeck, raw, where, problems)
        if deck:
            threat_decks[deck.id] = deck
    villains = {}
    for where, raw in folder("villains"):
        deck = _model(VillainDeck, raw, where, problems)
        if deck:
            villains[deck.id] = deck
    quests = {}
    for where, raw in folder("quests"):
        deck = _model(QuestDeck, raw, where, problems)
        if deck:
            quests[deck.id] = deck
    singles = {}
    for name in ("altars", "features", "search", "lurkers", "rivals", "allies"):
        singles[name] = _cards(_read(base / f"{name}.toml", problems), f"{name}.toml", problems)
    if problems or dice is None or board_def is None:
        raise ContentError(problems or ["missing dice.toml or board.toml"])
    content = Content(
        dice=dice, board_def=board_def, heroes=heroes, threat_decks=threat_decks, villains=villains,
        quests=quests, **singles,
    )
    _index_and_check(content, problems)
    if problems:
        raise ContentError(problems)
    return content


def _all_cards(content: Content) -> list[tuple[str, Card]]:
    out: list[tuple[str, Card]] = []
    for h in content.heroes.values():
        out += [(f"heroes/{h.id}", c) for c in h.cards]
    for d in content.threat_decks.values():
        out += [(f"threats/{d.id}", c) for c in d.cards]
    for v in content.villains.values():
        out += [(f"villains/{v.id}", c) for c in [v.villain, v.scheme, *v.cards]]
    for q in content.quests.values():
        out += [(f"quests/{q.id}", c) for c in [q.rules, *q.cards]]
    for name in ("altars", "features", "search", "lurkers", "rivals", "allies"):
        out += [(name, c) for c in getattr(content, name)]
    return out


def _walk_steps(steps: list[Step]):
    for s in steps:
        yield s
        for sub in (s.passed, s.failed, s.each_success, s.unable, s.then, s.otherwise):
            yield from _walk_steps(sub)
        for opt in s.options:
            yield from _walk_steps(opt.steps)


def _index_and_check(content: Content, problems: list[str]) -> None:
    for where, card in _all_cards(content):
        if card.id in content.cards:
            problems.append(f"{where}: card id {card.id!r} is used twice")
        content.cards[card.id] = card
    for where, card in _all_cards(content):
        steps = [s for a in card.abilities for s in a.steps] + (card.rhune.steps if card.rhune else [])
        for s in _walk_steps(steps):
            if s.op == "spawn" and (s.card is None or s.card not in content.cards):
                problems.append(f"{where}: {card.id}: spawn names unknown card {s.card!r}")
            if s.op in ("attack", "test", "search", "task", "inflict", "resist") and s.attr is None:
                problems.append(f"{where}: {card.id}: step {s.op} needs attr")
            if s.op in ("test", "task", "inflict", "resist") and s.difficulty is None:
                problems.append(f"{where}: {card.id}: step {s.op} needs difficulty")
            if s.op == "choose" and len(s.options) < 2:
                problems.append(f"{where}: {card.id}: choose needs at least two options")
            if s.op == "if" and s.cond is None:
                problems.append(f"{where}: {card.id}: if needs cond")
        if card.kind in ("minion", "lurker", "rival", "villain") and (card.health is None or card.ability("activate") is None):
            problems.append(f"{where}: {card.id}: an enemy needs health and an activate ability")
        if card.kind == "trap" and (card.threshold is None or card.ability("trigger") is None or card.ability("interact") is None):
            problems.append(f"{where}: {card.id}: a trap needs threshold, trigger and interact")
    for h in content.heroes.values():
        own = {c.id for c in h.cards}
        for cid in [*h.deck, *h.equipment] + ([h.ally] if h.ally else []):
            if cid not in own and cid not in content.cards:
                problems.append(f"heroes/{h.id}: unknown card {cid!r}")
        for cid in h.equipment:
            if cid in content.cards and content.cards[cid].kind != "equipment":
                problems.append(f"heroes/{h.id}: {cid} is not equipment")
        slots = [content.cards[c].slot for c in h.equipment if c in content.cards]
        if slots.count("trinket") > 2 or any(slots.count(s) > 1 for s in set(slots) if s != "trinket"):
            problems.append(f"heroes/{h.id}: equipment breaks the slot limits")
    if content.features and sum(1 for c in content.features if c.id == "altar_found") != 1:
        problems.append("features.toml: needs exactly one card with id 'altar_found'")
    try:
        board = content.board_def.build()
    except ValueError as exc:
        problems.append(f"board.toml: {exc}")
        return
    content.board = board
    for room_id, spaces in content.board_def.rooms.items():
        sqs = [parse_square(s) for s in [*spaces.feature, spaces.shadow]]
        for s, name in zip(sqs, [*spaces.feature, spaces.shadow], strict=True):
            if board.area(s) != room_id:
                problems.append(f"board.toml: room {room_id}: {name} is not inside the room")
    if set(content.board_def.rooms) != set(board.area_squares):
        problems.append("board.toml: every room needs feature and shadow spaces")
    numbers = sorted(content.board_def.room_numbers.values())
    if numbers != list(range(1, len(content.board_def.rooms) + 1)):
        problems.append("board.toml: room_numbers must number the rooms 1..N")
    content.room_squares = dict(board.area_squares)


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()


def p_value(value: int | str | None, heroes: int) -> int:
    """`3` -> 3; `"3P"` -> 3 x the number of heroes."""
    if value is None:
        return 0
    if isinstance(value, int):
        return value
    text = value.strip().upper()
    if text.endswith("P"):
        return int(text[:-1]) * heroes
    return int(text)
