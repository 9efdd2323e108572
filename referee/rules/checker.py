"""What the checks of one rulebook file share: the problems found, each with the line it
is on (:class:`Checker`), the built-ins the file may extend or quote (a :class:`Shelf`),
and the tests of a ref and a note.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from referee.rules.checks import shown
from referee.rules.key_lines import KeyLines
from referee.rules.model import (
    MAX_PROBLEMS,
    Catalogue,
    Paragraph,
    Problem,
    Rulebook,
    RulebookError,
)

if TYPE_CHECKING:
    from pathlib import Path

Where = tuple[Any, ...]  # a key path in a file: ("concern", "follow-suit", "paragraphs")
# The pages of Schwaighofer's book that the seed holds; an explanation page outside
# them cannot have been quoted from it.
EXPLANATION_PAGES = range(46, 78)
EXPLANATION_REF = r"^S\.\s*(\d+)$"


@functools.cache
def regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled, when first used (most files need few of the patterns)."""
    return re.compile(pattern)


@functools.cache
def what(key: str, name: str | None = None) -> Problem:
    """The name of a part of a file in an error about it (made once for all tables)."""
    return Problem(key) if name is None else Problem(key, name=name)


class Checker:
    """Collects problems of one file with their lines; knows the shelf of built-ins that
    the file may extend or quote."""

    def __init__(self, path: Path, text: str, shelf: Shelf) -> None:
        self.path = path
        self.text = text
        self.shelf = shelf
        self._lines: KeyLines | None = None  # mapped on the first problem: a sound file never is
        self.problems: list[tuple[str, int | None, str]] = []
        self.left_out = 0  # problems beyond MAX_PROBLEMS, counted only

    def error(
        self, where: Iterable[Any], key: str, /, needle: str | None = None, **values: Any
    ) -> None:
        """The problem ``key`` of ``referee.messages``, filled with ``values``, at ``where``."""
        if len(self.problems) >= MAX_PROBLEMS:
            self.left_out += 1
            return
        if self._lines is None:
            self._lines = KeyLines(self.text)
        line = self._lines.line(where, needle)
        self.problems.append((str(self.path), line, Problem(key, **values)))

    def keys(self, table: Mapping[str, Any], allowed: set[str], where: Where, what: str) -> None:
        for key in table:
            if key not in allowed:
                listed = ", ".join(sorted(allowed))
                self.error(
                    (*where, key), "rulebook.unknown-key", key=key, what=what, allowed=listed
                )

    def typed(self, value: Any, kind: type, where: Where, what: str) -> bool:
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            named = kind in (str, int, bool, list, dict)
            expected = Problem(f"rulebook.type.{kind.__name__}") if named else str(kind)
            self.error(where, "rulebook.expected", what=what, kind=expected, value=shown(value))
        return ok

    def printable(self, value: str, where: Where, what: str) -> bool:
        """Whether an id or ref has no control character (newline, ESC, C1 …): one that
        has would forge lines and terminal sequences wherever it is shown."""
        if value.isprintable():
            return True
        bad = next(ch for ch in value if not ch.isprintable())
        code = f"U+{ord(bad):04X}"
        self.error(where, "rulebook.control-char", what=what, code=code, value=shown(value))
        return False

    def str_list(self, value: Any, where: Where, what: str) -> tuple[str, ...]:
        """The texts of a list of ids or refs; an item of another type or with a control
        character is a problem, and left out."""
        if not self.typed(value, list, where, what):
            return ()
        good = []
        for item in value:
            if isinstance(item, str):
                if self.printable(item, where, what):
                    good.append(item)
            else:
                text = Problem("rulebook.type.str")
                self.error(
                    where,
                    "rulebook.expected",
                    needle=repr(item),
                    what=what,
                    kind=text,
                    value=shown(item),
                )
        return tuple(good)

    def raise_if_any(self) -> None:
        if self.left_out:
            more = Problem("rulebook.more", n=self.left_out, limit=MAX_PROBLEMS)
            self.problems.append((str(self.path), None, more))
            self.left_out = 0
        if self.problems:
            raise RulebookError(self.problems)


def ref_ok(ref: str, by_ref: Mapping[str, Paragraph]) -> bool:
    """Whether ``ref`` is a paragraph of the book or a page of the explanation seed."""
    if ref in by_ref:
        return True
    if m := regex(EXPLANATION_REF).match(ref):
        return int(m.group(1)) in EXPLANATION_PAGES
    return False


def notes(raw: Mapping[str, Any], where: Where, chk: Checker) -> tuple[str | None, str | None]:
    """A table's ``note`` and its English ``note_en`` (text, or left out)."""
    found: list[str | None] = []
    for key in ("note", "note_en"):
        value = raw.get(key)
        if value is not None and not chk.typed(value, str, (*where, key), key):
            value = None
        found.append(value)
    return found[0], found[1]


class Shelf(Protocol):
    """The built-in rulebooks a file may extend or quote, and the catalogue it is checked
    against."""

    def catalogue(self) -> Catalogue: ...

    def book(self, rulebook_id: str) -> Rulebook: ...

    def loading(self, rulebook_id: str) -> bool:
        """Whether the built-in is being loaded (a file cannot quote it then)."""
        ...
