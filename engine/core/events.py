"""Typed events: what every ruleset's events share, and the fast way the engine makes them.

Each ruleset declares one pydantic model per kind of event (`type` is its discriminator) and a
discriminated union of them (`event_union`), so narration and pictures match on types rather than
on strings and dicts. An event is public unless `audience` names the one seat that may see it (a
card drawn into a hand); `witness()` is the only way to pick the events a viewer may be told.

The engine makes tens of thousands of events per simulated game from values it computed itself,
so `GameEvent.make` skips pydantic's validation; tests switch validation on (`validate_events`)
so that every event made in the suite is checked against its model.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Any, ClassVar, Self, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from .state_copy import check_made

_new = object.__new__
GameEventT = TypeVar("GameEventT", bound="GameEvent")
# BaseModel's slots, set straight through their descriptors (as engine.core.state_copy does: cheaper
# than object.__setattr__, which looks each name up first)
_set_dict, _set_fields, _set_extra, _set_private = (
    BaseModel.__dict__[name].__set__
    for name in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__"))
_VALIDATE = False


def validate_events(on: bool = True) -> None:
    """Check every event made from now on against its model, and every model a `maker` makes (tests
    do; the bot and benchmarks don't)."""
    global _VALIDATE
    _VALIDATE = on
    check_made(on)


class GameEvent(BaseModel):
    """Something that happened, in the order it happened.

    `reveals` says what an event shows that an undo cannot take back: "dice" (a roll), "card" (a
    card drawn from a hidden deck) or "reveal" (a hidden part of the game made known).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    type: str
    audience: str | None = None

    reveals: ClassVar[str | None] = None
    _defaults: ClassVar[dict[str, Any]] = {}
    _field_names: ClassVar[set[str]] = set()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._defaults = {name: f.default for name, f in cls.model_fields.items() if not f.is_required()}
        cls._field_names = set(cls.model_fields)  # shared: events are frozen, and copies copy it first

    @classmethod
    def make(cls, **fields: Any) -> Self:
        """An event from values the engine made itself: no validation unless tests asked for it.
        Every field counts as set (the events are frozen: nothing ever adds to that set)."""
        return made(cls, fields)

    @property
    def public(self) -> bool:
        return self.audience is None


def made(kind: type[GameEventT], fields: dict[str, Any]) -> GameEventT:
    """`kind.make(**fields)` for a rulesets' `emit`, which holds its fields as a dict already: one
    plain call, without packing them up again (tens of thousands of events a game)."""
    if _VALIDATE:
        return kind(**fields)
    event = _new(kind)
    values = kind._defaults.copy()
    values.update(fields)
    _set_dict(event, values)
    _set_fields(event, kind._field_names)
    _set_extra(event, None)
    _set_private(event, None)
    return event


def event_union(*kinds: type[GameEvent]) -> Any:
    """The discriminated union of a ruleset's event models (each with a distinct `type`)."""
    seen: dict[str, type[GameEvent]] = {}
    for kind in kinds:
        name = kind.model_fields["type"].default
        if not isinstance(name, str) or name in seen:
            raise TypeError(f"{kind.__name__}: every event model needs its own literal `type`")
        seen[name] = kind
    return Annotated[Union[tuple(kinds)], Field(discriminator="type")]  # noqa: UP007 - a runtime tuple


class EventCodec:
    """Events to and from the JSON kept in the action log, for one ruleset's union."""

    def __init__(self, union: Any) -> None:
        self._adapter: TypeAdapter[list[Any]] = TypeAdapter(list[union])

    def dump(self, events: Iterable[GameEvent]) -> list[dict[str, Any]]:
        return [e.model_dump() for e in events]

    def load(self, rows: Sequence[dict[str, Any]]) -> list[GameEvent]:
        """Logged events back as models; rows written before events were typed
        (`{"type", "data", "private_to"}`) are read as well."""
        flat = []
        for row in rows:
            if "data" in row and isinstance(row.get("data"), dict):
                row = {"type": row.get("type"), **row["data"], "audience": row.get("private_to")}
            flat.append(row)
        return self._adapter.validate_python(flat)


class Witnessed(tuple):  # noqa: SLOT001 - a plain tuple of events, marked by its type
    """Events one reader may be told. Made only by `witness()`; narrators accept nothing else."""


def witness(events: Iterable[GameEvent], seats: Iterable[str] = (), *, private_only: bool = False) -> Witnessed:
    """The events the holder of `seats` may be told: public ones and those meant for their seats
    (`private_only`: only the latter, for a note that reader alone receives)."""
    mine = set(seats)
    if private_only:
        return Witnessed(e for e in events if e.audience is not None and e.audience in mine)
    return Witnessed(e for e in events if e.audience is None or e.audience in mine)
