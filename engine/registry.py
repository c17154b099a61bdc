"""Ruleset ids -> rulesets. Rulesets register themselves lazily so importing the engine stays cheap."""
from __future__ import annotations

import importlib

from .core.errors import RuleError
from .core.protocol import Ruleset

_MODULES = {
    "altar": "engine.rulesets.altar",
}
_LOADED: dict[str, Ruleset] = {}


def ruleset_ids() -> list[str]:
    return list(_MODULES)


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id not in _MODULES:
        raise RuleError("unknown_ruleset", f"There is no ruleset called {ruleset_id!r}.", ruleset=ruleset_id)
    if ruleset_id not in _LOADED:
        module = importlib.import_module(_MODULES[ruleset_id])
        _LOADED[ruleset_id] = module.RULESET
    return _LOADED[ruleset_id]
