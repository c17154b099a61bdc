"""What one seat may know of a HeroQuest game, as plain JSON.

The only door to the state for renderers, narration and autocomplete. It holds nothing Zargon
hides: no unrevealed monster or furniture, no hidden trap, no secret door before it is found (its
edge is drawn as wall), no treasure deck order. HeroQuest inventories are public, so every hero's
items are shown to everyone.
"""
from __future__ import annotations

from typing import Any

from ...core.board import Board
from .base import nm, sq
from .content import Content
from .game import Game
from .state import GameState

_WALLS: dict[tuple[int, frozenset[str]], list[tuple[int, int, int, int]]] = {}


def walls_of(board: Board, known_doors: frozenset[str]) -> list[tuple[int, int, int, int]]:
    """Wall segments between grid corners (x1, y1, x2, y2); every door edge the heroes do not know
    of (a secret door, a door not yet seen) is drawn as wall."""
    key = (id(board), known_doors)
    got = _WALLS.get(key)
    if got is not None:
        return got
    known_edges = {board.doors[d].edge for d in known_doors}
    walls = []
    for (x, y), area in sorted(board.area_of.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        for nx, ny, seg in ((x + 1, y, (x + 1, y, x + 1, y + 1)), (x, y + 1, (x, y + 1, x + 1, y + 1))):
            other = board.area_of.get((nx, ny))
            if other == area:
                continue
            if other is not None and board.door_between((x, y), (nx, ny)) is not None:
                door_id = board.door_between((x, y), (nx, ny))
                if board.doors[door_id].edge in known_edges:  # type: ignore[index]
                    continue
            walls.append(seg)
        if (x - 1, y) not in board.area_of:
            walls.append((x, y, x, y + 1))
        if (x, y - 1) not in board.area_of:
            walls.append((x, y, x + 1, y))
    if len(_WALLS) > 2000:
        _WALLS.clear()
    _WALLS[key] = walls
    return walls


def build_view(state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
    g = Game(state, content)
    s = state
    board = g.board
    visible = g.visible_squares()
    known = frozenset(s.known_doors)
    features: list[dict[str, Any]] = []
    stairs = sorted(g.stairs, key=lambda x: (x[1], x[0]))
    if any(x in visible for x in stairs):
        features.append({"room": board.area_of[stairs[0]], "kind": "stairs", "name": "Stairway",
                         "name_fr": "Escalier", "squares": [nm(x) for x in stairs]})
    trapped_known = {t.furniture for t in s.traps.values() if t.furniture and t.status == "known"}
    for f in g.q.furniture:
        if f.id not in s.furniture_seen:
            continue
        kind = content.furniture_kinds[f.kind]
        features.append({"room": g.furniture_room[f.id], "kind": "furniture", "furniture": f.kind, "id": f.id,
                         "name": kind.name, "name_fr": kind.name_fr, "squares": list(f.squares),
                         "trapped": f.id in trapped_known})
    for b in s.blocked_seen:
        features.append({"room": board.area_of[sq(b)], "kind": "blocked", "name": "Blocked", "name_fr": "Obstrué",
                         "squares": [b], "fallen": b in s.fallen})
    traps = []
    for t in sorted(s.traps.values(), key=lambda t: t.id):
        if not t.square or t.status in ("hidden", "gone"):
            continue
        if t.kind == "block" and t.status == "sprung":
            continue  # shown as a blocked square
        name, name_fr, color = TRAP_NAMES[t.kind]
        traps.append({"id": t.id, "label": TRAP_LABELS[t.kind], "square": t.square, "kind": t.kind,
                      "name": name if t.status == "known" else "Open pit",
                      "name_fr": name_fr if t.status == "known" else "Oubliette ouverte",
                      "status": t.status, "color": color})
    figures = []
    active = s.turn.hero if s.turn and s.result is None else None  # nobody acts once the quest is over
    for hid in s.order:
        h = s.heroes[hid]
        if h.pos is None:
            continue
        hdef = content.heroes[hid]
        figures.append({
            "id": hid, "label": h.label, "label_fr": hdef.label_fr or h.label, "kind": "hero", "name": hdef.name,
            "name_fr": hdef.name_fr,
            "squares": [h.pos], "health": g.max_body(h), "damage": g.max_body(h) - h.body, "armor": 0,
            "body": h.body, "mind": h.mind, "max_mind": g.max_mind(h), "owner": hid, "color": hdef.color,
            "active": hid == active, "in_pit": g.in_pit(h.pos), "attack": g.best_attack(h),
            "defend": g.hero_defend(h),
        })
    for m in sorted(s.monsters.values(), key=lambda m: m.label):
        if not m.revealed:
            continue
        mdef = content.monsters[m.kind]
        figures.append({
            "id": m.label, "label": m.label, "kind": "monster", "monster": m.kind,
            "name": g.monster_name(m), "name_fr": g.monster_name_fr(m), "squares": [m.pos],
            "health": m.max_body, "damage": m.max_body - m.body, "armor": 0, "body": m.body,
            "owner": None, "color": mdef.color, "active": False, "in_pit": g.in_pit(m.pos),
            "move": m.move, "attack": m.attack, "defend": m.defend, "mind": m.mind,
            "asleep": m.skip_turns > 0, "caster": bool(m.spells), "undead": mdef.undead,
        })
    heroes = {}
    for hid in s.order:
        h = s.heroes[hid]
        hdef = content.heroes[hid]
        turn = s.turn if s.turn and s.turn.hero == hid else None
        heroes[hid] = {
            "name": hdef.name, "name_fr": hdef.name_fr, "label": h.label, "label_fr": hdef.label_fr or h.label,
            "square": h.pos,
            "body": h.body, "max_body": g.max_body(h), "mind": h.mind, "max_mind": g.max_mind(h),
            "attack": g.best_attack(h), "defend": g.hero_defend(h), "gold": h.gold,
            "wielding": h.wielding, "armor_worn": g.armor_worn(h),
            "inventory": [_item(content, i, h.items.count(i)) for i in dict.fromkeys(h.items)],
            "spells": [{"id": sp, "name": content.spells[sp].name, "name_fr": content.spells[sp].name_fr,
                        "element": content.spells[sp].element, "target": content.spells[sp].target,
                        "text": content.spells[sp].text, "text_fr": content.spells[sp].text_fr} for sp in h.spells],
            "spells_left": len(h.spells), "elements": list(h.elements),
            "dead": h.dead, "escaped": h.escaped, "left_early": h.left_early, "in_pit": g.in_pit(h.pos),
            "on_stairs": h.pos is not None and sq(h.pos) in g.stairs, "skip_turns": h.skip_turns,
            "bonuses": {"attack": h.attack_bonus, "defend": h.defend_bonus, "move_dice": h.move_bonus_dice},
            "searched": list(h.searched),
            "move_roll": turn.roll if turn else None, "move_dice": list(turn.dice) if turn else [],
            "move_left": (0 if turn.move_over or (turn.acted and turn.moved) else turn.left) if turn and
            turn.roll is not None else None,
            "can_move": bool(turn and not turn.move_over and not (turn.acted and turn.moved)
                             and (turn.roll is None or turn.left > 0)),
            "acted": bool(turn and turn.acted), "ready": hid in s.ready,
        }
    prompt = None
    if s.pending is not None:
        p = s.pending.prompt
        prompt = {"seat": p.seat, "kind": p.kind, "text": p.text, "default": p.default,
                  "options": [o.model_dump() for o in p.options]}
    q = g.q
    door_list = []
    # doors are numbered as the heroes come to know them (the list only grows, so a door keeps its
    # number): the map's own numbering would skip the doors not seen yet, and so tell of them
    for number, door_id in enumerate(s.known_doors, 1):
        d = board.doors[door_id]
        door_list.append({"id": door_id, "name": str(number), "a": nm(d.a), "b": nm(d.b),
                          "open": door_id in s.open_doors,
                          "secret": door_id in g.secret})
    areas = {a: [nm(x) for x in squares] for a, squares in board.area_squares.items()}
    return {
        "ruleset": "heroquest", "seat": seat, "round": s.round, "phase": s.phase, "active": active,
        "order": list(s.order), "result": s.result, "result_reason": s.result_reason,
        "board": {
            "width": board.width, "height": board.height, "walls": walls_of(board, known), "areas": areas,
            "revealed": sorted(s.revealed),
            "visible_squares": sorted((nm(x) for x in visible), key=lambda n: (sq(n)[1], sq(n)[0])),
            "doors": door_list, "features": features,
            "searched_secret_doors": list(s.door_searched), "searched_traps": list(s.trap_searched), "shadows": [], "traps": traps,
            "stairs": [nm(x) for x in stairs] if any(x in visible for x in stairs) else [],
        },
        "figures": figures,
        "marks": [_mark_view(s, m) for m in s.marks],
        "heroes": heroes,
        "quest": {
            "id": q.id, "number": q.number, "name": q.name, "name_fr": q.name_fr, "intro": q.intro,
            "intro_fr": q.intro_fr, "goal": q.goal.text, "goal_fr": q.goal.text_fr, "goal_done": s.goal_done,
            "leave": q.goal.leave, "max_rounds": s.max_rounds, **_goal_marks(g, board),
            "rounds_left": None if s.max_rounds is None else max(0, s.max_rounds - s.round + 1),
            "notes": [_note(g, k) for k in s.notes_read],
        },
        "treasure_cards_left": len(s.treasure_deck),
        "prompt": prompt,
    }


def _goal_marks(g: Game, board: Board) -> dict[str, Any]:
    """Where the goal stands on the board, as far as the heroes know: the goal monsters in sight
    (by label), and the revealed room whose special treasure is the goal item, until it is found."""
    s, goal = g.s, g.q.goal
    figures = sorted(m.label for m in s.monsters.values() if m.id in goal.monsters and m.revealed)
    rooms = []
    if goal.kind == "find" and not s.goal_done:
        rooms = [tr.room for tr in g.q.treasures if goal.item in tr.items and tr.room in s.revealed
                 and tr.room not in s.specials_taken]
    return {"goal_kind": goal.kind, "goal_figures": figures, "goal_rooms": rooms}


def _mark_view(s: GameState, mark: Any) -> dict[str, Any]:
    """A mark as the picture draws it: whose arrow it is and, for an attack, whether its target fell."""
    out = mark.model_dump()
    out["side"] = "heroes" if mark.figure in s.heroes else "enemies"
    if mark.kind == "attack" and mark.target:
        hero = s.heroes.get(mark.target)
        # a hero gone up the stairway since is off the board too, but did not fall
        out["fallen"] = hero is not None and hero.dead
    return out


def _item(content: Content, item_id: str, count: int) -> dict[str, Any]:
    it = content.items[item_id]
    return {"id": it.id, "name": it.name, "name_fr": it.name_fr, "kind": it.kind, "count": count,
            "text": it.text, "text_fr": it.text_fr, "attack": it.attack, "reach": list(it.reach),
            "defend": it.defend, "price": it.price}


def _note(g: Game, key: str) -> dict[str, str]:
    kind, _, where = key.partition(":")
    for n in g.q.notes:
        if (kind == "room" and n.room == where) or (kind == "square" and n.square == where):
            return {"text": n.text, "text_fr": n.text_fr}
    return {"text": "", "text_fr": ""}


TRAP_NAMES = {
    "pit": ("Pit trap", "Oubliette", "#7a4a1d"),
    "block": ("Falling block", "Piège à éboulement", "#8c8c8c"),
    "spear": ("Spear trap", "Piège à lance", "#b03a2e"),
}
TRAP_LABELS = {"pit": "P", "block": "B", "spear": "L"}
