"""The bot through discord.py's real code: raw INTERACTION_CREATE payloads in, the exact interaction
callbacks out (recorded by the fake Discord on 127.0.0.1)."""
from __future__ import annotations

import re

from engine import registry
from tests.conftest import ALICE, BASE_PERMS, BOB, CAROL, CHANNEL_ID, MANAGE_CHANNELS, option

EPHEMERAL = 64
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def flags(cb) -> int:
    return int(cb.json["data"].get("flags", 0))


def content(cb) -> str:
    data = cb.json["data"]
    return data.get("content") or "".join(e.get("description", "") for e in data.get("embeds", []))


def custom_ids(cb) -> list[str]:
    return [c["custom_id"] for row in cb.json["data"].get("components", []) for c in row["components"]]


def as_message(cb) -> dict:
    """The message a callback created, as Discord would send it back inside a component interaction."""
    data = cb.json["data"]
    return {
        "id": "960000000000000001", "channel_id": str(CHANNEL_ID), "author": {
            "id": "900000000000000002", "username": "questmaster", "discriminator": "0", "avatar": None, "bot": True},
        "content": data.get("content", ""), "timestamp": "2024-01-01T00:00:00+00:00", "edited_timestamp": None,
        "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": data.get("embeds", []), "pinned": False, "type": 0, "components": data.get("components", []),
        "flags": data.get("flags", 0),
    }


async def open_game(driver, fake, heroes=((ALICE, "brakka"), (BOB, "ilse")), seed="3"):
    tok = await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells"),
                                      option("seed", seed)], sub="new", user=ALICE)
    assert flags(fake.callback(tok)) == 0
    for user, hero in heroes:
        tok = await driver.slash("game", [option("hero", hero)], sub="join", user=user)
        assert flags(fake.callback(tok)) == 0, content(fake.callback(tok))
    tok = await driver.slash("game", [], sub="start", user=ALICE)
    return fake.callback(tok)


async def test_start_posts_board_png_with_persistent_buttons(driver, fake_discord):
    cb = await open_game(driver, fake_discord)
    assert cb.json["type"] == 4
    assert flags(cb) == 0
    assert "The Silent Bells" in content(cb) and "Brakka Stonejaw (Alice)" in content(cb)
    assert cb.json["data"]["attachments"] == [{"id": 0, "filename": "board.png"}]
    assert len(cb.files) == 1 and cb.files[0][0] == "board.png" and cb.files[0][1].startswith(PNG_MAGIC)
    assert len(cb.files[0][1]) <= 150 * 1024
    assert custom_ids(cb) == [f"qm:{CHANNEL_ID}:{a}" for a in ("end", "hand", "status", "board")]
    labels = [c["label"] for row in cb.json["data"]["components"] for c in row["components"]]
    assert labels == ["End turn", "My hand", "Status", "Board"]


async def test_second_game_in_channel_is_refused_privately(driver, fake_discord):
    await open_game(driver, fake_discord)
    tok = await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells")], sub="new", user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL
    assert "already running" in content(cb) and "/game end" in content(cb)
    assert "components" not in cb.json["data"] and not cb.files


async def test_no_game_here_answers_privately_with_what_to_do(driver, fake_discord):
    tok = await driver.slash("move", [option("to", "C5")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL
    assert content(cb) == "There is no game in this channel. Start one with `/game new`."


async def test_only_the_host_starts(driver, fake_discord):
    tok = await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells")], sub="new", user=ALICE)
    await driver.slash("game", [option("hero", "ilse")], sub="join", user=BOB)
    tok = await driver.slash("game", [], sub="start", user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "Only the host (Alice)" in content(cb)


async def test_move_then_out_of_turn_player_gets_private_hint(driver, fake_discord):
    await open_game(driver, fake_discord)
    tok = await driver.slash("move", [option("to", "C3")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0
    assert "Brakka Stonejaw moves C2 → C3 (1 space)." in content(cb)
    assert "2 actions left" in content(cb)
    assert not cb.files  # inside an act phase the answer is text; the board comes with the turn's end
    tok = await driver.slash("draw", [], user=BOB)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL
    assert content(cb) == "It is Brakka Stonejaw's act phase: wait until they `/end` it."


async def test_end_turn_posts_one_message_with_board_and_private_card(driver, fake_discord):
    await open_game(driver, fake_discord)
    for user in (ALICE, BOB):  # the set-up supply is not offered before the enemies' rolls: the round runs through
        await driver.slash("supply", [option("mode", "never")], user=user)
    tok = await driver.slash("end", [], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and cb.files and cb.files[0][1].startswith(PNG_MAGIC)
    text = content(cb)
    assert "Brakka Stonejaw draws a card (5 in hand)." in text
    assert "You draw" not in text  # the card's name is Alice's secret
    follow = fake_discord.followups(tok)
    assert len(follow) == 1
    assert follow[0].json["flags"] == EPHEMERAL and follow[0].json["content"].startswith("🂠 You draw “")
    # Bob ends too: the enemies act and every die is shown
    tok = await driver.slash("end", [], user=BOB)
    text = content(fake_discord.callback(tok))
    assert "— Threat turn —" in text and "— Round 2 —" in text
    assert re.search(r"rolls \d+ \w+ (?:die|dice)(?: \(\+\d+ for (?:a critical|criticals)\))?: (\[[✦◎✧·]+\] ?)+ → \d+ success", text)


async def test_autocomplete_to_offers_only_reachable_squares_filtered(driver, fake_discord):
    await open_game(driver, fake_discord)
    got = await driver.autocomplete("move", [option("to", "c", focused=True)], user=ALICE)
    values = [c["value"] for c in got]
    assert values and all(v.startswith("C") for v in values) and len(values) <= 25
    game = await driver.bot.service.game(CHANNEL_ID)
    legal = {a.to for a in registry.get("altar").legal_actions(game.state, "brakka") if a.type == "move"}
    assert set(values) <= legal and {v for v in legal if v.startswith("C")} == set(values)
    everything = await driver.autocomplete("move", [option("to", "", focused=True)], user=ALICE)
    assert len(everything) == min(25, len(legal))
    # each square says what going there costs: spaces, actions, and the spaces left after
    costs = registry.get("altar").move_costs(game.state, "brakka")
    for c in everything:
        spaces, actions, left = costs[c["value"]]
        def n(count, word):
            return f"{count} {word}" + ("" if count == 1 else "s")
        assert c["name"].startswith(f"{c['value']} — {n(spaces, 'space')}, {n(actions, 'action')}")
        assert (f"; {n(left, 'space')} left after" in c["name"]) == (left > 0)


async def test_autocomplete_cards_come_from_the_players_own_hand(driver, fake_discord):
    await open_game(driver, fake_discord)
    game = await driver.bot.service.game(CHANNEL_ID)
    rs = registry.get("altar")
    alice_hand = {c["name"] for c in rs.view(game.state, "brakka")["heroes"]["brakka"]["hand"]}
    bob_hand = {c["name"] for c in rs.view(game.state, "ilse")["heroes"]["ilse"]["hand"]}
    got = await driver.autocomplete("play", [option("card", "", focused=True)], user=BOB)
    names = {c["name"] for c in got}
    assert names and names <= bob_hand
    assert not (names & (alice_hand - bob_hand))
    # a spectator sees nothing
    assert await driver.autocomplete("play", [option("card", "", focused=True)], user=CAROL) == []


async def test_autocomplete_quest_hero_topic_die(driver, fake_discord):
    got = await driver.autocomplete("game", [option("ruleset", "altar"), option("quest", "bell", focused=True)],
                                    sub="new", user=ALICE)
    assert got == [{"name": "The Silent Bells", "value": "silent_bells"}]
    await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells")], sub="new", user=ALICE)
    await driver.slash("game", [option("hero", "brakka")], sub="join", user=ALICE)
    got = await driver.autocomplete("game", [option("hero", "", focused=True)], sub="join", user=BOB)
    assert [c["value"] for c in got] == ["ilse", "maudra", "tib"]
    got = await driver.autocomplete("rules", [option("topic", "rh", focused=True)], user=BOB)
    assert [c["value"] for c in got] == ["rhunes"]
    # a topic shows its title in the player's language, never its id, which still finds it when typed
    got = await driver.autocomplete("rules", [option("topic", "threat_tok", focused=True)], user=BOB, locale="fr")
    assert got == [{"name": "les jetons menace", "value": "threat_tokens"}]
    got = await driver.autocomplete("rules", [option("topic", "", focused=True)], user=BOB, locale="fr")
    assert {"name": "gagner et perdre", "value": "goal"} in got and not any("—" in c["name"] for c in got)
    await driver.slash("game", [], sub="start", user=ALICE)
    got = await driver.autocomplete("channel", [option("die", "", focused=True), option("rhune", "aluna")], user=ALICE)
    assert [c["value"] for c in got] == [1, 2, 3, 4, 5]


async def test_buttons_end_turn_and_my_hand(driver, fake_discord):
    start = await open_game(driver, fake_discord)
    message = as_message(start)
    tok = await driver.press(message, f"qm:{CHANNEL_ID}:hand", user=BOB)
    cb = fake_discord.callback(tok)
    assert cb.json["type"] == 4 and flags(cb) == EPHEMERAL
    assert "**Ilse Lampbearer**" in content(cb) and "Brakka" not in content(cb)
    assert cb.files and cb.files[0][0] == "hand.png"
    tok = await driver.press(message, f"qm:{CHANNEL_ID}:end", user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "Brakka Stonejaw ends their act phase." in content(cb)
    tok = await driver.press(message, f"qm:{CHANNEL_ID}:status", user=CAROL)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "done this round" in content(cb)
    tok = await driver.press(message, f"qm:{CHANNEL_ID}:board", user=CAROL)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and cb.files[0][1].startswith(PNG_MAGIC)


async def test_end_and_kick_need_host_or_manage_channels(driver, fake_discord):
    await open_game(driver, fake_discord)
    tok = await driver.slash("game", [], sub="end", user=CAROL, permissions=BASE_PERMS)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "Manage Channels" in content(cb)
    resolved = {"users": {"2": {"id": "2", "username": "bob", "discriminator": "0", "avatar": None,
                                "global_name": "Bob"}}}
    tok = await driver.slash("game", [{"name": "player", "type": 6, "value": "2"}], sub="kick", user=CAROL,
                             resolved=resolved, permissions=BASE_PERMS | MANAGE_CHANNELS)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and content(cb) == "Carol removed Bob; Carol now plays Ilse Lampbearer."
    game = await driver.bot.service.game(CHANNEL_ID)
    assert game.controller("ilse") == 3
    tok = await driver.slash("game", [], sub="end", user=CAROL, permissions=BASE_PERMS | MANAGE_CHANNELS)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "Carol ended the game." in content(cb) and "Brakka Stonejaw (Alice)" in content(cb)


async def test_hand_is_ephemeral_with_a_picture(driver, fake_discord):
    await open_game(driver, fake_discord)
    tok = await driver.slash("hand", [], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL
    assert content(cb).startswith("🂠 **Brakka Stonejaw** — 4 cards in hand")
    assert cb.json["data"]["attachments"] == [{"id": 0, "filename": "hand.png"}]


async def test_french_locale_answers_in_french(driver, fake_discord):
    await open_game(driver, fake_discord)
    tok = await driver.slash("game", [], sub="status", user=BOB, locale="fr")
    text = content(fake_discord.callback(tok))
    assert "Les Cloches muettes" in text and "manche 1" in text and "Provisions" in text
    tok = await driver.slash("move", [option("to", "C3")], user=ALICE, locale="fr")
    assert "se déplace C2 → C3 (1 case)" in content(fake_discord.callback(tok))
    tok = await driver.slash("draw", [], user=BOB, locale="fr-CA")
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL
    assert content(cb) == "C'est la phase d'action de Brakka Mâchoire-de-Pierre : attendez qu'elle se termine (`/end`)."


async def test_undo_refuses_a_draw_and_reverts_a_move(driver, fake_discord):
    await open_game(driver, fake_discord)
    await driver.slash("move", [option("to", "C3")], user=ALICE)
    tok = await driver.slash("game", [], sub="undo", user=BOB)
    assert flags(fake_discord.callback(tok)) == EPHEMERAL
    tok = await driver.slash("game", [], sub="undo", user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and content(cb).startswith("↩ Alice undid “Move to C3”.")
    game = await driver.bot.service.game(CHANNEL_ID)
    assert game.view()["active"] is None
    assert next(f for f in game.view()["figures"] if f["id"] == "h_brakka")["squares"] == ["C2"]
    await driver.slash("draw", [], user=ALICE)
    tok = await driver.slash("game", [], sub="undo", user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and content(cb) == (
        "Cannot undo “Draw a card”: a card was drawn, and that cannot be taken back.")


async def test_log_lists_actions(driver, fake_discord):
    await open_game(driver, fake_discord)
    await driver.slash("move", [option("to", "C3")], user=ALICE)
    tok = await driver.slash("game", [{"name": "count", "type": 4, "value": 2}], sub="log", user=BOB)
    text = content(fake_discord.callback(tok))
    assert text.splitlines()[0] == "The last 2 entries:"
    assert "Alice (Brakka Stonejaw) “Move to C3”" in text


async def test_rules_topic_is_private(driver, fake_discord):
    tok = await driver.slash("rules", [option("topic", "prompts")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "30 seconds" in content(cb)


async def test_slow_work_is_deferred_then_followed_up(driver, fake_discord, monkeypatch):
    import bot.discord_ui as ui

    await open_game(driver, fake_discord)
    monkeypatch.setattr(ui, "DEFER_AFTER", 0.0)
    tok = await driver.slash("end", [], user=ALICE)
    cb = fake_discord.callback(tok)
    assert cb.json == {"type": 5}  # "thinking", public
    follow = fake_discord.followups(tok)
    assert "Brakka Stonejaw ends their act phase." in follow[0].json["content"]
    assert follow[0].files and follow[0].files[0][1].startswith(PNG_MAGIC)
    # an error after a public defer: the "thinking" message goes, the error comes privately
    tok = await driver.slash("end", [], user=ALICE)
    assert fake_discord.callback(tok).json == {"type": 5}
    deleted = [r for r in fake_discord.for_token(tok) if r.method == "DELETE"]
    assert deleted and deleted[0].path.endswith("/messages/@original")
    follow = fake_discord.followups(tok)
    assert follow[0].json["flags"] == EPHEMERAL and "already had your act phase" in follow[0].json["content"]


def test_long_turns_become_an_embed_that_keeps_both_ends():
    from bot.discord_ui import clip_middle, message_kwargs
    from bot.service import Reply

    lines = [f"line {i} " + "x" * 60 for i in range(120)]
    kwargs = message_kwargs(Reply(text="\n".join(lines), channel_id=CHANNEL_ID, buttons=["end"]), "en")
    assert "content" not in kwargs
    description = kwargs["embed"].description
    assert len(description) <= 4096 and description.startswith("line 0 ") and description.endswith(lines[-1])
    assert "… (+" in description
    assert clip_middle("short", 10) == "short"


async def test_do_lists_legal_actions_in_words_and_does_the_one_picked(driver, fake_discord):
    await open_game(driver, fake_discord)
    choices = await driver.autocomplete("do", [option("action", "draw", focused=True)], user=ALICE)
    # what begins with the words first, then what contains them (the mulligan's "Redraw my whole hand")
    assert [c["name"] for c in choices] == ["Draw a card", "Answer: Redraw my whole hand"]
    assert choices[0]["value"] == "Draw a card"
    french = await driver.autocomplete("do", [option("action", "pioch", focused=True)], user=ALICE, locale="fr")
    assert [c["name"] for c in french][0] == "Piocher une carte"
    moves = await driver.autocomplete("do", [option("action", "move to", focused=True)], user=ALICE)
    assert 1 < len(moves) <= 25 and all(c["name"].startswith("Move to ") for c in moves)
    tok = await driver.slash("do", [option("action", "Draw a card")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == 0 and "takes the Draw action" in content(cb)
    tok = await driver.slash("do", [option("action", "fly to the moon")], user=ALICE)
    cb = fake_discord.callback(tok)
    assert flags(cb) == EPHEMERAL and "not something you can do now" in content(cb)
