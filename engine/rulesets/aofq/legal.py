"""The actions a seat can take now, as the `/do` list offers them. The table is continuous, so moves are
offered toward each figure and marker (as far as the move goes); any other place is reached by naming a
grid cell with the move commands."""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from ...core.state_copy import copier_for
from .actions import (
    Advance,
    Ambush,
    Cast,
    Charge,
    Choose,
    Discover,
    Drink,
    EndActivation,
    Hold,
    Hurry,
    Interact,
    Push,
    Rest,
    Revive,
    Rush,
    UseSkill,
)
from .game import Game
from .game import _Pause as Pause
from .nav import length
from .state import GameState

copy_state = copier_for(GameState)


def legal_actions(g: Game, seat: str) -> list[Any]:
    s = g.s
    if s.result is not None:
        return []
    if s.pending is not None:
        if s.pending.seat != seat:
            return []
        return [Choose(option=o.id) for o in s.pending.prompt.options]
    if seat not in s.heroes:
        return []
    h = s.heroes[seat]
    if (s.active is not None and s.active != seat) or (s.active is None and seat in s.acted) \
            or h.unconscious or h.escaped:
        return []
    f = g.fighter_hero(seat)
    out: list[Any] = [EndActivation()]
    if g.has_rule(f, "Ambush") and s.active is None and not s.acted:
        out += ambush_actions(g, seat)
    if h.ambushing:
        return out
    if h.shaken or h.rested:
        return out
    units = [g.fighter_unit(u) for u in g.live_units()]
    places = [u.label for u in units] + [m.label for m in s.markers if not m.done or m.kind == "exit"] + \
        [g.fighter_hero(x).label for x in s.order if x != seat and s.heroes[x].on_table]
    places = list(dict.fromkeys(places))  # a marker the enemies make for shares its label: one place
    cands: list[Any] = []
    if not (h.actions or h.skills):
        cands.append(Rest())
    cands.append(Hold())
    for u in units:
        cands += [Hold(target=u.label), Charge(target=u.label), Push(target=u.label)]
    for p in places:
        cands += [Advance(toward=p), Rush(toward=p), Hurry(toward=p)]
    for m in s.markers:
        if m.kind == "search" and not m.done:
            cands.append(Discover(marker=m.label))
        if m.kind in ("relic", "clue") and not m.done:
            cands.append(Interact(marker=m.label))
    for x in s.order:
        if s.heroes[x].unconscious:
            cands.append(Revive(hero=g.fighter_hero(x).label))
    for lid in sorted(set(h.loot)):
        cands.append(Drink(loot=lid))
    targets = [None] + [u.label for u in units] + [g.fighter_hero(x).label for x in s.order] + \
        [m.label for m in s.markers if m.kind == "search" and not m.done]
    from .skills import UNTARGETED

    for skill in f.prof.skills:
        if skill.effect == "slip":
            continue
        for t in [None] if skill.effect in UNTARGETED else targets:
            cands.append(UseSkill(skill=skill.id, target=t))
    for sid in f.prof.spells:
        for t in [None] + [u.label for u in units] + [g.fighter_hero(x).label for x in s.order]:
            cands.append(Cast(spell=sid, target=t))
    for act in cands:
        if _allowed(g, seat, act):
            out.append(act)
    return out


def ambush_actions(g: Game, seat: str) -> list[Any]:
    """Set aside at the start of round 1; from a later round's start, come on at any cell's centre the engine
    takes (more than 9" from every enemy, a free spot)."""
    from .game import CELLS, COLUMNS, cell_centre

    h = g.s.heroes[seat]
    if not h.ambushing:
        return [Ambush()] if g.s.round == 1 else []
    if g.s.round == 1:
        return []
    out = []
    for row in range(1, CELLS + 1):
        for col in COLUMNS[:CELLS]:
            centre = cell_centre(f"{col}{row}", g.s.size)
            try:
                g.check_ambush(g.fighter_hero(seat), Ambush(to=centre))
            except RuleError:
                continue
            out.append(Ambush(to=centre))
    return out


def _allowed(g: Game, seat: str, act: Any) -> bool:
    """Whether the action passes every check made before anything is spent."""
    from .skills import _skill, spell_target

    h = g.s.heroes[seat]
    f = g.fighter_hero(seat)
    try:
        if act.type == "cast":
            if f.prof.rule("Caster") is None or h.attacked or act.spell in h.cast:
                return False
            spell = g.c.spell(act.spell)
            if spell.cost > h.spell_tokens:
                return False
            spell_target(g, f, spell, act.target)
            return not (act.target is None and spell.target == "enemy")
        if act.type == "rest":
            return True
        main = act.type in ("hold", "advance", "rush", "charge")
        g.action_slot(h, main=main)
        if act.type == "skill":
            skill = _skill(g, f, act.skill)
            if act.target is None and skill.effect not in ("guard", "reveal_tokens", "steady", "heal_self", "rally",
                                                           "heal_other"):
                return False
        (g.check_main if main else g.check_skill)(f, act)
        if act.type in ("advance", "rush"):
            # the move itself, tried on a copy: what is offered is what the engine takes
            trial = Game(copy_state(g.s), g.c)
            goal, exact, short = trial.goal_of(act, trial.fighter_hero(seat))
            try:
                went = trial.move_hero(trial.fighter_hero(seat), goal, act.type,
                                       trial.inches(trial.move_limit(f, act.type)), exact=exact, stop_short=short)
            except Pause:
                return True  # a jump asks its player: the move itself is allowed
            return went > 0.5 * g.k
        if act.type == "hurry":
            # a skill action for up to D3": offered only where there is a way and somewhere to go
            goal, _exact, short = g.goal_of(act, f)
            m = g.models(f)[0]
            path = g.nav(m.base).path((m.x, m.y), goal)
            return bool(path) and length((m.x, m.y), path) - short > 0.5 * g.k
        if act.type == "push" and g.gap(f, g.target_unit(act.target)) > g.inches(3):
            return False
        if act.type == "charge":
            return g.charge_reachable(f, g.target_unit(act.target))
        return True
    except RuleError:
        return False
