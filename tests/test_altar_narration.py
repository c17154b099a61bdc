"""Altar Quest's events told in English and French: every die shown, refusals in the player's language,
private events only to their seat, a whole game without a raw template, and every kind of event of
every game with a sentence of its own."""
from __future__ import annotations

from typing import Literal

import pytest

from bot import games
from bot.gamekit import Table
from bot.games.altar.narrate import dice_line
from bot.narration import Narrator
from engine import registry
from engine.core.events import GameEvent, witness
from engine.rulesets.altar import events as ev
from tests.altar_helpers import tell

ALTAR = games.get("altar")


def test_each_die_is_shown():
    assert dice_line([[], ["success"], ["focus"], ["success", "focus"], ["critical"]]) == "[·] [✦] [◎] [✦◎] [✧]"
    roll = ev.AttributeTest(figure="h_brakka", name="Brakka", attr="might", dice=2, kind="attack",
                            faces=[["success"], []], successes=1, focus_used=0, focus_gained=0)
    assert tell([roll], "fr") == ["🎲 Brakka lance 2 dés de Puissance : [✦] [·] → 1 succès"]


def test_one_die_is_one_die_and_the_dice_criticals_add_are_said_as_such():
    one = ev.AttributeTest(figure="h_brakka", name="Brakka", attr="agility", dice=1, kind="resist",
                           faces=[["success"]], successes=1, focus_used=0, focus_gained=0)
    assert tell([one], "en") == ["🎲 Brakka rolls 1 Agility die: [✦] → 1 success"]
    assert tell([one], "fr") == ["🎲 Brakka lance 1 dé d'Agilité : [✦] → 1 succès"]
    crit = ev.AttributeTest(figure="h_brakka", name="Brakka", attr="might", dice=2, kind="attack",
                            faces=[["critical"], [], ["success"]], successes=2, focus_used=0, focus_gained=0)
    assert tell([crit], "en") == ["🎲 Brakka rolls 2 Might dice (+1 for a critical): [✧] [·] [✦] → 2 successes"]
    assert tell([crit], "fr") == ["🎲 Brakka lance 2 dés de Puissance (+1 pour un critique) : [✧] [·] [✦] → 2 succès"]


def test_private_events_never_reach_public_narration():
    events = [ev.CardDrawn(hero="ilse", card="x", name="Secret Blade", name_fr="Lame secrète", audience="ilse"),
              ev.CardDrawnPublic(hero="ilse", hand=5)]
    assert tell(events, "en") == ["Ilse Lampbearer draws a card (5 in hand)."]
    assert "🂠 You draw “Secret Blade”." in tell(events, "en", viewer={"ilse"})
    assert "Lame secrète" in " ".join(tell(events, "fr", viewer={"ilse"}))
    assert "Secret Blade" not in " ".join(tell(events, "en", viewer={"brakka"}))


def test_a_narrator_accepts_only_what_witness_let_through():
    narrator = ALTAR.narrator_cls(Table(ALTAR, "en", None, {}, 0), ALTAR.names_cls())
    secret = [ev.CardDrawn(hero="ilse", card="x", name="Secret Blade", name_fr="Lame secrète", audience="ilse")]
    with pytest.raises(TypeError):
        narrator.lines(secret)  # a raw list: nobody said who may read it
    assert narrator.lines(witness(secret)) == []


def test_reaction_prompt_does_not_list_the_cards_in_hand():
    prompt = ev.Prompt(seat="brakka", kind="reaction", enemy="e5", enemy_name="Slag Brute",
                       options=["Riposte", "Pass"], audience="brakka")
    line = tell([prompt], "en", viewer={"brakka"})[0]
    assert "Riposte" not in line and "Slag Brute" in line


def test_refusals_in_the_players_language_with_their_wording_chosen_by_what_they_name():
    assert ALTAR.texts("fr", "rule-door_open") == "Cette porte est déjà ouverte."
    assert ALTAR.texts("en", "rule-not_your_phase") == "You can only do that during your own act phase."
    assert ALTAR.texts("en", "rule-not_your_phase", hero="Ilse") == (
        "It is Ilse's act phase: wait until they `/end` it.")
    # a room by its corner squares, as the board names them (its number is nowhere on the board)
    assert ALTAR.texts("en", "room", span="R12–V16") == "the room at R12–V16"
    assert ALTAR.texts("fr", "room", span="R12–V16") == "salle en R12–V16"


class BrandNewThing(GameEvent):
    type: Literal["brand_new_thing"] = "brand_new_thing"
    amount: int
    figure: str
    nested: dict


def test_an_event_no_message_tells_yet_is_told_plainly_rather_than_dropped():
    narrator = Narrator(Table(ALTAR, "en", None, {}, 0))
    assert narrator.lines(witness([BrandNewThing(amount=2, figure="e1", nested={"x": 1})])) == [
        "• brand new thing (amount=2, figure=e1)"]


@pytest.mark.parametrize("game_id", ["altar", "heroquest"])
def test_every_kind_of_event_has_a_sentence_of_its_own(game_id):
    game = games.get(game_id)
    union = registry.get(game_id).event_codec
    kinds = [k for k in __import__(f"engine.rulesets.{game_id}.events", fromlist=["x"]).EVENT_TYPES]
    assert union is not None and len(kinds) > 50
    missing = [k.__name__ for k in kinds if k not in game.narrator_cls.tellers and k not in game.narrator_cls.silent
               and not game.texts.has("en", f"ev-{k.model_fields['type'].default}")]
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_game_narrates_without_raw_templates(lang):
    rs = registry.get("altar")
    state = rs.new_game("silent_bells", ["brakka", "ilse", "maudra"], 11)
    kinds: set[str] = set()
    lines: list[str] = []
    for _ in range(600):
        chosen = ALTAR.policy_action(state)
        if chosen is None:
            break
        seat, action = chosen
        try:
            out = rs.apply(state, seat, action)
        except Exception:
            out = rs.apply(state, seat, {"type": "end"} if state.pending is None else
                           {"type": "choose", "option": state.pending.prompt.default})
        lines += ALTAR.narrate(out.events, Table(ALTAR, lang, out.state, {}, 0), before=rs.view(state, None))
        kinds |= {e.type for e in out.events}
        state = out.state
    assert len(kinds) > 25
    text = "\n".join(lines)
    assert "{" not in text and "ev-" not in text and "rule-" not in text
    assert not [line for line in lines if line.startswith("• ")], "every engine event has its own sentence"
    if lang == "fr":
        assert "Manche" in text or "manche" in text


def test_french_counts_agree_and_a_feminine_name_is_vaincue():
    """'gagne 2 armure', '3 concentration', '2 armure brisée' and 'Ombre hurlante L2 est vaincu' (playtest)."""
    said = tell([
        ev.Armor(figure="h_tib", name="Tib la Pie", amount=2, armor=2),
        ev.Armor(figure="h_tib", name="Tib la Pie", amount=1, armor=3),
        ev.Focus(hero="tib", amount=2, focus=5),
        ev.Attack(attacker="h_tib", attacker_name="Tib la Pie", target="e5", target_name="Golem de rouille L1",
                  successes=4, defense=0, damage=2, armor_removed=2),
        ev.Defeated(figure="e7", name="Ombre hurlante L2", kind="lurker", card="lurker_howling_shade"),
        ev.Defeated(figure="e8", name="Golem de rouille L1", kind="lurker", card="lurker_rust_golem"),
        ev.Defeated(figure="h_maudra", name="Maudra Encrier", kind="hero", card="maudra"),
    ], "fr")
    assert said[0] == "🛡 Tib la Pie gagne 2 armures (2)." and said[1] == "🛡 Tib la Pie gagne 1 armure (3)."
    assert "gagne 2 concentrations (5)." in said[2]
    assert said[3].endswith("(2 armures brisées)")
    assert said[4:] == ["💀 Ombre hurlante L2 est vaincue !", "💀 Golem de rouille L1 est vaincu !",
                        "💀 Maudra Encrier est vaincue !"]
    # an event logged before the figure's card was recorded reads as before
    assert tell([ev.Defeated(figure="e7", name="Ombre hurlante L2", kind="lurker")], "fr") == [
        "💀 Ombre hurlante L2 est vaincu !"]
    assert tell([ev.Defeated(figure="e7", name="Howling Shade L2", kind="lurker", card="lurker_howling_shade")],
                "en") == ["💀 Howling Shade L2 is defeated!"]


def test_a_room_is_told_by_its_corner_squares_not_by_a_number_the_board_does_not_show():
    """'La salle 15 est révélée', 'L'autel est trouvé dans la salle 13' (playtest): the board draws no
    room numbers, but names its columns and rows."""
    events = [ev.RoomRevealed(hero="tib", room="r12"), ev.AltarFound(room="r12"),
              ev.Searched(hero="tib", room="r12", search_tokens=1)]
    fr = tell(events, "fr")
    assert fr[0] == "🚪 La salle en R12–V16 est révélée !"
    assert "L'autel est trouvé dans la salle en R12–V16 !" in fr[1] and fr[2].endswith("fouille la salle en R12–V16.")
    en = tell(events, "en")
    assert en[0] == "🚪 The room at R12–V16 is revealed!"
    assert not any("salle 12" in line or "room 12" in line for line in fr + en)


def test_an_event_drawn_is_read_out_as_it_resolves():
    """An event card is resolved and discarded at once, so the story is the only place it is seen: its
    text goes with it (a playtest: 'draws a threat: Rain of Sparks (event)' and then damage, no why)."""
    rs = registry.get("altar")
    state = rs.new_game("silent_bells", ["brakka", "ilse"], 11)
    from engine.rulesets.altar.game import Game

    g = Game(rs.clone(state), rs.content)
    g.s.decks["threat"] = g.s.decks["threat"].model_copy(update={"cards": ["cinder_sparks"], "discard": []})
    g.draw_threat("brakka", None)
    drawn = [e for e in g.events if isinstance(e, ev.ThreatDrawn)]
    assert tell(drawn, "en") == [
        "Brakka Stonejaw draws an event: **Rain of Sparks**, “Each character in your room resists Agility (2). "
        "Volkris: you gain 1 threat token.”"]
    assert tell(drawn, "fr")[0].startswith("Brakka Mâchoire-de-Pierre pioche un événement : **Pluie d'étincelles**, « Chaque ")
    minion = ev.ThreatDrawn(hero="brakka", card="cinder_thrall_red", kind="minion", name="Ash Thrall", name_fr="Serf")
    assert tell([minion], "en") == ["Brakka Stonejaw draws a threat: Ash Thrall (minion)."]
