"""Altar Quest's whole games played by the built-in hero policy: `questmaster simulate` and the
engine benchmark. Simulations call the same `apply()` the bot does and check the state invariants
after every step."""
from __future__ import annotations

from typing import Any

from engine import registry
from engine.core.simulation import hero_sets, simulate_games


def deck_choice(rs: Any, i: int) -> dict[str, str]:
    """Rotate through every threat deck and villain deck so balance covers all of them."""
    threats = sorted(rs.content.threat_decks)
    villains = sorted(rs.content.villains)
    return {"threat_deck": threats[i % len(threats)], "villain_deck": villains[(i // len(threats)) % len(villains)]}


def simulate(quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.invariants import check
    from engine.rulesets.altar.policy import play_game

    rs = registry.get("altar")
    quests = [quest] if quest else sorted(rs.content.quests)

    def play_one(i: int, q: str, party: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
        def invariant(state: Any) -> None:
            if not broken:
                broken.extend(check(Game(state, rs.content)))

        state = rs.new_game(q, party, game_seed, {"hard": hard, "random_start": True, **deck_choice(rs, i)})
        return play_game(rs, state, check=invariant)

    parties = hero_sets(sorted(rs.content.heroes), heroes)
    return simulate_games("altar", quests, parties, games, seed, play_one, per_quest_breakdown=quest is None)


def bench_game(index: int, seed: str) -> Any:
    """Game `index` of the engine benchmark: 2 heroes, quests, parties and decks in rotation."""
    rs = registry.get("altar")
    quests = sorted(rs.content.quests)
    combos = hero_sets(sorted(rs.content.heroes), 2)
    return rs.new_game(quests[index % len(quests)], combos[index % len(combos)], f"{seed}-{index}",
                       {"random_start": True, **deck_choice(rs, index)})
