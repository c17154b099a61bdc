"""Ruleset ids -> rulesets: the engine layer's registry of games.

A game's engine package exposes `RULESET` (see `engine.core.protocol.Ruleset`). Packages load on first
use, so importing the engine stays cheap; `register()` adds a game from anywhere importable (the
test game under tests/ registers itself this way).
"""
from __future__ import annotations

import importlib
import importlib.util

from .core.errors import RuleError
from .core.protocol import Ruleset

_MODULES = {
    "altar": "engine.rulesets.altar",
    "heroquest": "engine.rulesets.heroquest",
    "aofq": "engine.rulesets.aofq",
    "altered": "engine.rulesets.altered",
}
_LOADED: dict[str, Ruleset] = {}


def register(ruleset_id: str, module: str) -> None:
    """Add (or replace) a game: `module` is the dotted path of a package exposing `RULESET`."""
    _MODULES[ruleset_id] = module
    _LOADED.pop(ruleset_id, None)


def unregister(ruleset_id: str) -> None:
    _MODULES.pop(ruleset_id, None)
    _LOADED.pop(ruleset_id, None)


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
