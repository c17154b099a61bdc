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
from .nav import Navigator, length, walk


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
        hits *= min(rules["Blast"], g.blast_reach(tgt)[0])
    ap = rules.get("AP", 0) + (1 if melee and charging and "Thrust" in rules else 0)
    bonus = g.defense_bonus(tgt, not melee) + (1 if cover and "Blast" not in rules else 0)
    p_wound = unblocked_chance(tgt.prof.defense, bonus, ap)
    if "Rending" in rules:
        p_wound = p_wound * 5 / 6 + unblocked_chance(tgt.prof.defense, bonus, ap + 4) / 6
    return hits * p_wound


def shooting_damage(g: Any, u: Any, tgt: Any, moved_in: float) -> float:
    """Expected wounds on `tgt` from the unit's ranged weapons once it has come `moved_in` inches closer."""
    total = 0.0
    targets = g.models(tgt)
    for w in g.weapons_of(u, melee=False):
        now = g.shooters_in_range(u, tgt, w)  # from where it stands: in range and sight (line 51)
        shooters = len(now)
        if moved_in > 0:  # after an advance, also the models it brings within range (sight is found on arrival);
            # not those in range already but out of sight: the advance stops once in range and gives them no
            # sight (the playtest's musketeers counted them, turned a charge down, then held and shot with two)
            reach = g.inches(w.range) + TOLERANCE
            firing = {m.id for m in now}
            shooters += sum(1 for m in g.models(u) if m.id not in firing and m.id not in g._idle
                            and reach < min(distance(m, t) for t in targets) <= reach + moved_in)
        if shooters:
            total += expected_wounds(g, u, tgt, w, shooters, melee=False)
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
    # Headlock on one model of several: that model loses this activation (no attack); the others act
    held = {k.split(":", 1)[1] for k, v in st.effects.items() if k.startswith("stunned:") and v >= rnd}
    st.effects = {k: v for k, v in st.effects.items() if not k.startswith("stunned:")}
    held &= {m.id for m in st.models}
    if held:
        g.emit(ev.AIDecision, **g.names(u), decision="stunned_model")
    g._idle = held
    g._danger_done = set()  # line 85: one roll per model and activation
    try:
        _activate(g, u)
    finally:
        g._idle = set()


def _activate(g: Any, u: Any) -> None:
    st = u.st
    rnd = g.s.round
    g.activation_conditions(u)
    if not st.models:
        return
    under = {m.id: g.dangerous_pieces(m, None) for m in g.models(u)}
    standing_in = [mid for mid, pieces in under.items() if pieces]
    if standing_in:
        g.dangerous_roll(u, standing_in, [t for mid in standing_in for t in under[mid]], standing=True)
        if not st.models:
            return
    cast(g, u)
    heroes = g.standing_heroes()
    # line 137: an Indirect weapon targets enemies out of sight as if they were in sight, so a hero it
    # can shoot counts as seen (for any other unit, a hero it can shoot is one it sees)
    seen = [h for h in heroes if g.sees(u, h) or g.can_shoot(u, h)]
    only_hold = st.effects.get("snared", 0) >= rnd or g.has_rule(u, "Immobile")
    no_rush = only_hold or st.effects.get("pinned", 0) >= rnd
    if seen:
        nearest = min(seen, key=lambda h: (g.gap(u, h), h.label))
        gap = g.gap(u, nearest)
        advance = 0.0 if only_hold else g.inches(g.move_limit(u, "advance"))
        charge_reach = 0.0 if no_rush else g.inches(g.move_limit(u, "charge"))
        if charge_reach:  # difficult ground on the way holds the whole unit to 6" (line 83)
            charge_reach = unit_charge_reach(g, u, nearest, g.models(u), charge_reach)
        shooting_now = shooting_damage(g, u, nearest, 0.0) if g.can_shoot(u, nearest) else 0.0
        shooting = shooting_damage(g, u, nearest, advance) if g.weapons_of(u, melee=False) else 0.0
        # a charge it cannot make is never chosen nor announced: some model must find a way into contact
        # (friends or terrain can close every way; the playtest's toad said "charge" and stood still)
        in_reach = charge_reach > 0 and gap <= charge_reach + TOLERANCE
        can_charge = in_reach and g.charge_reachable(u, nearest, charge_reach)
        melee = melee_damage(g, u, nearest) if can_charge else 0.0
        # the charge is weighed against the better way to shoot, and that way is the one taken: advancing when
        # it brings more guns to bear than holding (line 95: « avancez pour vous mettre à portée et tirez »); the
        # playtest's musketeers turned a charge down for an advance worth 0.8 wounds, then held and shot for 0.3
        advancing = advance > 0 and shooting > shooting_now + 1e-9
        best = shooting if advancing else shooting_now
        told_melee = round(melee, 2) if can_charge else None  # no charge to weigh: no figure for it
        if can_charge and melee > best:
            g.emit(ev.AIDecision, **g.names(u), decision="charge", target=nearest.label, target_name=nearest.name,
                   target_name_fr=nearest.name_fr, melee=round(melee, 2), shooting=round(best, 2))
            charge(g, u, nearest, charge_reach)
            return
        if shooting_now > 0 and not advancing:
            g.emit(ev.AIDecision, **g.names(u), decision="hold_shoot", target=nearest.label, target_name=nearest.name,
                   target_name_fr=nearest.name_fr, melee=told_melee, shooting=round(shooting_now, 2))
            g.shoot(u, nearest, moved=False)
            return
        if shooting > 0 and advance > 0:
            g.emit(ev.AIDecision, **g.names(u), decision="advance_shoot", target=nearest.label,
                   target_name=nearest.name, target_name_fr=nearest.name_fr, melee=told_melee,
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
        decision = "pinned_nearest" if no_rush else "rush_blocked" if in_reach else "rush_nearest"
        g.emit(ev.AIDecision, **g.names(u), decision=decision,
               target=nearest.label, target_name=nearest.name, target_name_fr=nearest.name_fr)
        move_unit(g, u, nearest, advance if no_rush else g.inches(g.move_limit(u, "rush")),
                  "advance" if no_rush else "rush")
        return
    objectives = [_where(g, m) for m in g.s.markers if m.kind == "ai_objective"]
    if not objectives and heroes:
        nearest = min(heroes, key=lambda h: (g.gap(u, h), h.label))
        if not only_hold:
            g.emit(ev.AIDecision, **g.names(u), decision="pinned_nearest" if no_rush else "rush_nearest",
                   target=nearest.label, target_name=nearest.name, target_name_fr=nearest.name_fr)
            how = "advance" if no_rush else "rush"  # a pinned unit (Pinning Shot) only advances
            move_unit(g, u, nearest, g.inches(g.move_limit(u, how)), how)
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
    g.emit(ev.AIDecision, **g.names(u), decision="pinned_objective" if no_rush else "rush_objective",
           target=near.label, target_name=near.name, target_name_fr=near.name_fr)
    how = "advance" if no_rush else "rush"
    move_unit(g, u, (near.x, near.y), g.inches(g.move_limit(u, how)), how, stop_at=g.inches(1.5))


def _where(g: Any, m: Any) -> Any:
    """An AI objective as the AI aims at it: the relic's twin (same name) is wherever the relic is, so with
    the hero who carries it (a copy at the carrier's place; the marker itself stays put)."""
    relic = next((r for r in g.s.markers if r.kind == "relic"), None)
    if relic is None or m.name != relic.name:
        return m
    carrier = next((h for h in g.s.heroes.values() if h.carrying and not h.escaped), None)
    if carrier is None:
        return m
    return m.model_copy(update={"x": carrier.x, "y": carrier.y})


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
    """Line 57: every model that can reaches contact, nearest first; the others end as close to the target
    as they can while keeping coherency with those already placed (line 101), or, when no coherent spot is
    within their move, as close to one as their move allows."""
    start = g.models(u)
    ordered = sorted(start, key=lambda m: (min(distance(m, t) for t in g.models(tgt)), m.id))
    reach = unit_charge_reach(g, u, tgt, start, reach)
    for m in ordered:
        if not g.alive(tgt):
            break
        current = next((x for x in g.models(u) if x.id == m.id), None)
        if current is None:
            continue
        if any(g.in_melee_reach(current, t) for t in g.models(tgt)):
            continue
        g.charge_model(u, current, tgt, reach)
    if g.alive(tgt):
        _keep_up(g, u, tgt, reach, [m.id for m in ordered])
    ends = g.models(u)
    if ends and _moved(start, ends) >= 0.05 * g.k:  # already in contact: no move to tell
        g.emit(ev.Moved, **g.names(u), how="charge", inches=round(_moved(start, ends) / g.k, 1),
               to=g.where(u))
    g.mark("charge", u, tgt, start=(start[0].x, start[0].y))
    if not g.strikers(u, tgt):
        return
    g.pile_in(tgt, u)
    g.melee(u, tgt)


def _keep_up(g: Any, u: Any, tgt: Any, reach: float, order: list[str]) -> None:
    """The charging models out of contact: each onto a free spot within 1" of a member already placed and 3"
    of all of them, within its charge move: one within striking reach of the target if it can (the
    shortest move of those), else the one nearest the target. Members in reach but apart from the others
    are placed the same way."""
    foes = g.models(tgt)
    strike = g.inches(2)
    now = {m.id: m for m in g.models(u)}
    placed: list[Model] = []
    rest: list[str] = []
    for i in order:
        if i not in now:
            continue
        m = now[i]
        if any(g.in_melee_reach(m, t) for t in foes) and _fits(g, m, placed):
            placed.append(m)
        else:
            rest.append(i)
    if not any(any(g.in_melee_reach(p, t) for t in foes) for p in placed) and rest:
        first = now[rest.pop(0)]
        follow(g, u, first, tgt, reach)
        placed.append(next(x for x in g.models(u) if x.id == first.id))

    for mid in rest:
        m = now[mid]
        here = (m.x, m.y)

        def key(p: tuple[float, float], m: Model = m, here: tuple[float, float] = here) -> tuple[int, float]:
            gap = min(distance(m.moved_to(*p), t) for t in foes)  # striking reach: 2" across (line 57)
            return (0, math.dist(here, p)) if gap <= strike else (1, gap)

        spot = _place(g, u, m, placed, here, reach, [], key)
        if spot is not None:
            g.set_pos(u, mid, *spot)
            placed.append(m.moved_to(*spot))
        else:
            _toward_body(g, u, m, placed, reach, [])


def unit_charge_reach(g: Any, u: Any, tgt: Any, models: list[Model], reach: float) -> float:
    """Line 83 for a whole unit: when any of its models would go through difficult ground on its way into
    contact, the unit moves 6" at most (Strider and Flying ignore it)."""
    if g.has_rule(u, "Flying") or g.has_rule(u, "Strider") or reach <= g.inches(6):
        return reach
    foes = g.models(tgt)
    nav = g.nav(models[0].base, False)
    for m in models:
        foe = min(foes, key=lambda o: (distance(m, o), o.id))
        path = nav.path((m.x, m.y), g.contact_point(m, foe))
        if path is not None and g.crosses_difficult(m, walk((m.x, m.y), path, reach)):
            return g.inches(6)
    return reach


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


# --- coherency (line 101) -----------------------------------------------------------------------------

_MARGIN = 1e-3  # table inches kept inside each coherency limit, so rounded positions never cross it
_ANGLES = 12  # spots tried around each placed member, per ring
_SHARES = (1.0, 0.8, 0.6, 0.4, 0.2)  # how far the leader goes, of its way, when a member cannot keep up
_PLANS = 6  # ways planned at most for one member's spot (the rest of the search is plain arithmetic)


def _fits(g: Any, m: Model, placed: list[Model]) -> bool:
    """Within 1" of one placed member and 3" of every one of them (edge to edge)."""
    if not placed:
        return True
    near, far = g.inches(1) - _MARGIN, g.inches(3) - _MARGIN
    close = False
    for p in placed:
        d = distance(m, p)
        if d > far:
            return False
        close = close or d <= near
    return close


def _spots(g: Any, m: Model, placed: list[Model], target: tuple[float, float]) -> list[tuple[float, float]]:
    """The target, then rings around each placed member: touching, half an inch and just under 1" apart."""
    out = [target]
    for p in placed:
        for gap in (0.05 * g.k, g.inches(0.5), g.inches(0.95)):
            r = p.radius + m.radius + gap
            for i in range(_ANGLES):
                a = 2 * math.pi * i / _ANGLES
                out.append((round(p.x + r * math.cos(a), 4), round(p.y + r * math.sin(a), 4)))
    return out


_DRY: dict[tuple[int, float], tuple[Any, Navigator]] = {}  # ways around difficult ground, per table and base


def _dry_nav(g: Any, base: float) -> Navigator:
    """Shortest ways that keep out of difficult ground (and blocking terrain), for a base on this table."""
    key = (id(g.table), base)
    got = _DRY.get(key)
    if got is None or got[0] is not g.table:
        if len(_DRY) > 64:
            _DRY.clear()
        got = _DRY[key] = (g.table, Navigator(g.table, base, tuple(t.footprint for t in g.table.terrain
                                                                   if t.difficult and not t.blocking)))
    return got[1]


def _free(g: Any, m: Model, others: list[Model], enemies: list[Model]) -> bool:
    """`Game.spot_ok` with the other models listed once for all the spots one member tries: the cheap
    tests (bases overlapping, 1" from enemies) before the terrain under the base."""
    for o in others:
        if math.hypot(o.x - m.x, o.y - m.y) < (o.base + m.base) / 2 - TOLERANCE:
            return False
    gap = g.inches(1)
    if any(distance(m, e) < gap - TOLERANCE for e in enemies):
        return False
    return g.table.on_table(m) and not any(t.blocking for t in g.table.terrain_under(m))


def _reachable(g: Any, u: Any, m: Model, spot: tuple[float, float], allowance: float) -> bool:
    """Whether the model gets exactly there within its move, measured along its way (heights included).
    A way through difficult ground caps the move at 6" (line 83): a member that cannot keep up so may
    still go around it."""
    here = (m.x, m.y)
    if math.dist(here, spot) < 1e-4:
        return True
    flying = g.has_rule(u, "Flying")
    if math.dist(here, spot) <= allowance + TOLERANCE and g.nav(m.base, flying).clear(here, spot):
        # a straight way: capped by difficult ground only past 6", and no jumping down from heights
        capped = not flying and not g.has_rule(u, "Strider") and math.dist(here, spot) > g.inches(6) + TOLERANCE \
            and g.crosses_difficult(m, [spot])
        if not capped:
            return flying or g.fit_heights(m, [spot], allowance, g.inches(3)) == [spot]
    way, _, arrived = g.plan(u, m, spot, allowance)
    if way and not arrived and g.crosses_difficult(m, way):
        around = _dry_nav(g, m.base).path(here, spot)
        if around and length(here, around) <= allowance + TOLERANCE:
            way, arrived = around, True
    if not way or not arrived or math.dist(way[-1], spot) > 1e-3:
        return False
    if not flying:
        fitted = g.fit_heights(m, way, allowance, g.inches(3))
        if len(fitted) != len(way) or math.dist(fitted[-1], spot) > 1e-3:
            return False
    return True


def _place(g: Any, u: Any, m: Model, placed: list[Model], target: tuple[float, float], allowance: float,
           enemies: list[Model], key: Any = None) -> tuple[float, float] | None:
    """The best spot by `key` (lowest first; by default the nearest to `target`) for member `m`: free,
    coherent with `placed`, not within 1" of an enemy (an empty `enemies` when charging) and reached within
    `allowance`; None when there is none."""
    here = (m.x, m.y)
    others = g.others({m.id})
    plans = 0
    spots = _spots(g, m, placed, target)
    if key is None:
        # the target itself is the best spot: most often it will do, and the rings need no sorting
        probe = m.moved_to(*target)
        if math.dist(here, target) <= allowance + TOLERANCE and _fits(g, probe, placed) \
                and _free(g, probe, others, enemies):
            if _reachable(g, u, m, target, allowance):
                return target
            plans += 1
        spots = spots[1:]

        def key(p: tuple[float, float]) -> tuple[float, tuple[float, float]]:
            return math.dist(p, target), p
    for spot in sorted(spots, key=key):
        if math.dist(here, spot) > allowance + TOLERANCE:
            continue
        probe = m.moved_to(*spot)
        if not _fits(g, probe, placed) or not _free(g, probe, others, enemies):
            continue
        if _reachable(g, u, m, spot, allowance):
            return spot
        plans += 1
        if plans >= _PLANS:
            break
    return None


def _toward_body(g: Any, u: Any, m: Model, placed: list[Model], allowance: float, enemies: list[Model]) -> None:
    """No coherent spot within the move: as far as the move allows toward the nearest one."""
    here = (m.x, m.y)
    others = g.others({m.id})
    for spot in sorted(_spots(g, m, placed, here)[1:], key=lambda p: (math.dist(here, p), p)):
        probe = m.moved_to(*spot)
        if _fits(g, probe, placed) and _free(g, probe, others, enemies):
            to = _advance_model(g, u, m, spot, allowance, 0.0, enemies)
            if to is not None:
                g.set_pos(u, m.id, *to[0])
            return


def move_unit(g: Any, u: Any, goal: Any, allowance: float, how: str, stop_at: float | None = None) -> None:
    """Move the unit toward a figure or a point as one formation: the leader (the model nearest the goal)
    along the shortest way, each other member to its place around it when that keeps coherency, else to the
    free spot nearest that place within 1" of a member already placed and 3" of all of them. When a member
    cannot reach such a spot within its move, the leader goes less far (80%, 60%, 40%, 20%) if that lets the
    whole unit end coherent (line 101)."""
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
    followers = sorted((m for m in models if m.id != leader.id),
                       key=lambda m: (math.hypot(m.x - leader.x, m.y - leader.y), m.id))
    lead = _advance_model(g, u, leader, target_pt, allowance, stop, enemies)
    lead_to, lead_len = lead if lead is not None else ((leader.x, leader.y), 0.0)
    best: tuple[int, dict[str, tuple[float, float]]] | None = None
    for share in _SHARES:
        if share < 1.0:
            if lead_len <= 0.0:
                break
            for m in models:
                g.set_pos(u, m.id, m.x, m.y)
            lead = _advance_model(g, u, leader, target_pt, lead_len * share, stop, enemies)
            lead_to = lead[0] if lead is not None else (leader.x, leader.y)
        g.set_pos(u, leader.id, *lead_to)
        dx, dy = lead_to[0] - leader.x, lead_to[1] - leader.y
        placed = [leader.moved_to(*lead_to)]
        lost = 0
        for m in followers:
            want = (round(m.x + dx, 4), round(m.y + dy, 4))
            spot = _place(g, u, m, placed, want, allowance, enemies)
            if spot is not None:
                g.set_pos(u, m.id, *spot)
                placed.append(m.moved_to(*spot))
            else:
                lost += 1
                _toward_body(g, u, m, placed, allowance, enemies)
        if best is None or lost < best[0]:
            best = (lost, {m.id: (m.x, m.y) for m in g.models(u)})
        if lost == 0:
            break
    assert best is not None
    for mid, (x, y) in best[1].items():
        g.set_pos(u, mid, x, y)
    ends = g.models(u)
    moved = _moved(models, ends)
    if moved >= 0.05 * g.k:  # what rounds to 0.0" is no move to tell
        ld = next(x for x in ends if x.id == leader.id)
        g.emit(ev.Moved, **g.names(u), how=how, inches=round(moved / g.k, 1), to=g.where(u))
        g.mark("rush" if how == "rush" else "move", u, start=(leader.x, leader.y), end=(ld.x, ld.y))
    crossed = {m.id: g.dangerous_pieces(m, [(x.x, x.y) for x in ends if x.id == m.id]) for m in models}
    danger = [mid for mid, pieces in crossed.items() if pieces]
    if danger:
        g.dangerous_roll(u, danger, [t for mid in danger for t in crossed[mid]])


def _advance_model(g: Any, u: Any, m: Model, goal: tuple[float, float], allowance: float, stop: float,
                   enemies: list[Model]) -> tuple[tuple[float, float], float] | None:
    """Where the model stops on its way toward `goal` (and how far it went): backed off along the way
    until the spot is free and 1" from every enemy; None when it cannot move."""
    way, go, _ = g.plan(u, m, goal, allowance, stop_short=stop)
    if not way:
        return None
    if not g.has_rule(u, "Flying"):
        way = g.fit_heights(m, way, allowance, g.inches(3))  # its models do not jump
        if not way:
            return None
    full = length((m.x, m.y), way)
    for k in range(0, 40):
        along = max(0.0, full - k * 0.25 * g.k)
        cut = walk((m.x, m.y), way, along)
        spot = cut[-1] if cut else (m.x, m.y)
        if spot == (m.x, m.y):
            return None
        if g.spot_ok(m.moved_to(*spot), {m.id}, enemies, False):
            return spot, along
    return None


def _close_up(g: Any, u: Any, allowance: float, enemies: list[Model]) -> None:
    """Members out of coherency step next to the main body (the member with the most others within 3"
    and those already coherent with it): each onto the nearest free spot within 1" of a member placed and
    3" of all of them, or as far toward one as its move allows (line 101)."""
    models = g.models(u)
    if not g.table.coherency_breaks(models):
        return
    anchor = max(models, key=lambda m: (sum(1 for o in models if distance(m, o) <= g.inches(3)), m.id))
    placed = [anchor]
    for m in sorted((m for m in models if m.id != anchor.id),
                    key=lambda m: (math.hypot(m.x - anchor.x, m.y - anchor.y), m.id)):
        here = (m.x, m.y)
        spot = _place(g, u, m, placed, here, allowance, enemies)
        if spot is not None:
            g.set_pos(u, m.id, *spot)
            placed.append(m.moved_to(*spot))
        else:
            _toward_body(g, u, m, placed, allowance, enemies)


def regroup(g: Any, u: Any) -> None:
    """A unit that does not move this activation but stands scattered closes up with an Advance."""
    if len(u.st.models) > 1 and g.table.coherency_breaks(g.models(u)) and not g.has_rule(u, "Immobile"):
        _close_up(g, u, g.inches(g.move_limit(u, "advance")), g.enemies_of(u))
