"""Stand-in board renderers for tests/test_faults_render.py: they run in the drawing processes, so
this module imports next to nothing (a fresh process loads it in a few milliseconds)."""
from __future__ import annotations

import os
import signal
import time
from pathlib import Path


def quick(module, view, lang, tr) -> bytes:
    """A stand-in picture that says which process drew it."""
    return f"picture from {os.getpid()}".encode()


def pid_of(png: bytes) -> int:
    return int(png.rsplit(b" ", 1)[1])


def hang(pid_file: str, module, view, lang, tr) -> bytes:
    """A drawing that never ends (it says where it hangs first)."""
    Path(pid_file).write_text(str(os.getpid()))
    time.sleep(3600)
    return b"never"


def slow(seconds: float, module, view, lang, tr) -> bytes:
    time.sleep(seconds)
    return quick(module, view, lang, tr)


def die_once(flag: str, module, view, lang, tr) -> bytes:
    """The first drawing kills its own process in the middle of the picture; later ones draw."""
    if not Path(flag).exists():
        Path(flag).write_text("died")
        os.kill(os.getpid(), signal.SIGKILL)
    return quick(module, view, lang, tr)
