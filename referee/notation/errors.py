"""The errors of a transcript: ``NotationError`` (one mistake, where and what) and
``ParseError`` (every mistake of a file), written in any language of the message table.

>>> e = NotationError("t.perlagg", 2, 3, (("notation.unknown_player", (("word", "X"),)),), "A X")
>>> str(e)
't.perlagg:2:3: unbekannter Spieler „X“: ...'
>>> from referee.messages import EN
>>> print(e.format(EN))
t.perlagg:2:3: unknown player “X”: neither a seat A, B, C, D nor a name from the header
    A X
      ^
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.base.errors import PerlaggError
from referee.base.record import record
from referee.base.shown import no_command, safe, safe_path
from referee.messages import DE, say

__all__ = ["NotationError", "ParseError"]

#: Message fragments: (message key, its arguments as (name, value) pairs).
Parts = tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]

#: How much of a long source line an error message shows.
_SHOWN_LINE = 120


@record
class NotationError:
    """One error in a transcript: where, what (German by default), and a suggestion.

    ``parts`` are message fragments (key, arguments) so the text exists in every
    language of ``referee.messages``; ``message`` is the German text.
    """

    filename: str
    line: int
    column: int
    parts: Parts
    source_line: str = ""
    suggestion: str | None = None

    def text(self, lang: str = DE) -> str:
        return "".join(_fragment(key, dict(args), lang) for key, args in self.parts)

    @property
    def message(self) -> str:
        return self.text(DE)

    @property
    def caret(self) -> str:
        """Spaces (tabs kept, so it lines up under the source line) and a ``^``."""
        shown, column = self.shown_line()
        prefix = shown[: max(column - 1, 0)]
        return "".join("\t" if ch == "\t" else " " for ch in prefix) + "^"

    def shown_line(self) -> tuple[str, int]:
        """The source line as shown under the message, and the error's column in it:
        a long line is cut to the stretch around the error (every error of a line
        shares the one copy of the line; none prints all of it).  A line that would start
        a CI workflow command is shown with its first colon escaped, the caret moved
        with it."""
        line, column = self.source_line, self.column
        if len(line) > _SHOWN_LINE:
            start = max(0, min(column - 1 - _SHOWN_LINE // 2, len(line) - _SHOWN_LINE))
            cut = line[start : start + _SHOWN_LINE]
            lead = "…" if start else ""
            tail = "…" if start + _SHOWN_LINE < len(line) else ""
            line, column = lead + cut + tail, column - start + len(lead)
        shown = no_command(line)
        head = len(line) - len(line.lstrip())
        return shown, column + (len(shown) - len(line) if column - 1 > head else 0)

    def format(self, lang: str = DE) -> str:
        """``file:line:column: message``, then the source line and the caret."""
        head = f"{safe_path(self.filename)}:{self.line}:{self.column}: {safe(self.text(lang))}"
        return f"{head}\n    {_printable(self.shown_line()[0])}\n    {self.caret}"

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}: {self.message}"


class ParseError(PerlaggError):
    """All errors of one transcript, in file order."""

    def __init__(self, errors: Sequence[NotationError]) -> None:
        self.errors: tuple[NotationError, ...] = tuple(errors)
        super().__init__(self.errors)  # the text is made when asked for, not here

    def format(self, lang: str = DE) -> str:
        return "\n".join(e.format(lang) for e in self.errors)

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


def _fragment(key: str, args: dict[str, Any], lang: str) -> str:
    if isinstance(args.get("what"), tuple):
        args = {**args, "what": _join_what(args["what"], lang)}
    return say(key, lang, **args)


def _join_what(items: tuple[str, ...], lang: str) -> str:
    left, right = ("„", "“") if lang == DE else ("“", "”")
    words = [say(i, lang) if i.startswith("notation.what.") else f"{left}{i}{right}" for i in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + say("notation.or", lang) + words[-1]


def _printable(s: str) -> str:
    return "".join(ch if ch.isprintable() or ch == "\t" else "\ufffd" for ch in s)
