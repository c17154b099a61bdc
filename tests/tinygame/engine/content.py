"""Tic-tac-toe's content, read from `tests/tinygame/data/content.toml`: the quests and the two seats."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from engine.core.content_io import ContentError, read_toml, validate_model

DATA = Path(__file__).resolve().parents[1] / "data" / "content.toml"


class QuestDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    name_fr: str
    summary: str = ""
    summary_fr: str = ""
    first: str  # the seat that marks first


class SeatDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    name_fr: str
    mark: str  # the letter drawn in the cells: X or O
    summary: str = ""
    summary_fr: str = ""


class Content(BaseModel):
    quests: dict[str, QuestDef]
    heroes: dict[str, SeatDef]

    def counts(self) -> dict[str, int]:
        return {"quests": len(self.quests), "heroes": len(self.heroes)}


def load_content(path: Path = DATA) -> Content:
    """The content file, validated; every problem at once in a ContentError."""
    problems: list[str] = []
    raw = read_toml(path, problems)
    found = validate_model(Content, raw, path.name, problems) if not problems else None
    if found is not None:
        if len(found.heroes) != 2:
            problems.append(f"{path.name}: tic-tac-toe has two seats, not {len(found.heroes)}")
        for qid, quest in found.quests.items():
            if quest.first not in found.heroes:
                problems.append(f"{path.name}: quests.{qid}.first: no seat called {quest.first!r}")
    if problems or found is None:
        raise ContentError(problems or [f"{path.name}: no content"])
    return found


@cache
def content() -> Content:
    """The shipped content, read once."""
    return load_content()
