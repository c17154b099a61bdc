"""Altar Quest's hand of cards as a picture: a row (or grid) of simple cards, each numbered."""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from .. import theme as t
from ..fonts import fit, font, shown, wrap
from ..grid import Translate

CARD_WIDTH = 190
GAP = 12
PER_ROW = 5

# kinds as the engine names them, without the "hero_" prefix
KIND_COLORS = {
    "action": t.hex_color("#9c3b2e"),
    "feat": t.hex_color("#8a6a1c"),
    "reaction": t.hex_color("#2f5f9c"),
    "ongoing": t.hex_color("#2f7d4f"),
    "ally": t.hex_color("#2f7d4f"),
    "equipment": t.hex_color("#6b6459"),
    "search": t.hex_color("#5d4a7a"),
    "event": t.hex_color("#7a3d5a"),
}
DEFAULT_KIND = t.hex_color("#7a5a34")
CARD_FACE = t.hex_color("#efe6d2")
CARD_EDGE = t.hex_color("#15120f")
CARD_TEXT = t.hex_color("#221c15")
BODY_SIZE = 13
BODY_LINE = 16
BODY_TOP = 90
MIN_HEIGHT, MAX_HEIGHT = 150, 300


def _local(card: dict[str, Any], key: str, lang: str) -> str:
    if lang == "fr" and card.get(f"{key}_fr"):
        return str(card[f"{key}_fr"])
    return str(card.get(key) or "")


def _kind(card: dict[str, Any]) -> str:
    return str(card.get("kind") or "").removeprefix("hero_")


def _body_lines(card: dict[str, Any], lang: str, max_lines: int | None = None) -> list[str]:
    return wrap(_local(card, "text", lang), font(BODY_SIZE), CARD_WIDTH - 24, max_lines=max_lines)


def _card_height(cards: list[dict[str, Any]], lang: str) -> int:
    """Tall enough for the wordiest card, within bounds (longer texts are cut with an ellipsis)."""
    lines = max(len(_body_lines(card, lang)) for card in cards)
    return max(MIN_HEIGHT, min(MAX_HEIGHT, BODY_TOP + lines * BODY_LINE + 12))


def _draw_card(
    draw: ImageDraw.ImageDraw, x: int, y: int, height: int, number: int, card: dict[str, Any], lang: str,
    tr: Translate,
) -> None:
    kind = _kind(card)
    band = KIND_COLORS.get(kind, DEFAULT_KIND)
    draw.rounded_rectangle((x, y, x + CARD_WIDTH, y + height), radius=10, fill=CARD_FACE, outline=CARD_EDGE,
                           width=2)
    draw.rounded_rectangle((x + 2, y + 2, x + CARD_WIDTH - 2, y + 58), radius=9, fill=band)
    draw.rectangle((x + 2, y + 40, x + CARD_WIDTH - 2, y + 58), fill=band)
    in_play = bool(card.get("in_play"))
    name_left = 12 if in_play else 36  # a card in play has no number in hand
    if not in_play:
        draw.ellipse((x + 8, y + 8, x + 30, y + 30), fill=CARD_FACE, outline=CARD_EDGE)
        draw.text((x + 19, y + 19), str(number), font=font(13, bold=True), fill=CARD_TEXT, anchor="mm")
    name_font = font(15, bold=True)
    lines = wrap(_local(card, "name", lang), name_font, CARD_WIDTH - name_left - 10, max_lines=2)
    for i, line in enumerate(lines):
        draw.text((x + name_left, y + 9 + i * 18), line, font=name_font, fill=t.hex_color("#ffffff"))
    kind_text = tr(f"pic-card-{kind}", _default=kind.replace("_", " "))
    if in_play:
        kind_text = tr("pic-card-in_play", kind=kind_text, exhausted="yes" if card.get("exhausted") else "no")
    draw.text((x + 12, y + 66), fit(kind_text.upper(), font(11, bold=True), CARD_WIDTH - 24), font=font(11, bold=True),
              fill=band)
    draw.line((x + 12, y + 82, x + CARD_WIDTH - 12, y + 82), fill=t.mix(band, CARD_FACE, 0.5), width=1)
    max_lines = (height - BODY_TOP - 8) // BODY_LINE
    for i, line in enumerate(_body_lines(card, lang, max_lines)):
        draw.text((x + 12, y + BODY_TOP + i * BODY_LINE), line, font=font(BODY_SIZE), fill=CARD_TEXT)


def render_hand(cards: list[dict[str, Any]], lang: str, tr: Translate) -> Image.Image:
    """Cards laid out left to right, `PER_ROW` a row, numbered from 1 in hand order; cards marked
    `in_play` (the hero's cards in play, after the hand) carry "in play" instead of a number."""
    if not cards:  # neither a hand nor cards in play
        img = Image.new("RGB", (CARD_WIDTH + 2 * GAP, 60), t.BACKGROUND)
        ImageDraw.Draw(img).text((GAP, 30), shown(tr("pic-no-cards")), font=font(14), fill=t.TEXT_DIM,
                                 anchor="lm")
        return img
    columns = min(PER_ROW, len(cards))
    rows = (len(cards) + PER_ROW - 1) // PER_ROW
    height = _card_height(cards, lang)
    size = (GAP + columns * (CARD_WIDTH + GAP), GAP + rows * (height + GAP))
    img = Image.new("RGB", size, t.BACKGROUND)
    draw = ImageDraw.Draw(img)
    for index, card in enumerate(cards):
        row, col = divmod(index, PER_ROW)
        _draw_card(draw, GAP + col * (CARD_WIDTH + GAP), GAP + row * (height + GAP), height, index + 1, card, lang,
                   tr)
    return img
