"""Age of Fantasy: Quest's picture, drawn from views built by hand (docs/aofq-view.md): the table to
scale, heroes and enemies where the view puts them, rings only for an active hero, both languages,
a small PNG, quick to draw, and messages that exist in both languages with the same variables."""
from __future__ import annotations

import math
import re
import time
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fl
from fluent.syntax import parse
from PIL import Image, ImageChops

from rendering import theme as t
from rendering.aofq import board as aofq_board
from rendering.aofq import render_board
from rendering.aofq.board import table_point
from rendering.encode import encode_png

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "bot" / "games" / "aofq" / "locales"
BOARD_SOURCE = ROOT / "rendering" / "aofq" / "board.py"
PICS = Path("/tmp/aofq-pics")


# --- messages ---------------------------------------------------------------------------------------


def make_tr(lang: str):
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource((LOCALES / f"{lang}.ftl").read_text(encoding="utf-8")))

    def tr(key: str, **params) -> str:
        if not bundle.has_message(key):
            raise KeyError(f"no message {key} in {lang}")
        text, errors = bundle.format_pattern(bundle.get_message(key).value, params)
        if errors:
            raise ValueError(f"{key} ({lang}): {errors}")
        return text

    return tr


def ftl_messages(lang: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for entry in parse((LOCALES / f"{lang}.ftl").read_text(encoding="utf-8")).body:
        assert not isinstance(entry, fl.Junk), entry.annotations
        if isinstance(entry, fl.Message):
            source = (LOCALES / f"{lang}.ftl").read_text(encoding="utf-8")[entry.span.start:entry.span.end]
            out[entry.id.name] = set(re.findall(r"\$([a-z_]+)", source))
    return out


# --- views ------------------------------------------------------------------------------------------

# footprints (inches around the piece's centre) and kinds, cycled over the table
SHAPES = [
    [(-2, -2), (2, -2), (2, 2), (-2, 2)],
    [(-3, -2.5), (3, -2.5), (3, 0), (0, 0), (0, 2.5), (-3, 2.5)],
    [(1.5 * math.cos(a * math.pi / 4), 1.5 * math.sin(a * math.pi / 4)) for a in range(8)],
    [(-3, -0.5), (3, -0.5), (3, 0.5), (-3, 0.5)],
    [(-2.5, -1.5), (2.5, -1.5), (2, 1.5), (-2, 1.5)],
    [(2.5 * math.cos(a * math.pi / 5), 1.6 * math.sin(a * math.pi / 5)) for a in range(10)],
]
KINDS = [
    (["blocking", "cover"], 3.0),
    (["cover"], 0.5),
    (["difficult"], 0.0),
    (["dangerous"], 0.0),
    (["blocking"], 4.0),
    (["cover", "difficult"], 0.0),
    (["difficult", "dangerous"], 0.0),
    (["cover", "difficult", "dangerous"], 1.0),
]


def busy_terrain(size: float) -> list[dict]:
    s = size / 48.0
    spots = [(x, y) for y in (9, 17, 25, 33, 41) for x in (5, 14, 24, 34, 43)]
    spots.remove((24, 25))  # the middle stays open
    pieces = []
    for i, (x, y) in enumerate(spots[:24]):
        kinds, height = KINDS[i % len(KINDS)]
        shape = SHAPES[i % len(SHAPES)]
        pieces.append({
            "id": f"{i}_piece", "name": f"Piece {i}", "name_fr": f"Pièce {i}", "kinds": kinds,
            "height": height, "points": [[(x + px) * s, (y + py) * s] for px, py in shape],
        })
    return pieces


def busy_view(size: float = 48.0, **changes) -> dict:
    """A realistic mid-game view: 24 pieces, 4 heroes, 6 units of up to 5 models, 10 markers, 12 arrows."""
    s = size / 48.0

    def at(x, y):
        return {"x": x * s, "y": y * s}

    heroes = {
        "brannoc": {"id": "brannoc", "name": "Brannoc Hale", "name_fr": "Brannoc Hale", "label": "Brannoc",
                    **at(10, 4.5), "base": 1.0, "wounds": 2, "tough": 9, "power": 4, "max_power": 6,
                    "conditions": ["Crippled"], "shaken": False, "fatigued": False, "unconscious": False,
                    "escaped": False, "carrying": False, "actions_left": 1, "skill_left": True, "spell_tokens": 0},
        "sefa": {"id": "sefa", "name": "Sefa the Quick", "name_fr": "Sefa la Vive", "label": "Sefa",
                 **at(20, 13), "base": 1.0, "wounds": 0, "tough": 6, "power": 2, "max_power": 3,
                 "conditions": [], "shaken": True, "fatigued": False, "unconscious": False, "escaped": False,
                 "carrying": True, "actions_left": 0, "skill_left": False, "spell_tokens": 1},
        "ilse": {"id": "ilse", "name": "Ilse Morrow", "name_fr": "Ilse Morrow", "label": "Ilse",
                 **at(30, 7), "base": 1.0, "wounds": 6, "tough": 6, "power": 0, "max_power": 4,
                 "conditions": [], "shaken": False, "fatigued": False, "unconscious": True, "escaped": False,
                 "carrying": False, "actions_left": 0, "skill_left": False, "spell_tokens": 0},
        "oro": {"id": "oro", "name": "Oro Vantis", "name_fr": "Oro Vantis", "label": "Oro",
                **at(38, 12), "base": 1.0, "wounds": 1, "tough": 3, "power": 1, "max_power": 2,
                "conditions": [], "shaken": False, "fatigued": True, "unconscious": False, "escaped": False,
                "carrying": False, "actions_left": 2, "skill_left": True, "spell_tokens": 0},
    }

    def unit(n, name, name_fr, x, y, count, base=1.0, tough=1, wounds=0, **flags):
        models = []
        for i in range(count):
            dx, dy = ((i % 3) - 1) * (base + 0.3), (i // 3) * (base + 0.3)  # bases keep their size on 24"
            models.append({"id": f"u{n}m{i + 1}", "x": x * s + dx, "y": y * s + dy, "base": base, "tough": tough,
                           "wounds": wounds if i == 0 else 0})
        return {"id": f"u{n}", "label": f"E{n}", "name": name, "name_fr": name_fr, "shaken": False,
                "fatigued": False, "villain": False, "conditions": [], "models": models, **flags}

    units = [
        unit(1, "Slag Musketeers", "Mousquetaires de scorie", 10, 38, 5),
        unit(2, "Ash Goblins", "Gobelins de cendre", 20, 30, 4, shaken=True),
        unit(3, "Bone Hounds", "Chiens d'os", 30, 36, 5, fatigued=True),
        unit(4, "Cinder Brutes", "Brutes de braise", 40, 28, 3, base=1.5, tough=3, wounds=1),
        unit(5, "Grave Archers", "Archers des tombes", 16, 20, 5, conditions=["Sick"]),
        unit(6, "The Ember King", "Le Roi des braises", 36, 44, 1, base=2.0, tough=9, wounds=4, villain=True),
    ]
    markers = [
        {"id": "m1", "label": "O1", "kind": "objective", **at(24, 24), "name": "Old well", "name_fr": "Vieux puits",
         "done": False},
        {"id": "m2", "label": "O2", "kind": "objective", **at(8, 30), "name": "Shrine", "name_fr": "Autel",
         "done": False},
        {"id": "m3", "label": "A1", "kind": "ai_objective", **at(40, 40), "name": "Gate", "name_fr": "Porte",
         "done": False},
        {"id": "m4", "label": "S1", "kind": "search", **at(27, 20), "name": "Rubble", "name_fr": "Gravats",
         "done": False},
        {"id": "m5", "label": "S2", "kind": "search", **at(44, 20), "name": "Cart", "name_fr": "Charrette",
         "done": True},
        {"id": "m6", "label": "S3", "kind": "search", **at(4, 22), "name": "Chest", "name_fr": "Coffre",
         "done": False},
        {"id": "m7", "label": "R", "kind": "relic", **at(24, 42), "name": "Sun Crown", "name_fr": "Couronne solaire",
         "done": False},
        {"id": "m8", "label": "C1", "kind": "clue", **at(32, 16), "name": "Torn map", "name_fr": "Carte déchirée",
         "done": False},
        {"id": "m9", "label": "C2", "kind": "clue", **at(12, 14), "name": "Bloody note", "name_fr": "Note sanglante",
         "done": True},
        {"id": "m10", "label": "X", "kind": "exit", **at(46, 2), "name": "Road out", "name_fr": "Route",
         "done": False},
    ]

    def mark(kind, who, target, a, b):
        return {"kind": kind, "who": who, "target": target, "from": [a[0] * s, a[1] * s], "to": [b[0] * s, b[1] * s]}

    marks = [
        mark("move", "Brannoc", None, (8, 1.5), (10, 4.5)),
        mark("rush", "Sefa", None, (14, 3), (20, 13)),
        mark("charge", "Oro", "E4", (34, 5), (38, 12)),
        mark("shoot", "E1", "Brannoc", (10, 38), (10, 4.5)),
        mark("shoot", "E5", "Sefa", (16, 20), (20, 13)),
        mark("shoot", "Sefa", "E5", (20, 13), (16, 20)),
        mark("push", "E4", "Oro", (38, 10), (38, 12)),
        mark("fall", "Ilse", None, (30, 9), (30, 7)),
        mark("spell", "Oro", "E2", (38, 12), (20, 30)),
        mark("move", "E2", None, (22, 34), (20, 30)),
        mark("move", "E3", None, (30, 40), (30, 36)),
        mark("charge", "E6", None, (30, 44), (36, 44)),
    ]
    view = {
        "ruleset": "aofq", "size": size, "scale": s,
        "grid": {"cell": size / 24, "columns": "ABCDEFGHIJKLMNOPQRSTUVWX", "rows": 24},
        "round": 3, "rounds": 8, "phase": "heroes", "active": "brannoc",
        "order": ["brannoc", "sefa", "ilse", "oro"], "acted": ["sefa"],
        "mission": {"name": "The Ember Crown", "name_fr": "La Couronne de braise", "objective": "retrieve",
                    "difficulty": "normal",
                    "goal": "Find the Sun Crown and carry it off the table by the road before round 8 ends.",
                    "goal_fr": "Trouvez la Couronne solaire et sortez-la de la table par la route avant la fin "
                               "du tour 8."},
        "terrain": busy_terrain(size),
        "zones": [{"kind": "deploy", "rect": [0, 0, 48 * s, 6 * s]},
                  {"kind": "exit", "rect": [42 * s, 0, 48 * s, 4 * s]}],
        "heroes": heroes, "units": units, "markers": markers,
        "ranges": {"hero": "brannoc", **at(10, 4.5), "advance": 6.0 * s, "rush": 12.0 * s, "charge": 12.0 * s,
                   "shoot": 24.0 * s},
        "marks": marks, "result": None, "result_reason": None, "prompt": None,
    }
    view.update(changes)
    return view


def recorded_texts(monkeypatch) -> list[str]:
    """Every text the board writes from now on, in order (the drawing goes on as before)."""
    written: list[str] = []
    real = aofq_board.put_text

    def recording(img, xy, text, *args, **kwargs):
        written.append(text)
        return real(img, xy, text, *args, **kwargs)

    monkeypatch.setattr(aofq_board, "put_text", recording)
    return written


def recorded_badges(monkeypatch) -> list[str]:
    """The kind of every status badge the board draws from now on (tags and legend), in order."""
    drawn: list[str] = []
    real = aofq_board.draw_badge
    monkeypatch.setattr(aofq_board, "draw_badge",
                        lambda img, draw, kind, *a, **k: (drawn.append(kind), real(img, draw, kind, *a, **k))[1])
    return drawn


def render(view, lang="en"):
    return render_board(view, lang, make_tr(lang))


def pixel(img, view, lang, x, y):
    return img.getpixel(table_point(view, lang, make_tr(lang), x, y))


def close(a, b, tol=12):
    return all(abs(p - q) <= tol for p, q in zip(a, b, strict=False))


# --- the tests ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [48.0, 24.0])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_languages_and_tables_render_a_sane_small_picture(size, lang):
    view = busy_view(size)
    img = render(view, lang)
    assert 900 <= img.width <= 1300 and 750 <= img.height <= 1200
    png = encode_png(img)
    assert len(png) <= 250_000
    PICS.mkdir(parents=True, exist_ok=True)
    (PICS / f"busy-{lang}-{int(size)}.png").write_bytes(png)


def test_a_picture_is_quick_once_the_layout_is_cached():
    view, tr = busy_view(), make_tr("en")
    render_board(view, "en", tr)
    started = time.perf_counter()
    for _ in range(5):
        render_board(view, "en", tr)
    assert (time.perf_counter() - started) / 5 < 0.15  # aim is < 60 ms; slack for a busy test machine


def test_the_static_layer_is_cached_per_terrain_layout():
    aofq_board._static_layer.cache_clear()
    render(busy_view())
    render(busy_view(round=4, active="sefa"))
    assert aofq_board._static_layer.cache_info().hits == 1
    render(busy_view(terrain=busy_terrain(48.0)[:-1]))
    assert aofq_board._static_layer.cache_info().misses == 2


@pytest.mark.parametrize("size", [48.0, 24.0])
def test_each_hero_and_enemy_shows_in_its_hue_where_the_view_puts_it(size):
    view = busy_view(size)
    img = render(view)
    for i, hero_id in enumerate(view["order"]):
        hero = view["heroes"][hero_id]
        if hero["unconscious"]:
            continue
        assert close(pixel(img, view, "en", hero["x"], hero["y"]), t.HERO_FILLS[i]), hero_id
    for unit in view["units"]:
        model = unit["models"][-1]
        assert close(pixel(img, view, "en", model["x"], model["y"]), aofq_board.ENEMY), unit["label"]


def test_heroes_never_share_the_enemy_hue():
    assert all(not close(hue, aofq_board.ENEMY, 40) for hue in t.HERO_FILLS)


def test_an_unconscious_hero_is_grey_and_an_escaped_hero_is_not_on_the_table():
    view = busy_view()
    ilse = view["heroes"]["ilse"]
    img = render(view)
    x, y = table_point(view, "en", make_tr("en"), ilse["x"], ilse["y"])
    around = [img.getpixel((x + dx, y + dy)) for dx, dy in ((0, -4), (0, 4), (-4, 0), (4, 0))]
    assert any(close(p, aofq_board.UNCONSCIOUS) for p in around)
    view["heroes"]["oro"]["escaped"] = True
    oro = view["heroes"]["oro"]
    assert not close(pixel(render(view), view, "en", oro["x"], oro["y"]), t.HERO_FILLS[3])


def enemy_pixels_outside_models(img, view):
    """Pixels of the enemy hue on the table away from every model the view lists."""
    tr = make_tr("en")
    x0, y0 = table_point(view, "en", tr, 0, view["size"])
    x1, y1 = table_point(view, "en", tr, view["size"], 0)
    models = [(table_point(view, "en", tr, m["x"], m["y"]), m["base"] * (x1 - x0) / view["size"] / 2 + 2)
              for u in view["units"] for m in u["models"]]
    found = 0
    for y in range(y0, y1, 2):
        for x in range(x0, x1, 2):
            if img.getpixel((x, y)) == aofq_board.ENEMY and not any(math.dist((x, y), c) <= r for c, r in models):
                found += 1
    return found


def test_an_unrevealed_search_token_shows_and_no_unit_appears_that_the_view_lacks():
    view = busy_view(units=[busy_view()["units"][0]], marks=[], ranges=None)
    img = render(view)
    token = next(m for m in view["markers"] if m["kind"] == "search" and not m["done"])
    x, y = table_point(view, "en", make_tr("en"), token["x"], token["y"])
    ring = [img.getpixel((x + 8, y)), img.getpixel((x - 8, y)), img.getpixel((x, y + 8))]
    assert sum(close(p, t.hex_color("#b0793a"), 20) for p in ring) >= 2  # the bronze coin
    assert enemy_pixels_outside_models(img, view) == 0
    # the same view with the token taken: no coin there
    for m in view["markers"]:
        if m["id"] == token["id"]:
            m["done"] = True
    after = render(view)
    assert sum(close(after.getpixel(p), t.hex_color("#b0793a"), 20) for p in ((x + 8, y), (x - 8, y), (x, y + 8))) == 0


def test_rings_appear_only_when_ranges_are_set():
    view = busy_view(marks=[])
    with_rings = render(view)
    without = render(busy_view(marks=[], ranges=None))
    tr = make_tr("en")
    hero = view["heroes"]["brannoc"]
    cx, cy = table_point(view, "en", tr, hero["x"], hero["y"])
    ppi = 720 / view["size"]
    changed = total = 0
    for kind in ("advance", "rush"):
        r = (view["ranges"][kind] + hero["base"] / 2) * ppi
        for deg in range(200, 340, 10):  # the upper half of the circle, on the table
            a = math.radians(deg)
            p = (round(cx + r * math.cos(a)), round(cy + r * math.sin(a)))
            total += 1
            changed += with_rings.getpixel(p) != without.getpixel(p)
    assert changed >= total * 0.5
    x1, y1 = table_point(view, "en", tr, view["size"], 0)
    assert with_rings.crop((0, 0, x1, y1)).tobytes() != without.crop((0, 0, x1, y1)).tobytes()
    over = busy_view(marks=[], result="won", active=None)  # a stale reach once the game is over: no rings
    assert render(over).crop((0, 120, x1, y1)).tobytes() == render(busy_view(marks=[], result="won", active=None,
                                                                             ranges=None)).crop((0, 120, x1, y1)).tobytes()


def banner_pixels(img, color):
    header = img.crop((0, 0, 760, 140))
    r, g, b = ImageChops.difference(header, Image.new("RGB", header.size, color)).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_result_is_shown_prominently(lang):
    playing = render(busy_view(), lang)
    won = render(busy_view(result="won", result_reason="The crown left the table.", active=None), lang)
    lost = render(busy_view(result="lost", result_reason="Every hero is down.", active=None), lang)
    assert banner_pixels(playing, aofq_board.RESULT_WON) == banner_pixels(playing, aofq_board.RESULT_LOST) == 0
    assert banner_pixels(won, aofq_board.RESULT_WON) > 10_000
    assert banner_pixels(lost, aofq_board.RESULT_LOST) > 10_000
    PICS.mkdir(parents=True, exist_ok=True)
    (PICS / f"lost-{lang}-48.png").write_bytes(encode_png(lost))


def test_both_languages_have_the_same_messages_with_the_same_variables():
    en, fr = ftl_messages("en"), ftl_messages("fr")
    assert set(en) == set(fr)
    assert {k: v for k, v in en.items()} == {k: fr[k] for k in en}


def test_french_keeps_no_english_words():
    en, fr = make_tr("en"), make_tr("fr")
    same = [k for k in ftl_messages("en") if k.startswith("pic-") and k not in ("pic-height", "pic-round")
            and en(k, **dict.fromkeys(ftl_messages("en")[k], 2)) == fr(k, **dict.fromkeys(ftl_messages("en")[k], 2))]
    assert same == []


def test_every_message_the_picture_names_exists():
    used = set(re.findall(r'"(pic-[a-z0-9-]+)"', BOARD_SOURCE.read_text(encoding="utf-8")))
    assert len(used) > 30
    for lang in ("en", "fr"):
        assert sorted(used - set(ftl_messages(lang))) == [], lang
    assert sorted({k for k in ftl_messages("en") if k.startswith("pic-")} - used) == [], "pictures' messages no code uses"


def test_a_quiet_view_renders():
    view = busy_view(marks=[], ranges=None, units=[], markers=[], terrain=[], zones=[], active=None)
    img = render(view, "fr")
    assert img.width > 900


def test_labels_around_one_crowded_spot_do_not_overlap():
    placer = aofq_board.Placer((0, 0, 720, 720))
    placer.block((300, 300, 330, 330))
    boxes = [placer.place((300, 300, 330, 330), 40, 15) for _ in range(8)]
    assert all(aofq_board._overlap(a, b) == 0 for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert all(aofq_board._overlap(box, (300, 300, 330, 330)) == 0 for box in boxes)


def test_an_objective_under_a_figure_keeps_its_label_beside_it(monkeypatch):
    # Brannoc standing on O1 hid the token and its "O1": the label goes beside the base, in the token's gold
    written = recorded_texts(monkeypatch)
    view = busy_view()
    o1 = next(m for m in view["markers"] if m["label"] == "O1")
    render(view)
    assert written.count("O1") == 1  # on the token itself
    written.clear()
    view["heroes"]["brannoc"].update(x=o1["x"], y=o1["y"])
    render(view)
    assert written.count("O1") == 2  # the token's own text under the base, and the tag beside it


def test_a_token_turned_over_from_afar_shows_an_exclamation_mark_and_its_key(monkeypatch):
    """A search token revealed from afar (Discover beyond 1") still lies on the table with its find: the
    coin shows "!" instead of "?", and the key says what that means, in both languages."""
    view = busy_view(marks=[])
    token = next(m for m in view["markers"] if m["kind"] == "search" and not m["done"])
    token["revealed"], token["name"], token["name_fr"] = True, "Bitter Tonic", "Tonique amer"
    for lang, key in (("en", "Token turned over: its find lies there"), ("fr", "Jeton retourné : sa trouvaille est là")):
        written = recorded_texts(monkeypatch)
        render(view, lang)
        assert "!" in written and key in written, written
        assert any("Bitter Tonic" in w or "Tonique amer" in w for w in written)
        monkeypatch.undo()



@pytest.mark.parametrize(("lang", "key", "told"), [
    ("en", "Under a skill or spell (/status)", "5 models left · Hexed · Pinned"),
    ("fr", "Effet de compétence ou de sort (/status)", "5 figurines restantes · Maudits · Cloués"),
])
def test_a_unit_held_by_a_skill_or_spell_shows_a_badge_and_its_key(monkeypatch, lang, key, told):
    """A playtest: Pinning Shot and Hex Mark left nothing on the picture, so the table did not say which unit
    could not charge. A unit with lasting effects wears a badge on its tag, and the legend says what it means."""
    drawn = recorded_badges(monkeypatch)
    written = recorded_texts(monkeypatch)
    view = busy_view(marks=[])
    render(view, lang)
    assert "effect" not in drawn and key not in written  # nobody holds a unit yet
    drawn.clear()
    written.clear()
    view["units"][0].update(effects={"hexed": 2, "pinned": 2}, gender_fr="mp")
    render(view, lang)
    assert drawn.count("effect") == 2, drawn  # on E1's tag, and in the legend
    assert key in written, written
    assert told in written, written  # the enemies' list names each hold


@pytest.mark.parametrize(("lang", "told"), [("en", "Crippled · On guard"), ("fr", "Estropié · En garde")])
def test_a_hero_under_their_own_skill_shows_the_badge_and_says_it(monkeypatch, lang, told):
    drawn = recorded_badges(monkeypatch)
    written = recorded_texts(monkeypatch)
    view = busy_view(marks=[])
    view["heroes"]["brannoc"]["effects"] = {"guard": 99}
    render(view, lang)
    assert drawn.count("effect") == 2, drawn  # on Brannoc's tag, and in the legend
    assert told in written, written
