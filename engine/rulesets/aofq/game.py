"""Age of Fantasy: Quest rules: the round, hero activations, moves, shooting, melee, morale, conditions,
skills, spells, search tokens and the mission's goal. The AI's activations are in `ai.py`.

Line numbers in comments are those of `age-of-fantasy-quest-rules-fr.txt`.

A decision that belongs to a player mid-action (spend 2 power to pass a failed test, to ignore Shaken, to
cast a failed spell anyway) pauses the action: the state goes back to what it was before the action,
with a pending question; the answer replays the action from there with the answers so far. The dice come
from the state's own stream, so the replay rolls the same dice up to the question.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Point

from ...core.errors import RuleError
from ...core.events import GameEvent, made
from ...core.protocol import Prompt, PromptOption
from ...core.rng import randbelow, seed_state, shuffle
from ...core.state_copy import copier_for
from . import events as ev
from .actions import MAIN_ACTIONS, SKILL_ACTIONS
from .content import Content, Hero, Loot, UnitProfile, Weapon, build_table
from .geometry import TOLERANCE, Model, Table, Terrain, distance
from .missions import Mission, free_spot, scaled
from .nav import Navigator, length, walk
from .state import Arrival, GameState, HeroState, Mark, MarkerState, ModelState, Pending, UnitState

CELLS = 24
_SLACK = 0.005  # inches: places given by coordinates are rounded to the thousandth
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWX"
_TABLES: dict[tuple[str, float], Table] = {}
_NAVS: dict[tuple[str, float, float, bool], Navigator] = {}


def table_for(content: Content, set_id: str, size: float) -> Table:
    key = (set_id, size)
    got = _TABLES.get(key)
    if got is None:
        got = _TABLES[key] = build_table(content, set_id, size)
    return got


def cell_name(x: float, y: float, size: float) -> str:
    cell = size / CELLS
    col = min(CELLS - 1, max(0, int(x // cell)))
    row = min(CELLS - 1, max(0, int((size - y) // cell)))
    return f"{COLUMNS[col]}{row + 1}"


def unit_cell(points: list[tuple[float, float]], size: float) -> str:
    """The cell of the model nearest the middle of a unit's models (the first one on a tie)."""
    cx, cy = sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)
    x, y = min(points, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    return cell_name(x, y, size)


def cell_centre(name: str, size: float) -> tuple[float, float] | None:
    name = name.strip().upper()
    if len(name) < 2 or name[0] not in COLUMNS or not name[1:].isdigit():
        return None
    col, row = COLUMNS.index(name[0]), int(name[1:]) - 1
    if not 0 <= row < CELLS:
        return None
    cell = size / CELLS
    return (round((col + 0.5) * cell, 4), round(size - (row + 0.5) * cell, 4))


class _Pause(Exception):
    def __init__(self, seat: str, prompt: Prompt) -> None:
        self.seat = seat
        self.prompt = prompt


@dataclass
class Fighter:
    """A hero or an enemy unit, as the combat rules see either."""
    kind: str  # "hero" or "unit"
    st: Any  # HeroState or UnitState
    prof: Any  # Hero or UnitProfile
    label: str
    name: str
    name_fr: str

    @property
    def key(self) -> str:
        return self.st.id


def d6(state: GameState) -> int:
    return randbelow(state, 6) + 1


def d3(state: GameState) -> int:
    return randbelow(state, 3) + 1


def hero_label(hero: Hero) -> str:
    return hero.label or hero.name.split()[0]


# --- the campaign: experience and upgrades between missions ---------------------------------------------

XP_PER_UPGRADE = 3
# the upgrades a hero earns, one per XP_PER_UPGRADE experience, in this order (our design: the rulebook
# leaves the campaign to a book we do not have, line 15)
UPGRADES = ("power", "tough", "quality", "power", "defense", "tough", "power", "quality")


def upgrades_for(xp: int) -> list[str]:
    return list(UPGRADES[:min(len(UPGRADES), xp // XP_PER_UPGRADE)])


def upgraded(hero: Hero, xp: int) -> Hero:
    ups = upgrades_for(xp)
    if not ups:
        return hero
    return hero.model_copy(update={
        "power": min(12, hero.power + ups.count("power")),
        "tough": min(20, hero.tough + ups.count("tough")),
        "quality": max(2, hero.quality - ups.count("quality")),
        "defense": max(2, hero.defense - ups.count("defense")),
    })


def mission_xp(state: GameState, hid: str) -> int:
    """Experience one mission gives: 1 for taking part, 2 more for a win."""
    return 1 + (2 if state.result == "won" else 0)


def carry_over(state: GameState) -> dict[str, Any]:
    """What each hero keeps for the channel's next mission: experience (and the upgrades it brings) and
    the weapons, armour and trinkets found; potions and scrolls are used up or left behind."""
    from .content import content as shipped

    keep = {i.id for i in shipped().loot if i.kind in ("weapon", "armor", "trinket")}
    return {hid: {"xp": h.xp + mission_xp(state, hid), "loot": [x for x in h.loot if x in keep]}
            for hid, h in state.heroes.items()}


def deploy_spot(table: Table, x: float, y: float, base: float, taken: list[Model],
                zone: tuple[float, float, float, float], beyond: float = 0.0) -> tuple[float, float] | None:
    """Where a hero is set down: the centre of a grid cell, so that the picture leaves no doubt which cell
    it stands in, the nearest to (x, y) whose base lies wholly in the deployment zone (a Scout: within
    `beyond` of it, line 149), on open ground (no blocking piece; no dangerous ground, which would roll at
    the hero's first activation, line 85; no difficult ground, which would cap its first move at 6", line
    83), touching no other hero. None when no cell fits."""
    cell = table.size / CELLS
    r = base / 2
    x0, y0, x1, y1 = zone
    spots = []
    for col in range(CELLS):
        for row in range(CELLS):
            cx, cy = (col + 0.5) * cell, table.size - (row + 0.5) * cell
            if beyond:
                outside = math.hypot(max(x0 - cx, 0.0, cx - x1), max(y0 - cy, 0.0, cy - y1))
                if outside > beyond + TOLERANCE:
                    continue
            elif not (x0 + r - TOLERANCE <= cx <= x1 - r + TOLERANCE and y0 + r - TOLERANCE <= cy <= y1 - r + TOLERANCE):
                continue
            spots.append((math.hypot(cx - x, cy - y), cx, cy))
    for _d, cx, cy in sorted(spots):
        m = Model("probe", round(cx, 4), round(cy, 4), base)
        if not table.on_table(m) or any(t.blocking or t.dangerous or t.difficult for t in table.terrain_under(m)):
            continue
        if any(math.hypot(m.x - o.x, m.y - o.y) < (base + o.base) / 2 + 0.05 for o in taken):
            continue
        return m.x, m.y
    return None


def new_game(content: Content, mission: Mission, heroes: list[str], seed: int | str, size: float = 48.0,
             party: dict[str, Any] | None = None) -> GameState:
    if not 1 <= len(heroes) <= 4 or len(set(heroes)) != len(heroes):
        raise RuleError("party_size", "Choose one to four different heroes.")
    known = {h.id for h in content.heroes}
    for h in heroes:
        if h not in known:
            raise RuleError("unknown_hero", f"There is no hero {h!r}.", hero=h)
    mission = scaled(mission, size)
    table = table_for(content, mission.terrain_set, size)
    state = GameState(seed=str(seed), rng=seed_state(str(seed)), mission=mission, size=size,
                      heroes={}, order=list(heroes))
    k = size / 48.0
    zone = mission.deploy
    taken: list[Model] = []
    for i, hid in enumerate(heroes):
        hero = content.hero(hid)
        x = zone[0] + (zone[2] - zone[0]) * (i + 1) / (len(heroes) + 1)
        y = (zone[1] + zone[3]) / 2 + (6 * k if hero.rule("Scout") else 0.0)
        spot = deploy_spot(table, x, y, hero.base, taken, zone, 12 * k if hero.rule("Scout") else 0.0) \
            or free_spot(table, x, y, hero.base, taken) or (x, y)
        taken.append(Model(hid, spot[0], spot[1], hero.base))
        kept = (party or {}).get(hid) or {}
        xp = int(kept.get("xp", 0))
        loot = [x for x in kept.get("loot", []) if any(i.id == x for i in content.loot)]
        state.heroes[hid] = HeroState(id=hid, x=spot[0], y=spot[1], power=upgraded(hero, xp).power,
                                      spell_tokens=0, xp=xp, loot=loot)
    counters = {"objective": 0, "ai_objective": 0, "search": 0, "clue": 0}
    pool = [item.id for item in content.loot for _ in range(item.copies)]
    shuffle(state, pool)
    for i, m in enumerate(mission.markers):
        prefix = {"objective": "O", "ai_objective": "A", "search": "S", "clue": "C", "relic": "R"}[m.kind]
        twin = next((o for o in state.markers if m.kind == "ai_objective" and (o.x, o.y) == (m.x, m.y)), None)
        if twin is not None:
            label = twin.label  # the enemies make for that very marker: one name for one place
        elif m.kind == "relic":
            label = "R"
        else:
            counters[m.kind] += 1
            label = f"{prefix}{counters[m.kind]}"
        names = (m.name, m.name_fr) if m.name else ("Search token", "Jeton de recherche")
        state.markers.append(MarkerState(id=f"m{i + 1}", label=label, kind=m.kind, x=m.x, y=m.y, name=names[0],
                                         name_fr=names[1], loot=pool.pop() if m.kind == "search" and pool else None))
    if mission.exit is not None:
        x0, y0, x1, y1 = mission.exit
        state.markers.append(MarkerState(id="exit", label="X", kind="exit", x=(x0 + x1) / 2, y=(y0 + y1) / 2,
                                         name="Exit", name_fr="Sortie"))
    state.loot_pool = pool
    for e in mission.enemies:
        prof = content.unit(e.unit)
        arrival_round = e.round
        if prof.rule("Ambush"):
            arrival_round = e.round + d3(state)  # "ne se déploie que 1D3 rounds après le déploiement de sa vague"
        state.arrivals.append(Arrival(round=arrival_round, unit=e.unit, x=e.x, y=e.y, ambush=bool(prof.rule("Ambush"))))
    g = Game(state, content)
    g.arrive(1)
    g.start_round_effects()
    return state


class Game:
    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.events: list[GameEvent] = []
        self.table = table_for(content, state.mission.terrain_set, state.size)
        self.k = state.size / 48.0
        self._heroes: dict[str, Hero] = {}
        self._answers: list[str] | None = None
        self._given: list[str] = []
        self._morale_mark = 0  # the events after it may have wounded a hero since the last morale checks
        self._idle: set[str] = set()  # models that lost their unit's activation (Headlock): they strike not
        self._held: str | None = None  # why the last planned move stopped short (difficult ground...)
        self._danger_done: set[str] = set()  # models of the AI unit activating that rolled for dangerous ground

    # --- plumbing --------------------------------------------------------------------------------

    def emit(self, kind: type[GameEvent], /, **fields: Any) -> None:
        self.events.append(made(kind, fields))

    def roll_die(self) -> int:
        return d6(self.s)

    def roll_index(self, n: int) -> int:
        return randbelow(self.s, n)

    def inches(self, d: float) -> float:
        return d * self.k

    def hero(self, hid: str) -> Hero:
        """The hero's profile with the campaign's upgrades (from the experience it carries)."""
        got = self._heroes.get(hid)
        if got is None:
            h = self.s.heroes.get(hid)
            got = self._heroes[hid] = upgraded(self.c.hero(hid), h.xp if h is not None else 0)
        return got

    def prof(self, u: UnitState) -> UnitProfile:
        return self.c.unit(u.profile)

    def fighter_hero(self, hid: str) -> Fighter:
        h = self.hero(hid)
        return Fighter("hero", self.s.heroes[hid], h, hero_label(h), h.name, h.name_fr)

    def fighter_unit(self, u: UnitState) -> Fighter:
        p = self.prof(u)
        return Fighter("unit", u, p, u.label, p.name, p.name_fr)

    def names(self, f: Fighter) -> dict[str, str]:
        return {"who": f.label, "name": f.name, "name_fr": f.name_fr}

    def models(self, f: Fighter) -> list[Model]:
        if f.kind == "hero":
            return [Model(f.st.id, f.st.x, f.st.y, f.prof.base)]
        return [Model(m.id, m.x, m.y, f.prof.base) for m in f.st.models]

    def standing_heroes(self) -> list[Fighter]:
        return [self.fighter_hero(h) for h in self.s.order
                if not self.s.heroes[h].unconscious and self.s.heroes[h].on_table]

    def live_units(self) -> list[UnitState]:
        return [u for u in self.s.units if u.models]

    def gap(self, a: Fighter, b: Fighter) -> float:
        """Edge to edge, the closest models of two fighters (table inches)."""
        return min(distance(x, y) for x in self.models(a) for y in self.models(b))

    def sees(self, a: Fighter, b: Fighter) -> bool:
        return any(self.table.line_of_sight(x, y) for x in self.models(a) for y in self.models(b))

    def find(self, label: str) -> Fighter | None:
        low = label.strip().lower()
        for hid in self.s.order:
            f = self.fighter_hero(hid)
            if self.s.heroes[hid].ambushing:
                continue  # off the table: nobody can reach or aim at a hero set aside
            if low in (hid, f.label.lower(), f.name.lower()):
                return f
        for u in self.live_units():
            if low in (u.id, u.label.lower()):
                return self.fighter_unit(u)
        return None

    def marker(self, label: str) -> MarkerState | None:
        low = label.strip().lower()
        return next((m for m in self.s.markers if low in (m.id, m.label.lower())), None)

    def cell(self, x: float, y: float) -> str:
        return cell_name(x, y, self.s.size)

    def where(self, f: Fighter) -> str:
        """The one cell a figure is told at, in every message and in /status: a unit's middle model."""
        return unit_cell([(m.x, m.y) for m in self.models(f)], self.s.size)

    def ask(self, seat: str, kind: str, text: str, options: list[tuple[str, str, str]], default: str,
            params: dict[str, str] | None = None) -> str:
        """A player's decision mid-action: the answer given in a replay, or a pause that asks it."""
        if self._answers:
            answer = self._answers.pop(0)
            self._given.append(answer)
            return answer
        raise _Pause(seat, Prompt(seat=seat, kind=kind, text=text, default=default, params=params or {},
                                  options=[PromptOption(id=o, label=en, label_fr=fr) for o, en, fr in options]))

    # --- the power economy (lines 41-43, 181-190) ---------------------------------------------------

    def spend(self, hero: HeroState, amount: int, why: str) -> None:
        """Spend power; more than the hero has costs as many wounds as the power spent (line 43)."""
        f = self.fighter_hero(hero.id)
        wounds, had = 0, hero.power
        if amount > hero.power:
            wounds = amount
            hero.power = 0
        else:
            hero.power -= amount
        self.emit(ev.PowerSpent, **self.names(f), amount=amount, why=why, wounds=wounds, had=had)
        if wounds:
            self.wound_hero(hero, wounds, "exhaustion", told=True)  # the spending's message tells them
        if "Sick" in hero.conditions and amount:
            # line 171: "subissent autant de blessures que le nombre de points de puissance dépensés"
            self.emit(ev.Wounded, **self.names(f), wounds=amount, why="sick")
            self.wound_hero(hero, amount, "sick", told=True)

    def offer_power(self, hero: HeroState, cost: int, why: str, text: str, text_fr: str,
                    params: dict[str, str] | None = None) -> bool:
        """Ask the hero's player whether to spend `cost` power (only when the hero has it). The events
        before a pause are not told until it is answered, so `params` carry the prompt's cause (the roll,
        what it needed, who wounded the hero) for its message to tell."""
        if hero.power < cost or hero.unconscious:
            return False
        answer = self.ask(hero.id, why, text, [("spend", f"Spend {cost} power", f"Dépenser {cost} puissance"),
                                               ("no", "No", "Non")], "no",
                          params={"cost": str(cost), **(params or {})})
        if answer == "spend":
            self.spend(hero, cost, why)
            return True
        return False

    # --- tests (lines 9-11) ----------------------------------------------------------------------

    def stat_test(self, f: Fighter, stat: str, why: str, power_pass: bool = True) -> bool:
        """A D6 against a stat: 6 always passes, 1 always fails; Hindered gives -1 (line 173). A hero
        may spend 2 power to pass a failed Strength, Dexterity or Will test (line 9)."""
        need = getattr(f.prof, stat) if stat != "cast" else 4
        roll = d6(self.s)
        mod = -1 if "Hindered" in f.st.conditions else 0
        passed = roll == 6 or (roll != 1 and roll + mod >= need)
        power = 0
        if (not passed and power_pass and f.kind == "hero" and stat in ("strength", "dexterity", "will")):
            text = (f"{f.name}: {stat} test for {why} failed ({roll}, needed {need}+). Spend 2 power to pass it?")
            told = {"stat": stat, "why": why, "roll": str(roll), "need": str(need)}
            if self.offer_power(f.st, 2, "pass_test", text, text, told):
                passed, power = True, 2
        self.emit(ev.Rolled, **self.names(f), stat=stat, why=why, roll=roll, need=need, passed=passed, power=power)
        return passed

    # --- wounds ------------------------------------------------------------------------------------

    def wound_hero(self, hero: HeroState, wounds: int, why: str, told: bool = False) -> None:
        if wounds <= 0 or hero.unconscious:
            return
        prof = self.hero(hero.id)
        f = self.fighter_hero(hero.id)
        if not told and why not in ("attack",):
            self.emit(ev.Wounded, **self.names(f), wounds=wounds, why=why)
        hero.wounds = min(prof.tough, hero.wounds + wounds)
        hero.took_wounds += wounds
        if hero.wounds >= prof.tough:
            self.knock_out(hero)

    def knock_out(self, hero: HeroState) -> None:
        """Line 53: a hero killed is unconscious instead, idle until revived and ignored by the AI."""
        hero.unconscious = True
        hero.shaken = False
        f = self.fighter_hero(hero.id)
        self.emit(ev.KnockedOut, **self.names(f))
        if hero.carrying:
            hero.carrying = False
            relic = next(m for m in self.s.markers if m.kind == "relic")
            relic.x, relic.y, relic.done = hero.x, hero.y, False
            for m in self.s.markers:
                if m.kind == "ai_objective" and m.name == relic.name:
                    m.x, m.y = hero.x, hero.y
            self.emit(ev.ObjectiveProgress, **self.names(f), what="relic_dropped", marker=relic.label)
        if self.s.active == hero.id:
            self.finish_activation(hero.id, idle=False)

    def wound_unit(self, u: UnitState, wounds: int, why: str, source: tuple[float, float] | None = None,
                   deadly: int = 1) -> int:
        """Wounds on a unit: the model farthest from the attacker first (RULES-NOTES). Returns models killed."""
        if wounds <= 0 or not u.models:
            return 0
        prof = self.prof(u)
        killed = 0
        sx, sy = source if source is not None else (u.models[0].x, u.models[0].y)
        if deadly > 1:
            # line 121: each wound on one model, times X, never carried over to another model
            for _ in range(wounds):
                if not u.models:
                    break
                m = max(u.models, key=lambda m: (math.hypot(m.x - sx, m.y - sy), m.id))
                m.wounds += deadly
                u.took_wounds += deadly
                if m.wounds >= prof.tough:
                    u.models.remove(m)
                    killed += 1
            return killed
        left = wounds
        while left > 0 and u.models:
            m = max(u.models, key=lambda m: (m.wounds > 0, math.hypot(m.x - sx, m.y - sy), m.id))
            take = min(left, prof.tough - m.wounds)
            m.wounds += take
            u.took_wounds += take
            left -= take
            if m.wounds >= prof.tough:
                u.models.remove(m)
                killed += 1
        return killed

    def unit_destroyed(self, u: UnitState) -> None:
        f = self.fighter_unit(u)
        self.emit(ev.UnitDestroyed, **self.names(f))

    # --- attacks (lines 49-59, 103-163) -----------------------------------------------------------

    def gear(self, f: Fighter) -> list[Loot]:
        """What a hero carries from search tokens (enemy units carry nothing)."""
        return [self.c.item(lid) for lid in f.st.loot] if f.kind == "hero" else []

    def weapons_of(self, f: Fighter, melee: bool) -> list[Weapon]:
        out = [w for w in f.prof.weapons if w.melee == melee]
        out += [i.weapon for i in self.gear(f) if i.weapon is not None and i.weapon.melee == melee]
        return [w for w in out if not (w.rule("Limited") and w.name in f.st.used_limited)]

    def has_rule(self, f: Fighter, name: str) -> bool:
        return f.prof.rule(name) is not None or any(r.name == name for i in self.gear(f) for r in i.grants)

    def lay_effect(self, f: Fighter, key: str, until: int) -> None:
        """A hero's skill or spell leaves an effect on a fighter until the end of round `until`. On an enemy unit
        it is told as it is laid; a hero's own (guard, ward...) is told with the skill or spell that gives it."""
        f.st.effects = {**f.st.effects, key: until}
        if f.kind == "unit":
            self.emit(ev.EffectLaid, **self.names(f), effect="stunned_model" if key.startswith("stunned:") else key,
                      until=until)

    def defense_bonus(self, f: Fighter, shooting: bool) -> int:
        bonus = sum(i.defense_bonus for i in self.gear(f))
        if "guard" in f.st.effects:
            bonus += 1
        if shooting and "ward" in f.st.effects:
            bonus += 1
        if "hexed" in f.st.effects:
            bonus -= 1
        return bonus

    def attack(self, att: Fighter, tgt: Fighter, weapon: Weapon, *, melee: bool, charging: bool = False,
               fatigued: bool = False, attackers: list[Model] | None = None, moved: bool = False,
               auto_hits: int | None = None) -> None:
        """One weapon's attacks by the given models of `att` on `tgt`: hit rolls (Qua), defense rolls
        (Def), wounds; every weapon rule on the way."""
        if not self.alive(tgt):
            return
        models = attackers if attackers is not None else self.models(att)
        targets = self.models(tgt)
        if not models or not targets:
            return
        if weapon.rule("Limited"):
            att.st.used_limited = [*att.st.used_limited, weapon.name]
        far = min(distance(m, t) for m in models for t in targets)
        rules = {r.name: (r.x or 0) for r in weapon.rules}
        if melee and "tempered" in att.st.effects:
            rules["AP"] = rules.get("AP", 0) + 1
        need = 2 if "Reliable" in rules else att.prof.quality
        mod = 0
        if not melee and self.has_rule(tgt, "Stealth") and far > self.inches(9) + TOLERANCE:
            mod -= 1  # line 153
        if not melee and "Indirect" in rules and moved:
            mod -= 1  # line 137
        if "Hindered" in att.st.conditions:
            mod -= 1  # line 173
        if melee and charging and "Thrust" in rules:
            mod += 1  # line 159
        if "Unstoppable" in rules:
            mod = max(0, mod)  # line 161
        attacks = weapon.attacks * len(models)
        hits: list[int] = []  # AP of each hit
        ap = rules.get("AP", 0) + (1 if melee and charging and "Thrust" in rules else 0)
        if auto_hits is not None:
            hits = [ap] * auto_hits
            attacks = auto_hits
        else:
            for _ in range(attacks):
                roll = d6(self.s)
                if melee and fatigued:
                    hit = roll == 6  # line 59: fatigued units hit on unmodified 6s only
                else:
                    hit = roll == 6 or (roll != 1 and roll + mod >= need)
                if not hit:
                    continue
                hits.append(ap + (4 if roll == 6 and "Rending" in rules else 0))
                if roll == 6:
                    extra = ("Surge" in rules
                             or (not melee and self.has_rule(att, "Relentless") and far > self.inches(9) + TOLERANCE)
                             or (melee and charging and self.has_rule(att, "Furious")))
                    if extra:
                        hits.append(ap)
        # Blast (X): each hit becomes as many as the models of the target and within 3" of it, at most X, then
        # the hits are shared among the target and the units of its side within 3" of it (line 113)
        share = [tgt]
        if "Blast" in rules and hits:
            models_hit, near = self.blast_reach(tgt, targets)
            mult = min(rules["Blast"], models_hit)
            hits = [a for a in hits for _ in range(mult)]
            share += near
        per: dict[str, list[int]] = {f.key: [] for f in share}
        for i, a in enumerate(hits):
            per[share[i % len(share)].key].append(a)
        source = (models[0].x, models[0].y)
        for f in share:
            self.resolve_hits(att, f, weapon, rules, per[f.key], melee=melee, attacks=attacks if f is tgt else 0,
                              total_hits=len(hits) if f is tgt else len(per[f.key]), source=source)

    def blast_reach(self, tgt: Fighter, targets: list[Model] | None = None) -> tuple[int, list[Fighter]]:
        """Line 113, Blast: how many models the blast counts (the target's, and those of its side within 3" of
        it), and the other units of its side within 3" of it, which share the hits."""
        targets = self.models(tgt) if targets is None else targets
        reach = self.inches(3) + TOLERANCE
        count, near = len(targets), []
        for o in self.side_of(tgt):
            if o.key == tgt.key:
                continue
            close = [a for a in self.models(o) if min((distance(a, b) for b in targets), default=99) <= reach]
            if close:
                count += len(close)
                near.append(o)
        return count, near

    def side_of(self, f: Fighter) -> list[Fighter]:
        if f.kind == "hero":
            return self.standing_heroes()
        return [self.fighter_unit(u) for u in self.live_units()]

    def resolve_hits(self, att: Fighter, tgt: Fighter, weapon: Weapon, rules: dict[str, int], hits: list[int], *,
                     melee: bool, attacks: int, total_hits: int, source: tuple[float, float]) -> None:
        cover = False
        if not melee and "Blast" not in rules and hits:
            shooter = self.models(att)[0]
            cover = self.table.unit_in_cover(shooter, self.models(tgt))
            if "Indirect" in rules and cover:
                # line 137: Indirect ignores the cover of obstacles (terrain between), not of terrain it stands in
                cover = any(self.table.fraction_in_cover(m) > 0.5 for m in self.models(tgt))
        defense = tgt.prof.defense
        bonus = self.defense_bonus(tgt, not melee) + (1 if cover else 0)
        if "Hindered" in tgt.st.conditions:
            bonus -= 1
        wounds = 0
        for ap in hits:
            roll = d6(self.s)
            if roll == 6 and "Bane" in rules:
                roll = d6(self.s)  # line 111: the target re-rolls unmodified 6s
            blocked = roll == 6 or (roll != 1 and roll + bonus - ap >= defense)
            if not blocked:
                wounds += 1
        if wounds and self.has_rule(tgt, "Regeneration") and not ({"Bane", "Rending", "Unstoppable"} & set(rules)):
            wounds = sum(1 for _ in range(wounds) if d6(self.s) < 5)  # line 141: 5+ ignores a wound
        killed = 0
        deadly = rules.get("Deadly", 0)
        if tgt.kind == "hero":
            wounds_done = wounds * (deadly or 1)
            fear = att.prof.rule("Fear")
            if wounds_done and fear is not None:
                tgt.st.effects = {**tgt.st.effects, "fear": fear.x or 0}
            self.emit(ev.Attacked, **self.names(att), target=tgt.label, target_name=tgt.name,
                      target_name_fr=tgt.name_fr, weapon=weapon.name, weapon_fr=weapon.name_fr, melee=melee,
                      attacks=attacks, hits=total_hits, wounds=wounds_done, cover=cover)
            self.wound_hero(tgt.st, wounds_done, "attack")
            self.weapon_conditions(tgt, weapon, wounds_done)
        else:
            before = len(tgt.st.models)
            killed = self.wound_unit(tgt.st, wounds, "attack", source, deadly=deadly or 1)
            fear = att.prof.rule("Fear")
            if wounds and fear is not None:
                tgt.st.fear_taken += fear.x or 0
            self.emit(ev.Attacked, **self.names(att), target=tgt.label, target_name=tgt.name,
                      target_name_fr=tgt.name_fr, weapon=weapon.name, weapon_fr=weapon.name_fr, melee=melee,
                      attacks=attacks, hits=total_hits, wounds=wounds * (deadly or 1), killed=killed, cover=cover)
            if before and not tgt.st.models:
                self.unit_destroyed(tgt.st)
            self.weapon_conditions(tgt, weapon, wounds)

    def weapon_conditions(self, tgt: Fighter, weapon: Weapon, wounds: int) -> None:
        """A weapon's conditions (Sick, Afflicted...) take hold on a target it wounds and that still stands
        (the rulebook gives conditions no trigger of their own: our data says "a model wounded by this
        weapon gains these conditions"; a hit that is blocked gives none)."""
        if wounds > 0 and weapon.inflicts and self.alive(tgt):
            self.inflict(tgt, list(weapon.inflicts))

    def shooters_in_range(self, att: Fighter, tgt: Fighter, weapon: Weapon) -> list[Model]:
        reach = self.inches(weapon.range)
        out = []
        indirect = weapon.rule("Indirect") is not None
        for m in self.models(att):
            if m.id in self._idle:
                continue
            close = [t for t in self.models(tgt) if distance(m, t) <= reach + TOLERANCE]
            if close and (indirect or any(self.table.line_of_sight(m, t) for t in close)):
                out.append(m)
        return out

    def shoot(self, att: Fighter, tgt: Fighter, moved: bool) -> int:
        """Every model in range and sight shoots with all its ranged weapons (line 51). Returns the
        number of weapons that could shoot."""
        fired = 0
        for w in self.weapons_of(att, melee=False):
            models = self.shooters_in_range(att, tgt, w)
            if models:
                fired += 1
                self.attack(att, tgt, w, melee=False, attackers=models, moved=moved)
        if att.kind == "hero":
            att.st.attacked = True
        self.mark("shoot", att, tgt)
        return fired

    def can_shoot(self, att: Fighter, tgt: Fighter) -> bool:
        return any(self.shooters_in_range(att, tgt, w) for w in self.weapons_of(att, melee=False))

    def in_melee_reach(self, a: Model, b: Model) -> bool:
        """Line 57: within 2" horizontally and 4" vertically."""
        return (distance(a, b) <= self.inches(2) + TOLERANCE
                and abs(self.table.elevation(a) - self.table.elevation(b)) <= self.inches(4) + TOLERANCE)

    def strikers(self, f: Fighter, foe: Fighter) -> list[Model]:
        foes = self.models(foe)
        return [m for m in self.models(f) if m.id not in self._idle and any(self.in_melee_reach(m, o) for o in foes)]

    def melee(self, att: Fighter, tgt: Fighter) -> None:
        """A charge's fight (lines 57-59, 119, 135): Counter weapons first, the charger's Impact and
        weapons, then the defenders strike back; fatigue for both; the charger falls back 1" unless a
        unit died."""
        impact = att.prof.rule("Impact")
        counter_models = 0
        for w in self.weapons_of(tgt, melee=True):
            if w.rule("Counter"):
                models = self.strikers(tgt, att)
                counter_models += len(models)
                if models:
                    self.attack(tgt, att, w, melee=True, attackers=models,
                                fatigued=tgt.st.fatigued or (tgt.kind == "unit" and tgt.st.shaken)
                                or (tgt.kind == "hero" and tgt.st.shaken))
        if not self.alive(att):
            return
        if impact is not None and not att.st.fatigued:
            dice = max(0, (impact.x or 0) * len(self.strikers(att, tgt)) - counter_models)
            faces = [d6(self.s) for _ in range(dice)]
            hits = sum(1 for f in faces if f >= 2)
            if faces:
                self.emit(ev.ImpactRolled, **self.names(att), target=tgt.label, target_name=tgt.name,
                          target_name_fr=tgt.name_fr, faces=faces, hits=hits)
            if hits:
                blow = Weapon(name="Impact", name_fr="Impact", range=0, attacks=1)
                self.attack(att, tgt, blow, melee=True, charging=True, auto_hits=hits,
                            attackers=self.strikers(att, tgt) or self.models(att))
        for w in self.weapons_of(att, melee=True):
            models = self.strikers(att, tgt)
            if models and self.alive(tgt):
                self.attack(att, tgt, w, melee=True, charging=True, fatigued=att.st.fatigued, attackers=models)
        if self.alive(tgt):
            back_fatigued = tgt.st.fatigued or tgt.st.shaken
            for w in self.weapons_of(tgt, melee=True):
                if w.rule("Counter"):
                    continue
                models = self.strikers(tgt, att)
                if models and self.alive(att):
                    self.attack(tgt, att, w, melee=True, fatigued=back_fatigued, attackers=models)
            tgt.st.fatigued = True  # line 59: "ou après avoir riposté"
        att.st.fatigued = True  # line 59: "à la fin d'une activation au cours de laquelle ils ont chargé"
        if self.alive(att) and self.alive(tgt):
            self.fall_back(att, tgt)

    def alive(self, f: Fighter) -> bool:
        if f.kind == "hero":
            return not f.st.unconscious and f.st.on_table
        return bool(f.st.models)

    # --- movement ------------------------------------------------------------------------------------

    def nav(self, base: float, flying: bool = False, around_high: bool = False) -> Navigator:
        """Shortest ways for a base; `around_high`: also around ground more than 3" up, which takes a jump
        to leave (the AI and the scripted party plan around it; a player may still order the climb)."""
        key = (self.s.mission.terrain_set, self.s.size, base, flying, around_high and not flying)
        got = _NAVS.get(key)
        if got is None:
            table = self.table if not flying else Table(size=self.s.size)
            high = tuple(t.footprint for t in self.table.terrain
                         if not t.blocking and t.height > self.inches(3) + TOLERANCE) if around_high and not flying else ()
            got = _NAVS[key] = Navigator(table, base, high)
        return got

    def others(self, exclude: set[str]) -> list[Model]:
        out = []
        for hid in self.s.order:
            h = self.s.heroes[hid]
            if hid not in exclude and h.on_table:
                out.append(Model(hid, h.x, h.y, self.hero(hid).base))
        for u in self.live_units():
            base = self.prof(u).base
            out += [Model(m.id, m.x, m.y, base) for m in u.models if m.id not in exclude]
        return out

    def enemies_of(self, f: Fighter) -> list[Model]:
        if f.kind == "hero":
            return [m for u in self.live_units() for m in self.models(self.fighter_unit(u))]
        return [m for h in self.standing_heroes() for m in self.models(h)]

    def spot_ok(self, m: Model, exclude: set[str], enemies: list[Model], charging: bool) -> bool:
        if not self.table.on_table(m) or any(t.blocking for t in self.table.terrain_under(m)):
            return False
        for o in self.others(exclude):
            if math.hypot(o.x - m.x, o.y - m.y) < (o.base + m.base) / 2 - TOLERANCE:
                return False
        if not charging:
            gap = self.inches(1)
            if any(distance(m, e) < gap - TOLERANCE for e in enemies):
                return False
        return True

    def move_limit(self, f: Fighter, how: str) -> float:
        """Rule inches for an action (Fast, Slow, Immobile), halved when Crippled (line 169)."""
        base = f.prof.advance if how in ("advance",) else f.prof.rush
        if "Crippled" in f.st.conditions:
            base = base / 2
        return float(base)

    def plan(self, f: Fighter, model: Model, goal: tuple[float, float], allowance: float, *,
             exact: bool = False, stop_short: float = 0.0) -> tuple[list[tuple[float, float]], float, bool]:
        """The way a model takes toward `goal` within `allowance` table inches: (points, length, arrived).
        Difficult terrain caps the activation at 6" (line 83) unless the model is a Strider or flies."""
        flying = self.has_rule(f, "Flying")
        nav = self.nav(model.base, flying)
        around = self.nav(model.base, flying, around_high=True)
        path = nav.path((model.x, model.y), goal)
        if around is not nav and around.standable((model.x, model.y)) and around.standable(goal):
            # a way of the model's own choosing keeps off high ground; a place given exactly takes whichever
            # way costs less, climbing included
            other = around.path((model.x, model.y), goal)
            if not exact or path is None:
                path = other if other is not None else path
            elif other is not None and path != other:
                cost = length((model.x, model.y), path) + self.heights_along((model.x, model.y), path)[0]
                if length((model.x, model.y), other) + self.heights_along((model.x, model.y), other)[0] < cost:
                    path = other
        if path is None:
            return [], 0.0, False
        total = length((model.x, model.y), path)
        want = max(0.0, total - stop_short)
        # each action has its own allowance; only difficult ground caps the whole activation (line 83)
        moved_before = f.st.moved if f.kind == "hero" else 0.0
        left = allowance
        cap_hit = False
        self._held = None
        if not flying and not self.has_rule(f, "Strider"):
            reach = min(want, left)
            way = walk((model.x, model.y), path, reach)
            already = f.kind == "hero" and f.st.difficult
            if already or self.crosses_difficult(model, way):
                cap = self.inches(6) - moved_before
                if cap < left:
                    # toward somewhere, a model that would meet difficult ground past the cap stops at its edge
                    # instead, farther than the cap lets it go through (line 83 caps only a move through it)
                    edge = None if exact or already else self.difficult_edge(model, path, reach)
                    if edge is not None and edge > cap:
                        left, self._held = edge, "difficult_edge"
                    else:
                        left, cap_hit, self._held = cap, True, "difficult"
                    if not already and f.kind == "hero":
                        # (a hero's move: the AI's units keep to the shortest way, as the README tells)
                        # a way around the difficult ground may arrive, or go farther (the playtest's rush
                        # clipped a copse and stopped after 6" where a way around reached its goal)
                        around = self.around_difficult(model, goal, allowance, stop_short, exact,
                                                       max(0.0, want - max(0.0, left)))
                        if around is not None:
                            stopped = not around[2] and around[1] < allowance - _SLACK
                            self._held = "difficult_edge" if stopped else None
                            return around
        go = min(want, max(0.0, left))
        if want - go <= _SLACK:  # a place given to the thousandth of an inch is reached
            go = want
        if go >= want or left >= allowance:
            self._held = None  # the goal was reached, or the move's own allowance is what stopped it
        way = walk((model.x, model.y), path, go)
        arrived = go >= want - TOLERANCE
        return way, go, arrived and not (exact and want > go + TOLERANCE) and not (cap_hit and want > left + _SLACK)

    def around_difficult(self, model: Model, goal: tuple[float, float], allowance: float, stop_short: float,
                         exact: bool, short_by: float) -> tuple[list[tuple[float, float]], float, bool] | None:
        """The way that keeps out of difficult ground, when it arrives within the move (a place given) or
        leaves less of the way to go than `short_by` (toward somewhere); None otherwise."""
        from .ai import _dry_nav

        start = (model.x, model.y)
        nav = _dry_nav(self, model.base + 0.15)  # a wider base: its coarse corners never graze the ground
        beyond = 0.0  # toward a goal inside difficult ground: the way around to its edge, then straight in
        path = nav.path(start, goal)
        if path is None and not exact:
            rough = shapely.union_all([t.footprint for t in self.table.terrain if t.difficult and not t.blocking])
            if rough.is_empty or not rough.buffer(model.radius).contains(Point(goal)):
                return None
            edge = rough.buffer(model.radius + 0.05).exterior if rough.geom_type == "Polygon" else \
                next((g.exterior for g in rough.buffer(model.radius + 0.05).geoms if g.contains(Point(goal))), None)
            if edge is None:
                return None
            near = edge.interpolate(edge.project(Point(start)))
            path = nav.path(start, (near.x, near.y))
            beyond = math.dist((near.x, near.y), goal)
        if path is None or self.crosses_difficult(model, path):
            return None
        want = max(0.0, length(start, path) + beyond - stop_short)
        go = min(want, allowance, length(start, path))
        if want - go <= _SLACK:
            go = want
        if exact and go < want:
            return None
        if not exact and want - go >= short_by - _SLACK:
            return None
        return walk(start, path, go), go, go >= want - TOLERANCE

    def difficult_edge(self, model: Model, path: list[tuple[float, float]], reach: float) -> float:
        """How far along `path` (within `reach`) the model goes before its base first touches difficult
        ground, to a twentieth of an inch (the way is known to meet some)."""
        start = (model.x, model.y)
        low, high = 0.0, reach
        while high - low > self.inches(0.05):
            mid = (low + high) / 2
            if self.crosses_difficult(model, walk(start, path, mid)):
                high = mid
            else:
                low = mid
        return low

    def crosses_difficult(self, model: Model, way: list[tuple[float, float]]) -> bool:
        cur = model
        for p in way:
            if any(t.difficult for t in self.table.crossed_by(self.table.swept(cur, p[0], p[1]))):
                return True
            cur = cur.moved_to(*p)
        return False

    def dangerous_pieces(self, model: Model, way: list[tuple[float, float]] | None) -> list[Terrain]:
        """The dangerous pieces the base crosses along `way` (None: the pieces it stands on), in table order."""
        if way is None:
            return [t for t in self.table.terrain_under(model) if t.dangerous]
        found: list[Terrain] = []
        cur = model
        for p in way:
            found += [t for t in self.table.crossed_by(self.table.swept(cur, p[0], p[1])) if t.dangerous and t not in found]
            cur = cur.moved_to(*p)
        return found

    def terrain_names(self, pieces: list[Terrain]) -> dict[str, str]:
        """The names of terrain pieces as the view gives them (empty for a piece of no template)."""
        names: list[tuple[str, str]] = []
        for piece in pieces:
            template = next((t for t in self.c.terrain if t.id == piece.id.split("_", 1)[-1]), None)
            if template is not None and (template.name, template.name_fr) not in names:
                names.append((template.name, template.name_fr))
        return {"terrain": ", ".join(n for n, _ in names), "terrain_fr": ", ".join(n for _, n in names)}

    def dangerous_roll(self, f: Fighter, model_ids: list[str], pieces: list[Terrain] | None = None,
                       standing: bool = False) -> None:
        """Line 85: one die per model (as many as its Tough), a wound for each 1. Every face is told, with
        the ground that made the figure roll."""
        if self.has_rule(f, "Flying"):
            return
        # « se déplaçant à travers ... ou qui s'y activent »: one roll per model and activation, the ground it
        # activated in and the ground it then crosses together
        if f.kind == "hero":
            if f.st.danger_rolled:
                return
            f.st.danger_rolled = True
        else:
            model_ids = [i for i in model_ids if i not in self._danger_done]
            if not model_ids:
                return
            self._danger_done.update(model_ids)
        dice = f.prof.tough * len(model_ids) if f.kind == "unit" else f.prof.tough
        faces = [d6(self.s) for _ in range(dice)]
        ones = faces.count(1)
        self.emit(ev.DangerRolled, **self.names(f), **self.terrain_names(pieces or []), standing=standing,
                  faces=faces, wounds=ones)
        if ones:
            if f.kind == "hero":
                self.wound_hero(f.st, ones, "dangerous", told=True)
            else:
                before = len(f.st.models)
                self.wound_unit(f.st, ones, "dangerous")
                if before and not f.st.models:
                    self.unit_destroyed(f.st)

    def mark(self, kind: str, f: Fighter, target: Fighter | None = None,
             start: tuple[float, float] | None = None, end: tuple[float, float] | None = None) -> None:
        ms = self.models(f)
        tm = self.models(target) if target is not None else []
        if kind in ("shoot", "spell") and start is None and end is None and ms and tm:
            # a shot is drawn along a line it could take: when the centres' line crosses a wall, along
            # a clear sight line from a model that sees a model of the target, not through the wall
            lines = (self.table.clear_line(x, y) for x in ms for y in tm)
            start, end = next((line for line in lines if line is not None), (None, None))
        if start is None:
            start = (ms[0].x, ms[0].y) if ms else (0.0, 0.0)
        if end is None:
            end = (tm[0].x, tm[0].y) if tm else start
        self.s.marks.append(Mark(kind=kind, who=f.label, target=target.label if target else None,
                                 start=(round(start[0], 2), round(start[1], 2)), end=(round(end[0], 2), round(end[1], 2))))

    def move_hero(self, f: Fighter, goal: tuple[float, float], how: str, allowance: float, *, charging: bool = False,
                  exact: bool = True, stop_short: float = 0.0) -> float:
        """Move a hero toward `goal`; refused when it cannot arrive (players asked for a place)."""
        h: HeroState = f.st
        model = self.models(f)[0]
        way, go, arrived = self.plan(f, model, goal, allowance, exact=exact, stop_short=stop_short)
        if exact and not arrived and not charging:
            # a cell named is a 2" square: when its centre is out of this move's reach (difficult ground in it
            # caps the move at 6", line 83), another spot of the cell the move reaches will do, as a move toward
            # it would have found (the playtest's rush to K18 was refused while "toward E1" ended in K18)
            other = self.elsewhere_in_cell(f, model, goal, allowance)
            if other is not None:
                goal, (way, go, arrived) = other
        around = None
        if way and not charging and not self.has_rule(f, "Flying") and self.dangerous_pieces(model, way):
            # line 85 wounds whoever crosses dangerous ground: a way around it that does as well is taken
            around = self.around_dangerous(f, model, goal, allowance, way, arrived, exact=exact, stop_short=stop_short)
            if around is not None:
                way, go, arrived = around
                self._held = None
        if exact and not arrived:
            path = self.nav(model.base, self.has_rule(f, "Flying")).path((model.x, model.y), goal)
            if path is None:
                raise RuleError("aofq_no_way", "No way leads there: blocking terrain closes it.",
                                cell=self.cell(*goal))
            need = length((model.x, model.y), path) / self.k
            # difficult ground on the way (or crossed earlier this activation) caps the move at 6" (line 83)
            rough = not self.has_rule(f, "Strider") and not self.has_rule(f, "Flying") and (h.difficult or self.crosses_difficult(
                model, walk((model.x, model.y), path, min(allowance, length((model.x, model.y), path)))))
            # what is left of the 6" is never below 0 (a hero who moved 16.9" on open ground has none left)
            limit = max(0.0, (min(allowance, self.inches(6) - h.moved) if rough else allowance) / self.k)
            digits = 1 if f"{need:.1f}" != f"{limit:.1f}" else 2  # 12.03" is not told as 12.0" against 12.0"
            told: dict[str, str] = {"difficult": "yes"} if rough and limit < allowance / self.k else {}
            if told and h.moved > TOLERANCE:
                told["moved"] = f"{h.moved / self.k:.1f}"
            left = f"{limit:.1f}" if limit > 0.05 else "0"
            raise RuleError("aofq_too_far", f"That is {need:.{digits}f}\" away by the open way; this move reaches "
                            f"{left}\".", distance=f"{need:.{digits}f}", limit=left, cell=self.cell(*goal),
                            **told)
        held, rise = (self._held, 0.0) if not exact and not arrived else (None, 0.0)
        if not exact and way and not self.has_rule(f, "Flying"):
            # toward a figure or marker: as far as the move goes, climbing included, never off a cliff
            fitted = self.fit_heights(model, way, allowance, self.inches(6))
            rise = self.heights_along((model.x, model.y), fitted)[0] if fitted else 0.0
            if length((model.x, model.y), fitted) < go - _SLACK and rise > 0 and held is None:
                held = "climb"  # the climb counted in the move is what held it
            way = fitted
            go = length((model.x, model.y), way)
        if not exact and way and not charging:
            # toward somewhere, the move stops before its way would pass within 1" of an enemy (line 47)
            cut = self.clear_of_enemies(model, way, self.enemies_of(f))
            if cut < go - _SLACK:
                way, go, held = walk((model.x, model.y), way, cut), cut, "enemy"
                if go <= self.inches(0.05):
                    raise RuleError("aofq_too_close", "That way passes within 1\" of an enemy: only a charge may.",
                                    cell=self.cell(model.x, model.y))
        if not exact and way and not self.spot_ok(model.moved_to(*way[-1]), {h.id}, self.enemies_of(f), charging):
            # toward somewhere, the move ends on the last free spot of its way (a friend, or an enemy's 1")
            enemies = self.enemies_of(f)
            near_enemy = any(distance(model.moved_to(*way[-1]), e) < self.inches(1) - TOLERANCE for e in enemies)
            back = go
            while back > self.inches(0.1):
                back -= self.inches(0.1)
                cut_way = walk((model.x, model.y), way, back)
                if cut_way and self.spot_ok(model.moved_to(*cut_way[-1]), {h.id}, enemies, charging):
                    way, go, held = cut_way, back, "enemy" if near_enemy else "crowded"
                    break
        if not way:
            return 0.0
        end = model.moved_to(*way[-1])
        if not self.spot_ok(end, {h.id}, self.enemies_of(f), charging):
            raise RuleError("aofq_spot_taken", "That spot is taken, or within 1\" of an enemy (only a charge may go "
                            "that close).", cell=self.cell(*way[-1]))
        if not charging:
            self.check_way(model, way, self.enemies_of(f))
        flying = self.has_rule(f, "Flying")
        climb, hazards = (0.0, []) if flying else self.hazards_along((model.x, model.y), way)
        drops = [hz[1:] for hz in hazards if hz[0] == "drop"]
        # line 177: a gap up to 1" wide is crossed in the move; a wider one (up to 6") is jumped, not counted
        leaps = [hz for hz in hazards if hz[0] == "gap" and hz[1] > self.inches(1) + TOLERANCE]
        go = max(0.0, go - sum(hz[1] for hz in leaps))
        if climb and go + climb > allowance + _SLACK:
            # climbing counts its height in the move (the rulebook measures moves; a rise is part of the way)
            raise RuleError("aofq_climb_far", f"That way climbs {climb / self.k:g} in, which counts in the move: "
                            f"{(go + climb) / self.k:.1f} in all, more than {allowance / self.k:g} in.",
                            climb=f"{climb / self.k:g}", distance=f"{(go + climb) / self.k:.1f}",
                            limit=f"{allowance / self.k:g}")
        too_deep = next((d for d in drops if d[0] > self.inches(6) + TOLERANCE), None)
        if too_deep is not None:
            raise RuleError("aofq_drop_far", f"That way drops {too_deep[0] / self.k:g} in: a hero can jump down 6 in "
                            "at most.", drop=f"{too_deep[0] / self.k:g}")
        dangerous = self.dangerous_pieces(model, way)
        difficult = self.crosses_difficult(model, way)
        end_at, fell = way[-1], None
        for hz in hazards:
            if hz[0] == "drop":
                _, depth, before, after = hz
                if depth > self.inches(3) + TOLERANCE and not self.jump(f, depth):
                    end_at, fell = before, (depth, before, after)
                    break
            elif hz in leaps:
                _, width, depth, edge, foot = hz
                if not self.jump(f, width, why="jump_gap"):
                    end_at, fell = edge, (depth, edge, foot)  # "le héros chute de la distance totale"
                    break
        h.x, h.y = end_at
        h.moved += go
        h.difficult = h.difficult or difficult
        told: dict[str, Any] = {}
        if held is not None and fell is None:
            told = {"held": held, **({"climb": round(rise / self.k, 1)} if held == "climb" else {})}
        if around is not None and not dangerous:
            told["around"] = "dangerous"
        self.emit(ev.Moved, **self.names(f), how=how, inches=round(go / self.k, 1), to=self.cell(h.x, h.y), **told)
        self.mark(how if how in ("rush", "charge", "push") else "move", f, start=(model.x, model.y), end=(h.x, h.y))
        if dangerous:
            self.dangerous_roll(f, [h.id], dangerous)
        if fell is not None:
            self.fall_from_edge(f, *fell)
            return go
        self.check_escape(h)
        return go

    def elsewhere_in_cell(self, f: Fighter, model: Model, goal: tuple[float, float], allowance: float
                          ) -> tuple[tuple[float, float], tuple[list[tuple[float, float]], float, bool]] | None:
        """For a goal at a cell's centre the move cannot reach: the spot of that cell nearest its centre that the
        move reaches, on free ground out of dangerous ground; None when the goal is no cell's centre or no spot
        of it will do."""
        name = self.cell(*goal)
        centre = cell_centre(name, self.s.size)
        if centre is None or math.dist(centre, goal) > 0.01:
            return None
        half = self.s.size / CELLS / 2 - 0.05
        steps = (-1.0, -0.5, 0.0, 0.5, 1.0)
        spots = sorted(((goal[0] + dx * half, goal[1] + dy * half) for dx in steps for dy in steps if dx or dy),
                       key=lambda p: (math.dist(p, goal), p))
        enemies = self.enemies_of(f)
        for spot in spots:
            if self.cell(*spot) != name:
                continue
            end = model.moved_to(*spot)
            if not self.spot_ok(end, {model.id}, enemies, False) or self.dangerous_pieces(end, None):
                continue
            planned = self.plan(f, model, spot, allowance, exact=True)
            if planned[2] and planned[0] and not self.dangerous_pieces(model, planned[0]):
                return spot, planned
        return None

    def safe_nav(self, base: float) -> Navigator:
        """Shortest ways that keep out of dangerous and difficult ground and off high ground (a base a little
        wider, so that its coarse corners never graze those pieces)."""
        key = (self.s.mission.terrain_set, self.s.size, base, "safe")
        got = _NAVS.get(key)
        if got is None:
            avoid = tuple(t.footprint for t in self.table.terrain if not t.blocking and (
                t.dangerous or t.difficult or t.height > self.inches(3) + TOLERANCE))
            got = _NAVS[key] = Navigator(self.table, base + 0.15, avoid)
        return got

    def around_dangerous(self, f: Fighter, model: Model, goal: tuple[float, float], allowance: float,
                         way: list[tuple[float, float]], arrived: bool, *, exact: bool, stop_short: float,
                         ) -> tuple[list[tuple[float, float]], float, bool] | None:
        """A way that crosses no dangerous ground and does as well as `way`: to a place given, it gets there
        within the move; toward somewhere, it arrives when `way` does, else it ends no farther from the goal.
        It keeps out of difficult ground, climbs nothing, passes no enemy within 1" and ends on a free spot;
        None when there is no such way."""
        start = (model.x, model.y)
        path = self.safe_nav(model.base).path(start, goal)
        if path is None:
            return None
        want = max(0.0, length(start, path) - stop_short)
        left = allowance
        if f.st.difficult:  # difficult ground crossed earlier this activation caps it at 6" (line 83)
            left = min(left, max(0.0, self.inches(6) - f.st.moved))
        go = min(want, left)
        if want - go <= _SLACK:
            go = want
        reaches = go >= want - TOLERANCE
        alt = walk(start, path, go)
        if not alt or (exact or arrived) and not reaches:
            return None
        if not reaches and math.dist(alt[-1], goal) > math.dist(way[-1], goal) + self.inches(0.05):
            return None
        if self.dangerous_pieces(model, alt) or self.crosses_difficult(model, alt):
            return None
        climb, hazards = self.hazards_along(start, alt)
        if climb > TOLERANCE or hazards:
            return None
        enemies = self.enemies_of(f)
        if self.clear_of_enemies(model, alt, enemies) < go - _SLACK:
            return None
        if not self.spot_ok(model.moved_to(*alt[-1]), {f.st.id}, enemies, False):
            return None
        return alt, go, reaches

    # --- heights (lines 177-179) -------------------------------------------------------------------

    def ground_along(self, start: tuple[float, float], way: list[tuple[float, float]]
                     ) -> tuple[list[tuple[float, float]], list[float]] | None:
        """The way sampled every quarter inch with the height of the ground at each point; None when it never
        touches raised ground (the usual case, one query)."""
        if not way or not any(t.height > 0 and not t.blocking for t in self.table.terrain):
            return None
        line = LineString([start, *way]) if any(p != start for p in way) else None
        if line is None or not any(t.height > 0 and not t.blocking for t in self.table.crossed_by(line)):
            return None
        points = [start]
        cur = start
        for p in way:
            n = max(1, math.ceil(math.dist(cur, p) / (0.25 * self.k)))
            points += [(cur[0] + (p[0] - cur[0]) * i / n, cur[1] + (p[1] - cur[1]) * i / n) for i in range(1, n + 1)]
            cur = p
        # the height under each point (Table.elevation's answer), one vectorised test per raised piece nearby
        spots = shapely.points(np.array(points))
        heights = np.zeros(len(points))
        for piece in self.table.candidates(line):
            if piece.height > 0:
                heights = np.where(shapely.covers(piece.footprint, spots), np.maximum(heights, piece.height), heights)
        return points, [float(h) for h in heights]

    def heights_along(self, start: tuple[float, float], way: list[tuple[float, float]]
                      ) -> tuple[float, list[tuple[float, tuple[float, float], tuple[float, float]]]]:
        """What a way climbs in all, and each drop on it: (depth, the last point above, the first below), gaps
        read as a drop and a climb (the AI and the scripted party do not jump)."""
        climb, hazards = self.hazards_along(start, way, gaps=False)
        return climb, [hz[1:] for hz in hazards]

    def hazards_along(self, start: tuple[float, float], way: list[tuple[float, float]], gaps: bool = True
                      ) -> tuple[float, list[tuple[Any, ...]]]:
        """A hero's way read for line 177: what it climbs, and in order its drops ("drop", depth, the last
        point above, the first below) and its gaps ("gap", width, depth, the edge, the lowest point): a dip
        more than 3" below raised ground whose far side, at most 6" on and no more than 3" lower, is reached
        again. A gap is crossed, not climbed out of; a wider or shallower dip is a drop and a climb."""
        ground = self.ground_along(start, way)
        if ground is None:
            return 0.0, []
        points, heights = ground
        along = [0.0]
        for i in range(1, len(points)):
            along.append(along[-1] + math.dist(points[i - 1], points[i]))
        step_down, widest = self.inches(3) + TOLERANCE, self.inches(6) + TOLERANCE
        climb, out = 0.0, []
        i, n = 1, len(points)
        while i < n:
            top = heights[i - 1]
            if gaps and heights[i] < top - step_down and top > 0:
                j = i
                while j < n and heights[j] < top - step_down and along[j] - along[i - 1] <= widest:
                    j += 1
                if j < n and heights[j] >= top - step_down and along[j] - along[i - 1] <= widest:
                    low = min(range(i, j), key=lambda k: heights[k])
                    out.append(("gap", along[j] - along[i - 1], top - heights[low], points[i - 1], points[low]))
                    climb += max(0.0, heights[j] - top)
                    i = j + 1
                    continue
            step = heights[i] - heights[i - 1]
            if step > 0:
                climb += step
            elif step < 0:
                out.append(("drop", -step, points[i - 1], points[i]))
            i += 1
        return climb, out

    def fit_heights(self, m: Model, way: list[tuple[float, float]], allowance: float, max_drop: float
                    ) -> list[tuple[float, float]]:
        """The way cut before any drop deeper than `max_drop`, and short enough that its length and what
        it climbs stay within the allowance (lines 177-179)."""
        climb, drops = self.heights_along((m.x, m.y), way)
        deep = next((d for d in drops if d[0] > max_drop + TOLERANCE), None)
        if deep is not None:
            full = length((m.x, m.y), way)
            for k in range(0, 400):
                cut = walk((m.x, m.y), way, max(0.0, full - k * 0.25 * self.k))
                if not cut or math.dist(cut[-1], deep[1]) < 0.3 * self.k:
                    way = cut
                    break
            climb, drops = self.heights_along((m.x, m.y), way)
        while way and length((m.x, m.y), way) + climb > allowance + TOLERANCE:
            way = walk((m.x, m.y), way, max(0.0, length((m.x, m.y), way) - max(climb, 0.25 * self.k)))
            climb, _ = self.heights_along((m.x, m.y), way)
        return way

    def jump(self, f: Fighter, depth: float, why: str = "jump") -> bool:
        """Line 177: a drop over 3" (up to 6"), or a gap over 1" wide (up to 6"), is a jump: (X+1) Dexterity
        tests, X a die per full 3" of the distance. Flying passes at once; a Strider needs only 2+."""
        if self.has_rule(f, "Flying"):
            return True
        tests = int((depth / self.k + TOLERANCE) // 3) + 1
        for _ in range(tests):
            if self.has_rule(f, "Strider"):
                roll = d6(self.s)
                passed = roll != 1
                self.emit(ev.Rolled, **self.names(f), stat="dexterity", why=why, roll=roll, need=2, passed=passed)
            else:
                passed = self.stat_test(f, "dexterity", why)
            if not passed:
                return False
        return True

    def fall_from_edge(self, f: Fighter, depth: float, edge: tuple[float, float], foot: tuple[float, float]) -> None:
        """A failed jump: the hero falls the whole drop, unless 2 power stops it at the edge (line 179);
        either way the activation ends."""
        h = f.st
        text = f"{f.name} is about to fall {depth / self.k:g} in. Spend 2 power to stop at the edge?"
        if not self.offer_power(h, 2, "stop_at_edge", text, text):
            h.x, h.y = foot
            self.fall(f, h.id, depth)
        if self.s.active == h.id and not h.unconscious:
            self.finish_activation(h.id, idle=False)

    def fall(self, f: Fighter, model_id: str, depth: float) -> None:
        """Line 179: from 2" or higher, a hit with AP (1 per full 3"); a model of a unit of several dies
        instead, down to the last one."""
        rule_depth = depth / self.k
        self.emit(ev.Moved, **self.names(f), how="fall", inches=round(rule_depth, 1),
                  to=self.cell(*next(((m.x, m.y) for m in self.models(f) if m.id == model_id), (0.0, 0.0))))
        if rule_depth < 2 - TOLERANCE:
            return
        if f.kind == "unit" and len(f.st.models) > 1:
            f.st.models = [m for m in f.st.models if m.id != model_id]
            self.emit(ev.Wounded, **self.names(f), wounds=self.prof(f.st).tough, why="fall")
            return
        blow = Weapon(name="Fall", name_fr="Chute", range=0, attacks=1,
                      rules=[f"AP({int(rule_depth // 3)})"] if rule_depth >= 3 else [])
        self.resolve_hits(f, f, blow, {"AP": int(rule_depth // 3)}, [int(rule_depth // 3)], melee=True, attacks=0,
                          total_hits=1, source=(f.st.x, f.st.y) if f.kind == "hero" else (0.0, 0.0))

    def clear_of_enemies(self, model: Model, way: list[tuple[float, float]], enemies: list[Model]) -> float:
        """How far along `way` the model goes without passing within 1" of an enemy it started clear of
        (line 47), to a twentieth of an inch."""
        full = length((model.x, model.y), way)
        try:
            self.check_way(model, way, enemies)
            return full
        except RuleError:
            pass
        low, high = 0.0, full
        while high - low > self.inches(0.05):
            mid = (low + high) / 2
            try:
                self.check_way(model, walk((model.x, model.y), way, mid), enemies)
                low = mid
            except RuleError:
                high = mid
        return low

    def check_way(self, model: Model, way: list[tuple[float, float]], enemies: list[Model]) -> None:
        """Line 47: not within 1" of an enemy along the way (unless charging), for enemies it started clear of."""
        gap = self.inches(1)
        cur = model
        for p in way:
            for e in enemies:
                started_clear = distance(model, e) >= gap - TOLERANCE
                if not started_clear:
                    continue
                seg_d = _seg_point_distance((cur.x, cur.y), p, (e.x, e.y)) - cur.radius - e.radius
                if seg_d < gap - TOLERANCE:
                    raise RuleError("aofq_too_close", "That way passes within 1\" of an enemy: only a charge may.",
                                    cell=self.cell(*way[-1]))
            cur = cur.moved_to(*p)

    def goal_of(self, action: Any, f: Fighter) -> tuple[tuple[float, float], bool, float]:
        """(goal point, exact, stop short) from an action's `to` / `toward` / `distance`."""
        model = self.models(f)[0]
        if action.to is not None:
            x, y = action.to
            if not (0 <= x <= self.s.size and 0 <= y <= self.s.size):
                raise RuleError("aofq_off_table", "That place is off the table.")
            if action.distance is not None:
                raise RuleError("aofq_to_and_distance", "Give a place, or a figure to go toward with a distance, not both.")
            return (x, y), True, 0.0
        if action.toward is not None:
            other = self.find(action.toward)
            mk = self.marker(action.toward) if other is None else None
            cell = cell_centre(action.toward, self.s.size) if other is None and mk is None else None
            if other is None and mk is None and cell is None:
                raise RuleError("aofq_unknown_name", f"Nothing on the table is called {action.toward!r}.",
                                name=action.toward)
            if other is not None:
                om = min(self.models(other), key=lambda m: distance(model, m))
                goal, reach = (om.x, om.y), om.radius + model.radius + (self.inches(1) if other.kind != f.kind else 0.1)
            elif cell is not None:  # "toward K12": a cell is a place to head for too
                goal, reach = cell, 0.0
            else:
                goal, reach = (mk.x, mk.y), 0.5 * self.k
            if action.distance is not None:
                path = self.nav(model.base, self.has_rule(f, "Flying")).path((model.x, model.y), goal)
                if path is None:
                    raise RuleError("aofq_no_way", "No way leads there: blocking terrain closes it.")
                total = length((model.x, model.y), path)
                go = min(self.inches(action.distance), max(0.0, total - reach))
                way = walk((model.x, model.y), path, go)
                return (way[-1] if way else (model.x, model.y)), True, 0.0
            return goal, False, reach
        raise RuleError("aofq_where", "Say where: a grid cell like K12, or toward a figure or marker.")

    def toward_moves(self, f: Fighter, label: str) -> bool:
        """Whether `/move to:toward <label>` (a Rush) would take the hero some way now: tried on a copy of
        the game, so that a refusal never suggests a command that would itself be refused."""
        from types import SimpleNamespace

        trial = Game(copier_for(GameState)(self.s), self.c)
        hero = trial.fighter_hero(f.st.id)
        try:
            goal, exact, short = trial.goal_of(SimpleNamespace(to=None, toward=label, distance=None), hero)
            went = trial.move_hero(hero, goal, "rush", trial.inches(trial.move_limit(hero, "rush")), exact=exact,
                                   stop_short=short)
        except RuleError:
            return False
        except _Pause:
            return True  # it got as far as a jump's question
        return went > self.inches(0.05)

    def check_escape(self, h: HeroState) -> None:
        zone = self.s.mission.exit
        if self.s.mission.objective != "escape" or zone is None or h.escaped:
            return
        r = self.hero(h.id).base / 2
        if zone[0] <= h.x - r + TOLERANCE and h.x + r <= zone[2] + TOLERANCE and zone[1] <= h.y - r + TOLERANCE \
                and h.y + r <= zone[3] + TOLERANCE:
            h.escaped = True
            f = self.fighter_hero(h.id)
            self.emit(ev.ObjectiveProgress, **self.names(f), what="escaped", marker="X")

    def fall_back(self, att: Fighter, tgt: Fighter) -> None:
        """Line 57: « si aucune unité n'est tuée, les figurines qui ont chargées doivent reculer et s'éloigner
        d'1" (si possible) », heroes and AI units alike. Straight away from the target first; where a friend or
        a wall stands there, the step turns aside (up to a right angle) as long as it still takes the charger
        farther from every enemy model. A unit of several models steps back as one, so that it keeps its
        coherency (line 101); where that cannot be done, each model steps back from the foe nearest to it.
        Only where no step of 1" (or at least ½") is free does the charger stay, and the players are told."""
        foes = self.models(tgt)
        ours = self.models(att)
        step = 0.0
        if len(ours) > 1:
            step = self.step_back_together(att, ours, foes)
        if not step:
            for m in ours:
                near = min(foes, key=lambda o: distance(m, o))
                got = self.step_away(m, (m.x - near.x, m.y - near.y), foes, {m.id})
                if got is not None:
                    self.set_pos(att, m.id, *got[0])
                    step = max(step, got[1])
        if step:
            self.emit(ev.Moved, **self.names(att), how="fall_back", inches=round(step, 1), to=self.where(att))
        else:
            self.emit(ev.FallBackBlocked, **self.names(att), target=tgt.label, target_name=tgt.name,
                      target_name_fr=tgt.name_fr)

    _ASIDE = (0.0, 15.0, -15.0, 30.0, -30.0, 45.0, -45.0, 60.0, -60.0, 75.0, -75.0, 90.0, -90.0)

    def _turned(self, away: tuple[float, float], turn: float, step: float) -> tuple[float, float]:
        d = math.hypot(*away)
        a = math.radians(turn)
        return ((away[0] * math.cos(a) - away[1] * math.sin(a)) / d * self.inches(step),
                (away[0] * math.sin(a) + away[1] * math.cos(a)) / d * self.inches(step))

    def step_away(self, m: Model, away: tuple[float, float], foes: list[Model], own: set[str]
                  ) -> tuple[tuple[float, float], float] | None:
        """Where model `m` ends a fall-back step (and the step in rule inches), or None when nothing is free:
        of the free steps, the one that leaves it farthest from the enemy (straight back when that is free)."""
        if math.hypot(*away) == 0:
            return None
        before = min(distance(m, o) for o in foes)
        for step in (1.0, 0.5):
            best: tuple[float, tuple[float, float]] | None = None
            for turn in self._ASIDE:
                sx, sy = self._turned(away, turn, step)
                cand = m.moved_to(m.x + sx, m.y + sy)
                after = min(distance(cand, o) for o in foes)
                if after <= before + TOLERANCE or (best is not None and after <= best[0] + TOLERANCE):
                    continue
                if self.nav(m.base).clear((m.x, m.y), (cand.x, cand.y)) and self.spot_ok(cand, own, [], True):
                    best = (after, (cand.x, cand.y))
            if best is not None:
                return best[1], step
        return None

    def step_back_together(self, att: Fighter, ours: list[Model], foes: list[Model]) -> float:
        fx, fy = sum(o.x for o in foes) / len(foes), sum(o.y for o in foes) / len(foes)
        ox, oy = sum(m.x for m in ours) / len(ours), sum(m.y for m in ours) / len(ours)
        away = (ox - fx, oy - fy)
        if math.hypot(*away) == 0:
            return 0.0
        own = {m.id for m in ours}
        before = min(distance(m, o) for m in ours for o in foes)
        for step in (1.0, 0.5):
            best: tuple[float, tuple[float, float]] | None = None
            for turn in self._ASIDE:
                sx, sy = self._turned(away, turn, step)
                moved = [m.moved_to(m.x + sx, m.y + sy) for m in ours]
                after = min(distance(c, o) for c in moved for o in foes)
                if after <= before + TOLERANCE or (best is not None and after <= best[0] + TOLERANCE):
                    continue
                if all(self.nav(m.base).clear((m.x, m.y), (c.x, c.y)) and self.spot_ok(c, own, [], True)
                       for m, c in zip(ours, moved, strict=True)):
                    best = (after, (sx, sy))
            if best is not None:
                for m in ours:
                    self.set_pos(att, m.id, m.x + best[1][0], m.y + best[1][1])
                return step
        return 0.0

    def set_pos(self, f: Fighter, model_id: str, x: float, y: float) -> None:
        if f.kind == "hero":
            f.st.x, f.st.y = round(x, 4), round(y, 4)
            return
        for m in f.st.models:
            if m.id == model_id:
                m.x, m.y = round(x, 4), round(y, 4)

    def contact_point(self, m: Model, target: Model) -> tuple[float, float]:
        """Where a base stops in contact with another, on the line between their centres."""
        dx, dy = m.x - target.x, m.y - target.y
        d = math.hypot(dx, dy) or 1.0
        r = m.radius + target.radius + 0.01
        return (round(target.x + dx / d * r, 4), round(target.y + dy / d * r, 4))

    def charge_model(self, f: Fighter, m: Model, tgt: Fighter, allowance: float) -> bool:
        """Move one charging model into contact with the nearest target model, or as close as it can."""
        foes = sorted(self.models(tgt), key=lambda o: (distance(m, o), o.id))
        for foe in foes:
            goal = self.contact_point(m, foe)
            nav = self.nav(m.base, self.has_rule(f, "Flying"))
            path = nav.path((m.x, m.y), goal)
            if path is None:
                continue
            # the last leg arrives from another side: contact on that side instead
            last = path[-2] if len(path) > 1 else (m.x, m.y)
            goal = self.contact_point(Model(m.id, last[0], last[1], m.base), foe)
            path = nav.path((m.x, m.y), goal)
            if path is None:
                continue
            total = length((m.x, m.y), path)
            if total > self.charge_allowance(f, m, path, allowance) + TOLERANCE:
                continue
            end = m.moved_to(*goal)
            if not self.spot_ok(end, {m.id}, [], True):
                continue
            if f.kind == "hero" and self.crosses_difficult(m, path):
                f.st.difficult = True
            danger = self.dangerous_pieces(m, path)
            if danger:
                self.dangerous_roll(f, [m.id], danger)
            self.set_pos(f, m.id, *goal)
            return True
        return False

    def charge_allowance(self, f: Fighter, m: Model, path: list[tuple[float, float]], allowance: float) -> float:
        """Line 83: a model that moves through difficult ground moves 6" at most that activation (a hero
        counts what it moved before); Strider and Flying ignore it."""
        if self.has_rule(f, "Flying") or self.has_rule(f, "Strider"):
            return allowance
        if (f.kind == "hero" and f.st.difficult) or self.crosses_difficult(m, path):
            return min(allowance, self.inches(6) - (f.st.moved if f.kind == "hero" else 0.0))
        return allowance

    def charge_reachable(self, f: Fighter, tgt: Fighter, allowance: float | None = None) -> bool:
        """Whether `charge_model` would find a way into contact for some model of `f` (its checks, moving
        no one): a hero, or any model of an AI unit (line 47: « au moins une figurine qui charge »)."""
        allowance = self.inches(self.move_limit(f, "charge")) if allowance is None else allowance
        return any(self._model_reaches(f, m, tgt, allowance) for m in self.models(f))

    def _model_reaches(self, f: Fighter, m: Model, tgt: Fighter, allowance: float) -> bool:
        if any(self.in_melee_reach(m, o) for o in self.models(tgt)):
            return True
        nav = self.nav(m.base, self.has_rule(f, "Flying"))
        for foe in sorted(self.models(tgt), key=lambda o: (distance(m, o), o.id)):
            path = nav.path((m.x, m.y), self.contact_point(m, foe))
            if path is None:
                continue
            last = path[-2] if len(path) > 1 else (m.x, m.y)
            goal = self.contact_point(Model(m.id, last[0], last[1], m.base), foe)
            path = nav.path((m.x, m.y), goal)
            if path is not None and length((m.x, m.y), path) <= self.charge_allowance(f, m, path, allowance) + TOLERANCE \
                    and self.spot_ok(m.moved_to(*goal), {m.id}, [], True):
                return True
        return False

    def pile_in(self, tgt: Fighter, att: Fighter) -> None:
        """Line 57: the defenders move up to 3" into contact (or as close as they can)."""
        if tgt.kind == "hero":
            return
        chargers = self.models(att)
        for m in self.models(tgt):
            if any(self.in_melee_reach(m, c) for c in chargers):
                continue
            c = min(chargers, key=lambda c: distance(m, c))
            goal = self.contact_point(m, c)
            path = self.nav(m.base).path((m.x, m.y), goal)
            if path is None:
                continue
            way = walk((m.x, m.y), path, self.inches(3))
            for i in range(len(way), 0, -1):
                end = m.moved_to(*way[i - 1])
                if self.spot_ok(end, {m.id}, [], True):
                    self.set_pos(tgt, m.id, *way[i - 1])
                    break

    # --- morale (lines 61-65, 125-127, 163) -----------------------------------------------------------

    def morale_checks(self) -> None:
        try:
            self._morale_checks()
        finally:
            self._morale_mark = len(self.events)

    def _morale_checks(self) -> None:
        for hid in self.s.order:
            h = self.s.heroes[hid]
            if h.took_wounds and not h.unconscious:
                self.morale_hero(h)
            h.took_wounds = 0
            h.effects.pop("fear", None)
        for u in self.s.units:
            if u.took_wounds and u.models:
                self.morale_unit(u)
            u.took_wounds = 0
            u.fear_taken = 0

    def morale_hero(self, h: HeroState) -> None:
        prof = self.hero(h.id)
        fear = h.effects.get("fear", 0) if "steady" not in h.effects else 0
        if prof.tough - h.wounds - fear > prof.tough / 2:
            return
        f = self.fighter_hero(h.id)
        if h.shaken:
            return  # always fails: it stays Shaken
        passed = self.quality_test(f, "morale")
        roll = self.events[-1].roll
        if not passed and self.has_rule(f, "Fearless"):
            passed = self.fearless(f)
        if passed:
            return
        text = f"{prof.name} failed a morale test ({roll}, needed {prof.quality}+). Spend 2 power to ignore being Shaken?"
        told = {"roll": str(roll), "need": str(prof.quality), "wounds": str(h.wounds), "tough": str(prof.tough),
                **({"fear": str(fear)} if fear else {}), **self.wounded_by(f)}
        if self.offer_power(h, 2, "ignore_shaken", text, text, told):
            return
        h.shaken = True
        self.emit(ev.Shaken, **self.names(f))

    def wounded_by(self, f: Fighter) -> dict[str, str]:
        """Who wounded a hero since the last morale checks, as far as this action's events tell (a prompt
        is asked before they are shown): `by` and its French twin `by_fr`, e.g. "E3 The Drowned Abbess
        (Brine lash)"; nothing when the wounds were told by an earlier command."""
        weapons: dict[tuple[str, str, str], tuple[list[str], list[str]]] = {}  # attacker -> weapons (en, fr)
        for e in self.events[self._morale_mark:]:
            if e.type == "attacked" and e.target == f.label and e.wounds > 0:
                unit = e.who.startswith("E") and e.who[1:].isdigit()
                en, fr = weapons.setdefault((e.who if unit else "", e.name, e.name_fr), ([], []))
                if e.weapon not in en:
                    en.append(e.weapon)
                    fr.append(e.weapon_fr)
        if not weapons:
            return {}
        said = [(f"{label} {name}".strip() + f" ({', '.join(en)})", f"{label} {name_fr}".strip() + f" ({', '.join(fr)})")
                for (label, name, name_fr), (en, fr) in weapons.items()]
        return {"by": ", ".join(e for e, _ in said), "by_fr": ", ".join(f for _, f in said)}

    def morale_unit(self, u: UnitState) -> None:
        prof = self.prof(u)
        fear = u.fear_taken
        if prof.is_single:
            m = u.models[0]
            low = prof.tough - m.wounds - fear <= prof.tough / 2
        else:
            low = len(u.models) - fear <= prof.models / 2
        if not low:
            return
        f = self.fighter_unit(u)
        if prof.tough >= 9:
            # line 65: Tough 9+ cannot be Shaken, they take D3 wounds instead when they fail; Fearless
            # (line 127) still turns a failed test into a pass on a 4+ first
            passed = not u.shaken and self.quality_test(f, "morale", villain=True)
            if not passed and self.has_rule(f, "Fearless"):
                passed = self.fearless(f)
            if not passed:
                wounds = d3(self.s)
                self.emit(ev.Wounded, **self.names(f), wounds=wounds, why="morale")
                self.wound_unit(u, wounds, "morale")
                if not u.models:
                    self.unit_destroyed(u)
            return
        if u.shaken:
            return
        passed = self.quality_test(f, "morale", villain=True)
        if not passed and self.has_rule(f, "Fearless"):  # a unit's models share one profile
            passed = self.fearless(f)
        if not passed:
            u.shaken = True
            self.emit(ev.Shaken, **self.names(f))

    def fearless(self, f: Fighter) -> bool:
        """Fearless: a failed morale test is passed anyway on a 4+ (the roll is told like any test)."""
        roll = d6(self.s)
        self.emit(ev.Rolled, **self.names(f), stat="quality", why="fearless", roll=roll, need=4, passed=roll >= 4)
        return roll >= 4

    def quality_test(self, f: Fighter, why: str, villain: bool = False) -> bool:
        need = f.prof.quality
        if villain and f.kind == "unit":
            # line 163: a Villain within 12" lends its Quality when better, unless Shaken
            for u in self.live_units():
                vp = self.prof(u)
                if u.id != f.st.id and vp.is_villain and not u.shaken and vp.quality < need and \
                        self.gap(self.fighter_unit(u), f) <= self.inches(12) + TOLERANCE:
                    need = vp.quality
        roll = d6(self.s)
        mod = -1 if "Hindered" in f.st.conditions else 0
        passed = roll == 6 or (roll != 1 and roll + mod >= need)
        self.emit(ev.Rolled, **self.names(f), stat="quality", why=why, roll=roll, need=need, passed=passed)
        return passed

    # --- conditions (lines 165-173) --------------------------------------------------------------------

    def inflict(self, f: Fighter, conditions: list[str]) -> None:
        for c in conditions:
            if c not in f.st.conditions:
                f.st.conditions = [*f.st.conditions, c]
                self.emit(ev.ConditionChanged, **self.names(f), condition=c, gained=True)

    def cure(self, f: Fighter, conditions: list[str]) -> None:
        for c in conditions:
            if c in f.st.conditions:
                f.st.conditions = [x for x in f.st.conditions if x != c]
                self.emit(ev.ConditionChanged, **self.names(f), condition=c, gained=False)

    def activation_conditions(self, f: Fighter) -> None:
        """At activation: a test shakes each condition off; Afflicted wounds on a failure; Hindered heroes
        may spend D3 power instead (enemies, who have no Strength, Dexterity or Will, test Quality)."""
        stats = {"Afflicted": "strength", "Crippled": "dexterity", "Sick": "will"}
        for c in list(f.st.conditions):
            if c == "Hindered":
                if f.kind == "hero":
                    text = f"{f.name} is Hindered: spend D3 power to shake it off?"
                    if f.st.power >= 3 and self.ask(f.st.id, "hindered", text,
                                                    [("spend", "Spend D3 power", "Dépenser 1D3 puissance"),
                                                     ("no", "No", "Non")], "no") == "spend":
                        self.spend(f.st, d3(self.s), "hindered")
                        self.cure(f, ["Hindered"])
                elif self.quality_test(f, "hindered"):
                    self.cure(f, ["Hindered"])
                continue
            passed = self.stat_test(f, stats[c], c.lower()) if f.kind == "hero" else self.quality_test(f, c.lower())
            if passed:
                self.cure(f, [c])
            elif c == "Afflicted":
                if f.kind == "hero":
                    self.wound_hero(f.st, 1, "afflicted")
                else:
                    self.emit(ev.Wounded, **self.names(f), wounds=1, why="afflicted")
                    self.wound_unit(f.st, 1, "afflicted")
                    if not f.st.models:
                        self.unit_destroyed(f.st)

    # --- the round (line 25) ---------------------------------------------------------------------------

    def arrive(self, rnd: int) -> None:
        """Waves due this round come on; ambushers near an AI objective (line 107)."""
        due = [a for a in self.s.arrivals if a.round <= rnd]
        self.s.arrivals = [a for a in self.s.arrivals if a.round > rnd]
        ai_objs = [m for m in self.s.markers if m.kind == "ai_objective"]
        for a in due:
            prof = self.c.unit(a.unit)
            x, y = a.x, a.y
            if a.ambush and ai_objs:
                obj = ai_objs[randbelow(self.s, len(ai_objs))]
                x, y = obj.x, obj.y + self.inches(4)
            label = f"E{self.s.next_unit}"
            uid = f"u{self.s.next_unit}"
            self.s.next_unit += 1
            taken = self.others(set())
            heroes = [m for h in self.standing_heroes() for m in self.models(h)]
            blocked = list(taken) + [Model(m.id, m.x, m.y, m.base + 2 * self.inches(1) + 0.2) for m in heroes]
            models = []
            for i in range(prof.models):
                cx = x + ((i % 3) - 1) * (prof.base + 0.1)
                cy = y + (i // 3) * (prof.base + 0.1)
                # set down on open ground where a spot is free within 6": on dangerous ground it would roll at
                # once when it activates (line 85); on none free so near, the nearest free spot as it is
                spot = free_spot(self.table, cx, cy, prof.base, blocked, safe_within=self.inches(6)) \
                    or free_spot(self.table, cx, cy, prof.base, blocked)
                if spot is None:
                    continue
                blocked.append(Model(f"{uid}m{i + 1}", spot[0], spot[1], prof.base))
                models.append(ModelState(id=f"{uid}m{i + 1}", x=spot[0], y=spot[1]))
            unit = UnitState(id=uid, label=label, profile=prof.id, models=models)
            self.s.units.append(unit)
            f = self.fighter_unit(unit)
            if models:
                self.emit(ev.Arrived, **self.names(f), to=self.where(f), ambush=a.ambush)

    def start_round_effects(self) -> None:
        """Spell tokens (line 115: X each round, never more than 6)."""
        for hid in self.s.order:
            h = self.s.heroes[hid]
            caster = self.hero(hid).rule("Caster")
            if caster is not None:
                h.spell_tokens = min(6, h.spell_tokens + (caster.x or 0))
        for u in self.live_units():
            caster = self.prof(u).rule("Caster")
            if caster is not None:
                u.spell_tokens = min(6, u.spell_tokens + (caster.x or 0))
        self.emit(ev.HeroPhase, round=self.s.round)
        for hid in self.s.order:
            if self.s.heroes[hid].ambushing:
                self.emit(ev.HeroAmbush, **self.names(self.fighter_hero(hid)), waiting=True)

    def end_round(self) -> None:
        from .ai import ai_phase

        ai_phase(self)
        if self.s.result:
            return
        self.check_round_goal()
        if self.s.result:
            return
        # fatigue and round-long effects end (line 59)
        rnd = self.s.round
        for hid in self.s.order:
            h = self.s.heroes[hid]
            h.fatigued = False
            h.effects = {k: v for k, v in h.effects.items() if v > rnd}
        for u in self.s.units:
            u.fatigued = False
            u.activated = False
            u.effects = {k: v for k, v in u.effects.items() if v > rnd}
        self.s.round += 1
        self.s.acted = []
        self.s.marks = []
        self.emit(ev.RoundStarted, round=self.s.round)
        self.arrive(self.s.round)
        self.start_round_effects()
        self.skip_idle_heroes()

    def skip_idle_heroes(self) -> None:
        begun = bool(self.s.acted) or self.s.active is not None  # a hero set aside comes on before anyone acts
        for hid in self.s.order:
            h = self.s.heroes[hid]
            if (h.unconscious or h.escaped or (h.ambushing and begun)) and hid not in self.s.acted:
                self.s.acted.append(hid)
        if len(self.s.acted) >= len(self.s.order) and not self.s.result:
            self.check_goal()
            if not self.s.result:
                self.end_round()

    # --- the mission's goal ---------------------------------------------------------------------------------

    def end(self, result: str, reason: str) -> None:
        if self.s.result:
            return
        self.s.result = result
        self.s.result_reason = reason
        self.s.phase = "ended"
        self.s.active = None
        self.s.pending = None
        self.emit(ev.MissionEnded, result=result, reason=reason)

    def check_goal(self) -> None:
        """Goals met at once: sweep, retrieve, investigate, escape; or every hero down."""
        s = self.s
        if s.result:
            return
        standing = [h for h in s.order if not s.heroes[h].unconscious and not s.heroes[h].escaped]
        escaped = [h for h in s.order if s.heroes[h].escaped]
        obj = s.mission.objective
        if obj == "escape" and escaped and not standing:
            self.end("won", "escaped")
            return
        if not standing:
            self.end("lost", "all_down")
            return
        if obj == "sweep" and not self.live_units() and not s.arrivals:
            self.end("won", "swept")
        elif obj == "investigate" and all(m.done for m in s.markers if m.kind == "clue"):
            self.end("won", "investigated")
        elif obj == "retrieve":
            zone = s.mission.deploy
            for hid in standing:
                h = s.heroes[hid]
                if h.carrying and zone[0] <= h.x <= zone[2] and zone[1] <= h.y <= zone[3]:
                    self.end("won", "retrieved")

    def check_round_goal(self) -> None:
        """At the end of a round: the defended objective, and the last round."""
        s = self.s
        if s.mission.objective == "defend":
            obj = next(m for m in s.markers if m.kind == "objective")
            probe = Model("objective", obj.x, obj.y, 0.0)
            near = self.inches(3) + TOLERANCE
            enemies = sorted((min(distance(probe, m) for m in self.models(f)), f.label, f)
                             for f in (self.fighter_unit(u) for u in self.live_units() if not u.shaken))
            heroes = sorted((min(distance(probe, m) for m in self.models(f)), f.label, f)
                            for f in self.standing_heroes())
            if enemies and enemies[0][0] <= near and not (heroes and heroes[0][0] <= near):
                told: dict[str, Any] = {}
                if heroes:  # the standing hero nearest it, and how far: why it was not held
                    d, _label, h = heroes[0]
                    told = {"hero": h.label, "hero_name": h.name, "hero_name_fr": h.name_fr, "hero_inches": round(d, 1)}
                self.emit(ev.ObjectiveSeized, **self.names(enemies[0][2]), marker=obj.label, marker_name=obj.name,
                          marker_name_fr=obj.name_fr, reach=self.inches(3), **told)
                self.end("lost", "seized")
                return
            s.held_rounds += 1
            if s.round >= s.mission.rounds:
                self.end("won", "held")
            return
        if s.round >= s.mission.rounds:
            self.end("lost", "out_of_time")

    # --- handling an action ---------------------------------------------------------------------------------

    def handle(self, seat: str, action: Any) -> None:
        s = self.s
        if s.result is not None:
            raise RuleError("game_over", "The mission is over.")
        if s.pending is not None:
            if action.type != "choose" and seat != s.pending.seat:
                # someone else's decision holds play: say whose, not "answer it" to one who cannot
                other = self.fighter_hero(s.pending.seat).name
                raise RuleError("aofq_other_decides", f"{other} must decide first: wait for their answer.",
                                hero=s.pending.seat)
            if action.type != "choose":
                raise RuleError("aofq_decide_first", "A decision is waiting: answer it with /choose first.",
                                seat=s.pending.seat)
            if seat != s.pending.seat:
                raise RuleError("not_your_decision", "That decision belongs to another player.")
            ids = [o.id for o in s.pending.prompt.options]
            if action.option not in ids:
                raise RuleError("aofq_bad_option", f"Answer with one of: {', '.join(ids)}.", options=", ".join(ids))
            pending = s.pending
            s.pending = None
            from .actions import parse_action

            self.run(pending.by, parse_action(pending.action), [*pending.answers, action.option])
            return
        if action.type == "choose":
            raise RuleError("aofq_nothing_to_choose", "Nothing is waiting for a choice.")
        self.run(seat, action, [])

    def run(self, seat: str, action: Any, answers: list[str]) -> None:
        before = copier_for(GameState)(self.s)
        self._answers = list(answers)
        self._given = []
        try:
            self.dispatch(seat, action)
        except _Pause as pause:
            self.s.__dict__.update(copier_for(GameState)(before).__dict__)
            self.events = []
            self.s.pending = Pending(seat=pause.seat, by=seat, action=action.model_dump(), answers=self._given,
                                     prompt=pause.prompt)
        except RuleError as refused:
            if not answers:
                raise
            # An answer changed what the action meets (a condition shaken off at the start of the activation
            # lengthens a move...), and the action no longer holds: the answers stand, the action is dropped
            # and the hero acts again, nothing spent on it.
            self.s.__dict__.update(copier_for(GameState)(before).__dict__)
            self.events = []
            self._answers = list(answers)
            self.begin(seat)
            f = self.fighter_hero(seat)
            self.emit(ev.ActionDropped, **self.names(f), key=refused.key)

    def dispatch(self, seat: str, action: Any) -> None:
        s = self.s
        if seat not in s.heroes:
            raise RuleError("not_a_hero", "You do not command a hero in this game.")
        h = s.heroes[seat]
        f = self.fighter_hero(seat)
        if s.active is not None and s.active != seat:
            other = self.fighter_hero(s.active)
            raise RuleError("aofq_other_active", f"{other.name} is activating: wait until they end.", hero=s.active)
        if s.active is None:
            if h.unconscious:
                raise RuleError("aofq_unconscious", "Your hero is unconscious: another hero within 3\" can revive them.")
            if h.escaped:
                raise RuleError("aofq_escaped", "Your hero has left the table.")
            if seat in s.acted:  # after the above: an unconscious or escaped hero is counted as having acted
                raise RuleError("aofq_already_acted", "Your hero has already activated this round.")
        kind = action.type
        if kind == "ambush":
            self.do_ambush(f, action)
            return
        if h.ambushing:
            if kind != "end":
                raise RuleError("aofq_in_ambush", f"{f.name} waits in ambush, off the table: at the start of a round, "
                                "before anyone acts, `/move how:ambush to:<cell>` brings them on; `/end` waits on.")
            s.acted.append(seat)  # waits on, off the table, until the next round's start
            self.emit(ev.ActivationEnded, **self.names(f), idle=True)
            self.skip_idle_heroes()
            return
        if s.active is None:
            self.fresh(h)  # the counters of a new activation, before any check reads them
        if kind == "end":
            self.begin(seat)
            idle = h.actions == 0 and h.skills == 0 and not h.cast
            self.finish_activation(seat, idle=idle)
            return
        # line 65: a Shaken hero "doit rester inactif", and line 41: a resting hero stays idle too; casting
        # (line 115) is no exception
        if h.shaken:
            raise RuleError("aofq_shaken", "Your hero is Shaken: they stay idle this activation (/end) and recover.")
        if h.rested:
            raise RuleError("aofq_rested", "Your hero rested: nothing more this activation. Use /end.")
        if kind == "cast":
            self.begin(seat)
            self.do_cast(f, action)
            return
        if kind == "rest":
            if h.actions or h.skills:
                raise RuleError("aofq_rest_alone", "Resting takes the whole activation: rest before any other action.")
            self.begin(seat)
            self.do_rest(f)
            return
        if kind in MAIN_ACTIONS:
            slot = self.action_slot(h, main=True)
            self.check_main(f, action)
            self.begin(seat)
            self.take_slot(h, slot, main=True)
            getattr(self, f"do_{kind}")(f, action)
        elif kind in SKILL_ACTIONS:
            slot = self.action_slot(h, main=False)
            self.check_skill(f, action)
            self.begin(seat)
            self.take_slot(h, slot, main=False)
            getattr(self, f"do_{kind}")(f, action)
        else:  # pragma: no cover - the parser knows every type
            raise RuleError("bad_action", "Unknown action.")
        self.check_goal()
        if s.active == seat and not self.more_possible(h):
            self.finish_activation(seat, idle=False)

    def action_slot(self, h: HeroState, main: bool) -> str:
        """Line 29: one action and one skill action, in either order, and one extra action for 2 power. The
        action « au choix » may be a skill action too (« Compétence » is in the table of actions, line 37):
        a second skill takes it while it is free, before any power is spent on the extra one."""
        if main and h.actions == 0:
            return "main"
        if not main and h.skills == 0:
            return "skill"
        if not main and h.actions == 0:
            return "main"
        if not h.extra:
            return "extra"
        raise RuleError("aofq_no_actions", "Your hero has no action left this activation: use /end.")

    def take_slot(self, h: HeroState, slot: str, main: bool) -> None:
        if slot == "extra":
            h.extra = True
            self.spend(h, 2, "extra_action")
        if main or slot == "main":
            h.actions += 1
        else:
            h.skills += 1

    def more_possible(self, h: HeroState) -> bool:
        if h.unconscious or h.escaped or h.rested:
            return False
        return h.actions == 0 or h.skills == 0 or not h.extra

    @staticmethod
    def fresh(h: HeroState) -> None:
        h.actions = h.skills = 0
        h.extra = h.attacked = h.charged = h.rested = h.difficult = h.danger_rolled = False
        h.moved = 0.0
        h.cast = []

    def begin(self, seat: str) -> None:
        s = self.s
        if s.active == seat:
            return
        s.active = seat
        h = s.heroes[seat]
        self.fresh(h)
        h.effects = {k: v for k, v in h.effects.items() if k != "guard"}  # until the hero's next activation
        f = self.fighter_hero(seat)
        self.emit(ev.Activated, **self.names(f))
        self.activation_conditions(f)
        under = [] if h.unconscious else self.dangerous_pieces(self.models(f)[0], None)
        if under:
            self.dangerous_roll(f, [seat], under, standing=True)  # line 85: "ou qui s'y activent"

    def finish_activation(self, seat: str, idle: bool) -> None:
        s = self.s
        h = s.heroes[seat]
        f = self.fighter_hero(seat)
        if idle and h.shaken:
            h.shaken = False
            self.emit(ev.Shaken, **self.names(f), recovered=True)
        if h.charged:
            h.fatigued = True
        self.fresh(h)  # nothing of this activation is read after it (views and plans see a clean slate)
        self.emit(ev.ActivationEnded, **self.names(f), idle=idle)
        s.active = None
        if seat not in s.acted:
            s.acted.append(seat)
        self.morale_checks()
        self.check_goal()
        if not s.result:
            self.skip_idle_heroes()

    # --- checks before anything is spent -------------------------------------------------------------------

    def target_unit(self, label: str | None) -> Fighter:
        if not label:
            raise RuleError("aofq_no_target", "Name the enemy unit (like E2).")
        f = self.find(label)
        if f is None or f.kind != "unit":
            raise RuleError("aofq_no_such_unit", f"There is no enemy unit {label!r} on the table.", name=label)
        return f

    def check_main(self, f: Fighter, action: Any) -> None:
        kind = action.type
        if self.has_rule(f, "Immobile") and kind != "hold":
            raise RuleError("aofq_immobile", "This hero is Immobile: only Hold.")
        if kind in ("hold", "advance") and action.target:
            # line 29: the extra action (2 power) is any action, so a hero may attack twice in one activation
            tgt = self.target_unit(action.target)
            if kind == "hold" and not self.can_shoot(f, tgt):
                raise RuleError("aofq_cannot_shoot", f"{tgt.label} is out of range or sight of every ranged weapon.",
                                target=tgt.label)
        if kind == "charge":
            tgt = self.target_unit(action.target)
            gap = self.gap(f, tgt)
            reach = self.inches(self.move_limit(f, "charge"))
            if gap > reach + TOLERANCE:
                raise RuleError("aofq_charge_far", f"{tgt.label} is {gap / self.k:.1f}\" away; a charge reaches "
                                f"{reach / self.k:.1f}\".", target=tgt.label, distance=f"{gap / self.k:.1f}",
                                limit=f"{reach / self.k:.1f}")
            if not self.charge_reachable(f, tgt):
                raise RuleError("aofq_charge_blocked", f"No way reaches {tgt.label} within the charge's reach.",
                                target=tgt.label)
        if kind in ("advance", "rush"):
            self.goal_of(action, f)

    def check_skill(self, f: Fighter, action: Any) -> None:
        kind = action.type
        if kind == "discover":
            m = self.marker(action.marker)
            if m is None or m.kind != "search" or m.done:
                raise RuleError("aofq_no_token", f"There is no search token {action.marker!r} left.", name=action.marker)
            d = distance(self.models(f)[0], Model(m.id, m.x, m.y, 0.0))
            if m.revealed and d > self.inches(1) + TOLERANCE:
                raise RuleError("aofq_token_revealed", f"{m.label} is turned over already: come within 1\" to pick "
                                "it up.", marker=m.label)
            if d > self.inches(6) + TOLERANCE:
                raise RuleError("aofq_token_far", f"{m.label} is {d / self.k:.1f}\" away; Discover reaches 6\".",
                                marker=m.label, distance=f"{d / self.k:.1f}", reach="6")
            if d > self.inches(1) + TOLERANCE and not self.table.line_of_sight(self.models(f)[0], Model(m.id, m.x, m.y, 0.2)):
                raise RuleError("aofq_token_unseen", f"{m.label} is out of sight.", marker=m.label)
        elif kind == "push":
            tgt = self.target_unit(action.target)
            if self.gap(f, tgt) > self.inches(3) + TOLERANCE:
                raise RuleError("aofq_push_far", f"{tgt.label} is more than 3\" away.", target=tgt.label)
        elif kind == "hurry":
            self.goal_of(action, f)
        elif kind == "revive":
            other = self.find(action.hero)
            if other is None or other.kind != "hero" or not other.st.unconscious:
                raise RuleError("aofq_not_down", "Only an unconscious hero can be revived.")
            if self.gap(f, other) > self.inches(3) + TOLERANCE:
                raise RuleError("aofq_revive_far", f"{other.name} is more than 3\" away.", hero=other.name)
            # 2 power, which a hero with less may spend too, taking as many wounds (exhaustion, line 43)
        elif kind == "interact":
            m = self.marker(action.marker)
            if m is None or m.kind not in ("relic", "clue") or m.done:
                raise RuleError("aofq_nothing_there", f"There is nothing to take or examine at {action.marker!r}.",
                                name=action.marker)
            d = distance(self.models(f)[0], Model(m.id, m.x, m.y, 0.0))
            if d > self.inches(1) + TOLERANCE:
                told = {"toward": "yes"} if self.toward_moves(f, m.label) else {}
                raise RuleError("aofq_marker_far", f"{m.label} is {d / self.k:.1f}\" away: come within 1\".",
                                marker=m.label, distance=f"{d / self.k:.1f}", **told)
        elif kind == "drink":
            if action.loot not in f.st.loot or self.c.item(action.loot).kind != "potion":
                raise RuleError("aofq_no_potion", "Your hero carries no such potion.", name=action.loot)
        elif kind == "skill":
            from .skills import check_skill

            check_skill(self, f, action)

    # --- hero actions ----------------------------------------------------------------------------------

    def do_rest(self, f: Fighter) -> None:
        """Line 41: all power back; idle before and after."""
        h = f.st
        h.power = f.prof.power
        h.rested = True
        h.actions = 1
        self.emit(ev.Rested, **self.names(f), power=h.power)
        self.finish_activation(h.id, idle=False)

    def do_hold(self, f: Fighter, action: Any) -> None:
        if action.target:
            self.shoot(f, self.target_unit(action.target), moved=False)

    def do_advance(self, f: Fighter, action: Any) -> None:
        goal, exact, short = self.goal_of(action, f)
        went = self.move_hero(f, goal, "advance", self.inches(self.move_limit(f, "advance")), exact=exact,
                              stop_short=short)
        if action.target and not f.st.escaped:
            tgt = self.target_unit(action.target)
            if not self.can_shoot(f, tgt):
                raise RuleError("aofq_cannot_shoot", f"After that move {tgt.label} would be out of range or sight.",
                                target=tgt.label)
            self.shoot(f, tgt, moved=went > 0)

    def do_rush(self, f: Fighter, action: Any) -> None:
        goal, exact, short = self.goal_of(action, f)
        self.move_hero(f, goal, "rush", self.inches(self.move_limit(f, "rush")), exact=exact, stop_short=short)

    def do_charge(self, f: Fighter, action: Any) -> None:
        tgt = self.target_unit(action.target)
        h = f.st
        m = self.models(f)[0]
        allowance = self.inches(self.move_limit(f, "charge"))
        if not any(self.in_melee_reach(m, o) for o in self.models(tgt)):
            if not self.charge_model(f, m, tgt, allowance):
                raise RuleError("aofq_charge_blocked", f"No way reaches {tgt.label} within the charge's reach.",
                                target=tgt.label)
            new = self.models(f)[0]
            h.moved += math.hypot(new.x - m.x, new.y - m.y)
            self.emit(ev.Moved, **self.names(f), how="charge", inches=round(math.hypot(new.x - m.x, new.y - m.y) / self.k, 1),
                      to=self.cell(new.x, new.y))
        self.mark("charge", f, tgt, start=(m.x, m.y))
        h.charged = h.attacked = True
        self.pile_in(tgt, f)
        self.melee(f, tgt)

    def do_discover(self, f: Fighter, action: Any) -> None:
        """Line 73: within 6" and in sight, a Will test reveals the token; within 1", the hero reveals it and
        picks it up without a roll."""
        m = self.marker(action.marker)
        d = distance(self.models(f)[0], Model(m.id, m.x, m.y, 0.0))
        if d <= self.inches(1) + TOLERANCE:
            self.reveal(f, m)
        elif self.stat_test(f, "will", "discover"):
            self.reveal_from_afar(f, m)

    def reveal_from_afar(self, f: Fighter, m: MarkerState) -> None:
        """A search token turned over from beyond 1" (line 73 « révéler », not « ramasser »): an item stays on
        the table, known, for a hero to pick up from within 1"; a trap, seen from afar, harms no one and goes."""
        if m.loot is None:  # nothing under it: the token goes
            m.done = True
            return
        if m.revealed:
            return
        item = self.c.item(m.loot)
        self.emit(ev.Found, **self.names(f), marker=m.label, loot=m.loot, loot_name=item.name,
                  loot_name_fr=item.name_fr, kept=False, far=True, item_kind=item.kind)
        if item.kind in ("trap", "nothing"):
            m.done, m.loot = True, None
        else:
            m.revealed = True

    def reveal(self, f: Fighter, m: MarkerState) -> None:
        """A search token turned over and picked up (from within 1", or by a skill that picks up)."""
        m.done = True
        lid = m.loot
        m.loot = None
        if lid is None:
            return
        item = self.c.item(lid)
        kept = item.kind not in ("trap", "nothing")
        self.emit(ev.Found, **self.names(f), marker=m.label, loot=lid, loot_name=item.name, loot_name_fr=item.name_fr,
                  kept=kept)
        if item.kind == "trap":
            if item.wounds:
                self.wound_hero(f.st, item.wounds, "trap")
            self.inflict(f, list(item.inflicts))
        elif kept:
            f.st.loot = [*f.st.loot, lid]

    def do_push(self, f: Fighter, action: Any) -> None:
        """Line 74: an enemy unit within 3", Strength test, pushed 2" away."""
        tgt = self.target_unit(action.target)
        if not self.stat_test(f, "strength", "push"):
            return
        me = self.models(f)[0]
        start = self.models(tgt)[0]
        for m in self.models(tgt):
            dx, dy = m.x - me.x, m.y - me.y
            d = math.hypot(dx, dy) or 1.0
            for step in (2.0, 1.5, 1.0, 0.5):
                nx, ny = m.x + dx / d * self.inches(step), m.y + dy / d * self.inches(step)
                if self.nav(m.base).clear((m.x, m.y), (nx, ny)) and self.spot_ok(m.moved_to(nx, ny), {m.id}, [], True):
                    self.set_pos(tgt, m.id, nx, ny)
                    drop = self.table.elevation(m) - self.table.elevation(m.moved_to(nx, ny))
                    if drop >= self.inches(2) - TOLERANCE and not self.has_rule(tgt, "Flying"):
                        self.fall(tgt, m.id, drop)  # line 179: "tombe ou est poussée d'une position élevée"
                    break
        if not self.models(tgt):
            self.unit_destroyed(tgt.st)
            return
        end = self.models(tgt)[0]
        self.emit(ev.Moved, **self.names(tgt), how="push", inches=2.0, to=self.where(tgt))
        self.mark("push", tgt, start=(start.x, start.y), end=(end.x, end.y))

    def do_hurry(self, f: Fighter, action: Any) -> None:
        """Line 75: up to D3" on a Dexterity test."""
        if not self.stat_test(f, "dexterity", "hurry"):
            return
        reach = d3(self.s)
        goal, _exact, short = self.goal_of(action, f)
        m = self.models(f)[0]
        path = self.nav(m.base).path((m.x, m.y), goal)
        if not path:
            return
        total = length((m.x, m.y), path) - short
        way = walk((m.x, m.y), path, min(self.inches(reach), max(0.0, total)))
        for i in range(len(way), 0, -1):
            cut = way[:i]
            if self.spot_ok(m.moved_to(*cut[-1]), {m.id}, self.enemies_of(f), False):
                f.st.x, f.st.y = cut[-1]
                self.emit(ev.Moved, **self.names(f), how="hurry", inches=round(length((m.x, m.y), cut) / self.k, 1),
                          to=self.cell(*cut[-1]))
                self.mark("move", f, start=(m.x, m.y), end=cut[-1])
                danger = self.dangerous_pieces(m, cut)
                if danger:  # line 85: "les figurines se déplaçant à travers un Terrain Dangereux"
                    self.dangerous_roll(f, [m.id], danger)
                self.check_escape(f.st)
                break

    def do_revive(self, f: Fighter, action: Any) -> None:
        self.revive(f, self.find(action.hero), 2)

    def revive(self, f: Fighter, other: Fighter, cost: int) -> None:
        """Line 53: another hero within 3", a skill action and 2 power (a skill may cost less): 3 wounds
        restored."""
        self.spend(f.st, cost, "revive")
        other.st.unconscious = False
        other.st.wounds = max(0, other.prof.tough - 3)
        self.emit(ev.Revived, **self.names(other), by=f.label)

    def do_interact(self, f: Fighter, action: Any) -> None:
        m = self.marker(action.marker)
        if m.kind == "relic":
            m.done = True
            f.st.carrying = True
            self.emit(ev.ObjectiveProgress, **self.names(f), what="relic_taken", marker=m.label)
        elif self.stat_test(f, "will", "clue"):
            m.done = True
            self.emit(ev.ObjectiveProgress, **self.names(f), what="clue", marker=m.label)

    def do_drink(self, f: Fighter, action: Any) -> None:
        item = self.c.item(action.loot)
        loot = list(f.st.loot)
        loot.remove(action.loot)
        f.st.loot = loot
        self.heal(f, item.heal, item.power)
        self.cure(f, list(item.cures))

    def heal(self, f: Fighter, wounds: int, power: int = 0) -> None:
        h = f.st
        healed = min(wounds, h.wounds)
        h.wounds -= healed
        gained = min(power, f.prof.power - h.power)
        h.power += gained
        if healed or gained:
            self.emit(ev.Healed, **self.names(f), wounds=healed, power=gained)

    def do_ambush(self, f: Fighter, action: Any) -> None:
        """Line 105 (Ambush): set aside before deployment; at the start of any round after the first, deployed
        anywhere more than 9" from enemy units. Either happens before any hero activates that round."""
        self.check_ambush(f, action)
        h = f.st
        if action.to is None:
            h.ambushing = True
            self.s.acted.append(h.id)  # off the table for the first round
            self.emit(ev.HeroAmbush, **self.names(f))
            self.skip_idle_heroes()
            return
        h.x, h.y = action.to
        h.ambushing = False
        self.emit(ev.HeroAmbush, **self.names(f), to=self.cell(h.x, h.y))

    def check_ambush(self, f: Fighter, action: Any) -> None:
        s, h = self.s, f.st
        if not self.has_rule(f, "Ambush"):
            raise RuleError("aofq_no_ambush", f"{f.name} does not have Ambush.")
        if s.active is not None or s.acted:
            raise RuleError("aofq_ambush_start", "Ambush is played at the start of a round, before any hero activates.")
        if action.to is None:
            if h.ambushing:
                raise RuleError("aofq_ambush_where", "Say where your hero comes on: a grid cell like K12.")
            if s.round != 1:
                raise RuleError("aofq_aside_first", "A hero is set aside before deployment: at the start of round 1 only.")
            return
        if not h.ambushing:
            raise RuleError("aofq_not_aside", f"{f.name} is on the table: only a hero set aside in ambush comes on.")
        if s.round == 1:
            raise RuleError("aofq_ambush_later", "A hero set aside comes on at the start of a round after the first.")
        x, y = action.to
        if not (0 <= x <= s.size and 0 <= y <= s.size):
            raise RuleError("aofq_off_table", "That place is off the table.")
        spot = Model(h.id, x, y, f.prof.base)
        if not self.spot_ok(spot, {h.id}, [], False):
            raise RuleError("aofq_spot_taken", "That spot is taken, or in terrain nobody can stand in.",
                            cell=self.cell(x, y))
        near = next((u for u in self.live_units()
                     if any(distance(spot, m) <= self.inches(9) + TOLERANCE for m in self.models(self.fighter_unit(u)))),
                    None)
        if near is not None:
            raise RuleError("aofq_ambush_near", f"{self.cell(x, y)} is within 9\" of {near.label}: come on more than "
                            "9\" from every enemy.", cell=self.cell(x, y), target=near.label)

    def do_skill(self, f: Fighter, action: Any) -> None:
        from .skills import use_skill

        use_skill(self, f, action)

    def do_cast(self, f: Fighter, action: Any) -> None:
        from .skills import cast_spell

        cast_spell(self, f, action)


def _seg_point_distance(a: tuple[float, float], b: tuple[float, float], p: tuple[float, float]) -> float:
    ax, ay = a
    bx, by = b
    px, py = p
    dx, dy = bx - ax, by - ay
    if dx == 0 and dy == 0:
        return math.hypot(px - ax, py - ay)
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))

