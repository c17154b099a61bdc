"""`questmaster validate`: load every ruleset's content, print counts per ruleset and kind."""
from __future__ import annotations

import json
import sys
from typing import Any


def validate_all() -> tuple[dict[str, Any], list[str]]:
    counts: dict[str, Any] = {}
    problems: list[str] = []
    from engine.rulesets.altar.content import ContentError, load_content

    try:
        counts["altar"] = load_content().counts()
    except ContentError as exc:
        problems += [f"altar: {p}" for p in exc.problems]
    try:
        from engine.rulesets.heroquest.content import ContentError as HQError
        from engine.rulesets.heroquest.content import load_content as load_hq
    except ImportError:
        pass
    else:
        try:
            counts["heroquest"] = load_hq().counts()
        except HQError as exc:
            problems += [f"heroquest: {p}" for p in exc.problems]
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
