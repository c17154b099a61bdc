"""Hero skills (line 77: test the skill's stat; on a failure pay 1 power, then the effect resolves anyway)
and spells (line 115: spend the spell's cost in tokens, 4+ on a die, +1 per extra token; a hero who fails
may spend twice the cost in power to cast it anyway)."""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from . import events as ev
from .geometry import TOLERANCE, Model, distance


def skill_named(f: Any, typed: str) -> Any | None:
    """The fighter's skill `typed` names: its id or its name in either language, any case."""
    low = typed.lower()
    return next((s for s in f.prof.skills if low in (s.id, s.name.lower(), s.name_fr.lower())), None)


def _skill(g: Any, f: Any, skill_id: str) -> Any:
    skill = skill_named(f, skill_id)
    if skill is None:
        raise RuleError("aofq_no_skill", f"Your hero has no skill {skill_id!r}.", name=skill_id)
    return skill


def _hero_in_reach(g: Any, f: Any, label: str | None, reach: float, unconscious: bool = False) -> Any:
    if label is None:
        if not unconscious:
            return f  # the hero itself
        raise RuleError("aofq_no_target", "Name the hero.")
    other = g.find(label)
    if other is None or other.kind != "hero":
        raise RuleError("aofq_no_such_hero", f"There is no hero {label!r}.", name=label)
    if other.st.unconscious != unconscious:
        raise RuleError("aofq_not_down" if unconscious else "aofq_unconscious_target",
                        "Only an unconscious hero can be revived." if unconscious else f"{other.name} is unconscious.")
    if other.key != f.key and g.gap(f, other) > g.inches(reach) + TOLERANCE:
        raise RuleError("aofq_skill_far", f"{other.name} is more than {reach:g}\" away.", name=other.name,
                        reach=f"{reach:g}")
    return other


def _enemy_in_reach(g: Any, f: Any, label: str | None, reach: float, sight: bool = True) -> Any:
    tgt = g.target_unit(label)
    if reach and g.gap(f, tgt) > g.inches(reach) + TOLERANCE:
        raise RuleError("aofq_skill_far", f"{tgt.label} is more than {reach:g}\" away.", name=tgt.label,
                        reach=f"{reach:g}")
    if sight and not g.sees(f, tgt):
        raise RuleError("aofq_unseen", f"{tgt.label} is out of sight.", target=tgt.label)
    return tgt


# skills that act on the hero alone (or on what is around it): a target given to one is a mistake
UNTARGETED = frozenset({"guard", "reveal_tokens", "heal_self"})


def check_skill(g: Any, f: Any, action: Any) -> None:
    """Refuse a skill that could not do anything, before any power or action is spent."""
    skill = _skill(g, f, action.skill)
    e = skill.effect
    if e in UNTARGETED and action.target is not None:
        raise RuleError("aofq_skill_untargeted", f"{skill.name} takes no target: use it without one.",
                        skill=skill.name, skill_fr=skill.name_fr)
    if e in ("rally", "heal_other", "steady"):
        other = _hero_in_reach(g, f, action.target, skill.range)
        _would_do_something(g, f, skill, other)
    elif e == "heal_self":
        _would_do_something(g, f, skill, f)
    elif e == "revive_cheap":
        _hero_in_reach(g, f, action.target, skill.range, unconscious=True)
    elif e in ("hex",):
        _enemy_in_reach(g, f, action.target, skill.range)
    elif e == "stun":
        tgt = g.target_unit(action.target)
        if not g.strikers(f, tgt):
            raise RuleError("aofq_not_in_melee", f"{tgt.label} is not in melee with your hero.", target=tgt.label)
    elif e == "pinning_shot":
        tgt = g.target_unit(action.target)
        if not g.can_shoot(f, tgt):
            raise RuleError("aofq_cannot_shoot", f"{tgt.label} is out of range or sight of every ranged weapon.",
                            target=tgt.label)
    elif e == "loot_two":
        _token_for(g, f, action.target, skill.range)
    elif e == "slip":
        if action.to is None:
            raise RuleError("aofq_where", "Say where: a grid cell like K12.")
    elif e == "reveal_tokens":
        if not _tokens_in_sight(g, f, skill.range):
            raise RuleError("aofq_no_token_near", f"No search token within {skill.range:g}\" in sight.",
                            reach=f"{skill.range:g}")


def _would_do_something(g: Any, f: Any, skill: Any, other: Any) -> None:
    """Refuse a skill that would change nothing, before its test and the power a failed test costs: nothing is
    spent on an action that cannot do anything (the playtest spent 1 power on a Rallying Shout for a hero
    neither Shaken nor Hindered, and "healed 0 wounds" with Second Wind)."""
    cures = [c for c in skill.cures if c in other.st.conditions]
    names = {"skill": skill.name, "skill_fr": skill.name_fr, "name": other.name, "name_fr": other.name_fr,
             "target": other.label}
    if skill.effect == "rally" and not other.st.shaken and not cures:
        raise RuleError("aofq_skill_idle_rally", f"{other.name} is neither Shaken nor "
                        f"{' nor '.join(skill.cures) or 'anything it cures'}: {skill.name} would do nothing.",
                        **names)
    if skill.effect == "heal_other" and other.st.wounds == 0 and not cures:
        raise RuleError("aofq_skill_idle_heal", f"{other.name} has no wound to heal: {skill.name} would do nothing.",
                        **names)
    if skill.effect == "heal_self" and other.st.wounds == 0 and other.st.power >= other.prof.power:
        raise RuleError("aofq_skill_idle_heal_self", f"{other.name} has no wound to heal and all its power: "
                        f"{skill.name} would do nothing.", **names)


def _token_for(g: Any, f: Any, target: str | None, reach: float) -> Any:
    """The search token a skill picks up within `reach`: the one named, or with none named the nearest within
    reach. Refused, saying why, when there is none: none left, the one named too far, or none near enough
    (with the nearest and how far it is)."""
    me = g.models(f)[0]

    def gap(m: Any) -> float:
        return distance(me, Model(m.id, m.x, m.y, 0.0))

    left = [m for m in g.s.markers if m.kind == "search" and not m.done]
    if target:
        m = g.marker(target)
        if m is None or m.kind != "search" or m.done:
            raise RuleError("aofq_no_token", "Name a search token that is still on the table.", name=target)
        if gap(m) > g.inches(reach) + TOLERANCE:
            raise RuleError("aofq_token_far", f"{m.label} is {gap(m) / g.k:.1f}\" away, more than {reach:g}\".",
                            marker=m.label, distance=f"{gap(m) / g.k:.1f}", reach=f"{reach:g}")
        return m
    if not left:
        raise RuleError("aofq_no_token_left", "No search token is left on the table.")
    nearest = min(left, key=lambda m: (gap(m), m.label))
    if gap(nearest) > g.inches(reach) + TOLERANCE:
        raise RuleError("aofq_no_token_within", f"No search token is within {reach:g}\": the nearest, "
                        f"{nearest.label}, is {gap(nearest) / g.k:.1f}\" away.", reach=f"{reach:g}",
                        marker=nearest.label, distance=f"{gap(nearest) / g.k:.1f}")
    return nearest


def _tokens_in_sight(g: Any, f: Any, reach: float) -> list[Any]:
    me = g.models(f)[0]
    return [m for m in g.s.markers if m.kind == "search" and not m.done and not m.revealed
            and distance(me, Model(m.id, m.x, m.y, 0.0)) <= g.inches(reach) + TOLERANCE
            and g.table.line_of_sight(me, Model(m.id, m.x, m.y, 0.2))]


def use_skill(g: Any, f: Any, action: Any) -> None:
    skill = _skill(g, f, action.skill)
    if not g.stat_test(f, skill.stat, "skill", power_pass=False):
        g.spend(f.st, 1, "skill_failed")  # line 77: pay 1 power, then the effect resolves
    if f.st.unconscious:
        return
    g.emit(ev.SkillUsed, **g.names(f), skill=skill.id, skill_name=skill.name, skill_name_fr=skill.name_fr,
           target=action.target)
    e = skill.effect
    rnd = g.s.round
    if e == "guard":
        g.lay_effect(f, "guard", 99)  # until the hero's next activation
    elif e == "rally":
        other = _hero_in_reach(g, f, action.target, skill.range)
        if other.st.shaken:
            other.st.shaken = False
            g.emit(ev.Shaken, **g.names(other), recovered=True)
        g.cure(other, list(skill.cures))
    elif e == "pinning_shot":
        tgt = g.target_unit(action.target)
        before = tgt.st.took_wounds
        g.shoot(f, tgt, moved=f.st.moved > 0)
        if tgt.st.took_wounds > before and tgt.st.models:
            g.lay_effect(tgt, "pinned", rnd + 1)
    elif e == "reveal_tokens":  # "reveal", as Discover from afar: the finds stay where they lie
        for m in _tokens_in_sight(g, f, skill.range):
            g.reveal_from_afar(f, m)
    elif e == "heal_other":
        other = _hero_in_reach(g, f, action.target, skill.range)
        g.heal(other, skill.amount)
        g.cure(other, list(skill.cures))
    elif e == "hex":
        tgt = _enemy_in_reach(g, f, action.target, skill.range)
        g.lay_effect(tgt, "hexed", rnd)
    elif e == "slip":
        m = g.models(f)[0]
        way, go, _ = g.plan(f, m, tuple(action.to), g.inches(skill.range), exact=False)
        for i in range(len(way), 0, -1):
            if g.spot_ok(m.moved_to(*way[i - 1]), {m.id}, g.enemies_of(f), False):
                f.st.x, f.st.y = way[i - 1]
                g.emit(ev.Moved, **g.names(f), how="slip", inches=round(go / g.k, 1), to=g.cell(f.st.x, f.st.y))
                g.mark("move", f, start=(m.x, m.y), end=way[i - 1])
                g.check_escape(f.st)
                break
        g.cure(f, ["Crippled"])
    elif e == "loot_two":
        m = _token_for(g, f, action.target, skill.range)
        extra = g.s.loot_pool.pop() if g.s.loot_pool else None
        first = m.loot
        # keep the better find: anything beats a trap or nothing
        worse = ("trap", "nothing")
        kinds = {lid: g.c.item(lid).kind for lid in (first, extra) if lid}
        if first and extra and kinds[first] in worse and kinds[extra] not in worse:
            m.loot = extra
        g.reveal(f, m)
    elif e == "steady":
        for other in g.standing_heroes():
            if g.gap(f, other) <= g.inches(skill.range) + TOLERANCE:
                g.cure(other, ["Afflicted"])
                g.lay_effect(other, "steady", rnd)
    elif e == "revive_cheap":
        g.revive(f, _hero_in_reach(g, f, action.target, skill.range, unconscious=True), skill.amount)
    elif e == "stun":
        # "One enemy model in melee with you loses its next activation": a lone model loses its unit's
        # whole activation; in a unit of several, the model nearest the hero among those in melee makes no
        # attack in its unit's next activation (it keeps its place in the formation, line 101)
        tgt = g.target_unit(action.target)
        if len(tgt.st.models) == 1:
            g.lay_effect(tgt, "stunned", rnd + 1)
        else:
            me = g.models(f)[0]
            model = min(g.strikers(tgt, f), key=lambda m: (distance(m, me), m.id))
            g.lay_effect(tgt, f"stunned:{model.id}", rnd + 1)
    elif e == "heal_self":
        g.heal(f, skill.amount, 1)


# --- spells (lines 115-117) ---------------------------------------------------------------------------


def spell_target(g: Any, caster: Any, spell: Any, label: str | None) -> Any:
    """The fighter a spell goes to, or RuleError: enemies and allies must be in range and in sight."""
    if spell.target == "self" or (spell.target == "ally" and not label):
        return caster
    tgt = g.find(label or "")
    if tgt is None:
        raise RuleError("aofq_unknown_name", f"Nothing on the table is called {label!r}.", name=label or "")
    friendly = tgt.kind == caster.kind
    if (spell.target == "enemy") == friendly:
        raise RuleError("aofq_wrong_target", f"{spell.name} goes to {'an enemy' if spell.target == 'enemy' else 'a friend'}.",
                        spell=spell.name)
    if tgt.kind == "hero" and tgt.st.unconscious:
        raise RuleError("aofq_unconscious_target", f"{tgt.name} is unconscious.")
    if tgt.key != caster.key:
        if g.gap(caster, tgt) > g.inches(spell.range) + TOLERANCE:
            raise RuleError("aofq_spell_far", f"{tgt.label} is beyond the spell's {spell.range}\".", target=tgt.label,
                            reach=str(spell.range))
        if not g.sees(caster, tgt):
            raise RuleError("aofq_unseen", f"{tgt.label} is out of sight.", target=tgt.label)
    return tgt


def cast_spell(g: Any, f: Any, action: Any) -> None:
    h = f.st
    if f.prof.rule("Caster") is None:
        raise RuleError("aofq_not_caster", "Your hero casts no spells.")
    spell = next((g.c.spell(s) for s in f.prof.spells if s == action.spell
                  or g.c.spell(s).name.lower() == action.spell.lower() or g.c.spell(s).name_fr.lower() == action.spell.lower()),
                 None)
    if spell is None:
        skill = skill_named(f, action.spell)
        if skill is not None:  # a skill named as a spell: say how it is used
            raise RuleError("aofq_skill_not_spell", f"{skill.name} is a skill, not a spell: `/use card:{skill.name}`.",
                            name=skill.name, name_fr=skill.name_fr)
        raise RuleError("aofq_no_spell", f"Your hero does not know {action.spell!r}.", name=action.spell)
    if h.attacked:
        raise RuleError("aofq_cast_before", "Spells are cast before attacking: your hero has attacked already.")
    if spell.id in h.cast:
        raise RuleError("aofq_cast_once", "One attempt per spell each activation.")
    tokens = spell.cost + action.extra
    if tokens > h.spell_tokens:
        raise RuleError("aofq_no_tokens", f"That takes {tokens} spell tokens; your hero holds {h.spell_tokens}.",
                        need=tokens, have=h.spell_tokens)
    tgt = spell_target(g, f, spell, action.target)
    h.spell_tokens -= tokens
    h.cast = [*h.cast, spell.id]
    roll = g.roll_die()
    rolled = roll == 6 or (roll != 1 and roll + action.extra >= 4)
    success = rolled
    if not success:
        text = f"{spell.name} failed ({roll}). Spend {spell.cost * 2} power to cast it anyway?"
        success = g.offer_power(h, spell.cost * 2, "spell", text, text,
                                {"spell": spell.name, "spell_fr": spell.name_fr, "roll": str(roll),
                                 **({"extra": str(action.extra)} if action.extra else {})})
    resolve_spell(g, f, spell, tgt, roll, tokens, success, forced=success and not rolled)


def resolve_spell(g: Any, f: Any, spell: Any, tgt: Any, roll: int, tokens: int, success: bool,
                  forced: bool = False) -> None:
    g.emit(ev.SpellCast, **g.names(f), spell=spell.id, spell_name=spell.name, spell_name_fr=spell.name_fr,
           target=tgt.label if tgt is not None else None, roll=roll, tokens=tokens, success=success, forced=forced)
    if not success or tgt is None:
        return
    g.mark("spell", f, tgt)
    rnd = g.s.round
    if spell.hits:
        from .content import Weapon

        bolt = Weapon(name=spell.name, name_fr=spell.name_fr, range=spell.range, attacks=1, rules=list(spell.rules))
        g.attack(f, tgt, bolt, melee=False, auto_hits=spell.hits)
    if spell.heal:
        if tgt.kind == "hero":
            g.heal(tgt, spell.heal)
        else:
            for m in tgt.st.models:
                m.wounds = max(0, m.wounds - spell.heal)
    if spell.inflicts and g.alive(tgt):
        g.inflict(tgt, list(spell.inflicts))
    if spell.cures:
        g.cure(tgt, list(spell.cures))
    if spell.status == "snared":
        g.lay_effect(tgt, "snared", rnd + 1)
    elif spell.status in ("ward", "tempered"):
        g.lay_effect(tgt, spell.status, rnd)
