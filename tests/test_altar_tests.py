"""Tests (the 8-step procedure and each kind of test), damage, healing, defeat and supply."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from tests.altar_helpers import (
    BLANK,
    CRIT,
    FOCUS,
    RS,
    SF,
    SUCCESS,
    act,
    add_enemy,
    add_quest_card,
    add_trap,
    add_villain,
    events,
    hero,
    illegal,
    new_game,
    open_doors,
    place,
    play_round_to_threat_turn,
    quiet_villain,
    reveal,
    rig,
    set_hand,
    strip_reactions,
    types,
)


def _blade_vs(card: str = "gob_red", at: str = "C2", **kw):
    s = new_game(**kw)
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A4")
    fid = add_enemy(s, card, at)
    return s, fid


def _attack(s, fid, supply: bool = False, card: str = "test_blade"):
    return act(s, "tester", {"type": "act", "card": card, "target": s.figures[fid].label, "supply": supply})


def test_test_procedure_gathers_one_die_per_point_of_the_attribute() -> None:
    s, fid = _blade_vs()
    rig(s, BLANK, BLANK, BLANK)
    (t,) = events(_attack(s, fid), "test")
    assert t["dice"] == 3 and t["attr"] == "might" and len(t["faces"]) == 3  # might 3
    # a card that adds a die: Strike, might +1 die
    set_hand(s, "tester", ["t_strike"])
    s.altar_pool = ["wathe"] * 5
    out = act(s, "tester", {"type": "play", "card": "t_strike", "target": s.figures[fid].label})
    assert events(out, "test")[0]["dice"] == 4


def test_test_procedure_supply_buys_one_extra_die_once_per_test() -> None:
    s, fid = _blade_vs()
    s.supply = 3
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = _attack(s, fid, supply=True)
    (t,) = events(out, "test")
    assert t["dice"] == 4 and out.state.supply == 2
    assert events(out, "supply_spent") == [{"hero": "tester", "amount": 1, "supply": 2}]
    assert types(out).index("supply_spent") < types(out).index("test")  # before rolling
    # without supply to spend, asking for it is refused (said, not rolled silently without the die)
    s.supply = 0
    rig(s, BLANK, BLANK, BLANK)
    with pytest.raises(RuleError) as err:
        _attack(s, fid, supply=True)
    assert err.value.key == "no_supply"
    out = _attack(s, fid, supply=False)
    assert events(out, "test")[0]["dice"] == 3 and out.state.supply == 0 and not events(out, "supply_spent")


def test_test_procedure_supply_die_never_twice_in_one_test() -> None:
    # Twin Strike makes two attack tests in one action: at most one supply each, never two in one
    s = new_game(heroes=("ranger", "tester"))
    place(s, "h_ranger", "B2")
    place(s, "h_tester", "A4")
    fid = add_enemy(s, "brute", "C2", owner="ranger", kind="lurker")
    s.figures[fid].armor = 9  # it survives both attacks
    s.supply = 5
    set_hand(s, "ranger", ["r_double"])
    rig(s, *[BLANK] * 6)
    out = act(s, "ranger", {"type": "play", "card": "r_double", "target": s.figures[fid].label, "supply": True})
    tests = events(out, "test")
    assert len(tests) == 2
    assert [t["dice"] for t in tests][0] == 3  # might 2 + 1 supply
    assert all(t["dice"] <= 3 for t in tests)
    assert 5 - out.state.supply == sum(t["dice"] - 2 for t in tests) == len(events(out, "supply_spent"))


def test_test_procedure_criticals_add_a_die_each_and_chain() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A4")
    add_villain(s, "C2")  # Huge: C2 D2 C3 D3; health 8, defense 1
    rig(s, CRIT, BLANK, BLANK, CRIT, SUCCESS)  # 3 dice, +1 for the critical, +1 for the next one
    out = act(s, "tester", {"type": "act", "card": "test_blade", "target": "V"})
    (t,) = events(out, "test")
    assert len(t["faces"]) == 5
    assert t["faces"] == [["critical"], [], [], ["critical"], ["success"]]
    assert t["successes"] == 3  # a critical is a success too
    assert events(out, "attack")[0]["damage"] == 2  # minus defense 1


def test_test_procedure_focus_converts_focus_results_only_while_useful() -> None:
    s, fid = _blade_vs()  # goblin: health 2, defense 0
    s.heroes["tester"].focus = 3
    rig(s, FOCUS, FOCUS, SUCCESS)
    out = _attack(s, fid)
    (t,) = events(out, "test")
    assert t["focus_used"] == 1 and t["successes"] == 2  # one conversion was enough to defeat it
    assert t["focus_gained"] == 1  # the other focus result gains a token at the end
    assert out.state.heroes["tester"].focus == 3
    assert fid not in out.state.figures
    # no focus tokens: nothing to convert, each focus result gains a token
    s.heroes["tester"].focus = 0
    rig(s, FOCUS, FOCUS, SUCCESS)
    out = _attack(s, fid)
    t = events(out, "test")[0]
    assert t["focus_used"] == 0 and t["successes"] == 1 and t["focus_gained"] == 2
    assert out.state.heroes["tester"].focus == 2


def test_test_procedure_focus_gain_is_capped_at_5() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    add_trap(s, "gob_snare", "D4")
    hero_state = s.heroes["tester"]
    hero_state.focus = 4
    rig(s, SF, SF)  # resist agility 2: both successes needed, two focus results left
    out = act(s, "tester", {"type": "move", "to": "C3"})
    t = events(out, "test")[0]
    assert t["focus_used"] == 0 and t["focus_gained"] == 1
    assert out.state.heroes["tester"].focus == 5
    # gain focus effects and Channel are capped too
    s2 = new_game()
    s2.heroes["tester"].focus = 4
    set_hand(s2, "tester", ["t_focus"])
    s2 = act(s2, "tester", {"type": "play", "card": "t_focus"}).state
    assert s2.heroes["tester"].focus == 5
    s2 = act(s2, "tester", {"type": "channel", "die": 1, "rhune": "aluna"}).state
    assert s2.heroes["tester"].focus == 5 and s2.altar_pool[0] == "aluna"


def test_test_procedure_allies_ignore_focus_results() -> None:
    s = new_game(heroes=("leader", "tester"))
    place(s, "h_leader", "A1")
    place(s, "a_squire", "B2")
    place(s, "h_tester", "A4")
    fid = add_enemy(s, "brute", "D2", owner="leader", kind="lurker")
    s.heroes["leader"].focus = 3
    squire = next(i for i in s.heroes["leader"].play if s.insts[i].card == "squire")
    rig(s, SF, FOCUS)  # squire: might 2
    out = act(s, "leader", {"type": "use", "card": squire, "target": "C1"})
    (t,) = events(out, "test")
    assert t["figure"] == "a_squire" and t["dice"] == 2
    assert t["successes"] == 1 and t["focus_used"] == 0 and t["focus_gained"] == 0
    assert out.state.heroes["leader"].focus == 3
    assert out.state.figures["a_squire"].pos == "C1"
    assert out.state.figures[fid].damage == 1


def test_test_with_difficulty_is_passed_or_failed() -> None:
    s = new_game(heroes=("ranger", "tester"))
    set_hand(s, "ranger", ["r_gamble"])
    rig(s, SUCCESS, SF, BLANK)
    out = act(s, "ranger", {"type": "play", "card": "r_gamble"})
    assert events(out, "test_result") == [{"figure": "h_ranger", "passed": True, "difficulty": 2}]
    assert out.state.supply == 2 and hero(out.state, "ranger").damage == 0
    rig(s, SUCCESS, BLANK, FOCUS)
    out = act(s, "ranger", {"type": "play", "card": "r_gamble"})
    assert events(out, "test_result")[0]["passed"] is False
    assert out.state.supply == 0 and hero(out.state, "ranger").damage == 1


def test_attack_defense_cancels_successes_then_armor_then_damage() -> None:
    s, fid = _blade_vs("mk_guard", threat_deck="zz_marks")  # defense 1, health 3
    s.figures[fid].armor = 1
    rig(s, SUCCESS, SUCCESS, SUCCESS)
    out = _attack(s, fid)
    (a,) = events(out, "attack")
    assert (a["successes"], a["defense"], a["armor_removed"], a["damage"]) == (3, 1, 1, 1)
    g = out.state.figures[fid]
    assert g.armor == 0 and g.damage == 1
    rig(s, SUCCESS, BLANK, BLANK)
    out = _attack(s, fid)
    assert events(out, "attack")[0]["damage"] == 0 and out.state.figures[fid].armor == 1


def test_inflict_successes_then_defense_then_armor() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    add_villain(s, "C2")  # inflict might 4
    hero(s, "tester").armor = 1
    strip_reactions(s)
    quiet_villain(s)
    rig(s, SUCCESS, BLANK, BLANK)  # tester might 3
    s, out = play_round_to_threat_turn(s)
    (i,) = events(out, "inflict")
    assert (i["difficulty"], i["successes"], i["defense"], i["armor_used"], i["damage"]) == (4, 1, 1, 1, 1)
    assert hero(s, "tester").damage == 1 and hero(s, "tester").armor == 0


def test_resist_successes_reduce_the_damage_defense_and_armor_do_not() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    add_trap(s, "gob_snare", "D4")  # resist agility 2
    hero(s, "tester").armor = 2
    rig(s, SUCCESS, BLANK)
    out = act(s, "tester", {"type": "move", "to": "C3"})
    (r,) = events(out, "resist")
    assert r["damage"] == 1
    t = hero(out.state, "tester")
    assert t.damage == 1 and t.armor == 2  # defense 1 and 2 armor tokens did not help


def _search_room(hero_id: str = "tester", heroes=("tester", "helper")):
    s = new_game(heroes=heroes)
    open_doors(s, "ab")
    feature = reveal(s, "rb", feature="table")  # Interact (1): search with intellect
    place(s, f"h_{hero_id}", "E2")
    other = next(h for h in heroes if h != hero_id)
    place(s, f"h_{other}", "A4")
    return s, feature


def test_search_cancels_one_success_per_search_token_then_card_then_supply() -> None:
    s, feature = _search_room()
    s.insts[feature] = s.insts[feature].model_copy(update={"search_tokens": 1})
    s.supply = 1
    s.decks["search"].cards = ["tonic"]
    s.decks["search"].discard = ["tonic", "tonic"]
    rig(s, SUCCESS, SUCCESS, SUCCESS)  # intellect 2 + 1 supply die
    out = act(s, "tester", {"type": "interact", "with": feature, "supply": True})
    s2 = out.state
    assert events(out, "test")[0]["successes"] == 3
    assert [e["card"] for e in events(out, "search_card")] == ["tonic"]
    # told in the order it happens: the search, then what it finds (a playtest read "finds a tonic"
    # before "searches the room")
    order = [e.type for e in out.events]
    assert order.index("test") < order.index("searched") < order.index("search_card") < order.index("supply")
    assert [s2.insts[i].card for i in s2.heroes["tester"].play].count("tonic") == 1
    assert s2.supply == 1  # paid 1 for the die, gained 1 for the last success
    assert s2.insts[feature].search_tokens == 2
    # with as many search tokens as successes, nothing is found but a token is still added
    rig(s, SUCCESS, BLANK, BLANK)
    out = act(s, "tester", {"type": "interact", "with": feature, "supply": True})
    assert not events(out, "search_card") and out.state.supply == 0
    assert out.state.insts[feature].search_tokens == 2


def test_search_places_its_token_on_the_altar_card_in_the_altars_room() -> None:
    s = new_game(heroes=("ranger", "tester"))
    open_doors(s, "ab")
    reveal(s, "rb")
    s.altar_room = "rb"
    place(s, "h_ranger", "F4")
    set_hand(s, "ranger", ["r_search"])
    rig(s, SUCCESS, SUCCESS, BLANK)
    out = act(s, "ranger", {"type": "play", "card": "r_search"})
    assert out.state.insts[out.state.altar_inst].search_tokens == 1
    assert events(out, "search_card")


def test_search_a_room_without_a_feature_cannot_be_searched() -> None:
    # "If a room does not have a feature, that room cannot be searched": a search card played there
    # could only do nothing, so it is refused before the card or an action is spent
    s = new_game(heroes=("ranger", "tester"))  # the stairs room ra has no feature card
    set_hand(s, "ranger", ["r_search"])
    rig(s, SUCCESS, SUCCESS, SUCCESS)
    illegal(s, "ranger", {"type": "play", "card": "r_search"}, key="nothing_to_search")
    assert not any(a.type == "play" and a.card == "r_search" for a in RS.legal_actions(s, "ranger"))


def test_task_difficulty_cancels_then_progress_until_the_threshold_overcomes_it() -> None:
    s = new_game()
    open_doors(s, "ab")
    reveal(s, "rb", feature="well")
    idol = add_quest_card(s, "hunt_idol", "rb", attach=True)  # task intellect 0, threshold 2
    place(s, "h_tester", "E2")  # next to the well at F2
    place(s, "h_helper", "A4")
    rig(s, SUCCESS, BLANK)
    out = act(s, "tester", {"type": "interact", "with": idol})
    s = out.state
    assert s.insts[idol].progress == 1 and idol in s.insts
    rig(s, SF, CRIT, BLANK)
    out = act(s, "tester", {"type": "interact", "with": idol})
    s = out.state
    assert idol not in s.insts  # overcome: discarded
    assert "hunt_idol" in s.decks["quest"].discard
    assert s.objectives_overcome == 1
    assert [e["card"] for e in events(out, "overcome")] == ["hunt_idol"]


def test_damage_healing_and_defeat() -> None:
    s = new_game()
    t = hero(s, "tester")
    t.damage = 1
    s.supply = 1
    out = act(s, "tester", {"type": "rest"})  # discard 1 supply to heal 2 damage
    assert hero(out.state, "tester").damage == 0 and out.state.supply == 0
    assert events(out, "heal")[0]["amount"] == 1  # never more than the damage
    illegal(out.state, "tester", {"type": "rest"}, key="no_supply")
    # an enemy with damage equal to its health is defeated: card discarded, figure removed
    s, fid = _blade_vs()
    s.figures[fid].damage = 1
    rig(s, SUCCESS, BLANK, BLANK)
    out = _attack(s, fid)
    assert fid not in out.state.figures and "gob_red" in out.state.decks["threat"].discard
    assert out.state.heroes["tester"].threat == []
    assert events(out, "defeated")[0]["figure"] == fid


def test_supply_gained_for_each_minion_defeated_not_for_the_villain() -> None:
    s, fid = _blade_vs()
    rig(s, SUCCESS, SUCCESS, BLANK)
    assert _attack(s, fid).state.supply == 1
    s2 = new_game()
    place(s2, "h_tester", "B2")
    add_villain(s2, "C2")
    s2.figures["villain"].damage = 7
    rig(s2, SUCCESS, SUCCESS, BLANK)
    out = act(s2, "tester", {"type": "act", "card": "test_blade", "target": "V"})
    assert "villain" not in out.state.figures and out.state.villain_defeated
    assert out.state.supply == 0


def test_a_defeated_hero_loses_the_game() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    add_trap(s, "gob_snare", "D4")
    hero(s, "tester").damage = 9
    rig(s, BLANK, BLANK)
    out = act(s, "tester", {"type": "move", "to": "C3"})
    s2 = out.state
    assert s2.result == "lost" and s2.result_reason == "hero_defeated" and s2.phase == "ended"
    assert events(out, "game_over")[0]["hero"] == "tester"
    illegal(s2, "helper", {"type": "draw"}, key="game_over")


def test_focus_is_not_spent_on_a_search_whose_successes_would_all_be_cancelled() -> None:
    # 3 search tokens: 1 success and 1 focus result can make 2 successes at most, all cancelled, so the
    # focus token stays (it was spent, and nothing found: playtest); the focus result gains one instead
    s, feature = _search_room()
    s.insts[feature] = s.insts[feature].model_copy(update={"search_tokens": 3})
    s.heroes["tester"].focus = 2
    rig(s, FOCUS, SUCCESS)
    out = act(s, "tester", {"type": "interact", "with": feature})
    t = events(out, "test")[0]
    assert t["focus_used"] == 0 and t["successes"] == 1 and t["focus_gained"] == 1
    assert out.state.heroes["tester"].focus == 3 and not events(out, "search_card")
    # the narration counts the tokens that were there (3), not the successes they cancelled (1)
    from tests.altar_helpers import tell
    said = " ".join(tell(out.events, "fr", out.state))
    assert "les 3 jetons de fouille déjà sur l'élément annulent 1 succès" in said
    # when the focus gets past the tokens, it is spent: 2 tokens, 1 success + 2 focus results
    s.insts[feature] = s.insts[feature].model_copy(update={"search_tokens": 2})
    rig(s, SF, FOCUS)
    s.decks["search"].cards = ["tonic"]
    out = act(s, "tester", {"type": "interact", "with": feature})
    assert events(out, "test")[0]["focus_used"] == 2 and events(out, "search_card")


def test_a_card_that_only_gives_focus_is_refused_at_the_focus_cap() -> None:
    s = new_game()
    set_hand(s, "tester", ["t_focus"])
    s.heroes["tester"].focus = 5
    err = illegal(s, "tester", {"type": "play", "card": "t_focus"}, key="focus_full")
    assert "5" in err.reason
    assert not any(a.type == "play" for a in RS.legal_actions(s, "tester"))
    s.heroes["tester"].focus = 4
    out = act(s, "tester", {"type": "play", "card": "t_focus"})
    assert out.state.heroes["tester"].focus == 5
