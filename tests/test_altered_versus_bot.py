"""Altered against the bot (`/game new opponent:bot`): one player sits, the bot takes the other seat and
plays its moves at once after each of the player's, through the same service; the bot's hand and mana
never reach the channel or the player; `/game undo` takes back the player's move and the bot's answers
together; the game survives a restart of the service in the middle; the console plays the same."""
from __future__ import annotations

import argparse
import io
import random
import re
from typing import Any

from bot.console import play
from bot.service import BOT_NAME, BOT_USER, GameService
from tests.test_altered_bot import hidden_only, leaked, public_ids

ID = "altered"
QUEST = "standard"
ANN = 1


async def open_against_bot(svc: GameService, lang: str = "en", seed: str = "vb1", deck: str | None = None) -> Any:
    r = await svc.new_game(1, ANN, ID, QUEST, seed, lang=lang, user_name="ann", options={"opponent": "bot"})
    assert not r.error, r.text
    assert ("against the bot" if lang == "en" else "contre le bot") in r.text
    r = await svc.join(1, ANN, deck, lang=lang, user_name="ann")
    assert not r.error, r.text
    r = await svc.start(1, ANN, lang=lang)
    assert not r.error, r.text
    assert BOT_NAME in r.text
    return await svc.game(1)


def my_seat(game: Any) -> str:
    return game.heroes_of(ANN)[0]


async def play_against_bot(svc: GameService, lang: str, seed: str, rng: random.Random | None = None,
                           drawn: list[str] | None = None) -> list[str]:
    """Ann plays every move by `/do` (the bot's own choices for her seat, or random legal ones with `rng`);
    every reply (and every word the channel's pictures wrote since the last move, in `drawn`) is checked
    against the bot's hidden cards. The lines typed."""
    game = await open_against_bot(svc, lang, seed)
    mine = my_seat(game)
    bot = next(h for h, u in game.seats if u == BOT_USER)
    seen: set[str] = set()
    lines = []
    for _ in range(2000):
        game = await svc.game(1)
        if game.row.status != "playing":
            break
        seen |= public_ids(game.view())
        # the bot never leaves the game waiting on itself
        assert bot not in game.game.waiting(game.table(lang)) or mine in game.game.waiting(game.table(lang))
        legal = game.rs.legal_actions(game.state, mine)
        assert legal, "the game waits on nobody"
        if rng is not None:
            action = rng.choice(legal)
        else:
            seat, action = game.game.policy_action(game.state)
            assert seat == mine
        words = game.game.describe(action, game.table(lang), mine)
        reply = await svc.do(1, ANN, words, lang=lang)
        assert not reply.error, (words, reply.text)
        after = await svc.game(1)
        secret = hidden_only(after, seen | public_ids(after.view()))
        assert leaked(reply.text, secret[bot]) == [], reply.text
        for who, note in reply.private:
            assert who == ANN and leaked(note, secret[bot]) == [], note
        if drawn is not None:
            assert leaked("\n".join(drawn), secret[bot] | secret[mine]) == [], words
            drawn.clear()
        lines.append(f"/do action:{words}")
    game = await svc.game(1)
    assert game.row.status == "over" and game.state.winner in (mine, bot)
    return lines


async def test_a_whole_duel_against_the_bot_in_both_languages(service):
    for lang, seed in (("en", "vb-en"), ("fr", "vb-fr")):
        await play_against_bot(service, lang, seed)
        await service.end(1, ANN, lang=lang, can_manage=True)


async def test_no_picture_of_the_channel_shows_a_hidden_card(store, monkeypatch):
    """Every board the service draws for the channel during whole duels, word by word (the drawing helper
    recorded), holds no card of either hand or mana that no public view has shown."""
    from rendering.altered import board
    from rendering.registry import board_png
    from tests.test_altered_rendering import Recorder

    rec = Recorder(monkeypatch)
    drawn: list[str] = []
    seats_seen: list[Any] = []
    written: list[str] = []

    def renderer(module: str, view: dict[str, Any], lang: str, tr: Any) -> bytes:
        seats_seen.append(view.get("seat"))
        before = len(rec.texts)
        png = board_png(module, view, lang, tr)
        drawn.extend(rec.texts[before:])
        written.extend(rec.texts[before:])
        return png

    svc = GameService(store, prompt_timeout=None, renderer=renderer, render_timeout=30)
    for lang in ("en", "fr"):
        board.clear_caches()
        await play_against_bot(svc, lang, f"pic-{lang}", drawn=drawn)
        await svc.end(1, ANN, lang=lang, can_manage=True)
    await svc.close()
    assert len(seats_seen) > 10 and set(seats_seen) == {None}  # the channel's view, always
    assert "Varna of the Kilns" in written and "Varna des Fours" in written  # the words were recorded


async def test_the_bot_beats_a_player_who_plays_at_random(service):
    won = 0
    for i in range(4):
        await play_against_bot(service, "en", f"rand-{i}", random.Random(i))
        game = await service.game(1)
        won += game.state.winner != my_seat(game)
        await service.end(1, ANN, can_manage=True)
    assert won >= 3


async def test_the_bot_answers_at_once_and_undo_takes_its_answers_back_too(service):
    game = await open_against_bot(service)
    mine = my_seat(game)
    # the set-up mana: the player's choice, then the bot's (the bot decides second when it holds no marker)
    seat, action = game.game.policy_action(game.state)
    reply = await service.do(1, ANN, game.game.describe(action, game.table("en"), seat))
    assert not reply.error, reply.text
    game = await service.game(1)
    assert game.state.phase == "afternoon" or game.state.deciding == [mine]
    # play on until the bot has answered one of Ann's afternoon moves
    for _ in range(40):
        game = await service.game(1)
        if game.state.phase == "afternoon" and game.state.turn == mine:
            break
        seat, action = game.game.policy_action(game.state)
        assert seat == mine
        await service.do(1, ANN, game.game.describe(action, game.table("en"), seat))
    game = await service.game(1)
    assert game.state.turn == mine
    before = game.row.state
    plays = [a for a in game.rs.legal_actions(game.state, mine) if a.type == "play"]
    assert plays
    reply = await service.do(1, ANN, game.game.describe(plays[0], game.table("en"), mine))
    assert not reply.error, reply.text
    game = await service.game(1)
    assert game.state.turn == mine or game.state.phase != "afternoon"  # the bot has moved
    log = await service.store.log(1)
    assert log[-1].user_id == BOT_USER and log[-1].kind == "action"
    undone = await service.undo(1, ANN)
    # (this seed draws nothing and turns no Tumult card in between: else undo is refused, saying why)
    assert not undone.error, undone.text
    game = await service.game(1)
    assert game.row.state == before  # back to Ann's move, the bot's answer with it
    assert game.state.turn == mine


async def test_a_game_against_the_bot_survives_a_restart(store):
    svc = GameService(store, prompt_timeout=None, renderer=None)
    game = await open_against_bot(svc)
    seat, action = game.game.policy_action(game.state)
    await svc.do(1, ANN, game.game.describe(action, game.table("en"), seat))
    version = (await svc.game(1)).row.version
    await svc.close()
    again = GameService(store, prompt_timeout=None, renderer=None)
    game = await again.game(1)
    assert game.row.version == version and game.heroes_of(BOT_USER)
    seat, action = game.game.policy_action(game.state)
    assert seat == my_seat(game)
    reply = await again.do(1, ANN, game.game.describe(action, game.table("en"), seat))
    assert not reply.error, reply.text
    await again.close()


async def test_nobody_acts_for_the_bot_and_the_bot_seat_is_not_taken_by_join(service):
    await service.new_game(1, ANN, ID, QUEST, "vb2", user_name="ann", options={"opponent": "bot"})
    await service.join(1, ANN, "ember", user_name="ann")
    await service.start(1, ANN)
    game = await service.game(1)
    bot = next(h for h, u in game.seats if u == BOT_USER)
    reply = await service.command(1, ANN, "end", {}, hero=game.game.content_name("heroes", bot, "en"))
    assert reply.error and reply.ephemeral and "ann" not in reply.text.lower().split("plays")[0]
    assert (await service.game(1)).row.version == game.row.version
    reply = await service.command(1, 2, "end", {})
    assert reply.error and reply.ephemeral


async def test_the_console_plays_a_duel_against_the_bot(service, tmp_path):
    for lang in ("en", "fr"):
        lines = await play_against_bot(service, lang, f"cb-{lang}")
        await service.end(1, ANN, lang=lang, can_manage=True)
        out = io.StringIO()
        args = argparse.Namespace(ruleset=ID, quest=QUEST, players="ann", heroes=None, seed=f"cb-{lang}", out=None,
                                  lang=lang, hard=False, db=str(tmp_path / f"{lang}.db"), option=["opponent=bot"])
        assert await play(args, io.StringIO("\n".join(lines) + "\n"), out) == 0
        text = out.getvalue()
        assert re.search(r"wins on day \d+" if lang == "en" else r"gagne au jour \d+", text), text[-2000:]
        assert BOT_NAME in text


# --- /game deck: a deck of one's own -------------------------------------------------------------------


async def test_a_deck_of_ones_own_is_shown_brought_checked_and_played(service):
    from engine.rulesets.altered import RULESET
    from engine.rulesets.altered.decklist import format_deck_list

    content = RULESET.content
    await service.new_game(1, ANN, ID, QUEST, "deck1", user_name="ann", lang="fr")
    reply = await service.deck(1, ANN, "1 Orla", lang="fr")
    assert reply.error and reply.ephemeral and "/game join" in reply.text  # a seat first
    await service.join(1, ANN, "ember", user_name="ann")
    await service.join(1, 2, "tide", user_name="bob")
    # no list: the deck the seat plays now, to copy (French names in French)
    shown = await service.deck(1, ANN, None, lang="fr")
    assert shown.ephemeral and not shown.error and "Varna des Fours" in shown.text
    version = (await service.game(1)).row.version
    # a list that breaks four rules: every one named, in French, and nothing changed
    bad = "1 Orla; 1 Varna; 4 Moussillon; 3 Molosse de Cendre; 2 Cairn"
    refused = await service.deck(1, ANN, bad, lang="fr")
    assert refused.error and refused.ephemeral, refused.text
    assert "second héros" in refused.text and "4 exemplaires de Moussillon" in refused.text
    assert "pas à celle du héros" in refused.text and "en plus du héros" in refused.text
    assert (await service.game(1)).row.version == version
    # a name nobody has: said with the closest, in French
    unknown = await service.deck(1, ANN, "1 Orla; 3 Moussilon; 3 Rosee du matn", lang="fr")
    assert unknown.error and "Aucune carte ne s'appelle" in unknown.text and "2 entrées" in unknown.text
    # both seats bring the Mossbound deck (French text for one, English for the other): a mirror match
    moss = content.decks["moss_starter"]
    ok = await service.deck(1, ANN, format_deck_list(content, moss.hero, moss.cards, "fr"), lang="fr")
    assert not ok.error and not ok.ephemeral and "Orla Chante-Racine" in ok.text and "40 cartes" in ok.text
    assert "Moussillon" not in ok.text  # the channel is told the hero and the count, not the list
    ok = await service.deck(1, 2, format_deck_list(content, moss.hero, moss.cards, "en"))
    assert not ok.error, ok.text
    r = await service.start(1, ANN, lang="fr")
    assert not r.error, r.text
    game = await service.game(1)
    assert {p.hero.card for p in game.state.players.values()} == {"orla"}
    names = {game.table("en").hero(s) for s in game.state.order}
    assert names == {"Orla Rootsinger (1)", "Orla Rootsinger (2)"}
    # a seat is named as the table names it
    seat, action = game.game.policy_action(game.state)
    user = game.controller(seat)
    reply = await service.do(1, user, game.game.describe(action, game.table("en"), seat),
                             hero=game.table("en").hero(seat))
    assert not reply.error, reply.text
    late = await service.deck(1, ANN, format_deck_list(content, moss.hero, moss.cards, "en"))
    assert late.error and "already started" in late.text


async def test_a_game_without_decks_says_so(service):
    await service.new_game(1, ANN, "altar", None, "x", user_name="ann")
    await service.join(1, ANN, None, user_name="ann")
    reply = await service.deck(1, ANN, "1 Orla")
    assert reply.error and reply.ephemeral and "no decks to bring" in reply.text


async def test_a_decision_out_of_time_takes_its_default_without_naming_a_hidden_card(store):
    """The set-up mana and a Morning's mana choice, left unanswered: the default is applied, the channel is
    told how many cards went into mana (not which: they are secret), and the bot plays on."""
    svc = GameService(store, prompt_timeout=3600, renderer=None)
    for lang, said in (("en", "the first 3 cards of the hand go into mana"),
                       ("fr", "les 3 premières cartes de la main vont en mana")):
        game = await open_against_bot(svc, lang, f"to-{lang}")
        mine = my_seat(game)
        assert game.rs.current_prompt(game.state).seat == mine
        hand = hidden_only(game, public_ids(game.view()))[mine]
        reply = await svc.expire(1, game.row.version)
        assert reply is not None and not reply.ephemeral
        assert said in reply.text, reply.text
        assert leaked(reply.text, hand) == [] and not re.search(r"\bc\d+\b", reply.text), reply.text
        game = await svc.game(1)
        assert len(game.state.players[mine].mana) == 3
        # on to the next decision of Ann's: a Morning's mana choice, whose default is no card
        for _ in range(300):
            prompt = game.rs.current_prompt(game.state)
            if prompt is not None and prompt.kind == "morning_mana" and prompt.seat == mine:
                break
            seat, action = game.game.policy_action(game.state)
            assert seat == mine
            await svc.do(1, ANN, game.game.describe(action, game.table(lang), seat), lang=lang)
            game = await svc.game(1)
        else:
            raise AssertionError("no Morning came")
        orbs = len(game.state.players[mine].mana)
        reply = await svc.expire(1, game.row.version)
        assert reply is not None and ("no card goes into mana" in reply.text or "aucune carte" in reply.text)
        game = await svc.game(1)
        assert len(game.state.players[mine].mana) == orbs
        await svc.end(1, ANN, lang=lang, can_manage=True)
    await svc.close()
