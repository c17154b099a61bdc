"""Altar Quest (ruleset id `altar`): co-operative dungeon crawl for 1-4 heroes."""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from ...core.protocol import HeroInfo, Outcome, Prompt, QuestInfo
from .actions import parse_action
from .content import Content, content
from .game import Game, new_game
from .legal import legal_actions
from .state import GameState
from .view import build_view


class AltarRuleset:
    id = "altar"
    name = "Altar Quest"

    def __init__(self, content_provider=content) -> None:
        self._content_provider = content_provider

    @property
    def content(self) -> Content:
        return self._content_provider()

    def quests(self) -> list[QuestInfo]:
        return [QuestInfo(id=q.id, name=q.name, summary=q.summary, name_fr=q.name_fr, summary_fr=q.summary_fr)
                for q in self.content.quests.values()]

    def heroes(self) -> list[HeroInfo]:
        return [HeroInfo(id=h.id, name=h.name, summary=h.text, name_fr=h.name_fr, summary_fr=h.text_fr)
                for h in self.content.heroes.values()]

    def new_game(self, quest: str, heroes: list[str], seed: int | str, options: dict[str, Any] | None = None) -> GameState:
        return new_game(self.content, quest, heroes, seed, options)

    def parse_action(self, data: dict[str, Any]) -> Any:
        return parse_action(data)

    def legal_actions(self, state: GameState, seat: str) -> list[Any]:
        return legal_actions(Game(state, self.content), seat)

    def apply(self, state: GameState, seat: str, action: Any) -> Outcome:
        """Return the next state; the given state is never modified (RuleError leaves it as it was)."""
        if isinstance(action, dict):
            action = parse_action(action)
        work = clone(state)
        g = Game(work, self.content)
        g.handle(seat, action)
        return Outcome(state=work, events=g.events, prompt=work.pending.prompt if work.pending else None)

    def view(self, state: GameState, seat: str | None) -> dict[str, Any]:
        return build_view(state, self.content, seat)

    def dump_state(self, state: GameState) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> GameState:
        return GameState.model_validate_json(text)

    def current_prompt(self, state: GameState) -> Prompt | None:
        return state.pending.prompt if state.pending else None

    def is_over(self, state: GameState) -> bool:
        return state.result is not None


def clone(state: GameState) -> GameState:
    # a dump/validate round trip is about three times faster than deepcopy on pydantic models
    return GameState.model_validate(state.model_dump())


RULESET = AltarRuleset()

__all__ = ["RULESET", "AltarRuleset", "GameState", "RuleError", "clone"]
