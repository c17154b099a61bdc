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
