"""Cards: keywords, hero actions, attachments, Ongoing, reactions, conditional and rhune effects,
decks running out, and the golden rules."""
from __future__ import annotations

from collections import Counter

from engine.rulesets.altar.game import Game
from tests.altar_helpers import (
    BLANK,
    RS,
    SUCCESS,
    C,
    Inst,
    act,
    add_enemy,
    add_quest_card,
    end_phase,
    events,
    hero,
    illegal,
    new_game,
    open_doors,
    pass_supply_windows,
    place,
    play_round_to_threat_turn,
    quiet_villain,
    reveal,
    rig,
    set_hand,
    strip_reactions,
    types,
)


def _charm(s) -> str:
    return next(i for i in s.heroes["ranger"].play if s.insts[i].card == "r_charm")


def _give_tonic(s, hero_id: str) -> str:
    s.decks["search"].cards.remove("tonic")
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card="tonic", zone=f"play:{hero_id}")
    s.heroes[hero_id].play.append(iid)
    return iid


# --- keywords and hero actions ------------------------------------------------------------------


def test_keyword_action_resolved_by_a_card_action_costs_one_action() -> None:
    s = new_game(heroes=("ranger", "tester"))
    place(s, "h_ranger", "B2")
    fid = add_enemy(s, "gob_red", "C2", owner="ranger")
    rig(s, BLANK, BLANK, BLANK)
    out = act(s, "ranger", {"type": "act", "card": "r_bow", "target": s.figures[fid].label})
    assert out.state.heroes["ranger"].actions_left == 2 and events(out, "card_action")
    illegal(s, "ranger", {"type": "act", "card": "r_charm"}, key="no_action_effect")
    illegal(s, "ranger", {"type": "act", "card": "test_blade"}, key="not_controlled")


def test_keyword_exhaust_with_a_rhune_spends_that_altar_die() -> None:
    s = new_game(heroes=("ranger", "tester"))
    hero(s, "ranger").damage = 3
    s.altar_pool = ["wathe", "aluna", "brase", "aluna", "lowek"]
    charm = _charm(s)
    rig(s, "nethander")
    out = act(s, "ranger", {"type": "use", "card": charm})
    s2 = out.state
    assert s2.insts[charm].exhausted
    assert hero(s2, "ranger").damage == 1  # heal 2
    assert s2.altar_pool == ["wathe", "nethander", "brase", "aluna", "lowek"]  # the first Aluna die, re-rolled
    assert events(out, "rhune_spent")[0]["rhune"] == "aluna"
    assert s2.heroes["ranger"].actions_left == 3  # free
    illegal(s2, "ranger", {"type": "use", "card": charm}, key="exhausted")
    # no Aluna in the pool: cannot pay
    s.altar_pool = ["wathe"] * 5
    illegal(s, "ranger", {"type": "use", "card": charm}, key="no_rhune")
    assert all(not (a.type == "use" and a.card == charm) for a in RS.legal_actions(s, "ranger"))


def test_keyword_exhaust_can_be_resolved_at_any_time_even_in_another_heros_act_phase() -> None:
    s = new_game(heroes=("ranger", "tester"))
    hero(s, "ranger").damage = 2
    s.altar_pool = ["aluna"] * 5
    s = act(s, "tester", {"type": "draw"}).state
    assert s.active == "tester"
    out = act(s, "ranger", {"type": "use", "card": _charm(s)})
    assert hero(out.state, "ranger").damage == 0 and out.state.active == "tester"


def test_keyword_use_discards_the_card_to_resolve_its_effect() -> None:
    s = new_game()
    tonic = _give_tonic(s, "tester")
    hero(s, "tester").damage = 4
    out = act(s, "tester", {"type": "use", "card": tonic})
    s2 = out.state
    assert hero(s2, "tester").damage == 1  # heal 3
    assert tonic not in s2.insts and tonic not in s2.heroes["tester"].play
    assert s2.decks["search"].discard == ["tonic"]


def test_keyword_interact_needs_the_hero_within_its_range() -> None:
    s = new_game()
    open_doors(s, "ab")
    well = reveal(s, "rb", feature="well")  # Interact (1): heal 2; the well stands on F2
    place(s, "h_helper", "A4")
    hero(s, "tester").damage = 3
    place(s, "h_tester", "G3")
    out = act(s, "tester", {"type": "interact", "with": well})
    assert hero(out.state, "tester").damage == 1 and out.state.heroes["tester"].actions_left == 2
    place(s, "h_tester", "H3")  # 2 spaces from F2
    illegal(s, "tester", {"type": "interact", "with": well}, key="out_of_range")
    illegal(s, "tester", {"type": "interact", "with": "nothing"}, key="no_interact")


def test_play_action_card_costs_an_action_and_a_feat_is_free() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    fid = add_enemy(s, "gob_red", "C2")
    set_hand(s, "tester", ["t_strike", "t_focus"])
    s.altar_pool = ["wathe"] * 5
    rig(s, BLANK, BLANK, BLANK, BLANK)
    s = act(s, "tester", {"type": "play", "card": "t_strike", "target": s.figures[fid].label}).state
    assert s.heroes["tester"].actions_left == 2 and s.heroes["tester"].deck.discard == ["t_strike"]
    s = act(s, "tester", {"type": "play", "card": "t_focus"}).state
    assert s.heroes["tester"].actions_left == 2 and s.heroes["tester"].focus == 2
    illegal(s, "tester", {"type": "play", "card": "t_strike"}, key="not_in_hand")


def test_draw_rest_and_channel_actions() -> None:
    s = new_game()
    out = act(s, "tester", {"type": "draw"})
    assert len(out.state.heroes["tester"].hand) == 5 and out.state.heroes["tester"].actions_left == 2
    s.altar_pool = ["wathe"] * 5
    out = act(s, "tester", {"type": "channel", "die": 3, "rhune": "nethander"})
    assert out.state.altar_pool == ["wathe", "wathe", "nethander", "wathe", "wathe"]
    assert out.state.heroes["tester"].focus == 1 and out.state.heroes["tester"].actions_left == 2
    illegal(s, "tester", {"type": "channel", "die": 6, "rhune": "wathe"}, key="bad_die")
    illegal(s, "tester", {"type": "channel", "die": 1, "rhune": "fire"}, key="bad_rhune")
    # the same rhune with focus to gain is an action for focus; with focus full it would change nothing
    out = act(s, "tester", {"type": "channel", "die": 1, "rhune": "wathe"})
    assert out.state.heroes["tester"].focus == 1 and out.state.heroes["tester"].actions_left == 2
    from engine.rulesets.altar.effects import MAX_FOCUS

    s.heroes["tester"].focus = MAX_FOCUS
    illegal(s, "tester", {"type": "channel", "die": 1, "rhune": "wathe"}, key="channel_nothing")


def test_give_search_cards_to_an_adjacent_hero_during_the_act_phase() -> None:
    s = new_game()
    tonic = _give_tonic(s, "tester")
    s.insts[tonic] = s.insts[tonic].model_copy(update={"exhausted": True})
    place(s, "h_tester", "B2")
    place(s, "h_helper", "C3")
    illegal(s, "tester", {"type": "give", "card": tonic, "to": "helper"}, key="give_in_phase")  # no phase yet
    illegal(s, "tester", {"type": "give", "card": s.heroes["tester"].play[0], "to": "helper"}, key="not_search")
    s = act(s, "tester", {"type": "draw"}).state
    out = act(s, "tester", {"type": "give", "card": tonic, "to": "helper"})
    s2 = out.state
    assert tonic in s2.heroes["helper"].play and tonic not in s2.heroes["tester"].play
    assert s2.insts[tonic].exhausted  # an exhausted card stays exhausted
    assert s2.heroes["tester"].actions_left == 2  # free
    blade = s.heroes["tester"].play[0]
    illegal(s, "tester", {"type": "give", "card": blade, "to": "helper"}, key="not_search")
    place(s, "h_helper", "A4")
    illegal(s, "tester", {"type": "give", "card": tonic, "to": "helper"}, key="not_adjacent")


# --- attachments and Ongoing ----------------------------------------------------------------------


def test_attachments_interact_range_is_measured_from_the_card_it_is_attached_to() -> None:
    s = new_game()
    open_doors(s, "ab")
    table = reveal(s, "rb", feature="table")  # F2 and G2
    idol = add_quest_card(s, "hunt_idol", "rb", attach=True)  # Interact (1)
    place(s, "h_helper", "A4")
    place(s, "h_tester", "H3")  # next to G2
    rig(s, SUCCESS, BLANK)
    out = act(s, "tester", {"type": "interact", "with": idol})
    assert out.state.insts[idol].progress == 1
    place(s, "h_tester", "H4")  # 2 spaces from the table
    illegal(s, "tester", {"type": "interact", "with": idol}, key="out_of_range")
    # a discarded card takes its attachments with it
    g = Game(s, C)
    g.discard_inst(table)
    assert idol not in s.insts and "hunt_idol" in s.decks["quest"].discard


def test_ongoing_a_hero_controls_one_copy_of_an_ongoing_card() -> None:
    s = new_game(heroes=("leader", "tester"))
    set_hand(s, "leader", ["l_standard", "l_standard", "l_rally"])
    out = act(s, "leader", {"type": "play", "card": "l_standard"})
    s2 = out.state
    standard = [i for i in s2.heroes["leader"].play if s2.insts[i].card == "l_standard"]
    assert len(standard) == 1 and s2.heroes["leader"].hand.count("l_standard") == 1
    assert s2.heroes["leader"].actions_left == 3  # a Feat: no action
    illegal(s2, "leader", {"type": "play", "card": "l_standard"}, key="one_ongoing")
    assert all(not (a.type == "play" and a.card == "l_standard") for a in RS.legal_actions(s2, "leader"))
    # its Exhaust effect works from the play area
    out = act(s2, "leader", {"type": "use", "card": standard[0]})
    assert out.state.heroes["leader"].focus == 1 and out.state.insts[standard[0]].exhausted
    # once it leaves play, another copy may be played
    s3 = out.state
    Game(s3, C).discard_inst(standard[0])
    assert act(s3, "leader", {"type": "play", "card": "l_standard"}).state.heroes["leader"].hand == ["l_rally"]


# --- reactions -------------------------------------------------------------------------------------


def _guard_scene(reaction: str = "t_guard", hero_id: str = "tester", enemy: str = "gob_red", **kw):
    heroes = (hero_id, "helper") if hero_id != "helper" else ("tester", "helper")
    s = new_game(heroes=heroes, **kw)
    place(s, f"h_{hero_id}", "B2")
    other = next(h for h in heroes if h != hero_id)
    place(s, f"h_{other}", "H8")
    fid = add_enemy(s, enemy, "C2", owner=hero_id)
    strip_reactions(s)
    set_hand(s, hero_id, [reaction])
    quiet_villain(s)
    return s, fid


def test_reaction_before_inflict_is_a_prompt_for_the_targeted_hero_only() -> None:
    s, _ = _guard_scene()
    s, out = play_round_to_threat_turn(s)
    p = out.prompt
    assert p is not None and p.seat == "tester" and p.kind == "reaction"
    # the party has supply, so the same window offers +1 die for it (test procedure, step 2)
    expected = ["play:t_guard"] + (["supply"] if s.supply > 0 else []) + ["pass"]
    assert [o.id for o in p.options] == expected and p.default == "pass"
    assert RS.current_prompt(s) == p
    assert "inflict" not in types(out)  # the test waits for the answer
    assert RS.legal_actions(s, "helper") == []
    assert [a.option for a in RS.legal_actions(s, "tester")] == expected
    illegal(s, "helper", {"type": "choose", "option": "pass"}, key="not_your_choice")
    illegal(s, "helper", {"type": "draw"}, key="waiting_choice")
    illegal(s, "tester", {"type": "draw"}, key="answer_first")  # their own decision: answer it first
    illegal(s, "tester", {"type": "choose", "option": "nope"}, key="bad_option")
    # playing Guard: +2 defense for this inflict test
    rig(s, BLANK, BLANK)
    out = act(s, "tester", {"type": "choose", "option": "play:t_guard"})
    _, out = pass_supply_windows(out.state, out)  # the window stays open for supply; declined
    (inf,) = events(out, "inflict")
    assert inf["defense"] == 3 and inf["damage"] == 0
    assert "t_guard" not in out.state.heroes["tester"].hand and "t_guard" in out.state.heroes["tester"].deck.discard
    assert out.state.pending is None and out.state.round == 2
    # the default, "pass": the full damage
    rig(s, BLANK, BLANK)
    out = act(s, "tester", {"type": "choose", "option": p.default})
    assert events(out, "inflict")[0]["damage"] == 2 and "t_guard" in out.state.heroes["tester"].hand


def test_reaction_cannot_be_played_outside_its_timing() -> None:
    s, _ = _guard_scene()
    illegal(s, "tester", {"type": "play", "card": "t_guard"}, key="reaction_timing")


def test_reaction_that_defeats_the_enemy_stops_the_rest_of_its_activation() -> None:
    s, fid = _guard_scene("r_riposte", "ranger", "mk_guard", threat_deck="zz_marks")
    s, out = play_round_to_threat_turn(s)
    assert out.prompt is not None and out.prompt.seat == "ranger"
    out = act(s, "ranger", {"type": "choose", "option": "play:r_riposte"})
    s2 = out.state
    assert fid not in s2.figures and events(out, "defeated")[0]["figure"] == fid
    assert not events(out, "inflict")  # the inflict test never happens
    assert not events(out, "armor")  # nor "then gain 1 armor"
    assert s2.supply == 5 - 1 + 1  # quiet villain took 1; the minion gave 1


# --- conditional effects --------------------------------------------------------------------------


def test_conditional_if_unable_resolves_only_when_the_effect_cannot_be() -> None:
    for supply, damage in ((1, 0), (0, 1)):
        s = new_game()
        s.supply = supply
        s.decks["villain"].cards = ["boss_ev1", "boss_ev2"]  # Rally: lose 1 supply; if unable, 1 damage each
        s, out = play_round_to_threat_turn(s)
        assert s.supply == 0
        assert hero(s, "tester").damage == damage and hero(s, "helper").damage == damage


def test_conditional_the_next_effect_resolves_regardless() -> None:
    s = new_game(threat_deck="zz_marks")
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A2")
    fid = add_enemy(s, "mk_guard", "H8")  # cannot reach anyone: inflict fails, then gain 1 armor anyway
    quiet_villain(s)
    s, out = play_round_to_threat_turn(s)
    assert not events(out, "inflict") and s.figures[fid].armor == 1


# --- rhune effects --------------------------------------------------------------------------------


def _strike_scene(pool):
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A4")
    fid = add_enemy(s, "brute", "C2", kind="lurker")
    s.figures[fid].armor = 9
    set_hand(s, "tester", ["t_strike"])
    s.altar_pool = list(pool)
    return s, fid


def test_rhune_effect_after_the_cards_other_effects_then_its_die_is_rerolled() -> None:
    s, fid = _strike_scene(["wathe", "brase", "volkris", "lowek", "aluna"])
    rig(s, BLANK, BLANK, BLANK, BLANK, "nethander")  # 4 attack dice, then the Volkris die
    played = act(s, "tester", {"type": "play", "card": "t_strike", "target": s.figures[fid].label})
    # on a hero's card the rhune effect is the hero's to take: asked once the attack is resolved
    assert "attack" in types(played) and "rhune" not in types(played)
    assert played.state.pending is not None and played.state.pending.prompt.kind == "rhune"
    out = act(played.state, "tester", {"type": "choose", "option": "rhune"})
    t = types(out)
    assert t.index("rhune") < t.index("focus")
    assert events(out, "rhune")[0]["rhune"] == "volkris"
    assert out.state.heroes["tester"].focus == 1
    assert out.state.altar_pool == ["wathe", "brase", "nethander", "lowek", "aluna"]


def test_rhune_effect_is_optional_on_hero_cards() -> None:
    s, fid = _strike_scene(["wathe", "brase", "volkris", "lowek", "aluna"])
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "tester", {"type": "play", "card": "t_strike", "target": s.figures[fid].label, "use_rhune": False})
    assert not events(out, "rhune")
    assert out.state.heroes["tester"].focus == 0
    assert out.state.altar_pool == s.altar_pool


def test_rhune_effect_without_its_rhune_in_the_pool_does_nothing() -> None:
    s, fid = _strike_scene(["wathe"] * 5)
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "tester", {"type": "play", "card": "t_strike", "target": s.figures[fid].label})
    assert not events(out, "rhune") and out.state.altar_pool == ["wathe"] * 5


def test_rhune_effect_is_mandatory_on_other_cards() -> None:
    # a threat Event (Hex: 1 threat token each, Wathe: 1 more)
    s = new_game(threat_deck="zz_marks")
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["mk_caller", "mk_guard", "mk_hex"]
    s.altar_pool = ["wathe", "brase", "brase", "brase", "brase"]
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "rhune")] == ["mk_hex"]
    assert hero(s, "tester").threat_tokens == 2 and hero(s, "helper").threat_tokens == 2
    # a villain Event (Lash: 1 damage each, Nethander: 1 threat token each)
    s = new_game(villain_deck="zz_tyrant")
    s.decks["villain"].cards = ["ty_ongoing", "ty_event"]
    s.altar_pool = ["nethander"] * 5
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "rhune")] == ["ty_event"]
    assert hero(s, "tester").threat_tokens == 1 and hero(s, "tester").damage == 1
    # a quest card's When Revealed (Glowing Stones: 1 supply, Brase: 1 more)
    s = new_game(quest="zz_slay")
    place(s, "h_tester", "D2")
    s.decks["quest"].cards.remove("slay_glow")
    s.decks["quest"].cards.append("slay_glow")
    s.altar_pool = ["brase"] * 5
    supply = s.supply
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    assert [e["card"] for e in events(out, "rhune")] == ["slay_glow"]
    assert out.state.supply == supply + 2


def test_rhune_effect_resolves_once_even_with_two_matching_dice() -> None:
    s = new_game(heroes=("ranger", "tester"))
    set_hand(s, "ranger", ["r_spark"])  # gain 1 focus; Volkris: gain 1 supply
    s.altar_pool = ["volkris", "volkris", "wathe", "wathe", "wathe"]
    rig(s, "brase")
    out = act(s, "ranger", {"type": "play", "card": "r_spark", "use_rhune": True})
    assert len(events(out, "rhune")) == 1
    assert out.state.supply == 1
    assert Counter(out.state.altar_pool)["volkris"] == 1  # only one die re-rolled


# --- decks running out ----------------------------------------------------------------------------


def test_decks_reshuffle_their_discard_when_the_last_card_is_drawn() -> None:
    s = new_game()
    t = s.heroes["tester"]
    rest = t.deck.cards[:-1]
    t.deck.cards = t.deck.cards[-1:]
    t.deck.discard = rest
    last = t.deck.cards[0]
    out = act(s, "tester", {"type": "draw"})
    t2 = out.state.heroes["tester"]
    assert t2.hand[-1] == last
    assert Counter(t2.deck.cards) == Counter(rest) and t2.deck.discard == []
    # the threat deck too
    s = new_game()
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_howl"]
    s.decks["threat"].discard = ["gob_red", "gob_archer", "gob_snare"]
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "threat_drawn")][0] == "gob_howl"
    assert len(events(out, "threat_drawn")) == 2  # the second hero drew from the new deck


def test_decks_villain_quest_and_feature_decks_never_reshuffle() -> None:
    s = new_game()
    for name in ("villain", "quest", "feature"):
        assert s.decks[name].reshuffle is False
    # the last villain card drawn: its discard stays, and next time the villain spawns
    s.decks["villain"].cards = ["boss_ev2"]
    s.decks["villain"].discard = ["boss_ev1"]
    s.supply = 3
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    assert s.decks["villain"].cards == [] and s.decks["villain"].discard == ["boss_ev1", "boss_ev2"]
    for h in s.heroes.values():
        h.hand = []
    s, out = play_round_to_threat_turn(s)
    assert "villain_spawned" in types(out)
    # an empty quest deck with a discard pile: no reveal
    s = new_game()
    place(s, "h_tester", "D2")
    s.decks["quest"].discard = list(s.decks["quest"].cards)
    s.decks["quest"].cards = []
    illegal(s, "tester", {"type": "open_door", "door": "ab"}, key="no_reveal")


# --- golden rules ---------------------------------------------------------------------------------


def _fork(hard: bool):
    s = new_game(threat_deck="zz_marks", hard=hard)
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["mk_caller", "mk_hex", "mk_guard", "mk_fork"]
    return s


def test_golden_rule_players_choose_the_outcome() -> None:
    s, out = play_round_to_threat_turn(_fork(False))
    p = out.prompt
    assert p is not None and p.seat == "tester" and p.kind == "choose"
    assert [o.label for o in p.options] == ["Gain 1 supply", "Suffer 2 damage"]
    assert p.default == "1"  # the least harmful option
    out = act(s, "tester", {"type": "choose", "option": "2"})
    assert hero(out.state, "tester").damage == 2
    out = act(s, "tester", {"type": "choose", "option": "1"})
    assert out.state.supply == 1 and hero(out.state, "tester").damage == 0


def test_golden_rule_hard_option_always_takes_the_worst_outcome() -> None:
    s, out = play_round_to_threat_turn(_fork(True))
    assert out.prompt is None or out.prompt.kind != "choose"
    assert events(out, "hard_choice")[0]["label"] == "Suffer 2 damage"
    assert hero(s, "tester").damage == 2 and s.supply == 0


def test_end_of_act_phase_draws_and_passes_to_the_next_hero() -> None:
    s = new_game()
    s = end_phase(s, "tester").state
    assert s.active is None and s.acted == ["tester"] and len(s.heroes["tester"].hand) == 5


# --- Activate, Trigger and When Revealed, each where it resolves ---------------------------------


def test_keyword_activate_resolves_in_the_threat_villain_and_quest_turns_by_where_the_card_lies() -> None:
    s = new_game()
    add_enemy(s, "gob_red", "H8")  # threat area: its owner's react phase
    quiet_villain(s)
    s, out = play_round_to_threat_turn(s)
    t = types(out)
    acts = [(i, e.card) for i, e in enumerate(out.events) if e.type == "activate"]
    where = {card: i for i, card in acts}
    assert t.index("react_phase") < where["gob_red"] < t.index("villain_turn")
    assert t.index("villain_turn") < where["boss_scheme"] < t.index("quest_turn")
    assert t.index("quest_turn") < where["hunt_rules"] < where["altar_test"]


def test_keyword_trigger_resolves_when_a_character_moves_within_its_range() -> None:
    from tests.altar_helpers import add_trap

    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A2")
    tid = add_trap(s, "gob_snare", "D1")  # Trigger (1)
    rig(s, SUCCESS, SUCCESS)
    assert not events(act(s, "tester", {"type": "move", "to": "B1"}), "trap_triggered")  # 2 away
    out = act(s, "tester", {"type": "move", "to": "C2"})
    assert [e["trap"] for e in events(out, "trap_triggered")] == [tid]


def test_keyword_when_revealed_resolves_once_when_the_room_is_revealed() -> None:
    s = new_game()
    place(s, "h_tester", "D2")
    s.decks["quest"].cards.remove("hunt_quiet")
    s.decks["quest"].cards.append("hunt_quiet")
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    assert out.state.supply == 1
    s2 = end_phase(out.state, "tester").state
    s2.decks["villain"].cards = ["boss_ev1"]
    s2.heroes["helper"].hand = []
    s2.heroes["tester"].hand = []
    out2 = end_phase(s2, "helper")
    assert "hunt_quiet" not in [getattr(e, "card", None) for e in out2.events if e.type == "activate"]
    assert out2.state.supply == 1


def test_ally_defeated_is_removed_from_the_game() -> None:
    s = new_game(heroes=("leader", "tester"))
    place(s, "h_leader", "A1")
    place(s, "h_tester", "A2")
    place(s, "a_squire", "H4")
    open_doors(s, "ab")
    reveal(s, "rb")
    s.figures["a_squire"].damage = 2  # health 3
    add_enemy(s, "gob_red", "H3", owner="leader")
    strip_reactions(s)
    quiet_villain(s)
    rig(s, BLANK, BLANK)  # the squire's agility 2
    s, out = play_round_to_threat_turn(s)
    assert events(out, "inflict")[0]["target"] == "a_squire"
    assert "a_squire" not in s.figures
    assert "squire" in s.removed and all(s.insts[i].card != "squire" for i in s.heroes["leader"].play)
    assert s.supply == 4  # quiet villain took 1 of 5; no supply for an ally
    assert s.result is None  # only a hero's defeat loses the game
