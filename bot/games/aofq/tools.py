"""Age of Fantasy: Quest's tools: whole missions played by the built-in hero player (`questmaster simulate`,
the engine benchmark) and the content check (`questmaster validate`)."""
from __future__ import annotations

from typing import Any

from engine import registry
from engine.core.errors import RuleError
from engine.core.simulation import hero_sets, simulate_games

DIFFICULTY_QUESTS = ("random-easy", "random", "random-hard")  # generated missions, one per difficulty
VALIDATE_SEEDS = 40  # generated missions checked by `validate`
MAX_STEPS = 5000


def play(rs: Any, state: Any) -> tuple[Any, int]:
    """Play a mission to its end with the built-in player; a misjudged action falls back to a decision's
    default or the end of the activation."""
    from engine.rulesets.aofq.policy import policy_action

    steps = 0
    while not rs.is_over(state) and steps < MAX_STEPS:
        chosen = policy_action(rs, state)
        if chosen is None:
            break
        seat, action = chosen
        try:
            state = rs.apply(state, seat, action).state
        except RuleError:
            prompt = rs.current_prompt(state)
            state = rs.apply(state, seat, {"type": "choose", "option": prompt.default} if prompt else {"type": "end"}).state
        steps += 1
    return state, steps


def simulate(quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
    """`games` missions: the one asked for, else generated ones at each difficulty (win rates per difficulty)."""
    rs = registry.get("aofq")
    quests = [quest] if quest else (["random-hard"] if hard else list(DIFFICULTY_QUESTS))

    def play_one(i: int, q: str, party: list[str], game_seed: str, broken: list[str]) -> tuple[Any, int]:
        return play(rs, rs.new_game(q, party, game_seed))

    parties = hero_sets([h.id for h in rs.heroes()], max(1, min(4, heroes)))
    out = simulate_games("aofq", quests, parties, games, seed, play_one, per_quest_breakdown=quest is None)
    out["win_rate"] = round(out["wins"] / games, 3) if games else 0.0
    if quest is None:
        out["difficulties"] = {q.replace("random-", "") if q != "random" else "normal": st["win_rate"]
                               for q, st in out.get("quests", {}).items()}
    return out


def validate(seeds: int = VALIDATE_SEEDS) -> dict[str, Any]:
    """Counts of heroes, factions, units and missions; every hand-made mission and `seeds` generated ones
    checked (raises ContentError with every problem)."""
    from engine.core.content_io import ContentError
    from engine.rulesets.aofq.content import content
    from engine.rulesets.aofq.missions import DIFFICULTIES, check_mission, generate, missions

    c = content()
    problems: list[str] = []
    known = missions()
    for m in known.values():
        problems += check_mission(c, m)
    generated = 0
    for i in range(seeds):
        difficulty = DIFFICULTIES[i % len(DIFFICULTIES)]
        m = generate(c, f"validate-{i}", difficulty, 1 + i % 4)
        problems += check_mission(c, m)
        generated += 1
    if problems:
        raise ContentError(problems)
    return {"heroes": len(c.heroes), "factions": len(c.factions), "units": sum(len(f.units) for f in c.factions),
            "missions": len(known), "generated": generated}


def bench_game(index: int, seed: str) -> Any:
    """Game `index` of the engine benchmark: 2 heroes, hand-made and generated missions in rotation."""
    rs = registry.get("aofq")
    quests = sorted(q.id for q in rs.quests())
    parties = hero_sets([h.id for h in rs.heroes()], 2)
    return rs.new_game(quests[index % len(quests)], parties[index % len(parties)], f"{seed}-{index}")
