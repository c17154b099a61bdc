"""`questmaster play`: a piped script through the same service, board images written to --out."""
from __future__ import annotations

import io
import subprocess
import sys
from argparse import Namespace

import pytest

from bot import games
from bot.console import CommandError, parse_options, play


def args(**kw) -> Namespace:
    base = {"ruleset": "altar", "quest": None, "players": "alice,bob", "heroes": None, "seed": "3", "out": None,
            "lang": "en", "hard": False, "db": None}
    base.update(kw)
    return Namespace(**base)


def test_options_parse_like_slash_commands():
    assert parse_options("to:C5", ["to", "hero"]) == {"to": "C5"}
    assert parse_options("card:Battle Cry target:M1", ["card", "target", "hero"]) == {"card": "Battle Cry", "target": "M1"}
    assert parse_options("C5 Brakka", ["to", "hero"]) == {"to": "C5", "hero": "Brakka"}
    with pytest.raises(CommandError):
        parse_options("colour:red", ["to"])


async def test_a_piped_script_plays_through_the_service(tmp_path):
    script = io.StringIO("# a comment\n/move to:C3\n/hand\n/end\n@bob /draw\n@nobody /end\n/fly\n/game status\n")
    out = io.StringIO()
    code = await play(args(out=str(tmp_path / "boards")), script, out)
    text = out.getvalue()
    assert code == 0
    assert "> alice: /move to:C3" in text and "Brakka Stonejaw moves C2 → C3 (1 space)." in text
    assert "[only alice sees] 🂠 **Brakka Stonejaw**" in text
    assert "> bob: /draw" in text and "Ilse Lampbearer takes the Draw action." in text
    assert "(no player called nobody; players: alice, bob)" in text
    assert "unknown command /fly" in text
    boards = sorted(p for p in (tmp_path / "boards").glob("*.png") if "-hand-" not in p.name)
    # the start, then the end of Brakka's act phase: named by round and turn
    assert [p.name for p in boards] == ["round01-turn0004.png", "round01-turn0006.png"]
    # alice's /hand picture, saved apart and named for her alone, and said to be hers only
    hands = sorted((tmp_path / "boards").glob("*-hand-*.png"))
    assert [p.name for p in hands] == ["round01-turn0005-hand-alice.png"]
    assert f"[only alice sees] (hand: {hands[0]})" in text
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in boards)


async def test_a_line_naming_nobody_acts_for_the_player_who_typed_last():
    # alice (the first player) starts; after `@bob ...`, bare lines are bob's, whoever the game
    # waits for
    # (the quest's set-up supply would be offered before each roll of the enemies' turn: never here)
    script = io.StringIO("/supply mode:never\n@bob /supply mode:never\n@alice /draw\n/end\n@bob /move to:D3\n/end\n"
                         "/draw\n")
    out = io.StringIO()
    assert await play(args(), script, out) == 0
    text = out.getvalue()
    assert "> alice: /draw" in text and "> alice: /end" in text
    assert "> bob: /end" in text and "Ilse Lampbearer ends their act phase." in text
    assert text.count("> bob: /draw") == 1 and "> alice: /draw" not in text.split("> bob: /end")[1]
    assert "Ilse Lampbearer takes the Draw action." in text.split("> bob: /draw")[1]


async def test_after_the_end_commands_get_an_answer_and_a_second_run_resumes(tmp_path):
    db = str(tmp_path / "game.db")
    boards = tmp_path / "boards"
    out = io.StringIO()
    # (the quest's set-up supply would be offered before each roll of the enemies' turn: never here)
    assert await play(args(db=db, out=str(boards), players="alice"), io.StringIO("/supply mode:never\n/move to:C3\n"),
                      out) == 0
    first = sorted(p.name for p in boards.glob("*.png"))
    # the same database again: the game goes on where it was, its pictures beside the first ones
    out = io.StringIO()
    assert await play(args(db=db, out=str(boards), players="alice"), io.StringIO("/end\n/game end\n/draw\n"), out) == 0
    text = out.getvalue()
    assert "Brakka Stonejaw ends their act phase." in text  # resumed: no new game was set up
    assert "begins (seed" not in text
    assert "This game is over" in text.split("> alice: /draw")[1]
    later = sorted(p.name for p in boards.glob("*.png"))
    assert set(first) < set(later)  # nothing written over
    # a third run on the ended game says so and how to go on
    out = io.StringIO()
    assert await play(args(db=db, players="alice"), io.StringIO("/draw\n"), out) == 0
    assert "The game in this database has ended" in out.getvalue()
    assert "This game is over" in out.getvalue()


def test_play_help_lists_games_quests_and_heroes():
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "play", "--help"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0
    for game in games.all_games():
        assert f"{game.id}: {game.name}" in proc.stdout
        for quest in game.ruleset.quests():
            assert quest.id in proc.stdout
        for hero in game.ruleset.heroes():
            assert hero.id in proc.stdout
    bad = subprocess.run([sys.executable, "-m", "bot.cli", "play", "--ruleset", "chess"], input="",
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "no game called 'chess'" in bad.stderr and "Traceback" not in bad.stderr


async def test_french_console():
    out = io.StringIO()
    assert await play(args(lang="fr", players="alice"), io.StringIO("/draw\n"), out) == 0
    assert "Brakka Mâchoire-de-Pierre fait l'action Piocher." in out.getvalue()


def test_questmaster_play_in_a_subprocess_exits_0_at_eof(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "play", "--seed", "3", "--out", str(tmp_path), "--players", "ann"],
        input="/supply mode:never\n/move to:C3\n/end\n", capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Brakka Stonejaw ends their act phase." in proc.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 2


async def test_console_refusals_in_french_and_the_nearest_command():
    out = io.StringIO()
    script = io.StringIO("/mvoe to:C3\n/game stat\nmove\n@nobody /end\n/move colour:red\n")
    assert await play(args(lang="fr", players="alice"), script, out) == 0
    text = out.getvalue()
    assert "[visible par alice seul] commande inconnue /mvoe (vouliez-vous dire /move ?)" in text
    assert "/game stat : utilisez l'une de status" in text
    assert "les commandes commencent par /" in text
    assert "(aucun joueur nommé nobody ; joueurs : alice)" in text
    assert "option inconnue `colour`" in text
    assert "only" not in text and "sees]" not in text



async def test_a_french_word_for_a_command_is_pointed_to_the_command_it_describes():
    # a playtest typed /fin and was asked whether it meant /drink (three letters alike); command names stay
    # English, so the French player is pointed to the one whose description begins with the word typed
    out = io.StringIO()
    assert await play(args(lang="fr", players="alice"), io.StringIO("/fin\n/regles\n/xyz\n"), out) == 0
    text = out.getvalue()
    assert "commande inconnue /fin (vouliez-vous dire /end ?)" in text, text
    assert "commande inconnue /regles (vouliez-vous dire /rules ?)" in text, text
    assert "commande inconnue /xyz ;" in text, text  # nothing alike: no guess


async def test_a_command_takes_the_options_of_the_channels_game_only():
    # a playtest in a card duel typed bare words after /play and was told about `supply:`, an Altar Quest option
    out = io.StringIO()
    script = io.StringIO("@bob /play supply:yes card:kelp\n")
    assert await play(args(ruleset="altered", players="ann,bob", seed="3"), script, out) == 0
    text = out.getvalue()
    assert "unknown option `supply` (options: card, target, hero, expedition, from)" in text, text

async def test_help_is_the_rules_index_in_either_language():
    """Players type /help (or /aide) first: it answers as /rules does, not 'unknown command'."""
    for lang, word, index in (("en", "/help", "Rules topics"), ("fr", "/aide", "Sujets de règles")):
        out = io.StringIO()
        assert await play(args(lang=lang, players="alice"), io.StringIO(f"{word}\n/rules\n"), out) == 0
        text = out.getvalue()
        assert text.count(index) == 2 and "unknown command" not in text and "commande inconnue" not in text
