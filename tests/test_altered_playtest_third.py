"""Defects of the third Altered playtest, each played as a player meets it through the service: a misspelt
target is refused as naming nothing, with the targets the effect may have (not as a card it cannot
target); Tide Sage's Support draws the card itself back when the deck and the discard pile are empty (it is
discarded before its draw, which shuffles the discard pile into the deck: rulebook, "Vous n'avez plus de
cartes dans votre deck")."""
from __future__ import annotations

from typing import Any

import pytest

from engine.rulesets.altered.actions import Support
from tests.test_altered_bot import (
    EMBER,
    TIDE,
    USERS,
    card,
    refused,
    scene,
    to_afternoon,
    varna_with_an_apprentice,
)

# --- a misspelt target ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "typed", "said", "target"), [
    ("en", "Kiln Aprentice", "No card is called “Kiln Aprentice” here.", "`target:Kiln Apprentice (your hero)`"),
    ("fr", "Aprenti des Fours", "Aucune carte ne s'appelle « Aprenti des Fours » ici.",
     "`target:Apprenti des Fours (votre héros)`"),
])
async def test_a_misspelt_target_is_refused_as_naming_nothing_with_the_targets_there_are(service, lang, typed, said,
                                                                                          target):
    await to_afternoon(service)
    await scene(service, varna_with_an_apprentice)
    text = await refused(service, USERS[EMBER], "use", {"card": "Varna", "target": typed}, lang=lang)
    assert text.startswith(said) and target in text, text
    assert "cannot be targeted" not in text and "ne peut pas être ciblée" not in text


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
