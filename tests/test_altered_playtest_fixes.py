"""Defects of the second Altered playtest, each played as a player meets it through the service: a
`/play` meant for the Afternoon typed at a Morning mana choice is refused, not spent as mana; ..."""
from __future__ import annotations

from typing import Any

import pytest

from tests.test_altered_bot import EMBER, USERS, refused, scene, to_afternoon


def _morning(state: Any, g: Any) -> None:
    """The Morning mana choice, owed by Varna (EMBER) first."""
    state.phase, state.turn, state.decision, state.deciding = "morning", None, "morning_mana", [EMBER]


# --- 1. a /play with an expedition at the Morning mana prompt ------------------------------------------------


async def _morning_hand(service) -> tuple[Any, str, list[str], list[str]]:
    """Varna's Morning mana choice: the game, the name of her first hand card, her hand's and mana's uids."""
    await to_afternoon(service)
    game = await scene(service, _morning)
    p = game.state.players[EMBER]
    return game, game.rs.content.cards[p.hand[0].card].name, [c.uid for c in p.hand], [c.uid for c in p.mana]


async def test_a_play_with_an_expedition_at_the_morning_is_refused_not_spent_as_mana(service):
    game, name, hand, mana = await _morning_hand(service)
    p = game.state.players[EMBER]
    text = await refused(service, USERS[EMBER], "play", {"card": name, "expedition": "hero"})
    assert "Afternoon" in text and f"`/choose option:{name}`" in text and "nothing was spent" in text
    after = (await service.game(1)).state.players[EMBER]
    assert [c.uid for c in after.hand] == hand and [c.uid for c in after.mana] == mana
    name_fr = game.rs.content.cards[p.hand[0].card].name_fr
    text = await refused(service, USERS[EMBER], "play", {"card": name_fr, "expedition": "companion"}, lang="fr")
    assert "Après-midi" in text and f"`/choose option:{name_fr}`" in text
    # without an expedition, `/play card:` is still the mana answer the prompt offers
    reply = await service.command(1, USERS[EMBER], "play", {"card": name})
    assert not reply.error, reply.text
    assert (await service.game(1)).state.players[EMBER].mana[-1].uid == hand[0]


# --- 2. two copies of a card: one name for each everywhere, and /choose takes it -------------------------------


def _setup_with_twins(state: Any, g: Any) -> None:
    """The set-up mana choice, Varna's hand holding two Cinder Hounds (first and fourth)."""
    from tests.test_altered_bot import card

    state.decision, state.deciding = "setup_mana", [EMBER]
    state.players[EMBER].hand = [card(state, cid) for cid in (
        "cinder_hound", "slag_brute", "spark_tender", "cinder_hound", "kiln_apprentice", "stoke_the_kilns")]


async def test_two_copies_in_hand_have_the_same_names_everywhere_and_choose_takes_them(service):
    from tests.test_altered_bot import open_duel

    await open_duel(service)
    game = await scene(service, _setup_with_twins)
    hand = [c.uid for c in game.state.players[EMBER].hand]
    names = ["Cinder Hound", "Slag Brute", "Spark Tender", "Cinder Hound 2", "Kiln Apprentice", "Stoke the Kilns"]
    ask = await service.pending_prompt(1, lang="en")
    assert [label for _oid, label in ask.options] == names
    text = (await service.hand(1, USERS[EMBER])).text
    assert "4. **Cinder Hound 2**" in text and "1. **Cinder Hound**" in text
    table = game.table("en")
    assert [c["name"] for c in game.game.hand_cards(table, EMBER)] == names
    assert [c["name_fr"] for c in game.game.hand_cards(table, EMBER)][3] == "Molosse de Cendre 2"
    offered = await service.complete(1, USERS[EMBER], "card", "", command="play")
    assert any("Cinder Hound 2" in value for _label, value in offered), offered
    # an answer naming nothing: says how to give several, not "its number or its name"
    before = (await service.game(1)).row.version
    reply = await service.choose(1, USERS[EMBER], "Slag Brute, Zzyzx, Cinder Hound 2")
    assert reply.error and "its number or its name" not in reply.text and "`/choose option:1, 2, 3`" in reply.text
    assert (await service.game(1)).row.version == before
    reply = await service.choose(1, USERS[EMBER], "Slag Brute, Stoke the Kilns, Cinder Hound 2")
    assert not reply.error, reply.text
    mana = [c.uid for c in (await service.game(1)).state.players[EMBER].mana]
    assert mana == [hand[1], hand[5], hand[3]]


# --- 3. a target help names only what the effect may target ------------------------------------------------


def _kindle_turn(state: Any, g: Any) -> None:
    """Varna's Afternoon turn with Kindle ("a character of yours gains 2 boosts") in hand, a Trailblazer in
    her hero expedition, and two Shell Guards in Maelis's companion expedition."""
    from tests.test_altered_bot import TIDE, card

    state.turn = EMBER
    for p in state.players.values():
        p.expeditions = {"hero": [], "companion": []}
        p.passed = False
    p = state.players[EMBER]
    for orb in p.mana:
        orb.exhausted = False
    p.hand = [card(state, "kindle")]
    p.expeditions["hero"] = [card(state, "trailblazer")]
    guards = [card(state, "shell_guard"), card(state, "shell_guard")]
    for c in guards:
        c.owner = TIDE
    state.players[TIDE].expeditions["companion"] = guards


async def test_kindle_names_only_characters_of_yours_as_targets(service):
    await to_afternoon(service)
    game = await scene(service, _kindle_turn)
    mine = game.state.players[EMBER].expeditions["hero"][0].uid
    offered = await service.complete(1, USERS[EMBER], "target", "", command="play", options={"card": "kindle"})
    assert [value for _label, value in offered] == ["Trailblazer (your hero)"]
    # a name that fits only the opponent's cards: refused, naming the one target Kindle may have
    for typed in ("shell guard", "Shell Guard 1 (their companion)"):
        text = await refused(service, USERS[EMBER], "play", {"card": "kindle", "target": typed})
        assert "cannot be targeted" in text and "`target:Trailblazer (your hero)`" in text
        assert "Shell Guard" not in text.replace(typed, "")
    text = await refused(service, USERS[EMBER], "play", {"card": "kindle"})
    assert "needs a target" in text and "`target:Trailblazer (your hero)`" in text
    text = await refused(service, USERS[EMBER], "play", {"card": "attiser"}, lang="fr")
    assert text.endswith("la seule possible est `target:Éclaireuse (votre héros)`.")
    reply = await service.command(1, USERS[EMBER], "play", {"card": "kindle", "target": "trail"})
    assert not reply.error, reply.text
    assert next(c for c in (await service.game(1)).state.players[EMBER].expeditions["hero"] if c.uid == mine).boosts == 2


# --- 4. plurals in both languages ------------------------------------------------------------------------------


def _last_pass_before_night(state: Any, g: Any) -> None:
    """Varna's Afternoon turn, Maelis has passed, nothing in play nor in any reserve; Varna's deck holds one
    card (so she draws only one next Morning) and her hand one card."""
    from tests.test_altered_bot import TIDE

    state.turn = EMBER
    for p in state.players.values():
        p.expeditions = {"hero": [], "companion": []}
        p.reserve, p.landmarks = [], []
    state.players[TIDE].passed, state.players[EMBER].passed = True, False
    p = state.players[EMBER]
    p.deck, p.discard, p.hand = p.deck[:1], [], p.hand[:1]
    p.mana[0].exhausted = True


async def test_counts_agree_with_their_nouns_in_english_and_french(service):
    await to_afternoon(service)
    await scene(service, _last_pass_before_night)
    text = (await service.hand(1, USERS[EMBER])).text
    assert "1 card in hand" in text
    text = (await service.hand(1, USERS[EMBER], lang="fr")).text
    assert "1 carte en main" in text
    reply = await service.command(1, USERS[EMBER], "end", {}, lang="fr")
    assert not reply.error, reply.text
    assert "(s)" not in reply.text
    assert "Varna des Fours pioche 1 carte (" in reply.text or "pioche 1 carte (" in reply.text, reply.text
    assert "redresse 1 orbe de mana et 0 carte." in reply.text, reply.text
    status = (await service.status(1, USERS[EMBER], lang="fr")).text
    assert "repères : aucun" in status and "repères : aucune" not in status


async def test_one_boost_is_one_boost(service):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _kindle_turn(state, g)
        state.players[EMBER].hero.exhausted = False

    await scene(service, change)
    reply = await service.command(1, USERS[EMBER], "use", {"card": "varna", "target": "trail"})
    assert not reply.error, reply.text
    assert "Trailblazer gains 1 boost (1 in all)." in reply.text


# --- 5. a "when I go to your reserve" ability is told as such ------------------------------------------------


@pytest.mark.parametrize(("lang", "said", "night"), [
    ("en", "Kelp Drifter's “when I go to your reserve” ability (Maelis the Tidecaller).", "“at Night”"),
    ("fr", "Capacité « quand je vais dans votre réserve » de Dériveur de Varech (Maélis", "« à la Nuit »")])
async def test_kelp_drifters_reserve_ability_is_not_called_an_at_night_one(service, lang, said, night):
    from tests.test_altered_bot import TIDE, card

    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _last_pass_before_night(state, g)
        drifter = card(state, "kelp_drifter")
        drifter.owner = TIDE
        state.players[TIDE].expeditions["hero"] = [drifter]

    await scene(service, change)
    reply = await service.command(1, USERS[EMBER], "end", {}, lang=lang)
    assert not reply.error, reply.text
    assert said in reply.text, reply.text
    assert night not in reply.text


# --- 6. "has passed" belongs to the Afternoon ----------------------------------------------------------------


async def test_the_morning_status_does_not_say_a_seat_has_passed(service):
    await to_afternoon(service)
    await scene(service, _last_pass_before_night)
    status = (await service.status(1, USERS[EMBER])).text
    assert "(bob, has passed)" in status  # Maelis passed this Afternoon
    reply = await service.command(1, USERS[EMBER], "end", {})
    assert not reply.error, reply.text
    game = await service.game(1)
    assert game.state.phase == "morning" and all(p.passed for p in game.state.players.values())
    first = game.state.deciding[0]
    reply = await service.command(1, USERS[first], "end", {})  # keeps every card: the other seat decides
    assert not reply.error, reply.text
    status = (await service.status(1, USERS[EMBER])).text
    assert "has passed" not in status
    assert status.count(", deciding)") == 1 and status.count(", waiting)") == 1


# --- 7. an ability's price is the ability's, and the refusal says how much mana is ready ----------------------


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Varna of the Kilns's ability costs 1 mana, more than your ready mana (0)."),
    ("fr", "La capacité de Varna des Fours coûte 1 mana, plus que votre mana prête (0).")])
async def test_a_hero_ability_refused_for_mana_says_the_ability_costs_it(service, lang, said):
    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _kindle_turn(state, g)
        p = state.players[EMBER]
        p.hero.exhausted = False
        for orb in p.mana:
            orb.exhausted = True

    await scene(service, change)
    text = await refused(service, USERS[EMBER], "use", {"card": "varna", "target": "trail"}, lang=lang)
    assert text == said
    text = await refused(service, USERS[EMBER], "play", {"card": "kindle", "target": "trail"}, lang=lang)
    assert text.endswith("(0).")


# --- 8. French region names take their article ---------------------------------------------------------------


async def test_french_region_names_take_their_article(service):
    import re

    from tests.test_altered_bot import card

    await to_afternoon(service)

    def change(state: Any, g: Any) -> None:
        _last_pass_before_night(state, g)
        state.players[EMBER].expeditions["hero"] = [card(state, "slag_brute")]  # 3/4/2: advances at Dusk

    await scene(service, change)
    status = (await service.status(1, USERS[EMBER], lang="fr")).text
    assert "· expédition du héros à la Porte de l'Aube —" in status and " en Porte" not in status
    assert "· expédition du compagnon à la Porte du Couchant —" in status
    reply = await service.command(1, USERS[EMBER], "end", {}, lang="fr")
    assert not reply.error, reply.text
    assert "🌄 Expédition du héros de Varna des Fours à la Porte de l'Aube :" in reply.text, reply.text
    # the row's second region (a Tumult half, its article from the data): « au », « aux » or « à la »
    assert re.search(r"L'expédition du héros de Varna des Fours va de la Porte de l'Aube (au|aux|à la|à l') [A-Z]",
                     reply.text), reply.text
    text = (await service.status(1, USERS[EMBER])).text
    assert "· hero expedition at " in text and "· companion expedition at Gate of Dusk —" in text


# --- a /use at a Morning mana choice or at the Night's clean-up is refused, never spent ----------------------


async def test_a_use_at_the_morning_mana_choice_is_refused_not_spent_as_mana(service):
    # a playtest typed `/use card:kindle target:cinder` at the Morning choice: Kindle went into the mana
    _game, name, hand, mana = await _morning_hand(service)
    for lang, said in (("en", "nothing was spent"), ("fr", "rien n'a été dépensé")):
        text = await refused(service, USERS[EMBER], "use", {"card": name}, lang=lang)
        assert said in text, text
    after = (await service.game(1)).state.players[EMBER]
    assert [c.uid for c in after.hand] == hand and [c.uid for c in after.mana] == mana


CLEANUP_SCRIPT = """@bob /choose option:abyssal, coral bastion, pearl
@ann /choose option:watchfire, rouse, forge
@bob /play card:kelp drifter expedition:companion
@ann /play card:cinder hound expedition:companion
@bob /end
@ann /play card:kindle target:cinder
@ann /end
@ann /choose option:ridge
@bob /choose option:reef
@ann /play card:cinder hound from:reserve expedition:hero
@bob /play card:storm surge
@ann /use card:varna target:cinder
@ann /play card:rouse
@bob /end
@ann /end
@bob /end
@ann /end
@bob /play card:tide sage expedition:hero
@ann /play card:ash runner expedition:companion
@bob /play card:kelp expedition:companion
@ann /play card:cinder hound expedition:companion
@bob /end
@ann /end
@ann /choose option:kiln
@bob /choose option:shell guard
@ann /play card:cinderwing drake expedition:hero
@bob /play card:pearl diver expedition:hero
@ann /end
@bob /play card:tide sage expedition:companion
@bob /end
"""


@pytest.mark.parametrize("line", ["@ann /use card:cinderwing drake", "@ann /play card:cinderwing drake expedition:hero"])
async def test_playing_at_the_night_clean_up_is_refused_not_a_discard(line):
    # a playtest, at the Night's clean-up, typed /use (or /play ... expedition:) and the card was discarded
    import io

    from bot.console import play
    from tests.test_console import args

    out = io.StringIO()
    script = CLEANUP_SCRIPT + line + "\n@ann /hand\n"
    assert await play(args(ruleset="altered", players="ann,bob", seed="3"), io.StringIO(script), out) == 0
    text = out.getvalue()
    told = text[text.rindex("> ann: /") - 200:]
    assert "Now is the Night's clean-up" in told and "nothing was spent" in told, told
    assert "is discarded at the clean-up" not in told, told
    hand = text[text.rindex("> ann: /hand"):]
    assert "Cinderwing Drake" in hand, hand


async def test_the_public_log_says_how_many_cards_went_into_the_mana_not_from_where(service):
    # a playtest read "Put hand card 5 into your mana" in /game log: drawn cards go last in the hand, so the
    # other player learnt whether the fresh draw went face down
    import io

    from bot.console import play
    from tests.test_console import args

    out = io.StringIO()
    script = "@bob /choose option:1,2,3\n@ann /choose option:1,2,3\n@bob /end\n@ann /end\n@bob /end\n" \
             "@ann /choose option:2\n/game log\n"
    assert await play(args(ruleset="altered", players="ann,bob", seed="3"), io.StringIO(script), out) == 0
    log = out.getvalue()[out.getvalue().rindex("/game log"):]
    assert "“Put a card of the hand into the mana”" in log and "“Put 3 cards of the hand into the mana”" in log, log
    assert "hand card" not in log and "/hand" not in log, log
    # the player's own /do still names the cards by their place in the hand, for them alone
    await to_afternoon(service)
    game = await scene(service, _morning)
    labels = [label for label, _ in service._do_choices(game, EMBER, "en")]
    assert any("into your mana (numbers as in /hand)" in label for label in labels), labels


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_both_players_answer_the_set_up_mana_with_choose_whoever_the_prompt_asks(service, lang):
    # a playtest: the second seat was told `/choose option:1, 2, 3`, then /choose said the choice was the
    # other player's, while /play card: of the same cards was accepted
    from tests.test_altered_bot import open_duel

    await open_duel(service, lang)
    game = await service.game(1)
    asked = game.state.pending.prompt.seat
    other = next(seat for seat in USERS if seat != asked)
    hand = [c.uid for c in game.state.players[other].hand]
    reply = await service.choose(1, USERS[other], "1, 2, 3", lang=lang)
    assert not reply.error, reply.text
    state = (await service.game(1)).state
    assert [c.uid for c in state.players[other].mana] == hand[:3]  # the numbers of that player's own hand
    assert state.players[asked].mana == []  # the other one's choice is still theirs to make
    reply = await service.choose(1, USERS[asked], "1, 2, 3", lang=lang)
    assert not reply.error, reply.text
    assert (await service.game(1)).state.phase != "setup"


def _hound_in_hand_and_reserve(state: Any, g: Any) -> None:
    """Varna's Afternoon turn, a Cinder Hound in her hand and another in her reserve."""
    from tests.test_altered_bot import card

    state.turn = EMBER
    p = state.players[EMBER]
    p.hand = [card(state, "cinder_hound"), card(state, "slag_brute")]
    p.reserve = [card(state, "cinder_hound")]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Cinder Hound is in your hand (for 2 mana) and in your reserve (for"),
    ("fr", "est dans votre main (pour 2 mana) et dans votre réserve (pour"),
])
async def test_a_card_both_in_hand_and_in_reserve_is_asked_which(service, lang, said):
    # a playtest: with Wave Crest in hand and in reserve, /play card:wave crest took the reserve copy unasked
    await to_afternoon(service)
    game = await scene(service, _hound_in_hand_and_reserve)
    name = "Cinder Hound" if lang == "en" else game.rs.content.cards["cinder_hound"].name_fr
    text = await refused(service, USERS[EMBER], "play", {"card": name, "expedition": "hero"}, lang=lang)
    assert said in text and ("`from:hand` or `from:reserve`" in text or "`from:main` ou `from:reserve`" in text), text
    reply = await service.command(1, USERS[EMBER], "play", {"card": name, "expedition": "hero", "from": "hand"},
                                  lang=lang)
    assert not reply.error, reply.text
    after = (await service.game(1)).state.players[EMBER]
    assert [c.card for c in after.reserve] == ["cinder_hound"] and "cinder_hound" not in [c.card for c in after.hand]


@pytest.mark.parametrize(("lang", "said"), [("en", "Slag Brute is in your hand: `from:hand`, or leave `from:` out."),
                                            ("fr", "est dans votre main : `from:main`, ou omettez `from:`.")])
async def test_a_card_asked_from_the_wrong_zone_is_told_where_it_is(service, lang, said):
    # a playtest: /play card:cinder hound from:hand, the Hound being in the reserve, read "no card in your hand
    # or your reserve"
    await to_afternoon(service)
    game = await scene(service, _hound_in_hand_and_reserve)
    name = game.rs.content.cards["slag_brute"].name if lang == "en" else game.rs.content.cards["slag_brute"].name_fr
    text = await refused(service, USERS[EMBER], "play", {"card": name, "expedition": "hero", "from": "reserve"},
                         lang=lang)
    assert said in text, text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "One card is named twice: name 3 different cards of your hand (`/hand` numbers them)."),
    ("fr", "Une même carte est nommée deux fois : nommez 3 cartes différentes de votre main (`/hand` les numérote)."),
])
async def test_a_hand_number_given_twice_is_refused_for_what_it_is(service, lang, said):
    # a playtest typed /choose option:1,1,2 at the set-up and read "Those cards are not all in your hand"
    from tests.test_altered_bot import open_duel

    await open_duel(service, lang)
    for user in USERS.values():
        before = (await service.game(1)).row.version
        reply = await service.choose(1, user, "1, 1, 2", lang=lang)
        assert reply.error and reply.ephemeral and reply.text == said, reply.text
        assert (await service.game(1)).row.version == before
