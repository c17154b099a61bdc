"""Age of Fantasy: Quest's events as sentences. Figures are named by label and name ("E3 Slag Musketeers",
"Brannoc"); every die is told with what it needed; the AI's turn says each unit's choice and why."""
from __future__ import annotations

from typing import Any

from engine.rulesets.aofq import events as ev

from ...narration import Narrator, tells


def inches(value: float, lang: str = "en") -> str:
    """A distance or an expectation to a tenth, as each language writes decimals (8.5 / 8,5)."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "fr" else text


def weapon_profile(tr: Any, weapon: Any, lang: str) -> str:
    """`range 24", 1 attack, AP(1)` / `portée 24", 1 attaque, PA (1)`: what a weapon does, in rule inches."""
    rules = ", ".join(r.french() if lang == "fr" else str(r) for r in weapon.rules)
    return str(tr("aofq-weapon", range=weapon.range, attacks=weapon.attacks, rules=rules or "none"))


class AofqNarrator(Narrator):
    def who(self, e: Any) -> str:
        """A figure as the table reads it: a hero by name, an enemy unit by label and name."""
        name = self.local(e)
        return name if not e.who.startswith("E") or not e.who[1:].isdigit() else f"{e.who} {name}"

    def gender(self, label: str, name: str = "") -> str:
        """The French gender and number of a figure's name (for "Ébranlée", "sont Ébranlés"), from the view;
        a unit gone from the table (destroyed) by its name in the content."""
        view = self.table.view() if hasattr(self.table, "view") else {}
        found = [h for h in (view.get("heroes") or {}).values() if h.get("label") == label]
        found += [u for u in view.get("units") or () if u.get("label") == label]
        if found:
            return str(found[0].get("gender_fr", "m"))
        rs = getattr(self.table, "rs", None)
        if name and rs is not None and hasattr(rs, "content"):
            profile = next((u for u in rs.content.units() if u.name == name), None)
            if profile is not None:
                return str(profile.gender_fr)
        return "m"

    def of(self, e: Any) -> str:
        """The gender of an event's figure."""
        return self.gender(e.who, getattr(e, "name", ""))

    def target(self, e: Any) -> str:
        name = self.local(e, "target_name") if getattr(e, "target_name", None) else ""
        label = e.target or "?"
        if not name:
            return label
        return f"{label} {name}" if label[:1] in "EOASCRX" and label[1:].isdigit() or label in ("R", "X") else name

    def word(self, kind: str, value: str, **params: Any) -> str:
        return str(self.tr(f"aofq-{kind}-{value}", _default=value.replace("_", " "), **params))

    @tells(ev.RoundStarted)
    def round_started(self, e: ev.RoundStarted) -> str:
        return self.tr("ev-round_started", round=e.round)

    @tells(ev.HeroPhase)
    def hero_phase(self, e: ev.HeroPhase) -> str:
        return self.tr("ev-hero_phase", round=e.round)

    @tells(ev.Activated)
    def activated(self, e: ev.Activated) -> str:
        return self.tr("ev-activated", who=self.who(e))

    @tells(ev.ActionDropped)
    def action_dropped(self, e: ev.ActionDropped) -> str:
        return self.tr("ev-action_dropped", who=self.who(e))

    @tells(ev.ActivationEnded)
    def activation_ended(self, e: ev.ActivationEnded) -> str:
        return self.tr("ev-activation_ended", who=self.who(e), idle="yes" if e.idle else "no", gender=self.of(e))

    @tells(ev.Moved)
    def moved(self, e: ev.Moved) -> str:
        return self.tr("ev-moved", who=self.who(e), how=self.word("how", e.how, gender=self.of(e)),
                       inches=inches(e.inches, self.lang), to=e.to,
                       held=getattr(e, "held", None) or "none", around=getattr(e, "around", None) or "none",
                       climb=inches(getattr(e, "climb", None) or 0.0, self.lang))

    @tells(ev.FallBackBlocked)
    def fall_back_blocked(self, e: ev.FallBackBlocked) -> str:
        return self.tr("ev-fall_back_blocked", who=self.who(e), target=self.target(e), gender=self.of(e))

    @tells(ev.Rolled)
    def rolled(self, e: ev.Rolled) -> str:
        return self.tr("ev-rolled", who=self.who(e), stat=self.word("stat", e.stat), why=self.word("why", e.why),
                       roll=e.roll, need=e.need, passed="yes" if e.passed else "no", power=e.power, gender=self.of(e))

    @tells(ev.Attacked)
    def attacked(self, e: ev.Attacked) -> str:
        return self.tr("ev-attacked", who=self.who(e), target=self.target(e), weapon=self.local(e, "weapon"),
                       melee="yes" if e.melee else "no", attacks=e.attacks, hits=e.hits, wounds=e.wounds,
                       killed=e.killed, cover="yes" if e.cover else "no", gender=self.of(e))

    @tells(ev.ImpactRolled)
    def impact_rolled(self, e: ev.ImpactRolled) -> str:
        return self.tr("ev-impact_rolled", who=self.who(e), target=self.target(e), dice=len(e.faces),
                       faces=" ".join(f"[{x}]" for x in e.faces), hits=e.hits, gender=self.of(e))

    @tells(ev.KnockedOut)
    def knocked_out(self, e: ev.KnockedOut) -> str:
        return self.tr("ev-knocked_out", who=self.who(e))

    @tells(ev.UnitDestroyed)
    def unit_destroyed(self, e: ev.UnitDestroyed) -> str:
        return self.tr("ev-unit_destroyed", who=self.who(e), gender=self.of(e))

    @tells(ev.Shaken)
    def shaken(self, e: ev.Shaken) -> str:
        return self.tr("ev-shaken", who=self.who(e), recovered="yes" if e.recovered else "no", gender=self.of(e))

    @tells(ev.EffectLaid)
    def effect_laid(self, e: ev.EffectLaid) -> str:
        return self.tr("ev-effect_laid", who=self.who(e), effect=self.tr(f"aofq-effect-{e.effect}", until=e.until))

    @tells(ev.ConditionChanged)
    def condition(self, e: ev.ConditionChanged) -> str:
        return self.tr("ev-condition", who=self.who(e),
                       condition=self.tr(f"aofq-condition-{e.condition}", _default=e.condition, gender=self.of(e)),
                       gained="yes" if e.gained else "no", gender=self.of(e))

    @tells(ev.PowerSpent)
    def power_spent(self, e: ev.PowerSpent) -> str:
        told: dict[str, Any] = {}
        if e.had is not None:  # what the power was and is now (events logged before it say the spending only)
            told = {"had": e.had, "left": 0 if e.wounds else e.had - e.amount}
        return self.tr("ev-power_spent", who=self.who(e), amount=e.amount, why=self.word("power", e.why),
                       wounds=e.wounds, **told)

    @tells(ev.Rested)
    def rested(self, e: ev.Rested) -> str:
        return self.tr("ev-rested", who=self.who(e), power=e.power)

    @tells(ev.Wounded)
    def wounded(self, e: ev.Wounded) -> str:
        return self.tr("ev-wounded", who=self.who(e), wounds=e.wounds, why=self.word("why", e.why), gender=self.of(e))

    @tells(ev.DangerRolled)
    def danger_rolled(self, e: ev.DangerRolled) -> str:
        return self.tr("ev-danger_rolled", who=self.who(e), standing="yes" if e.standing else "no",
                       terrain=self.local(e, "terrain") if e.terrain else "none", dice=len(e.faces),
                       faces=" ".join(f"[{x}]" for x in e.faces), wounds=e.wounds, gender=self.of(e))

    @tells(ev.Healed)
    def healed(self, e: ev.Healed) -> str:
        return self.tr("ev-healed", who=self.who(e), wounds=e.wounds, power=e.power)

    @tells(ev.Revived)
    def revived(self, e: ev.Revived) -> str:
        return self.tr("ev-revived", who=self.who(e), by=e.by, gender=self.of(e))

    @tells(ev.SkillUsed)
    def skill_used(self, e: ev.SkillUsed) -> str:
        params: dict[str, Any] = {"who": self.who(e), "skill": self.local(e, "skill_name")}
        if e.target:
            params["target"] = e.target
        rs = getattr(self.table, "rs", None)
        skill = next((k for h in rs.content.heroes for k in h.skills if k.id == e.skill), None) if rs else None
        return self.lasting(self.tr("ev-skill_used", **params), skill.effect if skill is not None else None)

    def lasting(self, text: str, effect: str | None) -> str:
        """A sentence, then what a hero's own skill or spell gives it for a while (Hold the Ford's guard, a
        ward...), as /status says it."""
        if effect not in ("guard", "ward", "tempered"):
            return text
        told = self.tr(f"aofq-effect-{effect}", until=0)
        return f"{text[:-1]} ({told})." if text.endswith(".") else f"{text} ({told})"

    @tells(ev.SpellCountered)
    def spell_countered(self, e: ev.SpellCountered) -> str:
        return self.tr("ev-spell_countered", who=self.who(e), caster=e.caster, tokens=e.tokens)

    @tells(ev.SpellCast)
    def spell_cast(self, e: ev.SpellCast) -> str:
        params: dict[str, Any] = {"who": self.who(e), "spell": self.local(e, "spell_name"), "roll": e.roll,
                                  "tokens": e.tokens, "success": "yes" if e.success else "no",
                                  "forced": "yes" if e.forced else "no"}
        if e.target:
            params["target"] = e.target
        rs = getattr(self.table, "rs", None)
        spell = next((x for x in rs.content.spells if x.id == e.spell), None) if rs is not None else None
        lasting = spell.status if spell is not None and e.success else None
        return self.lasting(self.tr("ev-spell_cast", **params), lasting)

    def weapon(self, loot: str) -> str:
        """A found weapon's profile (range, attacks, special rules), "none" for any other find."""
        rs = getattr(self.table, "rs", None)
        item = next((i for i in rs.content.loot if i.id == loot), None) if rs is not None else None
        if item is None or item.weapon is None:
            return "none"
        return weapon_profile(self.tr, item.weapon, self.lang)

    @tells(ev.Found)
    def found(self, e: ev.Found) -> str:
        if e.far:
            return self.tr("ev-found_far", who=self.who(e), marker=e.marker, loot=self.local(e, "loot_name"),
                           kind=e.item_kind or "other", profile=self.weapon(e.loot))
        return self.tr("ev-found", who=self.who(e), marker=e.marker, loot=self.local(e, "loot_name"),
                       kept="yes" if e.kept else "no", profile=self.weapon(e.loot))

    @tells(ev.ObjectiveSeized)
    def objective_seized(self, e: ev.ObjectiveSeized) -> str:
        marker = f"{e.marker} {self.local(e, 'marker_name')}"
        hero = self.local(e, "hero_name") if e.hero else ""
        return self.tr("ev-objective_seized", who=self.who(e), gender=self.of(e), marker=marker,
                       reach=inches(e.reach, self.lang), hero=hero or "none",
                       hero_inches=inches(e.hero_inches or 0.0, self.lang))

    @tells(ev.ObjectiveProgress)
    def objective(self, e: ev.ObjectiveProgress) -> str:
        return self.tr("ev-objective", who=self.who(e), what=e.what, marker=e.marker or "")

    @tells(ev.HeroAmbush)
    def hero_ambush(self, e: ev.HeroAmbush) -> str:
        what = "waiting" if e.waiting else "aside" if e.to is None else "on"
        return self.tr("ev-hero_ambush", who=self.who(e), what=what, to=e.to or "", gender=self.of(e))

    @tells(ev.Arrived)
    def arrived(self, e: ev.Arrived) -> str:
        return self.tr("ev-arrived", who=self.who(e), to=e.to, ambush="yes" if e.ambush else "no", gender=self.of(e))

    @tells(ev.AIDecision)
    def ai_decision(self, e: ev.AIDecision) -> str:
        params: dict[str, Any] = {"who": self.who(e), "decision": e.decision, "target": self.target(e),
                                  "gender": self.of(e)}
        # numbers, to a tenth, so that the messages choose singular or plural ("1 expected wound", "1,4 blessure")
        if e.melee is not None:
            params["melee"] = round(float(e.melee), 1)
        if e.shooting is not None:
            params["shooting"] = round(float(e.shooting), 1)
        return self.tr("ev-ai_decision", **params)

    @tells(ev.MissionEnded)
    def mission_ended(self, e: ev.MissionEnded) -> None:
        """The summary under the turn says the mission is won or lost, and why: said once."""
        return None
