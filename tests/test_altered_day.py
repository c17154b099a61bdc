"""The day of Altered, rule by rule: Morning, Noon, the Afternoon's turns, Dusk's progress, Night's rest and
clean-up, and the end of the game with its tie rules (rulebook sections named in each test)."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.altered.actions import Cleanup, Exhaust, Mana, Pass, Play, Trigger
from engine.rulesets.altered.game import Game

from .test_altered_helpers import CONTENT, EMBER, RULESET, TIDE, act, bare, game, of, put, started


def both_pass(s, first=None):
    events = act(s, s.turn, Pass())
    events += act(s, s.turn, Pass())
    return events


def to_dusk(s):
    """Both seats pass: Dusk runs, then Night (stops at a clean-up decision or the next Morning's mana)."""
    return both_pass(s)


# --- Morning -----------------------------------------------------------------------------------------


def test_first_player_marker_passes_each_morning_except_day_1():
    s = started(first=EMBER)
    assert s.day == 1 and s.first == EMBER
    events = to_dusk(s)
    assert s.day == 2 and s.first == TIDE and [e.seat for e in of(events, "first_player_passed")] == [TIDE]
    act(s, TIDE, Mana())
    act(s, EMBER, Mana())
    assert s.turn == TIDE  # the new first player opens the Afternoon
    to_dusk(s)
    assert s.day == 3 and s.first == EMBER


def test_morning_readies_orbs_and_exhausted_cards_and_draws_two_each():
    s = bare()
    s.players[EMBER].mana[0].exhausted = True
    s.players[EMBER].hero.exhausted = True
    hands = {seat: len(p.hand) for seat, p in s.players.items()}
    to_dusk(s)
    assert s.phase == "morning"
    assert not s.players[EMBER].hero.exhausted and not any(o.exhausted for o in s.players[EMBER].mana)
    assert {seat: len(p.hand) for seat, p in s.players.items()} == {k: v + 2 for k, v in hands.items()}


def test_morning_mana_is_one_optional_card_first_player_first():
    s = started(first=EMBER)
    to_dusk(s)
    assert s.decision == "morning_mana" and s.deciding == [TIDE, EMBER]
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Mana())
    assert err.value.key == "not_your_turn"
    hand = s.players[TIDE].hand
    with pytest.raises(RuleError):
        act(s, TIDE, Mana(cards=[hand[0].uid, hand[1].uid]))
    orbs = len(s.players[TIDE].mana)
    act(s, TIDE, Mana(cards=[hand[0].uid]))
    assert len(s.players[TIDE].mana) == orbs + 1
    act(s, EMBER, Mana(cards=[]))
    assert s.phase == "afternoon"


# --- Noon, Dusk, Night triggers -----------------------------------------------------------------------


def test_at_noon_triggers_at_the_start_of_noon():
    s = bare()
    banner = put(s, EMBER, "war_banner", "hero")
    knight = put(s, EMBER, "t_forest", "hero")
    put(s, EMBER, "t_forest", "companion")
    events = to_dusk(s)  # to day 2's Morning; the banner keeps the knight, who is not anchored...
    assert banner.uid in [c.uid for c in s.players[EMBER].expeditions["hero"]]  # permanents stay at Night
    knight2 = put(s, EMBER, "t_forest", "hero")
    act(s, TIDE, Mana())
    events = act(s, EMBER, Mana())
    assert knight2.boosts == 1
    assert [e.type for e in events].index("ability_used") < [e.type for e in events].index("turn_started")
    assert knight.uid in [c.uid for c in s.players[EMBER].reserve]


def test_at_dusk_triggers_before_progress_is_compared():
    s = bare()
    put(s, EMBER, "watchfire", "landmarks")
    put(s, EMBER, "t_water", "hero")
    put(s, TIDE, "t_water", "hero")  # 3 against 3: only Watchfire's boost lets Ember advance
    events = to_dusk(s)
    kinds = [e.type for e in events]
    assert kinds.index("boosted") < kinds.index("expedition_compared")
    assert s.players[EMBER].positions["hero"] == 1 and s.players[TIDE].positions["hero"] == 0


def test_at_night_triggers_at_the_start_of_night():
    s = bare()
    put(s, TIDE, "harbor_light", "landmarks")
    events = to_dusk(s)
    kinds = [e.type for e in events]
    night = [i for i, e in enumerate(events) if e.type == "phase_started" and e.phase == "night"][0]
    assert kinds[night + 1] == "ability_used" and kinds[night + 2] == "card_drawn"


# --- the Afternoon -----------------------------------------------------------------------------------


def test_afternoon_alternates_one_card_per_turn_from_the_first_player():
    s = bare()
    a = put(s, EMBER, "t_forest", "hand")
    b = put(s, TIDE, "t_water", "hand")
    put(s, EMBER, "t_all", "hand")
    with pytest.raises(RuleError):
        act(s, TIDE, Play(card=b.uid, expedition="hero"))
    act(s, EMBER, Play(card=a.uid, expedition="hero"))
    assert s.turn == TIDE


def test_a_player_who_passed_plays_no_more_and_the_other_plays_on_until_both_passed():
    s = bare()
    cards = [put(s, TIDE, "t_water", "hand") for _ in range(2)]
    act(s, EMBER, Pass())
    assert s.turn == TIDE
    act(s, TIDE, Play(card=cards[0].uid, expedition="hero"))
    assert s.turn == TIDE and s.phase == "afternoon"  # Ember passed: Tide plays again
    assert Game(s, CONTENT).events == [] and RULESET.legal_actions(s, EMBER) == []
    act(s, TIDE, Play(card=cards[1].uid, expedition="companion"))
    events = act(s, TIDE, Pass())
    assert [e.phase for e in of(events, "phase_started")][:2] == ["dusk", "night"]


def test_quick_actions_do_not_end_the_turn():
    s = bare()
    knight = put(s, EMBER, "t_forest", "hero")
    act(s, EMBER, Exhaust(card=s.players[EMBER].hero.uid, targets=[knight.uid]))
    assert s.turn == EMBER and knight.boosts == 1 and s.players[EMBER].hero.exhausted
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Exhaust(card=s.players[EMBER].hero.uid, targets=[knight.uid]))
    assert err.value.key == "altered_exhausted"


def test_paying_exhausts_mana_orbs_and_the_hand_or_reserve_cost_is_paid():
    s = bare(mana=3)
    hound = put(s, EMBER, "cinder_hound", "hand")  # hand 2, reserve 2
    apprentice = put(s, EMBER, "kiln_apprentice", "reserve")  # reserve 1
    act(s, EMBER, Play(card=hound.uid, expedition="hero"))
    assert sum(o.exhausted for o in s.players[EMBER].mana) == 2
    act(s, TIDE, Pass())
    act(s, EMBER, Play(card=apprentice.uid, expedition="companion"))
    assert sum(o.exhausted for o in s.players[EMBER].mana) == 3
    giant = put(s, EMBER, "dozing_giant", "hand")
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Play(card=giant.uid, expedition="hero"))
    assert err.value.key == "altered_no_mana"


def test_a_character_goes_into_the_expedition_its_player_chooses():
    s = bare()
    a = put(s, EMBER, "t_forest", "hand")
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Play(card=a.uid))
    assert err.value.key == "altered_which_expedition"
    legal = [x for x in RULESET.legal_actions(s, EMBER) if isinstance(x, Play)]
    assert {x.expedition for x in legal} == {"hero", "companion"}
    act(s, EMBER, Play(card=a.uid, expedition="companion"))
    assert [c.uid for c in s.players[EMBER].expeditions["companion"]] == [a.uid]


def test_a_refused_action_changes_nothing():
    s = bare()
    before = RULESET.dump_state(s)
    with pytest.raises(RuleError):
        RULESET.apply(s, EMBER, Play(card="nowhere", expedition="hero"))
    assert RULESET.dump_state(s) == before


# --- Dusk ----------------------------------------------------------------------------------------------


def test_dusk_rulebook_example_pierre_advances_on_forest_noemie_on_water():
    """Pierre's hero marker on a region with all three types, ahead in forest; Noémie's on forest and
    water, ahead in water: both advance."""
    s = bare()
    pierre, noemie = EMBER, TIDE
    s.regions[1].terrain, s.regions[2].terrain = ["forest", "mountain", "water"], ["forest", "water"]
    s.regions[1].revealed = s.regions[2].revealed = True
    s.players[pierre].positions["hero"] = 1
    s.players[noemie].positions["hero"] = 2
    put(s, pierre, "t_forest", "hero")  # forest 3, water 0
    put(s, noemie, "t_water", "hero")  # forest 0, water 3
    put(s, noemie, "t_mountain", "hero")  # mountain 3: beats Pierre's mountain, but not a type of her region
    events = to_dusk(s)
    compared = {(e.seat, e.expedition): e for e in of(events, "expedition_compared")}
    assert compared[pierre, "hero"].totals == {"forest": 3, "mountain": 0, "water": 0}
    assert compared[noemie, "hero"].terrain == ["forest", "water"]
    assert compared[pierre, "hero"].advances and compared[noemie, "hero"].advances
    assert s.players[pierre].positions["hero"] == 2 and s.players[noemie].positions["hero"] == 3


def test_dusk_equal_totals_do_not_advance_and_a_total_must_be_above_0():
    s = bare()
    put(s, EMBER, "t_forest", "hero")
    put(s, TIDE, "t_forest", "hero")  # 3 = 3 everywhere
    events = to_dusk(s)  # companions: both empty, 0 against 0
    assert not any(e.advances for e in of(events, "expedition_compared"))
    assert all(p.positions == {"hero": 0, "companion": 7} for p in s.players.values())


def test_dusk_each_expedition_advances_at_most_once():
    s = bare()
    for _ in range(4):
        put(s, EMBER, "t_all", "hero")
    events = to_dusk(s)
    moves = of(events, "expedition_moved")
    assert [(e.seat, e.expedition, e.origin, e.to) for e in moves] == [(EMBER, "hero", 0, 1)]


def test_dusk_compares_the_hero_expedition_with_the_opponents_hero_expedition_wherever_it_stands():
    s = bare()
    s.players[TIDE].positions["hero"] = 3
    put(s, EMBER, "t_water", "companion")
    put(s, TIDE, "t_water", "hero")  # Tide's hero expedition does not oppose Ember's companion
    events = to_dusk(s)
    compared = {(e.seat, e.expedition): e for e in of(events, "expedition_compared")}
    assert compared[EMBER, "companion"].advances and compared[EMBER, "companion"].opposing["water"] == 0


def test_asleep_characters_are_not_counted_at_dusk():
    s = bare()
    put(s, EMBER, "t_water", "hero", asleep=True)
    put(s, TIDE, "t_all", "hero")
    events = to_dusk(s)
    compared = {(e.seat, e.expedition): e for e in of(events, "expedition_compared")}
    assert compared[EMBER, "hero"].totals["water"] == 0 and compared[TIDE, "hero"].advances


def test_entering_a_face_down_tumult_card_turns_it_face_up():
    s = bare()
    put(s, EMBER, "t_all", "hero")
    events = to_dusk(s)
    revealed = of(events, "tumult_revealed")
    assert len(revealed) == 1 and revealed[0].regions == [1, 2]
    assert s.regions[1].revealed and s.regions[2].revealed and not s.regions[3].revealed


# --- Night ---------------------------------------------------------------------------------------------


def test_night_sends_characters_to_the_reserve_and_fleeting_ones_to_the_discard():
    s = bare()
    plain = put(s, EMBER, "t_forest", "hero")
    fleeting = put(s, EMBER, "t_forest", "companion", fleeting=True)
    to_dusk(s)
    p = s.players[EMBER]
    assert [c.uid for c in p.reserve] == [plain.uid] and [c.uid for c in p.discard] == [fleeting.uid]
    assert not p.expeditions["hero"] and not p.expeditions["companion"]


def test_anchored_and_asleep_characters_stay_one_night_and_lose_the_status():
    s = bare()
    anchored = put(s, EMBER, "t_forest", "hero", anchored=True)
    asleep = put(s, EMBER, "t_forest", "companion", asleep=True, boosts=2)
    events = to_dusk(s)
    p = s.players[EMBER]
    assert [c.uid for c in p.expeditions["hero"]] == [anchored.uid]
    assert [c.uid for c in p.expeditions["companion"]] == [asleep.uid]
    assert not anchored.anchored and not asleep.asleep and asleep.boosts == 2
    assert {e.status for e in of(events, "status_lost")} == {"anchored", "asleep"}
    act(s, TIDE, Mana())
    act(s, EMBER, Mana())
    to_dusk(s)
    assert {c.uid for c in p.reserve} == {anchored.uid, asleep.uid}


def test_clean_up_leaves_two_cards_in_the_reserve_and_two_landmarks_the_owner_choosing():
    s = bare()
    reserve = [put(s, EMBER, "t_forest", "reserve") for _ in range(4)]
    landmarks = [put(s, EMBER, "mana_kiln", "landmarks") for _ in range(3)]
    put(s, TIDE, "t_water", "reserve")
    to_dusk(s)
    assert s.phase == "night" and s.decision == "cleanup" and s.deciding == [EMBER]
    assert s.pending is not None and s.pending.prompt.seat == EMBER
    with pytest.raises(RuleError) as err:
        act(s, EMBER, Cleanup(discard=[reserve[0].uid]))
    assert err.value.key == "altered_cleanup_count"
    choices = RULESET.legal_actions(s, EMBER)
    assert len(choices) == 6 * 3  # C(4, 2) reserve pairs times C(3, 1) landmarks
    act(s, EMBER, Cleanup(discard=[reserve[1].uid, reserve[3].uid, landmarks[0].uid]))
    p = s.players[EMBER]
    assert [c.uid for c in p.reserve] == [reserve[0].uid, reserve[2].uid]
    assert [c.uid for c in p.landmarks] == [landmarks[1].uid, landmarks[2].uid]
    assert s.phase == "morning" and s.day == 2


def test_clean_up_offers_only_the_cards_of_a_pile_over_its_two():
    """With 3 cards in the reserve and 1 landmark, the question asks for 1 reserve card and 0 landmarks:
    the landmark is not among its answers (it could not be chosen)."""
    s = bare()
    reserve = [put(s, EMBER, "t_forest", "reserve") for _ in range(3)]
    landmark = put(s, EMBER, "mana_kiln", "landmarks")
    to_dusk(s)
    assert s.decision == "cleanup" and s.deciding == [EMBER]
    offered = [o.id for o in s.pending.prompt.options]
    assert offered == [c.uid for c in reserve] and landmark.uid not in offered


# --- the end -------------------------------------------------------------------------------------------


def near_the_end(s, seat, gap=1):
    s.players[seat].positions = {"hero": 3, "companion": 3 + gap}


def test_the_first_player_whose_expeditions_meet_wins():
    s = bare()
    near_the_end(s, TIDE)
    for name in ("hero", "companion"):
        put(s, TIDE, "t_all", name)
    events = to_dusk(s)
    assert s.result == "won" and s.winner == TIDE and s.result_reason == "met"
    assert of(events, "won")[0].seat == TIDE and s.phase == "over"
    assert RULESET.legal_actions(s, TIDE) == [] and RULESET.legal_actions(s, EMBER) == []


def test_tie_rulebook_example_noemie_advanced_both_pierre_one_noemie_wins():
    """Both on adjacent regions; Noémie's two expeditions advance, only Pierre's companion: she went further
    than needed and wins."""
    s = bare()
    pierre, noemie = EMBER, TIDE
    near_the_end(s, pierre)
    near_the_end(s, noemie)
    s.regions[4].terrain = ["forest", "water"]  # both companions stand here: Pierre wins forest, Noémie water
    put(s, noemie, "t_all", "hero")
    put(s, noemie, "t_water", "companion")
    put(s, pierre, "t_forest", "companion")
    events = to_dusk(s)
    assert s.winner == noemie and s.result_reason == "further"
    moved = sorted((e.seat, e.expedition) for e in of(events, "expedition_moved"))
    assert moved == [(pierre, "companion"), (noemie, "companion"), (noemie, "hero")]


def test_tie_with_nobody_further_than_needed_goes_to_an_arena_day():
    s = bare()
    for seat in (EMBER, TIDE):
        near_the_end(s, seat)
    put(s, EMBER, "t_forest", "hero")  # Ember's hero advances (forest), Tide's companion (water)
    put(s, TIDE, "t_water", "companion")
    s.regions[3].terrain = s.regions[4].terrain = ["forest", "mountain", "water"]
    events = to_dusk(s)
    # each met by one step: Ember's hero and Tide's companion moved; no one went further
    assert s.result is None and s.arena and of(events, "went_to_arena")
    assert s.phase == "morning" and s.day == 2


def arena_day(seed=1):
    s = bare(seed)
    s.arena = True
    return s


def test_arena_day_the_seat_winning_most_terrain_types_over_both_expeditions_wins():
    s = arena_day()
    put(s, EMBER, "t_forest", "hero")
    put(s, EMBER, "t_mountain", "companion")  # Ember: forest 3, mountain 3 over both expeditions
    put(s, TIDE, "t_water", "hero")  # Tide: water 3
    events = to_dusk(s)
    scored = of(events, "arena_scored")[0]
    assert scored.won == {EMBER: ["forest", "mountain"], TIDE: ["water"]} and scored.winner == EMBER
    assert s.winner == EMBER and s.result_reason == "arena"
    assert not of(events, "expedition_compared")  # no progress in the Arena


def test_arena_day_tied_types_mean_another_arena_day():
    s = arena_day()
    put(s, EMBER, "t_forest", "hero")
    put(s, TIDE, "t_water", "companion")  # one type each, mountain tied at 0
    events = to_dusk(s)
    assert of(events, "arena_scored")[0].winner is None
    assert s.result is None and s.arena and s.day == 2


def test_abilities_that_move_expeditions_do_nothing_in_the_arena():
    s = arena_day()
    blazer = put(s, EMBER, "trailblazer", "hand")
    before = dict(s.players[EMBER].positions)
    events = act(s, EMBER, Play(card=blazer.uid, expedition="hero"))
    assert s.players[EMBER].positions == before
    assert [e.why for e in of(events, "no_effect")] == ["arena"]


def test_game_state_round_trips_through_json():
    s = started()
    assert RULESET.load_state(RULESET.dump_state(s)) == s
    assert isinstance(game(s), Game)


def test_phase_triggers_first_players_first_each_in_the_order_its_owner_chooses():
    s = bare(first=EMBER)
    knight = put(s, EMBER, "t_forest", "hero")
    fire_a = put(s, EMBER, "watchfire", "landmarks")
    fire_b = put(s, EMBER, "watchfire", "landmarks")
    pool = put(s, TIDE, "tide_pool", "hero")  # Tide's only Dusk ability: no question asked
    act(s, EMBER, Pass())
    events = act(s, TIDE, Pass())
    assert s.phase == "dusk" and s.decision == "trigger_order" and s.deciding == [EMBER]
    assert not of(events, "ability_used")
    legal = RULESET.legal_actions(s, EMBER)
    assert {a.card for a in legal} == {fire_a.uid, fire_b.uid} and RULESET.legal_actions(s, TIDE) == []
    events = act(s, EMBER, Trigger(card=fire_b.uid))
    used = [e.uid for e in of(events, "ability_used")]
    assert used == [fire_b.uid, fire_a.uid, pool.uid]  # the last of Ember's needs no choice; then Tide's
    assert knight.uid in [c.uid for c in s.players[EMBER].reserve]  # Dusk then Night went on
    kinds = [e.type for e in events]
    assert kinds.index("ability_used") < kinds.index("expedition_compared")


def test_a_decisions_prompt_is_answered_by_its_own_option_ids_and_its_default():
    """What the prompt's buttons and its timeout send (`choose` with an id, `none`, or its default)."""
    from engine.rulesets.altered.actions import Choose

    s = RULESET.new_game(RULESET.quests()[0].id, sorted(RULESET.content.decks)[:2], "choose")
    for seat in list(s.deciding):
        prompt = s.pending.prompt
        assert prompt.kind == "setup_mana" and prompt.seat == seat
        s = RULESET.apply(s, seat, Choose(option=prompt.default)).state  # the default: three cards
        assert len(s.players[seat].mana) == 3
    with pytest.raises(RuleError):
        RULESET.apply(s, s.order[0], Choose(option="none"))  # nothing waits for a choice now
