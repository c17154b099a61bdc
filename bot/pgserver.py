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
    """The folder holding initdb and pg_ctl."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "pg_ctl").exists() and Path(folder, "initdb").exists():
            return Path(folder)
    raise NoPostgres("PostgreSQL's initdb and pg_ctl are not installed")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def local_server(durable: bool = False) -> Iterator[str]:
    """A running server for the duration: yields its admin URL (database `postgres`). Not `durable`
    (tests): no fsync, as nothing outlives the run; durable (the load test): commits wait for the disk."""
    bin_dir = tools()
    as_root = os.geteuid() == 0
    prefix: list[str] = []
    if as_root:
        if shutil.which("runuser") is None:
            raise NoPostgres("running as root without runuser to start PostgreSQL as the postgres user")
        prefix = ["runuser", "-u", "postgres", "--"]
    folder = Path(tempfile.mkdtemp(prefix="questmaster-pg-"))
    data = folder / "data"
    try:
        if as_root:
            shutil.chown(folder, "postgres", "postgres")
        os.chmod(folder, 0o700)
        port = _free_port()

        def run(*cmd: str) -> None:
            done = subprocess.run([*prefix, *cmd], capture_output=True, text=True, timeout=120)
            if done.returncode != 0:
                raise NoPostgres(f"{Path(cmd[0]).name} failed: {(done.stderr or done.stdout).strip()[-400:]}")

        run(str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--no-sync", "--locale=C")
        options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c max_connections=200 "
                   "-c shared_buffers=64MB" + ("" if durable else " -c fsync=off -c synchronous_commit=off"))
        run(str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(folder / "log"), "-w", "start")
        try:
            yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
        finally:
            subprocess.run([*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                           capture_output=True, timeout=60)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def database_url(admin_url: str, name: str) -> str:
    """The URL of database `name` on the server of `admin_url`."""
    return admin_url.rsplit("/", 1)[0] + "/" + name
