"""Line of sight from any point of one square to any point of another, exactly.

A rulebook may say: "draw an imaginary line from any point within one element's
space to any point within the other space. If the line crosses over a wall or a closed door, the
elements do not have line of sight". Squares are unit cells; walls and closed doors lie on cell
edges. A line *crosses* a wall when it passes through the wall's inside or runs along it; touching
a wall's end only (grazing a corner) does not block, unless walls close that corner on both sides.

If some line from A to B is clear, there is a clear one through two "critical" points: corners of A
or B, or ends of walls between them (the usual argument: slide and turn the line until it touches
two of them). So only the lines through pairs of those points are tried, each cut down to the part
between A and B, and traced with exact rational arithmetic. Results are cached per board.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from fractions import Fraction
from itertools import combinations
from math import floor

Square = tuple[int, int]
Point = tuple[Fraction, Fraction]
# is the edge between two orthogonal neighbours a wall (or a closed door) for these open doors?
WallTest = Callable[[Square, Square], bool]

_HALF = Fraction(1, 2)


def corners(sq: Square) -> list[Point]:
    x, y = sq
    return [(Fraction(x + dx), Fraction(y + dy)) for dy in (0, 1) for dx in (0, 1)]


def centre(sq: Square) -> Point:
    return (Fraction(sq[0]) + _HALF, Fraction(sq[1]) + _HALF)


def _clip(p: Point, d: Point, sq: Square) -> tuple[Fraction, Fraction] | None:
    """The interval of t for which p + t*d lies in the closed square (None: the line misses it)."""
    lo, hi = Fraction(-10**9), Fraction(10**9)
    for axis in (0, 1):
        a, b = Fraction(sq[axis]), Fraction(sq[axis] + 1)
        if d[axis] == 0:
            if not a <= p[axis] <= b:
                return None
            continue
        t1, t2 = (a - p[axis]) / d[axis], (b - p[axis]) / d[axis]
        if t1 > t2:
            t1, t2 = t2, t1
        lo, hi = max(lo, t1), min(hi, t2)
    return (lo, hi) if lo <= hi else None


def _segment_between(p: Point, q: Point, a: Square, b: Square) -> tuple[Point, Point] | None:
    """On the line through p and q: the stretch from where it last is in `a` to where it first is
    in `b` (None when the line misses one of them, or meets `b` before `a`)."""
    d = (q[0] - p[0], q[1] - p[1])
    if d == (0, 0):
        return None
    ta, tb = _clip(p, d, a), _clip(p, d, b)
    if ta is None or tb is None:
        return None
    if ta[1] <= tb[0]:
        start, end = ta[1], tb[0]
    elif tb[1] <= ta[0]:
        start, end = ta[0], tb[1]  # the line runs from b to a: walk it backwards
        return (p[0] + d[0] * start, p[1] + d[1] * start), (p[0] + d[0] * end, p[1] + d[1] * end)
    else:
        return None  # the squares overlap along this line: neighbours, handled by the caller
    return (p[0] + d[0] * start, p[1] + d[1] * start), (p[0] + d[0] * end, p[1] + d[1] * end)


def _cell_at(x: Fraction, y: Fraction) -> Square:
    return (floor(x), floor(y))


def _where(x: Fraction, y: Fraction) -> tuple[str, tuple[int, int]]:
    """What a point strictly between two crossings lies in: a cell, or the inside of a grid edge."""
    xi, yi = x.denominator == 1, y.denominator == 1
    if xi and not yi:
        return ("vline", (int(x), floor(y)))  # on x = int(x), beside row floor(y)
    if yi and not xi:
        return ("hline", (floor(x), int(y)))
    return ("cell", _cell_at(x, y))


def _corner_clear(c0: Square, c1: Square, wall: WallTest) -> bool:
    """Passing from a cell to the diagonal one through their shared corner: clear if either way
    around the corner is."""
    via_x, via_y = (c1[0], c0[1]), (c0[0], c1[1])
    return not ((wall(c0, via_x) or wall(via_x, c1)) and (wall(c0, via_y) or wall(via_y, c1)))


def _crossings(p: Point, d: Point) -> list[Fraction]:
    """The t in [0, 1] where p + t*d meets a grid line, with 0 and 1, in order."""
    ts = {Fraction(0), Fraction(1)}
    for axis in (0, 1):
        if d[axis] != 0:
            lo, hi = sorted((p[axis], p[axis] + d[axis]))
            for k in range(floor(lo), floor(hi) + 2):
                t = (Fraction(k) - p[axis]) / d[axis]
                if 0 <= t <= 1:
                    ts.add(t)
    return sorted(ts)


def _beside(place: tuple[str, tuple[int, int]]) -> tuple[Square, ...]:
    """The two cells either side of a grid edge a segment runs along (a cell: itself)."""
    kind, (x, y) = place
    if kind == "vline":
        return ((x - 1, y), (x, y))
    if kind == "hline":
        return ((x, y - 1), (x, y))
    return ((x, y),)


def segment_clear(p: Point, q: Point, a: Square, b: Square, wall: WallTest) -> bool:
    """Whether the segment from p (a point of square a) to q (a point of square b) crosses no wall."""
    d = (q[0] - p[0], q[1] - p[1])
    if d == (0, 0):  # a and b touch at p
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
            return not wall(a, b)
        return a == b or _corner_clear(a, b, wall)
    order = _crossings(p, d)
    between = [_where(p[0] + d[0] * (t0 + t1) / 2, p[1] + d[1] * (t0 + t1) / 2)
               for t0, t1 in zip(order, order[1:], strict=False)]
    if any(kind != "cell" for kind, _ in between):
        # the whole segment lies on one grid line: it must start along an edge of a and end along
        # an edge of b (not slip out of a corner), run along open edges only, and pass no vertex
        # walled shut across the line
        if a not in _beside(between[0]) or b not in _beside(between[-1]):
            return False
        for kind, (x, y) in between:
            if kind == "vline" and wall((x - 1, y), (x, y)):
                return False
            if kind == "hline" and wall((x, y - 1), (x, y)):
                return False
        for t in order[1:-1]:
            vx, vy = p[0] + d[0] * t, p[1] + d[1] * t
            if vx.denominator != 1 or vy.denominator != 1:
                continue
            vx, vy = int(vx), int(vy)
            if d[0] == 0:
                closed = wall((vx - 1, vy - 1), (vx - 1, vy)) and wall((vx, vy - 1), (vx, vy))
            else:
                closed = wall((vx - 1, vy - 1), (vx, vy - 1)) and wall((vx - 1, vy), (vx, vy))
            if closed:
                return False
        return True
    cells = [a] + [sq for _kind, sq in between] + [b]
    for c0, c1 in zip(cells, cells[1:], strict=False):
        if c0 == c1:
            continue
        dx, dy = c1[0] - c0[0], c1[1] - c0[1]
        if abs(dx) + abs(dy) == 1:
            if wall(c0, c1):
                return False
        elif abs(dx) == 1 and abs(dy) == 1:
            if not _corner_clear(c0, c1, wall):
                return False
        else:
            return False  # a straight line only ever steps to a neighbour: refuse rather than guess
    return True


def _critical_points(a: Square, b: Square, wall_ends: Collection[tuple[int, int]]) -> list[Point]:
    x0, x1 = min(a[0], b[0]), max(a[0], b[0]) + 1
    y0, y1 = min(a[1], b[1]), max(a[1], b[1]) + 1
    inside = [(Fraction(x), Fraction(y)) for x, y in wall_ends if x0 <= x <= x1 and y0 <= y <= y1]
    return corners(a) + corners(b) + inside


def candidate_segments(a: Square, b: Square, wall_ends: Collection[tuple[int, int]]) -> Iterator[tuple[Point, Point]]:
    """Segments from a to b worth tracing: centre to centre first (the usual answer), then the
    stretches between a and b of every line through two critical points."""
    yield centre(a), centre(b)
    for pa in corners(a):
        for pb in corners(b):
            yield pa, pb
    points = _critical_points(a, b, wall_ends)
    for p, q in combinations(points, 2):
        seg = _segment_between(p, q, a, b)
        if seg is not None:
            yield seg


def sees_any_point(a: Square, b: Square, wall: WallTest, wall_ends: Collection[tuple[int, int]]) -> bool:
    """Whether some point of square a sees some point of square b (see the module's first lines)."""
    if a == b:
        return True
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
        return not wall(a, b)
    if abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1:
        return _corner_clear(a, b, wall)
    for p, q in candidate_segments(a, b, wall_ends):
        if segment_clear(p, q, a, b, wall):
            return True
    return False
