"""Age of Fantasy: Quest's board: an open table measured in inches, seen from above.

The table (48" or 24", always 24x24 labelled cells, A1 top-left) with its terrain drawn by kind
(blocking solid and dark, cover hatched green, dangerous hatched red, bare raised ground grey; difficult
ground adds its own sign over any of them, sand studs and a rim dashed sand on black; the height of
raised pieces in a small tag), the deployment and exit zones, markers
(objectives, AI objectives, search tokens, the relic, clues, the exit), the active hero's reach as
rings, the last round's moves, shots, charges, pushes, falls and spells as arrows under the figures,
and the models as round bases to scale: heroes one hue each, enemy units in one faction hue with
their label written once and a faint outline around the unit. A header says the mission, its goal
and the round; a legend on the right lists heroes, enemy units and every symbol drawn, and the
markers are listed by label and name under the table.

The grid, the terrain and the zones depend only on the layout: they are drawn once per layout,
language and table size (`_static_layer`, cached). Every word comes from `tr` (`pic-*` messages);
coordinates (A-X, 1-24) and labels (E1, O1...) are data. `table_point` gives the pixel of a point
of the table in the picture, for tests and callers.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from .. import theme as t
from ..fonts import fit, font, put_text, wrap
from ..grid import local, luminance

Translate = Callable[..., str]
Point = tuple[float, float]
Box = tuple[float, float, float, float]
Color = t.Color

CELLS = 24
CELL = 30  # pixels per labelled cell, on either table
TABLE = CELLS * CELL  # the table's side in pixels
MARGIN = 22  # the band around the table holding the coordinates
FRAME = TABLE + 2 * MARGIN
LEGEND_WIDTH = 330
PAD = 12
K = 2  # the supersampling of the terrain and of the rings, arrows and outlines

# --- palette ---------------------------------------------------------------------------------------

TABLE_FILL = t.hex_color("#767a58")  # a muted field
GRID_LINE = (255, 255, 240, 48)  # light and faint, over the terrain too
BLOCKING_FILL = t.hex_color("#38302a")
BLOCKING_EDGE = t.hex_color("#14100d")
COVER_FILL = t.hex_color("#55803f")
COVER_LINE = t.hex_color("#24401a")
COVER_LINE_ON_DARK = t.hex_color("#8fc46e")
DIFFICULT_FILL = t.hex_color("#9a7a4c")
# difficult ground's own sign, the same over any fill (cover's green hatching, dangerous red, plain brown): a
# rim dashed sand on black and sand studs ringed in black, big enough to read at 1x through other patterns
DIFFICULT_SIGN = t.hex_color("#f2d48c")
DIFFICULT_SIGN_EDGE = t.hex_color("#1c140a")
DIFFICULT_DASH = (5.0, 4.0)  # the rim's dashes, px on, off at 1x
DANGEROUS_FILL = t.hex_color("#c99a84")
DANGEROUS_LINE = t.hex_color("#c8140e")
FLAT_EDGE = t.hex_color("#2c2a1c")
RAISED_FILL = t.mix(TABLE_FILL, (0, 0, 0), 0.15)  # a rise with no other kind (a knoll, a rock shelf): grey
HEIGHT_TAG = t.hex_color("#14110e")
HEIGHT_TEXT = t.hex_color("#f4efe6")
DEPLOY = t.hex_color("#3d8bff")
EXIT_ZONE = t.hex_color("#2fd27a")

ENEMY = t.hex_color("#8c1c22")  # the enemy faction's hue: no hero's
ENEMY_RING = t.hex_color("#e9dcc0")
ENEMY_TAG = t.hex_color("#5e1116")
UNIT_OUTLINE = t.hex_color("#f0b8b0")
UNCONSCIOUS = t.hex_color("#8a8a8a")
KNOCKED_X = t.hex_color("#1a1a1a")
SHAKEN = t.hex_color("#ffd21f")
FATIGUED = t.hex_color("#7fb2d9")
RESULT_WON = t.hex_color("#2f8f3a")
RESULT_LOST = t.hex_color("#a3201c")
CONDITION = t.hex_color("#c46bff")
EFFECT = t.hex_color("#f4efe6")  # a skill's or spell's lasting effect on a unit or hero: a light diamond
# the view's names of lasting effects -> their word in the heroes' and enemies' lists
EFFECT_KEYS = {"pinned": "pic-effect-pinned", "snared": "pic-effect-snared", "stunned": "pic-effect-stunned",
               "stunned_model": "pic-effect-stunned-model", "hexed": "pic-effect-hexed",
               # and those a hero's own skills and spells give it
               "guard": "pic-effect-guard", "steady": "pic-effect-steady", "tempered": "pic-effect-tempered",
               "ward": "pic-effect-ward"}

RING_COLORS = {  # the same colour for a reach and for the arrow of having used it
    "advance": t.hex_color("#ffffff"),
    "rush": t.hex_color("#5fe6f5"),
    "charge": t.hex_color("#ffd21f"),
    "shoot": t.hex_color("#e0a0ff"),
}
RING_DASH = {"advance": None, "rush": (18.0, 8.0), "charge": (8.0, 6.0), "shoot": (3.0, 5.0)}  # px on, off
RING_EDGE = t.hex_color("#1a1712")

ARROW_COLORS = {
    "move": RING_COLORS["advance"],
    "rush": RING_COLORS["rush"],
    "charge": RING_COLORS["charge"],
    "shoot": RING_COLORS["shoot"],
    "push": t.hex_color("#ff8a1e"),
    "fall": t.hex_color("#1a1410"),
    "spell": t.hex_color("#62f08e"),
}
ARROW_DASHED = {"shoot", "spell"}
ARROW_KINDS = tuple(ARROW_COLORS)

MARKER_KINDS = ("objective", "ai_objective", "search", "relic", "clue", "exit")
MARKER_PX = 22  # a marker token's diameter in pixels, on either table
MARKER_COLUMNS = 3  # the list of markers under the table

# --- messages: every key written out, so a scan of this file finds them all -----------------------

TERRAIN_KINDS = ("blocking", "cover", "difficult", "dangerous")
TERRAIN_KEYS = {"blocking": "pic-key-blocking", "cover": "pic-key-cover", "difficult": "pic-key-difficult",
                "dangerous": "pic-key-dangerous", "raised": "pic-key-raised"}
RING_KEYS = {"advance": "pic-ring-advance", "rush": "pic-ring-rush", "charge": "pic-ring-charge",
             "shoot": "pic-ring-shoot"}
ARROW_KEYS = {"move": "pic-mark-move", "rush": "pic-mark-rush", "charge": "pic-mark-charge",
              "shoot": "pic-mark-shoot", "push": "pic-mark-push", "fall": "pic-mark-fall", "spell": "pic-mark-spell"}
MARKER_KEYS = {"objective": "pic-marker-objective", "ai_objective": "pic-marker-ai-objective",
               "search": "pic-marker-search", "relic": "pic-marker-relic", "clue": "pic-marker-clue",
               "exit": "pic-marker-exit"}
# a marker that is done: what the legend says of its ghost, and the word after its name in the list
DONE_KEYS = {"search": "pic-marker-searched", "clue": "pic-marker-examined"}
DONE_KEY = "pic-marker-done"
DONE_WORDS = {"search": "pic-done-searched", "clue": "pic-done-examined"}
DONE_WORD = "pic-done"
ZONE_KEYS = {"deploy": "pic-key-deploy", "exit": "pic-key-exit-zone"}


# --- geometry --------------------------------------------------------------------------------------


def _ppi(size: float) -> float:
    return TABLE / size


def table_px(size: float, x: float, y: float) -> Point:
    """Pixel of table point (x, y) inches inside the table itself (y upward, row 1 at the top)."""
    p = _ppi(size)
    return (x * p, (size - y) * p)


def header_height(view: dict[str, Any], lang: str, tr: Translate) -> int:
    return _Header(view, lang, tr).height


def table_point(view: dict[str, Any], lang: str, tr: Translate, x: float, y: float) -> tuple[int, int]:
    """The picture's pixel at table point (x, y) in `render_board(view, lang, tr)`."""
    px, py = table_px(float(view.get("size") or 48.0), x, y)
    return (round(MARGIN + px), round(header_height(view, lang, tr) + MARGIN + py))


# --- the static layer: frame, coordinates, zones, terrain, grid (cached per layout) -----------------

TerrainKey = tuple[tuple[tuple[str, ...], float, tuple[Point, ...]], ...]
ZoneKey = tuple[tuple[str, tuple[float, float, float, float]], ...]


def terrain_key(terrain: Iterable[dict[str, Any]]) -> TerrainKey:
    """The hashable digest of a terrain list: what the static layer depends on."""
    return tuple(
        (tuple(str(k) for k in p.get("kinds", ())), float(p.get("height") or 0.0),
         tuple((float(x), float(y)) for x, y in p.get("points", ())))
        for p in terrain
    )


def zone_key(zones: Iterable[dict[str, Any]]) -> ZoneKey:
    return tuple((str(z.get("kind", "")), tuple(float(v) for v in z.get("rect", (0, 0, 0, 0)))) for z in zones)


@lru_cache(maxsize=8)
def _pattern(kind: str, side: int) -> Image.Image:
    """A table-wide mask of a terrain kind's texture at `side` pixels (pieces cut theirs out of it)."""
    mask = Image.new("L", (side, side), 0)
    draw = ImageDraw.Draw(mask)
    step = 7 * K
    if kind == "cover":  # "/" hatching
        for c in range(0, 2 * side, step):
            draw.line((c, 0, c - side, side), fill=255, width=K + 1)
    elif kind == "dangerous":  # "\" hatching, denser
        for c in range(-side, side, step - K):
            draw.line((c, 0, c + side, side), fill=255, width=2 * K)
    elif kind in ("difficult", "difficult-rim"):  # staggered studs (the rim: the black ring under them)
        stud = 14 * K
        r = (2.0 if kind == "difficult" else 3.0) * K
        for j, y in enumerate(range(stud // 2, side, stud)):
            shift = stud // 2 if j % 2 else 0
            for x in range(shift + stud // 4, side, stud):
                draw.ellipse((x - r, y - r, x + r, y + r), fill=255)
    return mask


def _polygon_centre(points: list[Point]) -> Point:
    """The centroid of a simple polygon (the vertices' mean when it is degenerate)."""
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
    return (cx / (3 * area), cy / (3 * area))


def _terrain_colors(kinds: tuple[str, ...]) -> tuple[Color, Color, dict[str, Color]]:
    """(fill, edge, pattern colour by kind) of a piece: the most telling kind fills it, the others
    lay their texture over it, in colours that read on that fill."""
    blocking = "blocking" in kinds
    if blocking:
        fill = BLOCKING_FILL
    elif "dangerous" in kinds:
        fill = DANGEROUS_FILL
    elif "cover" in kinds:
        fill = COVER_FILL
    elif "difficult" in kinds:
        fill = DIFFICULT_FILL
    else:
        fill = RAISED_FILL
    patterns: dict[str, Color] = {}
    if "cover" in kinds:
        patterns["cover"] = COVER_LINE_ON_DARK if blocking else COVER_LINE
    if "dangerous" in kinds:
        patterns["dangerous"] = DANGEROUS_LINE
    if "difficult" in kinds:  # last: its studs lie over the other patterns
        patterns["difficult-rim"] = DIFFICULT_SIGN_EDGE
        patterns["difficult"] = DIFFICULT_SIGN
    return fill, BLOCKING_EDGE if blocking else FLAT_EDGE, patterns


def _dashed_outline(draw: ImageDraw.ImageDraw, points: list[Point], dash: tuple[float, float], color: Color,
                    width: int) -> None:
    """Dashes along a closed outline (`dash` in the outline's own pixels), continuing round the corners."""
    on, off = dash
    at = 0.0  # where the pattern stands at the start of each side
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        length = math.dist(a, b)
        if length <= 0:
            continue
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        s = -at
        while s < length:
            s0, s1 = max(0.0, s), min(length, s + on)
            if s1 > s0:
                draw.line((a[0] + ux * s0, a[1] + uy * s0, a[0] + ux * s1, a[1] + uy * s1), fill=color, width=width)
            s += on + off
        at = (at + length) % (on + off)


def paint_terrain(big: Image.Image, points: list[Point], kinds: tuple[str, ...], k: int = K,
                  filled: bool = True) -> None:
    """One piece on a `k`-times supersampled image, `points` already in its pixels; not `filled`, only its
    patterns and edge (the legend's sign of one kind, as it shows over any other)."""
    fill, edge, patterns = _terrain_colors(kinds)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, y0 = max(0, math.floor(min(xs)) - 2), max(0, math.floor(min(ys)) - 2)
    x1, y1 = min(big.width, math.ceil(max(xs)) + 3), min(big.height, math.ceil(max(ys)) + 3)
    if x1 <= x0 or y1 <= y0:
        return
    mask = Image.new("L", (x1 - x0, y1 - y0), 0)
    ImageDraw.Draw(mask).polygon([(x - x0, y - y0) for x, y in points], fill=255)
    if filled:
        big.paste(fill, (x0, y0, x1, y1), mask)
    side = max(big.width, big.height)
    for kind, color in patterns.items():
        texture = _pattern(kind, side).crop((x0, y0, x1, y1))
        big.paste(color, (x0, y0, x1, y1), ImageChops.multiply(texture, mask))
    draw = ImageDraw.Draw(big)
    if "difficult" in kinds:  # the rim of difficult ground: sand dashes on a black band
        draw.line(points + [points[0]], fill=DIFFICULT_SIGN_EDGE, width=round(3.6 * k), joint="curve")
        _dashed_outline(draw, points, (DIFFICULT_DASH[0] * k, DIFFICULT_DASH[1] * k), DIFFICULT_SIGN, round(2.0 * k))
        return
    width = round((2.2 if "blocking" in kinds else 1.4) * k)
    draw.line(points + [points[0]], fill=edge, width=width, joint="curve")


def _draw_height_tag(img: Image.Image, centre: Point, text: str) -> None:
    fnt = font(10, bold=True)
    w = fnt.getlength(text) + 6
    x, y = centre
    ImageDraw.Draw(img).rounded_rectangle((x - w / 2, y - 7, x + w / 2, y + 7), radius=3, fill=HEIGHT_TAG)
    put_text(img, (x, y), text, 10, HEIGHT_TEXT, bold=True, anchor="mm")


def _blend_rect(img: Image.Image, box: Box, color: Color, alpha: int) -> None:
    x0, y0, x1, y1 = (max(0, round(box[0])), max(0, round(box[1])), min(img.width, round(box[2])),
                      min(img.height, round(box[3])))
    if x1 > x0 and y1 > y0:
        img.paste(color, (x0, y0, x1, y1), Image.new("L", (x1 - x0, y1 - y0), alpha))


def _dashed_rect(draw: ImageDraw.ImageDraw, box: Box, color: Color, width: int = 2, dash: int = 8) -> None:
    x0, y0, x1, y1 = box
    for a, b, horizontal, at in ((x0, x1, True, y0), (x0, x1, True, y1), (y0, y1, False, x0), (y0, y1, False, x1)):
        v = a
        while v < b:
            e = min(v + dash, b)
            draw.line((v, at, e, at) if horizontal else (at, v, at, e), fill=color, width=width)
            v += 2 * dash


@lru_cache(maxsize=16)
def _static_layer(terrain: TerrainKey, heights: tuple[str, ...], zones: ZoneKey, size: float,
                  lang: str) -> Image.Image:
    """The frame with its coordinates and the table with zones, terrain, height tags and the grid.
    `heights` are the pieces' height tags already in `lang` ("" for flat pieces)."""
    ppi = _ppi(size)
    big = Image.new("RGB", (TABLE * K, TABLE * K), TABLE_FILL)
    for kind, (zx0, zy0, zx1, zy1) in zones:  # zones first: terrain stands on the ground they mark
        color = DEPLOY if kind == "deploy" else EXIT_ZONE
        box = (min(zx0, zx1) * ppi * K, (size - max(zy0, zy1)) * ppi * K, max(zx0, zx1) * ppi * K,
               (size - min(zy0, zy1)) * ppi * K)
        _blend_rect(big, box, color, 70)
    for kinds, _height, points in terrain:
        if len(points) >= 3:
            paint_terrain(big, [(x * ppi * K, (size - y) * ppi * K) for x, y in points], kinds)
    table = big.resize((TABLE, TABLE), Image.Resampling.BOX).convert("RGBA")
    grid = Image.new("RGBA", table.size, (0, 0, 0, 0))
    gd = ImageDraw.Draw(grid)
    for i in range(1, CELLS):
        gd.line((i * CELL, 0, i * CELL, TABLE), fill=GRID_LINE)
        gd.line((0, i * CELL, TABLE, i * CELL), fill=GRID_LINE)
    table = Image.alpha_composite(table, grid).convert("RGB")
    draw = ImageDraw.Draw(table)
    for kind, (zx0, zy0, zx1, zy1) in zones:  # the zones' dashed edges, over the terrain
        color = DEPLOY if kind == "deploy" else EXIT_ZONE
        box = (min(zx0, zx1) * ppi, (size - max(zy0, zy1)) * ppi, max(zx0, zx1) * ppi - 1,
               (size - min(zy0, zy1)) * ppi - 1)
        _dashed_rect(draw, box, color)
    for (_kinds, _height, points), text in zip(terrain, heights, strict=True):
        if text and len(points) >= 3:
            cx, cy = _polygon_centre([(x * ppi, (size - y) * ppi) for x, y in points])
            _draw_height_tag(table, (cx, cy), text)
    frame = Image.new("RGB", (FRAME, FRAME), t.BACKGROUND)
    frame.paste(table, (MARGIN, MARGIN))
    ImageDraw.Draw(frame).rectangle((MARGIN - 1, MARGIN - 1, MARGIN + TABLE, MARGIN + TABLE), outline=t.PANEL_EDGE)
    for i in range(CELLS):
        letter, number = "ABCDEFGHIJKLMNOPQRSTUVWX"[i], str(i + 1)
        mid = MARGIN + i * CELL + CELL / 2
        for edge in (MARGIN / 2, FRAME - MARGIN / 2):
            put_text(frame, (mid, edge), letter, 12, t.COORD_TEXT, bold=True, anchor="mm")
            put_text(frame, (edge, mid), number, 12, t.COORD_TEXT, bold=True, anchor="mm")
    return frame


# --- sprites and small drawings ---------------------------------------------------------------------


@dataclass(frozen=True)
class Disc:
    radius: float
    fill: Color
    ring: Color | None = None
    halo: Color | None = None
    cross: bool = False


@lru_cache(maxsize=256)
def _disc_sprite(style: Disc) -> Image.Image:
    """An anti-aliased base: dark edge, optional light ring, fill, optional halo, optional X."""
    pad = 5 if style.halo else 2
    half = math.ceil(style.radius + pad)
    k = 4
    big = Image.new("RGBA", (2 * half * k, 2 * half * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = half * k

    def circle(r: float, color: Color) -> None:
        draw.ellipse((c - r * k, c - r * k, c + r * k, c + r * k), fill=(*color, 255))

    r = style.radius
    if style.halo:
        circle(r + 4, t.DISC_EDGE)
        circle(r + 3, style.halo)
    circle(r, t.DISC_EDGE)
    if style.ring:
        ring_w = 1.4 if r < 10 else 2.0
        circle(r - 0.9, style.ring)
        circle(r - 0.9 - ring_w, style.fill)
    else:
        circle(r - 1.1, style.fill)
    if style.cross:
        d = (r - 1.5) * 0.72 * k
        w = max(2, round(r * 0.28 * k))
        draw.line((c - d, c - d, c + d, c + d), fill=(*KNOCKED_X, 255), width=w)
        draw.line((c - d, c + d, c + d, c - d), fill=(*KNOCKED_X, 255), width=w)
    return big.resize((2 * half, 2 * half), Image.Resampling.BOX)


def paste_disc(img: Image.Image, centre: Point, style: Disc) -> None:
    sprite = _disc_sprite(style)
    half = sprite.width // 2
    img.paste(sprite, (round(centre[0]) - half, round(centre[1]) - half), sprite)


@lru_cache(maxsize=64)
def _marker_sprite(kind: str, done: bool, d: int) -> Image.Image:
    """A marker's token (no text): a gold disc (objective), a crimson diamond (AI objective), a bronze
    coin (search token), a violet disc with a gold rim (relic), a teal square (clue), a green door (exit)."""
    k = 4
    half = d / 2 + 2
    size = math.ceil(2 * half) * k
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = size / 2
    r = d / 2 * k
    edge = (*t.DISC_EDGE, 255)
    if kind == "objective":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=edge)
        draw.ellipse((c - r + 1.3 * k, c - r + 1.3 * k, c + r - 1.3 * k, c + r - 1.3 * k), fill=(*t.OBJECTIVE, 255))
    elif kind == "ai_objective":
        rr = r * 1.12
        draw.polygon([(c, c - rr), (c + rr, c), (c, c + rr), (c - rr, c)], fill=edge)
        rr -= 1.8 * k
        draw.polygon([(c, c - rr), (c + rr, c), (c, c + rr), (c - rr, c)], fill=(*t.hex_color("#c0203a"), 255))
    elif kind == "search":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=edge)
        draw.ellipse((c - r + 1.2 * k, c - r + 1.2 * k, c + r - 1.2 * k, c + r - 1.2 * k),
                     fill=(*t.hex_color("#b0793a"), 255))
        draw.ellipse((c - r + 3 * k, c - r + 3 * k, c + r - 3 * k, c + r - 3 * k),
                     outline=(*t.hex_color("#e6b676"), 255), width=k)
    elif kind == "relic":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=edge)
        draw.ellipse((c - r + 1 * k, c - r + 1 * k, c + r - 1 * k, c + r - 1 * k), fill=(*t.OBJECTIVE, 255))
        draw.ellipse((c - r + 3 * k, c - r + 3 * k, c + r - 3 * k, c + r - 3 * k),
                     fill=(*t.hex_color("#6a2c8a"), 255))
    elif kind == "clue":
        rr = r * 0.9
        draw.rounded_rectangle((c - rr, c - rr, c + rr, c + rr), radius=3 * k, fill=edge)
        rr -= 1.3 * k
        draw.rounded_rectangle((c - rr, c - rr, c + rr, c + rr), radius=2 * k, fill=(*t.hex_color("#148c8c"), 255))
    else:  # exit: a door
        w, h = r * 0.85, r
        draw.rounded_rectangle((c - w, c - h, c + w, c + h), radius=2 * k, fill=edge)
        draw.rounded_rectangle((c - w + 1.3 * k, c - h + 1.3 * k, c + w - 1.3 * k, c + h - 1.3 * k), radius=k,
                               fill=(*t.hex_color("#1f9a50"), 255))
    small = big.resize((size // k, size // k), Image.Resampling.BOX)
    if done:  # taken, investigated, picked up: a faint ghost of the token
        alpha = small.getchannel("A").point(lambda a: a * 35 // 100)
        grey = Image.new("RGBA", small.size, (*t.hex_color("#d8d2c4"), 0))
        grey.putalpha(alpha)
        return grey
    return small


MARKER_TEXT = {"objective": t.LABEL_DARK, "relic": t.hex_color("#ffe27a")}
# a token's main colour, for its label when a base hides the token
MARKER_FILL = {"objective": t.OBJECTIVE, "ai_objective": t.hex_color("#c0203a"), "relic": t.hex_color("#6a2c8a")}


def paste_marker(img: Image.Image, centre: Point, kind: str, done: bool, text: str, d: int = MARKER_PX) -> None:
    sprite = _marker_sprite(kind, done, d)
    img.paste(sprite, (round(centre[0] - sprite.width / 2), round(centre[1] - sprite.height / 2)), sprite)
    if text and not done:
        size = 10 if len(text) <= 2 else 8
        if kind == "search":
            size = 13
        put_text(img, (centre[0], centre[1] + 0.5), text, size, MARKER_TEXT.get(kind, t.LABEL_TEXT), bold=True,
                 anchor="mm")


def draw_badge(img: Image.Image, draw: ImageDraw.ImageDraw, kind: str, centre: Point, s: float = 4.5) -> None:
    """A status badge: shaken a yellow triangle, fatigued a blue square, a condition a violet dot, a
    skill's or spell's lasting effect (a unit pinned or hexed, a hero on guard or warded) a light diamond."""
    x, y = centre
    if kind == "shaken":
        draw.polygon([(x, y - s - 1), (x + s + 1, y + s), (x - s - 1, y + s)], fill=SHAKEN, outline=t.DISC_EDGE)
        draw.line((x, y - s + 2.5, x, y + s - 3), fill=t.DISC_EDGE, width=1)
    elif kind == "fatigued":
        draw.rectangle((x - s + 0.5, y - s + 0.5, x + s - 0.5, y + s - 0.5), fill=FATIGUED, outline=t.DISC_EDGE)
    elif kind == "effect":
        d = s + 1
        draw.polygon([(x, y - d), (x + d, y), (x, y + d), (x - d, y)], fill=EFFECT, outline=t.DISC_EDGE)
    else:
        draw.ellipse((x - s, y - s, x + s, y + s), fill=CONDITION, outline=t.DISC_EDGE)


def draw_wound_bar(draw: ImageDraw.ImageDraw, centre_x: float, top: float, width: float, wounds: int,
                   tough: int) -> None:
    """Toughness left as a bar: green, then yellow, then red as wounds mount."""
    left = max(0, tough - wounds)
    x0, x1 = round(centre_x - width / 2), round(centre_x + width / 2)
    y0 = round(top)
    draw.rectangle((x0, y0, x1, y0 + 4), fill=t.BAR_BACK, outline=t.BAR_EDGE)
    if left > 0:
        draw.rectangle((x0 + 1, y0 + 1, x0 + 1 + max(0, round((x1 - x0 - 2) * left / tough)), y0 + 3),
                       fill=t.health_color(left, tough))


def _dashes(length: float, dash: tuple[float, float] | None) -> list[tuple[float, float]]:
    if dash is None:
        return [(0.0, length)]
    on, off = dash
    out, at = [], 0.0
    while at < length:
        out.append((at, min(length, at + on)))
        at += on + off
    return out


def paint_ring(draw: ImageDraw.ImageDraw, centre: Point, radius: float, color: Color,
               dash: tuple[float, float] | None, k: int = K) -> None:
    """A thin circle (in `k`-times pixels) with a dark under-stroke, dashed by `dash` (pixels at 1x):
    polylines, only where they fall on the layer (a long reach runs off the table)."""
    cx, cy = centre
    circumference = 2 * math.pi * radius
    step = 6.0 / max(radius, 1.0)  # radians between points: about 6 px apart (a 1x ring needs no finer)
    limit_w, limit_h = draw.im.size[0] / k, draw.im.size[1] / k
    strokes = []
    for a, b in _dashes(circumference, dash or (circumference, 0.0)):
        a0, a1 = a / radius, b / radius
        n = max(1, math.ceil((a1 - a0) / step))
        pts = [(cx + radius * math.cos(a0 + (a1 - a0) * i / n), cy + radius * math.sin(a0 + (a1 - a0) * i / n))
               for i in range(n + 1)]
        if all(x < -4 or y < -4 or x > limit_w + 4 or y > limit_h + 4 for x, y in pts):
            continue
        strokes.append([(x * k, y * k) for x, y in pts])
    for width, col in ((round(3.6 * k), RING_EDGE), (round(1.8 * k), color)):
        for pts in strokes:
            draw.line(pts, fill=(*col, 255), width=width, joint="curve" if dash is None else None)


def _arrow_head(tip: Point, direction: Point, length: float, half_width: float) -> list[Point]:
    dx, dy = direction
    bx, by = tip[0] - dx * length, tip[1] - dy * length
    return [tip, (bx - dy * half_width, by + dx * half_width), (bx + dy * half_width, by - dx * half_width)]


def _smooth(table: Image.Image, points: list[Point], paint: Callable[[ImageDraw.ImageDraw, float, float], None],
            margin: int = 14) -> None:
    """Paint a stroke around `points` (pixels at 1x) on a K-times tile just big enough for it, scaled down
    and laid on the table."""
    x0 = max(0, int(min(x for x, _ in points)) - margin)
    y0 = max(0, int(min(y for _, y in points)) - margin)
    x1 = min(table.width, int(max(x for x, _ in points)) + margin + 1)
    y1 = min(table.height, int(max(y for _, y in points)) + margin + 1)
    if x1 <= x0 or y1 <= y0:
        return
    tile = Image.new("RGBA", ((x1 - x0) * K, (y1 - y0) * K), (0, 0, 0, 0))
    paint(ImageDraw.Draw(tile), x0, y0)
    small = tile.reduce(K)
    table.paste(small, (x0, y0), small)


def paint_arrow(draw: ImageDraw.ImageDraw, a: Point, b: Point, kind: str, k: int = K) -> None:
    """An arrow from `a` to `b` (pixels at 1x) in the kind's colour, on a `k`-times RGBA layer."""
    length = math.dist(a, b)
    if length < 4:
        return
    color = ARROW_COLORS.get(kind, ARROW_COLORS["move"])
    edge = t.hex_color("#f4efe6") if kind == "fall" else RING_EDGE
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    head = min(10.0, length * 0.6)
    width = 3.4 if kind == "charge" else 2.4
    shaft_end = length - head * 0.7
    dashes = _dashes(shaft_end, (7.0, 4.0)) if kind in ARROW_DASHED else [(0.0, shaft_end)]
    for lw, col in ((width + 2.2, edge), (width, color)):
        for s0, s1 in dashes:
            p0 = ((a[0] + ux * s0) * k, (a[1] + uy * s0) * k)
            p1 = ((a[0] + ux * s1) * k, (a[1] + uy * s1) * k)
            draw.line((p0, p1), fill=(*col, 255), width=max(1, round(lw * k)))
        grow = 1.6 if col == edge else 0.0
        tip = (b[0] + ux * grow, b[1] + uy * grow)
        pts = _arrow_head(tip, (ux, uy), head + grow * 1.8, (5.0 if kind == "charge" else 4.4) + grow)
        draw.polygon([(x * k, y * k) for x, y in pts], fill=(*col, 255))


# --- label placement -------------------------------------------------------------------------------


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


@dataclass
class Placer:
    """Puts labels next to what they name, where they cover no other label or figure if it can."""

    bounds: Box
    taken: list[Box] = field(default_factory=list)

    def block(self, box: Box) -> None:
        self.taken.append(box)

    def place(self, target: Box, w: float, h: float, gap: float = 3.0) -> Box:
        x0, y0, x1, y1 = target
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        candidates: list[Point] = []
        for extra in (0.0, 10.0, 22.0):
            g = gap + extra
            candidates += [
                (x1 + g, my - h / 2), (x0 - g - w, my - h / 2), (mx - w / 2, y0 - g - h), (mx - w / 2, y1 + g),
                (x1 + g, y0 - g - h), (x1 + g, y1 + g), (x0 - g - w, y0 - g - h), (x0 - g - w, y1 + g),
            ]
        bx0, by0, bx1, by1 = self.bounds
        best: tuple[float, int, Box] | None = None
        for i, (cx, cy) in enumerate(candidates):
            cx = min(max(cx, bx0), bx1 - w)
            cy = min(max(cy, by0), by1 - h)
            box = (cx, cy, cx + w, cy + h)
            cost = sum(_overlap(box, other) for other in self.taken)
            if best is None or cost < best[0]:
                best = (cost, i, box)
            if cost == 0:
                break
        assert best is not None
        self.taken.append(best[2])
        return best[2]


# --- the picture -----------------------------------------------------------------------------------


def _number(value: Any) -> float | int:
    """A distance or count as a message argument: whole numbers without a decimal point."""
    v = float(value or 0)
    return int(v) if v.is_integer() else round(v, 1)


@dataclass
class _Header:
    view: dict[str, Any]
    lang: str
    tr: Translate

    def __post_init__(self) -> None:
        mission = self.view.get("mission") or {}
        self.title = local(mission, "name", self.lang)
        # the goal as the messages say it, with the conditions the engine checks (the view's own text else)
        goal = _message(self.tr, f"aofq-goal-{mission.get('objective')}", rounds=self.view.get("rounds", 0))
        self.goal = wrap(goal or local(mission, "goal", self.lang), font(14), TABLE, max_lines=3)
        self.result = self.view.get("result")
        height = PAD + 26 + 18 * len(self.goal)
        if self.result:
            height += 44
        self.height = height + 6

    def draw(self, img: Image.Image) -> None:
        view, tr = self.view, self.tr
        x0, x1 = MARGIN, MARGIN + TABLE
        round_text = tr("pic-round", round=view.get("round", 0), rounds=view.get("rounds", 0))
        rfont = font(16, bold=True)
        put_text(img, (x1, PAD + 11), round_text, 16, t.TEXT_HEAD, bold=True, anchor="rm")
        room = TABLE - rfont.getlength(round_text) - 16
        put_text(img, (x0, PAD + 11), fit(self.title, font(20, bold=True), room), 20, t.TEXT, bold=True,
                 anchor="lm")
        y = PAD + 26
        for line in self.goal:
            put_text(img, (x0, y), line, 14, t.TEXT_DIM)
            y += 18
        if self.result:
            won = self.result == "won"
            color = RESULT_WON if won else RESULT_LOST
            ImageDraw.Draw(img).rounded_rectangle((x0, y + 4, x1, y + 38), radius=8, fill=color,
                                                  outline=t.hex_color("#f4efe6"), width=2)
            text = tr("pic-won") if won else tr("pic-lost")
            reason = self.reason()
            big = font(20, bold=True)
            put_text(img, (x0 + 14, y + 21), text, 20, t.hex_color("#ffffff"), bold=True, anchor="lm")
            if reason:
                rx = x0 + 14 + big.getlength(text) + 14
                put_text(img, (rx, y + 21), fit(reason, font(14), x1 - rx - 10), 14, t.hex_color("#ffffff"),
                         anchor="lm")

    def reason(self) -> str:
        """The result's reason in words: the view gives an id ("seized"), told by its `reason-<id>` message;
        nothing when there is no such message (an id is never shown)."""
        reason = str(self.view.get("result_reason") or "")
        return _message(self.tr, f"reason-{reason}") if reason else ""


def _message(tr: Translate, key: str, **params: Any) -> str:
    """The message `key`, or "" when the messages lack it (a translator may answer a missing key with the key
    itself or with KeyError)."""
    try:
        text = str(tr(key, **params))
    except KeyError:
        return ""
    return "" if text == key else text


@dataclass
class Key:
    icon: str  # what to draw: "terrain:cover", "ring:rush", "arrow:shoot", "marker:search", "done:search", ...
    text: str


KEY_COLUMN = (LEGEND_WIDTH - 14 - 2 * PAD) / 2  # the legend's keys: two columns...


def _key_rows(keys: list[Key]) -> tuple[list[tuple[int, int, bool]], int]:
    """Where each key goes in the legend, as (row, column, wide), and how many rows: two keys a row, but a
    text too long for one column (an explanation, a longer language) takes the whole row; a short key after
    it fills the hole a wide one left."""
    places: list[tuple[int, int, bool]] = []
    rows = 0
    holes: list[int] = []  # rows whose right half is free
    narrow = font(12)
    for key in keys:
        if narrow.getlength(key.text) > KEY_COLUMN - 32:
            places.append((rows, 0, True))
            rows += 1
        elif holes:
            places.append((holes.pop(0), 1, False))
        else:
            places.append((rows, 0, False))
            holes.append(rows)
            rows += 1
    return places, rows


class AofqBoard:
    def __init__(self, view: dict[str, Any], lang: str, tr: Translate) -> None:
        self.view, self.lang, self.tr = view, lang, tr
        self.size = float(view.get("size") or 48.0)
        self.ppi = _ppi(self.size)
        heroes = view.get("heroes") or {}
        order = [h for h in view.get("order") or () if h in heroes]
        self.hero_ids = order + [h for h in heroes if h not in order]
        self.heroes = [heroes[h] for h in self.hero_ids]
        self.units = list(view.get("units") or ())
        self.markers = list(view.get("markers") or ())
        self.header = _Header(view, lang, tr)
        self.keys: list[Key] = []

    # --- helpers

    def px(self, x: Any, y: Any) -> Point:
        return table_px(self.size, float(x), float(y))

    def hero_hue(self, hero_id: str) -> Color:
        return t.HERO_FILLS[self.hero_ids.index(hero_id) % len(t.HERO_FILLS)]

    def radius(self, model: dict[str, Any]) -> float:
        return max(4.0, float(model.get("base") or 1.0) * self.ppi / 2)

    def on_table(self, hero: dict[str, Any]) -> bool:
        return not hero.get("escaped") and not hero.get("ambushing") and hero.get("x") is not None and hero.get("y") is not None

    # --- the board

    def _circles(self) -> list[tuple[Point, float]]:
        """Every base and token on the table, as (centre, radius) in table pixels."""
        out = [(self.px(h["x"], h["y"]), self.radius(h)) for h in self.heroes if self.on_table(h)]
        out += [(self.px(m["x"], m["y"]), self.radius(m)) for u in self.units for m in u.get("models", ())]
        out += [(self.px(m["x"], m["y"]), MARKER_PX / 2) for m in self.markers]
        return out

    def _arrow_ends(self, a: Point, b: Point, circles: list[tuple[Point, float]]) -> tuple[Point, Point] | None:
        """The arrow from `a` to `b` cut short so that it stops 3 px off any base at either end."""
        length = math.dist(a, b)
        if length < 1:
            return None
        u = ((b[0] - a[0]) / length, (b[1] - a[1]) / length)

        def trim(end: Point, toward: Point) -> float:
            best = 0.0
            for c, r in circles:
                reach = r + 3.0
                if math.dist(end, c) <= reach:
                    ex, ey = end[0] - c[0], end[1] - c[1]
                    bq = ex * toward[0] + ey * toward[1]
                    cq = ex * ex + ey * ey - reach * reach
                    best = max(best, -bq + math.sqrt(max(0.0, bq * bq - cq)))
            return best

        s0 = trim(a, u)
        s1 = trim(b, (-u[0], -u[1]))
        if s0 + s1 >= length - 6:
            return None
        return ((a[0] + u[0] * s0, a[1] + u[1] * s0), (b[0] - u[0] * s1, b[1] - u[1] * s1))

    def _arrow_offsets(self, segments: list[tuple[Point, Point]]) -> list[float]:
        """Sideways shifts (pixels) that pull apart arrows lying on one another."""
        shifts = [0.0] * len(segments)
        groups: list[list[int]] = []
        for i, (a, b) in enumerate(segments):
            for group in groups:
                c, d = segments[group[0]]
                if self._same_lane(a, b, c, d):
                    group.append(i)
                    break
            else:
                groups.append([i])
        for group in groups:
            n = len(group)
            for j, i in enumerate(group):
                shifts[i] = (j - (n - 1) / 2) * 7.0
        return shifts

    @staticmethod
    def _same_lane(a: Point, b: Point, c: Point, d: Point) -> bool:
        def unit(p: Point, q: Point) -> Point:
            n = math.dist(p, q) or 1.0
            return ((q[0] - p[0]) / n, (q[1] - p[1]) / n)

        u, v = unit(a, b), unit(c, d)
        if abs(u[0] * v[0] + u[1] * v[1]) < 0.96:  # more than ~16 degrees apart
            return False

        def off_line(p: Point) -> float:  # distance of p from the line through c along v
            return abs((p[0] - c[0]) * v[1] - (p[1] - c[1]) * v[0])

        if max(off_line(a), off_line(b)) > 6:
            return False
        proj = sorted(((p[0] - c[0]) * v[0] + (p[1] - c[1]) * v[1]) for p in (a, b))
        return proj[1] > 0 and proj[0] < math.dist(c, d)

    @staticmethod
    def _canonical_normal(a: Point, b: Point) -> Point:
        n = math.dist(a, b) or 1.0
        ux, uy = (b[0] - a[0]) / n, (b[1] - a[1]) / n
        if ux < 0 or (ux == 0 and uy < 0):
            ux, uy = -ux, -uy
        return (-uy, ux)

    def _unit_hull(self, unit: dict[str, Any]) -> list[Point]:
        pts: list[Point] = []
        for m in unit.get("models", ()):
            (cx, cy), r = self.px(m["x"], m["y"]), self.radius(m) + 3.5
            pts += [(cx + r * math.cos(a * math.pi / 8), cy + r * math.sin(a * math.pi / 8)) for a in range(16)]
        return _convex_hull(pts)

    def draw_overlay(self, table: Image.Image) -> None:
        """Unit outlines and the last round's arrows, each smoothed on a small supersampled tile of its
        own (a whole-table tile costs ~20 ms to scale down); the active hero's reach rings, which span
        most of the table, straight at 1x."""
        ranges = None if self.view.get("result") else self.view.get("ranges") or None  # nobody acts once it is over
        marks = [m for m in self.view.get("marks") or () if m.get("from") and m.get("to")]
        units = [u for u in self.units if len(u.get("models", ())) > 1]
        if not (ranges or marks or units):
            return
        for unit in units:
            hull = self._unit_hull(unit)
            if len(hull) >= 3:
                def outline(draw: ImageDraw.ImageDraw, dx: float, dy: float, hull: list[Point] = hull) -> None:
                    draw.line([((x - dx) * K, (y - dy) * K) for x, y in hull + hull[:1]], fill=(*UNIT_OUTLINE, 150),
                              width=round(1.3 * K), joint="curve")
                _smooth(table, hull, outline)
        if ranges:
            hero = (self.view.get("heroes") or {}).get(ranges.get("hero") or "", {})
            base = float(hero.get("base") or 1.0)
            centre = self.px(ranges.get("x", hero.get("x", 0)), ranges.get("y", hero.get("y", 0)))
            drawn: list[float] = []
            flat = ImageDraw.Draw(table)
            for kind in RING_COLORS:
                if ranges.get(kind):
                    radius = (float(ranges[kind]) + base / 2) * self.ppi
                    while any(abs(radius - r) < 4 for r in drawn):
                        radius -= 4  # two equal reaches (rush and charge): side by side, not one on the other
                    drawn.append(radius)
                    paint_ring(flat, centre, radius, RING_COLORS[kind], RING_DASH[kind], k=1)
                    self.keys.append(Key(f"ring:{kind}", self.tr(RING_KEYS[kind], n=_number(ranges[kind]))))
        if marks:
            circles = self._circles()
            segments, kinds = [], []
            for mark in marks:
                ends = self._arrow_ends(self.px(*mark["from"]), self.px(*mark["to"]), circles)
                if ends:
                    segments.append(ends)
                    kinds.append(str(mark.get("kind", "move")))
            for (a, b), kind, shift in zip(segments, kinds, self._arrow_offsets(segments), strict=True):
                nx, ny = self._canonical_normal(a, b)
                p, q = (a[0] + nx * shift, a[1] + ny * shift), (b[0] + nx * shift, b[1] + ny * shift)

                def arrow(draw: ImageDraw.ImageDraw, dx: float, dy: float, p: Point = p, q: Point = q,
                          kind: str = kind) -> None:
                    paint_arrow(draw, (p[0] - dx, p[1] - dy), (q[0] - dx, q[1] - dy), kind)
                _smooth(table, [p, q], arrow)
            for kind in ARROW_KINDS:
                if kind in kinds:
                    self.keys.append(Key(f"arrow:{kind}", self.tr(ARROW_KEYS[kind])))

    def draw_markers(self, table: Image.Image) -> None:
        for m in self.markers:
            kind = str(m.get("kind", "objective"))
            done = bool(m.get("done"))
            if kind not in MARKER_KINDS or (done and kind == "relic"):
                continue  # a relic picked up is with its bearer
            # a search token turned over from afar shows "!": its find, named in the markers' list, lies there
            text = ("!" if m.get("revealed") else "?") if kind == "search" else str(m.get("label", ""))
            paste_marker(table, self.px(m["x"], m["y"]), kind, done, text)

    def draw_models(self, table: Image.Image, placer: Placer) -> list[tuple[Box, str, Color, Color, list[str]]]:
        """Every base, with its wound bar; returns the labels to place (target box, text, tag colour,
        text colour, badges), heroes first."""
        draw = ImageDraw.Draw(table)
        labels: list[tuple[Box, str, Color, Color, list[str]]] = []
        for unit in self.units:
            models = list(unit.get("models", ()))
            if not models:
                continue
            ring = t.VILLAIN_RING if unit.get("villain") else ENEMY_RING
            boxes = []
            for m in models:
                (cx, cy), r = self.px(m["x"], m["y"]), self.radius(m)
                paste_disc(table, (cx, cy), Disc(r, ENEMY, ring))
                tough, wounds = int(m.get("tough") or 1), int(m.get("wounds") or 0)
                if tough > 1:
                    draw_wound_bar(draw, cx, cy + r + 1, max(2 * r, 14), wounds, tough)
                    self.key("wounds")
                boxes.append((cx - r, cy - r, cx + r, cy + r + (6 if tough > 1 else 0)))
            for box in boxes:
                placer.block(box)
            target = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                      max(b[3] for b in boxes))
            labels.append((target, str(unit.get("label", "")), ENEMY_TAG, t.LABEL_TEXT, self.badges(unit)))
            if unit.get("villain"):
                self.key("villain")
        hero_labels = []
        for hero_id, hero in zip(self.hero_ids, self.heroes, strict=True):
            if not self.on_table(hero):
                continue
            (cx, cy), r = self.px(hero["x"], hero["y"]), self.radius(hero)
            out = bool(hero.get("unconscious"))
            hue = self.hero_hue(hero_id)
            active = self.view.get("active") == hero_id and not self.view.get("result")
            paste_disc(table, (cx, cy), Disc(r, UNCONSCIOUS if out else hue, t.hex_color("#f4efe6"),
                                             t.ACTIVE_RING if active else None, cross=out))
            if active:
                self.key("active")
            if out:
                self.key("unconscious")
            tough, wounds = int(hero.get("tough") or 0), int(hero.get("wounds") or 0)
            if tough > 1 and not out:
                draw_wound_bar(draw, cx, cy + r + 1, max(2 * r, 16), wounds, tough)
                self.key("wounds")
            if hero.get("carrying"):
                d = max(2.5, r * 0.35)
                draw.ellipse((cx + r * 0.55 - d, cy - r * 0.55 - d, cx + r * 0.55 + d, cy - r * 0.55 + d),
                             fill=t.OBJECTIVE, outline=t.DISC_EDGE)
                self.key("carrying")
            placer.block((cx - r, cy - r, cx + r, cy + r + 6))
            tag = UNCONSCIOUS if out else hue
            text = t.LABEL_DARK if luminance(tag) > 140 else t.LABEL_TEXT
            hero_labels.append(((cx - r, cy - r, cx + r, cy + r + 6), str(hero.get("label", "")), tag, text,
                                self.badges(hero)))
        return hero_labels + labels

    def badges(self, item: dict[str, Any]) -> list[str]:
        out = []
        if item.get("shaken"):
            out.append("shaken")
        if item.get("fatigued"):
            out.append("fatigued")
        if item.get("conditions"):
            out.append("condition")
        if item.get("effects"):  # what the heroes' skills and spells left on it: /status says what and until when
            out.append("effect")
        for b in out:
            self.key(b)
        return out

    def draw_labels(self, table: Image.Image, placer: Placer,
                    labels: list[tuple[Box, str, Color, Color, list[str]]]) -> None:
        draw = ImageDraw.Draw(table)
        fnt = font(11, bold=True)
        for target, text, tag, ink, badges in labels:
            text = fit(text, fnt, 110)
            w = fnt.getlength(text) + 8 + 11 * len(badges)
            h = 15
            x0, y0, x1, y1 = placer.place(target, w, h)
            draw.rounded_rectangle((x0, y0, x1, y1), radius=4, fill=tag, outline=t.DISC_EDGE)
            put_text(table, (x0 + 4, (y0 + y1) / 2), text, 11, ink, bold=True, anchor="lm")
            bx = x0 + 4 + fnt.getlength(text) + 7
            for badge in badges:
                draw_badge(table, draw, badge, (bx, (y0 + y1) / 2), 3.8)
                bx += 11
        # search tokens: their label beside the "?" coin
        small = font(10, bold=True)
        for m in self.markers:
            if m.get("kind") != "search" or m.get("done"):
                continue
            cx, cy = self.px(m["x"], m["y"])
            text = str(m.get("label", ""))
            w = small.getlength(text) + 6
            x0, y0, x1, y1 = placer.place((cx - MARKER_PX / 2, cy - MARKER_PX / 2, cx + MARKER_PX / 2,
                                           cy + MARKER_PX / 2), w, 13, gap=1)
            draw.rounded_rectangle((x0, y0, x1, y1), radius=3, fill=t.hex_color("#f4efe6"), outline=t.DISC_EDGE)
            put_text(table, ((x0 + x1) / 2, (y0 + y1) / 2), text, 10, t.LABEL_DARK, bold=True, anchor="mm")
        # a marker a figure stands on: its token is hidden under the base, so its label goes beside it,
        # in the token's colours
        bases = [(self.px(h["x"], h["y"]), self.radius(h)) for h in self.heroes if self.on_table(h)]
        bases += [(self.px(m["x"], m["y"]), self.radius(m)) for u in self.units for m in u.get("models", ())]
        for m in self.markers:
            kind = str(m.get("kind", "objective"))
            if kind == "search" or kind not in MARKER_KINDS or m.get("done") or not m.get("label"):
                continue
            cx, cy = self.px(m["x"], m["y"])
            if not any(math.hypot(cx - bx, cy - by) < r + MARKER_PX * 0.2 for (bx, by), r in bases):
                continue
            text = str(m["label"])
            fill = MARKER_FILL.get(kind, t.hex_color("#f4efe6"))
            ink = t.LABEL_DARK if luminance(fill) > 140 else t.LABEL_TEXT
            w = small.getlength(text) + 8
            x0, y0, x1, y1 = placer.place((cx - MARKER_PX / 2, cy - MARKER_PX / 2, cx + MARKER_PX / 2,
                                           cy + MARKER_PX / 2), w, 13, gap=1)
            draw.rounded_rectangle((x0, y0, x1, y1), radius=6, fill=fill, outline=t.DISC_EDGE)
            put_text(table, ((x0 + x1) / 2, (y0 + y1) / 2), text, 10, ink, bold=True, anchor="mm")

    def key(self, name: str) -> None:
        if not any(k.icon == f"status:{name}" for k in self.keys):
            texts = {
                "wounds": self.tr("pic-key-wounds"), "shaken": self.tr("pic-shaken", gender="m"),
                "fatigued": self.tr("pic-fatigued", gender="m"), "condition": self.tr("pic-key-condition"),
                "effect": self.tr("pic-key-effect"),
                "active": self.tr("pic-key-active"), "unconscious": self.tr("pic-unconscious", gender="m"),
                "carrying": self.tr("pic-carrying"), "villain": self.tr("pic-villain"),
                "unit": self.tr("pic-key-unit"), "height": self.tr("pic-key-height"),
            }
            self.keys.append(Key(f"status:{name}", texts[name]))

    # --- the legend

    def static_keys(self) -> list[Key]:
        """Terrain, zone and marker symbols (before what the figures add)."""
        keys = []
        terrain = self.view.get("terrain") or ()
        for kind in TERRAIN_KINDS:
            if any(kind in p.get("kinds", ()) for p in terrain):
                keys.append(Key(f"terrain:{kind}", self.tr(TERRAIN_KEYS[kind])))
        if any(not p.get("kinds") and float(p.get("height") or 0) > 0 for p in terrain):  # the grey rises
            keys.append(Key("terrain:raised", self.tr(TERRAIN_KEYS["raised"])))
        if any(float(p.get("height") or 0) > 0 for p in terrain):
            keys.append(Key("status:height", self.tr("pic-key-height")))
        for kind in ("deploy", "exit"):
            if any(z.get("kind") == kind for z in self.view.get("zones") or ()):
                keys.append(Key(f"zone:{kind}", self.tr(ZONE_KEYS[kind])))
        for kind in MARKER_KINDS:
            if any(m.get("kind") == kind and not m.get("done") and not m.get("revealed") for m in self.markers):
                keys.append(Key(f"marker:{kind}", self.tr(MARKER_KEYS[kind])))
            if kind == "search" and any(m.get("kind") == kind and not m.get("done") and m.get("revealed")
                                        for m in self.markers):
                keys.append(Key("marker:search_revealed", self.tr("pic-marker-search-revealed")))
        done = [str(m.get("kind")) for m in self.markers if m.get("kind") in MARKER_KINDS and m.get("kind") != "relic"
                and m.get("done")]
        for kind in MARKER_KINDS:  # each kind's ghost says what was done with it (a token searched...)
            if kind in done:
                keys.append(Key(f"done:{kind}", self.tr(DONE_KEYS[kind]) if kind in DONE_KEYS else self.tr(DONE_KEY)))
        if any(len(u.get("models", ())) > 1 for u in self.units):
            keys.append(Key("status:unit", self.tr("pic-key-unit")))
        return keys

    def hero_lines(self, hero: dict[str, Any]) -> list[str]:
        out = [self.tr(f"aofq-condition-{c}", gender=hero.get("gender_fr", "m")) for c in hero.get("conditions") or ()]
        for flag, key in (("unconscious", "pic-unconscious"), ("escaped", "pic-escaped"), ("ambushing", "pic-ambushing"),
                          ("carrying", "pic-carrying"), ("shaken", "pic-shaken"), ("fatigued", "pic-fatigued")):
            if hero.get(flag):
                out.append(self.tr(key, gender=hero.get("gender_fr", "m")))
        out += [self.tr(EFFECT_KEYS[e], gender=hero.get("gender_fr", "m")) for e in hero.get("effects") or ()
                if e in EFFECT_KEYS]
        return out

    def markers_height(self) -> int:
        """The list of markers under the table: three columns."""
        return 26 + 17 * math.ceil(len(self.markers) / MARKER_COLUMNS) + 6 if self.markers else 0

    def draw_marker_list(self, img: Image.Image, top: float) -> None:
        """Each marker's label and name (and whether it is done), under the table."""
        if not self.markers:
            return
        draw = ImageDraw.Draw(img)
        put_text(img, (MARGIN, top + 4), self.tr("pic-markers").upper(), 12, t.TEXT_DIM, bold=True)
        draw.line((MARGIN, top + 20, MARGIN + TABLE, top + 20), fill=t.PANEL_EDGE)
        col_w = TABLE / MARKER_COLUMNS
        rows = math.ceil(len(self.markers) / MARKER_COLUMNS)
        for i, m in enumerate(self.markers):
            x = MARGIN + (i // rows) * col_w
            y = top + 26 + (i % rows) * 17
            kind = str(m.get("kind", "objective"))
            done = bool(m.get("done"))
            paste_marker(img, (x + 8, y + 8), kind if kind in MARKER_KINDS else "objective", done, "", 14)
            text = f"{m.get('label', '')}  {local(m, 'name', self.lang)}"
            if done:
                text += f" · {self.tr(DONE_WORDS[kind]) if kind in DONE_WORDS else self.tr(DONE_WORD)}"
            put_text(img, (x + 22, y + 8), fit(text, font(12), col_w - 28), 12, t.TEXT_DIM if done else t.TEXT,
                     anchor="lm")

    def legend_height(self, keys: list[Key]) -> int:
        h = PAD
        if self.heroes:
            h += 22 + sum(38 + (15 if self.hero_lines(x) else 0) for x in self.heroes)
        if self.units:
            h += 22 + 34 * len(self.units)
        if keys:
            h += 22 + 19 * _key_rows(keys)[1]
        return h + PAD

    def draw_legend(self, img: Image.Image, box: Box, keys: list[Key]) -> None:
        draw = ImageDraw.Draw(img)
        x0, y0, x1, y1 = box
        draw.rounded_rectangle(box, radius=8, fill=t.PANEL, outline=t.PANEL_EDGE, width=2)
        left, right = x0 + PAD, x1 - PAD
        y = y0 + PAD

        def section(title: str) -> None:
            nonlocal y
            put_text(img, (left, y + 2), title.upper(), 12, t.TEXT_DIM, bold=True)
            draw.line((left, y + 18, right, y + 18), fill=t.PANEL_EDGE)
            y += 22

        if self.heroes:
            section(self.tr("pic-heroes"))
            acted = set(self.view.get("acted") or ())
            for hero_id, hero in zip(self.hero_ids, self.heroes, strict=True):
                out = bool(hero.get("unconscious"))
                active = self.view.get("active") == hero_id and not self.view.get("result")
                paste_disc(img, (left + 10, y + 11), Disc(8.5, UNCONSCIOUS if out else self.hero_hue(hero_id),
                                                          t.hex_color("#f4efe6"),
                                                          t.ACTIVE_RING if active else None, cross=out))
                tx = left + 28
                name = local(hero, "name", self.lang)
                tail = self.tr("pic-acting") if active else self.tr("pic-acted") if hero_id in acted else ""
                tail_w = font(12).getlength(tail) + 6 if tail else 0
                put_text(img, (tx, y + 2), fit(name, font(15, bold=True), right - tx - tail_w), 15,
                         t.TEXT_DIM if hero_id in acted and not active else t.TEXT, bold=True)
                if tail:
                    put_text(img, (right, y + 4), tail, 12, t.ACTIVE_RING if active else t.TEXT_DIM, anchor="ra")
                tough, wounds = int(hero.get("tough") or 0), int(hero.get("wounds") or 0)
                if tough > 0:
                    draw_wound_bar(draw, tx + 20, y + 23, 40, wounds, tough)
                stats = self.tr("pic-hero-stats", wounds=wounds, tough=tough, power=int(hero.get("power") or 0),
                                max_power=int(hero.get("max_power") or 0))
                put_text(img, (tx + 46, y + 25), fit(stats, font(12), right - tx - 46), 12, t.TEXT, anchor="lm")
                y += 38
                lines = self.hero_lines(hero)
                if lines:
                    put_text(img, (tx, y - 3), fit(" · ".join(lines), font(12), right - tx), 12, t.EFFECT_TEXT)
                    y += 15
        if self.units:
            section(self.tr("pic-enemies"))
            for unit in self.units:
                ring = t.VILLAIN_RING if unit.get("villain") else ENEMY_RING
                paste_disc(img, (left + 11, y + 14), Disc(11, ENEMY, ring))
                label = str(unit.get("label", ""))
                put_text(img, (left + 11, y + 14), label, 10 if len(label) <= 2 else 8, t.LABEL_TEXT, bold=True,
                         anchor="mm")
                tx = left + 30
                put_text(img, (tx, y), fit(local(unit, "name", self.lang), font(14, bold=True), right - tx), 14,
                         t.TEXT, bold=True)
                n = len(unit.get("models", ()))
                facts = [self.tr("pic-unit-models", n=n)]
                for flag, key in (("villain", "pic-villain"), ("shaken", "pic-shaken"),
                                  ("fatigued", "pic-fatigued")):
                    if unit.get(flag):
                        facts.append(self.tr(key, gender=unit.get("gender_fr", "m")))
                facts += [self.tr(f"aofq-condition-{c}", gender=unit.get("gender_fr", "m"))
                          for c in unit.get("conditions") or ()]
                # what the heroes' skills and spells hold it with (/status says until when)
                facts += [self.tr(EFFECT_KEYS[e], gender=unit.get("gender_fr", "m")) for e in unit.get("effects") or ()
                          if e in EFFECT_KEYS]
                put_text(img, (tx, y + 17), fit(" · ".join(facts), font(12), right - tx), 12,
                         t.EFFECT_TEXT if unit.get("shaken") or unit.get("fatigued") or unit.get("effects")
                         else t.TEXT_DIM)
                y += 34
        if keys:
            section(self.tr("pic-key"))
            col_w = KEY_COLUMN
            places, _rows = _key_rows(keys)
            for key, (row, col, wide) in zip(keys, places, strict=True):
                kx = left + col * col_w
                ky = y + row * 19 + 9
                self.paint_icon(img, draw, key.icon, (kx + 13, ky))
                put_text(img, (kx + 30, ky), fit(key.text, font(12), (2 if wide else 1) * col_w - 32), 12, t.TEXT,
                         anchor="lm")

    def paint_icon(self, img: Image.Image, draw: ImageDraw.ImageDraw, icon: str, centre: Point) -> None:
        """A legend symbol, drawn by the board's own primitive, about 26x14 px around `centre`."""
        group, _, name = icon.partition(":")
        cx, cy = centre
        if group == "terrain":
            tile = Image.new("RGB", (26 * K, 14 * K), TABLE_FILL)
            # difficult ground's sign on the bare table: on the table it lies over cover, dangerous... alike
            paint_terrain(tile, [(K, K), (25 * K, K), (25 * K, 13 * K), (K, 13 * K)],
                          () if name == "raised" else (name,), filled=name != "difficult")
            img.paste(tile.resize((26, 14), Image.Resampling.BOX), (round(cx - 13), round(cy - 7)))
        elif group == "zone":
            tile = Image.new("RGB", (26, 14), TABLE_FILL)
            color = DEPLOY if name == "deploy" else EXIT_ZONE
            _blend_rect(tile, (0, 0, 26, 14), color, 70)
            _dashed_rect(ImageDraw.Draw(tile), (1, 1, 24, 12), color, 2, 5)
            img.paste(tile, (round(cx - 13), round(cy - 7)))
        elif group == "ring":
            tile = Image.new("RGBA", (28 * K, 16 * K), (0, 0, 0, 0))
            paint_ring(ImageDraw.Draw(tile), (14, 30), 26, RING_COLORS[name], RING_DASH[name])
            small = tile.resize((28, 16), Image.Resampling.BOX)
            img.paste(small, (round(cx - 14), round(cy - 8)), small)
        elif group == "arrow":
            tile = Image.new("RGBA", (28 * K, 16 * K), (0, 0, 0, 0))
            paint_arrow(ImageDraw.Draw(tile), (2, 8), (26, 8), name)
            small = tile.resize((28, 16), Image.Resampling.BOX)
            back = Image.new("RGB", small.size, TABLE_FILL)
            back.paste(small, (0, 0), small)
            img.paste(back, (round(cx - 14), round(cy - 8)))
        elif group == "marker" and name == "search_revealed":
            paste_marker(img, centre, "search", False, "!", 16)
        elif group == "marker":
            paste_marker(img, centre, name, False, "?" if name == "search" else "", 16)
        elif group == "done":  # a marker's ghost, as the table shows it once done
            paste_marker(img, centre, name, True, "", 16)
        elif name == "wounds":
            draw_wound_bar(draw, cx, cy - 2, 22, 2, 6)
        elif name in ("shaken", "fatigued", "condition", "effect"):
            draw_badge(img, draw, name, centre)
        elif name == "active":
            paste_disc(img, centre, Disc(6.5, t.HERO_FILLS[0], t.hex_color("#f4efe6"), t.ACTIVE_RING))
        elif name == "unconscious":
            paste_disc(img, centre, Disc(7.5, UNCONSCIOUS, t.hex_color("#f4efe6"), cross=True))
        elif name == "carrying":
            draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=t.OBJECTIVE, outline=t.DISC_EDGE)
        elif name == "villain":
            paste_disc(img, centre, Disc(7.5, ENEMY, t.VILLAIN_RING))
        elif name == "height":
            _draw_height_tag(img, centre, self.tr("pic-height", h=2))
        elif name == "unit":
            draw.rounded_rectangle((cx - 13, cy - 7, cx + 13, cy + 7), radius=7, outline=UNIT_OUTLINE)
            for dx in (-6, 6):
                paste_disc(img, (cx + dx, cy), Disc(4.5, ENEMY, ENEMY_RING))

    # --- all together

    def height_tags(self) -> tuple[str, ...]:
        """Each piece's height tag ("" when flat), in the rules' inches as every number the bot tells (on the
        24" table a cell is 1" of table, 2" of the rules, like a 2" cell of the 48" table)."""
        scale = float(self.view.get("scale") or 1.0)
        return tuple(self.tr("pic-height", h=_number(p["height"] / scale)) if float(p.get("height") or 0) > 0 else ""
                     for p in self.view.get("terrain") or ())

    def render(self) -> Image.Image:
        terrain = list(self.view.get("terrain") or ())
        heights = self.height_tags()
        static = _static_layer(terrain_key(terrain), heights, zone_key(self.view.get("zones") or ()), self.size,
                               self.lang)
        table = static.crop((MARGIN, MARGIN, MARGIN + TABLE, MARGIN + TABLE))
        self.keys = self.static_keys()
        self.draw_overlay(table)
        self.draw_markers(table)
        placer = Placer((1, 1, TABLE - 1, TABLE - 1))
        for m in self.markers:
            if not m.get("done"):
                cx, cy = self.px(m["x"], m["y"])
                placer.block((cx - MARKER_PX / 2, cy - MARKER_PX / 2, cx + MARKER_PX / 2, cy + MARKER_PX / 2))
        labels = self.draw_models(table, placer)
        self.draw_labels(table, placer, labels)
        top = self.header.height
        board_h = top + FRAME + self.markers_height()
        legend_h = self.legend_height(self.keys)
        canvas = Image.new("RGB", (FRAME + LEGEND_WIDTH, max(board_h, legend_h + MARGIN * 2)), t.BACKGROUND)
        canvas.paste(static, (0, top))
        canvas.paste(table, (MARGIN, top + MARGIN))
        self.header.draw(canvas)
        legend_box = (FRAME + 2, MARGIN, FRAME + LEGEND_WIDTH - 12, canvas.height - MARGIN)
        self.draw_legend(canvas, legend_box, self.keys)
        self.draw_marker_list(canvas, top + FRAME)
        return canvas


def _convex_hull(points: list[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def render_board(view: dict[str, Any], lang: str, tr: Translate) -> Image.Image:
    """The table as everyone sees it (a view hides nothing the players may not know), with the header
    (mission, goal, round, result) above and the legend on the right."""
    return AofqBoard(view, lang, tr).render()
