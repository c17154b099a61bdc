"""A second pass over the rulebook, rule by rule: the numbers of RULES-NOTES, jumping and falling
into each kind of trap, open pits, trapped furniture, disarming, fog of war after a fight, traps
behind a door, monsters and pits, and hidden information in placements."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.heroquest import RULESET
from engine.rulesets.heroquest.legal import jump_options, legal_actions
from engine.rulesets.heroquest.state import Trap
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
    reveal,
    rig,
    types,
)


def two_heroes():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    return s


def set_trap(s, trap_id: str, square: str, status: str = "hidden") -> Trap:
    t = s.traps[trap_id]
    t.square, t.status = square, status
    return t


# --- the numbers (RULES-NOTES) ------------------------------------------------------------------


def test_rule_numbers_heroes_monsters_starting_weapons_and_spell_groups():
    c = RULESET.content
    heroes = {h: (c.items[d.weapon].attack, d.defend, d.body, d.mind) for h, d in c.heroes.items()}
    assert heroes == {"barbarian": (3, 2, 8, 2), "dwarf": (2, 2, 7, 3), "elf": (2, 2, 6, 4), "wizard": (1, 2, 4, 6)}
    assert {h: d.weapon for h, d in c.heroes.items()} == {
        "barbarian": "broadsword", "dwarf": "shortsword", "elf": "shortsword", "wizard": "dagger"}
    assert all(c.heroes[h].attack == heroes[h][0] for h in heroes)  # the character card agrees
    monsters = {m: (d.move, d.attack, d.defend, d.body, d.mind) for m, d in c.monsters.items()}
    assert monsters == {
        "goblin": (10, 2, 1, 1, 1), "orc": (8, 3, 2, 1, 2), "skeleton": (6, 2, 2, 1, 0),
        "zombie": (5, 2, 3, 1, 0), "mummy": (4, 3, 4, 2, 0), "abomination": (6, 3, 3, 2, 3),
        "dread_warrior": (7, 4, 4, 3, 3), "gargoyle": (6, 4, 5, 3, 4)}
    faces = [f[0] for f in c.dice.combat.faces]
    assert sorted(faces) == ["black", "skull", "skull", "skull", "white", "white"]
    # four elements of three spells; the Dwarf disarms without a kit; only the Wizard is limited
    per_element = {e: sum(1 for s in c.spells.values() if s.element == e) for e in ("air", "fire", "water", "earth")}
    assert per_element == {"air": 3, "fire": 3, "water": 3, "earth": 3}
    assert [h for h, d in c.heroes.items() if d.disarms_without_kit] == ["dwarf"]
    assert [h for h, d in c.heroes.items() if d.wizard_limits] == ["wizard"]
    assert {h: d.spell_groups for h, d in c.heroes.items()} == {"barbarian": 0, "dwarf": 0, "elf": 1, "wizard": 3}
    # the Wizard picks first, then the Elf; the rulebook's suggestion for a first quest is the default
    s = RULESET.new_game("proving_halls", ["barbarian", "dwarf", "elf", "wizard"], 1)
    assert sorted(s.heroes["wizard"].elements) == ["air", "fire", "water"] and s.heroes["elf"].elements == ["earth"]
    assert s.heroes["barbarian"].spells == [] and len(s.heroes["wizard"].spells) == 9


def test_rule_treasure_deck_about_half_wandering_monsters_or_hazards():
    cards = RULESET.content.treasure
    assert sum(c.copies for c in cards) == 24
    bad = sum(c.copies for c in cards if c.kind in ("wander", "hazard"))
    assert 10 <= bad <= 13  # "près de la moitié"


# --- jumping and falling in ---------------------------------------------------------------------


def test_rule_jump_failing_over_a_spear_trap_hits_and_ends_the_turn():
    # "s'il obtient un crâne, il tombe dans le piège et perd des points de vie ... le héros s'arrête
    # sur la case piégée et son tour est terminé": no second chance to dodge the spear
    s = two_heroes()
    set_trap(s, "t_spear", "D1", "known")
    place(s, "barbarian", "C1")
    rig(s, red(3, 3) + [SKULL, WHITE, WHITE])
    out = act(s, "barbarian", type="jump", to="E1")
    h = out.state.heroes["barbarian"]
    assert h.pos == "D1" and h.body == 7
    assert out.state.traps["t_spear"].status == "gone" and "spear_roll" not in types(out)
    assert out.state.turn.hero == "dwarf"


def test_rule_jump_failing_over_a_falling_block_brings_the_ceiling_down():
    s = two_heroes()
    set_trap(s, "t_block", "D1", "known")
    place(s, "barbarian", "C1")
    rig(s, red(3, 3) + [SKULL] + [SKULL, SKULL, WHITE])
    out = act(s, "barbarian", type="jump", to="E1")
    assert out.prompt is not None and out.prompt.kind == "block"
    assert out.state.heroes["barbarian"].body == 6  # 3 combat dice, two skulls, no defence
    done = act(out.state, "barbarian", type="choose", option="back").state
    assert done.heroes["barbarian"].pos == "C1" and "D1" in done.fallen and done.turn.hero == "dwarf"
    # once fallen, it can be neither jumped nor disarmed
    give_turn(done, "barbarian", roll=6)
    with pytest.raises(RuleError) as err:
        act(done, "barbarian", type="jump", to="E1")
    assert err.value.key == "no_jump"


def test_rule_jump_an_open_pit_once_it_has_been_sprung():
    s = two_heroes()
    set_trap(s, "t_pit", "D1", "sprung")
    place(s, "barbarian", "C1")
    assert [(j.to, j.over) for j in jump_options(game(s), s.heroes["barbarian"])] == [("E1", "D1")]
    rig(s, red(2, 3) + [BLACK])
    out = act(s, "barbarian", type="jump", to="E1")
    assert out.state.heroes["barbarian"].pos == "E1" and out.state.turn.left == 3
    assert out.state.heroes["barbarian"].body == 8 and out.state.traps["t_pit"].status == "sprung"


def test_rule_jump_never_over_a_monster_in_a_pit():
    s = two_heroes()
    set_trap(s, "t_pit", "D1", "sprung")
    place(s, "barbarian", "C1")
    m = put_monster(s, "x", "goblin", "D1")
    assert jump_options(game(s), s.heroes["barbarian"]) == []
    before = RS.dump_state(s)
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="jump", to="E1")
    assert err.value.key == "jump_monster" and m.label in str(err.value)
    assert RS.dump_state(s) == before


def test_rule_jump_rolled_short_after_acting_still_lets_the_hero_walk():
    # plate armor: one red die. The hero fights, then tries to jump, rolls a 1: too short to leap,
    # but the hero acted first, so the single square left may still be walked
    s = two_heroes()
    s.heroes["barbarian"].items.append("platemail")
    set_trap(s, "t_pit", "D1", "known")
    place(s, "barbarian", "C1")
    give_turn(s, "barbarian", acted=True)
    rig(s, red(1))
    out = act(s, "barbarian", type="jump", to="E1")
    assert "jump_short" in types(out)
    assert RS.view(out.state, "barbarian")["heroes"]["barbarian"]["can_move"]
    after = act(out.state, "barbarian", type="move", to="B1").state
    assert after.heroes["barbarian"].pos == "B1"


# --- pits -----------------------------------------------------------------------------------------


def test_rule_entering_an_open_pit_costs_a_body_point_and_the_hero_fights_from_it():
    # the rulebook's corner example: with no square to land on, "le héros doit se jeter dans
    # l'oubliette (et perdre des points de vie) et combattre le monstre à partir de l'oubliette"
    s = two_heroes()
    set_trap(s, "t_pit", "A1", "sprung")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    m = put_monster(s, "x", "orc", "A2")
    assert jump_options(game(s), s.heroes["barbarian"]) == []
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="A1")
    after = out.state
    assert after.heroes["barbarian"].pos == "A1" and after.heroes["barbarian"].body == 7
    assert "entered_pit" in types(out) and after.turn.hero == "barbarian" and not after.turn.acted
    with pytest.raises(RuleError) as err:
        act(after, "barbarian", type="move", to="B1")
    assert err.value.key == "move_over"
    rig(after, [SKULL, SKULL, BLACK, WHITE])  # 2 dice from the pit instead of 3
    fight = act(after, "barbarian", type="attack", target=m.label)
    ev = next(e for e in fight.events if e.type == "hero_attacked")
    assert len(ev.attack) == 2 and ev.damage == 1 and "x" not in fight.state.monsters


def test_rule_monster_in_a_pit_defends_with_one_die_fewer_never_below_one():
    s = two_heroes()
    set_trap(s, "t_pit", "C1", "sprung")
    place(s, "barbarian", "B1")
    orc = put_monster(s, "x", "orc", "C1")
    rig(s, [SKULL, SKULL, SKULL, BLACK, BLACK])
    out = act(s, "barbarian", type="attack", target=orc.label)
    ev = next(e for e in out.events if e.type == "hero_attacked")
    assert ev.defence == ["black"] and ev.damage == 2  # 2 defend dice less one
    s.monsters.pop("x")
    gob = put_monster(s, "y", "goblin", "C1")
    rig(s, [SKULL, WHITE, WHITE, BLACK])
    out = act(s, "barbarian", type="attack", target=gob.label)
    assert next(e for e in out.events if e.type == "hero_attacked").defence == ["black"]  # never below one


def test_rule_monster_in_a_pit_attacks_with_one_die_fewer():
    s = two_heroes()
    set_trap(s, "t_pit", "C1", "sprung")
    place(s, "barbarian", "B1")
    orc = put_monster(s, "x", "orc", "C1")
    rig(s, [SKULL, SKULL, WHITE, WHITE])
    game(s).monster_attacks_hero(orc, s.heroes["barbarian"])
    assert s.heroes["barbarian"].body == 8  # 2 attack dice, 2 white shields


def test_rule_monsters_clear_open_pits_rather_than_stop_in_them():
    # monsters never fall in; they may step into a pit, unhurt, but take another square as good
    s = two_heroes()
    set_trap(s, "t_pit", "E2", "sprung")
    place(s, "barbarian", "D2")
    place(s, "dwarf", "B3")
    s.heroes["barbarian"].body = 2  # the one to go for
    put_monster(s, "x", "goblin", "E3")
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    assert out.state.monsters["x"].pos == "D3"  # next to the Barbarian, as close as the pit
    # with the pit as the only square next to its prey, it goes in unhurt
    s2 = two_heroes()
    set_trap(s2, "t_pit", "E2", "sprung")
    place(s2, "barbarian", "E1")
    place(s2, "dwarf", "B3")
    s2.heroes["barbarian"].body = 2
    s2.open_doors.append("a_north")
    put_monster(s2, "x", "goblin", "E3")
    give_turn(s2, "dwarf")
    out = act(s2, "dwarf", type="end")
    assert out.state.monsters["x"].pos in ("D1", "F1", "E2")
    assert out.state.monsters["x"].body == 1


def test_rule_monsters_walk_over_hidden_and_known_traps_without_setting_them_off():
    s = two_heroes()
    set_trap(s, "t_spear", "C1", "known")
    set_trap(s, "t_block", "D1")
    place(s, "barbarian", "A1")
    place(s, "dwarf", "B3")
    put_monster(s, "x", "goblin", "F1")
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    assert out.state.monsters["x"].pos == "B1"
    assert out.state.traps["t_spear"].status == "known" and out.state.traps["t_block"].status == "hidden"
    assert out.state.fallen == []


# --- trapped furniture ------------------------------------------------------------------------------


def test_rule_searching_treasure_sets_off_every_trapped_piece_of_furniture_in_the_room():
    s = two_heroes()
    place(s, "barbarian", "C6")
    reveal(s, "C")
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    h = out.state.heroes["barbarian"]
    assert h.body == 7 and h.mind == 1  # the chest's needle and the rack's gas
    assert out.state.traps["trap_c_chest"].status == "gone" and out.state.traps["trap_c_rack"].status == "gone"
    assert [e.furniture for e in out.events if e.type == "furniture_trap"] == ["c_chest", "c_rack"]
    assert out.state.turn.hero == "dwarf"  # "et son tour est terminé"
    assert "C" not in h.searched  # no treasure was found: the room may be searched again


def test_rule_trapped_furniture_found_can_be_disarmed_then_searched():
    s = two_heroes()
    place(s, "dwarf", "D6")
    reveal(s, "C")
    give_turn(s, "dwarf")
    s = act(s, "dwarf", type="search", **{"for": "traps"}).state
    assert {s.traps["trap_c_chest"].status, s.traps["trap_c_rack"].status} == {"known"}
    give_turn(s, "dwarf")
    rig(s, [SKULL])  # the Dwarf: only a black shield sets it off
    s = act(s, "dwarf", type="disarm", trap="c_rack").state
    assert s.traps["trap_c_rack"].status == "gone" and s.heroes["dwarf"].pos == "D6"


# --- disarming --------------------------------------------------------------------------------------


def test_rule_disarm_the_hero_steps_onto_the_trapped_square_then_may_move_on():
    # "il se déplace sur la case piégée et lance 1 dé de combat"; a disarmed trap no longer exists
    s = two_heroes()
    set_trap(s, "t_pit", "D1", "known")
    place(s, "barbarian", "C1")
    s.heroes["barbarian"].items.append("toolkit")
    rig(s, red(2, 2) + [WHITE])  # the step is the first square of the move: the red dice come first
    out = act(s, "barbarian", type="disarm", trap="D1")
    after = out.state
    assert after.traps["t_pit"].status == "gone" and after.heroes["barbarian"].pos == "D1"
    assert after.heroes["barbarian"].body == 8 and after.turn.acted and after.turn.roll == 4 and after.turn.left == 3
    moved = act(after, "barbarian", type="move", to="F1").state  # then on with the rest of the roll
    assert moved.heroes["barbarian"].pos == "F1" and moved.turn.left == 1


def test_rule_disarm_someone_standing_on_the_trap_is_refused():
    s = two_heroes()
    set_trap(s, "t_pit", "D1", "known")
    place(s, "barbarian", "C1")
    place(s, "dwarf", "D1")
    s.heroes["barbarian"].items.append("toolkit")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="disarm", trap="D1")
    assert err.value.key == "trap_occupied"


def test_rule_dwarf_with_a_white_shield_disarms_and_anyone_else_needs_the_kit():
    s = two_heroes()
    set_trap(s, "t_spear", "D1", "known")
    place(s, "dwarf", "C1")
    give_turn(s, "dwarf")
    rig(s, red(3, 3) + [WHITE])
    out = act(s, "dwarf", type="disarm", trap="D1")
    assert out.state.traps["t_spear"].status == "gone" and out.state.heroes["dwarf"].pos == "D1"
    place(s, "barbarian", "E1")
    give_turn(s, "barbarian")
    assert not any(a.type == "disarm" for a in legal_actions(game(s), "barbarian"))


# --- traps behind a door ----------------------------------------------------------------------------


def test_rule_trap_just_inside_a_room_door_cannot_be_found_from_the_corridor_and_hits_the_first_through():
    s = two_heroes()
    set_trap(s, "t_pit", "G4")  # room B, right behind door b_mid (F4|G4)
    s.open_doors.append("a_mid")
    place(s, "barbarian", "F4")
    place(s, "dwarf", "F3")
    game(s).update_vision()
    give_turn(s, "barbarian")
    s = act(s, "barbarian", type="open_door", door="b_mid").state
    s = act(s, "barbarian", type="search", **{"for": "traps"}).state  # from the corridor, through the door
    assert s.traps["t_pit"].status == "hidden"
    assert all(t["square"] != "G4" for t in RS.view(s, "barbarian")["board"]["traps"])
    give_turn(s, "barbarian")
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="H4")
    h = out.state.heroes["barbarian"]
    assert h.pos == "G4" and h.body == 7 and out.state.traps["t_pit"].status == "sprung"
    # the next hero sees the open pit and can go round it
    view = RS.view(out.state, "dwarf")
    assert any(t["square"] == "G4" and t["status"] == "sprung" for t in view["board"]["traps"])


def test_rule_search_for_traps_inside_the_room_finds_the_trap_behind_the_door():
    s = two_heroes()
    set_trap(s, "t_pit", "G4")
    s.open_doors += ["a_mid", "b_mid"]
    reveal(s, "B")
    place(s, "barbarian", "H3")
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="search", **{"for": "traps"})
    assert out.state.traps["t_pit"].status == "known"
    ev = next(e for e in out.events if e.type == "searched_traps")
    assert {"trap": "t_pit", "square": "G4", "kind": "pit"} in [f.model_dump(exclude_none=True) for f in ev.found]


# --- searching needs no monster in sight --------------------------------------------------------------


def test_rule_search_for_traps_needs_no_monster_in_sight():
    s = two_heroes()
    place(s, "barbarian", "A2")
    put_monster(s, "x", "goblin", "A7")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="search", **{"for": "traps"})
    assert err.value.key == "monster_in_sight"
    place(s, "dwarf", "A5")  # now a hero stands between them
    out = act(s, "barbarian", type="search", **{"for": "traps"})
    assert "searched_traps" in types(out)


def test_rule_search_for_secret_doors_covers_only_the_heroes_room_or_corridor():
    s = two_heroes()
    place(s, "barbarian", "F1")  # the north corridor: the secret door is on the middle one
    out = act(s, "barbarian", type="search", **{"for": "secret_doors"})
    assert "d_mid" not in out.state.known_doors
    place(s, "barbarian", "F5")
    out = act(s, "barbarian", type="search", **{"for": "secret_doors"})
    assert "d_mid" in out.state.known_doors
    ev = next(e for e in out.events if e.type == "searched_secret_doors")
    assert [f.model_dump() for f in ev.found] == [{"door": "d_mid", "a": "F7", "b": "G7"}]


# --- fog of war -----------------------------------------------------------------------------------


def test_rule_fog_killing_a_monster_lets_the_heroes_see_past_it():
    s = two_heroes()
    place(s, "barbarian", "A2")
    x = put_monster(s, "x", "goblin", "A3")
    put_monster(s, "y", "goblin", "A7", revealed=False)
    game(s).update_vision()
    assert not s.monsters["y"].revealed  # hidden behind the first goblin
    rig(s, [SKULL, SKULL, SKULL, WHITE])
    out = act(s, "barbarian", type="attack", target=x.label)
    assert "x" not in out.state.monsters and out.state.monsters["y"].revealed
    assert "A7" in out.state.seen
    give_turn(out.state, "barbarian")
    with pytest.raises(RuleError) as err:  # so no searching with it in sight
        act(out.state, "barbarian", type="search", **{"for": "secret_doors"})
    assert err.value.key == "monster_in_sight"


def test_rule_fog_a_closed_door_blocks_the_line_of_sight_until_opened():
    s = two_heroes()
    place(s, "barbarian", "E3")
    put_monster(s, "x", "goblin", "F4", revealed=False)
    put_monster(s, "y", "goblin", "F5", revealed=False)
    game(s).update_vision()
    assert "F3" not in s.seen and not s.monsters["x"].revealed
    out = act(s, "barbarian", type="open_door", door="a_mid")
    assert {"F2", "F3", "F4"} <= set(out.state.seen) and out.state.monsters["x"].revealed
    # F5 lies past the edge of the doorway: the line from E3 crosses the wall between E4 and F4
    assert "F5" not in out.state.seen and not out.state.monsters["y"].revealed


def test_rule_fog_blocked_squares_appear_once_seen():
    s = two_heroes()
    view = RS.view(s, "barbarian")
    assert not any(f["kind"] == "blocked" for f in view["board"]["features"])
    place(s, "barbarian", "E8")
    game(s).update_vision()
    view = RS.view(s, "barbarian")
    assert any(f["kind"] == "blocked" and f["squares"] == ["J8"] for f in view["board"]["features"])


def test_rule_movement_goes_only_where_the_heroes_have_looked():
    # « il doit se déplacer avec prudence, case par case » and « Les héros qui se déplacent peuvent
    # regarder »: a hero walks to the edge of what is known, looks, and goes on; a square nobody
    # has seen is refused (no die rolled) with the closest known squares toward it
    s = two_heroes()
    place(s, "barbarian", "B1")
    put_monster(s, "x", "goblin", "A3", revealed=False)
    game(s).update_vision()
    assert not s.monsters["x"].revealed
    before = s.model_dump_json()
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="A5")  # straight down the west corridor, round the corner
    assert err.value.key == "unseen" and s.model_dump_json() == before
    assert err.value.params["reach"].split(", ")[0] == "A2"
    rig(s, red(3, 3))
    out = act(s, "barbarian", type="move", to="A2")
    assert out.state.heroes["barbarian"].pos == "A2" and out.state.monsters["x"].revealed
    assert out.state.turn.left == 4
    with pytest.raises(RuleError) as err:
        act(out.state, "barbarian", type="move", to="A5")
    assert err.value.key == "unseen"  # the goblin hides what lies beyond it


# --- hidden information in placements -----------------------------------------------------------


def test_rule_wandering_monster_placement_shows_nothing_of_a_hidden_trap():
    # monsters never set off traps, so one may appear on a hidden trap's square: skipping that
    # square would tell the heroes where the trap is
    s = two_heroes()
    place(s, "barbarian", "D3")
    set_trap(s, "t_spear", "E3")
    s.treasure_deck = ["wanderer"]
    rig(s, [0, WHITE, WHITE, WHITE])
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    orc = next(iter(out.state.monsters.values()))
    assert orc.pos == "E3" and out.state.traps["t_spear"].status == "hidden"
    assert RS.view(out.state, "barbarian")["board"]["traps"] == []


def test_rule_falling_block_step_forward_onto_a_hidden_trap_sets_it_off():
    s = two_heroes()
    set_trap(s, "t_block", "D1")
    set_trap(s, "t_spear", "E1")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    rig(s, red(6, 6) + [WHITE, WHITE, WHITE])
    out = act(s, "barbarian", type="move", to="F1")
    rig(out.state, [SKULL])
    done = act(out.state, "barbarian", type="choose", option="forward")
    h = done.state.heroes["barbarian"]
    assert h.pos == "E1" and h.body == 7 and done.state.traps["t_spear"].status == "gone"
    assert "spear_roll" in types(done)


# --- between quests ---------------------------------------------------------------------------------


def test_rule_carry_over_keeps_exactly_what_the_hero_carries():
    s = two_heroes()
    s.heroes["dwarf"].items = []  # sold it all: no free shortsword next time
    s.heroes["barbarian"].items += ["spring_water", "helmet"]
    s.heroes["barbarian"].spells = []
    party = RS.carry_over(s)
    nxt = RS.new_game("test", ["barbarian", "dwarf"], 3, {"party": party})
    assert nxt.heroes["dwarf"].items == []
    assert nxt.heroes["barbarian"].items == ["broadsword", "spring_water", "helmet"]
    assert nxt.heroes["barbarian"].body == 8 and nxt.heroes["dwarf"].body == 7


# --- the rulebook's doorway example -------------------------------------------------------------------


def test_rule_doorway_example_barbarian_in_front_and_wizard_with_staff_both_strike_the_monster():
    # "L'enchanteur et le barbare peuvent tous deux attaquer le monstre obstruant la porte":
    # the Barbarian from the square in front, the Wizard diagonally with his staff, in safety
    s = new(heroes=("barbarian", "wizard"))
    clear_monsters(s)
    s.open_doors.append("a_mid")
    m = put_monster(s, "x", "gargoyle", "F3")  # in the doorway of room A, on the corridor side
    place(s, "barbarian", "E3")
    place(s, "wizard", "E2")
    s.heroes["wizard"].items = ["staff"]
    s.heroes["wizard"].wielding = "staff"
    rig(s, [SKULL, WHITE, WHITE] + [WHITE] * 5)  # one skull; five defence dice, no black shield
    s = act(s, "barbarian", type="attack", target=m.label).state
    assert s.monsters["x"].body == 2
    s = act(s, "barbarian", type="end").state
    rig(s, [SKULL, WHITE, WHITE, WHITE, WHITE, WHITE])
    out = act(s, "wizard", type="attack", target=m.label)
    ev = next(e for e in out.events if e.type == "hero_attacked")
    assert ev.weapon == "staff" and ev.reach == "diagonal" and out.state.monsters["x"].body == 1
    # the wizard's staff is two-handed: no shield counts, and the monster can strike only in front
    zargon = act(out.state, "wizard", type="end")
    hits = [e.hero for e in zargon.events if e.type == "monster_attacked"]
    assert hits == ["barbarian"]


def test_rule_no_diagonal_strike_around_a_solid_wall_corner():
    s = new(heroes=("wizard", "barbarian"))
    clear_monsters(s)
    place(s, "wizard", "E2")  # room A's corner: walls to the north and to the east
    s.heroes["wizard"].items = ["staff"]
    m = put_monster(s, "x", "orc", "F1")
    with pytest.raises(RuleError) as err:
        act(s, "wizard", type="attack", target=m.label, weapon="staff")
    assert err.value.key == "out_of_reach"
    n = put_monster(s, "y", "orc", "D3")  # inside the room, diagonally: fine
    rig(s, [WHITE])
    out = act(s, "wizard", type="attack", target=n.label, weapon="staff")
    assert next(e for e in out.events if e.type == "hero_attacked").reach == "diagonal"


# --- Zargon's turn ------------------------------------------------------------------------------------


def test_rule_zargon_every_revealed_monster_moves_up_to_its_move_value():
    s = two_heroes()
    place(s, "barbarian", "A1")
    place(s, "dwarf", "B3")
    put_monster(s, "z", "zombie", "J1")  # move 5, far from everyone
    put_monster(s, "g", "goblin", "J7")  # move 10
    put_monster(s, "h", "goblin", "J4", revealed=False)  # not revealed: stays put
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    moves = {e.monster: e.path for e in out.events if e.type == "monster_moved"}
    z, g = s.monsters["z"].label, s.monsters["g"].label
    assert len(moves[z]) - 1 == 5 and out.state.monsters["z"].pos == "E1"
    assert len(moves[g]) - 1 == 10
    assert out.state.monsters["h"].pos == "J4" and set(moves) == {z, g}
