"""The engine's shortcuts give exactly what the slow way gives: state copies without a dump/validate
round trip, board searches on cached step lists, and HeroQuest sight that skips needless traces."""
from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from engine import registry
from engine.core.state_copy import copier_for

# parts a copy shares with its original instead of copying them: pending steps (content), Altar's
# decks (copied by the action that changes one), arrows and a pending decision's prompt, steps and test
# (never changed once made), and any frozen model
SHARED_PARTS = re.compile(r"\.steps(\['[^']*'\])?\[\d+\]$|\.decks\['[^']*'\]$|\.deck$|\.marks\[\d+\]$"
                          r"|\.pending\.(prompt|steps|test)$")


def _shared_part(value: Any, path: str) -> bool:
    return bool(SHARED_PARTS.search(path)) or (isinstance(value, BaseModel) and bool(value.model_config.get("frozen")))


def _same(a: Any, b: Any, path: str = "state") -> None:
    """Equal values of the same types all the way down, with the same fields marked as set; a
    pending step the copy shares may still be the model the round trip turns into a dict, and any
    part it shares serialises the same (the fields marked as set are those it was made with)."""
    if isinstance(b, BaseModel) and type(a) is dict and ".steps" in path:
        assert a == b.model_dump(), path
        return
    if isinstance(b, BaseModel) and _shared_part(b, path):
        assert type(a) is type(b) and a.model_dump() == b.model_dump(), path
        return
    assert type(a) is type(b), f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, BaseModel):
        assert a.__pydantic_fields_set__ == b.__pydantic_fields_set__, path
        assert a.__pydantic_extra__ == b.__pydantic_extra__ and a.__pydantic_private__ == b.__pydantic_private__, path
        assert list(a.__dict__) == list(b.__dict__), path
        for k in a.__dict__:
            _same(a.__dict__[k], b.__dict__[k], f"{path}.{k}")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for k in a:
            _same(a[k], b[k], f"{path}[{k!r}]")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same(x, y, f"{path}[{i}]")
    else:
        assert a == b, f"{path}: {a!r} != {b!r}"


def _independent(a: Any, b: Any, path: str = "state") -> None:
    """No list, dict or model of the copy `b` is also part of the original `a`, but for the parts
    shared on purpose (`SHARED_PARTS`): content that nothing changes, or that an action replaces
    rather than changes."""
    if isinstance(a, (str, int, float, bool, type(None))) or _shared_part(a, path):
        return
    assert a is not b, f"{path} is shared"
    if isinstance(a, BaseModel):
        for k in a.__dict__:
            _independent(a.__dict__[k], b.__dict__[k], f"{path}.{k}")
    elif isinstance(a, dict):
        for k in a:
            _independent(a[k], b[k], f"{path}[{k!r}]")
    elif isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _independent(x, y, f"{path}[{i}]")


def _altar_states(steps: int = 400) -> list[Any]:
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.policy import choose_action, next_seat

    rs = registry.get("altar")
    states = [rs.new_game("weeping_altar", ["brakka", "maudra"], "copy-1", {"random_start": True})]
    for _ in range(steps):
        g = Game(states[-1], rs.content)
        seat = next_seat(g)
        if seat is None:
            break
        states.append(rs.apply(states[-1], seat, choose_action(g, seat)).state)
    return states


def _heroquest_states() -> list[Any]:
    from engine.rulesets.heroquest.policy import play_game

    rs = registry.get("heroquest")
    states: list[Any] = []

    class Recorder:
        content = rs.content

        def apply(self, state: Any, seat: str, action: Any) -> Any:
            out = rs.apply(state, seat, action)
            states.append(out.state)
            return out

    heroes = list(rs.content.heroes)
    # prompts are rare in HeroQuest: further seeds until the games have met one (the copy must meet one)
    for seed in range(1, 9):
        for quest in rs.content.quest_order()[:3]:
            play_game(Recorder(), rs.new_game(quest, heroes, f"copy-{seed}"), max_steps=400)
        if any(s.pending is not None for s in states):
            break
    return states


def test_state_copies_equal_the_dump_validate_round_trip() -> None:
    for ruleset, states in (("altar", _altar_states()), ("heroquest", _heroquest_states())):
        rs = registry.get(ruleset)
        copy = copier_for(rs.state_cls)
        assert len(states) > 100
        assert any(s.pending is not None for s in states), f"{ruleset}: no state with a prompt to copy"
        # states as apply() leaves them, and as they come back from JSON (pending steps as dicts)
        for state in states + [rs.load_state(rs.dump_state(s)) for s in states[::5]]:
            clone = copy(state)
            _same(rs.state_cls.model_validate(state.model_dump()), clone)
            _independent(state, clone)
            assert rs.dump_state(clone) == rs.dump_state(state)
        # copies share their set of field names: assigning fields or model_copy() leaves it whole
        one, two = copy(states[-1]), copy(states[-1])
        one.round += 1
        one.model_copy(update={"round": 7}).result_reason = "changed"
        assert two.model_fields_set == one.model_fields_set == set(rs.state_cls.model_fields)


def test_state_copies_of_models_with_hooks_use_the_round_trip() -> None:
    from pydantic import field_validator

    class Odd(BaseModel):
        n: int = 0
        tags: list[str] = []

        @field_validator("n")
        @classmethod
        def _even(cls, v: int) -> int:
            return v + v % 2

    odd = Odd.model_construct(n=3, tags=["a"])
    clone = copier_for(Odd)(odd)
    assert clone.n == 4 and clone.tags == ["a"] and clone.tags is not odd.tags


# --- board searches: the door-aware step lists and edge table give what walking the walls gives ---


def _boards() -> list[Any]:
    hq = registry.get("heroquest").content
    return [registry.get("altar").content.board] + [hq.board(q) for q in hq.quest_order()[:4]]


def _reference_distances(board: Any, start: Any, open_doors: Any, max_steps: Any = None, blocked: Any = (),
                         allowed: Any = None) -> dict:
    dist = {start: 0}
    frontier = [start]
    d = 0
    while frontier and (max_steps is None or d < max_steps):
        d += 1
        ring = []
        for cur in frontier:
            if cur != start and cur in blocked:
                continue
            for nxt in board.neighbours(cur, open_doors):
                if nxt not in dist and (allowed is None or nxt in allowed):
                    dist[nxt] = d
                    ring.append(nxt)
        frontier = ring
    return dist


def _reference_sight(board: Any, a: Any, b: Any, open_doors: Any, blockers: Any) -> bool:
    """Board.line_of_sight walking the grid with `is_wall`, as it was first written."""
    if a == b:
        return True
    blockers = set(blockers) - {a, b}

    def ok(p: Any, q: Any) -> bool:
        return q in board.area_of and not board.is_wall(p, q, open_doors) and q not in blockers

    (x0, y0), (x1, y1) = a, b
    sx, sy = (1 if x1 > x0 else -1), (1 if y1 > y0 else -1)
    nx, ny = abs(x1 - x0), abs(y1 - y0)
    ix = iy = 0
    cur = a
    while ix < nx or iy < ny:
        tx, ty = (2 * ix + 1) * ny, (2 * iy + 1) * nx
        if tx == ty:
            vx, vy, nxt = (cur[0] + sx, cur[1]), (cur[0], cur[1] + sy), (cur[0] + sx, cur[1] + sy)
            if not ((ok(cur, vx) and ok(vx, nxt)) or (ok(cur, vy) and ok(vy, nxt))):
                return False
            cur, ix, iy = nxt, ix + 1, iy + 1
        elif tx < ty:
            nxt = (cur[0] + sx, cur[1])
            if not ok(cur, nxt):
                return False
            cur, ix = nxt, ix + 1
        else:
            nxt = (cur[0], cur[1] + sy)
            if not ok(cur, nxt):
                return False
            cur, iy = nxt, iy + 1
    return True


def test_board_searches_match_plain_walks_for_any_open_doors() -> None:
    import random

    rnd = random.Random(7)
    for board in _boards():
        squares = sorted(board.area_of)
        doors = sorted(board.doors)
        for _ in range(40):
            open_doors = rnd.sample(doors, rnd.randint(0, len(doors)))
            as_list, as_set = list(open_doors), frozenset(open_doors)
            start = rnd.choice(squares)
            blocked = set(rnd.sample(squares, 15))
            allowed = set(rnd.sample(squares, len(squares) // 2)) | {start}
            for kw in ({}, {"max_steps": 4}, {"blocked": blocked}, {"allowed": allowed, "max_steps": 6}):
                want = _reference_distances(board, start, as_set, **kw)
                for doors_given in (as_list, as_set):
                    got = board.distances(start, doors_given, **kw)
                    assert list(got.items()) == list(want.items())  # same order too: ties follow it
            for goal in rnd.sample(squares, 5):
                # a search told its goal may stop at the goal's ring: what it holds is exact, it
                # holds every square up to the goal's distance, and the goal when it is reachable
                for kw in ({}, {"max_steps": 6, "blocked": blocked}):
                    want = _reference_distances(board, start, as_set, **kw)
                    got = board.distances(start, as_set, goal=goal, **kw)
                    assert all(want[x] == d for x, d in got.items())
                    assert got.get(goal) == want.get(goal)
                    horizon = want.get(goal, max(want.values()))
                    assert {x for x, d in want.items() if d <= horizon} <= set(got)
                path = board.shortest_path(start, goal, as_list)
                dist = _reference_distances(board, start, as_set)
                assert (path is None) == (goal not in dist)
                if path:
                    assert len(path) == dist[goal] and path[-1] == goal
                    assert all(b in board.neighbours(a, as_set) for a, b in zip([start, *path], path, strict=False))
            for target in rnd.sample(squares, 30):
                for figures in ((), blocked):
                    assert board.line_of_sight(start, target, as_list, figures) == _reference_sight(
                        board, start, target, as_list, figures)


def test_open_area_steps_are_the_walk_between_squares_of_one_open_room() -> None:
    """A room whose squares fill a rectangle with no wall inside is open: between two of its squares
    the walk is the crow's steps (diagonals) or the town's (without), with doors open or shut. A
    room with an inner wall, or a door between two of its own squares, is not open."""
    import random

    from engine.core.board import Board

    rnd = random.Random(5)
    for board in _boards():
        assert board.open_areas
        doors = sorted(board.doors)
        for area in board.open_areas:
            squares = board.area_squares[area]
            for open_doors in (frozenset(), frozenset(rnd.sample(doors, len(doors) // 2))):
                start = rnd.choice(squares)
                walk = _reference_distances(board, start, open_doors)
                assert all(board.open_area_steps(start, x) == walk[x] for x in squares)
    inner_door = Board.from_rows(["aaaa", "aaaa"], {"a": "A"}, {"d1": ((1, 0), (2, 0))})
    inner_wall = Board.from_rows(["aaaa", "aaaa"], {"a": "A"}, {}, extra_walls=[((1, 0), (2, 0))])
    whole = Board.from_rows(["aaaa", "aaaa"], {"a": "A"}, {})
    assert not inner_door.open_areas and not inner_wall.open_areas and whole.open_areas == {"A"}
    assert inner_door.open_area_steps((1, 0), (2, 0)) is None and whole.open_area_steps((0, 0), (3, 1)) == 3


def test_walk_searches_give_what_whole_searches_give_however_they_are_read() -> None:
    """A WalkSearch searches only as far as it is asked: whatever order its questions come in (the
    nearest of some squares, one square's distance, the rings, the whole map), each answer is the
    whole search's, and the whole map comes out the same, in the same order; with squares that
    are reached but not walked through (figures in the way) as well."""
    import random

    rnd = random.Random(3)
    for board in _boards():
        squares = sorted(board.area_of)
        doors = sorted(board.doors)
        for _ in range(60):
            open_doors = frozenset(rnd.sample(doors, rnd.randint(0, len(doors))))
            start = rnd.choice(squares)
            blocked = set(rnd.sample(squares, 15)) if rnd.random() < 0.5 else set()
            want = _reference_distances(board, start, open_doors, blocked=blocked)
            walk = board.walk_search(start, open_doors, blocked=blocked)
            for _question in range(4):
                kind = rnd.choice(("nearest", "get", "rings"))
                if kind == "nearest":
                    asked = rnd.sample(squares, rnd.randint(0, 4))
                    reached = [x for x in asked if x in want]
                    got = walk.nearest(asked)
                    if not reached:
                        assert got is None
                    else:
                        d = min(want[x] for x in reached)
                        assert got == (d, list(dict.fromkeys(x for x in reached if want[x] == d)))
                elif kind == "get":
                    x = rnd.choice(squares)
                    assert walk.get(x, -1) == want.get(x, -1)
                else:
                    for d, ring in walk.rings():
                        assert all(want[x] == d for x in ring)
                        if d >= 3:
                            break
            assert list(walk.all().items()) == list(want.items())
            assert list(board.walk_search(start, open_doors, blocked).all().items()) == list(want.items())


def test_heroquest_sight_skips_only_traces_no_figure_can_change() -> None:
    from engine.rulesets.heroquest.base import sq
    from engine.rulesets.heroquest.game import Game

    rs = registry.get("heroquest")
    checked = 0
    for state in _heroquest_states()[::7]:
        g = Game(state, rs.content)
        blockers = g.sight_blockers()
        for hero in g.living_heroes():
            here = sq(hero.pos)
            want = {t for t in g.corridor_squares if g.board.line_of_sight(here, t, state.open_doors, blockers)}
            if g.board.area_of.get(here) == "corridor":
                want.add(here)
            # of those, the ones the view reaches square by square (no lone square lit far off through
            # the point where two corners meet: data/heroquest/README.md, "Seeing and searching")
            assert g.hero_sight(here, blockers) == g.joined_view(here, want)
            checked += 1
    assert checked > 100
