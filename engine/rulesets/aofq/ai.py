"""The AI's activations, the rulebook's three questions (lines 87-101):

1. Are enemies in line of sight? Yes: question 2. No: question 3.
2. If you move, will an enemy be in shooting or charge range? Yes: advance to get in range and shoot the
   nearest; otherwise charge the nearest if that deals more damage than shooting. No: rush toward the
   nearest.
3. Are you within 3" of an AI objective? Yes: skip the activation. No: rush toward the nearest AI objective.

"Deals more damage" compares expected wounds (`expected_wounds`): for each weapon, the attacks of the
models that would strike times the chance to hit (Quality, Reliable, unmodified 6s when fatigued), the extra
hits of Surge / Relentless / Furious on 6s, Blast's multiplier, times the chance the target fails its
Defense roll (Defense, AP, Rending on 6s, cover for shooting), plus Impact's hits on 2+ for a charge.
Units move as a group and keep coherency (line 101): within 1" of one member and 3" of all.
"""
from __future__ import annotations

import math
from typing import Any

from . import events as ev
from .geometry import TOLERANCE, Model, distance
from .nav import length, walk


def _p(roll_ok: Any) -> float:
    return sum(1 for r in range(1, 7) if roll_ok(r)) / 6


def hit_chance(need: int, mod: int, fatigued: bool = False) -> float:
    if fatigued:
        return 1 / 6
    return _p(lambda r: r == 6 or (r != 1 and r + mod >= need))


def unblocked_chance(defense: int, bonus: int, ap: int) -> float:
    return 1 - _p(lambda r: r == 6 or (r != 1 and r + bonus - ap >= defense))


def expected_wounds(g: Any, att: Any, tgt: Any, weapon: Any, models: int, *, melee: bool, charging: bool = False,
                    cover: bool = False) -> float:
    rules = {r.name: (r.x or 0) for r in weapon.rules}
    need = 2 if "Reliable" in rules else att.prof.quality
    mod = 1 if (melee and charging and "Thrust" in rules) else 0
    p_hit = hit_chance(need, mod, fatigued=melee and att.st.fatigued)
    extra = 1 / 6 if ("Surge" in rules or (melee and charging and att.prof.rule("Furious"))) else 0.0
    hits = weapon.attacks * models * (p_hit + extra)
    if "Blast" in rules:
        hits *= min(rules["Blast"], len(g.models(tgt)))
    ap = rules.get("AP", 0) + (1 if melee and charging and "Thrust" in rules else 0)
    bonus = g.defense_bonus(tgt, not melee) + (1 if cover and "Blast" not in rules else 0)
    p_wound = unblocked_chance(tgt.prof.defense, bonus, ap)
    if "Rending" in rules:
        p_wound = p_wound * 5 / 6 + unblocked_chance(tgt.prof.defense, bonus, ap + 4) / 6
    return hits * p_wound


def shooting_damage(g: Any, u: Any, tgt: Any, moved_in: float) -> float:
    """Expected wounds on `tgt` from the unit's ranged weapons once it has come `moved_in` inches closer."""
    total = 0.0
    gap = g.gap(u, tgt)
    for w in g.weapons_of(u, melee=False):
        if gap - moved_in <= g.inches(w.range) + TOLERANCE:
            total += expected_wounds(g, u, tgt, w, len(u.st.models), melee=False)
    return total


def melee_damage(g: Any, u: Any, tgt: Any) -> float:
    models = len(u.st.models)
    total = sum(expected_wounds(g, u, tgt, w, models, melee=True, charging=True) for w in g.weapons_of(u, melee=True))
    impact = u.prof.rule("Impact")
    if impact is not None and not u.st.fatigued:
        total += (impact.x or 0) * models * 5 / 6 * unblocked_chance(tgt.prof.defense, g.defense_bonus(tgt, False), 0)
    return total


def ai_phase(g: Any) -> None:
    """Every AI unit, from the nearest to a hero to the farthest (line 25)."""
    s = g.s
    while not s.result:
        heroes = g.standing_heroes()
        waiting = [u for u in g.live_units() if not u.activated]
        if not waiting:
            break
        if heroes:
            u = min(waiting, key=lambda u: (min(g.gap(g.fighter_unit(u), h) for h in heroes), u.id))
        else:
            u = waiting[0]
        u.activated = True
        activate(g, g.fighter_unit(u))
        g.morale_checks()
        g.check_goal()


def activate(g: Any, u: Any) -> None:
    st = u.st
    rnd = g.s.round
    if st.shaken:
        # line 65: a whole activation idle, then no longer Shaken
        g.emit(ev.AIDecision, **g.names(u), decision="shaken")
        st.shaken = False
        g.emit(ev.Shaken, **g.names(u), recovered=True)
        return
    if st.effects.get("stunned", 0) >= rnd:
        g.emit(ev.AIDecision, **g.names(u), decision="stunned")
        st.effects = {k: v for k, v in st.effects.items() if k != "stunned"}
        return
    g.activation_conditions(u)
    if not st.models:
        return
    standing_in = [m.id for m in g.models(u) if g.dangerous_on(m, None)]
    if standing_in:
        g.dangerous_roll(u, standing_in)
        if not st.models:
            return
    cast(g, u)
    heroes = g.standing_heroes()
    seen = [h for h in heroes if g.sees(u, h)]
    only_hold = st.effects.get("snared", 0) >= rnd or g.has_rule(u, "Immobile")
    no_rush = only_hold or st.effects.get("pinned", 0) >= rnd
    if seen:
        nearest = min(seen, key=lambda h: (g.gap(u, h), h.label))
        gap = g.gap(u, nearest)
        advance = 0.0 if only_hold else g.inches(g.move_limit(u, "advance"))
        charge_reach = 0.0 if no_rush else g.inches(g.move_limit(u, "charge"))
        shooting_now = shooting_damage(g, u, nearest, 0.0) if g.can_shoot(u, nearest) else 0.0
        shooting = shooting_damage(g, u, nearest, advance) if g.weapons_of(u, melee=False) else 0.0
        can_charge = charge_reach > 0 and gap <= charge_reach + TOLERANCE
        melee = melee_damage(g, u, nearest) if can_charge else 0.0
        if can_charge and melee > max(shooting, shooting_now):
            g.emit(ev.AIDecision, **g.names(u), decision="charge", target=nearest.label, target_name=nearest.name,
                   target_name_fr=nearest.name_fr, melee=round(melee, 2), shooting=round(max(shooting, shooting_now), 2))
            charge(g, u, nearest, charge_reach)
            return
        if shooting_now > 0:
            g.emit(ev.AIDecision, **g.names(u), decision="hold_shoot", target=nearest.label, target_name=nearest.name,
                   target_name_fr=nearest.name_fr, melee=round(melee, 2), shooting=round(shooting_now, 2))
            g.shoot(u, nearest, moved=False)
            return
        if shooting > 0 and advance > 0:
            g.emit(ev.AIDecision, **g.names(u), decision="advance_shoot", target=nearest.label,
                   target_name=nearest.name, target_name_fr=nearest.name_fr, melee=round(melee, 2),
                   shooting=round(shooting, 2))
            reach = max(w.range for w in g.weapons_of(u, melee=False))
            move_unit(g, u, nearest, advance, "advance", stop_at=g.inches(reach) * 0.9)
            if g.can_shoot(u, nearest):
                g.shoot(u, nearest, moved=True)
            return
        if only_hold:
            g.emit(ev.AIDecision, **g.names(u), decision="hold", target=nearest.label, target_name=nearest.name,
                   target_name_fr=nearest.name_fr)
            return
        g.emit(ev.AIDecision, **g.names(u), decision="rush_nearest", target=nearest.label, target_name=nearest.name,
               target_name_fr=nearest.name_fr)
        move_unit(g, u, nearest, advance if no_rush else g.inches(g.move_limit(u, "rush")),
                  "advance" if no_rush else "rush")
        return
    objectives = [m for m in g.s.markers if m.kind == "ai_objective"]
    if not objectives and heroes:
        nearest = min(heroes, key=lambda h: (g.gap(u, h), h.label))
        if not only_hold:
            g.emit(ev.AIDecision, **g.names(u), decision="rush_nearest", target=nearest.label,
                   target_name=nearest.name, target_name_fr=nearest.name_fr)
            move_unit(g, u, nearest, g.inches(g.move_limit(u, "advance" if no_rush else "rush")), "rush")
        return
    if not objectives:
        return
    probes = {m.id: Model(m.id, m.x, m.y, 0.0) for m in objectives}
    near = min(objectives, key=lambda m: (min(distance(x, probes[m.id]) for x in g.models(u)), m.id))
    gap = min(distance(x, probes[near.id]) for x in g.models(u))
    if gap <= g.inches(3) + TOLERANCE or only_hold:
        g.emit(ev.AIDecision, **g.names(u), decision="idle_objective", target=near.label, target_name=near.name,
               target_name_fr=near.name_fr)
        if not only_hold:
            regroup(g, u)
        return
    g.emit(ev.AIDecision, **g.names(u), decision="rush_objective", target=near.label, target_name=near.name,
           target_name_fr=near.name_fr)
    move_unit(g, u, (near.x, near.y), g.inches(g.move_limit(u, "advance" if no_rush else "rush")), "rush",
              stop_at=g.inches(1.5))


def cast(g: Any, u: Any) -> None:
    """Line 117: a random spell of its list, all its tokens spent on it; no spell when it cannot be cast."""
    from ...core.errors import RuleError
    from .skills import resolve_spell, spell_target

    st = u.st
    if u.prof.rule("Caster") is None or not u.prof.spells:
        return
    spell = g.c.spell(u.prof.spells[g.roll_index(len(u.prof.spells))])
    if st.spell_tokens < spell.cost:
        return
    if spell.target == "enemy":
        options = [h for h in g.standing_heroes()]
    else:
        options = [g.fighter_unit(x) for x in g.live_units()]
    target = None
    for cand in sorted(options, key=lambda o: (g.gap(u, o) if o.key != u.key else 0.0, o.label)):
        try:
            target = spell_target(g, u, spell, cand.label)
            break
        except RuleError:
            continue
    if target is None:
        return
    tokens = st.spell_tokens
    st.spell_tokens = 0
    against = counter_casting(g, u, spell, tokens)
    roll = g.roll_die()
    extra = tokens - spell.cost - against
    resolve_spell(g, u, spell, target, roll, tokens, roll == 6 or (roll != 1 and roll + extra >= 4))


def counter_casting(g: Any, u: Any, spell: Any, tokens: int) -> int:
    """Line 115: before the roll, each hero caster within 18" of the enemy caster and in its sight may spend
    any number of its spell tokens, -1 to the roll each (its player is asked). The total spent."""
    from .geometry import TOLERANCE as TOL

    total = 0
    for hid in g.s.order:
        hero = g.fighter_hero(hid)
        have = hero.st.spell_tokens
        if hero.prof.rule("Caster") is None or have <= 0 or not g.alive(hero):
            continue
        if g.gap(hero, u) > g.inches(18) + TOL or not g.sees(hero, u):
            continue
        options = [("0", "Let it be", "Laisser faire")] + [
            (str(n), f"Spend {n} spell token{'s' if n > 1 else ''}: -{n}",
             f"Dépenser {n} jeton{'s' if n > 1 else ''} de sort : -{n}") for n in range(1, have + 1)]
        answer = g.ask(hid, "counter", f"{u.label} casts {spell.name} ({tokens} tokens, 4+ with +{tokens - spell.cost} "
                       f"and -{total} so far): spend spell tokens against it, -1 to its roll each?", options, "0",
                       params={"caster": u.label, "spell": spell.name, "spell_fr": spell.name_fr,
                               "bonus": str(tokens - spell.cost), "against": str(total)})
        spent = int(answer) if answer.isdigit() and int(answer) <= have else 0
        if spent:
            hero.st.spell_tokens -= spent
            total += spent
            g.emit(ev.SpellCountered, **g.names(hero), caster=u.label, tokens=spent)
    return total


def charge(g: Any, u: Any, tgt: Any, reach: float) -> None:
    start = g.models(u)
    ordered = sorted(start, key=lambda m: (min(distance(m, t) for t in g.models(tgt)), m.id))
    for m in ordered:
        if not g.alive(tgt):
            break
        current = next((x for x in g.models(u) if x.id == m.id), None)
        if current is None:
            continue
        if any(g.in_melee_reach(current, t) for t in g.models(tgt)):
            continue
        if not g.charge_model(u, current, tgt, reach):
            follow(g, u, current, tgt, reach)
    # the members that could not reach contact keep with the ones that did (line 101)
    fighting = [m.id for m in g.models(u) if any(g.in_melee_reach(m, t) for t in g.models(tgt))]
    if fighting:
        _close_up(g, u, reach, {m.id: (m.x, m.y) for m in start}, [], fighting[0])
    ends = g.models(u)
    if ends and _moved(start, ends) >= 0.05 * g.k:  # already in contact: no move to tell
        g.emit(ev.Moved, **g.names(u), how="charge", inches=round(_moved(start, ends) / g.k, 1),
               to=g.cell(ends[0].x, ends[0].y))
    g.mark("charge", u, tgt, start=(start[0].x, start[0].y))
    if not g.strikers(u, tgt):
        return
    g.pile_in(tgt, u)
    g.melee(u, tgt)


def follow(g: Any, u: Any, m: Model, tgt: Any, reach: float) -> None:
    """A charging model that cannot reach contact gets as close as it can."""
    foe = min(g.models(tgt), key=lambda t: distance(m, t))
    path = g.nav(m.base, g.has_rule(u, "Flying")).path((m.x, m.y), g.contact_point(m, foe))
    if not path:
        return
    way = walk((m.x, m.y), path, reach)
    for i in range(len(way), 0, -1):
        if g.spot_ok(m.moved_to(*way[i - 1]), {m.id}, [], True):
            g.set_pos(u, m.id, *way[i - 1])
            return


def _moved(start: list[Model], end: list[Model]) -> float:
    by_id = {m.id: m for m in end}
    return max((math.hypot(by_id[m.id].x - m.x, by_id[m.id].y - m.y) for m in start if m.id in by_id), default=0.0)


def move_unit(g: Any, u: Any, goal: Any, allowance: float, how: str, stop_at: float | None = None) -> None:
    """Move the unit toward a figure or a point: the leader (the model nearest the goal) along the shortest
    way, the others keeping their places around it, then any straggler closed up for coherency."""
    models = g.models(u)
    if not models or allowance <= 0:
        return
    if isinstance(goal, tuple):
        target_pt = goal
        stop = stop_at if stop_at is not None else 0.0
        leader = min(models, key=lambda m: (math.hypot(m.x - goal[0], m.y - goal[1]), m.id))
    else:
        foes = g.models(goal)
        leader = min(models, key=lambda m: (min(distance(m, f) for f in foes), m.id))
        foe = min(foes, key=lambda f: distance(leader, f))
        target_pt = (foe.x, foe.y)
        spacing = g.inches(1) + leader.radius + foe.radius + 0.05
        stop = max(spacing, (stop_at or 0.0) + leader.radius + foe.radius)
    enemies = g.enemies_of(u)
    start = {m.id: (m.x, m.y) for m in models}
    lead_to = _advance_model(g, u, leader, target_pt, allowance, stop, enemies)
    if lead_to is None:
        lead_to = (leader.x, leader.y)
    g.set_pos(u, leader.id, *lead_to)
    dx, dy = lead_to[0] - leader.x, lead_to[1] - leader.y
    for m in models:
        if m.id == leader.id:
            continue
        cur = next(x for x in g.models(u) if x.id == m.id)
        want = (m.x + dx, m.y + dy)
        to = _advance_model(g, u, cur, want, allowance, 0.0, enemies)
        if to is not None:
            g.set_pos(u, m.id, *to)
    _close_up(g, u, allowance, start, enemies, leader.id)
    ends = g.models(u)
    moved = _moved(models, ends)
    if moved >= 0.05 * g.k:  # what rounds to 0.0" is no move to tell
        ld = next(x for x in ends if x.id == leader.id)
        g.emit(ev.Moved, **g.names(u), how=how, inches=round(moved / g.k, 1), to=g.cell(ld.x, ld.y))
        g.mark("rush" if how == "rush" else "move", u, start=(leader.x, leader.y), end=(ld.x, ld.y))
    danger = [m.id for m in models if g.dangerous_on(m, [(x.x, x.y) for x in ends if x.id == m.id])]
    if danger:
        g.dangerous_roll(u, danger)


def _advance_model(g: Any, u: Any, m: Model, goal: tuple[float, float], allowance: float, stop: float,
                   enemies: list[Model]) -> tuple[float, float] | None:
    way, go, _ = g.plan(u, m, goal, allowance, stop_short=stop)
    if not way:
        return None
    if not g.has_rule(u, "Flying"):
        way = g.fit_heights(m, way, allowance, g.inches(3))  # its models do not jump
        if not way:
            return None
    # back off along the way until the spot is free and 1" from every enemy
    full = length((m.x, m.y), way)
    for k in range(0, 40):
        cut = walk((m.x, m.y), way, max(0.0, full - k * 0.25 * g.k))
        spot = cut[-1] if cut else (m.x, m.y)
        if spot == (m.x, m.y):
            return None
        if g.spot_ok(m.moved_to(*spot), {m.id}, enemies, False):
            return spot
    return None


def _close_up(g: Any, u: Any, allowance: float, start: dict[str, tuple[float, float]], enemies: list[Model],
              leader: str | None = None) -> None:
    """Members out of coherency step next to the main body (the leader's side): onto a free spot beside
    it, or as far toward it as their move allows (line 101: within 1" of one member, 3" of all)."""
    from .missions import free_spot

    for _ in range(3):
        models = g.models(u)
        broken = g.table.coherency_breaks(models)
        if not broken:
            return
        if leader is None or all(m.id != leader for m in models):
            # the member with the most others within 3" holds the main body
            leader = max(models, key=lambda m: (sum(1 for o in models if distance(m, o) <= g.inches(3)), m.id)).id
        for mid in broken:
            if mid == leader:
                continue
            models = g.models(u)
            m = next(x for x in models if x.id == mid)
            body = [x for x in models if x.id != mid and (x.id == leader or x.id not in broken)]
            if not body:
                continue
            anchor = min(body, key=lambda o: (distance(m, o), o.id))
            blocked = [o for o in g.others({mid})] + [Model(e.id, e.x, e.y, e.base + 2 * g.inches(1)) for e in enemies]
            spot = free_spot(g.table, anchor.x, anchor.y, m.base, blocked)
            if spot is None:
                continue
            sx, sy = start.get(mid, (m.x, m.y))
            path = g.nav(m.base, g.has_rule(u, "Flying")).path((sx, sy), spot)
            if path is None:
                continue
            if length((sx, sy), path) <= allowance + TOLERANCE:
                g.set_pos(u, mid, *spot)
                continue
            way = walk((sx, sy), path, allowance)
            for k in range(len(way), 0, -1):  # as close as the move allows, on a free spot
                probe = m.moved_to(*way[k - 1])
                if g.spot_ok(probe, {mid}, enemies, False):
                    g.set_pos(u, mid, *way[k - 1])
                    break


def regroup(g: Any, u: Any) -> None:
    """A unit that does not move this activation but stands scattered closes up with an Advance."""
    if len(u.st.models) > 1 and g.table.coherency_breaks(g.models(u)) and not g.has_rule(u, "Immobile"):
        start = {m.id: (m.x, m.y) for m in g.models(u)}
        _close_up(g, u, g.inches(g.move_limit(u, "advance")), start, g.enemies_of(u))
