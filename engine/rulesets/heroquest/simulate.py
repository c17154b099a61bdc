"""`questmaster simulate --ruleset heroquest`: whole quests played by the built-in hero policy.

Each game starts a fresh party (starting weapons, no gold) on one quest, rotating through the
quests and hero line-ups; the state invariants are checked after every step. An exception, a
broken invariant or a game that does not end counts as an error, with its seed reported. Same
output shape as the Altar Quest simulator.
"""
from __future__ import annotations

from typing import Any

from ...core.simulation import hero_sets, simulate_games
from .game import Game
from .invariants import check
from .policy import play_game


def start(quest: str, party: list[str], seed: str) -> Any:
    """A simulated game's set-up: a fresh party and no set-up options, so no round limit (the
    rulebook's own game; a group may ask for one with `/game new rounds`)."""
    from . import RULESET as rs

    return rs.new_game(quest, party, seed)


def simulate(quest: str | None, heroes: int, games: int, seed: str) -> dict[str, Any]:
    from . import RULESET as rs

    content = rs.content
    quests = [quest] if quest else content.quest_order()

    def play_one(i: int, q: str, party: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
        def invariant(state: Any) -> None:
            if not broken:
                broken.extend(check(Game(state, content)))

        return play_game(rs, start(q, party, game_seed), check=invariant)

    parties = hero_sets(list(content.heroes), max(1, min(4, heroes)))
    return simulate_games("heroquest", quests, parties, games, seed, play_one, per_quest_breakdown=quest is None)
