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
            ctx.set_forkserver_preload(["rendering.board", "rendering.encode", "bot.service"])
            pool = _POOLS[n] = ProcessPoolExecutor(max_workers=n, mp_context=ctx)
        return pool


def warm_up() -> bool:
    """Run in a worker: import the drawing code so the first real picture is not slowed by it."""
    import rendering.board  # noqa: F401
    import rendering.encode  # noqa: F401

    return True


def shutdown() -> None:
    with _LOCK:
        for pool in _POOLS.values():
            pool.shutdown(wait=False, cancel_futures=True)
        _POOLS.clear()
