"""Turning a command's JSON into a ruleset's typed action, with a player-readable error."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError

from .errors import RuleError


def action_parser(action_union: Any) -> Callable[[dict[str, Any]], Any]:
    """A parser for a discriminated union of action models."""
    adapter: TypeAdapter[Any] = TypeAdapter(action_union)

    def parse(data: dict[str, Any]) -> Any:
        try:
            return adapter.validate_python(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "action"
            raise RuleError("bad_action", f"That command is malformed ({where}: {first['msg']}).", where=where) from None

    return parse
