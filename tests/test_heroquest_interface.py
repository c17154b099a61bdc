"""HeroQuest as a player meets it through the bot's service: a move that cannot reach its square is
never walked part of the way or round a detour, every refusal says why and what to do instead, and
an action refused spends nothing (the state is untouched: no die, no action, no movement).

Scenes are set on the first quest's real board (the stair room K: G11-L13; the corridor row 10 runs
above it; the double corridor M-N runs down the middle)."""
from __future__ import annotations

from typing import Any

from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.legal import legal_actions
from engine.rulesets.heroquest.state import Monster, Turn
from tests.test_heroquest_support import red, rig
from tests.test_service_heroquest import ALICE, BOB, RS, hq_game, set_state


def corridors_seen(state: Any) -> None:
    """Every corridor square seen, no monster on the board, no trap hidden in the way."""
    g = Game(state, RS.content)
    state.seen = [n for n in sorted({*state.seen, *(_name(s) for s in g.corridor_squares)})]
    state.monsters = {}
    for t in state.traps.values():
        t.status = "gone"


def _name(square: Any) -> str:
    from engine.rulesets.heroquest.base import nm

    return nm(square)


def rubble(state: Any, *squares: str) -> None:
    for s in squares:
        state.fallen.append(s)
        state.blocked_seen.append(s)


def monster(state: Any, mid: str, kind: str, at: str, label: str) -> None:
    mdef = RS.content.monsters[kind]
    state.monsters[mid] = Monster(id=mid, kind=kind, label=label, pos=at, body=mdef.body, max_body=mdef.body,
                                  move=mdef.move, attack=mdef.attack, defend=mdef.defend, mind=mdef.mind,
                                  revealed=True)


def fresh_turn(state: Any, hero: str) -> None:
    state.turn = Turn(hero=hero)


async def snapshot(svc: Any) -> tuple[int, str]:
    game = await svc.game(1)
    return game.row.version, game.row.state


async def refused(svc: Any, user: int, verb: str, options: dict[str, Any], lang: str = "en",
                  action: dict[str, Any] | None = None) -> str:
    """A command the game refuses: the reply is private, and nothing changed (same state version)."""
    before = await snapshot(svc)
    if action is not None:
        r = await svc.act(1, user, action, lang=lang)
    else:
        r = await svc.command(1, user, verb, options, lang=lang)
    assert r.error and r.ephemeral, r.text
    assert await snapshot(svc) == before, f"{verb} was refused but changed the game"
    return r.text


# --- 4. a move that cannot reach its square is not walked -------------------------------------------


async def test_a_short_roll_keeps_the_hero_and_the_roll_and_names_the_distance_and_the_squares(service):
    await hq_game(service)
    await set_state(service, 1, lambda s: rig(s, red(3, 3)))
    r = await service.command(1, ALICE, "move", {"to": "L13"})
    assert not r.error
    assert ("Barbarian rolled 6: not enough for L13, 7 squares away by the open way. Barbarian stays put and keeps "
            "the 6 squares. Closest squares within reach: L12, K13, L11 — `/move` to one of them.") in r.text
    game = await service.game(1)
    hero, turn = game.state.heroes["barbarian"], game.state.turn
    assert hero.pos == "G11" and (turn.roll, turn.left) == (6, 6)
    # the roll is kept: a second try is refused the same way, and a square it reaches is walked
    text = await refused(service, ALICE, "move", {"to": "L13"})
    assert text == ("L13 is 7 squares away by the open way; you have 6 left. Closest squares within reach: L12, "
                    "K13, L11 — `/move` to one of them.")
    r = await service.command(1, ALICE, "move", {"to": "L12"})
    assert not r.error and "Barbarian moves G11 → H11 → I11 → J11 → K11 → L11 → L12 (6 spaces)." in r.text


async def test_the_short_roll_is_told_in_french(service):
    await hq_game(service)
    await set_state(service, 1, lambda s: rig(s, red(3, 3)))
    r = await service.command(1, ALICE, "move", {"to": "L13"}, lang="fr")
    assert ("Barbare a obtenu 6 : pas assez pour L13, à 7 cases par le chemin dégagé. Barbare reste sur place et "
            "garde ses 6 cases. Cases les plus proches à portée : L12, K13, L11 — `/move` vers l'une d'elles.") in r.text
    text = await refused(service, ALICE, "move", {"to": "L13"}, lang="fr")
    assert text.startswith("L13 est à 7 cases par le chemin dégagé ; il vous en reste 6.")


async def test_rubble_on_the_direct_way_is_named_and_no_detour_is_walked(service):
    await hq_game(service)

    def scene(s: Any) -> None:
        corridors_seen(s)
        s.heroes["barbarian"].pos = "M8"
        rubble(s, "M10")
        rig(s, red(2, 3))

    await set_state(service, 1, scene)
    r = await service.command(1, ALICE, "move", {"to": "M12"})
    assert not r.error
    assert ("Barbarian rolled 5: not enough for M12, 6 squares away by the open way. Barbarian stays put and keeps "
            "the 5 squares. The direct way (4 squares) is blocked by the rubble at M10. Closest squares within "
            "reach: M11, N12, N11 — `/move` to one of them.") in r.text
    game = await service.game(1)
    assert game.state.heroes["barbarian"].pos == "M8" and game.state.turn.left == 5
    assert "moves" not in r.text
    text = await refused(service, ALICE, "move", {"to": "M12"}, lang="fr")
    assert "Le chemin direct (4 cases) est barré par l'éboulis en M10." in text


async def test_a_way_longer_than_any_roll_is_refused_before_the_dice(service):
    # rubble cuts the corridor between K10 and M10: the only open way runs round the whole board
    await hq_game(service)

    def scene(s: Any) -> None:
        corridors_seen(s)
        s.heroes["barbarian"].pos = "K10"
        rubble(s, "L10")

    await set_state(service, 1, scene)
    text = await refused(service, ALICE, "move", {"to": "M10"})
    assert text.startswith("M10 is ") and "squares away by the open way: more than your dice can ever give (12)." in text
    assert "The direct way (2 squares) is blocked by the rubble at L10." in text
    game = await service.game(1)
    assert game.state.turn.roll is None  # no die was rolled


async def test_a_square_nobody_has_seen_is_refused_with_the_way_to_go(service):
    await hq_game(service)
    text = await refused(service, ALICE, "move", {"to": "M12"})
    assert text == ("Nobody has seen M12 yet: a hero walks only where the heroes have looked. Every way there passes "
                    "a closed door: stand on one of a door's two squares and `/open` it first.")
    text = await refused(service, ALICE, "move", {"to": "M12"}, lang="fr")
    assert text.startswith("Personne n'a encore vu M12 : ")


async def test_a_given_path_is_followed_exactly_or_refused_where_it_breaks(service):
    await hq_game(service)
    text = await refused(service, ALICE, "move", {"to": "I12", "path": "H11 I12"})
    assert text == ("Your path breaks between H11 and I12: they are not side by side (one orthogonal step at a time, "
                    "no diagonals).")
    text = await refused(service, ALICE, "move", {"to": "G10", "path": "G10"})
    assert text == "Your path breaks between G11 and G10: a wall stands between them."
    text = await refused(service, ALICE, "move", {"to": "M12", "path": "H11 I11 J11 K11 L11 L12 M12"})
    assert text.startswith("Your path breaks between L12 and M12: a closed door stands between them")
    text = await refused(service, ALICE, "move", {"to": "I12", "path": "H11 I12"}, lang="fr")
    assert text.startswith("Votre chemin s'interrompt entre H11 et I12 : ces cases ne se touchent pas")
    r = await service.command(1, ALICE, "move", {"to": "I13", "path": "G12 G13 H13 I13"})
    assert not r.error and "G11 → G12 → G13 → H13 → I13" in r.text


async def test_the_policy_never_picks_a_move_it_cannot_finish():
    """Once the dice are rolled, every move the simulation's hero policy picks is walked to its end
    (unless a hidden trap stops it), and no action it picks is refused."""
    from engine.rulesets.heroquest.policy import choose_action, next_seat

    for quest in RS.content.quest_order():
        state = RS.new_game(quest, list(RS.content.heroes), f"finish-{quest}")
        for _ in range(1500):
            if state.result is not None:
                break
            g = Game(state, RS.content)
            seat = next_seat(g)
            action = choose_action(g, seat)
            if action.type == "move" and state.turn is not None and state.turn.roll is not None:
                assert action.to in {m.to for m in legal_actions(g, seat) if m.type == "move"}
            out = RS.apply(state, seat, action)  # a refusal would raise: the policy picks only legal actions
            if action.type == "move" and state.turn is not None and state.turn.roll is not None:
                assert out.state.heroes[seat].pos == action.to or out.state.heroes[seat].pos is None or any(
                    e.type in ("trap_sprung", "entered_pit") for e in out.events)
            state = out.state


# --- 5. every refusal says why and what to do -------------------------------------------------------


async def test_a_door_is_opened_from_one_of_its_two_squares(service):
    await hq_game(service)
    text = await refused(service, ALICE, "", {}, action={"type": "open_door", "door": "k_mid"})
    assert text == "To open door 2, stand on one of the two squares it joins: L12 or M12."
    text = await refused(service, ALICE, "", {}, lang="fr", action={"type": "open_door", "door": "k_mid"})
    assert text == "Pour ouvrir la porte 2, placez-vous sur l'une des deux cases qu'elle relie : L12 ou M12."


async def test_out_of_sight_names_the_wall_the_door_or_the_figure_in_the_way(service):
    await hq_game(service, heroes=((ALICE, "wizard"), (BOB, "dwarf")))

    def scene(s: Any) -> None:
        s.monsters = {}
        monster(s, "a", "goblin", "I12", "G1")  # behind the Dwarf
        monster(s, "b", "orc", "K10", "O1")  # beyond the room's north wall
        monster(s, "c", "orc", "J10", "O2")  # beyond the closed door k_hall
        s.heroes["wizard"].pos = "G12"
        s.heroes["dwarf"].pos = "H12"

    await set_state(service, 1, scene)
    cast = {"spell": "flame_burst"}
    text = await refused(service, ALICE, "cast", {**cast, "target": "G1"})
    assert text.startswith("G1 is not in sight: Dwarf at H12 cuts the line between you.")
    assert text.endswith("Cast at a figure you can see (`/cast` lists them), or move until the line is clear.")
    text = await refused(service, ALICE, "cast", {**cast, "target": "G1"}, lang="fr")
    assert text.startswith("G1 n'est pas en vue : Nain en H12 coupe la ligne entre vous.")
    await set_state(service, 1, lambda s: setattr(s.heroes["wizard"], "pos", "K12"))
    text = await refused(service, ALICE, "cast", {**cast, "target": "O1"})
    assert text.startswith("O1 is not in sight: the wall between K11 and K10 cuts the line between you.")
    await set_state(service, 1, lambda s: setattr(s.heroes["wizard"], "pos", "J12"))
    text = await refused(service, ALICE, "cast", {**cast, "target": "O2"})
    assert text.startswith("O2 is not in sight: the closed door between J11 and J10 cuts the line between you.")
    text = await refused(service, ALICE, "cast", {**cast, "target": "O2"}, lang="fr")
    assert text.startswith("O2 n'est pas en vue : la porte fermée entre J11 et J10 coupe la ligne entre vous.")


async def test_out_of_reach_tells_a_wall_from_distance(service):
    await hq_game(service)

    def scene(s: Any) -> None:
        s.monsters = {}
        monster(s, "a", "orc", "K10", "O1")  # in the corridor beyond the wall
        monster(s, "b", "goblin", "K13", "G1")  # across the room
        s.heroes["barbarian"].pos = "K11"

    await set_state(service, 1, scene)
    text = await refused(service, ALICE, "attack", {"target": "O1"})
    assert text == ("A wall stands between you and O1 (K11–K10): you strike a neighbour only with no wall or closed "
                    "door between you.")
    await set_state(service, 1, lambda s: setattr(s.heroes["barbarian"], "pos", "G11"))
    text = await refused(service, ALICE, "attack", {"target": "G1"})
    assert text == ("G1 is 6 squares away: your weapon strikes only a monster next to you. Squares next to it you can "
                    "reach: K12, J13, L13.")
    text = await refused(service, ALICE, "attack", {"target": "G1"}, lang="fr")
    assert text.startswith("G1 est à 6 cases : votre arme ne frappe qu'un monstre à côté de vous.")


# --- 6. no action is spent on nothing ----------------------------------------------------------------


async def test_a_refused_attack_spends_nothing(service):
    await hq_game(service)

    def scene(s: Any) -> None:
        s.monsters = {}
        monster(s, "b", "goblin", "K13", "G1")

    await set_state(service, 1, scene)
    await refused(service, ALICE, "attack", {"target": "G1"})
    game = await service.game(1)
    assert not game.state.turn.acted and game.state.turn.roll is None
    assert not any(a.type == "attack" for a in legal_actions(Game(game.state, RS.content), "barbarian"))


async def test_a_search_that_can_find_nothing_is_refused_before_the_action(service):
    await hq_game(service)
    await set_state(service, 1, lambda s: setattr(s, "treasure_deck", ["few_coins"]))
    r = await service.command(1, ALICE, "search", {"for": "treasure"})
    assert not r.error
    await set_state(service, 1, lambda s: fresh_turn(s, "barbarian"))
    text = await refused(service, ALICE, "search", {"for": "treasure"})
    assert text == ("You have already searched this room for treasure: each hero searches a room once. Search another "
                    "room, or for traps or secret doors.")
    r = await service.command(1, ALICE, "search", {"for": "traps"})
    assert not r.error
    # the Dwarf's turn: the room was searched for traps already, so a search finds nothing more
    await set_state(service, 1, lambda s: fresh_turn(s, "dwarf"))
    text = await refused(service, BOB, "search", {"for": "traps"})
    assert text.startswith("This room has been searched for traps already: ")
    text = await refused(service, BOB, "search", {"for": "traps"}, lang="fr")
    assert text.startswith("Cette pièce a déjà été fouillée pour les pièges : ")
    game = await service.game(1)
    assert not game.state.turn.acted
    offered = {a.for_ for a in legal_actions(Game(game.state, RS.content), "dwarf") if a.type == "search"}
    assert offered == {"treasure", "secret_doors"}
    # in a corridor there is never any treasure
    await set_state(service, 1, lambda s: setattr(s.heroes["dwarf"], "pos", "K10"))
    text = await refused(service, BOB, "search", {"for": "treasure"})
    assert text == "Treasure lies only in rooms, never in corridors: step into a room first."


async def test_a_healing_spell_on_a_hero_with_every_body_point_is_refused(service):
    await hq_game(service, heroes=((ALICE, "elf"), (BOB, "dwarf")))
    game = await service.game(1)
    elf = game.state.heroes["elf"]
    heal = next(sp for sp in elf.spells if any(e.op == "heal" for e in RS.content.spells[sp].effects))
    text = await refused(service, ALICE, "cast", {"spell": heal, "target": "Dwarf"})
    assert text == "Dwarf has every body point: the spell would heal nothing and be lost. Keep it for someone hurt."
    offered = [a for a in legal_actions(Game(game.state, RS.content), "elf") if a.type == "cast" and a.spell == heal]
    assert offered == []
