"""Defects of the third Altered playtest, each played as a player meets it through the service: Tide Sage's
Support draws the card itself back when the deck and the discard pile are empty (it is discarded before its
draw, which shuffles the discard pile into the deck: rulebook, "Vous n'avez plus de cartes dans votre deck")."""
from __future__ import annotations

from typing import Any

from engine.rulesets.altered.actions import Support
from tests.test_altered_bot import TIDE, USERS, card, scene, to_afternoon

# --- Tide Sage's Support with an empty deck and discard pile --------------------------------------------------


def _sage_in_an_empty_deck(state: Any, g: Any) -> None:
    """Maelis's Afternoon turn, her deck and discard pile empty, a Tide Sage in her reserve."""
    state.turn = TIDE
    p = state.players[TIDE]
    p.passed = False
    p.deck, p.discard = [], []
    sage = card(state, "tide_sage")
    sage.owner = TIDE
    p.reserve = [sage]


async def test_tide_sages_support_draws_itself_back_when_the_deck_and_discard_are_empty(service):
    await to_afternoon(service)
    game = await scene(service, _sage_in_an_empty_deck)
    sage = game.state.players[TIDE].reserve[0].uid
    assert Support(card=sage) in game.rs.legal_actions(game.state, TIDE)
    offered = await service.complete(1, USERS[TIDE], "card", "", command="use")
    assert [value for _label, value in offered] == ["Tide Sage (reserve)"]
    assert any("Tide Sage" in label for label, _ in await service.complete(1, USERS[TIDE], "action", "",
                                                                          command="do"))
    hand = len(game.state.players[TIDE].hand)
    reply = await service.command(1, USERS[TIDE], "use", {"card": "Tide Sage"})
    assert not reply.error, reply.text
    assert "the discard pile (1 card) is shuffled into a new deck" in reply.text
    assert (USERS[TIDE], "You draw Tide Sage.") in reply.private
    p = (await service.game(1)).state.players[TIDE]
    assert [c.uid for c in p.hand][-1] == sage and len(p.hand) == hand + 1
    assert p.reserve == [] and p.discard == [] and p.deck == []
