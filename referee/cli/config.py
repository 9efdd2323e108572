"""``[tool.perlagg]`` in ``pyproject.toml``, found from a folder upwards as ruff finds its own.

    [tool.perlagg]
    rules = "1890"            # a rulebook id or a house-rules file (relative to this file)
    lang = "en"               # de | en
    select = ["violation", "undetermined"]
    ignore = ["cut"]
    paths = ["games"]         # what `perlagg check` checks when given no path (relative
                              # to this file; printed relative to the current folder)
    strict = true             # undetermined facts fail too

The first ``pyproject.toml`` upwards that has a ``[tool.perlagg]`` table wins; the
command line overrides it, and ``PERLAGG_LANG`` overrides its ``lang``.  A file that
cannot hold the table (:func:`may_hold_the_table`) is not parsed; one that can is read
afresh at every start.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from referee.base.errors import PerlaggError
from referee.base.record import field, record
from referee.messages import LANGS

if TYPE_CHECKING:
    from pathlib import Path

KEYS = {"rules", "lang", "select", "ignore", "paths", "strict", "verbose"}


class ConfigError(PerlaggError):
    """``[tool.perlagg]`` cannot be used: a message key and its arguments (``text``)."""

    def __init__(self, message: str, path: str | os.PathLike[str], **args: Any) -> None:
        from pathlib import Path  # only for a file that cannot be used

        super().__init__(f"{path}: {message} {args}")
        self.key, self.path, self.values = message, Path(path), args

    def text(self, lang: str) -> str:
        from referee.messages import say

        return f"{self.path}: {say(self.key, lang, **self.values)}"


@record
class Config:
    path: Path | None = None  # the pyproject.toml it came from
    rules: str | None = None
    lang: str | None = None
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    strict: bool = False
    verbose: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


def find(start: str | os.PathLike[str] | None = None) -> Config:
    """The configuration that governs ``start`` (the working directory), or none.

    The folders are walked as text: a ``Path`` is made only of a file that has the
    table (so that ``pathlib`` is not loaded at every start)."""
    folder = os.path.realpath(start or os.getcwd())
    while True:
        candidate = os.path.join(folder, "pyproject.toml")
        if os.path.isfile(candidate):
            table = _table(candidate)
            if table is not None:
                from pathlib import Path

                return _parse(table, Path(candidate))
        parent = os.path.dirname(folder)
        if parent == folder:
            return Config()
        folder = parent


def _table(path: str) -> dict[str, Any] | None:
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise ConfigError("config.unreadable", path, reason=str(exc)) from None
    return _tool_table(raw, path) if may_hold_the_table(raw) else None


#: The ways a TOML file can write the key ``perlagg`` inside ``tool``: after ``tool.``
#: (``[tool.perlagg]``, ``tool.perlagg.lang = …``), as a key at the start of a line in a
#: file with a ``[tool]`` table, or in ``tool`` written as an inline table.
_AFTER_TOOL = rb"""tool["']?\s*\.\s*["']?perlagg"""
_TOOL_TABLE = rb"""(?m)^\s*\[\s*["']?tool["']?\s*\]"""
_KEY = rb"""(?m)^\s*["']?perlagg["']?\s*[.=]"""
_INLINE_TOOL = rb"""(?m)^\s*["']?tool["']?\s*=\s*\{"""


def may_hold_the_table(raw: bytes) -> bool:
    """Whether the bytes of a ``pyproject.toml`` can hold a ``[tool.perlagg]`` table (one
    that cannot is not parsed: most projects' files, and those that name perlagg only as
    a project, a script or a dependency).  A key spelt with escapes is not seen.

    >>> may_hold_the_table(b'[project]\\nname = "perlagg"\\n[project.scripts]\\nperlagg = "a:b"\\n')
    False
    >>> may_hold_the_table(b'[ tool . "perlagg" ]\\nlang = "en"\\n')
    True
    >>> may_hold_the_table(b"[tool]\\nperlagg.lang = 'en'\\n")
    True
    >>> may_hold_the_table(b'tool = { perlagg = { lang = "en" } }\\n')
    True
    """
    if b"perlagg" not in raw:
        return False
    import re

    if re.search(_AFTER_TOOL, raw) or re.search(_INLINE_TOOL, raw):
        return True
    return bool(re.search(_TOOL_TABLE, raw) and re.search(_KEY, raw))


def _tool_table(raw: bytes, path: str) -> dict[str, Any] | None:
    """The ``[tool.perlagg]`` table of a ``pyproject.toml``'s bytes, or None."""
    import tomllib

    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError("config.unreadable", path, reason=str(exc)) from None
    tool = data.get("tool")
    table = tool.get("perlagg") if isinstance(tool, dict) else None
    return table if isinstance(table, dict) else None


def _parse(table: dict[str, Any], path: Path) -> Config:
    unknown = sorted(set(table) - KEYS)
    if unknown:
        raise ConfigError(
            "config.unknown", path, keys=", ".join(unknown), known=", ".join(sorted(KEYS))
        )
    base = path.parent
    rules = _string(table, "rules", path)
    if rules is not None and _is_file(base / rules, path):
        rules = str((base / rules).resolve())
    lang = _string(table, "lang", path)
    if lang is not None and lang not in LANGS:
        raise ConfigError("config.lang", path, value=lang, langs=", ".join(LANGS))
    return Config(
        path=path,
        rules=rules,
        lang=lang,
        select=_strings(table, "select", path),
        ignore=_strings(table, "ignore", path),
        paths=tuple(as_written(str(base / p)) for p in _strings(table, "paths", path)),
        strict=_bool(table, "strict", path),
        verbose=_bool(table, "verbose", path),
    )


def as_written(path: str, start: str | None = None) -> str:
    """``path`` as a user would write it in ``start`` (the working directory): relative
    to it (``games``, ``../games``), as ruff and pytest print paths; absolute where no
    relative path leads there (another drive).

    >>> as_written("/club/games", "/club"), as_written("/club/games", "/club/deep")
    ('games', '../games')
    >>> as_written("/club", "/club")
    '.'
    """
    try:
        return os.path.relpath(path, start or os.getcwd())
    except ValueError:  # Windows: another drive
        return path


def _is_file(candidate: Path, path: Path) -> bool:
    """Whether ``rules`` names a file beside the ``pyproject.toml``; a name the file
    system cannot take (too long, a loop of links) is the configuration's error."""
    from referee.base.resources import InputRefused, is_regular

    try:
        return is_regular(candidate)
    except InputRefused as exc:
        raise ConfigError("config." + exc.key.removeprefix("input."), path, key="rules") from None


def _string(table: dict[str, Any], key: str, path: Path) -> str | None:
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise ConfigError("config.text", path, key=key)
    return value


def _strings(table: dict[str, Any], key: str, path: Path) -> tuple[str, ...]:
    value = table.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError("config.list", path, key=key)
    return tuple(value)


def _bool(table: dict[str, Any], key: str, path: Path) -> bool:
    value = table.get(key, False)
    if not isinstance(value, bool):
        raise ConfigError("config.bool", path, key=key)
    return value
