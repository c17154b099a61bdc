"""Exact copies of pydantic state models, two to three times faster than a dump/validate round trip.

`apply()` works on a copy of the state, so a copy is made for every action. The copy must be the
very object a `model_validate(model_dump())` round trip would give (the same values of the same
types, every field counted as set: one shared set of names per class), only without serialising
and re-validating values the engine already holds. `copier_for(cls)` plans, once per model class,
how to copy each field from its annotation:

- immutable values (str, int, float, bool, None, literals and unions of them) are shared;
- nested models, lists and dicts (and optional ones) are copied the same way, recursively;
- values annotated `Annotated[..., SHARED]` are shared too: the ruleset vouches that nothing
  ever changes them (steps of content a ruleset keeps pending, kept as they come);
- anything else (notably `Any`, where the round trip turns models into plain dicts) goes through
  pydantic's own round trip for that one field, so it comes out exactly as before.

Apart from shared values, a copy is the object the round trip gives; shared ones may keep their
type (a model where the round trip would make a dict) but serialise to the same JSON.

The plan becomes the source of one small function per model class (the way `dataclasses` builds
`__init__`), since calling a generic per-field loop costs more than the copying itself. A model
with validators, serialisers, private attributes, extra fields or a post-init hook is copied by
the full round trip instead: a structural copy would skip what those do.
"""
from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import BaseModel, TypeAdapter

Copier = Callable[[Any], Any]

_IMMUTABLE = (str, int, float, bool, type(None))


class Shared:
    """Marks an annotation whose values never change once in a state, so copies share them."""


SHARED = Shared()
_COPIERS: dict[type, Copier] = {}
# BaseModel's slots, set straight through their descriptors (cheaper than object.__setattr__)
_SLOT_SETTERS = {name: BaseModel.__dict__[name].__set__ for name in BaseModel.__slots__}
_SET_DICT, _SET_FIELDS, _SET_EXTRA, _SET_PRIVATE = (
    _SLOT_SETTERS[name] for name in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__"))


class Mutable(BaseModel):
    """A state model the engine changes field by field (damage, focus, the random generator's
    state...), a thousand times a game: a field is set straight into the instance's values, as
    pydantic does without `validate_assignment`, only without looking the name up each time. The
    set of fields counted as set is left alone: copies count every field already, and nothing reads
    it. Any other name goes to pydantic, which refuses it."""

    _field_names: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._field_names = frozenset(cls.model_fields)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self._field_names:
            self.__dict__[name] = value
        else:
            super().__setattr__(name, value)


def copier_for(cls: type[BaseModel]) -> Copier:
    """A function returning an exact, independent copy of an instance of `cls`."""
    got = _COPIERS.get(cls)
    if got is None:
        if _plain_model(cls):
            # models that contain themselves find this forwarder while their copier is built
            _COPIERS[cls] = lambda m: _COPIERS[cls](m)
            got = _build(cls)
        else:
            def got(m: Any) -> Any:
                return cls.model_validate(m.model_dump())
        _COPIERS[cls] = got
    return got


_CHECK = [False]  # validate what `maker` functions make (tests switch it on: events.validate_events)


def check_made(on: bool = True) -> None:
    _CHECK[0] = on


def maker(cls: type[BaseModel]) -> Callable[..., Any]:
    """A constructor for `cls` taking the values the engine made itself, of the declared types: the
    object `cls(**values)` gives (the same fields in the same order, defaults for the others, the
    given names counted as set), without validating; with no values, a `default_factory` giving
    `cls()`. Thousands of jobs, contexts and prompt options, and an outcome per action, are made
    per game; validation would only check the engine against itself. While `check_made`
    is on (the tests), each object made is also validated, and any difference (a value of another
    type, a missing or unknown field) raises. Otherwise nothing is checked: a missing field is
    None, an unknown name is kept, and lists given are kept as they are (not copied), so callers
    hand over values they made and will not change."""
    if not _plain_model(cls):
        raise TypeError(f"{cls.__name__}: maker needs a plain model")
    names: dict[str, Any] = {
        "cls": cls, "new": object.__new__, "check": _CHECK, "set_dict": _SET_DICT, "set_fields": _SET_FIELDS,
        "set_extra": _SET_EXTRA, "set_private": _SET_PRIVATE,
    }
    # every field in order (a required one holds a placeholder until given), immutable defaults
    # in place: a copy updated with the values given keeps the order and costs two C calls
    defaults: dict[str, Any] = {}
    fresh = []
    for i, (name, field) in enumerate(cls.model_fields.items()):
        defaults[name] = None
        if field.is_required():
            continue
        if field.default_factory is not None:
            names[f"factory_{i}"] = field.default_factory
            fresh.append(f"    if {name!r} not in v:\n        d[{name!r}] = factory_{i}()")
        elif isinstance(field.default, _IMMUTABLE):
            defaults[name] = field.default
        elif field.default in ([], {}):  # pydantic gives each instance its own empty list or dict
            fresh.append(f"    if {name!r} not in v:\n        d[{name!r}] = {field.default!r}")
        else:
            raise TypeError(f"{cls.__name__}.{name}: maker needs immutable or empty defaults")
    names["defaults"] = defaults
    lines = [
        "def make(**v):",
        "    d = defaults.copy()",
        "    d.update(v)",
        *fresh,
        "    out = new(cls)",
        "    set_dict(out, d)",
        "    set_fields(out, set(v))",
        "    set_extra(out, None)",
        "    set_private(out, None)",
        "    if check[0]:",
        "        mismatch(out, cls(**v))",
        "    return out",
    ]
    names["mismatch"] = _mismatch
    exec("\n".join(lines), names)  # noqa: S102 - source made above from the model's own fields
    return names["make"]


def _mismatch(fast: Any, checked: Any) -> None:
    given, want = fast.__dict__, checked.__dict__
    wrong = [k for k in want if type(given.get(k)) is not type(want[k]) or given.get(k) != want[k]]
    if wrong or list(given) != list(want) or fast.__pydantic_fields_set__ != checked.__pydantic_fields_set__:
        raise TypeError(f"{type(fast).__name__} made without validation differs from the validated one: {wrong}")


def changed(model: Any, changes: dict[str, Any]) -> Any:
    """`model.model_copy(update=changes)` for a frozen model the engine replaces to change it: a
    new object with every field counted as set, as copies have them."""
    out = object.__new__(type(model))
    values = model.__dict__.copy()
    values.update(changes)
    _SET_DICT(out, values)
    _SET_FIELDS(out, set(values))
    _SET_EXTRA(out, None)
    _SET_PRIVATE(out, None)
    return out


def _flat_model(tp: Any) -> bool:
    """A plain model whose fields all hold immutable values: its copy is a copy of its `__dict__`."""
    return (isinstance(tp, type) and issubclass(tp, BaseModel) and _plain_model(tp)
            and all(_immutable(f.annotation) for f in tp.model_fields.values()))


def _each_copier(cls: type[BaseModel], container: type) -> Copier:
    """Copies of a list (or of a dict's values) of flat models, as `copier_for(cls)` makes them."""
    names: dict[str, Any] = {
        "cls": cls, "new": object.__new__, "all_fields": set(cls.model_fields), "set_dict": _SET_DICT,
        "set_fields": _SET_FIELDS, "set_extra": _SET_EXTRA, "set_private": _SET_PRIVATE,
    }
    if container is dict:
        lines = ["def copy_each(items):", "    out = {}", "    for k, x in items.items():"]
    else:
        lines = ["def copy_each(items):", "    out = []", "    for x in items:"]
    lines += [
        "        o = new(cls)",
        "        set_dict(o, x.__dict__.copy())",
        "        set_fields(o, all_fields)",  # shared, as in `_build`
        "        set_extra(o, None)",
        "        set_private(o, None)",
        "        out[k] = o" if container is dict else "        out.append(o)",
        "    return out",
    ]
    exec("\n".join(lines), names)  # noqa: S102 - source made above from the model's own fields
    return names["copy_each"]


def _plain_model(cls: type[BaseModel]) -> bool:
    """True when a model's instances are nothing but their declared fields."""
    deco = cls.__pydantic_decorators__
    hooks = (deco.validators, deco.field_validators, deco.root_validators, deco.field_serializers,
             deco.model_serializers, deco.model_validators, deco.computed_fields)
    return (not any(hooks) and not cls.__private_attributes__ and cls.__pydantic_post_init__ is None
            and cls.model_config.get("extra") in (None, "ignore"))


def _build(cls: type[BaseModel]) -> Copier:
    names: dict[str, Any] = {
        "cls": cls, "new": object.__new__, "all_fields": set(cls.model_fields),
        "set_dict": _SLOT_SETTERS["__dict__"], "set_fields": _SLOT_SETTERS["__pydantic_fields_set__"],
        "set_extra": _SLOT_SETTERS["__pydantic_extra__"], "set_private": _SLOT_SETTERS["__pydantic_private__"],
    }
    lines = ["def copy(m):", "    v = m.__dict__.copy()"]
    for name, field in cls.model_fields.items():
        if any(isinstance(m, Shared) for m in field.metadata):
            continue  # `name: Annotated[..., SHARED]`: pydantic keeps the mark apart from the type
        expr = _expr(field.annotation, f"v[{name!r}]", names, 0)
        if expr is not None:
            lines.append(f"    v[{name!r}] = {expr}")
    lines += [
        "    out = new(cls)",
        "    set_dict(out, v)",
        # The round trip finds every field in the dump, so it marks them all as set. All copies of
        # a class share that one set: pydantic only ever adds a field's name to it (on assignment),
        # which changes nothing once every name is in, and model_copy() copies it first.
        "    set_fields(out, all_fields)",
        "    set_extra(out, None)",
        "    set_private(out, None)",
        "    return out",
    ]
    exec("\n".join(lines), names)  # noqa: S102 - source made above from the model's own fields
    return names["copy"]


def _immutable(tp: Any) -> bool:
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        # a frozen model of immutable values never changes: copies share it (the engine replaces it)
        return bool(tp.model_config.get("frozen")) and _flat_model(tp)
    origin = typing.get_origin(tp)
    if origin is Annotated:
        return any(isinstance(m, Shared) for m in tp.__metadata__) or _immutable(tp.__origin__)
    if origin is Literal:
        return all(isinstance(v, _IMMUTABLE) for v in typing.get_args(tp))
    if origin in (Union, types.UnionType):
        return all(_immutable(a) for a in typing.get_args(tp))
    return tp in _IMMUTABLE


def _expr(tp: Any, src: str, names: dict[str, Any], depth: int) -> str | None:
    """A Python expression copying `src`, a value annotated `tp`; None when it can be shared."""
    if _immutable(tp):
        return None
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is Annotated:
        return _expr(tp.__origin__, src, names, depth)
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        key = f"copy_{len(names)}"
        names[key] = copier_for(tp)
        return f"{key}({src})"
    x = f"x{depth}"
    if (origin is list or (origin is dict and _immutable(args[0]))) and args and _flat_model(args[-1]) and not (
            _immutable(args[-1])):
        # a list or dict of flat models (a state's cards in play, its figures): copied in one loop,
        # without a call per item
        key = f"copy_each_{len(names)}"
        names[key] = _each_copier(args[-1], origin)
        return f"{key}({src})"
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = _expr(args[0] if args[1] is type(None) else args[1], x, names, depth + 1)
        if inner is not None:
            return f"(None if ({x} := {src}) is None else {inner})"
    if origin is list and len(args) == 1:
        item = _expr(args[0], x, names, depth + 1)
        # list() and dict() also turn a stray tuple into a list, as the round trip would
        return f"list({src})" if item is None else f"[{item} for {x} in {src}]"
    if origin is dict and len(args) == 2 and _immutable(args[0]):
        item = _expr(args[1], x, names, depth + 1)
        k = f"k{depth}"
        return f"dict({src})" if item is None else f"{{{k}: {item} for {k}, {x} in {src}.items()}}"
    # anything else: exactly what the round trip does to this one field
    key = f"adapter_{len(names)}"
    names[key] = TypeAdapter(tp)
    return f"{key}.validate_python({key}.dump_python({src}))"
