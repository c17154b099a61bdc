"""Set-up, the heroes' actions and the turn flow of HeroQuest.

`Game.handle(seat, action)` checks and applies one action, then `run()` carries play on (traps
that end a turn, Zargon's whole turn, the next hero) until a player must decide.
"""
from __future__ import annotations

from collections import deque
from typing import Any

from ...core.board import Square, span_name
from ...core.errors import RuleError
from ...core.names import fold
from ...core.protocol import Prompt, PromptOption
from ...core.rng import randbelow, seed_state
from . import events as ev
from .actions import (
    Attack,
    Cast,
    Choose,
    Disarm,
    Drink,
    EndTurn,
    Give,
    Jump,
    Leave,
    Move,
    OpenDoor,
    Search,
    ShopBuy,
    ShopSell,
)
from .base import Obstacle, is_square_name, nm, sq
from .content import ELEMENTS, Content
from .rules import path_to
from .state import GameState, HeroState, Monster, Pending, Trap, Turn
from .zargon import Zargon

# What a hero may hand over during a quest: « Pendant son tour, un héros ayant un artéfact en sa
# possession peut le donner à un autre héros », « Pendant son tour, un héros peut également donner
# une potion à un autre héros », and gold (« les héros peuvent partager leurs pièces d'or entre
# eux »). Weapons, armour and tools stay with the hero who fights with them until the armory.
GIVEN_DURING_A_QUEST = ("potion", "artifact")


def new_game(content: Content, quest: str, heroes: list[str], seed: int | str,
             options: dict[str, Any] | None = None) -> GameState:
    """A new quest. Options: `party` ({hero: {gold, items}} carried over from the last quest; a
    hero missing from it starts afresh), `shop` (start at the armory; default: when a party is
    given), `elf_element` and `wizard_element` (the Wizard's first pick of a spell element), `rounds`
    (a round limit the group asks for: the quest is lost once that many rounds are over; none by
    default, as the rulebook plays « jusqu'à ce que la quête soit terminée ou que les héros quittent
    le monde souterrain »)."""
    opts = dict(options or {})
    rounds = opts.get("rounds")
    if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1):
        raise RuleError("bad_rounds", "A round limit is a whole number of rounds, at least 1.", rounds=str(rounds))
    if quest not in content.quests:
        raise RuleError("unknown_quest", f"There is no quest called {quest!r}.", quest=quest)
    if not 1 <= len(heroes) <= 4:
        raise RuleError("hero_count", "HeroQuest needs 1 to 4 heroes.")
    for h in heroes:
        if h not in content.heroes:
            raise RuleError("unknown_hero", f"There is no hero called {h!r}.", hero=h)
    if len(set(heroes)) != len(heroes):
        raise RuleError("hero_twice", "Each hero can only be taken once.")
    elements = assign_elements(content, heroes, opts.get("wizard_element"), opts.get("elf_element"))
    party: dict[str, Any] = opts.get("party") or {}
    q = content.quests[quest]
    state = GameState(seed=str(seed), rng=seed_state(seed), quest=quest, order=list(heroes), heroes={},
                      max_rounds=rounds)
    g = Game(state, content)
    stairs = sorted(g.stairs, key=lambda s: (s[1], s[0]))
    for i, hid in enumerate(heroes):
        hdef = content.heroes[hid]
        carried = party.get(hid) or {}
        # a hero who comes back keeps what they carry (nothing, if they sold it all); a new one
        # starts with the starting weapon
        items = list(carried["items"]) if "items" in carried else [hdef.weapon]
        for it in items:
            if it not in content.items:
                raise RuleError("unknown_item", f"There is no item called {it!r}.", item=it)
        hero = HeroState(id=hid, label=hdef.label, pos=nm(stairs[i % 4]), body=hdef.body, mind=hdef.mind,
                         gold=int(carried.get("gold", 0)), items=items, elements=elements.get(hid, []))
        hero.spells = [s.id for s in content.spells.values() if s.element in hero.elements]
        state.heroes[hid] = hero
        hero.wielding = g.default_wielding(hero)
        hero.body = g.max_body(hero)
        hero.mind = g.max_mind(hero)
    for qm in q.monsters:
        mdef = content.monsters[qm.kind]
        body = qm.body if qm.body is not None else mdef.body
        state.monsters[qm.id] = Monster(
            id=qm.id, kind=qm.kind, label="", pos=qm.at, body=body, max_body=body,
            move=qm.move if qm.move is not None else mdef.move, attack=qm.attack if qm.attack is not None else mdef.attack,
            defend=qm.defend if qm.defend is not None else mdef.defend, mind=qm.mind if qm.mind is not None else mdef.mind,
            name=qm.name, name_fr=qm.name_fr, spells=list(qm.spells))
    for t in q.traps:
        state.traps[t.id] = Trap(id=t.id, kind=t.kind, square=t.at)
    for f in q.furniture:
        if f.trap is not None:
            state.traps[f"trap_{f.id}"] = Trap(id=f"trap_{f.id}", kind="furniture", furniture=f.id)
    state.treasure_deck = [c.id for c in content.treasure for _ in range(c.copies)]
    shop = opts.get("shop", bool(party))
    g.emit(ev.QuestStarted, quest=quest, name=q.name, name_fr=q.name_fr, intro=q.intro, intro_fr=q.intro_fr,
           goal=q.goal.text, goal_fr=q.goal.text_fr, heroes=list(heroes), elements=elements)
    g.update_vision()
    if shop:
        state.phase = "shop"
    else:
        g.start_play()
    return state


def assign_elements(content: Content, heroes: list[str], wizard_first: str | None,
                    elf_pick: str | None) -> dict[str, list[str]]:
    """The Wizard picks one element, the Elf one, and the Wizard takes the other two."""
    wizards = [h for h in heroes if content.heroes[h].spell_groups >= 3]
    elves = [h for h in heroes if 0 < content.heroes[h].spell_groups < 3]
    for pick in (wizard_first, elf_pick):
        if pick is not None and pick not in ELEMENTS:
            raise RuleError("unknown_element", f"There is no element called {pick!r}.", element=pick)
    # without a pick of its own the Wizard takes fire, or, when the Elf asked for fire, the next element
    first = wizard_first or next(x for x in ("fire", *ELEMENTS) if x != elf_pick)
    elf = elf_pick or ("earth" if first != "earth" else "air")
    if first == elf and wizards and elves:
        raise RuleError("element_taken", "The Wizard already took that element.", element=elf)
    out: dict[str, list[str]] = {}
    for e in elves:
        out[e] = [elf]
    for w in wizards:
        rest = [x for x in ELEMENTS if x != first and (x != elf or not elves)]
        out[w] = [first] + rest[:2]
    return out


class Game(Zargon):
    # --- apply ---------------------------------------------------------------------------------

    def handle(self, seat: str, action: Any) -> None:
        s = self.s
        if s.result is not None:
            raise RuleError("game_over", "This quest is over.")
        if seat not in s.heroes:
            raise RuleError("not_in_game", f"{seat} is not a hero in this game.", hero=seat)
        if s.pending is not None:
            if isinstance(action, Choose):
                self.answer(seat, action.option)
                self.run()
                return
            if isinstance(action, Drink) and s.pending.kind == "potion" and s.pending.hero == seat:
                self.answer(seat, action.potion)
                self.run()
                return
            who = s.pending.hero
            raise RuleError("waiting_choice", f"Waiting for the {self.hero_name(who)} to choose first.", hero=who)
        if isinstance(action, Choose):
            raise RuleError("nothing_to_choose", "There is nothing to choose right now.")
        if s.phase == "shop":
            self.shop_action(seat, action)
            return
        if isinstance(action, (ShopBuy, ShopSell)):
            raise RuleError("shop_closed", "The armory is open only between quests.")
        hero = s.heroes[seat]
        if hero.dead:
            raise RuleError("hero_dead", f"The {self.hero_name(seat)} is dead.", hero=seat)
        if hero.escaped:
            raise RuleError("hero_gone", f"The {self.hero_name(seat)} has left the dungeon.", hero=seat)
        if isinstance(action, Drink) and hero.pos is not None:
            # a potion may be drunk at any time, even on another hero's turn
            self.do_drink(hero, action)
            self.run()
            return
        if s.turn is None or s.turn.hero != seat:
            who = s.turn.hero if s.turn else None
            raise RuleError("not_your_turn", "It is not your turn." if who is None else
                            f"It is the {self.hero_name(who)}'s turn.", hero=who or "")
        handler = getattr(self, f"do_{action.type}")
        handler(hero, action)
        if s.result is None:
            # looking is free and never stops: whatever the action changed (a figure moved away,
            # died or left), every hero now sees what lies along their lines of sight
            self.update_vision()
        self.run()

    def answer(self, seat: str, option: str) -> None:
        pending = self.s.pending
        assert pending is not None
        if pending.hero != seat:
            raise RuleError("not_your_choice", f"This choice belongs to the {self.hero_name(pending.hero)}.",
                            hero=pending.hero)
        valid = [o.id for o in pending.prompt.options]
        if option not in valid:
            raise RuleError("bad_option", f"{option!r} is not one of the options ({', '.join(valid)}).", option=option)
        self.s.pending = None
        hero = self.s.heroes[seat]
        chosen = next(o for o in pending.prompt.options if o.id == option)
        self.emit(ev.Chose, hero=seat, option=option, label=chosen.label, label_fr=chosen.label_fr or chosen.label)
        if pending.kind == "potion":
            self.s.dying.remove(seat)
            if option == "none":
                self.kill_hero(hero)
            else:
                self.drink_potion(hero, option)
        else:
            self.s.block_choice = None
            dest = pending.squares[option]
            came_from = hero.pos
            hero.pos = dest
            self.emit(ev.HeroMoved, hero=seat, path=[dest])
            if self.s.turn is not None and self.s.turn.hero == seat:
                self.s.turn.over = True
            trap = self.traps_at().get(sq(dest))
            if trap is not None and trap.status in ("hidden", "known"):
                # the square stepped to was trapped too: it goes off like any other
                self.spring_trap(trap, hero, sq(came_from) if came_from else None)
            elif self.open_pit(sq(dest)):
                self.emit(ev.EnteredPit, hero=seat, square=dest)
                self.hurt_hero(hero, 1, "pit")
            if hero.pos is not None:
                self.update_vision()  # every hero: the one who stepped no longer stands in the way

    # --- flow ------------------------------------------------------------------------------------

    def run(self) -> None:
        """Carry play on until a player must decide (or the quest ends)."""
        s = self.s
        for _ in range(10_000):
            if s.result is not None or s.pending is not None:
                return
            if s.dying:
                self.ask_potion(s.heroes[s.dying[0]])
                return
            if s.block_choice is not None:
                hero = s.heroes[s.block_choice["hero"]]
                if hero.pos is None:
                    s.block_choice = None
                    continue
                self.ask_block(hero, s.block_choice)
                return
            if s.phase != "hero":
                return
            if s.turn is not None:
                hero = s.heroes[s.turn.hero]
                if hero.pos is not None and not s.turn.over:
                    return
                self.next_hero()
                continue
            if s.zargon_queue:
                mid = s.zargon_queue.pop(0)
                if mid in s.monsters:
                    self.monster_act(s.monsters[mid])
                    self.update_vision()
                continue
            self.end_round()
        raise RuntimeError("the turn flow did not settle")

    def start_play(self) -> None:
        s = self.s
        s.phase = "hero"
        s.ready = []
        self.start_turn(0)

    def start_turn(self, index: int) -> None:
        """Give the turn to the first hero from `index` on who can play; Zargon when none is left."""
        s = self.s
        for i in range(index, len(s.order)):
            hero = s.heroes[s.order[i]]
            if hero.pos is None:
                continue
            if hero.skip_turns > 0:
                hero.skip_turns -= 1
                self.emit(ev.TurnLost, hero=hero.id)
                continue
            s.turn = Turn(hero=hero.id)
            self.emit(ev.TurnStarted, hero=hero.id, round=s.round)
            return
        s.turn = None
        self.start_zargon()

    def next_hero(self) -> None:
        s = self.s
        assert s.turn is not None
        current = s.order.index(s.turn.hero)
        self.emit(ev.TurnEnded, hero=s.turn.hero)
        s.turn = None
        self.start_turn(current + 1)

    def start_zargon(self) -> None:
        s = self.s
        s.marks = []
        s.zargon_queue = self.zargon_order()
        self.emit(ev.ZargonTurn, round=s.round)

    def end_round(self) -> None:
        s = self.s
        self.check_end()
        if s.result is not None:
            return
        for m in s.monsters.values():
            m.only_attacks = None  # the round a wandering monster was drawn in is over
        if s.max_rounds is not None and s.round >= s.max_rounds:
            if s.goal_done and any(h.escaped for h in s.heroes.values()):
                # the goal is done and some got out: those still below are lost in the dark
                for h in self.living_heroes():
                    self.kill_hero(h)
                self.win("escaped")
                return
            s.result = "lost"
            s.result_reason = "time"
            s.phase = "ended"
            self.emit(ev.QuestLost, reason="time", round=s.round)
            return
        s.round += 1
        self.start_turn(0)

    def ask_potion(self, hero: HeroState) -> None:
        potions = [i for i in dict.fromkeys(hero.items) if self.item(i).heals_at_zero]
        options = [PromptOption(id=p, label=f"Drink the {self.item(p).name}",
                                label_fr=f"Boire : {self.item(p).name_fr}") for p in potions]
        options.append(PromptOption(id="none", label="Drink nothing (the hero dies)",
                                    label_fr="Ne rien boire (le héros meurt)"))
        prompt = Prompt(seat=hero.id, kind="potion", text=f"The {self.hero_name(hero.id)} has 0 body points "
                        "left and dies unless a healing potion is drunk at once.", options=options,
                        default=potions[0])
        self.s.pending = Pending(prompt=prompt, kind="potion", hero=hero.id)

    def ask_block(self, hero: HeroState, choice: dict[str, str]) -> None:
        squares = {k: v for k, v in choice.items() if k in ("forward", "back")}
        if not squares:
            # walled in on every side: the hero stays under the rubble's edge, trapped
            self.s.block_choice = None
            self.kill_hero(hero)
            return
        options = [PromptOption(id=k, label=f"Step {k} to {v}",
                                label_fr=f"{'Avancer' if k == 'forward' else 'Reculer'} en {v}")
                   for k, v in squares.items()]
        prompt = Prompt(seat=hero.id, kind="block", text="The ceiling comes down! Step forward or back: "
                        "this square is blocked for good.", options=options, default=options[0].id)
        self.s.pending = Pending(prompt=prompt, kind="block", hero=hero.id, squares=squares)

    # --- the armory --------------------------------------------------------------------------------

    def shop_action(self, seat: str, action: Any) -> None:
        s = self.s
        hero = s.heroes[seat]
        if isinstance(action, ShopBuy):
            it = self.c.items.get(action.item)
            if it is None or it.price is None:
                raise RuleError("not_for_sale", f"The armory does not sell {action.item!r}.", item=action.item)
            if not self.usable(hero, it):
                raise RuleError("wizard_cannot", f"The {self.hero_name(seat)} cannot use the {it.name}.",
                                hero=seat)
            if hero.gold < it.price:
                raise RuleError("not_enough_gold", f"The {it.name} costs {it.price} gold; you have {hero.gold}.",
                                item=it.id, price=it.price, gold=hero.gold)
            hero.gold -= it.price
            hero.items.append(it.id)
            self.emit(ev.Bought, hero=seat, item=it.id, name=it.name, name_fr=it.name_fr, price=it.price)
        elif isinstance(action, ShopSell):
            if action.item not in hero.items:
                raise RuleError("no_such_item", f"You do not carry {action.item!r}.", item=action.item)
            it = self.item(action.item)
            if it.price is None:
                raise RuleError("cannot_sell", f"The armory does not buy the {it.name}.", item=it.id)
            hero.items.remove(it.id)
            hero.gold += it.price // 2
            if hero.wielding == it.id and it.id not in hero.items:
                hero.wielding = self.default_wielding(hero)
            self.emit(ev.Sold, hero=seat, item=it.id, name=it.name, name_fr=it.name_fr, price=it.price // 2)
        elif isinstance(action, EndTurn):
            if seat not in s.ready:
                s.ready.append(seat)
                self.emit(ev.ShopDone, hero=seat)
            if all(h in s.ready for h in s.order):
                self.start_play()
                self.run()
        elif isinstance(action, Give):
            self.do_give(hero, action)
        else:
            raise RuleError("shop_phase", "The quest has not started: shop, then end to be ready.")

    def default_wielding(self, hero: HeroState) -> str | None:
        ws = self.weapons(hero)
        if not ws:
            return None
        return max(ws, key=lambda w: (self.item(w).attack, -self.item(w).hands, w))

    # --- movement -----------------------------------------------------------------------------------

    def start_moving(self, hero: HeroState) -> Turn:
        turn = self.s.turn
        assert turn is not None
        self.check_can_move(turn)
        if turn.roll is None:
            n = self.move_dice(hero) + hero.move_bonus_dice
            hero.move_bonus_dice = 0
            dice = self.roll_red(n)
            turn.dice = dice
            turn.roll = sum(dice) + self.move_bonus(hero)
            turn.left = turn.roll
            self.emit(ev.MoveRolled, hero=hero.id, dice=dice, total=turn.roll)
        return turn

    def check_can_move(self, turn: Turn) -> None:
        """Refuse a move once the turn's movement is over, saying why: the hero acted after moving,
        climbed down into a pit, or walked every square of the roll."""
        if turn.acted and turn.moved:
            raise RuleError("move_over", "You moved, then took your action: your move is over this turn. "
                            "`/end` your turn.", why="acted")
        if turn.move_over:
            raise RuleError("move_over", "Climbing down into a pit ends your move: you may still act from it, "
                            "then `/end` your turn.", why="pit")
        if turn.roll is not None and turn.left <= 0:
            raise RuleError("move_over", f"You have walked all {turn.roll} squares of your roll.",
                            why="used", roll=turn.roll)

    def known_obstacles(self, hero: HeroState) -> tuple[set[Square], set[Square]]:
        """(squares the hero knows they cannot enter, squares they may cross but not stop on)."""
        walls = {sq(b) for b in self.s.blocked_seen} | set(self.furniture_at) | {
            sq(m.pos) for m in self.s.monsters.values() if m.revealed}
        others = {s for s, h in self.hero_squares().items() if h != hero.id}
        return walls, others

    def stop_squares(self) -> set[Square]:
        """Known traps and open pits: a path may end on one but never cross it."""
        out = set()
        for t in self.s.traps.values():
            if t.square and (t.status == "known" or (t.status == "sprung" and t.kind == "pit")):
                out.add(sq(t.square))
        return out

    def can_end_on(self, s: Square, others: set[Square]) -> bool:
        return s not in others or s in self.stairs or self.open_pit(s)

    # --- the open way --------------------------------------------------------------------------------
    # A hero walks « avec prudence, case par case » and looks as they go: a move goes only over
    # squares the heroes have seen (corridor squares along a line of sight, revealed rooms) with
    # nothing known on them. Known traps and open pits may end a walk, never be crossed. A way
    # through places nobody has seen is never taken: the hero walks to the edge of what is known,
    # looks, and goes on from there.

    def way_tree(self, start: Square, known: set[Square], walls: set[Square], stops: set[Square],
                 max_steps: int | None = None) -> dict[Square, tuple[int, Square | None]]:
        """Distances and parents from `start` over orthogonal steps through open doors, entering
        only `known` squares not in `walls`, and going on from none of `stops`."""
        out: dict[Square, tuple[int, Square | None]] = {start: (0, None)}
        queue = deque([start])
        steps = self.board.open_steps(self.s.open_doors)
        while queue:
            cur = queue.popleft()
            d = out[cur][0]
            if (max_steps is not None and d >= max_steps) or (cur != start and cur in stops):
                continue
            for nxt in steps.get(cur, ()):
                if nxt in out or nxt not in known or nxt in walls:
                    continue
                out[nxt] = (d + 1, cur)
                queue.append(nxt)
        return out

    def open_way(self, hero: HeroState, max_steps: int | None = None,
                 start: Square | None = None) -> dict[Square, tuple[int, Square | None]]:
        walls, _others = self.known_obstacles(hero)
        start = start if start is not None else sq(hero.pos)  # type: ignore[arg-type]
        return self.way_tree(start, self.visible_squares(), walls, self.stop_squares(), max_steps)

    def reachable(self, hero: HeroState, steps: int) -> dict[Square, int]:
        """Squares the hero can walk to by the open way with `steps` squares (autocomplete, policy)."""
        _walls, others = self.known_obstacles(hero)
        start = sq(hero.pos)  # type: ignore[arg-type]
        return {s: d for s, (d, _p) in self.open_way(hero, steps).items()
                if s != start and self.can_end_on(s, others)}

    def direct_way(self, hero: HeroState, to: Square) -> tuple[int | None, Obstacle | None]:
        """The shortest way to `to` over the squares the heroes know, as if nothing stood on them:
        its length (None if there is none) and the first thing known to block it."""
        start = sq(hero.pos)  # type: ignore[arg-type]
        tree = self.way_tree(start, self.visible_squares(), set(), set())
        if to not in tree:
            return None, None
        walls, _others = self.known_obstacles(hero)
        stops = self.stop_squares()
        for s in path_to(tree, to)[1:]:
            if s in walls or (s in stops and s != to):
                return tree[to][0], self.obstacle_at(s)
        return tree[to][0], None

    def toward(self, hero: HeroState, to: Square, reach: dict[Square, int], by_open_way: bool) -> list[str]:
        """Up to three squares in `reach` closest to `to` (by the open way, or when it does not get
        there, over every square not known to be blocked), each closer than where the hero stands."""
        walls, _others = self.known_obstacles(hero)
        known = self.visible_squares() if by_open_way else set(self.board.area_of)
        back = self.way_tree(to, known, walls - {to}, self.stop_squares())
        start = sq(hero.pos)  # type: ignore[arg-type]
        here = back.get(start, (1 << 20, None))[0]
        # a known trap or open pit is never offered: stepping there springs it or costs body (a player
        # may still name one, knowing it)
        pits = self.stop_squares()
        closer = [s for s in reach if s in back and back[s][0] < here and s not in pits]
        closer.sort(key=lambda s: (back[s][0], reach[s], s[1], s[0]))
        return [nm(s) for s in closer[:3]]

    def plan_path(self, hero: HeroState, to: Square, path: list[str] | None, left: int | None) -> list[Square]:
        """The squares to walk to `to`: the player's `path` exactly, or the shortest open way.
        With `left` (the movement left), a way longer than that is refused, saying how long it is
        and which squares toward `to` the hero can reach."""
        start = sq(hero.pos)  # type: ignore[arg-type]
        walls, others = self.known_obstacles(hero)
        if to not in self.board.area_of:
            raise RuleError("off_board", f"{nm(to)} is not a square of the board.", square=nm(to))
        if to == start:
            raise RuleError("already_there", "You are already there.")
        if to in walls:
            thing = self.obstacle_at(to)
            raise RuleError("square_blocked", f"You cannot stand on {nm(to)}: there is {thing.kind} there.",
                            square=nm(to), **thing.params())
        if not self.can_end_on(to, others):
            raise RuleError("square_taken", f"Someone already stands on {nm(to)}.", square=nm(to),
                            hero=self.hero_squares()[to])
        known = self.visible_squares()
        if path:
            steps = self.given_path(hero, to, path, walls, known)
        else:
            if to not in known:
                if to not in self.way_tree(start, set(self.board.area_of), set(), set()):
                    raise RuleError("unseen", f"Nobody has seen {nm(to)} yet, and every way there passes a closed "
                                    "door: open one first.", square=nm(to), why="closed")
                reach = self.reachable(hero, left if left is not None else self.most_movement(hero))
                toward = self.toward(hero, to, reach, by_open_way=False)
                raise RuleError("unseen", f"Nobody has seen {nm(to)} yet: walk toward it and look first.",
                                square=nm(to), why="unseen", **({"reach": ", ".join(toward)} if toward else {}))
            tree = self.open_way(hero)
            if to not in tree:
                _length, thing = self.direct_way(hero, to)
                params = thing.params() if thing is not None else {"blocker": "none"}
                raise RuleError("unreachable", f"No way you know leads to {nm(to)}.", square=nm(to), **params)
            steps = path_to(tree, to)[1:]
        if left is not None and len(steps) > left:
            raise RuleError("too_far", f"{nm(to)} is {len(steps)} squares away by the open way; you have {left}.",
                            **self.short_of(hero, to, steps, left, path is not None and len(path) > 0))
        return steps

    def short_of(self, hero: HeroState, to: Square, steps: list[Square], left: int, given: bool) -> dict[str, Any]:
        """What a player told their move is too long needs: how far `to` is, the movement left, the
        closest squares they can reach, and (when the open way is much longer than the direct one)
        what blocks the direct way."""
        out: dict[str, Any] = {"square": nm(to), "steps": len(steps), "left": left}
        out["reach"] = ", ".join(self.toward(hero, to, self.reachable(hero, left), by_open_way=True))
        if not given:
            direct, thing = self.direct_way(hero, to)
            if direct is not None and thing is not None and direct < len(steps):
                out["direct"] = direct
                out.update(thing.params())
        return out

    def most_movement(self, hero: HeroState) -> int:
        """The most a hero's movement roll can give (every die a six)."""
        return 6 * (self.move_dice(hero) + hero.move_bonus_dice) + self.move_bonus(hero)

    def given_path(self, hero: HeroState, to: Square, path: list[str], walls: set[Square],
                   known: set[Square]) -> list[Square]:
        """The player's own path, followed exactly (it may start with the hero's square and leave out
        the destination), or refused at the first step that cannot be taken, saying why."""
        start = sq(hero.pos)  # type: ignore[arg-type]
        steps = [sq(p) for p in path]
        if steps and steps[0] == start:
            steps = steps[1:]
        if not steps or steps[-1] != to:
            steps.append(to)
        stops = self.stop_squares()
        cur = start
        for i, s in enumerate(steps):
            why = ""
            if abs(s[0] - cur[0]) + abs(s[1] - cur[1]) != 1 or s not in self.board.area_of:
                why = "not_next"
            elif self.board.is_wall(cur, s, self.s.open_doors):
                why = "door" if self.board.door_between(cur, s) is not None else "wall"
            elif s not in known:
                why = "unseen"
            elif s in walls:
                why = self.obstacle_at(s).kind
            elif s in stops and i < len(steps) - 1:
                why = "trap"
            if why:
                params: dict[str, Any] = {"a": nm(cur), "b": nm(s), "why": why}
                if why == "monster":
                    params["monster"] = self.obstacle_at(s).monster
                raise RuleError("bad_path", f"Your path breaks between {nm(cur)} and {nm(s)} ({why}).", **params)
            cur = s
        return steps

    def do_move(self, hero: HeroState, action: Move) -> None:
        """« Il n'est pas nécessaire de parcourir entièrement la distance indiquée par les dés »: the
        hero walks to the square asked for, or not at all. The first move of a turn rolls the red
        dice; when they fall short of the square, the hero stays put, keeps the roll, and is told
        which squares toward it they can reach instead."""
        to = sq(action.to)
        turn = self.s.turn
        assert turn is not None
        self.check_can_move(turn)
        # checked against what the hero knows before rolling: an impossible move rolls nothing
        steps = self.plan_path(hero, to, action.path, turn.left if turn.roll is not None else None)
        most = self.most_movement(hero)
        if turn.roll is None and len(steps) > most:
            raise RuleError("too_far", f"{nm(to)} is {len(steps)} squares away by the open way: more than your "
                            f"dice can give ({most}).", most=most,
                            **self.short_of(hero, to, steps, most, bool(action.path)))
        if turn.roll is None:
            turn = self.start_moving(hero)
            turn.moved = turn.moved or not turn.acted  # the dice are rolled: the move has begun
            if len(steps) > turn.left:
                params = self.short_of(hero, to, steps, turn.left, bool(action.path))
                self.emit(ev.MoveShort, hero=hero.id, roll=turn.roll, square=action.to, steps=len(steps),
                          left=turn.left, reach=[x for x in params["reach"].split(", ") if x],
                          direct=int(params.get("direct", 0)), blocker=params.get("blocker", ""),
                          blocker_at=params.get("at", ""),
                          blocker_name=params.get("monster") or params.get("hero") or "")
                return
        self.walk(hero, steps)

    def walk(self, hero: HeroState, steps: list[Square]) -> None:
        turn = self.s.turn
        assert turn is not None
        turn.moved = turn.moved or not turn.acted
        walked: list[Square] = [sq(hero.pos)]  # type: ignore[arg-type]
        stopped_by = None
        for s in steps:
            monsters = {sq(m.pos) for m in self.s.monsters.values()}
            if s in monsters or s in self.blocked() or s in self.furniture_at:
                stopped_by = nm(s)
                m = self.monster_at().get(s)
                if m is not None:
                    self.reveal_monster(m)
                break
            prev = walked[-1]
            hero.pos = nm(s)
            walked.append(s)
            turn.left -= 1
            trap = self.traps_at().get(s)
            if trap is not None and trap.status in ("hidden", "known"):
                self.emit(ev.HeroMoved, hero=hero.id, path=[nm(x) for x in walked])
                walked = [s]
                self.spring_trap(trap, hero, prev)
                self.update_vision(hero.id)
                if turn.over or hero.pos is None:
                    return
                continue
            if self.open_pit(s):
                # climbing down into an open pit ends the move and, for a hero, costs 1 body point
                # ("se jeter dans l'oubliette (et perdre des points de vie)"); the hero may still
                # act from the pit, with one die fewer
                turn.move_over = True
                self.emit(ev.HeroMoved, hero=hero.id, path=[nm(x) for x in walked])
                self.emit(ev.EnteredPit, hero=hero.id, square=nm(s))
                self.hurt_hero(hero, 1, "pit")
                if hero.pos is not None:
                    self.update_vision(hero.id)
                return
            self.update_vision(hero.id)
        if stopped_by is not None:
            # step back to the last square the hero may stop on
            _walls, others = self.known_obstacles(hero)
            while len(walked) > 1 and not self.can_end_on(walked[-1], others):
                walked.pop()
                turn.left += 1
            hero.pos = nm(walked[-1])
            self.emit(ev.MoveInterrupted, hero=hero.id, square=stopped_by)
        if len(walked) > 1:
            self.emit(ev.HeroMoved, hero=hero.id, path=[nm(x) for x in walked])
        self.after_move(hero)

    def after_move(self, hero: HeroState) -> None:
        if hero.pos is not None and sq(hero.pos) in self.stairs and self.s.goal_done:
            self.emit(ev.HeroLeft, hero=hero.id)
            hero.escaped = True
            hero.pos = None
            if self.s.turn is not None and self.s.turn.hero == hero.id:
                self.s.turn.over = True
            self.check_end()
            if self.s.result is None:
                self.update_vision()

    def jump_trap(self, hero: HeroState, to: Square, over: str | None) -> tuple[Square, Trap]:
        here = sq(hero.pos)  # type: ignore[arg-type]
        candidates = []
        for t in self.s.traps.values():
            if not t.square or t.kind == "furniture":
                continue
            if t.status == "known" or (t.status == "sprung" and t.kind == "pit"):
                ts = sq(t.square)
                if over is not None and ts != sq(over):
                    continue
                if ts in self.steps_from(here) and to in self.steps_from(ts) and to != here:
                    candidates.append((ts, t))
        if not candidates:
            raise RuleError("no_jump", f"There is no known trap between you and {nm(to)} to jump.", square=nm(to))
        if len(candidates) > 1:
            raise RuleError("which_trap", "Two traps could be meant: say which one with `over`.")
        ts, trap = candidates[0]
        m = self.monster_at().get(ts)
        if m is not None and m.revealed:
            # heroes pass over heroes, never over monsters (one in an open pit included)
            raise RuleError("jump_monster", f"{m.label} stands in the way: you cannot leap over a monster.",
                            target=m.label, square=nm(ts))
        return ts, trap

    def do_jump(self, hero: HeroState, action: Jump) -> None:
        to = sq(action.to)
        ts, trap = self.jump_trap(hero, to, action.over)
        turn = self.s.turn
        assert turn is not None
        self.check_can_move(turn)
        walls, others = self.known_obstacles(hero)
        if to in walls or to in others or to in self.stop_squares():
            raise RuleError("no_landing", f"There is no free square to land on at {nm(to)}.", square=nm(to))
        if turn.roll is not None and turn.left < 2:
            raise RuleError("jump_too_far", "Jumping a trap takes 2 squares of movement.", left=turn.left)
        turn = self.start_moving(hero)
        turn.moved = turn.moved or not turn.acted
        if turn.left < 2:
            # the roll came up short: the hero may still walk elsewhere
            self.emit(ev.JumpShort, hero=hero.id, left=turn.left)
            return
        start = sq(hero.pos)  # type: ignore[arg-type]
        roll = self.roll_combat(1)
        self.emit(ev.JumpRoll, hero=hero.id, roll=roll, trap=nm(ts))
        if roll[0] == "skull":
            # "il tombe dans le piège et perd des points de vie ... le héros s'arrête sur la case
            # piégée et son tour est terminé": whatever the trap, the turn ends there
            hero.pos = nm(ts)
            turn.left = max(0, turn.left - 1)
            self.emit(ev.HeroMoved, hero=hero.id, path=[nm(start), nm(ts)])
            self.fall_into(trap, hero, start)
            turn.over = True
            self.update_vision(hero.id)
            return
        turn.left -= 2
        if self.monster_at().get(to) is not None or to in self.blocked() or to in self.furniture_at:
            # something the hero had not seen stands there: the leap ends in the trap's square
            hero.pos = nm(ts)
            self.emit(ev.MoveInterrupted, hero=hero.id, square=nm(to))
            self.emit(ev.HeroMoved, hero=hero.id, path=[nm(start), nm(ts)])
            if self.monster_at().get(to) is not None:
                self.reveal_monster(self.monster_at()[to])
            if trap.status == "known":
                self.spring_trap(trap, hero, start)
            else:
                turn.over = True
                self.hurt_hero(hero, 1, "pit")
            self.update_vision(hero.id)
            return
        hero.pos = nm(to)
        self.emit(ev.HeroMoved, hero=hero.id, path=[nm(start), nm(ts), nm(to)], jump=True)
        landing = self.traps_at().get(to)
        if landing is not None and landing.status in ("hidden", "known"):
            self.spring_trap(landing, hero, ts)
        self.update_vision(hero.id)
        self.after_move(hero)

    def do_open_door(self, hero: HeroState, action: OpenDoor) -> None:
        door_id = action.door
        if door_id not in self.s.known_doors:
            raise RuleError("no_such_door", f"There is no door called {door_id!r} that you know of.", door=door_id)
        if door_id in self.s.open_doors:
            raise RuleError("door_open", f"Door {door_id} is already open.", door=door_id)
        d = self.board.doors[door_id]
        here = sq(hero.pos)  # type: ignore[arg-type]
        if here not in (d.a, d.b):
            # « se déplacer sur la case adjacente à une porte fermée »: one of the two squares it joins
            raise RuleError("door_not_here", f"Stand on {nm(d.a)} or {nm(d.b)}, the door's two squares, to open it.",
                            door=door_id, a=nm(d.a), b=nm(d.b))
        self.s.open_doors.append(door_id)
        self.emit(ev.DoorOpened, hero=hero.id, door=door_id)
        for s in (d.a, d.b):
            self.reveal_room(self.area(s))
        self.update_vision()

    # --- actions --------------------------------------------------------------------------------------

    def take_action(self, hero: HeroState) -> None:
        turn = self.s.turn
        assert turn is not None
        if turn.acted:
            raise RuleError("action_taken", "You have already taken your action this turn: move if you still can, "
                            "or `/end` your turn.")

    def spend_action(self) -> None:
        turn = self.s.turn
        assert turn is not None
        turn.acted = True
        if turn.moved:
            turn.move_over = True

    def find_monster(self, label: str) -> Monster:
        """A monster the heroes know, by its label ("O1") or by its name ("orc", "gob"): the whole name,
        or the start of one of its words. A name several monsters share asks which, listing them."""
        key = fold(label)
        known = sorted((m for m in self.s.monsters.values() if m.revealed), key=lambda m: m.label)
        for m in known:
            if fold(m.label) == key:
                return m

        def names(m: Monster) -> list[str]:
            mdef = self.c.monsters[m.kind]
            return [fold(x) for x in (self.monster_name(m), self.monster_name_fr(m), mdef.name, mdef.name_fr, m.kind)
                    if x]

        found = [m for m in known if key in names(m)]
        if not found and key:
            found = [m for m in known if any(w.startswith(key) or n.startswith(key) for n in names(m)
                                             for w in n.split())]
        if len(found) == 1:
            return found[0]
        if found:
            raise RuleError("which_monster", f"Which one: {self.monster_list(found, True)}?", target=label,
                            monsters=self.monster_list(found, True), monsters_fr=self.monster_list(found, True, "fr"))
        # a label once given (or a quest's own monster, a boss's "Gr") whose monster is off the board: slain
        given = list(self.s.labels_used) + [qm.label for qm in self.q.monsters if qm.label and qm.id not in self.s.monsters]
        gone = next((used for used in given if fold(used) == key), None)
        if gone is not None and not any(m.label == gone for m in self.s.monsters.values()):
            raise RuleError("monster_dead", f"{gone} has already been slain.", target=gone)
        raise RuleError("no_such_monster", f"There is no monster {label!r} in sight.", target=label,
                        **({"monsters": self.monster_list(known), "monsters_fr": self.monster_list(known, lang="fr")}
                           if known else {}))

    def monster_list(self, monsters: list[Monster], where: bool = False, lang: str = "en") -> str:
        """Monsters as players read them: "O1 Orc (C12), O2 Orc (E13)" (their squares with `where`)."""
        out = []
        for m in monsters:
            name = self.monster_name_fr(m) if lang == "fr" else self.monster_name(m)
            out.append(f"{m.label} {name}" + (f" ({m.pos})" if where and m.pos else ""))
        return ", ".join(out)

    def out_of_reach(self, hero: HeroState, m: Monster, weapons: list[str]) -> RuleError:
        """Why no weapon reaches `m`, and where to stand instead: a wall or a closed door between
        neighbours, a diagonal (only some weapons strike there), a line of sight cut (for a weapon
        that strikes at range), or plain distance."""
        here, there = sq(hero.pos), sq(m.pos)  # type: ignore[arg-type]
        params: dict[str, Any] = {"target": m.label}
        ranged = any(r in ("ranged", "thrown") for w in weapons for r in self.item(w).reach)
        dx, dy = abs(here[0] - there[0]), abs(here[1] - there[1])
        if dx + dy == 1:
            thing = self.crossing_blocker(here, there, set())
            params.update(why="wall", **(thing.params() if thing else {}))
        elif ranged and not self.sees(here, there):
            thing = self.sight_blocker(here, there)
            params.update(why="sight", **(thing.params() if thing else {}))
        elif dx == 1 and dy == 1 and not ranged:
            params["why"] = "diagonal"
        else:
            params["why"] = "far"
            params["steps"] = dx + dy
        # the free squares next to it the hero could walk to this turn
        turn = self.s.turn
        budget = 0
        if turn is not None and not (turn.move_over or (turn.acted and turn.moved)):
            budget = turn.left if turn.roll is not None else self.most_movement(hero)
        reach = self.reachable(hero, budget) if budget > 0 else {}
        pits = self.stop_squares()
        beside = sorted((s for s in self.steps_from(there) if s in reach and s not in pits),
                        key=lambda s: (reach[s], s[1], s[0]))
        if beside:
            params["reach"] = ", ".join(nm(s) for s in beside[:3])
        return RuleError("out_of_reach", f"{m.label} is out of reach of your weapon ({params['why']}).", **params)

    def weapon_reaches(self, hero: HeroState, weapon: str, m: Monster) -> str | None:
        """How the weapon reaches the monster: 'adjacent', 'diagonal', 'ranged', 'thrown', or None."""
        it = self.item(weapon)
        here, there = sq(hero.pos), sq(m.pos)  # type: ignore[arg-type]
        next_to = self.adjacent(here, there)
        if next_to and ("adjacent" in it.reach or "thrown" in it.reach):
            return "adjacent"
        if "diagonal" in it.reach and self.diagonal_reach(here, there):
            return "diagonal"
        if not next_to and ("ranged" in it.reach or "thrown" in it.reach) and self.sees(here, there):
            return "ranged" if "ranged" in it.reach else "thrown"
        return None

    def do_attack(self, hero: HeroState, action: Attack) -> None:
        self.take_action(hero)
        m = self.find_monster(action.target)
        weapons = self.weapons(hero)
        if action.weapon is not None:
            if action.weapon not in hero.items:
                raise RuleError("no_such_item", f"You do not carry {action.weapon!r}.", item=action.weapon)
            if action.weapon not in weapons:
                raise RuleError("not_a_weapon", f"You cannot fight with the {self.item(action.weapon).name}.",
                                item=action.weapon)
            how = self.weapon_reaches(hero, action.weapon, m)
            weapon = action.weapon
        else:
            options = [(w, self.weapon_reaches(hero, w, m)) for w in weapons]
            options = [(w, h) for w, h in options if h is not None]
            if not action.throw and any(h != "thrown" for _w, h in options):
                options = [(w, h) for w, h in options if h != "thrown"]
            if not options:
                how, weapon = None, None
            else:
                weapon, how = max(options, key=lambda o: (self.item(o[0]).attack, o[1] != "thrown", o[0]))
        if how is None or weapon is None:
            raise self.out_of_reach(hero, m, [weapon] if weapon else weapons)
        if how == "thrown" and not action.throw:
            # a thrown weapon is lost for the quest (« les poignards ... peuvent attaquer les monstres à
            # distance »): never spent unless the player asks for the throw
            it = self.item(weapon)
            here, there = sq(hero.pos), sq(m.pos)  # type: ignore[arg-type]
            near = self.out_of_reach(hero, m, [w for w in weapons if "thrown" not in self.item(w).reach]).params
            raise RuleError("throw_needed", f"{m.label} is not next to you: add throw to throw your {it.name} "
                            "(it is lost for the quest).", target=m.label, weapon=it.name, weapon_fr=it.name_fr,
                            steps=abs(here[0] - there[0]) + abs(here[1] - there[1]),
                            **({"reach": near["reach"]} if near.get("reach") else {}))
        if action.throw and how != "thrown" and not any("thrown" in self.item(w).reach for w in
                                                         ([action.weapon] if action.weapon else weapons)):
            raise RuleError("cannot_throw", "None of your weapons can be thrown.",
                            **({"weapon": self.item(action.weapon).name, "weapon_fr": self.item(action.weapon).name_fr}
                               if action.weapon else {}))
        self.spend_action()
        it = self.item(weapon)
        hero.wielding = weapon
        dice = it.attack + hero.attack_bonus + (it.undead_bonus if self.c.monsters[m.kind].undead else 0)
        hero.attack_bonus = 0
        dice = self.pit_penalty(dice, hero.pos)
        attack = self.roll_combat(dice)
        skulls = attack.count("skull")
        defence = self.monster_defends(m) if skulls else []
        damage = max(0, skulls - defence.count("black"))
        self.emit(ev.HeroAttacked, hero=hero.id, monster=m.label, weapon=weapon, reach=how, attack=attack,
                  defence=defence, damage=damage)
        if how == "thrown":
            hero.items.remove(weapon)
            hero.wielding = self.default_wielding(hero)
            self.emit(ev.WeaponThrown, hero=hero.id, item=weapon, name=it.name, name_fr=it.name_fr)
        self.hurt_monster(m, damage, hero.id)

    def hero_named(self, typed: str) -> HeroState | None:
        """The hero on the board a player named: by id, letter (in either language) or name."""
        key = fold(typed)
        for h in self.s.heroes.values():
            hdef = self.c.heroes[h.id]
            if h.pos is not None and key in {fold(x) for x in (h.id, h.label, hdef.label_fr, hdef.name, hdef.name_fr)
                                             if x}:
                return h
        return None

    def find_figure(self, label: str, need: str = "any") -> HeroState | Monster:
        """A spell's target: a hero (by id, letter or name) or a monster. A spell cast on heroes is
        refused as such when the name is no hero's (never as a missing monster)."""
        hero = self.hero_named(label)
        if hero is not None:
            return hero
        if need in ("hero", "self"):
            raise RuleError("no_such_hero", f"No hero on the board is called {label!r}.", target=label, need=need)
        return self.find_monster(label)

    def do_cast(self, hero: HeroState, action: Cast) -> None:
        self.take_action(hero)
        if action.spell not in hero.spells:
            raise self.spell_refusal(hero, action.spell)
        sp = self.c.spells[action.spell]
        target = hero if action.target is None else self.find_figure(action.target, sp.target)
        if sp.target == "monster" and not isinstance(target, Monster):
            raise RuleError("spell_target", f"{sp.name} must be cast on a monster.", spell=sp.id, need="monster")
        if sp.target == "hero" and not isinstance(target, HeroState):
            raise RuleError("spell_target", f"{sp.name} must be cast on a hero.", spell=sp.id, need="hero")
        if sp.target == "self" and target is not hero:
            raise RuleError("spell_target", f"{sp.name} can only be cast on yourself.", spell=sp.id, need="self")
        here = sq(hero.pos)  # type: ignore[arg-type]
        there = sq(target.pos)  # type: ignore[arg-type]
        if target is not hero and not self.sees(here, there):
            # « Si la ligne ne traverse pas de mur, de porte fermée, de héros ou de monstre »: say which
            thing = self.sight_blocker(here, there)
            # a hero is named by the bot from `target_hero` (their name), never by the board's bare letter
            raise RuleError("not_in_sight", f"{target.label} is not in sight: {thing.kind if thing else 'something'} "
                            "is in the way.", spell=sp.id, target=target.label,
                            **({"target_hero": target.id} if isinstance(target, HeroState) else {}),
                            **(thing.params() if thing else {"blocker": "unknown", "at": nm(there)}))
        if self.spell_does_nothing(sp, target):
            raise RuleError("spell_wasted", f"{sp.name} would do nothing: {target.label} has every body point.",
                            spell=sp.id, target=target.label,
                            **({"hero": target.id} if isinstance(target, HeroState) else {}))
        self.spend_action()
        hero.spells.remove(sp.id)
        label = target.id if isinstance(target, HeroState) else target.label
        self.emit(ev.SpellCast, hero=hero.id, spell=sp.id, name=sp.name, name_fr=sp.name_fr, target=label)
        self.apply_effects(sp.effects, target, hero.id, here)

    def spell_named(self, typed: str) -> Any | None:
        """Any spell of the game, by id or name in either language, or the start of a word of its name."""
        key = fold(typed)
        if not key:
            return None
        spells = list(self.c.spells.values())
        exact = [sp for sp in spells if key in (fold(sp.id), fold(sp.name), fold(sp.name_fr))]
        if len(exact) == 1:
            return exact[0]
        starts = [sp for sp in spells if any(w.startswith(key) or n.startswith(key)
                                             for n in (fold(sp.name), fold(sp.name_fr)) for w in n.split())]
        return starts[0] if len(starts) == 1 else None

    def spell_refusal(self, hero: HeroState, typed: str) -> RuleError:
        """Why `hero` cannot cast `typed`: no such spell, a spell of an element they do not have (and
        which hero of the party has it), or one of theirs already cast; with the spells they have left."""
        left = [self.c.spells[x] for x in hero.spells]
        tail: dict[str, Any] = {"caster": "yes" if hero.elements else "no",
                                # lists: the bot quotes each name whole, however many there are
                                "spells": [sp.name for sp in left], "spells_fr": [sp.name_fr for sp in left]}
        if not left:
            del tail["spells"], tail["spells_fr"]
        sp = self.spell_named(typed)
        if sp is None:
            return RuleError("spell_unknown", f"There is no spell called {typed!r}.", spell=typed, **tail)
        names = {"spell": sp.name, "spell_fr": sp.name_fr}
        if sp.element in hero.elements:
            return RuleError("spell_used", f"You have cast {sp.name} already this quest.", **names, **tail)
        knower = next((h.id for h in self.s.heroes.values() if sp.element in h.elements and not h.dead), None)
        return RuleError("spell_not_known", f"You do not know {sp.name}.", **names,
                         **({"hero": knower} if knower else {}), **tail)

    def spell_does_nothing(self, sp: Any, target: HeroState | Monster) -> bool:
        """A spell that only heals, cast on a figure with every body point: the spell would be lost
        and the action spent on nothing."""
        if not sp.effects or any(e.op != "heal" for e in sp.effects):
            return False
        if isinstance(target, HeroState):
            return target.body >= self.max_body(target)
        return target.body >= target.max_body

    def check_search(self, hero: HeroState, kind: str) -> None:
        """Refuse a search the rules forbid or that can find nothing, before anything is spent."""
        here = sq(hero.pos)  # type: ignore[arg-type]
        if kind == "treasure":
            self.check_treasure_search(hero, here)
            return
        seen = self.monsters_seen_by(hero)
        if seen:
            # « Les héros ne peuvent pas chercher ... si un monstre se trouve dans leur champ de vision »
            them = [m for m in self.s.monsters.values() if m.label in seen]
            them.sort(key=lambda m: m.label)
            raise RuleError("monster_in_sight", "You cannot search while a monster is in sight.",
                            monsters=self.monster_list(them), monsters_fr=self.monster_list(them, lang="fr"))
        covered = self.s.door_search_covered if kind == "secret_doors" else self.s.trap_search_covered
        if {nm(x) for x in self.search_squares(here)} <= set(covered):
            # a search shows everything there is where it looks: a second one over the same squares
            # finds nothing more
            raise RuleError("already_searched", f"Every square this search would cover was searched for {kind} "
                            "already: it would find nothing more.", kind=kind,
                            place="room" if self.area(here) != "corridor" else "corridor")

    def monsters_seen_by(self, hero: HeroState) -> list[str]:
        here = sq(hero.pos)  # type: ignore[arg-type]
        blockers = self.sight_blockers()
        return sorted(m.label for m in self.s.monsters.values() if m.revealed and self.sees(here, sq(m.pos), blockers))

    def do_search(self, hero: HeroState, action: Search) -> None:
        self.take_action(hero)
        kind = action.for_
        here = sq(hero.pos)  # type: ignore[arg-type]
        self.check_search(hero, kind)
        if kind == "treasure":
            self.search_treasure(hero, here)
            return
        self.spend_action()
        section = self.section(here)
        squares = self.search_squares(here)
        searched = self.s.door_searched if kind == "secret_doors" else self.s.trap_searched
        if section not in searched:
            searched.append(section)
        covered = self.s.door_search_covered if kind == "secret_doors" else self.s.trap_search_covered
        covered[:] = sorted(set(covered) | {nm(x) for x in squares}, key=lambda n: (sq(n)[1], sq(n)[0]))
        if kind == "secret_doors":
            found = []
            for door_id in sorted(self.secret):
                d = self.board.doors[door_id]
                if door_id not in self.s.known_doors and (d.a in squares or d.b in squares):
                    self.s.known_doors.append(door_id)
                    found.append(ev.FoundDoor(door=door_id, a=nm(d.a), b=nm(d.b)))
            self.emit(ev.SearchedSecretDoors, hero=hero.id, found=found)
        else:
            found_traps = []
            for t in sorted(self.s.traps.values(), key=lambda t: t.id):
                if t.status != "hidden":
                    continue
                if t.square and sq(t.square) in squares:
                    t.status = "known"
                    found_traps.append(ev.FoundTrap(trap=t.id, square=t.square, kind=t.kind))
                elif t.furniture and self.furniture_room[t.furniture] == section:
                    t.status = "known"
                    found_traps.append(ev.FoundTrap(trap=t.id, furniture=t.furniture, kind="furniture"))
            self.emit(ev.SearchedTraps, hero=hero.id, found=found_traps)

    def search_squares(self, here: Square) -> set[Square]:
        """What a search for secret doors or traps covers (« la pièce ou le corridor où se trouve le
        héros »): the hero's whole room; in a corridor, the squares of the hero's own stretch of
        corridor (its section) that the hero can see from where they stand. What lies past
        rubble, a corner or a figure is out of sight and stays hidden."""
        area = self.area(here)
        if area != "corridor":
            return set(self.board.area_squares[area])
        section = self.c.section_of.get(here)
        return {s for s in self.hero_sight(here) if self.c.section_of.get(s) == section}

    def check_treasure_search(self, hero: HeroState, here: Square) -> None:
        room = self.area(here)
        if room == "corridor" and not self.open_pit(here):
            raise RuleError("not_in_room", "Treasure is found only in rooms, never in corridors: step into a room "
                            "first.")
        key = f"pit:{nm(here)}" if self.open_pit(here) else room
        if key in hero.searched:
            raise RuleError("searched", "You have already searched here for treasure: each hero searches a room "
                            "once.", place="pit" if key.startswith("pit:") else "room")
        if key.startswith("pit:"):
            return
        # the hero's room is revealed, so every monster in it is too: only those are counted
        squares = set(self.board.area_squares[room])
        here_now = sorted((m for m in self.s.monsters.values() if m.revealed and sq(m.pos) in squares),
                          key=lambda m: m.label)
        if here_now:
            raise RuleError("monsters_here", "You cannot search for treasure while monsters are in the room.",
                            monsters=self.monster_list(here_now), monsters_fr=self.monster_list(here_now, lang="fr"))
        if room in self.s.specials_taken and any(tr.room == room for tr in self.q.treasures):
            # « Le trésor spécial ne peut être découvert qu'une seule fois, par le premier héros »:
            # the heroes heard it found, so they know a later search here finds nothing
            raise RuleError("treasure_taken", "This room's treasure has been found already: a search here "
                            "would find nothing.")

    def search_treasure(self, hero: HeroState, here: Square) -> None:
        room = self.area(here)
        key = f"pit:{nm(here)}" if self.open_pit(here) else room
        self.spend_action()
        if not key.startswith("pit:"):
            # "il déclenche tout coffre/meuble piégé se trouvant dans la pièce et son tour est terminé"
            sprung = [t for t in sorted(self.s.traps.values(), key=lambda t: t.id)
                      if t.furniture and t.status == "hidden" and self.furniture_room[t.furniture] == room]
            for t in sprung:
                if hero.pos is not None:
                    self.spring_furniture(t, hero)
            if sprung:
                return
        hero.searched.append(key)
        special = next((tr for tr in self.q.treasures if tr.room == room), None) if not key.startswith("pit:") else None
        if special is not None and room in self.s.specials_taken:
            # a room the Quest Book gives a special treasure to holds no treasure card: once the
            # first searcher has it, those who search later find nothing
            self.emit(ev.FoundNothing, hero=hero.id)
            return
        if special is not None:
            self.s.specials_taken.append(room)
            self.emit(ev.SpecialTreasure, hero=hero.id, text=special.text, text_fr=special.text_fr)
            if special.gold:
                hero.gold += special.gold
                self.emit(ev.Gold, hero=hero.id, amount=special.gold, total=hero.gold)
            for it in special.items:
                self.give_item(hero, it)
            self.apply_effects(special.effects, hero, "treasure", here)
            return
        self.draw_treasure(hero, here)

    def draw_treasure(self, hero: HeroState, here: Square) -> None:
        deck = self.s.treasure_deck
        if not deck:
            self.emit(ev.FoundNothing, hero=hero.id)
            return
        # shuffled before every draw: draw one card uniformly from what is left
        card_id = deck[randbelow(self.s, len(deck))]
        card = next(c for c in self.c.treasure if c.id == card_id)
        self.emit(ev.TreasureCard, hero=hero.id, card=card.id, name=card.name, name_fr=card.name_fr,
                  text=card.text, text_fr=card.text_fr, kind=card.kind)
        if card.kind in ("gold", "item"):
            deck.remove(card_id)
        if card.kind == "wander":
            m = self.spawn(self.q.wandering, here)
            # it attacks at once when it could appear next to the searcher; placed further away
            # (every square around taken) it waits for Zargon's next turn
            if m is not None and self.adjacent(here, sq(m.pos)):
                self.monster_attacks_hero(m, hero)
                m.only_attacks = hero.id
            elif m is not None:  # the card says "attacks at once": say why it does not
                self.emit(ev.WanderingWaits, monster=m.label, hero=hero.id)
        else:
            self.apply_effects(card.effects, hero, "treasure", here)
        if card.ends_turn and self.s.turn is not None:
            self.s.turn.over = True

    def find_trap(self, hero: HeroState, name: str) -> tuple[Trap, list[Square]]:
        for t in self.s.traps.values():
            if t.status != "known":
                continue
            if t.square and is_square_name(name) and sq(t.square) == sq(name):
                return t, [sq(t.square)]
            if t.furniture and (t.furniture == name or t.id == name):
                return t, self.furniture_squares[t.furniture]
        if is_square_name(name) and self.open_pit(sq(name)):
            # a pit that has opened is no trap left to disarm: only a leap or another way passes it
            raise RuleError("pit_open", f"The pit at {nm(sq(name))} is open: it cannot be disarmed.", square=nm(sq(name)))
        known = sorted(t.square or t.furniture or "" for t in self.s.traps.values() if t.status == "known")
        raise RuleError("no_known_trap", f"You know of no trap at {name!r}.", trap=name,
                        **({"known": ", ".join(known)} if known else {}))

    def disarm_squares(self, squares: list[Square]) -> list[Square]:
        """Where a hero may stand to disarm a trap on `squares`: the free squares next to it."""
        occupied = self.figure_squares() | self.blocked() | set(self.furniture_at)
        out = {n for s in squares for n in self.steps_from(s) if n not in squares and n not in occupied}
        return sorted(out, key=lambda s: (s[1], s[0]))

    def do_disarm(self, hero: HeroState, action: Disarm) -> None:
        """« Avant de se déplacer, le héros doit annoncer qu'il se déplace sur la case du piège pour
        essayer de le désarmer. Il se déplace sur la case piégée et lance 1 dé de combat. » The
        disarm is declared before moving; onto a square trap the step is the first square of the
        move (the red dice are rolled then), and after a success the hero may walk on with the rest."""
        self.take_action(hero)
        trap, squares = self.find_trap(hero, action.trap)
        here = sq(hero.pos)  # type: ignore[arg-type]
        if not any(self.adjacent(here, s) for s in squares):
            where = ", ".join(nm(s) for s in self.disarm_squares(squares))
            raise RuleError("trap_far", f"Stand next to the trap to disarm it ({where}).", trap=action.trap,
                            **({"squares": where} if where else {}))
        dwarf = self.c.heroes[hero.id].disarms_without_kit
        if not dwarf and "toolkit" not in hero.items:
            raise RuleError("no_toolkit", "You need a tool kit to disarm traps.")
        if trap.square and sq(trap.square) in self.figure_squares():
            thing = self.obstacle_at(sq(trap.square))
            raise RuleError("trap_occupied", "Someone stands on that trap.", trap=trap.square, **thing.params())
        turn = self.s.turn
        assert turn is not None
        if turn.roll is not None:
            raise RuleError("disarm_after_move", "A disarm is declared before moving, and stepping onto the trap "
                            "is part of the move: you have moved this turn, so try at the start of your next turn.")
        self.spend_action()
        if trap.square:
            turn = self.start_moving(hero)
            turn.left -= 1
            hero.pos = trap.square
            self.emit(ev.HeroMoved, hero=hero.id, path=[nm(here), trap.square])
        roll = self.roll_combat(1)
        set_off = roll[0] == ("black" if dwarf else "skull")
        self.emit(ev.DisarmRoll, hero=hero.id, roll=roll, trap=trap.id, success=not set_off)
        if not set_off:
            # « Un piège désarmé n'existe plus »: the hero stands on its square, free to walk on
            trap.status = "gone"
            self.emit(ev.TrapDisarmed, hero=hero.id, trap=trap.id, square=trap.square, furniture=trap.furniture)
        elif trap.furniture:
            self.spring_furniture(trap, hero)
        else:
            # « S'il obtient un crâne, il déclenche le piège et perd des points de vie »: the die that
            # failed is the trap's own, so the trap does its harm with no second roll, as a failed jump
            self.fall_into(trap, hero, here)
            turn.over = True
        if trap.square and hero.pos is not None:
            self.update_vision(hero.id)

    # --- free things ------------------------------------------------------------------------------------

    def drink_potion(self, hero: HeroState, potion: str) -> None:
        if potion not in hero.items:
            raise RuleError("no_such_item", f"You do not carry {potion!r}.", item=potion)
        it = self.item(potion)
        if it.kind != "potion":
            raise RuleError("not_a_potion", f"The {it.name} is not a potion.", item=potion)
        hero.items.remove(potion)
        self.emit(ev.PotionDrunk, hero=hero.id, item=potion, name=it.name, name_fr=it.name_fr)
        self.apply_effects(it.effects, hero, hero.id, sq(hero.pos) if hero.pos else None)

    def do_drink(self, hero: HeroState, action: Drink) -> None:
        self.drink_potion(hero, action.potion)

    def do_give(self, hero: HeroState, action: Give) -> None:
        other = self.s.heroes.get(action.to)
        if other is None or other.dead or other.id == hero.id:
            raise RuleError("bad_receiver", f"You cannot give anything to {action.to!r}.", hero=action.to)
        if other.escaped and self.s.phase != "shop":
            raise RuleError("receiver_left", f"The {self.hero_name(other.id)} has left the dungeon.", hero=action.to)
        if action.item == "gold":
            amount = action.amount or 0
            if amount <= 0 or amount > hero.gold:
                raise RuleError("bad_amount", "You have no gold to give." if not hero.gold else
                                f"You can give between 1 and {hero.gold} gold.", gold=hero.gold)
            hero.gold -= amount
            other.gold += amount
            self.emit(ev.GaveGold, hero=hero.id, to=other.id, amount=amount)
            return
        if action.item not in hero.items:
            raise RuleError("no_such_item", f"You do not carry {action.item!r}.", item=action.item)
        it = self.item(action.item)
        if self.s.phase != "shop" and it.kind not in GIVEN_DURING_A_QUEST:
            raise RuleError("cannot_give", f"During a quest a hero may hand over only potions, artifacts and gold: "
                            f"the {it.name} stays with you.")
        hero.items.remove(action.item)
        if it.body_bonus:
            hero.body = max(1, min(hero.body, self.max_body(hero)))
        if it.mind_bonus:
            hero.mind = max(1, min(hero.mind, self.max_mind(hero)))
        if hero.wielding == action.item and action.item not in hero.items:
            hero.wielding = self.default_wielding(hero)
        other.items.append(action.item)
        self.emit(ev.Gave, hero=hero.id, to=other.id, item=action.item, name=it.name, name_fr=it.name_fr)

    def do_end(self, hero: HeroState, action: EndTurn) -> None:
        turn = self.s.turn
        assert turn is not None
        if hero.pos is not None and sq(hero.pos) in self.stairs and self.s.goal_done:
            self.after_move(hero)
        turn.over = True

    def do_leave(self, hero: HeroState, action: Leave) -> None:
        """« Pour terminer leur quête sains et saufs, les héros doivent revenir à l'escalier, car c'est
        le seul endroit où ils sont à l'abri de tout danger »; play goes on « jusqu'à ce que la quête
        soit terminée ou que les héros quittent le monde souterrain »: a hero on the stairway may climb
        out at any time in their turn, the goal done or not. Gone for good, safe; one who leaves
        before the goal is done has no share of the quest's reward."""
        if hero.pos is None or sq(hero.pos) not in self.stairs:
            raise RuleError("not_on_stairs", "Only a hero standing on the stairway can leave the dungeon.",
                            stairs=span_name([nm(x) for x in self.stairs]))
        early = not self.s.goal_done
        self.emit(ev.HeroLeft, hero=hero.id, early=early)
        hero.escaped = True
        hero.left_early = early
        hero.pos = None
        turn = self.s.turn
        if turn is not None and turn.hero == hero.id:
            turn.over = True
        self.check_end()

    def do_choose(self, hero: HeroState, action: Choose) -> None:
        raise RuleError("nothing_to_choose", "There is nothing to choose right now.")

    def do_shop_buy(self, hero: HeroState, action: ShopBuy) -> None:
        raise RuleError("shop_closed", "The armory is open only between quests.")

    do_shop_sell = do_shop_buy


def carry_over(state: GameState, content: Content) -> dict[str, Any]:
    """What the surviving heroes take to the next quest: gold and every item (weapons, armor,
    artifacts, potions left). Body, mind and spells come back in full at the next set-up."""
    out: dict[str, Any] = {}
    for hid in state.order:
        h = state.heroes[hid]
        if h.dead:
            continue
        out[hid] = {"gold": h.gold, "items": list(h.items)}
    return out
