"""Winning by each quest's own condition, and losing (rulebook "Object of the Game")."""
from __future__ import annotations

from tests.altar_helpers import (
    BLANK,
    SUCCESS,
    act,
    add_quest_card,
    add_villain,
    events,
    hero,
    illegal,
    new_game,
    open_doors,
    place,
    play_round_to_threat_turn,
    reveal,
    rig,
)


def test_win_overcome_objectives() -> None:
    s = new_game(quest="hunt")  # win: overcome 2 objectives
    open_doors(s, "ab")
    reveal(s, "rb", feature="table")
    idol = add_quest_card(s, "hunt_idol", "rb", attach=True)
    place(s, "h_tester", "E2")
    place(s, "h_helper", "A4")
    s.objectives_overcome = 1
    s.insts[idol] = s.insts[idol].model_copy(update={"progress": 1})
    rig(s, SUCCESS, BLANK)
    out = act(s, "tester", {"type": "interact", "with": idol})
    s2 = out.state
    assert s2.objectives_overcome == 2
    assert s2.result == "won" and s2.result_reason == "objectives"
    assert events(out, "game_over")[0]["result"] == "won"
    illegal(s2, "helper", {"type": "draw"}, key="game_over")
    # one objective is not enough
    s.objectives_overcome = 0
    rig(s, SUCCESS, BLANK)
    assert act(s, "tester", {"type": "interact", "with": idol}).state.result is None


def test_win_defeat_the_villain() -> None:
    for quest, result in (("zz_slay", "won"), ("hunt", None)):
        s = new_game(quest=quest)
        place(s, "h_tester", "B2")
        add_villain(s, "C2")
        s.figures["villain"].damage = 7
        rig(s, SUCCESS, SUCCESS, BLANK)
        out = act(s, "tester", {"type": "act", "card": "test_blade", "target": "V"})
        assert out.state.villain_defeated
        assert out.state.result == result, quest
        if result:
            assert out.state.result_reason == "villain_defeated"


def test_win_altar_task_at_the_found_altar() -> None:
    s = new_game(quest="zz_altar")  # rules card: Interact (1) at the altar, task willpower 1, threshold 2
    open_doors(s, "ab")
    reveal(s, "rb")
    place(s, "h_tester", "E2")  # next to F2, where the altar stands
    place(s, "h_helper", "A4")
    # before the altar is found there is nothing to interact with
    illegal(s, "tester", {"type": "interact", "with": s.rules_inst}, key="no_interact")
    s.altar_room = "rb"
    s.insts[s.altar_inst] = s.insts[s.altar_inst].model_copy(update={"room": "rb"})
    s.supply = 1
    rig(s, SUCCESS, SUCCESS, BLANK)  # 2 successes - difficulty 1 = 1 progress
    out = act(s, "tester", {"type": "interact", "with": s.rules_inst})
    assert out.state.insts[s.rules_inst].progress == 1 and out.state.result is None
    rig(s, SUCCESS, SUCCESS, SUCCESS)  # willpower 2 + 1 supply die: 3 - 1 = 2 progress
    out = act(s, "tester", {"type": "interact", "with": s.rules_inst, "supply": True})
    assert out.state.result == "won" and out.state.result_reason == "altar_task"
    # out of range of the altar
    place(s, "h_tester", "H4")
    illegal(s, "tester", {"type": "interact", "with": s.rules_inst}, key="out_of_range")


def test_lose_when_a_quest_effect_says_so() -> None:
    s = new_game(quest="hunt")  # quest turn: place 1 quest token; at 10 the heroes lose
    s.insts[s.rules_inst] = s.insts[s.rules_inst].model_copy(update={"quest_tokens": 8})  # the scheme adds 1 in the villain turn, the rules 1 more
    s.decks["villain"].cards = ["boss_ev2"]
    s.supply = 5
    s, out = play_round_to_threat_turn(s)
    assert s.insts[s.rules_inst].quest_tokens == 10
    assert s.result == "lost" and s.result_reason == "quest_effect"
    assert "new_round" not in [e.type for e in out.events]
    illegal(s, "tester", {"type": "draw"}, key="game_over")


def test_lose_when_any_hero_is_defeated() -> None:
    s = new_game()
    hero(s, "helper").damage = 9
    hero(s, "helper").threat_tokens = 1  # burns for 1 at the end of the helper's react phase
    s, out = play_round_to_threat_turn(s)
    assert s.result == "lost" and s.result_reason == "hero_defeated"
    assert "h_helper" not in s.figures
    assert events(out, "game_over")[0]["hero"] == "helper"
    assert "villain_turn" not in [e.type for e in out.events]  # the game stops at once
