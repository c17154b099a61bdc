"""`questmaster bench`: how fast one action goes through the whole service, and how many actions
per second many channels get at once. A benchmark, not a test.

- act_p50_ms / act_p99_ms: one mid-game action through GameService.act (engine apply, SQLite
  commit, board render and PNG encode in a worker thread), the built-in hero policy choosing it;
- encode_p50_ms: the bare PNG encode of that same board image;
- png_bytes: the median size of those PNGs;
- channels_actions_per_s: `--channels` games (default 100) each playing `--actions` (default 20)
  actions, all at once, through one service and one SQLite file, as the bot does them (a board
  picture with each message that closes a turn, see BotGame.picture_after).

It plays `--ruleset` (default: the first registered game), with that game's own player choosing.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from rendering import registry as pictures

from . import games
from .render_pool import default_processes, render_pool, start_workers
from .service import GameService
from .simulate import fallback
from .store import Store

WARMUP_ACTIONS = 12
TIMED_ACTIONS = 150


def _policy_action(game: Any) -> tuple[str, dict[str, Any]] | None:
    """(hero, action) the game's own player would take next; None when the game is over."""
    chosen = game.game.policy_action(game.state)
    if chosen is None:
        return None
    seat, action = chosen
    return seat, action.model_dump(by_alias=True)


async def _start(service: GameService, channel: int, seed: int, ruleset: str) -> None:
    game = games.get(ruleset)
    await service.new_game(channel, 1, ruleset, game.ruleset.quests()[0].id, seed)
    for hero in game.ruleset.heroes()[:game.default_party]:
        await service.join(channel, 1, hero.id)
    reply = await service.start(channel, 1)
    if reply.error:
        raise RuntimeError(reply.text)


async def _step(service: GameService, channel: int, board: bool | None = None) -> tuple[float, Any] | None:
    """Take one policy action; (seconds, reply), or None when the game is over."""
    game = await service.game(channel)
    if game is None or game.row.status != "playing":
        return None
    chosen = _policy_action(game)
    if chosen is None:
        return None
    seat, action = chosen
    start = time.perf_counter()
    reply = await service.act(channel, 1, action, seat, board=board)
    elapsed = time.perf_counter() - start
    if reply.error:  # the policy misjudged: the default or ending the turn is always legal
        start = time.perf_counter()
        reply = await service.act(channel, 1, fallback(game.rs, game.state), seat, board=board)
        elapsed = time.perf_counter() - start
    return elapsed, reply


def _process_cpu(pid: int) -> float | None:
    """CPU seconds a process has used (Linux /proc); None where that cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def _workers_cpu(executor: Any) -> float | None:
    if executor is None:
        return 0.0
    pids = list(getattr(executor, "_processes", {}) or {})
    used = [_process_cpu(p) for p in pids]
    return None if any(u is None for u in used) else sum(used)  # type: ignore[misc]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


async def bench(channels: int, actions: int, timed: int = TIMED_ACTIONS, processes: int | None = None,
                ruleset: str | None = None) -> dict[str, Any]:
    from rendering.encode import encode_png

    ruleset = ruleset or games.ids()[0]
    pictures_of = pictures.pictures(pictures.module_of(ruleset))
    words = games.get(ruleset).translator("en")

    with tempfile.TemporaryDirectory(prefix="questmaster-bench-") as tmp:
        store = await Store.open(Path(tmp) / "bench.db")
        # drawn as the bot draws them (render_pool: a worker process on a 2-core machine)
        executor = render_pool(processes)
        await start_workers(executor)
        service = GameService(store, prompt_timeout=None, executor=executor)
        try:
            # --- latency of one mid-game action, and the bare encode of the same image ---
            act_times: list[float] = []
            encode_times: list[float] = []
            sizes: list[int] = []
            channel, seed = 1, 1
            await _start(service, channel, seed, ruleset)
            for _ in range(WARMUP_ACTIONS):
                await _step(service, channel)
            while len(act_times) < timed:
                # every timed action pays for its picture, as if it closed a turn
                got = await _step(service, channel, board=True)
                if got is None:  # game over: go on in a fresh game
                    channel += 1
                    seed += 1
                    await _start(service, channel, seed, ruleset)
                    for _ in range(WARMUP_ACTIONS):
                        await _step(service, channel)
                    continue
                elapsed, reply = got
                if reply.error or reply.png is None:
                    continue
                act_times.append(elapsed)
                sizes.append(len(reply.png))
                game = await service.game(channel)
                image = pictures_of.render_board(game.view(), "en", words)
                start = time.perf_counter()
                encode_png(image)
                encode_times.append(time.perf_counter() - start)

            # --- many channels at once ---
            base = 1000
            for i in range(channels):
                await _start(service, base + i, 100 + i, ruleset)

            async def play(ch: int) -> int:
                done = 0
                for _ in range(actions):
                    got = await _step(service, ch)
                    if got is None:
                        break
                    done += 0 if got[1].error else 1
                return done

            cpu0, workers0 = time.process_time(), _workers_cpu(executor)
            start = time.perf_counter()
            counts = await asyncio.gather(*(play(base + i) for i in range(channels)))
            wall = time.perf_counter() - start
            main_cpu, workers1 = time.process_time() - cpu0, _workers_cpu(executor)
            render_cpu = None if workers0 is None or workers1 is None else workers1 - workers0
            problems = await store.check()
        finally:
            await service.close()
            await store.close()
    total = sum(counts)
    return {
        "ruleset": ruleset,
        "act_p50_ms": round(statistics.median(act_times) * 1000, 2),
        "act_p99_ms": round(_percentile(act_times, 0.99) * 1000, 2),
        "encode_p50_ms": round(statistics.median(encode_times) * 1000, 2),
        "png_bytes": int(statistics.median(sizes)),
        "channels": channels,
        "actions_per_channel": actions,
        "actions_done": total,
        "channels_wall_s": round(wall, 3),
        "channels_actions_per_s": round(total / wall, 1) if wall > 0 else 0.0,
        "timed_actions": len(act_times),
        # CPU per action, whatever else the machine was doing: main process, drawing processes
        "main_cpu_ms_per_action": round(main_cpu / max(total, 1) * 1000, 2),
        "render_cpu_ms_per_action": None if render_cpu is None else round(render_cpu / max(total, 1) * 1000, 2),
        "render_processes": default_processes() if processes is None else processes,
        "db_problems": problems,
    }


def bench_main(args: argparse.Namespace) -> int:
    result = asyncio.run(bench(int(args.channels), int(args.actions), ruleset=getattr(args, "ruleset", None)))
    if getattr(args, "json", False):
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>24}: {value}")
        print(f"{'act p50 / encode':>24}: {result['act_p50_ms'] / max(result['encode_p50_ms'], 1e-9):.2f}x (goal <= 2)")
        print(f"{'act p99 / encode':>24}: {result['act_p99_ms'] / max(result['encode_p50_ms'], 1e-9):.2f}x (goal <= 4)")
    return 0
