"""What one parse knows while it runs: the source lines, the names declared in the
header, the errors found so far.  Made afresh for each parse, so nothing of one parse
reaches another.

>>> st = ParseState("t.perlagg", ["[A \\"Josef Schober\\"]", "Schober spielt HX"])
>>> st.declare(Seat.A, "Josef Schober")
>>> st.resolve("schober"), st.resolve("b"), st.resolve("Sepp")
(<Seat.A: 'A'>, <Seat.B: 'B'>, None)
>>> st.error(2, 16, [("notation.not_a_card", {"word": "HX"})], suggestion="HA")
>>> [(e.line, e.column, e.suggestion) for e in st.errors]
[(2, 16, 'HA')]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from referee.base.record import field, record
from referee.model.events import Span
from referee.model.seats import Seat
from referee.notation.errors import NotationError, Parts
from referee.notation.lalr import Token
from referee.notation.words import foreign_card

__all__ = ["ERRORS_PER_LINE", "MAX_DIGITS", "ParseState", "Placed"]

#: Errors reported on one line; the rest of that line is summed up in one more error.
ERRORS_PER_LINE = 5
#: Digits a number in a transcript may have (a score, a deal number, a target).
MAX_DIGITS = 9
#: Syntax errors whose expected terminals are worked out exactly (a trial parse per
#: terminal); after them the parser state's list is taken as it is.
EXACT_EXPECTATIONS = 100

#: Message fragments as the parse records them: (key, arguments).
Fragments = Sequence[tuple[str, dict[str, Any]]]
#: What ``ParseState.mark`` returns and ``undo`` puts back.
Mark = tuple[int, int, dict[str, Seat], dict[str, Seat | None]]


class Placed(Protocol):
    """Text at a place of the source: a token, or a value a rule made of tokens."""

    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def end_line(self) -> int: ...
    @property
    def end_column(self) -> int: ...


@record(frozen=False)
class ParseState:
    """What one parse knows while it runs: declared names, errors, the source lines.

    ``line_offset`` is the line before the piece of the file being parsed (a file with
    errors is parsed again piece by piece); ``exact_left`` is how many more syntax errors
    may have their expected terminals worked out exactly."""

    filename: str
    lines: list[str]
    line_offset: int = 0
    names: dict[str, Seat] = field(default_factory=dict)  # full names, casefolded
    words: dict[str, Seat | None] = field(default_factory=dict)  # None = not unique
    errors: list[NotationError] = field(default_factory=list)
    spelled: dict[str, str] = field(default_factory=dict)  # casefolded → as declared
    per_line: dict[int, int] = field(default_factory=dict)  # errors recorded per line
    dropped: list[tuple[int, int]] = field(default_factory=list)  # (line, column) left out
    players: int = 4  # [Spieler "2"]: the seats at the table are A and B
    resolved: dict[str, Seat | None] = field(default_factory=dict)  # while the names stay
    exact_left: int = EXACT_EXPECTATIONS
    #: The language of the first deal's line head, and of the first known header key.
    deal_language: str = ""
    header_language: str = ""

    @property
    def language(self) -> str:
        """The language of the transcript as far as read: of its first deal's head, else
        of its first known header key, else German."""
        return self.deal_language or self.header_language or "de"

    def declare(self, seat: Seat, name: str) -> None:
        self.resolved = {}
        self.names = {k: s for k, s in self.names.items() if s is not seat}
        self.names[" ".join(name.split()).casefold()] = seat
        for w in [" ".join(name.split()), *name.split()]:
            self.spelled[w.casefold()] = w
        self.words = {}
        for full, s in self.names.items():
            for w in full.split():
                self.words[w] = s if self.words.get(w, s) is s else None

    def resolve(self, name: str) -> Seat | None:
        """The seat a name in the text means (a letter, a declared name or a word of one
        that names one player only), or None; asked once per name while the names stay
        (every line of a deal names its player)."""
        if name in self.resolved:
            return self.resolved[name]
        folded = " ".join(name.split()).casefold()
        if folded.upper() in Seat.__members__:
            seat: Seat | None = Seat(folded.upper())
        else:
            seat = self.names.get(folded) or self.words.get(folded)
        self.resolved[name] = seat
        return seat

    def name_words(self) -> list[str]:
        """The seat letters, and the names and words of names that name one player."""
        folded = [*self.names, *(w for w, s in self.words.items() if s)]
        return [*Seat.__members__, *(self.spelled.get(w, w) for w in folded)]

    def span(self, first: Placed, last: Placed) -> Span:
        """From the start of ``first`` to the end of ``last``, in lines of the file."""
        off = self.line_offset
        return Span(first.line + off, first.column, last.end_line + off, last.end_column)

    def room(self, line: int, column: int) -> bool:
        """Whether one more error fits on ``line``; if not, it is counted as left out.
        Ask before working out a suggestion: a line of a thousand bad cards costs no
        more than ``ERRORS_PER_LINE`` of them."""
        if self.per_line.get(line, 0) < ERRORS_PER_LINE:
            return True
        self.dropped.append((line, column))
        return False

    def mark(self) -> Mark:
        """What an attempt may change, to be put back by ``undo`` if it fails."""
        return len(self.errors), len(self.dropped), dict(self.names), dict(self.words)

    def undo(self, mark: Mark) -> None:
        errors, dropped, self.names, self.words = mark
        self.resolved = {}
        for e in self.errors[errors:]:
            self.per_line[e.line] -= 1
        del self.errors[errors:]
        del self.dropped[dropped:]

    def source(self, line: int) -> str:
        """Line ``line`` of the file (from 1), or "" where there is none."""
        return self.lines[line - 1] if 0 < line <= len(self.lines) else ""

    def error(
        self, line: int, column: int, parts: Fragments, suggestion: str | None = None
    ) -> None:
        """Record an error at ``line``, ``column`` of the file, if the line has room."""
        if not self.room(line, column):
            return
        self.per_line[line] = self.per_line.get(line, 0) + 1
        parts = [(k, {**a, "word": clip(a["word"])} if "word" in a else a) for k, a in parts]
        if parts and parts[0][0] in ("notation.unknown_card", "notation.not_a_card"):
            foreign = foreign_card(str(parts[0][1].get("word", "")))
            if foreign is not None:  # "Herz-Bube": say what it is here, not a near spelling
                parts, suggestion = [parts[0], foreign], None
        frozen: Parts = tuple((k, tuple(a.items())) for k, a in parts)
        if suggestion:
            frozen += (("notation.suggest", (("word", suggestion),)),)
        error = NotationError(self.filename, line, column, frozen, self.source(line), suggestion)
        self.errors.append(error)

    def error_at(self, at: Placed, parts: Fragments, suggestion: str | None = None) -> None:
        """Record an error where ``at`` begins (a place in the piece being parsed)."""
        self.error(at.line + self.line_offset, at.column, parts, suggestion)

    def room_at(self, at: Placed) -> bool:
        return self.room(at.line + self.line_offset, at.column)

    def summary_of_dropped(self) -> None:
        """One error per line for what ``ERRORS_PER_LINE`` left out."""
        first: dict[int, tuple[int, int]] = {}
        for line, column in self.dropped:
            col, count = first.get(line, (column, 0))
            first[line] = (col, count + 1)
        for line, (column, count) in first.items():
            parts = (("notation.more_errors", (("count", count),)),)
            self.errors.append(NotationError(self.filename, line, column, parts, self.source(line)))

    def number(self, tok: Token) -> int | None:
        """A number token's value; more than ``MAX_DIGITS`` digits is an error."""
        text = str(tok).lstrip("+-")
        if len(text.lstrip("0")) > MAX_DIGITS:
            shown = text if len(text) <= 20 else text[:12] + "…"
            self.error_at(tok, [("notation.number_too_long", {"word": shown, "max": MAX_DIGITS})])
            return None
        return int(tok)


def clip(word: Any) -> Any:
    """A word of the user's as a message repeats it: at most 40 characters."""
    return word[:40] + "…" if isinstance(word, str) and len(word) > 40 else word
