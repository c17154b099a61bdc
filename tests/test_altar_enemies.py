"""Enemies: spawning, engaging, Huge figures, traps, threat and armor tokens, lurkers and rivals."""
from __future__ import annotations

from typing import Any

from engine.rulesets.altar.base import sq
from tests.altar_helpers import (
    BLANK,
    SUCCESS,
    act,
    add_enemy,
    add_trap,
    add_villain,
    board_problems,
    events,
    game,
    hero,
    illegal,
    new_game,
    open_doors,
    place,
    play_round_to_threat_turn,
    quiet_villain,
    reveal,
    rig,
    strip_reactions,
    types,
)


def _cheb(a: str, b: str) -> int:
    (ax, ay), (bx, by) = sq(a), sq(b)
    return max(abs(ax - bx), abs(ay - by))


def _all_open(s) -> None:
    open_doors(s, "ab", "ac", "bd", "cd")
    for r in ("rb", "rc", "rd"):
        reveal(s, r)


# --- spawning -------------------------------------------------------------------------------------


def test_spawning_minion_at_the_shadow_space_nearest_the_hero_who_draws_it() -> None:
    s = new_game()
    _all_open(s)
    place(s, "h_tester", "G7")  # in rd, shadow H8
    place(s, "h_helper", "B2")  # in ra, shadow A1
    s.villain_spawned = s.villain_defeated = True  # each hero draws a threat card in the villain turn
    s.villain_area = []
    s.decks["threat"].cards = ["gob_howl", "gob_snare", "gob_archer", "gob_red"]
    s, out = play_round_to_threat_turn(s)
    spawned = {e["hero"]: e["square"] for e in events(out, "spawned")}
    assert spawned == {"tester": "H8", "helper": "A1"}


def test_spawning_on_an_occupied_shadow_space_goes_to_the_nearest_empty_space() -> None:
    s = new_game()
    place(s, "h_tester", "A1")  # standing on ra's shadow space
    place(s, "h_helper", "B1")
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_howl", "gob_snare", "gob_archer", "gob_red"]
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    first = events(out, "spawned")[0]
    assert first["square"] == "A2"  # nearest empty space to A1 (B1, A1 taken; B2 ties lose on row order)


def test_spawning_trap_next_to_the_feature_of_the_active_heros_room() -> None:
    s = new_game()
    reveal(s, "rb", feature="table")  # F2, G2
    open_doors(s, "ab")
    place(s, "h_tester", "H4")
    place(s, "h_helper", "H3")
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_red", "gob_howl", "gob_snare"]
    s, out = play_round_to_threat_turn(s)
    (placed,) = events(out, "trap_placed")
    t = placed["square"]
    assert game(s).board.area_of[sq(t)] == "rb"
    assert min(_cheb(t, f) for f in ("F2", "G2")) == 1 and t not in ("F2", "G2")
    assert t in ("G3", "H3", "F3")  # on the side of the characters
    assert t == "G3"  # the closest to both heroes


def _trap_drawn_by_tester_in_the_villain_turn(s):
    """The villain fell earlier: each hero draws a threat card in the villain turn, the tester the
    trap (the deck's top card). Returns the square the trap went to."""
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_red", "gob_howl", "gob_snare"]
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    drawn = {e["card"]: e["hero"] for e in events(out, "threat_drawn")}
    assert drawn["gob_snare"] == "tester"
    (placed,) = events(out, "trap_placed")
    return placed["square"]


def test_trap_drawn_outside_a_reveal_goes_next_to_the_feature_nearest_the_active_hero() -> None:
    # "placed in a space adjacent to that room's feature and nearest the active hero"; not the
    # space closest to every character (G3 would be: 2 from the tester and 1 from the helper)
    s = new_game()
    reveal(s, "rb", feature="table")  # F2, G2
    open_doors(s, "ab")
    place(s, "h_tester", "E1")
    place(s, "h_helper", "H4")
    assert _trap_drawn_by_tester_in_the_villain_turn(s) == "F1"


def test_trap_drawn_outside_a_reveal_never_plugs_a_door_space_when_another_space_is_free() -> None:
    # E2 is next to the table and 1 from the tester, but it is the door space of the open door ab:
    # the trap goes to the nearest other space (2 away), the one closest to the party (G1)
    s = new_game()
    reveal(s, "rb", feature="table")
    open_doors(s, "ab")
    place(s, "h_tester", "E1")
    place(s, "h_helper", "F1")
    assert _trap_drawn_by_tester_in_the_villain_turn(s) == "G1"


def test_trap_drawn_in_the_stairs_room_goes_next_to_the_stairs_nearest_the_active_hero() -> None:
    # the stairs tile lies in the starting room's feature space: that room's trap goes beside it
    s = new_game()  # stairs at B2 in ra, no feature miniature there
    place(s, "h_tester", "D4")
    place(s, "h_helper", "A1")
    assert _trap_drawn_by_tester_in_the_villain_turn(s) == "C3"


def test_spawning_villain_at_the_shadow_space_nearest_the_most_characters_pushing_figures_aside() -> None:
    s = new_game()
    _all_open(s)
    s.decks["villain"].cards = []
    place(s, "h_tester", "H8")  # rd's shadow space: under the Huge villain
    place(s, "h_helper", "G7")
    strip_reactions(s)
    s.heroes["tester"].hand = []
    s.heroes["helper"].hand = []
    pre = s
    s, out = play_round_to_threat_turn(s)
    assert "villain_spawned" in types(out)
    spawn = events(out, "villain_spawned")[0]
    assert spawn["square"] == "G7"  # 2x2 over G7 H7 G8 H8: it covers rd's shadow space H8
    pushed = {e["figure"] for e in events(out, "pushed")}
    assert pushed == {"h_tester", "h_helper"}
    assert pre is not s
    # the villain activated at once (Engage: placed, then inflict), and nobody overlaps
    assert types(out).index("villain_spawned") < types(out).index("inflict")
    assert board_problems(s) == []


def _round(s, rs):
    out = None
    for h in s.order:
        out = rs.apply(s, h, {"type": "end"})
        s = out.state
    return s, out


# --- engage ---------------------------------------------------------------------------------------


def test_engage_melee_enemy_moves_next_to_the_nearest_character_by_the_shortest_path() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")  # far away behind closed doors
    fid = add_enemy(s, "gob_red", "D4")
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    (moved,) = [e for e in events(out, "enemy_moved") if e["figure"] == fid]
    assert moved["path"] == ["D4", "C3"]
    assert s.figures[fid].pos == "C3"
    assert events(out, "inflict")[0]["target"] == "h_tester"


def test_engage_ranged_enemy_keeps_its_distance_at_the_farthest_space_in_range() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "H8")
    fid = add_enemy(s, "gob_archer", "B2")  # range 3, speed 3: it backs off
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    pos = s.figures[fid].pos
    assert _cheb(pos, "A1") == 3
    assert game(s).sees([sq(pos)], [sq("A1")])
    assert events(out, "inflict")[0]["target"] == "h_tester"
    # already at the farthest range with sight: it stays where it is
    s2 = new_game()
    place(s2, "h_tester", "A1")
    place(s2, "h_helper", "H8")
    fid2 = add_enemy(s2, "gob_archer", "D4")
    strip_reactions(s2)
    s2, out2 = play_round_to_threat_turn(s2)
    assert s2.figures[fid2].pos == "D4" and not [e for e in events(out2, "enemy_moved") if e["figure"] == fid2]


def test_engage_moves_at_most_its_speed() -> None:
    s = new_game()
    _all_open(s)
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A2")
    fid = add_enemy(s, "gob_red", "H4")  # speed 3, far away in rb
    s, out = play_round_to_threat_turn(s)
    (moved,) = [e for e in events(out, "enemy_moved") if e["figure"] == fid]
    assert len(moved["path"]) == 4  # start + 3 spaces
    assert game(s).board.distances(sq(moved["path"][0]), s.open_doors)[sq(moved["path"][-1])] == 3
    assert s.figures[fid].armor == 1  # still out of range: "if unable" gave it armor


def test_engage_never_through_closed_doors() -> None:
    s = new_game()
    reveal(s, "rb")
    place(s, "h_tester", "D2")
    place(s, "h_helper", "A4")
    fid = add_enemy(s, "gob_red", "E2")  # the other side of the closed door ab
    s, out = play_round_to_threat_turn(s)
    assert s.figures[fid].pos == "E2"
    assert not [e for e in events(out, "enemy_moved") if e["figure"] == fid]
    assert not events(out, "inflict") or all(e["enemy"] != fid for e in events(out, "inflict"))
    assert s.figures[fid].armor == 1


def test_engage_enemies_pass_through_enemies() -> None:
    s = new_game()
    place(s, "h_tester", "B1")
    place(s, "h_helper", "H8")
    blockers = [add_enemy(s, "brute", x, owner="helper") for x in ("A3", "B3", "C3", "D3")]
    for b in blockers:
        s.insts[s.figures[b].inst] = s.insts[s.figures[b].inst].model_copy(update={"exhausted": True})  # they only refresh this round
    fid = add_enemy(s, "gob_red", "B4")
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    (moved,) = [e for e in events(out, "enemy_moved") if e["figure"] == fid]
    assert moved["path"][1] in ("A3", "B3", "C3")  # straight through the row of enemies
    assert _cheb(s.figures[fid].pos, "B1") == 1


def test_engage_prefers_the_optimal_space_within_range_of_more_characters() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "D2")
    fid = add_enemy(s, "gob_red", "A4")
    strip_reactions(s)
    s, _ = play_round_to_threat_turn(s)
    pos = s.figures[fid].pos
    assert _cheb(pos, "B2") == 1 and _cheb(pos, "D2") == 1  # C1, C2 or C3: next to both heroes


def test_engage_nearest_character_ties_go_against_the_party_in_a_hard_game() -> None:
    for hard, want in ((False, "h_helper"), (True, "h_tester")):
        s = new_game(hard=hard)
        place(s, "h_tester", "A2")
        place(s, "h_helper", "C2")
        hero(s, "tester").damage = 5  # the tester is the more wounded
        add_enemy(s, "gob_red", "B2")  # between them: equally near
        strip_reactions(s)
        s, out = play_round_to_threat_turn(s)
        assert events(out, "inflict")[0]["target"] == want, hard


def test_huge_villain_is_placed_instead_of_moved_pushing_figures_aside() -> None:
    s = new_game()
    _all_open(s)
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A2")
    add_villain(s, "G7")
    gob = add_enemy(s, "gob_red", "C1", owner="helper")
    s.insts[s.figures[gob].inst] = s.insts[s.figures[gob].inst].model_copy(update={"exhausted": True})
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    placed = events(out, "enemy_placed")
    assert placed and placed[0]["figure"] == "villain" and placed[0]["path"] == ["G7", "B1"]
    assert not [e for e in events(out, "enemy_moved") if e["figure"] == "villain"]
    assert s.figures["villain"].pos == "B1"  # covers B1 C1 B2 C2, next to both heroes
    assert s.figures[gob].pos not in ("B1", "C1", "B2", "C2")
    assert [e["figure"] for e in events(out, "pushed")] == [gob]
    assert board_problems(s) == []


# --- traps ----------------------------------------------------------------------------------------


def test_traps_trigger_when_a_character_moves_into_range() -> None:
    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "A4")
    tid = add_trap(s, "gob_snare", "D4")  # Trigger (1): resist agility 2
    rig(s, BLANK, SUCCESS)
    out = act(s, "tester", {"type": "move", "to": "C3"})
    assert [e["trap"] for e in events(out, "trap_triggered")] == [tid]
    (res,) = events(out, "resist")
    assert res["figure"] == "h_tester" and res["difficulty"] == 2 and res["damage"] == 1
    assert hero(out.state, "tester").damage == 1
    assert types(out).index("moved") < types(out).index("trap_triggered")
    # moving again while staying within range triggers it again (issue 9 item 4): see
    # test_trap_triggers_when_a_character_already_in_range_moves_into_another_space_in_range
    # a move that only passes through its range still triggers it
    s3 = new_game()
    place(s3, "h_tester", "A2")
    place(s3, "h_helper", "D1")
    tid3 = add_trap(s3, "gob_snare", "A4")
    rig(s3, SUCCESS, SUCCESS)
    out3 = act(s3, "tester", {"type": "move", "to": "C4"})
    assert events(out3, "moved")[0]["path"] == ["A2", "B3", "C4"]  # the only 2-space way
    assert [e["trap"] for e in events(out3, "trap_triggered")] == [tid3]
    assert hero(out3.state, "tester").damage == 0  # two successes resisted it all


def trap_scene(tester: str, helper: str, trap: str, *dice: str) -> tuple[Any, str]:
    """A game with the tester and the helper on those spaces, a Goblin snare (Trigger (1)) on `trap`,
    the next dice rigged; and the trap's id."""
    s = new_game()
    place(s, "h_tester", tester)
    place(s, "h_helper", helper)
    tid = add_trap(s, "gob_snare", trap)
    if dice:
        rig(s, *dice)
    return s, tid


def test_trap_triggers_when_a_character_already_in_range_moves_into_another_space_in_range() -> None:
    # "Trigger: ... resolved when a character moves into a space within range of this card's token"
    s = new_game()
    place(s, "h_tester", "C3")  # already within range 1 of the trap at D4
    place(s, "h_helper", "A1")
    tid = add_trap(s, "gob_snare", "D4")
    rig(s, BLANK, SUCCESS)
    out = act(s, "tester", {"type": "move", "to": "C4"})  # C4 is within range too
    assert [e["trap"] for e in events(out, "trap_triggered")] == [tid]
    assert hero(out.state, "tester").damage == 1
    # the same Move action's spaces walked in a second /move go on with that movement: the trap
    # has been set off by it already ("once a figure begins its movement, it must complete it")
    out2 = act(out.state, "tester", {"type": "move", "to": "D3"})
    assert not events(out2, "trap_triggered")
    assert hero(out2.state, "tester").damage == 1
    out2 = act(out2.state, "tester", {"type": "move", "to": "C3"})  # the last space paid for
    assert not events(out2, "trap_triggered")
    # and again on the next Move action inside its range: each movement into range springs it
    rig(out2.state, BLANK, SUCCESS)
    out2 = act(out2.state, "tester", {"type": "move", "to": "C4"})
    assert [e["trap"] for e in events(out2, "trap_triggered")] == [tid]
    assert hero(out2.state, "tester").damage == 2
    # a move of two spaces, both within its range, triggers it once, after the move
    s3, tid3 = trap_scene("B4", "A1", "D4", BLANK, BLANK)
    out3 = act(s3, "tester", {"type": "move", "to": "D3"})
    assert events(out3, "moved")[0]["spaces"] == 2
    assert [e["trap"] for e in events(out3, "trap_triggered")] == [tid3]
    # leaving its range never triggers it
    s4 = new_game()
    place(s4, "h_tester", "C3")
    place(s4, "h_helper", "A1")
    add_trap(s4, "gob_snare", "D4")
    out4 = act(s4, "tester", {"type": "move", "to": "B2"})
    assert not events(out4, "trap_triggered")


def test_a_move_takes_the_shortest_way_that_sets_off_the_fewest_traps() -> None:
    # A2 to C3 is 2 spaces by B2 or by B3; B2 is within range 1 of the trap at C1, B3 is not. The
    # player names where to go: the hero does not walk past a trap it need not pass
    s, _ = trap_scene("A2", "D4", "C1")
    out = act(s, "tester", {"type": "move", "to": "C3"})
    assert events(out, "moved")[0]["path"] == ["A2", "B3", "C3"]
    assert not events(out, "trap_triggered")
    # where every shortest way passes the trap, the move still takes one (never a longer one)
    s2, tid = trap_scene("A2", "D4", "B4", SUCCESS, SUCCESS)
    out2 = act(s2, "tester", {"type": "move", "to": "C4"})
    assert events(out2, "moved")[0]["spaces"] == 2
    assert [e["trap"] for e in events(out2, "trap_triggered")] == [tid]


def test_traps_do_not_trigger_for_enemies() -> None:
    s = new_game()
    place(s, "h_tester", "B1")
    place(s, "h_helper", "H8")
    add_trap(s, "gob_snare", "D2")
    add_enemy(s, "gob_red", "D4")
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    assert not events(out, "trap_triggered")


def test_traps_interact_task_overcomes_the_trap_and_gains_1_supply() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "A4")
    tid = add_trap(s, "gob_snare", "C3")
    label = s.traps[tid].label
    # one success: cancelled by the difficulty 1, no progress
    rig(s, SUCCESS, BLANK)
    out = act(s, "tester", {"type": "interact", "with": label})
    assert tid in out.state.traps and events(out, "progress")[0]["amount"] == 0
    # two successes: 1 progress = threshold 1, the trap is overcome
    rig(s, SUCCESS, SUCCESS)
    out = act(s, "tester", {"type": "interact", "with": label})
    s2 = out.state
    assert tid not in s2.traps
    assert "gob_snare" in s2.decks["threat"].discard
    assert s2.heroes["tester"].threat == []
    assert s2.supply == 1
    assert [e["kind"] for e in events(out, "overcome")] == ["trap"]
    # out of range (1) it cannot be interacted with
    place(s, "h_tester", "A1")
    illegal(s, "tester", {"type": "interact", "with": label}, key="out_of_range")


# --- threat tokens and armor --------------------------------------------------------------------


def test_threat_tokens_burn_at_the_end_of_the_react_phase() -> None:
    s = new_game(threat_deck="goblins")
    hero(s, "tester").threat_tokens = 2
    s, out = play_round_to_threat_turn(s)
    burn = events(out, "threat_burn")
    assert burn == [{"figure": "h_tester", "name": "Tess", "amount": 2}]
    assert hero(s, "tester").threat_tokens == 1
    assert [e["amount"] for e in events(out, "damage") if e["cause"] == "threat_tokens"] == [2]


def test_threat_tokens_mark_raise_the_inflict_difficulty() -> None:
    s = new_game(threat_deck="zz_marks")
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    add_enemy(s, "mk_guard", "C2")  # inflict might 3
    hero(s, "tester").threat_tokens = 2
    strip_reactions(s)
    rig(s, BLANK, BLANK, BLANK)
    s, out = play_round_to_threat_turn(s)
    (inf,) = events(out, "inflict")
    assert inf["difficulty"] == 5 and inf["damage"] == 4  # 3 + 2 marks - defense 1
    assert hero(s, "tester").threat_tokens == 2  # marks do not burn


def test_threat_token_event_gives_each_hero_a_token() -> None:
    s = new_game(threat_deck="goblins")
    s.villain_spawned = s.villain_defeated = True
    s.villain_area = []
    s.decks["threat"].cards = ["gob_red", "gob_howl", "gob_howl"]
    s, out = play_round_to_threat_turn(s)
    assert [e["figure"] for e in events(out, "threat_token")] == ["h_tester", "h_helper"] * 2
    assert hero(s, "tester").threat_tokens == 2


def test_armor_tokens_absorb_attack_successes_before_damage() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    fid = add_enemy(s, "gob_red", "C2")
    s.figures[fid].armor = 2
    rig(s, SUCCESS, SUCCESS, SUCCESS)
    out = act(s, "tester", {"type": "act", "card": "test_blade", "target": s.figures[fid].label})
    (att,) = events(out, "attack")
    assert att["armor_removed"] == 2 and att["damage"] == 1
    g = out.state.figures[fid]
    assert g.armor == 0 and g.damage == 1


def test_armor_tokens_reduce_inflicted_damage_after_defense() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    add_enemy(s, "gob_red", "C2")  # inflict agility 3
    hero(s, "tester").armor = 3
    strip_reactions(s)
    quiet_villain(s)
    rig(s, BLANK, BLANK)
    s, out = play_round_to_threat_turn(s)
    (inf,) = events(out, "inflict")
    assert inf["difficulty"] == 3 and inf["defense"] == 1 and inf["armor_used"] == 2 and inf["damage"] == 0
    assert hero(s, "tester").armor == 1 and hero(s, "tester").damage == 0


# --- lurkers and rivals ---------------------------------------------------------------------------


def test_lurker_defeated_goes_to_the_lurker_discard_and_gives_1_supply() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    fid = add_enemy(s, "brute", "C2", kind="lurker")
    s.figures[fid].damage = 2
    rig(s, SUCCESS, BLANK, BLANK)
    out = act(s, "tester", {"type": "act", "card": "test_blade", "target": s.figures[fid].label})
    s2 = out.state
    assert fid not in s2.figures and s2.decks["lurker"].discard == ["brute"]
    assert s2.supply == 1


def test_rival_activates_in_a_threat_area_and_is_removed_from_the_game_when_defeated() -> None:
    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    fid = add_enemy(s, "spy_test", "D4", kind="rival")
    strip_reactions(s)
    s, out = play_round_to_threat_turn(s)
    assert "spy_test" in [e["card"] for e in events(out, "activate")]
    assert _cheb(s.figures[fid].pos, "B2") == 1
    s.figures[fid].damage = 2
    rig(s, SUCCESS, BLANK, BLANK)
    before = s.supply
    out = act(s, "tester", {"type": "act", "card": "test_blade", "target": s.figures[fid].label})
    s2 = out.state
    assert fid not in s2.figures and "spy_test" in s2.removed
    assert "spy_test" not in s2.decks["lurker"].discard and s2.supply == before


def test_an_enemy_strikes_the_character_it_engaged_even_when_another_stands_nearer_after_its_move() -> None:
    """Rulebook: an engaging enemy « moves to be in an optimal position to target and inflict damage on the
    nearest character », the space farthest from that target within range. A Goblin Archer (range 3) next to
    Tess backs off to A4, where Helper at C3 is nearer; its inflict is still against Tess."""
    from tests.altar_helpers import (
        add_enemy,
        game,
        new_game,
        place,
        play_round_to_threat_turn,
        quiet_villain,
        strip_reactions,
    )

    s = new_game()
    place(s, "h_tester", "A1")
    place(s, "h_helper", "C3")
    fid = add_enemy(s, "gob_archer", "A2")
    strip_reactions(s)
    quiet_villain(s)
    assert game(s).nearest_character(s.figures[fid]).id == "h_tester"
    s, out = play_round_to_threat_turn(s)
    moved = [e for e in out.events if e.type == "enemy_moved" and e.figure == fid]
    struck = [e for e in out.events if e.type == "inflict" and e.enemy == fid]
    assert moved and moved[0].path[-1] == "A4"
    assert game(s).nearest_character(s.figures[fid]).id == "h_helper"  # nearer now
    assert [e.target for e in struck] == ["h_tester"]


def test_a_card_usable_at_any_time_is_offered_before_an_enemy_strikes() -> None:
    """Rulebook: a Use effect with no timing « the controlling hero may resolve it at any time ». The enemy
    turn has no pause but the window before each strike, so that window offers it: Tess, 3 health left,
    drinks her tonic before the first goblin strikes. Asked for another move meanwhile, she is told to
    answer her own decision first."""
    import pytest

    from engine.core.errors import RuleError
    from engine.rulesets.altar.state import Inst
    from tests.altar_helpers import BLANK, act, add_enemy, hero, new_game, place, quiet_villain, rig, set_hand

    s = new_game()
    place(s, "h_tester", "B2")
    place(s, "h_helper", "H8")
    hero(s, "tester").damage = 7  # 3 of 10 left
    add_enemy(s, "gob_red", "C2")
    set_hand(s, "tester", [])
    set_hand(s, "helper", [])
    s.insts["c900"] = Inst(card="tonic", zone="play:tester")
    s.heroes["tester"].play.append("c900")
    quiet_villain(s)
    s.supply = 0
    s = act(s, "tester", {"type": "end"}).state
    rig(s, BLANK, BLANK, BLANK, BLANK, BLANK, BLANK)
    out = act(s, "helper", {"type": "end"})
    p = out.prompt
    assert p is not None and p.kind == "reaction" and p.seat == "tester" and "use:c900" in [o.id for o in p.options]
    with pytest.raises(RuleError) as err:
        act(out.state, "tester", {"type": "rest"})
    assert err.value.key == "answer_first"
    healed = act(out.state, "tester", {"type": "choose", "option": "use:c900"})
    assert "c900" not in healed.state.insts  # a Use card is discarded to resolve it
    assert [e.type for e in healed.events].index("heal") < [e.type for e in healed.events].index("inflict")


def test_a_threat_card_an_event_draws_while_a_room_is_revealed_spawns_in_that_room(tmp_path) -> None:
    """Rulebook, revealing a room, step 3: « each minion figure spawned from a threat card during this step
    spawns in the revealed room's shadow space ». An event drawn there that says « draw 1 threat card » brings
    its minion to the revealed room too, not to the shadow nearest the hero in the room left behind."""
    from engine.rulesets.altar import AltarRuleset
    from engine.rulesets.altar.base import sq
    from engine.rulesets.altar.game import Game
    from tests.altar_helpers import DATA, act, content_variant, events, new_game, place

    extra = (DATA / "altar/threats/goblins.toml").read_text() + '''
[[cards]]
id = "gob_gather"
name = "Gathering"
name_fr = "Rassemblement"
text = "Draw 1 threat card."
text_fr = "Piochez 1 carte menace."
kind = "event"
[[cards.abilities]]
kind = "play"
steps = [{ op = "draw_threat", who = "active" }]
'''
    content = content_variant(tmp_path, {"threats/goblins.toml": extra})
    rs = AltarRuleset(lambda: content)
    s = new_game(rs=rs)
    place(s, "h_tester", "D2")
    place(s, "h_helper", "C3")
    for name, cards in (("feature", ["table"]), ("quest", ["hunt_idol"]),
                        ("threat", ["gob_red", "gob_archer", "gob_gather"])):  # the last one is drawn first
        for card in cards:
            if card in s.decks[name].cards:
                s.decks[name].cards.remove(card)
        s.decks[name].cards.extend(cards)
    out = act(s, "tester", {"type": "open_door", "door": "ab"}, rs=rs)
    board = Game(out.state, content).board
    spawned = {e["card"]: board.area_of[sq(e["square"])] for e in events(out, "spawned")}
    assert spawned == {"gob_archer": "rb", "gob_red": "rb"}  # the event's draw and the helper's own
