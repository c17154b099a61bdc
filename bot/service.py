"""GameService: the application around the engine, the same for the Discord cogs, the console,
the tests and the benchmark, whatever game a channel plays.

One writer per channel (an asyncio.Lock each; channels run concurrently). An action is: load the
game (cached while its version is current), `apply()` in the engine, commit the new state and its
log row in one transaction, then narrate the events and render the board (in a worker, off the
event loop, after the channel's lock is released). Every call returns a `Reply`; nothing here
raises into the adapters, and every error is a private (ephemeral) reply in the player's language,
but for TableBusy: a command refused before any work because too many already wait on its channel.
Every per-channel table (locks, the game and picture caches) is bounded, so memory stays flat.

Nothing here knows a game: each channel's game is reached through `bot.games` (its commands,
narration, texts and autocomplete) and `rendering.registry` (its pictures).
"""
from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import json
import logging
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.core.errors import RuleError, SavedStateError
from rendering import registry as pictures

from . import games
from .boundary import WrongType, admit
from .bounded import LRU, LockTable
from .commands import HERO, Option, Verb
from .gamekit import BotGame, Refusal, Table, fold, named_by, resolve_name
from .i18n import LANGS, shared_texts
from .logs import about
from .narration import in_language
from .render_pool import DrawingTimeout, draw
from .shards import Shards
from .store import GameExists, GameRow, LogEntry, LogRow, Store, UnreadableGame, VersionConflict

if TYPE_CHECKING:
    from .metrics import Metrics

log = logging.getLogger("questmaster.service")

MAX_HEROES = 4
# The seats the bot plays itself (a game's `bot_seats`, e.g. an opponent): no Discord id is 0. Their moves
# are logged as this user's, under a name that reads the same in every language.
BOT_USER = 0
BOT_NAME = "Questmaster"
BOT_STEPS = 2000  # the bot's moves in a row at most (a safety bound: a game hands the turn back long before)
MAX_CHOICES = 25  # Discord's limit for autocomplete results and for components on a message
LOG_DEFAULT = 10
LOG_MAX = 50
RENDER_TIMEOUT = 5.0  # seconds a turn waits for its picture before it is posted without it
PICTURE_GIVE_UP = 4  # a late picture is awaited this many times RENDER_TIMEOUT in all, then dropped
GAMES_CACHED = 256  # games kept in memory between commands (the least recently used is read again)
PICTURES_CACHED = 64  # newest board pictures kept (one per channel at most), ~100 KB each
QUEUE_PER_CHANNEL = 20  # commands that may wait behind the one running in a channel; more are refused
QUOTE = 50  # at most this much of what a player typed is quoted back in an error
MAX_COMPARED = 200  # at most this much of what a player typed is compared with names, for "did you mean"
# the parameters of the service's own errors that carry what a player typed
TYPED = frozenset({"typed", "hero", "player", "who", "option", "command", "quest", "sub", "ruleset", "what",
                   "game", "name", "value", "topic"})


class ServiceError(Exception):
    """A command that does not fit the moment: `key` names the message, `params` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class SaveSetAside(ServiceError):
    """The channel's save could not be loaded and was moved aside (quarantined): the channel is free.
    Said in the channel, not privately: everyone playing there lost their game."""

    def __init__(self, reason: str, ruleset: str) -> None:
        super().__init__("err-save_set_aside", reason=reason, ruleset=ruleset)


class TableBusy(ServiceError):
    """Too many commands already wait on this channel: this one is refused rather than queued. It is
    raised by `GameService.lock()`, before any work; the adapters answer it (see discord_ui.send_reply)."""

    def __init__(self) -> None:
        super().__init__("err-busy")


@dataclass
class PromptAsk:
    """A decision that belongs to one player before play goes on."""

    channel_id: int
    version: int
    seat: str
    hero_name: str
    user_id: int | None
    kind: str
    text: str
    options: list[tuple[str, str]]  # (option id, label)
    default: str
    deadline: float | None
    default_label: str = ""
    # what a player types (or reads before each option) to pick it, one per option; empty: 1, 2, 3...
    numbers: list[str] = field(default_factory=list)

    def keys(self) -> list[str]:
        """The number shown before each option and typed to pick it (a game may number its options
        by what they are: a die by its own number)."""
        return list(self.numbers) if len(self.numbers) == len(self.options) else [
            str(i) for i in range(1, len(self.options) + 1)]


@dataclass
class Reply:
    """What to post: text, an optional PNG, and the buttons to put under it.

    `private` holds (user id, text) notes that only that user may read (a drawn card): the Discord
    adapter sends the acting user's as an ephemeral follow-up.

    `late` is set when the picture missed its time limit (the text then says so): it resolves to the
    follow-up to post (the picture, or a note that it was dropped), or None when there is nothing to
    post (a newer turn already shows the board). It never raises.
    """

    text: str
    ephemeral: bool = False
    png: bytes | None = None
    filename: str = "board.png"
    buttons: list[str] = field(default_factory=list)
    channel_id: int | None = None
    version: int | None = None
    prompt: PromptAsk | None = None
    private: list[tuple[int, str]] = field(default_factory=list)
    error: bool = False
    error_key: str | None = None
    game_over: bool = False
    mentions: list[int] = field(default_factory=list)
    late: asyncio.Future[Reply | None] | None = None


Publisher = Callable[[int, Reply], Awaitable[None]]
# (the game's rendering module, view, language, the game's words) -> PNG bytes; runs in a worker
Renderer = Callable[[str, dict[str, Any], str, Callable[..., str]], bytes]


@dataclass
class Loaded:
    """A channel's game as last read or written by this process."""

    row: GameRow
    game: BotGame
    state: Any | None
    _views: dict[str | None, dict[str, Any]] = field(default_factory=dict)

    @property
    def rs(self) -> Any:
        return self.game.ruleset

    def view(self, seat: str | None = None) -> dict[str, Any]:
        if self.state is None:
            raise ServiceError("err-not_started")
        if seat not in self._views:
            self._views[seat] = self.rs.view(self.state, seat)
        return self._views[seat]

    def table(self, lang: str, mention: Callable[[int], str] | None = None) -> Table:
        return Table(self.game, lang, self.state, self.row.lobby, self.row.host_id, self._views, mention)

    @property
    def seats(self) -> list[tuple[str, int]]:
        return [(h, int(u)) for h, u in self.row.lobby.get("seats", [])]

    def controller(self, hero: str) -> int | None:
        return next((u for h, u in self.seats if h == hero), None)

    def heroes_of(self, user: int) -> list[str]:
        return [h for h, u in self.seats if u == user]


async def late_follow_up(reply: Reply) -> Reply | None:
    """Wait for what follows a reply posted without its late picture (see Reply.late); None when
    there is nothing to post, also when the service closed meanwhile."""
    late = reply.late
    if late is None:
        return None
    await asyncio.wait({late})
    return None if late.cancelled() else late.result()


def default_renderer(module: str, view: dict[str, Any], lang: str, tr: Callable[..., str]) -> bytes:
    """Board picture as PNG bytes; CPU work, called in a worker."""
    return pictures.board_png(module, view, lang, tr)


def boundary(*, wrong: dict[str, ServiceError] | None = None, answer: Callable[[Reply], Any] | None = None,
             ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A public method's inputs checked by its own type hints (bot.boundary): a value of the wrong
    type gets a clear error reply instead of a TypeError from deep inside. `wrong` names the error a
    parameter's wrong value already gets, to give the same for a wrong type; `answer` turns the error
    reply into what the method returns (autocomplete: no choices)."""
    def wrap(method: Callable[..., Any]) -> Callable[..., Any]:
        signature = inspect.signature(method, eval_str=True)

        def refused(self: GameService, exc: WrongType, kwargs: dict[str, Any]) -> Any:
            error = (wrong or {}).get(exc.name) or ServiceError(
                "err-bad_input", name=exc.name, kind=exc.kind, value=exc.shown)
            lang = kwargs.get("lang")
            reply = self._error(error, lang if lang in LANGS else "en")
            return answer(reply) if answer is not None else reply

        if inspect.iscoroutinefunction(method):
            @functools.wraps(method)
            async def checked(self: GameService, *args: Any, **kwargs: Any) -> Any:
                try:
                    bound = admit(signature, (self, *args), kwargs)
                except WrongType as exc:
                    return refused(self, exc, kwargs)
                return await method(*bound.args, **bound.kwargs)
        else:
            @functools.wraps(method)
            def checked(self: GameService, *args: Any, **kwargs: Any) -> Any:
                try:
                    bound = admit(signature, (self, *args), kwargs)
                except WrongType as exc:
                    return refused(self, exc, kwargs)
                return method(*bound.args, **bound.kwargs)
        return checked
    return wrap


class GameService:
    def __init__(
        self,
        store: Store,
        *,
        prompt_timeout: float | None = 120.0,
        publisher: Publisher | None = None,
        renderer: Renderer | None = default_renderer,
        executor: Executor | None = None,
        mention: Callable[[int, dict[str, Any]], str] | None = None,
        render_timeout: float = RENDER_TIMEOUT,
        cache_games: int = GAMES_CACHED,
        queue_per_channel: int = QUEUE_PER_CHANNEL,
        shards: Shards | None = None,
        metrics: Metrics | None = None,
    ) -> None:
        self.store = store
        # the guilds whose channels' unattended work (prompt timers) is this process's (default: all)
        self.shards = shards or Shards()
        self.metrics = metrics
        self.prompt_timeout = prompt_timeout
        self.publisher = publisher
        self.renderer = renderer
        # None: a worker thread. A process pool lets pictures use another core (Pillow holds the GIL)
        self.executor = executor
        self.render_timeout = render_timeout
        self._mention = mention or (lambda user, lobby: f"<@{user}>")
        # every per-channel table is bounded: memory stays flat however many channels come and go
        self._locks: LockTable[int] = LockTable(queue_per_channel, TableBusy)
        self._cache: LRU[int, Loaded] = LRU(cache_games)
        self._png_cache: LRU[tuple[int, int, str], bytes] = LRU(PICTURES_CACHED)
        # pictures being drawn, by (channel, version, language): a late one is shared, not drawn twice
        self._drawing: dict[tuple[int, int, str], asyncio.Task[bytes | None]] = {}
        self._late: set[asyncio.Task[Any]] = set()
        self._timers: dict[int, asyncio.Task] = {}  # only channels waiting on a decision

    # --- plumbing ---------------------------------------------------------------------------------

    def lock(self, channel: int, *, queue: bool = True) -> contextlib.AbstractAsyncContextManager[None]:
        """The channel's one-writer lock, as `async with`. Made on demand and gone once nobody holds or
        waits on it. With `queue` (commands), raises TableBusy when `queue_per_channel` commands
        already wait there; without (a prompt's timer), always waits its turn."""
        return self._locks.hold(channel, queue=queue)

    def render_queue(self) -> int:
        """Pictures being drawn now (a gauge for operators)."""
        return len(self._drawing)

    def entries(self) -> dict[str, int]:
        """How many entries each per-channel table holds now (each is bounded; see __init__)."""
        return {"locks": len(self._locks), "games": len(self._cache), "pictures": len(self._png_cache),
                "timers": len(self._timers)}

    async def _load(self, channel: int, *, set_aside: bool = True) -> Loaded | None:
        """The channel's game, None when there is none. A save that cannot be loaded is moved aside
        (SaveSetAside, which a command answers with); with set_aside=False (looking, not a command:
        autocomplete, a button's check) it is left in place and reads as no game."""
        about(channel=channel)
        head = await self.store.head(channel)
        if head is None:
            self._cache.pop(channel, None)
            return None
        cached = self._cache.get(channel)
        if cached is not None and cached.row.version == head[0]:
            about(game=cached.row.ruleset)
            return cached
        try:
            row = await self.store.get(channel)
            if row is None:
                return None
            loaded = self._read(row)
        except UnreadableGame as exc:
            if not set_aside:
                return None
            await self._set_aside(exc)
        self._cache[channel] = loaded
        return loaded

    def _read(self, row: GameRow) -> Loaded:
        """A stored row as a game in play, or UnreadableGame saying why it cannot be one."""
        about(channel=row.channel_id, game=row.ruleset)
        def unreadable(reason: str, detail: str) -> UnreadableGame:
            return UnreadableGame(row.channel_id, row.version, reason, detail, row.ruleset)

        if not isinstance(row.ruleset, str) or not games.known(row.ruleset):
            raise unreadable("unknown_game", f"no game called {row.ruleset!r} is installed")
        problem = _lobby_problem(row.lobby)
        if problem:
            raise unreadable("invalid", f"lobby: {problem}")
        game = games.get(row.ruleset)
        try:
            state = game.ruleset.load_state(row.state) if row.state else None
        except SavedStateError as exc:
            raise unreadable(exc.reason, f"state: {exc.detail}") from None
        return Loaded(row=row, game=game, state=state)

    async def _set_aside(self, exc: UnreadableGame) -> None:
        """Quarantine a save that cannot be loaded (kept whole, with its log) and raise SaveSetAside:
        the channel is free, every other channel plays on."""
        channel = exc.channel_id
        self._cache.pop(channel, None)
        self._cancel_timer(channel)
        quarantine_id = await self.store.quarantine(channel, exc.version, exc.reason, exc.detail)
        if quarantine_id is None:  # another writer changed or removed the row meanwhile: read it again
            raise ServiceError("err-conflict")
        log.error("channel %s: its saved game cannot be loaded (%s: %s); moved aside as quarantine #%s "
                  "(tables quarantined_games, quarantined_log), the channel is free",
                  channel, exc.reason, exc.detail, quarantine_id)
        raise SaveSetAside(exc.reason, str(exc.ruleset or "?"))

    @boundary(answer=lambda reply: None)
    async def game(self, channel: int) -> Loaded | None:
        """The channel's game as stored now (cached while current), or None (also when its save cannot
        be loaded: the next command sets it aside and says so)."""
        return await self._load(channel, set_aside=False)

    async def _game(self, channel: int, *, statuses: tuple[str, ...] = ("lobby", "playing")) -> Loaded:
        game = await self._load(channel)
        if game is None or game.row.status == "over":
            if "over" in statuses and game is not None:
                return game
            raise ServiceError("err-no_game")
        if game.row.status not in statuses:
            raise ServiceError("err-not_started" if game.row.status == "lobby" else "err-already_started")
        return game

    def _table(self, game: Loaded, lang: str) -> Table:
        return game.table(lang, lambda user: self._mention(user, game.row.lobby))

    def _name(self, lobby: dict[str, Any], user: int) -> str:
        return str(lobby.get("names", {}).get(str(user)) or f"<@{user}>")

    def _hero_name(self, game: Loaded, hero: str, lang: str) -> str:
        return self._table(game, lang).hero(hero)

    def _error(self, exc: Exception, lang: str, game: Loaded | BotGame | None = None) -> Reply:
        bot_game = game.game if isinstance(game, Loaded) else game
        texts = bot_game.texts if bot_game is not None else shared_texts()
        if isinstance(exc, RuleError):
            # what a player typed comes back in the error: a few dozen characters of it at most; a list the
            # engine gives (names of things in sight) is each name, whole up to that length, joined
            params: dict[str, Any] = {
                k: _clip(v, QUOTE) if isinstance(v, str)
                else ", ".join(_clip(x, QUOTE) for x in v) if isinstance(v, tuple) else v
                for k, v in exc.params.items()}
            if isinstance(game, Loaded):
                params = game.game.refusal_params(self._table(game, lang), params)
            text = texts(lang, f"rule-{exc.key}", None, **params)
            if text is None:
                text = exc.reason
            key = f"rule-{exc.key}"
        else:
            assert isinstance(exc, ServiceError)
            # what a player typed is quoted short; the lists the service wrote (options, commands) whole
            text = texts(lang, exc.key, **{k: _clip(v, QUOTE) if isinstance(v, str) and k in TYPED else v
                                            for k, v in exc.params.items()})
            key = exc.key
        # a save set aside is news for the whole channel, not only for whoever typed a command
        return Reply(text=text, ephemeral=not isinstance(exc, SaveSetAside), error=True, error_key=key)

    async def _png(self, game: Loaded, view: dict[str, Any], lang: str
                   ) -> tuple[bytes | None, asyncio.Task[bytes | None] | None]:
        """The board picture if it is drawn within the time limit, else (None, its drawing still under
        way). A picture that fails is None: it must never cost the turn."""
        if self.renderer is None:
            return None, None
        channel, version = game.row.channel_id, game.row.version
        key = (channel, version, lang)
        cached = self._png_cache.get(key)
        if cached is not None:
            return cached, None
        drawing = self._drawing.get(key)
        if drawing is None:
            args = (pictures.module_of(game.game.id), view, lang, game.game.translator(lang))
            drawing = self._drawing[key] = asyncio.create_task(self._draw(key, args))
        done, _ = await asyncio.wait({drawing}, timeout=self.render_timeout)
        if not done:
            log.warning("the picture for channel %s is late (over %g s): posting the turn without it",
                        channel, self.render_timeout)
            return None, drawing
        return drawing.result(), None

    async def _draw(self, key: tuple[int, int, str], args: tuple[Any, ...]) -> bytes | None:
        """Draw one picture (within the give-up limit), keep it as the channel's newest; None on failure."""
        channel = key[0]
        try:
            png = await draw(self.executor, self.renderer, *args, limit=self.render_timeout * PICTURE_GIVE_UP)
        except DrawingTimeout:
            log.error("the picture for channel %s was dropped: not drawn after %g s",
                      channel, self.render_timeout * PICTURE_GIVE_UP)
            return None
        except Exception:  # a picture must never cost the turn
            log.exception("board rendering failed for channel %s", channel)
            return None
        finally:
            self._drawing.pop(key, None)
        if any(k[0] == channel and k[1] > key[1] for k in self._png_cache):
            return png  # a late picture of an older turn: the newer one stays the channel's picture
        # keep only the newest picture per channel
        for old in [k for k in self._png_cache if k[0] == channel]:
            del self._png_cache[old]
        self._png_cache[key] = png
        return png

    def _follow_late(self, game: Loaded, lang: str, drawing: asyncio.Task[bytes | None],
                     ephemeral: bool) -> asyncio.Task[Reply | None]:
        task = asyncio.create_task(self._late_reply(game, lang, drawing, ephemeral))
        self._late.add(task)
        task.add_done_callback(self._late.discard)
        return task

    async def _late_reply(self, game: Loaded, lang: str, drawing: asyncio.Task[bytes | None],
                          ephemeral: bool) -> Reply | None:
        """What follows a turn posted without its picture: the picture, or a plain note that it was
        dropped; nothing once a newer turn is posted (it shows the board as it is now)."""
        channel, version = game.row.channel_id, game.row.version
        await asyncio.wait({drawing})
        png = None if drawing.cancelled() else drawing.result()
        try:
            head = await self.store.head(channel)
        except Exception:  # the store closed under us (shutting down): nothing to post
            log.exception("the late picture for channel %s could not be checked", channel)
            return None
        if head is None or head[0] != version:
            return None
        texts = game.game.texts
        if png is None:
            return Reply(text=texts(lang, "msg-picture_dropped"), ephemeral=ephemeral, channel_id=channel,
                         version=version)
        return Reply(text=texts(lang, "msg-picture_follows"), png=png, ephemeral=ephemeral, channel_id=channel,
                     version=version)

    async def _commit(self, game: Loaded, entry: LogEntry, **changes: Any) -> Loaded:
        """Commit changes to a loaded game, keep the cache current, return the new Loaded."""
        state = changes.pop("_state_obj", None)
        try:
            version = await self.store.commit(game.row.channel_id, game.row.version, entry, **changes)
        except VersionConflict:
            self._cache.pop(game.row.channel_id, None)
            raise ServiceError("err-conflict") from None
        row = game.row
        new_row = GameRow(
            channel_id=row.channel_id, guild_id=row.guild_id, ruleset=row.ruleset,
            status=changes.get("status") or row.status,
            host_id=changes.get("host_id") or row.host_id,
            lobby=changes["lobby"] if changes.get("lobby") is not None else row.lobby,
            state=changes["state"] if changes.get("state") is not None else row.state,
            version=version, created_at=row.created_at, updated_at=time.time(),
            prompt_seat=changes["prompt"][0] if changes.get("prompt") is not None else row.prompt_seat,
            prompt_deadline=changes["prompt"][1] if changes.get("prompt") is not None else row.prompt_deadline,
        )
        loaded = Loaded(row=new_row, game=game.game, state=state if state is not None else game.state)
        self._cache[row.channel_id] = loaded
        return loaded

    # --- lobby ------------------------------------------------------------------------------------

    def _new_seed(self, seed: str | int | None) -> str:
        seed_text = str(seed).strip() if seed not in (None, "") else str(secrets.randbelow(10**9))
        if len(seed_text) > 64:
            raise ServiceError("err-bad_seed")
        return seed_text

    @boundary()
    async def new_game(
        self, channel: int, user: int, ruleset: str, quest: str | None = None, seed: str | int | None = None,
        hard: bool = False, *, lang: str = "en", guild: int | None = None, user_name: str | None = None,
        options: dict[str, Any] | None = None,
    ) -> Reply:
        """Open a game in a channel. `options` are the game's own set-up options (its
        `setup_options`: a hard mode, a round limit...); `hard=True` is the same as options hard."""
        async with self.lock(channel):
            bot_game: BotGame | None = None
            try:
                ruleset = match_game(str(ruleset))
                bot_game = games.get(ruleset)
                quest_id = self._match_quest(bot_game, quest)
                setup = self._setup_options(bot_game, {**({"hard": True} if hard else {}), **(options or {})}, lang)
                bot_game.check_setup(setup)
                set_aside = await self._free_if_unreadable(channel)
                head = await self.store.head(channel)
                if head is not None and head[1] != "over":
                    raise ServiceError("err-game_exists")
                lobby = {"quest": quest_id, "seed": self._new_seed(seed), "options": setup, "lang": lang,
                         "seats": [], "names": {str(user): user_name} if user_name else {}}
                row = GameRow(channel_id=channel, guild_id=guild, ruleset=ruleset, status="lobby", host_id=user,
                              lobby=lobby, state=None, version=0, created_at=0, updated_at=0)
                row = await self.store.create(row, LogEntry(kind="lobby", user_id=user, action={"new": quest_id}))
            except GameExists:
                return self._error(ServiceError("err-game_exists"), lang, bot_game)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, bot_game)
            game = Loaded(row=row, game=bot_game, state=None)
            self._cache[channel] = game
        table = self._table(game, lang)
        text = table.tr("msg-created", host=self._name(lobby, user),
                        quest=bot_game.content_name("quests", quest_id, lang), ruleset=bot_game.display_name(lang),
                        hard=self._setup_text(table, setup))
        if set_aside is not None:
            text = shared_texts()(lang, "msg-save_set_aside_new", **set_aside.params) + "\n" + text
        return Reply(text=text + "\n" + self._lobby_text(game, lang), channel_id=channel, version=row.version)

    async def _free_if_unreadable(self, channel: int) -> SaveSetAside | None:
        """Before a new game: a save that cannot be loaded is set aside rather than holding the channel."""
        try:
            await self._load(channel)
        except SaveSetAside as exc:
            return exc
        return None

    @boundary()
    async def next_game(self, channel: int, user: int, quest: str | None = None, seed: str | int | None = None, *,
                        lang: str = "en", can_manage: bool = False, user_name: str | None = None) -> Reply:
        """A game whose quests chain: after a quest ends, open the next one in the same channel with the
        party (what the game carries over; survivors keep their seats)."""
        async with self.lock(channel):
            old: Loaded | None = None
            try:
                old = await self._load(channel)
                if old is None or old.game.campaign is None or old.state is None:
                    raise ServiceError("err-no_chain")
                if old.row.status != "over":
                    raise ServiceError("err-game_exists")
                campaign, state = old.game.campaign, old.state
                if not old.rs.is_over(state):
                    raise ServiceError("err-chain_unfinished")
                players = {u for _, u in old.seats} | {old.row.host_id}
                if user not in players and not can_manage:
                    raise ServiceError("err-chain_not_player")
                quest_id = self._match_quest(old.game, quest) if quest else campaign.next_quest(state)
                if quest_id is None:
                    raise ServiceError("err-campaign_done")
                party = campaign.carry_over(state)
                old_lobby = old.row.lobby
                chain = dict(old_lobby.get("chain") or {})
                chain["done"] = list(chain.get("done", [])) + ([state.quest] if state.result == "won" else [])
                chain["previous"] = state.quest
                names = dict(old_lobby.get("names") or {})
                if user_name:
                    names[str(user)] = user_name
                lobby = {"quest": quest_id, "seed": self._new_seed(seed), "options": old_lobby.get("options") or {},
                         "lang": lang, "seats": [[h, u] for h, u in old.seats if h in party], "names": names,
                         "party": party, "chain": chain}
                row = GameRow(channel_id=channel, guild_id=old.row.guild_id, ruleset=old.row.ruleset, status="lobby",
                              host_id=user, lobby=lobby, state=None, version=0, created_at=0, updated_at=0)
                row = await self.store.create(row, LogEntry(kind="lobby", user_id=user, action={"next": quest_id}))
            except GameExists:
                return self._error(ServiceError("err-game_exists"), lang, old)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, old)
            game = Loaded(row=row, game=old.game, state=None)
            self._cache[channel] = game
        table = self._table(game, lang)
        before, after = game.game.chain_lines(table, party, {h: self._name(lobby, old.controller(h) or 0)
                                                             for h in party})
        lines = [table.tr("msg-next_created", host=self._name(lobby, user),
                          quest=game.game.content_name("quests", quest_id, lang))]
        lines += before + [self._lobby_text(game, lang)] + after
        return Reply(text="\n".join(lines), channel_id=channel, version=row.version)

    def _setup_options(self, game: BotGame, given: dict[str, Any], lang: str) -> dict[str, Any]:
        """The game's own set-up options, checked: one it does not have is refused with what it has."""
        out: dict[str, Any] = {}
        for name, value in given.items():
            if value in (None, "", False):
                continue
            spec = next((o for o in game.setup_options if o.name == name), None)
            if spec is None:
                raise ServiceError("err-no_such_option", option=str(name)[:QUOTE], ruleset=game.display_name(lang),
                                   options=", ".join(o.name for o in game.setup_options) or "—")
            if spec.kind == "integer":
                text = str(value).strip()
                if not text.isdigit() or (spec.min_value is not None and int(text) < spec.min_value) or (
                        spec.max_value is not None and int(text) > spec.max_value):
                    raise ServiceError("err-bad_number", option=name, low=spec.min_value or 0,
                                       high=spec.max_value or 999)
                value = int(text)
            elif spec.kind == "boolean":
                value = str(value).lower() in ("1", "true", "yes", "y", "oui")
            elif spec.choices:
                value = self._setup_choice(game, spec, str(value), lang)
            out[name] = value
        return out

    def _setup_choice(self, game: BotGame, spec: Option, typed: str, lang: str) -> str:
        """The one choice of a set-up option that `typed` names (its id, or its label in either
        language); anything else is refused with the choices, never taken as some default."""
        key = f"choice-game_new-{spec.name}"
        offered = [(str(game.texts(lg, f"{key}-{c}", c)), c) for lg in LANGS for c in spec.choices]
        found = named_by(offered, typed)
        if len(found) != 1:
            labels = [c if fold(label) == fold(c) else f"{c} ({label})"
                      for c in spec.choices for label in [str(game.texts(lang, f"{key}-{c}", c))]]
            raise ServiceError("err-bad_setup_choice", option=spec.name, value=typed[:QUOTE], choices=", ".join(labels))
        return found[0]

    def _setup_text(self, table: Table, setup: dict[str, Any]) -> str:
        """The set-up options chosen, said after the quest's name (" (hard)", " (24 rounds)")."""
        return "".join(table.tr(f"setup-{name}", "", value=value) for name, value in setup.items() if value)

    def _match_quest(self, game: BotGame, quest: str | None) -> str:
        quests = game.ruleset.quests()
        if not quest:
            return quests[0].id
        key = fold(quest)
        for q in quests:
            if key in (fold(q.id), fold(q.name), fold(q.name_fr)):
                return q.id
        raise ServiceError("err-unknown_quest", quest=str(quest)[:QUOTE], quests=", ".join(q.id for q in quests))

    def _match_hero(self, game: BotGame, hero: str) -> str | None:
        """The hero `hero` names: by its id or any name players read for it (its own, in either language,
        and those its game adds), as `resolve_name` reads names; else, from three letters, the first hero
        a name of which it begins."""
        offered = [(n, h.id) for h in game.ruleset.heroes() for n in (h.name, h.name_fr, *game.hero_names(h.id)) if n]
        found = resolve_name(offered, hero)
        key = fold(hero)
        if found is None and len(key) >= 3:
            found = next((h for n, h in offered if fold(n).startswith(key)), None)
        return str(found) if found is not None else None

    def _lobby_text(self, game: Loaded, lang: str) -> str:
        lobby = game.row.lobby
        taken = {h for h, _ in game.seats}
        table = self._table(game, lang)
        players = ", ".join(f"{self._name(lobby, u)} → {self._hero_name(game, h, lang)}" for h, u in game.seats)
        free = ", ".join(game.game.content_name("heroes", h.id, lang) for h in game.rs.heroes() if h.id not in taken)
        return table.tr("msg-lobby", players=players or table.tr("msg-nobody"), free=free or "-",
                        host=self._name(lobby, game.row.host_id))

    @boundary()
    async def join(self, channel: int, user: int, hero: str | None = None, *, lang: str = "en",
                   user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                if game.row.status != "lobby":
                    raise ServiceError("err-join_started")
                seats = game.seats
                taken = {h for h, _ in seats}
                if hero:
                    hero_id = self._match_hero(game.game, str(hero))
                    if hero_id is None:
                        raise ServiceError("err-unknown_hero", hero=str(hero)[:QUOTE], heroes=", ".join(
                            game.game.content_name("heroes", h.id, lang) for h in game.rs.heroes()))
                    if hero_id in taken:
                        raise ServiceError("err-hero_taken", hero=self._hero_name(game, hero_id, lang),
                                           player=self._name(game.row.lobby, game.controller(hero_id) or 0))
                else:
                    hero_id = next((h.id for h in game.rs.heroes() if h.id not in taken), None)
                if len(seats) >= MAX_HEROES or hero_id is None:
                    raise ServiceError("err-party_full", n=MAX_HEROES)
                lobby = json.loads(json.dumps(game.row.lobby))
                lobby["seats"].append([hero_id, user])
                if user_name:
                    lobby.setdefault("names", {})[str(user)] = user_name
                game = await self._commit(game, LogEntry(kind="lobby", user_id=user, action={"join": hero_id}),
                                          lobby=lobby)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        table = self._table(game, lang)
        text = table.tr("msg-joined", player=self._name(game.row.lobby, user), hero=self._hero_name(game, hero_id, lang))
        return Reply(text=text + "\n" + self._lobby_text(game, lang), channel_id=channel, version=game.row.version)

    @boundary()
    async def deck(self, channel: int, user: int, text: str | None = None, hero: str | None = None, *,
                   lang: str = "en") -> Reply:
        """`/game deck [list]` before the game starts: a player's own deck list for their seat (checked
        against the game's deck building, every problem named), or with no list the list of the deck
        their seat plays now, to copy and edit. The channel is told only the hero and the count."""
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                if game.row.status != "lobby":
                    raise ServiceError("err-deck_started")
                mine = game.heroes_of(user)
                if not mine:
                    raise ServiceError("err-deck_join_first")
                seat = self._seat_for(game, user, hero, lang) if hero else mine[0]
                decks = dict((game.row.lobby.get("options") or {}).get("decks") or {})
                try:
                    if not str(text or "").strip():
                        return Reply(text=game.game.deck_text(decks.get(seat), seat, lang), ephemeral=True)
                    deck = game.game.import_deck(_clip(str(text), 6000), lang)
                except NotImplementedError:
                    raise ServiceError("err-no_decks", ruleset=game.game.display_name(lang)) from None
                lobby = json.loads(json.dumps(game.row.lobby))
                lobby.setdefault("options", {}).setdefault("decks", {})[seat] = deck
                game = await self._commit(game, LogEntry(kind="lobby", user_id=user, action={"deck": seat}),
                                          lobby=lobby)
            except Refusal as exc:
                return Reply(text=exc.text, ephemeral=True, error=True, error_key="deck")
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        text = self._table(game, lang).tr("msg-deck_imported", player=self._name(game.row.lobby, user),
                                          hero=self._hero_name(game, seat, lang),
                                          deck=game.game.deck_summary(deck, lang))
        return Reply(text=text, channel_id=channel, version=game.row.version)

    @boundary()
    async def leave(self, channel: int, user: int, hero: str | None = None, *, lang: str = "en") -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                mine = game.heroes_of(user)
                if not mine:
                    raise ServiceError("err-not_player")
                if hero:
                    hero_id = self._match_hero(game.game, str(hero))
                    if hero_id not in mine:
                        raise ServiceError("err-not_your_hero_plain", hero=str(hero)[:QUOTE])
                    leaving = [hero_id]
                else:
                    leaving = mine
                lobby = json.loads(json.dumps(game.row.lobby))
                host = game.row.host_id
                if game.row.status == "lobby":
                    lobby["seats"] = [[h, u] for h, u in game.seats if h not in leaving]
                    text_key, heir = "msg-left", None
                else:
                    # a game in play keeps all its heroes: a leaving player's hero goes to the host, or
                    # to another player when the host leaves
                    others = [u for _, u in game.seats if u != user]
                    if not others:
                        raise ServiceError("err-last_player")
                    heir = host if host != user else others[0]
                    if host == user and set(leaving) == set(mine):
                        host = heir
                    lobby["seats"] = [[h, heir if h in leaving else u] for h, u in game.seats]
                    text_key = "msg-left_playing"
                game = await self._commit(game, LogEntry(kind="lobby", user_id=user, action={"leave": leaving}),
                                          lobby=lobby, host_id=host)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        table = self._table(game, lang)
        names = ", ".join(self._hero_name(game, h, lang) for h in leaving)
        text = table.tr(text_key, player=self._name(game.row.lobby, user), heroes=names,
                        heir=self._name(game.row.lobby, heir) if heir else "")
        if game.row.status == "lobby":
            text += "\n" + self._lobby_text(game, lang)
        return Reply(text=text, channel_id=channel, version=game.row.version)

    @boundary()
    async def kick(self, channel: int, user: int, target: int, *, lang: str = "en", can_manage: bool = False,
                   target_name: str | None = None, user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                if user != game.row.host_id and not can_manage:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                if target == user:
                    raise ServiceError("err-kick_self")
                theirs = game.heroes_of(target)
                if not theirs and target != game.row.host_id:
                    raise ServiceError("err-kick_not_player")
                lobby = json.loads(json.dumps(game.row.lobby))
                if target_name:
                    lobby.setdefault("names", {})[str(target)] = target_name
                if user_name:
                    lobby.setdefault("names", {})[str(user)] = user_name
                if game.row.status == "lobby":
                    lobby["seats"] = [[h, u] for h, u in game.seats if u != target]
                else:
                    # the kicker takes over the kicked player's heroes so the game can go on
                    lobby["seats"] = [[h, user if u == target else u] for h, u in game.seats]
                host = user if target == game.row.host_id else game.row.host_id
                game = await self._commit(game, LogEntry(kind="kick", user_id=user, action={"kick": target}),
                                          lobby=lobby, host_id=host)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        names = ", ".join(self._hero_name(game, h, lang) for h in theirs) or "-"
        key = "msg-kicked_playing" if game.row.status == "playing" and theirs else "msg-kicked"
        return Reply(text=self._table(game, lang).tr(key, player=self._name(game.row.lobby, target), heroes=names,
                                                     by=self._name(game.row.lobby, user)),
                     channel_id=channel, version=game.row.version)

    @boundary()
    async def start(self, channel: int, user: int, *, lang: str = "en") -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                if game.row.status != "lobby":
                    raise ServiceError("err-already_started")
                if user != game.row.host_id:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                heroes = [h for h, _ in game.seats]
                if not heroes:
                    raise ServiceError("err-no_heroes")
                lobby = json.loads(json.dumps(game.row.lobby))
                options: dict[str, Any] = dict(lobby.get("options") or {})
                if lobby.get("hard"):  # a lobby saved before games declared their own options
                    options["hard"] = True
                if lobby.get("party") is not None:
                    options["party"] = lobby["party"]  # carried over from the last quest (`/game next`)
                if options.get("decks"):  # the decks imported for seats still held (`/game deck`)
                    options["decks"] = {s: d for s, d in options["decks"].items() if s in heroes}
                # the bot sits in the seats the game gives it (an opponent), the first free ones
                free = [h.id for h in game.rs.heroes() if h.id not in heroes]
                for hero_id in free[:game.game.bot_seats(options)]:
                    lobby["seats"].append([hero_id, BOT_USER])
                    lobby.setdefault("names", {})[str(BOT_USER)] = BOT_NAME
                    heroes.append(hero_id)
                state = game.rs.new_game(lobby["quest"], heroes, lobby["seed"], options)
                game = await self._commit(
                    game, LogEntry(kind="start", user_id=user, action={"start": heroes}),
                    state=game.rs.dump_state(state), status="playing", _state_obj=state, lobby=lobby,
                )
                game, bot_events = await self._bot_moves(game)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        table = self._table(game, lang)
        lines = [table.tr("msg-started", quest=game.game.title(table), seed=lobby["seed"])]
        lines.append(table.tr("msg-party", party=", ".join(
            f"{self._hero_name(game, h, lang)} ({self._name(lobby, u)})" for h, u in game.seats)))
        lines += game.game.start_lines(table)
        lines += game.game.narrate(bot_events, table)
        return await self._board_reply(game, "\n".join(line for line in lines if line), lang, buttons=True)

    @boundary()
    async def end(self, channel: int, user: int, *, lang: str = "en", can_manage: bool = False,
                  user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel)
                if user != game.row.host_id and not can_manage:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                game = await self._commit(game, LogEntry(kind="end", user_id=user), status="over", prompt=(None, None))
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
            self._cancel_timer(channel)
        text = self._table(game, lang).tr("msg-ended", by=user_name or self._name(game.row.lobby, user))
        if game.state is not None:
            text += "\n" + self._summary(game, lang, ended=True)
        return Reply(text=text, channel_id=channel, version=game.row.version, game_over=True)

    # --- playing ------------------------------------------------------------------------------

    @boundary()
    async def command(self, channel: int, user: int, verb: str, options: dict[str, Any] | None = None,
                      hero: str | None = None, *, lang: str = "en", expect_version: int | None = None) -> Reply:
        """A command as players type it (`move`, `shop_buy`... with its options), for the channel's game:
        the game turns it into an engine action, which `act` applies. A command or an option the game
        does not have is refused with what to use instead."""
        game: Loaded | None = None
        try:
            game = await self._game(channel, statuses=("playing",))
            spec = game.game.verb(str(verb))
            if spec is None:
                raise self._not_here(game.game, str(verb), lang)
            given = {k: v for k, v in (options or {}).items() if v not in (None, "", False)}
            for name in given:
                if spec.option(name) is None:
                    raise self._not_here(game.game, name, lang)
            seat = self._seat_for(game, user, hero, lang)
            options, unmatched, off_list = self._resolve_names(game, spec, seat, dict(options or {}), lang)
            action = game.game.action(spec, options, self._table(game, lang), seat)
            if off_list is not None:
                # a fixed list's option naming none of its choices: the game's own refusal when it has one,
                # else (the engine could only call the command malformed) the list and the likeliest choice
                try:
                    game.rs.parse_action(dict(action))
                except RuleError:
                    raise off_list from None
        except (ServiceError, RuleError) as exc:
            return self._error(exc, lang, game)
        return await self.act(channel, user, action, hero, lang=lang, expect_version=expect_version,
                              unmatched=unmatched)

    def _offered(self, game: Loaded, spec: Verb, option: Option, seat: str, options: dict[str, Any],
                 lang: str) -> list[tuple[str, Any]]:
        """What an option accepts now, as autocomplete offers it: (label, value) pairs."""
        if option.choices:
            return [(game.game.texts(lang, spec.choice_text(option, c)[1], c), c) for c in option.choices]
        if not option.autocomplete or option.free_text:
            return []
        return game.game.choices(option.name, spec, self._table(game, lang), seat, options)

    def _resolve_names(self, game: Loaded, spec: Verb, seat: str, options: dict[str, Any], lang: str,
                       ) -> tuple[dict[str, Any], dict[str, tuple[str, list[str]]], ServiceError | None]:
        """Names as players read them become the values the game takes: a label offered now (in either
        language), case and accents aside, or a clear part of it ("greataxe" for "Notched Greataxe").
        What names nothing offered is left as typed (the engine says why it cannot be), with the
        closest offered labels kept for a "did you mean" should the engine not know that name."""
        unmatched: dict[str, tuple[str, list[str]]] = {}
        off_list: ServiceError | None = None
        for name, value in list(options.items()):
            option = spec.option(name)
            if option is None or option is HERO or not isinstance(value, str) or not value.strip():
                continue
            offered = self._offered(game, spec, option, seat, options, lang)
            if not offered:
                continue
            both = offered + [pair for other in LANGS if other != lang
                              for pair in self._offered(game, spec, option, seat, options, other)]
            found = resolve_name(both, value)
            if found is not None:
                options[name] = found
            elif option.choices and off_list is None:
                # a fixed list (`/search for:`): what names none of its choices is refused with the list and the
                # likeliest one ("trésors" for "trésor") when the game has nothing better to say (see `command`)
                sep = shared_texts()(lang, "list-sep")
                close = [str(label) for label, _ in _closest(offered, value, 1, least=0.6)]
                off_list = ServiceError("err-not_a_choice", typed=value[:QUOTE], option=name,
                                        choices=sep.join(str(label) for label, _ in offered),
                                        nearest=close[0] if close else "none")
            elif not option.choices:
                unmatched[name] = (value, [str(label) for label, _ in _closest(offered, value, 3, least=0.6)])
        return options, unmatched, off_list

    def _not_here(self, game: BotGame, what: str, lang: str) -> ServiceError:
        """A command or option of another game: this game's hint for it, else the list of its commands."""
        key = f"hint-{what}"
        if game.texts.has("en", key):
            return ServiceError(key)
        commands = ", ".join(f"/{v.path}" for v in game.verbs)
        return ServiceError("err-not_in_ruleset", ruleset=game.display_name(lang), commands=commands)

    @boundary(wrong={"action": ServiceError("err-bad_command")})
    async def act(self, channel: int, user: int, action: dict[str, Any], hero: str | None = None, *,
                  lang: str = "en", expect_version: int | None = None, board: bool | None = None,
                  unmatched: dict[str, tuple[str, list[str]]] | None = None) -> Reply:
        """Apply one engine action for the hero `user` controls (or `hero`, among theirs).

        The reply carries the board picture when the action closes a turn or changes the map a lot
        (the game's `picture_after` events), or always with board=True.
        """
        started = time.perf_counter()
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel, statuses=("playing",))
                if expect_version is not None and expect_version != game.row.version:
                    raise ServiceError("err-stale")
                if not isinstance(action, dict) or not isinstance(action.get("type"), str):
                    raise ServiceError("err-bad_command")
                seat = self._seat_for(game, user, hero, lang)
                parsed = self._parse(game, action, lang)
                before_view = game._views.get(None)
                outcome = game.rs.apply(game.state, seat, parsed)
                game = await self._commit_outcome(game, outcome, LogEntry(
                    kind="action", user_id=user, seat=seat, action=_action_json(parsed),
                    events=game.rs.event_codec.dump(outcome.events), state_before=game.row.state))
                game, bot_events = await self._bot_moves(game)
            except (ServiceError, RuleError) as exc:
                return self._did_you_mean(self._error(exc, lang, game), exc, unmatched, game, lang)
        events = [*outcome.events, *bot_events]
        if board is None:
            # a turn stopped by a player's decision gets its picture when it completes, unless the
            # players are to decide on what it shows
            board = any(type(e) in game.game.picture_after for e in events) and (
                game.row.prompt_seat is None or game.row.status == "over"
                or any(type(e) in game.game.picture_before_decision for e in events))
        reply = await self._turn_reply(game, events, lang, viewer_user=user, before_view=before_view, board=board)
        if self.metrics is not None:
            self.metrics.turn(game.row.ruleset, time.perf_counter() - started)
        return reply

    async def _bot_moves(self, game: Loaded) -> tuple[Loaded, list[Any]]:
        """The seats the bot plays take their moves (its game's own player choosing, one log entry each)
        until the game waits on a player or ends: (the game after them, their events)."""
        bots = set(game.heroes_of(BOT_USER))
        events: list[Any] = []
        for _ in range(BOT_STEPS if bots else 0):
            if game.row.status != "playing" or game.state is None:
                break
            chosen = game.game.policy_action(game.state)
            if chosen is None or chosen[0] not in bots:
                break
            seat, action = chosen
            try:
                outcome = game.rs.apply(game.state, seat, action)
            except RuleError:  # the bot's player misjudged: the game waits (a player may /game undo or end)
                log.exception("the bot's move was refused in channel %s", game.row.channel_id)
                break
            game = await self._commit_outcome(game, outcome, LogEntry(
                kind="action", user_id=BOT_USER, seat=seat, action=_action_json(action),
                events=game.rs.event_codec.dump(outcome.events), state_before=game.row.state))
            events += outcome.events
        return game, events

    def _did_you_mean(self, reply: Reply, exc: Exception, unmatched: dict[str, tuple[str, list[str]]] | None,
                      game: Loaded | None, lang: str) -> Reply:
        """A refusal of a name the game does not know (the engine quotes what was typed back) ends with
        the closest names offered now."""
        if not unmatched or not isinstance(exc, RuleError):
            return reply
        if not exc.key.startswith(("no_such", "unknown", "not_in_hand")):
            return reply  # a name the game knows but cannot use now: its refusal says why
        quoted = {fold(v) for v in exc.params.values() if isinstance(v, str)}
        close = [labels for typed, labels in unmatched.values() if labels and fold(typed).strip() in quoted]
        if not close:
            return reply
        texts = game.game.texts if game is not None else shared_texts()
        hint = texts(lang, "err-did_you_mean", names=texts(lang, "list-sep").join(close[0]))
        return replace(reply, text=f"{reply.text} {hint}")

    @boundary()
    async def do(self, channel: int, user: int, action: str, hero: str | None = None, *, lang: str = "en",
                 expect_version: int | None = None) -> Reply:
        """`/do action:<words>`: any legal action of the player's position, named as `/do`'s
        autocomplete lists it (case, accents and a clear beginning are enough)."""
        game: Loaded | None = None
        try:
            game = await self._game(channel, statuses=("playing",))
            seat = self._seat_for(game, user, hero, lang)
            offered = self._do_choices(game, seat, lang)
            idle = None if offered else game.game.idle_text(self._table(game, lang), seat)
            if idle is not None:  # another seat's turn or decision: say whose, not "closest: none"
                return Reply(text=idle, ephemeral=True, error=True, error_key="msg-idle")
            # the words of either language name an action (a player may paste what a friend wrote)
            other = [(label, a) for other_lang in LANGS if other_lang != lang
                     for label, a in self._do_choices(game, seat, other_lang)]
            chosen = _pick(offered, str(action or "")) or _pick(other, str(action or ""))
            if chosen is None:
                close = [label for label, _ in _closest(offered, str(action or ""))]
                raise ServiceError("err-do_unknown", typed=str(action)[:QUOTE],
                                   options=shared_texts()(lang, "list-sep").join(close) or "—")
        except (ServiceError, RuleError) as exc:
            return self._error(exc, lang, game)
        return await self.act(channel, user, _action_json(chosen), seat, lang=lang, expect_version=expect_version)

    def _do_choices(self, game: Loaded, seat: str, lang: str) -> list[tuple[str, Any]]:
        """Every legal action of `seat`, each with its words (made unique)."""
        table = self._table(game, lang)
        out: list[tuple[str, Any]] = []
        seen: dict[str, int] = {}
        for action in game.rs.legal_actions(game.state, seat):
            label = _clip(game.game.describe(action, table, seat), 100)
            n = seen.get(fold(label), 0) + 1
            seen[fold(label)] = n
            if n > 1:
                label = _clip(label, 95) + f" ({n})"
            out.append((label, action))
        return out

    def _parse(self, game: Loaded, action: dict[str, Any], lang: str) -> Any:
        try:
            return game.rs.parse_action(action)
        except RuleError as exc:
            if exc.key == "bad_action" and str(exc.params.get("where", "")).startswith(("type", "action")):
                raise self._not_here(game.game, str(action["type"]), lang) from None
            raise

    def _seat_for(self, game: Loaded, user: int, hero: str | None, lang: str = "en") -> str:
        mine = game.heroes_of(user)
        if not mine:
            raise ServiceError("err-not_player")
        if hero:
            # a seat as the table names it (a game may name seats by what they play), else a hero's name
            shown = [(self._hero_name(game, h, other), h) for h, _ in game.seats for other in LANGS]
            hero_id = (resolve_name(shown, str(hero)) if game.state is not None else None) \
                or self._match_hero(game.game, str(hero))
            if hero_id is None or game.controller(hero_id) is None:
                raise ServiceError("err-unknown_hero", hero=str(hero)[:QUOTE],
                                   heroes=", ".join(self._hero_name(game, h, lang) for h, _ in game.seats))
            if hero_id not in mine:
                raise ServiceError("err-not_your_hero", hero=self._hero_name(game, hero_id, lang),
                                   player=self._name(game.row.lobby, game.controller(hero_id) or 0))
            return hero_id
        if len(mine) == 1:
            return mine[0]
        waiting = game.game.waiting(self._table(game, lang))
        return next((h for h in waiting if h in mine), mine[0])

    async def _commit_outcome(self, game: Loaded, outcome: Any, entry: LogEntry, *,
                              undo_log_id: int | None = None) -> Loaded:
        rs = game.rs
        prompt = rs.current_prompt(outcome.state)
        over = rs.is_over(outcome.state)
        deadline = None
        if prompt is not None and self.prompt_timeout is not None:
            deadline = time.time() + self.prompt_timeout
        game = await self._commit(
            game, entry, state=rs.dump_state(outcome.state), _state_obj=outcome.state,
            status="over" if over else None,
            prompt=(prompt.seat if prompt else None, deadline), undo_log_id=undo_log_id,
        )
        if prompt is not None and deadline is not None and not over:
            self._schedule(game.row.channel_id, game.row.version, deadline)
        else:
            self._cancel_timer(game.row.channel_id)
        return game

    async def _turn_reply(self, game: Loaded, events: list[Any], lang: str, *, viewer_user: int | None,
                          before_view: dict[str, Any] | None = None, prefix: str = "",
                          board: bool = True) -> Reply:
        table = self._table(game, lang)
        lines = ([prefix] if prefix else []) + game.game.narrate(events, table, before=before_view)
        reply_private: list[tuple[int, str]] = []
        if viewer_user is not None:
            seats = set(game.heroes_of(viewer_user))
            secret = game.game.narrate(events, table, viewer=seats, before=before_view, private_only=True)
            if secret:
                reply_private.append((viewer_user, "\n".join(secret)))
        over = game.row.status == "over"
        prompt = None if over else self._prompt_ask(game, lang)
        footer = self._summary(game, lang) if over else self._next_text(game, lang, prompt)
        if footer:
            lines.append(footer)
        reply = await self._board_reply(game, "\n".join(lines), lang, buttons=not over, picture=board or over)
        reply.private = reply_private
        reply.prompt = prompt
        reply.game_over = over
        if prompt is not None and prompt.user_id is not None:
            reply.mentions = [prompt.user_id]
        return reply

    async def _board_reply(self, game: Loaded, text: str, lang: str, *, buttons: bool,
                           ephemeral: bool = False, picture: bool = True) -> Reply:
        png, drawing = await self._png(game, game.view(), lang) if picture else (None, None)
        late = None
        if drawing is not None:
            text = f"{text}\n{game.game.texts(lang, 'msg-picture_late')}"
            late = self._follow_late(game, lang, drawing, ephemeral)
        return Reply(text=text, png=png, buttons=list(game.game.buttons) if buttons else [], channel_id=game.row.channel_id,
                     version=game.row.version, ephemeral=ephemeral, late=late)

    def _next_text(self, game: Loaded, lang: str, prompt: PromptAsk | None) -> str:
        table = self._table(game, lang)
        if prompt is not None:
            who = self._mention(prompt.user_id, game.row.lobby) if prompt.user_id else "?"
            return table.tr("msg-waiting_prompt", hero=prompt.hero_name, player=who, text=prompt.text,
                            default=prompt.default_label or prompt.default)
        return game.game.whose_turn(table)

    def _prompt_ask(self, game: Loaded, lang: str) -> PromptAsk | None:
        prompt = game.rs.current_prompt(game.state)
        if prompt is None:
            return None
        table = self._table(game, lang)
        options = [(o.id, game.game.option_label(table, prompt.seat, o.id, o.label, o.label_fr))
                   for o in prompt.options]
        default_label = game.game.default_label(table, prompt, options)
        numbers = game.game.option_numbers(table, prompt.seat, [o.id for o in prompt.options])
        return PromptAsk(
            channel_id=game.row.channel_id, version=game.row.version, seat=prompt.seat,
            hero_name=self._hero_name(game, prompt.seat, lang), user_id=game.controller(prompt.seat),
            kind=prompt.kind, text=table.tr(f"prompt-{prompt.kind}", prompt.text,
                                            **in_language(dict(prompt.params), prompt.params, lang)),
            options=options, default=prompt.default, deadline=game.row.prompt_deadline, default_label=default_label,
            numbers=numbers,
        )

    def _summary(self, game: Loaded, lang: str, ended: bool = False) -> str:
        table = self._table(game, lang)
        return "\n".join([game.game.summary_head(table, ended)] + game.game.summary_lines(table))

    # --- prompts and their timeout ----------------------------------------------------------------

    @boundary()
    async def choose(self, channel: int, user: int, option: str, hero: str | None = None, *, lang: str = "en",
                     expect_version: int | None = None) -> Reply:
        """Answer the decision under way by its number in the list, its name (in either language,
        any case, a clear beginning) or its id; nothing typed shows the decision again."""
        typed = _clip(str(option).strip(), 1000)
        try:
            game = await self._load(channel)
        except ServiceError as exc:
            return self._error(exc, lang)
        ask = self._prompt_ask(game, lang) if game is not None and game.row.status == "playing" else None
        if ask is not None and ask.user_id != user:
            # a decision of the player's own, owed at the same time (both players choose at once): answered
            # in that player's terms, as the game reads them
            aside = self._answer_aside(game, user, hero, typed, lang) if typed else None
            if aside is not None:
                return await self.act(channel, user, aside, hero, lang=lang, expect_version=expect_version)
            # someone else's decision: its options may be that player's hidden cards, so nothing of them is
            # shown, nor matched against what was typed (an answer accepted or not would tell them too)
            return self._error(ServiceError("err-not_your_choice", hero=ask.hero_name), lang, game)
        if ask is not None:
            if not typed:
                return Reply(text=prompt_text(ask, lang), ephemeral=True)
            ids = [oid for oid, _label in ask.options]
            if typed not in ids:
                other = self._prompt_ask(game, "fr" if lang == "en" else "en")
                named = list(ask.options) + (list(other.options) if other is not None else [])
                picked = None
                keys = ask.keys()
                if typed.isdigit():
                    # the number shown before the option (a die's own number, not its place in the list)
                    picked = ids[keys.index(str(int(typed)))] if str(int(typed)) in keys else None
                else:
                    picked = _pick([(label, oid) for oid, label in named], typed)
                if picked is None and "," in typed:
                    picked = _pick_several(ids, keys, named, typed)
                if picked is None:
                    listed = shared_texts()(lang, "list-sep").join(
                        f"{key}. {label}" for key, (_oid, label) in zip(keys, ask.options, strict=True))
                    return self._error(ServiceError("err-bad_choice", typed=typed, options=listed), lang, game)
                typed = picked
        elif game is not None and game.row.status == "playing" and game.heroes_of(user):
            # choices that are actions rather than a pending decision (keep or redraw a first hand)
            try:
                seat = self._seat_for(game, user, hero, lang)
            except ServiceError as exc:
                return self._error(exc, lang, game)
            offered = self._option_choices(game, seat, lang)
            if offered:
                listed = shared_texts()(lang, "list-sep").join(
                    f"{i}. {label}" for i, (label, _oid) in enumerate(offered, 1))
                if not typed:
                    return Reply(text=listed, ephemeral=True)
                ids = [oid for _label, oid in offered]
                if typed.isdigit() and 1 <= int(typed) <= len(ids):
                    typed = ids[int(typed) - 1]
                elif typed not in ids:
                    other = self._option_choices(game, seat, "fr" if lang == "en" else "en")
                    picked = _pick(offered + other, typed)
                    if picked is None:
                        return self._error(ServiceError("err-bad_choice", typed=typed, options=listed), lang, game)
                    typed = picked
        return await self.act(channel, user, {"type": "choose", "option": typed}, hero, lang=lang,
                              expect_version=expect_version)

    def _answer_aside(self, game: Loaded, user: int, hero: str | None, typed: str, lang: str) -> dict[str, Any] | None:
        """The game's reading of a `/choose` by a player who is not the pending prompt's, when they owe a
        decision of their own at the same time (`BotGame.answer_aside`)."""
        if not game.heroes_of(user):
            return None
        try:
            seat = self._seat_for(game, user, hero, lang)
        except ServiceError:
            return None
        return game.game.answer_aside(self._table(game, lang), seat, typed)

    @boundary(answer=lambda reply: None)
    async def pending_prompt(self, channel: int, *, lang: str = "en") -> PromptAsk | None:
        """The decision a game waits for, as its player may see it (None when there is none)."""
        game = await self.game(channel)
        if game is None or game.row.status != "playing":
            return None
        return self._prompt_ask(game, lang)

    @boundary(answer=lambda reply: "en")
    async def game_lang(self, channel: int) -> str:
        """The language the game was opened in (for messages no interaction asked for)."""
        game = await self.game(channel)
        return str(game.row.lobby.get("lang", "en")) if game is not None else "en"

    def _schedule(self, channel: int, version: int, deadline: float) -> None:
        self._cancel_timer(channel)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._timers[channel] = loop.create_task(self._expire_later(channel, version, deadline))

    def _cancel_timer(self, channel: int) -> None:
        task = self._timers.pop(channel, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _expire_later(self, channel: int, version: int, deadline: float) -> None:
        await asyncio.sleep(max(0.0, deadline - time.time()))
        try:
            reply = await self.expire(channel, version)
        except Exception:
            log.exception("applying a prompt's default failed in channel %s", channel)
            return
        finally:
            if self._timers.get(channel) is asyncio.current_task():
                del self._timers[channel]
        if reply is not None and self.publisher is not None:
            try:
                await self.publisher(channel, reply)
            except Exception:
                log.exception("posting the timeout reply failed in channel %s", channel)

    @boundary(answer=lambda reply: None)
    async def expire(self, channel: int, version: int) -> Reply | None:
        """Apply the pending prompt's default if the game is still at `version` (else do nothing)."""
        async with self.lock(channel, queue=False):  # a timer is never turned away by a busy table
            try:
                game = await self._load(channel)
            except SaveSetAside as exc:
                return self._error(exc, await self.game_lang(channel))
            except ServiceError:
                return None
            if game is None or game.row.status != "playing" or game.row.version != version:
                return None
            prompt = game.rs.current_prompt(game.state)
            if prompt is None:
                return None
            lang = game.row.lobby.get("lang", "en")
            ask = self._prompt_ask(game, lang)
            before_view = game._views.get(None)
            action = game.rs.parse_action({"type": "choose", "option": prompt.default})
            try:
                outcome = game.rs.apply(game.state, prompt.seat, action)
                game = await self._commit_outcome(game, outcome, LogEntry(
                    kind="timeout", seat=prompt.seat, action=_action_json(action),
                    events=game.rs.event_codec.dump(outcome.events), state_before=game.row.state))
                game, bot_events = await self._bot_moves(game)
            except (RuleError, ServiceError) as exc:
                log.warning("prompt default refused in channel %s: %s", channel, exc)
                return None
        prefix = self._table(game, lang).tr("msg-timed_out", hero=ask.hero_name if ask else prompt.seat,
                                            option=ask.default_label if ask else prompt.default)
        return await self._turn_reply(game, [*outcome.events, *bot_events], lang, viewer_user=None,
                                      before_view=before_view, prefix=prefix)

    async def resume(self) -> int:
        """Re-arm the prompt timers of every game waiting on a decision (after a restart): those of the
        guilds on this process's shards, when it holds only some (the others' are the other processes')."""
        if self.prompt_timeout is None:
            return 0
        pending = await self.store.pending_prompts()
        armed = 0
        for channel, version, deadline in pending:
            if self.shards.ids is not None and not self.shards.owns(await self._guild_of(channel)):
                continue  # another process holds that guild's shard: its timer is that process's
            self._schedule(channel, version, deadline)
            armed += 1
        return armed

    async def _guild_of(self, channel: int) -> int | None:
        try:
            row = await self.store.get(channel)
        except UnreadableGame:
            return None
        return row.guild_id if row is not None else None

    async def close(self) -> None:
        for channel in list(self._timers):
            self._cancel_timer(channel)
        # pictures still on their way are not posted after the service closes
        for task in [*self._late, *self._drawing.values()]:
            task.cancel()

    # --- undo -----------------------------------------------------------------------------------

    @boundary()
    async def undo(self, channel: int, user: int, *, lang: str = "en", can_manage: bool = False,
                   user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel, statuses=("playing",))
                if user != game.row.host_id and not can_manage:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                # the bot's moves since a player's last one are undone with it (else the bot would move again)
                chain: list[LogRow] = []
                while (entry := await self.store.last_undoable(channel, skip=len(chain))) is not None:
                    chain.append(entry)
                    if entry.user_id != BOT_USER or entry.kind != "action":
                        break
                last = chain[-1] if chain else None
                if last is None or last.kind == "start" or last.state_before is None or last.user_id == BOT_USER:
                    raise ServiceError("err-nothing_to_undo")
                told = [e for entry in reversed(chain) for e in game.rs.event_codec.load(entry.events)]
                why = game.game.undo_refusal(told, last.state_before, game.row.state)
                if why is not None:
                    table = self._table(game, lang)
                    raise ServiceError("err-undo_random", why=table.tr(why), action=self._action_text(game, last, lang))
                before_view = game._views.get(None)
                for entry in chain:
                    state = game.rs.load_state(entry.state_before)
                    game = await self._commit_outcome(game, _Restored(state), LogEntry(
                        kind="undo", user_id=user, seat=entry.seat, action={"undo": entry.version},
                        state_before=game.row.state), undo_log_id=entry.id)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        text = self._table(game, lang).tr("msg-undone", action=self._action_text(game, last, lang),
                                          by=user_name or self._name(game.row.lobby, user))
        return await self._turn_reply(game, [], lang, viewer_user=None, before_view=before_view, prefix=text)

    # --- looking --------------------------------------------------------------------------------

    @boundary()
    async def status(self, channel: int, user: int, *, lang: str = "en", ephemeral: bool = False) -> Reply:
        try:
            game = await self._game(channel, statuses=("lobby", "playing", "over"))
        except ServiceError as exc:
            return self._error(exc, lang)
        if game.row.status == "lobby":
            return Reply(text=self._lobby_text(game, lang), ephemeral=ephemeral, channel_id=channel)
        if game.row.status == "over":
            # the game has ended: how, then the last state of play
            text = self._summary(game, lang, ended=True) + "\n" + self._status_text(game, lang)
            return Reply(text=text, ephemeral=ephemeral, channel_id=channel, version=game.row.version)
        return Reply(text=self._status_text(game, lang), ephemeral=ephemeral, channel_id=channel,
                     version=game.row.version, buttons=[] if ephemeral else list(game.game.buttons))

    def _status_text(self, game: Loaded, lang: str) -> str:
        table = self._table(game, lang)
        lines = game.game.status_lines(table)
        prompt = game.view().get("prompt")
        if prompt:
            lines.append(table.tr("st-prompt", hero=self._hero_name(game, prompt["seat"], lang)))
        lobby = game.row.lobby
        lines.append(table.tr("st-host", host=self._name(lobby, game.row.host_id), seed=lobby.get("seed", "?")))
        return "\n".join(lines)

    @boundary()
    async def board(self, channel: int, user: int, *, lang: str = "en", ephemeral: bool = False) -> Reply:
        try:
            game = await self._game(channel, statuses=("playing", "over"))
        except ServiceError as exc:
            return self._error(exc, lang)
        text = game.game.board_caption(self._table(game, lang))
        return await self._board_reply(game, text, lang, buttons=False, ephemeral=ephemeral)

    @boundary(wrong={"count": ServiceError("err-log_count", max=LOG_MAX)})
    async def log_text(self, channel: int, user: int, count: int | None = None, *, lang: str = "en") -> Reply:
        try:
            game = await self._game(channel, statuses=("lobby", "playing", "over"))
        except ServiceError as exc:
            return self._error(exc, lang)
        n = LOG_DEFAULT if count is None else count
        if not isinstance(n, int) or not 1 <= n <= LOG_MAX:
            return self._error(ServiceError("err-log_count", max=LOG_MAX), lang, game)
        table = self._table(game, lang)
        rows = await self.store.log(channel, n, kinds=("start", "action", "timeout", "undo", "end", "kick"),
                                    with_states=True)
        if not rows:
            return Reply(text=table.tr("msg-log_empty"), channel_id=channel)
        lines = [table.tr("msg-log_head", n=len(rows))]
        for r in rows:
            lines.append(self._log_line(game, r, table))
        return Reply(text="\n".join(lines), channel_id=channel)

    def _action_text(self, game: Loaded, r: LogRow, lang: str = "en") -> str:
        """A logged action in the player's words, as `/do` would offer it at that moment (told against
        the state before it, so every card and figure has its name); the command itself otherwise."""
        if not (r.action or {}).get("type"):
            return r.kind
        if r.state_before is not None and r.seat:
            try:
                action = game.rs.parse_action(dict(r.action))
                table = Table(game=game.game, lang=lang, state=game.rs.load_state(r.state_before),
                              lobby=game.row.lobby, host_id=game.row.host_id, ruleset=game.rs)
                return str(table.tr("msg-quoted", text=game.game.told(action, table, r.seat)))
            except (RuleError, ValueError, KeyError, AttributeError, TypeError):
                log.debug("could not tell logged action %s in words", r.action, exc_info=True)
        return game.game.command_text(dict(r.action))

    def _log_line(self, game: Loaded, r: LogRow, table: Table) -> str:
        # the bot's moves are its user's (BOT_USER, 0); only a timeout has no user
        who = self._name(game.row.lobby, r.user_id) if r.user_id is not None else table.tr("msg-timer")
        hero = f" ({table.hero(r.seat)})" if r.seat else ""
        undone = " " + table.tr("msg-log_undone") if r.undone else ""
        if r.kind in ("action", "timeout"):
            story = game.game.narrate(game.rs.event_codec.load(r.events), table) if game.state is not None else []
            told = [s for s in story if not s.startswith("—")]  # the phase headings say nothing here
            keep = told[:3]
            more = f" (+{len(told) - len(keep)})" if len(told) > len(keep) else ""
            tail = (": " + " / ".join(keep) + more) if keep else ""
            return f"`#{r.version}` {who}{hero} {self._action_text(game, r, table.lang)}{undone}{tail}"
        return f"`#{r.version}` {who}: {table.tr(f'logkind-{r.kind}', r.kind)}"

    @boundary()
    async def hand(self, channel: int, user: int, *, lang: str = "en") -> Reply:
        try:
            game = await self._game(channel, statuses=("playing",))
            mine = game.heroes_of(user)
            if not mine:
                raise ServiceError("err-not_player")
        except ServiceError as exc:
            return self._error(exc, lang)
        table = self._table(game, lang)
        first = self._seat_for(game, user, None) if len(mine) > 1 else mine[0]
        lines: list[str] = []
        for hid in [first] + [h for h in mine if h != first]:
            lines += game.game.hand_lines(table, hid)
        png = None
        cards = game.game.hand_cards(table, first)
        if self.renderer is not None and cards is not None:
            with contextlib.suppress(Exception):  # the picture is a bonus; the text lists the cards anyway
                png = await asyncio.to_thread(pictures.hand_png, pictures.module_of(game.game.id), cards, lang,
                                              game.game.translator(lang))
        return Reply(text=_clip("\n".join(lines), 1900), ephemeral=True, png=png, filename="hand.png",
                     channel_id=channel, version=game.row.version)

    @boundary()
    def rules(self, topic: str | None, *, lang: str = "en", ruleset: str | None = None) -> Reply:
        """A rules topic of the channel's game (every game's topics when no game says which)."""
        return self._rules(topic, lang, ruleset, None)

    def _rules(self, topic: str | None, lang: str, ruleset: str | None, table: Table | None) -> Reply:
        """`rules`; `table`, the channel's game being played, for topics whose text depends on the
        game (a rule its own content sets)."""
        candidates = [games.get(ruleset)] if ruleset and games.known(ruleset) else games.all_games()
        timeout = int(self.prompt_timeout or 0)
        # a topic by its id or its name in either language, any case, or a clear beginning of one
        offered = [(label, (game, name)) for game in candidates for name in game.rules_topics
                   for label in (name, *(game.texts(other, f"topic-{name}", name) for other in LANGS))]
        picked = _pick(offered, topic or "")  # "moral" begins the id and both titles of one topic
        if picked is not None:
            game, name = picked
            if table is None or table.game is not game:
                table = Table(game, lang, None, {}, 0)
            return Reply(text=game.rules_text(name, table, timeout), ephemeral=True)
        topics = list(dict.fromkeys(g.texts(lang, f"topic-{t}", t) for g in candidates for t in g.rules_topics))
        text = candidates[0].texts(lang, "rules-index", topics=", ".join(topics), timeout=timeout)
        if topic:  # a topic asked for and not found: say so before the list, with the likeliest one
            said = candidates[0].texts(lang, "rules-unknown", topic=_clip(str(topic), QUOTE))
            nearest = _closest([(title, title) for title in topics], str(topic), n=1, least=0.75)
            if nearest:  # "mesures" for "mesurer les distances"
                said += " " + candidates[0].texts(lang, "rules-nearest", topic=nearest[0][0])
            text = said + " " + text
        return Reply(text=text, ephemeral=True, error=bool(topic))

    @boundary()
    async def rules_for(self, channel: int, topic: str | None, *, lang: str = "en") -> Reply:
        """/rules in a channel: the topics of the game played there."""
        try:
            game = await self._load(channel)
        except ServiceError as exc:
            return self._error(exc, lang)
        table = self._table(game, lang) if game is not None and game.state is not None else None
        reply = self._rules(topic, lang, game.row.ruleset if game is not None else None, table)
        if reply.error and topic and game is not None and game.state is not None:
            # not a rules topic: a card face up on the table, read out (its game finds it by name)
            found = game.game.card_lookup(self._table(game, lang), str(topic))
            if found:
                return Reply(text=found, ephemeral=True)
        return reply

    # --- autocomplete -----------------------------------------------------------------------------

    @boundary(answer=lambda reply: [])
    async def complete(self, channel: int, user: int, fieldname: str, typed: str, *, lang: str = "en",
                       command: str | None = None, hero: str | None = None,
                       options: dict[str, Any] | None = None, limit: int = MAX_CHOICES,
                       ) -> list[tuple[str, str | int]]:
        """At most `limit` (label, value) choices for an option, filtered by what was typed, computed from
        the user's own view and legal actions only. Never raises. `options` holds the command's
        other options already filled in (a target narrows the weapons, a spell its targets)."""
        try:
            choices = await self._choices(channel, user, fieldname, lang, command, hero, options or {})
        except (ServiceError, RuleError):
            return []
        except Exception:
            log.exception("autocomplete failed for %s", fieldname)
            return []
        if not choices and fieldname == "action" and command == "do":
            # nothing to do because another seat plays: the one choice says so (picked, /do says it again)
            idle = await self.idle(channel, user, hero, lang=lang)
            said = _sentences(idle, 100) if idle else ""
            return [(said, said)] if said else []
        return filter_choices(choices, typed, limit)

    @boundary(answer=lambda reply: None)
    async def idle(self, channel: int, user: int, hero: str | None = None, *, lang: str = "en") -> str | None:
        """Why the user's seat can do nothing now, when play waits for another seat (None otherwise): what
        the console says for a command then, and `/do`'s autocomplete offers."""
        try:
            game = await self._load(channel, set_aside=False)
            if game is None or game.row.status != "playing" or not game.heroes_of(user):
                return None
            seat = self._seat_for(game, user, hero, lang)
            return game.game.idle_text(self._table(game, lang), seat)
        except (ServiceError, RuleError):
            return None

    async def _choices(self, channel: int, user: int, fieldname: str, lang: str, command: str | None,
                       hero: str | None, options: dict[str, Any]) -> list[tuple[str, str | int]]:
        here = await self._load(channel, set_aside=False)
        if fieldname == "topic":
            candidates = [here.game] if here is not None else games.all_games()
            # a topic's title in the player's language; its id is the value, never shown, and typing it
            # still finds the topic (choices are matched on their values too)
            found = [(g.texts(lang, f"topic-{k}", k), k) for g in candidates for k in g.rules_topics]
            if here is not None and here.state is not None and here.row.status != "lobby":
                found += here.game.topic_choices(self._table(here, lang))  # the cards one may look up
            return found
        if fieldname == "ruleset":
            return [(games.get(r).display_name(lang), r) for r in games.ids()]
        if fieldname == "quest":
            game_id = here.row.ruleset if command == "game_next" and here is not None else options.get("ruleset")
            if not game_id or not games.known(str(game_id)):
                return []
            bot_game = games.get(str(game_id))
            return [(bot_game.content_name("quests", q.id, lang), q.id) for q in bot_game.ruleset.quests()]
        game = here
        if game is None or game.row.status == "over":
            return []
        if fieldname == "hero":
            if command == "game_join" and game.row.status == "lobby":
                taken = {h for h, _ in game.seats}
                free = [h.id for h in game.rs.heroes() if h.id not in taken]
                shown = [(game.game.content_name("heroes", h, lang), h) for h in free]
                # the other names of a seat find it too ("Varna" finds the deck she leads), said beside its own
                return shown + [(f"{label} ({other})", h) for label, h in shown
                                for other in game.game.hero_names(h, lang)]
            return [(self._hero_name(game, h, lang), h) for h in game.heroes_of(user)]
        if game.row.status != "playing" or not game.heroes_of(user):
            return []
        try:
            seat = self._seat_for(game, user, hero)
        except ServiceError:
            return []
        if fieldname == "action" and command == "do":
            return [(label, label) for label, _ in self._do_choices(game, seat, lang)]
        if fieldname == "option" and command in (None, "choose"):
            return self._option_choices(game, seat, lang)
        verb = game.game.verb(command) if command else None
        option = verb.option(fieldname) if verb is not None else None
        if option is not None and option.choices:
            return self._offered(game, verb, option, seat, options, lang)  # type: ignore[arg-type]
        return game.game.choices(fieldname, verb, self._table(game, lang), seat, options)

    def _option_choices(self, game: Loaded, seat: str, lang: str) -> list[tuple[str, str]]:
        table = self._table(game, lang)
        view = game.view(seat)
        prompt = view.get("prompt")
        if prompt and prompt.get("seat") == seat and prompt.get("options"):
            return [(game.game.option_label(table, seat, o["id"], o["label"], o.get("label_fr") or ""), o["id"])
                    for o in prompt["options"]]
        return [(game.game.option_label(table, seat, a.option, a.option), a.option)
                for a in game.rs.legal_actions(game.state, seat) if a.type == "choose"]


class _Restored:
    """An undo restores a state without new events; it goes through the same commit path."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.events: list[Any] = []


def _action_json(action: Any) -> dict[str, Any]:
    return action.model_dump(by_alias=True, exclude_defaults=True) | {"type": action.type}


def _lobby_problem(lobby: dict[str, Any]) -> str | None:
    """What makes a saved lobby one the service cannot use (None when it can)."""
    seats = lobby.get("seats", [])
    if not isinstance(seats, list) or not all(
            isinstance(s, list) and len(s) == 2 and isinstance(s[0], str) and _is_id(s[1]) for s in seats):
        return "seats are not [hero, user id] pairs"
    for key in ("names", "options", "chain"):
        if not isinstance(lobby.get(key) or {}, dict):
            return f"{key} is not an object"
    if not isinstance(lobby.get("quest", ""), str):
        return "quest is not a name"
    return None


def _is_id(value: Any) -> bool:
    """A Discord id as saved: a whole number (bool aside), or its digits."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or isinstance(value, str) and value.isdigit()


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _sentences(text: str, limit: int) -> str:
    """The whole sentences of `text` that fit in `limit` characters (the first one clipped if none fits)."""
    if len(text) <= limit:
        return text
    cut = text.rfind(". ", 0, limit)
    return text[: cut + 1] if cut > 0 else _clip(text, limit)


def prompt_text(prompt: PromptAsk, lang: str) -> str:
    """A decision as its player reads it: the question, then the answers numbered."""
    texts = shared_texts()
    listed = "\n".join(f"{key}. {label}" for key, (_oid, label) in zip(prompt.keys(), prompt.options, strict=True))
    return "\n".join([texts(lang, "msg-choose_prompt", hero=prompt.hero_name, text=prompt.text), listed,
                      texts(lang, "msg-choose_how")])


def _pick(offered: list[tuple[str, Any]], typed: str) -> Any | None:
    """The one offered item `typed` names: its words exactly, else the only one they begin, else the
    only one holding them as a whole word, else (three letters or more) the only one containing them:
    "A1" in "Mark A1", never "b" in "buttons"; case and accents aside. An item offered under several names (a rules topic's id and titles, an option
    in both languages) is one item, however many of its names match."""
    key = fold(typed)
    if not key:
        return None
    for label, item in offered:
        if fold(label) == key:
            return item
    whole = re.compile(rf"(?<!\w){re.escape(key)}(?!\w)")
    # a whole word before a part of one: "des" is "les dés de combat", not also "commandes et boutons"
    tests = [lambda label: label.startswith(key), lambda label: whole.search(label) is not None]
    if len(key) >= 3:
        tests.append(lambda label: key in label)
    for test in tests:
        found: list[Any] = []
        for label, item in offered:  # items may be unhashable (actions): equal ones are one
            if test(fold(label)) and not any(item == seen for seen in found):
                found.append(item)
        if len(found) == 1:
            return found[0]
        if found:
            return _first_copy(offered, found)
    return None


def _first_copy(offered: list[tuple[str, Any]], found: list[Any]) -> Any | None:
    """Among several items a name fits, the one whose name the others repeat with a number ("Wave
    Crest" among "Wave Crest 2", "Wave Crest 3"): copies alike, which a game names so that the bare
    name picks one (cards alike in a hand). None when they are not copies of one name."""
    names = [{fold(label) for label, item in offered if item == one} for one in found]
    for i, mine in enumerate(names):
        for bare in mine:
            copy = re.compile(re.escape(bare) + r" \d+")
            if all(any(copy.fullmatch(n) for n in theirs) for j, theirs in enumerate(names) if j != i):
                return found[i]
    return None


def _pick_several(ids: list[str], keys: list[str], named: list[tuple[str, str]], typed: str) -> str | None:
    """Several answers at once, for a decision that asks for several ("2, 4, 6" or names): their ids
    joined by commas, as the engine reads them; a number is the one shown before an option (`keys`),
    as for a single answer; a name given twice takes another option of that name. None when a part
    names nothing (the game says how many it wants)."""
    out: list[str] = []
    for part in (p.strip() for p in typed.split(",")):
        if not part:
            continue
        if part.isdigit():
            if str(int(part)) not in keys:
                return None
            out.append(ids[keys.index(str(int(part)))])
            continue
        found = _pick([(label, oid) for oid, label in named if oid not in out], part)
        if found is None:
            return None
        out.append(found)
    return ",".join(out) or None


def match_game(typed: str) -> str:
    """A game by its id or its name in either language."""
    key = _squeeze(typed)
    for game_id in games.ids():
        game = games.get(game_id)
        if key in (_squeeze(game_id), *(_squeeze(game.display_name(lang)) for lang in LANGS)):
            return game_id
    raise RuleError("unknown_ruleset", f"There is no game called {typed!r}.", ruleset=typed[:QUOTE],
                    games=", ".join(games.get(g).display_name("en") for g in games.ids()))


def _squeeze(text: Any) -> str:
    """A name with case, accents, spaces and punctuation aside ("Dragon-Quest" is "dragon quest")."""
    return "".join(c for c in fold(text) if c.isalnum())


def _closest(offered: list[tuple[str, Any]], typed: str, n: int = 5, least: float = 0.0) -> list[tuple[str, Any]]:
    """The offered items whose words share the most with `typed`: compared with the whole label and
    with each run of as many of its words as were typed ("fireball" against "Granite Skin (earth) — ..."
    reads "granite", "skin"...); those at least `least` alike (0 to 1), the closest first."""
    import difflib

    # names are short: a few hundred characters of what was typed are plenty to compare, and the
    # comparison costs as much as the text is long (a megabyte pasted took most of a minute)
    key = fold(typed[:MAX_COMPARED])
    size = max(1, len(key.split()))

    def likeness(label: str) -> float:
        words = fold(label).split()
        runs = [" ".join(words[i:i + size]) for i in range(max(1, len(words) - size + 1))]
        return max(difflib.SequenceMatcher(None, key, text).ratio() for text in [fold(label), *runs])

    scored = sorted(((likeness(str(li[0])), i, li) for i, li in enumerate(offered)), key=lambda x: (-x[0], x[1]))
    return [li for score, _i, li in scored if score >= least][:n]


def filter_choices(choices: list[tuple[str, Any]], typed: str, limit: int = MAX_CHOICES) -> list[tuple[str, Any]]:
    """Choices whose label or value contains what was typed: exact matches first, then those it begins,
    then the others (from two letters typed: one letter is the start of a name or a square, not
    any letter of a description); at most `limit`."""
    key = fold(typed)
    seen: set[Any] = set()
    exact: list[tuple[str, Any]] = []
    first: list[tuple[str, Any]] = []
    rest: list[tuple[str, Any]] = []
    for label, value in choices:
        if value in seen:
            continue
        label = _clip(str(label), 100)
        low_label, low_value = fold(label), fold(value)
        if key and key in (low_label, low_value):
            exact.append((label, value))
        elif not key or low_value.startswith(key) or low_label.startswith(key):
            first.append((label, value))
        elif len(key) >= 2 and (key in low_label or key in low_value):
            rest.append((label, value))
        else:
            continue
        seen.add(value)
    return (exact + first + rest)[:limit]


__all__ = ["GameService", "PromptAsk", "Reply", "ServiceError", "filter_choices", "fold", "prompt_text"]
