"""`questmaster simulate` and `questmaster bench --engine`: whole games played by each game's built-in
player, for any registered game.

Simulations call the same `apply()` the bot does and check the state invariants after every
step; an exception or a broken invariant counts as an error, with its seed reported.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from engine.core.errors import RuleError

from . import games


def simulate_main(args: Any) -> int:
    if not games.known(args.ruleset):
        print(f"unknown ruleset {args.ruleset} (games: {', '.join(games.ids())})", file=sys.stderr)
        return 2
    game = games.get(args.ruleset)
    heroes = args.heroes if args.heroes is not None else game.default_party
    try:
        result = game.simulate(args.quest, heroes, args.games, str(args.seed), hard=args.hard)
    except NotImplementedError:
        print(f"{game.display_name('en')} has no built-in player to simulate games with", file=sys.stderr)
        return 2
    # a game may say its figures in its own words: `lines`, printed instead of the usual summary
    lines = result.pop("lines", None)
    if args.json:
        print(json.dumps(result, sort_keys=True))
    elif lines:
        for line in lines:
            print(line)
        for e in result["failed_seeds"]:
            print(f"  error seed {e['seed']}: {e['error']}")
    else:
        print(f"{result['games']} games: {result['wins']} won, {result['losses']} lost, {result['errors']} errors, "
              f"{result['mean_rounds']} rounds on average, {result['games_per_s']} games/s")
        for q, st in result.get("quests", {}).items():
            print(f"  {q}: {st['wins']}/{st['games']} won, {st['mean_rounds']} rounds")
        for e in result["failed_seeds"]:
            print(f"  error seed {e['seed']}: {e['error']}")
    return 1 if result["errors"] else 0


def fallback(rs: Any, state: Any) -> dict[str, Any]:
    """When the built-in player misjudges: a pending decision's default, else ending the turn."""
    prompt = rs.current_prompt(state)
    return {"type": "choose", "option": prompt.default} if prompt is not None else {"type": "end"}


def bench_engine(game_count: int, seed: str = "bench", ruleset: str | None = None) -> dict[str, Any]:
    """Time every apply() of whole games played by the game's own player, on this one core."""
    ruleset = ruleset or games.ids()[0]
    game = games.get(ruleset)
    rs = game.ruleset
    # the party size, read from a first set-up: that also loads the game's content, once per process
    # as in the bot, so the clock below times games only
    heroes = len(getattr(game.bench_game(0, seed), "order", []) or [])
    times: list[float] = []
    started = time.perf_counter()
    cpu_started = time.process_time()
    for i in range(game_count):
        state = game.bench_game(i, seed)
        steps = 0
        while not rs.is_over(state) and steps < 20_000:
            chosen = game.policy_action(state)
            if chosen is None:
                break
            seat, action = chosen
            t0 = time.perf_counter()
            try:
                state = rs.apply(state, seat, action).state
            except RuleError:  # a misjudged action, as in the simulators
                state = rs.apply(state, seat, fallback(rs, state)).state
            times.append(time.perf_counter() - t0)
            steps += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    times.sort()
    return {
        "ruleset": ruleset,
        "games": game_count,
        "heroes": heroes,
        "applies": len(times),
        "apply_median_ms": round(statistics.median(times) * 1000, 4) if times else 0.0,
        "apply_p99_ms": round(times[int(len(times) * 0.99)] * 1000, 4) if times else 0.0,
        "games_per_s": round(game_count / elapsed, 2),
        # the same over CPU time: what one core does when the machine is shared and noisy
        "games_per_cpu_s": round(game_count / cpu, 2) if cpu > 0 else 0.0,
        "note": "whole games, the game's own player included, one process on one core",
    }


def bench_engine_main(args: Any) -> int:
    rulesets = [args.ruleset] if args.ruleset else games.ids()
    results = {}
    for rid in rulesets:
        try:
            results[rid] = bench_engine(args.games, ruleset=rid)
        except NotImplementedError:  # a game without a built-in player has nothing to time
            continue
    if args.json:
        print(json.dumps(results[rulesets[0]] if args.ruleset else results, sort_keys=True))
    else:
        for rid, result in results.items():
            print(f"{rid}: {result['games_per_s']} games/s ({result['games_per_cpu_s']} per CPU second), "
                  f"{result['applies']} applies, median apply {result['apply_median_ms']} ms, "
                  f"p99 {result['apply_p99_ms']} ms")
    return 0
