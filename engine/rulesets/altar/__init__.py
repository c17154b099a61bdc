"""Altar Quest (ruleset id `altar`): co-operative dungeon crawl for 1-4 heroes."""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from ...core.protocol import HeroInfo, QuestInfo
from ...core.ruleset_base import StateRuleset
from .actions import parse_action
from .base import nm
from .content import Content, content
from .events import CODEC
from .game import Game, new_game
from .legal import legal_actions
from .state import GameState
from .view import build_view


class AltarRuleset(StateRuleset):
    id = "altar"
    name = "Altar Quest"
    state_cls = GameState
    game_cls = Game
    event_codec = CODEC
    default_content = staticmethod(content)

    def quests(self) -> list[QuestInfo]:
        return [QuestInfo(id=q.id, name=q.name, summary=q.summary, name_fr=q.name_fr, summary_fr=q.summary_fr)
                for q in self.content.quests.values()]

    def heroes(self) -> list[HeroInfo]:
        return [HeroInfo(id=h.id, name=h.name, summary=h.text, name_fr=h.name_fr, summary_fr=h.text_fr)
                for h in self.content.heroes.values()]

    def _parse(self, data: dict[str, Any]) -> Any:
        return parse_action(data)

    def _new_game(self, content: Content, quest: str, heroes: list[str], seed: int | str,
                  options: dict[str, Any] | None) -> GameState:
        return new_game(content, quest, heroes, seed, options)

    def _legal(self, game: Game, seat: str) -> list[Any]:
        return legal_actions(game, seat)

    def move_costs(self, state: GameState, seat: str) -> dict[str, tuple[int, int, int]]:
        """Where the hero can move now: square -> (spaces walked, actions spent, spaces still
        paid for afterwards), for the /move choices."""
        game = self.game_cls(state, self.content)
        if seat not in state.heroes or f"h_{seat}" not in state.figures:
            return {}
        fig = state.figures[f"h_{seat}"]
        out: dict[str, tuple[int, int, int]] = {}
        for square, spaces in game.reachable_for(fig, game.move_limit(seat)).items():
            cost, left = game.move_cost(seat, spaces)
            out[nm(square)] = (spaces, cost, left)
        return out

    def _view(self, state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
        return build_view(state, content, seat)


RULESET = AltarRuleset()


def clone(state: GameState) -> GameState:
    return RULESET.clone(state)


__all__ = ["RULESET", "AltarRuleset", "GameState", "RuleError", "clone"]
