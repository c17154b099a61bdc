"""Faults that must not stop a table: a save that cannot be loaded is set aside, not fatal.

Each test damages a real SQLite row the way a bad disk, a hand edit or an older version of the bot
would, then plays on through a fresh GameService (a restarted bot: nothing cached).
"""
from __future__ import annotations

import logging
import sqlite3

import pytest

from bot.service import GameService
from bot.store import Store
from engine.core.errors import SavedStateError
from tests.conftest import started_game

CH, OTHER = 1, 2
HOST, PLAYER, ADMIN = 10, 11, 99


def damage(store: Store, sql: str, *args: object) -> None:
    """Change the stored rows behind the bot's back, as a second program on the same file would."""
    with sqlite3.connect(store.path) as db:
        db.execute(sql, args)


def restarted(store: Store) -> GameService:
    return GameService(store, prompt_timeout=None, renderer=None)


@pytest.fixture
async def two_tables(store, service):
    """Two started games: CH (to be damaged) and OTHER (must play on untouched)."""
    await started_game(service, CH)
    await started_game(service, OTHER)
    return store


# the four ways a save fails to load, and the reason each is set aside with
DAMAGE = {
    "damaged": ("UPDATE games SET state = '{\"ruleset\": \"altar\", \"seed' WHERE channel_id = ?",),
    "invalid": ("UPDATE games SET state = json_set(state, '$.heroes', 5) WHERE channel_id = ?",),
    "unknown_game": ("UPDATE games SET ruleset = 'chess' WHERE channel_id = ?",),
    "old_format": ("UPDATE games SET state = json_set(state, '$.version', 0) WHERE channel_id = ?",),
    "new_format": ("UPDATE games SET state = json_set(state, '$.version', 99) WHERE channel_id = ?",),
}
SAID = {
    "damaged": "what was saved is damaged",
    "invalid": "what was saved does not match what the game saves",
    "unknown_game": "its game (chess) is not installed on this bot",
    "old_format": "saved by an older version of the bot",
    "new_format": "saved by a newer version of the bot",
}


@pytest.mark.parametrize("reason", list(DAMAGE))
async def test_an_unreadable_save_is_set_aside_and_the_channel_told_why(two_tables, reason, caplog):
    store = two_tables
    damage(store, DAMAGE[reason][0], CH)
    before = sqlite3.connect(store.path).execute("SELECT * FROM games WHERE channel_id = ?", (CH,)).fetchone()
    logged = len(await store.log(CH, 50))
    svc = restarted(store)
    with caplog.at_level(logging.ERROR, logger="questmaster.service"):
        r = await svc.status(CH, PLAYER)
    assert r.error and r.error_key == "err-save_set_aside"
    assert not r.ephemeral, "everyone at the table lost their game: the channel is told, not one player"
    assert SAID[reason] in r.text
    assert "set aside (kept, not deleted)" in r.text and "`/game new` starts a new game" in r.text
    # the log names the channel and why
    [line] = [rec.getMessage() for rec in caplog.records if "cannot be loaded" in rec.getMessage()]
    assert line.startswith(f"channel {CH}: ") and reason in line and "quarantine #1" in line
    # the row is kept whole, with its log, and no longer holds the channel
    [kept] = await store.quarantined(CH)
    assert kept.reason == reason and kept.detail
    assert tuple(kept.row.values()) == before
    assert kept.log_rows == logged == 4  # opened, two heroes joined, started
    assert await store.get(CH) is None and await store.log(CH) == []
    # every other channel plays on
    r = await svc.status(OTHER, PLAYER)
    assert not r.error


async def test_game_end_by_a_manager_frees_a_channel_whose_save_cannot_be_read(two_tables):
    store = two_tables
    damage(store, DAMAGE["damaged"][0], CH)
    svc = restarted(store)
    r = await svc.end(CH, ADMIN, can_manage=True)
    assert r.error_key == "err-save_set_aside" and "the channel is free again" in r.text
    r = await svc.new_game(CH, ADMIN, "altar")
    assert not r.error and "opens a game" in r.text
    r = await svc.end(CH, ADMIN, can_manage=True)
    assert not r.error and r.game_over


async def test_game_new_takes_a_channel_whose_save_cannot_be_read_and_says_what_became_of_it(two_tables):
    store = two_tables
    damage(store, DAMAGE["unknown_game"][0], CH)
    svc = restarted(store)
    r = await svc.new_game(CH, ADMIN, "altar", user_name="admin")
    assert not r.error
    first, second = r.text.split("\n")[:2]
    assert first.startswith("⚠ The game saved in this channel could not be loaded (its game (chess)")
    assert "admin opens a game" in second
    # the new game starts its own log: nothing of the old one can be undone into it
    assert [row.kind for row in await store.log(CH)] == ["lobby"]
    assert len(await store.quarantined(CH)) == 1


async def test_the_message_is_in_the_players_language(two_tables):
    store = two_tables
    damage(store, DAMAGE["old_format"][0], CH)
    r = await restarted(store).hand(CH, PLAYER, lang="fr")
    assert r.text.startswith("⚠ La partie enregistrée dans ce salon n'a pas pu être chargée : elle a été "
                             "enregistrée par une version plus ancienne du bot")


@pytest.mark.parametrize("lobby", ["{not json", "[1, 2]", '{"quest": "silent_bells", "seats": [["brakka"]]}'])
async def test_a_damaged_lobby_is_set_aside_too_and_listing_skips_it(two_tables, lobby, caplog):
    store = two_tables
    damage(store, "UPDATE games SET lobby = ? WHERE channel_id = ?", lobby, CH)
    with caplog.at_level(logging.WARNING, logger="questmaster.store"):
        listed = await store.games()
    if lobby.startswith(("{not", "[")):  # what the store itself cannot read
        assert [g.channel_id for g in listed] == [OTHER]
        assert any(f"channel {CH} skipped" in rec.getMessage() for rec in caplog.records)
    r = await restarted(store).join(CH, ADMIN, "tib")
    assert r.error_key == "err-save_set_aside"
    assert [g.channel_id for g in await store.games()] == [OTHER]


async def test_looking_without_a_command_leaves_the_save_where_it_is(two_tables):
    """Autocomplete and the console's look at the game see no game; the save is set aside by the next
    command, whose reply says so (a quiet look would leave nobody told)."""
    store = two_tables
    damage(store, DAMAGE["invalid"][0], CH)
    svc = restarted(store)
    assert await svc.game(CH) is None
    assert await svc.complete(CH, PLAYER, "hero", "") == []
    assert await svc.pending_prompt(CH) is None
    assert await svc.game_lang(CH) == "en"
    assert await store.quarantined() == []
    r = await svc.command(CH, PLAYER, "move", {"to": "C5"})
    assert r.error_key == "err-save_set_aside"


async def test_a_save_changed_meanwhile_is_not_set_aside(two_tables):
    store = two_tables
    version = (await store.head(CH))[0]
    assert await store.quarantine(CH, version - 1, "damaged", "stale read") is None
    assert await store.get(CH) is not None and await store.quarantined() == []
    assert await store.quarantine(CH, version, "damaged", "test") == 1


async def test_an_older_format_the_game_can_upgrade_is_upgraded_not_set_aside(two_tables, monkeypatch):
    store = two_tables
    svc = restarted(store)
    ruleset = (await svc.game(CH)).rs
    damage(store, "UPDATE games SET state = json_remove(json_set(state, '$.version', 0), '$.seed') "
                  "WHERE channel_id = ?", CH)

    def upgrade(self, data, saved):
        assert saved == 0
        return data | {"version": self.state_format(), "seed": "3"}

    monkeypatch.setattr(type(ruleset), "upgrade_state", upgrade)
    r = await restarted(store).status(CH, PLAYER)
    assert not r.error
    assert await store.quarantined() == []


def test_a_saved_state_says_why_it_cannot_be_loaded():
    from engine import registry

    rs = registry.get("altar")
    for text, reason in [("{", "damaged"), ("[]", "invalid"), ('{"version": 1}', "invalid"),
                         ('{"version": 0}', "old_format"), ('{"version": 7}', "new_format"),
                         ('{"version": "one"}', "invalid")]:
        with pytest.raises(SavedStateError) as caught:
            rs.load_state(text)
        assert caught.value.reason == reason, text


# --- inputs of the wrong type fail cleanly at the service boundary ------------------------------

import inspect  # noqa: E402

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from bot.boundary import fits  # noqa: E402
from bot.i18n import LANGS  # noqa: E402
from bot.service import Loaded, PromptAsk, Reply  # noqa: E402

ALICE, BOB, CAROL = HOST, PLAYER, 12

# a call of every public method that is right in every argument (the test then spoils one)
CALLS: dict[str, dict[str, object]] = {
    "new_game": dict(channel=OTHER, user=ALICE, ruleset="altar", quest=None, seed=None, hard=False, lang="en",
                     guild=None, user_name=None, options=None),
    "next_game": dict(channel=CH, user=ALICE, quest=None, seed=None, lang="en", can_manage=False, user_name=None),
    "join": dict(channel=CH, user=CAROL, hero="tib", lang="en", user_name=None),
    "leave": dict(channel=CH, user=CAROL, hero=None, lang="en"),
    "deck": dict(channel=CH, user=ALICE, text=None, hero=None, lang="en"),
    "kick": dict(channel=CH, user=BOB, target=ALICE, lang="en", can_manage=False, target_name=None, user_name=None),
    "start": dict(channel=CH, user=ALICE, lang="en"),
    "end": dict(channel=CH, user=BOB, lang="en", can_manage=False, user_name=None),
    "command": dict(channel=CH, user=ALICE, verb="move", options={"to": "Z99"}, hero=None, lang="en",
                    expect_version=None),
    "act": dict(channel=CH, user=ALICE, action={"type": "choose", "option": "nothing"}, hero=None, lang="en",
                expect_version=None, board=None, unmatched=None),
    "do": dict(channel=CH, user=ALICE, action="nothing at all", hero=None, lang="en", expect_version=None),
    "choose": dict(channel=CH, user=ALICE, option="nothing", hero=None, lang="en", expect_version=None),
    "pending_prompt": dict(channel=CH, lang="en"),
    "game_lang": dict(channel=CH),
    "expire": dict(channel=CH, version=0),
    "undo": dict(channel=CH, user=BOB, lang="en", can_manage=False, user_name=None),
    "status": dict(channel=CH, user=ALICE, lang="en", ephemeral=False),
    "board": dict(channel=CH, user=ALICE, lang="en", ephemeral=False),
    "log_text": dict(channel=CH, user=ALICE, count=None, lang="en"),
    "hand": dict(channel=CH, user=ALICE, lang="en"),
    "rules": dict(topic=None, lang="en", ruleset=None),
    "rules_for": dict(channel=CH, topic=None, lang="en"),
    "complete": dict(channel=CH, user=ALICE, fieldname="hero", typed="", lang="en", command=None, hero=None,
                     options=None, limit=25),
    "idle": dict(channel=CH, user=ALICE, hero=None, lang="en"),
    "game": dict(channel=CH),
}
PLUMBING = {"lock", "entries", "close", "resume", "render_queue"}  # no player's input reaches these


def test_every_public_method_of_the_service_is_called_with_every_argument():
    public = {name for name, _ in inspect.getmembers(GameService, inspect.isfunction) if not name.startswith("_")}
    assert public - PLUMBING == set(CALLS)
    for name, call in CALLS.items():
        params = list(inspect.signature(getattr(GameService, name)).parameters)[1:]
        assert params == list(call), name


def hint_of(method: str, param: str) -> object:
    return inspect.signature(getattr(GameService, method), eval_str=True).parameters[param].annotation


def wrongly_typed(method: str, param: str, value: object) -> bool:
    """A value the parameter does not take (a number where a name goes is taken as the name typed;
    any language the bot does not speak is English)."""
    hint = hint_of(method, param)
    if param == "lang" or fits(value, hint):
        return False
    number = isinstance(value, int | float) and not isinstance(value, bool)
    return not (number and fits("text", hint))


junk = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(), st.text(max_size=8),
                 st.binary(max_size=4), st.lists(st.integers(), max_size=2), st.tuples(st.text(max_size=2)),
                 st.dictionaries(st.text(max_size=3), st.integers() | st.lists(st.none(), max_size=1), max_size=2),
                 st.just(object()), st.just(float("nan")))
spoiled = st.sampled_from(sorted(CALLS)).flatmap(
    lambda method: st.tuples(st.just(method), st.sampled_from(list(CALLS[method])), junk))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(call=spoiled)
async def test_a_value_of_the_wrong_type_gets_a_clear_answer_never_an_exception(service, store, call):
    method, param, value = call
    if await service.game(CH) is None:
        await started_game(service, CH, users=(ALICE, BOB))
    args = dict(CALLS[method], **{param: value})
    positional = [name for name, p in inspect.signature(getattr(GameService, method)).parameters.items()
                  if p.kind is p.POSITIONAL_OR_KEYWORD][1:]
    result = getattr(service, method)(*[args.pop(name) for name in positional if name in args], **args)
    if inspect.isawaitable(result):
        result = await result
    kind = {"complete": list, "game": (Loaded, type(None)), "game_lang": str, "expire": (Reply, type(None)),
            "pending_prompt": (PromptAsk, type(None)), "idle": (str, type(None))}.get(method, Reply)
    assert isinstance(result, kind)
    if isinstance(result, Reply) and result.error:
        assert result.text and "Traceback" not in result.text and not result.text.startswith("err-")
    if wrongly_typed(method, param, value):
        wrong_answer = {"complete": [], "game": None, "game_lang": "en", "pending_prompt": None, "expire": None,
                        "idle": None}
        if method in wrong_answer:
            assert result == wrong_answer[method]
        else:
            assert result.error and result.ephemeral
    if method == "game_lang":
        assert result in LANGS


async def same_error(service, call, right, wrong) -> tuple[str | None, str | None]:
    return (await call(right)).error_key, (await call(wrong)).error_key


@pytest.mark.parametrize("method, param, wrong_value, typo", [
    ("join", "hero", 5, "nobody"),
    ("join", "hero", 2**70, "nobody"),
    ("leave", "hero", 5, "nobody"),
    ("deck", "text", 5, "1 nobody"),
    ("command", "hero", 5, "nobody"),
    ("do", "hero", 5, "nobody"),
    ("choose", "hero", 5, "nobody"),
    ("act", "hero", 5, "nobody"),
    ("new_game", "quest", 7, "nowhere"),
    ("new_game", "ruleset", 3, "chess"),
    ("command", "verb", 5, "fly"),
    ("do", "action", 5, "fly away"),
    ("choose", "option", 99, "nothing"),
    ("act", "action", "move", {"type": 5}),
    ("log_text", "count", "5", 0),
    ("rules_for", "topic", 5, "nothing"),
])
async def test_a_number_where_a_name_goes_gets_the_same_error_as_a_wrong_name(service, method, param, wrong_value,
                                                                             typo):
    await started_game(service, CH, users=(ALICE, BOB))
    await service.join(CH, CAROL)  # refused (the game has started): CAROL stays out

    async def call(value):
        args = dict(CALLS[method], **{param: value})
        if method == "new_game":
            args["channel"] = 77
        return await getattr(service, method)(**args)

    by_type, by_value = (await call(wrong_value)), (await call(typo))
    assert by_type.error and by_value.error
    assert by_type.error_key == by_value.error_key != "err-bad_input"


@pytest.mark.parametrize("method, param, value, said", [
    ("status", "channel", "1", "`channel` takes a Discord id (a whole number), not “'1'”."),
    ("new_game", "user", None, "`user` takes a Discord id (a whole number), not “None”."),
    ("kick", "target", 11.0, "`target` takes a Discord id (a whole number), not “11.0”."),
    ("end", "can_manage", "yes", "`can_manage` takes yes or no, not “'yes'”."),
    ("undo", "can_manage", 1, "`can_manage` takes yes or no, not “1”."),
    ("command", "options", [("to", "C5")], "`options` takes a set of named options, not “[('to', 'C5')]”."),
    ("join", "hero", ["tib"], "`hero` takes text, not “['tib']”."),
    ("status", "channel", True, "`channel` takes a Discord id (a whole number), not “True”."),
])
async def test_a_value_no_name_could_be_is_refused_saying_what_the_parameter_takes(service, method, param, value,
                                                                                 said):
    await started_game(service, CH, users=(ALICE, BOB))
    before = await service.store.get(CH)
    r = await getattr(service, method)(**dict(CALLS[method], **{param: value}))
    assert r.error and r.ephemeral and r.error_key == "err-bad_input" and r.text == said
    after = await service.store.get(CH)
    assert after.version == before.version and after.status == before.status  # "yes" is not permission
