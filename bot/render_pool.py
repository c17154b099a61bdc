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
    """One drawing process beside the bot's own on a machine with 2 cores or more; none on 1."""
    return 1 if (os.cpu_count() or 1) >= 2 else 0


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


def shutdown() -> None:
    with _LOCK:
        for pool in _POOLS.values():
            pool.shutdown(wait=False, cancel_futures=True)
        _POOLS.clear()
