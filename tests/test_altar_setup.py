"""Set-up, steps 1-8 (rulebook "SETUP"), on the hand-made test content."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.core.errors import RuleError
from engine.core.rng import randbelow, seed_state
from engine.rulesets.altar import AltarRuleset
from engine.rulesets.altar.content import RHUNES, ContentError
from tests.altar_helpers import RS, C, act, board_problems, content_variant, events, illegal, new_game


def test_setup_each_hero_draws_4_cards_from_a_shuffled_deck() -> None:
    s = new_game(heroes=("tester", "helper"))
    for hid in ("tester", "helper"):
        h = s.heroes[hid]
        hdef = C.heroes[hid]
        assert len(h.hand) == 4
        assert len(h.deck.cards) == len(hdef.deck) - 4
        assert Counter(h.hand + h.deck.cards) == Counter(hdef.deck)
        assert h.deck.reshuffle is True
        # the equipment is in the play area, not in the deck
        assert [s.insts[i].card for i in h.play] == hdef.equipment
    # shuffled: the decks are not always dealt in the same order
    orders = {tuple(new_game(seed=k).heroes["tester"].deck.cards) for k in range(8)}
    assert len(orders) > 1


def test_setup_mulligan_once_and_only_before_the_first_act_phase() -> None:
    s = new_game(mulligan_done=False)
    h = s.heroes["tester"]
    aside = h.hand[:2]
    keep = h.hand[2:]
    top_two = [h.deck.cards[-1], h.deck.cards[-2]]
    out = act(s, "tester", {"type": "mulligan", "cards": aside})
    t = out.state.heroes["tester"]
    assert t.mulligan_done
    # replacements are drawn first, then the set-aside cards are shuffled back into the deck
    assert Counter(t.hand) == Counter(keep + top_two)
    assert Counter(t.hand + t.deck.cards) == Counter(C.heroes["tester"].deck)
    assert len(t.deck.cards) == 6
    assert events(out, "mulligan") == [{"hero": "tester", "count": 2}]
    # only once
    illegal(out.state, "tester", {"type": "mulligan", "cards": t.hand[:1]}, key="no_mulligan")
    illegal(out.state, "tester", {"type": "choose", "option": "all"})
    # and never once the hero's act phase has begun
    s2 = act(s, "helper", {"type": "draw"}).state
    illegal(s2, "helper", {"type": "mulligan", "cards": s2.heroes["helper"].hand[:1]}, key="no_mulligan")
    # keeping the hand uses the mulligan up too
    kept = act(s, "helper", {"type": "choose", "option": "keep"}).state
    assert kept.heroes["helper"].hand == s.heroes["helper"].hand
    illegal(kept, "helper", {"type": "mulligan", "cards": kept.heroes["helper"].hand[:1]}, key="no_mulligan")


def test_setup_mulligan_of_a_card_not_in_hand_is_refused() -> None:
    s = new_game(mulligan_done=False)
    missing = next(c for c in C.heroes["helper"].deck if c not in s.heroes["tester"].hand)
    illegal(s, "tester", {"type": "mulligan", "cards": [missing]}, key="not_in_hand")


def test_setup_turn_card_and_3_action_tokens() -> None:
    s = new_game()
    assert all(h.actions_left == 3 for h in s.heroes.values())
    for _ in range(3):
        s = act(s, "tester", {"type": "draw"}).state
    assert s.heroes["tester"].actions_left == 0
    assert len(s.heroes["tester"].hand) == 7
    illegal(s, "tester", {"type": "draw"}, key="no_actions")


def test_setup_quest_rules_card_then_one_altar_card_in_the_quest_area() -> None:
    s = new_game()
    assert [s.insts[i].card for i in s.quest_area] == ["hunt_rules", "altar_test"]
    assert s.rules_inst == s.quest_area[0] and s.altar_inst == s.quest_area[1]
    # the quest deck holds every quest card but the rules card, and never reshuffles
    assert Counter(s.decks["quest"].cards) == Counter({"hunt_idol": 2, "hunt_quiet": 1})
    assert s.decks["quest"].reshuffle is False


def test_setup_quest_setup_effect_is_followed() -> None:
    s = new_game(quest="zz_slay")
    assert s.supply == 2  # "Setup: gain 2 supply"
    assert new_game(quest="hunt").supply == 0


def test_setup_five_altar_dice_rolled_into_the_altar_pool() -> None:
    pools = set()
    for seed in range(12):
        s = new_game(seed=seed)
        assert len(s.altar_pool) == 5
        assert all(r in RHUNES for r in s.altar_pool)
        pools.add(tuple(s.altar_pool))
    assert len(pools) > 1


def test_setup_villain_card_scheme_side_up_in_the_villain_area() -> None:
    s = new_game()
    assert [s.insts[i].card for i in s.villain_area] == ["boss_scheme"]
    assert Counter(s.decks["villain"].cards) == Counter(["boss_ev1", "boss_ev2"])
    assert s.decks["villain"].reshuffle is False
    assert not s.villain_spawned and "villain" not in s.figures


def test_setup_threat_search_and_lurker_decks_are_shuffled_and_reshuffle() -> None:
    s = new_game(threat_deck="goblins")
    assert Counter(s.decks["threat"].cards) == Counter(c.id for c in C.threat_decks["goblins"].cards)
    assert Counter(s.decks["search"].cards) == Counter({"tonic": 3})
    assert Counter(s.decks["lurker"].cards) == Counter({"brute": 4})
    for name in ("threat", "search", "lurker"):
        assert s.decks[name].reshuffle is True
    orders = {tuple(new_game(seed=k).decks["threat"].cards) for k in range(10)}
    assert len(orders) > 1
    s2 = new_game(threat_deck="zz_marks", villain_deck="zz_tyrant")
    assert set(s2.decks["threat"].cards) == {c.id for c in C.threat_decks["zz_marks"].cards}
    assert [s2.insts[i].card for i in s2.villain_area] == ["ty_scheme"]


FEATURES_9 = "\n".join(
    [
        '[[cards]]\nid = "altar_found"\nname = "The Altar"\nname_fr = "L\'autel"\ntext = "."\ntext_fr = "."\n'
        'kind = "feature"\nspaces = 2\n'
    ]
    + [
        f'[[cards]]\nid = "feat{i}"\nname = "Feature {i}"\nname_fr = "Élément {i}"\ntext = "."\ntext_fr = "."\n'
        f'kind = "feature"\nspaces = {(1, 2, 4)[i % 3]}\n'
        for i in range(9)
    ]
)


def test_setup_feature_deck_is_7_features_and_altar_found_shuffled(tmp_path: Path) -> None:
    c = content_variant(tmp_path, {"features.toml": FEATURES_9})
    rs = AltarRuleset(lambda: c)
    positions = set()
    chosen = set()
    for seed in range(20):
        s = new_game(seed=seed, rs=rs)
        deck = s.decks["feature"]
        assert len(deck.cards) == 8
        assert deck.cards.count("altar_found") == 1
        others = [x for x in deck.cards if x != "altar_found"]
        assert len(set(others)) == 7 and all(x.startswith("feat") for x in others)
        assert deck.reshuffle is False
        positions.add(deck.cards.index("altar_found"))
        chosen.add(frozenset(others))
    assert len(positions) > 2  # "Altar Found" is shuffled in, not put on top or bottom
    assert len(chosen) > 1  # the 7 are picked at random among the feature cards


LURKERS_6 = "\n".join(
    f'[[cards]]\nid = "lk{i}"\nname = "Lurker {i}"\nname_fr = "Rôdeur {i}"\ntext = "."\ntext_fr = "."\n'
    f'kind = "lurker"\ntraits = ["Minion"]\nhealth = 2\nspeed = 2\nrange = 1\n'
    f'[[cards.abilities]]\nkind = "activate"\nsteps = [{{ op = "engage" }}]\n'
    for i in range(6)
)


def test_setup_rival_shuffled_with_3_lurkers_on_top_of_the_lurker_deck(tmp_path: Path) -> None:
    c = content_variant(tmp_path, {"lurkers.toml": LURKERS_6})
    rs = AltarRuleset(lambda: c)
    where = set()
    for seed in range(16):
        plain = new_game(seed=seed, rs=rs)
        s = new_game(seed=seed, rs=rs, rival="spy_test")
        cards = s.decks["lurker"].cards  # the top of a deck is the end of the list
        assert len(cards) == 7 and cards.count("spy_test") == 1
        top4 = cards[-4:]
        assert "spy_test" in top4
        assert all(x.startswith("lk") for x in cards[:-4])
        where.add(top4.index("spy_test"))
        assert len(plain.decks["lurker"].cards) == 6 and "spy_test" not in plain.decks["lurker"].cards
    assert len(where) > 1  # shuffled among the three lurkers, not always first
    with pytest.raises(RuleError):
        new_game(rs=rs, rival="nobody")


def test_setup_stairs_in_the_chosen_room_with_every_hero_on_it() -> None:
    s = new_game(start="rd", heroes=("tester", "helper", "ranger"))
    assert s.stairs_room == "rd" and s.revealed == ["rd"]
    feature = C.board_def.rooms["rd"].feature
    # "placing each hero figure on that tile": all three on the stairs, the feature space's first square
    assert [s.figures[f"h_{h}"].pos for h in ("tester", "helper", "ranger")] == [feature[0]] * 3
    # they leave it one by one: a move must end on an empty space, never back onto the stairs
    out = act(s, "tester", {"type": "move", "to": feature[1]})
    assert out.state.figures["h_tester"].pos == feature[1]
    assert feature[0] not in {a.to for a in RS.legal_actions(out.state, "tester") if a.type == "move"}
    assert board_problems(out.state) == []
    view = RS.view(s, "tester")
    assert {"room": "rd", "kind": "stairs"}.items() <= view["board"]["features"][0].items()
    with pytest.raises(RuleError):
        new_game(start="nowhere")


def _sixteen_room_board() -> str:
    letters = "abcdefghijklmnop"
    rows = []
    for band in range(4):
        row = "".join(letters[band * 4 + col] * 2 for col in range(4))
        rows += [row, row]
    legend = {ch: f"r{i + 1}" for i, ch in enumerate(letters)}
    text = "rows = [" + ", ".join(f'"{r}"' for r in rows) + "]\n"
    text += "legend = { " + ", ".join(f'{k} = "{v}"' for k, v in legend.items()) + " }\n"
    text += "room_numbers = { " + ", ".join(f"r{i + 1} = {i + 1}" for i in range(16)) + " }\n"
    text += "[doors]\n"
    cols = "ABCDEFGH"
    for band in range(4):
        y = band * 2 + 1
        for col in range(3):
            text += f'd{band}{col} = ["{cols[col * 2 + 1]}{y}", "{cols[col * 2 + 2]}{y}"]\n'
    for i in range(16):
        band, col = divmod(i, 4)
        x0, y0 = cols[col * 2], band * 2 + 1
        x1 = cols[col * 2 + 1]
        text += f'[rooms.r{i + 1}]\nfeature = ["{x0}{y0}", "{x1}{y0}", "{x0}{y0 + 1}", "{x1}{y0 + 1}"]\n'
        text += f'shadow = "{x1}{y0 + 1}"\n'
    return text


def test_setup_random_start_room_d20_rerolls_above_16(tmp_path: Path) -> None:
    c = content_variant(tmp_path, {"board.toml": _sixteen_room_board()})
    assert len(c.board_def.rooms) == 16
    rs = AltarRuleset(lambda: c)
    by_number = {n: r for r, n in c.board_def.room_numbers.items()}
    seen = set()
    rerolled = 0
    for seed in range(150):
        holder = type("H", (), {})()
        holder.rng = seed_state(seed)
        rolls = [randbelow(holder, 20) + 1]
        while rolls[-1] > 16:
            rolls.append(randbelow(holder, 20) + 1)
        rerolled += len(rolls) > 1
        out_state = rs.new_game("hunt", ["tester", "helper"], seed, {"random_start": True})
        assert out_state.stairs_room == by_number[rolls[-1]], (seed, rolls)
        seen.add(out_state.stairs_room)
    assert rerolled > 5  # the rule was exercised: 17-20 were rolled and rolled again
    assert seen == set(c.board_def.rooms)


def test_setup_random_start_room_event_reports_the_kept_roll(tmp_path: Path) -> None:
    c = content_variant(tmp_path, {"board.toml": _sixteen_room_board()})
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.state import GameState

    for seed in range(40):
        holder = type("H", (), {})()
        holder.rng = seed_state(seed)
        first = randbelow(holder, 20) + 1
        if first <= 16:
            continue
        st = GameState(seed=str(seed), rng=seed_state(seed), quest="hunt", threat_deck="goblins",
                       villain_deck="boss", heroes={}, order=["tester", "helper"], stairs_room="")
        g = Game(st, c)
        g.setup({"random_start": True})
        rolled = [e.model_dump() for e in g.events if e.type == "start_room_rolled"]
        assert len(rolled) == 1 and rolled[0]["roll"] <= 16
        assert c.board_def.room_numbers[rolled[0]["room"]] == rolled[0]["roll"]
        assert st.stairs_room == rolled[0]["room"]
        return
    raise AssertionError("no seed rolled above 16 first")  # pragma: no cover


def test_setup_ally_placed_next_to_its_hero() -> None:
    s = new_game(heroes=("leader", "tester"))
    ally = s.figures["a_squire"]
    lead = s.figures["h_leader"]
    assert ally.kind == "ally" and ally.owner == "leader"
    (ax, ay), (lx, ly) = _xy(ally.pos), _xy(lead.pos)
    assert max(abs(ax - lx), abs(ay - ly)) == 1
    assert any(s.insts[i].card == "squire" for i in s.heroes["leader"].play)


def _xy(name: str) -> tuple[int, int]:
    return ord(name[0]) - 65, int(name[1:]) - 1


def test_setup_equipment_slots_two_trinkets_one_of_each_other_type(tmp_path: Path) -> None:
    two_weapons = (Path(__file__).parent / "data/altar/heroes/tester.toml").read_text().replace(
        'equipment = ["test_blade"]', 'equipment = ["test_blade", "helper_blade"]')
    with pytest.raises(ContentError) as info:
        content_variant(tmp_path, {"heroes/tester.toml": two_weapons})
    assert "slot" in str(info.value)
    # a weapon and a trinket are fine (the ranger)
    assert [C.cards[e].slot for e in C.heroes["ranger"].equipment] == ["weapon", "trinket"]


def test_setup_refuses_bad_hero_lists_and_quests() -> None:
    for quest, heroes in (("hunt", []), ("hunt", ["tester"] * 2), ("hunt", ["nobody"]),
                          ("nope", ["tester"]), ("hunt", ["tester", "helper", "ranger", "leader", "tester"])):
        with pytest.raises(RuleError) as info:
            RS.new_game(quest, heroes, 1, {"start_room": "ra"})
        assert info.value.reason


def test_a_fallen_hero_keeps_the_letter_its_figure_had_in_the_view():
    """The legend keeps a row for a hero who fell (its figure gone): it shows the same letter the figure wore."""
    from bot import games

    g = games.get("altar")
    rs = g.ruleset
    state = g.bench_game(3, "x")  # a game the policy loses when Maudra falls
    labels = {f.card: f.label for f in state.figures.values() if f.kind == "hero"}
    while not rs.is_over(state):
        state = rs.apply(state, *g.policy_action(state)).state
    view = rs.view(state, None)
    gone = [h for h in state.order if f"h_{h}" not in state.figures]
    assert gone, "this game ends with a hero fallen"
    assert {h: view["heroes"][h]["label"] for h in state.order} == labels
