"""A real PostgreSQL server for the store tests (a pytest plugin, loaded from tests/conftest.py).

`pg_server` (session): the admin URL of a server. `QUESTMASTER_TEST_PG_URL` names an existing one
(its user must be allowed to CREATE DATABASE); otherwise a private server is started for the session
by `bot.pgserver.local_server` (the load test's too): a temporary data directory, trust authentication,
127.0.0.1 on a free port, durability off since nothing outlives the run, run as the `postgres` user
when the tests run as root; it is stopped and removed at the end.

`any_target` (function, once per backend): an SQLite file, then a fresh PostgreSQL database's URL.

`pg_url` (function): the URL of a fresh database (CREATE DATABASE ... TEMPLATE template0 with a
unique name), dropped after the test.

When no server can be had, the PostgreSQL tests are skipped and the run ends with a banner saying
so and why; with `QUESTMASTER_REQUIRE_POSTGRES=1` (CI) they fail instead.
"""
from __future__ import annotations

import contextlib
import os
import uuid

import pytest

from bot.pgserver import NoPostgres, drop_database, fresh_database, local_server

ENV_URL = "QUESTMASTER_TEST_PG_URL"
ENV_REQUIRE = "QUESTMASTER_REQUIRE_POSTGRES"

# why the PostgreSQL tests could not run (None: they could, or none asked), for the end-of-run banner
_unavailable: dict[str, str | None] = {"why": None}


def _required() -> bool:
    return os.environ.get(ENV_REQUIRE, "").strip() not in ("", "0")


def _unavailable_now(why: str):
    _unavailable["why"] = why
    if _required():
        pytest.fail(f"PostgreSQL is required ({ENV_REQUIRE}=1) but unavailable: {why}", pytrace=False)
    pytest.skip(f"PostgreSQL unavailable: {why}")


@pytest.fixture(scope="session")
def pg_server():
    """The admin URL of a PostgreSQL server for this session (skips, or fails when required, if none):
    QUESTMASTER_TEST_PG_URL's, else one started here (bot.pgserver.local_server)."""
    try:
        import asyncpg  # noqa: F401
    except ImportError as exc:
        _unavailable_now(f"asyncpg is not installed ({exc})")
    if os.environ.get(ENV_URL):
        yield os.environ[ENV_URL]
        return
    with contextlib.ExitStack() as stack:
        try:
            url = stack.enter_context(local_server())
        except NoPostgres as exc:
            _unavailable_now(f"{exc}, and {ENV_URL} is not set")
        yield url


@pytest.fixture
async def pg_url(pg_server):
    """The URL of a fresh, empty database on the session's server, dropped after the test."""
    name = f"qm_test_{uuid.uuid4().hex[:12]}"
    try:
        url = await fresh_database(pg_server, name)
    except OSError as exc:
        _unavailable_now(f"cannot connect to {pg_server}: {exc}")
    yield url
    await drop_database(pg_server, name)


@pytest.fixture(params=["sqlite", "postgresql"])
def any_target(request, tmp_path) -> str:
    """What `Store.open` (or QUESTMASTER_DB) is given, once per backend: an SQLite file, or the URL of
    a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "store.db")
    return request.getfixturevalue("pg_url")


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    why = _unavailable["why"]
    if why is None:
        return
    verdict = "FAILED (required by QUESTMASTER_REQUIRE_POSTGRES=1)" if _required() else "SKIPPED"
    line = "!" * 100
    terminalreporter.write_line(line, red=True, bold=True)
    terminalreporter.write_line(f"PostgreSQL half of the store tests {verdict}: {why}", red=True, bold=True)
    if not _required():
        terminalreporter.write_line(
            f"(set {ENV_URL} to a server, or install PostgreSQL; CI sets {ENV_REQUIRE}=1 to make this fail)",
            red=True)
    terminalreporter.write_line(line, red=True, bold=True)
