"""Altered content as data: the Adventure (regions, Tumult cards, the Arena), factions, cards with their
abilities as typed steps, and the decks the seats play.

`load_content(folder)` reads `adventure.toml`, `factions.toml`, `cards/*.toml` and `decks.toml` from
the game's data folder (`data/altered` unless told), validates every record against the models below,
then runs `check()`, raising `ContentError` with every problem found. `check(content)` is pure: it
returns the cross-reference problems (an unknown token, a step whose target makes no sense where it
stands, a deck that breaks the deck-building rules...) so a test can break a copy and read the sentence.

A card's abilities are lists of steps from a small closed list (`Step`), interpreted by
`engine/rulesets/altered/effects.py`: no Python per card.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Annotated, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field

from ...core.content_io import ContentError, data_dir, read_toml, validate_model
from ...core.errors import RuleError

Terrain = Literal["forest", "mountain", "water"]
TERRAINS: tuple[str, ...] = get_args(Terrain)
CardKind = Literal["hero", "character", "spell", "landmark", "expedition_permanent", "token"]
Rarity = Literal["common", "rare", "unique"]
# when an ability happens: played from anywhere / from the hand / from the reserve, at the start of
# Noon, Dusk or Night, as a quick action (exhaust the card; discard it from the reserve), or when a
# character of the card goes from its expedition to its owner's reserve (`on_to_reserve`)
Trigger = Literal["on_play_any", "on_play_hand", "on_play_reserve", "at_noon", "at_dusk", "at_night",
                  "exhaust", "support", "on_to_reserve"]
PLAY_TRIGGERS = ("on_play_any", "on_play_hand", "on_play_reserve")
PHASE_TRIGGERS = ("at_noon", "at_dusk", "at_night")
# characters a step acts on. `self` is the card itself ("I/me"); `chosen_*` are picked by the player
# when the card is played or the quick action taken; `each_own_character_here` is every character of
# the card's owner in the expedition the card stands in.
CharacterTarget = Literal["self", "chosen_own_character", "chosen_opponent_character", "each_own_character",
                          "each_own_character_here"]
# a card in a reserve: only effects that name the reserve reach it (rulebook, "La Réserve")
ReserveTarget = Literal["chosen_card_in_opponent_reserve"]
ExpeditionName = Literal["hero", "companion"]
EXPEDITIONS: tuple[str, ...] = get_args(ExpeditionName)
# `same`: the expedition the card itself stands in
ExpeditionRef = Literal["hero", "companion", "same"]
CHOSEN_TARGETS = ("chosen_own_character", "chosen_opponent_character", "chosen_card_in_opponent_reserve")
IN_EXPEDITION = ("character", "expedition_permanent", "token")  # kinds that stand in an expedition
DECK_KINDS = ("character", "spell", "landmark", "expedition_permanent")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- effect steps: the closed list -------------------------------------------------------------------


class Draw(_Strict):
    op: Literal["draw"] = "draw"
    n: int = Field(default=1, ge=1, le=5)


class Boost(_Strict):
    """Each boost is +1 to every statistic, lost when the character leaves its expedition."""
    op: Literal["boost"] = "boost"
    target: CharacterTarget
    n: int = Field(default=1, ge=1, le=5)


class CreateToken(_Strict):
    op: Literal["create_token"] = "create_token"
    token: str
    expedition: ExpeditionRef = "same"


class Anchor(_Strict):
    op: Literal["anchor"] = "anchor"
    target: CharacterTarget


class Sleep(_Strict):
    op: Literal["sleep"] = "sleep"
    target: CharacterTarget


class SendToReserve(_Strict):
    op: Literal["send_to_reserve"] = "send_to_reserve"
    target: CharacterTarget


class Discard(_Strict):
    op: Literal["discard"] = "discard"
    target: CharacterTarget | ReserveTarget


class ReadyOrbs(_Strict):
    op: Literal["ready_orbs"] = "ready_orbs"
    n: int = Field(default=1, ge=1, le=5)


class AddMana(_Strict):
    """The top card(s) of the deck become mana orbs, face down and exhausted."""
    op: Literal["add_mana"] = "add_mana"
    n: int = Field(default=1, ge=1, le=3)


class ReadyHero(_Strict):
    """The owner's hero, if exhausted, is ready again (its exhaust ability can be used once more)."""
    op: Literal["ready_hero"] = "ready_hero"


class ClearStatus(_Strict):
    """The character loses a status (Anchored or Asleep) it has; nothing if it has not."""
    op: Literal["clear_status"] = "clear_status"
    target: CharacterTarget
    status: Literal["anchored", "asleep"]


class MoveExpedition(_Strict):
    """One step forward (toward the owner's other expedition) or back; nothing in the Arena."""
    op: Literal["move_expedition"] = "move_expedition"
    expedition: ExpeditionRef = "same"
    side: Literal["own", "opponent"] = "own"
    steps: Literal[1, -1] = 1


Step = Annotated[
    Union[Draw, Boost, CreateToken, Anchor, Sleep, SendToReserve, Discard, ReadyOrbs, AddMana,  # noqa: UP007
          MoveExpedition, ReadyHero, ClearStatus],
    Field(discriminator="op"),
]
STEP_OPS: tuple[str, ...] = tuple(m.model_fields["op"].default for m in get_args(get_args(Step)[0]))


class Ability(_Strict):
    trigger: Trigger
    steps: list[Step] = Field(min_length=1)
    cost: int = Field(default=0, ge=0, le=5)  # mana an exhaust ability costs besides exhausting the card
    text: str = ""
    text_fr: str = ""

    def chosen_steps(self) -> list[Step]:
        return [s for s in self.steps if getattr(s, "target", None) in CHOSEN_TARGETS]


class CardDef(_Strict):
    name: str = Field(min_length=1)
    name_fr: str = Field(min_length=1)
    kind: CardKind
    faction: str
    rarity: Rarity = "common"
    hand_cost: int = Field(default=0, ge=0, le=10)
    reserve_cost: int = Field(default=0, ge=0, le=10)
    forest: int = Field(default=0, ge=0, le=10)
    mountain: int = Field(default=0, ge=0, le=10)
    water: int = Field(default=0, ge=0, le=10)
    fleeting: bool = False  # always fleeting, wherever it is played from
    abilities: list[Ability] = []
    text: str = ""
    text_fr: str = ""

    def stat(self, terrain: str) -> int:
        return int(getattr(self, terrain))

    def abilities_for(self, *triggers: str) -> list[Ability]:
        return [a for a in self.abilities if a.trigger in triggers]

    @property
    def is_character(self) -> bool:
        return self.kind in ("character", "token")


class RegionDef(_Strict):
    name: str = Field(min_length=1)
    name_fr: str = Field(min_length=1)
    # the article a French sentence puts before the name ("à la Porte de l'Aube", "du Gué de Pierre")
    article_fr: Literal["le", "la", "les", "l'"] | None = None
    terrain: list[Terrain] = Field(min_length=1, max_length=3)


class TumultDef(_Strict):
    """A Tumult card: two regions, one per half (which half faces the hero side is drawn at set-up)."""
    regions: list[RegionDef] = Field(min_length=2, max_length=2)


class QuestDef(_Strict):
    """An Adventure: the two end regions, the Arena and the Tumult cards three of which are laid out."""
    name: str
    name_fr: str
    summary: str = ""
    summary_fr: str = ""
    hero_region: RegionDef
    companion_region: RegionDef
    arena: RegionDef
    tumults: list[str] = Field(min_length=3)


class FactionDef(_Strict):
    name: str
    name_fr: str


class DeckDef(_Strict):
    name: str
    name_fr: str
    summary: str = ""
    summary_fr: str = ""
    hero: str
    cards: dict[str, int]  # card id -> copies (tokens are set aside at set-up)


class Content(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    quests: dict[str, QuestDef]
    tumults: dict[str, TumultDef]
    factions: dict[str, FactionDef]
    cards: dict[str, CardDef]
    decks: dict[str, DeckDef]

    def counts(self) -> dict[str, int]:
        return {"quests": len(self.quests), "tumults": len(self.tumults), "factions": len(self.factions),
                "cards": len(self.cards), "decks": len(self.decks)}


# --- loading -----------------------------------------------------------------------------------------


def load_content(folder: Path | None = None) -> Content:
    """Load data/altered (or `folder`) and check it. Raises ContentError listing every problem found."""
    base = folder or data_dir() / "altered"
    if not base.is_dir():
        raise ContentError([f"{base}: no such folder"])
    problems: list[str] = []
    adventure = read_toml(base / "adventure.toml", problems)
    raw = {
        "quests": adventure.get("quests", {}),
        "tumults": adventure.get("tumults", {}),
        "factions": read_toml(base / "factions.toml", problems).get("factions", {}),
        "cards": {},
        "decks": read_toml(base / "decks.toml", problems).get("decks", {}),
    }
    for path in sorted((base / "cards").glob("*.toml")):
        for cid, card in read_toml(path, problems).get("cards", {}).items():
            if cid in raw["cards"]:
                problems.append(f"cards/{path.name}: card {cid!r} is defined twice")
            raw["cards"][cid] = card
    found = validate_model(Content, raw, base.name, problems) if not problems else None
    if found is not None:
        problems += check(found)
    if problems or found is None:
        raise ContentError(problems or [f"{base}: no content"])
    return found


@cache
def content() -> Content:
    """The shipped content, read once."""
    return load_content()


# --- deck building -------------------------------------------------------------------------------------

MIN_DECK_CARDS = 39  # besides the hero (rulebook, "Construction de deck")
MAX_COPIES = 3
MAX_RARES = 15
MAX_UNIQUES = 3


class DeckProblem(BaseModel):
    """One broken deck-building rule: `key` names it (for the bot's catalog), `params` fill it in (cards by
    id and by their English and French names: `card`, `name`, `name_fr`...), `text` says it in English for
    the content's authors (ids) and `words` for players (card and faction names, no ids, no `;`)."""
    key: str
    text: str
    words: str = ""
    params: dict[str, str] = {}


def deck_problems(c: Content, hero: str, cards: dict[str, int]) -> list[DeckProblem]:
    """Every deck-building rule a deck breaks, each named; [] for a legal deck. `hero` is the hero card,
    `cards` the other cards (id -> copies). Token cards are set aside at set-up and not counted."""
    out: list[DeckProblem] = []

    def add(key: str, text: str, words: str, **params: object) -> None:
        out.append(DeckProblem(key=key, text=text, words=words, params={k: str(v) for k, v in params.items()}))

    def faction_names(fid: str, prefix: str) -> dict[str, str]:
        f = c.factions.get(fid)
        return {f"{prefix}name": f.name if f else fid, f"{prefix}name_fr": f.name_fr if f else fid}

    hero_card = c.cards.get(hero)
    if hero_card is None or hero_card.kind != "hero":
        shown = hero_card.name if hero_card is not None else hero
        add("deck_no_hero", f"{hero!r} is not a hero card: a deck has exactly one hero",
            f"{shown} is not a hero card (a deck has exactly one hero)" if hero else
            "no hero card (a deck has exactly one hero)",
            hero=hero, name=shown, name_fr=hero_card.name_fr if hero_card is not None else hero)
    faction = hero_card.faction if hero_card is not None else None
    counted = 0
    rares = uniques = 0
    by_name: dict[str, int] = {}
    french: dict[str, str] = {}
    for cid, copies in sorted(cards.items()):
        card = c.cards.get(cid)
        if card is None:
            add("deck_unknown_card", f"no card {cid!r}", f"there is no card called {cid}", card=cid, name=cid,
                name_fr=cid)
            continue
        names = {"card": cid, "name": card.name, "name_fr": card.name_fr}
        if copies < 1:
            add("deck_bad_count", f"{cid}: {copies} copies", f"{copies} copies of {card.name}", copies=copies,
                **names)
            continue
        if card.kind == "token":
            continue
        if card.kind == "hero":
            add("deck_two_heroes", f"{cid} is a second hero: a deck has exactly one hero",
                f"{card.name} is a second hero (a deck has exactly one hero)", **names)
            continue
        if faction is not None and card.faction != faction:
            theirs, ours = faction_names(card.faction, "faction_"), faction_names(faction, "hero_faction_")
            add("deck_wrong_faction", f"{cid} belongs to {card.faction}, not to the hero's faction {faction}",
                f"{card.name} is a card of the {theirs['faction_name']}, not of the hero's faction "
                f"({ours['hero_faction_name']})", faction=card.faction, hero_faction=faction, **names, **theirs,
                **ours)
        counted += copies
        by_name[card.name] = by_name.get(card.name, 0) + copies
        french[card.name] = card.name_fr
        rares += copies if card.rarity == "rare" else 0
        uniques += copies if card.rarity == "unique" else 0
    if counted < MIN_DECK_CARDS:
        add("deck_too_few", f"{counted} cards besides the hero; at least {MIN_DECK_CARDS} are needed",
            f"{counted} cards besides the hero (at least {MIN_DECK_CARDS} are needed)",
            count=counted, least=MIN_DECK_CARDS)
    for name, copies in sorted(by_name.items()):
        if copies > MAX_COPIES:
            add("deck_too_many_copies", f"{copies} copies of {name}; at most {MAX_COPIES} of a name",
                f"{copies} copies of {name} (at most {MAX_COPIES} of a name)",
                name=name, name_fr=french[name], copies=copies, most=MAX_COPIES)
    if rares > MAX_RARES:
        add("deck_too_many_rares", f"{rares} rare cards; at most {MAX_RARES}", f"{rares} rare cards (at most "
            f"{MAX_RARES})", count=rares, most=MAX_RARES)
    if uniques > MAX_UNIQUES:
        add("deck_too_many_uniques", f"{uniques} unique cards; at most {MAX_UNIQUES}",
            f"{uniques} unique cards (at most {MAX_UNIQUES})", count=uniques, most=MAX_UNIQUES)
    return out


class DeckError(RuleError):
    """A deck that breaks the deck-building rules (key `deck_invalid`), every broken rule named at once.

    `problems` holds the DeckProblem list; the params (strings, as every RuleError's) carry the same for
    the bot: `problems` the players' English words joined by '; ', `keys` the problems' keys joined by
    ',', `count` how many, and `problem_list` the list as JSON (each problem's key, words and params), so
    each problem can be translated by its key."""

    def __init__(self, problems: list[DeckProblem], reason: str | None = None) -> None:
        words = "; ".join(p.words or p.text for p in problems)
        listed = [{"key": p.key, "words": p.words or p.text, "params": dict(p.params)} for p in problems]
        super().__init__("deck_invalid", reason or f"This deck breaks the deck-building rules: {words}.",
                         problems=words, keys=",".join(p.key for p in problems), count=len(problems),
                         problem_list=json.dumps(listed, ensure_ascii=False, sort_keys=True))
        self.problems = list(problems)


def check_deck(c: Content, hero: str, cards: dict[str, int]) -> None:
    """Raise DeckError naming, in players' words (card names), every deck-building rule the deck breaks."""
    problems = deck_problems(c, hero, cards)
    if problems:
        raise DeckError(problems)


def validate_deck(c: Content, hero: str, cards: dict[str, int]) -> None:
    """Raise DeckError naming every deck-building rule the deck breaks (the `validate` command's check);
    its reason names cards by id, for the content's authors."""
    problems = deck_problems(c, hero, cards)
    if problems:
        raise DeckError(problems, "This deck breaks the deck-building rules: "
                        + "; ".join(p.text for p in problems) + ".")


# --- cross references --------------------------------------------------------------------------------


def check(c: Content) -> list[str]:
    """Every cross-reference problem, one sentence each; [] when the content is sound."""
    problems: list[str] = []
    for qid, quest in c.quests.items():
        for tid in quest.tumults:
            if tid not in c.tumults:
                problems.append(f"adventure.toml: quests.{qid}: no Tumult card {tid!r}")
        if len(set(quest.tumults)) < 3:
            problems.append(f"adventure.toml: quests.{qid}: three different Tumult cards are needed")
    for cid, card in c.cards.items():
        where = f"cards: {cid}"
        if card.faction not in c.factions:
            problems.append(f"{where}: no faction {card.faction!r}")
        if not card.is_character and (card.forest or card.mountain or card.water):
            problems.append(f"{where}: only characters have statistics")
        for i, ability in enumerate(card.abilities):
            problems += _check_ability(c, card, ability, f"{where}: ability {i + 1}")
    for did, deck in c.decks.items():
        for problem in deck_problems(c, deck.hero, deck.cards):
            problems.append(f"decks.toml: {did}: {problem.text}")
    return problems


def _check_ability(c: Content, card: CardDef, ability: Ability, where: str) -> list[str]:
    problems: list[str] = []
    kind, trigger = card.kind, ability.trigger
    if trigger in PLAY_TRIGGERS and kind in ("hero", "token"):
        problems.append(f"{where}: a {kind} is never played, so {trigger} never happens")
    if trigger == "exhaust" and kind not in ("hero", "landmark", "expedition_permanent"):
        problems.append(f"{where}: exhaust abilities belong to heroes and permanents")
    if trigger == "support" and kind not in DECK_KINDS:
        problems.append(f"{where}: a support ability is used from the reserve, where a {kind} never is")
    if ability.cost and trigger != "exhaust":
        problems.append(f"{where}: only exhaust abilities have a cost")
    if trigger == "on_to_reserve" and kind != "character":
        problems.append(f"{where}: only a character goes from an expedition to the reserve")
    # "when I go to the reserve": the card has just left its expedition and nobody is asked
    in_expedition = kind in IN_EXPEDITION and trigger not in ("support", "on_to_reserve")
    for step in ability.steps:
        target = getattr(step, "target", None)
        if target == "self" and not (card.is_character and trigger not in ("support", "on_to_reserve")):
            problems.append(f"{where}: {step.op} on `self` needs a character in an expedition")
        if target == "each_own_character_here" and not in_expedition:
            problems.append(f"{where}: `each_own_character_here` needs a card in an expedition")
        if getattr(step, "expedition", None) == "same" and not in_expedition:
            problems.append(f"{where}: {step.op} on the `same` expedition needs a card in an expedition")
        if target in CHOSEN_TARGETS and trigger in (*PHASE_TRIGGERS, "on_to_reserve"):
            problems.append(f"{where}: {trigger} abilities choose no target (nobody is asked then)")
        if target in get_args(ReserveTarget) and step.op != "discard":
            problems.append(f"{where}: only discard reaches a reserve")
        if isinstance(step, CreateToken):
            token = c.cards.get(step.token)
            if token is None or token.kind != "token":
                problems.append(f"{where}: no token card {step.token!r}")
    return problems
