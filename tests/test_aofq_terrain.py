"""Age of Fantasy: Quest terrain as data: the shipped pieces and sets load and check clean, a set builds
the same geometry.Table every time on both table sizes, and check() names what a layout gets wrong (an
unknown piece, a piece off the table, pieces on one another, too few pieces, open ground walled off)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import ValidationError
from shapely.geometry import Point

from engine.core.content_io import ContentError, data_dir
from engine.rulesets.aofq.content import (
    MIN_SET_PIECES,
    Content,
    PlacedPiece,
    TerrainTemplate,
    build_table,
    check,
    check_terrain_set,
    load_content,
)
from engine.rulesets.aofq.geometry import Model, Table

SHIPPED = data_dir() / "aofq"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def broken(content: Content) -> Content:
    return content.model_copy(deep=True)


def test_the_shipped_sets_load_and_check_clean(content: Content) -> None:
    assert check(content) == []
    assert len(content.terrain_sets) >= 2
    for terrain_set in content.terrain_sets:
        assert len(terrain_set.pieces) >= MIN_SET_PIECES
        assert check_terrain_set(content, terrain_set) == []
    used = {p.template for s in content.terrain_sets for p in s.pieces}
    assert used == {t.id for t in content.terrain}
    kinds = {k for t in content.terrain for k in ("blocking", "cover", "difficult", "dangerous") if getattr(t, k)}
    assert kinds == {"blocking", "cover", "difficult", "dangerous"}


@pytest.mark.parametrize("size", [48, 24])
def test_every_set_builds_a_table_of_both_sizes(content: Content, size: int) -> None:
    for terrain_set in content.terrain_sets:
        table = build_table(content, terrain_set.id, size)
        assert table.size == size
        assert len(table.terrain) == len(terrain_set.pieces)
        for piece in table.terrain:
            minx, miny, maxx, maxy = piece.footprint.bounds
            assert 0 <= minx and 0 <= miny and maxx <= size and maxy <= size


def test_the_small_table_halves_coordinates_footprints_and_heights(content: Content) -> None:
    set_id = content.terrain_sets[0].id
    full, small = build_table(content, set_id, 48), build_table(content, set_id, 24)
    for big, little in zip(full.terrain, small.terrain, strict=True):
        assert little.id == big.id
        assert little.footprint.area == pytest.approx(big.footprint.area / 4)
        assert little.footprint.centroid.x == pytest.approx(big.footprint.centroid.x / 2)
        assert little.footprint.centroid.y == pytest.approx(big.footprint.centroid.y / 2)
        assert little.height == pytest.approx(big.height / 2)
        assert (little.blocking, little.cover, little.difficult, little.dangerous) == \
            (big.blocking, big.cover, big.difficult, big.dangerous)


def test_a_piece_is_rotated_about_its_origin_then_placed(content: Content) -> None:
    c = broken(content)
    c.terrain_sets[0].pieces[0] = PlacedPiece(template="dry_stone_wall", x=10, y=10, rotation=90)
    wall = build_table(c, c.terrain_sets[0].id).terrain[0]
    minx, miny, maxx, maxy = wall.footprint.bounds  # a 6" x 1" wall stood on end
    assert (minx, miny, maxx, maxy) == pytest.approx((9.5, 7, 10.5, 13))


def test_building_is_deterministic(content: Content) -> None:
    for terrain_set in content.terrain_sets:
        a, b = build_table(content, terrain_set.id), build_table(content, terrain_set.id)
        assert [t.id for t in a.terrain] == [t.id for t in b.terrain]
        assert [t.footprint.wkt for t in a.terrain] == [t.footprint.wkt for t in b.terrain]
        assert [t.id for t in a.terrain] == [f"{i + 1:02d}_{p.template}" for i, p in enumerate(terrain_set.pieces)]


def test_an_unknown_set_is_a_key_error(content: Content) -> None:
    with pytest.raises(KeyError):
        build_table(content, "no_such_set")


@pytest.mark.parametrize("size", [48, 24])
def test_the_blocking_piece_in_the_middle_breaks_sight_across_it(content: Content, size: int) -> None:
    for terrain_set in content.terrain_sets:
        table = build_table(content, terrain_set.id, size)
        middle = [t for t in table.terrain if t.blocking and t.footprint.contains(Point(size / 2, size / 2))]
        assert middle, terrain_set.id
        h, edge = size / 2, 1.0
        across = [(Model("a", edge, h), Model("b", size - edge, h)), (Model("a", h, edge), Model("b", h, size - edge)),
                  (Model("a", edge, edge), Model("b", size - edge, size - edge))]
        for a, b in across:
            assert not table.line_of_sight(a, b)
            assert not Table(size, tuple(middle)).line_of_sight(a, b)  # that piece alone does it
            assert Table(size).line_of_sight(a, b)


def test_an_unknown_piece_is_reported_from_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "aofq"
    shutil.copytree(SHIPPED, folder)
    path = folder / "terrain.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('template = "copse"', 'template = "haunted_mill"', 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert any("unknown terrain piece 'haunted_mill'" in p for p in caught.value.problems)


def test_a_piece_off_the_table_is_reported(content: Content) -> None:
    c = broken(content)
    first = c.terrain_sets[0].pieces[0]
    c.terrain_sets[0].pieces[0] = first.model_copy(update={"x": 0.5, "y": 0.5})
    problems = check(c)
    assert any("piece 1" in p and "is not wholly on the table" in p for p in problems), problems


def test_overlapping_pieces_are_reported(content: Content) -> None:
    c = broken(content)
    pieces = c.terrain_sets[1].pieces
    pieces[1] = pieces[1].model_copy(update={"x": pieces[0].x + 1, "y": pieces[0].y})
    problems = check(c)
    assert any("piece 2" in p and "overlaps piece 1" in p for p in problems), problems


def test_pieces_that_only_touch_do_not_overlap(content: Content) -> None:
    c = broken(content)
    pieces = c.terrain_sets[0].pieces
    pieces[0] = PlacedPiece(template="rubble_field", x=5, y=43)  # the two top-left pieces' places
    pieces[1] = PlacedPiece(template="rubble_field", x=9, y=43)  # shares the side x = 7
    assert not any("overlaps" in p for p in check_terrain_set(c, c.terrain_sets[0]))


def test_a_set_with_too_few_pieces_is_reported(content: Content) -> None:
    c = broken(content)
    del c.terrain_sets[0].pieces[MIN_SET_PIECES - 1:]
    problems = check(c)
    assert any(f"{MIN_SET_PIECES - 1} pieces; a set needs at least {MIN_SET_PIECES}" in p for p in problems)


def test_open_sight_across_the_middle_is_reported(content: Content) -> None:
    c = broken(content)
    terrain_set = c.terrain_sets[0]
    terrain_set.pieces = [p for p in terrain_set.pieces if not (p.x == 24 and p.y == 24)]
    assert any("nothing blocks sight" in p for p in check_terrain_set(c, terrain_set))


def test_ground_walled_off_by_blocking_pieces_is_reported(content: Content) -> None:
    c = broken(content)
    terrain_set = c.terrain_sets[0]
    # two spires in the bottom-left corner, touching both edges and each other: the corner is shut in
    corner = [PlacedPiece(template="ruined_tower", x=2, y=6), PlacedPiece(template="ruined_tower", x=6, y=2)]
    terrain_set.pieces = corner + [p for p in terrain_set.pieces if p.x > 14 or p.y > 14]
    problems = check_terrain_set(c, terrain_set)
    assert any("cuts the open ground into 2 parts" in p for p in problems), problems


def test_a_footprint_must_be_a_simple_polygon() -> None:
    good = dict(id="slab", name="Slab", name_fr="Dalle", blocking=True)
    TerrainTemplate(**good, footprint=[(0, 0), (2, 0), (2, 2), (0, 2)])
    for bad in ([(0, 0), (2, 2), (2, 0), (0, 2)],   # sides cross (a bow tie)
                [(0, 0), (1, 1), (2, 2)],            # no area
                [(0, 0), (2, 0), (0, 0), (0, 2)],    # repeats a point
                [(0, 0), (2, 0)]):                   # too few points
        with pytest.raises(ValidationError):
            TerrainTemplate(**good, footprint=bad)
    with pytest.raises(ValidationError):
        TerrainTemplate(id="nothing", name="Nothing", name_fr="Rien", footprint=[(0, 0), (2, 0), (0, 2)])


def test_bases_default_to_one_inch_and_big_creatures_are_larger(content: Content) -> None:
    assert all(h.base == 1.0 for h in content.heroes)
    assert all(u.base == 1.0 for u in content.units() if not u.is_single)
    big = {u.id: u.base for u in content.units() if u.base > 1}
    assert big and all(content.unit(i).tough >= 6 for i in big)
