"""Altered's events as sentences. Seats are named by their decks, cards by the names the events carry;
regions by the view after the events (a face-down region is "region 3, face down"). Events that name a
hidden card (`CardDrawn`, `ManaCard`) have an audience: the shared code tells them to their seat alone,
in a private reply, and the channel hears only `CardsDrawn` / `ManaAdded` (how many)."""
from __future__ import annotations

from typing import Any

from engine.rulesets.altered import events as ev

from ...narration import Narrator, tells

TERRAINS = ("forest", "mountain", "water")


def article_key(content: Any, region: dict[str, Any] | None) -> str:
    """The French article of a region of the row as the `altered-*-region` messages select it (data's
    `article_fr`; "la" for a face-down one, « la région 3 »): "le", "la", "les", "elided" or "none"."""
    if not region or not region.get("revealed"):
        return "la"
    defs = [r for q in getattr(content, "quests", {}).values() for r in (q.hero_region, q.companion_region)]
    defs += [r for t in getattr(content, "tumults", {}).values() for r in t.regions]
    found = next((r for r in defs if r.name == region.get("name")), None)
    article = found.article_fr if found is not None else None
    return {"l'": "elided"}.get(article or "", article or "none")


class AlteredNarrator(Narrator):
    # --- names ----------------------------------------------------------------------------------------

    def hero(self, seat: str | None) -> str:
        pair = self.names.heroes.get(seat or "")
        if pair is None:
            return self.table.hero(seat)
        return pair[1] if self.lang == "fr" else pair[0]

    def card(self, e: Any) -> str:
        return self.local(e)

    def card_by_id(self, card_id: str) -> str:
        content = getattr(getattr(self.table, "rs", None), "content", None)
        d = content.cards.get(card_id) if content is not None and card_id else None
        if d is None:
            return "?"
        return d.name_fr if self.lang == "fr" else d.name

    def expedition(self, name: str | None) -> str:
        return str(self.tr(f"altered-exp-{name}"))

    def region(self, index: int) -> str:
        view = self.table.view() if getattr(self.table, "state", None) is not None else {}  # type: ignore[attr-defined]
        regions = view.get("adventure") or []
        if 0 <= index < len(regions) and regions[index].get("revealed"):
            r = regions[index]
            return str(r.get("name_fr") if self.lang == "fr" and r.get("name_fr") else r.get("name"))
        return str(self.tr("altered-region-hidden", n=index + 1))

    def region_in(self, key: str, index: int) -> str:
        """A region after a preposition, `key` "at", "from" or "to" ("at Stone Ford", « au Gué de Pierre »)."""
        view = self.table.view() if getattr(self.table, "state", None) is not None else {}  # type: ignore[attr-defined]
        regions = view.get("adventure") or []
        region = regions[index] if 0 <= index < len(regions) else None
        content = getattr(getattr(self.table, "rs", None), "content", None)
        return str(self.tr(f"altered-{key}-region", region=self.region(index), article=article_key(content, region)))

    def terrains(self, terrain: list[str]) -> str:
        return ", ".join(str(self.tr(f"altered-terrain-{t}")) for t in terrain) or "—"

    # --- the set-up and the day ---------------------------------------------------------------------

    @tells(ev.GameStarted)
    def game_started(self, e: ev.GameStarted) -> str:
        a, b = (self.hero(s) for s in e.order)
        return self.tr("altered-ev-game_started", a=a, b=b, first=self.hero(e.first), regions=e.regions)

    @tells(ev.DayStarted)
    def day_started(self, e: ev.DayStarted) -> str:
        return self.tr("altered-ev-day_started", day=e.day, first=self.hero(e.first), arena="yes" if e.arena else "no")

    @tells(ev.PhaseStarted)
    def phase_started(self, e: ev.PhaseStarted) -> str:
        return self.tr("altered-ev-phase_started", day=e.day, phase=self.tr(f"altered-phase-{e.phase}"))

    @tells(ev.FirstPlayerPassed)
    def first_player(self, e: ev.FirstPlayerPassed) -> str:
        return self.tr("altered-ev-first_player_passed", hero=self.hero(e.seat))

    @tells(ev.Readied)
    def readied(self, e: ev.Readied) -> str:
        return self.tr("altered-ev-readied", hero=self.hero(e.seat), orbs=e.orbs, cards=e.cards)

    @tells(ev.TurnStarted)
    def turn_started(self, e: ev.TurnStarted) -> str:
        return self.tr("altered-ev-turn_started", hero=self.hero(e.seat))

    @tells(ev.Passed)
    def passed(self, e: ev.Passed) -> str:
        return self.tr("altered-ev-passed", hero=self.hero(e.seat))

    # --- cards: hidden ones to their owner only ------------------------------------------------------

    @tells(ev.CardsDrawn)
    def cards_drawn(self, e: ev.CardsDrawn) -> str:
        return self.tr("altered-ev-cards_drawn", hero=self.hero(e.seat), count=e.count, hand=e.hand)

    @tells(ev.CardDrawn)
    def card_drawn(self, e: ev.CardDrawn) -> str:
        return self.tr("altered-ev-card_drawn", card=self.card(e))

    @tells(ev.DeckReshuffled)
    def reshuffled(self, e: ev.DeckReshuffled) -> str:
        return self.tr("altered-ev-deck_reshuffled", hero=self.hero(e.seat), cards=e.cards)

    @tells(ev.ManaAdded)
    def mana_added(self, e: ev.ManaAdded) -> str:
        return self.tr("altered-ev-mana_added", hero=self.hero(e.seat), count=e.count, orbs=e.orbs, source=e.source)

    @tells(ev.ManaCard)
    def mana_card(self, e: ev.ManaCard) -> str:
        return self.tr("altered-ev-mana_card", card=self.card(e))

    @tells(ev.OrbsReadied)
    def orbs_readied(self, e: ev.OrbsReadied) -> str:
        return self.tr("altered-ev-orbs_readied", hero=self.hero(e.seat), n=e.n)

    @tells(ev.CardPlayed)
    def card_played(self, e: ev.CardPlayed) -> str:
        return self.tr("altered-ev-card_played", hero=self.hero(e.seat), card=self.card(e), source=e.source,
                       cost=e.cost, expedition=e.expedition or "none",
                       where=self.expedition(e.expedition) if e.expedition else "",
                       kind=self.tr(f"altered-kind-{e.card_kind}"), fleeting="yes" if e.fleeting else "no")

    @tells(ev.AbilityUsed)
    def ability_used(self, e: ev.AbilityUsed) -> str:
        content = getattr(getattr(self.table, "rs", None), "content", None)
        d = content.cards.get(e.card) if content is not None else None
        # the seat is named by its hero: the hero's own ability is told without naming it twice
        trigger = "hero" if e.trigger == "exhaust" and d is not None and d.kind == "hero" else e.trigger
        return self.tr("altered-ev-ability_used", hero=self.hero(e.seat), card=self.card(e), trigger=trigger,
                       cost=e.cost)

    @tells(ev.Boosted)
    def boosted(self, e: ev.Boosted) -> str:
        return self.tr("altered-ev-boosted", card=self.card(e), n=e.n, boosts=e.boosts)

    @tells(ev.StatusGained)
    def status_gained(self, e: ev.StatusGained) -> str:
        return self.tr("altered-ev-status_gained", card=self.card(e), status=e.status)

    @tells(ev.StatusLost)
    def status_lost(self, e: ev.StatusLost) -> str:
        return self.tr("altered-ev-status_lost", card=self.card(e), status=e.status)

    @tells(ev.TokenCreated)
    def token_created(self, e: ev.TokenCreated) -> str:
        return self.tr("altered-ev-token_created", hero=self.hero(e.seat), card=self.card(e),
                       expedition=self.expedition(e.expedition))

    @tells(ev.CardMoved)
    def card_moved(self, e: ev.CardMoved) -> str:
        if e.why == "support":
            return ""  # the ability's own line says the card was discarded for it
        return self.tr("altered-ev-card_moved", hero=self.hero(e.seat), card=self.card(e), origin=e.origin, to=e.to,
                       why=e.why)

    @tells(ev.NoEffect)
    def no_effect(self, e: ev.NoEffect) -> str:
        card = self.card_by_id(e.card) if e.card else self.tr("altered-an-effect")
        return self.tr("altered-ev-no_effect", card=card, op=self.tr(f"altered-op-{e.op}", e.op), why=e.why)

    # --- Dusk, the row, the end ----------------------------------------------------------------------

    @tells(ev.ExpeditionCompared)
    def compared(self, e: ev.ExpeditionCompared) -> str:
        """Which expedition advances and why: each terrain type of its region, its total against the other's."""
        totals = ", ".join(str(self.tr("altered-total", terrain=self.tr(f"altered-terrain-{t}"),
                                       mine=e.totals.get(t, 0), theirs=e.opposing.get(t, 0))) for t in e.terrain)
        won = [str(self.tr(f"altered-terrain-{t}")) for t in e.terrain
               if e.totals.get(t, 0) > e.opposing.get(t, 0) and e.totals.get(t, 0) > 0]
        return self.tr("altered-ev-expedition_compared", hero=self.hero(e.seat), expedition=self.expedition(e.expedition),
                       region=self.region_in("at", e.region), totals=totals or "—", advances="yes" if e.advances else "no",
                       won=", ".join(won) or "—")

    @tells(ev.ExpeditionMoved)
    def moved(self, e: ev.ExpeditionMoved) -> str:
        return self.tr("altered-ev-expedition_moved", hero=self.hero(e.seat), expedition=self.expedition(e.expedition),
                       origin=self.region_in("from", e.origin), to=self.region_in("to", e.to), why=e.why)

    @tells(ev.TumultRevealed)
    def tumult(self, e: ev.TumultRevealed) -> str:
        halves = ", ".join(f"{self.region(i)} ({self.terrains(t)})" for i, t in zip(e.regions, e.terrain, strict=False))
        return self.tr("altered-ev-tumult_revealed", regions=halves)

    @tells(ev.WentToArena)
    def arena(self, e: ev.WentToArena) -> str:
        return self.tr("altered-ev-went_to_arena", day=e.day)

    @tells(ev.ArenaScored)
    def arena_scored(self, e: ev.ArenaScored) -> str:
        parts = []
        for seat, totals in e.totals.items():
            listed = ", ".join(f"{self.tr(f'altered-terrain-{t}')} {totals.get(t, 0)}" for t in TERRAINS)
            parts.append(f"{self.hero(seat)}: {listed}")
        winner = self.hero(e.winner) if e.winner else ""
        won = ", ".join(str(self.tr(f"altered-terrain-{t}")) for t in e.won.get(e.winner or "", []))
        return self.tr("altered-ev-arena_scored", totals=" · ".join(parts), winner=winner or "none", won=won or "—")

    @tells(ev.Won)
    def won(self, e: ev.Won) -> str:
        return ""  # the end of the game is told once, by the summary that closes the reply (`summary_head`)
