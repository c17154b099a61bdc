"""Tic-tac-toe: a third, tiny game living under tests/, to prove that a game plugs into every layer
through the registries alone: `engine/` (its ruleset), `rendering/` (its picture), `bot/` (its
commands, narration and messages) and `data/` (its content).

`register()` adds it to the three registries, `unregister()` takes it out again.
"""
from __future__ import annotations

from bot import games
from engine import registry as engine_registry
from rendering import registry as pictures

ID = "tictactoe"
MODULES = {
    "engine": f"{__name__}.engine",
    "rendering": f"{__name__}.rendering",
    "bot": f"{__name__}.bot",
}


def register() -> None:
    """Plug the game into the engine, rendering and bot registries."""
    engine_registry.register(ID, MODULES["engine"])
    pictures.register(ID, MODULES["rendering"])
    games.register(ID, MODULES["bot"])


def unregister() -> None:
    """Take the game out of the three registries again."""
    games.unregister(ID)
    engine_registry.unregister(ID)
    pictures.unregister(ID)
