"""Age of Fantasy: Quest actions. Places are given as table inches (`to`), or as a figure or marker label
to go toward (`toward`, with an optional `distance` in inches); targets by label (`E3`, `Brannoc`, `S2`).
The bot turns grid cells and names into these."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from ...core.actions import action_parser


class _A(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Place(_A):
    to: tuple[float, float] | None = None
    toward: str | None = None
    distance: float | None = Field(default=None, gt=0.0, le=48.0)


class Rest(_A):
    type: Literal["rest"] = "rest"


class Hold(_A):
    type: Literal["hold"] = "hold"
    target: str | None = None  # shoot this enemy unit (no target: hold without shooting)


class Advance(_Place):
    type: Literal["advance"] = "advance"
    target: str | None = None  # shoot after moving


class Rush(_Place):
    type: Literal["rush"] = "rush"


class Charge(_A):
    type: Literal["charge"] = "charge"
    target: str


class Discover(_A):
    type: Literal["discover"] = "discover"
    marker: str


class Push(_A):
    type: Literal["push"] = "push"
    target: str


class Hurry(_Place):
    type: Literal["hurry"] = "hurry"


class Revive(_A):
    type: Literal["revive"] = "revive"
    hero: str


class Interact(_A):
    """Take the relic, examine a clue (skill actions within 1")."""
    type: Literal["interact"] = "interact"
    marker: str


class UseSkill(_A):
    type: Literal["skill"] = "skill"
    skill: str
    target: str | None = None
    to: tuple[float, float] | None = None  # skills that move


class Drink(_A):
    """Use a potion found under a search token (a skill action)."""
    type: Literal["drink"] = "drink"
    loot: str


class Cast(_A):
    """Cast a spell before attacking: its cost in spell tokens, plus `extra` tokens for +1 each."""
    type: Literal["cast"] = "cast"
    spell: str
    target: str | None = None
    extra: int = Field(default=0, ge=0, le=6)


class Ambush(_A):
    """Ambush (line 105): without `to`, set the hero aside at the start of round 1 (before deployment counts);
    with `to`, bring a hero set aside onto the table at the start of a later round, more than 9" from enemies."""
    type: Literal["ambush"] = "ambush"
    to: tuple[float, float] | None = None


class EndActivation(_A):
    type: Literal["end"] = "end"


class Choose(_A):
    type: Literal["choose"] = "choose"
    option: str


Action = Annotated[
    Union[Rest, Hold, Advance, Rush, Charge, Discover, Push, Hurry, Revive, Interact, UseSkill, Drink, Cast,  # noqa: UP007
          Ambush, EndActivation, Choose],
    Field(discriminator="type"),
]
parse_action = action_parser(Action)
MAIN_ACTIONS = ("rest", "hold", "advance", "rush", "charge")
SKILL_ACTIONS = ("discover", "push", "hurry", "revive", "interact", "skill", "drink")
