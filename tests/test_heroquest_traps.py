"""Traps (rulebook: pits, falling blocks, spears, trapped furniture, jumping), one test per rule."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from tests.test_heroquest_support import (
    BLACK,
    SKULL,
    WHITE,
    act,
    clear_monsters,
    game,
    give_turn,
    new,
    place,
    put_monster,
    red,
    reveal,
    rig,
    types,
)


def corridor_game(trap_id: str, square: str, status: str = "hidden"):
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    t = s.traps[trap_id]
    t.square, t.status = square, status
    return s


def test_rule_pit_costs_one_body_and_ends_the_turn():
    s = corridor_game("t_pit", "D1")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    rig(s, red(6, 6))
    out = act(s, "barbarian", type="move", to="F1")
    after = out.state
    assert after.heroes["barbarian"].pos == "D1"
    assert after.heroes["barbarian"].body == 7
    assert after.traps["t_pit"].status == "sprung"
    assert after.turn.hero == "dwarf"  # the turn ended
    assert "trap_sprung" in types(out)


def test_rule_pit_fights_with_one_die_fewer_never_below_one():
    s = corridor_game("t_pit", "D1", status="sprung")
    place(s, "barbarian", "D1")
    m = put_monster(s, "x", "orc", "E1")
    give_turn(s, "barbarian")
    g = game(s)
    assert g.pit_penalty(3, "D1") == 2
    assert g.pit_penalty(1, "D1") == 1
    # 2 dice instead of 3: both skulls, the orc's 2 defence dice are black shields
    rig(s, [SKULL, SKULL, BLACK, BLACK])
    out = act(s, "barbarian", type="attack", target=m.label)
    ev = next(e for e in out.events if e.type == "hero_attacked")
    assert len(ev.attack) == 2 and ev.damage == 0


def test_rule_pit_hero_may_search_from_inside():
    s = corridor_game("t_pit", "D1", status="sprung")
    place(s, "barbarian", "D1")
    give_turn(s, "barbarian")
    s.treasure_deck = ["few_coins"]
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    assert out.state.heroes["barbarian"].gold == 25
    assert "pit:D1" in out.state.heroes["barbarian"].searched


def test_rule_jump_pit_at_corridor_corner_has_a_single_landing_square():
    # the rulebook's example: a pit in the corner of a corridor leaves one square to land on
    s = corridor_game("t_pit", "A1", status="known")
    place(s, "barbarian", "B1")
    g = game(s)
    from engine.rulesets.heroquest.legal import jump_options

    options = jump_options(g, s.heroes["barbarian"])
    assert [(j.to, j.over) for j in options] == [("A2", "A1")]
    rig(s, red(3, 3) + [WHITE])
    out = act(s, "barbarian", type="jump", to="A2")
    assert out.state.heroes["barbarian"].pos == "A2"
    assert out.state.turn.left == 4  # two squares of movement spent
    with pytest.raises(RuleError):
        act(s, "barbarian", type="jump", to="C1")


def test_rule_jump_blocked_landing_means_jumping_into_the_pit():
    s = corridor_game("t_pit", "A1", status="known")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    put_monster(s, "x", "orc", "A2")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="jump", to="A2")
    assert err.value.key == "no_landing"
    # the hero throws himself into the pit instead, and fights from it
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="A1")
    assert out.state.heroes["barbarian"].pos == "A1" and out.state.heroes["barbarian"].body == 7


def test_rule_jump_with_a_skull_falls_in():
    s = corridor_game("t_pit", "D1", status="known")
    place(s, "barbarian", "C1")
    rig(s, red(3, 3) + [SKULL])
    out = act(s, "barbarian", type="jump", to="E1")
    h = out.state.heroes["barbarian"]
    assert h.pos == "D1" and h.body == 7 and out.state.turn.hero == "dwarf"


def test_rule_jump_needs_two_squares_of_movement():
    s = corridor_game("t_pit", "D1", status="known")
    place(s, "barbarian", "C1")
    give_turn(s, "barbarian", roll=1)
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="jump", to="E1")
    assert err.value.key == "jump_too_far"


def test_rule_falling_block_choice_forward_or_back():
    for choice, square in (("back", "C1"), ("forward", "E1")):
        s = corridor_game("t_block", "D1")
        place(s, "barbarian", "B1")
        game(s).update_vision()  # the hero looks around where they stand
        rig(s, red(6, 6) + [SKULL, WHITE, WHITE])
        out = act(s, "barbarian", type="move", to="F1")
        assert out.prompt is not None and out.prompt.kind == "block"
        assert {o.id for o in out.prompt.options} == {"forward", "back"}
        after = out.state
        assert after.heroes["barbarian"].body == 7  # one skull, no defence
        done = act(after, "barbarian", type="choose", option=choice)
        assert done.state.heroes["barbarian"].pos == square
        assert "D1" in done.state.fallen
        assert done.state.turn.hero == "dwarf"  # the turn is over
        view = RS_view(done.state)
        assert any(f["kind"] == "blocked" and f["squares"] == ["D1"] for f in view["board"]["features"])
        # the square is blocked for good: no one walks or jumps through it
        with pytest.raises(RuleError):
            act(done.state, "dwarf", type="move", to="E1" if choice == "back" else "C1",
                path=["D1", "E1"] if choice == "back" else ["D1", "C1"])


def RS_view(s):
    from tests.test_heroquest_support import RS

    return RS.view(s, "barbarian")


def test_rule_spear_skull_costs_one_body_and_ends_the_turn_then_is_spent():
    s = corridor_game("t_spear", "D1")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    rig(s, red(6, 6) + [SKULL])
    out = act(s, "barbarian", type="move", to="F1")
    assert out.state.heroes["barbarian"].pos == "D1" and out.state.heroes["barbarian"].body == 7
    assert out.state.traps["t_spear"].status == "gone"
    assert out.state.turn.hero == "dwarf"


def test_rule_spear_dodged_lets_the_move_go_on():
    s = corridor_game("t_spear", "D1")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    rig(s, red(6, 6) + [BLACK])
    out = act(s, "barbarian", type="move", to="F1")
    assert out.state.heroes["barbarian"].pos == "F1" and out.state.heroes["barbarian"].body == 8
    assert out.state.traps["t_spear"].status == "gone"


def test_rule_trap_inside_a_door_hits_the_first_hero_through_it():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_pit"].square = "F3"  # the corridor square just outside door a_mid
    place(s, "barbarian", "E3")
    give_turn(s, "barbarian")
    s = act(s, "barbarian", type="open_door", door="a_mid").state
    rig(s, red(4, 4))
    out = act(s, "barbarian", type="move", to="F2", path=["F3", "F2"])
    assert out.state.heroes["barbarian"].pos == "F3" and out.state.heroes["barbarian"].body == 7


def test_rule_search_for_traps_is_not_through_a_door():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_pit"].square = "F3"
    place(s, "barbarian", "E3")
    give_turn(s, "barbarian")
    s = act(s, "barbarian", type="open_door", door="a_mid").state
    out = act(s, "barbarian", type="search", **{"for": "traps"})
    assert out.state.traps["t_pit"].status == "hidden"


def test_rule_monsters_never_set_off_traps():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_spear"].square = "C1"
    place(s, "barbarian", "A1")
    place(s, "dwarf", "B2")
    m = put_monster(s, "x", "goblin", "F1")
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    after = out.state
    assert after.monsters["x"].pos == "B1"  # walked over the spear trap to reach the barbarian
    assert after.traps["t_spear"].status == "hidden"
    assert any(e.type == "monster_attacked" for e in out.events)
    del m


def test_rule_search_for_traps_then_disarm_with_a_tool_kit():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_spear"].square = "D1"
    place(s, "barbarian", "C1")
    give_turn(s, "barbarian")
    s = act(s, "barbarian", type="search", **{"for": "traps"}).state
    assert s.traps["t_spear"].status == "known"
    give_turn(s, "barbarian")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="disarm", trap="D1")
    assert err.value.key == "no_toolkit"
    s.heroes["barbarian"].items.append("toolkit")
    rig(s, red(3, 3) + [WHITE])  # the red dice of the move that steps onto the trap, then the disarm die
    out = act(s, "barbarian", type="disarm", trap="D1")
    assert out.state.traps["t_spear"].status == "gone"
    # a skull sets the trap off on the hero
    s.traps["t_spear"].status = "known"
    rig(s, red(3, 3) + [SKULL, SKULL])
    out = act(s, "barbarian", type="disarm", trap="D1")
    assert out.state.heroes["barbarian"].pos == "D1" and out.state.heroes["barbarian"].body == 7


def test_rule_dwarf_disarms_without_a_kit_only_a_black_shield_sets_it_off():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_pit"].square, s.traps["t_pit"].status = "D1", "known"
    place(s, "dwarf", "C1")
    give_turn(s, "dwarf")
    rig(s, red(3, 3) + [SKULL])
    out = act(s, "dwarf", type="disarm", trap="D1")
    assert out.state.traps["t_pit"].status == "gone"
    rig(s, red(3, 3) + [BLACK])
    out = act(s, "dwarf", type="disarm", trap="D1")
    assert out.state.heroes["dwarf"].pos == "D1" and out.state.traps["t_pit"].status == "sprung"


def test_rule_trapped_furniture_springs_when_searching_treasure_before_traps():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "H3")
    reveal(s, "B")
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    assert out.state.heroes["barbarian"].body == 7
    assert out.state.traps["trap_b_chest"].status == "gone"
    assert out.state.turn.hero == "dwarf"
    # searched for traps first: the chest is shown as trapped and searching is safe
    give_turn(s, "barbarian")
    s2 = act(s, "barbarian", type="search", **{"for": "traps"}).state
    assert s2.traps["trap_b_chest"].status == "known"
    view = RS_view(s2)
    chest = next(f for f in view["board"]["features"] if f.get("id") == "b_chest")
    assert chest["trapped"] is True
    give_turn(s2, "barbarian")
    out = act(s2, "barbarian", type="search", **{"for": "treasure"})
    assert out.state.heroes["barbarian"].body == 8 and out.state.heroes["barbarian"].gold == 30
