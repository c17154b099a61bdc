"""Our own Altar Quest cards do what they say (issue #9, items 14-18), on the shipped content.

Each test is named after the rule and built from the situation the issue describes: an effect aimed
at "the target" never turns on the hero who played it; "move up to N spaces" lets the player choose
where; "after you attack" and "before you roll for an inflict test" are timing windows offered when
they apply and refused otherwise; "altar dice of your choice" are the player's choice.
"""
from __future__ import annotations

from engine.rulesets.altar import AltarRuleset
from engine.rulesets.altar.content import load_content
from engine.rulesets.altar.state import Inst
from tests.altar_helpers import BLANK, SUCCESS, add_enemy, events, hero, illegal, place, rig, set_hand
from tests.altar_helpers import act as _act
from tests.altar_helpers import new_game as _new_game

SHIPPED = load_content()
RS = AltarRuleset(lambda: SHIPPED)


def new_game(heroes=("brakka", "tib"), start="r07", quest="usurpers_end", **kw):
    """A shipped-content game in room r07 (L7-Q11, feature N8-O9), every hero's hand empty."""
    kw.setdefault("threat_deck", "cinder_brood")
    kw.setdefault("villain_deck", "ossivar")
    s = _new_game(quest=quest, heroes=heroes, start=start, rs=RS, **kw)
    for h in heroes:
        set_hand(s, h, [])
    for i, h in enumerate(heroes):
        place(s, f"h_{h}", ["M7", "M11", "Q11", "Q7"][i])
    for fid, square in zip([f for f, x in s.figures.items() if x.kind == "ally"], ["L11", "L10"], strict=False):
        place(s, fid, square)
    return s


def act(s, seat, action):
    return _act(s, seat, action, rs=RS)


def refused(s, seat, action, key=None):
    return illegal(s, seat, action, key=key, rs=RS)


def enemy(s, card_id, square, owner="brakka"):
    return add_enemy(s, card_id, square, owner=owner, content=SHIPPED)


def label(s, fid):
    return s.figures[fid].label


def give_search_card(s, hero_id, card_id):
    s.decks["search"].cards.remove(card_id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=card_id, zone=f"play:{hero_id}")
    s.heroes[hero_id].play.append(iid)
    return iid


def damage_to(out, fid):
    return sum(e["amount"] for e in events(out, "damage") if e["figure"] == fid)


# --- 14. an effect aimed at "the target" never turns on the hero who played it -------------------


def _kill_then_rhune(hero_id, card_id, rhune, attack_dice):
    s = new_game(heroes=(hero_id, "ilse") if hero_id != "ilse" else ("ilse", "tib"))
    place(s, f"h_{hero_id}", "M8")
    thrall = enemy(s, "cinder_thrall_red", "N7" if card_id != "maudra_fire_bloom" else "O7", owner=hero_id)
    set_hand(s, hero_id, [card_id])
    s.altar_pool = [rhune, "wathe", "wathe", "wathe", "wathe"]
    # two successes kill the 2-health thrall; the rest blank; then the spent rhune die is rolled again
    rig(s, SUCCESS, SUCCESS, *[BLANK] * (attack_dice - 2), "wathe")
    pool = list(s.altar_pool)
    out = act(s, hero_id, {"type": "play", "card": card_id, "target": label(s, thrall)})
    assert thrall not in out.state.figures
    # its target is gone: the rhune effect could do nothing, so it is not resolved (nor asked) and
    # its altar die stays as it was
    assert not events(out, "rhune") and out.state.pending is None and out.state.altar_pool == pool
    assert damage_to(out, f"h_{hero_id}") == 0
    assert hero(out.state, hero_id).damage == 0
    return out


def test_cleave_with_target_dead_deals_nothing_to_the_hero() -> None:
    _kill_then_rhune("brakka", "brakka_cleave", "volkris", 5)


def test_backstab_with_target_dead_deals_nothing_to_the_hero() -> None:
    _kill_then_rhune("tib", "tib_backstab", "nethander", 6)


def test_fire_bloom_with_target_dead_deals_nothing_to_the_hero() -> None:
    _kill_then_rhune("maudra", "maudra_fire_bloom", "volkris", 5)


def test_cleave_with_target_alive_deals_the_rhune_damage_to_the_target() -> None:
    s = new_game()
    place(s, "h_brakka", "M8")
    brute = enemy(s, "cinder_brute_red", "N7")  # health 3, defense 1
    set_hand(s, "brakka", ["brakka_cleave"])
    s.altar_pool = ["volkris", "wathe", "wathe", "wathe", "wathe"]
    rig(s, SUCCESS, SUCCESS, BLANK, BLANK, BLANK, "wathe")  # 2 successes - defense 1 = 1 damage
    out = act(s, "brakka", {"type": "play", "card": "brakka_cleave", "target": label(s, brute), "use_rhune": True})
    assert out.state.figures[brute].damage == 2  # 1 from the attack, 1 from Volkris
    assert damage_to(out, "h_brakka") == 0


def test_lamp_oil_used_with_no_target_is_refused_and_spends_nothing() -> None:
    s = new_game()
    oil = give_search_card(s, "brakka", "search_lamp_oil")
    s.altar_pool = ["volkris"] * 5
    enemy(s, "cinder_thrall_red", "N7")
    err = refused(s, "brakka", {"type": "use", "card": oil}, key="no_target")
    assert "target" in err.reason
    # with no enemy within 2 spaces it says so
    s2 = new_game()
    oil2 = give_search_card(s2, "brakka", "search_lamp_oil")
    refused(s2, "brakka", {"type": "use", "card": oil2}, key="no_target_in_range")


def test_lamp_oil_deals_two_to_the_enemy_and_volkris_one_more_to_it_never_to_its_user() -> None:
    s = new_game()
    place(s, "h_brakka", "M8")
    brute = enemy(s, "cinder_brute_red", "O8")  # 2 spaces away, health 3
    oil = give_search_card(s, "brakka", "search_lamp_oil")
    s.altar_pool = ["volkris", "wathe", "wathe", "wathe", "wathe"]
    rig(s, "wathe")
    out = act(s, "brakka", {"type": "use", "card": oil, "target": label(s, brute), "use_rhune": True})
    assert brute not in out.state.figures  # 2 + 1 = 3 damage
    assert damage_to(out, "h_brakka") == 0
    # the first 2 already defeat a thrall: the Volkris damage has nothing left to hit
    s = new_game()
    place(s, "h_brakka", "M8")
    thrall = enemy(s, "cinder_thrall_red", "O8")
    oil = give_search_card(s, "brakka", "search_lamp_oil")
    s.altar_pool = ["volkris", "wathe", "wathe", "wathe", "wathe"]
    rig(s, "wathe")
    out = act(s, "brakka", {"type": "use", "card": oil, "target": label(s, thrall), "use_rhune": True})
    assert thrall not in out.state.figures
    assert damage_to(out, "h_brakka") == 0 and hero(out.state, "brakka").damage == 0


def test_an_attack_card_cannot_start_without_a_target_and_nothing_is_spent() -> None:
    s = new_game()
    place(s, "h_brakka", "M8")
    thrall = enemy(s, "cinder_thrall_red", "N7")
    set_hand(s, "brakka", ["brakka_cleave"])
    err = refused(s, "brakka", {"type": "play", "card": "brakka_cleave"}, key="no_target")
    assert label(s, thrall) in err.reason
    axe = next(i for i in s.heroes["brakka"].play if s.insts[i].card == "brakka_greataxe")
    refused(s, "brakka", {"type": "act", "card": axe}, key="no_target")
    del s.figures[thrall]
    refused(s, "brakka", {"type": "play", "card": "brakka_cleave"}, key="no_target_in_range")


def test_an_attack_at_a_named_enemy_out_of_reach_is_refused_and_hits_no_other_enemy() -> None:
    # Shoulder Charge: move up to 2 spaces, then attack the chosen enemy; it is too far to reach even
    # after the move, so the card is refused before anything is spent (no action spent on nothing),
    # even with another enemy next to Brakka; the near one is a target it can reach
    s = new_game()
    place(s, "h_brakka", "L8")
    near = enemy(s, "cinder_thrall_red", "O7")  # next to N8, where the move ends
    far = enemy(s, "cinder_thrall_green", "Q11")
    set_hand(s, "brakka", ["brakka_charge"])
    s.altar_pool = ["wathe"] * 5
    refused(s, "brakka", {"type": "play", "card": "brakka_charge", "target": label(s, far)}, key="beyond_move")
    assert s.figures[near].damage == 0
    targets = {a.target for a in RS.legal_actions(s, "brakka") if a.type == "play"}
    assert label(s, near) in targets and label(s, far) not in targets


def test_riposte_is_offered_only_against_an_enemy_within_its_reach() -> None:
    # Riposte attacks the striking enemy at range 1: a Pyre Chanter striking from 3 spaces away
    # leaves it nothing to aim at, so it is not offered (the Hauberk still is)
    s = new_game()
    place(s, "h_brakka", "L7")
    place(s, "h_tib", "Q11")
    enemy(s, "cinder_chanter_red", "O7")  # range 3: it stays 3 spaces away
    set_hand(s, "brakka", ["brakka_riposte"])
    set_hand(s, "tib", [])
    s.decks["villain"].cards = ["ossivar_tyrants_due"]
    for h in list(s.order):
        out = act(s, h, {"type": "end"})
        s = out.state
    p = out.prompt
    assert p is not None and p.seat == "brakka"
    assert "play:brakka_riposte" not in [o.id for o in p.options]
    assert [o.label for o in p.options if o.id.startswith("use:")] == ["Riveted Hauberk"]
    # a thrall striking from the next space: Riposte is offered
    s = new_game()
    place(s, "h_brakka", "L7")
    place(s, "h_tib", "Q11")
    enemy(s, "cinder_thrall_red", "M8")
    set_hand(s, "brakka", ["brakka_riposte"])
    set_hand(s, "tib", [])
    s.decks["villain"].cards = ["ossivar_tyrants_due"]
    for h in list(s.order):
        out = act(s, h, {"type": "end"})
        s = out.state
    assert out.prompt is not None and "play:brakka_riposte" in [o.id for o in out.prompt.options]


# --- 15. "move up to N spaces" lets the player choose where ---------------------------------------


def _throw(kill: bool):
    s = new_game()
    place(s, "h_tib", "L11")
    place(s, "a_ally_scrap", "Q7")
    target = enemy(s, "cinder_thrall_red" if kill else "cinder_brute_red", "O9", owner="tib")  # 3 spaces
    set_hand(s, "tib", ["tib_throwing_blade"])
    s.altar_pool = ["lowek", "wathe", "wathe", "wathe", "wathe"]
    rig(s, SUCCESS, SUCCESS, BLANK, BLANK, "wathe")
    out = act(s, "tib", {"type": "play", "card": "tib_throwing_blade", "target": label(s, target), "use_rhune": True})
    return out, target


def test_throwing_blade_lowek_move_lets_the_player_choose_where_including_staying_put() -> None:
    out, target = _throw(kill=False)
    assert target in out.state.figures and events(out, "attack")
    p = out.prompt
    assert p is not None and p.seat == "tib" and p.kind == "move"
    ids = [o.id for o in p.options]
    assert ids[0] == "stay" and p.options[0].label == "Stay in L11" and p.options[0].label_fr == "Rester en L11"
    assert p.default == "stay"  # the throw is done: no reason to walk up to the enemy
    # every space of room r07 within 2 moves of L11 (its corner), nearest first
    assert sorted(ids[1:]) == ["L10", "L9", "M10", "M11", "M9", "N10", "N11", "N9"]
    assert all(o.label == o.id for o in p.options[1:])  # squares by their names, never an internal id
    assert hero(out.state, "tib").pos == "L11"  # nothing moved before the choice
    moved = act(out.state, "tib", {"type": "choose", "option": "N10"})
    assert hero(moved.state, "tib").pos == "N10" and moved.state.pending is None
    stayed = act(out.state, "tib", {"type": "choose", "option": "stay"})
    assert hero(stayed.state, "tib").pos == "L11" and not events(stayed, "moved")
    refused(out.state, "tib", {"type": "choose", "option": "P9"}, key="bad_option")  # 4 spaces away


def test_throwing_blade_lowek_move_still_offered_once_the_target_died() -> None:
    out, target = _throw(kill=True)
    assert target not in out.state.figures
    assert out.prompt is not None and out.prompt.kind == "move"
    assert hero(act(out.state, "tib", {"type": "choose", "option": "M10"}).state, "tib").pos == "M10"


def test_wind_step_lowek_moves_up_to_two_more_spaces_from_where_the_first_move_ended() -> None:
    s = new_game(heroes=("maudra", "tib"))
    place(s, "h_maudra", "L7")
    set_hand(s, "maudra", ["maudra_wind_step"])
    s.altar_pool = ["lowek", "wathe", "wathe", "wathe", "wathe"]
    rig(s, "wathe")
    out = act(s, "maudra", {"type": "play", "card": "maudra_wind_step", "target": "P7", "use_rhune": True})
    assert hero(out.state, "maudra").pos == "P7"
    p = out.prompt
    assert p is not None and p.kind == "move" and p.default == "stay"
    assert "Q9" in [o.id for o in p.options] and "L7" not in [o.id for o in p.options]
    out = act(out.state, "maudra", {"type": "choose", "option": "Q9"})
    assert hero(out.state, "maudra").pos == "Q9"


def test_a_square_out_of_a_cards_move_is_refused_before_anything_is_spent() -> None:
    s = new_game()
    place(s, "h_tib", "L7")
    set_hand(s, "tib", ["tib_tumble"])  # move up to 3 spaces
    err = refused(s, "tib", {"type": "play", "card": "tib_tumble", "target": "P7"}, key="card_cannot_reach")
    assert "P7" in err.reason
    assert hero(act(s, "tib", {"type": "play", "card": "tib_tumble", "target": "O7"}).state, "tib").pos == "O7"


def test_an_ally_moves_where_its_hero_chooses_then_attacks_the_chosen_enemy() -> None:
    s = new_game()
    place(s, "a_ally_scrap", "L7")
    thrall = enemy(s, "cinder_thrall_red", "P8")
    scrap = next(i for i in s.heroes["brakka"].play if s.insts[i].card == "ally_scrap")
    out = act(s, "brakka", {"type": "use", "card": scrap, "target": label(s, thrall)})
    p = out.prompt
    assert p is not None and p.kind == "move" and p.seat == "brakka"
    assert p.default == "O8" or p.default in {"O7", "O9"}  # by default, next to the chosen enemy
    rig(out.state, SUCCESS, SUCCESS, BLANK)
    hit = act(out.state, "brakka", {"type": "choose", "option": "O9"})
    assert hit.state.figures["a_ally_scrap"].pos == "O9"
    assert [e["target"] for e in events(hit, "attack")] == [thrall]
    # staying put, the enemy is out of reach: the attack has nothing to hit
    rig(out.state, SUCCESS, SUCCESS, BLANK)
    miss = act(out.state, "brakka", {"type": "choose", "option": "stay"})
    assert miss.state.figures["a_ally_scrap"].pos == "L7" and not events(miss, "attack")


def test_a_move_choice_is_narrated_without_listing_every_space() -> None:
    from tests.altar_helpers import tell

    out, _ = _throw(kill=False)
    prompt = [e for e in out.events if e.type == "prompt"]
    (en,) = tell(prompt, "en")
    (fr,) = tell(prompt, "fr")
    assert "Tib Magpie" in en and "2" in en and "N10" not in en
    assert "Tib" in fr and "N10" not in fr


# --- 16. "after you attack" is a timing: a window after the hero's attack, refused otherwise -------


def _weapon(s, hero_id):
    return next(i for i in s.heroes[hero_id].play if SHIPPED.cards[s.insts[i].card].kind == "equipment"
                and SHIPPED.cards[s.insts[i].card].slot == "weapon")


def _ongoing(s, hero_id, card_id):
    """Put an Ongoing card from the hero's deck into play, as if played earlier."""
    h = s.heroes[hero_id]
    (h.deck.cards if card_id in h.deck.cards else h.deck.discard).remove(card_id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=card_id, zone=f"play:{hero_id}")
    h.play.append(iid)
    return iid


def test_after_attack_cards_are_refused_without_an_attack_and_say_when_they_are_played() -> None:
    s = new_game(heroes=("ilse", "tib"))
    set_hand(s, "ilse", ["ilse_kindled"])
    set_hand(s, "tib", ["tib_slip_past"])
    hero(s, "ilse").damage = 2
    err = refused(s, "ilse", {"type": "play", "card": "ilse_kindled"}, key="after_attack_timing")
    assert "Kindled Faith" in err.reason and "after you attack" in err.reason
    refused(s, "tib", {"type": "play", "card": "tib_slip_past", "target": "M10"}, key="after_attack_timing")
    edge = _ongoing(s, "tib", "tib_poisoned_edge")
    place(s, "h_tib", "P11")
    thrall = enemy(s, "cinder_thrall_red", "P10", owner="tib")
    refused(s, "tib", {"type": "use", "card": edge, "target": label(s, thrall)}, key="after_attack_timing")
    s2 = new_game(heroes=("maudra", "tib"))
    set_hand(s2, "maudra", ["maudra_lingering_spell"])
    refused(s2, "maudra", {"type": "play", "card": "maudra_lingering_spell"}, key="after_attack_timing")
    # and they are never among the legal actions outside the window
    for state, seat in ((s, "ilse"), (s, "tib"), (s2, "maudra")):
        legal = RS.legal_actions(state, seat)
        assert not [a for a in legal if a.type == "play" and a.card in ("ilse_kindled", "tib_slip_past",
                                                                           "maudra_lingering_spell")]
        assert not [a for a in legal if a.type == "use" and a.card == edge]


def test_kindled_faith_is_offered_after_the_heros_attack_resolves() -> None:
    s = new_game(heroes=("ilse", "tib"))
    place(s, "h_ilse", "M8")
    thrall = enemy(s, "cinder_brute_red", "O8", owner="ilse")
    set_hand(s, "ilse", ["ilse_kindled", "ilse_ward"])
    hero(s, "ilse").damage = 2
    s.altar_pool = ["wathe"] * 5
    rig(s, SUCCESS, BLANK, BLANK, BLANK)
    out = act(s, "ilse", {"type": "act", "card": _weapon(s, "ilse"), "target": label(s, thrall)})
    assert events(out, "attack")  # the attack is resolved first...
    p = out.prompt  # ...then the window
    assert p is not None and p.kind == "after_attack" and p.seat == "ilse"
    assert [(o.id, o.label, o.label_fr) for o in p.options] == [
        ("play:ilse_kindled", "Kindled Faith", "Foi attisée"), ("pass", "Pass", "Passer")]
    assert p.default == "pass"
    assert [e for e in out.events if e.type == "prompt"][0].audience == "ilse"  # hand cards stay private
    out = act(out.state, "ilse", {"type": "choose", "option": "play:ilse_kindled"})
    assert hero(out.state, "ilse").damage == 1 and out.state.heroes["ilse"].focus == 1
    assert "ilse_kindled" in out.state.heroes["ilse"].deck.discard
    assert out.state.pending is None  # nothing else follows an attack: the window closes
    passed = act(s, "ilse", {"type": "act", "card": _weapon(s, "ilse"), "target": label(s, thrall)})
    passed = act(passed.state, "ilse", {"type": "choose", "option": "pass"})
    assert "ilse_kindled" in passed.state.heroes["ilse"].hand and hero(passed.state, "ilse").damage == 2


def test_poisoned_edge_after_an_attack_offers_each_enemy_within_one_space_by_name() -> None:
    s = new_game()
    place(s, "h_tib", "M8")
    a = enemy(s, "cinder_thrall_red", "N8", owner="tib")
    b = enemy(s, "cinder_brute_red", "M9", owner="tib")
    enemy(s, "cinder_imp_red", "P11", owner="tib")  # too far for the edge
    edge = _ongoing(s, "tib", "tib_poisoned_edge")
    set_hand(s, "tib", ["tib_slip_past"])
    rig(s, BLANK, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "tib", {"type": "act", "card": _weapon(s, "tib"), "target": label(s, a)})
    p = out.prompt
    assert p is not None and p.kind == "after_attack"
    labels = {o.id: (o.label, o.label_fr) for o in p.options}
    assert labels == {
        f"use:{edge}:{a}": (f"Poisoned Edge → {label(s, a)} Ash Thrall", f"Lame empoisonnée → {label(s, a)} Serf des cendres"),
        f"use:{edge}:{b}": (f"Poisoned Edge → {label(s, b)} Slag Brute", f"Lame empoisonnée → {label(s, b)} Brute de scories"),
        "play:tib_slip_past": ("Slip Past", "Se faufiler"),
        "pass": ("Pass", "Passer"),
    }
    out = act(out.state, "tib", {"type": "choose", "option": f"use:{edge}:{b}"})
    assert out.state.figures[b].damage == 1 and out.state.insts[edge].exhausted
    # the window stays open for Slip Past: its move is chosen like any other
    p = out.prompt
    assert p is not None and [o.id for o in p.options] == ["play:tib_slip_past", "pass"]
    out = act(out.state, "tib", {"type": "choose", "option": "play:tib_slip_past"})
    assert out.prompt is not None and out.prompt.kind == "move" and out.prompt.default == "stay"
    out = act(out.state, "tib", {"type": "choose", "option": "L7"})
    assert hero(out.state, "tib").pos == "L7" and out.state.pending is None


def test_lingering_spell_follows_a_spell_attack_and_not_an_allys_attack() -> None:
    s = new_game(heroes=("maudra", "ilse"))
    place(s, "h_maudra", "M8")
    thrall = enemy(s, "cinder_brute_red", "O8", owner="maudra")
    set_hand(s, "maudra", ["maudra_lingering_spell"])
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "maudra", {"type": "act", "card": _weapon(s, "maudra"), "target": label(s, thrall)})
    assert out.prompt is not None and [o.id for o in out.prompt.options] == ["play:maudra_lingering_spell", "pass"]
    out = act(out.state, "maudra", {"type": "choose", "option": "play:maudra_lingering_spell"})
    assert out.state.heroes["maudra"].focus == 1 and len(out.state.heroes["maudra"].hand) == 1
    # Ilse's ally Fennick attacks: Ilse did not, so Kindled Faith waits
    s = new_game(heroes=("ilse", "tib"))
    place(s, "a_ally_fennick", "M8")
    thrall = enemy(s, "cinder_brute_red", "N8", owner="ilse")
    set_hand(s, "ilse", ["ilse_kindled"])
    fennick = next(i for i in s.heroes["ilse"].play if s.insts[i].card == "ally_fennick")
    out = act(s, "ilse", {"type": "use", "card": fennick, "target": label(s, thrall)})
    rig(out.state, SUCCESS, BLANK, BLANK)
    out = act(out.state, "ilse", {"type": "choose", "option": "stay"})
    assert events(out, "attack") and out.prompt is None


def test_no_after_attack_window_when_no_attack_was_made() -> None:
    # Shoulder Charge at an enemy it could reach by moving, but Brakka stays put: no attack, so
    # nothing follows one
    s = new_game(heroes=("brakka", "ilse"))
    place(s, "h_brakka", "L7")
    far = enemy(s, "cinder_thrall_green", "O7")
    set_hand(s, "brakka", ["brakka_charge"])
    s.heroes["ilse"].deck.cards.remove("ilse_kindled")  # a card that follows an attack, lent to Brakka
    s.heroes["brakka"].hand.append("ilse_kindled")
    s.altar_pool = ["wathe"] * 5
    out = act(s, "brakka", {"type": "play", "card": "brakka_charge", "target": label(s, far)})
    out = act(out.state, "brakka", {"type": "choose", "option": "stay"})
    assert not events(out, "attack") and out.prompt is None
    # the same charge at an enemy in reach attacks, and the window opens
    near = enemy(s, "cinder_thrall_red", "M8")
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "brakka", {"type": "play", "card": "brakka_charge", "target": label(s, near)})
    out = act(out.state, "brakka", {"type": "choose", "option": "stay"})  # already next to it
    assert events(out, "attack") and out.prompt is not None and out.prompt.kind == "after_attack"


def test_after_attack_window_is_narrated_without_naming_the_cards() -> None:
    from tests.altar_helpers import tell

    s = new_game(heroes=("ilse", "tib"))
    place(s, "h_ilse", "M8")
    thrall = enemy(s, "cinder_brute_red", "O8", owner="ilse")
    set_hand(s, "ilse", ["ilse_kindled"])
    rig(s, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "ilse", {"type": "act", "card": _weapon(s, "ilse"), "target": label(s, thrall)})
    public = tell(out.events, "en")
    assert not any("Kindled" in line for line in public)
    assert any("Ilse" in line for line in tell([e for e in out.events if e.type == "prompt"], "en",
                                                  viewer={"ilse"}))


# --- 17. "use before you roll for an inflict test": offered in that window, spent on that test -----


def _strike_scene(hero_id="tib", enemy_card="cinder_brute_red"):
    """An enemy next to the hero, about to activate in the threat turn; the other hero far off."""
    s = new_game(heroes=(hero_id, "maudra") if hero_id != "maudra" else ("maudra", "tib"))
    other = next(h for h in s.heroes if h != hero_id)
    place(s, f"h_{hero_id}", "M8")
    place(s, f"h_{other}", "Q11")
    fid = enemy(s, enemy_card, "N8", owner=hero_id)
    s.decks["villain"].cards = ["ossivar_tyrants_due"]  # a quiet villain card: 1 quest token
    s.supply = 0
    return s, fid


def _to_threat_turn(s):
    for h in list(s.order):
        s = act(s, h, {"type": "end"}).state
    return s


def test_dented_buckler_is_offered_before_an_inflict_test_and_its_bonus_is_spent_on_that_test() -> None:
    s, fid = _strike_scene()
    buckler = give_search_card(s, "tib", "search_dented_buckler")
    for h in s.heroes.values():
        h.deck.cards = [c for c in h.deck.cards if SHIPPED.cards[c].kind != "hero_reaction"]
    out = None
    for h in list(s.order):
        out = act(s, h, {"type": "end"})
        s = out.state
    p = out.prompt
    assert p is not None and p.kind == "reaction" and p.seat == "tib"
    assert [(o.id, o.label, o.label_fr) for o in p.options] == [
        (f"use:{buckler}", "Dented Buckler", "Bouclier cabossé"), ("pass", "Pass", "Passer")]
    rig(s, BLANK, BLANK)  # the brute inflicts Fortitude (4): Tib rolls his 2 Fortitude dice
    out = act(s, "tib", {"type": "choose", "option": f"use:{buckler}"})
    (inf,) = events(out, "inflict")
    assert inf["defense"] == 2 and inf["damage"] == 2  # difficulty 4 - 0 successes - 2 defense
    assert buckler not in out.state.insts and "search_dented_buckler" in out.state.decks["search"].discard
    assert out.state.heroes["tib"].defense_bonus == 0  # spent on that test, nothing left for the next


def test_dented_buckler_outside_an_inflict_window_is_refused_and_stays_in_play() -> None:
    s = new_game()
    buckler = give_search_card(s, "tib", "search_dented_buckler")
    err = refused(s, "tib", {"type": "use", "card": buckler}, key="reaction_timing")
    assert "Dented Buckler" in err.reason
    assert not [a for a in RS.legal_actions(s, "tib") if a.type == "use" and a.card == buckler]


def test_a_defense_bonus_does_not_linger_when_the_enemy_falls_before_its_test() -> None:
    # Brakka braces (+2 defense), then her Riposte defeats the thrall: no inflict test is rolled,
    # and the +2 is not carried to the next enemy's test
    s, thrall = _strike_scene("brakka", "cinder_thrall_red")
    brute = enemy(s, "cinder_brute_red", "M9", owner="brakka")
    set_hand(s, "brakka", ["brakka_brace", "brakka_riposte"])
    s.heroes["brakka"].deck.cards = [c for c in s.heroes["brakka"].deck.cards
                                     if SHIPPED.cards[c].kind != "hero_reaction"]
    hero(s, "brakka").pos = "M8"
    s = _to_threat_turn(s)
    assert s.pending is not None and s.pending.prompt.seat == "brakka"
    # the thrall is first in the threat area: it engages and is about to strike
    out = act(s, "brakka", {"type": "choose", "option": "play:brakka_brace"})
    assert out.prompt is not None and "play:brakka_riposte" in [o.id for o in out.prompt.options]
    rig(out.state, SUCCESS, SUCCESS, SUCCESS, SUCCESS)
    out = act(out.state, "brakka", {"type": "choose", "option": "play:brakka_riposte"})
    assert thrall not in out.state.figures and not [e for e in events(out, "inflict") if e["enemy"] == thrall]
    # the brute's turn: its window opens (the Hauberk, the supply the thrall gave); Brakka passes and
    # the test is rolled with her own defense only
    assert out.prompt is not None and out.prompt.kind == "reaction"
    assert out.state.heroes["brakka"].defense_bonus == 0
    rig(out.state, BLANK, BLANK, BLANK)
    out = act(out.state, "brakka", {"type": "choose", "option": "pass"})
    brute_strikes = [e for e in events(out, "inflict") if e["enemy"] == brute]
    assert brute_strikes and brute_strikes[0]["defense"] == 1


# --- 18. "altar dice of your choice" means the player chooses --------------------------------------


def test_scrying_lens_rolls_the_altar_die_the_player_chooses() -> None:
    s = new_game(heroes=("maudra", "tib"))
    lens = next(i for i in s.heroes["maudra"].play if s.insts[i].card == "maudra_scrying_lens")
    s.altar_pool = ["wathe", "wathe", "brase", "lowek", "aluna"]
    out = act(s, "maudra", {"type": "use", "card": lens})
    p = out.prompt
    assert p is not None and p.kind == "altar_dice" and p.seat == "maudra"
    assert [(o.id, o.label) for o in p.options] == [
        ("die:1", "Die 1: Wathe"), ("die:2", "Die 2: Wathe"), ("die:3", "Die 3: Brase"), ("die:4", "Die 4: Lowek"),
        ("die:5", "Die 5: Aluna"), ("roll", "Roll no die")]
    assert p.options[0].label_fr == "Dé 1 : Wathe"
    assert p.default == "die:1"  # by default, a rhune that shows twice
    assert out.state.altar_pool == s.altar_pool  # nothing rolled yet
    rig(out.state, "nethander")
    done = act(out.state, "maudra", {"type": "choose", "option": "die:4"})
    assert done.state.altar_pool == ["wathe", "wathe", "brase", "nethander", "aluna"]  # only the die chosen
    assert done.state.pending is None and done.state.insts[lens].exhausted


def test_rhune_weaving_rolls_up_to_two_altar_dice_of_the_players_choice() -> None:
    s = new_game(heroes=("maudra", "tib"))
    set_hand(s, "maudra", ["maudra_rhune_weaving", "maudra_rhune_weaving"])
    s.altar_pool = ["wathe", "volkris", "brase", "lowek", "aluna"]
    out = act(s, "maudra", {"type": "play", "card": "maudra_rhune_weaving"})
    out = act(out.state, "maudra", {"type": "choose", "option": "die:2"})
    p = out.prompt  # a second die may be chosen, or the one chosen rolled alone
    assert p is not None and p.kind == "altar_dice" and "die:2" not in [o.id for o in p.options]
    assert [o.label for o in p.options][-1] == "Roll the chosen dice (2)"
    rig(out.state, "aluna", "aluna")
    two = act(out.state, "maudra", {"type": "choose", "option": "die:5"})
    assert two.state.altar_pool == ["wathe", "aluna", "brase", "lowek", "aluna"]
    assert two.state.pending is None and two.state.heroes["maudra"].focus == 1  # then gain 1 focus
    rig(out.state, "nethander")
    one = act(out.state, "maudra", {"type": "choose", "option": "roll"})
    assert one.state.altar_pool == ["wathe", "nethander", "brase", "lowek", "aluna"]
    # "up to": rolling none at all is a choice too
    out = act(s, "maudra", {"type": "play", "card": "maudra_rhune_weaving"})
    none = act(out.state, "maudra", {"type": "choose", "option": "roll"})
    assert none.state.altar_pool == s.altar_pool and none.state.heroes["maudra"].focus == 1


def test_an_altar_dice_choice_is_narrated_with_the_hero_and_how_many() -> None:
    from tests.altar_helpers import tell

    s = new_game(heroes=("maudra", "tib"))
    set_hand(s, "maudra", ["maudra_rhune_weaving"])
    out = act(s, "maudra", {"type": "play", "card": "maudra_rhune_weaving"})
    prompt = [e for e in out.events if e.type == "prompt"]
    (en,) = tell(prompt, "en")
    (fr,) = tell(prompt, "fr")
    assert "Maudra" in en and "2" in en and "Maudra" in fr and "2" in fr


# --- what the players read -----------------------------------------------------------------------


def test_the_new_choices_show_names_never_internal_ids_in_english_and_french() -> None:
    from bot import games
    from bot.gamekit import Table

    game = games.get("altar")
    s = new_game()
    place(s, "h_tib", "M8")
    a = enemy(s, "cinder_thrall_red", "N8", owner="tib")
    edge = _ongoing(s, "tib", "tib_poisoned_edge")
    set_hand(s, "tib", ["tib_slip_past"])
    rig(s, BLANK, BLANK, BLANK, BLANK, BLANK)
    window = act(s, "tib", {"type": "act", "card": _weapon(s, "tib"), "target": label(s, a)})
    move = act(window.state, "tib", {"type": "choose", "option": "play:tib_slip_past"})
    s2 = new_game(heroes=("maudra", "tib"))
    lens = next(i for i in s2.heroes["maudra"].play if s2.insts[i].card == "maudra_scrying_lens")
    dice = act(s2, "maudra", {"type": "use", "card": lens})
    for out, seat in ((window, "tib"), (move, "tib"), (dice, "maudra")):
        for lang in ("en", "fr"):
            table = Table(game, lang, out.state, {}, 0, ruleset=RS)
            text = table.tr(f"prompt-{out.prompt.kind}")
            assert text and not text.startswith("prompt-")
            for o in out.prompt.options:
                shown = game.option_label(table, seat, o.id, o.label, o.label_fr)
                assert edge not in shown and a not in shown and "tib_" not in shown and "maudra_" not in shown
                assert game.choice_label(table, seat, o.id) == shown
    fr = Table(game, "fr", window.state, {}, 0, ruleset=RS)
    assert [game.option_label(fr, "tib", o.id, o.label, o.label_fr) for o in window.prompt.options] == [
        "Se faufiler", f"Lame empoisonnée → {label(s, a)} Serf des cendres", "Passer"]


def test_an_ally_with_no_enemy_in_reach_still_moves_where_its_hero_chooses() -> None:
    """'Exhaust: Scrap moves up to 3 spaces, then attacks': with no enemy anywhere it was refused ("no
    enemy is within reach"), so Scrap never moved (playtest); the rulebook has the hero resolve an ally's
    Exhaust effect "to move the ally's token, or figure, and trigger any other effects"."""
    s = new_game()
    place(s, "a_ally_scrap", "L7")
    scrap = next(i for i in s.heroes["brakka"].play if s.insts[i].card == "ally_scrap")
    out = act(s, "brakka", {"type": "use", "card": scrap})
    assert out.prompt is not None and out.prompt.kind == "move" and out.prompt.default == "stay"
    moved = act(out.state, "brakka", {"type": "choose", "option": "M9"})
    assert moved.state.figures["a_ally_scrap"].pos == "M9" and not events(moved, "attack")
    assert moved.state.insts[scrap].exhausted
    # or the square named with the card
    there = act(s, "brakka", {"type": "use", "card": scrap, "target": "n7"})
    assert there.prompt is None and there.state.figures["a_ally_scrap"].pos == "N7"
    err = refused(s, "brakka", {"type": "use", "card": scrap, "target": "Q11"}, key="card_cannot_reach")
    assert "Q11" in err.reason


def test_an_ally_that_can_neither_move_nor_reach_an_enemy_is_refused() -> None:
    from tests.altar_helpers import add_trap
    s = new_game()
    place(s, "a_ally_scrap", "L7")
    for card, square in (("cinder_grate", "L8"), ("cinder_vent", "M7"), ("cinder_pitch_snare", "M8")):
        add_trap(s, card, square, owner="brakka")
    place(s, "h_brakka", "Q11")
    scrap = next(i for i in s.heroes["brakka"].play if s.insts[i].card == "ally_scrap")
    refused(s, "brakka", {"type": "use", "card": scrap}, key="no_target_in_range")


def test_the_villain_turns_active_hero_is_the_last_hero_to_have_been_active() -> None:
    """'The active hero draws 1 threat card' in the villain turn fell on the first seat's hero every
    round, whoever acted last (playtest). The book names an active hero only in act and react phases:
    in the villain turn it is the last one, whose react phase came last (the round's last act phase)."""
    from tests.altar_helpers import pass_supply_windows
    drawn = {}
    for order in (("brakka", "tib"), ("tib", "brakka")):
        s = new_game()
        s.decks["villain"].cards = ["ossivar_bone_guard"]
        out = None
        for h in order:
            out = act(s, h, {"type": "end"})
            s = out.state
        s, out = pass_supply_windows(s, out, rs=RS)
        drawn[order] = [e["hero"] for e in events(out, "threat_drawn")]
    assert drawn[("brakka", "tib")][-1:] == ["tib"]
    assert drawn[("tib", "brakka")][-1:] == ["brakka"]
