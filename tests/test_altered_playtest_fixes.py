"""Defects of the second Altered playtest, each played as a player meets it through the service: a
`/play` meant for the Afternoon typed at a Morning mana choice is refused, not spent as mana; ..."""
from __future__ import annotations

from typing import Any

from tests.test_altered_bot import EMBER, USERS, refused, scene, to_afternoon


def _morning(state: Any, g: Any) -> None:
    """The Morning mana choice, owed by Varna (EMBER) first."""
    state.phase, state.turn, state.decision, state.deciding = "morning", None, "morning_mana", [EMBER]


# --- 1. a /play with an expedition at the Morning mana prompt ------------------------------------------------


async def test_a_play_with_an_expedition_at_the_morning_is_refused_not_spent_as_mana(service):
    await to_afternoon(service)
    game = await scene(service, _morning)
    p = game.state.players[EMBER]
    hand, mana = [c.uid for c in p.hand], [c.uid for c in p.mana]
    name = game.rs.content.cards[p.hand[0].card].name
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
