"""The whole game as one standalone HTML page: ``perlagg referee FILE --html OUT.html``.

The page is built from the same ``Report`` as ``--json`` and the terminal, with the same
message table, so it says nothing the referee did not say.  It makes no request of its
own: the style, the script and every picture are inside it (system fonts only).  The
little script lets a reader step through the tricks with the keyboard; the page reads
the same without it.  A print stylesheet gives each deal its own page.

>>> from referee.judge.transcript import judge_text
>>> page = render_page(judge_text("Runde\\nGeber: D\\nTrumpf: LO\\n", "x.perlagg"))
>>> page.startswith("<!DOCTYPE html>") and "<script>" in page
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

from referee.base.lines import source_lines
from referee.base.record import record, replace
from referee.faces import svg
from referee.faces.common import (
    Length,
    PenaltyRow,
    deciding_texts,
    excerpt,
    finding_homes,
    grouped_labels,
    outcome_words,
    penalty_rows,
    quoted_pieces,
    report_frame,
    score_text,
    table_words,
)
from referee.faces.markup import escape
from referee.messages import DE, say
from referee.model.events import Figure
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import (
    DealReport,
    DisputeRuling,
    Report,
    counts_words,
    finding_message,
    kind_counts,
    render_message,
    verdict_label,
    winner_sentence,
)
from referee.model.results import TrickResult
from referee.model.seats import Party, Seat, party_name

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis
    from referee.analysis.worth import CardWorth
    from referee.judge.transcript import DealJudged, Judging
    from referee.model.events import Transcript

EXPLANATION_SOURCE = "Schwaighofer 1926"
T = TypeVar("T", Finding, DisputeRuling)
Item = Finding | DisputeRuling


def render_page(
    report: Report,
    lang: str = DE,
    source: str | None = None,
    analyses: Sequence[DealAnalysis] | None = None,
    *,
    full: bool = False,
) -> str:
    """The page for one report as one string (``write_page`` writes it piece by piece);
    ``source`` (the transcript's text) lets it quote lines; ``analyses`` (one per deal,
    ``referee.analysis.open_cards``) puts the deal seen with open cards on it; ``full``
    unfolds every text."""
    parts: list[str] = []
    write_page(report, parts.append, lang, source, analyses, full=full)
    return "".join(parts)


def write_page(
    report: Report,
    write: Callable[[str], object],
    lang: str = DE,
    source: str | None = None,
    analyses: Sequence[DealAnalysis] | None = None,
    *,
    full: bool = False,
) -> None:
    """The page for one report handed to ``write`` piece by piece: the head and the
    chart, then each deal as it is drawn, with the ``<symbol>`` of each card it is the
    first to show — so the page's text is never whole in memory, and each card's art is
    on it once.  ``write_judged_page`` writes the same page from a judging without the
    whole report."""
    lines = source_lines(source)
    placed = _place(report)
    shown = _Shown(full)
    write(_page_head(_head_of(report, lang), lang))
    for i, deal in enumerate(report.deals, 1):
        analysis = analyses[i - 1] if analyses else None
        write(_deal_markup(report, i, deal, placed.get(i, ()), lines, lang, shown, analysis))
    write(_page_foot(report, placed.get(0, ()), lines, lang, shown))


def write_judged_page(
    transcript: Transcript,
    judging: Judging,
    write: Callable[[str], object],
    lang: str = DE,
    source: str | None = None,
    *,
    full: bool = False,
) -> int | None:
    """The page of ``write_page`` written from ``judging``'s deals as they come, each
    dropped once drawn (the whole report is never held): the deals go to a spool (in
    memory up to ``SPOOL`` characters, then a file on disk) while the head's few facts
    are counted, then the head and the spool go to ``write``.  The exit code (1: a
    violation), or None — nothing written — when a finding came for a deal already
    drawn (then the caller writes the page of the whole report)."""
    from tempfile import SpooledTemporaryFile

    frame = report_frame(transcript, judging)
    with SpooledTemporaryFile(SPOOL, mode="w+", encoding="utf-8") as spool:
        lines, shown = source_lines(source), _Shown(full)
        drawing = _Drawing(frame, lines, lang, shown, spool.write, judging.opening)
        for piece in judging.deals:
            if not drawing.take(piece):
                return None
        rest = drawing.finish()
        write(_page_head(drawing.tally.head(), lang))
        spool.seek(0)
        while chunk := spool.read(SPOOL):
            write(chunk)
        write(_page_foot(frame, rest, lines, lang, shown))
    return 1 if drawing.tally.counts[Kind.VIOLATION] else 0


#: How many characters of drawn deals ``write_judged_page`` holds before it spools to disk.
SPOOL = 1 << 18


def _page_head(head: _Head, lang: str) -> str:
    title = f"{say('report.title', lang)} – {file_name(head.frame.filename)}"
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="generator" content="perlagg">'
        f"<title>{escape(title)}</title><style>{svg.STYLE}{PAGE_STYLE}{_stacked(lang)}</style>"
        "</head>"
        f"<body><main>{_header(head, lang)}{_legend(lang)}{_chart(head, lang)}"
    )


def _stacked(lang: str) -> str:
    """The style that names each cell of the wager table by its column where the table
    stacks (a phone): once a page, not in every cell."""
    cols = ("bidder", "answer", "value", "outcome", "winner")
    rules = "".join(
        f'.wager td:nth-of-type({i})::before{{content:"{_css_text(say(f"report.col.{c}", lang))}"}}'
        for i, c in enumerate(cols, 1)
    )
    return f"@media (max-width:760px){{{rules}}}\n"


def _css_text(text: str) -> str:
    r"""``text`` as the inside of a CSS string in a ``<style>``: quotes, backslashes and
    ``<`` escaped.

    >>> _css_text('a"b\\c</style>')
    'a\\22 b\\5C c\\3C /style>'
    """
    return "".join(f"\\{ord(ch):X} " if ch in '"\\<\n' else ch for ch in text)


def _deal_markup(
    frame: Report,
    index: int,
    deal: DealReport,
    items: Sequence[tuple[int, Item]],
    lines: list[str],
    lang: str,
    shown: _Shown,
    analysis: DealAnalysis | None = None,
) -> str:
    """A deal as it goes on the page, after the ``<symbol>``s it is the first to use."""
    markup = _deal(frame, index, deal, items, lines, lang, shown, analysis)
    return _new_symbols(markup, shown) + markup


def _page_foot(
    frame: Report, rest: Sequence[tuple[int, Item]], lines: list[str], lang: str, shown: _Shown
) -> str:
    """What no deal holds (the header's findings), the stepping's hint and the script."""
    general = "".join(_item(x, frame, lines, lang, shown) for _, x in rest)
    if general:
        general = _new_symbols(general, shown) + (
            f'<section class="general"><h2>{_t("report.general", lang)}</h2>{general}</section>'
        )
    return (
        f"{general}</main>"
        f'<footer class="page-foot"><p class="hint" hidden>{_t("html.keys", lang)}</p>'
        '<p id="step-status" class="visually-hidden" aria-live="polite"></p></footer>'
        f"<script>{SCRIPT}</script></body></html>\n"
    )


class _Shown:
    """What a page has shown so far, carried from deal to deal as it is written: the
    anchor of each text already quoted (a later mention links to it), the cards whose
    ``<symbol>`` is on the page (and the suits whose drawing is: ``pp-H``), and whether
    every text is unfolded (``--full``).  It holds a key per distinct text and a code
    per card, never a deal."""

    def __init__(self, full: bool = False) -> None:
        self.full = full
        self.quoted: dict[tuple[str, str, str, str], str] = {}
        self.symbols: set[str] = set()

    def anchor(self, c: Citation) -> str | None:
        """The id of ``c``'s text on the page, or None: not quoted yet."""
        return self.quoted.get(_text_key(c))

    def quote(self, c: Citation) -> str:
        """The id ``c``'s text gets where it is quoted now (``q-1``, ``q-2`` …)."""
        anchor = f"q-{len(self.quoted) + 1}"
        self.quoted[_text_key(c)] = anchor
        return anchor


def _text_key(c: Citation) -> tuple[str, str, str, str]:
    return (c.authority.value, c.rulebook, c.ref, c.text)


def _new_symbols(markup: str, shown: _Shown) -> str:
    """The ``<symbol>``s of the cards ``markup`` uses that the page does not hold yet,
    with the drawing of each suit they show that it does not hold yet."""
    codes = set(svg.SYMBOL_USE.findall(markup)) - shown.symbols
    suits = {f"pp-{s}" for s in svg.symbol_suits(codes)} - shown.symbols
    shown.symbols |= codes | suits
    return svg.card_symbols(codes, [s.removeprefix("pp-") for s in suits])


def _t(key: str, lang: str, **args: object) -> str:
    return escape(say(key, lang, **args))


# =========================================================================== placing
def _place(report: Report) -> dict[int, list[tuple[int, Item]]]:
    """Each finding and dispute to the deal whose lines hold it (0: the whole file), in
    line order; within a deal it is shown beside the event it concerns."""
    starts = [d.span.line for d in report.deals]
    out: dict[int, list[tuple[int, Item]]] = {}
    items: list[Item] = [*report.findings, *report.disputes]
    for item in sorted(items, key=lambda x: (x.span.line, isinstance(x, DisputeRuling))):
        line = item.span.line
        index = max((i for i, s in enumerate(starts, 1) if 0 < s <= line), default=0)
        out.setdefault(index, []).append((line, item))
    return out


def _moment(line: int, tricks: Sequence[TrickResult]) -> int:
    """The trick an event at ``line`` belongs beside: the last one begun at or before it
    (0: before the first trick)."""
    return max((t.number for t in tricks if 0 < t.span.line <= line), default=0)


def _ordered(findings: Iterable[Finding], disputes: Iterable[DisputeRuling]) -> list[Item]:
    """Items in the order the page shows them: by line, a line's findings (by column,
    else as found) before its disputes — the order of ``_place``."""
    items: list[Item] = [*sorted(findings, key=lambda f: (f.span.line, f.span.column))]
    items += disputes
    return sorted(items, key=lambda x: (x.span.line, isinstance(x, DisputeRuling)))


class _Drawing:
    """A page's deals drawn from a judging's pieces as they come (``write_judged_page``).

    A deal is drawn once the next judged deal begins — a piece may still bring a finding
    on the lines of the deal before it (its deadline for complaints) — with the items
    its lines hold, as ``_place`` places them; what no deal holds waits for the page's
    foot.  It holds one deal, the items not yet placed, the foot's items and the tally."""

    def __init__(
        self,
        frame: Report,
        lines: list[str],
        lang: str,
        shown: _Shown,
        write: Callable[[str], object],
        opening: Sequence[Finding] = (),
    ) -> None:
        self.frame, self.lines, self.lang, self.shown, self.write = frame, lines, lang, shown, write
        self.tally = _Tally(frame, lang)
        self.tally.count(opening, ())
        self.held: tuple[int, DealReport] | None = None  # the deal not yet drawn
        self.findings: list[Finding] = list(opening)  # not yet placed, as found
        self.disputes: list[DisputeRuling] = []
        self.foot: tuple[list[Finding], list[DisputeRuling]] = ([], [])  # on no deal's lines
        self.first = 0  # the first deal's line: items above it are the foot's

    def take(self, piece: DealJudged) -> bool:
        """Take one judged deal, drawing the deal before it; False where an item came
        for a deal already drawn (or a deal has no line to place items by)."""
        self.tally.count(piece.findings, piece.disputes, piece)
        self.findings += piece.findings
        self.disputes += piece.disputes
        came: list[Item] = [*piece.findings, *piece.disputes]
        if any(self._drawn(x.span.line) for x in came):
            return False
        if piece.report is None:  # played after the match was over: the deal before
            return True  # holds its lines
        start = piece.report.span.line
        if start <= 0:
            return False
        self._draw(start)
        self.first = self.first or start
        self.held = (self.held[0] + 1 if self.held else 1, piece.report)
        return True

    def finish(self) -> list[tuple[int, Item]]:
        """Draw the last deal with every item left; the foot's items, in order."""
        self._draw(None)
        return [(x.span.line, x) for x in _ordered(*self.foot)]

    def _drawn(self, line: int) -> bool:
        """Whether ``line`` lies in a deal already drawn."""
        return self.held is not None and 0 < self.first <= line < self.held[1].span.line

    def _draw(self, below: int | None) -> None:
        """Draw the held deal with its items above line ``below`` (None: all items)."""
        start = self.held[1].span.line if self.held else 0
        self.findings, found = _split(self.findings, below, start, self.foot[0])
        self.disputes, disputes = _split(self.disputes, below, start, self.foot[1])
        if self.held is None:
            return
        index, deal = self.held
        placed = [(x.span.line, x) for x in _ordered(found, disputes)]
        self.tally.drawn(index, deal, found)
        self.write(_deal_markup(self.frame, index, deal, placed, self.lines, self.lang, self.shown))


def _split(items: list[T], below: int | None, start: int, foot: list[T]) -> tuple[list[T], list[T]]:
    """Of ``items`` (findings or disputes), those on line ``below`` or later (None: none)
    and those of the deal from line ``start`` (0: no deal); the others (on no deal's
    lines) go to ``foot``.

    >>> from referee.model.events import Span
    >>> f = [Finding(Kind.NOTE, "x", "k", span=Span(n, 1, n, 2)) for n in (0, 3, 5, 9)]
    >>> foot: list[Finding] = []
    >>> rest, mine = _split(f, 9, 4, foot)
    >>> [x.span.line for x in rest], [x.span.line for x in mine], [x.span.line for x in foot]
    ([9], [5], [0, 3])
    """
    rest = [x for x in items if below is not None and x.span.line >= below]
    mine: list[T] = []
    for x in items:
        if below is None or x.span.line < below:
            (mine if 0 < start <= x.span.line else foot).append(x)
    return rest, mine


class _Tally:
    """The head's facts counted as a page is written deal by deal: the findings by kind,
    the disputes, the running score and each deal's name and penalties."""

    def __init__(self, frame: Report, lang: str) -> None:
        self.frame, self.lang = frame, lang
        self.counts = dict.fromkeys(Kind, 0)
        self.disputes = 0
        self.last: DealJudged | None = None
        self.scores: list[Mapping[Party, int]] = []
        self.labels: list[str] = []
        self.marks: list[tuple[int, Party, int]] = []

    def count(
        self,
        findings: Iterable[Finding],
        disputes: Sequence[DisputeRuling],
        piece: DealJudged | None = None,
    ) -> None:
        for f in findings:
            self.counts[f.kind] += 1
        self.disputes += len(disputes)
        self.last = piece or self.last

    def drawn(self, index: int, deal: DealReport, findings: Iterable[Finding]) -> None:
        if not self.scores:
            self.scores.append(deal.before)
        self.scores.append(deal.wager.score)
        self.labels.append(svg.deal_title(deal, index, self.lang))
        self.marks += [(index, f.penalty.party, f.penalty.points) for f in findings if f.penalty]

    def head(self) -> _Head:
        last = self.last
        return _Head(
            frame=self.frame,
            winner=last.winner if last else None,
            score=last.score if last else self.frame.initial_score,
            counts=self.counts,
            disputes=self.disputes,
            scores=tuple(self.scores or [self.frame.initial_score]),
            labels=tuple(self.labels),
            marks=tuple(self.marks),
        )


# =========================================================================== the head
@record
class _Head:
    """What the page's head says: the report's frame (``_frame``), the result, the
    findings counted, and for the chart the running score (before the first deal and
    after each), each deal's name and each penalty (its deal, the party, the points)."""

    frame: Report
    winner: Party | None
    score: Mapping[Party, int]
    counts: Mapping[Kind, int]
    disputes: int
    scores: tuple[Mapping[Party, int], ...]
    labels: tuple[str, ...]
    marks: tuple[tuple[int, Party, int], ...]


def _head_of(report: Report, lang: str) -> _Head:
    """The head of the page of a whole report."""
    marks = [
        (home + 1, f.penalty.party, f.penalty.points)
        for f, home in zip(report.findings, finding_homes(report), strict=True)
        if f.penalty is not None and home is not None
    ]
    first = report.deals[0].before if report.deals else report.initial_score
    return _Head(
        frame=report,
        winner=report.winner,
        score=report.score,
        counts=kind_counts(report),
        disputes=len(report.disputes),
        scores=(first, *(d.wager.score for d in report.deals)),
        labels=tuple(svg.deal_title(d, i, lang) for i, d in enumerate(report.deals, 1)),
        marks=tuple(marks),
    )


def file_name(name: str) -> str:
    r"""A file's name as the page can hold it: each byte of a name that is not UTF-8
    (decoded by the system as a lone surrogate) written ``\xNN``.

    >>> file_name("\udcff.perlagg"), file_name("Spiel.perlagg")
    ('\\xff.perlagg', 'Spiel.perlagg')
    """
    if name.isascii() or not any("\udc80" <= ch <= "\udcff" for ch in name):
        return name
    return "".join(
        f"\\x{ord(ch) - 0xDC00:02x}" if "\udc80" <= ch <= "\udcff" else ch for ch in name
    )


def _seat_name(report: Report, seat: Seat) -> str:
    """The seat and its name as markup, the name isolated (``<bdi>``): a name with a
    bidi override cannot turn its neighbours around."""
    name = report.names.get(seat)
    return f"{seat.value} (<bdi>{escape(name)}</bdi>)" if name else seat.value


def _header(head: _Head, lang: str) -> str:
    report = head.frame
    rows = [  # (the fact, its value as markup)
        (say("report.file", lang), escape(file_name(report.filename))),
        (say("report.rulebook", lang), escape(report.rulebook)),
        (say("report.target", lang), _t("report.points-unit", lang, points=report.target)),
    ]
    if any(report.initial_score.get(p, 0) for p in Party):
        initial = score_text(report.initial_score, report.players)
        rows.append((say("report.initial", lang), escape(initial)))
    if report.players == 2:  # a party is one seat: the players in one row, each once
        seated = ", ".join(_seat_name(report, p.seats[0]) for p in Party)
        rows.append((say("report.players", lang), seated))
    else:
        rows.extend(
            (party_name(p, 4), ", ".join(_seat_name(report, s) for s in p.seats)) for p in Party
        )
    facts = "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in rows)
    return (
        f'<header class="page-head"><h1>{_t("report.title", lang)}</h1>'
        f'<dl class="facts">{facts}</dl>{_result(head, lang)}</header>'
    )


def _result(head: _Head, lang: str) -> str:
    players = head.frame.players
    winner = winner_sentence(replace(head.frame, winner=head.winner), lang)
    state = "bad" if head.counts[Kind.VIOLATION] else "good"
    summary = counts_words(head.counts, head.disputes, lang)
    return (
        f'<div class="result {state}"><p class="winner">{escape(winner)}</p>'
        f"<p><strong>{_t('report.final', lang)}:</strong> "
        f"{escape(score_text(head.score, players))}"
        f'</p><p class="counts">{escape(summary)}</p></div>'
    )


def _legend(lang: str) -> str:
    """What the marks on the cards mean: ★ a Perlagg, the band a christening, ✓ and the
    gold frame the card that took the trick."""
    marks = ("perlagg", "christened", "winner")
    items = "".join(
        f'<li><span class="mark mark-{m}" aria-hidden="true">{_t(f"html.legend.{m}-mark", lang)}'
        f"</span> {_t(f'html.legend.{m}', lang)}</li>"
        for m in marks
    )
    return f'<ul class="legend" aria-label="{_t("html.legend", lang)}">{items}</ul>'


# =========================================================================== the chart
_CW, _CH, _ML, _MR, _MT, _MB = 640, 220, 40, 96, 26, 30


@record
class _Axes:
    """The chart's scales: deal ``i`` (0 = before the first) and a score, to pixels.

    >>> a = _Axes(deals=2, low=0, high=10)
    >>> a.x(0), a.x(2), a.y(10), a.y(0)
    (40.0, 544.0, 26.0, 190.0)
    """

    deals: int
    low: int
    high: int

    def x(self, i: int) -> float:
        return _ML + (_CW - _ML - _MR) * i / max(self.deals, 1)

    def y(self, v: float) -> float:
        return _MT + (_CH - _MT - _MB) * (self.high - v) / max(self.high - self.low, 1)


def _chart(head: _Head, lang: str) -> str:
    """The running score over the deals as a small line chart, with the target."""
    report, scores = head.frame, head.scores
    values = [int(s.get(p, 0)) for s in scores for p in Party]
    axes = _Axes(len(scores) - 1, min(0, *values), max(report.target, *values))
    parts = [_chart_grid(report, axes, lang)]
    label_y = _label_positions([axes.y(scores[-1].get(p, 0)) for p in Party])
    for party, y in zip(Party, label_y, strict=True):
        parts.append(_chart_line(party, party_name(party, report.players), scores, axes, y))
    marks = _penalty_marks(head, axes, lang)
    parts.append(marks)
    label = f"{say('html.chart', lang)}: " + "; ".join(
        f"{name}: {score_text(s, report.players)}"
        for name, s in zip(head.labels, scores[1:], strict=True)
    )
    key = f' <span class="chart-key">{_t("html.chart-penalty", lang)}</span>' if marks else ""
    return (
        f'<figure class="chart"><figcaption>{_t("html.chart", lang)}{key}</figcaption>'
        f'<svg class="score-chart" viewBox="0 0 {_CW} {_CH}" role="img" '
        f'aria-label="{escape(label)}">{"".join(parts)}</svg></figure>'
    )


def _penalty_marks(head: _Head, axes: _Axes, lang: str) -> str:
    """A red ▼ over the point of each deal where a penalty struck, on the line of the
    party it struck, with the penalty in words."""
    marks = []
    for index, party, points in head.marks:
        x, y = axes.x(index), axes.y(head.scores[index].get(party, 0))
        said = say(
            "report.penalty",
            lang,
            party=party_name(party, head.frame.players),
            points=f"{points:+d}",
        )
        text = f"{head.labels[index - 1]}: {said}"
        marks.append(
            f'<path class="penalty-mark" d="M{x - 6:.1f} {y - 16:.1f}h12l-6 9z">'
            f"<title>{escape(text)}</title></path>"
        )
    return "".join(marks)


def _label_positions(ys: Sequence[float], gap: float = 22.0) -> list[float]:
    """The end labels of the lines, moved apart where the scores are close.

    >>> _label_positions([100.0, 104.0])
    [91.0, 113.0]
    >>> _label_positions([50.0, 120.0])
    [50.0, 120.0]
    """
    a, b = ys
    if abs(a - b) >= gap:
        return [a, b]
    mid, half = (a + b) / 2, gap / 2
    return [mid - half, mid + half] if a <= b else [mid + half, mid - half]


def _chart_line(
    party: Party, name: str, scores: Sequence[Mapping[Party, int]], axes: _Axes, label_y: float
) -> str:
    cls = "line-" + party.value.replace("+", "")
    values = [int(s.get(party, 0)) for s in scores]
    pts = " ".join(f"{axes.x(i):.1f},{axes.y(v):.1f}" for i, v in enumerate(values))
    parts = [f'<polyline class="{cls}" points="{pts}"/>']
    parts += [
        f'<circle class="{cls}" cx="{axes.x(i):.1f}" cy="{axes.y(v):.1f}" r="3.5">'
        f"<title>{escape(name)} {v}</title></circle>"
        for i, v in enumerate(values)
    ]
    parts.append(
        f'<text class="chart-party {cls}" x="{axes.x(len(values) - 1) + 8:.1f}" '
        f'y="{label_y + 4:.1f}">{escape(name)} {values[-1]}</text>'
    )
    return "".join(parts)


def _chart_grid(report: Report, axes: _Axes, lang: str) -> str:
    parts = []
    step = max(1, (axes.high - axes.low) // 5)
    for v in range(axes.low - axes.low % step, axes.high + 1, step):
        y = axes.y(v)
        parts.append(
            f'<line class="grid" x1="{_ML}" x2="{_CW - _MR}" y1="{y:.1f}" y2="{y:.1f}"/>'
            f'<text class="axis" x="{_ML - 6}" y="{y + 4:.1f}">{v}</text>'
        )
    t = axes.y(report.target)
    parts.append(
        f'<line class="target" x1="{_ML}" x2="{_CW - _MR}" y1="{t:.1f}" y2="{t:.1f}"/>'
        f'<text class="axis target-label" x="{_ML + 4}" y="{t - 4:.1f}">'
        f"{_t('report.target', lang)} {report.target}</text>"
    )
    for i in range(1, axes.deals + 1):
        parts.append(f'<text class="axis deal-tick" x="{axes.x(i):.1f}" y="{_CH - 10}">{i}</text>')
    return "".join(parts)


# =========================================================================== a deal
def _deal(
    report: Report,
    index: int,
    deal: DealReport,
    items: Sequence[tuple[int, Item]],
    lines: list[str],
    lang: str,
    shown: _Shown,
    analysis: DealAnalysis | None = None,
) -> str:
    """A deal, the ``index``-th (``report`` gives the names and parties): the hands
    around the table, beside them the figures and what was found before the first
    trick, then each trick with what was found there."""
    tricks = deal.play.tricks
    by_moment: dict[int, list[Item]] = {}
    for line, item in items:
        by_moment.setdefault(_moment(line, tricks), []).append(item)
    title = svg.deal_title(deal, index, lang)
    if deal.span.line > 0:
        title += " · " + say("report.line", lang, line=deal.span.line)
    before = by_moment.get(0, [])  # before the first trick: findings beside, disputes below
    beside = "".join(_item(x, report, lines, lang, shown) for x in before if isinstance(x, Finding))
    found = [x for _, x in items if isinstance(x, Finding)]
    wager = _wager(deal, report, lang, penalty_rows(found))
    side = _deal_facts(deal, lang) + wager + _analysis(analysis, lang)
    if beside:
        side += f'<div class="setup-notes">{beside}</div>'
    below = "".join(
        _item(x, report, lines, lang, shown) for x in before if isinstance(x, DisputeRuling)
    )
    trick_items = "".join(
        _trick(report, index, deal, t, by_moment.get(t.number, []), lines, lang, shown, analysis)
        for t in tricks
    )
    return (
        f'<section class="deal" id="deal-{index}" aria-labelledby="deal-{index}-title">'
        f'<h2 id="deal-{index}-title">{escape(title)}</h2>'
        '<div class="deal-top"><figure class="table-picture">'
        f"{svg.deal_svg(report, index, lang, style=False, deal=deal)}</figure>"
        f'<div class="deal-side">{side}</div></div>'
        + (f'<div class="setup-disputes">{below}</div>' if below else "")
        + f'<ol class="tricks" aria-label="{_t("html.tricks", lang)}">{trick_items}</ol></section>'
    )


def _deal_facts(deal: DealReport, lang: str) -> str:
    """The trump and the deal's Perlaggs, high to low, beside the hands."""
    play = deal.play
    trump = (
        say("svg.trump", lang, suit=play.trump.german)
        if play.trump is not None
        else say("svg.trump-unknown", lang)
    )
    facts = [escape(trump)]
    if play.perlaggs:
        cards = " ".join(c.code for c in play.perlaggs)
        facts.append(_t("html.perlaggs", lang, cards=cards))
    return f'<p class="deal-facts">{" · ".join(facts)}</p>'


def _trick(
    report: Report,
    index: int,
    deal: DealReport,
    trick: TrickResult,
    items: Sequence[Item],
    lines: list[str],
    lang: str,
    shown: _Shown,
    analysis: DealAnalysis | None = None,
) -> str:
    """One trick: its picture, who took it, the christenings, what was found there, and
    (``--analyse``) the card that turned the deal with the plays that would have kept it."""
    notes = "".join(_item(x, report, lines, lang, shown) for x in items)
    notes += _turns(analysis, trick, lang)
    cls = "trick has-notes" if notes else "trick"
    alt = svg.trick_alt(report, trick, lang)
    me = f"deal-{index}-trick-{trick.number}"
    picture = svg.trick_svg(
        report, index, trick.number, lang, style=False, deal=deal, labelled_by=f"{me}-alt"
    )
    return (
        f'<li class="{cls}" id="{me}" tabindex="-1"><figure>{picture}'
        # the caption names the picture: read once, as its name, not twice
        f'<figcaption id="{me}-alt" aria-hidden="true">{escape(alt)}</figcaption></figure>'
        + (f'<div class="beside">{notes}</div>' if notes else "")
        + "</li>"
    )


def _wager(
    deal: DealReport, report: Report, lang: str, penalties: Sequence[PenaltyRow] = ()
) -> str:
    """The wager table: each figure, bid by whom, answered how, its value, who won it;
    then each penalty of the deal, so that the table adds up to the deal's points."""
    cols = ("figure", "bidder", "answer", "value", "outcome", "winner")
    head = "".join(f'<th scope="col">{_t(f"report.col.{c}", lang)}</th>' for c in cols)
    rows = []
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is None:
            continue
        cells = (  # as markup
            _seat_name(report, o.bidder) if o.bidder else "–",
            escape(table_words(o.answered, lang) or "–"),
            str(o.value),
            escape(outcome_words(deal, o, lang)),
            escape(party_name(o.party, report.players) if o.party else say("report.nobody", lang)),
        )
        cls = "party-" + o.party.value.replace("+", "") if o.party else "nobody"
        rows.append(_wager_row(cls, _t(f"report.figure.{fig.value}", lang), cells))
    for p in penalties:
        where = _t("report.line", lang, line=p.line) if p.line > 0 else "–"
        struck = escape(party_name(p.party, report.players))
        row = (", ".join(p.seats) or "–", "–", f"{p.points:+d}", where, struck)
        rows.append(_wager_row("penalty-row", _t("report.penalty-row", lang), row))
    return (
        f'<div class="wager"><table><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
        f'<p class="points"><strong>{_t("report.points", lang)}:</strong> '
        f"{escape(score_text(deal.wager.points, report.players))}<br>"
        f"<strong>{_t('report.score', lang)}:"
        f"</strong> {escape(score_text(deal.wager.score, report.players))}</p></div>"
    )


def _wager_row(cls: str, head: str, cells: Sequence[str]) -> str:
    """One row of the figures table (on a phone the style names each cell's column,
    ``_stacked``)."""
    return (
        f'<tr class="{cls}"><th scope="row">{head}</th>'
        + "".join(f"<td>{c}</td>" for c in cells)
        + "</tr>"
    )


# =========================================================================== analysis
def _analysis(a: DealAnalysis | None, lang: str) -> str:
    """The deal with open cards: its value with best play, the Spiel bid or held, and
    where the analysis had to stop."""
    if a is None:
        return ""
    from referee.analysis.open_cards import (
        bid_sentence,
        held_sentence,
        start_sentence,
        stop_sentence,
    )

    said = [start_sentence(a, lang), bid_sentence(a, lang), held_sentence(a, lang)]
    if a.stopped is not None:  # a card the analysis cannot follow
        said.append(stop_sentence(a.stopped, lang))
    return (
        f'<section class="analysis"><h3>{_t("analysis.title", lang)}</h3>'
        + "".join(f"<p>{escape(t)}</p>" for t in said if t)
        + "</section>"
    )


def _turns(a: DealAnalysis | None, trick: TrickResult, lang: str) -> str:
    """Each card of ``trick`` that turned the deal, as one note beside the trick."""
    if a is None:
        return ""
    from referee.analysis.open_cards import turn_sentence

    spans = {(p.seat, p.card, p.span) for p in trick.plays}
    return "".join(
        f'<aside class="turn-note"><h3>{_t("analysis.turned-here", lang)}</h3>'
        f"<p>{escape(turn_sentence(a, c, lang))}</p></aside>"
        for c in a.plays
        if c.turned and (c.seat, c.card, c.span) in spans
    ) + _worth_bars(a, trick, lang)


def _worth_bars(a: DealAnalysis, trick: TrickResult, lang: str) -> str:
    """Each card of ``trick`` weighed from its player's chair (``perlagg analyse
    --view``), as a bar of its share beside the open-card verdict; none without it."""
    from referee.analysis.worth import basis, percent

    spans = {(p.seat, p.card, p.span) for p in trick.plays}
    rows = [w for w in a.worth if (w.seat, w.card, w.span) in spans and w.deals]
    if not rows:
        return ""
    items = "".join(
        f"<li>{escape(w.seat.value)} {escape(w.card.code)} "
        f'<meter min="0" max="1" value="{w.share:.3f}">{percent(w.share, lang)}</meter> '
        f"{percent(w.share, lang)} <small>({escape(basis(w, lang))})</small>"
        f"{_best_other(w, lang)}</li>"
        for w in rows
    )
    return (
        f'<aside class="turn-note worth"><h3>{_t("analysis.worth.bars", lang)}</h3>'
        f"<ul>{items}</ul></aside>"
    )


def _best_other(w: CardWorth, lang: str) -> str:
    """The best other play's share beside a card's bar (a mistake from the chair marked)."""
    from referee.analysis.worth import percent

    if w.rival is None:
        return ""
    named = f"={w.rival.counts_as.code}" if w.rival.counts_as is not None else ""
    key = "analysis.worth.bar-mistake" if w.mistake else "analysis.worth.bar-other"
    text = say(
        key, lang, card=w.rival.card.code + named, share=percent(w.rival.makes / w.deals, lang)
    )
    return f"<br><small>{escape(text)}</small>"


# =========================================================================== findings
def _item(item: Item, report: Report, lines: list[str], lang: str, shown: _Shown) -> str:
    if isinstance(item, DisputeRuling):
        return _dispute(item, report, lines, lang, shown)
    return _finding(item, report, lines, lang, shown)


def _where(line: int, column: int, lines: list[str], lang: str) -> str:
    if line <= 0:
        return ""
    at = (
        say("report.line-column", lang, line=line, column=column)
        if column
        else say("report.line", lang, line=line)
    )
    quoted = (
        f'<code class="source">{line} │ {escape(lines[line - 1].rstrip())}</code>'
        if line <= len(lines)
        else ""
    )
    return f'<span class="where">{escape(at)}</span>{quoted}'


def _finding(f: Finding, report: Report, lines: list[str], lang: str, shown: _Shown) -> str:
    """A finding: its kind, the line, the sentence, the penalty, its texts."""
    seats = ", ".join(_seat_name(report, s) for s in f.seats)
    head = f'<span class="kind">{_t(f"kind.{f.kind.value}", lang)}</span>'
    if seats:
        head += f' <span class="seats">{seats}</span>'
    penalty = ""
    if f.penalty is not None:
        text = say(
            "report.penalty",
            lang,
            party=party_name(f.penalty.party, report.players),
            points=f"{f.penalty.points:+d}",
        )
        penalty = f'<p class="penalty">{escape(text)}</p>'
    return (
        f'<article class="finding {f.kind.value}"><header>{head}'
        f"{_where(f.span.line, f.span.column, lines, lang)}</header>"
        f'<p class="message">{escape(finding_message(f, lang))}</p>{penalty}'
        f"{_citations(f.cites, lang, shown, (f.key,))}</article>"
    )


def _distinct(cites: Iterable[Citation]) -> list[Citation]:
    out: list[Citation] = []
    for c in cites:
        if c not in out:
            out.append(c)
    return out


def _citations(
    cites: Iterable[Citation], lang: str, shown: _Shown, verdicts: Sequence[str] = ()
) -> str:
    """A verdict's texts, each quoted once per page: those that decide these ``verdicts``
    (``deciding_texts``, the ones the terminal quotes: the first, and any other the
    rulebook data marks, such as S. 64 beside §13) quoted — where the data marks the
    sentences that decide, those sentences, the whole text one click away — the others
    folded behind one ``<details>`` (all unfolded with ``--full``); a text the page
    quoted before is a link to it."""
    texts = _distinct(cites)
    above = [c for c in texts if shown.anchor(c)]
    deciding = deciding_texts(texts, Length.TABLE, verdicts)
    lead = [c for c in deciding if not shown.anchor(c)]
    fresh = [c for c in texts if not shown.anchor(c) and c not in lead]
    decides = "".join(
        _citation(c, lang, shown.quote(c), () if shown.full else quoted_pieces(c, verdicts))
        for c in lead
    )
    more = ""
    if fresh:
        labels = escape(grouped_labels(fresh, lang))
        quoted = "".join(_citation(c, lang, shown.quote(c)) for c in fresh)
        more = (
            f'<details class="more-cites"{" open" if shown.full else ""}><summary>'
            f"{_t('present.further', lang)}: {labels}</summary>{quoted}</details>"
        )
    links = ""
    if above:
        first: dict[str, str | None] = {}  # a label once, linked to its first text
        for c in above:
            first.setdefault(_label(c, lang), shown.anchor(c))
        refs = ", ".join(f'<a href="#{a}">{escape(label)}</a>' for label, a in first.items())
        links = f'<p class="cites-above">{_t("html.quoted-above", lang)}: {refs}</p>'
    return decides + more + links


def _label(c: Citation, lang: str) -> str:
    """How a text is named: ``1890 §13``, ``Schwaighofer 1926, S. 64 (1890)``."""
    if c.authority is Authority.EXPLANATION:
        return f"{EXPLANATION_SOURCE}, {c.ref} ({c.rulebook})"
    return c.label_in(lang)


def _citation(c: Citation, lang: str, anchor: str, pieces: Sequence[str] = ()) -> str:
    """A paragraph or explanation quoted verbatim (German) — given ``pieces``, those of
    its sentences („…“ for the rest), the whole text folded below them; an interpretation
    framed as the referee's reading, never in quotation marks; ``anchor`` its id."""
    authority = say(f"authority.{c.authority.value}", lang)
    text = escape(c.text.strip())
    if c.authority is Authority.INTERPRETATION:
        label = escape(c.label_in(lang))
        return (
            f'<aside class="cite interpretation" id="{anchor}"><p class="cite-label">{label} · '
            f"{escape(authority)}</p><p><em>{_t('report.interpretation-note', lang)}:</em> "
            f"{escape(c.text_in(lang).strip())}</p></aside>"
        )
    if c.authority is Authority.EXPLANATION:
        label = f"{EXPLANATION_SOURCE}, {c.ref} · {authority} ({c.rulebook})"
    else:
        label = f"{c.label_in(lang)} · {authority}"
    provenance = (
        f'<p class="provenance">{_t("report.provenance", lang, text=c.provenance_in(lang))}</p>'
        if c.provenance
        else ""
    )
    quote = f'<blockquote lang="de"><p>„{text}“</p></blockquote>'
    if pieces:  # the deciding sentences, the whole text one click away
        part = escape(excerpt(c.text.strip(), pieces))
        quote = (
            f'<blockquote lang="de" class="excerpt"><p>„{part}“</p></blockquote>'
            f'<details class="whole-text"><summary>{_t("html.whole-text", lang)}</summary>'
            f"{quote}</details>"
        )
        label += f" ({say('report.excerpt', lang)})"
    return (
        f'<figure class="cite {c.authority.value}" id="{anchor}">{quote}'
        f"<figcaption>{escape(label)}</figcaption>{provenance}</figure>"
    )


def _dispute(d: DisputeRuling, report: Report, lines: list[str], lang: str, shown: _Shown) -> str:
    """A ``Streit:`` line: the question, this rulebook's verdict with its texts, and
    the verdicts of the other rulebooks beside it."""
    others = (
        _elsewhere(d, report, lang)
        if d.elsewhere
        else f'<p class="same">{_t("report.same-elsewhere", lang)}</p>'
        if d.about is not None
        else ""
    )
    return (
        f'<article class="dispute"><header><span class="kind">{_t("html.dispute", lang)}'
        f"</span>{_where(d.span.line, 0, lines, lang)}</header>"
        f'<p class="question"><strong>{_t("report.question", lang)}:</strong> '
        f"{escape(d.question)}</p>"
        f'<p class="verdict"><strong>{_t(verdict_label(d), lang)}:</strong> '
        f"{escape(render_message(d.ruling, lang))}</p>"
        f"{_citations(d.cites, lang, shown, [k for k, _ in d.ruling])}{others}</article>"
    )


def _elsewhere(d: DisputeRuling, report: Report, lang: str) -> str:
    """Each rulebook's verdict, its texts named once each (``1890 §7, §29, S. 67``)."""
    rows = [
        (say("report.this-rulebook", lang, rulebook=report.rulebook), d.ruling, d.cites),
        *((e.rulebook, e.ruling, e.cites) for e in d.elsewhere),
    ]
    body = "".join(
        f'<tr><th scope="row">{escape(book)}</th><td>{escape(render_message(ruling, lang))}'
        f'</td><td class="refs">{escape(grouped_labels(cites, lang))}</td></tr>'
        for book, ruling, cites in rows
    )
    cols = "".join(
        f'<th scope="col">{_t(k, lang)}</th>'
        for k in ("report.col.rulebook", "report.verdict", "report.col.cites")
    )
    return (
        f'<table class="elsewhere"><caption>{_t("report.elsewhere", lang)}</caption>'
        f"<thead><tr>{cols}</tr></thead><tbody>{body}</tbody></table>"
    )


# =========================================================================== style, script
PAGE_STYLE = """
:root{--ink:#1e1e1e;--muted:#5f5f5f;--paper:#fbf8f1;--card:#fff;--line:#ddd3c0;
--ac:#1f3a5f;--bd:#8a3b12;--bad:#a4161a;--rule:#1f5f8b;--open:#a86b00;--note:#666}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);
font:16px/1.5 'DejaVu Sans',Verdana,system-ui,sans-serif}
main{max-width:1100px;margin:0 auto;padding:1rem}
h1{font:700 2rem Georgia,'DejaVu Serif',serif;margin:.2rem 0 .6rem}
h2{font:700 1.45rem Georgia,'DejaVu Serif',serif;margin:2rem 0 .6rem;
border-bottom:2px solid var(--line);padding-bottom:.2rem}
.page-head{display:grid;grid-template-columns:1fr minmax(0,22rem);gap:1rem;align-items:start}
.page-head h1{grid-column:1/-1}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}
.facts dt{font-weight:700}.facts dd{margin:0;overflow-wrap:anywhere}
bdi{unicode-bidi:isolate}main{overflow-wrap:anywhere}
.page-head>*,.deal-top>*,.trick>*{min-width:0}
.result{border-radius:10px;padding:.6rem 1rem;background:var(--card);border:2px solid #5a8f3a}
.result.bad{border-color:var(--bad)}.result p{margin:.2rem 0}
.result .winner{font:700 1.2rem Georgia,serif}.counts{color:var(--muted);font-size:.9rem}
.chart{margin:1rem 0;background:var(--card);border:1px solid var(--line);border-radius:10px;
padding:.5rem 1rem}
.chart figcaption{font-weight:700}.score-chart{width:100%;height:auto;max-height:200px}
.score-chart polyline{fill:none;stroke-width:2.5}
.score-chart .grid{stroke:#eee}.score-chart .target{stroke:#999;stroke-dasharray:6 4}
.score-chart .axis{font-size:11px;fill:var(--muted);text-anchor:end}
.score-chart .deal-tick{text-anchor:middle}.score-chart .target-label{text-anchor:start}
.score-chart .chart-party{font-size:12px;font-weight:700}
polyline.line-AC{stroke:var(--ac);stroke-width:5}polyline.line-BD{stroke:var(--bd)}
.penalty-mark{fill:var(--bad)}.chart-key{font-weight:400;font-size:.85rem;color:var(--bad)}
circle.line-AC,text.line-AC{fill:var(--ac)}circle.line-BD,text.line-BD{fill:var(--bd)}
.deal-top{display:grid;grid-template-columns:minmax(0,560px) minmax(0,1fr);gap:1rem;
align-items:start}
figure{margin:0}.table-picture svg{width:100%;height:auto;display:block}
.table-picture{background:var(--card);border:1px solid var(--line);border-radius:10px}
.wager{overflow-x:auto}
.wager table{border-collapse:collapse;width:100%;background:var(--card);font-size:.88rem}
.wager th,.wager td{padding:.3rem .4rem;border-bottom:1px solid var(--line);text-align:left}
.wager thead th{font-size:.72rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
.wager tr.party-AC th[scope=row]{border-left:4px solid var(--ac)}
.wager tr.party-BD th[scope=row]{border-left:4px solid var(--bd)}
.wager tr.nobody th[scope=row]{border-left:4px solid #bbb}
.wager tr.penalty-row{color:var(--bad);font-weight:700}
.wager tr.penalty-row th[scope=row]{border-left:4px solid var(--bad)}
.points{font-size:.92rem}
.analysis{margin-top:.6rem;padding:.4rem .8rem;background:var(--card);
border:1px solid var(--line);border-left:6px solid #5a8f3a;border-radius:8px}
.analysis h3,.turn-note h3{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;
margin:.1rem 0;color:var(--muted)}.analysis p,.turn-note p{margin:.2rem 0}
.turn-note{background:#f1f7ec;border-left:6px solid #5a8f3a;border-radius:8px;
padding:.4rem .8rem;margin:.6rem 0}
.tricks{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.8rem;
grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.trick{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:.4rem;
outline:none;transition:opacity .2s}
.trick figure svg{width:100%;max-width:260px;height:auto;display:block;margin:0 auto}
.trick figcaption{font-size:.85rem;color:var(--muted);padding:0 .3rem}
.trick.has-notes{grid-column:1/-1;display:grid;grid-template-columns:minmax(12rem,16rem) 1fr;
gap:1rem;align-items:start}
.trick.has-notes>figure{position:sticky;top:.5rem}
.trick .seat-label{fill:#666}.trick .won{fill:#8a6500}
.trick.current{box-shadow:0 0 0 3px #d4a017}.js .trick.ahead{opacity:.3}
.js .table-picture .played{opacity:.22}
.finding,.dispute{background:var(--card);border:1px solid var(--line);
border-left:6px solid var(--note);border-radius:8px;padding:.5rem .8rem;margin:.6rem 0}
.finding.violation{border-left-color:var(--bad)}.finding.ruling{border-left-color:var(--rule)}
.finding.undetermined{border-left-color:var(--open)}.dispute{border-left-color:#6a3d9a}
.finding header,.dispute header{display:flex;flex-wrap:wrap;gap:.2rem .8rem;
align-items:baseline;font-size:.85rem;color:var(--muted)}
.kind{font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:var(--ink)}
.violation .kind{color:var(--bad)}.ruling .kind{color:var(--rule)}
.undetermined .kind{color:var(--open)}.dispute .kind{color:#6a3d9a}
.source{display:block;width:100%;background:#f3efe6;padding:.1rem .4rem;border-radius:4px;
font:.85rem 'DejaVu Sans Mono',monospace;white-space:pre-wrap;overflow-wrap:anywhere}
.message,.verdict,.question{margin:.35rem 0}.penalty{font-weight:700;color:var(--bad)}
.cite{margin:.5rem 0;padding:.35rem .7rem;border-radius:6px;font-size:.93rem}
.cite.paragraph{background:#eef5ea;border-left:3px solid #4d8b31}
.cite.explanation{background:#eaf1f8;border-left:3px solid #2f6ea5}
.cite blockquote{margin:0;font-family:Georgia,'DejaVu Serif',serif}
.cite blockquote p{margin:.1rem 0}.cite figcaption,.cite-label{font-size:.8rem;color:var(--muted)}
.cite.interpretation{background:#fff7e0;border:1px dashed #c9a227}
.cite.interpretation p{margin:.15rem 0}.provenance{font-size:.8rem;color:var(--muted);margin:0}
.whole-text{margin:.2rem 0 .1rem;font-size:.9rem}
.whole-text summary{cursor:pointer;color:var(--muted)}
.more-cites{margin:.4rem 0;font-size:.9rem}.more-cites summary{cursor:pointer;color:var(--muted)}
.cites-above{font-size:.85rem;color:var(--muted);margin:.3rem 0}
.card-symbols{position:absolute;width:0;height:0;overflow:hidden}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:.2rem 1.2rem;padding:0;margin:.6rem 0;
font-size:.85rem;color:var(--muted)}
.mark{font-weight:700;color:var(--ink)}.mark-perlagg{color:#b8860b}
.mark-christened{background:#1f3a5f;color:#fff;padding:0 .3rem;border-radius:2px;font-size:.75rem}
.mark-winner{color:#8a6500}
.deal-side>*+*{margin-top:.6rem}.deal-facts{margin:0 0 .4rem;font-weight:700}
.elsewhere{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}
.elsewhere caption{text-align:left;font-weight:700;padding:.2rem 0}
.elsewhere th,.elsewhere td{border-top:1px solid var(--line);padding:.3rem .4rem;
text-align:left;vertical-align:top}
.elsewhere .refs{font-size:.8rem;color:var(--muted)}
.elsewhere th{overflow-wrap:normal;white-space:nowrap}
.same{color:var(--muted);font-size:.9rem}
.page-foot{max-width:1100px;margin:0 auto;padding:0 1rem 2rem;color:var(--muted);font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
kbd{border:1px solid #bbb;border-radius:3px;padding:0 .3rem;background:#fff}
@media (max-width:760px){body{font-size:15px}main{padding:.5rem}
.score-chart .axis{font-size:19px}.score-chart .chart-party{font-size:21px}
.score-chart .target-label{font-size:19px}
.wager thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.wager table,.wager tbody,.wager tr,.wager td,.wager th{display:block}
.wager tr{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:0 .6rem;
border-bottom:1px solid var(--line);padding:.3rem 0}
.wager th[scope=row]{grid-column:1/-1;border-bottom:0}.wager td{border-bottom:0;padding:.1rem .4rem}
.wager td::before{display:block;font-size:.68rem;color:var(--muted);
text-transform:uppercase;letter-spacing:.03em}
.page-head,.deal-top,.trick.has-notes{grid-template-columns:1fr}
.tricks{grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr))}
.elsewhere thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.elsewhere,.elsewhere tbody,.elsewhere tr,.elsewhere th,.elsewhere td{display:block}
.elsewhere caption{display:block}.elsewhere td{border-top:0;padding-top:0}
.elsewhere th{white-space:normal;overflow-wrap:anywhere}
.elsewhere .refs{white-space:normal}}
@media print{body{background:#fff;font-size:10pt}main{max-width:none;padding:0}
.page-foot,.hint{display:none}.deal{break-before:page}
.trick,.finding,.dispute,.cite,.deal-top,.chart{break-inside:avoid}
.js .trick.ahead,.js .table-picture .played{opacity:1}.trick.current{box-shadow:none}
.tricks{grid-template-columns:repeat(3,1fr)}
.deal-top{grid-template-columns:1fr}.table-picture{max-width:15cm}
.finding,.dispute,.trick,.chart,.result{border-color:#999}}
"""

#: Keyboard stepping: → or j to the next trick, ← or k back, Esc shows every trick again.
#: The page reads the same without it.
SCRIPT = """
(function () {
  var tricks = Array.prototype.slice.call(document.querySelectorAll('li.trick'));
  var status = document.getElementById('step-status');
  var at = -1;
  document.documentElement.classList.add('js');
  var hint = document.querySelector('.hint');
  if (hint) { hint.hidden = false; }
  function code(c) {  // a card's code class: c-LA
    return Array.prototype.filter.call(c.classList, function (n) {
      return n.indexOf('c-') === 0; })[0];
  }
  function mark(i) {
    var deal = i < 0 ? null : tricks[i].closest('.deal');
    var played = [];
    tricks.forEach(function (t, k) {
      var same = t.closest('.deal') === deal;
      t.classList.toggle('current', k === i);
      t.classList.toggle('ahead', same && k > i);
      if (same && k <= i) {
        t.querySelectorAll('.card').forEach(function (c) { played.push(code(c)); });
      }
    });
    document.querySelectorAll('.table-picture .hand .card').forEach(function (c) {
      var inDeal = deal !== null && c.closest('.deal') === deal;
      c.classList.toggle('played', inDeal && !!code(c) && played.indexOf(code(c)) >= 0);
    });
  }
  function go(i) {
    if (i < 0 || i >= tricks.length) { return; }
    at = i;
    mark(i);
    tricks[i].focus({preventScroll: true});
    tricks[i].scrollIntoView({block: 'nearest'});
    status.textContent = tricks[i].querySelector('figcaption').textContent;
  }
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (e.key === 'ArrowRight' || e.key === 'j') { go(at + 1); e.preventDefault(); }
    else if (e.key === 'ArrowLeft' || e.key === 'k') {
      go(Math.max(at - 1, 0)); e.preventDefault();
    }
    else if (e.key === 'Escape') { at = -1; mark(-1); status.textContent = ''; }
  });
}());
"""
