"""Altered content: the shipped data loads, and broken content or decks are named, each problem in words."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.core.content_io import ContentError
from engine.core.errors import RuleError
from engine.rulesets.altered.content import STEP_OPS, content, deck_problems, load_content, validate_deck

DATA = Path(__file__).resolve().parents[1] / "data" / "altered"


def test_the_shipped_content_loads_with_two_factions_and_a_legal_deck_each():
    c = content()
    assert set(c.factions) == {"ember", "tide"}
    assert len(c.decks) == 2
    for deck in c.decks.values():
        assert deck_problems(c, deck.hero, deck.cards) == []
        assert c.cards[deck.hero].kind == "hero"


def test_the_adventure_has_end_regions_an_arena_and_tumult_cards_of_two_regions():
    q = content().quests["standard"]
    assert set(q.arena.terrain) == {"forest", "mountain", "water"}
    assert len(q.tumults) >= 3
    for tid in q.tumults:
        assert len(content().tumults[tid].regions) == 2


def test_every_step_kind_is_used_by_some_shipped_card():
    used = {step.op for card in content().cards.values() for a in card.abilities for step in a.steps}
    assert used == set(STEP_OPS)


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "altered"
    shutil.copytree(DATA, target)
    return target


def test_a_step_kind_outside_the_closed_list_is_refused(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "cards" / "ember.toml"
    path.write_text(path.read_text().replace('op = "ready_orbs"', 'op = "win_the_game"'))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert "win_the_game" in str(err.value) or "op" in str(err.value)


def test_a_target_that_makes_no_sense_where_it_stands_is_named(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "cards" / "tide.toml"
    # a landmark's Night ability cannot ask its owner to choose, and `self` is no character there
    path.write_text(path.read_text().replace('[{ op = "draw", n = 1 }] }]\n\n[cards.tide_pool]',
                                             '[{ op = "boost", target = "self" }] }]\n\n[cards.tide_pool]'))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert "harbor_light" in str(err.value) and "self" in str(err.value)


def test_an_unknown_token_is_named(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "cards" / "ember.toml"
    path.write_text(path.read_text().replace('token = "ember_sprite"', 'token = "ember_ghost"'))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert "ember_ghost" in str(err.value)


# --- deck building (rulebook, "Construction de deck") ----------------------------------------------


def _keys(hero: str, cards: dict[str, int]) -> list[str]:
    return [p.key for p in deck_problems(content(), hero, cards)]


def test_deck_building_exactly_one_hero():
    cards = dict(content().decks["ember_starter"].cards)
    assert _keys("kiln_apprentice", cards) == ["deck_no_hero"]
    assert "deck_two_heroes" in _keys("varna", {**cards, "maelis": 1})


def test_deck_building_at_least_39_other_cards():
    cards = dict(content().decks["ember_starter"].cards)
    cards["kiln_apprentice"] = 2  # 40 -> 39: still legal
    assert _keys("varna", cards) == []
    cards["ash_runner"] = 2  # 38
    assert _keys("varna", cards) == ["deck_too_few"]


def test_deck_building_cards_of_the_heros_faction_only():
    cards = {**content().decks["ember_starter"].cards, "reef_scout": 1}
    assert _keys("varna", cards) == ["deck_wrong_faction"]


def test_deck_building_at_most_three_copies_of_a_name():
    cards = {**content().decks["ember_starter"].cards, "kiln_apprentice": 4}
    assert _keys("varna", cards) == ["deck_too_many_copies"]


def test_deck_building_at_most_15_rares_and_3_uniques():
    cards = {**content().decks["ember_starter"].cards, "ash_storm": 4}
    assert set(_keys("varna", cards)) == {"deck_too_many_uniques", "deck_too_many_copies"}
    many_rares = {"dozing_giant": 3, "trailblazer": 3, "watchfire": 3, "kiln_apprentice": 3, "ash_runner": 3,
                  "cinder_hound": 3, "ridge_warden": 3, "spark_tender": 3, "forge_blast": 3, "kindle": 3,
                  "scatter_ashes": 3, "war_banner": 3, "mana_kiln": 3}
    assert _keys("varna", many_rares) == []  # 9 rares
    # our test faction has three rare names (9 copies): a copy of the content with three more rare ones
    c = content().model_copy(deep=True)
    for cid in ("kiln_apprentice", "ash_runner", "cinder_hound"):
        c.cards[cid] = c.cards[cid].model_copy(update={"rarity": "rare"})
    assert [p.key for p in deck_problems(c, "varna", many_rares)] == ["deck_too_many_rares"]  # 18 rares


def test_every_broken_rule_is_named_in_the_error():
    with pytest.raises(RuleError) as err:
        validate_deck(content(), "kiln_apprentice", {"reef_scout": 4, "ash_storm": 4})
    text = str(err.value)
    for words in ("not a hero card", "belongs to tide", "at least 39", "copies of Reef Scout", "unique cards"):
        assert words in text
    assert err.value.key == "deck_invalid"
