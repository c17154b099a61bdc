"""Typed HeroQuest actions, one per thing a player can do. The seat passed to apply() is the hero id.

| type        | fields                          | what it does                                          | cost    |
|-------------|---------------------------------|-------------------------------------------------------|---------|
| move        | to, path (optional squares)     | walk orthogonally; rolls 2 red dice on the first step | move    |
| jump        | to, over (optional trap square) | leap a known trap or open pit onto `to` (2 squares)   | move    |
| open_door   | door                            | open a known door next to the hero                    | free    |
| attack      | target, weapon, throw (opt.)    | one attack with one weapon (throw: a thrown weapon)   | action  |
| cast        | spell, target (label, opt.)     | cast a spell on a target in sight                     | action  |
| search      | for: treasure/secret_doors/traps| search the hero's room (treasure) or room/corridor    | action  |
| disarm      | trap (square or furniture id)   | before moving: step onto a known trap next to the hero (the move's first square) and try to disarm it | action  |
| drink       | potion (item id)                | drink a potion                                        | free    |
| give        | item (item id or "gold"), to, amount | hand a potion, an artifact or gold to another hero (between quests: any item) | free    |
| shop_buy    | item                            | buy at the armory (between quests only)               | -       |
| shop_sell   | item                            | sell for half price (between quests only)             | -       |
| end         |                                 | end the turn (in the shop: done shopping)             | -       |
| leave       |                                 | from the stairway: leave the dungeon for this quest   | -       |
| choose      | option                          | answer a prompt (falling block, potion at 0 body)     | -       |

A hero moves then acts, or acts then moves, but never moves on after acting in the middle of a
move: once the action is taken, a move that had started is over.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.actions import action_parser


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Move(_Action):
    type: Literal["move"] = "move"
    to: str
    path: list[str] | None = None  # every square walked, ending on `to` (default: a shortest way)


class Jump(_Action):
    type: Literal["jump"] = "jump"
    to: str  # the landing square, next to the trap
    over: str | None = None  # the trap's square, when two traps could be meant


class OpenDoor(_Action):
    type: Literal["open_door"] = "open_door"
    door: str


class Attack(_Action):
    type: Literal["attack"] = "attack"
    target: str  # a monster's label
    weapon: str | None = None  # an item id; default: the best weapon that reaches
    # throw the weapon at a monster not next to the hero (a dagger): it is lost for the quest, so it is
    # never thrown unless asked
    throw: bool = False


class Cast(_Action):
    type: Literal["cast"] = "cast"
    spell: str
    target: str | None = None  # a figure's label (hero or monster); default: the caster


class Search(_Action):
    type: Literal["search"] = "search"
    for_: Literal["treasure", "secret_doors", "traps"] = Field(alias="for")


class Disarm(_Action):
    type: Literal["disarm"] = "disarm"
    trap: str  # the trap's square, or the trapped furniture's id


class Drink(_Action):
    type: Literal["drink"] = "drink"
    potion: str


class Give(_Action):
    type: Literal["give"] = "give"
    item: str  # an item id, or "gold"
    to: str  # a hero id
    amount: int | None = None  # gold only


class ShopBuy(_Action):
    type: Literal["shop_buy"] = "shop_buy"
    item: str


class ShopSell(_Action):
    type: Literal["shop_sell"] = "shop_sell"
    item: str


class EndTurn(_Action):
    type: Literal["end"] = "end"


class Leave(_Action):
    """From a stairway square, climb out of the dungeon: safe, and out of the quest for good."""

    type: Literal["leave"] = "leave"


class Choose(_Action):
    type: Literal["choose"] = "choose"
    option: str


Action = Annotated[
    Move | Jump | OpenDoor | Attack | Cast | Search | Disarm | Drink | Give | ShopBuy | ShopSell | EndTurn | Leave | Choose,
    Field(discriminator="type"),
]
parse_action = action_parser(Action)


def action_dict(action: BaseModel) -> dict[str, Any]:
    """The JSON form of an action (`for` spelled as in the command)."""
    return action.model_dump(by_alias=True, exclude_none=True)
