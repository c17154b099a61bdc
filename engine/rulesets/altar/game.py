"""Set-up (steps 1-8) and the player actions of Altar Quest, on top of the round flow."""
from __future__ import annotations

import math
import re
from typing import Any

from ...core.board import parse_square as _parse_square
from ...core.deck import Deck
from ...core.errors import RuleError
from ...core.names import fold
from ...core.rng import randbelow, seed_state, shuffle
from . import events as ev
from .actions import (
    CardAction,
    Channel,
    Choose,
    Draw,
    EndTurn,
    Give,
    Interact,
    Move,
    Mulligan,
    OpenDoor,
    PlayCard,
    Rest,
    SetSupply,
    UseCard,
)
from .base import hero_letter, nm, sq
from .content import RHUNES, Ability, Card, Content
from .effects import MAX_FOCUS
from .flow import Flow
from .state import SUPPLY_MODES, Ctx, Figure, GameState, HeroState, make_ctx, make_figure, make_job

MOVES_PER_ACTION = 3
# what a hero may do in the middle of a movement without ending it: "Heroes may resolve Exhaust
# effects and Use effects during their movement (as well as opening a door), without ending their
# movement" (and answering the choices those bring)
KEEPS_MOVEMENT = frozenset({"move", "open_door", "use", "choose", "set_supply"})


def new_game(content: Content, quest: str, heroes: list[str], seed: int | str, options: dict[str, Any] | None = None) -> GameState:
    opts = dict(options or {})
    if quest not in content.quests:
        raise RuleError("unknown_quest", f"There is no quest called {quest!r}.", quest=quest)
    if not 1 <= len(heroes) <= 4:
        raise RuleError("hero_count", "Altar Quest needs 1 to 4 heroes.")
    for h in heroes:
        if h not in content.heroes:
            raise RuleError("unknown_hero", f"There is no hero called {h!r}.", hero=h)
    if len(set(heroes)) != len(heroes):
        raise RuleError("hero_twice", "Each hero can only be taken once.")
    threat_id = opts.get("threat_deck") or sorted(content.threat_decks)[0]
    villain_id = opts.get("villain_deck") or sorted(content.villains)[0]
    if threat_id not in content.threat_decks or villain_id not in content.villains:
        raise RuleError("unknown_deck", "Unknown threat or villain deck.")
    holder = GameState(
        seed=str(seed), rng=seed_state(seed), quest=quest, threat_deck=threat_id, villain_deck=villain_id,
        hard=bool(opts.get("hard", False)), heroes={}, order=list(heroes), stairs_room="",
    )
    g = Game(holder, content)
    g.setup(opts)
    return holder


class Game(Flow):
    # --- set-up -------------------------------------------------------------------------------

    def setup(self, opts: dict[str, Any]) -> None:
        s, c = self.s, self.c
        # 8 (first, so heroes can be placed): the starting room, chosen or rolled on a d20
        rooms = c.board_def.room_numbers
        start = opts.get("start_room")
        if opts.get("random_start") or not start:
            by_number = {n: r for r, n in rooms.items()}
            while True:
                roll = randbelow(s, 20) + 1
                if roll <= len(by_number):
                    break
            start = by_number[roll]
            self.emit(ev.StartRoomRolled, roll=roll, room=start)
        if start not in rooms:
            raise RuleError("unknown_room", f"There is no room called {start!r}.", room=start)
        s.stairs_room = start
        s.revealed.append(start)
        # 2. heroes: play area, shuffled deck, 4 cards, turn card and 3 action tokens
        for hero_id in s.order:
            hdef = c.heroes[hero_id]
            hero = HeroState(id=hero_id, deck=Deck(cards=list(hdef.deck)))
            s.heroes[hero_id] = hero
            for eq in hdef.equipment:
                hero.play.append(self.new_inst(eq, f"play:{hero_id}"))
            shuffle(s, hero.deck.cards)
            for _ in range(4):
                card_id = hero.deck.draw(s)
                if card_id:
                    hero.hand.append(card_id)
            # "place the stairs tile in that room's feature space, placing each hero figure on that
            # tile": the heroes start together on the stairs (characters may share a space; each
            # must end a move of its own in an empty one)
            spot = sq(c.board_def.rooms[start].feature[0])
            label = self.hero_label(hdef.name)
            s.figures[f"h_{hero_id}"] = make_figure(id=f"h_{hero_id}", kind="hero", card=hero_id, pos=nm(spot), label=label)
        for hero_id in s.order:
            ally = c.heroes[hero_id].ally
            if ally and ally in c.cards:
                iid = self.new_inst(ally, f"play:{hero_id}")
                s.heroes[hero_id].play.append(iid)
                spot = self.nearest_empty(sq(self.hero_fig(hero_id).pos))
                if spot:
                    fid = f"a_{ally}"
                    s.figures[fid] = make_figure(id=fid, kind="ally", card=ally, inst=iid, pos=nm(spot),
                                            label=f"A{sum(1 for f in s.figures.values() if f.kind == 'ally') + 1}", owner=hero_id)
                    self.set_inst(iid, figure=fid)
        # "P" values count the heroes in the game: this object was made before they were, so count
        # them now (the quest's Setup effect below is the first to read one, "1P" supply)
        self.n = len(s.heroes)
        # 3. quest: rules card, one altar card and the rolled altar pool, Setup effect, quest deck
        qdef = c.quests[s.quest]
        s.rules_inst = self.new_inst(qdef.rules.id, "quest")
        s.quest_area.append(s.rules_inst)
        altars = [a.id for a in c.altars]
        shuffle(s, altars)
        chosen_altar = opts.get("altar") or altars[0]
        s.altar_inst = self.new_inst(chosen_altar, "quest")
        s.quest_area.append(s.altar_inst)
        s.altar_pool = [c.dice.altar.symbols(c.dice.altar.roll(s))[0] for _ in range(5)]
        quest_cards = [card.id for card in qdef.cards for _ in range(card.copies)]
        s.decks["quest"] = Deck(cards=quest_cards, reshuffle=False)
        setup = qdef.rules.ability("setup")
        if setup:
            self.push_steps(setup.steps, make_ctx(hero=s.order[0], source=s.rules_inst))
        s.decks["quest"].shuffle(s)
        # 4. threat deck
        s.decks["threat"] = Deck(cards=[card.id for card in c.threat_decks[s.threat_deck].cards for _ in range(card.copies)])
        s.decks["threat"].shuffle(s)
        # 5. villain deck, scheme side up
        vdef = c.villains[s.villain_deck]
        s.villain_area.append(self.new_inst(vdef.scheme.id, "villain"))
        s.decks["villain"] = Deck(cards=[card.id for card in vdef.cards for _ in range(card.copies)], reshuffle=False)
        s.decks["villain"].shuffle(s)
        # 6. token pools: supply starts empty, the rest are unlimited
        # 7. search, feature (7 + Altar Found) and lurker decks
        s.decks["search"] = Deck(cards=[card.id for card in c.search for _ in range(card.copies)])
        s.decks["search"].shuffle(s)
        features = [f.id for f in c.features if f.id != "altar_found"]
        shuffle(s, features)
        s.decks["feature"] = Deck(cards=features[:7] + ["altar_found"], reshuffle=False)
        s.decks["feature"].shuffle(s)
        s.decks["lurker"] = Deck(cards=[card.id for card in c.lurkers for _ in range(card.copies)])
        s.decks["lurker"].shuffle(s)
        rival = opts.get("rival")
        if rival:
            if rival not in {r.id for r in c.rivals}:
                raise RuleError("unknown_rival", f"There is no rival called {rival!r}.", rival=rival)
            # the rival is shuffled with 3 lurkers and put on top of the lurker deck
            top = [s.decks["lurker"].cards.pop() for _ in range(3)] + [rival]
            shuffle(s, top)
            s.decks["lurker"].cards.extend(top)
        self.emit(ev.GameStarted, quest=s.quest, heroes=list(s.order), start_room=start, altar=chosen_altar)
        self.run()

    def hero_label(self, name: str) -> str:
        return hero_letter(name, {f.label for f in self.s.figures.values()})

    # --- apply ----------------------------------------------------------------------------------

    def handle(self, seat: str, action: Any) -> None:
        s = self.s
        if s.result is not None:
            raise RuleError("game_over", "This game is over.")
        if seat not in s.heroes:
            raise RuleError("not_in_game", f"{seat} is not a hero in this game.", hero=seat)
        if isinstance(action, SetSupply):
            # a standing preference, not a move in the game: any time, even while a decision waits
            self.do_set_supply(seat, action)
            return
        if s.pending is not None:
            if isinstance(action, Choose):
                self.answer_several(seat, action.option)
                return
            who = s.pending.prompt.seat
            if who == seat:
                raise RuleError("answer_first", "Answer your decision first (`/choose`, or the buttons): its options "
                                "are what you may do now.")
            raise RuleError("waiting_choice", f"Waiting for {self.c.heroes[who].name} to choose first.", hero=who)
        if getattr(action, "supply", False) and s.supply <= 0:
            # asked for 1 supply's extra die with none left: said, rather than rolled without it
            raise RuleError("no_supply", "That costs 1 supply and the party has none.")
        if isinstance(action, Choose):
            if action.option in ("keep", "all") and self.can_mulligan(seat):
                hand = list(s.heroes[seat].hand) if action.option == "all" else []
                self.do_mulligan(seat, hand)
                return
            raise RuleError("nothing_to_choose", "There is nothing to choose right now.")
        if action.type not in KEEPS_MOVEMENT:
            s.heroes[seat].move_left = 0  # another action: the movement under way is over
        handler = getattr(self, f"do_{action.type}")
        handler(seat, action)
        self.run()

    def answer_several(self, seat: str, typed: str) -> None:
        """One answer, or several separated by commas ("Riposte, Haubert riveté" in a reaction window,
        dice for the altar roll): taken in turn, each while the same hero is asked the same kind of
        question again and still offered it. An answer no longer offered then refuses the lot (the
        state is left as it was) and says to give one at a time."""
        assert self.s.pending is not None
        first = self.s.pending
        parts = [p.strip() for p in typed.split(",")] if "," in typed else [typed]
        parts = [p for p in parts if p] or [typed]
        if typed in {o.id for o in first.prompt.options}:
            parts = [typed]
        labels = {o.id: o for o in first.prompt.options}
        for i, option in enumerate(parts):
            now = self.s.pending
            if i and (now is None or now.prompt.seat != seat or now.kind != first.kind
                      or option not in {o.id for o in now.prompt.options}):
                shown = labels.get(option)
                raise RuleError(
                    "one_answer_at_a_time", "This decision takes one answer at a time: "
                    f"after {labels[parts[0]].label}, {shown.label if shown else option} is no longer offered. "
                    "Give one, then the next if it is asked again.",
                    first=labels[parts[0]].label, first_fr=labels[parts[0]].label_fr or labels[parts[0]].label,
                    option=shown.label if shown else option,
                    option_fr=(shown.label_fr or shown.label) if shown else option)
            self.answer(seat, option)
            self.run()

    def answer(self, seat: str, option: str) -> None:
        pending = self.s.pending
        assert pending is not None
        if pending.prompt.seat != seat:
            who = pending.prompt.seat
            raise RuleError("not_your_choice", f"This choice belongs to {self.c.heroes[who].name}.", hero=who)
        valid = {o.id for o in pending.prompt.options}
        if option not in valid:
            raise RuleError("bad_option", f"{option!r} is not one of the options ({', '.join(sorted(valid))}).", option=option)
        self.s.pending = None
        picked = next(o for o in pending.prompt.options if o.id == option)
        self.emit(ev.Chose, hero=seat, option=option, label=picked.label, label_fr=picked.label_fr)
        if pending.kind == "reaction":
            self.resolve_reaction(seat, option, pending.ctx)
        elif pending.kind == "after_attack":
            self.resolve_after_attack(seat, option)
        elif pending.kind == "altar_dice":
            # one more die chosen (or "roll": no more), then the roll step goes on from there
            picked, _ = self.dice_picked(pending.ctx)
            if option == "roll":
                mark = ",".join(str(i + 1) for i in picked) + "|done"
            else:
                mark = ",".join(str(i + 1) for i in [*picked, int(option.partition(":")[2]) - 1])
            self.push_steps(pending.steps.get("roll", []), pending.ctx.model_copy(update={"target": f"dice:{mark}"}))
        elif pending.kind == "rhune":
            # the hero's card's rhune effect, taken (its altar die is rolled again) or passed
            if option == "rhune" and pending.card in self.c.cards:
                self.resolve_rhune(self.card(pending.card), pending.ctx)
        elif pending.kind == "move":
            # the move step again, now with the square chosen ("stay": no move at all)
            if option != "stay":
                self.push_steps(pending.steps.get("move", []), pending.ctx.model_copy(update={"target": option}))
        else:
            self.push_steps(pending.steps.get(option, []), pending.ctx)

    def resolve_reaction(self, seat: str, option: str, ctx: Ctx) -> None:
        if option == "pass":
            return
        paused = self.s.jobs[0] if self.s.jobs and self.s.jobs[0].ctx.asked else None
        if option == "supply":
            if paused is not None:
                paused.ctx.supply = True
                paused.ctx.asked = False  # ask again: a reaction may still be wanted
            return
        if paused is not None:
            paused.ctx.asked = False
        kind, _, ref = option.partition(":")
        card, ability, _iid = self.react_with(seat, kind, ref, "before_inflict")
        if ability:
            self.resolve_ability(seat, card, ability, None, ctx.target, False, None)

    def react_with(self, seat: str, kind: str, ref: str, timing: str) -> tuple[Any, Any, str | None]:
        """A reaction window's card taken: played from hand ("play"), or a card in play exhausted or
        used (discarded) for its ability of that `timing`. (card, ability, the instance an exhausted
        card stays as, else None)."""
        hero = self.s.heroes[seat]
        if kind == "play":
            card = self.card(ref)
            hero.hand.remove(ref)
            self.hero_deck(seat).discard.append(ref)
            self.emit(ev.CardPlayed, hero=seat, card=ref, name=card.name, name_fr=card.name_fr, reaction=True)
            return card, card.ability("play"), None
        inst = self.s.insts[ref]
        card = self.card(inst.card)
        usable = [a for a in card.abilities if a.kind in ("exhaust", "use")]
        # the ability of that timing; else one with none, which may be resolved at any time
        ability = next((a for a in usable if a.timing == timing), None) or next(a for a in usable if a.timing is None)
        iid: str | None = None
        if ability.kind == "exhaust":
            self.pay_exhaust(inst.card, ref, ability)
            iid = ref
        else:
            self.discard_inst(ref)  # Use: the card is discarded to resolve it
        self.emit(ev.CardUsed, hero=seat, card=card.id, name=card.name, name_fr=card.name_fr, reaction=True)
        return card, ability, iid

    def resolve_after_attack(self, seat: str, option: str) -> None:
        """A card played or used in the after-attack window; then the window opens again for what
        is left (nothing is asked when nothing is)."""
        if option == "pass":
            return
        self.push(make_job(kind="after_attack", arg=f"{seat}|-1"))
        kind, _, rest = option.partition(":")
        ref, _, target = rest.partition(":")
        card, ability, iid = self.react_with(seat, kind, ref, "after_attack")
        if ability:
            self.resolve_ability(seat, card, ability, iid, target or None, False, None)

    # --- the act phase --------------------------------------------------------------------------

    def start_act(self, seat: str) -> None:
        s = self.s
        if s.active == seat:
            return
        if s.active is not None:
            raise RuleError("not_your_phase", f"It is {self.c.heroes[s.active].name}'s act phase; wait for them to end it.",
                            hero=s.active)
        if seat in s.acted:
            raise RuleError("already_acted", "You have already had your act phase this round.")
        s.active = seat
        s.revealed_this_phase = False
        s.marks = []
        s.heroes[seat].actions_left = 3
        s.heroes[seat].move_left = 0
        self.emit(ev.ActPhase, hero=seat, round=s.round)

    def spend_action(self, seat: str, n: int = 1) -> None:
        hero = self.s.heroes[seat]
        if hero.actions_left < n:
            raise RuleError("no_actions", "You have no actions left: use /end to finish your act phase.",
                            left=hero.actions_left)
        hero.actions_left -= n

    def need_action(self, seat: str) -> None:
        self.start_act(seat)
        if self.s.heroes[seat].actions_left < 1:
            raise RuleError("no_actions", "You have no actions left: use /end to finish your act phase.", left=0)

    def can_mulligan(self, seat: str) -> bool:
        s = self.s
        return s.round == 1 and seat not in s.acted and s.active != seat and not s.heroes[seat].mulligan_done

    def do_mulligan(self, seat: str, action: Any) -> None:
        cards = action.cards if isinstance(action, Mulligan) else action
        if not self.can_mulligan(seat):
            raise RuleError("no_mulligan", "You can only mulligan once, before your first act phase.")
        hero = self.s.heroes[seat]
        hand = list(hero.hand)
        for card in cards:
            if card not in hand:
                raise RuleError("not_in_hand", f"{card} is not in your hand.", card=card)
            hand.remove(card)
        hero.mulligan_done = True
        deck = self.hero_deck(seat)
        for _ in cards:
            drawn = deck.draw(self.s)
            if drawn:
                hand.append(drawn)
        deck.cards.extend(cards)
        deck.shuffle(self.s)
        hero.hand = hand
        self.emit(ev.Mulligan, hero=seat, count=len(cards))

    def do_move(self, seat: str, action: Move) -> None:
        self.start_act(seat)
        hero = self.s.heroes[seat]
        f = self.hero_fig(seat)
        target = sq(action.to)
        if not self.board.on_board(target):
            raise RuleError("bad_square", f"{action.to} is not a space on the board.", square=action.to)
        limit = self.move_limit(seat)
        if limit == 0:
            raise RuleError("no_actions", "You have no actions left: use /end to finish your act phase.", left=0)
        # most moves are one Move action's walk or less: that search is the one the player (or the
        # built-in player) looked at first; a farther square is searched for, as far as it lies
        reach = self.reachable_for(f, min(limit, MOVES_PER_ACTION))
        if target not in reach and limit > MOVES_PER_ACTION:
            reach = self.reachable_for(f, limit, goal=target)
        if target not in reach:
            self.refuse_move(seat, f, target, limit)
        spaces = reach[target]
        cost, left = self.move_cost(seat, spaces)
        # spaces already paid for: this /move goes on with the movement under way
        set_off = hero.move_traps if hero.move_left > 0 else []
        self.move_character(f, nm(target), limit, reach, supply=action.supply, set_off=set_off)
        self.spend_action(seat, cost)
        hero.move_left = left
        hero.move_traps = set_off if left > 0 else []
        hero.deeds["spaces_moved"] = hero.deeds.get("spaces_moved", 0) + spaces

    def move_limit(self, seat: str) -> int:
        """How far the hero can still walk this act phase: the spaces already paid for, then 3 per
        action left (a hero who has not started their act phase has 3 actions)."""
        hero = self.s.heroes[seat]
        if self.s.active != seat:
            return MOVES_PER_ACTION * 3
        return hero.move_left + MOVES_PER_ACTION * hero.actions_left

    def move_cost(self, seat: str, spaces: int) -> tuple[int, int]:
        """(actions to spend, spaces still paid for afterwards) for walking `spaces` now: Move
        actions taken at once pay 3 spaces each, and the spaces already paid for go first."""
        paid = self.s.heroes[seat].move_left if self.s.active == seat else 0
        cost = math.ceil(max(0, spaces - paid) / MOVES_PER_ACTION)
        return cost, paid + MOVES_PER_ACTION * cost - spaces

    def door_blocked(self) -> bool:
        return any(self.card(i.card).blocks_doors for i in self.s.insts.values())

    def known_doors(self) -> list[str]:
        """The doors the heroes know, in the order they came to know them: those on the edge of a
        revealed room (a hidden room's walls and doors are unknown). The list only grows as rooms
        are revealed, so a door's place in it (its number on the board) never changes."""
        out: list[str] = []
        for room in self.s.revealed:
            for door in self.board.doors.values():
                if door.id not in out and room in (self.board.area_of[door.a], self.board.area_of[door.b]):
                    out.append(door.id)
        return out

    def do_open_door(self, seat: str, action: OpenDoor) -> None:
        door_id = action.door.strip()
        door = self.board.doors.get(door_id) or self.board.doors.get(door_id.upper()) or self.board.doors.get(door_id.lower())
        if door is None:
            door = self.door_at_square(seat, door_id)
        if door is not None and door.id not in self.known_doors():
            door = None  # a door not known yet is refused as one that does not exist: nothing tells of it
        if door is None:
            raise RuleError("bad_door", f"There is no door called {action.door}.", door=action.door)
        self.start_act(seat)
        hidden = self.check_open_door(seat, door.id)
        s = self.s
        s.open_doors.append(door.id)
        self.emit(ev.DoorOpened, door=door.id, hero=seat)
        if hidden:
            self.push(make_job(kind="reveal", arg=hidden[0], ctx=make_ctx(hero=seat)))

    def door_at_square(self, seat: str, name: str) -> Any:
        """A door named by one of its door spaces (`/open door:C6`): the closed door there, the one
        the hero stands at first."""
        from ...core.board import parse_square

        square = parse_square(name)
        if square is None:
            return None
        here = sq(self.hero_fig(seat).pos) if f"h_{seat}" in self.s.figures else None
        known = self.known_doors()
        found = [d for d in self.board.doors.values()
                 if square in (d.a, d.b) and d.id not in self.s.open_doors and d.id in known]
        found.sort(key=lambda d: (here not in (d.a, d.b), d.id))
        return found[0] if found else None

    def check_open_door(self, seat: str, door_id: str) -> list[str]:
        """Raise RuleError unless `seat` may open the door now; returns the unrevealed rooms behind it.
        Changes nothing, so legal_actions() can ask too."""
        s = self.s
        door = self.board.doors[door_id]
        if door.id in s.open_doors:
            raise RuleError("door_open", "That door is already open.")
        # opening a door is free, and a character (the hero or its ally) must stand in its door space
        standing = [f for f in self.characters() if (f.card == seat and f.kind == "hero") or (f.kind == "ally" and f.owner == seat)]
        if not any(sq(f.pos) in (door.a, door.b) for f in standing):
            here = self.hero_fig(seat).pos if f"h_{seat}" in s.figures else "?"
            raise RuleError("not_at_door", f"Stand on {nm(door.a)} or {nm(door.b)} (that door's spaces) to open it; "
                            f"you are on {here}.", door=door.id, a=nm(door.a), b=nm(door.b), at=here)
        if self.door_blocked():
            sealer = next(self.card(i.card) for i in s.insts.values() if self.card(i.card).blocks_doors)
            raise RuleError("doors_sealed", f"{sealer.name} keeps the doors shut: overcome it first (interact with "
                            "it).", card=sealer.name, card_fr=sealer.name_fr)
        rooms = [self.board.area_of[door.a], self.board.area_of[door.b]]
        hidden = [r for r in rooms if r not in s.revealed]
        if hidden:
            if s.revealed_this_phase:
                raise RuleError("one_reveal", "Only one room can be revealed per act phase, and this door leads to a "
                                "hidden one: open it in a later act phase.")
            if not self.can_reveal():
                raise RuleError("no_reveal", "The quest or feature deck is empty: no more rooms can be revealed.")
        return hidden

    # --- finding cards --------------------------------------------------------------------------

    def controlled(self, seat: str, key: str) -> str:
        """An inst id of a card the hero controls, from an inst id, a card id or a card name."""
        hero = self.s.heroes[seat]
        k = key.strip().lower()
        for iid in hero.play:
            inst = self.s.insts[iid]
            card = self.card(inst.card)
            if k in (iid, inst.card, card.name.lower(), card.name_fr.lower()):
                return iid
        for card_id in hero.hand:
            card = self.card(card_id)
            if k in (card_id, card.name.lower(), card.name_fr.lower()):
                # a card in hand is played, not acted with or used
                raise RuleError("in_hand_not_play", f"{card.name} is in your hand, not in play: play it with "
                                f"`/play card:{card.name}`.", card=card.name, card_fr=card.name_fr)
        raise RuleError("not_controlled", f"You do not control a card called {key}: `/hand` shows your cards in "
                        "play and in hand.", card=key)

    def in_hand(self, seat: str, key: str) -> str:
        hero = self.s.heroes[seat]
        k = key.strip().lower()
        for card_id in hero.hand:
            card = self.card(card_id)
            if k in (card_id, card.name.lower(), card.name_fr.lower()):
                return card_id
        for iid in hero.play:
            card = self.inst_card(iid)
            if k in (iid, card.id, card.name.lower(), card.name_fr.lower()):
                # a card in play is acted with or used, not played again
                how = "act" if card.ability("action") else "use"
                raise RuleError("in_play_not_hand", f"{card.name} is already in play, not in your hand: "
                                f"{'resolve its Action with' if how == 'act' else 'use it with'} `/{how} card:{card.name}`.",
                                card=card.name, card_fr=card.name_fr, command=how)
        raise RuleError("not_in_hand", f"You do not hold a card called {key}: `/hand` shows your hand.", card=key)

    def check_target(self, seat: str, ability: Ability, target: str | None, actor: Figure | None = None) -> str | None:
        """Validate an explicit target: a figure label/id or a square, as the ability needs."""
        if target is None or target == "":
            if ability.needs_target == "square":
                raise RuleError("need_target", "Choose a square for this card.")
            if ability.needs_target in ("enemy", "character"):
                if self.ally_just_moves(seat, ability, actor):
                    return None  # nothing to aim at: the ally moves (the player picks where), then attacks nothing
                # an effect aimed at a target cannot start without one (nothing is spent)
                self.refuse_no_target(seat, ability, actor)
            return None
        t = target.strip()
        if ability.needs_target in ("enemy", "character"):
            f = self.find_figure(t)
            move = next((st for st in ability.steps if st.op == "move"), None)
            square = _parse_square(t.upper())
            if f is None and square is not None and move is not None and actor is not None and actor.kind == "ally":
                # an ally's Exhaust effect moves it: a square names where to (it then attacks what it can)
                if not self.board.on_board(square):
                    raise RuleError("bad_square", f"{t} is not a space on the board.", square=t)
                if square != sq(actor.pos) and square not in self.reachable_for(actor, self.pv(move.amount)):
                    raise RuleError("card_cannot_reach", f"{nm(square)} is not within {self.pv(move.amount)} spaces' "
                                    f"move of {self.figure_name(actor)}: choose a space it can reach.",
                                    square=nm(square), spaces=self.pv(move.amount))
                return nm(square)
            if f is None:
                raise RuleError("bad_target", f"There is no figure called {target} on the board: name one by its "
                                "label on the board (M1, B...).", target=target, why="none")
            if ability.needs_target == "enemy" and not self.is_enemy(f):
                raise RuleError("bad_target", f"{f.label} {self.figure_name(f)} is not an enemy: this card is aimed "
                                "at an enemy.", target=f"{f.label} {self.figure_name(f)}", why="enemy")
            if ability.needs_target == "character" and self.is_enemy(f):
                raise RuleError("bad_target", f"{f.label} {self.figure_name(f)} is an enemy: this card is aimed "
                                "at a hero or an ally.", target=f"{f.label} {self.figure_name(f)}", why="character")
            me = actor or self.hero_fig(seat)
            rng = self.ability_range(ability)
            move = next((st for st in ability.steps if st.op == "move"), None)
            if move is not None:
                # the figure moves first: the target must be within reach of some space it can move to
                if not self.can_reach_to_aim(me, f, self.pv(move.amount), rng or 1):
                    raise RuleError("beyond_move", f"{f.label} {self.figure_name(f)} is beyond reach: even after moving "
                                    f"up to {self.pv(move.amount)} spaces, {self.figure_name(me)} could not get it within "
                                    f"range {rng or 1} and sight.", target=f"{f.label} {self.figure_name(f)}",
                                    spaces=self.pv(move.amount), range=rng or 1)
            elif rng is not None and not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(f), rng):
                key, params, why = self.reach_problem(self.fig_squares(me), self.fig_squares(f), rng)
                raise RuleError("out_of_range", f"{f.label} {self.figure_name(f)} {why}.",
                                target=f"{f.label} {self.figure_name(f)}", why=key, **(params | {"range": rng}))
            self.check_useful_on(ability, f)
            return f.id
        if ability.needs_target == "square":
            s2 = sq(t)
            if not self.board.on_board(s2):
                raise RuleError("bad_square", f"{t} is not a space on the board.", square=t)
            move = next((st for st in ability.steps if st.op == "move"), None)
            me = actor or self.hero_fig(seat)
            if move is not None and s2 != sq(me.pos) and s2 not in self.reachable_for(me, self.pv(move.amount)):
                raise RuleError("card_cannot_reach", f"{nm(s2)} is not within {self.pv(move.amount)} spaces' move of "
                                f"{self.figure_name(me)}: choose a space it can reach.", square=nm(s2),
                                spaces=self.pv(move.amount))
            return nm(s2)
        return None

    def ally_just_moves(self, seat: str, ability: Ability, actor: Figure | None) -> bool:
        """Whether an ally's Exhaust effect aimed at an enemy, with no enemy it could reach, may still
        be resolved for its move (the rulebook: the hero resolves it "to move the ally's token, or
        figure, and trigger any other effects"): it has a move step and somewhere to go."""
        if actor is None or actor.kind != "ally":
            return False
        move = next((st for st in ability.steps if st.op == "move"), None)
        if move is None or not self.reachable_for(actor, self.pv(move.amount)):
            return False
        return not any((ability.needs_target == "enemy") == self.is_enemy(f) and self.target_fits(actor, ability, f)
                       for f in self.s.figures.values())

    def refuse_no_target(self, seat: str, ability: Ability, actor: Figure | None = None) -> None:
        me = actor or self.hero_fig(seat)
        what = ability.needs_target
        wanted = [f for f in self.s.figures.values() if (what == "enemy") == self.is_enemy(f)
                  and self.target_fits(me, ability, f)]
        noun = "an enemy" if what == "enemy" else "a character"
        if not wanted:
            rng = None if any(st.op == "move" for st in ability.steps) else self.ability_range(ability)
            for f in self.s.figures.values():
                # one within reach that the effect would do nothing to: say that
                if (what == "enemy") == self.is_enemy(f) and (rng is None or self.in_range_and_sight(
                        self.fig_squares(me), self.fig_squares(f), rng)):
                    self.check_useful_on(ability, f)
            where = f"within range {rng} and line of sight" if rng is not None else "within reach"
            extra: dict[str, Any] = {"range": rng} if rng is not None else {}
            text = f"No {noun[noun.index(' ') + 1:]} is {where}: this card has nothing to aim at."
            others = [f for f in self.s.figures.values() if (what == "enemy") == self.is_enemy(f) and f.id != me.id
                      and not (rng is not None and self.in_range_and_sight(self.fig_squares(me), self.fig_squares(f), rng))]
            if others and rng is not None:
                # the nearest one, and what keeps it out of reach
                near = min(others, key=lambda f: (self.distance_between(self.fig_squares(me), self.fig_squares(f)) or 99,
                                                  f.id))
                key, params, why = self.reach_problem(self.fig_squares(me), self.fig_squares(near), rng)
                raise RuleError("no_target_in_range", f"{text} The nearest, {near.label} {self.figure_name(near)}, {why}.",
                                what=what, nearest=f"{near.label} {self.figure_name(near)}", why=key, **(extra | params))
            raise RuleError("no_target_in_range", text, what=what, **extra)
        labels = ", ".join(f.label for f in wanted[:5])
        raise RuleError("no_target", f"This card is aimed at {noun}: name one with `target` ({labels}).",
                        what=what, targets=labels)

    def target_fits(self, me: Figure, ability: Ability, f: Figure) -> bool:
        """Whether `f` may be the target of `ability` resolved by `me`: in range and sight (after the
        ability's own move, when it has one) and not pointless (see check_useful_on)."""
        rng = self.ability_range(ability)
        move = next((st for st in ability.steps if st.op == "move"), None)
        if move is not None:
            if not self.can_reach_to_aim(me, f, self.pv(move.amount), rng or 1):
                return False
        elif rng is not None and not self.in_range_and_sight(self.fig_squares(me), self.fig_squares(f), rng):
            return False
        try:
            self.check_useful_on(ability, f)
        except RuleError:
            return False
        return True

    def can_reach_to_aim(self, me: Figure, f: Figure, spaces: int, rng: int) -> bool:
        """Whether `me`, moving up to `spaces` first, can stand within range `rng` and sight of `f`."""
        target = self.fig_squares(f)
        here = self.fig_squares(me)
        if self.in_range_and_sight(here, target, rng):
            return True
        if me.size > 1:
            return False
        # a step moves one square at most each way: farther than that as the crow flies is out of reach
        if min(max(abs(x[0] - y[0]), abs(x[1] - y[1])) for x in here for y in target) > spaces + rng:
            return False
        return any(self.in_range_and_sight([spot], target, rng) for spot in self.reachable_for(me, spaces))

    def check_useful_on(self, ability: Ability, f: Figure) -> None:
        """Refuse aiming at `f` an effect that would do nothing to it: only healing an undamaged
        character, only exhausting an enemy already exhausted (nothing is spent)."""
        ops = {st.op for st in ability.steps}
        name = f"{f.label} {self.figure_name(f)}"
        if ops == {"heal"} and all(st.who == "target" for st in ability.steps) and f.damage == 0:
            raise RuleError("nothing_to_heal", f"{name} has no damage to heal: aim this card at a wounded character.",
                            target=name)
        if ops == {"exhaust_enemy"} and f.inst and f.inst in self.s.insts and self.s.insts[f.inst].exhausted:
            raise RuleError("already_exhausted", f"{name} is already exhausted: aim this card at a ready enemy.",
                            target=name)

    def ability_range(self, ability: Ability) -> int | None:
        if ability.target_range is not None:
            return ability.target_range
        for st in ability.steps:
            if st.op in ("attack", "exhaust_enemy", "heal") and st.range is not None:
                return st.range
            if st.op == "attack":
                return 1
        return None

    def find_figure(self, key: str) -> Figure | None:
        k = key.strip().lower()
        for f in self.s.figures.values():
            if k in (f.id.lower(), f.label.lower()):
                return f
        return None

    # --- card actions -------------------------------------------------------------------------

    def do_act(self, seat: str, action: CardAction) -> None:
        self.need_action(seat)
        iid = self.controlled(seat, action.card)
        inst = self.s.insts[iid]
        card = self.card(inst.card)
        ability = card.ability("action")
        if ability is None:
            use = card.ability("exhaust") or card.ability("use")
            how = f": use its {use.kind.capitalize()} effect with `/use card:{card.name}`" if use else ""
            raise RuleError("no_action_effect", f"{card.name} has no Action effect{how}.", card=card.name,
                            **({"command": "use"} if use else {}))
        self.check_can_do(seat, card, ability)
        target = self.check_target(seat, ability, action.target)
        self.spend_action(seat)
        self.emit(ev.CardAction, hero=seat, card=inst.card, name=card.name, name_fr=card.name_fr)
        self.resolve_ability(seat, card, ability, iid, target, action.supply, action.use_rhune)

    def do_play(self, seat: str, action: PlayCard) -> None:
        s = self.s
        card_id = self.in_hand(seat, action.card)
        card = self.card(card_id)
        ability = card.ability("play")
        if card.kind == "hero_reaction":
            timing = ability.timing if ability else None
            if timing == "before_inflict":
                raise RuleError("reaction_timing", f"{card.name} is a reaction: it is played when an enemy is about to "
                                "inflict damage on you.", card=card.name)
            if timing == "after_attack":
                raise RuleError("after_attack_timing", f"{card.name} is played right after you attack: it is offered "
                                "then, once your attack has resolved.", card=card.name)
            self.start_act(seat)
        elif card.kind == "hero_action":
            self.need_action(seat)
        elif card.kind == "hero_feat":
            self.start_act(seat)
        else:
            raise RuleError("not_playable", f"{card.name} cannot be played from your hand.")
        hero = s.heroes[seat]
        if card.ongoing and any(s.insts[i].card == card_id for i in hero.play):
            raise RuleError("one_ongoing", f"You already control {card.name}; a hero controls one copy of an Ongoing card.")
        if ability:
            self.check_can_do(seat, card, ability)
        target = self.check_target(seat, ability, action.target) if ability else None
        if card.kind == "hero_action":
            self.spend_action(seat)
        hero.hand.remove(card_id)
        self.emit(ev.CardPlayed, hero=seat, card=card_id, name=card.name, name_fr=card.name_fr)
        hero.deeds["cards_played"] = hero.deeds.get("cards_played", 0) + 1
        iid = None
        if card.ongoing:
            iid = self.new_inst(card_id, f"play:{seat}")
            hero.play.append(iid)
        else:
            self.hero_deck(seat).discard.append(card_id)
        if ability:
            self.resolve_ability(seat, card, ability, iid, target, action.supply, action.use_rhune)

    def pay_exhaust(self, card_id: str, iid: str, ability: Ability) -> None:
        inst = self.s.insts[iid]
        if inst.exhausted:
            raise RuleError("exhausted", f"{self.card(card_id).name} is exhausted until the next round refreshes it.")
        if ability.rhune_cost:
            pool = self.s.altar_pool
            if ability.rhune_cost not in pool:
                raise RuleError("no_rhune", f"The altar pool shows no {ability.rhune_cost.capitalize()} to spend: "
                                f"`/channel` an altar die to {ability.rhune_cost.capitalize()} first (one action).",
                                rhune=ability.rhune_cost.capitalize())
            i = pool.index(ability.rhune_cost)
            pool[i] = self.c.dice.altar.symbols(self.c.dice.altar.roll(self.s))[0]
            self.emit(ev.RhuneSpent, rhune=ability.rhune_cost, pool=list(pool))
        self.set_inst(iid, exhausted=True)

    def do_use(self, seat: str, action: UseCard) -> None:
        s = self.s
        if s.active is not None and s.active != seat:
            pass  # Exhaust and Use effects may be resolved at any time by the card's controller
        iid = self.controlled(seat, action.card)
        inst = s.insts[iid]
        card = self.card(inst.card)
        ability = card.ability("exhaust") or card.ability("use")
        if ability is None:
            how = f": resolve its Action with `/act card:{card.name}`" if card.ability("action") else ""
            raise RuleError("no_use_effect", f"{card.name} has no Exhaust or Use effect{how}.", card=card.name,
                            **({"command": "act"} if how else {}))
        if ability.timing == "before_inflict" and not any(st.op != "defense" for st in ability.steps):
            # its bonus is for one inflict test: it is offered when one is about to be rolled
            raise RuleError("reaction_timing", f"{card.name} is used when an enemy is about to inflict damage on you: "
                            "it is offered then.", card=card.name)
        if ability.timing == "after_attack":
            raise RuleError("after_attack_timing", f"{card.name} is used right after you attack: it is offered then, "
                            "once your attack has resolved.", card=card.name)
        actor = inst.figure if card.kind == "ally" else None
        if card.kind == "ally" and (actor is None or actor not in s.figures):
            raise RuleError("ally_gone", f"{card.name} is no longer in play.")
        target = self.check_target(seat, ability, action.target, s.figures[actor] if actor else None)
        self.check_can_do(seat, card, ability)
        if ability.kind == "exhaust":
            self.pay_exhaust(inst.card, iid, ability)
        else:
            self.discard_inst(iid)
        self.emit(ev.CardUsed, hero=seat, card=inst.card, name=card.name, name_fr=card.name_fr)
        self.resolve_ability(seat, card, ability, iid if ability.kind == "exhaust" else None, target, action.supply,
                             action.use_rhune, actor=actor)

    def interact_targets(self, seat: str) -> list[tuple[str, Card, Ability, list]]:
        """(inst id, card, interact ability, element squares) for everything with an Interact."""
        s = self.s
        out = []
        for trap in s.traps.values():
            card = self.inst_card(trap.inst)
            ab = card.ability("interact")
            if ab:
                out.append((trap.inst, card, ab, [sq(trap.pos)]))
        for iid in s.quest_area + [i for i, o in s.insts.items() if o.attached_to]:
            inst = s.insts[iid]
            card = self.card(inst.card)
            ab = card.ability("interact")
            if ab is None:
                continue
            if iid == s.rules_inst or iid == s.altar_inst:
                if s.altar_room is None:
                    continue
                squares = self.feature_squares(s.altar_room)
            elif inst.room:
                squares = self.feature_squares(inst.room)
            else:
                continue
            out.append((iid, card, ab, squares))
        return out

    def interact_named(self, seat: str, typed: str) -> tuple[str, Card, Ability, list] | None:
        """The one thing to interact with that `typed` names, near or far: by its id, its name in
        either language or its trap label, exactly or by a clear part of the name ("clochette" for
        "Clochette d'argent"); case, accents and the kind of apostrophe aside. None when nothing, or
        more than one card, is named."""
        key = fold(typed)
        if not key:
            return None
        targets = self.interact_targets(seat)
        names: dict[str, list[str]] = {}
        for iid, card, _ab, _sq in targets:
            labels = [t.label for t in self.s.traps.values() if t.inst == iid]
            names[iid] = [fold(x) for x in (iid, card.id, card.name, card.name_fr, *labels,
                                              *(f"{lb} {n}" for lb in labels for n in (card.name, card.name_fr)))]
        found = [iid for iid in names if key in names[iid]]
        if not found:
            whole = re.compile(rf"(?<!\w){re.escape(key)}(?!\w)")
            begins = re.compile(rf"(?<!\w){re.escape(key)}")
            for tier in (whole, begins) if key[-1].isalpha() and len(key) >= 2 else (whole,):
                found = [iid for iid in names if any(tier.search(n) for n in names[iid])]
                if found:
                    break
        picked = [t for t in targets if t[0] in found]
        if len({t[1].id for t in picked}) != 1:
            return None  # nothing, or several different things: the refusal lists them
        # copies of one card (two traps of the same name): the one within reach, else the first
        me = self.hero_fig(seat)
        for t in picked:
            rng = t[2].range if t[2].range is not None else 1
            d = self.distance_between(self.fig_squares(me), t[3], rng)
            if d is not None and d <= rng:
                return t
        return picked[0]

    def do_interact(self, seat: str, action: Interact) -> None:
        self.need_action(seat)
        me = self.hero_fig(seat)
        named = self.interact_named(seat, action.with_)
        if named is not None:
            iid, card, ability, squares = named
            rng = ability.range if ability.range is not None else 1
            d = self.distance_between(self.fig_squares(me), squares, rng)
            if d is None or d > rng:
                self.refuse_interact_range(me, card, squares, rng)
            self.check_can_do(seat, card, ability)
            self.spend_action(seat)
            self.emit(ev.Interact, hero=seat, card=card.id, name=card.name, name_fr=card.name_fr)
            self.resolve_ability(seat, card, ability, iid, None, action.supply, True)
            return
        self.refuse_no_interact(seat, action.with_)

    def check_can_do(self, seat: str, card: Card, ability: Ability) -> None:
        """Refuse, before anything is spent, an effect that can only do nothing: a search (its first
        step) where the hero's room has no feature or altar to search."""
        first = ability.steps[0] if ability.steps else None
        if ability.steps and all(st.op == "gain_focus" for st in ability.steps) and f"h_{seat}" in self.s.figures:
            # only focus to gain, and none can be: the card would be spent for nothing (unless its
            # rhune effect, there to resolve, still does something)
            ctx = make_ctx(hero=seat, actor=f"h_{seat}", card=card.id)
            rhune = card.rhune is not None and card.rhune.rhune in self.s.altar_pool and self.rhune_can_do(card, ctx)
            if not rhune and not any(self.step_can_do(st, ctx) for st in ability.steps):
                raise RuleError("focus_full", f"{card.name} only gives focus, and you already have {MAX_FOCUS}, the most "
                                "a hero can hold: it would be spent for nothing. Spend focus on a test first.",
                                card=card.name, card_fr=card.name_fr, most=MAX_FOCUS)
        if first is not None and first.op == "search" and f"h_{seat}" in self.s.figures:
            room = self.room_of(self.hero_fig(seat))
            holder = self.s.altar_inst if self.s.altar_room == room else self.s.features.get(room)
            if holder is None or holder not in self.s.insts:
                raise RuleError("nothing_to_search", f"There is nothing to search in the room at {self.room_span(room)}: a "
                                "search needs a feature (or the altar) in your room. Move to a room with one.",
                                room=self.room_span(room), card=card.name)

    def refuse_interact_range(self, me: Figure, card: Card, squares: list, rng: int) -> None:
        where = "–".join(dict.fromkeys([nm(squares[0]), nm(squares[-1])]))
        room = self.room_span(self.board.area_of[squares[0]])
        d = self.distance_between(self.fig_squares(me), squares)
        if self.board.area_of[squares[0]] != self.room_of(me) and d is None:
            raise RuleError("out_of_range", f"{card.name} is in the room at {room} (at {where}), not in yours: go there and "
                            f"move within {rng} space(s) of it to interact with it.", card=card.name,
                            card_fr=card.name_fr, range=rng, room=room, at=where, why="other_room")
        raise RuleError("out_of_range", f"{card.name} (at {where}) is {d} spaces away: move within {rng} space(s) of it "
                        "to interact with it.", card=card.name, card_fr=card.name_fr, range=rng, at=where, distance=d,
                        why="too_far")

    def refuse_no_interact(self, seat: str, typed: str) -> None:
        """Nothing by that name to interact with: what there is, or why the thing named is not there yet."""
        key = fold(typed)
        rules = self.inst_card(self.s.rules_inst) if self.s.rules_inst in self.s.insts else None
        altar = self.inst_card(self.s.altar_inst) if self.s.altar_inst in self.s.insts else None
        for card in (rules, altar):
            if card is not None and card.ability("interact") and self.s.altar_room is None and key in (
                    card.id, fold(card.name), fold(card.name_fr)):
                raise RuleError("altar_not_found", f"{card.name} is done at the altar, and the altar has not been found "
                                "yet: open doors to reveal rooms until it is.", card=card.name, card_fr=card.name_fr)
        # the names in both languages: a French table reads the French list
        traps = {t.inst for t in self.s.traps.values()}
        things: dict[str, str] = {}
        for t in self.s.traps.values():
            card = self.inst_card(t.inst)
            things.setdefault(f"{t.label} {card.name}", f"{t.label} {card.name_fr}")
        for iid, card, _ab, _sq in self.interact_targets(seat):
            if iid not in traps:
                things.setdefault(card.name, card.name_fr)
        listed = ", ".join(things)
        # a list of names (the bot quotes each whole): one long text would be cut short
        names = {"things": list(things), "things_fr": list(things.values())} if things else {}
        whole = re.compile(rf"(?<!\w){re.escape(key)}")
        named = [i for i, (en, fr) in enumerate(things.items(), 1) if key and (whole.search(fold(en))
                                                                             or whole.search(fold(fr)))]
        if len(named) > 1:
            # several things hold that name ("autel"): ask which, naming only them
            which = [list(things)[i - 1] for i in named]
            which_fr = [list(things.values())[i - 1] for i in named]
            raise RuleError("ambiguous_interact", f"{typed} could be {', '.join(which)}: say which one.", target=typed,
                            things=which, things_fr=which_fr)
        raise RuleError("no_interact", f"There is nothing called {typed} to interact with"
                        + (f": there are {listed}." if listed else "."), target=typed, **names)

    def refuse_move(self, seat: str, f: Figure, target: Any, limit: int) -> None:
        """Why a hero cannot walk to `target` now: taken, blocked, walled off or too far."""
        square = nm(target)
        occ = self.occupancy()
        if target in occ:
            other = self.s.figures[occ[target]]
            raise RuleError("cannot_reach", f"{square} is taken by {other.label} {self.figure_name(other)}: a move must "
                            "end on an empty space.", square=square, why="taken", who=f"{other.label} {self.figure_name(other)}")
        traps = self.trap_squares()
        if target in traps:
            raise RuleError("cannot_reach", f"A trap ({self.s.traps[traps[target]].label}) stands on {square}: "
                            "characters never enter a trap's space.", square=square, why="trap",
                            who=self.s.traps[traps[target]].label)
        walk = self.walk(sq(f.pos)).get(target)
        if walk is None:
            raise RuleError("cannot_reach", f"No open way leads to {square}: a closed door stands between. Open it "
                            "first (`/open`).", square=square, why="closed")
        if walk <= limit:
            raise RuleError("cannot_reach", f"Enemies or traps block every way to {square} within your {limit} "
                            "spaces: go around them, or clear them.", square=square, why="blocked", limit=limit)
        raise RuleError("cannot_reach", f"{square} is {walk} spaces away; you can walk {limit} more this act phase "
                        "(3 spaces per action left).", square=square, why="far", distance=walk, limit=limit)

    def do_draw(self, seat: str, action: Draw) -> None:
        self.need_action(seat)
        if not self.s.heroes[seat].deck.can_draw():
            raise RuleError("deck_empty", "Your deck and discard pile are empty: there is no card to draw.")
        self.spend_action(seat)
        self.emit(ev.DrawAction, hero=seat)
        self.draw_hero_card(seat)

    def do_rest(self, seat: str, action: Rest) -> None:
        self.need_action(seat)
        if self.s.supply < 1:
            raise RuleError("no_supply", "Resting costs 1 supply and the party has none.")
        if self.hero_fig(seat).damage == 0:
            raise RuleError("nothing_to_heal", f"{self.c.heroes[seat].name} has no damage to heal: resting would "
                            "spend an action and 1 supply for nothing.", target=self.c.heroes[seat].name)
        self.spend_action(seat)
        self.s.supply -= 1
        self.emit(ev.Rest, hero=seat, supply=self.s.supply)
        self.heal(self.hero_fig(seat), 2)

    def do_channel(self, seat: str, action: Channel) -> None:
        self.need_action(seat)
        pool = self.s.altar_pool
        if not 1 <= action.die <= len(pool):
            raise RuleError("bad_die", f"Choose an altar die from 1 to {len(pool)}.", die=action.die)
        rhune = action.rhune.strip().lower()
        if rhune not in RHUNES:
            raise RuleError("bad_rhune", f"{action.rhune} is not a rhune ({', '.join(RHUNES)}).", rhune=action.rhune)
        hero = self.s.heroes[seat]
        if pool[action.die - 1] == rhune and hero.focus >= MAX_FOCUS:
            # the die shows that rhune already and there is no focus to gain: nothing is spent on nothing
            raise RuleError("channel_nothing", f"Altar die {action.die} shows {rhune.capitalize()} already and your "
                            "focus is full: channelling it would change nothing.", die=action.die,
                            rhune=rhune.capitalize())
        self.spend_action(seat)
        gained = 1 if hero.focus < MAX_FOCUS else 0
        hero.focus += gained
        pool[action.die - 1] = rhune
        self.emit(ev.Channel, hero=seat, die=action.die, rhune=rhune, focus=hero.focus, pool=list(pool))

    def do_give(self, seat: str, action: Give) -> None:
        s = self.s
        try:
            iid = self.controlled(seat, action.card)
        except RuleError as err:
            if err.key == "in_hand_not_play":  # cards in hand are hero cards: never given
                raise RuleError("not_search", "Only search cards can be given.") from None
            raise
        card = self.inst_card(iid)
        if card.kind != "search":  # said first: no act phase makes it givable
            raise RuleError("not_search", "Only search cards can be given.")
        if s.active is None:
            raise RuleError("give_in_phase", "Search cards are given during your act phase: start it with an action "
                            "(/move, /act...), then give.")
        if s.active != seat:
            raise RuleError("not_your_phase", "You can give search cards during your own act phase.",
                            hero=self.c.heroes[s.active].name)
        to = action.to.strip().lower()
        other = next((h for h in s.heroes if h.lower() == to or self.c.heroes[h].name.lower() == to), None)
        if other is None or other == seat:
            raise RuleError("bad_hero", f"{action.to} is not another hero in this game.", hero=action.to)
        me, them = self.hero_fig(seat), self.hero_fig(other)
        if sq(them.pos) not in self.board.neighbours(sq(me.pos), s.open_doors):
            raise RuleError("not_adjacent", f"{self.c.heroes[other].name} must be in a space next to you: they are on "
                            f"{them.pos}, you on {me.pos}.", hero=other, at=them.pos, mine=me.pos)
        s.heroes[seat].play.remove(iid)
        s.heroes[other].play.append(iid)
        self.set_inst(iid, zone=f"play:{other}")
        self.emit(ev.Gave, hero=seat, to=other, card=card.id, name=card.name, name_fr=card.name_fr)

    def do_end(self, seat: str, action: EndTurn) -> None:
        s = self.s
        self.start_act(seat)
        # card step: draw 1
        self.draw_hero_card(seat)
        s.acted.append(seat)
        s.active = None
        s.heroes[seat].move_left = 0
        self.emit(ev.ActEnd, hero=seat)
        if len(s.acted) == len(s.heroes):
            # the arrows of this act phase stay: the picture posted now shows it and the enemies' turn
            self.emit(ev.ThreatTurn)
            order = list(s.acted)
            self.push(*[make_job(kind="react_phase", arg=h) for h in order],
                      make_job(kind="villain_turn"), make_job(kind="quest_turn"), make_job(kind="new_round"))

    def do_set_supply(self, seat: str, action: SetSupply) -> None:
        mode = action.mode.strip().lower()
        if mode not in SUPPLY_MODES:
            raise RuleError("bad_supply_mode", f"{action.mode} is not a supply setting: choose always, never or ask.",
                            mode=action.mode)
        hero = self.s.heroes[seat]
        if hero.supply_mode == mode:
            raise RuleError("same_supply_mode", f"Your supply setting is already {mode}.", mode=mode)
        hero.supply_mode = mode  # type: ignore[assignment]
        self.emit(ev.SupplyMode, hero=seat, mode=mode)

    def do_choose(self, seat: str, action: Choose) -> None:  # handled in handle()
        raise RuleError("nothing_to_choose", "There is nothing to choose right now.")
