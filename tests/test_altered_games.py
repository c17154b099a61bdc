"""Whole games of Altered by random legal play: they end with a winner, they are deterministic for a seed,
every event validates, and nothing hidden (hands, decks, mana orbs, face-down Tumult cards) reaches the
other seat's view, the channel's view or a public event."""
from __future__ import annotations

import json
import re
from itertools import combinations
from typing import get_args

from engine.core.events import witness
from engine.core.rng import randbelow, seed_state
from engine.rulesets.altered import RULESET
from engine.rulesets.altered.content import Trigger
from engine.rulesets.altered.game import Game
from engine.rulesets.altered.legal import legal_actions
from engine.rulesets.altered.state import GameState

SEATS = ["ember_starter", "tide_starter"]
MAX_DAYS = 40


class Stream:
    """The random walk's own seeded stream (never Python's `random`)."""

    def __init__(self, seed: str) -> None:
        self.rng = seed_state(seed)


def random_game(seed: str, *, through_apply: bool = False, check=None, kinds: set | None = None,
                seats: list[str] = SEATS, seen: set | None = None) -> tuple[GameState, int]:
    """Play one game to its end by random legal actions; returns the final state and the actions taken.
    `seen` collects the cards played and the triggers of the abilities used (("play", card id), (trigger,))."""
    state = RULESET.new_game("standard", list(seats), seed)
    walk = Stream("walk-" + seed)
    steps = 0
    while state.result is None:
        assert state.day <= MAX_DAYS, f"seed {seed}: still going on day {state.day}"
        choices = [(seat, a) for seat in seats for a in RULESET.legal_actions(state, seat)]
        assert choices, f"seed {seed}: nobody can act ({state.phase})"
        seat, action = choices[randbelow(walk, len(choices))]
        if kinds is not None:
            kinds.add(action.type)
        if through_apply:
            outcome = RULESET.apply(state, seat, action)
            if check is not None:
                check(state, outcome.state, outcome.events)
            state = outcome.state
        else:
            game = Game(state, RULESET.content)
            game.handle(seat, action)
            if seen is not None:
                seen.update(("play", e.card) for e in game.events if e.type == "card_played")
                seen.update((e.trigger,) for e in game.events if e.type == "ability_used")
        steps += 1
    return state, steps


def test_200_random_games_end_with_a_winner_within_a_sane_number_of_days():
    reasons = set()
    days = []
    kinds: set[str] = set()
    for i in range(200):
        state, steps = random_game(f"walk-{i}", kinds=kinds)
        assert state.result == "won" and state.winner in SEATS and state.phase == "over"
        assert steps < 2000
        reasons.add(state.result_reason)
        days.append(state.day)
    assert reasons >= {"met", "arena"}
    assert kinds == {"mana", "play", "exhaust", "support", "pass", "cleanup", "trigger"}
    assert max(days) <= MAX_DAYS and min(days) >= 2


def test_every_pairing_of_starter_decks_plays_out_and_every_card_and_trigger_is_used():
    decks = RULESET.content.decks
    seen: set = set()
    for pair in combinations(sorted(decks), 2):
        for i in range(40):
            seats = list(pair) if i % 2 else list(reversed(pair))
            state, steps = random_game(f"pair-{i}", seats=seats, seen=seen)
            assert state.result == "won" and state.winner in seats and steps < 2000
    for did, deck in decks.items():
        assert {("play", cid) for cid in deck.cards} <= seen, f"{did}: a card never played"
    assert {t for (t, *rest) in seen if not rest} == set(get_args(Trigger)) - {"on_play_any", "on_play_hand",
                                                                             "on_play_reserve"}


def test_a_game_is_deterministic_for_a_seed():
    a, n = random_game("same-seed", through_apply=True)
    b, m = random_game("same-seed", through_apply=True)
    assert n == m and RULESET.dump_state(a) == RULESET.dump_state(b)
    c, _ = random_game("another-seed", through_apply=True)
    assert RULESET.dump_state(c) != RULESET.dump_state(a)


def test_legal_actions_are_all_accepted_and_parse_back_from_json():
    state = RULESET.new_game("standard", SEATS, "legal")
    walk = Stream("legal")
    for _ in range(150):
        if state.result is not None:
            break
        for seat in SEATS:
            for action in RULESET.legal_actions(state, seat)[:25]:
                RULESET.apply(state, seat, RULESET.parse_action(action.model_dump()))  # never refused
        choices = [(seat, a) for seat in SEATS for a in legal_actions(Game(state, RULESET.content), seat)]
        seat, action = choices[randbelow(walk, len(choices))]
        state = RULESET.apply(state, seat, action).state


def _hidden(state: GameState, seat: str) -> set[str]:
    p = state.players[seat]
    return {c.uid for c in [*p.hand, *p.deck, *p.mana]}


def _uids_in(data) -> set[str]:
    return set(re.findall(r'"(c\d+)"', json.dumps(data)))


def test_nothing_hidden_reaches_the_other_seat_the_channel_or_a_public_event():
    seen = {"checks": 0}

    def check(before: GameState, after: GameState, events) -> None:
        for seat in SEATS:
            other = next(x for x in SEATS if x != seat)
            secret = _hidden(after, seat)
            assert not secret & _uids_in(RULESET.view(after, other)), "a hidden card in the opponent's view"
            assert not secret & _uids_in(RULESET.view(after, None)), "a hidden card in the channel's view"
            told = [e.model_dump() for e in witness(events, [other])]
            assert not secret & _uids_in(told), f"a hidden card in an event {other} is told"
        public = [e.model_dump() for e in witness(events)]
        for e in public:
            assert e["type"] not in ("card_drawn", "mana_card")
        for i, region in enumerate(after.regions):
            if not region.revealed:
                assert RULESET.view(after, None)["adventure"][i]["terrain"] is None
        seen["checks"] += 1

    for i in range(6):
        random_game(f"hidden-{i}", through_apply=True, check=check)
    assert seen["checks"] > 100


def test_a_seat_sees_its_own_hand_and_mana_and_only_counts_of_the_opponents():
    state = RULESET.new_game("standard", SEATS, "view")
    for seat in SEATS:
        view = RULESET.view(state, seat)
        other = next(x for x in SEATS if x != seat)
        assert len(view["players"][seat]["hand"]) == 6
        assert "hand" not in view["players"][other] and view["players"][other]["hand_count"] == 6
        assert "mana" not in view["players"][other]
    channel = RULESET.view(state, None)
    assert all("hand" not in channel["players"][s] for s in SEATS)
    assert channel["prompt"] is None
    prompt_seat = state.pending.prompt.seat
    assert RULESET.view(state, prompt_seat)["prompt"]["kind"] == "setup_mana"


def test_undo_is_refused_after_a_draw_or_a_reveal():
    state = RULESET.new_game("standard", SEATS, "undo")
    before = RULESET.dump_state(state)
    s2 = RULESET.load_state(before)
    s2.players[SEATS[0]].hand.append(s2.players[SEATS[0]].deck.pop())
    assert RULESET.hidden_change(before, RULESET.dump_state(s2)) == "undo-card"


def test_a_face_down_tumult_card_names_nothing_in_any_view():
    """Which Tumult card lies face down, and so its terrain, is no one's to know until it is turned."""
    state = RULESET.new_game(RULESET.quests()[0].id, list(RULESET.content.decks)[:2], "tumult")
    for seat in [None, *state.order]:
        view = RULESET.view(state, seat)
        hidden = [r for r in view["adventure"] if not r["revealed"]]
        assert hidden and all(r["tumult"] is None and r["terrain"] is None and r["name"] is None for r in hidden)
