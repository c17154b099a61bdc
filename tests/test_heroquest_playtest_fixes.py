"""Defects a playtest of "The Drowned Vault" found, each through the game service as players meet them:
spells aimed at heroes, monster names shared by several monsters, spells a hero never had, a thrown
dagger, known pits, gifts to a player, door numbers and Zargon's order."""
from __future__ import annotations

from tests.test_service_heroquest import ALICE, BOB, hq_game, set_state


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
