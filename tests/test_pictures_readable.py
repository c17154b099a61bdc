"""Pictures that read at a glance (issue 10, item 10 and the board part of item 7): what is unknown
is not drawn, names are whole, arrows say whose they are, every symbol is in the legend, objectives
are marked. Checked on pixels at coordinates the renderer exposes, and on the words it asks for."""
from __future__ import annotations

import copy
from typing import Any

from PIL import Image

from bot import games
from rendering import altar
from rendering import theme as t
from rendering.grid import MARGIN, SQUARE, square_box
from tests.test_rendering import count_near, sample_view

ALTAR = games.get("altar")


def render(view: dict[str, Any], lang: str = "en") -> Image.Image:
    return altar.render_board(view, lang, ALTAR.translator(lang))


def is_wall(pixel: tuple[int, ...]) -> bool:
    return all(abs(pixel[i] - t.WALL[i]) <= 6 for i in range(3))


# --- what is not revealed is not drawn --------------------------------------------------------------


def test_walls_between_unrevealed_rooms_are_not_drawn_until_one_is_revealed() -> None:
    view = sample_view()
    # rooms r07 (columns L-Q) and r08 (R-V), rows 6-10, share the wall at x = 17; neither is revealed
    x = MARGIN + 17 * SQUARE
    y = square_box(view, "R9")[1] + SQUARE // 2
    assert not is_wall(render(view).getpixel((x, y)))
    shown = copy.deepcopy(view)
    shown["board"]["revealed"].append("r07")
    assert is_wall(render(shown).getpixel((x, y)))


def test_the_outer_wall_of_an_unrevealed_room_is_not_drawn_but_a_revealed_rooms_is() -> None:
    view = sample_view()
    image = render(view)
    top = MARGIN  # the board's top edge
    assert not is_wall(image.getpixel((square_box(view, "S1")[0] + 10, top)))  # r04, hidden
    assert is_wall(image.getpixel((square_box(view, "G1")[0] + 10, top)))  # r02, revealed


def test_a_closed_door_between_two_unrevealed_rooms_is_not_drawn_an_open_one_always_is() -> None:
    view = sample_view()
    door = next(d for d in view["board"]["doors"] if d["id"] == "d11")  # Q8|R8: r07 | r08, both hidden
    a, b = square_box(view, door["a"]), square_box(view, door["b"])
    middle = ((a[2] + b[0]) // 2, (a[1] + a[3]) // 2)
    assert count_near(render(view), middle, t.DOOR_WOOD, radius=3, tol=8) == 0
    door["open"] = True
    opened = render(view)
    leaf = (middle[0] - 12, a[1] + 3)  # the open leaf stands into Q8, along the top of the square
    assert count_near(opened, leaf, t.DOOR_OPEN_WOOD, radius=4, tol=8) > 3, "an open door is always drawn"
