"""The rich report: a ``Report`` drawn for the terminal (``perlagg referee FILE``).

``render`` draws it in one of three lengths (``referee.present.Length``): the table's
(each verdict first, then the one text that decides it quoted in full, the others as
labels), ``--full`` and ``--brief``.  A text is quoted once per report; later mentions
name it.  Below ``TABLE_WIDTH`` columns a deal's figures stack.  User text is never read
as rich markup.  Only this module imports rich, and only the faces that draw import it.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from referee.events import Figure
from referee.findings import Authority, Citation, Finding, Kind
from referee.messages import DE, say
from referee.present import (
    EXPLANATION_SOURCE,
    Length,
    _distinct,
    _grouped_labels,
    _Key,
    _key,
    _refs,
    finding_homes,
    score_text,
    table_words,
)
from referee.record import record
from referee.report import (
    DealReport,
    DisputeRuling,
    Report,
    counts_sentence,
    finding_message,
    kind_counts,
    render_message,
    winner_sentence,
)
from referee.results import FigureOutcome
from referee.seats import Party, Seat, party_name

if TYPE_CHECKING:
    from referee.analysis import DealAnalysis

__all__ = ["TABLE_WIDTH", "make_console", "plain_report", "render", "render_analysis"]

_KIND_STYLE = {
    Kind.VIOLATION: "bold red",
    Kind.RULING: "bold cyan",
    Kind.UNDETERMINED: "bold yellow",
    Kind.NOTE: "bold",
}
_AUTHORITY_STYLE = {
    Authority.PARAGRAPH: "green",
    Authority.EXPLANATION: "blue",
    Authority.INTERPRETATION: "yellow",
}
#: Below this width the figures of a deal are stacked, one figure to a line.
TABLE_WIDTH = 72


def make_console(
    file: io.TextIOBase | None = None, *, plain: bool = False, width: int | None = None
) -> Console:
    """A console for the report: plain text when asked, when not a terminal or NO_COLOR."""
    if plain:
        return Console(
            file=file,
            force_terminal=False,
            no_color=True,
            color_system=None,
            highlight=False,
            emoji=False,
            markup=False,
            width=width or 100,
        )
    return Console(file=file, highlight=False, emoji=False, markup=False, width=width)


def plain_report(
    report: Report,
    lang: str = DE,
    source: str | None = None,
    width: int = 100,
    length: Length = Length.TABLE,
) -> str:
    """The report as plain text (the pytest plugin's failure text, tests)."""
    buf = io.StringIO()
    render(report, make_console(buf, plain=True, width=width), lang, source, length)
    return buf.getvalue()


@record
class _View:
    """What every part of the drawing needs: the report and how to draw it."""

    report: Report
    lang: str
    lines: Sequence[str]
    length: Length
    narrow: bool


def render(
    report: Report,
    console: Console,
    lang: str = DE,
    source: str | None = None,
    length: Length = Length.TABLE,
) -> None:
    """Print the whole report: header, deals with their findings, disputes, result.

    A text is quoted once per report: the set ``quoted`` remembers what was, and later
    mentions name it by its label.
    """
    view = _View(report, lang, _source_lines(source), length, console.width < TABLE_WIDTH)
    quoted: set[_Key] = set()
    console.print(_header(report, lang))
    groups, rest = _by_deal(report)
    for index, deal in enumerate(report.deals, 1):
        console.print(_deal(deal, index, view))
        for f in groups[index - 1]:
            console.print(_finding(f, view, quoted))
    if rest:
        console.print(Text(say("report.general", lang), style="bold underline"))
        for f in rest:
            console.print(_finding(f, view, quoted))
    if not report.findings:
        console.print(Text(say("report.no-findings", lang)))
    if report.disputes:
        console.print(Text("\n" + say("report.disputes", lang), style="bold underline"))
        for d in report.disputes:
            console.print(_dispute(d, view, quoted))
    console.print(_result(report, lang))
    if length is Length.TABLE and _has_more(report):
        console.print(Text(say("present.hint-full", lang), style="dim"))


def render_analysis(analyses: Sequence[DealAnalysis], console: Console, lang: str = DE) -> None:
    """``--analyse``: a short section per deal, the deal seen with open cards
    (``referee.analysis.lines``), its sentences wrapped under their deal's line."""
    from referee.analysis import lines

    console.print(Text("\n" + say("analysis.title", lang), style="bold underline"))
    for a in analyses:
        head, *rest = lines(a, lang)
        console.print(Text(head, style="bold"))
        for line in rest:
            console.print(Padding(Text(line.strip()), (0, 0, 0, 2), expand=False))


def _has_more(report: Report) -> bool:
    """Whether ``--full`` would show more than the table's length does."""
    places = [f.cites for f in report.findings] + [d.cites for d in report.disputes]
    return any(len(_distinct(cites)) > 1 for cites in places)


def _by_deal(report: Report) -> tuple[list[list[Finding]], list[Finding]]:
    """The findings of each deal (by the lines it spans), and those of none."""
    groups: list[list[Finding]] = [[] for _ in report.deals]
    rest: list[Finding] = []
    for f, home in zip(report.findings, finding_homes(report), strict=True):
        (rest if home is None else groups[home]).append(f)
    return groups, rest


def _source_lines(source: str | None) -> list[str]:
    if not source:
        return []
    if source.startswith("\ufeff"):
        source = source[1:]
    return source.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _seat_name(report: Report, seat: Seat) -> str:
    name = report.names.get(seat)
    return f"{seat.value} ({name})" if name else seat.value


def _header(report: Report, lang: str) -> RenderableType:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    grid.add_row(say("report.file", lang), Text(report.filename))
    grid.add_row(say("report.rulebook", lang), Text(report.rulebook))
    grid.add_row(
        say("report.target", lang), Text(say("report.points-unit", lang, points=report.target))
    )
    if any(report.initial_score.get(p, 0) for p in Party):
        grid.add_row(
            say("report.initial", lang), Text(score_text(report.initial_score, report.players))
        )
    players = "\n".join(
        f"{party_name(party, report.players)}: "
        + ", ".join(
            f"{s.value} {report.names[s]}" if s in report.names else s.value
            for s in party.seats[: 1 if report.players == 2 else 2]
        )
        for party in Party
    )
    grid.add_row(say("report.players", lang), Text(players))
    return Panel(grid, title=Text(say("report.title", lang), style="bold"), box=box.ROUNDED)


def _deal_title(deal: DealReport, index: int, lang: str) -> str:
    head = (
        say("report.deal", lang, number=deal.number)
        if deal.number is not None
        else say("report.deal-unnumbered", lang, index=index)
    )
    if deal.span.line > 0:
        head += " · " + say("report.line", lang, line=deal.span.line)
    return head


def _figure_cells(o: FigureOutcome, fig: Figure, view: _View) -> list[str]:
    lang = view.lang
    return [
        say(f"report.figure.{fig.value}", lang),
        _seat_name(view.report, o.bidder) if o.bidder else "–",
        table_words(o.answered, lang) or "–",
        str(o.value),
        say(f"report.outcome.{o.outcome.value}", lang),
        party_name(o.party, view.report.players) if o.party else say("report.nobody", lang),
    ]


def _figures_table(deal: DealReport, view: _View) -> RenderableType:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    for key in ("figure", "bidder", "answer", "value", "outcome", "winner"):
        table.add_column(
            Text(say(f"report.col.{key}", view.lang)),
            justify="right" if key == "value" else "left",
            overflow="fold",
        )
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is not None:
            table.add_row(*(Text(cell) for cell in _figure_cells(o, fig, view)))
    return table


def _figures_stacked(deal: DealReport, view: _View) -> RenderableType:
    """One figure to a line for a narrow screen: ``Gleich: gut gelassen, A+C 1 (geboten
    von A, Antwort gut)``."""
    rows: list[RenderableType] = []
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is None:
            continue
        name, bidder, answer, value, outcome, winner = _figure_cells(o, fig, view)
        line = Text.assemble((name, "bold"), f": {outcome}, {winner} {value}")
        if o.bidder is not None:
            line.append(" " + say("present.stacked-bid", view.lang, bidder=bidder, answer=answer))
        rows.append(line)
    return Group(*rows)


def _deal(deal: DealReport, index: int, view: _View) -> RenderableType:
    title = Text(_deal_title(deal, index, view.lang), style="bold")
    figures = _figures_stacked(deal, view) if view.narrow else _figures_table(deal, view)
    points = Text.assemble(
        (say("report.points", view.lang) + ": ", "bold"),
        score_text(deal.wager.points, view.report.players),
        "\n" if view.narrow else "   ",
        (say("report.score", view.lang) + ": ", "bold"),
        score_text(deal.wager.score, view.report.players),
    )
    return Group(Text(""), title, figures, points, Text(""))


def _finding_head(f: Finding, kind: Kind, view: _View) -> Text:
    lang = view.lang
    where = (
        say("report.line-column", lang, line=f.span.line, column=f.span.column)
        if f.span.line
        else ""
    )
    head = Text.assemble((say(f"kind.{kind.value}", lang), _KIND_STYLE[kind]))
    if where:
        head.append(" · " + where)
    if f.seats:
        head.append(" · " + ", ".join(_seat_name(view.report, s) for s in f.seats))
    return head


def _finding(f: Finding, view: _View, quoted: set[_Key]) -> RenderableType:
    kind = f.kind
    cites = _distinct(f.cites)
    if view.length is Length.BRIEF or (kind is Kind.NOTE and view.length is Length.TABLE):
        return _finding_line(f, kind, cites, view)
    parts: list[RenderableType] = [
        _finding_head(f, kind, view),
        Text(finding_message(f, view.lang), style="bold"),
    ]
    if 0 < f.span.line <= len(view.lines):
        source = view.lines[f.span.line - 1].rstrip()
        parts.append(Text(f"  {f.span.line:>4} │ {source}", style="dim"))
    if f.penalty is not None:
        points = f"{f.penalty.points:+d}"
        parts.append(
            Text(
                say(
                    "report.penalty",
                    view.lang,
                    party=party_name(f.penalty.party, view.report.players),
                    points=points,
                ),
                style="bold",
            )
        )
    parts.extend(_authorities(cites, view, quoted))
    parts.append(Text(""))
    return Group(*parts)


def _finding_line(f: Finding, kind: Kind, cites: Sequence[Citation], view: _View) -> Text:
    """The finding on one line: kind, place, verdict and the deciding text's label."""
    line = _finding_head(f, kind, view)
    line.append(": " + finding_message(f, view.lang))
    if cites:
        line.append(f" [{cites[0].label_in(view.lang)}]", style="dim")
    return line


def _authorities(cites: Sequence[Citation], view: _View, quoted: set[_Key]) -> list[RenderableType]:
    """The deciding citation (the first: the rulebook data marks it primary) quoted in
    full, then the others — in full with ``--full``, else as labels; a text already
    quoted in this report is named by its label."""
    if not cites:
        return []
    full = (
        cites
        if view.length is Length.FULL
        else [c for c in cites if c.label == cites[0].label]  # a page may give two texts
    )
    out: list[RenderableType] = []
    above: list[str] = []
    heading = ""  # the label of the heading just printed
    for c in full:
        if _key(c) not in quoted:
            out.append(_citation(c, view.lang, heading=c.label != heading))
            quoted.add(_key(c))
            heading = c.label
        elif c.label not in above:
            heading = ""
            above.append(c.label)
            out.append(_quoted_above(c, view))
    shown = {c.label for c in full}
    more = [c for c in cites if c.label not in shown]
    if more:
        out.append(
            Text.assemble(
                (say("present.further", view.lang) + ": ", "italic"),
                _grouped_labels(more, view.lang),
            )
        )
    return out


def _quoted_above(c: Citation, view: _View) -> Text:
    return Text(
        say("present.quoted-above", view.lang, label=c.label_in(view.lang)),
        style=_AUTHORITY_STYLE[c.authority],
    )


def _citation(c: Citation, lang: str, heading: bool = True) -> RenderableType:
    """A paragraph or explanation quoted verbatim (German); an interpretation labelled as
    the referee's reading.  A heading line and an indented body: it wraps at any width.
    A further text under the same heading (a page's second passage) comes without it."""
    style = _AUTHORITY_STYLE[c.authority]
    if c.authority is Authority.INTERPRETATION:
        title = f"{c.label_in(lang)} · {say('present.authority.interpretation', lang)}"
        body = Text.assemble(
            (say("report.interpretation-note", lang) + ": ", "italic"),
            (c.text_in(lang).strip(), "italic"),
        )
    elif c.authority is Authority.EXPLANATION:
        # the explanation is Schwaighofer's book, whichever rulebook it serves
        authority = say("authority.explanation", lang)
        title = f"{EXPLANATION_SOURCE}, {c.ref} · {authority} ({c.rulebook})"
        body = Text(f"„{c.text.strip()}“")
    else:
        title = f"{c.label_in(lang)} · {say('authority.paragraph', lang)}"
        body = Text(f"„{c.text.strip()}“")
    if c.provenance and c.authority is not Authority.EXPLANATION:
        body.append("\n" + say("report.provenance", lang, text=c.provenance_in(lang)), style="dim")
    indented = Padding(body, (0, 0, 0, 2))
    return Group(Text(title, style=f"bold {style}"), indented) if heading else indented


def _dispute(d: DisputeRuling, view: _View, quoted: set[_Key]) -> RenderableType:
    lang = view.lang
    where = say("report.line", lang, line=d.span.line) if d.span.line else ""
    parts: list[RenderableType] = [
        Text.assemble(
            (say("report.question", lang) + ": ", "bold"),
            d.question,
            f"  ({where})" if where else "",
        ),
        Text.assemble(
            (say("report.verdict", lang) + ": ", "bold"),
            (render_message(d.ruling, lang), "bold"),
        ),
    ]
    cites = _distinct(d.cites)
    if view.length is Length.BRIEF:
        if cites:
            parts.append(Text(f"[{cites[0].label_in(view.lang)}]", style="dim"))
    else:
        parts.extend(_authorities(cites, view, quoted))
        parts.append(_elsewhere(d, view))
    parts.append(Text(""))
    return Group(*parts)


def _elsewhere(d: DisputeRuling, view: _View) -> RenderableType:
    """Every other built-in rulebook, one to a line: its verdict, or ``wie 1890`` where
    it agrees with one already shown.  The report lists the rulebooks that differ from
    this one (REPORT.md ``elsewhere``); a built-in rulebook it leaves out agrees."""
    from referee.rulebook import builtin_ids

    lang, here = view.lang, view.report.rulebook
    shown: list[tuple[str, str, tuple[str, ...]]] = [
        (here, render_message(d.ruling, lang), tuple(_refs(d.cites, lang)))
    ]
    by_id = {e.rulebook: e for e in d.elsewhere}
    rows: list[RenderableType] = [Text(say("report.elsewhere", lang) + ":", style="bold")]
    for book in [b for b in builtin_ids() if b != here]:
        e = by_id.get(book)
        verdict, refs = (
            (shown[0][1], shown[0][2])
            if e is None
            else (render_message(e.ruling, lang), tuple(_refs(e.cites, lang)))
        )
        same = next((b for b, v, r in shown if (v, r) == (verdict, refs)), None)
        alike = next((b for b, v, _ in shown if v == verdict), None)
        if same is not None:
            rows.append(_elsewhere_row(book, say("present.same-as", lang, rulebook=same), ()))
        elif alike is not None:
            said = say("present.same-verdict", lang, rulebook=alike)
            rows.append(_elsewhere_row(book, said, refs))
            shown.append((book, verdict, refs))
        else:
            rows.append(_elsewhere_row(book, verdict, refs))
            shown.append((book, verdict, refs))
    return Group(*rows)


def _elsewhere_row(book: str, verdict: str, refs: Sequence[str]) -> RenderableType:
    line = Text.assemble((f"{book}: ", "bold"), verdict)
    if refs:
        line.append(f" [{', '.join(refs)}]", style="dim")
    return Padding(line, (0, 0, 0, 2))


def _result(report: Report, lang: str) -> RenderableType:
    body = Text.assemble(
        (winner_sentence(report, lang), "bold"),
        "\n",
        (say("report.final", lang) + ": ", "bold"),
        score_text(report.score, report.players),
        "\n",
        counts_sentence(report, lang),
    )
    style = "red" if kind_counts(report)[Kind.VIOLATION] else "green"
    return Panel(
        body,
        title=Text(say("report.result", lang), style="bold"),
        border_style=style,
        box=box.ROUNDED,
    )
