"""Issue 9, item 10: no time limit unless the group asks for one.

The rulebook plays on « jusqu'à ce que la quête soit terminée ou que les héros quittent le monde
souterrain »: a quest lost after a number of rounds is a house rule, the `/game new` option `rounds`.
Without it nothing counts rounds down (engine, status, board picture, summary, simulations); with it
the quest is lost once that many rounds are over."""
from __future__ import annotations

from typing import Any

import pytest

from bot import games
from engine.core.errors import RuleError
from engine.rulesets.heroquest import RULESET
from engine.rulesets.heroquest import simulate as hq_simulate
from rendering import heroquest as hq_render
from tests.test_heroquest_support import RS, act, clear_monsters, new
from tests.test_service_heroquest import set_state

ALICE, BOB = 10, 11
HQ = games.get("heroquest")


def end_round(s, heroes=("barbarian", "dwarf")):
    """Every hero ends their turn: Zargon plays, and the round is over."""
    for h in heroes:
        out = act(s, h, type="end")
        s = out.state
        if s.result is not None:
            break
    return s


def test_rule_no_round_limit_unless_the_group_asks_for_one():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    assert s.max_rounds is None
    s.round = 500  # far past any limit a quest ever had
    s = end_round(s)
    assert s.result is None and s.round == 501
    view = RS.view(s, None)
    assert view["quest"]["max_rounds"] is None and view["quest"]["rounds_left"] is None


def test_rule_round_limit_asked_for_loses_the_quest_after_that_many_rounds():
    s = new(heroes=("barbarian", "dwarf"), rounds=2)
    clear_monsters(s)
    assert s.max_rounds == 2 and RS.view(s, None)["quest"]["rounds_left"] == 2
    s = end_round(s)
    assert s.result is None and s.round == 2 and RS.view(s, None)["quest"]["rounds_left"] == 1
    s = end_round(s)
    assert s.result == "lost" and s.result_reason == "time" and s.round == 2


@pytest.mark.parametrize("bad", [0, -3, "ten", True])
def test_rule_round_limit_must_be_a_whole_number_of_rounds(bad):
    with pytest.raises(RuleError) as err:
        new(heroes=("barbarian",), rounds=bad)
    assert err.value.key == "bad_rounds"


async def open_game(svc, options: dict[str, Any] | None = None) -> None:
    r = await svc.new_game(1, ALICE, "heroquest", "proving_halls", "3", user_name="alice", options=options)
    assert not r.error, r.text
    for user, hero in ((ALICE, "barbarian"), (BOB, "dwarf")):
        r = await svc.join(1, user, hero, user_name="alice" if user == ALICE else "bob")
        assert not r.error, r.text
    r = await svc.start(1, ALICE)
    assert not r.error, r.text


async def test_status_counts_no_rounds_down_without_a_limit(service):
    await open_game(service)
    for lang, head in (("en", "**The Proving Halls** — round 1. Goal: Defeat Grashnak, then leave by the stairway."),
                       ("fr", "**Les Salles de l'épreuve** — manche 1. Objectif : Abattez Grashnak, puis repartez "
                              "par l'escalier.")):
        r = await service.status(1, BOB, lang=lang)
        assert r.text.splitlines()[0] == head


async def test_status_and_summary_with_the_round_limit_the_group_chose(service):
    await open_game(service, {"rounds": "1"})
    r = await service.status(1, BOB)
    assert r.text.splitlines()[0].startswith(
        "**The Proving Halls** — round 1 of 1 (1 left: after round 1 the torches burn out and the quest is lost).")
    r = await service.status(1, BOB, lang="fr")
    assert r.text.splitlines()[0].startswith(
        "**Les Salles de l'épreuve** — manche 1 sur 1 (encore 1 : après la manche 1, les torches s'éteignent et la "
        "quête est perdue).")
    await set_state(service, 1, lambda s: s.monsters.clear())  # a quiet round: only the limit can end it
    await service.act(1, ALICE, {"type": "end"})
    r = await service.act(1, BOB, {"type": "end"})
    game = await service.game(1)
    assert game.state.result == "lost" and game.state.result_reason == "time"
    assert "☠ **Defeat** in round 1: the torches burned out." in r.text


async def test_summary_of_a_quest_with_no_limit_says_nothing_of_rounds_left(service):
    await open_game(service)
    await set_state(service, 1, lambda s: s.monsters.clear())
    for _ in range(3):
        await service.act(1, ALICE, {"type": "end"})
        await service.act(1, BOB, {"type": "end"})
    game = await service.game(1)
    assert game.state.result is None and game.state.round == 4
    lines = HQ.summary_lines(game.table("en"))
    assert not any("round" in line for line in lines)


class Recording:
    """The picture's real translator, noting every message the board asks for."""

    def __init__(self, lang: str) -> None:
        self.inner = HQ.translator(lang)
        self.said: dict[str, str] = {}

    def __call__(self, key: str, *args: Any, **kw: Any) -> str:
        out = self.inner(key, *args, **kw)
        self.said[key] = out
        return out


@pytest.mark.parametrize(("options", "key", "head"), [({}, "pic-round", "Round 1"),
                                                       ({"rounds": 12}, "pic-round-of", "Round 1/12")])
def test_board_picture_shows_a_round_limit_only_when_there_is_one(options, key, head):
    state = RULESET.new_game("proving_halls", ["barbarian", "dwarf"], 3, options)
    tr = Recording("en")
    hq_render.render_board(RULESET.view(state, None), "en", tr)
    assert tr.said.get(key) == head
    assert ("pic-round-of" in tr.said) == bool(options)


def test_simulations_play_with_no_round_limit():
    # the games `questmaster simulate` plays are set up with no limit: they can run past any count
    state = hq_simulate.start("proving_halls", ["barbarian", "dwarf", "elf", "wizard"], "sim-1")
    assert state.max_rounds is None
    result = hq_simulate.simulate("proving_halls", 4, 2, "sim")
    assert result["errors"] == 0 and result["wins"] + result["losses"] == 2
