"""Zargon's last moves and attacks on the HeroQuest board: thin arrows laid on the floor, under the
figures, doors and door tags, so that no arrow hides a figure or a door ("arrows that do not hide
figures"); where a path crosses a figure the figure covers it, and the arrow shows again beyond.
Only the marks of figures still on the board are drawn (the view says nothing of where a slain
monster fell)."""
from __future__ import annotations

from typing import Any

from PIL import Image

from ..grid import ArrowStyle, _draw_arrow, draw_fallen
from ..grid import arrow_plan as grid_arrow_plan

LANE_GAP = 7.0  # between two arrows over the same stretch: wider than an arrow, so each reads alone
# thin: an arrow on the floor only has the floor between figures to show on
THIN = ArrowStyle(shaft=2.5, edge=4.5, head_length=9.0, head_half=5.0, edge_head_extra=2.0, edge_head_half=6.5,
                  edge_head_push=1.2, dot=4.0, dot_inner=2.8, margin=9.0, supersample=3)


def marks_on_board(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The marks to draw: those of figures still on the board. A monster slain since it moved has no
    figure left, and the view keeps no spot where it fell, so its arrows would point at nothing."""
    present = {str(f.get("id", "")) for f in view.get("figures", []) if f.get("squares")}
    return [m for m in view.get("marks", []) if str(m.get("figure", "")) in present]


def arrow_plan(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Each arrow as it is drawn on this board (the shared plan, lanes wider apart). Tests read it."""
    return grid_arrow_plan(view, lane=LANE_GAP)


def draw_floor_arrows(canvas: Image.Image, view: dict[str, Any]) -> None:
    """The arrows and fallen marks of `arrow_plan`, painted straight on the floor: whatever is drawn
    after them (doors, door tags, figures and their health) stays whole on top."""
    plan = arrow_plan(view)
    for arrow in plan:
        _draw_arrow(canvas, arrow["points"], arrow["fill"], arrow["edge"], arrow["start_dot"], THIN)
    # the marks of the fallen over the arrows: several attacks ending on one hero hid where the hero fell
    for arrow in plan:
        if arrow["fallen_at"] is not None:
            draw_fallen(canvas, arrow["fallen_at"])
