"""A seat's Altered hand as a picture: one card each, numbered from 1 in hand order, with its name, kind,
costs (hand and reserve), statistics (characters), markers and effect text in the player's language,
and a legend strip under the cards naming every symbol drawn.

Only what the card dicts hold is drawn: costs (`hand_cost`, `reserve_cost`) and text (`text`,
`text_fr`) when the view gives them, and nothing in their place otherwise.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as t
from ..fonts import fit, font, put_text, wrap
from .glyphs import TERRAINS, boost_tag, is_character, local, paste, status_mark, terrain_glyph

Translate = Callable[..., str]

CARD_W = 200
GAP = 12
PER_ROW = 5
BAND_H = 62
TEXT_SIZE, TEXT_LINE = 13, 16
MIN_H, MAX_H = 170, 320
LEGEND_LINE = 22

CARD_FACE = t.hex_color("#efe6d2")
CARD_EDGE = t.hex_color("#15120f")
CARD_TEXT = t.hex_color("#221c15")
CARD_DIM = t.hex_color("#6a5f50")
KIND_COLORS = {
    "character": t.hex_color("#7a4a22"),
    "spell": t.hex_color("#2f5f9c"),
    "landmark": t.hex_color("#2f7d4f"),
    "expedition_permanent": t.hex_color("#5d4a7a"),
    "token": t.hex_color("#6b6459"),
    "hero": t.hex_color("#8a6a1c"),
}
DEFAULT_KIND = t.hex_color("#6b6459")
HAND_COST = t.hex_color("#ffd21f")  # a gold disc: the hand cost
RESERVE_COST = t.hex_color("#b99cff")  # a violet square: the reserve cost
COST_EDGE = t.hex_color("#15120f")


def _kind(card: dict[str, Any]) -> str:
    return str(card.get("kind") or "character")


def _has_costs(card: dict[str, Any]) -> bool:
    return card.get("hand_cost") is not None or card.get("reserve_cost") is not None


def _text_lines(card: dict[str, Any], lang: str, max_lines: int | None = None) -> list[str]:
    text = local(card, "text", lang)
    return wrap(text, font(TEXT_SIZE), CARD_W - 20, max_lines=max_lines) if text else []


def _body_top(card: dict[str, Any]) -> int:
    return BAND_H + 26 + (30 if is_character(card) else 0)


def _height(cards: list[dict[str, Any]], lang: str) -> int:
    need = max(_body_top(c) + len(_text_lines(c, lang)) * TEXT_LINE + 12 for c in cards)
    return max(MIN_H, min(MAX_H, need))


def _cost(img: Image.Image, x: float, y: float, value: Any, reserve: bool) -> None:
    draw = ImageDraw.Draw(img)
    if reserve:
        draw.rounded_rectangle((x - 10, y - 10, x + 10, y + 10), radius=3, fill=RESERVE_COST, outline=COST_EDGE,
                               width=2)
    else:
        draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=HAND_COST, outline=COST_EDGE, width=2)
    put_text(img, (x, y + 0.5), str(value), 13, CARD_TEXT, bold=True, anchor="mm")


def _marks(card: dict[str, Any]) -> list[str]:
    return [m for m in ("fleeting", "anchored", "asleep", "exhausted") if card.get(m)]


def _draw_card(img: Image.Image, x: int, y: int, height: int, number: int, card: dict[str, Any], lang: str,
               tr: Translate) -> None:
    draw = ImageDraw.Draw(img)
    kind = _kind(card)
    band = KIND_COLORS.get(kind, DEFAULT_KIND)
    draw.rounded_rectangle((x, y, x + CARD_W, y + height), radius=10, fill=CARD_FACE, outline=CARD_EDGE, width=2)
    draw.rounded_rectangle((x + 2, y + 2, x + CARD_W - 2, y + BAND_H), radius=9, fill=band)
    draw.rectangle((x + 2, y + BAND_H - 14, x + CARD_W - 2, y + BAND_H), fill=band)
    # the number (top right), the costs (left), the name
    draw.ellipse((x + CARD_W - 28, y + 6, x + CARD_W - 8, y + 26), fill=CARD_FACE, outline=CARD_EDGE)
    put_text(img, (x + CARD_W - 18, y + 16.5), str(number), 12, CARD_TEXT, bold=True, anchor="mm")
    name_x = x + 10
    if _has_costs(card):
        if card.get("hand_cost") is not None:
            _cost(img, x + 20, y + 18, card["hand_cost"], reserve=False)
        if card.get("reserve_cost") is not None:
            _cost(img, x + 20, y + 44, card["reserve_cost"], reserve=True)
        name_x = x + 38
    name_font = font(15, bold=True)
    lines = wrap(local(card, "name", lang), name_font, x + CARD_W - 32 - name_x, max_lines=2)
    for i, line in enumerate(lines):
        put_text(img, (name_x, y + 9 + i * 19), line, 15, t.hex_color("#ffffff"), bold=True)
    # kind and markers
    ky = y + BAND_H + 13
    kind_text = fit(tr(f"pic-kind-{kind}".replace("_", "-")).upper(), font(11, bold=True), CARD_W - 24)
    put_text(img, (x + 10, ky), kind_text, 11, band, bold=True, anchor="lm")
    mx = x + CARD_W - 10
    for m in reversed(_marks(card)):
        paste(img, status_mark(m, 15), mx - 15, ky)
        mx -= 18
    boosts = int(card.get("boosts") or 0)
    if boosts:
        boost_tag(img, mx - 30, ky, boosts)
    # statistics
    top = y + BAND_H + 26
    if is_character(card):
        sx = x + 14
        for ter in TERRAINS:
            paste(img, terrain_glyph(ter, 20), sx, top + 12)
            put_text(img, (sx + 24, top + 12), str(card.get(ter, 0)), 17, CARD_TEXT, bold=True, anchor="lm")
            sx += 60
        draw.line((x + 10, top + 28, x + CARD_W - 10, top + 28), fill=t.mix(band, CARD_FACE, 0.5), width=1)
        top += 30
    max_lines = max(1, (y + height - 8 - top) // TEXT_LINE)
    for i, line in enumerate(_text_lines(card, lang, max_lines)):
        put_text(img, (x + 10, top + 4 + i * TEXT_LINE), line, TEXT_SIZE, CARD_TEXT)


def _legend(cards: list[dict[str, Any]], tr: Translate) -> list[tuple[str, str]]:
    """The symbols drawn on these cards, each with its words."""
    keys: list[tuple[str, str]] = []
    if any(c.get("hand_cost") is not None for c in cards):
        keys.append(("hand", tr("pic-key-hand-cost")))
    if any(c.get("reserve_cost") is not None for c in cards):
        keys.append(("reserve", tr("pic-key-reserve-cost")))
    if any(is_character(c) for c in cards):
        keys += [(ter, tr(f"pic-key-{ter}")) for ter in TERRAINS]
    if any(c.get("boosts") for c in cards):
        keys.append(("boost", tr("pic-key-boost")))
    for m in ("fleeting", "anchored", "asleep", "exhausted"):
        if any(c.get(m) for c in cards):
            keys.append((m, tr(f"pic-key-{m}")))
    return keys


def _draw_legend(img: Image.Image, keys: list[tuple[str, str]], x0: int, y: int, width: int) -> None:
    x = x0
    for icon, text in keys:
        w = 30 + font(12).getlength(text) + 16
        if x + w > x0 + width and x > x0:
            x, y = x0, y + LEGEND_LINE
        cx = x + 11
        if icon == "hand":
            _cost(img, cx, y, "1", reserve=False)
        elif icon == "reserve":
            _cost(img, cx, y, "1", reserve=True)
        elif icon in TERRAINS:
            paste(img, terrain_glyph(icon, 18), cx, y, "mm")
        elif icon == "boost":
            boost_tag(img, cx - 11, y, 1)
        else:
            paste(img, status_mark(icon, 15), cx, y, "mm")
        put_text(img, (x + 28, y), text, 12, t.TEXT, anchor="lm")
        x += w


def _legend_rows(keys: list[tuple[str, str]], width: int) -> int:
    rows, x = 1, 0
    for _, text in keys:
        w = 30 + font(12).getlength(text) + 16
        if x + w > width and x > 0:
            rows, x = rows + 1, 0
        x += w
    return rows if keys else 0


def render_hand(cards: list[dict[str, Any]], lang: str, tr: Translate) -> Image.Image:
    """The cards left to right, `PER_ROW` a row, numbered from 1 in hand order; a legend strip under them."""
    if not cards:
        img = Image.new("RGB", (CARD_W + 2 * GAP, 60), t.BACKGROUND)
        put_text(img, (GAP, 30), tr("pic-no-cards"), 14, t.TEXT_DIM, anchor="lm")
        return img
    columns = min(PER_ROW, len(cards))
    rows = (len(cards) + PER_ROW - 1) // PER_ROW
    height = _height(cards, lang)
    width = GAP + columns * (CARD_W + GAP)
    keys = _legend(cards, tr)
    legend_rows = _legend_rows(keys, width - 2 * GAP)
    size = (width, GAP + rows * (height + GAP) + legend_rows * LEGEND_LINE + (GAP if keys else 0))
    img = Image.new("RGB", size, t.BACKGROUND)
    for index, card in enumerate(cards):
        row, col = divmod(index, PER_ROW)
        _draw_card(img, GAP + col * (CARD_W + GAP), GAP + row * (height + GAP), height, index + 1, card, lang, tr)
    _draw_legend(img, keys, GAP, GAP + rows * (height + GAP) + LEGEND_LINE // 2, width - 2 * GAP)
    return img
