"""The Altered table as one picture, drawn only from a view (the channel's, seat None, or a seat's).

Top to bottom: a header (the adventure, the day and its phase, whose turn, who must decide, the
winner); the opponent's side; the Adventure row (the hero region, the three Tumult cards, two regions
each, face-down ones as card backs, the companion region; the Arena when a tie is settled there) with
every expedition marker, one side's above the row and the other's below; then the near side. A side
shows its deck and hero, its two expeditions (each character with its current statistics and its
markers, the totals per terrain type, bright where they count), its mana orbs (ready / exhausted), the
hand, deck and discard counts, its landmarks and reserve, and whether it passed. A legend on the right
names every symbol.

Sides keep their hue and number by the seats' order (1 = the first seat); the near side is the seat
whose view this is (its own hand is in the view), else the first seat. Every word comes from `tr`
(`pic-*` messages); names come from the view in the picture's language. The row and the legend depend
on few things: they are drawn once per content and words (`_row_layer`, `_legend_layer`, cached).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as t
from ..fonts import fit, font, put_text, wrap
from .glyphs import (
    SIDE_COLORS,
    TERRAINS,
    boost_tag,
    card_back,
    is_character,
    local,
    marker_disc,
    orb,
    paste,
    status_mark,
    terrain_glyph,
)

Translate = Callable[..., str]

PAD = 14
TW, TH = 108, 92  # a region tile
IN_CARD, BETWEEN = 3, 14  # gaps between the two halves of a Tumult card, between cards
ARENA_GAP = 2 * BETWEEN
MAIN_W = 8 * TW + 3 * IN_CARD + 4 * BETWEEN + ARENA_GAP + TW
LEGEND_W = 300
WIDTH = PAD + MAIN_W + PAD + LEGEND_W + PAD
HEADER_H = 62
LANE = 32  # a lane of expedition markers
CAPTION = 18
ROW_H = LANE + CAPTION + TH + LANE
EXP_W = 372  # an expedition's box in a side's panel
ROW = 19  # a line of a side's panel
PANEL_HEAD = 32
MAX_ROWS = 8
MAX_RESERVE = 6
MAX_ORBS = 12

TILE_FILL = t.hex_color("#3a3530")
TILE_EDGE = t.hex_color("#6b6157")
TILE_ARENA = t.hex_color("#4a3c1c")
TILE_ARENA_EDGE = t.hex_color("#e8c77a")
PANEL_FILL = t.PANEL
BOX_FILL = t.hex_color("#26231f")
ACTIVE = t.ACTIVE_RING
WIN = t.BAR_GOOD
PHASES = ("setup", "morning", "noon", "afternoon", "dusk", "night", "over")
DECISIONS = {"setup_mana": "pic-deciding-setup-mana", "morning_mana": "pic-deciding-morning-mana",
             "cleanup": "pic-deciding-cleanup", "trigger_order": "pic-deciding-trigger-order"}


def tile_x(index: int) -> int:
    """Left of region `index` (0-7) in the row; 8 is the Arena's slot."""
    x = 0
    for i in range(index):
        x += TW + (IN_CARD if i in (1, 3, 5) else BETWEEN)
    if index == 8:
        x += ARENA_GAP - BETWEEN
    return x


def row_left(arena: bool) -> int:
    """Left of the row in the picture: centred under the panels unless the Arena's slot is in use."""
    return PAD if arena else PAD + (ARENA_GAP + TW) // 2


def card_of(index: int) -> int | None:
    """Which Tumult card (0-2) region `index` belongs to; None for the two end regions."""
    return (index - 1) // 2 if 1 <= index <= 6 else None


def totals(cards: list[dict[str, Any]]) -> dict[str, int]:
    """The sums per terrain type of the characters that count at Dusk (asleep ones do not)."""
    out = dict.fromkeys(TERRAINS, 0)
    for c in cards:
        if is_character(c) and not c.get("asleep"):
            for ter in TERRAINS:
                out[ter] += int(c.get(ter) or 0)
    return out


# --- the row ------------------------------------------------------------------------------------


Tile = tuple[str, tuple[str, ...], bool]  # name, terrain, face up


@lru_cache(maxsize=32)
def _row_layer(tiles: tuple[Tile, ...], captions: tuple[str, ...], arena: Tile | None) -> Image.Image:
    """The eight regions (face-down Tumult cards as one back over both halves), their card captions, and
    the Arena tile when it is in play. Transparent outside the tiles."""
    img = Image.new("RGBA", (MAIN_W + BETWEEN, CAPTION + TH), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    spans = [(0, 0), (1, 2), (3, 4), (5, 6), (7, 7)]
    for (a, b), caption in zip(spans, captions, strict=True):
        x0, x1 = tile_x(a) + BETWEEN // 2, tile_x(b) + TW + BETWEEN // 2
        put_text(img, ((x0 + x1) / 2, CAPTION / 2), fit(caption, font(11, bold=True), x1 - x0 + BETWEEN), 11, t.TEXT_DIM,
                 bold=True, anchor="mm")
        if a != b and not tiles[a][2] and not tiles[b][2]:
            img.paste(card_back(x1 - x0, TH), (x0, CAPTION))
            continue
        for i in range(a, b + 1):
            _tile(img, draw, tile_x(i) + BETWEEN // 2, CAPTION, tiles[i], TILE_FILL, TILE_EDGE)
    if arena is not None:
        _tile(img, draw, tile_x(8) + BETWEEN // 2, CAPTION, arena, TILE_ARENA, TILE_ARENA_EDGE)
    return img


def _tile(img: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, tile: Tile, fill: t.Color,
          edge: t.Color) -> None:
    name, terrain, up = tile
    if not up:  # one half face down, the other not: cannot happen (a card turns as a whole); drawn as a back
        img.paste(card_back(TW, TH), (x, y))
        return
    draw.rounded_rectangle((x, y, x + TW - 1, y + TH - 1), radius=6, fill=fill, outline=edge, width=2)
    for i, line in enumerate(wrap(name, font(12, bold=True), TW - 10, max_lines=2)):
        put_text(img, (x + TW / 2, y + 8 + i * 15), line, 12, t.TEXT, bold=True, anchor="ma")
    size = 22
    span = len(terrain) * (size + 4) - 4
    for i, ter in enumerate(terrain):
        paste(img, terrain_glyph(ter, size), x + (TW - span) / 2 + i * (size + 4), y + TH - 22)


# --- the legend -----------------------------------------------------------------------------------

Key = tuple[str, str]  # an icon name and its words


@lru_cache(maxsize=16)
def _legend_layer(title: str, keys: tuple[Key, ...], height: int) -> Image.Image:
    img = Image.new("RGB", (LEGEND_W, height), t.PANEL)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, LEGEND_W - 1, height - 1), outline=t.PANEL_EDGE, width=1)
    put_text(img, (12, 12), title.upper(), 13, t.TEXT_DIM, bold=True)
    y = 40
    for icon, text in keys:
        lines = wrap(text, font(12), LEGEND_W - 70, max_lines=3)
        mid = y + 8 + (len(lines) - 1) * 7
        _icon(img, draw, icon, 32, mid)
        for i, line in enumerate(lines):
            put_text(img, (62, y + 1 + i * 15), line, 12, t.TEXT)
        y += 8 + 15 * len(lines) + 4
    return img


def legend_height(keys: tuple[Key, ...]) -> int:
    return 48 + sum(8 + 15 * len(wrap(text, font(12), LEGEND_W - 70, max_lines=3)) + 4 for _, text in keys)


def _icon(img: Image.Image, draw: ImageDraw.ImageDraw, icon: str, cx: float, cy: float) -> None:
    kind, _, arg = icon.partition(":")
    if kind == "side":
        side, hero, comp = arg.split("|")
        paste(img, marker_disc(hero, int(side), 22), cx - 12, cy, "mm")
        paste(img, marker_disc(comp, int(side), 22), cx + 12, cy, "mm")
    elif kind == "terrain":
        paste(img, terrain_glyph(arg, 18), cx, cy, "mm")
    elif kind == "dim":
        paste(img, terrain_glyph("forest", 16, dim=True), cx - 9, cy, "mm")
        put_text(img, (cx + 9, cy), "2", 13, t.TEXT_DIM, bold=True, anchor="mm")
    elif kind == "bright":
        paste(img, terrain_glyph("forest", 16), cx - 9, cy, "mm")
        put_text(img, (cx + 9, cy), "2", 13, t.TEXT, bold=True, anchor="mm")
    elif kind == "orb":
        paste(img, orb(arg == "ready"), cx, cy, "mm")
    elif kind == "boost":
        boost_tag(img, cx - 11, cy, 1)
    elif kind == "status":
        paste(img, status_mark(arg, 15), cx, cy, "mm")
    elif kind == "back":
        img.paste(card_back(30, 22), (round(cx - 15), round(cy - 11)))
    elif kind == "active":
        draw.rounded_rectangle((cx - 18, cy - 8, cx + 18, cy + 8), radius=4, outline=ACTIVE, width=3)
    elif kind == "first":
        _first_token(img, cx, cy)


def _first_token(img: Image.Image, cx: float, cy: float) -> None:
    draw = ImageDraw.Draw(img)
    draw.regular_polygon((cx, cy, 9), 5, rotation=0, fill=t.TEXT_HEAD, outline=t.LABEL_DARK)
    put_text(img, (cx, cy + 0.5), "1", 10, t.LABEL_DARK, bold=True, anchor="mm")


# --- the picture ----------------------------------------------------------------------------------


class TablePicture:
    def __init__(self, view: dict[str, Any], lang: str, tr: Translate) -> None:
        self.view, self.lang, self.tr = view, lang, tr
        self.order: list[str] = list(view.get("order") or list(view.get("players", {})))
        self.players: dict[str, dict[str, Any]] = view.get("players") or {}
        mine = [s for s in self.order if "hand" in self.players.get(s, {})]
        self.near = mine[0] if mine else self.order[0]
        self.far = next((s for s in self.order if s != self.near), self.near)
        self.rows = self._rows()

    # words
    def side(self, seat: str) -> int:
        return self.order.index(seat)

    def name(self, seat: str) -> str:
        return local(self.players.get(seat) or self.view.get("heroes", {}).get(seat), "name", self.lang)

    def label(self, seat: str, expedition: str) -> str:
        return self.tr(f"pic-label-{expedition}", side=self.side(seat) + 1)

    def region(self, index: int | None) -> dict[str, Any] | None:
        if self.view.get("arena"):
            return self.view.get("arena_region")
        adventure = self.view.get("adventure") or []
        if index is None or not 0 <= index < len(adventure):
            return None
        return adventure[index]

    def _rows(self) -> int:
        most = max((len(cards) for p in self.players.values() for cards in (p.get("expeditions") or {}).values()),
                   default=0)
        return max(2, min(MAX_ROWS, most))

    def panel_height(self) -> int:
        zones = max(self._zone_lines(self.players[s]) for s in self.order)
        box = 24 + 24 + self.rows * ROW + 8
        return PANEL_HEAD + max(box, zones * ROW + 6) + 8

    @staticmethod
    def _zone_lines(p: dict[str, Any]) -> int:
        return 2 + 1 + max(1, len(p.get("landmarks") or [])) + 1 + max(1, min(MAX_RESERVE, len(p.get("reserve") or [])))

    # header
    def draw_header(self, img: Image.Image) -> None:
        view, tr = self.view, self.tr
        quest = local(view.get("quest"), "name", self.lang)
        put_text(img, (PAD, 10), fit(quest, font(20, bold=True), 520), 20, t.TEXT_HEAD, bold=True)
        phase = view.get("phase") if view.get("phase") in PHASES else "over"
        day = tr("pic-day", n=view.get("day") or 1) + " · " + tr(f"pic-phase-{phase}")
        if view.get("arena"):
            day += " · " + tr("pic-arena-day")
        put_text(img, (PAD + MAIN_W, 12), day, 16, t.TEXT, bold=True, anchor="ra")
        status, color = self.status()
        put_text(img, (PAD, 40), fit(status, font(15, bold=True), MAIN_W), 15, color, bold=True)

    def status(self) -> tuple[str, t.Color]:
        view, tr = self.view, self.tr
        if view.get("result") and view.get("winner") in self.players:
            reason = view.get("result_reason")
            key = {"met": "pic-won-met", "arena": "pic-won-arena"}.get(str(reason), "pic-duel-won")
            return tr(key, name=self.name(view["winner"])), WIN
        if view.get("phase") == "afternoon" and view.get("active") in self.players:
            return tr("pic-turn", name=self.name(view["active"])), ACTIVE
        deciding = [s for s in view.get("deciding") or [] if s in self.players]
        if view.get("decision") in DECISIONS and deciding:
            names = ", ".join(self.name(s) for s in deciding)
            return tr(DECISIONS[view["decision"]], names=names), ACTIVE
        return tr("pic-waiting"), t.TEXT_DIM

    # the row and its markers
    def draw_row(self, img: Image.Image, top: int) -> None:
        view, lang = self.view, self.lang
        adventure = view.get("adventure") or []
        tiles = []
        for i in range(8):
            r = adventure[i] if i < len(adventure) else {}
            up = bool(r.get("revealed", True)) and r.get("terrain") is not None
            tiles.append((local(r, "name", lang) if up else "", tuple(r.get("terrain") or ()) if up else (), up))
        captions = (self.tr("pic-hero-region"), self.tr("pic-tumult"), self.tr("pic-tumult"), self.tr("pic-tumult"),
                    self.tr("pic-companion-region"))
        arena = None
        if view.get("arena"):
            a = view.get("arena_region") or {}
            arena = (local(a, "name", lang), tuple(a.get("terrain") or ()), True)
        layer = _row_layer(tuple(tiles), captions, arena)
        left = row_left(arena is not None)
        img.paste(layer, (left - BETWEEN // 2, top + LANE), layer)
        if arena is not None:
            put_text(img, (left + tile_x(8) + TW / 2, top + LANE + CAPTION / 2), self.tr("pic-arena"), 11, t.TEXT_HEAD,
                     bold=True, anchor="mm")
        for seat, lane_y in ((self.far, top + LANE / 2), (self.near, top + LANE + CAPTION + TH + LANE / 2)):
            if seat == self.near and self.far == self.near and lane_y < top + LANE:
                continue
            self._markers(img, seat, lane_y)

    def _markers(self, img: Image.Image, seat: str, y: float) -> None:
        p = self.players.get(seat) or {}
        where: dict[int, list[str]] = {}
        for expedition in ("hero", "companion"):
            if self.view.get("arena"):
                index = 8
            else:
                pos = (p.get("positions") or {}).get(expedition)
                if pos is None:
                    continue
                index = int(pos)
            where.setdefault(index, []).append(expedition)
        for index, expeditions in where.items():
            cx = row_left(bool(self.view.get("arena"))) + tile_x(index) + TW / 2
            for k, expedition in enumerate(expeditions):
                dx = (k - (len(expeditions) - 1) / 2) * 32
                paste(img, marker_disc(self.label(seat, expedition), self.side(seat), 29), cx + dx, y, "mm")

    # a side
    def draw_panel(self, img: Image.Image, seat: str, top: int, height: int) -> None:
        p = self.players.get(seat) or {}
        side = self.side(seat)
        hue = SIDE_COLORS[side % len(SIDE_COLORS)]
        draw = ImageDraw.Draw(img)
        x0, x1 = PAD, PAD + MAIN_W
        active = self.view.get("active") == seat and self.view.get("phase") == "afternoon" and not self.view.get("result")
        draw.rounded_rectangle((x0, top, x1, top + height), radius=8, fill=PANEL_FILL,
                               outline=ACTIVE if active else t.PANEL_EDGE, width=3 if active else 1)
        draw.rectangle((x0 + 3, top + 6, x0 + 8, top + height - 6), fill=hue)
        # head: deck, hero, tags
        x = x0 + 18
        deck = local(p, "name", self.lang)
        put_text(img, (x, top + 8), fit(deck, font(16, bold=True), 330), 16, hue, bold=True)
        x += min(330, font(16, bold=True).getlength(fit(deck, font(16, bold=True), 330))) + 14
        hero = p.get("hero") or {}
        hero_name = local(hero, "name", self.lang)
        if not deck.startswith(hero_name):  # a seat named by its hero does not say it twice
            hero_text = self.tr("pic-hero", name=hero_name)
            put_text(img, (x, top + 10), fit(hero_text, font(14), 330), 14, t.TEXT)
            x += min(330, font(14).getlength(fit(hero_text, font(14), 330))) + 6
        else:
            x -= 8
        if hero.get("exhausted"):
            paste(img, status_mark("exhausted", 16), x, top + 18)
        tags: list[tuple[str, t.Color]] = []
        if self.view.get("first") == seat:
            tags.append(("first", t.TEXT_HEAD))
        if p.get("passed") and self.view.get("phase") == "afternoon":  # "passed" is this Afternoon's
            tags.append((self.tr("pic-passed"), t.BAR_HURT))
        if active:
            tags.append((self.tr("pic-to-play"), ACTIVE))
        tx = x1 - 12
        for text, color in reversed(tags):
            if text == "first":
                _first_token(img, tx - 9, top + 17)
                tx -= 26
                continue
            width = font(13, bold=True).getlength(text) + 14
            draw.rounded_rectangle((tx - width, top + 7, tx, top + 27), radius=5, outline=color, width=2)
            put_text(img, (tx - width / 2, top + 17), text, 13, color, bold=True, anchor="mm")
            tx -= width + 8
        # the two expeditions
        for k, expedition in enumerate(("hero", "companion")):
            self._expedition(img, seat, expedition, x0 + 16 + k * (EXP_W + 10), top + PANEL_HEAD, height - PANEL_HEAD - 8)
        self._zones(img, p, x0 + 16 + 2 * (EXP_W + 10) + 4, top + PANEL_HEAD, x1 - 10)
        if self.view.get("arena"):
            both = [c for cards in (p.get("expeditions") or {}).values() for c in cards]
            label = self.tr("pic-arena-total")
            # left of the head's tags (first player, to play), whatever their width: never under them
            width = font(12).getlength(label) + 10 + 48 * len(TERRAINS)
            self._totals(img, totals(both), set(TERRAINS), min(x1 - 300, tx - 8 - width), top + 18, label)

    def _expedition(self, img: Image.Image, seat: str, expedition: str, x: int, y: int, height: int) -> None:
        p = self.players.get(seat) or {}
        cards = list((p.get("expeditions") or {}).get(expedition) or [])
        draw = ImageDraw.Draw(img)
        draw.rounded_rectangle((x, y, x + EXP_W, y + height), radius=6, fill=BOX_FILL, outline=t.PANEL_EDGE)
        paste(img, marker_disc(self.label(seat, expedition), self.side(seat), 22), x + 16, y + 14, "mm")
        title = self.tr(f"pic-{expedition}-expedition")
        put_text(img, (x + 32, y + 14), title, 13, t.TEXT, bold=True, anchor="lm")
        region = self.region((p.get("positions") or {}).get(expedition))
        if region is not None and region.get("terrain") is not None:
            rx = x + 40 + font(13, bold=True).getlength(title)
            put_text(img, (rx, y + 14), fit("· " + local(region, "name", self.lang), font(12), x + EXP_W - 6 - rx), 12,
                     t.TEXT_DIM, anchor="lm")
        counted = set(region.get("terrain") or ()) if region else set(TERRAINS)
        self._totals(img, totals(cards), counted, x + 8, y + 37, self.tr("pic-total"))
        ry = y + 48
        shown = cards if len(cards) <= self.rows else cards[: self.rows - 1]
        for card in shown:
            self._card_line(img, card, x + 8, x + EXP_W - 6, ry + ROW / 2, counted=counted)
            ry += ROW
        if len(shown) < len(cards):
            put_text(img, (x + 8, ry + ROW / 2), self.tr("pic-more", n=len(cards) - len(shown)), 12, t.TEXT_DIM,
                     anchor="lm")
        if not cards:
            put_text(img, (x + 8, ry + ROW / 2), self.tr("pic-empty"), 12, t.TEXT_DIM, anchor="lm")

    def _totals(self, img: Image.Image, sums: dict[str, int], counted: set[str], x: float, y: float, label: str) -> None:
        put_text(img, (x, y), label, 12, t.TEXT_DIM, anchor="lm")
        x += font(12).getlength(label) + 10
        for ter in TERRAINS:
            on = ter in counted
            paste(img, terrain_glyph(ter, 16, dim=not on), x, y)
            put_text(img, (x + 19, y), str(sums[ter]), 14, t.TEXT if on else t.TEXT_DIM, bold=on, anchor="lm")
            x += 48

    def _card_line(self, img: Image.Image, card: dict[str, Any], x: float, x1: float, y: float,
                   stats_x: float | None = None, plain: bool = False, counted: set[str] | None = None) -> None:
        """One card of an expedition or a reserve: its name, then (a character) its statistics and markers;
        in an expedition (`counted`: the terrains its region counts at Dusk) a statistic its region does not
        count is dim, as the expedition's total is, and so is every statistic of an asleep character."""
        asleep = bool(card.get("asleep"))
        ink = t.TEXT_DIM if asleep or card.get("exhausted") else t.TEXT
        marks: list[str] = []
        if card.get("fleeting"):
            marks.append("fleeting")
        if card.get("anchored"):
            marks.append("anchored")
        if asleep:
            marks.append("asleep")
        if card.get("exhausted"):
            marks.append("exhausted")
        boosts = int(card.get("boosts") or 0)
        if not is_character(card):
            name = local(card, "name", self.lang)
            if not plain:
                name += " (" + self.tr(f"pic-kind-{card.get('kind', 'spell')}".replace("_", "-")) + ")"
            text = fit(name, font(12), x1 - x - 18 * len(marks))
            put_text(img, (x, y), text, 12, ink, anchor="lm")
            mx = x + font(12).getlength(text) + 4
            for m in marks:
                paste(img, status_mark(m, 14), mx, y)
                mx += 17
            return
        sx = x1 - 190 if stats_x is None else stats_x - 17 * len(marks) - (26 if boosts else 0)
        put_text(img, (x, y), fit(local(card, "name", self.lang), font(12), sx - x - 6), 12, ink, anchor="lm")
        for ter in TERRAINS:
            # an asleep character counts for nothing at Dusk: every statistic of it dim, as the total leaves it out
            on = counted is None or (ter in counted and not asleep)
            paste(img, terrain_glyph(ter, 13, dim=not on), sx, y)
            put_text(img, (sx + 15, y), str(card.get(ter, 0)), 12, ink if on else t.TEXT_DIM, bold=on, anchor="lm")
            sx += 40
        sx += 2
        if boosts:
            sx += boost_tag(img, sx, y, boosts) + 4
        for m in marks:
            paste(img, status_mark(m, 14), sx, y)
            sx += 17

    def _zones(self, img: Image.Image, p: dict[str, Any], x: int, y: int, x1: int) -> None:
        tr = self.tr
        ready, total = int(p.get("mana_ready") or 0), int(p.get("mana_count") or 0)
        ly = y + ROW / 2 + 2
        label = tr("pic-mana", ready=ready, total=total)
        put_text(img, (x, ly), label, 13, t.TEXT, bold=True, anchor="lm")
        ox = x + font(13, bold=True).getlength(label) + 8
        for i in range(min(total, MAX_ORBS)):
            paste(img, orb(i < ready), ox, ly)
            ox += 18
        if total > MAX_ORBS:
            put_text(img, (ox, ly), f"+{total - MAX_ORBS}", 12, t.TEXT_DIM, anchor="lm")
        ly += ROW
        counts = " · ".join((tr("pic-hand", n=int(p.get("hand_count") or 0)), tr("pic-deck", n=int(p.get("deck") or 0)),
                             tr("pic-discard", n=len(p.get("discard") or []))))
        put_text(img, (x, ly), fit(counts, font(13), x1 - x), 13, t.TEXT, anchor="lm")
        ly += ROW
        for key, cards, limit in (("pic-landmarks", p.get("landmarks") or [], 99),
                                  ("pic-reserve", p.get("reserve") or [], MAX_RESERVE)):
            put_text(img, (x, ly), tr(key).upper(), 11, t.TEXT_DIM, bold=True, anchor="lm")
            ly += ROW
            if not cards:
                put_text(img, (x + 8, ly), tr("pic-empty"), 12, t.TEXT_DIM, anchor="lm")
                ly += ROW
            shown = cards if len(cards) <= limit else cards[: limit - 1]
            for card in shown:
                self._card_line(img, card, x + 8, x1, ly, stats_x=x1 - 124, plain=key == "pic-landmarks")
                ly += ROW
            if len(shown) < len(cards):
                put_text(img, (x + 8, ly), tr("pic-more", n=len(cards) - len(shown)), 12, t.TEXT_DIM, anchor="lm")
                ly += ROW

    def legend_keys(self) -> tuple[Key, ...]:
        tr = self.tr
        keys: list[Key] = []
        for seat in self.order:
            side = self.side(seat)
            keys.append((f"side:{side}|{self.label(seat, 'hero')}|{self.label(seat, 'companion')}",
                         tr("pic-key-side", name=self.name(seat))))
        keys += [(f"terrain:{ter}", tr(f"pic-key-{ter}")) for ter in TERRAINS]
        keys += [("bright", tr("pic-key-counted")), ("dim", tr("pic-key-not-counted")),
                 ("back", tr("pic-key-back")), ("orb:ready", tr("pic-key-orb-ready")),
                 ("orb:spent", tr("pic-key-orb-spent")), ("boost", tr("pic-key-boost")),
                 ("status:fleeting", tr("pic-key-fleeting")), ("status:anchored", tr("pic-key-anchored")),
                 ("status:asleep", tr("pic-key-asleep")), ("status:exhausted", tr("pic-key-exhausted")),
                 ("first", tr("pic-key-first")), ("active", tr("pic-key-active"))]
        return tuple(keys)

    def render(self) -> Image.Image:
        panel_h = self.panel_height()
        keys = self.legend_keys()
        leg_h = legend_height(keys)
        body = HEADER_H + panel_h + 8 + ROW_H + 8 + panel_h + PAD
        height = max(body, HEADER_H + leg_h + PAD)
        img = Image.new("RGB", (WIDTH, height), t.BACKGROUND)
        self.draw_header(img)
        y = HEADER_H
        self.draw_panel(img, self.far, y, panel_h)
        y += panel_h + 8
        self.draw_row(img, y)
        y += ROW_H + 8
        if self.near != self.far:
            self.draw_panel(img, self.near, y, panel_h)
        legend = _legend_layer(self.tr("pic-legend"), keys, leg_h)
        img.paste(legend, (PAD + MAIN_W + PAD, HEADER_H))
        return img


def render_board(view: dict[str, Any], lang: str, tr: Translate) -> Image.Image:
    """The table from `view` (the channel's or a seat's): nothing is drawn that the view does not hold."""
    return TablePicture(view, lang, tr).render()


def clear_caches() -> None:
    """Forget the cached row and legend layers (tests that record every word drawn)."""
    _row_layer.cache_clear()
    _legend_layer.cache_clear()
