"""`questmaster bench --backend sqlite|postgresql`: several service processes against one database, as a bot
run over several processes is. A benchmark, not a test.

The parent opens `--channels` games (default 200) and starts `--processes` worker processes (default 2),
each with its own GameService on the same database. Every channel gets `--actions` actions (default 20)
in all; a share of the channels (`--shared`, default a fifth) is played by every process at once, each
process choosing its action from the state it read, so their commits race on one version: the loser is
told "try again" by the service (the optimistic version check) and tries again from the new state,
as a player would. The others are split between the processes.

Then every channel's log is replayed: its versions run 1, 2, 3... without a gap or a repeat, each action
applied to the state before it gives the state the next entry starts from, and the last one gives the
stored state; the actions the workers were told succeeded are exactly the actions in the logs. Reported:
lost and duplicated actions (both must be 0), conflicts met, throughput, and the p50/p99 of one action
(a `GameService.act`, retries excluded). Pictures are not drawn: this measures the service and the store.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from . import games
from .service import GameService
from .store import Store

USER = 1


async def _open_games(target: str, ruleset: str, channels: list[int]) -> None:
    store = await Store.open(target)
    service = GameService(store, prompt_timeout=None, renderer=None)
    game = games.get(ruleset)
    try:
        for channel in channels:
            await service.new_game(channel, USER, ruleset, game.ruleset.quests()[0].id, channel)
            for hero in game.ruleset.heroes()[:game.default_party]:
                await service.join(channel, USER, hero.id)
            reply = await service.start(channel, USER)
            if reply.error:
                raise RuntimeError(reply.text)
    finally:
        await service.close()
        await store.close()


async def _work(target: str, plan: dict[int, int]) -> dict[str, Any]:
    """Play `plan` (channel -> actions this process must land there), all channels at once."""
    store = await Store.open(target)
    service = GameService(store, prompt_timeout=None, renderer=None)
    times: list[float] = []
    landed: dict[int, list[int]] = {}  # channel -> versions this process committed
    conflicts = 0
    refused = 0

    async def play(channel: int, wanted: int) -> None:
        nonlocal conflicts, refused
        mine = landed.setdefault(channel, [])
        tries = 0
        while len(mine) < wanted and tries < wanted * 50:
            tries += 1
            game = await service.game(channel)
            if game is None or game.row.status != "playing":
                return
            chosen = game.game.policy_action(game.state)
            if chosen is None:
                return
            seat, action = chosen
            started = time.perf_counter()
            reply = await service.act(channel, USER, action.model_dump(by_alias=True), seat,
                                      expect_version=game.row.version)
            elapsed = time.perf_counter() - started
            if reply.error:
                if reply.error_key in ("err-conflict", "err-stale"):
                    conflicts += 1  # another process got there first: read the new state, try again
                else:
                    refused += 1
                continue
            times.append(elapsed)
            mine.append(int(reply.version or 0))

    started = time.perf_counter()
    try:
        await asyncio.gather(*(play(ch, n) for ch, n in plan.items()))
    finally:
        await service.close()
        await store.close()
    return {"times": times, "landed": landed, "conflicts": conflicts, "refused": refused,
            "wall": time.perf_counter() - started}


def _worker(args: tuple[str, dict[int, int]]) -> dict[str, Any]:
    return asyncio.run(_work(*args))


async def _verify(target: str, ruleset: str, channels: list[int]) -> dict[str, Any]:
    """Replay every channel's log against its stored state."""
    store = await Store.open(target)
    rs = games.get(ruleset).ruleset
    logged: dict[int, set[int]] = {}
    problems: list[str] = []
    try:
        for channel in channels:
            row = await store.get(channel)
            rows = await store.log(channel, limit=100_000, with_states=True)
            versions = [r.version for r in rows]
            if versions != list(range(1, len(rows) + 1)) or (row is not None and versions[-1] != row.version):
                problems.append(f"channel {channel}: log versions {versions[:3]}...{versions[-3:]}, "
                                f"game at {row.version if row else None}")
            actions = [r for r in rows if r.kind == "action"]
            logged[channel] = {r.version for r in actions}
            for r, after in zip(rows, [*rows[1:], None], strict=True):
                if r.kind != "action":
                    continue
                state = rs.apply(rs.load_state(r.state_before), r.seat, rs.parse_action(r.action)).state
                expected = after.state_before if after is not None else (row.state if row else None)
                if rs.dump_state(state) != expected:
                    problems.append(f"channel {channel}: the action at version {r.version} does not replay")
                    break
            problems += await store.check()
    finally:
        await store.close()
    return {"logged": logged, "problems": problems}


def run(target: str, *, channels: int = 200, actions: int = 20, processes: int = 2, shared: float = 0.2,
        ruleset: str | None = None) -> dict[str, Any]:
    """The load test on the database at `target` (a SQLite file or a PostgreSQL URL), fresh or not."""
    ruleset = ruleset or games.ids()[0]
    base = 50_000
    chans = [base + i for i in range(channels)]
    asyncio.run(_open_games(target, ruleset, chans))
    n_shared = int(channels * shared)
    plans: list[dict[int, int]] = [{} for _ in range(processes)]
    for i, channel in enumerate(chans):
        if i < n_shared:  # every process plays it at once: its actions split between them
            for p in range(processes):
                plans[p][channel] = actions // processes + (1 if p < actions % processes else 0)
        else:
            plans[i % processes][channel] = actions
    started = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        results = pool.map(_worker, [(target, plan) for plan in plans])
    wall = time.perf_counter() - started
    checked = asyncio.run(_verify(target, ruleset, chans))
    told: dict[int, list[int]] = {}
    for res in results:
        for channel, versions in res["landed"].items():
            told.setdefault(int(channel), []).extend(versions)
    lost = duplicated = 0
    for channel in chans:
        said, kept = told.get(channel, []), checked["logged"].get(channel, set())
        duplicated += len(said) - len(set(said))
        lost += len(set(said) - kept) + len(kept - set(said))  # told done but missing, or there but untold
    times = sorted(t for res in results for t in res["times"])
    done = len(times)
    return {
        "channels": channels, "actions_per_channel": actions, "processes": processes, "shared_channels": n_shared,
        "actions_done": done, "lost": lost, "duplicated": duplicated,
        "conflicts": sum(r["conflicts"] for r in results), "refused": sum(r["refused"] for r in results),
        "actions_per_s": round(done / wall, 1) if wall > 0 else 0.0, "wall_s": round(wall, 2),
        "act_p50_ms": round(statistics.median(times) * 1000, 2) if times else 0.0,
        "act_p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))] * 1000, 2) if times else 0.0,
        "problems": checked["problems"][:10],
    }


SHOWN = ("actions_done", "lost", "duplicated", "conflicts", "actions_per_s", "act_p50_ms", "act_p99_ms", "wall_s")


def load_main(args: argparse.Namespace) -> int:
    """`questmaster bench --backend ...`: the load test; PostgreSQL beside the same run on SQLite."""
    import contextlib

    from .pgserver import NoPostgres, fresh_database, local_server

    sizes = dict(channels=args.channels or 200, actions=args.actions, processes=args.processes,
                 ruleset=getattr(args, "ruleset", None))
    results: dict[str, Any] = {}
    if args.backend == "postgresql":
        try:
            with (contextlib.nullcontext(args.db_url) if args.db_url else local_server(durable=True)) as admin:
                url = asyncio.run(fresh_database(admin, f"questmaster_load_{os.getpid()}"))
                results["postgresql"] = run(url, **sizes)
        except NoPostgres as exc:
            print(f"questmaster bench: {exc}", file=sys.stderr)
            return 2
    with tempfile.TemporaryDirectory(prefix="questmaster-load-") as tmp:
        results["sqlite"] = run(str(Path(tmp) / "load.db"), **sizes)
    if args.json:
        print(json.dumps(results, sort_keys=True))
    else:
        names = list(results)
        print(f"{'':>16}" + "".join(f"{n:>14}" for n in names))
        for key in SHOWN:
            print(f"{key:>16}" + "".join(f"{results[n][key]:>14}" for n in names))
        for n in names:
            for problem in results[n]["problems"]:
                print(f"{n}: {problem}")
    bad = any(r["lost"] or r["duplicated"] or r["problems"] for r in results.values())
    return 1 if bad else 0
