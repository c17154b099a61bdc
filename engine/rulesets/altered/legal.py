"""Every legal action of a seat: its decision (mana, clean-up) when it owes one, or on its Afternoon turn
every card it can pay for (each expedition, each choice of targets), every quick action, and passing."""
from __future__ import annotations

from itertools import combinations, product
from typing import Any

from .actions import Cleanup, Exhaust, Mana, Pass, Play, Support, Trigger
from .content import EXPEDITIONS, IN_EXPEDITION
from .game import MANA_AT_START, Game, cleanup_choices


def legal_actions(g: Game, seat: str) -> list[Any]:
    s = g.s
    if s.result is not None or seat not in s.order:
        return []
    if s.decision is not None:
        if seat not in s.deciding or (s.decision == "morning_mana" and s.deciding[0] != seat):
            return []
        hand = [c.uid for c in s.players[seat].hand]
        if s.decision == "setup_mana":
            return [Mana(cards=list(pick)) for pick in combinations(hand, MANA_AT_START)]
        if s.decision == "trigger_order":
            return [Trigger(card=uid) for uid in s.trigger_queue]
        if s.decision == "morning_mana":
            return [Mana(cards=[])] + [Mana(cards=[uid]) for uid in hand]
        return [Cleanup(discard=pick) for pick in cleanup_choices(g, seat)]
    if s.phase != "afternoon" or s.turn != seat:
        return []
    out: list[Any] = [Pass()]
    p = s.players[seat]
    ready = g.ready_orbs(seat)
    for source, cards in (("hand", p.hand), ("reserve", p.reserve)):
        for card in cards:
            d = g.card_def(card)
            if (d.hand_cost if source == "hand" else d.reserve_cost) > ready:
                continue
            picks = _target_picks(g, seat, g.play_abilities(d, source))
            places = EXPEDITIONS if d.kind in IN_EXPEDITION else (None,)
            out += [Play(card=card.uid, expedition=place, targets=t) for place in places for t in picks]
    for card in g.controlled(seat):
        d = g.card_def(card)
        exhaust = d.abilities_for("exhaust")
        if exhaust and not card.exhausted and exhaust[0].cost <= ready and \
                g.can_do_anything(seat, card, exhaust[:1], exhaust[0].cost):
            out += [Exhaust(card=card.uid, targets=t) for t in _target_picks(g, seat, exhaust[:1])]
    for card in p.reserve:
        support = g.card_def(card).abilities_for("support")
        if support and g.can_do_anything(seat, card, support):
            out += [Support(card=card.uid, targets=t) for t in _target_picks(g, seat, support)]
    return out


def _target_picks(g: Game, seat: str, abilities: list[Any]) -> list[list[str]]:
    return [list(t) for t in product(*g.target_options(seat, abilities))]
