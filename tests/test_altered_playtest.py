"""Defects a playtester found in Altered, each played as a player meets it (through the service or the
console): `/choose` takes the three set-up mana cards; a quick action that would do nothing is refused,
says why, spends nothing and is not offered; every effect step has words in both languages; a target
name that fits two cards says how to name each; `/game log` speaks the player's words; the end is told
once, with region names, and without a campaign's `/game next`; one French word per keyword; the day's
header names the day's first player; the hero's ability is shown; French elision and neutral wording."""
from __future__ import annotations

import argparse
import io
import re
from typing import Any

from bot import games
from bot.console import play
from bot.service import BOT_NAME, GameService
from engine.rulesets.altered.content import STEP_OPS
from tests.test_altered_bot import card, refused, scene, to_afternoon
from tests.test_altered_versus_bot import open_against_bot

ID, QUEST = "altered", "standard"
EMBER, MOSS = "ember_starter", "moss_starter"
ZOE, MAX = 1, 2


async def open_moss_duel(svc: GameService, lang: str = "fr", seed: str = "31") -> Any:
    """Varna (zoe) against Orla (max), the playtester's pairing."""
    r = await svc.new_game(1, ZOE, ID, QUEST, seed, lang=lang, user_name="zoe")
    assert not r.error, r.text
    for seat, user, name in ((EMBER, ZOE, "zoe"), (MOSS, MAX, "max")):
        r = await svc.join(1, user, seat, lang=lang, user_name=name)
        assert not r.error, r.text
    r = await svc.start(1, ZOE, lang=lang)
    assert not r.error, r.text
    return await svc.game(1)


async def play_out(svc: GameService, users: dict[str, int], lang: str) -> list[str]:
    """Both seats play the built-in player's moves by `/do` to the end; every reply's text."""
    replies = []
    for _ in range(3000):
        game = await svc.game(1)
        if game.row.status != "playing":
            break
        seat, action = game.game.policy_action(game.state)
        reply = await svc.do(1, users[seat], game.game.describe(action, game.table(lang), seat), lang=lang)
        assert not reply.error, reply.text
        replies.append(reply.text)
    assert (await svc.game(1)).row.status == "over"
    return replies


# --- 2. /choose takes the set-up mana as the prompt says ---------------------------------------------------


async def test_choose_takes_the_three_setup_mana_cards_by_numbers_or_names(service):
    game = await open_moss_duel(service)
    ask = await service.pending_prompt(1, lang="fr")
    asked, user = ask.seat, ask.user_id
    assert "`/choose option:1, 2, 3`" in ask.text
    # one number is one card: refused, saying how to give three at once
    before = game.row.version
    reply = await service.choose(1, user, "1", lang="fr")
    assert reply.error and "/choose option:1, 2, 3" in reply.text
    assert (await service.game(1)).row.version == before
    hand = [c.uid for c in game.state.players[asked].hand]
    reply = await service.choose(1, user, "2,4,6", lang="fr")
    assert not reply.error, reply.text
    mana = [c.uid for c in (await service.game(1)).state.players[asked].mana]
    assert mana == [hand[1], hand[3], hand[5]]
    # the other seat by names, a name given twice taking the second copy
    game = await service.game(1)
    other = (await service.pending_prompt(1, lang="fr")).seat
    assert other != asked
    content = game.rs.content.cards
    hand = game.state.players[other].hand
    names = [content[c.card].name_fr for c in hand]
    twice = next((n for n in names if names.count(n) > 1), None)
    picks = [twice, twice] if twice else names[:2]
    rest = next(n for n in names if n not in picks)
    reply = await service.choose(1, game.controller(other), ", ".join([*picks, rest]), lang="fr")
    assert not reply.error, reply.text
    game = await service.game(1)
    assert game.state.phase == "afternoon" and len(game.state.players[other].mana) == 3
    assert sorted(content[c.card].name_fr for c in game.state.players[other].mana) == sorted([*picks, rest])


async def test_the_morning_options_are_numbered_as_in_hand(service):
    game = await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        state.phase, state.turn, state.decision, state.deciding = "morning", None, "morning_mana", [state.first]

    game = await scene(service, change)
    ask = await service.pending_prompt(1, lang="en")
    hand = game.state.players[ask.seat].hand
    assert [oid for oid, _label in ask.options][:len(hand)] == [c.uid for c in hand]
    assert ask.options[-1][0] == "none"
    reply = await service.choose(1, game.controller(ask.seat), "2")
    assert not reply.error, reply.text
    assert (await service.game(1)).state.players[ask.seat].mana[-1].uid == hand[1].uid


# --- 3. nothing is spent for nothing ------------------------------------------------------------------------


def _bare_turn(state: Any, g: Any) -> None:
    """Varna's Afternoon turn, no character in play, every orb ready, the hero ready, and in her reserve a
    Mossling and a Spark Tender (support abilities), a Standing Stones landmark (readies the hero)."""
    state.turn = EMBER
    for p in state.players.values():
        p.expeditions = {"hero": [], "companion": []}
        p.passed = False
        for orb in p.mana:
            orb.exhausted = False
    p = state.players[EMBER]
    p.hero.exhausted = False
    p.reserve = [card(state, "mossling"), card(state, "spark_tender")]
    p.landmarks = [card(state, "standing_stones")]


async def test_a_quick_action_that_would_do_nothing_is_refused_says_why_and_is_not_offered(service):
    await to_afternoon(service)
    game = await scene(service, _bare_turn)
    mana = [o.exhausted for o in game.state.players[EMBER].mana]
    text = await refused(service, ZOE, "use", {"card": "varna"})
    assert "would do nothing now (you have no character in play): nothing was spent" in text
    text = await refused(service, ZOE, "use", {"card": "mossling (reserve)"})
    assert "no character in play" in text
    text = await refused(service, ZOE, "use", {"card": "spark tender (reserve)"})
    assert "every mana orb of yours is ready already" in text
    text = await refused(service, ZOE, "use", {"card": "standing stones"})
    assert "your hero is ready already" in text
    fr = await refused(service, ZOE, "use", {"card": "varna"}, lang="fr")
    assert "La capacité de Varna des Fours ne ferait rien" in fr and "rien n'a été dépensé" in fr
    game = await service.game(1)
    p = game.state.players[EMBER]
    assert [o.exhausted for o in p.mana] == mana and not p.hero.exhausted
    assert [c.card for c in p.reserve] == ["mossling", "spark_tender"]
    offered = [label for label, _a in service._do_choices(game, EMBER, "en")]
    assert not [x for x in offered if x.startswith(("Exhaust", "Support"))], offered
    assert await service.complete(1, ZOE, "card", "", command="use") == []

    # once there is something to do, each is offered and works
    def something(state: Any, g: Any) -> None:
        p = state.players[EMBER]
        p.expeditions["hero"].append(card(state, "kiln_apprentice"))
        p.mana[0].exhausted = True

    game = await scene(service, something)
    offered = [label for label, _a in service._do_choices(game, EMBER, "en")]
    assert any(x.startswith("Exhaust Varna of the Kilns") for x in offered), offered
    assert any(x.startswith("Support: discard Spark Tender") for x in offered), offered
    reply = await service.command(1, ZOE, "use", {"card": "spark tender (reserve)"})
    assert not reply.error and "readies 1 mana orb" in reply.text, reply.text


# --- 4. every effect step has words ------------------------------------------------------------------------


def test_every_step_any_card_uses_has_its_words_in_both_languages():
    game = games.get(ID)
    used = {step.op for d in game.ruleset.content.cards.values() for a in d.abilities for step in a.steps}
    assert used <= set(STEP_OPS)
    for lang in ("en", "fr"):
        missing = [op for op in STEP_OPS if not game.texts.has(lang, f"altered-op-{op}")]
        assert missing == [], (lang, missing)


async def test_a_spell_that_wakes_no_one_says_so_in_words(service):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _bare_turn(state, g)
        state.players[EMBER].hand.append(card(state, "rouse"))

    await scene(service, change)
    reply = await service.command(1, ZOE, "play", {"card": "réveiller les dormeurs"}, lang="fr")
    assert not reply.error, reply.text
    assert "clear_status" not in reply.text and "la perte d'état ne fait rien" in reply.text


# --- 6. a target that fits two cards ------------------------------------------------------------------------


async def test_a_target_naming_two_cards_says_how_to_name_each(service):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _bare_turn(state, g)
        p = state.players[EMBER]
        p.expeditions["hero"].append(card(state, "ridge_warden"))
        p.expeditions["companion"].append(card(state, "ridge_warden"))

    await scene(service, change)
    text = await refused(service, ZOE, "use", {"card": "varna", "target": "ridge warden"})
    assert "names 2 cards" in text and "cannot be targeted" not in text
    assert "`target:Ridge Warden (your hero)`" in text and "`target:Ridge Warden (your companion)`" in text
    reply = await service.command(1, ZOE, "use", {"card": "varna", "target": "Ridge Warden (your companion)"})
    assert not reply.error, reply.text
    game = await service.game(1)
    assert game.state.players[EMBER].expeditions["companion"][0].boosts == 1


# --- 7. the log in the player's words ------------------------------------------------------------------------


async def test_the_log_tells_choose_answers_and_the_bots_moves_in_words(service):
    game = await open_against_bot(service, "fr", seed="log-fr")
    ask = await service.pending_prompt(1, lang="fr")
    reply = await service.choose(1, 1, "1, 2, 3", lang="fr")
    assert not reply.error, reply.text
    if ask.seat != game.heroes_of(1)[0]:  # the bot decided first; now it is ann's turn to choose
        reply = await service.choose(1, 1, "1, 2, 3", lang="fr")
        assert not reply.error, reply.text
    for _ in range(3):
        game = await service.game(1)
        seat, action = game.game.policy_action(game.state)
        assert not (await service.do(1, 1, game.game.describe(action, game.table("fr"), seat), lang="fr")).error
    log = (await service.log_text(1, 1, 30, lang="fr")).text
    assert "« choose »" not in log and "Mettre 3 cartes de la main en mana" in log and "votre main" not in log
    assert f"{BOT_NAME} (" in log and "(minuterie)" not in log


# --- 8, 10, 12. a whole French duel: the end, the day's header, French words --------------------------------


async def test_a_whole_french_duel_tells_its_end_once_and_names_the_days_first_player(service):
    await open_moss_duel(service, "fr", "31")
    replies = await play_out(service, {EMBER: ZOE, MOSS: MAX}, "fr")
    text = "\n".join(replies)
    assert text.count("🏆") == 1 and replies[-1].count("🏆") == 1
    summary = replies[-1].split("🏆", 1)[1]
    assert not re.search(r"région \d", summary), summary
    assert re.search(r"expédition du héros (au|aux|à la|à l.) [A-ZÀ-Ý]", summary), summary
    # the day's header names the one who receives the marker that Morning
    headers = re.findall(r"— \*\*Jour (\d+)\*\* — premier joueur : (.+)\n— Matin —\nLe marqueur de premier "
                         r"joueur passe à (.+)\.", text)
    assert headers and all(first == passed for _day, first, passed in headers), headers
    # French words
    assert "Au tour de Orla" not in text and "Au tour d'Orla Chante-Racine" in text
    assert "plus de eau" not in text and not re.search(r"\best défaussée?\b", text)
    assert "éphémère" not in text and "une fois résolu" not in text
    assert "pour sa capacité de soutien." not in text.replace("de sa réserve pour sa capacité de soutien.", "")


async def test_the_console_says_no_campaign_after_a_duel(service, tmp_path):
    await open_moss_duel(service, "fr", "31")
    await play_out(service, {EMBER: ZOE, MOSS: MAX}, "fr")
    await service.store.close()
    # the finished duel's database, opened by the console: a command after the end, and the next run
    out = io.StringIO()
    args = argparse.Namespace(ruleset=ID, quest=QUEST, players="zoe,max", heroes=f"{EMBER},{MOSS}", seed="31",
                              out=None, lang="fr", hard=False, db=str(tmp_path / "test.db"), option=[])
    assert await play(args, io.StringIO("/end\n"), out) == 0
    said = out.getvalue()
    assert "La partie de cette base est finie" in said and "Cette partie est finie" in said, said
    assert "/game next" not in said and "campagne" not in said, said


# --- 9. one French word per keyword -------------------------------------------------------------------------


def test_french_says_fugace_as_the_rulebook_and_the_cards_do():
    game = games.get(ID)
    words = game.texts
    assert words("fr", "altered-flag-fleeting") == "Fugace"
    for topic in ("reserve", "night"):
        assert "éphémère" not in words("fr", f"rules-{topic}")
    assert "Fugace" in words("fr", "rules-reserve")
    played = words("fr", "altered-ev-card_played", hero="H", card="C", source="reserve", cost=1, expedition="hero",
                   where="héros", kind="personnage", fleeting="yes")
    assert "Fugace" in played and "éphémère" not in played


# --- 11. the hero's ability ---------------------------------------------------------------------------------


async def test_status_tells_what_each_face_up_hero_does_to_both_players(service):
    game = await to_afternoon(service)
    content = game.rs.content.cards
    for lang, word in (("en", "hero's ability: "), ("fr", "capacité du héros : ")):
        for user in (ZOE, MAX):  # the same public line for whoever asks
            text = (await service.status(1, user, lang=lang)).text
            for seat in game.state.order:
                hero = content[game.state.players[seat].hero.card]
                ability = hero.text_fr if lang == "fr" and hero.text_fr else hero.text
                assert f"· {word}{ability}" in text, text


async def test_hand_and_do_show_what_the_heros_ability_does(service):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _bare_turn(state, g)
        state.players[EMBER].expeditions["hero"].append(card(state, "kiln_apprentice"))

    game = await scene(service, change)
    hand = (await service.hand(1, ZOE, lang="fr")).text
    assert "Votre héros **Varna des Fours** : Compagnon : Galet" in hand
    assert "Épuisez-moi, payez 1 : un de vos personnages gagne 1 boost." in hand
    offered = [label for label, _a in service._do_choices(game, EMBER, "fr")]
    said = [x for x in offered if x.startswith("Épuiser")]
    assert said == ["Épuiser Varna des Fours (payer 1) : un de vos personnages gagne 1 boost · cible : "
                    "Apprenti des Fours"], said
    reply = await service.do(1, ZOE, said[0], lang="fr")
    assert not reply.error and "Apprenti des Fours gagne 1 boost" in reply.text, reply.text


# --- 12. a support told once --------------------------------------------------------------------------------


async def test_a_support_ability_is_told_in_one_line(service):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _bare_turn(state, g)
        state.players[EMBER].mana[0].exhausted = True

    await scene(service, change)
    reply = await service.command(1, ZOE, "use", {"card": "gardienne des étincelles (réserve)"}, lang="fr")
    assert not reply.error, reply.text
    assert reply.text.count("Gardienne des Étincelles") == 1, reply.text
    assert "défausse Gardienne des Étincelles de sa réserve pour sa capacité de soutien" in reply.text
