"""The README keeps its promises: the two set-up commands, CI running the same test command, the
board picture it shows, and the commands it lists."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_two_set_up_commands():
    assert "    pip install -e . && questmaster run\n" in README
    assert '    pip install -e ".[test]" && pytest -q\n' in README


def test_ci_runs_exactly_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'pip install -e ".[test]" && pytest -q' in ci


def test_the_board_picture_is_there_and_small():
    image = re.search(r"!\[[^\]]*\]\(([^)]+\.png)\)", README).group(1)
    data = (ROOT / image).read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) <= 150 * 1024


def test_every_command_is_listed():
    for name in ("game new", "game join", "game leave", "game start", "game status", "game board", "game log",
                 "game undo", "game end", "game kick", "move", "open", "act", "interact", "play", "use", "draw",
                 "rest", "channel", "give", "end", "hand", "choose", "rules",
                 "game next", "attack", "cast", "search", "disarm", "jump", "drink", "shop buy", "shop sell"):
        assert f"`/{name}" in README, name


def test_the_heroquest_board_picture_is_there_and_small():
    images = re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", README)
    assert "docs/heroquest-board.png" in images
    data = (ROOT / "docs/heroquest-board.png").read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) <= 150 * 1024


def test_invite_scopes_and_permissions():
    assert "`bot`" in README and "`applications.commands`" in README
    perms = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 38)
    assert f"permissions={perms}" in README
