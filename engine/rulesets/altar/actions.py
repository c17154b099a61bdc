"""Typed Altar Quest actions, one per thing a player can do. The seat passed to apply() is the hero."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.actions import action_parser


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    # spend 1 supply to roll 1 more die on the test this action makes (once per test)
    supply: bool = False


class Mulligan(_Action):
    type: Literal["mulligan"] = "mulligan"
    cards: list[str] = []  # card ids set aside and replaced; empty keeps the hand


class Move(_Action):
    type: Literal["move"] = "move"
    to: str  # a square; 1-3 spaces cost one action, 4-6 two, 7-9 three


class OpenDoor(_Action):
    type: Literal["open_door"] = "open_door"
    door: str


class CardAction(_Action):
    """/act: resolve the Action of a card the hero controls (a weapon's attack). One action."""

    type: Literal["act"] = "act"
    card: str  # inst id or card id of a controlled card
    target: str | None = None
    # the card's rhune effect, when the altar pool shows its rhune and it can do something: None asks
    # once the card's other effects are resolved, True resolves it without asking, False declines it
    use_rhune: bool | None = None


class Interact(_Action):
    type: Literal["interact"] = "interact"
    with_: str = Field(alias="with")  # inst id (feature, trap, quest card, altar/rules card)
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class PlayCard(_Action):
    """Play a card from hand: an Action card costs an action, a Feat is free."""

    type: Literal["play"] = "play"
    card: str
    target: str | None = None
    use_rhune: bool | None = None  # as for CardAction


class UseCard(_Action):
    """Resolve an Exhaust or Use effect of a controlled card (free)."""

    type: Literal["use"] = "use"
    card: str
    target: str | None = None
    use_rhune: bool | None = None  # as for CardAction


class Draw(_Action):
    type: Literal["draw"] = "draw"


class Rest(_Action):
    type: Literal["rest"] = "rest"


class Channel(_Action):
    type: Literal["channel"] = "channel"
    die: int  # 1-based index in the altar pool
    rhune: str


class Give(_Action):
    type: Literal["give"] = "give"
    card: str
    to: str


class EndTurn(_Action):
    type: Literal["end"] = "end"


class SetSupply(_Action):
    """/supply: this hero's standing answer to the supply offer (ask, always, never). Free, at any time,
    never part of a turn."""

    type: Literal["set_supply"] = "set_supply"
    mode: str


class Choose(_Action):
    type: Literal["choose"] = "choose"
    option: str


Action = Annotated[
    Mulligan | Move | OpenDoor | CardAction | Interact | PlayCard | UseCard | Draw | Rest | Channel | Give | EndTurn | Choose
    | SetSupply,
    Field(discriminator="type"),
]
parse_action = action_parser(Action)
