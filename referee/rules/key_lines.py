r"""Where each key of a TOML text is written: :mod:`tomllib` gives no positions, and a
problem of a rulebook file is said with its line.

>>> lines = KeyLines('id = "h"\n\n[params]\n"target.points" = 18\n')
>>> lines.line(("params", "target.points")), lines.line(("params", "nowhere")), lines.line(("x",))
(4, 3, None)
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable
from typing import Any

from referee.base.lines import split_lines

_BARE = r"[A-Za-z0-9_-]+"
_QUOTED = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_KEYPART = rf"(?:{_BARE}|{_QUOTED})"
_KEY_LINE = rf"^\s*({_KEYPART}(?:\s*\.\s*{_KEYPART})*)\s*=(.*)$"
_HEADER_LINE = rf"^\s*(\[\[|\[)\s*({_KEYPART}(?:\s*\.\s*{_KEYPART})*)\s*\]\]?"


def _split_key(text: str) -> tuple[str, ...]:
    parts = []
    for m in _regex(_KEYPART).finditer(text):
        p = m.group(0)
        if p[0] in "\"'":
            p = p[1:-1].encode().decode("unicode_escape") if p[0] == '"' else p[1:-1]
        parts.append(p)
    return tuple(parts)


class KeyLines:
    """Maps key paths of a TOML text to the line they are written on."""

    def __init__(self, text: str) -> None:
        self.lines = split_lines(text)  # as the notation counts lines
        self.at: dict[tuple[Any, ...], int] = {}
        table: tuple[Any, ...] = ()
        counts: dict[tuple[Any, ...], int] = {}
        closing: str | None = None  # inside a multi-line string: its closing quotes
        header_line, key_line = _regex(_HEADER_LINE), _regex(_KEY_LINE)
        for no, line in enumerate(self.lines, start=1):
            if closing:
                if closing in line:
                    closing = None
                continue
            if m := header_line.match(line):
                path: tuple[Any, ...] = _split_key(m.group(2))
                if m.group(1) == "[[":
                    index = counts.get(path, -1) + 1
                    counts[path] = index
                    path = (*path, index)
                table = path
                self.at.setdefault(path, no)
                continue
            if m := key_line.match(line):
                path = table + _split_key(m.group(1))
                self.at.setdefault(path, no)
                value = m.group(2)
                for quotes in ('"""', "'''"):
                    if value.count(quotes) % 2 == 1:
                        closing = quotes
                        break
        self.starts = sorted(set(self.at.values()))  # the lines that start a key

    def line(self, path: Iterable[Any], needle: str | None = None) -> int | None:
        path = tuple(path)
        for end in range(len(path), 0, -1):
            if (found := self.at.get(path[:end])) is not None:
                break
        else:
            return None
        if needle:  # the element of an array written over several lines
            starts = self.starts
            after = bisect.bisect_right(starts, found)
            stop = starts[after] if after < len(starts) else len(self.lines) + 1
            for no in range(found, stop):
                if needle in self.lines[no - 1]:
                    return no
        return found


@functools.cache
def _regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled, when first used (a sound file never needs its lines)."""
    return re.compile(pattern)
