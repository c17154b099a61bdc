"""Tallying simulated games into the one JSON object `questmaster simulate` prints, for any ruleset."""
from __future__ import annotations

import itertools
import statistics
import time
from collections.abc import Callable
from typing import Any


def hero_sets(all_heroes: list[str], n: int) -> list[list[str]]:
    """Every party of `n` heroes, in a fixed order (the heroes' own order within a party)."""
    order = {h: i for i, h in enumerate(all_heroes)}
    return [sorted(c, key=order.__getitem__) for c in itertools.combinations(all_heroes, n)]


def simulate_games(
    ruleset: str,
    quests: list[str],
    parties: list[list[str]],
    games: int,
    seed: str,
    play_one: Callable[[int, str, list[str], str, list[str]], tuple[Any, int]],
    per_quest_breakdown: bool,
) -> dict[str, Any]:
    """Play `games` games spread evenly over `quests` and rotating `parties`.

    `play_one(i, quest, party, game_seed, broken)` plays game i to its end and returns
    (final state, applies); it appends broken invariants to `broken`. Exceptions, broken invariants
    and games that do not end are errors, reported with their seeds.
    """
    per_quest: dict[str, dict[str, Any]] = {q: {"games": 0, "wins": 0, "losses": 0, "rounds": []} for q in quests}
    errors: list[dict[str, Any]] = []
    applies = 0
    started = time.perf_counter()
    for i in range(games):
        q = quests[i % len(quests)]
        party = parties[(i // len(quests)) % len(parties)]
        game_seed = f"{seed}-{i}"
        stats = per_quest[q]
        stats["games"] += 1
        broken: list[str] = []
        try:
            state, steps = play_one(i, q, party, game_seed, broken)
            applies += steps
        except Exception as exc:  # noqa: BLE001 - every crash is an error to report
            errors.append({"seed": game_seed, "quest": q, "heroes": party, "error": f"{type(exc).__name__}: {exc}"})
            continue
        if broken:
            errors.append({"seed": game_seed, "quest": q, "heroes": party, "error": broken[0]})
            continue
        if state.result is None:
            errors.append({"seed": game_seed, "quest": q, "heroes": party, "error": "the game did not end"})
            continue
        outcome = {"won": "wins", "lost": "losses"}.get(state.result, "draws")
        stats[outcome] = stats.get(outcome, 0) + 1
        stats["rounds"].append(getattr(state, "round", 0))
    elapsed = time.perf_counter() - started
    all_rounds = [r for st in per_quest.values() for r in st["rounds"]]
    out: dict[str, Any] = {
        "ruleset": ruleset,
        "games": games,
        "heroes": len(parties[0]) if parties else 0,
        "wins": sum(st["wins"] for st in per_quest.values()),
        "losses": sum(st["losses"] for st in per_quest.values()),
        "draws": sum(st.get("draws", 0) for st in per_quest.values()),
        "errors": len(errors),
        "failed_seeds": errors[:5],
        "mean_rounds": round(statistics.fmean(all_rounds), 2) if all_rounds else 0.0,
        "games_per_s": round(games / elapsed, 2) if elapsed > 0 else 0.0,
        "applies": applies,
    }
    if per_quest_breakdown:
        out["quests"] = {
            q: {
                "games": st["games"], "wins": st["wins"], "losses": st["losses"],
                "win_rate": round(st["wins"] / st["games"], 3) if st["games"] else 0.0,
                "mean_rounds": round(statistics.fmean(st["rounds"]), 2) if st["rounds"] else 0.0,
            }
            for q, st in per_quest.items()
        }
    return out
