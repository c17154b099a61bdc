"""The apply() contract under fire, and hidden information under random play.

Arbitrary (mostly illegal) commands from every seat at random points of real quests: each one
either applies, or raises RuleError with a readable reason in both languages; either way the
state given to apply() stays byte-identical, and legal_actions() and view() never touch it.
Random legal play on the real quests never shows in view() or in the events anything Zargon
still hides: unrevealed monsters, hidden traps, unfound secret doors, unseen furniture and blocked
squares, the treasure deck's cards.
"""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import RuleError
from engine.rulesets.heroquest import RULESET
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat
from tests.test_heroquest_support import ALL4, RS, game, new

SQUARES = ["A1", "B1", "C1", "D1", "E1", "F1", "A2", "B2", "C2", "D3", "E3", "F3", "F4", "G4", "H3", "I5",
           "F6", "H7", "J5", "J8", "A8", "C7", "Z99", "A0", "", "??"]
TYPES = ["move", "jump", "open_door", "attack", "cast", "search", "disarm", "drink", "give", "shop_buy",
         "shop_sell", "end", "choose", "fly"]
NAMES = ["G1", "O1", "S1", "Bo", "barbarian", "dwarf", "elf", "wizard", "B", "", "nobody", "b_orc", "d_boss"]
ITEMS = ["broadsword", "shortsword", "dagger", "staff", "crossbow", "toolkit", "helmet", "red_draught",
         "bulls_brew", "dawnsteel", "gold", "nope"]
SPELLS = ["thunderclap", "swift_wind", "flame_burst", "searing_brand", "healing_tide", "rockfall", "ruin_bolt", "x"]
DOORS = ["a_mid", "a_north", "b_mid", "c_a", "d_mid", "b_east", "nope"]


def catalog_has(key: str) -> bool:
    from bot import games

    return all(games.get("heroquest").texts.has(lang, f"rule-{key}") for lang in ("en", "fr"))


@st.composite
def commands(draw):
    kind = draw(st.sampled_from(TYPES))
    data: dict = {"type": kind}
    if kind in ("move", "jump"):
        data["to"] = draw(st.sampled_from(SQUARES))
        if kind == "move" and draw(st.booleans()):
            data["path"] = draw(st.lists(st.sampled_from(SQUARES), max_size=4))
        if kind == "jump" and draw(st.booleans()):
            data["over"] = draw(st.sampled_from(SQUARES))
    elif kind == "open_door":
        data["door"] = draw(st.sampled_from(DOORS))
    elif kind == "attack":
        data["target"] = draw(st.sampled_from(NAMES))
        if draw(st.booleans()):
            data["weapon"] = draw(st.sampled_from(ITEMS))
    elif kind == "cast":
        data["spell"] = draw(st.sampled_from(SPELLS))
        if draw(st.booleans()):
            data["target"] = draw(st.sampled_from(NAMES))
    elif kind == "search":
        data["for"] = draw(st.sampled_from(["treasure", "secret_doors", "traps", "gold"]))
    elif kind == "disarm":
        data["trap"] = draw(st.sampled_from(SQUARES + ["b_chest", "trap_b_chest"]))
    elif kind == "drink":
        data["potion"] = draw(st.sampled_from(ITEMS))
    elif kind == "give":
        data["item"] = draw(st.sampled_from(ITEMS))
        data["to"] = draw(st.sampled_from(NAMES))
        if draw(st.booleans()):
            data["amount"] = draw(st.integers(-5, 500))
    elif kind in ("shop_buy", "shop_sell"):
        data["item"] = draw(st.sampled_from(ITEMS))
    elif kind == "choose":
        data["option"] = draw(st.sampled_from(["forward", "back", "none", "red_draught", "x"]))
    if draw(st.integers(0, 9)) == 0:
        data["bogus"] = 1
    return data


def warm_up(seed: int, steps: int, shop: bool):
    """A game on the test quest, played `steps` actions deep by the built-in hero policy."""
    s = new(seed=seed, party={"barbarian": {"gold": 400, "items": ["broadsword", "red_draught"]}} if shop else None)
    for _ in range(steps):
        if s.result is not None:
            break
        g = game(s)
        seat = next_seat(g)
        if seat is None:
            break
        try:
            s = RS.apply(s, seat, choose_action(g, seat)).state
        except RuleError:
            s = RS.apply(s, seat, {"type": "end"}).state
    return s


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 1000), steps=st.integers(0, 40), shop=st.booleans(),
       who=st.sampled_from(["current"] * 4 + list(ALL4) + ["zargon"]),
       cmds=st.lists(commands(), min_size=1, max_size=6))
def test_property_any_command_applies_or_is_refused_with_a_reason_and_the_state_untouched(seed, steps, shop, who, cmds):
    s = warm_up(seed, steps, shop)
    for cmd in cmds:
        seat = (RS.current_seat(s) or "barbarian") if who == "current" else who
        before = RS.dump_state(s)
        RS.legal_actions(s, seat if seat != "zargon" else "barbarian")
        RS.view(s, seat if seat != "zargon" else None)
        assert RS.dump_state(s) == before, "legal_actions() or view() changed the state"
        try:
            out = RS.apply(s, seat, cmd)
        except RuleError as err:
            assert RS.dump_state(s) == before, f"{cmd} was refused but changed the state"
            assert err.reason and err.reason.strip(), f"{cmd}: an empty reason"
            assert catalog_has(err.key), f"{err.key} has no message"
            continue
        assert RS.dump_state(s) == before, f"{cmd} changed the state given to apply()"
        s = out.state


def hidden_things(s, cards: bool = True):
    """Ids Zargon still keeps to himself in state `s` (a game of the real quests); with `cards`,
    the treasure cards too (the deck's contents are hidden; the card just drawn is read out)."""
    g = Game(s, RULESET.content)
    out = set()
    out |= {m.id for m in s.monsters.values() if not m.revealed}
    out |= {t.id for t in s.traps.values() if t.status == "hidden"}
    out |= {d for d in g.secret if d not in s.known_doors}
    out |= {f.id for f in g.q.furniture if f.id not in s.furniture_seen}
    if cards:
        out |= {c.id for c in RULESET.content.treasure}
    return out


def assert_nothing_hidden_shows(s, events):
    g = Game(s, RULESET.content)
    view = RULESET.view(s, s.order[0])
    text = json.dumps(view)
    for thing in hidden_things(s):
        assert f'"{thing}"' not in text, f"view shows {thing}"
    for e in events:
        etext = e.model_dump_json()
        for thing in hidden_things(s, cards=False):
            assert f'"{thing}"' not in etext, f"event {e.type} names {thing}"
    shown_monsters = {f["label"]: f["squares"][0] for f in view["figures"] if f["kind"] == "monster"}
    assert shown_monsters == {m.label: m.pos for m in s.monsters.values() if m.revealed}
    hidden_squares = {t.square for t in s.traps.values() if t.status == "hidden" and t.square}
    assert not {t["square"] for t in view["board"]["traps"]} & hidden_squares
    assert {d["id"] for d in view["board"]["doors"]} == set(s.known_doors)
    assert all(not d["secret"] or d["id"] in s.known_doors for d in view["board"]["doors"])
    walls = {tuple(w) for w in view["board"]["walls"]}
    for door_id in g.secret:
        if door_id in s.known_doors:
            continue
        d = g.board.doors[door_id]
        (x1, y1), (x2, y2) = sorted((d.a, d.b))
        seg = (x2, y1, x2, y1 + 1) if x1 != x2 else (x1, y2, x1 + 1, y2)
        assert seg in walls, f"the unfound secret door {door_id} is not drawn as wall"
    blocked = [sq for f in view["board"]["features"] if f["kind"] == "blocked" for sq in f["squares"]]
    assert set(blocked) <= set(s.blocked_seen)
    furniture = {f["id"] for f in view["board"]["features"] if f["kind"] == "furniture"}
    assert furniture <= set(s.furniture_seen)
    assert "treasure_deck" not in text


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), quest=st.sampled_from(RULESET.content.quest_order()),
       picks=st.lists(st.integers(0, 10_000), min_size=80, max_size=80))
def test_property_random_play_on_the_real_quests_never_shows_what_zargon_hides(seed, quest, picks):
    s = RULESET.new_game(quest, list(ALL4), seed)
    assert_nothing_hidden_shows(s, [])
    for i, pick in enumerate(picks * 2):
        if s.result is not None:
            break
        seat = RULESET.current_seat(s)
        g = Game(s, RULESET.content)
        # half the time the careful policy (it explores), half a random legal action
        if i % 2 == 0:
            action = choose_action(g, seat)
        else:
            legal = RULESET.legal_actions(s, seat)
            action = legal[pick % len(legal)]
        try:
            out = RULESET.apply(s, seat, action)
        except RuleError:
            out = RULESET.apply(s, seat, {"type": "end"} if s.pending is None else
                                {"type": "choose", "option": s.pending.prompt.default})
        s = out.state
        assert_nothing_hidden_shows(s, out.events)
