"""Defects found by the second French playtest of The Drowned Chapel (Age of Fantasy: Quest), each
checked through the engine from a constructed position. Line numbers: age-of-fantasy-quest-rules-fr.txt."""
from __future__ import annotations

import re

import pytest

from bot import games
from bot.gamekit import Table
from engine.core.errors import RuleError
from engine.rulesets.aofq import RULESET as rs
from engine.rulesets.aofq.game import Game
from tests.test_aofq_rules import open_field, place, play, setup, unit_at  # noqa: F401  (open_field: fixture)


def _weapon(game: Game, unit, name: str):
    return next(w for w in game.prof(unit).weapons if w.name == name)


@pytest.mark.parametrize("profile,weapon,melee,condition", [
    ("bogback_toad", "Venomed tongue", True, "Sick"),
    ("drowned_abbess", "Brine lash", False, "Afflicted"),
])
def test_a_weapon_that_wounds_gives_its_condition(open_field, profile, weapon, melee, condition):  # noqa: F811
    # the toad's tongue makes a hero Sick, the Abbess's lash Afflicted: a model wounded by the weapon
    # gains its conditions (content.Weapon.inflicts); the rulebook's conditions (lines 165-173) then apply
    wounded = spared = 0
    for seed in range(40):
        s = setup(heroes=("odile",), units=(), faction="brackish_court", seed=f"c{seed}")
        u = unit_at(s, profile, [(24.0, 12.5)])
        place(s, "odile", 24.0, 10.0)
        g = Game(s, rs.content)
        g.attack(g.fighter_unit(u), g.fighter_hero("odile"), _weapon(g, u, weapon), melee=melee, auto_hits=1)
        hero = s.heroes["odile"]
        if hero.wounds:
            wounded += 1
            assert condition in hero.conditions
            assert any(e.type == "condition" and e.condition == condition for e in g.events)
        else:
            spared += 1
            assert condition not in hero.conditions  # a blocked hit gives nothing
    assert wounded and spared


def test_a_shaken_hero_casts_no_spell(open_field):  # noqa: F811
    # line 65: a Shaken hero "doit rester inactif"; a spell is refused like any action, nothing spent
    s = setup(heroes=("odile",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
    place(s, "odile", 24.0, 12.0)
    h = s.heroes["odile"]
    h.shaken, h.spell_tokens = True, 4
    with pytest.raises(RuleError) as err:
        play(s, "odile", type="cast", spell="witchfire", target="E1")
    assert err.value.key == "aofq_shaken"
    assert h.spell_tokens == 4 and s.active is None and not h.cast
    # /end then recovers: the idle activation it spends takes the Shaken state away
    out = play(s, "odile", type="end")
    assert not out.state.heroes["odile"].shaken


def test_a_hero_who_cast_a_spell_did_not_stay_idle(open_field):  # noqa: F811
    # ending an activation after a spell is not an idle one (the playtest told "reste inactive" after a cast)
    s = setup(heroes=("odile",), units=())
    unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
    place(s, "odile", 24.0, 12.0)
    s.heroes["odile"].spell_tokens = 6
    out = play(s, "odile", type="cast", spell="witchfire", target="E1", extra=4)
    if out.state.pending is not None:
        out = play(out.state, "odile", type="choose", option="no")
    out = play(out.state, "odile", type="end")
    ended = [e for e in out.events if e.type == "activation_ended"]
    assert ended and not ended[0].idle


def _prompt_text(lang: str, prompt) -> str:
    """The prompt as the bot words it (service._prompt_ask: `prompt-<kind>` with its params)."""
    from bot import games
    from bot.narration import in_language

    return games.get("aofq").texts(lang, f"prompt-{prompt.kind}", prompt.text,
                                   **in_language(dict(prompt.params), prompt.params, lang))


def test_a_failed_morale_prompt_tells_the_roll_and_who_wounded_the_hero(open_field):  # noqa: F811
    # the events before a pause are told only once it is answered: the prompt itself must say why it is asked
    # (the playtest's "Votre héros a raté un test de moral" came twice in a row with no roll and no cause)
    from engine.rulesets.aofq.game import _Pause

    asked = 0
    for seed in range(60):
        s = setup(heroes=("odile",), units=(), faction="brackish_court", seed=f"m{seed}")
        u = unit_at(s, "drowned_abbess", [(24.0, 20.0)], label="E3")
        place(s, "odile", 24.0, 12.0)
        s.heroes["odile"].wounds = 2
        g = Game(s, rs.content)
        g.attack(g.fighter_unit(u), g.fighter_hero("odile"), _weapon(g, u, "Brine lash"), melee=False, auto_hits=2)
        try:
            g.morale_checks()
        except _Pause as pause:
            asked += 1
            fr, en = _prompt_text("fr", pause.prompt), _prompt_text("en", pause.prompt)
            roll = next(e.roll for e in g.events if e.type == "rolled" and e.why == "morale")
            assert f"fait {roll}, il fallait 4+" in fr and "L'Abbesse noyée (Fouet de saumure)" in fr, fr
            assert "/6 blessures" in fr and "Effrayant +2" in fr, fr
            assert f"rolled {roll}, needed 4+" in en and "The Drowned Abbess (Brine lash)" in en, en
            assert "{" not in fr + en
    assert asked


def _failed_prompts(prefix: str, journeymen_at: tuple[float, float], action: dict, spell_tokens: int = 0) -> list:
    """The prompts Odile's `action` on the Ashhand Journeymen (E1) opens over 30 seeds, when it fails
    (Odile at 24",12" on an open field)."""
    prompts = []
    for seed in range(30):
        s = setup(heroes=("odile",), units=(), seed=f"{prefix}{seed}")
        unit_at(s, "ashhand_journeymen", [journeymen_at], label="E1")
        place(s, "odile", 24.0, 12.0)
        if spell_tokens:
            s.heroes["odile"].spell_tokens = spell_tokens
        out = play(s, "odile", **action)
        if out.state.pending is not None:
            prompts.append(out.state.pending.prompt)
    return prompts


def test_a_failed_spell_prompt_tells_the_roll(open_field):  # noqa: F811
    prompts = _failed_prompts("s", (24.0, 20.0), {"type": "cast", "spell": "witchfire", "target": "E1", "extra": 1},
                              spell_tokens=3)
    for prompt in prompts:
        fr = _prompt_text("fr", prompt)
        assert re.search(r"a échoué : fait [1-3] \+1 pour les jetons en plus, il fallait 4\+", fr), fr
        assert "Dépenser 2 points de puissance" in fr, fr
    assert prompts


def test_a_failed_test_prompt_tells_the_stat_the_reason_and_the_roll(open_field):  # noqa: F811
    prompts = _failed_prompts("p", (24.0, 14.5), {"type": "push", "target": "E1"})
    for prompt in prompts:
        fr = _prompt_text("fr", prompt)
        en = _prompt_text("en", prompt)
        assert re.fullmatch(r"Votre test de Force pour une poussée a échoué : fait [1-4], il fallait 5\+\. "
                            r"Dépenser 2 points de puissance pour le réussir quand même \?", fr), fr
        assert re.match(r"Your Strength test for a push failed: rolled [1-4], needed 5\+", en), en
    assert prompts


def _refusal_text(lang: str, err) -> str:
    """A refusal as the bot words it (service._error: the game's refusal_params, then `rule-<key>`)."""
    from bot import games
    from bot.gamekit import Table as BotTable

    game = games.get("aofq")
    table = BotTable.__new__(BotTable)
    table.lang, table.state = lang, None
    return game.texts(lang, f"rule-{err.key}", **game.refusal_params(table, dict(err.params)))


def test_a_refusal_through_difficult_ground_never_tells_a_negative_distance(open_field):  # noqa: F811
    # the playtest read 'il reste -2.9"': 8.9" + 8" moved on open ground, then a Rush through difficult ground
    s = setup(terrain="walled")
    place(s, "brannoc", 27.0, 5.0)
    s.heroes["brannoc"].moved = 8.0  # as if an earlier move of this activation went 8"
    s.active = "brannoc"
    s.heroes["brannoc"].actions = 1
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="rush", to=[33.0, 5.0])
    assert err.value.key == "aofq_too_far"
    assert err.value.params["limit"] == "0" and err.value.params["moved"] == "8.0"
    fr = _refusal_text("fr", err.value)
    assert 'il reste 0" après les 8,0" déjà parcourus' in fr and "-" not in fr.split("(")[1], fr
    en = _refusal_text("en", err.value)
    assert '0" left after the 8.0" already moved' in en, en


@pytest.fixture
def pocket(monkeypatch: pytest.MonkeyPatch):
    """A 48" table under the set id `pocket`: a channel 1.2" wide between walls, open at its top (y 14)."""
    from shapely.geometry import box

    from engine.rulesets.aofq import game as game_mod
    from engine.rulesets.aofq.geometry import Table, Terrain

    walls = (Terrain("01_left", box(21, 5, 23.4, 14), blocking=True),
             Terrain("02_right", box(24.6, 5, 27, 14), blocking=True),
             Terrain("03_back", box(23.4, 5, 24.6, 9.4), blocking=True))
    tables = dict(game_mod._TABLES)
    tables[("pocket", 48.0)] = Table(48.0, walls)
    monkeypatch.setattr(game_mod, "_TABLES", tables)
    monkeypatch.setattr(game_mod, "_NAVS", {})


def test_an_ai_unit_never_announces_a_charge_it_cannot_make(pocket):
    # the toad's 2" base cannot enter the 1.2" channel the hero stands in: the hero is within charge range
    # and in sight, but no way leads into contact, so it does not say "charge" (and then stand still)
    from engine.rulesets.aofq.ai import activate

    s = setup(heroes=("odile",), units=(), terrain="pocket", faction="brackish_court")
    u = unit_at(s, "bogback_toad", [(24.0, 17.0)], label="E5")
    place(s, "odile", 24.0, 10.0)
    g = Game(s, rs.content)
    toad, odile = g.fighter_unit(u), g.fighter_hero("odile")
    assert g.sees(toad, odile) and g.gap(toad, odile) < 12.0
    assert not g.charge_reachable(toad, odile, g.inches(12))
    activate(g, toad)
    decisions = [e.decision for e in g.events if e.type == "ai_decision"]
    assert decisions == ["rush_blocked"], decisions
    assert not any(e.type == "attacked" for e in g.events)
    # with the way open (the hero outside the channel), the same toad charges and strikes
    s = setup(heroes=("odile",), units=(), terrain="pocket", faction="brackish_court")
    u = unit_at(s, "bogback_toad", [(24.0, 22.0)], label="E5")
    place(s, "odile", 24.0, 16.0)
    g = Game(s, rs.content)
    activate(g, g.fighter_unit(u))
    assert [e.decision for e in g.events if e.type == "ai_decision"] == ["charge"]
    assert any(e.type == "attacked" and e.who == "E5" for e in g.events)


def test_headlock_takes_one_models_activation_not_the_whole_units(open_field):  # noqa: F811
    # "Une figurine ennemie en mêlée avec vous perd sa prochaine activation": of three Leech Wardens in melee
    # with Kesh, the one she holds makes no attack; the two others still strike (the whole unit stood idle)
    from engine.rulesets.aofq.ai import activate

    s = setup(heroes=("kesh",), units=(), faction="brackish_court")
    u = unit_at(s, "leech_wardens", [(24.0, 11.2), (25.2, 11.2), (26.4, 11.2)], label="E2")
    place(s, "kesh", 24.0, 10.0)
    out = play(s, "kesh", type="skill", skill="headlock", target="E2")
    held = [k for k in out.state.units[0].effects if k.startswith("stunned")]
    assert held == [f"stunned:{u.models[0].id}"]
    # and the players are told (a playtest: nothing said a unit was pinned, nor for how long)
    (laid,) = [e for e in out.events if e.type == "effect_laid"]
    assert (laid.who, laid.effect, laid.until) == ("E2", "stunned_model", out.state.round + 1)
    game = games.get("aofq")
    assert game.narrator_cls(Table(game, "en", out.state, {}, 0)).line(laid) == (
        "📌 E2 Leech Wardens: Headlock on one model: it makes no attack in its next activation.")
    assert game.narrator_cls(Table(game, "fr", out.state, {}, 0)).line(laid) == (
        "📌 E2 Gardiens des sangsues : Clé de bras sur une figurine : elle n'attaque pas à sa prochaine activation.")
    g = Game(out.state, rs.content)
    activate(g, g.fighter_unit(out.state.units[0]))
    assert [e.decision for e in g.events if e.type == "ai_decision"] == ["stunned_model", "charge"]
    strikes = [e for e in g.events if e.type == "attacked" and e.who == "E2"]
    assert strikes and strikes[0].attacks == 2 * 2  # two models of three, 2 attacks each
    # its next activation is its own again: the effect is spent
    assert not any(k.startswith("stunned") for k in out.state.units[0].effects)


def test_headlock_on_a_lone_model_takes_its_whole_activation(open_field):  # noqa: F811
    from engine.rulesets.aofq.ai import activate

    s = setup(heroes=("kesh",), units=(), faction="brackish_court")
    unit_at(s, "drowned_abbess", [(24.0, 11.2)], label="E3")
    place(s, "kesh", 24.0, 10.0)
    out = play(s, "kesh", type="skill", skill="headlock", target="E3")
    g = Game(out.state, rs.content)
    activate(g, g.fighter_unit(out.state.units[0]))
    assert [e.decision for e in g.events if e.type == "ai_decision"] == ["stunned"]
    assert not any(e.type == "attacked" for e in g.events)


@pytest.fixture
def copse(monkeypatch: pytest.MonkeyPatch):
    """A 48" table under the set id `copse`: a 2" x 4" patch of difficult ground at x 23-25, y 8-12."""
    from shapely.geometry import box

    from engine.rulesets.aofq import ai as ai_mod
    from engine.rulesets.aofq import game as game_mod
    from engine.rulesets.aofq.geometry import Table, Terrain

    tables = dict(game_mod._TABLES)
    tables[("copse", 48.0)] = Table(48.0, (Terrain("01_copse", box(23, 8, 25, 12), difficult=True),))
    monkeypatch.setattr(game_mod, "_TABLES", tables)
    monkeypatch.setattr(game_mod, "_NAVS", {})
    monkeypatch.setattr(ai_mod, "_DRY", {})


def _moved(out):
    return next(e for e in out.events if e.type == "moved")


def test_a_move_goes_around_a_patch_of_difficult_ground_when_that_arrives(copse):
    # the straight way from (24,5) to (24,15) crosses the copse: 10" held to 6"; around it the way is under 12"
    s = setup(terrain="copse", units=())
    unit_at(s, "ashhand_journeymen", [(46.0, 46.0)], label="E1")
    place(s, "brannoc", 24.0, 5.0)
    out = play(s, "brannoc", type="rush", to=[24.0, 15.0])
    hero = out.state.heroes["brannoc"]
    assert (hero.x, hero.y) == (pytest.approx(24.0), pytest.approx(15.0)) and not hero.difficult


def test_a_move_held_by_difficult_ground_says_so(open_field):  # noqa: F811
    s = setup(terrain="walled", units=())
    unit_at(s, "ashhand_journeymen", [(46.0, 5.0)], label="E1")
    place(s, "brannoc", 27.0, 5.0)
    out = play(s, "brannoc", type="rush", toward="E1")
    moved = _moved(out)
    assert moved.inches == pytest.approx(6.0) and moved.held == "difficult"
    from bot import games

    fr = games.get("aofq").texts("fr", "ev-moved", who="Brannoc", how="court", inches="6", to="Q20",
                                 held=moved.held, climb="0")
    assert fr.endswith('le chemin traverse un terrain difficile, qui limite les mouvements de cette activation à 6".')


def test_a_move_toward_something_stops_before_an_enemys_inch_and_says_so(open_field):  # noqa: F811
    # line 47: no move within 1" of an enemy but a charge; a move *toward* somewhere goes as far as it may
    # (the playtest's `/move to:vers R`, suggested by /interact, was refused outright)
    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(10.0, 18.0)], label="E1")
    unit_at(s, "ashhand_journeymen", [(10.0, 40.0)], label="E2")
    place(s, "brannoc", 10.0, 10.0)
    out = play(s, "brannoc", type="rush", toward="E2")
    hero = out.state.heroes["brannoc"]
    assert 15.5 < hero.y <= 16.0 + 1e-6 and _moved(out).held == "enemy"


def test_interact_suggests_a_move_toward_the_marker_only_when_it_gets_anywhere(open_field):  # noqa: F811
    from engine.rulesets.aofq.state import MarkerState

    s = setup(units=())
    unit_at(s, "ashhand_journeymen", [(30.0, 30.0)], label="E1")
    s.markers.append(MarkerState(id="r", label="R", kind="relic", x=10.0, y=20.0, name="Relic", name_fr="Relique"))
    place(s, "brannoc", 10.0, 10.0)
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="interact", marker="R")
    assert err.value.key == "aofq_marker_far" and err.value.params.get("toward") == "yes"
    assert "`/move to:vers R`" in _refusal_text("fr", err.value)
    play(s, "brannoc", type="rush", toward="R")  # the move it suggests is not refused
    # an enemy right in the way: a move toward R gets nowhere, and the refusal does not suggest it
    unit_at(s, "ashhand_journeymen", [(10.0, 12.0)], label="E2")
    with pytest.raises(RuleError) as err:
        play(s, "brannoc", type="interact", marker="R")
    assert "toward" not in err.value.params
    fr = _refusal_text("fr", err.value)
    assert "vers R" not in fr and "case voisine" in fr, fr
    with pytest.raises(RuleError):
        play(s, "brannoc", type="rush", toward="R")


async def test_french_verbs_agree_with_plural_and_feminine_names(service):
    # the playtest read "E4 Rôdeurs des roseaux surgit", "E1 … teste sa Qualité" and "L'Abbesse noyée est
    # repoussé"; each figure's gender and number (gender_fr) now choose the verb's form
    from engine.rulesets.aofq import events as ev
    from tests.test_aofq_wording import open_game

    await open_game(service, "fr")
    game = await service.game(1)
    fr = game.game.narrator_cls(game.table("fr"))
    en = game.game.narrator_cls(game.table("en"))
    c = game.rs.content
    lurkers, abbess = c.unit("reedskulk_lurkers"), c.unit("drowned_abbess")
    assert (lurkers.gender_fr, abbess.gender_fr) == ("mp", "f")
    many = dict(who="E9", name=lurkers.name, name_fr=lurkers.name_fr)
    she = dict(who="E8", name=abbess.name, name_fr=abbess.name_fr)
    assert fr.line(ev.Arrived.make(**many, to="K3", ambush=True)) == "⚠️ Embuscade ! E9 Rôdeurs des roseaux surgissent en K3."
    assert en.line(ev.Arrived.make(**many, to="K3", ambush=True)) == "⚠️ Ambush! E9 Reedskulk Lurkers appear at K3."
    rolled = ev.Rolled.make(**many, stat="quality", why="morale", roll=5, need=4, passed=True)
    assert "Rôdeurs des roseaux testent leur Qualité" in fr.line(rolled), fr.line(rolled)
    assert fr.line(ev.Moved.make(**she, how="push", inches=2.0, to="M6")).startswith(
        "E8 L'Abbesse noyée est repoussée de 2\""), fr.line(ev.Moved.make(**she, how="push", inches=2.0, to="M6"))
    assert "Rôdeurs des roseaux courent de 6\"" in fr.line(ev.Moved.make(**many, how="rush", inches=6.0, to="M6"))
    decided = ev.AIDecision.make(**many, decision="hold_shoot", target="Odile", target_name="Odile Marrow",
                                 target_name_fr="Odile Marrow")
    assert "tiennent et tirent sur Odile" in fr.line(decided), fr.line(decided)
    hit = ev.Attacked.make(**many, target="Odile", target_name="Odile Marrow", target_name_fr="Odile Marrow",
                           weapon="w", weapon_fr="w", melee=True, attacks=3, hits=2, wounds=1, cover=False)
    assert "Rôdeurs des roseaux frappent Odile" in fr.line(hit) and "Lurkers strike Odile" in en.line(hit)
    wounded = ev.Wounded.make(**many, wounds=1, why="dangerous")
    assert "Rôdeurs des roseaux subissent 1 blessure" in fr.line(wounded), fr.line(wounded)
    sick = ev.ConditionChanged.make(**many, condition="Sick", gained=True)
    assert "Rôdeurs des roseaux sont désormais Malades" in fr.line(sick), fr.line(sick)


async def test_a_refusal_names_its_target_with_the_right_pronoun(service):
    # "avancez plutôt vers lui" was said of the Abbess: the refusal's target gives its gender and number
    from tests.test_aofq_wording import open_game

    await open_game(service, "fr")
    game = await service.game(1)
    table = game.table("fr")
    units = game.view()["units"]
    for u in units:
        params = game.game.refusal_params(table, {"target": u["label"]})
        assert params["gender"] == u["gender_fr"]
        text = game.game.texts("fr", "rule-aofq_charge_blocked", **params)
        pronoun = {"m": "lui", "f": "elle", "mp": "eux", "fp": "elles"}[u["gender_fr"]]
        assert text.endswith(f"avancez plutôt vers {pronoun}."), text
    assert any(u["gender_fr"] != "m" for u in units)


def test_while_one_hero_decides_the_other_is_told_whose_decision_it_is(open_field):  # noqa: F811
    """A failed spell asks Odile whether to spend power; Brannoc acting meanwhile was told 'answer it with
    /choose first', a decision he cannot answer: he is told it is Odile's, and nothing changes."""
    for seed in range(40):
        s = setup(heroes=("odile", "brannoc"), units=(), seed=f"w{seed}")
        unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
        place(s, "odile", 24.0, 12.0)
        place(s, "brannoc", 10.0, 10.0)
        s.heroes["odile"].spell_tokens = 3
        out = play(s, "odile", type="cast", spell="witchfire", target="E1", extra=1)
        if out.state.pending is None:
            continue
        before = out.state.model_dump_json()
        with pytest.raises(RuleError) as err:
            play(out.state, "brannoc", type="end")
        assert err.value.key == "aofq_other_decides" and err.value.params["hero"] == "odile"
        with pytest.raises(RuleError) as own:
            play(out.state, "odile", type="end")
        assert own.value.key == "aofq_decide_first"
        assert out.state.model_dump_json() == before
        return
    pytest.fail("no seed made the spell fail")


def test_a_spell_cast_by_spending_power_after_a_failed_roll_says_so(open_field):  # noqa: F811
    # a playtest: "casts Witchfire on E1: rolls 1 with 1 token — it works", after the player had paid
    # power to force the failed roll: the story now says the roll failed and the power cast it
    game = games.get("aofq")
    seen = 0
    for seed in range(30):
        s = setup(heroes=("odile",), units=(), seed=f"s{seed}")
        unit_at(s, "ashhand_journeymen", [(24.0, 20.0)], label="E1")
        place(s, "odile", 24.0, 12.0)
        s.heroes["odile"].spell_tokens = 3
        out = play(s, "odile", type="cast", spell="witchfire", target="E1", extra=1)
        if out.state.pending is None:
            (cast,) = [e for e in out.events if e.type == "spell_cast"]
            assert not cast.forced  # rolled well, or could not pay
            continue
        out = play(out.state, "odile", type="choose", option="spend")
        (cast,) = [e for e in out.events if e.type == "spell_cast"]
        assert cast.success and cast.forced and cast.roll + 1 < 4
        en = game.narrator_cls(Table(game, "en", out.state, {}, 0)).line(cast)
        fr = game.narrator_cls(Table(game, "fr", out.state, {}, 0)).line(cast)
        assert en.endswith("— it failed, and the power spent casts it anyway."), en
        assert fr.endswith("— raté, mais la puissance dépensée le lance quand même."), fr
        seen += 1
    assert seen
