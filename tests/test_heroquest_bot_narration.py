"""HeroQuest's events told in English and French: every die shown (the red movement dice, combat
skulls and shields), Zargon's moves and attacks, traps, searches, treasure, wandering monsters and
the decisions asked of a player."""
from __future__ import annotations

import pytest

from bot import games
from bot.gamekit import Table
from engine import registry
from engine.core.errors import RuleError
from engine.rulesets.heroquest.actions import Choose, EndTurn
from engine.rulesets.heroquest.base import nm
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat

RS = registry.get("heroquest")


def Event(type: str, data: dict) -> object:  # noqa: N802 - reads like the event it builds
    """A HeroQuest event of that type, checked against its model."""
    return RS.event_codec.load([{"type": type, **data}])[0]


GAME = games.get("heroquest")
STATE = RS.new_game("proving_halls", ["barbarian", "dwarf", "elf", "wizard"], "1")
SEEN = [Event(type="monster_revealed", data={"monster": "G1", "name": "Goblin", "name_fr": "Gobelin",
                                             "kind": "goblin", "square": "B2"}),
        Event(type="monster_revealed", data={"monster": "Gr", "name": "Grashnak", "name_fr": "Grashnak",
                                             "kind": "orc", "square": "B3"})]


def narrate(events: list, lang: str, state=STATE) -> list[str]:
    """Public sentences for events, names known from the game's view and the monsters seen before."""
    table = Table(GAME, lang, state, {}, 0)
    return GAME.narrate(SEEN + list(events), table)[len(SEEN):]


def say(event: str, lang: str = "en", **data) -> str:
    lines = narrate([Event(type=event, data=data)], lang)
    assert len(lines) == 1
    return lines[0]


def test_the_movement_roll_shows_both_red_dice():
    assert say("move_rolled", hero="barbarian", dice=[4, 3], total=7) == "🎲 Barbarian rolls [4] [3] = 7 squares to move."
    assert say("move_rolled", "fr", hero="dwarf", dice=[1, 1], total=2) == "🎲 Nain lance [1] [1] = 2 cases de déplacement."
    assert say("hero_moved", hero="elf", path=["G11", "H11", "H12"]) == "Elf moves G11 → H11 → H12 (2 spaces)."
    assert say("hero_moved", hero="elf", path=["G10", "H10", "I10"], jump=True) == "Elf leaps G10 → H10 → I10."


def test_a_heros_attack_shows_skulls_then_the_monsters_black_shields():
    line = say("hero_attacked", hero="barbarian", monster="G1", weapon="broadsword", reach="adjacent",
               attack=["skull", "skull", "white"], defence=["black", "skull"], damage=1)
    assert line == ("⚔ Barbarian attacks Goblin G1 with the Broadsword: 💀💀⚪ (2 skulls). "
                    "Goblin G1 defends ⚫💀 (1 black shield) → 1 damage.")
    line = say("hero_attacked", "fr", hero="elf", monster="G1", weapon="shortsword", reach="diagonal",
               attack=["white", "black"], defence=[], damage=0)
    assert line == "⚔ Elfe attaque Gobelin G1 avec l'arme Épée courte en diagonale : ⚪⚫ (0 crâne). Aucun crâne : aucun dégât."


def test_zargons_moves_and_attacks_show_the_heroes_white_shields():
    assert say("zargon_turn", round=3) == "😈 Zargon's turn (round 3)."
    assert say("monster_moved", monster="G1", path=["E10", "F10", "G10"]) == "Goblin G1 moves E10 → F10 → G10."
    line = say("monster_attacked", monster="Gr", hero="dwarf", attack=["skull", "skull", "skull"],
               defence=["white", "black"], damage=2)
    assert line == "👹 Grashnak Gr attacks Dwarf: 💀💀💀 (3 skulls). Dwarf defends ⚪⚫ (1 white shield) → 2 damage."
    # on himself: no "on Grashnak Gr" (the bonus line under it says what it does)
    assert say("chaos_spell", monster="Gr", spell="x", name="Black Fury", name_fr="Furie noire", targets=["Gr"]) == (
        "🌀 Grashnak Gr casts Black Fury!")
    assert say("chaos_spell", "fr", monster="Gr", spell="x", name="Black Fury", name_fr="Furie noire",
               targets=["Gr"]) == "🌀 Grashnak Gr lance Furie noire !"
    assert say("chaos_spell", monster="Gr", spell="x", name="Bolt of Ruin", name_fr="Trait de ruine",
               targets=["dwarf"]) == "🌀 Grashnak Gr casts Bolt of Ruin on Dwarf!"
    assert say("resist_roll", "fr", hero="wizard", roll=["white", "skull"], resisted=True) == (
        "Magicien repousse le sort par la force de son esprit : ⚪💀 → réussi.")


def test_traps_sprung_jumped_and_disarmed():
    assert say("trap_sprung", trap="t_pit", kind="pit", hero="dwarf", square="H10") == (
        "⚠ Dwarf falls into a pit trap at H10!")
    assert say("block_roll", hero="barbarian", roll=["skull", "white", "skull"]) == (
        "🪨 The ceiling comes down on Barbarian: 💀⚪💀 (2 skulls), no defence.")
    assert say("spear_roll", hero="elf", roll=["skull"]) == "🗡 A spear shoots out at Elf: 💀 → hit."
    assert say("jump_roll", "fr", hero="elf", roll=["black"], trap="H10") == (
        "Elfe saute par-dessus le piège en H10 : ⚫ → sans encombre.")
    line = say("disarm_roll", hero="dwarf", roll=["white"], trap="t_spear", success=True)
    assert line == "🔧 Dwarf tries to disarm the trap: ⚪ → disarmed." and "t_spear" not in line


def test_searches_say_what_was_found_and_nothing_else():
    assert say("searched_traps", hero="dwarf", found=[]) == "🔍 Dwarf searches for traps and finds none."
    assert say("searched_traps", hero="dwarf", found=[{"trap": "t_pit", "square": "H10", "kind": "pit"}]) == (
        "🔍 Dwarf searches for traps and finds a pit trap at H10.")
    assert say("searched_secret_doors", "fr", hero="elf", found=[{"door": "n_south", "a": "K18", "b": "K19"}]) == (
        "🔍 Elfe cherche des portes secrètes et trouve une porte secrète entre K18 et K19 (porte n_south) !")
    assert say("treasure_card", hero="wizard", card="few_coins", name="A Few Coins", name_fr="Quelques pièces",
               text="25 gold.", text_fr="25 pièces d'or.", kind="gold") == (
        "Wizard draws a treasure card: A Few Coins. 25 gold.")
    assert say("gold", "fr", hero="wizard", amount=25, total=40) == "💰 Magicien gagne 25 pièces d'or (40 en tout)."
    assert say("special_treasure", hero="elf", text="A flask.", text_fr="Une fiole.") == "💎 Elf: A flask."


def test_a_wandering_monster_appears_and_strikes():
    events = [Event(type="treasure_card", data={"hero": "elf", "card": "wanderer", "name": "Wandering Monster",
                                                "name_fr": "Monstre errant", "text": "It attacks.",
                                                "text_fr": "Il attaque.", "kind": "wander"}),
              Event(type="monster_revealed", data={"monster": "O2", "kind": "orc", "name": "Orc", "name_fr": "Orc",
                                                   "square": "P16"}),
              Event(type="monster_attacked", data={"monster": "O2", "hero": "elf", "attack": ["white"],
                                                   "defence": [], "damage": 0})]
    assert narrate(events, "en") == ["Elf draws a treasure card: Wandering Monster. It attacks.",
                                        "👹 Orc O2 at P16.",
                                        "👹 Orc O2 attacks Elf: ⚪ (0 skulls). No skull: no harm done."]


def test_decisions_and_their_answers_in_both_languages():
    assert say("chose", hero="barbarian", option="back", label="Step back to N15", label_fr="Reculer en N15") == (
        "Barbarian chooses: Step back to N15.")
    assert say("chose", "fr", hero="barbarian", option="back", label="Step back to N15", label_fr="Reculer en N15") == (
        "Barbare choisit : Reculer en N15.")
    # the end of a quest is said once, by the summary under the turn (its head names the reason)
    assert narrate([Event(type="quest_lost", data={"reason": "time", "round": 24})], "en") == []
    assert say("goal_done", "fr", text="Abattez Grashnak.", text_fr="Abattez Grashnak.", leave=True).startswith(
        "🎯 Objectif atteint ! Chaque héros doit maintenant repartir par l'escalier.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_quest_is_narrated_with_a_sentence_for_every_event(lang):
    state = RS.new_game("drowned_vault", ["barbarian", "dwarf", "elf", "wizard"], "4")
    kinds: set[str] = set()
    lines: list[str] = []
    while state.result is None:
        g = Game(state, RS.content)
        seat = next_seat(g)
        try:
            out = RS.apply(state, seat, choose_action(g, seat))
        except RuleError:
            out = RS.apply(state, seat, Choose(option=state.pending.prompt.default) if state.pending else EndTurn())
        lines += GAME.narrate(out.events, Table(GAME, lang, out.state, {}, 0), before=RS.view(state, None))
        kinds |= {e.type for e in out.events}
        state = out.state
    assert len(kinds) > 30
    text = "\n".join(lines)
    assert "{" not in text and "ev-" not in text and "hq-" not in text and "rule-" not in text
    assert not [line for line in lines if line.startswith("• ")], "every event has its own sentence"
    assert "💀" in text and "⚪" in text and "⚫" in text and "🎲" in text and "😈" in text


def test_a_revealed_room_is_named_by_the_squares_on_the_board_edges_not_by_its_map_letter():
    # the engine names the room by its corners, the squares a player can find on the board's edges
    state = RS.new_game("proving_halls", ["barbarian", "dwarf", "elf", "wizard"], "1")
    g = Game(state, RS.content)
    room = next(r for r in g.board.area_squares if r != "corridor" and r not in state.revealed)
    g.reveal_room(room)
    told = next(e for e in g.events if e.type == "room_revealed")
    squares = g.board.area_squares[room]
    corners = (min(x for x, _ in squares), min(y for _, y in squares)), (max(x for x, _ in squares), max(y for _, y in squares))
    assert told.span == f"{nm(corners[0])}–{nm(corners[1])}" and corners[0] != corners[1]
    assert say("room_revealed", room=room, span=told.span) == f"🚪 The room at {told.span} is revealed!"
    assert say("room_revealed", "fr", room=room, span=told.span) == f"🚪 La salle en {told.span} est révélée !"
    # a log written before rooms had a span still reads
    assert say("room_revealed", room="J") == "🚪 Room J is revealed!"
