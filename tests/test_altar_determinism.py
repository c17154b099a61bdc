"""Same content + seed + actions -> byte-identical state JSON; apply() never mutates its input."""
from __future__ import annotations

from engine.core.errors import RuleError
from engine.rulesets.altar.game import Game
from engine.rulesets.altar.policy import choose_action, next_seat
from tests.altar_helpers import RS, C


def _play(seed: int | str, steps: int = 250, quest: str = "hunt", heroes=("tester", "helper", "ranger")):
    s = RS.new_game(quest, list(heroes), seed, {"start_room": "ra"})
    dumps = [RS.dump_state(s)]
    actions = []
    for _ in range(steps):
        seat = next_seat(Game(s, C))
        if seat is None:
            break
        action = choose_action(Game(s, C), seat)
        before = RS.dump_state(s)
        out = RS.apply(s, seat, action)
        assert RS.dump_state(s) == before, "apply() mutated its input"
        s = out.state
        actions.append((seat, action))
        dumps.append(RS.dump_state(s))
    return dumps, actions


def test_determinism_same_seed_and_actions_give_byte_identical_states() -> None:
    dumps_a, actions = _play("det-1")
    assert len(actions) > 20
    # replay the recorded actions on a fresh game from the same seed
    s = RS.new_game("hunt", ["tester", "helper", "ranger"], "det-1", {"start_room": "ra"})
    assert RS.dump_state(s) == dumps_a[0]
    for i, (seat, action) in enumerate(actions, start=1):
        s = RS.apply(s, seat, action).state
        assert RS.dump_state(s) == dumps_a[i], f"diverged at step {i}"
    # and a second run of the whole thing
    dumps_b, actions_b = _play("det-1")
    assert dumps_b == dumps_a and actions_b == actions


def test_determinism_the_prng_lives_in_the_state_json() -> None:
    dumps, actions = _play(7, steps=120, quest="zz_slay")
    # resume from a saved state at every tenth step: the rest of the game is identical
    for k in range(0, len(actions), 10):
        s = RS.load_state(dumps[k])
        assert RS.dump_state(s) == dumps[k]
        for j in range(k, min(k + 10, len(actions))):
            s = RS.apply(s, *actions[j]).state
            assert RS.dump_state(s) == dumps[j + 1]


def test_determinism_events_are_identical_too() -> None:
    _, actions = _play("ev", steps=80)
    runs = []
    for _ in range(2):
        s = RS.new_game("hunt", ["tester", "helper", "ranger"], "ev", {"start_room": "ra"})
        evs = []
        for seat, action in actions:
            out = RS.apply(s, seat, action)
            evs.append([e.model_dump() for e in out.events])
            s = out.state
        runs.append(evs)
    assert runs[0] == runs[1]


def test_determinism_different_seeds_give_different_games() -> None:
    a = RS.dump_state(RS.new_game("hunt", ["tester", "helper"], 1, {"start_room": "ra"}))
    b = RS.dump_state(RS.new_game("hunt", ["tester", "helper"], 2, {"start_room": "ra"}))
    assert a != b
    assert a == RS.dump_state(RS.new_game("hunt", ["tester", "helper"], 1, {"start_room": "ra"}))
    assert RS.dump_state(RS.new_game("hunt", ["tester"], "text seed")) == RS.dump_state(
        RS.new_game("hunt", ["tester"], "text seed"))


def test_apply_never_mutates_its_input_even_when_it_refuses() -> None:
    s = RS.new_game("hunt", ["tester", "helper"], 3, {"start_room": "ra"})
    before = RS.dump_state(s)
    for seat, action in (("tester", {"type": "move", "to": "H8"}), ("helper", {"type": "open_door", "door": "ab"}),
                         ("tester", {"type": "rest"}), ("nobody", {"type": "draw"})):
        try:
            RS.apply(s, seat, action)
        except RuleError:
            pass
        assert RS.dump_state(s) == before
    out = RS.apply(s, "tester", {"type": "end"})
    assert RS.dump_state(s) == before and out.state is not s


def test_no_state_along_whole_games_ever_changes_after_it_was_made() -> None:
    """States may share the parts an action leaves alone (copies are made on write): every state of
    whole games, refusals and their fall-backs included, still reads as it did when it was made."""
    from bot.games.altar.tools import bench_game
    from engine import registry

    rs = registry.get("altar")
    for index in range(4):
        s = bench_game(index, "chain")
        chain = [(s, rs.dump_state(s))]
        while s.result is None and len(chain) < 600:
            g = Game(s, rs.content)
            seat = next_seat(g)
            if seat is None:
                break
            try:
                out = rs.apply(s, seat, choose_action(g, seat))
            except RuleError:
                out = rs.apply(s, seat, {"type": "choose", "option": s.pending.prompt.default} if s.pending
                               else {"type": "end"})
            s = out.state
            chain.append((s, rs.dump_state(s)))
        assert len(chain) > 50
        changed = [i for i, (state, dump) in enumerate(chain) if rs.dump_state(state) != dump]
        assert not changed, f"game {index}: states {changed[:5]} changed after they were made"
