"""Enemies: spawning, engaging (the optimal position), Huge figures, traps and threat cards."""
from __future__ import annotations

from ...core.board import Square, huge_squares
from . import events as ev
from .base import nm, sq
from .effects import Effects
from .state import Figure, TrapToken, make_ctx, make_figure, make_job, make_mark

ENEMY_LABEL = {"minion": "M", "lurker": "L", "rival": "R", "villain": "V"}
_HUGE_ANCHORS: dict[tuple[int, int], list[tuple[Square, list[Square]]]] = {}


class Enemies(Effects):
    # --- engage -------------------------------------------------------------------------------

    def engage(self, me: Figure) -> Figure | None:
        """Move to the optimal position against the nearest character: the square farthest from it
        that is still within range and sight; ties go to squares within range of more characters,
        then farther from them. Enemies follow the shortest path, up to their speed, and never open
        doors. Huge figures are placed instead of moved. Gives the character engaged: the one the
        enemy's inflict then targets (rulebook: « to target and inflict damage on the nearest
        character »), even if another one stands nearer once it has moved."""
        target = self.nearest_character(me)
        if target is not None:
            self.move_to_engage(me, target)
        return target

    def move_to_engage(self, me: Figure, target: Figure) -> None:
        card = self.card(me.card)
        rng = card.range or 1
        occ = self.occupancy()
        traps = self.trap_squares()
        chars = self.characters()
        char_squares = {s for c in chars for s in self.fig_squares(c)}

        if me.size > 1:
            self._place_huge(me, target, rng, occ, traps, chars)
            return

        start = sq(me.pos)

        def passable(s: Square) -> bool:  # enemies pass enemies, never characters or tokens
            return s not in char_squares and s not in traps

        # searched only as far as the squares looked at below (those in range of the target)
        reach = self.board.walk_search(start, self.doors_key, blocked=char_squares | set(traps))
        target_sqs = self.fig_squares(target)
        tmap = self.range_map(target_sqs, rng)
        best = None
        others = [c for c in chars if c.id != target.id]
        # only squares in range of the target can qualify; each key ends with the square itself,
        # so the order they are looked at in does not matter
        for s in tmap:
            walk = reach.get(s)
            if walk is None or (s in occ and occ[s] != me.id) or s in traps:
                continue
            if not self.sees([s], target_sqs):
                continue
            in_range_count = 0
            far_sum = 0
            for c in others:
                d = self.distance_between([s], self.fig_squares(c), rng)
                if d is not None and d <= rng and self.sees([s], self.fig_squares(c)):
                    in_range_count += 1
                    far_sum += d
            key = (-tmap[s], -in_range_count, -far_sum, walk, s[1], s[0])
            if best is None or key < best[0]:
                best = (key, s)
        if best is None:
            # nowhere to stand in range: close in on the target as far as the walk allows
            dist_to_target = self.walk(target_sqs[0])
            options = [(dist_to_target.get(s, 10_000), w, s[1], s[0]) for s, w in reach.all().items()
                       if (s not in occ or occ[s] == me.id) and s not in traps]
            if not options:
                return
            _, _, y, x = min(options)
            goal = (x, y)
        else:
            goal = best[1]
        if goal == start:
            return
        path = self.board.shortest_path(start, goal, self.doors_key, passable=passable) or []
        steps = path[: card.speed]
        # must end on an empty square: back up over squares held by other enemies
        while steps and steps[-1] in occ and occ[steps[-1]] != me.id:
            steps.pop()
        if not steps:
            return
        me.pos = nm(steps[-1])
        self.s.marks.append(make_mark(kind="move", figure=me.id, path=[nm(start)] + [nm(s) for s in steps]))
        self.emit(ev.EnemyMoved, figure=me.id, name=self.figure_name(me), path=[nm(start)] + [nm(s) for s in steps])

    def _place_huge(self, me: Figure, target: Figure, rng: int, occ: dict, traps: dict, chars: list[Figure]) -> None:
        """Huge figures are placed, not moved: one of their spaces takes the optimal position
        (farthest from the target within range and sight; then within range of more characters;
        then farther from them). A figure already standing on such a position stays."""
        target_sqs = self.fig_squares(target)
        tmap = self.range_map(target_sqs, rng)
        others = [c for c in chars if c.id != target.id]
        best = None
        current = None
        for anchor, cover in self.huge_anchors(me.size):
            if any(c in occ and self.s.figures[occ[c]].kind in ("hero", "ally") for c in cover):
                continue
            in_range = [tmap[c] for c in cover if c in tmap and self.sees([c], target_sqs)]
            if not in_range:
                continue
            count = 0
            far = 0
            for c in others:
                d = self.distance_between(cover, self.fig_squares(c), rng)
                if d is not None and d <= rng and self.sees(cover, self.fig_squares(c)):
                    count += 1
                    far += d
            score = (-max(in_range), -count, -far)
            key = (*score, anchor[1], anchor[0])
            if anchor == sq(me.pos):
                current = score
            if best is None or key < best[0]:
                best = (key, anchor)
        if best is None or (current is not None and current == best[0][:3]):
            return
        self.place_huge(me, best[1])

    def huge_anchors(self, size: int) -> list[tuple[Square, list[Square]]]:
        """Every (anchor, covered squares) where a `size` x `size` figure fits inside one area, in
        board order: a fact of the board alone, worked out once per board and size."""
        key = (self.board.uid, size)
        got = _HUGE_ANCHORS.get(key)
        if got is None:
            area_of = self.board.area_of
            got = _HUGE_ANCHORS[key] = []
            for anchor, area in area_of.items():
                cover = huge_squares(anchor, size)
                if all(area_of.get(c) == area for c in cover):
                    got.append((anchor, cover))
        return got

    def place_huge(self, me: Figure, anchor: Square) -> None:
        """Put a Huge figure at `anchor`, moving figures and tokens in the way to the nearest free
        spaces."""
        old = me.pos
        self.make_room(me, anchor)
        if old != me.pos:
            self.s.marks.append(make_mark(kind="move", figure=me.id, path=[old, me.pos]))
            self.emit(ev.EnemyPlaced, figure=me.id, name=self.figure_name(me), path=[old, me.pos])

    def make_room(self, me: Figure, anchor: Square) -> None:
        cover = set(huge_squares(anchor, me.size))
        me.pos = nm(anchor)
        for other in list(self.s.figures.values()):
            if other.id == me.id:
                continue
            if sq(other.pos) in cover:
                spot = self.nearest_empty(sq(other.pos), taken=cover)
                if spot is not None:
                    self.emit(ev.Pushed, figure=other.id, name=self.figure_name(other), to=nm(spot))
                    other.pos = nm(spot)
        for trap in self.s.traps.values():
            if sq(trap.pos) in cover:
                spot = self.nearest_empty(sq(trap.pos), taken=cover)
                if spot is not None:
                    trap.pos = nm(spot)

    # --- spawning -------------------------------------------------------------------------------

    def shadow_nearest(self, hero_id: str | None) -> Square:
        """The shadow space of a revealed room nearest the active hero."""
        rooms = self.s.revealed
        shadows = {r: sq(self.c.board_def.rooms[r].shadow) for r in rooms}
        near = None
        if hero_id and f"h_{hero_id}" in self.s.figures:
            near = self.walk(sq(self.hero_fig(hero_id).pos)).nearest(shadows.values())
        # the nearest shadow space (the first room by id of those as near); none reached, the first room
        best = min(r for r in rooms if near is None or shadows[r] in near[1])
        return shadows[best]

    def next_label(self, kind: str) -> str:
        return self.fresh_label(ENEMY_LABEL.get(kind, "E"))

    def fresh_label(self, prefix: str) -> str:
        """`prefix` and the first number no figure or trap of this game has had, now taken."""
        s = self.s
        used = {f.label for f in s.figures.values()} | {t.label for t in s.traps.values()} | set(s.labels_used)
        i = 1
        while f"{prefix}{i}" in used:
            i += 1
        s.labels_used.append(f"{prefix}{i}")
        return f"{prefix}{i}"

    def spawn_enemy_card(self, card_id: str, hero_id: str, room: str | None) -> None:
        """Put an enemy card into a hero's threat area and its figure on the board."""
        card = self.card(card_id)
        kind = card.kind if card.kind in ("minion", "lurker", "rival") else "minion"
        iid = self.new_inst(card_id, f"threat:{hero_id}")
        self.s.heroes[hero_id].threat.append(iid)
        shadow = sq(self.c.board_def.rooms[room].shadow) if room else self.shadow_nearest(hero_id)
        spot = self.nearest_empty(shadow)
        if spot is None:
            self.emit(ev.NoRoomToSpawn, card=card_id)
            self.discard_inst(iid)
            return
        fid = f"e{self.s.next_id}"
        self.s.next_id += 1
        label = self.next_label(kind)
        self.s.figures[fid] = make_figure(id=fid, kind=kind, card=card_id, inst=iid, pos=nm(spot), size=card.size,
                                     label=label, owner=hero_id)
        self.set_inst(iid, figure=fid)
        self.emit(ev.Spawned, figure=fid, label=label, card=card_id, name=card.name, name_fr=card.name_fr,
                  square=nm(spot), hero=hero_id, color=card.color)

    def place_trap(self, card_id: str, hero_id: str, room: str | None) -> None:
        """A trap goes in a space next to the room's feature: drawn while revealing a room, in that
        room "as close to as many characters as possible"; drawn otherwise, by the feature "in the
        active hero's room" and "nearest the active hero" (the hero who drew it). Never in a door
        space while another space next to the feature is free: a trap there would shut the way."""
        s = self.s
        revealing = room is not None
        me = self.hero_fig(hero_id) if f"h_{hero_id}" in s.figures else None
        if room is None:
            room = self.room_of(me) if me is not None else None
        iid = self.new_inst(card_id, f"threat:{hero_id}")
        s.heroes[hero_id].threat.append(iid)
        if room is None or room not in s.revealed:
            # no hero figure to place it by: the trap still threatens, next to a shadow space
            anchor_sqs = [self.shadow_nearest(hero_id)]
        else:
            anchor_sqs = self.feature_squares(room)
        occ = self.occupancy()
        traps = self.trap_squares()
        chars = self.characters()
        area = self.board.area_of.get(anchor_sqs[0])
        cands = set()
        for a in anchor_sqs:
            for n in self.board.neighbours(a, s.open_doors):
                if n not in occ and n not in traps and n not in anchor_sqs and self.board.area_of.get(n) == area:
                    cands.add(n)
        if not cands:
            spot = self.nearest_empty(anchor_sqs[0])
            if spot is None:
                self.discard_inst(iid)
                return
            cands = {spot}
        door_spaces = self.board.door_spaces
        walk = self.walk(sq(me.pos)) if me is not None and not revealing else {}

        def closeness(c: Square) -> tuple:
            total = 0
            for ch in chars:
                d = self.distance_between([c], self.fig_squares(ch))
                total += d if d is not None else 50
            if revealing or me is None:
                return (c in door_spaces, total, c[1], c[0])
            return (c in door_spaces, walk.get(c, 10_000), total, c[1], c[0])

        spot = min(cands, key=closeness)
        tid = f"t{s.next_id}"
        s.next_id += 1
        label = self.fresh_label("T")
        s.traps[tid] = TrapToken(id=tid, inst=iid, pos=nm(spot), label=label)
        self.set_inst(iid, figure=tid)
        card = self.card(card_id)
        self.emit(ev.TrapPlaced, trap=tid, label=label, card=card_id, name=card.name, name_fr=card.name_fr, square=nm(spot))

    def feature_squares(self, room: str) -> list[Square]:
        """The spaces the room's feature miniature (or the altar, or the stairs) covers."""
        spaces = self.c.board_def.rooms[room]
        if self.s.altar_room == room:
            n = self.card("altar_found").spaces
        elif room in self.s.features and self.s.features[room] in self.s.insts:
            n = self.inst_card(self.s.features[room]).spaces
        else:
            n = 1
        return [sq(x) for x in spaces.feature[:n]]

    def draw_threat(self, hero_id: str, room: str | None) -> None:
        """Draw and resolve one threat card; a lurker instead when deck and discard are empty."""
        deck = self.deck("threat")
        card_id = deck.draw(self.s)
        if card_id is None:
            self.emit(ev.ThreatDeckEmpty, hero=hero_id)
            self.draw_lurker(hero_id, room)
            return
        card = self.card(card_id)
        told = {"text": card.text, "text_fr": card.text_fr} if card.kind == "event" else {}
        self.emit(ev.ThreatDrawn, hero=hero_id, card=card_id, name=card.name, name_fr=card.name_fr, kind=card.kind,
                  **told)
        if card.kind == "minion":
            self.spawn_enemy_card(card_id, hero_id, room)
        elif card.kind == "trap":
            self.place_trap(card_id, hero_id, room)
        else:
            deck.discard.append(card_id)
            play = card.ability("play")
            if play:
                ctx = make_ctx(hero=hero_id, actor=f"h_{hero_id}", card=card_id, room=room)
                self.push(make_job(kind="rhune", arg=card_id, ctx=ctx))
                self.push_steps(play.steps, ctx)

    def draw_lurker(self, hero_id: str, room: str | None) -> None:
        card_id = self.deck("lurker").draw(self.s)
        if card_id is None:
            return
        card = self.card(card_id)
        self.emit(ev.LurkerDrawn, hero=hero_id, card=card_id, name=card.name, name_fr=card.name_fr)
        self.spawn_enemy_card(card_id, hero_id, room)

    def spawn_villain(self) -> None:
        """Flip the scheme, place the villain at the shadow space nearest the most characters,
        then it activates at once."""
        s = self.s
        vdeck = self.c.villains[s.villain_deck]
        for iid in list(s.villain_area):
            if s.insts[iid].card == vdeck.scheme.id:
                s.villain_area.remove(iid)
                del s.insts[iid]
                s.removed.append(vdeck.scheme.id)
        iid = self.new_inst(vdeck.villain.id, "villain")
        s.villain_area.insert(0, iid)
        chars = self.characters()

        def score(room: str) -> tuple:
            shadow = sq(self.c.board_def.rooms[room].shadow)
            walk = self.walk(shadow)
            here = sum(1 for c in chars if self.room_of(c) == room)
            total = sum(walk.get(sq(c.pos), 100) for c in chars)
            return (-here, total, room)

        room = min(s.revealed, key=score)
        shadow = sq(self.c.board_def.rooms[room].shadow)
        fid = "villain"
        size = vdeck.villain.size
        anchor = shadow
        if size > 1:
            # part of the miniature must cover the shadow space: pick the 2x2 block inside the room
            for dx, dy in ((0, 0), (-1, 0), (0, -1), (-1, -1)):
                a = (shadow[0] + dx, shadow[1] + dy)
                if all(self.board.area_of.get(c) == room for c in huge_squares(a, size)):
                    anchor = a
                    break
        villain = make_figure(id=fid, kind="villain", card=vdeck.villain.id, inst=iid, pos=nm(anchor), size=size, label="V")
        s.figures[fid] = villain
        self.set_inst(iid, figure=fid)
        # figures and tokens in the way are moved to the closest free spaces
        self.make_room(villain, anchor)
        s.villain_spawned = True
        self.emit(ev.VillainSpawned, name=vdeck.villain.name, name_fr=vdeck.villain.name_fr, square=nm(anchor))
        self.push(make_job(kind="activate", arg=iid))
