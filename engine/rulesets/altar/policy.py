"""A built-in hero policy: a sensible player for simulations and balance checks.

It reads only what the hero's player may know (positions, the public cards, its own hand) and
plays like a careful group: fight what threatens the party, heal when hurt, work on the quest's
goal, explore towards it, and never waste actions.
"""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from .actions import CardAction, Choose, Draw, EndTurn, Interact, Move, OpenDoor, PlayCard, Rest, UseCard
from .base import nm, sq
from .game import MOVES_PER_ACTION, Game


def next_seat(g: Game) -> str | None:
    """Whose decision it is: a pending prompt's owner, the active hero, or the next hero to act."""
    s = g.s
    if s.result is not None:
        return None
    if s.pending is not None:
        return s.pending.prompt.seat
    if s.active is not None:
        return s.active
    for h in s.order:
        if h not in s.acted:
            return h
    return None


def choose_action(g: Game, seat: str) -> Any:
    s = g.s
    if s.pending is not None:
        p = s.pending.prompt
        if p.kind in ("reaction", "supply", "after_attack"):
            # the supply offer comes once per test, in the window's first prompt: taken first, before
            # any reaction card (the window is asked again for the cards left)
            if s.supply >= 3 and any(o.id == "supply" for o in p.options):
                return Choose(option="supply")
            # true reactions only: a card usable "at any time" is kept for the hero's own turn
            cards = [o.id for o in p.options if o.id not in ("pass", "supply") and _is_reaction(g, o.id, p.kind)]
            if cards:
                return Choose(option=cards[0])
            return Choose(option="pass")
        return Choose(option=p.default)
    if g.can_mulligan(seat):
        return Choose(option="keep")
    hero = s.heroes[seat]
    me = s.figures[f"h_{seat}"]
    left = hero.actions_left if s.active == seat else 3
    hp_left = g.health(me) - me.damage
    # the enemy each range would target, found once for the whole decision (nothing changes meanwhile)
    enemy_targets: dict[int, Any] = {}

    # free things first: feats and ongoing cards, then Exhaust heals and allies
    for card_id in hero.hand:
        card = g.card(card_id)
        if card.kind != "hero_feat":
            continue
        if card.ongoing and any(s.insts[i].card == card_id for i in hero.play):
            continue
        play = card.ability("play")
        if _useful(g, seat, play, enemy_targets):
            act = _with_target(g, seat, PlayCard(card=card_id), play, enemy_targets)
            if act is not None:
                return act
    for iid in hero.play:
        inst = s.insts[iid]
        card = g.card(inst.card)
        ab = card.ability("exhaust") or card.ability("use")
        if ab is None or (ab.kind == "exhaust" and inst.exhausted):
            continue
        if ab.timing == "before_inflict" and all(st.op == "defense" for st in ab.steps):
            continue
        if ab.timing == "after_attack":
            continue
        if ab.rhune_cost and ab.rhune_cost not in s.altar_pool:
            continue
        if card.kind == "ally":
            act = _ally_action(g, seat, iid)
            if act is not None:
                return act
            continue
        if _useful(g, seat, ab, enemy_targets) and (ab.kind == "exhaust" or hp_left <= g.health(me) // 2):
            act = _with_target(g, seat, UseCard(card=iid), ab, enemy_targets)
            if act is not None:
                return act

    if left <= 0:
        return EndTurn()

    # heal when badly hurt and the party has supply
    if hp_left <= max(3, g.health(me) * 2 // 5) and s.supply > 0 and me.damage >= 2:
        return Rest()

    # fight: the strongest attack available against an enemy in reach
    attack = _best_attack(g, seat, enemy_targets)
    if attack is not None:
        return attack

    # the quest's goal, when within reach
    # what the hero could interact with, read once for the whole decision (nothing changes meanwhile)
    targets = g.interact_targets(seat)
    for iid, card, ab, squares in targets:
        rng = ab.range if ab.range is not None else 1
        d = g.distance_between(g.fig_squares(me), squares, rng)
        if d is None or d > rng:
            continue
        if card.kind == "trap" or card.objective or card.kind == "quest_rules" or (
                card.kind == "quest" and card.threshold is not None):
            return Interact(**{"with": iid}, supply=s.supply >= 2)

    # doors: open one that the hero or its ally stands at, when it leads somewhere new
    mine = {sq(f.pos) for f in g.characters() if f.id == me.id or (f.kind == "ally" and f.owner == seat)}
    at_doors = {d for x in mine for d in g.board.door_spaces.get(x, ())}
    for door in g.board.doors.values() if at_doors else ():
        if door.id not in at_doors or door.id in s.open_doors:
            continue
        try:
            g.check_open_door(seat, door.id)
        except RuleError:
            continue
        if _wants_explore(g):
            return OpenDoor(door=door.id)

    # move towards the most pressing place: enemies, the goal, or the next unexplored door
    goal = _goal_square(g, seat, targets)
    if goal is not None:
        move = _move_towards(g, seat, goal, left)
        if move is not None:
            return move

    # nothing pressing: search the room, draw, or gather focus
    room = g.room_of(me)
    holder = s.altar_inst if s.altar_room == room else s.features.get(room)
    if holder and holder in s.insts and s.insts[holder].search_tokens < 2:
        for iid, _card, ab, squares in targets:
            if iid == holder and any(st.op == "search" for st in ab.steps):
                d = g.distance_between(g.fig_squares(me), squares, 1)
                if d is not None and d <= (ab.range or 1):
                    return Interact(**{"with": iid})
    if len(hero.hand) < 3 and hero.deck.can_draw():
        return Draw()
    return EndTurn()


def _is_reaction(g: Game, option: str, window: str) -> bool:
    """Whether a window's option is a card timed for that window (not one usable at any time)."""
    kind, _, ref = option.partition(":")
    if kind != "use" or window != "reaction":
        return True
    inst = g.s.insts.get(ref)
    return inst is not None and any(a.timing == "before_inflict" for a in g.card(inst.card).abilities)


def _useful(g: Game, seat: str, ab: Any, enemy_targets: dict[int, Any]) -> bool:
    if ab is None:
        return False
    me = g.s.figures[f"h_{seat}"]
    hero = g.s.heroes[seat]
    for st in ab.steps:
        if st.op == "heal" and st.who in ("self", "target") and me.damage == 0:
            return False
        if st.op == "gain_focus" and hero.focus >= 4:
            return False
        if st.op in ("attack", "exhaust_enemy") and _enemy_target(g, me, st.range or 1, enemy_targets) is None:
            return False
    return True


_UNABLE = object()  # what `_target_label` gives when nothing suitable is in reach


def _with_target(g: Game, seat: str, action: Any, ab: Any, enemy_targets: dict[int, Any]) -> Any:
    label = _target_label(g, seat, ab, enemy_targets)
    if label is _UNABLE:
        return None
    return action if label is None else action.model_copy(update={"target": label})


def _enemy_target(g: Game, me: Any, rng: int, enemy_targets: dict[int, Any]) -> Any:
    """`auto_enemy_target` for one range, remembered in `enemy_targets` while one decision looks
    at card after card (nothing changes meanwhile)."""
    if rng not in enemy_targets:
        enemy_targets[rng] = g.auto_enemy_target(me, rng)
    return enemy_targets[rng]


def _target_label(g: Game, seat: str, ab: Any, enemy_targets: dict[int, Any]) -> Any:
    """The target for an action using `ab`: a label, None when it needs none, or _UNABLE."""
    if ab is None:
        return None
    if ab.needs_target == "none":
        return None
    me = g.s.figures[f"h_{seat}"]
    if ab.needs_target == "enemy":
        t = _enemy_target(g, me, g.ability_range(ab) or 1, enemy_targets)
        return t.label if t else _UNABLE
    if ab.needs_target == "character":
        rng = g.ability_range(ab)
        hurt = [f for f in g.characters() if f.damage > 0 and (
            rng is None or g.in_range_and_sight(g.fig_squares(me), g.fig_squares(f), rng))]
        if not hurt:
            return _UNABLE
        return max(hurt, key=lambda f: (f.damage, f.id)).label
    return _UNABLE


def _attack_strength(g: Game, ab: Any) -> int:
    for st in ab.steps:
        if st.op == "attack":
            return st.dice + 10 * (st.range or 1)
    return -1


def _best_attack(g: Game, seat: str, enemy_targets: dict[int, Any]) -> Any:
    s = g.s
    hero = s.heroes[seat]
    # (strength, action class, its fields): only the chosen action is built
    options: list[tuple[int, Any, dict[str, Any]]] = []
    for card_id in hero.hand:
        card = g.card(card_id)
        ab = card.ability("play")
        if card.kind != "hero_action" or ab is None or not any(st.op == "attack" for st in ab.steps):
            continue
        label = _target_label(g, seat, ab, enemy_targets)
        if label is not _UNABLE:
            fields = {"card": card_id, "supply": s.supply >= 3} | ({} if label is None else {"target": label})
            options.append((100 + _attack_strength(g, ab), PlayCard, fields))
    for iid in hero.play:
        card = g.inst_card(iid)
        ab = card.ability("action")
        if ab is None or not any(st.op == "attack" for st in ab.steps):
            continue
        label = _target_label(g, seat, ab, enemy_targets)
        if label is not _UNABLE:
            fields = {"card": iid, "supply": s.supply >= 3} | ({} if label is None else {"target": label})
            options.append((_attack_strength(g, ab), CardAction, fields))
    if not options:
        return None
    _strength, action_cls, fields = max(options, key=lambda o: o[0])
    return action_cls(**fields)


def _ally_action(g: Game, seat: str, iid: str) -> Any:
    """Send the ally at the weakest enemy it can reach and hit this turn."""
    s = g.s
    inst = s.insts[iid]
    if inst.exhausted or inst.figure not in s.figures:
        return None
    ally = s.figures[inst.figure]
    card = g.card(inst.card)
    ab = card.ability("exhaust")
    if ab is None:
        return None
    move = next((g.pv(st.amount) for st in ab.steps if st.op == "move"), 0)
    rng = next((st.range or 1 for st in ab.steps if st.op == "attack"), 1)
    # an enemy farther than `move` steps and then `rng` as the crow flies is out of its reach,
    # whatever the walls: with none nearer, there is no walk to search for
    here = [sq(ally.pos)]
    enemies = [e for e in g.enemies() if _crow_steps(here, g.fig_squares(e)) <= move + rng]
    if not enemies:
        return None
    reach = dict(g.reachable_for(ally, move)) if move else {}
    reach[here[0]] = 0
    best = None
    for e in enemies:
        near = g.range_map(g.fig_squares(e), rng)
        spots = [spot for spot in reach if spot in near]
        if not spots or not any(g.sees([spot], g.fig_squares(e)) for spot in spots):
            continue
        key = (g.health(e) - e.damage, e.id)
        if best is None or key < best[0]:
            best = (key, e)
    if best is None:
        return None
    if ab.needs_target == "enemy":
        return UseCard(card=iid, target=best[1].label)
    return UseCard(card=iid, target=nm(min(reach, key=lambda x: (x[1], x[0]))))


def _crow_steps(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> int:
    """The fewest steps between two sets of squares were there no walls: a step, even a diagonal
    one, moves one square at most each way."""
    return min(max(abs(x[0] - y[0]), abs(x[1] - y[1])) for x in a for y in b)


def _wants_explore(g: Game) -> bool:
    """Explore when the board is quiet enough, or when the goal is still hidden."""
    s = g.s
    win = g.c.quests[s.quest].win.kind
    if win == "defeat_villain" and len(s.revealed) >= 6:
        return False
    return len(g.enemies()) <= len(s.heroes)


def _goal_square(g: Game, seat: str, targets: list[Any]) -> tuple[int, int] | None:
    s = g.s
    me = s.figures[f"h_{seat}"]
    # walking distances from the hero, searched only as far as the nearest of each kind of goal
    walk = g.walk(sq(me.pos))
    # 1. enemies in revealed rooms: the nearest (the first by id of those as near), at its nearest square
    enemies = {e.id: g.fig_squares(e) for e in g.enemies()}
    near = walk.nearest(x for squares in enemies.values() for x in squares)
    if near is not None:
        d, found = near
        e = min(i for i, squares in enemies.items() if any(x in found for x in squares))
        return next(x for x in enemies[e] if walk.get(x) == d)
    # 2. the quest's goal cards and traps
    goals = []
    for _iid, card, _ab, squares in targets:
        if card.kind == "trap" or card.objective or card.kind == "quest_rules" or (
                card.kind == "quest" and card.threshold is not None):
            goals += squares
    near = walk.nearest(goals)
    if near is not None:
        return near[1][0]
    # 3. the nearest door space of a closed door that leads to an unrevealed room
    if _wants_explore(g) and g.can_reveal() and not g.door_blocked():
        spaces = []
        for door in g.board.doors.values():
            if door.id in s.open_doors:
                continue
            ra, rb = g.board.area_of[door.a], g.board.area_of[door.b]
            if ra in s.revealed and rb not in s.revealed:
                spaces.append(door.a)
            elif rb in s.revealed and ra not in s.revealed:
                spaces.append(door.b)
        # a door space another hero's figure holds cannot be reached: aim for the free ones
        held = {sq(f.pos) for f in g.characters() if f.id != me.id and not (f.kind == "ally" and f.owner == seat)}
        near = walk.nearest(x for x in spaces if x not in held) or walk.nearest(spaces)
        if near is not None:
            return min(near[1], key=lambda x: (x[1], x[0]))
    # 4. stay with the party
    others = {f.id: sq(f.pos) for f in g.characters() if f.id != me.id}
    near = walk.nearest(others.values())
    if near is not None and near[0] > 2:
        return others[min(i for i, x in others.items() if x in near[1])]
    return None


def _move_towards(g: Game, seat: str, goal: tuple[int, int], left: int) -> Any:
    s = g.s
    me = s.figures[f"h_{seat}"]
    limit = MOVES_PER_ACTION * min(left, 1)
    reach = g.reachable_for(me, limit)
    if not reach:
        return None
    # searched from the goal only as far as the squares within this move: none lies farther from
    # the goal than the hero's own square, plus the move
    walk = g.walk(goal)
    here = walk.get(sq(me.pos), 999)
    to_goal = walk.all() if here == 999 else walk.upto(here + limit)
    best = min(reach, key=lambda x: (to_goal.get(x, 999), reach[x], x[1], x[0]))
    if to_goal.get(best, 999) >= here:
        return None
    return Move(to=nm(best))


def play_game(rs: Any, state: Any, max_steps: int = 20_000, check: Any = None) -> tuple[Any, int]:
    """Play a game to its end with the policy for every hero; returns (final state, applies)."""
    steps = 0
    content = rs.content
    while state.result is None and steps < max_steps:
        g = Game(state, content)
        seat = next_seat(g)
        if seat is None:
            break
        action = choose_action(g, seat)
        try:
            outcome = rs.apply(state, seat, action)
        except RuleError:
            # the policy misjudged; ending the act phase is always possible
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
