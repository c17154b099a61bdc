"""GameService with HeroQuest: undo, gifts of items and gold, a decision's timeout default, status,
log, rules topics per channel, and the quest chain's refusals."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot import games
from bot.gamekit import Table
from bot.service import GameService
from bot.store import LogEntry
from engine import registry
from engine.rulesets.heroquest import action_dict
from engine.rulesets.heroquest.game import Game
from engine.rulesets.heroquest.policy import choose_action, next_seat

RS = registry.get("heroquest")
ALICE, BOB = 10, 11


async def hq_game(svc: GameService, channel: int = 1, quest: str = "proving_halls", seed: str = "3",
                  heroes: tuple[tuple[int, str], ...] = ((ALICE, "barbarian"), (BOB, "dwarf"))) -> None:
    r = await svc.new_game(channel, ALICE, "heroquest", quest, seed, user_name="alice")
    assert not r.error, r.text
    for user, hero in heroes:
        r = await svc.join(channel, user, hero, user_name="alice" if user == ALICE else "bob")
        assert not r.error, r.text
    r = await svc.start(channel, ALICE)
    assert not r.error, r.text


async def set_state(svc: GameService, channel: int, mutate: Any) -> None:
    game = await svc.game(channel)
    state = game.rs.load_state(game.row.state)
    mutate(state)
    await svc._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                      state=game.rs.dump_state(state), _state_obj=state)


async def policy_steps(svc: GameService, channel: int, n: int) -> None:
    for _ in range(n):
        game = await svc.game(channel)
        seat = next_seat(Game(game.state, RS.content))
        reply = await svc.act(channel, game.controller(seat), action_dict(choose_action(Game(game.state, RS.content),
                                                                                         seat)), seat)
        assert not reply.error, reply.text


async def test_undo_takes_back_a_gift_but_never_a_roll_or_a_look(service):
    await hq_game(service)
    await set_state(service, 1, lambda s: s.heroes["barbarian"].items.append("red_draught"))
    before = (await service.game(1)).row.state
    r = await service.command(1, ALICE, "give", {"card": "Red Draught", "to": "Dwarf"})
    assert not r.error and "Barbarian gives the Red Draught to Dwarf." in r.text
    r = await service.undo(1, ALICE)
    assert not r.error and r.text.startswith("↩ alice undid “Give Red Draught to Dwarf”.")
    assert (await service.game(1)).row.state == before
    r = await service.act(1, ALICE, {"type": "move", "to": "H12"})
    assert not r.error
    r = await service.undo(1, ALICE)
    assert r.error and r.text == "Cannot undo “Move to H12”: dice were rolled, and that cannot be taken back."
    r = await service.act(1, ALICE, {"type": "search", "for": "traps"})
    r = await service.undo(1, ALICE)
    assert r.error and "something new was seen" in r.text



@pytest.mark.parametrize(("lang", "refusal"), [
    ("en", "Cannot undo “Move to H10”: a trap was set off, and that cannot be taken back."),
    ("fr", "Impossible d'annuler « Aller en H10 » : un piège s'est déclenché, et cela ne se reprend pas."),
])
async def test_a_hidden_trap_sprung_is_never_taken_back(service, lang, refusal):
    # a playtest fell into the hidden pit at H10 (no dice: 1 body point), undid it, got the body point back and
    # now knew where the pit was: only Zargon may know a trap before it springs
    await hq_game(service)
    for to in ("J11",):
        assert not (await service.command(1, ALICE, "move", {"to": to}, lang=lang)).error
    assert not (await service.command(1, ALICE, "open", {"door": "1"}, lang=lang)).error
    for to in ("I10", "H10"):
        r = await service.command(1, ALICE, "move", {"to": to}, lang=lang)
        assert not r.error, r.text
    before = (await service.game(1)).state
    assert before.heroes["barbarian"].body == 7
    r = await service.undo(1, ALICE, lang=lang)
    assert r.error and r.text == refusal, r.text
    assert (await service.game(1)).state.heroes["barbarian"].body == 7

async def test_gold_is_given_with_card_gold_and_an_amount(service):
    await hq_game(service)
    await set_state(service, 1, lambda s: setattr(s.heroes["barbarian"], "gold", 40))
    r = await service.command(1, ALICE, "give", {"card": "gold", "to": "dwarf", "amount": 15})
    assert not r.error and "Barbarian gives 15 gold to Dwarf." in r.text
    game = await service.game(1)
    assert (game.state.heroes["barbarian"].gold, game.state.heroes["dwarf"].gold) == (25, 15)
    r = await service.command(1, ALICE, "give", {"card": "gold", "to": "dwarf", "amount": 99})
    assert r.error and r.ephemeral and r.text == "You can give between 1 and 25 gold."
    r = await service.command(1, ALICE, "give", {"card": "or", "to": "Nain", "amount": 5}, lang="fr")
    assert not r.error and "Barbare donne 5 pièces d'or à Nain." in r.text


async def test_the_falling_block_falls_to_stepping_forward_after_the_timeout(store):
    published: list[Any] = []

    async def publish(channel: int, reply: Any) -> None:
        published.append(reply)

    svc = GameService(store, prompt_timeout=0.2, renderer=None, publisher=publish)
    try:
        await hq_game(svc, quest="warlock_throne", seed="0",
                      heroes=((ALICE, "barbarian"), (BOB, "dwarf"), (ALICE, "elf"), (BOB, "wizard")))
        await policy_steps(svc, 1, 4)
        r = await svc.act(1, ALICE, {"type": "move", "to": "N13"})
        assert r.prompt is not None and r.prompt.seat == "barbarian" and r.prompt.user_id == ALICE
        assert [o for o, _label in r.prompt.options] == ["forward", "back"]
        assert r.prompt.default == "forward" and r.prompt.default_label == "Step forward to N13"
        assert "⏳ <@10>, Barbarian must decide: The ceiling comes down!" in r.text
        for _ in range(50):
            if published:
                break
            await asyncio.sleep(0.05)
        assert published, "the timeout did not fire"
        text = published[0].text
        assert text.startswith("⏱ Barbarian did not answer in time: Step forward to N13.")
        assert "Barbarian chooses: Step forward to N13." in text and "▶ Dwarf's turn (round 1)." in text
        game = await svc.game(1)
        assert game.state.heroes["barbarian"].pos == "N13" and game.state.pending is None
    finally:
        await svc.close()


async def test_status_log_and_hand(service):
    await hq_game(service, heroes=((ALICE, "barbarian"), (BOB, "dwarf"), (ALICE, "wizard")))
    await service.act(1, ALICE, {"type": "search", "for": "traps"})
    r = await service.status(1, BOB)
    lines = r.text.splitlines()
    assert lines[0] == "**The Proving Halls** — round 1. Goal: Defeat Grashnak, then leave by the stairway."
    assert lines[1].startswith("B **Barbarian** (alice): body 8/8, mind 2/2, 0 gold — move with `/move`")
    assert lines[1].endswith("action taken")
    assert lines[2] == "D **Dwarf** (bob): body 7/7, mind 3/3, 0 gold — waiting"
    assert "No monster in sight." in r.text and r.text.endswith("Host: alice. Seed: 3.")
    r = await service.log_text(1, BOB)
    assert "alice (Barbarian) “Search for traps”: 🔍 Barbarian searches for traps and finds none." in r.text
    r = await service.hand(1, ALICE)
    assert r.ephemeral and r.text.startswith("🎒 **Barbarian**") and "🎒 **Wizard**" in r.text
    r = await service.hand(1, BOB, lang="fr")
    assert r.text.startswith("🎒 **Nain** — vie 7/7, esprit 3/3, 0 pièces d'or ; attaque 2 dés, défense 2 dés")
    assert "Armes : Épée courte (2 dés ; à côté) — en main" in r.text


async def test_rules_follow_the_channels_game(service):
    await hq_game(service, channel=1)
    r = await service.new_game(2, ALICE, "altar", "silent_bells", 3)
    assert not r.error
    hq_turn = await service.rules_for(1, "turn")
    altar_turn = await service.rules_for(2, "turn")
    assert "Zargon" in hq_turn.text and "act phase" in altar_turn.text
    assert (await service.rules_for(1, "zargon")).text.startswith("How Zargon plays")
    assert (await service.rules_for(2, "zargon")).error  # only the topics of the channel's game
    index = await service.rules_for(1, None)
    # listed by the names players type: moving and jumping, combat dice, ...
    assert "moving and jumping, combat dice, searching, traps, spells, how Zargon plays" in index.text
    assert (await service.rules_for(3, "nonsense")).error


async def test_game_next_needs_a_finished_heroquest_quest(service):
    r = await service.next_game(1, ALICE)
    assert r.error and "no finished quest" in r.text
    r = await service.new_game(2, ALICE, "altar", "silent_bells", 3)
    r = await service.next_game(2, ALICE)
    assert r.error and "no finished quest" in r.text
    await hq_game(service, channel=3)
    r = await service.next_game(3, ALICE)
    assert r.error and "already running" in r.text
    await service.end(3, ALICE)
    r = await service.next_game(3, ALICE)
    assert r.error and r.text.startswith("The last quest was stopped before its end")


async def test_a_spell_typed_without_its_accents_is_found_with_a_target_too(service):
    # "eclat de givre target:O2" was told "no such spell left" (the spell was matched by its exact name
    # only when a target came with it): a name is a name, accents and case aside, with or without target
    await hq_game(service, heroes=((ALICE, "wizard"), (BOB, "dwarf")))

    def frost(state):
        state.heroes["wizard"].spells = ["frost_shard"]

    await set_state(service, 1, frost)
    for typed in ("eclat de givre", "ÉCLAT DE GIVRE", "éclat", "frost shard"):
        reply = await service.command(1, ALICE, "cast", {"spell": typed, "target": "Dwarf"}, lang="fr")
        assert reply.error and "Il ne vous reste pas de sort" not in reply.text, (typed, reply.text)
        assert "Éclat de givre" in reply.text or "monstre" in reply.text, reply.text


async def test_after_a_total_defeat_nothing_promises_an_armory(service):
    # every hero fell: the new heroes have no gold, the next quest starts at once (no shop phase), so the
    # texts leading there must not say "the armory opens first"
    await hq_game(service)
    game = await service.game(1)
    for lang in ("en", "fr"):
        table = game.table(lang)
        carried, lobby = game.game.chain_lines(table, {}, {})
        assert lobby and all("armor" not in line and "armurerie" not in line for line in carried + lobby)
        retry = table.tr("hq-sum_retry_new", quest="Q")
        assert "armory" not in retry and "armurerie" not in retry
    state = game.rs.new_game("proving_halls", ["barbarian"], "x", {"party": {}})
    assert state.phase != "shop"  # the engine agrees: no party carried over, no armory


async def test_french_hero_letters_are_the_french_names_initials_and_typed_back(service):
    # the Dwarf and the Wizard showed D and W in French, where they are the Nain and the Magicien
    from rendering.heroquest.board import in_language

    await hq_game(service, heroes=((ALICE, "dwarf"), (BOB, "wizard")))
    status = (await service.status(1, ALICE, lang="fr")).text
    assert "N **Nain**" in status and "M **Magicien**" in status
    assert "D **Dwarf**" in (await service.status(1, ALICE, lang="en")).text
    game = await service.game(1)
    view = in_language(game.view(None), "fr")
    assert {f["label"] for f in view["figures"] if f["kind"] == "hero"} == {"N", "M"}
    assert {h["label"] for h in view["heroes"].values()} == {"N", "M"}
    from bot.games.heroquest.game import _hero_id

    assert _hero_id(game.view(None), "m") == "wizard" and _hero_id(game.view(None), "N") == "dwarf"


async def test_a_spells_damage_dice_are_told_die_by_die(service):
    # Frost Shard rolls 3 combat dice: the roll was never shown, only the monster's defence and the damage
    from engine.rulesets.heroquest.state import Monster

    await hq_game(service, heroes=((ALICE, "wizard"), (BOB, "dwarf")))

    def scene(state):
        w = state.heroes["wizard"]
        w.spells = ["frost_shard"]
        w.pos, state.heroes["dwarf"].pos = "I13", "G13"  # nobody between the wizard and the orc
        mdef = RS.content.monsters["orc"]
        state.monsters["x1"] = Monster(id="x1", kind="orc", label="O9", pos="J12", body=mdef.body, max_body=mdef.body,
                                       move=mdef.move, attack=mdef.attack, defend=mdef.defend, mind=mdef.mind,
                                       revealed=True)

    await set_state(service, 1, scene)
    reply = await service.command(1, ALICE, "cast", {"spell": "frost shard", "target": "O9"})
    assert not reply.error, reply.text
    told = next(line for line in reply.text.splitlines() if "Damage dice against" in line)
    dice = told.split(": ", 1)[1].split(" (", 1)[0]  # the damage dice, before the monster's defence
    assert len(dice) == 3 and set(dice) <= set("💀⚪⚫")


async def test_rule_the_wizard_picks_an_element_then_the_elf_and_the_wizard_takes_the_other_two(service):
    """RULES-NOTES: « the Wizard picks one element, the Elf one, the Wizard takes the other two ».
    The host picks for them at /game new (`wizard_element`, `elf_element`), by id or by label in
    either language; the start says who knows what, and the spells follow."""
    r = await service.new_game(1, ALICE, "heroquest", None, 3, options={"wizard_element": "Eau", "elf_element": "air"},
                               lang="fr")
    assert not r.error and "(magicien : eau) (elfe : air)" in r.text
    await service.join(1, ALICE, "wizard")
    await service.join(1, BOB, "elf")
    r = await service.start(1, ALICE, lang="fr")
    assert not r.error, r.text
    assert "Magicien connaît les sorts de l'eau, du feu et de la terre." in r.text
    assert "Elfe connaît les sorts de l'air." in r.text
    state = (await service.game(1)).state
    assert state.heroes["wizard"].elements == ["water", "fire", "earth"] and state.heroes["elf"].elements == ["air"]
    assert {RS.content.spells[s].element for s in state.heroes["elf"].spells} == {"air"}


async def test_the_elf_cannot_take_the_wizards_element_nor_an_element_that_is_none(service):
    r = await service.new_game(1, ALICE, "heroquest", None, 3, options={"wizard_element": "fire", "elf_element": "Fire"})
    assert r.error and r.ephemeral and r.text == (
        "The Wizard already took the fire spells: choose another element for the Elf.")
    r = await service.new_game(1, ALICE, "heroquest", None, 3, options={"wizard_element": "lava"}, lang="fr")
    assert r.error and "`wizard_element` ne peut pas valoir « lava »" in r.text and "fire (Feu)" in r.text
    assert await service.game(1) is None  # nothing was opened


async def test_a_set_up_choice_is_one_of_its_choices_or_refused(service):
    """`opponent:xyz` opened a two-player game as if nothing was wrong; `opponent:the bot` and the
    French label are the bot."""
    r = await service.new_game(1, ALICE, "altered", None, 3, options={"opponent": "xyz"})
    assert r.error and r.ephemeral and "choose one of player (Another player), bot (The bot)" in r.text
    r = await service.new_game(1, ALICE, "altered", None, 3, options={"opponent": "le bot"}, lang="fr")
    assert not r.error and (await service.game(1)).row.lobby["options"] == {"opponent": "bot"}


async def test_a_hero_leaves_by_the_stairway_before_the_goal_with_end_leave(service):
    """`/end leave:yes` on the stairway takes the hero out before the goal is done, told in both
    languages; off the stairway it is refused with where the stairway is; the last one out loses the quest."""
    await hq_game(service)
    game = await service.game(1)
    assert game.state.heroes["barbarian"].pos in ("G11", "H11", "G12", "H12") and not game.state.goal_done
    # every hero starts on the stairway: the way out is not pointed at in the first round
    r = await service.command(1, ALICE, "end", {})
    assert "▶ Dwarf (bob):" in r.text and "leave:yes" not in r.text
    r = await service.command(1, BOB, "end", {})
    assert "▶ Barbarian (alice):" in r.text and "on the stairway: `/end leave:yes` leaves the dungeon" in r.text
    r = await service.command(1, ALICE, "end", {"leave": True})
    assert not r.error, r.text
    assert ("🪜 Barbarian climbs the stairway out of the dungeon before the goal is done: safe, but out of this "
            "quest, with no share of its reward.") in r.text
    assert "▶ Dwarf (bob):" in r.text and "on the stairway: `/end leave:yes` leaves the dungeon" in r.text
    game = await service.game(1)
    assert game.state.result is None and game.state.heroes["barbarian"].escaped
    # nothing more reaches the one who left, and the refusal says why (it said « give to another hero »)
    r = await service.command(1, BOB, "give", {"card": "gold", "to": "Barbarian", "amount": 1})
    assert r.error and r.text == "Barbarian has left the dungeon by the stairway: give to a hero still in it."
    r = await service.command(1, BOB, "drink", {"potion": "soin"}, lang="fr")
    assert r.error and r.text == "Vous ne portez rien qui s'appelle « soin » : `/hand` montre ce que vous portez."
    r = await service.act(1, BOB, {"type": "move", "to": "G13"})
    assert not r.error, r.text
    r = await service.command(1, BOB, "end", {"leave": "oui"}, lang="fr")
    assert r.error and r.text == "Seul un héros qui se tient sur l'escalier (G11–H12) peut quitter le donjon."
    r = await service.act(1, BOB, {"type": "move", "to": "G12"})
    assert not r.error, r.text
    r = await service.command(1, BOB, "end", {"leave": "oui"}, lang="fr")
    assert not r.error, r.text
    assert ("🪜 Nain remonte l'escalier et quitte le donjon avant que le but soit atteint : à l'abri, mais hors "
            "de cette quête, sans part de sa récompense.") in r.text
    assert "les héros sont remontés par l'escalier avant d'atteindre le but" in r.text
    game = await service.game(1)
    assert game.state.result == "lost" and game.state.result_reason == "left"


async def test_grashnak_walks_in_then_strengthens_himself_told_without_naming_him_twice(service):
    await hq_game(service)

    def scene(s: Any) -> None:
        s.monsters = {k: m for k, m in s.monsters.items() if k == "boss"}
        boss = s.monsters["boss"]
        boss.pos, boss.move = "T14", 1
        s.heroes["barbarian"].pos, s.heroes["dwarf"].pos = "O11", "G11"
        s.revealed.append("O")
        Game(s, RS.content).reveal_monster(boss)

    await set_state(service, 1, scene)
    r = await service.command(1, ALICE, "end", {})
    assert not r.error, r.text
    r = await service.command(1, BOB, "end", {})
    assert not r.error, r.text
    assert "Grashnak Gr moves T14 → T13." in r.text
    assert "🌀 Grashnak Gr casts Black Fury!" in r.text and "on Grashnak" not in r.text
    game = await service.game(1)
    assert game.state.monsters["boss"].attack_bonus == 2


async def test_the_armory_reads_an_item_by_its_name_and_says_what_it_costs(service):
    # a playtest: `/shop buy item:Casque` with 60 gold said « L'armurerie ne vend pas Casque », as
    # did `item:baton`: the armory sells both (125 and 100 gold); the name was read as an id
    await hq_game(service)

    def shop(s: Any) -> None:
        s.phase = "shop"
        s.heroes["barbarian"].gold = 60

    await set_state(service, 1, shop)
    for typed, lang, said in (("Casque", "fr", "Cela coûte 125 pièces d'or ; vous en avez 60."),
                              ("casque", "fr", "Cela coûte 125 pièces d'or ; vous en avez 60."),
                              ("helmet", "en", "That costs 125 gold; you have 60."),
                              ("Helm", "en", "That costs 125 gold; you have 60.")):
        r = await service.command(1, ALICE, "shop_buy", {"item": typed}, lang=lang)
        assert r.error and r.text == said, (typed, r.text)
    r = await service.command(1, ALICE, "shop_buy", {"item": "licorne"}, lang="fr")
    assert r.error and r.text == "L'armurerie ne vend pas licorne."
    await set_state(service, 1, lambda s: setattr(s.heroes["barbarian"], "gold", 200))
    r = await service.command(1, ALICE, "shop_buy", {"item": "casque"}, lang="fr")
    assert not r.error, r.text
    game = await service.game(1)
    assert "helmet" in game.state.heroes["barbarian"].items and game.state.heroes["barbarian"].gold == 75
    r = await service.command(1, ALICE, "shop_sell", {"item": "Casque"}, lang="fr")
    assert not r.error, r.text
    assert (await service.game(1)).state.heroes["barbarian"].gold == 75 + 62


async def test_a_spell_refusal_lists_every_spell_left_whole(service):
    # a playtest: « Vos sorts restants : Vent rapide, Rempart de bourrasques, Gerbe de fla…. »: the
    # list was one string, clipped as a typed value is
    await hq_game(service, heroes=((ALICE, "wizard"), (BOB, "dwarf")))
    game = await service.game(1)
    left = [RS.content.spells[x] for x in game.state.heroes["wizard"].spells]
    assert len(", ".join(sp.name_fr for sp in left)) > 60
    r = await service.command(1, ALICE, "cast", {"spell": "Génie", "target": "Nain"}, lang="fr")
    assert r.error and r.text.endswith("Vos sorts restants : " + ", ".join(sp.name_fr for sp in left) + "."), r.text
    r = await service.command(1, ALICE, "cast", {"spell": "Genie", "target": "Dwarf"})
    assert r.error and r.text.endswith("Your spells left: " + ", ".join(sp.name for sp in left) + "."), r.text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summary_speaks_of_fallen_heroes_only_when_one_fell(lang):
    # a playtest: « les héros tombés peuvent être remplacés » after a quest nobody fell in
    game = games.get("heroquest")
    s = RS.new_game("proving_halls", ["barbarian", "dwarf"], 3, {})
    s.result, s.phase = "won", "ended"
    lobby = {"seats": [["barbarian", ALICE], ["dwarf", BOB]]}
    replaced = "fallen heroes may be replaced" if lang == "en" else "les héros tombés peuvent être remplacés"
    text = "\n".join(game.summary_lines(Table(game, lang, s, lobby, ALICE)))
    assert "`/game next`" in text and replaced not in text
    s.heroes["dwarf"].dead = True
    text = "\n".join(game.summary_lines(Table(game, lang, s, lobby, ALICE)))
    assert replaced in text


async def test_the_armory_rules_give_its_price_list(service):
    # a playtest: `/shop buy item:?` lists only what a hero can afford, so the prices were nowhere
    await hq_game(service)
    fr = (await service.rules_for(1, "armurerie", lang="fr")).text
    assert "Prix, en pièces d'or : Poignard 25, Bâton 100, Casque 125," in fr
    en = (await service.rules_for(1, "shop")).text
    assert "Prices, in gold: Dagger 25," in en and "Helmet 125" in en
    # a refusal to sell the Wizard a helmet sends players to this topic: it says what the Wizard may use
    assert "Le Magicien peut utiliser, parmi eux : Poignard, Bâton," in fr and "Casque" not in fr.split("parmi eux")[1]
    assert "The Wizard may use, of these: Dagger, Staff," in en, en


async def test_hand_sets_a_french_space_before_an_items_colon(service):
    # a playtest: « Breuvage rouge: Rend … », unlike every other French colon
    await hq_game(service)
    await set_state(service, 1, lambda s: s.heroes["barbarian"].items.append("red_draught"))
    fr = (await service.hand(1, ALICE, lang="fr")).text
    assert "Breuvage rouge : " in fr and "Breuvage rouge: " not in fr, fr
    assert "Red Draught: " in (await service.hand(1, ALICE)).text


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("fr", "trésors", "« trésors » ne fait pas partie des choix pour `for` : Un trésor ; Des portes secrètes ; Des "
                      "pièges. Vouliez-vous dire « Un trésor » ?"),
    ("fr", "porte secrète", "Vouliez-vous dire « Des portes secrètes » ?"),
    ("en", "xyz", "“xyz” is not one of the choices for `for`: Treasure; Secret doors; Traps."),
])
async def test_a_search_for_something_not_offered_lists_the_choices(service, lang, typed, said):
    # a playtest typed /search for:trésors and was told "Cette commande est mal formée (search.for)"
    await hq_game(service)
    before = (await service.game(1)).row.version
    r = await service.command(1, ALICE, "search", {"for": typed}, lang=lang)
    assert r.error and r.ephemeral and said in r.text, r.text
    assert "search.for" not in r.text
    assert (await service.game(1)).row.version == before


async def test_a_slain_monster_named_again_is_said_slain_not_unseen(service):
    # a playtest attacked O1 after it fell and read "Aucun monstre O1 en vue. Aucun monstre n'a encore été vu."
    await hq_game(service)
    script = [(ALICE, "move", {"to": "J11"}), (ALICE, "open", {"door": "1"}), (ALICE, "move", {"to": "J10"}),
              (ALICE, "end", {}), (BOB, "move", {"to": "H10"}), (ALICE, "attack", {"target": "orc"}),
              (ALICE, "end", {}), (BOB, "attack", {"target": "gobelin"}), (BOB, "move", {"to": "G11"}),
              (BOB, "end", {}), (ALICE, "attack", {"target": "G1"})]
    for user, verb, options in script:
        await service.command(1, user, verb, options, lang="fr")
    state = (await service.game(1)).state
    assert not any(m.label in ("O1", "G1") for m in state.monsters.values())  # both fell in this play
    for lang, said in (("fr", "Le monstre O1 a déjà été abattu : `/status` liste les monstres encore en jeu."),
                       ("en", "O1 has already been slain: `/status` lists the monsters still in play.")):
        r = await service.command(1, ALICE, "attack", {"target": "o1"}, lang=lang)
        assert r.error and r.text == said, r.text


def test_a_monster_slain_is_told_with_its_french_gender():
    table = Table(games.get("heroquest"), "fr", None, {}, 0)
    narrate = games.get("heroquest").narrate
    from engine.rulesets.heroquest import events as ev
    for kind, name, said in (("abomination", "Abomination", "💀 Abomination A1 est abattue."),
                             ("orc", "Orc", "💀 Orc O1 est abattu.")):
        label = "A1" if kind == "abomination" else "O1"
        e = ev.MonsterKilled.make(monster=label, kind=kind, name=name, name_fr=name, by="barbarian", square="C3")
        assert narrate([e], table) == [said]
