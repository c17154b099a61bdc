"""Tic-tac-toe's picture: a 3×3 grid on paper, crosses in red, noughts in blue, the winning line's
cells tinted gold, a header (quest and round) and a footer (whose turn, the winner or a draw).
Every word comes from `tr` (the game's `pic-*` messages); the letters A-C and 1-3 are coordinates."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from rendering.fonts import fit, font, put_text

Color = tuple[int, int, int]
Box = tuple[int, int, int, int]

CELL = 120  # pixels per cell
GUTTER = 32  # the band holding the coordinates, left of and above the grid
HEADER = 44
FOOTER = 48
GRID = 3 * CELL
SIZE = (GUTTER + GRID + GUTTER, HEADER + GUTTER + GRID + FOOTER)  # the picture's size, whatever the game

PAPER: Color = (244, 238, 222)
INK: Color = (59, 48, 36)
CROSS: Color = (200, 50, 45)
NOUGHT: Color = (43, 98, 196)
WIN: Color = (246, 212, 92)
LAST: Color = (226, 222, 206)  # the cell marked last, so a glance shows the latest move
COLUMNS = "ABC"


def cell_box(cell: str) -> Box:
    """Pixel box of a cell (`B2`) in the picture."""
    col, row = COLUMNS.index(cell[0].upper()), int(cell[1:]) - 1
    x0, y0 = GUTTER + col * CELL, HEADER + GUTTER + row * CELL
    return (x0, y0, x0 + CELL, y0 + CELL)


def _name(view: dict[str, Any], seat: str | None, lang: str) -> str:
    hero = view.get("heroes", {}).get(seat or "", {})
    return str(hero.get("name_fr") if lang == "fr" and hero.get("name_fr") else hero.get("name", seat or "?"))


def render_board(view: dict[str, Any], lang: str, tr: Callable[..., str]) -> Image.Image:
    """The grid as everyone sees it (tic-tac-toe hides nothing)."""
    img = Image.new("RGB", SIZE, PAPER)
    draw = ImageDraw.Draw(img)
    quest = view.get("quest") or {}
    title = quest.get("name_fr") if lang == "fr" and quest.get("name_fr") else quest.get("name", "")
    put_text(img, (GUTTER, HEADER // 2), fit(str(title), font(20, True), GRID * 0.6), 20, INK, bold=True, anchor="lm")
    put_text(img, (GUTTER + GRID, HEADER // 2), tr("pic-round", n=view.get("round", 1)), 16, INK, anchor="rm")
    line, last = set(view.get("line") or ()), view.get("last")
    marks = {seat: hero.get("mark", "?") for seat, hero in view.get("heroes", {}).items()}
    for cell, seat in (view.get("cells") or {}).items():
        x0, y0, x1, y1 = box = cell_box(cell)
        if cell in line:
            draw.rectangle(box, fill=WIN)
        elif cell == last:
            draw.rectangle(box, fill=LAST)
        pad = CELL // 5
        if seat is not None and marks.get(seat) == "X":
            draw.line((x0 + pad, y0 + pad, x1 - pad, y1 - pad), fill=CROSS, width=12)
            draw.line((x0 + pad, y1 - pad, x1 - pad, y0 + pad), fill=CROSS, width=12)
        elif seat is not None:
            draw.ellipse((x0 + pad, y0 + pad, x1 - pad, y1 - pad), outline=NOUGHT, width=12)
    top = HEADER + GUTTER
    for i in range(4):  # the grid's lines, outer frame included
        draw.line((GUTTER + i * CELL, top, GUTTER + i * CELL, top + GRID), fill=INK, width=3)
        draw.line((GUTTER, top + i * CELL, GUTTER + GRID, top + i * CELL), fill=INK, width=3)
    for i, letter in enumerate(COLUMNS):
        put_text(img, (GUTTER + i * CELL + CELL // 2, HEADER + GUTTER // 2), letter, 15, INK, bold=True, anchor="mm")
        put_text(img, (GUTTER // 2, top + i * CELL + CELL // 2), str(i + 1), 15, INK, bold=True, anchor="mm")
    result = view.get("result")
    if result == "won":
        footer = tr("pic-winner", name=_name(view, view.get("winner"), lang))
    elif result is not None:
        footer = tr("pic-draw")
    else:
        footer = tr("pic-turn", name=_name(view, view.get("active"), lang))
    put_text(img, (SIZE[0] // 2, SIZE[1] - FOOTER // 2), fit(footer, font(18, True), SIZE[0] - 16), 18, INK,
             bold=True, anchor="mm")
    return img
