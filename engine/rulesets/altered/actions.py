"""Altered actions. Cards are named by their instance id (`uid`); targets are listed in the order of the
steps that choose one (steps with nothing to choose at that moment take none)."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from ...core.actions import action_parser


class _A(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Mana(_A):
    """Cards from the hand to the mana zone: three at set-up, none or one each Morning."""
    type: Literal["mana"] = "mana"
    cards: list[str] = []


class Play(_A):
    """Play a card from the hand or the reserve; characters and expedition permanents name an expedition."""
    type: Literal["play"] = "play"
    card: str
    expedition: Literal["hero", "companion"] | None = None
    targets: list[str] = []


class Exhaust(_A):
    """Quick action: exhaust a hero or permanent to use its exhaust ability."""
    type: Literal["exhaust"] = "exhaust"
    card: str
    targets: list[str] = []


class Support(_A):
    """Quick action: discard a card from your reserve to use its support ability."""
    type: Literal["support"] = "support"
    card: str
    targets: list[str] = []


class Pass(_A):
    type: Literal["pass"] = "pass"


class Cleanup(_A):
    """At Night, the cards the owner discards to keep 2 in the reserve and 2 landmarks."""
    type: Literal["cleanup"] = "cleanup"
    discard: list[str] = []


class Trigger(_A):
    """When several of a seat's "at Noon / Dusk / Night" abilities start together: the one resolved next."""
    type: Literal["trigger"] = "trigger"
    card: str


class Choose(_A):
    """The answer to the decision waited on, as its prompt names it: a card's id, `none`, or ids joined by
    commas (what the prompt's buttons and its default send)."""
    type: Literal["choose"] = "choose"
    option: str


Action = Annotated[Union[Mana, Play, Exhaust, Support, Pass, Cleanup, Trigger, Choose], Field(discriminator="type")]  # noqa: UP007
parse_action = action_parser(Action)
