"""The plug-in surface, proven by a third game: tic-tac-toe (tests/tinygame) plugs itself into the
engine, rendering and bot registries, then is played start to finish through GameService, through
`questmaster play`'s console driver and through the Discord adapter, in English and French, while the
real games go on as before; unregistered, it is gone. Nothing outside tests/ knows it exists.
"""
from __future__ import annotations

import argparse
import ast
import io
import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as fl
from fluent.syntax import parse, serialize
from PIL import Image

import tests.tinygame as tinygame
from bot import games
from bot.commands import MAX_COMMANDS, Verb, command_set
from bot.console import play
from bot.i18n import SHARED_LOCALES
from bot.service import GameService, Reply
from engine import registry as engine_registry
from engine.core.errors import RuleError
from rendering import registry as pictures
from tests.conftest import ALICE, BOB, CAROL, option, started_game
from tests.tinygame.engine import events as ev
from tests.tinygame.rendering import board as pic

ID = tinygame.ID
HOST, GUEST, OUTSIDER = 10, 11, 12
FOLDER = Path(tinygame.__file__).resolve().parent
LOCALES = FOLDER / "bot" / "locales"


def real_commands() -> dict[str, Verb]:
    """Every command of the registered games, by key."""
    return {v.key: v for v in command_set({g.id: g.verbs for g in games.all_games()})}


@dataclass
class Plugged:
    before: dict[str, Verb]  # the real games' commands, before tic-tac-toe came


@pytest.fixture
def tictactoe():
    """Tic-tac-toe registered in the three layers for one test, and taken out after it."""
    assert not games.known(ID) and ID not in pictures.ids() and ID not in engine_registry.ruleset_ids()
    before = real_commands()
    tinygame.register()
    try:
        yield Plugged(before)
    finally:
        tinygame.unregister()


# --- helpers ---------------------------------------------------------------------------------------


async def open_game(svc: GameService, channel: int, lang: str, seed: str = "7") -> None:
    """A started game: the host (alice) plays Cross, the guest (bob) Nought."""
    r = await svc.new_game(channel, HOST, ID, None, seed, lang=lang, user_name="alice")
    assert not r.error, r.text
    for user, seat, name in ((HOST, "x", "alice"), (GUEST, "o", "bob")):
        r = await svc.join(channel, user, seat, lang=lang, user_name=name)
        assert not r.error, r.text


async def saved(svc: GameService, channel: int) -> tuple[int, str | None]:
    """What the store holds for the channel: (version, state JSON)."""
    game = await svc.game(channel)
    assert game is not None
    return game.row.version, game.row.state


async def refused(svc: GameService, channel: int, reply: Reply, key: str, text: str,
                  before: tuple[int, str | None]) -> None:
    """A private refusal with this message, and nothing changed in the store."""
    assert reply.error and reply.ephemeral and reply.error_key == key, (reply.error_key, reply.text)
    assert reply.text == text
    assert reply.png is None and not reply.game_over
    assert await saved(svc, channel) == before


async def mark(svc: GameService, channel: int, user: int, cell: str, lang: str) -> Reply:
    reply = await svc.command(channel, user, "mark", {"cell": cell}, lang=lang)
    assert not reply.error, reply.text
    return reply


# --- whole games through GameService ----------------------------------------------------------------


async def test_a_whole_game_through_the_service_in_english(tictactoe, store):
    svc = GameService(store, prompt_timeout=None)  # the real renderer: pictures drawn in a thread
    try:
        r = await svc.new_game(1, HOST, ID, "classic", "7", user_name="alice")
        assert r.text.startswith("🗺 alice opens a game of Tic-tac-toe: **Classic**.")
        assert "Free heroes: Cross, Nought." in r.text
        r = await svc.join(1, HOST, "Cross", user_name="alice")
        assert r.text.startswith("alice takes Cross.")
        # one seat taken: the engine refuses to start, in its own words, and the lobby stays a lobby
        before = await saved(svc, 1)
        await refused(svc, 1, await svc.start(1, HOST), "rule-need_both",
                      "Tic-tac-toe needs both seats taken (Cross and Nought): `/game join` first.", before)
        await svc.join(1, GUEST, "o", user_name="bob")
        r = await svc.start(1, HOST)
        assert r.text.splitlines() == ["⚔ **Classic** begins (seed 7).", "The party: Cross (alice), Nought (bob).",
                                       "Cross (X) plays first: `/mark cell:B2` takes the centre."]
        assert r.png and Image.open(io.BytesIO(r.png)).size == pic.SIZE

        r = await svc.status(1, OUTSIDER)
        assert r.text.splitlines() == [
            "**Classic**, round 1: 0 of 9 cells marked.", "```", "   A B C", "1  · · ·", "2  · · ·", "3  · · ·", "```",
            "X Cross (alice): to play", "O Nought (bob): waiting", "Host: alice. Seed: 7."]

        # autocomplete of /mark cell: the free cells, for the seat whose turn it is only
        cells = await svc.complete(1, HOST, "cell", "", command="mark")
        assert len(cells) == 9 and ("B2 (centre)", "B2") in cells and ("A1 (top left)", "A1") in cells
        assert [v for _, v in await svc.complete(1, HOST, "cell", "b", command="mark")][:3] == ["B1", "B2", "B3"]
        assert await svc.complete(1, GUEST, "cell", "", command="mark") == []
        assert await svc.complete(1, OUTSIDER, "cell", "", command="mark") == []

        r = await mark(svc, 1, HOST, " b2 ", "en")  # typed loosely
        assert r.text.splitlines() == ["Cross (X) marks B2.", "— Nought to play —",
                                       "➡ Nought (O), played by bob: choose a free cell with `/mark cell:`."]
        # the service gives every game the same buttons: End turn and My hand get this game's hint-end and
        # hand-none (checked below)
        assert r.png and not r.ephemeral and r.buttons == ["end", "hand", "status", "board"]
        assert ("B2 (centre)", "B2") not in await svc.complete(1, GUEST, "cell", "", command="mark")

        # refusals: private, in the game's words, and nothing changes
        before = await saved(svc, 1)
        await refused(svc, 1, await svc.command(1, GUEST, "mark", {"cell": "B2"}), "rule-cell_taken",
                      "B2 is already marked by Cross: pick a free cell.", before)
        await refused(svc, 1, await svc.command(1, GUEST, "mark", {"cell": "D4"}), "rule-bad_cell",
                      "“D4” is not a cell of the grid: a column A to C then a row 1 to 3, like B2.", before)
        await refused(svc, 1, await svc.command(1, HOST, "mark", {"cell": "A1"}), "rule-not_your_turn",
                      "It is Nought's turn, not yours.", before)
        await refused(svc, 1, await svc.command(1, OUTSIDER, "mark", {"cell": "A1"}), "err-not_player",
                      "You do not control a hero in this game. Join before it starts with `/game join`, "
                      "or ask the host.", before)
        await refused(svc, 1, await svc.command(1, GUEST, "end"), "hint-end",
                      "Tic-tac-toe has no end of turn: your mark ends it (`/mark cell:B2`).", before)
        await refused(svc, 1, await svc.command(1, GUEST, "move", {"to": "A1"}), "err-not_in_ruleset",
                      "Tic-tac-toe has no such command. Its commands: /mark", before)
        await refused(svc, 1, await svc.act(1, GUEST, {"type": "mark", "square": "A1"}), "rule-bad_action",
                      "That command is malformed (cell).", before)

        # /do: every free cell in words, and those words (or a clear part of them) play it
        offered = [label for label, _ in await svc.complete(1, GUEST, "action", "", command="do")]
        assert len(offered) == 8 and "Mark A1 (top left)" in offered and not any("B2" in x for x in offered)
        assert await svc.complete(1, GUEST, "action", "top l", command="do") == [
            ("Mark A1 (top left)", "Mark A1 (top left)")]
        r = await svc.do(1, GUEST, "mark a1")
        assert r.text.splitlines()[:2] == ["Nought (O) marks A1.", "— Cross to play —"]
        before = await saved(svc, 1)
        r = await svc.do(1, HOST, "fly away")
        assert r.error and r.ephemeral and r.error_key == "err-do_unknown" and await saved(svc, 1) == before
        assert r.text.startswith("“fly away” is not something you can do now. Closest: Mark ")

        await mark(svc, 1, HOST, "A3", "en")
        r = await mark(svc, 1, GUEST, "C1", "en")  # Nought blocks the diagonal...
        # ...and the host takes it back: nothing random or hidden was shown
        r = await svc.undo(1, HOST)
        assert r.text.splitlines()[0] == "↩ alice undid “Mark C1 (top right)”."
        assert (await svc.game(1)).view()["cells"]["C1"] is None
        await mark(svc, 1, GUEST, "B1", "en")

        log = (await svc.log_text(1, OUTSIDER, 3)).text.splitlines()
        assert log[0] == "The last 3 entries:"
        # oldest first; the "— Cross to play —" lines are left out of the log
        assert log[1].startswith("`#8` bob (Nought) “Mark C1 (top right)” (undone): Nought (O) marks C1.")
        assert log[2].startswith("`#9` alice: undo")
        assert log[3].startswith("`#10` bob (Nought) “Mark B1 (top middle)”: Nought (O) marks B1.")
        assert (await svc.rules_for(1, "winning")).text.startswith("**Winning.** Three of your marks in a row")
        assert (await svc.hand(1, GUEST)).text == "Tic-tac-toe has no cards: every mark is on the grid (`/game board`)."

        r = await mark(svc, 1, HOST, "C1", "en")
        assert r.game_over and r.png and r.buttons == []
        assert r.text.splitlines() == [
            "Cross (X) marks C1.", "🏆 Cross lines up three: C1 · B2 · A3!",
            "🏆 **Victory** in round 3: three in a row.", "🏆 Cross (alice) wins with C1 · B2 · A3.",
            "```", "   A B C", "1  O O X", "2  · X ·", "3  X · ·", "```",
            "Cross (alice): 3 marks", "Nought (bob): 2 marks"]
        game = await svc.game(1)
        assert game.row.status == "over" and game.state.result == "won" and game.state.winner == "x"
        before = await saved(svc, 1)
        await refused(svc, 1, await svc.command(1, GUEST, "mark", {"cell": "C3"}), "err-no_game",
                      "There is no game in this channel. Start one with `/game new`.", before)
        r = await svc.board(1, OUTSIDER)
        assert r.text == "**Classic**, round 3." and r.png
    finally:
        await svc.close()


async def test_a_whole_game_through_the_service_in_french_ends_in_a_draw(tictactoe, service):
    await open_game(service, 2, "fr")
    r = await service.start(2, HOST, lang="fr")
    assert r.text.splitlines() == ["⚔ **Classique** commence (graine 7).", "Le groupe : Croix (alice), Rond (bob).",
                                   "Croix (X) commence : `/mark cell:B2` prend le centre."]
    r = await mark(service, 2, HOST, "B2", "fr")
    assert r.text.splitlines() == ["Croix (X) marque B2.", "— À Rond de jouer —",
                                   "➡ Rond (O), joué par bob : choisissez une case libre avec `/mark cell:`."]
    before = await saved(service, 2)
    await refused(service, 2, await service.command(2, GUEST, "mark", {"cell": "b2"}, lang="fr"), "rule-cell_taken",
                  "B2 est déjà marquée par Croix : choisissez une case libre.", before)
    await refused(service, 2, await service.command(2, GUEST, "mark", {"cell": "B"}, lang="fr"), "rule-bad_cell",
                  "« B » n'est pas une case de la grille : une colonne de A à C puis une ligne de 1 à 3, comme B2.",
                  before)
    await refused(service, 2, await service.command(2, HOST, "mark", {"cell": "C3"}, lang="fr"),
                  "rule-not_your_turn", "C'est au tour de Rond, pas au vôtre.", before)
    assert ("Marquer A1 (en haut à gauche)", "Marquer A1 (en haut à gauche)") in await service.complete(
        2, GUEST, "action", "", lang="fr", command="do")
    assert ("A2 (au milieu à gauche)", "A2") in await service.complete(2, GUEST, "cell", "", lang="fr",
                                                                       command="mark")
    r = await service.do(2, GUEST, "marquer a1", lang="fr")
    assert r.text.splitlines()[0] == "Rond (O) marque A1."
    # the rest of a draw: every mark blocks the other seat's line
    for user, cell in ((HOST, "C2"), (GUEST, "A2"), (HOST, "A3"), (GUEST, "C1"), (HOST, "B1"), (GUEST, "B3")):
        await mark(service, 2, user, cell, "fr")
    r = await service.status(2, OUTSIDER, lang="fr")
    assert r.text.splitlines()[0] == "**Classique**, manche 5 : 8 cases sur 9 marquées."
    assert "X Croix (alice) : à jouer" in r.text and "O Rond (bob) : attend" in r.text
    r = await mark(service, 2, HOST, "C3", "fr")
    lines = r.text.splitlines()
    assert lines[:2] == ["Croix (X) marque C3.",
                         "🤝 La grille est pleine après 9 marques et personne n'en a aligné trois : match nul."]
    assert lines[3:] == ["🤝 Personne ne gagne : match nul après 9 marques.", "```", "   A B C", "1  O X O",
                         "2  O X X", "3  X O X", "```", "Croix (alice) : 5 marques", "Rond (bob) : 4 marques"]
    assert lines[2].endswith("à la manche 5 : la grille est pleine et personne n'a aligné trois marques.")
    game = await service.game(2)
    assert r.game_over and game.row.status == "over" and game.state.result == "drawn"


async def test_a_draw_is_not_announced_as_a_defeat(tictactoe, service):
    await open_game(service, 3, "en")
    await service.start(3, HOST)
    for user, cell in ((HOST, "B2"), (GUEST, "A1"), (HOST, "C2"), (GUEST, "A2"), (HOST, "A3"), (GUEST, "C1"),
                       (HOST, "B1"), (GUEST, "B3"), (HOST, "C3")):
        r = await mark(service, 3, user, cell, "en")
    assert r.game_over and "🤝 Nobody wins" in r.text
    assert "Defeat" not in r.text


async def test_an_unknown_seat_is_refused_in_the_players_language(tictactoe, service):
    await open_game(service, 4, "fr")
    await service.start(4, HOST, lang="fr")
    r = await service.command(4, HOST, "mark", {"cell": "B2"}, hero="zorro", lang="fr")
    assert r.error and r.text.startswith("Il n'y a pas de héros nommé zorro")
    assert "Croix, Rond" in r.text


async def test_its_pictures_are_drawn_in_the_bots_worker_processes(tictactoe, store):
    """The bot draws in worker processes that never ran `register()`: they find the picture by module path."""
    import asyncio

    from bot.render_pool import render_pool

    pool = render_pool(1)
    svc = GameService(store, prompt_timeout=None, executor=pool)
    try:
        await open_game(svc, 8, "en")
        await svc.start(8, HOST)
        r = await mark(svc, 8, HOST, "B2", "en")
        assert r.png is not None  # a failed picture would be None: the service never lets one cost the turn
        with Image.open(io.BytesIO(r.png)) as img:
            x0, y0, x1, y1 = pic.cell_box("B2")
            assert img.size == pic.SIZE and close(img.convert("RGB").getpixel(((x0 + x1) // 2, (y0 + y1) // 2)),
                                                  pic.CROSS)
        known = await asyncio.get_running_loop().run_in_executor(pool, games.known, ID)
        assert known is False  # the worker's registries never heard of it
    finally:
        await svc.close()


# --- a whole game through the console driver, as `questmaster play` plays it --------------------------

SCRIPT = """\
# Cross (alice) wins on the anti-diagonal; bob tries what is refused on the way
/game status
/mark cell:B2
@alice /mark cell:C3
@bob /mark cell:B2
/mark cell:Z9
/end
/hand
/rules topic:winning
/do action:A1
@alice /mark A3
@bob /mark cell:b1
/game status
/game log count:2
@alice /mark C1
/mark B3
"""

EXPECTED = {
    "en": [
        "> alice: /mark cell:B2\nCross (X) marks B2.\n— Nought to play —\n"
        "➡ Nought (O), played by bob: choose a free cell with `/mark cell:`.",
        "> alice: /mark cell:C3\n[only alice sees] It is Nought's turn, not yours.",
        "> bob: /mark cell:B2\n[only bob sees] B2 is already marked by Cross: pick a free cell.",
        "> bob: /mark cell:Z9\n[only bob sees] “Z9” is not a cell of the grid",
        "> bob: /end\n[only bob sees] Tic-tac-toe has no end of turn",
        "> bob: /hand\n[only bob sees] Tic-tac-toe has no cards",
        "> bob: /rules topic:winning\n[only bob sees] **Winning.**",
        "> bob: /do action:A1\nNought (O) marks A1.",
        "**Classic**, round 3: 4 of 9 cells marked.",
        "The last 2 entries:",
        "> alice: /mark C1\nCross (X) marks C1.\n🏆 Cross lines up three: C1 · B2 · A3!\n"
        "🏆 **Victory** in round 3: three in a row.\n🏆 Cross (alice) wins with C1 · B2 · A3.",
    ],
    "fr": [
        "> alice: /mark cell:B2\nCroix (X) marque B2.\n— À Rond de jouer —\n"
        "➡ Rond (O), joué par bob : choisissez une case libre avec `/mark cell:`.",
        "> alice: /mark cell:C3\n[visible par alice seul] C'est au tour de Rond, pas au vôtre.",
        "> bob: /mark cell:B2\n[visible par bob seul] B2 est déjà marquée par Croix : choisissez une case libre.",
        "> bob: /mark cell:Z9\n[visible par bob seul] « Z9 » n'est pas une case de la grille",
        "> bob: /end\n[visible par bob seul] Le morpion n'a pas de fin de tour",
        "> bob: /hand\n[visible par bob seul] Le morpion n'a pas de cartes",
        "> bob: /rules topic:winning\n[visible par bob seul] **Gagner.**",
        "> bob: /do action:A1\nRond (O) marque A1.",
        "**Classique**, manche 3 : 4 cases sur 9 marquées.",
        "> alice: /mark C1\nCroix (X) marque C1.\n🏆 Croix aligne trois marques : C1 · B2 · A3 !\n"
        "🏆 **Victoire** à la manche 3 : trois en ligne.\n🏆 Croix (alice) gagne avec C1 · B2 · A3.",
    ],
}


def play_args(lang: str, out: Path) -> argparse.Namespace:
    """What `questmaster play --ruleset tictactoe --players alice,bob --seed 5 --lang <lang> --out <out>`
    parses to (bot/cli.py)."""
    from bot.cli import build_parser

    return build_parser().parse_args(["play", "--ruleset", ID, "--players", "alice,bob", "--seed", "5",
                                      "--lang", lang, "--out", str(out)])


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 10) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def english_patterns() -> dict[str, re.Pattern[str]]:
    """Each English message of the game that French words differently, as a pattern matching its text
    whatever fills its variables (only messages with enough English words of their own to tell: not
    punctuation alone, nor a word French uses too, like "centre")."""
    en, fr = ftl_messages(LOCALES / "en.ftl"), ftl_messages(LOCALES / "fr.ftl")
    french = (LOCALES / "fr.ftl").read_text(encoding="utf-8")
    out = {}
    for key, message in en.items():
        pieces = [e.value if isinstance(e, fl.TextElement) else None for e in message.value.elements]
        words = "".join(p for p in pieces if p)
        if value_of(fr[key]) == value_of(message) or len(re.findall(r"[A-Za-z]", words)) < 4 or (
                re.search(rf"\b{re.escape(words.strip())}\b", french)):
            continue
        out[key] = re.compile("".join(re.escape(p) if p is not None else "[^\n]+?" for p in pieces))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_whole_game_through_the_console_driver(tictactoe, tmp_path, lang):
    out = io.StringIO()
    assert await play(play_args(lang, tmp_path / "boards"), io.StringIO(SCRIPT), out) == 0
    text = out.getvalue()
    for expected in EXPECTED[lang]:
        assert expected in text, expected
    # the game was over: the console answers instead of playing on
    over = "[only alice sees] This game is over" if lang == "en" else "[visible par alice seul] Cette partie est finie"
    assert "> alice: /mark B3\n" + over in text
    assert text.count("(board: ") == 6  # the start, then each of the five marks; refusals draw nothing

    boards = sorted((tmp_path / "boards").glob("*.png"))
    assert len(boards) == 6 and all(re.fullmatch(r"(round\d\d-)?turn\d{4}\.png", p.name) for p in boards)
    with Image.open(boards[-1]) as img:
        assert img.format == "PNG" and img.size == pic.SIZE
        rgb = img.convert("RGB")

    def at(cell: str, dx: int = 0, dy: int = 0) -> tuple[int, int, int]:
        x0, y0, x1, y1 = pic.cell_box(cell)
        return rgb.getpixel(((x0 + x1) // 2 + dx, (y0 + y1) // 2 + dy))

    ring = pic.CELL // 2 - pic.CELL // 5 - 6  # from a cell's centre to the middle of a nought's stroke
    assert close(at("B2"), pic.CROSS) and close(at("C1"), pic.CROSS) and close(at("A3"), pic.CROSS)
    assert close(at("A1", dx=ring), pic.NOUGHT) and close(at("B1", dy=-ring), pic.NOUGHT)
    assert close(at("A1"), pic.PAPER) and close(at("C2"), pic.PAPER)  # a nought's hole, a free cell
    assert close(at("C1", dx=-50, dy=8), pic.WIN) and close(at("B3", dx=-50, dy=8), pic.PAPER)  # the line

    english = {key for key, p in english_patterns().items() if p.search(text)}
    if lang == "en":  # the French check below has teeth: these messages are in the English run
        assert {"ev-marked", "ev-turn_passed", "ev-won", "msg-turn", "rule-cell_taken", "rule-not_your_turn",
                "hint-end", "st-head", "sum-winner", "reason-three_in_a_row"} <= english
    else:
        assert english == set()
        for word in ("Cross", "Nought", "Classic", "round", "marks", "wins"):
            assert not re.search(rf"\b{word}\b", text), word


# --- the Discord adapter: the game's own slash command, its autocomplete and its picture ---------------


async def test_the_discord_adapter_plays_the_games_own_command(tictactoe, driver, fake_discord):
    synced = next(iter(fake_discord.synced.values()))
    command = next(c for c in synced if c["name"] == "mark")
    assert command["description"] == "Mark a free cell (tic-tac-toe; it ends your turn)"
    assert command["description_localizations"]["fr"] == "Marquer une case libre (morpion ; cela finit votre tour)"
    cell = next(o for o in command["options"] if o["name"] == "cell")
    assert cell["required"] and cell["autocomplete"]

    await driver.slash("game", [option("ruleset", ID), option("quest", "classic"), option("seed", "1")],
                       sub="new", user=ALICE)
    await driver.slash("game", [option("hero", "x")], sub="join", user=ALICE)
    await driver.slash("game", [option("hero", "o")], sub="join", user=BOB)
    start = fake_discord.callback(await driver.slash("game", [], sub="start", user=ALICE))
    assert start.files and start.files[0][0] == "board.png"

    got = await driver.autocomplete("mark", [option("cell", "b", focused=True)], user=ALICE)
    assert [c["value"] for c in got][:3] == ["B1", "B2", "B3"] and got[1]["name"] == "B2 (centre)"
    assert await driver.autocomplete("mark", [option("cell", "", focused=True)], user=BOB) == []
    got = await driver.autocomplete("mark", [option("cell", "", focused=True)], user=ALICE, locale="fr")
    assert {"name": "B2 (au centre)", "value": "B2"} in got

    cb = fake_discord.callback(await driver.slash("mark", [option("cell", "B2")], user=ALICE))
    data = cb.json["data"]
    assert data["content"].startswith("Cross (X) marks B2.\n— Nought to play —")
    assert cb.files and Image.open(io.BytesIO(cb.files[0][1])).size == pic.SIZE
    cb = fake_discord.callback(await driver.slash("mark", [option("cell", "B2")], user=CAROL))
    assert int(cb.json["data"].get("flags", 0)) == 64  # private: Carol plays no seat


# --- the real games are untouched, and an unregistered game is gone ---------------------------------------


def same_command(a: Verb, b: Verb) -> bool:
    """The same command apart from the list of games that take it."""
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(Verb) if f.name != "games")


async def test_the_real_games_are_untouched_and_it_is_gone_after(tictactoe, service):
    now = real_commands()  # builds: no clash, and the budget of top-level commands holds
    assert len({v.group or v.name for v in now.values()}) + 1 <= MAX_COMMANDS
    assert set(now) - set(tictactoe.before) == {"mark"}
    assert all(same_command(now[k], v) for k, v in tictactoe.before.items())
    assert now["mark"].owner == ID and now["mark"].games == (ID,) and [o.name for o in now["mark"].options] == [
        "cell", "hero"]
    from bot.cogs.play import play_commands

    assert "mark" in {c.name for c in play_commands()}

    # a real game plays beside it, in another channel of the same service
    await started_game(service, channel=5)
    await open_game(service, 6, "en")
    await service.start(6, HOST)
    assert "Brakka Stonejaw" in (await service.status(5, 10)).text
    assert (await service.command(5, 10, "mark", {"cell": "B2"})).error_key == "err-not_in_ruleset"
    assert (await service.command(6, HOST, "move", {"to": "C3"})).error_key == "err-not_in_ruleset"
    index = service.rules(None).text  # every game's topics, once each, by name
    assert index.count("winning and draws") == 1 and index.count("winning and losing") == 1

    # the shared tools reach it through its BotGame
    from bot.simulate import bench_engine
    from bot.validate import validate_all

    counts, problems = validate_all()
    assert problems == [] and counts[ID] == {"quests": 1, "heroes": 2} and {"altar", "heroquest"} <= set(counts)
    result = games.get(ID).simulate(None, 2, 30, "sim")
    assert result["errors"] == 0 and result["games"] == 30
    assert result["wins"] + result["losses"] + result["draws"] == 30
    assert 5 * 30 <= result["applies"] <= 9 * 30
    assert bench_engine(3, ruleset=ID)["applies"] >= 15

    tinygame.unregister()
    assert not games.known(ID) and ID not in games.ids()
    assert ID not in engine_registry.ruleset_ids() and ID not in pictures.ids()
    with pytest.raises(RuleError):
        engine_registry.get(ID)
    after = real_commands()
    assert set(after) == set(tictactoe.before)
    assert all(same_command(after[k], v) and after[k].games == v.games for k, v in tictactoe.before.items())
    r = await service.new_game(7, HOST, ID, None, "1")
    assert r.error and r.error_key == "rule-unknown_ruleset"
    assert "Brakka Stonejaw" in (await service.status(5, 10)).text


# --- the game's own engine and files, checked as the real games' are ---------------------------------------


def test_the_engine_never_changes_its_input_and_its_events_round_trip(tictactoe):
    rs = engine_registry.get(ID)
    state = rs.new_game("classic", ["o", "x"], 1)  # joined in any order, Cross marks first
    assert state.turn == "x" and [a.cell for a in rs.legal_actions(state, "x")][:3] == ["A1", "B1", "C1"]
    assert rs.legal_actions(state, "o") == []
    text = rs.dump_state(state)
    outcome = rs.apply(state, "x", {"type": "mark", "cell": "b2"})
    assert rs.dump_state(state) == text and outcome.state.cells["B2"] == "x" and outcome.prompt is None
    assert [type(e) for e in outcome.events] == [ev.Marked, ev.TurnPassed]
    assert rs.event_codec.load(rs.event_codec.dump(outcome.events)) == outcome.events
    assert rs.load_state(rs.dump_state(outcome.state)) == outcome.state
    assert rs.hidden_change(text, rs.dump_state(outcome.state)) is None
    for heroes, key in ((["x"], "need_both"), (["x", "x"], "hero_twice"), (["x", "q"], "unknown_hero")):
        with pytest.raises(RuleError) as err:
            rs.new_game("classic", heroes, 1)
        assert err.value.key == key
    with pytest.raises(RuleError) as err:
        rs.parse_action({"type": "move", "to": "B2"})
    assert err.value.key == "bad_action"


def test_the_picture_takes_every_word_from_the_games_french_messages(tictactoe):
    rs, game = engine_registry.get(ID), games.get(ID)
    state = rs.new_game("classic", ["x", "o"], 1)
    for seat, cell in (("x", "A1"), ("o", "B1"), ("x", "B2"), ("o", "C1"), ("x", "C3")):
        state = rs.apply(state, seat, {"type": "mark", "cell": cell}).state
    asked: list[str] = []
    french = game.translator("fr")

    def tr(key: str, *args: Any, **params: Any) -> str:
        asked.append(key)
        return french(key, *args, **params)

    img = pictures.pictures(ID).render_board(rs.view(state, None), "fr", tr)
    assert img.size == pic.SIZE
    assert sorted(set(asked)) == ["pic-round", "pic-winner"]
    for key in asked:
        assert game.texts.has("fr", key) and game.texts("fr", key, n=1, name="Croix") != game.texts(
            "en", key, n=1, name="Croix")
    assert pictures.hand_png(pictures.module_of(ID), [], "fr", french) is None  # no hand to draw


def ftl_messages(path: Path) -> dict[str, fl.Message]:
    out = {}
    for entry in parse(path.read_text(encoding="utf-8")).body:
        assert not isinstance(entry, fl.Junk), f"{path}: {entry.annotations}"
        if isinstance(entry, fl.Message):
            out[entry.id.name] = entry
    return out


def value_of(message: fl.Message) -> str:
    """A message's text as written in its file, after the `=`."""
    return serialize(fl.Resource([message])).partition("=")[2].strip()


def variables(message: fl.Message) -> set[str]:
    return set(re.findall(r"\$([a-z_]+)", value_of(message)))


def test_every_message_is_in_both_languages_and_the_game_redefines_no_shared_one(tictactoe):
    en, fr = ftl_messages(LOCALES / "en.ftl"), ftl_messages(LOCALES / "fr.ftl")
    assert sorted(en) == sorted(fr)
    assert [k for k in en if variables(en[k]) != variables(fr[k])] == []
    assert sorted(set(en) & set(ftl_messages(SHARED_LOCALES / "en.ftl"))) == []
    game = games.get(ID)
    # messages whose ids the code builds: every rule error, rules topic, position and picture word
    source = "\n".join(p.read_text(encoding="utf-8") for p in (FOLDER / "engine").rglob("*.py"))
    rules = {f"rule-{k}" for k in re.findall(r'RuleError\(\s*"([a-z_]+)"', source)}
    assert len(rules) >= 8
    from tests.tinygame.bot.game import POSITIONS

    built = rules | {f"rules-{t}" for t in game.rules_topics} | {f"pos-{p}" for p in POSITIONS.values()} | {
        f"reason-{r}" for r in ("three_in_a_row", "full_board")}
    for lang in ("en", "fr"):
        assert sorted(k for k in built if not game.texts.has(lang, k)) == [], lang
    topics = [t for t in game.rules_topics if f"topic-{t}" not in ftl_messages(SHARED_LOCALES / "en.ftl")]
    assert sorted(f"topic-{t}" for t in topics) == sorted(k for k in en if k.startswith("topic-"))


@pytest.mark.parametrize("path", sorted((FOLDER / "bot").glob("*.py")) + sorted((FOLDER / "rendering").glob("*.py")),
                         ids=lambda p: str(p.relative_to(FOLDER)))
def test_every_message_the_code_names_exists_with_every_variable_it_needs(tictactoe, path):
    en = ftl_messages(LOCALES / "en.ftl")
    game = games.get(ID)
    problems = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or getattr(node.func, "attr", getattr(node.func, "id", "")) != "tr":
            continue
        literal = [a.value for a in node.args[:1] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if not literal:
            continue
        key, passed = literal[0], {k.arg for k in node.keywords}
        if not (game.texts.has("en", key) and game.texts.has("fr", key)):
            problems.append(f"{path.name}:{node.lineno} {key}: missing")
        elif key in en and variables(en[key]) - passed:
            problems.append(f"{path.name}:{node.lineno} {key}: needs {sorted(variables(en[key]) - passed)}")
    assert problems == []
