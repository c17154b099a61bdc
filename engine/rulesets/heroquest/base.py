"""Shared plumbing for one apply(): state, content, events, and HeroQuest's geometry.

Movement is 4-way. Sight is centre to centre (core `line_of_sight`): walls, closed doors, blocked
squares and figures block; a line touching a corner still sees. What the heroes have seen is
recorded in the state (revealed rooms, seen corridor squares, known doors) by `update_vision`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.board import Board, Square, parse_square, square_name
from ...core.errors import RuleError
from ...core.events import GameEvent, made
from .content import Content, ItemDef, QuestDef
from .state import GameState, HeroState, Monster, Trap

_SQ: dict[str, Square] = {}
_NM: dict[Square, str] = {}
# sight through walls, doors and blocked squares only: a pure function of the board, the open doors
# and the blocked squares, shared across states
_STATIC_SIGHT: dict[tuple, frozenset[Square]] = {}
_WIDE_SIGHT: dict[tuple, list[Square]] = {}  # the same with every door open (see `wide_sight`)
_QUEST_STATIC: dict[tuple[int, str], dict[str, Any]] = {}


def sq(name: str) -> Square:
    got = _SQ.get(name)
    if got is None:
        parsed = parse_square(name)
        if parsed is None:
            raise RuleError("bad_square", f"{name!r} is not a square name (use a letter then a number, like C5).",
                            square=name)
        got = _SQ[name] = parsed
    return got


def nm(square: Square) -> str:
    got = _NM.get(square)
    if got is None:
        got = _NM[square] = square_name(square)
    return got


def is_square_name(name: str) -> bool:
    return parse_square(name) is not None


@dataclass(frozen=True)
class Obstacle:
    """What stands in a line of sight or in a way, for a refusal that says what is in the way.

    kind: wall, door (closed), hero, monster, furniture, rubble, trap (known, or an open pit) or
    unknown; `a` is its square (for a wall or a door, the near side, `b` the far side)."""

    kind: str
    a: str
    b: str = ""
    door: str = ""
    hero: str = ""
    monster: str = ""

    def params(self) -> dict[str, str]:
        """As RuleError parameters: `blocker` (the kind), `at`, `beyond`, and the door, hero or
        monster it names (a hero's id is `hero`, which the bot turns into the hero's name)."""
        out = {"blocker": self.kind, "at": self.a}
        for key, value in (("beyond", self.b), ("door", self.door), ("hero", self.hero), ("monster", self.monster)):
            if value:
                out[key] = value
        return out


class Base:
    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.q: QuestDef = content.quests[state.quest]
        self.board: Board = content.board(state.quest)
        self.events: list[GameEvent] = []
        self._steps: dict[Square, list[Square]] = {}  # the board's steps for the open doors (`steps_from`)
        self._steps_doors = -1
        st = _QUEST_STATIC.get((id(content), state.quest))
        if st is None:
            st = self._quest_static()
            _QUEST_STATIC[(id(content), state.quest)] = st
        self.furniture_at: dict[Square, str] = st["furniture_at"]
        self.furniture_squares: dict[str, list[Square]] = st["furniture_squares"]
        self.furniture_room: dict[str, str] = st["furniture_room"]
        self.stairs: frozenset[Square] = st["stairs"]
        self.static_blocked: frozenset[Square] = st["blocked"]
        self.corridor_squares: list[Square] = st["corridor"]
        self.door_edges: dict[str, Any] = st["doors"]
        self.secret: frozenset[str] = st["secret"]

    def _quest_static(self) -> dict[str, Any]:
        q = self.q
        furniture_at: dict[Square, str] = {}
        furniture_squares: dict[str, list[Square]] = {}
        furniture_room: dict[str, str] = {}
        for f in q.furniture:
            squares = [sq(n) for n in f.squares]
            furniture_squares[f.id] = squares
            furniture_room[f.id] = self.board.area_of[squares[0]]
            for s in squares:
                furniture_at[s] = f.id
        x, y = sq(q.stairs)
        return {
            "furniture_at": furniture_at, "furniture_squares": furniture_squares, "furniture_room": furniture_room,
            "stairs": frozenset({(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}),
            "blocked": frozenset(sq(b) for b in q.blocked),
            "corridor": [s for s, a in sorted(self.board.area_of.items(), key=lambda kv: (kv[0][1], kv[0][0]))
                         if a == "corridor"],
            "doors": {d.id: self.board.doors[d.id] for d in q.doors},
            "secret": frozenset(d.id for d in q.doors if d.secret),
        }

    # --- events ------------------------------------------------------------------------------

    def emit(self, event_type: type[GameEvent], /, **fields: Any) -> None:
        # built from values the engine made itself: no validation (see GameEvent.make)
        self.events.append(made(event_type, fields))

    # --- names -------------------------------------------------------------------------------

    def hero_name(self, hid: str) -> str:
        return self.c.heroes[hid].name

    def monster_name(self, m: Monster) -> str:
        return m.name or self.c.monsters[m.kind].name

    def monster_name_fr(self, m: Monster) -> str:
        return m.name_fr or self.c.monsters[m.kind].name_fr

    def item(self, item_id: str) -> ItemDef:
        return self.c.items[item_id]

    # --- places ------------------------------------------------------------------------------

    def area(self, s: Square) -> str:
        return self.board.area_of[s]

    def is_room(self, area: str) -> bool:
        return area != "corridor"

    def section(self, s: Square) -> str:
        """The hero's room, or the corridor section they stand in (a search in a corridor covers
        the part of that section the hero can see)."""
        a = self.board.area_of[s]
        return a if a != "corridor" else "corridor:" + self.c.section_of.get(s, "")

    def blocked(self) -> set[Square]:
        return set(self.static_blocked) | {sq(n) for n in self.s.fallen}

    def hero_squares(self) -> dict[Square, str]:
        out: dict[Square, str] = {}
        for h in self.s.heroes.values():
            if h.pos is not None:
                out.setdefault(sq(h.pos), h.id)
        return out

    def monster_at(self) -> dict[Square, Monster]:
        return {sq(m.pos): m for m in self.s.monsters.values()}

    def figure_squares(self) -> set[Square]:
        return set(self.hero_squares()) | {sq(m.pos) for m in self.s.monsters.values()}

    def traps_at(self) -> dict[Square, Trap]:
        """Square traps still in the floor: hidden, known, or an open pit."""
        return {sq(t.square): t for t in self.s.traps.values() if t.square and t.status in ("hidden", "known", "sprung")
                and not (t.kind == "block" and t.status == "sprung")}

    def open_pit(self, s: Square) -> bool:
        t = self.traps_at().get(s)
        return t is not None and t.kind == "pit" and t.status == "sprung"

    def in_pit(self, pos: str | None) -> bool:
        return pos is not None and self.open_pit(sq(pos))

    def living_heroes(self) -> list[HeroState]:
        return [self.s.heroes[h] for h in self.s.order if self.s.heroes[h].pos is not None]

    def steps_from(self, s: Square) -> list[Square]:
        """Orthogonal neighbours across no wall and no closed door (figures ignored)."""
        if len(self.s.open_doors) != self._steps_doors:
            # doors only ever open, so the count tells when the step lists are stale
            self._steps = self.board.open_steps(self.s.open_doors)
            self._steps_doors = len(self.s.open_doors)
        return list(self._steps.get(s, ()))

    def adjacent(self, a: Square, b: Square) -> bool:
        return b in self.steps_from(a)

    def diagonal_reach(self, a: Square, b: Square) -> bool:
        """A diagonal neighbour reached around one corner with no wall or closed door on the way
        (figures ignored): the staff striking past a monster in a doorway."""
        if abs(a[0] - b[0]) != 1 or abs(a[1] - b[1]) != 1:
            return False
        for via in ((b[0], a[1]), (a[0], b[1])):
            if via in self.board.area_of and self.adjacent(a, via) and self.adjacent(via, b):
                return True
        return False

    # --- sight ---------------------------------------------------------------------------------

    def sight_blockers(self) -> set[Square]:
        return self.figure_squares() | self.blocked()

    def sees(self, a: Square, b: Square, blockers: set[Square] | None = None) -> bool:
        if blockers is None:
            blockers = self.sight_blockers()
        return self.board.line_of_sight(a, b, self.s.open_doors, blockers)

    def sight_blocker(self, a: Square, b: Square, blockers: set[Square] | None = None) -> Obstacle | None:
        """What cuts the centre-to-centre line from `a` to `b` first, walking from `a` (the same
        trace as `Board.line_of_sight`): a wall or a closed door between two squares, or a square in
        `blockers` (a figure, rubble). None when the line is clear. Told to a player whose target
        is out of sight, so they know what to go round."""
        if blockers is None:
            blockers = self.sight_blockers()
        cut = self.board.sight_cut(a, b, self.s.open_doors, blockers)
        return None if cut is None else self.crossing_blocker(*cut, set(blockers) - {a, b})

    def crossing_blocker(self, a: Square, b: Square, blockers: set[Square]) -> Obstacle | None:
        """What stops a sight line passing from `a` into its orthogonal neighbour `b`."""
        if self.board.is_wall(a, b, self.s.open_doors):
            door = self.board.door_between(a, b)
            return Obstacle("door" if door is not None else "wall", a=nm(a), b=nm(b), door=door or "")
        if b in blockers:
            return self.obstacle_at(b)
        return None

    def obstacle_at(self, s: Square) -> Obstacle:
        """The thing on square `s` that blocks a line or a way, as the heroes know it."""
        for h in self.s.heroes.values():
            if h.pos is not None and sq(h.pos) == s:
                return Obstacle("hero", a=nm(s), hero=h.id)
        for m in self.s.monsters.values():
            if sq(m.pos) == s and m.revealed:
                return Obstacle("monster", a=nm(s), monster=m.label)
        if s in self.furniture_at:
            return Obstacle("furniture", a=nm(s))
        if nm(s) in self.s.blocked_seen:
            return Obstacle("rubble", a=nm(s))
        for t in self.s.traps.values():
            if t.square and sq(t.square) == s and t.status == "known":
                return Obstacle("trap", a=nm(s))
            if t.square and sq(t.square) == s and t.status == "sprung" and t.kind == "pit":
                return Obstacle("pit", a=nm(s))  # open: no trap left to disarm, only to leap
        return Obstacle("unknown", a=nm(s))

    def static_sight(self, src: Square) -> frozenset[Square]:
        """Corridor squares a figure at `src` could see if no figure stood in the way."""
        blocked = frozenset(self.blocked())
        key = (id(self.board), src, frozenset(self.s.open_doors), blocked)
        got = _STATIC_SIGHT.get(key)
        if got is None:
            if len(_STATIC_SIGHT) > 100_000:
                _STATIC_SIGHT.clear()
            got = frozenset(t for t in self.wide_sight(src, blocked)
                            if self.board.line_of_sight(src, t, self.s.open_doors, blocked))
            _STATIC_SIGHT[key] = got
        return got

    def wide_sight(self, src: Square, blocked: frozenset[Square]) -> list[Square]:
        """Corridor squares `src` could see past `blocked` were every door open, in corridor order.

        A closed door only ever hides more, so `static_sight` need only trace these: worked out
        once per square, they serve every set of open doors the quest goes through."""
        key = (id(self.board), src, blocked)
        got = _WIDE_SIGHT.get(key)
        if got is None:
            if len(_WIDE_SIGHT) > 100_000:
                _WIDE_SIGHT.clear()
            every_door = frozenset(self.board.doors)
            got = _WIDE_SIGHT[key] = [t for t in self.corridor_squares
                                      if self.board.line_of_sight(src, t, every_door, blocked)]
        return got

    def hero_sight(self, src: Square, blockers: set[Square] | None = None) -> set[Square]:
        if blockers is None:
            blockers = self.sight_blockers()
        out = {src} if self.board.area_of.get(src) == "corridor" else set()
        # A sight line never leaves the rectangle between its two ends, and `static_sight` already
        # traced it past the blocked squares: only another blocker inside that rectangle (a
        # figure, mostly) can hide a square it found, so the others skip the second trace.
        static_blocked = frozenset(self.blocked())
        others = [b for b in blockers if b not in static_blocked and b != src]
        x0, y0 = src
        for t in self.static_sight(src):
            x1, y1 = t
            for bx, by in others:
                if (x0 <= bx <= x1 or x1 <= bx <= x0) and (y0 <= by <= y1 or y1 <= by <= y0) and (bx, by) != t:
                    if self.board.line_of_sight(src, t, self.s.open_doors, blockers):
                        out.add(t)
                    break
            else:
                out.add(t)
        return self.joined_view(src, out)

    def joined_view(self, src: Square, sighted: set[Square]) -> set[Square]:
        """The sighted corridor squares the view reaches square by square from `src`, over squares it
        sees and rooms the heroes have revealed (through open doors): « ils peuvent voir ce qui se
        trouve directement dans leur champ de vision ». A square whose centre shows only through the
        point where two corners meet (past a figure's shoulder, between a monster and rubble), with
        nothing seen around it, stays in the dark: it would light one lone square far off on the
        board, one nobody could walk to over what they know. Rubble is seen but no view goes on
        through it (« Ces tuiles constituent des murs supplémentaires »)."""
        area_of, blocked = self.board.area_of, self.blocked()
        self.steps_from(src)  # brings the step lists up to date with the open doors
        steps = self._steps
        # usually every sighted square joins the hero's own room or corridor stretch directly: that
        # smaller walk answers, and only a square it leaves out needs the walk over every revealed room
        # (the same answer: it only allows more squares)
        here = area_of.get(src)
        own = frozenset(self.board.area_squares.get(here, ())) if here in self.s.revealed else frozenset()
        for allowed in (lambda n: n in sighted or n in own,
                        lambda n, revealed=set(self.s.revealed): n in sighted or area_of.get(n) in revealed):
            reach = {src}
            stack = [src]
            while stack:
                cur = stack.pop()
                if cur != src and cur in blocked:
                    continue
                for n in steps.get(cur, ()):
                    if n not in reach and allowed(n):
                        reach.add(n)
                        stack.append(n)
            if sighted <= reach:
                return set(sighted)
        return sighted & reach

    def visible_squares(self) -> set[Square]:
        out = {sq(n) for n in self.s.seen}
        for room in self.s.revealed:
            out.update(self.board.area_squares[room])
        return out

    # --- stats ---------------------------------------------------------------------------------

    def usable(self, hero: HeroState, item: ItemDef) -> bool:
        return item.wizard_ok or not self.c.heroes[hero.id].wizard_limits

    def weapons(self, hero: HeroState) -> list[str]:
        out = []
        for i in dict.fromkeys(hero.items):
            it = self.item(i)
            if it.attack > 0 and it.reach and self.usable(hero, it):
                out.append(i)
        return out

    def armor_worn(self, hero: HeroState) -> list[str]:
        """The best usable item per slot (a shield is set aside while a two-handed weapon is wielded)."""
        best: dict[str, str] = {}
        two_handed = hero.wielding is not None and self.item(hero.wielding).hands == 2
        for i in dict.fromkeys(hero.items):
            it = self.item(i)
            if it.defend <= 0 or it.slot in ("weapon", "none") or not self.usable(hero, it):
                continue
            if it.slot == "shield" and two_handed:
                continue
            cur = best.get(it.slot)
            if cur is None or self.item(cur).defend < it.defend:
                best[it.slot] = i
        return sorted(best.values())

    def hero_defend(self, hero: HeroState) -> int:
        return self.c.heroes[hero.id].defend + sum(self.item(i).defend for i in self.armor_worn(hero))

    def max_body(self, hero: HeroState) -> int:
        return self.c.heroes[hero.id].body + sum(self.item(i).body_bonus for i in dict.fromkeys(hero.items))

    def max_mind(self, hero: HeroState) -> int:
        return self.c.heroes[hero.id].mind + sum(self.item(i).mind_bonus for i in dict.fromkeys(hero.items))

    def move_dice(self, hero: HeroState) -> int:
        dice = 2
        for i in self.armor_worn(hero):
            if self.item(i).move_dice is not None:
                dice = min(dice, self.item(i).move_dice or dice)
        return dice

    def move_bonus(self, hero: HeroState) -> int:
        return sum(self.item(i).move_bonus for i in dict.fromkeys(hero.items) if self.usable(hero, self.item(i)))

    def best_attack(self, hero: HeroState) -> int:
        ws = self.weapons(hero)
        return max((self.item(w).attack for w in ws), default=0)
