"""Records: frozen, slotted, typed classes that cost next to nothing to create at import.

``@record`` makes the class that ``@dataclass(frozen=True, slots=True)`` makes — the
same fields, ``__slots__``, ``__match_args__``, ``field(...)`` options (defaults,
factories, ``compare``, ``repr``, ``kw_only``), ``__post_init__``; instances immutable,
equal by value, hashable, picklable — without importing :mod:`dataclasses` (which loads
``inspect``, ``ast`` and ``dis``) and without compiling a method per class at import:
every start of the command makes some ninety record types.  ``replace`` is
``dataclasses.replace`` for a record.

A type's ``__init__`` (and ``replace``) is compiled only once the type is used often:
its first ``HOT`` instances (and copies by ``replace``) are made by a plain loop over
the fields, so a run over a small file compiles almost nothing.  Equality, hashing and
``repr`` are shared functions reading the field names the class keeps.

The record rule of the referee, said here once:

- a value is a ``@record``; a working object that changes in place (the solver's
  ``Search``) is a ``@record(frozen=False)``;
- a ``NamedTuple`` only for the objects made per card of every deal, where a tuple
  built in C beats a record's ``__init__``: ``PlayedCard``, ``TrickResult``,
  ``Holding``, ``Move``, ``DealState``, and the play fold's ``_Step`` and ``_Fold``
  (each names the benchmark that measures it);
- a class with ``__slots__`` by hand only where a record cannot serve: ``Card`` (one
  object per card, compared millions of times: by identity, running no Python code),
  a ``str``, ``dict`` or ``list`` that is more (the parser's ``Token``, the JSON text's
  ``Frozen`` and ``FrozenList``), the parser's objects made per rule it matches
  (``Tree``, ``_At``), and this module's own ``Field`` and ``MISSING``;
- no ``@dataclass``.

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

import sys
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
R = TypeVar("R")


class _Missing:
    """The default of a field that has none (``dataclasses.MISSING``'s counterpart)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """What ``field(...)`` says of one field, and its name and annotation."""

    __slots__ = ("compare", "default", "default_factory", "kw_only", "name", "repr", "type")

    def __init__(
        self,
        default: Any = MISSING,
        default_factory: Any = MISSING,
        compare: bool = True,
        repr: bool = True,  # the name dataclasses.field gives it
        kw_only: bool = False,
    ) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.default, self.default_factory = default, default_factory
        self.compare, self.repr, self.kw_only = compare, repr, kw_only
        self.name, self.type = "", ""

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, default={self.default!r}, kw_only={self.kw_only})"


def field(
    *,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    compare: bool = True,
    repr: bool = True,  # the name dataclasses.field gives it
    kw_only: bool = False,
) -> Any:
    """A field's options, as ``dataclasses.field`` takes them (a ``dataclasses.field``
    works in a record too).

    >>> field(default=1, default_factory=list)
    Traceback (most recent call last):
    ...
    ValueError: cannot specify both default and default_factory
    """
    return Field(default, default_factory, compare, repr, kw_only)


def frozen_error(message: str) -> Exception:
    """``dataclasses.FrozenInstanceError`` (an ``AttributeError``): the library only
    when a program tries to change a record, which it never does."""
    from dataclasses import FrozenInstanceError

    return FrozenInstanceError(message)


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise frozen_error(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise frozen_error(f"cannot delete field {name!r}")


def _repr(self: Any) -> str:
    inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__record_repr__)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: Any) -> object:  # a bool, or NotImplemented
    if other.__class__ is self.__class__:
        key = self.__record_key__
        return bool(key(self) == key(other))
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self.__record_key__(self))


def _lt(self: Any, other: Any) -> object:  # a bool, or NotImplemented
    if other.__class__ is self.__class__:
        return bool(self.__record_key__(self) < self.__record_key__(other))
    return NotImplemented


def _le(self: Any, other: Any) -> object:  # a bool, or NotImplemented
    if other.__class__ is self.__class__:
        return bool(self.__record_key__(self) <= self.__record_key__(other))
    return NotImplemented


def _gt(self: Any, other: Any) -> object:  # a bool, or NotImplemented
    if other.__class__ is self.__class__:
        return bool(self.__record_key__(self) > self.__record_key__(other))
    return NotImplemented


def _ge(self: Any, other: Any) -> object:  # a bool, or NotImplemented
    if other.__class__ is self.__class__:
        return bool(self.__record_key__(self) >= self.__record_key__(other))
    return NotImplemented


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


def _init_source(fields: tuple[Field, ...], post: bool = False) -> str:
    """``__init__`` as source: positional fields first, then keyword-only ones; then
    ``__post_init__`` where the class has one (``post``)."""
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
    if post:
        body.append("    self.__post_init__()\n")
    return f"def __init__({', '.join(params)}):\n" + ("".join(body) or "    pass\n")


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The slot's own setter (its descriptor's ``__set__``), which ``object.__setattr__``
    would look up again at every call."""
    setter: Callable[[Any, Any], None] = getattr(cls, name).__set__
    return setter


def _make_init(cls: type, fields: tuple[Field, ...]) -> Callable[..., None]:
    namespace: dict[str, Any] = {"_MISSING": MISSING}
    for f in fields:
        namespace[f"_d_{f.name}"] = f.default
        namespace[f"_f_{f.name}"] = f.default_factory
        namespace[f"_s_{f.name}"] = _setter(cls, f.name)
    source = _init_source(fields, hasattr(cls, "__post_init__"))
    exec(source, namespace)  # our own source, as dataclasses compile theirs
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


def replace(obj: R, /, **changes: Any) -> R:
    """``dataclasses.replace``: a copy of ``obj`` with ``changes``; for a record without
    the standard library's walk over its fields and call of ``__init__`` (a fold
    replaces its state at every event), ``__post_init__`` called as by ``__init__``.

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
            import dataclasses  # another dataclass: the standard library's replace

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
    if hasattr(new, "__post_init__"):
        new.__post_init__()
    return new


_KEEP = object()  # a field not named in a replace keeps its value


def _make_replace(cls: type) -> Callable[..., Any]:
    """The class's ``replace``, compiled at its first use (not at import)."""
    names = cls.__record_fields__  # type: ignore[attr-defined]
    params = "".join(f", {n}=_KEEP" for n in names)
    lines = [f"def replace(_rec_obj, *{params}):" if names else "def replace(_rec_obj):"]
    lines.append("    _rec_new = _new(_cls)")
    lines += [f"    _s_{n}(_rec_new, _rec_obj.{n} if {n} is _KEEP else {n})" for n in names]
    if hasattr(cls, "__post_init__"):
        lines.append("    _rec_new.__post_init__()")
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
    uses: int = cls.__dict__.get(counter, 0) + 1
    type.__setattr__(cls, counter, uses)
    return uses >= HOT


def _first_init(cls: type, fields: tuple[Field, ...]) -> Callable[..., None]:
    """An ``__init__`` that sets the fields by a loop over them (``_bind``), until the
    type is used often; then it compiles the real one and puts it in its place."""
    ordered = tuple(f for f in fields if not f.kw_only) + tuple(f for f in fields if f.kw_only)
    positional = sum(1 for f in fields if not f.kw_only)
    post = hasattr(cls, "__post_init__")

    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        if _use(cls, "__record_inits__"):
            init = _make_init(cls, fields)
            type.__setattr__(cls, "__init__", init)
            init(self, *args, **kwargs)
            return
        _bind(self, ordered, positional, args, kwargs)
        if post:
            self.__post_init__()  # type: ignore[attr-defined]  # post: the class has one

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _bind(
    obj: object,
    fields: tuple[Field, ...],
    positional: int,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> None:
    """Set ``obj``'s fields from the arguments of ``__init__``, as the compiled one does.

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


# --------------------------------------------------------------------------- the fields
def _spec(value: Any) -> Field:
    """The options of one field from its value in the class body: ``field(...)`` (ours or
    the standard library's), a plain default, or nothing."""
    if isinstance(value, Field):
        return value
    library = sys.modules.get("dataclasses")  # a dataclasses.Field exists only if loaded
    if library is not None and isinstance(value, library.Field):
        missing = library.MISSING
        return Field(
            MISSING if value.default is missing else value.default,
            MISSING if value.default_factory is missing else value.default_factory,
            bool(value.compare),
            bool(value.repr),
            value.kw_only is True,
        )
    return Field(default=value)


def _fields_of(cls: type) -> tuple[Field, ...]:
    """The fields of a class body, in the order of its annotations, checked as
    ``dataclasses`` checks them (a mutable default, a required field after a default)."""
    if any(hasattr(base, "__record_fields__") for base in cls.__mro__[1:]):
        raise TypeError(f"record {cls.__name__} cannot extend another record")
    fields, after_default = [], None
    own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 - not inspect: heavy to load
    for name, annotation in own.items():
        if any(word in str(annotation) for word in ("ClassVar", "InitVar", "KW_ONLY")):
            raise TypeError(f"record {cls.__name__}: {annotation} is not supported ({name})")
        f = _spec(cls.__dict__.get(name, MISSING))
        f.name, f.type = name, annotation
        if f.default is not MISSING and type(f.default).__hash__ is None:
            raise ValueError(
                f"mutable default {type(f.default)} for field {name} is not allowed: "
                "use default_factory"
            )
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if not f.kw_only and not has_default and after_default is not None:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        if not f.kw_only and has_default:
            after_default = name
        fields.append(f)
    return tuple(fields)


def _methods(
    cls: type, fields: tuple[Field, ...], frozen: bool, eq: bool, order: bool
) -> dict[str, Any]:
    """The methods a record gets (where the class does not define its own)."""
    own = cls.__dict__
    methods: dict[str, Any] = {
        "__repr__": own.get("__repr__") or _repr,
        "__getstate__": _getstate,
        "__setstate__": _setstate,
    }
    if eq:
        methods["__eq__"] = own.get("__eq__") or _eq
        # the dataclass rule: frozen and equal by value is hashable, mutable is not
        methods["__hash__"] = (own.get("__hash__") or _hash) if frozen else own.get("__hash__")
    if frozen:
        methods.update(__setattr__=_frozen_setattr, __delattr__=_frozen_delattr)
    if order:
        methods.update(__lt__=_lt, __le__=_le, __gt__=_gt, __ge__=_ge)
    if "__match_args__" not in own:
        methods["__match_args__"] = tuple(f.name for f in fields if not f.kw_only)
    return methods


def _made(cls: type, frozen: bool, eq: bool, order: bool) -> type:
    """The record class: ``cls`` made again with ``__slots__`` for its fields (a class
    cannot get slots after it is made: ``dataclasses`` makes it again too)."""
    fields = _fields_of(cls)
    names = tuple(f.name for f in fields)
    namespace = {k: v for k, v in cls.__dict__.items() if k not in names}
    for name in ("__dict__", "__weakref__"):
        namespace.pop(name, None)
    namespace.update(_methods(cls, fields, frozen, eq, order))
    namespace["__slots__"] = names
    if cls.__doc__ is None:
        namespace["__doc__"] = f"{cls.__name__}({', '.join(names)})"
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    made.__init__ = _first_init(made, fields)  # type: ignore[misc]
    made.__record_specs__ = fields  # type: ignore[attr-defined]
    made.__record_fields__ = names  # type: ignore[attr-defined]
    made.__record_repr__ = tuple(f.name for f in fields if f.repr)  # type: ignore[attr-defined]
    compared = [f.name for f in fields if f.compare]
    made.__record_key__ = staticmethod(_key(compared))  # type: ignore[attr-defined]
    return made


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(
    cls: T | None = None, /, *, frozen: bool = True, eq: bool = True, order: bool = False
) -> Any:
    """The class as a slotted record, frozen unless ``frozen=False``; ``eq=False`` keeps
    identity for equality and hashing, ``order=True`` orders by the compared fields (as
    the same options of ``@dataclass``).

    >>> @record(order=True)
    ... class Step:
    ...     rank: int
    >>> sorted([Step(3), Step(1)]), Step(1) < Step(2)
    ([Step(rank=1), Step(rank=3)], True)
    >>> @record(frozen=False, eq=False)
    ... class Tally:
    ...     seen: list[str] = field(default_factory=list)
    >>> t = Tally()
    >>> t.seen = ["a"]; t, t == Tally(["a"])
    (Tally(seen=['a']), False)

    A ``__post_init__`` runs after the fields are set, by ``__init__`` and ``replace``:

    >>> @record
    ... class Score:
    ...     points: int
    ...     def __post_init__(self) -> None:
    ...         if self.points < 0:
    ...             raise ValueError(f"no such score: {self.points}")
    >>> replace(Score(1), points=-2)
    Traceback (most recent call last):
    ...
    ValueError: no such score: -2
    """
    if cls is None:
        return lambda c: _made(c, frozen, eq, order)
    return _made(cls, frozen, eq, order)
