"""The commands players type, as data: the same declarations build the Discord slash commands and the
offline console's parser.

A game declares its verbs (`Verb`): the shared vocabulary below, taken by name with any options of
its own added (`shared("move", Option("path", ...))`), and verbs of its own. `command_set()` merges
every registered game's declarations into one set of commands: a shared verb is one command whose
options are the union of what the games add, so players meet one `/move` whatever the game; a verb
of one game only is that game's own command. Two games may not declare the same own verb: a verb
two games need belongs in the shared vocabulary.

Descriptions are message ids (`cmd-<verb>`, `cmd-<verb>-<option>`; for a sub-command
`cmd-<group>-<verb>`), found in the shared messages for the shared vocabulary and in the declaring
game's messages otherwise; choice labels are `choice-<verb>-<option>-<value>`.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Literal

OptionKind = Literal["text", "integer", "boolean", "user"]
VerbKind = Literal["action", "hand", "choose", "rules", "do"]
MAX_COMMANDS = 25  # our budget of top-level commands, for four games (Discord allows 100)


@dataclass(frozen=True)
class Option:
    name: str
    kind: OptionKind = "text"
    required: bool = False
    autocomplete: bool = False
    choices: tuple[str, ...] = ()  # fixed values, labelled by messages
    min_value: int | None = None
    max_value: int | None = None
    owner: str | None = None  # the game whose messages describe it (None: the shared messages)
    free_text: bool = False  # taken as typed (a path of squares), not matched against the names offered

    @property
    def py_name(self) -> str:
        """The name as a Python parameter (`with` and `for` are keywords)."""
        return self.name + "_" if self.name in ("with", "for", "from", "in", "as") else self.name


@dataclass(frozen=True)
class Verb:
    name: str
    options: tuple[Option, ...] = ()
    group: str | None = None  # a sub-command: `/shop buy`
    kind: VerbKind = "action"
    owner: str | None = None  # the game declaring it; None for the shared vocabulary
    games: tuple[str, ...] = field(default=(), compare=False)  # filled by command_set()

    @property
    def key(self) -> str:
        """How the service and messages name it: `move`, `shop_buy`."""
        return f"{self.group}_{self.name}" if self.group else self.name

    @property
    def path(self) -> str:
        """As typed: `move`, `shop buy`."""
        return f"{self.group} {self.name}" if self.group else self.name

    @property
    def text_id(self) -> str:
        return f"cmd-{self.key}"

    def option_text(self, option: Option) -> tuple[str | None, str]:
        """(the game whose messages describe it, or None for the shared ones; the message id)."""
        if option == HERO:
            return None, "opt-hero"
        return option.owner, f"cmd-{self.key}-{option.name}"

    def choice_text(self, option: Option, value: str) -> tuple[str | None, str]:
        return option.owner, f"choice-{self.key}-{option.name}-{value}"

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)


HERO = Option("hero", autocomplete=True)

# The shared vocabulary: verbs every game may take, with the options they always have.
SHARED_VERBS: dict[str, Verb] = {v.name: v for v in (
    Verb("move", (Option("to", required=True, autocomplete=True), HERO)),
    Verb("attack", (Option("target", required=True, autocomplete=True), HERO)),
    Verb("play", (Option("card", required=True, autocomplete=True), Option("target", autocomplete=True), HERO)),
    Verb("use", (Option("card", required=True, autocomplete=True), Option("target", autocomplete=True), HERO)),
    Verb("open", (Option("door", required=True, autocomplete=True), HERO)),
    Verb("give", (Option("card", required=True, autocomplete=True), Option("to", required=True, autocomplete=True),
                  HERO)),
    Verb("end", (HERO,)),
    Verb("rest", (HERO,)),
    Verb("interact", (Option("with", required=True, autocomplete=True), HERO)),
    Verb("cast", (Option("spell", required=True, autocomplete=True), Option("target", required=True, autocomplete=True),
                  HERO)),
    Verb("drink", (Option("potion", required=True, autocomplete=True), HERO)),
)}

# What the service answers itself, whatever the game: always present.
SERVICE_VERBS: tuple[Verb, ...] = (
    Verb("do", (Option("action", required=True, autocomplete=True), HERO), kind="do"),
    Verb("hand", kind="hand"),
    Verb("choose", (Option("option", required=True, autocomplete=True), HERO), kind="choose"),
    Verb("rules", (Option("topic", autocomplete=True),), kind="rules"),
)


# `/game new`: the options every game has; each game adds its own (`BotGame.setup_options`)
GAME_NEW = Verb("new", (Option("ruleset", required=True, autocomplete=True),
                        Option("quest", required=True, autocomplete=True), Option("seed")), group="game")


def game_new_verb(declared: dict[str, tuple[Option, ...]]) -> Verb:
    """`/game new` with every game's own options (game id -> its setup options)."""
    options = GAME_NEW.options
    for game_id, extra in declared.items():
        options = _merge_options(options, extra, game_id)
    return replace(GAME_NEW, options=_ordered(options))


def shared(name: str, *extra: Option) -> Verb:
    """A verb of the shared vocabulary, as a game takes it (with options of its own)."""
    base = SHARED_VERBS[name]
    return replace(base, options=base.options + extra)


class CommandError(ValueError):
    """Declarations that cannot make one command set (a programming error, raised at start-up)."""


def _merge_options(ours: tuple[Option, ...], theirs: tuple[Option, ...], owner: str) -> tuple[Option, ...]:
    merged = list(ours)
    for opt in theirs:
        same = next((o for o in merged if o.name == opt.name), None)
        if same is None:
            merged.append(opt if opt.owner else replace(opt, owner=owner))
        elif (same.kind, same.choices) != (opt.kind, opt.choices):
            raise CommandError(f"option {opt.name!r} is declared two ways")
    return tuple(merged)


def _ordered(options: Iterable[Option]) -> tuple[Option, ...]:
    """Required options first (Discord's rule), `hero` last among the optional ones."""
    opts = list(options)
    required = [o for o in opts if o.required]
    optional = [o for o in opts if not o.required and o.name != "hero"]
    hero = [o for o in opts if o.name == "hero" and not o.required]
    return tuple(required + optional + hero)


def command_set(declared: dict[str, tuple[Verb, ...]]) -> list[Verb]:
    """Every command for these games (game id -> its verbs): the service's verbs, the shared verbs
    some game takes (options merged), and each game's own verbs."""
    verbs: dict[str, Verb] = {v.key: replace(v, games=tuple(declared)) for v in SERVICE_VERBS}
    for game_id, game_verbs in declared.items():
        for verb in game_verbs:
            base = SHARED_VERBS.get(verb.name) if verb.group is None else None
            if base is not None:
                current = verbs.get(verb.key, replace(base, games=()))
                extra = tuple(o for o in verb.options if base.option(o.name) is None)
                verbs[verb.key] = replace(current, options=_merge_options(current.options, extra, game_id),
                                          games=current.games + (game_id,))
            elif verb.key in verbs:
                raise CommandError(f"/{verb.path} is declared by {verbs[verb.key].games} and {game_id}: "
                                   "make it a shared verb")
            else:
                verbs[verb.key] = replace(verb, owner=game_id, games=(game_id,),
                                          options=tuple(o if o.owner or o == HERO else replace(o, owner=game_id)
                                                        for o in verb.options))
    out = [replace(v, options=_ordered(v.options)) for v in verbs.values()]
    top = {v.group or v.name for v in out}
    if len(top) + 1 > MAX_COMMANDS:  # + the /game group
        raise CommandError(f"{len(top) + 1} top-level commands: the budget is {MAX_COMMANDS}")
    return out
