"""What a seat may know of an Age of Fantasy: Quest game, as a plain dict (docs/aofq-view.md).

Everything on the table is public; hidden are the loot under search tokens not turned over yet, the waves and
ambushers still to come, and the loot pool's order."""
from __future__ import annotations

from typing import Any

from .content import Content
from .game import CELLS, COLUMNS, Game, hero_label, unit_cell, upgrades_for
from .state import GameState

_KINDS = ("blocking", "cover", "difficult", "dangerous")


def _marker_names(m: Any, content: Content) -> dict[str, str]:
    """A marker's names; a search token turned over from afar adds the find lying on it (public now)."""
    if not (m.revealed and m.loot):
        return {"name": m.name, "name_fr": m.name_fr}
    item = content.item(m.loot)
    return {"name": item.name, "name_fr": item.name_fr}


def build_view(state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
    g = Game(state, content)
    s = state
    k = s.size / 48.0
    mission = s.mission
    terrain = _terrain(g, content)
    heroes = {}
    for hid in s.order:
        h = s.heroes[hid]
        prof = g.hero(hid)
        heroes[hid] = {
            "id": hid, "name": prof.name, "name_fr": prof.name_fr, "label": hero_label(prof), "gender_fr": prof.gender_fr,
            "x": round(h.x, 3), "y": round(h.y, 3), "base": prof.base, "wounds": h.wounds, "tough": prof.tough,
            "power": h.power, "max_power": prof.power, "conditions": list(h.conditions), "shaken": h.shaken,
            "fatigued": h.fatigued, "unconscious": h.unconscious, "escaped": h.escaped, "ambushing": h.ambushing,
            "carrying": h.carrying,
            "actions_left": (0 if h.actions else 1) if s.active == hid else 1,
            "skill_left": (not h.skills) if s.active == hid else True,
            # one more action of either kind for 2 power (line 29), while the activation goes on
            "extra_left": not h.extra and not h.rested if s.active == hid else True,
            "spell_tokens": h.spell_tokens, "loot": list(h.loot), "used_limited": list(h.used_limited),
            "quality": prof.quality, "defense": prof.defense,
            "strength": prof.strength, "dexterity": prof.dexterity, "will": prof.will,
            "rules": [str(r) for r in prof.rules], "rules_fr": [r.french() for r in prof.rules],
            "xp": h.xp, "upgrades": upgrades_for(h.xp),
            # what the heroes' own skills and spells give them, with the round it lasts to (guard: to the
            # hero's next activation); a Fear mark lasts only until its morale test and is not shown
            "effects": {k: v for k, v in sorted(h.effects.items()) if k in HERO_EFFECTS},
        }
    units = []
    for u in s.units:
        if not u.models:
            continue
        prof = content.unit(u.profile)
        units.append({
            "id": u.id, "label": u.label, "name": prof.name, "name_fr": prof.name_fr, "gender_fr": prof.gender_fr,
            "cell": unit_cell([(m.x, m.y) for m in u.models], s.size),  # where messages say the unit is
            "shaken": u.shaken,
            "fatigued": u.fatigued, "villain": prof.is_villain, "conditions": list(u.conditions),
            # what the heroes' skills and spells left on it, with the round it lasts to (a stunned model: one)
            "effects": {("stunned_model" if k.startswith("stunned:") else k): v for k, v in sorted(u.effects.items())
                        if k.split(":")[0] in ("pinned", "snared", "stunned", "hexed")},
            "size": prof.models, "quality": prof.quality, "defense": prof.defense,
            "models": [{"id": m.id, "x": round(m.x, 3), "y": round(m.y, 3), "base": prof.base, "wounds": m.wounds,
                        "tough": prof.tough} for m in u.models],
        })
    markers = [{"id": m.id, "label": m.label, "kind": m.kind, "x": round(m.x, 3), "y": round(m.y, 3),
                **_marker_names(m, content), "done": m.done, "revealed": m.revealed} for m in s.markers
               if not (m.kind == "relic" and m.done)
               and not (m.kind == "ai_objective" and any(o.label == m.label and o.kind != "ai_objective"
                                                         for o in s.markers))]
    zones = [{"kind": "deploy", "rect": list(mission.deploy)}]
    if mission.exit is not None:
        zones.append({"kind": "exit", "rect": list(mission.exit)})
    ranges = None
    if s.active is not None and s.result is None:
        f = g.fighter_hero(s.active)
        h = s.heroes[s.active]
        def left(how: str) -> float:
            reach = g.inches(g.move_limit(f, how))
            return max(0.0, min(reach, g.inches(6) - h.moved)) if h.difficult else reach

        shoot = max((w.range for w in g.weapons_of(f, melee=False)), default=0)
        ranges = {"hero": s.active, "x": round(h.x, 3), "y": round(h.y, 3), "advance": round(left("advance"), 2),
                  "rush": round(left("rush"), 2), "charge": round(left("charge"), 2),
                  "shoot": round(g.inches(shoot), 2)}
    goal = _goal(state)
    return {
        "ruleset": "aofq", "size": s.size, "scale": k,
        "grid": {"cell": s.size / CELLS, "columns": COLUMNS, "rows": CELLS},
        "round": s.round, "rounds": mission.rounds, "phase": s.phase, "active": s.active,
        "order": list(s.order), "acted": list(s.acted),
        "mission": {"id": mission.id, "name": mission.name, "name_fr": mission.name_fr, "text": mission.text,
                    "text_fr": mission.text_fr, "objective": mission.objective, "difficulty": mission.difficulty,
                    "goal": goal[0], "goal_fr": goal[1]},
        "quest": {"name": mission.name, "name_fr": mission.name_fr},
        "terrain": terrain, "zones": zones, "heroes": heroes, "units": units, "markers": markers,
        "ranges": ranges,
        "marks": [{"kind": m.kind, "who": m.who, "target": m.target, "from": list(m.start), "to": list(m.end)}
                  for m in s.marks],
        "waves_to_come": bool(s.arrivals),
        "result": s.result, "result_reason": s.result_reason,
        "prompt": s.pending.prompt.model_dump() if s.pending is not None and (seat is None or seat == s.pending.seat)
        else None,
    }


HERO_EFFECTS = ("guard", "steady", "tempered", "ward")


def _goal(s: GameState) -> tuple[str, str]:
    m = s.mission
    last = m.rounds
    return {
        "sweep": (f"Destroy every enemy unit by the end of round {last}.",
                  f"Détruire toutes les unités ennemies avant la fin du round {last}."),
        "defend": (f"Hold the objective until the end of round {last}: no enemy near it without a hero.",
                   f"Tenir l'objectif jusqu'à la fin du round {last} : aucun ennemi près de lui sans un héros."),
        "retrieve": (f"Take the relic (R) and bring it back to the deployment zone by round {last}.",
                     f"Prendre la relique (R) et la rapporter dans la zone de déploiement avant le round {last}."),
        "investigate": (f"Examine every clue (C) by the end of round {last}.",
                        f"Examiner chaque indice (C) avant la fin du round {last}."),
        "escape": (f"Every standing hero leaves through the exit (X) by round {last}.",
                   f"Chaque héros debout sort par la sortie (X) avant le round {last}."),
    }[m.objective]


_TERRAIN: dict[tuple[str, float], list[dict[str, Any]]] = {}


def _terrain(g: Game, content: Content) -> list[dict[str, Any]]:
    """The terrain as the view gives it: the same for every view of a table, so built once per table."""
    key = (g.s.mission.terrain_set, g.s.size)
    got = _TERRAIN.get(key)
    if got is None:
        terrain: list[dict[str, Any]] = []
        for piece in g.table.terrain:
            template_id = piece.id.split("_", 1)[1]
            template = content.template(template_id)
            terrain.append({"id": piece.id, "name": template.name, "name_fr": template.name_fr,
                            "kinds": [kind for kind in _KINDS if getattr(piece, kind)], "height": round(piece.height, 2),
                            "points": [[round(x, 3), round(y, 3)] for x, y in list(piece.footprint.exterior.coords)[:-1]]})
        got = _TERRAIN[key] = terrain
    return [dict(t) for t in got]
