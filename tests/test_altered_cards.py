"""Playing cards in Altered: the reserve, fleeting, spells and permanents, targets, tokens, boosts, quick
actions, the empty deck, and one test per effect step kind (rulebook sections named in each test)."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.altered.actions import Cleanup, Exhaust, Mana, Pass, Play, Support
from engine.rulesets.altered.content import Ability, CardDef

from .test_altered_helpers import CONTENT, EMBER, RULESET, TIDE, act, bare, game, of, put


def uids(cards):
    return [c.uid for c in cards]


def night(s):
    """Both pass: Dusk and Night run."""
    act(s, s.turn, Pass())
    return act(s, s.turn, Pass())


# --- the reserve ------------------------------------------------------------------------------------


def test_a_character_played_from_the_reserve_gains_fleeting_and_is_discarded_at_night():
    s = bare()
    hound = put(s, EMBER, "cinder_hound", "reserve")
    events = act(s, EMBER, Play(card=hound.uid, expedition="hero"))
    assert of(events, "card_played")[0].fleeting and of(events, "card_played")[0].source == "reserve"
    assert s.players[EMBER].expeditions["hero"][0].fleeting
    night(s)
    assert hound.uid in uids(s.players[EMBER].discard) and hound.uid not in uids(s.players[EMBER].reserve)


def test_a_permanent_played_from_the_reserve_does_not_gain_fleeting():
    s = bare()
    kiln = put(s, EMBER, "mana_kiln", "reserve")
    banner = put(s, EMBER, "war_banner", "reserve")
    events = act(s, EMBER, Play(card=kiln.uid))
    assert not of(events, "card_played")[0].fleeting and uids(s.players[EMBER].landmarks) == [kiln.uid]
    act(s, TIDE, Pass())
    act(s, EMBER, Play(card=banner.uid, expedition="companion"))
    act(s, EMBER, Pass())
    assert banner.uid in uids(s.players[EMBER].expeditions["companion"])  # permanents stay at Night
    assert kiln.uid in uids(s.players[EMBER].landmarks)


def test_a_spell_resolves_then_goes_to_the_reserve():
    s = bare()
    foe = put(s, TIDE, "t_water", "hero")
    blast = put(s, EMBER, "forge_blast", "hand")
    events = act(s, EMBER, Play(card=blast.uid, targets=[foe.uid]))
    kinds = [e.type for e in events]
    assert kinds.index("card_moved") < len(kinds) - 1
    moved = of(events, "card_moved")
    assert (moved[0].uid, moved[0].to) == (foe.uid, "reserve")
    assert (moved[1].uid, moved[1].to, moved[1].why) == (blast.uid, "reserve", "resolved")
    assert uids(s.players[EMBER].reserve) == [blast.uid]


def test_a_fleeting_spell_and_a_spell_from_the_reserve_are_discarded_after_resolving():
    s = bare()
    knight = put(s, EMBER, "t_forest", "hero")
    kindle = put(s, EMBER, "kindle", "hand")  # fleeting by itself
    act(s, EMBER, Play(card=kindle.uid, targets=[knight.uid]))
    assert knight.boosts == 2 and uids(s.players[EMBER].discard) == [kindle.uid]
    act(s, TIDE, Pass())
    blast = put(s, EMBER, "forge_blast", "reserve")
    foe = put(s, TIDE, "t_water", "hero")
    act(s, EMBER, Play(card=blast.uid, targets=[foe.uid]))
    assert blast.uid in uids(s.players[EMBER].discard) and blast.uid not in uids(s.players[EMBER].reserve)


def test_triggers_follow_where_the_card_was_played_from():
    s = bare()
    runner_hand = put(s, EMBER, "ash_runner", "hand")  # from hand: boost
    runner_reserve = put(s, EMBER, "ash_runner", "reserve")
    hound_hand = put(s, EMBER, "cinder_hound", "hand")  # from reserve: boost
    hound_reserve = put(s, EMBER, "cinder_hound", "reserve")
    for card in (runner_hand, runner_reserve, hound_hand, hound_reserve):
        act(s, EMBER, Play(card=card.uid, expedition="hero"))
        if s.turn == TIDE:
            act(s, TIDE, Pass())
    boosts = {c.uid: c.boosts for c in s.players[EMBER].expeditions["hero"]}
    assert boosts == {runner_hand.uid: 1, runner_reserve.uid: 0, hound_hand.uid: 0, hound_reserve.uid: 1}


def test_reserve_cards_cannot_be_targeted_except_by_effects_naming_the_reserve():
    s = bare()
    resting = put(s, TIDE, "t_water", "reserve")
    blast = put(s, EMBER, "forge_blast", "hand")  # "a character of your opponent's"
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Play(card=blast.uid, targets=[resting.uid]))
    assert err.value.key == "altered_target_needed" or err.value.key == "altered_extra_target"
    legal = [a for a in RULESET.legal_actions(s, EMBER) if getattr(a, "card", None) == blast.uid]
    assert [a.targets for a in legal] == [[]]  # nothing to target: the spell does nothing
    scatter = put(s, EMBER, "scatter_ashes", "hand")  # "a card in your opponent's reserve"
    act(s, EMBER, Play(card=scatter.uid, targets=[resting.uid]))
    assert resting.uid in uids(s.players[TIDE].discard)


def test_abilities_target_only_controlled_cards_of_the_right_side():
    s = bare()
    mine = put(s, EMBER, "t_forest", "hero")
    theirs = put(s, TIDE, "t_water", "hero")
    blast = put(s, EMBER, "forge_blast", "hand")
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Play(card=blast.uid, targets=[mine.uid]))
    assert err.value.key == "altered_bad_target"
    legal = [a.targets for a in RULESET.legal_actions(s, EMBER) if getattr(a, "card", None) == blast.uid]
    assert legal == [[theirs.uid]]


def test_cards_in_the_reserve_are_not_controlled_their_abilities_do_not_apply():
    s = bare()
    put(s, EMBER, "watchfire", "reserve")  # at Dusk it would boost, but only from the landmark zone
    knight = put(s, EMBER, "t_forest", "hero", anchored=True)
    events = night(s)
    assert not of(events, "boosted") and knight.boosts == 0


# --- tokens and boosts --------------------------------------------------------------------------------


def test_tokens_leaving_an_expedition_are_removed_from_the_game():
    s = bare()
    tender = put(s, EMBER, "spark_tender", "hand")
    events = act(s, EMBER, Play(card=tender.uid, expedition="companion"))
    sprite = of(events, "token_created")[0]
    assert sprite.expedition == "companion" and sprite.card == "ember_sprite"
    undertow = put(s, TIDE, "undertow", "hand")
    events = act(s, TIDE, Play(card=undertow.uid, targets=[sprite.uid]))  # "send to its owner's reserve"
    moved = [e for e in of(events, "card_moved") if e.uid == sprite.uid][0]
    assert moved.to == "removed" and moved.why == "token"
    p = s.players[EMBER]
    assert sprite.uid not in uids([*p.reserve, *p.discard, *p.expeditions["companion"]])


def test_tokens_are_removed_at_night_too():
    s = bare()
    tender = put(s, EMBER, "spark_tender", "hand")
    events = act(s, EMBER, Play(card=tender.uid, expedition="hero"))
    sprite = of(events, "token_created")[0].uid
    night(s)
    p = s.players[EMBER]
    assert sprite not in uids([*p.reserve, *p.discard, *p.expeditions["hero"]])
    assert tender.uid in uids(p.reserve)


def test_boosts_add_one_to_every_stat_and_are_lost_when_leaving_the_expedition():
    s = bare()
    knight = put(s, EMBER, "t_forest", "hero", boosts=2)
    assert game(s).totals(EMBER, ("hero",)) == {"forest": 5, "mountain": 2, "water": 2}
    view = RULESET.view(s, None)["players"][EMBER]["expeditions"]["hero"][0]
    assert (view["forest"], view["mountain"], view["boosts"]) == (5, 2, 2)
    night(s)
    back = [c for c in s.players[EMBER].reserve if c.uid == knight.uid][0]
    assert back.boosts == 0


# --- quick actions --------------------------------------------------------------------------------------


def test_a_support_ability_is_used_only_by_discarding_the_card_from_the_reserve():
    s = bare()
    sage_hand = put(s, TIDE, "tide_sage", "hand")
    sage = put(s, TIDE, "tide_sage", "reserve")
    act(s, EMBER, Pass())
    with pytest.raises(RuleError) as err:
        act(s, TIDE, Support(card=sage_hand.uid))
    assert err.value.key == "altered_support_reserve"
    hand = len(s.players[TIDE].hand)
    events = act(s, TIDE, Support(card=sage.uid))
    assert sage.uid in uids(s.players[TIDE].discard) and len(s.players[TIDE].hand) == hand + 1
    assert of(events, "card_moved")[0].why == "support" and s.turn == TIDE  # a quick action: still Tide's turn
    assert not of(events, "turn_started")


def test_support_is_not_triggered_by_a_discard_at_clean_up():
    s = bare()
    sages = [put(s, TIDE, "tide_sage", "reserve") for _ in range(3)]
    night(s)
    events = act(s, TIDE, Cleanup(discard=[sages[0].uid]))
    morning = [i for i, e in enumerate(events) if e.type == "phase_started"][0]
    assert [e.type for e in events[:morning]] == ["card_moved", "day_started"]  # no support ability ran
    assert sages[0].uid in uids(s.players[TIDE].discard)


def test_quick_actions_only_on_ones_own_turn():
    s = bare()
    sage = put(s, TIDE, "tide_sage", "reserve")
    with pytest.raises(RuleError) as err:
        act(s, TIDE, Support(card=sage.uid))
    assert err.value.key == "not_your_turn"


def test_an_exhaust_ability_costs_its_mana_and_exhausts_the_card():
    s = bare(mana=1)
    foe = put(s, EMBER, "t_forest", "hero")
    act(s, EMBER, Pass())
    with pytest.raises(RuleError) as err:  # Maelis: exhaust, pay 2
        act(s, TIDE, Exhaust(card=s.players[TIDE].hero.uid, targets=[foe.uid]))
    assert err.value.key == "altered_no_mana_ability"
    s.players[TIDE].mana += [s.players[TIDE].mana[0].model_copy(update={"uid": "orb-extra"})]
    act(s, TIDE, Exhaust(card=s.players[TIDE].hero.uid, targets=[foe.uid]))
    assert foe.asleep and s.players[TIDE].hero.exhausted and game(s).ready_orbs(TIDE) == 0


# --- the deck -------------------------------------------------------------------------------------------


def test_an_empty_deck_that_must_draw_reshuffles_the_discard():
    s = bare()
    p = s.players[EMBER]
    p.deck = []
    discarded = [put(s, EMBER, "t_forest", "discard") for _ in range(3)]
    g = game(s)
    g.draw(EMBER, 2)
    assert of(g.events, "deck_reshuffled")[0].cards == 3
    assert len(p.hand) == 2 and len(p.deck) == 1 and p.discard == []
    assert set(uids(p.hand)) | set(uids(p.deck)) == set(uids(discarded))


# --- one test per effect step kind ----------------------------------------------------------------------


def with_card(s, seat, steps, kind="spell", trigger="on_play_any"):
    """A card of the test content with one ability of these steps, in the seat's hand."""
    cid = f"t_{kind}_{len(CONTENT.cards)}"
    CONTENT.cards[cid] = CardDef(name=cid, name_fr=cid, kind=kind, faction="ember", hand_cost=0, reserve_cost=0,
                                 abilities=[Ability(trigger=trigger, steps=steps)])
    return put(s, seat, cid, "hand")


def test_step_draw():
    s = bare()
    card = with_card(s, EMBER, [{"op": "draw", "n": 2}])
    events = act(s, EMBER, Play(card=card.uid))
    assert len(s.players[EMBER].hand) == 2 and of(events, "cards_drawn")[0].count == 2


def test_step_boost():
    s = bare()
    knight = put(s, EMBER, "t_forest", "hero")
    card = with_card(s, EMBER, [{"op": "boost", "target": "chosen_own_character", "n": 3}])
    act(s, EMBER, Play(card=card.uid, targets=[knight.uid]))
    assert knight.boosts == 3


def test_step_boost_each_own_character_here():
    s = bare()
    here = put(s, EMBER, "t_forest", "hero")
    there = put(s, EMBER, "t_forest", "companion")
    card = with_card(s, EMBER, [{"op": "boost", "target": "each_own_character_here"}], kind="character")
    act(s, EMBER, Play(card=card.uid, expedition="hero"))
    played = s.players[EMBER].expeditions["hero"][-1]
    assert (here.boosts, there.boosts, played.boosts) == (1, 0, 1)


def test_step_create_token():
    s = bare()
    card = with_card(s, TIDE, [{"op": "create_token", "token": "tide_spawn", "expedition": "companion"}])
    act(s, EMBER, Pass())
    events = act(s, TIDE, Play(card=card.uid))
    spawn = s.players[TIDE].expeditions["companion"][0]
    assert spawn.card == "tide_spawn" and of(events, "token_created")[0].uid == spawn.uid


def test_step_anchor():
    s = bare()
    card = with_card(s, EMBER, [{"op": "anchor", "target": "self"}], kind="character")
    act(s, EMBER, Play(card=card.uid, expedition="hero"))
    assert s.players[EMBER].expeditions["hero"][0].anchored


def test_step_sleep():
    s = bare()
    foe = put(s, TIDE, "t_water", "hero")
    card = with_card(s, EMBER, [{"op": "sleep", "target": "chosen_opponent_character"}])
    events = act(s, EMBER, Play(card=card.uid, targets=[foe.uid]))
    assert foe.asleep and of(events, "status_gained")[0].status == "asleep"


def test_step_send_to_reserve():
    s = bare()
    foe = put(s, TIDE, "t_water", "hero", boosts=1)
    card = with_card(s, EMBER, [{"op": "send_to_reserve", "target": "chosen_opponent_character"}])
    act(s, EMBER, Play(card=card.uid, targets=[foe.uid]))
    assert uids(s.players[TIDE].reserve) == [foe.uid] and s.players[TIDE].expeditions["hero"] == []


def test_step_discard_a_character():
    s = bare()
    foe = put(s, TIDE, "t_water", "hero")
    card = with_card(s, EMBER, [{"op": "discard", "target": "chosen_opponent_character"}])
    act(s, EMBER, Play(card=card.uid, targets=[foe.uid]))
    assert uids(s.players[TIDE].discard) == [foe.uid]


def test_step_discard_from_a_reserve_when_the_step_names_the_reserve():
    s = bare()
    resting = put(s, TIDE, "t_water", "reserve")
    card = with_card(s, EMBER, [{"op": "discard", "target": "chosen_card_in_opponent_reserve"}])
    act(s, EMBER, Play(card=card.uid, targets=[resting.uid]))
    assert uids(s.players[TIDE].discard) == [resting.uid] and s.players[TIDE].reserve == []


def test_step_ready_orbs():
    s = bare(mana=3)
    for orb in s.players[EMBER].mana:
        orb.exhausted = True
    card = with_card(s, EMBER, [{"op": "ready_orbs", "n": 2}])
    act(s, EMBER, Play(card=card.uid))
    assert game(s).ready_orbs(EMBER) == 2


def test_step_add_mana():
    s = bare(mana=2)
    top = s.players[EMBER].deck[-1]
    card = with_card(s, EMBER, [{"op": "add_mana"}])
    events = act(s, EMBER, Play(card=card.uid))
    orb = s.players[EMBER].mana[-1]
    assert orb.uid == top.uid and orb.exhausted and len(s.players[EMBER].mana) == 3
    private = of(events, "mana_card")[0]
    assert private.audience == EMBER and of(events, "mana_added")[0].public


def test_step_move_expedition_forward_reveals_and_can_win():
    s = bare()
    card = with_card(s, EMBER, [{"op": "move_expedition", "expedition": "hero", "steps": 1}])
    events = act(s, EMBER, Play(card=card.uid))
    assert s.players[EMBER].positions["hero"] == 1 and of(events, "tumult_revealed")
    s.players[EMBER].positions = {"hero": 3, "companion": 4}
    act(s, TIDE, Pass())
    card = with_card(s, EMBER, [{"op": "move_expedition", "expedition": "companion", "steps": 1}])
    events = act(s, EMBER, Play(card=card.uid))
    assert s.winner == EMBER and s.result_reason == "met" and of(events, "won")


def test_step_move_expedition_back_an_opponents_expedition():
    s = bare()
    s.players[TIDE].positions["hero"] = 2
    rider = put(s, TIDE, "current_rider", "hand")  # from hand: the opposing expedition moves back
    act(s, EMBER, Pass())
    act(s, TIDE, Play(card=rider.uid, expedition="hero"))
    assert s.players[EMBER].positions["hero"] == 0  # already at its start: it cannot go back
    s.players[EMBER].positions["hero"] = 2
    rider2 = put(s, TIDE, "current_rider", "hand")
    act(s, TIDE, Play(card=rider2.uid, expedition="hero"))
    assert s.players[EMBER].positions["hero"] == 1


def test_step_ready_hero():
    s = bare(mana=3)
    hero = s.players[EMBER].hero
    hero.exhausted = True
    card = with_card(s, EMBER, [{"op": "ready_hero"}])
    events = act(s, EMBER, Play(card=card.uid))
    assert not hero.exhausted and of(events, "readied")[0].cards == 1
    act(s, TIDE, Pass())
    again = with_card(s, EMBER, [{"op": "ready_hero"}])  # already ready: nothing happens
    events = act(s, EMBER, Play(card=again.uid))
    assert of(events, "no_effect")[0].op == "ready_hero" and not of(events, "readied")


def test_step_ready_hero_lets_the_hero_exhaust_twice_in_a_day():
    s = bare(mana=5)
    knight = put(s, EMBER, "t_forest", "hero")
    hero = s.players[EMBER].hero
    act(s, EMBER, Exhaust(card=hero.uid, targets=[knight.uid]))  # Varna: pay 1, 1 boost
    stoke = put(s, EMBER, "stoke_the_kilns", "hand")  # ready your hero; a character gains 1 boost
    act(s, EMBER, Play(card=stoke.uid, targets=[knight.uid]))
    act(s, TIDE, Pass())
    act(s, EMBER, Exhaust(card=hero.uid, targets=[knight.uid]))
    assert knight.boosts == 3 and hero.exhausted and game(s).ready_orbs(EMBER) == 1


def test_step_clear_status():
    s = bare()
    foe = put(s, TIDE, "t_water", "hero", anchored=True)
    plain = put(s, TIDE, "t_water", "companion")
    card = with_card(s, EMBER, [{"op": "clear_status", "target": "chosen_opponent_character", "status": "anchored"}])
    events = act(s, EMBER, Play(card=card.uid, targets=[foe.uid]))
    assert not foe.anchored and of(events, "status_lost")[0].status == "anchored"
    act(s, TIDE, Pass())
    card = with_card(s, EMBER, [{"op": "clear_status", "target": "chosen_opponent_character", "status": "anchored"}])
    events = act(s, EMBER, Play(card=card.uid, targets=[plain.uid]))  # no status to lose: nothing
    assert not of(events, "status_lost")
    act(s, EMBER, Pass())  # Tide has passed: Dusk and Night run
    assert foe.uid in uids(s.players[TIDE].reserve)  # no longer anchored: it went to the reserve at Night


def test_step_clear_status_asleep_each_own_character():
    s = bare()
    giant = put(s, EMBER, "dozing_giant", "hero", asleep=True)
    other = put(s, EMBER, "t_forest", "companion", asleep=True)
    rouse = put(s, EMBER, "rouse", "hand")  # fleeting: each character of yours loses Asleep; draw a card
    act(s, EMBER, Play(card=rouse.uid))
    assert not giant.asleep and not other.asleep and len(s.players[EMBER].hand) == 1
    assert game(s).totals(EMBER, ("hero",))["mountain"] == 4
    assert rouse.uid in uids(s.players[EMBER].discard)


# --- "when I go to your reserve" ------------------------------------------------------------------------


def test_on_to_reserve_fires_when_sent_by_an_effect_and_at_night():
    s = bare()
    drifter = put(s, TIDE, "kelp_drifter", "hero")  # when I go to your reserve: draw a card
    blast = put(s, EMBER, "forge_blast", "hand")
    events = act(s, EMBER, Play(card=blast.uid, targets=[drifter.uid]))
    used = of(events, "ability_used")[0]
    assert (used.trigger, used.seat, used.uid) == ("on_to_reserve", TIDE, drifter.uid)
    assert len(s.players[TIDE].hand) == 1 and drifter.uid in uids(s.players[TIDE].reserve)
    second = put(s, TIDE, "kelp_drifter", "companion")
    events = night(s)
    assert [e.uid for e in of(events, "ability_used") if e.trigger == "on_to_reserve"] == [second.uid]
    assert second.uid in uids(s.players[TIDE].reserve)


def test_on_to_reserve_does_not_fire_for_a_fleeting_character_or_a_discard():
    s = bare()
    fleeting = put(s, TIDE, "kelp_drifter", "hero", fleeting=True)
    gone = put(s, TIDE, "kelp_drifter", "companion")
    storm = put(s, EMBER, "ash_storm", "hand")  # discard a character of your opponent's
    events = act(s, EMBER, Play(card=storm.uid, targets=[gone.uid]))
    assert not of(events, "ability_used")
    act(s, TIDE, Pass())
    events = act(s, EMBER, Pass())  # Night: the fleeting one is discarded, not sent to the reserve
    assert not [e for e in of(events, "ability_used") if e.trigger == "on_to_reserve"]
    assert fleeting.uid in uids(s.players[TIDE].discard) and fleeting.uid not in uids(s.players[TIDE].reserve)
    assert not [e for e in of(events, "cards_drawn") if e.seat == TIDE and e.count == 1]  # only the Morning's 2


def test_on_to_reserve_add_mana_seedkeeper():
    s = bare(mana=2)
    keeper = put(s, EMBER, "seedkeeper", "hero")
    s.players[EMBER].deck[-1].card = "kiln_apprentice"
    top = s.players[EMBER].deck[-1]
    night(s)
    assert keeper.uid in uids(s.players[EMBER].reserve)
    assert top.uid in uids(s.players[EMBER].mana) and len(s.players[EMBER].mana) == 3


def test_a_character_whose_rest_ability_anchors_itself_stays_every_night():
    s = bare()
    warden = put(s, EMBER, "rootwarden", "companion")  # at Night: I am anchored
    for _ in range(2):
        night(s)
        assert warden.uid in uids(s.players[EMBER].expeditions["companion"]) and not warden.anchored
        for seat in list(s.deciding):
            act(s, seat, Mana(cards=[]))
