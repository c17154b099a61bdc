"""HeroQuest content as data: pydantic models for heroes, monsters, spells, cards, items and quests.

`load_content()` reads `data/heroquest/*.toml` and `data/heroquest/quests/*.toml`, validates every
file and every cross-reference (squares on the board, doors between two areas, monster kinds,
spells, items, goals), and raises `ContentError` listing every problem found. Effects of spells,
potions, treasure cards and trapped furniture are lists of small typed steps (`Effect`),
interpreted by `effects.py`; no card has Python of its own.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.board import Board, Square, parse_square, square_name
from ...core.content_io import ContentError, data_dir, read_toml, validate_model
from ...core.dice import Die

ELEMENTS = ("air", "fire", "water", "earth")
Element = Literal["air", "fire", "water", "earth"]
Reach = Literal["adjacent", "diagonal", "ranged", "thrown"]

EffectOp = Literal[
    "damage",  # `dice` combat dice (skulls hit) or a flat `amount`; `defend`: the target may defend
    "heal",  # restore `amount` body points (never above the starting value)
    "attack_bonus",  # +`amount` attack dice on the target's next attack
    "defend_bonus",  # +`amount` defend dice on the target's next defence
    "move_bonus",  # +`amount` red dice on the target's next movement roll
    "skip_turn",  # the target loses its next `amount` turns
    "summon",  # `count` monsters of kind `monster` appear next to the caster
    "gold",  # the hero gains `amount` gold
    "item",  # the hero gains item `item`
    "mind_damage",  # the target loses `amount` mind points (never below 1)
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Effect(_Strict):
    """One small typed step. Only the fields an op uses are read (see effects.py)."""

    op: EffectOp
    amount: int = 0
    dice: int = 0
    defend: bool = False
    monster: str | None = None
    count: int = 1
    item: str | None = None


class HeroDef(_Strict):
    id: str
    name: str
    name_fr: str
    text: str = ""
    text_fr: str = ""
    attack: int  # attack dice of the starting weapon (shown on the character card)
    defend: int
    body: int
    mind: int
    weapon: str  # starting weapon (an armory item id)
    label: str  # one letter on the board
    label_fr: str = ""  # its letter in French when the French name begins otherwise (N for Nain); empty: the same
    spell_groups: int = 0  # 3 for the Wizard, 1 for the Elf
    disarms_without_kit: bool = False  # the Dwarf
    wizard_limits: bool = False  # may only use items marked wizard_ok
    color: str = "#3b6fd8"


class MonsterDef(_Strict):
    id: str
    name: str
    name_fr: str
    text: str = ""
    text_fr: str = ""
    move: int
    attack: int
    defend: int
    body: int
    mind: int
    label: str  # label prefix on the board: G for G1, G2...
    undead: bool = False
    color: str = "#8a1c1c"


class SpellDef(_Strict):
    id: str
    element: Element
    name: str
    name_fr: str
    text: str
    text_fr: str
    # hero: any hero in sight (the caster included); monster: a monster in sight; self: the caster
    target: Literal["hero", "monster", "self"]
    effects: list[Effect]


class ChaosSpellDef(_Strict):
    id: str
    name: str
    name_fr: str
    text: str
    text_fr: str
    # hero: one hero in sight; heroes: every hero in sight; self: the caster
    target: Literal["hero", "heroes", "self"]
    # mind: the hero rolls one combat die per mind point; any white shield shrugs the spell off
    resist: Literal["mind"] | None = None
    effects: list[Effect]


class TreasureCard(_Strict):
    id: str
    name: str
    name_fr: str
    text: str
    text_fr: str
    # gold / item: kept by the finder, out of the deck until the next quest;
    # wander / hazard: back into the deck (which is shuffled before every draw)
    kind: Literal["gold", "item", "wander", "hazard"]
    effects: list[Effect] = []
    ends_turn: bool = False
    copies: int = 1


class ItemDef(_Strict):
    id: str
    name: str
    name_fr: str
    text: str
    text_fr: str
    kind: Literal["weapon", "armor", "potion", "tool", "artifact", "valuable"]
    price: int | None = None  # armory price in gold; None: not for sale
    attack: int = 0  # weapons: attack dice
    reach: list[Reach] = []  # weapons: how far they strike
    hands: Literal[1, 2] = 1
    defend: int = 0  # armor: extra defend dice
    slot: Literal["body", "head", "shield", "arms", "weapon", "none"] = "none"
    wizard_ok: bool = False
    move_dice: int | None = None  # heavy armor: red dice rolled to move
    move_bonus: int = 0  # squares added to every movement roll
    mind_bonus: int = 0
    body_bonus: int = 0
    undead_bonus: int = 0  # extra attack dice against undead
    effects: list[Effect] = []  # potions: what drinking does
    heals_at_zero: bool = False  # potions that can save a hero at 0 body


class FurnitureDef(_Strict):
    id: str
    name: str
    name_fr: str


class DiceDef(_Strict):
    combat: Die
    skull: str = "skull"
    white: str = "white"
    black: str = "black"


class BoardDef(_Strict):
    """The one board every quest is played on: rooms (upper-case letters) and corridors."""

    rows: list[str]
    rooms: dict[str, str]  # character -> room id
    corridors: dict[str, str]  # character -> corridor section id (all sections form one area)
    names: dict[str, str] = {}  # area or section id -> display name


# --- quests ---------------------------------------------------------------------------------------


class QDoor(_Strict):
    id: str
    a: str
    b: str
    secret: bool = False


class QMonster(_Strict):
    id: str
    kind: str
    at: str
    label: str | None = None  # a boss's own label (no number is added)
    name: str | None = None
    name_fr: str | None = None
    move: int | None = None
    attack: int | None = None
    defend: int | None = None
    body: int | None = None
    mind: int | None = None
    spells: list[str] = []  # Chaos spell ids, each cast once


class QTrapEffect(_Strict):
    name: str
    name_fr: str
    text: str
    text_fr: str
    effects: list[Effect]


class QFurniture(_Strict):
    id: str
    kind: str
    squares: list[str] = Field(min_length=1)
    trap: QTrapEffect | None = None


class QTrap(_Strict):
    id: str
    kind: Literal["pit", "block", "spear"]
    at: str


class QTreasure(_Strict):
    """A room's special treasure: goes to the first hero who searches the room for treasure."""

    room: str
    text: str
    text_fr: str
    gold: int = 0
    items: list[str] = []
    effects: list[Effect] = []


class QNote(_Strict):
    """Read to the players when the room is revealed (or a hero first sees the square)."""

    room: str | None = None
    square: str | None = None
    text: str
    text_fr: str


class QGoal(_Strict):
    # kill: every monster in `monsters` is dead; find: a hero carries `item`; explore: room revealed
    kind: Literal["kill", "find", "explore"]
    monsters: list[str] = []
    item: str | None = None
    room: str | None = None
    leave: bool = True  # then the heroes must leave by the stairway
    text: str
    text_fr: str


class QReward(_Strict):
    gold: int = 0  # per surviving hero
    text: str = ""
    text_fr: str = ""


class QuestDef(_Strict):
    id: str
    number: int
    name: str
    name_fr: str
    summary: str
    summary_fr: str
    intro: str  # the parchment text read to the players at the start
    intro_fr: str
    stairs: str  # top-left square of the 2x2 stairway; the heroes start on it
    # Not read: a quest has no round limit of its own; a group that wants one asks for it at set-up
    # (option `rounds`). Kept so that older quest files still load.
    max_rounds: int | None = None
    wandering: str  # monster kind that wandering-monster treasure cards bring
    doors: list[QDoor] = []
    monsters: list[QMonster] = []
    furniture: list[QFurniture] = []
    blocked: list[str] = []
    traps: list[QTrap] = []
    treasures: list[QTreasure] = []
    notes: list[QNote] = []
    goal: QGoal
    reward: QReward = QReward()


class Content(BaseModel):
    """Everything loaded from data/heroquest, indexed by id."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    dice: DiceDef
    board_def: BoardDef
    heroes: dict[str, HeroDef]
    monsters: dict[str, MonsterDef]
    spells: dict[str, SpellDef]
    chaos_spells: dict[str, ChaosSpellDef]
    treasure: list[TreasureCard]
    items: dict[str, ItemDef]
    furniture_kinds: dict[str, FurnitureDef]
    quests: dict[str, QuestDef]
    boards: dict[str, Any] = {}  # quest id -> Board (with that quest's doors)
    section_of: dict[Square, str] = {}  # corridor square -> section id

    def counts(self) -> dict[str, int]:
        return {
            "heroes": len(self.heroes),
            "monsters": len(self.monsters),
            "spells": len(self.spells),
            "chaos_spells": len(self.chaos_spells),
            "treasure_cards": sum(c.copies for c in self.treasure),
            "armory": sum(1 for i in self.items.values() if i.price is not None),
            "artifacts": sum(1 for i in self.items.values() if i.kind == "artifact"),
            "quests": len(self.quests),
        }

    def board(self, quest: str) -> Board:
        return self.boards[quest]

    def quest_order(self) -> list[str]:
        return [q.id for q in sorted(self.quests.values(), key=lambda q: (q.number, q.id))]


_read = read_toml
_model = validate_model


def _list(cls: type[BaseModel], raw: dict[str, Any], key: str, where: str, problems: list[str]) -> list[Any]:
    out = []
    for i, item in enumerate(raw.get(key, [])):
        obj = _model(cls, item, f"{where} {key} #{i + 1}", problems)
        if obj is not None:
            out.append(obj)
    return out


def _by_id(items: list[Any], where: str, problems: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for obj in items:
        if obj.id in out:
            problems.append(f"{where}: id {obj.id!r} is used twice")
        out[obj.id] = obj
    return out


def load_content(root: Path | None = None) -> Content:
    """Load and validate all of data/heroquest. Raises ContentError listing every problem found."""
    base = (root or data_dir()) / "heroquest"
    problems: list[str] = []
    if not base.is_dir():
        raise ContentError([f"{base}: no such folder"])
    dice = _model(DiceDef, _read(base / "dice.toml", problems), "dice.toml", problems)
    board_def = _model(BoardDef, _read(base / "board.toml", problems), "board.toml", problems)
    raw = _read(base / "heroes.toml", problems)
    heroes = _by_id(_list(HeroDef, raw, "heroes", "heroes.toml", problems), "heroes.toml", problems)
    raw = _read(base / "monsters.toml", problems)
    monsters = _by_id(_list(MonsterDef, raw, "monsters", "monsters.toml", problems), "monsters.toml", problems)
    raw = _read(base / "spells.toml", problems)
    spells = _by_id(_list(SpellDef, raw, "spells", "spells.toml", problems), "spells.toml", problems)
    raw = _read(base / "chaos_spells.toml", problems)
    chaos = _by_id(_list(ChaosSpellDef, raw, "spells", "chaos_spells.toml", problems), "chaos_spells.toml", problems)
    raw = _read(base / "treasure.toml", problems)
    treasure = _list(TreasureCard, raw, "cards", "treasure.toml", problems)
    _by_id(treasure, "treasure.toml", problems)
    items_list: list[ItemDef] = []
    for name in ("armory.toml", "items.toml", "artifacts.toml"):
        items_list += _list(ItemDef, _read(base / name, problems), "items", name, problems)
    items = _by_id(items_list, "items", problems)
    raw = _read(base / "furniture.toml", problems)
    furniture = _by_id(_list(FurnitureDef, raw, "furniture", "furniture.toml", problems), "furniture.toml", problems)
    quests: dict[str, QuestDef] = {}
    for path in sorted((base / "quests").glob("*.toml")):
        q = _model(QuestDef, _read(path, problems), f"quests/{path.name}", problems)
        if q is not None:
            if q.id in quests:
                problems.append(f"quests/{path.name}: quest id {q.id!r} is used twice")
            quests[q.id] = q
    if dice is None or board_def is None:
        raise ContentError(problems or ["missing dice.toml or board.toml"])
    content = Content(
        dice=dice, board_def=board_def, heroes=heroes, monsters=monsters, spells=spells, chaos_spells=chaos,
        treasure=treasure, items=items, furniture_kinds=furniture, quests=quests,
    )
    _check(content, problems)
    if problems:
        raise ContentError(problems)
    return content


def build_board(board_def: BoardDef, doors: list[QDoor]) -> Board:
    legend = {**board_def.rooms, **dict.fromkeys(board_def.corridors, "corridor")}
    pairs = {}
    # secret doors are numbered after the others, so that no gap in the numbers gives one away
    for d in sorted(doors, key=lambda d: d.secret):
        a, b = parse_square(d.a), parse_square(d.b)
        if a is None or b is None:
            raise ValueError(f"door {d.id}: bad square name")
        pairs[d.id] = (a, b)
    return Board.from_rows(board_def.rows, legend, pairs, diagonal=False)


def _check_effects(effects: list[Effect], where: str, content: Content, problems: list[str]) -> None:
    for e in effects:
        if e.op == "summon" and e.monster not in content.monsters:
            problems.append(f"{where}: summon names unknown monster {e.monster!r}")
        if e.op == "item" and e.item not in content.items:
            problems.append(f"{where}: unknown item {e.item!r}")
        if e.op == "damage" and e.dice <= 0 and e.amount <= 0:
            problems.append(f"{where}: damage needs dice or amount")


def _check(content: Content, problems: list[str]) -> None:
    bd = content.board_def
    faces = [tuple(f) for f in content.dice.combat.faces]
    if len(faces) != 6:
        problems.append("dice.toml: the combat die needs six faces")
    for ch in set(bd.rooms) & set(bd.corridors):
        problems.append(f"board.toml: {ch!r} is both a room and a corridor")
    for y, row in enumerate(bd.rows):
        for x, ch in enumerate(row):
            if ch in bd.corridors:
                content.section_of[(x, y)] = bd.corridors[ch]
    try:
        build_board(bd, [])
    except ValueError as exc:
        problems.append(f"board.toml: {exc}")
        return
    for h in content.heroes.values():
        w = content.items.get(h.weapon)
        if w is None or w.kind != "weapon":
            problems.append(f"heroes.toml: {h.id}: starting weapon {h.weapon!r} is not a weapon")
    elements = {s.element for s in content.spells.values()}
    if content.spells and elements != set(ELEMENTS):
        problems.append("spells.toml: every element needs spells")
    for s in content.spells.values():
        _check_effects(s.effects, f"spells.toml: {s.id}", content, problems)
    for s in content.chaos_spells.values():
        _check_effects(s.effects, f"chaos_spells.toml: {s.id}", content, problems)
    for c in content.treasure:
        _check_effects(c.effects, f"treasure.toml: {c.id}", content, problems)
    for i in content.items.values():
        _check_effects(i.effects, f"items: {i.id}", content, problems)
        if i.kind == "weapon" and (i.attack <= 0 or not i.reach):
            problems.append(f"items: {i.id}: a weapon needs attack dice and a reach")
        if i.kind == "potion" and not i.effects:
            problems.append(f"items: {i.id}: a potion needs effects")
    for q in content.quests.values():
        _check_quest(content, q, problems)


def _check_quest(content: Content, q: QuestDef, problems: list[str]) -> None:
    where = f"quests/{q.id}"
    try:
        board = build_board(content.board_def, q.doors)
    except ValueError as exc:
        problems.append(f"{where}: {exc}")
        return
    content.boards[q.id] = board
    ids: set[str] = set()
    taken: dict[Square, str] = {}

    def square(name: str, what: str) -> Square | None:
        s = parse_square(name)
        if s is None or s not in board.area_of:
            problems.append(f"{where}: {what}: {name!r} is not a square of the board")
            return None
        return s

    def claim(s: Square | None, what: str, sharing: bool = False) -> None:
        if s is None:
            return
        if s in taken and not sharing:
            problems.append(f"{where}: {what} and {taken[s]} share {square_name(s)}")
        taken.setdefault(s, what)

    def new_id(i: str) -> None:
        if i in ids:
            problems.append(f"{where}: id {i!r} is used twice")
        ids.add(i)

    stairs = square(q.stairs, "stairs")
    if stairs is not None:
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            s = (stairs[0] + dx, stairs[1] + dy)
            if board.area_of.get(s) != board.area_of[stairs]:
                problems.append(f"{where}: the 2x2 stairway at {q.stairs} leaves its area")
            claim(s, "stairs")
    for d in q.doors:
        new_id(d.id)
        a, b = parse_square(d.a), parse_square(d.b)
        if a in board.area_of and b in board.area_of and board.area_of[a] == board.area_of[b]:
            problems.append(f"{where}: door {d.id} does not separate two areas")
    for m in q.monsters:
        new_id(m.id)
        if m.kind not in content.monsters:
            problems.append(f"{where}: monster {m.id}: unknown kind {m.kind!r}")
        claim(square(m.at, m.id), m.id)
        for sp in m.spells:
            if sp not in content.chaos_spells:
                problems.append(f"{where}: monster {m.id}: unknown Chaos spell {sp!r}")
    for f in q.furniture:
        new_id(f.id)
        if f.kind not in content.furniture_kinds:
            problems.append(f"{where}: furniture {f.id}: unknown kind {f.kind!r}")
        areas = set()
        for name in f.squares:
            s = square(name, f.id)
            claim(s, f.id)
            if s is not None:
                areas.add(board.area_of[s])
        if len(areas) > 1 or "corridor" in areas:
            problems.append(f"{where}: furniture {f.id} must stand inside one room")
        if f.trap:
            _check_effects(f.trap.effects, f"{where}: {f.id} trap", content, problems)
    for name in q.blocked:
        claim(square(name, "blocked"), f"blocked {name}")
    for d in q.doors:
        for s in (parse_square(d.a), parse_square(d.b)):
            what = taken.get(s) if s is not None else None
            if what is not None and (what.startswith("blocked") or what in {f.id for f in q.furniture}):
                problems.append(f"{where}: door {d.id} opens onto {what}")
    for t in q.traps:
        new_id(t.id)
        claim(square(t.at, t.id), t.id)
    rooms = set(content.board_def.rooms.values())
    for tr in q.treasures:
        if tr.room not in rooms:
            problems.append(f"{where}: treasure in unknown room {tr.room!r}")
        for it in tr.items:
            if it not in content.items:
                problems.append(f"{where}: treasure names unknown item {it!r}")
        _check_effects(tr.effects, f"{where}: treasure in {tr.room}", content, problems)
    for n in q.notes:
        if (n.room is None) == (n.square is None):
            problems.append(f"{where}: a note needs a room or a square")
        if n.room is not None and n.room not in rooms:
            problems.append(f"{where}: note in unknown room {n.room!r}")
        if n.square is not None:
            square(n.square, "note")
    if q.wandering not in content.monsters:
        problems.append(f"{where}: unknown wandering monster {q.wandering!r}")
    monster_ids = {m.id for m in q.monsters}
    g = q.goal
    if g.kind == "kill" and (not g.monsters or not set(g.monsters) <= monster_ids):
        problems.append(f"{where}: goal kill needs monsters of this quest")
    if g.kind == "find":
        placed = [it for tr in q.treasures for it in tr.items]
        if g.item not in content.items or g.item not in placed:
            problems.append(f"{where}: goal find needs an item placed as a special treasure")
    if g.kind == "explore" and g.room not in rooms:
        problems.append(f"{where}: goal explore needs a room")
    # every goal monster and treasure room can be reached from the stairs through some door
    if stairs is not None:
        blocked = {parse_square(b) for b in q.blocked}
        reach = board.distances(stairs, set(board.doors), passable=lambda s: s not in blocked)
        for m in q.monsters:
            s = parse_square(m.at)
            if s is not None and s not in reach and m.id in g.monsters:
                problems.append(f"{where}: goal monster {m.id} cannot be reached from the stairs")
        reached_rooms = {board.area_of[s] for s in reach}
        for tr in q.treasures:
            if tr.room not in reached_rooms:
                problems.append(f"{where}: treasure room {tr.room} cannot be reached from the stairs")


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
