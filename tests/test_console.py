"""`questmaster play`: a piped script through the same service, board images written to --out."""
from __future__ import annotations

import io
import subprocess
import sys
from argparse import Namespace

import pytest

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
    boards = sorted((tmp_path / "boards").glob("*.png"))
    assert [p.name for p in boards] == ["001.png", "002.png"]  # the start, then the end of Brakka's turn
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in boards)


async def test_the_default_player_is_the_one_the_game_waits_for():
    script = io.StringIO("@bob /move to:D3\n/end\n")
    out = io.StringIO()
    assert await play(args(), script, out) == 0
    text = out.getvalue()
    assert "> bob: /end" in text and "Ilse Lampbearer ends their act phase." in text


async def test_french_console():
    out = io.StringIO()
    assert await play(args(lang="fr", players="alice"), io.StringIO("/draw\n"), out) == 0
    assert "Brakka Mâchoire-de-Pierre fait l'action Piocher." in out.getvalue()


def test_questmaster_play_in_a_subprocess_exits_0_at_eof(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "play", "--seed", "3", "--out", str(tmp_path), "--players", "ann"],
        input="/move to:C3\n/end\n", capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Brakka Stonejaw ends their act phase." in proc.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 2
