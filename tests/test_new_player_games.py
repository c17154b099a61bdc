"""A new player's first evening (issue 10): a scripted player plays one whole game of each ruleset in
each language through the console (`questmaster play`'s `Console`, the same service as the bot),
typing only names the console showed them: they ask what a command accepts with `?`, read the list,
and type one of the lines they read (or a decision's answer by its label as the console numbered it).

Which line to type is the game's own simulation player's choice (so that the game ends); the test
fails when that choice was not among the names shown, when a command typed from the screen is
refused, when an internal id reaches the screen, or when French text holds English."""
from __future__ import annotations

import io
import re

import pytest

from bot import games
from bot.console import CHANNEL, Console
from bot.service import GameService

from .test_translation_whole_games import problems, shown_names

PLAYERS = ["ann", "bo"]
# what must never reach a player: door ids, action ids, option paths, Python reprs, unknown events
INTERNAL = re.compile(r"\bd\d\d\b|\b[a-z]+_[a-z_]+\b|\b(?:play|use|act):[a-z0-9_]+|\bsearch\.for\b|\['|\{'|"
                      r"\bNone\b|^• [a-z ]+ \(", re.MULTILINE)


def listed(text: str) -> list[str]:
    """The lines a `?` listing showed (`    • <name>`)."""
    return [m.group(1) for m in re.finditer(r"^    • (.+)$", text, re.MULTILINE)]


async def new_player_game(store, game_id: str, lang: str, seed: str) -> tuple[str, object]:
    svc = GameService(store, prompt_timeout=None, renderer=None, mention=lambda u, lobby: PLAYERS[u - 1])
    out = io.StringIO()
    con = Console(svc, PLAYERS, None, lang, out)
    kit = games.get(game_id)
    heroes = [h.id for h in kit.ruleset.heroes()][:2]
    con.show(await svc.new_game(CHANNEL, 1, game_id, None, seed, lang=lang, user_name=PLAYERS[0]), 1)
    for i, hero in enumerate(heroes):
        con.show(await svc.join(CHANNEL, i + 1, hero, lang=lang, user_name=PLAYERS[i]), i + 1)
    con.show(await svc.start(CHANNEL, 1, lang=lang), 1)
    names: set[str] = set()
    for _step in range(2500):
        game = await svc.game(CHANNEL)
        if game.row.status != "playing":
            break
        names.update(shown_names(game, lang))
        seat, action = game.game.policy_action(game.state)
        user = game.controller(seat)
        me = f"@{PLAYERS[user - 1]}"
        hero = f" hero:{game.table(lang).hero(seat)}" if len(game.heroes_of(user)) > 1 else ""
        table = game.table(lang)
        before = len(out.getvalue())
        if action.type == "choose":
            # the decision as the console numbered it, answered by the label read there
            await con.run_line(f"{me} /choose{hero}")
            shown = out.getvalue()[before:]
            label = game.game.choice_label(table, seat, action.option)
            assert label in shown, f"the answer {label!r} was not shown:\n{shown}"
            line = f"{me} /choose option:{label}{hero}"
        else:
            await con.run_line(f"{me} /do ?{hero}")
            shown = listed(out.getvalue()[before:])
            words = game.game.describe(action, table, seat)
            assert words in shown, f"{words!r} is not among the actions shown: {shown}"
            line = f"{me} /do action:{words}{hero}"
        version = game.row.version
        at = len(out.getvalue())
        await con.run_line(line)
        after = await svc.game(CHANNEL)
        assert after.row.version > version, f"{line} was refused:\n{out.getvalue()[at:]}"
    else:
        pytest.fail("the game did not end")
    # the board after the end shows nobody acting
    view = (await svc.game(CHANNEL)).table(lang).view()
    assert view["active"] is None and not any(f.get("active") for f in view["figures"])
    await con.run_line(f"@{PLAYERS[0]} /status")
    return out.getvalue(), names


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["altar", "heroquest"])
async def test_a_new_player_plays_a_whole_game_with_only_the_names_shown(store, game_id, lang):
    text, names = await new_player_game(store, game_id, lang, seed="newcomer")
    bad = [m.group(0) for m in INTERNAL.finditer(text)]
    assert not bad, f"internal names reached the players: {sorted(set(bad))[:20]}"
    assert not problems(text, lang, sorted(names)), problems(text, lang, sorted(names))[:10]
    # the result is said once (the summary's headline), then `/status` may say it again
    played = text.rsplit(f"> {PLAYERS[0]}: /status", 1)[0]
    heads = [line for line in played.splitlines() if re.match(r"(🏆|☠|💀) \*\*", line)]
    assert len(heads) == 1, heads
    assert not re.search(r"The quest is (won|lost)|La quête est (réussie|perdue)", played)
    if "every hero has fallen" in played or "tous les héros sont tombés" in played:
        assert "survivors" not in played and "survivants" not in played
