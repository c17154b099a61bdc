"""A built-in hero policy: a sensible group of players for simulations and balance checks.

It reads only what the heroes may know (the same facts `view()` shows: revealed monsters, known
doors and traps, seen squares) and plays like a careful party: drink when close to death, heal
the wounded, fight what is in reach with the best weapon or spell, search each quiet room,
explore towards the nearest unexplored door or corridor, look for secret doors when nothing is
left to explore, and walk back to the stairway once the goal is done.
"""
from __future__ import annotations

from typing import Any

from ...core.board import Square
from ...core.errors import RuleError
from .actions import Attack, Cast, Choose, Drink, EndTurn, Move, OpenDoor, Search, ShopBuy
from .base import nm, sq
from .game import Game
from .legal import attack_options, check_search, jump_options, move_budget, spell_targets
from .state import HeroState, Monster

# what each hero buys first at the armory, when the gold is there
SHOPPING = {
    "barbarian": ["helmet", "shield", "chainmail", "battleaxe"],
    "dwarf": ["helmet", "shield", "broadsword", "chainmail"],
    "elf": ["helmet", "shield", "broadsword", "chainmail"],
    "wizard": ["staff", "bracers"],
}


def next_seat(g: Game) -> str | None:
    s = g.s
    if s.result is not None:
        return None
    if s.pending is not None:
        return s.pending.hero
    if s.phase == "shop":
        return next((h for h in s.order if h not in s.ready), None)
    return s.turn.hero if s.turn else None


def choose_action(g: Game, seat: str) -> Any:
    s = g.s
    if s.pending is not None:
        return Choose(option=_choose_option(g, seat))
    hero = s.heroes[seat]
    if s.phase == "shop":
        for item in SHOPPING.get(seat, []):
            it = g.c.items[item]
            if item not in hero.items and it.price is not None and it.price <= hero.gold and g.usable(hero, it):
                return ShopBuy(item=item)
        return EndTurn()
    turn = s.turn
    if turn is None or hero.pos is None:
        return EndTurn()
    # free: a potion when close to death
    if hero.body <= max(1, g.max_body(hero) // 3):
        for i in hero.items:
            if g.item(i).kind == "potion" and any(e.op == "heal" for e in g.item(i).effects):
                return Drink(potion=i)
    monsters = [m for m in s.monsters.values() if m.revealed]
    if not turn.acted:
        act = _best_action(g, hero, monsters)
        if act is not None:
            return act
    # doors next to us
    here = sq(hero.pos)
    for door_id in s.known_doors:
        d = g.board.doors[door_id]
        if door_id not in s.open_doors and here in (d.a, d.b) and (not monsters or _quiet(g, hero)):
            return OpenDoor(door=door_id)
    budget = move_budget(g, hero)
    if budget > 0:
        goal = _goal_squares(g, hero, monsters)
        if goal:
            mv = _move_towards(g, hero, goal, budget)
            if mv is not None:
                return mv
    if not turn.acted:
        quiet = _quiet(g, hero)
        if quiet:
            act = _search(g, hero)
            if act is not None:
                return act
    return EndTurn()


def _choose_option(g: Game, seat: str) -> str:
    p = g.s.pending
    assert p is not None
    if p.kind == "potion":
        return p.prompt.default
    # falling block: the side nearer the rest of the party
    others = [sq(h.pos) for h in g.living_heroes() if h.id != seat]  # type: ignore[arg-type]
    if not others:
        return p.prompt.default

    def score(opt: str) -> int:
        dest = sq(p.squares[opt])
        return min(abs(dest[0] - o[0]) + abs(dest[1] - o[1]) for o in others)

    return min(p.squares, key=lambda o: (score(o), o))


def _quiet(g: Game, hero: HeroState) -> bool:
    """No monster in sight: a search may be made, a door opened without a fight at it."""
    return not g.monsters_seen_by(hero)


def _monster_left(m: Monster) -> int:
    return m.body


def _best_action(g: Game, hero: HeroState, monsters: list[Monster]) -> Any:
    s = g.s
    # heal a badly wounded friend in sight
    for spell in hero.spells:
        sp = g.c.spells[spell]
        if sp.target == "hero" and any(e.op == "heal" for e in sp.effects):
            hurt = []
            for label in spell_targets(g, hero, spell):
                h = next(x for x in s.heroes.values() if x.label == label)
                if h.pos is not None and g.max_body(h) - h.body >= 3 and h.body <= g.max_body(h) // 2 + 1:
                    hurt.append(h)
            if hurt:
                target = min(hurt, key=lambda h: (h.body, h.id))
                return Cast(spell=spell, target=target.label)
    attacks = attack_options(g, hero)
    weak_fighter = g.best_attack(hero) <= 1
    # damage spells: casters use them on the toughest monster in sight
    if hero.spells and monsters:
        for spell in hero.spells:
            sp = g.c.spells[spell]
            ops = {e.op for e in sp.effects}
            if sp.target != "monster":
                continue
            targets = [m for m in monsters if m.label in spell_targets(g, hero, spell)]
            if not targets:
                continue
            tough = max(targets, key=lambda m: (m.body + m.defend, m.label))
            if "damage" in ops and (weak_fighter or tough.body >= 2 or not attacks):
                return Cast(spell=spell, target=tough.label)
            if "skip_turn" in ops and tough.body >= 2 and tough.attack >= 3:
                return Cast(spell=spell, target=tough.label)
    if attacks:
        def key(a: Attack) -> tuple:
            m = next(x for x in monsters if x.label == a.target)
            it = g.item(a.weapon)  # type: ignore[arg-type]
            thrown = g.weapon_reaches(hero, a.weapon, m) == "thrown"  # type: ignore[arg-type]
            return (thrown, m.body, -it.attack, m.label)
        best = min(attacks, key=key)
        m = next(x for x in monsters if x.label == best.target)
        if g.weapon_reaches(hero, best.weapon, m) == "thrown" and len(g.weapons(hero)) <= 1:  # type: ignore[arg-type]
            return None
        return best
    # boost a fighter before a fight
    for spell in hero.spells:
        sp = g.c.spells[spell]
        if sp.target == "hero" and any(e.op in ("attack_bonus", "defend_bonus") for e in sp.effects) and monsters:
            near = _nearest_monster_distance(g, hero, monsters)
            if near is not None and near <= 4 and hero.attack_bonus == 0 and hero.defend_bonus == 0:
                return Cast(spell=spell, target=hero.label)
    return None


def _nearest_monster_distance(g: Game, hero: HeroState, monsters: list[Monster]) -> int | None:
    here = sq(hero.pos)  # type: ignore[arg-type]
    dist = g.board.distances(here, g.s.open_doors)
    ds = [dist[sq(m.pos)] for m in monsters if sq(m.pos) in dist]
    return min(ds) if ds else None


def _search(g: Game, hero: HeroState) -> Any:
    s = g.s
    here = sq(hero.pos)  # type: ignore[arg-type]
    section = g.section(here)
    try:
        check_search(g, hero, "treasure")
        return Search(**{"for": "treasure"})
    except RuleError:
        pass
    if not s.goal_done and section not in s.door_searched and (
            not section.startswith("corridor") or not _reachable_frontier(g, hero)):
        try:
            check_search(g, hero, "secret_doors")
        except RuleError:
            return None
        return Search(**{"for": "secret_doors"})
    return None


def _frontier(g: Game, hero: HeroState) -> list[Square]:
    """Squares from which something new can be seen or opened: next to known closed doors, and
    seen corridor squares next to unseen ones."""
    s = g.s
    out: list[Square] = []
    visible = g.visible_squares()
    for door_id in s.known_doors:
        if door_id in s.open_doors:
            continue
        d = g.board.doors[door_id]
        for x in (d.a, d.b):
            if x in visible:
                out.append(x)
    seen = {sq(n) for n in s.seen}
    for x in seen:
        for n in g.steps_from(x):
            if g.board.area_of.get(n) == "corridor" and n not in seen:
                out.append(x)
                break
    return out


def _reachable_frontier(g: Game, hero: HeroState) -> list[Square]:
    here = sq(hero.pos)  # type: ignore[arg-type]
    walls, _others = g.known_obstacles(hero)
    reach = _distances(g, {here}, walls - {here}, set(), g.visible_squares())
    return [x for x in _frontier(g, hero) if x in reach]


def _goal_squares(g: Game, hero: HeroState, monsters: list[Monster]) -> list[Square]:
    s = g.s
    if s.goal_done:
        return sorted(g.stairs)
    if monsters:
        targets: list[Square] = []
        walls, _others = g.known_obstacles(hero)
        reach = _distances(g, {sq(hero.pos)}, walls - {sq(hero.pos)}, set(), g.visible_squares())  # type: ignore[arg-type]
        for m in monsters:
            for n in g.steps_from(sq(m.pos)):
                if n in reach:
                    targets.append(n)
        if targets:
            if g.c.heroes[hero.id].wizard_limits and hero.spells:
                # the Wizard keeps back: to the party, not into the melee
                return _party_squares(g, hero)
            return targets
    # a quiet room not yet searched by this hero, then the frontier
    here = sq(hero.pos)  # type: ignore[arg-type]
    room = g.area(here)
    if room != "corridor" and not s.turn.acted and (  # type: ignore[union-attr]
            _treasure_left(g, hero, room) or room not in s.door_searched) and _quiet(g, hero):
        return []
    walls, _others = g.known_obstacles(hero)
    reach = _distances(g, {here}, walls - {here}, set(), g.visible_squares())
    frontier = _reachable_frontier(g, hero)
    if frontier:
        return frontier
    # nothing left to explore: visit rooms and corridors not yet searched for secret doors, and rooms
    # this hero has not searched for treasure (what the quest asks for may still lie in one)
    out = []
    for room_id in s.revealed:
        if room_id not in s.door_searched or _treasure_left(g, hero, room_id):
            out += g.board.area_squares[room_id]
    for n in s.seen:
        if g.section(sq(n)) not in s.door_searched:
            out.append(sq(n))
    return [x for x in out if x in reach]


def _treasure_left(g: Game, hero: HeroState, room: str) -> bool:
    """Whether a search for treasure by this hero in `room` could still find something."""
    if room in hero.searched:
        return False
    return not (room in g.s.specials_taken and any(t.room == room for t in g.q.treasures))


def _party_squares(g: Game, hero: HeroState) -> list[Square]:
    others = [h for h in g.living_heroes() if h.id != hero.id]
    out = []
    for h in others:
        out += g.steps_from(sq(h.pos))  # type: ignore[arg-type]
    return out


def _move_towards(g: Game, hero: HeroState, goals: list[Square], budget: int) -> Any:
    here = sq(hero.pos)  # type: ignore[arg-type]
    goal_set = set(goals)
    if here in goal_set:
        return None
    walls, others = g.known_obstacles(hero)
    stops = g.stop_squares()
    known = g.visible_squares()
    dist = _distances(g, goal_set, walls, stops, known)
    if here not in dist:
        # the only way on crosses a known trap or an open pit
        dist = _distances(g, goal_set, walls, set(), known)
        if here not in dist:
            return None
    turn = g.s.turn
    if turn is not None and (turn.roll is None or turn.left >= 2):
        jumps = [j for j in jump_options(g, hero) if dist.get(sq(j.to), 1 << 20) < dist[here] - 1]
        if jumps:
            return min(jumps, key=lambda j: (dist[sq(j.to)], j.to))
    reach = g.reachable(hero, budget)
    if not reach:
        return None
    best = min(reach, key=lambda x: (dist.get(x, 1 << 20), reach[x], x[1], x[0]))
    if dist.get(best, 1 << 20) >= dist[here]:
        return None
    return Move(to=nm(best))


def _distances(g: Game, goals: set[Square], walls: set[Square], stops: set[Square],
               known: set[Square]) -> dict[Square, int]:
    """Walking distances to the goals over the squares the heroes have seen (the open way a hero
    walks); `stops` may be reached, not crossed."""
    from collections import deque

    dist: dict[Square, int] = {}
    queue = deque()
    for x in sorted(goals):
        if x not in walls and x in known:
            dist[x] = 0
            queue.append(x)
    steps = g.board.open_steps(g.s.open_doors)  # `g.steps_from` without a list per square
    while queue:
        cur = queue.popleft()
        for n in steps.get(cur, ()):
            if n in dist or n in walls or n not in known:
                continue
            dist[n] = dist[cur] + 1
            if n not in stops:
                queue.append(n)
    return dist


def play_game(rs: Any, state: Any, max_steps: int = 6000, check: Any = None) -> tuple[Any, int]:
    """Play a game to its end with the policy for every hero; returns (final state, applies)."""
    steps = 0
    content = rs.content
    per_turn = 0
    last_turn = None
    while state.result is None and steps < max_steps:
        g = Game(state, content)
        seat = next_seat(g)
        if seat is None:
            break
        key = (state.round, state.turn.hero if state.turn else None)
        per_turn = per_turn + 1 if key == last_turn else 0
        last_turn = key
        action = EndTurn() if per_turn > 25 and state.pending is None else choose_action(g, seat)
        try:
            outcome = rs.apply(state, seat, action)
        except RuleError:
            if state.pending is not None:
                action = Choose(option=state.pending.prompt.default)
            else:
                action = EndTurn()
            outcome = rs.apply(state, seat, action)
        state = outcome.state
        steps += 1
        if check is not None:
            check(state)
    return state, steps
