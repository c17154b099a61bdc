"""Altered content: the shipped data loads, and broken content or decks are named, each problem in words."""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import get_args

import pytest

from engine.core.content_io import ContentError
from engine.core.errors import RuleError
from engine.rulesets.altered.content import (
    STEP_OPS,
    Trigger,
    content,
    deck_problems,
    load_content,
    validate_deck,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "altered"


def test_the_shipped_content_loads_with_three_factions_and_a_legal_deck_each():
    c = content()
    assert set(c.factions) == {"ember", "tide", "moss"}
    assert len(c.decks) == 3
    assert {c.cards[d.hero].faction for d in c.decks.values()} == set(c.factions)
    for deck in c.decks.values():
        assert deck_problems(c, deck.hero, deck.cards) == []
        assert c.cards[deck.hero].kind == "hero"
        assert sum(deck.cards.values()) >= 39


def test_the_set_has_60_cards_and_each_faction_every_card_kind_and_rarity():
    c = content()
    assert len(c.cards) >= 60
    for faction in c.factions:
        cards = [d for d in c.cards.values() if d.faction == faction]
        assert {d.kind for d in cards} == {"hero", "character", "spell", "landmark", "expedition_permanent", "token"}
        assert {d.rarity for d in cards} == {"common", "rare", "unique"}
        hero = next(d for d in cards if d.kind == "hero")
        assert hero.abilities and "Companion:" in hero.text and "Compagnon :" in hero.text_fr
        characters = [d for d in cards if d.kind == "character"]
        assert {d.hand_cost for d in cards if d.kind != "token" and d.kind != "hero"} >= {1, 2, 3, 4, 5, 6}
        assert any(d.hand_cost != d.reserve_cost for d in characters)
        assert all(d.forest + d.mountain + d.water > 0 for d in characters)
        assert any(d.fleeting for d in cards)


def test_the_set_uses_every_trigger_every_marker_and_fleeting():
    c = content()
    triggers = {a.trigger for d in c.cards.values() for a in d.abilities}
    assert triggers == set(get_args(Trigger))
    ops = {s.op for d in c.cards.values() for a in d.abilities for s in a.steps}
    assert {"boost", "anchor", "sleep"} <= ops
    assert any(d.fleeting for d in c.cards.values())


_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "un": 1, "une": 1, "deux": 2, "trois": 3}


def test_every_number_in_a_card_text_is_a_number_of_its_steps():
    """Texts say what the steps do: each number written in a text (English and French) is a step's `n` or
    an ability's cost, and each `n` above 1 and each cost is written."""
    for cid, d in content().cards.items():
        params = {s.n for a in d.abilities for s in a.steps if hasattr(s, "n")}
        costs = {a.cost for a in d.abilities if a.cost}
        for text in (d.text, d.text_fr):
            written = {int(x) for x in re.findall(r"\d+", text)}
            assert written <= params | costs, f"{cid}: {text!r} names {written - params - costs}"
            words = written | {_WORDS[w] for w in re.findall(r"[a-z]+", text.lower()) if w in _WORDS}
            assert {n for n in params if n > 1} | costs <= words, f"{cid}: {text!r}"
        assert bool(d.abilities) == bool(d.text) == bool(d.text_fr), cid
        assert ("Fleeting" in d.text) == d.fleeting == ("Fugace" in d.text_fr), cid


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


def test_a_when_i_go_to_the_reserve_ability_chooses_nothing_and_belongs_to_characters(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "cards" / "tide.toml"
    text = path.read_text()
    text = text.replace('trigger = "on_to_reserve", steps = [{ op = "draw", n = 1 }]',
                        'trigger = "on_to_reserve", steps = [{ op = "boost", target = "chosen_own_character" }]')
    text = text.replace('[{ trigger = "at_night", steps = [{ op = "draw", n = 1 }] }]',
                        '[{ trigger = "on_to_reserve", steps = [{ op = "draw", n = 1 }] }]')
    path.write_text(text)
    with pytest.raises(ContentError) as err:
        load_content(folder)
    said = str(err.value)
    assert "kelp_drifter" in said and "choose no target" in said
    assert "harbor_light" in said and "only a character" in said
