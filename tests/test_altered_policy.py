"""The bot opponent (issue 13 item 10): legal, quick, and far better than a random legal player; it decides
from what its own seat may know."""
from __future__ import annotations

import itertools
import random

from engine.core.rng import seed_state
from engine.rulesets.altered import RULESET
from engine.rulesets.altered.game import Game
from engine.rulesets.altered.legal import legal_actions
from engine.rulesets.altered.policy import choose

C = RULESET.content


def duel(seed: str, bot: int, decks: tuple[str, str]) -> str | None:
    """One game, the bot in seat `bot` (0 or 1), the other seat a random legal player; the winner's seat."""
    st = RULESET.new_game(RULESET.quests()[0].id, list(decks), seed)
    botseat = st.order[bot]
    rnd = random.Random(seed)
    for _ in range(4000):
        if st.result:
            break
        g = Game(st, C)
        seat = next(s for s in st.order if legal_actions(g, s))
        act = choose(st, C, seat) if seat == botseat else rnd.choice(legal_actions(g, seat))
        assert act in legal_actions(g, seat)
        st = RULESET.apply(st, seat, act).state
    return "bot" if st.winner == botseat else "random"


def test_the_bot_beats_a_random_legal_player_nine_times_in_ten():
    pairs = list(itertools.permutations(sorted(C.decks), 2))
    results = [duel(f"duel{i}", i % 2, pairs[i % len(pairs)]) for i in range(60)]
    assert results.count("bot") >= 54, results.count("bot")


def test_the_bot_decides_from_what_its_seat_may_know():
    """Two games that differ only in the opponent's hidden cards (hand and deck order): the same choices."""
    for i in range(5):
        st = RULESET.new_game(RULESET.quests()[0].id, sorted(C.decks)[:2], f"know{i}")
        rnd = random.Random(i)
        for _ in range(30 + 7 * i):  # somewhere into the game
            g = Game(st, C)
            seat = next((s for s in st.order if legal_actions(g, s)), None)
            if seat is None or st.result:
                break
            st = RULESET.apply(st, seat, rnd.choice(legal_actions(g, seat))).state
        g = Game(st, C)
        seat = next((s for s in st.order if legal_actions(g, s)), None)
        if seat is None:
            continue
        other = next(s for s in st.order if s != seat)
        twin = RULESET.clone(st)
        hidden = twin.players[other].hand + twin.players[other].deck
        rnd2 = random.Random(seed_state(str(i)))
        rnd2.shuffle(hidden)
        n = len(twin.players[other].hand)
        twin.players[other].hand, twin.players[other].deck = hidden[:n], hidden[n:]
        assert choose(st, C, seat) == choose(twin, C, seat)


def test_the_bot_never_plays_a_card_whose_effect_would_do_nothing():
    """A playtest saw the bot play Kindle with no character to boost, and Stoke the Kilns to no effect: a card
    and its mana thrown away. Over whole bot-against-bot games, no play or use of the bot's fizzles."""
    pairs = list(itertools.permutations(sorted(C.decks), 2))
    plays = 0
    for i in range(12):
        st = RULESET.new_game(RULESET.quests()[0].id, list(pairs[i % len(pairs)]), f"idle{i}")
        for _ in range(4000):
            if st.result:
                break
            g = Game(st, C)
            seat = next(s for s in st.order if legal_actions(g, s))
            act = choose(st, C, seat)
            events = RULESET.apply(st, seat, act).events
            uid = getattr(act, "card", None)
            if uid is not None and st.decision is None:
                plays += 1
                assert not any(e.type == "no_effect" and e.uid == uid for e in events), (i, act, events)
            st = RULESET.apply(st, seat, act).state
    assert plays > 100
