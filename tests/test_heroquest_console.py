"""`questmaster play --ruleset heroquest`: whole quests played offline through the same GameService
as the bot, from a piped script of slash commands.

The script is written from the engine's built-in hero policy for a fixed seed (each action turned
into the command a player would type), so the console run must end exactly as the engine run did.
"""
from __future__ import annotations

import io
import re
import subprocess
import sys
from argparse import Namespace
from typing import Any

import pytest

from bot.console import play
from engine import registry
from engine.core.errors import RuleError
from engine.rulesets.heroquest.actions import Choose, EndTurn
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat

HEROES = ["barbarian", "dwarf", "elf", "wizard"]
PLAYERS = ["ann", "bo", "cy", "di"]


def args(**kw: Any) -> Namespace:
    base = {"ruleset": "heroquest", "quest": None, "players": ",".join(PLAYERS), "heroes": None, "seed": "7",
            "out": None, "lang": "en", "hard": False, "db": None}
    base.update(kw)
    return Namespace(**base)


def command_line(action: Any, state: Any, seat: str) -> str:
    """The slash command a player types for an engine action."""
    kind = action.type
    if kind == "move":
        return f"/move to:{action.to}" + (f" path:{' '.join(action.path)}" if action.path else "")
    if kind == "jump":
        return f"/jump to:{action.to}" + (f" over:{action.over}" if action.over else "")
    if kind == "open_door":
        return f"/open door:{action.door}"
    if kind == "attack":
        return f"/attack target:{action.target}" + (f" weapon:{action.weapon}" if action.weapon else "") + (
            " throw:true" if action.throw else "")
    if kind == "cast":
        target = action.target or state.heroes[seat].label  # no target: the caster
        return f"/cast spell:{action.spell} target:{target}"
    if kind == "search":
        return f"/search for:{action.for_}"
    if kind == "disarm":
        return f"/disarm trap:{action.trap}"
    if kind == "drink":
        return f"/drink potion:{action.potion}"
    if kind == "give":
        return f"/give card:{action.item} to:{action.to}" + (f" amount:{action.amount}" if action.amount else "")
    if kind == "shop_buy":
        return f"/shop buy item:{action.item}"
    if kind == "shop_sell":
        return f"/shop sell item:{action.item}"
    if kind == "choose":
        return f"/choose option:{action.option}"
    assert kind == "end", kind
    return "/end"


def policy_script(quest: str, seed: str, heroes: list[str] = HEROES, players: list[str] = PLAYERS,
                  options: dict[str, Any] | None = None, max_steps: int = 4000) -> tuple[list[str], Any]:
    """The policy's whole game as console lines (`@player /command`), and the engine's final state.

    The loop is the simulator's (`policy.play_game`): an action the rules refuse falls back to the
    prompt's default or to /end, so the script holds only actions the engine accepted."""
    rs = registry.get("heroquest")
    state = rs.new_game(quest, heroes, seed, {"hard": False, **(options or {})})
    lines: list[str] = []
    per_turn, last_turn = 0, None
    while state.result is None and len(lines) < max_steps:
        g = Game(state, rs.content)
        seat = next_seat(g)
        assert seat is not None
        key = (state.round, state.turn.hero if state.turn else None)
        per_turn = per_turn + 1 if key == last_turn else 0
        last_turn = key
        action = EndTurn() if per_turn > 25 and state.pending is None else choose_action(g, seat)
        try:
            outcome = rs.apply(state, seat, action)
        except RuleError:
            action = Choose(option=state.pending.prompt.default) if state.pending is not None else EndTurn()
            outcome = rs.apply(state, seat, action)
        player = players[heroes.index(seat) % len(players)]
        lines.append(f"@{player} {command_line(action, state, seat)}")
        state = outcome.state
    assert state.result is not None, "the policy's game did not end"
    return lines, state


def summary_of(text: str) -> re.Match[str] | None:
    return re.search(r"(🏆 \*\*Victory\*\*|☠ \*\*Defeat\*\*) in round (\d+)", text)


@pytest.mark.parametrize(("quest", "seed"), [("proving_halls", "7"), ("cold_crypt", "s4")])
async def test_a_whole_quest_played_from_a_piped_script_ends_as_the_engine_run(quest, seed):
    lines, final = policy_script(quest, seed)
    out = io.StringIO()
    code = await play(args(quest=quest, seed=seed), io.StringIO("\n".join(lines) + "\n"), out)
    text = out.getvalue()
    assert code == 0
    # every command was played and none was refused (a refusal is a private "[only ... sees]" line)
    assert text.count("\n> ") == len(lines)
    assert [line for line in text.splitlines() if line.startswith("[only")] == []
    # rooms are told by the squares on the board's edges, never by the map's own letters
    assert re.search(r"🚪 The room at [A-Z]+\d+–[A-Z]+\d+ is revealed!", text)
    assert not re.search(r"\bRoom [A-Z]\b", text)
    found = summary_of(text)
    assert found, text[-2000:]
    assert found.group(1).startswith("🏆" if final.result == "won" else "☠")
    assert int(found.group(2)) == final.round
    # the last message is the quest's end: its summary, and the way on to the next quest
    tail = text[text.rindex("\n> "):]
    assert "`/game next`" in tail and summary_of(tail)


async def test_the_party_goes_on_to_the_next_quest_with_its_gold_and_items():
    """`/game next` after a won quest: the survivor keeps their seat, gold and items; the fallen are
    replaced by new heroes; the armory opens first and `/end` from everyone starts the quest."""
    lines, final = policy_script("proving_halls", "44")
    assert final.result == "won"
    party = registry.get("heroquest").carry_over(final)
    assert set(party) == {"barbarian"}  # the others fell in this run
    gold = party["barbarian"]["gold"]
    tail = ["/game next", "@bo /game join hero:dwarf", "@cy /game join hero:elf", "@di /game join hero:wizard",
            "@ann /game start", "@ann /hand", "@ann /shop buy item:helmet", "@ann /shop sell item:broadsword",
            "@ann /shop buy item:helmet", "@ann /end", "@bo /end", "@cy /end", "@di /end", "@ann /game status"]
    out = io.StringIO()
    assert await play(args(quest="proving_halls", seed="44"), io.StringIO("\n".join(lines + tail)), out) == 0
    text = out.getvalue()
    after = text[text.index("> ann: /game next"):]
    assert "ann leads the party on to **The Drowned Vault**." in after
    assert f"Carried over: Barbarian (ann: {gold} gold, 2 items)." in after
    assert "The armory is open before **The Drowned Vault**" in after
    assert f"🎒 **Barbarian** — body 8/8, mind 2/2, {gold} gold" in after  # body back in full
    assert f"That costs 125 gold; you have {gold}." in after
    assert "🛒 Barbarian sells the Broadsword for 125 gold." in after
    assert "🛒 Barbarian buys the Helmet for 125 gold." in after
    assert "▶ Barbarian's turn (round 1)." in after
    status = after[after.index("> ann: /game status"):]
    assert "**The Drowned Vault** — round 1. Goal:" in status  # no round limit was asked for
    assert f"**Barbarian** (ann): body 8/8, mind 2/2, {gold} gold" in status
    assert "**Dwarf** (bo): body 7/7, mind 3/3, 0 gold" in status  # a new Dwarf, starting afresh


def test_questmaster_play_heroquest_in_a_subprocess(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "play", "--ruleset", "heroquest", "--quest", "proving_halls",
         "--players", "ann,bo", "--seed", "3", "--out", str(tmp_path), "--lang", "fr"],
        input="/move to:H12\n/search for:traps\n/end\n@bo /hand\n", capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Les Salles de l'épreuve" in proc.stdout
    assert "🎲 Barbare lance" in proc.stdout and "cases de déplacement" in proc.stdout
    assert "se déplace G11 → H11 → H12 (2 cases)" in proc.stdout or "se déplace G11 → G12 → H12" in proc.stdout
    assert "cherche des pièges" in proc.stdout
    assert "🎒 **Nain**" in proc.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 2
