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
"""

from __future__ import annotations

import re

__all__ = ["LINE_BREAK", "line_at", "normalise", "source_lines", "split_lines"]

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
