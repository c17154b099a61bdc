"""The small drawings both Altered pictures share: the terrain glyphs (forest, mountain, water), mana
orbs, the character markers (boost, fleeting, anchored, asleep), the exhausted sign, expedition marker
discs and the back of a face-down Tumult card. Each is drawn once at three times its size, shrunk
smooth and cached as an RGBA sprite."""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as t
from ..fonts import put_text

Color = t.Color
S = 3  # supersampling of the sprites

TERRAINS = ("forest", "mountain", "water")
# one hue per side (Okabe-Ito orange and reddish purple): no terrain's, no orb's
SIDE_COLORS = (t.hex_color("#e69f00"), t.hex_color("#cc79a7"))
FOREST = t.hex_color("#3fae49")
FOREST_DARK = t.hex_color("#1d5a24")
TRUNK = t.hex_color("#7a4a22")
MOUNTAIN = t.hex_color("#a39a90")
MOUNTAIN_DARK = t.hex_color("#4c4640")
SNOW = t.hex_color("#f4f1ea")
WATER = t.hex_color("#4fb3f0")
WATER_DARK = t.hex_color("#154e78")
ORB_READY = t.hex_color("#e4dcff")
ORB_READY_EDGE = t.hex_color("#5b4b9a")
ORB_SPENT = t.hex_color("#3c3842")
ORB_SPENT_EDGE = t.hex_color("#8d84a8")
BOOST = t.hex_color("#ffd21f")
BOOST_TEXT = t.hex_color("#2a1e00")
FLEETING = t.hex_color("#f2f2f2")
ANCHOR = t.hex_color("#9fb4c8")
ASLEEP = t.hex_color("#b99cff")
EXHAUSTED = t.hex_color("#8a8a8a")
BACK_FILL = t.hex_color("#2c2346")
BACK_LINE = t.hex_color("#5a4a8c")
BACK_EDGE = t.hex_color("#a593e0")
EDGE = t.hex_color("#0e0c0b")


def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    big = Image.new("RGBA", (size * S, size * S), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big), size * S


def _done(big: Image.Image, size: int) -> Image.Image:
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def terrain_glyph(terrain: str, size: int = 14, dim: bool = False) -> Image.Image:
    """Forest: a fir tree; mountain: two peaks, the higher one snow-capped; water: three waves."""
    big, d, n = _canvas(size)
    w = max(1, n // 14)
    if terrain == "forest":
        d.rectangle((n * 0.43, n * 0.72, n * 0.57, n * 0.98), fill=TRUNK)
        d.polygon([(n * 0.5, n * 0.02), (n * 0.9, n * 0.5), (n * 0.1, n * 0.5)], fill=FOREST, outline=FOREST_DARK)
        d.polygon([(n * 0.5, n * 0.25), (n * 0.98, n * 0.78), (n * 0.02, n * 0.78)], fill=FOREST,
                  outline=FOREST_DARK)
    elif terrain == "mountain":
        d.polygon([(n * 0.68, n * 0.35), (n * 1.0, n * 0.95), (n * 0.36, n * 0.95)], fill=MOUNTAIN_DARK)
        d.polygon([(n * 0.38, n * 0.05), (n * 0.78, n * 0.95), (n * 0.0, n * 0.95)], fill=MOUNTAIN,
                  outline=MOUNTAIN_DARK)
        d.polygon([(n * 0.38, n * 0.05), (n * 0.52, n * 0.36), (n * 0.24, n * 0.36)], fill=SNOW)
    else:
        for row in range(3):
            y = n * (0.22 + row * 0.28)
            pts = []
            for i in range(25):
                x = n * (0.04 + 0.92 * i / 24)
                pts.append((x, y + n * 0.09 * _wave(i / 24)))
            d.line(pts, fill=WATER, width=w * 2 + 1, joint="curve")
    img = _done(big, size)
    if dim:
        alpha = img.getchannel("A").point(lambda a: a * 35 // 100)
        img.putalpha(alpha)
    return img


def _wave(x: float) -> float:
    return math.sin(x * 2 * math.pi * 1.5)


@lru_cache(maxsize=8)
def orb(ready: bool, size: int = 16) -> Image.Image:
    """A ready orb is pale and bright; a spent (exhausted) one dark with a thin ring."""
    big, d, n = _canvas(size)
    w = max(2, n // 9)
    if ready:
        d.ellipse((w // 2, w // 2, n - w // 2, n - w // 2), fill=ORB_READY, outline=ORB_READY_EDGE, width=w)
        d.ellipse((n * 0.28, n * 0.22, n * 0.48, n * 0.42), fill=(255, 255, 255))
    else:
        d.ellipse((w // 2, w // 2, n - w // 2, n - w // 2), fill=ORB_SPENT, outline=ORB_SPENT_EDGE, width=w)
    return _done(big, size)


@lru_cache(maxsize=16)
def status_mark(kind: str, size: int = 14) -> Image.Image:
    """fleeting: a hollow white diamond; anchored: an anchor; asleep: a violet crescent; exhausted: a card
    turned sideways."""
    big, d, n = _canvas(size)
    w = max(2, n // 8)
    if kind == "fleeting":
        d.polygon([(n / 2, n * 0.05), (n * 0.95, n / 2), (n / 2, n * 0.95), (n * 0.05, n / 2)], outline=FLEETING,
                  width=w)
        d.ellipse((n * 0.4, n * 0.4, n * 0.6, n * 0.6), fill=FLEETING)
    elif kind == "anchored":
        d.line([(n / 2, n * 0.22), (n / 2, n * 0.9)], fill=ANCHOR, width=w)
        d.ellipse((n * 0.38, n * 0.02, n * 0.62, n * 0.26), outline=ANCHOR, width=w)
        d.line([(n * 0.25, n * 0.38), (n * 0.75, n * 0.38)], fill=ANCHOR, width=w)
        d.arc((n * 0.1, n * 0.4, n * 0.9, n * 0.95), 20, 160, fill=ANCHOR, width=w)
    elif kind == "asleep":
        d.ellipse((n * 0.05, n * 0.05, n * 0.95, n * 0.95), fill=ASLEEP)
        d.ellipse((n * 0.32, -n * 0.08, n * 1.12, n * 0.72), fill=(0, 0, 0, 0))
    elif kind == "exhausted":
        d.rounded_rectangle((n * 0.05, n * 0.25, n * 0.95, n * 0.8), radius=n // 10, fill=EXHAUSTED,
                            outline=EDGE, width=max(1, w // 2))
        d.line([(n * 0.2, n * 0.52), (n * 0.8, n * 0.52)], fill=EDGE, width=max(1, w // 2))
    return _done(big, size)


@lru_cache(maxsize=32)
def marker_disc(label: str, side: int, size: int = 26, ring: bool = False) -> Image.Image:
    """An expedition marker: a disc in the side's hue with its label (H1, C2...) in dark ink."""
    big, d, n = _canvas(size)
    w = max(2, n // 12)
    d.ellipse((w, w, n - w, n - w), fill=SIDE_COLORS[side], outline=EDGE, width=w)
    img = _done(big, size)
    put_text(img, (size / 2, size / 2 + 0.5), label, max(8, size // 2 - 1), t.LABEL_DARK, bold=True, anchor="mm")
    return img


def boost_tag(img: Image.Image, x: float, y: float, n: int) -> int:
    """A gold tag '+n' centred on `y`, left at `x`; returns its width."""
    text = f"+{n}"
    width = 8 + 7 * len(text)
    ImageDraw.Draw(img).rounded_rectangle((x, y - 7, x + width, y + 7), radius=4, fill=BOOST, outline=EDGE)
    put_text(img, (x + width / 2, y + 0.5), text, 11, BOOST_TEXT, bold=True, anchor="mm")
    return width


@lru_cache(maxsize=8)
def card_back(width: int, height: int) -> Image.Image:
    """The back of a face-down Tumult card: a violet lattice with a bright frame (nothing printed on it)."""
    img = Image.new("RGB", (width, height), BACK_FILL)
    d = ImageDraw.Draw(img)
    step = 14
    for k in range(-height, width + height, step):
        d.line([(k, 0), (k + height, height)], fill=BACK_LINE, width=1)
        d.line([(k, height), (k + height, 0)], fill=BACK_LINE, width=1)
    d.rectangle((0, 0, width - 1, height - 1), outline=BACK_EDGE, width=2)
    d.rectangle((5, 5, width - 6, height - 6), outline=BACK_LINE, width=1)
    cx, cy = width / 2, height / 2
    d.polygon([(cx, cy - 18), (cx + 14, cy), (cx, cy + 18), (cx - 14, cy)], fill=BACK_FILL, outline=BACK_EDGE,
              width=2)
    return img


def paste(canvas: Image.Image, sprite: Image.Image, x: float, y: float, anchor: str = "lm") -> None:
    """Paste a sprite with its left-middle (`lm`) or centre (`mm`) at (x, y)."""
    w, h = sprite.size
    left = x - w / 2 if anchor[0] == "m" else x
    top = y - h / 2
    canvas.paste(sprite, (round(left), round(top)), sprite)


def local(item: dict[str, Any] | None, key: str, lang: str) -> str:
    """The item's `key` in `lang` (`key_fr` in French when there is one)."""
    if not item:
        return ""
    if lang == "fr" and item.get(f"{key}_fr"):
        return str(item[f"{key}_fr"])
    return str(item.get(key) or "")


def is_character(card: dict[str, Any]) -> bool:
    return card.get("kind") in ("character", "token")
