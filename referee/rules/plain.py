"""Rulebooks as plain values, the form ``referee/rules/_builtins.py`` holds them in, and back.

Nothing but tuples of text, numbers, truth values, None and bytes: what Python keeps as
one constant of a module, so the generated module builds nothing when it is imported.
A record is ``(b"Name", (its fields…))``, an enum member ``(b"Name", its value)``, a
mapping proxy ``(b"proxy", its dict)``, a dict ``(b"dict", ((key, value), …))`` and a
list ``(b"list", (its items…))``.  No value of a rulebook is bytes (a TOML file has
none), so a tuple that begins with bytes is always such a tag.  Decoding makes every
record again by its class, one of the short list a rulebook is made of.  A value that
occurs more than once is written once, in a table of shared values (:func:`shared`),
and made once.

>>> from referee.model.findings import Authority, Citation
>>> c = Citation(Authority.PARAGRAPH, "1890", "§1", "Text")
>>> plain = encode({"a": [c, c]})
>>> plain[0], plain[1][0][1][0]
(b'dict', b'list')
>>> decode(plain) == {"a": [c, c]}
True
>>> table, (tree,) = shared([plain])
>>> back = decode(tree, table)
>>> back == {"a": [c, c]}, back["a"][0] is back["a"][1], len(table)
(True, True, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from types import MappingProxyType
from typing import Any

from referee.model.findings import Authority, Citation
from referee.rules.model import (
    Catalogue,
    ConcernMap,
    Excerpt,
    Explanation,
    Interpretation,
    Paragraph,
    Param,
    Rulebook,
    Support,
)

#: The classes a rulebook and the catalogue are made of: no other is made by decoding.
CLASSES: tuple[type, ...] = (
    Rulebook,
    Paragraph,
    Param,
    Explanation,
    Support,
    Excerpt,
    ConcernMap,
    Interpretation,
    Catalogue,
    Citation,
    Authority,
)
_BY_NAME = {cls.__name__.encode("ascii"): cls for cls in CLASSES}
_LEAVES = (str, int, float, bool, type(None))
_LEAF_TYPES = frozenset(_LEAVES)


def encode(value: Any) -> Any:
    """``value`` as plain values (see the module's docstring); ``TypeError`` for a value
    of a type that has no plain form (a TOML date, say).

    >>> encode((1, ["x"], None))
    (1, (b'list', ('x',)), None)
    """
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is tuple:
        return tuple(encode(v) for v in value)
    if kind is list:
        return (b"list", tuple(encode(v) for v in value))
    if kind is dict:
        return (b"dict", tuple((_key(k), encode(v)) for k, v in value.items()))
    if kind is MappingProxyType:
        return (b"proxy", encode(dict(value)))
    if kind not in CLASSES:
        raise TypeError(f"a {kind.__name__} has no plain form")
    name = kind.__name__.encode("ascii")
    if isinstance(value, Enum):
        return (name, value.value)
    fields = kind.__record_fields__
    return (name, tuple(encode(getattr(value, f)) for f in fields))


def _key(key: Any) -> Any:
    if type(key) not in _LEAVES:
        raise TypeError(f"a key of type {type(key).__name__} has no plain form")
    return key


def shared(trees: Sequence[Any], least: int = 40) -> tuple[tuple[Any, ...], list[Any]]:
    """The values that occur more than once in the plain ``trees`` (each written in at
    least ``least`` characters) as a table, and the trees with each of them replaced by
    ``(b"@", its place in the table)``; an entry may name an earlier one.  Only a value
    is replaced, never the parts of a tag (a record's fields, a dict's keys).

    >>> table, (a, b) = shared([("x" * 40, (1, True)), ("x" * 40, (1, 1))], least=5)
    >>> table, a, b
    (('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',), ((b'@', 0), (1, True)), ((b'@', 0), (1, 1)))
    """
    seen: dict[str, int] = {}  # by repr, which tells 1 from True and 1.0

    def count(v: Any) -> None:
        if type(v) is tuple or (type(v) is str and len(v) >= least):
            key = repr(v)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] == 1 and type(v) is tuple:
                for x in _values(v):
                    count(x)

    for tree in trees:
        count(tree)
    places: dict[str, int] = {}
    table: list[Any] = []

    def put(v: Any) -> Any:
        if type(v) is not tuple and type(v) is not str:
            return v
        key = repr(v)
        if seen.get(key, 0) < 2 or len(key) < least:
            return _rebuilt(v, put)
        if key not in places:
            table.append(_rebuilt(v, put))
            places[key] = len(table) - 1
        return (b"@", places[key])

    replaced = [put(tree) for tree in trees]
    return tuple(table), replaced


def _values(v: Any) -> Iterable[Any]:
    """The values inside the plain ``v``: a tuple's items, a record's fields, a list's
    items, a dict's values, a mapping proxy's dict (an enum member has none)."""
    if type(v) is not tuple:
        return ()
    if not v or type(v[0]) is not bytes:
        return v
    tag, payload = v
    if tag == b"dict":
        return [x for _, x in payload]
    if tag == b"proxy":
        return (payload,)
    return payload if type(payload) is tuple else ()


def _rebuilt(v: Any, put: Callable[[Any], Any]) -> Any:
    """``v`` with ``put`` applied to each of the values inside it (see :func:`_values`)."""
    if type(v) is not tuple:
        return v
    if not v or type(v[0]) is not bytes:
        return tuple(put(x) for x in v)
    tag, payload = v
    if tag == b"dict":
        return (tag, tuple((k, put(x)) for k, x in payload))
    if tag == b"proxy":
        return (tag, put(payload))
    return (tag, tuple(put(x) for x in payload)) if type(payload) is tuple else v


def decode(data: Any, table: tuple[Any, ...] = ()) -> Any:
    """The value :func:`encode` made ``data`` of, ``table`` holding what :func:`shared`
    took out (``KeyError``, ``TypeError``, ``ValueError`` or ``IndexError`` for data
    that is not so)."""
    return _Decoder(table).value(data)


def rulebook(data: Any, table: tuple[Any, ...]) -> Rulebook:
    """The rulebook ``data`` holds."""
    book = decode(data, table)
    if not isinstance(book, Rulebook):
        raise TypeError(f"not a rulebook: {type(book).__name__}")
    return book


def catalogue(data: Any, table: tuple[Any, ...]) -> Catalogue:
    """The catalogue ``data`` holds."""
    found = decode(data, table)
    if not isinstance(found, Catalogue):
        raise TypeError(f"not a catalogue: {type(found).__name__}")
    return found


class _Decoder:
    """One decoding: what it has made, by the identity of the data it was made of, and
    the table of shared values that ``(b"@", n)`` names."""

    def __init__(self, table: tuple[Any, ...]) -> None:
        self.table = table
        self.made: dict[int, Any] = {}
        self.setters: dict[type, tuple[Callable[[Any, Any], None], ...]] = {}

    def value(self, data: Any) -> Any:
        if type(data) in _LEAF_TYPES:
            return data
        done = self.made.get(id(data))
        if done is None:
            done = self.made[id(data)] = self._fresh(data)
        return done

    def _fresh(self, data: Any) -> Any:
        """A value made afresh; a leaf among its parts is taken as it is, without a call
        (most parts of a rulebook are leaves)."""
        value, leaves = self.value, _LEAF_TYPES
        if type(data) is not tuple:
            raise TypeError(f"unexpected {type(data).__name__} in a plain rulebook")
        if not data or type(data[0]) is not bytes:
            return tuple([v if type(v) in leaves else value(v) for v in data])
        tag, payload = data
        if tag == b"@":
            return value(self.table[payload])
        if tag == b"list":
            return [v if type(v) in leaves else value(v) for v in payload]
        if tag == b"dict":
            return {k: v if type(v) in leaves else value(v) for k, v in payload}
        if tag == b"proxy":
            return MappingProxyType(value(payload))
        cls = _BY_NAME[tag]
        if issubclass(cls, Enum):
            return cls(payload)
        obj = object.__new__(cls)
        for put, v in zip(self._setters(cls), payload, strict=True):
            put(obj, v if type(v) in leaves else value(v))
        return obj

    def _setters(self, cls: type) -> tuple[Callable[[Any, Any], None], ...]:
        """The setters of a record's slots (a frozen record refuses ``setattr``)."""
        found = self.setters.get(cls)
        if found is None:
            names = cls.__record_fields__  # type: ignore[attr-defined]  # every record has them
            found = self.setters[cls] = tuple(cls.__dict__[n].__set__ for n in names)
        return found
