"""Altar Quest's texts and interface as a French playtest met them, replayed through the console (the
same GameService as the bot): altar dice picked by their own number, card texts readable (in play,
villain and quest areas, a card named in /rules), one word for a card type, off-board squares said so
and named in the legend, yes/no options typed in either language, and French wording (agreement,
plurals, "des", no "0 seconds", targets by name)."""
from __future__ import annotations

import io
from argparse import Namespace

import pytest

from bot import games
from bot.console import Console, play
from bot.gamekit import Table
from bot.service import GameService
from rendering.altar.board import AltarBoard
from tests.altar_helpers import BLANK, SUCCESS, add_quest_card, place, reveal, rig
from tests.conftest import started_game
from tests.test_altar_interface import quiet, scene

# the playtest: two players, Brakka and Ilse, The Silent Bells, seed 11, in French
# (the party now starts with its set-up supply: both heroes never spend it, so no offer interrupts the
# replay and the dice fall as they did in the playtest)
OPENING = [
    "@bob /supply mode:jamais", "@ann /supply mode:jamais", "/choose option:garder", "/move to:t17",
    "/play card:rugissement", "/open door:1", "/move to:T14", "/interact with:clochette", "/end",
    "@bob /choose option:tout", "@bob /move to:S14", "@bob /interact with:clochette", "@bob /end",
    "@bob /choose option:chaque", "@bob /interact with:clochette", "@bob /move to:T12", "@bob /open door:3",
    "@bob /channel die:2 rhune:aluna", "@bob /end", "@ann /move to:T11", "@ann /draw",
    "@ann /channel die:3 rhune:volkris", "@ann /end", "@ann /choose option:haubert", "@ann /choose option:passer",
    "@ann /choose option:2", "@ann /choose option:passer", "@ann /move to:S9",
]
# (the villain card's choice in round 1 is Ilse's, bob's: she acted last, so she is the villain turn's
# active hero; the altar dice fall differently from the playtest from there)
# a hero card's rhune effect is the hero's to take or pass (asked since the playtest): taken here ("1")
ROUND3 = [
    "@ann /play card:coup fendant target:chantre du bucher", "@ann /play card:charge target:M1",
    "@ann /choose option:R8", "@ann /choose option:1", "@ann /end", "@bob /move to:R13", "@bob /open door:4",
    "@ann /choose option:2", "@ann /choose option:passer", "@bob /move to:S12",
    "@bob /play card:fouet target:golem", "@bob /choose option:1", "@bob /choose option:foi",
    "@bob /play card:Fouet radieux target:L1", "@bob /end", "@bob /choose option:1", "@ann /supply mode:jamais",
    "@ann /choose option:passer", "@bob /choose option:passer", "@bob /choose option:passer", "@ann /move to:T11",
    "@ann /play card:coup fendant target:golem", "@ann /move to:R9", "@ann /open door:6",
    # the altar dice prompt: up to 2 dice to roll
]


async def console_run(lines: list[str]) -> str:
    args = Namespace(ruleset="altar", quest="silent_bells", players="ann,bob", heroes="brakka,ilse", seed="11",
                     out=None, lang="fr", hard=False, db=None)
    out = io.StringIO()
    assert await play(args, io.StringIO("\n".join(lines) + "\n"), out) == 0
    return out.getvalue()


def after(text: str, command: str) -> str:
    """What the console answered to the last `command` typed."""
    return text.rsplit(f": {command}\n", 1)[1].split("\n> ", 1)[0]


async def test_the_playtest_in_french_dice_numbers_card_texts_squares_and_wording():
    text = await console_run(OPENING + ROUND3 + [
        "@ann /choose option:3", "@ann /choose option:3", "@ann /choose option:4",
        "/hand", "/status", "/rules topic:malédiction", "/rules topic:xyz",
        "/rules topic:les décisions et le délai", "/move to:A1", "/move to:U19", "/move to:11"])

    # 1. an altar die is listed and picked by its own number, whatever was picked before
    listed = after(text, "/choose option:3")  # the first one: die 3 picked, the list shown again
    assert "2. Dé 2 : Lowek\n    4. Dé 4 : Brase\n    5. Dé 5 : Brase\n    6. Relancer les dés choisis (3)" in text
    assert "3. Dé 4" not in text and "4. Dé 5" not in text
    assert "« 3 » n'est pas une des réponses" in listed  # die 3 is already picked: refused, nothing rolled
    assert "choisit : Dé 4 : Brase." in after(text, "/choose option:4")

    # 2. card texts: in play in /hand, the villain and quest areas in /status, the villain card when drawn
    hand = after(text, "/hand")
    assert "dans la pioche, 5 concentrations :" in hand  # not "5 concentration"
    assert "**Grande hache ébréchée** (équipement) — Action : attaque avec Puissance +1 dé, portée 1." in hand
    assert "**Ferraille, le chien de guerre** (allié) — Épuiser : Ferraille se déplace" in hand
    status = after(text, "/status")
    assert "Zone du méchant (Hagga Noire-Ronce) :" in status
    assert ("• **Malédiction flétrissante** (effet durable du méchant, progrès 1) — Permanente. Activation : chaque "
            "héros résiste Constitution (1).") in status
    assert "Zone de quête :" in status and "**Les Cloches muettes** (règles de quête, 4 jetons quête)" in status
    assert "😈 Carte du méchant : Malédiction flétrissante — Permanente. Activation :" in text
    assert after(text, "/rules topic:malédiction").strip().endswith(
        "**Malédiction flétrissante** (effet durable du méchant, progrès 1) — Permanente. Activation : chaque "
        "héros résiste Constitution (1). Puis placez 1 progrès ici ; à 4 progrès, défaussez cette carte.")

    # 4. a well-formed square off the dungeon is not a typo
    for square in ("A1", "U19"):
        assert f"{square} est hors des cases du donjon" in after(text, f"/move to:{square}")
    assert "11 n'est pas un nom de case (une lettre puis un nombre, comme C5)." in after(text, "/move to:11")

    # 6. wording
    assert "Clochette d'argent est attachée à l'élément." in text
    assert "✅ Clochette d'argent est surmontée !" in text
    assert "La rhune Aluna des ténèbres écoutent se résout." in text and "de Les" not in text
    assert "(3 concentrations dépensées)" in text and "3 concentration dépensée" not in text
    assert "(1 concentration dépensée" in text
    rules = after(text, "/rules topic:les décisions et le délai")
    assert "0 secondes" not in rules and "Cette table n'a pas de délai : la partie attend votre réponse." in rules
    unknown = after(text, "/rules topic:xyz")
    assert "Aucun sujet de règles, héros, ennemi sur le plateau ni aucune carte en vue ne s'appelle « xyz »." in unknown
    assert "Sujets de règles :" in unknown


async def test_a_card_aimed_at_an_enemy_without_a_target_names_the_enemies_by_name_and_label():
    text = await console_run(OPENING + ["@ann /play card:coup fendant"])
    assert ("Cette carte vise un ennemi : nommez-le avec `target` (par son nom ou son repère) : "
            "Chantre du bûcher (M2).") in after(text, "/play card:coup fendant")


def test_one_french_word_for_a_feat_and_the_first_turn_shows_the_french_value():
    texts = games.get("altar").texts
    assert texts("fr", "pic-card-feat") == texts("fr", "kind-hero_feat") == "prouesse"
    assert "Prouesse" in texts("fr", "rules-actions")
    assert "`/choose option:tout`" in texts("fr", "msg-first_turn")
    assert "supply:true" not in texts("fr", "rules-supply") and "`supply:oui`" in texts("fr", "rules-supply")


def test_the_dark_corner_blocks_are_in_the_legend():
    game = games.get("altar")
    rs = game.ruleset
    state = rs.new_game("silent_bells", ["brakka", "ilse"], "11", {})
    board = AltarBoard(rs.view(state, None), "fr", game.translator("fr"))
    keys = {k.icon: k.text for k in board.legend_keys()}
    assert keys.get("rock") == "hors du donjon : ce ne sont pas des cases"


# --- yes/no options typed in the console -----------------------------------------------------------


def bell_scene(s) -> None:
    quiet(s)
    s.supply = 2
    reveal(s, "r02", feature="feature_bookshelf")
    add_quest_card(s, "bells_cracked_bronze", "r02", attach=True)
    place(s, "h_brakka", "G2")  # next to the bookshelf at H2
    rig(s, SUCCESS, BLANK, BLANK, BLANK, BLANK, BLANK)


async def test_yes_no_options_take_oui_non_yes_no_true_false_and_refuse_anything_else(service: GameService, store):
    await started_game(service)
    out = io.StringIO()
    console = Console(service, ["alice", "bob"], None, "fr", out)
    console.users = {"alice": 10, "bob": 11}
    console.last_user = 10
    await scene(service, store, bell_scene)
    await console.run_line("@alice /interact with:Cloche de bronze supply:peut-être")
    assert "`supply:` prend oui ou non (ou yes, no, true, false), pas « peut-être »" in out.getvalue()
    await console.run_line("@alice /interact with:Cloche de bronze supply:Non")
    told = out.getvalue().rsplit("supply:Non", 1)[1]
    assert "dépense 1 provision" not in told and "lance 4 dés de Puissance" in told  # Might 4
    await scene(service, store, lambda s: rig(s, SUCCESS, BLANK, BLANK, BLANK, BLANK, BLANK))
    await console.run_line("@alice /interact with:Cloche de bronze supply:OUI")
    told = out.getvalue().rsplit("supply:OUI", 1)[1]
    assert "dépense 1 provision pour un dé de plus (groupe : 1)" in told
    assert "lance 5 dés de Puissance" in told  # +1 die


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_status_tells_threat_cards_and_threat_tokens_apart(lang):
    # a playtest: an event gave every hero 1 burn token, /game status said "0 menace" for each (it
    # counted threat cards), then each hero burned in the threat turn
    game = games.get("altar")
    s = game.ruleset.new_game("usurpers_end", ["ilse", "tib"], 7, {})  # its threat deck burns
    s.figures["h_ilse"].threat_tokens = 2
    lines = game.status_lines(Table(game, lang, s, {"seats": [["ilse", 1], ["tib", 2]]}, 0))
    ilse, tib = (next(line for line in lines if name in line) for name in ("Ilse", "Tib"))
    if lang == "en":
        assert "0 threat cards, burning: 2 threat tokens —" in ilse
        assert "0 threat cards —" in tib and "token" not in tib
    else:
        assert "0 carte menace, en feu : 2 jetons de menace —" in ilse
        assert "0 carte menace —" in tib and "jeton" not in tib
