"""Defects found by the second French playtest of The Drowned Chapel (Age of Fantasy: Quest), each
checked through the engine from a constructed position. Line numbers: age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.aofq import RULESET as rs
from engine.rulesets.aofq.game import Game
from tests.test_aofq_rules import open_field, place, play, setup, unit_at  # noqa: F401  (open_field: fixture)


def _weapon(game: Game, unit, name: str):
    return next(w for w in game.prof(unit).weapons if w.name == name)


@pytest.mark.parametrize("profile,weapon,melee,condition", [
    ("bogback_toad", "Venomed tongue", True, "Sick"),
    ("drowned_abbess", "Brine lash", False, "Afflicted"),
])
def test_a_weapon_that_wounds_gives_its_condition(open_field, profile, weapon, melee, condition):  # noqa: F811
    # the toad's tongue makes a hero Sick, the Abbess's lash Afflicted: a model wounded by the weapon
    # gains its conditions (content.Weapon.inflicts); the rulebook's conditions (lines 165-173) then apply
    wounded = spared = 0
    for seed in range(40):
        s = setup(heroes=("odile",), units=(), faction="brackish_court", seed=f"c{seed}")
        u = unit_at(s, profile, [(24.0, 12.5)])
        place(s, "odile", 24.0, 10.0)
        g = Game(s, rs.content)
        g.attack(g.fighter_unit(u), g.fighter_hero("odile"), _weapon(g, u, weapon), melee=melee, auto_hits=1)
        hero = s.heroes["odile"]
        if hero.wounds:
            wounded += 1
            assert condition in hero.conditions
            assert any(e.type == "condition" and e.condition == condition for e in g.events)
        else:
            spared += 1
            assert condition not in hero.conditions  # a blocked hit gives nothing
    assert wounded and spared


def test_a_shaken_hero_casts_no_spell(open_field):  # noqa: F811
    # line 65: a Shaken hero "doit rester inactif"; a spell is refused like any action, nothing spent
    s = setup(heroes=("odile",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
    place(s, "odile", 24.0, 12.0)
    h = s.heroes["odile"]
    h.shaken, h.spell_tokens = True, 4
    with pytest.raises(RuleError) as err:
        play(s, "odile", type="cast", spell="witchfire", target="E1")
    assert err.value.key == "aofq_shaken"
    assert h.spell_tokens == 4 and s.active is None and not h.cast
    # /end then recovers: the idle activation it spends takes the Shaken state away
    out = play(s, "odile", type="end")
    assert not out.state.heroes["odile"].shaken


def test_a_hero_who_cast_a_spell_did_not_stay_idle(open_field):  # noqa: F811
    # ending an activation after a spell is not an idle one (the playtest told "reste inactive" after a cast)
    s = setup(heroes=("odile",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
    place(s, "odile", 24.0, 12.0)
    s.heroes["odile"].spell_tokens = 6
    out = play(s, "odile", type="cast", spell="witchfire", target="E1", extra=4)
    if out.state.pending is not None:
        out = play(out.state, "odile", type="choose", option="no")
    out = play(out.state, "odile", type="end")
    ended = [e for e in out.events if e.type == "activation_ended"]
    assert ended and not ended[0].idle
