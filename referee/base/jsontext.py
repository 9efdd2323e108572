"""The JSON text we write: as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes
it, except that DEL, the C1 controls, U+2028/U+2029 and the bidi controls are written
as ``\\uXXXX`` (``encode_string``): valid JSON either way, but raw they reach a terminal
or a CI log that shows the text.  Every other non-ASCII character stays as it is.

The standard library encodes indented JSON in pure Python, through a generator per
level: every piece of text passes up through each enclosing generator.  ``dumps`` writes
the same text into one list — strings through the library's own C escaping, each key
with the comma, indent and colon before it made once per call and depth, and a field of
a string or an integer one part with them — and joins it once; a value of the commonest
classes (exactly ``dict``, ``list``, ``str``, ``int``) is told by its class before
anything is asked of it.  A ``Frozen`` object or ``FrozenList`` array (a citation, a
finding's citations: the same few again and again) keeps its text at each depth once
made.  ``dump`` writes the same text in pieces of about ``CHUNK`` parts as it goes, so
a big report is never held as text; with it an array may also be given as an iterator
(a generator of the findings), made one item at a time.  The values are what reports
are made of: dicts with string keys, lists and tuples, strings, numbers,
booleans and None (str and int subclasses such as the enums included); anything else is
a ``TypeError``, as with ``json.dumps``.

>>> value = {"a": [1, 2.5, None, True], "b": {}, "c": [], "d": {"ü": "x\\"y"}}
>>> import json
>>> dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)
True
>>> print(dumps({"Streit\\u202e": "\\x9b2J\\x7f\\u2028ß"}))
{
  "Streit\\u202e": "\\u009b2J\\u007f\\u2028ß"
}
>>> json.loads(dumps({"Streit\\u202e": "\\x9b2J"})) == {"Streit\\u202e": "\\x9b2J"}
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from json.encoder import encode_basestring
from typing import Any

INDENT = "  "
#: What JSON allows raw in a string and ``encode_string`` writes as ``\uXXXX`` all the
#: same: DEL, the C1 controls (U+009B starts a terminal sequence, as ESC ``[`` does), the
#: line and paragraph separators U+2028/U+2029, the bidi embeddings, overrides and
#: isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+061C, U+200E, U+200F), and the
#: other invisible format characters (U+200B–U+200D, U+2060–U+2064, U+FEFF): each acts
#: on a terminal or a CI log that shows the JSON text, or hides text in it.
_RAW = re.compile("[\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
CHUNK = 4096  # parts of text gathered before ``dump`` writes them
#: The text before a string key's value — comma, line break, indent, the key and its
#: colon (``,\n    "kind": ``) — by key, by the indent it stands at, for the rest of the
#: call (an object's first field drops the comma for its ``{``).
_Keys = dict[str, dict[str, str]]


def encode_string(text: str) -> str:
    r"""``text`` as a JSON string: as ``json`` writes it with ``ensure_ascii=False`` (the
    library's C escaping), but DEL, the C1 controls, U+2028/U+2029, the bidi controls and
    marks and the invisible format characters as ``\uXXXX`` (``_RAW``); every other
    non-ASCII character stays as it is.

    >>> print(encode_string("Süß\x9b2J\u202e\x7f\u2028„x“\u200f\ufeff"))
    "Süß\u009b2J\u202e\u007f\u2028„x“\u200f\ufeff"
    >>> import json
    >>> json.loads(encode_string("a\x85\u2066b")) == "a\x85\u2066b"
    True
    """
    encoded = encode_basestring(text)
    # the fast paths: ASCII without DEL (``isascii`` is told by the string's kind), or
    # nothing of ``_RAW`` found
    if (text.isascii() and "\x7f" not in text) or _RAW.search(encoded) is None:
        return encoded
    return _RAW.sub(_escaped, encoded)


def _escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


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
    """``value`` as indented JSON text (two spaces), non-ASCII characters kept but for
    the controls ``encode_string`` escapes; ``level``: as it stands nested that deep in
    a bigger document."""
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


def _encode(value: Any, out: _Out, newline: str, keys: _Keys) -> None:
    """Append ``value``'s text; ``newline`` is a line break and the current indent."""
    cls = value.__class__
    if cls is dict:
        _encode_fields(value, out, newline, keys)
    elif cls is int:  # int, not bool
        out.append(int.__repr__(value))
    elif cls is str:
        out.append(encode_string(value))
    elif cls is list:
        _encode_items(value, out, newline, keys)
    elif cls is Frozen or cls is FrozenList:
        out.append(value.text(newline))
    elif value is None:
        out.append("null")
    elif isinstance(value, str):
        out.append(encode_string(value))
    elif isinstance(value, dict):
        _encode_fields(value, out, newline, keys)
    elif isinstance(value, (list, tuple, Iterator)):
        _encode_items(value, out, newline, keys)
    else:
        out.append(_scalar(value))


class _Kept:
    """What ``Frozen`` and ``FrozenList`` share: the value's text at each depth, made
    once by the class's ``_write`` and kept (``_texts``), and no change allowed.  Slotted
    by hand: a ``dict`` or ``list`` that is more cannot be a record."""

    __slots__ = ()
    _texts: dict[str, str]
    _what: str  # "object" or "array", for the error

    def _write(self, out: _Out, newline: str) -> None:
        raise NotImplementedError

    def text(self, newline: str) -> str:
        """The value's text nested where ``newline`` is the line break and indent."""
        found = self._texts.get(newline)
        if found is None:
            out = _Out(None)
            self._write(out, newline)
            found = self._texts[newline] = "".join(out)
        return found

    def _read_only(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"a frozen JSON {self._what} does not change")


class Frozen(_Kept, dict):  # type: ignore[type-arg]
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
    _what = "object"
    _read_only = _Kept._read_only

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._texts: dict[str, str] = {}

    def _write(self, out: _Out, newline: str) -> None:
        _encode_fields(self, out, newline, {})

    __setitem__ = __delitem__ = __ior__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[type, tuple[dict[Any, Any]]]:
        return Frozen, (dict(self),)


class FrozenList(_Kept, list):  # type: ignore[type-arg]
    """A JSON array that never changes (nor do its items): its text at each depth is
    made once and kept with it, as ``Frozen`` keeps an object's (a finding's citations:
    each finding of a concern cites the same ones).  Any change raises ``TypeError``;
    ``json.dumps`` and ``==`` see a list.

    >>> cites = FrozenList([Frozen({"ref": "§13"}), Frozen({"ref": "S. 67"})])
    >>> dumps({"a": cites, "b": [cites]}) == dumps({"a": list(cites), "b": [list(cites)]})
    True
    >>> cites.append(Frozen({"ref": "§14"}))
    Traceback (most recent call last):
    ...
    TypeError: a frozen JSON array does not change
    """

    __slots__ = ("_texts",)
    _what = "array"
    _read_only = _Kept._read_only

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._texts: dict[str, str] = {}

    def _write(self, out: _Out, newline: str) -> None:
        _encode_items(self, out, newline, {})

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _read_only
    append = extend = insert = pop = remove = clear = sort = reverse = _read_only

    def __reduce__(self) -> tuple[type, tuple[list[Any]]]:
        return FrozenList, (list(self),)


def _encode_fields(value: dict[Any, Any], out: _Out, newline: str, keys: _Keys) -> None:
    if not value:
        out.append("{}")
        return
    inner = newline + INDENT
    heads = keys.get(inner)
    if heads is None:
        heads = keys[inner] = {}
    first = True
    for key, item in value.items():
        # only keys of class str are remembered (``True == 1``; a str subclass is written
        # as its text, the same either way)
        head = heads.get(key) if key.__class__ is str else None
        if head is None:
            text = key if isinstance(key, str) else _key(key)
            head = "," + inner + encode_string(text) + ": "
            if key.__class__ is str:
                heads[key] = head
        if first:
            head = "{" + head[1:]
            first = False
        cls = item.__class__
        if cls is str:
            out.append(head + encode_string(item))
        elif cls is int:
            out.append(head + int.__repr__(item))
        else:
            out.append(head)
            _encode(item, out, inner, keys)
    out.append(newline + "}")


def _encode_items(
    value: list[Any] | tuple[Any, ...] | Iterator[Any], out: _Out, newline: str, keys: _Keys
) -> None:
    inner = newline + INDENT
    separator, comma = "[" + inner, "," + inner
    for item in value:
        cls = item.__class__
        if cls is str:
            out.append(separator + encode_string(item))
        elif cls is int:
            out.append(separator + int.__repr__(item))
        else:
            out.append(separator)
            if cls is dict:  # a finding, a deal: no need to ask ``_encode``
                _encode_fields(item, out, inner, keys)
            else:
                _encode(item, out, inner, keys)
            if len(out) >= CHUNK:
                out.spill()
        separator = comma
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
