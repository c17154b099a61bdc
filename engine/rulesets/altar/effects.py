"""Tests (the 8-step procedure) and the interpreter for card steps.

Steps run from the job queue kept in the state (see flow.py), so a step that needs a player's
decision (a reaction window, a card's choice) can stop play with a prompt and resume later.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.board import Square, parse_square
from ...core.errors import RuleError
from ...core.protocol import make_option, make_prompt
from . import events as ev
from .base import Base, nm, sq
from .content import ATTRIBUTES, Ability, Card, Step, _walk_steps
from .state import (
    Ctx,
    Figure,
    Job,
    TestAbout,
    make_ctx,
    make_job,
    make_mark,
    make_pending,
    make_test_about,
)

MAX_FOCUS = 5
MAX_CRIT_CHAIN = 50  # a guard against an endless chain; the odds of reaching it are nil


@dataclass
class TestResult:
    successes: int
    faces: list[list[str]] = field(default_factory=list)
    focus_used: int = 0
    focus_gained: int = 0


class Effects(Base):
    # --- tests ----------------------------------------------------------------------------------

    def attribute(self, f: Figure, attr: str) -> int:
        if f.kind == "hero":
            return self.c.heroes[f.card].attributes[attr]
        if f.kind == "ally":
            return self.card(f.card).attribute_bonus.get(attr, 1)
        return 0

    def run_test(self, f: Figure, attr: str, kind: str, ctx: Ctx, extra_dice: int = 0, useful: int = 99,
                 cancelled: int = 0) -> TestResult:
        """Resolve the 8 steps of a test for character `f`.

        `useful` is how many successes can matter; focus is only spent while they still help
        (the player's sensible choice, made for them). `cancelled` successes are lost whatever
        happens (a search's tokens): focus is not spent when the successes it adds would be too.
        """
        hero = self.s.heroes.get(f.card) if f.kind == "hero" else None
        # 1. gather dice
        dice = max(0, self.attribute(f, attr) + extra_dice)
        # 2. modify dice: supply for +1 die, once per test: asked for (the action's option, the
        # answer to an offer), or spent without asking by the hero's "always" setting
        auto = not ctx.supply and hero is not None and hero.supply_mode == "always"
        if (ctx.supply or auto) and self.s.supply > 0:
            self.s.supply -= 1
            dice += 1
            ctx.supply = False
            self.emit(ev.SupplySpentAlways if auto else ev.SupplySpent, hero=f.card, amount=1, supply=self.s.supply)
        # 3-4. roll, then criticals chain
        die = self.c.dice.hero
        faces = [die.symbols(die.roll(self.s)) for _ in range(dice)]
        pending = sum("critical" in fc for fc in faces)
        guard = 0
        while pending and guard < MAX_CRIT_CHAIN:
            guard += 1
            pending -= 1
            extra = die.symbols(die.roll(self.s))
            faces.append(extra)
            if "critical" in extra:
                pending += 1
        successes = sum(("success" in fc) or ("critical" in fc) for fc in faces)
        focus_results = sum("focus" in fc for fc in faces) if f.kind == "hero" else 0  # allies ignore focus
        result = TestResult(successes, faces)
        if hero is not None:
            # 5. use focus: convert focus results while successes still matter
            convert = min(hero.focus, focus_results, max(0, useful - successes))
            if successes + convert <= cancelled:
                convert = 0  # every success it would add is cancelled anyway: keep the focus
            if convert:
                hero.focus -= convert
                result.successes += convert
                result.focus_used = convert
                focus_results -= convert
            # 8. gain focus for the focus results left (at most 5 tokens)
            gained = min(focus_results, MAX_FOCUS - hero.focus)
            if gained > 0:
                hero.focus += gained
                result.focus_gained = gained
        self.emit(ev.AttributeTest, figure=f.id, name=self.figure_name(f), attr=attr, kind=kind, dice=dice, faces=faces,
            successes=result.successes, focus_used=result.focus_used, focus_gained=result.focus_gained,
        )
        return result

    # --- damage, healing, defeat ----------------------------------------------------------------

    def suffer(self, f: Figure, amount: int, cause: str = "") -> None:
        if amount <= 0 or f.id not in self.s.figures:
            return
        f.damage += amount
        self.emit(ev.Damage, figure=f.id, name=self.figure_name(f), amount=amount, damage=f.damage, health=self.health(f), cause=cause)
        if f.damage >= self.health(f):
            self.defeat(f)

    def heal(self, f: Figure, amount: int) -> int:
        healed = min(amount, f.damage)
        if healed > 0:
            f.damage -= healed
            self.emit(ev.Heal, figure=f.id, name=self.figure_name(f), amount=healed, damage=f.damage, health=self.health(f))
        return healed

    def defeat(self, f: Figure) -> None:
        s = self.s
        self.emit(ev.Defeated, figure=f.id, name=self.figure_name(f), kind=f.kind, card=f.card)
        del s.figures[f.id]
        if f.kind == "hero":
            self.end_game("lost", "hero_defeated", hero=f.card)
            return
        if f.inst and f.inst in s.insts:
            card = self.card(f.card)
            self.discard_inst(f.inst, removed=(f.kind in ("rival", "ally")))
            if f.kind in ("minion", "lurker") or "Minion" in card.traits:
                self.gain_supply(1)
        if f.kind == "villain":
            s.villain_defeated = True

    def discard_inst(self, iid: str, removed: bool = False) -> None:
        """Discard a card in play, with every card attached to it, back to its deck's discard."""
        s = self.s
        inst = s.insts.pop(iid, None)
        if inst is None:
            return
        for other_id in [i for i, o in s.insts.items() if o.attached_to == iid]:
            self.discard_inst(other_id)
        for hero in s.heroes.values():
            if iid in hero.threat:
                hero.threat.remove(iid)
            if iid in hero.play:
                hero.play.remove(iid)
        for area in (s.quest_area, s.villain_area):
            if iid in area:
                area.remove(iid)
        if inst.figure and inst.figure in s.figures:
            del s.figures[inst.figure]
        for tid in [t.id for t in s.traps.values() if t.inst == iid]:
            del s.traps[tid]
        card = self.card(inst.card)
        if removed:
            s.removed.append(inst.card)
            return
        deck_name = {
            "minion": "threat", "trap": "threat", "event": "threat", "lurker": "lurker",
            "search": "search", "quest": "quest", "villain_ongoing": "villain", "villain_event": "villain",
        }.get(card.kind)
        if deck_name and deck_name in s.decks:
            self.deck(deck_name).discard.append(inst.card)
        elif card.kind.startswith("hero") and inst.zone.startswith("play:"):
            self.hero_deck(inst.zone[5:]).discard.append(inst.card)
        else:
            s.removed.append(inst.card)

    def gain_supply(self, amount: int) -> None:
        self.s.supply += amount
        self.emit(ev.Supply, amount=amount, supply=self.s.supply)

    def end_game(self, result: str, reason: str, **data: object) -> None:
        if self.s.result is not None:
            return
        self.s.result = result  # type: ignore[assignment]
        self.s.result_reason = reason
        self.s.phase = "ended"
        self.s.jobs = []
        self.s.pending = None
        self.emit(ev.GameOver, result=result, reason=reason, round=self.s.round, **data)

    # --- the step interpreter -----------------------------------------------------------------

    def push(self, *jobs: Job) -> None:
        self.s.jobs[0:0] = list(jobs)

    def push_steps(self, steps: list[Step], ctx: Ctx) -> None:
        if steps:
            self.push(make_job(kind="steps", steps=list(steps), ctx=ctx))

    def actor(self, ctx: Ctx) -> Figure | None:
        if ctx.actor and ctx.actor in self.s.figures:
            return self.s.figures[ctx.actor]
        if ctx.hero and f"h_{ctx.hero}" in self.s.figures:
            return self.s.figures[f"h_{ctx.hero}"]
        return None

    def element_squares(self, ctx: Ctx) -> list:
        """Where the card being resolved stands on the board (its figure, token or feature)."""
        f = self.actor(ctx)
        if f is not None:
            return self.fig_squares(f)
        return []

    def source_squares(self, ctx: Ctx) -> list:
        """Where a card without a figure stands: a feature, the altar, or the feature of the room
        a quest card was revealed in (attached cards measure from their host)."""
        s = self.s
        iid = ctx.source
        if iid is None or iid not in s.insts:
            return []
        inst = s.insts[iid]
        if inst.attached_to and inst.attached_to in s.insts:
            inst = s.insts[inst.attached_to]
        if iid in (s.altar_inst, s.rules_inst):
            return self.feature_squares(s.altar_room) if s.altar_room else []
        if inst.figure and inst.figure in s.traps:
            return [sq(s.traps[inst.figure].pos)]
        if inst.room:
            return self.feature_squares(inst.room)
        return []

    def who(self, who: str, ctx: Ctx) -> list[Figure]:
        s = self.s
        me = self.actor(ctx)
        if me is None or (ctx.enemy_turn and me.kind == "hero" and ctx.actor is None):
            # a card with no figure of its own (feature, altar, attached quest card) works from
            # its place on the board
            squares = self.source_squares(ctx)
            if squares:
                if who == "each_character_in_room":
                    room = self.board.area_of[squares[0]]
                    return [f for f in self.characters() if self.room_of(f) == room]
                if who in ("nearest_character", "engaged"):
                    near = self.nearest_character_to(squares)
                    return [near] if near else []
        if who == "self":
            return [me] if me else []
        if who == "target":
            # "the target" is the figure the effect was aimed at, never the one resolving it: once
            # the target is gone (or none was named), the rest of the effect has nothing to hit
            if ctx.target and ctx.target in s.figures:
                return [s.figures[ctx.target]]
            return []
        if who == "active":
            # the hero the card is resolved for: who drew the threat or search card, revealed the
            # room, interacted; the one whose react phase it is. A threat card another hero draws
            # during this act phase's reveal is theirs ("you" on it), not the active hero's
            if ctx.hero and f"h_{ctx.hero}" in s.figures:
                return [self.hero_fig(ctx.hero)]
            return [self.hero_fig(s.active)] if s.active and f"h_{s.active}" in s.figures else []
        if who == "each_hero":
            return [f for f in s.figures.values() if f.kind == "hero"]
        if who == "each_character_in_room":
            if me is None:
                return []
            room = self.room_of(me)
            return [f for f in self.characters() if self.room_of(f) == room]
        if who in ("nearest_character", "engaged"):
            if me is None:
                return []
            target = self.nearest_character(me)
            return [target] if target else []
        return []

    def nearest_character(self, f: Figure) -> Figure | None:
        """The character nearest to `f` by walking distance; ties go to the healthiest character
        (the party's choice), or the most wounded one in a hard game."""
        return self.nearest_character_to(self.fig_squares(f))

    def nearest_character_to(self, squares: list) -> Figure | None:
        chars = self.characters()
        if not chars or not squares:
            return None
        walks = [self.walk(x) for x in squares]
        if len(walks) == 1:
            # one square to walk from: only the characters at the nearest distance can be chosen
            near = walks[0].nearest(x for c in chars for x in self.fig_squares(c))
            if near is not None:
                chars = [c for c in chars if any(x in near[1] for x in self.fig_squares(c))]
        best = None
        for c in chars:
            d = min((w.get(s, 10_000) for w in walks for s in self.fig_squares(c)), default=10_000)
            left = self.health(c) - c.damage
            key = (d, left if self.s.hard else -left, c.id)
            if best is None or key < best[0]:
                best = (key, c)
        return best[1] if best else None

    def step(self, st: Step, ctx: Ctx) -> None:
        handler = self._op_handlers.get(st.op)
        if handler is None:
            handler = self._op_handlers[st.op] = getattr(type(self), f"op_{st.op}")
        handler(self, st, ctx)

    def unable(self, st: Step, ctx: Ctx) -> None:
        self.push_steps(st.unable, ctx)

    # -- hero-side ops --

    def chosen_square(self, ctx: Ctx) -> str | None:
        """The square the effect was aimed at (squares are named in capitals, figure ids are not)."""
        t = ctx.target
        if not t or t in self.s.figures or t != t.upper():
            return None
        parsed = parse_square(t)
        return nm(parsed) if parsed is not None and self.board.on_board(parsed) else None

    def op_attack(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is None:
            return
        rng = st.range if st.range is not None else 1
        target = None
        if ctx.target and not self.chosen_square(ctx):
            # the player chose the target: the attack is at it or at nothing (it may be gone, or
            # out of range after a move)
            cand = self.s.figures.get(ctx.target)
            if cand is not None and self.is_enemy(cand) and self.in_range_and_sight(
                    self.fig_squares(me), self.fig_squares(cand), rng):
                target = cand
        else:
            target = self.auto_enemy_target(me, rng)
        if target is None:
            self.emit(ev.NoTarget, figure=me.id, name=self.figure_name(me), op="attack")
            self.unable(st, ctx)
            return
        self.attack(me, target, st.attr or "might", st.dice, ctx)

    def auto_enemy_target(self, me: Figure, rng: int) -> Figure | None:
        """The enemy in range and sight that is closest to defeat (ties: nearest, then id)."""
        best = None
        for e in self.enemies():
            if not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(e), rng):
                continue
            key = (self.health(e) - e.damage + e.armor + self.defense(e), e.id)
            if best is None or key < best[0]:
                best = (key, e)
        return best[1] if best else None

    def attack(self, me: Figure, target: Figure, attr: str, dice: int, ctx: Ctx) -> None:
        defense = self.defense(target)
        needed = defense + target.armor + self.health(target) - target.damage
        res = self.run_test(me, attr, "attack", ctx, extra_dice=dice, useful=needed)
        self.s.marks.append(make_mark(kind="attack", figure=me.id, path=[me.pos, target.pos], target=target.id))
        hits = max(0, res.successes - defense)
        armor_off = min(hits, target.armor)
        target.armor -= armor_off
        dealt = hits - armor_off
        self.emit(ev.Attack, attacker=me.id, attacker_name=self.figure_name(me), target=target.id,
                  target_name=self.figure_name(target), successes=res.successes, defense=defense,
                  armor_removed=armor_off, damage=dealt)
        if me.kind == "hero":
            deeds = self.s.heroes[me.card].deeds
            deeds["attacks"] = deeds.get("attacks", 0) + 1
            deeds["damage_dealt"] = deeds.get("damage_dealt", 0) + dealt
        if dealt:
            before = target.id in self.s.figures
            self.suffer(target, dealt, cause="attack")
            if before and target.id not in self.s.figures and me.kind == "hero":
                deeds = self.s.heroes[me.card].deeds
                deeds["enemies_defeated"] = deeds.get("enemies_defeated", 0) + 1

    def op_test(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is None or me.kind not in ("hero", "ally"):
            return
        diff = self.pv(st.difficulty) if st.difficulty is not None else None
        res = self.run_test(me, st.attr or "might", "test", ctx, extra_dice=st.dice,
                            useful=diff if diff is not None and not st.each_success else 99)
        jobs = []
        if diff is not None:
            passed = res.successes >= diff
            self.emit(ev.AttributeTestResult, figure=me.id, passed=passed, difficulty=diff)
            branch = st.passed if passed else st.failed
            if branch:
                jobs.append(make_job(kind="steps", steps=list(branch), ctx=ctx))
        for _ in range(res.successes if st.each_success else 0):
            jobs.append(make_job(kind="steps", steps=list(st.each_success), ctx=ctx))
        self.push(*jobs)

    def op_search(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is None or me.kind != "hero":
            return
        room = self.room_of(me)
        holder = self.s.altar_inst if self.s.altar_room == room else self.s.features.get(room)
        if holder is None or holder not in self.s.insts:
            self.emit(ev.NoFeature, room=room)
            self.unable(st, ctx)
            return
        inst = self.s.insts[holder]
        res = self.run_test(me, st.attr or "intellect", "search", ctx, extra_dice=st.dice,
                            cancelled=inst.search_tokens)
        cancelled = min(res.successes, inst.search_tokens)
        left = max(0, res.successes - inst.search_tokens)
        hero = self.s.heroes[me.card]
        inst = self.set_inst(holder, search_tokens=self.s.insts[holder].search_tokens + 1)
        hero.deeds["searches"] = hero.deeds.get("searches", 0) + 1
        # told first, what the search finds after: "Tib searches the room", then "Tib finds ..."
        self.emit(ev.Searched, hero=hero.id, room=room, search_tokens=inst.search_tokens, successes=res.successes,
                  cancelled=cancelled)
        if left >= 1:
            left -= 1
            card_id = self.deck("search").draw(self.s)
            if card_id is not None:
                self.gain_search_card(hero.id, card_id, ctx)
        if left:
            self.gain_supply(left)

    def gain_search_card(self, hero_id: str, card_id: str, ctx: Ctx) -> None:
        card = self.card(card_id)
        self.emit(ev.SearchCard, hero=hero_id, card=card_id, name=card.name, name_fr=card.name_fr)
        if "Event" in card.traits:
            play = card.ability("play")
            self.deck("search").discard.append(card_id)
            if play:
                self.push_steps(play.steps, make_ctx(hero=hero_id, actor=f"h_{hero_id}", card=card_id))
            return
        iid = self.new_inst(card_id, f"play:{hero_id}")
        self.s.heroes[hero_id].play.append(iid)

    def op_task(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        iid = self.s.rules_inst if st.on == "rules" else ctx.source
        if me is None or iid is None or iid not in self.s.insts:
            return
        card = self.inst_card(iid)
        diff = self.pv(st.difficulty)
        threshold = self.pv(card.threshold) or 1
        inst = self.s.insts[iid]
        res = self.run_test(me, st.attr or "might", "task", ctx, extra_dice=st.dice,
                            useful=diff + threshold - inst.progress)
        progress = max(0, res.successes - diff)
        # the successes and the difficulty go with it, so a +0 can say what it takes to advance
        self.add_progress(iid, progress, hero=me.card if me.kind == "hero" else None,
                          test=(res.successes, diff))

    def add_progress(self, iid: str, amount: int, hero: str | None = None, test: tuple[int, int] | None = None) -> None:
        inst = self.s.insts.get(iid)
        if inst is None:
            return
        card = self.card(inst.card)
        inst = self.set_inst(iid, progress=inst.progress + amount)
        # cards without a threshold only count progress (their own effects read it)
        threshold = self.pv(card.threshold) if card.threshold is not None else None
        told = {"successes": test[0], "difficulty": test[1]} if test is not None else {}
        self.emit(ev.Progress, card=inst.card, name=card.name, name_fr=card.name_fr, amount=amount,
                  progress=inst.progress, threshold=threshold, **told)
        if threshold is not None and inst.progress >= max(1, threshold):
            self.overcome(iid, hero)

    def overcome(self, iid: str, hero: str | None) -> None:
        inst = self.s.insts[iid]
        card = self.card(inst.card)
        win = self.c.quests[self.s.quest].win
        counts = {}
        if card.objective and win.kind == "overcome_objectives":
            counts = {"objectives": self.s.objectives_overcome + 1, "of": win.count}
        self.emit(ev.Overcome, card=inst.card, name=card.name, name_fr=card.name_fr, kind=card.kind, **counts)
        if hero and hero in self.s.heroes:
            deeds = self.s.heroes[hero].deeds
            deeds["tasks_overcome"] = deeds.get("tasks_overcome", 0) + 1
        if card.kind == "quest_rules":
            self.end_game("won", "altar_task")
            return
        if card.objective:
            self.s.objectives_overcome += 1
        if card.kind == "trap":
            self.gain_supply(1)
        self.discard_inst(iid)

    # -- enemy-side ops --

    def op_engage(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is not None and self.is_enemy(me):
            target = self.engage(me)
            if target is not None:
                ctx.target = target.id  # the rest of this activation (its inflict) is against it

    def op_inflict(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is None or not self.is_enemy(me):
            return
        card = self.card(me.card)
        rng = card.range or 1
        # the character it engaged, while standing; else (no engage before) the nearest one
        engaged = self.s.figures.get(ctx.target) if ctx.target else None
        target = engaged if engaged is not None and engaged.kind in ("hero", "ally") else self.nearest_character(me)
        if target is None or not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(target), rng):
            self.unable(st, ctx)
            return
        diff = self.pv(st.difficulty) + self.mark_tokens(target)
        # a window opens for the targeted hero before the test: reactions, and supply for +1 die
        if target.kind == "hero" and not ctx.asked:
            offer = self.supply_option(target.card, ctx)
            options = self.reaction_options(target.card, me) + offer
            if options:
                again = ctx.model_copy(update={"asked": True, "supply_offered": ctx.supply_offered or bool(offer)})
                self.push(make_job(kind="steps", steps=[st], ctx=again))
                about = make_test_about(kind="inflict", attr=st.attr or "agility", difficulty=diff,
                                  dice=self.attribute(target, st.attr or "agility"), cause=me.id,
                                  cause_name=self.figure_name(me), cause_name_fr=self.card(me.card).name_fr)
                self.open_reaction_prompt(target.card, me, options, about)
                return
        bonus = 0
        if target.kind == "hero":
            bonus = self.s.heroes[target.card].defense_bonus
            self.s.heroes[target.card].defense_bonus = 0
        # successes beyond what defense leaves of the difficulty change nothing: no focus for them
        useful = max(0, diff - self.defense(target) - bonus)
        res = self.run_test(target, st.attr or "agility", "inflict", make_ctx(supply=ctx.supply), useful=useful)
        left = max(0, diff - res.successes)
        left = max(0, left - self.defense(target) - bonus)
        armor = min(target.armor, left)
        target.armor -= armor
        left -= armor
        self.s.marks.append(make_mark(kind="attack", figure=me.id, path=[me.pos, target.pos], target=target.id))
        self.emit(ev.Inflict, enemy=me.id, enemy_name=self.figure_name(me), target=target.id,
                  target_name=self.figure_name(target), difficulty=diff, successes=res.successes,
                  defense=self.defense(target) + bonus, armor_used=armor, damage=left)
        self.suffer(target, left, cause="inflict")

    def mark_tokens(self, f: Figure) -> int:
        rule = self.c.threat_decks[self.s.threat_deck].threat_tokens.kind
        return f.threat_tokens if rule == "mark" else 0

    def op_resist(self, st: Step, ctx: Ctx) -> None:
        diff = self.pv(st.difficulty)
        targets = [f for f in self.who(st.who, ctx) if f.kind in ("hero", "ally")]
        if len(targets) > 1:
            # one test per character, each with its own chance to spend supply
            one = st.model_copy(update={"who": "target"})
            self.push(*[make_job(kind="steps", steps=[one], ctx=ctx.model_copy(update={"target": f.id})) for f in targets])
            return
        for f in targets:
            if f.kind == "hero" and not ctx.asked and self.caused_by_enemies(ctx, f):
                options = self.supply_option(f.card, ctx)
                if options:
                    self.push(make_job(kind="steps", steps=[st], ctx=ctx.model_copy(
                        update={"asked": True, "target": f.id, "supply_offered": True})))
                    cause = self.cause_card(ctx)
                    about = make_test_about(kind="resist", attr=st.attr or "fortitude", difficulty=diff,
                                      dice=self.attribute(f, st.attr or "fortitude"), cause=cause.id if cause else "",
                                      cause_name=cause.name if cause else "", cause_name_fr=cause.name_fr if cause else "")
                    self.open_reaction_prompt(f.card, None, options, about)
                    return
            res = self.run_test(f, st.attr or "fortitude", "resist", make_ctx(supply=ctx.supply), useful=diff)
            ctx.supply = False
            left = max(0, diff - res.successes)
            self.emit(ev.Resist, figure=f.id, name=self.figure_name(f), difficulty=diff, successes=res.successes, damage=left)
            self.suffer(f, left, cause="resist")

    # -- shared ops --

    def op_heal(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            self.heal(f, self.pv(st.amount))

    def op_damage(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            self.suffer(f, self.pv(st.amount), cause="effect")

    def op_move(self, st: Step, ctx: Ctx) -> None:
        """Move up to `amount` spaces. Where to is the player's choice: the square chosen with the
        card (its `needs_target = "square"`), or else a prompt offering every reachable space and
        staying put."""
        me = self.actor(ctx)
        if me is None or me.kind not in ("hero", "ally"):
            return
        amount = self.pv(st.amount)
        reach = self.reachable_for(me, amount)
        here = sq(me.pos)
        dest = self.chosen_square(ctx)
        if dest is not None:
            goal = sq(dest)
            if goal == here:
                return  # staying put
            if goal not in reach:
                goal = self.step_towards([goal], me, reach)  # never offered: a square out of reach
                if goal is None:
                    return
            self.move_character(me, nm(goal), amount)
            return
        if not reach:
            return  # nowhere to go: nothing to choose
        seat = me.card if me.kind == "hero" else (me.owner or ctx.hero or self.s.order[0])
        # the default: towards the chosen figure when the move is there to reach it (an attack on it
        # follows), otherwise staying where one is
        default = "stay"
        target = self.s.figures.get(ctx.target or "")
        if target is not None and target.id != me.id and self.attack_follows(ctx):
            best = self.step_towards(self.fig_squares(target), me, reach, stop_adjacent=True)
            if best is not None:
                default = nm(best)
        squares = sorted(reach, key=lambda s2: (reach[s2], s2[1], s2[0]))
        options = [make_option(id="stay", label=f"Stay in {me.pos}", label_fr=f"Rester en {me.pos}")]
        options += [make_option(id=nm(s2), label=nm(s2)) for s2 in squares]
        self.s.pending = make_pending(
            prompt=make_prompt(seat=seat, kind="move", text="move", options=options, default=default),
            steps={"move": [Step(op="move", amount=amount)]},
            ctx=ctx, kind="move",
        )
        self.emit(ev.Prompt, seat=seat, kind="move", options=[o.label for o in options],
                  options_fr=[o.label_fr or o.label for o in options], mover=me.id,
                  mover_name=self.figure_name(me), spaces=amount)

    def attack_follows(self, ctx: Ctx) -> bool:
        """Whether the rest of the effect being resolved (queued just before this step ran) attacks."""
        rest = self.s.jobs[0] if self.s.jobs else None
        if rest is None or rest.kind != "steps" or rest.ctx != ctx:
            return False
        return any((x.get("op") if isinstance(x, dict) else x.op) == "attack" for x in rest.steps)

    def step_towards(self, goal_squares: list, me: Figure, reach: dict, stop_adjacent: bool = False):
        """The reachable square that gets `me` nearest the goal (None when none gets nearer)."""
        walks = [self.walk(g) for g in goal_squares]

        def to_goal(s2: Square) -> int:
            return min((w.get(s2, 10_000) for w in walks), default=10_000)

        now = to_goal(sq(me.pos))
        if stop_adjacent and now <= 1:
            return None
        if not reach:
            return None
        best = min(reach, key=lambda s2: (to_goal(s2), reach[s2], s2[1], s2[0]))
        return best if to_goal(best) < now else None

    def op_gain_focus(self, st: Step, ctx: Ctx) -> None:
        targets = self.who(st.who, ctx)
        for f in targets:
            if f.kind != "hero":
                continue
            hero = self.s.heroes[f.card]
            gained = min(self.pv(st.amount), MAX_FOCUS - hero.focus)
            if gained > 0:
                hero.focus += gained
                self.emit(ev.Focus, hero=hero.id, amount=gained, focus=hero.focus)

    def op_gain_supply(self, st: Step, ctx: Ctx) -> None:
        self.gain_supply(self.pv(st.amount))

    def op_lose_supply(self, st: Step, ctx: Ctx) -> None:
        amount = self.pv(st.amount)
        if self.s.supply < amount:
            self.unable(st, ctx)
            return
        self.s.supply -= amount
        self.emit(ev.Supply, amount=-amount, supply=self.s.supply)

    def op_gain_armor(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            f.armor += self.pv(st.amount)
            self.emit(ev.Armor, figure=f.id, name=self.figure_name(f), amount=self.pv(st.amount), armor=f.armor)

    def op_draw(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            if f.kind == "hero":
                for _ in range(self.pv(st.amount)):
                    self.draw_hero_card(f.card)

    def op_exhaust_enemy(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is None:
            return
        rng = st.range if st.range is not None else 3
        cands = []
        for e in self.enemies():
            if e.inst is None or self.s.insts[e.inst].exhausted:
                continue
            if self.in_range_and_sight(self.fig_squares(me), self.fig_squares(e), rng):
                cands.append(e)
        chosen = None
        if ctx.target and ctx.target in self.s.figures:
            chosen = next((e for e in cands if e.id == ctx.target), None)
        if chosen is None and cands:
            chosen = max(cands, key=lambda e: (self.card(e.card).speed + self.health(e) - e.damage, e.id))
        if chosen is None:
            self.unable(st, ctx)
            return
        self.set_inst(chosen.inst, exhausted=True)  # type: ignore[arg-type]
        self.emit(ev.Exhausted, figure=chosen.id, name=self.figure_name(chosen))

    def op_refresh_enemy(self, st: Step, ctx: Ctx) -> None:
        me = self.actor(ctx)
        if me is not None and me.inst and me.inst in self.s.insts:
            self.set_inst(me.inst, exhausted=False)

    def op_defense(self, st: Step, ctx: Ctx) -> None:
        for f in self.who("self", ctx):
            if f.kind == "hero":
                self.s.heroes[f.card].defense_bonus += self.pv(st.amount)
                self.emit(ev.DefenseBonus, hero=f.card, amount=self.pv(st.amount))

    def op_roll_altar(self, st: Step, ctx: Ctx) -> None:
        """Roll up to `amount` altar dice of the hero's choice ("Unless otherwise specified, the
        hero may choose which altar dice to roll"): the hero resolving the effect picks them one by
        one, or stops; then the chosen dice are rolled. The choices so far ride in the step's context
        (`dice:1,3`). A card activating on its own in the threat, villain or quest turn rolls the
        party's usual pick instead (see data/altar/README.md, "Card timing")."""
        s = self.s
        amount = self.pv(st.amount)
        pool = s.altar_pool
        picked, done = self.dice_picked(ctx)
        # the default: dice whose rhune another die already shows first, then from the left
        order = sorted(range(len(pool)), key=lambda i: (-pool.count(pool[i]), i))
        usual = ctx.enemy_turn and not picked
        if usual:
            # a card activating on its own (the altar in the quest turn): the party's usual pick, no
            # question every round
            picked, done = order[:amount], True
        if done or len(picked) >= min(amount, len(pool)):
            for i in picked:
                pool[i] = self.c.dice.altar.symbols(self.c.dice.altar.roll(s))[0]
            if picked:
                self.emit(ev.AltarRolled, pool=list(pool), dice=[i + 1 for i in picked], usual=usual)
            return
        seat = ctx.hero if ctx.hero in s.heroes else (s.active or s.order[0])
        default = next(f"die:{i + 1}" for i in order if i not in picked)
        options = [make_option(id=f"die:{i + 1}", label=f"Die {i + 1}: {pool[i].capitalize()}",
                                label_fr=f"Dé {i + 1} : {pool[i].capitalize()}")
                   for i in range(len(pool)) if i not in picked]
        chosen = ", ".join(str(i + 1) for i in picked)
        options.append(make_option(id="roll", label=f"Roll the chosen dice ({chosen})" if picked else "Roll no die",
                                    label_fr=f"Relancer les dés choisis ({chosen})" if picked else "Ne relancer aucun dé"))
        s.pending = make_pending(
            prompt=make_prompt(seat=seat, kind="altar_dice", text="altar_dice", options=options, default=default),
            steps={"roll": [Step(op="roll_altar", amount=amount)]},
            ctx=ctx, kind="altar_dice",
        )
        self.emit(ev.Prompt, seat=seat, kind="altar_dice", options=[o.label for o in options],
                  options_fr=[o.label_fr for o in options], spaces=amount - len(picked))

    @staticmethod
    def dice_picked(ctx: Ctx) -> tuple[list[int], bool]:
        """The altar dice (0-based) chosen so far for a roll, and whether the hero stopped choosing."""
        t = ctx.target or ""
        if not t.startswith("dice:"):
            return [], False
        body, _, done = t[5:].partition("|")
        return [int(x) - 1 for x in body.split(",") if x], done == "done"

    def op_threat_token(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            f.threat_tokens += self.pv(st.amount)
            self.emit(ev.ThreatToken, figure=f.id, name=self.figure_name(f), amount=self.pv(st.amount), total=f.threat_tokens)

    def op_remove_threat_token(self, st: Step, ctx: Ctx) -> None:
        for f in self.who(st.who, ctx):
            gone = min(f.threat_tokens, self.pv(st.amount))
            if gone:
                f.threat_tokens -= gone
                self.emit(ev.ThreatToken, figure=f.id, name=self.figure_name(f), amount=-gone, total=f.threat_tokens)

    def op_draw_threat(self, st: Step, ctx: Ctx) -> None:
        heroes = [f.card for f in self.who(st.who, ctx) if f.kind == "hero"] or (
            [self.s.active or ctx.hero] if (self.s.active or ctx.hero) else [])
        # drawn by an event of a reveal's threat step: what they spawn goes to the revealed room too (the
        # room travels as a draw's `ctx.target`, as `job_reveal_threats` gives it)
        self.push(*[make_job(kind="draw_threat", arg=h, ctx=make_ctx(target=ctx.room)) for h in heroes if h])

    def op_draw_lurker(self, st: Step, ctx: Ctx) -> None:
        heroes = [f.card for f in self.who(st.who, ctx) if f.kind == "hero"] or [self.s.active or ctx.hero]
        for h in heroes:
            if h:
                self.draw_lurker(h, None)

    def op_spawn(self, st: Step, ctx: Ctx) -> None:
        hero = ctx.hero or self.s.active or self.s.order[0]
        if st.card:
            self.spawn_enemy_card(st.card, hero, ctx.room)

    def op_place_quest(self, st: Step, ctx: Ctx) -> None:
        iid = self.s.rules_inst if st.on == "rules" else ctx.source
        if iid and iid in self.s.insts:
            inst = self.set_inst(iid, quest_tokens=self.s.insts[iid].quest_tokens + self.pv(st.amount))
            self.emit(ev.QuestTokens, card=inst.card, name=self.card(inst.card).name, name_fr=self.card(inst.card).name_fr,
                      amount=self.pv(st.amount), total=inst.quest_tokens)

    def op_place_progress(self, st: Step, ctx: Ctx) -> None:
        iid = self.s.rules_inst if st.on == "rules" else ctx.source
        if iid and iid in self.s.insts:
            self.add_progress(iid, self.pv(st.amount))

    def op_choose(self, st: Step, ctx: Ctx) -> None:
        deciders = [f.card for f in self.who(st.who, ctx) if f.kind == "hero"] if st.who != "self" else []
        if not deciders:
            deciders = [ctx.hero or self.s.active or self.s.order[0]]
        if self.s.hard:
            worst = max(st.options, key=lambda o: o.harm)
            for _ in deciders:
                self.emit(ev.HardChoice, label=worst.label, label_fr=worst.label_fr)
            self.push(*[make_job(kind="steps", steps=list(worst.steps), ctx=ctx.model_copy(update={"hero": h, "actor": f"h_{h}"})) for h in deciders])
            return
        # ask each deciding hero in turn: the first now, the others queued
        first, rest = deciders[0], deciders[1:]
        if rest:
            again = st.model_copy(update={"who": "self"})
            self.push(*[make_job(kind="steps", steps=[again], ctx=ctx.model_copy(update={"hero": h, "actor": f"h_{h}"})) for h in rest])
        options = [make_option(id=str(i + 1), label=o.label, label_fr=o.label_fr) for i, o in enumerate(st.options)]
        best = min(range(len(st.options)), key=lambda i: st.options[i].harm)
        sub = ctx.model_copy(update={"hero": first, "actor": f"h_{first}"})
        # the prompt names the card asking (an event card drawn is already in the discard pile)
        card = self.cause_card(ctx)
        params = {"named": "yes", "card": card.name, "card_fr": card.name_fr} if card else {"named": "no", "card": ""}
        self.s.pending = make_pending(
            prompt=make_prompt(seat=first, kind="choose", text="choose", options=options, default=str(best + 1),
                          params=params),
            steps={str(i + 1): list(o.steps) for i, o in enumerate(st.options)},
            ctx=sub,
        )
        self.emit(ev.Prompt, seat=first, kind="choose", options=[o.label for o in st.options],
                  options_fr=[o.label_fr for o in st.options])

    def op_if(self, st: Step, ctx: Ctx) -> None:
        self.push_steps(st.then if self.condition(st, ctx) else st.otherwise, ctx)

    def condition(self, st: Step, ctx: Ctx) -> bool:
        s = self.s
        value = self.pv(st.value)
        cond = st.cond
        if cond == "quest_tokens_at_least":
            return s.insts[s.rules_inst].quest_tokens >= value if s.rules_inst in s.insts else False
        if cond == "progress_at_least":
            return ctx.source in s.insts and s.insts[ctx.source].progress >= value  # type: ignore[operator]
        if cond == "villain_defeated":
            return s.villain_defeated
        if cond == "villain_spawned":
            return s.villain_spawned
        if cond == "altar_found":
            return s.altar_room is not None
        if cond == "supply_at_least":
            return s.supply >= value
        if cond == "hero_damaged":
            me = self.actor(ctx)
            return bool(me and me.damage > 0)
        if cond == "objectives_overcome_at_least":
            return s.objectives_overcome >= value
        return False

    def op_attach(self, st: Step, ctx: Ctx) -> None:
        iid = ctx.source
        if iid is None or iid not in self.s.insts:
            return
        inst = self.s.insts[iid]
        feature = self.s.features.get(inst.room or "")
        if feature and feature in self.s.insts:
            inst = self.set_inst(iid, attached_to=feature)
            if iid in self.s.quest_area:
                self.s.quest_area.remove(iid)
            self.emit(ev.Attached, card=inst.card, name=self.card(inst.card).name, to=self.s.insts[feature].card)

    def op_skip_threats(self, st: Step, ctx: Ctx) -> None:
        self.s.skip_threats = True

    def op_discard_self(self, st: Step, ctx: Ctx) -> None:
        iid = ctx.source
        if not iid or iid not in self.s.insts:
            return
        card = self.inst_card(iid)
        # a trap's token leaves the board with its card: say which one, as the board labelled it
        token = next((t for t in self.s.traps.values() if t.inst == iid), None)
        self.discard_inst(iid)
        self.emit(ev.CardDiscarded, card=card.id, kind=card.kind, name=card.name, name_fr=card.name_fr,
                  trap=token.label if token else None, square=token.pos if token else None)

    def op_lose_game(self, st: Step, ctx: Ctx) -> None:
        self.end_game("lost", "quest_effect")

    def op_win_game(self, st: Step, ctx: Ctx) -> None:
        self.end_game("won", "quest_effect")

    # --- reactions ------------------------------------------------------------------------------

    def reaction_options(self, hero_id: str, enemy: Figure | None = None) -> list[tuple[str, str, str]]:
        """(option id, label, what) for reactions the hero may make before an inflict test:
        Reaction cards in hand, ready Exhaust effects and Use effects timed 'before_inflict'. A
        reaction aimed at the striking enemy is offered only when that enemy is within its range.
        Exhaust and Use effects with no timing, which a hero may resolve « at any time », are offered
        too when they need no target (a tonic, a ward charm): the enemy turn has no other pause."""
        hero = self.s.heroes[hero_id]
        me = self.s.figures.get(f"h_{hero_id}")
        out = []
        for card_id in dict.fromkeys(hero.hand):
            card = self.card(card_id)
            play = card.ability("play")
            if card.kind == "hero_reaction" and play and play.timing == "before_inflict":
                if play.needs_target == "enemy" and enemy is not None and me is not None and play.target_range is not None:
                    if not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(enemy), play.target_range):
                        continue  # nothing to aim at: the enemy strikes from out of its reach
                out.append((f"play:{card_id}", card.name, card_id))
        for iid in hero.play:
            inst = self.s.insts[iid]
            card = self.card(inst.card)
            usable = [a for a in card.abilities if a.kind in ("exhaust", "use")]
            # an ability timed for this window; else one with no timing and no target (`react_with` picks alike)
            timed = [a for a in usable if a.timing == "before_inflict"]
            free = [a for a in usable if a.timing is None and a.needs_target == "none" and card.kind != "ally"]
            for ab in timed + free:
                # an Exhaust effect while the card is ready (its altar die in the pool); a Use effect discards it
                pool = self.s.altar_pool
                if ab.kind == "exhaust" and (inst.exhausted or (ab.rhune_cost and ab.rhune_cost not in pool)):
                    continue
                out.append((f"use:{iid}", card.name, iid))
                break
        return out

    # --- the after-attack window ("Play after you attack", "Exhaust after you attack") ----------

    def may_attack(self, card: Card, ability: Ability) -> bool:
        """Whether resolving this ability (with its card's rhune effect) can make an attack."""
        steps = list(ability.steps) + (list(card.rhune.steps) if card.rhune else [])
        return any(st.op == "attack" for st in _walk_steps(steps))

    def job_after_attack(self, job: Job) -> None:
        """After the hero's attack has resolved (the whole card that made it), the hero may play the
        cards timed "after you attack"; the window stays open until they pass or have none left."""
        hero_id, _, before = (job.arg or "").partition("|")
        s = self.s
        if hero_id not in s.heroes or f"h_{hero_id}" not in s.figures:
            return
        if s.heroes[hero_id].deeds.get("attacks", 0) <= int(before or 0):
            return  # no attack was made (no enemy in range): nothing to follow up
        options = self.after_attack_options(hero_id)
        if not options:
            return
        opts = [make_option(id=oid, label=label, label_fr=label_fr) for oid, label, label_fr in options]
        opts.append(make_option(id="pass", label="Pass", label_fr="Passer"))
        s.pending = make_pending(
            prompt=make_prompt(seat=hero_id, kind="after_attack", text="after_attack", options=opts, default="pass"),
            ctx=make_ctx(hero=hero_id, actor=f"h_{hero_id}"), kind="after_attack",
        )
        # the options name cards in the hero's hand: only that player may read them
        self.emit(ev.Prompt, audience=hero_id, seat=hero_id, kind="after_attack", options=[o.label for o in opts],
                  options_fr=[o.label_fr for o in opts])
        self.emit(ev.WaitingFor, seat=hero_id, kind="after_attack")

    def after_attack_options(self, hero_id: str) -> list[tuple[str, str, str]]:
        """(option id, label, French label) for each way to follow up an attack: Reaction cards in
        hand and ready Exhaust / Use effects timed 'after_attack', one option per target they may
        aim at."""
        s = self.s
        hero = s.heroes[hero_id]
        me = self.hero_fig(hero_id)
        out: list[tuple[str, str, str]] = []

        def with_targets(oid: str, card: Card, ability: Ability) -> None:
            if ability.needs_target not in ("enemy", "character"):
                out.append((oid, card.name, card.name_fr))
                return
            rng = ability.target_range
            for f in s.figures.values():
                if (ability.needs_target == "enemy") != self.is_enemy(f):
                    continue
                if rng is not None and not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(f), rng):
                    continue
                name = self.figure_name(f)
                name_fr = self.c.heroes[f.card].name_fr if f.kind == "hero" else self.card(f.card).name_fr
                out.append((f"{oid}:{f.id}", f"{card.name} → {f.label} {name}", f"{card.name_fr} → {f.label} {name_fr}"))

        for card_id in dict.fromkeys(hero.hand):
            card = self.card(card_id)
            play = card.ability("play")
            if card.kind == "hero_reaction" and play and play.timing == "after_attack":
                with_targets(f"play:{card_id}", card, play)
        for iid in hero.play:
            inst = s.insts[iid]
            card = self.card(inst.card)
            for ab in card.abilities:
                if ab.kind not in ("exhaust", "use") or ab.timing != "after_attack":
                    continue
                if ab.kind == "exhaust" and (inst.exhausted or (ab.rhune_cost and ab.rhune_cost not in s.altar_pool)):
                    continue
                with_targets(f"use:{iid}", card, ab)
        return out

    def french_label(self, option: str, label: str) -> str:
        if option == "supply":
            return "Dépenser 1 provision : +1 dé"
        kind, _, ref = option.partition(":")
        if kind == "play" and ref in self.c.cards:
            return self.card(ref).name_fr
        if kind == "use" and ref in self.s.insts:
            return self.inst_card(ref).name_fr
        return label

    def supply_option(self, hero_id: str, ctx: Ctx) -> list[tuple[str, str, str]]:
        """Before rolling for a test, the testing hero may discard 1 supply for 1 more die: offered
        once per test, while the party has supply, to a hero whose setting is "ask" ("always" spends
        without asking, in run_test; "never" is never offered)."""
        if self.s.supply > 0 and not ctx.supply and not ctx.supply_offered and (
                self.s.heroes[hero_id].supply_mode == "ask"):
            return [("supply", "Spend 1 supply: +1 die", "")]
        return []

    def caused_by_enemies(self, ctx: Ctx, f: Figure) -> bool:
        """A test the hero did not choose to make (an enemy, a trap, an event): the hero decides
        on supply then. Tests from the hero's own cards take the action's supply option."""
        if ctx.enemy_turn:
            return True
        if ctx.source and ctx.source in self.s.insts:
            kind = self.inst_card(ctx.source).kind
            return kind not in ("hero_action", "hero_feat", "hero_reaction", "equipment", "search", "ally")
        # no card in play behind it: a card the hero played (its own choice), or an event card drawn
        return not ctx.own or ctx.hero != f.card

    def cause_card(self, ctx: Ctx) -> Card | None:
        """The card whose effect is being resolved: in play (`source`), or an event card (`card`)."""
        if ctx.source and ctx.source in self.s.insts:
            return self.inst_card(ctx.source)
        if ctx.card and ctx.card in self.c.cards:
            return self.card(ctx.card)
        return None

    def open_reaction_prompt(self, hero_id: str, enemy: Figure | None, options: list[tuple[str, str, str]],
                             about: TestAbout | None = None) -> None:
        """The window before a test the hero did not choose: reactions (before an enemy's strike) and
        the supply offer. With no reaction to offer, it is a plain supply offer (kind "supply")."""
        opts = [make_option(id=oid, label=label, label_fr=self.french_label(oid, label)) for oid, label, _ in options]
        opts.append(make_option(id="pass", label="Pass", label_fr="Passer"))
        supply = any(oid == "supply" for oid, _, _ in options)
        kind = "reaction" if enemy is not None and len(options) > supply else "supply"
        self.s.pending = make_pending(
            prompt=make_prompt(seat=hero_id, kind=kind, text=kind, options=opts, default="pass"),
            ctx=make_ctx(hero=hero_id, actor=f"h_{hero_id}", target=enemy.id if enemy else None, enemy_turn=True),
            kind="reaction", test=about if supply else None,
        )
        told = {}
        if supply and about is not None:
            told = {"test": about.kind, "attr": about.attr, "difficulty": about.difficulty, "dice": about.dice,
                    "cause_name": about.cause_name or None, "cause_name_fr": about.cause_name_fr or None}
        # the options of a reaction window name cards in the hero's hand: only that player may read them;
        # a plain supply offer is told to the table, with what the roll is for
        private = {"audience": hero_id} if kind == "reaction" else {}
        self.emit(ev.Prompt, **private, seat=hero_id, kind=kind,
                  enemy=enemy.id if enemy else None, enemy_name=self.figure_name(enemy) if enemy else None,
                  options=[o.label for o in opts], supply=supply, party_supply=self.s.supply, **told)
        self.emit(ev.WaitingFor, seat=hero_id, kind=kind)

    def check_attr(self, attr: str) -> None:
        if attr not in ATTRIBUTES:
            raise RuleError("bad_attribute", f"{attr} is not an attribute.")

    # placeholders provided by other mixins
    def engage(self, me: Figure) -> Figure | None:  # pragma: no cover - enemies.py
        raise NotImplementedError

    def move_character(self, f: Figure, to: str, limit: int) -> int:  # pragma: no cover - flow.py
        raise NotImplementedError

    def draw_hero_card(self, hero_id: str) -> None:  # pragma: no cover - flow.py
        raise NotImplementedError

    def draw_lurker(self, hero_id: str, room: str | None) -> None:  # pragma: no cover - enemies.py
        raise NotImplementedError

    def spawn_enemy_card(self, card_id: str, hero_id: str, room: str | None) -> None:  # pragma: no cover
        raise NotImplementedError


__all__ = ["Effects", "TestResult", "nm", "sq"]
