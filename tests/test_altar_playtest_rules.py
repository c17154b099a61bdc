"""Altar Quest rules a playtest found wrong, on the shipped content (seed 11, Ann's Brakka and Bob's
Ilse in French):

1. the quest's Setup effect is resolved at set-up ("1P" supply counts the heroes);
2. `/interact` names what is there, near or far, in the player's language: something known but too
   far is refused as too far (with how close to get), and ’ reads as ';
3. a rhune effect on a hero's card is the hero's choice ("Rhune effects on hero cards can optionally
   be resolved by the hero resolving the card"): asked when it can do something, never resolved (nor
   its altar die rolled again) when it can do nothing;
4. a card that discards itself ("then discard this trap") says so.
"""
from __future__ import annotations

import pytest

from bot import games
from bot.gamekit import fold, resolve_name
from engine.core.errors import RuleError
from engine.rulesets.altar import AltarRuleset
from engine.rulesets.altar.content import load_content
from engine.rulesets.altar.game import Game
from engine.rulesets.altar.policy import choose_action
from engine.rulesets.altar.state import Ctx, Job
from tests.altar_helpers import BLANK, SUCCESS, add_enemy, add_trap, events, hero, place, rig, set_hand, tell
from tests.altar_helpers import act as _act
from tests.test_altar_cards_fidelity import new_game as _fidelity_game
from tests.test_names_typable import console as _console

SHIPPED = load_content()
RS = AltarRuleset(lambda: SHIPPED)
ALTAR = games.get("altar")


def new_game(heroes=("brakka", "ilse"), **kw):
    """A shipped-content game in room r07 (L7-Q11, feature N8-O9), hands empty, heroes in its corners."""
    return _fidelity_game(heroes=heroes, **kw)


def act(s, seat, action):
    return _act(s, seat, action, rs=RS)


def enemy(s, card_id, square, owner="brakka"):
    return add_enemy(s, card_id, square, owner=owner, content=SHIPPED)


def label(s, fid):
    return s.figures[fid].label


async def console(script: str, **kw) -> str:
    """The playtest's console: Brakka and Ilse, The Silent Bells, seed 11, in French."""
    base = {"quest": "silent_bells", "players": "ann,bob", "heroes": "brakka,ilse", "seed": "11", "lang": "fr"}
    return await _console(script, **(base | kw))


# --- 1. the quest's Setup effect -----------------------------------------------------------------

# the kinds of step the shipped quests' Setup effects use, each with its test below: a quest whose
# Setup uses another kind needs a test of its own
SETUP_OPS_TESTED = {"gain_supply"}


def setup_steps(quest_id):
    ability = SHIPPED.quests[quest_id].rules.ability("setup")
    return list(ability.steps) if ability else []


def test_every_kind_of_setup_effect_the_shipped_quests_use_is_tested():
    used = {st.op for q in SHIPPED.quests for st in setup_steps(q)}
    assert used and used <= SETUP_OPS_TESTED


@pytest.mark.parametrize("quest", sorted(q for q in SHIPPED.quests if any(
    st.op == "gain_supply" for st in setup_steps(q))))
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_supply_per_hero_is_gained_at_the_start(quest, n):
    # "Setup: gain 1 supply per hero" ("1P"): the heroes are counted, none was before (it gave 0)
    heroes = ["brakka", "ilse", "tib", "maudra"][:n]
    s = RS.new_game(quest, heroes, 11, {})
    per_hero = sum(int(str(st.amount).rstrip("P")) for st in setup_steps(quest) if st.op == "gain_supply")
    assert s.supply == per_hero * n > 0


def test_a_quest_without_setup_starts_with_no_supply():
    assert not setup_steps("usurpers_end")
    assert RS.new_game("usurpers_end", ["brakka", "ilse"], 11, {}).supply == 0


async def test_the_status_of_a_new_game_shows_the_setup_supply():
    text = await console("/status\n")
    assert "Provisions : 2." in text and "Provisions : 0" not in text


# --- 2. /interact names --------------------------------------------------------------------------

PLAYTEST_BELL = "/choose option:garder\n/move to:T17\n/open door:1\n/move to:T18\n"


async def test_a_known_thing_out_of_reach_is_refused_as_too_far_in_french():
    text = await console(PLAYTEST_BELL + "/interact with:clochette\n/interact with:Clochette d’argent\n"
                         "/move to:T17\n/interact with:clochette\n")
    # from T18 (the stairs' room): the bell is in another room; from T17: 4 spaces away
    assert text.count("Clochette d'argent est dans la salle en R12–V16 (en S13–T13), pas dans la vôtre") == 2
    assert "Clochette d'argent (en S13–T13) est à 4 cases" in text
    # numbers reach the message as numbers, so it agrees with them: "1 case", not "1 cases"
    assert "approchez-vous à 1 case au plus pour interagir" in text and "1 cases" not in text
    assert "Rien ne s'appelle" not in text and "Silver Handbell" not in text


async def test_an_unknown_name_lists_the_things_there_in_the_players_language():
    fr = await console(PLAYTEST_BELL + "/interact with:zzz\n")
    assert "Rien ne s'appelle zzz ici : il y a Paillasses moisies, Clochette d'argent." in fr
    assert "Mouldy Bedrolls" not in fr and "Silver Handbell" not in fr
    en = await console(PLAYTEST_BELL.replace("garder", "keep") + "/interact with:zzz\n", lang="en")
    assert "there are Mouldy Bedrolls, Silver Handbell." in en


def test_interact_names_by_a_clear_part_in_either_language_and_any_apostrophe():
    s = RS.new_game("silent_bells", ["brakka", "ilse"], 11, {})
    g = Game(s, SHIPPED)
    g.start_act("brakka")
    room = "r01"
    s.revealed.append(room)
    feature = g.new_inst("feature_map_table", "quest", room=room)
    s.features[room] = feature
    s.quest_area.append(feature)
    bell = g.new_inst("bells_silver_handbell", "quest", room=room, attached_to=feature)
    for typed in ("clochette", "CLOCHETTE D’ARGENT", "silver", "Silver Handbell", "clochette d'arg"):
        found = g.interact_named("brakka", typed)
        assert found is not None and found[0] == bell, typed
    assert g.interact_named("brakka", "zzz") is None
    assert g.interact_named("brakka", "e") is None  # one letter names nothing by itself
    from engine.core.names import fold as folded

    assert folded("  Clochette  d’Argent ") == folded("clochette d'argent") == "clochette d argent"


def test_the_shared_name_matching_reads_a_typographic_apostrophe_as_a_plain_one():
    assert fold("Charge d’épaule") == fold("Charge d'epaule") == fold("charge d epaule") == "charge d epaule"
    offered = [("Charge d'épaule", "brakka_charge"), ("Coup fendant", "brakka_cleave")]
    assert resolve_name(offered, "charge d’épaule") == "brakka_charge"
    assert resolve_name(offered, "d’épaule") == "brakka_charge"


# --- 3. rhune effects on hero cards: the hero's choice, never for nothing ------------------------


def _charge(second_enemy: bool):
    """Brakka next to a 2-health Cinder Thrall (M...), the pool showing Brase; Shoulder Charge kills it."""
    s = new_game()
    place(s, "h_brakka", "M8")
    thrall = enemy(s, "cinder_thrall_red", "N8")
    other = enemy(s, "cinder_brute_red", "N9") if second_enemy else None  # 1 space away too
    set_hand(s, "brakka", ["brakka_charge"])
    s.altar_pool = ["brase", "wathe", "wathe", "wathe", "wathe"]
    rig(s, SUCCESS, SUCCESS, BLANK, BLANK, "aluna")  # 4 Might dice, then the Brase die if it is rolled
    out = act(s, "brakka", {"type": "play", "card": "brakka_charge", "target": label(s, thrall)})
    assert out.prompt is not None and out.prompt.kind == "move"
    out = act(out.state, "brakka", {"type": "choose", "option": "stay"})
    assert thrall not in out.state.figures
    return out, other


def test_charge_that_kills_the_last_enemy_resolves_no_brase_and_keeps_its_die():
    out, _ = _charge(second_enemy=False)
    assert not events(out, "rhune") and not events(out, "altar_rolled") and not events(out, "exhausted")
    assert out.state.altar_pool == ["brase", "wathe", "wathe", "wathe", "wathe"]
    assert out.state.pending is None


def test_charge_with_an_enemy_left_to_exhaust_asks_the_hero_who_may_pass():
    out, other = _charge(second_enemy=True)
    p = out.prompt
    assert p is not None and p.kind == "rhune" and p.seat == "brakka"
    assert [o.id for o in p.options] == ["rhune", "pass"] and p.default == "rhune"
    assert p.options[0].label == "Brase: exhaust an enemy within 1 space"
    assert p.options[0].label_fr == "Brase : épuisez un ennemi à 1 case ou moins"
    assert p.params == {"rhune": "Brase", "card": "Shoulder Charge", "card_fr": "Charge d'épaule"}
    assert not events(out, "rhune")  # nothing resolved before the answer
    passed = act(out.state, "brakka", {"type": "choose", "option": "pass"})
    assert not events(passed, "rhune") and passed.state.altar_pool == out.state.altar_pool
    assert not passed.state.insts[passed.state.figures[other].inst].exhausted
    taken = act(out.state, "brakka", {"type": "choose", "option": "rhune"})
    assert [e["rhune"] for e in events(taken, "rhune")] == ["brase"]
    assert taken.state.insts[taken.state.figures[other].inst].exhausted
    assert taken.state.altar_pool == ["aluna", "wathe", "wathe", "wathe", "wathe"]  # the Brase die rolled again


def test_cleave_that_kills_its_target_resolves_no_volkris_damage():
    s = new_game()
    place(s, "h_brakka", "M8")
    thrall = enemy(s, "cinder_thrall_red", "N8")
    set_hand(s, "brakka", ["brakka_cleave"])
    s.altar_pool = ["volkris", "wathe", "wathe", "wathe", "wathe"]
    rig(s, SUCCESS, SUCCESS, BLANK, BLANK, BLANK)
    out = act(s, "brakka", {"type": "play", "card": "brakka_cleave", "target": label(s, thrall)})
    assert thrall not in out.state.figures
    assert not events(out, "rhune") and out.state.altar_pool == s.altar_pool and out.state.pending is None


def test_radiant_lash_heals_nobody_at_full_health_and_asks_when_wounded():
    def lash(damage):
        s = new_game(heroes=("ilse", "brakka"))
        place(s, "h_ilse", "M8")
        hero(s, "ilse").damage = damage
        brute = enemy(s, "cinder_brute_red", "O8", owner="ilse")
        set_hand(s, "ilse", ["ilse_lash"])
        s.altar_pool = ["aluna", "wathe", "wathe", "wathe", "wathe"]
        rig(s, BLANK, BLANK, BLANK, BLANK)
        return s, act(s, "ilse", {"type": "play", "card": "ilse_lash", "target": label(s, brute)})

    s, out = lash(0)
    assert events(out, "attack") and not events(out, "rhune") and not events(out, "heal")
    assert out.state.altar_pool == s.altar_pool and out.state.pending is None
    s, out = lash(2)
    assert out.prompt is not None and out.prompt.kind == "rhune"
    healed = act(out.state, "ilse", {"type": "choose", "option": "rhune"})
    assert events(healed, "rhune") and hero(healed.state, "ilse").damage == 1


def test_the_built_in_policy_takes_a_rhune_effect_that_does_something():
    out, _ = _charge(second_enemy=True)
    g = Game(out.state, SHIPPED)
    assert choose_action(g, "brakka").option == "rhune"


def test_the_rhune_offer_reads_in_both_languages():
    fr = ALTAR.texts("fr", "prompt-rhune", rhune="Brase", card="Charge d'épaule")
    assert fr.startswith("La réserve de l'autel montre Brase : résoudre l'effet Brase de Charge d'épaule")
    en = ALTAR.texts("en", "prompt-rhune", rhune="Brase", card="Shoulder Charge")
    assert en.startswith("The altar pool shows Brase: resolve the Brase effect of Shoulder Charge")


def test_an_enemy_cards_rhune_effect_is_still_not_the_heroes_choice():
    # "all other rhune effects must be resolved": a Cinder Thrall's Brase (gain 1 armor) is never asked
    s = new_game()
    place(s, "h_brakka", "M8")
    thrall = enemy(s, "cinder_thrall_red", "N8")
    s.altar_pool = ["brase"] * 5
    g = Game(s, SHIPPED)
    g.push(Job(kind="rhune", arg="cinder_thrall_red", ctx=Ctx(actor=thrall, enemy_turn=True)))
    g.run()
    assert s.pending is None and s.figures[thrall].armor == 1


def test_a_hero_card_rhune_declined_by_the_action_is_not_asked():
    s = new_game()
    place(s, "h_brakka", "M8")
    brute = enemy(s, "cinder_brute_red", "N8")  # 3 health: survives 1 damage
    set_hand(s, "brakka", ["brakka_cleave"])
    s.altar_pool = ["volkris", "wathe", "wathe", "wathe", "wathe"]
    rig(s, SUCCESS, SUCCESS, BLANK, BLANK, BLANK)
    out = act(s, "brakka", {"type": "play", "card": "brakka_cleave", "target": label(s, brute), "use_rhune": False})
    assert out.state.pending is None and not events(out, "rhune") and out.state.figures[brute].damage == 1


# --- 4. a card discarding itself says so ---------------------------------------------------------


def test_a_trap_that_goes_off_then_is_discarded_says_so_in_both_languages():
    s = new_game()
    place(s, "h_brakka", "M7")
    tid = add_trap(s, "cinder_keg", "O7", owner="brakka")
    trap_label = s.traps[tid].label
    out = act(s, "brakka", {"type": "move", "to": "N7"})
    assert events(out, "trap_triggered")
    assert tid not in out.state.traps and not out.state.heroes["brakka"].threat
    told = events(out, "card_discarded")
    assert told == [{"card": "cinder_keg", "kind": "trap", "name": "Flashpowder Keg",
                     "name_fr": "Tonnelet de poudre-éclair", "trap": trap_label, "square": "O7"}]
    # after the resists it triggered
    kinds = [e.type for e in out.events]
    assert kinds.index("resist") < kinds.index("card_discarded")
    discard = [e for e in out.events if e.type == "card_discarded"]
    assert tell(discard, "en") == [f"🗑 Trap Flashpowder Keg [{trap_label}] is discarded: its token leaves O7."]
    assert tell(discard, "fr") == [f"🗑 Le piège Tonnelet de poudre-éclair [{trap_label}] est défaussé : son jeton "
                                   "quitte O7."]


def test_a_quest_card_that_discards_itself_says_so():
    s = new_game(quest="usurpers_end")
    g = Game(s, SHIPPED)
    banner = g.new_inst("usurper_rally_banner", "quest", room="r07", progress=1)  # its 2nd activation ends it
    s.quest_area.append(banner)
    g.push(Job(kind="activate", arg=banner))
    g.run()
    told = [e for e in g.events if e.type == "card_discarded"]
    assert banner not in s.insts and len(told) == 1 and told[0].trap is None
    assert tell(told, "fr") == ["🗑 La carte Bannière en lambeaux est défaussée."]
    assert tell(told, "en") == ["🗑 Tattered Banner is discarded."]


def test_interacting_with_nothing_named_is_still_refused_before_anything_is_spent():
    s = RS.new_game("silent_bells", ["brakka", "ilse"], 11, {})
    with pytest.raises(RuleError) as info:
        RS.apply(s, "brakka", {"type": "interact", "with": "zzz"})
    assert info.value.key == "no_interact"


async def test_asking_for_supply_with_none_left_is_refused_and_spends_nothing(service):
    # `supply:true` with the party's supply at 0 rolled without the extra die and said nothing
    from tests.conftest import started_game

    await started_game(service)
    game = await service.game(1)
    state = game.rs.load_state(game.row.state)
    state.supply = 0
    seat = state.order[0]
    action = next(a for a in game.rs.legal_actions(state, seat) if hasattr(a, "supply"))
    before = state.model_dump_json()
    with pytest.raises(RuleError) as err:
        game.rs.apply(state, seat, action.model_copy(update={"supply": True}))
    assert err.value.key == "no_supply" and state.model_dump_json() == before


# --- hidden doors --------------------------------------------------------------------------------


async def test_a_door_not_known_yet_is_refused_as_one_that_does_not_exist():
    """The start room r16 knows two doors (T16-T17 and Q18-R18), numbered 1 and 2 as on the board;
    door d14 (T11-T12, between two hidden rooms) was 'door 14', and door 21 named T16-T17 (playtest)."""
    text = await console("/choose option:garder\n/open door:21\n/open door:99\n/open door:d14\n/open door:T12\n"
                         "/open door:1\n")
    refusals = [after(text, f"/open door:{name}") for name in ("21", "99", "d14", "T12")]
    assert refusals[0] == refusals[1].replace("99", "21")
    for refusal, name in zip(refusals, ("21", "99", "d14", "T12"), strict=True):
        assert f"Il n'y a pas de porte nommée {name}." in refusal
        assert "T11" not in refusal and "Placez-vous" not in refusal
    assert "Placez-vous en T16 ou en T17" in after(text, "/open door:1")


def test_the_view_names_only_the_known_doors_in_the_order_they_became_known():
    from engine.rulesets.altar.view import build_view
    s = RS.new_game("silent_bells", ["brakka", "ilse"], 11, {"start_room": "r16"})
    doors = build_view(s, SHIPPED, "brakka")["board"]["doors"]
    assert [(d["id"], d["name"]) for d in doors] == [("d21", "1"), ("d24", "2")]
    s.revealed.append("r12")
    doors = build_view(s, SHIPPED, "brakka")["board"]["doors"]
    assert [(d["id"], d["name"]) for d in doors] == [("d21", "1"), ("d24", "2"), ("d14", "3"), ("d20", "4")]


def after(text: str, command: str) -> str:
    return text.rsplit(f": {command}\n", 1)[1].split("\n> ", 1)[0]


# --- several answers to one reaction window ----------------------------------------------------------

# the playtest's G1 (Maudra and Brakka, The Weeping Altar, seed 11) up to the Brute about to strike Brakka
G1_BRUTE = ("@bob /move to:T17\n@bob /move to:R18\n@bob /open door:2\n@bob /move to:O17\n@bob /draw\n@bob /end\n"
            "@ann /move to:P17\n@ann /act card:baguette target:M2\n@ann /act card:baguette target:M2\n@ann /end\n")


async def test_a_reaction_window_takes_several_answers_in_turn():
    text = await console(G1_BRUTE + "@bob /choose option:riposte,haubert\n", heroes="maudra,brakka",
                         quest="weeping_altar")
    answer = after(text, "/choose option:riposte,haubert")
    assert "n'est pas une des options" not in answer and "play:" not in answer
    assert answer.index("joue Riposte") < answer.index("utilise Haubert riveté")


async def test_answers_that_cannot_follow_each_other_are_refused_by_name_and_nothing_happens():
    text = await console(G1_BRUTE + "@bob /choose option:5,2\n@bob /choose option:2\n", heroes="maudra,brakka",
                         quest="weeping_altar")
    refused = after(text, "/choose option:5,2")
    assert refused.strip().endswith("Cette décision se prend une réponse à la fois : après Passer, Riposte n'est plus "
                                    "proposé. Donnez une réponse, puis la suivante si la question revient.")
    assert "choisit" not in refused and "pass" not in refused.replace("Passer", "")
    assert "joue Riposte" in after(text, "/choose option:2")  # the window was still open


# --- names at the end of the playtest's G1, by the altar ------------------------------------------------

G1_END = G1_BRUTE + (
    "@bob /choose option:riposte\n@bob /choose option:haubert\n@bob /choose option:passer\n@ann /choose option:2\n"
    "@ann /choose option:2\n@ann /choose option:2\n@bob /choose option:passer\n@bob /supply mode:jamais\n"
    "@ann /supply mode:jamais\n@bob /play card:rugissement\n@bob /choose option:1\n"
    "@bob /play card:Frappe brise-armure target:M1\n@bob /choose option:1\n@bob /move to:L18\n@bob /open door:L18\n"
    "@ann /choose option:2\n@bob /move to:I18\n@bob /end\n@ann /play card:etude\n@ann /move to:j18\n@ann /draw\n"
    "@ann /end\n@bob /move to:G18\n@bob /open door:G18\n@bob /move to:D18\n@bob /act card:hache target:M4\n"
    "@bob /end\n@ann /move to:D17\n")


async def test_interact_lists_whole_names_and_asks_which_of_several_is_meant():
    """'/interact with:autel' said 'Rien ne s'appelle autel ici : il y a T1 Grille fumante, Sceller l'autel
    qui pleure, Au…': two names hold 'autel', and the list was cut mid-word (playtest)."""
    text = await console(G1_END + "@ann /interact with:autel\n@ann /interact with:zzz\n", heroes="maudra,brakka",
                         quest="weeping_altar")
    assert after(text, "/interact with:autel").strip() == (
        "[visible par ann seul] autel peut désigner plusieurs choses : Sceller l'autel qui pleure, Autel des "
        "bourrasques. Précisez laquelle (un peu plus de son nom).")
    listed = after(text, "/interact with:zzz")
    assert "Sceller l'autel qui pleure, Autel des bourrasques, " in listed and "…" not in listed
