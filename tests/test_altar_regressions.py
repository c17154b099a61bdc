"""Rules the first engine broke, found by the scenario tests; each test is named after its rule."""
from __future__ import annotations

from pathlib import Path

from engine.rulesets.altar import AltarRuleset
from engine.rulesets.altar.base import sq
from tests.altar_helpers import (
    DATA,
    add_trap,
    board_problems,
    content_variant,
    events,
    game,
    new_game,
    open_doors,
    pass_supply_windows,
    place,
    reveal,
)


def _all_open(s) -> None:
    open_doors(s, "ab", "ac", "bd", "cd")
    for r in ("rb", "rc", "rd"):
        reveal(s, r)


def _round(s, rs):
    out = None
    for h in s.order:
        out = rs.apply(s, h, {"type": "end"})
        s = out.state
    return pass_supply_windows(s, out, rs)


# Was bug 1 -- spawning a Huge villain leaves trap tokens under it (enemies.py spawn_villain only pushes
# figures; place_huge, used by Engage, does move tokens).
def test_spawning_villain_over_a_trap_token_moves_the_token_aside(tmp_path: Path) -> None:
    # Huge figures: "If there are other figures or tokens blocking one or more of the spaces the
    # villain would be placed in, those figures or tokens are moved to the closest available space"
    # (a figure cannot share a space with a trap token). The villain here does not engage, so it
    # stays where it spawned.
    text = (DATA / "altar/villains/boss.toml").read_text().replace(
        'steps = [{ op = "engage" }, { op = "inflict", attr = "might", difficulty = 4 }]',
        'steps = [{ op = "gain_armor", amount = 1 }]')
    c = content_variant(tmp_path, {"villains/boss.toml": text})
    rs = AltarRuleset(lambda: c)
    s = new_game(rs=rs)
    _all_open(s)
    s.decks["villain"].cards = []
    place(s, "h_tester", "E8")
    place(s, "h_helper", "E7")
    add_trap(s, "gob_snare", "G7")  # under the 2x2 villain spawning over rd's shadow space H8
    s, out = _round(s, rs)
    assert events(out, "villain_spawned")[0]["square"] == "G7"
    assert s.figures["villain"].pos == "G7"
    cover = set(game(s, c).fig_squares(s.figures["villain"]))
    trap = next(iter(s.traps.values()))
    assert sq(trap.pos) not in cover, f"trap left under the villain at {trap.pos}"
    assert board_problems(s, c) == []




# Was bug 2 -- focus is spent on an inflict test even when the hero's defense already stops all the
# damage (effects.py op_inflict passes useful=difficulty to run_test, ignoring defense, the
# reaction bonus and armor). The engine makes the "may discard focus" choice for the player and
# promises to spend focus "only while they still help"; here it throws a token away.
def test_test_procedure_focus_not_wasted_when_defense_already_stops_the_inflict() -> None:
    from tests.altar_helpers import FOCUS, SUCCESS, add_enemy, quiet_villain, rig, strip_reactions

    s = new_game()
    place(s, "h_tester", "B2")  # defense 1, agility 2
    place(s, "h_helper", "H8")
    add_enemy(s, "gob_archer", "D4")  # inflict agility 2, range 3
    s.heroes["tester"].focus = 2
    strip_reactions(s)
    quiet_villain(s)
    rig(s, SUCCESS, FOCUS)  # 1 success: difficulty 2 - 1 = 1, then defense 1 -> no damage
    s, out = _round(s, __import__("tests.altar_helpers", fromlist=["RS"]).RS)
    (inf,) = events(out, "inflict")
    assert inf["damage"] == 0
    test = next(e for e in events(out, "test") if e["kind"] == "inflict")
    assert test["focus_used"] == 0, "a focus token was spent although defense already covered the rest"
    assert s.heroes["tester"].focus == 3  # the unconverted focus result gains a token instead


# Was bug 3 -- a Huge figure that engages is placed by "top-left first" among the squares in range of
# its target, ignoring the rulebook's tie-break (ENGAGE: "If there are multiple spaces that qualify
# as an optimal position, the enemy will prioritize the space that is farthest from, and within
# range of, as many characters as possible"). Normal-size enemies do apply it (engage()), but
# _place_huge() only ranks by distance, then row, then column.
def test_huge_villain_placed_within_range_of_as_many_characters_as_possible() -> None:
    from tests.altar_helpers import RS, add_villain, quiet_villain, strip_reactions

    s = new_game()
    open_doors(s, "ac")
    reveal(s, "rc")
    place(s, "h_tester", "B4")  # the nearest character: the villain's target
    place(s, "h_helper", "D4")
    add_villain(s, "C5")  # 2x2 in rc
    strip_reactions(s)
    quiet_villain(s)
    s, out = _round(s, RS)
    cover = game(s).fig_squares(s.figures["villain"])
    near_tester = [x for x in cover if max(abs(x[0] - 1), abs(x[1] - 3)) == 1]
    near_both = [x for x in near_tester if max(abs(x[0] - 3), abs(x[1] - 3)) == 1]
    assert near_tester
    # C3 or C4 is next to both heroes; the anchors B2 or C2 reach it. The engine picks A2.
    assert near_both, f"villain placed at {s.figures['villain'].pos}, in range of the tester only"


# Was bug 4 -- a hero can never spend supply for the extra die on a test the enemies make it take
# (inflict, resist from an event or a trap's Trigger). Rulebook, Supply: "Before rolling dice for a
# test, the testing hero may choose to discard 1 supply to roll 1 additional hero die during that
# test"; Tests: "when a game effect refers to a test, it includes all types of tests". op_inflict
# calls run_test with a fresh Ctx() (supply=False) and the reaction prompt offers no supply option;
# a trap triggered by a Move ignores Move(supply=True).
def test_supply_can_be_spent_on_an_inflict_test() -> None:
    from tests.altar_helpers import RS, add_enemy, set_hand, strip_reactions

    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    add_enemy(s, "gob_red", "C2")
    strip_reactions(s)
    set_hand(s, "tester", [])
    s.supply = 3
    s.decks["villain"].cards = ["boss_ev2"]
    for h in s.order:
        out = RS.apply(s, h, {"type": "end"})
        s = out.state
    # before the inflict test the tester must get the chance to discard 1 supply for +1 die
    assert out.prompt is not None and out.prompt.seat == "tester", "no decision offered before the inflict test"
    assert any("supply" in (o.id + o.label).lower() for o in out.prompt.options)


def test_supply_spent_on_a_move_applies_to_the_trap_it_triggers() -> None:
    from tests.altar_helpers import BLANK, RS

    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    add_trap(s, "gob_snare", "D4")  # Trigger (1): resist agility 2
    s.supply = 2
    from tests.altar_helpers import rig

    rig(s, BLANK, BLANK, BLANK)
    out = RS.apply(s, "tester", {"type": "move", "to": "C3", "supply": True})
    test = next(e for e in events(out, "test") if e["kind"] == "resist")
    assert test["dice"] == 3 and out.state.supply == 1


# Was bug 5 -- base.py caches range maps (_RANGE_CACHE) and walking distances (_PATH_CACHE) under
# id(board). A board freed after a content reload can hand its id to the next board, which then
# reads the old board's ranges: wrong range, sight and "nearest" answers. Production loads content
# once, but `questmaster validate`, tests and any reload can meet it. Fixed: boards carry a serial
# number that is never reused, and the caches are keyed on it.
def test_range_cache_is_not_fooled_by_a_reused_board_id(tmp_path: Path) -> None:
    import gc
    import shutil

    from engine.rulesets.altar.content import load_content
    from tests.altar_helpers import DATA as _DATA
    from tests.test_altar_movement import L_BOARD

    for i in range(400):
        root = tmp_path / f"v{i}"
        shutil.copytree(_DATA / "altar", root / "altar")
        if i % 2 == 0:
            (root / "altar" / "board.toml").write_text(L_BOARD)
        c = load_content(root)
        s = AltarRuleset(lambda c=c: c).new_game("hunt", ["tester"], 1, {"start_room": "ra"})
        g = game(s, c)
        got = dict(g.range_map([sq("B1")], 3))
        allowed = g.rooms_reaching(c.board.area_of[sq("B1")])
        truth = c.board.distances(sq("B1"), s.open_doors, max_steps=3, within=allowed.__contains__)
        assert got == truth, f"stale range map after reload {i} (board id reused)"
        del c, s, g
        gc.collect()
