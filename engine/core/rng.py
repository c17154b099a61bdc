"""A tiny seeded PRNG (splitmix64) whose entire state is one integer kept inside the game state.

Python's `random` keeps hidden state; ours is stored in the game JSON, so replaying the same
actions from the same seed gives byte-identical states.
"""
from __future__ import annotations

from typing import Protocol, TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


class HasRng(Protocol):
    rng: int


def seed_state(seed: int | str) -> int:
    """Turn any seed (number or text) into a 64-bit PRNG state."""
    if isinstance(seed, str):
        value = 1469598103934665603
        for byte in seed.encode():
            value = ((value ^ byte) * 1099511628211) & MASK64
        return value
    return int(seed) & MASK64


def next_u64(holder: HasRng) -> int:
    z = (holder.rng + 0x9E3779B97F4A7C15) & MASK64
    holder.rng = z
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def randbelow(holder: HasRng, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("n must be positive")
    return next_u64(holder) % n


def shuffle(holder: HasRng, items: list[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(holder, i + 1)
        items[i], items[j] = items[j], items[i]
