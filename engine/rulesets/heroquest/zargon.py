"""Zargon's turn: every monster the heroes have revealed moves and takes one action.

The policy below is the whole of Zargon's judgement; `ZARGON_POLICY_EN` / `ZARGON_POLICY_FR` are
what `/rules topic:zargon` shows, and the code follows them line by line.
"""
from __future__ import annotations

from ...core.board import Square
from . import events as ev
from .base import nm, sq
from .rules import Rules, _mark, path_to
from .state import HeroState, Monster

ZARGON_POLICY_EN = """\
How Zargon plays his monsters (after every hero has had a turn):
1. Only monsters the heroes have revealed act. Casters (monsters with Chaos spells left) act
   first, then the others, nearest to a hero first: nearest in steps along the way the monster
   walks (around walls, closed doors and furniture), not as the crow flies.
2. A monster that lost its turn (a spell put it to sleep) does nothing and wakes a turn closer.
3. A caster with a hero in sight casts before moving: healing itself when wounded, else the
   first of its spells that can do harm, at the most wounded hero it can see, or a summons.
   Having cast, it stays where it is. With no hero in sight it moves like a fighter and casts if
   it then can. A spell that only strengthens its own next attack or defence is cast only after
   moving, when no hero is next to it to strike; it never casts a spell that would do nothing.
4. A monster next to a hero attacks without moving: the most wounded hero next to it (fewest
   body points left, then the weakest defence).
5. Otherwise it moves up to its move value to a square next to a hero and attacks: the most
   wounded hero it can reach this turn, by the shortest way.
6. If it can reach no hero, it closes in on the nearest hero as far as it can.
7. Monsters walk orthogonally, never through heroes, walls, closed doors, furniture or blocked
   squares; they may pass other monsters. They never open doors and never set off traps; they
   step over open pits when they have the movement, and stop in one (unhurt, fighting with one
   die fewer) only when no other square serves as well.
8. A monster that survived a hero's attack strikes back only now, on Zargon's turn.
9. Wandering monsters from the treasure deck appear next to the searcher and attack at once.
   Until that round is over they may attack no one but the hero who drew them (in Zargon's turn
   they move to that hero and strike again if they can); from the next round they act like any
   other monster. One that found no square next to the searcher waits for Zargon's turn and acts
   like the others.
"""

ZARGON_POLICY_FR = """\
Comment Zargon joue ses monstres (après le tour de chaque héros) :
1. Seuls les monstres que les héros ont révélés agissent. Les lanceurs de sorts (monstres ayant
   encore des sorts de la Terreur) d'abord, puis les autres, du plus proche d'un héros au plus loin :
   proche en cases le long du chemin que le monstre parcourt (en contournant murs, portes fermées
   et mobilier), non à vol d'oiseau.
2. Un monstre qui a perdu son tour (endormi par un sort) ne fait rien et se réveille d'un tour.
3. Un lanceur qui voit un héros lance un sort avant de bouger : il se soigne s'il est blessé,
   sinon il lance le premier de ses sorts qui peut nuire, sur le héros le plus blessé qu'il voit,
   ou une invocation. Après avoir lancé un sort, il reste sur place. S'il ne voit aucun héros, il
   avance comme un combattant et lance un sort s'il le peut ensuite. Un sort qui renforce
   seulement sa prochaine attaque ou défense n'est lancé qu'après s'être déplacé, quand aucun héros
   n'est à côté de lui pour être frappé ; il ne lance jamais un sort qui ne ferait rien.
4. Un monstre à côté d'un héros attaque sans bouger : le héros le plus blessé à côté de lui
   (le moins de points de vie restants, puis la défense la plus faible).
5. Sinon il se déplace, au plus de sa valeur de mouvement, vers une case voisine d'un héros et
   attaque : le héros le plus blessé qu'il peut atteindre ce tour-ci, par le plus court chemin.
6. S'il ne peut atteindre aucun héros, il se rapproche autant qu'il peut du héros le plus proche.
7. Les monstres se déplacent orthogonalement, jamais à travers les héros, les murs, les portes
   fermées, le mobilier ou les cases obstruées ; ils peuvent passer par-dessus d'autres monstres.
   Ils n'ouvrent jamais de porte et ne déclenchent jamais de piège ; ils enjambent les oubliettes
   ouvertes quand leur mouvement le permet, et ne s'arrêtent dans l'une d'elles (sans se blesser,
   en combattant avec un dé de moins) que si aucune autre case ne convient aussi bien.
8. Un monstre qui a survécu à l'attaque d'un héros ne riposte qu'à ce moment, au tour de Zargon.
9. Les monstres errants du paquet de trésors apparaissent à côté du chercheur et attaquent aussitôt.
   Jusqu'à la fin de cette manche, ils ne peuvent attaquer que le héros qui les a tirés (au tour de
   Zargon, ils vont vers ce héros et le frappent de nouveau s'ils le peuvent) ; dès la manche
   suivante, ils agissent comme les autres monstres. Celui qui n'a trouvé aucune case à côté du
   chercheur attend le tour de Zargon et agit comme les autres.
"""


# what a spell aimed at the heroes must do for Zargon to cast it
HARM = frozenset({"damage", "mind_damage", "skip_turn"})


class Zargon(Rules):
    def zargon_order(self) -> list[str]:
        heroes = [sq(h.pos) for h in self.living_heroes()]  # type: ignore[arg-type]
        walls = self.blocked() | set(self.furniture_at) | set(self.hero_squares())

        def key(m: Monster) -> tuple:
            # nearest by the way the monster walks (it never goes through a wall, a closed door,
            # furniture or a hero); a monster no way leads from comes after, nearest as the crow flies
            here = sq(m.pos)
            tree = self.bfs(here, lambda s: s not in walls)
            walk = min((tree[h][0] for h in heroes if h in tree), default=None)
            crow = min((abs(here[0] - h[0]) + abs(here[1] - h[1]) for h in heroes), default=99)
            return (0 if m.spells else 1, walk is None, walk if walk is not None else crow, m.label)

        return [m.id for m in sorted((m for m in self.s.monsters.values() if m.revealed), key=key)]

    def hero_priority(self, h: HeroState) -> tuple:
        return (h.body, self.hero_defend(h), self.s.order.index(h.id))

    def monster_act(self, m: Monster) -> None:
        if m.skip_turns > 0:
            m.skip_turns -= 1
            self.emit(ev.MonsterSkips, monster=m.label)
            return
        if not self.living_heroes():
            return
        # a spell that only strengthens the caster's next attack or defence is worth its action
        # only when there is nothing to strike this turn: never before it has tried to close in
        if m.spells and self.try_cast(m, boosts=False):
            return
        target = self.adjacent_target(m)
        if target is None:
            self.move_monster(m)
            target = self.adjacent_target(m)
            if m.spells and self.try_cast(m, boosts=target is None):
                return
        if target is not None:
            self.monster_attacks_hero(m, target)

    def targets(self, m: Monster) -> list[HeroState]:
        """The heroes the monster may attack this turn: every hero on the board, or for a wandering
        monster in the round it was drawn, only the hero who drew it (if still there)."""
        if m.only_attacks is not None:
            return [h for h in self.living_heroes() if h.id == m.only_attacks]
        return self.living_heroes()

    def adjacent_target(self, m: Monster) -> HeroState | None:
        here = sq(m.pos)
        near = [h for h in self.targets(m) if sq(h.pos) in self.steps_from(here)]  # type: ignore[arg-type]
        return min(near, key=self.hero_priority) if near else None

    def monster_passable(self) -> tuple[set[Square], set[Square]]:
        """(squares a monster may not enter at all, squares it may cross but not stop on)."""
        walls = self.blocked() | set(self.furniture_at) | set(self.hero_squares())
        others = {sq(x.pos) for x in self.s.monsters.values()}
        return walls, others

    def move_monster(self, m: Monster) -> None:
        start = sq(m.pos)
        walls, others = self.monster_passable()
        tree = self.bfs(start, lambda s: s not in walls, max_steps=m.move)
        ends = [s for s in tree if s not in walls and (s == start or s not in others)]
        heroes = self.targets(m)
        if not heroes:
            return
        # 5. the most wounded hero it can reach this turn
        best: tuple | None = None
        for s in ends:
            for h in heroes:
                if sq(h.pos) in self.steps_from(s):  # type: ignore[arg-type]
                    key = (self.hero_priority(h), self.open_pit(s), tree[s][0], s[1], s[0])
                    if best is None or key < best[0]:
                        best = (key, s)
        if best is not None:
            dest = best[1]
        else:
            # 6. close in on the nearest hero (walking distance through open doors, figures ignored)
            static_walls = self.blocked() | set(self.furniture_at)
            dist: dict[Square, int] = {}
            for h in heroes:
                for s, d in self.board.distances(sq(h.pos), self.s.open_doors,  # type: ignore[arg-type]
                                                 passable=lambda x: x not in static_walls).items():
                    if d < dist.get(s, 1 << 30):
                        dist[s] = d
            if start not in dist:
                return
            dest = min(ends, key=lambda s: (dist.get(s, 1 << 30), self.open_pit(s), tree[s][0], s[1], s[0]))
            if dist.get(dest, 1 << 30) >= dist[start]:
                return
        if dest == start:
            return
        path = path_to(tree, dest)
        m.pos = nm(dest)
        self.s.marks.append(_mark("move", m.label, [nm(p) for p in path]))
        self.emit(ev.MonsterMoved, monster=m.label, path=[nm(p) for p in path])

    def try_cast(self, m: Monster, boosts: bool) -> bool:
        """Cast the first spell that does something worth the monster's action, with a hero in sight:
        a harmful spell at the heroes, healing when wounded, a summons; with `boosts`, also a spell
        that strengthens its own next attack or defence (one it does not hold already). Never a spell
        on itself that does it no good (Grashnak used to spend his turns on his own Black Fury)."""
        here = sq(m.pos)
        blockers = self.sight_blockers()
        in_sight = [h for h in self.living_heroes() if self.sees(here, sq(h.pos), blockers)]  # type: ignore[arg-type]
        if not in_sight:
            return False
        for spell_id in m.spells:
            if not self.worth_casting(m, spell_id, boosts):
                continue
            m.spells.remove(spell_id)
            self.cast_chaos(m, spell_id, in_sight)
            return True
        return False

    def worth_casting(self, m: Monster, spell_id: str, boosts: bool) -> bool:
        sp = self.c.chaos_spells[spell_id]
        ops = {e.op for e in sp.effects}
        if sp.target != "self":  # at the heroes: only what harms them
            return bool(ops & HARM)
        useful = set()
        if "heal" in ops and m.body < m.max_body:
            useful.add("heal")
        if "summon" in ops:
            useful.add("summon")
        if boosts and "attack_bonus" in ops and not m.attack_bonus:
            useful.add("attack_bonus")
        if boosts and "defend_bonus" in ops and not m.defend_bonus:
            useful.add("defend_bonus")
        return bool(useful)

    def cast_chaos(self, m: Monster, spell_id: str, in_sight: list[HeroState]) -> None:
        sp = self.c.chaos_spells[spell_id]
        if sp.target == "self":
            targets: list[HeroState | Monster] = [m]
        elif sp.target == "hero":
            targets = [min(in_sight, key=self.hero_priority)]
        else:
            targets = list(in_sight)
        self.emit(ev.ChaosSpell, monster=m.label, spell=spell_id, name=sp.name, name_fr=sp.name_fr,
                  targets=[t.id if isinstance(t, HeroState) else t.label for t in targets])
        for t in targets:
            if isinstance(t, HeroState):
                self.s.marks.append(_mark("attack", m.label, [m.pos, t.pos], target=t.id))
                if sp.resist == "mind":
                    roll = self.roll_combat(t.mind)
                    resisted = "white" in roll
                    self.emit(ev.ResistRoll, hero=t.id, roll=roll, resisted=resisted)
                    if resisted:
                        continue
            self.apply_effects(sp.effects, t, m.label, sq(m.pos))
