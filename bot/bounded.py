"""Per-channel tables that stay small however many channels the bot serves: an LRU mapping (the game
and picture caches) and a lock table whose entries exist only while someone holds or waits on a lock.

A bot in a thousand servers sees channels come and go; a table keyed by channel that only ever grows
is a slow leak. Here a cache forgets its least recently used channel past its size, and a channel
nobody is acting in has no lock at all.
"""
from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRU(OrderedDict[K, V]):
    """At most `size` entries: reading one with `get` makes it the newest, and storing one past the
    size forgets the oldest. What is forgotten is only read again (a cache, never the truth)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        if size < 1:
            raise ValueError("an LRU holds at least one entry")
        self.size = size

    def get(self, key: K, default: V | None = None) -> V | None:  # type: ignore[override]
        if key not in self:
            return default
        self.move_to_end(key)
        return self[key]

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)


class _Entry:
    """One key's lock and how many callers hold or wait on it."""

    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class LockTable(Generic[K]):
    """One asyncio.Lock per key, made when a caller asks and dropped when the last one leaves.

    At most `max_waiting` callers queue behind the holder of a key: one more is refused at once
    with `refuse()` (raised) rather than queued, so a flood of commands on one channel cannot pile
    up without end. `hold(key, queue=False)` always waits (work that must not be refused)."""

    def __init__(self, max_waiting: int, refuse: Callable[[], Exception]) -> None:
        self.max_waiting = max_waiting
        self._refuse = refuse
        self._entries: dict[K, _Entry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def waiting(self, key: K) -> int:
        """How many callers wait for `key` behind the one holding it."""
        entry = self._entries.get(key)
        return 0 if entry is None else max(0, entry.users - 1)

    @asynccontextmanager
    async def hold(self, key: K, *, queue: bool = True) -> AsyncIterator[None]:
        entry = self._entries.get(key)
        if entry is None:
            entry = self._entries[key] = _Entry()
        elif queue and entry.users > self.max_waiting:  # the holder and max_waiting others already
            raise self._refuse()
        entry.users += 1
        try:
            async with entry.lock:
                yield
        finally:
            entry.users -= 1
            if entry.users == 0 and self._entries.get(key) is entry:
                del self._entries[key]
