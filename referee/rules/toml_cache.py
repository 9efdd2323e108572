"""A cache of parsed TOML (the built-in rulebooks, a project's ``[tool.perlagg]``), safe
to keep on disk.

Parsing the built-in TOML files is most of what loading a rulebook costs at start-up.
The parsed data is kept as JSON (data, never code: nothing in the cache can run) in a
directory private to the user (``$XDG_CACHE_HOME/perlagg/rulebooks``, mode 0700, owned
by the user, not a link); a directory or file that is not so is never read.  The key
is the package version, the file's length and two checksums of its bytes (CRC-32 and
Adler-32: 64 bits against an accidental match; ``hashlib`` would cost ~3 ms at every
start to load OpenSSL), so an edited rulebook is parsed afresh, and the loader
validates the data as it would a freshly parsed file; of these files only the newest
``KEEP_PARSED`` are kept.
A ``pyproject.toml`` that names perlagg is kept the same way, but only its
``[tool.perlagg]`` table and in one file per project (:func:`remembered`), so the TOML
parser (~3 ms to import) is not loaded at every start in such a project.
``PERLAGG_NO_CACHE=1`` turns the cache off.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import stat
import zlib
from collections.abc import Callable
from typing import Any

from referee import __version__  # the package's top is loaded anyway, and holds nothing else


def private_directory() -> str | None:
    """The private cache directory, created if need be; None if it is not private."""
    if os.environ.get("PERLAGG_NO_CACHE") or not hasattr(os, "getuid"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    directory = os.path.join(base, "perlagg", "rulebooks")
    try:
        os.makedirs(os.path.dirname(directory), exist_ok=True)
        with contextlib.suppress(FileExistsError):
            os.mkdir(directory, mode=0o700)
        info = os.lstat(directory)
    except OSError:
        return None
    private = (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and stat.S_IMODE(info.st_mode) & 0o077 == 0
    )
    return directory if private else None


def _key(raw: bytes) -> str:
    """The cache file's name for these bytes.

    >>> _key(b"id = 1") == _key(b"id = 1") != _key(b"id = 2")
    True
    """
    return f"{__version__}-{len(raw):x}-{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


def name_of(text: str) -> str:
    """A short name for a file's place (one cache file per project), no character of it
    taken from the place itself.

    >>> name_of("/home/a/pyproject.toml") == name_of("/home/a/pyproject.toml")
    True
    >>> len(name_of("/x")), name_of("/x") != name_of("/y")
    (16, True)
    """
    raw = text.encode("utf-8", "surrogatepass")
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


def read_private(path: str | os.PathLike[str]) -> bytes | None:
    """The bytes of a cache file: only a regular file of the user's, never through a
    link; None for anything else (or no such file)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
            return None
        try:
            return fh.read()
        except OSError:
            return None


def write_private(directory: str, path: str, data: bytes) -> bool:
    """Write a cache file whole or not at all (a temporary file renamed over it);
    False where the directory cannot be written."""
    import tempfile  # only when writing: the common start-up reads

    try:
        fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError, UnboundLocalError):
            os.unlink(tmp)
        return False
    return True


def _load(path: str) -> dict[str, Any] | None:
    import json  # for a rulebook file that changed (a built-in comes from rulebook_cache)

    raw = read_private(path)
    if raw is None:
        return None
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


#: Parsed rulebook files are kept by content, so each release of perlagg and each edit of
#: a built-in leaves a file: the newest this many stay, older ones go when one is written.
KEEP_PARSED = 32


def _store(directory: str, path: str, data: dict[str, Any]) -> None:
    import json

    try:
        text = json.dumps(data, ensure_ascii=False)
    except (TypeError, ValueError):  # a TOML date or time: not worth caching
        return
    if write_private(directory, path, text.encode("utf-8")):
        _prune(directory)


def _prune(directory: str) -> None:
    """Remove all but the ``KEEP_PARSED`` newest parsed files (``<version>-….json``;
    the other cache files are one per built-in or project and are written over).  A
    file removed here is only parsed again when next needed."""
    try:
        with os.scandir(directory) as entries:
            parsed = [
                (e.stat(follow_symlinks=False).st_mtime_ns, e.path)
                for e in entries
                if e.name.endswith(".json") and e.is_file(follow_symlinks=False)
            ]
    except OSError:
        return
    for _, old in sorted(parsed, reverse=True)[KEEP_PARSED:]:
        with contextlib.suppress(OSError):
            os.unlink(old)


def loads(text: str) -> dict[str, Any]:
    """``tomllib.loads``, imported only when a file is really parsed (a ``ValueError``,
    ``tomllib.TOMLDecodeError``, for a file that is not TOML)."""
    import tomllib

    return tomllib.loads(text)


def parsed(text: str, raw: bytes) -> dict[str, Any]:
    """``tomllib.loads(text)``, from the cache when it holds this very file.

    Raises what :func:`loads` raises for a file that is not valid TOML.
    """
    directory = private_directory()
    if directory is None:
        return loads(text)
    path = os.path.join(directory, f"{_key(raw)}.json")
    cached = _load(path)
    if cached is not None:
        return cached
    data = loads(text)
    _store(directory, path, data)
    return data


def remembered(name: str, raw: bytes, make: Callable[[], Any]) -> Any:
    """``make()``, plain data made from the bytes ``raw``, kept on disk as ``name``: read
    back while ``raw`` stays the same, made again and rewritten when it changes (one file
    per ``name``, however often the file is edited).  What ``make`` raises goes to the
    caller and nothing is kept; data with a TOML date or time is not kept either.  Kept
    as :mod:`marshal` data (no ``json`` to import at a start that needs none), read
    back only as the ``(key, value)`` pair of the right key.
    """
    directory = private_directory()
    if directory is None:
        return make()
    path = os.path.join(directory, f"{name}.marshal")
    key = _key(raw)
    cached = _unmarshalled(read_private(path))
    if isinstance(cached, tuple) and len(cached) == 2 and cached[0] == key:
        return cached[1]
    value = make()
    with contextlib.suppress(ValueError):  # a TOML date or time: not kept
        write_private(directory, path, marshal.dumps((key, value)))
    return value


def _unmarshalled(raw: bytes | None) -> Any:
    """The value of marshal data, or None for no data or data that is not marshal's."""
    if raw is None:
        return None
    try:
        return marshal.loads(raw)
    except (ValueError, EOFError, TypeError):
        return None
