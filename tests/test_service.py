"""GameService on a real SQLite file: lobby, seats, turns, undo, prompts and their timeout, summary."""
from __future__ import annotations

import asyncio
import json

import pytest

from bot import games
from bot.service import GameService, filter_choices
from bot.store import Store
from engine import registry
from engine.rulesets.altar import events as ev
from tests.conftest import policy_step, started_game

ALTAR = games.get("altar")
PICTURE_EVENTS = {kind.model_fields["type"].default for kind in ALTAR.picture_after}

CH = 1
ALICE, BOB, CAROL = 10, 11, 12


async def play_until(svc: GameService, channel: int, done, limit: int = 400):
    for _ in range(limit):
        game = await svc.game(channel)
        if done(game):
            return game
        if await policy_step(svc, channel) is None:
            break
    game = await svc.game(channel)
    assert done(game), "the condition never came true"
    return game


def waiting_on_prompt(game) -> bool:
    return game.row.status == "playing" and game.rs.current_prompt(game.state) is not None


# --- the lobby ----------------------------------------------------------------------------------


async def test_lobby_join_leave_and_hero_rules(service):
    r = await service.new_game(CH, ALICE, "altar", "The Silent Bells", seed=5, user_name="alice")
    assert not r.error and "The Silent Bells" in r.text
    r = await service.join(CH, BOB, "ilse", user_name="bob")
    assert "bob takes Ilse Lampbearer." in r.text
    r = await service.join(CH, CAROL, "Ilse")
    assert r.error and r.ephemeral and r.text == "Ilse Lampbearer is already taken by bob. Pick another hero."
    r = await service.join(CH, ALICE)  # no hero: the first free one
    assert "alice takes Brakka Stonejaw." in r.text
    r = await service.join(CH, ALICE, "tib")  # one user may play several heroes
    assert not r.error
    r = await service.join(CH, CAROL, "maudra", user_name="carol")
    assert not r.error
    r = await service.join(CH, 99, "nobody")
    assert r.error and r.error_key == "err-unknown_hero"
    r = await service.join(CH, 99)
    assert r.error and r.error_key == "err-party_full"
    r = await service.leave(CH, CAROL)
    assert r.text.startswith("carol leaves (Maudra Inkwell).")
    game = await service.game(CH)
    assert game.seats == [("ilse", BOB), ("brakka", ALICE), ("tib", ALICE)]
    r = await service.start(CH, BOB)
    assert r.error and r.error_key == "err-host_only"
    r = await service.start(CH, ALICE)
    assert not r.error and r.buttons == ["end", "hand", "status", "board"]
    r = await service.join(CH, CAROL, "maudra")
    assert r.error and r.error_key == "err-join_started"


async def test_a_second_game_needs_the_first_to_end(service):
    await started_game(service)
    r = await service.new_game(CH, BOB, "altar", "silent_bells")
    assert r.error and r.error_key == "err-game_exists"
    r = await service.end(CH, BOB)
    assert r.error and r.error_key == "err-host_only"
    r = await service.end(CH, BOB, can_manage=True)
    assert not r.error and r.game_over
    r = await service.new_game(CH, BOB, "altar", "silent_bells")
    assert not r.error
    game = await service.game(CH)
    assert game.row.host_id == BOB and game.row.status == "lobby"


async def test_unknown_quest_and_ruleset_are_private_errors(service):
    r = await service.new_game(CH, ALICE, "altar", "no_such_quest")
    assert r.error and r.ephemeral and "silent_bells" in r.text
    r = await service.new_game(CH, ALICE, "chess", "x")
    assert r.error and r.error_key == "rule-unknown_ruleset"
    assert await service.game(CH) is None


# --- who acts -----------------------------------------------------------------------------------


async def test_several_heroes_default_to_the_one_acting(service):
    await started_game(service, heroes=("brakka", "ilse"), users=(ALICE,))
    r = await service.act(CH, ALICE, {"type": "draw"}, "ilse")
    assert not r.error
    game = await service.game(CH)
    assert game.view()["active"] == "ilse"
    r = await service.act(CH, ALICE, {"type": "end"})  # no hero named: Ilse's act phase is running
    assert not r.error and "Ilse Lampbearer ends their act phase." in r.text
    r = await service.act(CH, ALICE, {"type": "draw"})  # now the one who has not acted
    assert "Brakka Stonejaw takes the Draw action." in r.text


async def test_only_the_controller_acts_for_a_hero(service):
    await started_game(service)
    r = await service.act(CH, BOB, {"type": "draw"}, "brakka")
    assert r.error and r.text == "Brakka Stonejaw is played by alice, not by you."
    r = await service.act(CH, CAROL, {"type": "draw"})
    assert r.error and r.error_key == "err-not_player"


async def test_rule_errors_are_translated_and_private(service):
    await started_game(service)
    await service.act(CH, ALICE, {"type": "draw"})
    r = await service.act(CH, BOB, {"type": "draw"})
    assert r.ephemeral and r.text == "It is Brakka Stonejaw's act phase: wait until they `/end` it."
    r = await service.act(CH, BOB, {"type": "draw"}, lang="fr")
    assert r.text == "C'est la phase d'action de Brakka Mâchoire-de-Pierre : attendez qu'elle se termine (`/end`)."
    r = await service.act(CH, ALICE, {"type": "move", "to": "Z99"})
    assert r.error and r.error_key == "rule-bad_square"
    r = await service.act(CH, ALICE, {"type": "teleport"})
    assert r.error and r.error_key == "err-not_in_ruleset"


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_an_error_quotes_only_a_few_dozen_characters_of_what_was_typed(service, lang):
    await started_game(service)
    huge = "Z" * 1_000_000
    for verb, options in (("play", {"card": huge}), ("use", {"card": huge}), ("move", {"to": huge}),
                          ("open", {"door": huge})):
        r = await service.command(CH, ALICE, verb, options, None, lang=lang)
        assert r.error and r.ephemeral
        assert "{???}" not in r.text and len(r.text) < 300, r.text
        assert "Z" * 20 in r.text  # it still says what it could not find


async def test_state_is_unchanged_by_a_refused_action(service, store):
    await started_game(service)
    before = await store.get(CH)
    r = await service.act(CH, ALICE, {"type": "move", "to": "V20"})
    assert r.error
    after = await store.get(CH)
    assert (after.version, after.state) == (before.version, before.state)


# --- turns and pictures ---------------------------------------------------------------------------


async def test_board_picture_comes_with_the_end_of_a_turn(store):
    svc = GameService(store, prompt_timeout=None)  # the real renderer
    await started_game(svc)
    r = await svc.act(CH, ALICE, {"type": "move", "to": "C3"})
    assert r.png is None and not r.error
    r = await svc.act(CH, ALICE, {"type": "end"})
    assert r.png is not None and r.png.startswith(b"\x89PNG")
    r = await svc.act(CH, ALICE, {"type": "draw"}, board=True)
    assert r.error  # Brakka has acted this round
    r = await svc.board(CH, BOB)
    assert r.png.startswith(b"\x89PNG") and not r.ephemeral
    assert {"act_end", "threat_turn", "game_over"} <= PICTURE_EVENTS


async def test_private_events_go_only_to_the_player(service):
    await started_game(service)
    r = await service.act(CH, ALICE, {"type": "end"})
    game = await service.game(CH)
    drawn = registry.get("altar").view(game.state, "brakka")["heroes"]["brakka"]["hand"][-1]["name"]
    assert drawn not in r.text
    assert r.private == [(ALICE, f"🂠 You draw “{drawn}”.")]


async def test_hand_lists_only_the_players_cards(service):
    await started_game(service)
    r = await service.hand(CH, BOB)
    view = registry.get("altar").view((await service.game(CH)).state, "ilse")
    assert r.ephemeral
    for card in view["heroes"]["ilse"]["hand"]:
        assert card["name"] in r.text
    assert "Brakka" not in r.text
    r = await service.hand(CH, CAROL)
    assert r.error and r.ephemeral


async def test_status_and_log(service):
    await started_game(service)
    await service.act(CH, ALICE, {"type": "move", "to": "C3"})
    r = await service.status(CH, CAROL)
    assert "**Brakka Stonejaw** (alice): 13/13 health" in r.text and "acting, 2 actions left" in r.text
    r = await service.log_text(CH, CAROL, 5)
    assert "alice (Brakka Stonejaw) “Move to C3”" in r.text
    r = await service.log_text(CH, CAROL, 0)
    assert r.error and r.error_key == "err-log_count"


# --- undo -----------------------------------------------------------------------------------------


async def test_undo_restores_the_previous_state_exactly(service, store):
    await started_game(service)
    before = await store.get(CH)
    await service.act(CH, ALICE, {"type": "move", "to": "C3"})
    r = await service.undo(CH, BOB)
    assert r.error and r.error_key == "err-host_only"
    r = await service.undo(CH, ALICE)
    assert not r.error and r.text.startswith("↩ alice undid “Move to C3”.")
    after = await store.get(CH)
    assert after.state == before.state and after.version == before.version + 2
    r = await service.undo(CH, ALICE)
    assert r.error and r.error_key == "err-nothing_to_undo"


async def test_undo_refuses_dice_and_cards_and_says_why(service):
    await started_game(service)
    await service.act(CH, ALICE, {"type": "draw"})
    r = await service.undo(CH, ALICE)
    assert r.error and r.text == "Cannot undo “Draw a card”: a card was drawn, and that cannot be taken back."
    for _ in range(200):
        seat, action, reply = await policy_step(service, CH)
        last = await service.store.last_undoable(CH)
        if any(e["type"] == "test" for e in last.events) and action["type"] != "end":
            break
    before = await service.store.get(CH)
    r = await service.undo(CH, ALICE)
    assert r.error and r.error_key == "err-undo_random"
    assert "dice were rolled" in r.text or "a card was drawn" in r.text or "a room was revealed" in r.text
    after = await service.store.get(CH)
    assert (after.version, after.state) == (before.version, before.state)


def test_undo_refusal_reads_events_and_the_random_stream():
    moved = ev.Moved(figure="h_brakka", name="Brakka", path=["C2", "C3"], spaces=1)
    rolled = ev.AttributeTest(figure="h_brakka", name="Brakka", attr="might", kind="attack", dice=1, faces=[[]],
                              successes=0, focus_used=0, focus_gained=0)
    before = json.dumps({"rng": 1})
    assert ALTAR.undo_refusal([moved], before, json.dumps({"rng": 1})) is None
    assert ALTAR.undo_refusal([moved], before, json.dumps({"rng": 2})) == "undo-dice"
    assert ALTAR.undo_refusal([moved, rolled], before, json.dumps({"rng": 1})) == "undo-dice"
    assert ALTAR.undo_refusal([ev.RoomRevealed(hero="brakka", room="r03")], None, None) == "undo-room"


# --- prompts ------------------------------------------------------------------------------------


async def test_prompt_is_asked_of_its_player_only(service):
    await started_game(service, seed=10)
    game = await play_until(service, CH, waiting_on_prompt)
    prompt = game.rs.current_prompt(game.state)
    owner = game.controller(prompt.seat)
    other = BOB if owner == ALICE else ALICE
    ask = await service.pending_prompt(CH)
    assert ask.user_id == owner and {o for o, _ in ask.options} == {o.id for o in prompt.options}
    r = await service.choose(CH, other, prompt.options[0].id)
    assert r.error and r.ephemeral
    choices = await service.complete(CH, owner, "option", "")
    assert [v for _, v in choices] == [o.id for o in prompt.options]
    assert await service.complete(CH, other, "option", "") == []
    r = await service.choose(CH, owner, prompt.default, expect_version=game.row.version - 1)
    assert r.error and r.error_key == "err-stale"
    r = await service.choose(CH, owner, prompt.default, expect_version=game.row.version)
    assert not r.error


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_decision_is_answered_by_its_number_or_its_name(service, store, lang):
    await started_game(service, seed=10)
    await play_until(service, CH, waiting_on_prompt)
    ask = await service.pending_prompt(CH, lang=lang)
    owner = ask.user_id
    # nothing typed: the decision again, numbered, with no internal id in sight
    r = await service.choose(CH, owner, "", lang=lang)
    assert r.ephemeral and not r.error
    lines = r.text.split("\n")
    assert lines[1:1 + len(ask.options)] == [f"{i}. {label}" for i, (_oid, label) in enumerate(ask.options, 1)]
    assert "`" + ask.options[0][0] + "`" not in r.text
    # a wrong answer: refused, numbered answers listed, nothing changed
    before = await store.get(CH)
    r = await service.choose(CH, owner, "fly to the moon", lang=lang)
    assert r.error and r.error_key == "err-bad_choice" and "1. " in r.text
    assert (await store.get(CH)).version == before.version
    r = await service.choose(CH, owner, str(len(ask.options) + 1), lang=lang)
    assert r.error and r.error_key == "err-bad_choice"
    # by number: the last answer
    r = await service.choose(CH, owner, str(len(ask.options)), lang=lang)
    assert not r.error
    last = (await store.get(CH)).version
    assert last > before.version
    # by name, in capitals, in the other language, on another game: the same answer as its id
    other_lang = "fr" if lang == "en" else "en"
    tried = 0
    for typed in (lambda o: o[1].upper(), lambda o: o[1][:-1] if len(o[1]) > 4 else o[1]):
        await service.end(CH, ALICE)
        await started_game(service, seed=10)
        await play_until(service, CH, waiting_on_prompt)
        ask_other = await service.pending_prompt(CH, lang=other_lang)
        labels = [label for _oid, label in ask_other.options]
        pick = ask_other.options[-1]
        if sum(1 for label in labels if label.lower().startswith(typed(pick).lower())) > 1:
            continue  # not a clear beginning: nothing to test with this one
        r = await service.choose(CH, ask_other.user_id, typed(pick), lang=lang)
        assert not r.error, r.text
        assert (await store.get(CH)).version == last  # the same game the same way: the same answer
        tried += 1
    assert tried


async def test_prompt_falls_to_its_default_after_the_timeout(store):
    posted: list = []

    async def publish(channel, reply):
        posted.append((channel, reply))

    svc = GameService(store, prompt_timeout=0.3, renderer=None, publisher=publish)
    await started_game(svc, seed=10)
    game = await play_until(svc, CH, waiting_on_prompt)
    prompt = game.rs.current_prompt(game.state)
    version = game.row.version
    row = await store.get(CH)
    assert row.prompt_seat == prompt.seat and row.prompt_deadline is not None
    for _ in range(50):
        await asyncio.sleep(0.05)
        if posted:
            break
    assert posted, "the timeout never fired"
    channel, reply = posted[0]
    assert channel == CH and reply.text.startswith("⏱ ")
    log = await store.log(CH, 1)
    assert log[-1].kind == "timeout" and log[-1].action == {"type": "choose", "option": prompt.default}
    after = await store.get(CH)
    assert after.version > version
    await svc.close()


async def test_prompt_timer_survives_a_restart(tmp_path):
    path = tmp_path / "restart.db"
    store = await Store.open(path)
    first = GameService(store, prompt_timeout=600, renderer=None)
    await started_game(first, seed=10)
    await play_until(first, CH, waiting_on_prompt)
    await first.close()
    await store.close()
    # pull the deadline in, as if the bot had been down for ten minutes
    import sqlite3

    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET prompt_deadline = 0")
    store = await Store.open(path)
    posted: list = []

    async def publish(channel, reply):
        posted.append(reply)

    second = GameService(store, prompt_timeout=600, renderer=None, publisher=publish)
    assert await second.resume() == 1
    for _ in range(40):
        await asyncio.sleep(0.05)
        if posted:
            break
    assert posted and posted[0].text.startswith("⏱ ")
    await second.close()
    await store.close()


# --- the end ---------------------------------------------------------------------------------------


async def test_game_over_posts_a_summary_with_deeds(service):
    await started_game(service, seed=4)
    last = None
    for _ in range(3000):
        step = await policy_step(service, CH)
        if step is None:
            break
        last = step[2]
    game = await service.game(CH)
    assert game.row.status == "over"
    assert last.game_over and last.buttons == []
    view = game.view()
    assert ("Victory" in last.text) == (view["result"] == "won")
    assert f"round {view['round']}" in last.text
    for hero in ("Brakka Stonejaw (alice)", "Ilse Lampbearer (bob)"):
        assert hero in last.text
    deeds = view["heroes"]["brakka"]["deeds"]
    if deeds.get("spaces_moved"):
        assert f"{deeds['spaces_moved']} spaces moved" in last.text
    # the result is said once: the summary's headline, not the narration's line too
    word = "Victory" if view["result"] == "won" else "Defeat"
    assert last.text.count(word) == 1, last.text
    r = await service.act(CH, ALICE, {"type": "draw"})
    assert r.error and r.error_key == "err-no_game"
    # /game status after the end tells how it ended, then the last state of play
    r = await service.status(CH, ALICE)
    assert not r.error and f"**{word}**" in r.text and "Brakka Stonejaw" in r.text


# --- autocomplete ---------------------------------------------------------------------------------


def test_filter_choices_prefers_prefixes_and_caps_at_25():
    choices = [(f"Square {i}", f"A{i}") for i in range(1, 40)]
    got = filter_choices(choices, "a1")
    assert got[0] == ("Square 1", "A1") and all("1" in v for _, v in got)
    assert len(filter_choices(choices, "")) == 25
    assert filter_choices([("Longsword", "c1"), ("Short bow", "c2")], "sword") == [("Longsword", "c1")]


async def test_autocomplete_never_offers_another_players_secrets(service):
    await started_game(service)
    game = await service.game(CH)
    rs = registry.get("altar")
    alice_cards = {c["card"] for c in rs.view(game.state, "brakka")["heroes"]["brakka"]["hand"]}
    got = await service.complete(CH, BOB, "card", "", command="play")
    assert got and not ({v for _, v in got} & (alice_cards - {c["card"] for c in rs.view(
        game.state, "ilse")["heroes"]["ilse"]["hand"]}))
    assert await service.complete(CH, CAROL, "to", "", command="move") == []
    assert await service.complete(999, ALICE, "to", "", command="move") == []


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_rules_topics_exist_in_both_languages(service, lang):
    for topic in ALTAR.rules_topics:
        r = service.rules(topic, lang=lang)
        assert r.ephemeral and not r.error and len(r.text) > 40
    r = service.rules("nonsense", lang=lang)
    assert r.error and ("the round" if lang == "en" else "la manche") in r.text  # topics listed by name
    # a topic by its name in either language, any case, or a clear beginning
    for typed in ("Winning and losing", "gagner", "GAGNER ET PERDRE", "goal"):
        r = service.rules(typed, lang=lang, ruleset="altar")
        assert not r.error and ("**Winning and losing.**" if lang == "en" else "**Gagner et perdre.**") in r.text


async def test_leaving_a_game_in_play_hands_the_hero_over(service):
    await started_game(service)
    r = await service.leave(CH, BOB)
    assert not r.error and r.text == "bob leaves; alice now plays Ilse Lampbearer."
    game = await service.game(CH)
    assert game.seats == [("brakka", ALICE), ("ilse", ALICE)]
    r = await service.leave(CH, ALICE)
    assert r.error and r.error_key == "err-last_player"


async def test_the_host_leaving_passes_the_host_role(service):
    await started_game(service)
    r = await service.leave(CH, ALICE)
    assert not r.error
    game = await service.game(CH)
    assert game.row.host_id == BOB and game.seats == [("brakka", BOB), ("ilse", BOB)]


async def test_pictures_can_be_drawn_in_a_worker_process(store):
    from bot.render_pool import render_pool, warm_up

    pool = render_pool(1)
    assert await asyncio.get_running_loop().run_in_executor(pool, warm_up)
    svc = GameService(store, prompt_timeout=None, executor=pool)
    await started_game(svc)
    r = await svc.act(CH, ALICE, {"type": "end"})
    assert r.png.startswith(b"\x89PNG") and len(r.png) < 150 * 1024


async def test_a_turn_stopped_by_a_decision_gets_its_picture_when_it_completes(store):
    svc = GameService(store, prompt_timeout=None, renderer=lambda module, view, lang, tr: b"picture")
    await started_game(svc, seed=10)
    for _ in range(300):
        before = await svc.game(CH)
        seat, action, reply = await policy_step(svc, CH)
        after = await svc.game(CH)
        if after.rs.current_prompt(after.state) is not None and before.rs.current_prompt(before.state) is None:
            break
    assert reply.png is None and reply.prompt is not None
    while True:
        seat, action, reply = await policy_step(svc, CH)
        game = await svc.game(CH)
        if game.rs.current_prompt(game.state) is None:
            break
    last = await store.log(CH, 1)
    if any(e["type"] in PICTURE_EVENTS for e in last[-1].events):
        assert reply.png == b"picture"


async def test_game_new_takes_the_options_of_the_chosen_game_only(service):
    r = await service.new_game(CH, ALICE, "Altar Quest", "silent_bells", 3, options={"hard": True})
    assert not r.error and "(hard)" in r.text
    game = await service.game(CH)
    assert game.row.lobby["options"] == {"hard": True}
    r = await service.new_game(CH + 1, ALICE, "heroquest", None, 3, options={"hard": True})
    assert r.error and r.ephemeral and "HeroQuest has no option `hard`" in r.text and "rounds" in r.text
    r = await service.new_game(CH + 1, ALICE, "heroquest", None, 3, options={"rounds": "zero"}, lang="fr")
    assert r.error and "nombre entier de 1 à 99" in r.text
    r = await service.new_game(CH + 1, ALICE, "heroquest", None, 3, options={"rounds": "24"})
    assert not r.error and "(24 rounds at most)" in r.text
    assert (await service.game(CH + 1)).row.lobby["options"] == {"rounds": 24}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_status_shows_the_quest_clock_and_what_it_does(service, lang):
    await started_game(service)  # The Silent Bells: lost at 12 quest tokens on its rules card
    game = await service.game(CH)
    assert game.view()["quest"]["clock"] == {"tokens": 0, "limit": 12}
    text = (await service.status(CH, ALICE, lang=lang)).text
    expected = ("Quest clock: 0/12 quest tokens on the rules card (one more each quest turn); at 12 the quest is lost."
                if lang == "en" else "Compte à rebours : 0/12 jetons quête sur la carte de règles")
    assert expected in text


def test_a_name_that_fits_copies_alike_takes_the_first_and_nothing_else_changes():
    """Altered names copies alike in a hand "Wave Crest", "Wave Crest 2", so the bare name picks one;
    "wave" fitted both and was refused with the list (a playtest). The first copy is taken; names
    that are not numbered copies of one name still ask which."""
    from bot.service import _pick, _pick_several

    hand = [("Salt Forager", "h1"), ("Wave Crest", "h5"), ("Wave Crest 2", "h6"), ("Reef Scout", "h4")]
    assert _pick(hand, "wave") == "h5" and _pick(hand, "crest") == "h5" and _pick(hand, "wave crest 2") == "h6"
    named = [(oid, label) for label, oid in hand]
    assert _pick_several([o for _, o in hand], ["1", "2", "3", "4"], named, "wave, salt, wave") == "h5,h1,h6"
    orcs = [("O1 Orc (C12)", "o1"), ("O2 Orc (E13)", "o2")]
    assert _pick(orcs, "orc") is None
    assert _pick([("Orc", "a"), ("Orc Chief", "b")], "or") is None


def test_a_short_name_fits_a_whole_word_of_a_label_never_the_inside_of_one():
    """`/do action:A1` is "Mark A1" (a square named as a whole word); "b" is not "buttons"."""
    from bot.service import _pick

    assert _pick([("Mark A1", "a1"), ("Mark B2", "b2")], "A1") == "a1"
    assert _pick([("commands and buttons", "controls"), ("the round", "turn")], "b") is None
    assert _pick([("commands and buttons", "controls"), ("the round", "turn")], "butt") == "controls"
    # a whole word before a part of one (a playtest: `/rules topic:dés` found nothing, "des" being
    # also inside "commandes")
    topics = [("les dés de combat", "combat"), ("commandes et boutons", "controls")]
    assert _pick(topics, "dés") == "combat" and _pick(topics, "des") == "combat" and _pick(topics, "mand") == "controls"
