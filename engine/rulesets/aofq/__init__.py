"""Age of Fantasy: Quest (ruleset id `aofq`): a skirmish on an open table measured in inches, heroes against
enemy units that follow the rulebook's own AI. Missions are ours: three by hand (data/aofq/missions.toml)
and a seeded generator (`random`, `random-easy`, `random-hard`, or `random-<objective>[-<difficulty>]`)."""
from __future__ import annotations

from typing import Any

from ...core.errors import RuleError
from ...core.protocol import HeroInfo, QuestInfo
from ...core.ruleset_base import StateRuleset
from .actions import parse_action
from .content import Content, content
from .events import CODEC
from .game import Game, carry_over, new_game
from .legal import legal_actions
from .missions import DIFFICULTIES, OBJECTIVES, generate, missions
from .state import GameState
from .view import build_view

ID = "aofq"
RANDOM = "random"


def mission_for(c: Content, quest: str, seed: int | str, party: int, options: dict[str, Any] | None = None) -> Any:
    """A hand-designed mission by id, or a generated one: `random[-<objective>][-<difficulty>]`."""
    known = missions()
    if quest in known:
        return known[quest]
    parts = quest.split("-")
    if parts[0] != RANDOM:
        raise RuleError("unknown_quest", f"There is no mission {quest!r}.", quest=quest)
    objective = next((p for p in parts[1:] if p in OBJECTIVES), None)
    difficulty = next((p for p in parts[1:] if p in DIFFICULTIES), (options or {}).get("difficulty", "normal"))
    if any(p not in OBJECTIVES and p not in DIFFICULTIES for p in parts[1:]):
        raise RuleError("unknown_quest", f"There is no mission {quest!r}.", quest=quest)
    return generate(c, str(seed), difficulty, party, objective)


class AofqRuleset(StateRuleset):
    id = ID
    name = "Age of Fantasy: Quest"
    state_cls = GameState
    game_cls = Game
    event_codec = CODEC
    default_content = staticmethod(content)

    def quests(self) -> list[QuestInfo]:
        out = [QuestInfo(id=m.id, name=m.name, summary=m.text, name_fr=m.name_fr, summary_fr=m.text_fr)
               for m in missions().values()]
        for diff, en, fr in (("", "A mission drawn for you", "Une mission tirée pour vous"),
                             ("-easy", "An easy mission drawn for you", "Une mission facile tirée pour vous"),
                             ("-hard", "A hard mission drawn for you", "Une mission difficile tirée pour vous")):
            out.append(QuestInfo(id=RANDOM + diff, name=en, name_fr=fr,
                                 summary="Objective, enemies and terrain from the game's seed.",
                                 summary_fr="Objectif, ennemis et décor tirés de la graine de la partie."))
        return out

    def heroes(self) -> list[HeroInfo]:
        return [HeroInfo(id=h.id, name=h.name, summary=h.text, name_fr=h.name_fr, summary_fr=h.text_fr)
                for h in self.content.heroes]

    def _parse(self, data: dict[str, Any]) -> Any:
        return parse_action(data)

    def _new_game(self, content: Content, quest: str, heroes: list[str], seed: int | str,
                  options: dict[str, Any] | None) -> GameState:
        mission = mission_for(content, quest, seed, len(heroes), options)
        # `small`: the 24" table of the rulebook's variant, every distance halved
        size = 24.0 if (options or {}).get("small") else float((options or {}).get("size", 48))
        if size not in (48.0, 24.0):
            raise RuleError("aofq_table_size", "The table is 48 or 24 inches across.")
        state = new_game(content, mission, heroes, seed, size, party=(options or {}).get("party"))
        state.quest = quest
        return state

    def carry_over(self, state: GameState) -> dict[str, Any]:
        return carry_over(state)

    def next_quest(self, state: GameState) -> str | None:
        """After a win, the next hand-designed mission, then missions drawn harder as the party grows;
        after a loss, the same mission again."""
        if state.result != "won":
            return state.quest or RANDOM
        order = list(missions())
        if state.mission.id in order and order.index(state.mission.id) + 1 < len(order):
            return order[order.index(state.mission.id) + 1]
        xp = min(h.xp for h in state.heroes.values())
        return RANDOM + ("-hard" if xp >= 6 else "")

    def _legal(self, game: Game, seat: str) -> list[Any]:
        return legal_actions(game, seat)

    def _view(self, state: GameState, content: Content, seat: str | None) -> dict[str, Any]:
        return build_view(state, content, seat)


RULESET = AofqRuleset()

__all__ = ["ID", "RULESET", "AofqRuleset", "GameState"]
