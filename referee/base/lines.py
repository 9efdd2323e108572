r"""What a line break is, for every layer: ``\n``, ``\r\n``, a lone ``\r``, U+2028 (line
separator), U+2029 (paragraph separator) and U+0085 (next line).  The parser counts its
lines so, and so must everything that quotes a line by its number or numbers a line:
the reports' evidence, the annotations, the house-rules loader.  (Python's
``str.splitlines`` also breaks at ``\v``, ``\f`` and U+001C–U+001E; the notation does
not, so nothing here uses it.)

>>> split_lines("Runde\r\nGeber: A\u2028Hand A: -\x85x\ry")
['Runde', 'Geber: A', 'Hand A: -', 'x', 'y']
>>> line_at("a\u2029b\r\nc", 5), source_lines("\ufeffa\n")
(3, ['a', ''])
>>> list(Lines("\ufeffa\r\nb\u2028")), len(Lines(None)), Lines("x\ny")[-1]
(['a', 'b', ''], 0, 'y')
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Sequence
from typing import overload

__all__ = ["LINE_BREAK", "Lines", "line_at", "normalise", "source_lines", "split_lines"]

#: Every line break; ``\r\n`` is one.
LINE_BREAK = re.compile(r"\r\n|[\n\r\u2028\u2029\x85]")


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, split at every line break (a last empty line kept)."""
    return LINE_BREAK.split(text)


def normalise(text: str) -> str:
    """The text without a byte-order mark, every line break a ``\\n``."""
    return LINE_BREAK.sub("\n", text.removeprefix("\ufeff"))


def source_lines(source: str | None) -> list[str]:
    """A transcript's lines as the parser numbers them (from 1: ``lines[n - 1]``)."""
    return split_lines(source.removeprefix("\ufeff")) if source else []


def line_at(text: str, offset: int) -> int:
    """The line (from 1) that holds ``text[offset]``."""
    return len(LINE_BREAK.findall(text, 0, offset)) + 1


class Lines(Sequence[str]):
    """A transcript's lines as ``source_lines`` gives them, each cut from the text when
    asked for: the text and where each line begins and ends (two arrays of numbers),
    not a list of strings (which is four times the text: 7 MB for 100k lines)."""

    def __init__(self, source: str | None) -> None:
        self.text = source.removeprefix("\ufeff") if source else ""
        self.starts, self.ends = array("q", [0] if source else []), array("q")
        for match in LINE_BREAK.finditer(self.text):
            self.ends.append(match.start())
            self.starts.append(match.end())
        if source:
            self.ends.append(len(self.text))

    def __len__(self) -> int:
        return len(self.starts)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        return self.text[self.starts[index] : self.ends[index]]
