"""A cache of loaded, validated rulebooks, safe to keep on disk.

Loading a built-in rulebook parses its TOML, checks every entry and resolves every
citation (~7 ms for 1890, which also loads Schlanders to quote it).  What comes out is
plain data — records, tuples, strings, numbers — so it is kept once made, as
:mod:`marshal` data (built into Python: nothing to import), in the private cache
directory of :mod:`referee.rules.toml_cache`.  Nothing in the file is ever run: every record
is made again by its class, taken from the short list of classes the caller allows,
and set field by field.

A file is used only if it is ours in every respect: a regular file owned by the user,
in the private directory, that starts with our magic line and the exact key of this
installation (the package version, the bytes of the rulebook files, and the size and
time of change of the modules that make a rulebook, as Python's bytecode cache checks
them: an edited rulebook or a changed loader makes the rulebook anew), whose checksum
matches and whose data decodes into the expected type.
Anything else — truncated, corrupt, foreign, stale — is ignored and written afresh; an
unwritable directory means no cache, never a failure.  ``PERLAGG_NO_CACHE=1`` turns it
off.

>>> from referee.model.findings import Authority, Citation
>>> c = Citation(Authority.PARAGRAPH, "1890", "§1", "Text")
>>> plain = encode((c, c), {Citation: "Citation", Authority: "Authority"})
>>> back = decode(plain, {"Citation": Citation, "Authority": Authority})
>>> back == (c, c), back[0] is back[1], back[0].authority is Authority.PARAGRAPH
(True, True, True)
"""

from __future__ import annotations

import marshal
import os
import zlib
from collections.abc import Iterable, Mapping
from enum import Enum
from types import MappingProxyType
from typing import Any

from referee.base.errors import PerlaggError
from referee.rules import toml_cache

MAGIC = b"perlagg rulebook cache 2\n"
_LEAVES = frozenset({str, int, float, bool, type(None)})


class Uncacheable(PerlaggError, TypeError):
    """A value the cache cannot keep as plain data (the rulebook is then not cached)."""


# --------------------------------------------------------------------------- encoding
def encode(value: Any, names: Mapping[type, str]) -> Any:
    """``value`` as marshal-able plain data: a record of a class in ``names`` as the pair
    ``(name as bytes, its fields)``, an enum member as ``(name, its value)``, a mapping
    proxy as ``(b"proxy", its dict)`` (no other value holds bytes: a TOML file has none);
    an object met twice stays one object.

    >>> from referee.model.findings import Authority
    >>> encode({"a": (Authority.PARAGRAPH, [1.5, None])}, {Authority: "Authority"})
    {'a': ((b'Authority', 'paragraph'), [1.5, None])}
    """
    return _Encoder(names).value(value)


class _Encoder:
    def __init__(self, names: Mapping[type, str]) -> None:
        self.names, self.memo = names, {}  # id -> encoded (the objects all live on)

    def value(self, value: Any) -> Any:
        kind = type(value)
        if kind in _LEAVES:
            return value
        done = self.memo.get(id(value))
        if done is None:
            done = self.memo[id(value)] = self._fresh(value, kind)
        return done

    def _fresh(self, value: Any, kind: type) -> Any:
        if kind is tuple:
            return tuple(self.value(v) for v in value)
        if kind is list:
            return [self.value(v) for v in value]
        if kind is dict:
            return {self._key(k): self.value(v) for k, v in value.items()}
        if kind is MappingProxyType:
            return (b"proxy", {self._key(k): self.value(v) for k, v in value.items()})
        name = self.names.get(kind)
        if name is None:
            raise Uncacheable(f"cannot keep a {kind.__name__}")
        if isinstance(value, Enum):
            return (name.encode(), value.value)
        fields = kind.__record_fields__  # type: ignore[attr-defined]
        return (name.encode(), tuple([self.value(getattr(value, f)) for f in fields]))

    def _key(self, key: Any) -> Any:
        if type(key) not in _LEAVES:
            raise Uncacheable(f"cannot keep a key of type {type(key).__name__}")
        return key


# --------------------------------------------------------------------------- decoding
def decode(data: Any, classes: Mapping[str, type]) -> Any:
    """The value :func:`encode` made ``data`` of, each record and enum by its class in
    ``classes``; ``KeyError``/``TypeError``/``ValueError`` for data that is not so."""
    return _Decoder(classes).value(data)


class _Decoder:
    """The walk of :func:`decode`; a leaf (text, number, None) is taken as it is where it
    is met, without a call (most of a rulebook's values are leaves), and a record's
    fields are set through its slots' own setters (the cheapest way Python offers)."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes = {name.encode("ascii"): cls for name, cls in classes.items()}
        self.memo: dict[int, Any] = {}  # id of the data -> its value
        self.makers: dict[bytes, tuple[type, tuple[Any, ...] | None]] = {}  # see _maker

    def value(self, data: Any) -> Any:
        kind = type(data)
        if kind in _LEAVES:
            return data
        done = self.memo.get(id(data))
        if done is None:
            done = self.memo[id(data)] = self._fresh(data, kind)
        return done

    def _fresh(self, data: Any, kind: type) -> Any:
        value, leaves = self.value, _LEAVES
        if kind is tuple:
            if data and type(data[0]) is bytes:
                tag, payload = data
                return self._tagged(tag, payload)
            return tuple([v if type(v) in leaves else value(v) for v in data])
        if kind is list:
            return [v if type(v) in leaves else value(v) for v in data]
        if kind is dict:
            return {k: v if type(v) in leaves else value(v) for k, v in data.items()}
        raise TypeError(f"unexpected {kind.__name__} in a rulebook cache")

    def _tagged(self, tag: bytes, payload: Any) -> Any:
        if tag == b"proxy":
            return MappingProxyType(self.value(payload))
        cls, setters = self.makers.get(tag) or self._maker(tag)
        if setters is None:
            return cls(payload)  # an enum member, by its value
        obj = object.__new__(cls)
        value, leaves = self.value, _LEAVES
        for put, v in zip(setters, payload, strict=True):
            put(obj, v if type(v) in leaves else value(v))
        return obj

    def _maker(self, tag: bytes) -> tuple[type, tuple[Any, ...] | None]:
        """The class a tag names, with its record's slot setters (None for an enum)."""
        cls = self.classes[tag]
        if issubclass(cls, Enum):
            self.makers[tag] = (cls, None)
        else:
            names = cls.__record_fields__  # type: ignore[attr-defined]  # TypeError if none
            self.makers[tag] = (cls, tuple(cls.__dict__[n].__set__ for n in names))
        return self.makers[tag]


# --------------------------------------------------------------------------- the key
def key_of(contents: Iterable[str], sources: Iterable[str], version: str) -> bytes:
    """The cache key, 32 hex digits after the version: the bytes of the files
    ``contents`` (the rulebooks), and the size and time of change of the files
    ``sources`` (the loader's modules: what Python's own bytecode cache checks of the
    very same files).  A file that cannot be read gives a key of its own."""
    crc, adler, size = 0, 1, 0
    for name in contents:
        try:
            with open(name, "rb") as fh:
                raw = name.encode("utf-8", "surrogatepass") + b"\0" + fh.read()
        except OSError:
            raw = f"unreadable {name}".encode("utf-8", "surrogatepass")
        crc, adler, size = zlib.crc32(raw, crc), zlib.adler32(raw, adler), size + len(raw)
    for name in sources:
        try:
            info = os.stat(name)
            raw = f"{name}\0{info.st_size}\0{info.st_mtime_ns}".encode("utf-8", "surrogatepass")
        except OSError:
            raw = f"unreadable {name}".encode("utf-8", "surrogatepass")
        crc, adler, size = zlib.crc32(raw, crc), zlib.adler32(raw, adler), size + len(raw)
    return f"{version}-{size:016x}{crc:08x}{adler:08x}".encode("ascii")


# --------------------------------------------------------------------------- the file
def read(name: str, key: bytes, classes: Mapping[str, type]) -> Any:
    """What was kept as ``name`` under ``key``, decoded; None when there is no such file
    or it is not ours in every respect (see the module's docstring)."""
    directory = toml_cache.private_directory()
    raw = None if directory is None else toml_cache.read_private(os.path.join(directory, name))
    head = MAGIC + key + b"\n"
    if raw is None or not raw.startswith(head) or len(raw) < len(head) + 8:
        return None
    checksum, payload = raw[len(head) : len(head) + 8], raw[len(head) + 8 :]
    if checksum != f"{zlib.crc32(payload):08x}".encode("ascii"):
        return None
    try:
        return decode(marshal.loads(payload), classes)
    except (ValueError, TypeError, KeyError, EOFError, AttributeError, UnicodeError):
        return None  # not data we wrote: made afresh and written over


def write(name: str, key: bytes, value: Any, names: Mapping[type, str]) -> bool:
    """Keep ``value`` as ``name`` under ``key``; False where it cannot be kept (a value
    of an unknown type, no private directory, a directory that cannot be written)."""
    directory = toml_cache.private_directory()
    if directory is None:
        return False
    try:
        payload = marshal.dumps(encode(value, names))
    except (Uncacheable, ValueError, RecursionError):
        return False
    checksum = f"{zlib.crc32(payload):08x}".encode("ascii")
    data = MAGIC + key + b"\n" + checksum + payload
    return toml_cache.write_private(directory, os.path.join(directory, name), data)


__all__ = ["MAGIC", "Uncacheable", "decode", "encode", "key_of", "read", "write"]
