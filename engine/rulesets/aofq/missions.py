"""Missions: what the heroes must do, where everything starts, and which enemies come when.

The rulebook leaves set-up to a campaign book or generator we do not have (line 15), so both are ours:
three hand-designed missions in `data/aofq/missions.toml`, and `generate(content, seed, ...)`, a seeded
generator that gives the same mission for the same seed. Coordinates are inches on the 48" table; a
game on the 24" table halves them (`GameState.size`).

Objective types (`objective`):
- sweep: destroy every enemy unit, those still to come included;
- defend: hold the objective marker until the last round ends; the enemies seize it when, at the end of
  a round, an enemy unit that is not Shaken has a model within 3" of it and no standing hero does;
- retrieve: pick up the relic (a skill action within 1") and bring it back into the deployment zone;
- investigate: examine every clue (a skill action within 1" and a Will test);
- escape: every hero still standing leaves the table through the exit zone.
The heroes lose when none is left standing, or when the last round ends short of the goal (except
defend, where lasting is the goal).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, Field

from ...core.content_io import ContentError, data_dir, read_toml, validate_model
from ...core.rng import randbelow, seed_state
from .content import Content, build_table
from .geometry import FULL_TABLE, Model, Table

Objective = Literal["sweep", "defend", "retrieve", "investigate", "escape"]
OBJECTIVES: tuple[str, ...] = ("sweep", "defend", "retrieve", "investigate", "escape")
Difficulty = Literal["easy", "normal", "hard"]
DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1

DEPLOY: Rect = (12.0, 0.5, 36.0, 6.0)  # the heroes' deployment zone, along the bottom edge
ENEMY_ZONE: Rect = (4.0, 38.0, 44.0, 47.0)  # where the first wave is set up
EXIT: Rect = (16.0, 44.0, 32.0, 48.0)  # escape missions: the way out, at the far edge


class MissionMarker(BaseModel):
    kind: Literal["objective", "ai_objective", "search", "relic", "clue"]
    x: float = Field(ge=0.0, le=FULL_TABLE)
    y: float = Field(ge=0.0, le=FULL_TABLE)
    name: str = ""
    name_fr: str = ""


class MissionUnit(BaseModel):
    unit: str
    x: float = Field(ge=0.0, le=FULL_TABLE)
    y: float = Field(ge=0.0, le=FULL_TABLE)
    round: int = Field(default=1, ge=1, le=12)  # the round its wave arrives (1: set up before play)


class Mission(BaseModel):
    id: str
    name: str
    name_fr: str
    text: str = ""
    text_fr: str = ""
    objective: Objective
    difficulty: Difficulty = "normal"
    faction: str
    terrain_set: str
    rounds: int = Field(default=8, ge=3, le=12)
    deploy: Rect = DEPLOY
    exit: Rect | None = None
    markers: list[MissionMarker] = []
    enemies: list[MissionUnit] = Field(min_length=1)


def scaled(mission: Mission, size: float) -> Mission:
    """The mission on a table of `size` inches: positions and zones halved on the 24" table."""
    k = size / FULL_TABLE
    if k == 1:
        return mission

    def rect(r: Rect | None) -> Rect | None:
        return None if r is None else (r[0] * k, r[1] * k, r[2] * k, r[3] * k)

    return mission.model_copy(update={
        "deploy": rect(mission.deploy), "exit": rect(mission.exit),
        "markers": [m.model_copy(update={"x": m.x * k, "y": m.y * k}) for m in mission.markers],
        "enemies": [e.model_copy(update={"x": e.x * k, "y": e.y * k}) for e in mission.enemies],
    })


# --- placement ------------------------------------------------------------------------------------


def free_spot(table: Table, x: float, y: float, base: float = 1.0, taken: list[Model] | tuple = (),
              zone: Rect | None = None, safe_within: float | None = None) -> tuple[float, float] | None:
    """The nearest point to (x, y) where a base of `base` inches stands on open, flat-or-climbable
    ground: on the table, inside `zone` when given, in no blocking piece and on no other base. Searched
    on rings of 0.5" steps, always in the same order (deterministic). `safe_within`: only spots on no
    dangerous ground, no farther than that (table inches)."""
    for ring in range(0, 40):
        r = ring * 0.5 * table.scale if ring else 0.0
        if safe_within is not None and r > safe_within + 1e-6:
            return None
        steps = 1 if ring == 0 else 8 * ring
        for i in range(steps):
            a = 2 * math.pi * i / steps
            px, py = round(x + r * math.cos(a), 3), round(y + r * math.sin(a), 3)
            if zone is not None and not (zone[0] + base / 2 <= px <= zone[2] - base / 2
                                         and zone[1] + base / 2 <= py <= zone[3] - base / 2):
                continue
            m = Model("probe", px, py, base)
            if not table.on_table(m):
                continue
            if any(t.blocking or (safe_within is not None and t.dangerous) for t in table.terrain_under(m)):
                continue
            if any(math.hypot(px - o.x, py - o.y) < (base + o.base) / 2 + 0.05 for o in taken):
                continue
            return px, py
    return None


# --- the generator --------------------------------------------------------------------------------

_MARKER_NAMES = {
    "objective": [("Old well", "Vieux puits"), ("Standing stone", "Pierre levée"), ("Beacon", "Fanal")],
    "ai_objective": [("Muster point", "Point de ralliement"), ("Ritual ground", "Cercle rituel"),
                     ("Supply cart", "Chariot de vivres")],
    "relic": [("Sunken reliquary", "Reliquaire englouti")],
    "clue": [("Scorched letter", "Lettre brûlée"), ("Strange tracks", "Traces étranges"),
             ("Broken seal", "Sceau brisé"), ("Bloodied map", "Carte ensanglantée")],
    "search": [("Search token", "Jeton de recherche")],
}
_GOAL_NAMES = {
    "sweep": ("Clear the {place}", "Nettoyer {place_fr}"),
    "defend": ("Hold the {place}", "Tenir {place_fr}"),
    "retrieve": ("The reliquary of the {place}", "Le reliquaire {place_fr}"),
    "investigate": ("Questions at the {place}", "Questions {place_fr}"),
    "escape": ("Out of the {place}", "Sortir {place_fr}"),
}
_PLACES = [("fens", "des marais", "du marais"), ("old road", "de la vieille route", "de la vieille route"),
           ("burnt mill", "du moulin brûlé", "du moulin brûlé"), ("crossing", "du gué", "du gué"),
           ("high pasture", "du haut pâturage", "du haut pâturage")]
# enemy units per difficulty, before the party's size is added
_UNITS = {"easy": 2, "normal": 1, "hard": 3}
_ROUNDS = {"sweep": 10, "defend": 6, "retrieve": 9, "investigate": 8, "escape": 8}


class _Rng:
    def __init__(self, seed: str) -> None:
        self.rng = seed_state(seed)

    def below(self, n: int) -> int:
        return randbelow(self, n)

    def pick(self, items: list[Any]) -> Any:
        return items[self.below(len(items))]

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.below(10_000) / 10_000


def generate(content: Content, seed: str, difficulty: str = "normal", party: int = 2,
             objective: str | None = None) -> Mission:
    """A mission for `party` heroes, the same for the same arguments."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty is one of {', '.join(DIFFICULTIES)}")
    rnd = _Rng(f"mission:{seed}:{difficulty}:{party}:{objective or ''}")
    objective = objective or OBJECTIVES[rnd.below(len(OBJECTIVES))]
    if objective not in OBJECTIVES:
        raise ValueError(f"objective is one of {', '.join(OBJECTIVES)}")
    faction = content.factions[rnd.below(len(content.factions))]
    terrain_set = content.terrain_sets[rnd.below(len(content.terrain_sets))]
    table = build_table(content, terrain_set.id, FULL_TABLE)
    taken: list[Model] = []
    markers: list[MissionMarker] = []

    def put(kind: str, x: float, y: float, name: tuple[str, str] | None = None) -> MissionMarker:
        spot = free_spot(table, x, y, 1.0, taken)
        assert spot is not None, "the terrain sets leave open ground everywhere"
        taken.append(Model("marker", spot[0], spot[1], 1.0))
        name = name or rnd.pick(_MARKER_NAMES[kind])
        m = MissionMarker(kind=kind, x=spot[0], y=spot[1], name=name[0], name_fr=name[1])
        markers.append(m)
        return m

    exit_zone = None
    if objective == "defend":
        centre = put("objective", rnd.uniform(18, 30), rnd.uniform(18, 26))
        markers.append(MissionMarker(kind="ai_objective", x=centre.x, y=centre.y, name=centre.name,
                                     name_fr=centre.name_fr))
    elif objective == "retrieve":
        relic = put("relic", rnd.uniform(10, 38), rnd.uniform(30, 38))
        markers.append(MissionMarker(kind="ai_objective", x=relic.x, y=relic.y, name=relic.name,
                                     name_fr=relic.name_fr))
    elif objective == "investigate":
        names = list(_MARKER_NAMES["clue"])
        for i, (x, y) in enumerate(((rnd.uniform(6, 16), rnd.uniform(18, 34)), (rnd.uniform(20, 28), rnd.uniform(26, 36)),
                                    (rnd.uniform(32, 42), rnd.uniform(18, 34)))):
            clue = put("clue", x, y, names[i])
            markers.append(MissionMarker(kind="ai_objective", x=clue.x, y=clue.y, name=clue.name,
                                         name_fr=clue.name_fr))
    elif objective == "escape":
        exit_zone = EXIT
        put("ai_objective", rnd.uniform(14, 34), rnd.uniform(26, 34))
    else:  # sweep
        put("ai_objective", rnd.uniform(8, 20), rnd.uniform(28, 38))
        put("ai_objective", rnd.uniform(28, 40), rnd.uniform(28, 38))
    for i in range(4 + rnd.below(3)):  # search tokens over the middle of the table
        put("search", rnd.uniform(4, 44), rnd.uniform(10 + 5 * (i % 2), 34))

    units = list(faction.units)
    villain = next(u for u in units if u.is_villain)
    others = [u for u in units if not u.is_villain]
    count = _UNITS[difficulty] + max(0, party - 2)
    chosen = [rnd.pick(others) for _ in range(count)]
    if difficulty != "easy":
        chosen.append(villain)
    enemies: list[MissionUnit] = []
    second_wave = 3
    for i, unit in enumerate(chosen):
        wave = 1 if i < max(2, (len(chosen) + 1) // 2) else second_wave
        if unit.rule("Ambush"):
            wave = max(wave, 2)
        zone_y = (38.0, 46.0)
        if unit.rule("Scout"):
            zone_y = (28.0, 38.0)  # "à 12\" ou moins autour de sa zone de déploiement"
        x = rnd.uniform(ENEMY_ZONE[0] + 2, ENEMY_ZONE[2] - 2)
        y = rnd.uniform(*zone_y)
        spot = free_spot(table, x, y, max(unit.base, 3.0), taken) or (x, y)
        taken.append(Model("unit", spot[0], spot[1], 3.0))
        enemies.append(MissionUnit(unit=unit.id, x=spot[0], y=spot[1], round=wave))
    place = rnd.pick(_PLACES)
    name, name_fr = _GOAL_NAMES[objective]
    return Mission(
        id=f"generated-{seed}", objective=objective, difficulty=difficulty, faction=faction.id,
        terrain_set=terrain_set.id, rounds=_ROUNDS[objective], exit=exit_zone, markers=markers, enemies=enemies,
        name=name.format(place=place[0]), name_fr=name_fr.format(place_fr=place[2]),
        text=f"A generated mission ({objective}, {difficulty}).",
        text_fr=f"Une mission générée ({objective}, {difficulty}).",
    )


# --- hand-designed missions -----------------------------------------------------------------------


def load_missions(content: Content, folder: Any = None) -> dict[str, Mission]:
    """`missions.toml` checked against the content: known faction, units and terrain set, everything on
    open ground. Raises ContentError listing every problem."""
    base = folder or data_dir() / "aofq"
    problems: list[str] = []
    raw = read_toml(base / "missions.toml", problems)
    out: dict[str, Mission] = {}
    for i, item in enumerate(raw.get("missions", [])):
        label = item.get("id", f"#{i + 1}") if isinstance(item, dict) else f"#{i + 1}"
        mission = validate_model(Mission, item, f"missions.toml {label}", problems)
        if mission is None:
            continue
        problems += check_mission(content, mission)
        if mission.id in out:
            problems.append(f"missions.toml: id {mission.id!r} is used twice")
        out[mission.id] = mission
    if problems:
        raise ContentError(problems)
    return out


def check_mission(content: Content, mission: Mission) -> list[str]:
    """A mission's problems, one sentence each."""
    where = f"mission {mission.id}"
    problems = []
    factions = {f.id: f for f in content.factions}
    if mission.faction not in factions:
        return [f"{where}: unknown faction {mission.faction!r}"]
    if mission.terrain_set not in {s.id for s in content.terrain_sets}:
        return [f"{where}: unknown terrain set {mission.terrain_set!r}"]
    units = {u.id: u for u in factions[mission.faction].units}
    table = build_table(content, mission.terrain_set, FULL_TABLE)
    for e in mission.enemies:
        if e.unit not in units:
            problems.append(f"{where}: {e.unit!r} is not a unit of {mission.faction}")
    for m in mission.markers:
        probe = Model("marker", m.x, m.y, 1.0)
        if any(t.blocking for t in table.terrain_under(probe)) or not table.on_table(probe):
            problems.append(f"{where}: the {m.kind} marker at ({m.x:g}, {m.y:g}) is not on open ground")
    kinds = [m.kind for m in mission.markers]
    need = {"defend": "objective", "retrieve": "relic", "investigate": "clue"}.get(mission.objective)
    if need and need not in kinds:
        problems.append(f"{where}: a {mission.objective} mission needs a {need} marker")
    if mission.objective == "escape" and mission.exit is None:
        problems.append(f"{where}: an escape mission needs an exit zone")
    if "ai_objective" not in kinds:
        problems.append(f"{where}: the enemies need an AI objective")
    if not any(e.round == 1 for e in mission.enemies):
        problems.append(f"{where}: no enemy is on the table when play starts")
    return problems


@lru_cache(maxsize=1)
def missions() -> dict[str, Mission]:
    from .content import content

    return load_missions(content())
