"""Age of Fantasy: Quest content as data: heroes, enemy factions and their unit profiles, spells, loot,
terrain pieces and the terrain sets that lay them out on the table.

`load_content(folder)` reads `heroes.toml`, `spells.toml`, `loot.toml`, `terrain.toml` and `factions/*.toml` from the
game's data folder (`data/aofq` unless told), validates every record against the models below and
then runs `check()`, raising `ContentError` with every problem found. `check(content)` is pure: it
returns the cross-reference problems (unknown spells, a faction without a villain, a special rule no
unit uses...) so a test can break a copy and see the sentence it gets.

Special rules are written as the rulebook writes them, `"Fearless"` or `"AP(1)"`; the names form a
closed list (`RULES`), so a misspelt or invented rule is a validation error, not a silent no-op.
Distances are in inches on the full-size table (the rulebook halves them for a small one);
`build_table(content, set_id, size)` places a terrain set on a `geometry.Table`, halving it for 24".
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, get_args

import shapely
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from shapely import affinity
from shapely.geometry import LineString, Polygon, box

from ...core.content_io import ContentError, data_dir, read_toml, validate_model
from .geometry import DEFAULT_BASE, FULL_TABLE, Table, Terrain

# Every special rule of the rulebook's reference list. Weapon rules change one weapon's attacks;
# model rules change how the model moves, fights or holds (the split follows each rule's wording:
# "cette arme" versus "cette figurine" / "l'unité").
WeaponRuleName = Literal[
    "AP", "Bane", "Blast", "Counter", "Deadly", "Indirect", "Limited", "Reliable", "Rending",
    "Surge", "Thrust", "Unstoppable",
]
ModelRuleName = Literal[
    "Ambush", "Caster", "Fast", "Fear", "Fearless", "Flying", "Furious", "Immobile", "Impact",
    "Regeneration", "Relentless", "Scout", "Slow", "Stealth", "Strider", "Villain",
]
WEAPON_RULES: tuple[str, ...] = get_args(WeaponRuleName)
MODEL_RULES: tuple[str, ...] = get_args(ModelRuleName)
RULES: tuple[str, ...] = tuple(sorted(WEAPON_RULES + MODEL_RULES))
RuleName = Literal[WeaponRuleName, ModelRuleName]
# The rules the rulebook writes with a value: AP(X), Blast(X), Caster(X), Deadly(X), Fear(X), Impact(X).
RULES_WITH_X = frozenset({"AP", "Blast", "Caster", "Deadly", "Fear", "Impact"})

# How the French rulebook names them (its typos "Embascade" and "Éclaircur" corrected).
RULE_NAMES_FR: dict[str, str] = {
    "Ambush": "Embuscade", "AP": "PA", "Bane": "Fléau", "Blast": "Explosion", "Caster": "Lanceur de sorts",
    "Counter": "Contre-charge", "Deadly": "Mortel", "Fast": "Rapide", "Fear": "Effrayant",
    "Fearless": "Sans peur", "Flying": "Volant", "Furious": "Furieux", "Immobile": "Immobile",
    "Impact": "Impact", "Indirect": "Indirect", "Limited": "Limité", "Regeneration": "Régénération",
    "Relentless": "Implacable", "Reliable": "Fiable", "Rending": "Perforant", "Scout": "Éclaireur",
    "Slow": "Lent", "Stealth": "Furtif", "Strider": "Arpenteur", "Surge": "Surcharge", "Thrust": "Percée",
    "Unstoppable": "Imparable", "Villain": "Scélérat",
}

# The four status conditions (Affligé, Estropié, Malade, Entravé), each shaken off with a test of
# Strength, Dexterity, Will, or by spending power.
Condition = Literal["Afflicted", "Crippled", "Sick", "Hindered"]
CONDITIONS: tuple[str, ...] = get_args(Condition)
CONDITION_NAMES_FR: dict[str, str] = {"Afflicted": "Affligé", "Crippled": "Estropié", "Sick": "Malade",
                                      "Hindered": "Entravé"}

Stat = Literal["strength", "dexterity", "will"]
# Hero skill effects, a closed list the engine implements one by one.
SkillEffect = Literal["guard", "rally", "pinning_shot", "reveal_tokens", "heal_other", "hex", "slip", "loot_two",
                      "steady", "revive_cheap", "stun", "heal_self"]
# Lasting effects a spell leaves on its target (besides hits, heals and conditions).
SpellStatus = Literal["snared", "ward", "tempered"]

# A caster never holds more than six spell tokens, so no spell or Caster(X) can ask for more.
MAX_SPELL_TOKENS = 6
ADVANCE, RUSH = 6, 12  # inches for Advance, and for Rush or Charge
_RULE_TEXT = re.compile(r"^\s*([A-Za-z]+)\s*(?:\(\s*\+?\s*(\d+)\s*\))?\s*$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Rule(BaseModel):
    """One special rule, with its value for those that take one: `AP(1)` is Rule(name="AP", x=1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: RuleName
    x: int | None = Field(default=None, ge=1, le=12)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, raw: Any) -> Any:
        if not isinstance(raw, str):
            return raw
        match = _RULE_TEXT.match(raw)
        if match is None:
            raise ValueError(f"{raw!r} is not written like a special rule ('Fearless', 'AP(1)')")
        return {"name": match[1], "x": int(match[2]) if match[2] else None}

    @model_validator(mode="after")
    def _value_where_the_rule_takes_one(self) -> Rule:
        if self.name in RULES_WITH_X and self.x is None:
            raise ValueError(f"{self.name} needs its value, like {self.name}(1)")
        if self.name not in RULES_WITH_X and self.x is not None:
            raise ValueError(f"{self.name} takes no value")
        return self

    def __str__(self) -> str:
        return self.name if self.x is None else f"{self.name}({self.x})"

    def french(self) -> str:
        """As the French rulebook writes it: `PA (1)`, `Sans peur`."""
        name = RULE_NAMES_FR[self.name]
        return name if self.x is None else f"{name} ({self.x})"


def _only(rules: list[Rule], allowed: tuple[str, ...], what: str) -> list[Rule]:
    for rule in rules:
        if rule.name not in allowed:
            raise ValueError(f"{rule} is not a rule of {what}")
    names = [r.name for r in rules]
    if len(names) != len(set(names)):
        raise ValueError("a rule is listed twice")
    return rules


class Named(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    name_fr: str = Field(min_length=1)


class Weapon(_Strict):
    """A weapon's profile: `range` 0 is a melee weapon, anything else shoots that many inches."""

    name: str = Field(min_length=1)
    name_fr: str = Field(min_length=1)
    range: int = Field(ge=0, le=48)
    attacks: int = Field(ge=1, le=12)
    rules: list[Rule] = []
    inflicts: list[Condition] = []  # a model wounded by this weapon gains these conditions

    @field_validator("rules")
    @classmethod
    def _weapon_rules(cls, rules: list[Rule]) -> list[Rule]:
        return _only(rules, WEAPON_RULES, "a weapon")

    @property
    def melee(self) -> bool:
        return self.range == 0

    def rule(self, name: str) -> Rule | None:
        return next((r for r in self.rules if r.name == name), None)


class _Fighter(Named):
    """What heroes and enemy units share: the profile the rulebook rolls against."""

    quality: int = Field(ge=2, le=6)  # Qua: hit on this or more
    defense: int = Field(ge=2, le=6)  # Def: block on this or more
    tough: int = Field(ge=1, le=20)  # Cor: wounds that kill one model
    weapons: list[Weapon] = Field(min_length=1)
    rules: list[Rule] = []
    spells: list[str] = []  # spell ids, for models with Caster(X)
    base: float = Field(default=DEFAULT_BASE, ge=0.5, le=6.0)  # round base, inches across
    # the French name's gender and number ("Odile est Ébranlée", "les Piquiers sont Ébranlés")
    gender_fr: Literal["m", "f", "mp", "fp"] = "m"

    @field_validator("rules")
    @classmethod
    def _model_rules(cls, rules: list[Rule]) -> list[Rule]:
        return _only(rules, MODEL_RULES, "a model")

    def rule(self, name: str) -> Rule | None:
        return next((r for r in self.rules if r.name == name), None)

    @property
    def advance(self) -> int:
        """Inches moved by Advance: 6, +2 if Fast, -2 if Slow; 0 if Immobile (it may only Hold)."""
        return self._speed(ADVANCE, 2)

    @property
    def rush(self) -> int:
        """Inches moved by Rush or Charge: 12, +4 if Fast, -4 if Slow; 0 if Immobile."""
        return self._speed(RUSH, 4)

    def _speed(self, base: int, step: int) -> int:
        if self.rule("Immobile"):
            return 0
        return base + (step if self.rule("Fast") else 0) - (step if self.rule("Slow") else 0)

    @property
    def is_caster(self) -> bool:
        return self.rule("Caster") is not None

    @property
    def is_shooter(self) -> bool:
        return any(not w.melee for w in self.weapons)

    def used_rules(self) -> set[str]:
        return {r.name for r in self.rules} | {r.name for w in self.weapons for r in w.rules}


class HeroSkill(Named):
    """A hero skill: a skill action that tests `stat`; on a failure the hero pays 1 power and it works anyway."""

    stat: Stat
    effect: SkillEffect  # what the engine does (engine/rulesets/aofq/skills.py); the text says it to players
    range: float = Field(default=0.0, ge=0.0, le=24.0)  # inches, for effects that reach someone
    amount: int = Field(default=0, ge=0, le=6)  # wounds healed, Defense changed, loot drawn...
    text: str = Field(min_length=1)
    text_fr: str = Field(min_length=1)
    cures: list[Condition] = []


class Hero(_Fighter):
    strength: int = Field(ge=2, le=6)  # tests pass on this or more
    dexterity: int = Field(ge=2, le=6)
    will: int = Field(ge=2, le=6)
    power: int = Field(ge=1, le=12)  # the most power points the hero holds; Rest restores them all
    text: str = Field(min_length=1)
    text_fr: str = Field(min_length=1)
    skills: list[HeroSkill] = Field(min_length=2)
    # what the map and the story call the hero, in both languages (default: the first word of the name,
    # which for "Brother Aldric Wen" would be his title)
    label: str | None = Field(default=None, min_length=1, max_length=12)


class UnitProfile(_Fighter):
    """An enemy unit the AI plays: `models` figures of the same profile (1 for a single model)."""

    faction: str
    models: int = Field(ge=1, le=20)
    text: str = ""
    text_fr: str = ""

    @property
    def is_single(self) -> bool:
        return self.models == 1

    @property
    def is_villain(self) -> bool:
        return self.rule("Villain") is not None

    @property
    def roles(self) -> set[str]:
        """single or multi, plus shooter / caster / villain where they apply."""
        out = {"single" if self.is_single else "multi"}
        out |= {role for role, yes in (("shooter", self.is_shooter), ("caster", self.is_caster),
                                       ("villain", self.is_villain)) if yes}
        return out


class Faction(Named):
    text: str = Field(min_length=1)
    text_fr: str = Field(min_length=1)
    units: list[UnitProfile] = Field(min_length=1)


class Spell(Named):
    """A spell: cast by spending `cost` spell tokens and rolling 4+ (heroes may add tokens to the roll)."""

    cost: int = Field(ge=1, le=MAX_SPELL_TOKENS)
    range: int = Field(ge=0, le=36)  # 0: the caster itself
    target: Literal["enemy", "ally", "self"]
    hits: int = Field(default=0, ge=0, le=12)
    rules: list[Rule] = []  # weapon rules of those hits
    heal: int = Field(default=0, ge=0, le=6)
    inflicts: list[Condition] = []
    cures: list[Condition] = []
    status: SpellStatus | None = None  # snared: only Hold next activation; ward: +1 Def against shooting
    # this round; tempered: melee weapons AP(+1) this round
    text: str = Field(min_length=1)
    text_fr: str = Field(min_length=1)

    @field_validator("rules")
    @classmethod
    def _weapon_rules(cls, rules: list[Rule]) -> list[Rule]:
        return _only(rules, WEAPON_RULES, "a spell's hits")


class Loot(Named):
    """One search token's find. `copies` of it go into the pool a revealed token draws from."""

    kind: Literal["weapon", "armor", "potion", "scroll", "trinket", "trap", "nothing"]
    copies: int = Field(default=1, ge=1, le=6)
    text: str = Field(min_length=1)
    text_fr: str = Field(min_length=1)
    weapon: Weapon | None = None  # kind weapon
    defense_bonus: int = Field(default=0, ge=0, le=2)  # kind armor
    heal: int = Field(default=0, ge=0, le=6)  # wounds restored (potions)
    power: int = Field(default=0, ge=0, le=6)  # power points restored (potions)
    spell: str | None = None  # kind scroll: the spell it casts once, without tokens
    grants: list[Rule] = []  # trinkets: model rules the bearer gains
    inflicts: list[Condition] = []  # traps
    wounds: int = Field(default=0, ge=0, le=3)  # traps
    cures: list[Condition] = []

    @field_validator("grants")
    @classmethod
    def _model_rules(cls, rules: list[Rule]) -> list[Rule]:
        return _only(rules, MODEL_RULES, "a model")


Point2 = tuple[float, float]
MIN_SET_PIECES = 20
TERRAIN_OVERLAP = 1e-6  # square inches: pieces may touch, not share ground


class TerrainTemplate(Named):
    """A terrain piece as it comes out of the box: what it does and its footprint, [x, y] points in inches
    around the piece's own origin (where a set places it and what it turns about)."""

    blocking: bool = False
    cover: bool = False
    difficult: bool = False
    dangerous: bool = False
    height: float = Field(default=0.0, ge=0.0, le=12.0)  # inches a model standing on it is raised
    footprint: list[Point2] = Field(min_length=3)

    @field_validator("footprint")
    @classmethod
    def _simple_polygon(cls, points: list[Point2]) -> list[Point2]:
        if len(set(points)) != len(points):
            raise ValueError("a footprint repeats a point")
        polygon = Polygon(points)
        if not polygon.is_valid or polygon.area <= 0:
            raise ValueError("the footprint is not a simple polygon (its sides cross or it has no area)")
        return points

    @model_validator(mode="after")
    def _does_something(self) -> TerrainTemplate:
        if not (self.blocking or self.cover or self.difficult or self.dangerous or self.height):
            raise ValueError("a terrain piece needs a kind (blocking, cover, difficult, dangerous) or a height")
        return self

    def polygon(self) -> Polygon:
        return Polygon(self.footprint)


class PlacedPiece(_Strict):
    """One piece of a set: a template turned `rotation` degrees (anticlockwise) about its origin, which
    is then put at (x, y) on the 48" table."""

    template: str
    x: float = Field(ge=0.0, le=FULL_TABLE)
    y: float = Field(ge=0.0, le=FULL_TABLE)
    rotation: float = Field(default=0.0, ge=-360.0, le=360.0)


class TerrainSet(Named):
    """A named layout of terrain for the 48" table (the 24" table halves it)."""

    text: str = ""
    text_fr: str = ""
    pieces: list[PlacedPiece] = Field(min_length=1)


def place(template: TerrainTemplate, piece: PlacedPiece) -> Polygon:
    """The piece's footprint on the 48" table."""
    turned = affinity.rotate(template.polygon(), piece.rotation, origin=(0.0, 0.0))
    return affinity.translate(turned, piece.x, piece.y)


class Content(BaseModel):
    """Everything under data/aofq, as loaded: lists in file order (check() finds repeated ids)."""

    heroes: list[Hero]
    factions: list[Faction]
    spells: list[Spell]
    loot: list[Loot]
    terrain: list[TerrainTemplate] = []
    terrain_sets: list[TerrainSet] = []

    def hero(self, hero_id: str) -> Hero:
        return next(h for h in self.heroes if h.id == hero_id)

    def units(self) -> list[UnitProfile]:
        return [u for f in self.factions for u in f.units]

    def unit(self, unit_id: str) -> UnitProfile:
        return next(u for u in self.units() if u.id == unit_id)

    def spell(self, spell_id: str) -> Spell:
        return next(s for s in self.spells if s.id == spell_id)

    def item(self, loot_id: str) -> Loot:
        return next(i for i in self.loot if i.id == loot_id)

    def template(self, template_id: str) -> TerrainTemplate:
        return next(t for t in self.terrain if t.id == template_id)

    def terrain_set(self, set_id: str) -> TerrainSet:
        return next(s for s in self.terrain_sets if s.id == set_id)

    def counts(self) -> dict[str, int]:
        return {
            "heroes": len(self.heroes),
            "factions": len(self.factions),
            "units": len(self.units()),
            "spells": len(self.spells),
            "loot": sum(item.copies for item in self.loot),
            "terrain": len(self.terrain),
            "terrain_sets": len(self.terrain_sets),
        }


def piece_id(index: int, piece: PlacedPiece) -> str:
    """A placed piece's id on the table: its place in the set and its template, `03_ruined_tower`."""
    return f"{index + 1:02d}_{piece.template}"


def build_table(content: Content, set_id: str, size: float = FULL_TABLE) -> Table:
    """The table with the set's terrain placed, in the set's order. On the 24" table every coordinate,
    footprint and height is halved (bases keep their size; rule distances go through Table.inches)."""
    terrain_set = next((s for s in content.terrain_sets if s.id == set_id), None)
    if terrain_set is None:
        raise KeyError(f"no terrain set {set_id!r}")
    scale = float(size) / FULL_TABLE
    pieces = []
    for i, piece in enumerate(terrain_set.pieces):
        template = content.template(piece.template)
        footprint = affinity.scale(place(template, piece), scale, scale, origin=(0.0, 0.0))
        pieces.append(Terrain(id=piece_id(i, piece), footprint=footprint, blocking=template.blocking,
                              cover=template.cover, difficult=template.difficult, dangerous=template.dangerous,
                              height=template.height * scale))
    return Table(size=size, terrain=tuple(pieces))


# --- loading --------------------------------------------------------------------------------------


def _records(cls: type[BaseModel], raw: dict[str, Any], key: str, where: str, problems: list[str],
             extra: dict[str, Any] | None = None) -> list[Any]:
    out = []
    for i, item in enumerate(raw.get(key, [])):
        if extra and isinstance(item, dict):
            item = {**extra, **item}
        label = item.get("id", f"#{i + 1}") if isinstance(item, dict) else f"#{i + 1}"
        obj = validate_model(cls, item, f"{where} {key} {label}", problems)
        if obj is not None:
            out.append(obj)
    return out


def _faction(path: Path, problems: list[str]) -> Faction | None:
    raw = read_toml(path, problems)
    where = f"factions/{path.name}"
    header = {k: v for k, v in raw.items() if k != "units"}
    # a unit names its faction only to be checked against the file it sits in
    units = _records(UnitProfile, raw, "units", where, problems, extra={"faction": raw.get("id", "")})
    if not units:
        problems.append(f"{where}: no valid unit")
        return None
    return validate_model(Faction, {**header, "units": [u.model_dump() for u in units]}, where, problems)


def load_content(folder: Path | None = None) -> Content:
    """Load data/aofq (or `folder`) and check it. Raises ContentError listing every problem found."""
    base = folder or data_dir() / "aofq"
    if not base.is_dir():
        raise ContentError([f"{base}: no such folder"])
    problems: list[str] = []
    heroes = _records(Hero, read_toml(base / "heroes.toml", problems), "heroes", "heroes.toml", problems)
    spells = _records(Spell, read_toml(base / "spells.toml", problems), "spells", "spells.toml", problems)
    loot = _records(Loot, read_toml(base / "loot.toml", problems), "loot", "loot.toml", problems)
    terrain_raw = read_toml(base / "terrain.toml", problems)
    terrain = _records(TerrainTemplate, terrain_raw, "pieces", "terrain.toml", problems)
    sets = _records(TerrainSet, terrain_raw, "sets", "terrain.toml", problems)
    factions = [f for p in sorted((base / "factions").glob("*.toml")) if (f := _faction(p, problems))]
    content = Content(heroes=heroes, factions=factions, spells=spells, loot=loot, terrain=terrain,
                      terrain_sets=sets)
    problems += check(content)
    if problems:
        raise ContentError(problems)
    return content


# --- cross references -----------------------------------------------------------------------------


def _repeated(ids: list[str], where: str) -> list[str]:
    seen: set[str] = set()
    out = []
    for i in ids:
        if i in seen:
            out.append(f"{where}: id {i!r} is used twice")
        seen.add(i)
    return out


def _check_fighter(f: Hero | UnitProfile, where: str, spell_ids: set[str]) -> list[str]:
    problems = []
    caster = f.rule("Caster")
    if caster is not None and caster.x is not None and caster.x > MAX_SPELL_TOKENS:
        problems.append(f"{where}: Caster({caster.x}) gains more than the {MAX_SPELL_TOKENS} tokens it may hold")
    if caster is not None and not f.spells:
        problems.append(f"{where}: a caster needs spells")
    if caster is None and f.spells:
        problems.append(f"{where}: has spells but no Caster(X)")
    for s in f.spells:
        if s not in spell_ids:
            problems.append(f"{where}: unknown spell {s!r}")
    problems += _repeated(f.spells, f"{where} spells")
    if f.rule("Relentless") and not f.is_shooter:
        problems.append(f"{where}: Relentless needs a ranged weapon")
    if f.rule("Immobile") and (f.rule("Fast") or f.rule("Slow")):
        problems.append(f"{where}: an Immobile model has no speed to change")
    for w in f.weapons:
        for name in ("Counter", "Thrust"):
            if w.rule(name) and not w.melee:
                problems.append(f"{where}: {w.name}: {name} is a melee rule")
        if w.rule("Indirect") and w.melee:
            problems.append(f"{where}: {w.name}: Indirect needs a range")
    names = [w.name for w in f.weapons]
    if len(names) != len(set(names)):
        problems.append(f"{where}: two weapons share a name")
    return problems


def check(content: Content) -> list[str]:
    """Every cross-reference problem in `content`, one sentence each; [] when it is sound."""
    problems: list[str] = []
    spell_ids = {s.id for s in content.spells}
    problems += _repeated([h.id for h in content.heroes], "heroes.toml")
    problems += _repeated([f.id for f in content.factions], "factions")
    problems += _repeated([u.id for u in content.units()], "factions (units)")
    problems += _repeated([s.id for s in content.spells], "spells.toml")
    problems += _repeated([item.id for item in content.loot], "loot.toml")
    for h in content.heroes:
        problems += _check_fighter(h, f"heroes.toml: {h.id}", spell_ids)
        problems += _repeated([s.id for s in h.skills], f"heroes.toml: {h.id} skills")
    for f in content.factions:
        where = f"factions/{f.id}"
        for u in f.units:
            problems += _check_fighter(u, f"{where}: {u.id}", spell_ids)
            if u.faction != f.id:
                problems.append(f"{where}: {u.id} says it belongs to faction {u.faction!r}")
        if not any(u.is_villain for u in f.units):
            problems.append(f"{where}: a faction needs a villain (a unit with Villain)")
    for item in content.loot:
        problems += _check_loot(item, spell_ids)
    used = {name for u in content.units() for name in u.used_rules()}
    for name in RULES:
        if name not in used:
            problems.append(f"factions: no unit uses the special rule {name}")
    inflicted = {c for u in content.units() for w in u.weapons for c in w.inflicts}
    inflicted |= {c for s in content.spells for c in s.inflicts}
    inflicted |= {c for item in content.loot for c in item.inflicts}
    for condition in CONDITIONS:
        if condition not in inflicted:
            problems.append(f"nothing inflicts the condition {condition}")
    problems += _repeated([t.id for t in content.terrain], "terrain.toml pieces")
    problems += _repeated([s.id for s in content.terrain_sets], "terrain.toml sets")
    if len(content.terrain_sets) < 2:
        problems.append(f"terrain.toml: {len(content.terrain_sets)} terrain set(s); the game needs at least 2")
    for terrain_set in content.terrain_sets:
        problems += check_terrain_set(content, terrain_set)
    return problems


def _across_the_middle(size: float) -> list[tuple[str, LineString]]:
    """The lines that cross the table through its centre: both midlines and both diagonals."""
    h = size / 2
    return [("left to right", LineString([(0, h), (size, h)])), ("bottom to top", LineString([(h, 0), (h, size)])),
            ("corner to corner", LineString([(0, 0), (size, size)])),
            ("corner to corner", LineString([(0, size), (size, 0)]))]


def check_terrain_set(content: Content, terrain_set: TerrainSet) -> list[str]:
    """A set's problems, one sentence each: unknown templates, pieces off the table or on one another,
    too few pieces, open sight lines across the middle, and open ground a base cannot reach."""
    where = f"terrain.toml: set {terrain_set.id}"
    problems = []
    if len(terrain_set.pieces) < MIN_SET_PIECES:
        problems.append(f"{where}: {len(terrain_set.pieces)} pieces; a set needs at least {MIN_SET_PIECES}")
    templates = {t.id: t for t in content.terrain}
    table = box(0.0, 0.0, FULL_TABLE, FULL_TABLE).buffer(1e-6)
    placed: list[tuple[str, Polygon, TerrainTemplate]] = []
    for i, piece in enumerate(terrain_set.pieces):
        name = f"piece {i + 1} ({piece.template})"
        label = f"{where}: {name}"
        template = templates.get(piece.template)
        if template is None:
            problems.append(f"{label}: unknown terrain piece {piece.template!r}")
            continue
        footprint = place(template, piece)
        if not table.covers(footprint):
            problems.append(f"{label} at ({piece.x:g}, {piece.y:g}) is not wholly on the table")
        for other_name, other, _ in placed:
            if footprint.intersection(other).area > TERRAIN_OVERLAP:
                problems.append(f"{label} overlaps {other_name}")
        placed.append((name, footprint, template))
    if problems:
        return problems
    walls = shapely.union_all([f for _, f, t in placed if t.blocking])
    for name, line in _across_the_middle(FULL_TABLE):
        if not line.crosses(walls) and not line.within(walls):
            problems.append(f"{where}: nothing blocks sight {name} across the middle of the table")
    # Where a 1" base's centre can stand: the open ground shrunk by the base's radius. One piece means
    # every such spot can be reached from every other; more means some ground is walled off.
    room = box(0.0, 0.0, FULL_TABLE, FULL_TABLE).difference(walls).buffer(-DEFAULT_BASE / 2)
    parts = len(getattr(room, "geoms", [room]))
    if parts != 1:
        problems.append(f"{where}: blocking terrain cuts the open ground into {parts} parts a 1\" base cannot "
                        "pass between")
    return problems


def _check_loot(item: Loot, spell_ids: set[str]) -> list[str]:
    where = f"loot.toml: {item.id}"
    problems = []
    if (item.kind == "weapon") != (item.weapon is not None):
        problems.append(f"{where}: a weapon find (and only one) carries a weapon")
    if (item.kind == "scroll") != (item.spell is not None):
        problems.append(f"{where}: a scroll (and only a scroll) names a spell")
    if item.spell is not None and item.spell not in spell_ids:
        problems.append(f"{where}: unknown spell {item.spell!r}")
    if item.kind == "armor" and item.defense_bonus == 0:
        problems.append(f"{where}: armor needs a defense bonus")
    if item.kind == "potion" and not (item.heal or item.power or item.cures):
        problems.append(f"{where}: a potion needs to heal, restore power or cure")
    if item.kind == "trap" and not (item.inflicts or item.wounds):
        problems.append(f"{where}: a trap needs to wound or inflict a condition")
    if item.kind == "trinket" and not item.grants:
        problems.append(f"{where}: a trinket needs to grant a rule")
    return problems


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
