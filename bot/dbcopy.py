"""`questmaster db copy --from <sqlite file> --to <postgresql url>`: moving a bot's games to another
database (any backend to any other).

Every channel's game and its whole action log are copied in one transaction per channel; then the copy is
read back through the destination store and its game loaded by its ruleset, and its saved state compared
with the source's. Safe to re-run: a channel already in the destination is left as it is (reported as
already copied when it stands at the same version, as different otherwise), so an interrupted copy just
finishes. Stop the bot while copying: a game played meanwhile would be copied as it stood.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from . import games
from .store import Store


async def copy(source: str, target: str) -> dict[str, Any]:
    src, dst = await Store.open(source), await Store.open(target)
    out: dict[str, Any] = {"copied": 0, "already": 0, "different": [], "failed": [], "log_rows": 0}
    try:
        for row in await src.games():
            channel = row.channel_id
            exported = await src.export_channel(channel)
            if exported is None:
                continue
            game, log_rows = exported
            if not await dst.import_channel(game, log_rows):
                there = await dst.head(channel)
                if there is not None and there[0] == game["version"]:
                    out["already"] += 1
                else:
                    out["different"].append(channel)
                continue
            out["copied"] += 1
            out["log_rows"] += len(log_rows)
            problem = await _check(dst, channel, game, len(log_rows))
            if problem:
                out["failed"].append({"channel": channel, "problem": problem})
    finally:
        await src.close()
        await dst.close()
    return out


async def _check(dst: Store, channel: int, game: dict[str, Any], log_count: int) -> str | None:
    """The copied game read back and loaded, the same as the source's (None), or what is wrong."""
    try:
        row = await dst.get(channel)
    except Exception as exc:  # noqa: BLE001 - any failure to read back is the copy's failure
        return f"cannot be read back: {exc}"
    if row is None or row.state != game["state"] or row.version != game["version"]:
        return "not the same as the source"
    if len(await dst.log(channel, limit=log_count + 1)) != log_count:
        return "its log is not all there"
    if row.state is not None and games.known(row.ruleset):
        try:
            games.get(row.ruleset).ruleset.load_state(row.state)
        except Exception as exc:  # noqa: BLE001
            return f"does not load: {exc}"
    return None


def db_main(args: argparse.Namespace) -> int:
    result = asyncio.run(copy(args.source, args.target))
    if getattr(args, "json", False):
        print(json.dumps(result, sort_keys=True))
    else:
        print(f"{result['copied']} game(s) copied with {result['log_rows']} log row(s); "
              f"{result['already']} already there")
        for channel in result["different"]:
            print(f"  channel {channel}: a different game is already in the destination, left as it is")
        for failed in result["failed"]:
            print(f"  channel {failed['channel']}: {failed['problem']}", file=sys.stderr)
    return 1 if result["failed"] else 0
