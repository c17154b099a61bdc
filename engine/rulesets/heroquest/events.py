"""HeroQuest's events: one model per kind of thing that happens, and their union.

Names carried in both languages (`name` / `name_fr`, `text` / `text_fr`) are copied from content when
the event is made, so narration never has to look into the game state. `reveals` marks what an undo
cannot take back (see engine.core.events).
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from ...core.events import EventCodec, GameEvent, event_union


class FoundDoor(BaseModel):
    """A secret door a search found, with the two squares it joins."""

    model_config = ConfigDict(frozen=True)
    door: str
    a: str
    b: str


class FoundTrap(BaseModel):
    """A trap a search found: on a square, or set in a piece of furniture (kind "furniture")."""

    model_config = ConfigDict(frozen=True)
    trap: str
    kind: str
    square: str | None = None
    furniture: str | None = None


class BlockRoll(GameEvent):
    type: Literal["block_roll"] = "block_roll"
    reveals = "dice"
    hero: str
    roll: list[str]


class Bonus(GameEvent):
    type: Literal["bonus"] = "bonus"
    amount: int
    kind: str
    target: str


class Bought(GameEvent):
    type: Literal["bought"] = "bought"
    hero: str
    item: str
    name: str
    name_fr: str
    price: int


class ChaosSpell(GameEvent):
    type: Literal["chaos_spell"] = "chaos_spell"
    monster: str
    name: str
    name_fr: str
    spell: str
    targets: list[str]


class Chose(GameEvent):
    type: Literal["chose"] = "chose"
    hero: str
    label: str
    label_fr: str
    option: str


class DisarmRoll(GameEvent):
    type: Literal["disarm_roll"] = "disarm_roll"
    reveals = "dice"
    hero: str
    roll: list[str]
    success: bool
    trap: str


class DoorOpened(GameEvent):
    type: Literal["door_opened"] = "door_opened"
    door: str
    hero: str


class DoorSeen(GameEvent):
    type: Literal["door_seen"] = "door_seen"
    reveals = "seen"
    a: str
    b: str
    door: str


class EffectDamage(GameEvent):
    type: Literal["effect_damage"] = "effect_damage"
    damage: int
    defence: list[str]
    target: str
    attack: list[str] = []  # the combat dice rolled for the damage (none for a fixed amount)


class EnteredPit(GameEvent):
    type: Literal["entered_pit"] = "entered_pit"
    hero: str
    square: str


class FoundNothing(GameEvent):
    type: Literal["found_nothing"] = "found_nothing"
    hero: str


class FurnitureTrap(GameEvent):
    type: Literal["furniture_trap"] = "furniture_trap"
    reveals = "trap"  # only Zargon knew it was there: no undo takes it back
    furniture: str
    hero: str
    name: str
    name_fr: str
    text: str
    text_fr: str
    trap: str


class Gave(GameEvent):
    type: Literal["gave"] = "gave"
    hero: str
    item: str
    name: str
    name_fr: str
    to: str


class GaveGold(GameEvent):
    type: Literal["gave_gold"] = "gave_gold"
    amount: int
    hero: str
    to: str


class GoalDone(GameEvent):
    type: Literal["goal_done"] = "goal_done"
    leave: bool
    text: str
    text_fr: str


class Gold(GameEvent):
    type: Literal["gold"] = "gold"
    amount: int
    hero: str
    total: int


class HeroAttacked(GameEvent):
    type: Literal["hero_attacked"] = "hero_attacked"
    reveals = "dice"
    attack: list[str]
    damage: int
    defence: list[str]
    hero: str
    monster: str
    reach: str
    weapon: str


class HeroDied(GameEvent):
    type: Literal["hero_died"] = "hero_died"
    hero: str
    square: str


class HeroHealed(GameEvent):
    type: Literal["hero_healed"] = "hero_healed"
    amount: int
    body: int
    hero: str


class HeroHurt(GameEvent):
    type: Literal["hero_hurt"] = "hero_hurt"
    amount: int
    body: int
    cause: str
    hero: str


class HeroLeft(GameEvent):
    type: Literal["hero_left"] = "hero_left"
    hero: str
    early: bool = False  # before the goal was done: out of the quest, with no share of its reward


class HeroMoved(GameEvent):
    type: Literal["hero_moved"] = "hero_moved"
    hero: str
    path: list[str]
    jump: bool = False


class ItemFound(GameEvent):
    type: Literal["item_found"] = "item_found"
    hero: str
    item: str
    name: str
    name_fr: str


class JumpRoll(GameEvent):
    type: Literal["jump_roll"] = "jump_roll"
    reveals = "dice"
    hero: str
    roll: list[str]
    trap: str


class JumpShort(GameEvent):
    type: Literal["jump_short"] = "jump_short"
    hero: str
    left: int


class MindLost(GameEvent):
    type: Literal["mind_lost"] = "mind_lost"
    amount: int
    hero: str
    mind: int


class MonsterAttacked(GameEvent):
    type: Literal["monster_attacked"] = "monster_attacked"
    reveals = "dice"
    attack: list[str]
    damage: int
    defence: list[str]
    hero: str
    monster: str


class MonsterHealed(GameEvent):
    type: Literal["monster_healed"] = "monster_healed"
    body: int
    monster: str


class MonsterHurt(GameEvent):
    type: Literal["monster_hurt"] = "monster_hurt"
    amount: int
    body: int
    by: str
    monster: str


class MonsterKilled(GameEvent):
    type: Literal["monster_killed"] = "monster_killed"
    by: str
    kind: str
    monster: str
    name: str
    name_fr: str
    square: str


class MonsterMoved(GameEvent):
    type: Literal["monster_moved"] = "monster_moved"
    monster: str
    path: list[str]


class MonsterRevealed(GameEvent):
    type: Literal["monster_revealed"] = "monster_revealed"
    reveals = "seen"
    kind: str
    monster: str
    name: str
    name_fr: str
    square: str


class MonsterSkips(GameEvent):
    type: Literal["monster_skips"] = "monster_skips"
    monster: str


class MoveInterrupted(GameEvent):
    type: Literal["move_interrupted"] = "move_interrupted"
    hero: str
    square: str


class MoveRolled(GameEvent):
    type: Literal["move_rolled"] = "move_rolled"
    reveals = "dice"
    dice: list[int]
    hero: str
    total: int


class MoveShort(GameEvent):
    """The red dice fell short of the square asked for: the hero stays put and keeps the roll.
    `steps`: the square's distance by the open way; `reach`: the closest squares toward it the
    roll reaches; `direct` and `blocker*`: the shorter way something known blocks, if any."""

    type: Literal["move_short"] = "move_short"
    hero: str
    roll: int
    square: str
    steps: int = 0
    left: int = 0
    reach: list[str] = []
    direct: int = 0
    blocker: str = ""
    blocker_at: str = ""
    blocker_name: str = ""  # a monster's label or a hero's id


class Note(GameEvent):
    type: Literal["note"] = "note"
    reveals = "seen"
    text: str
    text_fr: str


class PotionDrunk(GameEvent):
    type: Literal["potion_drunk"] = "potion_drunk"
    hero: str
    item: str
    name: str
    name_fr: str


class QuestLost(GameEvent):
    type: Literal["quest_lost"] = "quest_lost"
    reason: str
    round: int


class QuestStarted(GameEvent):
    type: Literal["quest_started"] = "quest_started"
    elements: dict[str, list[str]]
    goal: str
    goal_fr: str
    heroes: list[str]
    intro: str
    intro_fr: str
    name: str
    name_fr: str
    quest: str


class QuestWon(GameEvent):
    type: Literal["quest_won"] = "quest_won"
    gold: int
    reason: str
    round: int
    text: str
    text_fr: str


class ResistRoll(GameEvent):
    type: Literal["resist_roll"] = "resist_roll"
    reveals = "dice"
    hero: str
    resisted: bool
    roll: list[str]


class RoomRevealed(GameEvent):
    type: Literal["room_revealed"] = "room_revealed"
    room: str
    # the room as players can find it: its corner squares ("F3–H6"), named on the board's edges
    # (its letter is the map's own; logs written before this field have none)
    span: str = ""


class SearchedSecretDoors(GameEvent):
    type: Literal["searched_secret_doors"] = "searched_secret_doors"
    reveals = "seen"
    found: list[FoundDoor]
    hero: str


class SearchedTraps(GameEvent):
    type: Literal["searched_traps"] = "searched_traps"
    reveals = "seen"
    found: list[FoundTrap]
    hero: str


class ShopDone(GameEvent):
    type: Literal["shop_done"] = "shop_done"
    hero: str


class Sold(GameEvent):
    type: Literal["sold"] = "sold"
    hero: str
    item: str
    name: str
    name_fr: str
    price: int


class SpearRoll(GameEvent):
    type: Literal["spear_roll"] = "spear_roll"
    reveals = "dice"
    hero: str
    roll: list[str]


class SpecialTreasure(GameEvent):
    type: Literal["special_treasure"] = "special_treasure"
    hero: str
    text: str
    text_fr: str


class SpellCast(GameEvent):
    type: Literal["spell_cast"] = "spell_cast"
    hero: str
    name: str
    name_fr: str
    spell: str
    target: str


class TrapDisarmed(GameEvent):
    type: Literal["trap_disarmed"] = "trap_disarmed"
    hero: str
    trap: str
    furniture: str | None = None
    square: str | None = None


class TrapSprung(GameEvent):
    type: Literal["trap_sprung"] = "trap_sprung"
    reveals = "trap"  # only Zargon knew it was there: no undo takes it back
    hero: str
    kind: str
    square: str
    trap: str


class TreasureCard(GameEvent):
    type: Literal["treasure_card"] = "treasure_card"
    reveals = "card"
    card: str
    hero: str
    kind: str
    name: str
    name_fr: str
    text: str
    text_fr: str


class TurnEnded(GameEvent):
    type: Literal["turn_ended"] = "turn_ended"
    hero: str


class TurnLost(GameEvent):
    type: Literal["turn_lost"] = "turn_lost"
    hero: str


class TurnStarted(GameEvent):
    type: Literal["turn_started"] = "turn_started"
    hero: str
    round: int


class TurnsLost(GameEvent):
    type: Literal["turns_lost"] = "turns_lost"
    amount: int
    target: str


class WeaponThrown(GameEvent):
    type: Literal["weapon_thrown"] = "weapon_thrown"
    hero: str
    item: str
    # the weapon's names: once thrown it is in nobody's inventory for the narration to name (logs
    # written before have none)
    name: str = ""
    name_fr: str = ""


class WanderingWaits(GameEvent):
    """A wandering monster drawn while every square next to the searcher was taken: placed as near as
    it could be, it does not attack now and acts in Zargon's turn (the rulebook's note)."""

    type: Literal["wandering_waits"] = "wandering_waits"
    monster: str  # its label
    hero: str


class ZargonTurn(GameEvent):
    type: Literal["zargon_turn"] = "zargon_turn"
    round: int


EVENT_TYPES: tuple[type[GameEvent], ...] = (
    BlockRoll,
    Bonus,
    Bought,
    ChaosSpell,
    Chose,
    DisarmRoll,
    DoorOpened,
    DoorSeen,
    EffectDamage,
    EnteredPit,
    FoundNothing,
    FurnitureTrap,
    Gave,
    GaveGold,
    GoalDone,
    Gold,
    HeroAttacked,
    HeroDied,
    HeroHealed,
    HeroHurt,
    HeroLeft,
    HeroMoved,
    ItemFound,
    JumpRoll,
    JumpShort,
    MindLost,
    MonsterAttacked,
    MonsterHealed,
    MonsterHurt,
    MonsterKilled,
    MonsterMoved,
    MonsterRevealed,
    MonsterSkips,
    MoveInterrupted,
    MoveRolled,
    MoveShort,
    Note,
    PotionDrunk,
    QuestLost,
    QuestStarted,
    QuestWon,
    ResistRoll,
    RoomRevealed,
    SearchedSecretDoors,
    SearchedTraps,
    ShopDone,
    Sold,
    SpearRoll,
    SpecialTreasure,
    SpellCast,
    TrapDisarmed,
    TrapSprung,
    TreasureCard,
    TurnEnded,
    TurnLost,
    TurnStarted,
    TurnsLost,
    WanderingWaits,
    WeaponThrown,
    ZargonTurn,
)
HeroQuestEvent = event_union(*EVENT_TYPES)
CODEC = EventCodec(HeroQuestEvent)
