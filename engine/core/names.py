"""Names as players type them, for every layer: the engine matches the names a player gives in an action
(a card to interact with), the bot those of commands and answers, with one rule."""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

# apostrophes (straight or curly, as phone keyboards type them) and hyphens or dashes: typed or not,
# "Haie d'Épines" is "haie d epines" and "Garde-Racine" is "garde racine"
_JOINERS = str.maketrans({c: " " for c in "'’‘ʼ`´-‐‑‒–—"})


def fold(text: Any) -> str:
    """Text as players may type it: case, accents, apostrophes, hyphens and extra spaces don't matter."""
    return _fold(text) if isinstance(text, str) else _fold(str(text or ""))


@lru_cache(maxsize=8192)
def _fold(text: str) -> str:
    # names are folded again and again (every card in reach, at every Interact): remembered
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(plain.translate(_JOINERS).split())
