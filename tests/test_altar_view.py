"""view(state, seat) is the only way out of the state: it holds nothing a seat may not know."""
from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.rulesets.altar.game import Game
from tests.altar_helpers import (
    RS,
    C,
    add_enemy,
    new_game,
    place,
    play_round_to_threat_turn,
    quiet_villain,
    set_hand,
    strip_reactions,
)


def _json(s, seat) -> str:
    return json.dumps(RS.view(s, seat), sort_keys=True)


def _keys(obj: Any) -> set[str]:
    if isinstance(obj, dict):
        return set(obj) | {k for v in obj.values() for k in _keys(v)}
    if isinstance(obj, list):
        return {k for v in obj for k in _keys(v)}
    return set()


def _hidden_ids(s, seat: str | None) -> set[str]:
    """Card ids this seat may not see: deck contents and other heroes' hands, unless a copy of the
    same card is visible elsewhere (in play, or in the seat's own hand)."""
    hidden: set[str] = set()
    for deck in s.decks.values():
        hidden |= set(deck.cards)
    for hid, h in s.heroes.items():
        hidden |= set(h.deck.cards)
        if hid != seat:
            hidden |= set(h.hand)
    visible = {i.card for i in s.insts.values()}
    if seat is not None:
        visible |= set(s.heroes[seat].hand)
    return hidden - visible


def _assert_nothing_hidden(s, seat: str | None) -> None:
    text = _json(s, seat)
    leaked = sorted(c for c in _hidden_ids(s, seat) if f'"{c}"' in text)
    assert leaked == [], f"view for {seat} shows hidden cards {leaked}"
    assert str(s.rng) not in text
    assert not ({"rng", "seed", "jobs", "pending", "cards"} & _keys(RS.view(s, seat)))


def test_view_holds_no_deck_order_only_counts() -> None:
    s = new_game()
    v = RS.view(s, "tester")
    assert v["decks"] == {name: len(d.cards) for name, d in s.decks.items()}
    assert v["discards"] == {name: len(d.discard) for name, d in s.decks.items()}
    text = _json(s, "tester")
    for cid in ("gob_red", "gob_archer", "gob_snare", "gob_howl", "boss_ev1", "boss_ev2", "hunt_idol",
                "hunt_quiet", "tonic", "brute", "table", "well", "altar_found", "Goblin", "Rally", "Tremor", "Idol"):
        assert f'"{cid}"' not in text, cid
    _assert_nothing_hidden(s, "tester")


def test_view_holds_no_other_heros_hand() -> None:
    s = new_game()
    v = RS.view(s, "tester")
    assert [c["card"] for c in v["heroes"]["tester"]["hand"]] == s.heroes["tester"].hand
    assert "hand" not in v["heroes"]["helper"] and v["heroes"]["helper"]["hand_count"] == 4
    text = _json(s, "tester")
    for cid in set(s.heroes["helper"].hand):
        assert f'"{cid}"' not in text
    # a spectator sees no hand at all
    spectator = RS.view(s, None)
    assert all("hand" not in h for h in spectator["heroes"].values())
    _assert_nothing_hidden(s, None)


def test_view_shows_nothing_of_unrevealed_rooms() -> None:
    s = new_game()
    v = RS.view(s, "tester")
    assert v["board"]["revealed"] == ["ra"]
    assert v["board"]["shadows"] == ["A1"]
    assert [f["room"] for f in v["board"]["features"]] == ["ra"]
    assert v["board"]["traps"] == []
    assert all(f["kind"] == "hero" for f in v["figures"])


def test_view_prompt_options_only_for_the_prompted_seat() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    add_enemy(s, "gob_red", "C2")
    strip_reactions(s)
    set_hand(s, "tester", ["t_guard"])
    quiet_villain(s)
    s, out = play_round_to_threat_turn(s)
    assert out.prompt is not None and out.prompt.seat == "tester"
    mine = RS.view(s, "tester")["prompt"]
    theirs = RS.view(s, "helper")["prompt"]
    expected = ["play:t_guard"] + (["supply"] if s.supply > 0 else []) + ["pass"]
    assert [o["id"] for o in mine["options"]] == expected and mine["default"] == "pass"
    assert theirs == {"seat": "tester", "kind": "reaction", "default": None}
    assert "t_guard" not in _json(s, "helper")


def test_view_card_draws_are_private_events() -> None:
    s = new_game()
    out = RS.apply(s, "tester", {"type": "draw"})
    private = [e for e in out.events if e.type == "card_drawn"]
    public = [e for e in out.events if e.type == "card_drawn_public"]
    assert private and all(e.audience == "tester" for e in private)
    assert public and all(e.audience is None and "card" not in e.model_dump() for e in public)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 2**32), quest=st.sampled_from(["hunt", "zz_slay", "zz_altar"]), data=st.data())
def test_view_never_holds_hidden_cards_during_play(seed: int, quest: str, data: st.DataObject) -> None:
    from engine.rulesets.altar.policy import choose_action, next_seat

    s = RS.new_game(quest, ["tester", "helper", "ranger"], seed, {"start_room": "ra"})
    for _ in range(80):
        seat = next_seat(Game(s, C))
        if seat is None:
            break
        for viewer in [*s.order, None]:
            _assert_nothing_hidden(s, viewer)
        p = RS.current_prompt(s)
        if p is not None:
            for other in s.order:
                if other != p.seat:
                    assert "options" not in RS.view(s, other)["prompt"]
        offers = RS.legal_actions(s, seat)
        action = choose_action(Game(s, C), seat) if data.draw(st.booleans()) else data.draw(st.sampled_from(offers))
        s = RS.apply(s, seat, action).state
