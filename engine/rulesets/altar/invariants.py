"""Invariants every Altar Quest state must keep; checked after every step by tests and simulations."""
from __future__ import annotations

from collections import Counter

from .base import sq
from .game import Game

FAMILY = {
    "minion": "threat", "trap": "threat", "event": "threat", "villain": "villain", "villain_event": "villain",
    "villain_ongoing": "villain", "quest_rules": "quest", "quest": "quest", "feature": "feature",
    "search": "search", "lurker": "lurker", "rival": "lurker", "altar": "altar",
}


_FAMILIES: dict[int, tuple[object, dict[str, str]]] = {}


def card_family(g: Game, card_id: str) -> str:
    cached = _FAMILIES.get(id(g.c))
    families = cached[1] if cached is not None and cached[0] is g.c else None
    if families is None:
        families = {cid: FAMILY[c.kind] for cid, c in g.c.cards.items() if c.kind in FAMILY}
        for hid, hdef in g.c.heroes.items():
            for c in hdef.cards:
                families[c.id] = f"hero:{hid}"
            if hdef.ally:
                families[hdef.ally] = f"hero:{hid}"
        _FAMILIES[id(g.c)] = (g.c, families)  # holding the content keeps its id from being reused
    return families.get(card_id, "other")


def expected_counts(g: Game) -> Counter:
    s, c = g.s, g.c
    out: Counter = Counter()
    for hid in s.order:
        hdef = c.heroes[hid]
        out[f"hero:{hid}"] = len(hdef.deck) + len(hdef.equipment) + (1 if hdef.ally else 0)
    out["threat"] = sum(card.copies for card in c.threat_decks[s.threat_deck].cards)
    # the scheme, and once flipped the villain too (the scheme then lies out of the game)
    out["villain"] = sum(card.copies for card in c.villains[s.villain_deck].cards) + 1 + (1 if s.villain_spawned else 0)
    out["quest"] = sum(card.copies for card in c.quests[s.quest].cards) + 1
    out["feature"] = min(7, sum(1 for f in c.features if f.id != "altar_found")) + 1
    out["search"] = sum(card.copies for card in c.search)
    out["lurker"] = sum(card.copies for card in c.lurkers) + (1 if any(
        x == r.id for r in c.rivals for x in _all_cards(g)) else 0)
    out["altar"] = 1
    return out


def _all_cards(g: Game) -> list[str]:
    s = g.s
    cards: list[str] = []
    for d in s.decks.values():
        cards += d.cards + d.discard
    for h in s.heroes.values():
        cards += h.deck.cards + h.deck.discard + h.hand
    cards += [i.card for i in s.insts.values()]
    cards += s.removed
    return cards


def check(g: Game) -> list[str]:
    """Every broken invariant, as a sentence; an empty list when the state is sound."""
    s = g.s
    problems: list[str] = []
    taken: dict = {}
    traps = {sq(t.pos) for t in s.traps.values()}
    stairs = sq(g.c.board_def.rooms[s.stairs_room].feature[0]) if s.stairs_room in g.c.board_def.rooms else None
    for f in s.figures.values():
        for x in g.fig_squares(f):
            if x not in g.board.area_of:
                problems.append(f"{f.id} stands off the board at {x}")
            # only heroes share a space, and only the stairs they started on (no move ends on a
            # figure, so nobody joins them there)
            if x in taken and not (x == stairs and f.kind == "hero" and s.figures[taken[x]].kind == "hero"):
                problems.append(f"{f.id} and {taken[x]} share {x}")
            taken[x] = f.id
            if x in traps:
                problems.append(f"{f.id} stands on a trap at {x}")
        if not 0 <= f.damage < g.health(f):
            problems.append(f"{f.id} has damage {f.damage} of {g.health(f)}")
        if f.armor < 0 or f.threat_tokens < 0:
            problems.append(f"{f.id} has negative tokens")
    if len(traps) != len(s.traps):
        problems.append("two traps share a space")
    for h in s.heroes.values():
        if not 0 <= h.focus <= 5:
            problems.append(f"{h.id} has focus {h.focus}")
        if not 0 <= h.actions_left <= 3:
            problems.append(f"{h.id} has {h.actions_left} actions")
    if s.supply < 0:
        problems.append(f"supply is {s.supply}")
    got: Counter = Counter(card_family(g, c) for c in _all_cards(g))
    want = expected_counts(g)
    for fam, n in want.items():
        if got[fam] != n:
            problems.append(f"{fam}: {got[fam]} cards in play and decks, expected {n}")
    for iid, inst in s.insts.items():
        places = sum(iid in h.threat for h in s.heroes.values()) + sum(iid in h.play for h in s.heroes.values())
        places += (iid in s.quest_area) + (iid in s.villain_area) + (inst.attached_to is not None)
        places += iid in (s.altar_inst,) and iid not in s.quest_area
        if places != 1 and not (iid == s.altar_inst):
            problems.append(f"card {iid} ({inst.card}) is in {places} places")
    if s.result is None and s.round > 200:
        problems.append("the game runs past 200 rounds")
    return problems
