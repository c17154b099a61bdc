"""Turning a service Reply into a Discord message, and the buttons that outlive a restart.

Buttons are `discord.ui.DynamicItem`s: their custom_id carries the channel and what to do
(`qm:<channel>:<action>`, `qm:<channel>:opt:<version>:<option>`), so any process that registered
the classes can answer a press, whenever the message was posted.
"""
from __future__ import annotations

import asyncio
import io
import logging
import re
from typing import Any, Protocol, cast

import discord

from .i18n import lang_for, shared_texts
from .service import PromptAsk, Reply, TableBusy, late_follow_up, prompt_text


class ButtonHandler(Protocol):
    """What answers a button press (the bot, see bot.app.QuestBot)."""

    async def on_board_button(self, interaction: discord.Interaction, channel_id: int, action: str) -> None: ...

    async def on_option_button(self, interaction: discord.Interaction, channel_id: int, version: int,
                               option: str) -> None: ...

log = logging.getLogger("questmaster.discord")

CONTENT_LIMIT = 2000
EMBED_LIMIT = 4096
DEFER_AFTER = 2.0  # seconds: answer within Discord's 3 s, or defer and follow up
BUTTON_ACTIONS = ("end", "hand", "status", "board", "decide")
MAX_OPTION_BUTTONS = 20
_STYLES = {"end": discord.ButtonStyle.primary, "decide": discord.ButtonStyle.success}


def clip_middle(text: str, limit: int) -> str:
    """Keep the start and the end of a long narration (the end says what happens next)."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    head: list[str] = []
    tail: list[str] = []
    budget = limit - 20
    while lines and budget > 0:
        take_tail = len(tail) <= len(head)
        line = lines.pop(-1 if take_tail else 0)
        if len(line) + 1 > budget:
            break
        budget -= len(line) + 1
        (tail if take_tail else head).append(line)
    skipped = len(lines)
    middle = [f"… (+{skipped})"] if skipped else []
    out = "\n".join(head + middle + list(reversed(tail)))
    return out[:limit]


class BoardButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"qm:(?P<channel>[0-9]{1,20}):(?P<action>end|hand|status|board|decide)"):
    """End turn / My hand / Status / Board (and Decide, for a pending prompt)."""

    def __init__(self, channel_id: int, action: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=label or action, style=_STYLES.get(action, discord.ButtonStyle.secondary),
            custom_id=f"qm:{channel_id}:{action}",
        ))
        self.channel_id = channel_id
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> BoardButton:
        return cls(int(match["channel"]), match["action"], label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(ButtonHandler, interaction.client)
        await bot.on_board_button(interaction, self.channel_id, self.action)


class OptionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"qm:(?P<channel>[0-9]{1,20}):opt:(?P<version>[0-9]{1,12}):(?P<option>[^\s]{1,60})"):
    """One answer to a prompt; the version makes a late press harmless."""

    def __init__(self, channel_id: int, version: int, option: str, label: str | None = None,
                 default: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=(label or option)[:80], custom_id=f"qm:{channel_id}:opt:{version}:{option}",
            style=discord.ButtonStyle.primary if default else discord.ButtonStyle.secondary,
        ))
        self.channel_id = channel_id
        self.version = version
        self.option = option

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> OptionButton:
        return cls(int(match["channel"]), int(match["version"]), match["option"], label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(ButtonHandler, interaction.client)
        await bot.on_option_button(interaction, self.channel_id, self.version, self.option)


def board_view(reply: Reply, lang: str) -> discord.ui.View | None:
    if reply.channel_id is None or (not reply.buttons and reply.prompt is None):
        return None
    view = discord.ui.View(timeout=None)
    for action in reply.buttons:
        view.add_item(BoardButton(reply.channel_id, action, shared_texts()(lang, f"btn-{action}")))
    if reply.prompt is not None:
        view.add_item(BoardButton(reply.channel_id, "decide", shared_texts()(lang, "btn-decide")))
    return view


def options_view(prompt: PromptAsk) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    usable = [(oid, label) for oid, label in prompt.options if len(oid) <= 60 and " " not in oid]
    for oid, label in usable[:MAX_OPTION_BUTTONS]:
        view.add_item(OptionButton(prompt.channel_id, prompt.version, oid, label, default=oid == prompt.default))
    return view


def message_kwargs(reply: Reply, lang: str, *, with_view: bool = True) -> dict[str, Any]:
    """Keyword arguments for send_message / followup.send / channel.send."""
    kwargs: dict[str, Any] = {}
    text = reply.text or "…"
    if len(text) <= CONTENT_LIMIT:
        kwargs["content"] = text
    else:
        kwargs["embed"] = discord.Embed(description=clip_middle(text, EMBED_LIMIT))
    if reply.png:
        kwargs["file"] = discord.File(io.BytesIO(reply.png), filename=reply.filename)
    if with_view:
        view = board_view(reply, lang)
        if view is not None:
            kwargs["view"] = view
    kwargs["allowed_mentions"] = discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in reply.mentions])
    return kwargs


async def send_reply(interaction: discord.Interaction, work: Any, lang: str | None = None) -> None:
    """Answer an interaction with a Reply from the coroutine `work`, deferring if it runs long.

    Errors are private; the acting user's private notes (a drawn card) and the question of a
    prompt that belongs to them follow as ephemeral messages.
    """
    lang = lang or lang_for(interaction.locale)
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
    deferred = False
    if not done:
        await interaction.response.defer(thinking=True)
        deferred = True
    try:
        reply: Reply = await task
    except TableBusy:  # refused before any work: too many commands already wait on this channel
        reply = Reply(text=shared_texts()(lang, "err-busy"), ephemeral=True, error=True, error_key="err-busy")
    except Exception:
        log.exception("command failed")
        reply = Reply(text=shared_texts()(lang, "err-internal"), ephemeral=True, error=True)
    kwargs = message_kwargs(reply, lang)
    if not deferred:
        await interaction.response.send_message(ephemeral=reply.ephemeral, **kwargs)
    elif reply.ephemeral:
        await interaction.delete_original_response()
        await interaction.followup.send(ephemeral=True, **kwargs)
    else:
        await interaction.followup.send(**kwargs)
    user = interaction.user.id
    for who, note in reply.private:
        if who == user and note:
            await interaction.followup.send(content=note[:CONTENT_LIMIT], ephemeral=True)
    if reply.prompt is not None and reply.prompt.user_id == user:
        await interaction.followup.send(content=prompt_text(reply.prompt, lang)[:CONTENT_LIMIT],
                                        view=options_view(reply.prompt), ephemeral=True)
    # a picture that missed its time limit follows the turn it belongs to (last: nothing waits on it)
    follow = await late_follow_up(reply)
    if follow is not None:
        await interaction.followup.send(ephemeral=follow.ephemeral, **message_kwargs(follow, lang))
