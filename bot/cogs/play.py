"""The play commands: one per thing a hero can do, plus /hand, /choose and /rules.

Each builds an engine action from its options and hands it to GameService.act; the engine decides
whether it is legal, and any refusal comes back as a private message.
"""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ..discord_ui import send_reply
from . import complete, service_of, where

HERO = "Which of your heroes (default: the one acting now)"
SUPPLY = "Spend 1 supply to roll one more die"
RHUNES = ("wathe", "volkris", "brase", "lowek", "aluna", "nethander")


async def _act(interaction: discord.Interaction, action: dict[str, Any], hero: str | None) -> None:
    channel, user, lang = where(interaction)
    await send_reply(interaction, service_of(interaction).act(channel, user, action, hero, lang=lang), lang)


def _with_supply(action: dict[str, Any], supply: bool | None) -> dict[str, Any]:
    if supply:
        action["supply"] = True
    return action


class PlayCog(commands.Cog):
    @app_commands.command(name="move",
                          description="Move your hero (Altar Quest: 1-3 spaces per action; HeroQuest: the red dice)")
    @app_commands.describe(to="The square to go to, like C5",
                           path="HeroQuest: the squares to walk, like C5 C6 D6 (default: a shortest way)", hero=HERO)
    async def move(self, interaction: discord.Interaction, to: str, path: str | None = None,
                   hero: str | None = None) -> None:
        await _act(interaction, {"type": "move", "to": to.strip().upper(), "path": path}, hero)

    @move.autocomplete("to")
    async def _move_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "to", current, "move")

    @move.autocomplete("path")
    async def _move_path(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "path", current, "move")

    @app_commands.command(name="open", description="Open a door next to you (free)")
    @app_commands.describe(door="The door to open", hero=HERO)
    async def open_door(self, interaction: discord.Interaction, door: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "open_door", "door": door}, hero)

    @open_door.autocomplete("door")
    async def _door(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "door", current, "open")

    @app_commands.command(name="act", description="Resolve the Action of a card you control, like a weapon attack")
    @app_commands.describe(card="The card", target="The target (a figure or a square)", hero=HERO, supply=SUPPLY)
    async def act(self, interaction: discord.Interaction, card: str, target: str | None = None,
                  hero: str | None = None, supply: bool | None = None) -> None:
        await _act(interaction, _with_supply({"type": "act", "card": card, "target": target}, supply), hero)

    @act.autocomplete("card")
    async def _act_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "card", current, "act")

    @act.autocomplete("target")
    async def _act_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "target", current, "act")

    @app_commands.command(name="interact", description="Interact with a feature, trap or quest card")
    @app_commands.rename(with_="with")
    @app_commands.describe(with_="What to interact with", hero=HERO, supply=SUPPLY)
    async def interact(self, interaction: discord.Interaction, with_: str, hero: str | None = None,
                       supply: bool | None = None) -> None:
        await _act(interaction, _with_supply({"type": "interact", "with": with_}, supply), hero)

    @interact.autocomplete("with_")
    async def _with(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "with", current, "interact")

    @app_commands.command(name="play", description="Play a card from your hand")
    @app_commands.describe(card="The card", target="The target (a figure or a square)", hero=HERO, supply=SUPPLY)
    async def play(self, interaction: discord.Interaction, card: str, target: str | None = None,
                   hero: str | None = None, supply: bool | None = None) -> None:
        await _act(interaction, _with_supply({"type": "play", "card": card, "target": target}, supply), hero)

    @play.autocomplete("card")
    async def _play_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "card", current, "play")

    @play.autocomplete("target")
    async def _play_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "target", current, "play")

    @app_commands.command(name="use", description="Use an Exhaust or Use effect of a card you control (free)")
    @app_commands.describe(card="The card", target="The target (a figure or a square)", hero=HERO, supply=SUPPLY)
    async def use(self, interaction: discord.Interaction, card: str, target: str | None = None,
                  hero: str | None = None, supply: bool | None = None) -> None:
        await _act(interaction, _with_supply({"type": "use", "card": card, "target": target}, supply), hero)

    @use.autocomplete("card")
    async def _use_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "card", current, "use")

    @use.autocomplete("target")
    async def _use_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "target", current, "use")

    @app_commands.command(name="draw", description="Draw a card (one action)")
    @app_commands.describe(hero=HERO)
    async def draw(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        await _act(interaction, {"type": "draw"}, hero)

    @app_commands.command(name="rest", description="Rest: spend 1 supply to heal 2 (one action)")
    @app_commands.describe(hero=HERO)
    async def rest(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        await _act(interaction, {"type": "rest"}, hero)

    @app_commands.command(name="channel", description="Set an altar die to a rhune and gain 1 focus (one action)")
    @app_commands.describe(die="The altar die (1-5)", rhune="The rhune to show", hero=HERO)
    @app_commands.choices(rhune=[app_commands.Choice(name=r.capitalize(), value=r) for r in RHUNES])
    async def channel(self, interaction: discord.Interaction, die: app_commands.Range[int, 1, 5], rhune: str,
                      hero: str | None = None) -> None:
        await _act(interaction, {"type": "channel", "die": die, "rhune": rhune}, hero)

    @channel.autocomplete("die")
    async def _die(self, interaction: discord.Interaction, current: int | str) -> list[app_commands.Choice[int]]:
        return await complete(interaction, "die", str(current or ""), "channel")

    @app_commands.command(name="give",
                          description="Give a card (Altar Quest) or an item or gold (HeroQuest) to another hero")
    @app_commands.describe(card="The card or item (HeroQuest: gold for gold)", to="The hero to give it to",
                           amount="HeroQuest: gold to give (with card:gold)", hero=HERO)
    async def give(self, interaction: discord.Interaction, card: str, to: str,
                   amount: app_commands.Range[int, 1, 100000] | None = None, hero: str | None = None) -> None:
        await _act(interaction, {"type": "give", "card": card, "to": to, "amount": amount}, hero)

    @give.autocomplete("card")
    async def _give_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "card", current, "give")

    @give.autocomplete("to")
    async def _give_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "to", current, "give")

    @app_commands.command(name="end", description="End your turn (HeroQuest, between quests: done shopping)")
    @app_commands.describe(hero=HERO)
    async def end(self, interaction: discord.Interaction, hero: str | None = None) -> None:
        await _act(interaction, {"type": "end"}, hero)

    @app_commands.command(name="hand", description="Show your cards or inventory (only you see them)")
    async def hand(self, interaction: discord.Interaction) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).hand(channel, user, lang=lang), lang)

    @app_commands.command(name="choose", description="Answer a decision the game asks you")
    @app_commands.describe(option="Your answer")
    async def choose(self, interaction: discord.Interaction, option: str) -> None:
        channel, user, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).choose(channel, user, option, lang=lang), lang)

    @choose.autocomplete("option")
    async def _option(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "option", current, "choose")

    @app_commands.command(name="rules", description="Short rules in this channel, only for you")
    @app_commands.describe(topic="The topic")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        channel, _, lang = where(interaction)
        await send_reply(interaction, service_of(interaction).rules_for(channel, topic, lang=lang), lang)

    @rules.autocomplete("topic")
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "topic", current, "rules")

    # the hero option of every play command offers the user's own heroes
    @move.autocomplete("hero")
    @open_door.autocomplete("hero")
    @act.autocomplete("hero")
    @interact.autocomplete("hero")
    @play.autocomplete("hero")
    @use.autocomplete("hero")
    @draw.autocomplete("hero")
    @rest.autocomplete("hero")
    @channel.autocomplete("hero")
    @give.autocomplete("hero")
    @end.autocomplete("hero")
    async def _hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "play")



