"""What every ruleset adapter shares: content loading, apply on a clone, JSON state round trips.

A ruleset subclasses `StateRuleset` and names its state model, its `Game` class (built as
`Game(state, content)`, with `handle(seat, action)` and an `events` list) and its functions for
new games, legal actions and views.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError

from .errors import SavedStateError
from .events import EventCodec
from .protocol import Outcome, Prompt, make_outcome
from .state_copy import copier_for


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
        return make_outcome(state=work, events=game.events, prompt=self.current_prompt(work))

    def view(self, state: Any, seat: str | None) -> dict[str, Any]:
        return self._view(state, self.content, seat)

    def clone(self, state: Any) -> Any:
        # the same object a model_validate(model_dump()) round trip gives, made without one
        return copier_for(self.state_cls)(state)

    def dump_state(self, state: Any) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> Any:
        """A saved state, or SavedStateError saying why it cannot be loaded. A state model with a
        `version` field names its format by that field's default: a state saved in an older format
        goes through `upgrade_state` first, one saved in a newer format is refused."""
        current = self.state_format()
        try:
            state = self.state_cls.model_validate_json(text)
        except ValidationError as exc:
            saved = _saved_format(text)
            if saved is None and any(e["type"] == "json_invalid" for e in exc.errors()):
                raise SavedStateError("damaged", _in_brief(exc)) from None
            if current is None or saved is None or saved == current:
                raise SavedStateError("invalid", _in_brief(exc)) from None
            return self._upgraded(text, saved, current)
        saved = getattr(state, "version", None)
        if current is not None and saved != current:
            return self._upgraded(text, saved, current)
        return state

    def state_format(self) -> int | None:
        """The format this program saves states in (the default of the state's `version` field)."""
        field = self.state_cls.model_fields.get("version")
        return field.default if field is not None and isinstance(field.default, int) else None

    def upgrade_state(self, data: dict[str, Any], saved: int) -> dict[str, Any]:
        """Hook: a state saved in format `saved`, brought to `state_format()`. A ruleset that changes
        its format overrides this for the formats it still reads; none by default."""
        raise SavedStateError("old_format", f"format {saved}, this version reads {self.state_format()}")

    def _upgraded(self, text: str, saved: Any, current: int) -> Any:
        if not isinstance(saved, int) or isinstance(saved, bool):
            raise SavedStateError("invalid", f"format {saved!r} is not a number")
        if saved > current:
            raise SavedStateError("new_format", f"format {saved}, this version reads {current}")
        data = self.upgrade_state(json.loads(text), saved)
        try:
            return self.state_cls.model_validate(data)
        except ValidationError as exc:
            raise SavedStateError("old_format", f"format {saved} after upgrade: {_in_brief(exc)}") from None

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


def _saved_format(text: str) -> Any:
    """The `version` a saved state says it has, or None when the text is no JSON object."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return None
    return data.get("version") if isinstance(data, dict) else None


def _in_brief(exc: Exception) -> str:
    """A validation error in a few words for the log (pydantic's link to its docs left out)."""
    lines = [line.strip() for line in str(exc).splitlines() if not line.strip().startswith("For further")]
    return " ".join(lines[:3])[:300]
