"""The report's JSON text, as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes it.

The standard library encodes indented JSON in pure Python, through a generator per
level: every piece of text passes up through each enclosing generator, which made
writing the JSON of a big report as slow as judging it (issue 14).  ``dumps`` writes
the same text into one list — strings through the library's own C escaping — and joins
it once.  A dict of scalars alone (a citation: the same few again and again) is written
by the library's C encoder, with the item separator carrying the line break and the
indent, and its text is remembered for the rest of the call.  ``dump`` writes the same
text in pieces of about ``CHUNK`` parts as it goes, so a big report is never held as
text (issue 15); with it an array may also be given as an iterator (a generator of the
findings), made one item at a time.  The values are what reports are made of: dicts
with string keys, lists and tuples, strings, numbers, booleans and None (str and int
subclasses such as the enums included); anything else is a ``TypeError``, as with
``json.dumps``.

>>> value = {"a": [1, 2.5, None, True], "b": {}, "c": [], "d": {"ü": "x\\"y"}}
>>> import json
>>> dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from json.encoder import c_make_encoder, encode_basestring
from typing import Any

INDENT = "  "
CHUNK = 4096  # parts of text gathered before ``dump`` writes them
#: What the C encoder writes as ``json.dumps`` does (str and int subclasses included).
_SCALARS = (str, int, float, type(None))
#: The text of a dict of scalars already written in this call, by indent and items.
_Memo = dict[tuple[str, tuple[tuple[Any, Any], ...]], str]


class _Out(list[str]):
    """The parts of text not yet written, and where to write them (None: keep all)."""

    def __init__(self, write: Callable[[str], object] | None) -> None:
        super().__init__()
        self.write = write

    def spill(self) -> None:
        if self.write is not None and len(self) >= CHUNK:
            self.write("".join(self))
            self.clear()


def dumps(value: Any, level: int = 0) -> str:
    """``value`` as indented JSON text (two spaces), non-ASCII characters kept;
    ``level``: as it stands nested that deep in a bigger document."""
    out = _Out(None)
    _encode(value, out, "\n" + INDENT * level, {})
    return "".join(out)


def dump(value: Any, write: Callable[[str], object], level: int = 0) -> None:
    """Write ``dumps(value, level)`` with ``write``, piece by piece.

    >>> parts = []
    >>> dump({"a": (n for n in range(3)), "b": iter(())}, parts.append)
    >>> "".join(parts) == dumps({"a": [0, 1, 2], "b": []})
    True
    """
    out = _Out(write)
    _encode(value, out, "\n" + INDENT * level, {})
    if out:
        write("".join(out))


def _encode(value: Any, out: _Out, newline: str, memo: _Memo) -> None:
    """Append ``value``'s text; ``newline`` is a line break and the current indent."""
    if value.__class__ is int:  # the commonest (lines, columns, points): int, not bool
        out.append(int.__repr__(value))
    elif value is None:
        out.append("null")
    elif isinstance(value, str):
        out.append(encode_basestring(value))
    elif isinstance(value, dict):
        _encode_dict(value, out, newline, memo)
    elif isinstance(value, (list, tuple, Iterator)):
        _encode_list(value, out, newline, memo)
    else:
        out.append(_scalar(value))


class Frozen(dict):  # type: ignore[type-arg]
    """A JSON object that never changes (its values do not either): its text at each
    depth is made once and kept with it, for every report that writes it again (a
    citation: each finding of a concern cites the same paragraphs in full).  Any change
    raises ``TypeError``; ``json.dumps`` and ``==`` see a dict.

    >>> cite = Frozen({"ref": "§13", "page": 73})
    >>> dumps([cite, {"again": cite}]) == dumps([dict(cite), {"again": dict(cite)}])
    True
    >>> cite["ref"] = "§14"
    Traceback (most recent call last):
    ...
    TypeError: a frozen JSON object does not change
    """

    __slots__ = ("_texts",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._texts: dict[str, str] = {}

    def text(self, newline: str) -> str:
        """The object's text nested where ``newline`` is the line break and indent."""
        found = self._texts.get(newline)
        if found is None:
            out = _Out(None)
            _encode_fields(self, out, newline, {})
            found = self._texts[newline] = "".join(out)
        return found

    def _read_only(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a frozen JSON object does not change")

    __setitem__ = __delitem__ = __ior__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[type, tuple[dict[Any, Any]]]:
        return Frozen, (dict(self),)


def _encode_dict(value: dict[Any, Any], out: _Out, newline: str, memo: _Memo) -> None:
    if value.__class__ is Frozen:
        out.append(value.text(newline))
    else:
        _encode_fields(value, out, newline, memo)


def _encode_fields(value: dict[Any, Any], out: _Out, newline: str, memo: _Memo) -> None:
    if not value:
        out.append("{}")
        return
    inner = newline + INDENT
    flat = _flat(value)
    if flat is not None:
        out.append(_flat_text(value, newline, inner, memo if flat else None))
        return
    separator = "{" + inner
    for key, item in value.items():
        out.append(separator + encode_basestring(key if isinstance(key, str) else _key(key)) + ": ")
        if isinstance(item, str):
            out.append(encode_basestring(item))
        else:
            _encode(item, out, inner, memo)
        separator = "," + inner
    out.append(newline + "}")


def _flat(value: dict[Any, Any]) -> bool | None:
    """Whether the dict has string keys and scalar values only (no float, whose text
    ``_float`` decides): None if not; False if a value is a bool, whose text must not
    be remembered by its items (``True == 1``); else True."""
    if c_make_encoder is None:  # a Python without the C encoder
        return None
    remember = True
    for key, item in value.items():
        if not isinstance(key, str) or not isinstance(item, _SCALARS) or isinstance(item, float):
            return None
        if item is True or item is False:
            remember = False
    return remember


def _flat_text(value: dict[str, Any], newline: str, inner: str, memo: _Memo | None) -> str:
    """A dict of scalars as ``json.dumps(indent=2)`` writes it at this depth.

    >>> _flat_text({"a": 1, "b": "x"}, "\\n", "\\n  ", {})
    '{\\n  "a": 1,\\n  "b": "x"\\n}'
    """
    key = (inner, tuple(value.items()))
    text = None if memo is None else memo.get(key)
    if text is None:
        compact = _flat_encoder(inner)(value, 0)[0]  # '{"a": 1,<inner>"b": "x"}'
        text = "{" + inner + compact[1:-1] + newline + "}"
        if memo is not None:
            memo[key] = text
    return text


@cache
def _flat_encoder(inner: str) -> Callable[[Any, int], list[str]]:
    """The C encoder with the item separator of this depth (no nesting: flat dicts only)."""
    separator = "," + inner
    return c_make_encoder(None, None, encode_basestring, None, ": ", separator, False, False, True)


def _encode_list(
    value: list[Any] | tuple[Any, ...] | Iterator[Any], out: _Out, newline: str, memo: _Memo
) -> None:
    inner = newline + INDENT
    separator = "[" + inner
    for item in value:
        out.append(separator)
        if isinstance(item, str):
            out.append(encode_basestring(item))
        else:
            _encode(item, out, inner, memo)
            out.spill()
        separator = "," + inner
    out.append("[]" if separator[0] == "[" else newline + "]")


def _scalar(value: Any) -> str:
    """``null``, ``true``, ``false``, a number (as ``json`` writes it: ``NaN`` too)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return _float(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


def _key(key: Any) -> str:
    """A key that is no string, as ``json`` turns it into one."""
    if isinstance(key, float):
        return _float(key)
    if key is None or isinstance(key, bool | int):
        return _scalar(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")
