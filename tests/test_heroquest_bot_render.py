"""HeroQuest board pictures: fog outside what the heroes have seen, rubble, pits, traps, monster body
pips, every hero in the legend, Zargon's arrows, and a size fit for Discord."""
from __future__ import annotations

import copy
import io
from typing import Any

from PIL import Image

from bot import games
from engine import registry
from engine.core.errors import RuleError
from engine.rulesets.heroquest.actions import Choose, EndTurn
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat
from rendering import heroquest, theme
from rendering.encode import encode_png
from rendering.grid import DISC_RADIUS, PIP, square_box, square_center

HQ = games.get("heroquest")


def render_board(view: dict[str, Any], lang: str = "en") -> Image.Image:
    return heroquest.render_board(view, lang, HQ.translator(lang))

RS = registry.get("heroquest")


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 10) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def mid_game(quest: str = "cold_crypt", seed: str = "s2", steps: int = 60) -> Any:
    state = RS.new_game(quest, ["barbarian", "dwarf", "elf", "wizard"], seed)
    for _ in range(steps):
        g = Game(state, RS.content)
        seat = next_seat(g)
        try:
            state = RS.apply(state, seat, choose_action(g, seat)).state
        except RuleError:
            state = RS.apply(state, seat, Choose(option=state.pending.prompt.default) if state.pending
                             else EndTurn()).state
    return state


def test_a_mid_game_board_is_small_and_fogs_what_nobody_saw():
    view = RS.view(mid_game(), None)
    png = encode_png(render_board(view, "en"))
    assert png.startswith(b"\x89PNG") and len(png) <= 150 * 1024
    image = Image.open(io.BytesIO(png)).convert("RGB")
    seen = set(view["board"]["visible_squares"])
    unseen = next(f"{c}{r}" for r in range(1, 20) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                  if f"{c}{r}" not in seen and f"{c}{r}" in {s for sq in view["board"]["areas"].values() for s in sq})
    floor_square = next(s for s in seen if all(s not in f["squares"] for f in view["figures"]))
    dark = sum(image.getpixel(square_center(view, unseen)))
    light = sum(image.getpixel(square_center(view, floor_square)))
    assert dark < 200 < light


def test_rubble_pits_and_traps_are_drawn_where_known():
    view = copy.deepcopy(RS.view(mid_game("proving_halls", "7", 10), None))
    board = view["board"]
    board["features"].append({"kind": "blocked", "squares": ["M10"], "name": "Blocked", "name_fr": "Obstrué",
                              "room": "corridor", "fallen": True})
    board["traps"] = [
        {"id": "a", "label": "P", "square": "K10", "kind": "pit", "name": "Open pit", "status": "sprung"},
        {"id": "b", "label": "L", "square": "L10", "kind": "spear", "name": "Spear trap", "status": "known",
         "color": "#b03a2e"},
    ]
    image = render_board(view, "en")
    hole = image.getpixel(square_center(view, "K10"))
    assert sum(hole) < 60  # an open pit is a black hole
    spear = image.getpixel(square_center(view, "L10"))
    assert spear != image.getpixel(square_center(view, "J10"))
    x0, y0, x1, y1 = square_box(view, "M10")
    rubble = [image.getpixel((x, y)) for x in range(x0 + 2, x1 - 2, 3) for y in range(y0 + 2, y1 - 2, 3)]
    assert any(near(p, theme.RUBBLE_STONE) for p in rubble) and any(near(p, theme.RUBBLE_FILL) for p in rubble)
    # the same spear trap carries an S in English and an L in French: the pictures differ there
    fr = render_board(view, "fr")
    box = (x0 - 34, y0, x1 - 34, y1)
    assert image.crop(box).tobytes() != fr.crop(box).tobytes()


def test_monsters_show_one_pip_per_body_point_lost_ones_hollow():
    view = copy.deepcopy(RS.view(mid_game("proving_halls", "7", 10), None))
    view["figures"].append({"id": "K1", "label": "K1", "kind": "monster", "name": "Dread warrior", "squares": ["K10"],
                            "health": 3, "damage": 2, "body": 1, "color": "#333333"})
    image = render_board(view, "en")
    cx, cy = square_center(view, "K10")
    top = cy - 2 + DISC_RADIUS - 3
    width = (PIP + 1) * 3 - 1
    centres = [cx - width / 2 + i * (PIP + 1) + PIP / 2 for i in range(3)]
    colours = [image.getpixel((round(x), round(top + PIP / 2))) for x in centres]
    assert near(colours[0], theme.BODY_PIP, 40)
    assert near(colours[1], theme.PIP_EMPTY, 40) and near(colours[2], theme.PIP_EMPTY, 40)


def test_zargons_moves_and_attacks_are_arrows():
    state = mid_game("cold_crypt", "s2", 60)
    view = RS.view(state, None)
    if not view["marks"]:
        view = copy.deepcopy(view)
        view["marks"] = [{"kind": "move", "figure": "x", "path": ["M10", "M11", "M12"]}]
    plain = copy.deepcopy(view)
    plain["marks"] = []
    assert render_board(view, "en").tobytes() != render_board(plain, "en").tobytes()


def legend_keys(view: dict[str, Any]) -> set[str]:
    """The message keys the picture asked for (its legend's symbols among them)."""
    real, asked = HQ.translator("en"), set()

    def tr(key: str, **params: Any) -> str:
        asked.add(key)
        return real(key, **params)

    heroquest.render_board(view, "en", tr)
    return asked


def test_an_attack_on_a_hero_who_left_by_the_stairway_is_not_drawn_as_a_fall():
    # Zargon hits the Barbarian, who then climbs the stairway: the arrow stays, with no "fell" mark
    from engine.rulesets.heroquest.state import Mark

    state = mid_game("proving_halls", "7", 10)
    hero = state.heroes["barbarian"]
    # (the attacker is G1, on the board at E10: the marks of figures no longer there are not drawn)
    state.marks = [Mark(kind="attack", figure="G1", path=["E10", "E11"], target="barbarian")]
    hero.pos, hero.escaped = None, True
    view = RS.view(state, None)
    assert view["marks"][0]["fallen"] is False and "pic-key-fallen" not in legend_keys(view)
    hero.escaped, hero.dead = False, True  # the same blow, had it killed him: the mark and its key
    view = RS.view(state, None)
    assert view["marks"][0]["fallen"] is True and "pic-key-fallen" in legend_keys(view)


def test_every_hero_keeps_a_legend_row_and_rendering_never_changes_the_view():
    view = RS.view(mid_game("proving_halls", "7", 10), None)
    gone = copy.deepcopy(view)
    gone["heroes"]["wizard"]["dead"] = True
    gone["figures"] = [f for f in gone["figures"] if f["id"] != "wizard"]
    frozen = copy.deepcopy(gone)
    render_board(gone, "fr")
    assert gone == frozen
    from rendering.heroquest.board import HeroQuestBoard

    heroes = HeroQuestBoard(gone, "fr", HQ.translator("fr")).party()
    assert [f["id"] for f in heroes] == view["order"]
    assert next(f for f in heroes if f["id"] == "wizard")["gone"] == "dead"
