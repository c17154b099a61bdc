"""The table of Age of Fantasy: Quest: round bases at real positions in inches, terrain footprints as
polygons, and the measurements the rules make (distance, "within", coherency, sight, cover, moves).

Conventions (data/aofq/README.md gives each with the rulebook line it reads):
- a model is a round base; distances are measured between the closest points of two bases (edge to edge);
- "within X" means at most X, and every limit is inclusive: a model exactly 1" from an enemy is legal;
- sight exists when some straight line from a point of one base to a point of the other crosses no
  blocking footprint's interior (bases are sampled at their centre and 16 rim points, so the test is
  exact for the sampled lines and the same in both directions);
- the 24"x24" table halves every rule distance (`Table.inches`); bases keep their size.

Everything is pure and deterministic: terrain keeps the order it was given in, every list a function
returns is in that order or sorted by id, and nothing iterates a set.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon, box
from shapely.strtree import STRtree

from engine.core.errors import RuleError

FULL_TABLE = 48.0
SMALL_TABLE = 24.0
TABLE_SIZES = (FULL_TABLE, SMALL_TABLE)
DEFAULT_BASE = 1.0          # diameter in inches: a 25 mm round base, heroes and infantry
TOLERANCE = 1e-6            # inches: limits are inclusive, and float noise must not flip a check
RIM_POINTS = 16             # points sampled on a base's rim for sight lines (plus the centre)
CIRCLE_SEGMENTS = 32        # quarter-circle segments when a base is drawn as a polygon (areas)

# Rule distances, in inches on the full 48" table (Table.inches scales them).
ENEMY_SPACING = 1.0         # "ne peuvent se trouver à moins de 1" des unités ennemies que lorsqu'elles chargent"
COHERENCY_NEAR = 1.0        # "à moins d'1" d'au moins un autre membre"
COHERENCY_ALL = 3.0         # "et à 3" ou moins de tous les autres membres"
DIFFICULT_MOVE = 6.0        # "ne peuvent se déplacer que de 6" au total"


@dataclass(frozen=True)
class Model:
    """One model on the table: a round base of `base` inches across, centred at (x, y) in table inches."""
    id: str
    x: float
    y: float
    base: float = DEFAULT_BASE

    @property
    def radius(self) -> float:
        return self.base / 2

    @property
    def centre(self) -> Point:
        return Point(self.x, self.y)

    def disc(self) -> Polygon:
        """The base as a polygon (for areas and swept paths)."""
        return self.centre.buffer(self.radius, quad_segs=CIRCLE_SEGMENTS)

    def moved_to(self, x: float, y: float) -> Model:
        return Model(self.id, x, y, self.base)


@dataclass(frozen=True)
class Terrain:
    """A terrain piece: its footprint on the table and what it does (any combination of the kinds)."""
    id: str
    footprint: Polygon
    blocking: bool = False      # blocks line of sight
    cover: bool = False         # models in it (or behind it) are in cover
    difficult: bool = False     # a unit that moves through it moves 6" at most that activation
    dangerous: bool = False     # moving through it or activating in it rolls for wounds
    height: float = 0.0         # inches above the table for models standing on it

    def __post_init__(self) -> None:
        if not isinstance(self.footprint, Polygon) or not self.footprint.is_valid or self.footprint.is_empty:
            raise ValueError(f"terrain {self.id!r}: the footprint must be a valid, non-empty polygon")


@dataclass(frozen=True)
class MoveReport:
    """A legal straight move: its length on the table and the terrain it went through (in table order)."""
    length: float
    difficult: tuple[str, ...] = ()
    dangerous: tuple[str, ...] = ()
    limit: float | None = None  # the most the model could move this activation, in table inches


_CACHE_LIMIT = 20_000  # answers per table and kind: a few MB at most in a long-running bot


def _spot(m: Model) -> tuple[float, float, float]:
    """A base's place as a cache key: to the ten-thousandth of an inch, far below any rule's reach."""
    return (round(m.x, 4), round(m.y, 4), m.base)


def distance(a: Model, b: Model) -> float:
    """Edge-to-edge distance between two bases: 0 when they touch or overlap."""
    return max(0.0, math.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius)


def path_length(points: Sequence[tuple[float, float]]) -> float:
    """The length of a path through the given centre positions, in table inches."""
    return sum(math.dist(p, q) for p, q in zip(points, points[1:], strict=False))


def _rim(model: Model) -> np.ndarray:
    """The sample points of a base: its centre then RIM_POINTS points on its edge, always the same angles."""
    angles = np.arange(RIM_POINTS) * (2 * math.pi / RIM_POINTS)
    rim = np.column_stack((model.x + model.radius * np.cos(angles), model.y + model.radius * np.sin(angles)))
    return np.vstack(([[model.x, model.y]], rim))


def sight_lines(a: Model, b: Model) -> np.ndarray:
    """Every sampled line from a point of `a` to a point of `b`, each drawn from its lower endpoint
    (x, then y) so that the lines from b to a are the very same geometries."""
    pa, pb = _rim(a), _rim(b)
    starts = np.repeat(pa, len(pb), axis=0)
    ends = np.tile(pb, (len(pa), 1))
    swap = (starts[:, 0] > ends[:, 0]) | ((starts[:, 0] == ends[:, 0]) & (starts[:, 1] > ends[:, 1]))
    lo = np.where(swap[:, None], ends, starts)
    hi = np.where(swap[:, None], starts, ends)
    return shapely.linestrings(np.stack((lo, hi), axis=1))


def _enters(footprint: Polygon, geoms: np.ndarray | object) -> np.ndarray:
    """Whether each geometry reaches into the footprint's interior (grazing an edge or corner does not)."""
    return np.asarray(shapely.intersects(footprint, geoms)) & ~np.asarray(shapely.touches(footprint, geoms))


@dataclass
class Table:
    """The battlefield: 48"x48" or the 24"x24" variant, with its terrain. Terrain does not move, so the
    unions, the spatial index and the prepared footprints are built once here."""
    size: float = FULL_TABLE
    terrain: tuple[Terrain, ...] = ()
    _bounds: Polygon = field(init=False, repr=False, compare=False)
    _tree: STRtree = field(init=False, repr=False, compare=False)
    _cover_union: object = field(init=False, repr=False, compare=False)
    _sight: dict = field(init=False, repr=False, compare=False, default_factory=dict)
    _obscured: dict = field(init=False, repr=False, compare=False, default_factory=dict)
    _in_cover: dict = field(init=False, repr=False, compare=False, default_factory=dict)
    _under: dict = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        if float(self.size) not in TABLE_SIZES:
            raise ValueError(f"a table is 48 or 24 inches across, not {self.size}")
        self.size = float(self.size)
        self.terrain = tuple(self.terrain)
        ids = [t.id for t in self.terrain]
        if len(ids) != len(set(ids)):
            raise ValueError("terrain ids must be unique")
        self._bounds = box(0.0, 0.0, self.size, self.size)
        for piece in self.terrain:
            shapely.prepare(piece.footprint)
        self._tree = STRtree([t.footprint for t in self.terrain])
        self._cover_union = shapely.union_all([t.footprint for t in self.terrain if t.cover])
        shapely.prepare(self._cover_union)

    # --- scale -------------------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        """1 on the full table, 1/2 on the small one: "en divisant par deux toutes les distances utilisées"."""
        return self.size / FULL_TABLE

    def inches(self, rule_distance: float) -> float:
        """A distance the rules state (for the 48" table) as table inches on this table."""
        return rule_distance * self.scale

    # --- measuring ---------------------------------------------------------------------------------

    def within(self, rule_distance: float, a: Model, b: Model) -> bool:
        """Whether `b` is within the rule distance of `a` ("à X" ou moins"), edge to edge, limit included."""
        return distance(a, b) <= self.inches(rule_distance) + TOLERANCE

    def coherency_breaks(self, members: Sequence[Model]) -> list[str]:
        """The ids (sorted) of group members that break coherency: each must be within 1" of at least one
        other member and within 3" of all the others. A lone model is always coherent."""
        if len(members) < 2:
            return []
        broken = []
        for m in members:
            others = [o for o in members if o is not m]
            near = any(self.within(COHERENCY_NEAR, m, o) for o in others)
            close_to_all = all(self.within(COHERENCY_ALL, m, o) for o in others)
            if not (near and close_to_all):
                broken.append(m.id)
        return sorted(broken)

    def is_coherent(self, members: Sequence[Model]) -> bool:
        return not self.coherency_breaks(members)

    def on_table(self, model: Model) -> bool:
        r = model.radius - TOLERANCE
        return r <= model.x <= self.size - r and r <= model.y <= self.size - r

    # --- terrain queries ---------------------------------------------------------------------------

    def _candidates(self, area: object) -> list[Terrain]:
        """Terrain whose bounding box meets `area`, in table order (the index's order is not ours)."""
        return [self.terrain[i] for i in sorted(int(i) for i in self._tree.query(area))]

    def candidates(self, area: object) -> list[Terrain]:
        """Terrain whose bounding box meets `area`, in table order."""
        return self._candidates(area)

    def crossed_by(self, geometry: object) -> list[Terrain]:
        """Terrain whose interior the geometry (a line, a swept path, a base) reaches into, in table order."""
        return [t for t in self._candidates(geometry) if bool(_enters(t.footprint, geometry))]

    def terrain_under(self, model: Model) -> list[Terrain]:
        """Terrain the base stands in (any part of it), in table order; remembered per place."""
        key = _spot(model)
        got = self._under.get(key)
        if got is None:
            if len(self._under) > _CACHE_LIMIT:
                self._under.clear()
            got = self._under[key] = self.crossed_by(model.disc())
        return list(got)

    def elevation(self, model: Model) -> float:
        """How high the model stands: the tallest piece under its centre (0 on the table itself)."""
        heights = [t.height for t in self._candidates(model.centre) if t.footprint.covers(model.centre)]
        return max(heights, default=0.0)

    # --- sight and cover ---------------------------------------------------------------------------

    def _obstructions(self, a: Model, b: Model, kinds: tuple[str, ...]) -> list[Terrain]:
        """Pieces of the given kinds between two bases: in their hull, and under neither of them (a model
        in a ruin sees out of it and is seen in it)."""
        hull = shapely.convex_hull(shapely.union(a.disc(), b.disc()))
        under = {t.id for t in self.terrain_under(a)} | {t.id for t in self.terrain_under(b)}
        return [t for t in self.crossed_by(hull)
                if t.id not in under and any(getattr(t, k) for k in kinds)]

    def _blocked(self, a: Model, b: Model, kinds: tuple[str, ...]) -> np.ndarray:
        lines = sight_lines(a, b)
        mask = np.zeros(len(lines), dtype=bool)
        for piece in self._obstructions(a, b, kinds):
            mask |= _enters(piece.footprint, lines)
        return mask

    def line_of_sight(self, a: Model, b: Model) -> bool:
        """Whether some sampled line from a point of one base to a point of the other crosses no blocking
        footprint. Symmetric: the same lines are tested whichever model looks. Terrain never moves, so
        answers are remembered by the two bases' places (the hot path of a game's geometry)."""
        ka, kb = _spot(a), _spot(b)
        key = (ka, kb) if ka <= kb else (kb, ka)
        got = self._sight.get(key)
        if got is None:
            if len(self._sight) > _CACHE_LIMIT:
                self._sight.clear()
            got = self._sight[key] = not bool(self._blocked(a, b, ("blocking",)).all())
        return got

    def clear_line(self, a: Model, b: Model) -> tuple[tuple[float, float], tuple[float, float]] | None:
        """The sampled sight line from `a` to `b` (start on a's base, end on b's) that crosses no blocking
        footprint and strays least from the centre line: the centre line itself when it is clear, else
        the line a picture should draw so that a shot is not shown through a wall. None without sight."""
        blocked = self._blocked(a, b, ("blocking",))
        if not blocked.any():
            return (a.x, a.y), (b.x, b.y)
        pa, pb = _rim(a), _rim(b)
        ia, ib = np.divmod(np.arange(len(blocked)), len(pb))  # line k runs from pa[k // n] to pb[k % n]
        # how far each end sits off the centre line, across it (index 0 of a rim is the centre)
        length = math.hypot(b.x - a.x, b.y - a.y) or 1.0
        nx, ny = -(b.y - a.y) / length, (b.x - a.x) / length
        stray = (np.abs((pa[ia, 0] - a.x) * nx + (pa[ia, 1] - a.y) * ny)
                 + np.abs((pb[ib, 0] - b.x) * nx + (pb[ib, 1] - b.y) * ny))
        stray[blocked] = np.inf
        k = int(np.argmin(stray))
        if not np.isfinite(stray[k]):
            return None
        return (float(pa[ia[k]][0]), float(pa[ia[k]][1])), (float(pb[ib[k]][0]), float(pb[ib[k]][1]))

    def obscured_fraction(self, shooter: Model, target: Model) -> float:
        """The share of sight lines from the shooter to the target that pass through blocking or cover
        terrain (pieces under either model are not "between" them)."""
        key = (_spot(shooter), _spot(target))
        got = self._obscured.get(key)
        if got is None:
            if len(self._obscured) > _CACHE_LIMIT:
                self._obscured.clear()
            blocked = self._blocked(shooter, target, ("blocking", "cover"))
            got = self._obscured[key] = float(blocked.sum()) / len(blocked)
        return got

    def fraction_in_cover(self, model: Model) -> float:
        """The share of the base's area inside cover terrain."""
        key = _spot(model)
        got = self._in_cover.get(key)
        if got is None:
            if len(self._in_cover) > _CACHE_LIMIT:
                self._in_cover.clear()
            disc = model.disc()
            got = self._in_cover[key] = float(shapely.area(shapely.intersection(disc, self._cover_union))) / disc.area
        return got

    def model_in_cover(self, shooter: Model, target: Model, *, single: bool) -> bool:
        """A model of a unit of several counts when it is entirely in cover terrain or entirely behind
        terrain; a single-model unit when it is mostly (more than half) in it or behind it."""
        if single:
            return (self.fraction_in_cover(target) > 0.5 + TOLERANCE
                    or self.obscured_fraction(shooter, target) > 0.5 + TOLERANCE)
        return (self.fraction_in_cover(target) >= 1 - TOLERANCE
                or self.obscured_fraction(shooter, target) >= 1 - TOLERANCE)

    def unit_in_cover(self, shooter: Model, unit: Sequence[Model]) -> bool:
        """+1 Def against this shooter: most of the unit's models (more than half) are in cover."""
        if not unit:
            return False
        single = len(unit) == 1
        covered = sum(1 for m in unit if self.model_in_cover(shooter, m, single=single))
        return covered * 2 > len(unit)

    # --- movement ----------------------------------------------------------------------------------

    def swept(self, model: Model, x: float, y: float) -> object:
        """The area the base covers while sliding in a straight line to (x, y)."""
        if (x, y) == (model.x, model.y):
            return model.disc()
        return LineString([(model.x, model.y), (x, y)]).buffer(model.radius, quad_segs=CIRCLE_SEGMENTS)

    def check_move(self, model: Model, x: float, y: float, *, enemies: Sequence[Model] = (),
                   charging: bool = False, allowance: float | None = None, moved: float = 0.0,
                   difficult_before: bool = False) -> MoveReport:
        """A straight move of the base's centre to (x, y), or RuleError saying why it is not allowed.

        `allowance` is the action's rule distance (6" Advance, 12" Run or Charge) and `moved` what the
        model already moved this activation (table inches); a move through difficult terrain, now or
        earlier in the activation (`difficult_before`), caps the activation at 6"."""
        end = model.moved_to(x, y)
        if not self.on_table(end):
            raise RuleError("aofq_off_table", "The model would leave the table.", model=model.id)
        crossed = self.crossed_by(self.swept(model, x, y))
        walls = [t.id for t in crossed if t.blocking]
        if walls:
            raise RuleError("aofq_through_blocking", f"The way is blocked by {walls[0]}.",
                            model=model.id, terrain=walls[0])
        if not charging:
            self._check_spacing(model, end, enemies)
        difficult = tuple(t.id for t in crossed if t.difficult)
        dangerous = tuple(t.id for t in crossed if t.dangerous)
        length = math.hypot(x - model.x, y - model.y)
        limit = None
        if allowance is not None:
            limit = self.inches(allowance)
            if difficult or difficult_before:
                limit = min(limit, self.inches(DIFFICULT_MOVE))
            if moved + length > limit + TOLERANCE:
                raise RuleError("aofq_too_far", f"That is {moved + length:.1f}\" of movement; at most "
                                f"{limit:g}\" is allowed.", model=model.id, limit=f"{limit:g}")
        return MoveReport(length=length, difficult=difficult, dangerous=dangerous, limit=limit)

    def _check_spacing(self, model: Model, end: Model, enemies: Sequence[Model]) -> None:
        """Not within 1" of an enemy unless charging: along the way for enemies the model started clear
        of, and at the end for all of them (a model already in contact may step away)."""
        spacing = self.inches(ENEMY_SPACING)
        path = LineString([(model.x, model.y), (end.x, end.y)]) if (end.x, end.y) != (model.x, model.y) \
            else model.centre
        for enemy in sorted(enemies, key=lambda e: e.id):
            started_clear = distance(model, enemy) >= spacing - TOLERANCE
            gap_on_way = path.distance(enemy.centre) - model.radius - enemy.radius
            if distance(end, enemy) < spacing - TOLERANCE or (started_clear and gap_on_way < spacing - TOLERANCE):
                raise RuleError("aofq_too_close", f"Only a charge may come within {spacing:g}\" of {enemy.id}.",
                                model=model.id, enemy=enemy.id)
