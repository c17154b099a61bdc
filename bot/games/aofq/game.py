"""Age of Fantasy: Quest as the bot plays it. The table is open ground measured in inches: players name
places by grid cell (`K12`, A1 top-left) or "toward <label>" (`toward E3`, `vers S2`) with an optional
distance, and figures and markers by the labels the picture writes (`E3`, `Brannoc`, `S2`).

No command of its own: `/move` (how: advance, rush, hurry; a target to shoot after advancing), `/attack`
(how: shoot, charge, push), `/use` (skills, potions, revive), `/cast`, `/drink`, `/interact` (search
tokens, the relic, clues), `/rest`, `/end`; everything else through `/do`. Narration is in `narrate.py`,
simulation and validation in `tools.py`."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from engine.core.errors import RuleError
from engine.rulesets.aofq import RULESET
from engine.rulesets.aofq import events as ev
from engine.rulesets.aofq.actions import MAIN_ACTIONS, SKILL_ACTIONS, Advance
from engine.rulesets.aofq.game import Game, cell_centre, cell_name

from ...commands import Option, Verb, shared
from ...gamekit import BotGame, Campaign, Table, fold, named_by, resolve_name
from .narrate import AofqNarrator, inches, weapon_profile

MOVES = ("advance", "rush", "hurry", "ambush")
ATTACKS = ("shoot", "charge", "push")
CELL = re.compile(r"^[A-Xa-x](?:[1-9]|1\d|2[0-4])$")
TOWARD_WORDS = ("toward", "towards", "to", "vers", "en direction de", "->", "→")
REVIVE = "revive"
ASIDE_WORDS = ("aside", "de cote", "cote", "hide", "cacher")  # `/move how:ambush to:aside`


def _local(d: dict[str, Any], lang: str, key: str = "name") -> str:
    if lang == "fr" and d.get(f"{key}_fr"):
        return str(d[f"{key}_fr"])
    return str(d.get(key) or d.get("id") or "?")


def toward_of(typed: str) -> str | None:
    """The label after "toward"/"vers" in what a player typed, or None."""
    text = typed.strip()
    low = fold(text)
    for word in sorted(TOWARD_WORDS, key=len, reverse=True):
        if low.startswith(word + " ") or (not word.isalpha() and low.startswith(word)):
            return text[len(word):].strip()
    return None


_DECIMAL = re.compile(r"\d+\.\d+")


class AofqGame(BotGame):
    id = "aofq"
    locales = Path(__file__).resolve().parent / "locales"
    verbs = (
        shared("move", Option("how", choices=MOVES), Option("distance", "integer", min_value=1, max_value=24),
               Option("target", autocomplete=True)),
        shared("attack", Option("how", choices=ATTACKS)),
        shared("use", Option("to", autocomplete=True)),
        shared("cast", Option("extra", "integer", min_value=0, max_value=6)),
        shared("drink"),
        shared("interact"),
        shared("rest"),
        shared("end"),
    )
    setup_options = (Option("small", "boolean"),)  # the 24" table, every distance halved
    picture_after = frozenset({ev.HeroPhase, ev.MissionEnded, ev.ActivationEnded})
    rules_topics = ("goal", "turn", "measuring", "grid", "actions", "move", "shoot", "charge", "skills", "spells",
                    "search", "ai", "morale", "terrain", "conditions", "prompts", "undo", "controls")
    narrator_cls = AofqNarrator
    default_party = 2
    # missions chain with `/game next`: experience, the upgrades it brings and found gear stay with the party
    campaign = Campaign(next_quest=RULESET.next_quest, carry_over=RULESET.carry_over)

    def refusal_params(self, table: Table, params: dict[str, Any]) -> dict[str, Any]:
        """Distances in refusals written as the player's language writes decimals (13,3" in French)."""
        out = super().refusal_params(table, params)
        target = out.get("target")
        if isinstance(target, str) and table.state is not None:
            # the French gender and number of the figure a refusal names ("avancez plutôt vers elle")
            view = table.view()
            found = [u for u in view.get("units") or () if u.get("label") == target]
            found += [h for h in (view.get("heroes") or {}).values() if h.get("label") == target]
            if found:
                out["gender"] = str(found[0].get("gender_fr", "m"))
        return {k: (v.replace(".", ",") if table.lang == "fr" and isinstance(v, str) and _DECIMAL.fullmatch(v) else v)
                for k, v in out.items()}

    def chain_lines(self, table: Table, party: dict[str, Any], player_of: dict[str, str],
                    ) -> tuple[list[str], list[str]]:
        from engine.rulesets.aofq.game import upgrades_for

        lines = []
        for hid, kept in party.items():
            ups = upgrades_for(int(kept.get("xp", 0)))
            lines.append(table.tr("aofq-chain-hero", hero=table.hero(hid), player=player_of.get(hid, "?"),
                                  xp=int(kept.get("xp", 0)),
                                  upgrades=", ".join(table.tr(f"aofq-upgrade-{u}") for u in ups) or "-",
                                  loot=", ".join(self.loot_name(table, lid) for lid in kept.get("loot", [])) or "-"))
        return lines, []

    # --- names on the table ------------------------------------------------------------------------

    def things(self, view: dict[str, Any], lang: str) -> list[tuple[str, str, str]]:
        """(label, name in this language, kind) of every figure and marker on the table."""
        out = [(h["label"], _local(h, lang), "hero") for h in view.get("heroes", {}).values()
               if not h.get("escaped") and not h.get("ambushing")]
        out += [(u["label"], _local(u, lang), "unit") for u in view.get("units", [])]
        out += [(m["label"], _local(m, lang), m["kind"]) for m in view.get("markers", [])]
        return out

    def label_of(self, view: dict[str, Any], typed: str) -> str:
        """The label a player meant ("e3", "brannoc", "Mousquetaires", "Brannoc Hale"); else as typed. A name
        that fits several figures or markers ("gallows": E1 Gallows Pikes and A1 Gallows tree) is refused,
        listing them, so that the player says which."""
        offered: list[tuple[str, str]] = []
        for lang in ("en", "fr"):
            for label, name, _kind in self.things(view, lang):
                offered += [(label, label), (name, label), (f"{label} {name}", label)]
        found = named_by(offered, typed)
        if len(found) > 1:
            listed = {lang: ", ".join(name if name.startswith(label) else f"{label} {name}"
                                      for label, name, _kind in self.things(view, lang) if label in found)
                      for lang in ("en", "fr")}
            raise RuleError("aofq_which_one", f"“{typed.strip()}” names several things: {listed['en']}.",
                            typed=typed.strip(), choices=listed["en"], choices_fr=listed["fr"],
                            first=str(found[0]))
        return str(found[0]) if found else typed.strip()

    def thing_label(self, view: dict[str, Any], label: str, lang: str, seat: str | None = None) -> str:
        """`E3 Slag Musketeers (3/5)`, `Brannoc`, `S2 Search token` as choices and /do show them."""
        for u in view.get("units", []):
            if u["label"] == label:
                return f"{label} {_local(u, lang)} ({len(u['models'])}/{u.get('size', len(u['models']))})"
        for h in view.get("heroes", {}).values():
            if h["label"] == label:
                return _local(h, lang)
        for m in view.get("markers", []):
            if m["label"] == label:
                return f"{label} {_local(m, lang)}"
        return label

    def gap_to(self, view: dict[str, Any], seat: str, label: str) -> float | None:
        """Inches from the hero's base edge to the nearest edge of a figure (or to a marker), rule inches."""
        me = view.get("heroes", {}).get(seat)
        if not me:
            return None
        k = float(view.get("scale", 1.0)) or 1.0
        spots: list[tuple[float, float, float]] = []
        for u in view.get("units", []):
            if u["label"] == label:
                spots = [(m["x"], m["y"], m["base"] / 2) for m in u["models"]]
        for h in view.get("heroes", {}).values():
            if h["label"] == label:
                spots = [(h["x"], h["y"], h["base"] / 2)]
        for m in view.get("markers", []):
            if m["label"] == label:
                spots = [(m["x"], m["y"], 0.0)]
        if not spots:
            return None
        d = min(((x - me["x"]) ** 2 + (y - me["y"]) ** 2) ** 0.5 - r - me["base"] / 2 for x, y, r in spots)
        return max(0.0, d) / k

    # --- commands -> actions -----------------------------------------------------------------------

    def place(self, view: dict[str, Any], typed: str) -> dict[str, Any]:
        """`to` as the engine takes it: a cell's centre in table inches, or `toward` a label."""
        text = str(typed or "").strip()
        if CELL.match(text):
            centre = cell_centre(text, float(view.get("size", 48.0)))
            if centre is not None:
                return {"to": list(centre)}
        label = toward_of(text)
        return {"toward": self.label_of(view, label if label is not None else text)}

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        view = table.view(seat)
        o = {k: v for k, v in options.items() if v not in (None, "")}
        kind = verb.key
        if kind == "move":
            how = str(o.get("how") or "advance").lower()
            if how not in MOVES:
                raise RuleError("aofq_bad_how", "Move by advance, rush or hurry.", how=how)
            if how == "ambush":  # `aside` (or no place): set aside; a cell: come on there
                if fold(str(o.get("to", ""))) in ("", *ASIDE_WORDS, fold(table.tr("aofq-aside"))):
                    return {"type": "ambush"}
                place = self.place(view, str(o["to"]))
                if "to" not in place:
                    raise RuleError("aofq_ambush_where", "Say where: a grid cell like K12.")
                return {"type": "ambush", "to": place["to"]}
            out: dict[str, Any] = {"type": how, **self.place(view, str(o.get("to", "")))}
            if o.get("distance") is not None:
                out["distance"] = self.distance(table, seat, how, o["distance"])
            if o.get("target") and how == "advance":
                out["target"] = self.label_of(view, str(o["target"]))
            return out
        if kind == "attack":
            target = self.label_of(view, str(o.get("target", "")))
            how = str(o.get("how") or "").lower() or self.default_attack(table, seat, target)
            if how not in ATTACKS:
                raise RuleError("aofq_bad_how", "Attack by shoot, charge or push.", how=how)
            return {"type": {"shoot": "hold", "charge": "charge", "push": "push"}[how], "target": target}
        if kind == "use":
            card = str(o.get("card", "")).strip()
            target = self.label_of(view, str(o["target"])) if o.get("target") else None
            me = view["heroes"].get(seat, {})
            if fold(card) in (REVIVE, "ranimer", "relever", fold(table.tr("aofq-revive"))):
                return {"type": "revive", "hero": target or ""}
            loot = self.loot_id(table, me, card)
            if loot is not None:
                return {"type": "drink", "loot": loot}
            out = {"type": "skill", "skill": self.skill_id(table, seat, card)}
            if target:
                out["target"] = target
            if o.get("to"):
                place = self.place(view, str(o["to"]))
                if "to" not in place:
                    raise RuleError("aofq_where", "Say where: a grid cell like K12.")
                out["to"] = place["to"]
            return out
        if kind == "cast":
            me_label = view["heroes"].get(seat, {}).get("label")
            spell = self.spell_id(table, seat, str(o.get("spell", "")))
            target = self.label_of(view, str(o.get("target", ""))) if o.get("target") else None
            extra = _number(o.get("extra", 0))
            if extra != int(extra) or not 0 <= extra <= 6:
                raise RuleError("aofq_bad_extra", "Extra spell tokens: a whole number from 0 to 6.", value=str(o["extra"]))
            return {"type": "cast", "spell": spell, "target": None if target == me_label else target,
                    "extra": int(extra)}
        if kind == "drink":
            me = view["heroes"].get(seat, {})
            typed = str(o.get("potion", ""))
            return {"type": "drink", "loot": self.loot_id(table, me, typed) or typed.strip()}
        if kind == "interact":
            label = self.label_of(view, str(o.get("with", "")))
            marker = next((m for m in view.get("markers", []) if m["label"] == label), None)
            return {"type": "discover" if marker and marker["kind"] == "search" else "interact", "marker": label}
        return {"type": kind}

    def distance(self, table: Table, seat: str, how: str, typed: Any) -> float:
        """`distance` in rule inches: more than 0 and at most the move's reach, else a refusal in words (the
        action's own bounds would only say which field was wrong)."""
        value = _number(typed)
        reach: float | None = None
        if table.state is not None and seat in getattr(table.state, "heroes", {}):
            g = Game(table.state, table.rs.content)
            reach = 3.0 if how == "hurry" else g.move_limit(g.fighter_hero(seat), how)
        if value <= 0 or value > (reach if reach is not None else 48.0):
            raise RuleError("aofq_bad_distance", "The distance must be more than 0 and at most the move's reach.",
                            **({"limit": inches(reach, table.lang)} if reach is not None else {}))
        return value

    def default_attack(self, table: Table, seat: str, target: str) -> str:
        """Without `how`: shoot what can be shot, else charge."""
        legal = table.rs.legal_actions(table.state, seat)
        if any(a.type == "hold" and a.target == target for a in legal):
            return "shoot"
        return "charge"

    def skill_id(self, table: Table, seat: str, typed: str) -> str:
        hero = table.rs.content.hero(seat)
        offered = [(name, s.id) for s in hero.skills for name in (s.name, s.name_fr, s.id)]
        return str(resolve_name(offered, typed) or typed.strip())

    def spell_id(self, table: Table, seat: str, typed: str) -> str:
        content = table.rs.content
        offered = [(name, sid) for sid in content.hero(seat).spells
                   for name in (content.spell(sid).name, content.spell(sid).name_fr, sid)]
        return str(resolve_name(offered, typed) or typed.strip())

    def loot_id(self, table: Table, me: dict[str, Any], typed: str) -> str | None:
        items = {i.id: i for i in table.rs.content.loot}
        offered = [(name, lid) for lid in me.get("loot", []) if lid in items
                   for name in (items[lid].name, items[lid].name_fr, lid)]
        found = resolve_name(offered, typed)
        return str(found) if found is not None else None

    # --- autocomplete --------------------------------------------------------------------------------

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        """The choices of an option; when the action they lead to would be the extra one, each says its cost
        (line 29: "peuvent dépenser 2 points de puissance pour effectuer une action supplémentaire")."""
        found = self.option_choices(field, verb, table, seat, options)
        command = verb.key if verb else None
        how = str(options.get("how") or "").lower()
        main = {"move": how not in ("hurry", "ambush"), "attack": how != "push"}.get(str(command), False)
        skill = command in ("use", "drink", "interact") or (command, how) in (("move", "hurry"), ("attack", "push"))
        if table.state is None or not found or field == "spell" or not (main or skill):
            return found
        cost = self.extra_cost(table, seat, main)
        return [(self.fitted(label, cost), value) for label, value in found] if cost else found

    def extra_cost(self, table: Table, seat: str, main: bool) -> str:
        """`· extra action, 2 power` when the next action of that kind (main or skill) takes the extra action,
        else "" (no colon in it: a player who types the label back in the console would start an option)."""
        view = table.view(seat)
        h = view.get("heroes", {}).get(seat) or {}
        if view.get("active") != seat or h.get("actions_left") or not h.get("extra_left"):
            return ""
        if not main and h.get("skill_left"):
            return ""
        power = int(h.get("power", 0))
        return str(table.tr("aofq-choice-extra", power=power, short="yes" if power < 2 else "no"))

    @staticmethod
    def fitted(label: str, *notes: str) -> str:
        """A choice's label with a note after it, within Discord's 100 characters: the label whole (the name
        and the models left, "E2 Crowmantle Skirmishers (4/4)") with the first of `notes` (longest first)
        that fits; the label is cut, at a word, only when even the shortest note leaves no room for it."""
        label = label.strip()
        for note in notes:
            if len(label) + 1 + len(note) <= 100:
                return f"{label} {note}"
        note = notes[-1]
        room = max(0, 99 - len(note) - 1)
        cut = label[:room].rsplit(" ", 1)[0] if " " in label[:room] else label[:room]
        return f"{cut.rstrip()}… {note}"

    def option_choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                       options: dict[str, Any]) -> list[tuple[str, Any]]:
        command = verb.key if verb else None
        if table.state is None:
            return []
        legal = table.rs.legal_actions(table.state, seat)
        view, lang = table.view(seat), table.lang
        if field == "to" and command == "move" and str(options.get("how") or "").lower() == "ambush":
            aside = [(table.tr("do-aofq-ambush-aside"), table.tr("aofq-aside")) for a in legal
                     if a.type == "ambush" and a.to is None]
            cells = [cell_name(*a.to, float(view.get("size", 48.0))) for a in legal if a.type == "ambush" and a.to]
            typed = fold(str(options.get("to") or ""))
            return aside + ([(c, c) for c in cells if fold(c).startswith(typed)] or [(c, c) for c in cells])
        if field == "to" and command == "move":
            return self.move_choices(table, seat, str(options.get("how") or "advance"), legal, options.get("to"))
        if field == "to" and command == "use":
            typed = str(options.get("to") or "").strip()
            return [(typed.upper(), typed.upper())] if CELL.match(typed) else []
        if field == "target" and command == "move":
            shots = dict.fromkeys(a.target for a in legal if a.type == "hold" and a.target)
            return [(self.thing_label(view, t, lang), t) for t in shots]
        if field == "target" and command == "attack":
            how = str(options.get("how") or "").lower()
            kinds = {"shoot": ("hold",), "charge": ("charge",), "push": ("push",)}.get(how, ("hold", "charge"))
            found = dict.fromkeys(a.target for a in legal if a.type in kinds and a.target)
            return [(self.target_label(view, seat, t, lang), t) for t in found]
        if field == "card" and command == "use":
            return self.use_choices(table, seat, legal)
        if field == "target" and command == "use":
            card = str(options.get("card") or "")
            if fold(card) in (REVIVE, "ranimer", "relever", fold(table.tr("aofq-revive"))):
                return [(self.thing_label(view, a.hero, lang), a.hero) for a in legal if a.type == "revive"]
            skill = self.skill_id(table, seat, card) if card else None
            found = dict.fromkeys(a.target for a in legal if a.type == "skill" and a.target
                                  and (skill is None or a.skill == skill))
            return [(self.thing_label(view, t, lang), t) for t in found]
        if field == "spell":
            spells = dict.fromkeys(a.spell for a in legal if a.type == "cast")
            return [(self.spell_label(table, s), s) for s in spells]
        if field == "target" and command == "cast":
            spell = self.spell_id(table, seat, str(options.get("spell") or "")) if options.get("spell") else None
            me_label = view["heroes"][seat]["label"]
            found = dict.fromkeys((a.target or me_label) for a in legal if a.type == "cast"
                                  and (spell is None or a.spell == spell))
            return [(self.thing_label(view, t, lang), t) for t in found]
        if field == "potion":
            return [(self.loot_name(table, a.loot), a.loot) for a in legal if a.type == "drink"]
        if field == "with":
            found = [a.marker for a in legal if a.type in ("discover", "interact")]
            return [(self.thing_label(view, m, lang), m) for m in found]
        return []

    def target_label(self, view: dict[str, Any], seat: str, label: str, lang: str) -> str:
        gap = self.gap_to(view, seat, label)
        far = f" · {inches(gap, lang)}\"" if gap is not None else ""
        return f"{self.thing_label(view, label, lang)}{far}"

    def move_choices(self, table: Table, seat: str, how: str, legal: list[Any], typed: Any) -> list[tuple[str, str]]:
        """The cell typed (when it is one), then toward each figure and marker the move can go to: the cell where
        that move ends (when a move to its centre is allowed) and the "toward X" entry itself. A move whose way
        crosses dangerous ground says so, before the player commits to it (line 85: it rolls for wounds)."""
        view, tr, lang = table.view(seat), table.tr, table.lang
        out: list[tuple[str, str]] = []
        typed_text = str(typed or "").strip()
        kind = how if how in ("advance", "rush") else "advance"
        size = float(view.get("size", 48.0))
        if CELL.match(typed_text):
            cell = typed_text.upper()
            centre = cell_centre(cell, size)
            danger = self.danger_of(table, seat, {"type": kind, "to": list(centre)}) if centre and how != "hurry" else None
            out.append((self.warned(table, cell, danger), cell))
        places = [a.toward for a in legal if a.type == kind and a.toward]
        if not places:
            return out
        g = Game(table.state, table.rs.content)
        seen = {v for _label, v in out}
        for place in places:
            gap = self.gap_to(view, seat, place)
            name = self.thing_label(view, place, lang)
            if how != "hurry":
                cell = self.reach_cell(table, g, seat, kind, place)
                if cell and cell not in seen:
                    seen.add(cell)
                    centre = cell_centre(cell, size)
                    danger = self.danger_of(table, seat, {"type": kind, "to": list(centre)}) if centre else None
                    out.append((self.warned(table, tr("aofq-choice-cell", cell=cell, place=name), danger), cell))
            danger = self.danger_of(table, seat, {"type": kind, "toward": place}) if how != "hurry" else None
            toward = tr("aofq-choice-toward", place=name, inches=inches(gap or 0.0, table.lang))
            out.append((self.warned(table, toward, danger), f"toward {place}"))
        return out

    def warned(self, table: Table, label: str, danger: str | None) -> str:
        """A choice's label with the dangerous ground its way crosses, the warning kept within Discord's 100
        characters."""
        if danger is None:
            return label
        return self.fitted(label, table.tr("aofq-choice-danger", terrain=danger or "none"),
                           table.tr("aofq-choice-danger", terrain="none"), "· ⚠")

    def danger_of(self, table: Table, seat: str, action: dict[str, Any]) -> str | None:
        """The dangerous ground a move would cross, tried on a copy of the game: its pieces' names in the
        table's language ("" when they have none); None when the way crosses none, or the move is refused."""
        try:
            outcome = table.rs.apply(table.state, seat, action)
        except RuleError:
            return None
        me = table.view(seat)["heroes"][seat]["label"]
        rolls = [e for e in outcome.events if e.type == "danger_rolled" and e.who == me and not e.standing]
        if not rolls:
            return None
        names = [(e.terrain_fr if table.lang == "fr" and e.terrain_fr else e.terrain) for e in rolls]
        return ", ".join(dict.fromkeys(n for n in names if n))

    def reach_cell(self, table: Table, g: Game, seat: str, how: str, place: str) -> str | None:
        """The cell where `how` toward `place` ends, if a move to that cell's centre is allowed."""
        f = g.fighter_hero(seat)
        m = g.models(f)[0]
        try:
            goal, _exact, short = g.goal_of(Advance(toward=place), f)
            way, _go, _ = g.plan(f, m, goal, g.inches(g.move_limit(f, how)), stop_short=short)
        except RuleError:
            return None
        if not way:
            return None
        size = float(g.s.size)
        end = way[-1]
        step = size / 24
        back = ((m.x - end[0]), (m.y - end[1]))
        norm = max(1e-9, (back[0] ** 2 + back[1] ** 2) ** 0.5)
        for pull in (0.0, step, 2 * step):
            cell = cell_name(end[0] + back[0] / norm * min(pull, norm), end[1] + back[1] / norm * min(pull, norm), size)
            centre = cell_centre(cell, size)
            try:
                table.rs.apply(table.state, seat, {"type": how, "to": list(centre)})
            except RuleError:
                continue
            return cell
        return None

    def use_choices(self, table: Table, seat: str, legal: list[Any]) -> list[tuple[str, str]]:
        content = table.rs.content
        hero = content.hero(seat)
        skills = {s.id: s for s in hero.skills}
        out = []
        for sid in dict.fromkeys(a.skill for a in legal if a.type == "skill"):
            s = skills[sid]
            out.append((f"{_local(s.model_dump(), table.lang)} — {_local(s.model_dump(), table.lang, 'text')}"[:100], sid))
        for lid in dict.fromkeys(a.loot for a in legal if a.type == "drink"):
            out.append((self.loot_name(table, lid), lid))
        if any(a.type == "revive" for a in legal):
            out.append((table.tr("aofq-revive"), REVIVE))
        return out

    def spell_label(self, table: Table, sid: str) -> str:
        sp = table.rs.content.spell(sid)
        d = sp.model_dump()
        return table.tr("aofq-choice-spell", spell=_local(d, table.lang), cost=sp.cost, range=sp.range,
                        text=_local(d, table.lang, "text"))

    def loot_name(self, table: Table, lid: str) -> str:
        item = next((i for i in table.rs.content.loot if i.id == lid), None)
        return _local(item.model_dump(), table.lang) if item else lid

    def skill_name(self, table: Table, seat: str, sid: str) -> str:
        s = next((s for s in table.rs.content.hero(seat).skills if s.id == sid), None)
        return _local(s.model_dump(), table.lang) if s else sid

    # --- /do -----------------------------------------------------------------------------------------

    def describe(self, action: Any, table: Table, seat: str) -> str:
        """An action as /do lists it; one that would take the extra action says its cost, and a move whose way
        crosses dangerous ground says so, as /move's choices do."""
        text = self.described(action, table, seat)
        if action.type in ("advance", "rush", "charge"):
            text = self.warned(table, text, self.danger_of(table, seat, action.model_dump()))
        if action.type in MAIN_ACTIONS or action.type in SKILL_ACTIONS:
            cost = self.extra_cost(table, seat, action.type in MAIN_ACTIONS)
            if cost:
                return f"{text} {cost}"
        return text

    def described(self, action: Any, table: Table, seat: str) -> str:
        view, tr, lang = table.view(seat), table.tr, table.lang
        kind = action.type
        thing = lambda label: self.thing_label(view, label, lang)  # noqa: E731
        if kind == "hold":
            return tr("do-aofq-shoot", target=thing(action.target)) if action.target else tr("do-aofq-hold")
        if kind in ("advance", "rush", "hurry"):
            if action.toward:
                return tr(f"do-aofq-{kind}", place=thing(action.toward))
            return tr(f"do-aofq-{kind}", place=cell_name(*action.to, float(view.get("size", 48.0))))
        if kind == "ambush":
            if action.to is None:
                return tr("do-aofq-ambush-aside")
            return tr("do-aofq-ambush", place=cell_name(*action.to, float(view.get("size", 48.0))))
        if kind in ("charge", "push"):
            return tr(f"do-aofq-{kind}", target=thing(action.target))
        if kind in ("discover", "interact"):
            return tr(f"do-aofq-{kind}", marker=thing(action.marker))
        if kind == "revive":
            return tr("do-aofq-revive", hero=thing(action.hero))
        if kind == "drink":
            return tr("do-aofq-drink", potion=self.loot_name(table, action.loot))
        if kind == "skill":
            name = self.skill_name(table, seat, action.skill)
            if action.target:
                return tr("do-aofq-skill-target", skill=name, target=thing(action.target))
            return tr("do-aofq-skill", skill=name)
        if kind == "cast":
            name = _local(table.rs.content.spell(action.spell).model_dump(), lang)
            if action.target:
                return tr("do-aofq-cast-target", spell=name, target=thing(action.target))
            return tr("do-aofq-cast", spell=name)
        if kind == "choose":
            return tr("do-choose", option=self.choice_label(table, seat, action.option))
        return tr(f"do-aofq-{kind}", _default=kind)

    def command_text(self, action: dict[str, Any]) -> str:
        kind = str(action.get("type", ""))
        verb = {"hold": "attack", "charge": "attack", "push": "attack", "advance": "move", "rush": "move",
                "hurry": "move", "ambush": "move", "discover": "interact", "skill": "use", "revive": "use"}.get(kind, kind)
        args = " ".join(f"{k}:{v}" for k, v in action.items() if k != "type" and v not in (None, False, [], ""))
        return f"/{verb} " + (f"how:{kind} " if verb in ("move", "attack") else "") + args

    # --- texts ---------------------------------------------------------------------------------------

    def start_lines(self, table: Table) -> list[str]:
        view, lang = table.view(), table.lang
        mission = view.get("mission", {})
        return [table.tr("aofq-start", mission=_local(mission, lang), text=_local(mission, lang, "text"),
                         goal=self.goal(table, view), rounds=view.get("rounds", "?")),
                table.tr("aofq-start-help"), self.whose_turn(table)]

    def goal(self, table: Table, view: dict[str, Any]) -> str:
        """The mission's goal with the conditions the engine checks (`aofq-goal-<objective>`)."""
        mission = view.get("mission", {})
        return str(table.tr(f"aofq-goal-{mission.get('objective')}", _default=_local(mission, table.lang, "goal"),
                            rounds=view.get("rounds", "?")))

    def whose_turn(self, table: Table) -> str:
        view = table.view()
        if view.get("result"):
            return ""
        active = view.get("active")
        if active:
            h = view["heroes"][active]
            power = {"power": int(h.get("power", 0)), "short": "yes" if int(h.get("power", 0)) < 2 else "no"}
            if not (h.get("actions_left") or h.get("skill_left")):
                if h.get("extra_left"):  # only the extra action, paid with power, is left
                    return table.tr("aofq-left-extra", hero=table.hero(active), player=table.player(active), **power)
                return table.tr("aofq-left-none", hero=table.hero(active), player=table.player(active))
            text = table.tr("aofq-active", hero=table.hero(active), player=table.player(active),
                            left=self.left_text(table, h))
            if not h.get("actions_left") and h.get("extra_left"):  # a main action now is the extra one (line 29)
                text += " " + table.tr("aofq-extra-cost", hero=table.hero(active), **power)
            return text
        waiting = [h for h in view.get("order", []) if h not in set(view.get("acted") or [])
                   and not view["heroes"][h].get("unconscious") and not view["heroes"][h].get("escaped")]
        if not waiting:
            return ""
        who = ", ".join(f"{table.hero(h)} ({table.player(h)})" for h in waiting)
        return table.tr("aofq-next", heroes=who, round=view.get("round", "?"), rounds=view.get("rounds", "?"))

    def left_text(self, table: Table, h: dict[str, Any]) -> str:
        parts = []
        if h.get("actions_left"):
            parts.append(table.tr("aofq-left-action"))
        if h.get("skill_left"):
            parts.append(table.tr("aofq-left-skill"))
        return ", ".join(parts)

    def hero_state(self, table: Table, hid: str) -> str:
        view, tr = table.view(), table.tr
        h = view["heroes"][hid]
        marks = [tr(f"aofq-condition-{c}", _default=c, gender=h.get("gender_fr", "m")) for c in h.get("conditions", [])]
        for flag in ("shaken", "fatigued", "unconscious", "escaped", "ambushing", "carrying"):
            if h.get(flag):
                marks.append(tr(f"aofq-flag-{flag}", gender=h.get("gender_fr", "m")))
        # what their own skills and spells give them (Hold the Ford, a ward...), and until when
        marks += [tr(f"aofq-effect-{k}", until=v) for k, v in (h.get("effects") or {}).items()]
        return ", ".join(marks)

    def status_lines(self, table: Table) -> list[str]:
        view, tr, lang = table.view(), table.tr, table.lang
        size = float(view.get("size", 48.0))
        mission = view.get("mission", {})
        lines = [tr("aofq-st-head", mission=_local(mission, lang), round=view.get("round", "?"),
                    rounds=view.get("rounds", "?"), goal=self.goal(table, view),
                    difficulty=tr(f"aofq-difficulty-{mission.get('difficulty', 'normal')}"),
                    size=inches(view.get("size", 48), table.lang))]
        active, acted = view.get("active"), set(view.get("acted") or [])
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            done = tr("aofq-st-done", gender=h.get("gender_fr", "m"))
            turn = tr("aofq-st-acting") if hid == active else done if hid in acted else tr("aofq-st-waiting")
            lines.append(tr("aofq-st-hero", hero=table.hero(hid), player=table.player(hid),
                            wounds=h.get("wounds", 0), tough=h.get("tough", 0), power=h.get("power", 0),
                            max_power=h.get("max_power", 0), cell="none" if h.get("ambushing") or h.get("escaped") else cell_name(h["x"], h["y"], size),
                            state=(", " + self.hero_state(table, hid)) if self.hero_state(table, hid) else "", turn=turn, tokens=h.get("spell_tokens", 0)))
        units = view.get("units", [])
        if units:
            lines.append(tr("aofq-st-units", units=tr("list-sep").join(
                f"{u['label']} {_local(u, lang)} {len(u['models'])}/{u.get('size', len(u['models']))} "
                f"({u.get('cell') or cell_name(u['models'][0]['x'], u['models'][0]['y'], size)})"
                + (f" {tr('aofq-flag-shaken', gender=u.get('gender_fr', 'm'))}" if u.get("shaken") else "")
                + "".join(f" · {tr('aofq-effect-' + k, until=v)}" for k, v in (u.get("effects") or {}).items())
                for u in units)))
        else:
            lines.append(tr("aofq-st-no_units"))
        markers = [m for m in view.get("markers", []) if not m.get("done")]
        if markers:
            lines.append(tr("aofq-st-markers", markers=tr("list-sep").join(
                f"{m['label']} {_local(m, lang)} ({cell_name(m['x'], m['y'], size)})" for m in markers)))
        return lines

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        view, tr, lang = table.view(seat), table.tr, table.lang
        content = table.rs.content
        h = view["heroes"][seat]
        hero = content.hero(seat)
        lines = [tr("aofq-hand-head", hero=table.hero(seat), wounds=h.get("wounds", 0), tough=h.get("tough", 0),
                    power=h.get("power", 0), max_power=h.get("max_power", 0), tokens=h.get("spell_tokens", 0))]
        # the numbers its tests and attacks need (upgrades counted) and its special rules (a Scout's deploy)
        rules = h.get("rules_fr" if lang == "fr" else "rules") or []
        lines.append(tr("aofq-hand-stats", quality=h.get("quality", 0), defense=h.get("defense", 0),
                        strength=h.get("strength", 0), dexterity=h.get("dexterity", 0), will=h.get("will", 0),
                        rules=", ".join(rules), n=len(rules)))
        for s in hero.skills:
            d = s.model_dump()
            lines.append(tr("aofq-hand-skill", skill=_local(d, lang), text=_local(d, lang, "text")))
        # every weapon with its profile (range, attacks, special rules), the hero's own then those found
        used = set(h.get("used_limited") or [])
        items = [i for lid in h.get("loot", []) for i in content.loot if i.id == lid]
        weapons = [(w, False) for w in hero.weapons] + [(i.weapon, True) for i in items if i.weapon is not None]
        for w, found in weapons:
            lines.append(tr("aofq-hand-weapon", weapon=_local(w.model_dump(), lang), found="yes" if found else "no",
                            profile=weapon_profile(tr, w, lang),
                            used="yes" if w.rule("Limited") and w.name in used else "no"))
        for sid in hero.spells:
            sp = content.spell(sid)
            lines.append(tr("aofq-hand-spell", spell=_local(sp.model_dump(), lang), cost=sp.cost, range=sp.range,
                            text=_local(sp.model_dump(), lang, "text")))
        for item in items:
            if item.weapon is None:
                d = item.model_dump()
                lines.append(tr("aofq-hand-item", item=_local(d, lang), text=_local(d, lang, "text")))
        if not items:
            lines.append(tr("aofq-hand-no_loot"))
        return lines

    def summary_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        lines = []
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            lines.append(tr("aofq-sum-hero", hero=table.hero(hid), player=table.player(hid), wounds=h.get("wounds", 0),
                            tough=h.get("tough", 0), state=self.hero_state(table, hid) or tr("aofq-flag-standing")))
        lines.append(tr("aofq-sum-units", n=len(view.get("units", []))))
        return lines

    def option_label(self, table: Table, seat: str, option: str, label: str, label_fr: str = "") -> str:
        if table.lang == "fr" and label_fr:
            return label_fr
        return table.tr(f"aofq-opt-{option}", _default=label)

    # --- tools ---------------------------------------------------------------------------------------

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        from .tools import simulate

        return simulate(quest, heroes, games, seed, hard)

    def validate(self) -> dict[str, Any]:
        from .tools import validate

        return validate()

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        from engine.rulesets.aofq.policy import policy_action

        chosen = policy_action(self.ruleset, state)
        if chosen is None:
            return None
        seat, action = chosen
        return seat, self.ruleset.parse_action(action)

    def bench_game(self, index: int, seed: str) -> Any:
        from .tools import bench_game

        return bench_game(index, seed)


def _number(value: Any) -> float:
    try:
        return float(str(value).replace(",", ".").strip().rstrip('"'))
    except ValueError as exc:
        raise RuleError("aofq_bad_number", "Give a number of inches, like 4.", value=str(value)) from exc
