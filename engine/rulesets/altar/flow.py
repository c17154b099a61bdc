"""The round (hero, threat, villain and quest turns), room reveals, movement and player actions."""
from __future__ import annotations

import itertools
from collections.abc import Callable

from ...core.board import Square
from ...core.errors import RuleError
from ...core.protocol import make_option, make_prompt
from . import events as ev
from .base import MAPS_KEPT, nm, sq
from .content import Ability, Card, Step
from .effects import MAX_FOCUS
from .enemies import Enemies
from .state import (
    Ctx,
    Figure,
    Job,
    TrapToken,
    make_ctx,
    make_job,
    make_mark,
    make_pending,
)


def rhune_text(text: str, rhune: str, colon: str) -> str:
    """A card text's rhune sentence ("Brase: exhaust an enemy within 1 space."), or ''."""
    at = text.find(f"{rhune}{colon}")
    return text[at:].strip().rstrip(".") if at >= 0 else ""


# reachable_for() answers, shared across states like base.py's caches; callers never mutate them
_REACH_CACHE: dict[tuple, dict[Square, int]] = {}


class Flow(Enemies):
    # --- the job runner -------------------------------------------------------------------------

    def run(self) -> None:
        s = self.s
        guard = 0
        while s.jobs and s.pending is None and s.result is None:
            guard += 1
            if guard > 20_000:
                raise RuntimeError("the job queue does not settle")
            job = s.jobs.pop(0)
            handler = self._job_handlers.get(job.kind)
            if handler is None:
                handler = self._job_handlers[job.kind] = getattr(type(self), f"job_{job.kind}")
            handler(self, job)
            self.check_win()
        self.check_win()

    def check_win(self) -> None:
        s = self.s
        if s.result is not None:
            return
        win = self.c.quests[s.quest].win
        if win.kind == "defeat_villain" and s.villain_defeated:
            self.end_game("won", "villain_defeated")
        elif win.kind == "overcome_objectives" and s.objectives_overcome >= win.count:
            self.end_game("won", "objectives")

    def job_steps(self, job: Job) -> None:
        if not job.steps:
            return
        ctx = job.ctx
        # an enemy defeated in the middle of its activation (by a reaction) stops there
        if ctx.actor and ctx.actor not in self.s.figures and ctx.actor.startswith(("e", "villain")):
            return
        first, rest = job.steps[0], job.steps[1:]
        if rest:
            self.push(make_job(kind="steps", steps=rest, ctx=ctx))
        if isinstance(first, dict):
            first = Step.model_validate(first)
        self.step(first, ctx)

    def job_activate(self, job: Job) -> None:
        iid = job.arg
        s = self.s
        if iid is None or iid not in s.insts:
            return
        inst = s.insts[iid]
        card = self.card(inst.card)
        if inst.exhausted:
            self.set_inst(iid, exhausted=False)
            self.emit(ev.Refreshed, card=inst.card, name=card.name, name_fr=card.name_fr)
            return
        ability = card.ability("activate")
        for hero in s.heroes.values():
            # a defense bonus is for the inflict test it was taken for: one left over by an enemy
            # defeated before rolling it does not carry to another card's test
            hero.defense_bonus = 0
        attached = [i for i, o in s.insts.items() if o.attached_to == iid]
        jobs: list[Job] = []
        hero = inst.zone[7:] if inst.zone.startswith("threat:") else (s.active or self.last_active_hero())
        ctx = make_ctx(hero=hero, actor=inst.figure if inst.figure in s.figures else None, source=iid, enemy_turn=True)
        if ability:
            self.emit(ev.Activate, card=inst.card, name=card.name, name_fr=card.name_fr, figure=inst.figure)
            jobs.append(make_job(kind="steps", steps=list(ability.steps), ctx=ctx))
            if card.rhune:
                jobs.append(make_job(kind="rhune", arg=inst.card, ctx=ctx))
        jobs += [make_job(kind="activate", arg=a) for a in attached]
        self.push(*jobs)

    def job_rhune(self, job: Job) -> None:
        """A rhune effect resolves after the card's other effects when the altar pool shows its
        rhune; then that die is re-rolled. "Rhune effects on hero cards can optionally be resolved
        by the hero resolving the card, but all other rhune effects must be resolved": on a hero's
        card the hero is asked (unless the action already said yes or no), and an effect that could
        do nothing now (its target fell, no enemy left to exhaust, nobody to heal) is not resolved
        at all, so its die stays as it is. Elsewhere it resolves."""
        card = self.card(job.arg or "")
        if card.rhune is None or card.rhune.rhune not in self.s.altar_pool:
            return
        if job.ctx.actor and job.ctx.actor not in self.s.figures and job.ctx.actor.startswith(("e", "villain")):
            return
        if self.rhune_optional(card):
            if job.ctx.use_rhune is False or not self.rhune_can_do(card, job.ctx):
                return
            if job.ctx.use_rhune is None:
                self.ask_rhune(card, job.ctx)
                return
        self.resolve_rhune(card, job.ctx)

    @staticmethod
    def rhune_optional(card: Card) -> bool:
        """A hero's card (its deck, equipment, search cards and ally): its rhune effect is the hero's choice."""
        return card.kind.startswith("hero") or card.kind in ("equipment", "search", "ally")

    def rhune_can_do(self, card: Card, ctx: Ctx) -> bool:
        """Whether the card's rhune effect would do anything now (any of its steps)."""
        return any(self.step_can_do(st, ctx) for st in (card.rhune.steps if card.rhune else []))

    def step_can_do(self, st: Step, ctx: Ctx) -> bool:
        op = st.op
        if op in ("damage", "gain_armor", "threat_token"):
            return bool(self.who(st.who, ctx))
        if op == "heal":
            return any(f.damage > 0 for f in self.who(st.who, ctx))
        if op == "gain_focus":
            return any(f.kind == "hero" and self.s.heroes[f.card].focus < MAX_FOCUS for f in self.who(st.who, ctx))
        if op == "exhaust_enemy":
            me = self.actor(ctx)
            rng = st.range if st.range is not None else 3
            return me is not None and any(
                e.inst is not None and e.inst in self.s.insts and not self.s.insts[e.inst].exhausted
                and self.in_range_and_sight(self.fig_squares(me), self.fig_squares(e), rng) for e in self.enemies())
        if op == "move":
            me = self.actor(ctx)
            return me is not None and me.kind in ("hero", "ally") and bool(self.reachable_for(me, self.pv(st.amount)))
        return True  # supply, altar dice, cards...: always something

    def ask_rhune(self, card: Card, ctx: Ctx) -> None:
        """The hero decides whether their card's rhune effect resolves (and its altar die is re-rolled)."""
        assert card.rhune is not None
        rhune = card.rhune.rhune.capitalize()
        seat = ctx.hero if ctx.hero in self.s.heroes else (self.s.active or self.s.order[0])
        label = rhune_text(card.text, rhune, ":") or f"{rhune}: the rhune effect of {card.name}"
        label_fr = rhune_text(card.text_fr, rhune, " :") or f"{rhune} : l'effet de rhune de {card.name_fr}"
        options = [make_option(id="rhune", label=label, label_fr=label_fr),
                   make_option(id="pass", label="Pass", label_fr="Passer")]
        self.s.pending = make_pending(
            prompt=make_prompt(seat=seat, kind="rhune", text=f"The altar pool shows {rhune}: resolve the {rhune} effect of "
                          f"{card.name} (that altar die is then rolled again), or pass?", options=options,
                          default="rhune", params={"rhune": rhune, "card": card.name, "card_fr": card.name_fr}),
            ctx=ctx, kind="rhune", card=card.id,
        )
        self.emit(ev.Prompt, seat=seat, kind="rhune", options=[o.label for o in options],
                  options_fr=[o.label_fr for o in options])

    def resolve_rhune(self, card: Card, ctx: Ctx) -> None:
        assert card.rhune is not None
        pool = self.s.altar_pool
        if card.rhune.rhune not in pool:
            return
        i = pool.index(card.rhune.rhune)
        self.emit(ev.Rhune, card=card.id, name=card.name, name_fr=card.name_fr, rhune=card.rhune.rhune)
        if self.chosen_square(ctx):
            # a square chosen with the card was for the card's own move: a rhune's move is chosen anew
            ctx = ctx.model_copy(update={"target": None})
        self.push_steps(card.rhune.steps, ctx)
        pool[i] = self.c.dice.altar.symbols(self.c.dice.altar.roll(self.s))[0]
        self.emit(ev.AltarRolled, pool=list(pool), dice=[i + 1])

    def job_draw_threat(self, job: Job) -> None:
        if job.arg in self.s.heroes:
            self.draw_threat(job.arg, job.ctx.target)

    def job_react_phase(self, job: Job) -> None:
        hero = job.arg or ""
        if hero not in self.s.heroes:
            return
        self.emit(ev.ReactPhase, hero=hero)
        # cards added during this react phase wait for the next one: snapshot the area now
        jobs = [make_job(kind="activate", arg=iid) for iid in list(self.s.heroes[hero].threat)]
        jobs.append(make_job(kind="react_end", arg=hero))
        self.push(*jobs)

    def job_react_end(self, job: Job) -> None:
        rule = self.c.threat_decks[self.s.threat_deck].threat_tokens.kind
        if rule != "burn":
            return
        hero = job.arg or ""
        for f in [x for x in self.characters() if (x.card == hero and x.kind == "hero") or (x.kind == "ally" and x.owner == hero)]:
            if f.threat_tokens:
                tokens = f.threat_tokens
                f.threat_tokens -= 1
                self.emit(ev.ThreatBurn, figure=f.id, name=self.figure_name(f), amount=tokens)
                self.suffer(f, tokens, cause="threat_tokens")

    def job_villain_turn(self, job: Job) -> None:
        self.emit(ev.VillainTurn)
        jobs = [make_job(kind="activate", arg=iid) for iid in list(self.s.villain_area)]
        jobs.append(make_job(kind="villain_draw"))
        self.push(*jobs)

    def job_villain_draw(self, job: Job) -> None:
        s = self.s
        if s.villain_defeated:
            self.push(*[make_job(kind="draw_threat", arg=h) for h in self.turn_order()])
            return
        if s.villain_spawned:
            return
        card_id = self.deck("villain").draw(s)
        if card_id is None:
            self.spawn_villain()
            return
        card = self.card(card_id)
        self.emit(ev.VillainCard, card=card_id, name=card.name, name_fr=card.name_fr, kind=card.kind)
        ctx = make_ctx(hero=self.last_active_hero(), source=None, enemy_turn=True, card=card_id)
        if card.kind == "villain_ongoing":
            iid = self.new_inst(card_id, "villain")
            s.villain_area.append(iid)
        else:
            self.deck("villain").discard.append(card_id)
            play = card.ability("play")
            jobs = []
            if play:
                jobs.append(make_job(kind="steps", steps=list(play.steps), ctx=ctx))
            if card.rhune:
                jobs.append(make_job(kind="rhune", arg=card_id, ctx=ctx))
            self.push(*jobs)

    def job_quest_turn(self, job: Job) -> None:
        self.emit(ev.QuestTurn)
        self.push(*[make_job(kind="activate", arg=iid) for iid in list(self.s.quest_area)])

    def job_new_round(self, job: Job) -> None:
        s = self.s
        s.round += 1
        s.acted = []
        s.active = None
        s.revealed_this_phase = False
        for hero in s.heroes.values():
            hero.actions_left = 3
            hero.move_left = 0
            for iid in hero.play:
                if s.insts[iid].exhausted:
                    self.set_inst(iid, exhausted=False)
        self.emit(ev.NewRound, round=s.round)

    def job_reveal(self, job: Job) -> None:
        self.reveal_room(job.arg or "", job.ctx.hero or "")

    def last_active_hero(self) -> str:
        """"The active hero" outside any hero's phase (the villain and quest turns): the book names an
        active hero only in act and react phases, so it is the last hero to have been active, the
        one whose react phase came last this round (the round's last act phase). Not always the
        first seat, which took every such effect (playtest)."""
        order = [h for h in self.turn_order() if f"h_{h}" in self.s.figures]
        return order[-1] if order else self.s.order[0]

    def turn_order(self) -> list[str]:
        """React phases and other 'each hero' steps follow this round's act order."""
        s = self.s
        return list(s.acted) + [h for h in s.order if h not in s.acted]

    # --- revealing a room -----------------------------------------------------------------------

    def can_reveal(self) -> bool:
        s = self.s
        return bool(s.decks["quest"].cards) and bool(s.decks["feature"].cards)

    def reveal_room(self, room: str, hero_id: str) -> None:
        s = self.s
        s.revealed.append(room)
        s.revealed_this_phase = True
        self.emit(ev.RoomRevealed, room=room, hero=hero_id)
        # 1. feature card and miniature
        feature_id = self.deck("feature").draw(s)
        if feature_id is not None:
            fcard = self.card(feature_id)
            if feature_id == "altar_found":
                s.altar_room = room
                self.set_inst(s.altar_inst, room=room)
                s.removed.append(feature_id)
                self.emit(ev.AltarFound, room=room)
            else:
                iid = self.new_inst(feature_id, "quest", room=room)
                s.features[room] = iid
                s.quest_area.append(iid)
            # the altar is told by its own card's name, the one the board, /status and /interact give it
            shown = self.inst_card(s.altar_inst) if feature_id == "altar_found" else fcard
            self.emit(ev.Feature, room=room, card=shown.id, name=shown.name, name_fr=shown.name_fr, spaces=fcard.spaces)
        # 2. quest card and its When Revealed effect
        s.skip_threats = False
        jobs: list[Job] = []
        quest_id = self.deck("quest").draw(s)
        if quest_id is not None:
            qcard = self.card(quest_id)
            stays = bool(qcard.threshold is not None or qcard.ability("activate") or qcard.ability("interact"))
            iid = self.new_inst(quest_id, "quest", room=room)
            # the card waits in the quest area while its effect resolves (a choice may pause it)
            s.quest_area.append(iid)
            self.emit(ev.QuestCard, card=quest_id, name=qcard.name, name_fr=qcard.name_fr, text=qcard.text,
                      text_fr=qcard.text_fr, room=room)
            ctx = make_ctx(hero=hero_id, actor=f"h_{hero_id}", source=iid)
            wr = qcard.ability("when_revealed")
            if wr:
                jobs.append(make_job(kind="steps", steps=list(wr.steps), ctx=ctx))
            if qcard.rhune:
                jobs.append(make_job(kind="rhune", arg=quest_id, ctx=ctx))
            if not stays:
                jobs.append(make_job(kind="discard", arg=iid))
        # 3. each hero draws a threat card, spawning in this room
        jobs.append(make_job(kind="reveal_threats", arg=room))
        self.push(*jobs)

    def job_discard(self, job: Job) -> None:
        if job.arg:
            self.discard_inst(job.arg)

    def job_reveal_threats(self, job: Job) -> None:
        if self.s.skip_threats:
            self.s.skip_threats = False
            self.emit(ev.NoThreats)
            return
        self.push(*[make_job(kind="draw_threat", arg=h, ctx=make_ctx(target=job.arg)) for h in self.turn_order()])

    # --- hero cards --------------------------------------------------------------------------

    def draw_hero_card(self, hero_id: str) -> None:
        hero = self.s.heroes[hero_id]
        card_id = self.hero_deck(hero_id).draw(self.s)
        if card_id is None:
            return
        hero.hand.append(card_id)
        card = self.card(card_id)
        self.emit(ev.CardDrawn, audience=hero_id, hero=hero_id, card=card_id, name=card.name, name_fr=card.name_fr)
        self.emit(ev.CardDrawnPublic, hero=hero_id, hand=len(hero.hand))

    # --- movement -----------------------------------------------------------------------------

    def character_passable(self) -> tuple[dict[Square, str], dict[Square, str]]:
        return self.occupancy(), self.trap_squares()

    def reachable_for(self, f: Figure, limit: int, goal: Square | None = None) -> dict[Square, int]:
        """Squares a character can end a move on within `limit` spaces: characters pass
        characters, never enemies or tokens, and end on an empty space. With a `goal` (a move to
        one square), the search stops at the goal's distance: the answer may leave farther squares
        out, and holds the goal exactly when it can be reached."""
        occ, traps = self.character_passable()
        figures = self.s.figures
        blocked = set(traps)
        blocked.update(s for s, fid in occ.items() if figures[fid].kind not in ("hero", "ally"))
        # the answer depends on nothing else (traps are among the blocked squares): the policy
        # asks first, then the move itself, on equal states
        start = sq(f.pos)
        key = (self.board.uid, start, limit, self.doors_key, frozenset(blocked), frozenset(occ), goal)
        got = _REACH_CACHE.get(key)
        if got is None:
            if len(_REACH_CACHE) >= MAPS_KEPT:
                del _REACH_CACHE[next(iter(_REACH_CACHE))]  # the oldest, as for walking maps
            dist = self.board.distances(start, self.doors_key, max_steps=limit, blocked=blocked, goal=goal)
            got = _REACH_CACHE[key] = {s: d for s, d in dist.items() if d > 0 and s not in occ and s not in traps}
        return got

    def move_character(self, f: Figure, to: str, limit: int, reach: dict[Square, int] | None = None,
                       supply: bool = False, set_off: list[str] | None = None) -> int:
        """Walk `f` to `to`; each trap it passes within range of is set off once, after the move.
        `set_off` lists the traps the movement under way has set off already (a movement split by
        a door or a Use effect); the traps this move sets off are added to it."""
        goal = sq(to)
        if reach is None:
            reach = self.reachable_for(f, limit)
        if goal not in reach:
            raise RuleError("cannot_reach", f"{self.figure_name(f)} cannot reach {to} this action.", square=to)
        occ, traps = self.character_passable()
        figures = self.s.figures

        def passable(s: Square) -> bool:
            other = occ.get(s)
            return s not in traps and (other is None or figures[other].kind in ("hero", "ally"))

        start = sq(f.pos)
        earlier = set_off if set_off is not None else []
        path, triggered = self.safest_path(start, goal, passable, earlier)
        f.pos = to
        names = [nm(start)] + [nm(s) for s in path]
        self.s.marks.append(make_mark(kind="move", figure=f.id, path=names))
        self.emit(ev.Moved, figure=f.id, name=self.figure_name(f), path=names, spaces=len(path))
        earlier.extend(triggered)
        jobs = []
        for tid in triggered:
            trap = self.s.traps[tid]
            card = self.inst_card(trap.inst)
            trig = card.ability("trigger")
            if trig:
                self.emit(ev.TrapTriggered, trap=tid, name=card.name, name_fr=card.name_fr, figure=f.id)
                jobs.append(make_job(kind="steps", steps=list(trig.steps),
                                ctx=make_ctx(hero=f.card if f.kind == "hero" else f.owner, actor=f.id, source=trap.inst,
                                        supply=supply)))
        self.push(*jobs)
        return len(path)

    def safest_path(self, start: Square, goal: Square, passable: Callable[[Square], bool],
                    set_off: list[str]) -> tuple[list[Square], list[str]]:
        """A shortest path from `start` to `goal` (start excluded) and the traps it sets off, in
        order. A trap triggers when a character moves into a space within its range, also from a
        space already in range; each once per movement, resolved once the move is complete ("once a
        figure begins its movement, it must complete it before resolving another effect"); those in
        `set_off` already did. Of the shortest paths, one that sets off the fewest traps: a player
        names where to go, not which trap to walk past, and nobody walks past one they need not."""
        def walk(avoid: frozenset[Square]) -> list[Square] | None:
            if not avoid:
                return self.board.shortest_path(start, goal, self.doors_key, passable=passable)
            return self.board.shortest_path(start, goal, self.doors_key,
                                            passable=lambda s: s not in avoid and passable(s))

        def sets_off(path: list[Square]) -> list[str]:
            out: list[str] = []
            for s in path:
                out.extend(t for t in self.traps_in_range(s) if t not in out and t not in set_off)
            return out

        path = walk(frozenset()) or [goal]
        triggered = sets_off(path)
        # traps whose range the goal is outside of may be walked around; try leaving out the most
        dodgeable = [t for t in triggered if t not in self.traps_in_range(goal)]
        for size in range(len(dodgeable), 0, -1):
            for dodged in itertools.combinations(dodgeable, size):
                avoid = frozenset(s for t in dodged for s in self.trap_reach(t))
                other = walk(avoid)
                if other is not None and len(other) == len(path):
                    fewer = sets_off(other)
                    if len(fewer) < len(triggered):
                        return other, fewer
        return path, triggered

    def trap_reach(self, tid: str) -> list[Square]:
        """The spaces within range of a trap's token: moving into any of them sets it off."""
        trap = self.s.traps[tid]
        rng = self.trigger_range(trap)
        tx, ty = sq(trap.pos)  # within range is within `rng` steps each way, walls or not
        near = ((x, y) for x in range(tx - rng, tx + rng + 1) for y in range(ty - rng, ty + rng + 1))
        return [s for s in near if self.board.on_board(s) and self.in_trap_range(s, trap)]

    def traps_in_range(self, s: Square) -> list[str]:
        return [t.id for t in self.s.traps.values() if self.in_trap_range(s, t)]

    def trigger_range(self, trap: TrapToken) -> int:
        trig = self.inst_card(trap.inst).ability("trigger")
        return trig.range if trig and trig.range is not None else 1

    def in_trap_range(self, s: Square, trap: TrapToken) -> bool:
        rng = self.trigger_range(trap)
        d = self.distance_between([s], [sq(trap.pos)], rng)
        return d is not None and d <= rng

    # --- resolving a card ability for a hero ----------------------------------------------------

    def resolve_ability(self, hero_id: str, card: Card, ability: Ability, iid: str | None, target: str | None,
                        supply: bool, use_rhune: bool | None, actor: str | None = None) -> None:
        ctx = make_ctx(hero=hero_id, actor=actor or f"h_{hero_id}", source=iid, target=target, supply=supply,
                  use_rhune=use_rhune, own=True)
        jobs = [make_job(kind="steps", steps=list(ability.steps), ctx=ctx)]
        if card.rhune and ability.kind in ("action", "play", "exhaust", "use", "interact"):
            jobs.append(make_job(kind="rhune", arg=card.id, ctx=ctx))
        if actor is None and self.may_attack(card, ability):
            # "after you attack": a window once the whole effect has resolved, if the hero attacked
            attacks = self.s.heroes[hero_id].deeds.get("attacks", 0)
            jobs.append(make_job(kind="after_attack", arg=f"{hero_id}|{attacks}"))
        self.push(*jobs)
