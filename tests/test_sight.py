"""Line of sight from any point to any point (engine/core/sight.py), checked against brute force on
random boards: a sight line the tracer calls clear never steps through a wall, and whenever any of a
dense set of sample lines between two squares is clear, the squares see each other."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.board import Board
from engine.core.sight import sees_any_point, segment_clear

SAMPLES = [Fraction(k, 4) for k in range(5)]  # 0, 1/4 ... 1 across a square, edges and corners included


@st.composite
def boards(draw):
    width, height = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    cells = draw(st.lists(st.sampled_from("aab#"), min_size=width * height, max_size=width * height))
    rows = ["".join(cells[y * width:(y + 1) * width]) for y in range(height)]
    legend = {"a": "ra", "b": "rb"}
    return Board.from_rows(rows, legend, {})


def walk_crosses_a_wall(board: Board, p, q, a, b) -> bool:
    """Follow the segment cell by cell: cut it where it crosses a grid line and look at the cell
    holding the middle of each piece (exact, in fractions)."""
    cuts = {Fraction(0), Fraction(1)}
    for axis in (0, 1):
        lo, hi = sorted((p[axis], q[axis]))
        if p[axis] != q[axis]:
            for k in range(int(lo) + 1, int(hi) + (0 if hi.denominator == 1 else 1)):
                cuts.add((k - p[axis]) / (q[axis] - p[axis]))
    cuts = sorted(t for t in cuts if 0 <= t <= 1)
    cells = [a]
    for t0, t1 in zip(cuts, cuts[1:], strict=False):
        t = (t0 + t1) / 2
        x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
        if x.denominator == 1 or y.denominator == 1:
            continue  # running along a grid line: the cells either side tell
        cells.append((int(x // 1), int(y // 1)))
    cells.append(b)
    for c0, c1 in zip(cells, cells[1:], strict=False):
        if c0 == c1:
            continue
        dx, dy = c1[0] - c0[0], c1[1] - c0[1]
        if abs(dx) + abs(dy) == 1 and board.is_wall(c0, c1, ()):
            return True
        if abs(dx) == 1 and abs(dy) == 1:
            via_x, via_y = (c1[0], c0[1]), (c0[0], c1[1])
            if (board.is_wall(c0, via_x, ()) or board.is_wall(via_x, c1, ())) and (
                    board.is_wall(c0, via_y, ()) or board.is_wall(via_y, c1, ())):
                return True
    return False


@settings(max_examples=60, deadline=None)
@given(board=boards(), data=st.data())
def test_any_point_sight_agrees_with_brute_force(board, data):
    squares = sorted(board.area_of)
    if len(squares) < 2:
        return

    def wall(u, v):
        return board.is_wall(u, v, ())

    for _ in range(6):
        a = data.draw(st.sampled_from(squares))
        b = data.draw(st.sampled_from(squares))
        sees = sees_any_point(a, b, wall, board._wall_ends)
        some_clear = False
        for fx in SAMPLES:
            for fy in SAMPLES:
                p = (a[0] + fx, a[1] + fy)
                for gx in SAMPLES[::2]:
                    for gy in SAMPLES[::2]:
                        q = (b[0] + gx, b[1] + gy)
                        if p != q and segment_clear(p, q, a, b, wall):
                            some_clear = True
                            # sound: a clear line never passes through a wall
                            assert not walk_crosses_a_wall(board, p, q, a, b), (a, b, p, q)
        if some_clear:
            assert sees, (a, b)  # complete: a clear sample line means sight
        if a != b and sees and board.area_of[a] != board.area_of[b]:
            # two different rooms with no door between them: never sight (walls all round)
            assert abs(a[0] - b[0]) + abs(a[1] - b[1]) > 1 or not wall(a, b)


def test_a_line_along_a_wall_is_blocked_and_one_grazing_a_corner_is_not():
    board = Board.from_rows(["ab", "aa"], {"a": "ra", "b": "rb"}, {})

    def wall(u, v):
        return board.is_wall(u, v, ())

    f = Fraction
    # along the wall between A1 and B1 (x = 1), from A1 down into A2: over the wall
    assert not segment_clear((f(1), f(0)), (f(1), f(2)), (0, 0), (0, 1), wall)
    # A1 to B2 through the corner of B1: round the other way (A2) is clear
    assert segment_clear((f(1, 2), f(1, 2)), (f(3, 2), f(3, 2)), (0, 0), (1, 1), wall)


def test_an_open_door_on_the_border_of_two_squares_rectangle_counts_for_sight():
    # on the shipped board with every door open, a line from (14, 1) to (14, 7) may run along the
    # edge of an open door beside that column: the board's cached answer must know that door
    from engine.rulesets.altar.content import content

    board = content().board
    doors = frozenset(board.doors)

    def wall(u, v):
        return board.is_wall(u, v, doors)

    pairs = [((14, 1), (14, 7))] + [((x, y), (x, y + k)) for x in range(0, 22, 3) for y in range(0, 20, 4)
                                    for k in (2, 3, 5) if (x, y) in board.area_of and (x, y + k) in board.area_of]
    for a, b in pairs:
        assert board.sees_any_point(a, b, doors) == sees_any_point(a, b, wall, board._wall_ends), (a, b)
