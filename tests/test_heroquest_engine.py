"""Engine-level HeroQuest tests: the apply() contract, determinism, random legal play with
invariants, winning and losing, the party between quests, content loading and the simulator."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import registry
from engine.core.errors import RuleError
from engine.rulesets.heroquest import RULESET
from engine.rulesets.heroquest.content import ContentError, load_content
from engine.rulesets.heroquest.invariants import check
from engine.rulesets.heroquest.policy import play_game
from tests.test_heroquest_support import (
    ALL4,
    ROOT,
    RS,
    act,
    clear_monsters,
    game,
    give_turn,
    new,
    place,
)


def test_registry_serves_heroquest():
    rs = registry.get("heroquest")
    assert rs.id == "heroquest" and rs is RULESET
    assert "heroquest" in registry.ruleset_ids()


def test_real_content_counts():
    counts = RULESET.content.counts()
    assert counts["heroes"] == 4 and counts["monsters"] == 8 and counts["spells"] == 12
    assert counts["chaos_spells"] == 12 and counts["treasure_cards"] == 24
    assert counts["artifacts"] >= 5 and counts["quests"] >= 4 and counts["armory"] >= 10
    board = RULESET.content.board_def
    assert len(board.rows) == 19 and all(len(r) == 26 for r in board.rows)


def test_validate_lists_heroquest():
    from bot.validate import validate_all

    counts, problems = validate_all()
    assert not [p for p in problems if p.startswith("heroquest")]
    assert counts["heroquest"]["quests"] >= 4


def test_content_errors_name_the_problem(tmp_path):
    import shutil

    shutil.copytree(ROOT / "heroquest", tmp_path / "heroquest")
    q = tmp_path / "heroquest" / "quests" / "01_test.toml"
    q.write_text(q.read_text().replace('at = "H3"', 'at = "Z99"').replace('kind = "goblin", at = "I5"',
                                                                          'kind = "dragon", at = "I5"'))
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    text = "\n".join(err.value.problems)
    assert "Z99" in text and "dragon" in text


def test_apply_never_mutates_its_input_and_errors_leave_it_untouched():
    s = new()
    before = RS.dump_state(s)
    act(s, "barbarian", type="move", to="D3")
    assert RS.dump_state(s) == before
    with pytest.raises(RuleError):
        act(s, "barbarian", type="open_door", door="nope")
    with pytest.raises(RuleError) as err:
        RS.apply(s, "barbarian", {"type": "fly"})
    assert err.value.key == "bad_action"
    assert RS.dump_state(s) == before


def test_determinism_same_seed_same_actions_same_state():
    def run(seed):
        state = RULESET.new_game("proving_halls", list(ALL4), seed)
        state, _ = play_game(RULESET, state, max_steps=400)
        return RULESET.dump_state(state)

    assert run("det") == run("det")
    assert run("det") != run("other")


def test_state_round_trips_through_json():
    s = new()
    assert RS.dump_state(RS.load_state(RS.dump_state(s))) == RS.dump_state(s)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 10_000), min_size=60, max_size=60))
def test_property_random_legal_actions_keep_the_invariants(seed, picks):
    quest = ["test", "test"][seed % 2]
    s = new(quest=quest, seed=seed)
    for pick in picks * 2:
        if s.result is not None:
            break
        seat = RS.current_seat(s)
        assert seat is not None
        legal = RS.legal_actions(s, seat)
        assert legal, "a player must always have something to do"
        action = legal[pick % len(legal)]
        s = RS.apply(s, seat, action).state
        problems = check(game(s))
        assert not problems, problems
        view = RS.view(s, seat)
        shown = {f["label"] for f in view["figures"] if f["kind"] == "monster"}
        assert shown == {m.label for m in s.monsters.values() if m.revealed}
        assert all(t["status"] != "hidden" for t in view["board"]["traps"])


def test_rule_quest_won_when_the_goal_is_done_and_the_heroes_leave_by_the_stairway():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    g = game(s)
    g.check_goal()
    assert s.goal_done
    place(s, "barbarian", "D3")
    place(s, "dwarf", "E3")
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="move", to="C3")
    assert out.state.heroes["barbarian"].escaped and out.state.result is None
    assert out.state.turn.hero == "dwarf"
    out = act(out.state, "dwarf", type="move", to="C2")
    assert out.state.result == "won"
    assert out.state.heroes["dwarf"].gold == 10  # the quest's reward
    assert RS.is_over(out.state)


def test_rule_quest_lost_when_every_hero_is_dead():
    s = new(heroes=("barbarian",))
    clear_monsters(s)
    g = game(s)
    g.hurt_hero(s.heroes["barbarian"], 99, "test")
    assert s.result == "lost" and s.result_reason == "all_dead"


def test_rule_quest_lost_when_the_torches_burn_out():
    s = new(heroes=("barbarian",), rounds=24)  # only when the group asked for a round limit
    s.round = s.max_rounds
    out = act(s, "barbarian", type="end")
    assert out.state.result == "lost" and out.state.result_reason == "time"


def test_rule_party_carries_over_and_shops_between_quests():
    s = new(heroes=("barbarian", "wizard"))
    s.heroes["barbarian"].gold = 300
    s.heroes["barbarian"].items.append("red_draught")
    s.heroes["wizard"].dead = True
    s.heroes["wizard"].pos = None
    s.heroes["barbarian"].body = 2
    party = RS.carry_over(s)
    assert party == {"barbarian": {"gold": 300, "items": ["broadsword", "red_draught"]}}
    nxt = RS.new_game("test", ["barbarian", "elf"], 2, {"party": party})
    assert nxt.phase == "shop" and nxt.heroes["barbarian"].body == 8  # restored
    assert nxt.heroes["elf"].items == ["shortsword"] and nxt.heroes["elf"].gold == 0  # a new hero
    with pytest.raises(RuleError) as err:
        act(nxt, "barbarian", type="move", to="D3")
    assert err.value.key == "shop_phase"
    nxt = act(nxt, "barbarian", type="shop_buy", item="helmet").state
    assert nxt.heroes["barbarian"].gold == 175 and "helmet" in nxt.heroes["barbarian"].items
    with pytest.raises(RuleError) as err:
        act(nxt, "barbarian", type="shop_buy", item="platemail")
    assert err.value.key == "not_enough_gold"
    with pytest.raises(RuleError) as err:
        act(nxt, "elf", type="shop_buy", item="dawnsteel")
    assert err.value.key == "not_for_sale"
    nxt = act(nxt, "barbarian", type="shop_sell", item="broadsword").state
    assert nxt.heroes["barbarian"].gold == 175 + 125
    nxt = act(nxt, "barbarian", type="end").state
    assert nxt.phase == "shop"
    nxt = act(nxt, "elf", type="end").state
    assert nxt.phase == "hero" and nxt.turn.hero == "barbarian"
    with pytest.raises(RuleError) as err:
        act(nxt, "barbarian", type="shop_buy", item="helmet")
    assert err.value.key == "shop_closed"


def test_rule_wizard_cannot_use_heavy_weapons_or_armor():
    s = RS.new_game("test", ["wizard"], 1, {"party": {"wizard": {"gold": 1000, "items": ["dagger"]}}})
    with pytest.raises(RuleError) as err:
        act(s, "wizard", type="shop_buy", item="broadsword")
    assert err.value.key == "wizard_cannot"
    s = act(s, "wizard", type="shop_buy", item="bracers").state
    assert game(s).hero_defend(s.heroes["wizard"]) == 3


def test_simulate_returns_the_altar_shape():
    from engine.rulesets.heroquest.simulate import simulate

    result = simulate(None, 4, 4, "t")
    for key in ("games", "wins", "losses", "errors", "failed_seeds", "mean_rounds", "games_per_s", "quests"):
        assert key in result
    assert result["errors"] == 0 and result["wins"] + result["losses"] == 4
    assert set(result["quests"]) == set(RULESET.content.quest_order())
    json.dumps(result)


def test_every_rule_error_and_event_has_english_and_french_text():
    import re
    from pathlib import Path

    from bot import games
    from engine.rulesets.heroquest.events import EVENT_TYPES

    t = games.get("heroquest").texts

    src = "\n".join(p.read_text(encoding="utf-8")
                    for p in (Path(__file__).resolve().parents[1] / "engine" / "rulesets" / "heroquest").glob("*.py"))
    keys = {f"rule-{k}" for k in re.findall(r'RuleError\(\s*"([a-z_]+)"', src)}
    keys |= {f"ev-{k.model_fields['type'].default}" for k in EVENT_TYPES}
    for lang in ("en", "fr"):
        missing = sorted(k for k in keys if not t.has(lang, k) and not t.has(lang, "hq-" + k[3:]))
        assert missing == [], f"{lang} lacks {missing}"


def test_determinism_holds_across_processes_and_hash_seeds():
    import os
    import subprocess
    import sys

    code = (
        "import hashlib;from engine.rulesets.heroquest import RULESET as R;"
        "from engine.rulesets.heroquest.policy import play_game;"
        "s=R.new_game('drowned_vault',['barbarian','dwarf','elf','wizard'],'x');"
        "s,_=play_game(R,s,max_steps=300);print(hashlib.sha256(R.dump_state(s).encode()).hexdigest())"
    )
    digests = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                             cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))), check=True)
        digests.add(out.stdout.strip())
    assert len(digests) == 1


def test_rule_time_out_after_the_goal_wins_for_those_who_got_out():
    s = new(heroes=("barbarian", "dwarf"), rounds=24)
    clear_monsters(s)
    game(s).check_goal()
    s.heroes["barbarian"].escaped, s.heroes["barbarian"].pos = True, None
    s.round = s.max_rounds
    place(s, "dwarf", "E5")  # off the stairway
    give_turn(s, "dwarf")
    out = act(s, "dwarf", type="end")
    assert out.state.result == "won" and out.state.heroes["dwarf"].dead


def test_rule_a_hero_on_the_stairway_may_leave_before_the_goal_is_done():
    """« Pour terminer leur quête sains et saufs, les héros doivent revenir à l'escalier, car c'est le seul
    endroit où ils sont à l'abri de tout danger »; play goes on « jusqu'à ce que la quête soit terminée ou
    que les héros quittent le monde souterrain »: leaving is open before the goal too."""
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    assert not s.goal_done
    place(s, "barbarian", "C3")
    place(s, "dwarf", "E5")
    give_turn(s, "barbarian")
    assert {"type": "leave"} in [a.model_dump() for a in RS.legal_actions(s, "barbarian")]
    out = act(s, "barbarian", type="leave")
    hero = out.state.heroes["barbarian"]
    assert hero.escaped and hero.pos is None and hero.left_early and not hero.dead
    assert any(e.type == "hero_left" and e.early for e in out.events)
    assert out.state.result is None and out.state.turn.hero == "dwarf"  # the others play on
    # the dwarf is not on the stairway: no way out from there
    assert "leave" not in [a.type for a in RS.legal_actions(out.state, "dwarf")]
    try:
        act(out.state, "dwarf", type="leave")
    except RuleError as err:
        assert err.key == "not_on_stairs" and err.params["stairs"] == "B2–C3"
    else:
        raise AssertionError("leaving off the stairway must be refused")
    # the last hero in the dungeon finishes the goal and leaves: won, the reward for him alone
    g = game(out.state)
    g.check_goal()
    place(out.state, "dwarf", "D3")
    out = act(out.state, "dwarf", type="move", to="C3")
    assert out.state.result == "won"
    assert out.state.heroes["dwarf"].gold == 10 and out.state.heroes["barbarian"].gold == 0


def test_rule_the_quest_is_lost_when_every_hero_leaves_before_the_goal_is_done():
    s = new(heroes=("barbarian", "dwarf"))
    clear_monsters(s)
    place(s, "dwarf", "E5")
    s.heroes["dwarf"].dead, s.heroes["dwarf"].pos = True, None
    give_turn(s, "barbarian")
    out = act(s, "barbarian", type="leave")
    assert out.state.result == "lost" and out.state.result_reason == "left"
    assert out.state.heroes["barbarian"].escaped and out.state.heroes["barbarian"].gold == 0
    assert any(e.type == "quest_lost" and e.reason == "left" for e in out.events)
