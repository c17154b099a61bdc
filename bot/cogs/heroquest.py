"""HeroQuest's own commands: /attack, /cast, /search, /disarm, /jump, /drink and /shop buy|sell.

Like the shared play commands, each builds an engine action and hands it to GameService.act; in
an Altar Quest channel the service answers privately with the command to use there instead.
"""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ..discord_ui import send_reply
from . import complete, service_of, where

HERO = "Which of your heroes (default: the one acting now)"


async def _act(interaction: discord.Interaction, action: dict[str, Any], hero: str | None) -> None:
    channel, user, lang = where(interaction)
    await send_reply(interaction, service_of(interaction).act(channel, user, action, hero, lang=lang), lang)


class HeroQuestCog(commands.Cog):
    @app_commands.command(name="attack", description="Attack a monster with a weapon (HeroQuest, your action)")
    @app_commands.describe(target="The monster to attack", weapon="The weapon (default: the best that reaches)",
                           hero=HERO)
    async def attack(self, interaction: discord.Interaction, target: str, weapon: str | None = None,
                     hero: str | None = None) -> None:
        await _act(interaction, {"type": "attack", "target": target.strip(), "weapon": weapon}, hero)

    @attack.autocomplete("target")
    async def _attack_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "target", current, "attack")

    @attack.autocomplete("weapon")
    async def _attack_weapon(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "weapon", current, "attack")

    @app_commands.command(name="cast", description="Cast one of your spells (HeroQuest, your action)")
    @app_commands.describe(spell="The spell", target="The figure to cast it on (a hero or a monster in sight)",
                           hero=HERO)
    async def cast(self, interaction: discord.Interaction, spell: str, target: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "cast", "spell": spell, "target": target}, hero)

    @cast.autocomplete("spell")
    async def _cast_spell(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "spell", current, "cast")

    @cast.autocomplete("target")
    async def _cast_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "target", current, "cast")

    @app_commands.command(name="search", description="Search your room or corridor (HeroQuest, your action)")
    @app_commands.rename(for_="for")
    @app_commands.describe(for_="What to search for", hero=HERO)
    @app_commands.choices(for_=[app_commands.Choice(name="Treasure", value="treasure"),
                                app_commands.Choice(name="Secret doors", value="secret_doors"),
                                app_commands.Choice(name="Traps", value="traps")])
    async def search(self, interaction: discord.Interaction, for_: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "search", "for": for_}, hero)

    @app_commands.command(name="disarm", description="Disarm a known trap next to you (HeroQuest, your action)")
    @app_commands.describe(trap="The trap (its square, or the trapped furniture)", hero=HERO)
    async def disarm(self, interaction: discord.Interaction, trap: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "disarm", "trap": trap}, hero)

    @disarm.autocomplete("trap")
    async def _disarm_trap(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "trap", current, "disarm")

    @app_commands.command(name="jump", description="Leap over a known trap or open pit (HeroQuest, 2 squares)")
    @app_commands.describe(to="The square to land on", over="The trap's square, when two could be meant", hero=HERO)
    async def jump(self, interaction: discord.Interaction, to: str, over: str | None = None,
                   hero: str | None = None) -> None:
        await _act(interaction, {"type": "jump", "to": to, "over": over}, hero)

    @jump.autocomplete("to")
    async def _jump_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "to", current, "jump")

    @jump.autocomplete("over")
    async def _jump_over(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "over", current, "jump")

    @app_commands.command(name="drink", description="Drink a potion (HeroQuest, free)")
    @app_commands.describe(potion="The potion", hero=HERO)
    async def drink(self, interaction: discord.Interaction, potion: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "drink", "potion": potion}, hero)

    @drink.autocomplete("potion")
    async def _drink_potion(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "potion", current, "drink")

    shop = app_commands.Group(name="shop", description="The armory between quests (HeroQuest)")

    @shop.command(name="buy", description="Buy an item")
    @app_commands.describe(item="The item", hero=HERO)
    async def buy(self, interaction: discord.Interaction, item: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "shop_buy", "item": item}, hero)

    @buy.autocomplete("item")
    async def _buy_item(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "item", current, "buy")

    @shop.command(name="sell", description="Sell an item for half its price")
    @app_commands.describe(item="The item", hero=HERO)
    async def sell(self, interaction: discord.Interaction, item: str, hero: str | None = None) -> None:
        await _act(interaction, {"type": "shop_sell", "item": item}, hero)

    @sell.autocomplete("item")
    async def _sell_item(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, "item", current, "sell")

    @attack.autocomplete("hero")
    @cast.autocomplete("hero")
    @search.autocomplete("hero")
    @disarm.autocomplete("hero")
    @jump.autocomplete("hero")
    @drink.autocomplete("hero")
    @buy.autocomplete("hero")
    @sell.autocomplete("hero")
    async def _hero(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, "hero", current, "play")
