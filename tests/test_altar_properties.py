"""Property-based tests: random legal play from random seeds keeps every invariant, and every
action legal_actions() offers is accepted by apply()."""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import RuleError
from engine.rulesets.altar.base import sq
from engine.rulesets.altar.game import Game
from engine.rulesets.altar.invariants import check
from tests.altar_helpers import RS, C

QUESTS = ["hunt", "zz_slay", "zz_altar"]
PARTIES = [("tester",), ("tester", "helper"), ("ranger", "leader"), ("helper", "ranger", "tester"),
           ("tester", "helper", "ranger", "leader")]

games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "quest": st.sampled_from(QUESTS),
    "heroes": st.sampled_from(PARTIES),
    "threat_deck": st.sampled_from(["goblins", "zz_marks"]),
    "villain_deck": st.sampled_from(["boss", "zz_tyrant"]),
    "hard": st.booleans(),
    "start_room": st.sampled_from(["ra", "rb", "rc", "rd"]),
})


def _start(g: dict[str, Any]):
    opts = {k: g[k] for k in ("threat_deck", "villain_deck", "hard", "start_room")}
    s = RS.new_game(g["quest"], list(g["heroes"]), g["seed"], opts)
    assert check(Game(s, C)) == []
    return s


def _pick(data: st.DataObject, s) -> tuple[str, Any]:
    """A seat with something to do, then an action type, then an action of that type (so the many
    Move and Channel choices do not drown the rest)."""
    offers = {h: RS.legal_actions(s, h) for h in s.order}
    seats = [h for h, acts in offers.items() if acts]
    assert seats, "nobody has a legal action in a game that is not over"
    seat = data.draw(st.sampled_from(seats), label="seat")
    acts = offers[seat]
    kind = data.draw(st.sampled_from(sorted({a.type for a in acts})), label="type")
    action = data.draw(st.sampled_from([a for a in acts if a.type == kind]), label="action")
    return seat, action


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(g=games, data=st.data())
def test_random_legal_play_keeps_every_invariant(g: dict[str, Any], data: st.DataObject) -> None:
    s = _start(g)
    for _ in range(90):
        if RS.is_over(s):
            break
        seat, action = _pick(data, s)
        before = RS.dump_state(s)
        try:
            out = RS.apply(s, seat, action)
        except RuleError as exc:  # pragma: no cover - reported as a failure
            raise AssertionError(f"legal_actions offered {action!r} to {seat} but apply refused: {exc.reason}") from exc
        assert RS.dump_state(s) == before, "apply() mutated its input"
        s = out.state
        problems = check(Game(s, C))
        assert problems == [], (seat, action, problems)
        # the spelled-out invariants, on top of invariants.check
        for f in s.figures.values():
            assert 0 <= f.damage < Game(s, C).health(f)
        assert all(0 <= h.focus <= 5 for h in s.heroes.values())
        assert s.supply >= 0
        squares = [q for f in s.figures.values() for q in Game(s, C).fig_squares(f)]
        # no two figures share a space, except heroes still on the stairs they all started on
        stairs = C.board_def.rooms[s.stairs_room].feature[0]
        shared = {q for q in squares if squares.count(q) > 1}
        assert shared <= {sq(stairs)}
        assert all(f.kind == "hero" for f in s.figures.values() if sq(f.pos) in shared)
        if out.prompt is not None:
            assert RS.current_prompt(s) == out.prompt


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(g=games, data=st.data())
def test_every_action_legal_actions_offers_is_accepted_by_apply(g: dict[str, Any], data: st.DataObject) -> None:
    s = _start(g)
    for step in range(40):
        if RS.is_over(s):
            break
        if step % 8 == 0:
            for seat in s.order:
                for action in RS.legal_actions(s, seat):
                    try:
                        out = RS.apply(s, seat, action)
                    except RuleError as exc:  # pragma: no cover - reported as a failure
                        raise AssertionError(f"{seat} {action!r} offered but refused: {exc.reason}") from exc
                    assert check(Game(out.state, C)) == [], (seat, action)
        seat, action = _pick(data, s)
        s = RS.apply(s, seat, action).state


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(g=games, data=st.data())
def test_seats_without_legal_actions_are_refused(g: dict[str, Any], data: st.DataObject) -> None:
    """While a prompt waits or another hero acts, the seats legal_actions() leaves out are refused."""
    s = _start(g)
    for _ in range(40):
        if RS.is_over(s):
            break
        for seat in s.order:
            if not RS.legal_actions(s, seat):
                before = RS.dump_state(s)
                try:
                    RS.apply(s, seat, {"type": "draw"})
                except RuleError:
                    pass
                else:  # pragma: no cover - reported as a failure
                    raise AssertionError(f"{seat} had no legal action but a draw was accepted")
                assert RS.dump_state(s) == before
        seat, action = _pick(data, s)
        s = RS.apply(s, seat, action).state
