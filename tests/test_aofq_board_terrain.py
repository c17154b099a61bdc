"""Age of Fantasy: Quest's board and its legend, as a French playtest read them (items 7): difficult ground
drawn over whatever else a piece is (a copse's cover hatching, a bog's red), raised ground and its height
badge explained, the legend's words for a rush the narration's own, and a done marker's ghost saying what
was done. Drawn from the view of a real game on The Drowned Fen, and from views built by hand."""
from __future__ import annotations

import math

import pytest
from PIL import Image, ImageDraw

from rendering.aofq import board as aofq_board
from rendering.aofq.board import AofqBoard, table_point
from tests.test_aofq_rendering import busy_view, make_tr, recorded_texts

QUEST, HEROES, SEED = "the_drowned_chapel", ["odile", "kesh"], "5"


async def chapel_view(svc, lang: str = "fr") -> dict:
    """The view of a fresh game of The Drowned Chapel (its table: The Drowned Fen)."""
    r = await svc.new_game(1, 10, "aofq", QUEST, SEED, lang=lang, user_name="alice")
    assert not r.error, r.text
    for hero in HEROES:
        assert not (await svc.join(1, 10, hero, lang=lang, user_name="alice")).error
    assert not (await svc.start(1, 10, lang=lang)).error
    game = await svc.game(1)
    return game.rs.view(game.state, None)


def drawn(view: dict, lang: str) -> tuple[Image.Image, AofqBoard]:
    board = AofqBoard(view, lang, make_tr(lang))
    return board.render(), board


def inside(piece: dict, inset: float = 0.6) -> list[tuple[float, float]]:
    """Table points well inside a piece (shrunk toward its centre), on a fine grid."""
    pts = [(float(x), float(y)) for x, y in piece["points"]]
    cx, cy = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
    shrunk = [(cx + (x - cx) * inset, cy + (y - cy) * inset) for x, y in pts]
    mask = Image.new("L", (480, 480), 0)
    ImageDraw.Draw(mask).polygon([(x * 10, (48 - y) * 10) for x, y in shrunk], fill=255)
    return [(x / 10, 48 - y / 10) for y in range(0, 480, 3) for x in range(0, 480, 3) if mask.getpixel((x, y))]


def near(a, b, tol=30) -> bool:
    return all(abs(p - q) <= tol for p, q in zip(a, b, strict=False))


def share(img: Image.Image, view: dict, lang: str, piece: dict, color, tol: int = 30) -> float:
    """The share of a piece's inner pixels that are close to `color`."""
    tr = make_tr(lang)
    pts = inside(piece)
    return sum(near(img.getpixel(table_point(view, lang, tr, x, y)), color, tol) for x, y in pts) / len(pts)


def rim_share(img: Image.Image, view: dict, lang: str, piece: dict, color) -> float:
    """The share of points along a piece's edge where `color` is within 1 px."""
    tr = make_tr(lang)
    pts = [(float(x), float(y)) for x, y in piece["points"]]
    hits = total = 0
    for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
        n = max(1, int(math.dist(a, b) * 4))
        for i in range(n):
            x, y = a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n
            px, py = table_point(view, lang, tr, x, y)
            total += 1
            hits += any(near(img.getpixel((px + dx, py + dy)), color) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    return hits / total


# --- 1. difficult ground is drawn, whatever else the piece is -------------------------------------------


async def test_every_difficult_piece_of_the_drowned_fen_shows_the_difficult_sign_and_no_other_does(service):
    # the playtest: copses and hedges were drawn only as cover, the bog only as dangerous
    view = await chapel_view(service)
    img, board = drawn(view, "fr")
    names = {p["name"] for p in view["terrain"] if "difficult" in p["kinds"]}
    assert {"Copse", "Hedgerow", "Sinking bog"} <= names
    for piece in view["terrain"]:
        studs = share(img, view, "fr", piece, aofq_board.DIFFICULT_SIGN)
        rim = rim_share(img, view, "fr", piece, aofq_board.DIFFICULT_SIGN)
        if "difficult" in piece["kinds"]:
            assert studs > 0.015 and rim > 0.3, (piece["name"], studs, rim)
        else:
            assert studs < 0.01 and rim < 0.05, (piece["name"], studs, rim)
    assert "terrain:difficult" in [k.icon for k in board.keys]


async def test_a_copse_keeps_its_cover_hatching_and_a_bog_its_red_beside_the_difficult_sign(service):
    view = await chapel_view(service)
    img, _ = drawn(view, "en")
    copse = next(p for p in view["terrain"] if p["name"] == "Copse")
    bog = next(p for p in view["terrain"] if p["name"] == "Sinking bog")
    assert share(img, view, "en", copse, aofq_board.COVER_FILL) > 0.2
    assert share(img, view, "en", bog, aofq_board.DANGEROUS_LINE) > 0.1


def test_the_legend_lists_the_kinds_on_the_table_and_only_those():
    cover_only = busy_view(terrain=[p for p in busy_view()["terrain"] if p["kinds"] == ["cover"]])
    _, board = drawn(cover_only, "en")
    icons = [k.icon for k in board.keys]
    assert "terrain:cover" in icons and "terrain:difficult" not in icons and "terrain:dangerous" not in icons
    _, board = drawn(busy_view(), "fr")
    icons = {k.icon: k.text for k in board.keys}
    assert {"terrain:blocking", "terrain:cover", "terrain:difficult", "terrain:dangerous"} <= set(icons)
    assert icons["terrain:difficult"] == make_tr("fr")("pic-key-difficult")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_legend_draws_the_difficult_sign_as_the_table_does(lang):
    _, board = drawn(busy_view(), lang)
    key = next(k for k in board.keys if k.icon == "terrain:difficult")
    tile = Image.new("RGB", (40, 24), aofq_board.t.PANEL)
    board.paint_icon(tile, ImageDraw.Draw(tile), key.icon, (20, 12))
    colors = [tile.getpixel((x, y)) for x in range(40) for y in range(24)]
    assert sum(near(c, aofq_board.DIFFICULT_SIGN) for c in colors) >= 10


def test_long_legend_texts_take_a_whole_row_and_short_ones_fill_the_holes():
    keys = [aofq_board.Key("a", "A"), aofq_board.Key("b", "x" * 60), aofq_board.Key("c", "C"),
            aofq_board.Key("d", "D")]
    places, rows = aofq_board._key_rows(keys)
    assert places == [(0, 0, False), (1, 0, True), (0, 1, False), (2, 0, False)] and rows == 3


# --- 2. raised ground and its height badge are explained ------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_grey_knoll_and_shelves_and_the_height_badge_are_in_the_legend(service, lang):
    # the playtest: the grey 3" knoll and 6" rock shelves were in no legend entry
    view = await chapel_view(service, lang)
    img, board = drawn(view, lang)
    tr = make_tr(lang)
    keys = {k.icon: k.text for k in board.keys}
    assert keys["terrain:raised"] == tr("pic-key-raised")
    assert keys["status:height"] == tr("pic-key-height")
    assert keys["status:height"] != tr("pic-height", h=2)  # more than a bare word: what the badge means
    for piece in view["terrain"]:
        if not piece["kinds"] and piece["height"] > 0:  # the knoll and the shelves: the grey the key shows
            assert share(img, view, lang, piece, aofq_board.RAISED_FILL, 6) > 0.5, piece["name"]


def test_no_raised_ground_key_when_every_high_piece_is_something_else():
    view = busy_view()  # its high pieces are all blocking or cover
    assert all(p["kinds"] for p in view["terrain"] if p["height"] > 0)
    _, board = drawn(view, "en")
    icons = [k.icon for k in board.keys]
    assert "status:height" in icons and "terrain:raised" not in icons


# --- 3. the legend calls a rush by the narration's word --------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rush_ring_and_arrow_use_the_word_of_the_narration_and_commands(lang):
    # the playtest: the legend said "Foncer 12\"" and "A foncé" where the narration says "court" / "Courir"
    view = busy_view()
    _, board = drawn(view, lang)
    tr = make_tr(lang)
    keys = {k.icon: k.text.lower() for k in board.keys}
    word = tr("choice-move-how-rush").lower()  # the option players pick: "courir" / "rush"
    assert keys["ring:rush"].startswith(word)
    assert word[:4] in keys["arrow:rush"]  # "a couru" / "rushed"
    assert "fonc" not in keys["ring:rush"] + keys["arrow:rush"]


# --- 4. a done marker's ghost says what was done ----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_done_token_and_clue_are_explained_in_the_legend_and_the_list(monkeypatch, lang):
    # the playtest: a lone "fait" in the legend, beside a grey disc
    written = recorded_texts(monkeypatch)
    view = busy_view()  # S2 is a search token already discovered, C2 a clue already examined
    _, board = drawn(view, lang)
    tr = make_tr(lang)
    keys = {k.icon: k.text for k in board.keys}
    assert keys["done:search"] == tr("pic-marker-searched") and keys["done:clue"] == tr("pic-marker-examined")
    assert "marker:done" not in keys
    assert len(keys["done:search"].split()) >= 3 and len(keys["done:clue"].split()) >= 3  # never a lone word
    s2 = f"S2  {'Charrette' if lang == 'fr' else 'Cart'} · {tr('pic-done-searched')}"
    c2 = f"C2  {'Note sanglante' if lang == 'fr' else 'Bloody note'} · {tr('pic-done-examined')}"
    assert s2 in written and c2 in written
    assert tr("pic-done-searched") == {"en": "discovered", "fr": "découvert"}[lang]  # the narration's verb


def test_only_the_kinds_that_are_done_get_a_ghost_key():
    view = busy_view()
    for m in view["markers"]:
        if m["kind"] == "clue":
            m["done"] = False
    _, board = drawn(view, "fr")
    icons = [k.icon for k in board.keys]
    assert "done:search" in icons and "done:clue" not in icons
