"""Which process holds which guilds when the bot runs as several processes, each over a range of shards.

Discord puts a guild on shard `(guild_id >> 22) % shard_count`; messages without a guild (direct
messages) come on shard 0. A process started with `--shards 0-3 --shard-count 8` receives the
interactions of the guilds on shards 0 to 3, and does the work that belongs to their channels with no
player at the keyboard (a prompt's timer, re-armed after a restart) — the other process does the rest.
"""
from __future__ import annotations

from dataclasses import dataclass


class ShardsError(ValueError):
    """A shard range that cannot be used; the message says why."""


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord puts a guild on (direct messages: shard 0)."""
    return 0 if not guild_id else (int(guild_id) >> 22) % shard_count


def parse_shards(text: str, shard_count: int) -> tuple[int, ...]:
    """"0-3", "0,2,5" or "4-5,7" -> the shard ids, each below `shard_count`."""
    if shard_count < 1:
        raise ShardsError("the shard count must be 1 or more")
    ids: set[int] = set()
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        low, dash, high = part.partition("-")
        if not low.strip().isdigit() or (dash and not high.strip().isdigit()):
            raise ShardsError(f"{part!r} is not a shard or a range of shards (like 0-3)")
        a, b = int(low), int(high) if dash else int(low)
        if a > b:
            raise ShardsError(f"{part!r} runs backwards")
        if b >= shard_count:
            raise ShardsError(f"shard {b} is not below the shard count {shard_count}")
        ids.update(range(a, b + 1))
    if not ids:
        raise ShardsError("no shard given")
    return tuple(sorted(ids))


@dataclass(frozen=True)
class Shards:
    """The shards this process holds (None: all of them, one process)."""

    ids: tuple[int, ...] | None = None
    count: int | None = None

    def owns(self, guild_id: int | None) -> bool:
        """Whether the work of a guild's channels is this process's."""
        if self.ids is None or self.count is None:
            return True
        return shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        if self.ids is None or self.count is None:
            return "all shards"
        return f"shards {','.join(map(str, self.ids))} of {self.count}"
