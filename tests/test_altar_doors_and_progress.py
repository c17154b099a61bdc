"""Naming a door by one of its door spaces, and progress on cards that have no threshold."""
from __future__ import annotations

from engine.rulesets.altar.game import Game
from tests.altar_helpers import RS, act, events, illegal, new_game, place


def test_open_door_named_by_the_door_space_the_hero_stands_in() -> None:
    # door ab joins D2 (room ra) and E2 (room rb); the hero stands in its door space D2
    s = new_game()
    place(s, "h_tester", "D2")
    out = act(s, "tester", {"type": "open_door", "door": "D2"})
    assert events(out, "door_opened")[0]["door"] == "ab"
    assert "ab" in out.state.open_doors and "rb" in out.state.revealed
    # the far door space names the same door
    s = new_game()
    place(s, "h_tester", "D2")
    out = act(s, "tester", {"type": "open_door", "door": "e2"})
    assert events(out, "door_opened")[0]["door"] == "ab"


def test_open_door_by_a_square_without_a_door_is_refused_and_changes_nothing() -> None:
    s = new_game()
    place(s, "h_tester", "D2")
    illegal(s, "tester", {"type": "open_door", "door": "C3"}, key="bad_door")


def test_progress_on_a_card_without_threshold_accumulates_and_never_overcomes() -> None:
    # the quest rules card of "hunt" has no threshold: progress counts up, the card stays in play
    s = new_game()
    g = Game(s, RS.content)
    for _ in range(3):
        g.add_progress(s.rules_inst, 1)
    progress = [e.model_dump() for e in g.events if e.type == "progress"]
    assert [p["progress"] for p in progress] == [1, 2, 3]
    assert all(p["threshold"] is None for p in progress)
    assert s.rules_inst in s.insts and s.rules_inst in s.quest_area
    assert not any(e.type == "overcome" for e in g.events)


def test_narration_of_progress_without_threshold_shows_only_the_count() -> None:
    from engine.rulesets.altar import events as ev
    from tests.altar_helpers import tell

    counted = ev.Progress(card="x", name="Withering Curse", name_fr="Malédiction", amount=1, progress=2,
                          threshold=None)
    assert tell([counted], "en") == ["Withering Curse: +1 progress (2)."]
    assert tell([counted], "fr") == ["Malédiction : +1 progrès (2)."]
    bounded = counted.model_copy(update={"threshold": 4})
    assert tell([bounded], "en") == ["Withering Curse: +1 progress (2/4)."]
