"""Altar Quest's events as sentences: every die shown (✦ success, ◎ focus, ✧ critical, · blank),
figures named as the board labels them, cards in the reader's language."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.rulesets.altar import events as ev
from engine.rulesets.altar.base import room_span

from ...narration import Names, Narrator, tells

FACE_SYMBOLS = {"success": "✦", "focus": "◎", "critical": "✧"}
BLANK = "·"
MAX_TEXT = 300  # quest texts are shown in full up to this many characters


def die_face(symbols: Iterable[str]) -> str:
    text = "".join(FACE_SYMBOLS.get(s, s[:1]) for s in symbols)
    return text or BLANK


def dice_line(faces: list[list[str]]) -> str:
    return " ".join(f"[{die_face(f)}]" for f in faces)


def pool_text(pool: list[str]) -> str:
    return " ".join(f"{i + 1}:{rhune_name(r)}" for i, r in enumerate(pool))


_FRENCH: dict[int, tuple[Any, dict[str, str]]] = {}


def french_names(content: Any) -> dict[str, str]:
    """English name -> French name of every card and hero of this content (built once per content)."""
    cached = _FRENCH.get(id(content))
    if cached is not None and cached[0] is content:
        return cached[1]
    pairs = {c.name: c.name_fr for c in content.cards.values() if getattr(c, "name_fr", "")}
    pairs.update({h.name: h.name_fr for h in content.heroes.values() if h.name_fr})
    _FRENCH[id(content)] = (content, pairs)
    return pairs


def rhune_name(rhune: Any) -> str:
    return str(rhune or "?").capitalize()


class AltarNames(Names):
    """Heroes and figures, and the cards shown face up (some events name a card by its id only)."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: dict[str, tuple[str, str]] = {}

    def add_view(self, view: dict[str, Any] | None) -> AltarNames:
        super().add_view(view)
        for c in _public_cards(view or {}):
            if c.get("card") and c.get("name"):
                self.cards[c["card"]] = (c["name"], c.get("name_fr") or c["name"])
        return self

    def add_events(self, events: Iterable[Any]) -> AltarNames:
        for e in events:
            if isinstance(e, ev.Spawned):
                en = e.name
                self.figures[e.figure] = (f"{en} {e.label}".strip(), f"{e.name_fr or en} {e.label}".strip())
        return self


def _public_cards(view: dict[str, Any]):
    """Every card shown face up in a view (play and threat areas, quest and villain areas)."""
    for h in view.get("heroes", {}).values():
        yield from h.get("play", [])
        yield from h.get("threat", [])
    quest = view.get("quest") or {}
    yield from quest.get("area", [])
    yield from quest.get("attached", [])
    yield from (view.get("villain") or {}).get("area", [])
    yield from (view.get("board") or {}).get("traps", [])


class AltarNarrator(Narrator):
    # the reply's last line says who must decide, and how; the end of the game is said by the
    # summary that closes the last reply (and /game status), with its headline
    silent = frozenset({ev.WaitingFor, ev.GameOver})

    names: AltarNames

    # --- names ---

    def hero(self, hid: str | None) -> str:
        if not hid:
            return "?"
        pair = self.names.heroes.get(hid)
        if pair is None:
            return self.table.hero(hid)
        return pair[1] if self.lang == "fr" else pair[0]

    def figure(self, fid: str | None, fallback: str | None = None) -> str:
        if not fid:
            return fallback or "?"
        if fid.startswith("h_") and fid[2:] in self.names.heroes:
            return self.hero(fid[2:])
        pair = self.names.figures.get(fid)
        if pair is None:
            # a figure gone from the board since (the log tells old turns): the event's English name,
            # in French by the content's own pairs
            if fallback and self.lang == "fr":
                return french_names(self.table.rs.content).get(fallback, fallback)
            return fallback or fid
        return pair[1] if self.lang == "fr" else pair[0]

    def card(self, event: Any) -> str:
        """A card an event names, in this language (events carry both names; a few only the English)."""
        french = getattr(event, "name_fr", None)
        if self.lang == "fr" and french:
            return str(french)
        if self.lang == "fr" and getattr(event, "card", None) in self.names.cards:
            return self.names.cards[event.card][1]
        return str(getattr(event, "name", None) or getattr(event, "card", None) or "?")

    def room(self, room: Any) -> str:
        """A room by its corner squares ("the room at R12–V16"): its number is nowhere on the board."""
        text = str(room or "?")
        span = room_span(self.table.rs.content.board, text)
        return self.tr("room", span=span) if span != text else text

    def params(self, event: Any) -> dict[str, Any]:
        out = super().params(event)
        fields = event.__dict__
        if "name" in fields or "card" in fields:
            out["card"] = out["name"] = self.card(event)
        if "figure" in fields:
            out["figure"] = self.figure(event.figure, fields.get("name"))
        if "room" in fields:
            out["room"] = self.room(event.room)
        if "rhune" in fields:
            out["rhune"] = rhune_name(event.rhune)
        if isinstance(fields.get("to"), str) and fields["to"] in self.names.heroes:
            out["to"] = self.hero(fields["to"])
        if "hero" in fields:
            out["hero"] = self.hero(event.hero)
        elif isinstance(fields.get("seat"), str):
            out["hero"] = self.hero(event.seat)
        return out

    def who(self, key: str, event: Any) -> str:
        params = self.params(event)
        params["who"] = self.figure(event.figure, getattr(event, "name", None))
        return self.tr(key, **params)

    # --- events whose sentence needs more than their message -------------------------------------

    @tells(ev.AttributeTest)
    def test(self, e: ev.AttributeTest) -> str:
        text = self.tr("ev-test", who=self.figure(e.figure, e.name), dice=e.dice, extra=max(0, len(e.faces) - e.dice),
                       attr=self.tr(f"attr-{e.attr}", _default=str(e.attr or "?")),
                       rolled=dice_line(e.faces) if e.faces else self.tr("no_dice"), successes=e.successes)
        extras = []
        if e.focus_used:
            extras.append(self.tr("ev-test-focus_used", n=e.focus_used))
        if e.focus_gained:
            extras.append(self.tr("ev-test-focus_gained", n=e.focus_gained))
        return text + (f" ({', '.join(extras)})" if extras else "")

    @tells(ev.Moved)
    def moved(self, e: ev.Moved) -> str:
        spaces = int(e.spaces)
        return self.tr("ev-moved", who=self.figure(e.figure, e.name), path=" → ".join(e.path),
                       to=e.path[-1] if e.path else "?",
                       spaces=self.tr("ev-spaces_one" if spaces == 1 else "ev-spaces", n=spaces))

    @tells(ev.EnemyMoved, ev.EnemyPlaced)
    def enemy_moved(self, e: ev.EnemyMoved | ev.EnemyPlaced) -> str:
        return self.tr("ev-enemy_moved", who=self.figure(e.figure, e.name), to=e.path[-1] if e.path else "?",
                       path=" → ".join(e.path))

    @tells(ev.Attack)
    def attack(self, e: ev.Attack) -> str:
        text = self.tr("ev-attack", attacker=self.figure(e.attacker, e.attacker_name),
                       target=self.figure(e.target, e.target_name), successes=e.successes, defense=e.defense,
                       damage=e.damage)
        if e.armor_removed:
            text += " " + self.tr("ev-armor_removed", n=e.armor_removed)
        return text

    @tells(ev.Inflict)
    def inflict(self, e: ev.Inflict) -> str:
        text = self.tr("ev-inflict", enemy=self.figure(e.enemy, e.enemy_name),
                       target=self.figure(e.target, e.target_name), difficulty=e.difficulty,
                       successes=e.successes, defense=e.defense, damage=e.damage)
        if e.armor_used:
            text += " " + self.tr("ev-armor_removed", n=e.armor_used)
        return text

    @tells(ev.Damage)
    def damage(self, e: ev.Damage) -> str:
        return self.tr("ev-damage", who=self.figure(e.figure, e.name), amount=e.amount,
                       left=max(0, e.health - e.damage), health=e.health)

    @tells(ev.Heal)
    def heal(self, e: ev.Heal) -> str:
        return self.tr("ev-heal", who=self.figure(e.figure, e.name), amount=e.amount,
                       left=max(0, e.health - e.damage), health=e.health)

    @tells(ev.Defeated)
    def defeated(self, e: ev.Defeated) -> str:
        """'X is defeated', agreeing in French with the gender of the figure's name ("vaincue")."""
        return self.tr("ev-defeated", who=self.figure(e.figure, e.name), gender=self.gender(e.card) if e.card else "m")

    @tells(ev.Resist, ev.Armor, ev.ThreatToken, ev.ThreatBurn, ev.Exhausted, ev.Pushed,
           ev.NoTarget, ev.TrapTriggered)
    def figure_event(self, e: Any) -> str:
        return self.who(f"ev-{e.type}", e)

    @tells(ev.Supply)
    def supply(self, e: ev.Supply) -> str:
        key = "ev-supply_gain" if e.amount >= 0 else "ev-supply_loss"
        return self.tr(key, amount=abs(e.amount), supply=e.supply)

    @tells(ev.Channel, ev.RhuneSpent, ev.AltarRolled)
    def pool(self, e: Any) -> str:
        params = self.params(e)
        params["pool"] = pool_text(e.pool)
        if isinstance(e, ev.AltarRolled) and e.dice:
            # which dice were rolled, and why nobody was asked when the party's usual pick rolled them
            text = self.tr("ev-altar_rerolled", dice=", ".join(map(str, e.dice)), count=len(e.dice),
                           pool=params["pool"])
            return f"{text} {self.tr('ev-altar_usual_pick')}" if e.usual else text
        return self.tr(f"ev-{e.type}", **params)

    @tells(ev.QuestCard)
    def quest_card(self, e: ev.QuestCard) -> str:
        text = self.local(e, "text")
        if len(text) > MAX_TEXT:
            text = text[: MAX_TEXT - 1] + "…"
        return self.tr("ev-quest_card", card=self.card(e), room=self.room(e.room), text=text).rstrip(" —:")

    @tells(ev.Prompt)
    def prompt(self, e: ev.Prompt) -> str:
        who = self.hero(e.seat)
        if e.kind == "supply":
            if e.test:
                return self.tr("ev-prompt_supply_for", hero=who, **self.test_about(e))
            return self.tr("ev-prompt_supply", hero=who)
        if e.kind == "reaction":
            # the options are cards in the hero's hand: never listed in public
            text = self.tr("ev-prompt_reaction", hero=who, enemy=self.figure(e.enemy, e.enemy_name))
            if e.supply and e.test:
                text += " " + self.tr("ev-prompt_reaction_supply", **self.test_about(e))
            return text
        if e.kind == "after_attack":
            return self.tr("ev-prompt_after_attack", hero=who)  # the options are cards in hand: not listed
        if e.kind == "altar_dice":
            return self.tr("ev-prompt_altar_dice", hero=who, n=e.spaces)
        if e.kind == "move":
            # every reachable space is an option: too many to list in public
            return self.tr("ev-prompt_move", hero=who, who=self.figure(e.mover, e.mover_name), n=e.spaces)
        labels = e.options_fr if self.lang == "fr" and e.options_fr else e.options
        listed = " / ".join(f"{i + 1}. {label}" for i, label in enumerate(labels))
        return self.tr("ev-prompt_choose", hero=who, options=listed)

    def test_about(self, e: ev.Prompt) -> dict[str, Any]:
        """What a supply offer's test is for, as its message reads it."""
        if e.test == "inflict":
            cause = self.figure(e.enemy, e.enemy_name)
        else:
            cause = (e.cause_name_fr or e.cause_name) if self.lang == "fr" else e.cause_name
        return {"test": e.test, "attr": self.tr(f"attr-{e.attr}", _default=str(e.attr or "?")), "dice": e.dice,
                "more": e.dice + 1, "difficulty": e.difficulty, "supply": e.party_supply,
                **({"cause": cause} if cause else {})}

    @tells(ev.SupplyMode)
    def supply_mode(self, e: ev.SupplyMode) -> str:
        return self.tr(f"ev-supply_mode-{e.mode}", _default=str(e.mode), hero=self.hero(e.hero))

    @tells(ev.Searched)
    def searched(self, e: ev.Searched) -> str:
        text = self.tr("ev-searched", hero=self.hero(e.hero), room=self.room(e.room))
        if e.successes and e.cancelled >= e.successes:
            # every success went to the search tokens already there: say why nothing was found
            # the tokens already there before this search placed one more (`search_tokens` counts it)
            text += " " + self.tr("ev-searched_nothing", successes=e.successes, tokens=max(e.search_tokens - 1, 0))
        return text

    def gender(self, card_id: str) -> str:
        """The French gender and number of a card's name ("Clochette d'argent est surmontée"): the
        content has none, so the French messages keep them by card id (`card-gender`)."""
        return str(self.tr("card-gender", card=card_id))

    @tells(ev.Attached)
    def attached(self, e: ev.Attached) -> str:
        return self.tr("ev-attached", card=self.card(e), gender=self.gender(e.card))

    @tells(ev.VillainCard)
    def villain_card(self, e: ev.VillainCard) -> str:
        """A villain card is read out as it is drawn: its text says what it does (now, or while it stays
        in the villain's area), as a quest card's does."""
        card = self.table.rs.content.cards.get(e.card)
        text = ""
        if card is not None:
            text = (card.text_fr if self.lang == "fr" and card.text_fr else card.text) or ""
        if len(text) > MAX_TEXT:
            text = text[: MAX_TEXT - 1] + "…"
        return self.tr("ev-villain_card", card=self.card(e), **({"text": text} if text else {}))

    @tells(ev.Overcome)
    def overcome(self, e: ev.Overcome) -> str:
        text = self.tr("ev-overcome", card=self.card(e), gender=self.gender(e.card))
        if e.objectives is not None and e.of:
            text += " " + self.tr("ev-overcome_objectives", n=e.objectives, of=e.of)
        return text

    @tells(ev.Chose)
    def chose(self, e: ev.Chose) -> str:
        if e.option == "pass":
            return self.tr("ev-chose_pass", hero=self.hero(e.hero))
        return self.tr("ev-chose", hero=self.hero(e.hero), label=self.table.game.option_label(
            self.table, e.hero, e.option, e.label, e.label_fr) or e.option)

    @tells(ev.Mulligan)
    def mulligan(self, e: ev.Mulligan) -> str:
        if not e.count:
            return self.tr("ev-mulligan_kept", hero=self.hero(e.hero))
        return self.tr("ev-mulligan", hero=self.hero(e.hero), count=e.count)

    @tells(ev.HardChoice)
    def hard_choice(self, e: ev.HardChoice) -> str:
        return self.tr("ev-hard_choice", label=self.local(e, "label"))

    @tells(ev.ThreatDrawn)
    def threat_drawn(self, e: ev.ThreatDrawn) -> str:
        kind = self.tr(f"kind-{e.kind}", _default=str(e.kind))
        if e.text:  # an event: what it does, as it resolves now and goes to the discard
            return self.tr("ev-threat_event", hero=self.hero(e.hero), card=self.card(e), text=self.local(e, "text"))
        return self.tr("ev-threat_drawn", hero=self.hero(e.hero), card=self.card(e), kind=kind)

    @tells(ev.AttributeTestResult)
    def test_result(self, e: ev.AttributeTestResult) -> str:
        return self.tr("ev-test_passed" if e.passed else "ev-test_failed", difficulty=e.difficulty)

    @tells(ev.Spawned)
    def spawned(self, e: ev.Spawned) -> str:
        return self.tr("ev-spawned", card=self.card(e), label=e.label, square=e.square, hero=self.hero(e.hero))

    @tells(ev.Progress)
    def progress(self, e: ev.Progress) -> str:
        """Cards without a threshold only count their progress: no '/threshold' to show."""
        if e.amount == 0 and e.difficulty is not None:
            # a task test whose successes the difficulty all cancelled: what it takes to advance
            return self.tr("ev-no_progress", card=self.card(e), successes=e.successes or 0, difficulty=e.difficulty,
                           needed=e.difficulty + 1, progress=e.progress,
                           **({"threshold": e.threshold} if e.threshold is not None else {}))
        key = "ev-progress" if e.threshold is not None else "ev-progress_count"
        return self.tr(key, card=self.card(e), amount=e.amount, progress=e.progress, threshold=e.threshold)

    @tells(ev.RoomRevealed)
    def room_revealed(self, e: ev.RoomRevealed) -> str:
        room = self.room(e.room)
        if self.lang != "fr":  # "Room 3 is revealed!" (the French sentence starts with its own article)
            room = room[:1].upper() + room[1:]
        return self.tr("ev-room_revealed", room=room)
