"""AI groups keep coherency when they move (rulebook line 101: "les membres d'un groupe doivent rester à moins
d'1" d'au moins un autre membre et à 3" ou moins de tous les autres membres"), and the relic's twin AI
objective goes with the relic. Each test builds its position on an open table (a wall where sight must be
cut) and plays one AI activation."""
from __future__ import annotations

import math

import pytest
from shapely.geometry import box

from engine.rulesets.aofq import game as game_mod
from engine.rulesets.aofq.ai import activate
from engine.rulesets.aofq.content import Faction, UnitProfile, content
from engine.rulesets.aofq.game import Game, new_game
from engine.rulesets.aofq.geometry import Model, Table, Terrain, distance
from engine.rulesets.aofq.missions import Mission, MissionMarker, MissionUnit
from engine.rulesets.aofq.state import ModelState, UnitState

ROUNDING = 1e-3  # positions are kept to the ten-thousandth of an inch
FISTS = [{"name": "Fists", "name_fr": "Poings", "range": 0, "attacks": 2}]
POKE = [{"name": "Poke", "name_fr": "Pique", "range": 1, "attacks": 1}]  # no melee weapon: never charges


@pytest.fixture(autouse=True)
def tables(monkeypatch: pytest.MonkeyPatch):
    """`open`: an empty 48" table; `walled`: a wall from (20, 10) to (22, 30) that cuts sight across it."""
    found = dict(game_mod._TABLES)
    found[("open", 48.0)] = Table(48.0)
    found[("walled", 48.0)] = Table(48.0, (Terrain("01_wall", box(20, 10, 22, 30), blocking=True),))
    monkeypatch.setattr(game_mod, "_TABLES", found)
    monkeypatch.setattr(game_mod, "_NAVS", {})


def profile(uid: str, weapons: list[dict], models: int = 6) -> UnitProfile:
    return UnitProfile(id=uid, name=uid, name_fr=uid, faction="test", models=models, quality=4, defense=4, tough=1,
                       rules=[], weapons=weapons, base=1.0)


def game(*profiles: UnitProfile, terrain: str = "open", markers: list[MissionMarker] | None = None) -> Game:
    villain = UnitProfile(id="test_villain", name="V", name_fr="V", faction="test", models=1, quality=2, defense=4,
                          tough=3, rules=["Villain"], weapons=FISTS)
    faction = Faction(id="test", name="Test", name_fr="Essai", text="t", text_fr="t", units=[villain, *profiles])
    c = content()
    c = c.model_copy(update={"factions": [*c.factions, faction]})
    mission = Mission(id="t", name="T", name_fr="T", objective="retrieve", faction="cinder_guild", terrain_set=terrain,
                      markers=markers or [MissionMarker(kind="ai_objective", x=24, y=44)],
                      enemies=[MissionUnit(unit="ashhand_journeymen", x=24, y=40)])
    s = new_game(c, mission, ["brannoc"], "groups")
    s.units, s.arrivals, s.next_unit = [], [], 1
    return Game(s, c)


def put(g: Game, prof: UnitProfile, points: list[tuple[float, float]], label: str = "E1"):
    u = UnitState(id=f"u{len(g.s.units) + 1}", label=label, profile=prof.id,
                  models=[ModelState(id=f"{label}m{i}", x=x, y=y) for i, (x, y) in enumerate(points)])
    g.s.units.append(u)
    return g.fighter_unit(u)


def hero_at(g: Game, x: float, y: float) -> None:
    g.s.heroes["brannoc"].x, g.s.heroes["brannoc"].y = x, y


def decision(g: Game, who: str) -> str:
    return next(e.decision for e in g.events if e.type == "ai_decision" and e.who == who)


def assert_coherent(g: Game, f) -> None:
    models = g.models(f)
    assert g.table.coherency_breaks(models) == [], [(m.id, m.x, m.y) for m in models]


def assert_fair_moves(g: Game, f, start: dict[str, tuple[float, float]], allowance: float) -> None:
    """No model beyond its move (the table is open: the straight line is the way) nor within 1" of the hero."""
    hero = g.models(g.fighter_hero("brannoc"))[0]
    for m in g.models(f):
        assert math.dist(start[m.id], (m.x, m.y)) <= allowance + ROUNDING
        assert distance(m, hero) >= g.inches(1) - ROUNDING


def test_a_unit_rushing_across_open_ground_past_another_unit_ends_coherent():
    # a column two wide and three deep rushes at Brannoc 20" away; another AI unit stands across the way of
    # some of its members, who cannot take their own places in the formation: they take the nearest free
    # spots within 1" of a member and 3" of all instead of stopping short behind the other unit
    mob = profile("test_mob", POKE)
    g = game(mob)
    f = put(g, mob, [(20.0 + 1.2 * (i % 2), 30.0 + 1.2 * (i // 2)) for i in range(6)])
    put(g, mob, [(20.0, 21.0), (21.1, 21.0), (22.2, 21.0)], label="E2")
    hero_at(g, 21.0, 10.0)
    start = {m.id: (m.x, m.y) for m in g.models(f)}
    assert_coherent(g, f)
    activate(g, f)
    assert decision(g, "E1") == "rush_nearest"
    assert_fair_moves(g, f, start, g.inches(12))
    assert_coherent(g, f)
    assert min(m.y for m in g.models(f)) <= 19.0  # it did rush past the other unit


def test_a_charging_unit_whose_rear_models_cannot_reach_contact_ends_coherent():
    # a column two wide and three deep: the front pair reaches the hero 11" away, the rear ones are short of it
    # and close up on those that fought instead of trailing behind on their own ways
    brutes = profile("test_brutes", FISTS)
    g = game(brutes)
    f = put(g, brutes, [(24.0 + 1.2 * i, 20.0 + 1.2 * j) for j in range(3) for i in range(2)])
    hero_at(g, 24.6, 8.0)
    g.s.heroes["brannoc"].power = 0
    start = {m.id: (m.x, m.y) for m in g.models(f)}
    assert_coherent(g, f)
    moved = {}
    real_mark = g.mark

    def mark(kind, who, *args, **kw):  # the positions the charge ends in, before the fight and the fall back
        moved.update({m.id: (m.x, m.y) for m in g.models(who)})
        return real_mark(kind, who, *args, **kw)

    g.mark = mark
    activate(g, f)
    assert decision(g, "E1") == "charge"
    ends = [Model(mid, x, y, 1.0) for mid, (x, y) in moved.items()]
    assert len(ends) == 6
    hero = g.models(g.fighter_hero("brannoc"))[0]
    rear = [m for m in ends if not g.in_melee_reach(m, hero)]
    assert rear, "the test needs members that could not reach the hero"
    assert all(math.dist(start[m.id], (m.x, m.y)) <= g.inches(12) + ROUNDING for m in ends)
    assert g.table.coherency_breaks(ends) == [], [(m.id, m.x, m.y) for m in ends]


def test_a_unit_that_lost_a_middle_model_closes_up_as_it_moves():
    # a file of three, the middle one killed: the two left are 1.4" apart; rushing to their objective (no hero
    # standing) the front one cannot go the full 12" and wait for the rear one, so it goes less far
    mob = profile("test_mob", POKE)
    g = game(mob)
    f = put(g, mob, [(24.0, 20.0), (24.0, 22.4)])
    g.s.heroes["brannoc"].unconscious = True
    assert g.table.coherency_breaks(g.models(f))
    start = {m.id: (m.x, m.y) for m in g.models(f)}
    activate(g, f)
    assert decision(g, "E1") == "rush_objective"
    assert all(math.dist(start[m.id], (m.x, m.y)) <= g.inches(12) + ROUNDING for m in g.models(f))
    assert max(m.y for m in g.models(f)) >= 22.4 + 6.0  # it still goes toward the objective
    assert_coherent(g, f)


def test_the_relic_carrier_draws_the_ai_that_sees_no_hero():
    # the relic and its twin AI objective stand at (40, 44); Brannoc has taken it and stands behind the wall
    relic = [MissionMarker(kind="relic", x=40, y=44, name="Reliquary", name_fr="Reliquaire"),
             MissionMarker(kind="ai_objective", x=40, y=44, name="Reliquary", name_fr="Reliquaire")]
    g = game(profile("test_mob", POKE, models=1), terrain="walled", markers=relic)
    f = put(g, profile("test_mob", POKE, models=1), [(21.0, 36.0)])
    hero_at(g, 21.0, 5.0)
    g.s.heroes["brannoc"].carrying = True
    next(m for m in g.s.markers if m.kind == "relic").done = True
    hero = g.fighter_hero("brannoc")
    assert not g.sees(f, hero)
    before = g.gap(f, hero)
    activate(g, f)
    assert decision(g, "E1") == "rush_objective"
    assert g.gap(f, hero) < before - g.inches(6)  # toward the carrier, not to (40, 44)
    twin = next(m for m in g.s.markers if m.kind == "ai_objective")
    assert (twin.x, twin.y) == (40, 44)  # the marker itself does not move: only the AI's aim


def test_a_unit_wrapped_around_a_hero_falls_back_as_one_and_stays_coherent():
    # line 57: after the melee the chargers fall back 1"; a unit does so together (line 101)
    brutes = profile("brutes", FISTS, models=3)
    g = game(brutes)
    hero_at(g, 24.0, 20.0)
    u = put(g, brutes, [(22.9, 20.0), (24.0, 21.1), (25.1, 20.0)])
    before = {m.id: (m.x, m.y) for m in g.models(u)}
    g.fall_back(u, g.fighter_hero("brannoc"))
    assert_coherent(g, u)
    for m in g.models(u):  # every model 1" straight back, away from the hero
        assert (m.x, m.y) == pytest.approx((before[m.id][0], before[m.id][1] + 1.0), abs=ROUNDING)


def test_a_lone_hero_still_steps_back_from_the_nearest_foe():
    brutes = profile("brutes", FISTS, models=3)
    g = game(brutes)
    hero_at(g, 24.0, 20.0)
    put(g, brutes, [(22.9, 21.0), (24.0, 21.1), (25.1, 21.0)])
    g.fall_back(g.fighter_hero("brannoc"), g.fighter_unit(g.s.units[0]))
    h = g.s.heroes["brannoc"]
    assert (h.x, h.y) == pytest.approx((24.0, 19.0), abs=ROUNDING)
