"""Deck lists as players type them: `parse_deck_list(content, text)` reads one into (hero, cards) and checks
it against the deck-building rules; `format_deck_list(content, hero, cards, lang)` writes the canonical
text ("1 <Hero>; 3 <Card>; ...") it reads back.

A list is entries separated by new lines, `;` or `,` (a Discord option is one line). An entry is a card
named in English or French, any case, accents and punctuation optional, or by its id, or by a clear
beginning of its name; with its copies before or after: "3 Ash Runner", "3x Ash Runner", "Ash Runner x3",
"Ash Runner (3)" or just "Ash Runner" (1 copy). The entry naming a hero card is the hero.

Refusals (RuleError): `deck_unknown_name` (params `name`, `close`: a few names near it, `unmatched`:
every entry not understood), `deck_ambiguous_name` (`name`, `close`: the cards it could mean,
`unmatched`), `deck_bad_count` (`name`, `copies`, `unmatched`); then one DeckError (`deck_invalid`)
naming every deck-building rule the list breaks.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from ...core.errors import RuleError
from .content import Content, check_deck

SEPARATORS = re.compile(r"[\n\r;,]+")
_N = r"[-+]?\d+(?:\.\d+)?"  # read wide so that "0", "-1" or "2.5" are refused as counts, not as names
_X = "x×*"
COUNT_FIRST = re.compile(rf"^(?P<n>{_N})(?P<rest>.*)$")
COUNT_X_FIRST = re.compile(rf"^[{_X}]\s*(?P<n>{_N})\s+(?P<rest>.+)$", re.IGNORECASE)
COUNT_LAST = re.compile(rf"^(?P<rest>.+?)\s*(?:\(\s*[{_X}]?\s*(?P<p>{_N})\s*\)|(?<=\s)[{_X}]\s*(?P<x>{_N})"
                        rf"|(?<=\s)(?P<n>{_N}))$", re.IGNORECASE)
CLOSE = 3  # names offered for a name matching nothing


def fold(text: str) -> str:
    """A name as compared: no accents, no case, punctuation as spaces, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    return " ".join("".join(ch if ch.isalnum() else " " for ch in plain).split())


@dataclass(frozen=True)
class _Entry:
    typed: str  # the name as typed
    copies: str  # the count as typed ("1" when none)


def _entry(raw: str) -> _Entry:
    text = " ".join(raw.split())
    m = COUNT_FIRST.match(text)
    if m and m["rest"].strip():
        rest = m["rest"]
        # "3x Ash Runner", "3 x Ash Runner", "3xAsh Runner"; but "3 Xylo" keeps its x
        if rest[:1].lower() in _X or (rest[1:2].lower() in _X and rest[2:3].isspace()):
            rest = rest.strip()[1:]
        return _Entry(rest.strip(), m["n"])
    m = COUNT_X_FIRST.match(text)
    if m:
        return _Entry(m["rest"].strip(), m["n"])
    m = COUNT_LAST.match(text)
    if m:
        return _Entry(m["rest"].strip(), m["p"] or m["x"] or m["n"])
    return _Entry(text, "1")


class _Names:
    """Every card of the content by its folded English name, French name and id."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self.keys: dict[str, set[str]] = {}
        self.shown: dict[str, str] = {}  # folded key -> the name to offer for it
        for cid, card in content.cards.items():
            for key, shown in ((fold(card.name), card.name), (fold(card.name_fr), card.name_fr),
                               (fold(cid), card.name)):
                self.keys.setdefault(key, set()).add(cid)
                self.shown.setdefault(key, shown)

    def find(self, typed: str) -> tuple[str | None, list[str]]:
        """(the card id, []) when `typed` names one card; (None, the cards it could mean) when it names
        several; (None, []) when none."""
        key = fold(typed)
        exact = self.keys.get(key, set())
        found = exact or ({cid for k, ids in self.keys.items() if k.startswith(key) for cid in ids} if key else set())
        if len(found) == 1:
            return next(iter(found)), []
        return None, sorted(found)

    def close(self, typed: str) -> list[str]:
        keys = difflib.get_close_matches(fold(typed), list(self.keys), n=CLOSE * 2, cutoff=0.5)
        out: list[str] = []
        for k in keys:
            if self.shown[k] not in out:
                out.append(self.shown[k])
        return out[:CLOSE]


def parse_deck_list(content: Content, text: str) -> tuple[str, dict[str, int]]:
    """(hero card id, other card id -> copies) of a deck list as typed; RuleError for an entry not
    understood, DeckError (`deck_invalid`) naming every deck-building rule a list understood breaks."""
    names = _Names(content)
    hero = ""
    cards: dict[str, int] = {}
    refusals: list[RuleError] = []
    for raw in SEPARATORS.split(text or ""):
        if not raw.strip():
            continue
        entry = _entry(raw)
        copies = _copies(entry.copies)
        if copies is None:
            refusals.append(RuleError("deck_bad_count", f"{entry.copies} copies of {entry.typed}: a count is a "
                                      f"whole number, 1 or more.", name=entry.typed, copies=entry.copies))
            continue
        cid, could = names.find(entry.typed)
        if cid is None and could:
            shown = [content.cards[c].name for c in could]
            refusals.append(RuleError("deck_ambiguous_name", f"{entry.typed!r} could be " + ", ".join(shown)
                                      + ": say which.", name=entry.typed, close=", ".join(shown[:5])))
            continue
        if cid is None:
            close = names.close(entry.typed)
            hint = f" Did you mean {', '.join(close)}?" if close else ""
            refusals.append(RuleError("deck_unknown_name", f"No card is called {entry.typed!r}.{hint}",
                                      name=entry.typed, close=", ".join(close)))
            continue
        if content.cards[cid].kind == "hero" and not hero:
            hero, copies = cid, copies - 1  # a second copy of the hero is a second hero
            if not copies:
                continue
        cards[cid] = cards.get(cid, 0) + copies
    if refusals:
        first = refusals[0]
        unmatched = "; ".join(f"{e.params['name']}" for e in refusals)
        reason = first.reason if len(refusals) == 1 else \
            f"{first.reason} ({len(refusals)} entries not understood: {unmatched})"
        raise RuleError(first.key, reason, **first.params, unmatched=unmatched, count=len(refusals))
    check_deck(content, hero, cards)
    return hero, cards


def _copies(typed: str) -> int | None:
    if not re.fullmatch(r"\+?\d+", typed):
        return None
    n = int(typed)
    return n if n >= 1 else None


def format_deck_list(content: Content, hero: str, cards: dict[str, int], lang: str = "en") -> str:
    """The canonical text of a deck, in English or French ("fr"): the hero first, then the cards by hand
    cost and name, "<copies> <name>" joined by "; ". `parse_deck_list` reads it back."""
    def name(cid: str) -> str:
        card = content.cards[cid]
        return card.name_fr if lang.startswith("fr") else card.name

    order = sorted(cards, key=lambda cid: (content.cards[cid].hand_cost, fold(name(cid)), cid))
    return "; ".join([f"1 {name(hero)}"] + [f"{cards[cid]} {name(cid)}" for cid in order])
