"""Game ids -> how the bot plays them: the bot layer's registry of games.

Each game's folder here (`bot/games/<id>/`) exposes `GAME`, a `bot.gamekit.BotGame`: its commands,
the narration of its events, its status, hand and summary texts, autocomplete sources, rules topics,
its simulate/validate/bench hooks and its messages (`locales/{en,fr}.ftl`). Folders load on first
use; `register()` adds a game from anywhere importable (the test game under tests/ does).
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..gamekit import BotGame

_MODULES = {
    "altar": "bot.games.altar",
    "heroquest": "bot.games.heroquest",
    "aofq": "bot.games.aofq",
    "altered": "bot.games.altered",
}
_LOADED: dict[str, BotGame] = {}


def register(game_id: str, module: str) -> None:
    """Add (or replace) a game: `module` is the dotted path of a package exposing `GAME`."""
    _MODULES[game_id] = module
    _LOADED.pop(game_id, None)


def unregister(game_id: str) -> None:
    _MODULES.pop(game_id, None)
    _LOADED.pop(game_id, None)


def ids() -> list[str]:
    return list(_MODULES)


def get(game_id: str) -> BotGame:
    if game_id not in _LOADED:
        _LOADED[game_id] = importlib.import_module(_MODULES[game_id]).GAME
    return _LOADED[game_id]


def known(game_id: str) -> bool:
    return game_id in _MODULES


def all_games() -> list[BotGame]:
    return [get(g) for g in ids()]
