"""Shared plumbing for one apply(): the state, the content, the event list and board queries.

Altar Quest's geometry rules live here: what blocks movement, range (same room or a connected door
space, counted along the shortest path) and line of sight.
"""
from __future__ import annotations

from typing import Any

from ...core.board import Square, huge_squares, parse_square, square_name
from ...core.errors import RuleError
from ...core.events import GameEvent, made
from .content import Card, Content, p_value
from .state import ENEMY_KINDS, Figure, GameState, Inst

_SQ_CACHE: dict[str, Square] = {}
# pure functions of the (immutable) board and the set of open doors; callers never mutate results
_RANGE_CACHE: dict[tuple, dict[Square, int]] = {}
_PATH_CACHE: dict[tuple, dict[Square, int]] = {}
_REACHING_CACHE: dict[tuple, frozenset[Square]] = {}
_NAME_CACHE: dict[Square, str] = {}
_DISTANCE_CACHE: dict[tuple, int | None] = {}
_UNKNOWN = object()


def sq(name: str) -> Square:
    got = _SQ_CACHE.get(name)
    if got is None:
        parsed = parse_square(name)
        if parsed is None:
            raise RuleError("bad_square", f"{name!r} is not a square name (use a letter then a number, like C5).", square=name)
        got = _SQ_CACHE[name] = parsed
    return got


def nm(square: Square) -> str:
    got = _NAME_CACHE.get(square)
    if got is None:
        got = _NAME_CACHE[square] = square_name(square)
    return got


class Base:
    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.board = content.board
        self.events: list[GameEvent] = []
        self.n = len(state.heroes)
        self._doors_key: frozenset[str] | None = None

    # --- events ------------------------------------------------------------------------------

    def emit(self, event_type: type[GameEvent], /, **fields: Any) -> None:
        # built from values the engine made itself: no validation (see GameEvent.make)
        self.events.append(made(event_type, fields))

    # --- cards -------------------------------------------------------------------------------

    def card(self, card_id: str) -> Card:
        return self.c.cards[card_id]

    def inst_card(self, iid: str) -> Card:
        return self.c.cards[self.s.insts[iid].card]

    def new_inst(self, card_id: str, zone: str, **kw: Any) -> str:
        iid = f"c{self.s.next_id}"
        self.s.next_id += 1
        self.s.insts[iid] = Inst(card=card_id, zone=zone, **kw)
        return iid

    def pv(self, value: int | str | None) -> int:
        return p_value(value, self.n)

    # --- figures -----------------------------------------------------------------------------

    def fig_squares(self, f: Figure) -> list[Square]:
        anchor = sq(f.pos)
        return [anchor] if f.size == 1 else huge_squares(anchor, f.size)

    def occupancy(self) -> dict[Square, str]:
        out: dict[Square, str] = {}
        for f in self.s.figures.values():
            for s in self.fig_squares(f):
                out[s] = f.id
        return out

    def trap_squares(self) -> dict[Square, str]:
        return {sq(t.pos): t.id for t in self.s.traps.values()}

    def is_enemy(self, f: Figure) -> bool:
        return f.kind in ENEMY_KINDS

    def characters(self) -> list[Figure]:
        return [f for f in self.s.figures.values() if f.kind in ("hero", "ally")]

    def enemies(self) -> list[Figure]:
        return [f for f in self.s.figures.values() if f.kind in ENEMY_KINDS]

    def hero_fig(self, hero: str) -> Figure:
        return self.s.figures[f"h_{hero}"]

    def health(self, f: Figure) -> int:
        if f.kind == "hero":
            return self.c.heroes[f.card].health
        return self.pv(self.card(f.card).health)

    def defense(self, f: Figure) -> int:
        if f.kind == "hero":
            return self.c.heroes[f.card].defense
        return self.card(f.card).defense

    def room_of(self, f: Figure) -> str:
        return self.board.area_of[sq(f.pos)]

    def figure_name(self, f: Figure) -> str:
        if f.kind == "hero":
            return self.c.heroes[f.card].name
        return self.card(f.card).name

    # --- range and line of sight (Altar Quest rules) -------------------------------------------

    @property
    def doors_key(self) -> frozenset[str]:
        """The open doors as a cache key; doors only ever open, so the count tells when it is stale."""
        if self._doors_key is None or len(self._doors_key) != len(self.s.open_doors):
            self._doors_key = frozenset(self.s.open_doors)
        return self._doors_key

    def rooms_reaching(self, room: str) -> frozenset[Square]:
        """Squares within reach of `room` for range and sight: its own squares and the door spaces
        on the far side of its open doors."""
        key = (self.board.uid, room, self.doors_key)
        cached = _REACHING_CACHE.get(key)
        if cached is not None:
            return cached
        out = set(self.board.area_squares[room])
        for door_id in self.s.open_doors:
            d = self.board.doors[door_id]
            a_room, b_room = self.board.area_of[d.a], self.board.area_of[d.b]
            if a_room == room:
                out.add(d.b)
            elif b_room == room:
                out.add(d.a)
        if len(_REACHING_CACHE) > 50_000:
            _REACHING_CACHE.clear()
        frozen = _REACHING_CACHE[key] = frozenset(out)
        return frozen

    def range_map(self, sources: list[Square], max_range: int) -> dict[Square, int]:
        """Squares within `max_range` of any source square, by the shortest path, inside the
        sources' room or a connected door space. Depends on geometry and open doors only, so
        results are shared across states (the board never changes)."""
        key = (self.board.uid, tuple(sources), max_range, self.doors_key)
        cached = _RANGE_CACHE.get(key)
        if cached is not None:
            return cached
        if len(_RANGE_CACHE) > 200_000:
            _RANGE_CACHE.clear()
        best: dict[Square, int] = {}
        for src in sources:
            allowed = self.rooms_reaching(self.board.area_of[src])
            for s, d in self.board.distances(src, self.doors_key, max_steps=max_range, allowed=allowed).items():
                if d < best.get(s, 1 << 30):
                    best[s] = d
        _RANGE_CACHE[key] = best
        return best

    def distance_between(self, a: list[Square], b: list[Square], max_range: int = 99) -> int | None:
        # a step moves one square at most each way (diagonals too): squares farther apart than
        # `max_range` that way are out of range whatever the walls, as the range maps would say
        if min((max(abs(x[0] - y[0]), abs(x[1] - y[1])) for x in a for y in b), default=0) > max_range:
            return None
        # asked tens of thousands of times a game, mostly about the same figures: remembered like
        # the range maps it reads
        key = (self.board.uid, tuple(a), tuple(b), max_range, self.doors_key)
        got = _DISTANCE_CACHE.get(key, _UNKNOWN)
        if got is not _UNKNOWN:
            return got
        if len(_DISTANCE_CACHE) > 200_000:
            _DISTANCE_CACHE.clear()
        rmap = self.range_map(a, max_range)
        ds = [rmap[s] for s in b if s in rmap]
        if not ds:
            rmap = self.range_map(b, max_range)
            ds = [rmap[s] for s in a if s in rmap]
        got = _DISTANCE_CACHE[key] = min(ds) if ds else None
        return got

    def sees(self, a: list[Square], b: list[Square]) -> bool:
        """Line of sight (rulebook): from any point of one element's space to any point of the
        other's, crossing no wall and no closed door; and only within one room or to a connected
        door space."""
        for x in a:
            room_x = self.board.area_of[x]
            for y in b:
                room_y = self.board.area_of[y]
                if room_x != room_y and y not in self.rooms_reaching(room_x) and x not in self.rooms_reaching(room_y):
                    continue
                if self.board.sees_any_point(x, y, self.doors_key):
                    return True
        return False

    def in_range_and_sight(self, a: list[Square], b: list[Square], rng: int) -> bool:
        d = self.distance_between(a, b, rng)
        return d is not None and d <= rng and self.sees(a, b)

    def path_distances(self, start: Square) -> dict[Square, int]:
        """Walking distance over the board through open doors, ignoring figures: 'nearest'."""
        key = (self.board.uid, start, self.doors_key)
        cached = _PATH_CACHE.get(key)
        if cached is None:
            if len(_PATH_CACHE) > 50_000:
                _PATH_CACHE.clear()
            cached = _PATH_CACHE[key] = self.board.distances(start, self.doors_key)
        return cached

    def nearest_empty(self, start: Square, room: str | None = None, taken: set[Square] | None = None) -> Square | None:
        """The empty square nearest `start` (itself if empty), optionally inside one room."""
        occ = self.occupancy()
        traps = self.trap_squares()
        taken = taken or set()

        def empty(s: Square) -> bool:
            return s not in occ and s not in traps and s not in taken

        if empty(start) and (room is None or self.board.area_of.get(start) == room):
            return start
        dist = self.path_distances(start)
        nearest = min(
            ((d, s[1], s[0]) for s, d in dist.items() if empty(s) and (room is None or self.board.area_of[s] == room)),
            default=None,
        )
        if nearest is None:
            return None
        return (nearest[2], nearest[1])
