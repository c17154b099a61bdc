"""What a seat may know of an Altered game, as plain JSON, in the shape the shared bot code reads (`quest`,
`heroes`, `order`, `active`, `round`, `result`, `prompt`).

A seat sees its own hand and mana orbs; of the opponent's (and the channel, seat None, of both) only how
many there are. Decks are counts. Face-down Tumult regions show no terrain. Reserves, discard piles,
expeditions and landmarks are public.
"""
from __future__ import annotations

from typing import Any

from .content import Content
from .state import Card, GameState


def _card(card: Card, content: Content) -> dict[str, Any]:
    d = content.cards[card.card]
    out: dict[str, Any] = {"uid": card.uid, "card": card.card, "name": d.name, "name_fr": d.name_fr,
                           "kind": d.kind, "text": d.text, "text_fr": d.text_fr}
    if d.kind not in ("hero", "token"):
        out.update(hand_cost=d.hand_cost, reserve_cost=d.reserve_cost)
    if d.is_character:
        out.update(forest=d.forest + card.boosts, mountain=d.mountain + card.boosts, water=d.water + card.boosts,
                   boosts=card.boosts, fleeting=card.fleeting or d.fleeting, anchored=card.anchored,
                   asleep=card.asleep)
    else:
        out["exhausted"] = card.exhausted
    return out


def seat_names(state: GameState, content: Content, seat: str) -> dict[str, str]:
    """What names a seat: the hero who leads its deck (players read heroes on the table, not decks). Both
    seats led by one hero (a mirror match) are told apart by their place: "Orla Root-Singer (2)"."""
    p = state.players.get(seat)
    if p is None:
        named = content.decks[seat]
        return {"name": named.name, "name_fr": named.name_fr}
    hero = content.cards[p.hero.card]
    same = [s for s in state.order if state.players[s].hero.card == p.hero.card]
    if len(same) > 1:
        n = same.index(seat) + 1
        return {"name": f"{hero.name} ({n})", "name_fr": f"{hero.name_fr} ({n})"}
    return {"name": hero.name, "name_fr": hero.name_fr}


def _player(state: GameState, content: Content, seat: str, viewer: str | None) -> dict[str, Any]:
    p = state.players[seat]
    mine = viewer == seat
    ready = sum(1 for orb in p.mana if not orb.exhausted)
    out: dict[str, Any] = {
        **seat_names(state, content, seat),
        "imported": p.imported,
        "hero": _card(p.hero, content),
        "positions": {} if state.arena else dict(p.positions),
        "expeditions": {name: [_card(c, content) for c in cards] for name, cards in p.expeditions.items()},
        "landmarks": [_card(c, content) for c in p.landmarks],
        "reserve": [_card(c, content) for c in p.reserve],
        "discard": [_card(c, content) for c in p.discard],
        "deck": len(p.deck),
        "hand_count": len(p.hand),
        "mana_count": len(p.mana),
        "mana_ready": ready,
        "passed": p.passed,
    }
    if mine:
        out["hand"] = [_card(c, content) for c in p.hand]
        out["mana"] = [{**_card(c, content), "exhausted": c.exhausted} for c in p.mana]
    return out


def build_view(state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
    quest = content.quests[state.quest]
    regions = []
    for i, r in enumerate(state.regions):
        regions.append({"index": i, "name": r.name if r.revealed else None, "name_fr": r.name_fr if r.revealed else None,
                        "terrain": list(r.terrain) if r.revealed else None,
                        "tumult": r.card if r.revealed else None, "revealed": r.revealed})  # a face-down card is no one's
    prompt = state.pending.prompt if state.pending is not None else None
    active = state.turn if state.phase == "afternoon" else (state.deciding[0] if state.deciding else None)
    return {
        "ruleset": "altered",
        "seat": seat,  # whose view this is (None: the channel's)
        "quest": {"id": state.quest, "name": quest.name, "name_fr": quest.name_fr},
        "heroes": {s: seat_names(state, content, s) for s in state.order},
        "order": list(state.order),
        "first": state.first,
        "active": active,
        "acted": [],
        "round": state.day,
        "day": state.day,
        "phase": state.phase,
        "arena": state.arena,
        "arena_region": {"name": quest.arena.name, "name_fr": quest.arena.name_fr, "terrain": list(quest.arena.terrain)},
        "decision": state.decision,
        "deciding": list(state.deciding),
        "adventure": regions,
        "players": {s: _player(state, content, s, seat) for s in state.order},
        "result": state.result,
        "result_reason": state.result_reason,
        "winner": state.winner,
        # a prompt lists the cards of a hand: only its own seat sees it
        "prompt": prompt.model_dump() if prompt is not None and seat == prompt.seat else None,
    }
