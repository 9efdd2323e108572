"""The header tags checked as a whole: each key one the notation knows, each tag that
sets how the match is judged given once.

A header tag the referee does not know is never passed over in silence: a misspelt
``[Regel "schlanders-2013"]`` would otherwise be judged under the default rulebook, so it
is an error at its place, with the nearest known key.  A tag that decides the judging
(``[Regeln]``, ``[Ziel]``, ``[Spieler]``, ``[Karten]``, ``[Stand]``, a seat's name) given
a second time with another value is an error at the second one — the file says two
things and the referee will not pick the last.  The same value twice says one thing and
is accepted; ``[Quelle]``, ``[Ort]`` and ``[Datum]`` describe the record and may repeat
(a transcript can have two sources).

>>> from referee.model.events import Header, Span
>>> from referee.notation.state import ParseState, clip
>>> st = ParseState("t", ['[Regel "1890"]', '[Ziel "15"] [Ziel "11"]', '[Ziel "11"]'])
>>> check_headers([Header("Regel", "1890", span=Span(1, 1, 1, 14)),
...                Header("Ziel", "15", span=Span(2, 1, 2, 11)),
...                Header("Ziel", "11", span=Span(2, 13, 2, 23)),
...                Header("ziel", " 15 ", span=Span(3, 1, 3, 11))], st)
>>> [(e.line, e.column, e.parts[0][0]) for e in st.errors]
[(1, 1, 'notation.unknown_header'), (2, 13, 'notation.header_twice')]
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.model.events import Header
from referee.notation.state import ParseState, clip
from referee.notation.words import suggest

__all__ = ["KNOWN_HEADERS", "SINGLE_HEADERS", "check_headers"]

#: The header keys of the notation (NOTATION.md), compared without case.  A key added to
#: the notation (another language's word for one of them) belongs here too.
KNOWN_HEADERS: tuple[str, ...] = (
    "Regeln",
    "Ziel",
    "A",
    "B",
    "C",
    "D",
    "Spieler",
    "Karten",
    "Stand",
    "Datum",
    "Ort",
    "Quelle",
)

#: The keys that decide how the match is judged: given once, or twice alike.
SINGLE_HEADERS: frozenset[str] = frozenset(
    k.casefold() for k in ("Regeln", "Ziel", "A", "B", "C", "D", "Spieler", "Karten", "Stand")
)

_KNOWN = frozenset(k.casefold() for k in KNOWN_HEADERS)


def check_headers(headers: Sequence[Header], st: ParseState) -> None:
    """Record an error for each unknown key, and for each judging tag given again with
    another value (at the later tag, naming the line of the first)."""
    first: dict[str, Header] = {}
    for h in headers:
        key = h.key.casefold()
        if key not in _KNOWN:
            _unknown(h, st)
        elif key in SINGLE_HEADERS:
            before = first.setdefault(key, h)
            if before is not h and _same(before.value) != _same(h.value):
                args = {"key": before.key, "value": clip(h.value), "line": before.span.line}
                st.error(h.span.line, h.span.column, [("notation.header_twice", args)])


def _same(value: str) -> str:
    """A value as it is meant: blanks at the ends and runs of blanks do not count."""
    return " ".join(value.split())


def _unknown(h: Header, st: ParseState) -> None:
    hint = suggest(h.key, KNOWN_HEADERS)
    more = ("notation.header_suggest", {"key": hint}) if hint else None
    known = ("notation.header_known", {"known": ", ".join(KNOWN_HEADERS)})
    st.error(
        h.span.line, h.span.column, [("notation.unknown_header", {"word": h.key}), more or known]
    )
