"""Game ids -> their pictures: the rendering layer's registry of games.

A game's rendering package exposes `render_board(view, lang, tr) -> PIL.Image` and, when it has
private cards to show, `render_hand(cards, lang, tr)`. `tr(key, **params)` gives the picture its
words in `lang` (the caller passes the game's messages). Pictures are drawn in worker processes,
which know a game by its module path: `board_png` and `hand_png` take that path, so a game
registered at run time (the test game) draws there too.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .encode import encode_png

_MODULES = {
    "altar": "rendering.altar",
    "heroquest": "rendering.heroquest",
    "aofq": "rendering.aofq",
    "altered": "rendering.altered",
}


def register(game_id: str, module: str) -> None:
    """Add (or replace) a game's pictures: `module` is the dotted path of its rendering package."""
    _MODULES[game_id] = module


def unregister(game_id: str) -> None:
    _MODULES.pop(game_id, None)


def module_of(game_id: str) -> str:
    return _MODULES[game_id]


def ids() -> list[str]:
    return list(_MODULES)


def pictures(game_id_or_module: str) -> Any:
    """The rendering package of a game, by id or by module path."""
    return importlib.import_module(_MODULES.get(game_id_or_module, game_id_or_module))


def board_png(module: str, view: dict[str, Any], lang: str, tr: Callable[..., str]) -> bytes:
    """The board picture as PNG bytes (CPU work: run it in a worker)."""
    return encode_png(pictures(module).render_board(view, lang, tr))


def hand_png(module: str, cards: list[dict[str, Any]], lang: str, tr: Callable[..., str]) -> bytes | None:
    """A hand of cards as PNG bytes, for games that draw one (else None)."""
    draw = getattr(pictures(module), "render_hand", None)
    return None if draw is None else encode_png(draw(cards, lang, tr))
