"""The faces' common ground: reading a transcript file safely, and the rich report.

``judge_path`` turns any path into either a ``Report`` or error lines
(``file:line:column: message``) — never an exception, whatever the input (missing file,
directory, invalid UTF-8, unknown rulebook), because every face (``referee``, ``check``,
``annotate``, the pytest plugin) promises exit code 2 with a message, not a traceback.

``render`` draws a ``Report`` with rich.  Paragraph quotes stay German whatever the
language; an interpretation is framed and labelled as the referee's reading, never set
in quotation marks.  Without a terminal (or with NO_COLOR) rich writes plain text.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from referee.events import Figure, Transcript
from referee.findings import Authority, Citation, Finding, Kind
from referee.messages import DE, MESSAGES, say
from referee.report import DealReport, DisputeRuling, Report, finding_message, render_message
from referee.seats import Party, Seat, party_name

EXPLANATION_SOURCE = "Schwaighofer 1926"

__all__ = [
    "Judged",
    "cite_labels",
    "judge_path",
    "judge_source",
    "make_console",
    "plain_report",
    "render",
    "score_text",
]


# =========================================================================== reading
@dataclass(frozen=True, slots=True)
class Judged:
    """One file's result: a report, or the lines that say why there is none."""

    path: str
    report: Report | None = None
    transcript: Transcript | None = None
    text: str | None = None  # the decoded source, to echo lines
    errors: tuple[str, ...] = ()  # "file:line:column: message" (or "file: message")

    @property
    def exit_code(self) -> int:
        if self.report is None:
            return 2
        return self.report.exit_code


def resolve_rules(rules: str | None) -> str | None:
    """A ``--rules`` value that names an existing file is taken from the working
    directory (what a user on the command line means), not from the transcript's."""
    if rules is None:
        return None
    candidate = Path(rules).expanduser()
    if candidate.is_file():
        return str(candidate.resolve())
    return rules


def judge_path(path: str | os.PathLike[str], rules: str | None = None, lang: str = DE) -> Judged:
    """Read, parse and judge one file; every failure becomes error lines."""
    name = os.fspath(path)
    p = Path(name)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        return Judged(name, errors=(f"{name}: {say('cli.not-found', lang)}",))
    except IsADirectoryError:
        return Judged(name, errors=(f"{name}: {say('cli.is-directory', lang)}",))
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        return Judged(name, errors=(f"{name}: {say('cli.unreadable', lang, reason=reason)}",))
    return judge_source(data, name, p.parent, rules, lang)


def judge_source(
    data: str | bytes,
    name: str,
    base_dir: Path | None,
    rules: str | None = None,
    lang: str = DE,
) -> Judged:
    """Parse and judge a transcript's text; every failure becomes error lines."""
    from referee.notation import ParseError, parse
    from referee.replay import judge
    from referee.rulebook import RulebookError

    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    try:
        transcript = parse(data, name)
    except ParseError as exc:
        lines = tuple(f"{e.filename}:{e.line}:{e.column}: {e.text(lang)}" for e in exc.errors)
        return Judged(name, text=text, errors=lines or (str(exc),))
    try:
        report = judge(transcript, resolve_rules(rules), base_dir)
    except RulebookError as exc:
        return Judged(
            name,
            transcript=transcript,
            text=text,
            errors=tuple(f"{name}: {say('cli.rulebook', lang, reason=m)}" for m in _lines(exc)),
        )
    except Exception as exc:  # a referee bug must still not become a traceback
        if os.environ.get("PERLAGG_DEBUG"):
            raise
        reason = f"{type(exc).__name__}: {exc}"
        return Judged(
            name,
            transcript=transcript,
            text=text,
            errors=(f"{name}: {say('cli.internal', lang, reason=reason)}",),
        )
    return Judged(name, report=report, transcript=transcript, text=text)


def _lines(exc: Exception) -> list[str]:
    return [line for line in str(exc).splitlines() if line.strip()] or [type(exc).__name__]


# =========================================================================== small words
def score_text(score: Mapping[Party, int], players: int = 4) -> str:
    return ", ".join(f"{party_name(p, players)} {int(score.get(p, 0))}" for p in Party)


def cite_labels(cites: Iterable[Citation]) -> list[str]:
    """Distinct short labels in order: ``1890 §13``, ``1890 S. 67``, ``1890 Auslegung x``."""
    seen: list[str] = []
    for c in cites:
        if c.label not in seen:
            seen.append(c.label)
    return seen


def _refs(cites: Iterable[Citation]) -> list[str]:
    """Labels without the rulebook (the table's row names it): ``§13``, ``S. 67``."""
    out: list[str] = []
    for c in cites:
        ref = f"Auslegung {c.ref}" if c.authority is Authority.INTERPRETATION else c.ref
        if ref not in out:
            out.append(ref)
    return out


def _distinct(cites: Iterable[Citation]) -> list[Citation]:
    out: list[Citation] = []
    for c in cites:
        if all(
            (c.authority, c.rulebook, c.ref, c.text) != (d.authority, d.rulebook, d.ref, d.text)
            for d in out
        ):
            out.append(c)
    return out


def _maybe_say(text: str | None, lang: str) -> str:
    """Some fields carry a message key, others words already chosen."""
    if text is None:
        return ""
    return say(text, lang) if text in MESSAGES else text


_KIND_STYLE = {
    Kind.VIOLATION: "bold red",
    Kind.RULING: "bold cyan",
    Kind.UNDETERMINED: "bold yellow",
    Kind.NOTE: "bold",
}


# =========================================================================== rendering
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
            width=width or 100,
        )
    return Console(file=file, highlight=False, emoji=False, width=width)


def plain_report(
    report: Report, lang: str = DE, source: str | None = None, width: int = 100
) -> str:
    """The report as plain text (the pytest plugin's failure text, tests)."""
    buf = io.StringIO()
    render(report, make_console(buf, plain=True, width=width), lang, source)
    return buf.getvalue()


def render(report: Report, console: Console, lang: str = DE, source: str | None = None) -> None:
    """Print the whole report: header, deals with their findings, disputes, result."""
    lines = _source_lines(source)
    console.print(_header(report, lang))
    deals = list(report.deals)
    placed: set[int] = set()
    for index, deal in enumerate(deals, 1):
        mine = [
            (i, f)
            for i, f in enumerate(report.findings)
            if i not in placed and _in_deal(f.span.line, deal, deals, index)
        ]
        placed.update(i for i, _ in mine)
        console.print(_deal(deal, index, report, lang))
        for _, f in mine:
            console.print(_finding(f, lang, lines, report))
    rest = [f for i, f in enumerate(report.findings) if i not in placed]
    if rest:
        console.print(Text(say("report.general", lang), style="bold underline"))
        for f in rest:
            console.print(_finding(f, lang, lines, report))
    if not report.findings:
        console.print(Text(say("report.no-findings", lang)))
    if report.disputes:
        console.print(Text("\n" + say("report.disputes", lang), style="bold underline"))
        for d in report.disputes:
            console.print(_dispute(d, report, lang))
    console.print(_result(report, lang))


def _source_lines(source: str | None) -> list[str]:
    if not source:
        return []
    if source.startswith("\ufeff"):
        source = source[1:]
    return source.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _in_deal(line: int, deal: DealReport, deals: Sequence[DealReport], index: int) -> bool:
    """A finding belongs to the deal whose lines hold it: from its ``Runde`` up to the
    next deal's (the last deal keeps everything after it, e.g. a trailing dispute)."""
    start = deal.span.line
    if line <= 0 or start <= 0 or line < start:
        return False
    nxt = deals[index].span.line if index < len(deals) else 0
    return nxt <= start or line < nxt


def _seat_name(report: Report, seat: Seat) -> str:
    name = report.names.get(seat)
    return f"{seat.value} ({name})" if name else seat.value


def _header(report: Report, lang: str) -> RenderableType:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
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


def _deal(deal: DealReport, index: int, report: Report, lang: str) -> RenderableType:
    table = Table(
        title=Text(_deal_title(deal, index, lang), style="bold"),
        box=box.SIMPLE_HEAD,
        title_justify="left",
    )
    for key in ("figure", "bidder", "answer", "value", "outcome", "winner"):
        table.add_column(
            say(f"report.col.{key}", lang), justify="right" if key == "value" else "left"
        )
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is None:
            continue
        table.add_row(
            say(f"report.figure.{fig.value}", lang),
            _seat_name(report, o.bidder) if o.bidder else "–",
            _maybe_say(o.answered, lang) or "–",
            str(o.value),
            say(f"report.outcome.{o.outcome.value}", lang),
            party_name(o.party, report.players) if o.party else say("report.nobody", lang),
        )
    points = Text.assemble(
        (say("report.points", lang) + ": ", "bold"),
        score_text(deal.wager.points, report.players),
        "   ",
        (say("report.score", lang) + ": ", "bold"),
        score_text(deal.wager.score, report.players),
    )
    return Group(table, points, Text(""))


def _finding(f: Finding, lang: str, lines: Sequence[str], report: Report) -> RenderableType:
    kind = say(f"kind.{f.kind.value}", lang)
    where = (
        say("report.line-column", lang, line=f.span.line, column=f.span.column)
        if f.span.line
        else ""
    )
    head = Text.assemble((kind, _KIND_STYLE[f.kind]), f" · {where}" if where else "")
    if f.seats:
        head.append(" · " + ", ".join(_seat_name(report, s) for s in f.seats))
    parts: list[RenderableType] = [head, Text(finding_message(f, lang))]
    if 0 < f.span.line <= len(lines):
        parts.append(Text(f"  {f.span.line:>4} │ {lines[f.span.line - 1].rstrip()}", style="dim"))
    if f.penalty is not None:
        points = f"{f.penalty.points:+d}"
        parts.append(
            Text(
                say(
                    "report.penalty",
                    lang,
                    party=party_name(f.penalty.party, report.players),
                    points=points,
                ),
                style="bold",
            )
        )
    parts.extend(_citation(c, lang) for c in _distinct(f.cites))
    parts.append(Text(""))
    return Group(*parts)


def _citation(c: Citation, lang: str) -> RenderableType:
    """A paragraph or explanation quoted verbatim (German); an interpretation labelled."""
    authority = say(f"authority.{c.authority.value}", lang)
    if c.authority is Authority.INTERPRETATION:
        body = Text.assemble(
            (say("report.interpretation-note", lang) + ": ", "italic"),
            (c.text.strip(), "italic"),
        )
        title, style = f"{c.label} · {authority}", "yellow"
    elif c.authority is Authority.EXPLANATION:
        # the explanation is Schwaighofer's book, whichever rulebook it serves
        body = Text(f"„{c.text.strip()}“")
        title, style = f"{EXPLANATION_SOURCE}, {c.ref} · {authority} ({c.rulebook})", "blue"
    else:
        body = Text(f"„{c.text.strip()}“")
        if c.provenance:
            body.append("\n" + say("report.provenance", lang, text=c.provenance), style="dim")
        title, style = f"{c.label} · {authority}", "green"
    return Panel(body, title=Text(title), title_align="left", border_style=style, box=box.ROUNDED)


def _dispute(d: DisputeRuling, report: Report, lang: str) -> RenderableType:
    parts: list[RenderableType] = []
    where = say("report.line", lang, line=d.span.line) if d.span.line else ""
    parts.append(
        Text.assemble(
            (say("report.question", lang) + ": ", "bold"),
            d.question,
            f"  ({where})" if where else "",
        )
    )
    parts.append(
        Text.assemble((say("report.verdict", lang) + ": ", "bold"), render_message(d.ruling, lang))
    )
    parts.extend(_citation(c, lang) for c in _distinct(d.cites))
    if d.elsewhere:
        parts.append(_elsewhere(d, report, lang))
    else:
        parts.append(Text(say("report.same-elsewhere", lang), style="dim"))
    parts.append(Text(""))
    return Panel(Group(*parts), box=box.ROUNDED)


def _elsewhere(d: DisputeRuling, report: Report, lang: str) -> RenderableType:
    """This rulebook's verdict beside every other built-in rulebook's that differs."""
    table = Table(
        title=Text(say("report.elsewhere", lang), style="bold"),
        box=box.SIMPLE_HEAD,
        title_justify="left",
        expand=True,
    )
    table.add_column(say("report.col.rulebook", lang), no_wrap=True)
    table.add_column(say("report.verdict", lang), ratio=5)
    table.add_column(say("report.col.cites", lang), ratio=2, min_width=16, overflow="fold")
    table.add_row(
        say("report.this-rulebook", lang, rulebook=report.rulebook),
        render_message(d.ruling, lang),
        "\n".join(_refs(d.cites)),
    )
    for e in d.elsewhere:
        table.add_row(e.rulebook, render_message(e.ruling, lang), "\n".join(_refs(e.cites)))
    return table


def _result(report: Report, lang: str) -> RenderableType:
    counts = {k: sum(1 for f in report.findings if f.kind is k) for k in Kind}
    winner = (
        say("report.winner", lang, party=party_name(report.winner, report.players))
        if report.winner
        else say("report.no-winner", lang)
    )
    body = Text.assemble(
        (winner, "bold"),
        "\n",
        (say("report.final", lang) + ": ", "bold"),
        score_text(report.score, report.players),
        "\n",
        say(
            "report.counts",
            lang,
            violations=counts[Kind.VIOLATION],
            rulings=counts[Kind.RULING],
            undetermined=counts[Kind.UNDETERMINED],
            notes=counts[Kind.NOTE],
            disputes=len(report.disputes),
        ),
    )
    style = "red" if counts[Kind.VIOLATION] else "green"
    return Panel(
        body,
        title=Text(say("report.result", lang), style="bold"),
        border_style=style,
        box=box.ROUNDED,
    )
