"""Questmaster's rules engine: pure, synchronous and deterministic (no discord, no asyncio, no clock)."""
