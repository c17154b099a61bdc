"""Tic-tac-toe (ruleset id `tictactoe`): the engine of the test game, a `StateRuleset` like the real ones."""
from __future__ import annotations

from typing import Any

from engine.core.protocol import HeroInfo, QuestInfo
from engine.core.ruleset_base import StateRuleset

from .actions import parse_action
from .content import Content, content
from .events import CODEC
from .game import Game, new_game
from .legal import legal_actions
from .state import GameState
from .view import build_view

ID = "tictactoe"


class TicTacToeRuleset(StateRuleset):
    id = ID
    name = "Tic-tac-toe"
    state_cls = GameState
    game_cls = Game
    event_codec = CODEC
    default_content = staticmethod(content)

    def quests(self) -> list[QuestInfo]:
        return [QuestInfo(id=qid, name=q.name, summary=q.summary, name_fr=q.name_fr, summary_fr=q.summary_fr)
                for qid, q in self.content.quests.items()]

    def heroes(self) -> list[HeroInfo]:
        return [HeroInfo(id=hid, name=h.name, summary=h.summary, name_fr=h.name_fr, summary_fr=h.summary_fr)
                for hid, h in self.content.heroes.items()]

    def _parse(self, data: dict[str, Any]) -> Any:
        return parse_action(data)

    def _new_game(self, content: Content, quest: str, heroes: list[str], seed: int | str,
                  options: dict[str, Any] | None) -> GameState:
        return new_game(content, quest, heroes, seed, options)

    def _legal(self, game: Game, seat: str) -> list[Any]:
        return legal_actions(game, seat)

    def _view(self, state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
        return build_view(state, content, seat)


RULESET = TicTacToeRuleset()

__all__ = ["ID", "RULESET", "GameState", "TicTacToeRuleset"]
