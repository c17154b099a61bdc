"""Settings from the environment and .env, and `questmaster run` without a token."""
from __future__ import annotations

import logging
import subprocess
import sys
from argparse import Namespace

import pytest

from bot.settings import DEFAULT_DB, Settings, SettingsError, read_env_file


def test_defaults_are_safe():
    s = Settings.from_mapping({})
    assert (s.discord_token, s.db_path, s.dev_guild, s.log_level, s.prompt_timeout) == ("", DEFAULT_DB, None, "INFO", 120.0)


def test_env_file_is_read_and_the_environment_wins(tmp_path):
    env = tmp_path / ".env"
    env.write_text('# comment\nDISCORD_TOKEN="abc.def"\nQUESTMASTER_DB=games.db  # the file\n'
                   "export QUESTMASTER_DEV_GUILD=123\nQUESTMASTER_PROMPT_TIMEOUT=45\n", encoding="utf-8")
    assert read_env_file(env)["QUESTMASTER_DB"] == "games.db"
    s = Settings.load({"QUESTMASTER_LOG_LEVEL": "debug", "QUESTMASTER_PROMPT_TIMEOUT": "30"}, env)
    assert s.discord_token == "abc.def" and s.db_path == "games.db" and s.dev_guild == 123
    assert s.log_level == "DEBUG" and s.log_level_number == logging.DEBUG and s.prompt_timeout == 30.0


@pytest.mark.parametrize("key,value", [("QUESTMASTER_DEV_GUILD", "abc"), ("QUESTMASTER_LOG_LEVEL", "LOUD"),
                                       ("QUESTMASTER_PROMPT_TIMEOUT", "soon"), ("QUESTMASTER_PROMPT_TIMEOUT", "0"),
                                       ("QUESTMASTER_RENDER_PROCESSES", "many")])
def test_bad_values_name_the_setting(key, value):
    with pytest.raises(SettingsError, match=key):
        Settings.from_mapping({key: value})


def test_the_token_never_shows_in_repr():
    s = Settings.from_mapping({"DISCORD_TOKEN": "super-secret-token"})
    assert "super-secret-token" not in repr(s) and "super-secret-token" not in str(s)


def test_every_setting_is_in_env_example():
    from pathlib import Path

    example = (Path(__file__).resolve().parents[1] / ".env.example").read_text(encoding="utf-8")
    for key in ("DISCORD_TOKEN", "QUESTMASTER_DB", "QUESTMASTER_DEV_GUILD", "QUESTMASTER_LOG_LEVEL",
                "QUESTMASTER_PROMPT_TIMEOUT", "QUESTMASTER_RENDER_PROCESSES"):
        assert f"\n{key}=" in example
    defaults = read_env_file(Path(__file__).resolve().parents[1] / ".env.example")
    assert Settings.from_mapping(defaults) == Settings.from_mapping({"QUESTMASTER_RENDER_PROCESSES": "auto"})


def test_run_without_a_token_explains_and_exits_2(tmp_path, monkeypatch, capsys):
    from bot.app import run_main

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert run_main(Namespace()) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_questmaster_run_cli_without_token(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "run"], capture_output=True, text=True, timeout=60,
                          cwd=tmp_path, env=env | {"PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[1])})
    assert proc.returncode == 2 and "DISCORD_TOKEN" in proc.stderr


async def test_create_bot_does_not_connect(tmp_path):
    from bot.app import create_bot

    bot = create_bot(Settings(db_path=str(tmp_path / "x.db")))
    assert not bot.is_ready() and bot.service is None and bot.ws is None
    await bot.close()
