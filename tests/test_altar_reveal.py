"""Revealing a room: feature, quest card, threats (rulebook "REVEALING A ROOM")."""
from __future__ import annotations

from pathlib import Path

from engine.rulesets.altar import AltarRuleset
from tests.altar_helpers import (
    RS,
    C,
    act,
    add_quest_card,
    content_variant,
    end_phase,
    events,
    game,
    illegal,
    new_game,
    open_doors,
    place,
    reveal,
    types,
)


def _at_door(quest: str = "hunt", rs: AltarRuleset = RS, **opts) -> object:
    """Tester in door space D2 of the closed door ab (ra|rb), helper at C3; rb unrevealed."""
    s = new_game(quest=quest, rs=rs, **opts)
    place(s, "h_tester", "D2")
    place(s, "h_helper", "C3")
    return s


def _stack(s, name: str, *top_last: str) -> None:
    """Put cards on top of a deck, the last one given on the very top."""
    deck = s.decks[name]
    for c in top_last:
        if c in deck.cards:
            deck.cards.remove(c)
    deck.cards.extend(top_last)


def test_reveal_room_draws_a_feature_card_and_places_the_feature_miniature() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_quiet")
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    assert "rb" in s2.revealed and "ab" in s2.open_doors
    iid = s2.features["rb"]
    assert s2.insts[iid].card == "table" and iid in s2.quest_area
    assert [e["card"] for e in events(out, "feature")] == ["table"]
    assert "table" not in s2.decks["feature"].cards
    feats = {f["room"]: f for f in RS.view(s2, "tester")["board"]["features"]}
    assert feats["rb"]["squares"] == ["F2", "G2"]  # a 2-space feature on the white arrows
    # a 1-space feature
    _stack(s, "feature", "well")
    s3 = act(s, "tester", {"type": "open_door", "door": "ab"}).state
    assert {f["room"]: f for f in RS.view(s3, "tester")["board"]["features"]}["rb"]["squares"] == ["F2"]


def test_reveal_room_altar_found_places_the_altar_and_its_card_becomes_the_feature() -> None:
    s = _at_door()
    _stack(s, "feature", "altar_found")
    _stack(s, "quest", "hunt_quiet")
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    assert s2.altar_room == "rb" and "rb" not in s2.features
    assert events(out, "altar_found") == [{"room": "rb"}]
    feats = {f["room"]: f for f in RS.view(s2, "tester")["board"]["features"]}
    assert feats["rb"]["kind"] == "altar" and feats["rb"]["squares"] == ["F2", "G2"]
    # the story names the altar as the board does, by the altar card's own name
    altar = s2.insts[s2.altar_inst].card
    (feature,) = events(out, "feature")
    assert feature["card"] == altar and feature["name"] == feats["rb"]["name"]


def test_reveal_room_four_space_feature_fills_the_whole_feature_space(tmp_path: Path) -> None:
    extra = (Path(__file__).parent / "data/altar/features.toml").read_text() + (
        '\n[[cards]]\nid = "pool4"\nname = "Pool"\nname_fr = "Bassin"\ntext = "."\ntext_fr = "."\n'
        'kind = "feature"\nspaces = 4\n')
    c = content_variant(tmp_path, {"features.toml": extra})
    rs = AltarRuleset(lambda: c)
    s = _at_door(rs=rs)
    s.decks["feature"].cards = ["well", "pool4"]
    _stack(s, "quest", "hunt_quiet")
    s2 = act(s, "tester", {"type": "open_door", "door": "ab"}, rs=rs).state
    feats = {f["room"]: f for f in rs.view(s2, "tester")["board"]["features"]}
    assert feats["rb"]["squares"] == ["F2", "G2", "F3", "G3"]


def test_reveal_room_draws_a_quest_card_and_resolves_its_when_revealed_effect() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_quiet")  # "Draw no threat cards; gain 1 supply."
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    assert [e["card"] for e in events(out, "quest_card")] == ["hunt_quiet"]
    assert s2.supply == 1
    assert "threat_drawn" not in types(out) and s2.heroes["tester"].threat == []
    assert s2.decks["quest"].discard == ["hunt_quiet"]  # nothing left in play: discarded
    # an objective card attaches to the room's feature
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_idol")
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s3 = out.state
    idol = next(i for i, x in s3.insts.items() if x.card == "hunt_idol")
    assert s3.insts[idol].attached_to == s3.features["rb"]
    assert idol not in s3.quest_area
    assert types(out).index("quest_card") < types(out).index("attached") < types(out).index("threat_drawn")


def test_reveal_room_each_hero_draws_a_threat_card_spawning_at_the_rooms_shadow_space() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_idol")
    s.decks["threat"].cards = ["gob_snare", "gob_howl", "gob_archer", "gob_red"]
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    spawned = events(out, "spawned")
    assert [(e["card"], e["hero"], e["square"]) for e in spawned] == [
        ("gob_red", "tester", "H1"),  # rb's shadow space
        ("gob_archer", "helper", "G1"),  # the shadow space is taken: the empty space nearest it
    ]
    assert [s2.insts[i].card for i in s2.heroes["tester"].threat] == ["gob_red"]
    assert [s2.insts[i].card for i in s2.heroes["helper"].threat] == ["gob_archer"]


def test_reveal_room_trap_goes_next_to_the_revealed_rooms_feature_close_to_the_characters() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_idol")
    s.decks["threat"].cards = ["gob_red", "gob_howl", "gob_snare"]
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    placed = events(out, "trap_placed")
    assert len(placed) == 1 and placed[0]["card"] == "gob_snare"
    trap = next(iter(s2.traps.values()))
    g = game(s2)
    feature = g.feature_squares("rb")
    from engine.rulesets.altar.base import sq
    t = sq(trap.pos)
    assert t not in feature and any(max(abs(t[0] - f[0]), abs(t[1] - f[1])) == 1 for f in feature)
    assert g.board.area_of[t] == "rb"
    # of the spaces next to the table, the closest to both heroes that does not plug the door
    # space E2 of the door just opened (issue 9 item 5)
    assert trap.pos == "E1"
    assert "trap_triggered" not in types(out)  # placing a trap near a hero does not trigger it


def test_reveal_room_lurker_when_the_threat_deck_and_its_discard_are_empty() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_idol")
    s.decks["threat"].cards = []
    s.decks["threat"].discard = []
    out = act(s, "tester", {"type": "open_door", "door": "ab"})
    s2 = out.state
    assert [e["hero"] for e in events(out, "lurker_drawn")] == ["tester", "helper"]
    lurkers = sorted((f.pos, f.kind, f.owner) for f in s2.figures.values() if f.kind == "lurker")
    assert lurkers == [("G1", "lurker", "helper"), ("H1", "lurker", "tester")]
    assert len(s2.decks["lurker"].cards) == 2


def test_reveal_only_one_room_per_act_phase() -> None:
    s = _at_door()
    _stack(s, "feature", "table")
    _stack(s, "quest", "hunt_quiet")
    s = act(s, "tester", {"type": "open_door", "door": "ab"}).state
    s = act(s, "tester", {"type": "move", "to": "B4"}).state  # door space of ac (ra|rc)
    illegal(s, "tester", {"type": "open_door", "door": "ac"}, key="one_reveal")
    # opening a door between revealed rooms is still fine
    s.revealed.append("rc")
    assert "ac" in act(s, "tester", {"type": "open_door", "door": "ac"}).state.open_doors
    s.revealed.remove("rc")
    # the next act phase may reveal again
    s = end_phase(s, "tester").state
    place(s, "h_helper", "B4")
    _stack(s, "quest", "hunt_quiet")
    out = act(s, "helper", {"type": "open_door", "door": "ac"})
    assert "rc" in out.state.revealed


def test_reveal_no_more_reveals_once_the_quest_or_feature_deck_is_empty() -> None:
    s = _at_door()
    s.decks["quest"].cards = []
    illegal(s, "tester", {"type": "open_door", "door": "ab"}, key="no_reveal")
    assert all(a.type != "open_door" for a in RS.legal_actions(s, "tester"))
    s = _at_door()
    s.decks["feature"].cards = []
    illegal(s, "tester", {"type": "open_door", "door": "ab"}, key="no_reveal")
    # doors between revealed rooms still open
    reveal(s, "rb")
    assert "ab" in act(s, "tester", {"type": "open_door", "door": "ab"}).state.open_doors


def test_reveal_door_opened_only_from_one_of_its_door_spaces() -> None:
    s = _at_door()
    place(s, "h_tester", "C2")
    illegal(s, "tester", {"type": "open_door", "door": "ab"}, key="not_at_door")
    illegal(s, "tester", {"type": "open_door", "door": "zz"}, key="bad_door")
    s2 = _at_door()
    open_doors(s2, "ab")
    reveal(s2, "rb")
    illegal(s2, "tester", {"type": "open_door", "door": "ab"}, key="door_open")
    # an ally the hero controls may open it from its door space
    s3 = new_game(heroes=("leader", "tester"))
    place(s3, "h_leader", "A1")
    place(s3, "a_squire", "D2")
    _stack(s3, "quest", "hunt_quiet")
    out = act(s3, "leader", {"type": "open_door", "door": "ab"})
    assert "rb" in out.state.revealed


def test_reveal_golden_rule_a_card_that_seals_doors_beats_the_rulebook() -> None:
    s = _at_door(quest="zz_slay")
    add_quest_card(s, "slay_seal", "ra")
    err = illegal(s, "tester", {"type": "open_door", "door": "ab"}, key="doors_sealed")
    assert "door" in err.reason.lower()
    assert C.cards["slay_seal"].blocks_doors
