"""Defects a playtest of "The Drowned Vault" found, each through the game service as players meet them:
spells aimed at heroes, monster names shared by several monsters, spells a hero never had, a thrown
dagger, known pits, gifts to a player, door numbers and Zargon's order."""
from __future__ import annotations

from tests.test_service_heroquest import ALICE, BOB, RS, hq_game, set_state


async def test_a_healing_spell_takes_a_hero_or_their_players_name_and_names_heroes_by_name(service):
    # "target:bob" (a player) said "There is no monster bob in sight", and "target:Elf" out of sight said
    # "**E** is not in sight": a hero is a target by name or by player, and is named by name
    await hq_game(service, heroes=((ALICE, "elf"), (BOB, "wizard")))

    def hurt(state):
        state.heroes["wizard"].body = 1

    await set_state(service, 1, hurt)
    game = await service.game(1)
    assert "stonemend" in game.state.heroes["elf"].spells
    r = await service.command(1, ALICE, "cast", {"spell": "stonemend", "target": "zed"})
    assert r.error and "monster" not in r.text and "No hero on the board is called zed" in r.text, r.text
    r = await service.command(1, ALICE, "cast", {"spell": "stonemend", "target": "bob"})
    assert not r.error, r.text
    assert (await service.game(1)).state.heroes["wizard"].body > 1


async def test_a_hero_out_of_sight_is_named_by_name_not_by_letter(service):
    await hq_game(service, heroes=((ALICE, "elf"), (BOB, "wizard")))

    def apart(state):
        state.heroes["wizard"].body = 1
        state.heroes["wizard"].pos = "A1"

    await set_state(service, 1, apart)
    for typed in ("Wizard", "bob", "w"):
        r = await service.command(1, ALICE, "cast", {"spell": "stonemend", "target": typed})
        assert r.error and r.text.startswith("Wizard is not in sight"), (typed, r.text)
        r = await service.command(1, ALICE, "cast", {"spell": "stonemend", "target": typed}, lang="fr")
        assert r.error and r.text.startswith("Magicien n'est pas en vue"), (typed, r.text)
    assert (await service.game(1)).state.heroes["wizard"].body == 1


async def test_a_name_two_monsters_share_asks_which_and_lists_monsters_by_name(service):
    # "/attack target:orc" with O1 and O2 in sight said "There is no monster orc in sight. Monsters you
    # know of: G1, O1, O2"
    await hq_game(service, quest="drowned_vault", seed="4242", heroes=((ALICE, "barbarian"), (BOB, "elf")))
    assert not (r := await service.command(1, ALICE, "move", {"to": "D15"})).error, r.text
    assert not (r := await service.command(1, ALICE, "open", {"door": "2"})).error, r.text
    before = (await service.game(1)).row.state
    r = await service.command(1, ALICE, "attack", {"target": "orc"})
    assert r.error and r.text.startswith("Which one do you mean: O1 Orc (C12), O2 Orc (E13)?"), r.text
    r = await service.command(1, ALICE, "attack", {"target": "ORC"}, lang="fr")
    assert r.error and r.text.startswith("Lequel voulez-vous dire : O1 Orc (C12), O2 Orc (E13) ?"), r.text
    r = await service.command(1, ALICE, "attack", {"target": "zzz"})
    assert r.error and "Monsters you know of: G1 Goblin, O1 Orc, O2 Orc." in r.text, r.text
    r = await service.command(1, ALICE, "attack", {"target": "zzz"}, lang="fr")
    assert r.error and "Monstres connus : G1 Gobelin, O1 Orc, O2 Orc." in r.text, r.text
    r = await service.command(1, ALICE, "search", {"for": "traps"})
    assert r.error and "(G1 Goblin, O1 Orc, O2 Orc)" in r.text, r.text
    r = await service.command(1, ALICE, "attack", {"target": "gob"})  # one goblin: found (and too far)
    assert r.error and r.text.startswith("G1 is 4 squares away"), r.text
    assert (await service.game(1)).row.state == before


async def test_a_spell_the_hero_never_had_is_told_as_such_with_who_knows_it_and_the_spells_left(service):
    # the Barbarian's "thunderclap" and the Elf's "Flame Burst" were "no spell ... left this quest", with
    # an unrelated suggestion
    await hq_game(service, quest="drowned_vault", seed="4242", heroes=((ALICE, "barbarian"), (BOB, "elf")))
    await hq_game(service, channel=2, quest="drowned_vault", seed="4242", heroes=((ALICE, "elf"), (BOB, "wizard")))
    r = await service.command(1, ALICE, "cast", {"spell": "thunderclap", "target": "bob"})
    assert r.error and r.text == "You do not know the spell Thunderclap. You cast no spells at all: `/attack` instead."
    before = (await service.game(2)).row.state
    r = await service.command(2, ALICE, "cast", {"spell": "Flame Burst", "target": "bob"})
    assert r.error and r.text == ("You do not know the spell Flame Burst (Wizard knows it). Your spells left: "
                                  "Stonemend, Granite Skin, Rockfall."), r.text
    r = await service.command(2, ALICE, "cast", {"spell": "boule de feu", "target": "bob"}, lang="fr")
    assert r.error and r.text.startswith("Il n'existe aucun sort nommé boule de feu. Vos sorts restants : "
                                         "Chair de pierre, Peau de granit, Chute de rochers."), r.text
    assert "Did you mean" not in r.text and "Vouliez" not in r.text
    r = await service.command(2, ALICE, "cast", {"spell": "fireball", "target": "bob"})
    assert r.error and r.text.startswith("There is no spell called fireball. Your spells left: Stonemend"), r.text
    assert "Did you mean" not in r.text
    assert (await service.game(2)).row.state == before

    def cast_all(state):
        state.heroes["elf"].spells = ["granite_skin"]

    await set_state(service, 2, cast_all)
    r = await service.command(2, ALICE, "cast", {"spell": "stonemend", "target": "bob"})
    assert r.error and r.text == ("You have cast Stonemend already: each spell is cast once a quest. Your spells "
                                  "left: Granite Skin."), r.text


async def test_a_dagger_is_thrown_only_when_the_player_asks_for_the_throw(service):
    # the Wizard's "/attack target:Z3" at a zombie 3 squares away threw the dagger at once, and it was
    # gone for the quest: the rulebook lets a dagger strike at range, but losing it must be asked for
    from engine.rulesets.heroquest.game import Game
    from engine.rulesets.heroquest.state import Monster

    await hq_game(service, heroes=((ALICE, "wizard"), (BOB, "dwarf")))

    def zombie_in_sight(state):
        state.monsters = {}
        state.heroes["dwarf"].pos = "L13"
        state.monsters["z"] = m = Monster(id="z", kind="zombie", label="", pos="J11", body=1, max_body=1, move=5,
                                          attack=2, defend=3, mind=0)
        Game(state, RS.content).reveal_monster(m)

    await set_state(service, 1, zombie_in_sight)
    before = (await service.game(1)).row.state
    label = (await service.game(1)).state.monsters["z"].label
    for options in ({"target": label}, {"target": label, "weapon": "dagger"}):
        r = await service.command(1, ALICE, "attack", options)
        assert r.error and r.text.startswith(f"{label} is 3 squares away: only a throw of your Dagger reaches it, "
                                             "and a thrown weapon is lost for the rest of the quest. To throw it "
                                             f"anyway: `/attack target:{label} throw:true`."), r.text
    r = await service.command(1, ALICE, "attack", {"target": label}, lang="fr")
    assert r.error and r.text.startswith(f"{label} est à 3 cases : seul un lancer de votre arme (Poignard)"), r.text
    assert (await service.game(1)).row.state == before
    assert "dagger" in (await service.game(1)).state.heroes["wizard"].items
    r = await service.command(1, ALICE, "attack", {"target": label, "throw": True})
    assert not r.error and "throws the Dagger" in r.text, r.text
    assert "dagger" not in (await service.game(1)).state.heroes["wizard"].items


def test_a_known_open_pit_is_never_offered_as_a_square_to_move_to_and_cannot_be_disarmed():
    # bak-bo: "/move to:A12" from A8 suggested the open pit A9 as a "closest square" (and walking there
    # cost body); "/disarm trap:A9" said no trap was known while /game status listed the open pit
    import pytest

    from engine.core.errors import RuleError
    from tests.test_heroquest_support import give_turn, red, rig

    def act(state, seat, **action):
        return RS.apply(state, seat, action)

    s = RS.new_game("drowned_vault", ["barbarian", "elf"], 4242, {})
    s.monsters = {}
    s.traps["t_pit"].status = "sprung"  # at A9
    s.revealed = ["A", "B", "D", "J", "M"]
    s.open_doors = ["m_j", "j_hall", "d_hall", "d_west", "a_west", "a_vault"]
    s.known_doors = ["m_west", "m_j", "j_hall", "d_hall", "d_west", "a_west", "a_north", "a_vault"]
    s.seen = [f"A{n}" for n in range(1, 20)] + [f"{c}10" for c in "BCDEFG"] + [f"{c}19" for c in "BCDEFG"]
    s.heroes["barbarian"].pos, s.heroes["elf"].pos = "A8", None
    give_turn(s, "barbarian")
    with pytest.raises(RuleError) as err:
        act(s, "barbarian", type="disarm", trap="A9")
    assert err.value.key == "pit_open" and err.value.params["square"] == "A9"
    rig(s, red(3, 2))
    out = act(s, "barbarian", type="move", to="A12")
    short = next(e for e in out.events if e.type == "move_short")
    assert short.reach and "A9" not in short.reach, short
    assert (short.blocker, short.blocker_at) == ("pit", "A9")  # told as an open pit: to leap, not to disarm
    # named on purpose, the pit may still be climbed into (the rules allow it)
    out = act(out.state, "barbarian", type="move", to="A9")
    assert out.state.heroes["barbarian"].pos == "A9" and out.state.heroes["barbarian"].body == 7


def test_the_move_list_warns_of_a_known_pit_it_offers():
    from bot.gamekit import Table
    from bot.games.heroquest.game import HeroQuestGame
    from tests.test_heroquest_support import give_turn

    s = RS.new_game("drowned_vault", ["barbarian", "elf"], 4242, {})
    s.monsters = {}
    s.traps["t_pit"].status = "sprung"  # at A9
    s.seen = [f"A{n}" for n in range(1, 20)]
    s.heroes["barbarian"].pos, s.heroes["elf"].pos = "A8", None
    give_turn(s, "barbarian")
    game = HeroQuestGame()
    table = Table(game=game, lang="en", state=s, lobby={}, host_id=0, ruleset=RS)
    labels = dict((v, k) for k, v in game.move_choices(table, "barbarian", RS.legal_actions(s, "barbarian")))
    assert labels["A9"].endswith("⚠ Open pit: stepping there hurts") and "⚠" not in labels["A7"], labels


async def test_a_gift_goes_to_a_player_by_name_and_no_gold_is_told_as_such(service):
    # "/give card:gold to:cid" said "You cannot give anything to cid" (to:wizard worked), and with no
    # gold "You can give between 1 and 0 gold"
    await hq_game(service)  # alice plays the Barbarian, bob the Dwarf

    def potion(state):
        state.heroes["barbarian"].items.append("red_draught")

    await set_state(service, 1, potion)
    r = await service.command(1, ALICE, "give", {"card": "gold", "to": "bob", "amount": 5})
    assert r.error and r.text == "You have no gold to give.", r.text
    r = await service.command(1, ALICE, "give", {"card": "or", "to": "bob", "amount": 5}, lang="fr")
    assert r.error and r.text == "Vous n'avez aucune pièce d'or à donner.", r.text
    r = await service.command(1, ALICE, "give", {"card": "Red Draught", "to": "bob"})
    assert not r.error and "Barbarian gives the Red Draught to Dwarf." in r.text, r.text
    assert "red_draught" in (await service.game(1)).state.heroes["dwarf"].items
    r = await service.command(1, ALICE, "give", {"card": "gold", "to": "zed", "amount": 5})
    assert r.error and r.text.startswith("You cannot give anything to zed: give to another hero"), r.text


async def test_a_door_coming_into_view_is_told_by_the_number_the_board_and_open_use(service):
    # "A door shows between E11 and E10" gave no number, while the board and /open door:N use numbers
    await hq_game(service, quest="drowned_vault", seed="4242", heroes=((ALICE, "barbarian"), (BOB, "elf")))
    assert not (r := await service.command(1, ALICE, "move", {"to": "D15"})).error, r.text
    r = await service.command(1, ALICE, "open", {"door": "2"})
    assert not r.error and "Door 3 shows between E11 and E10." in r.text, r.text
    game = await service.game(1)
    doors = {d["name"]: (d["a"], d["b"]) for d in game.view(None)["board"]["doors"]}
    assert sorted(doors["3"]) == ["E10", "E11"]
    await hq_game(service, channel=2, quest="drowned_vault", seed="4242", heroes=((ALICE, "barbarian"), (BOB, "elf")))
    assert not (r := await service.command(2, ALICE, "move", {"to": "D15"}, lang="fr")).error, r.text
    r = await service.command(2, ALICE, "open", {"door": "2"}, lang="fr")
    assert not r.error and "La porte 3 apparaît entre E11 et E10." in r.text, r.text


def test_zargons_nearest_monster_is_nearest_by_the_way_it_walks_not_through_walls():
    # bak-ay, round 21: Skeleton S2 (F4, beside the Elf through a wall, 3 steps by the open way) acted
    # before Dread Warrior K1 (F3, 2 steps), took the doorway, and K1 did nothing
    from engine.rulesets.heroquest.game import Game
    from tests.test_heroquest_support import give_turn

    s = RS.new_game("drowned_vault", ["barbarian", "elf", "wizard"], 4242, {})
    s.open_doors = ["m_j", "j_hall", "d_hall", "d_west", "a_west", "a_vault"]
    s.traps["t_block"].status = "sprung"
    for hid, pos in (("barbarian", "D3"), ("elf", "E4"), ("wizard", "C4")):
        s.heroes[hid].pos = pos
    s.monsters = {mid: m for mid, m in s.monsters.items() if mid in ("v_guard", "v_skel2")}
    s.monsters["v_guard"].pos, s.monsters["v_skel2"].pos = "F3", "F4"
    g = Game(s, RS.content)
    for m in s.monsters.values():
        g.reveal_monster(m)
    s.round = 21
    give_turn(s, "wizard")
    guard, skeleton = s.monsters["v_guard"].label, s.monsters["v_skel2"].label
    out = RS.apply(s, "wizard", {"type": "end"})
    acted = [e.monster for e in out.events if e.type in ("monster_moved", "monster_attacked")]
    assert acted[:2] == [guard, guard], [(e.type, getattr(e, "monster", None)) for e in out.events]
    assert skeleton in acted  # then the skeleton, farther by the way it walks


async def test_a_way_blocked_by_an_open_pit_says_to_jump_never_to_disarm(service):
    await hq_game(service, quest="drowned_vault", seed="4242", heroes=((ALICE, "barbarian"), (BOB, "elf")))

    def pit_ahead(state):
        state.monsters = {}
        state.traps["t_pit"].status = "sprung"  # at A9
        state.seen = [f"A{n}" for n in range(1, 20)]
        state.heroes["barbarian"].pos, state.heroes["elf"].pos = "A8", None

    await set_state(service, 1, pit_ahead)
    r = await service.command(1, ALICE, "move", {"to": "A12"})
    assert r.error and "No way you know leads to A12" in r.text and "the open pit at A9" in r.text, r.text
    assert "`/jump` over it (an open pit cannot be disarmed)." in r.text and "/disarm" not in r.text, r.text


def test_a_trapped_piece_of_furniture_is_offered_by_the_squares_it_covers():
    """A playtest: furniture was listed by one of its squares ("a trapped tomb · V16" for a tomb on
    V16 and W16); it is named by its corners, as the board shows it."""
    from types import SimpleNamespace

    from bot import games
    from bot.gamekit import Table

    hq = games.get("heroquest")
    view = {"board": {"traps": [], "features": [
        {"id": "q_tomb", "kind": "furniture", "name": "Tomb", "name_fr": "Tombeau", "squares": ["V16", "W16"]},
        {"id": "t_rack", "kind": "furniture", "name": "Rack", "name_fr": "Râtelier",
         "squares": ["C6", "D6", "C7", "D7", "C8", "D8"]},
        {"id": "n_chest", "kind": "furniture", "name": "Chest", "name_fr": "Coffre", "squares": ["L17"]}]}}
    legal = [SimpleNamespace(type="disarm", trap=t) for t in ("q_tomb", "t_rack", "n_chest")]
    offered = hq.trap_choices(view, legal, Table(hq, "en", None, {}, 0))
    assert [label.rsplit(" · ", 1)[1] for label, _ in offered] == ["V16–W16", "C6–D8", "L17"]
