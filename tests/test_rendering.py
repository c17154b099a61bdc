"""Board and hand pictures: checked pixel by pixel at coordinates the renderer itself exposes."""
from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageStat

from bot import games
from engine.core.board import Board, square_name
from rendering import altar
from rendering import theme as t
from rendering.encode import encode_png
from rendering.grid import MARGIN, SQUARE, geometry_of, square_box, square_center

ALTAR = games.get("altar")


def render_board(view: dict[str, Any], lang: str = "en") -> Image.Image:
    return altar.render_board(view, lang, ALTAR.translator(lang))


def legend_box(view: dict[str, Any], lang: str = "en") -> tuple[int, int, int, int]:
    return altar.legend_box(view, lang, ALTAR.translator(lang))


def render_hand(cards: list[dict[str, Any]], lang: str = "en") -> Image.Image:
    return altar.render_hand(cards, lang, ALTAR.translator(lang))

# A 22 x 20 map of our own (not data/altar): 16 rooms in four bands, '#' is solid rock.
SAMPLE_ROWS = [
    "##aaaabbbbbccccccddd##",
    "##aaaabbbbbccccccddd##",
    "aaaaaabbbbbccccccddddd",
    "aaaaaabbbbbccccccddddd",
    "aaaaaabbbbbccccccddddd",
    "eeeeeefffffgggggghhhhh",
    "eeeeeefffffgggggghhhhh",
    "eeeeeefffffgggggghhhhh",
    "eeeeeefffffgggggghhhhh",
    "eeeeeefffffgggggghhhhh",
    "iiiiiijjjjjkkkkkklllll",
    "iiiiiijjjjjkkkkkklllll",
    "iiiiiijjjjjkkkkkklllll",
    "iiiiiijjjjjkkkkkklllll",
    "iiiiiijjjjjkkkkkklllll",
    "mmmmmmnnnnnooooooppppp",
    "mmmmmmnnnnnooooooppppp",
    "mmmmmmnnnnnooooooppppp",
    "##mmmmnnnnnooooooppp##",
    "##mmmmnnnnnooooooppp##",
]
SAMPLE_DOORS = {
    "d01": ((2, 4), (2, 5)), "d02": ((5, 2), (6, 2)), "d03": ((10, 3), (11, 3)), "d04": ((8, 4), (8, 5)),
    "d05": ((5, 7), (6, 7)), "d06": ((10, 8), (11, 8)), "d07": ((13, 4), (13, 5)), "d08": ((16, 2), (17, 2)),
    "d09": ((19, 4), (19, 5)), "d10": ((2, 9), (2, 10)), "d11": ((16, 7), (17, 7)), "d12": ((13, 9), (13, 10)),
}
OPEN_DOORS = {"d01", "d02", "d04", "d05"}
CLOSED_DOOR = "d03"
OPEN_DOOR = "d02"


def walls_of(board: Board) -> list[tuple[int, int, int, int]]:
    """Wall segments between grid corners, the way the engine's views list them."""
    walls = []
    for (x, y), area in board.area_of.items():
        for nx, ny, seg in ((x + 1, y, (x + 1, y, x + 1, y + 1)), (x, y + 1, (x, y + 1, x + 1, y + 1))):
            if board.area_of.get((nx, ny)) == area or board.door_between((x, y), (nx, ny)):
                continue
            walls.append(seg)
        if (x - 1, y) not in board.area_of:
            walls.append((x, y, x, y + 1))
        if (x, y - 1) not in board.area_of:
            walls.append((x, y, x + 1, y))
    return walls


def figure(fid: str, label: str, kind: str, name: str, name_fr: str, squares: list[str], health: int,
           damage: int = 0, armor: int = 0, owner: str | None = None, color: str | None = None,
           active: bool = False, exhausted: bool = False) -> dict[str, Any]:
    return {
        "id": fid, "label": label, "kind": kind, "name": name, "name_fr": name_fr, "squares": squares,
        "health": health, "damage": damage, "armor": armor, "threat_tokens": 0, "defense": 1, "owner": owner,
        "color": color, "active": active, "exhausted": exhausted,
    }


def sample_view() -> dict[str, Any]:
    """A mid-game view: five rooms revealed, four heroes, seven enemies (one Huge), an ally, arrows."""
    legend = {ch: f"r{i + 1:02d}" for i, ch in enumerate("abcdefghijklmnop")}
    board = Board.from_rows(SAMPLE_ROWS, legend, SAMPLE_DOORS)
    areas = {a: [square_name(s) for s in sqs] for a, sqs in board.area_squares.items()}
    heroes = {
        "brakka": ("Brakka Stonejaw", "Brakka Mâchoire-de-Pierre", 13, 4, 2, "B"),
        "ilse": ("Ilse Vantor", "Ilse Vantor", 9, 1, 0, "I"),
        "maudra": ("Maudra the Grey", "Maudra la Grise", 8, 6, 0, "M"),
        "tib": ("Tib Quickfingers", "Tib Doigts-Vifs", 10, 0, 1, "T"),
    }
    hero_squares = {"brakka": "H4", "ilse": "D3", "maudra": "C8", "tib": "K7"}
    figures = [
        figure(f"h_{hid}", label, "hero", name, name_fr, [hero_squares[hid]], hp, dmg, armor, owner=hid,
               active=hid == "brakka")
        for hid, (name, name_fr, hp, dmg, armor, label) in heroes.items()
    ]
    figures += [
        figure("m1", "M1", "minion", "Cinder Imp", "Diablotin de cendre", ["I3"], 3, 1, owner="brakka", color="red"),
        figure("m2", "M2", "minion", "Cinder Imp", "Diablotin de cendre", ["J5"], 3, owner="brakka", color="red"),
        figure("m3", "M3", "minion", "Gloam Hound", "Chien du crépuscule", ["E9"], 4, 2, owner="maudra",
               color="green", exhausted=True),
        figure("m4", "M4", "minion", "Gloam Hound", "Chien du crépuscule", ["B7"], 4, owner="maudra", color="blue"),
        figure("l1", "L1", "lurker", "Pit Lurker", "Rôdeur des fosses", ["N2"], 6, 2, armor=1, owner="ilse",
               color="purple"),
        figure("r1", "R1", "rival", "Sister Vey", "Sœur Vey", ["P4"], 8, 3, armor=2, owner="tib"),
        figure("v", "V", "villain", "The Ember King", "Le Roi des braises", ["H8", "I8", "H9", "I9"], 20, 5,
               armor=2, owner="tib", color="yellow"),
        figure("a1", "A1", "ally", "Scrap the Mule", "Ferraille la mule", ["F3"], 4, 1, owner="brakka"),
    ]
    return {
        "ruleset": "altar", "seat": "brakka", "round": 4, "phase": "heroes", "active": "brakka",
        "acted": ["ilse"], "order": list(heroes), "result": None,
        "board": {
            "width": board.width, "height": board.height, "walls": walls_of(board), "areas": areas,
            "revealed": ["r01", "r02", "r03", "r05", "r06"],
            "doors": [{"id": d.id, "a": square_name(d.a), "b": square_name(d.b), "open": d.id in OPEN_DOORS}
                      for d in board.doors.values()],
            "features": [
                {"room": "r01", "kind": "stairs", "name": "Stairs", "name_fr": "Escalier", "squares": ["B4"]},
                {"room": "r06", "kind": "altar", "name": "Altar of Ash", "name_fr": "Autel de cendre",
                 "squares": ["H6", "I6", "H7", "I7"]},
                {"room": "r02", "kind": "feature", "name": "Cursed Well", "name_fr": "Puits maudit",
                 "squares": ["H1", "I1"]},
                {"room": "r03", "kind": "feature", "name": "Collapsed Library", "name_fr": "Bibliothèque effondrée",
                 "squares": ["O3", "P3", "O4", "P4"][:2]},
            ],
            "shadows": ["E1", "J2", "Q5", "E6", "J9"],
            "traps": [
                {"id": "t1", "label": "T1", "square": "M4", "name": "Spike Pit", "name_fr": "Fosse à pieux",
                 "color": None},
                {"id": "t2", "label": "T2", "square": "J5", "name": "Gas Vent", "name_fr": "Évent gazeux",
                 "color": "green"},
            ],
        },
        "figures": figures,
        "marks": [
            {"kind": "move", "figure": "h_brakka", "path": ["F2", "G2", "H3", "H4"]},
            {"kind": "attack", "figure": "m1", "path": ["I3", "H4"]},
            {"kind": "move", "figure": "v", "path": ["H10", "H9", "H8"]},
            {"kind": "attack", "figure": "v", "path": ["H8", "K7"]},
            {"kind": "spawn", "figure": "m2", "path": ["J5"]},
        ],
        "heroes": {
            hid: {"name": name, "name_fr": name_fr, "health": hp, "damage": dmg, "focus": 2, "armor": armor,
                  "label": label}
            for hid, (name, name_fr, hp, dmg, armor, label) in heroes.items()
        },
        "supply": 3,
        "altar_pool": ["Rhune of Ash", "Rhune of Tides", "Rhune of Thorns"],
    }


def sample_hand() -> list[dict[str, Any]]:
    return [
        {"card": "brakka_cleave", "name": "Cleave", "name_fr": "Fendre", "kind": "hero_action",
         "text": "Attack with Might. If you defeat the target, deal 1 damage to another enemy adjacent to you.",
         "text_fr": "Attaquez avec la Puissance. Si la cible est vaincue, infligez 1 dégât à un autre ennemi adjacent."},
        {"card": "brakka_brace", "name": "Brace", "name_fr": "Parade", "kind": "hero_reaction",
         "text": "When you would take damage, prevent 2 of it.", "text_fr": "Quand vous subissez des dégâts, évitez-en 2."},
        {"card": "brakka_iron_stance", "name": "Iron Stance", "name_fr": "Posture de fer", "kind": "equipment",
         "text": "While you have not moved this turn, +1 defense.", "text_fr": "Tant que vous n'avez pas bougé ce tour, +1 défense."},
    ]


def luminance(img: Image.Image, box: tuple[int, int, int, int], inset: int = 6) -> float:
    x0, y0, x1, y1 = box
    crop = img.crop((x0 + inset, y0 + inset, x1 - inset, y1 - inset)).convert("L")
    return ImageStat.Stat(crop).mean[0]


def count_near(img: Image.Image, center: tuple[int, int], color: t.Color, radius: int = 5, tol: int = 12) -> int:
    cx, cy = center
    hits = 0
    for x in range(cx - radius, cx + radius + 1):
        for y in range(cy - radius, cy + radius + 1):
            px = img.getpixel((x, y))
            if all(abs(px[i] - color[i]) <= tol for i in range(3)):
                hits += 1
    return hits


@pytest.fixture(scope="module")
def view() -> dict[str, Any]:
    return sample_view()


@pytest.fixture(scope="module")
def image(view: dict[str, Any]) -> Image.Image:
    return render_board(view)


def test_picture_holds_board_coordinates_and_legend(view: dict[str, Any], image: Image.Image) -> None:
    geom = geometry_of(view["board"])
    board_w, board_h = geom.board_size
    assert board_w == 22 * SQUARE + 2 * square_box(view, "A1")[0]
    assert image.width > board_w + 200
    assert image.height >= board_h
    assert square_box(view, "V20")[2] < board_w


def test_coordinates_are_printed_in_the_margins(view: dict[str, Any], image: Image.Image) -> None:
    x0, y0, x1, y1 = square_box(view, "C1")
    bottom = square_box(view, "C20")[3]
    top_band = image.crop((x0, 0, x1, y0 - 3)).convert("L")
    bottom_band = image.crop((x0, bottom + 3, x1, bottom + MARGIN))
    left_band = image.crop((0, square_box(view, "A12")[1], square_box(view, "A12")[0] - 3, square_box(view, "A12")[3]))
    right_x = square_box(view, "V12")[2]
    right_band = image.crop((right_x + 3, square_box(view, "V12")[1], right_x + 20, square_box(view, "V12")[3]))
    for band in (top_band, bottom_band.convert("L"), left_band.convert("L"), right_band.convert("L")):
        low, high = band.getextrema()
        assert high - low > 100, "a coordinate glyph stands out of the margin"


def test_fogged_square_is_darker_than_revealed_floor(view: dict[str, Any], image: Image.Image) -> None:
    fogged = luminance(image, square_box(view, "S17"))  # room r16, not revealed
    floor = luminance(image, square_box(view, "B10"))  # room r05, revealed and empty
    assert fogged < floor * 0.5


def test_visible_squares_override_revealed_rooms(view: dict[str, Any]) -> None:
    hq_view = dict(view, board=dict(view["board"], visible_squares=["S17", "B10"]))
    img = render_board(hq_view)
    assert luminance(img, square_box(hq_view, "S17")) > luminance(img, square_box(hq_view, "C10")) * 2
    assert luminance(img, square_box(hq_view, "B10")) > luminance(img, square_box(hq_view, "C10")) * 2


def test_hero_disc_colour_at_its_square(view: dict[str, Any], image: Image.Image) -> None:
    ilse_fill = t.HERO_FILLS[1]
    assert count_near(image, square_center(view, "D3"), ilse_fill) > 30
    assert count_near(image, square_center(view, "B10"), ilse_fill) == 0


def test_enemy_disc_has_its_minion_colour_ring(view: dict[str, Any], image: Image.Image) -> None:
    cx, cy = square_center(view, "B7")  # M4, blue
    ring = [image.getpixel((cx + dx, cy - 1)) for dx in range(-12, -8)]
    assert any(all(abs(p[i] - t.MINION_COLORS["blue"][i]) < 30 for i in range(3)) for p in ring)


def test_active_hero_has_a_bright_ring(view: dict[str, Any], image: Image.Image) -> None:
    def yellow_near(name: str) -> int:
        cx, cy = square_center(view, name)
        ring_pixels = [image.getpixel((cx + dx, cy - 1)) for dx in range(13, 18)]
        return sum(1 for p in ring_pixels if p[0] > 200 and p[1] > 190 and p[2] < 120)

    assert yellow_near("H4") >= 1  # Brakka, active
    assert yellow_near("K7") == 0  # Tib


def test_huge_figure_is_one_disc_over_four_squares(view: dict[str, Any], image: Image.Image) -> None:
    x0, y0, _, _ = square_box(view, "H8")
    _, _, x1, y1 = square_box(view, "I9")
    centre = ((x0 + x1) // 2, (y0 + y1) // 2)
    fill = t.ENEMY_FILLS["villain"]
    # the seam between the four squares is covered by the disc, away from the label
    assert count_near(image, (centre[0] - 14, centre[1] + 8), fill, radius=3) > 20


def test_open_and_closed_doors_differ(view: dict[str, Any], image: Image.Image) -> None:
    doors = {d["id"]: d for d in view["board"]["doors"]}

    def edge_middle(door: dict[str, Any]) -> tuple[int, int]:
        a, b = square_box(view, door["a"]), square_box(view, door["b"])
        return ((a[0] + a[2] + b[0] + b[2]) // 4, (a[1] + a[3] + b[1] + b[3]) // 4)

    closed = image.getpixel(edge_middle(doors[CLOSED_DOOR]))
    opened = image.getpixel(edge_middle(doors[OPEN_DOOR]))
    assert closed == t.DOOR_WOOD
    assert sum(opened) > sum(t.DOOR_WOOD) + 150, "an open doorway shows the floor"


def test_move_and_attack_arrows_are_drawn(view: dict[str, Any], image: Image.Image) -> None:
    # Brakka's move passes through G2 (empty floor); M1 attacks from I3 to H4
    assert count_near(image, square_center(view, "G2"), t.HERO_ARROW, radius=3, tol=30) > 5
    (ax, ay), (bx, by) = square_center(view, "I3"), square_center(view, "H4")
    assert count_near(image, ((ax + bx) // 2, (ay + by) // 2), t.ENEMY_ARROW, radius=3, tol=30) > 5


def test_legend_panel_lists_figures(view: dict[str, Any], image: Image.Image) -> None:
    x0, y0, x1, y1 = legend_box(view)
    assert x0 > square_box(view, "V1")[2]
    panel = image.crop((x0 + 4, y0 + 4, x1 - 4, y1 - 4))
    text_pixels = sum(panel.convert("L").histogram()[167:])
    assert text_pixels > 2000, "names and numbers are written on the panel"
    empty = Image.new("RGB", panel.size, t.PANEL)
    assert panel.tobytes() != empty.tobytes()


def test_french_legend_renders_differently(view: dict[str, Any], image: Image.Image) -> None:
    french = render_board(view, lang="fr")
    box = legend_box(view, "fr")
    assert french.crop(box).tobytes() != image.crop(legend_box(view)).tobytes()
    # the board itself does not depend on the language, except feature names
    assert french.crop(square_box(view, "D3")).tobytes() == image.crop(square_box(view, "D3")).tobytes()


def test_png_is_small_and_round_trips(image: Image.Image) -> None:
    data = encode_png(image)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 150_000
    back = Image.open(io.BytesIO(data))
    assert back.size == image.size


def test_static_layers_are_cached(view: dict[str, Any]) -> None:
    from rendering import grid as board_module

    render_board(view)
    before = board_module._base_layer.cache_info().hits
    render_board(view)
    assert board_module._base_layer.cache_info().hits == before + 1


def test_rendering_never_changes_the_view(view: dict[str, Any]) -> None:
    import copy

    snapshot = copy.deepcopy(view)
    render_board(view, lang="fr")
    assert view == snapshot


def test_hand_renders_one_card_each() -> None:
    cards = sample_hand()
    img = render_hand(cards)
    assert img.width > img.height
    french = render_hand(cards, lang="fr")
    assert french.size == img.size and french.tobytes() != img.tobytes()
    assert len(encode_png(img)) < 150_000


def test_empty_hand_still_renders() -> None:
    img = render_hand([])
    assert img.width > 0 and img.height > 0


def colour_count(img: Image.Image, box: tuple[int, int, int, int], color: t.Color, tol: int = 10) -> int:
    x0, y0, x1, y1 = box
    return sum(
        1
        for x in range(x0, x1)
        for y in range(y0, y1)
        if all(abs(img.getpixel((x, y))[i] - color[i]) <= tol for i in range(3))
    )


def test_health_bar_shows_what_remains(view: dict[str, Any], image: Image.Image) -> None:
    def bar_band(name: str) -> tuple[int, int, int, int]:
        # the bar's own width: last turn's arrows, drawn over the figures, may pass beside it
        x0, y0, x1, y1 = square_box(view, name)
        return (x0 + 4, y1 - 10, x1 - 4, y1)

    assert colour_count(image, bar_band("C8"), t.BAR_LOW) > 3  # Maudra, 2 of 8 left
    assert colour_count(image, bar_band("C8"), t.BAR_GOOD) == 0
    assert colour_count(image, bar_band("K7"), t.BAR_GOOD) > 30  # Tib, unhurt
    assert colour_count(image, bar_band("K7"), t.BAR_BACK, tol=4) == 0


def test_armor_badge_only_on_armored_figures(view: dict[str, Any], image: Image.Image) -> None:
    def top_right(name: str) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = square_box(view, name)
        return ((x0 + x1) // 2, y0, x1, (y0 + y1) // 2)

    assert colour_count(image, top_right("P4"), t.ARMOR_FILL, tol=4) > 20  # Sister Vey, armor 2
    assert colour_count(image, top_right("D3"), t.ARMOR_FILL, tol=4) == 0  # Ilse, no armor


def test_legend_grows_with_many_figures(view: dict[str, Any]) -> None:
    crowd = [
        figure(f"x{i}", f"M{i + 5}", "minion", "Cinder Imp", "Diablotin", [f"{'BCDEFGHIJK'[i % 10]}{11 + i // 10}"], 3,
               owner="ilse", color="red")
        for i in range(20)
    ]
    busy = dict(view, figures=view["figures"] + crowd)
    img = render_board(busy)
    board_h = geometry_of(view["board"]).board_size[1]
    assert img.height > board_h
    x0, y0, x1, y1 = legend_box(busy)
    assert y1 <= img.height
    last_row = img.crop((x0 + 4, y1 - 60, x1 - 4, y1 - 10)).convert("L")
    assert sum(last_row.histogram()[167:]) > 50, "the last figure is written inside the panel"


def test_generic_board_with_corridors_and_no_altar_keys() -> None:
    """A HeroQuest-sized view: 26 x 19, a corridor ring, per-square fog, none of Altar Quest's extras."""
    width, height = 26, 19
    corridor = [square_name((x, y)) for x in range(width) for y in range(height) if x in (0, 25) or y in (0, 18)]
    room = [square_name((x, y)) for x in range(2, 8) for y in range(2, 7)]
    walls = [(2, 2, 8, 2), (2, 7, 8, 7), (2, 2, 2, 7), (8, 2, 8, 7), (1, 1, 25, 1), (1, 18, 25, 18)]
    hq = {
        "board": {
            "width": width, "height": height, "walls": walls, "areas": {"corridor": corridor, "room1": room},
            "revealed": [], "doors": [{"id": "d1", "a": "E2", "b": "E3", "open": True}],
            "visible_squares": corridor[:40] + room,
        },
        "figures": [figure("h1", "1", "hero", "Barbarian", "Barbare", ["A1"], 8, 1, active=True)],
        "marks": [{"kind": "move", "figure": "h1", "path": ["A3", "A2", "A1"]}],
    }
    img = render_board(hq)
    assert img.width == width * SQUARE + 2 * MARGIN + img.width - geometry_of(hq["board"]).board_size[0]
    assert img.height >= height * SQUARE + 2 * MARGIN
    assert luminance(img, square_box(hq, "D4")) > luminance(img, square_box(hq, "Z10")) * 2
    assert count_near(img, square_center(hq, "A1"), t.HERO_FILLS[0]) > 30
    assert len(encode_png(img)) < 150_000


def test_once_the_game_is_over_the_legend_names_no_active_hero(view: dict[str, Any]) -> None:
    from rendering.altar.board import AltarBoard

    playing = [line.text for line in AltarBoard(view, "en", ALTAR.translator("en")).legend_header()]
    over = [line.text for line in AltarBoard(dict(view, result="won"), "en", ALTAR.translator("en")).legend_header()]
    assert "Active: Brakka Stonejaw" in playing
    assert "Victory!" in over and not any(text.startswith("Active:") for text in over)


def test_each_hero_has_its_own_hue_and_a_readable_label() -> None:
    import colorsys

    from rendering.grid import luminance
    # a party of four: four hues at least 12 degrees apart (orange and yellow are the closest pair,
    # and they differ in lightness too)
    hues = [colorsys.rgb_to_hsv(*(c / 255 for c in fill))[0] * 360 for fill in t.HERO_FILLS[:4]]
    for i, a in enumerate(hues):
        for b in hues[i + 1:]:
            assert min(abs(a - b), 360 - abs(a - b)) > 12, (a, b)
    # allies are pale and colourless, enemies dark: neither can be taken for a hero, whatever the eye
    saturation = [colorsys.rgb_to_hsv(*(c / 255 for c in fill))[1] for fill in t.HERO_FILLS]
    assert min(saturation) > 0.35 > 0.1 > colorsys.rgb_to_hsv(*(c / 255 for c in t.ALLY_FILL))[1]
    assert max(luminance(fill) for fill in t.ENEMY_FILLS.values()) < 80 < min(luminance(f) for f in t.HERO_FILLS)
    for fill in t.HERO_FILLS:
        label = t.LABEL_DARK if luminance(fill) > 140 else t.LABEL_TEXT
        assert abs(luminance(label) - luminance(fill)) > 80  # label contrast on its disc


def test_a_door_a_figure_stands_at_keeps_its_name_readable() -> None:
    # a playtest: door 1's name was hidden under the ally standing at it, and doors with anyone at
    # them had no name at all: the door a figure stands at is the one it may open, by that name
    plain = sample_view()
    image = render_board(plain)
    assert colour_count(image, square_box(plain, "K4"), t.DOOR_TAG) > 100  # d03's tag, on the K4 side
    # a figure on K4: the tag goes to the other side, seen too (L4)
    v = sample_view()
    v["figures"].append(figure("a2", "A2", "ally", "Rook", "Tour", ["K4"], 4, owner="ilse"))
    image = render_board(v)
    assert colour_count(image, square_box(v, "L4"), t.DOOR_TAG) > 100
    # d10 (C10, the room's side, and C11, unrevealed): a figure on C10 leaves its disc and health bar
    # whole and the name shows across the door, over the unseen square
    v = sample_view()
    v["figures"].append(figure("a2", "A2", "ally", "Rook", "Tour", ["C10"], 4, owner="ilse"))
    image = render_board(v)
    assert colour_count(image, square_box(v, "C11"), t.DOOR_TAG) > 60
    assert colour_count(image, square_box(v, "C10"), t.DOOR_TAG) == 0


@pytest.mark.parametrize(("lang", "fallen"), [("en", "fallen"), ("fr", "vaincue")])
def test_a_fallen_hero_keeps_a_greyed_row_in_the_legend(monkeypatch, lang: str, fallen: str) -> None:
    """A lost quest's picture listed only the heroes still standing: the one who fell, and lost the quest,
    vanished from the legend. Every hero keeps a row in seat order; the fallen one says so."""
    import rendering.altar.board as altar_board

    written: list[str] = []
    real = altar_board.put_text
    monkeypatch.setattr(altar_board, "put_text", lambda img, xy, text, *a, **k: (written.append(text),
                                                                                  real(img, xy, text, *a, **k))[1])
    view = sample_view()
    view.update(result="lost", active=None)
    view["figures"] = [f for f in view["figures"] if f["id"] != "h_maudra"]
    render_board(view, lang)
    assert written.count(fallen) == 1, written  # Maudra's row (French: she)
    legend = altar_board.AltarBoard(view, lang, ALTAR.translator(lang))
    rows = legend.legend_groups()[0][1]
    assert [r["owner"] for r in rows] == ["brakka", "ilse", "maudra", "tib"]
    assert rows[2].get("gone") and rows[2]["name"] == "Maudra the Grey"
