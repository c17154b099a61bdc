"""Age of Fantasy: Quest rules from constructed positions on an open table (no terrain unless a test
adds some): each test sets figures where the rule matters and checks what the rulebook says happens.
Line numbers are those of age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import math

import pytest
from shapely.geometry import box

from engine.core.errors import RuleError
from engine.rulesets.aofq import RULESET as rs
from engine.rulesets.aofq import game as game_mod
from engine.rulesets.aofq.ai import expected_wounds, hit_chance, unblocked_chance
from engine.rulesets.aofq.content import Weapon, content
from engine.rulesets.aofq.game import Game, cell_centre, cell_name, new_game
from engine.rulesets.aofq.geometry import Table, Terrain
from engine.rulesets.aofq.missions import Mission, MissionMarker, MissionUnit
from engine.rulesets.aofq.state import ModelState, UnitState


@pytest.fixture
def open_field(monkeypatch: pytest.MonkeyPatch):
    """An empty 48" table under the set id `open`, and one with a wall and a difficult marsh under `walled`."""
    wall = Terrain("01_wall", box(20, 10, 22, 30), blocking=True)
    marsh = Terrain("02_marsh", box(30, 0, 40, 48), difficult=True)
    pit = Terrain("03_pit", box(2, 40, 8, 46), dangerous=True)
    tables = dict(game_mod._TABLES)
    tables[("open", 48.0)] = Table(48.0)
    tables[("walled", 48.0)] = Table(48.0, (wall, marsh, pit))
    monkeypatch.setattr(game_mod, "_TABLES", tables)
    monkeypatch.setattr(game_mod, "_NAVS", {})


def setup(heroes=("brannoc",), units=(("ashhand_journeymen", 24.0, 40.0),), objective="retrieve", terrain="open",
          faction="cinder_guild", seed="t"):
    mission = Mission(id="test", name="Test", name_fr="Essai", objective=objective, faction=faction,
                      terrain_set=terrain, markers=[MissionMarker(kind="ai_objective", x=24, y=44)],
                      enemies=[MissionUnit(unit=u, x=x, y=y) for u, x, y in units or [("ashhand_journeymen", 24, 40)]])
    state = new_game(content(), mission, list(heroes), seed)
    if not units:  # a mission needs enemies; these tests place their own
        state.units, state.arrivals, state.next_unit = [], [], 1
    return state


def place(state, hero, x, y):
    state.heroes[hero].x, state.heroes[hero].y = x, y


def unit_at(state, profile, points, label=None):
    """Replace the units with one of `profile` whose models stand at `points`."""
    uid = f"u{state.next_unit}"
    state.next_unit += 1
    u = UnitState(id=uid, label=label or f"E{state.next_unit - 1}", profile=profile,
                  models=[ModelState(id=f"{uid}m{i + 1}", x=x, y=y) for i, (x, y) in enumerate(points)])
    state.units.append(u)
    return u


def play(state, seat, **action):
    return rs.apply(state, seat, action)


def test_grid_names_a1_top_left_and_back():
    assert cell_name(0.5, 47.5, 48.0) == "A1"
    assert cell_name(47.9, 0.1, 48.0) == "X24"
    assert cell_centre("a1", 48.0) == (1.0, 47.0)
    assert cell_centre("X24", 24.0) == (23.5, 0.5)
    assert cell_centre("Z3", 48.0) is None


def test_tests_six_always_passes_one_always_fails():
    # line 11: whatever the modifiers
    assert hit_chance(7, -3) == pytest.approx(1 / 6)
    assert hit_chance(2, +5) == pytest.approx(5 / 6)
    assert hit_chance(4, 0, fatigued=True) == pytest.approx(1 / 6)


def test_advance_is_six_inches_and_a_farther_place_is_refused_without_moving(open_field):
    s = setup()
    place(s, "brannoc", 10.0, 5.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="advance", to=[10.0, 11.2])
    assert err.value.key == "aofq_too_far"
    assert (s.heroes["brannoc"].x, s.heroes["brannoc"].y) == (10.0, 5.0)
    out = play(s, "brannoc", type="advance", to=[10.0, 11.0])
    assert out.state.heroes["brannoc"].y == pytest.approx(11.0)


def test_rush_twelve_inches_and_a_move_goes_around_a_wall(open_field):
    s = setup(terrain="walled")
    place(s, "brannoc", 18.0, 20.0)
    # straight through the wall is 6"; around its end the way is longer than a Rush
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="rush", to=[24.0, 20.0])
    assert err.value.key == "aofq_too_far"
    out = play(s, "brannoc", type="rush", to=[18.0, 31.5])
    assert out.state.heroes["brannoc"].y == pytest.approx(31.5)


def test_difficult_terrain_caps_the_activation_at_six_inches(open_field):
    # line 83: "ne peuvent se déplacer que de 6\" au total"
    s = setup(terrain="walled")
    place(s, "brannoc", 27.0, 5.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="rush", to=[36.0, 5.0])
    assert err.value.key == "aofq_too_far"
    out = play(s, "brannoc", type="rush", to=[33.0, 5.0])
    assert out.state.heroes["brannoc"].x == pytest.approx(33.0)


def test_a_refusal_for_difficult_ground_says_so(open_field):
    # 9" through the marsh against a 12" Rush: the refusal names the 6" cap, not the 12" move
    s = setup(terrain="walled")
    place(s, "brannoc", 27.0, 5.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="rush", to=[36.0, 5.0])
    assert err.value.params["limit"] == "6.0" and err.value.params["difficult"] == "yes"
    # on open ground the same refusal gives the move's own reach, and no word of difficult ground
    place(s, "brannoc", 4.0, 20.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="rush", to=[4.0, 33.0])
    assert err.value.params["limit"] == "12.0" and "difficult" not in err.value.params


def test_a_move_toward_something_beyond_difficult_ground_stops_at_its_edge(open_field):
    # line 83 caps a move *through* difficult ground: a Rush toward a unit across the marsh goes its
    # 9.5" to the marsh's edge rather than 6" (it would only be held to 6" by entering the marsh)
    s = setup(terrain="walled", units=())
    unit_at(s, "ashhand_journeymen", [(46.0, 5.0)], label="E1")
    place(s, "brannoc", 20.0, 5.0)
    out = play(s, "brannoc", type="rush", toward="E1")
    hero = out.state.heroes["brannoc"]
    assert 29.0 < hero.x < 29.5 and not hero.difficult
    # from nearer, entering the marsh goes farther than stopping before it: held to 6" through it
    s = setup(terrain="walled", units=())
    unit_at(s, "ashhand_journeymen", [(46.0, 5.0)], label="E1")
    place(s, "brannoc", 27.0, 5.0)
    out = play(s, "brannoc", type="rush", toward="E1")
    hero = out.state.heroes["brannoc"]
    assert hero.x == pytest.approx(33.0, abs=0.05) and hero.difficult


def test_a_charge_through_difficult_terrain_goes_six_inches_at_most(open_field):
    # line 83 holds for charges too: 9" through the marsh is out of reach, 5.5" is not
    s = setup(terrain="walled", units=())
    unit_at(s, "ashhand_journeymen", [(38.0, 5.0)], label="E1")
    place(s, "brannoc", 28.0, 5.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="charge", target="E1")
    assert err.value.key in ("aofq_charge_far", "aofq_charge_blocked")
    place(s, "brannoc", 31.5, 5.0)
    out = play(s, "brannoc", type="charge", target="E1")
    assert any(e.type == "moved" and e.how == "charge" for e in out.events)


def test_an_ai_unit_charging_through_difficult_terrain_is_held_to_six_inches(open_field):
    from engine.rulesets.aofq.ai import charge
    from engine.rulesets.aofq.game import Game

    s = setup(terrain="walled", units=())
    unit_at(s, "ashhand_journeymen", [(38.0, 5.0), (39.2, 5.0), (40.4, 5.0)], label="E1")
    place(s, "brannoc", 29.0, 5.0)
    g = Game(s, rs.content)
    u = g.fighter_unit(s.units[0])
    start = {m.id: m.x for m in s.units[0].models}
    charge(g, u, g.fighter_hero("brannoc"), g.inches(12))
    assert all(start[m.id] - m.x <= 6.0 + 1e-3 for m in s.units[0].models)
    assert all(m.x > 30.0 for m in s.units[0].models)  # none reached the hero 8" away


def test_no_move_within_one_inch_of_an_enemy_unless_charging(open_field):
    # line 47
    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)])
    place(s, "brannoc", 24.0, 14.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="advance", to=[24.0, 19.2])
    assert err.value.key in ("aofq_spot_taken", "aofq_too_close")
    out = play(s, "brannoc", type="charge", target="E1")
    assert out.state.heroes["brannoc"].charged
    assert any(e.type == "moved" and e.how == "charge" for e in out.events)
    assert any(e.type == "attacked" for e in out.events)


def test_charge_out_of_reach_is_refused_and_spends_nothing(open_field):
    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 40.0)])
    place(s, "brannoc", 24.0, 5.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="charge", target="E1")
    assert err.value.key == "aofq_charge_far"


def test_fast_and_slow_change_the_move(open_field):
    c = content()
    fast = next(u for u in c.units() if u.rule("Fast"))
    slow = next(u for u in c.units() if u.rule("Slow"))
    assert (fast.advance, fast.rush) == (8, 16)  # line 123
    assert (slow.advance, slow.rush) == (4, 8)  # line 151


def test_immobile_units_only_hold():
    immobile = next(u for u in content().units() if u.rule("Immobile"))
    assert immobile.advance == 0 and immobile.rush == 0  # line 133


def test_shooting_needs_range_and_sight(open_field):
    s = setup(heroes=("sefa",), units=(), terrain="walled")
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)])
    place(s, "sefa", 18.0, 20.0)  # the wall stands between them
    with pytest.raises(RuleError) as err:
        play(s, "sefa", type="hold", target="E1")
    assert err.value.key == "aofq_cannot_shoot"
    place(s, "sefa", 21.0, 33.0)
    out = play(s, "sefa", type="hold", target="E1")
    assert [e.type for e in out.events].count("attacked") >= 1


def test_wounds_remove_the_farthest_model_first(open_field):
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 20.0), (24.0, 22.0), (24.0, 30.0)])
    g = Game(s, content())
    g.wound_unit(u, 1, "attack", source=(24.0, 10.0))
    assert [m.id for m in u.models] == [u.models[0].id, u.models[1].id]
    assert all(m.y < 30 for m in u.models)


def test_deadly_wounds_do_not_carry_over(open_field):
    # line 121
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 20.0), (24.0, 22.0)])
    g = Game(s, content())
    killed = g.wound_unit(u, 1, "attack", source=(24.0, 10.0), deadly=3)
    assert killed == 1 and len(u.models) == 1


def test_knocked_out_hero_is_unconscious_and_ignored_by_the_ai(open_field):
    # line 53
    s = setup(heroes=("brannoc", "sefa"), units=())
    g = Game(s, content())
    g.wound_hero(s.heroes["sefa"], 99, "attack")
    assert s.heroes["sefa"].unconscious
    assert [f.key for f in g.standing_heroes()] == ["brannoc"]


def test_revive_within_three_inches_costs_two_power_and_restores_three_wounds(open_field):
    s = setup(heroes=("brannoc", "sefa"), units=())
    g = Game(s, content())
    g.wound_hero(s.heroes["sefa"], 99, "attack")
    place(s, "sefa", 10.0, 10.0)
    place(s, "brannoc", 10.0, 15.0)
    with pytest.raises(RuleError):
        play(s, "brannoc", type="revive", hero="Sefa")
    place(s, "brannoc", 10.0, 12.5)
    out = play(s, "brannoc", type="revive", hero="Sefa")
    sefa = out.state.heroes["sefa"]
    assert not sefa.unconscious and sefa.wounds == content().hero("sefa").tough - 3
    assert out.state.heroes["brannoc"].power == content().hero("brannoc").power - 2
    # with 1 power left, the 2 are spent all the same, and the exhaustion costs 2 wounds (line 43)
    s.heroes["brannoc"].power = 1
    out = play(s, "brannoc", type="revive", hero="Sefa")
    brannoc = out.state.heroes["brannoc"]
    assert not out.state.heroes["sefa"].unconscious and brannoc.power == 0 and brannoc.wounds == 2


def test_rest_restores_all_power_and_takes_the_whole_activation(open_field):
    s = setup(units=())
    s.heroes["brannoc"].power = 1
    out = play(s, "brannoc", type="rest")
    assert out.state.heroes["brannoc"].power == content().hero("brannoc").power
    assert out.state.round == 2  # the only hero rested: the enemies played and a new round began


def test_extra_action_costs_two_power(open_field):
    s = setup(units=())
    place(s, "brannoc", 10.0, 5.0)
    s = play(s, "brannoc", type="advance", to=[10.0, 9.0]).state
    power = s.heroes["brannoc"].power
    s = play(s, "brannoc", type="advance", to=[10.0, 13.0]).state
    assert s.heroes["brannoc"].power == power - 2
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="advance", to=[10.0, 15.0])
    assert err.value.key == "aofq_no_actions"
    assert s.heroes["brannoc"].y == pytest.approx(13.0)  # each action has its own 6"


def test_exhaustion_wounds_for_power_the_hero_lacks(open_field):
    # line 43
    s = setup(units=())
    g = Game(s, content())
    h = s.heroes["brannoc"]
    h.power = 1
    g.spend(h, 2, "extra_action")
    assert h.power == 0 and h.wounds == 2


def test_a_failed_test_pauses_for_the_power_choice_and_replays_the_same_dice(open_field):
    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)])
    place(s, "brannoc", 24.0, 18.0)
    for seed in range(60):
        s.rng = seed
        out = play(s, "brannoc", type="push", target="E1")
        if out.prompt is not None:
            break
    else:
        pytest.fail("no seed failed the Strength test")
    assert out.state.pending is not None and out.state.heroes["brannoc"].power == s.heroes["brannoc"].power
    spent = play(out.state, "brannoc", type="choose", option="spend")
    rolled = [e for e in spent.events if e.type == "rolled"]
    assert rolled and rolled[-1].passed and rolled[-1].power == 2
    assert any(e.type == "moved" and e.how == "push" for e in spent.events)


def test_morale_at_half_strength_can_shake_a_unit(open_field):
    # lines 61-65
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 20.0 + i) for i in range(4)])
    g = Game(s, content())
    shaken = 0
    for seed in range(30):
        s.rng = seed
        u.shaken = False
        u.took_wounds = 2
        u.models = u.models[:2]
        g.morale_checks()
        shaken += u.shaken
    assert 0 < shaken < 30


def test_shaken_ai_unit_stays_idle_then_recovers(open_field):
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 30.0)])
    u.shaken = True
    before = (u.models[0].x, u.models[0].y)
    out = play(s, "brannoc", type="end")
    after = next(x for x in out.state.units if x.id == u.id)
    decisions = [e for e in out.events if e.type == "ai_decision" and e.who == u.label]
    assert decisions[0].decision == "shaken"
    assert (after.models[0].x, after.models[0].y) == before and not after.shaken


def test_ai_without_sight_rushes_toward_its_objective(open_field):
    s = setup(units=(), terrain="walled")
    unit_at(s, "ashhand_journeymen", [(21.0, 36.0)])
    place(s, "brannoc", 21.0, 5.0)  # the wall hides them from each other
    out = play(s, "brannoc", type="end")
    d = next(e for e in out.events if e.type == "ai_decision")
    assert d.decision in ("rush_objective", "idle_objective")


def test_ai_charges_when_melee_beats_shooting(open_field):
    s = setup(units=(), faction="cinder_guild")
    unit_at(s, "brass_colossus", [(24.0, 16.0)])  # no gun, heavy fists, within a charge
    place(s, "brannoc", 24.0, 8.0)
    out = play(s, "brannoc", type="end")
    d = next(e for e in out.events if e.type == "ai_decision")
    assert d.decision == "charge" and d.melee > d.shooting


def test_ai_shoots_the_nearest_in_range(open_field):
    s = setup(heroes=("brannoc", "sefa"), units=())
    unit_at(s, "slag_musketeers", [(24.0, 30.0), (25.2, 30.0)])
    place(s, "brannoc", 24.0, 10.0)
    place(s, "sefa", 40.0, 5.0)
    s.acted = ["sefa"]
    out = play(s, "brannoc", type="end")
    d = next(e for e in out.events if e.type == "ai_decision")
    assert d.decision in ("hold_shoot", "advance_shoot") and d.target == "Brannoc"


def test_expected_damage_compares_like_the_rulebook_says():
    g_w = Weapon(name="x", name_fr="x", range=0, attacks=2, rules=["AP(1)"])
    assert unblocked_chance(4, 0, 1) > unblocked_chance(4, 0, 0)
    assert expected_wounds is not None and g_w.rule("AP").x == 1


def test_dangerous_ground_rolls_a_die_per_tough(open_field):
    s = setup(units=(), terrain="walled")
    place(s, "brannoc", 5.0, 38.0)
    out = play(s, "brannoc", type="advance", to=[5.0, 43.0])
    rolled = [e for e in out.events if e.type == "danger_rolled"]
    assert len(rolled) == 1 and len(rolled[0].faces) == rs.content.hero("brannoc").tough
    assert rolled[0].wounds == rolled[0].faces.count(1) == out.state.heroes["brannoc"].wounds


def test_crippled_halves_movement(open_field):
    s = setup(units=())
    g = Game(s, content())
    f = g.fighter_hero("brannoc")
    s.heroes["brannoc"].conditions = ["Crippled"]
    assert g.move_limit(f, "advance") == 3.0 and g.move_limit(f, "rush") == 6.0


def test_small_table_halves_rule_distances(monkeypatch: pytest.MonkeyPatch):
    tables = dict(game_mod._TABLES)
    tables[("open", 24.0)] = Table(24.0)
    monkeypatch.setattr(game_mod, "_TABLES", tables)
    monkeypatch.setattr(game_mod, "_NAVS", {})
    mission = Mission(id="t", name="T", name_fr="T", objective="sweep", faction="cinder_guild", terrain_set="open",
                      markers=[MissionMarker(kind="ai_objective", x=24, y=44)],
                      enemies=[MissionUnit(unit="ashhand_journeymen", x=24, y=40)])
    s = new_game(content(), mission, ["brannoc"], "t", size=24.0)
    place(s, "brannoc", 5.0, 3.0)
    with pytest.raises(RuleError):
        play(s, "brannoc", type="advance", to=[5.0, 6.2])
    out = play(s, "brannoc", type="advance", to=[5.0, 6.0])
    assert out.state.heroes["brannoc"].y == pytest.approx(6.0)


def test_same_seed_same_game():
    a = rs.new_game("random", ["brannoc", "sefa"], "same")
    b = rs.new_game("random", ["brannoc", "sefa"], "same")
    assert rs.dump_state(a) == rs.dump_state(b)


# --- heights (lines 177-179): a knoll 3" high and a shelf 6" high on an open table ----------------------


@pytest.fixture
def heights(monkeypatch: pytest.MonkeyPatch):
    knoll = Terrain("01_grassy_knoll", box(10, 10, 16, 16), height=3.0)
    shelf = Terrain("02_rock_shelf", box(30, 10, 36, 16), height=6.0)
    cliff = Terrain("03_cliff", box(30, 30, 36, 36), height=9.0)
    ledge = Terrain("04_rock_shelf", box(38, 10, 44, 16), height=6.0)  # 2" across from the shelf
    crag = Terrain("05_crag", box(40, 30, 46, 36), height=9.0)  # 4" across from the cliff
    stones = Terrain("06_stones", box(30, 20, 31, 24), height=6.0)  # ½" from the next
    stones2 = Terrain("07_stones", box(31.5, 20, 36, 24), height=6.0)
    tables = dict(game_mod._TABLES)
    tables[("heights", 48.0)] = Table(48.0, (knoll, shelf, cliff, ledge, crag, stones, stones2))
    monkeypatch.setattr(game_mod, "_TABLES", tables)
    monkeypatch.setattr(game_mod, "_NAVS", {})


def test_climbing_counts_its_height_in_the_move(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 33.0, 8.0)  # 2" below the shelf's edge, 6" high
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="advance", to=[33.0, 11.0])
    assert err.value.key == "aofq_climb_far"
    out = play(s, "brannoc", type="rush", to=[33.0, 11.0])
    assert out.state.heroes["brannoc"].y == pytest.approx(11.0)


def test_stepping_down_three_inches_needs_no_jump(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 13.0, 13.0)  # on the knoll
    out = play(s, "brannoc", type="advance", to=[13.0, 18.0])
    assert out.state.heroes["brannoc"].y == pytest.approx(18.0)
    assert not [e for e in out.events if e.type == "rolled" and e.why == "jump"]


def test_a_six_inch_drop_is_three_dexterity_tests_and_a_failure_falls(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 33.0, 15.0)  # on the shelf, near its top edge
    s.heroes["brannoc"].power = 1  # too little to pass a failed test or stop at the edge
    outcomes = set()
    for seed in range(40):
        s.rng = seed
        out = play(s, "brannoc", type="advance", to=[33.0, 19.0])
        jumps = [e for e in out.events if e.type == "rolled" and e.why == "jump"]
        h = out.state.heroes["brannoc"]
        if all(e.passed for e in jumps):
            assert len(jumps) == 3 and h.y == pytest.approx(19.0)  # (X+1) tests, X = 2 full 3" in 6"
            outcomes.add("landed")
        else:
            fall = [e for e in out.events if e.type == "moved" and e.how == "fall"]
            assert fall and 16.0 <= h.y < 16.5  # at the foot of the shelf, the rest of the move lost
            assert any(e.type == "attacked" and e.weapon == "Fall" for e in out.events)  # a hit with AP(2)
            assert "brannoc" in out.state.acted or out.state.round == 2  # the activation ended
            outcomes.add("fell")
    assert outcomes == {"landed", "fell"}


def test_two_power_stop_a_fall_at_the_edge(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 33.0, 15.0)
    for seed in range(60):
        s.rng = seed
        out = play(s, "brannoc", type="advance", to=[33.0, 19.0])
        while out.state.pending is not None and out.state.pending.prompt.kind == "pass_test":
            out = play(out.state, "brannoc", type="choose", option="no")  # let the jump fail
        if out.state.pending is not None and out.state.pending.prompt.kind == "stop_at_edge":
            break
    else:
        pytest.fail("no seed failed the jump")
    stopped = play(out.state, "brannoc", type="choose", option="spend")
    h = stopped.state.heroes["brannoc"]
    assert h.y <= 16.0 and not [e for e in stopped.events if e.type == "moved" and e.how == "fall"]


def test_no_drop_of_more_than_six_inches(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 33.0, 35.0)  # on a 9" cliff
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="advance", to=[33.0, 38.0])
    assert err.value.key == "aofq_drop_far"


def test_a_two_inch_gap_is_one_dexterity_test_and_not_counted_in_the_move(heights):
    # line 177: gaps up to 6" are jumped, (X+1) Dex tests with X a die per full 3"; the width is not counted
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 35.0, 13.0)  # on the shelf, 1" from its edge; the ledge starts 2" further
    outcomes = set()
    for seed in range(40):
        s.rng = seed
        s.heroes["brannoc"].power = 1  # too little to pass a failed test or stop at the edge
        out = play(s, "brannoc", type="advance", to=[40.0, 13.0])
        jumps = [e for e in out.events if e.type == "rolled" and e.why == "jump_gap"]
        assert len(jumps) == 1 and not [e for e in out.events if e.type == "rolled" and e.why == "jump"]
        h = out.state.heroes["brannoc"]
        if jumps[0].passed:
            moved = next(e for e in out.events if e.type == "moved")
            assert h.x == pytest.approx(40.0) and moved.inches == pytest.approx(3.0)  # 5" of way, 2" jumped
            outcomes.add("across")
        else:
            assert any(e.type == "moved" and e.how == "fall" for e in out.events)  # the whole 6" down
            assert any(e.type == "attacked" and e.weapon == "Fall" for e in out.events)
            assert 36.0 <= h.x <= 38.0 and game_mod.Game(out.state, content()).table.elevation(
                game_mod.Model("b", h.x, h.y, 1.0)) == 0.0
            outcomes.add("fell")
    assert outcomes == {"across", "fell"}


def test_a_four_inch_gap_is_two_tests_and_a_half_inch_one_none(heights):
    s = setup(terrain="heights", units=())
    place(s, "brannoc", 35.0, 33.0)  # on the 9" cliff; the crag 4" across, 9" high
    s.heroes["brannoc"].power = 6
    out = play(s, "brannoc", type="advance", to=[41.0, 33.0])
    while out.state.pending is not None:
        out = play(out.state, "brannoc", type="choose", option="no")
    assert len([e for e in out.events if e.type == "rolled" and e.why == "jump_gap"]) in (1, 2)
    assert any(e.type == "rolled" and e.why == "jump_gap" for e in out.events)
    # every test passed: two of them (a full 3" in 4")
    for seed in range(30):
        s.rng = seed
        out = play(s, "brannoc", type="advance", to=[41.0, 33.0])
        if out.state.pending is None and out.state.heroes["brannoc"].x == pytest.approx(41.0):
            assert len([e for e in out.events if e.type == "rolled" and e.why == "jump_gap"]) == 2
            break
    else:
        pytest.fail("no seed passed both tests")
    s2 = setup(terrain="heights", units=())
    place(s2, "brannoc", 30.5, 22.0)  # stones ½" apart: part of a normal move
    out = play(s2, "brannoc", type="advance", to=[33.0, 22.0])
    assert out.state.heroes["brannoc"].x == pytest.approx(33.0)
    assert not [e for e in out.events if e.type == "rolled"]


def test_a_model_pushed_off_a_height_falls_and_a_unit_loses_it(heights):
    s = setup(terrain="heights", units=())
    u = unit_at(s, "ashhand_journeymen", [(33.0, 15.2), (34.2, 15.2)], label="E1")
    place(s, "brannoc", 33.0, 13.2)  # behind them on the shelf
    for seed in range(40):
        s.rng = seed
        try:
            out = play(s, "brannoc", type="push", target="E1")
        except RuleError:
            continue
        after = next(x for x in out.state.units if x.id == u.id)
        if any(e.type == "moved" and e.how == "fall" for e in out.events):
            assert len(after.models) < 2
            return
    pytest.fail("no push sent a model off the shelf")


def test_the_campaign_carries_experience_upgrades_and_gear(open_field):
    from engine.rulesets.aofq.game import carry_over, upgraded

    s = setup(units=())
    s.heroes["brannoc"].loot = ["duskglass_dagger", "healing_draught"]
    s.result = "won"
    party = carry_over(s)
    assert party["brannoc"] == {"xp": 3, "loot": ["duskglass_dagger"]}  # potions do not carry over
    hero = content().hero("brannoc")
    better = upgraded(hero, 9)  # three upgrades: power, tough, quality
    assert (better.power, better.tough, better.quality) == (hero.power + 1, hero.tough + 1, hero.quality - 1)
    mission = s.mission
    nxt = new_game(content(), mission, ["brannoc"], "n", party=party)
    assert nxt.heroes["brannoc"].xp == 3 and nxt.heroes["brannoc"].loot == ["duskglass_dagger"]
    assert Game(nxt, content()).hero("brannoc").power == hero.power + 1
    assert nxt.heroes["brannoc"].power == hero.power + 1


def test_ai_groups_keep_coherency_when_they_move_and_close_up_when_scattered(open_field):
    # line 101: within 1" of one member and 3" of every other
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(20.0, 40.0), (21.2, 40.0), (22.4, 40.0), (20.6, 41.2), (21.8, 41.2)])
    place(s, "brannoc", 2.0, 2.0)
    g = Game(s, content())
    from engine.rulesets.aofq.ai import activate, regroup

    activate(g, g.fighter_unit(u))
    assert not g.table.coherency_breaks(g.models(g.fighter_unit(u)))
    scattered = unit_at(s, "ashhand_journeymen", [(10.0, 30.0), (11.2, 30.0), (16.0, 30.0)], label="E2")
    f = g.fighter_unit(scattered)
    assert g.table.coherency_breaks(g.models(f))
    regroup(g, f)
    assert not g.table.coherency_breaks(g.models(f))


def test_a_pinned_unit_advances_instead_of_rushing(open_field):
    # Sefa's Pinning Shot: a unit it wounds cannot Rush or Charge next round; it still Advances
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 40.0)])
    place(s, "brannoc", 24.0, 2.0)
    g = Game(s, content())
    from engine.rulesets.aofq.ai import activate

    u.effects = {"pinned": s.round}
    activate(g, g.fighter_unit(u))
    moved = [e for e in g.events if e.type == "moved" and e.who == u.label]
    assert moved and moved[0].how == "advance" and moved[0].inches == pytest.approx(6.0, abs=0.05)
    assert [e.decision for e in g.events if e.type == "ai_decision"] == ["pinned_nearest"]
    # with no hero to go for, toward its objective: told as an advance too, not as a rush
    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(24.0, 20.0)])
    s.heroes["brannoc"].unconscious = True
    u.effects = {"pinned": s.round}
    g = Game(s, content())
    activate(g, g.fighter_unit(u))
    moved = [e for e in g.events if e.type == "moved" and e.who == u.label]
    assert moved and moved[0].how == "advance" and moved[0].inches <= 6.0 + 0.05
    assert [e.decision for e in g.events if e.type == "ai_decision"] == ["pinned_objective"]


def test_the_ais_shooting_estimate_counts_only_the_models_that_would_fire(open_field):
    # line 51: only models in range and sight shoot; the estimate counted all five musketeers when one was in
    # range, and so the AI chose "hold and shoot" over a better charge
    from engine.rulesets.aofq.ai import expected_wounds, shooting_damage

    s = setup(units=())
    u = unit_at(s, "slag_musketeers", [(24.0, 30.0)] + [(26.0 + 1.5 * i, 35.0) for i in range(4)])
    place(s, "brannoc", 24.0, 8.0)  # 22" from the first musketeer; the others are farther than 24"
    g = Game(s, content())
    unit, hero = g.fighter_unit(u), g.fighter_hero("brannoc")
    gun = next(w for w in g.weapons_of(unit, melee=False))
    assert len(g.shooters_in_range(unit, hero, gun)) == 1
    assert shooting_damage(g, unit, hero, 0.0) == pytest.approx(expected_wounds(g, unit, hero, gun, 1, melee=False))
    # after a 6" advance the four others come within 24" too
    assert shooting_damage(g, unit, hero, g.inches(6)) == pytest.approx(
        expected_wounds(g, unit, hero, gun, 5, melee=False))


def test_a_unit_is_told_at_the_same_cell_in_its_move_and_in_the_status(open_field):
    # the move named the leader's cell (I6) and /status the first model's (H6): one cell, the middle model's
    from engine.rulesets.aofq.ai import activate

    s = setup(units=())
    u = unit_at(s, "ashhand_journeymen", [(20.0, 30.0), (21.2, 30.0), (22.4, 30.0), (20.0, 31.2), (21.2, 31.2)])
    s.heroes["brannoc"].unconscious = True  # no hero to go for: it rushes toward its objective
    g = Game(s, content())
    activate(g, g.fighter_unit(u))
    moved = [e for e in g.events if e.type == "moved" and e.who == u.label]
    view = rs.view(g.s, None)
    cell = next(x["cell"] for x in view["units"] if x["label"] == u.label)
    assert moved and moved[-1].to == cell


def test_a_shot_past_the_end_of_a_wall_is_drawn_past_it(open_field):
    """The shot goes: some line from base to base clears the wall's end. The arrow the picture draws
    follows such a line, not the centres' line, which crosses the wall."""
    from shapely.geometry import LineString

    s = setup(heroes=("sefa",), units=(), terrain="walled")
    unit_at(s, "ashhand_journeymen", [(24.0, 29.9)])
    place(s, "sefa", 18.0, 29.9)  # the wall (x 20-22, y 10-30) ends 0.1" above the centres' line
    out = play(s, "sefa", type="hold", target="E1")
    assert [e.type for e in out.events].count("attacked") >= 1
    shot = next(m for m in out.state.marks if m.kind == "shoot")
    wall = box(20, 10, 22, 30)
    line = LineString([shot.start, shot.end])
    assert not line.intersects(wall) or line.touches(wall)
    assert LineString([(18.0, 29.9), (24.0, 29.9)]).crosses(wall)  # where the arrow was drawn before


def test_a_seized_objective_names_the_unit_and_how_far_the_nearest_hero_stands(open_field):
    """Mission rules (defend): at the end of a round, an enemy unit not Shaken within 3" of the objective,
    with no standing hero within 3", seizes it and the mission is lost. The story says which unit, and
    how far the nearest hero stood, so the players see why."""
    s = setup(heroes=("brannoc", "odile"), objective="defend", units=())
    s.mission.markers.append(MissionMarker(kind="objective", x=24, y=24))
    s.markers = new_game(content(), s.mission, ["brannoc", "odile"], "t").markers
    unit_at(s, "ashhand_journeymen", [(24.0, 26.0), (25.0, 26.0)], label="E3")
    place(s, "brannoc", 24.0, 28.5)  # 4.5" between centres: 4" from its base's edge
    place(s, "odile", 30.0, 24.0)
    g = Game(s, content())
    g.check_round_goal()
    seized = [e for e in g.events if e.type == "objective_seized"]
    assert s.result == "lost" and s.result_reason == "seized" and len(seized) == 1
    e = seized[0]
    assert (e.who, e.marker, e.reach, e.hero) == ("E3", "O1", 3.0, "Brannoc") and 3.0 < e.hero_inches < 4.5
    # a hero a step nearer holds it
    s = setup(heroes=("brannoc", "odile"), objective="defend", units=())
    s.mission.markers.append(MissionMarker(kind="objective", x=24, y=24))
    s.markers = new_game(content(), s.mission, ["brannoc", "odile"], "t").markers
    unit_at(s, "ashhand_journeymen", [(24.0, 26.0), (25.0, 26.0)], label="E3")
    place(s, "brannoc", 24.0, 27.0)
    g = Game(s, content())
    g.check_round_goal()
    assert s.result is None and s.held_rounds == 1 and not [e for e in g.events if e.type == "objective_seized"]


def test_a_fearless_tough_enemy_rolls_its_fearless_die_before_taking_d3_wounds(open_field):
    """Line 65: an enemy with Tough 9+ cannot be Shaken and takes D3 wounds instead when it fails its morale
    test. Line 127: a Fearless unit that fails a morale test passes it anyway on a 4+. The Brass Colossus
    (Tough 12, Fearless) rolls that die first, and takes the wounds only when it fails too."""
    s = setup(units=())
    u = unit_at(s, "brass_colossus", [(24.0, 30.0)])
    g = Game(s, content())
    assert g.has_rule(g.fighter_unit(u), "Fearless") and g.prof(u).tough >= 9
    outcomes = set()
    for seed in range(60):
        s.rng = seed
        u.models[0].wounds, u.took_wounds = 7, 1  # 5 of 12 left: half or less
        g.events = []
        g.morale_checks()
        rolls = {e.why: e for e in g.events if e.type == "rolled"}
        if rolls["morale"].passed:
            continue
        wounded = any(e.type == "wounded" and e.why == "morale" for e in g.events)
        assert "fearless" in rolls and wounded == (not rolls["fearless"].passed)
        assert not u.shaken
        outcomes.add(wounded)
    assert outcomes == {True, False}


def test_the_extra_action_may_be_a_second_attack(open_field):
    """Line 29: one action, one skill action, and for 2 power an extra action « au choix »; line 33: Hold may
    shoot. A hero that has shot may pay 2 power to Hold and shoot again; a third attack has no action left."""
    s = setup(heroes=("sefa",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 30.0 + 1.1 * i) for i in range(5)])
    place(s, "sefa", 24.0, 14.0)
    out = play(s, "sefa", type="hold", target="E1")
    power = out.state.heroes["sefa"].power
    assert [e.type for e in out.events].count("attacked") == 1
    again = play(out.state, "sefa", type="hold", target="E1")
    spent = [e for e in again.events if e.type == "power_spent"]
    assert [e.type for e in again.events].count("attacked") == 1 and len(spent) == 1
    assert again.state.heroes["sefa"].power == power - 2
    with pytest.raises(RuleError):
        play(again.state, "sefa", type="hold", target="E1")


def test_an_ai_unit_with_an_indirect_weapon_shoots_a_hero_it_cannot_see(open_field):
    """Line 137: Indirect « peut cibler des ennemis hors ligne de vue comme s'ils étaient en ligne de vue »;
    the AI's first question (line 91) is whether an enemy is in sight. A Bellows Bombard (Immobile, Indirect)
    with a hero behind a wall, in range, shoots it instead of idling at its objective."""
    s = setup(units=(), terrain="walled")
    u = unit_at(s, "bellows_bombard", [(24.0, 20.0)])
    place(s, "brannoc", 17.0, 20.0)  # the wall (x 20 to 22) stands between them
    g = Game(s, content())
    bombard, hero = g.fighter_unit(u), g.fighter_hero("brannoc")
    assert not g.sees(bombard, hero) and g.can_shoot(bombard, hero)
    out = play(s, "brannoc", type="end")
    decisions = [e.decision for e in out.events if e.type == "ai_decision"]
    shots = [e for e in out.events if e.type == "attacked" and e.target == "Brannoc"]
    assert decisions == ["hold_shoot"] and len(shots) == 1


def _token_scene(loot: str, seed: str):
    from engine.rulesets.aofq.state import MarkerState

    s = setup(units=(), seed=seed)
    unit_at(s, "ashhand_journeymen", [(40.0, 40.0)])
    s.markers.append(MarkerState(id="m_s9", label="S9", kind="search", x=10.0, y=15.0, name="Search token",
                                 name_fr="Jeton de recherche", loot=loot))
    place(s, "brannoc", 10.0, 10.0)  # 4.5" from the token, in sight on the open table
    return s


def _discover_from_afar(loot: str):
    """The first seed on which Brannoc's Will test passes from 4.5" away: (state after, events)."""
    for i in range(60):
        out = play(_token_scene(loot, f"d{i}"), "brannoc", type="discover", marker="S9")
        rolled = [e for e in out.events if e.type == "rolled" and e.why == "discover"]
        if rolled and rolled[0].passed and out.state.pending is None:
            return out
    raise AssertionError("no seed passes the Will test")


def test_discover_from_afar_reveals_the_token_and_only_within_1_inch_picks_it_up(open_field):
    """Line 73: Discover « révéler » a token within 6" in sight on a Will test, or « le révéler et le ramasser »
    without a roll within 1". A find turned over from afar stays on the table, known to all, until a hero
    picks it up from within 1"; asked again from afar, it is refused before anything is spent."""
    from engine.rulesets.aofq.view import build_view

    out = _discover_from_afar("clean_water")
    token = next(m for m in out.state.markers if m.label == "S9")
    found = [e for e in out.events if e.type == "found"]
    assert token.revealed and not token.done and "clean_water" not in out.state.heroes["brannoc"].loot
    assert len(found) == 1 and found[0].far and not found[0].kept
    shown = next(m for m in build_view(out.state, content(), None)["markers"] if m["label"] == "S9")
    assert shown["revealed"] and shown["name"] == content().item("clean_water").name
    with pytest.raises(RuleError) as err:
        play(out.state, "brannoc", type="discover", marker="S9")
    assert err.value.key == "aofq_token_revealed"
    place(out.state, "brannoc", 10.0, 14.0)
    picked = play(out.state, "brannoc", type="discover", marker="S9")
    assert "clean_water" in picked.state.heroes["brannoc"].loot
    assert not [e for e in picked.events if e.type == "rolled"]  # within 1": no roll
    assert next(m for m in picked.state.markers if m.label == "S9").done


def test_a_trap_turned_over_from_afar_harms_no_one(open_field):
    out = _discover_from_afar("needle_coffer")
    assert out.state.heroes["brannoc"].wounds == 0 and not out.state.heroes["brannoc"].conditions
    assert next(m for m in out.state.markers if m.label == "S9").done
    # picked up from within 1", the same trap goes off
    s = _token_scene("needle_coffer", "d0")
    place(s, "brannoc", 10.0, 14.0)
    sprung = play(s, "brannoc", type="discover", marker="S9")
    h = sprung.state.heroes["brannoc"]
    assert h.wounds > 0 or h.conditions


def test_blast_counts_the_heroes_within_3_inches_of_its_target_and_shares_the_hits(open_field):
    """Line 113, Blast (X): each hit is multiplied by « autant de touches que de figurines dans l'unité ciblée
    et à 3" ou moins de celle-ci », at most X, and the hits are shared among the units within 3" of the target.
    A Bellows Bombard (Blast 3) hitting Brannoc once, with Sefa and Kesh beside him: 3 hits, one each; alone,
    Brannoc takes 1."""
    def shot(others):
        s = setup(heroes=("brannoc", "sefa", "kesh"), units=())
        u = unit_at(s, "bellows_bombard", [(24.0, 34.0)])
        place(s, "brannoc", 24.0, 10.0)
        for hero, x in zip(("sefa", "kesh"), (25.5, 22.5), strict=True):
            place(s, hero, x if hero in others else 4.0, 10.0 if hero in others else 40.0 + x)
        g = Game(s, content())
        bombard, brannoc = g.fighter_unit(u), g.fighter_hero("brannoc")
        weapon = g.weapons_of(bombard, melee=False)[0]
        assert ("Blast", 3) in [(r.name, r.x) for r in weapon.rules]
        g.attack(bombard, brannoc, weapon, melee=False, auto_hits=1)
        return {e.target: e for e in g.events if e.type == "attacked"}

    together = shot(("sefa", "kesh"))
    assert together["Brannoc"].hits == 3 and set(together) == {"Brannoc", "Sefa", "Kesh"}
    alone = shot(())
    assert alone["Brannoc"].hits == 1 and set(alone) == {"Brannoc"}


def test_a_second_skill_takes_the_free_action_before_any_power_is_spent(open_field):
    """Line 29: an action « au choix » plus a skill action, and 2 power for an extra action; line 37's table of
    actions has « Compétence »: the action may be a skill. A hero who used the skill action and still holds
    the action uses it for a second skill, for nothing; a third costs the extra action's 2 power."""
    s = setup(heroes=("brannoc",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 40.0)])
    place(s, "brannoc", 24.0, 10.0)
    power = s.heroes["brannoc"].power
    pushes = []
    for _ in range(3):
        out = play(s, "brannoc", type="hurry", toward="E1")
        s = out.state if out.state.pending is None else play(out.state, "brannoc", type="choose", option="no").state
        pushes.append(s.heroes["brannoc"].power)
    assert pushes[:2] == [power, power] and pushes[2] == power - 2
    assert s.round == 2  # nothing left to do: the activation ended, the enemies played, a new round began


def test_toward_a_cell_heads_for_it(open_field):
    """`/move to:toward K12 distance:2`: a cell is a place to head for, as a figure or a marker is."""
    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(40.0, 40.0)])
    place(s, "brannoc", 10.0, 10.0)
    goal = cell_centre("K12", 48.0)
    out = play(s, "brannoc", type="advance", toward="K12", distance=2)
    h = out.state.heroes["brannoc"]
    before, after = math.dist((10.0, 10.0), goal), math.dist((h.x, h.y), goal)
    assert abs((before - after) - 2.0) < 0.1, (before, after)


def test_a_skill_named_as_a_spell_is_refused_with_how_to_use_it(open_field):
    s = setup(heroes=("odile",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)])
    place(s, "odile", 24.0, 10.0)
    skill = content().hero("odile").skills[0]
    with pytest.raises(RuleError) as err:
        play(s, "odile", type="cast", spell=skill.name, target="E1")
    assert err.value.key == "aofq_skill_not_spell" and err.value.params["name"] == skill.name
    assert f"/use card:{skill.name}" in err.value.reason
