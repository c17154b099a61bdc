"""Flood control for the Discord adapter: at most so many commands per user and per channel in a
window, in discord.py's own cooldown idiom.

One `commands.CooldownMapping` keyed by user and one keyed by channel, shared by every slash command
(added to each as an `app_commands` check, so a refusal is an `app_commands.CommandOnCooldown` for the
tree's error handler) and every button press (the bot asks `hit()` first). A command uses a token of
both buckets or of neither: a refused command costs its sender nothing more, and one user's flood
spends only their own allowance, never the channel's beyond what their allowed commands used.
Autocomplete runs no checks and is never limited (it reads, it never waits on a channel's lock).

The clock is the interaction's own creation time, as discord.py's `checks.cooldown` does. Buckets
idle for a whole window are dropped by the mapping, so the tables stay as small as the set of users
and channels active in the last window.
"""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from .settings import Rate


class TooFast(app_commands.CommandOnCooldown):
    """A command past a limit; `scope` says whose: "user" (slow down) or "channel" (the table's)."""

    def __init__(self, cooldown: app_commands.Cooldown, retry_after: float, scope: str) -> None:
        super().__init__(cooldown, retry_after)
        self.scope = scope


def _user_key(interaction: discord.Interaction) -> Any:
    return interaction.user.id


def _channel_key(interaction: discord.Interaction) -> Any:
    return interaction.channel_id


class FloodGate:
    """The per-user and per-channel limits of one bot (either may be None: no limit)."""

    def __init__(self, per_user: Rate | None, per_channel: Rate | None) -> None:
        self._mappings: list[tuple[str, commands.CooldownMapping]] = [
            (scope, commands.CooldownMapping.from_cooldown(rate.count, rate.per, key))
            for scope, rate, key in (("user", per_user, _user_key), ("channel", per_channel, _channel_key))
            if rate is not None]

    def hit(self, interaction: discord.Interaction) -> TooFast | None:
        """Count one command; None if it may run, else why not (and nothing is counted)."""
        now = interaction.created_at.timestamp()
        buckets = [(scope, mapping.get_bucket(interaction, now)) for scope, mapping in self._mappings]
        for scope, bucket in buckets:
            if bucket is not None and bucket.get_tokens(now) == 0:
                return TooFast(bucket, bucket.get_retry_after(now), scope)
        for _scope, bucket in buckets:
            if bucket is not None:
                bucket.update_rate_limit(now)
        return None

    async def check(self, interaction: discord.Interaction) -> bool:
        """An `app_commands` check: raises TooFast (a CommandOnCooldown) past a limit."""
        refused = self.hit(interaction)
        if refused is not None:
            raise refused
        return True

    def guard(self, tree: app_commands.CommandTree) -> int:
        """Add the check to every slash command of the tree; how many were guarded."""
        guarded = 0
        for command in tree.walk_commands():
            if isinstance(command, app_commands.Command) and self.check not in command.checks:
                # a new list, not add_check(): a cog's commands are shallow copies of its class's, and
                # appending would reach every bot built from that class in this process
                command.checks = [*command.checks, self.check]
                guarded += 1
        return guarded

    def entries(self) -> dict[str, int]:
        """Buckets held now, per scope (idle ones are dropped by the mappings as time passes)."""
        return {scope: len(mapping._cache) for scope, mapping in self._mappings}
