"""Every Altar Quest card's text says what its steps do, in English and in French (issue #9, item 19).

Players read a card's text; the engine runs its steps. For each card name (copies of a minion in
three colours share a name and are checked together) the text is cut at its keywords (Activate,
Exhaust, Interact (n), a rhune name...) into one part per ability, and each part is checked against
that ability's steps:

- the numbers: every amount, difficulty, extra die and range the steps hold, each once, and no
  other number (a changed number on either side fails);
- the attributes, in order, with their difficulty ("Inflict Agility (3)") and an attack's dice and
  range ("attack with Might +1 die, range 1"), in the game's own words (the French ones come from
  the bot's attribute names, so narration and cards agree);
- what happens: each kind of step has its words ("heal", "threat token", "exhaust an enemy"...),
  and words with no step behind them fail too;
- who it happens to ("each hero", "each character in ... room", "the engaged character", "the
  character nearest", "the active hero", "the target"), amounts per hero ("per hero");
- when: "before you roll for an inflict test", "after you attack", a rhune to spend, and the
  Interact / Trigger ranges.

The vocabulary below is the contract: a new kind of step needs its words here before a card may use it.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.rulesets.altar.content import RHUNES, Ability, Card, Step, load_content

CONTENT = load_content()
ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "fr")


def _attr_names(lang: str) -> dict[str, str]:
    """The attribute names the bot uses in that language (its Fluent messages attr-*)."""
    text = (ROOT / "bot/games/altar/locales" / f"{lang}.ftl").read_text(encoding="utf-8")
    return dict(re.findall(r"^attr-(\w+) = (.+)$", text, flags=re.M))


ATTR = {lang: _attr_names(lang) for lang in LANGS}
RHUNE_NAMES = [r.capitalize() for r in RHUNES]


# --- the cards, one test per name ------------------------------------------------------------------


def _cards() -> list[tuple[str, Card, Any]]:
    """(category, card, extra) for every card we ship; extra is the quest's win for a rules card."""
    out: list[tuple[str, Card, Any]] = []
    for h in CONTENT.heroes.values():
        out += [(f"hero {h.id}", c, None) for c in h.cards]
    for d in CONTENT.threat_decks.values():
        out += [(f"threat {d.id}", c, None) for c in d.cards]
    for v in CONTENT.villains.values():
        out += [(f"villain {v.id}", c, None) for c in [v.villain, v.scheme, *v.cards]]
    for q in CONTENT.quests.values():
        out += [(f"quest {q.id}", q.rules, q.win)] + [(f"quest {q.id}", c, None) for c in q.cards]
    for kind in ("search", "lurkers", "rivals", "allies", "altars", "features"):
        out += [(kind, c, None) for c in getattr(CONTENT, kind)]
    return out


BY_NAME: dict[str, list[tuple[Card, Any]]] = {}
for _category, _card, _extra in _cards():
    BY_NAME.setdefault(f"{_category}: {_card.name}", []).append((_card, _extra))


def test_every_card_category_is_covered() -> None:
    categories = {key.split(":")[0].split(" ")[0] for key in BY_NAME}
    assert categories == {"hero", "threat", "villain", "quest", "search", "lurkers", "rivals", "allies", "altars",
                          "features"}
    assert sum(len(v) for v in BY_NAME.values()) == len(CONTENT.cards)


# --- the vocabulary ----------------------------------------------------------------------------------

# headers that open a part of a card's text: (pattern, what it stands for)
HEADERS = {
    "en": [
        (r"Action:", "action"),
        (r"Exhaust(?: and spend an? (?P<cost>\w+) altar die)?(?P<after> after you attack)?:", "exhaust"),
        (r"Use(?P<before> before you roll for an inflict test)?:", "use"),
        (r"Play before you roll for an inflict test:", "play_before_inflict"),
        (r"Play after you attack:", "play_after_attack"),
        (r"When played,", "play"),
        (r"Activate:", "activate"),
        (r"Interact \((?P<range>\d+)\)(?:, [^:]+)?:", "interact"),
        (r"Trigger \((?P<range>\d+)\):", "trigger"),
        (r"When revealed:", "when_revealed"),
        (r"Setup:", "setup"),
        (r"Win:", "win"),
        (r"(?P<rhune>" + "|".join(RHUNE_NAMES) + r"):", "rhune"),
    ],
    "fr": [
        (r"Action :", "action"),
        (r"Épuiser(?: et dépenser un dé d'autel (?P<cost>\w+))?(?P<after> après avoir attaqué)? :", "exhaust"),
        (r"Utiliser(?P<before> avant de lancer les dés d'un test d'infliction)? :", "use"),
        (r"Jouez avant de lancer les dés d'un test d'infliction :", "play_before_inflict"),
        (r"Jouez après avoir attaqué :", "play_after_attack"),
        (r"En la jouant,", "play"),
        (r"Activation :", "activate"),
        (r"Interaction \((?P<range>\d+)\)(?:, [^:]+)? :", "interact"),
        (r"Déclencheur \((?P<range>\d+)\) :", "trigger"),
        (r"Révélation :", "when_revealed"),
        (r"Mise en place :", "setup"),
        (r"Victoire :", "win"),
        (r"(?P<rhune>" + "|".join(RHUNE_NAMES) + r") :", "rhune"),
    ],
}
# words that open a card's text and say what kind of card it is: (pattern, the card says so)
PREFIXES = {
    "en": {"Ongoing.": lambda c: c.ongoing or (c.kind == "villain_ongoing" and "Scheme" not in c.traits),
           "Scheme.": lambda c: "Scheme" in c.traits, "Huge.": lambda c: c.size == 2,
           "Objective.": lambda c: c.objective, "Event.": lambda c: c.kind == "search" and "Event" in c.traits},
    "fr": {"Permanente.": lambda c: c.ongoing or (c.kind == "villain_ongoing" and "Scheme" not in c.traits),
           "Machination.": lambda c: "Scheme" in c.traits, "Énorme.": lambda c: c.size == 2,
           "Objectif.": lambda c: c.objective, "Événement.": lambda c: c.kind == "search" and "Event" in c.traits},
}
TIMING = {
    "en": {"before_inflict": r"before you roll for an inflict test", "after_attack": r"after you attack"},
    "fr": {"before_inflict": r"avant de lancer les dés d'un test d'infliction", "after_attack": r"après avoir attaqué"},
}


def _attrs(lang: str) -> str:
    return "|".join(re.escape(v) for v in ATTR[lang].values())


# what each kind of step (and branch, and condition) is called; both ways: a step needs its words,
# and the words need their step
def _words(lang: str) -> dict[str, str]:
    a = _attrs(lang)
    if lang == "en":
        return {
            "attack": r"\b[Aa]ttacks?\b",
            "test": r"\b[Tt]est (?:" + a + r") \(",
            "search": r"\b[Ss]earch",
            "task": r"\btask\b",
            "inflict": r"\b[Ii]nflict (?:" + a + r")",
            "resist": r"\b[Rr]esists?\b",
            "engage": r"\b[Ee]ngage\b",
            "heal": r"\b[Hh]eals?\b",
            "damage": r"\b(?:[Dd]eal|[Ss]uffers?) \d+ (?:more )?damage",
            "move": r"\b[Mm]oves? up to\b",
            "gain_focus": r"\bfocus\b",
            "gain_supply": r"\b[Gg]ain \d+ (?:more )?supply",
            "lose_supply": r"\b[Dd]iscard \d+ supply",
            "gain_armor": r"\barmor\b",
            "draw": r"\b[Dd]raw \d+ cards?\b",
            "exhaust_enemy": r"\b[Ee]xhaust an enemy\b",
            "defense": r"\bdefense\b",
            "roll_altar": r"\b[Rr]oll up to \d+ altar dic?e\b",
            "threat_token": r"\bthreat tokens?\b",
            "draw_threat": r"\b[Dd]raws? 1 threat card\b",
            "draw_lurker": r"\b[Dd]raws? 1 lurker card\b",
            "skip_threats": r"\b[Dd]o not draw threat cards\b",
            "place_quest": r"\bquest tokens?\b",
            "place_progress": r"\b[Pp]lace \d+ progress\b",
            "attach": r"\battach this card\b",
            "discard_self": r"\bdiscard this (?:card|trap)\b",
            "lose_game": r"\byou lose\b",
            "choose": r"\b[Cc]hoose one\b",
            "if:altar_found": r"\bif the altar has been found\b",
            "if:villain_spawned": r"\bif the villain has spawned\b",
            "if:quest_tokens_at_least": r"\b(?:if|once) there are \d+ or more\b",
            "if:progress_at_least": r"\bat \d+ progress\b",
            "unable": r"\bif (?:unable|you cannot)\b",
            "passed": r"\b[Ii]f you pass\b",
            "failed": r"\b[Ii]f you fail\b",
        }
    return {
        "attack": r"\b[Aa]ttaqu",
        "test": r"\b[Tt]estez (?:" + a + r") \(",
        "search": r"\b[Ff]ouill",
        "task": r"\btâche\b",
        "inflict": r"\b[Ii]nfligez (?:" + a + r")",
        "resist": r"\b[Rr]ésist",
        "engage": r"\b[Ee]ngagez\b",
        "heal": r"\b[Ss]oign",
        "damage": r"\b(?:[Ii]nfligez(?:-lui)?|[Ss]ubi\w*) \d+ dégâts?",
        "move": r"\b(?:[Dd]éplacez-vous|se déplace) de \d+ cases\b",
        "gain_focus": r"\bconcentrations?\b",
        "gain_supply": r"\b[Gg]agnez \d+ provisions?",
        "lose_supply": r"\b[Dd]éfaussez \d+ provisions?",
        "gain_armor": r"\barmures?\b",
        "draw": r"\b[Pp]iochez \d+ cartes?(?! (?:menace|rôdeur))\b",
        "exhaust_enemy": r"\b[Éé]puisez un ennemi\b",
        "defense": r"\bdéfense\b",
        "roll_altar": r"\b[Rr]elancez jusqu'à \d+ dés? d'autel\b",
        "threat_token": r"\bjetons? menace\b",
        "draw_threat": r"\b[Pp]ioche(?:z)? 1 carte menace\b",
        "draw_lurker": r"\b[Pp]ioche(?:z)? 1 carte rôdeur\b",
        "skip_threats": r"\bne piochez pas de cartes menace\b",
        "place_quest": r"\bjetons? quête\b",
        "place_progress": r"\b[Pp]lacez \d+ progrès\b",
        "attach": r"\battachez cette carte\b",
        "discard_self": r"\bdéfaussez (?:cette carte|ce piège)\b",
        "lose_game": r"\bvous perdez\b",
        "choose": r"\b[Cc]hoisissez\b",
        "if:altar_found": r"\bsi l'autel a été trouvé\b",
        "if:villain_spawned": r"\bsi le méchant est apparu\b",
        "if:quest_tokens_at_least": r"\b(?:s'il|dès qu'il) y en a \d+ ou plus\b",
        "if:progress_at_least": r"\bà \d+ progrès\b",
        "unable": r"\bsi impossible\b",
        "passed": r"\b(?:[Rr]éussite|en cas de réussite)\b",
        "failed": r"\b(?:[ÉéEe]chec|en cas d'échec)\b",
    }


WHO = {
    "en": {"each_hero": r"\b[Ee]ach hero\b", "each_character_in_room": r"\b[Ee]ach character in\b",
           "engaged": r"\bthe engaged character\b", "nearest_character": r"\bthe character nearest\b",
           "active": r"\b[Tt]he active hero\b", "target": r"\bthe target\b"},
    "fr": {"each_hero": r"\b[Cc]haque héros\b", "each_character_in_room": r"\b[Cc]haque personnage de\b",
           "engaged": r"\ble personnage engagé\b", "nearest_character": r"\ble personnage le plus proche\b",
           "active": r"\b[Ll]e héros actif\b", "target": r"\bla cible\b"},
}
# who a step may be for, as the text may say it besides the words above ("you", "it", "an enemy
# within 2 spaces"...): the words above must match steps, these only have to be there
TARGET_WORDS = {
    "en": r"\bthe target\b|\bto it\b|\ban enemy within\b|\b[Aa] character within\b|\bthe enemy\b",
    "fr": r"\bla cible\b|-lui\b|\bun ennemi à\b|\b[Uu]n personnage à\b|\bl'ennemi\b",
}
PER_HERO = {"en": r"\bper hero\b", "fr": r"\bpar héros\b"}
WIN = {
    "overcome_objectives": {"en": r"\bovercome (\d+) \w+ objectives\b", "fr": r"\bsurmontez (\d+) objectifs\b"},
    "defeat_villain": {"en": r"\bdefeat the villain\b", "fr": r"\bvainquez le méchant\b"},
    "altar_task": {"en": r"\bOvercome this card to win\b", "fr": r"\bSurmontez cette carte pour gagner\b"},
}

OPS_WITH_WHO = {"heal", "damage", "gain_armor", "resist", "threat_token", "draw_threat", "draw_lurker",
                "gain_focus", "draw", "remove_threat_token"}
OPS_WITH_AMOUNT = {"heal", "damage", "move", "gain_focus", "gain_supply", "lose_supply", "gain_armor", "draw",
                   "defense", "roll_altar", "threat_token", "place_quest", "place_progress", "remove_threat_token"}
OPS_WITH_DIFFICULTY = {"test", "task", "inflict", "resist"}
COND_VALUES = {"quest_tokens_at_least", "progress_at_least", "supply_at_least", "objectives_overcome_at_least"}


# --- what the steps say ------------------------------------------------------------------------------


def _n(value: int | str) -> tuple[int, bool]:
    """A step's number as printed, and whether it is a "P" value (n per hero)."""
    if isinstance(value, int):
        return value, False
    return int(value.strip().upper().rstrip("P")), value.strip().upper().endswith("P")


def _walk(steps: list[Step]):
    for st in steps:
        yield st
        for branch in (st.passed, st.failed, st.each_success, st.unable, st.then, st.otherwise):
            yield from _walk(branch)
        for opt in st.options:
            yield from _walk(opt.steps)


class Expected:
    """What one ability's steps (or a rhune effect's) let the text say."""

    def __init__(self, steps: list[Step], ability: Ability | None = None) -> None:
        self.numbers: list[int] = []
        self.per_hero = 0
        self.attrs: list[str] = []
        self.pairs: list[tuple[str, int]] = []  # attribute and difficulty of tests, tasks, inflicts, resists
        self.attacks: list[tuple[str, int, int]] = []  # attribute, extra dice, range
        self.words: set[str] = set()
        self.who: set[str] = set()  # who the steps are for, besides the one resolving them
        self.active = 0  # steps for the active hero ("the active hero", or "you" on the cards they draw)
        self.targets = 0
        for st in _walk(steps):
            self.add(st)
        # "an enemy within 2 spaces": the range the target is chosen in, when no step states it
        if ability is not None and ability.target_range is not None and ability.needs_target in ("enemy", "character"):
            if not any(st.op in ("attack", "exhaust_enemy") for st in _walk(steps)):
                self.numbers.append(ability.target_range)

    def add(self, st: Step) -> None:
        op = st.op
        if op == "if":
            self.words.add(f"if:{st.cond}")
            if st.cond in COND_VALUES:
                self.numbers.append(_n(st.value)[0])
            return
        if op in ("spawn", "win_game", "refresh_enemy", "remove_threat_token"):
            raise AssertionError(f"no words yet for the step {op!r}: add them to this test's vocabulary")
        self.words.add(op)
        for branch in ("passed", "failed", "unable"):
            if getattr(st, branch):
                self.words.add(branch)
        if st.attr is not None:
            self.attrs.append(st.attr)
        if op in OPS_WITH_DIFFICULTY:
            n, p = _n(st.difficulty)
            self.numbers.append(n)
            self.per_hero += p
            self.pairs.append((st.attr, n))
        if op == "attack":
            if st.dice:
                self.numbers.append(st.dice)
            self.numbers.append(st.range if st.range is not None else 1)
            self.attacks.append((st.attr, st.dice, st.range if st.range is not None else 1))
        if op == "exhaust_enemy":
            self.numbers.append(st.range if st.range is not None else 3)
        if op in OPS_WITH_AMOUNT:
            n, p = _n(st.amount)
            self.numbers.append(n)
            self.per_hero += p
        if op in ("draw_threat", "draw_lurker"):
            self.numbers.append(1)
        if op in OPS_WITH_WHO or op == "choose":
            if st.who in WHO["en"] and st.who not in ("target", "active"):
                self.who.add(st.who)
            self.active += st.who == "active"
            self.targets += st.who == "target"


class Said:
    """What one part of a card's text says."""

    def __init__(self, text: str, lang: str) -> None:
        self.text = text
        a = _attrs(lang)
        # timing phrases name an attack and an inflict test without being one
        body = text
        for phrase in TIMING[lang].values():
            body = re.sub(phrase, " ", body)
        self.body = body
        self.numbers = [int(x) for x in re.findall(r"\d+", body)]
        self.per_hero = len(re.findall(PER_HERO[lang], body))
        names = {v: k for k, v in ATTR[lang].items()}
        self.attrs = [names[x] for x in re.findall(r"\b(" + a + r")\b", body)]
        self.pairs = [(names[x], int(n)) for x, n in re.findall(r"\b(" + a + r") \((\d+)\)", body)]
        if lang == "en":
            found = re.findall(r"\b(" + a + r")(?: \+(\d+) dic?e)?, range (\d+)", body)
        else:
            found = re.findall(r"\b(" + a + r")(?: \+(\d+) dés?)?, portée (\d+)", body)
        self.attacks = [(names[x], int(d or 0), int(r)) for x, d, r in found]
        self.words = {key for key, pattern in _words(lang).items() if re.search(pattern, body)}
        self.who = {key for key, pattern in WHO[lang].items() if key not in ("target", "active")
                    and re.search(pattern, body)}
        self.active = len(re.findall(WHO[lang]["active"], body))
        self.target_words = len(re.findall(TARGET_WORDS[lang], body))
        self.says_target = len(re.findall(WHO[lang]["target"], body))


def split(text: str, lang: str) -> tuple[list[str], list[tuple[str, dict[str, str], str]]]:
    """A card's text as (its prefixes, [(header kind, header fields, the words after it)])."""
    prefixes = []
    rest = text.strip()
    while True:
        found = next((p for p in PREFIXES[lang] if rest.startswith(p)), None)
        if found is None:
            break
        prefixes.append(found)
        rest = rest[len(found):].strip()
    starts = []
    for pattern, kind in HEADERS[lang]:
        for m in re.finditer(r"(?:^|(?<=\. ))" + pattern, rest):
            starts.append((m.start(), m.end(), kind, {k: v for k, v in m.groupdict().items() if v}))
    starts.sort()
    parts = []
    if not starts or starts[0][0] > 0:
        parts.append(("body", {}, rest[: starts[0][0] if starts else len(rest)]))
    for i, (_s, end, kind, fields) in enumerate(starts):
        stop = starts[i + 1][0] if i + 1 < len(starts) else len(rest)
        parts.append((kind, fields, rest[end:stop]))
    return prefixes, parts


def expected_parts(card: Card, win: Any) -> list[tuple[str, Ability | None, list[Step]]]:
    """The parts a card's text must have, in order: (kind, ability, steps)."""
    out: list[tuple[str, Ability | None, list[Step]]] = []
    for ab in card.abilities:
        if ab.kind == "play":
            if card.kind == "hero_reaction":
                kind = f"play_{ab.timing}"
            elif card.ongoing:
                kind = "play"  # "When played, ..."
            else:
                kind = "body"
        elif ab.kind == "exhaust" and card.kind == "ally":
            kind = "exhaust"
        else:
            kind = ab.kind
        out.append((kind, ab, list(ab.steps)))
    if win is not None and win.kind != "altar_task":
        out.append(("win", None, []))
    if card.rhune is not None:
        out.append(("rhune", None, list(card.rhune.steps)))
    return out or [("body", None, [])]  # a card with no effect of its own (the altar's feature card)


def problems_with(card: Card, win: Any, lang: str) -> list[str]:
    text = card.text if lang == "en" else card.text_fr
    prefixes, parts = split(text, lang)
    problems = []
    for prefix, holds in PREFIXES[lang].items():
        if (prefix in prefixes) != bool(holds(card)):
            problems.append(f"prefix {prefix!r}: {'said' if prefix in prefixes else 'missing'}")
    want = expected_parts(card, win)
    if [k for k, _f, _b in parts] != [k for k, _a, _s in want]:
        return problems + [f"parts {[k for k, _f, _b in parts]} but abilities {[k for k, _a, _s in want]}"]
    for (kind, fields, body), (_kind, ability, steps) in zip(parts, want, strict=True):
        where = f"{kind} part {body.strip()!r}"
        if kind == "win":
            m = re.search(WIN[win.kind][lang], body)
            if m is None or [int(x) for x in m.groups()] != ([win.count] if win.kind == "overcome_objectives" else []):
                problems.append(f"{where}: does not say the quest's win ({win.kind}, {win.count})")
            continue
        if kind == "rhune" and fields.get("rhune", "").lower() != card.rhune.rhune:  # type: ignore[union-attr]
            problems.append(f"{where}: the rhune is {card.rhune.rhune}")  # type: ignore[union-attr]
        if ability is not None:
            if kind in ("interact", "trigger") and int(fields["range"]) != (ability.range if ability.range is not None else 1):
                problems.append(f"{where}: range {fields['range']} but the ability's is {ability.range}")
            if (fields.get("cost") or "").lower() != (ability.rhune_cost or ""):
                problems.append(f"{where}: spends {fields.get('cost')} but the ability costs {ability.rhune_cost}")
            said_timing = {t for t, p in TIMING[lang].items() if re.search(p, fields.get("after", "") +
                           fields.get("before", "") + body) or kind == f"play_{t}"}
            if said_timing != ({ability.timing} if ability.timing else set()):
                problems.append(f"{where}: timing {sorted(said_timing)} but the ability's is {ability.timing}")
        exp, said = Expected(steps, ability), Said(body, lang)
        if ability is not None and ability.target_range is not None:
            ranged = [st for st in ability.steps if st.op in ("attack", "exhaust_enemy") and st.range is not None]
            if ranged and ranged[0].range != ability.target_range:
                problems.append(f"{where}: the target is chosen within {ability.target_range} but the "
                                f"{ranged[0].op} reaches {ranged[0].range}")
        if win is not None and win.kind == "altar_task" and kind == "interact":
            if not re.search(WIN["altar_task"][lang], body):
                problems.append(f"{where}: does not say that overcoming this card wins")
        for name in ("attrs", "pairs", "attacks", "words", "who", "per_hero"):
            if getattr(said, name) != getattr(exp, name):
                problems.append(f"{where}: {name} {getattr(said, name)} but the steps give {getattr(exp, name)}")
        if sorted(said.numbers) != sorted(exp.numbers):
            problems.append(f"{where}: numbers {said.numbers} but the steps give {exp.numbers}")
        if said.active > exp.active:
            problems.append(f"{where}: names the active hero but no step is for them")
        if said.says_target > exp.targets:
            problems.append(f"{where}: says 'the target' but no step is for the target")
        if exp.targets and not said.target_words:
            problems.append(f"{where}: a step is for the target the card aims at; the text does not say which")
        for st in _walk(steps):
            for opt in st.options:  # a choice's options, as the players read them
                label = opt.label if lang == "en" else opt.label_fr
                top = Expected([s.model_copy(update={"unable": [], "passed": [], "failed": []}) for s in opt.steps])
                got = Said(label, lang)
                if sorted(got.numbers) != sorted(top.numbers) or got.attrs != top.attrs:
                    problems.append(f"option {label!r}: numbers {got.numbers} / {got.attrs} but its steps give "
                                    f"{top.numbers} / {top.attrs}")
    return problems


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_card_text_says_what_its_steps_do(name: str) -> None:
    problems = []
    for card, win in BY_NAME[name]:
        for lang in LANGS:
            problems += [f"{card.id} ({lang}): {p}" for p in problems_with(card, win, lang)]
    assert problems == []


# --- the checker itself: a changed number on either side fails ---------------------------------------


def _variant(card: Card, **changes: Any) -> Card:
    return card.model_copy(update=changes)


def test_a_changed_number_in_the_text_or_in_the_steps_fails() -> None:
    cleave = CONTENT.cards["brakka_cleave"]
    assert problems_with(cleave, None, "en") == [] and problems_with(cleave, None, "fr") == []
    text = _variant(cleave, text=cleave.text.replace("+1 die", "+2 dice"))
    assert problems_with(text, None, "en")
    ab = cleave.abilities[0]
    steps = [ab.steps[0].model_copy(update={"range": 2})]
    data = _variant(cleave, abilities=[ab.model_copy(update={"steps": steps})])
    assert problems_with(data, None, "en") and problems_with(data, None, "fr")
    rhune = _variant(cleave, rhune=cleave.rhune.model_copy(update={"steps": [  # type: ignore[union-attr]
        Step(op="damage", amount=1, who="self")]}))
    assert any("target" in p for p in problems_with(rhune, None, "en"))
    oil = CONTENT.cards["search_lamp_oil"]
    ab = oil.abilities[0]
    assert problems_with(_variant(oil, abilities=[ab.model_copy(update={"target_range": 3})]), None, "fr")


def test_a_changed_target_timing_or_attribute_fails() -> None:
    kindled = CONTENT.cards["ilse_kindled"]
    ab = kindled.abilities[0]
    assert problems_with(_variant(kindled, abilities=[ab.model_copy(update={"timing": "before_inflict"})]), None, "en")
    thrall = CONTENT.cards["cinder_thrall_red"]
    fr = thrall.text_fr.replace("Agilité (3)", "Puissance (3)")
    assert problems_with(_variant(thrall, text_fr=fr), None, "fr")
    roar = CONTENT.cards["brakka_roar"]
    ab = roar.abilities[0]
    steps = [ab.steps[0].model_copy(update={"who": "each_hero"})]
    assert problems_with(_variant(roar, abilities=[ab.model_copy(update={"steps": steps})]), None, "en")


# --- disagreements found by reading the cards against the engine ------------------------------------


def test_a_threat_card_drawn_by_another_hero_during_a_reveal_is_resolved_for_that_hero() -> None:
    """'You' on a threat card is the hero who drew it: when Brakka opens a door, each hero draws a
    threat card, and the Quarry Chosen that Tib draws is Tib's choice and Tib's damage."""
    from engine.rulesets.altar import AltarRuleset
    from tests.altar_helpers import act, new_game, place, set_hand

    rs = AltarRuleset(lambda: CONTENT)
    s = new_game(quest="usurpers_end", heroes=("brakka", "tib"), start="r07", rs=rs, threat_deck="gloam_hunt",
                 villain_deck="ossivar")
    for h in s.heroes:
        set_hand(s, h, [])
    place(s, "h_brakka", "N7")  # door d06 to room r03
    place(s, "h_tib", "Q11")
    place(s, "a_ally_scrap", "L11")
    s.decks["quest"].cards.remove("usurper_tolling_doom")
    s.decks["quest"].cards.append("usurper_tolling_doom")  # a quiet quest card on top: 1 quest token
    deck = s.decks["threat"].cards
    deck.remove("gloam_quarry")
    deck.remove("gloam_volley")
    deck += ["gloam_quarry", "gloam_volley"]  # Brakka draws the volley first, then Tib the quarry
    out = act(s, "brakka", {"type": "open_door", "door": "d06"}, rs=rs)
    while out.prompt is not None and out.prompt.kind in ("supply", "reaction"):
        out = act(out.state, out.prompt.seat, {"type": "choose", "option": "pass"}, rs=rs)
    p = out.prompt
    assert p is not None and p.kind == "choose" and p.seat == "tib"
    # the question names the card asking it, in both languages
    quarry = CONTENT.cards["gloam_quarry"]
    assert p.params == {"named": "yes", "card": quarry.name, "card_fr": quarry.name_fr}
    out = act(out.state, "tib", {"type": "choose", "option": "2"}, rs=rs)  # suffer 2 damage
    assert out.state.figures["h_tib"].damage == 2 and out.state.figures["h_brakka"].damage == 0
