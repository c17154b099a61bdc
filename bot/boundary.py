"""What callers may pass to the service: each public method's arguments checked by its type hints.

The Discord adapter, the console, the tests and any later front end call GameService directly, so its
methods take what they are given and check it here: a value of the wrong type is a `WrongType`
(which the service answers with a clear error), never a TypeError from deep inside. A number where a
name is expected is taken as the name typed, so it is refused as a name nobody has; a language the bot
does not speak is English.
"""
from __future__ import annotations

import inspect
import types
from typing import Any, Union, get_args, get_origin

from .i18n import LANGS

IDS = frozenset({"channel", "user", "target", "guild"})  # Discord ids: whole numbers
SHOWN = 50  # at most this much of a wrong value is quoted back
WHOLE = range(-2**63, 2**63)  # what SQLite stores (Discord's ids fit)


class WrongType(Exception):
    """Parameter `name` was given a value of the wrong type; `kind` says what it takes (id, number,
    flag, text, map), `shown` is the value quoted short."""

    def __init__(self, name: str, kind: str, value: Any) -> None:
        super().__init__(f"{name}: {kind}")
        self.name = name
        self.kind = kind
        self.shown = shown(value)


def admit(signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]) -> inspect.BoundArguments:
    """The arguments of a call as the method takes them (names as text, option values as plain
    values), or WrongType. A call with missing or unknown arguments is a caller's bug: TypeError."""
    bound = signature.bind(*args, **kwargs)
    for name, value in list(bound.arguments.items())[1:]:  # [0] is self
        bound.arguments[name] = admit_one(name, value, signature.parameters[name].annotation)
    return bound


def admit_one(name: str, value: Any, hint: Any) -> Any:
    """`value` as parameter `name` (type hint `hint`) takes it, or WrongType."""
    if hint is inspect.Parameter.empty or hint is Any:
        return value
    kinds = _members(hint)
    if value is None and type(None) in kinds:
        return None
    if name == "lang":
        return value if isinstance(value, str) and value in LANGS else "en"
    whole = isinstance(value, int) and not isinstance(value, bool) and value in WHOLE
    if bool in kinds:
        if isinstance(value, bool):
            return value
        raise WrongType(name, "flag", value)
    if int in kinds and whole:
        return value
    if str in kinds:
        if isinstance(value, str):
            return value
        if isinstance(value, int | float) and not isinstance(value, bool):
            return str(value)  # as if typed: a name nobody has is refused as such
        raise WrongType(name, "text", value)
    for kind in kinds:
        if kind is dict or get_origin(kind) is dict:
            if not fits(value, kind):
                raise WrongType(name, "map", value)
            return {key: option_value(v) for key, v in value.items()} if name == "options" else value
    raise WrongType(name, "id" if name in IDS else "number", value)


def _members(hint: Any) -> tuple[Any, ...]:
    return get_args(hint) if get_origin(hint) in (Union, types.UnionType) else (hint,)


def fits(value: Any, hint: Any) -> bool:
    """Whether `value` is of type `hint` (the few shapes the service's parameters have)."""
    if hint is Any:
        return True
    if get_origin(hint) in (Union, types.UnionType):
        return any(fits(value, member) for member in get_args(hint))
    if hint is type(None):
        return value is None
    origin, args = get_origin(hint) or hint, get_args(hint)
    if origin is int:
        return isinstance(value, int) and not isinstance(value, bool) and value in WHOLE
    if not isinstance(value, origin):
        return False
    if origin is dict and args:
        return all(fits(k, args[0]) and fits(v, args[1]) for k, v in value.items())
    if origin is list and args:
        return all(fits(item, args[0]) for item in value)
    if origin is tuple and args:
        return len(value) == len(args) and all(fits(item, a) for item, a in zip(value, args, strict=True))
    return True


def option_value(value: Any) -> Any:
    """An option's value as a command takes it. Discord gives text, numbers, yes/no or a user; a list,
    a map or bytes (which no front end means as one value) is read as the text it shows, and so
    refused as a name nobody has."""
    if isinstance(value, list | tuple | set | frozenset | dict | bytes | bytearray):
        return shown(value)
    return value


def shown(value: Any) -> str:
    """A value quoted back short, as Python writes it (text in quotes: `'12'` is not the id 12)."""
    try:
        text = repr(value)
    except Exception:  # a repr that fails is the caller's object's fault, not a reason to fail here
        text = type(value).__name__
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"
