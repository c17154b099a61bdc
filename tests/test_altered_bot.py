"""Altered through the bot. Whole duels by `/do` through the service and the
console in English and French; refusals that are private, clear and change nothing; hidden cards (the other
seat's hand and mana) never in a public reply, another player's autocomplete or an error; `/hand` private."""
from __future__ import annotations

import argparse
import io
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot import games
from bot.console import play
from bot.gamekit import Table
from bot.service import GameService
from bot.store import LogEntry
from engine.core.events import witness

ID = "altered"
QUEST, SEED = "standard", "t1"
EMBER, TIDE = "ember_starter", "tide_starter"
USERS = {EMBER: 1, TIDE: 2}
NAMES = {1: "alice", 2: "bob"}
ROOT = Path(__file__).resolve().parents[1]
ENGLISH_IN_FRENCH = re.compile(r"\b(plays|draws|passes|wins|expedition|turn|hand|advances|stays|against)\b")


@pytest.fixture
def altered():
    return games.get(ID)


async def open_duel(svc: GameService, lang: str = "en", seed: str = SEED) -> None:
    r = await svc.new_game(1, 1, ID, QUEST, seed, lang=lang, user_name="alice")
    assert not r.error, r.text
    for seat, user in USERS.items():
        r = await svc.join(1, user, seat, lang=lang, user_name=NAMES[user])
        assert not r.error, r.text
    r = await svc.start(1, 1, lang=lang)
    assert not r.error, r.text


def hidden_only(game: Any, seen_public: set[str]) -> dict[str, set[str]]:
    """Per seat, the names (both languages) of its cards in hand and mana whose card no public view has
    shown yet: what must never be in a public text or in the other seat's answers."""
    content = game.rs.content.cards
    out = {}
    for seat, p in game.state.players.items():
        ids = {c.card for c in [*p.hand, *p.mana]} - seen_public
        out[seat] = {n for cid in ids for n in (content[cid].name, content[cid].name_fr)}
    return out


def public_ids(view: dict[str, Any]) -> set[str]:
    found = set()
    for p in view["players"].values():
        for c in [p["hero"], *p["expeditions"]["hero"], *p["expeditions"]["companion"], *p["landmarks"],
                  *p["reserve"], *p["discard"]]:
            found.add(c["card"])
    return found


def leaked(text: str, names: set[str]) -> list[str]:
    return sorted(n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text))


async def play_by_do(svc: GameService, lang: str, seed: str = SEED, check_autocomplete: bool = False
                     ) -> tuple[list[str], list[str]]:
    """The whole duel, each seat played by its own user with `/do`; every public text checked against the
    hidden cards of the moment. (the console lines typed, every public reply)"""
    await open_duel(svc, lang, seed)
    lines, replies = [], []
    seen: set[str] = set()
    for step in range(3000):
        game = await svc.game(1)
        if game.row.status != "playing":
            break
        seen |= public_ids(game.view())
        seat, action = game.game.policy_action(game.state)
        user = USERS[seat]
        other = TIDE if seat == EMBER else EMBER
        if check_autocomplete and step % 7 == 0:
            secret = hidden_only(game, seen)
            for field, command in (("card", "play"), ("card", "use"), ("target", "play"), ("action", "do")):
                offered = await svc.complete(1, USERS[other], field, "", command=command, lang=lang)
                said = " ".join(f"{label} {value}" for label, value in offered)
                assert leaked(said, secret[seat]) == [], (field, command)
        words = game.game.describe(action, game.table(lang), seat)
        reply = await svc.do(1, user, words, lang=lang)
        assert not reply.error, (words, reply.text)
        after = await svc.game(1)
        secret = hidden_only(after, seen | public_ids(after.view()))
        assert leaked(reply.text, secret[EMBER] | secret[TIDE]) == [], (words, reply.text)
        for who, note in reply.private:
            assert who == user
            assert leaked(note, secret[other]) == [], note
        lines.append(f"@{NAMES[user]} /do action:{words}")
        replies.append(reply.text)
    assert (await svc.game(1)).row.status == "over"
    return lines, replies


# --- whole duels ---------------------------------------------------------------------------------------


async def test_a_whole_duel_in_english_says_who_advanced_and_why(service):
    _lines, replies = await play_by_do(service, "en", check_autocomplete=True)
    text = "\n".join(replies)
    assert re.search(r"🏆 \*\*(Varna of the Kilns|Maelis the Tidecaller)\*\* \((alice|bob)\) wins on day \d+", text)
    assert re.search(r"expedition at [^:]+: (forest|mountain|water) \d+ against \d+.* → advances \(more ", text)
    assert "A Tumult card turns face up" in text and "Dusk" in text
    assert "•" not in text  # every event has its own sentence
    assert not re.search(r"\bc\d+\b", text)  # no card instance id


async def test_a_whole_duel_in_french_is_french(service):
    _lines, replies = await play_by_do(service, "fr")
    text = "\n".join(replies)
    assert re.search(r"🏆 \*\*(Varna des Fours|Maélis l'Appelle-Marée)\*\* \((alice|bob)\) gagne au jour \d+", text)
    assert "Crépuscule" in text and "contre" in text
    found = ENGLISH_IN_FRENCH.search(re.sub(r"`[^`]*`|/\w+", "", text))  # commands keep their names
    assert found is None, found


async def test_the_console_plays_the_same_duel_to_its_end(service, tmp_path):
    for lang in ("en", "fr"):
        lines, _ = await play_by_do(service, lang, seed=f"c-{lang}")
        await service.end(1, 1, lang=lang, can_manage=True)
        out = io.StringIO()
        args = argparse.Namespace(ruleset=ID, quest=QUEST, players="alice,bob", heroes=f"{EMBER},{TIDE}",
                                  seed=f"c-{lang}", out=None, lang=lang, hard=False, db=str(tmp_path / f"{lang}.db"))
        assert await play(args, io.StringIO("\n".join(lines) + "\n"), out) == 0
        ending = r"wins on day \d+" if lang == "en" else r"gagne au jour \d+"
        assert re.search(ending, out.getvalue()), out.getvalue()[-2000:]


# --- refusals --------------------------------------------------------------------------------------------


async def to_afternoon(svc: GameService) -> Any:
    await open_duel(svc)
    for _ in range(2):
        game = await svc.game(1)
        seat, action = game.game.policy_action(game.state)
        reply = await svc.do(1, USERS[seat], game.game.describe(action, game.table("en"), seat))
        assert not reply.error, reply.text
    game = await svc.game(1)
    assert game.state.phase == "afternoon"
    return game


async def refused(svc: GameService, user: int, verb: str, options: dict[str, Any], hero: str | None = None,
                  lang: str = "en") -> str:
    before = (await svc.game(1)).row.version
    reply = await svc.command(1, user, verb, options, hero, lang=lang)
    assert reply.error and reply.ephemeral, reply.text
    assert (await svc.game(1)).row.version == before
    return reply.text


async def test_refusals_are_private_clear_and_change_nothing(service):
    game = await to_afternoon(service)
    turn = game.state.turn
    waiting = TIDE if turn == EMBER else EMBER
    content = game.rs.content.cards
    p = game.state.players[turn]
    secret = hidden_only(game, public_ids(game.view()))
    # a card you do not hold: one only the other seat holds, named as the other seat reads it
    theirs = next(c for c in game.state.players[waiting].hand if c.card not in {x.card for x in p.hand})
    text = await refused(service, USERS[turn], "play", {"card": content[theirs.card].name, "expedition": "hero"})
    assert "no card" in text and content[theirs.card].name in text  # what was typed, nothing more
    nonsense = await refused(service, USERS[turn], "play", {"card": "Zzyzx Blob", "expedition": "hero"})
    assert nonsense.replace("Zzyzx Blob", "X") == text.replace(content[theirs.card].name, "X")
    # a card you cannot pay
    state = game.rs.load_state(game.row.state)
    for orb in state.players[turn].mana:
        orb.exhausted = True
    await service._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "no mana"}),
                          state=game.rs.dump_state(state), _state_obj=state)
    dear = next(c for c in p.hand if content[c.card].hand_cost > 0)
    text = await refused(service, USERS[turn], "play", {"card": content[dear.card].name, "expedition": "hero"})
    assert f"costs {content[dear.card].hand_cost} mana" in text
    text_fr = await refused(service, USERS[turn], "play", {"card": content[dear.card].name_fr, "expedition": "hero"},
                            lang="fr")
    assert content[dear.card].name_fr in text_fr and "coûte" in text_fr
    # out of turn
    mine = game.state.players[waiting].hand[0]
    text = await refused(service, USERS[waiting], "play", {"card": content[mine.card].name, "expedition": "hero"})
    assert "turn" in text and game.table("en").hero(turn) in text
    texts = [text, nonsense, text_fr, await refused(service, USERS[waiting], "end", {})]
    assert "turn" in texts[-1]
    # someone else's seat
    texts.append(await refused(service, USERS[waiting], "end", {}, hero=turn))
    assert "Varna of the Kilns" in texts[-1] or "Maelis the Tidecaller" in texts[-1]
    typed = {content[c].name for c in (theirs.card, dear.card, mine.card)} | {content[dear.card].name_fr}
    for t in texts:  # no hidden card but the one the player typed
        assert leaked(t, (secret[turn] | secret[waiting]) - typed) == [], t
        assert not re.search(r"\bc\d+\b", t), t


async def test_the_mana_choice_takes_names_in_any_case_and_numbers_and_refuses_a_wrong_count(service):
    await open_duel(service, "fr")
    game = await service.game(1)
    hand = game.state.players[EMBER].hand
    content = game.rs.content.cards
    text = await refused(service, USERS[EMBER], "play", {"card": "1, 2"}, lang="fr")
    assert "exactement 3 cartes" in text
    first, second = content[hand[0].card], content[hand[1].card]
    typed = f"{first.name_fr.upper()}, 2, {content[hand[2].card].name}"
    if first.name_fr == second.name_fr:
        typed = f"{first.name_fr.lower()}, {first.name_fr.lower()}, {content[hand[2].card].name}"
    reply = await service.command(1, USERS[EMBER], "play", {"card": typed}, lang="fr")
    assert not reply.error, reply.text
    state = (await service.game(1)).state
    assert sorted(c.uid for c in state.players[EMBER].mana) == sorted(c.uid for c in hand[:3])
    assert "met 3 cartes face cachée en mana" in reply.text
    assert leaked(reply.text, {content[c.card].name_fr for c in hand[:3]} | {content[c.card].name for c in hand[:3]}
                  ) == []
    assert reply.private and all(who == USERS[EMBER] for who, _ in reply.private)


async def test_cards_are_played_by_name_with_their_expedition_and_accents_do_not_matter(service):
    game = await to_afternoon(service)
    seat = game.state.turn
    offered = await service.complete(1, USERS[seat], "card", "", command="play", lang="fr")
    legal = [a for a in game.rs.legal_actions(game.state, seat) if a.type == "play"]
    assert offered and len({v for _l, v in offered}) == len(offered)
    assert all("mana" in label for label, _v in offered)
    assert not any(re.search(r"\bc\d+\b", f"{label} {value}") for label, value in offered)
    character = next((a for a in legal if a.expedition == "companion" and not a.targets), None)
    if character is None:
        pytest.skip("no character to play in this deal")
    content = game.rs.content.cards
    card = next(c for c in game.state.players[seat].hand if c.uid == character.card)
    import unicodedata

    plain = "".join(ch for ch in unicodedata.normalize("NFKD", content[card.card].name_fr)
                    if not unicodedata.combining(ch)).lower()
    reply = await service.command(1, USERS[seat], "play", {"card": plain, "expedition": "companion"}, lang="fr")
    assert not reply.error, reply.text
    state = (await service.game(1)).state
    assert card.card in [c.card for c in state.players[seat].expeditions["companion"]]
    assert f"joue {content[card.card].name_fr}" in reply.text and "compagnon" in reply.text


async def test_hand_is_private_and_only_the_askers(service):
    game = await to_afternoon(service)
    content = game.rs.content.cards
    for seat, user in USERS.items():
        other = TIDE if seat == EMBER else EMBER
        reply = await service.hand(1, user)
        assert reply.ephemeral
        for c in game.state.players[seat].hand:
            assert content[c.card].name in reply.text
        secret = hidden_only(game, public_ids(game.view()) | {c.card for c in game.state.players[seat].hand}
                             | {c.card for c in game.state.players[seat].mana})
        assert leaked(reply.text, secret[other]) == []
    status = await service.status(1, 1)
    secret = hidden_only(game, public_ids(game.view()))
    assert leaked(status.text, secret[EMBER] | secret[TIDE]) == []
    # a face-down region is said to be face down once, its unknown terrain not said again
    assert "2. region 2 (face down) · " in status.text and "[face down]" not in status.text


async def test_the_log_tells_mana_choices_without_naming_the_cards(service):
    await to_afternoon(service)
    game = await service.game(1)
    log = await service.log_text(1, 1, 10)
    secret = hidden_only(game, public_ids(game.view()))
    assert "of the hand into the mana" in log.text and "hand card" not in log.text  # how many, not from where
    assert leaked(log.text, secret[EMBER] | secret[TIDE]) == []


# --- /do, narration, messages -----------------------------------------------------------------------------


async def restore(svc: GameService, text: str) -> None:
    game = await svc.game(1)
    state = game.rs.load_state(text)
    prompt = game.rs.current_prompt(state)
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "position"}), state=text,
                      _state_obj=state, status="playing", prompt=(prompt.seat if prompt else None, None))


@pytest.mark.parametrize("seed", ["a", "b"])
async def test_every_legal_action_is_offered_by_do_and_does_what_the_engine_does(service, seed):
    """tests/test_do.py's contract, for Altered."""
    rng = random.Random(seed)
    await open_duel(service, "en", seed)
    checked = 0
    for _position in range(6):
        for _ in range(rng.randint(2, 12)):
            game = await service.game(1)
            if game.row.status != "playing":
                break
            seat, action = game.game.policy_action(game.state)
            assert not (await service.act(1, USERS[seat], action.model_dump(), seat)).error
        game = await service.game(1)
        if game.row.status != "playing":
            break
        seat = game.game.policy_action(game.state)[0]
        saved = game.row.state
        legal = game.rs.legal_actions(game.state, seat)
        table = game.table("en")
        for lang in ("en", "fr"):
            words = [game.game.describe(a, game.table(lang), seat) for a in legal]
            assert len(set(words)) == len(words) and max(map(len, words)) <= 100, words
        for action in rng.sample(legal, min(8, len(legal))):
            said = game.game.describe(action, table, seat)
            offered = await service.complete(1, USERS[seat], "action", said, command="do")
            assert said in [v for _l, v in offered], said
            expected = game.rs.apply(game.rs.load_state(saved), seat, action).state
            reply = await service.do(1, USERS[seat], said)
            assert not reply.error, (said, reply.text)
            after = await service.game(1)
            assert after.rs.dump_state(after.state) == game.rs.dump_state(expected), said
            checked += 1
            await restore(service, saved)
    assert checked >= 10


def test_every_event_has_its_sentence_and_private_ones_stay_private(altered):
    from engine.rulesets.altered import events as ev

    kinds = set(ev.Event.__args__[0].__args__) if hasattr(ev.Event, "__args__") else set()
    told = set(altered.narrator_cls.tellers)
    assert kinds and kinds <= told, sorted(k.__name__ for k in kinds - told)
    rs = altered.ruleset
    state = rs.new_game(QUEST, [EMBER, TIDE], "n")
    hand = state.players[EMBER].hand[:3]
    out = rs.apply(state, EMBER, {"type": "mana", "cards": [c.uid for c in hand]})
    for lang in ("en", "fr"):
        table = Table(altered, lang, out.state, {"seats": [[EMBER, 1], [TIDE, 2]], "names": {"1": "alice"}}, 1)
        public = altered.narrator_cls(table).lines(witness(out.events, ()))
        mine = altered.narrator_cls(table).lines(witness(out.events, {EMBER}, private_only=True))
        theirs = altered.narrator_cls(table).lines(witness(out.events, {TIDE}, private_only=True))
        names = {rs.content.cards[c.card].name if lang == "en" else rs.content.cards[c.card].name_fr for c in hand}
        assert len(public) == 1 and leaked(public[0], names) == []
        assert len(mine) == 3 and all(leaked(line, names) for line in mine)
        assert theirs == []


async def test_rules_topics_in_both_languages(service):
    for topic in ("goal", "day", "afternoon", "playing", "reserve", "dusk", "night", "end", "deckbuilding",
                  "controls"):
        en = service.rules(topic, lang="en", ruleset=ID)
        fr = service.rules(topic, lang="fr", ruleset=ID)
        assert not en.error and not fr.error and en.ephemeral and en.text != fr.text and en.text.startswith("**")


def test_the_commands_fit_the_shared_verbs(altered):
    from bot.commands import MAX_COMMANDS, command_set

    assert [v.key for v in altered.verbs] == ["play", "use", "end"]
    everything = command_set({g.id: g.verbs for g in games.all_games()})
    assert len({v.group or v.name for v in everything}) + 1 <= MAX_COMMANDS
    play_options = [o.name for o in next(v for v in everything if v.key == "play").options]
    assert {"expedition", "from"} <= set(play_options)


async def scene(svc: GameService, change: Any) -> Any:
    """The channel's game with `change(state, game)` applied to its state (the pending decision refreshed)."""
    from engine.rulesets.altered.game import Game

    game = await svc.game(1)
    state = game.rs.load_state(game.row.state)
    change(state, game)
    Game(state, game.rs.content).refresh_pending()
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                      state=game.rs.dump_state(state), _state_obj=state,
                      prompt=(state.pending.prompt.seat if state.pending else None, None))
    return await svc.game(1)


def card(state: Any, cid: str) -> Any:
    from engine.rulesets.altered.state import Card

    uid = f"c{state.next_uid}"
    state.next_uid += 1
    return Card(uid=uid, card=cid, owner=EMBER)


def varna_with_an_apprentice(state: Any, g: Any) -> None:
    """Varna's Afternoon turn, her hero ready and her mana too, a Kiln Apprentice in her hero expedition."""
    state.turn = EMBER
    p = state.players[EMBER]
    p.passed = False
    p.hero.exhausted = False
    for orb in p.mana:
        orb.exhausted = False
    p.expeditions["hero"].append(card(state, "kiln_apprentice"))


async def test_quick_actions_by_use_exhaust_and_support(service):
    await to_afternoon(service)

    def change(state: Any, game: Any) -> None:
        varna_with_an_apprentice(state, game)
        p = state.players[EMBER]
        p.reserve.append(card(state, "spark_tender"))

    await scene(service, change)
    offered = await service.complete(1, USERS[EMBER], "card", "", command="use")
    assert any("Varna of the Kilns" in label for label, _v in offered), offered
    targets = await service.complete(1, USERS[EMBER], "target", "", command="use",
                                     options={"card": "Varna of the Kilns"})
    assert any("Kiln Apprentice (your hero)" == v for _l, v in targets), targets
    reply = await service.command(1, USERS[EMBER], "use", {"card": "varna", "target": "kiln apprentice"})
    assert not reply.error, reply.text
    assert "Varna of the Kilns uses the hero's ability (exhausts and pays 1)" in reply.text and "Kiln Apprentice gains 1 boost" in reply.text
    text = await refused(service, USERS[EMBER], "use", {"card": "varna", "target": "kiln apprentice"})
    assert "exhausted" in text
    reply = await service.command(1, USERS[EMBER], "use", {"card": "spark tender (reserve)"})
    assert not reply.error, reply.text
    assert "discards Spark Tender from the reserve for its support ability" in reply.text
    assert (await service.game(1)).state.turn == EMBER  # quick actions do not end the turn
    reply = await service.command(1, USERS[EMBER], "end", {})
    assert not reply.error and "passes" in reply.text


async def test_the_clean_up_by_names_and_a_choose_button_says_what_to_use(service):
    await to_afternoon(service)

    def change(state: Any, game: Any) -> None:
        p = state.players[EMBER]
        p.reserve = [card(state, cid) for cid in ("kiln_apprentice", "kiln_apprentice", "ash_runner", "kindle")]
        state.players[TIDE].reserve = []
        state.players[TIDE].landmarks = []
        p.landmarks = []
        state.phase, state.turn, state.decision, state.deciding = "night", None, "cleanup", [EMBER]

    game = await scene(service, change)
    offered = await service.complete(1, USERS[EMBER], "card", "", command="play", lang="fr")
    assert offered and all(label.startswith("Défausser : ") for label, _v in offered)
    text = await refused(service, USERS[EMBER], "end", {})
    assert "Discard 2 cards of your reserve" in text
    reply = await service.choose(1, USERS[EMBER], "1")
    assert reply.error and "/play card:<names>" in reply.text
    reply = await service.command(1, USERS[EMBER], "play", {"card": "Apprenti des Fours, kiln apprentice"}, lang="fr")
    assert not reply.error, reply.text
    state = (await service.game(1)).state
    assert [c.card for c in state.players[EMBER].reserve] == ["ash_runner", "kindle"]
    assert state.phase == "morning" and "au nettoyage" in reply.text
    assert game.state.version == state.version


async def test_the_command_tree_with_altered_keeps_discords_limits_and_our_budget(discord_bot, fake_discord):
    """Once registered, /play gains `expedition` and `from` (fixed choices, French descriptions); no new
    top-level command."""
    from tests.conftest import APP_ID, GUILD_ID
    from tests.test_bot_tree import check_limits

    synced = fake_discord.synced[f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"]
    assert len(synced) <= 25
    problems: list[str] = []
    for c in synced:
        check_limits(c, "/" + c["name"], problems)
    assert problems == []
    play_cmd = next(c for c in synced if c["name"] == "play")
    options = {o["name"]: o for o in play_cmd["options"]}
    assert [ch["value"] for ch in options["expedition"]["choices"]] == ["hero", "companion"]
    assert [ch["value"] for ch in options["from"]["choices"]] == ["hand", "reserve"]
    assert options["expedition"]["description_localizations"]["fr"].startswith("Altered : l'expédition")
    assert options["from"]["choices"][1]["name_localizations"]["fr"] == "réserve"


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_other_players_decision_tells_nothing_of_its_options(service, lang):
    # a mistyped /choose by the player not asked listed the asked player's options: their opening hand. At the
    # set-up both choose at once, so that player's /choose answers their own choice, read in their own hand:
    # what names nothing there is refused for that choice, telling nothing of the other's
    await open_duel(service, lang)
    game = await service.game(1)
    ask = await service.pending_prompt(1, lang=lang)
    assert ask is not None and ask.options
    other = next(u for u in USERS.values() if u != ask.user_id)
    hidden = hidden_only(game, public_ids(game.view(None)))[ask.seat]
    typed = ["zzz", "1", ask.options[0][1], ask.options[0][0]]
    for option in typed:
        reply = await service.choose(1, other, option, lang=lang)
        assert reply.error and reply.ephemeral, reply.text
        assert reply.error_key in ("rule-altered_mana_three", "rule-altered_not_in_hand"), reply.error_key
        assert leaked(reply.text, hidden) == []
    assert (await service.game(1)).row.version == game.row.version


async def test_the_board_dusk_moved_is_shown_before_the_mornings_choices(store):
    """The last pass of an Afternoon runs Dusk (expeditions move), Night, and the next Morning, which
    waits on a mana choice. The picture comes with that reply, so the players choose on the board
    Dusk left; other turns stopped by a decision still get theirs when they complete."""
    from engine.rulesets.altered import events as aev

    svc = GameService(store, prompt_timeout=None, renderer=lambda module, view, lang, tr: b"picture")
    await open_duel(svc)
    dusks = 0
    for _ in range(400):
        game = await svc.game(1)
        if game.row.status != "playing" or dusks >= 2:
            break
        seat, action = game.game.policy_action(game.state)
        reply = await svc.do(1, USERS[seat], game.game.describe(action, game.table("en"), seat))
        assert not reply.error, reply.text
        last = (await svc.store.log(1, 1))[-1]
        kinds = {e["type"] for e in last.events}
        after = await svc.game(1)
        if "expedition_moved" in kinds and after.row.prompt_seat is not None:
            assert reply.png == b"picture" and "— Dusk —" in reply.text, reply.text
            dusks += 1
        elif after.row.prompt_seat is not None and not kinds & {"expedition_moved", "tumult_revealed"}:
            assert reply.png is None
    assert dusks >= 2
    assert aev.ExpeditionMoved in games.get(ID).picture_before_decision


async def test_a_copy_named_with_the_number_hand_showed_is_played_after_the_other_copy_left(tmp_path):
    """/hand showed "Apprenti des Fours" and "Apprenti des Fours 2"; once the first is played, the second is
    shown without its number. Typed as it was read, it is still that card."""
    lines = ["@alice /play card:Colosse de l'Enclume, Geant Somnolent, autel du foyer", "@bob /choose option:3, 5, 6",
             "@bob /play card:Sage des Marees expedition:companion",
             "@alice /play card:apprenti des fours expedition:héros",
             "@bob /play card:Éclaireur du Récif expedition:compagnon",
             "@alice /play card:Apprenti des Fours 2 expedition:companion"]
    out = io.StringIO()
    args = argparse.Namespace(ruleset=ID, quest=QUEST, players="alice,bob", heroes=f"{EMBER},{TIDE}", seed="d1",
                              out=None, lang="fr", hard=False, db=str(tmp_path / "g.db"))
    assert await play(args, io.StringIO("\n".join(lines) + "\n"), out) == 0
    said = out.getvalue()
    assert said.count("joue Apprenti des Fours (personnage) depuis la main") == 2, said[-1500:]
