"""Altar Quest's events: one model per kind of thing that happens, and their union.

Names carried in both languages (`name` / `name_fr`, `text` / `text_fr`) are copied from content when
the event is made, so narration never has to look into the game state. `reveals` marks what an undo
cannot take back (see engine.core.events).
"""
from __future__ import annotations

from typing import Literal

from ...core.events import EventCodec, GameEvent, event_union


class ActEnd(GameEvent):
    type: Literal["act_end"] = "act_end"
    hero: str


class ActPhase(GameEvent):
    type: Literal["act_phase"] = "act_phase"
    hero: str
    round: int


class Activate(GameEvent):
    type: Literal["activate"] = "activate"
    card: str
    figure: str | None
    name: str
    name_fr: str


class AltarFound(GameEvent):
    type: Literal["altar_found"] = "altar_found"
    reveals = "room"
    room: str


class AltarRolled(GameEvent):
    type: Literal["altar_rolled"] = "altar_rolled"
    reveals = "dice"
    pool: list[str]
    dice: list[int] = []  # the dice rolled, numbered from 1 (none in logs older than this field)
    usual: bool = False  # the party's usual pick, rolled without asking (a card acting on its own)


class Armor(GameEvent):
    type: Literal["armor"] = "armor"
    amount: int
    armor: int
    figure: str
    name: str


class Attached(GameEvent):
    type: Literal["attached"] = "attached"
    card: str
    name: str
    to: str


class Attack(GameEvent):
    type: Literal["attack"] = "attack"
    armor_removed: int
    attacker: str
    attacker_name: str
    damage: int
    defense: int
    successes: int
    target: str
    target_name: str


class CardAction(GameEvent):
    type: Literal["card_action"] = "card_action"
    card: str
    hero: str
    name: str
    name_fr: str


class CardDrawn(GameEvent):
    type: Literal["card_drawn"] = "card_drawn"
    reveals = "card"
    card: str
    hero: str
    name: str
    name_fr: str


class CardDrawnPublic(GameEvent):
    type: Literal["card_drawn_public"] = "card_drawn_public"
    reveals = "card"
    hand: int
    hero: str


class CardPlayed(GameEvent):
    type: Literal["card_played"] = "card_played"
    card: str
    hero: str
    name: str
    name_fr: str
    reaction: bool = False


class CardDiscarded(GameEvent):
    """A card in play discarded by its own effect ("then discard this card / this trap"): a spent
    quest card, a villain card's timer, a trap that goes off (its token leaves the board)."""

    type: Literal["card_discarded"] = "card_discarded"
    card: str
    kind: str
    name: str
    name_fr: str
    trap: str | None = None  # a trap: its token's label on the board (T3), gone with it
    square: str | None = None  # where that token stood


class CardUsed(GameEvent):
    type: Literal["card_used"] = "card_used"
    card: str
    hero: str
    name: str
    name_fr: str
    reaction: bool = False


class Channel(GameEvent):
    type: Literal["channel"] = "channel"
    die: int
    focus: int
    hero: str
    pool: list[str]
    rhune: str


class Chose(GameEvent):
    type: Literal["chose"] = "chose"
    hero: str
    label: str
    option: str
    label_fr: str = ""


class Damage(GameEvent):
    type: Literal["damage"] = "damage"
    amount: int
    cause: str
    damage: int
    figure: str
    health: int
    name: str


class Defeated(GameEvent):
    type: Literal["defeated"] = "defeated"
    figure: str
    kind: str
    name: str
    card: str = ""  # the figure's card (a hero's id): its French name's gender ("vaincue")


class DefenseBonus(GameEvent):
    type: Literal["defense_bonus"] = "defense_bonus"
    amount: int
    hero: str


class DoorOpened(GameEvent):
    type: Literal["door_opened"] = "door_opened"
    door: str
    hero: str


class DrawAction(GameEvent):
    type: Literal["draw_action"] = "draw_action"
    hero: str


class EnemyMoved(GameEvent):
    type: Literal["enemy_moved"] = "enemy_moved"
    figure: str
    name: str
    path: list[str]


class EnemyPlaced(GameEvent):
    type: Literal["enemy_placed"] = "enemy_placed"
    figure: str
    name: str
    path: list[str]


class Exhausted(GameEvent):
    type: Literal["exhausted"] = "exhausted"
    figure: str
    name: str


class Feature(GameEvent):
    type: Literal["feature"] = "feature"
    reveals = "card"
    card: str
    name: str
    name_fr: str
    room: str
    spaces: int


class Focus(GameEvent):
    type: Literal["focus"] = "focus"
    amount: int
    focus: int
    hero: str


class GameOver(GameEvent):
    type: Literal["game_over"] = "game_over"
    reason: str
    result: str
    round: int
    hero: str | None = None


class GameStarted(GameEvent):
    type: Literal["game_started"] = "game_started"
    altar: str
    heroes: list[str]
    quest: str
    start_room: str


class Gave(GameEvent):
    type: Literal["gave"] = "gave"
    card: str
    hero: str
    name: str
    name_fr: str
    to: str


class HardChoice(GameEvent):
    type: Literal["hard_choice"] = "hard_choice"
    label: str
    label_fr: str


class Heal(GameEvent):
    type: Literal["heal"] = "heal"
    amount: int
    damage: int
    figure: str
    health: int
    name: str


class Inflict(GameEvent):
    type: Literal["inflict"] = "inflict"
    armor_used: int
    damage: int
    defense: int
    difficulty: int
    enemy: str
    enemy_name: str
    successes: int
    target: str
    target_name: str


class Interact(GameEvent):
    type: Literal["interact"] = "interact"
    card: str
    hero: str
    name: str
    name_fr: str


class LurkerDrawn(GameEvent):
    type: Literal["lurker_drawn"] = "lurker_drawn"
    reveals = "card"
    card: str
    hero: str
    name: str
    name_fr: str


class Moved(GameEvent):
    type: Literal["moved"] = "moved"
    figure: str
    name: str
    path: list[str]
    spaces: int


class Mulligan(GameEvent):
    type: Literal["mulligan"] = "mulligan"
    reveals = "card"
    count: int
    hero: str


class NewRound(GameEvent):
    type: Literal["new_round"] = "new_round"
    round: int


class NoFeature(GameEvent):
    type: Literal["no_feature"] = "no_feature"
    room: str


class NoRoomToSpawn(GameEvent):
    type: Literal["no_room_to_spawn"] = "no_room_to_spawn"
    card: str


class NoTarget(GameEvent):
    type: Literal["no_target"] = "no_target"
    figure: str
    name: str
    op: str


class NoThreats(GameEvent):
    type: Literal["no_threats"] = "no_threats"


class Overcome(GameEvent):
    type: Literal["overcome"] = "overcome"
    card: str
    kind: str
    name: str
    name_fr: str
    objectives: int | None = None  # an objective: how many are overcome now, of `of` to win
    of: int | None = None


class Progress(GameEvent):
    type: Literal["progress"] = "progress"
    amount: int
    card: str
    name: str
    name_fr: str
    progress: int
    threshold: int | None
    # a task test: its successes and the difficulty that cancels them (to explain a +0)
    successes: int | None = None
    difficulty: int | None = None


class Prompt(GameEvent):
    type: Literal["prompt"] = "prompt"
    kind: str
    options: list[str]
    seat: str
    enemy: str | None = None
    enemy_name: str | None = None
    options_fr: list[str] = []
    mover: str | None = None  # "move": the figure that moves, up to `spaces` spaces
    mover_name: str | None = None
    spaces: int = 0
    # a supply offer ("supply", or a reaction window that offers it too): the test it is for
    supply: bool = False
    test: str | None = None  # "inflict" or "resist"
    attr: str | None = None
    difficulty: int = 0
    dice: int = 0
    cause_name: str | None = None
    cause_name_fr: str | None = None
    party_supply: int = 0


class Pushed(GameEvent):
    type: Literal["pushed"] = "pushed"
    figure: str
    name: str
    to: str


class QuestCard(GameEvent):
    type: Literal["quest_card"] = "quest_card"
    reveals = "card"
    card: str
    name: str
    name_fr: str
    room: str
    text: str
    text_fr: str


class QuestTokens(GameEvent):
    type: Literal["quest_tokens"] = "quest_tokens"
    amount: int
    card: str
    name: str
    name_fr: str
    total: int


class QuestTurn(GameEvent):
    type: Literal["quest_turn"] = "quest_turn"


class ReactPhase(GameEvent):
    type: Literal["react_phase"] = "react_phase"
    hero: str


class Refreshed(GameEvent):
    type: Literal["refreshed"] = "refreshed"
    card: str
    name: str
    name_fr: str


class Resist(GameEvent):
    type: Literal["resist"] = "resist"
    damage: int
    difficulty: int
    figure: str
    name: str
    successes: int


class Rest(GameEvent):
    type: Literal["rest"] = "rest"
    hero: str
    supply: int


class Rhune(GameEvent):
    type: Literal["rhune"] = "rhune"
    reveals = "dice"
    card: str
    name: str
    name_fr: str
    rhune: str


class RhuneSpent(GameEvent):
    type: Literal["rhune_spent"] = "rhune_spent"
    reveals = "dice"
    pool: list[str]
    rhune: str


class RoomRevealed(GameEvent):
    type: Literal["room_revealed"] = "room_revealed"
    reveals = "room"
    hero: str
    room: str


class SearchCard(GameEvent):
    type: Literal["search_card"] = "search_card"
    reveals = "card"
    card: str
    hero: str
    name: str
    name_fr: str


class Searched(GameEvent):
    type: Literal["searched"] = "searched"
    hero: str
    room: str
    search_tokens: int
    successes: int = 0
    cancelled: int = 0  # successes the search tokens already there cancelled


class Spawned(GameEvent):
    type: Literal["spawned"] = "spawned"
    card: str
    color: str | None
    figure: str
    hero: str
    label: str
    name: str
    name_fr: str
    square: str


class StartRoomRolled(GameEvent):
    type: Literal["start_room_rolled"] = "start_room_rolled"
    reveals = "dice"
    roll: int
    room: str


class Supply(GameEvent):
    type: Literal["supply"] = "supply"
    amount: int
    supply: int


class SupplyMode(GameEvent):
    type: Literal["supply_mode"] = "supply_mode"
    hero: str
    mode: str


class SupplySpent(GameEvent):
    type: Literal["supply_spent"] = "supply_spent"
    amount: int
    hero: str
    supply: int


class SupplySpentAlways(GameEvent):
    """1 supply spent for +1 die without asking, by the hero's "always" setting (`/supply`)."""

    type: Literal["supply_spent_always"] = "supply_spent_always"
    amount: int
    hero: str
    supply: int


class AttributeTest(GameEvent):
    type: Literal["test"] = "test"
    reveals = "dice"
    attr: str
    dice: int
    faces: list[list[str]]
    figure: str
    focus_gained: int
    focus_used: int
    kind: str
    name: str
    successes: int


class AttributeTestResult(GameEvent):
    type: Literal["test_result"] = "test_result"
    difficulty: int
    figure: str
    passed: bool


class ThreatBurn(GameEvent):
    type: Literal["threat_burn"] = "threat_burn"
    amount: int
    figure: str
    name: str


class ThreatDeckEmpty(GameEvent):
    type: Literal["threat_deck_empty"] = "threat_deck_empty"
    reveals = "card"
    hero: str


class ThreatDrawn(GameEvent):
    type: Literal["threat_drawn"] = "threat_drawn"
    reveals = "card"
    card: str
    hero: str
    kind: str
    name: str
    name_fr: str
    # an event's text, read out as it resolves: the card goes to the discard at once, seen nowhere else
    text: str = ""
    text_fr: str = ""


class ThreatToken(GameEvent):
    type: Literal["threat_token"] = "threat_token"
    amount: int
    figure: str
    name: str
    total: int


class ThreatTurn(GameEvent):
    type: Literal["threat_turn"] = "threat_turn"


class TrapPlaced(GameEvent):
    type: Literal["trap_placed"] = "trap_placed"
    card: str
    label: str
    name: str
    name_fr: str
    square: str
    trap: str


class TrapTriggered(GameEvent):
    type: Literal["trap_triggered"] = "trap_triggered"
    figure: str
    name: str
    name_fr: str
    trap: str


class VillainCard(GameEvent):
    type: Literal["villain_card"] = "villain_card"
    reveals = "card"
    card: str
    kind: str
    name: str
    name_fr: str


class VillainSpawned(GameEvent):
    type: Literal["villain_spawned"] = "villain_spawned"
    name: str
    name_fr: str
    square: str


class VillainTurn(GameEvent):
    type: Literal["villain_turn"] = "villain_turn"


class WaitingFor(GameEvent):
    type: Literal["waiting_for"] = "waiting_for"
    kind: str
    seat: str


EVENT_TYPES: tuple[type[GameEvent], ...] = (
    ActEnd,
    ActPhase,
    Activate,
    AltarFound,
    AltarRolled,
    Armor,
    Attached,
    Attack,
    CardAction,
    CardDiscarded,
    CardDrawn,
    CardDrawnPublic,
    CardPlayed,
    CardUsed,
    Channel,
    Chose,
    Damage,
    Defeated,
    DefenseBonus,
    DoorOpened,
    DrawAction,
    EnemyMoved,
    EnemyPlaced,
    Exhausted,
    Feature,
    Focus,
    GameOver,
    GameStarted,
    Gave,
    HardChoice,
    Heal,
    Inflict,
    Interact,
    LurkerDrawn,
    Moved,
    Mulligan,
    NewRound,
    NoFeature,
    NoRoomToSpawn,
    NoTarget,
    NoThreats,
    Overcome,
    Progress,
    Prompt,
    Pushed,
    QuestCard,
    QuestTokens,
    QuestTurn,
    ReactPhase,
    Refreshed,
    Resist,
    Rest,
    Rhune,
    RhuneSpent,
    RoomRevealed,
    SearchCard,
    Searched,
    Spawned,
    StartRoomRolled,
    Supply,
    SupplyMode,
    SupplySpent,
    SupplySpentAlways,
    AttributeTest,
    AttributeTestResult,
    ThreatBurn,
    ThreatDeckEmpty,
    ThreatDrawn,
    ThreatToken,
    ThreatTurn,
    TrapPlaced,
    TrapTriggered,
    VillainCard,
    VillainSpawned,
    VillainTurn,
    WaitingFor,
)
AltarEvent = event_union(*EVENT_TYPES)
CODEC = EventCodec(AltarEvent)
