"""What a game's bot folder gives the shared application: the `BotGame` a game subclasses, and the
`Table` it is handed to speak about one game in one language.

The shared service, console and Discord adapter never ask which game a channel plays: they call
these methods on the channel's `BotGame` (found through `bot.games`). A game overrides what it does
differently; the defaults fit a game of heroes seated in a view's `order`, as both dungeon crawls are.
Everything here reads `view()`s, never a state's secrets, except where a method says otherwise.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

from engine import registry as engine_registry
from engine.core.events import GameEvent, witness
from engine.core.names import fold

from .commands import Option, Verb
from .i18n import SHARED_LOCALES, Texts, Translator, texts_of
from .narration import Names, Narrator, in_language


def resolve_name(offered: list[tuple[str, Any]], typed: str) -> Any | None:
    """The one offered value `typed` names: a label or value exactly; else the only label holding it
    as whole words ("orc 2" in "O2 — Orc 2 (1/1)"); else, for typed text ending in a letter, the only
    label with a word it begins ("greataxe", "great" for "Notched Greataxe"; not "H1" for "H12").
    Case and accents aside; None when nothing or several match."""
    found = named_by(offered, typed)
    return found[0] if len(found) == 1 else None


def named_by(offered: list[tuple[str, Any]], typed: str) -> list[Any]:
    """Every offered value `typed` could name, in the order offered, by the first of `resolve_name`'s
    tiers that matches anything (exactly, as whole words, as the beginning of a word): one value is
    the answer, several are the ones to ask about."""
    key = fold(typed)
    if not key:
        return []
    exact = list(dict.fromkeys(value for label, value in offered if key in (fold(label), fold(value))))
    if exact:
        return exact
    pattern = re.escape(key)
    tiers = [re.compile(rf"(?<!\w){pattern}(?!\w)")]
    if key[-1].isalpha() and len(key) >= 2:
        tiers.append(re.compile(rf"(?<!\w){pattern}"))
    for tier in tiers:
        found = list(dict.fromkeys(value for label, value in offered if tier.search(fold(label))))
        if found:
            return found
    return []


# words that may stand before a door's number ("door 3", "porte 3")
DOOR_WORDS = ("door", "porte", "d")


class Refusal(Exception):
    """A game's refusal already in the player's words (a whole deck list's problems, say): the service
    shows it privately as it is."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


@dataclass
class Table:
    """One game as one reply speaks of it: its language, its views (cached), who plays which seat."""

    game: BotGame
    lang: str
    state: Any | None
    lobby: dict[str, Any]
    host_id: int
    views: dict[str | None, dict[str, Any]] = field(default_factory=dict)
    mention: Callable[[int], str] | None = None
    ruleset: Any = None  # the engine ruleset the state belongs to (default: the game's)

    @property
    def rs(self) -> Any:
        return self.ruleset if self.ruleset is not None else self.game.ruleset

    def tr(self, key: str, _default: Any = ..., **params: Any) -> Any:
        """A message of this game (or a shared one) in this table's language."""
        if _default is ...:
            return self.game.texts(self.lang, key, **params)
        return self.game.texts(self.lang, key, _default, **params)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """What `seat` may see (None: what everyone may see)."""
        if seat not in self.views:
            self.views[seat] = self.rs.view(self.state, seat)
        return self.views[seat]

    @property
    def seats(self) -> list[tuple[str, int]]:
        return [(h, int(u)) for h, u in self.lobby.get("seats", [])]

    def controller(self, seat: str) -> int | None:
        return next((u for h, u in self.seats if h == seat), None)

    def user_name(self, user: int | None) -> str:
        if user is None:
            return "?"
        return str(self.lobby.get("names", {}).get(str(user)) or f"<@{user}>")

    def player(self, seat: str) -> str:
        """The name of whoever plays `seat`."""
        return self.user_name(self.controller(seat))

    def hero(self, seat: str | None) -> str:
        """A seat's name as players read it."""
        if not seat:
            return "?"
        if self.state is not None:
            name = self.game.seat_name(self.view(), seat, self.lang)
            if name:
                return name
        return self.game.content_name("heroes", seat, self.lang)


@dataclass(frozen=True)
class Campaign:
    """A game whose quests chain: the party goes on to the next one in the same channel."""

    next_quest: Callable[[Any], str | None]  # state of the quest that ended -> the default next quest
    carry_over: Callable[[Any], dict[str, Any]]  # -> what each surviving hero keeps (engine option "party")


class BotGame:
    """One game as the bot plays it. Subclasses set the class attributes and override what differs."""

    id: ClassVar[str]
    locales: ClassVar[Path]  # this game's message files (en.ftl, fr.ftl)
    verbs: ClassVar[tuple[Verb, ...]] = ()
    # options of `/game new` this game takes (a hard mode, a round limit...), passed to its new_game
    setup_options: ClassVar[tuple[Option, ...]] = ()
    # events after which the reply carries the board picture (a turn ends, the map changes a lot)
    picture_after: ClassVar[frozenset[type[GameEvent]]] = frozenset()
    # those of them whose picture is wanted before a decision that follows (the board the players
    # decide on), not when the turn completes
    picture_before_decision: ClassVar[frozenset[type[GameEvent]]] = frozenset()
    rules_topics: ClassVar[tuple[str, ...]] = ("turn", "actions", "prompts", "undo", "controls")
    campaign: ClassVar[Campaign | None] = None
    buttons: ClassVar[tuple[str, ...]] = ("end", "hand", "status", "board")  # under each board (see discord_ui)
    min_party: ClassVar[int] = 1  # seats that must be taken before the game can start
    narrator_cls: ClassVar[type[Narrator]]  # tells this game's events (see bot.narration)
    names_cls: ClassVar[type[Names]] = Names
    default_party: ClassVar[int] = 2  # heroes in a simulated game

    # --- what it is --------------------------------------------------------------------------------

    @property
    def ruleset(self) -> Any:
        return engine_registry.get(self.id)

    @property
    def name(self) -> str:
        return str(self.ruleset.name)

    def display_name(self, lang: str) -> str:
        """The game's name in a language (its message `game-name`, else the ruleset's name)."""
        return str(self.texts(lang, "game-name", self.name))

    @cached_property
    def texts(self) -> Texts:
        return texts_of(SHARED_LOCALES, self.locales)

    def translator(self, lang: str) -> Translator:
        """This game's messages in `lang`, as a picklable callable (pictures are drawn in other processes)."""
        return Translator((SHARED_LOCALES, self.locales), lang)

    def verb(self, key: str) -> Verb | None:
        return next((v for v in self.verbs if v.key == key), None)

    def content_name(self, kind: str, item_id: str, lang: str) -> str:
        """A hero's or quest's name before any game state exists (the lobby)."""
        items = self.ruleset.quests() if kind == "quests" else self.ruleset.heroes()
        info = next((i for i in items if i.id == item_id), None)
        if info is None:
            return item_id
        return (info.name_fr or info.name) if lang == "fr" else info.name

    def hero_names(self, hero_id: str, lang: str = "en") -> list[str]:
        """Other names players read for a hero (a seat) than its own, in both languages (`lang`'s first):
        `/game join hero:` and every other `hero:` take them too (a deck led by a hero, say). None here."""
        return []

    def seat_name(self, view: dict[str, Any], seat: str, lang: str) -> str | None:
        hero = view.get("heroes", {}).get(seat)
        if not hero:
            return None
        return str(hero.get("name_fr") if lang == "fr" and hero.get("name_fr") else hero.get("name", seat))

    # --- whose move it is ----------------------------------------------------------------------------

    def waiting(self, table: Table) -> list[str]:
        """The seats the game waits for now, the most pressing first (a decision, the active hero,
        then those yet to play this round)."""
        view = table.view()
        out = []
        prompt = table.rs.current_prompt(table.state) if table.state is not None else None
        if prompt is not None:
            out.append(prompt.seat)
        if view.get("active"):
            out.append(view["active"])
        acted = set(view.get("acted") or [])
        out += [h for h in view.get("order", []) if h not in acted]
        return list(dict.fromkeys(out))

    def answer_aside(self, table: Table, seat: str, typed: str) -> dict[str, Any] | None:
        """`/choose` typed by a seat that owes a decision at the same time as the one the pending prompt asks
        of another seat (both players choose their mana at once): its answer as an engine action, read in
        that seat's own terms (its hand's numbers and names). None: the seat owes no such decision."""
        return None

    def idle_text(self, table: Table, seat: str) -> str | None:
        """Why `seat` can do nothing now, when it is because play waits for another seat (its turn, its
        decision): whom play waits for, and that there is nothing to do but wait. None when the seat can act,
        or the game waits for nobody else."""
        if table.state is None or table.rs.is_over(table.state) or table.rs.legal_actions(table.state, seat):
            return None
        others = [s for s in self.waiting(table) if s != seat]
        if not others:
            return None
        return str(table.tr("msg-idle", hero=table.hero(others[0]), player=table.player(others[0])))

    # --- commands -> actions -----------------------------------------------------------------------

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        """The engine action for a command's options (names typed by players become ids here)."""
        out = {k: v for k, v in options.items() if v not in (None, "")}
        out["type"] = verb.key
        return out

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        """(label, value) pairs for one option, from `seat`'s own view and legal actions."""
        return []

    def check_setup(self, setup: dict[str, Any]) -> None:
        """Refuse (RuleError) set-up options that cannot go together, when `/game new` takes them
        (each one alone was checked against its declaration already)."""

    def refusal_params(self, table: Table, params: dict[str, Any]) -> dict[str, Any]:
        """A refusal's values as this table reads them: hero ids become names, door ids door names, and
        in French a value's `<name>_fr` twin replaces it (as in narration). A game may name more."""
        out = dict(params)
        if table.state is not None:
            if out.get("hero"):
                out["hero"] = table.hero(str(out["hero"]))
            if out.get("door"):
                out["door"] = Names().add_view(table.view()).door(out["door"])
        return in_language(out, dict(out), table.lang)

    # --- doors: a view's `board.doors` carry the name players read (a number) ----------------------

    def door_choices(self, table: Table, seat: str, legal: Sequence[Any]) -> list[tuple[str, Any]]:
        """The doors `seat` can open now, as `door-choice` labels ("Door 3 (C5–C6)") with their names as
        values (what the player would type; `door_ref` reads it back)."""
        doors = {d["id"]: d for d in table.view(seat).get("board", {}).get("doors", [])}
        out = []
        for a in legal:
            if a.type == "open_door" and a.door in doors:
                d = doors[a.door]
                name = str(d.get("name", a.door))
                out.append((table.tr("door-choice", door=name, a=d["a"], b=d["b"]), name))
        return out

    def door_name(self, table: Table, seat: str, door_id: str) -> str:
        d = next((d for d in table.view(seat).get("board", {}).get("doors", []) if d["id"] == door_id), None)
        return str(d.get("name", door_id)) if d else door_id

    def door_ref(self, table: Table, seat: str, typed: str) -> str:
        """The id of the door a player named: by its name ("3", "door 3", "porte 3"), one of its squares
        (when only one known door has it), or its id; what names no door is returned as typed (the engine
        refuses it)."""
        key = fold(typed)
        doors = table.view(seat).get("board", {}).get("doors", [])
        words = key.split()
        number = words[-1] if words and (len(words) == 1 or words[0] in DOOR_WORDS) else None
        for d in doors:
            if key == fold(d["id"]) or number == fold(d.get("name")):
                return str(d["id"])
        on_square = [d for d in doors if key in (fold(d["a"]), fold(d["b"]))]
        if len(on_square) == 1:
            return str(on_square[0]["id"])
        return typed.strip()

    def describe(self, action: Any, table: Table, seat: str) -> str:
        """A legal action in words, as `/do` lists it (unique among the seat's legal actions)."""
        return action.type.replace("_", " ")

    def told(self, action: Any, table: Table, seat: str) -> str:
        """An action as the public log and an undo tell it to everyone: `describe`, unless its words show
        what only its seat may know (a card's place in a hidden hand)."""
        return self.describe(action, table, seat)

    def command_text(self, action: dict[str, Any]) -> str:
        """A logged engine action as the command that would repeat it (`/open door:d07`)."""
        kind = str(action.get("type", ""))
        args = " ".join(f"{k}:{v}" for k, v in action.items() if k != "type" and v not in (None, False, [], ""))
        verb = next((v for v in self.verbs if v.key == kind), None)
        return f"/{verb.path if verb else kind.replace('_', ' ')}" + (f" {args}" if args else "")

    # --- texts -------------------------------------------------------------------------------------

    def narrate(self, events: Sequence[GameEvent], table: Table, *, viewer: set[str] | None = None,
                before: dict[str, Any] | None = None, private_only: bool = False) -> list[str]:
        """Sentences for the events the holder of `viewer` may be told (public ones when None; only those
        meant for them with `private_only`), names taken from the view before and after them."""
        names = self.names_cls().add_view(before).add_view(table.view() if table.state is not None else None)
        names.add_events(events)
        return self.narrator_cls(table, names).lines(witness(events, viewer or (), private_only=private_only))

    def start_lines(self, table: Table) -> list[str]:
        return []

    def whose_turn(self, table: Table) -> str:
        return ""

    def status_lines(self, table: Table) -> list[str]:
        return []

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        return []

    def hand_cards(self, table: Table, seat: str) -> list[dict[str, Any]] | None:
        """The cards a hand picture shows (None: this game draws no hand)."""
        return None

    def summary_head(self, table: Table, ended: bool = False) -> str:
        """The end of a game in one line: its result (`sum-<result>`: won, lost, draw...) and why."""
        view = table.view()
        result, rounds = view.get("result"), view.get("round", "?")
        if ended and result is None:
            return table.tr("sum-ended", round=rounds)
        reason = table.tr(f"reason-{view.get('result_reason')}", str(view.get("result_reason") or ""))
        key = f"sum-{result}" if self.texts.has("en", f"sum-{result}") else "sum-over"
        return table.tr(key, round=rounds, reason=reason)

    def summary_lines(self, table: Table) -> list[str]:
        return []

    def board_caption(self, table: Table) -> str:
        """The line above a board shown on demand."""
        return table.tr("msg-board", quest=self.title(table), round=table.view().get("round", "?"))

    def chain_lines(self, table: Table, party: dict[str, Any], player_of: dict[str, str],
                    ) -> tuple[list[str], list[str]]:
        """For `/game next` (a game with a campaign): lines before and after the lobby's."""
        return [], []

    def title(self, table: Table) -> str:
        """The game's caption: the quest's name."""
        quest = table.view().get("quest") or {}
        return str(quest.get("name_fr") if table.lang == "fr" and quest.get("name_fr") else quest.get("name", ""))

    def choice_label(self, table: Table, seat: str, option: str) -> str:
        """A pending decision's option, by id, as its player reads it."""
        prompt = table.view(seat).get("prompt") or {}
        found = next((o for o in prompt.get("options") or [] if o["id"] == option), None)
        if found is None:
            return self.option_label(table, seat, option, option)
        return self.option_label(table, seat, option, found["label"], found.get("label_fr") or "")

    def default_label(self, table: Table, prompt: Any, options: list[tuple[str, str]]) -> str:
        """A decision's default in words, as the channel is told it when time runs out: by default the
        label of the option it names. A game whose default names hidden things words it without them."""
        return next((label for oid, label in options if oid == prompt.default), str(prompt.default))

    def option_numbers(self, table: Table, seat: str, options: list[str]) -> list[str]:
        """The number each option of a decision is shown with and picked by (`/choose option:4`), by
        option id: 1, 2, 3... in order by default. A game whose options are numbered things (dice)
        gives each its own number, so that what a player types means what they read."""
        return [str(i) for i in range(1, len(options) + 1)]

    def option_label(self, table: Table, seat: str, option: str, label: str, label_fr: str = "") -> str:
        """A decision's option as its player reads it."""
        if table.lang == "fr" and label_fr:
            return label_fr
        return table.tr(f"opt-{option}", _default=label)

    def rules_text(self, topic: str, table: Table, timeout: int) -> str:
        return table.tr(f"rules-{topic}", timeout=timeout)

    def card_lookup(self, table: Table, typed: str) -> str | None:
        """`/rules topic:` naming no rules topic: a game may read out what it names on the table (a card
        face up, with its text). None: nothing of that name."""
        return None

    def topic_choices(self, table: Table) -> list[tuple[str, str]]:
        """More `/rules topic:` choices during a game, as (label, value): what `card_lookup` reads out."""
        return []

    # --- undo ----------------------------------------------------------------------------------------

    def undo_refusal(self, events: Sequence[GameEvent], before: str | None, after: str | None) -> str | None:
        """Why an action cannot be taken back (a message id), or None: it showed something random or
        hidden (an event that `reveals`), or drew on the game's random stream."""
        for event in events:
            if event.reveals:
                return f"undo-{event.reveals}"
        if before and after:
            return self.ruleset.hidden_change(before, after)
        return None

    # --- tools: simulate, validate, bench ---------------------------------------------------------------

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        raise NotImplementedError

    def validate(self) -> dict[str, Any]:
        """Load every content file; the counts per kind (raise an error carrying `problems` when a file is
        wrong). A game without content files has nothing to check."""
        return {}

    def import_deck(self, text: str, lang: str) -> dict[str, Any]:
        """`/game deck list:` — a deck list as a player pastes it, read into what the engine takes for that
        seat (its set-up option `decks`), or a `Refusal` naming every problem. NotImplementedError: this
        game has no decks to import."""
        raise NotImplementedError

    def deck_text(self, deck: dict[str, Any] | None, seat: str, lang: str) -> str:
        """The list of the deck a seat plays (an imported one, else its own), as `import_deck` reads it."""
        raise NotImplementedError

    def deck_summary(self, deck: dict[str, Any], lang: str) -> str:
        """An imported deck in a few public words (its hero, how many cards): nothing more is told."""
        raise NotImplementedError

    def bot_seats(self, setup: dict[str, Any]) -> int:
        """How many seats the bot itself plays, by the game's set-up options (an opponent): the first free
        ones when the game starts, each move chosen by `policy_action`. None by default."""
        return 0

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        """(seat, action) the game's built-in player would take next; None when nobody can act."""
        raise NotImplementedError

    def bench_game(self, index: int, seed: str) -> Any:
        """A fresh game for the engine benchmark (`questmaster bench --engine`)."""
        raise NotImplementedError
