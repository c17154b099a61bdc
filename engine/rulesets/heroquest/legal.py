"""Every legal action for a seat, from what the heroes know (never from Zargon's secrets).

Used by autocomplete (squares reachable with the roll left, targets in reach, known doors and
traps), the simulator's hero policy and the property tests. Moves are listed without a roll yet:
with no roll, every square within 12 (the most two red dice give) is offered; apply() rolls.
"""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from .actions import (
    Attack,
    Cast,
    Choose,
    Disarm,
    Drink,
    EndTurn,
    Give,
    Jump,
    Leave,
    Move,
    OpenDoor,
    Search,
    ShopBuy,
    ShopSell,
)
from .base import nm, sq
from .game import GIVEN_DURING_A_QUEST, Game
from .state import HeroState, Monster


def move_budget(g: Game, hero: HeroState) -> int:
    turn = g.s.turn
    if turn is None or turn.hero != hero.id or turn.move_over or (turn.acted and turn.moved):
        return 0
    if turn.roll is None:
        return 6 * (g.move_dice(hero) + hero.move_bonus_dice) + g.move_bonus(hero)
    return turn.left


def attack_options(g: Game, hero: HeroState) -> list[Attack]:
    out = []
    for m in sorted(g.s.monsters.values(), key=lambda m: m.label):
        if not m.revealed:
            continue
        for w in g.weapons(hero):
            how = g.weapon_reaches(hero, w, m)
            if how is not None:
                out.append(Attack(target=m.label, weapon=w, throw=how == "thrown"))
    return out


def spell_targets(g: Game, hero: HeroState, spell: str) -> list[str]:
    sp = g.c.spells[spell]
    here = sq(hero.pos)  # type: ignore[arg-type]
    blockers = g.sight_blockers()
    if sp.target == "self":
        return [hero.label]
    out = []
    if sp.target == "hero":
        for h in g.living_heroes():
            if (h.id == hero.id or g.sees(here, sq(h.pos), blockers)) and not g.spell_does_nothing(sp, h):  # type: ignore[arg-type]
                out.append(h.label)
    else:
        for m in sorted(g.s.monsters.values(), key=lambda m: m.label):
            if m.revealed and g.sees(here, sq(m.pos), blockers) and not g.spell_does_nothing(sp, m):
                out.append(m.label)
    return out


def jump_options(g: Game, hero: HeroState) -> list[Jump]:
    here = sq(hero.pos)  # type: ignore[arg-type]
    walls, others = g.known_obstacles(hero)
    stops = g.stop_squares()
    out = []
    for t in sorted(g.s.traps.values(), key=lambda t: t.id):
        if not t.square or not (t.status == "known" or (t.status == "sprung" and t.kind == "pit")):
            continue
        ts = sq(t.square)
        if ts not in g.steps_from(here) or ts in walls:
            continue
        for land in g.steps_from(ts):
            if land != here and land not in walls and land not in others and land not in stops:
                out.append(Jump(to=nm(land), over=t.square))
    return out


def legal_actions(g: Game, seat: str) -> list[Any]:
    s = g.s
    if s.result is not None or seat not in s.heroes:
        return []
    hero = s.heroes[seat]
    if s.pending is not None:
        if s.pending.hero != seat:
            return []
        return [Choose(option=o.id) for o in s.pending.prompt.options]
    if s.phase == "shop":
        out: list[Any] = []
        for it in sorted(g.c.items.values(), key=lambda i: i.id):
            if it.price is not None and it.price <= hero.gold and g.usable(hero, it):
                out.append(ShopBuy(item=it.id))
        for i in dict.fromkeys(hero.items):
            if g.item(i).price is not None:
                out.append(ShopSell(item=i))
        out.append(EndTurn())
        return out
    if hero.pos is None:
        return []
    if s.turn is None or s.turn.hero != seat:
        return [Drink(potion=i) for i in dict.fromkeys(hero.items) if g.item(i).kind == "potion"]
    turn = s.turn
    out = []
    budget = move_budget(g, hero)
    if budget > 0:
        for square, _d in sorted(g.reachable(hero, budget).items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0])):
            out.append(Move(to=nm(square)))
        if turn.roll is None or turn.left >= 2:
            out += jump_options(g, hero)
    here = sq(hero.pos)
    for door_id in s.known_doors:
        d = g.board.doors[door_id]
        if door_id not in s.open_doors and here in (d.a, d.b):
            out.append(OpenDoor(door=door_id))
    if not turn.acted:
        out += attack_options(g, hero)
        for spell in hero.spells:
            for t in spell_targets(g, hero, spell):
                out.append(Cast(spell=spell, target=t))
        for kind in ("treasure", "secret_doors", "traps"):
            try:
                check_search(g, hero, kind)
            except RuleError:
                continue
            out.append(Search(**{"for": kind}))
        for t in sorted(s.traps.values(), key=lambda t: t.id):
            if t.status != "known" or turn.roll is not None:  # a disarm is declared before moving
                continue
            if not g.c.heroes[hero.id].disarms_without_kit and "toolkit" not in hero.items:
                break
            squares = [sq(t.square)] if t.square else g.furniture_squares[t.furniture]  # type: ignore[index]
            if t.square and sq(t.square) in g.figure_squares():
                continue
            if any(g.adjacent(here, x) for x in squares):
                out.append(Disarm(trap=t.square or t.furniture))  # type: ignore[arg-type]
    for i in dict.fromkeys(hero.items):
        if g.item(i).kind == "potion":
            out.append(Drink(potion=i))
    for other in s.order:
        o = s.heroes[other]
        if other != seat and o.pos is not None:
            for i in dict.fromkeys(hero.items):
                if g.item(i).kind in GIVEN_DURING_A_QUEST:
                    out.append(Give(item=i, to=other))
    if here in g.stairs:
        out.append(Leave())
    out.append(EndTurn())
    return out


def check_search(g: Game, hero: HeroState, kind: str) -> None:
    """Raise RuleError when the search would be refused (the same checks as apply)."""
    g.check_search(hero, kind)


def monster_by_label(g: Game, label: str) -> Monster | None:
    for m in g.s.monsters.values():
        if m.revealed and m.label == label:
            return m
    return None
