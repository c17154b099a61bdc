"""Defects found by a third playtest of Age of Fantasy: Quest, each played through the service the bot uses,
in both languages. Line numbers: age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import re

from tests.test_aofq_wording import open_game as open_wording_game
from tests.test_aofq_wording import scene

QUEST, HEROES, SEED = "the_drowned_chapel", ["brannoc", "odile"], "t1"  # a Thornbrake lies at R22 (x 31-36)


async def open_game(svc, lang: str) -> None:
    await open_wording_game(svc, lang, QUEST)  # the same heroes, on this mission


def _odile_at(x: float, y: float):
    def change(state):
        state.heroes["odile"].x, state.heroes["odile"].y = x, y
    return change


# --- 1. dangerous ground: warned of before the move, told with its dice as it happens -------------------------


async def test_a_move_through_dangerous_ground_tells_the_ground_and_every_die(service):
    # line 85: "les figurines se déplaçant à travers un Terrain Dangereux ... doivent lancer 1D6 (ou autant que
    # leur valeur Cor), et pour chaque résultat de 1, elles subissent une blessure"; the playtest saw no word of
    # the ground crossed, and no die when none came up 1
    for lang, said in (("en", r"crosses dangerous ground \(Thornbrake\): 6 dice rolled, a wound on each 1: "),
                       ("fr", r"traverse un terrain dangereux \(Roncier\) : 6 dés lancés, une blessure par 1 : ")):
        await open_game(service, lang)
        await scene(service, _odile_at(28.0, 3.0))
        before = (await service.game(1)).state.heroes["odile"].wounds
        # T21: no way around the Thornbrake fits in the 12" of a rush
        reply = await service.command(1, 10, "move", {"to": "T21", "how": "rush"}, "odile", lang=lang)
        assert not reply.error, reply.text
        told = re.search(said + r"((?:\[\d\] ?){6}) → (.*)", reply.text)
        assert told, reply.text
        faces = [int(x) for x in re.findall(r"\[(\d)\]", told[1])]
        wounds = (await service.game(1)).state.heroes["odile"].wounds - before
        assert wounds == faces.count(1)
        assert told[2] == _wounds(lang, wounds), reply.text
        await service.end(1, 10, lang=lang, can_manage=True)


def _wounds(lang: str, n: int) -> str:
    if lang == "en":
        return "no wound." if n == 0 else f"{n} wound." if n == 1 else f"{n} wounds."
    return "aucune blessure." if n == 0 else f"{n} blessure." if n == 1 else f"{n} blessures."


async def test_a_roll_with_no_one_is_told_too_and_a_unit_standing_in_the_ground_agrees(service):
    from engine.rulesets.aofq import events as ev

    await open_game(service, "fr")
    game = await service.game(1)
    wardens = {"who": "E2", "name": "Leech Wardens", "name_fr": "Gardiens des sangsues"}
    quiet = ev.DangerRolled.make(**wardens, terrain="Sinking bog", terrain_fr="Tourbière mouvante", standing=True,
                                 faces=[2, 3, 4, 5, 6], wounds=0)
    en = game.game.narrator_cls(game.table("en")).line(quiet)
    fr = game.game.narrator_cls(game.table("fr")).line(quiet)
    assert en == ("⚠️ E2 Leech Wardens activate in dangerous ground (Sinking bog): 5 dice rolled, a wound on each 1: "
                  "[2] [3] [4] [5] [6] → no wound."), en
    assert fr == ("⚠️ E2 Gardiens des sangsues s'activent dans un terrain dangereux (Tourbière mouvante) : 5 dés "
                  "lancés, une blessure par 1 : [2] [3] [4] [5] [6] → aucune blessure."), fr


async def test_a_move_goes_around_dangerous_ground_when_that_does_as_well(service):
    # T22 is reached within the rush around the Thornbrake as well as through it: no roll, and the reply says why
    # the way bends
    for lang, said in (("en", "to T22, going around dangerous ground."),
                       ("fr", "jusqu'en T22, en contournant un terrain dangereux.")):
        await open_game(service, lang)
        await scene(service, _odile_at(28.0, 3.0))
        reply = await service.command(1, 10, "move", {"to": "T22", "how": "rush"}, "odile", lang=lang)
        assert not reply.error and said in reply.text, reply.text
        assert "⚠️" not in reply.text
        state = (await service.game(1)).state
        assert (state.heroes["odile"].x, state.heroes["odile"].y) == (39.0, 5.0) and state.heroes["odile"].wounds == 0
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_the_choices_of_a_move_warn_of_dangerous_ground_before_it_is_made(service):
    for lang, warning in (("en", "T21 · ⚠ crosses dangerous ground (Thornbrake)"),
                          ("fr", "T21 · ⚠ traverse un terrain dangereux (Roncier)")):
        await open_game(service, lang)
        await scene(service, _odile_at(28.0, 3.0))
        version = (await service.game(1)).row.version
        offered = await service.complete(1, 10, "to", "T21", command="move", hero="odile", lang=lang,
                                         options={"how": "rush", "to": "T21"})
        assert (warning, "T21") in offered, offered
        safe = await service.complete(1, 10, "to", "T22", command="move", hero="odile", lang=lang,
                                      options={"how": "rush", "to": "T22"})
        assert safe == [("T22", "T22")], safe  # the way around is taken: nothing to warn of
        # asking changed nothing: no die was rolled for the warning
        assert (await service.game(1)).row.version == version
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 2. the extra action's 2 power: said before the player commits, and what was spent said after ---------------


async def test_the_extra_action_says_its_cost_before_and_what_it_spent_after(service):
    # line 29: "peuvent dépenser 2 points de puissance pour effectuer une action supplémentaire au choix"
    for lang, before, choice, spent in (
            ("en", "Another action now (other than a skill action) is the extra one and costs 2 power: "
                   "Odile Marrow has 8.", "· extra action, 2 power",
             "🔋 Odile Marrow spends 2 power on an extra action: power 8 → 6."),
            ("fr", "Une autre action maintenant (hors action de compétence) est l'action en plus et coûte 2 points "
                   "de puissance : Odile Marrow en a 8.", "· action en plus, 2 de puissance",
             "🔋 Odile Marrow dépense 2 de puissance pour une action en plus : puissance 8 → 6.")):
        await open_game(service, lang)
        await scene(service, _odile_at(28.0, 3.0))
        # a wound for Brew on the Run to heal: a skill that would do nothing is not offered (playtest 4)
        await scene(service, lambda state: setattr(state.heroes["odile"], "wounds", 1))
        reply = await service.command(1, 10, "move", {"to": "R19", "how": "rush"}, "odile", lang=lang)
        assert not reply.error and before in reply.text, reply.text
        offered = await service.complete(1, 10, "to", "S20", command="move", hero="odile", lang=lang,
                                         options={"how": "advance", "to": "S20"})
        assert offered and all(label.endswith(choice) for label, _ in offered), offered
        listed = await service.complete(1, 10, "action", "", command="do", hero="odile", lang=lang)
        advance = [label for label, _ in listed if label.startswith(("Advance", "Avancer"))]
        assert advance and all(label.endswith(choice) for label in advance), listed
        skills = [label for label, _ in listed if label.startswith(("Use", "Utiliser"))]
        assert skills and not any(choice in label for label in skills), listed  # the skill action is still free
        reply = await service.command(1, 10, "move", {"to": "S20"}, "odile", lang=lang)
        assert not reply.error and spent in reply.text, reply.text
        assert (await service.game(1)).state.heroes["odile"].power == 6
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_an_extra_action_without_the_power_says_the_exhaustion_wounds(service):
    # line 43: "si un héros dépense ou perd plus de puissance qu'il n'en possède, il subit autant de blessures que
    # la puissance dépensée ou perdue"
    def weak(state):
        _odile_at(28.0, 3.0)(state)
        state.heroes["odile"].power = 1

    for lang, before, choice, spent in (
            ("en", "Odile Marrow has only 1, so it costs 2 wounds from exhaustion instead.",
             "· extra action, 2 power (only 1, so 2 wounds from exhaustion)",
             "🔋 Odile Marrow spends 2 power on an extra action with only 1: power 1 → 0, and 2 wounds from "
             "exhaustion."),
            ("fr", "Odile Marrow n'en a que 1, elle coûte donc 2 blessures d'épuisement à la place.",
             "· action en plus, 2 de puissance (seulement 1, donc 2 blessures d'épuisement)",
             "🔋 Odile Marrow dépense 2 de puissance pour une action en plus avec seulement 1 : puissance 1 → 0, "
             "et 2 blessures d'épuisement.")):
        await open_game(service, lang)
        await scene(service, weak)
        reply = await service.command(1, 10, "move", {"to": "R19", "how": "rush"}, "odile", lang=lang)
        assert not reply.error and before in reply.text, reply.text
        offered = await service.complete(1, 10, "to", "S20", command="move", hero="odile", lang=lang,
                                         options={"how": "advance", "to": "S20"})
        assert offered and all(label.endswith(choice) for label, _ in offered), offered
        reply = await service.command(1, 10, "move", {"to": "S20"}, "odile", lang=lang)
        assert not reply.error and spent in reply.text, reply.text
        assert reply.text.count("2 wounds") + reply.text.count("2 blessures") == 1  # told once, not twice
        odile = (await service.game(1)).state.heroes["odile"]
        assert (odile.power, odile.wounds) == (0, 2)
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 3. weapons' profiles and spells' ranges where a player looks: /hand, the spell choices, the find itself ------


async def test_hand_lists_every_weapon_with_its_profile_and_every_spell_with_its_range(service):
    def gear(state):
        state.heroes["brannoc"].loot = ["old_war_bow", "blasting_jar", "boiled_leather"]
        state.heroes["brannoc"].used_limited = ["Blasting jar"]

    for lang, lines in (
            ("en", ["• Weapon **Notched broadsword**: melee, 3 attacks, AP(1)",
                    "• Weapon **Ferryman's hatchet**: range 6\", 1 attack, Limited",
                    "• Weapon **Old war bow** (found): range 24\", 1 attack, AP(1)",
                    "• Weapon **Blasting jar** (found): range 6\", 1 attack, Blast(3), Limited — used up "
                    "(Limited: once per mission)",
                    "• Item **Boiled Leather Jerkin**: +1 Defense for the hero who wears it.",
                    "• Spell **Witchfire** (1 token, range 18\"): Two hits with AP(1) on one enemy unit in sight.",
                    "• Weapon **Rowan staff**: melee, 2 attacks"]),
            ("fr", ["• Arme **Épée large ébréchée** : mêlée, 3 attaques, PA (1)",
                    "• Arme **Vieil arc de guerre** (trouvée) : portée 24\", 1 attaque, PA (1)",
                    "• Arme **Jarre explosive** (trouvée) : portée 6\", 1 attaque, Explosion (3), Limité — épuisée "
                    "(Limité : une fois par mission)",
                    "• Objet **Pourpoint de cuir bouilli** : +1 en Défense pour le héros qui le porte.",
                    "• Sort **Piège de ronces** (2 jetons, portée 12\") : Une unité ennemie en vue ne peut que Tenir "
                    "lors de sa prochaine activation."])):
        await open_game(service, lang)
        await scene(service, gear)
        hand = (await service.hand(1, 10, lang=lang)).text.splitlines()
        for line in lines:
            assert line in hand, (line, hand)
        spells = await service.complete(1, 10, "spell", "", command="cast", hero="odile", lang=lang)
        assert spells and all(re.search(r'(range|portée) \d+"', label) for label, _ in spells), spells
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_a_weapon_found_is_told_with_its_profile(service):
    from engine.rulesets.aofq import events as ev

    await open_game(service, "en")
    game = await service.game(1)
    found = ev.Found.make(who="Brannoc", name="Brannoc Hale", name_fr="Brannoc Hale", marker="S1", loot="old_war_bow",
                          loot_name="Old War Bow", loot_name_fr="Vieil arc de guerre", kept=True)
    assert game.game.narrator_cls(game.table("en")).line(found) == \
        "🔎 Brannoc Hale turns over S1: Old War Bow (range 24\", 1 attack, AP(1)), kept."
    assert game.game.narrator_cls(game.table("fr")).line(found) == \
        "🔎 Brannoc Hale retourne S1 : Vieil arc de guerre (portée 24\", 1 attaque, PA (1)), qui rejoint son équipement."
    potion = found.model_copy(update={"loot": "healing_draught", "loot_name": "Healing Draught"})
    assert game.game.narrator_cls(game.table("en")).line(potion) == "🔎 Brannoc Hale turns over S1: Healing Draught, kept."


# --- 4. heroes set down at the centre of a cell, in their deployment zone -----------------------------------------


def _deployments():
    from engine.rulesets.aofq import RULESET as rs

    parties = (["brannoc"], ["brannoc", "odile"], ["tamsin", "aldric", "kesh"], ["brannoc", "sefa", "odile", "kesh"])
    for quest in ("ferry_at_dusk", "the_drowned_chapel", "crowfall_road", "random", "random-hard"):
        for party in parties:
            for small in (False, True):
                yield rs, rs._new_game(rs.content, quest, party, "t1", {"small": True} if small else None)


def test_heroes_deploy_at_cell_centres_inside_their_zone_on_open_ground():
    import math

    from engine.rulesets.aofq.game import Game, cell_centre, cell_name
    from engine.rulesets.aofq.geometry import Model

    for rs, state in _deployments():
        g = Game(state, rs.content)
        x0, y0, x1, y1 = state.mission.deploy
        k = state.size / 48
        placed = []
        for hid, h in state.heroes.items():
            hero = rs.content.hero(hid)
            r = hero.base / 2
            cell = cell_name(h.x, h.y, state.size)
            assert cell_centre(cell, state.size) == (round(h.x, 4), round(h.y, 4)), (state.mission.id, hid, h.x, h.y)
            if hero.rule("Scout"):  # line 149: "n'importe où à 12\" ou moins autour de sa zone de déploiement"
                assert math.hypot(max(x0 - h.x, 0, h.x - x1), max(y0 - h.y, 0, h.y - y1)) <= 12 * k + 1e-6
            else:
                assert x0 + r - 1e-6 <= h.x <= x1 - r + 1e-6 and y0 + r - 1e-6 <= h.y <= y1 - r + 1e-6, (hid, h.x, h.y)
            under = g.table.terrain_under(Model(hid, h.x, h.y, hero.base))
            assert not any(t.blocking or t.dangerous or t.difficult for t in under), (state.mission.id, hid, under)
            assert all(math.hypot(h.x - x, h.y - y) >= (hero.base + b) / 2 for x, y, b in placed)
            placed.append((h.x, h.y, hero.base))


async def test_the_status_and_the_picture_put_each_hero_in_one_cell(service):
    from engine.rulesets.aofq.game import cell_centre

    await open_game(service, "en")
    game = await service.game(1)
    status = (await service.status(1, 10, lang="en")).text
    for hid, h in game.view()["heroes"].items():
        cell = re.search(rf"{h['name']} \(alice\) at ([A-X]\d+)", status)[1]
        assert cell_centre(cell, 48.0) == (h["x"], h["y"]), (hid, cell, h["x"], h["y"])
