"""The bot's settings, read from the environment and an optional `.env` file (environment wins).

Every setting is listed, with its safe default, in `.env.example`. The token is kept out of
`repr()` so that logging a Settings object never prints it.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from .shards import Shards, ShardsError, parse_shards

DEFAULT_DB = "questmaster.db"
DEFAULT_PROMPT_TIMEOUT = 120.0
DEFAULT_RENDER_TIMEOUT = 5.0
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
DEFAULT_QUEUE_PER_CHANNEL = 20
DEFAULT_CACHE_GAMES = 256


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message names the setting."""


@dataclass(frozen=True)
class Rate:
    """At most `count` commands in any `per` seconds (written "count/per", e.g. "5/10")."""

    count: int
    per: float

    @classmethod
    def parse(cls, text: str, name: str) -> Rate | None:
        """A rate as a setting writes it; "off" (or 0) for no limit."""
        value = text.strip().lower()
        if value in ("off", "0", "none"):
            return None
        count, slash, per = value.partition("/")
        try:
            rate = cls(int(count), float(per))
        except ValueError:
            rate = None
        if not slash or rate is None or rate.count < 1 or not 0 < rate.per <= 3600:
            raise SettingsError(f"{name} must be commands/seconds (like 5/10) or off.")
        return rate


DEFAULT_RATE_USER = Rate(5, 10.0)
DEFAULT_RATE_CHANNEL = Rate(15, 10.0)


@dataclass(frozen=True)
class Settings:
    discord_token: str = field(default="", repr=False)
    db_path: str = DEFAULT_DB
    dev_guild: int | None = None
    log_level: str = "INFO"
    prompt_timeout: float = DEFAULT_PROMPT_TIMEOUT
    render_processes: int | None = None  # None: render_pool.default_processes()
    render_timeout: float = DEFAULT_RENDER_TIMEOUT
    rate_user: Rate | None = DEFAULT_RATE_USER  # None: no limit
    rate_channel: Rate | None = DEFAULT_RATE_CHANNEL
    queue_per_channel: int = DEFAULT_QUEUE_PER_CHANNEL
    cache_games: int = DEFAULT_CACHE_GAMES
    shards: Shards = field(default_factory=Shards)  # the shards this process holds (default: all, one process)
    metrics_port: int | None = None  # a local /health and /metrics endpoint (off by default)
    metrics_host: str = "127.0.0.1"
    log_format: str = "text"  # or "json": one object per line, with the channel and game of each record

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, env_file: str | Path | None = ".env") -> Settings:
        """Settings from `env_file` (if it exists) overridden by `environ` (default: os.environ)."""
        values: dict[str, str] = {}
        if env_file is not None and Path(env_file).is_file():
            values.update(read_env_file(Path(env_file)))
        values.update(os.environ if environ is None else environ)
        return cls.from_mapping(values)

    @classmethod
    def from_mapping(cls, values: Mapping[str, str]) -> Settings:
        guild = values.get("QUESTMASTER_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise SettingsError("QUESTMASTER_DEV_GUILD must be a guild id (digits only).")
        level = values.get("QUESTMASTER_LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise SettingsError(f"QUESTMASTER_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        timeout = _seconds(values, "QUESTMASTER_PROMPT_TIMEOUT", DEFAULT_PROMPT_TIMEOUT)
        render_timeout = _seconds(values, "QUESTMASTER_RENDER_TIMEOUT", DEFAULT_RENDER_TIMEOUT)
        raw_procs = values.get("QUESTMASTER_RENDER_PROCESSES", "").strip().lower()
        if raw_procs in ("", "auto"):
            procs = None
        elif raw_procs.isdigit() and int(raw_procs) <= 16:
            procs = int(raw_procs)
        else:
            raise SettingsError("QUESTMASTER_RENDER_PROCESSES must be auto or a number from 0 to 16.")
        rates = {name: Rate.parse(values[name], name) if values.get(name, "").strip() else default
                 for name, default in (("QUESTMASTER_RATE_USER", DEFAULT_RATE_USER),
                                       ("QUESTMASTER_RATE_CHANNEL", DEFAULT_RATE_CHANNEL))}
        return cls(
            discord_token=values.get("DISCORD_TOKEN", "").strip(),
            db_path=values.get("QUESTMASTER_DB", "").strip() or DEFAULT_DB,
            dev_guild=int(guild) if guild else None,
            log_level=level,
            prompt_timeout=timeout,
            render_processes=procs,
            render_timeout=render_timeout,
            rate_user=rates["QUESTMASTER_RATE_USER"],
            rate_channel=rates["QUESTMASTER_RATE_CHANNEL"],
            queue_per_channel=_whole(values, "QUESTMASTER_QUEUE_PER_CHANNEL", DEFAULT_QUEUE_PER_CHANNEL, 0, 1000),
            cache_games=_whole(values, "QUESTMASTER_CACHE_GAMES", DEFAULT_CACHE_GAMES, 1, 100_000),
            shards=shards_setting(values.get("QUESTMASTER_SHARDS", ""), values.get("QUESTMASTER_SHARD_COUNT", "")),
            metrics_port=_port(values, "QUESTMASTER_METRICS_PORT"),
            metrics_host=values.get("QUESTMASTER_METRICS_HOST", "").strip() or "127.0.0.1",
            log_format=_choice(values, "QUESTMASTER_LOG_FORMAT", ("text", "json")),
        )

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)


def _seconds(values: Mapping[str, str], key: str, default: float) -> float:
    raw = values.get(key, "").strip()
    try:
        seconds = float(raw) if raw else default
    except ValueError:
        seconds = float("nan")
    if seconds != seconds or seconds == float("inf"):  # not a number, or never
        raise SettingsError(f"{key} must be a number of seconds.")
    if seconds <= 0:
        raise SettingsError(f"{key} must be more than 0 seconds.")
    return seconds
def _whole(values: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    raw = values.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise SettingsError(f"{name} must be a whole number from {low} to {high}.")
    return int(raw)


def read_env_file(path: Path) -> dict[str, str]:
    """`KEY=value` lines; blank lines and `#` comments skipped, matching quotes removed."""
    out: dict[str, str] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export "):]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[key.strip()] = value
    return out


def shards_setting(shards: str, count: str) -> Shards:
    """QUESTMASTER_SHARDS ("0-3") and QUESTMASTER_SHARD_COUNT ("8"), both or neither (`questmaster run
    --shards 0-3 --shard-count 8` says the same)."""
    shards, count = str(shards or "").strip(), str(count or "").strip()
    if not shards and not count:
        return Shards()
    if not shards or not count:
        raise SettingsError("QUESTMASTER_SHARDS and QUESTMASTER_SHARD_COUNT go together (like 0-3 and 8).")
    if not count.isdigit() or not 1 <= int(count) <= 100_000:
        raise SettingsError("QUESTMASTER_SHARD_COUNT must be a whole number of shards, 1 or more.")
    try:
        return Shards(parse_shards(shards, int(count)), int(count))
    except ShardsError as exc:
        raise SettingsError(f"QUESTMASTER_SHARDS: {exc}.") from None


def _port(values: Mapping[str, str], name: str) -> int | None:
    raw = values.get(name, "").strip().lower()
    if raw in ("", "off", "0"):
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= 65535:
        raise SettingsError(f"{name} must be a port number (1-65535) or off.")
    return int(raw)


def _choice(values: Mapping[str, str], name: str, choices: tuple[str, ...]) -> str:
    raw = values.get(name, "").strip().lower() or choices[0]
    if raw not in choices:
        raise SettingsError(f"{name} must be one of {', '.join(choices)}.")
    return raw
