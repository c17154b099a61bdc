"""A plain picture of the table: its outline and grid letters, terrain footprints, markers, hero and enemy
discs with their labels. Drawn only from the view; every word from `tr` (the `pic-*` messages)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from rendering.fonts import put_text

PX = 14  # pixels per inch on the full table
MARGIN = 28
HEADER = 36
PAPER = (236, 230, 212)
INK = (52, 44, 36)
TERRAIN = {"blocking": (120, 112, 100), "cover": (96, 140, 84), "difficult": (170, 150, 100),
           "dangerous": (190, 90, 70)}
HERO = (44, 96, 190)
ENEMY = (180, 48, 42)
MARKER = (220, 180, 60)


def render_board(view: dict[str, Any], lang: str, tr: Callable[..., str]) -> Image.Image:
    size = float(view.get("size", 48.0))
    px = PX * 48.0 / size  # the small table drawn as large as the big one
    side = int(size * px)
    img = Image.new("RGB", (side + 2 * MARGIN, side + 2 * MARGIN + HEADER), PAPER)
    draw = ImageDraw.Draw(img)

    def at(x: float, y: float) -> tuple[float, float]:
        return MARGIN + x * px, HEADER + MARGIN + (size - y) * px

    mission = view.get("mission") or {}
    title = mission.get("name_fr") if lang == "fr" and mission.get("name_fr") else mission.get("name", "")
    put_text(img, (MARGIN, HEADER // 2), str(title), 18, INK, bold=True, anchor="lm")
    put_text(img, (side + MARGIN, HEADER // 2), tr("pic-round", n=view.get("round", 1), of=view.get("rounds", 1)),
             15, INK, anchor="rm")
    grid = view.get("grid") or {}
    columns, rows = str(grid.get("columns", "")), int(grid.get("rows", 24))
    cell = side / max(1, rows)
    for i in range(rows + 1):
        shade = (214, 206, 186)
        draw.line((MARGIN + i * cell, HEADER + MARGIN, MARGIN + i * cell, HEADER + MARGIN + side), fill=shade)
        draw.line((MARGIN, HEADER + MARGIN + i * cell, MARGIN + side, HEADER + MARGIN + i * cell), fill=shade)
    for i in range(rows):
        put_text(img, (MARGIN + (i + 0.5) * cell, HEADER + MARGIN // 2), columns[i:i + 1], 10, INK, anchor="mm")
        put_text(img, (MARGIN // 2, HEADER + MARGIN + (i + 0.5) * cell), str(i + 1), 10, INK, anchor="mm")
    for zone in view.get("zones", []):
        x0, y0, x1, y1 = zone["rect"]
        (a, b), (c, d) = at(x0, y1), at(x1, y0)
        draw.rectangle((a, b, c, d), outline=HERO if zone["kind"] == "deploy" else MARKER, width=2)
    for piece in view.get("terrain", []):
        kinds = piece.get("kinds") or ["cover"]
        draw.polygon([at(x, y) for x, y in piece["points"]], fill=TERRAIN.get(kinds[0], INK), outline=INK)
    for m in view.get("markers", []):
        x, y = at(m["x"], m["y"])
        draw.rectangle((x - 6, y - 6, x + 6, y + 6), fill=MARKER, outline=INK)
        put_text(img, (x, y - 12), m["label"], 10, INK, bold=True, anchor="mm")
    for u in view.get("units", []):
        for mdl in u.get("models", []):
            x, y = at(mdl["x"], mdl["y"])
            r = max(3.0, mdl.get("base", 1.0) * px / 2)
            draw.ellipse((x - r, y - r, x + r, y + r), fill=ENEMY, outline=INK)
        if u.get("models"):
            x, y = at(u["models"][0]["x"], u["models"][0]["y"])
            put_text(img, (x, y - 14), u["label"], 11, INK, bold=True, anchor="mm")
    for h in (view.get("heroes") or {}).values():
        if h.get("escaped"):
            continue
        x, y = at(h["x"], h["y"])
        r = max(3.0, h.get("base", 1.0) * px / 2)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(150, 150, 150) if h.get("unconscious") else HERO, outline=INK)
        put_text(img, (x, y + 14), h["label"], 11, INK, bold=True, anchor="mm")
    draw.rectangle((MARGIN, HEADER + MARGIN, MARGIN + side, HEADER + MARGIN + side), outline=INK, width=3)
    return img
