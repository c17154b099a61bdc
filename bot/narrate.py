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
        self.items: dict[str, tuple[str, str]] = {}  # HeroQuest inventories: item id -> names
        self.furniture: dict[str, tuple[str, str]] = {}  # HeroQuest furniture seen: id -> names

    def add_view(self, view: dict[str, Any] | None) -> Names:
        if not view:
            return self
        for hid, h in view.get("heroes", {}).items():
            self.heroes[hid] = (h.get("name", hid), h.get("name_fr") or h.get("name", hid))
            for it in h.get("inventory", []):
                self.items[it["id"]] = (it.get("name", it["id"]), it.get("name_fr") or it.get("name", it["id"]))
        for c in _public_cards(view):
            if c.get("card") and c.get("name"):
                self.cards[c["card"]] = (c["name"], c.get("name_fr") or c["name"])
        for feat in (view.get("board") or {}).get("features", []):
            if feat.get("kind") == "furniture" and feat.get("id"):
                en = feat.get("name", feat["id"])
                self.furniture[feat["id"]] = (en, feat.get("name_fr") or en)
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
            elif _type(e) in ("monster_revealed", "monster_killed") and d.get("monster"):
                # HeroQuest: a monster seen and slain within one action is in no view
                label = d["monster"]
                en = d.get("name", label)
                self.figures.setdefault(label, (f"{en} {label}", f"{d.get('name_fr') or en} {label}"))
            if d.get("item") and d.get("name"):
                self.items.setdefault(d["item"], (d["name"], d.get("name_fr") or d["name"]))
        return self

    def hero(self, hid: str | None, lang: str) -> str:
        if not hid:
            return "?"
        pair = self.heroes.get(hid)
        if pair is None:
            return hid.capitalize()
        return pair[1] if lang == "fr" else pair[0]

    def item(self, item_id: str | None, lang: str) -> str:
        pair = self.items.get(item_id or "")
        if pair is None:
            return str(item_id or "?").replace("_", " ")
        return pair[1] if lang == "fr" else pair[0]

    def who(self, ref: str | None, lang: str) -> str:
        """A hero id or a figure's label (HeroQuest events name either), as a display name."""
        if ref in self.heroes:
            return self.hero(ref, lang)
        return self.figure(ref, lang)

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
    if not isinstance(e, dict):
        return e.data
    if isinstance(e.get("data"), dict):  # logged before events were typed
        return e["data"]
    return {k: v for k, v in e.items() if k not in ("type", "audience")}


def _private(e: Any) -> str | None:
    return (e.get("audience") or e.get("private_to")) if isinstance(e, dict) else e.private_to


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
    key = f"ev-{kind}"
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
    if len(text) == 1 and text.isupper():
        return t(lang, "room", n=text)  # HeroQuest rooms are letters
    return text


def pool_text(pool: list[str], lang: str) -> str:
    return " ".join(f"{i + 1}:{tr_rhune(r, lang)}" for i, r in enumerate(pool))


# --- handlers for events whose text needs more than a template ------------------------------------


def _test(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    faces = d.get("faces") or []
    text = t(lang, "ev-test", who=who, dice=d.get("dice", len(faces)), attr=tr_attr(d.get("attr"), lang),
             rolled=dice_line(faces) if faces else t(lang, "no_dice"), successes=d.get("successes", 0))
    extras = []
    if d.get("focus_used"):
        extras.append(t(lang, "ev-test-focus_used", n=d["focus_used"]))
    if d.get("focus_gained"):
        extras.append(t(lang, "ev-test-focus_gained", n=d["focus_gained"]))
    return text + (f" ({', '.join(extras)})" if extras else "")


def _moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    path = d.get("path") or []
    spaces = int(d.get("spaces", max(0, len(path) - 1)))
    return t(lang, "ev-moved", who=who, path=" → ".join(path), to=path[-1] if path else "?",
             spaces=t(lang, "ev-spaces_one" if spaces == 1 else "ev-spaces", n=spaces))


def _enemy_moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.figure(d.get("figure"), lang, d.get("name"))
    path = d.get("path") or []
    return t(lang, "ev-enemy_moved", who=who, to=path[-1] if path else "?", path=" → ".join(path))


def _attack(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = t(lang, "ev-attack", attacker=names.figure(d.get("attacker"), lang, d.get("attacker_name")),
             target=names.figure(d.get("target"), lang, d.get("target_name")), successes=d.get("successes", 0),
             defense=d.get("defense", 0), damage=d.get("damage", 0))
    if d.get("armor_removed"):
        text += " " + t(lang, "ev-armor_removed", n=d["armor_removed"])
    return text


def _inflict(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = t(lang, "ev-inflict", enemy=names.figure(d.get("enemy"), lang, d.get("enemy_name")),
             target=names.figure(d.get("target"), lang, d.get("target_name")), difficulty=d.get("difficulty", 0),
             successes=d.get("successes", 0), defense=d.get("defense", 0), damage=d.get("damage", 0))
    if d.get("armor_used"):
        text += " " + t(lang, "ev-armor_removed", n=d["armor_used"])
    return text


def _hp(d: dict[str, Any]) -> tuple[int, int]:
    health = int(d.get("health") or 0)
    return max(0, health - int(d.get("damage") or 0)), health


def _damage(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    left, health = _hp(d)
    return t(lang, "ev-damage", who=names.figure(d.get("figure"), lang, d.get("name")), amount=d.get("amount", 0),
             left=left, health=health)


def _heal(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    left, health = _hp(d)
    return t(lang, "ev-heal", who=names.figure(d.get("figure"), lang, d.get("name")), amount=d.get("amount", 0),
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
    key = "ev-supply_gain" if amount >= 0 else "ev-supply_loss"
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
    return t(lang, "ev-quest_card", card=card_name(d, lang), room=room_name(d.get("room"), lang),
             text=text).rstrip(" —:")


def _prompt(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str | None:
    who = names.hero(d.get("seat"), lang)
    if d.get("kind") == "supply":
        return t(lang, "ev-prompt_supply", hero=who)
    if d.get("kind") == "reaction":
        # the options are cards in the hero's hand: never listed in public
        return t(lang, "ev-prompt_reaction", hero=who, enemy=names.figure(d.get("enemy"), lang, d.get("enemy_name")))
    labels = d.get("options_fr") if lang == "fr" and d.get("options_fr") else d.get("options") or []
    listed = " / ".join(f"{i + 1}. {label}" for i, label in enumerate(labels))
    return t(lang, "ev-prompt_choose", hero=who, options=listed)


def _chose(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    option = str(d.get("option", ""))
    label = str(d.get("label_fr") if lang == "fr" and d.get("label_fr") else d.get("label", option))
    if option == "pass":
        return t(lang, "ev-chose_pass", hero=hero)
    return t(lang, "ev-chose", hero=hero, label=label)


def _mulligan(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    if not d.get("count"):
        return t(lang, "ev-mulligan_kept", hero=hero)
    return t(lang, "ev-mulligan", hero=hero, count=d["count"])


def _hard_choice(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    label = d.get("label_fr") if lang == "fr" and d.get("label_fr") else d.get("label")
    return t(lang, "ev-hard_choice", label=label)


def _game_over(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    key = "ev-game_won" if d.get("result") == "won" else "ev-game_lost"
    reason = t(lang, f"reason-{d.get('reason')}", _default=str(d.get("reason", "")).replace("_", " "), hero=hero or "")
    return t(lang, key, reason=reason, round=d.get("round", "?"))


def _threat_drawn(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    kind = t(lang, f"kind-{d.get('kind')}", _default=str(d.get("kind", "")))
    return t(lang, "ev-threat_drawn", hero=hero, card=card_name(d, lang), kind=kind)


def _test_result(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    key = "ev-test_passed" if d.get("passed") else "ev-test_failed"
    return t(lang, key, difficulty=d.get("difficulty", "?"))


def _spawned(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    return t(lang, "ev-spawned", card=card_name(d, lang), label=d.get("label", ""), square=d.get("square", "?"),
             hero=hero or "")


def _progress(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    """Cards without a threshold only count their progress: no '/threshold' to show."""
    key = "ev-progress" if d.get("threshold") is not None else "ev-progress_count"
    return t(lang, key, card=card_name(d, lang), amount=d.get("amount", 0), progress=d.get("progress", 0),
             threshold=d.get("threshold"))


_HANDLERS = {
    "progress": _progress,
    "test": _test,
    "moved": _moved,
    "enemy_moved": _enemy_moved,
    "enemy_placed": _enemy_moved,
    "attack": _attack,
    "inflict": _inflict,
    "damage": _damage,
    "heal": _heal,
    "defeated": _who("ev-defeated"),
    "resist": _who("ev-resist"),
    "armor": _who("ev-armor"),
    "threat_token": _who("ev-threat_token"),
    "threat_burn": _who("ev-threat_burn"),
    "exhausted": _who("ev-exhausted"),
    "pushed": _who("ev-pushed"),
    "no_target": _who("ev-no_target"),
    "trap_triggered": _who("ev-trap_triggered"),
    "supply": _supply,
    "channel": _pool("ev-channel"),
    "rhune_spent": _pool("ev-rhune_spent"),
    "altar_rolled": _pool("ev-altar_rolled"),
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


# --- HeroQuest ----------------------------------------------------------------------------------------
# Combat dice show skulls (hits), white shields (heroes block) and black shields (monsters block);
# the movement roll shows its red dice. Every roll is printed die by die.

COMBAT_FACES = {"skull": "💀", "white": "⚪", "black": "⚫"}


def combat_dice(faces: Iterable[str]) -> str:
    return "".join(COMBAT_FACES.get(f, "?") for f in faces) or "—"


def _count(faces: list[str], face: str, lang: str) -> str:
    n = sum(1 for f in faces if f == face)
    return t(lang, f"hq-n_{face}", n=n)


def _path(path: list[str]) -> str:
    return " → ".join(path)


def _hq_move_rolled(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    dice = " ".join(f"[{n}]" for n in d.get("dice") or [])
    return t(lang, "hq-move_rolled", hero=hero, dice=dice or "—", total=d.get("total", 0))


def _hq_hero_moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str | None:
    path = list(d.get("path") or [])
    if len(path) < 2:
        return t(lang, "hq-hero_steps", hero=hero, square=path[-1] if path else "?")
    key = "hq-hero_jumped" if d.get("jump") else "hq-hero_moved"
    steps = len(path) - 1
    return t(lang, key, hero=hero, path=_path(path),
             squares=t(lang, "ev-spaces_one" if steps == 1 else "ev-spaces", n=steps))


def _hq_hero_attacked(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    attack, defence = list(d.get("attack") or []), list(d.get("defence") or [])
    monster = names.figure(d.get("monster"), lang)
    reach = d.get("reach")
    how = "" if reach in (None, "adjacent") else " " + t(lang, f"hq-reach_{reach}", _default="")
    head = t(lang, "hq-hero_attacked", hero=hero, monster=monster, weapon=names.item(d.get("weapon"), lang),
             how=how, dice=combat_dice(attack), skulls=_count(attack, "skull", lang))
    if not any(f == "skull" for f in attack):
        return head + " " + t(lang, "hq-no_skull")
    return head + " " + t(lang, "hq-defends", who=monster, dice=combat_dice(defence),
                          shields=_count(defence, "black", lang), damage=d.get("damage", 0))


def _hq_monster_attacked(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    attack, defence = list(d.get("attack") or []), list(d.get("defence") or [])
    monster = names.figure(d.get("monster"), lang)
    head = t(lang, "hq-monster_attacked", monster=monster, hero=hero, dice=combat_dice(attack),
             skulls=_count(attack, "skull", lang))
    if not any(f == "skull" for f in attack):
        return head + " " + t(lang, "hq-no_skull")
    return head + " " + t(lang, "hq-defends", who=hero, dice=combat_dice(defence),
                          shields=_count(defence, "white", lang), damage=d.get("damage", 0))


def _hq_monster_moved(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    path = list(d.get("path") or [])
    return t(lang, "hq-monster_moved", monster=names.figure(d.get("monster"), lang), path=_path(path),
             to=path[-1] if path else "?")


def _hq_monster(key: str):
    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        params = _simple_params(d, lang, names)
        params["monster"] = names.figure(d.get("monster"), lang, d.get("name"))
        if "by" in d:
            params["by"] = names.who(d.get("by"), lang)
        return t(lang, key, **params)

    return handler


def _hq_roll(key: str, good: str, bad: str, good_when: Any):
    """A one-die (or few-dice) roll with its outcome: `good_when(data)` says which."""

    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        roll = list(d.get("roll") or [])
        outcome = t(lang, good if good_when(d, roll) else bad)
        return t(lang, key, hero=hero, dice=combat_dice(roll), outcome=outcome, trap=d.get("trap", ""))

    return handler


def _hq_block_roll(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    roll = list(d.get("roll") or [])
    return t(lang, "hq-block_roll", hero=hero, dice=combat_dice(roll), skulls=_count(roll, "skull", lang))


def _hq_effect_damage(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    who = names.who(d.get("target"), lang)
    defence = list(d.get("defence") or [])
    if defence:
        return t(lang, "hq-effect_defended", who=who, dice=combat_dice(defence), damage=d.get("damage", 0))
    return t(lang, "hq-effect_damage", who=who, damage=d.get("damage", 0))


def _hq_trap_sprung(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    return t(lang, f"hq-trap_sprung-{d.get('kind')}", _default=t(lang, "ev-trap_sprung", hero=hero,
             square=d.get("square", "?")), hero=hero, square=d.get("square", "?"))


def _hq_searched_traps(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    found = [f if isinstance(f, dict) else f.model_dump() for f in d.get("found") or []]
    if not found:
        return t(lang, "hq-searched_traps_none", hero=hero)
    parts = []
    for f in found:
        if f.get("square"):
            parts.append(t(lang, "hq-found_trap", kind=t(lang, f"hq-trap-{f.get('kind')}"), square=f["square"]))
        else:
            pair = names.furniture.get(str(f.get("furniture")))
            what = (pair[1] if lang == "fr" else pair[0]) if pair else t(lang, "hq-furniture")
            parts.append(t(lang, "hq-found_trapped_furniture", what=what))
    return t(lang, "hq-searched_traps", hero=hero, found=", ".join(parts))


def _hq_searched_doors(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    found = [f if isinstance(f, dict) else f.model_dump() for f in d.get("found") or []]
    if not found:
        return t(lang, "hq-searched_doors_none", hero=hero)
    doors = ", ".join(t(lang, "hq-found_door", door=f.get("door", "?"), a=f.get("a", "?"), b=f.get("b", "?"))
                      for f in found)
    return t(lang, "hq-searched_doors", hero=hero, found=doors)


def _hq_spell_cast(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    return t(lang, "ev-spell_cast", hero=hero, name=card_name(d, lang), target=names.who(d.get("target"), lang))


def _hq_chaos_spell(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    targets = ", ".join(names.who(x, lang) for x in d.get("targets") or [])
    return t(lang, "hq-chaos_spell", monster=names.figure(d.get("monster"), lang), name=card_name(d, lang),
             targets=targets or "—")


def _hq_resist(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    roll = list(d.get("roll") or [])
    outcome = t(lang, "hq-resisted" if d.get("resisted") else "hq-not_resisted")
    return t(lang, "hq-resist_roll", hero=hero, dice=combat_dice(roll), outcome=outcome)


def _hq_target(key: str):
    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        params = _simple_params(d, lang, names)
        params["target"] = names.who(d.get("target"), lang)
        if "kind" in d:
            params["kind"] = t(lang, f"hq-bonus-{d['kind']}", _default=str(d["kind"]))
        return t(lang, key, **params)

    return handler


def _hq_item(key: str):
    def handler(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
        params = _simple_params(d, lang, names)
        params["hero"] = hero
        params["name"] = card_name(d, lang) if d.get("name") else names.item(d.get("item"), lang)
        if "to" in d:
            params["to"] = names.hero(d.get("to"), lang)
        return t(lang, key, **params)

    return handler


def _gave(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    if "item" in d:  # HeroQuest: an item handed over
        return _hq_item("hq-gave")(d, lang, names, hero)
    params = _simple_params(d, lang, names)
    params["hero"] = hero
    return t(lang, "ev-gave", **params)


def _hq_goal_done(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    text = d.get("text_fr") if lang == "fr" and d.get("text_fr") else d.get("text", "")
    return t(lang, "hq-goal_done_leave" if d.get("leave") else "hq-goal_done", text=text)


def _hq_quest_lost(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    reason = t(lang, f"reason-{d.get('reason')}", _default=str(d.get("reason", "")).replace("_", " "))
    return t(lang, "hq-quest_lost", round=d.get("round", "?"), reason=reason)


def _hq_move_interrupted(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    return t(lang, "ev-move_interrupted", hero=hero, square=d.get("square", "?"))


def _room_revealed(d: dict[str, Any], lang: str, names: Names, hero: str | None) -> str:
    room = room_name(d.get("room"), lang)
    if lang != "fr":  # "Room 3 is revealed!" (the French sentence starts with its own article)
        room = room[:1].upper() + room[1:]
    return t(lang, "ev-room_revealed", room=room)


_HANDLERS.update({
    "room_revealed": _room_revealed,
    "move_rolled": _hq_move_rolled,
    "hero_moved": _hq_hero_moved,
    "hero_attacked": _hq_hero_attacked,
    "monster_attacked": _hq_monster_attacked,
    "monster_moved": _hq_monster_moved,
    "monster_hurt": _hq_monster("hq-monster_hurt"),
    "monster_killed": _hq_monster("hq-monster_killed"),
    "monster_healed": _hq_monster("hq-monster_healed"),
    "monster_skips": _hq_monster("hq-monster_skips"),
    "monster_revealed": _hq_monster("hq-monster_revealed"),
    "spear_roll": _hq_roll("hq-spear_roll", "hq-spear_miss", "hq-spear_hit",
                           lambda d, roll: "skull" not in roll),
    "jump_roll": _hq_roll("hq-jump_roll", "hq-jump_safe", "hq-jump_fall", lambda d, roll: "skull" not in roll),
    "disarm_roll": _hq_roll("hq-disarm_roll", "hq-disarm_ok", "hq-disarm_fail", lambda d, roll: d.get("success")),
    "block_roll": _hq_block_roll,
    "effect_damage": _hq_effect_damage,
    "trap_sprung": _hq_trap_sprung,
    "searched_traps": _hq_searched_traps,
    "searched_secret_doors": _hq_searched_doors,
    "spell_cast": _hq_spell_cast,
    "chaos_spell": _hq_chaos_spell,
    "resist_roll": _hq_resist,
    "bonus": _hq_target("hq-bonus"),
    "turns_lost": _hq_target("ev-turns_lost"),
    "gave": _gave,
    "weapon_thrown": _hq_item("hq-weapon_thrown"),
    "goal_done": _hq_goal_done,
    "quest_lost": _hq_quest_lost,
    "move_interrupted": _hq_move_interrupted,
})
