"""Age of Fantasy: Quest table geometry: distances edge to edge in real inches, coherency, sight and cover
from terrain footprints, straight moves, and the 24" table that halves every distance."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString, Polygon, box

from engine.core.errors import RuleError
from engine.rulesets.aofq.geometry import Model, Table, Terrain, distance, path_length, sight_lines


def wall(x0: float, y0: float, x1: float, y1: float, name: str = "wall") -> Terrain:
    return Terrain(name, box(x0, y0, x1, y1), blocking=True)


def forest(x0: float, y0: float, x1: float, y1: float, name: str = "forest") -> Terrain:
    return Terrain(name, box(x0, y0, x1, y1), cover=True, difficult=True)


# --- measuring -------------------------------------------------------------------------------------

def test_distance_is_measured_base_edge_to_base_edge():
    a, b = Model("a", 10, 10), Model("b", 12, 10)       # centres 2" apart, 1" bases: 1" edge to edge
    assert distance(a, b) == pytest.approx(1.0)
    assert distance(Model("a", 10, 10), Model("b", 10.5, 10)) == 0.0      # overlapping bases touch
    big = Model("ogre", 20, 20, base=2.0)
    assert distance(big, Model("c", 20, 23.5)) == pytest.approx(2.0)


def test_positions_keep_sub_inch_precision():
    assert distance(Model("a", 0.5, 0.5), Model("b", 0.5, 2.75)) == pytest.approx(1.25)
    assert path_length([(0, 0), (3, 4), (3, 4.5)]) == pytest.approx(5.5)


def test_within_three_inches_includes_exactly_three_pousser_reach():
    """Pousser: "choisissez une unité ennemie à 3" ou moins"."""
    table = Table(48)
    hero = Model("hero", 10, 10)
    assert table.within(3, hero, Model("orc", 14, 10))           # 3" edge to edge
    assert not table.within(3, hero, Model("orc", 14.1, 10))


def test_the_small_table_halves_every_distance():
    """"sur une surface plus petite de 60 cm x 60 cm, en divisant par deux toutes les distances"."""
    big, small = Table(48), Table(24)
    assert big.inches(12) == 12 and small.inches(12) == 6 and small.scale == 0.5
    hero, orc = Model("hero", 5, 5), Model("orc", 9, 5)               # 3" apart edge to edge
    assert big.within(3, hero, orc)
    assert not small.within(3, hero, orc) and small.within(6, hero, orc)


def test_a_table_is_48_or_24_inches():
    with pytest.raises(ValueError):
        Table(36)


# --- coherency -------------------------------------------------------------------------------------

def test_coherency_1_inch_to_one_member_and_3_to_all():
    """Groupes IA: "à moins d'1" d'au moins un autre membre et à 3" ou moins de tous les autres"."""
    table = Table(48)
    line = [Model("a", 10, 10), Model("b", 12, 10), Model("c", 14, 10)]  # 1" gaps; a-c 3" apart
    assert table.is_coherent(line)
    stretched = [Model("a", 10, 10), Model("b", 12, 10), Model("c", 14.1, 10)]   # a-c 3.1" apart
    assert table.coherency_breaks(stretched) == ["a", "c"]
    loner = [Model("a", 10, 10), Model("b", 12, 10), Model("c", 10, 12.05)]  # c 1.05" from a, farther from b
    assert table.coherency_breaks(loner) == ["c"]
    assert table.is_coherent([Model("solo", 1, 1)])


def test_coherency_on_the_small_table_is_half_an_inch_and_an_inch_and_a_half():
    table = Table(24)
    assert table.is_coherent([Model("a", 5, 5), Model("b", 6.5, 5)])          # 0.5" gap
    assert not table.is_coherent([Model("a", 5, 5), Model("b", 6.6, 5)])


# --- sight -----------------------------------------------------------------------------------------

def test_a_wall_between_two_models_blocks_sight():
    table = Table(48, (wall(19, 0, 21, 48),))           # a wall across the whole table
    assert not table.line_of_sight(Model("a", 10, 10), Model("b", 30, 10))
    assert table.line_of_sight(Model("a", 10, 10), Model("b", 15, 30))


def test_any_point_of_one_base_to_any_point_of_the_other_counts():
    """A short wall that hides the centre line but not the rims: sight exists."""
    table = Table(48, (wall(19.8, 9.7, 20.2, 10.3),))   # 0.6" wide, bases 1" wide
    a, b = Model("a", 10, 10), Model("b", 30, 10)
    assert table.line_of_sight(a, b)
    assert table.obscured_fraction(a, b) > 0.5           # but most lines cross it


def test_grazing_a_corner_does_not_block_sight():
    """Two walls meeting at one corner on the line between the centres: every other line enters one."""
    table = Table(48, (wall(14, 10, 16, 20, "upper"), wall(16, 0, 18, 10, "lower")))
    a, b = Model("a", 5, 10), Model("b", 27, 10)
    assert table.line_of_sight(a, b)
    assert table.obscured_fraction(a, b) > 0.9
    assert not Table(48, (wall(14, 9.9, 16, 20, "upper"), wall(16, 0, 18, 10, "lower"))).line_of_sight(a, b)


def test_a_model_standing_in_a_blocking_ruin_sees_out_and_is_seen():
    table = Table(48, (Terrain("ruin", box(8, 8, 12, 12), blocking=True, cover=True),))
    assert table.line_of_sight(Model("a", 10, 10), Model("b", 30, 10))


def test_sight_lines_are_the_same_whichever_model_looks():
    a, b = Model("a", 3, 7), Model("b", 11, 2, base=2)
    assert sorted(g.wkt for g in sight_lines(a, b)) == sorted(g.wkt for g in sight_lines(b, a))


# --- cover -----------------------------------------------------------------------------------------

def test_a_unit_with_3_of_5_models_in_a_forest_has_cover():
    """Couvert: "les unités dont la plupart des figurines se situent entièrement à couvert"."""
    table = Table(48, (forest(20, 20, 30, 30),))
    shooter = Model("archer", 5, 25)
    inside = [Model(f"in{i}", 22 + 2 * i, 25) for i in range(3)]
    outside = [Model(f"out{i}", 22 + 2 * i, 35) for i in range(2)]
    assert table.unit_in_cover(shooter, inside + outside)
    two_in = inside[:2] + [Model("out2", 26, 35)] + outside
    assert not table.unit_in_cover(shooter, two_in)


def test_half_a_base_in_cover_does_not_count_for_a_model_of_a_group():
    """A model of a group must be entirely in cover; a single-model unit mostly."""
    table = Table(48, (forest(20, 20, 30, 30),))
    shooter = Model("archer", 25, 5)                     # looks along the forest's edge, not through it
    straddling = Model("orc", 20.1, 25)                  # 60% of its base in the forest
    assert 0.5 < table.fraction_in_cover(straddling) < 1
    assert table.unit_in_cover(shooter, [straddling])
    assert not table.model_in_cover(shooter, straddling, single=False)


def test_a_single_model_mostly_behind_blocking_terrain_has_cover():
    table = Table(48, (wall(19.8, 9.7, 20.2, 10.3),))
    shooter, target = Model("a", 10, 10), Model("b", 30, 10)
    assert table.line_of_sight(shooter, target) and table.unit_in_cover(shooter, [target])
    assert not Table(48).unit_in_cover(shooter, [target])


def test_a_model_behind_a_low_wall_has_cover_but_the_shooter_does_not_from_the_same_wall():
    low_wall = Terrain("hedge", box(19.5, 5, 20.5, 15), cover=True)
    table = Table(48, (low_wall,))
    behind = Model("b", 21.2, 10)                        # touching the hedge, on the far side
    shooter = Model("a", 5, 10)
    assert table.unit_in_cover(shooter, [behind])
    assert table.line_of_sight(shooter, behind)           # a hedge gives cover, it does not block


# --- movement --------------------------------------------------------------------------------------

def test_a_straight_move_in_the_open():
    table = Table(48)
    report = table.check_move(Model("a", 10, 10), 16, 10, allowance=6)
    assert report.length == pytest.approx(6) and report.difficult == () and report.limit == 6
    with pytest.raises(RuleError) as err:
        table.check_move(Model("a", 10, 10), 16.1, 10, allowance=6)
    assert err.value.key == "aofq_too_far"


def test_a_move_may_not_pass_through_blocking_terrain():
    table = Table(48, (wall(19, 0, 21, 30),))
    with pytest.raises(RuleError) as err:
        table.check_move(Model("a", 15, 10), 25, 10)
    assert err.value.key == "aofq_through_blocking" and err.value.params["terrain"] == "wall"
    table.check_move(Model("a", 15, 31), 25, 31)          # around the end of it


def test_a_move_stays_on_the_table():
    table = Table(24)
    table.check_move(Model("a", 5, 5), 23.5, 5)            # base edge on the table's edge
    with pytest.raises(RuleError) as err:
        table.check_move(Model("a", 5, 5), 23.6, 5)
    assert err.value.key == "aofq_off_table"


def test_only_a_charge_comes_within_1_inch_of_an_enemy():
    """Mouvement: "ne peuvent se trouver à moins de 1" des unités ennemies que lorsqu'elles chargent"."""
    table = Table(48)
    orc = Model("orc", 20, 10)
    table.check_move(Model("hero", 10, 10), 18, 10, enemies=[orc])                 # exactly 1" away
    with pytest.raises(RuleError) as err:
        table.check_move(Model("hero", 10, 10), 18.2, 10, enemies=[orc])
    assert err.value.key == "aofq_too_close" and err.value.params["enemy"] == "orc"
    with pytest.raises(RuleError):                                                 # brushing past it
        table.check_move(Model("hero", 10, 11.5), 30, 11.5, enemies=[orc])
    table.check_move(Model("hero", 10, 10), 19, 10, enemies=[orc], charging=True)  # base to base
    table.check_move(Model("hero", 19, 10), 17.5, 10, enemies=[orc])               # stepping back out


def test_difficult_terrain_caps_the_activation_at_6_inches():
    """Terrain Difficile: "ne peuvent se déplacer que de 6" au total"."""
    table = Table(48, (forest(20, 0, 25, 48),))
    report = table.check_move(Model("a", 15, 10), 21, 10, allowance=12)
    assert report.difficult == ("forest",) and report.limit == 6
    with pytest.raises(RuleError):
        table.check_move(Model("a", 13, 10), 20, 10, allowance=12)          # 7" into the forest's edge
    assert table.check_move(Model("a", 5, 10), 12, 10, allowance=12).limit == 12
    with pytest.raises(RuleError):                                          # earlier this activation
        table.check_move(Model("a", 5, 10), 8, 10, allowance=12, moved=4, difficult_before=True)
    assert Table(24, (forest(10, 0, 12, 24),)).check_move(Model("a", 8, 5), 10.5, 5, allowance=12).limit == 3


def test_dangerous_terrain_is_reported_and_terrain_comes_back_in_table_order():
    table = Table(48, (Terrain("lava", box(20, 0, 21, 48), dangerous=True), forest(15, 0, 16, 48, "wood")))
    report = table.check_move(Model("a", 10, 10), 22, 10)
    assert report.dangerous == ("lava",) and report.difficult == ("wood",)
    line = sight_lines(Model("a", 10, 10), Model("b", 30, 10))[0]
    assert [t.id for t in table.crossed_by(line)] == ["lava", "wood"]


def test_elevation_is_the_height_of_the_piece_under_the_model():
    tower = Terrain("tower", Polygon([(0, 0), (4, 0), (4, 4), (0, 4)]), blocking=True, height=6)
    table = Table(48, (tower,))
    assert table.elevation(Model("a", 2, 2)) == 6 and table.elevation(Model("b", 10, 10)) == 0


# --- properties ------------------------------------------------------------------------------------

coord = st.floats(min_value=0.5, max_value=47.5, allow_nan=False)
bases = st.sampled_from([1.0, 1.25, 1.5, 2.0])
models = st.builds(Model, st.just("m"), coord, coord, bases)


@settings(max_examples=200, deadline=None)
@given(models, models)
def test_distance_is_symmetric_and_never_negative(a, b):
    assert distance(a, b) == distance(b, a) >= 0


ROCKS = Table(48, (wall(20, 5, 24, 40, "cliff"), wall(5, 30, 15, 33, "house"),
                   Terrain("ruin", Polygon([(30, 30), (40, 32), (35, 44)]), blocking=True, cover=True)))


@settings(max_examples=100, deadline=None)
@given(models, models)
def test_sight_is_symmetric(a, b):
    b = Model("n", b.x, b.y, b.base)
    assert ROCKS.line_of_sight(a, b) == ROCKS.line_of_sight(b, a)
    assert ROCKS.obscured_fraction(a, b) == ROCKS.obscured_fraction(b, a)


def test_the_line_a_shot_is_drawn_along_goes_round_the_wall_not_through_it():
    """A short wall hides the centre line but not the rims: the picture's line is a clear one, from a's
    base to b's, and the centre line itself whenever that one is clear."""
    block = wall(19.8, 9.7, 20.2, 10.3)
    a, b = Model("a", 10, 10), Model("b", 30, 10)
    start, end = Table(48, (block,)).clear_line(a, b)
    line = LineString([start, end])
    assert not line.intersects(block.footprint) or line.touches(block.footprint)
    assert math.dist(start, (10, 10)) <= a.radius + 1e-9 and math.dist(end, (30, 10)) <= b.radius + 1e-9
    assert Table(48).clear_line(a, b) == ((10, 10), (30, 10))
    assert Table(48, (wall(19, 0, 21, 48),)).clear_line(a, b) is None


def test_a_base_set_down_touching_a_wall_can_still_walk_away():
    """A model placed with its base touching blocking terrain (deployment allows touching) sits within the
    hair the paths keep from walls: every straight line from its centre met the grown wall, so it found no
    way and stayed behind its unit all game (a Leech Warden of The Drowned Chapel). It steps out first."""
    from engine.rulesets.aofq.nav import Navigator

    table = Table(48.0, (Terrain("wall", box(20, 20, 22, 30), blocking=True),))
    nav = Navigator(table, 1.0)
    start = (22.5, 25.0)  # a 1" base touching the wall's east face
    assert not table_terrain_blocks(table, start)
    way = nav.path(start, (30.0, 40.0))
    assert way is not None and way[-1] == (30.0, 40.0)
    assert math.dist(start, way[0]) < 0.1  # the first step only clears the wall's edge
    around = nav.path(start, (18.0, 25.0))  # to the far side of the wall: around it
    assert around is not None and len(around) >= 2


def table_terrain_blocks(table, p) -> bool:
    return any(t.blocking for t in table.terrain_under(Model("m", p[0], p[1], 1.0)))
