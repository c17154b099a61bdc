"""What every ruleset adapter shares: content loading, apply on a clone, JSON state round trips.

A ruleset subclasses `StateRuleset` and names its state model, its `Game` class (built as
`Game(state, content)`, with `handle(seat, action)` and an `events` list) and its functions for
new games, legal actions and views.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ClassVar

from pydantic import BaseModel

from .events import EventCodec
from .protocol import Outcome, Prompt
from .state_copy import built, copier_for


class StateRuleset:
    id: ClassVar[str]
    name: ClassVar[str]
    state_cls: ClassVar[type[BaseModel]]
    game_cls: ClassVar[Any]
    event_codec: ClassVar[EventCodec]  # the ruleset's events to and from the action log's JSON
    # the ruleset's own content loader; tests pass another provider (a small hand-made board)
    default_content: ClassVar[Callable[[], Any]]

    def __init__(self, content_provider: Callable[[], Any] | None = None) -> None:
        self._content_provider = content_provider or type(self).default_content

    @property
    def content(self) -> Any:
        return self._content_provider()

    # --- hooks each ruleset provides ---
    def _parse(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    def _new_game(self, content: Any, quest: str, heroes: list[str], seed: int | str, options: dict[str, Any] | None) -> Any:
        raise NotImplementedError

    def _legal(self, game: Any, seat: str) -> list[Any]:
        raise NotImplementedError

    def _view(self, state: Any, content: Any, seat: str | None) -> dict[str, Any]:
        raise NotImplementedError

    # --- the Ruleset protocol ---
    def new_game(self, quest: str, heroes: list[str], seed: int | str, options: dict[str, Any] | None = None) -> Any:
        return self._new_game(self.content, quest, heroes, seed, options)

    def parse_action(self, data: dict[str, Any]) -> Any:
        return self._parse(data)

    def legal_actions(self, state: Any, seat: str) -> list[Any]:
        return self._legal(self.game_cls(state, self.content), seat)

    def apply(self, state: Any, seat: str, action: Any) -> Outcome:
        """Return the next state; the given state is never modified (RuleError leaves it as it was)."""
        if isinstance(action, dict):
            action = self._parse(action)
        work = self.clone(state)
        game = self.game_cls(work, self.content)
        game.handle(seat, action)
        return built(Outcome, state=work, events=game.events, prompt=self.current_prompt(work))

    def view(self, state: Any, seat: str | None) -> dict[str, Any]:
        return self._view(state, self.content, seat)

    def clone(self, state: Any) -> Any:
        # the same object a model_validate(model_dump()) round trip gives, made without one
        return copier_for(self.state_cls)(state)

    def dump_state(self, state: Any) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> Any:
        return self.state_cls.model_validate_json(text)

    def current_prompt(self, state: Any) -> Prompt | None:
        """The decision the game waits for (a state without `pending` never asks one)."""
        pending = getattr(state, "pending", None)
        return pending.prompt if pending else None

    def is_over(self, state: Any) -> bool:
        return getattr(state, "result", None) is not None

    def hidden_change(self, before: str, after: str) -> str | None:
        """Between two saved states, did play show anything random or hidden? A draw on the random
        stream is ("dice"); rulesets that track what the players know add their own reasons."""
        try:
            old, new = json.loads(before), json.loads(after)
        except ValueError:
            return "undo-dice"
        if isinstance(old, dict) and isinstance(new, dict) and old.get("rng") != new.get("rng"):
            return "undo-dice"
        return None
