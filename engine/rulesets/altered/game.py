"""Set-up and play of Altered: `new_game`, and `Game(state, content).handle(seat, action)`, which changes
the state it was given and lists what happened in `events` (StateRuleset hands it a copy).

After each action the game runs on by itself (Noon, Dusk, Night, the next Morning) until a seat owes a
decision (the mana at set-up and each Morning, the clean-up at Night) or an Afternoon turn, or the game
is over. Card abilities are interpreted by `effects.Effects`, which this class extends.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from ...core.errors import RuleError
from ...core.protocol import Prompt, PromptOption
from ...core.rng import randbelow, seed_state, shuffle
from . import events as ev
from .actions import Choose, Cleanup, Exhaust, Mana, Pass, Play, Support, Trigger
from .content import IN_EXPEDITION, PLAY_TRIGGERS, TERRAINS, Ability, CardDef, Content, check_deck
from .decklist import parse_deck_list
from .effects import Effects
from .state import Card, GameState, Pending, Player, Region

HAND_AT_START = 6
MANA_AT_START = 3
DRAW_EACH_MORNING = 2
KEEP_AT_NIGHT = 2  # cards left in the reserve, and landmarks, after the clean-up


def new_game(content: Content, quest: str, heroes: list[str], seed: int | str,
             options: dict[str, Any] | None = None) -> GameState:
    """A game ready for the set-up mana choice. `heroes` are the two seats' ids (starter deck ids), in the
    order the seats joined; the first player is drawn at random.

    Option `decks`: {seat: {"hero": hero card id, "cards": {card id: copies}}} (or a deck list as text,
    read by `decklist.parse_deck_list`): that seat plays this deck instead of its starter deck. Each is
    checked against the deck-building rules (DeckError `deck_invalid` naming every broken rule); both
    seats may play the same faction, or the same list."""
    if quest not in content.quests:
        raise RuleError("unknown_quest", f"There is no adventure called {quest!r}.", quest=quest)
    for deck in heroes:
        if deck not in content.decks:
            raise RuleError("unknown_hero", f"There is no deck called {deck!r}.", hero=deck)
    if len(heroes) != 2:
        raise RuleError("altered_two_seats", "Altered is played by exactly two seats.")
    if heroes[0] == heroes[1]:
        raise RuleError("hero_twice", "Each deck can only be taken once.")
    imported = _imported_decks(content, heroes, (options or {}).get("decks"))
    s = GameState(seed=str(seed), rng=seed_state(seed), quest=quest, order=list(heroes), first=heroes[0])
    s.regions = _adventure(s, content, quest)
    for seat in heroes:
        starter = content.decks[seat]
        hero, cards = imported.get(seat, (starter.hero, starter.cards))
        s.players[seat] = _player(s, content, seat, hero, cards, imported=seat in imported)
    s.first = heroes[randbelow(s, 2)]
    game = Game(s, content)
    for seat in game.seats():
        game.draw(seat, HAND_AT_START)
    s.phase, s.decision, s.deciding = "setup", "setup_mana", game.seats()
    game.refresh_pending()
    return s


def _adventure(s: GameState, content: Content, quest: str) -> list[Region]:
    """The row: hero region, three Tumult cards drawn from the adventure's pool in random order and
    orientation (two regions each, face down), companion region."""
    q = content.quests[quest]
    pool = list(q.tumults)
    shuffle(s, pool)
    row = [Region(name=q.hero_region.name, name_fr=q.hero_region.name_fr, terrain=list(q.hero_region.terrain))]
    for index, tid in enumerate(pool[:3]):
        halves = list(content.tumults[tid].regions)
        if randbelow(s, 2):
            halves.reverse()
        for half in halves:
            row.append(Region(name=half.name, name_fr=half.name_fr, terrain=list(half.terrain), tumult=tid,
                              card=index, revealed=False))
    row.append(Region(name=q.companion_region.name, name_fr=q.companion_region.name_fr,
                      terrain=list(q.companion_region.terrain)))
    return row


def _imported_decks(content: Content, seats: list[str], given: Any) -> dict[str, tuple[str, dict[str, int]]]:
    """The `decks` option read and checked: seat -> (hero card id, card id -> copies)."""
    if given is None:
        return {}
    if not isinstance(given, dict):
        raise RuleError("deck_malformed", "The decks option is a map from seat to deck.", seat="")
    out: dict[str, tuple[str, dict[str, int]]] = {}
    for seat, deck in given.items():
        if seat not in seats:
            raise RuleError("deck_unknown_seat", f"No seat {seat!r} plays in this game.", seat=seat)
        try:
            out[seat] = _imported_deck(content, seat, deck)
        except RuleError as err:  # which seat's deck it is, for the bot's message
            err.params.setdefault("seat", seat)
            raise
    return out


def _imported_deck(content: Content, seat: str, deck: Any) -> tuple[str, dict[str, int]]:
    if isinstance(deck, str):
        return parse_deck_list(content, deck)
    hero = deck.get("hero") if isinstance(deck, dict) else None
    cards = deck.get("cards") if isinstance(deck, dict) else None
    if not isinstance(hero, str) or not isinstance(cards, dict) or not all(
            isinstance(cid, str) and isinstance(n, int) and not isinstance(n, bool) for cid, n in cards.items()):
        raise RuleError("deck_malformed", f"The deck of {seat} is not a hero and a map of cards to copies.",
                        seat=seat)
    check_deck(content, hero, cards)
    return hero, dict(cards)


def _player(s: GameState, content: Content, seat: str, hero_id: str, cards: dict[str, int],
            imported: bool = False) -> Player:
    ids = [cid for cid, n in sorted(cards.items()) for _ in range(n)
           if content.cards[cid].kind != "token"]  # token cards are set aside
    shuffle(s, ids)
    hero = Card(uid=_new_uid(s), card=hero_id, owner=seat)
    deck = [Card(uid=_new_uid(s), card=cid, owner=seat) for cid in ids]
    return Player(seat=seat, imported=imported, hero=hero, deck=deck, expeditions={"hero": [], "companion": []},
                  positions={"hero": 0, "companion": len(s.regions) - 1})


def _new_uid(s: GameState) -> str:
    uid = f"c{s.next_uid}"
    s.next_uid += 1
    return uid


class Game(Effects):
    def __init__(self, state: GameState, content: Content) -> None:
        self.s = state
        self.c = content
        self.events: list[ev.GameEvent] = []

    # --- small helpers ------------------------------------------------------------------------------

    def emit(self, kind: type[ev.GameEvent], **fields: Any) -> None:
        self.events.append(kind.make(**fields))

    def seats(self) -> list[str]:
        """Both seats, the first player first."""
        s = self.s
        return [s.first] + [x for x in s.order if x != s.first]

    def opponent(self, seat: str) -> str:
        return next(x for x in self.s.order if x != seat)

    def card_def(self, card: Card) -> CardDef:
        return self.c.cards[card.card]

    def names(self, card: Card) -> dict[str, str]:
        d = self.card_def(card)
        return {"uid": card.uid, "card": card.card, "name": d.name, "name_fr": d.name_fr}

    def new_uid(self) -> str:
        return _new_uid(self.s)

    def ready_orbs(self, seat: str) -> int:
        return sum(1 for orb in self.s.players[seat].mana if not orb.exhausted)

    def pay(self, seat: str, cost: int) -> None:
        left = cost
        for orb in self.s.players[seat].mana:
            if left and not orb.exhausted:
                orb.exhausted = True
                left -= 1

    # --- drawing ------------------------------------------------------------------------------------

    def draw(self, seat: str, n: int) -> None:
        """Draw n cards; an empty deck that must draw first becomes the shuffled discard pile."""
        p = self.s.players[seat]
        drawn = 0
        for _ in range(n):
            if not p.deck and p.discard:
                p.deck, p.discard = p.discard, []
                shuffle(self.s, p.deck)
                self.emit(ev.DeckReshuffled, seat=seat, cards=len(p.deck))
            if not p.deck:
                break
            card = p.deck.pop()
            p.hand.append(card)
            drawn += 1
            self.emit(ev.CardDrawn, audience=seat, seat=seat, **self.names(card))
        if drawn:
            self.emit(ev.CardsDrawn, seat=seat, count=drawn, hand=len(p.hand))

    # --- the action entry point ---------------------------------------------------------------------

    def handle(self, seat: str, action: Any) -> None:
        s = self.s
        if s.result is not None:
            raise RuleError("game_over", "This game is over.")
        if seat not in s.order:
            raise RuleError("not_in_game", f"{seat} does not play in this game.", hero=seat)
        if isinstance(action, Choose):
            action = self.answer(seat, action.option)
        if isinstance(action, Mana):
            self.choose_mana(seat, action.cards)
        elif isinstance(action, Cleanup):
            self.cleanup(seat, action.discard)
        elif isinstance(action, Trigger):
            self.choose_trigger(seat, action.card)
        elif isinstance(action, Play | Exhaust | Support | Pass):
            self.check_turn(seat)
            if isinstance(action, Play):
                self.play(seat, action)
            elif isinstance(action, Exhaust):
                self.use_exhaust(seat, action.card, action.targets)
            elif isinstance(action, Support):
                self.use_support(seat, action.card, action.targets)
            else:
                self.pass_turn(seat)
        else:  # the parser makes nothing else; a hand-built object could
            raise RuleError("bad_action", "That command is malformed.")
        self.refresh_pending()

    def answer(self, seat: str, option: str) -> Any:
        """A prompt's answer as the decision's own action (the checks are that action's)."""
        s = self.s
        if s.decision is None:
            raise RuleError("nothing_to_choose", "Nothing is waiting for a choice.")
        picked = [] if option.strip() in ("", "none") else [o.strip() for o in option.split(",") if o.strip()]
        if s.decision == "trigger_order":
            return Trigger(card=picked[0] if picked else "")
        if s.decision == "cleanup":
            return Cleanup(discard=picked)
        return Mana(cards=picked)

    def check_turn(self, seat: str) -> None:
        s = self.s
        if s.phase != "afternoon":
            raise RuleError("altered_not_afternoon", "Cards are played and quick actions taken in the Afternoon.")
        if s.turn != seat:
            raise RuleError("not_your_turn", f"It is {s.turn}'s turn.", hero=s.turn or "")

    # --- decisions: mana, clean-up ------------------------------------------------------------------

    def check_deciding(self, seat: str, decision: str) -> None:
        s = self.s
        if s.decision != decision or seat not in s.deciding:
            raise RuleError("altered_no_decision", "Nothing of the kind is asked of you now.")
        if decision == "morning_mana" and s.deciding[0] != seat:
            raise RuleError("not_your_turn", f"{s.deciding[0]} chooses first.", hero=s.deciding[0])

    def choose_mana(self, seat: str, uids: list[str]) -> None:
        s = self.s
        p = s.players[seat]
        if s.decision == "setup_mana":
            self.check_deciding(seat, "setup_mana")
            if len(uids) != MANA_AT_START:
                raise RuleError("altered_mana_three", "Choose exactly 3 cards of your hand for your mana.")
        else:
            self.check_deciding(seat, "morning_mana")
            if len(uids) > 1:
                raise RuleError("altered_mana_one", "At most one card goes to your mana each Morning.")
        hand = {c.uid: c for c in p.hand}
        if any(u not in hand for u in uids):
            raise RuleError("altered_not_in_hand", "Those cards are not all in your hand.")
        if len(set(uids)) != len(uids):  # "1, 1, 2": one card named twice
            raise RuleError("altered_same_card_twice", "One card is named twice: name different cards.",
                            count=MANA_AT_START if s.decision == "setup_mana" else 1)
        for uid in uids:
            card = hand[uid]
            p.hand.remove(card)
            p.mana.append(Card(uid=card.uid, card=card.card, owner=seat))  # face down and ready
            self.emit(ev.ManaCard, audience=seat, seat=seat, **self.names(card))
        if uids:
            self.emit(ev.ManaAdded, seat=seat, count=len(uids), orbs=len(p.mana), source="hand")
        s.deciding.remove(seat)
        if not s.deciding:
            s.decision = None
            self.noon()

    def cleanup_owed(self, seat: str) -> tuple[int, int]:
        p = self.s.players[seat]
        return max(0, len(p.reserve) - KEEP_AT_NIGHT), max(0, len(p.landmarks) - KEEP_AT_NIGHT)

    def cleanup(self, seat: str, uids: list[str]) -> None:
        s = self.s
        self.check_deciding(seat, "cleanup")
        p = s.players[seat]
        owe_reserve, owe_landmarks = self.cleanup_owed(seat)
        reserve = {c.uid: c for c in p.reserve}
        landmarks = {c.uid: c for c in p.landmarks}
        if len(set(uids)) != len(uids) or any(u not in reserve and u not in landmarks for u in uids):
            raise RuleError("altered_cleanup_cards", "Discard only cards of your reserve and your landmarks.")
        from_reserve = [u for u in uids if u in reserve]
        from_landmarks = [u for u in uids if u in landmarks]
        if len(from_reserve) != owe_reserve or len(from_landmarks) != owe_landmarks:
            raise RuleError("altered_cleanup_count",
                            f"Discard {owe_reserve} card(s) of your reserve and {owe_landmarks} landmark(s): "
                            f"2 of each stay.", reserve=owe_reserve, landmarks=owe_landmarks)
        for uid in from_reserve:
            self.to_discard(p.reserve, reserve[uid], "reserve", "cleanup")
        for uid in from_landmarks:
            self.to_discard(p.landmarks, landmarks[uid], "landmarks", "cleanup")
        s.deciding.remove(seat)
        if not s.deciding:
            s.decision = None
            self.next_day()

    def to_discard(self, zone: list[Card], card: Card, origin: str, why: str) -> None:
        zone.remove(card)
        self.s.players[card.owner].discard.append(Card(uid=card.uid, card=card.card, owner=card.owner))
        self.emit(ev.CardMoved, seat=card.owner, origin=origin, to="discard", why=why, **self.names(card))

    # --- the Afternoon: play, quick actions, pass ---------------------------------------------------

    def play(self, seat: str, action: Play) -> None:
        s = self.s
        p = s.players[seat]
        card = next((c for c in p.hand if c.uid == action.card), None)
        source = "hand"
        if card is None:
            card = next((c for c in p.reserve if c.uid == action.card), None)
            source = "reserve"
        if card is None:
            raise RuleError("altered_not_playable", "That card is neither in your hand nor in your reserve.",
                            card=action.card)
        d = self.card_def(card)
        cost = d.hand_cost if source == "hand" else d.reserve_cost
        if self.ready_orbs(seat) < cost:
            raise RuleError("altered_no_mana", f"{d.name} costs {cost} mana; you have {self.ready_orbs(seat)} ready.",
                            card=d.name, cost=cost, ready=self.ready_orbs(seat))
        needs_expedition = d.kind in IN_EXPEDITION
        if needs_expedition and action.expedition is None:
            raise RuleError("altered_which_expedition", f"Say which expedition {d.name} joins: hero or companion.",
                            card=d.name)
        if not needs_expedition and action.expedition is not None:
            raise RuleError("altered_no_expedition", f"{d.name} does not go into an expedition.", card=d.name)
        abilities = self.play_abilities(d, source)
        plan = self.plan_targets(seat, abilities, action.targets)
        self.pay(seat, cost)
        (p.hand if source == "hand" else p.reserve).remove(card)
        # a card played from the reserve gains Fleeting, unless it is a permanent (rulebook, "La Réserve")
        permanent = d.kind in ("landmark", "expedition_permanent")
        fleeting = (source == "reserve" and not permanent) or d.fleeting
        placed = Card(uid=card.uid, card=card.card, owner=seat, fleeting=fleeting and d.kind == "character")
        if d.kind == "landmark":
            p.landmarks.append(placed)
        elif needs_expedition:
            p.expeditions[action.expedition or "hero"].append(placed)
        self.emit(ev.CardPlayed, seat=seat, card_kind=d.kind, source=source, cost=cost, expedition=action.expedition,
                  fleeting=fleeting and not permanent, **self.names(card))
        self.resolve(seat, placed, abilities, plan)
        if d.kind == "spell":
            # a spell goes to the reserve once resolved; a fleeting one is discarded instead
            to = "discard" if fleeting else "reserve"
            (p.discard if fleeting else p.reserve).append(Card(uid=card.uid, card=card.card, owner=seat))
            self.emit(ev.CardMoved, seat=seat, origin="spell", to=to, why="resolved", **self.names(card))
        if s.result is None:
            self.next_turn(seat)

    def play_abilities(self, d: CardDef, source: str) -> list[Ability]:
        where = "on_play_hand" if source == "hand" else "on_play_reserve"
        return [a for a in d.abilities if a.trigger in (PLAY_TRIGGERS[0], where)]

    def use_exhaust(self, seat: str, uid: str, targets: list[str]) -> None:
        card = self.exhaustable(seat, uid)
        if card is None:
            raise RuleError("altered_no_exhaust", "You control no card with an exhaust ability of that name.",
                            card=uid)
        d = self.card_def(card)
        if card.exhausted:
            raise RuleError("altered_exhausted", f"{d.name} is exhausted.", card=d.name)
        ability = d.abilities_for("exhaust")[0]
        if self.ready_orbs(seat) < ability.cost:
            # the ability costs it, not the card (a hero costs nothing to use but its ability's price)
            raise RuleError("altered_no_mana_ability", f"{d.name}'s ability costs {ability.cost} mana.", card=d.name,
                            cost=ability.cost, ready=self.ready_orbs(seat))
        if not self.can_do_anything(seat, card, [ability], ability.cost):
            raise RuleError("altered_ability_idle", f"{d.name}'s ability would do nothing now: nothing is spent.",
                            card=d.name, why=self.idle_reason(seat, card, [ability]))
        plan = self.plan_targets(seat, [ability], targets)
        card.exhausted = True
        self.pay(seat, ability.cost)
        self.emit(ev.AbilityUsed, seat=seat, trigger="exhaust", cost=ability.cost, **self.names(card))
        self.resolve(seat, card, [ability], plan)

    def exhaustable(self, seat: str, uid: str) -> Card | None:
        """The hero or a permanent the seat controls with an exhaust ability (exhausted or not)."""
        for card in self.controlled(seat):
            if card.uid == uid and self.card_def(card).abilities_for("exhaust"):
                return card
        return None

    def use_support(self, seat: str, uid: str, targets: list[str]) -> None:
        p = self.s.players[seat]
        card = next((c for c in p.reserve if c.uid == uid), None)
        if card is None:
            raise RuleError("altered_support_reserve", "A support ability is used by discarding the card from "
                            "your reserve.", card=uid)
        d = self.card_def(card)
        abilities = d.abilities_for("support")
        if not abilities:
            raise RuleError("altered_no_support", f"{d.name} has no support ability.", card=d.name)
        if not self.can_do_anything(seat, card, abilities):
            raise RuleError("altered_ability_idle", f"{d.name}'s ability would do nothing now: nothing is spent.",
                            card=d.name, why=self.idle_reason(seat, card, abilities))
        plan = self.plan_targets(seat, abilities, targets)
        self.to_discard(p.reserve, card, "reserve", "support")
        self.emit(ev.AbilityUsed, seat=seat, trigger="support", **self.names(card))
        self.resolve(seat, card, abilities, plan)

    def pass_turn(self, seat: str) -> None:
        s = self.s
        s.players[seat].passed = True
        self.emit(ev.Passed, seat=seat)
        if all(p.passed for p in s.players.values()):
            s.turn = None
            self.dusk()
        else:
            self.next_turn(seat)

    def next_turn(self, seat: str) -> None:
        """After a card is played: the other seat's turn, unless it has passed."""
        other = self.opponent(seat)
        self.s.turn = seat if self.s.players[other].passed else other
        self.emit(ev.TurnStarted, seat=self.s.turn)

    # --- the day ------------------------------------------------------------------------------------

    def next_day(self) -> None:
        s = self.s
        s.day += 1
        # the header names the day's first player: the marker passes to them as the Morning starts
        self.emit(ev.DayStarted, day=s.day, first=self.opponent(s.first), arena=s.arena)
        self.morning()

    def morning(self) -> None:
        """No Morning on day 1 (set-up stands for it). The marker passes, everything readies, each draws 2,
        then each in turn (first player first) may put a card from hand into mana."""
        s = self.s
        s.phase = "morning"
        self.emit(ev.PhaseStarted, day=s.day, phase="morning")
        s.first = self.opponent(s.first)
        self.emit(ev.FirstPlayerPassed, seat=s.first)
        for seat in self.seats():
            p = s.players[seat]
            orbs = sum(1 for orb in p.mana if orb.exhausted)
            cards = [c for c in self.controlled(seat) if c.exhausted]
            for c in [*p.mana, *cards]:
                c.exhausted = False
            self.emit(ev.Readied, seat=seat, orbs=orbs, cards=len(cards))
        for seat in self.seats():
            self.draw(seat, DRAW_EACH_MORNING)
        s.decision, s.deciding = "morning_mana", self.seats()

    def noon(self) -> None:
        s = self.s
        if s.day == 1 and s.phase == "setup":
            self.emit(ev.DayStarted, day=1, first=s.first, arena=s.arena)
        s.phase = "noon"
        self.emit(ev.PhaseStarted, day=s.day, phase="noon")
        self.start_triggers("at_noon")

    def afternoon(self) -> None:
        s = self.s
        s.phase = "afternoon"
        self.emit(ev.PhaseStarted, day=s.day, phase="afternoon")
        for p in s.players.values():
            p.passed = False
        s.turn = s.first
        self.emit(ev.TurnStarted, seat=s.turn)

    def dusk(self) -> None:
        s = self.s
        s.phase = "dusk"
        self.emit(ev.PhaseStarted, day=s.day, phase="dusk")
        self.start_triggers("at_dusk")

    def after_dusk_triggers(self) -> None:
        if self.s.arena:
            self.arena_dusk()
        else:
            self.progress()
        if self.s.result is None:
            self.night()

    def night(self) -> None:
        s = self.s
        s.phase = "night"
        self.emit(ev.PhaseStarted, day=s.day, phase="night")
        self.start_triggers("at_night")

    def after_night_triggers(self) -> None:
        s = self.s
        for seat in self.seats():
            self.rest(seat)
        owing = [seat for seat in self.seats() if any(self.cleanup_owed(seat))]
        if owing:
            s.decision, s.deciding = "cleanup", owing
        else:
            self.next_day()

    def rest(self, seat: str) -> None:
        """Characters go to the reserve (fleeting ones to the discard, tokens out of the game); an asleep
        or anchored one stays and loses that status. Expedition permanents stay."""
        p = self.s.players[seat]
        for name in ("hero", "companion"):
            for card in list(p.expeditions[name]):
                d = self.card_def(card)
                if not d.is_character:
                    continue
                if card.asleep or card.anchored:
                    for status in ("asleep", "anchored"):
                        if getattr(card, status):
                            setattr(card, status, False)
                            self.emit(ev.StatusLost, status=status, **self.names(card))
                    continue
                self.leave_expedition(card, "reserve", "rest")

    # --- "at Noon / at Dusk / at Night": at the start of the phase, first player's first, each seat's in
    # the order it chooses (rulebook, "Informations supplémentaires") --------------------------------

    def trigger_sources(self, seat: str, trigger: str) -> list[str]:
        return [c.uid for c in self.controlled(seat) if self.card_def(c).abilities_for(trigger)]

    def start_triggers(self, trigger: str) -> None:
        s = self.s
        s.trigger, s.trigger_seats, s.trigger_queue = trigger, self.seats(), []
        self.resume_phase()

    def resume_phase(self) -> None:
        """Resolve the phase's triggers until a seat must choose which of its own comes next; once all
        are resolved, go on with the phase."""
        s = self.s
        while s.trigger is not None:
            if s.result is not None:
                return
            seat = s.trigger_seat
            if seat is not None:
                s.trigger_queue = [uid for uid in s.trigger_queue if self.controls(seat, uid)]
                if len(s.trigger_queue) >= 2:
                    s.decision, s.deciding = "trigger_order", [seat]
                    return
                if s.trigger_queue:
                    self.fire(seat, s.trigger_queue.pop())
                    continue
            if not s.trigger_seats:
                s.trigger, s.trigger_seat = None, None
                break
            s.trigger_seat = s.trigger_seats.pop(0)
            s.trigger_queue = self.trigger_sources(s.trigger_seat, s.trigger)
        if s.result is not None:
            return
        {"noon": self.afternoon, "dusk": self.after_dusk_triggers, "night": self.after_night_triggers}[s.phase]()

    def fire(self, seat: str, uid: str) -> None:
        s = self.s
        card = next(c for c in self.controlled(seat) if c.uid == uid)
        self.emit(ev.AbilityUsed, seat=seat, trigger=s.trigger or "", **self.names(card))
        self.resolve(seat, card, self.card_def(card).abilities_for(s.trigger or ""), [])

    def choose_trigger(self, seat: str, uid: str) -> None:
        s = self.s
        self.check_deciding(seat, "trigger_order")
        if uid not in s.trigger_queue:
            raise RuleError("altered_not_triggered", "That card has no ability waiting to resolve now.", card=uid)
        s.trigger_queue.remove(uid)
        s.decision, s.deciding = None, []
        self.fire(seat, uid)
        self.resume_phase()

    def controlled(self, seat: str) -> list[Card]:
        """The hero and the cards the seat controls: its expeditions' cards and its landmarks."""
        p = self.s.players[seat]
        return [p.hero, *p.expeditions["hero"], *p.expeditions["companion"], *p.landmarks]

    def controls(self, seat: str, uid: str) -> bool:
        return any(c.uid == uid for c in self.controlled(seat))

    # --- Dusk: progress and the end of the game -----------------------------------------------------

    def totals(self, seat: str, expeditions: tuple[str, ...]) -> dict[str, int]:
        """Each terrain's total of the seat's characters in those expeditions; asleep ones do not count."""
        out = dict.fromkeys(TERRAINS, 0)
        p = self.s.players[seat]
        for name in expeditions:
            for card in p.expeditions[name]:
                d = self.card_def(card)
                if not d.is_character or card.asleep:
                    continue
                for terrain in TERRAINS:
                    out[terrain] += d.stat(terrain) + card.boosts
        return out

    def progress(self) -> None:
        """Each expedition against the opponent's same expedition, in the terrain types of the region it
        stands in: strictly greater in at least one, and above 0, and it advances (once per Dusk)."""
        s = self.s
        for p in s.players.values():
            p.advanced = 0
        advancing: list[tuple[str, str]] = []
        for name in ("hero", "companion"):
            for seat in self.seats():
                other = self.opponent(seat)
                index = s.players[seat].positions[name]
                terrain = s.regions[index].terrain
                mine, theirs = self.totals(seat, (name,)), self.totals(other, (name,))
                advances = any(mine[t] > theirs[t] and mine[t] > 0 for t in terrain)
                self.emit(ev.ExpeditionCompared, seat=seat, expedition=name, region=index, terrain=list(terrain),
                          totals={t: mine[t] for t in terrain}, opposing={t: theirs[t] for t in terrain},
                          advances=advances)
                if advances:
                    advancing.append((seat, name))
        for seat, name in advancing:
            if self.step_expedition(seat, name, 1, "dusk"):
                s.players[seat].advanced += 1
        self.end_of_dusk()

    def met(self, seat: str) -> bool:
        pos = self.s.players[seat].positions
        return pos["hero"] >= pos["companion"]

    def step_expedition(self, seat: str, name: str, steps: int, why: str) -> bool:
        """Move one marker `steps` regions toward (+) or away from (-) the seat's other marker, within the
        row; a face-down Tumult card it enters is turned face up. False when it could not move."""
        s = self.s
        p = s.players[seat]
        direction = 1 if name == "hero" else -1
        origin = p.positions[name]
        to = max(0, min(len(s.regions) - 1, origin + direction * steps))
        if to == origin:
            return False
        p.positions[name] = to
        self.emit(ev.ExpeditionMoved, seat=seat, expedition=name, origin=origin, to=to, why=why)
        region = s.regions[to]
        if not region.revealed and region.card is not None:
            indices = [i for i, r in enumerate(s.regions) if r.card == region.card]
            for i in indices:
                s.regions[i].revealed = True
            self.emit(ev.TumultRevealed, card=region.card, tumult=region.tumult or "", regions=indices,
                      terrain=[list(s.regions[i].terrain) for i in indices])
        return True

    def end_of_dusk(self) -> None:
        """Whose two expeditions met; both at once: the one who advanced further than needed wins, else
        the Arena settles it (rulebook, "En cas d'égalité")."""
        s = self.s
        met = [seat for seat in self.seats() if self.met(seat)]
        if len(met) == 1:
            self.win(met[0], "met")
        elif len(met) == 2:
            further = [seat for seat in met if self.overshoot(seat) > 0]
            if len(further) == 1:
                self.win(further[0], "further")
            else:
                s.arena = True
                self.emit(ev.WentToArena, day=s.day)

    def overshoot(self, seat: str) -> int:
        """How far past the meeting point the seat's markers went: > 0 means it advanced more than needed."""
        pos = self.s.players[seat].positions
        return pos["hero"] - pos["companion"]

    def arena_dusk(self) -> None:
        """In the Arena each terrain type is compared over both expeditions; the one who wins most types wins,
        otherwise another Arena day."""
        seats = self.seats()
        totals = {seat: self.totals(seat, ("hero", "companion")) for seat in seats}
        won = {seat: [t for t in TERRAINS if totals[seat][t] > totals[self.opponent(seat)][t]] for seat in seats}
        counts = {seat: len(won[seat]) for seat in seats}
        winner = None
        if counts[seats[0]] != counts[seats[1]]:
            winner = max(seats, key=counts.__getitem__)
        self.emit(ev.ArenaScored, totals=totals, won=won, winner=winner)
        if winner is not None:
            self.win(winner, "arena")

    def win(self, seat: str, reason: str) -> None:
        s = self.s
        s.result, s.result_reason, s.winner = "won", reason, seat
        s.phase, s.turn, s.deciding, s.decision = "over", None, [], None
        self.emit(ev.Won, seat=seat, reason=reason, day=s.day)

    # --- the prompt for the decision waited on ------------------------------------------------------

    def refresh_pending(self) -> None:
        s = self.s
        if not s.deciding or s.decision is None:
            s.pending = None
            return
        seat = s.deciding[0]
        p = s.players[seat]
        if s.decision == "trigger_order":
            text, params = "Choose which of your abilities resolves next.", {"trigger": s.trigger or ""}
            options = [self.option(c) for c in self.controlled(seat) if c.uid in s.trigger_queue]
            default = [options[0].id]
        elif s.decision == "cleanup":
            owe_reserve, owe_landmarks = self.cleanup_owed(seat)
            # only the piles that are over their 2: a card of the other one could not be answered
            cards = [*(p.reserve if owe_reserve else []), *(p.landmarks if owe_landmarks else [])]
            default = [c.uid for c in p.reserve[:owe_reserve]] + [c.uid for c in p.landmarks[:owe_landmarks]]
            text = f"Discard {owe_reserve} card(s) of your reserve and {owe_landmarks} landmark(s)."
            params = {"reserve": str(owe_reserve), "landmarks": str(owe_landmarks)}
            options = [self.option(c) for c in cards]
        elif s.decision == "setup_mana":
            text, params = "Choose 3 cards of your hand for your mana zone.", {"count": "3"}
            options = [self.option(c) for c in p.hand]
            default = [c.uid for c in p.hand[:MANA_AT_START]]
        else:
            text, params = "You may put one card of your hand into your mana zone.", {"count": "1"}
            # the hand first, so an option's number is the card's number in /hand
            options = [self.option(c) for c in p.hand] + [PromptOption(id="none", label="None", label_fr="Aucune")]
            default = []
        s.pending = Pending(prompt=Prompt(seat=seat, kind=s.decision, text=text, options=options,
                                          default=",".join(default) or "none", params=params))

    def option(self, card: Card) -> PromptOption:
        d = self.card_def(card)
        return PromptOption(id=card.uid, label=d.name, label_fr=d.name_fr)


def cleanup_choices(g: Game, seat: str) -> list[list[str]]:
    """Every way a seat may discard down to 2 in the reserve and 2 landmarks."""
    p = g.s.players[seat]
    owe_reserve, owe_landmarks = g.cleanup_owed(seat)
    out = []
    for r in combinations([c.uid for c in p.reserve], owe_reserve):
        for m in combinations([c.uid for c in p.landmarks], owe_landmarks):
            out.append([*r, *m])
    return out
