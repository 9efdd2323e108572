"""Records: frozen, slotted, typed classes that are cheap to create at import.

``@record`` makes the same class as ``@dataclass(frozen=True, slots=True)`` — the fields,
``dataclasses.fields``, ``replace`` and ``field(...)`` options (defaults, factories,
``compare``, ``repr``, ``kw_only``) work alike, instances are immutable, equal by value,
hashable, picklable — but it compiles one function per class (``__init__``) where the
standard library compiles six, and it computes no signature for a class without a
docstring.  With some ninety record types in the referee, that is the difference between
a start-up that users feel and one they do not (issue 14: a dataclass takes ~0.6 ms to
create, most of it compiling its methods).  Even that one is compiled only once a type
is used often: its first ``HOT`` instances (and copies by ``replace``) are made by a
plain loop over the fields, so a run over a small file compiles almost nothing (62
compiled ``__init__`` cost a small ``perlagg check`` ~12 ms).

Equality, hashing and ``repr`` are shared functions reading the field names the class
keeps; they cost a little more per call than generated ones, so a type compared
millions of times in a hot loop (a card) stays a plain dataclass.

>>> from dataclasses import field, replace
>>> @record
... class Bid:
...     seat: str
...     points: int = 2
...     notes: tuple[str, ...] = field(default=(), compare=False)
>>> a = Bid("Vorhand")
>>> a
Bid(seat='Vorhand', points=2, notes=())
>>> a == Bid("Vorhand", notes=("x",)), hash(a) == hash(Bid("Vorhand"))
(True, True)
>>> replace(a, points=3)
Bid(seat='Vorhand', points=3, notes=())
>>> a.points = 4
Traceback (most recent call last):
...
dataclasses.FrozenInstanceError: cannot assign to field 'points'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
R = TypeVar("R")


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _repr(self: Any) -> str:
    inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__record_repr__)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: object) -> bool:
    if other.__class__ is self.__class__:
        key = self.__record_key__
        return bool(key(self) == key(other))
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self.__record_key__(self))


def _getstate(self: Any) -> list[object]:
    return [object.__getattribute__(self, name) for name in self.__record_fields__]


def _setstate(self: Any, state: list[object]) -> None:
    for name, value in zip(self.__record_fields__, state, strict=True):
        object.__setattr__(self, name, value)


def _key(names: list[str]) -> Callable[[Any], tuple[object, ...]]:
    """The tuple of the compared fields (as the dataclass ``__eq__`` and ``__hash__``)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _init_source(fields: tuple[dataclasses.Field[Any], ...]) -> str:
    """``__init__`` as source: positional fields first, then keyword-only ones."""
    ordered = [f for f in fields if not f.kw_only] + [f for f in fields if f.kw_only]
    params, body = ["self"], []
    for f in ordered:
        if f.kw_only and "*" not in params:
            params.append("*")
        if f.default is not MISSING:
            params.append(f"{f.name}=_d_{f.name}")
        elif f.default_factory is not MISSING:
            params.append(f"{f.name}=_MISSING")
        else:
            params.append(f.name)
        value = f.name
        if f.default_factory is not MISSING:
            value = f"_f_{f.name}() if {f.name} is _MISSING else {f.name}"
        body.append(f"    _s_{f.name}(self, {value})\n")
    return f"def __init__({', '.join(params)}):\n" + ("".join(body) or "    pass\n")


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The slot's own setter (its descriptor's ``__set__``): a third faster than
    ``object.__setattr__``, which looks the slot up again at every call."""
    setter: Callable[[Any, Any], None] = getattr(cls, name).__set__
    return setter


def _make_init(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    namespace: dict[str, Any] = {"_MISSING": MISSING}
    for f in fields:
        namespace[f"_d_{f.name}"] = f.default
        namespace[f"_f_{f.name}"] = f.default_factory
        namespace[f"_s_{f.name}"] = _setter(cls, f.name)
    exec(_init_source(fields), namespace)  # our own source, as dataclasses compile theirs
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


def replace(obj: R, /, **changes: Any) -> R:
    """``dataclasses.replace``: a copy of ``obj`` with ``changes``; for a record without
    the standard library's walk over its fields and call of ``__init__`` (a fold that
    replaces its state at every event calls it tens of thousands of times).

    >>> @record
    ... class State:
    ...     index: int
    ...     seen: tuple[str, ...] = ()
    >>> replace(State(1, ("a",)), index=2)
    State(index=2, seen=('a',))
    >>> replace(State(1), nope=3)
    Traceback (most recent call last):
    ...
    TypeError: replace() got an unexpected keyword argument 'nope'
    """
    cls = type(obj)
    copy = cls.__dict__.get("__record_replace__")
    if copy is None:
        if not hasattr(cls, "__record_fields__"):
            return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
        if not _use(cls, "__record_replaces__"):
            return _copied(obj, cls.__record_fields__, changes)  # type: ignore[attr-defined]
        copy = _make_replace(cls)
    return copy(obj, **changes)  # type: ignore[no-any-return]


def _copied(obj: R, names: tuple[str, ...], changes: dict[str, Any]) -> R:
    """``replace`` by a loop over the fields (a type not yet used often)."""
    new = object.__new__(type(obj))
    for name in names:
        value = changes.pop(name) if name in changes else getattr(obj, name)
        object.__setattr__(new, name, value)
    if changes:
        raise TypeError(f"replace() got an unexpected keyword argument '{next(iter(changes))}'")
    return new


_KEEP = object()  # a field not named in a replace keeps its value


def _make_replace(cls: type) -> Callable[..., Any]:
    """The class's ``replace``, compiled at its first use (not at import)."""
    names = cls.__record_fields__  # type: ignore[attr-defined]
    params = "".join(f", {n}=_KEEP" for n in names)
    lines = [f"def replace(_rec_obj, *{params}):" if names else "def replace(_rec_obj):"]
    lines.append("    _rec_new = _new(_cls)")
    lines += [f"    _s_{n}(_rec_new, _rec_obj.{n} if {n} is _KEEP else {n})" for n in names]
    lines.append("    return _rec_new\n")
    namespace: dict[str, Any] = {"_new": object.__new__, "_KEEP": _KEEP, "_cls": cls}
    namespace.update({f"_s_{n}": _setter(cls, n) for n in names})
    exec("\n".join(lines), namespace)  # our own source, as dataclasses compile theirs
    copy: Callable[..., Any] = namespace["replace"]
    type.__setattr__(cls, "__record_replace__", staticmethod(copy))
    return copy


#: Instances (and copies) a record type makes through the plain loop before its
#: ``__init__`` (and ``replace``) is compiled.
HOT = 32


def _use(cls: type, counter: str) -> bool:
    """Count one use of ``cls``; True once it is used often enough to compile for."""
    uses = cls.__dict__.get(counter, 0) + 1
    type.__setattr__(cls, counter, uses)
    return uses >= HOT


def _first_init(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    """An ``__init__`` that sets the fields by a loop over them (``_bind``), until the
    type is used often; then it compiles the real one and puts it in its place."""
    ordered = tuple(f for f in fields if not f.kw_only) + tuple(f for f in fields if f.kw_only)
    positional = sum(1 for f in fields if not f.kw_only)

    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        if _use(cls, "__record_inits__"):
            init = _make_init(cls, fields)
            type.__setattr__(cls, "__init__", init)
            init(self, *args, **kwargs)
            return
        _bind(self, ordered, positional, args, kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _bind(
    obj: object,
    fields: tuple[dataclasses.Field[Any], ...],
    positional: int,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> None:
    """Set ``obj``'s fields from the arguments of ``__init__``, as the compiled one does.

    >>> from dataclasses import field
    >>> @record
    ... class Seat:
    ...     name: str
    ...     cards: tuple[str, ...] = field(default_factory=tuple)
    >>> Seat("A", ("HA",)), Seat(name="B")
    (Seat(name='A', cards=('HA',)), Seat(name='B', cards=()))
    >>> Seat()
    Traceback (most recent call last):
    ...
    TypeError: __init__() missing 1 required positional argument: 'name'
    >>> Seat("A", (), "x")
    Traceback (most recent call last):
    ...
    TypeError: __init__() takes 3 positional arguments but 4 were given
    """
    if len(args) > positional:
        raise TypeError(
            f"__init__() takes {positional + 1} positional arguments but {len(args) + 1} were given"
        )
    for i, f in enumerate(fields):
        name = f.name
        if i < len(args):
            if name in kwargs:
                raise TypeError(f"__init__() got multiple values for argument '{name}'")
            value = args[i]
        elif name in kwargs:
            value = kwargs.pop(name)
        elif f.default is not MISSING:
            value = f.default
        elif f.default_factory is not MISSING:
            value = f.default_factory()
        else:
            which = "keyword-only" if f.kw_only else "positional"
            raise TypeError(f"__init__() missing 1 required {which} argument: '{name}'")
        object.__setattr__(obj, name, value)
    if kwargs:
        raise TypeError(f"__init__() got an unexpected keyword argument '{next(iter(kwargs))}'")


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def record(cls: T) -> T:
    """The class as a frozen, slotted dataclass, made with one compiled function."""
    undocumented = cls.__doc__ is None
    if undocumented:  # else dataclasses computes one with inspect.signature (~0.3 ms)
        cls.__doc__ = cls.__name__
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=True)  # type: ignore[assignment]
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    if undocumented:
        cls.__doc__ = f"{cls.__name__}({', '.join(names)})"
    cls.__init__ = _first_init(cls, fields)  # type: ignore[misc]
    cls.__record_fields__ = names  # type: ignore[attr-defined]
    cls.__record_repr__ = tuple(f.name for f in fields if f.repr)  # type: ignore[attr-defined]
    cls.__record_key__ = staticmethod(_key([f.name for f in fields if f.compare]))  # type: ignore[attr-defined]
    own = cls.__dict__
    for name, method in (
        ("__repr__", own.get("__repr__") or _repr),
        ("__eq__", own.get("__eq__") or _eq),
        ("__hash__", own.get("__hash__") or _hash),  # None when the class defines __eq__
        ("__setattr__", _frozen_setattr),
        ("__delattr__", _frozen_delattr),
        ("__getstate__", _getstate),
        ("__setstate__", _setstate),
    ):
        setattr(cls, name, method)
    return cls
