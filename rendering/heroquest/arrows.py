"""Zargon's last moves and attacks on the HeroQuest board: thin arrows laid on the floor, under the
figures, doors and door tags, so that no arrow hides a figure or a door ("arrows that do not hide
figures"); where a path crosses a figure the figure covers it, and the arrow shows again beyond.
Only the marks of figures still on the board are drawn (the view says nothing of where a slain
monster fell)."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as t
from ..grid import (
    FALLEN_RADIUS,
    HUGE_RADIUS,
    LANE,
    Point,
    _arrow_head,
    _cut,
    _disc_rims,
    _lane_shifts,
    _mark_points,
    _smooth,
    arrow_colors,
    box_of,
    draw_fallen,
    mark_side,
    square_of,
)

SHAFT = 2.5  # the arrow's coloured line, in pixels
EDGE = 4.5  # with its dark edge
HEAD_LENGTH = 9.0
HEAD_HALF = 5.0
LANE_GAP = 7.0  # between two arrows over the same stretch: wider than an arrow, so each reads alone


def marks_on_board(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The marks to draw: those of figures still on the board. A monster slain since it moved has no
    figure left, and the view keeps no spot where it fell, so its arrows would point at nothing."""
    present = {str(f.get("id", "")) for f in view.get("figures", []) if f.get("squares")}
    return [m for m in view.get("marks", []) if str(m.get("figure", "")) in present]


def arrow_plan(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Each arrow as it is drawn: its points (already cut short of the discs at both ends), its
    colours, whether it starts with a dot, and where a fallen mark goes. Tests read this plan."""
    figures = list(view.get("figures", []))
    by_id = {f.get("id", ""): f for f in figures}
    centre_at, radius_at = _disc_rims(figures)
    huge_at = {sq: c for sq, c in centre_at.items() if radius_at.get(sq) == HUGE_RADIUS}
    marks = [m for m in view.get("marks", []) if m.get("kind") in ("move", "attack") and len(m.get("path", ())) >= 2]
    shifts = _lane_shifts([[square_of(n) for n in m["path"]] for m in marks])
    plan = []
    for mark, (dx, dy) in zip(marks, shifts, strict=True):
        dx, dy = dx * LANE_GAP / LANE, dy * LANE_GAP / LANE
        points = _mark_points(mark, by_id, huge_at)
        start_sq, end_sq = square_of(mark["path"][0]), square_of(mark["path"][-1])
        fallen = mark.get("kind") == "attack" and bool(mark["fallen"] if "fallen" in mark else end_sq not in radius_at)
        fallen_at = None
        if fallen and end_sq not in radius_at:
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


def _draw_thin_arrow(canvas: Image.Image, points: list[Point], color: t.Color, edge: t.Color,
                     start_dot: bool) -> None:
    if len(points) < 2 or math.dist(points[-2], points[-1]) < 1:
        return
    tip, last = points[-1], points[-2]
    seg = math.dist(last, tip)
    direction = ((tip[0] - last[0]) / seg, (tip[1] - last[1]) / seg)
    head_len = min(HEAD_LENGTH, seg)
    shaft = _cut(points, 0, head_len * 0.6)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = (min(xs) - 9, min(ys) - 9, max(xs) + 9, max(ys) + 9)

    def paint(d: ImageDraw.ImageDraw, p: Callable[[float, float], Point], k: float) -> None:
        line = [p(*pt) for pt in shaft]
        outer_head = [p(*pt) for pt in _arrow_head((tip[0] + direction[0] * 1.2, tip[1] + direction[1] * 1.2),
                                                   direction, head_len + 2, HEAD_HALF + 1.5)]
        head = [p(*pt) for pt in _arrow_head(tip, direction, head_len, HEAD_HALF)]
        if start_dot:
            sx, sy = p(*points[0])
            d.ellipse((sx - 4 * k, sy - 4 * k, sx + 4 * k, sy + 4 * k), fill=(*edge, 255))
            d.ellipse((sx - 2.8 * k, sy - 2.8 * k, sx + 2.8 * k, sy + 2.8 * k), fill=(*color, 255))
        if len(line) >= 2:
            d.line(line, fill=(*edge, 255), width=round(EDGE * k), joint="curve")
        d.polygon(outer_head, fill=(*edge, 255))
        if len(line) >= 2:
            d.line(line, fill=(*color, 255), width=round(SHAFT * k), joint="curve")
        d.polygon(head, fill=(*color, 255))

    _smooth(canvas, box, paint, 3)


def draw_floor_arrows(canvas: Image.Image, view: dict[str, Any]) -> None:
    """The arrows and fallen marks of `arrow_plan`, painted straight on the floor: whatever is drawn
    after them (doors, door tags, figures and their health) stays whole on top."""
    plan = arrow_plan(view)
    for arrow in plan:
        if arrow["fallen_at"] is not None:
            draw_fallen(canvas, arrow["fallen_at"])
    for arrow in plan:
        _draw_thin_arrow(canvas, arrow["points"], arrow["fill"], arrow["edge"], arrow["start_dot"])
