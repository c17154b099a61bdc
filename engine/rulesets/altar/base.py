"""Shared plumbing for one apply(): the state, the content, the event list and board queries.

Altar Quest's geometry rules live here: what blocks movement, range (same room or a connected door
space, counted along the shortest path) and line of sight.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ...core.board import Square, WalkSearch, huge_squares, parse_square, span_name, square_name
from ...core.deck import Deck
from ...core.errors import RuleError
from ...core.events import GameEvent, made
from ...core.state_copy import changed, copier_for
from .content import Card, Content, p_value
from .state import ENEMY_KINDS, Figure, GameState, Inst, make_inst

_SQ_CACHE: dict[str, Square] = {}
# pure functions of the (immutable) board and the set of open doors; callers never mutate results
_RANGE_CACHE: dict[tuple, dict[Square, int]] = {}
_PATH_CACHE: dict[tuple, WalkSearch] = {}
_REACHING_CACHE: dict[tuple, frozenset[Square]] = {}
_NAME_CACHE: dict[Square, str] = {}
_DISTANCE_CACHE: dict[tuple, int | None] = {}
_UNKNOWN = object()
# Whole-board walking maps kept at once (about 20 KB each): the latest ones, which the positions and
# open doors of the game under way ask for again; older ones hardly ever come back, and keeping
# thousands cost more in memory traffic than they saved in searches.
MAPS_KEPT = 512
_copy_deck = copier_for(Deck)


def hero_letter(name: str, used: set[str]) -> str:
    """A hero figure's label: the first letter of its name, numbered when another figure has it already."""
    label, i = name[:1].upper(), 2
    while label in used:
        label, i = f"{name[:1].upper()}{i}", i + 1
    return label


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


def room_span(board: Any, room: str) -> str:
    """A room as players can find it on the board: its corner squares ("R12–V16", the squares named on
    the board's edges), as the rooms carry no number there. A room the board does not know is its id."""
    squares = board.area_squares.get(room) if board is not None else None
    return span_name(squares) if squares else room


class Base:
    # per class: job kind -> the method running it, step op -> the method resolving it (found by
    # name once, then looked up: jobs and steps run by the thousand a game)
    _job_handlers: ClassVar[dict[str, Callable[..., None]]] = {}
    _op_handlers: ClassVar[dict[str, Callable[..., None]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._job_handlers, cls._op_handlers = {}, {}

    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.board = content.board
        self.events: list[GameEvent] = []
        self.n = len(state.heroes)
        self._doors_key: frozenset[str] | None = None
        # the shared parts of the state (see `deck`) this action has copied to change: its own now
        self._owned: set[int] = set()

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
        self.s.insts[iid] = make_inst(card=card_id, zone=zone, **kw)
        return iid

    # --- decks: shared between states until an action changes one --------------------------------

    def deck(self, name: str) -> Deck:
        """The deck `name`, to change: a state's copy shares its decks with the state it was copied
        from (`state.SharedDeck`), so the first change an action makes works on a copy of its own."""
        d = self.s.decks[name]
        if id(d) not in self._owned:
            d = self.s.decks[name] = _copy_deck(d)
            self._owned.add(id(d))
        return d

    def hero_deck(self, hero_id: str) -> Deck:
        """A hero's own deck, to change (shared between states like the others, see `deck`)."""
        hero = self.s.heroes[hero_id]
        d = hero.deck
        if id(d) not in self._owned:
            d = hero.deck = _copy_deck(d)
            self._owned.add(id(d))
        return d

    def set_inst(self, iid: str, **changes: Any) -> Inst:
        """Change a card in play. Cards in play are frozen and shared between a state and its copies,
        so the change is a new Inst in this state: callers go on with the one returned."""
        new = self.s.insts[iid] = changed(self.s.insts[iid], changes)
        return new

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
        if len(a) == 1 and len(b) == 1:  # two ordinary figures or squares: no pairs to go through
            x, y = a[0], b[0]
            if abs(x[0] - y[0]) > max_range or abs(x[1] - y[1]) > max_range:
                return None
            # inside one wall-less rectangular room, the walk is the crow's (see Board.open_area_steps)
            steps = self.board.open_area_steps(x, y)
            if steps is not None:
                return steps if steps <= max_range else None
            area = self.board.area_of
            if area[x] != area[y] and y not in self.rooms_reaching(area[x]) and x not in self.rooms_reaching(area[y]):
                return None  # neither range map could hold the other square
        elif min((max(abs(x[0] - y[0]), abs(x[1] - y[1])) for x in a for y in b), default=0) > max_range:
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

    def room_number(self, room: str) -> int | str:
        """A room's number, for the d20 that picks the starting room (its id on a board without numbers):
        the board shows no numbers, so players are told rooms by `room_span`."""
        return self.c.board_def.room_numbers.get(room, room)

    def room_span(self, room: str) -> str:
        return room_span(self.board, room)

    def reach_problem(self, a: list[Square], b: list[Square], rng: int) -> tuple[str, dict[str, Any], str]:
        """Why element `b` is not within range `rng` and sight of element `a`, for a refusal: (message
        key, its values, the English sentence's ending). Figures never block sight in Altar Quest:
        only walls, closed doors, and the rule that range and sight stay in one room (and the door
        spaces beyond its open doors)."""
        linked = any(y in self.rooms_reaching(self.board.area_of[x]) or x in self.rooms_reaching(self.board.area_of[y])
                     for x in a for y in b)
        if not linked:
            mine = {self.board.area_of[x] for x in a}
            theirs = {self.board.area_of[y] for y in b}
            room = self.room_span(sorted(theirs)[0])
            doors = sorted((d for d in self.board.doors.values()
                            if {self.board.area_of[d.a], self.board.area_of[d.b]} & mine
                            and {self.board.area_of[d.a], self.board.area_of[d.b]} & theirs), key=lambda d: d.id)
            closed = [d for d in doors if d.id not in self.s.open_doors]
            if closed:
                d = closed[0]
                return ("behind_door", {"room": room, "a": nm(d.a), "b": nm(d.b), "door": d.id},
                        f"is in the room at {room}, behind the closed door between {nm(d.a)} and {nm(d.b)}: open it first")
            if doors:
                d = doors[0]
                return ("past_door_space", {"room": room, "a": nm(d.a), "b": nm(d.b)},
                        f"is in the room at {room}: through the open door ({nm(d.a)}-{nm(d.b)}) range and sight reach "
                        "only its door space; step into that room")
            return ("other_room", {"room": room},
                    f"is in the room at {room}, not next to yours: range and sight stay inside your room and the door "
                    "spaces of its open doors")
        d = self.distance_between(a, b, 99)
        if d is None or d > rng:
            crow = min(max(abs(x[0] - y[0]), abs(x[1] - y[1])) for x in a for y in b)
            if crow <= rng and d is not None:
                return ("wall_way", {"distance": d, "range": rng},
                        f"is {d} spaces away around the walls (range {rng} counts the way around them)")
            return ("too_far", {"distance": d if d is not None else crow, "range": rng},
                    f"is {d if d is not None else crow} spaces away; range {rng} is not enough: move closer")
        wall = self.blocking_wall(a, b)
        params: dict[str, Any] = {"square": nm(wall[0]), "side": wall[1]} if wall else {}
        where = f" ({wall[1]} of {nm(wall[0])})" if wall else ""
        return ("wall_sight", params, f"is within range but a wall{where} blocks the line of sight: move to see past it")

    def blocking_wall(self, a: list[Square], b: list[Square]) -> tuple[Square, str] | None:
        """The first wall (or closed door) the centre-to-centre line from `a` to `b` meets: the square
        before it and the wall's side of that square (north, south, east, west)."""
        x0, y0 = a[0]
        x1, y1 = min(b, key=lambda y: (abs(y[0] - x0) + abs(y[1] - y0), y[1], y[0]))
        steps = max(abs(x1 - x0), abs(y1 - y0)) * 4 or 1
        cur = (x0, y0)
        for i in range(1, steps + 1):
            # walk the centre line in small steps; each change of square crosses an edge (or a corner)
            fx = x0 + 0.5 + (x1 - x0) * i / steps
            fy = y0 + 0.5 + (y1 - y0) * i / steps
            nxt = (int(fx // 1), int(fy // 1))
            if nxt == cur:
                continue
            ways = [(nxt[0], cur[1]), (cur[0], nxt[1])] if nxt[0] != cur[0] and nxt[1] != cur[1] else [nxt]
            blocked = [via for via in ways if self.board.is_wall(cur, via, self.s.open_doors)
                       or (via != nxt and self.board.is_wall(via, nxt, self.s.open_doors))]
            if len(blocked) == len(ways):  # through a corner, sight passes when either way round is clear
                dx, dy = blocked[0][0] - cur[0], blocked[0][1] - cur[1]
                side = "east" if dx > 0 else "west" if dx < 0 else "south" if dy > 0 else "north"
                return cur, side
            cur = nxt
        return None

    def path_distances(self, start: Square) -> dict[Square, int]:
        """Walking distance over the board through open doors, ignoring figures: 'nearest'."""
        return self.walk(start).all()

    def walk(self, start: Square) -> WalkSearch:
        """The same distances searched only as far as asked (`WalkSearch`): most questions are
        about the nearest of a few figures or squares, a few rings away. Shared across states."""
        key = (self.board.uid, start, self.doors_key)
        got = _PATH_CACHE.get(key)
        if got is None:
            if len(_PATH_CACHE) >= MAPS_KEPT:
                del _PATH_CACHE[next(iter(_PATH_CACHE))]  # the oldest: most likely behind a door since opened
            got = _PATH_CACHE[key] = self.board.walk_search(start, self.doors_key)
        return got

    def nearest_empty(self, start: Square, room: str | None = None, taken: set[Square] | None = None) -> Square | None:
        """The empty square nearest `start` (itself if empty), optionally inside one room."""
        occ = self.occupancy()
        traps = self.trap_squares()
        taken = taken or set()

        def empty(s: Square) -> bool:
            return s not in occ and s not in traps and s not in taken

        if empty(start) and (room is None or self.board.area_of.get(start) == room):
            return start
        area = self.board.area_of
        for _d, ring in self.walk(start).rings():
            fits = [s for s in ring if empty(s) and (room is None or area[s] == room)]
            if fits:
                return min(fits, key=lambda s: (s[1], s[0]))
        return None
