"""`questmaster validate`: load every game's content, print counts per game and kind."""
from __future__ import annotations

import json
import sys
from typing import Any

from . import games


def validate_all() -> tuple[dict[str, Any], list[str]]:
    counts: dict[str, Any] = {}
    problems: list[str] = []
    for game in games.all_games():
        try:
            counts[game.id] = game.validate()
        except Exception as exc:  # noqa: BLE001 - every content error is reported with its game
            found = getattr(exc, "problems", None) or [str(exc)]
            problems += [f"{game.id}: {p}" for p in found]
    return counts, problems


def validate_main(args: Any) -> int:
    counts, problems = validate_all()
    if args.json:
        out: dict[str, Any] = dict(counts)
        if problems:
            out["errors"] = problems
        print(json.dumps(out, indent=2, sort_keys=True))
    else:
        for ruleset, kinds in counts.items():
            print(f"{ruleset}: " + ", ".join(f"{k} {v}" for k, v in kinds.items()))
        for p in problems:
            print(f"ERROR {p}", file=sys.stderr)
    return 1 if problems else 0
