"""`questmaster simulate --ruleset altered`: bot-vs-bot duels through the function the CLI calls
(the bot game's `simulate`, which `bot.simulate.simulate_main` calls). No timings are asserted here:
speed is measured by the command, never by tests."""
from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from bot import games
from bot.games.altered.sim import TIMING_KEYS
from bot.simulate import simulate_main

GAMES = 30
KEYS = ("errors", "failed_seeds", "games", "wins", "losses", "mean_rounds", "games_per_s", "first_player_win_rate",
        "mean_days", "median_days", "min_days", "max_days", "pairings", "engine_games_per_s", "bot_games_per_s",
        "bot_vs_random_win_rate", "bot_vs_random_games", "bot_decision_ms_p50", "bot_decision_ms_p99", "lines")
PAIRINGS = {"Emberfolk vs Tidewardens", "Emberfolk vs Mossbound", "Tidewardens vs Mossbound"}


def run(seed: str = "t") -> dict:
    game = games.get("altered")
    return game.simulate(None, 2, GAMES, seed)


@pytest.fixture(scope="module")
def result() -> dict:
    return run()


def test_a_small_run_plays_every_duel_without_error(result):
    assert result["errors"] == 0, result["failed_seeds"]
    assert result["failed_seeds"] == []
    assert result["games"] == GAMES
    assert result["wins"] + result["losses"] == GAMES  # every duel has a winner
    assert 0.0 <= result["first_player_win_rate"] <= 1.0
    assert result["first_player_win_rate"] == round(result["wins"] / GAMES, 3)
    assert 1 <= result["min_days"] <= result["median_days"] <= result["max_days"]
    assert result["min_days"] <= result["mean_days"] == result["mean_rounds"] <= result["max_days"]


def test_every_key_is_reported(result):
    assert [k for k in KEYS if k not in result] == []
    assert [k for k in TIMING_KEYS if k not in result] == []


def test_the_pairings_cover_every_pair_of_decks_named_by_faction(result):
    assert set(result["pairings"]) == PAIRINGS
    assert sum(st["games"] for st in result["pairings"].values()) == GAMES
    for st in result["pairings"].values():
        assert st["games"] == GAMES // 3
        assert 0.0 <= st["win_rate"] <= 1.0


def test_the_same_seed_gives_the_same_results_timings_apart(result):
    again = run()

    def untimed(r: dict) -> dict:
        return {k: v for k, v in r.items() if k not in TIMING_KEYS and k != "lines"}

    assert untimed(again) == untimed(result)
    assert untimed(run("another")) != untimed(result)


def test_the_bot_beats_a_random_player_in_most_games(result):
    assert result["bot_vs_random_games"] >= 20
    assert result["bot_vs_random_win_rate"] >= 0.75


def test_the_command_prints_the_duel_figures_in_words_and_as_json(capsys):
    args = SimpleNamespace(ruleset="altered", quest=None, heroes=None, games=6, seed="cli", json=False, hard=False)
    assert simulate_main(args) == 0
    text = capsys.readouterr().out
    assert "first player won" in text and "Emberfolk vs Tidewardens" in text and "bot vs random" in text
    assert "games/s" not in text.splitlines()[0]  # the duel's own lines, not the generic won/lost summary
    args.json = True
    assert simulate_main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and "lines" not in out and set(out["pairings"]) == PAIRINGS
