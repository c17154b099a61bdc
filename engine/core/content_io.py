"""Reading content files: the data folder, TOML parsing and pydantic validation with readable errors."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError


class ContentError(Exception):
    """Every problem found in a ruleset's content, one sentence each (file, place, what is wrong)."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


def data_dir() -> Path:
    """`data/` beside the packages, unless QUESTMASTER_DATA points elsewhere (tests, custom content)."""
    env = os.environ.get("QUESTMASTER_DATA")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "data"


def read_toml(path: Path, problems: list[str]) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        problems.append(f"{path.name}: {exc}")
        return {}


def validate_model(cls: type[BaseModel], raw: Any, where: str, problems: list[str]) -> Any:
    """The validated model, or None with the first validation errors added to `problems`."""
    try:
        return cls.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors()[:10]:
            loc = ".".join(str(p) for p in err["loc"])
            problems.append(f"{where}: {loc}: {err['msg']}")
        return None
