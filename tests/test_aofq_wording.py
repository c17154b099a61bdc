"""Age of Fantasy: Quest's words as players read them (a playtest's list): the French rulebook's terms
(Fatigué, Scélérat, round, jeton de recherche), French agreement and plurals in both languages, rules topics
found by their French names, rules texts that say what the engine does (Hindered, the defend mission), the
defeat picture's reason in words, a bad `distance` refused in words, and an unconscious hero told so."""
from __future__ import annotations

import re

from bot.store import LogEntry
from engine.rulesets.aofq import events as ev
from rendering.aofq.board import _Header

QUEST, HEROES, SEED = "ferry_at_dusk", ["brannoc", "odile"], "t1"  # ferry_at_dusk is a defend mission


async def open_game(svc, lang: str, quest: str = QUEST, heroes: list[str] = HEROES, seed: str = SEED) -> None:
    r = await svc.new_game(1, 10, "aofq", quest, seed, lang=lang, user_name="alice")
    assert not r.error, r.text
    for hero in heroes:
        assert not (await svc.join(1, 10, hero, lang=lang, user_name="alice")).error
    assert not (await svc.start(1, 10, lang=lang)).error


async def scene(svc, change) -> None:
    """The game's state changed by `change(state)`, committed as it stands."""
    game = await svc.game(1)
    state = game.rs.load_state(game.row.state)
    change(state)
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                      state=game.rs.dump_state(state), _state_obj=state)


def texts(lang: str):
    from bot import games

    game = games.get("aofq")
    return lambda key, **params: game.texts(lang, key, **params)


# --- 1. the rulebook's French terms --------------------------------------------------------------------


def test_french_says_fatigue_scelerat_round_and_jeton_de_recherche():
    fr = texts("fr")
    assert fr("aofq-flag-fatigued", gender="f") == "Fatiguée" and fr("pic-fatigued", gender="m") == "Fatigué"
    assert fr("pic-villain") == "Scélérat"
    assert "round 6" in fr("sum-won", round=6, reason="r") and fr("topic-turn") == "le round"
    for key in ("msg-board", "sum-draw", "sum-ended", "sum-lost", "sum-over", "sum-won"):
        assert "manche" not in fr(key, quest="Q", round=2, reason="r"), key
    assert "recherche" in fr("topic-search") and "recherche" in fr("rule-aofq_no_token", name="S9")
    from bot import games

    every = games.get("aofq").texts
    said = {key: str(fr(key, gender="m", n=2, round=2, rounds=6, reason="r")) for key in every.ids("fr")}
    wrong = {k: v for k, v in said.items() if re.search(r"jetons? de fouille|Épuisé|Némésis|manche", v)}
    assert wrong == {}
    # "Épuisement" is the power overspend, and keeps its name there
    assert fr("aofq-why-exhaustion") == "l'épuisement"


async def test_french_status_agrees_with_a_female_hero(service):
    await open_game(service, "fr")

    def down(state):
        state.heroes["odile"].unconscious = True
        state.heroes["odile"].fatigued = True
        state.heroes["odile"].conditions = ["Hindered"]
        state.acted = ["odile"]

    await scene(service, down)
    text = (await service.status(1, 10, lang="fr")).text
    line = next(line for line in text.splitlines() if "Odile" in line)
    assert "Entravée" in line and "Fatiguée" in line and "inconsciente" in line and line.endswith("activée"), line
    line = next(line for line in text.splitlines() if "Brannoc" in line)
    assert "Fatigu" not in line and line.endswith("à activer"), line


# --- 2. agreement and plurals ---------------------------------------------------------------------------


async def test_events_agree_and_count_in_both_languages(service):
    await open_game(service, "fr")
    game = await service.game(1)
    fr = game.game.narrator_cls(game.table("fr"))
    en = game.game.narrator_cls(game.table("en"))
    found = ev.Found.make(who="Odile", name="Odile Marrow", name_fr="Odile Marrow", marker="S1", loot="clean_water",
                          loot_name="Flask of Clean Water", loot_name_fr="Gourde d'eau claire", kept=True)
    assert fr.line(found).endswith("Gourde d'eau claire, qui rejoint son équipement."), fr.line(found)
    assert en.line(found).endswith("Flask of Clean Water, kept."), en.line(found)
    far = ev.Found.make(**{**found.model_dump(), "kept": False, "far": True, "item_kind": "potion"})
    assert en.line(far).endswith("from afar: Flask of Clean Water. It lies there until a hero picks it up from "
                                 'within 1" (Discover).'), en.line(far)
    assert fr.line(far).endswith("à distance : Gourde d'eau claire. Il reste là jusqu'à ce qu'un héros le ramasse "
                                 'à 1" ou moins (Découvrir).'), fr.line(far)
    trap = ev.Found.make(**{**far.model_dump(), "item_kind": "trap"})
    assert en.line(trap).endswith(", a trap seen in time: it harms no one."), en.line(trap)
    revived = ev.Revived.make(who="Odile", name="Odile Marrow", name_fr="Odile Marrow", by="Brannoc")
    assert "ranimée par" in fr.line(revived), fr.line(revived)
    hit = dict(who="Brannoc", name="Brannoc Hale", name_fr="Brannoc Hale", target="E1", target_name="x",
               target_name_fr="x", weapon="w", weapon_fr="w", melee=True, attacks=3, hits=2, wounds=1, cover=False)
    assert fr.line(ev.Attacked.make(**hit, killed=1)).endswith(", 1 figurine retirée."), fr.line(ev.Attacked.make(**hit, killed=1))
    assert en.line(ev.Attacked.make(**hit, killed=1)).endswith(", 1 model removed.")
    assert en.line(ev.Attacked.make(**hit, killed=2)).endswith(", 2 models removed.")
    assert "1 wound" in en.line(ev.Attacked.make(**hit, killed=0)) and "1 wounds" not in en.line(ev.Attacked.make(**hit, killed=0))
    shot = dict(who="E2", name="n", name_fr="n", decision="advance_shoot", target="Brannoc", target_name="Brannoc Hale",
                target_name_fr="Brannoc Hale")
    said = {(lang, v): n.line(ev.AIDecision.make(**shot, shooting=v)) for lang, n in (("fr", fr), ("en", en))
            for v in (1.0, 1.4, 2.5)}
    assert said[("fr", 1.4)].endswith("1,4 blessure attendue au tir."), said
    assert said[("fr", 1.0)].endswith("1 blessure attendue au tir."), said
    assert said[("fr", 2.5)].endswith("2,5 blessures attendues au tir."), said
    assert said[("en", 1.0)].endswith("1 expected wound by shooting."), said
    assert said[("en", 1.4)].endswith("1.4 expected wounds by shooting."), said
    wounded = ev.Wounded.make(who="Odile", name="Odile Marrow", name_fr="Odile Marrow", wounds=1, why="trap")
    assert "subit 1 blessure (" in fr.line(wounded) and "takes 1 wound (" in en.line(wounded)
    # a charge's Impact dice, each face shown (a playtest: "Impact dice are not shown")
    impact = ev.ImpactRolled.make(who="Brannoc", name="Brannoc Hale", name_fr="Brannoc Hale", target="E1",
                                  target_name="Ashhand Journeymen", target_name_fr="Compagnons de la Main-Cendre",
                                  faces=[1, 4, 2], hits=2)
    assert en.line(impact) == "💥 Brannoc Hale crashes into E1 Ashhand Journeymen (Impact): 3 dice [1] [4] [2] → 2 hits on 2+."
    assert fr.line(impact).startswith("💥 Brannoc Hale percute E1 Compagnons de la Main-Cendre (Impact) : 3 dés [1] [4] [2]")
    assert fr.line(impact).endswith("→ 2 touches sur 2+."), fr.line(impact)


async def test_a_destroyed_unit_agrees_though_it_left_the_table(service):
    await open_game(service, "fr")
    game = await service.game(1)
    plural = next(u for u in game.rs.content.units() if u.gender_fr == "mp")
    fr = game.game.narrator_cls(game.table("fr"))
    line = fr.line(ev.UnitDestroyed.make(who="E9", name=plural.name, name_fr=plural.name_fr))
    assert line.endswith("sont détruits."), line



async def test_a_skill_or_spell_that_lasts_says_what_it_gives(service):
    # a playtest: "Brannoc Hale utilise Tenir le gué." said nothing of the +1 Defense nor how long it lasts
    from engine.rulesets.aofq import events as ev

    await open_game(service, "fr")
    game = await service.game(1)
    fr = game.game.narrator_cls(game.table("fr"))
    en = game.game.narrator_cls(game.table("en"))
    guard = ev.SkillUsed.make(who="Brannoc", name="Brannoc Hale", name_fr="Brannoc Hale", skill="hold_the_ford",
                              skill_name="Hold the Ford", skill_name_fr="Tenir le gué")
    assert en.line(guard) == "Brannoc Hale uses Hold the Ford (Guard: +1 Defense until the next activation)."
    assert fr.line(guard) == "Brannoc Hale utilise Tenir le gué (En garde : +1 en Défense jusqu'à sa prochaine activation)."
    cast = dict(who="Odile", name="Odile Marrow", name_fr="Odile Marrow", spell="lantern_ward",
                spell_name="Lantern Ward", spell_name_fr="Garde de la lanterne", target="Brannoc", roll=5, tokens=1)
    assert en.line(ev.SpellCast.make(**cast, success=True)).endswith(
        "it works (Ward: +1 Defense against shooting this round).")
    assert "(Protection : +1 en Défense contre les tirs ce round)." in fr.line(ev.SpellCast.make(**cast, success=True))
    assert "Ward:" not in en.line(ev.SpellCast.make(**cast, success=False))  # it fizzled: nothing lasts
    # a skill that gives nothing lasting says nothing more
    rally = ev.SkillUsed.make(who="Brannoc", name="Brannoc Hale", name_fr="Brannoc Hale", skill="rallying_shout",
                              skill_name="Rallying Shout", skill_name_fr="Cri de ralliement", target="Odile")
    assert en.line(rally) == "Brannoc Hale uses Rallying Shout on Odile."

# --- 3. rules topics by their French names -------------------------------------------------------------


async def test_rules_topics_answer_to_their_french_and_english_names(service):
    for typed, lang, start in (("moral", "fr", "**Moral.**"), ("morale", "en", "**Morale.**"),
                               ("jetons de recherche", "fr", "**Jetons de recherche"),
                               ("search tokens", "en", "**Search tokens")):
        reply = service.rules(typed, lang=lang, ruleset="aofq")
        assert not reply.error and reply.text.startswith(start), (typed, reply.text)



async def test_a_misspelt_rules_topic_is_refused_with_the_likeliest_one(service):
    # a playtest typed « mesures » (the topic is « mesurer les distances ») and was only given the whole list
    for typed, lang, nearest in (("mesures", "fr", "Vouliez-vous dire « mesurer les distances » ?"),
                                 ("moralle", "fr", "Vouliez-vous dire « moral et Ébranlé » ?"),
                                 ("mesuring", "en", "Did you mean “measuring distances”?")):
        reply = service.rules(typed, lang=lang, ruleset="aofq")
        assert reply.error and nearest in reply.text, (typed, reply.text)
    reply = service.rules("xyz", lang="fr", ruleset="aofq")  # nothing alike: no guess, the list
    assert reply.error and "Vouliez-vous" not in reply.text and "Sujets de règles" in reply.text, reply.text

# --- 4 and 5. rules texts as the engine plays ----------------------------------------------------------


def test_hindered_is_shaken_off_with_d3_power_and_no_will_test():
    for lang, d3 in (("en", "D3 power"), ("fr", "1D3 points de puissance")):
        text = texts(lang)("rules-conditions")
        hindered = text[text.index("Hindered" if lang == "en" else "Entravé :"):]
        assert d3 in hindered and "Will" not in hindered and "Volonté" not in hindered, text


async def test_the_defend_goal_and_the_mission_rules_say_when_it_is_lost(service):
    await open_game(service, "en")
    status = (await service.status(1, 10, lang="en")).text
    assert 'within 3"' in status and "end of every round" in status and "lost at once" in status, status
    status = (await service.status(1, 10, lang="fr")).text
    assert '3" ou moins' in status and "fin de chaque round" in status and "aussitôt perdue" in status, status
    for lang, words in (("en", ('within 3"', "Shaken", "last round ends")),
                        ("fr", ('3" ou moins', "Ébranlée", "dernier round"))):
        text = texts(lang)("rules-goal")
        assert all(w in text for w in words), text
    for kind in ("sweep", "defend", "retrieve", "investigate", "escape"):
        assert "round 6" in texts("en")(f"aofq-goal-{kind}", rounds=6)


async def test_a_seized_objective_says_who_took_it_and_how_far_the_nearest_hero_was(service):
    await open_game(service, "fr")
    game = await service.game(1)
    fr = game.game.narrator_cls(game.table("fr"))
    en = game.game.narrator_cls(game.table("en"))
    seized = dict(who="E3", name="Cinder Sappers", name_fr="Sapeurs des cendres", marker="O1", marker_name="Mooring stone",
                  marker_name_fr="Pierre d'amarrage", reach=3.0)
    near = ev.ObjectiveSeized.make(**seized, hero="Odile", hero_name="Odile Marrow", hero_name_fr="Odile Marrow",
                                   hero_inches=3.4)
    assert en.line(near) == ('🎯 E3 Cinder Sappers seize O1 Mooring stone: within 3" of it, with no standing hero '
                             'within 3" (the nearest, Odile Marrow, is 3.4" away).'), en.line(near)
    assert fr.line(near) == ("🎯 E3 Sapeurs des cendres s'emparent de l'objectif O1 Pierre d'amarrage : à 3\" ou moins "
                             "de lui, sans héros debout à 3\" ou moins (le plus proche, Odile Marrow, est à 3,4\")."), fr.line(near)
    alone = ev.ObjectiveSeized.make(**seized)
    assert en.line(alone).endswith("(no hero is standing).") and fr.line(alone).endswith("(aucun héros n'est debout).")


# --- 6. the defeat picture says why in words -----------------------------------------------------------


async def test_the_defeat_picture_tells_the_reason_in_words(service):
    await open_game(service, "en")
    game = await service.game(1)
    view = dict(game.rs.view(game.state, None), result="lost", result_reason="seized")
    for lang in ("en", "fr"):
        reason = _Header(view, lang, game.table(lang).tr).reason()
        assert reason == texts(lang)("reason-seized") and "seized" not in reason, reason
    assert _Header(dict(view, result_reason="no_such_reason"), "en", game.table("en").tr).reason() == ""


# --- 7. a bad distance, in words -----------------------------------------------------------------------


async def test_a_bad_distance_says_what_is_wrong_in_the_players_language(service):
    await open_game(service, "fr")
    for distance in (0, 30):
        reply = await service.command(1, 10, "move", {"to": "vers E2", "how": "advance", "distance": distance},
                                      "brannoc", lang="fr")
        assert reply.error and "plus de 0" in reply.text and '(6")' in reply.text, reply.text
        assert "advance" not in reply.text and "mal formée" not in reply.text, reply.text
    reply = await service.command(1, 10, "move", {"to": "vers E2", "how": "rush", "distance": 0}, "brannoc", lang="en")
    assert reply.error and 'more than 0"' in reply.text and '(12")' in reply.text, reply.text


# --- 8. an unconscious hero is told so -----------------------------------------------------------------


async def test_an_unconscious_hero_is_told_how_to_come_back(service):
    await open_game(service, "fr")

    def down(state):
        state.heroes["odile"].unconscious = True
        state.acted = ["odile"]  # as the engine counts an unconscious hero

    await scene(service, down)
    reply = await service.command(1, 10, "move", {"to": "O16"}, "odile", lang="fr")
    assert reply.error and "inconscient" in reply.text and '3"' in reply.text and "déjà activé" not in reply.text, \
        reply.text
    reply = await service.command(1, 10, "move", {"to": "O16"}, "odile", lang="en")
    assert reply.error and "unconscious" in reply.text and 'within 3"' in reply.text, reply.text


async def test_a_bad_extra_says_what_it_takes(service):
    await open_game(service, "fr")
    for extra in (-1, 9):
        reply = await service.command(1, 10, "cast", {"spell": "witchfire", "target": "E2", "extra": extra}, "odile",
                                      lang="fr")
        assert reply.error and "de 0 à 6" in reply.text and "mal formée" not in reply.text, reply.text
