"""Ruleset ids -> rulesets. Rulesets register themselves lazily so importing the engine stays cheap."""
from __future__ import annotations

import importlib
import importlib.util

from .core.errors import RuleError
from .core.protocol import Ruleset

_MODULES = {
    "altar": "engine.rulesets.altar",
    "heroquest": "engine.rulesets.heroquest",
}
_LOADED: dict[str, Ruleset] = {}


def ruleset_ids() -> list[str]:
    """The rulesets that are installed (a package may still be missing while it is built)."""
    return [rid for rid, mod in _MODULES.items() if importlib.util.find_spec(mod) is not None]


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id not in _MODULES:
        raise RuleError("unknown_ruleset", f"There is no ruleset called {ruleset_id!r}.", ruleset=ruleset_id)
    if ruleset_id not in _LOADED:
        module = importlib.import_module(_MODULES[ruleset_id])
        _LOADED[ruleset_id] = module.RULESET
    return _LOADED[ruleset_id]
