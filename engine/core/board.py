"""Board geometry shared by every ruleset.

A board is a grid of squares named like a chess board (column letter, row number, `A1` top-left).
Each square belongs to an *area* (a room or a corridor) or to nothing (solid rock). Walls stand on
the edges between squares of different areas, except where a door is; extra walls may stand inside
an area. Doors are edges too, open or closed (the open/closed set lives in the game state, not
here). Figures may be 1x1 or 2x2 ("Huge", anchored on their top-left square).

Adjacency is 8-way or 4-way per ruleset. In 8-way mode spaces sharing a corner inside one area are
adjacent (even at an area's inner corner), but a diagonal step never leaves its area, so figures
only change rooms orthogonally, door space to door space, through an open door.

Sight comes two ways: `line_of_sight` traces centre to centre (with figures as blockers where a
ruleset says so); `sees_any_point` asks whether any point of one square sees any point of the other,
walls and closed doors blocking, exactly (rational arithmetic over the lines that matter).
"""
from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

from .sight import sees_any_point

Square = tuple[int, int]
_BOARD_SERIAL = itertools.count(1)
Edge = tuple[Square, Square]
_WALL = object()  # what `Board._crossings` gives for an edge no sight line crosses
_NO_DOORS: frozenset[str] = frozenset()
_NO_BLOCKERS: frozenset[tuple[int, int]] = frozenset()

ORTHOGONAL: tuple[Square, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL: tuple[Square, ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def column_letters(x: int) -> str:
    letters = ""
    x += 1
    while x:
        x, rem = divmod(x - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def square_name(sq: Square) -> str:
    return f"{column_letters(sq[0])}{sq[1] + 1}"


def span_name(squares: Iterable[Square | str]) -> str:
    """A block of squares as players find it on a board: its corner squares ("C4–D6"), or its one
    square (squares given as coordinates or by name)."""
    cells = {parse_square(s) if isinstance(s, str) else s for s in squares}
    cells.discard(None)
    if not cells:
        return "?"
    xs, ys = [x for x, _ in cells], [y for _, y in cells]  # type: ignore[misc]
    first, last = (min(xs), min(ys)), (max(xs), max(ys))
    return square_name(first) if first == last else f"{square_name(first)}–{square_name(last)}"


def parse_square(name: str) -> Square | None:
    """`C5` -> (2, 4); None for anything that is not a square name."""
    name = name.strip().upper()
    i = 0
    while i < len(name) and name[i].isalpha():
        i += 1
    letters, digits = name[:i], name[i:]
    if not letters or not digits.isdigit() or len(letters) > 2:
        return None
    x = 0
    for ch in letters:
        x = x * 26 + (ord(ch) - 64)
    return (x - 1, int(digits) - 1)


def edge(a: Square, b: Square) -> Edge:
    return (a, b) if a <= b else (b, a)


def huge_squares(anchor: Square, size: int) -> list[Square]:
    """Squares covered by a figure of `size` x `size` whose top-left square is `anchor`."""
    return [(anchor[0] + dx, anchor[1] + dy) for dy in range(size) for dx in range(size)]


@dataclass(frozen=True)
class Door:
    id: str
    a: Square
    b: Square

    @property
    def edge(self) -> Edge:
        return edge(self.a, self.b)


@dataclass
class Board:
    """Static geometry. Build with `Board.from_rows`; never stored in the game state."""

    width: int
    height: int
    area_of: dict[Square, str]
    doors: dict[str, Door]
    diagonal: bool = True
    extra_walls: set[Edge] = field(default_factory=set)
    # derived
    door_by_edge: dict[Edge, str] = field(init=False)
    area_squares: dict[str, list[Square]] = field(init=False)
    door_spaces: dict[Square, list[str]] = field(init=False)

    def __post_init__(self) -> None:
        # a serial that is never reused (unlike id()), for caches keyed on the geometry
        self.uid = next(_BOARD_SERIAL)
        self.door_by_edge = {d.edge: d.id for d in self.doors.values()}
        # the name players read and type: the door's number, in the order the content lists doors
        self.door_names = {door_id: str(i) for i, door_id in enumerate(self.doors, 1)}
        self.area_squares = {}
        for sq in sorted(self.area_of, key=lambda s: (s[1], s[0])):
            self.area_squares.setdefault(self.area_of[sq], []).append(sq)
        self.door_spaces = {}
        for d in self.doors.values():
            for sq in (d.a, d.b):
                self.door_spaces.setdefault(sq, []).append(d.id)
        self._steps = ORTHOGONAL + DIAGONAL if self.diagonal else ORTHOGONAL
        # areas that are whole rectangles with no wall inside: there, the walking distance between
        # two squares is the crow's (see `open_area_steps`)
        self.open_areas = frozenset(a for a, squares in self.area_squares.items() if self._open_rectangle(squares))
        # every step a figure could take, with the door it goes through (None: no door), so
        # path-finding never re-derives walls
        self._adjacent: dict[Square, list[tuple[Square, str | None]]] = {
            s: self._static_steps(s) for s in self.area_of
        }
        # orthogonal edges a sight line may cross: (a, b) -> the door on it, or None (no door)
        self._crossings: dict[Edge, str | None] = {
            (s, n): door for s, steps in self._adjacent.items() for n, door in steps if s[0] == n[0] or s[1] == n[1]
        }
        # steps through open doors, per set of open doors (see `open_steps`): squares with no door
        # among their steps (nearly all) share the lists made here, doors or not
        self._door_squares = [s for s, steps in self._adjacent.items() if any(door for _n, door in steps)]
        self._all_steps = {s: [n for n, _door in steps] for s, steps in self._adjacent.items()}
        self._open_steps_cache: dict[frozenset[str], dict[Square, list[Square]]] = {}
        # the same steps by square number, for the plain breadth-first search (lists beat dicts)
        self._squares: list[Square] = list(self._adjacent)
        self._number: dict[Square, int] = {s: i for i, s in enumerate(self._squares)}
        self._open_numbered_cache: dict[frozenset[str], list[list[int]]] = {}
        self._all_numbered_steps = [[self._number[n] for n in self._all_steps[s]] for s in self._squares]
        # the ends of every wall and door edge: the points sight lines turn around (engine.core.sight)
        self._wall_ends = self._edge_ends()
        self._sight_cache: dict[tuple, bool] = {}
        self._box_doors: dict[tuple[Square, Square], tuple[str, ...]] = {}  # see `_doors_in_box`
        # each door's two spaces as the rectangle they span: (left, top, right, bottom)
        self._door_boxes = {d.id: (min(d.a[0], d.b[0]), min(d.a[1], d.b[1]), max(d.a[0], d.b[0]), max(d.a[1], d.b[1]))
                            for d in self.doors.values()}

    def _open_rectangle(self, squares: list[Square]) -> bool:
        xs, ys = [x for x, _y in squares], [y for _x, y in squares]
        if len(squares) != (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1):
            return False
        inside = set(squares)
        # a wall inside, or a door between two of its squares (a wall while it is shut), breaks it
        edges = [*self.extra_walls, *((d.a, d.b) for d in self.doors.values())]
        return not any(a in inside and b in inside for a, b in edges)

    def open_area_steps(self, a: Square, b: Square) -> int | None:
        """The fewest steps between two squares of one open area (`open_areas`), None for any other
        pair. Every step moves one square at most each way (one way only without diagonals), so no
        walk is shorter, whatever doors it goes through; inside a wall-less rectangle the straight
        walk takes exactly that many."""
        area = self.area_of.get(a)
        if area is None or area not in self.open_areas or self.area_of.get(b) != area:
            return None
        dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
        return max(dx, dy) if self.diagonal else dx + dy

    def _static_steps(self, sq: Square) -> list[tuple[Square, str | None]]:
        out: list[tuple[Square, str | None]] = []
        x, y = sq
        here = self.area_of.get(sq)
        closed: tuple[str, ...] = ()
        for dx, dy in self._steps:
            nxt = (x + dx, y + dy)
            there = self.area_of.get(nxt)
            if there is None:
                continue
            if dx and dy:
                # diagonal: spaces sharing a corner inside one area are adjacent, even around an
                # inner corner of an L-shaped room; a diagonal never leads into another area
                if there == here and not self._walled_corner(sq, nxt):
                    out.append((nxt, None))
                continue
            door = self.door_by_edge.get(edge(sq, nxt))
            if door is not None:
                out.append((nxt, door))
            elif not self.is_wall(sq, nxt, closed):
                out.append((nxt, None))
        return out

    def _edge_ends(self) -> frozenset[tuple[int, int]]:
        ends: set[tuple[int, int]] = set()
        squares = set(self.area_of)
        for (x, y) in squares:
            for nxt in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
                if self.is_wall((x, y), nxt, ()):
                    # the edge between (x, y) and nxt, as its two grid vertices
                    if nxt[0] != x:
                        ex = max(x, nxt[0])
                        ends.update({(ex, y), (ex, y + 1)})
                    else:
                        ey = max(y, nxt[1])
                        ends.update({(x, ey), (x + 1, ey)})
        return frozenset(ends)

    def _walled_corner(self, a: Square, b: Square) -> bool:
        """Two diagonal squares of one area with walls *inside* the area across both ways around
        their shared corner (extra walls): the corner is shut."""
        (x, y), (x2, y2) = a, b
        via_x, via_y = (x2, y), (x, y2)
        inner = self.extra_walls
        way_x = edge(a, via_x) in inner or edge(via_x, b) in inner
        way_y = edge(a, via_y) in inner or edge(via_y, b) in inner
        return way_x and way_y

    @classmethod
    def from_rows(
        cls,
        rows: list[str],
        legend: dict[str, str],
        doors: dict[str, tuple[Square, Square]],
        diagonal: bool = True,
        extra_walls: Iterable[Edge] = (),
    ) -> Board:
        """`rows` are strings of one character per square; `legend` maps a character to an area id.

        Characters missing from the legend (for example `#` or space) are solid rock.
        """
        area_of: dict[Square, str] = {}
        width = max((len(r) for r in rows), default=0)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                if ch in legend:
                    area_of[(x, y)] = legend[ch]
        door_objs = {}
        for door_id, (a, b) in doors.items():
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                raise ValueError(f"door {door_id}: {square_name(a)} and {square_name(b)} are not side by side")
            if a not in area_of or b not in area_of:
                raise ValueError(f"door {door_id} touches solid rock")
            door_objs[door_id] = Door(door_id, a, b)
        return cls(width, len(rows), area_of, door_objs, diagonal, set(extra_walls))

    # --- basic queries -------------------------------------------------------------------------

    def on_board(self, sq: Square) -> bool:
        return sq in self.area_of

    def area(self, sq: Square) -> str | None:
        return self.area_of.get(sq)

    def door_between(self, a: Square, b: Square) -> str | None:
        return self.door_by_edge.get(edge(a, b))

    def is_wall(self, a: Square, b: Square, open_doors: Collection[str]) -> bool:
        """True when the edge between two orthogonal neighbours cannot be crossed."""
        e = edge(a, b)
        door = self.door_by_edge.get(e)
        if door is not None:
            return door not in open_doors
        if e in self.extra_walls:
            return True
        return self.area_of.get(a) != self.area_of.get(b)

    def neighbours(self, sq: Square, open_doors: Collection[str]) -> list[Square]:
        """Squares one step away that a figure could step to, ignoring figures."""
        return [n for n, door in self._adjacent.get(sq, ()) if door is None or door in open_doors]

    def open_steps(self, open_doors: Collection[str]) -> dict[Square, list[Square]]:
        """Every square's `neighbours`, in the same order, for one set of open doors.

        Searches run many times on one set of doors (doors open a few times a game), so the
        door checks are done once per set. Only squares beside a door get lists of their own; the
        others are shared. Callers must not change the lists."""
        key = open_doors if isinstance(open_doors, frozenset) else frozenset(open_doors)
        got = self._open_steps_cache.get(key)
        if got is None:
            if len(self._open_steps_cache) > 256:
                self._open_steps_cache.clear()
            got = dict(self._all_steps)
            for s in self._door_squares:
                got[s] = [n for n, door in self._adjacent[s] if door is None or door in key]
            self._open_steps_cache[key] = got
        return got

    def _open_numbered_steps(self, open_doors: Collection[str]) -> list[list[int]]:
        """`open_steps` by square number: entry i lists the numbers of square i's neighbours."""
        key = open_doors if isinstance(open_doors, frozenset) else frozenset(open_doors)
        got = self._open_numbered_cache.get(key)
        if got is None:
            if len(self._open_numbered_cache) > 256:
                self._open_numbered_cache.clear()
            # as in `open_steps`, only the squares beside a door need their own lists
            got = list(self._all_numbered_steps)
            number = self._number
            for s in self._door_squares:
                got[number[s]] = [number[n] for n, door in self._adjacent[s] if door is None or door in key]
            self._open_numbered_cache[key] = got
        return got

    # --- distances and paths ---------------------------------------------------------------------

    def distances(
        self,
        start: Square,
        open_doors: Collection[str],
        max_steps: int | None = None,
        passable: Callable[[Square], bool] | None = None,
        within: Callable[[Square], bool] | None = None,
        blocked: Collection[Square] = frozenset(),
        allowed: Collection[Square] | None = None,
        goal: Square | None = None,
    ) -> dict[Square, int]:
        """Breadth-first distances from `start`, one ring at a time.

        Squares in `blocked` (or failing `passable`) can be reached but not walked through (the
        start always counts); squares outside `allowed` (or failing `within`) are never considered.
        The set forms are the fast path; the callables stay for odd rules. With a `goal`, the search
        may stop once the goal's ring is done: the answer then holds the rings up to the goal's."""
        limit = max_steps if max_steps is not None else 1 << 30
        if passable is None and within is None and allowed is None and start in self._number:
            # the usual case, on square numbers: the same rings in the same order, so the same dict
            return WalkSearch(self, start, open_doors, blocked).upto(limit, goal)
        steps = self.open_steps(open_doors)
        dist = {start: 0}
        frontier = [start]
        d = 0
        while frontier and d < limit:
            d += 1
            ring = []
            for cur in frontier:
                if cur != start and (cur in blocked or (passable is not None and not passable(cur))):
                    continue
                for nxt in steps[cur]:
                    if nxt in dist:
                        continue
                    if allowed is not None and nxt not in allowed:
                        continue
                    if within is not None and not within(nxt):
                        continue
                    dist[nxt] = d
                    ring.append(nxt)
            frontier = ring
        return dist

    def walk_search(self, start: Square, open_doors: Collection[str], blocked: Collection[Square] = ()) -> WalkSearch:
        """Walking distances from `start` through `open_doors`, searched only as far as asked;
        `blocked` squares are reached but not walked through, as in `distances`."""
        return WalkSearch(self, start, open_doors, blocked)

    def shortest_path(
        self,
        start: Square,
        goal: Square,
        open_doors: Collection[str],
        passable: Callable[[Square], bool] | None = None,
    ) -> list[Square] | None:
        """Squares from start (excluded) to goal (included) along a shortest path, or None.

        Ties are broken the same way every time (neighbour order), which keeps games deterministic.
        """
        if start == goal:
            return []
        steps = self.open_steps(open_doors)
        prev: dict[Square, Square] = {start: start}
        queue = deque([start])
        while queue:
            cur = queue.popleft()
            if cur != start and passable is not None and not passable(cur):
                continue
            for nxt in steps.get(cur, ()):
                if nxt in prev:
                    continue
                prev[nxt] = cur
                if nxt == goal:
                    path = [goal]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    path.pop()
                    path.reverse()
                    return path
                queue.append(nxt)
        return None

    # --- line of sight ---------------------------------------------------------------------------

    def sees_any_point(self, a: Square, b: Square, open_doors: Collection[str]) -> bool:
        """Whether any point of square `a` sees any point of square `b`: no wall or closed door
        crossed (see engine.core.sight). Remembered per pair and per open door that could matter."""
        box = self._box_doors.get((a, b))
        if box is None:
            if len(self._box_doors) > 200_000:
                self._box_doors.clear()
            box = self._box_doors[(a, b)] = self._doors_in_box(a, b)
        near = frozenset(d for d in box if d in open_doors) if box else _NO_DOORS
        key = (a, b, near)
        got = self._sight_cache.get(key)
        if got is None:
            if len(self._sight_cache) > 200_000:
                self._sight_cache.clear()

            def wall(u: Square, v: Square) -> bool:
                return self.is_wall(u, v, near)

            # the centre-to-centre line is the exact search's first try and usually clear: traced on
            # integers it costs a fraction of the rational arithmetic (the same walls, the same
            # corners); only a blocked centre line needs the search through every other line
            got = self._trace(a, b, near, set()) is None or sees_any_point(a, b, wall, self._wall_ends)
            self._sight_cache[key] = got
        return got

    def _doors_in_box(self, a: Square, b: Square) -> tuple[str, ...]:
        """The doors whose edge lies in the rectangle that `a` and `b` span, its border included (a
        sight line may run along the border): both spaces within one square of that rectangle. The
        only doors whose state `sees_any_point` looks at."""
        x0, x1 = min(a[0], b[0]) - 1, max(a[0], b[0]) + 1
        y0, y1 = min(a[1], b[1]) - 1, max(a[1], b[1]) + 1
        return tuple(door for door, (dx0, dy0, dx1, dy1) in self._door_boxes.items()
                     if x0 <= dx0 and dx1 <= x1 and y0 <= dy0 and dy1 <= y1)

    def line_of_sight(
        self,
        a: Square,
        b: Square,
        open_doors: Collection[str],
        blockers: Collection[Square] = (),
    ) -> bool:
        """Centre-to-centre sight line. Walls and closed doors on crossed edges block, and so do
        squares in `blockers` (figures, for rulesets where figures block sight). A line that only
        touches a corner sees past it when either way around the corner is free of walls and closed
        doors; blockers on the squares beside that corner are only touched, and never stop it."""
        if a == b:
            return True
        return self._trace(a, b, open_doors, set(blockers) - {a, b}) is None

    def sight_cut(self, a: Square, b: Square, open_doors: Collection[str],
                  blockers: Collection[Square] = ()) -> tuple[Square, Square] | None:
        """Where `line_of_sight` finds the line cut: the first crossing (from `a` to its orthogonal
        neighbour) that a wall, a closed door or a blocker stops, the way along x first when both ways
        around a corner are stopped; None when `a` sees `b`."""
        if a == b:
            return None
        return self._trace(a, b, open_doors, set(blockers) - {a, b})

    def _trace(self, a: Square, b: Square, open_doors: Collection[str],
               blockers: set[Square]) -> tuple[Square, Square] | None:
        (x0, y0), (x1, y1) = a, b
        dx, dy = x1 - x0, y1 - y0
        sx = 1 if dx > 0 else -1
        sy = 1 if dy > 0 else -1
        nx, ny = abs(dx), abs(dy)
        ix = iy = 0
        cur = a
        crossings = self._crossings
        cross_ok = self._cross_ok
        while ix < nx or iy < ny:
            # compare the parameter t at the next vertical and horizontal grid line crossings
            tx = (2 * ix + 1) * ny
            ty = (2 * iy + 1) * nx
            if tx == ty:
                # through a corner: walls and doors let it pass when either way around is clear; the two
                # squares beside the corner are only touched, never crossed, so figures on them do not
                # stop it (a rulebook where figures block sight: « si la ligne ne traverse pas de mur, de
                # porte fermée, de héros ou de monstre, la cible est visible, même si la ligne touche le coin »)
                via_x = (cur[0] + sx, cur[1])
                via_y = (cur[0], cur[1] + sy)
                nxt = (cur[0] + sx, cur[1] + sy)
                ok_y = (cross_ok(cur, via_y, open_doors, _NO_BLOCKERS)
                        and cross_ok(via_y, nxt, open_doors, _NO_BLOCKERS))
                if not ok_y:
                    if not cross_ok(cur, via_x, open_doors, _NO_BLOCKERS):
                        return cur, via_x
                    if not cross_ok(via_x, nxt, open_doors, _NO_BLOCKERS):
                        return via_x, nxt
                if nxt in blockers:
                    return (via_y, nxt) if ok_y else (via_x, nxt)
                cur = nxt
                ix += 1
                iy += 1
                continue
            if tx < ty:
                nxt = (cur[0] + sx, cur[1])
                ix += 1
            else:
                nxt = (cur[0], cur[1] + sy)
                iy += 1
            # `_cross_ok`, inlined: this is the inner loop of every sight check
            door = crossings.get((cur, nxt), _WALL)
            if door is _WALL or (door is not None and door not in open_doors) or nxt in blockers:
                return cur, nxt
            cur = nxt
        return None

    def _cross_ok(self, a: Square, b: Square, open_doors: Collection[str], blockers: set[Square]) -> bool:
        """Whether a sight line may pass from `a` into its orthogonal neighbour `b`: no wall, no
        closed door, `b` on the board and not a blocker (the same test as `is_wall`, looked up)."""
        door = self._crossings.get((a, b), _WALL)
        if door is _WALL or (door is not None and door not in open_doors):
            return False
        return b not in blockers


class WalkSearch:
    """`Board.distances(start, open_doors, blocked=...)` searched one ring at a time, only as far as its callers
    ask: the nearest of some squares is known once a ring holds one of them, and all squares at
    one distance lie in one ring. The rings, and the whole map once searched, are those of
    `distances`, in the same order. A search never changes what it has found, so one search can
    be shared by every state with the same board and open doors."""

    __slots__ = ("_steps", "_squares", "_number", "_seen", "_rings", "_found", "_frontier", "_stop")

    def __init__(self, board: Board, start: Square, open_doors: Collection[str], blocked: Collection[Square] = ()) -> None:
        self._steps = board._open_numbered_steps(open_doors)
        self._squares = board._squares
        self._number = board._number
        first = self._number[start]
        self._stop = {self._number[s] for s in blocked if s in self._number} - {first}  # the start is walked from
        self._seen = [False] * len(self._steps)
        self._seen[first] = True
        self._rings: list[list[Square]] = [[start]]
        self._found: dict[Square, int] = {start: 0}
        self._frontier = [first]

    def _more(self) -> bool:
        """Search the next ring; False when every reachable square is found."""
        if not self._frontier:
            return False
        steps, seen, stop = self._steps, self._seen, self._stop
        ring = []
        for cur in self._frontier:
            if cur in stop:
                continue
            for nxt in steps[cur]:
                if not seen[nxt]:
                    seen[nxt] = True
                    ring.append(nxt)
        self._frontier = ring
        if not ring:
            return False
        squares = list(map(self._squares.__getitem__, ring))
        self._found.update(zip(squares, itertools.repeat(len(self._rings))))
        self._rings.append(squares)
        return True

    def rings(self) -> Iterable[tuple[int, list[Square]]]:
        """(distance, the squares at that distance), nearest first, searching on as they are read
        (the search's own lists: read them, never change them)."""
        d = 0
        while d < len(self._rings) or self._more():
            yield d, self._rings[d]
            d += 1

    def get(self, square: Square, default: int | None = None) -> int | None:
        """The walking distance to `square`, or `default` when no open way leads there."""
        found = self._found
        while square not in found:
            if not self._more():
                return default
        return found[square]

    def nearest(self, squares: Iterable[Square]) -> tuple[int, list[Square]] | None:
        """The distance of the nearest of `squares` and those of them at that distance (in their
        given order), or None when none can be reached."""
        order = list(dict.fromkeys(squares))
        wanted = set(order)
        if wanted:
            for d, ring in self.rings():
                if not wanted.isdisjoint(ring):
                    here = wanted.intersection(ring)
                    return d, [s for s in order if s in here]
        return None

    def upto(self, rings: int, goal: Square | None = None) -> dict[Square, int]:
        """Searches until every square at most `rings` steps away is found (or until `goal` is:
        then every square up to the goal's distance) and gives the squares found so far, with their
        distances. That is the search's own map: it may already hold farther squares, and grows
        when the search goes on; read it, never change it. A fresh search gives exactly those rings."""
        while len(self._rings) <= rings and (goal is None or goal not in self._found) and self._more():
            pass
        return self._found

    def all(self) -> dict[Square, int]:
        """Every reachable square's distance: `Board.distances(start, open_doors, blocked=...)` (the
        search's own map, shared like it: never change it)."""
        while self._more():
            pass
        return self._found
