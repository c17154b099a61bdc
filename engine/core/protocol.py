"""The contract between rulesets and everything that drives them (bot, console, tests, simulator).

`apply(state, seat, action)` returns `Outcome(state, events, prompt)` and never mutates its input.
A seat is the id of a hero (or of a player in a duel); the bot maps Discord users onto seats.
"""
from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict

from .events import EventCodec, GameEvent
from .state_copy import maker


class PromptOption(BaseModel):
    id: str
    label: str
    label_fr: str = ""  # French label; empty means the same as `label`


class Prompt(BaseModel):
    """A decision that belongs to `seat` before play goes on (a reaction window, a card's choice).

    `default` is what happens when the player does not answer in time.
    """

    seat: str
    kind: str
    text: str
    options: list[PromptOption]
    default: str
    params: dict[str, str] = {}  # the values its message names (`<name>_fr` twins read in French)


class Outcome(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    state: Any
    events: list[GameEvent]
    prompt: Prompt | None = None


class QuestInfo(BaseModel):
    id: str
    name: str
    summary: str = ""
    name_fr: str = ""
    summary_fr: str = ""


class HeroInfo(BaseModel):
    id: str
    name: str
    summary: str = ""
    name_fr: str = ""
    summary_fr: str = ""


class Ruleset(Protocol):
    id: str
    name: str
    event_codec: EventCodec

    def quests(self) -> list[QuestInfo]: ...

    def heroes(self) -> list[HeroInfo]: ...

    def new_game(self, quest: str, heroes: list[str], seed: int | str, options: dict[str, Any] | None = None) -> Any: ...

    def parse_action(self, data: dict[str, Any]) -> BaseModel: ...

    def legal_actions(self, state: Any, seat: str) -> list[BaseModel]: ...

    def apply(self, state: Any, seat: str, action: BaseModel) -> Outcome: ...

    def view(self, state: Any, seat: str | None) -> dict[str, Any]: ...

    def dump_state(self, state: Any) -> str: ...

    def load_state(self, text: str) -> Any: ...

    def current_prompt(self, state: Any) -> Prompt | None: ...

    def is_over(self, state: Any) -> bool: ...

    def hidden_change(self, before: str, after: str) -> str | None: ...


# prompts, their options and outcomes as the engines make them, from values of the declared types
# (see `maker`)
make_prompt = maker(Prompt)
make_option = maker(PromptOption)
make_outcome = maker(Outcome)
