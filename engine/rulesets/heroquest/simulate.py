"""`questmaster simulate --ruleset heroquest`: whole quests played by the built-in hero policy.

Each game starts a fresh party (starting weapons, no gold) on one quest, rotating through the
quests and hero line-ups; the state invariants are checked after every step. An exception, a
broken invariant or a game that does not end counts as an error, with its seed reported. Same
output shape as the Altar Quest simulator.
"""
from __future__ import annotations

import itertools
import statistics
import time
from typing import Any

from .game import Game
from .invariants import check
from .policy import play_game


def hero_sets(all_heroes: list[str], n: int) -> list[list[str]]:
    order = {h: i for i, h in enumerate(all_heroes)}
    return [sorted(c, key=order.__getitem__) for c in itertools.combinations(all_heroes, n)]


def simulate(quest: str | None, heroes: int, games: int, seed: str) -> dict[str, Any]:
    from . import RULESET as rs

    content = rs.content
    quests = [quest] if quest else content.quest_order()
    combos = hero_sets(list(content.heroes), max(1, min(4, heroes)))
    per_quest: dict[str, dict[str, Any]] = {q: {"games": 0, "wins": 0, "losses": 0, "rounds": []} for q in quests}
    errors: list[dict[str, Any]] = []
    applies = 0
    started = time.perf_counter()
    for i in range(games):
        q = quests[i % len(quests)]
        team = combos[(i // len(quests)) % len(combos)]
        game_seed = f"{seed}-{i}"
        stats = per_quest[q]
        stats["games"] += 1
        broken: list[str] = []

        def invariant(state: Any, broken: list[str] = broken) -> None:
            if not broken:
                broken.extend(check(Game(state, content)))

        try:
            state = rs.new_game(q, team, game_seed)
            state, steps = play_game(rs, state, check=invariant)
            applies += steps
        except Exception as exc:  # noqa: BLE001 - every crash is an error to report
            errors.append({"seed": game_seed, "quest": q, "heroes": team, "error": f"{type(exc).__name__}: {exc}"})
            continue
        if broken:
            errors.append({"seed": game_seed, "quest": q, "heroes": team, "error": broken[0]})
            continue
        if state.result is None:
            errors.append({"seed": game_seed, "quest": q, "heroes": team, "error": "the game did not end"})
            continue
        stats["wins" if state.result == "won" else "losses"] += 1
        stats["rounds"].append(state.round)
    elapsed = time.perf_counter() - started
    all_rounds = [r for st in per_quest.values() for r in st["rounds"]]
    out: dict[str, Any] = {
        "ruleset": "heroquest",
        "games": games,
        "heroes": heroes,
        "wins": sum(st["wins"] for st in per_quest.values()),
        "losses": sum(st["losses"] for st in per_quest.values()),
        "errors": len(errors),
        "failed_seeds": errors[:5],
        "mean_rounds": round(statistics.fmean(all_rounds), 2) if all_rounds else 0.0,
        "games_per_s": round(games / elapsed, 2) if elapsed > 0 else 0.0,
        "applies": applies,
    }
    if quest is None:
        out["quests"] = {
            q: {
                "games": st["games"], "wins": st["wins"], "losses": st["losses"],
                "win_rate": round(st["wins"] / st["games"], 3) if st["games"] else 0.0,
                "mean_rounds": round(statistics.fmean(st["rounds"]), 2) if st["rounds"] else 0.0,
            }
            for q, st in per_quest.items()
        }
    return out
