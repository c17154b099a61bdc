"""The round: hero turn (act phases), threat turn (react phases), villain turn, quest turn."""
from __future__ import annotations

import math

from tests.altar_helpers import (
    RS,
    C,
    act,
    add_enemy,
    add_villain,
    end_phase,
    events,
    game,
    hero,
    illegal,
    new_game,
    open_doors,
    place,
    play_round_to_threat_turn,
    reveal,
    strip_reactions,
    tell,
    types,
)


def test_round_act_phases_in_the_order_the_players_choose() -> None:
    s = new_game()
    s = act(s, "helper", {"type": "draw"}).state  # the helper goes first this round
    assert s.active == "helper"
    s = end_phase(s, "helper").state
    assert s.active is None and s.acted == ["helper"]
    out = end_phase(s, "tester")
    assert [e["hero"] for e in events(out, "react_phase")] == ["helper", "tester"]
    s = out.state
    assert s.round == 2 and s.acted == []
    # next round the order may change
    s = act(s, "tester", {"type": "draw"}).state
    assert s.active == "tester"


def test_round_another_hero_cannot_act_during_an_act_phase() -> None:
    s = new_game()
    s = act(s, "tester", {"type": "draw"}).state
    for action in ({"type": "draw"}, {"type": "move", "to": "A4"}, {"type": "end"},
                   {"type": "channel", "die": 1, "rhune": "wathe"},
                   {"type": "play", "card": s.heroes["helper"].hand[0]}):
        err = illegal(s, "helper", action)
        assert err.key == "not_your_phase" or action["type"] == "play"
    assert RS.legal_actions(s, "helper") == [] or all(a.type == "use" for a in RS.legal_actions(s, "helper"))
    # and a hero who already acted cannot act again this round
    s = end_phase(s, "tester").state
    illegal(s, "tester", {"type": "draw"}, key="already_acted")


def test_round_three_actions_then_the_act_phase_ends_and_tokens_flip_back() -> None:
    s = new_game()
    for _ in range(3):
        s = act(s, "tester", {"type": "draw"}).state
    illegal(s, "tester", {"type": "move", "to": "A1"}, key="no_actions")
    illegal(s, "tester", {"type": "rest"})
    s = end_phase(s, "tester").state
    s = end_phase(s, "helper").state
    assert s.round == 2
    assert all(h.actions_left == 3 for h in s.heroes.values())
    s = act(s, "tester", {"type": "draw"}).state
    assert s.heroes["tester"].actions_left == 2


def test_round_move_3_6_9_spaces_costs_1_2_3_actions() -> None:
    s = new_game()
    open_doors(s, "ab", "bd", "cd", "ac")
    for r in ("rb", "rc", "rd"):
        reveal(s, r)
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    reach = game(s).reachable_for(hero(s, "tester"), 9)
    by_dist: dict[int, str] = {}
    for sq_, d in sorted(reach.items()):
        by_dist.setdefault(d, f"{chr(65 + sq_[0])}{sq_[1] + 1}")
    assert max(by_dist) == 9 and 10 not in by_dist
    for d in range(1, 10):
        out = act(s, "tester", {"type": "move", "to": by_dist[d]})
        assert out.state.heroes["tester"].actions_left == 3 - math.ceil(d / 3), d
        assert events(out, "moved")[0]["spaces"] == d
    # squares 10+ spaces away are out of reach even with 3 actions
    far = game(s).reachable_for(hero(s, "tester"), 30)
    ten = next(f"{chr(65 + q[0])}{q[1] + 1}" for q, d in far.items() if d == 10)
    illegal(s, "tester", {"type": "move", "to": ten}, key="cannot_reach")
    # with one action spent, 7 spaces are too far
    s2 = act(s, "tester", {"type": "draw"}).state
    illegal(s2, "tester", {"type": "move", "to": by_dist[7]}, key="cannot_reach")
    assert act(s2, "tester", {"type": "move", "to": by_dist[6]}).state.heroes["tester"].actions_left == 0


def test_round_card_step_the_active_hero_draws_1_card() -> None:
    s = new_game()
    top = s.heroes["tester"].deck.cards[-1]
    out = end_phase(s, "tester")
    t = out.state.heroes["tester"]
    assert len(t.hand) == 5 and t.hand[-1] == top
    drawn = [e for e in out.events if e.type == "card_drawn"]
    assert len(drawn) == 1 and drawn[0].audience == "tester" and drawn[0].card == top
    assert all("card" not in e.model_dump() for e in out.events if e.type == "card_drawn_public")


def test_round_react_phase_activates_threat_cards_left_to_right() -> None:
    s = new_game()
    # enemies behind closed doors: they cannot engage or inflict, so no dice are rolled
    add_enemy(s, "gob_archer", "H8")
    add_enemy(s, "gob_red", "H7")
    add_enemy(s, "brute", "G8", owner="helper")
    s, out = play_round_to_threat_turn(s)
    seq = [(e.type, getattr(e, "card", None) or getattr(e, "hero", None)) for e in out.events
           if e.type in ("react_phase", "activate") and getattr(e, "card", None) not in ("boss_scheme", "hunt_rules", "altar_test")]
    assert seq == [("react_phase", "tester"), ("activate", "gob_archer"), ("activate", "gob_red"),
                   ("react_phase", "helper"), ("activate", "brute")]
    # the goblin could not inflict, so its "if unable" effect gave it 1 armor
    red = next(f for f in s.figures.values() if f.card == "gob_red")
    assert red.armor == 1


def test_round_exhausted_threat_card_is_refreshed_instead_of_activating() -> None:
    s = new_game()
    fid = add_enemy(s, "gob_red", "H7")
    s.insts[s.figures[fid].inst] = s.insts[s.figures[fid].inst].model_copy(update={"exhausted": True})
    s, out = play_round_to_threat_turn(s)
    assert "gob_red" not in [e["card"] for e in events(out, "activate")]
    assert [e["card"] for e in events(out, "refreshed")] == ["gob_red"]
    assert s.insts[s.figures[fid].inst].exhausted is False
    assert s.figures[fid].armor == 0  # its Activate effect did not resolve
    # the next round it activates again
    s, out = play_round_to_threat_turn(s)
    assert "gob_red" in [e["card"] for e in events(out, "activate")]


def test_round_card_added_during_a_react_phase_waits_for_the_next_one() -> None:
    s = new_game(threat_deck="zz_marks")
    add_enemy(s, "mk_caller", "H8")  # Activate: draw 1 threat card
    s.decks["threat"].cards = ["mk_fork", "mk_hex", "mk_guard"]  # the guard is on top
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "threat_drawn")] == ["mk_guard"]
    tester_threat = [s.insts[i].card for i in s.heroes["tester"].threat]
    assert tester_threat == ["mk_caller", "mk_guard"]
    assert [e["card"] for e in events(out, "activate") if e["card"].startswith("mk_")] == ["mk_caller"]
    # it activates in the next react phase
    s.decks["threat"].cards = ["mk_fork", "mk_hex"]
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "activate") if e["card"].startswith("mk_")][:2] == ["mk_caller", "mk_guard"]


def test_round_villain_turn_activates_the_villain_area_then_draws_1_villain_card() -> None:
    s = new_game(quest="hunt", villain_deck="zz_tyrant")
    s.decks["villain"].cards = ["ty_event", "ty_ongoing"]  # the Ongoing card is on top
    s, out = play_round_to_threat_turn(s)
    assert [e["card"] for e in events(out, "villain_card")] == ["ty_ongoing"]
    # an Ongoing villain card goes to the right of the villain area and is not resolved now
    assert [s.insts[i].card for i in s.villain_area] == ["ty_scheme", "ty_ongoing"]
    assert s.insts[s.rules_inst].quest_tokens == 1  # only the quest rules card's own token
    # next villain turn: the area activates left to right, then the Event is drawn, resolved, discarded
    s.altar_pool = ["wathe"] * 5  # no Nethander: the event's rhune effect stays silent
    s, out = play_round_to_threat_turn(s)
    vt = types(out).index("villain_turn")
    seq = [(e.type, getattr(e, "card", None)) for e in out.events[vt:] if e.type in ("activate", "villain_card")]
    assert seq[:3] == [("activate", "ty_scheme"), ("activate", "ty_ongoing"), ("villain_card", "ty_event")]
    assert [e["figure"] for e in events(out, "damage")] == ["h_tester", "h_helper"]
    assert s.decks["villain"].discard == ["ty_event"] and s.decks["villain"].cards == []
    assert [s.insts[i].card for i in s.villain_area] == ["ty_scheme", "ty_ongoing"]


def test_round_villain_spawns_when_the_villain_deck_is_empty_and_activates_at_once() -> None:
    s = new_game(villain_deck="zz_tyrant")
    s.decks["villain"].cards = []
    open_doors(s, "ab")
    reveal(s, "rb")
    place(s, "h_tester", "G2")
    place(s, "h_helper", "G3")
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    t = types(out)
    assert "villain_spawned" in t
    i = t.index("villain_spawned")
    assert out.events[i + 1].type == "activate" and out.events[i + 1].card == "ty_villain"
    v = s.figures["villain"]
    assert s.villain_spawned and v.kind == "villain"
    # the scheme is flipped: out of the villain area, the villain card in it
    assert [s.insts[x].card for x in s.villain_area] == ["ty_villain"]
    assert "ty_scheme" in s.removed
    # placed in the room with the characters (rb, shadow H1), then it engaged at once
    assert game(s).room_of(v) == "rb"
    assert "inflict" in t[i:]
    assert game(s).health(v) == 6  # 3P with 2 heroes
    # it does not spawn again, nor draw villain cards, later
    s, out = play_round_to_threat_turn(s)
    assert "villain_spawned" not in types(out) and "villain_card" not in types(out)


def test_round_each_hero_draws_a_threat_card_once_the_villain_is_defeated() -> None:
    s = new_game()
    s.villain_spawned = True
    s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_red", "gob_howl", "gob_archer"]
    s, out = play_round_to_threat_turn(s)
    drawn = events(out, "threat_drawn")
    assert [(d["hero"], d["card"]) for d in drawn] == [("tester", "gob_archer"), ("helper", "gob_howl")]
    assert "villain_card" not in types(out)


def test_round_quest_turn_activates_the_quest_area_left_to_right() -> None:
    s = new_game()
    s, out = play_round_to_threat_turn(s)
    q = types(out).index("quest_turn")
    seq = [e.card for e in out.events[q:] if e.type == "activate"]
    assert seq == ["hunt_rules", "altar_test"]
    assert s.insts[s.rules_inst].quest_tokens >= 1
    assert "altar_rolled" in types(out)[q:]


def test_round_attached_card_activates_right_after_the_card_it_is_attached_to() -> None:
    s = new_game(quest="zz_slay")
    # quest area: rules, altar, Sealed Halls; Warding Sigil attached to the rules card
    seal = s.next_id
    from tests.altar_helpers import add_quest_card
    seal = add_quest_card(s, "slay_seal", "ra")
    ward = add_quest_card(s, "slay_ward", "ra")
    s.quest_area.remove(ward)
    s.insts[ward] = s.insts[ward].model_copy(update={"attached_to": s.rules_inst})
    s, out = play_round_to_threat_turn(s)
    q = types(out).index("quest_turn")
    seq = [e.card for e in out.events[q:] if e.type == "activate"]
    assert seq == ["slay_rules", "slay_ward", "altar_test", "slay_seal"]
    assert s.insts[ward].quest_tokens == 1 and s.insts[seal].quest_tokens == 1


def test_round_hero_turn_refreshes_each_exhausted_card_the_hero_controls() -> None:
    s = new_game(heroes=("ranger", "tester"))
    charm = next(i for i in s.heroes["ranger"].play if s.insts[i].card == "r_charm")
    s.insts[charm] = s.insts[charm].model_copy(update={"exhausted": True})
    s, _ = play_round_to_threat_turn(s)
    assert s.insts[charm].exhausted is False


def test_round_villain_health_uses_p_values() -> None:
    for heroes, health in ((("tester",), 4), (("tester", "helper"), 8), (("tester", "helper", "ranger"), 12)):
        s = new_game(heroes=heroes)
        add_villain(s, "A1")
        assert game(s).health(s.figures["villain"]) == health
        assert next(f for f in RS.view(s, "tester")["figures"] if f["id"] == "villain")["health"] == health
    assert C.cards["boss_villain"].health == "4P"


def test_round_the_altar_rolling_on_its_own_says_which_dice_and_why_nobody_was_asked() -> None:
    # the quest turn's altar rolls the party's usual pick without a question (data/altar/README.md,
    # "Altar dice are the hero's choice"): the players are told which dice, and why
    s = new_game()
    s, out = play_round_to_threat_turn(s)
    q = types(out).index("quest_turn")
    (rolled,) = [e for e in out.events[q:] if e.type == "altar_rolled"]
    assert rolled.usual and rolled.dice and all(1 <= d <= len(s.altar_pool) for d in rolled.dice)
    dice = ", ".join(map(str, rolled.dice))
    (en,) = tell([rolled], "en")
    (fr,) = tell([rolled], "fr")
    assert en.startswith(f"Altar di{'e' if len(rolled.dice) == 1 else 'ce'} {dice} ")
    assert "the party's usual pick" in en and "Altar pool: 1:" in en
    assert "le choix habituel du groupe" in fr and "Réserve de l'autel : 1:" in fr
