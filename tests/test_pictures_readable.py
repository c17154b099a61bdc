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


# --- names are whole ------------------------------------------------------------------------------


def drawn_texts(monkeypatch: Any, view: dict[str, Any], lang: str = "en") -> list[str]:
    """Every text the picture draws, in order."""
    from rendering import grid
    from rendering.altar import board

    texts: list[str] = []
    real = grid.put_text

    def recording(canvas: Image.Image, xy: Any, text: str, *args: Any, **kwargs: Any) -> None:
        texts.append(text)
        real(canvas, xy, text, *args, **kwargs)

    monkeypatch.setattr(grid, "put_text", recording)
    monkeypatch.setattr(board, "put_text", recording)
    render(view, lang)
    return texts


def test_a_door_tag_shows_the_doors_whole_name(monkeypatch: Any) -> None:
    view = sample_view()
    for door in view["board"]["doors"]:
        door["name"] = {"d03": "3", "d06": "Great Gate"}.get(door["id"], door["id"])
    texts = drawn_texts(monkeypatch, view)
    assert "3" in texts and "Great Gate" in texts  # the names the view gives, never cut
    assert "d03" not in texts


def test_a_long_feature_name_is_wrapped_or_shrunk_never_cut(monkeypatch: Any) -> None:
    view = sample_view()
    view["board"]["features"][3]["name"] = "Cartographer's Table"  # on two spaces, O3-P3
    texts = drawn_texts(monkeypatch, view)
    assert not any("…" in text and "Cart" in text for text in texts)
    assert any(text.startswith("Cartogra") for text in texts) and "Table" in " ".join(texts)


# --- arrows say whose they are --------------------------------------------------------------------


def colour_near(image: Image.Image, center: tuple[float, float], color: t.Color, radius: int = 3) -> int:
    return count_near(image, (round(center[0]), round(center[1])), color, radius=radius, tol=30)


def test_heroes_and_enemies_arrows_have_different_colours_from_each_other_and_from_every_hero() -> None:
    assert t.HERO_ARROW != t.ENEMY_ARROW
    for hue in t.HERO_FILLS:
        for arrow in (t.HERO_ARROW, t.ENEMY_ARROW):
            assert sum(abs(a - b) for a, b in zip(hue, arrow, strict=True)) > 120
    # lightness alone tells them apart, whatever the eye
    assert abs(sum(t.HERO_ARROW) - sum(t.ENEMY_ARROW)) > 300
    view = sample_view()
    image = render(view)
    from rendering.grid import square_center

    assert colour_near(image, square_center(view, "G2"), t.HERO_ARROW) > 5  # Brakka's move
    assert colour_near(image, square_center(view, "G2"), t.ENEMY_ARROW) == 0
    (ax, ay), (bx, by) = square_center(view, "I3"), square_center(view, "H4")  # M1 attacks Brakka
    assert colour_near(image, ((ax + bx) / 2, (ay + by) / 2), t.ENEMY_ARROW) > 5
    assert colour_near(image, ((ax + bx) / 2, (ay + by) / 2), t.HERO_ARROW) == 0


def test_arrow_heads_stop_at_the_disc_rim_and_stay_visible() -> None:
    from rendering.grid import DISC_RADIUS, square_center

    view = sample_view()
    view["marks"] = [{"kind": "move", "figure": "h_tib", "path": ["K3", "K4", "K5", "K6", "K7"], "side": "heroes"}]
    image = render(view)
    cx, cy = square_center(view, "K7")
    # just above Tib's disc, the head of the arrow
    assert colour_near(image, (cx, cy - 2 - DISC_RADIUS - 4), t.HERO_ARROW, radius=2) > 2
    # inside the disc, the hero's own colour still shows (the arrow does not cover it)
    assert count_near(image, (cx, cy + 5), t.HERO_FILLS[3], radius=3, tol=12) > 10


def test_an_attack_on_a_figure_that_fell_ends_on_a_fallen_mark() -> None:
    from rendering.grid import square_center

    view = sample_view()
    view["marks"] = [{"kind": "attack", "figure": "h_brakka", "path": ["H4", "H2"], "target": "m9",
                      "side": "heroes", "fallen": True}]
    image = render(view)
    assert count_near(image, square_center(view, "H2"), t.FALLEN_FILL, radius=4, tol=10) > 5
    assert count_near(image, square_center(view, "H2"), t.FALLEN_CROSS, radius=4, tol=30) > 3
    view["marks"][0]["fallen"] = False
    assert count_near(render(view), square_center(view, "H2"), t.FALLEN_FILL, radius=4, tol=10) == 0


def test_two_arrows_over_the_same_stretch_run_side_by_side() -> None:
    from rendering.grid import _lane_shifts, square_of

    there = [square_of("B2"), square_of("B4")]
    back = [square_of("B4"), square_of("B3"), square_of("B2")]
    alone = [square_of("F6"), square_of("F7")]
    shift_there, shift_back, shift_alone = _lane_shifts([there, back, alone])
    assert shift_alone == (0.0, 0.0)
    assert abs(shift_there[0] - shift_back[0]) >= 5 and shift_there[1] == shift_back[1] == 0


# --- a figure label is never given twice ----------------------------------------------------------


def test_an_altar_enemy_label_is_not_given_again_once_its_figure_is_gone() -> None:
    from engine import registry
    from engine.rulesets.altar.game import Game

    rs = registry.get("altar")
    state = rs.new_game("weeping_altar", ["brakka", "ilse"], "labels")
    g = Game(state, rs.content)
    first = g.next_label("minion")
    second = g.next_label("minion")
    assert first != second
    trap_a, trap_b = g.fresh_label("T"), g.fresh_label("T")
    assert trap_a != trap_b


def test_a_heroquest_monster_label_is_not_given_again_once_it_is_dead() -> None:
    from engine import registry
    from engine.rulesets.heroquest.game import Game
    from engine.rulesets.heroquest.state import Monster

    rs = registry.get("heroquest")
    state = rs.new_game("proving_halls", ["barbarian", "dwarf"], "labels")
    g = Game(state, rs.content)
    kind = next(iter(rs.content.monsters))
    orc = Monster(id="w90", kind=kind, label="", pos="A1", body=1, max_body=1, move=1, attack=1, defend=1,
                  mind=1)
    label = g.new_label(orc)
    # the monster dies and leaves the state: a new one of its kind gets another label
    assert g.new_label(orc.model_copy(update={"id": "w91"})) != label


# --- every symbol is in the legend, in both languages ----------------------------------------------


def recording_translator(game: str, lang: str = "en") -> tuple[Any, list[tuple[str, dict[str, Any]]]]:
    real = games.get(game).translator(lang)
    calls: list[tuple[str, dict[str, Any]]] = []

    def tr(key: str, **params: Any) -> str:
        calls.append((key, params))
        return real(key, **params)

    return tr, calls


def test_every_symbol_key_the_pictures_use_exists_in_both_languages_and_french_is_french() -> None:
    from rendering.grid import KEY_ICONS

    for game in ("altar", "heroquest"):
        texts = games.get(game).texts
        for icon in list(KEY_ICONS) + ["door-tag"]:
            key = f"pic-key-{icon}"
            if icon in ("pit", "pit-open", "rubble", "trapped", "body-mind") and game == "altar":
                continue  # drawn by HeroQuest alone
            for lang in ("en", "fr"):
                assert texts.has(lang, key), (game, lang, key)
            if icon != "door-tag":
                assert texts(lang="fr", key=key) != texts(lang="en", key=key), (game, key)


def test_the_legend_explains_every_symbol_on_the_sample_board() -> None:
    view = sample_view()
    view["marks"].append({"kind": "attack", "figure": "h_ilse", "path": ["D3", "D1"], "side": "heroes",
                          "fallen": True})
    tr, calls = recording_translator("altar")
    altar.render_board(view, "en", tr)
    asked = {key for key, _params in calls}
    for key in ("pic-key-fog", "pic-key-health", "pic-key-armor", "pic-key-active", "pic-key-exhausted",
                "pic-key-shadow", "pic-key-stairs", "pic-key-trap", "pic-key-door", "pic-key-door-open",
                "pic-key-door-tag", "pic-key-arrow-heroes", "pic-key-arrow-enemies", "pic-key-fallen",
                "pic-key-spawn"):
        assert key in asked, key
    tag = next(params for key, params in calls if key == "pic-key-door-tag")
    assert tag["name"] in {d["id"] for d in view["board"]["doors"]}


def test_a_door_tag_in_the_legend_names_a_door_as_players_type_it() -> None:
    view = sample_view()
    for i, door in enumerate(view["board"]["doors"]):
        door["name"] = str(i + 1)
    tr, calls = recording_translator("altar", "fr")
    altar.render_board(view, "fr", tr)
    (params,) = [p for key, p in calls if key == "pic-key-door-tag"]
    assert params["name"].isdigit()
    assert tr("pic-key-door-tag", name="3") == "porte 3 · /open door:3"


def test_threat_tokens_on_a_hero_are_told_in_their_legend_row() -> None:
    view = sample_view()
    view["threat_tokens_rule"] = "burn"
    view["figures"][0]["threat_tokens"] = 2
    tr, calls = recording_translator("altar")
    altar.render_board(view, "en", tr)
    assert ("pic-tokens-burn", {"n": 2}) in calls
    assert tr("pic-tokens-burn", n=2).startswith("burning")


def test_heroquest_legend_rows_hold_gold_bonuses_and_the_goal_monster_is_starred() -> None:
    from rendering import heroquest
    from tests.test_heroquest_bot_render import RS, mid_game

    view = RS.view(mid_game(), None)
    hid = view["order"][0]
    view["heroes"][hid]["gold"] = 35
    view["heroes"][hid]["bonuses"] = {"attack": 2, "defend": 0, "move_dice": 0}
    tr, calls = recording_translator("heroquest")
    heroquest.render_board(view, "en", tr)
    assert ("pic-gold", {"n": 35}) in calls
    assert ("pic-bonus-attack", {"n": 2}) in calls
    # a monster in sight made the quest's goal: a gold star on its space, and the star in the legend
    monster = next((f for f in view["figures"] if f["kind"] == "monster"), None)
    if monster is not None:
        view["quest"]["goal_figures"] = [monster["id"]]
        tr, calls = recording_translator("heroquest")
        image = heroquest.render_board(view, "en", tr)
        assert "pic-key-objective" in {key for key, _ in calls}
        x0, y0, _, _ = square_box(view, monster["squares"][0])
        assert count_near(image, (x0 + 7, y0 + 7), t.OBJECTIVE, radius=3, tol=30) > 3


def test_an_altar_objective_attached_to_a_feature_is_starred() -> None:
    from rendering.grid import feature_box

    view = sample_view()
    well = view["board"]["features"][2]
    well["iid"] = "c7"
    view["quest"] = {"win": {"kind": "overcome_objectives", "count": 3}, "area": [],
                     "attached": [{"card": "bell", "objective": True, "attached_to": "c7", "figure": None}]}
    image = render(view)
    box = feature_box(well)
    assert box is not None
    assert count_near(image, (box[0] + 1, box[1] + 1), t.OBJECTIVE, radius=3, tol=30) > 3
    view["quest"]["attached"][0]["objective"] = False
    assert count_near(render(view), (box[0] + 1, box[1] + 1), t.OBJECTIVE, radius=3, tol=30) == 0


def test_allies_enemies_and_traps_are_coloured_apart_from_each_other_and_from_heroes() -> None:
    import colorsys

    from rendering.grid import luminance

    def hue(c: t.Color) -> float:
        return colorsys.rgb_to_hsv(*(x / 255 for x in c))[0] * 360

    for fill in t.HERO_FILLS:
        assert min(abs(hue(fill) - hue(t.TRAP_FILL)), 360 - abs(hue(fill) - hue(t.TRAP_FILL))) > 12
    assert luminance(t.ALLY_FILL) > 200 > 80 > max(luminance(f) for f in t.ENEMY_FILLS.values())
    assert 80 < luminance(t.TRAP_FILL) < 200


def test_a_short_name_shrinks_rather_than_splitting_and_a_split_keeps_four_letters_each_side():
    from rendering.grid import _label_layout

    for name in ("Throne", "Trône", "Weapon rack", "Chest"):
        _size, lines = _label_layout(name, 30, 30)
        assert not any(line.endswith("-") for line in lines), (name, lines)
    _size, lines = _label_layout("Bibliothèque", 30, 30)
    assert "".join(line.rstrip("-") for line in lines) == "Bibliothèque"
    assert all(len(line.rstrip("-")) >= 4 for line in lines)
    # cut between syllables where one fits (a playtest read "Biblioth-èque")
    assert lines == ["Biblio-", "thèque"], lines


def test_a_word_is_hyphenated_between_syllables_when_a_break_fits():
    from rendering.grid import _whole_lines

    assert _whole_lines("Bibliothèque", 9, 40, 60, True) == ["Biblio-", "thèque"]
    assert _whole_lines("Alchemist's Bench", 9, 40, 60, True) == ["Alche-", "mist's", "Bench"]


def _pixels(img):
    """Every pixel, row by row (Image.getdata is deprecated in Pillow 13)."""
    return [img.getpixel((x, y)) for y in range(img.height) for x in range(img.width)]


def test_an_arrow_crossing_a_figure_leaves_its_disc_and_label_readable() -> None:
    # a move passing over Brakka's disc at H4: the disc shows through, mostly (the label read
    # under two arrows at half strength was lost)
    from rendering.grid import DISC_RADIUS, square_center

    view = sample_view()
    view["marks"] = []
    plain = render(view)
    view["marks"] = [{"kind": "move", "figure": "h_tib", "path": ["H6", "H5", "H4", "H3", "H2"], "side": "heroes"}]
    crossed = render(view)
    cx, cy = square_center(view, "H4")
    box = (round(cx - DISC_RADIUS / 2), round(cy - DISC_RADIUS / 2), round(cx + DISC_RADIUS / 2), round(cy + DISC_RADIUS / 2))
    changed = [sum(abs(a - b) for a, b in zip(p, q, strict=True))
               for p, q in zip(_pixels(plain.crop(box)), _pixels(crossed.crop(box)), strict=True)]
    worst = max(changed)
    arrow_vs_disc = sum(abs(a - b) for a, b in zip(t.HERO_ARROW, plain.getpixel((round(cx), round(cy + 5))), strict=True))
    assert 0 < worst <= 0.35 * max(arrow_vs_disc, 1)


def test_a_feature_is_listed_by_its_corners():
    """The legend names a feature covering several squares by its corners (as HeroQuest's furniture), so a
    player reads where all of it stands; a one-square feature keeps its square."""
    view = sample_view()
    lines = altar.board.AltarBoard(view, "en", games.get("altar").translator("en")).legend_board_lines()
    assert "Altar of Ash · H6–I7" in lines and "Cursed Well · H1–I1" in lines and "Stairs · B4" in lines, lines
