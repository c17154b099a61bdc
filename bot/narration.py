"""Events told as sentences: what every game's narrator shares.

A game's narrator subclasses `Narrator` and marks one method per event model with `@tells(Model)`;
an event without a method of its own is told by its message `ev-<type>`, filled with the event's
plain fields (French ones from their `_fr` twins). Narrators only ever receive events that passed
through `engine.core.events.witness` for the reader: `Narrator.lines` refuses anything else, so a
private event cannot reach a public message by mistake.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Protocol, TypeVar

from engine.core.events import GameEvent, Witnessed

E = TypeVar("E", bound=GameEvent)
Teller = Callable[[Any, Any], "str | None"]


class Speaker(Protocol):
    """What a narrator needs of the table it speaks to (see bot.gamekit.Table)."""

    lang: str

    def tr(self, key: str, _default: Any = ..., **params: Any) -> Any: ...

    def hero(self, seat: str | None) -> str: ...


def tells(*kinds: type[GameEvent]) -> Callable[[Teller], Teller]:
    """Mark a narrator method as the one telling these event models."""

    def mark(method: Teller) -> Teller:
        method._tells = kinds  # type: ignore[attr-defined]
        return method

    return mark


class Narrator:
    """Sentences for one game's events, in one table's language."""

    tellers: ClassVar[dict[type[GameEvent], Teller]] = {}
    silent: ClassVar[frozenset[type[GameEvent]]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        found: dict[type[GameEvent], Teller] = {}
        for base in reversed(cls.__mro__):
            for attr in vars(base).values():
                for kind in getattr(attr, "_tells", ()):
                    found[kind] = attr
        cls.tellers = found

    def __init__(self, table: Speaker, names: Names | None = None) -> None:
        self.table = table
        self.lang = table.lang
        self.names = names if names is not None else Names()

    def tr(self, key: str, _default: Any = ..., **params: Any) -> Any:
        return self.table.tr(key, _default, **params)

    def lines(self, events: Witnessed) -> list[str]:
        if not isinstance(events, Witnessed):
            raise TypeError("narrate only what engine.core.events.witness() let the reader see")
        out = []
        for event in events:
            line = self.line(event)
            if line:
                out.append(line)
        return out

    def line(self, event: GameEvent) -> str | None:
        if type(event) in self.silent:
            return None
        teller = self.tellers.get(type(event))
        if teller is not None:
            return teller(self, event)
        params = self.params(event)
        text = self.tr(f"ev-{event.type}", None, **params)
        if text is not None:
            return text
        # an event no message tells yet (a test lists them): its kind and plain fields, never a crash
        shown = ", ".join(f"{k}={v}" for k, v in params.items() if v is not None)
        return f"• {event.type.replace('_', ' ')}" + (f" ({shown})" if shown else "")

    # --- filling a message from an event ------------------------------------------------------------

    def local(self, event: Any, key: str = "name") -> str:
        """A text the event carries in both languages (`name` / `name_fr`), in this language."""
        french = getattr(event, f"{key}_fr", None) if self.lang == "fr" else None
        return str(french or getattr(event, key, None) or "?")

    def params(self, event: GameEvent) -> dict[str, Any]:
        """The event's plain fields (texts, numbers), French twins swapped in."""
        out: dict[str, Any] = {}
        fields = event.__dict__
        for name, value in fields.items():
            if name in ("type", "audience") or name.endswith("_fr"):
                continue
            if value is None or isinstance(value, str | int | float | bool):
                out[name] = value
        if "door" in out:
            out["door"] = self.names.door(out["door"])
        return in_language(out, fields, self.lang)


def in_language(values: dict[str, Any], fields: dict[str, Any], lang: str) -> dict[str, Any]:
    """`values` with, in French, each one's `<name>_fr` twin from `fields` in its place (when it has one)."""
    if lang == "fr":
        for name in list(values):
            french = fields.get(f"{name}_fr")
            if isinstance(french, str) and french:
                values[name] = french
    return values


class Names:
    """Display names (English, French) of heroes and figures from views, never from a state, so that
    nothing hidden can be named; a game's narrator adds what else its events name."""

    def __init__(self) -> None:
        self.heroes: dict[str, tuple[str, str]] = {}
        self.figures: dict[str, tuple[str, str]] = {}
        self.doors: dict[str, str] = {}  # door id -> the name players read (its number)

    def door(self, door_id: Any) -> Any:
        return self.doors.get(str(door_id), door_id)

    def add_view(self, view: dict[str, Any] | None) -> Names:
        if not view:
            return self
        for hid, h in view.get("heroes", {}).items():
            self.heroes[hid] = (h.get("name", hid), h.get("name_fr") or h.get("name", hid))
        for f in view.get("figures", []):
            en = f.get("name", f["id"])
            fr = f.get("name_fr") or en
            label = f.get("label")
            if label and f.get("kind") != "hero":
                en, fr = f"{en} {label}", f"{fr} {label}"
            self.figures[f["id"]] = (en, fr)
        for d in (view.get("board") or {}).get("doors", []):
            if d.get("name"):
                self.doors[str(d["id"])] = str(d["name"])
        return self

    def add_events(self, events: Iterable[Any]) -> Names:
        return self
