"""A seat of Altered is a starter deck, led by a hero of a faction: `/game join hero:` takes any of those
names (as the lobby, the table and the deck's summary show them), in either language, in any case, with or
without accents, or a clear part of them; the join autocomplete finds a deck by its hero's name too."""
from __future__ import annotations

import argparse
import io

import pytest

from bot.console import play
from tests.test_altered_bot import EMBER, ID, QUEST, SEED, TIDE

MOSS = "moss_starter"


# --- joining by the hero's name -------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "seat"), [
    ("Varna des Fours", EMBER), ("varna of the kilns", EMBER), ("VARNA", EMBER),  # the hero, either language
    ("maelis l'appelle-maree", TIDE), ("Maélis", TIDE),  # accents and case aside
    ("Lié-Mousse", MOSS), ("Gardiens des Marées", TIDE), ("Emberfolk", EMBER),  # the faction
    ("Deck de démarrage du Lié-Mousse", MOSS), ("Tidewardens Starter", TIDE),  # the deck, as before
    ("Orla Chante", MOSS), ("Rootsinger", MOSS),  # a clear beginning, a whole word
])
async def test_a_seat_is_joined_by_any_name_players_read_for_it(service, typed, seat):
    r = await service.new_game(1, 1, ID, QUEST, SEED, lang="fr", user_name="alice")
    assert not r.error, r.text
    r = await service.join(1, 1, typed, lang="fr", user_name="alice")
    assert not r.error, r.text
    assert (await service.game(1)).seats == [(seat, 1)]


async def test_a_name_of_no_seat_or_of_several_is_still_refused(service):
    r = await service.new_game(1, 1, ID, QUEST, SEED, user_name="alice")
    assert not r.error, r.text
    for typed in ("Zzyzx", "Starter"):  # nothing; every deck
        r = await service.join(1, 1, typed, user_name="alice")
        assert r.error and "no hero called" in r.text, r.text
    assert (await service.game(1)).seats == []


async def test_the_console_seats_the_players_by_their_heroes_names(tmp_path):
    out = io.StringIO()
    args = argparse.Namespace(ruleset=ID, quest=QUEST, players="ann,bob", heroes="Varna des Fours,Orla",
                              seed="j", out=None, lang="fr", hard=False, db=str(tmp_path / "j.db"))
    assert await play(args, io.StringIO("/game status\n"), out) == 0
    assert "Le duel : Varna des Fours (ann), Orla Chante-Racine (bob)." in out.getvalue()


async def test_the_join_autocomplete_finds_a_deck_by_its_heros_name(service):
    r = await service.new_game(1, 1, ID, QUEST, SEED, lang="fr", user_name="alice")
    assert not r.error, r.text
    assert [v for _l, v in await service.complete(1, 1, "hero", "", command="game_join", lang="fr")] == [
        EMBER, TIDE, MOSS]
    assert await service.complete(1, 1, "hero", "varna", command="game_join", lang="fr") == [
        ("Deck de démarrage des Braises (Varna des Fours)", EMBER)]
    assert await service.complete(1, 1, "hero", "maelis", command="game_join") == [
        ("Tidewardens Starter (Maelis the Tidecaller)", TIDE)]
