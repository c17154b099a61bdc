"""Movement, range and line of sight (rulebook "MOVEMENT" and "RANGE, COUNTING SPACES, AND LINE OF SIGHT")."""
from __future__ import annotations

from pathlib import Path

from engine.rulesets.altar import AltarRuleset
from engine.rulesets.altar.base import sq
from tests.altar_helpers import (
    RS,
    act,
    add_enemy,
    add_trap,
    content_variant,
    events,
    game,
    hero,
    illegal,
    new_game,
    open_doors,
    place,
    reveal,
)


def _moved(out) -> dict:
    (m,) = events(out, "moved")
    return m


def test_movement_is_8_way_one_space_per_step() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A4")
    for to, spaces in (("C3", 1), ("A1", 1), ("D4", 2), ("D1", 2)):
        out = act(s, "tester", {"type": "move", "to": to})
        assert _moved(out)["spaces"] == spaces
        assert hero(out.state, "tester").pos == to


def test_movement_characters_pass_characters_but_not_enemies() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A1")
    # a wall of goblins across row 3 of ra: the tester cannot get to row 4
    for i, square in enumerate(("A3", "B3", "C3", "D3")):
        add_enemy(s, "gob_red", square, from_deck=(i == 0))
    illegal(s, "tester", {"type": "move", "to": "B4"}, key="cannot_reach")
    assert all(a.to not in ("A4", "B4", "C4", "D4") for a in RS.legal_actions(s, "tester") if a.type == "move")
    # one goblin replaced by the helper: the tester walks through the helper's space
    gob = next(f for f in s.figures.values() if f.pos == "C3")
    del s.figures[gob.id]
    place(s, "h_helper", "C3")
    out = act(s, "tester", {"type": "move", "to": "B4"})
    m = _moved(out)
    assert m["spaces"] == 2 and m["path"] == ["B2", "C3", "B4"]
    # but may not end its move on the helper's space
    illegal(s, "tester", {"type": "move", "to": "C3"}, key="cannot_reach")


def test_movement_ends_on_an_empty_space_not_on_figures_or_tokens() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "B1")
    fid = add_enemy(s, "gob_red", "C1")
    add_trap(s, "gob_snare", "D4")
    for to in ("B1", s.figures[fid].pos, "D4"):
        illegal(s, "tester", {"type": "move", "to": to}, key="cannot_reach")


def test_movement_trap_tokens_block_movement() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A1")
    for i, square in enumerate(("A3", "B3", "C3")):
        add_enemy(s, "gob_red", square, from_deck=(i == 0))
    add_trap(s, "gob_snare", "D3")
    illegal(s, "tester", {"type": "move", "to": "B4"}, key="cannot_reach")


def test_movement_no_diagonal_step_between_rooms() -> None:
    s = new_game()
    open_doors(s, "ab")
    reveal(s, "rb")
    place(s, "h_helper", "A4")
    place(s, "h_tester", "D1")
    out = act(s, "tester", {"type": "move", "to": "E1"})
    assert _moved(out)["path"] == ["D1", "D2", "E2", "E1"]
    place(s, "h_tester", "D3")
    out = act(s, "tester", {"type": "move", "to": "E2"})
    assert _moved(out)["spaces"] == 2  # D3 -> D2 -> E2, never D3 -> E2
    place(s, "h_tester", "D2")
    out = act(s, "tester", {"type": "move", "to": "E3"})
    assert _moved(out)["path"] == ["D2", "E2", "E3"]


def test_movement_between_rooms_only_door_space_to_door_space_through_an_open_door() -> None:
    s = new_game()
    reveal(s, "rb")  # revealed but the door is closed
    place(s, "h_helper", "A4")
    place(s, "h_tester", "D2")
    illegal(s, "tester", {"type": "move", "to": "E2"}, key="cannot_reach")
    illegal(s, "tester", {"type": "move", "to": "E1"}, key="cannot_reach")
    open_doors(s, "ab")
    assert _moved(act(s, "tester", {"type": "move", "to": "E2"}))["spaces"] == 1
    # walls: no way from D1 straight to E1, nor anywhere else but through the door
    place(s, "h_tester", "D4")
    out = act(s, "tester", {"type": "move", "to": "E4"})
    path = _moved(out)["path"]
    assert path.index("D2") + 1 == path.index("E2")  # the only way across: D2 -> E2
    assert _moved(out)["spaces"] == 5


def test_range_counts_spaces_along_the_shortest_path() -> None:
    # blade range 1; an enemy diagonally across the door (E3 from D2) is 2 spaces away
    s = new_game()
    open_doors(s, "ab")
    reveal(s, "rb")
    place(s, "h_tester", "D2")
    place(s, "h_helper", "A4")
    fid = add_enemy(s, "gob_red", "E3")
    label = s.figures[fid].label
    illegal(s, "tester", {"type": "act", "card": "test_blade", "target": label}, key="out_of_range")
    g = game(s)
    assert g.distance_between([sq("D2")], [sq("E3")]) == 2
    place(s, fid, "E2")
    out = act(s, "tester", {"type": "act", "card": "test_blade", "target": label})
    assert events(out, "attack")[0]["target"] == fid


def test_range_only_within_the_same_room_or_a_connected_door_space() -> None:
    s = new_game(heroes=("ranger", "tester"))
    open_doors(s, "ab")
    reveal(s, "rb")
    place(s, "h_tester", "A4")
    fid = add_enemy(s, "gob_red", "F2", owner="ranger")
    label = s.figures[fid].label
    # C2 -> D2 -> E2 -> F2 is 3 spaces, but F2 is neither in ra nor a door space of ra
    place(s, "h_ranger", "C2")
    illegal(s, "ranger", {"type": "act", "card": "r_bow", "target": label}, key="out_of_range")
    # from the door space D2 the whole of rb is within reach: D2 -> E2 -> F2 -> G2
    place(s, "h_ranger", "D2")
    place(s, fid, "G2")
    assert act(s, "ranger", {"type": "act", "card": "r_bow", "target": label}).events
    # an enemy in rb's door space E2 is in range of ra
    place(s, "h_ranger", "B2")
    place(s, fid, "E2")
    assert act(s, "ranger", {"type": "act", "card": "r_bow", "target": label}).events
    # and no range at all through a closed door
    s.open_doors = []
    place(s, "h_ranger", "D2")
    illegal(s, "ranger", {"type": "act", "card": "r_bow", "target": label}, key="out_of_range")


L_BOARD = """
rows = ["aaabbb", "aaabbb", "aaabbb", "aaaaaa", "aaaaaa"]
legend = { a = "ra", b = "rb" }
room_numbers = { ra = 1, rb = 2 }
[doors]
ab = ["E4", "E3"]
[rooms.ra]
feature = ["A4", "B4", "A5", "B5"]
shadow = "F5"
[rooms.rb]
feature = ["D1", "E1", "D2", "E2"]
shadow = "F1"
"""


def test_line_of_sight_from_any_point_to_any_point_around_an_inner_corner(tmp_path: Path) -> None:
    #   A B C D E F
    # 1 a a a b b b      room ra is the L around the block rb (D1:F3)
    # 2 a a a b b b
    # 3 a a a b b b
    # 4 a a a a a a
    # 5 a a a a a a
    c = content_variant(tmp_path, {"board.toml": L_BOARD})
    rs = AltarRuleset(lambda: c)
    s = new_game(heroes=("ranger", "tester"), rs=rs, start="ra")
    place(s, "h_tester", "A5")
    place(s, "h_ranger", "A1")
    g = game(s, c)
    # the centre lines meet rb's corner, but a line from A1's lower corner grazes it to F5: sight
    assert not c.board.line_of_sight(sq("A1"), sq("F5"), ())
    assert g.sees([sq("A1")], [sq("F5")]) and g.sees([sq("F5")], [sq("A1")])
    # F4 lies too close under the block: every line from A1 to it crosses rb's walls
    assert not g.sees([sq("A1")], [sq("F4")]) and not g.sees([sq("F4")], [sq("A1")])
    fid = add_enemy(s, "gob_red", "F4", owner="ranger", content=c)
    label = s.figures[fid].label
    # from C3 (3 spaces away, around the corner) a line grazing rb's corner reaches F4: it can shoot
    place(s, "h_ranger", "C3")
    g = game(s, c)
    assert g.distance_between([sq("C3")], [sq("F4")]) == 3 and g.sees([sq("C3")], [sq("F4")])
    out = act(s, "ranger", {"type": "act", "card": "r_bow", "target": label}, rs=rs)
    assert events(out, "attack")[0]["target"] == fid


def test_line_of_sight_in_the_rock_cornered_room_of_the_shipped_board() -> None:
    """The issue's own case: in the room with the rock in its corner (A1:B2 is rock), A3 and D1 see
    each other over the rock's corner, though the line between their centres crosses it."""
    from engine.rulesets.altar.content import content

    board = content().board
    assert not board.line_of_sight(sq("A3"), sq("D1"), ())
    assert board.sees_any_point(sq("A3"), sq("D1"), ()) and board.sees_any_point(sq("D1"), sq("A3"), ())


def test_line_of_sight_through_a_doorway_only_to_the_connected_door_space() -> None:
    s = new_game()
    open_doors(s, "ab")
    reveal(s, "rb")
    g = game(s)
    assert g.sees([sq("A1")], [sq("E2")]) and g.sees([sq("E2")], [sq("A1")])  # through the open door
    assert not g.sees([sq("A1")], [sq("F2")])  # F2 is in the other room, not the door space
    s.open_doors = []
    assert not game(s).sees([sq("A1")], [sq("E2")])


def test_adjacency_spaces_sharing_a_corner_inside_a_room_even_at_its_inner_corner(tmp_path: Path) -> None:
    """"Spaces that share an edge or a corner are considered adjacent": C4 and D3 meet at the corner
    of the block rb, both in ra, so they are 1 apart; only a diagonal into another room is barred."""
    c = content_variant(tmp_path, {"board.toml": L_BOARD})
    rs = AltarRuleset(lambda: c)
    s = new_game(heroes=("tester",), rs=rs, start="ra")
    g = game(s, c)
    assert sq("D4") in c.board.neighbours(sq("C3"), ())
    assert g.distance_between([sq("C3")], [sq("D4")]) == 1
    assert sq("D3") not in c.board.neighbours(sq("C4"), ())  # D3 is rb: no diagonal between rooms
    place(s, "h_tester", "C3")
    out = act(s, "tester", {"type": "move", "to": "D4"}, rs=rs)
    assert _moved(out)["path"] == ["C3", "D4"] and _moved(out)["spaces"] == 1


def test_line_of_sight_only_to_the_same_room_or_a_connected_door_space() -> None:
    s = new_game()
    open_doors(s, "ab")
    reveal(s, "rb")
    g = game(s)
    # the straight line C2 -> F2 passes through the open door, but F2 is not a door space
    assert not g.sees([sq("C2")], [sq("F2")])
    assert g.sees([sq("C2")], [sq("E2")])  # E2 is the connected door space
    assert g.sees([sq("D2")], [sq("G3")])  # from the door space, into the connected room
    s.open_doors = []
    assert not game(s).sees([sq("D2")], [sq("E2")])  # a closed door blocks sight


# --- a movement keeps its remaining spaces (issue 9 item 1) -----------------------------------------
# "Heroes may resolve Exhaust effects and Use effects during their movement (as well as opening a
# door), without ending their movement" and "After revealing a room, the character may finish moving."


def _left(s, hero_id: str = "tester") -> tuple[int, int]:
    h = s.heroes[hero_id]
    return h.actions_left, h.move_left


def test_movement_opening_a_door_between_steps_keeps_the_spaces_already_paid_for() -> None:
    s = new_game()
    reveal(s, "rb")
    place(s, "h_tester", "C2")
    place(s, "h_helper", "A4")
    out = act(s, "tester", {"type": "move", "to": "D2"})  # 1 space: one Move action, 2 spaces left
    assert _left(out.state) == (2, 2)
    out = act(out.state, "tester", {"type": "open_door", "door": "ab"})
    assert _left(out.state) == (2, 2)
    out = act(out.state, "tester", {"type": "move", "to": "F1"})  # E2 then F1: the 2 spaces paid for
    assert _moved(out)["spaces"] == 2
    assert _left(out.state) == (2, 0)  # one action for 1 + door + 2 spaces, not two


def test_movement_after_revealing_a_room_the_hero_may_finish_moving() -> None:
    s = new_game()
    place(s, "h_tester", "C2")
    place(s, "h_helper", "A4")
    out = act(s, "tester", {"type": "move", "to": "D2"})
    out = act(out.state, "tester", {"type": "open_door", "door": "ab"})  # reveals rb
    s2 = out.state
    while out.prompt is not None:  # the reveal's windows: decline them
        out = RS.apply(s2, out.prompt.seat, {"type": "choose", "option": out.prompt.default})
        s2 = out.state
    assert "rb" in s2.revealed
    assert _left(s2) == (2, 2)
    free = [a.to for a in RS.legal_actions(s2, "tester") if a.type == "move"]
    assert "E2" in free
    out = act(s2, "tester", {"type": "move", "to": "E2"})
    assert _left(out.state) == (2, 1)


def test_movement_several_move_actions_at_once_keep_what_they_do_not_walk() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "H8")
    out = act(s, "tester", {"type": "move", "to": "D4"})  # 3 spaces: one action
    assert _left(out.state) == (2, 0)
    open_doors(out.state, "ac")
    reveal(out.state, "rc")
    out = act(out.state, "tester", {"type": "move", "to": "B6"})  # D4 C4 B4 B5 B6: 4 spaces, two actions
    assert _moved(out)["spaces"] == 4
    assert _left(out.state) == (0, 2)
    # no action left, yet the 2 spaces paid for can still be walked
    moves = {a.to for a in RS.legal_actions(out.state, "tester") if a.type == "move"}
    assert "D8" in moves and "B3" not in moves  # B3 is 3 spaces away
    illegal(out.state, "tester", {"type": "move", "to": "B3"}, key="cannot_reach")
    out = act(out.state, "tester", {"type": "move", "to": "D8"})
    assert _left(out.state) == (0, 0)
    illegal(out.state, "tester", {"type": "move", "to": "C8"}, key="no_actions")


def test_movement_a_use_effect_between_steps_keeps_it_going() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "H8")
    hero(s, "tester").damage = 2
    from tests.altar_helpers import set_hand
    set_hand(s, "tester", ["t_banner"])
    out = act(s, "tester", {"type": "play", "card": "t_banner"})  # an Ongoing feat: free
    assert _left(out.state) == (3, 0)
    out = act(out.state, "tester", {"type": "move", "to": "B1"})
    banner = next(i for i in out.state.heroes["tester"].play if out.state.insts[i].card == "t_banner")
    out = act(out.state, "tester", {"type": "use", "card": banner})  # Exhaust: heal 1
    assert hero(out.state, "tester").damage == 1
    assert _left(out.state) == (2, 2)
    out = act(out.state, "tester", {"type": "move", "to": "D1"})
    assert _left(out.state) == (2, 0)


def test_movement_any_other_action_ends_it_and_drops_the_spaces_left() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "H8")
    out = act(s, "tester", {"type": "move", "to": "B1"})
    assert _left(out.state) == (2, 2)
    out = act(out.state, "tester", {"type": "draw"})  # an action of its own: the movement is over
    assert _left(out.state) == (1, 0)
    out = act(out.state, "tester", {"type": "move", "to": "C1"})  # a new Move action
    assert _left(out.state) == (0, 2)


def test_movement_spaces_left_show_in_the_status_and_the_move_choices() -> None:
    from bot.games import get as game_of

    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "H8")
    out = act(s, "tester", {"type": "move", "to": "B1"})
    costs = RS.move_costs(out.state, "tester")
    assert costs["C1"] == (1, 0, 1)  # 1 space, already paid, 1 left after
    assert costs["D4"] == (3, 1, 2)  # the 2 paid, then 1 of a new Move action: 2 of it left after
    view = RS.view(out.state, "tester")
    assert view["heroes"]["tester"]["move_left"] == 2
    texts = game_of("altar").texts
    for lang, words in (("en", ("2 spaces of movement left", "1 space, already paid")),
                        ("fr", ("2 cases de déplacement restantes", "1 case, déjà payée ;"))):
        def tr(key, lang=lang, **params):
            return texts(lang, key, **params)
        assert words[0] in tr("st-acting", n=2, moves=2)
        assert words[1] in tr("choice-move", square="C1", spaces=1, cost=0, left=1)
        assert "space" not in tr("st-acting", n=2, moves=0) and "case" not in tr("st-acting", n=2, moves=0)
