"""Altered (ruleset id `altered`): a two-player card duel. Each seat plays a deck led by a hero and walks two
expeditions (hero and companion) toward each other along the Adventure row; the first to reunite them wins.

This package is the rules engine; the bot layer, pictures and the registry lines come later.
"""
from __future__ import annotations

import json
from typing import Any

from ...core.protocol import HeroInfo, QuestInfo
from ...core.ruleset_base import StateRuleset
from .actions import parse_action
from .content import Content, content
from .events import CODEC
from .game import Game, new_game
from .legal import legal_actions
from .state import GameState
from .view import build_view

ID = "altered"


class AlteredRuleset(StateRuleset):
    id = ID
    name = "Altered"
    state_cls = GameState
    game_cls = Game
    event_codec = CODEC
    default_content = staticmethod(content)

    def quests(self) -> list[QuestInfo]:
        return [QuestInfo(id=qid, name=q.name, summary=q.summary, name_fr=q.name_fr, summary_fr=q.summary_fr)
                for qid, q in self.content.quests.items()]

    def heroes(self) -> list[HeroInfo]:
        """The decks a seat may play (a seat is a deck id)."""
        return [HeroInfo(id=did, name=d.name, summary=d.summary, name_fr=d.name_fr, summary_fr=d.summary_fr)
                for did, d in self.content.decks.items()]

    def _parse(self, data: dict[str, Any]) -> Any:
        return parse_action(data)

    def _new_game(self, content: Content, quest: str, heroes: list[str], seed: int | str,
                  options: dict[str, Any] | None) -> GameState:
        return new_game(content, quest, heroes, seed, options)

    def _legal(self, game: Game, seat: str) -> list[Any]:
        return legal_actions(game, seat)

    def _view(self, state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
        return build_view(state, content, seat)

    def hidden_change(self, before: str, after: str) -> str | None:
        """Besides the random stream: a card drawn (a deck shrank) or a Tumult card turned face up."""
        why = super().hidden_change(before, after)
        if why is not None:
            return why
        old, new = json.loads(before), json.loads(after)
        if any(len(old["players"][s]["deck"]) != len(new["players"][s]["deck"]) for s in old.get("players", {})):
            return "undo-card"
        if [r["revealed"] for r in old.get("regions", [])] != [r["revealed"] for r in new.get("regions", [])]:
            return "undo-seen"
        return None


RULESET = AlteredRuleset()

__all__ = ["ID", "RULESET", "AlteredRuleset", "GameState"]
