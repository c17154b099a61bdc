"""Altar Quest as players meet it through the service the bot uses: the supply offer (what the roll is
for, once per test, each player's always / never / ask), refusals that say why and what to do
instead while spending nothing, and a task test that places no progress saying why."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.service import GameService
from bot.store import LogEntry
from engine import registry
from engine.rulesets.altar.state import GameState
from tests.altar_helpers import BLANK, SUCCESS, add_enemy, add_quest_card, place, reveal, rig, set_hand
from tests.conftest import started_game

CH = 1
ALICE, BOB = 10, 11  # alice plays Brakka, bob plays Ilse (Tib when asked for)
RS = registry.get("altar")
SHIPPED = RS.content


# --- setting a scene in a stored game -------------------------------------------------------------


async def scene(svc: GameService, store: Any, change: Callable[[GameState], None]) -> None:
    """Change the stored game's state as a test needs it (the service reads it back from the store)."""
    game = await svc.game(CH)
    state = RS.load_state(game.row.state)
    change(state)
    await store.commit(CH, game.row.version, LogEntry(kind="lobby"), state=RS.dump_state(state))


def quiet(s: GameState, villain_card: str = "hagga_blackbriar_brew") -> None:
    """Empty hands, the ally out of the way, one villain card that rolls no test, 2 supply."""
    for h in s.heroes:
        set_hand(s, h, [])
    for f in s.figures.values():
        if f.kind == "ally":
            f.pos = "F5"
    s.decks["villain"].cards = [villain_card]
    for iid in s.villain_area:  # the scheme card's own activation rolls tests too: set it aside
        del s.insts[iid]
    s.villain_area = []
    s.supply = 2


def strike_scene(s: GameState) -> None:
    """An Ash Thrall next to Brakka, who holds his Hauberk (a reaction before a strike) ready."""
    quiet(s)
    place(s, "h_brakka", "C2")
    place(s, "h_ilse", "A5")
    add_enemy(s, "cinder_thrall_red", "D2", owner="brakka", content=SHIPPED)


def hail_scene(s: GameState) -> None:
    """No enemy; the villain card is Hail of Thorns: each hero resists Agility (2)."""
    quiet(s, "hagga_thorn_hail")
    place(s, "h_brakka", "C2")
    place(s, "h_ilse", "A5")


async def end_round(svc: GameService) -> Any:
    r = await svc.command(CH, ALICE, "end")
    assert not r.error, r.text
    r = await svc.command(CH, BOB, "end")
    assert not r.error, r.text
    return r


async def events_since(svc: GameService, version: int) -> list[Any]:
    rows = await svc.store.log(CH, 50, kinds=("action",))
    out = []
    for row in sorted(rows, key=lambda r: r.version):
        if row.version > version:
            out += RS.event_codec.load(row.events)
    return out


def supply_offers(events: list[Any], hero: str) -> list[Any]:
    return [e for e in events if e.type == "prompt" and e.seat == hero and "Spend 1 supply: +1 die" in e.options]


# --- the supply offer -----------------------------------------------------------------------------


async def test_the_supply_offer_says_what_the_roll_is_for_in_both_languages(service, store):
    await started_game(service)
    await scene(service, store, hail_scene)
    r = await end_round(service)
    assert r.prompt is not None and r.prompt.kind == "supply" and r.prompt.seat == "brakka"
    # the table is told what the roll is for: the attribute, the dice, the cause and its difficulty
    assert "Brakka Stonejaw is about to roll 2 Agility dice to resist Hail of Thorns (difficulty 2): spend 1 " \
           "supply (the party has 2) to roll 3?" in r.text
    labels = dict(r.prompt.options)
    assert labels["supply"] == "Spend 1 supply: roll 3 Agility dice, not 2"
    fr = await service.pending_prompt(CH, lang="fr")
    assert dict(fr.options)["supply"] == "Dépenser 1 provision : 3 dés d'Agilité au lieu de 2"
    narrated = service._table(await service.game(CH), "fr")
    game = await service.game(CH)
    rows = await store.log(CH, 1, kinds=("action",))
    told = game.game.narrate(RS.event_codec.load(rows[0].events), narrated)
    assert any("va lancer 2 dés d'Agilité pour résister à Grêle d'épines (difficulté 2)" in line for line in told)


async def test_the_supply_offer_comes_once_per_test_even_with_a_reaction_chosen_first(service, store):
    await started_game(service)
    await scene(service, store, strike_scene)
    start = (await service.game(CH)).row.version
    r = await end_round(service)
    # the strike's window: the Hauberk (a reaction) and the supply offer, for an Agility test
    assert r.prompt is not None and r.prompt.kind == "reaction" and r.prompt.seat == "brakka"
    ids = [oid for oid, _ in r.prompt.options]
    assert "supply" in ids and any(i.startswith("use:") for i in ids)
    assert dict(r.prompt.options)["supply"] == "Spend 1 supply: roll 3 Agility dice, not 2"
    hauberk = next(i for i in ids if i.startswith("use:"))
    r = await service.choose(CH, ALICE, hauberk)
    assert not r.error, r.text
    # the reaction taken, the window does not come back just to offer the supply again
    evs = await events_since(service, start)
    assert len(supply_offers(evs, "brakka")) == 1
    strike = next(e for e in evs if e.type == "test" and e.kind == "inflict")
    assert strike.dice == 2 and not any(e.type == "supply_spent" for e in evs)


async def test_supply_taken_first_leaves_the_reactions_and_is_not_offered_again(service, store):
    await started_game(service)
    await scene(service, store, strike_scene)
    start = (await service.game(CH)).row.version
    r = await end_round(service)
    r = await service.choose(CH, ALICE, "supply")
    assert r.prompt is not None and r.prompt.seat == "brakka"
    assert [oid for oid, _ in r.prompt.options if oid == "supply"] == []  # the reactions only
    r = await service.choose(CH, ALICE, "pass")
    evs = await events_since(service, start)
    strike = next(e for e in evs if e.type == "test" and e.kind == "inflict")
    assert strike.dice == 3 and len(supply_offers(evs, "brakka")) == 1
    assert [e.hero for e in evs if e.type == "supply_spent"] == ["brakka"]


async def test_supply_never_always_and_ask_per_player(service, store):
    await started_game(service)
    await scene(service, store, hail_scene)
    r = await service.command(CH, ALICE, "supply", {"mode": "never"})
    assert not r.error and "Brakka Stonejaw will not be offered supply before a roll any more" in r.text
    r = await service.command(CH, BOB, "supply", {"mode": "toujours"}, lang="fr")  # French words too
    assert not r.error and "Ilse Porte-Lampe dépensera 1 provision pour un dé de plus à chaque test" in r.text
    status = (await service.status(CH, ALICE)).text
    assert "1 supply for +1 die before a roll (`/supply`): Brakka Stonejaw — never; Ilse Lampbearer — always" in status
    start = (await service.game(CH)).row.version
    r = await end_round(service)
    # never: Brakka rolls without being asked; always: Ilse spends without being asked, and it is said
    assert r.prompt is None
    evs = await events_since(service, start)
    assert not [e for e in evs if e.type == "prompt"]
    tests = {e.figure: e.dice for e in evs if e.type == "test" and e.kind == "resist"}
    assert tests == {"h_brakka": 2, "h_ilse": 2}  # Ilse: agility 1, +1 die
    assert [e.hero for e in evs if e.type == "supply_spent_always"] == ["ilse"]
    assert "Ilse Lampbearer spends 1 supply for one more die, as set with `/supply` (party: 1)." in r.text
    # ask again
    r = await service.command(CH, ALICE, "supply", {"mode": "ask"})
    assert not r.error and "will be asked before each roll" in r.text
    r = await service.command(CH, ALICE, "supply", {"mode": "ask"})
    assert r.error and r.text == "Your supply setting is already “ask”."
    r = await service.command(CH, ALICE, "supply", {"mode": "maybe"})
    assert r.error and "choose always, never or ask" in r.text


async def test_the_supply_setting_survives_a_restart_and_is_taken_back_by_undo(service, store):
    await started_game(service)
    r = await service.command(CH, BOB, "supply", {"mode": "always"})
    assert not r.error
    version = (await service.game(CH)).row.version
    # a new service on the same store: the bot restarted
    again = GameService(store, prompt_timeout=None, renderer=None)
    try:
        game = await again.game(CH)
        assert game.state.heroes["ilse"].supply_mode == "always" and game.row.version == version
        assert "Ilse Lampbearer — always" in (await again.status(CH, ALICE)).text
        # free and never a turn action: no act phase started, nothing spent
        assert game.state.active is None and game.state.heroes["ilse"].actions_left == 3
        r = await again.undo(CH, ALICE)
        assert not r.error, r.text
        assert (await again.game(CH)).state.heroes["ilse"].supply_mode == "ask"
    finally:
        await again.close()


async def test_setting_supply_is_allowed_while_a_decision_waits(service, store):
    await started_game(service)
    await scene(service, store, hail_scene)
    r = await end_round(service)
    assert r.prompt is not None and r.prompt.seat == "brakka"
    r = await service.command(CH, BOB, "supply", {"mode": "never"})
    assert not r.error, r.text
    assert (await service.pending_prompt(CH)).seat == "brakka"  # the decision still waits


# --- refusals: why, and what to do; nothing spent ----------------------------------------------------


async def refused(svc: GameService, user: int, verb: str, options: dict[str, Any], lang: str = "en") -> str:
    before = await svc.game(CH)
    r = await svc.command(CH, user, verb, options, lang=lang)
    after = await svc.game(CH)
    assert r.error and r.ephemeral, r.text
    assert after.row.version == before.row.version and after.row.state == before.row.state
    return r.text


def door_scene(s: GameState) -> None:
    quiet(s)
    place(s, "h_brakka", "E2")
    place(s, "h_ilse", "C5")  # a door space of d01 (C5-C6), closed
    s.revealed.append("r05")
    add_enemy(s, "cinder_thrall_red", "C7", owner="ilse", content=SHIPPED)


async def test_out_of_sight_names_the_closed_door_and_nothing_is_spent(service, store):
    await started_game(service)
    await scene(service, store, door_scene)
    label = next(f.label for f in (await service.game(CH)).state.figures.values() if f.kind == "minion")
    text = await refused(service, BOB, "act", {"card": "Lamp-Staff", "target": label})
    assert text == (f"{label} Ash Thrall is in the room at A6–F10, behind the closed door between C5 and C6: open that door "
                    "first.")
    text = await refused(service, BOB, "act", {"card": "Lamp-Staff", "target": label}, lang="fr")
    assert "derrière la porte fermée entre C5 et C6 : ouvrez d'abord cette porte" in text
    # no target at all: the nearest enemy and why it is out of reach
    text = await refused(service, BOB, "act", {"card": "Lamp-Staff"})
    assert text.startswith("No enemy is within range 2 and line of sight: this card has nothing to aim at. The "
                           f"nearest, {label} Ash Thrall, is in the room at A6–F10, behind the closed door between C5 and C6")
    # the /do list does not offer an attack that cannot be made
    game = await service.game(CH)
    assert not [a for a in RS.legal_actions(game.state, "ilse") if a.type == "act" and a.target]


async def test_through_an_open_door_sight_stops_at_its_door_space(service, store):
    await started_game(service)

    def change(s: GameState) -> None:
        door_scene(s)
        s.open_doors.append("d01")
        place(s, "h_ilse", "C4")  # next to the door space C5, not in it

    await scene(service, store, change)
    label = next(f.label for f in (await service.game(CH)).state.figures.values() if f.kind == "minion")
    text = await refused(service, BOB, "act", {"card": "Lamp-Staff", "target": label})
    assert "through the open door (C5–C6) range and sight reach only its door space; step into that room" in text


async def test_too_far_in_the_same_room_says_the_distance(service, store):
    await started_game(service)

    def change(s: GameState) -> None:
        quiet(s)
        place(s, "h_brakka", "A3")
        place(s, "h_ilse", "A5")
        add_enemy(s, "cinder_thrall_red", "F3", owner="brakka", content=SHIPPED)

    await scene(service, store, change)
    label = next(f.label for f in (await service.game(CH)).state.figures.values() if f.kind == "minion")
    text = await refused(service, ALICE, "act", {"card": "Notched Greataxe", "target": label})
    assert text == f"{label} Ash Thrall is 5 spaces away, beyond range 1: move closer."


async def test_cards_in_the_wrong_place_point_to_the_right_command(service, store):
    await started_game(service)

    def change(s: GameState) -> None:
        quiet(s)
        set_hand(s, "brakka", ["brakka_hold"])

    await scene(service, store, change)
    text = await refused(service, ALICE, "act", {"card": "Hold the Line"})
    assert text == "Hold the Line is in your hand, not in play: play it with `/play card:Hold the Line`."
    text = await refused(service, ALICE, "act", {"card": "Tenir la ligne"}, lang="fr")
    assert text == "Tenir la ligne est dans votre main, pas en jeu : jouez-la avec `/play card:Tenir la ligne`."
    text = await refused(service, ALICE, "play", {"card": "Notched Greataxe"})
    assert text == ("Notched Greataxe is already in play, not in your hand: resolve its Action with "
                    "`/act card:Notched Greataxe`.")


async def test_doors_say_which_squares_to_stand_on(service, store):
    await started_game(service)
    await scene(service, store, lambda s: (quiet(s), place(s, "h_brakka", "E2")))
    text = await refused(service, ALICE, "open", {"door": "C5"})
    assert text == "Stand on C5 or C6 (that door's two spaces) to open it; you are on E2."
    text = await refused(service, ALICE, "open", {"door": "C5"}, lang="fr")
    assert text == "Placez-vous en C5 ou en C6 (les deux cases de cette porte) pour l'ouvrir ; vous êtes en E2."


async def test_moves_say_why_a_square_is_out_of_reach(service, store):
    await started_game(service)
    await scene(service, store, lambda s: (quiet(s), place(s, "h_brakka", "A3"), place(s, "h_ilse", "B3")))
    assert await refused(service, ALICE, "move", {"to": "B3"}) == (
        "B3 is taken by I Ilse Lampbearer: a move must end on an empty space.")
    assert await refused(service, ALICE, "move", {"to": "C8"}) == (
        "No open way leads to C8: a closed door stands between. Open it first (`/open`).")


async def test_actions_that_would_do_nothing_are_refused_before_anything_is_spent(service, store):
    await started_game(service, heroes=("brakka", "tib"))

    def change(s: GameState) -> None:
        quiet(s)
        set_hand(s, "tib", ["tib_rummage"])
        place(s, "h_tib", "A3")  # the stairs room: no feature to search

    await scene(service, store, change)
    text = await refused(service, BOB, "play", {"card": "tib_rummage"})
    assert text == ("There is nothing to search in the room at A1–F5: a search needs a feature (or the altar) in your room. "
                    "Move to a room with one.")
    assert "Il n'y a rien à fouiller dans la salle en A1–F5 " in await refused(service, BOB, "play", {"card": "tib_rummage"},
                                                                          lang="fr")
    assert await refused(service, ALICE, "rest", {}) == (
        "Brakka Stonejaw has no damage to heal: that would be spent for nothing.")
    game = await service.game(CH)
    legal = RS.legal_actions(game.state, "tib")
    assert not [a for a in legal if a.type == "play" or a.type == "rest"]


# --- task progress --------------------------------------------------------------------------------


def bell_scene(s: GameState) -> None:
    quiet(s)
    s.supply = 0
    reveal(s, "r02", feature="feature_bookshelf")
    add_quest_card(s, "bells_cracked_bronze", "r02", attach=True)
    place(s, "h_brakka", "G2")  # next to the bookshelf at H2
    rig(s, SUCCESS, BLANK, BLANK, BLANK)  # Might 4: one success, which the difficulty 1 cancels


async def test_a_task_test_without_progress_says_why_in_both_languages(service, store):
    await started_game(service)
    await scene(service, store, bell_scene)
    r = await service.command(CH, ALICE, "interact", {"with": "Cracked Bronze Bell"})
    assert not r.error, r.text
    assert ("Cracked Bronze Bell: no progress (0/6) — 1 success against difficulty 1; it takes 2 successes to place "
            "1 progress.") in r.text
    game = await service.game(CH)
    rows = await store.log(CH, 1, kinds=("action",))
    told = game.game.narrate(RS.event_codec.load(rows[0].events), service._table(game, "fr"))
    assert ("Cloche de bronze fêlée : aucun progrès (0/6) — 1 succès contre une difficulté de 1 ; il faut 2 succès "
            "pour placer 1 progrès.") in told


def two_blades(s: GameState) -> None:
    """Tib holds Lame de jet and Lame empoisonnée, with an Ash Thrall in reach of both."""
    quiet(s)
    set_hand(s, "tib", ["tib_throwing_blade", "tib_poisoned_edge"])
    place(s, "h_tib", "C2")
    place(s, "h_brakka", "A5")
    add_enemy(s, "cinder_thrall_red", "D2", owner="tib", content=SHIPPED)  # both cards can be played


async def test_a_card_name_two_cards_in_hand_hold_asks_which(service, store):
    """'/play card:lame' holding Lame de jet and Lame empoisonnée said there was no such card (playtest)."""
    await started_game(service, heroes=("brakka", "tib"))
    await scene(service, store, two_blades)
    fr = await refused(service, BOB, "play", {"card": "lame"}, lang="fr")
    assert fr == ("lame peut désigner plusieurs cartes : Lame de jet, Lame empoisonnée. Précisez laquelle (un peu plus "
                  "de son nom).")
    assert "tib_" not in fr
    r = await service.command(CH, BOB, "play", {"card": "lame de", "target": "serf des cendres"}, lang="fr")
    assert "Lame de jet" in r.text and "plusieurs" not in r.text


async def test_a_card_is_played_by_the_number_the_hand_picture_gives_it(service, store):
    """The hand picture numbers the cards in hand 1, 2, 3...: `/play card:2` plays the second one."""
    await started_game(service, heroes=("brakka", "tib"))
    await scene(service, store, two_blades)
    r = await service.command(CH, BOB, "play", {"card": "2", "target": "serf des cendres"}, lang="fr")
    assert not r.error and "Lame empoisonnée" in r.text and "Lame de jet" not in r.text, r.text
    assert await refused(service, BOB, "play", {"card": "7"}, lang="fr")  # no seventh card: refused


async def cleave_in_hand(service: GameService, store: Any) -> None:
    """A started game, the strike scene, Brakka holding Cleaving Blow alone."""
    await started_game(service)

    def change(s: GameState) -> None:
        strike_scene(s)
        s.heroes["brakka"].hand = ["brakka_cleave"]

    await scene(service, store, change)


async def test_target_autocomplete_reads_the_card_as_the_command_does(service, store):
    # a playtest: `/act card:hache target:?` listed nothing while `/act card:hache target:M1` worked;
    # the card is read by a clear part of its name (any case, no accents), as the command reads it
    await cleave_in_hand(service, store)
    for typed in ("Grande hache ébréchée", "hache", "HACHE", "Notched Greataxe", "greataxe"):
        listed = await service.complete(CH, ALICE, "target", "", lang="fr", command="act", options={"card": typed})
        assert [label for label, _ in listed] == ["M5 — Serf des cendres (2/2)"], typed
    for typed in ("coup fendant", "fendant", "cleaving"):
        listed = await service.complete(CH, ALICE, "target", "", lang="en", command="play", options={"card": typed})
        assert [label for label, _ in listed] == ["M5 — Ash Thrall (2/2)"], typed


async def test_giving_a_card_from_the_hand_says_only_search_cards_are_given(service, store):
    # a playtest: `/give card:coup to:Ilse` with Cleaving Blow in hand said "You do not control a card
    # called coup" ("Vous ne contrôlez aucune carte nommée aiguille"): the card was there, but hero
    # cards are never given ("that hero may give one or more search cards they control")
    await cleave_in_hand(service, store)
    before = (await service.game(CH)).row.state
    for typed, lang, said in (("coup", "fr", "Seules les cartes de fouille peuvent être données."),
                              ("cleaving", "en", "Only search cards can be given.")):
        r = await service.command(CH, ALICE, "give", {"card": typed, "to": "Ilse"}, lang=lang)
        assert r.error and r.ephemeral and said in r.text, r.text
    assert (await service.game(CH)).row.state == before


async def test_an_exhausted_card_says_when_it_is_refreshed(service, store):
    # a playtest: an ally exhausted in another hero's phase stays so through its owner's phase (cards
    # are refreshed at the start of the hero turn), yet the refusal said "until your next act phase"
    await started_game(service)

    def tired_dog(s: GameState) -> None:
        strike_scene(s)
        dog = next(i for i in s.heroes["brakka"].play if s.insts[i].card == "ally_scrap")
        s.insts[dog] = s.insts[dog].model_copy(update={"exhausted": True})

    await scene(service, store, tired_dog)
    for lang, said in (("en", "it is refreshed at the start of the next round"),
                       ("fr", "elle sera rafraîchie au début de la prochaine manche")):
        r = await service.command(CH, ALICE, "use", {"card": "Scrap" if lang == "en" else "Ferraille", "target": "M5"},
                                  lang=lang)
        assert r.error and said in r.text, r.text
