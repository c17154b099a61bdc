"""Messages as data: every message file parses, both languages have the same messages with the same
variables, every message the code names exists where the code looks for it, and the code passes
every variable a message needs. Plus the Fluent functions French needs (elision) and the choice of
language from a Discord locale."""
from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import ast as fl
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from bot import games
from bot.i18n import SHARED_LOCALES, Texts, lang_for, shared_texts

ROOT = Path(__file__).resolve().parents[1]
LOCALE_FOLDERS = sorted({p.parent for p in ROOT.glob("bot/**/locales/*.ftl")})


class Variables(Visitor):
    """The variables (`$name`) a message uses, and those it may go without (tested by HAS)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.optional: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 - fluent.syntax's visitor names
        self.names.add(node.id.name)

    def visit_FunctionReference(self, node):  # noqa: N802
        if node.id.name == "HAS":
            self.optional |= {a.id.name for a in node.arguments.positional if isinstance(a, fl.VariableReference)}
        self.generic_visit(node)


@cache
def messages(path: Path) -> dict[str, Variables]:
    """A message file's ids, each with its variables; a file that does not parse fails."""
    out: dict[str, Variables] = {}
    for entry in parse(path.read_text(encoding="utf-8")).body:
        assert not isinstance(entry, fl.Junk), f"{path}: {entry.annotations[0].message if entry.annotations else ''}"
        if isinstance(entry, fl.Message):
            found = Variables()
            found.visit(entry)
            out[entry.id.name] = found
    return out


@pytest.mark.parametrize("folder", LOCALE_FOLDERS, ids=lambda f: str(f.relative_to(ROOT)))
def test_each_message_file_has_the_same_messages_and_variables_in_both_languages(folder):
    en, fr = messages(folder / "en.ftl"), messages(folder / "fr.ftl")
    assert len(en) > 10
    assert sorted(set(en) - set(fr)) == [], "in English only"
    assert sorted(set(fr) - set(en)) == [], "in French only"
    differ = sorted(key for key in en if en[key].names != fr[key].names)
    assert differ == [], "the two languages use different variables"


# --- the code's side: every message it names, with the variables it passes ------------------------

CALLS = ("tr", "texts", "shared_texts", "text")  # the ways code reads a message


def message_calls(path: Path) -> list[tuple[str, set[str] | None, int]]:
    """(message id, keyword names passed or None when **params hides them, line) for each call of a
    translation function with a literal message id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name not in CALLS and not (isinstance(func, ast.Call) and getattr(func.func, "id", "") == "shared_texts"):
            continue
        literal = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
                   and re.fullmatch(r"[a-z][a-z0-9_]*(-[a-z0-9_]+)*", a.value) and a.value not in ("en", "fr")]
        if not literal:
            continue
        passed = None if any(k.arg is None for k in node.keywords) else {k.arg for k in node.keywords}
        out.append((literal[0], passed, node.lineno))
    return out


def bundles_for(path: Path) -> list[Texts]:
    """The messages code in this file may reach: its game's, or (shared code) every game's."""
    parts = path.relative_to(ROOT).parts
    if parts[:2] == ("bot", "games") and len(parts) > 3:
        return [games.get(parts[2]).texts]
    if parts[0] == "rendering" and len(parts) > 2 and games.known(parts[1]):
        return [games.get(parts[1]).texts]
    return [g.texts for g in games.all_games()] or [shared_texts()]


SOURCES = sorted(p for folder in ("bot", "rendering") for p in (ROOT / folder).rglob("*.py"))


def vars_of(texts: Texts, key: str) -> Variables | None:
    for folder in reversed(texts.folders):
        found = messages(folder / "en.ftl")
        if key in found:
            return found[key]
    return None


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_message_the_code_names_exists_and_gets_every_variable_it_uses(path):
    problems = []
    for key, passed, line in message_calls(path):
        for texts in bundles_for(path):
            if not texts.has("en", key):
                problems.append(f"{path.name}:{line} {key}: no such message in {texts.folders[-1]}")
                continue
            found = vars_of(texts, key)
            if passed is not None and found is not None:
                missing = found.names - found.optional - passed
                if missing:
                    problems.append(f"{path.name}:{line} {key}: needs {sorted(missing)}, gets {sorted(passed)}")
    assert problems == []


def test_every_rule_error_of_a_game_has_its_message_in_both_languages():
    for game in games.all_games():
        folder = Path(importlib.import_module(type(game.ruleset).__module__).__file__).parent
        source = "\n".join(p.read_text(encoding="utf-8") for p in folder.rglob("*.py"))
        keys = set(re.findall(r'RuleError\(\s*"([a-z_]+)"', source))
        assert keys, game.id
        for lang in ("en", "fr"):
            missing = sorted(k for k in keys if not game.texts.has(lang, f"rule-{k}"))
            assert missing == [], f"{game.id} ({lang}) lacks {missing}"


# --- Fluent and languages --------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "lang"), [("fr", "fr"), ("fr-CA", "fr"), ("FR", "fr"), ("en-US", "en"),
                                             ("de", "en"), (None, "en")])
def test_language_from_locale(locale, lang):
    assert lang_for(locale) == lang


def test_discord_locale_enum():
    import discord

    assert lang_for(discord.Locale.french) == "fr"
    assert lang_for(discord.Locale.american_english) == "en"


def test_french_elides_de_before_a_vowel_and_messages_choose_by_what_was_given(tmp_path):
    for lang, text in (("en", "x = x\n"), ("fr", 'x = La main { DE($hero) }.\ny = { HAS($hero) ->\n'
                                                 '    [yes] { $hero } doit choisir.\n   *[no] Quelqu\'un doit choisir.\n}\n')):
        (tmp_path / f"{lang}.ftl").write_text(text, encoding="utf-8")
    texts = Texts([tmp_path])
    assert texts("fr", "x", hero="Ilse") == "La main d'Ilse."
    assert texts("fr", "x", hero="Brakka") == "La main de Brakka."
    assert texts("fr", "x", hero="Éloi") == "La main d'Éloi."
    assert texts("fr", "y", hero="Tib") == "Tib doit choisir."
    assert texts("fr", "y") == "Quelqu'un doit choisir."


def test_a_missing_message_falls_back_to_english_then_to_the_default_or_its_id(tmp_path):
    (tmp_path / "en.ftl").write_text("only-en = In English { $n }.\n", encoding="utf-8")
    (tmp_path / "fr.ftl").write_text("", encoding="utf-8")
    texts = Texts([tmp_path])
    assert texts("fr", "only-en", n=3) == "In English 3."
    assert texts("fr", "no-such-key") == "no-such-key"
    assert texts("fr", "no-such-key", None) is None


def test_numbers_read_as_typed_and_no_invisible_marks():
    texts = shared_texts()
    text = texts("fr", "msg-started", quest="Q", seed=1234567)
    assert "1234567" in text and "\u2068" not in text and "\u2069" not in text


def test_a_game_rewording_a_shared_message_keeps_its_variables():
    """A game may say a shared message its own way (a duel has no "heroes"), with the same variables,
    since the shared code fills them."""
    for lang in ("en", "fr"):
        shared = messages(SHARED_LOCALES / f"{lang}.ftl")
        for game in games.all_games():
            own = messages(game.locales / f"{lang}.ftl")
            differ = sorted(k for k in set(own) & set(shared) if own[k].names != shared[k].names)
            assert differ == [], game.id


# --- what French messages tell a player to type -----------------------------------------------------

CODE_SPAN = re.compile(r"`/([a-z_]+(?: [a-z_]+)?)((?: [a-z_]+:[^`]*)?)`")
OPTION_VALUE = re.compile(r"([a-z_]+):(.*?)(?= [a-z_]+:|$)")
BARE_OPTION = re.compile(r"`([a-z_]+):[^`<{ ]+`")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", games.ids())
def test_examples_name_topics_and_choices_as_the_player_sees_them(game_id, lang):
    """A message that shows a command to type (`/rules topic:…`, `/attack how:…`) gives a topic
    by its title and a fixed choice by its name in the message's language: what a player sees offered
    and what the bot takes from them, never the id behind it (English words, in French)."""
    from bot.commands import SERVICE_VERBS
    from bot.service import fold

    game = games.get(game_id)
    path = Path(importlib.import_module(type(game).__module__).__file__).parent / "locales" / f"{lang}.ftl"
    verbs = {v.path: v for v in (*SERVICE_VERBS, *game.verbs)}
    titles = [fold(game.texts(lang, f"topic-{t}", t)) for t in game.rules_topics]
    problems, checked = [], 0
    text = path.read_text(encoding="utf-8")
    # `/verb option:value …`, and a bare `option:value` of an option with fixed choices
    spans = [([verbs[m.group(1)]] if m.group(1) in verbs else [], m.group(2)) for m in CODE_SPAN.finditer(text)]
    for m in BARE_OPTION.finditer(text):  # any verb with that option may be meant (`how:` of /move or /attack)
        owners = [v for v in verbs.values() if (o := v.option(m.group(1))) is not None and o.choices]
        if owners:
            spans.append((owners, m.group(0).strip("`")))
    for owners, options in spans:
        for name, value in OPTION_VALUE.findall(options.strip()):
            found = [(v, v.option(name)) for v in owners if v.option(name) is not None]
            if not found or not value or "<" in value or "{" in value:
                continue
            verb, option = found[0]
            if name == "topic":
                checked += 1
                if not any(fold(value) in title for title in titles):
                    problems.append(f"/rules topic:{value}: no topic title holds it")
            elif option.choices:
                named = [fold(game.texts(lang, v.choice_text(o, c)[1], c)) for v, o in found for c in o.choices]
                for alt in value.split("|"):
                    checked += 1
                    word = re.compile(rf"(?<!\w){re.escape(fold(alt))}")
                    if not any(word.search(label) for label in named):
                        problems.append(f"/{verb.path} {name}:{alt}: not a choice's name ({', '.join(named)})")
    assert problems == []
    assert checked or game_id not in ("altar", "aofq", "heroquest"), "these games' French texts show such examples"


def test_the_log_head_agrees_with_its_count():
    texts = shared_texts()
    assert texts("en", "msg-log_head", n=1) == "The last entry:"
    assert texts("en", "msg-log_head", n=3) == "The last 3 entries:"
    assert texts("fr", "msg-log_head", n=1) == "La dernière entrée :"
    assert texts("fr", "msg-log_head", n=3) == "Les 3 dernières entrées :"
