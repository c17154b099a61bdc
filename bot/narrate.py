"""Engine events -> plain text lines, in English or French.

Public narration (viewer=None) never shows an event marked `private_to`; a viewer sees the private
events of the seats they control. Names come from the events themselves or from `view()` (never
from the state), so nothing hidden can reach a message. Unknown event types are narrated
generically rather than dropped or crashing.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .i18n import t, tr_attr, tr_rhune

# Die faces (symbol lists) as the chat shows them.
FACE_SYMBOLS = {"success": "✦", "focus": "◎", "critical": "✧"}
BLANK = "·"
MAX_TEXT = 300  # quest texts are shown in full up to this many characters

# Said better elsewhere: the reply's last line names who must decide, and how.
SILENT: set[str] = {"waiting_for"}


def die_face(symbols: Iterable[str]) -> str:
    text = "".join(FACE_SYMBOLS.get(s, s[:1]) for s in symbols)
    return text or BLANK


def dice_line(faces: list[list[str]]) -> str:
    return " ".join(f"[{die_face(f)}]" for f in faces)


class Names:
    """Display names for heroes and figures, in the game's two languages, from views and events."""

    def __init__(self) -> None:
        self.heroes: dict[str, tuple[str, str]] = {}
        self.figures: dict[str, tuple[str, str]] = {}
        self.cards: dict[str, tuple[str, str]] = {}

    def add_view(self, view: dict[str, Any] | None) -> Names:
        if not view:
            return self
        for hid, h in view.get("heroes", {}).items():
            self.heroes[hid] = (h.get("name", hid), h.get("name_fr") or h.get("name", hid))
        for c in _public_cards(view):
            if c.get("card") and c.get("name"):
                self.cards[c["card"]] = (c["name"], c.get("name_fr") or c["name"])
        for f in view.get("figures", []):
            en = f.get("name", f["id"])
            self.figures[f["id"]] = (en, f.get("name_fr") or en)
            label = f.get("label")
            if label and f.get("kind") != "hero":
                self.figures[f["id"]] = (f"{en} {label}", f"{f.get('name_fr') or en} {label}")
        return self

    def add_events(self, events: Iterable[Any]) -> Names:
        for e in events:
            d = _data(e)
            if _type(e) == "spawned" and "figure" in d:
                label = d.get("label", "")
                en = d.get("name", d["figure"])
                self.figures[d["figure"]] = (f"{en} {label}".strip(), f"{d.get('name_fr') or en} {label}".strip())
        return self

    def hero(self, hid: str | None, lang: str) -> str:
        if not hid:
            return "?"
        pair = self.heroes.get(hid)
        if pair is None:
            return hid.capitalize()
        return pair[1] if lang == "fr" else pair[0]

    def figure(self, fid: str | None, lang: str, fallback: str | None = None) -> str:
        if not fid:
            return fallback or "?"
        if fid.startswith("h_") and fid[2:] in self.heroes:
            return self.hero(fid[2:], lang)
        pair = self.figures.get(fid)
        if pair is None:
            return fallback or fid
        return pair[1] if lang == "fr" else pair[0]


def _public_cards(view: dict[str, Any]):
    """Every card shown face up in a view (play and threat areas, quest and villain areas)."""
    for h in view.get("heroes", {}).values():
        yield from h.get("play", [])
        yield from h.get("threat", [])
    quest = view.get("quest") or {}
    yield from quest.get("area", [])
    yield from quest.get("attached", [])
    yield from (view.get("villain") or {}).get("area", [])
    yield from (view.get("board") or {}).get("traps", [])


def _type(e: Any) -> str:
    return e["type"] if isinstance(e, dict) else e.type


def _data(e: Any) -> dict[str, Any]:
    return (e.get("data") or {}) if isinstance(e, dict) else e.data


def _private(e: Any) -> str | None:
    return e.get("private_to") if isinstance(e, dict) else e.private_to


def visible(events: Iterable[Any], viewer: str | set[str] | None) -> list[Any]:
    """The events a viewer may see: public ones, plus those private to one of the viewer's seats."""
    seats = {viewer} if isinstance(viewer, str) else set(viewer or ())
    return [e for e in events if _private(e) is None or _private(e) in seats]


def card_name(d: dict[str, Any], lang: str, key: str = "name", names: Names | None = None) -> str:
    if lang == "fr" and d.get(f"{key}_fr"):
        return str(d[f"{key}_fr"])
    if lang == "fr" and names is not None and key == "name" and d.get("card") in names.cards:
        return names.cards[d["card"]][1]
    return str(d.get(key) or d.get("card") or "?")


def narrate(events: Iterable[Any], lang: str, names: Names | None = None,
            viewer: str | set[str] | None = None) -> list[str]:
    """Lines for the events the viewer may see (viewer None: everyone, i.e. public narration)."""
    names = names or Names()
    lines: list[str] = []
    for e in visible(events, viewer):
        line = narrate_one(_type(e), _data(e), lang, names, private=_private(e) is not None)
        if line:
            lines.append(line)
    return lines


def narrate_one(kind: str, d: dict[str, Any], lang: str, names: Names, private: bool = False) -> str | None:
    if kind in SILENT:
        return None
    hero = names.hero(d.get("hero"), lang) if "hero" in d else None
    fn = _HANDLERS.get(kind)
    if fn is not None:
        return fn(d, lang, names, hero)
    key = f"ev.{kind}"
    params = _simple_params(d, lang, names)
    if hero:
        params["hero"] = hero
    elif "seat" in d and isinstance(d["seat"], str):
        params["hero"] = names.hero(d["seat"], lang)
    text = t(lang, key, _default=None, **params)
    if text is not None:
        return text
    return _generic(kind, d, lang, names)


def _simple_params(d: dict[str, Any], lang: str, names: Names) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        if isinstance(v, str | int | float | bool) or v is None:
            out[k] = v
    if lang == "fr":
        # texts carried in both languages: `text` / `text_fr`, `intro` / `intro_fr`...
        for k in list(out):
            if isinstance(d.get(f"{k}_fr"), str) and d[f"{k}_fr"]:
                out[k] = d[f"{k}_fr"]
    if "name" in d or "card" in d:
        out["card"] = card_name(d, lang, names=names)
        out["name"] = out["card"]
    if "figure" in d:
        out["figure"] = names.figure(d.get("figure"), lang, d.get("name"))
    if "room" in d:
        out["room"] = room_name(d.get("room"), lang)
    if "rhune" in d:
        out["rhune"] = tr_rhune(d.get("rhune"), lang)
    if "to" in d and isinstance(d["to"], str) and d["to"] in names.heroes:
        out["to"] = names.hero(d["to"], lang)
    return out


def _generic(kind: str, d: dict[str, Any], lang: str, names: Names) -> str:
    parts = []
    for k, v in _simple_params(d, lang, names).items():
        if v is None or k.endswith("_fr"):
            continue
        parts.append(f"{k}={v}")
    label = kind.replace("_", " ")
    return f"• {label}" + (f" ({', '.join(parts)})" if parts else "")


def room_name(room: Any, lang: str) -> str:
    text = str(room or "?")
    if text.startswith("r") and text[1:].isdigit():
        return t(lang, "room", n=int(text[1:]))
    return text


def pool_text(pool: list[str], lang: str) -> str:
    return " ".join(f"{i + 1}:{tr_rhune(r, lang)}" for i, r in enumerate(pool))


# --- handlers for events whose text needs more than a template ------------------------------------


def _test(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    faces = d.get("faces") or []
    text = t(lang, "ev.test", who=who, dice=d.get("dice", len(faces)), attr=tr_attr(d.get("attr"), lang),
             rolled=dice_line(faces) if faces else t(lang, "no_dice"), successes=d.get("successes", 0))
    extras = []
    if d.get("focus_used"):
        extras.append(t(lang, "ev.test.focus_used", n=d["focus_used"]))
    if d.get("focus_gained"):
        extras.append(t(lang, "ev.test.focus_gained", n=d["focus_gained"]))
    return text + (f" ({', '.join(extras)})" if extras else "")


def _moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    path = d.get("path") or []
    spaces = int(d.get("spaces", max(0, len(path) - 1)))
    return t(lang, "ev.moved", who=who, path=" → ".join(path), to=path[-1] if path else "?",
             spaces=t(lang, "ev.spaces_one" if spaces == 1 else "ev.spaces", n=spaces))


def _enemy_moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    path = d.get("path") or []
    return t(lang, "ev.enemy_moved", who=who, to=path[-1] if path else "?", path=" → ".join(path))


def _attack(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = t(lang, "ev.attack", attacker=names.figure(d.get("attacker"), lang, d.get("attacker_name")),
             target=names.figure(d.get("target"), lang, d.get("target_name")), successes=d.get("successes", 0),
             defense=d.get("defense", 0), damage=d.get("damage", 0))
    if d.get("armor_removed"):
        text += " " + t(lang, "ev.armor_removed", n=d["armor_removed"])
    return text


def _inflict(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = t(lang, "ev.inflict", enemy=names.figure(d.get("enemy"), lang, d.get("enemy_name")),
             target=names.figure(d.get("target"), lang, d.get("target_name")), difficulty=d.get("difficulty", 0),
             successes=d.get("successes", 0), defense=d.get("defense", 0), damage=d.get("damage", 0))
    if d.get("armor_used"):
        text += " " + t(lang, "ev.armor_removed", n=d["armor_used"])
    return text


def _hp(d: dict[str, Any]) -> tuple[int, int]:
    health = int(d.get("health") or 0)
    return max(0, health - int(d.get("damage") or 0)), health


def _damage(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    left, health = _hp(d)
    return t(lang, "ev.damage", who=names.figure(d.get("figure"), lang, d.get("name")), amount=d.get("amount", 0),
             left=left, health=health)


def _heal(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    left, health = _hp(d)
    return t(lang, "ev.heal", who=names.figure(d.get("figure"), lang, d.get("name")), amount=d.get("amount", 0),
             left=left, health=health)


def _who(key: str):
    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        params = _simple_params(d, lang, names)
        params["who"] = names.figure(d.get("figure"), lang, d.get("name"))
        if hero:
            params["hero"] = hero
        return t(lang, key, **params)

    return handler


def _supply(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    amount = int(d.get("amount", 0))
    key = "ev.supply_gain" if amount >= 0 else "ev.supply_loss"
    return t(lang, key, amount=abs(amount), supply=d.get("supply", 0))


def _pool(key: str):
    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        params = _simple_params(d, lang, names)
        params["pool"] = pool_text(d.get("pool") or [], lang)
        if hero:
            params["hero"] = hero
        return t(lang, key, **params)

    return handler


def _quest_card(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = str(d.get("text_fr") if lang == "fr" and d.get("text_fr") else d.get("text") or "")
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1] + "…"
    return t(lang, "ev.quest_card", card=card_name(d, lang), room=room_name(d.get("room"), lang),
             text=text).rstrip(" —:")


def _prompt(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str | None:
    who = names.hero(d.get("seat"), lang)
    if d.get("kind") == "supply":
        return t(lang, "ev.prompt_supply", hero=who)
    if d.get("kind") == "reaction":
        # the options are cards in the hero's hand: never listed in public
        return t(lang, "ev.prompt_reaction", hero=who, enemy=names.figure(d.get("enemy"), lang, d.get("enemy_name")))
    labels = d.get("options_fr") if lang == "fr" and d.get("options_fr") else d.get("options") or []
    listed = " / ".join(f"{i + 1}. {label}" for i, label in enumerate(labels))
    return t(lang, "ev.prompt_choose", hero=who, options=listed)


def _chose(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    option = str(d.get("option", ""))
    label = str(d.get("label", option))
    if option == "pass":
        return t(lang, "ev.chose_pass", hero=hero)
    return t(lang, "ev.chose", hero=hero, label=label)


def _mulligan(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    if not d.get("count"):
        return t(lang, "ev.mulligan_kept", hero=hero)
    return t(lang, "ev.mulligan", hero=hero, count=d["count"])


def _hard_choice(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    label = d.get("label_fr") if lang == "fr" and d.get("label_fr") else d.get("label")
    return t(lang, "ev.hard_choice", label=label)


def _game_over(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    key = "ev.game_won" if d.get("result") == "won" else "ev.game_lost"
    reason = t(lang, f"reason.{d.get('reason')}", _default=str(d.get("reason", "")).replace("_", " "), hero=hero or "")
    return t(lang, key, reason=reason, round=d.get("round", "?"))


def _threat_drawn(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    kind = t(lang, f"kind.{d.get('kind')}", _default=str(d.get("kind", "")))
    return t(lang, "ev.threat_drawn", hero=hero, card=card_name(d, lang), kind=kind)


def _test_result(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    key = "ev.test_passed" if d.get("passed") else "ev.test_failed"
    return t(lang, key, difficulty=d.get("difficulty", "?"))


def _spawned(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    return t(lang, "ev.spawned", card=card_name(d, lang), label=d.get("label", ""), square=d.get("square", "?"),
             hero=hero or "")


_HANDLERS = {
    "test": _test,
    "moved": _moved,
    "enemy_moved": _enemy_moved,
    "enemy_placed": _enemy_moved,
    "attack": _attack,
    "inflict": _inflict,
    "damage": _damage,
    "heal": _heal,
    "defeated": _who("ev.defeated"),
    "resist": _who("ev.resist"),
    "armor": _who("ev.armor"),
    "threat_token": _who("ev.threat_token"),
    "threat_burn": _who("ev.threat_burn"),
    "exhausted": _who("ev.exhausted"),
    "pushed": _who("ev.pushed"),
    "no_target": _who("ev.no_target"),
    "trap_triggered": _who("ev.trap_triggered"),
    "supply": _supply,
    "channel": _pool("ev.channel"),
    "rhune_spent": _pool("ev.rhune_spent"),
    "altar_rolled": _pool("ev.altar_rolled"),
    "quest_card": _quest_card,
    "prompt": _prompt,
    "chose": _chose,
    "hard_choice": _hard_choice,
    "mulligan": _mulligan,
    "game_over": _game_over,
    "threat_drawn": _threat_drawn,
    "test_result": _test_result,
    "spawned": _spawned,
}
