"""`/do` (or any command's `?`) while play waits for the other seat says whom it waits for and to wait,
in both languages: the other seat's Afternoon turn, the Afternoon after one has passed, a decision (the
Morning mana the first player chooses first). It said "nothing is possible right now", or "is not
something you can do now. Closest: —"."""
from __future__ import annotations

import argparse
import io
from typing import Any

from bot.console import play
from tests.test_altered_bot import EMBER, ID, QUEST, TIDE, USERS, scene, to_afternoon

# --- /do while the other seat plays or decides ------------------------------------------------------------


async def test_do_in_the_other_seats_turn_says_whose_turn_it_is_and_to_wait(service):
    game = await to_afternoon(service)
    turn = game.state.turn
    other = TIDE if turn == EMBER else EMBER
    hero, player = game.table("en").hero(turn), game.table("en").player(turn)
    for typed in ("", "Pass", "Play Reef Scout → hero"):
        reply = await service.do(1, USERS[other], typed)
        assert reply.error and reply.ephemeral
        assert reply.text.startswith(f"It is not your turn: {hero} ({player}) is playing; wait until"), reply.text
        assert "nothing is possible" not in reply.text and "Closest" not in reply.text
    assert (await service.game(1)).row.version == game.row.version
    # Discord's autocomplete says so too, in one choice that fits
    offered = await service.complete(1, USERS[other], "action", "", command="do")
    assert len(offered) == 1 and offered[0][0].startswith("It is not your turn") and len(offered[0][0]) <= 100
    # once the seat has passed, it is told it plays no more this Afternoon
    reply = await service.do(1, USERS[turn], "Pass")
    assert not reply.error, reply.text
    reply = await service.do(1, USERS[turn], "")
    assert reply.text.startswith("You have passed this Afternoon:") and "wait" in reply.text, reply.text
    fr = await service.do(1, USERS[turn], "", lang="fr")
    assert fr.text.startswith("Vous avez passé pour cet Après-midi :"), fr.text


async def test_do_while_the_first_player_chooses_the_morning_mana_says_so(service):
    await to_afternoon(service)

    def morning(state: Any, g: Any) -> None:
        state.phase, state.turn, state.decision, state.deciding = "morning", None, "morning_mana", [EMBER, TIDE]

    game = await scene(service, morning)
    reply = await service.do(1, USERS[TIDE], "")
    player = game.table("en").player(EMBER)
    assert reply.text == (f"Play waits for Varna of the Kilns ({player}), who may put a card of their hand into "
                          "mana: wait. Your own choice comes right after theirs."), reply.text


async def test_the_console_says_whose_turn_it_is_to_a_player_who_types_do(tmp_path):
    out = io.StringIO()
    script = "@ann /do\n@bob /do\n@bob /play card:?\n"
    args = argparse.Namespace(ruleset=ID, quest=QUEST, players="ann,bob", heroes=f"{EMBER},{TIDE}",
                              seed="t1", out=None, lang="en", hard=False, db=str(tmp_path / "c.db"))
    setup = "@ann /choose option:1, 2, 3\n@bob /choose option:1, 2, 3\n"
    assert await play(args, io.StringIO(setup + script), out) == 0
    text = out.getvalue()
    after = text.split("> bob: /do\n", 1)[1]
    assert "nothing is possible" not in after
    assert after.count("It is not your turn: Varna of the Kilns (ann) is playing; wait until") == 2, after
