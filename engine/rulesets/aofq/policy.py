"""A scripted hero player for simulations and benchmarks: goes for the mission's goal, shoots what it can,
charges when its melee is the better bet, revives the fallen, discovers tokens on the way. Plain rules of
thumb, not a search: it plays the game the way a careful beginner would."""
from __future__ import annotations

import math
from typing import Any

from ...core.errors import RuleError
from .ai import expected_wounds
from .game import Game
from .geometry import TOLERANCE, Model, distance


def next_seat(g: Game) -> str | None:
    s = g.s
    if s.result is not None:
        return None
    if s.pending is not None:
        return s.pending.seat
    if s.active is not None:
        return s.active
    if not s.acted:  # a hero with Ambush goes aside, or comes on, before anyone acts
        waiting = next((h for h in s.order if g.has_rule(g.fighter_hero(h), "Ambush")
                        and (s.heroes[h].ambushing or s.round == 1)), None)
        if waiting is not None:
            return waiting
    return next((h for h in s.order if h not in s.acted), None)


def choose_action(g: Game, seat: str) -> dict[str, Any]:
    s = g.s
    if s.pending is not None:
        h = s.heroes[s.pending.seat]
        if s.pending.prompt.kind == "counter":  # two tokens against an enemy spell when it has them
            return {"type": "choose", "option": str(min(2, len(s.pending.prompt.options) - 1))}
        spend = h.power >= 4 and any(o.id == "spend" for o in s.pending.prompt.options)
        return {"type": "choose", "option": "spend" if spend else s.pending.prompt.default}
    h = s.heroes[seat]
    f = g.fighter_hero(seat)
    if g.has_rule(f, "Ambush") and s.active is None and not s.acted and (h.ambushing or s.round == 1):
        return _ambush(g, f)
    if h.shaken or h.rested:
        return {"type": "end"}
    enemies = [g.fighter_unit(u) for u in g.live_units()]
    near = sorted(enemies, key=lambda e: (g.gap(f, e), e.label))
    active = s.active == seat
    main_left = not active or h.actions == 0
    skill_left = not active or h.skills == 0
    can_extra = active and not h.extra and h.power >= 4
    # a fallen friend comes first
    if skill_left or can_extra:
        for other in g.standing_heroes() + [g.fighter_hero(x) for x in s.order if s.heroes[x].unconscious]:
            if other.st.unconscious and g.gap(f, other) <= g.inches(3) and h.power >= 2:
                return {"type": "revive", "hero": other.label}
    # spells before attacking
    if f.prof.rule("Caster") is not None and not h.attacked:
        for sid in f.prof.spells:
            spell = g.c.spell(sid)
            if sid in h.cast or spell.cost > h.spell_tokens or not spell.hits:
                continue
            for e in near:
                if g.gap(f, e) <= g.inches(spell.range) and g.sees(f, e):
                    return {"type": "cast", "spell": sid, "target": e.label, "extra": min(1, h.spell_tokens - spell.cost)}
    # rest when spent and nothing threatens
    if not active and h.power <= 1 and (not near or g.gap(f, near[0]) > g.inches(14)):
        return {"type": "rest"}
    if main_left or (can_extra and h.power >= 6):
        act = _main(g, f, near)
        if act is not None:
            return act
    if skill_left:
        act = _skill(g, f, near)
        if act is not None:
            return act
    return {"type": "end"}


def _ambush(g: Game, f: Any) -> dict[str, Any]:
    """Set aside at the start of the first round; come on at the next round's start on the free cell nearest
    the mission's goal (or the nearest enemy), more than 9" from every enemy."""
    from .legal import ambush_actions

    options = ambush_actions(g, f.st.id)
    if not f.st.ambushing:
        return options[0].model_dump() if options else {"type": "end"}
    if not options:
        return {"type": "end"}
    enemies = [m for u in g.live_units() for m in g.models(g.fighter_unit(u))]
    goal = _goal_point(g, f) or (min(((m.x, m.y) for m in enemies), key=lambda p: (p[1], p[0]))
                                 if enemies else (g.s.size / 2, g.s.size / 2))
    best = min(options, key=lambda a: (math.hypot(a.to[0] - goal[0], a.to[1] - goal[1]), a.to))
    return best.model_dump()


def _goal_point(g: Game, f: Any) -> tuple[float, float] | None:
    s = g.s
    obj = s.mission.objective
    h = f.st
    if obj == "retrieve":
        if h.carrying:
            z = s.mission.deploy
            return ((z[0] + z[2]) / 2, (z[1] + z[3]) / 2)
        relic = next((m for m in s.markers if m.kind == "relic" and not m.done), None)
        return (relic.x, relic.y) if relic else None
    if obj == "investigate":
        clues = [m for m in s.markers if m.kind == "clue" and not m.done]
        if clues:
            m = min(clues, key=lambda m: (math.hypot(m.x - h.x, m.y - h.y), m.id))
            return (m.x, m.y)
    if obj == "escape" and s.mission.exit is not None:
        z = s.mission.exit
        return ((z[0] + z[2]) / 2, (z[1] + z[3]) / 2 + 1.0 * g.k)
    if obj == "defend":
        o = next(m for m in s.markers if m.kind == "objective")
        if math.hypot(o.x - h.x, o.y - h.y) > g.inches(2.5):
            return (o.x, o.y)
    return None


def _main(g: Game, f: Any, near: list[Any]) -> dict[str, Any] | None:
    h = f.st
    goal = _goal_point(g, f)
    obj = g.s.mission.objective
    urgent = obj in ("retrieve", "escape", "investigate") and goal is not None
    melee_w = g.weapons_of(f, melee=True)
    if near and not h.attacked:
        e = near[0]
        gap = g.gap(f, e)
        reach = g.inches(g.move_limit(f, "charge"))
        shots = g.can_shoot(f, e)
        melee = sum(expected_wounds(g, f, e, w, 1, melee=True, charging=True) for w in melee_w)
        shooting = sum(expected_wounds(g, f, e, w, 1, melee=False) for w in g.weapons_of(f, melee=False))
        if gap <= reach and melee >= shooting and melee > 0.5 and not (urgent and gap > g.inches(3)) \
                and g.charge_reachable(f, e):
            return {"type": "charge", "target": e.label}
        for cand in near:
            if g.can_shoot(f, cand) and not urgent:
                return {"type": "hold", "target": cand.label}
        if shots and urgent and goal is not None:
            to = _step_toward(g, f, goal, "advance")
            if to is not None and _shoots_from(g, f, e, to):
                return {"type": "advance", "to": to, "target": e.label}
    if goal is None and near:
        e = near[0]
        if not h.attacked and g.gap(f, e) <= g.inches(g.move_limit(f, "charge")) and melee_w \
                and g.charge_reachable(f, e):
            return {"type": "charge", "target": e.label}
        em = min(g.models(e), key=lambda m: distance(g.models(f)[0], m))
        keep = g.inches(1) + em.radius + g.models(f)[0].radius + 0.1
        to = _step_toward(g, f, (em.x, em.y), "advance", keep=keep)
        if to is not None:
            return {"type": "advance", "to": to, "target": e.label} if _shoots_from(g, f, e, to) else \
                {"type": "advance", "to": to}
        to = _step_toward(g, f, (em.x, em.y), "rush", keep=keep)
        if to is not None:
            return {"type": "rush", "to": to}
        return None
    if goal is not None:
        to = _step_toward(g, f, goal, "rush")
        if to is not None:
            return {"type": "rush", "to": to}
    return None


def _shoots_from(g: Game, f: Any, e: Any, to: list[float]) -> bool:
    """Whether the hero, standing at `to`, would have a ranged weapon in range and sight of `e`."""
    h = f.st
    old = (h.x, h.y)
    h.x, h.y = to
    try:
        return not h.attacked and g.can_shoot(f, e)
    finally:
        h.x, h.y = old


def _step_toward(g: Game, f: Any, goal: tuple[float, float], how: str, keep: float = 0.0) -> list[float] | None:
    m = g.models(f)[0]
    limit = g.inches(g.move_limit(f, how))
    way, go, _ = g.plan(f, m, goal, limit, stop_short=keep)
    enemies = g.enemies_of(f)
    from .nav import length, walk

    full = length((m.x, m.y), way)
    for k in range(0, 40):
        cut = walk((m.x, m.y), way, max(0.0, full - k * 0.25 * g.k))
        if not cut:
            return None
        spot = (round(cut[-1][0], 3), round(cut[-1][1], 3))  # the place the action will name, checked as named
        if math.hypot(spot[0] - m.x, spot[1] - m.y) < 0.3 * g.k:
            return None
        if g.spot_ok(m.moved_to(*spot), {m.id}, enemies, False):
            try:
                g.check_way(m, cut, enemies)
            except RuleError:
                continue
            if not g.has_rule(f, "Flying"):
                climb, drops = g.heights_along((m.x, m.y), cut)
                if length((m.x, m.y), cut) + climb > limit or any(d > g.inches(3) for d, _, _ in drops) \
                        or g.table.elevation(m.moved_to(*spot)) > g.inches(3):
                    continue  # the scripted party neither overclimbs, nor risks a jump, nor climbs where one is needed
            return list(spot)
    return None


def _skill(g: Game, f: Any, near: list[Any]) -> dict[str, Any] | None:
    s = g.s
    h = f.st
    me = g.models(f)[0]
    for m in s.markers:
        if m.kind in ("relic", "clue") and not m.done and distance(me, Model(m.id, m.x, m.y, 0.0)) <= g.inches(1) + TOLERANCE:
            return {"type": "interact", "marker": m.label}
    for m in s.markers:
        if m.kind == "search" and not m.done:
            d = distance(me, Model(m.id, m.x, m.y, 0.0))
            if d <= g.inches(1) or (not m.revealed and d <= g.inches(6) and h.power >= 2
                                    and g.table.line_of_sight(me, Model(m.id, m.x, m.y, 0.2))):
                return {"type": "discover", "marker": m.label}
    prof = f.prof
    for lid in h.loot:
        item = g.c.item(lid)
        if item.kind == "potion" and ((item.heal and h.wounds >= 3) or (item.power and h.power <= 2)
                                      or set(item.cures) & set(h.conditions)):
            return {"type": "drink", "loot": lid}
    for skill in prof.skills:
        if skill.effect == "heal_self" and h.wounds >= 2:
            return {"type": "skill", "skill": skill.id}
        if skill.effect == "guard" and near and g.gap(f, near[0]) <= g.inches(12):
            return {"type": "skill", "skill": skill.id}
        if skill.effect == "hex" and near and g.gap(f, near[0]) <= g.inches(skill.range) and g.sees(f, near[0]):
            return {"type": "skill", "skill": skill.id, "target": near[0].label}
        if skill.effect == "pinning_shot" and not h.attacked and near and g.can_shoot(f, near[0]):
            return {"type": "skill", "skill": skill.id, "target": near[0].label}
        if skill.effect == "stun" and near and g.strikers(f, near[0]):
            return {"type": "skill", "skill": skill.id, "target": near[0].label}
    for e in near[:1]:
        if g.gap(f, e) <= g.inches(3) and h.power >= 3:
            return {"type": "push", "target": e.label}
    return None


def policy_action(rs: Any, state: Any) -> tuple[str, dict[str, Any]] | None:
    g = Game(state, rs.content)
    seat = next_seat(g)
    if seat is None:
        return None
    return seat, choose_action(g, seat)
