"""The engine's speed-ups change no game: each fast path gives what the plain way gives, and whole
games come out the same whether the engine's caches are warm or cleared before every step."""
from __future__ import annotations

import itertools
import random
import sys
from typing import Any

from engine import registry
from engine.core import sight
from engine.core.errors import RuleError


def _clear_engine_caches() -> None:
    """Empty every cache the engine keeps between calls: module-level `*_CACHE` dicts and the
    board's own caches."""
    for name, module in list(sys.modules.items()):
        if name.startswith("engine.") and module is not None:
            for attr, value in vars(module).items():
                if attr.endswith("_CACHE") and isinstance(value, dict):
                    value.clear()
    board = registry.get("altar").content.board
    for attr, value in vars(board).items():
        if attr.endswith("_cache") and isinstance(value, dict):
            value.clear()


def _play_altar(game_index: int, cold: bool) -> list[str]:
    """One game of the engine benchmark, as JSON lines: each action, its events and the state after."""
    from engine.rulesets.altar.actions import Choose, EndTurn
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.policy import choose_action, next_seat

    rs = registry.get("altar")
    quests = sorted(rs.content.quests)
    heroes = sorted(rs.content.heroes)
    party = [heroes[game_index % len(heroes)], heroes[(game_index + 1) % len(heroes)]]
    state = rs.new_game(quests[game_index % len(quests)], party, f"speed-{game_index}", {"random_start": True})
    lines = [state.model_dump_json()]
    for _ in range(2000):
        if state.result is not None:
            break
        if cold:
            _clear_engine_caches()
        g = Game(state, rs.content)
        seat = next_seat(g)
        if seat is None:
            break
        action = choose_action(g, seat)
        if cold:
            _clear_engine_caches()
        try:
            out = rs.apply(state, seat, action)
        except RuleError:
            action = Choose(option=state.pending.prompt.default) if state.pending else EndTurn()
            out = rs.apply(state, seat, action)
        state = out.state
        lines += [seat, action.model_dump_json(), *(e.model_dump_json() for e in out.events), state.model_dump_json()]
    return lines


def test_altar_games_are_the_same_with_warm_or_cleared_caches() -> None:
    for index in (0, 1):
        warm_first = _play_altar(index, cold=False)
        cold = _play_altar(index, cold=True)
        warm_again = _play_altar(index, cold=False)
        assert len(cold) > 100
        assert cold == warm_first == warm_again


def test_sight_shortcut_equals_the_exact_search() -> None:
    """Board.sees_any_point (the centre line traced on integers first, then the exact search)
    answers what the exact search alone answers."""
    board = registry.get("altar").content.board
    rnd = random.Random(11)
    doors = sorted(board.doors)
    squares = sorted(board.area_of)
    pairs = [(a, b) for a, b in itertools.product(squares, squares) if abs(a[0] - b[0]) + abs(a[1] - b[1]) <= 6]
    seen = blocked = 0
    for a, b in rnd.sample(pairs, 150):
        # doors with both spaces inside the two squares' bounding box: the ones the board's
        # cache key keeps (see Board.sees_any_point)
        x0, x1, y0, y1 = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
        inside = [d for d in doors if all(x0 <= s[0] <= x1 and y0 <= s[1] <= y1
                                          for s in (board.doors[d].a, board.doors[d].b))]
        open_doors = frozenset(rnd.sample(inside, rnd.randint(0, len(inside))))

        def wall(u: Any, v: Any, open_doors: Any = open_doors) -> bool:
            return board.is_wall(u, v, open_doors)

        want = sight.sees_any_point(a, b, wall, board._wall_ends)
        assert board.sees_any_point(a, b, open_doors) == want, (a, b, sorted(open_doors))
        seen += want
        blocked += not want
    assert seen > 20 and blocked > 20


def test_models_built_without_validation_equal_validated_ones() -> None:
    """`maker(cls)` with no values is a default factory giving what the model's own constructor
    gives; with every field given (an outcome), what validation gives."""
    from engine.core.protocol import Outcome, Prompt, PromptOption, make_outcome
    from engine.core.state_copy import check_made, maker
    from engine.rulesets.altar.state import Ctx, Job

    def same(a: Any, b: Any) -> None:
        assert type(a) is type(b) and a.__dict__ == b.__dict__ and list(a.__dict__) == list(b.__dict__)
        assert a.__pydantic_fields_set__ == b.__pydantic_fields_set__
        assert a.__pydantic_extra__ == b.__pydantic_extra__ and a.__pydantic_private__ == b.__pydantic_private__

    check_made(False)
    try:
        blank = maker(Ctx)
        same(blank(), Ctx())
        assert blank() is not blank() and blank().__pydantic_fields_set__ is not blank().__pydantic_fields_set__
        same(Job(kind="steps").ctx, Ctx())
        prompt = Prompt(seat="a", kind="choose", text="?", options=[PromptOption(id="x", label="X")], default="x")
        for values in ({"state": 1, "events": [], "prompt": None}, {"state": "s", "events": [], "prompt": prompt}):
            same(make_outcome(**values), Outcome(**values))
    finally:
        check_made(True)


def test_makers_give_what_the_classes_give_and_refuse_what_validation_would_change() -> None:
    """`maker(cls)` builds without validating: the same object as `cls(**values)`; while checking is
    on (the suite), a value validation would change (a tuple for a list) or an unknown name raises."""
    import pytest

    from engine.core.protocol import Prompt, PromptOption, make_option, make_prompt
    from engine.core.state_copy import check_made
    from engine.rulesets.altar.state import Ctx, Job, make_ctx, make_job, make_pending

    def same(a: Any, b: Any) -> None:
        assert type(a) is type(b) and a.__dict__ == b.__dict__ and list(a.__dict__) == list(b.__dict__)
        assert a.__pydantic_fields_set__ == b.__pydantic_fields_set__

    check_made(False)
    try:
        same(make_job(kind="steps"), Job(kind="steps"))
        assert make_job(kind="a").steps is not make_job(kind="a").steps  # each its own empty list
        ctx = Ctx(hero="h", supply=True)
        same(make_job(kind="steps", steps=[{"op": "heal"}], ctx=ctx, arg="x"),
             Job(kind="steps", steps=[{"op": "heal"}], ctx=ctx, arg="x"))
        same(make_ctx(actor="e1", enemy_turn=True), Ctx(actor="e1", enemy_turn=True))
        option = make_option(id="pass", label="Pass")
        same(option, PromptOption(id="pass", label="Pass"))
        prompt = make_prompt(seat="a", kind="choose", text="?", options=[option], default="pass")
        same(prompt, Prompt(seat="a", kind="choose", text="?", options=[option], default="pass"))
        same(make_pending(prompt=prompt), make_pending.__globals__["cls"](prompt=prompt))
    finally:
        check_made(True)
    with pytest.raises(TypeError, match="steps"):
        make_job(kind="steps", steps=({"op": "heal"},))
    with pytest.raises(TypeError):
        make_ctx(hero="h", heroes="typo")


def test_events_made_without_validation_equal_validated_ones() -> None:
    from engine.core import events
    from engine.rulesets.altar import events as ev

    fields = {"audience": "a", "hero": "a", "card": "c", "name": "N", "name_fr": "Nf"}
    events.validate_events(False)
    try:
        fast = events.made(ev.CardDrawn, dict(fields))
    finally:
        events.validate_events(True)
    slow = ev.CardDrawn(**fields)
    assert type(fast) is type(slow) and fast.model_dump() == slow.model_dump() and fast == slow
    assert fast.model_fields_set == set(ev.CardDrawn.model_fields)


def test_out_of_range_as_the_crow_flies_is_what_the_range_maps_say() -> None:
    """Base.distance_between answers None at once for squares farther apart than the range as the
    crow flies: the range maps, searched, say the same."""
    from engine.rulesets.altar.game import Game

    rs = registry.get("altar")
    state = rs.new_game(sorted(rs.content.quests)[0], sorted(rs.content.heroes)[:2], "crow", {"random_start": True})
    g = Game(state, rs.content)
    board = g.board
    rnd = random.Random(5)
    squares = sorted(board.area_of)
    for _ in range(400):
        rng = rnd.randint(1, 4)
        a = [rnd.choice(squares)]
        b = [rnd.choice(squares) for _ in range(rnd.randint(1, 3))]
        state.open_doors = rnd.sample(sorted(board.doors), rnd.randint(0, len(board.doors)))
        g = Game(state, rs.content)
        got = g.distance_between(a, b, rng)
        rmap = g.range_map(a, rng)
        ds = [rmap[s] for s in b if s in rmap] or [d for s, d in g.range_map(b, rng).items() if s in a]
        assert got == (min(ds) if ds else None), (a, b, rng)


def test_range_shortcuts_equal_the_searched_range_maps() -> None:
    """Base.distance_between answers two kinds of pair without searching: two squares of one
    wall-less rectangular room (the crow's steps) and two squares whose rooms range cannot join.
    Over random open doors and pairs (the board's L-shaped rooms included), the answer is what a
    search of the rulebook's range, made afresh with no cache, gives."""
    from engine.rulesets.altar.game import Game

    rs = registry.get("altar")
    state = rs.new_game(sorted(rs.content.quests)[0], sorted(rs.content.heroes)[:2], "range", {"random_start": True})
    board = rs.content.board
    assert board.open_areas and set(board.area_squares) - board.open_areas  # both kinds of room are met
    rnd = random.Random(11)
    squares = sorted(board.area_of)
    seen = {"crow": 0, "apart": 0, "searched": 0}
    for _ in range(1500):
        state.open_doors = rnd.sample(sorted(board.doors), rnd.randint(0, len(board.doors)))
        g = Game(state, rs.content)
        x = rnd.choice(squares)
        near = [s for s in squares if max(abs(s[0] - x[0]), abs(s[1] - x[1])) <= 6]
        y = rnd.choice(near)
        rng = rnd.randint(1, 8)

        def fresh(src: Any, rng: int = rng) -> dict[Any, int]:
            reach = set(board.area_squares[board.area_of[src]])
            for door in state.open_doors:
                d = board.doors[door]
                if board.area_of[d.a] == board.area_of[src]:
                    reach.add(d.b)
                elif board.area_of[d.b] == board.area_of[src]:
                    reach.add(d.a)
            return board.distances(src, set(state.open_doors), max_steps=rng, within=reach.__contains__)

        want = fresh(x).get(y)
        if want is None:
            want = fresh(y).get(x)
        assert g.distance_between([x], [y], rng) == want, (x, y, rng, state.open_doors)
        if board.open_area_steps(x, y) is not None:
            seen["crow"] += 1
        elif board.area_of[x] != board.area_of[y] and want is None:
            seen["apart"] += 1
        else:
            seen["searched"] += 1
    assert min(seen.values()) > 50, seen


def test_state_fields_set_fast_behave_as_pydantic_sets_them() -> None:
    """State models set their fields straight into their values (`Mutable`): what is set is what is
    read, dumped and copied; a name that is no field is refused, as pydantic refuses it."""
    import pytest

    from engine.core.state_copy import copier_for
    from engine.rulesets.altar.state import Figure

    f = Figure(id="e1", kind="minion", card="c", pos="B2", label="M1")
    f.damage, f.pos = 2, "C3"
    assert (f.damage, f.pos) == (2, "C3") and f.model_dump()["damage"] == 2
    assert Figure.model_validate_json(f.model_dump_json()) == f
    twin = copier_for(Figure)(f)
    twin.damage = 5
    assert (f.damage, twin.damage) == (2, 5)
    with pytest.raises(ValueError, match="no field"):
        f.dammage = 3
