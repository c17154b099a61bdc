"""Shared builders for the HeroQuest rules tests (no tests here).

Scenarios start from a real game made by `new_game()` on the small test board in
tests/data/heroquest (with the real heroes, monsters, spells and items from data/heroquest),
then put figures and traps exactly where a rule needs them, force the dice by choosing the PRNG
state (`rig()`), and drive `RS.apply()`.

Test board (10 x 8), quest "test": stairs B2-C3 in room A; doors a_mid E3|F3, a_north C1|C2,
b_mid F4|G4, c_a B5|B6, b_east I3|J3 and the secret d_mid F7|G7. Furniture: a table D4-E4, a
trapped chest I2 (room B), a throne I7 (room D), and in room C two trapped pieces (chest C7, rack E6).

      A B C D E F G H I J
    1 n n n n n n n n n n
    2 w A A A A v B B B e
    3 w A A A A v B B B e
    4 w A A A A v B B B e
    5 w A A A A v B B B e
    6 w C C C C v D D D e
    7 w C C C C v D D D e
    8 s s s s s s s s s s
"""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from engine.core.rng import MASK64
from engine.rulesets.heroquest import HeroQuestRuleset
from engine.rulesets.heroquest.content import Content, load_content
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.state import GameState, Monster, Turn

HERE = Path(__file__).resolve().parent
REAL = HERE.parent / "data" / "heroquest"
TEST = HERE / "data" / "heroquest"

# combat die faces (data/heroquest/dice.toml): 0-2 skull, 3-4 white shield, 5 black shield
SKULL, WHITE, BLACK = 0, 3, 5
ALL4 = ("barbarian", "dwarf", "elf", "wizard")
GAMMA = 0x9E3779B97F4A7C15


def build_root() -> Path:
    """A data folder with the real heroquest content, but the test board and quests."""
    root = Path(tempfile.mkdtemp(prefix="hq-test-"))
    target = root / "heroquest"
    target.mkdir()
    for f in REAL.glob("*.toml"):
        shutil.copy(f, target / f.name)
    shutil.copy(TEST / "board.toml", target / "board.toml")
    shutil.copytree(TEST / "quests", target / "quests")
    return root


ROOT = build_root()
C: Content = load_content(ROOT)
RS = HeroQuestRuleset(lambda: C)


def new(quest: str = "test", heroes: tuple[str, ...] = ALL4, seed: int | str = 1, **opts: Any) -> GameState:
    return RS.new_game(quest, list(heroes), seed, opts)


def game(s: GameState) -> Game:
    return Game(s, C)


def act(s: GameState, seat: str, **action: Any):
    return RS.apply(s, seat, action)


def place(s: GameState, hero: str, square: str) -> None:
    s.heroes[hero].pos = square


def give_turn(s: GameState, hero: str, roll: int | None = None, acted: bool = False) -> None:
    s.turn = Turn(hero=hero, roll=roll, left=roll or 0, acted=acted)


def put_monster(s: GameState, mid: str, kind: str, square: str, revealed: bool = True, **kw: Any) -> Monster:
    mdef = C.monsters[kind]
    m = Monster(id=mid, kind=kind, label="", pos=square, body=kw.pop("body", mdef.body), max_body=mdef.body,
                move=mdef.move, attack=mdef.attack, defend=mdef.defend, mind=mdef.mind, **kw)
    s.monsters[mid] = m
    if revealed:
        g = game(s)
        g.reveal_monster(m)
    return m


def clear_monsters(s: GameState) -> None:
    s.monsters = {}


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def rig(s: GameState, rolls: list[int], n: int = 6) -> None:
    """Set the PRNG so the next draws of randbelow(n) give `rolls` (combat faces 0-5, red die - 1)."""
    for start in range(1, 5_000_000):
        ok = True
        for i, want in enumerate(rolls):
            if _mix((start + (i + 1) * GAMMA) & MASK64) % n != want:
                ok = False
                break
        if ok:
            s.rng = start
            return
    raise AssertionError("no PRNG state gives those rolls")


def red(*values: int) -> list[int]:
    """Red dice values (1-6) as rolls for rig()."""
    return [v - 1 for v in values]


def types(outcome) -> list[str]:
    return [e.type for e in outcome.events]


def reveal(s: GameState, room: str) -> None:
    game(s).reveal_room(room)
