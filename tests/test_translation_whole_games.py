"""A whole simulated game of each ruleset, through the service, in both languages: every message a
player can read (narration, private notes, decisions, status, hand, log, the summary) is filled in
and, in French, holds no English."""
from __future__ import annotations

import re

import pytest

from bot import games
from bot.service import GameService, prompt_text

# words that are English and never French: found outside `code` and outside names, they mean a
# message was left untranslated
ENGLISH = re.compile(r"\b(the|you|your|with|and|from|takes|rolls|moves|damage|round|turn|left|health|"
                     r"attacks|draws|ends|spaces?|their|them|there|which|what|when|nothing|cannot|must|"
                     r"choose|waiting|options?|answer|action\(s\)|hero|heroes|enemy|enemies|of|supply|spend|die|dice|each|eater)\b", re.IGNORECASE)
PLACEHOLDER = re.compile(r"\{\s*\$|\{\?\?\?\}|\{[a-z_]+\}")
CODE = re.compile(r"`[^`]*`")
# a slash command as typed (`/choose option:pass`): Discord's command names stay as they are
COMMAND = re.compile(r"/[a-z]+(?: [a-z_]+:\S+)*")
CH = 1
USERS = (10, 11, 12, 13)


def shown_names(service_game, lang: str) -> list[str]:
    """Every proper name the game shows in this language (heroes, cards, monsters, quests): those
    may be any words. A thing with a French name is masked only by it, so an English name left in
    French text still counts."""
    view = service_game.table(lang).view()
    names: list[str] = []

    def walk(node) -> None:
        if isinstance(node, dict):
            keys = ("name_fr", "label") if lang == "fr" and "name_fr" in node else ("name", "name_fr", "label")
            for key, value in node.items():
                if key in keys and isinstance(value, str):
                    names.append(value)
                elif key not in ("name", "name_fr", "label"):
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)
    walk(view)
    return names


def _around(text: str, start: int, end: int) -> str:
    return text[max(0, start - 50):end + 50].replace("\n", " / ")


def problems(text: str, lang: str, names: list[str]) -> list[str]:
    found = [f"placeholder: …{_around(text, m.start(), m.end())}…" for m in PLACEHOLDER.finditer(text)]
    if lang == "fr":
        plain = COMMAND.sub(lambda m: " " * len(m.group(0)), CODE.sub(lambda m: " " * len(m.group(0)), text))
        for name in sorted(names, key=len, reverse=True):
            if len(name) > 2:
                plain = plain.replace(name, " " * len(name))
        found += [f"English {m.group(0)!r}: …{_around(plain, m.start(), m.end())}…" for m in ENGLISH.finditer(plain)]
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["altar", "heroquest"])
async def test_every_message_of_a_whole_game_is_translated_and_filled(store, game_id, lang):
    service = GameService(store, prompt_timeout=None, renderer=None)
    game_kit = games.get(game_id)
    heroes = [h.id for h in game_kit.ruleset.heroes()][: max(2, game_kit.min_party)]
    texts: list[str] = []
    r = await service.new_game(CH, USERS[0], game_id, None, "tr1", lang=lang, user_name="alice")
    texts.append(r.text)
    for i, hero in enumerate(heroes):
        r = await service.join(CH, USERS[i], hero, lang=lang, user_name=f"p{i}")
        texts.append(r.text)
    r = await service.start(CH, USERS[0], lang=lang)
    texts.append(r.text)
    seen_names: set[str] = set()
    for step in range(3000):
        game = await service.game(CH)
        if game.row.status != "playing":
            break
        seen_names.update(shown_names(game, lang))
        chosen = game.game.policy_action(game.state)
        if chosen is None:
            break
        seat, action = chosen
        user = game.controller(seat)
        reply = await service.act(CH, user, action.model_dump(by_alias=True), seat, lang=lang)
        texts.append(reply.text)
        texts += [note for _who, note in reply.private]
        if reply.prompt is not None:
            texts.append(prompt_text(reply.prompt, lang))
        if step % 25 == 0:
            texts.append((await service.status(CH, user, lang=lang)).text)
            texts.append((await service.hand(CH, user, lang=lang)).text)
    game = await service.game(CH)
    assert game.row.status == "over", "the simulated game did not reach its end"
    texts.append((await service.status(CH, USERS[0], lang=lang)).text)
    log = (await service.log_text(CH, USERS[0], 20, lang=lang)).text
    texts.append(log)
    # the log tells each action in words, never as a command holding internal references
    assert not re.search(r"\b(option|card|target|with|item):\S", log), log
    # a refusal or two, in the player's language
    texts.append((await service.act(CH, USERS[0], {"type": "end"}, None, lang=lang)).text)
    names = sorted(seen_names)
    found = [p for text in texts if text for p in problems(text, lang, names)]
    await service.close()
    assert found == [], "\n".join(dict.fromkeys(found))
