"""Structured logs: every record says which channel and which game it is about.

The service sets the channel (and, once the game is read, its ruleset) for the command it is handling
(`about(...)`); a context variable carries them to every record logged while that command runs (each
command runs in its own task, so two channels never mix). `setup_logging` installs the filter and
either the text format ("... [channel=123 game=<ruleset>] message") or one JSON object per line.
"""
from __future__ import annotations

import contextvars
import json
import logging
import time
from typing import Any

_CHANNEL: contextvars.ContextVar[int | None] = contextvars.ContextVar("questmaster_channel", default=None)
_GAME: contextvars.ContextVar[str | None] = contextvars.ContextVar("questmaster_game", default=None)

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [channel=%(channel)s game=%(game)s]: %(message)s"


def about(channel: int | None = None, game: str | None = None) -> None:
    """The channel (and game) the current task is working on, for its log records: a new channel
    forgets the game of the last one until its own is known."""
    if channel is not None:
        _CHANNEL.set(channel)
        _GAME.set(game)
    elif game is not None:
        _GAME.set(game)


def forget() -> None:
    """Work about no channel from here on (in this task)."""
    _CHANNEL.set(None)
    _GAME.set(None)


class ContextFilter(logging.Filter):
    """Adds `channel` and `game` to each record ("-" when the record is about no channel)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "channel"):
            record.channel = _CHANNEL.get() or "-"
        if not hasattr(record, "game"):
            record.game = _GAME.get() or "-"
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "channel": getattr(record, "channel", "-"),
            "game": getattr(record, "game", "-"),
        }
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


def setup_logging(level: int, fmt: str = "text", extra: list[logging.Handler] | None = None) -> None:
    """The root logger: one stream handler in the chosen format, with the channel and game filter."""
    handler = logging.StreamHandler()
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [handler, *(extra or [])]
    root.setLevel(level)
