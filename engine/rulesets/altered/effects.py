"""Card abilities as data: the interpreter of the typed steps of `content.Step`, and the targets they take.

Targets are chosen when the card is played or the quick action taken (`plan_targets`): one per step that
chooses, in step order, among what it may reach at that moment; a step with nothing to reach takes none.
Only controlled cards can be targeted (characters in an expedition, landmarks); a card in a reserve only
by a step that names the reserve. A chosen target that is gone when its step comes does nothing.

`Effects` is the part of `game.Game` that resolves abilities; it reads the game through the same `s`
(state), `c` (content) and `emit` as the rest of the class.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import RuleError
from . import events as ev
from .content import (
    CHOSEN_TARGETS,
    Ability,
    AddMana,
    Anchor,
    Boost,
    CardDef,
    ClearStatus,
    CreateToken,
    Discard,
    Draw,
    MoveExpedition,
    ReadyHero,
    ReadyOrbs,
    SendToReserve,
    Sleep,
    Step,
)
from .state import Card

if TYPE_CHECKING:
    from .content import Content
    from .state import GameState


class Effects:
    s: GameState
    c: Content

    # provided by Game
    def emit(self, kind: type[ev.GameEvent], **fields: Any) -> None: raise NotImplementedError
    def card_def(self, card: Card) -> CardDef: raise NotImplementedError
    def names(self, card: Card) -> dict[str, str]: raise NotImplementedError
    def opponent(self, seat: str) -> str: raise NotImplementedError
    def draw(self, seat: str, n: int) -> None: raise NotImplementedError
    def new_uid(self) -> str: raise NotImplementedError
    def step_expedition(self, seat: str, name: str, steps: int, why: str) -> bool: raise NotImplementedError
    def met(self, seat: str) -> bool: raise NotImplementedError
    def win(self, seat: str, reason: str) -> None: raise NotImplementedError

    # --- where cards are --------------------------------------------------------------------------

    def expedition_of(self, card: Card) -> str | None:
        """The expedition a card stands in (None when it stands in none)."""
        p = self.s.players[card.owner]
        for name, cards in p.expeditions.items():
            if any(c.uid == card.uid for c in cards):
                return name
        return None

    def characters(self, seat: str, names: tuple[str, ...] = ("hero", "companion")) -> list[Card]:
        p = self.s.players[seat]
        return [c for name in names for c in p.expeditions[name] if self.card_def(c).is_character]

    def candidates(self, seat: str, target: str) -> list[str]:
        """What a choosing step may pick: controlled characters, or cards of the opponent's reserve."""
        if target == "chosen_own_character":
            return [c.uid for c in self.characters(seat)]
        if target == "chosen_opponent_character":
            return [c.uid for c in self.characters(self.opponent(seat))]
        if target == "chosen_card_in_opponent_reserve":
            return [c.uid for c in self.s.players[self.opponent(seat)].reserve]
        return []

    def choosing_steps(self, abilities: list[Ability]) -> list[Step]:
        return [step for a in abilities for step in a.chosen_steps()]

    def target_options(self, seat: str, abilities: list[Ability]) -> list[list[str]]:
        """For each choosing step that has something to pick, the uids it may pick (for legal actions)."""
        out = []
        for step in self.choosing_steps(abilities):
            found = self.candidates(seat, step.target)  # type: ignore[union-attr]
            if found:
                out.append(found)
        return out

    def plan_targets(self, seat: str, abilities: list[Ability], targets: list[str]) -> list[str | None]:
        """The target of each choosing step (None: nothing to pick), checked against `targets`."""
        plan: list[str | None] = []
        given = list(targets)
        for step in self.choosing_steps(abilities):
            found = self.candidates(seat, step.target)  # type: ignore[union-attr]
            if not found:
                plan.append(None)
                continue
            # the refusals name the cards the effect may target (all in play or in a reserve: public)
            if not given:
                raise RuleError("altered_target_needed", "Choose a target for each effect that asks for one.",
                                viewer=seat, targets=" ".join(found[:6]), n=len(found))
            pick = given.pop(0)
            if pick not in found and not self.is_card(pick):
                # no card at all (a name misspelt, which the bot passes on as typed): not "cannot be targeted"
                raise RuleError("altered_unknown_target", f"No card is called {pick!r}.", typed=pick,
                                viewer=seat, targets=" ".join(found[:6]), n=len(found))
            if pick not in found:
                raise RuleError("altered_bad_target", "That card cannot be targeted by this effect.", card=pick,
                                viewer=seat, targets=" ".join(found[:6]), n=len(found))
            plan.append(pick)
        if given:
            raise RuleError("altered_extra_target", "More targets were given than the effects ask for.")
        return plan

    def is_card(self, uid: str) -> bool:
        """Whether `uid` is a card of the game, wherever it is."""
        for p in self.s.players.values():
            zones = [[p.hero], p.deck, p.hand, p.mana, p.reserve, p.discard, p.landmarks, *p.expeditions.values()]
            if any(c.uid == uid for zone in zones for c in zone):
                return True
        return False

    # --- whether an ability can do anything -------------------------------------------------------

    def can_do_anything(self, seat: str, source: Card, abilities: list[Ability], cost: int = 0) -> bool:
        """Whether resolving these abilities now (after paying `cost` mana) would change anything: a quick
        action whose only point is its effect is refused, and not offered, when it would not (house rule:
        nothing is spent for nothing)."""
        return any(self.step_can_act(seat, source, step, cost) for a in abilities for step in a.steps)

    def step_can_act(self, seat: str, source: Card, step: Step, cost: int = 0) -> bool:
        p = self.s.players[seat]
        if isinstance(step, Draw):
            # a support ability's card is discarded as it is used, before its draw: with the deck empty, the
            # discard pile (that card at least) becomes the deck and the card comes back to the hand
            return bool(p.deck or p.discard) or any(c.uid == source.uid for c in p.reserve)
        if isinstance(step, ReadyOrbs):
            return cost > 0 or any(orb.exhausted for orb in p.mana)
        if isinstance(step, AddMana):
            return bool(p.deck)
        if isinstance(step, ReadyHero):
            return p.hero.exhausted or p.hero.uid == source.uid
        if isinstance(step, CreateToken):
            return step.expedition != "same" or self.expedition_of(source) is not None
        if isinstance(step, MoveExpedition):
            name = step.expedition if step.expedition != "same" else self.expedition_of(source)
            if self.s.arena or name is None:
                return False
            who = seat if step.side == "own" else self.opponent(seat)
            at = self.s.players[who].positions[name]
            to = at + (1 if name == "hero" else -1) * step.steps
            return 0 <= to < len(self.s.regions)
        target = getattr(step, "target", None)
        if target in CHOSEN_TARGETS:
            found = self.candidates(seat, str(target))
            if isinstance(step, ClearStatus):
                return any(getattr(c, step.status) for c in self.all_characters() if c.uid in found)
            return bool(found)
        cards = self.reach(seat, source, str(target), None)
        if isinstance(step, ClearStatus):
            return any(getattr(c, step.status) for c in cards)
        return bool(cards)

    def idle_reason(self, seat: str, source: Card, abilities: list[Ability]) -> str:
        """Why the first step of these abilities would do nothing (a word the refusal's message selects on)."""
        step = abilities[0].steps[0]
        if isinstance(step, Draw):
            return "empty_deck_discard"  # an empty deck alone is shuffled back from the discard pile
        if isinstance(step, AddMana):
            return "empty_deck"
        if isinstance(step, ReadyOrbs):
            return "orbs_ready"
        if isinstance(step, ReadyHero):
            return "hero_ready"
        if isinstance(step, CreateToken):
            return "no_expedition"
        if isinstance(step, MoveExpedition):
            return "arena" if self.s.arena else "edge"
        target = getattr(step, "target", "")
        if isinstance(step, ClearStatus):
            return f"no_{step.status}"
        if target == "chosen_opponent_character":
            return "no_opponent_character"
        if target == "chosen_card_in_opponent_reserve":
            return "no_opponent_reserve"
        if target == "self":
            return "not_in_play"
        return "no_own_character"

    def all_characters(self) -> list[Card]:
        return [c for seat in self.s.order for c in self.characters(seat)]

    # --- resolving --------------------------------------------------------------------------------

    def resolve(self, seat: str, source: Card, abilities: list[Ability], plan: list[str | None]) -> None:
        picks = iter(plan)
        for ability in abilities:
            for step in ability.steps:
                if self.s.result is not None:
                    return
                pick = next(picks) if getattr(step, "target", None) in CHOSEN_TARGETS else None
                self.run_step(seat, source, step, pick)

    def run_step(self, seat: str, source: Card, step: Step, pick: str | None) -> None:
        if isinstance(step, Draw):
            self.draw(seat, step.n)
        elif isinstance(step, ReadyOrbs):
            self.ready_some_orbs(seat, step.n)
        elif isinstance(step, AddMana):
            self.add_mana(seat, step.n)
        elif isinstance(step, ReadyHero):
            self.ready_hero(seat, source)
        elif isinstance(step, CreateToken):
            self.create_token(seat, source, step)
        elif isinstance(step, MoveExpedition):
            self.move_expedition(seat, source, step)
        elif isinstance(step, Discard) and step.target == "chosen_card_in_opponent_reserve":
            self.discard_from_reserve(seat, source, pick)
        else:
            assert isinstance(step, Boost | Anchor | Sleep | SendToReserve | Discard | ClearStatus)
            cards = self.reach(seat, source, step.target, pick)
            if not cards:
                self.emit(ev.NoEffect, uid=source.uid, card=source.card, op=step.op, why="no_target")
            for card in cards:
                self.on_character(step, card)

    def reach(self, seat: str, source: Card, target: str, pick: str | None) -> list[Card]:
        """The characters a step acts on now (controlled ones only: in an expedition)."""
        if target == "self":
            return [source] if self.expedition_of(source) is not None else []
        if target == "each_own_character":
            return self.characters(seat)
        if target == "each_own_character_here":
            here = self.expedition_of(source)
            return self.characters(seat, (here,)) if here is not None else []
        owner = seat if target == "chosen_own_character" else self.opponent(seat)
        return [c for c in self.characters(owner) if c.uid == pick]

    def on_character(self, step: Step, card: Card) -> None:
        if isinstance(step, Boost):
            card.boosts += step.n
            self.emit(ev.Boosted, n=step.n, boosts=card.boosts, **self.names(card))
        elif isinstance(step, Anchor):
            card.anchored = True
            self.emit(ev.StatusGained, status="anchored", **self.names(card))
        elif isinstance(step, Sleep):
            card.asleep = True
            self.emit(ev.StatusGained, status="asleep", **self.names(card))
        elif isinstance(step, ClearStatus):
            if getattr(card, step.status):
                setattr(card, step.status, False)
                self.emit(ev.StatusLost, status=step.status, **self.names(card))
        elif isinstance(step, SendToReserve):
            self.leave_expedition(card, "reserve", "effect")
        elif isinstance(step, Discard):
            self.leave_expedition(card, "discard", "effect")

    def leave_expedition(self, card: Card, to: str, why: str) -> None:
        """A character leaves its expedition, losing boosts and statuses. A token is removed from the game
        whatever it was told; a fleeting card bound for the reserve is discarded instead."""
        p = self.s.players[card.owner]
        name = self.expedition_of(card)
        if name is None:
            return
        p.expeditions[name] = [c for c in p.expeditions[name] if c.uid != card.uid]
        d = self.card_def(card)
        if d.kind == "token":
            self.emit(ev.CardMoved, seat=card.owner, origin="expedition", to="removed", why="token",
                      **self.names(card))
            return
        if to == "reserve" and (card.fleeting or d.fleeting):
            to = "discard"
        fresh = Card(uid=card.uid, card=card.card, owner=card.owner)
        (p.reserve if to == "reserve" else p.discard).append(fresh)
        self.emit(ev.CardMoved, seat=card.owner, origin="expedition", to=to, why=why, **self.names(card))
        abilities = d.abilities_for("on_to_reserve")
        if to == "reserve" and abilities and self.s.result is None:
            # "when I go to your reserve": resolved at once for the card's owner, choosing nothing
            self.emit(ev.AbilityUsed, seat=card.owner, trigger="on_to_reserve", **self.names(fresh))
            self.resolve(card.owner, fresh, abilities, [])

    def discard_from_reserve(self, seat: str, source: Card, pick: str | None) -> None:
        p = self.s.players[self.opponent(seat)]
        card = next((c for c in p.reserve if c.uid == pick), None)
        if card is None:
            self.emit(ev.NoEffect, uid=source.uid, card=source.card, op="discard", why="no_target")
            return
        p.reserve.remove(card)
        p.discard.append(Card(uid=card.uid, card=card.card, owner=card.owner))
        self.emit(ev.CardMoved, seat=card.owner, origin="reserve", to="discard", why="effect", **self.names(card))

    def ready_some_orbs(self, seat: str, n: int) -> None:
        readied = 0
        for orb in self.s.players[seat].mana:
            if readied < n and orb.exhausted:
                orb.exhausted = False
                readied += 1
        self.emit(ev.OrbsReadied, seat=seat, n=readied)

    def ready_hero(self, seat: str, source: Card) -> None:
        hero = self.s.players[seat].hero
        if not hero.exhausted:
            self.emit(ev.NoEffect, uid=source.uid, card=source.card, op="ready_hero", why="already_ready")
            return
        hero.exhausted = False
        self.emit(ev.Readied, seat=seat, orbs=0, cards=1)

    def add_mana(self, seat: str, n: int) -> None:
        """The top card(s) of the deck, unseen by the opponent, become exhausted orbs (no reshuffle: it is
        not a draw)."""
        p = self.s.players[seat]
        added = 0
        for _ in range(n):
            if not p.deck:
                break
            card = p.deck.pop()
            p.mana.append(Card(uid=card.uid, card=card.card, owner=seat, exhausted=True))
            self.emit(ev.ManaCard, audience=seat, seat=seat, **self.names(card))
            added += 1
        if added:
            self.emit(ev.ManaAdded, seat=seat, count=added, orbs=len(p.mana), source="deck")
        else:
            self.emit(ev.NoEffect, uid="", card="", op="add_mana", why="empty_deck")

    def create_token(self, seat: str, source: Card, step: CreateToken) -> None:
        name = step.expedition if step.expedition != "same" else self.expedition_of(source)
        if name is None:
            self.emit(ev.NoEffect, uid=source.uid, card=source.card, op=step.op, why="no_expedition")
            return
        token = Card(uid=self.new_uid(), card=step.token, owner=seat)
        self.s.players[seat].expeditions[name].append(token)
        self.emit(ev.TokenCreated, seat=seat, expedition=name, **self.names(token))

    def move_expedition(self, seat: str, source: Card, step: MoveExpedition) -> None:
        """Abilities that move expeditions do nothing in the Arena; a seat whose two expeditions meet by an
        ability wins at once (only a Dusk can bring both seats together)."""
        name = step.expedition if step.expedition != "same" else self.expedition_of(source)
        if self.s.arena or name is None:
            self.emit(ev.NoEffect, uid=source.uid, card=source.card, op=step.op,
                      why="arena" if self.s.arena else "no_expedition")
            return
        who = seat if step.side == "own" else self.opponent(seat)
        if not self.step_expedition(who, name, step.steps, "effect"):
            self.emit(ev.NoEffect, uid=source.uid, card=source.card, op=step.op, why="edge")
            return
        if self.met(who):
            self.win(who, "met")
