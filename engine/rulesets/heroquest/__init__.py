"""HeroQuest (ruleset id `heroquest`): four heroes against Zargon, played by the bot.

The bot alone knows the quest map: it reveals rooms as doors open, corridors along the heroes'
lines of sight, and plays every monster by the policy in `zargon.py`.

Besides the `Ruleset` protocol this exposes what the bot needs between quests:
`carry_over(state)` (the party to pass as `options["party"]` to the next `new_game`),
`next_quest(state)` and `shop_items()`; and `ZARGON_POLICY_EN` / `ZARGON_POLICY_FR`.
"""
from __future__ import annotations

import json
from typing import Any

from ...core.errors import RuleError
from ...core.protocol import HeroInfo, QuestInfo
from ...core.ruleset_base import StateRuleset
from .actions import action_dict, parse_action
from .content import Content, content
from .events import CODEC
from .game import Game, carry_over, new_game
from .legal import legal_actions
from .state import GameState
from .view import build_view
from .zargon import ZARGON_POLICY_EN, ZARGON_POLICY_FR

# What a HeroQuest state knows of the dungeon: an action that grew any of these showed the heroes
# something new.
KNOWLEDGE_KEYS = ("seen", "revealed", "known_doors", "furniture_seen", "blocked_seen")


class HeroQuestRuleset(StateRuleset):
    id = "heroquest"
    name = "HeroQuest"
    state_cls = GameState
    game_cls = Game
    event_codec = CODEC
    default_content = staticmethod(content)

    def quests(self) -> list[QuestInfo]:
        c = self.content
        return [QuestInfo(id=q, name=c.quests[q].name, summary=c.quests[q].summary,
                          name_fr=c.quests[q].name_fr, summary_fr=getattr(c.quests[q], "summary_fr", ""))
                for q in c.quest_order()]

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

    def _view(self, state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
        return build_view(state, content, seat)

    def current_seat(self, state: GameState) -> str | None:
        """Whose decision it is: a prompt's owner, the active hero, or None (shop: anyone)."""
        if state.result is not None:
            return None
        if state.pending is not None:
            return state.pending.hero
        return state.turn.hero if state.turn else None

    def hidden_change(self, before: str, after: str) -> str | None:
        """Besides the dice: anything the heroes had not seen before (a corridor square seen along a
        line of sight, a door, furniture) cannot be taken back."""
        why = super().hidden_change(before, after)
        if why is not None:
            return why
        old, new = json.loads(before), json.loads(after)
        if any(old.get(k) != new.get(k) for k in KNOWLEDGE_KEYS):
            return "undo-seen"
        return None

    # --- between quests -----------------------------------------------------------------------

    def carry_over(self, state: GameState) -> dict[str, Any]:
        return carry_over(state, self.content)

    def next_quest(self, state: GameState) -> str | None:
        order = self.content.quest_order()
        i = order.index(state.quest)
        return order[i + 1] if i + 1 < len(order) else None

    def shop_items(self) -> list[dict[str, Any]]:
        return [{"id": i.id, "name": i.name, "name_fr": i.name_fr, "price": i.price, "text": i.text,
                 "text_fr": i.text_fr, "kind": i.kind, "wizard_ok": i.wizard_ok}
                for i in self.content.items.values() if i.price is not None]

    def zargon_policy(self, lang: str = "en") -> str:
        return ZARGON_POLICY_FR if lang == "fr" else ZARGON_POLICY_EN


RULESET = HeroQuestRuleset()


def clone(state: GameState) -> GameState:
    return RULESET.clone(state)

__all__ = ["RULESET", "HeroQuestRuleset", "GameState", "RuleError", "clone", "ZARGON_POLICY_EN",
           "ZARGON_POLICY_FR", "action_dict"]
