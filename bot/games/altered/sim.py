"""`questmaster simulate --ruleset altered`: bot-vs-bot duels, and the figures the duel is judged by.

Three runs, all seeded from `seed` (the same seed gives the same results, timings apart):

- the duels: `games` bot-vs-bot games over every pairing of two decks (each unordered pair in turn, the
  seats swapped every other time, so the seat order does not bias a pairing), over the adventures in turn.
  Reported: errors with their seeds, the first player's win rate (the seat holding the first-player marker
  on day 1), days per game, each pairing's games and the win rate of its first-named deck, the bot's time
  per decision;
- the engine alone: the same number of games (at most ENGINE_GAMES) between two random legal players,
  timed over CPU time on this one process (`engine_games_per_s`);
- the bot against a random legal player over a slice of the games (seats alternated): its win rate.

Every game that raises, stalls or ends without a winner is an error, reported with its seed.
"""
from __future__ import annotations

import random
import statistics
import time
from itertools import combinations
from typing import Any

from engine.rulesets.altered.policy import choose, waiting_seat

MAX_STEPS = 3000  # applies in one game before it counts as stalled
ENGINE_GAMES = 400  # the random-player games timed, at most
VS_RANDOM_SHARE = 10  # one game in ten of the run (at least VS_RANDOM_MIN) against a random player
VS_RANDOM_MIN = 20
# the keys that hold timings: they differ between two runs of the same seed
TIMING_KEYS = ("games_per_s", "bot_games_per_s", "engine_games_per_s", "bot_decision_ms_p50",
               "bot_decision_ms_p99", "bot_decision_ms_max", "seconds")


def deck_label(rs: Any, deck: str) -> str:
    """A deck as players read it: its faction's name (Emberfolk), else the deck's own name."""
    content = rs.content
    d = content.decks[deck]
    hero = content.cards.get(d.hero)
    faction = content.factions.get(hero.faction) if hero is not None else None
    return str(faction.name if faction is not None else d.name)


class _Player:
    """Who plays a seat: the bot (timed per decision) or a seeded random legal player."""

    def __init__(self, rs: Any, kind: str, rng: random.Random | None = None,
                 times: list[float] | None = None) -> None:
        self.rs, self.kind, self.rng, self.times = rs, kind, rng, times

    def act(self, state: Any, seat: str) -> Any:
        if self.kind == "random":
            assert self.rng is not None
            return self.rng.choice(self.rs.legal_actions(state, seat))
        t0 = time.perf_counter()
        act = choose(state, self.rs.content, seat)
        if self.times is not None:
            self.times.append(time.perf_counter() - t0)
        return act


def play(rs: Any, quest: str, seats: list[str], game_seed: str,
         players: dict[str, _Player]) -> tuple[Any, int, str]:
    """One game to its end: (final state, applies, the first player of day 1). A game that stops without a
    winner raises."""
    state, steps = rs.new_game(quest, seats, game_seed), 0
    first = state.first
    while state.result is None:
        seat = waiting_seat(state)
        act = None if seat is None else players[seat].act(state, seat)
        if act is None:
            raise RuntimeError(f"the game waits on nobody or its player has no action (day {state.day}, "
                               f"{state.phase})")
        if steps >= MAX_STEPS:
            raise RuntimeError(f"no winner after {MAX_STEPS} actions (day {state.day})")
        state = rs.apply(state, seat, act).state
        steps += 1
    if state.winner not in seats:
        raise RuntimeError(f"the game ended without a winner ({state.result_reason})")
    return state, steps, first


def _pick(sorted_values: list[float], share: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * share))]


def simulate_duels(game: Any, quest: str | None, games: int, seed: str) -> dict[str, Any]:
    rs = game.ruleset
    quests = [quest] if quest else [q.id for q in rs.quests()]
    decks = [h.id for h in rs.heroes()]
    pairs = list(combinations(decks, 2))
    label = {d: deck_label(rs, d) for d in decks}
    rs.new_game(quests[0], decks[:2], f"{seed}-warm-up")  # loads the content once, before any clock runs
    run_started = time.perf_counter()

    # --- bot against bot ----------------------------------------------------------------------------
    errors: list[dict[str, Any]] = []
    decision_times: list[float] = []
    bot = _Player(rs, "bot", times=decision_times)
    pairing = {f"{label[a]} vs {label[b]}": {"games": 0, "wins": 0, "days": []} for a, b in pairs}
    per_quest = {q: {"games": 0, "days": []} for q in quests}
    first_wins = days_total = finished = applies = 0
    days: list[int] = []
    reasons: dict[str, int] = {}
    started, cpu_started = time.perf_counter(), time.process_time()
    for i in range(games):
        a, b = pairs[i % len(pairs)]
        seats = [a, b] if (i // len(pairs)) % 2 == 0 else [b, a]
        q = quests[(i // (2 * len(pairs))) % len(quests)]
        game_seed = f"{seed}-{i}"
        try:
            state, steps, first = play(rs, q, seats, game_seed, {a: bot, b: bot})
        except Exception as exc:  # noqa: BLE001 - every crash is an error to report
            errors.append({"seed": game_seed, "quest": q, "heroes": seats, "error": f"{type(exc).__name__}: {exc}"})
            continue
        finished += 1
        applies += steps
        first_wins += state.winner == first
        days.append(state.day)
        days_total += state.day
        reasons[state.result_reason] = reasons.get(state.result_reason, 0) + 1
        st = pairing[f"{label[a]} vs {label[b]}"]
        st["games"] += 1
        st["wins"] += state.winner == a
        st["days"].append(state.day)
        per_quest[q]["games"] += 1
        per_quest[q]["days"].append(state.day)
    elapsed, bot_cpu = time.perf_counter() - started, time.process_time() - cpu_started

    # --- the engine alone, between random legal players ----------------------------------------------
    engine_games = min(games, ENGINE_GAMES)
    cpu_started = time.process_time()
    for i in range(engine_games):
        a, b = pairs[i % len(pairs)]
        seats = [a, b] if (i // len(pairs)) % 2 == 0 else [b, a]
        rng = random.Random(f"{seed}-random-{i}")
        randoms = {s: _Player(rs, "random", rng) for s in seats}
        game_seed = f"{seed}-random-{i}"
        try:
            play(rs, quests[i % len(quests)], seats, game_seed, randoms)
        except Exception as exc:  # noqa: BLE001
            errors.append({"seed": game_seed, "quest": quests[i % len(quests)], "heroes": seats,
                           "error": f"random play: {type(exc).__name__}: {exc}"})
    engine_cpu = time.process_time() - cpu_started

    # --- the bot against a random legal player -----------------------------------------------------
    slice_games = min(games, max(VS_RANDOM_MIN, games // VS_RANDOM_SHARE))
    bot_wins = vs_finished = 0
    for i in range(slice_games):
        a, b = pairs[i % len(pairs)]
        seats = [a, b] if (i // len(pairs)) % 2 == 0 else [b, a]
        bot_seat = seats[i % 2]  # the bot takes the first seat, then the second, in turn
        rng = random.Random(f"{seed}-vs-random-{i}")
        players = {s: (bot if s == bot_seat else _Player(rs, "random", rng)) for s in seats}
        game_seed = f"{seed}-vs-random-{i}"
        try:
            state, _, _ = play(rs, quests[i % len(quests)], seats, game_seed, players)
        except Exception as exc:  # noqa: BLE001
            errors.append({"seed": game_seed, "quest": quests[i % len(quests)], "heroes": seats,
                           "error": f"bot vs random: {type(exc).__name__}: {exc}"})
            continue
        vs_finished += 1
        bot_wins += state.winner == bot_seat

    decision_times.sort()
    days.sort()
    ms = lambda v: round(v * 1000, 2)  # noqa: E731
    out: dict[str, Any] = {
        "ruleset": game.id,
        "games": games,
        "heroes": 2,
        # every finished duel has a winner: "wins" are the first player's (the marker on day 1), "losses"
        # the other seat's
        "wins": first_wins,
        "losses": finished - first_wins,
        "draws": 0,
        "errors": len(errors),
        "failed_seeds": errors[:5],
        "applies": applies,
        "first_player_win_rate": round(first_wins / finished, 3) if finished else 0.0,
        "mean_days": round(days_total / finished, 2) if finished else 0.0,
        "mean_rounds": round(days_total / finished, 2) if finished else 0.0,
        "median_days": statistics.median(days) if days else 0,
        "min_days": days[0] if days else 0,
        "max_days": days[-1] if days else 0,
        "win_reasons": dict(sorted(reasons.items())),
        "pairings": {
            name: {"games": st["games"], "win_rate": round(st["wins"] / st["games"], 3) if st["games"] else 0.0,
                   "mean_days": round(statistics.fmean(st["days"]), 2) if st["days"] else 0.0}
            for name, st in pairing.items()
        },
        "games_per_s": round(games / elapsed, 2) if elapsed > 0 else 0.0,
        "bot_games_per_s": round(games / bot_cpu, 2) if bot_cpu > 0 else 0.0,
        "engine_games": engine_games,
        "engine_games_per_s": round(engine_games / engine_cpu, 2) if engine_cpu > 0 else 0.0,
        "bot_vs_random_games": vs_finished,
        "bot_vs_random_win_rate": round(bot_wins / vs_finished, 3) if vs_finished else 0.0,
        "bot_decisions": len(decision_times),
        "bot_decision_ms_p50": ms(_pick(decision_times, 0.5)) if decision_times else 0.0,
        "bot_decision_ms_p99": ms(_pick(decision_times, 0.99)) if decision_times else 0.0,
        "bot_decision_ms_max": ms(decision_times[-1]) if decision_times else 0.0,
        "seconds": round(time.perf_counter() - run_started, 1),
    }
    if len(quests) > 1 or quest is None:
        out["quests"] = {
            q: {"games": st["games"], "mean_rounds": round(statistics.fmean(st["days"]), 2) if st["days"] else 0.0}
            for q, st in per_quest.items()
        }
    out["lines"] = text_lines(out)
    return out


def text_lines(r: dict[str, Any]) -> list[str]:
    """The plain-text report `questmaster simulate` prints for the duel."""
    lines = [
        f"{r['games']} bot-vs-bot duels: {r['errors']} errors, the first player won "
        f"{r['first_player_win_rate']:.1%} ({r['wins']} of {r['wins'] + r['losses']})",
        f"days per duel: mean {r['mean_days']}, median {r['median_days']}, {r['min_days']} to {r['max_days']}",
    ]
    for name, st in r["pairings"].items():
        lines.append(f"  {name}: {st['games']} games, the first-named won {st['win_rate']:.1%}")
    lines += [
        f"bot vs random legal player: the bot won {r['bot_vs_random_win_rate']:.1%} "
        f"of {r['bot_vs_random_games']} games",
        f"speed: engine with random players {r['engine_games_per_s']} games per CPU second "
        f"({r['engine_games']} games), bot vs bot {r['bot_games_per_s']} games per CPU second",
        f"bot decision time: p50 {r['bot_decision_ms_p50']} ms, p99 {r['bot_decision_ms_p99']} ms, "
        f"max {r['bot_decision_ms_max']} ms over {r['bot_decisions']} decisions",
    ]
    return lines
