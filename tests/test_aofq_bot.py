"""Age of Fantasy: Quest through the bot: whole missions by `/do` through the service and the console, in
English and French; refusals that change nothing and say why; names typed as cells, "toward X" and labels."""
from __future__ import annotations

import argparse
import io
import re

from bot.console import play
from bot.service import GameService
from rendering.aofq.board import AofqBoard

QUEST, HEROES, SEED = "ferry_at_dusk", ["brannoc", "odile"], "t1"
FRENCH_LEAKS = re.compile(r"\b(rushes|advances|shoots|charges|wounds|activates|ends the activation|stays idle|expected wounds)\b")


async def open_game(svc: GameService, lang: str, quest: str = QUEST) -> None:
    r = await svc.new_game(1, 10, "aofq", quest, SEED, lang=lang, user_name="alice")
    assert not r.error, r.text
    for hero in HEROES:
        assert not (await svc.join(1, 10, hero, lang=lang, user_name="alice")).error
    assert not (await svc.start(1, 10, lang=lang)).error


def pick(game, seat: str):
    """The built-in player's action when /do offers it, else hold and shoot, charge, advance, end."""
    legal = game.rs.legal_actions(game.state, seat)
    chosen = game.game.policy_action(game.state)
    if chosen and chosen[1] in legal:
        return chosen[1]
    for kind in ("choose", "hold", "charge", "advance"):
        found = [a for a in legal if a.type == kind and (kind != "hold" or a.target)]
        if found:
            return found[0]
    return legal[0]


async def play_by_do(svc: GameService, lang: str, quest: str = QUEST) -> tuple[list[str], list[str]]:
    """The whole mission; (the /do lines typed, every reply)."""
    await open_game(svc, lang, quest)
    lines, replies = [], []
    for _ in range(400):
        game = await svc.game(1)
        if game.row.status != "playing":
            break
        seat = game.game.policy_action(game.state)[0]
        words = game.game.describe(pick(game, seat), game.table(lang), seat)
        reply = await svc.do(1, 10, words, seat, lang=lang)
        assert not reply.error, (words, reply.text)
        lines.append(f"/do action:{words} hero:{seat}")
        replies.append(reply.text)
    assert (await svc.game(1)).row.status == "over"
    return lines, replies


async def test_a_whole_mission_in_english_names_units_and_the_ais_reasons(service):
    # a mission that is fought (at the ferry, the enemy can now seize the ford in round 2 before any blow)
    _lines, replies = await play_by_do(service, "en", "the_drowned_chapel")
    text = "\n".join(replies)
    assert "🤖 E" in text and ("rushes toward" in text or "shoots" in text or "charges" in text)
    # the end and its reason, said once: in the summary under the last turn
    end = re.search(r"\*\*(Victory|Defeat|Draw)\*\* in round \d+: (.+)\.", replies[-1])
    assert end, replies[-1]
    assert text.count(end.group(2)) == 1 and "Mission won" not in text and "Mission lost" not in text
    assert re.search(r"rolls \d, needs \d\+|\d+ attacks?, \d+ hits?", text)


async def test_a_whole_mission_in_french_is_french(service):
    _lines, replies = await play_by_do(service, "fr")
    text = "\n".join(replies)
    assert "🤖 E" in text
    end = re.search(r"\*\*(Victoire|Défaite|Égalité)\*\* au round \d+ : (.+)\.", replies[-1])
    assert end and text.count(end.group(2)) == 1, replies[-1]
    assert not FRENCH_LEAKS.search(text), FRENCH_LEAKS.search(text)


async def test_a_refused_move_changes_nothing_and_says_why(service):
    await open_game(service, "en")
    before = (await service.game(1)).row.version
    reply = await service.act(1, 10, {"type": "rush", "to": [47.0, 47.0]}, "brannoc")
    assert reply.error and "far" in reply.text.lower()
    reply = await service.act(1, 10, {"type": "charge", "target": "E9"}, "brannoc")
    assert reply.error and "E9" in reply.text
    assert (await service.game(1)).row.version == before


async def test_names_typable_cells_toward_and_labels(service):
    await open_game(service, "en")
    game = await service.game(1)
    table = game.table("en")
    verb = game.game.verb("move")
    assert game.game.action(verb, {"to": "k12"}, table, "brannoc")["to"] == [21.0, 25.0]
    assert game.game.action(verb, {"to": "toward e1"}, table, "brannoc")["toward"] == "E1"
    assert game.game.action(verb, {"to": "vers odile"}, table, "brannoc")["toward"] == "Odile"
    offered = await service.complete(1, 10, "to", "", command="move", hero="brannoc")
    assert any(v.startswith("toward ") for _l, v in offered) and any(re.fullmatch(r"[A-X]\d+", v) for _l, v in offered)


async def test_the_console_plays_the_same_mission_to_its_end(service, tmp_path):
    for lang in ("en", "fr"):
        lines, _ = await play_by_do(service, lang)
        out = io.StringIO()
        args = argparse.Namespace(ruleset="aofq", quest=QUEST, players="alice", heroes=",".join(HEROES), seed=SEED,
                                  out=None, lang=lang, hard=False, db=str(tmp_path / f"{lang}.db"))
        assert await play(args, io.StringIO("\n".join(lines) + "\n"), out) == 0
        ending = r"\*\*(Victory|Defeat)\*\* in round" if lang == "en" else r"\*\*(Victoire|Défaite)\*\* au round"
        assert re.search(ending, out.getvalue()), out.getvalue()[-2000:]


async def test_missions_chain_with_experience_upgrades_and_gear(service):
    """Issue 12 item 10: `/game next` opens the party's next mission, experience and gear carried over."""
    from engine.rulesets.aofq.game import XP_PER_UPGRADE, upgrades_for

    await play_by_do(service, "en")
    old = await service.game(1)
    won = old.state.result == "won"
    reply = await service.next_game(1, 10, lang="fr", user_name="alice")
    assert not reply.error, reply.text
    assert "PX" in reply.text and "améliorations" in reply.text
    expected_next = "the_drowned_chapel" if won else QUEST
    game = await service.game(1)
    assert game.row.lobby["quest"] == expected_next
    party = game.row.lobby["party"]
    assert set(party) == set(HEROES)
    assert all(p["xp"] == (3 if won else 1) for p in party.values())
    assert not (await service.start(1, 10, lang="en")).error
    state = (await service.game(1)).state
    assert state.heroes["brannoc"].xp == party["brannoc"]["xp"]
    # three experience make one upgrade, the first of which is +1 power
    assert upgrades_for(XP_PER_UPGRADE) == ["power"]
    view = (await service.game(1)).rs.view(state, None)
    base = (await service.game(1)).rs.content.hero("brannoc").power
    assert view["heroes"]["brannoc"]["max_power"] == base + (1 if won else 0)


async def test_the_small_table_is_a_set_up_option_told_in_the_rules_inches(service, tmp_path):
    """Item 1: `/game new small:true` plays on the 24" table, every distance halved; the bot tells moves in
    the rules' inches there too (a rush is 12"), and the picture's height tags are the rules' heights."""
    r = await service.new_game(1, 10, "aofq", QUEST, SEED, lang="fr", user_name="alice", options={"small": "oui"})
    assert not r.error and "(table de 24\")" in r.text, r.text
    for hero in HEROES:
        assert not (await service.join(1, 10, hero, lang="en", user_name="alice")).error
    assert not (await service.start(1, 10, lang="en")).error
    game = await service.game(1)
    assert game.state.size == 24.0
    assert "24\" table" in (await service.status(1, 10, lang="en")).text
    h = game.state.heroes["brannoc"]
    reply = await service.act(1, 10, {"type": "rush", "to": [h.x, h.y + 5.5]}, "brannoc")
    assert not reply.error and "rushes 11\"" in reply.text, reply.text
    far = await service.act(1, 10, {"type": "charge", "target": "E1"}, "brannoc", lang="fr")
    assert far.error and re.search(r"\d+,\d\"", far.text) and not re.search(r"\d\.\d", far.text), far.text
    # refused on a wrong value, with what the option takes
    bad = await service.new_game(2, 10, "aofq", QUEST, SEED, lang="en", user_name="alice", options={"tiny": "yes"})
    assert bad.error and "small" in bad.text
    # the console takes the same option, and the picture tags the rock shelf 6" (not 3")
    out = io.StringIO()
    args = argparse.Namespace(ruleset="aofq", quest="random", players="alice", heroes=",".join(HEROES), seed="7",
                              out=str(tmp_path / "pics"), lang="en", hard=False, db=str(tmp_path / "s.db"),
                              option=["small=yes"])
    assert await play(args, io.StringIO("/game status\n"), out) == 0
    assert "24\" table" in out.getvalue() and list((tmp_path / "pics").glob("*.png"))
    game = await service.game(1)
    board = AofqBoard(game.rs.view(game.state, None), "en", game.table("en").tr)
    tags = dict(zip([p["id"] for p in board.view["terrain"]], board.height_tags(), strict=True))
    assert any(k.endswith("rock_shelf") and v == '6"' for k, v in tags.items()), tags


async def test_a_counter_spell_is_asked_in_the_players_language(service):
    """Line 115: a hero caster within 18" of an enemy caster is asked, in French, how many tokens to spend."""
    from bot.store import LogEntry
    from engine.rulesets.aofq.state import ModelState, UnitState

    await open_game(service, "fr")
    game = await service.game(1)
    caster = next(u for u in game.rs.content.units() if u.rule("Caster") and u.models == 1)
    state = game.rs.load_state(game.row.state)
    state.heroes["odile"].x, state.heroes["odile"].y = 28.0, 3.25  # the caster 14" north of her stands in the open
    state.units = [UnitState(id="u9", label="E9", profile=caster.id, spell_tokens=6,
                             models=[ModelState(id="u9m1", x=state.heroes["odile"].x, y=state.heroes["odile"].y + 14)])]
    state.arrivals = []
    state.heroes["odile"].spell_tokens = 2
    await service._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                          state=game.rs.dump_state(state), _state_obj=state)
    await service.act(1, 10, {"type": "end"}, "brannoc", lang="fr")
    reply = await service.act(1, 10, {"type": "end"}, "odile", lang="fr")
    assert not reply.error, reply.text
    ask = reply.prompt
    assert ask is not None and ask.kind == "counter", reply.text
    assert "E9 lance" in ask.text and "jetons de sort contre lui" in ask.text, ask.text
    assert [label for _id, label in ask.options][-1].startswith("Dépenser 2 jetons")
    reply = await service.choose(1, 10, "2", "odile", lang="fr")
    assert not reply.error and "dépense 2 jetons de sort contre le sort de E9" in reply.text, reply.text


async def test_french_states_agree_with_the_heros_and_units_gender(service):
    """"Odile est Ébranlée", "les Piquiers sont Ébranlés": a French state agrees with the name it follows."""
    from bot.store import LogEntry
    from engine.rulesets.aofq import events as ev
    from engine.rulesets.aofq.state import ModelState, UnitState

    await open_game(service, "fr")
    game = await service.game(1)
    state = game.rs.load_state(game.row.state)
    state.heroes["odile"].shaken = True
    state.heroes["brannoc"].shaken = True
    pikes = next(u for u in game.rs.content.units() if u.gender_fr == "mp")
    state.units.append(UnitState(id="u9", label="E9", profile=pikes.id, shaken=True,
                                 models=[ModelState(id="u9m1", x=40.0, y=44.0)]))
    await service._commit(game, LogEntry(kind="lobby", user_id=0, action={"test": "scene"}),
                          state=game.rs.dump_state(state), _state_obj=state)
    text = (await service.status(1, 10, lang="fr")).text
    assert "Ébranlée" in text and ("Ébranlé," in text or "Ébranlé " in text), text
    game = await service.game(1)
    narrator = game.game.narrator_cls(game.table("fr"))
    said = [narrator.line(ev.Shaken.make(who=w, name=n, name_fr=n, recovered=False))
            for w, n in (("Odile", "Odile Marrow"), ("E9", pikes.name_fr), ("Brannoc", "Brannoc Hale"))]
    assert said[0].endswith("Odile Marrow est Ébranlée.") and said[1].endswith("sont Ébranlés."), said
    assert said[2].endswith("Brannoc Hale est Ébranlé."), said


async def test_after_an_action_and_a_skill_the_prompt_offers_the_paid_extra_action(service):
    # line 29: one action, one skill action, and one more of either for 2 power; the prompt said "nothing
    # left but /end" while that extra action could still be taken
    await open_game(service, "en")
    for kind in ("advance", "skill"):
        game = await service.game(1)
        action = next(a for a in game.rs.legal_actions(game.state, "brannoc") if a.type == kind)
        reply = await service.act(1, 10, action.model_dump(), "brannoc")
        assert not reply.error, reply.text
    assert "one extra action (of either kind) for 2 power, or `/end`" in reply.text
    assert "nothing left" not in reply.text
    game = await service.game(1)
    action = next(a for a in game.rs.legal_actions(game.state, "brannoc") if a.type == "advance")
    reply = await service.act(1, 10, action.model_dump(), "brannoc", lang="fr")
    assert not reply.error and "dépense 2 de puissance pour une action en plus" in reply.text  # paid


async def test_a_skill_on_the_hero_alone_is_offered_once_and_refused_with_a_target(service):
    # Hold the Ford guards Brannoc himself: /do offered it "on E1", "on S1"... and the text then read
    # "uses Hold the Ford on E1" while E1 had nothing to do with it
    await open_game(service, "en")
    game = await service.game(1)
    guard = [a for a in game.rs.legal_actions(game.state, "brannoc") if a.type == "skill" and a.skill == "hold_the_ford"]
    assert [a.target for a in guard] == [None]
    before = game.row.version
    reply = await service.act(1, 10, {"type": "skill", "skill": "hold_the_ford", "target": "E1"}, "brannoc", lang="fr")
    assert reply.error and reply.text == "Tenir le gué ne prend pas de cible : utilisez-la sans `target`."
    assert (await service.game(1)).row.version == before


async def test_do_offers_hurry_toward_what_is_on_the_table(service):
    # /move how:hurry exists (a skill action, D3"), and /do lists every legal action: hurry among them
    await open_game(service, "en")
    game = await service.game(1)
    hurries = [a for a in game.rs.legal_actions(game.state, "brannoc") if a.type == "hurry"]
    assert hurries and all(a.toward for a in hurries)
    offered = await service.complete(1, 10, "action", "hurry", command="do", hero="brannoc")
    assert offered and all(label.startswith("Hurry toward ") for label, _v in offered)
