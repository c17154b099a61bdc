"""A hero's and an enemy's numbers where players read them (a French playtest: nothing showed a hero's
attributes or defence, and an enemy's defence, speed and range were learnt only by attacking it):
`/rules topic:<hero>` gives a hero's six attributes, defence, health and text; `/rules topic:<enemy>`
(or its label on the board) an enemy's health, defence, speed, range and text, for enemies on the
board only; `/hand` gives the player's own hero's attributes and defence. In English and French,
through the service the bot uses."""
from __future__ import annotations

import re

from bot.service import GameService
from engine.rulesets.altar.state import GameState
from tests.altar_helpers import add_enemy, place
from tests.conftest import started_game
from tests.test_altar_interface import ALICE, BOB, CH, SHIPPED, quiet, scene

INTERNAL = re.compile(r"\b(lurker_|cinder_|[a-z]+_[a-z_]+\b|e\d+\b|c\d+\b)")


def enemies_scene(s: GameState) -> None:
    """A Rust Golem, an Ink Wraith and two Ash Thralls (a red and a green one) near the heroes."""
    quiet(s)
    place(s, "h_brakka", "C2")
    place(s, "h_ilse", "A5")
    add_enemy(s, "lurker_rust_golem", "D2", owner="brakka", content=SHIPPED)
    add_enemy(s, "lurker_ink_wraith", "D4", owner="ilse", content=SHIPPED)
    add_enemy(s, "cinder_thrall_red", "E2", owner="brakka", content=SHIPPED)
    add_enemy(s, "cinder_thrall_green", "E3", owner="ilse", content=SHIPPED)


def label_of(s: GameState, card: str) -> str:
    return next(f.label for f in s.figures.values() if f.card == card)


async def test_rules_topic_hero_gives_the_six_attributes_defense_health_and_text(service: GameService):
    await started_game(service)
    r = await service.rules_for(CH, "Ilse")
    assert not r.error, r.text
    assert "**Ilse Lampbearer** (hero) — health 10" in r.text
    assert "Might 2 · Fortitude 2 · Agility 1 · Willpower 4 · Charisma 3 · Intellect 2 · Defense 1" in r.text
    assert "A wandering sister of the Ember Lamp." in r.text
    # any hero of the roster (Maudra is not in this game), any case, a clear prefix, in French
    for typed in ("maudra", "MAUD", "encrier"):
        r = await service.rules_for(CH, typed, lang="fr")
        assert not r.error, (typed, r.text)
        assert "**Maudra Encrier** (héros) — 9 PV" in r.text
        assert ("Puissance 1 · Constitution 2 · Agilité 2 · Volonté 3 · Charisme 2 · Intelligence 4 · Défense 0"
                in r.text)
        assert "Copiste de bibliothèque" in r.text
    r = await service.rules_for(CH, "porte lampe", lang="fr")  # no accents or hyphen needed
    assert "**Ilse Porte-Lampe** (héros)" in r.text


async def test_rules_topic_enemy_gives_its_numbers_only_once_it_is_on_the_board(service: GameService, store):
    await started_game(service)
    # still hidden (in a deck): nothing of that name is in sight
    r = await service.rules_for(CH, "golem")
    assert r.error and r.text.startswith("No rules topic, hero, enemy on the board or card in sight is called “golem”")
    assert "health 6" not in r.text
    await scene(service, store, enemies_scene)
    state = (await service.game(CH)).state
    golem = label_of(state, "lurker_rust_golem")
    r = await service.rules_for(CH, "golem")
    assert not r.error, r.text
    assert "**Rust Golem** (lurker) — health 6, defense 1, speed 2, range 1" in r.text
    assert f"On the board: {golem} at D2, 6/6 health" in r.text
    assert "Inflict Fortitude (4)" in r.text
    r = await service.rules_for(CH, "GOLEM DE ROUILLE", lang="fr")
    assert "**Golem de rouille** (rôdeur) — 6 PV, défense 1, vitesse 2, portée 1" in r.text
    assert f"Sur le plateau : {golem} en D2, 6/6 PV" in r.text
    assert "Infligez Constitution (4)" in r.text
    # by its label on the board, in either case
    r = await service.rules_for(CH, golem.lower(), lang="fr")
    assert "**Golem de rouille** (rôdeur) — 6 PV, défense 1, vitesse 2, portée 1" in r.text
    # the red and the green Ash Thralls are one enemy to read, both figures listed; no internal id shown
    red, green = label_of(state, "cinder_thrall_red"), label_of(state, "cinder_thrall_green")
    r = await service.rules_for(CH, "thrall")
    assert not r.error, r.text
    assert "**Ash Thrall** (minion) — health 2, defense 0, speed 3, range 1" in r.text
    assert f"{red} at E2, 2/2 health, {green} at E3, 2/2 health" in r.text
    assert not INTERNAL.search(r.text), r.text


async def test_a_name_two_things_hold_asks_which(service: GameService, store):
    await started_game(service)
    await scene(service, store, enemies_scene)
    wraith = label_of((await service.game(CH)).state, "lurker_ink_wraith")
    r = await service.rules_for(CH, "encr", lang="fr")  # Maudra Encrier, Spectre d'encre
    assert f"« encr » peut désigner Maudra Encrier, Spectre d'encre ({wraith}) : précisez." == r.text
    r = await service.rules_for(CH, "wraith")
    assert "**Ink Wraith** (lurker) — health 4, defense 1, speed 4, range 2" in r.text


async def test_hand_shows_the_own_heros_attributes_and_defense(service: GameService):
    await started_game(service)
    r = await service.hand(CH, ALICE)
    assert not r.error, r.text
    lines = r.text.splitlines()
    assert lines[1].strip() == "Might 4 · Fortitude 3 · Agility 2 · Willpower 2 · Charisma 2 · Intellect 1 · Defense 1"
    r = await service.hand(CH, BOB, lang="fr")
    assert ("Puissance 2 · Constitution 2 · Agilité 1 · Volonté 4 · Charisme 3 · Intelligence 2 · Défense 1"
            in r.text.splitlines()[1])


async def test_rules_topic_threat_tokens_reads_out_what_this_games_threat_deck_says(service: GameService):
    """What threat tokens do is the threat deck's own rule (the Cinder Brood burns, the Gloam Hunt
    marks): in a game, `/rules topic:threat tokens` reads out that deck's rule; outside one, both."""
    r = service.rules("jetons menace", lang="fr")
    assert "**brûle**" in r.text and "**marqué**" in r.text
    await started_game(service)
    game = await service.game(CH)
    assert game.state.threat_deck == "cinder_brood"
    r = await service.rules_for(CH, "threat tokens")
    assert not r.error and r.ephemeral
    assert r.text.endswith("This game's threat deck, The Cinder Brood, says what they do: Burn: at the end of your "
                           "react phase, suffer 1 damage for each threat token on you, then discard 1 of them.")
    # where a player sees them: the board draws no number for them by the figure (that badge is armor)
    assert "side panel" in r.text and "by its figure" not in r.text
    r = await service.rules_for(CH, "jetons", lang="fr")
    assert "La Couvée des Cendres, dit ce qu'ils font : Brûlure : à la fin de votre phase de réaction" in r.text


async def test_one_letter_names_no_rules_topic_that_merely_contains_it(service: GameService):
    """`/rules topic:B` answered with the Commands topic ("b" is in "buttons"): one or two letters name
    a topic only by its beginning, so in a game "B" is Brakka, the hero the board marks B."""
    assert service.rules("b", ruleset="altar").error and service.rules("ut", ruleset="altar").error
    assert service.rules("butt", ruleset="altar").text.startswith("**Commands.**")
    await started_game(service)
    r = await service.rules_for(CH, "B")
    assert not r.error and r.text.startswith("**Brakka Stonejaw** (hero)")


async def test_rules_topic_reads_a_trap_by_the_label_the_board_gives_it(service: GameService, store):
    """The story and the board call a trap "T1"; `/rules topic:T1` reads its card, as "M2" reads an enemy."""
    from tests.altar_helpers import add_trap

    await started_game(service)

    def trap_scene(s: GameState) -> None:
        quiet(s)
        place(s, "h_brakka", "C2")
        add_trap(s, "cinder_grate", "D3", owner="brakka")

    await scene(service, store, trap_scene)
    state = (await service.game(CH)).state
    label = next(iter(state.traps.values())).label
    r = await service.rules_for(CH, label)
    assert not r.error and SHIPPED.cards["cinder_grate"].name in r.text, r.text
    r = await service.rules_for(CH, label.lower(), lang="fr")
    assert not r.error and SHIPPED.cards["cinder_grate"].name_fr in r.text, r.text
