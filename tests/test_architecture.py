"""The shape of the code: the layer contracts hold (import-linter), no module imports another in a
cycle, every module imports on its own in a fresh interpreter (dependencies first), and shared code
names no game: a game is reached only through the registry of its layer."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from graphlib import TopologicalSorter
from pathlib import Path

import grimp

from bot import games
from engine import registry as engine_registry
from rendering import registry as picture_registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engine", "rendering")


def lint_imports(cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                          "sys.exit(lint_imports(config_filename='pyproject.toml'))"],
                          cwd=cwd, capture_output=True, text=True, env={"PYTHONPATH": str(cwd), "PATH": "/usr/bin:/bin"})


def test_the_layer_contracts_hold():
    run = lint_imports(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout and "BROKEN" not in run.stdout


def test_the_contracts_catch_a_shared_module_importing_a_game_and_a_cycle(tmp_path):
    """The contracts can fail: a copy of the code where the service imports a game's folder, and one
    where two shared modules import each other."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    service = tmp_path / "bot" / "service.py"
    service.write_text(service.read_text() + "\nfrom .games import altar  # noqa\n")
    run = lint_imports(tmp_path)
    assert run.returncode != 0 and "Shared bot modules reach a game only through bot.games" in run.stdout
    service.write_text(service.read_text().replace("\nfrom .games import altar  # noqa\n", "\n"))
    store = tmp_path / "bot" / "store.py"
    store.write_text(store.read_text() + "\nfrom . import service  # noqa\n")
    run = lint_imports(tmp_path)
    assert run.returncode != 0 and "No cycles are allowed in bot" in run.stdout


def test_every_module_imports_in_a_fresh_interpreter_dependencies_first():
    graph = grimp.build_graph(*PACKAGES)
    order = list(TopologicalSorter({m: graph.find_modules_directly_imported_by(m) for m in graph.modules})
                 .static_order())
    code = ("import importlib, sys\n"
            f"for name in {order!r}:\n"
            "    importlib.import_module(name)\n"
            "print(len(sys.modules))\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    assert len(order) > 60


def shared_files() -> list[Path]:
    """Every module outside the game folders and the registries."""
    out = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(("bot/games/", "engine/rulesets/")) and rel not in ("bot/games/__init__.py",
                                                                                  "engine/rulesets/__init__.py"):
                continue
            if any(rel.startswith(f"rendering/{g}/") for g in picture_registry.ids()):
                continue
            if rel in ("bot/games/__init__.py", "engine/registry.py", "rendering/registry.py"):
                continue  # the registries: one line per game
            out.append(path)
    return out


def test_shared_code_names_no_game():
    names = set(games.ids()) | set(engine_registry.ruleset_ids()) | set(picture_registry.ids())
    names |= {games.get(g).name for g in games.ids()} | {"is_heroquest"}
    found = []
    for path in shared_files():
        text = path.read_text(encoding="utf-8")
        for name in names:
            for match in re.finditer(rf"\b{re.escape(name)}\b", text, flags=re.IGNORECASE):
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{path.relative_to(ROOT)}:{line}: {name}")
    assert found == []


def test_every_game_is_in_each_layers_registry_and_under_the_contracts():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    listed = " ".join(str(c) for c in config)
    for game_id in games.ids():
        assert game_id in engine_registry.ruleset_ids()
        assert game_id in picture_registry.ids()
        assert (ROOT / "bot" / "games" / game_id / "locales" / "fr.ftl").exists()
        assert f"rendering.{game_id}" in listed, f"the contracts do not cover rendering.{game_id}"
