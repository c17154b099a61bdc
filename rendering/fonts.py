"""Fonts for every picture: a bundled DejaVu Sans Condensed subset, or Pillow's built-in font.

The bundled files (Latin-1 plus a few symbols, see fonts/LICENSE-DejaVu.txt) carry the French
accents that Pillow's built-in font lacks. If they are missing we fall back to the built-in font
and fold accents away, so a picture is always drawn.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

_FONT_DIR = Path(__file__).parent / "fonts"
_FILES = {False: "DejaVuSansCondensed.ttf", True: "DejaVuSansCondensed-Bold.ttf"}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    try:
        return ImageFont.truetype(str(_FONT_DIR / _FILES[bold]), size)
    except OSError:
        return ImageFont.load_default(size=size)


@lru_cache(maxsize=1)
def bundled() -> bool:
    return all((_FONT_DIR / name).is_file() for name in _FILES.values())


@lru_cache(maxsize=2048)
def shown(text: str) -> str:
    """The text as it can be drawn: unchanged with the bundled font, accents folded without it."""
    if bundled():
        return text
    folded = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in folded if ord(ch) < 128)


def text_width(text: str, fnt: Font) -> float:
    return fnt.getlength(text)


@lru_cache(maxsize=2048)
def fit(text: str, fnt: Font, max_width: float) -> str:
    """`text`, cut short with an ellipsis when it is wider than `max_width` pixels."""
    text = shown(text)
    if fnt.getlength(text) <= max_width:
        return text
    ellipsis = "…" if bundled() else "."
    while text and fnt.getlength(text + ellipsis) > max_width:
        text = text[:-1]
    return text.rstrip() + ellipsis


def wrap(text: str, fnt: Font, max_width: float, max_lines: int | None = None) -> list[str]:
    """Greedy word wrap; a word wider than the line is cut; the last allowed line gets an ellipsis."""
    return list(_wrap(text, fnt, max_width, max_lines))


@lru_cache(maxsize=1024)
def _wrap(text: str, fnt: Font, max_width: float, max_lines: int | None) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in shown(text).split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line else word
            if fnt.getlength(trial) <= max_width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = word if fnt.getlength(word) <= max_width else fit(word, fnt, max_width)
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + " …", fnt, max_width) if bundled() else fit(lines[-1], fnt, max_width)
    return tuple(lines)


@lru_cache(maxsize=2048)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The text drawn once as an alpha mask, with its offset from the anchor point (cached: labels,
    names and numbers repeat from one turn to the next)."""
    fnt = font(size, bold)
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=fnt, fill=255, anchor=anchor)
    return mask, left, top


def put_text(
    canvas: Image.Image, xy: tuple[float, float], text: str, size: int, fill: tuple[int, int, int],
    bold: bool = False, anchor: str = "la",
) -> None:
    """Draw `text` at `xy` (Pillow anchor rules) in the bundled font of `size` pixels."""
    if not text:
        return
    mask, left, top = _text_mask(shown(text), size, bold, anchor)
    canvas.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
