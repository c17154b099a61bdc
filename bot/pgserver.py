"""A throwaway local PostgreSQL server, for the load test and the tests: `initdb` into a temporary folder,
`pg_ctl start` on 127.0.0.1 and a free port (trust authentication, nothing kept), stopped and removed on
exit. Run as root (these machines), the server belongs to the `postgres` system user, as `initdb`
requires: the folder is handed to it and the tools are run through `runuser`.
"""
from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path


class NoPostgres(RuntimeError):
    """No PostgreSQL server can be started here; the message says why."""


def tools() -> Path:
    """The folder holding initdb and pg_ctl: on the PATH, else the newest /usr/lib/postgresql/*/bin."""
    found = shutil.which("pg_ctl")
    if found and (Path(found).parent / "initdb").exists():
        return Path(found).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True):
        if Path(folder, "pg_ctl").exists() and Path(folder, "initdb").exists():
            return Path(folder)
    raise NoPostgres("no PostgreSQL binaries (initdb, pg_ctl) on the PATH or under /usr/lib/postgresql")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_postgres(folder: Path) -> list[str]:
    """The prefix that runs a tool as the owner of the server (root may not run initdb)."""
    if os.geteuid() != 0:
        return []
    runuser = shutil.which("runuser") or next(
        (p for p in ("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser") if os.path.exists(p)), None)
    if runuser is None:
        raise NoPostgres("running as root with no runuser to start PostgreSQL as the postgres user")
    try:
        shutil.chown(folder, "postgres", "postgres")
    except (LookupError, OSError) as exc:
        raise NoPostgres(f"cannot hand a data folder to the postgres user: {exc!r}") from None
    return [runuser, "-u", "postgres", "--"]


@contextlib.contextmanager
def local_server(durable: bool = False) -> Iterator[str]:
    """A running server for the duration: yields its admin URL (database `postgres`). Not `durable`
    (tests): no fsync, as nothing outlives the run; durable (the load test): commits wait for the disk."""
    bin_dir = tools()
    folder = Path(tempfile.mkdtemp(prefix="questmaster-pg-"))
    data, logfile = folder / "data", folder / "server.log"
    try:
        prefix = _as_postgres(folder)
        os.chmod(folder, 0o700)
        port = _free_port()

        def run(*cmd: str) -> None:
            try:
                done = subprocess.run([*prefix, *cmd], capture_output=True, text=True, timeout=120, cwd=folder)
            except (OSError, subprocess.TimeoutExpired) as exc:
                raise NoPostgres(f"{Path(cmd[0]).name}: {exc}") from None
            if done.returncode != 0:
                tail = logfile.read_text(errors="replace")[-300:] if logfile.exists() else ""
                raise NoPostgres(f"{Path(cmd[0]).name} failed: {(done.stderr or done.stdout).strip()[-400:]} {tail}")

        run(str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--no-sync", "--locale=C")
        options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c max_connections=200 "
                   "-c shared_buffers=64MB" + ("" if durable else " -c fsync=off -c synchronous_commit=off "
                                                                  "-c full_page_writes=off"))
        run(str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(logfile), "-w", "-t", "60", "start")
        try:
            yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
        finally:
            subprocess.run([*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                           capture_output=True, timeout=60)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def database_url(admin_url: str, name: str) -> str:
    """The URL of database `name` on the server of `admin_url`."""
    return admin_url.rsplit("/", 1)[0] + "/" + name


async def fresh_database(admin_url: str, name: str) -> str:
    """An empty database `name` (dropped first if it was there) on the server of `admin_url`: its URL."""
    import asyncpg  # the PostgreSQL driver, needed only here

    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await conn.execute(f"CREATE DATABASE \"{name}\" TEMPLATE template0 ENCODING 'UTF8'")
    finally:
        await conn.close()
    return database_url(admin_url, name)


async def drop_database(admin_url: str, name: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()
