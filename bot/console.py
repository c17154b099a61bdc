"""`questmaster play`: a whole game offline, reading the bot's slash commands from standard input.

    printf '/move to:C5\\n@bob /end\\n' | questmaster play --players alice,bob --out boards/

It creates and starts the game itself (each player takes the next hero), then goes through the
same GameService as the bot, on a temporary SQLite file, printing the same narration and writing
every board image to --out as a PNG named by round and turn (never over an earlier one). A line
may start with `@name` to act as that player; otherwise the player who typed last acts (the first
player at the start), never silently whoever the game waits for. Run again on the same --db, it
resumes the game, or says that it ended and how to go on. After the end of a game, a command other
than `/game` gets a clear answer (a campaign's `/game next`, `/game join`, `/game start` carry the
party on to the next quest). It exits 0 at the end of the input.
"""
from __future__ import annotations

import argparse
import asyncio
import difflib
import re
import sys
import tempfile
from pathlib import Path
from typing import Any, TextIO

from engine.core.errors import RuleError

from . import games
from .commands import Verb, command_set
from .i18n import shared_texts
from .service import GameService, Reply, fold, late_follow_up, match_game, prompt_text
from .store import Store

CHANNEL = 1
# `/game` sub-commands and their options in order (a value without `name:` fills the next one)
GAME_COMMANDS: dict[str, list[str]] = {
    "status": [], "board": [], "log": ["count"], "undo": [], "end": [], "kick": ["player"], "leave": ["hero"],
    "join": ["hero"], "start": [], "next": ["quest", "seed"], "deck": ["list", "hero"],
}
_KEY = re.compile(r"(?:(?<=\s)|^)([a-z_]+):")


class CommandError(ValueError):
    """A console line that is not a command: a message key of the shared texts and its values."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, lang: str) -> str:
        return str(shared_texts()(lang, self.key, **self.params))


def parse_options(text: str, names: list[str]) -> dict[str, str]:
    """`to:C5 hero:Brakka` -> {'to': 'C5', 'hero': 'Brakka'}; bare words fill options in order."""
    options: dict[str, str] = {}
    matches = []
    for m in _KEY.finditer(text):
        if m.group(1) in names:
            matches.append(m)
        elif not matches:
            raise CommandError("console-unknown_option", option=m.group(1)[:30], options=", ".join(names) or "-")
        # else: a word with a colon inside a value ("Spend 1 supply: +1 die") is the value's
    bare = text[: matches[0].start()] if matches else text
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        options[m.group(1)] = text[m.end():end].strip()
    words = bare.split()
    free = [n for n in names if n not in options]
    if len(words) > len(free):
        raise CommandError("console-too_many", typed=bare.strip()[:50])
    for name, word in zip(free, words, strict=False):
        options[name] = word
    return options


# a yes/no option as typed in the console, in either language (Discord sends real booleans)
BOOLEAN_WORDS = {"true": True, "yes": True, "oui": True, "false": False, "no": False, "non": False}


def parse_boolean(name: str, typed: str) -> bool:
    """`supply:oui` -> True; anything but yes/no, oui/non, true/false (any case) is refused."""
    value = BOOLEAN_WORDS.get(typed.strip().casefold())
    if value is None:
        raise CommandError("console-bad_boolean", option=name, typed=typed.strip()[:30])
    return value


def play_verbs() -> dict[str, Verb]:
    """Every play command of the registered games, by how it is typed (`move`, `shop buy`)."""
    return {v.path: v for v in command_set({g.id: g.verbs for g in games.all_games()})}


class Console:
    def __init__(self, service: GameService, players: list[str], out: Path | None, lang: str,
                 stdout: TextIO) -> None:
        self.service = service
        self.players = players
        self.users = {name.lower(): i + 1 for i, name in enumerate(players)}
        self.out = out
        self.lang = lang
        self.stdout = stdout
        self.images = 0
        self.over = False
        self.chains = False  # whether the game goes on with `/game next` (a game with a campaign)
        self.last_user = 1  # who acts when a line names nobody: the player who typed last
        self.picture_name = "start"

    def name(self, user: int) -> str:
        return self.players[user - 1] if 1 <= user <= len(self.players) else str(user)

    def meant(self, typed: str, listed: list[str], game: Any) -> list[str]:
        """The command a player most likely meant by an unknown one: the one whose description, in the
        player's language, begins with the typed word (`/fin` is « Finir votre tour », so /end), else
        the one spelt most alike."""
        key = fold(typed)
        if len(key) >= 3:
            texts = game.texts if game is not None else shared_texts()
            said = [p for p in listed if (fold(texts(self.lang, f"cmd-{p.replace(' ', '_')}", "")).split() or [""])[0]
                    .startswith(key)]
            if len(said) == 1:
                return said
        return difflib.get_close_matches(typed, listed + [f"game {sub}" for sub in GAME_COMMANDS], n=1, cutoff=0.6)

    def only(self, user: int) -> str:
        """The tag before what only one player may read (Discord's ephemeral messages)."""
        return shared_texts()(self.lang, "msg-only_sees", player=self.name(user)) + " "

    def say(self, text: str) -> None:
        print(text, file=self.stdout, flush=True)

    def show(self, reply: Reply, user: int) -> None:
        if reply.ephemeral:
            self.say(self.only(user) + reply.text.replace("\n", "\n    "))
        else:
            self.say(reply.text)
        if reply.png and self.out is not None:
            # a private picture (a hand) is saved apart, named for the one player who may see it
            stem = self.picture_name if not reply.ephemeral else (
                f"{self.picture_name}-{Path(reply.filename or 'private.png').stem}-{self.name(user)}")
            if not reply.ephemeral:
                self.images += 1
            path = self.out / f"{stem}.png"
            n = 2
            while path.exists():  # never over an earlier picture (a second run on the same folder)
                path = self.out / f"{stem}-{n}.png"
                n += 1
            path.write_bytes(reply.png)
            if reply.ephemeral:
                self.say(f"{self.only(user)}({Path(reply.filename or 'private.png').stem}: {path})")
            else:
                self.say(f"(board: {path})")
        for who, note in reply.private:
            self.say(self.only(who) + note)
        if reply.prompt is not None:
            p = reply.prompt
            self.say(self.only(p.user_id or 0) + prompt_text(p, self.lang).replace("\n", "\n    "))
        if reply.game_over:
            self.over = True
        self.say("")

    async def post(self, reply: Reply, user: int) -> None:
        """Show a reply, then the picture that follows it when it missed its time limit."""
        self.show(reply, user)
        follow = await late_follow_up(reply)
        if follow is not None:
            self.show(follow, user)

    async def refresh(self) -> None:
        """After a command: whether the game is over, and the next picture's file name (the game's
        round when it counts rounds, and its turn number)."""
        game = await self.service.game(CHANNEL)
        self.over = game is not None and game.row.status == "over"
        self.chains = game is not None and game.game.campaign is not None
        if game is None or game.state is None:
            return
        view = game.table(self.lang).view()
        round_no = view.get("round") if isinstance(view, dict) else None
        turn = f"turn{game.row.version:04d}"
        self.picture_name = f"round{int(round_no):02d}-{turn}" if isinstance(round_no, int) else turn

    async def run_line(self, line: str) -> None:
        line = line.strip()
        if not line or line.startswith("#"):
            return
        user = None
        if line.startswith("@"):
            who, _, line = line[1:].partition(" ")
            user = self.users.get(who.lower())
            if user is None:
                self.say(shared_texts()(self.lang, "console-no_player", who=who[:30], players=", ".join(self.players))
                         + "\n")
                return
            line = line.strip()
        if user is None:
            user = self.last_user
        self.last_user = user
        self.say(f"> {self.name(user)}: {line[:200]}{'…' if len(line) > 200 else ''}")
        if self.over and not _is_game_command(line):
            self.say(self.only(user) + shared_texts()(self.lang, "msg-console_over", chain=_yes(self.chains)) + "\n")
            return
        try:
            reply = await self.dispatch(user, line)
        except CommandError as exc:
            reply = Reply(text=exc.text(self.lang), ephemeral=True, error=True)
        await self.refresh()
        await self.post(reply, user)

    async def dispatch(self, user: int, line: str) -> Reply:
        svc, lang = self.service, self.lang
        if not line.startswith("/"):
            raise CommandError("console-not_slash")
        head, _, rest = line[1:].partition(" ")
        command = head.lower()
        if command in ("help", "aide"):
            command = "rules"  # what players type first, in either language: the rules' index is the help
        verbs = play_verbs()
        if command == "game" or (command in GAME_COMMANDS and command not in verbs):
            # `/status` is `/game status` (as the buttons under a board say it)
            sub, rest = (command, rest) if command != "game" else rest.strip().partition(" ")[::2]
            sub = sub.lower()
            if sub not in GAME_COMMANDS:
                raise CommandError("console-game_sub", sub=sub[:30], subs=", ".join(GAME_COMMANDS))
            opts = parse_options(rest, GAME_COMMANDS[sub])
            if sub == "status":
                return await svc.status(CHANNEL, user, lang=lang)
            if sub == "board":
                return await svc.board(CHANNEL, user, lang=lang)
            if sub == "log":
                count = opts.get("count", "")
                return await svc.log_text(CHANNEL, user, int(count) if count.isdigit() else None, lang=lang)
            if sub == "undo":
                return await svc.undo(CHANNEL, user, lang=lang)
            if sub == "end":
                return await svc.end(CHANNEL, user, lang=lang)
            if sub == "leave":
                return await svc.leave(CHANNEL, user, opts.get("hero"), lang=lang)
            if sub == "join":
                return await svc.join(CHANNEL, user, opts.get("hero"), lang=lang, user_name=self.name(user))
            if sub == "deck":
                return await svc.deck(CHANNEL, user, opts.get("list"), opts.get("hero"), lang=lang)
            if sub == "start":
                return await svc.start(CHANNEL, user, lang=lang)
            if sub == "next":
                return await svc.next_game(CHANNEL, user, opts.get("quest"), opts.get("seed"), lang=lang,
                                           user_name=self.name(user))
            target = self.users.get(opts.get("player", "").lstrip("@").lower())
            if target is None:
                raise CommandError("console-kick_usage")
            return await svc.kick(CHANNEL, user, target, lang=lang)
        verb = verbs.get(command)
        if verb is None and any(path.startswith(command + " ") for path in verbs):
            sub, _, rest = rest.strip().partition(" ")
            verb = verbs.get(f"{command} {sub.lower()}")
            if verb is None:
                subs = [p for p in verbs if p.startswith(command + " ")]
                raise CommandError("console-sub_usage", command=command[:30], subs=", ".join(f"/{p}" for p in subs))
        if verb is None:
            game = await svc.game(CHANNEL)
            here = {v.path for v in game.game.verbs} if game is not None else set(verbs)
            listed = sorted(p for p, v in verbs.items() if p in here or v.kind != "action")
            nearest = self.meant(command, listed, game.game if game is not None else None)
            raise CommandError("console-unknown_command", command=command[:30], nearest=nearest[0] if nearest else "none",
                               commands=", ".join("/" + p for p in listed + ["game"]))
        if verb.kind == "do" and not re.match(r"\s*action:", rest):
            # `/do Move to C5`: every word is the action's (a `hero:` may follow)
            words, _, hero_text = rest.partition(" hero:")
            rest = f"action:{words.strip()}" + (f" hero:{hero_text}" if hero_text else "")
        # the options of this channel's game (the shared verb lists every game's: one game's option means
        # nothing in another)
        here_game = await svc.game(CHANNEL) if verb.kind == "action" else None
        verb = (here_game.game.verb(verb.key) if here_game is not None else None) or verb
        opts = parse_options(rest, [o.name for o in verb.options])
        hero = opts.pop("hero", None) or None
        asked = next((o.name for o in verb.options if o.name != "hero" and (
            opts.get(o.name, "").strip() == "?" or (o.name in opts and not opts[o.name].strip())
            or (o.required and o.name not in opts))), None)
        if asked is not None:
            return await self.accepted(user, verb, asked, opts, hero)
        values: dict[str, object] = dict(opts)
        for option in verb.options:
            if option.kind == "boolean" and option.name in opts:
                values[option.name] = parse_boolean(option.name, opts[option.name])
        if verb.kind == "hand":
            return await svc.hand(CHANNEL, user, lang=lang)
        if verb.kind == "rules":
            return await svc.rules_for(CHANNEL, opts.get("topic"), lang=lang)
        if verb.kind == "choose":
            return await svc.choose(CHANNEL, user, opts.get("option", ""), hero, lang=lang)
        if verb.kind == "do":
            return await svc.do(CHANNEL, user, opts.get("action", ""), hero, lang=lang)
        return await svc.command(CHANNEL, user, verb.key, values, hero, lang=lang)


    async def accepted(self, user: int, verb: Verb, option: str, opts: dict[str, str], hero: str | None) -> Reply:
        """`/open door:?` (or an empty or missing value): what the option accepts right now, as
        autocomplete offers it in Discord."""
        others = {k: v for k, v in opts.items() if k != option and v.strip() not in ("", "?")}
        command = {"choose": "choose", "do": "do"}.get(verb.kind, verb.key)
        # nothing to do at all because play waits for another seat: whose turn or decision it is, and to wait
        idle = await self.service.idle(CHANNEL, user, hero, lang=self.lang) if verb.kind in ("action", "do") \
            else None
        if idle:
            return Reply(text=idle, ephemeral=True)
        spec = next((o for o in verb.options if o.name == option), None)
        if spec is not None and spec.kind == "boolean":  # Discord offers True and False: typed yes or no
            listed = [("oui", "oui"), ("non", "non")] if self.lang == "fr" else [("yes", "yes"), ("no", "no")]
        else:
            listed = await self.service.complete(CHANNEL, user, option, "", lang=self.lang, command=command,
                                                 hero=hero, options=others, limit=1000)
        texts = shared_texts()
        if not listed:
            return Reply(text=texts(self.lang, "console-accepts_none", command=verb.path, option=option),
                         ephemeral=True)
        lines = "\n".join(f"• {label}" for label, _value in listed)
        return Reply(text=texts(self.lang, "console-accepts", command=verb.path, option=option) + "\n" + lines,
                     ephemeral=True)


async def play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if not games.known(args.ruleset):
        try:  # a game's name as players read it (any case, spaces or accents)
            args.ruleset = match_game(str(args.ruleset))
        except RuleError:
            print(f"questmaster play: no game called {args.ruleset!r} (games: {', '.join(games.ids())})",
                  file=sys.stderr)
            return 2
    game = games.get(args.ruleset)
    rs = game.ruleset
    players = [p.strip() for p in (args.players or "alice").split(",") if p.strip()] or ["alice"]
    if len(set(p.lower() for p in players)) != len(players):
        print("questmaster play: player names must differ", file=sys.stderr)
        return 2
    all_heroes = [h.id for h in rs.heroes()]
    setup = dict(o.partition("=")[::2] for o in getattr(args, "option", None) or [])
    heroes = [h.strip() for h in args.heroes.split(",")] if getattr(args, "heroes", None) else []
    if not heroes:  # the seats the bot plays (an opponent) are not the players' to take
        heroes = all_heroes[: max(len(players), game.min_party - game.bot_seats(setup))]
    if len(heroes) > 4 or len(players) > 4:
        print("questmaster play: 1 to 4 heroes", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    tmp = None
    db_path = getattr(args, "db", None)
    if not db_path:
        tmp = tempfile.TemporaryDirectory(prefix="questmaster-")
        db_path = str(Path(tmp.name) / "play.db")
    store = await Store.open(db_path)
    names = {i + 1: p for i, p in enumerate(players)}
    service = GameService(store, prompt_timeout=None, renderer=None if out is None else _renderer(),
                          mention=lambda user, lobby: names.get(user, str(user)))
    console = Console(service, players, out, args.lang, stdout)
    try:
        resumed = await service.game(CHANNEL)
        if resumed is not None and resumed.row.status == "over":
            console.say(shared_texts()(args.lang, "msg-console_ended", chain=_yes(resumed.game.campaign is not None)))
            console.over = True
        elif resumed is None:
            reply = await service.new_game(CHANNEL, 1, args.ruleset, args.quest, args.seed, bool(args.hard),
                                           lang=args.lang, user_name=players[0], options=setup)
            if reply.error:
                console.show(reply, 1)
                return 2
            console.show(reply, 1)
            for i, hero in enumerate(heroes):
                user = i % len(players) + 1
                reply = await service.join(CHANNEL, user, hero, lang=args.lang, user_name=players[user - 1])
                console.show(reply, user)
                if reply.error:
                    return 2
                decks = getattr(args, "deck", None) or []
                if i < len(decks):  # a deck of one's own for this seat (`/game deck list:` before the start)
                    reply = await service.deck(CHANNEL, user, Path(decks[i]).read_text(encoding="utf-8"),
                                               hero, lang=args.lang)
                    console.show(reply, user)
                    if reply.error:
                        return 2
            reply = await service.start(CHANNEL, 1, lang=args.lang)
            await console.refresh()
            await console.post(reply, 1)
            if reply.error:
                return 2
        else:
            console.show(await service.status(CHANNEL, 1, lang=args.lang), 1)
        for line in stdin:
            await console.run_line(line)
    except RuleError as exc:
        print(f"questmaster play: {exc.reason}", file=sys.stderr)
        return 2
    finally:
        await service.close()
        await store.close()
        if tmp is not None:
            tmp.cleanup()
    return 0


def _is_game_command(line: str) -> bool:
    text = line.strip()
    if text.startswith("@"):
        text = text.partition(" ")[2].strip()
    return text.startswith("/game")


def _renderer():
    from .service import default_renderer

    return default_renderer


def play_main(args: argparse.Namespace) -> int:
    return asyncio.run(play(args, sys.stdin, sys.stdout))


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"
