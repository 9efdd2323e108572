"""The transcript notation read: text (or bytes) → a ``Transcript`` of events.

The grammar (``grammar/perlagg.lark``) is LALR with the contextual lexer; the callbacks
(``events.ToEvents``) run inline while parsing (no parse tree is built), take positions
from the tokens, and resolve player names declared in the header.  Everything a
transcript can get wrong is collected, never raised half-way: a file with errors is
parsed again piece by piece, so that ``ParseError`` carries every error of the file,
each with its line, column, the source line, a caret and, for a misspelling, a
suggestion.

>>> [type(e).__name__ for e in parse("Runde 1\\nGeber: A\\n").deals[0].events]
['DealStart', 'Dealer']
>>> try:
...     parse("Runde\\nGeber: X\\nHand E: -\\n", "t.perlagg")
... except ParseError as exc:
...     print(exc)
t.perlagg:2:8: unbekannter Spieler „X“: ...
t.perlagg:3:6: ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any

from referee.model.events import Annotation, Deal, DealStart, Event, Header, Span, Transcript
from referee.notation.errors import NotationError, ParseError
from referee.notation.events import ToEvents
from referee.notation.header_check import check_headers
from referee.notation.lalr import Parser, UnexpectedInput
from referee.notation.state import ParseState
from referee.notation.text import BadByte, decode, normalise

__all__ = ["parse", "tree_parser"]

#: A parse of a piece of text with this parse's callbacks: the items of its lines.
Read = Callable[[str], list[Any]]


@lru_cache(maxsize=1)
def _parser() -> Parser:
    """The parser whose rules call the methods of ``ToEvents`` (built once per process)."""
    return Parser(ToEvents)


@lru_cache(maxsize=1)
def tree_parser() -> Parser:
    """The same grammar building a plain parse tree (for tools and benchmarks)."""
    return Parser()


def parse(text: str | bytes, filename: str = "<transcript>") -> Transcript:
    """Read a transcript.  Raises ``ParseError`` with every error of the file."""
    bad: list[BadByte] = []
    if isinstance(text, bytes | bytearray):
        text, bad = decode(bytes(text))
    text = normalise(text)
    st = ParseState(filename, text.split("\n"))
    for line, column, byte in bad:
        parts = (("notation.encoding", (("byte", f"0x{byte:02X}"),)),)
        st.errors.append(NotationError(filename, line, column, parts, st.source(line)))
    items = _parse_items(text, st)
    transcript = _assemble(items, st)
    st.summary_of_dropped()
    if st.errors:
        st.errors = _without_echoes(st.errors)
        raise ParseError(sorted(st.errors, key=lambda e: (e.line, e.column)))
    return transcript


def _parse_items(text: str, st: ParseState) -> list[Any]:
    """The whole text in one go; if that fails, piece by piece to find every error."""
    parser, events = _parser(), ToEvents(st)

    def read(piece: str) -> list[Any]:
        items: list[Any] = parser.parse(piece, events)
        return items

    mark = st.mark()
    try:
        return read(text + "\n")
    except UnexpectedInput:
        st.undo(mark)
    return list(_recover(read, st))


def _without_echoes(errors: list[NotationError]) -> list[NotationError]:
    """Drop syntax errors at the very place of an encoding error: they say it twice."""
    bad = {(e.line, e.column) for e in errors if e.parts[0][0] == "notation.encoding"}
    return [
        e for e in errors if e.parts[0][0] == "notation.encoding" or (e.line, e.column) not in bad
    ]


def _recover(read: Read, st: ParseState) -> Iterator[Any]:
    """Parse blocks of lines; at an error, keep the good lines before it, report the bad
    line, and go on after it.  Blocks shrink after an error and grow again after
    success, so a file with an error on every line costs no more than one per line."""
    lines, pos, size = st.lines, 0, 64
    while pos < len(lines):
        block = lines[pos : pos + size]
        result = _try(read, block, pos, st)
        if isinstance(result, list):
            yield from result
            pos, size = pos + len(block), min(size * 2, 4096)
            continue
        from referee.notation.syntax_errors import syntax_error  # only for a bad line

        bad_index, exc = result
        if bad_index > 0:
            good = _try(read, block[:bad_index], pos, st)
            if isinstance(good, list):
                yield from good
            else:  # cannot happen in a line grammar; parse those lines one by one
                for i in range(bad_index):
                    one = _try(read, [block[i]], pos + i, st)
                    if isinstance(one, list):
                        yield from one
                    else:
                        syntax_error(one[1], st, pos + i + 1)
        syntax_error(exc, st, pos + bad_index + 1)
        pos, size = pos + bad_index + 1, 8


def _try(
    read: Read, block: list[str], first: int, st: ParseState
) -> list[Any] | tuple[int, UnexpectedInput]:
    """Parse lines ``first``… of the file; on failure undo what the attempt recorded."""
    mark = st.mark()
    st.line_offset = first
    try:
        return read("\n".join(block) + "\n")
    except UnexpectedInput as exc:
        st.undo(mark)
        line = exc.line if isinstance(exc.line, int) and exc.line > 0 else len(block)
        return min(line, len(block)) - 1, exc
    finally:
        st.line_offset = 0


def _runde_reported(st: ParseState) -> bool:
    """Is the missing (or misspelt) ``Runde`` already an error of this file?"""
    return any(
        e.suggestion in ("Runde", "Round") or (e.parts and e.parts[0][0] == "notation.before_deal")
        for e in st.errors
    )


def _assemble(items: Sequence[Any], st: ParseState) -> Transcript:
    """Group the lines into header, preamble and deals (a deal begins at ``Runde``)."""
    headers: list[Header] = []
    preamble: list[Annotation] = []
    deals: list[Deal] = []
    current: list[Event] | None = None
    told = False
    first_error = min((e.line for e in st.errors), default=len(st.lines) + 1)

    def close() -> None:
        if current:
            first, last = current[0].span, current[-1].span
            span = Span(first.line, first.column, last.end_line, last.end_column)
            deals.append(Deal(tuple(current), span=span))

    for item in items:
        if item is None:
            continue
        if isinstance(item, Header):
            if current is None:
                headers.append(item)
            else:
                st.error(
                    item.span.line,
                    item.span.column,
                    [("notation.header_after_deal", {"key": item.key})],
                )
        elif isinstance(item, DealStart):
            close()
            current = [item]
        elif current is not None:
            current.append(item)
        elif isinstance(item, Annotation):
            preamble.append(item)
        elif not told:
            # once: the lines after it are the same mistake; none after a line that
            # is already an error (a broken "Runde" line is the mistake, not them)
            told = True
            if item.span.line < first_error and not _runde_reported(st):
                hint = ("notation.add_runde", {"line": item.span.line})
                st.error(item.span.line, item.span.column, [("notation.before_deal", {}), hint])
    close()
    check_headers(headers, st)
    _seven_for_two(headers, st)
    language = st.deal_language or st.header_language or "de"
    return Transcript(tuple(headers), tuple(deals), st.filename, tuple(preamble), language)


def _seven_for_two(headers: Sequence[Header], st: ParseState) -> None:
    """Seven cards each is the variant for two (interpretation ``seven-cards``)."""
    for h in headers:
        if h.key.casefold() == "karten" and h.value.strip() == "7" and st.players != 2:
            st.error(h.span.line, h.span.column, [("notation.seven_for_two", {})])
