"""Where board pictures are drawn: worker processes, so that drawing and PNG encoding (which hold
Python's GIL inside Pillow) neither block the event loop nor slow the other channels' turns.

One pool per process, created on first use and shared by every GameService in it. The pool mends
itself: a drawing process that dies (killed, out of memory) is replaced by a fresh pool at the next
picture, and a picture stuck past its limit has its processes killed and replaced, so pictures come
back without restarting the bot.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger("questmaster.render")

WARM_UP_LIMIT = 60.0  # seconds: a cold drawing process takes about one

_LOCK = threading.Lock()
_POOLS: dict[int, RenderPool] = {}


class DrawingTimeout(Exception):
    """A picture was not drawn within its limit (its drawing was stopped or abandoned)."""


class RenderPool(Executor):
    """A process pool that replaces itself when it breaks.

    Python's ProcessPoolExecutor refuses every later task once one of its processes died
    (BrokenProcessPool); this one starts a fresh pool instead. `abandon(future)` kills the processes
    of the pool running a stuck drawing (a process cannot be told to stop a task) and starts a fresh
    pool; the other drawings that pool was running fail with BrokenProcessPool and may be retried.
    """

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self.replaced = 0  # how many times the pool was rebuilt (for the logs and the tests)
        self._lock = threading.Lock()
        self._closed = False
        self._pool = self._new_pool()
        self._owner: weakref.WeakKeyDictionary[Future[Any], ProcessPoolExecutor] = weakref.WeakKeyDictionary()

    @property
    def _max_workers(self) -> int:  # what ProcessPoolExecutor calls it (read by start_workers)
        return self.processes

    def _new_pool(self) -> ProcessPoolExecutor:
        # forkserver: workers start from a clean process, never from a copy of one holding
        # the event loop's threads and locks
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["rendering.registry", "rendering.grid", "bot.service"])
        return ProcessPoolExecutor(max_workers=self.processes, mp_context=ctx)

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        for _ in range(2):
            with self._lock:
                pool = self._pool
            try:
                future = pool.submit(fn, *args, **kwargs)
            except BrokenProcessPool:
                self.replace(pool, "a drawing process had died")
                continue
            except RuntimeError:  # that pool was just replaced (and shut down): use the new one
                if self._closed or pool is self._pool:
                    raise
                continue
            self._owner[future] = pool
            return future
        raise BrokenProcessPool("the drawing processes could not be restarted")

    def pids(self) -> list[int]:
        """The process ids of the current pool's started workers."""
        with self._lock:
            processes = getattr(self._pool, "_processes", None) or {}
            return list(processes)

    def abandon(self, future: Future[Any]) -> None:
        """Stop a drawing that outlived its limit: kill the pool running it and start a fresh one."""
        pool = self._owner.get(future)
        if pool is not None and not future.done():
            self.replace(pool, "a picture took too long (its drawing process was stopped)")

    def replace(self, pool: ProcessPoolExecutor, why: str) -> None:
        """Swap `pool` (if it is still the current one) for a fresh pool, and kill its processes."""
        with self._lock:
            if pool is not self._pool or self._closed:
                return
            self._pool = self._new_pool()
            self.replaced += 1
        log.warning("drawing processes restarted: %s", why)
        _kill(pool)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._closed = True
            pool = self._pool
        pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def stop(self) -> None:
        """Close at once, killing the processes: a stuck drawing would otherwise hold up Python's
        exit (it waits for every pool process to finish)."""
        with self._lock:
            self._closed = True
            pool = self._pool
        _kill(pool)


def _kill(pool: ProcessPoolExecutor) -> None:
    """Kill a pool's processes (a stuck drawing never returns by itself) and let it go."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        try:
            process.kill()
        except (OSError, ValueError, AttributeError):  # already gone, or never started
            continue
    pool.shutdown(wait=False, cancel_futures=True)


async def draw(executor: Executor | None, fn: Callable[..., Any], *args: Any, limit: float) -> Any:
    """`fn(*args)` in `executor` (a thread when None), within `limit` seconds.

    A drawing process that dies costs one retry, with a limit of its own: the process may have died
    for another drawing (a stuck one whose pool was killed), and the fresh pool starts cold. Past the
    limit, DrawingTimeout: a RenderPool's stuck processes are killed (a thread cannot be stopped; it is
    left to finish on its own).
    """
    for attempt in (1, 2):
        future: Future[Any] | None = None
        try:
            if executor is None:
                waiting = asyncio.ensure_future(asyncio.to_thread(fn, *args))
            else:
                future = executor.submit(fn, *args)
                waiting = asyncio.wrap_future(future)
            return await asyncio.wait_for(waiting, limit)
        except BrokenProcessPool:
            if attempt == 2:
                raise
            log.warning("a drawing process died during a picture; drawing it again")
        except TimeoutError:
            if future is not None and isinstance(executor, RenderPool):
                executor.abandon(future)
            raise DrawingTimeout(f"no picture after {limit:g} s") from None
    raise AssertionError("unreachable")


def default_processes() -> int:
    """As many drawing processes as cores (at most 4) on a machine with 2 cores or more; none on 1.

    Pictures are most of the CPU a turn costs, and the bot's own process needs little: on 2 cores,
    two drawing processes keep both cores busy when many channels play at once.
    """
    cores = os.cpu_count() or 1
    return min(cores, 4) if cores >= 2 else 0


def render_pool(processes: int | None = None) -> RenderPool | None:
    """The shared pool of `processes` workers (None: default_processes()); None means a thread."""
    n = default_processes() if processes is None else processes
    if n <= 0:
        return None
    with _LOCK:
        pool = _POOLS.get(n)
        if pool is None:
            pool = _POOLS[n] = RenderPool(n)
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
    """Start every drawing process and warm it up (see warm_up); a warm-up that fails or hangs is
    logged and the bot starts all the same (its pool replaces broken processes later)."""
    if executor is None:
        return
    n = getattr(executor, "_max_workers", 1)
    results = await asyncio.gather(*(draw(executor, warm_up, 0.3, limit=WARM_UP_LIMIT) for _ in range(n)),
                                   return_exceptions=True)
    for result in results:
        if isinstance(result, BaseException):
            log.warning("a drawing process did not warm up: %r", result)


def shutdown() -> None:
    """Stop every drawing process (when the bot exits: nothing drawn now would be posted)."""
    with _LOCK:
        for pool in _POOLS.values():
            pool.stop()
        _POOLS.clear()
