"""Where board pictures are drawn: worker processes, so that drawing and PNG encoding (which hold
Python's GIL inside Pillow) neither block the event loop nor slow the other channels' turns.

One pool per process, created on first use and shared by every GameService in it.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import Executor, ProcessPoolExecutor

_LOCK = threading.Lock()
_POOLS: dict[int, ProcessPoolExecutor] = {}


def default_processes() -> int:
    """As many drawing processes as cores (at most 4) on a machine with 2 cores or more; none on 1.

    Pictures are most of the CPU a turn costs, and the bot's own process needs little: on 2 cores,
    two drawing processes keep both cores busy when many channels play at once.
    """
    cores = os.cpu_count() or 1
    return min(cores, 4) if cores >= 2 else 0


def render_pool(processes: int | None = None) -> Executor | None:
    """The shared pool of `processes` workers (None: default_processes()); None means a thread."""
    n = default_processes() if processes is None else processes
    if n <= 0:
        return None
    with _LOCK:
        pool = _POOLS.get(n)
        if pool is None:
            # forkserver: workers start from a clean process, never from a copy of one holding
            # the event loop's threads and locks
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload(["rendering.registry", "rendering.grid", "bot.service"])
            pool = _POOLS[n] = ProcessPoolExecutor(max_workers=n, mp_context=ctx)
        return pool


def warm_up(hold: float = 0.0) -> bool:
    """Run in a worker: draw one board so fonts, textures and the map's layers are cached before the
    first real picture (a cold worker takes most of a second for it). `hold` keeps the worker busy
    a moment so that the pool's other workers take the other warm-ups."""
    import time

    from rendering import registry as pictures

    from . import games

    for game in games.all_games():
        try:
            rs = game.ruleset
            state = rs.new_game(rs.quests()[0].id, [rs.heroes()[0].id], 1)
            pictures.board_png(pictures.module_of(game.id), rs.view(state, None), "en", game.translator("en"))
        except Exception:  # a game still being built must not stop the bot
            continue
    time.sleep(hold)
    return True


async def start_workers(executor: Executor | None) -> None:
    """Start every drawing process and warm it up (see warm_up)."""
    if executor is None:
        return
    import asyncio

    loop = asyncio.get_running_loop()
    n = getattr(executor, "_max_workers", 1)
    await asyncio.gather(*(loop.run_in_executor(executor, warm_up, 0.3) for _ in range(n)))


def shutdown() -> None:
    with _LOCK:
        for pool in _POOLS.values():
            pool.shutdown(wait=False, cancel_futures=True)
        _POOLS.clear()
