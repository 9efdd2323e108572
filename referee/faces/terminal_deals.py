"""The terminal report drawn deal by deal (``perlagg referee FILE``): the same text as
``referee.faces.terminal.render`` draws from the whole report, from a transcript judged
one deal at a time (``judge_deals``), so the whole report is never gathered.

A deal is drawn once the next judged deal begins — a piece may still bring a finding on
the lines of the deal before it (its deadline for complaints) — with the findings its
lines hold; the findings of no deal, the disputes (each already cut to what its deal
did not say above, ``unsaid_among``) and the counts wait for the report's end.  What
is drawn goes to a spool (memory up to ``SPOOL`` characters, then a file on disk) and
reaches the console's file only once every deal is drawn (``Drawn.print_to``): a
judging that fails on the way, or a finding that comes for a deal already drawn,
prints nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from types import MappingProxyType
from typing import IO, TYPE_CHECKING, cast

from rich.console import Console

from referee.base.lines import Lines
from referee.base.record import replace
from referee.faces.common import Length, distinct, report_frame
from referee.faces.terminal import (
    TABLE_WIDTH,
    Block,
    Closing,
    Said,
    View,
    closing_blocks,
    deal_head,
    finding_blocks,
    header,
    print_blocks,
    result_of,
    unsaid_among,
)
from referee.model.findings import Finding, Kind
from referee.model.report import DealReport, DisputeRuling

if TYPE_CHECKING:
    from referee.judge.transcript import DealJudged, Judging
    from referee.model.events import Transcript

__all__ = ["SPOOL", "Drawn", "render_judging"]

#: How many characters of the drawn report are held in memory before the spool goes to
#: disk (a 100k-line transcript's report is some 15 MB of text).
SPOOL = 1 << 18


def render_judging(
    transcript: Transcript,
    judging: Judging,
    console: Console,
    lang: str,
    source: str | None,
    length: Length = Length.TABLE,
) -> Drawn | None:
    """Draw the report of ``judging`` for ``console`` as ``render`` draws the whole
    report, each deal as it is judged, then dropped: into a spool, which ``Drawn``
    prints (outside the judging: a closed pipe is the reader's, not a judging's
    failure).  None — nothing kept — when a finding came for a deal already drawn
    (then the caller draws the whole report)."""
    frame = report_frame(transcript, judging)
    view = View(frame, lang, Lines(source), length, console.width < TABLE_WIDTH)
    drawing = _Drawing(judging, view)
    real = console.file
    spool = _Spool()
    console.file = cast("IO[str]", _Passing(real, spool))
    try:
        print_blocks(console, drawing.blocks())
    except BaseException:
        spool.close()
        raise
    finally:
        console.file = real
    if drawing.late:
        spool.close()
        return None
    return Drawn(1 if drawing.counts[Kind.VIOLATION] else 0, spool)


class Drawn:
    """A report drawn whole into its spool: its exit code (1: a violation), and the
    text to print once (``print_to``)."""

    def __init__(self, exit_code: int, spool: _Spool) -> None:
        self.exit_code, self.spool = exit_code, spool

    def print_to(self, file: IO[str]) -> None:
        """The drawn text to ``file``, a piece at a time; the spool is closed then."""
        try:
            self.spool.copy_to(file.write)
            file.flush()
        finally:
            self.spool.close()


class _Spool:
    """Text kept in memory up to ``SPOOL`` characters, then in a temporary file (the
    module ``tempfile`` is loaded only then: a small report starts no faster with it)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.file: IO[str] | None = None

    def write(self, text: str) -> int:
        if self.file is not None:
            return self.file.write(text)
        self.parts.append(text)
        self.size += len(text)
        if self.size > SPOOL:
            import tempfile

            self.file = tempfile.TemporaryFile(  # noqa: SIM115 (closed by close)
                "w+", encoding="utf-8", errors="surrogatepass", newline=""
            )
            self.file.write("".join(self.parts))
            self.parts = []
        return len(text)

    def copy_to(self, write: Callable[[str], object]) -> None:
        """What was written, from the start, to ``write`` a piece at a time."""
        if self.file is None:
            for part in self.parts:
                write(part)
            return
        self.file.seek(0)
        while chunk := self.file.read(SPOOL):
            write(chunk)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


class _Passing:
    """The file the console writes to while the report is drawn: to rich it passes for
    the console's own file (its encoding, whether it is a terminal: the same colours,
    the same characters), but what is written goes to ``spool``."""

    def __init__(self, real: IO[str], spool: _Spool) -> None:
        self.real, self.spool = real, spool
        self.encoding = getattr(real, "encoding", None) or "utf-8"

    def write(self, text: str) -> int:
        return self.spool.write(text)

    def flush(self) -> None:
        """Nothing reaches the real file before the end."""

    def isatty(self) -> bool:
        isatty = getattr(self.real, "isatty", None)
        return bool(isatty()) if isatty is not None else False

    def fileno(self) -> int:
        return self.real.fileno()


class _Drawing:
    """The report's parts drawn from a judging's pieces as they come.  It holds the
    deal not yet drawn, the findings not yet placed, the findings of no deal, the
    disputes (cut once their deal is drawn) and the counts."""

    def __init__(self, judging: Judging, view: View) -> None:
        self.judging, self.view, self.quoted = judging, view, Said()
        self.counts = dict.fromkeys(Kind, 0)
        self.more = False  # a ruling cites more than its deciding text
        self.pending: list[Finding] = []  # not yet placed, as found
        self.rest: list[Finding] = []  # on no deal's lines
        self.disputes: list[DisputeRuling] = []  # in order
        self.cut: list[bool] = []  # which disputes are cut to what was not said above
        self.held: tuple[int, DealReport] | None = None  # the deal not yet drawn
        self.first = 0  # the first deal's line
        self.late = False  # a finding came for a deal already drawn
        self.last: DealJudged | None = None
        self._take(judging.opening, ())

    def blocks(self) -> Iterator[Block]:
        """The header, each deal once the next begins, then the report's end; stops
        (``late``) where a finding or dispute comes for a deal already drawn."""
        yield Block(header(self.view.report, self.view.lang))
        for piece in self.judging.deals:
            self.last = piece
            if not self._take(piece.findings, piece.disputes):
                return
            if piece.report is None:  # played after the match was over: the deal
                continue  # before holds its lines
            start = piece.report.span.line
            if start <= 0 or (self.held is not None and start <= self.held[1].span.line):
                self.late = True  # no order of lines to place findings by
                return
            yield from self._draw(start)
            self.first = self.first or start
            self.held = (self.held[0] + 1 if self.held else 1, piece.report)
        yield from self._draw(None)
        yield from self._end()

    def _take(self, findings: Sequence[Finding], disputes: Sequence[DisputeRuling]) -> bool:
        """Count and keep a piece's findings and disputes; False (``late``) where one
        lies on a deal already drawn."""
        drawn = self.held[1].span.line if self.held is not None else 0
        came: list[Finding | DisputeRuling] = [*findings, *disputes]
        if any(0 < self.first <= x.span.line < drawn for x in came):
            self.late = True
            return False
        for f in findings:
            self.counts[f.kind] += 1
        self.more = self.more or any(len(distinct(x.cites)) > 1 for x in came)
        self.pending += findings
        self.disputes += disputes
        self.cut += [False] * len(disputes)
        return True

    def _draw(self, below: int | None) -> Iterator[Block]:
        """Draw the held deal with the findings on its lines before ``below`` (None:
        all); those on no deal's lines go to the end."""
        start = self.held[1].span.line if self.held is not None else 0
        kept, mine = [], []
        for f in self.pending:
            if below is not None and f.span.line >= below:
                kept.append(f)
            elif 0 < start <= f.span.line:
                mine.append(f)
            else:
                self.rest.append(f)
        self.pending = kept
        if self.held is None:
            return
        mine.sort(key=_position)  # the report's order: by place, as found among equals
        self._cut_disputes(start, below, mine)
        index, deal = self.held
        yield Block(deal_head(deal, index, self.view, mine))
        yield from finding_blocks(mine, self.view, self.quoted)

    def _cut_disputes(self, start: int, below: int | None, found: Sequence[Finding]) -> None:
        """Cut the disputes on lines ``start`` up to ``below`` to what the findings
        ``found`` there, above each, did not say."""
        for k, d in enumerate(self.disputes):
            line = d.span.line
            if not self.cut[k] and start <= line and (below is None or line < below):
                above = [f for f in found if f.span.line <= line]
                self.disputes[k], self.cut[k] = unsaid_among(d, self.view.length, above), True

    def _end(self) -> Iterator[Block]:
        """The general findings, the disputes, the result and the hints."""
        self.rest.sort(key=_position)
        self._cut_disputes(1, self.first or None, [f for f in self.rest if f.span.line > 0])
        last = self.last
        score = last.score if last is not None else self.judging.initial_score
        report = replace(
            self.view.report,
            winner=last.winner if last is not None else None,
            score=MappingProxyType(dict(score)),
        )
        total = sum(self.counts.values())
        result = result_of(report, self.counts, len(self.disputes), self.view.lang)
        closing = Closing(self.rest, self.disputes, total > 0, self.more)
        yield from closing_blocks(closing, self.view, self.quoted, result)


def _position(f: Finding) -> tuple[int, int]:
    return f.span.line, f.span.column
