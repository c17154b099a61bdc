"""GameService: the application around the engine, the same for the Discord cogs, the console,
the tests and the benchmark.

One writer per channel (an asyncio.Lock each; channels run concurrently). An action is: load the
game (cached while its version is current), `apply()` in the engine, commit the new state and its
log row in one transaction, then narrate the events and render the board (in a worker thread, off
the event loop, after the channel's lock is released). Every call returns a `Reply`; nothing here
raises into the adapters, and every error is a private (ephemeral) reply in the player's language.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.core.errors import RuleError

from . import heroquest as hq
from . import i18n
from .i18n import t
from .narrate import Names, card_name, narrate, pool_text, room_name, visible
from .store import GameExists, GameRow, LogEntry, LogRow, Store, VersionConflict

log = logging.getLogger("questmaster.service")

MAX_HEROES = 4
MAX_CHOICES = 25  # Discord's limit for autocomplete results and for components on a message
BUTTONS = ("end", "hand", "status", "board")
LOG_DEFAULT = 10
LOG_MAX = 50

# Events that show something random or hidden was revealed: an action that produced one cannot be
# undone (the value says why, as a catalog key).
RANDOM_EVENTS: dict[str, str] = {
    "test": "undo-dice",
    "altar_rolled": "undo-dice",
    "rhune": "undo-dice",
    "rhune_spent": "undo-dice",
    "start_room_rolled": "undo-dice",
    "card_drawn": "undo-card",
    "card_drawn_public": "undo-card",
    "threat_drawn": "undo-card",
    "lurker_drawn": "undo-card",
    "villain_card": "undo-card",
    "search_card": "undo-card",
    "quest_card": "undo-card",
    "feature": "undo-card",
    "mulligan": "undo-card",
    "room_revealed": "undo-reveal",
    "altar_found": "undo-reveal",
    "threat_deck_empty": "undo-card",
    # HeroQuest: every roll, every card, and anything the heroes had not seen before
    "move_rolled": "undo-dice",
    "hero_attacked": "undo-dice",
    "monster_attacked": "undo-dice",
    "jump_roll": "undo-dice",
    "disarm_roll": "undo-dice",
    "spear_roll": "undo-dice",
    "block_roll": "undo-dice",
    "resist_roll": "undo-dice",
    "treasure_card": "undo-card",
    "monster_revealed": "undo-reveal_hq",
    "door_seen": "undo-reveal_hq",
    "note": "undo-reveal_hq",
    "searched_traps": "undo-reveal_hq",
    "searched_secret_doors": "undo-reveal_hq",
}
# What a HeroQuest state knows of the dungeon: an action that grew any of these showed the heroes
# something new (a corridor square seen along a line of sight), which an undo cannot take back.
KNOWLEDGE_KEYS = ("seen", "revealed", "known_doors", "furniture_seen", "blocked_seen")

# The board picture goes with the message that closes a turn (an act phase ends, the enemies have
# acted) and with anything that changes the map a lot; moves and card plays inside an act phase,
# and a turn stopped by a player's decision, answer with text (the Board button shows the picture
# on demand). One picture per turn keeps the channel readable and the encoder's work small.
# HeroQuest: a hero's turn ends (Zargon's turn is narrated in the same message), a room or a
# monster comes into view, the quest starts after the armory or ends.
BOARD_EVENTS = frozenset({"act_end", "room_revealed", "threat_turn", "villain_turn", "new_round",
                          "villain_spawned", "game_over",
                          "turn_ended", "turn_started", "zargon_turn", "monster_revealed", "quest_won",
                          "quest_lost"})

RULES_TOPICS = ("turn", "actions", "tests", "enemies", "reveal", "focus", "supply", "rhunes", "prompts",
                "undo", "controls")
HQ_RULES_TOPICS = ("turn", "actions", "movement", "combat", "search", "traps", "spells", "zargon", "shop",
                   "quests", "prompts", "undo", "controls")
ALL_RULES_TOPICS = tuple(dict.fromkeys(RULES_TOPICS + HQ_RULES_TOPICS))


def rules_topics(ruleset: str | None) -> tuple[str, ...]:
    """The /rules topics of a game system (every topic when no game says which)."""
    if ruleset == hq.RULESET_ID:
        return HQ_RULES_TOPICS
    if ruleset is None:
        return ALL_RULES_TOPICS
    return RULES_TOPICS


class ServiceError(Exception):
    """A command that does not fit the moment: `key` names the catalog message, `params` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


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


@dataclass
class Reply:
    """What to post: text, an optional PNG, and the buttons to put under it.

    `private` holds (user id, text) notes that only that user may read (a drawn card): the Discord
    adapter sends the acting user's as an ephemeral follow-up.
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


Publisher = Callable[[int, Reply], Awaitable[None]]
Renderer = Callable[[dict[str, Any], str], bytes]


@dataclass
class Loaded:
    """A channel's game as last read or written by this process."""

    row: GameRow
    rs: Any
    state: Any | None
    _views: dict[str | None, dict[str, Any]] = field(default_factory=dict)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        if self.state is None:
            raise ServiceError("err-not_started")
        if seat not in self._views:
            self._views[seat] = self.rs.view(self.state, seat)
        return self._views[seat]

    @property
    def seats(self) -> list[tuple[str, int]]:
        return [(h, int(u)) for h, u in self.row.lobby.get("seats", [])]

    def controller(self, hero: str) -> int | None:
        return next((u for h, u in self.seats if h == hero), None)

    def heroes_of(self, user: int) -> list[str]:
        return [h for h, u in self.seats if u == user]


def default_renderer(view: dict[str, Any], lang: str) -> bytes:
    """Board picture as PNG bytes; CPU work, called in a worker thread."""
    from rendering.board import render_board
    from rendering.encode import encode_png

    return encode_png(render_board(view, lang))


def hand_renderer(view: dict[str, Any], seat: str, lang: str) -> bytes | None:
    try:
        from rendering.encode import encode_png
        from rendering.hand import render_hand
    except ImportError:  # the picture is a bonus; the text lists the cards anyway
        return None
    cards = view.get("heroes", {}).get(seat, {}).get("hand", [])
    return encode_png(render_hand(cards, lang))


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
    ) -> None:
        self.store = store
        self.prompt_timeout = prompt_timeout
        self.publisher = publisher
        self.renderer = renderer
        # None: a worker thread. A process pool lets pictures use another core (Pillow holds the GIL)
        self.executor = executor
        self._mention = mention or (lambda user, lobby: f"<@{user}>")
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Loaded] = {}
        self._png_cache: dict[tuple[int, int, str], bytes] = {}
        self._timers: dict[int, asyncio.Task] = {}

    # --- plumbing ---------------------------------------------------------------------------------

    def lock(self, channel: int) -> asyncio.Lock:
        lock = self._locks.get(channel)
        if lock is None:
            lock = self._locks[channel] = asyncio.Lock()
        return lock

    async def _load(self, channel: int) -> Loaded | None:
        head = await self.store.head(channel)
        if head is None:
            self._cache.pop(channel, None)
            return None
        cached = self._cache.get(channel)
        if cached is not None and cached.row.version == head[0]:
            return cached
        row = await self.store.get(channel)
        if row is None:
            return None
        rs = registry.get(row.ruleset)
        state = rs.load_state(row.state) if row.state else None
        loaded = Loaded(row=row, rs=rs, state=state)
        self._cache[channel] = loaded
        return loaded

    async def game(self, channel: int) -> Loaded | None:
        """The channel's game as stored now (cached while current), or None."""
        return await self._load(channel)

    async def _game(self, channel: int, *, statuses: tuple[str, ...] = ("lobby", "playing")) -> Loaded:
        game = await self._load(channel)
        if game is None or game.row.status == "over":
            if "over" in statuses and game is not None:
                return game
            raise ServiceError("err-no_game")
        if game.row.status not in statuses:
            raise ServiceError("err-not_started" if game.row.status == "lobby" else "err-already_started")
        return game

    def _name(self, lobby: dict[str, Any], user: int) -> str:
        return str(lobby.get("names", {}).get(str(user)) or f"<@{user}>")

    def _hero_name(self, game: Loaded, hero: str, lang: str) -> str:
        if game.state is not None:
            h = game.view().get("heroes", {}).get(hero)
            if h:
                return str(h.get("name_fr") if lang == "fr" and h.get("name_fr") else h.get("name", hero))
        return content_name(game.rs, "heroes", hero, lang)

    def _error(self, exc: Exception, lang: str, game: Loaded | None = None) -> Reply:
        if isinstance(exc, RuleError):
            params = dict(exc.params)
            if game is not None and params.get("hero"):
                params["hero"] = self._hero_name(game, params["hero"], lang)
            text = i18n.rule_error(lang, exc.key, exc.reason, params)
            key = f"rule-{exc.key}"
        else:
            assert isinstance(exc, ServiceError)
            text = t(lang, exc.key, **exc.params)
            key = exc.key
        return Reply(text=text, ephemeral=True, error=True, error_key=key)

    async def _png(self, channel: int, version: int, view: dict[str, Any], lang: str) -> bytes | None:
        if self.renderer is None:
            return None
        key = (channel, version, lang)
        cached = self._png_cache.get(key)
        if cached is not None:
            return cached
        try:
            if self.executor is None:
                png = await asyncio.to_thread(self.renderer, view, lang)
            else:
                png = await asyncio.get_running_loop().run_in_executor(self.executor, self.renderer, view, lang)
        except Exception:  # a picture must never cost the turn
            log.exception("board rendering failed for channel %s", channel)
            return None
        # keep only the newest picture per channel
        for old in [k for k in self._png_cache if k[0] == channel]:
            del self._png_cache[old]
        self._png_cache[key] = png
        return png

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
        loaded = Loaded(row=new_row, rs=game.rs, state=state if state is not None else game.state)
        self._cache[row.channel_id] = loaded
        return loaded

    # --- lobby ------------------------------------------------------------------------------------

    async def new_game(
        self, channel: int, user: int, ruleset: str = "altar", quest: str | None = None, seed: str | int | None = None,
        hard: bool = False, *, lang: str = "en", guild: int | None = None, user_name: str | None = None,
    ) -> Reply:
        async with self.lock(channel):
            try:
                rs = registry.get(ruleset)
                quest_id = self._match_quest(rs, quest)
                head = await self.store.head(channel)
                if head is not None and head[1] != "over":
                    raise ServiceError("err-game_exists")
                seed_text = str(seed).strip() if seed not in (None, "") else str(secrets.randbelow(10**9))
                if len(seed_text) > 64:
                    raise ServiceError("err-bad_seed")
                lobby = {"quest": quest_id, "seed": seed_text, "hard": bool(hard), "lang": lang, "seats": [],
                         "names": {str(user): user_name} if user_name else {}}
                row = GameRow(channel_id=channel, guild_id=guild, ruleset=ruleset, status="lobby", host_id=user,
                              lobby=lobby, state=None, version=0, created_at=0, updated_at=0)
                row = await self.store.create(row, LogEntry(kind="lobby", user_id=user, action={"new": quest_id}))
            except GameExists:
                return self._error(ServiceError("err-game_exists"), lang)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang)
            game = Loaded(row=row, rs=rs, state=None)
            self._cache[channel] = game
        quest_name = content_name(rs, "quests", quest_id, lang)
        text = t(lang, "msg-created", host=self._name(lobby, user), quest=quest_name, ruleset=rs.name,
                 hard=t(lang, "msg-hard") if hard else "")
        return Reply(text=text + "\n" + self._lobby_text(game, lang), channel_id=channel, version=row.version)

    async def next_game(self, channel: int, user: int, quest: str | None = None, seed: str | int | None = None, *,
                        lang: str = "en", can_manage: bool = False, user_name: str | None = None) -> Reply:
        """HeroQuest's quest chain: after a quest ends, open the next one in the same channel with the
        party (gold and items carried over; survivors keep their seats; the armory opens first)."""
        async with self.lock(channel):
            try:
                old = await self._load(channel)
                if old is None or not hq.is_heroquest(old.rs) or old.state is None:
                    raise ServiceError("err-no_chain")
                if old.row.status != "over":
                    raise ServiceError("err-game_exists")
                rs, state = old.rs, old.state
                if not rs.is_over(state):
                    raise ServiceError("err-chain_unfinished")
                players = {u for _, u in old.seats} | {old.row.host_id}
                if user not in players and not can_manage:
                    raise ServiceError("err-chain_not_player")
                if quest:
                    quest_id = self._match_quest(rs, quest)
                else:
                    quest_id = hq.default_next_quest(rs, state)
                    if quest_id is None:
                        raise ServiceError("err-campaign_done")
                seed_text = str(seed).strip() if seed not in (None, "") else str(secrets.randbelow(10**9))
                if len(seed_text) > 64:
                    raise ServiceError("err-bad_seed")
                party = rs.carry_over(state)
                old_lobby = old.row.lobby
                chain = dict(old_lobby.get("chain") or {})
                chain["done"] = list(chain.get("done", [])) + ([state.quest] if state.result == "won" else [])
                chain["previous"] = state.quest
                names = dict(old_lobby.get("names") or {})
                if user_name:
                    names[str(user)] = user_name
                lobby = {"quest": quest_id, "seed": seed_text, "hard": False, "lang": lang,
                         "seats": [[h, u] for h, u in old.seats if h in party], "names": names,
                         "party": party, "chain": chain}
                row = GameRow(channel_id=channel, guild_id=old.row.guild_id, ruleset=old.row.ruleset, status="lobby",
                              host_id=user, lobby=lobby, state=None, version=0, created_at=0, updated_at=0)
                row = await self.store.create(row, LogEntry(kind="lobby", user_id=user, action={"next": quest_id}))
            except GameExists:
                return self._error(ServiceError("err-game_exists"), lang)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang)
            game = Loaded(row=row, rs=rs, state=None)
            self._cache[channel] = game
        lines = [t(lang, "msg-next_created", host=self._name(lobby, user), quest=content_name(rs, "quests", quest_id, lang))]
        if party:
            lines.append(t(lang, "hq-party", party=", ".join(
                t(lang, "hq-party_hero", hero=content_name(rs, "heroes", h, lang),
                  player=self._name(lobby, old.controller(h) or 0), gold=p.get("gold", 0), items=len(p.get("items", [])))
                for h, p in party.items())))
        else:
            lines.append(t(lang, "hq-party_none"))
        lines.append(self._lobby_text(game, lang))
        lines.append(t(lang, "hq-next_lobby"))
        return Reply(text="\n".join(lines), channel_id=channel, version=row.version)

    def _match_quest(self, rs: Any, quest: str | None) -> str:
        quests = rs.quests()
        if not quest:
            return quests[0].id
        key = quest.strip().lower()
        for q in quests:
            if key in (q.id.lower(), q.name.lower()):
                return q.id
        raise ServiceError("err-unknown_quest", quest=quest[:50], quests=", ".join(q.id for q in quests))

    def _match_hero(self, rs: Any, hero: str) -> str | None:
        key = hero.strip().lower()
        for h in rs.heroes():
            if key in (h.id.lower(), h.name.lower()) or h.name.lower().startswith(key) and len(key) >= 3:
                return h.id
        return None

    def _lobby_text(self, game: Loaded, lang: str) -> str:
        lobby = game.row.lobby
        seats = game.seats
        taken = {h for h, _ in seats}
        players = ", ".join(f"{self._name(lobby, u)} → {self._hero_name(game, h, lang)}" for h, u in seats)
        free = ", ".join(content_name(game.rs, "heroes", h.id, lang) for h in game.rs.heroes() if h.id not in taken)
        return t(lang, "msg-lobby", players=players or t(lang, "msg-nobody"), free=free or "-",
                 host=self._name(lobby, game.row.host_id))

    async def join(self, channel: int, user: int, hero: str | None = None, *, lang: str = "en",
                   user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            try:
                game = await self._game(channel)
                if game.row.status != "lobby":
                    raise ServiceError("err-join_started")
                seats = game.seats
                taken = {h for h, _ in seats}
                if hero:
                    hero_id = self._match_hero(game.rs, hero)
                    if hero_id is None:
                        raise ServiceError("err-unknown_hero", hero=hero[:50],
                                           heroes=", ".join(h.id for h in game.rs.heroes()))
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
                return self._error(exc, lang)
        text = t(lang, "msg-joined", player=self._name(game.row.lobby, user), hero=self._hero_name(game, hero_id, lang))
        return Reply(text=text + "\n" + self._lobby_text(game, lang), channel_id=channel, version=game.row.version)

    async def leave(self, channel: int, user: int, hero: str | None = None, *, lang: str = "en") -> Reply:
        async with self.lock(channel):
            try:
                game = await self._game(channel)
                mine = game.heroes_of(user)
                if not mine:
                    raise ServiceError("err-not_player")
                if hero:
                    hero_id = self._match_hero(game.rs, hero)
                    if hero_id not in mine:
                        raise ServiceError("err-not_your_hero_plain", hero=hero[:50])
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
                return self._error(exc, lang)
        names = ", ".join(self._hero_name(game, h, lang) for h in leaving)
        text = t(lang, text_key, player=self._name(game.row.lobby, user), heroes=names,
                 heir=self._name(game.row.lobby, heir) if heir else "")
        if game.row.status == "lobby":
            text += "\n" + self._lobby_text(game, lang)
        return Reply(text=text, channel_id=channel, version=game.row.version)

    async def kick(self, channel: int, user: int, target: int, *, lang: str = "en", can_manage: bool = False,
                   target_name: str | None = None, user_name: str | None = None) -> Reply:
        async with self.lock(channel):
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
                return self._error(exc, lang)
        names = ", ".join(self._hero_name(game, h, lang) for h in theirs) or "-"
        key = "msg-kicked_playing" if game.row.status == "playing" and theirs else "msg-kicked"
        return Reply(text=t(lang, key, player=self._name(game.row.lobby, target), heroes=names,
                            by=self._name(game.row.lobby, user)), channel_id=channel, version=game.row.version)

    async def start(self, channel: int, user: int, *, lang: str = "en") -> Reply:
        async with self.lock(channel):
            try:
                game = await self._game(channel)
                if game.row.status != "lobby":
                    raise ServiceError("err-already_started")
                if user != game.row.host_id:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                heroes = [h for h, _ in game.seats]
                if not heroes:
                    raise ServiceError("err-no_heroes")
                lobby = game.row.lobby
                options: dict[str, Any] = {"hard": bool(lobby.get("hard"))}
                if lobby.get("party") is not None:
                    options["party"] = lobby["party"]  # a HeroQuest party carried over (`/game next`)
                state = game.rs.new_game(lobby["quest"], heroes, lobby["seed"], options)
                text_state = game.rs.dump_state(state)
                game = await self._commit(
                    game, LogEntry(kind="start", user_id=user, action={"start": heroes}),
                    state=text_state, status="playing", _state_obj=state,
                )
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang)
        view = game.view()
        quest = view.get("quest", {})
        lines = [t(lang, "msg-started", quest=card_name(quest, lang), seed=lobby["seed"])]
        lines.append(t(lang, "msg-party", party=", ".join(
            f"{self._hero_name(game, h, lang)} ({self._name(lobby, u)})" for h, u in game.seats)))
        if hq.is_heroquest(game.rs):
            # the parchment read to the players, then whose turn it is (or the armory)
            lines.append(t(lang, "ev-quest_started", name=card_name(quest, lang), intro=card_name(quest, lang, "intro"),
                           goal=card_name(quest, lang, "goal")))
            for note in quest.get("notes", []):
                lines.append(t(lang, "ev-note", text=card_name(note, lang, "text")))
            lines.append(self._next_text(game, view, lang, None))
        else:
            lines.append(t(lang, "msg-first_turn"))
        return await self._board_reply(game, "\n".join(lines), lang, buttons=True)

    async def end(self, channel: int, user: int, *, lang: str = "en", can_manage: bool = False,
                  user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            try:
                game = await self._game(channel)
                if user != game.row.host_id and not can_manage:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                game = await self._commit(game, LogEntry(kind="end", user_id=user), status="over", prompt=(None, None))
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang)
            self._cancel_timer(channel)
        text = t(lang, "msg-ended", by=user_name or self._name(game.row.lobby, user))
        if game.state is not None:
            text += "\n" + self._summary(game, lang, ended=True)
        return Reply(text=text, channel_id=channel, version=game.row.version, game_over=True)

    # --- playing ------------------------------------------------------------------------------

    async def act(self, channel: int, user: int, action: dict[str, Any], hero: str | None = None, *,
                  lang: str = "en", expect_version: int | None = None, board: bool | None = None) -> Reply:
        """Apply one player action for the hero `user` controls (or `hero`, among theirs).

        The reply carries the board picture when the action closes a turn or changes the map a lot
        (see BOARD_EVENTS), or always with board=True.
        """
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel, statuses=("playing",))
                if expect_version is not None and expect_version != game.row.version:
                    raise ServiceError("err-stale")
                if not isinstance(action, dict) or not isinstance(action.get("type"), str):
                    raise ServiceError("err-bad_command")
                seat = self._seat_for(game, user, hero, None, lang)
                parsed = self._parse(game, self._adapt(game, seat, action))
                before_view = game._views.get(None)
                outcome = game.rs.apply(game.state, seat, parsed)
                game = await self._commit_outcome(game, outcome, LogEntry(
                    kind="action", user_id=user, seat=seat, action=_action_json(parsed),
                    events=[e.model_dump() for e in outcome.events], state_before=game.row.state))
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        if board is None:
            # a turn stopped by a player's decision gets its picture when it completes
            board = any(e.type in BOARD_EVENTS for e in outcome.events) and (
                game.row.prompt_seat is None or game.row.status == "over")
        return await self._turn_reply(game, outcome.events, lang, viewer_user=user, before_view=before_view,
                                      board=board)

    def _adapt(self, game: Loaded, seat: str, action: dict[str, Any]) -> dict[str, Any]:
        """A command's options as this ruleset's action: HeroQuest names become ids; options that only
        HeroQuest has are refused in Altar Quest with what to do instead."""
        if hq.is_heroquest(game.rs):
            return hq.adapt_action(game.view(seat), seat, action)
        out = dict(action)
        for extra in ("path", "amount", "over", "weapon"):
            if out.get(extra) in (None, ""):
                out.pop(extra, None)
            elif extra in ("path", "amount"):
                raise ServiceError(f"hint-{game.row.ruleset}-{extra}")
        return out

    def _parse(self, game: Loaded, action: dict[str, Any]) -> Any:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise ServiceError("err-bad_command")
        try:
            return game.rs.parse_action(action)
        except RuleError as exc:
            if exc.key == "bad_action" and str(exc.params.get("where", "")).startswith(("type", "action")):
                # a command of the other game: say what this one does instead
                hint = f"hint-{game.row.ruleset}-{action['type']}"
                if t("en", hint, _default=None) is not None:
                    raise ServiceError(hint) from None
                raise ServiceError("err-not_in_ruleset", ruleset=game.rs.name) from None
            raise

    def _seat_for(self, game: Loaded, user: int, hero: str | None, action: Any, lang: str = "en") -> str:
        mine = game.heroes_of(user)
        if not mine:
            raise ServiceError("err-not_player")
        if hero:
            hero_id = self._match_hero(game.rs, hero)
            if hero_id is None or game.controller(hero_id) is None:
                raise ServiceError("err-unknown_hero", hero=hero[:50],
                                   heroes=", ".join(h for h, _ in game.seats))
            if hero_id not in mine:
                raise ServiceError("err-not_your_hero", hero=self._hero_name(game, hero_id, lang),
                                   player=self._name(game.row.lobby, game.controller(hero_id) or 0))
            return hero_id
        if len(mine) == 1:
            return mine[0]
        prompt = game.rs.current_prompt(game.state)
        if prompt is not None and prompt.seat in mine:
            return prompt.seat
        view = game.view()
        active = view.get("active")
        if active in mine:
            return active
        waiting = hq.shopping(view)  # HeroQuest's armory: a hero still shopping
        if waiting:
            return next((h for h in mine if h in waiting), mine[0])
        acted = set(view.get("acted") or [])
        return next((h for h in mine if h not in acted), mine[0])

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
        view = game.view()
        names = Names().add_view(before_view).add_view(view).add_events(events)
        lines = ([prefix] if prefix else []) + narrate(events, lang, names)
        reply_private: list[tuple[int, str]] = []
        if viewer_user is not None:
            seats = set(game.heroes_of(viewer_user))
            secret = [e for e in visible(events, seats) if e.private_to is not None]
            if secret:
                reply_private.append((viewer_user, "\n".join(narrate(secret, lang, names, viewer=seats))))
        over = game.row.status == "over"
        prompt = None if over else self._prompt_ask(game, lang)
        footer = self._summary(game, lang) if over else self._next_text(game, view, lang, prompt)
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
        png = None
        if picture:
            png = await self._png(game.row.channel_id, game.row.version, game.view(), lang)
        return Reply(text=text, png=png, buttons=list(BUTTONS) if buttons else [], channel_id=game.row.channel_id,
                     version=game.row.version, ephemeral=ephemeral)

    def _namers(self, game: Loaded, lang: str) -> tuple[Any, Any]:
        """(hero id -> hero name, hero id -> player name) for the HeroQuest texts."""
        return (lambda h: self._hero_name(game, h, lang),
                lambda h: self._name(game.row.lobby, game.controller(h) or 0))

    def _next_text(self, game: Loaded, view: dict[str, Any], lang: str, prompt: PromptAsk | None) -> str:
        if prompt is not None:
            who = self._mention(prompt.user_id, game.row.lobby) if prompt.user_id else "?"
            return t(lang, "msg-waiting_prompt", hero=prompt.hero_name, player=who, text=prompt.text,
                     default=prompt.default_label or prompt.default)
        if hq.is_heroquest(game.rs):
            return hq.next_text(view, lang, *self._namers(game, lang))
        active = view.get("active")
        heroes = view.get("heroes", {})
        if active:
            left = heroes.get(active, {}).get("actions_left", 0)
            return t(lang, "msg-active", hero=self._hero_name(game, active, lang), n=left,
                     player=self._name(game.row.lobby, game.controller(active) or 0))
        waiting = [h for h in view.get("order", []) if h not in set(view.get("acted") or [])]
        if waiting:
            who = ", ".join(f"{self._hero_name(game, h, lang)} ({self._name(game.row.lobby, game.controller(h) or 0)})"
                            for h in waiting)
            return t(lang, "msg-next", heroes=who, round=view.get("round", "?"))
        return ""

    def _prompt_ask(self, game: Loaded, lang: str) -> PromptAsk | None:
        prompt = game.rs.current_prompt(game.state)
        if prompt is None:
            return None
        seat_view = game.view(prompt.seat)
        options = []
        for o in prompt.options:
            options.append((o.id, self._option_label(seat_view, prompt.seat, o.id, o.label, lang, o.label_fr)))
        default_label = next((label for oid, label in options if oid == prompt.default), prompt.default)
        ask = PromptAsk(
            channel_id=game.row.channel_id, version=game.row.version, seat=prompt.seat,
            hero_name=self._hero_name(game, prompt.seat, lang), user_id=game.controller(prompt.seat),
            kind=prompt.kind, text=t(lang, f"prompt-{prompt.kind}", _default=prompt.text),
            options=options, default=prompt.default, deadline=game.row.prompt_deadline, default_label=default_label,
        )
        return ask

    def _option_label(self, seat_view: dict[str, Any], seat: str, option: str, label: str, lang: str,
                      label_fr: str | None = None) -> str:
        """A prompt option's label in the player's language, from what that player may see."""
        if lang == "fr" and label_fr:
            return label_fr
        if option == "pass":
            return t(lang, "opt-pass")
        if option == "supply":
            return t(lang, "opt-supply")
        if option == "keep":
            return t(lang, "opt-keep")
        if option == "all":
            return t(lang, "opt-all")
        if lang != "fr":
            return label
        kind, _, ref = option.partition(":")
        hero = seat_view.get("heroes", {}).get(seat, {})
        if kind == "play":
            for c in hero.get("hand", []):
                if c.get("card") == ref:
                    return card_name(c, lang)
        if kind == "use":
            for c in hero.get("play", []):
                if c.get("iid") == ref:
                    return card_name(c, lang)
        return label

    def _summary(self, game: Loaded, lang: str, ended: bool = False) -> str:
        view = game.view()
        result = view.get("result")
        if ended and result is None:
            head = t(lang, "sum-ended", round=view.get("round", "?"))
        else:
            reason = t(lang, f"reason-{view.get('result_reason')}", _default=str(view.get("result_reason", "")))
            head = t(lang, "sum-won" if result == "won" else "sum-lost", round=view.get("round", "?"), reason=reason)
        lines = [head]
        if hq.is_heroquest(game.rs):
            return "\n".join(lines + hq.summary_lines(game.rs, game.state, view, lang, *self._namers(game, lang)))
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            deeds = h.get("deeds") or {}
            parts = [t(lang, f"deed-{k}", _default=k.replace("_", " "), n=v) for k, v in sorted(deeds.items()) if v]
            health = f"{max(0, h.get('health', 0) - h.get('damage', 0))}/{h.get('health', 0)}"
            lines.append(t(lang, "sum-hero", hero=self._hero_name(game, hid, lang),
                           player=self._name(game.row.lobby, game.controller(hid) or 0), health=health,
                           deeds=", ".join(parts) or t(lang, "sum-no_deeds")))
        return "\n".join(lines)

    # --- prompts and their timeout ----------------------------------------------------------------

    async def choose(self, channel: int, user: int, option: str, hero: str | None = None, *, lang: str = "en",
                     expect_version: int | None = None) -> Reply:
        return await self.act(channel, user, {"type": "choose", "option": str(option).strip()}, hero, lang=lang,
                              expect_version=expect_version)

    async def pending_prompt(self, channel: int, *, lang: str = "en") -> PromptAsk | None:
        """The decision a game waits for, as its player may see it (None when there is none)."""
        game = await self._load(channel)
        if game is None or game.row.status != "playing":
            return None
        return self._prompt_ask(game, lang)

    async def game_lang(self, channel: int) -> str:
        """The language the game was opened in (for messages no interaction asked for)."""
        game = await self._load(channel)
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

    async def expire(self, channel: int, version: int) -> Reply | None:
        """Apply the pending prompt's default if the game is still at `version` (else do nothing)."""
        async with self.lock(channel):
            game = await self._load(channel)
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
                    events=[e.model_dump() for e in outcome.events], state_before=game.row.state))
            except (RuleError, ServiceError) as exc:
                log.warning("prompt default refused in channel %s: %s", channel, exc)
                return None
        prefix = t(lang, "msg-timed_out", hero=ask.hero_name if ask else prompt.seat,
                   option=ask.default_label if ask else prompt.default)
        return await self._turn_reply(game, outcome.events, lang, viewer_user=None, before_view=before_view,
                                      prefix=prefix)

    async def resume(self) -> int:
        """Re-arm the prompt timers of every game waiting on a decision (after a restart)."""
        if self.prompt_timeout is None:
            return 0
        pending = await self.store.pending_prompts()
        for channel, version, deadline in pending:
            self._schedule(channel, version, deadline)
        return len(pending)

    async def close(self) -> None:
        for channel in list(self._timers):
            self._cancel_timer(channel)

    # --- undo -----------------------------------------------------------------------------------

    async def undo(self, channel: int, user: int, *, lang: str = "en", can_manage: bool = False,
                   user_name: str | None = None) -> Reply:
        async with self.lock(channel):
            game: Loaded | None = None
            try:
                game = await self._game(channel, statuses=("playing",))
                if user != game.row.host_id and not can_manage:
                    raise ServiceError("err-host_only", host=self._name(game.row.lobby, game.row.host_id))
                last = await self.store.last_undoable(channel)
                if last is None or last.kind == "start" or last.state_before is None:
                    raise ServiceError("err-nothing_to_undo")
                why = undo_refusal(last, game.row.state)
                if why is not None:
                    raise ServiceError("err-undo_random", why=t(lang, why), action=self._action_text(last, lang))
                before_view = game._views.get(None)
                state = game.rs.load_state(last.state_before)
                outcome_like = _Restored(state)
                game = await self._commit_outcome(game, outcome_like, LogEntry(
                    kind="undo", user_id=user, seat=last.seat, action={"undo": last.version},
                    state_before=game.row.state), undo_log_id=last.id)
            except (ServiceError, RuleError) as exc:
                return self._error(exc, lang, game)
        text = t(lang, "msg-undone", action=self._action_text(last, lang), by=user_name or self._name(game.row.lobby, user))
        reply = await self._turn_reply(game, [], lang, viewer_user=None, before_view=before_view, prefix=text)
        return reply

    # --- looking --------------------------------------------------------------------------------

    async def status(self, channel: int, user: int, *, lang: str = "en", ephemeral: bool = False) -> Reply:
        try:
            game = await self._game(channel)
        except ServiceError as exc:
            return self._error(exc, lang)
        if game.row.status == "lobby":
            return Reply(text=self._lobby_text(game, lang), ephemeral=ephemeral, channel_id=channel)
        return Reply(text=self._status_text(game, lang), ephemeral=ephemeral, channel_id=channel,
                     version=game.row.version, buttons=[] if ephemeral else list(BUTTONS))

    def _status_text(self, game: Loaded, lang: str) -> str:
        view = game.view()
        lobby = game.row.lobby
        if hq.is_heroquest(game.rs):
            lines = hq.status_lines(view, lang, *self._namers(game, lang))
            prompt = view.get("prompt")
            if prompt:
                lines.append(t(lang, "st-prompt", hero=self._hero_name(game, prompt["seat"], lang)))
            lines.append(t(lang, "st-host", host=self._name(lobby, game.row.host_id), seed=lobby.get("seed", "?")))
            return "\n".join(lines)
        quest = view.get("quest", {})
        lines = [t(lang, "st-head", quest=card_name(quest, lang), round=view.get("round", "?"),
                   hard=t(lang, "msg-hard") if view.get("hard") else "")]
        win = quest.get("win") or {}
        if win.get("kind") == "overcome_objectives":
            lines.append(t(lang, "st-objectives", n=quest.get("objectives_overcome", 0), of=win.get("count", "?")))
        active = view.get("active")
        acted = set(view.get("acted") or [])
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            if hid == active:
                state = t(lang, "st-acting", n=h.get("actions_left", 0))
            elif hid in acted:
                state = t(lang, "st-done")
            else:
                state = t(lang, "st-waiting")
            lines.append(t(
                lang, "st-hero", hero=self._hero_name(game, hid, lang), label=h.get("label", ""),
                player=self._name(lobby, game.controller(hid) or 0),
                left=max(0, h.get("health", 0) - h.get("damage", 0)), health=h.get("health", 0),
                armor=h.get("armor", 0), focus=h.get("focus", 0), hand=h.get("hand_count", 0), state=state,
                threats=len(h.get("threat") or [])))
        enemies = [f for f in view.get("figures", []) if f.get("kind") not in ("hero", "ally")]
        if enemies:
            lines.append(t(lang, "st-enemies", enemies=", ".join(
                f"{f.get('label')} {card_name(f, lang)} {max(0, f.get('health', 0) - f.get('damage', 0))}/"
                f"{f.get('health', 0)}" for f in enemies)))
        lines.append(t(lang, "st-supply", supply=view.get("supply", 0),
                       pool=pool_text(view.get("altar_pool") or [], lang)))
        villain = view.get("villain") or {}
        if villain.get("spawned") and not villain.get("defeated"):
            lines.append(t(lang, "st-villain", name=card_name(villain, lang)))
        prompt = view.get("prompt")
        if prompt:
            lines.append(t(lang, "st-prompt", hero=self._hero_name(game, prompt["seat"], lang)))
        lines.append(t(lang, "st-host", host=self._name(lobby, game.row.host_id), seed=lobby.get("seed", "?")))
        return "\n".join(lines)

    async def board(self, channel: int, user: int, *, lang: str = "en", ephemeral: bool = False) -> Reply:
        try:
            game = await self._game(channel, statuses=("playing", "over"))
        except ServiceError as exc:
            return self._error(exc, lang)
        view = game.view()
        text = t(lang, "msg-board", quest=card_name(view.get("quest", {}), lang), round=view.get("round", "?"))
        return await self._board_reply(game, text, lang, buttons=False, ephemeral=ephemeral)

    async def log_text(self, channel: int, user: int, count: int | None = None, *, lang: str = "en") -> Reply:
        try:
            game = await self._game(channel, statuses=("lobby", "playing", "over"))
        except ServiceError as exc:
            return self._error(exc, lang)
        n = LOG_DEFAULT if count is None else count
        if not 1 <= n <= LOG_MAX:
            return self._error(ServiceError("err-log_count", max=LOG_MAX), lang)
        rows = await self.store.log(channel, n, kinds=("start", "action", "timeout", "undo", "end", "kick"))
        if not rows:
            return Reply(text=t(lang, "msg-log_empty"), channel_id=channel)
        lines = [t(lang, "msg-log_head", n=len(rows))]
        names = Names()
        if game.state is not None:
            names.add_view(game.view())
        for r in rows:
            lines.append(self._log_line(game, r, lang, names))
        return Reply(text="\n".join(lines), channel_id=channel)

    def _action_text(self, r: LogRow, lang: str) -> str:
        a = dict(r.action or {})
        kind = a.pop("type", None)
        if kind is None:
            return r.kind
        args = " ".join(f"{k}:{v}" for k, v in a.items() if v not in (None, False, [], ""))
        return f"/{_COMMAND_OF.get(kind, kind)}" + (f" {args}" if args else "")

    def _log_line(self, game: Loaded, r: LogRow, lang: str, names: Names) -> str:
        who = self._name(game.row.lobby, r.user_id) if r.user_id else t(lang, "msg-timer")
        hero = f" ({self._hero_name(game, r.seat, lang)})" if r.seat else ""
        undone = " " + t(lang, "msg-log_undone") if r.undone else ""
        if r.kind in ("action", "timeout"):
            names.add_events(r.events)
            story = narrate(r.events, lang, names)
            keep = [s for s in story if not s.startswith("—")][:3]
            more = f" (+{len(story) - len(keep)})" if len(story) > len(keep) else ""
            tail = (": " + " / ".join(keep) + more) if keep else ""
            return f"`#{r.version}` {who}{hero} {self._action_text(r, lang)}{undone}{tail}"
        return f"`#{r.version}` {who}: {t(lang, f'logkind-{r.kind}', _default=r.kind)}"

    async def hand(self, channel: int, user: int, *, lang: str = "en") -> Reply:
        try:
            game = await self._game(channel, statuses=("playing",))
            mine = game.heroes_of(user)
            if not mine:
                raise ServiceError("err-not_player")
        except ServiceError as exc:
            return self._error(exc, lang)
        lines = []
        png = None
        first = self._seat_for(game, user, None, None) if len(mine) > 1 else mine[0]
        if hq.is_heroquest(game.rs):
            # HeroQuest has no cards: the inventory, gold and spells left, as text
            for hid in [first] + [h for h in mine if h != first]:
                lines += hq.hand_lines(game.view(hid), hid, lang, self._namers(game, lang)[0])
            return Reply(text=_clip("\n".join(lines), 1900), ephemeral=True, channel_id=channel,
                         version=game.row.version)
        for hid in [first] + [h for h in mine if h != first]:
            view = game.view(hid)
            h = view["heroes"][hid]
            lines.append(t(lang, "hand-head", hero=self._hero_name(game, hid, lang), n=len(h.get("hand", [])),
                           deck=h.get("deck_count", 0), focus=h.get("focus", 0)))
            for c in h.get("hand", []):
                text = c.get("text_fr") if lang == "fr" and c.get("text_fr") else c.get("text", "")
                kind = t(lang, f"kind-{c.get('kind')}", _default=str(c.get("kind", "")))
                lines.append(f"• **{card_name(c, lang)}** ({kind}) — {text}")
            if not h.get("hand"):
                lines.append(t(lang, "hand-empty"))
            play = [c for c in h.get("play", [])]
            if play:
                lines.append(t(lang, "hand-play", cards=", ".join(
                    card_name(c, lang) + (" " + t(lang, "hand-exhausted") if c.get("exhausted") else "")
                    for c in play)))
        if self.renderer is not None:
            view = game.view(first)
            with contextlib.suppress(Exception):
                png = await asyncio.to_thread(hand_renderer, view, first, lang)
        return Reply(text=_clip("\n".join(lines), 1900), ephemeral=True, png=png, filename="hand-png",
                     channel_id=channel, version=game.row.version)

    def rules(self, topic: str | None, *, lang: str = "en", ruleset: str | None = None) -> Reply:
        """A rules topic; shared topics (turn, prompts, undo...) read as the channel's game has them."""
        key = (topic or "").strip().lower()
        timeout = int(self.prompt_timeout or 0)
        if key not in ALL_RULES_TOPICS:
            text = t(lang, "rules-index", topics=", ".join(rules_topics(ruleset)), timeout=timeout)
            return Reply(text=text, ephemeral=True, error=bool(topic))
        text = None
        if ruleset == hq.RULESET_ID:
            text = t(lang, f"rules-hq-{key}", _default=None, timeout=timeout)
        if text is None:
            text = t(lang, f"rules-{key}", timeout=timeout)
        return Reply(text=text, ephemeral=True)

    async def rules_for(self, channel: int, topic: str | None, *, lang: str = "en") -> Reply:
        """/rules in a channel: the topics of the game played there."""
        game = await self._load(channel)
        return self.rules(topic, lang=lang, ruleset=game.row.ruleset if game is not None else None)

    # --- autocomplete -----------------------------------------------------------------------------

    async def complete(self, channel: int, user: int, fieldname: str, typed: str, *, lang: str = "en",
                       command: str | None = None, hero: str | None = None, card: str | None = None,
                       ruleset: str | None = None, options: dict[str, Any] | None = None,
                       ) -> list[tuple[str, str | int]]:
        """At most 25 (label, value) choices for an option, filtered by what was typed, computed from
        the user's own view and legal actions only. Never raises. `options` holds the command's
        other options already filled in (a target narrows the weapons, a spell its targets)."""
        try:
            choices = await self._choices(channel, user, fieldname, lang, command, hero, card, ruleset,
                                          options or {})
        except (ServiceError, RuleError):
            return []
        except Exception:
            log.exception("autocomplete failed for %s", fieldname)
            return []
        return filter_choices(choices, typed)

    async def _choices(self, channel: int, user: int, fieldname: str, lang: str, command: str | None,
                       hero: str | None, card: str | None, ruleset: str | None,
                       options: dict[str, Any]) -> list[tuple[str, str | int]]:
        if fieldname == "topic":
            here = await self._load(channel)
            topics = rules_topics(here.row.ruleset if here is not None else None)
            return [(f"{k} — {t(lang, f'topic-{k}')}", k) for k in topics]
        if fieldname == "ruleset":
            return [(registry.get(r).name, r) for r in registry.ruleset_ids()]
        if fieldname == "quest":
            if command == "next":
                ruleset = hq.RULESET_ID
            rs = registry.get(ruleset or "altar")
            return [(content_name(rs, "quests", q.id, lang), q.id) for q in rs.quests()]
        game = await self._load(channel)
        if game is None or game.row.status == "over":
            return []
        if fieldname == "hero":
            if command in ("join",) and game.row.status == "lobby":
                taken = {h for h, _ in game.seats}
                return [(content_name(game.rs, "heroes", h.id, lang), h.id) for h in game.rs.heroes()
                        if h.id not in taken]
            return [(self._hero_name(game, h, lang), h) for h in game.heroes_of(user)]
        if game.row.status != "playing" or not game.heroes_of(user):
            return []
        try:
            seat = self._seat_for(game, user, hero, None)
        except ServiceError:
            return []
        view = game.view(seat)
        if hq.is_heroquest(game.rs):
            if fieldname == "door":
                pass  # the same as every ruleset's, below
            elif fieldname == "option":
                return self._option_choices(game, game.rs.legal_actions(game.state, seat), view, seat, lang)
            else:
                opts = dict(options)
                opts.setdefault("card", card)
                return hq.choices(game.rs, game.state, view, seat, fieldname, command, opts, lang,
                                  lambda h: self._hero_name(game, h, lang))
        legal = game.rs.legal_actions(game.state, seat)
        if fieldname == "to" and command == "move":
            return [(a.to, a.to) for a in legal if a.type == "move"]
        if fieldname == "door":
            out = []
            for a in legal:
                if a.type == "open_door":
                    d = next((d for d in view["board"]["doors"] if d["id"] == a.door), None)
                    label = f"{a.door} ({d['a']}–{d['b']})" if d else a.door
                    out.append((label, a.door))
            return out
        if fieldname == "card":
            return self._card_choices(legal, view, seat, command, lang)
        if fieldname == "target":
            return self._target_choices(legal, view, seat, command, card, lang)
        if fieldname == "with":
            return self._interact_choices(legal, view, lang)
        if fieldname == "die":
            return [(f"{i + 1} — {i18n.tr_rhune(r, lang)}", i + 1) for i, r in enumerate(view.get("altar_pool", []))]
        if fieldname == "to" and command == "give":
            heroes = dict.fromkeys(a.to for a in legal if a.type == "give" and (card is None or _same(a.card, card)))
            return [(self._hero_name(game, h, lang), h) for h in heroes]
        if fieldname == "option":
            return self._option_choices(game, legal, view, seat, lang)
        return []

    def _card_label(self, view: dict[str, Any], seat: str, ref: str, lang: str) -> str:
        h = view["heroes"].get(seat, {})
        for c in h.get("play", []):
            if c.get("iid") == ref or c.get("card") == ref:
                return card_name(c, lang)
        for c in h.get("hand", []):
            if c.get("card") == ref:
                return card_name(c, lang)
        return ref

    def _card_choices(self, legal: list[Any], view: dict[str, Any], seat: str, command: str | None,
                      lang: str) -> list[tuple[str, str]]:
        kind = {"act": "act", "play": "play", "use": "use", "give": "give"}.get(command or "", "act")
        refs = dict.fromkeys(a.card for a in legal if a.type == kind)
        return [(self._card_label(view, seat, ref, lang), ref) for ref in refs]

    def _target_choices(self, legal: list[Any], view: dict[str, Any], seat: str, command: str | None,
                        card: str | None, lang: str) -> list[tuple[str, str]]:
        kind = {"act": "act", "play": "play", "use": "use"}.get(command or "", "act")
        figures = {f["label"]: f for f in view.get("figures", [])}
        out: dict[str, str] = {}
        for a in legal:
            if a.type != kind or a.target is None:
                continue
            if card and not (_same(a.card, card) or _same(self._card_label(view, seat, a.card, lang), card)):
                continue
            f = figures.get(a.target)
            if f is not None:
                label = (f"{a.target} — {card_name(f, lang)} "
                         f"({max(0, f.get('health', 0) - f.get('damage', 0))}/{f.get('health', 0)})")
            else:
                label = a.target
            out.setdefault(a.target, label)
        return [(label, value) for value, label in out.items()]

    def _interact_choices(self, legal: list[Any], view: dict[str, Any], lang: str) -> list[tuple[str, str]]:
        known: dict[str, str] = {}
        for c in view.get("quest", {}).get("area", []) + view.get("quest", {}).get("attached", []):
            known[c["iid"]] = card_name(c, lang)
        for tr in view.get("board", {}).get("traps", []):
            known[tr["iid"]] = f"{tr.get('label', '')} {card_name(tr, lang)}".strip()
        out = []
        for a in legal:
            if a.type == "interact":
                out.append((known.get(a.with_, a.with_), a.with_))
        return out

    def _option_choices(self, game: Loaded, legal: list[Any], view: dict[str, Any], seat: str,
                        lang: str) -> list[tuple[str, str]]:
        prompt = view.get("prompt")
        if prompt and prompt.get("seat") == seat and prompt.get("options"):
            return [(self._option_label(view, seat, o["id"], o["label"], lang, o.get("label_fr")), o["id"])
                    for o in prompt["options"]]
        return [(self._option_label(view, seat, a.option, a.option, lang), a.option)
                for a in legal if a.type == "choose"]


def content_name(rs: Any, kind: str, item_id: str, lang: str) -> str:
    """A hero's or quest's name before any game state exists (the lobby), in the player's language.

    QuestInfo / HeroInfo carry English names only; a ruleset with `content` may have `name_fr`.
    """
    items = rs.quests() if kind == "quests" else rs.heroes()
    info = next((i for i in items if i.id == item_id), None)
    name = info.name if info is not None else item_id
    if lang == "fr":
        table = getattr(getattr(rs, "content", None), kind, None) or {}
        name = getattr(table.get(item_id), "name_fr", None) or name
    return name


class _Restored:
    """An undo restores a state without new events; it goes through the same commit path."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.events: list[Any] = []


def undo_refusal(last: LogRow, current_state: str | None) -> str | None:
    """The catalog key saying why `last` cannot be undone, or None when it can."""
    for e in last.events:
        why = RANDOM_EVENTS.get(e.get("type", ""))
        if why:
            return why
    # belt and braces: any draw on the game's random stream also forbids it
    if current_state and last.state_before:
        try:
            now, before = json.loads(current_state), json.loads(last.state_before)
        except ValueError:
            return "undo-dice"
        if isinstance(now, dict) and isinstance(before, dict):
            if now.get("rng") != before.get("rng"):
                return "undo-dice"
            if now.get("ruleset") == "heroquest" and any(now.get(k) != before.get(k) for k in KNOWLEDGE_KEYS):
                return "undo-reveal_hq"
    return None


_COMMAND_OF = {"open_door": "open", "act": "act", "end": "end", "choose": "choose", "shop_buy": "shop buy",
               "shop_sell": "shop sell"}


def _action_json(action: Any) -> dict[str, Any]:
    return action.model_dump(by_alias=True, exclude_defaults=True) | {"type": action.type}


def _same(a: str | None, b: str | None) -> bool:
    return bool(a) and bool(b) and a.strip().lower() == b.strip().lower()  # type: ignore[union-attr]


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def filter_choices(choices: list[tuple[str, Any]], typed: str, limit: int = MAX_CHOICES) -> list[tuple[str, Any]]:
    """Choices whose label or value contains what was typed, prefix matches first, at most `limit`."""
    key = (typed or "").strip().lower()
    seen: set[Any] = set()
    first: list[tuple[str, Any]] = []
    rest: list[tuple[str, Any]] = []
    for label, value in choices:
        if value in seen:
            continue
        label = _clip(str(label), 100)
        low_label, low_value = label.lower(), str(value).lower()
        if not key or low_value.startswith(key) or low_label.startswith(key):
            first.append((label, value))
        elif key in low_label or key in low_value:
            rest.append((label, value))
        else:
            continue
        seen.add(value)
    return (first + rest)[:limit]


__all__ = ["GameService", "PromptAsk", "Reply", "ServiceError", "filter_choices", "room_name"]
