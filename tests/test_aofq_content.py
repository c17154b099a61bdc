"""The Age of Fantasy: Quest content we ship under data/aofq meets issue 12's item 9, and the loader
catches what a content author can get wrong: an unknown special rule, a rule without its value, a
spell or faction that does not exist, a faction without its villain, a rule no unit uses."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.core.content_io import ContentError, data_dir
from engine.rulesets.aofq.content import (
    CONDITION_NAMES_FR,
    CONDITIONS,
    RULE_NAMES_FR,
    RULES,
    Content,
    Rule,
    check,
    load_content,
)

SHIPPED = data_dir() / "aofq"
RULEBOOK_RULES = {
    "Ambush", "AP", "Bane", "Blast", "Caster", "Counter", "Deadly", "Fast", "Fear", "Fearless", "Flying",
    "Furious", "Immobile", "Impact", "Indirect", "Limited", "Regeneration", "Relentless", "Reliable",
    "Rending", "Scout", "Slow", "Stealth", "Strider", "Surge", "Thrust", "Unstoppable", "Villain",
}


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """A copy of the shipped data a test may break."""
    folder = tmp_path / "aofq"
    shutil.copytree(SHIPPED, folder)
    return folder


def problems_of(folder: Path) -> list[str]:
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    return caught.value.problems


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_shipped_content_loads_and_checks_clean(content: Content) -> None:
    assert check(content) == []


def test_the_closed_lists_are_the_rulebooks_special_rules_and_conditions() -> None:
    assert set(RULES) == RULEBOOK_RULES
    assert set(CONDITIONS) == {"Afflicted", "Crippled", "Sick", "Hindered"}
    assert set(RULE_NAMES_FR) == RULEBOOK_RULES and set(CONDITION_NAMES_FR) == set(CONDITIONS)


def test_six_heroes_with_stats_weapons_two_skills_and_spells_for_casters(content: Content) -> None:
    assert len(content.heroes) >= 6
    for hero in content.heroes:
        assert hero.weapons and len(hero.skills) >= 2, hero.id
        assert all(2 <= s <= 6 for s in (hero.strength, hero.dexterity, hero.will, hero.quality, hero.defense))
        assert hero.is_caster == bool(hero.spells), hero.id
    assert sum(h.is_caster for h in content.heroes) >= 1


def test_three_factions_of_eighteen_units_with_every_role_and_a_villain_each(content: Content) -> None:
    assert len(content.factions) >= 3
    assert len(content.units()) >= 18
    for faction in content.factions:
        assert sum(u.is_villain for u in faction.units) >= 1, faction.id
    roles = set().union(*(u.roles for u in content.units()))
    assert roles == {"single", "multi", "shooter", "caster", "villain"}


def test_the_factions_together_use_every_special_rule(content: Content) -> None:
    used = {name for unit in content.units() for name in unit.used_rules()}
    assert used == RULEBOOK_RULES


def test_search_token_loot_is_named_in_both_languages(content: Content) -> None:
    assert content.counts()["loot"] >= 10
    for item in content.loot:
        assert item.name and item.name_fr and item.text and item.text_fr


def test_rules_read_as_the_rulebook_writes_them() -> None:
    assert Rule.model_validate("AP(1)") == Rule(name="AP", x=1)
    assert str(Rule.model_validate("Blast(3)")) == "Blast(3)"
    assert Rule.model_validate("Fearless").x is None
    assert Rule.model_validate("AP(2)").french() == "PA (2)"


@pytest.mark.parametrize("bad", ["Frenzy", "AP", "Fearless(2)", "ap(1)", "AP(-1)"])
def test_an_unknown_or_badly_written_rule_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        Rule.model_validate(bad)


def test_speed_follows_fast_slow_and_immobile(content: Content) -> None:
    assert (content.unit("bonequill_flock").advance, content.unit("bonequill_flock").rush) == (8, 16)
    assert (content.unit("brass_colossus").advance, content.unit("brass_colossus").rush) == (4, 8)
    assert content.unit("bellows_bombard").rush == 0
    assert (content.unit("gallows_pikes").advance, content.unit("gallows_pikes").rush) == (6, 12)


def test_an_unknown_rule_in_a_file_is_reported_with_its_file(copy: Path) -> None:
    replace(copy / "factions" / "cinder_guild.toml", '"Relentless"', '"Frenzy"')
    problems = problems_of(copy)
    assert any("factions/cinder_guild.toml" in p and "slag_musketeers" in p for p in problems), problems
    # the unit is lost, so Relentless is no longer used by anyone
    assert "factions: no unit uses the special rule Relentless" in problems


def test_a_weapon_rule_on_a_model_is_reported(copy: Path) -> None:
    replace(copy / "factions" / "cinder_guild.toml", 'rules = ["Relentless"]', 'rules = ["Relentless", "Bane"]')
    assert any("Bane is not a rule of a model" in p for p in problems_of(copy))


def test_an_unknown_spell_is_reported(copy: Path) -> None:
    replace(copy / "heroes.toml", '"bramble_snare"', '"bramble_snore"')
    assert "heroes.toml: odile: unknown spell 'bramble_snore'" in problems_of(copy)


def test_a_unit_claiming_another_faction_is_reported(copy: Path) -> None:
    replace(copy / "factions" / "hollow_rookery.toml", 'id = "rookhulk"\n', 'id = "rookhulk"\nfaction = "cinder_guild"\n')
    assert "factions/hollow_rookery: rookhulk says it belongs to faction 'cinder_guild'" in problems_of(copy)


def test_a_faction_without_a_villain_is_reported(copy: Path) -> None:
    replace(copy / "factions" / "brackish_court.toml", '"Villain", ', "")
    problems = problems_of(copy)
    assert "factions/brackish_court: a faction needs a villain (a unit with Villain)" in problems


def test_a_rule_no_unit_uses_is_reported(content: Content) -> None:
    pruned = content.model_copy(deep=True)
    for unit in pruned.units():
        unit.rules = [r for r in unit.rules if r.name != "Ambush"]
    assert check(pruned) == ["factions: no unit uses the special rule Ambush"]


def test_a_scroll_of_an_unknown_spell_and_a_repeated_id_are_reported(copy: Path) -> None:
    replace(copy / "loot.toml", 'spell = "witchfire"', 'spell = "hellfire"')
    replace(copy / "loot.toml", 'id = "bitter_tonic"', 'id = "healing_draught"')
    problems = problems_of(copy)
    assert "loot.toml: scroll_of_witchfire: unknown spell 'hellfire'" in problems
    assert "loot.toml: id 'healing_draught' is used twice" in problems


def test_a_caster_without_spells_is_reported(copy: Path) -> None:
    replace(copy / "factions" / "hollow_rookery.toml", 'spells = ["ill_omen", "carrion_call"]\n', "")
    problems = problems_of(copy)
    assert "factions/hollow_rookery: omen_caller: a caster needs spells" in problems
