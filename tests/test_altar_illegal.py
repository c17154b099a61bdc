"""Every illegal action raises RuleError with a readable reason and leaves the state byte-identical."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.altar_helpers import (
    RS,
    act,
    add_enemy,
    add_quest_card,
    illegal,
    new_game,
    open_doors,
    place,
    play_round_to_threat_turn,
    quiet_villain,
    reveal,
    set_hand,
    strip_reactions,
)


def base():
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "C3")
    return s


def no_actions():
    s = base()
    for _ in range(3):
        s = act(s, "tester", {"type": "draw"}).state
    return s


def helper_active():
    return act(base(), "helper", {"type": "draw"}).state


def with_goblin():
    s = base()
    add_enemy(s, "gob_red", "D4")
    return s


def at_door():
    s = base()
    place(s, "h_tester", "D2")
    return s


def ranger_game():
    s = new_game(heroes=("ranger", "tester"))
    s.altar_pool = ["wathe"] * 5
    return s


def pending_reaction():
    s = base()
    place(s, "h_helper", "H8")
    add_enemy(s, "gob_red", "C2")
    strip_reactions(s)
    set_hand(s, "tester", ["t_guard"])
    quiet_villain(s)
    s, out = play_round_to_threat_turn(s)
    assert out.prompt is not None
    return s


def game_over():
    s = base()
    s.insts[s.rules_inst] = s.insts[s.rules_inst].model_copy(update={"quest_tokens": 20})
    s, _ = play_round_to_threat_turn(s)
    assert s.result == "lost"
    return s


def fresh_mulligan():
    return new_game(mulligan_done=False)


def sealed():
    s = new_game(quest="zz_slay")
    place(s, "h_tester", "D2")
    add_quest_card(s, "slay_seal", "ra")
    return s


def revealed_once():
    s = at_door()
    s = act(s, "tester", {"type": "open_door", "door": "ab"}).state
    place(s, "h_tester", "B4")
    s.heroes["tester"].actions_left = 3
    return s


def empty_quest_deck():
    s = at_door()
    s.decks["quest"].cards = []
    return s


def open_ab():
    s = at_door()
    open_doors(s, "ab")
    reveal(s, "rb")
    return s


CASES: list[tuple[str, Callable[[], Any], str, dict[str, Any], str | None]] = [
    # (name, state builder, seat, action, RuleError key)
    ("unknown action", base, "tester", {"type": "fly"}, "bad_action"),
    ("missing field", base, "tester", {"type": "move"}, "bad_action"),
    ("extra field", base, "tester", {"type": "draw", "cards": 3}, "bad_action"),
    ("unknown seat", base, "nobody", {"type": "draw"}, "not_in_game"),
    ("bad square name", base, "tester", {"type": "move", "to": "hello"}, "bad_square"),
    ("square off the board", base, "tester", {"type": "move", "to": "Z40"}, "bad_square"),
    ("move too far", base, "tester", {"type": "move", "to": "H8"}, "cannot_reach"),
    ("move onto a hero", base, "tester", {"type": "move", "to": "C3"}, "cannot_reach"),
    ("move onto own space", base, "tester", {"type": "move", "to": "B2"}, "cannot_reach"),
    ("move through a wall", base, "tester", {"type": "move", "to": "E1"}, "cannot_reach"),
    ("move without actions", no_actions, "tester", {"type": "move", "to": "A1"}, "no_actions"),
    ("draw without actions", no_actions, "tester", {"type": "draw"}, "no_actions"),
    ("rest without actions", no_actions, "tester", {"type": "rest"}, "no_actions"),
    ("card action without actions", no_actions, "tester", {"type": "act", "card": "test_blade"}, "no_actions"),
    ("act in another's phase", helper_active, "tester", {"type": "draw"}, "not_your_phase"),
    ("end in another's phase", helper_active, "tester", {"type": "end"}, "not_your_phase"),
    ("open door from afar", base, "tester", {"type": "open_door", "door": "ab"}, "not_at_door"),
    ("open unknown door", at_door, "tester", {"type": "open_door", "door": "xy"}, "bad_door"),
    ("open an open door", open_ab, "tester", {"type": "open_door", "door": "ab"}, "door_open"),
    ("second reveal", revealed_once, "tester", {"type": "open_door", "door": "ac"}, "one_reveal"),
    ("reveal with no quest cards", empty_quest_deck, "tester", {"type": "open_door", "door": "ab"}, "no_reveal"),
    ("sealed doors", sealed, "tester", {"type": "open_door", "door": "ab"}, "doors_sealed"),
    ("act with a card not controlled", base, "tester", {"type": "act", "card": "r_bow"}, "not_controlled"),
    ("act on a hero", with_goblin, "tester", {"type": "act", "card": "test_blade", "target": "H"}, "bad_target"),
    ("act on nobody", with_goblin, "tester", {"type": "act", "card": "test_blade", "target": "Q9"}, "bad_target"),
    ("act out of range", with_goblin, "tester", {"type": "act", "card": "test_blade", "target": "M3"}, "out_of_range"),
    ("act with no Action", ranger_game, "ranger", {"type": "act", "card": "r_charm"}, "no_action_effect"),
    ("use with no Exhaust/Use", base, "tester", {"type": "use", "card": "test_blade"}, "no_use_effect"),
    ("use without the rhune", ranger_game, "ranger", {"type": "use", "card": "r_charm"}, "no_rhune"),
    ("play a card not in hand", base, "tester", {"type": "play", "card": "r_bow"}, "not_in_hand"),
    ("interact with nothing", base, "tester", {"type": "interact", "with": "altar"}, "no_interact"),
    ("rest without supply", base, "tester", {"type": "rest"}, "no_supply"),
    ("channel a missing die", base, "tester", {"type": "channel", "die": 0, "rhune": "wathe"}, "bad_die"),
    ("channel a bad rhune", base, "tester", {"type": "channel", "die": 2, "rhune": "mud"}, "bad_rhune"),
    ("give a non-search card before any act phase", base, "tester", {"type": "give", "card": "test_blade", "to": "helper"},
     "not_search"),
    ("give a non-search card", helper_active, "helper", {"type": "give", "card": "helper_blade", "to": "tester"}, "not_search"),
    ("choose with no prompt", base, "tester", {"type": "choose", "option": "1"}, "nothing_to_choose"),
    ("act while one's own prompt waits", pending_reaction, "tester", {"type": "draw"}, "answer_first"),
    ("act while another's prompt waits", pending_reaction, "helper", {"type": "draw"}, "waiting_choice"),
    ("answer another's prompt", pending_reaction, "helper", {"type": "choose", "option": "pass"}, "not_your_choice"),
    ("answer with a bad option", pending_reaction, "tester", {"type": "choose", "option": "9"}, "bad_option"),
    ("act after the game ended", game_over, "tester", {"type": "draw"}, "game_over"),
    ("mulligan twice", base, "tester", {"type": "mulligan", "cards": []}, "no_mulligan"),
    ("mulligan a card not in hand", fresh_mulligan, "tester", {"type": "mulligan", "cards": ["r_bow"]}, "not_in_hand"),
]


@pytest.mark.parametrize("name,build,seat,action,key", CASES, ids=[c[0] for c in CASES])
def test_illegal_action_raises_rule_error_and_leaves_the_state_untouched(
        name: str, build: Callable[[], Any], seat: str, action: dict[str, Any], key: str | None) -> None:
    s = build()
    err = illegal(s, seat, action, key=key)
    assert err.key and isinstance(err.params, dict)
    # the state still works: a legal action is accepted afterwards
    legal = RS.legal_actions(s, seat if seat in s.heroes else "tester")
    if s.result is None and legal:
        RS.apply(s, seat if seat in s.heroes else "tester", legal[-1])


def test_illegal_target_label_matches_the_figure_it_names() -> None:
    # sanity for the table above: M3 is the goblin's label, H the helper's
    s = with_goblin()
    labels = {f.label: f.kind for f in s.figures.values()}
    assert labels["M3"] == "minion" and labels["H"] == "hero"
