"""Rules fidelity, one test per rule the rulebook states and the engine once bent: failed disarms,
disarming before moving, corridor searches, the round limit, one-use defence bonuses, what heroes
may hand over, and wandering monsters. Each test is built from the situation the rule describes."""
from __future__ import annotations

from tests.test_heroquest_support import (
    BLACK,
    SKULL,
    WHITE,
    act,
    clear_monsters,
    give_turn,
    new,
    place,
    put_monster,
    rig,
)


def two_heroes():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    return s


# --- a one-use defence bonus ------------------------------------------------------------------------


def test_rule_defence_bonus_is_spent_on_the_next_defence_rolled_not_on_an_attack_that_missed():
    # the Barbarian drank an Ironbark Tonic (2 more defend dice the next time he defends); an orc
    # attacks and rolls no skull: there is nothing to block, no defence is rolled, the bonus stays
    s = two_heroes()
    place(s, "barbarian", "B4")
    m = put_monster(s, "x", "orc", "B5")
    s.heroes["barbarian"].items.append("ironbark_tonic")
    s = act(s, "barbarian", type="drink", potion="ironbark_tonic").state
    assert s.heroes["barbarian"].defend_bonus == 2
    give_turn(s, "dwarf")
    rig(s, [WHITE, WHITE, BLACK])  # the orc's three attack dice: no skull
    out = act(s, "dwarf", type="end")
    attack = next(e for e in out.events if e.type == "monster_attacked")
    assert attack.defence == [] and out.state.heroes["barbarian"].defend_bonus == 2
    # the next attack that hits is defended with 2 + 2 dice, and the bonus is spent
    s = out.state
    give_turn(s, "dwarf")
    rig(s, [SKULL, SKULL, SKULL, WHITE, WHITE, WHITE, BLACK])
    out = act(s, "dwarf", type="end")
    attack = next(e for e in out.events if e.type == "monster_attacked")
    assert len(attack.defence) == 4 and attack.damage == 0
    assert out.state.heroes["barbarian"].defend_bonus == 0
    del m


def test_rule_monster_defence_bonus_is_kept_when_the_heros_attack_misses():
    # Iron Ward (the caster rolls 2 more defend dice the next time it defends): a hero's attack with
    # no skull rolls no defence, so the ward waits for the next blow that lands
    s = two_heroes()
    place(s, "barbarian", "B4")
    m = put_monster(s, "x", "orc", "B5", defend_bonus=2)
    give_turn(s, "barbarian")
    rig(s, [WHITE, WHITE, BLACK])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert next(e for e in out.events if e.type == "hero_attacked").defence == []
    assert out.state.monsters["x"].defend_bonus == 2
    give_turn(s, "barbarian")
    rig(s, [SKULL, WHITE, WHITE, WHITE, WHITE, BLACK])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert len(next(e for e in out.events if e.type == "hero_attacked").defence) == 4
    assert out.state.monsters["x"].defend_bonus == 0
