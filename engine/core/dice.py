"""Dice defined as data: a die is a list of faces, each face a set of symbols."""
from __future__ import annotations

from pydantic import BaseModel, Field

from .rng import HasRng, randbelow


class Die(BaseModel):
    id: str
    faces: list[list[str]] = Field(min_length=2)

    def roll(self, holder: HasRng) -> int:
        """Roll once and return the face index."""
        return randbelow(holder, len(self.faces))

    def symbols(self, face: int) -> list[str]:
        return self.faces[face]


def count(die: Die, faces: list[int], symbol: str) -> int:
    return sum(die.faces[f].count(symbol) for f in faces)
