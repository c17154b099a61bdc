"""A real PostgreSQL server for the store tests (a pytest plugin, loaded from tests/conftest.py).

`pg_server` (session): the admin URL of a server. `QUESTMASTER_TEST_PG_URL` names an existing one
(its user must be allowed to CREATE DATABASE); otherwise a private server is started for the session
from the local binaries (pg_ctl, initdb): a temporary data directory, trust authentication,
127.0.0.1 on a free port, its unix socket in that directory, durability off (fsync) since nothing
outlives the run; it is stopped and removed at the end. initdb refuses to run as root, so as root the
directory is given to the `postgres` user and the binaries run through `runuser -u postgres --`.

`pg_url` (function): the URL of a fresh database (CREATE DATABASE ... TEMPLATE template0 with a
unique name), dropped after the test.

When no server can be had, the PostgreSQL tests are skipped and the run ends with a banner saying
so and why; with `QUESTMASTER_REQUIRE_POSTGRES=1` (CI) they fail instead.
"""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

ENV_URL = "QUESTMASTER_TEST_PG_URL"
ENV_REQUIRE = "QUESTMASTER_REQUIRE_POSTGRES"

# why the PostgreSQL tests could not run (None: they could, or none asked), for the end-of-run banner
_unavailable: dict[str, str | None] = {"why": None}


def _required() -> bool:
    return os.environ.get(ENV_REQUIRE, "").strip() not in ("", "0")


def _binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: on the PATH, else the newest /usr/lib/postgresql/*/bin."""
    found = shutil.which("pg_ctl")
    if found and (Path(found).parent / "initdb").exists():
        return Path(found).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True):
        if (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalServer:
    """A throwaway PostgreSQL cluster in a temporary directory."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="questmaster-pg-"))
        self.data = self.root / "data"
        self.logfile = self.root / "server.log"
        self.port = _free_port()
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            import pwd

            pw = pwd.getpwnam("postgres")  # KeyError: no such user, reported as the reason
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
            runuser = shutil.which("runuser") or next(
                (p for p in ("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser") if os.path.exists(p)), None)
            if runuser is None:
                raise OSError("running as root and no runuser to run initdb as postgres")
            self.as_user = [runuser, "-u", "postgres", "--"]

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run([*self.as_user, *args], capture_output=True, text=True, timeout=timeout,
                              cwd=self.root)

    def start(self) -> str:
        run = self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust",
                        "-E", "UTF8", "--locale=C", "--no-sync")
        if run.returncode != 0:
            raise RuntimeError(f"initdb failed: {(run.stderr or run.stdout).strip()[-500:]}")
        options = (f"-h 127.0.0.1 -p {self.port} -k {self.root} -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c max_connections=200")
        run = self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.logfile), "-o", options,
                        "-w", "-t", "60", "start")
        if run.returncode != 0:
            tail = self.logfile.read_text(errors="replace")[-500:] if self.logfile.exists() else ""
            raise RuntimeError(f"pg_ctl start failed: {(run.stderr or run.stdout).strip()[-300:]} {tail}")
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def stop(self) -> None:
        if self.data.exists():
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop", timeout=60)
        shutil.rmtree(self.root, ignore_errors=True)


def _start() -> tuple[str, LocalServer | None]:
    """The admin URL and the server we started (None for one named by QUESTMASTER_TEST_PG_URL);
    RuntimeError saying why there is none."""
    try:
        import asyncpg  # noqa: F401
    except ImportError as exc:
        raise RuntimeError(f"asyncpg is not installed ({exc})") from None
    if os.environ.get(ENV_URL):
        return os.environ[ENV_URL], None
    bin_dir = _binaries()
    if bin_dir is None:
        raise RuntimeError(f"no PostgreSQL binaries (initdb, pg_ctl) on the PATH or under /usr/lib/postgresql, "
                           f"and {ENV_URL} is not set")
    try:
        server = LocalServer(bin_dir)
    except (KeyError, OSError) as exc:
        raise RuntimeError(f"cannot prepare a data directory for user postgres: {exc!r}") from None
    try:
        return server.start(), server
    except BaseException as exc:
        server.stop()
        if isinstance(exc, subprocess.TimeoutExpired | OSError):
            raise RuntimeError(f"starting PostgreSQL from {bin_dir}: {exc}") from None
        raise


def _unavailable_now(why: str):
    _unavailable["why"] = why
    if _required():
        pytest.fail(f"PostgreSQL is required ({ENV_REQUIRE}=1) but unavailable: {why}", pytrace=False)
    pytest.skip(f"PostgreSQL unavailable: {why}")


@pytest.fixture(scope="session")
def pg_server():
    """The admin URL of a PostgreSQL server for this session (skips, or fails when required, if none)."""
    try:
        url, server = _start()
    except RuntimeError as exc:
        _unavailable["why"] = str(exc)
        url, server = None, None
    if url is None:
        _unavailable_now(_unavailable["why"] or "unknown")
    yield url
    if server is not None:
        server.stop()


@pytest.fixture
async def pg_url(pg_server):
    """The URL of a fresh, empty database on the session's server, dropped after the test."""
    import asyncpg

    name = f"qm_test_{uuid.uuid4().hex[:12]}"
    try:
        admin = await asyncpg.connect(pg_server)
    except (OSError, asyncpg.PostgresError) as exc:
        admin, why = None, f"cannot connect to {pg_server}: {exc}"
    if admin is None:
        _unavailable_now(why)
    try:
        await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE template0 ENCODING \'UTF8\'')
    finally:
        await admin.close()
    yield urlunsplit(urlsplit(pg_server)._replace(path=f"/{name}"))
    admin = await asyncpg.connect(pg_server)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


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
