"""HeroQuest through discord.py's real code: raw INTERACTION_CREATE payloads in, the exact
interaction callbacks out (recorded by the fake Discord on 127.0.0.1): payloads, attachments,
ephemeral flags, autocomplete contents, prompts and the quest chain."""
from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import registry
from engine.rulesets.heroquest import action_dict
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat
from tests.conftest import ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, option
from tests.test_bot_commands import EPHEMERAL, PNG_MAGIC, as_message, content, custom_ids, flags

RS = registry.get("heroquest")
USERS = {ALICE[0]: ALICE, BOB[0]: BOB, CAROL[0]: CAROL}
DICE = re.compile(r"[💀⚪⚫]+")


async def open_hq(driver, fake, heroes=((ALICE, "barbarian"), (BOB, "dwarf")), quest="proving_halls", seed="3",
                  **kw: Any):
    tok = await driver.slash("game", [option("ruleset", "heroquest"), option("quest", quest), option("seed", seed)],
                             sub="new", user=ALICE, **kw)
    assert flags(fake.callback(tok)) == 0, content(fake.callback(tok))
    for user, hero in heroes:
        tok = await driver.slash("game", [option("hero", hero)], sub="join", user=user, **kw)
        assert flags(fake.callback(tok)) == 0, content(fake.callback(tok))
    tok = await driver.slash("game", [], sub="start", user=ALICE, **kw)
    return fake.callback(tok)


async def policy_until(svc, channel: int, done, limit: int = 400) -> Any:
    """Play the engine's hero policy through the service until `done(game)` holds; the game."""
    for _ in range(limit):
        game = await svc.game(channel)
        if done(game):
            return game
        assert game.row.status == "playing", "the quest ended first"
        g = Game(game.state, game.rs.content)
        seat = next_seat(g)
        action = action_dict(choose_action(g, seat))
        reply = await svc.act(channel, game.controller(seat), action, seat)
        if reply.error:
            prompt = game.rs.current_prompt(game.state)
            fallback = {"type": "choose", "option": prompt.default} if prompt else {"type": "end"}
            reply = await svc.act(channel, game.controller(seat), fallback, seat)
            assert not reply.error, reply.text
    raise AssertionError("the condition never came")


def values(choices: list[dict[str, Any]]) -> list[Any]:
    return [c["value"] for c in choices]


# --- starting ---------------------------------------------------------------------------------------


async def test_heroquest_is_offered_by_game_new_and_starts_with_its_board(driver, fake_discord):
    path = f"/applications/{fake_discord.synced and next(iter(fake_discord.synced)).split('/')[2]}/guilds/{GUILD_ID}/commands"
    game_cmd = next(c for c in fake_discord.synced[path] if c["name"] == "game")
    new = next(o for o in game_cmd["options"] if o["name"] == "new")
    ruleset = next(o for o in new["options"] if o["name"] == "ruleset")
    assert ruleset["autocomplete"]  # the games registered when the bot starts, by name
    got = await driver.autocomplete("game", [option("ruleset", "", focused=True)], sub="new", user=ALICE)
    assert [(c["name"], c["value"]) for c in got] == [("Altar Quest", "altar"), ("HeroQuest", "heroquest"),
                                                      ("Age of Fantasy: Quest", "aofq"), ("Altered", "altered")]
    got = await driver.autocomplete("game", [option("ruleset", "heroquest"), option("quest", "", focused=True)],
                                    sub="new", user=ALICE)
    assert values(got) == ["proving_halls", "drowned_vault", "cold_crypt", "warlock_throne"]
    cb = await open_hq(driver, fake_discord)
    assert cb.json["type"] == 4 and flags(cb) == 0
    text = content(cb)
    assert "⚔ **The Proving Halls** begins (seed 3)." in text
    assert "📜 The Proving Halls: Mentor's messenger" in text and "Goal: Defeat Grashnak" in text
    assert "▶ Barbarian (Alice): move with `/move`" in text
    assert cb.json["data"]["attachments"] == [{"id": 0, "filename": "board.png"}]
    assert cb.files[0][1].startswith(PNG_MAGIC) and len(cb.files[0][1]) <= 150 * 1024
    assert custom_ids(cb) == [f"qm:{CHANNEL_ID}:{a}" for a in ("end", "hand", "status", "board")]


# --- moving -------------------------------------------------------------------------------------------


async def test_move_autocompletes_reachable_squares_then_rolls_the_red_dice(driver, fake_discord):
    await open_hq(driver, fake_discord)
    svc = driver.bot.service
    game = await svc.game(CHANNEL_ID)
    legal = [a.to for a in RS.legal_actions(game.state, "barbarian") if a.type == "move"]
    got = await driver.autocomplete("move", [option("to", "", focused=True)], user=ALICE)
    assert values(got) == legal[:25]
    assert got[0]["name"] == f"{legal[0]} · 1 square"
    # Bob's hero is not acting: he is offered nothing to move to
    assert await driver.autocomplete("move", [option("to", "", focused=True)], user=BOB) == []
    # the path option offers the way the hero knows
    got = await driver.autocomplete("move", [option("to", "H12"), option("path", "", focused=True)], user=ALICE)
    assert values(got) in (["H11 H12"], ["G12 H12"])
    tok = await driver.slash("move", [option("to", "H12"), option("path", "G12 H12")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and not cb.files  # a move inside a turn answers with text
    text = content(cb)
    roll = re.search(r"🎲 Barbarian rolls \[(\d)\] \[(\d)\] = (\d+) squares to move\.", text)
    assert roll and int(roll[1]) + int(roll[2]) == int(roll[3])
    assert "Barbarian moves G11 → G12 → H12 (2 spaces)." in text
    left = int(roll[3]) - 2
    assert f"▶ Barbarian (Alice): {left} of {roll[3]} squares left" in text or left == 0
    game = await svc.game(CHANNEL_ID)
    again = await driver.autocomplete("move", [option("to", "", focused=True)], user=ALICE)
    assert set(values(again)) == {a.to for a in RS.legal_actions(game.state, "barbarian") if a.type == "move"} or \
        len(again) == 25


async def test_search_then_end_posts_one_message_with_the_board(driver, fake_discord):
    start = await open_hq(driver, fake_discord)
    tok = await driver.slash("search", [option("for", "traps")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "🔍 Barbarian searches for traps and finds none." in content(cb)
    assert "action taken" in content(cb)
    tok = await driver.press(as_message(start), f"qm:{CHANNEL_ID}:end", user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0
    assert "Barbarian ends their turn." in content(cb) and "▶ Dwarf's turn (round 1)." in content(cb)
    assert cb.files and cb.files[0][1].startswith(PNG_MAGIC)
    assert custom_ids(cb) == [f"qm:{CHANNEL_ID}:{a}" for a in ("end", "hand", "status", "board")]


# --- private answers ----------------------------------------------------------------------------------


async def test_refusals_are_private_and_in_the_players_language(driver, fake_discord):
    await open_hq(driver, fake_discord)
    tok = await driver.slash("attack", [option("target", "ZZ")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and content(cb) == "There is no monster ZZ in sight. No monster has been seen yet."
    tok = await driver.slash("attack", [option("target", "ZZ")], user=ALICE, locale="fr")
    assert content(fake_discord.callback(tok)) == "Aucun monstre ZZ en vue. Aucun monstre n'a encore été vu."
    tok = await driver.slash("search", [option("for", "treasure")], user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and content(cb) == "It is Barbarian's turn: wait until they `/end` it."
    tok = await driver.slash("shop", [option("item", "helmet")], sub="buy", user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and content(cb) == "The armory is open only between quests."
    tok = await driver.slash("drink", [option("potion", "elixir")], user=CAROL)
    assert flags(fake_discord.callback(tok)) == EPHEMERAL
    assert "You do not control a hero" in content(fake_discord.callback(tok))


async def test_commands_of_the_other_game_say_what_to_use_instead(driver, fake_discord):
    await open_hq(driver, fake_discord)
    expected = [
        ("act", [option("card", "Sword")], "HeroQuest has no cards: attack with `/attack target`"),
        ("draw", [], "HeroQuest has no cards to draw: `/search for:treasure`"),
        ("interact", [option("with", "x")], "In HeroQuest, use `/search for`, `/disarm trap` or `/open door`."),
    ]
    for name, opts, text in expected:
        tok = await driver.slash(name, list(opts), user=ALICE)
        cb = fake_discord.callback(tok)
        assert flags(cb) == EPHEMERAL and text in content(cb), content(cb)
    # and an Altar Quest game in another channel
    altar = CHANNEL_ID + 1
    await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells")], sub="new", user=ALICE,
                       channel_id=altar)
    await driver.slash("game", [option("hero", "brakka")], sub="join", user=ALICE, channel_id=altar)
    await driver.slash("game", [], sub="start", user=ALICE, channel_id=altar)
    expected = [
        ("attack", [option("target", "M1")], "Altar Quest attacks with a card's Action: `/act card:<weapon> target:<enemy>`."),
        ("search", [option("for", "traps")], "In Altar Quest, search a feature with `/interact with:<feature>`."),
        ("jump", [option("to", "C3")], "Altar Quest has no jumping: `/move to`."),
        ("move", [option("to", "C3"), option("path", "C3")], "Altar Quest moves by the shortest way"),
    ]
    for name, opts, text in expected:
        tok = await driver.slash(name, list(opts), user=ALICE, channel_id=altar)
        cb = fake_discord.callback(tok)
        assert flags(cb) == EPHEMERAL and text in content(cb), content(cb)
    tok = await driver.slash("shop", [option("item", "helmet")], sub="sell", user=ALICE, channel_id=altar)
    assert content(fake_discord.callback(tok)) == "Altar Quest has no armory: see `/rules`."


async def test_hand_is_the_private_inventory(driver, fake_discord):
    await open_hq(driver, fake_discord, heroes=((ALICE, "barbarian"), (BOB, "wizard")))
    tok = await driver.slash("hand", [], user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and not cb.files
    text = content(cb)
    assert text.startswith("🎒 **Wizard** — body 4/4, mind 6/6, 0 gold")
    assert "Weapons: Dagger" in text and "Spells left: " in text and "(fire)" in text
    assert "Barbarian" not in text


async def test_rules_topics_of_heroquest_and_zargons_policy(driver, fake_discord):
    tok = await driver.slash("rules", [option("topic", "zargon")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and content(cb).startswith("How Zargon plays his monsters")
    assert "\n4. A monster next to a hero attacks without moving" in content(cb)
    tok = await driver.slash("rules", [option("topic", "zargon")], user=ALICE, locale="fr")
    assert content(fake_discord.callback(tok)).startswith("Comment Zargon joue ses monstres")
    await open_hq(driver, fake_discord)
    got = await driver.autocomplete("rules", [option("topic", "", focused=True)], user=BOB)
    assert values(got) == ["goal", "turn", "actions", "movement", "combat", "search", "traps", "spells", "zargon", "shop",
                           "quests", "prompts", "undo", "controls"]
    tok = await driver.slash("rules", [option("topic", "turn")], user=BOB)
    assert "Zargon plays every monster the heroes have revealed" in content(fake_discord.callback(tok))


# --- fighting and casting -----------------------------------------------------------------------------


async def test_attack_autocompletes_monsters_in_reach_and_rolls_combat_dice(driver, fake_discord):
    await open_hq(driver, fake_discord, heroes=((ALICE, "barbarian"), (BOB, "dwarf"), (ALICE, "elf"),
                                                (BOB, "wizard")), seed="7")
    svc = driver.bot.service

    def attack_ready(game):
        seat = game.view().get("active")
        return seat and any(a.type == "attack" for a in RS.legal_actions(game.state, seat))

    game = await policy_until(svc, CHANNEL_ID, attack_ready)
    seat = game.view()["active"]
    user = USERS[game.controller(seat)]
    legal = [a for a in RS.legal_actions(game.state, seat) if a.type == "attack"]
    targets = list(dict.fromkeys(a.target for a in legal))
    got = await driver.autocomplete("attack", [option("target", "", focused=True)], user=user)
    assert values(got) == targets
    monster = next(f for f in game.view()["figures"] if f["label"] == targets[0])
    assert got[0]["name"] == f"{targets[0]} — {monster['name']} ({monster['body']}/{monster['health']} body)"
    weapons = await driver.autocomplete("attack", [option("target", targets[0]), option("weapon", "", focused=True)],
                                        user=user)
    assert values(weapons) == list(dict.fromkeys(a.weapon for a in legal if a.target == targets[0]))
    assert re.match(r".+ \(\d dice; .+\)", weapons[0]["name"])
    # the other player, not acting, is offered no target
    other = BOB if user == ALICE else ALICE
    game_now = await svc.game(CHANNEL_ID)
    if game_now.view()["active"] not in game_now.heroes_of(other[0]):
        assert await driver.autocomplete("attack", [option("target", "", focused=True)], user=other) == []
    tok = await driver.slash("attack", [option("target", targets[0].lower())], user=user)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0, content(cb)
    line = next(x for x in content(cb).splitlines() if x.startswith("⚔"))
    assert re.match(rf"⚔ .+ attacks {monster['name']} {targets[0]} with the .+: [💀⚪⚫]+ \(\d skulls?\)\.", line)


async def test_cast_autocompletes_the_spells_left_and_their_targets(driver, fake_discord):
    await open_hq(driver, fake_discord, heroes=((ALICE, "wizard"), (BOB, "elf")))
    game = await driver.bot.service.game(CHANNEL_ID)
    casts = [a for a in RS.legal_actions(game.state, "wizard") if a.type == "cast"]
    spells = list(dict.fromkeys(a.spell for a in casts))
    got = await driver.autocomplete("cast", [option("spell", "", focused=True)], user=ALICE)
    assert values(got) == spells
    assert all(re.match(r".+ \((air|fire|water|earth)\) — .+", c["name"]) for c in got)
    spell = spells[0]
    got = await driver.autocomplete("cast", [option("spell", spell), option("target", "", focused=True)], user=ALICE)
    assert values(got) == [a.target for a in casts if a.spell == spell]
    assert any(c["name"].startswith("W — Wizard (4/4 body)") for c in got)
    tok = await driver.slash("cast", [option("spell", spell), option("target", "W")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "✨ Wizard casts " in content(cb) and " on Wizard." in content(cb)
    got = await driver.autocomplete("cast", [option("spell", "", focused=True)], user=ALICE)
    assert got == []  # the action is spent


# --- a decision in the middle of a turn ---------------------------------------------------------------


async def test_the_falling_block_is_asked_of_its_player_with_buttons(driver, fake_discord):
    await open_hq(driver, fake_discord, heroes=((ALICE, "barbarian"), (BOB, "dwarf"), (CAROL, "elf"),
                                                (BOB, "wizard")), quest="warlock_throne", seed="0")
    svc = driver.bot.service
    # with seed 0 the policy's fifth action walks the Barbarian under a falling block at N14
    steps = iter(range(4))
    game = await policy_until(svc, CHANNEL_ID, lambda game: next(steps, None) is None)
    action = action_dict(choose_action(Game(game.state, RS.content), "barbarian"))
    assert action == {"type": "move", "to": "N13"}
    tok = await driver.slash("move", [option("to", "N13")], user=ALICE, locale="fr")
    cb = fake_discord.callback(tok)
    text = content(cb)
    assert flags(cb) == 0 and "piège à éboulement" in text and "🪨 Le plafond s'effondre sur Barbare" in text
    assert "⏳" in text and "Avancez ou reculez" in text
    assert not cb.files  # the picture comes when the turn completes
    follow = fake_discord.followups(tok)
    assert follow and follow[-1].json["flags"] == EPHEMERAL
    ids = [c["custom_id"] for row in follow[-1].json["components"] for c in row["components"]]
    assert all(re.fullmatch(rf"qm:{CHANNEL_ID}:opt:\d+:(forward|back)", i) for i in ids) and ids
    labels = [c["label"] for row in follow[-1].json["components"] for c in row["components"]]
    assert all(label.startswith(("Avancer en ", "Reculer en ")) for label in labels)
    # Bob may not answer for Alice
    tok = await driver.slash("choose", [option("option", "back")], user=BOB)
    assert flags(fake_discord.callback(tok)) == EPHEMERAL
    got = await driver.autocomplete("choose", [option("option", "", focused=True)], user=ALICE)
    assert {c["value"] for c in got} <= {"forward", "back"} and got
    asked = type("Asked", (), {"json": {"data": follow[-1].json}})()
    tok = await driver.press(as_message(asked), ids[0], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "Barbarian chooses: Step " in content(cb)
    assert cb.files  # the turn is over: now the picture


# --- the quest chain and the armory -------------------------------------------------------------------


async def test_game_next_carries_the_party_through_the_armory(driver, fake_discord):
    await open_hq(driver, fake_discord, heroes=((ALICE, "barbarian"), (BOB, "dwarf"), (ALICE, "elf"),
                                                (BOB, "wizard")), seed="7")
    svc = driver.bot.service
    tok = await driver.slash("game", [], sub="next", user=ALICE)
    assert flags(fake_discord.callback(tok)) == EPHEMERAL  # the quest is still running
    game = await policy_until(svc, CHANNEL_ID, lambda game: game.row.status == "over", limit=2000)
    state = game.state
    party = RS.carry_over(state)
    tok = await driver.slash("game", [], sub="next", user=CAROL)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "Only a player of the last quest" in content(cb)
    tok = await driver.slash("game", [], sub="next", user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0
    nxt = "The Drowned Vault" if state.result == "won" else "The Proving Halls"
    assert f"Bob leads the party on to **{nxt}**." in content(cb)
    for hero in party:
        assert f"{RS.content.heroes[hero].name} (" in content(cb)
    lobby = (await svc.game(CHANNEL_ID)).row.lobby
    assert lobby["party"] == party and {h for h, _ in lobby["seats"]} == set(party)
    for user, hero in ((ALICE, "barbarian"), (BOB, "dwarf"), (ALICE, "elf"), (BOB, "wizard")):
        if hero not in party:  # a fallen hero's player takes a new one
            tok = await driver.slash("game", [option("hero", hero)], sub="join", user=user)
            assert flags(fake_discord.callback(tok)) == 0
    tok = await driver.slash("game", [], sub="start", user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and f"The armory is open before **{nxt}**" in content(cb)
    game = await svc.game(CHANNEL_ID)
    for hero, carried in party.items():
        assert game.state.heroes[hero].gold == carried["gold"]
        assert sorted(game.state.heroes[hero].items) == sorted(carried["items"])
    rich = max(game.state.order, key=lambda h: game.state.heroes[h].gold)
    user = USERS[game.controller(rich)]
    got = await driver.autocomplete("shop", [option("item", "", focused=True), option("hero", rich)], sub="buy",
                                    user=user)
    affordable = [a.item for a in RS.legal_actions(game.state, rich) if a.type == "shop_buy"]
    assert values(got) == affordable[:25]
    assert all(re.match(r".+ — \d+ gold$", c["name"]) for c in got)
    sell = await driver.autocomplete("shop", [option("item", "", focused=True), option("hero", rich)], sub="sell",
                                     user=user)
    assert all(re.match(r".+ — sells for \d+ gold$", c["name"]) for c in sell)
    if affordable:
        tok = await driver.slash("shop", [option("item", affordable[0]), option("hero", rich)], sub="buy", user=user)
        assert flags(fake_discord.callback(tok)) == 0 and "🛒" in content(fake_discord.callback(tok))
    for hero in game.state.order:
        tok = await driver.slash("end", [option("hero", hero)], user=USERS[game.controller(hero)])
    cb = fake_discord.callback(tok)
    first = RS.content.heroes[game.state.order[0]].name  # every hero starts on the stairway: the first plays
    assert flags(cb) == 0 and f"▶ {first}'s turn (round 1)." in content(cb) and cb.files


# --- bad input ----------------------------------------------------------------------------------------

junk = st.one_of(st.text(min_size=1, max_size=30),
                 st.sampled_from(["Z99", "A0", "G1", "gold", "'; --", "\u202e", "🙂", "broadsword", "H10 H11 Z9"]))
HQ_COMMANDS = [("attack", "target", None), ("attack", "target", "weapon"), ("cast", "spell", "target"),
               ("search", "for", None), ("disarm", "trap", None), ("jump", "to", "over"), ("drink", "potion", None),
               ("move", "to", "path"), ("give", "card", "to"), ("open", "door", None), ("shop", "item", "buy"),
               ("shop", "item", "sell")]


def _without(text: str, *echoed: object) -> str:
    for junk in echoed:
        if junk:
            text = text.replace(str(junk), "")
    return text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(command=st.sampled_from(HQ_COMMANDS), value=junk, other=junk, hero=st.none() | junk)
async def test_bad_input_to_heroquest_commands_is_private_and_changes_nothing(driver, fake_discord, command, value,
                                                                              other, hero):
    svc = driver.bot.service
    if await svc.game(CHANNEL_ID) is None:
        await open_hq(driver, fake_discord)
    before = await svc.store.get(CHANNEL_ID)
    name, key, second = command
    opts = [option(key, value)]
    sub = None
    if name == "shop":
        sub = second
    elif second is not None:
        opts.append(option(second, other))
    if hero is not None:
        opts.append(option("hero", hero))
    # Bob's Dwarf is not acting, and junk is never a legal command: every answer is a private refusal
    tok = await driver.slash(name, opts, sub=sub, user=BOB)
    cb = fake_discord.callback(tok)
    after = await svc.store.get(CHANNEL_ID)
    assert flags(cb) == EPHEMERAL, content(cb)
    assert (after.version, after.state) == (before.version, before.state)
    # no stack trace and no unfilled message template (the player's own junk may be echoed back)
    assert content(cb) and "Traceback" not in content(cb)
    assert not re.search(r"\{[a-z_]+\}", _without(content(cb), value, other, hero)), content(cb)
