"""Turn order, movement and combat rules, one test per rule, with the rulebook's examples."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.heroquest import ZARGON_POLICY_EN, ZARGON_POLICY_FR
from engine.rulesets.heroquest.base import sq
from engine.rulesets.heroquest.legal import legal_actions
from tests.test_heroquest_support import (
    BLACK,
    RS,
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
    rig,
    types,
)

# --- turn order -------------------------------------------------------------------------------


def test_rule_turn_order_heroes_in_fixed_order_then_zargon():
    s = new(heroes=("elf", "barbarian"))
    assert s.order == ["elf", "barbarian"] and s.turn.hero == "elf"
    s = act(s, "elf", type="end").state
    assert s.turn.hero == "barbarian"
    with pytest.raises(RuleError) as err:
        act(s, "elf", type="end")
    assert err.value.key == "not_your_turn"
    out = act(s, "barbarian", type="end")
    assert "zargon_turn" in types(out)
    assert out.state.round == 2 and out.state.turn.hero == "elf"


def test_rule_movement_rolls_two_red_dice_when_the_hero_starts_to_move():
    s = new(heroes=("barbarian", "dwarf"))
    rig(s, red(2, 5))
    out = act(s, "barbarian", type="move", to="D3")
    ev = next(e for e in out.events if e.type == "move_rolled")
    assert ev.dice == [2, 5] and ev.total == 7
    assert out.state.turn.left == 7 - 3
    view = RS.view(out.state, "barbarian")
    assert view["heroes"]["barbarian"]["move_roll"] == 7 and view["heroes"]["barbarian"]["move_left"] == 4


def test_rule_move_then_act_but_never_move_on_after_acting():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "goblin", "E2")
    rig(s, red(6, 6))
    s = act(s, "barbarian", type="move", to="D2").state
    rig(s, [WHITE])
    s = act(s, "barbarian", type="attack", target=m.label).state
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="D3")
    assert err.value.key == "move_over"


def test_rule_act_then_move_is_allowed():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "goblin", "B4")
    place(s, "barbarian", "B5")
    rig(s, [WHITE])
    s = act(s, "barbarian", type="attack", target=m.label).state
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="E5")
    assert out.state.heroes["barbarian"].pos == "E5"


def test_rule_one_action_per_turn():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "gargoyle", "B4")
    place(s, "barbarian", "B5")
    rig(s, [WHITE, WHITE, WHITE])
    s = act(s, "barbarian", type="attack", target=m.label).state
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="attack", target=m.label)
    assert err.value.key == "action_taken"


# --- movement ---------------------------------------------------------------------------------


def test_rule_movement_is_orthogonal_only():
    s = new(heroes=("barbarian", "dwarf"))
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="C3", path=["C3"])
    assert err.value.key == "bad_path"


def test_rule_heroes_pass_through_heroes_not_monsters():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    # B2 barbarian, C2 dwarf: the barbarian walks through the dwarf
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="E2", path=["C2", "D2", "E2"])
    assert out.state.heroes["barbarian"].pos == "E2"
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    put_monster(s, "x", "orc", "C4")
    place(s, "barbarian", "B4")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="D4", path=["C4", "D4"])
    assert err.value.key == "square_blocked"


def test_rule_no_ending_on_an_occupied_square_except_the_stairway():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "dwarf", "E2")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="E2")
    assert err.value.key == "square_taken"
    place(s, "barbarian", "D3")
    place(s, "dwarf", "C3")  # a stairway square
    rig(s, red(1, 1))
    assert act(s, "barbarian", type="move", to="C3").state.heroes["barbarian"].pos == "C3"


def test_rule_walls_closed_doors_and_blocked_squares_stop_movement():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "E3")
    with pytest.raises(RuleError):
        act(s, "barbarian", type="move", to="F3")  # door a_mid is closed
    with pytest.raises(RuleError):
        act(s, "barbarian", type="move", to="F2", path=["F2"])  # a wall
    with pytest.raises(RuleError):
        act(s, "barbarian", type="move", to="E4")  # the table


def test_rule_opening_a_door_is_free():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "E3")
    out = act(s, "barbarian", type="open_door", door="a_mid")
    t = out.state.turn
    assert t.hero == "barbarian" and not t.acted and t.roll is None
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="open_door", door="b_mid")
    assert err.value.key == "no_such_door"


def test_rule_roll_short_of_the_square_keeps_the_hero_and_the_roll():
    # « Il n'est pas nécessaire de parcourir entièrement la distance »: the hero walks to the square
    # asked for or not at all; the roll is kept, with the closest squares it reaches
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "B4")
    rig(s, red(1, 1))
    out = act(s, "barbarian", type="move", to="E5")
    assert out.state.heroes["barbarian"].pos == "B4" and "move_short" in types(out)
    short = next(e for e in out.events if e.type == "move_short")
    assert (short.steps, short.left, short.reach[0]) == (4, 2, "C5")
    assert out.state.turn.roll == 2 and out.state.turn.left == 2
    s = act(out.state, "barbarian", type="move", to=short.reach[0]).state
    assert s.heroes["barbarian"].pos == short.reach[0] and s.turn.left == 0


# --- combat ---------------------------------------------------------------------------------


def test_rule_combat_die_faces():
    faces = [f[0] for f in game(new()).c.dice.combat.faces]
    assert faces.count("skull") == 3 and faces.count("white") == 2 and faces.count("black") == 1


def test_rule_hero_attacks_adjacent_monster_black_shields_block():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "orc", "B5")
    place(s, "barbarian", "B4")
    rig(s, [SKULL, SKULL, WHITE, BLACK, BLACK])
    out = act(s, "barbarian", type="attack", target=m.label)
    ev = next(e for e in out.events if e.type == "hero_attacked")
    assert ev.damage == 0 and "x" in out.state.monsters
    rig(s, [SKULL, SKULL, WHITE, BLACK, WHITE])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert "x" not in out.state.monsters and "monster_killed" in types(out)


def test_rule_attack_is_orthogonal_unless_the_weapon_reaches_diagonally():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "orc", "C5")
    place(s, "barbarian", "B4")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="attack", target=m.label)
    assert err.value.key == "out_of_reach"
    s.heroes["barbarian"].items.append("longsword")
    rig(s, [WHITE, WHITE, WHITE])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert next(e for e in out.events if e.type == "hero_attacked").reach == "diagonal"


def test_rule_staff_attacks_diagonally_past_a_monster_in_the_doorway():
    # the rulebook's example: a monster blocks a doorway; the Barbarian strikes it from the square
    # in front, the Wizard with a staff from the diagonal; the monster cannot strike diagonally
    s = new(heroes=("barbarian", "wizard"))
    clear_monsters(s)
    s.open_doors.append("a_mid")
    m = put_monster(s, "x", "orc", "F3")
    place(s, "barbarian", "E3")
    place(s, "wizard", "E2")
    s.heroes["wizard"].items = ["dagger", "staff"]
    give_turn(s, "wizard")
    with pytest.raises(RuleError):
        act(s, "wizard", type="attack", target=m.label, weapon="dagger")
    rig(s, [SKULL, WHITE, WHITE])
    out = act(s, "wizard", type="attack", target=m.label, weapon="staff")
    ev = next(e for e in out.events if e.type == "hero_attacked")
    assert ev.reach == "diagonal" and "x" not in out.state.monsters
    # and the monster in the doorway can only strike the Barbarian in front of it
    s2 = new(heroes=("barbarian", "wizard"))
    clear_monsters(s2)
    s2.open_doors.append("a_mid")
    m2 = put_monster(s2, "x", "orc", "F3")
    place(s2, "barbarian", "E3")
    place(s2, "wizard", "E2")
    s2.heroes["barbarian"].body = 8
    s2.heroes["wizard"].body = 1  # the most wounded, yet out of the orc's reach
    assert game(s2).adjacent_target(m2).id == "barbarian"


def test_rule_crossbow_shoots_at_range_not_next_to_you():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.heroes["barbarian"].items = ["crossbow"]
    place(s, "barbarian", "B4")
    m = put_monster(s, "x", "orc", "E5")
    rig(s, [SKULL, WHITE, WHITE, WHITE])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert next(e for e in out.events if e.type == "hero_attacked").reach == "ranged"
    near = put_monster(s, "y", "orc", "B5")
    with pytest.raises(RuleError):
        act(s, "barbarian", type="attack", target=near.label)


def test_rule_thrown_dagger_is_lost():
    s = new(heroes=("wizard", "dwarf"))
    clear_monsters(s)
    place(s, "wizard", "B4")
    m = put_monster(s, "x", "orc", "E5")
    with pytest.raises(RuleError) as err:  # never thrown (and lost) unless the player asks for the throw
        act(s, "wizard", type="attack", target=m.label)
    assert err.value.key == "throw_needed" and "dagger" in s.heroes["wizard"].items
    rig(s, [WHITE])
    out = act(s, "wizard", type="attack", target=m.label, throw=True)
    assert "dagger" not in out.state.heroes["wizard"].items and "weapon_thrown" in types(out)


def test_rule_monster_that_survives_strikes_back_only_on_zargons_turn():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "gargoyle", "B5")
    place(s, "barbarian", "B4")
    rig(s, [WHITE, WHITE, WHITE])
    out = act(s, "barbarian", type="attack", target=m.label)
    assert "monster_attacked" not in types(out)
    out = act(out.state, "barbarian", type="end")
    out = act(out.state, "dwarf", type="end")
    assert any(e.type == "monster_attacked" and e.hero == "barbarian" for e in out.events)


def test_rule_hero_defends_with_white_shields():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    m = put_monster(s, "x", "orc", "B5")
    place(s, "barbarian", "B4")
    g = game(s)
    rig(s, [SKULL, SKULL, SKULL, WHITE, BLACK])
    g.monster_attacks_hero(m, s.heroes["barbarian"])
    assert s.heroes["barbarian"].body == 8 - 2


def test_rule_hero_at_zero_body_dies_unless_a_healing_potion_is_drunk():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    put_monster(s, "x", "orc", "B5")
    place(s, "barbarian", "B4")
    s.heroes["barbarian"].body = 1
    s.heroes["barbarian"].items.append("red_draught")
    give_turn(s, "dwarf")
    rig(s, [SKULL, SKULL, SKULL, BLACK, BLACK])
    out = act(s, "dwarf", type="end")
    assert out.prompt is not None and out.prompt.kind == "potion" and out.prompt.seat == "barbarian"
    saved = act(out.state, "barbarian", type="choose", option="red_draught").state
    assert saved.heroes["barbarian"].body == 4 and not saved.heroes["barbarian"].dead
    assert saved.turn.hero == "barbarian"  # Zargon's turn went on and ended
    died = act(out.state, "barbarian", type="choose", option="none").state
    assert died.heroes["barbarian"].dead
    # without a potion the hero dies at once
    s.heroes["barbarian"].items = ["broadsword"]
    out = act(s, "dwarf", type="end")
    assert out.state.heroes["barbarian"].dead and "hero_died" in types(out)


def test_rule_drinking_a_potion_is_free():
    s = new(heroes=("barbarian", "dwarf"))
    s.heroes["barbarian"].items.append("red_draught")
    s.heroes["barbarian"].body = 3
    out = act(s, "barbarian", type="drink", potion="red_draught")
    assert out.state.heroes["barbarian"].body == 7 and not out.state.turn.acted


# --- spells ---------------------------------------------------------------------------------


def test_rule_spell_groups_wizard_picks_then_elf_then_wizard_takes_the_rest():
    s = new(heroes=("elf", "wizard"), wizard_element="water", elf_element="air")
    assert s.heroes["elf"].elements == ["air"]
    assert s.heroes["wizard"].elements == ["water", "fire", "earth"]
    assert len(s.heroes["wizard"].spells) == 9 and len(s.heroes["elf"].spells) == 3
    with pytest.raises(RuleError):
        new(heroes=("elf", "wizard"), wizard_element="air", elf_element="air")
    # the Elf alone asking for fire, the Wizard's usual first pick: the Wizard picks another, not a refusal
    s = new(heroes=("elf", "wizard"), elf_element="fire")
    assert s.heroes["elf"].elements == ["fire"]
    assert "fire" not in s.heroes["wizard"].elements and len(s.heroes["wizard"].elements) == 3


def test_rule_cast_a_spell_on_a_visible_target_once_per_quest():
    s = new(heroes=("wizard", "elf"), wizard_element="fire")
    clear_monsters(s)
    place(s, "wizard", "B4")
    m = put_monster(s, "x", "gargoyle", "E5")
    hidden = put_monster(s, "y", "orc", "B7")  # behind a wall
    with pytest.raises(RuleError) as err:
        act(s, "wizard", type="cast", spell="searing_brand", target=hidden.label)
    assert err.value.key == "not_in_sight"
    out = act(s, "wizard", type="cast", spell="searing_brand", target=m.label)
    assert out.state.monsters["x"].body == 2 and "searing_brand" not in out.state.heroes["wizard"].spells
    give_turn(out.state, "wizard")
    with pytest.raises(RuleError) as err:
        act(out.state, "wizard", type="cast", spell="searing_brand", target=m.label)
    assert err.value.key == "spell_used"


def test_rule_sight_is_blocked_by_figures():
    s = new(heroes=("wizard", "barbarian"), wizard_element="fire")
    clear_monsters(s)
    place(s, "wizard", "B4")
    place(s, "barbarian", "C4")
    m = put_monster(s, "x", "orc", "D4")
    with pytest.raises(RuleError) as err:
        act(s, "wizard", type="cast", spell="searing_brand", target=m.label)
    assert err.value.key == "not_in_sight"


# --- Zargon -----------------------------------------------------------------------------------


def test_rule_zargon_moves_only_revealed_monsters():
    s = new(heroes=("barbarian",))
    out = act(s, "barbarian", type="end")
    assert not any(e.type in ("monster_moved", "monster_attacked") for e in out.events)


def test_rule_zargon_attacks_the_most_wounded_hero_it_can_reach():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "B4")
    place(s, "dwarf", "E5")
    s.heroes["dwarf"].body = 2
    put_monster(s, "x", "orc", "C5")
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    ev = next(e for e in out.events if e.type == "monster_attacked")
    assert ev.hero == "dwarf"
    assert any(m["kind"] == "move" for m in RS.view(out.state, None)["marks"])
    assert any(m["kind"] == "attack" for m in RS.view(out.state, None)["marks"])


def test_rule_zargon_casters_cast_chaos_spells():
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    place(s, "barbarian", "B4")
    put_monster(s, "x", "dread_warrior", "E2", spells=["ruin_bolt"])
    out = act(s, "barbarian", type="end")
    assert any(e.type == "chaos_spell" and e.spell == "ruin_bolt" for e in out.events)
    assert out.state.monsters["x"].spells == []


def test_rule_zargon_policy_is_documented_in_english_and_french():
    assert "most wounded" in ZARGON_POLICY_EN and "le plus blessé" in ZARGON_POLICY_FR
    assert RS.zargon_policy("fr") == ZARGON_POLICY_FR


def test_rule_wandering_monster_appears_next_to_the_searcher_and_attacks():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "D3")
    s.treasure_deck = ["wanderer"]
    rig(s, [0, SKULL, SKULL, SKULL, WHITE, WHITE])
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    orc = next(iter(out.state.monsters.values()))
    assert orc.kind == "orc" and orc.revealed
    assert game(out.state).adjacent(sq("D3"), sq(orc.pos))
    assert any(e.type == "monster_attacked" and e.hero == "barbarian" for e in out.events)
    assert out.state.treasure_deck == ["wanderer"]  # it goes back into the deck


def test_rule_wandering_monster_with_no_room_next_to_the_searcher_waits():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.treasure_deck = ["wanderer"]  # the barbarian on B2: walls, the dwarf and the stairway all round
    rig(s, [0])
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    orc = next(iter(out.state.monsters.values()))
    assert game(out.state).area(sq(orc.pos)) == "A"
    assert "monster_attacked" not in types(out)


def test_rule_a_potion_may_be_drunk_at_any_time():
    s = new(heroes=("barbarian", "dwarf"))
    s.heroes["dwarf"].items.append("red_draught")
    s.heroes["dwarf"].body = 2
    out = act(s, "dwarf", type="drink", potion="red_draught")
    assert out.state.heroes["dwarf"].body == 6 and out.state.turn.hero == "barbarian"


# --- searching for treasure -------------------------------------------------------------------


def test_rule_search_treasure_only_in_a_room_without_monsters_once_per_hero():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "A2")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="search", **{"for": "treasure"})
    assert err.value.key == "not_in_room"
    place(s, "barbarian", "D3")
    put_monster(s, "x", "goblin", "E5")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="search", **{"for": "treasure"})
    assert err.value.key == "monsters_here"
    s.monsters.pop("x")
    s.treasure_deck = ["few_coins", "coin_pouch"]
    s = act(s, "barbarian", type="search", **{"for": "treasure"}).state
    give_turn(s, "barbarian")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="search", **{"for": "treasure"})
    assert err.value.key == "searched"
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="search", **{"for": "treasure"})  # another hero may search the same room
    assert out.state.heroes["dwarf"].gold > 0
    assert len(out.state.treasure_deck) == 0  # gold cards leave the deck until the next quest


def test_rule_special_treasure_goes_to_the_first_searcher_only():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "barbarian", "H3")
    place(s, "dwarf", "H4")
    game(s).reveal_room("B")
    s.traps["trap_b_chest"].status = "gone"
    s.treasure_deck = ["few_coins"]
    s = act(s, "barbarian", type="search", **{"for": "treasure"}).state
    assert s.heroes["barbarian"].gold == 30  # the room's special treasure
    give_turn(s, "dwarf")
    # the Quest Book gives this room a special treasure, so no card is drawn here ("S'il n'y a pas
    # de trésor spécial indiqué dans le Livre des quêtes, le héros doit piocher une carte"): the
    # special one is found once, by the first searcher, and a later search would find nothing. The
    # heroes heard it found, so the search is refused before the Dwarf's action is spent
    before = s.model_dump_json()
    with pytest.raises(RuleError) as err:
        act(s, "dwarf", type="search", **{"for": "treasure"})
    assert err.value.key == "treasure_taken" and s.model_dump_json() == before
    assert not any(a.type == "search" and a.for_ == "treasure" for a in legal_actions(game(s), "dwarf"))
    # a room with no special treasure gives a card to every hero who searches it
    place(s, "dwarf", "D3")
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="search", **{"for": "treasure"})
    assert out.state.heroes["dwarf"].gold == 25 and "treasure_card" in types(out)


def test_rule_treasure_deck_is_shuffled_before_every_draw():
    # bad cards go back, so the same card can come up twice in a row
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    place(s, "barbarian", "D3")
    s.treasure_deck = ["clatter", "few_coins"]
    rig(s, [0], n=2)
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    assert out.state.treasure_deck == ["clatter", "few_coins"]
    assert out.state.turn is None or out.state.round == 2  # Clatter ended the turn


def test_rule_heroes_may_share_an_open_pit():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    s.traps["t_pit"].square, s.traps["t_pit"].status = "D1", "sprung"
    place(s, "barbarian", "D1")
    place(s, "dwarf", "F1")
    game(s).update_vision()  # the hero looks around where they stand
    give_turn(s, "dwarf")
    rig(s, red(2, 2))
    out = act(s, "dwarf", type="move", to="D1")
    assert out.state.heroes["dwarf"].pos == "D1" and "entered_pit" in types(out)


def test_zargon_never_spends_grashnaks_turn_on_his_own_black_fury_when_he_can_strike():
    """Playtest: Grashnak spent Zargon's turns casting Black Fury on himself. A spell that only adds
    dice to the caster's next attack is worth nothing when a hero stands next to him: he strikes now."""
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    place(s, "barbarian", "A8")
    gr = put_monster(s, "boss", "orc", "B8", spells=["black_fury"], name="Grashnak")
    gr.attack = 4
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="end")
    assert "chaos_spell" not in types(out)
    assert any(e.type == "monster_attacked" and e.hero == "barbarian" for e in out.events)
    assert out.state.monsters["boss"].spells == ["black_fury"]


def test_zargon_closes_in_before_a_caster_strengthens_himself_and_only_when_he_cannot_strike():
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    place(s, "barbarian", "A8")
    gr = put_monster(s, "boss", "orc", "J8", spells=["black_fury"], name="Grashnak")
    gr.move = 2  # in sight down the corridor, too far to reach this turn
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="end")
    boss = out.state.monsters["boss"]
    assert boss.pos == "H8"  # he walked first
    assert [e.spell for e in out.events if e.type == "chaos_spell"] == ["black_fury"]
    assert boss.attack_bonus == 2 and boss.spells == []
    assert "monster_attacked" not in types(out)


def test_zargon_casts_no_spell_that_would_do_nothing():
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    place(s, "barbarian", "A8")
    gr = put_monster(s, "boss", "orc", "J8", spells=["mend_flesh", "black_fury"], attack_bonus=2)
    gr.move = 2  # unhurt and already furious: neither spell would do anything
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="end")
    assert "chaos_spell" not in types(out)
    assert out.state.monsters["boss"].pos == "H8"
    assert out.state.monsters["boss"].spells == ["mend_flesh", "black_fury"]
