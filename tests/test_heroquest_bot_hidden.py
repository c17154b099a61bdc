"""Zargon's secrets never reach a player: hidden traps, secret doors not yet found and monsters not
yet revealed are absent from views, board images, narration, status texts and autocomplete.

The main test is a differential one. At every step of whole quests played by the hero policy, the
game is compared with the same game stripped of every secret (hidden traps and unrevealed monsters
taken out of the state; undiscovered secret doors, unseen furniture and unseen rubble taken out of
the quest): whatever a player can see or be offered must be identical, since nothing in it may
depend on what is hidden. Then targeted tests through discord.py check a hidden pit and a secret
door before and after they are found.
"""
from __future__ import annotations

from typing import Any

import pytest
from PIL import Image

from bot import games
from bot.gamekit import Table
from bot.store import LogEntry
from engine import registry
from engine.core.errors import RuleError
from engine.rulesets.heroquest import HeroQuestRuleset, action_dict, clone
from engine.rulesets.heroquest.actions import Choose, EndTurn
from engine.rulesets.heroquest.content import build_board
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat
from rendering import theme
from rendering.encode import encode_png
from rendering.grid import MARGIN, SQUARE, square_center
from rendering.heroquest import render_board
from tests.conftest import ALICE, BOB, CHANNEL_ID, option
from tests.test_bot_commands import content, flags

RS = registry.get("heroquest")
GAME = games.get("heroquest")
HEROES = ["barbarian", "dwarf", "elf", "wizard"]
FIELDS = [("door", "open"), ("to", "move"), ("to", "jump"), ("over", "jump"), ("target", "attack"),
          ("weapon", "attack"), ("spell", "cast"), ("target", "cast"), ("trap", "disarm"), ("potion", "drink"),
          ("card", "give"), ("to", "give"), ("item", "shop_buy"), ("item", "shop_sell")]
# stripped contents are kept alive for the whole session: the engine caches quest data by id()
_STRIPPED: dict[tuple, Any] = {}


def stripped(state: Any) -> tuple[Any, Any]:
    """(ruleset, state) of the same game with nothing hidden left in it."""
    c = RS.content
    q = c.quests[state.quest]
    known, furniture, rubble = frozenset(state.known_doors), frozenset(state.furniture_seen), frozenset(
        state.blocked_seen)
    key = (q.id, known, furniture, rubble)
    if key not in _STRIPPED:
        doors = [d for d in q.doors if not d.secret or d.id in known]
        q2 = q.model_copy(update={
            "doors": doors, "furniture": [f for f in q.furniture if f.id in furniture],
            "blocked": [b for b in q.blocked if b in rubble]})
        c2 = c.model_copy(update={"quests": {**c.quests, q.id: q2},
                                  "boards": {**c.boards, q.id: build_board(c.board_def, doors)}})
        _STRIPPED[key] = HeroQuestRuleset(lambda c2=c2: c2)
    rs2 = _STRIPPED[key]
    s2 = clone(state)
    s2.traps = {k: t for k, t in s2.traps.items() if t.status != "hidden"}
    s2.monsters = {k: m for k, m in s2.monsters.items() if m.revealed}
    return rs2, s2


def table(rs: Any, state: Any, lang: str) -> Table:
    return Table(GAME, lang, state, {}, 0, ruleset=rs)


def offered(rs: Any, state: Any, seat: str) -> dict[tuple[str, ...], list]:
    """Every autocomplete list a player of `seat` may be shown now (English and French), and every
    action `/do` lists."""
    out: dict[tuple[str, ...], Any] = {}
    out[("legal",)] = rs.legal_actions(state, seat)
    en = table(rs, state, "en")

    def choices(field: str, command: str, options: dict[str, Any], t: Table = en) -> list:
        return GAME.choices(field, GAME.verb(command), t, seat, options)

    for lang in ("en", "fr"):
        t = table(rs, state, lang)
        for field, command in FIELDS:
            out[(field, command, lang)] = choices(field, command, {}, t)
        out[("do", lang)] = [GAME.describe(a, t, seat) for a in out[("legal",)]]
    for to in [v for _label, v in out[("to", "move", "en")]][:3]:
        out[("path", to)] = choices("path", "move", {"to": to})
    for target in [v for _label, v in out[("target", "attack", "en")]]:
        out[("weapon", target)] = choices("weapon", "attack", {"target": target})
    for spell in [v for _label, v in out[("spell", "cast", "en")]]:
        out[("target", spell)] = choices("target", "cast", {"spell": spell})
    return out


def secrets_of(state: Any) -> list[str]:
    """Ids of what is hidden now: traps (every trap id is internal), undiscovered secret doors,
    unrevealed monsters' quest ids, and furniture ids."""
    q = RS.content.quests[state.quest]
    out = [t.id for t in state.traps.values()]
    out += [d.id for d in q.doors if d.secret and d.id not in state.known_doors]
    out += [m.id for m in state.monsters.values() if not m.revealed and len(m.id) > 2]
    out += [f.id for f in q.furniture]
    return out


def texts_for_players(rs: Any, state: Any, events: list[Any], before: dict[str, Any]) -> str:
    lines: list[str] = []
    for lang in ("en", "fr"):
        t = table(rs, state, lang)
        lines += GAME.narrate(events, t, before=before)
        lines += GAME.status_lines(t)
        lines.append(GAME.whose_turn(t))
        for seat in state.order:
            lines += GAME.hand_lines(t, seat)
    return "\n".join(lines)


@pytest.mark.parametrize(("quest", "seed"), [("proving_halls", "7"), ("warlock_throne", "4")])
def test_nothing_hidden_changes_what_players_see_or_are_offered(quest, seed):
    state = RS.new_game(quest, HEROES, seed)
    hidden_seen = {"traps": 0, "monsters": 0, "secret_doors": 0}
    for step in range(3000):
        if state.result is not None:
            break
        rs2, s2 = stripped(state)
        hidden_seen["traps"] += any(t.status == "hidden" for t in state.traps.values())
        hidden_seen["monsters"] += any(not m.revealed for m in state.monsters.values())
        hidden_seen["secret_doors"] += len(RS.content.boards[quest].doors) != len(rs2.content.boards[quest].doors)
        # what everyone sees
        view = RS.view(state, None)
        assert view == rs2.view(s2, None), f"step {step}: the view depends on a secret"
        if step % 25 == 0:
            for lang in ("en", "fr"):
                words = GAME.translator(lang)
                assert encode_png(render_board(view, lang, words)) == encode_png(
                    render_board(rs2.view(s2, None), lang, words))
        # what the player who must act is offered
        g = Game(state, RS.content)
        seat = next_seat(g)
        assert offered(RS, state, seat) == offered(rs2, s2, seat), f"step {step}: autocomplete depends on a secret"
        # play on
        action = choose_action(g, seat)
        try:
            out = RS.apply(state, seat, action)
        except RuleError:
            action = Choose(option=state.pending.prompt.default) if state.pending is not None else EndTurn()
            out = RS.apply(state, seat, action)
        text = texts_for_players(RS, out.state, out.events, view)
        leaked = [s for s in secrets_of(out.state) if s in text]
        assert leaked == [], f"step {step}: {leaked} in {text}"
        assert "{" not in text and "\n• " not in text and not text.startswith("• ")
        state = out.state
    assert state.result is not None
    assert all(hidden_seen.values()), hidden_seen  # the comparison did have secrets to hide


# --- through discord.py: a hidden pit and a secret door, before and after they are found ---------------


async def set_state(svc: Any, mutate: Any) -> None:
    """Change the channel's game as a quest map would have it (a test's setting of the scene)."""
    game = await svc.game(CHANNEL_ID)
    state = game.rs.load_state(game.row.state)
    mutate(state)
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                      state=game.rs.dump_state(state), _state_obj=state)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 8) -> bool:
    """Colours equal but for the PNG encoder's palette."""
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def pixel(png: bytes, xy: tuple[float, float]) -> tuple[int, int, int]:
    import io

    return Image.open(io.BytesIO(png)).convert("RGB").getpixel((round(xy[0]), round(xy[1])))


async def start_dwarf_game(driver, fake):
    await driver.slash("game", [option("ruleset", "heroquest"), option("quest", "proving_halls"),
                                option("seed", "3")], sub="new", user=ALICE)
    await driver.slash("game", [option("hero", "dwarf")], sub="join", user=ALICE)
    await driver.slash("game", [option("hero", "barbarian")], sub="join", user=BOB)
    tok = await driver.slash("game", [], sub="start", user=ALICE)
    assert flags(fake.callback(tok)) == 0


async def test_a_hidden_pit_is_offered_as_a_plain_square_until_found(driver, fake_discord):
    await start_dwarf_game(driver, fake_discord)
    svc = driver.bot.service

    def scene(state):
        for quiet in ("g1", "h_orc"):  # the corridor's goblin and orc would forbid searching
            del state.monsters[quiet]
        state.heroes["dwarf"].pos = "G10"
        Game(state, RS.content).update_vision()

    await set_state(svc, scene)
    game = await svc.game(CHANNEL_ID)
    assert game.state.traps["t_pit"].status == "hidden"
    before = await svc.board(CHANNEL_ID, ALICE[0])
    assert await driver.autocomplete("disarm", [option("trap", "", focused=True)], user=ALICE) == []
    assert await driver.autocomplete("jump", [option("to", "", focused=True)], user=ALICE) == []
    moves = await driver.autocomplete("move", [option("to", "H", focused=True)], user=ALICE)
    assert "H10" in [c["value"] for c in moves]  # nothing marks the trapped square
    assert "pit" not in str(moves).lower()
    tok = await driver.slash("game", [], sub="status", user=BOB)
    assert "trap" not in content(fake_discord.callback(tok)).lower()
    # found: now it is drawn, named, and can be jumped
    tok = await driver.slash("search", [option("for", "traps")], user=ALICE)
    assert "🔍 Dwarf searches for traps and finds a pit trap at H10." in content(fake_discord.callback(tok))
    after = await svc.board(CHANNEL_ID, ALICE[0])
    view = (await svc.game(CHANNEL_ID)).view()
    at = square_center(view, "H10")
    floor = pixel(before.png, at)
    assert floor != pixel(after.png, at)
    assert sum(pixel(after.png, at)) < 150 < sum(floor)  # a dark hole where the floor was
    jumps = await driver.autocomplete("jump", [option("to", "", focused=True)], user=ALICE)
    assert [c["value"] for c in jumps] == ["I10"] and jumps[0]["name"] == "I10 over H10"
    tok = await driver.slash("game", [], sub="status", user=BOB)
    assert "Known traps: Pit trap at H10" in content(fake_discord.callback(tok))


async def test_a_secret_door_is_wall_until_found(driver, fake_discord):
    await start_dwarf_game(driver, fake_discord)
    svc = driver.bot.service

    def scene(state):
        del state.monsters["n_skel"]  # an empty store room
        state.heroes["dwarf"].pos = "K18"
        g = Game(state, RS.content)
        g.reveal_room("N")
        g.update_vision()

    await set_state(svc, scene)
    before = await svc.board(CHANNEL_ID, ALICE[0])
    assert await driver.autocomplete("open", [option("door", "", focused=True)], user=ALICE) == []
    tok = await driver.slash("open", [option("door", "n_south")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 64 and content(cb) == "There is no door called n_south that you know of."
    # the edge between K18 and K19 is drawn as wall
    edge = (MARGIN + 10 * SQUARE + 8, MARGIN + 18 * SQUARE + 1)
    assert near(pixel(before.png, edge), theme.WALL)
    tok = await driver.slash("search", [option("for", "secret_doors")], user=ALICE)
    text = content(fake_discord.callback(tok))
    # numbered as the heroes came to know it, the 4th door known (the map's own number, 9, would tell
    # of five doors nobody has seen)
    assert "🔍 Dwarf searches for secret doors and finds a secret door between K18 and K19 (door 4)!" in text
    after = await svc.board(CHANNEL_ID, ALICE[0])
    assert near(pixel(after.png, edge), theme.SECRET_DOOR)
    got = await driver.autocomplete("open", [option("door", "", focused=True)], user=ALICE)
    assert [(c["name"], c["value"]) for c in got] == [("Door 4 (K18–K19)", "4")]
    tok = await driver.slash("open", [option("door", "door 4")], user=ALICE)
    assert "🚪 Dwarf opens door 4." in content(fake_discord.callback(tok))


async def test_unrevealed_monsters_are_never_offered_as_targets(driver, fake_discord):
    await start_dwarf_game(driver, fake_discord)
    svc = driver.bot.service

    def scene(state):
        # the Dwarf stands at the closed door of room C, the orc behind it unseen
        state.heroes["dwarf"].pos = "H10"
        state.traps["t_pit"].status = "gone"
        state.monsters["c_orc"].pos = "G9"

    await set_state(svc, scene)
    game = await svc.game(CHANNEL_ID)
    assert not game.state.monsters["c_orc"].revealed
    assert await driver.autocomplete("attack", [option("target", "", focused=True)], user=ALICE) == []
    tok = await driver.slash("attack", [option("target", "O1")], user=ALICE)
    assert content(fake_discord.callback(tok)) == "There is no monster O1 in sight. No monster has been seen yet."
    spells = await driver.autocomplete("cast", [option("spell", "", focused=True)], user=ALICE)
    assert spells == []  # the Dwarf has no spells; nothing else is offered
    view = game.view()
    assert all(f["kind"] == "hero" for f in view["figures"])


def test_policy_actions_survive_the_json_round_trip():
    """The bot logs actions as JSON and replays them: the helper used above keeps them whole."""
    state = RS.new_game("proving_halls", HEROES, "7")
    g = Game(state, RS.content)
    action = choose_action(g, next_seat(g))
    assert RS.parse_action(action_dict(action)) == action
