"""Helpers for the Altered tests: a duel past its set-up, cards put where a test needs them, and a content
with a few plain test characters (one stat each). Also the set-up's own tests."""
from __future__ import annotations

from typing import Any

from engine.core.events import GameEvent
from engine.rulesets.altered import AlteredRuleset
from engine.rulesets.altered.actions import Mana
from engine.rulesets.altered.content import CardDef, Content, content
from engine.rulesets.altered.game import Game, new_game
from engine.rulesets.altered.legal import legal_actions
from engine.rulesets.altered.state import Card, GameState

EMBER, TIDE = "ember_starter", "tide_starter"


def content_with_test_cards() -> Content:
    """The shipped content plus plain characters: `t_forest` (3/0/0), `t_mountain`, `t_water`, `t_all` (1/1/1)."""
    c = content().model_copy(deep=True)
    for cid, stats in (("t_forest", (3, 0, 0)), ("t_mountain", (0, 3, 0)), ("t_water", (0, 0, 3)),
                       ("t_all", (1, 1, 1))):
        c.cards[cid] = CardDef(name=cid, name_fr=cid, kind="character", faction="ember", hand_cost=1,
                               reserve_cost=1, forest=stats[0], mountain=stats[1], water=stats[2])
    return c


CONTENT = content_with_test_cards()
RULESET = AlteredRuleset(lambda: CONTENT)


def game(state: GameState) -> Game:
    return Game(state, CONTENT)


def act(state: GameState, seat: str, action: Any) -> list[GameEvent]:
    """Apply an action in place (the tests of one rule read the state right after)."""
    g = game(state)
    g.handle(seat, action)
    return g.events


def started(seed: int | str = 1, first: str = EMBER) -> GameState:
    """A duel on day 1's Afternoon, `first` holding the marker, each seat with its first three cards as mana."""
    s = new_game(CONTENT, "standard", [EMBER, TIDE], seed)
    s.first = first
    s.deciding = [first, other(first)]
    for seat in (first, other(first)):
        act(s, seat, Mana(cards=[c.uid for c in s.players[seat].hand[:3]]))
    assert s.phase == "afternoon" and s.turn == first
    return s


def other(seat: str) -> str:
    return TIDE if seat == EMBER else EMBER


def bare(seed: int | str = 1, first: str = EMBER, mana: int = 10) -> GameState:
    """`started`, then every hand emptied and `mana` ready orbs each: a clean table for one rule."""
    s = started(seed, first)
    for p in s.players.values():
        p.hand = []
        p.mana = [Card(uid=f"orb-{p.seat}-{i}", card="kiln_apprentice", owner=p.seat) for i in range(mana)]
    return s


def put(s: GameState, seat: str, card: str, zone: str, **flags: Any) -> Card:
    """A new card of `seat` in `zone`: hand, reserve, discard, deck, landmarks, hero or companion."""
    c = Card(uid=f"c{s.next_uid}", card=card, owner=seat, **flags)
    s.next_uid += 1
    p = s.players[seat]
    if zone in ("hero", "companion"):
        p.expeditions[zone].append(c)
    else:
        getattr(p, zone).append(c)
    return c


def of(events: list[GameEvent], kind: str) -> list[GameEvent]:
    return [e for e in events if e.type == kind]


def test_set_up_lays_five_cards_and_puts_the_markers_at_both_ends():
    s = new_game(CONTENT, "standard", [EMBER, TIDE], 7)
    assert len(s.regions) == 8  # hero region, 3 Tumult cards of two regions, companion region
    assert [r.card for r in s.regions] == [None, 0, 0, 1, 1, 2, 2, None]
    assert all(not r.revealed for r in s.regions[1:-1]) and s.regions[0].revealed and s.regions[-1].revealed
    assert len({r.tumult for r in s.regions[1:-1]}) == 3
    for p in s.players.values():
        assert p.positions == {"hero": 0, "companion": 7}
        assert len(p.hand) == 6 and len(p.deck) == 34 and not p.mana


def test_set_up_sets_tokens_aside_and_draws_the_first_player_at_random():
    firsts = {new_game(CONTENT, "standard", [EMBER, TIDE], seed).first for seed in range(20)}
    assert firsts == {EMBER, TIDE}
    s = new_game(CONTENT, "standard", [EMBER, TIDE], 3)
    every = [c.card for p in s.players.values() for c in [*p.deck, *p.hand]]
    assert not any(CONTENT.cards[cid].kind == "token" for cid in every)


def test_set_up_tumult_order_and_orientation_vary_with_the_seed():
    rows = {tuple(r.name for r in new_game(CONTENT, "standard", [EMBER, TIDE], seed).regions) for seed in range(30)}
    assert len(rows) > 10


def test_set_up_mana_is_three_cards_of_six_chosen_by_each_seat_then_day_1_starts_at_noon():
    s = new_game(CONTENT, "standard", [EMBER, TIDE], 5)
    assert s.decision == "setup_mana" and set(s.deciding) == {EMBER, TIDE}
    for seat in (EMBER, TIDE):
        actions = legal_actions(game(s), seat)
        assert len(actions) == 20 and all(len(a.cards) == 3 for a in actions)  # C(6, 3)
    second = [x for x in s.deciding if x != s.first][0]
    events = act(s, second, Mana(cards=[c.uid for c in s.players[second].hand[1:4]]))
    assert s.phase == "setup" and s.deciding == [s.first]
    assert [e.type for e in events if e.public] == ["mana_added"]
    events = act(s, s.first, Mana(cards=[c.uid for c in s.players[s.first].hand[:3]]))
    assert s.phase == "afternoon" and s.day == 1 and s.turn == s.first
    phases = [e.phase for e in of(events, "phase_started")]
    assert phases == ["noon", "afternoon"]  # no Morning on day 1
    for p in s.players.values():
        assert len(p.mana) == 3 and all(not orb.exhausted for orb in p.mana) and len(p.hand) == 3
