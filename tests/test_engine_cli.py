"""The engine's command-line tools: validate, simulate and the engine benchmark."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot import games
from bot.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_validate_json_counts_every_kind_of_shipped_content(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--json"]) == 0
    counts = json.loads(capsys.readouterr().out)["altar"]
    assert counts["heroes"] == 4
    assert counts["threat_decks"] == 2 and counts["threat_cards"] == 42
    assert counts["villain_decks"] == 2
    assert counts["quest_decks"] == 3 and counts["quest_cards"] >= 45
    assert counts["altar_cards"] == 6
    assert counts["feature_cards"] == 8
    assert counts["search_cards"] == 16
    assert counts["lurker_cards"] == 9
    assert counts["rivals"] == 4 and counts["allies"] == 4
    assert counts["rooms"] == 16
    assert counts["hero_cards"] >= 80


def test_validate_exits_non_zero_on_an_invalid_file(tmp_path: Path) -> None:
    bad = tmp_path / "altar"
    subprocess.run(["cp", "-r", str(ROOT / "data" / "altar"), str(bad)], check=True)
    (bad / "search.toml").write_text('[[cards]]\nid = "x"\nkind = "nonsense"\n')
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "validate", "--json"],
        capture_output=True, text=True, cwd=ROOT, env={"QUESTMASTER_DATA": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode != 0
    assert "search.toml" in proc.stdout + proc.stderr


def test_simulate_is_reproducible_and_spreads_games_over_quests() -> None:
    altar = games.get("altar")
    a = altar.simulate(None, 2, 6, "repro")
    b = altar.simulate(None, 2, 6, "repro")
    for key in ("games_per_s",):
        a.pop(key)
        b.pop(key)
    assert a == b
    assert a["errors"] == 0, a["failed_seeds"]
    assert sum(q["games"] for q in a["quests"].values()) == 6
    assert all(q["games"] == 2 for q in a["quests"].values())
    assert a["wins"] + a["losses"] == 6


def test_simulate_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["simulate", "--ruleset", "altar", "--heroes", "1", "--games", "3", "--seed", "7", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert {"games", "wins", "losses", "errors", "mean_rounds", "games_per_s", "quests"} <= set(out)
    assert out["games"] == 3
