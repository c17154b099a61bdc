"""Altered as the bot plays it: a two-seat card duel with hidden hands.

No command of its own: `/play card [from] [expedition] [target]` plays a card (and answers the decisions
that name cards: the mana at set-up and each Morning, the clean-up at Night, which ability resolves next),
`/use card [target]` takes a quick action (exhaust a hero or permanent, or a support ability from the
reserve), `/end` passes (or, at a Morning, keeps every card in hand). `/do` lists every legal action in
words. Cards are named as players read them (a number only tells two copies in one zone apart); no card
instance id ever reaches a player. Everything is read from views: a seat's own, or the public one.
The narration of the events is in `narrate.py`.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from engine.core.errors import RuleError
from engine.rulesets.altered import events as ev
from engine.rulesets.altered.content import DeckError
from engine.rulesets.altered.decklist import format_deck_list, parse_deck_list
from engine.rulesets.altered.policy import choose, waiting_seat

from ...commands import Option, Verb, shared
from ...gamekit import BotGame, Refusal, Table, fold, named_by, resolve_name
from .narrate import AlteredNarrator, article_key

EXPEDITIONS = ("hero", "companion")
SOURCES = ("hand", "reserve")
TERRAINS = ("forest", "mountain", "water")
LANGS = ("en", "fr")
ARROW = "→"
LIST_SEPARATORS = (",", "+", ";")
LIMIT = 100  # characters of an autocomplete choice (Discord's limit): /do's words must fit


def local(d: dict[str, Any], lang: str, key: str = "name") -> str:
    if lang == "fr" and d.get(f"{key}_fr"):
        return str(d[f"{key}_fr"])
    return str(d.get(key) or "?")


# zones whose copies of one card are alike (no boost, no status): the first copy keeps its bare name, the
# next ones are "Cinder Hound 2", "Cinder Hound 3", so that the bare name picks a copy wherever a name is
# typed (`/choose` among them, which the shared code matches) and the numbered one picks that copy
ALIKE_ZONES = ("hand", "mana", "reserve", "discard", "landmarks")


def numbered(cards: list[dict[str, Any]], lang: str, alike: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """Each card's name, with a number when two cards of one name share the zone (`alike`: not on the
    first copy, see ALIKE_ZONES)."""
    counts = Counter(c["card"] for c in cards)
    seen: Counter[str] = Counter()
    out = []
    for c in cards:
        name = local(c, lang)
        if counts[c["card"]] > 1:
            seen[c["card"]] += 1
            if not (alike and seen[c["card"]] == 1):
                name = f"{name} {seen[c['card']]}"
        out.append((name, c))
    return out


def split_list(text: str) -> list[str]:
    parts = [text]
    for sep in LIST_SEPARATORS:
        parts = [piece for part in parts for piece in part.split(sep)]
    return [p.strip() for p in parts if p.strip()]


class Cards:
    """Every card a view shows (the viewer's own hand and mana included when it is a seat's view), by
    instance id: its name as players read it and its place ("Reef Scout (Tidewardens Starter · hero
    expedition)"). Built from a view only, so it can name nothing hidden from that view."""

    def __init__(self, table: Table, view: dict[str, Any], lang: str, viewer: str | None = None) -> None:
        self.name: dict[str, str] = {}
        self.label: dict[str, str] = {}
        self.zone: dict[str, tuple[str, str]] = {}  # uid -> (owner, zone)
        self.cards: dict[str, dict[str, Any]] = {}
        self.hand_position: dict[str, int] = {}
        for owner in view.get("order", []):
            p = view["players"][owner]
            who = table.game.seat_name(view, owner, lang) or owner
            side = "mine" if owner == viewer else "theirs"
            zones: list[tuple[str, list[dict[str, Any]]]] = [
                ("hero", [p["hero"]]), ("hero_expedition", p["expeditions"]["hero"]),
                ("companion_expedition", p["expeditions"]["companion"]), ("landmarks", p["landmarks"]),
                ("reserve", p["reserve"]), ("discard", p["discard"])]
            if "hand" in p:
                zones += [("hand", p["hand"]), ("mana", p.get("mana") or [])]
            for zone, cards in zones:
                for i, (name, c) in enumerate(numbered(cards, lang, zone in ALIKE_ZONES)):
                    uid = c["uid"]
                    self.name[uid] = name
                    self.zone[uid] = (owner, zone)
                    self.cards[uid] = c
                    if zone in ("hero", "hand", "mana"):
                        self.label[uid] = name
                    else:
                        if viewer is None:
                            where = table.game.texts(lang, f"altered-where-{zone}", hero=who)
                        else:  # as the seat reads it, short: "(their hero)", "(your reserve)"
                            where = table.game.texts(lang, f"altered-{side}-{zone}")
                        self.label[uid] = str(table.game.texts(lang, "altered-card-where", card=name, where=where))
                    if zone == "hand":
                        self.hand_position[uid] = i + 1


class AlteredGame(BotGame):
    id = "altered"
    locales = Path(__file__).resolve().parent / "locales"
    verbs = (
        shared("play", Option("expedition", choices=EXPEDITIONS), Option("from", choices=SOURCES)),
        shared("use"),
        shared("end"),
    )
    picture_after = frozenset({ev.PhaseStarted, ev.ExpeditionMoved, ev.TumultRevealed, ev.Won})
    # the expeditions Dusk moved are shown before the Morning's mana choices, not after them
    picture_before_decision = frozenset({ev.ExpeditionMoved, ev.TumultRevealed})
    rules_topics = ("goal", "day", "afternoon", "playing", "reserve", "dusk", "night", "end", "deckbuilding",
                    "controls")
    setup_options = (Option("opponent", choices=("player", "bot")),)
    buttons = ("end", "hand", "status", "board")
    min_party = 2
    default_party = 2
    narrator_cls = AlteredNarrator

    # --- whose move it is ----------------------------------------------------------------------------

    def waiting(self, table: Table) -> list[str]:
        view = table.view()
        if view.get("result"):
            return []
        out = list(view.get("deciding") or [])
        if view.get("phase") == "afternoon" and view.get("active"):
            out.append(view["active"])
        return list(dict.fromkeys(out))

    def idle_text(self, table: Table, seat: str) -> str | None:
        """Whom play waits for when `seat` can do nothing: the other seat's Afternoon turn (the seat has
        passed, or not), or the decision it owes (a mana choice the first player makes first, say)."""
        if table.state is None or self.legal(table, seat):
            return None
        view = table.view()
        if view.get("result"):
            return None
        others = [s for s in view.get("deciding") or [] if s != seat]
        if others:
            return str(table.tr("altered-idle-decision", hero=table.hero(others[0]), player=table.player(others[0]),
                                decision=view.get("decision") or "", after="yes" if seat in view["deciding"] else "no"))
        active = view.get("active")
        if view.get("phase") == "afternoon" and active and active != seat:
            key = "altered-idle-passed" if view["players"][seat].get("passed") else "altered-idle-turn"
            return str(table.tr(key, hero=table.hero(active), player=table.player(active)))
        return None

    # --- names --------------------------------------------------------------------------------------

    def cards(self, table: Table, seat: str | None, lang: str | None = None) -> Cards:
        return Cards(table, table.view(seat), lang or table.lang, seat)

    def expedition_word(self, table: Table, name: str | None, lang: str | None = None) -> str:
        return str(table.game.texts(lang or table.lang, f"altered-exp-{name}"))

    def source_word(self, table: Table, source: str, lang: str | None = None) -> str:
        return str(table.game.texts(lang or table.lang, f"altered-from-{source}"))

    def legal(self, table: Table, seat: str) -> list[Any]:
        return list(table.rs.legal_actions(table.state, seat)) if table.state is not None else []

    def decision(self, table: Table, seat: str) -> str | None:
        """The decision `seat` owes now (None in the Afternoon or while another seat decides)."""
        view = table.view(seat)
        return view.get("decision") if seat in (view.get("deciding") or []) else None

    def source_of(self, cards: Cards, uid: str) -> str:
        return "reserve" if cards.zone.get(uid, ("", ""))[1] == "reserve" else "hand"

    def play_value(self, table: Table, cards: Cards, uid: str, expedition: str | None, lang: str) -> str:
        """A play as typed in `/play card:` ("Ash Runner 2 → hero", "Ebb (reserve)")."""
        text = cards.name.get(uid, "?")
        if self.source_of(cards, uid) == "reserve":
            text = f"{text} ({self.source_word(table, 'reserve', lang)})"
        if expedition:
            text = f"{text} {ARROW} {self.expedition_word(table, expedition, lang)}"
        return text

    def own_name(self, table: Table, cards: Cards, uid: str) -> str:
        """A card of one's own reserve or landmarks, as the clean-up names it ("Watchfire (landmark)")."""
        name = cards.name.get(uid, "?")
        if cards.zone.get(uid, ("", ""))[1] == "landmarks":
            return f"{name} ({table.tr('altered-kind-landmark')})"
        return name

    def targets_text(self, cards: Cards, targets: list[str]) -> str:
        return " + ".join(cards.label.get(t, "?") for t in targets)

    # --- commands -> actions -------------------------------------------------------------------------

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        o = {k: v for k, v in options.items() if v not in (None, "")}
        kind = verb.key
        typed = str(o.get("card", "")).strip()
        decision = self.decision(table, seat)
        if kind == "end":  # in a decision: its empty answer (which the engine refuses, saying why, when it is owed)
            if decision in ("setup_mana", "morning_mana"):
                return {"type": "mana", "cards": []}
            if decision == "cleanup":
                return {"type": "cleanup", "discard": []}
            return {"type": "pass"}
        meant_to_play = kind == "use" or (kind == "play" and (o.get("expedition") or o.get("target") or ARROW in typed
                                                            or "->" in typed))
        if decision in ("setup_mana", "morning_mana", "cleanup") and meant_to_play:
            # "/play card:X expedition:hero" or a /use means to play the card: never spent as mana, nor discarded,
            # at a decision that takes a bare /play card: as its answer
            name = self.parse_play_text(table, typed)[0]
            ref = self.own_ref(table, seat, name, ("hand", "reserve"))
            said = self.cards(table, seat).name.get(ref, name) if ref else name
            raise RuleError("altered_play_not_mana", "Cards are played in the Afternoon, not at this decision.",
                            card=said[:60], decision=decision)
        answer = self.decision_answer(table, seat, decision, typed)
        if answer is not None:
            return answer
        if decision == "trigger_order":
            return {"type": "trigger", "card": self.controlled_ref(table, seat, typed)}
        if kind == "use":
            return self.use_action(table, seat, typed, str(o.get("target", "")))
        return self.play_action(table, seat, typed, o.get("expedition"), o.get("from"), str(o.get("target", "")))

    def answer_aside(self, table: Table, seat: str, typed: str) -> dict[str, Any] | None:
        """At the set-up both players choose their 3 mana cards at once: the prompt asks one of them, the
        other's `/choose` names cards of their own hand (so for any decision two seats owe together)."""
        return self.decision_answer(table, seat, self.decision(table, seat), typed)

    def decision_answer(self, table: Table, seat: str, decision: str | None, typed: str) -> dict[str, Any] | None:
        """Cards named for a mana choice or the clean-up, as that decision's action; None for other moments."""
        if decision in ("setup_mana", "morning_mana"):
            return {"type": "mana", "cards": self.hand_list(table, seat, typed)}
        if decision == "cleanup":
            return {"type": "cleanup", "discard": self.cleanup_list(table, seat, typed)}
        return None

    def own_ref(self, table: Table, seat: str, typed: str, zones: tuple[str, ...]) -> str | None:
        """The uid of the seat's own card in one of `zones` that `typed` names (either language, any case,
        a clear beginning); two copies of one card in one zone are the same choice. None: no such card."""
        key = fold(typed)
        if not key:
            return None
        offered: list[tuple[str, str]] = []
        for lang in LANGS:
            cards = self.cards(table, seat, lang)
            offered += [(cards.name[u], u) for u, (owner, zone) in cards.zone.items() if owner == seat and zone in zones]
            if "hand" in zones:
                offered += [(str(n), u) for u, n in cards.hand_position.items()]
        found = resolve_name(offered, typed)
        if found is not None:
            return str(found)
        # "ash runner" with two in hand: either copy will do (the first)
        cards = self.cards(table, seat)
        same = [u for label, u in offered if fold(label).startswith(key)]
        if same and len({(cards.cards[u]["card"], cards.zone[u]) for u in same}) == 1:
            return same[0]
        # "Forge Apprentice 2" as /hand showed it, its other copy played since: the number is gone, the card
        # is the same
        base = re.sub(r"\s+\d+$", "", typed.strip())
        if base != typed.strip() and base:
            return self.own_ref(table, seat, base, zones)
        return None

    def named_list(self, table: Table, seat: str, typed: str, zones: tuple[str, ...]) -> list[str]:
        """Several of the seat's own cards named in one text ("Ebb, Ash Runner, 4"); a name given twice
        takes the next copy of that card (a number given twice stays the one card: the engine refuses it).
        What names nothing stays as typed (the engine refuses it)."""
        out: list[str] = []
        mine = self.cards(table, seat)
        extra: list[tuple[str, str]] = []
        for lang in LANGS:
            cards = self.cards(table, seat, lang)
            extra += [(self.own_name(table, cards, u), u) for u, (o, z) in cards.zone.items()
                      if o == seat and z == "landmarks"]
        for part in split_list(typed):
            ref = self.own_ref(table, seat, part, zones)
            if ref is None and "landmarks" in zones:
                found = resolve_name(extra, part)
                ref = str(found) if found is not None else None
            if ref is not None and ref in out and not part.strip().isdigit():  # a number is one card, not a name
                same = [u for u, (o, z) in mine.zone.items() if o == seat and z == mine.zone[ref][1]
                        and mine.cards[u]["card"] == mine.cards[ref]["card"] and u not in out]
                ref = same[0] if same else ref
            out.append(ref if ref is not None else part)
        return out

    def hand_list(self, table: Table, seat: str, typed: str) -> list[str]:
        return self.named_list(table, seat, typed, ("hand",))

    def cleanup_list(self, table: Table, seat: str, typed: str) -> list[str]:
        return self.named_list(table, seat, typed, ("reserve", "landmarks"))

    def controlled_ref(self, table: Table, seat: str, typed: str) -> str:
        zones = ("hero", "hero_expedition", "companion_expedition", "landmarks")
        return self.own_ref(table, seat, typed, zones) or typed

    def parse_play_text(self, table: Table, typed: str) -> tuple[str, str | None, str | None]:
        """"Ash Runner (reserve) → hero" -> (name, source, expedition), in either language."""
        name, _, where = typed.partition(ARROW)
        if not where and "->" in name:
            name, _, where = name.partition("->")
        expedition = None
        for lang in LANGS:
            for exp in EXPEDITIONS:
                if fold(where) and fold(where) == fold(self.expedition_word(table, exp, lang)):
                    expedition = exp
        source = None
        name = name.strip()
        for lang in LANGS:
            for src in SOURCES:
                tail = f"({self.source_word(table, src, lang)})"
                if fold(name).endswith(fold(tail)):
                    source, name = src, name[: len(name) - len(tail)].strip()
        return name, source, expedition

    def play_action(self, table: Table, seat: str, typed: str, expedition: Any, source: Any,
                    target: str) -> dict[str, Any]:
        name, parsed_source, parsed_exp = self.parse_play_text(table, typed)
        source = str(source) if source in SOURCES else parsed_source
        expedition = str(expedition) if expedition in EXPEDITIONS else parsed_exp
        cards = self.cards(table, seat)
        if source is None:
            in_hand, in_reserve = self.own_ref(table, seat, name, ("hand",)), self.own_ref(table, seat, name, ("reserve",))
            if in_hand and in_reserve and cards.cards[in_hand].get("card") == cards.cards[in_reserve].get("card"):
                # one card in the hand and one in the reserve answer to that name: they cost and do differently
                # (a reserve card is played for its reserve cost, and comes back fleeting): the player says which
                raise RuleError("altered_which_copy", "That card is in your hand and in your reserve: say which.",
                                card=cards.name.get(in_hand, name)[:60],
                                hand=self.cost_of(table, cards.cards[in_hand], "hand"),
                                reserve=self.cost_of(table, cards.cards[in_reserve], "reserve"))
            ref = self.own_ref(table, seat, name, ("hand", "reserve")) or in_hand or in_reserve
        else:
            ref = self.own_ref(table, seat, name, (source,))
            other = "reserve" if source == "hand" else "hand"
            there = self.own_ref(table, seat, name, (other,)) if ref is None else None
            if there is not None:  # `from:hand` for a card in the reserve (or the other way): say where it is
                raise RuleError("altered_not_there", f"That card is in your {other}, not your {source}.",
                                card=cards.name.get(there, name)[:60], where=other)
        action: dict[str, Any] = {"type": "play", "card": ref or name or typed, "expedition": expedition,
                                  "targets": self.target_list(table, seat, target, ref)}
        return action

    def use_action(self, table: Table, seat: str, typed: str, target: str) -> dict[str, Any]:
        name, source, _exp = self.parse_play_text(table, typed)
        controlled = self.own_ref(table, seat, name, ("hero", "hero_expedition", "companion_expedition", "landmarks"))
        exhaustable = {a.card for a in self.legal(table, seat) if a.type == "exhaust"}
        if controlled is not None and (source != "reserve" or controlled in exhaustable):
            return {"type": "exhaust", "card": controlled, "targets": self.target_list(table, seat, target, controlled)}
        reserve = self.own_ref(table, seat, name, ("reserve",))
        if reserve is not None:
            return {"type": "support", "card": reserve, "targets": self.target_list(table, seat, target, reserve)}
        return {"type": "exhaust", "card": name or typed, "targets": self.target_list(table, seat, target)}

    def target_list(self, table: Table, seat: str, typed: str, card: str | None = None) -> list[str]:
        """Targets named by their labels ("Reef Scout (Tidewardens Starter · hero expedition)"), or a clear
        part of them, separated by + or commas; what names no card visible to the seat stays as typed.
        The cards `card`'s effects may target come first: a name that fits one of them and some other card
        is that one, and a name that fits several is refused naming those only (the engine refuses a
        target they may not have, naming the ones they may)."""
        out = []
        offered: list[tuple[str, str]] = []
        for lang in LANGS:
            cards = self.cards(table, seat, lang)
            offered += [(cards.label[u], u) for u, (o, z) in cards.zone.items()
                        if z in ("hero_expedition", "companion_expedition") or (z == "reserve" and o != seat)]
            offered += [(cards.name[u], u) for u, (o, z) in cards.zone.items()
                        if z in ("hero_expedition", "companion_expedition") or (z == "reserve" and o != seat)]
        legal = {t for a in self.legal(table, seat) if a.type in ("play", "exhaust", "support") and a.card == card
                 for t in a.targets} if card else set()
        allowed = [(label, u) for label, u in offered if u in legal]
        for part in split_list(typed):
            found = resolve_name(allowed, part)
            if found is None:
                self.refuse_ambiguous(table, seat, allowed, part)
                found = resolve_name(offered, part)
            if found is None and not allowed:
                self.refuse_ambiguous(table, seat, offered, part)
            if found is None and allowed:
                # several cards the effect may not have ("shell guard", the opponent's two): any of them is
                # refused as one it cannot target; what names no card at all stays as typed (refused so)
                found = next(iter(named_by(offered, part)), None)
            out.append(str(found) if found is not None else part)
        return out

    def refuse_ambiguous(self, table: Table, seat: str, offered: list[tuple[str, str]], typed: str) -> None:
        """A target that names several cards (a Ridge Warden in each expedition): refused, saying how to name
        each one (its label, as /do and autocomplete write it)."""
        key = fold(typed)
        if not key:
            return
        pattern = re.compile(rf"(?<!\w){re.escape(key)}")
        uids = list(dict.fromkeys(u for label, u in offered if pattern.search(fold(label))))
        if len(uids) < 2:
            return
        # the cards by id (short, never clipped), named in the refusal's language by `refusal_params`
        raise RuleError("altered_target_ambiguous", f"{typed!r} names {len(uids)} cards.", typed=typed[:60],
                        n=len(uids), viewer=seat, targets=" ".join(uids[:6]))

    # --- autocomplete and /do ---------------------------------------------------------------------------

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        command = verb.key if verb else None
        if field == "card" and command in ("play", "use"):
            return self.card_choices(table, seat, command, options)
        if field == "target" and command in ("play", "use"):
            return self.target_choices(table, seat, command, options)
        return []

    def card_choices(self, table: Table, seat: str, command: str, options: dict[str, Any]) -> list[tuple[str, Any]]:
        legal = self.legal(table, seat)
        cards = self.cards(table, seat)
        lang, tr = table.lang, table.tr
        out: list[tuple[str, Any]] = []
        decision = self.decision(table, seat)
        if decision is not None:
            for a in legal:
                if a.type == "mana" and a.cards:
                    names = ", ".join(cards.name.get(u, "?") for u in a.cards)
                    out.append((tr("altered-choice-mana", cards=names), names))
                elif a.type == "cleanup":
                    names = ", ".join(self.own_name(table, cards, u) for u in a.discard)
                    out.append((tr("altered-choice-cleanup", cards=names), names))
                elif a.type == "trigger":
                    out.append((tr("altered-choice-trigger", card=cards.name.get(a.card, "?")),
                                cards.name.get(a.card, "?")))
            return out
        want_exp = options.get("expedition") if options.get("expedition") in EXPEDITIONS else None
        want_src = options.get("from") if options.get("from") in SOURCES else None
        seen: set[str] = set()
        for a in legal:
            if command == "play" and a.type == "play":
                if (want_exp and a.expedition != want_exp) or (want_src and self.source_of(cards, a.card) != want_src):
                    continue
                value = self.play_value(table, cards, a.card, a.expedition, lang)
                if value in seen:
                    continue
                seen.add(value)
                c = cards.cards.get(a.card, {})
                src = self.source_of(cards, a.card)
                cost = self.cost_of(table, c, src)
                out.append((tr("altered-choice-play", play=value, cost=cost, stats=self.stats(table, c)), value))
            elif command == "use" and a.type in ("exhaust", "support"):
                value = cards.name.get(a.card, "?")
                if a.type == "support":
                    value = f"{value} ({self.source_word(table, 'reserve', lang)})"
                if value in seen:
                    continue
                seen.add(value)
                label = str(tr(f"altered-choice-{a.type}", card=value, cost=self.exhaust_cost(table, a.card, cards)))
                card_id = str(cards.cards.get(a.card, {}).get("card", ""))
                out.append((self.with_effect(table, label, card_id, a.type), value))
        return out

    def target_choices(self, table: Table, seat: str, command: str, options: dict[str, Any]) -> list[tuple[str, Any]]:
        typed = str(options.get("card") or "")
        kinds = ("play",) if command == "play" else ("exhaust", "support")
        try:
            wanted = self.action(self.verb(command) or Verb(command), {**options, "target": ""}, table, seat)
        except Exception:  # noqa: BLE001 - autocomplete never fails
            wanted = {}
        cards = self.cards(table, seat)
        out: dict[str, str] = {}
        for a in self.legal(table, seat):
            if a.type not in kinds or not a.targets:
                continue
            if typed and a.card != wanted.get("card"):
                continue
            if a.type == "play" and wanted.get("expedition") and a.expedition != wanted.get("expedition"):
                continue
            text = self.targets_text(cards, a.targets)
            out.setdefault(text, text)
        return [(label, value) for label, value in out.items()]

    def cost_of(self, table: Table, card: dict[str, Any], source: str) -> int:
        d = table.rs.content.cards.get(card.get("card", ""))
        if d is None:
            return 0
        return int(d.hand_cost if source == "hand" else d.reserve_cost)

    def exhaust_cost(self, table: Table, uid: str, cards: Cards) -> int:
        d = table.rs.content.cards.get(cards.cards.get(uid, {}).get("card", ""))
        if d is None:
            return 0
        found = d.abilities_for("exhaust")
        return int(found[0].cost) if found else 0

    def stats(self, table: Table, card: dict[str, Any]) -> str:
        """"2/1/0" (forest/mountain/water) for a character, its kind otherwise."""
        if card.get("kind") in ("character", "token"):
            return "/".join(str(card.get(t, 0)) for t in TERRAINS)
        return str(table.tr(f"altered-kind-{card.get('kind', 'character')}"))

    def told(self, action: Any, table: Table, seat: str) -> str:
        """The public log's words: cards put into the mana by their number only. Their place in the hand would
        tell the other player whether the card just drawn (drawn cards go last) went face down."""
        answered = self.answered(table, seat, str(action.option)) if action.type == "choose" else action
        if answered.type == "mana" and answered.cards:
            return str(table.tr("altered-told-mana", n=len(answered.cards)))
        return self.describe(action, table, seat)

    def describe(self, action: Any, table: Table, seat: str) -> str:
        tr = table.tr
        cards = self.cards(table, seat)
        kind = action.type
        if kind == "choose":  # a prompt's answer (`/choose`, a button, the timer): the decision it answers
            action = self.answered(table, seat, str(action.option))
            kind = action.type
        if kind == "mana":
            # by their place in the hand (mana cards are secret; the public log says only how many: `told`)
            if not action.cards:
                return str(tr("altered-do-mana-none"))
            places = ", ".join(str(cards.hand_position.get(u, "?")) for u in action.cards)
            return str(tr("altered-do-mana", places=places, n=len(action.cards)))
        if kind == "play":
            src = self.source_of(cards, action.card)
            c = cards.cards.get(action.card, {})
            text = tr("altered-do-play", card=cards.name.get(action.card, "?"), source=src,
                      expedition=action.expedition or "none", cost=self.cost_of(table, c, src))
            return self.with_targets(table, cards, str(text), action.targets)
        if kind in ("exhaust", "support"):
            text = tr(f"altered-do-{kind}", card=cards.name.get(action.card, "?"),
                      cost=self.exhaust_cost(table, action.card, cards))
            card_id = str(cards.cards.get(action.card, {}).get("card", ""))
            effect = self.with_effect(table, str(text), card_id, kind)
            if not action.targets:
                return effect
            names = Counter(cards.name[u] for u, (_o, z) in cards.zone.items()
                            if z in ("hero_expedition", "companion_expedition", "reserve"))
            tries = [self.targets_text(cards, action.targets)]
            if all(names[cards.name.get(t, "?")] == 1 for t in action.targets):  # a name alone says which
                tries.append(" + ".join(cards.name.get(t, "?") for t in action.targets))
            for targets in tries:
                said = str(tr("altered-do-targets", text=effect, targets=targets))
                if len(said) <= LIMIT:
                    return said
            # the targets matter more than the effect's words when both do not fit
            return self.with_targets(table, cards, str(text), action.targets)
        if kind == "pass":
            return str(tr("altered-do-pass"))
        if kind == "cleanup":
            return str(tr("altered-do-cleanup", cards=", ".join(self.own_name(table, cards, u) for u in action.discard)))
        if kind == "trigger":
            return str(tr("altered-do-trigger", card=cards.label.get(action.card, "?")))
        return str(kind)

    def answered(self, table: Table, seat: str, option: str) -> Any:
        """The action a `/choose` answer stands for in the decision the seat owes (as the engine reads it)."""
        picked = [] if option.strip() in ("", "none") else [o.strip() for o in option.split(",") if o.strip()]
        decision = table.view(seat).get("decision")
        parse = table.rs.parse_action
        if decision == "trigger_order":
            return parse({"type": "trigger", "card": picked[0] if picked else ""})
        if decision == "cleanup":
            return parse({"type": "cleanup", "discard": picked})
        return parse({"type": "mana", "cards": picked})

    def ability_effect(self, table: Table, card_id: str, trigger: str) -> str:
        """What a quick action does, in the card's own words ("a character of yours gains 1 boost"): the
        sentence of its text after "Exhaust me, pay 1:" or "Support:"."""
        d = table.rs.content.cards.get(card_id)
        if d is None:
            return ""
        text = d.text_fr if table.lang == "fr" and d.text_fr else d.text
        opener = {"exhaust": r"(?:Exhaust me|Épuisez-moi)[^:.]*", "support": r"(?:Support|Soutien)\s*"}[trigger]
        found = re.search(opener + r":\s*(.+?)\.(?:\s|$)", text)
        return found.group(1).strip() if found else ""

    def with_effect(self, table: Table, text: str, card_id: str, trigger: str) -> str:
        """An action's words with what it does, when that fits in a choice's 100 characters."""
        effect = self.ability_effect(table, card_id, trigger)
        said = str(table.tr("altered-do-effect", text=text, effect=effect)) if effect else text
        return said if len(said) <= LIMIT else text

    def with_targets(self, table: Table, cards: Cards, text: str, targets: list[str]) -> str:
        """An action's words with its targets, within the 100 characters a choice may have (the targets by
        name alone when their places would not fit)."""
        if not targets:
            return text
        said = str(table.tr("altered-do-targets", text=text, targets=self.targets_text(cards, targets)))
        if len(said) > LIMIT:
            said = str(table.tr("altered-do-targets", text=text,
                                targets=" + ".join(cards.name.get(t, "?") for t in targets)))
        return said

    def refusal_params(self, table: Table, params: dict[str, Any]) -> dict[str, Any]:
        """A refused card named by the words players read: an instance id shown by the public view becomes
        that card's name; an English card name its French one in French. Nothing else is looked up."""
        out = super().refusal_params(table, params)
        if table.state is None:
            return out
        public = self.cards(table, None)
        by_english = {d.name: d for d in table.rs.content.cards.values()}
        if out.get("targets") and out.get("viewer") in table.view().get("order", []):
            # the ways to name each of several cards, as their seat reads them ("Ridge Warden (your hero)")
            labels = self.cards(table, str(out["viewer"])).label
            out["options"] = ", ".join(f"`target:{labels.get(u, '?')}`" for u in str(out.pop("targets")).split())
        for key, value in list(out.items()):
            if not isinstance(value, str):
                continue
            if value in public.label:
                out[key] = public.label[value]
            elif table.lang == "fr" and value in by_english:
                out[key] = by_english[value].name_fr
        return out

    # --- texts ---------------------------------------------------------------------------------------

    def title(self, table: Table) -> str:
        quest = table.view().get("quest") or {}
        return local(quest, table.lang)

    def region_name(self, table: Table, index: int) -> str:
        regions = table.view().get("adventure") or []
        if 0 <= index < len(regions) and regions[index].get("revealed"):
            return local(regions[index], table.lang)
        return str(table.tr("altered-region-hidden", n=index + 1))

    def region_at(self, table: Table, index: int | None) -> str:
        """Where an expedition stands, after its preposition ("at Stone Ford", « au Gué de Pierre »,
        « dans l'Arène » when it has no place on the row)."""
        if index is None:
            return str(table.tr("altered-at-arena"))
        regions = table.view().get("adventure") or []
        region = regions[index] if 0 <= index < len(regions) else None
        return str(table.tr("altered-at-region", region=self.region_name(table, index),
                            article=article_key(table.rs.content, region)))

    def terrain_text(self, table: Table, terrain: list[str] | None) -> str:
        if not terrain:
            return str(table.tr("altered-terrain-hidden"))
        return ", ".join(str(table.tr(f"altered-terrain-{t}")) for t in terrain)

    def start_lines(self, table: Table) -> list[str]:
        view = table.view()
        row = " · ".join(f"{i + 1}. {self.region_name(table, i)}" for i in range(len(view.get("adventure") or [])))
        return [table.tr("altered-start", first=table.hero(view.get("first")), row=row),
                table.tr("altered-start-help")]

    def whose_turn(self, table: Table) -> str:
        view = table.view()
        if view.get("result"):
            return ""
        deciding = list(view.get("deciding") or [])
        if deciding:
            who = ", ".join(f"{table.hero(s)} ({table.player(s)})" for s in deciding)
            return str(table.tr(f"altered-wait-{view.get('decision')}", heroes=who))
        active = view.get("active")
        if active and view.get("phase") == "afternoon":
            p = view["players"][active]
            return str(table.tr("altered-turn", hero=table.hero(active), player=table.player(active),
                                ready=p.get("mana_ready", 0), orbs=p.get("mana_count", 0)))
        return ""

    def expedition_line(self, table: Table, seat: str, name: str) -> str:
        view = table.view()
        p = view["players"][seat]
        cards = p["expeditions"][name]
        totals = dict.fromkeys(TERRAINS, 0)
        for c in cards:
            if c.get("kind") in ("character", "token") and not c.get("asleep"):
                for t in TERRAINS:
                    totals[t] += int(c.get(t, 0))
        listed = ", ".join(self.card_state(table, c) for c in cards) or table.tr("altered-none")
        pos = p.get("positions", {}).get(name)
        where = self.region_at(table, pos)
        return str(table.tr("altered-st-expedition", expedition=self.expedition_word(table, name), where=where,
                            forest=totals["forest"], mountain=totals["mountain"], water=totals["water"],
                            cards=listed))

    def leader_flags(self, table: Table, hero: dict[str, Any]) -> str:
        """The hero card's markers after the seat's name (the seat is named by its hero): " (exhausted)"."""
        flags = [str(table.tr(f"altered-flag-{f}")) for f in ("boosts", "exhausted") if hero.get(f)]
        return f" — {', '.join(flags)}" if flags else ""

    def card_state(self, table: Table, c: dict[str, Any]) -> str:
        text = local(c, table.lang)
        if c.get("kind") in ("character", "token"):
            text += f" {self.stats(table, c)}"
        flags = [str(table.tr(f"altered-flag-{f}")) for f in ("boosts", "fleeting", "anchored", "asleep", "exhausted")
                 if c.get(f)]
        return text + (f" ({', '.join(flags)})" if flags else "")

    def status_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        phase = tr(f"altered-phase-{view.get('phase')}")
        lines = [tr("altered-st-head", quest=self.title(table), day=view.get("day", 1), phase=phase,
                    first=table.hero(view.get("first")))]
        if view.get("arena"):
            arena = view.get("arena_region") or {}
            lines.append(tr("altered-st-arena", region=local(arena, table.lang)))
        regions = view.get("adventure") or []
        row = []
        for i, r in enumerate(regions):
            markers = [f"{table.hero(s)} {self.expedition_word(table, e)}" for s in view.get("order", [])
                       for e, pos in (view["players"][s].get("positions") or {}).items() if pos == i]
            text = f"{i + 1}. {self.region_name(table, i)}"
            if r.get("terrain"):  # a face-down region's name says already that it is face down
                text += f" [{self.terrain_text(table, r.get('terrain'))}]"
            row.append(text + (f" ← {', '.join(markers)}" if markers else ""))
        lines.append(tr("altered-st-row", row=" · ".join(row)))
        for seat in view.get("order", []):
            p = view["players"][seat]
            if view.get("result"):
                state = tr("altered-st-over")
            elif seat in (view.get("deciding") or []):
                state = tr("altered-st-deciding")
            elif view.get("phase") == "afternoon" and view.get("active") == seat:
                state = tr("altered-st-to_play")
            elif p.get("passed") and view.get("phase") == "afternoon":  # passing is for this Afternoon only
                state = tr("altered-st-passed")
            else:
                state = tr("altered-st-waiting")
            lines.append(tr("altered-st-seat", hero=table.hero(seat), player=table.player(seat), state=state,
                            leader=self.leader_flags(table, p["hero"]), hand=p.get("hand_count", 0),
                            deck=p.get("deck", 0), ready=p.get("mana_ready", 0), orbs=p.get("mana_count", 0),
                            discard=len(p.get("discard") or [])))
            if p["hero"].get("text"):  # a hero is face up: both players may read what it does
                lines.append(tr("altered-st-hero", text=local(p["hero"], table.lang, "text")))
            for name in EXPEDITIONS:
                lines.append(self.expedition_line(table, seat, name))
            reserve = ", ".join(self.card_state(table, c) for c in p.get("reserve") or []) or tr("altered-none")
            landmarks = ", ".join(self.card_state(table, c) for c in p.get("landmarks") or []) or tr("altered-none-landmarks")
            lines.append(tr("altered-st-zones", reserve=reserve, landmarks=landmarks))
        return [str(x) for x in lines]

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        view, tr, lang = table.view(seat), table.tr, table.lang
        p = view["players"][seat]
        content = table.rs.content.cards
        lines = [tr("altered-hand-head", hero=table.hero(seat), n=len(p.get("hand") or []), deck=p.get("deck", 0),
                    ready=p.get("mana_ready", 0), orbs=p.get("mana_count", 0))]
        hero = p["hero"]
        lines.append(tr("altered-hand-hero", hero=local(hero, lang), flags=self.leader_flags(table, hero),
                        text=local(hero, lang, "text") if hero.get("text") else "—"))
        for i, (name, c) in enumerate(numbered(p.get("hand") or [], lang, alike=True), 1):
            d = content.get(c["card"])
            text = local({"text": d.text, "text_fr": d.text_fr}, lang, "text") if d is not None and d.text else ""
            lines.append(tr("altered-hand-card", n=i, card=name, hand=d.hand_cost if d else 0,
                            reserve=d.reserve_cost if d else 0, stats=self.stats(table, c), text=text or "—"))
        if not p.get("hand"):
            lines.append(tr("altered-hand-empty"))
        mana = ", ".join(local(c, lang) + (f" ({tr('altered-flag-exhausted')})" if c.get("exhausted") else "")
                         for c in p.get("mana") or []) or tr("altered-none")
        lines.append(tr("altered-hand-mana", cards=mana))
        reserve = ", ".join(self.card_state(table, c) for c in p.get("reserve") or []) or tr("altered-none")
        lines.append(tr("altered-hand-reserve", cards=reserve))
        return [str(x) for x in lines]

    def hand_cards(self, table: Table, seat: str) -> list[dict[str, Any]] | None:
        """The hand picture's cards: the seat's own hand, as its view shows it (costs, stats, text), each
        named as `/hand` and the mana prompt name it ("Cinder Hound 2")."""
        hand = list(table.view(seat)["players"][seat].get("hand") or [])
        names = {lang: numbered(hand, lang, alike=True) for lang in LANGS}
        return [{**c, "name": names["en"][i][0], "name_fr": names["fr"][i][0]} for i, c in enumerate(hand)]

    def summary_head(self, table: Table, ended: bool = False) -> str:
        view = table.view()
        winner = view.get("winner")
        if winner is None:
            return str(table.tr("altered-sum-stopped", day=view.get("day", 1)))
        reason = table.tr(f"altered-reason-{view.get('result_reason')}")
        return str(table.tr("altered-sum-won", hero=table.hero(winner), player=table.player(winner),
                            day=view.get("day", 1), reason=reason))

    def summary_lines(self, table: Table) -> list[str]:
        view = table.view()
        out = []
        for seat in view.get("order", []):
            pos = view["players"][seat].get("positions") or {}
            where = {name: self.region_at(table, pos.get(name)) for name in EXPEDITIONS}
            out.append(str(table.tr("altered-sum-seat", hero=table.hero(seat), player=table.player(seat),
                                    hero_at=where["hero"], companion_at=where["companion"])))
        return out

    def board_caption(self, table: Table) -> str:
        view = table.view()
        return str(table.tr("altered-board", quest=self.title(table), day=view.get("day", 1),
                            phase=table.tr(f"altered-phase-{view.get('phase')}")))

    def default_label(self, table: Table, prompt: Any, options: list[tuple[str, str]]) -> str:
        """Said in the channel when time runs out: a mana default by how many cards of the hand (which ones is
        the seat's secret); the clean-up's and the ability order's by name (those cards are public)."""
        if prompt.kind in ("setup_mana", "morning_mana"):
            n = len([u for u in str(prompt.default).split(",") if u and u != "none"])
            return str(table.tr("altered-default-mana", n=n))
        labels = dict(options)
        return ", ".join(labels.get(u, "?") for u in str(prompt.default).split(",") if u and u != "none") \
            or str(table.tr("altered-none"))

    def option_label(self, table: Table, seat: str, option: str, label: str, label_fr: str = "") -> str:
        """A card of the decision by the name `/hand` and `/do` give it ("Cinder Hound 2")."""
        if table.state is not None and option != "none":
            cards = self.cards(table, seat)
            if option in cards.name and cards.zone[option][0] == seat and cards.zone[option][1] in ALIKE_ZONES:
                return self.own_name(table, cards, option)
        if table.lang == "fr" and label_fr:
            return label_fr
        return label

    # --- decks of one's own (`/game deck`) ----------------------------------------------------------------

    def hero_names(self, hero_id: str, lang: str = "en") -> list[str]:
        """A seat is a starter deck, but players read it by more names than the deck's: the hero who leads
        it (the table names seats so) and its faction, each in both languages (`lang`'s first)."""
        content = self.ruleset.content
        deck = content.decks.get(hero_id)
        hero = content.cards.get(deck.hero) if deck is not None else None
        if hero is None:
            return []
        faction = content.factions.get(hero.faction)
        pairs = [(hero.name, hero.name_fr)] + ([(faction.name, faction.name_fr)] if faction else [])
        ordered = [(fr, en) if lang == "fr" else (en, fr) for en, fr in pairs]
        return [n for first, second in ordered for n in (first, second) if n]

    def import_deck(self, text: str, lang: str) -> dict[str, Any]:
        content = self.ruleset.content
        try:
            hero, cards = parse_deck_list(content, text)
        except DeckError as exc:
            problems = [self.texts(lang, f"altered-deckp-{p.key}", **self.deck_params(p.params, lang))
                        for p in exc.problems]
            raise Refusal(str(self.texts(lang, "altered-deck-invalid", n=len(problems),
                                         problems="\n".join(f"• {p}" for p in problems)))) from None
        except RuleError as exc:
            params = {k: str(v)[:60] for k, v in exc.params.items()}
            french = {d.name: d.name_fr for d in content.cards.values()} if lang == "fr" else {}
            close = [french.get(n, n) for n in str(exc.params.get("close") or "").split(", ") if n]
            params["close"] = ", ".join(dict.fromkeys(close)) or "none"
            text = str(self.texts(lang, f"altered-deck-{exc.key}", **params))
            if int(exc.params.get("count", 1) or 1) > 1:
                text += " " + str(self.texts(lang, "altered-deck-unread", n=exc.params["count"],
                                             names=str(exc.params.get("unmatched", ""))[:300]))
            raise Refusal(text) from None
        return {"hero": hero, "cards": cards}

    def deck_params(self, params: dict[str, str], lang: str) -> dict[str, Any]:
        """A deck problem's params in `lang`: a card's or faction's French name in French."""
        out: dict[str, Any] = dict(params)
        for key in ("name", "faction_name", "hero_faction_name"):
            if lang == "fr" and params.get(f"{key}_fr"):
                out[key] = params[f"{key}_fr"]
        return out

    def seat_deck(self, deck: dict[str, Any] | None, seat: str) -> tuple[str, dict[str, int]]:
        if deck:
            return str(deck["hero"]), {str(k): int(v) for k, v in deck["cards"].items()}
        d = self.ruleset.content.decks[seat]
        return d.hero, dict(d.cards)

    def deck_text(self, deck: dict[str, Any] | None, seat: str, lang: str) -> str:
        hero, cards = self.seat_deck(deck, seat)
        listed = format_deck_list(self.ruleset.content, hero, cards, lang)
        return str(self.texts(lang, "altered-deck-list", n=sum(cards.values()), cards=listed))

    def deck_summary(self, deck: dict[str, Any], lang: str) -> str:
        card = self.ruleset.content.cards[deck["hero"]]
        name = card.name_fr if lang == "fr" and card.name_fr else card.name
        return str(self.texts(lang, "altered-deck-summary", hero=name, n=sum(int(n) for n in deck["cards"].values())))

    # --- the built-in player (the bot opponent, tests, simulation, benchmark) ----------------------------

    def bot_seats(self, setup: dict[str, Any]) -> int:
        """`/game new opponent:bot`: the bot plays the second seat."""
        return 1 if setup.get("opponent") == "bot" else 0

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        """The bot opponent's choice (engine/rulesets/altered/policy.py) for the seat the game waits on."""
        seat = waiting_seat(state)
        if seat is None:
            return None
        act = choose(state, self.ruleset.content, seat)
        return None if act is None else (seat, act)

    def validate(self) -> dict[str, Any]:
        return dict(self.ruleset.content.counts())

    def bench_game(self, index: int, seed: str) -> Any:
        rs = self.ruleset
        return rs.new_game(rs.quests()[0].id, [h.id for h in rs.heroes()][:2], f"{seed}-{index}")

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        from .sim import simulate_duels

        return simulate_duels(self, quest, games, seed)
