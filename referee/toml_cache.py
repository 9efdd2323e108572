"""A cache of the built-in rulebooks' parsed TOML, safe to keep on disk.

Parsing the built-in TOML files is most of what loading a rulebook costs at start-up.
The parsed data is kept as JSON (data, never code: nothing in the cache can run) in a
directory private to the user (``$XDG_CACHE_HOME/perlagg/rulebooks``, mode 0700, owned
by the user, not a link); a directory or file that is not so is never read.  The key
is the package version, the file's length and two checksums of its bytes (CRC-32 and
Adler-32: 64 bits against an accidental match; ``hashlib`` would cost ~3 ms at every
start to load OpenSSL), so an edited rulebook is parsed afresh, and the loader
validates the data as it would a freshly parsed file.
``PERLAGG_NO_CACHE=1`` turns the cache off.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import zlib
from pathlib import Path
from typing import Any

_VERSION = "0.1.0"  # referee.__version__, without importing the package's top


def _directory() -> Path | None:
    """The private cache directory, created if need be; None if it is not private."""
    if os.environ.get("PERLAGG_NO_CACHE") or not hasattr(os, "getuid"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    directory = Path(base) / "perlagg" / "rulebooks"
    try:
        directory.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            directory.mkdir(mode=0o700)
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
    return f"{_VERSION}-{len(raw):x}-{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


def _load(path: Path) -> dict[str, Any] | None:
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
            return None
        try:
            data = json.loads(fh.read())
        except ValueError:
            return None
    return data if isinstance(data, dict) else None


def _store(directory: Path, path: Path, data: dict[str, Any]) -> None:
    try:
        text = json.dumps(data, ensure_ascii=False)
    except (TypeError, ValueError):  # a TOML date or time: not worth caching
        return
    import tempfile  # only when writing: the common start-up reads

    try:
        fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError, UnboundLocalError):
            os.unlink(tmp)


def loads(text: str) -> dict[str, Any]:
    """``tomllib.loads``, imported only when a file is really parsed (a ``ValueError``,
    ``tomllib.TOMLDecodeError``, for a file that is not TOML)."""
    import tomllib

    return tomllib.loads(text)


def parsed(text: str, raw: bytes) -> dict[str, Any]:
    """``tomllib.loads(text)``, from the cache when it holds this very file.

    Raises what :func:`loads` raises for a file that is not valid TOML.
    """
    directory = _directory()
    if directory is None:
        return loads(text)
    path = directory / f"{_key(raw)}.json"
    cached = _load(path)
    if cached is not None:
        return cached
    data = loads(text)
    _store(directory, path, data)
    return data
