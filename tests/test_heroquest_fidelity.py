"""Rules fidelity, one test per rule the rulebook states and the engine once bent: failed disarms,
disarming before moving, corridor searches, the round limit, one-use defence bonuses, what heroes
may hand over, and wandering monsters. Each test is built from the situation the rule describes."""
from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.rulesets.heroquest.legal import legal_actions
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
)


def two_heroes():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    return s


def known_trap(s, trap_id: str, square: str) -> None:
    t = s.traps[trap_id]
    t.square, t.status = square, "known"


def barbarian_with_kit_next_to(s, trap_id: str, square: str = "D1") -> None:
    """The Barbarian at C1 with a tool kit, a known trap on D1 (the north corridor of the test board)."""
    known_trap(s, trap_id, square)
    place(s, "barbarian", "C1")
    s.heroes["barbarian"].items.append("toolkit")
    give_turn(s, "barbarian")


# --- 7. a failed disarm springs the trap ----------------------------------------------------------


def test_rule_failed_disarm_of_a_spear_trap_costs_a_body_point_with_no_second_die():
    # « S'il obtient un crâne, il déclenche le piège et perd des points de vie. » The skull of the
    # disarm is the spear's: the spear does not get a fresh die that could miss (a white shield next)
    s = two_heroes()
    barbarian_with_kit_next_to(s, "t_spear")
    rig(s, red(3, 3) + [SKULL, WHITE, WHITE])
    out = act(s, "barbarian", type="disarm", trap="D1")
    b = out.state.heroes["barbarian"]
    assert b.pos == "D1" and b.body == 7
    assert out.state.traps["t_spear"].status == "gone"  # once sprung, a spear trap is spent
    assert [e.type for e in out.events if e.type in ("disarm_roll", "spear_roll", "trap_sprung", "hero_hurt")] == [
        "disarm_roll", "trap_sprung", "hero_hurt"]
    assert out.state.turn.hero == "dwarf"  # like a spear that hits: the turn is over


def test_rule_failed_disarm_of_a_pit_drops_the_hero_in_it():
    s = two_heroes()
    barbarian_with_kit_next_to(s, "t_pit")
    rig(s, red(3, 3) + [SKULL])
    out = act(s, "barbarian", type="disarm", trap="D1")
    assert out.state.heroes["barbarian"].pos == "D1" and out.state.heroes["barbarian"].body == 7
    assert out.state.traps["t_pit"].status == "sprung"  # an open pit now
    assert out.state.turn.hero == "dwarf"


def test_rule_failed_disarm_of_a_falling_block_brings_the_ceiling_down():
    s = two_heroes()
    barbarian_with_kit_next_to(s, "t_block")
    rig(s, red(3, 3) + [SKULL, SKULL, SKULL, WHITE])  # the disarm die, then the block's 3 dice
    out = act(s, "barbarian", type="disarm", trap="D1")
    assert out.state.heroes["barbarian"].body == 6
    assert "D1" in out.state.fallen and out.state.pending is not None and out.state.pending.kind == "block"


def test_rule_failed_disarm_by_the_dwarf_on_a_black_shield_springs_the_trap_too():
    s = two_heroes()
    known_trap(s, "t_spear", "D1")
    place(s, "dwarf", "C1")
    give_turn(s, "dwarf")
    rig(s, red(3, 3) + [BLACK, WHITE])
    out = act(s, "dwarf", type="disarm", trap="D1")
    assert out.state.heroes["dwarf"].body == 6 and out.state.traps["t_spear"].status == "gone"


def test_rule_failed_disarm_of_trapped_furniture_does_what_the_trap_says():
    s = two_heroes()
    place(s, "barbarian", "D6")
    reveal(s, "C")
    s.heroes["barbarian"].items.append("toolkit")
    s.traps["trap_c_rack"].status = "known"
    give_turn(s, "barbarian")
    rig(s, [SKULL])  # no step, no red dice: furniture is disarmed from next to it
    out = act(s, "barbarian", type="disarm", trap="c_rack")
    assert out.state.heroes["barbarian"].mind == 1 and out.state.traps["trap_c_rack"].status == "gone"
    assert out.state.heroes["barbarian"].pos == "D6" and out.state.turn.hero == "dwarf"


# --- 8. a disarm is declared before moving; the step onto the trap is part of the move ------------


def test_rule_disarm_is_declared_before_moving_so_after_a_move_it_is_refused():
    # « Avant de se déplacer, le héros doit annoncer qu'il se déplace sur la case du piège pour essayer
    # de le désarmer. » The Barbarian walks up to the trap first: too late to disarm it this turn
    s = two_heroes()
    known_trap(s, "t_spear", "E1")
    place(s, "barbarian", "B1")
    game(s).update_vision()  # the hero looks around where they stand
    s.heroes["barbarian"].items.append("toolkit")
    give_turn(s, "barbarian")
    rig(s, red(6, 6))
    s = act(s, "barbarian", type="move", to="D1").state
    assert not any(a.type == "disarm" for a in legal_actions(game(s), "barbarian"))
    before = s.model_dump_json()
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="disarm", trap="E1")
    assert err.value.key == "disarm_after_move"
    assert s.model_dump_json() == before  # the refusal changes nothing: the action is still there
    assert not s.turn.acted and s.turn.left == 10


def test_rule_disarm_step_onto_the_trap_counts_against_the_movement_roll():
    # a roll of 4: the step onto the trap is the first of those squares, 3 are left after it
    s = two_heroes()
    barbarian_with_kit_next_to(s, "t_spear")
    assert any(a.type == "disarm" for a in legal_actions(game(s), "barbarian"))  # offered before moving
    rig(s, red(1, 3) + [WHITE])
    out = act(s, "barbarian", type="disarm", trap="D1")
    s = out.state
    assert [e.type for e in out.events][:3] == ["move_rolled", "hero_moved", "disarm_roll"]
    assert s.heroes["barbarian"].pos == "D1" and s.turn.roll == 4 and s.turn.left == 3
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="move", to="H1")  # 4 more squares: one too many
    assert err.value.key == "too_far"
    s = act(s, "barbarian", type="move", to="G1").state
    assert s.heroes["barbarian"].pos == "G1" and s.turn.left == 0


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


# --- 9. a corridor search covers what the hero can see ------------------------------------------


def first_quest_with_the_barbarian_at(square: str, *others: tuple[str, str]):
    """The Proving Halls (the shipped first quest) with no monster about, the Barbarian on `square`."""
    from engine.rulesets.heroquest import RULESET

    s = RULESET.new_game("proving_halls", ["barbarian", "dwarf"], 1)
    s.monsters = {}
    place(s, "barbarian", square)
    place(s, "dwarf", "G11")
    for hero, where in others:
        place(s, hero, where)
    give_turn(s, "barbarian")
    return RULESET, s


def test_rule_corridor_search_for_traps_does_not_reach_past_rubble():
    # from M18 the spear trap at M9 lies behind the rubble at M17: out of sight, so not found
    rs, s = first_quest_with_the_barbarian_at("M18")
    assert "M17" in rs.content.quests["proving_halls"].blocked and s.traps["t_spear"].square == "M9"
    out = rs.apply(s, "barbarian", {"type": "search", "for": "traps"})
    assert out.state.traps["t_spear"].status == "hidden"
    assert next(e for e in out.events if e.type == "searched_traps").found == []
    # from M12, on the same stretch of corridor with nothing in between, the hero sees M9 and finds it
    rs, s = first_quest_with_the_barbarian_at("M12")
    out = rs.apply(s, "barbarian", {"type": "search", "for": "traps"})
    assert out.state.traps["t_spear"].status == "known"


def test_rule_corridor_search_for_secret_doors_finds_only_those_in_sight():
    # the secret door between room N and the south corridor (K18|K19): seen along the south corridor
    # from A19, not from M18 where the corner of room N hides K19
    rs, s = first_quest_with_the_barbarian_at("M18")
    out = rs.apply(s, "barbarian", {"type": "search", "for": "secret_doors"})
    assert "n_south" not in out.state.known_doors
    rs, s = first_quest_with_the_barbarian_at("A19")
    out = rs.apply(s, "barbarian", {"type": "search", "for": "secret_doors"})
    assert "n_south" in out.state.known_doors
    assert [f.door for f in next(e for e in out.events if e.type == "searched_secret_doors").found] == ["n_south"]


def test_rule_corridor_search_does_not_see_through_a_figure():
    # the same line of sight as looking and casting: « Si la ligne ne traverse pas de mur, de porte
    # fermée, de héros ou de monstre, la cible est considérée comme visible »
    rs, s = first_quest_with_the_barbarian_at("A19", ("dwarf", "B19"))
    out = rs.apply(s, "barbarian", {"type": "search", "for": "secret_doors"})
    assert "n_south" not in out.state.known_doors


# --- 12. what changes hands during a quest ------------------------------------------------------


def test_rule_during_a_quest_a_hero_cannot_give_away_the_weapon_or_armour_they_fight_with():
    # only artifacts, potions and gold are handed over during a quest (« Pendant son tour, un héros
    # ayant un artéfact en sa possession peut le donner », « un héros peut également donner une
    # potion », « les héros peuvent partager leurs pièces d'or »): not the Barbarian's broadsword,
    # his helmet or his tool kit
    s = two_heroes()
    place(s, "barbarian", "C1")
    s.heroes["barbarian"].items += ["helmet", "toolkit"]
    give_turn(s, "barbarian")
    before = s.model_dump_json()
    for item in ("broadsword", "helmet", "toolkit"):
        with pytest.raises(RuleError) as err:
            act(s, "barbarian", type="give", item=item, to="dwarf")
        assert err.value.key == "cannot_give"
        assert s.model_dump_json() == before
    offered = {a.item for a in legal_actions(game(s), "barbarian") if a.type == "give"}
    assert offered == set()  # nothing he carries may change hands now


def test_rule_potions_artifacts_and_gold_change_hands_during_a_quest():
    s = two_heroes()
    place(s, "barbarian", "C1")
    s.heroes["barbarian"].items += ["red_draught", "dawnsteel"]
    s.heroes["barbarian"].gold = 30
    give_turn(s, "barbarian")
    offered = {a.item for a in legal_actions(game(s), "barbarian") if a.type == "give"}
    assert offered == {"red_draught", "dawnsteel"}
    s = act(s, "barbarian", type="give", item="red_draught", to="dwarf").state
    s = act(s, "barbarian", type="give", item="dawnsteel", to="dwarf").state
    s = act(s, "barbarian", type="give", item="gold", to="dwarf", amount=10).state
    assert s.heroes["dwarf"].items == ["shortsword", "red_draught", "dawnsteel"] and s.heroes["dwarf"].gold == 10
    assert s.heroes["barbarian"].items == ["broadsword"] and s.heroes["barbarian"].wielding == "broadsword"


def test_rule_between_quests_the_party_may_trade_any_item_at_the_armory():
    s = new(heroes=("barbarian", "dwarf"), party={"barbarian": {"gold": 0, "items": ["broadsword", "helmet"]}})
    assert s.phase == "shop"
    s = act(s, "barbarian", type="give", item="helmet", to="dwarf").state
    assert "helmet" in s.heroes["dwarf"].items


async def test_rule_refused_gift_says_why_in_english_and_french(service):
    from tests.test_service_heroquest import ALICE, hq_game

    await hq_game(service)
    before = (await service.game(1)).row.state
    r = await service.command(1, ALICE, "give", {"card": "Broadsword", "to": "Dwarf"})
    assert r.error and r.ephemeral and r.error_key == "rule-cannot_give"
    assert r.text.startswith("During a quest a hero may hand over only potions, artifacts and gold: that stays "
                             "with you, as do the weapon and armour you fight with.")
    r = await service.command(1, ALICE, "give", {"card": "Épée large", "to": "Nain"}, lang="fr")
    assert r.error and r.text.startswith("Pendant une quête, un héros ne peut donner que des potions, des artéfacts "
                                         "et de l'or : cet objet reste en votre possession")
    assert "broadsword" not in r.text.lower() and (await service.game(1)).row.state == before
    # and /give offers only what may change hands
    offered = await service.complete(1, ALICE, "card", "", command="give")
    assert [value for _label, value in offered] == []


# --- 13. a wandering monster strikes the hero who drew it, that round ----------------------------


def test_rule_wandering_monster_attacks_only_the_treasure_seeker_during_that_turn_then_any_hero():
    # « Pendant ce tour, le monstre ne peut attaquer que le chercheur de trésor. Après l'attaque, le
    # monstre errant reste sur le plateau de jeu et peut être déplacé comme les autres monstres. »
    from engine.rulesets.heroquest.base import nm, sq

    s = two_heroes()
    place(s, "barbarian", "D3")
    place(s, "dwarf", "A4")
    s.treasure_deck = ["wanderer"]
    give_turn(s, "barbarian")
    rig(s, [0, WHITE, WHITE, WHITE])  # the card, then the orc's 3 attack dice: no skull
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    s = out.state
    orc = next(iter(s.monsters.values()))
    assert [e.hero for e in out.events if e.type == "monster_attacked"] == ["barbarian"]
    # the Dwarf, badly wounded, comes to stand next to the orc too: Zargon's choice would be him
    g = game(s)
    spot = next(x for x in g.steps_from(sq(orc.pos)) if x not in g.figure_squares() and g.area(x) == "A"
                and x not in g.furniture_at and x not in g.stairs)
    place(s, "dwarf", nm(spot))
    s.heroes["dwarf"].body = 2
    s = act(s, "barbarian", type="end").state
    rig(s, [WHITE, WHITE, WHITE])  # the orc misses again: both heroes stand
    out = act(s, "dwarf", type="end")  # Zargon's turn of the same round
    assert [e.hero for e in out.events if e.type == "monster_attacked"] == ["barbarian"]
    s = out.state
    assert s.round == 2 and s.monsters[orc.id].only_attacks is None
    # from the next round on it is a monster like any other: it goes for the most wounded hero
    s = act(s, "barbarian", type="end").state
    out = act(s, "dwarf", type="end")
    assert [e.hero for e in out.events if e.type == "monster_attacked"] == ["dwarf"]


def test_rule_a_wandering_monster_with_no_square_next_to_the_seeker_waits_and_says_so():
    # « Si toutes les cases adjacentes sont occupées [...] placer le monstre le plus près possible du
    # chercheur, dans la même pièce. Puis, au prochain tour de Zargon, ce monstre peut se déplacer et
    # attaquer » — and the card's "attacks at once" is answered by a line saying why it does not
    from engine.rulesets.heroquest.base import nm

    s = new(heroes=("barbarian", "dwarf", "elf"))
    clear_monsters(s)
    place(s, "barbarian", "D3")
    g = game(s)
    corner = next(x for x in sorted(g.board.area_squares["A"]) if len(g.steps_from(x)) == 2
                  and x not in g.furniture_at and x not in g.stairs
                  and all(n not in g.furniture_at and n not in g.stairs for n in g.steps_from(x)))
    place(s, "barbarian", nm(corner))
    for hero, spot in zip(("dwarf", "elf"), g.steps_from(corner), strict=True):
        place(s, hero, nm(spot))
    s.treasure_deck = ["wanderer"]
    give_turn(s, "barbarian")
    rig(s, [0])
    out = act(s, "barbarian", type="search", **{"for": "treasure"})
    assert not [e for e in out.events if e.type == "monster_attacked"]
    waits = [e for e in out.events if e.type == "wandering_waits"]
    assert len(waits) == 1 and waits[0].hero == "barbarian"
    monster = next(iter(out.state.monsters.values()))
    assert waits[0].monster == monster.label and monster.only_attacks is None
