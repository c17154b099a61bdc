"""The content we ship under data/altar meets the issue's list, card by card (our own designs)."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.rulesets.altar.content import load_content


@pytest.fixture(scope="module")
def content():
    return load_content()


def test_board_has_sixteen_connected_rooms_with_doors_feature_and_shadow_spaces(content) -> None:
    board = content.board
    assert len(board.area_squares) == 16
    assert len(board.doors) >= 16
    # every room reachable from every other through doors
    start = next(iter(board.area_squares.values()))[0]
    reached = board.distances(start, set(board.doors))
    assert {board.area_of[s] for s in reached} == set(board.area_squares)
    for room, spaces in content.board_def.rooms.items():
        assert spaces.shadow not in spaces.feature
        assert sorted(content.board_def.room_numbers.values()) == list(range(1, 17))
        assert room in content.board_def.room_numbers


def test_each_hero_has_six_attributes_equipment_and_a_mixed_deck_of_twenty(content) -> None:
    assert len(content.heroes) == 4
    for hero in content.heroes.values():
        assert set(hero.attributes) == {"might", "fortitude", "agility", "willpower", "charisma", "intellect"}
        assert hero.health > 0 and hero.defense >= 0
        assert 1 <= len(hero.equipment) <= 2
        assert all(content.cards[e].kind == "equipment" for e in hero.equipment)
        assert len(hero.deck) >= 20
        kinds = Counter(content.cards[c].kind for c in hero.deck)
        assert kinds["hero_action"] and kinds["hero_feat"] and kinds["hero_reaction"], hero.id
        assert any(content.cards[c].ongoing for c in hero.deck), hero.id
        weapon_attacks = [a for e in hero.equipment for a in content.cards[e].abilities
                          if a.kind == "action" and any(st.op == "attack" for st in a.steps)]
        assert weapon_attacks, f"{hero.id} can always attack"


def test_two_threat_decks_of_21_minions_traps_events_each_with_its_token_rule(content) -> None:
    assert len(content.threat_decks) == 2
    rules = set()
    for deck in content.threat_decks.values():
        assert sum(c.copies for c in deck.cards) == 21
        kinds = Counter(c.kind for c in deck.cards)
        assert kinds["minion"] and kinds["trap"] and kinds["event"]
        rules.add(deck.threat_tokens.kind)
        # each minion of a name comes in distinct colours, so the board tells them apart
        by_name: dict[str, list[str | None]] = {}
        for c in deck.cards:
            if c.kind == "minion":
                by_name.setdefault(c.name, []).append(c.color)
        for name, colors in by_name.items():
            assert len(colors) == len(set(colors)), name
    assert rules == {"burn", "mark"}


def test_two_villain_decks_with_scheme_and_nine_cards(content) -> None:
    assert len(content.villains) == 2
    for deck in content.villains.values():
        assert deck.villain.kind == "villain" and deck.scheme.kind == "villain_ongoing"
        assert sum(c.copies for c in deck.cards) == 9


def test_three_quest_decks_with_three_ways_to_win(content) -> None:
    assert len(content.quests) == 3
    assert {q.win.kind for q in content.quests.values()} == {"overcome_objectives", "defeat_villain", "altar_task"}
    for q in content.quests.values():
        assert q.rules.kind == "quest_rules" and q.rules.ability("activate") is not None
        assert sum(c.copies for c in q.cards) >= 15
        assert all(c.ability("when_revealed") for c in q.cards)


def test_altars_features_search_lurkers_rivals_allies(content) -> None:
    assert len(content.altars) == 6
    assert len(content.features) == 8 and "altar_found" in {f.id for f in content.features}
    assert sum(c.copies for c in content.search) == 16
    assert sum(c.copies for c in content.lurkers) == 9
    assert len(content.rivals) == 4
    assert len(content.allies) == 4
    assert all(set(a.attribute_bonus) == {"might", "fortitude", "agility", "willpower", "charisma", "intellect"}
               for a in content.allies)


def test_every_card_has_english_and_french_texts(content) -> None:
    for card in content.cards.values():
        assert card.name and card.name_fr and card.text and card.text_fr, card.id
