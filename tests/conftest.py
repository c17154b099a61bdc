"""Shared fixtures: a GameService on a real SQLite file, and a fake Discord for the bot's tests (a real
PostgreSQL server for the store's second backend comes from the plugin tests/pg.py).

The fake Discord is a real aiohttp server on 127.0.0.1 answering the few REST routes discord.py
calls (login, application info, command sync, interaction callbacks, webhooks, channel messages)
and recording every request, with multipart bodies split into their JSON payload and files. The bot
under test is the real `create_bot()` with discord.py's HTTP layer pointed at that server;
interactions reach it as raw INTERACTION_CREATE payloads through its ConnectionState.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import web

from bot.service import GameService
from bot.store import Store

APP_ID = 900000000000000001
BOT_USER_ID = 900000000000000002
GUILD_ID = 910000000000000000
CHANNEL_ID = 920000000000000001
MANAGE_CHANNELS = 1 << 4
BASE_PERMS = (1 << 10) | (1 << 11) | (1 << 31)  # view channel, send messages, use application commands

# a real PostgreSQL server for the store's second backend (pg_server, pg_url, the end-of-run banner)
pytest_plugins = ["tests.pg"]


def pytest_configure(config):
    # every event the engine makes during the tests is checked against its model
    from engine.core.events import validate_events

    validate_events(True)
    # discord.py imports audioop (voice support we do not use)
    config.addinivalue_line("filterwarnings", "ignore:'audioop' is deprecated:DeprecationWarning")


# --- service fixtures ---------------------------------------------------------------------------


@pytest.fixture
async def store(tmp_path):
    s = await Store.open(tmp_path / "test.db")
    yield s
    await s.close()


@pytest.fixture
async def service(store):
    svc = GameService(store, prompt_timeout=None, renderer=None)
    yield svc
    await svc.close()


async def started_game(svc: GameService, channel: int = 1, heroes: tuple[str, ...] = ("brakka", "ilse"),
                       users: tuple[int, ...] = (10, 11), seed: int | str = 3, quest: str = "silent_bells") -> None:
    """A started game: users[0] hosts; hero i is played by users[i % len(users)]."""
    r = await svc.new_game(channel, users[0], "altar", quest, seed, user_name="alice")
    assert not r.error, r.text
    for i, hero in enumerate(heroes):
        user = users[i % len(users)]
        r = await svc.join(channel, user, hero, user_name=["alice", "bob", "carol", "dan"][i % 4])
        assert not r.error, r.text
    r = await svc.start(channel, users[0])
    assert not r.error, r.text


async def policy_step(svc: GameService, channel: int) -> tuple[str, dict[str, Any], Any] | None:
    """Play the engine's built-in policy action for whoever must act; (hero, action, reply)."""
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.policy import choose_action, next_seat

    game = await svc.game(channel)
    if game is None or game.row.status != "playing":
        return None
    g = Game(game.state, game.rs.content)
    seat = next_seat(g)
    if seat is None:
        return None
    action = choose_action(g, seat).model_dump(by_alias=True)
    user = game.controller(seat)
    reply = await svc.act(channel, user, action, seat)
    if reply.error:
        prompt = game.rs.current_prompt(game.state)
        action = {"type": "choose", "option": prompt.default} if prompt else {"type": "end"}
        reply = await svc.act(channel, user, action, seat)
    return seat, action, reply


# --- the fake Discord ------------------------------------------------------------------------------


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, str]
    json: Any
    files: list[tuple[str, bytes, str]] = field(default_factory=list)
    auth: str = ""  # the Authorization header: which bot (token) sent it


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only when the type is exactly application/json
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


class FakeDiscord:
    """Discord's REST API, just enough of it, on 127.0.0.1; every request is kept in `requests`."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.ids = itertools.count(950000000000000000)
        self.synced: dict[str, list[dict[str, Any]]] = {}
        self._runner: web.AppRunner | None = None
        self.base = ""

    async def start(self) -> None:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base = f"http://127.0.0.1:{port}/api/v10"

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes, str]]]:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/"):
            payload: Any = None
            files = []
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()
                if part.name == "payload_json":
                    payload = json.loads(data)
                else:
                    files.append((part.filename or "", bytes(data), part.headers.get("Content-Type", "")))
            return payload, files
        text = await request.text()
        return (json.loads(text) if text else None), []

    def user(self) -> dict[str, Any]:
        return {"id": str(BOT_USER_ID), "username": "questmaster", "discriminator": "0", "global_name": None,
                "avatar": None, "bot": True}

    def message(self, channel_id: str, payload: dict[str, Any] | None, files: list, flags: int = 0) -> dict[str, Any]:
        payload = payload or {}
        return {
            "id": str(next(self.ids)), "channel_id": str(channel_id), "author": self.user(),
            "content": payload.get("content") or "", "timestamp": "2024-01-01T00:00:00+00:00",
            "edited_timestamp": None, "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": [
                {"id": str(next(self.ids)), "filename": f[0], "size": len(f[1]), "url": f"https://cdn/{f[0]}",
                 "proxy_url": f"https://cdn/{f[0]}"} for f in files],
            "embeds": payload.get("embeds") or [], "pinned": False, "type": 0,
            "components": payload.get("components") or [], "flags": payload.get("flags", flags),
        }

    async def handle(self, request: web.Request) -> web.Response:
        payload, files = await self._body(request)
        path = "/" + request.match_info["tail"]
        self.requests.append(Recorded(request.method, path, dict(request.query), payload, files,
                                     request.headers.get("Authorization", "")))
        parts = path.strip("/").split("/")
        if path == "/users/@me":
            return json_response(self.user())
        if path == "/oauth2/applications/@me":
            return json_response({
                "id": str(APP_ID), "name": "Questmaster", "icon": None, "description": "", "rpc_origins": [],
                "bot_public": True, "bot_require_code_grant": False, "owner": self.user(), "summary": "",
                "verify_key": "00", "team": None, "flags": 0,
            })
        if parts[0] == "applications" and request.method == "PUT":
            commands = []
            for cmd in payload:
                cmd = dict(cmd)
                cmd.update({"id": str(next(self.ids)), "application_id": str(APP_ID), "version": "1"})
                if "guilds" in parts:
                    cmd["guild_id"] = parts[parts.index("guilds") + 1]
                commands.append(cmd)
            self.synced[path] = commands
            return json_response(commands)
        if parts[0] == "interactions" and parts[-1] == "callback":
            kind = payload.get("type") if isinstance(payload, dict) else None
            return json_response({"interaction": {"id": parts[1], "type": 2}, "resource": None} | (
                {} if kind is None else {}))
        if parts[0] == "webhooks":
            if request.method == "DELETE":
                return web.Response(status=204)
            return json_response(self.message(str(CHANNEL_ID), payload, files))
        if parts[0] == "channels" and parts[-1] == "messages" and request.method == "POST":
            return json_response(self.message(parts[1], payload, files))
        return json_response({"message": "Unknown", "code": 0}, status=404)

    # --- reading what the bot sent ---

    def for_token(self, token: str) -> list[Recorded]:
        return [r for r in self.requests if f"/{token}/" in r.path + "/" or r.path.endswith(f"/{token}")]

    def callback(self, token: str) -> Recorded:
        found = [r for r in self.for_token(token) if r.path.endswith("/callback")]
        assert found, f"no interaction callback for {token}: {[r.path for r in self.requests[-5:]]}"
        return found[0]

    def followups(self, token: str) -> list[Recorded]:
        return [r for r in self.for_token(token) if r.path.startswith("/webhooks/") and r.method == "POST"]

    def channel_posts(self, channel_id: int) -> list[Recorded]:
        return [r for r in self.requests if r.path == f"/channels/{channel_id}/messages" and r.method == "POST"]


@pytest.fixture
async def fake_discord(monkeypatch):
    import discord

    fake = FakeDiscord()
    await fake.start()
    monkeypatch.setattr(discord.http.Route, "BASE", fake.base)
    yield fake
    await fake.stop()


# --- raw INTERACTION_CREATE payloads -----------------------------------------------------------------

_interaction_ids = itertools.count(930000000000000000)


def user_payload(user_id: int, name: str) -> dict[str, Any]:
    return {"id": str(user_id), "username": name, "discriminator": "0", "global_name": name.capitalize(),
            "avatar": None}


def channel_payload(channel_id: int = CHANNEL_ID) -> dict[str, Any]:
    return {"id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID), "name": "dungeon", "position": 0,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None, "last_message_id": None,
            "rate_limit_per_user": 0}


def interaction_payload(kind: int, data: dict[str, Any], *, user: tuple[int, str], channel_id: int = CHANNEL_ID,
                        locale: str = "en-US", permissions: int = BASE_PERMS,
                        message: dict[str, Any] | None = None) -> dict[str, Any]:
    iid = next(_interaction_ids)
    payload = {
        "id": str(iid), "application_id": str(APP_ID), "type": kind, "data": data, "guild_id": str(GUILD_ID),
        "channel_id": str(channel_id), "channel": channel_payload(channel_id),
        "member": {"user": user_payload(*user), "roles": [], "joined_at": "2024-01-01T00:00:00+00:00",
                   "deaf": False, "mute": False, "flags": 0, "permissions": str(permissions)},
        "token": f"tok{iid}", "version": 1, "locale": locale, "guild_locale": "en-US",
        "app_permissions": str(BASE_PERMS), "entitlements": [], "authorizing_integration_owners": {"0": str(GUILD_ID)},
        "context": 0, "attachment_size_limit": 10 * 1024 * 1024,
    }
    if message is not None:
        payload["message"] = message
    return payload


def option(name: str, value: Any, *, focused: bool = False) -> dict[str, Any]:
    kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
    out = {"name": name, "type": kind, "value": value}
    if focused:
        out["focused"] = True
    return out


def command_data(name: str, options: list[dict[str, Any]] | None = None, sub: str | None = None,
                 resolved: dict[str, Any] | None = None) -> dict[str, Any]:
    opts = options or []
    if sub is not None:
        opts = [{"name": sub, "type": 1, "options": opts}]
    data = {"id": str(next(_interaction_ids)), "name": name, "type": 1, "options": opts}
    if resolved:
        data["resolved"] = resolved
    return data


class Driver:
    """Feeds interactions to a bot and waits until discord.py has finished answering them."""

    def __init__(self, bot: Any, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake

    async def settle(self, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            pending = [t for t in asyncio.all_tasks()
                       if t.get_name().startswith(("CommandTree-invoker", "discord-ui-")) and not t.done()]
            if not pending:
                return
            left = deadline - time.monotonic()
            assert left > 0, "the bot did not answer in time"
            await asyncio.wait(pending, timeout=left)

    async def send(self, payload: dict[str, Any]) -> str:
        self.bot._connection.parse_interaction_create(payload)
        await asyncio.sleep(0)
        await self.settle()
        return payload["token"]

    async def slash(self, name: str, options: list[dict[str, Any]] | None = None, *, sub: str | None = None,
                    user: tuple[int, str] = (1, "alice"), resolved: dict[str, Any] | None = None, **kw: Any) -> str:
        return await self.send(interaction_payload(2, command_data(name, options, sub, resolved), user=user, **kw))

    async def autocomplete(self, name: str, options: list[dict[str, Any]], *, sub: str | None = None,
                           user: tuple[int, str] = (1, "alice"), **kw: Any) -> list[dict[str, Any]]:
        token = await self.send(interaction_payload(4, command_data(name, options, sub), user=user, **kw))
        cb = self.fake.callback(token)
        assert cb.json["type"] == 8, cb.json
        return cb.json["data"]["choices"]

    async def press(self, message: dict[str, Any], custom_id: str, *, user: tuple[int, str] = (1, "alice"),
                    **kw: Any) -> str:
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.send(interaction_payload(3, data, user=user, message=message, **kw))


ALICE = (1, "alice")
BOB = (2, "bob")
CAROL = (3, "carol")


@pytest.fixture
async def discord_bot(fake_discord, tmp_path):
    """The real bot, logged in against the fake Discord (setup_hook ran: cogs loaded, commands synced)."""
    from bot.app import create_bot
    from bot.settings import Settings

    # no flood limits here: the fake interactions all carry the same instant (tests/test_faults_flood.py
    # tests the limits with a bot of its own)
    settings = Settings(discord_token="fake-token", db_path=str(tmp_path / "bot.db"), dev_guild=GUILD_ID,
                        prompt_timeout=30.0, render_processes=0, rate_user=None, rate_channel=None)
    bot = create_bot(settings)
    await bot.login(settings.discord_token)
    yield bot
    await bot.close()


@pytest.fixture
async def driver(discord_bot, fake_discord):
    return Driver(discord_bot, fake_discord)
