"""Square-grid dungeon pictures: what the games played on squares share.

`GridBoard(view, lang, tr).render()` draws one player's view: floor, walls and coordinates depend on
the map alone and are cached per geometry (and per fog set), so a turn only draws what moves: doors
with their whole names on tags, features, traps, figures, objective stars, the last turn's arrows
(heroes' white, enemies' red, over the figures) and the legend on the right, which ends with every
symbol the picture shows, drawn by the same primitive as on the board. A game subclasses `GridBoard`
and overrides the hooks where its board differs (fog hiding walls, features, traps, the legend's
header, rows, effects, board lines, objectives and its own symbols). Every word comes from
`tr(key, **params)`, the game's message files (`pic-*` messages), never from here.
`square_box` / `square_center` / `legend_box` expose the pixel geometry for tests and callers.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from engine.core.board import column_letters, parse_square

from . import theme as t
from .fonts import fit, font, put_text, shown, wrap

SQUARE = 34  # pixels per square: readable when Discord shrinks the picture by half
MARGIN = 22  # band around the board holding the coordinates
LEGEND_WIDTH = 270
SUPERSAMPLE = 4  # discs and diamonds are drawn this much larger, then shrunk (anti-aliasing)
ARROW_SUPERSAMPLE = 3  # arrows: their tiles span many squares

Square = tuple[int, int]
Segment = tuple[int, int, int, int]
Point = tuple[float, float]
Box = tuple[int, int, int, int]

DISC_RADIUS = 14
FALLEN_RADIUS = 8.0  # the mark left where a figure fell this turn
HUGE_RADIUS = SQUARE - 5
WALL_HALF = 2.5  # walls are 5 px thick, centred on the grid line

ENEMY_KINDS = ("minion", "lurker", "rival", "villain", "monster")
MAX_PIPS = 8  # more body points than this: a bar instead of pips


# --- geometry ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    """The hashable, map-only part of a view: the key of every cached layer."""

    width: int
    height: int
    walls: tuple[Segment, ...]
    areas: tuple[tuple[str, tuple[Square, ...]], ...]

    @property
    def board_size(self) -> tuple[int, int]:
        return (self.width * SQUARE + 2 * MARGIN, self.height * SQUARE + 2 * MARGIN)


@lru_cache(maxsize=4096)
def square_of(name: str) -> Square:
    parsed = parse_square(name)
    if parsed is None:
        raise ValueError(f"{name!r} is not a square name")
    return parsed


def geometry_of(board: dict[str, Any]) -> Geometry:
    walls = tuple((int(a), int(b), int(c), int(d)) for a, b, c, d in board.get("walls", ()))
    areas = tuple(
        (room, tuple(square_of(n) for n in names)) for room, names in sorted(board.get("areas", {}).items())
    )
    return Geometry(int(board["width"]), int(board["height"]), walls, areas)


def _corner(x: float, y: float) -> Point:
    """Pixel position of grid corner (x, y)."""
    return (MARGIN + x * SQUARE, MARGIN + y * SQUARE)


def box_of(sq: Square) -> Box:
    x0, y0 = MARGIN + sq[0] * SQUARE, MARGIN + sq[1] * SQUARE
    return (x0, y0, x0 + SQUARE, y0 + SQUARE)


def square_box(view: dict[str, Any], name: str) -> Box:
    """Pixel box (x0, y0, x1, y1) of a square in `render_board(view)`; x1, y1 exclusive."""
    return box_of(square_of(name))


def room_middle(names: list[str]) -> str:
    """The square of a room nearest its middle."""
    squares = [square_of(n) for n in names]
    mx, my = sum(x for x, _ in squares) / len(squares), sum(y for _, y in squares) / len(squares)
    best = min(squares, key=lambda sq: ((sq[0] - mx) ** 2 + (sq[1] - my) ** 2, sq[1], sq[0]))
    return next(n for n in names if square_of(n) == best)


def square_center(view: dict[str, Any], name: str) -> tuple[int, int]:
    x0, y0, x1, y1 = square_box(view, name)
    return ((x0 + x1) // 2, (y0 + y1) // 2)


# --- static layers (cached) ----------------------------------------------------------------------


def _shade(color: t.Color, amount: float) -> t.Color:
    return t.mix(color, (255, 255, 255), amount) if amount > 0 else t.mix(color, (0, 0, 0), -amount)


@lru_cache(maxsize=8)
def _floor_layer(geom: Geometry) -> Image.Image:
    """Rock, floor tiles and coordinates: everything under the fog and the walls."""
    img = Image.new("RGB", geom.board_size, t.BACKGROUND)
    draw = ImageDraw.Draw(img)
    left, top = _corner(0, 0)
    right, bottom = _corner(geom.width, geom.height)
    draw.rectangle((left, top, right - 1, bottom - 1), fill=t.ROCK)
    for index, (_room, squares) in enumerate(geom.areas):
        tone = t.FLOOR_TONES[index % len(t.FLOOR_TONES)]
        light, dark = _shade(tone, 0.22), _shade(tone, -0.16)
        for sq in squares:
            x0, y0, x1, y1 = box_of(sq)
            draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=tone)
            draw.line((x0, y0, x1 - 2, y0), fill=light)
            draw.line((x0, y0, x0, y1 - 2), fill=light)
            draw.line((x0, y1 - 1, x1 - 1, y1 - 1), fill=dark)
            draw.line((x1 - 1, y0, x1 - 1, y1 - 1), fill=dark)
    coord_font = font(12, bold=True)
    for x in range(geom.width):
        cx = MARGIN + x * SQUARE + SQUARE / 2
        letters = column_letters(x)
        draw.text((cx, MARGIN / 2), letters, font=coord_font, fill=t.COORD_TEXT, anchor="mm")
        draw.text((cx, bottom + MARGIN / 2), letters, font=coord_font, fill=t.COORD_TEXT, anchor="mm")
    for y in range(geom.height):
        cy = MARGIN + y * SQUARE + SQUARE / 2
        draw.text((MARGIN / 2, cy), str(y + 1), font=coord_font, fill=t.COORD_TEXT, anchor="mm")
        draw.text((right + MARGIN / 2, cy), str(y + 1), font=coord_font, fill=t.COORD_TEXT, anchor="mm")
    return img


@lru_cache(maxsize=8)
def _fog_texture(geom: Geometry) -> Image.Image:
    """A dark hatched sheet the size of the board, shown through the fog mask."""
    img = Image.new("RGB", geom.board_size, t.FOG)
    draw = ImageDraw.Draw(img)
    w, h = geom.board_size
    for start in range(-h, w, 9):
        draw.line((start, h, start + h, 0), fill=t.FOG_HATCH, width=2)
    return img


def _wall_sides(segment: Segment) -> tuple[Square, Square]:
    """The two squares a unit wall segment lies between."""
    x1, y1, x2, y2 = segment
    if x1 == x2:
        return (x1 - 1, min(y1, y2)), (x1, min(y1, y2))
    return (min(x1, x2), y1 - 1), (min(x1, x2), y1)


def _unit_walls(walls: Iterable[Segment]) -> Iterable[Segment]:
    for x1, y1, x2, y2 in walls:
        if x1 == x2:
            for y in range(min(y1, y2), max(y1, y2)):
                yield (x1, y, x1, y + 1)
        else:
            for x in range(min(x1, x2), max(x1, x2)):
                yield (x, y1, x + 1, y1)


def walls_in_sight(geom: Geometry, hidden: frozenset[Square]) -> tuple[Segment, ...]:
    """The walls left once those of `hidden` squares are taken away: a wall is drawn while a square
    beside it lies on a visible floor (a wall between a hidden room and rock or another hidden room
    is not)."""
    if not hidden:
        return geom.walls
    floor = {sq for _room, squares in geom.areas for sq in squares}
    shown_floor = floor - hidden
    return tuple(seg for seg in _unit_walls(geom.walls) if any(s in shown_floor for s in _wall_sides(seg)))


@lru_cache(maxsize=32)
def _wall_layer(geom: Geometry, hidden: frozenset[Square] = frozenset()) -> Image.Image:
    """Walls on a transparent sheet; drawn as rectangles so corners join cleanly. Walls of `hidden`
    squares alone are left out."""
    img = Image.new("RGBA", geom.board_size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    for x1, y1, x2, y2 in walls_in_sight(geom, hidden):
        (px1, py1), (px2, py2) = _corner(min(x1, x2), min(y1, y2)), _corner(max(x1, x2), max(y1, y2))
        draw.rectangle(
            (px1 - WALL_HALF, py1 - WALL_HALF, px2 + WALL_HALF - 1, py2 + WALL_HALF - 1), fill=(*t.WALL, 255)
        )
    return img


@lru_cache(maxsize=32)
def _base_layer(geom: Geometry, fogged: frozenset[Square], fog_hides_walls: bool = False) -> Image.Image:
    img = _floor_layer(geom).copy()
    if fogged:
        mask = Image.new("L", geom.board_size, 0)
        mask_draw = ImageDraw.Draw(mask)
        for sq in fogged:
            x0, y0, x1, y1 = box_of(sq)
            mask_draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=255)
        img.paste(_fog_texture(geom), (0, 0), mask)
    walls = _wall_layer(geom, fogged if fog_hides_walls else frozenset())
    img.paste(walls, (0, 0), walls)
    return img


def _fogged_squares(board: dict[str, Any], geom: Geometry) -> frozenset[Square]:
    """Squares under fog: outside `visible_squares` when given, else in rooms not `revealed`."""
    if board.get("visible_squares") is not None:
        visible = {square_of(n) for n in board["visible_squares"]}
        return frozenset(sq for _room, squares in geom.areas for sq in squares if sq not in visible)
    revealed = set(board.get("revealed", ()))
    return frozenset(sq for room, squares in geom.areas if room not in revealed for sq in squares)


# --- anti-aliased drawing ------------------------------------------------------------------------

Painter = Callable[[ImageDraw.ImageDraw, Callable[[float, float], Point], float], None]


def _smooth(canvas: Image.Image, box: tuple[float, float, float, float], paint: Painter,
            k: int = SUPERSAMPLE) -> None:
    """Run `paint` on a transparent tile `k` times larger than `box`, shrink it, lay it on."""
    x0, y0 = max(0, math.floor(box[0])), max(0, math.floor(box[1]))
    x1, y1 = min(canvas.width, math.ceil(box[2])), min(canvas.height, math.ceil(box[3]))
    if x1 <= x0 or y1 <= y0:
        return
    tile = Image.new("RGBA", ((x1 - x0) * k, (y1 - y0) * k), (0, 0, 0, 0))

    def to_tile(x: float, y: float) -> Point:
        return ((x - x0) * k, (y - y0) * k)

    paint(ImageDraw.Draw(tile), to_tile, k)
    small = tile.resize((x1 - x0, y1 - y0), Image.Resampling.BOX)
    if canvas.mode == "RGBA":
        canvas.alpha_composite(small, (x0, y0))
    else:
        canvas.paste(small, (x0, y0), small)


@dataclass(frozen=True)
class DiscStyle:
    radius: float
    fill: t.Color
    ring: t.Color | None
    ring_width: float
    halo: t.Color | None = None


@lru_cache(maxsize=256)
def _disc_sprite(style: DiscStyle) -> Image.Image:
    """An anti-aliased disc (dark edge, coloured ring, fill, optional bright halo), centred in its image."""
    pad = 5 if style.halo else 2
    half = math.ceil(style.radius + pad)
    k = SUPERSAMPLE
    big = Image.new("RGBA", (2 * half * k, 2 * half * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = half * k

    def circle(r: float, color: t.Color) -> None:
        draw.ellipse((c - r * k, c - r * k, c + r * k, c + r * k), fill=(*color, 255))

    r = style.radius
    if style.halo:
        circle(r + 4.5, t.DISC_EDGE)
        circle(r + 3.5, style.halo)
    circle(r, t.DISC_EDGE)
    if style.ring:
        circle(r - 1, style.ring)
        circle(r - 1 - style.ring_width, style.fill)
    else:
        circle(r - 1.2, style.fill)
    return big.resize((2 * half, 2 * half), Image.Resampling.BOX)


def _paste_disc(canvas: Image.Image, center: Point, style: DiscStyle) -> None:
    sprite = _disc_sprite(style)
    half = sprite.width // 2
    canvas.paste(sprite, (round(center[0]) - half, round(center[1]) - half), sprite)


# --- figures -------------------------------------------------------------------------------------


def is_enemy(fig: dict[str, Any]) -> bool:
    return fig.get("kind") in ENEMY_KINDS


def _hero_order(view: dict[str, Any]) -> list[str]:
    """Seat order, which picks each hero's shade of blue; views without one use figure order."""
    order = list(view.get("order") or view.get("heroes", {}).keys())
    if order:
        return order
    return [f.get("owner") or f.get("id", "") for f in view.get("figures", []) if f.get("kind") == "hero"]


def _hero_fill(fig: dict[str, Any], hero_order: list[str]) -> t.Color:
    owner = fig.get("owner") or fig.get("id", "")
    index = hero_order.index(owner) if owner in hero_order else sum(map(ord, str(owner)))
    return t.HERO_FILLS[index % len(t.HERO_FILLS)]


def label_color(fig: dict[str, Any], hero_order: list[str]) -> t.Color:
    """A disc's label colour: dark on a light disc, white on a dark one; dimmer when exhausted."""
    light = luminance(_disc_style(fig, DISC_RADIUS, hero_order, halo=False).fill) > 140
    if fig.get("exhausted"):
        return t.LABEL_DARK_DIM if light else t.TEXT_DIM
    return t.LABEL_DARK if light else t.LABEL_TEXT


def _disc_style(fig: dict[str, Any], radius: float, hero_order: list[str], halo: bool = True) -> DiscStyle:
    kind = fig.get("kind")
    if kind == "hero":
        fill, ring, ring_w = _hero_fill(fig, hero_order), t.hex_color("#dfe8ff"), 1.6
    elif kind == "ally":
        fill, ring, ring_w = t.ALLY_FILL, t.ALLY_RING, 2.2
    else:
        fill = t.ENEMY_FILLS.get(str(kind), t.ENEMY_FILL)
        ring = t.minion_color(fig.get("color"))
        if ring is None:
            ring = t.VILLAIN_RING if kind == "villain" else t.NEUTRAL_RING
        ring_w = 2.8 if radius > 12 else 2.2
    if fig.get("exhausted"):
        fill = t.mix(fill, t.EXHAUSTED_GREY, 0.5)
    active = halo and kind == "hero" and bool(fig.get("active"))
    return DiscStyle(radius, fill, ring, ring_w, t.ACTIVE_RING if active else None)


def _figure_squares(fig: dict[str, Any]) -> list[Square]:
    return [square_of(n) for n in fig.get("squares", ())]


def _figure_center(squares: list[Square]) -> Point:
    xs = [MARGIN + x * SQUARE + SQUARE / 2 for x, _y in squares]
    ys = [MARGIN + y * SQUARE + SQUARE / 2 for _x, y in squares]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def _is_huge(squares: list[Square]) -> bool:
    return len(squares) > 1


def _label_size(label: str, huge: bool) -> int:
    if huge:
        return 20 if len(label) <= 2 else 16
    return 13 if len(label) == 1 else 12 if len(label) == 2 else 10 if len(label) == 3 else 8


def health_left(fig: dict[str, Any]) -> tuple[int, int]:
    total = int(fig.get("health") or 0)
    return (max(0, total - int(fig.get("damage") or 0)), total)


def draw_health_bar(draw: ImageDraw.ImageDraw, box: Box, remaining: int, total: int) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=t.BAR_BACK, outline=t.BAR_EDGE)
    if total > 0 and remaining > 0:
        inner = (x1 - x0 - 1) * min(1.0, remaining / total)  # pixels x0+1 .. x1-1
        draw.rectangle((x0 + 1, y0 + 1, x0 + max(1, round(inner)), y1 - 1), fill=t.health_color(remaining, total))


PIP = 5.0  # pip diameter under a figure, in pixels
LEGEND_PIP = 7.0  # pip diameter in the legend


def pips_width(total: int, size: float = PIP) -> float:
    return (size + 1) * total - 1


def draw_pips(canvas: Image.Image, center_x: float, top: float, remaining: int, total: int, color: t.Color,
               left: float | None = None, size: float = PIP) -> None:
    """`total` small discs of `size` pixels in a row (centred on `center_x`, or from `left`): the
    first `remaining` filled with `color`, the rest hollow."""
    step = size + 1
    width = step * total - 1
    x0 = left if left is not None else center_x - width / 2
    box = (x0 - 1, top - 1, x0 + width + 1, top + size + 1)

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        for i in range(total):
            px = x0 + i * step
            a, b = p(px - 0.5, top - 0.5), p(px + size + 0.5, top + size + 0.5)
            d.ellipse((*a, *b), fill=(*t.PIP_EDGE, 255))
            a, b = p(px + 0.8, top + 0.8), p(px + size - 0.8, top + size - 0.8)
            d.ellipse((*a, *b), fill=(*(color if i < remaining else t.PIP_EMPTY), 255))

    _smooth(canvas, box, paint)


def draw_pip_row(canvas: Image.Image, left: float, top: float, remaining: int, total: int, color: t.Color,
                 size: float = PIP) -> None:
    """`total` pips in a row starting at `left` (see draw_pips)."""
    draw_pips(canvas, 0, top, remaining, total, color, left=left, size=size)


@lru_cache(maxsize=4)
def _armor_sprite(radius: float) -> Image.Image:
    k = SUPERSAMPLE
    half = math.ceil(radius + 1)
    big = Image.new("RGBA", (2 * half * k, 2 * half * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = half * k
    for r, color in ((radius, t.ARMOR_EDGE), (radius - 1.2, t.ARMOR_FILL)):
        draw.ellipse((c - r * k, c - r * k, c + r * k, c + r * k), fill=(*color, 255))
    return big.resize((2 * half, 2 * half), Image.Resampling.BOX)


def _draw_armor_badge(canvas: Image.Image, center: Point, armor: int) -> None:
    """A steel disc with the armor value, pinned to the figure's top-right corner."""
    sprite = _armor_sprite(6.5)
    half = sprite.width // 2
    canvas.paste(sprite, (round(center[0]) - half, round(center[1]) - half), sprite)
    put_text(canvas, (center[0], center[1] + 0.5), str(armor), 10, t.ARMOR_TEXT, bold=True, anchor="mm")


# several figures on one space (heroes on the stairs they start on): small discs side by side,
# offsets from the square's centre for 2, 3 and 4 of them
STACK_RADIUS = 8.5
_STACK_OFFSETS = {
    2: ((-8.0, 0.0), (8.0, 0.0)),
    3: ((-8.0, -7.0), (8.0, -7.0), (0.0, 7.0)),
    4: ((-8.0, -8.0), (8.0, -8.0), (-8.0, 8.0), (8.0, 8.0)),
}


def stacked_offsets(figures: Iterable[dict[str, Any]]) -> dict[str, Point]:
    """Where each figure sharing a space with others sits inside it (by figure id): up to four,
    in the order given; figures alone on their space are not listed."""
    by_square: dict[Square, list[str]] = {}
    for fig in figures:
        squares = _figure_squares(fig)
        if len(squares) == 1:
            by_square.setdefault(squares[0], []).append(str(fig.get("id", "")))
    out: dict[str, Point] = {}
    for ids in by_square.values():
        if len(ids) > 1:
            offsets = _STACK_OFFSETS[min(len(ids), 4)]
            for i, fid in enumerate(ids):
                out[fid] = offsets[min(i, len(offsets) - 1)]
    return out


def _draw_figure(canvas: Image.Image, draw: ImageDraw.ImageDraw, fig: dict[str, Any], hero_order: list[str],
                 pips: bool = False, stacked: Point | None = None) -> None:
    squares = _figure_squares(fig)
    if not squares:
        return
    huge = _is_huge(squares)
    cx, cy = _figure_center(squares)
    radius = HUGE_RADIUS if huge else DISC_RADIUS
    cy -= 2
    label = shown(str(fig.get("label", "")))
    text_fill = label_color(fig, hero_order)
    if stacked is not None:
        # one of several figures on this space: a small disc with its label, no bar (the legend
        # tells health)
        centre = (cx + stacked[0], cy + 2 + stacked[1])
        _paste_disc(canvas, centre, _disc_style(fig, STACK_RADIUS, hero_order))
        put_text(canvas, centre, label, 9 if len(label) <= 2 else 7, text_fill, bold=True, anchor="mm")
        return
    style = _disc_style(fig, radius, hero_order)
    _paste_disc(canvas, (cx, cy), style)
    put_text(canvas, (cx, cy), label, _label_size(label, huge), text_fill, bold=True, anchor="mm")
    remaining, total = health_left(fig)
    if total > 0 and pips and total <= MAX_PIPS:
        # few health points: one pip each, lost ones hollow
        draw_pips(canvas, cx, cy + radius - 3, remaining, total, t.BODY_PIP)
    elif total > 0:
        bar_half = 22 if huge else 12
        bar_top = round(cy + radius - 2)
        draw_health_bar(draw, (round(cx - bar_half), bar_top, round(cx + bar_half) - 1, bar_top + 5), remaining, total)
    armor = int(fig.get("armor") or 0)
    if armor > 0:
        corner_x = MARGIN + (max(x for x, _ in squares) + 1) * SQUARE
        corner_y = MARGIN + min(y for _, y in squares) * SQUARE
        _draw_armor_badge(canvas, (corner_x - 7, corner_y + 7), armor)


# --- board furniture -----------------------------------------------------------------------------


def _draw_shadows(draw: ImageDraw.ImageDraw, names: Iterable[str], fogged: frozenset[Square]) -> None:
    """Spawn spaces: a darker inset square with a dashed violet frame, quiet enough to sit under figures."""
    for name in names:
        sq = square_of(name)
        if sq not in fogged:
            draw_shadow(draw, box_of(sq))


def draw_shadow(draw: ImageDraw.ImageDraw, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle((x0 + 3, y0 + 3, x1 - 4, y1 - 4), fill=t.SHADOW_FILL)
    for i in range(x0 + 3, x1 - 4, 6):
        draw.line((i, y0 + 3, min(i + 3, x1 - 4), y0 + 3), fill=t.SHADOW_EDGE, width=2)
        draw.line((i, y1 - 4, min(i + 3, x1 - 4), y1 - 4), fill=t.SHADOW_EDGE, width=2)
    for j in range(y0 + 3, y1 - 4, 6):
        draw.line((x0 + 3, j, x0 + 3, min(j + 3, y1 - 4)), fill=t.SHADOW_EDGE, width=2)
        draw.line((x1 - 4, j, x1 - 4, min(j + 3, y1 - 4)), fill=t.SHADOW_EDGE, width=2)


VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæ")


def _syllable_break(word: str, i: int) -> bool:
    """Whether `word` may be hyphenated before its letter `i`: after a vowel, before a consonant that
    starts the next syllable with its vowel (alone, or with an h, r or l: "mist", "thèque", "graph")."""
    low = word.lower()
    if i + 2 > len(low) or low[i - 1] not in VOWELS or low[i] in VOWELS or not low[i].isalpha():
        return False
    return low[i + 1] in VOWELS or low[i + 1] in "hrl" and i + 2 < len(low) and low[i + 2] in VOWELS


def _whole_lines(name: str, size: int, width: float, height: float, hyphenate: bool) -> list[str] | None:
    """`name` on as many lines as fit in `height` at `size`, every letter kept (words too long for
    a line are split with a hyphen when `hyphenate`); None when it does not fit."""
    fnt = font(size, bold=True)
    words: list[str] = []
    for word in shown(name).split():
        if fnt.getlength(word) <= width:
            words.append(word)
        elif not hyphenate:
            return None
        else:
            while fnt.getlength(word) > width:
                fits = [i for i in range(4, len(word) - 3) if fnt.getlength(word[:i] + "-") <= width]
                if not fits:  # (a word too long even split: no whole label at this size)
                    return None
                # a cut between syllables reads as one ("Biblio-thèque", not "Biblioth-èque"): the longest
                # that fits, else the longest cut at all
                syllables = [i for i in fits if _syllable_break(word, i)]
                cut = (syllables or fits)[-1]
                words.append(word[:cut] + "-")
                word = word[cut:]
            words.append(word)
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]}{word}" if lines and lines[-1].endswith("-") else f"{lines[-1]} {word}" if lines else word
        if lines and not lines[-1].endswith("-") and fnt.getlength(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines if len(lines) * (size + 1) <= height else None


# (font size, split long words) in the order tried: whole words first while the text stays large
LABEL_TRIES = ((11, False), (10, False), (9, False), (10, True), (9, True), (8, False), (8, True), (7, False),
               (7, True))


@lru_cache(maxsize=1024)
def _label_layout(name: str, width: float, height: float) -> tuple[int, list[str]]:
    """(font size, lines) of a feature's name in a block (the same every turn: kept)."""
    size, lines = 11, None
    for size, hyphenate in LABEL_TRIES:
        lines = _whole_lines(name, size, width, height, hyphenate)
        if lines:
            return size, lines
    whole = " ".join(shown(name).split())
    initials = "".join(word[0] for word in whole.replace("-", " ").split() if word[:1].isalnum())[:3].upper()
    return (12 if font(12, bold=True).getlength(initials) <= width else 9), [initials]


def feature_label(canvas: Image.Image, box: Box, name: str) -> None:
    """The whole name, never cut short: on up to as many lines as the block holds, at the largest
    size where every word fits (long words split with a hyphen only when none does); a 1-space
    block too small even for that shows its initials, since the legend spells every feature out."""
    x0, y0, x1, y1 = box
    size, lines = _label_layout(name, x1 - x0 - 4, y1 - y0 - 2)
    line_h = size + 1
    top = (y0 + y1) / 2 - len(lines) * line_h / 2 + line_h / 2
    for i, line in enumerate(lines):
        put_text(canvas, ((x0 + x1) / 2, top + i * line_h), line, size, t.FEATURE_TEXT, bold=True, anchor="mm")


def _draw_stairs(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """Treads going down into the dark: each one narrower and darker than the one above."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=3, fill=t.STAIRS_STEP, outline=t.FEATURE_EDGE, width=2)
    steps = 4
    tread = (y1 - y0 - 4) / steps
    for i in range(steps):
        top = y0 + 2 + i * tread
        inset = 2 + i * 2
        shade = t.mix(t.hex_color("#e4ded4"), t.STAIRS_FILL, i / steps)
        draw.rectangle((x0 + inset, top, x1 - inset, top + tread - 2), fill=shade)


def feature_box(feat: dict[str, Any]) -> Box | None:
    """The inset pixel box around all of a feature's squares (None for a feature without squares)."""
    squares = [square_of(n) for n in feat.get("squares", ())]
    if not squares:
        return None
    boxes = [box_of(sq) for sq in squares]
    return (min(b[0] for b in boxes) + 3, min(b[1] for b in boxes) + 3,
            max(b[2] for b in boxes) - 4, max(b[3] for b in boxes) - 4)


def draw_block(canvas: Image.Image, draw: ImageDraw.ImageDraw, box: Box, name: str, fill: t.Color = t.FEATURE_FILL,
               edge: t.Color = t.FEATURE_EDGE) -> None:
    """A feature as a labelled block."""
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=edge, width=2)
    feature_label(canvas, box, name)


def draw_warning_frame(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """An orange frame with a warning corner: a feature known to be trapped."""
    draw.rounded_rectangle(box, radius=5, outline=t.TRAP_FILL, width=2)
    corner = (box[2] - 2, box[1] + 2)
    draw.polygon([(corner[0] - 11, corner[1]), corner, (corner[0], corner[1] + 11)], fill=t.TRAP_FILL,
                 outline=t.TRAP_EDGE)


def draw_rubble(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A square blocked for good: a heap of grey stones on a dark bed, no label (the legend counts them)."""
    x0, y0, x1, y1 = box
    draw.rectangle((x0 + 1, y0 + 1, x1 - 2, y1 - 2), fill=t.RUBBLE_FILL, outline=t.RUBBLE_EDGE)
    stones = ((0.18, 0.22, 0.30), (0.55, 0.18, 0.26), (0.80, 0.45, 0.22), (0.30, 0.58, 0.28), (0.66, 0.72, 0.24),
              (0.20, 0.84, 0.18))
    size = x1 - x0
    for fx, fy, fr in stones:
        cx, cy, r = x0 + fx * size, y0 + fy * size, fr * size / 2
        draw.ellipse((cx - r, cy - r * 0.8, cx + r, cy + r * 0.8), fill=t.RUBBLE_STONE, outline=t.RUBBLE_EDGE)


def luminance(color: t.Color) -> float:
    return 0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2]


def is_open_pit(trap: dict[str, Any]) -> bool:
    return trap.get("kind") == "pit" and trap.get("status") in ("known", "sprung")


def draw_pit(draw: ImageDraw.ImageDraw, box: Box, open_pit: bool, under_figure: bool = False) -> None:
    """A pit: a black hole when open, a hole behind an orange dashed rim while only known. Under a
    figure it fills the square, so its dark rim shows around the disc (the figure is in the pit)."""
    x0, y0, x1, y1 = box
    inset = 1 if under_figure else 4
    hole = (x0 + inset, y0 + inset, x1 - inset - 1, y1 - inset - 1)
    if open_pit:
        draw.rounded_rectangle(hole, radius=5, fill=t.PIT_HOLE, outline=t.PIT_RIM, width=2)
        draw.rounded_rectangle((hole[0] + 5, hole[1] + 5, hole[2] - 5, hole[3] - 5), radius=3, fill=(0, 0, 0))
        return
    draw.rounded_rectangle(hole, radius=5, fill=t.mix(t.PIT_HOLE, t.PIT_RIM, 0.4))
    for i in range(hole[0], hole[2], 6):
        draw.line((i, hole[1], min(i + 3, hole[2]), hole[1]), fill=t.TRAP_FILL, width=2)
        draw.line((i, hole[3], min(i + 3, hole[2]), hole[3]), fill=t.TRAP_FILL, width=2)
    for j in range(hole[1], hole[3], 6):
        draw.line((hole[0], j, hole[0], min(j + 3, hole[3])), fill=t.TRAP_FILL, width=2)
        draw.line((hole[2], j, hole[2], min(j + 3, hole[3])), fill=t.TRAP_FILL, width=2)


def draw_trap_diamond(canvas: Image.Image, center: Point, half: float, ring: t.Color | None = None,
                      text: str = "") -> None:
    """A trap: a diamond in the traps' own colour, edged with its card's colour when it has one."""
    cx, cy = center

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        def diamond(h: float) -> list[Point]:
            return [p(cx, cy - h), p(cx + h, cy), p(cx, cy + h), p(cx - h, cy)]

        d.polygon(diamond(half), fill=(*t.TRAP_EDGE, 255))
        if ring is not None:
            d.polygon(diamond(half - 1.4), fill=(*ring, 255))
            d.polygon(diamond(half - 3.6), fill=(*t.TRAP_FILL, 255))
        else:
            d.polygon(diamond(half - 1.6), fill=(*t.TRAP_FILL, 255))

    _smooth(canvas, (cx - half - 1, cy - half - 1, cx + half + 2, cy + half + 2), paint)
    if text:
        put_text(canvas, (cx, cy + 0.5), text, 9, t.TRAP_TEXT, bold=True, anchor="mm")


def draw_traps(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, traps: Iterable[dict[str, Any]], occupied: set[Square],
    label: Callable[[dict[str, Any]], str],
) -> None:
    """A labelled diamond; a small one in the top-left corner, over the disc, when a figure stands on it."""
    for trap in traps:
        sq = square_of(trap["square"])
        x0, y0, x1, y1 = box_of(sq)
        small = sq in occupied
        ring = t.minion_color(trap.get("color"))
        if small:
            draw_trap_diamond(canvas, (x0 + 7.5, y0 + 7.5), 6.5, ring)
        else:
            draw_trap_diamond(canvas, ((x0 + x1) / 2, (y0 + y1) / 2), 12.5, ring, label(trap))


def _draw_doors(draw: ImageDraw.ImageDraw, doors: Iterable[dict[str, Any]]) -> None:
    """Closed: a wooden plank across the door edge. Open: the edge is a gap between two jambs and the
    leaf stands swung open, at right angles, into the first square."""
    for door in doors:
        (ax, ay), (bx, by) = square_of(door["a"]), square_of(door["b"])
        vertical_edge = ax != bx  # squares side by side -> the door edge is a vertical line
        # a secret door once found: a grey stone slab with a violet edge
        wood, edge = (t.SECRET_DOOR, t.SECRET_EDGE) if door.get("secret") else (t.DOOR_WOOD, t.DOOR_EDGE)
        if vertical_edge:
            ex, ey = max(ax, bx), ay
            (px, py0), (_, py1) = _corner(ex, ey), _corner(ex, ey + 1)
        else:
            ex, ey = ax, max(ay, by)
            (px0, py), (px1, _) = _corner(ex, ey), _corner(ex + 1, ey)
        if door.get("open"):
            # the leaf, hinged at the edge's first corner, stands open into square a; a thin arc shows its swing
            into = -1 if (ax < bx if vertical_edge else ay < by) else 1
            leaf = SQUARE - 8
            if vertical_edge:
                draw.rectangle((px - 3, py0 - 2, px + 2, py0 + 4), fill=t.WALL)
                draw.rectangle((px - 3, py1 - 4, px + 2, py1 + 2), fill=t.WALL)
                draw.arc((px - leaf, py0 - leaf, px + leaf, py0 + leaf), 0 if into > 0 else 90,
                         90 if into > 0 else 180, fill=t.DOOR_EDGE, width=1)
                lx = sorted((px, px + into * leaf))
                draw.rectangle((lx[0], py0 + 1, lx[1], py0 + 5), fill=t.DOOR_OPEN_WOOD, outline=t.DOOR_EDGE)
            else:
                draw.rectangle((px0 - 2, py - 3, px0 + 4, py + 2), fill=t.WALL)
                draw.rectangle((px1 - 4, py - 3, px1 + 2, py + 2), fill=t.WALL)
                draw.arc((px0 - leaf, py - leaf, px0 + leaf, py + leaf), 0 if into > 0 else 270,
                         90 if into > 0 else 360, fill=t.DOOR_EDGE, width=1)
                ly = sorted((py, py + into * leaf))
                draw.rectangle((px0 + 1, ly[0], px0 + 5, ly[1]), fill=t.DOOR_OPEN_WOOD, outline=t.DOOR_EDGE)
        elif vertical_edge:
            draw.rectangle((px - 4, py0 + 2, px + 3, py1 - 3), fill=wood, outline=edge, width=2)
            draw.line((px - 1, py0 + 5, px - 1, py1 - 6), fill=edge)
            draw.rectangle((px - 1, (py0 + py1) / 2 + 4, px, (py0 + py1) / 2 + 5), fill=t.DOOR_KNOB)
        else:
            draw.rectangle((px0 + 2, py - 4, px1 - 3, py + 3), fill=wood, outline=edge, width=2)
            draw.line((px0 + 5, py - 1, px1 - 6, py - 1), fill=edge)
            draw.rectangle(((px0 + px1) / 2 + 4, py - 1, (px0 + px1) / 2 + 5, py), fill=t.DOOR_KNOB)


def _label_sides(doors: Iterable[dict[str, Any]], fogged: frozenset | set, occupied: Collection[Square] = (),
                 ) -> Iterable[tuple[dict[str, Any], Square, Square]]:
    """(door, the visible square its name goes on, the square across) for each closed door the party
    sees: a side no figure stands on, where there is one."""
    for door in doors:
        if door.get("open"):
            continue
        a, b = square_of(door["a"]), square_of(door["b"])
        seen = sorted((s for s in (a, b) if s not in fogged), key=lambda s: s in occupied)
        if seen:
            yield door, seen[0], (b if seen[0] == a else a)


def door_name(door: dict[str, Any]) -> str:
    """What players type to name a door: its short name, or its id in views that give none."""
    return str(door.get("name") or door["id"])


DOOR_TAG_SIZE = 10  # font size of the names on door tags


@lru_cache(maxsize=256)
def door_tag_width(text: str) -> float:
    return font(DOOR_TAG_SIZE, bold=True).getlength(shown(text)) + 6


def draw_door_tag(canvas: Image.Image, center: Point, text: str) -> None:
    """A door's whole name on a light tag sized to it (the board and the legend draw the same)."""
    draw = ImageDraw.Draw(canvas)
    half = door_tag_width(text) / 2
    cx, cy = center
    draw.rounded_rectangle((cx - half, cy - 7, cx + half, cy + 6), radius=3, fill=t.DOOR_TAG, outline=t.DOOR_EDGE)
    put_text(canvas, (cx, cy), text, DOOR_TAG_SIZE, t.DOOR_EDGE, bold=True, anchor="mm")


def draw_door_tags(canvas: Image.Image, doors: Iterable[dict[str, Any]], fogged: frozenset | set,
                   occupied: Collection[Square] = (), over: bool = False) -> None:
    """Closed doors the party can see carry their name (`/open door:3`) whole, on a tag inside the
    visible door square, pushed toward the door as far as it stays in the square. Tags go under the
    figures (`over` False), but for a door whose only visible square holds a figure: drawn after the
    figures (`over` True), its name is not hidden under one."""
    for door, side, other in _label_sides(doors, fogged, occupied):
        if (side in occupied) != over:
            continue
        x0, y0, x1, y1 = box_of(side)
        text = door_name(door)
        width = door_tag_width(text)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        room_x = max(0.0, (SQUARE - width) / 2 - 1)
        dx, dy = other[0] - side[0], other[1] - side[1]
        if over:
            # a figure stands on the only square the party sees: the tag goes across the door, just
            # past its line over the unseen square (nothing there to hide), else on the line itself
            past = 0.5 * SQUARE + (width / 2 if dx else 7) if other in fogged else 0.5 * SQUARE
            cx, cy = cx + dx * past, cy + dy * past
        else:
            cx += max(-room_x, min(room_x, dx * SQUARE * 0.22))
            cy += dy * SQUARE * 0.3
        draw_door_tag(canvas, (cx, cy), text)


# --- marks (last turn's arrows) ------------------------------------------------------------------


def _arrow_head(tip: Point, direction: Point, length: float, half_width: float) -> list[Point]:
    dx, dy = direction
    bx, by = tip[0] - dx * length, tip[1] - dy * length
    return [tip, (bx - dy * half_width, by + dx * half_width), (bx + dy * half_width, by - dx * half_width)]


def _cut(points: list[Point], start: float, end: float) -> list[Point]:
    """The polyline shortened by `start` pixels at its start and `end` pixels at its end."""
    pts = list(points)
    for at_start, amount in ((True, start), (False, end)):
        while amount > 0 and len(pts) >= 2:
            a, b = (pts[0], pts[1]) if at_start else (pts[-1], pts[-2])
            seg = math.dist(a, b)
            if seg > amount:
                moved = (a[0] + (b[0] - a[0]) * amount / seg, a[1] + (b[1] - a[1]) * amount / seg)
                if at_start:
                    pts[0] = moved
                else:
                    pts[-1] = moved
                break
            amount -= seg
            pts.pop(0 if at_start else -1)
    return pts


@dataclass(frozen=True)
class ArrowStyle:
    """How thick an arrow is drawn: its coloured shaft and dark edge, its head, its start dot."""

    shaft: float = 3.5
    edge: float = 6.5
    head_length: float = 11.0
    head_half: float = 6.0
    edge_head_extra: float = 3.0  # the dark head is this much longer...
    edge_head_half: float = 8.0  # ...this wide...
    edge_head_push: float = 1.6  # ...and pushed this far past the tip
    dot: float = 5.0
    dot_inner: float = 3.5
    margin: float = 10.0
    supersample: int = ARROW_SUPERSAMPLE


def _draw_arrow(
    canvas: Image.Image, points: list[Point], color: t.Color, edge: t.Color, start_dot: bool,
    style: ArrowStyle = ArrowStyle(),
) -> None:
    if len(points) < 2 or math.dist(points[-2], points[-1]) < 1:
        return
    tip = points[-1]
    last = points[-2]
    seg = math.dist(last, tip)
    direction = ((tip[0] - last[0]) / seg, (tip[1] - last[1]) / seg)
    head_len = min(style.head_length, seg)
    shaft = _cut(points, 0, head_len * 0.6)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    m = style.margin
    box = (min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m)
    push = style.edge_head_push

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        line = [p(*pt) for pt in shaft]
        outer_head = [p(*pt) for pt in _arrow_head((tip[0] + direction[0] * push, tip[1] + direction[1] * push),
                                                   direction, head_len + style.edge_head_extra, style.edge_head_half)]
        head = [p(*pt) for pt in _arrow_head(tip, direction, head_len, style.head_half)]
        if start_dot:
            sx, sy = p(*points[0])
            d.ellipse((sx - style.dot * k, sy - style.dot * k, sx + style.dot * k, sy + style.dot * k),
                      fill=(*edge, 255))
            d.ellipse((sx - style.dot_inner * k, sy - style.dot_inner * k, sx + style.dot_inner * k,
                       sy + style.dot_inner * k), fill=(*color, 255))
        if len(line) >= 2:
            d.line(line, fill=(*edge, 255), width=round(style.edge * k), joint="curve")
        d.polygon(outer_head, fill=(*edge, 255))
        if len(line) >= 2:
            d.line(line, fill=(*color, 255), width=round(style.shaft * k), joint="curve")
        d.polygon(head, fill=(*color, 255))

    # thick strokes need less supersampling than discs: a long arrow's tile stays small
    _smooth(canvas, box, paint, style.supersample)


def mark_side(mark: dict[str, Any], figures_by_id: dict[str, dict[str, Any]]) -> str:
    """"heroes" or "enemies": whose arrow it is (the view says; else the figure's kind; else enemies)."""
    if mark.get("side") in ("heroes", "enemies"):
        return str(mark["side"])
    fig = figures_by_id.get(mark.get("figure", ""))
    return "heroes" if fig is not None and fig.get("kind") in ("hero", "ally") else "enemies"


def arrow_colors(side: str) -> tuple[t.Color, t.Color]:
    return (t.HERO_ARROW, t.HERO_ARROW_EDGE) if side == "heroes" else (t.ENEMY_ARROW, t.ENEMY_ARROW_EDGE)


def _mark_points(mark: dict[str, Any], figures_by_id: dict[str, dict[str, Any]],
                 huge_at: dict[Square, Point]) -> list[Point]:
    fig = figures_by_id.get(mark.get("figure", ""))
    offset = SQUARE / 2 if fig and len(fig.get("squares", ())) > 1 else 0.0  # paths of Huge figures hold anchors
    points = []
    for name in mark.get("path", ()):
        x0, y0, _, _ = box_of(square_of(name))
        points.append((x0 + SQUARE / 2 + offset, y0 + SQUARE / 2 + offset))
    if mark.get("kind") == "attack" and len(points) >= 2:
        # only the attacker's own square is an anchor; the target is whatever figure stands there
        target = square_of(mark["path"][-1])
        x0, y0, _, _ = box_of(target)
        points[-1] = huge_at.get(target, (x0 + SQUARE / 2, y0 + SQUARE / 2))
    return points


LANE = 6.0  # pixels between two arrows that share a stretch of the board


def _unit_steps(path: list[Square]) -> list[Square]:
    """The path with every square its straight legs cross (a ranged attack from I15 to K15 also
    passes over J15), so that arrows overlapping anywhere are found."""
    out = path[:1]
    for a, b in zip(path, path[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(abs(dx), abs(dy))
        if n > 1 and (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
            out += [(a[0] + dx * i // n, a[1] + dy * i // n) for i in range(1, n)]
        out.append(b)
    return out


def _lane_shifts(paths: list[list[Square]]) -> list[Point]:
    """How far to shift each arrow sideways so that arrows over the same stretch run side by side:
    on the first stretch an arrow shares, the arrows there take lanes across it in order."""
    paths = [_unit_steps(path) for path in paths]
    users: dict[frozenset[Square], list[int]] = {}
    for i, path in enumerate(paths):
        for a, b in zip(path, path[1:], strict=False):
            users.setdefault(frozenset((a, b)), [])
            if i not in users[frozenset((a, b))]:
                users[frozenset((a, b))].append(i)
    shifts: list[Point] = []
    for i, path in enumerate(paths):
        shift = (0.0, 0.0)
        for a, b in zip(path, path[1:], strict=False):
            sharing = users[frozenset((a, b))]
            if len(sharing) > 1:
                lo, hi = min(a, b), max(a, b)
                length = math.dist(lo, hi) or 1.0
                normal = (-(hi[1] - lo[1]) / length, (hi[0] - lo[0]) / length)
                slot = sharing.index(i) - (len(sharing) - 1) / 2
                shift = (normal[0] * slot * LANE, normal[1] * slot * LANE)
                break
        shifts.append(shift)
    return shifts


def draw_fallen(canvas: Image.Image, center: Point, radius: float = FALLEN_RADIUS) -> None:
    """Where a figure fell this turn: a dark token with a pale cross."""
    cx, cy = center

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        a, b = p(cx - radius, cy - radius), p(cx + radius, cy + radius)
        d.ellipse((*a, *b), fill=(*t.FALLEN_FILL, 255), outline=(*t.FALLEN_CROSS, 255), width=round(1.2 * k))
        arm = radius * 0.5
        for sx in (-1, 1):
            d.line((*p(cx - arm, cy - sx * arm), *p(cx + arm, cy + sx * arm)), fill=(*t.FALLEN_CROSS, 255),
                   width=round(2.2 * k))

    _smooth(canvas, (cx - radius - 2, cy - radius - 2, cx + radius + 2, cy + radius + 2), paint)


def draw_spawn_ring(draw: ImageDraw.ImageDraw, center: Point) -> None:
    cx, cy = center
    draw.ellipse((cx - 16, cy - 17, cx + 16, cy + 15), outline=t.SPAWN, width=2)


def _disc_rims(figures: list[dict[str, Any]]) -> tuple[dict[Square, Point], dict[Square, float]]:
    """Where each occupied square's disc is centred (Huge figures: their middle) and its radius."""
    stacked = stacked_offsets(figures)
    centre_at: dict[Square, Point] = {}
    radius_at: dict[Square, float] = {}
    for f in figures:
        squares = _figure_squares(f)
        if not squares:
            continue
        huge = _is_huge(squares)
        centre = _figure_center(squares)
        for sq in squares:
            if huge:
                centre_at[sq], radius_at[sq] = centre, HUGE_RADIUS
            elif str(f.get("id", "")) in stacked:
                centre_at.setdefault(sq, centre)
                radius_at[sq] = SQUARE / 2 - 1  # the small discs share the space: stop at its edge
            else:
                centre_at[sq], radius_at[sq] = (centre[0], centre[1] - 2), DISC_RADIUS
    return centre_at, radius_at


def draw_spawn_marks(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    """A ring around each figure that appeared this turn (drawn under the figures, around the disc)."""
    for mark in view.get("marks", []):
        if mark.get("kind") == "spawn" and mark.get("path"):
            x0, y0, x1, y1 = box_of(square_of(mark["path"][-1]))
            draw_spawn_ring(draw, ((x0 + x1) / 2, (y0 + y1) / 2))


def arrow_plan(view: dict[str, Any], lane: float = LANE) -> list[dict[str, Any]]:
    """Last turn's moves and attacks as they are drawn: each arrow's points (cut short of the discs at
    both ends; arrows over the same stretch `lane` pixels apart), its colours, whether it starts with
    a dot, and where its target fell (an attack whose target fell ends on a fallen mark)."""
    figures = list(view.get("figures", []))
    by_id = {f.get("id", ""): f for f in figures}
    centre_at, radius_at = _disc_rims(figures)
    huge_at = {sq: c for sq, c in centre_at.items() if radius_at.get(sq) == HUGE_RADIUS}
    marks = [m for m in view.get("marks", []) if m.get("kind") in ("move", "attack") and len(m.get("path", ())) >= 2]
    shifts = _lane_shifts([[square_of(n) for n in m["path"]] for m in marks])
    plan = []
    for mark, (dx, dy) in zip(marks, shifts, strict=True):
        dx, dy = dx * lane / LANE, dy * lane / LANE
        points = _mark_points(mark, by_id, huge_at)
        start_sq, end_sq = square_of(mark["path"][0]), square_of(mark["path"][-1])
        # the view says whether the target fell; without it, an attack on an empty square is read so
        fallen = mark.get("kind") == "attack" and bool(mark["fallen"] if "fallen" in mark else end_sq not in radius_at)
        fallen_at = None
        if fallen and end_sq not in radius_at:  # (a figure come since hides where the target fell)
            x0, y0, x1, y1 = box_of(end_sq)
            points[-1] = fallen_at = ((x0 + x1) / 2, (y0 + y1) / 2)
            end_cut = FALLEN_RADIUS + 1.5
        else:
            end_cut = radius_at.get(end_sq, 0.0) + 1.5
        start_cut = radius_at[start_sq] + 1.0 if start_sq in radius_at else 0.0
        points = [(x + dx, y + dy) for x, y in points]
        fill, edge = arrow_colors(mark_side(mark, by_id))
        plan.append({"figure": mark.get("figure"), "kind": mark.get("kind"),
                     "points": _cut(points, start_cut, end_cut), "fill": fill, "edge": edge,
                     "start_dot": mark.get("kind") == "move" and start_sq not in radius_at, "fallen_at": fallen_at})
    return plan


def draw_arrows(canvas: Image.Image, view: dict[str, Any]) -> None:
    """Last turn's moves and attacks (`arrow_plan`), over the figures: heroes' arrows in one colour,
    enemies' in another; each starts and ends at the rim of a disc, never under it; a disc an arrow
    crosses shows through it."""
    plan = arrow_plan(view)
    if not plan:
        return
    figures = list(view.get("figures", []))
    centre_at, radius_at = _disc_rims(figures)
    fallen_at = [a["fallen_at"] for a in plan if a["fallen_at"] is not None]
    # the arrows are drawn on a sheet just big enough for them, then laid on the picture
    xs = [x for a in plan for x, _y in a["points"]] + [x for x, _y in fallen_at]
    ys = [y for a in plan for _x, y in a["points"]] + [y for _x, y in fallen_at]
    left, top = max(0, math.floor(min(xs)) - 14), max(0, math.floor(min(ys)) - 14)
    right, bottom = min(canvas.width, math.ceil(max(xs)) + 14), min(canvas.height, math.ceil(max(ys)) + 14)
    layer = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
    for a in plan:
        _draw_arrow(layer, [(x - left, y - top) for x, y in a["points"]], a["fill"], a["edge"], start_dot=a["start_dot"])
    for x, y in fallen_at:  # over the arrows: several attacks ending on one figure hid where it fell
        draw_fallen(layer, (x - left, y - top))
    _lay_over_discs(canvas, layer, (left, top), centre_at, radius_at, _bar_boxes(figures))


DISC_SEE_THROUGH = 0.8  # how much of a disc shows through an arrow that crosses it (its label must read)


def _bar_boxes(figures: list[dict[str, Any]]) -> list[Box]:
    """The health bar (or pips) band under each figure alone on its space."""
    stacked = stacked_offsets(figures)
    out = []
    for f in figures:
        squares = _figure_squares(f)
        if not squares or str(f.get("id", "")) in stacked or health_left(f)[1] <= 0:
            continue
        huge = _is_huge(squares)
        cx, cy = _figure_center(squares)
        radius, half = (HUGE_RADIUS, 22) if huge else (DISC_RADIUS, 12)
        top = round(cy - 2 + radius - 3)
        out.append((round(cx - half - 1), top, round(cx + half + 1), top + 7))
    return out


def _lay_over_discs(canvas: Image.Image, layer: Image.Image, origin: tuple[int, int],
                    centre_at: dict[Square, Point], radius_at: dict[Square, float], bars: list[Box]) -> None:
    """Lay the arrows (`layer`, whose top-left corner is at `origin`) on the picture; where one
    crosses a figure's disc it is half see-through, so both the arrow and the figure's label read;
    health bars stay whole on top."""
    inner = layer.getbbox()
    if inner is None:
        return
    part = layer.crop(inner)
    bbox = (origin[0] + inner[0], origin[1] + inner[1], origin[0] + inner[2], origin[1] + inner[3])
    discs = Image.new("L", part.size, 0)
    draw = ImageDraw.Draw(discs)
    for sq, (cx, cy) in set((sq, c) for sq, c in centre_at.items()):
        r = radius_at[sq] - 1
        draw.ellipse((cx - r - bbox[0], cy - r - bbox[1], cx + r - bbox[0], cy + r - bbox[1]),
                     fill=round(255 * DISC_SEE_THROUGH))
    for x0, y0, x1, y1 in bars:
        draw.rectangle((x0 - bbox[0], y0 - bbox[1], x1 - bbox[0], y1 - bbox[1]), fill=255)
    alpha = ImageChops.subtract(part.getchannel("A"), discs)
    canvas.paste(part.convert("RGB"), bbox[:2], alpha)


# --- legend --------------------------------------------------------------------------------------


def local(item: dict[str, Any], key: str, lang: str) -> str:
    """`item[key]`, or its French `key_fr` when there is one and the picture is in French."""
    if lang == "fr" and item.get(f"{key}_fr"):
        return str(item[f"{key}_fr"])
    return str(item.get(key, ""))


ROW_HEIGHT = 35
EFFECT_LINE = 15  # a third line in a figure's row, for what lasts on it


@dataclass(frozen=True)
class Objectives:
    """What the quest asks for, where the board shows it: figures (by id), features, squares."""

    figures: frozenset[str] = frozenset()
    features: tuple[dict[str, Any], ...] = ()
    squares: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.figures or self.features or self.squares)
HEAD_PAD = 10
GROUP_HEAD = 26  # gap, rule and group title above each group of rows
BOARD_LINE = 16
INNER = LEGEND_WIDTH - 14 - 2 * HEAD_PAD  # text width inside the legend


@dataclass(frozen=True)
class Line:
    """One line of the legend's header."""

    text: str
    size: int
    color: t.Color
    bold: bool = False
    indent: int = 0
    advance: int = 19


def pool_text(pool: list[str]) -> str:
    """`["brase", "lowek", "brase"]` -> "Brase ×2, Lowek" (ids get a capital; counts replace repeats)."""
    counts: dict[str, int] = {}
    for rhune in pool:
        counts[str(rhune)] = counts.get(str(rhune), 0) + 1
    parts = []
    for rhune, n in counts.items():
        name = rhune.replace("_", " ")
        name = name[:1].upper() + name[1:] if name.islower() else name
        parts.append(f"{name} ×{n}" if n > 1 else name)
    return ", ".join(parts)


Translate = Callable[..., str]


# --- objective marks -------------------------------------------------------------------------------


def draw_objective_star(canvas: Image.Image, center: Point, radius: float = 7.0) -> None:
    """An objective: a gold five-pointed star with a dark edge."""
    cx, cy = center

    def star(p: Callable[[float, float], Point], r: float) -> list[Point]:
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(p(cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        d.polygon(star(p, radius + 1.6), fill=(*t.OBJECTIVE_EDGE, 255))
        d.polygon(star(p, radius), fill=(*t.OBJECTIVE, 255))

    _smooth(canvas, (cx - radius - 3, cy - radius - 3, cx + radius + 3, cy + radius + 3), paint)


def draw_objective_ring(canvas: Image.Image, center: Point, radius: float) -> None:
    """A gold dashed ring around a figure or feature that is an objective."""
    cx, cy = center

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        a, b = p(cx - radius, cy - radius), p(cx + radius, cy + radius)
        d.ellipse((*a, *b), outline=(*t.OBJECTIVE_EDGE, 255), width=round(4 * k))
        for start in range(0, 360, 30):
            d.arc((*a, *b), start, start + 18, fill=(*t.OBJECTIVE, 255), width=round(2.4 * k))

    _smooth(canvas, (cx - radius - 2, cy - radius - 2, cx + radius + 2, cy + radius + 2), paint)


# --- the legend's symbols --------------------------------------------------------------------------

KEY_ICON = 22  # an icon's cell in the legend's list of symbols, in pixels
KEY_ROW = 20
KEY_LINE = 14  # a second line of a symbol's text


@dataclass(frozen=True)
class Key:
    """One symbol of the legend: the icon drawn as on the board (by name) and what it means."""

    icon: str
    text: str
    tag: str = ""  # the door name on a door tag's icon


def _board_tile(paint: Callable[[Image.Image, ImageDraw.ImageDraw], None], crop: Box, size: tuple[int, int],
                floor: bool = True) -> Image.Image:
    """A board primitive drawn at board scale on a patch of floor around squares A1 and B1, the
    `crop` of it shrunk to `size`: the legend's icons are the board's own drawings."""
    tile = Image.new("RGB", (2 * MARGIN + 2 * SQUARE, 2 * MARGIN + SQUARE), t.FLOOR_TONES[0] if floor else t.PANEL)
    paint(tile, ImageDraw.Draw(tile))
    return tile.crop(crop).resize(size, Image.Resampling.LANCZOS)


A1 = box_of((0, 0))
B1 = box_of((1, 0))
SQUARE_CROP = (A1[0], A1[1], A1[2], A1[3])
DOOR_CROP = (A1[0] + SQUARE // 2, A1[1], B1[0] + SQUARE // 2, A1[3])


def _around_middle(size: int) -> Box:
    """A `size`-pixel box around the middle of square A1 (icons kept at board size)."""
    cx, cy = (A1[0] + A1[2]) // 2, (A1[1] + A1[3]) // 2
    return (cx - size // 2, cy - size // 2, cx - size // 2 + size, cy - size // 2 + size)


def _fog_icon(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    patch = Image.new("RGB", (SQUARE, SQUARE), t.FOG)
    patch_draw = ImageDraw.Draw(patch)
    for start in range(-SQUARE, SQUARE, 9):
        patch_draw.line((start, SQUARE, start + SQUARE, 0), fill=t.FOG_HATCH, width=2)
    tile.paste(patch, A1[:2])
    draw.rectangle((A1[0], A1[1], A1[2] - 1, A1[3] - 1), outline=t.PANEL_EDGE, width=2)


def _rock_icon(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    """A square where the grid has none (a board's cut corners): bare rock, as the floor layer draws it."""
    draw.rectangle((A1[0], A1[1], A1[2] - 1, A1[3] - 1), fill=t.ROCK, outline=t.PANEL_EDGE, width=1)


def _figure_icon(fig: dict[str, Any]) -> Callable[[Image.Image, ImageDraw.ImageDraw], None]:
    def paint(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        _draw_figure(tile, draw, dict(fig, squares=["A1"]), [fig.get("owner", "")])
    return paint


def _door_icon(**door: Any) -> Callable[[Image.Image, ImageDraw.ImageDraw], None]:
    def paint(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        _draw_doors(draw, [dict(door, id="key", a="A1", b="B1")])
    return paint


def _arrow_icon(side: str) -> Callable[[Image.Image, ImageDraw.ImageDraw], None]:
    def paint(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        fill, edge = arrow_colors(side)
        y = (A1[1] + A1[3]) / 2
        _draw_arrow(tile, [(A1[0] + 4, y), (B1[2] - 4, y)], fill, edge, start_dot=False)
    return paint


def _pit_icon(open_pit: bool) -> Callable[[Image.Image, ImageDraw.ImageDraw], None]:
    def paint(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        draw_pit(draw, A1, open_pit)
    return paint


def _trapped_icon(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    box = (A1[0] + 3, A1[1] + 3, A1[2] - 4, A1[3] - 4)
    draw.rounded_rectangle(box, radius=5, fill=t.FEATURE_FILL, outline=t.FEATURE_EDGE, width=2)
    draw_warning_frame(draw, box)


def _pips_icon(colors: tuple[t.Color, ...]) -> Callable[[Image.Image, ImageDraw.ImageDraw], None]:
    def paint(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        left = A1[0] + 6
        for i, color in enumerate(colors):
            draw_pips(tile, 0, (A1[1] + A1[3]) / 2 - 4, 2, 3, color, left=left + i * 30, size=8)
    return paint


def _bar_icon(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    y = (A1[1] + A1[3]) // 2
    draw_health_bar(draw, (A1[0] + 3, y - 4, A1[2] - 4, y + 4), 2, 3)


def _armor_icon(tile: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    _draw_armor_badge(tile, ((A1[0] + A1[2]) / 2, (A1[1] + A1[3]) / 2), 1)


_SAMPLE_HERO = {"kind": "hero", "label": "", "owner": "", "health": 0}
_SAMPLE_ENEMY = {"kind": "minion", "label": "", "health": 0}

# name -> (painter at board scale, crop, icon size); every one draws with the board's own primitive
KEY_ICONS: dict[str, tuple[Callable[[Image.Image, ImageDraw.ImageDraw], None], Box, tuple[int, int]]] = {
    "fog": (_fog_icon, SQUARE_CROP, (18, 18)),
    "rock": (_rock_icon, SQUARE_CROP, (18, 18)),
    "health": (_bar_icon, (A1[0] + 1, A1[1] + 11, A1[2] - 2, A1[3] - 11), (22, 9)),
    "pips": (_pips_icon((t.BODY_PIP,)), (A1[0], A1[1], A1[0] + SQUARE, A1[3]), (20, 20)),
    "body-mind": (_pips_icon((t.BODY_PIP, t.MIND_PIP)), (A1[0], A1[1], A1[0] + 2 * SQUARE, A1[3]), (40, 20)),
    "armor": (_armor_icon, _around_middle(16), (16, 16)),
    "active": (_figure_icon(dict(_SAMPLE_HERO, active=True)), SQUARE_CROP, (20, 20)),
    "exhausted": (_figure_icon(dict(_SAMPLE_ENEMY, exhausted=True)), SQUARE_CROP, (20, 20)),
    "shadow": (lambda tile, draw: draw_shadow(draw, A1), SQUARE_CROP, (20, 20)),
    "stairs": (lambda tile, draw: _draw_stairs(draw, feature_box({"squares": ["A1"]}) or A1), SQUARE_CROP,
               (20, 20)),
    "trap": (lambda tile, draw: draw_trap_diamond(tile, ((A1[0] + A1[2]) / 2, (A1[1] + A1[3]) / 2), 12.5),
             SQUARE_CROP, (20, 20)),
    "door": (_door_icon(open=False), DOOR_CROP, (20, 20)),
    "door-open": (_door_icon(open=True), DOOR_CROP, (20, 20)),
    "door-secret": (_door_icon(open=False, secret=True), DOOR_CROP, (20, 20)),
    "rubble": (lambda tile, draw: draw_rubble(draw, A1), SQUARE_CROP, (20, 20)),
    "pit": (_pit_icon(False), SQUARE_CROP, (20, 20)),
    "pit-open": (_pit_icon(True), SQUARE_CROP, (20, 20)),
    "trapped": (_trapped_icon, SQUARE_CROP, (20, 20)),
    "arrow-heroes": (_arrow_icon("heroes"), (A1[0], A1[1] + 4, B1[2], A1[3] - 4), (40, 15)),
    "arrow-enemies": (_arrow_icon("enemies"), (A1[0], A1[1] + 4, B1[2], A1[3] - 4), (40, 15)),
    "fallen": (lambda tile, draw: draw_fallen(tile, ((A1[0] + A1[2]) / 2, (A1[1] + A1[3]) / 2)), _around_middle(20),
               (20, 20)),
    "spawn": (lambda tile, draw: draw_spawn_ring(draw, ((A1[0] + A1[2]) / 2, (A1[1] + A1[3]) / 2)), SQUARE_CROP,
              (20, 20)),
    "objective": (lambda tile, draw: draw_objective_star(tile, ((A1[0] + A1[2]) / 2, (A1[1] + A1[3]) / 2), 8),
                  _around_middle(20), (20, 20)),
}


@lru_cache(maxsize=64)
def key_icon(name: str) -> Image.Image:
    paint, crop, size = KEY_ICONS[name]
    return _board_tile(paint, crop, size)


def key_icon_width(key: Key) -> float:
    if key.icon == "door-tag":
        return max(KEY_ICON, door_tag_width(key.tag))
    return max(KEY_ICON, KEY_ICONS[key.icon][2][0] if key.icon in KEY_ICONS else KEY_ICON)


def paint_key_icon(canvas: Image.Image, key: Key, left: float, middle: float) -> None:
    """The symbol's icon, its left edge at `left`, centred on the row's `middle`."""
    width = key_icon_width(key)
    if key.icon == "door-tag":
        draw_door_tag(canvas, (left + width / 2, middle), key.tag)
        return
    icon = key_icon(key.icon)
    canvas.paste(icon, (round(left + (width - icon.width) / 2), round(middle - icon.height / 2)))


@dataclass(frozen=True)
class KeyCell:
    key: Key
    column: int  # 0 or 1: left or right half of the legend; a wide symbol takes the whole row
    wide: bool
    lines: tuple[str, ...]
    top: int  # from the top of the list of symbols


def layout_keys(keys: list[Key]) -> tuple[list[KeyCell], int]:
    """The symbols two by two where their text fits half the legend, else alone on a row (its text
    wrapped, never cut); returns the cells and the list's height."""
    small = font(KEY_FONT)
    half = INNER / 2
    cells: list[KeyCell] = []
    y = 0
    open_half: int | None = None  # the top of a row whose right half is free
    for key in keys:
        icon_w = key_icon_width(key) + 5
        if icon_w + small.getlength(shown(key.text)) <= half - 4:
            if open_half is not None:
                cells.append(KeyCell(key, 1, False, (key.text,), open_half))
                open_half = None
            else:
                cells.append(KeyCell(key, 0, False, (key.text,), y))
                open_half = y
                y += KEY_ROW
            continue
        lines = tuple(wrap(key.text, small, INNER - icon_w))
        cells.append(KeyCell(key, 0, True, lines, y))
        y += KEY_ROW + KEY_LINE * (len(lines) - 1)
    return cells, y


KEY_FONT = 12


class GridBoard:
    """One player's view of a square-grid dungeon, as a picture. Games override the hooks below."""

    # whether squares under fog also hide their walls and closed doors (a game whose rooms are
    # unknown until revealed) or show them (a game whose map is printed)
    fog_hides_walls = False

    def __init__(self, view: dict[str, Any], lang: str, tr: Translate) -> None:
        self.view = view
        self.lang = lang
        self.tr = tr
        self.board = view["board"]
        self.geom = geometry_of(self.board)
        self.fogged = self.fogged_squares()
        self.figures = list(view.get("figures", []))
        self.occupied = {sq for f in self.figures for sq in _figure_squares(f)}
        self.hero_order = _hero_order(view)

    # --- hooks -------------------------------------------------------------------------------------

    def fogged_squares(self) -> frozenset[Square]:
        return _fogged_squares(self.board, self.geom)

    def draw_floor_items(self, canvas: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        """What lies on the floor under the figures: shadows, features, traps nobody stands on."""
        _draw_shadows(draw, self.board.get("shadows", ()), self.fogged)
        for feat in self.board.get("features", ()):
            box = feature_box(feat)
            if box is not None:
                self.draw_feature(canvas, draw, feat, box)
        self.draw_traps(canvas, draw, [tr for tr in self.board.get("traps", ()) if square_of(tr["square"]) not in self.occupied])

    def draw_feature(self, canvas: Image.Image, draw: ImageDraw.ImageDraw, feat: dict[str, Any], box: Box) -> None:
        """Stairs as treads going down; any other feature as a block with its name."""
        if feat.get("kind") == "stairs":
            _draw_stairs(draw, box)
        else:
            draw_block(canvas, draw, box, local(feat, "name", self.lang))

    def draw_traps(self, canvas: Image.Image, draw: ImageDraw.ImageDraw, traps: list[dict[str, Any]]) -> None:
        draw_traps(canvas, draw, traps, self.occupied, self.trap_label)

    def trap_label(self, trap: dict[str, Any]) -> str:
        return str(trap.get("label", ""))

    def doors_in_sight(self) -> list[dict[str, Any]]:
        """The doors to draw: every one, or (when fog hides walls) those open or on a visible edge."""
        doors = list(self.board.get("doors", ()))
        if not self.fog_hides_walls:
            return doors
        return [d for d in doors if d.get("open") or any(square_of(d[s]) not in self.fogged for s in ("a", "b"))]

    def draw_door_names(self, canvas: Image.Image, doors: list[dict[str, Any]], over: bool = False) -> None:
        draw_door_tags(canvas, doors, self.fogged, self.occupied, over)

    def figure_pips(self, fig: dict[str, Any]) -> bool:
        """Whether a figure's health shows as one pip per point (else as a bar)."""
        return False

    def legend_header(self) -> list[Line]:
        """The lines above the figure rows."""
        return []

    def header_lines(self) -> list[Line]:
        """`legend_header()`, worked out once per picture (sizing and drawing both read it)."""
        if not hasattr(self, "_header_lines"):
            self._header_lines = self.legend_header()
        return self._header_lines

    def legend_groups(self) -> list[tuple[str, list[dict[str, Any]]]]:
        """(title, figures) for each group of rows."""
        groups = [
            (self.tr("pic-heroes"), self.party()),
            (self.tr("pic-enemies"), [f for f in self.figures if is_enemy(f)]),
            (self.tr("pic-allies"), [f for f in self.figures if f.get("kind") == "ally"]),
        ]
        return [(title, figs) for title, figs in groups if figs]

    def party(self) -> list[dict[str, Any]]:
        """The heroes' rows: each hero figure, in seat order, and a hero whose figure is off the board (fallen,
        gone up the stairway) keeps its row as `gone_row` makes it."""
        by_owner = {f.get("owner") or f.get("id"): f for f in self.figures if f.get("kind") == "hero"}
        order = list(self.view.get("order") or [])
        out = [by_owner[hid] if hid in by_owner else self.gone_row(hid, self.view.get("heroes", {}).get(hid, {}))
               for hid in order]
        return [f for f in out if f is not None] + [f for hid, f in by_owner.items() if hid not in order]

    def gone_row(self, hero_id: str, hero: dict[str, Any]) -> dict[str, Any] | None:
        """The row of a hero whose figure is off the board (`hero`: its entry in the view), or None for none."""
        return None

    def legend_stats(self, canvas: Image.Image, fig: dict[str, Any], x: int, x1: int, y: int) -> None:
        """The second line of a figure's row (under its name): a health bar and its numbers."""
        remaining, total = health_left(fig)
        draw_health_bar(ImageDraw.Draw(canvas), (x, y, x + 44, y + 6), remaining, total)
        put_text(canvas, (x + 50, y + 3), f"{remaining}/{total}", 12, t.TEXT, anchor="lm")

    def legend_board_lines(self) -> list[str]:
        """One line per feature and known trap, with its square, so players can name them."""
        return []

    def name_reserve(self, fig: dict[str, Any]) -> int:
        """Pixels kept free right of a figure's name in its legend row (for what a game writes there)."""
        return 0

    def figure_effects(self, fig: dict[str, Any]) -> list[str]:
        """What lasts on a figure (conditions, bonuses, gold...), said on a third line of its row."""
        return []

    def objectives(self) -> Objectives:
        """What the quest asks for that stands on the board, to mark with a star."""
        return Objectives()

    def trap_is_diamond(self, trap: dict[str, Any]) -> bool:
        """Whether a trap is drawn as a diamond (a game may draw some traps otherwise)."""
        return True

    def game_keys(self) -> list[Key]:
        """The symbols only this game draws (after the shared ones in the legend's list)."""
        return []

    # --- the legend's list of symbols: those on this picture -------------------------------------

    def legend_keys(self) -> list[Key]:
        tr, board, figures = self.tr, self.board, self.figures
        keys: list[Key] = []

        def add(icon: str, key: str, **params: Any) -> None:
            keys.append(Key(icon, tr(key, **params), str(params.get("name", ""))))

        if self.fogged:
            add("fog", "pic-key-fog")
        stacked = stacked_offsets(figures)
        shown_alone = [f for f in figures if _figure_squares(f) and str(f.get("id", "")) not in stacked]
        if any(health_left(f)[1] > 0 and not (self.figure_pips(f) and health_left(f)[1] <= MAX_PIPS)
               for f in shown_alone):
            add("health", "pic-key-health")
        if any(self.figure_pips(f) and 0 < health_left(f)[1] <= MAX_PIPS for f in shown_alone):
            add("pips", "pic-key-pips")
        if any(int(f.get("armor") or 0) > 0 for f in figures):
            add("armor", "pic-key-armor")
        if not self.view.get("result") and any(f.get("kind") == "hero" and f.get("active") for f in figures):
            add("active", "pic-key-active")
        if any(f.get("exhausted") for f in figures):
            add("exhausted", "pic-key-exhausted")
        if any(square_of(n) not in self.fogged for n in board.get("shadows", ())):
            add("shadow", "pic-key-shadow")
        if any(f.get("kind") == "stairs" for f in board.get("features", ())):
            add("stairs", "pic-key-stairs")
        if any(self.trap_is_diamond(trap) for trap in board.get("traps", ())):
            add("trap", "pic-key-trap")
        doors = self.doors_in_sight()
        if any(not d.get("open") and not d.get("secret") for d in doors):
            add("door", "pic-key-door")
        if any(d.get("open") for d in doors):
            add("door-open", "pic-key-door-open")
        if any(d.get("secret") and not d.get("open") for d in doors):
            add("door-secret", "pic-key-door-secret")
        tagged = [door_name(d) for d, _side, _other in _label_sides(self.tagged_doors(), self.fogged)]
        if tagged:
            name = min(tagged, key=lambda n: (len(n), n))
            keys.append(Key("door-tag", tr("pic-key-door-tag", name=name), name))
        keys += self.game_keys()
        marks = self.view.get("marks", [])
        by_id = {f.get("id", ""): f for f in figures}
        sides = {mark_side(m, by_id) for m in marks if m.get("kind") in ("move", "attack") and len(m.get("path", ())) > 1}
        if "heroes" in sides:
            add("arrow-heroes", "pic-key-arrow-heroes")
        if "enemies" in sides:
            add("arrow-enemies", "pic-key-arrow-enemies")
        if any(m.get("kind") == "attack" and m.get("fallen") and square_of(m["path"][-1]) not in self.occupied
               for m in marks if m.get("path")):
            add("fallen", "pic-key-fallen")
        if any(m.get("kind") == "spawn" for m in marks):
            add("spawn", "pic-key-spawn")
        if self.objectives():
            add("objective", "pic-key-objective")
        return keys

    def key_layout(self) -> tuple[list[KeyCell], int]:
        if not hasattr(self, "_key_layout"):
            self._key_layout = layout_keys(self.legend_keys())
        return self._key_layout

    def tagged_doors(self) -> list[dict[str, Any]]:
        """The doors whose name tag shows: closed and in sight (the one a figure stands at too: that is
        the door it may open, by the name its tag gives)."""
        return self.doors_in_sight()

    def draw_objectives(self, canvas: Image.Image) -> None:
        """A gold star by each objective: on a figure's top-left corner, a feature's, or a square."""
        goals = self.objectives()
        for fig in self.figures:
            squares = _figure_squares(fig)
            if str(fig.get("id", "")) in goals.figures and squares:
                x0, y0, _, _ = box_of((min(x for x, _ in squares), min(y for _, y in squares)))
                draw_objective_star(canvas, (x0 + 7, y0 + 7), 6.5)
        for feat in goals.features:
            box = feature_box(feat)
            if box is not None:
                # on the label's corner, mostly outside it: a label filling its box keeps its first letter
                draw_objective_star(canvas, (box[0] - 2, box[1] - 2), 7)
        for name in goals.squares:
            x0, y0, x1, y1 = box_of(square_of(name))
            draw_objective_star(canvas, ((x0 + x1) / 2, (y0 + y1) / 2), 9)

    # --- shared drawing ---------------------------------------------------------------------------

    def hero_name(self, hero_id: str | None, short: bool = False) -> str:
        hero = self.view.get("heroes", {}).get(hero_id or "")
        name = local(hero, "name", self.lang) if hero else str(hero_id or "")
        return name.split()[0] if short and name.split() else name

    def board_line(self, text: str) -> str:
        return fit(text, font(12), INNER)

    def row_height(self, fig: dict[str, Any]) -> int:
        return ROW_HEIGHT + (EFFECT_LINE if self.figure_effects(fig) else 0)

    def legend_height(self) -> int:
        if hasattr(self, "_legend_height"):
            return self._legend_height
        height = MARGIN + HEAD_PAD + sum(line.advance for line in self.header_lines())
        for _title, figs in self.legend_groups():
            height += GROUP_HEAD + sum(self.row_height(f) for f in figs)
        board_lines = self.legend_board_lines()
        if board_lines:
            height += GROUP_HEAD + BOARD_LINE * len(board_lines)
        cells, keys_height = self.key_layout()
        if cells:
            height += GROUP_HEAD + keys_height
        self._legend_height = height + HEAD_PAD + MARGIN
        return self._legend_height

    def legend_box(self) -> Box:
        board_w, board_h = self.geom.board_size
        height = max(board_h, self.legend_height())
        return (board_w + 2, MARGIN, board_w + LEGEND_WIDTH - 12, height - MARGIN)

    def draw_legend_row(self, canvas: Image.Image, fig: dict[str, Any], x0: int, x1: int, y: int) -> None:
        icon_r = 11
        icon = (x0 + icon_r + 2, y + icon_r + 3)
        _paste_disc(canvas, icon, _disc_style(fig, icon_r, self.hero_order))
        label = shown(str(fig.get("label", "")))
        put_text(canvas, icon, label, 10 if len(label) <= 2 else 8, label_color(fig, self.hero_order), bold=True,
                 anchor="mm")
        text_x = x0 + 2 * icon_r + 10
        armor = int(fig.get("armor") or 0)
        name_right = x1 - (20 if armor else 0) - self.name_reserve(fig)
        name_color = t.TEXT_DIM if fig.get("exhausted") else t.TEXT
        name, size = local(fig, "name", self.lang), 15
        while size > 12 and font(size, bold=True).getlength(shown(name)) > name_right - text_x:
            size -= 1  # a long name is set smaller before it is ever cut
        put_text(canvas, (text_x, y + 1 + (15 - size) // 2), fit(name, font(size, bold=True), name_right - text_x),
                 size, name_color, bold=True)
        if armor:
            _draw_armor_badge(canvas, (x1 - 8, y + 9), armor)
        self.legend_stats(canvas, fig, text_x, x1, y + 23)

    def draw_legend(self, canvas: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        x0, y0, x1, y1 = self.legend_box()
        draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=t.PANEL, outline=t.PANEL_EDGE, width=2)
        left, right = x0 + HEAD_PAD, x1 - HEAD_PAD
        y = y0 + HEAD_PAD
        for line in self.header_lines():
            put_text(canvas, (left + line.indent, y), line.text, line.size, line.color, bold=line.bold)
            y += line.advance
        for title, figs in self.legend_groups():
            draw.line((left, y + 4, right, y + 4), fill=t.PANEL_EDGE, width=1)
            put_text(canvas, (left, y + 9), title.upper(), 12, t.TEXT_DIM, bold=True)
            y += GROUP_HEAD
            for fig in figs:
                self.draw_legend_row(canvas, fig, left, right, y)
                effects = self.figure_effects(fig)
                if effects:
                    self.draw_effects(canvas, effects, left + 32, right, y + ROW_HEIGHT - 3)
                y += self.row_height(fig)
        board_lines = self.legend_board_lines()
        if board_lines:
            draw.line((left, y + 4, right, y + 4), fill=t.PANEL_EDGE, width=1)
            put_text(canvas, (left, y + 9), self.tr("pic-board").upper(), 12, t.TEXT_DIM, bold=True)
            y += GROUP_HEAD
            for line in board_lines:
                put_text(canvas, (left, y), line, 12, t.TEXT)
                y += BOARD_LINE
        cells, _height = self.key_layout()
        if cells:
            draw.line((left, y + 4, right, y + 4), fill=t.PANEL_EDGE, width=1)
            put_text(canvas, (left, y + 9), self.tr("pic-key").upper(), 12, t.TEXT_DIM, bold=True)
            y += GROUP_HEAD
            for cell in cells:
                x = left + (INNER / 2 if cell.column else 0)
                middle = y + cell.top + KEY_ROW / 2 - 1
                paint_key_icon(canvas, cell.key, x, middle)
                text_x = x + key_icon_width(cell.key) + 5
                for i, line in enumerate(cell.lines):
                    put_text(canvas, (text_x, middle + i * KEY_LINE), line, KEY_FONT, t.TEXT, anchor="lm")

    def draw_effects(self, canvas: Image.Image, effects: list[str], x: float, x1: float, y: float) -> None:
        """A figure's lasting effects on one line under its stats, in the effects' colour."""
        put_text(canvas, (x, y + 6), fit(" · ".join(effects), font(12), x1 - x), 12, t.EFFECT_TEXT, anchor="lm")

    def render(self) -> Image.Image:
        """The board as one player sees it, with the last turn's arrows and a legend on the right."""
        base = _base_layer(self.geom, self.fogged, self.fog_hides_walls)
        board_w, board_h = base.size
        canvas = Image.new("RGB", (board_w + LEGEND_WIDTH, max(board_h, self.legend_height())), t.BACKGROUND)
        canvas.paste(base, (0, 0))
        draw = ImageDraw.Draw(canvas)
        self.draw_floor_items(canvas, draw)
        if self.arrows_on_floor:
            self.draw_turn_arrows(canvas)
        doors = self.doors_in_sight()
        _draw_doors(draw, doors)
        self.draw_door_names(canvas, self.tagged_doors())
        draw_spawn_marks(draw, self.view)
        stacked = stacked_offsets(self.figures)
        for fig in sorted(self.figures, key=lambda f: len(f.get("squares", ())), reverse=True):
            _draw_figure(canvas, draw, fig, self.hero_order, self.figure_pips(fig), stacked.get(str(fig.get("id", ""))))
        # traps under a figure: a small diamond over the disc
        self.draw_traps(canvas, draw, [tr for tr in self.board.get("traps", ())
                                       if square_of(tr["square"]) in self.occupied])
        self.draw_on_figures(canvas, draw)
        self.draw_door_names(canvas, self.tagged_doors(), over=True)  # names a figure would hide
        self.draw_objectives(canvas)
        if not self.arrows_on_floor:
            self.draw_turn_arrows(canvas)
        self.draw_legend(canvas, draw)
        return canvas

    # A game whose arrows lie on the floor (under doors, tags and figures, which then hide nothing)
    # sets this; by default they go over everything, figures showing through where they cross.
    arrows_on_floor = False

    def draw_turn_arrows(self, canvas: Image.Image) -> None:
        """The last turn's moves and attacks."""
        draw_arrows(canvas, self.view)

    def draw_on_figures(self, canvas: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        """Hook: small marks a game lays over the figures (none by default)."""
