"""Defects found by a fourth playtest of Age of Fantasy: Quest, each played through the service the bot uses,
in both languages. Line numbers: age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import math

import pytest

from engine import registry
from engine.rulesets.aofq.state import ModelState
from tests.test_aofq_wording import open_game as open_wording_game
from tests.test_aofq_wording import scene

ROAD = ("crowfall_road", ["sefa", "tamsin", "aldric"], "p4")


async def open_game(svc, lang: str, quest=ROAD) -> None:
    name, heroes, seed = quest
    await open_wording_game(svc, lang, name, heroes, seed)


def gap(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Edge to edge between two 1" bases."""
    return math.dist(a, b) - 1.0


# --- 1. a charge that wipes out no unit ends with the chargers falling back 1" (line 57) --------------------------


def _the_charge_of_the_playtest(state):
    # as the playtest stood: Sefa right behind the spot Tamsin charges to; E1 too many to be wiped out
    state.heroes["sefa"].x, state.heroes["sefa"].y = 20.28, 20.49
    state.heroes["tamsin"].x, state.heroes["tamsin"].y = 20.33, 19.1
    state.heroes["aldric"].x, state.heroes["aldric"].y = 23.26, 17.29
    e1 = next(u for u in state.units if u.label == "E1")
    e1.models = [ModelState(id=f"u1m{i}", x=19.15 + 1.1 * (i % 3), y=22.54 + 1.1 * (i // 3)) for i in range(6)]
    state.units = [e1]
    state.arrivals = []


async def test_a_hero_whose_charge_wipes_out_no_unit_falls_back_1_inch(service):
    # line 57: « si aucune unité n'est tuée, les figurines qui ont chargées doivent reculer et s'éloigner d'1" (si
    # possible) »; the playtest saw Tamsin stay in contact, Sefa standing straight behind her
    for lang, said in (("en", 'Tamsin Quill falls back 1" to '), ("fr", 'Tamsin Quill recule de 1" jusqu\'en ')):
        await open_game(service, lang)
        await scene(service, _the_charge_of_the_playtest)
        reply = await service.command(1, 10, "attack", {"target": "E1", "how": "charge"}, "tamsin", lang=lang)
        assert not reply.error, reply.text
        state = (await service.game(1)).state
        tamsin = state.heroes["tamsin"]
        e1 = next(u for u in state.units if u.label == "E1")
        assert e1.models and not tamsin.unconscious
        assert said in reply.text, reply.text
        assert reply.text.index(said) > reply.text.index("Paired stilettos" if lang == "en" else "Stylets jumeaux")
        nearest = min(gap((tamsin.x, tamsin.y), (m.x, m.y)) for m in e1.models)
        assert nearest >= 0.45, nearest  # away from every model of E1, as far as 1" aside of Sefa takes her
        sefa = state.heroes["sefa"]
        assert math.dist((tamsin.x, tamsin.y), (sefa.x, sefa.y)) >= 1.0 - 0.01
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_an_ai_unit_whose_charge_wipes_out_no_unit_falls_back_1_inch(service):
    # the same line holds for the AI's chargers: the Gallows Pikes (melee only) charge Brother Aldric
    def change(state):
        state.heroes["sefa"].x, state.heroes["sefa"].y = 2.0, 38.0
        state.heroes["tamsin"].x, state.heroes["tamsin"].y = 4.0, 38.0
        state.heroes["aldric"].x, state.heroes["aldric"].y = 20.0, 10.0  # open ground all around
        e1 = next(u for u in state.units if u.label == "E1")
        e1.models = [ModelState(id=f"u1m{i}", x=24.5 + 1.1 * i, y=10.0) for i in range(5)]
        state.units = [e1]
        state.arrivals = []
        state.heroes["aldric"].wounds = 0

    for lang, said in (("en", 'E1 Gallows Pikes fall back 1" to '), ("fr", 'E1 Piquiers du gibet reculent de 1" jusqu\'en ')):
        await open_game(service, lang)
        await scene(service, change)
        for hero in ("sefa", "tamsin", "aldric"):
            reply = await service.command(1, 10, "end", {}, hero, lang=lang)
            assert not reply.error, reply.text
        state = (await service.game(1)).state
        e1 = next(u for u in state.units if u.label == "E1")
        aldric = state.heroes["aldric"]
        assert "charge" in reply.text.lower(), reply.text
        assert e1.models and not aldric.unconscious, reply.text
        assert said in reply.text, reply.text
        nearest = min(gap((aldric.x, aldric.y), (m.x, m.y)) for m in e1.models)
        assert nearest >= 1.0 - 0.05, nearest
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_a_charger_with_no_room_to_fall_back_is_told_so(service):
    from engine.rulesets.aofq import events as ev

    await open_game(service, "fr")
    game = await service.game(1)
    stuck = ev.FallBackBlocked.make(who="Tamsin", name="Tamsin Quill", name_fr="Tamsin Quill", target="E1",
                                    target_name="Gallows Pikes", target_name_fr="Piquiers du gibet")
    en = game.game.narrator_cls(game.table("en")).line(stuck)
    fr = game.game.narrator_cls(game.table("fr")).line(stuck)
    assert en == ('Tamsin Quill cannot fall back 1" from E1 Gallows Pikes, as a charge that wipes out no unit must: '
                  "friends, walls or the table edge leave no room, so she stays in contact."), en
    assert fr == ("Tamsin Quill ne peut pas reculer d'1\" pour s'éloigner de E1 Piquiers du gibet, comme le doit une "
                  "charge qui n'anéantit aucune unité : alliés, murs ou bord de table ne laissent pas la place, elle reste "
                  "au contact."), fr


# --- 2. dangerous ground: one roll per activation; enemies are not set down in it --------------------------------

ON_THE_THORNBRAKE = [(36.9, 44.0), (38.0, 44.0), (39.1, 44.0)]  # where the playtest's E4 arrived (crowfall_road)


def _riders_in_the_thornbrake(state):
    from engine.rulesets.aofq.state import UnitState

    state.heroes["sefa"].x, state.heroes["sefa"].y = 20.0, 10.0
    state.heroes["tamsin"].x, state.heroes["tamsin"].y = 22.0, 10.0
    state.heroes["aldric"].x, state.heroes["aldric"].y = 24.0, 10.0
    state.units = [UnitState(id="u9", label="E4", profile="carrion_riders",
                             models=[ModelState(id=f"u9m{i}", x=x, y=y) for i, (x, y) in enumerate(ON_THE_THORNBRAKE)])]
    state.arrivals = []


async def test_a_unit_that_activates_in_dangerous_ground_and_crosses_it_rolls_once(service):
    # line 85: « les figurines se déplaçant à travers un Terrain Dangereux ou qui s'y activent doivent lancer
    # 1D6 »: the playtest saw E4 roll when it activated in the Thornbrake and again as it crossed it
    for lang, ground in (("en", "dangerous ground (Thornbrake)"), ("fr", "terrain dangereux (Roncier)")):
        await open_game(service, lang)
        await scene(service, _riders_in_the_thornbrake)
        for hero in ("sefa", "tamsin", "aldric"):
            reply = await service.command(1, 10, "end", {}, hero, lang=lang)
            assert not reply.error, reply.text
        e4 = reply.text[reply.text.index("E4"):]
        assert e4.count(ground) == 1, reply.text
        assert "rush" in e4 or "court" in e4 or "courent" in e4, reply.text  # it did move out across it
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_a_hero_that_activates_in_dangerous_ground_and_walks_out_rolls_once(service):
    def change(state):
        state.heroes["tamsin"].x, state.heroes["tamsin"].y = 34.0, 44.0  # in the Thornbrake
        state.units = []
        state.arrivals = []

    for lang, ground in (("en", "dangerous ground (Thornbrake)"), ("fr", "terrain dangereux (Roncier)")):
        await open_game(service, lang)
        await scene(service, change)
        reply = await service.command(1, 10, "move", {"to": "toward Sefa"}, "tamsin", lang=lang)
        assert not reply.error, reply.text
        assert reply.text.count(ground) == 1, reply.text
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_enemies_arriving_are_set_down_off_dangerous_ground_when_open_ground_is_near(service):
    from engine.rulesets.aofq.content import content
    from engine.rulesets.aofq.game import Game
    from engine.rulesets.aofq.geometry import Model

    await open_game(service, "en")
    state = (await service.game(1)).state
    g = Game(state, content())
    assert any(t.dangerous for x, y in ON_THE_THORNBRAKE for t in g.table.terrain_under(Model("p", x, y, 1.0)))
    riders = next(a for a in state.arrivals if a.unit == "carrion_riders")
    g.arrive(riders.round)
    e = next(u for u in state.units if u.profile == "carrion_riders")
    base = g.prof(e).base
    assert len(e.models) == content().unit("carrion_riders").models
    for m in e.models:
        assert not any(t.dangerous for t in g.table.terrain_under(Model(m.id, m.x, m.y, base))), (m.x, m.y)
        assert math.dist((m.x, m.y), (riders.x, riders.y)) <= 8.0


# --- 3. the AI weighs a charge against the shooting it will really do, and does that shooting ----------------------

FERRY = ("ferry_at_dusk", ["brannoc", "odile"], "s1")


def _musketeers_half_hidden(state):
    # the playtest's round 4: three of E2's five musketeers are in range of Brannoc but out of his sight
    from engine.rulesets.aofq.state import UnitState

    state.round = 4
    state.heroes["brannoc"].x, state.heroes["brannoc"].y = 22.5716, 19.9036
    state.heroes["odile"].x, state.heroes["odile"].y = 21.0, 17.0
    spots = [(27.5271, 26.3032), (28.6271, 26.3032), (29.7271, 26.3032), (27.5271, 27.4032), (28.6271, 27.4032)]
    state.units = [UnitState(id="u2", label="E2", profile="slag_musketeers",
                             models=[ModelState(id=f"u2m{i}", x=x, y=y) for i, (x, y) in enumerate(spots)])]
    state.arrivals = []


async def test_the_ai_charges_when_that_beats_the_shooting_it_can_really_do(service):
    # line 95: « chargez le plus proche si vous pouvez infliger plus de dégâts qu'en tirant »: the playtest read
    # "holds and shoots Brannoc Hale: 0.3 expected wounds by shooting against 0.4 by charging" (the charge was
    # weighed against an advance counting the three hidden muskets, then the unit held and shot with two)
    import re

    for lang, said in (("en", r"🤖 E2 Slag Musketeers: charges Brannoc Hale: ([\d.]+) expected wounds? against ([\d.]+) by "
                              r"shooting\."),
                       ("fr", r"🤖 E2 Mousquetaires de scorie : chargent Brannoc Hale : ([\d,]+) blessures? attendues? "
                              r"contre ([\d,]+) au tir\.")):
        await open_game(service, lang, FERRY)
        await scene(service, _musketeers_half_hidden)
        for hero in ("brannoc", "odile"):
            reply = await service.command(1, 10, "end", {}, hero, lang=lang)
            assert not reply.error, reply.text
        told = re.search(said, reply.text)
        assert told, reply.text
        melee, shooting = (float(x.replace(",", ".")) for x in told.groups())
        assert melee > shooting, reply.text
        assert "Gun butt" in reply.text or "Crosse" in reply.text  # the charge was made
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_a_unit_that_cannot_charge_shoots_without_weighing_a_charge(service):
    # pinned (Pinning Shot), the musketeers cannot charge: the message gives no figure "by charging" to compare
    def pinned(state):
        _musketeers_half_hidden(state)
        state.units[0].effects = {"pinned": 4}

    for lang, said, never in (("en", "🤖 E2 Slag Musketeers: holds and shoots Brannoc Hale: ", "by charging"),
                              ("fr", "🤖 E2 Mousquetaires de scorie : tiennent et tirent sur Brannoc Hale : ",
                               "en chargeant")):
        await open_game(service, lang, FERRY)
        await scene(service, pinned)
        for hero in ("brannoc", "odile"):
            reply = await service.command(1, 10, "end", {}, hero, lang=lang)
            assert not reply.error, reply.text
        assert said in reply.text and never not in reply.text, reply.text
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 4. a cell typed is reached by the way around difficult ground, as "toward" finds it ---------------------------


async def test_a_rush_to_a_cell_whose_centre_lies_in_difficult_ground_ends_in_that_cell(service):
    # the playtest, round 1: Tamsin at L23, `/move how:rush to:K18` was refused ("10.2\" by the open way, through
    # difficult ground, which caps this activation's moves at 6\"") while `to:toward E1` rushed 11.7" to K18
    # around the hedge: K18's centre lies in a sinking bog, another spot of K18 is in the rush's reach
    def change(state):
        state.heroes["tamsin"].x, state.heroes["tamsin"].y = 23.0, 3.0

    for lang, said in (("en", 'Tamsin Quill rushes '), ("fr", "Tamsin Quill court de ")):
        await open_game(service, lang)
        await scene(service, change)
        reply = await service.command(1, 10, "move", {"to": "K18", "how": "rush"}, "tamsin", lang=lang)
        assert not reply.error, reply.text
        assert said in reply.text and ("to K18." in reply.text or "jusqu'en K18." in reply.text), reply.text
        tamsin = (await service.game(1)).state.heroes["tamsin"]
        assert 20.0 <= tamsin.x <= 22.0 and 12.0 <= tamsin.y <= 14.0, (tamsin.x, tamsin.y)  # in K18
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 5. Quick Fingers without a token named: the nearest within 3", or why none will do ---------------------------


async def test_quick_fingers_with_no_token_near_says_which_is_nearest_and_spends_nothing(service):
    # the playtest: `/use card:quick fingers` → "There is no search token “” left on the table." with S1, S2, S4
    # on the table
    def change(state):
        state.heroes["tamsin"].x, state.heroes["tamsin"].y = 24.0, 10.0  # S3 (24, 16) is the nearest, 5.5" off

    for lang, said in (("en", 'No search token is within 3": the nearest, S3, is 5.5" away. Come closer first '
                              "(`/move to:toward S3`); nothing is spent."),
                       ("fr", 'Aucun jeton de recherche à 3" ou moins : le plus proche, S3, est à 5,5". Approchez '
                              "d'abord (`/move to:vers S3`) ; rien n'est dépensé.")):
        await open_game(service, lang)
        await scene(service, change)
        before = (await service.game(1)).state.heroes["tamsin"].model_dump()
        reply = await service.command(1, 10, "use", {"card": "quick fingers"}, "tamsin", lang=lang)
        assert reply.error and said in reply.text, reply.text
        assert (await service.game(1)).state.heroes["tamsin"].model_dump() == before
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_quick_fingers_with_no_token_named_takes_the_nearest_within_3_inches(service):
    def change(state):
        state.heroes["tamsin"].x, state.heroes["tamsin"].y = 24.0, 14.0

    await open_game(service, "en")
    await scene(service, change)
    reply = await service.command(1, 10, "use", {"card": "quick fingers"}, "tamsin", lang="en")
    assert not reply.error, reply.text
    s3 = next(m for m in (await service.game(1)).state.markers if m.label == "S3")
    assert s3.done or s3.revealed, reply.text


# --- 6. a skill that would do nothing is refused before anything is spent -----------------------------------------


async def test_a_rallying_shout_for_a_hero_neither_shaken_nor_hindered_is_refused_and_costs_nothing(service):
    def near(state):
        state.heroes["odile"].x, state.heroes["odile"].y = state.heroes["brannoc"].x + 2.0, state.heroes["brannoc"].y

    for lang, said in (("en", "Odile Marrow is neither Shaken nor Hindered: Rallying Shout would do nothing for her, "
                              "and nothing is spent on an action that cannot do anything."),
                       ("fr", "Odile Marrow n'est ni Ébranlée ni Entravée : Cri de ralliement ne ferait rien, et rien "
                              "n'est dépensé pour une action qui ne peut rien faire.")):
        await open_game(service, lang, FERRY)
        await scene(service, near)
        before = (await service.game(1)).state.heroes["brannoc"].model_dump()
        reply = await service.command(1, 10, "use", {"card": "rallying shout", "target": "odile"}, "brannoc", lang=lang)
        assert reply.error and said in reply.text, reply.text
        assert (await service.game(1)).state.heroes["brannoc"].model_dump() == before
        # Hindered, she is rallied as before
        await scene(service, lambda state: state.heroes["odile"].conditions.append("Hindered"))
        reply = await service.command(1, 10, "use", {"card": "rallying shout", "target": "odile"}, "brannoc", lang=lang)
        assert not reply.error, reply.text
        assert "Hindered" not in (await service.game(1)).state.heroes["odile"].conditions
        await service.end(1, 10, lang=lang, can_manage=True)


async def test_second_wind_unhurt_and_at_full_power_is_refused_and_costs_nothing(service):
    for lang, said in (("en", "Kesh Varrow has no wound to heal and all of their power: Second Wind would do nothing"),
                       ("fr", "Kesh Varrow n'a aucune blessure à soigner et toute sa puissance : Second souffle ne "
                              "ferait rien")):
        await open_game(service, lang, ("ferry_at_dusk", ["kesh", "odile"], "s1"))
        before = (await service.game(1)).state.heroes["kesh"].model_dump()
        reply = await service.command(1, 10, "use", {"card": "second wind"}, "kesh", lang=lang)
        assert reply.error and said in reply.text, reply.text
        assert (await service.game(1)).state.heroes["kesh"].model_dump() == before
        await scene(service, lambda state: setattr(state.heroes["kesh"], "wounds", 2))
        reply = await service.command(1, 10, "use", {"card": "second wind"}, "kesh", lang=lang)
        assert not reply.error, reply.text
        assert (await service.game(1)).state.heroes["kesh"].wounds == 0
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 7. a name that fits several things asks which ---------------------------------------------------------------


async def test_toward_a_name_that_fits_two_things_lists_both(service):
    # the playtest: `/move to:toward GALLOWS` → "Nothing on the table is called “GALLOWS”" with E1 Gallows Pikes and
    # A1 Gallows tree on the table
    for lang, said in (
            ("en", "“GALLOWS” names several things on the table: E1 Gallows Pikes, A1 Gallows tree. Say which by its "
                   "label (for example `E1`)."),
            ("fr", "« GALLOWS » désigne plusieurs choses sur la table : E1 Piquiers du gibet, A1 Arbre aux pendus. "
                   "Précisez laquelle par son repère (par exemple `E1`).")):
        await open_game(service, lang)
        version = (await service.game(1)).row.version
        reply = await service.command(1, 10, "move", {"to": "toward GALLOWS"}, "tamsin", lang=lang)
        assert reply.error and said in reply.text, reply.text
        assert (await service.game(1)).row.version == version
        reply = await service.command(1, 10, "move", {"to": "toward gallows tree"}, "tamsin", lang=lang)
        assert not reply.error, reply.text  # one thing named: no question
        await service.end(1, 10, lang=lang, can_manage=True)


# --- 8. a choice keeps its label whole: the warning is what is shortened ------------------------------------------


async def test_a_long_choice_keeps_the_name_and_models_and_shortens_the_warning(service):
    # the playtest: "E2 Crowmantle Skirmishers  · ⚠" lost "(4/4)" and left a double space
    await open_game(service, "en")
    game = await service.game(1)
    for lang, short in (("en", "· ⚠ crosses dangerous ground"), ("fr", "· ⚠ traverse un terrain dangereux")):
        table = game.table(lang)
        label = "K14 · the edge of reach toward E2 Crowmantle Skirmishers (4/4)"
        danger = "Thornbrake, Sinking bog, Thornbrake of the old march, Sinking bog of the fen"
        shown = game.game.warned(table, label, danger)
        assert len(shown) <= 100 and shown.startswith(label + " ") and "  " not in shown, shown
        assert shown == f"{label} {short}", shown
        near = game.game.warned(table, "toward E2 Crowmantle Skirmishers (4/4) (7.5\" away)", "Thornbrake")
        assert near == f"toward E2 Crowmantle Skirmishers (4/4) (7.5\" away) {short} (Thornbrake)", near  # room: whole
    await service.end(1, 10, lang="en", can_manage=True)


def test_brother_aldric_is_tagged_by_his_name_not_his_title():
    # a playtest: the map tagged him "Brother", and the story said "casts Mend Flesh on Brother"
    rs = registry.get("aofq")
    s = rs.new_game("crowfall_road", ["sefa", "tamsin", "aldric"], "p4")
    view = rs.view(s, None)
    labels = {h["id"]: h["label"] for h in view["heroes"].values()}
    assert labels == {"sefa": "Sefa", "tamsin": "Tamsin", "aldric": "Aldric"}


async def test_hand_shows_the_heros_numbers_and_special_rules(service):
    # a playtest: Sefa started outside the deployment zone (a Scout) and nothing a player could read said why
    await open_game(service, "fr")
    text = (await service.hand(1, 10, lang="fr")).text
    assert "Qualité 3+, Défense 4+, Force 5+, Dextérité 3+, Volonté 4+ ; règles spéciales : Éclaireur, Arpenteur." in text
    text = (await service.hand(1, 10)).text
    assert "Quality 3+, Defense 4+, Strength 5+, Dexterity 3+, Will 4+; special rules: Scout, Strider." in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "E1 Ashhand Journeymen 5/5 (H4) · Hex Mark: −1 Defense this round · Pinning Shot: no Rush or Charge in round 2;"),
    ("fr", " · Marque maléfique : −1 en Défense ce round · Tir clouant : ni Courir ni Charger au round 2 ;"),
])
async def test_status_tells_what_the_heroes_left_on_an_enemy_unit(service, lang, said):
    # a playtest: after Pinning Shot wounded a unit, nothing said it was pinned, nor until when
    def marked(state):
        state.units[0].effects = {"pinned": 2, "hexed": 1}

    await open_game(service, lang, FERRY)
    await scene(service, marked)
    text = (await service.status(1, 10, lang=lang)).text
    assert said in text, text


@pytest.mark.parametrize(("lang", "used", "said"), [
    ("en", "Hold the Ford", "0 spell tokens, Guard: +1 Defense until the next activation — activating"),
    ("fr", "Tenir le gué", "0 jeton de sort, En garde : +1 en Défense jusqu'à sa prochaine activation — s'active"),
])
async def test_status_tells_what_a_heros_own_skill_gives_it_and_until_when(service, lang, used, said):
    # a playtest: after Hold the Ford nothing said Brannoc had +1 Defense, nor for how long
    await open_game(service, lang, FERRY)
    reply = await service.command(1, 10, "use", {"card": used}, "brannoc", lang=lang)
    assert not reply.error, reply.text
    assert said in (await service.status(1, 10, lang=lang)).text
    guard = said.split(", ")[1].split(" —")[0]
    for hero in ("brannoc", "odile"):  # the round goes on: the enemies act, round 2 begins
        assert not (await service.command(1, 10, "end", {}, hero, lang=lang)).error
        assert guard in (await service.status(1, 10, lang=lang)).text
    state = (await service.game(1)).state
    assert state.round == 2 and state.heroes["brannoc"].effects == {"guard": 99}
    assert not (await service.command(1, 10, "end", {}, "brannoc", lang=lang)).error  # his next activation
    assert guard not in (await service.status(1, 10, lang=lang)).text


async def test_do_warns_of_dangerous_ground_on_the_way_as_move_does(service):
    # a playtest: /move's choices warned of the bog, but /do's "Rush toward S2" walked into it unwarned
    await open_game(service, "en", ("crowfall_road", ["sefa", "tamsin"], "p4"))
    game = await service.game(1)
    labels = [label for label, _ in service._do_choices(game, "sefa", "en")]
    warned = [label for label in labels if "⚠ crosses dangerous ground (Sinking bog)" in label]
    assert "Rush toward S2 Search token · ⚠ crosses dangerous ground (Sinking bog)" in warned, labels
    assert "Rush toward S1 Search token" in labels  # a way that crosses none says nothing
    # the warned label is the one /do takes, and the move goes on as chosen
    reply = await service.do(1, 10, "Rush toward S2", "sefa", lang="en")
    assert not reply.error and "Sinking bog" in reply.text, reply.text
