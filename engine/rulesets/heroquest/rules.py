"""The rules every action and Zargon's turn share: seeing and revealing, dice, damage and death,
effects of spells, potions and cards, springing traps, the goal."""
from __future__ import annotations

from collections import deque

from ...core.board import Square
from ...core.rng import randbelow
from . import events as ev
from .base import Base, nm, sq
from .content import Effect
from .state import HeroState, Monster, Trap


class Rules(Base):
    # --- vision and reveal ---------------------------------------------------------------------

    def reveal_monster(self, m: Monster) -> None:
        if m.revealed:
            return
        m.revealed = True
        if not m.label:
            m.label = self.new_label(m)
        self.emit(ev.MonsterRevealed, monster=m.label, kind=m.kind, name=self.monster_name(m),
                  name_fr=self.monster_name_fr(m), square=m.pos)

    def new_label(self, m: Monster) -> str:
        qm = next((x for x in self.q.monsters if x.id == m.id), None)
        if qm is not None and qm.label:
            return qm.label
        prefix = self.c.monsters[m.kind].label
        used = {x.label for x in self.s.monsters.values()} | {h.label for h in self.s.heroes.values()}
        used |= set(self.s.labels_used)
        n = 1
        while f"{prefix}{n}" in used:
            n += 1
        self.s.labels_used.append(f"{prefix}{n}")
        return f"{prefix}{n}"

    def reveal_room(self, room: str) -> None:
        if room == "corridor" or room in self.s.revealed:
            return
        self.s.revealed.append(room)
        squares = set(self.board.area_squares[room])
        xs, ys = [x for x, _ in squares], [y for _, y in squares]
        self.emit(ev.RoomRevealed, room=room, span=f"{nm((min(xs), min(ys)))}–{nm((max(xs), max(ys)))}")
        for m in sorted(self.s.monsters.values(), key=lambda m: m.id):
            if sq(m.pos) in squares:
                self.reveal_monster(m)
        for f in self.q.furniture:
            if self.furniture_room[f.id] == room and f.id not in self.s.furniture_seen:
                self.s.furniture_seen.append(f.id)
        for b in self.blocked():
            if b in squares and nm(b) not in self.s.blocked_seen:
                self.s.blocked_seen.append(nm(b))
        for note in self.q.notes:
            if note.room == room:
                self.read_note(f"room:{room}", note.text, note.text_fr)
        self.update_doors()

    def read_note(self, key: str, text: str, text_fr: str) -> None:
        if key in self.s.notes_read:
            return
        self.s.notes_read.append(key)
        self.emit(ev.Note, text=text, text_fr=text_fr)

    def update_doors(self) -> None:
        visible = self.visible_squares()
        for door_id, d in self.door_edges.items():
            if door_id in self.s.known_doors or door_id in self.secret:
                continue
            if d.a in visible or d.b in visible:
                self.s.known_doors.append(door_id)
                self.emit(ev.DoorSeen, door=door_id, a=nm(d.a), b=nm(d.b))

    def update_vision(self, only: str | None = None) -> None:
        """Record what the heroes see: corridor squares along their lines of sight, the monsters
        and blocked squares on them, closed doors next to them."""
        blockers = self.sight_blockers()
        seen = {sq(n) for n in self.s.seen}
        new: set[Square] = set()
        for h in self.living_heroes():
            if only is not None and h.id != only:
                continue
            here = sq(h.pos)  # type: ignore[arg-type]
            area = self.area(here)
            if area != "corridor" and area not in self.s.revealed:
                self.reveal_room(area)
            for t in self.hero_sight(here, blockers):
                if t not in seen:
                    seen.add(t)
                    new.add(t)
        if new:
            self.s.seen = [nm(t) for t in sorted(seen, key=lambda s: (s[1], s[0]))]
        if new or only is None:
            visible_corridor = seen
            for m in sorted(self.s.monsters.values(), key=lambda m: m.id):
                if not m.revealed and sq(m.pos) in visible_corridor:
                    self.reveal_monster(m)
            for b in self.blocked():
                if b in visible_corridor and nm(b) not in self.s.blocked_seen:
                    self.s.blocked_seen.append(nm(b))
            for note in self.q.notes:
                if note.square and sq(note.square) in visible_corridor:
                    self.read_note(f"square:{note.square}", note.text, note.text_fr)
        self.update_doors()

    def monster_in_sight(self, hero: HeroState) -> bool:
        here = sq(hero.pos)  # type: ignore[arg-type]
        blockers = self.sight_blockers()
        return any(m.revealed and self.sees(here, sq(m.pos), blockers) for m in self.s.monsters.values())

    # --- dice ------------------------------------------------------------------------------------

    def roll_combat(self, n: int) -> list[str]:
        die = self.c.dice.combat
        return [die.faces[die.roll(self.s)][0] for _ in range(max(0, n))]

    def roll_red(self, n: int) -> list[int]:
        return [randbelow(self.s, 6) + 1 for _ in range(max(0, n))]

    # --- damage and death --------------------------------------------------------------------------

    def hurt_hero(self, hero: HeroState, n: int, cause: str) -> None:
        if n <= 0 or hero.pos is None:
            return
        hero.body = max(0, hero.body - n)
        self.emit(ev.HeroHurt, hero=hero.id, amount=n, body=hero.body, cause=cause)
        if hero.body == 0:
            if any(self.item(i).heals_at_zero for i in hero.items):
                if hero.id not in self.s.dying:
                    self.s.dying.append(hero.id)
            else:
                self.kill_hero(hero)

    def kill_hero(self, hero: HeroState) -> None:
        self.emit(ev.HeroDied, hero=hero.id, square=hero.pos)
        hero.dead = True
        hero.pos = None
        if hero.id in self.s.dying:
            self.s.dying.remove(hero.id)
        if self.s.turn is not None and self.s.turn.hero == hero.id:
            self.s.turn.over = True
        self.check_end()
        if self.s.result is None:
            self.update_vision()  # the figure no longer blocks the others' sight

    def hurt_monster(self, m: Monster, n: int, by: str) -> None:
        if n <= 0 or m.id not in self.s.monsters:
            return
        m.body = max(0, m.body - n)
        if m.body == 0:
            del self.s.monsters[m.id]
            self.emit(ev.MonsterKilled, monster=m.label, kind=m.kind, name=self.monster_name(m),
                      name_fr=self.monster_name_fr(m), by=by, square=m.pos)
            # the heroes look past where it stood: what it hid in the corridor comes into view
            self.update_vision()
            self.check_goal()
        else:
            self.emit(ev.MonsterHurt, monster=m.label, amount=n, body=m.body, by=by)

    def heal_hero(self, hero: HeroState, n: int) -> None:
        before = hero.body
        hero.body = min(self.max_body(hero), hero.body + n)
        self.emit(ev.HeroHealed, hero=hero.id, amount=hero.body - before, body=hero.body)

    # --- combat ----------------------------------------------------------------------------------

    def pit_penalty(self, dice: int, pos: str | None) -> int:
        return max(1, dice - 1) if self.in_pit(pos) else max(1, dice)

    # A one-use defence bonus (a spell, a potion) is spent by the next defence actually rolled: only
    # these two roll a defence, and only when there is a hit to block.
    def hero_defends(self, hero: HeroState) -> list[str]:
        dice = self.pit_penalty(self.hero_defend(hero) + hero.defend_bonus, hero.pos)
        hero.defend_bonus = 0
        return self.roll_combat(dice)

    def monster_defends(self, m: Monster) -> list[str]:
        dice = self.pit_penalty(m.defend + m.defend_bonus, m.pos)
        m.defend_bonus = 0
        return self.roll_combat(dice)

    def monster_attacks_hero(self, m: Monster, hero: HeroState) -> None:
        dice = self.pit_penalty(m.attack + m.attack_bonus, m.pos)
        m.attack_bonus = 0
        attack = self.roll_combat(dice)
        skulls = attack.count("skull")
        defence = self.hero_defends(hero) if skulls else []
        blocks = defence.count("white")
        damage = max(0, skulls - blocks)
        self.s.marks.append(_mark("attack", m.label, [m.pos, hero.pos], target=hero.id))
        self.emit(ev.MonsterAttacked, monster=m.label, hero=hero.id, attack=attack, defence=defence, damage=damage)
        self.hurt_hero(hero, damage, m.label)

    def damage_effect(self, e: Effect, target: HeroState | Monster, by: str) -> None:
        attack = self.roll_combat(e.dice) if e.dice else []
        hits = attack.count("skull") if e.dice else e.amount
        rolled: list[str] = []
        if e.defend and hits:
            if isinstance(target, HeroState):
                rolled = self.hero_defends(target)
                hits = max(0, hits - rolled.count("white"))
            else:
                rolled = self.monster_defends(target)
                hits = max(0, hits - rolled.count("black"))
        self.emit(ev.EffectDamage, target=_label(target), defence=rolled, damage=hits, attack=attack)
        if isinstance(target, HeroState):
            self.hurt_hero(target, hits, by)
        else:
            self.hurt_monster(target, hits, by)

    def apply_effects(self, effects: list[Effect], target: HeroState | Monster | None, by: str,
                      source_square: Square | None = None) -> None:
        for e in effects:
            if target is not None and isinstance(target, HeroState) and target.pos is None:
                return
            if target is not None and isinstance(target, Monster) and target.id not in self.s.monsters:
                return
            if e.op == "damage" and target is not None:
                self.damage_effect(e, target, by)
            elif e.op == "heal" and target is not None:
                if isinstance(target, HeroState):
                    self.heal_hero(target, e.amount)
                else:
                    target.body = min(target.max_body, target.body + e.amount)
                    self.emit(ev.MonsterHealed, monster=target.label, body=target.body)
            elif e.op == "attack_bonus" and target is not None:
                target.attack_bonus += e.amount
                self.emit(ev.Bonus, target=_label(target), kind="attack", amount=e.amount)
            elif e.op == "defend_bonus" and target is not None:
                target.defend_bonus += e.amount
                self.emit(ev.Bonus, target=_label(target), kind="defend", amount=e.amount)
            elif e.op == "move_bonus" and isinstance(target, HeroState):
                target.move_bonus_dice += e.amount
                self.emit(ev.Bonus, target=target.id, kind="move", amount=e.amount)
            elif e.op == "skip_turn" and target is not None:
                target.skip_turns += e.amount
                self.emit(ev.TurnsLost, target=_label(target), amount=e.amount)
            elif e.op == "summon" and e.monster and source_square is not None:
                for _ in range(e.count):
                    self.spawn(e.monster, source_square, same_area=False)
            elif e.op == "gold" and isinstance(target, HeroState):
                target.gold += e.amount
                self.emit(ev.Gold, hero=target.id, amount=e.amount, total=target.gold)
            elif e.op == "item" and isinstance(target, HeroState) and e.item:
                self.give_item(target, e.item)
            elif e.op == "mind_damage" and isinstance(target, HeroState):
                before = target.mind
                target.mind = max(1, target.mind - e.amount)
                self.emit(ev.MindLost, hero=target.id, amount=before - target.mind, mind=target.mind)

    def give_item(self, hero: HeroState, item_id: str) -> None:
        hero.items.append(item_id)
        it = self.item(item_id)
        self.emit(ev.ItemFound, hero=hero.id, item=item_id, name=it.name, name_fr=it.name_fr)
        if it.body_bonus:
            hero.body += it.body_bonus
        if it.mind_bonus:
            hero.mind += it.mind_bonus
        self.check_goal()

    # --- monsters appearing ------------------------------------------------------------------------

    def free_for_monster(self, s: Square) -> bool:
        """Where a wandering or summoned monster may be placed. Monsters never set off traps, so a
        hidden one does not matter (skipping it would show the heroes where it is); known traps
        and open pits are avoided."""
        trap = self.traps_at().get(s)
        return (s in self.board.area_of and s not in self.figure_squares() and s not in self.blocked()
                and s not in self.furniture_at and s not in self.stairs
                and (trap is None or trap.status == "hidden"))

    def spawn(self, kind: str, near: Square, same_area: bool = True, mark: bool = True) -> Monster | None:
        """A monster next to `near` (orthogonally, inside the same area if possible), else the
        nearest free square in that area."""
        area = self.area(near)
        spot = None
        for s in self.steps_from(near):
            if self.free_for_monster(s) and (not same_area or self.area(s) == area):
                spot = s
                break
        if spot is None:
            dist = self.board.distances(near, self.s.open_doors)
            options = sorted((d, s[1], s[0]) for s, d in dist.items()
                             if self.free_for_monster(s) and (not same_area or self.area(s) == area))
            if not options:
                return None
            spot = (options[0][2], options[0][1])
        mdef = self.c.monsters[kind]
        mid = f"w{self.s.next_monster}"
        self.s.next_monster += 1
        m = Monster(id=mid, kind=kind, label="", pos=nm(spot), body=mdef.body, max_body=mdef.body, move=mdef.move,
                    attack=mdef.attack, defend=mdef.defend, mind=mdef.mind)
        self.s.monsters[mid] = m
        self.reveal_monster(m)
        if mark:
            self.s.marks.append(_mark("spawn", m.label, [m.pos]))
        return m

    # --- traps -------------------------------------------------------------------------------------

    def spring_trap(self, trap: Trap, hero: HeroState, came_from: Square | None) -> None:
        """Set off a square trap under `hero` (who stands on it now)."""
        here = sq(trap.square)  # type: ignore[arg-type]
        self.emit(ev.TrapSprung, trap=trap.id, kind=trap.kind, hero=hero.id, square=trap.square)
        turn = self.s.turn if self.s.turn is not None and self.s.turn.hero == hero.id else None
        if trap.kind == "pit":
            trap.status = "sprung"
            if turn:
                turn.over = True
            self.hurt_hero(hero, 1, "pit")
        elif trap.kind == "spear":
            trap.status = "gone"
            roll = self.roll_combat(1)
            self.emit(ev.SpearRoll, hero=hero.id, roll=roll)
            if roll[0] == "skull":
                if turn:
                    turn.over = True
                self.hurt_hero(hero, 1, "spear")
        elif trap.kind == "block":
            trap.status = "sprung"
            self.s.fallen.append(trap.square)  # type: ignore[arg-type]
            self.s.blocked_seen.append(trap.square)  # type: ignore[arg-type]
            roll = self.roll_combat(3)
            if turn:
                turn.over = True
            self.emit(ev.BlockRoll, hero=hero.id, roll=roll)
            self.hurt_hero(hero, roll.count("skull"), "block")
            self.s.block_choice = self.block_options(here, came_from, hero)
            self.s.block_choice["hero"] = hero.id

    def fall_into(self, trap: Trap, hero: HeroState, came_from: Square | None) -> None:
        """A hero who failed to jump a trap, or to disarm it, sets it off: a pit (open or not) costs 1
        body point; a spear hits (the die that failed was the spear's: 1 body point, the trap is
        spent); a falling block comes down as usual. The caller ends the turn."""
        if trap.kind == "block":
            self.spring_trap(trap, hero, came_from)
            return
        self.emit(ev.TrapSprung, trap=trap.id, kind=trap.kind, hero=hero.id, square=trap.square)
        trap.status = "gone" if trap.kind == "spear" else "sprung"
        self.hurt_hero(hero, 1, trap.kind)

    def block_options(self, here: Square, came_from: Square | None, hero: HeroState) -> dict[str, str]:
        """The free squares the hero under a falling block may step to: forward and back."""
        occupied = self.figure_squares() - {here}
        blocked = self.blocked()

        def free(s: Square | None) -> bool:
            return (s is not None and s in self.board.area_of and s not in occupied and s not in blocked
                    and s not in self.furniture_at and self.adjacent(here, s))

        out: dict[str, str] = {}
        if came_from is not None:
            forward = (2 * here[0] - came_from[0], 2 * here[1] - came_from[1])
            if free(forward):
                out["forward"] = nm(forward)
            if free(came_from):
                out["back"] = nm(came_from)
        if not out:
            # no way straight on or back: any free square next to it, else the nearest free one
            for s in self.steps_from(here):
                if free(s):
                    out["forward" if "forward" not in out else "back"] = nm(s)
                    if len(out) == 2:
                        break
        if not out:
            dist = self.board.distances(here, self.s.open_doors, passable=lambda s: s not in blocked)
            options = sorted((d, s[1], s[0]) for s, d in dist.items()
                             if s != here and s not in occupied and s not in blocked and s not in self.furniture_at)
            if options:
                out["forward"] = nm((options[0][2], options[0][1]))
        return out

    def spring_furniture(self, trap: Trap, hero: HeroState) -> None:
        f = next(x for x in self.q.furniture if x.id == trap.furniture)
        trap.status = "gone"
        assert f.trap is not None
        self.emit(ev.FurnitureTrap, trap=trap.id, furniture=f.id, hero=hero.id, name=f.trap.name,
                  name_fr=f.trap.name_fr, text=f.trap.text, text_fr=f.trap.text_fr)
        if self.s.turn is not None and self.s.turn.hero == hero.id:
            self.s.turn.over = True
        self.apply_effects(f.trap.effects, hero, "trap", sq(hero.pos))  # type: ignore[arg-type]

    # --- goal and the end -----------------------------------------------------------------------------

    def check_goal(self) -> None:
        if self.s.goal_done:
            return
        g = self.q.goal
        done = False
        if g.kind == "kill":
            done = all(mid not in self.s.monsters for mid in g.monsters)
        elif g.kind == "find":
            done = any(g.item in h.items for h in self.s.heroes.values() if not h.dead)
        elif g.kind == "explore":
            done = g.room in self.s.revealed
        if done:
            self.s.goal_done = True
            self.emit(ev.GoalDone, text=g.text, text_fr=g.text_fr, leave=g.leave)
            if not g.leave:
                self.win("goal")

    def check_end(self) -> None:
        if self.s.result is not None:
            return
        heroes = list(self.s.heroes.values())
        if all(h.dead for h in heroes):
            self.s.result = "lost"
            self.s.result_reason = "all_dead"
            self.s.phase = "ended"
            self.emit(ev.QuestLost, reason="all_dead", round=self.s.round)
            return
        if self.s.goal_done and all(h.pos is None for h in heroes) and any(h.escaped for h in heroes):
            self.win("escaped")
        elif all(h.pos is None for h in heroes) and any(h.escaped for h in heroes):
            # every hero still alive went up the stairway before the goal was done: the quest is
            # left unfinished (« jusqu'à ce que la quête soit terminée ou que les héros quittent le
            # monde souterrain »)
            self.s.result = "lost"
            self.s.result_reason = "left"
            self.s.phase = "ended"
            self.emit(ev.QuestLost, reason="left", round=self.s.round)

    def win(self, reason: str) -> None:
        if self.s.result is not None:
            return
        self.s.result = "won"
        self.s.result_reason = reason
        self.s.phase = "ended"
        reward = self.q.reward
        for h in self.s.heroes.values():
            if not h.dead and not h.left_early and reward.gold:
                h.gold += reward.gold
        self.emit(ev.QuestWon, reason=reason, round=self.s.round, gold=reward.gold, text=reward.text, text_fr=reward.text_fr)

    # --- paths -------------------------------------------------------------------------------------

    def bfs(self, start: Square, passable, max_steps: int | None = None) -> dict[Square, tuple[int, Square | None]]:
        """Distances and parents over orthogonal steps through open doors."""
        out: dict[Square, tuple[int, Square | None]] = {start: (0, None)}
        queue = deque([start])
        steps = self.board.open_steps(self.s.open_doors)  # `steps_from` without a list per square
        while queue:
            cur = queue.popleft()
            d = out[cur][0]
            if max_steps is not None and d >= max_steps:
                continue
            if cur != start and not passable(cur):
                continue
            for nxt in steps.get(cur, ()):
                if nxt in out:
                    continue
                out[nxt] = (d + 1, cur)
                queue.append(nxt)
        return out


def path_to(tree: dict[Square, tuple[int, Square | None]], goal: Square) -> list[Square]:
    path = [goal]
    while tree[path[-1]][1] is not None:
        path.append(tree[path[-1]][1])  # type: ignore[arg-type]
    path.reverse()
    return path


def _label(target: HeroState | Monster) -> str:
    return target.id if isinstance(target, HeroState) else target.label


def _mark(kind: str, figure: str, path: list[str | None], target: str | None = None):
    from .state import Mark

    return Mark(kind=kind, figure=figure, path=[p for p in path if p is not None],  # type: ignore[arg-type]
                target=target)
