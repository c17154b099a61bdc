"""Invariants every HeroQuest state must keep; checked after every step by tests and simulations."""
from __future__ import annotations

from .base import sq
from .game import Game


def check(g: Game) -> list[str]:
    """Every broken invariant, as a sentence; an empty list when the state is sound."""
    s = g.s
    problems: list[str] = []
    taken: dict = {}
    blocked = g.blocked()
    for h in s.heroes.values():
        if h.pos is None:
            if not (h.dead or h.escaped):
                problems.append(f"{h.id} is off the board but neither dead nor gone")
            continue
        if h.dead or h.escaped:
            problems.append(f"{h.id} is dead or gone but still on the board")
        x = sq(h.pos)
        if x not in g.board.area_of:
            problems.append(f"{h.id} stands off the board")
        if x in g.furniture_at:
            problems.append(f"{h.id} stands on furniture at {h.pos}")
        if x in blocked and not (s.block_choice and s.block_choice.get("hero") == h.id) and not (
                s.pending and s.pending.kind == "block" and s.pending.hero == h.id):
            problems.append(f"{h.id} stands on a blocked square {h.pos}")
        if x in taken and not (x in g.stairs or g.open_pit(x)):
            problems.append(f"{h.id} and {taken[x]} share {h.pos}")
        taken.setdefault(x, h.id)
        if not 0 <= h.body <= g.max_body(h):
            problems.append(f"{h.id} has body {h.body} of {g.max_body(h)}")
        if h.body == 0 and h.id not in s.dying:
            problems.append(f"{h.id} stands at 0 body without a potion prompt")
        if not 0 <= h.mind <= g.max_mind(h):
            problems.append(f"{h.id} has mind {h.mind}")
        if h.gold < 0:
            problems.append(f"{h.id} has negative gold")
    for m in s.monsters.values():
        x = sq(m.pos)
        if x not in g.board.area_of or x in g.furniture_at or x in blocked:
            problems.append(f"monster {m.id} stands on an impossible square {m.pos}")
        if x in taken:
            problems.append(f"monster {m.id} and {taken[x]} share {m.pos}")
        taken[x] = m.id
        if not 0 < m.body <= m.max_body:
            problems.append(f"monster {m.id} has body {m.body}")
        if m.revealed and not m.label:
            problems.append(f"monster {m.id} is revealed without a label")
    labels = [m.label for m in s.monsters.values() if m.revealed]
    if len(labels) != len(set(labels)):
        problems.append("two revealed monsters share a label")
    for d in s.open_doors:
        if d not in s.known_doors:
            problems.append(f"door {d} is open but unknown")
    if s.result is None:
        if s.phase == "hero" and s.turn is None and s.pending is None:
            problems.append("no hero has the turn")
        if s.turn is not None and s.heroes[s.turn.hero].pos is None and s.pending is None and not s.dying:
            problems.append("the turn belongs to a hero off the board")
        if s.turn is not None and s.turn.left < 0:
            problems.append("negative movement left")
    if s.max_rounds is not None and s.round > s.max_rounds:
        problems.append("the quest runs past its last round")
    return problems
