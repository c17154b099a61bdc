"""Zargon's arrows on the HeroQuest board hide no figure and no door, and a monster slain since its
move leaves no arrow behind."""
from __future__ import annotations

import copy
from typing import Any

from PIL import Image, ImageChops, ImageFilter

from bot import games
from engine import registry
from rendering import heroquest
from rendering.grid import LEGEND_WIDTH
from tests.test_heroquest_bot_render import mid_game

HQ = games.get("heroquest")
RS = registry.get("heroquest")


def render_board(view: dict[str, Any], lang: str = "en") -> Image.Image:
    return heroquest.render_board(view, lang, HQ.translator(lang))


def board_part(image: Image.Image) -> Image.Image:
    return image.crop((0, 0, image.width - LEGEND_WIDTH, image.height))


def drawn_by(view: dict[str, Any], without: dict[str, Any]) -> Image.Image:
    """A mask of the board pixels that `view` draws and `without` (the same view less one thing)
    does not, shrunk by a pixel so that only the thing's body counts, not its soft rim."""
    diff = ImageChops.difference(board_part(render_board(view)), board_part(render_board(without)))
    mask = diff.convert("L").point(lambda v: 255 if v > 24 else 0)
    return mask.filter(ImageFilter.MinFilter(3))


def changed_under(mask: Image.Image, a: Image.Image, b: Image.Image) -> int:
    """How many of the mask's pixels differ between the boards of pictures a and b."""
    diff = ImageChops.difference(board_part(a), board_part(b)).convert("L").point(lambda v: 255 if v > 24 else 0)
    return sum(ImageChops.multiply(diff, mask).histogram()[1:])


def plain_view() -> dict[str, Any]:
    view = copy.deepcopy(RS.view(mid_game("proving_halls", "7", 10), None))
    view["marks"] = []
    return view


def figure(view: dict[str, Any], fid: str) -> dict[str, Any]:
    return next(f for f in view["figures"] if f["id"] == fid)


def test_a_monster_path_over_a_hero_leaves_the_hero_whole():
    plain = plain_view()
    goblin, hero = figure(plain, "G1"), figure(plain, "barbarian")
    assert goblin["squares"] == ["E10"] and hero["squares"] == ["I10"]
    marked = copy.deepcopy(plain)
    marked["marks"] = [{"kind": "move", "figure": "G1", "side": "enemies",
                        "path": ["K10", "J10", "I10", "H10", "G10", "F10", "E10"]}]
    no_hero = copy.deepcopy(plain)
    no_hero["figures"] = [f for f in plain["figures"] if f["id"] != "barbarian"]
    hero_pixels = drawn_by(plain, no_hero)
    assert hero_pixels.getbbox() is not None
    with_arrow, without = render_board(marked), render_board(plain)
    assert changed_under(hero_pixels, with_arrow, without) == 0  # the arrow passes under the hero
    # ... and it is drawn: on both sides of the hero
    assert ImageChops.difference(board_part(with_arrow), board_part(without)).getbbox() is not None


def test_a_monster_path_through_a_doorway_leaves_the_door_whole():
    plain = plain_view()
    door = next(d for d in plain["board"]["doors"] if not d["open"])  # its leaf lies across the way
    marked = copy.deepcopy(plain)
    marked["marks"] = [{"kind": "move", "figure": "G1", "side": "enemies", "path": [door["a"], door["b"], "E10"]}]
    no_doors = copy.deepcopy(plain)
    no_doors["board"]["doors"] = []
    door_pixels = drawn_by(plain, no_doors)
    assert door_pixels.getbbox() is not None
    with_arrow, without = render_board(marked), render_board(plain)
    assert ImageChops.difference(board_part(with_arrow), board_part(without)).getbbox() is not None
    assert changed_under(door_pixels, with_arrow, without) == 0


def test_the_arrows_of_a_monster_slain_since_are_not_drawn():
    plain = plain_view()
    assert not any(f["id"] == "Z3" for f in plain["figures"])
    marked = copy.deepcopy(plain)
    marked["marks"] = [{"kind": "move", "figure": "Z3", "side": "enemies", "path": ["K10", "J10", "J11"]},
                       {"kind": "attack", "figure": "Z3", "side": "enemies", "path": ["J11", "I10"],
                        "target": "barbarian", "fallen": False}]
    assert render_board(marked).tobytes() == render_board(plain).tobytes()
    legend = heroquest.board.HeroQuestBoard(marked, "en", HQ.translator("en")).legend_keys()
    assert not any(key.icon.startswith("arrow") for key in legend)
    # the same arrows by a monster still on the board are drawn
    for mark in marked["marks"]:
        mark["figure"] = "G1"
    assert render_board(marked).tobytes() != render_board(plain).tobytes()


def board_lines(view: dict[str, Any], lang: str = "en") -> list[str]:
    return heroquest.board.HeroQuestBoard(view, lang, HQ.translator(lang)).legend_board_lines()


def test_the_legend_names_the_letters_a_block_shows_and_gives_a_pit_no_stray_letter():
    view = plain_view()
    view["board"]["features"].append({"room": "x", "kind": "furniture", "furniture": "hearth", "id": "h1",
                                      "name": "Hearth", "name_fr": "Âtre", "squares": ["E2"], "trapped": False})
    view["board"]["traps"] = [
        {"id": "t1", "label": "P", "square": "A9", "kind": "pit", "name": "Open pit",
         "name_fr": "Oubliette ouverte", "status": "sprung", "color": "#000000"},
        {"id": "t2", "label": "S", "square": "B9", "kind": "spear", "name": "Spear trap",
         "name_fr": "Piège à lances", "status": "known", "color": "#d55e00"}]
    lines = board_lines(view)
    assert "H — Hearth · E2" in lines  # the one-square block shows "H": the legend says what it is
    assert "Open pit · A9" in lines  # drawn as a hole, with no letter on it
    assert "S Spear trap · B9" in lines  # the diamond carries its letter
    assert "Âtre · E2" in board_lines(view, "fr")  # (the short French name fits its square whole)
    # a block whose whole name fits shows it, and its line has no letters before the name
    # (and a piece on two squares is named by both ends, as it lies on the board: a playtest read
    # "Weapon rack · O11" for a rack on O11 and P11)
    view["board"]["features"][-1]["squares"] = ["F2", "E2"]
    assert "Hearth · E2–F2" in board_lines(view)


def test_a_hero_standing_in_a_pit_still_shows_the_pit():
    from rendering.grid import square_box
    from rendering.heroquest.board import PIT_BADGE, PIT_BADGE_EDGE

    view = plain_view()
    assert figure(view, "barbarian")["squares"] == ["I10"]
    view["board"]["traps"] = [{"id": "t1", "label": "P", "square": "I10", "kind": "pit", "name": "Open pit",
                               "name_fr": "Oubliette ouverte", "status": "sprung", "color": "#000000"}]
    x0, y0, _x1, _y1 = square_box(view, "I10")
    middle = (x0 + 1 + PIT_BADGE // 2, y0 + 1 + PIT_BADGE // 2)
    edge = (x0 + 2, y0 + 1 + PIT_BADGE // 2)
    image = render_board(view)
    # a black hole in a pale frame, in the square's corner beside the hero's disc
    assert sum(image.getpixel(middle)) < 40
    assert all(abs(a - b) <= 40 for a, b in zip(image.getpixel(edge), PIT_BADGE_EDGE, strict=True))
    view["board"]["traps"] = []
    assert sum(render_board(view).getpixel(middle)) > 300  # no pit: the floor


def test_where_a_hero_fell_shows_over_the_arrows_that_end_there():
    """A playtest: six arrows ended where the Dwarf died and hid the mark of the fallen. It is drawn over
    them: every pixel of the mark's dark body is the mark's, whichever arrows end on it."""
    from rendering import theme
    from rendering.heroquest.arrows import arrow_plan

    plain = plain_view()
    plain["figures"] = [f for f in plain["figures"] if f["id"] != "barbarian"]  # fell at I10
    one = copy.deepcopy(plain)
    one["marks"] = [{"kind": "attack", "figure": "G1", "side": "enemies", "path": ["H10", "I10"],
                     "target": "barbarian", "fallen": True}]
    many = copy.deepcopy(one)
    many["marks"] += [{"kind": "move", "figure": "O1", "side": "enemies", "path": ["I8", "I9", "I10"]},
                      {"kind": "move", "figure": "O1", "side": "enemies", "path": ["K10", "J10", "I10"]},
                      {"kind": "attack", "figure": "O1", "side": "enemies", "path": ["I11", "I10"],
                       "target": "barbarian", "fallen": True}]
    x, y = next(a["fallen_at"] for a in arrow_plan(one) if a["fallen_at"] is not None)
    image = render_board(many)
    # the mark's body, off its cross: dark, in each of the four directions the arrows come from
    for dx, dy in ((0, -5), (0, 5), (-5, 0), (5, 0)):
        pixel = image.getpixel((round(x + dx), round(y + dy)))[:3]
        assert all(abs(p - q) <= 30 for p, q in zip(pixel, theme.FALLEN_FILL, strict=True)), (dx, dy, pixel)
