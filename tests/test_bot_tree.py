"""The command tree: one command per verb whatever the game, Discord's limits and our budget of 25,
French descriptions from the message files, and the sync."""
from __future__ import annotations

import re

from tests.conftest import APP_ID, GUILD_ID

NAME = re.compile(r"^[-_a-z0-9]{1,32}$")

EXPECTED = {
    "game": {"new": ["ruleset", "quest", "seed", "hard", "rounds", "wizard_element", "elf_element", "small", "opponent"], "join": ["hero"], "deck": ["list", "hero"], "leave": ["hero"], "start": [],
             "next": ["quest", "seed"], "status": [], "board": [], "log": ["count"], "undo": [], "end": [],
             "kick": ["player"]},
    # what every game has
    "do": ["action", "hero"], "hand": [], "choose": ["option", "hero"], "rules": ["topic"],
    # the shared verbs, with the options the games add
    "move": ["to", "path", "how", "distance", "target", "hero"], "open": ["door", "hero"], "play": ["card", "target", "supply", "expedition", "from", "hero"],
    "use": ["card", "target", "supply", "to", "hero"], "give": ["card", "to", "amount", "hero"], "end": ["leave", "hero"],
    "attack": ["target", "weapon", "throw", "how", "hero"],
    # Altar Quest's own
    "act": ["card", "target", "supply", "hero"], "interact": ["with", "supply", "hero"], "draw": ["hero"],
    "rest": ["hero"], "channel": ["die", "rhune", "hero"], "supply": ["mode", "hero"],
    # HeroQuest's own
    "cast": ["spell", "target", "extra", "hero"], "search": ["for", "hero"], "disarm": ["trap", "hero"],
    "jump": ["to", "over", "hero"], "drink": ["potion", "hero"],
    "shop": {"buy": ["item", "hero"], "sell": ["item", "hero"]},
}
AUTOCOMPLETE = {"ruleset", "quest", "hero", "to", "door", "card", "target", "with", "die", "option", "topic",
                "path", "weapon", "spell", "trap", "over", "potion", "item", "action"}


def check_limits(payload: dict, path: str, problems: list[str]) -> None:
    if not NAME.match(payload["name"]):
        problems.append(f"{path}: bad name {payload['name']!r}")
    desc = payload.get("description", "")
    if not 1 <= len(desc) <= 100:
        problems.append(f"{path}: description length {len(desc)}")
    for loc, text in (payload.get("description_localizations") or {}).items():
        if not 1 <= len(text) <= 100:
            problems.append(f"{path}: {loc} description length {len(text)}")
    options = payload.get("options") or []
    if len(options) > 25:
        problems.append(f"{path}: {len(options)} options")
    seen_optional = False
    for opt in options:
        if opt["type"] in (1, 2):
            check_limits(opt, f"{path} {opt['name']}", problems)
            continue
        check_limits(opt, f"{path}.{opt['name']}", problems)
        if opt.get("required"):
            if seen_optional:
                problems.append(f"{path}.{opt['name']}: required after optional")
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        if len(choices) > 25:
            problems.append(f"{path}.{opt['name']}: {len(choices)} choices")
        for c in choices:
            if not 1 <= len(c["name"]) <= 100:
                problems.append(f"{path}.{opt['name']}: choice name {c['name']!r}")
        if choices and opt.get("autocomplete"):
            problems.append(f"{path}.{opt['name']}: choices and autocomplete together")


async def test_tree_has_exactly_the_commands_of_the_issue(discord_bot):
    got = {}
    for cmd in discord_bot.tree.get_commands():
        payload = cmd.to_dict(discord_bot.tree)
        if cmd.name in ("game", "shop"):
            got[cmd.name] = {sub["name"]: [o["name"] for o in sub.get("options", [])] for sub in payload["options"]}
        else:
            got[cmd.name] = [o["name"] for o in payload.get("options", [])]
    assert got == EXPECTED


async def test_tree_respects_discord_limits(discord_bot):
    payloads = [c.to_dict(discord_bot.tree) for c in discord_bot.tree.get_commands()]
    assert len(payloads) <= 25  # our budget for four games (Discord allows 100)
    problems: list[str] = []
    for p in payloads:
        check_limits(p, "/" + p["name"], problems)
    assert problems == []


async def test_autocomplete_is_on_the_options_the_issue_names(discord_bot):
    flagged = set()

    def walk(options):
        for o in options or []:
            if o["type"] in (1, 2):
                walk(o.get("options"))
            elif o.get("autocomplete"):
                flagged.add(o["name"])

    for cmd in discord_bot.tree.get_commands():
        walk(cmd.to_dict(discord_bot.tree).get("options"))
    assert flagged == AUTOCOMPLETE


async def test_synced_to_the_dev_guild_with_french_descriptions(discord_bot, fake_discord):
    path = f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"
    assert path in fake_discord.synced
    synced = fake_discord.synced[path]
    assert {c["name"] for c in synced} == set(EXPECTED)
    missing: list[str] = []

    def walk(item, where):
        if "description" in item:
            if not (item.get("description_localizations") or {}).get("fr"):
                missing.append(where)
            if item.get("name_localizations"):
                missing.append(f"{where}: names must not be translated")
        for o in item.get("options") or []:
            walk(o, f"{where} {o['name']}")

    for c in synced:
        walk(c, "/" + c["name"])
    assert missing == []
    problems: list[str] = []
    for c in synced:
        check_limits(c, "/" + c["name"], problems)
    assert problems == []
    move = next(c for c in synced if c["name"] == "move")
    assert move["description_localizations"]["fr"] == "Déplacer votre héros (l'autocomplétion montre où aller)"
    path = next(o for o in move["options"] if o["name"] == "path")  # added by HeroQuest, from its messages
    assert path["description_localizations"]["fr"].startswith("HeroQuest : les cases à parcourir")
    search = next(c for c in synced if c["name"] == "search")
    assert [c["name_localizations"]["fr"] for c in search["options"][0]["choices"]] == [
        "Un trésor", "Des portes secrètes", "Des pièges"]
