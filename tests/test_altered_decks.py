"""Deck import (issue item 5): deck lists as players type them, in English or French, every broken
deck-building rule named at once, and imported decks played in a game (a mirror match included)."""
from __future__ import annotations

import json

import pytest

from engine.core.errors import RuleError
from engine.rulesets.altered import RULESET
from engine.rulesets.altered.content import DeckError, content
from engine.rulesets.altered.decklist import format_deck_list, parse_deck_list
from engine.rulesets.altered.game import new_game
from engine.rulesets.altered.policy import choose
from engine.rulesets.altered.view import build_view

C = content()
EMBER, TIDE, MOSS = "ember_starter", "tide_starter", "moss_starter"
# the Emberfolk starter deck, as a player might type it: mixed forms, case, French names without accents
EMBER_TYPED = """Varna of the Kilns
3 Kiln Apprentice; 3x ash runner, Cinder Hound x3
2 ridge warden; 3 SPARK TENDER; 2 geant somnolent
2x Trailblazer, 2 Forge Blast; 2 kindle; scatter the ashes
watchfire; 2 war banner; mana kiln; ash storm; 2 rouse; 2 stoke the kilns; hearth shrine
2 Bellows Keeper; Cinderwing Drake (2); slag_brute x2; 1 Anvil Colossus"""


def _starter(deck: str) -> tuple[str, dict[str, int]]:
    d = C.decks[deck]
    return d.hero, dict(d.cards)


def test_a_typed_list_reads_as_the_deck_it_names():
    assert C.cards["dozing_giant"].name_fr.lower().startswith("g")  # "geant somnolent" above is its French name
    assert parse_deck_list(C, EMBER_TYPED) == _starter(EMBER)


@pytest.mark.parametrize("entry", ["3 Ash Runner", "3x Ash Runner", "3 x ash runner", "Ash Runner x3",
                                   "ash runner X 3", "Ash Runner (3)", "ASH RUNNER 3", "3 ash_runner",
                                   "3 Coureuse de Cendres", "3 coureuse de cendres", "3x COUREUSE DE CENDRES",
                                   "3 Ash Run"])
def test_every_form_of_an_entry(entry):
    hero, cards = _starter(EMBER)
    cards.pop("ash_runner")
    rest = format_deck_list(C, hero, cards, "en")
    assert parse_deck_list(C, f"{rest}; {entry}") == _starter(EMBER)
    assert parse_deck_list(C, f"{entry}\n{rest.replace('; ', chr(10))}") == _starter(EMBER)


def test_a_name_alone_is_one_copy_and_repeated_entries_add_up():
    hero, cards = _starter(EMBER)
    cards.pop("ash_runner")
    rest = format_deck_list(C, hero, cards, "fr")
    assert parse_deck_list(C, f"{rest}; Ash Runner; ash runner, Coureuse de Cendres") == _starter(EMBER)


def test_french_names_with_accents_or_without():
    hero, cards = _starter(TIDE)
    text = format_deck_list(C, hero, cards, "fr")
    assert "Maélis" in text
    assert parse_deck_list(C, text) == (hero, cards)
    assert parse_deck_list(C, text.replace("é", "e").replace("É", "E").lower()) == (hero, cards)


@pytest.mark.parametrize("deck", [EMBER, TIDE, MOSS])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_starter_deck_reads_back_from_its_text(deck, lang):
    hero, cards = _starter(deck)
    text = format_deck_list(C, hero, cards, lang)
    assert text.startswith(f"1 {C.cards[hero].name_fr if lang == 'fr' else C.cards[hero].name}; ")
    assert parse_deck_list(C, text) == (hero, cards)
    assert parse_deck_list(C, text.replace("; ", "\n")) == (hero, cards)


def test_a_name_matching_nothing_is_refused_with_close_names():
    text = format_deck_list(C, *_starter(EMBER), "en") + "; 2 Ash Runer"
    with pytest.raises(RuleError) as err:
        parse_deck_list(C, text)
    assert err.value.key == "deck_unknown_name"
    assert err.value.params["name"] == "Ash Runer"
    assert "Ash Runner" in err.value.params["close"].split(", ")
    assert "Ash Runer" in str(err.value)


def test_an_ambiguous_beginning_is_refused_with_what_it_could_be():
    with pytest.raises(RuleError) as err:
        parse_deck_list(C, "Varna; 3 Cinder")
    assert err.value.key == "deck_ambiguous_name"
    assert err.value.params["name"] == "Cinder"
    assert set(err.value.params["close"].split(", ")) == {"Cinder Hound", "Cinderwing Drake"}


def test_every_entry_not_understood_is_listed():
    with pytest.raises(RuleError) as err:
        parse_deck_list(C, "Varna; 3 Zzyzx; 2 Cinder; 0 Ash Runner")
    assert err.value.key == "deck_unknown_name" and err.value.params["name"] == "Zzyzx"
    assert err.value.params["unmatched"] == "Zzyzx; Cinder; Ash Runner"
    assert err.value.params["count"] == 3


@pytest.mark.parametrize("entry,copies", [("0 Ash Runner", "0"), ("-1 Ash Runner", "-1"), ("2.5 Ash Runner", "2.5"),
                                          ("Ash Runner x0", "0"), ("+0 Ash Runner", "+0")])
def test_a_count_that_is_not_a_positive_whole_number_is_refused(entry, copies):
    with pytest.raises(RuleError) as err:
        parse_deck_list(C, f"Varna; {entry}")
    assert err.value.key == "deck_bad_count"
    assert err.value.params["name"] == "Ash Runner" and err.value.params["copies"] == copies


def test_every_broken_rule_is_named_at_once_by_card_names():
    # two heroes, a card of another faction, 4 copies of a name, 4 uniques, far short of 39 cards
    text = "Varna of the Kilns; Maelis the Tidecaller; 2 Reef Scout; 4 Kiln Apprentice; 2 Ash Storm; 2 Anvil Colossus"
    with pytest.raises(DeckError) as err:
        parse_deck_list(C, text)
    e = err.value
    assert isinstance(e, RuleError) and e.key == "deck_invalid"
    keys = [p.key for p in e.problems]
    assert sorted(keys) == sorted(["deck_two_heroes", "deck_wrong_faction", "deck_too_few", "deck_too_many_copies",
                                   "deck_too_many_uniques"])
    assert e.params["keys"].split(",") == keys and e.params["count"] == 5
    said = e.params["problems"]
    for words in ("Maelis the Tidecaller is a second hero", "Reef Scout is a card of the Tidewardens",
                  "(Emberfolk)", "10 cards besides the hero", "4 copies of Kiln Apprentice", "4 unique cards"):
        assert words in said and words in str(e)
    assert len(said.split("; ")) == 5
    for cid in ("maelis", "reef_scout", "kiln_apprentice"):  # ids are for the bot, not for the words
        assert cid not in said
    # the same problems as JSON for the bot: each by its key, with names in both languages
    listed = json.loads(e.params["problem_list"])
    assert [p["key"] for p in listed] == keys
    wrong = next(p for p in listed if p["key"] == "deck_wrong_faction")["params"]
    assert wrong["name"] == "Reef Scout" and wrong["name_fr"] == C.cards["reef_scout"].name_fr
    assert wrong["faction_name"] == "Tidewardens" and wrong["hero_faction_name"] == "Emberfolk"
    assert all(isinstance(v, (str, int)) for v in e.params.values())  # numbers stay numbers


def test_a_list_without_a_hero_says_so():
    with pytest.raises(DeckError) as err:
        parse_deck_list(C, format_deck_list(C, *_starter(EMBER), "en").split("; ", 1)[1])
    assert [p.key for p in err.value.problems] == ["deck_no_hero"]
    assert "no hero card" in err.value.params["problems"]


# --- imported decks in a game --------------------------------------------------------------------------


def _moss_variant() -> dict[str, object]:
    """A legal Mossbound deck other than the starter: two Morning Dew fewer, one more Overgrowth and one
    more Thorn Hedge (3 copies each)."""
    hero, cards = _starter(MOSS)
    cards["morning_dew"] -= 2
    cards["overgrowth"] += 1
    cards["thorn_hedge"] += 1
    return {"hero": hero, "cards": cards}


def _seat_to_act(state) -> str | None:
    if state.deciding:
        return state.deciding[0]
    return state.turn if state.phase == "afternoon" else None


def test_a_mirror_match_of_imported_decks_is_played_to_its_end():
    variant = _moss_variant()
    typed = format_deck_list(C, variant["hero"], variant["cards"], "fr")  # type: ignore[arg-type]
    state = RULESET.new_game("standard", [EMBER, TIDE], "mirror-1", {"decks": {EMBER: variant, TIDE: typed}})
    for seat in (EMBER, TIDE):
        p = state.players[seat]
        assert p.imported and p.hero.card == "orla"
        assert all(C.cards[c.card].faction == "moss" for c in [*p.deck, *p.hand])
        assert len(p.deck) + len(p.hand) == 40
    view = build_view(state, C, None)
    fr = C.cards["orla"].name_fr
    assert view["heroes"][EMBER] == {"name": "Orla Rootsinger (1)", "name_fr": f"{fr} (1)"}
    assert view["players"][TIDE]["name"] == "Orla Rootsinger (2)" and view["players"][TIDE]["imported"]
    played = 0
    for _ in range(5000):
        seat = _seat_to_act(state)
        if seat is None:
            break
        action = choose(state, C, seat)
        assert action is not None
        state = RULESET.apply(state, seat, action).state
        played += 1
    assert state.result == "won" and state.winner in (EMBER, TIDE) and played > 20
    seen = {c.card for p in state.players.values()
            for c in [*p.deck, *p.hand, *p.reserve, *p.discard, *p.mana, *p.landmarks,
                      *p.expeditions["hero"], *p.expeditions["companion"]]}
    assert {C.cards[cid].faction for cid in seen} == {"moss"}


def test_one_seat_imports_the_other_seats_starter_faction():
    state = new_game(C, "standard", [EMBER, TIDE], 7, {"decks": {EMBER: {"hero": "maelis",
                                                                         "cards": dict(C.decks[TIDE].cards)}}})
    assert state.players[EMBER].hero.card == state.players[TIDE].hero.card == "maelis"
    assert state.players[EMBER].imported and not state.players[TIDE].imported
    view = build_view(state, C, EMBER)
    # both seats are led by one hero: told apart by their place
    fr = C.cards["maelis"].name_fr
    assert view["heroes"] == {EMBER: {"name": "Maelis the Tidecaller (1)", "name_fr": f"{fr} (1)"},
                              TIDE: {"name": "Maelis the Tidecaller (2)", "name_fr": f"{fr} (2)"}}
    assert RULESET.load_state(RULESET.dump_state(state)).players[EMBER].imported  # saved and read back


def test_without_the_option_seats_play_their_starter_decks_as_before():
    plain = new_game(C, "standard", [EMBER, TIDE], 3)
    same = new_game(C, "standard", [EMBER, TIDE], 3, {"decks": {}})
    assert plain == same and not plain.players[EMBER].imported
    starter = new_game(C, "standard", [EMBER, TIDE], 3, {"decks": {EMBER: {"hero": "varna",
                                                                          "cards": dict(C.decks[EMBER].cards)}}})
    assert [c.card for c in starter.players[EMBER].deck] == [c.card for c in plain.players[EMBER].deck]


def test_an_illegal_deck_in_the_options_is_refused_naming_every_problem():
    cards = {**C.decks[EMBER].cards, "reef_scout": 1, "kiln_apprentice": 4}
    with pytest.raises(DeckError) as err:
        new_game(C, "standard", [EMBER, TIDE], 1, {"decks": {TIDE: {"hero": "varna", "cards": cards}}})
    assert err.value.key == "deck_invalid" and err.value.params["seat"] == TIDE
    assert [p.key for p in err.value.problems] == ["deck_wrong_faction", "deck_too_many_copies"]
    assert "Reef Scout" in err.value.params["problems"] and "Kiln Apprentice" in err.value.params["problems"]
    with pytest.raises(DeckError) as err:
        new_game(C, "standard", [EMBER, TIDE], 1, {"decks": {EMBER: "Varna; 3 Ash Runner"}})
    assert [p.key for p in err.value.problems] == ["deck_too_few"] and err.value.params["seat"] == EMBER


@pytest.mark.parametrize("decks,key", [
    ({"moss_starter": {"hero": "orla", "cards": {}}}, "deck_unknown_seat"),
    ({EMBER: {"hero": "varna"}}, "deck_malformed"),
    ({EMBER: {"hero": "varna", "cards": {"ash_runner": "3"}}}, "deck_malformed"),
    ({EMBER: {"hero": "varna", "cards": {"ash_runner": True}}}, "deck_malformed"),
    ({EMBER: ["varna"]}, "deck_malformed"),
    ({EMBER: "Varna; 3 Zzyzx"}, "deck_unknown_name"),
    ({EMBER: {"hero": "varna", "cards": {"no_such_card": 40}}}, "deck_invalid"),
])
def test_a_malformed_decks_option_is_refused(decks, key):
    with pytest.raises(RuleError) as err:
        new_game(C, "standard", [EMBER, TIDE], 1, {"decks": decks})
    assert err.value.key == key
    with pytest.raises(RuleError) as err:
        new_game(C, "standard", [EMBER, TIDE], 1, {"decks": ["x"]})
    assert err.value.key == "deck_malformed"
