"""What one seat may know of an Altar Quest game, as plain JSON.

This is the only door to the state for renderers, narration and autocomplete: no deck order, no
other hero's hand, nothing of unrevealed rooms.
"""
from __future__ import annotations

from typing import Any

from ...core.board import Board
from .base import hero_letter, nm, sq
from .content import Content
from .game import Game
from .state import GameState

_STATIC: dict[int, tuple[Board, dict[str, Any]]] = {}


def static_board(board: Board) -> dict[str, Any]:
    """Walls as segments between grid corners (x1, y1, x2, y2), computed once per map."""
    cached = _STATIC.get(board.uid)
    if cached is not None:
        return cached[1]
    walls = []
    for (x, y), area in board.area_of.items():
        for nx, ny, seg in ((x + 1, y, (x + 1, y, x + 1, y + 1)), (x, y + 1, (x, y + 1, x + 1, y + 1))):
            other = board.area_of.get((nx, ny))
            if other == area and (((x, y), (nx, ny)) not in board.extra_walls):
                continue
            if board.door_between((x, y), (nx, ny)):
                continue
            walls.append(seg)
        if (x - 1, y) not in board.area_of:
            walls.append((x, y, x, y + 1))
        if (x, y - 1) not in board.area_of:
            walls.append((x, y, x + 1, y))
    areas = {a: [nm(s) for s in sqs] for a, sqs in board.area_squares.items()}
    out = {"width": board.width, "height": board.height, "walls": walls, "areas": areas}
    _STATIC[board.uid] = (board, out)
    return out


def card_public(g: Game, iid: str) -> dict[str, Any]:
    inst = g.s.insts[iid]
    card = g.card(inst.card)
    return {
        "iid": iid, "card": card.id, "name": card.name, "name_fr": card.name_fr, "text": card.text,
        "text_fr": card.text_fr, "kind": card.kind, "traits": card.traits, "exhausted": inst.exhausted,
        "progress": inst.progress, "threshold": g.pv(card.threshold) if card.threshold is not None else None,
        "quest_tokens": inst.quest_tokens, "search_tokens": inst.search_tokens, "attached_to": inst.attached_to,
        "figure": inst.figure, "room": inst.room,
        "abilities": sorted({a.kind for a in card.abilities}), "objective": card.objective,
    }


def build_view(state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
    g = Game(state, content)
    s = state
    board = content.board
    static = static_board(board)
    revealed = set(s.revealed)
    features = []
    for room in s.revealed:
        if room == s.stairs_room:
            features.append({"room": room, "kind": "stairs", "name": "Stairs", "name_fr": "Escalier",
                             "squares": [content.board_def.rooms[room].feature[0]]})
        if s.altar_room == room:
            features.append({"room": room, "kind": "altar", "name": g.inst_card(s.altar_inst).name,
                             "name_fr": g.inst_card(s.altar_inst).name_fr,
                             "squares": [nm(x) for x in g.feature_squares(room)]})
        elif room in s.features and s.features[room] in s.insts:
            card = g.inst_card(s.features[room])
            features.append({"room": room, "kind": "feature", "name": card.name, "name_fr": card.name_fr,
                             "squares": [nm(x) for x in g.feature_squares(room)], "iid": s.features[room]})
    figures = []
    for f in s.figures.values():
        is_hero = f.kind == "hero"
        card = None if is_hero else g.card(f.card)
        figures.append({
            "id": f.id, "label": f.label, "kind": f.kind,
            "name": content.heroes[f.card].name if is_hero else card.name,  # type: ignore[union-attr]
            "name_fr": content.heroes[f.card].name_fr if is_hero else card.name_fr,  # type: ignore[union-attr]
            "squares": [nm(x) for x in g.fig_squares(f)], "health": g.health(f), "damage": f.damage,
            "armor": f.armor, "threat_tokens": f.threat_tokens, "defense": g.defense(f),
            "owner": f.owner if not is_hero else f.card, "color": None if is_hero else card.color,  # type: ignore[union-attr]
            "active": is_hero and f.card == s.active and s.result is None,
            "exhausted": bool(f.inst and f.inst in s.insts and s.insts[f.inst].exhausted),
            "speed": 0 if is_hero else card.speed, "range": None if is_hero else card.range,  # type: ignore[union-attr]
            # an enemy's card is face up once its figure is on the board: what `/rules` reads out
            "card": f.card, "text": "" if is_hero else card.text,  # type: ignore[union-attr]
            "text_fr": "" if is_hero else card.text_fr,  # type: ignore[union-attr]
        })
    traps = []
    for t in s.traps.values():
        card = g.inst_card(t.inst)
        traps.append({"id": t.id, "label": t.label, "square": t.pos, "name": card.name, "name_fr": card.name_fr,
                      "iid": t.inst, "color": card.color})
    heroes = {}
    for hid in s.order:
        h = s.heroes[hid]
        hdef = content.heroes[hid]
        fig = s.figures.get(f"h_{hid}")
        entry: dict[str, Any] = {
            "name": hdef.name, "name_fr": hdef.name_fr, "health": hdef.health, "defense": hdef.defense,
            "damage": fig.damage if fig else hdef.health, "armor": fig.armor if fig else 0,
            "threat_tokens": fig.threat_tokens if fig else 0, "focus": h.focus,
            "attributes": dict(hdef.attributes), "actions_left": h.actions_left if s.active == hid else (
                0 if hid in s.acted else 3),
            "move_left": h.move_left if s.active == hid else 0,
            "hand_count": len(h.hand), "deck_count": len(h.deck.cards), "discard_count": len(h.deck.discard),
            "play": [card_public(g, i) for i in h.play], "threat": [card_public(g, i) for i in h.threat],
            "acted": hid in s.acted, "deeds": dict(h.deeds), "label": fig.label if fig else _set_up_labels(s, content).get(hid, ""),
            "can_mulligan": g.can_mulligan(hid), "supply_mode": h.supply_mode,
        }
        if seat == hid:
            entry["hand"] = [
                {"card": c, "name": content.cards[c].name, "name_fr": content.cards[c].name_fr,
                 "text": content.cards[c].text, "text_fr": content.cards[c].text_fr, "kind": content.cards[c].kind}
                for c in h.hand
            ]
        heroes[hid] = entry
    prompt = None
    if s.pending is not None:
        p = s.pending.prompt
        prompt = {"seat": p.seat, "kind": p.kind, "default": p.default if seat == p.seat else None}
        if seat == p.seat:
            prompt["options"] = [o.model_dump() for o in p.options]
            prompt["text"] = p.text
            # a supply offer: the test it is for, so its option can say it
            prompt["test"] = s.pending.test.model_dump() if s.pending.test is not None else None
    qdef = content.quests[s.quest]
    vdef = content.villains[s.villain_deck]
    return {
        "ruleset": "altar", "seat": seat, "round": s.round, "phase": s.phase, "active": s.active if s.result is None else None,
        "acted": list(s.acted), "order": list(s.order), "result": s.result, "result_reason": s.result_reason,
        "hard": s.hard,
        "board": {
            **static, "revealed": sorted(revealed),
            # only the doors the heroes know, numbered as they came to know them: the map's own
            # numbering (and a door beyond the revealed rooms) would tell of the rooms still hidden
            "doors": [{"id": d, "name": str(number), "a": nm(board.doors[d].a), "b": nm(board.doors[d].b),
                       "open": d in s.open_doors}
                      for number, d in enumerate(g.known_doors(), 1)],
            "features": features,
            "shadows": [content.board_def.rooms[r].shadow for r in s.revealed],
            "traps": traps,
        },
        "figures": figures,
        "marks": [_mark_view(g, m) for m in s.marks],
        "heroes": heroes,
        "supply": s.supply,
        "threat_tokens_rule": content.threat_decks[s.threat_deck].threat_tokens.kind,
        # what this game's threat tokens do, in the threat deck's own words (`/rules topic:threat tokens`)
        "threat_deck": {"name": content.threat_decks[s.threat_deck].name,
                        "name_fr": content.threat_decks[s.threat_deck].name_fr,
                        "tokens": content.threat_decks[s.threat_deck].threat_tokens.text,
                        "tokens_fr": content.threat_decks[s.threat_deck].threat_tokens.text_fr},
        "altar_pool": list(s.altar_pool),
        "quest": {
            "id": qdef.id, "name": qdef.name, "name_fr": qdef.name_fr, "win": qdef.win.model_dump(),
            "objectives_overcome": s.objectives_overcome,
            "clock": {"tokens": s.insts[s.rules_inst].quest_tokens if s.rules_inst in s.insts else 0,
                      "limit": _clock_limit(qdef.rules)},
            "area": [card_public(g, i) for i in s.quest_area],
            "attached": [card_public(g, i) for i, o in s.insts.items() if o.attached_to],
        },
        "villain": {
            "name": vdef.villain.name, "name_fr": vdef.villain.name_fr, "spawned": s.villain_spawned,
            "defeated": s.villain_defeated, "area": [card_public(g, i) for i in s.villain_area],
        },
        "decks": {name: len(d.cards) for name, d in s.decks.items()},
        "discards": {name: len(d.discard) for name, d in s.decks.items()},
        "prompt": prompt,
    }


__all__ = ["build_view", "sq"]


def _mark_view(g: Game, mark: Any) -> dict[str, Any]:
    """A mark as the picture draws it: whose arrow it is ("heroes" for heroes and allies) and, for an
    attack, whether its target fell."""
    out = mark.model_dump()
    fig = g.s.figures.get(mark.figure)
    if fig is not None:
        out["side"] = "heroes" if fig.kind in ("hero", "ally") else "enemies"
    else:  # gone since: heroes' and allies' figure ids are h_<hero> and a_<card>
        out["side"] = "heroes" if mark.figure.startswith(("h_", "a_")) else "enemies"
    if mark.kind == "attack" and mark.target:
        target = g.s.figures.get(mark.target)
        out["fallen"] = target is None or g.health(target) - target.damage <= 0
    return out


def _set_up_labels(s: Any, content: Any) -> dict[str, str]:
    """The letter each hero's figure was given at the set-up (`Game.hero_label`, in seat order): a fallen
    hero, whose figure is gone, keeps it in the legend."""
    out: dict[str, str] = {}
    for hid in s.order:
        out[hid] = hero_letter(content.heroes[hid].name, set(out.values()))
    return out


def _clock_limit(rules: Any) -> int | None:
    """The quest tokens on the rules card at which the quest is lost, read from its steps (an `if
    quest_tokens_at_least N` that loses the game); None when the quest has no such clock."""
    def walk(steps: Any) -> int | None:
        for st in steps:
            if st.op == "if" and st.cond == "quest_tokens_at_least" and any(t.op == "lose_game" for t in st.then):
                return int(st.value)
            found = walk(st.then)
            if found is not None:
                return found
        return None
    for ability in rules.abilities:
        found = walk(ability.steps)
        if found is not None:
            return found
    return None
