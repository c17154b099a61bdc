"""Altered's pictures, drawn from the views of real games (random legal play): the channel's table at the
start, mid-game and at the end renders in both languages, small as a PNG and quick to draw; no hidden
card (a hand, a mana orb, the deck, a face-down Tumult card) is ever written on it; French pictures hold
no English word; a hand picture names each card; the pictures' messages agree in both languages."""
from __future__ import annotations

import re
import statistics
import time
import types
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fl
from fluent.syntax import parse
from PIL import Image

from engine.core.rng import randbelow, seed_state
from engine.rulesets.altered import RULESET
from engine.rulesets.altered.game import Game
from engine.rulesets.altered.state import GameState
from rendering import fonts, theme
from rendering.altered import board, glyphs, hand, render_board, render_hand
from rendering.encode import encode_png

ROOT = Path(__file__).resolve().parents[1]
WORDS = {"en": ROOT / "bot" / "games" / "altered" / "locales" / "en.ftl",
         "fr": ROOT / "bot" / "games" / "altered" / "locales" / "fr.ftl"}
SEATS = ["ember_starter", "tide_starter"]
PICS = Path("/tmp/altered-pics")


# --- words --------------------------------------------------------------------------------------


def make_tr(lang: str):
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(WORDS[lang].read_text(encoding="utf-8")))

    def tr(key: str, **params: Any) -> str:
        if not bundle.has_message(key):
            raise KeyError(f"no message {key} in {lang}")
        text, errors = bundle.format_pattern(bundle.get_message(key).value, params)
        if errors:
            raise ValueError(f"{key} ({lang}): {errors}")
        return text

    return tr


def ftl_messages(lang: str) -> dict[str, tuple[set[str], str]]:
    source = WORDS[lang].read_text(encoding="utf-8")
    out = {}
    for entry in parse(source).body:
        assert not isinstance(entry, fl.Junk), entry.annotations
        if isinstance(entry, fl.Message) and entry.id.name.startswith("pic-"):
            text = source[entry.span.start:entry.span.end].split("=", 1)[1]
            out[entry.id.name] = (set(re.findall(r"\$([a-z_]+)", text)), re.sub(r"\{[^}]*\}", " ", text))
    return out


def test_the_picture_messages_exist_in_both_languages_with_the_same_variables():
    en, fr = ftl_messages("en"), ftl_messages("fr")
    assert set(en) == set(fr)
    assert {k: v[0] for k, v in en.items()} == {k: v[0] for k, v in fr.items()}
    assert all(key.startswith("pic-") for key in en)


# --- games ----------------------------------------------------------------------------------------


def play(seed: str, stops: set[int]) -> dict[str, GameState]:
    """One game by random legal play; the states after each number of actions in `stops`, and the end."""
    state = RULESET.new_game("standard", SEATS, seed)
    walk = types.SimpleNamespace(rng=seed_state("walk-" + seed))
    out: dict[str, GameState] = {}
    steps = 0
    while state.result is None:
        if steps in stops:
            out[str(steps)] = RULESET.clone(state)
        choices = [(seat, a) for seat in SEATS for a in RULESET.legal_actions(state, seat)]
        seat, action = choices[randbelow(walk, len(choices))]
        Game(state, RULESET.content).handle(seat, action)
        steps += 1
    out["end"] = state
    return out


@pytest.fixture(scope="module")
def moments() -> list[tuple[str, GameState]]:
    out = []
    for seed in ("pics-1", "pics-2"):
        for name, state in play(seed, {0, 4, 12, 30, 60, 100}).items():
            out.append((f"{seed}-{name}", state))
    return out


class Recorder:
    """Every text any Altered picture hands to the drawing helper."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[str] = []

        def put(canvas, xy, text, *args, **kwargs):
            self.texts.append(text)
            return fonts.put_text(canvas, xy, text, *args, **kwargs)

        for module in (board, hand, glyphs):
            monkeypatch.setattr(module, "put_text", put)
        board.clear_caches()
        glyphs.marker_disc.cache_clear()

    @property
    def all(self) -> str:
        return "\n".join(self.texts)


def public_names(view: Any) -> set[str]:
    """Every name the view itself holds (what a picture may write)."""
    out: set[str] = set()
    if isinstance(view, dict):
        for key, value in view.items():
            if key in ("name", "name_fr") and isinstance(value, str):
                out.add(value)
            else:
                out |= public_names(value)
    elif isinstance(view, list):
        for value in view:
            out |= public_names(value)
    return out


def hidden_names(state: GameState, seat: str | None) -> set[str]:
    """The names of what `seat` (None: the channel) may not know: other hands, mana orbs, decks, and the
    regions of face-down Tumult cards."""
    cards = RULESET.content.cards
    out: set[str] = set()
    for owner, p in state.players.items():
        hidden = list(p.deck) + ([] if owner == seat else list(p.hand) + list(p.mana))
        for c in hidden:
            out |= {cards[c.card].name, cards[c.card].name_fr}
    for r in state.regions:
        if not r.revealed:
            out |= {r.name, r.name_fr}
    return out


# --- the table ------------------------------------------------------------------------------------


def test_the_channel_table_renders_small_at_every_moment_in_both_languages(moments):
    PICS.mkdir(exist_ok=True)
    phases = set()
    for name, state in moments:
        view = RULESET.view(state, None)
        phases.add(view["phase"])
        for lang in ("en", "fr"):
            img = render_board(view, lang, make_tr(lang))
            assert isinstance(img, Image.Image) and img.mode == "RGB"
            assert img.width == board.WIDTH and 600 <= img.height <= 1200
            png = encode_png(img)
            assert len(png) < 250_000, (name, lang, len(png))
            (PICS / f"test-{name}-{lang}.png").write_bytes(png)
    assert {"setup", "afternoon", "over"} <= phases


def test_no_hidden_card_is_written_on_the_channel_table_or_a_seat_table(moments, monkeypatch):
    checked = 0
    for _name, state in moments:
        for seat in (None, *SEATS):
            view = RULESET.view(state, seat)
            secret = hidden_names(state, seat) - public_names(view)
            for lang in ("en", "fr"):
                rec = Recorder(monkeypatch)
                render_board(view, lang, make_tr(lang))
                leaked = sorted(n for n in secret if n in rec.all)
                assert leaked == [], (seat, lang, leaked)
                checked += len(secret)
    assert checked > 100  # there were secrets to keep


def test_a_face_down_tumult_card_is_drawn_as_a_back_and_turned_ones_by_name(moments, monkeypatch):
    start = RULESET.view(moments[0][1], None)
    assert not any(r["revealed"] for r in start["adventure"][1:7])
    rec = Recorder(monkeypatch)
    img = render_board(start, "en", make_tr("en"))
    assert img.getcolors(1 << 20) is not None
    colours = {c for _, c in img.getcolors(1 << 20)}
    assert glyphs.BACK_EDGE in colours
    assert {start["adventure"][0]["name"], start["adventure"][7]["name"]} <= set(rec.texts)
    end = RULESET.view(moments[-1][1], None)
    rec = Recorder(monkeypatch)
    render_board(end, "en", make_tr("en"))
    for region in end["adventure"]:
        if region["revealed"]:
            assert region["name"] in rec.all


def english_only_words() -> set[str]:
    """Words of the English pictures (messages and content names) that no French text uses."""
    def words(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']+", text) if len(w) >= 3}
    en = set().union(*(words(v[1]) for v in ftl_messages("en").values()))
    fr = set().union(*(words(v[1]) for v in ftl_messages("fr").values()))
    c = RULESET.content
    items = list(c.cards.values()) + list(c.decks.values()) + list(c.quests.values())
    items += [r for q in c.quests.values() for r in (q.hero_region, q.companion_region, q.arena)]
    items += [r for tu in c.tumults.values() for r in tu.regions]
    for item in items:
        en |= words(item.name) | words(getattr(item, "text", "") or "")
        fr |= words(item.name_fr) | words(getattr(item, "text_fr", "") or "")
    return en - fr


def test_the_french_table_and_hand_hold_no_english_word(moments, monkeypatch):
    english = english_only_words()
    assert {"hand", "reserve", "landmarks", "forest", "water", "day"} <= english
    for seat in (None, *SEATS):
        for _name, state in moments:
            rec = Recorder(monkeypatch)
            view = RULESET.view(state, seat)
            render_board(view, "fr", make_tr("fr"))
            if seat is not None:
                render_hand(with_text(view["players"][seat]["hand"]), "fr", make_tr("fr"))
            found = {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']+", rec.all)} & english
            assert found == set(), (seat, found)


def test_the_arena_is_drawn_when_a_tie_is_settled_there(moments, monkeypatch):
    view = RULESET.view(moments[3][1], None)
    view["arena"] = True
    for p in view["players"].values():
        p["positions"] = {}
    rec = Recorder(monkeypatch)
    img = render_board(view, "fr", make_tr("fr"))
    assert "Arène" in rec.texts and view["arena_region"]["name_fr"] in rec.texts
    assert encode_png(img)


def test_the_table_is_quick_to_draw(moments):
    view = RULESET.view(moments[4][1], None)
    tr = make_tr("en")
    render_board(view, "en", tr)
    times = []
    for _ in range(50):
        t0 = time.perf_counter()
        render_board(view, "en", tr)
        times.append(time.perf_counter() - t0)
    assert statistics.median(times) < 0.030


# --- the hand -------------------------------------------------------------------------------------


def with_text(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards as the view should give them (costs and texts), read here from the content."""
    defs = RULESET.content.cards
    return [{**c, "hand_cost": defs[c["card"]].hand_cost, "reserve_cost": defs[c["card"]].reserve_cost,
             "text": defs[c["card"]].text, "text_fr": defs[c["card"]].text_fr} for c in cards]


def test_a_hand_picture_names_each_card_with_its_costs_and_text(moments, monkeypatch):
    state = moments[2][1]
    for seat in SEATS:
        cards = RULESET.view(state, seat)["players"][seat]["hand"]
        assert cards
        for lang, key in (("en", "name"), ("fr", "name_fr")):
            for given in (cards, with_text(cards)):
                rec = Recorder(monkeypatch)
                img = render_hand(given, lang, make_tr(lang))
                assert len(encode_png(img)) < 250_000
                joined = " ".join(rec.texts)
                for card in given:
                    assert card[key] in joined, card[key]
            texts = [c[f"text{'_fr' if lang == 'fr' else ''}"] for c in with_text(cards) if c["text"]]
            for text in texts:
                assert text.split()[0] in joined
            assert str(with_text(cards)[0]["hand_cost"]) in rec.texts
    PICS.mkdir(exist_ok=True)
    (PICS / "test-hand-fr.png").write_bytes(encode_png(render_hand(with_text(cards), "fr", make_tr("fr"))))


def test_an_empty_hand_says_so():
    img = render_hand([], "fr", make_tr("fr"))
    assert img.size[0] > 0 and img.size[1] == 60


def test_a_statistic_the_expeditions_region_does_not_count_is_dim_on_each_card_as_in_the_total(moments, monkeypatch):
    """A playtest: in a water region the expedition's total showed forest and mountain dim (not counted at
    Dusk) while its character's own forest and mountain stayed bright. They are dim on each card too."""
    view = RULESET.view(moments[4][1], None)
    view["arena"] = False
    water = next(i for i, r in enumerate(view["adventure"]) if r.get("terrain") == ["water"])
    for p in view["players"].values():
        p["positions"] = {"hero": water, "companion": None}
        p["expeditions"] = {"hero": [{"card": "x_hound", "name": "Test Hound", "name_fr": "Chien d'essai",
                                      "kind": "character", "forest": 7, "mountain": 8, "water": 9}],
                            "companion": []}
        p["reserve"] = []
    drawn: list[tuple[str, Any, bool]] = []

    def put(canvas, xy, text, size, ink, *args, bold=False, **kwargs):
        drawn.append((text, ink, bold))
        return fonts.put_text(canvas, xy, text, size, ink, *args, bold=bold, **kwargs)

    monkeypatch.setattr(board, "put_text", put)
    board.clear_caches()
    render_board(view, "en", make_tr("en"))
    shown = {(text, ink, bold) for text, ink, bold in drawn if text in ("7", "8", "9")}
    assert shown == {("9", theme.TEXT, True), ("7", theme.TEXT_DIM, False), ("8", theme.TEXT_DIM, False)}, shown
    # asleep, it counts for nothing at Dusk: even its water is dim, as the total (0) says
    drawn.clear()
    for p in view["players"].values():
        p["expeditions"]["hero"][0]["asleep"] = True
    render_board(view, "en", make_tr("en"))
    shown = {(text, ink, bold) for text, ink, bold in drawn if text in ("7", "8", "9")}
    assert shown == {("9", theme.TEXT_DIM, False), ("7", theme.TEXT_DIM, False), ("8", theme.TEXT_DIM, False)}, shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_arena_totals_stay_left_of_the_first_player_and_to_play_tags(moments, monkeypatch, lang):
    """A playtest: in the Arena the first player's token sat on that side's water total."""
    view = RULESET.view(moments[4][1], None)
    seat = view["order"][0]
    view.update(arena=True, first=seat, active=seat, phase="afternoon", result=None)
    ends: dict[float, float] = {}  # a panel head's height -> where its Arena totals end
    tokens: dict[float, float] = {}  # a panel head's height -> where its first player token is
    real_totals, real_token = board.TablePicture._totals, board._first_token

    def totals(self, img, sums, counted, x, y, label):
        if label == make_tr(lang)("pic-arena-total"):
            ends[y - 18] = x + fonts.font(12).getlength(label) + 10 + 48 * len(sums)
        return real_totals(self, img, sums, counted, x, y, label)

    def token(img, cx, cy):
        tokens[cy - 17] = cx
        return real_token(img, cx, cy)

    monkeypatch.setattr(board.TablePicture, "_totals", totals)
    monkeypatch.setattr(board, "_first_token", token)
    board.clear_caches()
    render_board(view, lang, make_tr(lang))
    heads = [top for top in tokens if top in ends]
    assert heads and len(ends) == 2, (tokens, ends)
    for top in heads:  # the token's 9 px radius, and a gap
        assert ends[top] <= tokens[top] - 12, (ends, tokens)
