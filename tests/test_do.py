"""`/do`: every legal action of every game is reachable by its words, whatever the position.

Games are walked to random positions by their own players; at each, every legal action of the seat
that must act (a random sample of them when there are many) must appear in `/do`'s autocomplete
when filtered by its own words, and `/do` with those words must give exactly the state the engine
gives for that action.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from bot import games
from bot.service import GameService
from bot.store import LogEntry

SAMPLE = 12  # actions checked per position
GAMES = {"altar": ("silent_bells", ["brakka", "ilse"]), "heroquest": ("proving_halls", ["barbarian", "elf"]),
         "aofq": ("ferry_at_dusk", ["brannoc", "sefa", "odile", "aldric"]), "altered": ("standard", ["ember_starter", "tide_starter"])}


async def open_game(svc: GameService, game_id: str, seed: str) -> None:
    quest, heroes = GAMES[game_id]
    r = await svc.new_game(1, 10, game_id, quest, seed, user_name="alice")
    assert not r.error, r.text
    for hero in heroes:
        assert not (await svc.join(1, 10, hero, user_name="alice")).error
    assert not (await svc.start(1, 10)).error


async def restore(svc: GameService, text: str) -> None:
    """Put the channel's game back to a saved position (the scene of the next check)."""
    game = await svc.game(1)
    state = game.rs.load_state(text)
    prompt = game.rs.current_prompt(state)
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "position"}), state=text,
                      _state_obj=state, status="playing", prompt=(prompt.seat if prompt else None, None))


async def walk(svc: GameService, rng: random.Random, steps: int) -> bool:
    """Play on with the game's own player; False once the game is over."""
    for _ in range(steps):
        game = await svc.game(1)
        if game.row.status != "playing":
            return False
        chosen = game.game.policy_action(game.state)
        if chosen is None:
            return False
        seat, action = chosen
        reply = await svc.act(1, 10, action.model_dump(by_alias=True), seat)
        if reply.error:
            legal = game.rs.legal_actions(game.state, seat)
            await svc.act(1, 10, rng.choice(legal).model_dump(by_alias=True), seat)
    return (await svc.game(1)).row.status == "playing"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", ["a", "b"])
async def test_every_legal_action_is_offered_by_do_and_does_what_the_engine_does(service, game_id, seed):
    rng = random.Random(f"{game_id}-{seed}")
    await open_game(service, game_id, seed)
    checked = 0
    for _position in range(4):
        if not await walk(service, rng, rng.randint(3, 25)):
            break
        game = await service.game(1)
        chosen = game.game.policy_action(game.state)
        if chosen is None:
            break
        seat = chosen[0]
        saved = game.row.state
        legal = game.rs.legal_actions(game.state, seat)
        assert legal, "the seat the game waits for can always do something"
        table = game.table("en")
        sample = rng.sample(legal, min(SAMPLE, len(legal)))
        for action in sample:
            words = game.game.describe(action, table, seat)
            offered = await service.complete(1, 10, "action", words, command="do", hero=seat)
            assert words in [value for _label, value in offered], f"/do does not offer {words!r}"
            expected = game.rs.apply(game.rs.load_state(saved), seat, action).state
            reply = await service.do(1, 10, words, seat)
            assert not reply.error, f"{words!r}: {reply.text}"
            after = await service.game(1)
            assert after.rs.dump_state(after.state) == game.rs.dump_state(expected), words
            checked += 1
            await restore(service, saved)
    assert checked >= 10


async def test_do_refuses_words_it_does_not_know_with_the_closest_actions(service):
    await open_game(service, "altar", "c")
    game = await service.game(1)
    before = game.row.version
    reply = await service.do(1, 10, "Move to Z99", "brakka")
    assert reply.error and reply.ephemeral and "Move to" in reply.text
    assert (await service.game(1)).row.version == before


async def test_do_takes_the_other_languages_words_and_a_clear_beginning(service):
    await open_game(service, "altar", "d")
    game = await service.game(1)
    table_fr = game.table("fr")
    draw = next(a for a in game.rs.legal_actions(game.state, "brakka") if a.type == "draw")
    french = game.game.describe(draw, table_fr, "brakka")
    assert french == "Piocher une carte"
    reply = await service.do(1, 10, french, "brakka", lang="en")
    assert not reply.error, reply.text
    reply = await service.do(1, 10, "  ENd YOUR act", "brakka")
    assert not reply.error, reply.text


def labels_are_unique(game_id: str, state: Any, seat: str) -> bool:
    game = games.get(game_id)
    from bot.gamekit import Table

    table = Table(game, "en", state, {}, 0)
    words = [game.describe(a, table, seat) for a in game.ruleset.legal_actions(state, seat)]
    return len(set(words)) == len(words)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_fresh_games_actions_have_distinct_words(game_id):
    quest, heroes = GAMES[game_id]
    rs = games.get(game_id).ruleset
    state = rs.new_game(quest, heroes, "u")
    assert labels_are_unique(game_id, state, heroes[0])
