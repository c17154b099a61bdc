"""`questmaster simulate --ruleset altered`: bot-vs-bot duels (see simulate_duels)."""
from __future__ import annotations

from typing import Any


def simulate_duels(game: Any, quest: str | None, games: int, seed: str) -> dict[str, Any]:
    from engine.core.simulation import simulate_games

    rs = game.ruleset
    quests = [quest] if quest else [q.id for q in rs.quests()]
    party = [h.id for h in rs.heroes()][:2]

    def play_one(i: int, q: str, seats: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
        state, steps = rs.new_game(q, seats, game_seed), 0
        while not rs.is_over(state):
            chosen = game.policy_action(state)
            if chosen is None or steps >= 3000:
                broken.append("the duel stopped without a winner")
                break
            state = rs.apply(state, *chosen).state
            steps += 1
        return state, steps

    return simulate_games(game.id, quests, [party], games, seed, play_one, per_quest_breakdown=quest is None)
