"""Every legal action for a seat, built from the same checks apply() makes.

Used by autocomplete (squares, cards, targets), the simulator's hero policy and the property tests.
"""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from .actions import (
    CardAction,
    Channel,
    Choose,
    Draw,
    EndTurn,
    Give,
    Interact,
    Move,
    OpenDoor,
    PlayCard,
    Rest,
    UseCard,
)
from .base import nm, sq
from .content import RHUNES, Ability
from .game import Game


def target_options(g: Game, seat: str, ability: Ability, actor_id: str | None = None) -> list[str | None]:
    """Legal explicit targets for an ability (figure labels or squares), or [None] when none is needed."""
    me = g.s.figures.get(actor_id or f"h_{seat}")
    if me is None:
        return []
    if ability.needs_target in ("enemy", "character"):
        out: list[str | None] = []
        for f in g.s.figures.values():
            if (ability.needs_target == "enemy") != g.is_enemy(f):
                continue
            if g.target_fits(me, ability, f):
                out.append(f.label)
        if not out and g.ally_just_moves(seat, ability, me):
            out.append(None)  # an ally with no enemy to reach still moves (where to is asked)
        return out
    if ability.needs_target == "square":
        limit = next((g.pv(st.amount) for st in ability.steps if st.op == "move"), 3)
        return [nm(s) for s in sorted(g.reachable_for(me, limit), key=lambda s: (s[1], s[0]))]
    return [None]


def _can_do(g: Game, seat: str, card: Any, ability: Ability) -> bool:
    try:
        g.check_can_do(seat, card, ability)
    except RuleError:
        return False
    return True


def legal_actions(g: Game, seat: str, with_channel: bool = True) -> list[Any]:
    s = g.s
    if s.result is not None or seat not in s.heroes:
        return []
    if s.pending is not None:
        if s.pending.prompt.seat != seat:
            return []
        return [Choose(option=o.id) for o in s.pending.prompt.options]
    out: list[Any] = []
    if g.can_mulligan(seat):
        out += [Choose(option="keep"), Choose(option="all")]
    hero = s.heroes[seat]
    my_phase = s.active == seat or (s.active is None and seat not in s.acted)
    fig = s.figures.get(f"h_{seat}")
    if fig is None:
        return out
    # free effects usable at any time: Exhaust and Use
    for iid in hero.play:
        inst = s.insts[iid]
        card = g.card(inst.card)
        ab = card.ability("exhaust") or card.ability("use")
        if ab is None:
            continue
        if ab.kind == "exhaust" and (inst.exhausted or (ab.rhune_cost and ab.rhune_cost not in s.altar_pool)):
            continue
        if ab.timing == "before_inflict" and all(st.op == "defense" for st in ab.steps):
            continue
        if ab.timing == "after_attack":
            continue  # offered in the after-attack window only
        actor = inst.figure if card.kind == "ally" else None
        if card.kind == "ally" and actor not in s.figures:
            continue
        if not _can_do(g, seat, card, ab):
            continue
        for t in target_options(g, seat, ab, actor):
            out.append(UseCard(card=iid, target=t))
    if not my_phase:
        return out
    left = hero.actions_left if s.active == seat else 3
    for square, _d in sorted(g.reachable_for(fig, g.move_limit(seat)).items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0])):
        out.append(Move(to=nm(square)))
    if left > 0:
        for iid in hero.play:
            card = g.inst_card(iid)
            ab = card.ability("action")
            if ab and _can_do(g, seat, card, ab):
                for t in target_options(g, seat, ab):
                    out.append(CardAction(card=iid, target=t))
        for iid, _card, ab, squares in g.interact_targets(seat):
            rng = ab.range if ab.range is not None else 1
            d = g.distance_between(g.fig_squares(fig), squares, rng)
            if d is not None and d <= rng:
                out.append(Interact(**{"with": iid}))
        if hero.deck.can_draw():
            out.append(Draw())
        if s.supply > 0 and fig.damage > 0:
            out.append(Rest())
        if with_channel:
            for i in range(len(s.altar_pool)):
                for r in RHUNES:
                    if s.altar_pool[i] != r:
                        out.append(Channel(die=i + 1, rhune=r))
    for card_id in dict.fromkeys(hero.hand):
        card = g.card(card_id)
        ab = card.ability("play")
        if card.kind == "hero_action" and left < 1:
            continue
        if card.kind == "hero_reaction" and ab and ab.timing in ("before_inflict", "after_attack"):
            continue  # played in their windows only
        if card.kind not in ("hero_action", "hero_feat", "hero_reaction"):
            continue
        if card.ongoing and any(s.insts[i].card == card_id for i in hero.play):
            continue
        if ab is not None and not _can_do(g, seat, card, ab):
            continue
        for t in (target_options(g, seat, ab) if ab else [None]):
            out.append(PlayCard(card=card_id, target=t))
    for door in g.board.doors.values():
        if door.id in s.open_doors or sq(fig.pos) not in (door.a, door.b):
            continue
        try:
            g.check_open_door(seat, door.id)
        except RuleError:
            continue
        out.append(OpenDoor(door=door.id))
    if s.active == seat:
        for iid in hero.play:
            if g.inst_card(iid).kind != "search":
                continue
            for other in s.heroes:
                of = s.figures.get(f"h_{other}")
                if other != seat and of and sq(of.pos) in g.board.neighbours(sq(fig.pos), s.open_doors):
                    out.append(Give(card=iid, to=other))
    out.append(EndTurn())
    return out
