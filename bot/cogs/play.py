"""The play commands as Discord slash commands, built from the games' declarations (`bot.commands`):
one command per verb (a shared verb once, with the options every game gives it), autocomplete on
the options that ask for it, and each invocation handed to the service with its options as typed.
The channel's game decides what a command means; a command of another game gets a private hint."""
from __future__ import annotations

import inspect
from typing import Any

import discord
from discord import app_commands

from .. import games
from ..commands import Option, Verb, command_set
from ..discord_ui import send_reply
from . import complete, service_of, text, where

_ANNOTATIONS: dict[str, Any] = {"text": str, "integer": int, "boolean": bool, "user": discord.User}


def _annotation(option: Option) -> Any:
    kind = _ANNOTATIONS[option.kind]
    if option.kind == "integer" and (option.min_value is not None or option.max_value is not None):
        kind = app_commands.Range[int, option.min_value, option.max_value]
    return kind if option.required else kind | None


async def _run(interaction: discord.Interaction, verb: Verb, values: dict[str, Any]) -> None:
    channel, user, lang = where(interaction)
    service = service_of(interaction)
    options = {o.name: values.get(o.py_name) for o in verb.options}
    hero = options.pop("hero", None)
    if verb.kind == "hand":
        work = service.hand(channel, user, lang=lang)
    elif verb.kind == "rules":
        work = service.rules_for(channel, options.get("topic"), lang=lang)
    elif verb.kind == "choose":
        work = service.choose(channel, user, options.get("option") or "", hero, lang=lang)
    elif verb.kind == "do":
        work = service.do(channel, user, options.get("action") or "", hero, lang=lang)
    else:
        work = service.command(channel, user, verb.key, options, hero, lang=lang)
    await send_reply(interaction, work, lang)


def _describe(verb: Verb, option: Option) -> app_commands.locale_str:
    owner, message_id = verb.option_text(option)
    return text(message_id, owner)


Runner = Any  # async (interaction, verb, {python name: value}) -> None


def build_command(verb: Verb, run: Runner = _run) -> app_commands.Command:
    """One slash command for a verb, its parameters made from the verb's options; `run` answers it."""
    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for option in verb.options:
        params.append(inspect.Parameter(option.py_name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=_annotation(option),
                                        default=inspect.Parameter.empty if option.required else None))

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await run(interaction, verb, values)

    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__qualname__ = callback.__name__ = f"play_{verb.key}"
    callback.__discord_app_commands_param_description__ = {  # type: ignore[attr-defined]
        o.py_name: _describe(verb, o) for o in verb.options}
    renames = {o.py_name: o.name for o in verb.options if o.py_name != o.name}
    if renames:
        callback.__discord_app_commands_param_rename__ = renames  # type: ignore[attr-defined]
    choices = {o.py_name: [app_commands.Choice(name=text(verb.choice_text(o, v)[1], verb.choice_text(o, v)[0]),
                                               value=v) for v in o.choices]
               for o in verb.options if o.choices}
    if choices:
        callback.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
    command = app_commands.Command(name=verb.name, description=text(verb.text_id, verb.owner), callback=callback)
    for option in verb.options:
        if option.autocomplete:
            command.autocomplete(option.py_name)(_completer(verb, option))
    return command


def _completer(verb: Verb, option: Option) -> Any:
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        return await complete(interaction, option.name, str(current or ""), verb.key)

    return autocomplete


def play_commands() -> list[app_commands.Command | app_commands.Group]:
    """Every play command of the registered games, sub-commands gathered in their groups."""
    verbs = command_set({g.id: g.verbs for g in games.all_games()})
    out: list[app_commands.Command | app_commands.Group] = []
    groups: dict[str, app_commands.Group] = {}
    for verb in verbs:
        command = build_command(verb)
        if verb.group is None:
            out.append(command)
            continue
        group = groups.get(verb.group)
        if group is None:
            group = groups[verb.group] = app_commands.Group(name=verb.group,
                                                            description=text(f"cmd-{verb.group}", verb.owner))
            out.append(group)
        group.add_command(command)
    return out
