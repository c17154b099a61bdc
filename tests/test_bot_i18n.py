"""The message catalog (English and French) and the narration of engine events."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

import pytest
from fluent.syntax import ast as fl
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from bot.i18n import lang_for, rule_error, t
from bot.narrate import _HANDLERS, Names, dice_line, narrate
from engine import registry
from engine.core.events import GameEvent
from engine.rulesets.altar import events as ev

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
LOCALE_FOLDERS = sorted({p.parent for p in ROOT.glob("bot/**/locales/*.ftl")})


def engine_source() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py"))


class Variables(Visitor):
    """The names of the variables (`$name`) a message uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 - fluent.syntax's visitor names
        self.names.add(node.id.name)


def messages(path: Path) -> dict[str, set[str]]:
    """A message file's ids, each with the variables it uses; a file that does not parse fails."""
    out: dict[str, set[str]] = {}
    for entry in parse(path.read_text(encoding="utf-8")).body:
        assert not isinstance(entry, fl.Junk), f"{path}: {entry.annotations[0].message if entry.annotations else ''}"
        if isinstance(entry, fl.Message):
            found = Variables()
            found.visit(entry)
            out[entry.id.name] = found.names
    return out


def test_every_rule_error_key_of_the_engine_is_in_both_languages():
    keys = set(re.findall(r'RuleError\(\s*"([a-z_]+)"', engine_source()))
    assert len(keys) > 20
    for lang in ("en", "fr"):
        missing = sorted(k for k in keys if not t.has(lang, f"rule-{k}"))
        assert missing == [], f"{lang} lacks {missing}"


def test_every_event_type_the_engine_emits_has_a_narration():
    kinds = {kind.model_fields["type"].default for rid in ("altar", "heroquest")
             for kind in __import__(f"engine.rulesets.{rid}.events", fromlist=["x"]).EVENT_TYPES}
    assert "test" in kinds and "card_drawn" in kinds
    missing = sorted(k for k in kinds if k not in _HANDLERS and not t.has("en", f"ev-{k}"))
    assert missing == []


@pytest.mark.parametrize("folder", LOCALE_FOLDERS, ids=lambda f: str(f.relative_to(ROOT)))
def test_each_message_file_has_the_same_messages_and_variables_in_both_languages(folder):
    en, fr = messages(folder / "en.ftl"), messages(folder / "fr.ftl")
    assert len(en) > 10
    assert sorted(set(en) - set(fr)) == [], "in English only"
    assert sorted(set(fr) - set(en)) == [], "in French only"
    differ = sorted(key for key in en if en[key] != fr[key])
    assert differ == [], "the two languages use different variables"


@pytest.mark.parametrize(("locale", "lang"), [("fr", "fr"), ("fr-CA", "fr"), ("FR", "fr"), ("en-US", "en"),
                                             ("de", "en"), (None, "en")])
def test_language_from_locale(locale, lang):
    assert lang_for(locale) == lang


def test_discord_locale_enum():
    import discord

    assert lang_for(discord.Locale.french) == "fr"
    assert lang_for(discord.Locale.american_english) == "en"


def test_rule_error_falls_back_to_the_english_reason():
    assert rule_error("fr", "no_such_key", "The reason.", {}) == "The reason."
    assert rule_error("fr", "door_open", "x", {}) == "Cette porte est déjà ouverte."
    # a template whose field is missing uses the next alternative
    assert rule_error("en", "not_your_phase", "x", {}) == "You can only do that during your own act phase."


def test_each_die_is_shown():
    assert dice_line([[], ["success"], ["focus"], ["success", "focus"], ["critical"]]) == "[·] [✦] [◎] [✦◎] [✧]"
    line = narrate([ev.AttributeTest(figure="h_brakka", name="Brakka", attr="might", dice=2, kind="attack",
                                     faces=[["success"], []], successes=1, focus_used=0, focus_gained=0)], "fr")[0]
    assert line == "🎲 Brakka lance 2 dé(s) de Puissance : [✦] [·] → 1 succès"


def test_private_events_never_reach_public_narration():
    events = [ev.CardDrawn(hero="ilse", card="x", name="Secret Blade", name_fr="Lame secrète", audience="ilse"),
              ev.CardDrawnPublic(hero="ilse", hand=5)]
    public = narrate(events, "en")
    assert public == ["Ilse draws a card (5 in hand)."]
    assert "🂠 You draw Secret Blade." in narrate(events, "en", viewer="ilse")
    assert "Secret Blade" not in " ".join(narrate(events, "en", viewer="brakka"))


def test_reaction_prompt_does_not_list_the_cards_in_hand():
    event = ev.Prompt(seat="brakka", kind="reaction", enemy="e5", enemy_name="Slag Brute", options=["Riposte", "Pass"])
    line = narrate([event], "en")[0]
    assert "Riposte" not in line and "Slag Brute" in line


class BrandNewThing(GameEvent):
    type: Literal["brand_new_thing"] = "brand_new_thing"
    amount: int
    figure: str
    nested: dict


def test_unknown_events_are_narrated_generically():
    lines = narrate([BrandNewThing(amount=2, figure="e1", nested={"x": 1})], "en")
    assert lines == ["• brand new thing (amount=2, figure=e1)"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_game_narrates_without_raw_templates(lang):
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.policy import choose_action, next_seat

    rs = registry.get("altar")
    state = rs.new_game("silent_bells", ["brakka", "ilse", "maudra"], 11)
    kinds: set[str] = set()
    lines: list[str] = []
    for _ in range(600):
        g = Game(state, rs.content)
        seat = next_seat(g)
        if seat is None:
            break
        try:
            out = rs.apply(state, seat, choose_action(g, seat))
        except Exception:
            out = rs.apply(state, seat, {"type": "end"} if state.pending is None else
                           {"type": "choose", "option": state.pending.prompt.default})
        names = Names().add_view(rs.view(state, None)).add_view(rs.view(out.state, None)).add_events(out.events)
        lines += narrate(out.events, lang, names)
        kinds |= {e.type for e in out.events}
        state = out.state
    assert len(kinds) > 25
    text = "\n".join(lines)
    assert "{" not in text and "ev-" not in text and "rule-" not in text
    assert not [line for line in lines if line.startswith("• ")], "every engine event has its own sentence"
    if lang == "fr":
        assert "Manche" in text or "manche" in text


def test_t_uses_english_when_french_lacks_a_key_and_the_key_when_both_do():
    assert t("fr", "no-such-key") == "no-such-key"
    assert t("fr", "no-such-key", _default=None) is None
    assert t("en", "room", n=3) == "room 3" and t("fr", "room", n=3) == "salle 3"
