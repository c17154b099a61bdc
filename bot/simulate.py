"""`questmaster simulate` and `questmaster bench --engine`: whole games played by the hero policy.

Simulations call the same `apply()` the bot does and check the state invariants after every
step; an exception or a broken invariant counts as an error, with its seed reported.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from engine import registry
from engine.core.simulation import hero_sets, simulate_games


def _altar_parts() -> tuple[Any, Any, Any, Any]:
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.invariants import check
    from engine.rulesets.altar.policy import play_game

    return registry.get("altar"), Game, check, play_game


def deck_choice(rs: Any, i: int) -> dict[str, str]:
    """Rotate through every threat deck and villain deck so balance covers all of them."""
    threats = sorted(rs.content.threat_decks)
    villains = sorted(rs.content.villains)
    return {"threat_deck": threats[i % len(threats)], "villain_deck": villains[(i // len(threats)) % len(villains)]}


def simulate_altar(quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
    rs, Game, check, play_game = _altar_parts()
    quests = [quest] if quest else sorted(rs.content.quests)

    def play_one(i: int, q: str, party: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
        def invariant(state: Any) -> None:
            if not broken:
                broken.extend(check(Game(state, rs.content)))

        state = rs.new_game(q, party, game_seed, {"hard": hard, "random_start": True, **deck_choice(rs, i)})
        return play_game(rs, state, check=invariant)

    parties = hero_sets(sorted(rs.content.heroes), heroes)
    return simulate_games("altar", quests, parties, games, seed, play_one, per_quest_breakdown=quest is None)


DEFAULT_PARTY = {"altar": 2, "heroquest": 4}


def simulate_main(args: Any) -> int:
    if args.heroes is None:
        args.heroes = DEFAULT_PARTY.get(args.ruleset, 2)
    if args.ruleset == "altar":
        result = simulate_altar(args.quest, args.heroes, args.games, str(args.seed), hard=args.hard)
    else:
        try:
            module = __import__(f"engine.rulesets.{args.ruleset}.simulate", fromlist=["simulate"])
        except ImportError:
            print(f"unknown ruleset {args.ruleset}", file=sys.stderr)
            return 2
        result = module.simulate(args.quest, args.heroes, args.games, str(args.seed))
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        print(f"{result['games']} games: {result['wins']} won, {result['losses']} lost, {result['errors']} errors, "
              f"{result['mean_rounds']} rounds on average, {result['games_per_s']} games/s")
        for q, st in result.get("quests", {}).items():
            print(f"  {q}: {st['wins']}/{st['games']} won, {st['mean_rounds']} rounds")
        for e in result["failed_seeds"]:
            print(f"  error seed {e['seed']}: {e['error']}")
    return 1 if result["errors"] else 0


def bench_engine(games: int, seed: str = "bench") -> dict[str, Any]:
    """Time every apply() of whole 2-hero games played by the policy, on this one core."""
    rs, Game, check, play_game = _altar_parts()
    from engine.rulesets.altar.policy import choose_action, next_seat

    quests = sorted(rs.content.quests)
    combos = hero_sets(sorted(rs.content.heroes), 2)
    times: list[float] = []
    started = time.perf_counter()
    cpu_started = time.process_time()
    for i in range(games):
        state = rs.new_game(quests[i % len(quests)], combos[i % len(combos)], f"{seed}-{i}",
                            {"random_start": True, **deck_choice(rs, i)})
        steps = 0
        while state.result is None and steps < 20_000:
            g = Game(state, rs.content)
            seat = next_seat(g)
            if seat is None:
                break
            action = choose_action(g, seat)
            t0 = time.perf_counter()
            try:
                state = rs.apply(state, seat, action).state
            except Exception:  # noqa: BLE001 - a misjudged action, as in play_game
                from engine.rulesets.altar.actions import Choose, EndTurn

                fallback = Choose(option=state.pending.prompt.default) if state.pending else EndTurn()
                state = rs.apply(state, seat, fallback).state
            times.append(time.perf_counter() - t0)
            steps += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    times.sort()
    return {
        "games": games,
        "heroes": 2,
        "applies": len(times),
        "apply_median_ms": round(statistics.median(times) * 1000, 4) if times else 0.0,
        "apply_p99_ms": round(times[int(len(times) * 0.99)] * 1000, 4) if times else 0.0,
        "games_per_s": round(games / elapsed, 2),
        # the same over CPU time: what one core does when the machine is shared and noisy
        "games_per_cpu_s": round(games / cpu, 2) if cpu > 0 else 0.0,
        "note": "whole 2-hero games, hero policy included, one process on one core",
    }


def bench_engine_main(args: Any) -> int:
    result = bench_engine(args.games)
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 0
