"""Defects found by the second French playtest of The Drowned Chapel (Age of Fantasy: Quest), each
checked through the engine from a constructed position. Line numbers: age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import pytest

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
