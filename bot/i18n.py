"""Player-facing text in English and French, from Fluent message files (`.ftl`).

Every string a player reads lives in a message file: `bot/locales/<lang>.ftl` for what all games
share (the /game commands, errors, buttons) and `bot/games/<id>/locales/<lang>.ftl` for each game.
`Texts` loads a set of those folders into one Fluent bundle per language; a game's texts are the
shared folder plus its own. Fluent gives plurals and selectors; two functions of ours fill what
French needs and Fluent leaves to applications:

- `DE($name)` (and `DE_CAP` at a sentence's start): "de Brakka" but "d'Ilse" (elision before a vowel),
  "des Ténèbres" for "Les Ténèbres" and "du Bourdon" for "Le Bourdon" (contraction with the article);
- `HAS($a, $b...)`: "yes" when every argument was given, for messages whose wording depends on
  what a refusal could name ("{ $hero } must choose" / "another player must choose").

`lang_for(locale)` picks the language of a Discord locale: French for any "fr*" locale, else English.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, fluent_number

log = logging.getLogger("questmaster.i18n")

LANGS = ("en", "fr")
SHARED_LOCALES = Path(__file__).resolve().parent / "locales"
_MISSING = object()
_VOWELS = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜaeiouyàâäéèêëîïôöûü")


def lang_for(locale: Any) -> str:
    """'fr' for any French locale ("fr", "fr-CA", Locale.french), 'en' otherwise."""
    value = getattr(locale, "value", locale)
    return "fr" if str(value or "").lower().startswith("fr") else "en"


def _given(value: Any) -> bool:
    return not isinstance(value, FluentNone) and value not in (None, "")


def _has(*values: Any) -> str:
    return "yes" if values and all(_given(v) for v in values) else "no"


def _de(value: Any, capital: bool = False) -> str:
    text = str(getattr(value, "value", value))
    word = "D" if capital else "d"
    # "de" contracts with the article a name starts with: "des ténèbres", "du Bourdon" ("de la", "de l'" stay)
    for article, contracted in (("Les ", "es "), ("les ", "es "), ("Le ", "u "), ("le ", "u ")):
        if text.startswith(article) and len(text) > len(article):
            return f"{word}{contracted}{text[len(article):]}"
    if text[:1] in _VOWELS:
        return f"{word}'{text}"
    return f"{word}e {text}"


FUNCTIONS = {"HAS": _has, "DE": _de, "DE_CAP": lambda value: _de(value, capital=True)}


def _argument(value: Any) -> Any:
    """A Python value as a Fluent argument: numbers stay numbers (for plural rules) without digit
    grouping (a seed or an id must read as typed); anything else is text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        return fluent_number(value, useGrouping=False)
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


class Texts:
    """The messages of some locale folders (each holding `en.ftl` and `fr.ftl`), later folders
    overriding earlier ones."""

    def __init__(self, folders: Iterable[Path]) -> None:
        self.folders = tuple(Path(f) for f in folders)
        self._bundles: dict[str, FluentBundle] = {}
        for lang in LANGS:
            bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
            for folder in self.folders:
                path = folder / f"{lang}.ftl"
                if path.exists():
                    bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")), allow_overrides=True)
            self._bundles[lang] = bundle

    def has(self, lang: str, key: str) -> bool:
        return self._bundles.get(lang, self._bundles["en"]).has_message(key)

    def ids(self, lang: str) -> set[str]:
        return set(self._bundles[lang]._messages)

    def __call__(self, lang: str, key: str, _default: Any = _MISSING, **params: Any) -> Any:
        """The message `key` in `lang` (English when French lacks it), filled with `params`.
        Without such a message: `_default` when given, else the key itself."""
        bundle = self._bundles.get(lang) or self._bundles["en"]
        if not bundle.has_message(key):
            bundle = self._bundles["en"]
        if not bundle.has_message(key):
            return key if _default is _MISSING else _default
        args = {name: _argument(value) for name, value in params.items()}
        text, errors = bundle.format_pattern(bundle.get_message(key).value, args)
        for error in errors:
            # a variable a message may go without (HAS) is not an error; anything else is logged
            if "Unknown external" not in str(error):
                log.warning("message %s (%s): %s", key, lang, error)
        return text


@cache
def texts_of(*folders: Path) -> Texts:
    return Texts(folders)


def shared_texts() -> Texts:
    return texts_of(SHARED_LOCALES)


@dataclass(frozen=True)
class Translator:
    """`tr(key, **params)` in one language over some locale folders. Picklable (folders and a language),
    so a picture drawn in another process gets its words the same way."""

    folders: tuple[Path, ...]
    lang: str

    def __call__(self, key: str, _default: Any = _MISSING, **params: Any) -> Any:
        return texts_of(*self.folders)(self.lang, key, _default, **params)
