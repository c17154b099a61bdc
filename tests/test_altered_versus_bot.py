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


async def play_against_bot(svc: GameService, lang: str, seed: str, rng: random.Random | None = None
                           ) -> list[str]:
    """Ann plays every move by `/do` (the bot's own choices for her seat, or random legal ones with `rng`);
    every reply is checked against the bot's hidden cards. The lines typed."""
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
        lines.append(f"/do action:{words}")
    game = await svc.game(1)
    assert game.row.status == "over" and game.state.winner in (mine, bot)
    return lines


async def test_a_whole_duel_against_the_bot_in_both_languages(service):
    for lang, seed in (("en", "vb-en"), ("fr", "vb-fr")):
        await play_against_bot(service, lang, seed)
        await service.end(1, ANN, lang=lang, can_manage=True)


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
