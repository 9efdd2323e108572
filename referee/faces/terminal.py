"""The rich report: a ``Report`` drawn for the terminal (``perlagg referee FILE``).

``render`` draws it in one of three lengths (``referee.faces.common.Length``): the table's
(each verdict first, then the one text that decides it quoted in full — or the
sentences of it the rulebook data marks as deciding that verdict, with „…“ for the
rest — the others as labels), ``--full`` and ``--brief``.  Each sentence is quoted once
per report; later mentions name it.  Findings of one kind at one place are one ruling.
Text flows (``Flow``) so that a label never breaks inside; below ``TABLE_WIDTH``
columns a deal's figures stack.  User text is never read as rich markup.  Only this
module imports rich, and only the faces that draw import it.
"""

from __future__ import annotations

import io
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.measure import Measurement
from rich.padding import Padding
from rich.style import Style
from rich.table import Table
from rich.text import Text as RichText

from referee.base.lines import Lines
from referee.base.record import record, replace
from referee.base.shown import shown
from referee.faces.common import (
    EXPLANATION_SOURCE,
    CitationKey,
    Length,
    PenaltyRow,
    bare_refs,
    citation_key,
    deciding_texts,
    distinct,
    excerpt,
    finding_homes,
    labels_in_runs,
    outcome_words,
    penalty_rows,
    quoted_pieces,
    score_text,
    table_words,
)
from referee.messages import DE, say
from referee.model.events import Figure
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import (
    DealReport,
    DisputeRuling,
    Message,
    Report,
    counts_words,
    finding_message,
    kind_counts,
    message_key,
    render_message,
    verdict_label,
    winner_sentence,
)
from referee.model.results import FigureOutcome
from referee.model.seats import Party, Seat, party_name

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis

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


class Text(RichText):
    r"""rich's ``Text``, showing what it is given with control characters escaped
    (``referee.base.shown.shown``: a newline and a tab stay).  Names, questions, remarks,
    quoted lines and house-rule texts come from files: an ESC, a C1 control (U+009B,
    U+009D) or a bidi override in them must not reach the terminal.  Every text of this
    face is made here, ``Text.assemble`` and ``append`` too.

    >>> Text("Streit \x1b]0;Titel\x07 \x9b2J").plain
    'Streit \\x1b]0;Titel\\x07 \\x9b2J'
    >>> Text.assemble(("\x1b[2J", "bold"), "ok").plain
    '\\x1b[2Jok'

    A ``::`` would start a CI workflow command wherever the report's wrapping puts it
    at the start of a line, so every colon before a colon is escaped too:

    >>> Text("x ::error file=README.md::y").plain
    'x \\x3a:error file=README.md\\x3a:y'
    """

    def __init__(self, text: str = "", style: str = "", **options: Any) -> None:
        super().__init__(_terminal_safe(text), style, **options)

    def append(self, text: str | RichText, style: str | Style | None = None) -> RichText:
        super().append(_terminal_safe(text) if isinstance(text, str) else text, style)
        return self


_DOUBLE_COLON = re.compile(r":(?=:)")


def _terminal_safe(text: str) -> str:
    """``shown(text)``, and no ``::`` left that a line break could put first."""
    text = shown(text)
    return _DOUBLE_COLON.sub(r"\\x3a", text) if "::" in text else text


def make_console(
    file: IO[str] | None = None, *, plain: bool = False, width: int | None = None
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


# =========================================================================== flowing text
# a word with the blanks after it; a paragraph's label in prose („(B §9),“, „S. 56“) is one
_WORD = re.compile(
    r"[^\S\n]*(?:\S*?(?:\b[AB] )?§ ?\d+\S*|\S*\bS\. \d+\S*|\S*\bA [1-8]\b\S*|\S+)[^\S\n]*|\n"
)


class Flow:
    """Words and labels flowed to the width rich gives (inside a padding, a panel): a
    label (``B §21 a``, ``S. 64``, Schlanders' ``A 6``) never breaks inside, the prose
    around it breaks at blanks.

    rich breaks at any blank, a no-break space too (``B`` / ``§5``); here a label is one
    unit, and a word glued to it (``B §21:``, ``[§26,``) travels with it.

    >>> console = Console(width=20, file=io.StringIO(), color_system=None)
    >>> with console.capture() as cap:
    ...     console.print(Flow([Text("Weitere Belege: "), Flow.label("B §21 a, "),
    ...                         Flow.label("B §21 b")]))
    >>> print(cap.get().rstrip())
    Weitere Belege:
    B §21 a, B §21 b
    """

    def __init__(self, parts: Sequence[tuple[RichText, bool] | RichText]) -> None:
        self.atoms = _atoms([p if isinstance(p, tuple) else (p, False) for p in parts])

    @staticmethod
    def label(text: str, style: str = "") -> tuple[RichText, bool]:
        """A part that is never broken inside."""
        return Text(text, style=style), True

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[RichText]:
        yield _flowed(self.atoms, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(a.plain.strip()) for a in self.atoms), default=0)
        return Measurement(widest, sum(cell_len(a.plain) for a in self.atoms))


def _atoms(parts: Sequence[tuple[RichText, bool]]) -> list[RichText]:
    """The units of a flow: each kept part whole, prose word by word (with the blanks
    after it); a unit that touches the one before without a blank joins it."""
    atoms: list[RichText] = []
    for text, keep in parts:
        plain = text.plain
        if not plain.strip(" "):  # blanks only: they end the unit before
            if atoms:
                atoms[-1] = Text.assemble(atoms[-1], text)
            continue
        if keep:
            pieces = [text]
        else:
            cuts = [m.end() for m in _WORD.finditer(plain)][:-1]  # a line break is a unit
            pieces = list(text.divide(cuts))
        for piece in pieces:
            glued = (
                atoms
                and "\n" not in (atoms[-1].plain + piece.plain)
                and not atoms[-1].plain[-1:].isspace()
                and not piece.plain[:1].isspace()
            )
            if glued:
                atoms[-1] = Text.assemble(atoms[-1], piece)
            else:
                atoms.append(piece)
    return atoms


def _flowed(atoms: Sequence[RichText], width: int) -> RichText:
    """The atoms in lines of at most ``width`` cells; a unit wider than a whole line
    (a long label on a phone) is cut at its first blank (``schlanders-2013`` /
    ``Auslegung endgame-where-the-table-is``), a single word too wide is folded.

    The pieces are gathered in a list and joined once: trimming the blanks at the end
    of a growing ``Text`` copies it whole, at every line (quadratic in a long name)."""
    parts: list[RichText] = []
    column = 0
    todo = list(reversed(atoms))
    while todo:
        atom = todo.pop()
        if atom.plain == "\n":
            _rstrip(parts)
            parts.append(Text("\n"))
            column = 0
            continue
        cuts = _cuts(atom.plain, width) if cell_len(atom.plain.strip()) > width else []
        if cuts:
            todo += reversed(atom.divide(cuts))
            continue
        if column and column + cell_len(atom.plain.rstrip()) > width:
            _rstrip(parts)
            parts.append(Text("\n"))
            column = 0
        if column == 0:
            atom = atom[len(atom.plain) - len(atom.plain.lstrip()) :]
        parts.append(atom)
        column += cell_len(atom.plain)
    _rstrip(parts)
    out = Text(overflow="fold")
    for part in parts:
        out.append_text(part)
    return out


def _rstrip(parts: list[RichText]) -> None:
    r"""The blanks and line breaks at the end of ``parts`` removed, as ``Text.rstrip``
    removes them at the end of the text the parts make.

    >>> parts = [Text("a "), Text("\n"), Text("  ")]
    >>> _rstrip(parts); [p.plain for p in parts]
    ['a']
    """
    while parts and not parts[-1].plain.rstrip():
        parts.pop()
    if parts:
        last = parts[-1].copy()
        last.rstrip()
        parts[-1] = last


_CUT = re.compile(r"(?<=\S) +(?=\w)")


def _cuts(plain: str, width: int) -> list[int]:
    """Where a unit too wide for a line is cut: after a blank that a word follows (a
    separator such as `` · `` stays with what it ends), at each such place until the
    rest fits in ``width`` — found in one pass, not by cutting the rest again and again
    (which took 20 s for a header name of 5,000 words).

    >>> _cuts("schlanders-2013 Auslegung x ", 10), _cuts("datei.perlagg · ", 5)
    ([16, 26], [])
    >>> _cuts("ein zwei drei vier", 9), _cuts("wort", 2)
    ([4, 9], [])
    """
    rest = cell_len(plain.rstrip())
    cuts: list[int] = []
    start = 0
    for match in _CUT.finditer(plain):
        if rest <= width and cuts:
            break
        cut = match.end()
        rest -= cell_len(plain[start:cut])
        cuts.append(cut)
        start = cut
    return cuts


@record
class View:
    """What every part of the drawing needs: the report and how to draw it."""

    report: Report
    lang: str
    lines: Sequence[str]
    length: Length
    narrow: bool
    deal_lines: tuple[int, ...] = ()  # each deal's first line, for bisection
    finding_lines: tuple[int, ...] = ()  # each finding's line (the report's order)


def render(
    report: Report,
    console: Console,
    lang: str = DE,
    source: str | None = None,
    length: Length = Length.TABLE,
) -> None:
    """Print the whole report: header, deals with their findings, disputes, result.

    A text is quoted once per report: ``quoted`` (a ``Said``) remembers what was, and
    later mentions name it by its label.  Each part is printed as soon as it is drawn
    and then dropped (``_report_blocks`` is a generator), so the drawing of a big file
    never exists whole: a 100k-line report held about 650 MB of renderables.
    """
    view = View(
        report,
        lang,
        Lines(source),
        length,
        console.width < TABLE_WIDTH,
        tuple(d.span.line for d in report.deals),
        tuple(f.span.line for f in report.findings),
    )
    print_blocks(console, _report_blocks(report, view))


def _report_blocks(report: Report, view: View) -> Iterator[Block]:
    """The report's parts in order, each drawn when it is asked for."""
    lang = view.lang
    quoted = Said()
    yield Block(header(report, lang))
    groups, rest = _by_deal(report)
    for index, deal in enumerate(report.deals, 1):
        yield Block(deal_head(deal, index, view, groups[index - 1]))
        yield from finding_blocks(groups[index - 1], view, quoted)
        groups[index - 1] = []  # drawn: dropped
    closing = Closing(rest, report.disputes, bool(report.findings), _has_more(report))
    yield from closing_blocks(closing, view, quoted, _result(report, lang))


@record
class Closing:
    """What the report says after its deals: the findings of no deal, the disputes,
    whether there were findings at all and whether ``--full`` would show more."""

    rest: Sequence[Finding]
    disputes: Sequence[DisputeRuling]
    any_findings: bool
    more: bool


def closing_blocks(
    closing: Closing, view: View, quoted: Said, result: RenderableType
) -> Iterator[Block]:
    """The report's end: the general findings, the disputes, the result and the hints."""
    lang = view.lang
    if closing.rest:
        yield _heading(say("report.general", lang))
        yield from finding_blocks(closing.rest, view, quoted)
    if not closing.any_findings:
        yield Block(Text(say("report.no-findings", lang)), before=False)
    if closing.disputes:
        yield _heading(say("report.disputes", lang))
        yield from (_dispute(d, view, quoted) for d in closing.disputes)
    yield Block(result, after=False)
    yield from _hints(closing.more, view, quoted.notes_left_out)


def _hints(more_texts: bool, view: View, notes_left_out: int) -> Iterator[Block]:
    """How to see the rest: the notes left out beside their rulings, every text in full
    (``more_texts``: a ruling cites more than its deciding text)."""
    more = view.length is Length.TABLE and more_texts
    if notes_left_out and more:
        hint = say("present.hint-full-notes", view.lang, count=notes_left_out)
    elif notes_left_out:
        hint = say("present.notes-left-out", view.lang, count=notes_left_out)
    elif more:
        hint = say("present.hint-full", view.lang)
    else:
        return
    yield Block(Text(hint, style="dim"), before=False)


@record
class Block:
    """A part of the report and whether a blank line sets it off before and after."""

    body: RenderableType
    before: bool = True
    after: bool = True


def _heading(text: str) -> Block:
    return Block(Text(text, style="bold underline"), after=False)  # the blank is before


def print_blocks(console: Console, blocks: Iterable[Block]) -> None:
    """The blocks as they come, with one blank line where either neighbour wants one
    (never two)."""
    first, blank_after = True, False
    for block in blocks:
        if not first and (blank_after or block.before):
            console.print()
        console.print(block.body)
        first, blank_after = False, block.after


def render_analysis(analyses: Sequence[DealAnalysis], console: Console, lang: str = DE) -> None:
    """``--analyse``: a short section per deal, the deal seen with open cards
    (``referee.analysis.open_cards.lines``), its sentences wrapped under their deal's line."""
    from referee.analysis.open_cards import lines

    console.print(Text("\n" + say("analysis.title", lang), style="bold underline"))
    for a in analyses:
        head, *rest = lines(a, lang)
        console.print(Text(head, style="bold"))
        for line in rest:
            console.print(Padding(Text(line.strip()), (0, 0, 0, 2), expand=False))


def _has_more(report: Report) -> bool:
    """Whether ``--full`` would show more than the table's length does."""
    places = [f.cites for f in report.findings] + [d.cites for d in report.disputes]
    return any(len(distinct(cites)) > 1 for cites in places)


def _by_deal(report: Report) -> tuple[list[list[Finding]], list[Finding]]:
    """The findings of each deal (by the lines it spans), and those of none."""
    groups: list[list[Finding]] = [[] for _ in report.deals]
    rest: list[Finding] = []
    for f, home in zip(report.findings, finding_homes(report), strict=True):
        (rest if home is None else groups[home]).append(f)
    return groups, rest


#: The characters of a player's name the report shows (the JSON keeps it whole): a
#: name of 30 KB is no name to read, and laying it out again at every mention cost
#: seconds.
NAME_SHOWN = 80


def _name(report: Report, seat: Seat) -> str:
    """A seat's name as the report shows it: at most ``NAME_SHOWN`` characters.

    >>> _clip_name("Sepp " * 40)[-12:], _clip_name("Sepp")
    ('p Sepp Sepp…', 'Sepp')
    """
    return _clip_name(report.names.get(seat, ""))


def _clip_name(name: str) -> str:
    return name if len(name) <= NAME_SHOWN else name[: NAME_SHOWN - 1] + "…"


def _seat_name(report: Report, seat: Seat) -> str:
    name = _name(report, seat)
    return f"{seat.value} ({name})" if name else seat.value


def _target_text(report: Report, lang: str) -> str:
    """``15 Punkte``, and where no [Ziel] gave it, that it is assumed and from where."""
    points = say("report.points-unit", lang, points=report.target)
    if not report.target_assumed:
        return points
    refs = f"{report.rulebook} {', '.join(report.target_assumed)}"
    return f"{points} {say('report.target-assumed', lang, refs=refs)}"


def header(report: Report, lang: str) -> RenderableType:
    """The title, the file, the rulebook, the target, the score before and the players
    in one flow (two lines at 80 columns), each fact unbroken."""
    facts = [
        (say("report.rulebook", lang), report.rulebook),
        (say("report.target", lang), _target_text(report, lang)),
    ]
    if any(report.initial_score.get(p, 0) for p in Party):
        facts.append(
            (say("report.initial", lang), score_text(report.initial_score, report.players))
        )
    facts += [
        (say("report.players", lang) if party is Party.AC else "", _party_line(report, party))
        for party in Party
    ]
    parts: list[tuple[RichText, bool] | RichText] = [
        Text(say("report.title", lang), style="bold underline"),
        Text(" · "),
        Flow.label(report.filename + " · "),
    ]
    for i, (word, value) in enumerate(facts):
        end = " · " if i < len(facts) - 1 else ""
        parts.append((Text.assemble((f"{word} " if word else "", "bold"), value, end), True))
    return Flow(parts)


def _party_line(report: Report, party: Party) -> str:
    """``A+C: A Josef Schober, C Vinatzer``; without names the seats once: ``A, C``; at a
    table of two the seat once, with its name: ``A Josef Schober``."""
    seats = party.seats[: 1 if report.players == 2 else 2]
    if not any(s in report.names for s in seats):
        return ", ".join(s.value for s in seats)
    names = ", ".join(
        f"{s.value} {_name(report, s)}" if s in report.names else s.value for s in seats
    )
    return names if len(seats) == 1 else f"{party_name(party, report.players)}: {names}"


def _deal_title(deal: DealReport, index: int, lang: str) -> str:
    head = (
        say("report.deal", lang, number=deal.number)
        if deal.number is not None
        else say("report.deal-unnumbered", lang, index=index)
    )
    if deal.span.line > 0:
        head += " · " + say("report.line", lang, line=deal.span.line)
    return head


def _figure_cells(deal: DealReport, o: FigureOutcome, fig: Figure, view: View) -> list[str]:
    lang = view.lang
    return [
        say(f"report.figure.{fig.value}", lang),
        _seat_name(view.report, o.bidder) if o.bidder else "–",
        table_words(o.answered, lang) or "–",
        str(o.value),
        outcome_words(deal, o, lang),
        party_name(o.party, view.report.players) if o.party else say("report.nobody", lang),
    ]


def _penalty_cells(row: PenaltyRow, view: View) -> list[str]:
    """A penalty as a row of the figures table: ``Strafe  A  –  -2  Zeile 21  A+C``."""
    where = say("report.line", view.lang, line=row.line) if row.line > 0 else "–"
    return [
        say("report.penalty-row", view.lang),
        ", ".join(row.seats) or "–",
        "–",
        f"{row.points:+d}",
        where,
        party_name(row.party, view.report.players),
    ]


def _figures_table(
    deal: DealReport, view: View, penalties: Sequence[PenaltyRow] = ()
) -> RenderableType:
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold")
    for key in ("figure", "bidder", "answer", "value", "outcome", "winner"):
        table.add_column(
            Text(say(f"report.col.{key}", view.lang)),
            justify="right" if key == "value" else "left",
            overflow="fold",
        )
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is not None:
            table.add_row(*(Text(cell) for cell in _figure_cells(deal, o, fig, view)))
    for row in penalties:
        table.add_row(*(Text(cell) for cell in _penalty_cells(row, view)), style="bold")
    return table


def _figures_stacked(
    deal: DealReport, view: View, penalties: Sequence[PenaltyRow] = ()
) -> RenderableType:
    """One figure to a line for a narrow screen: ``Gleich: gut gelassen, A+C 1 (geboten
    von A, Antwort gut)``."""
    rows: list[RenderableType] = []
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is None:
            continue
        name, bidder, answer, value, outcome, winner = _figure_cells(deal, o, fig, view)
        line = Text.assemble((name, "bold"), f": {outcome}, {winner} {value}")
        if o.bidder is not None:
            line.append(" " + say("present.stacked-bid", view.lang, bidder=bidder, answer=answer))
        rows.append(line)
    for row in penalties:
        name, seats, _, value, where, party = _penalty_cells(row, view)
        rows.append(Text.assemble((name, "bold"), f": {party} {value} ({seats}, {where})"))
    return Group(*rows)


def deal_head(
    deal: DealReport, index: int, view: View, findings: Sequence[Finding] = ()
) -> RenderableType:
    """A deal's head: its figures with its penalties (they add up to its points)."""
    title = Text(_deal_title(deal, index, view.lang), style="bold")
    penalties = penalty_rows(findings)
    draw = _figures_stacked if view.narrow else _figures_table
    figures = draw(deal, view, penalties)
    points = Text.assemble(
        (say("report.points", view.lang) + ": ", "bold"),
        score_text(deal.wager.points, view.report.players),
        "\n" if view.narrow else "   ",
        (say("report.score", view.lang) + ": ", "bold"),
        score_text(deal.wager.score, view.report.players),
    )
    return Group(title, figures, points)


def _finding_head(f: Finding, kind: Kind, view: View, seats: Sequence[Seat] = ()) -> RichText:
    lang = view.lang
    where = (
        say("report.line-column", lang, line=f.span.line, column=f.span.column)
        if f.span.line
        else ""
    )
    head = Text.assemble((say(f"kind.{kind.value}", lang), _KIND_STYLE[kind]))
    if where:
        head.append(" · " + where)
    if seats or f.seats:
        head.append(" · " + ", ".join(_seat_name(view.report, s) for s in seats or f.seats))
    return head


def _one_line(f: Finding, view: View) -> bool:
    """A note at the table's length, and every finding at ``--brief``, is one line."""
    return view.length is Length.BRIEF or (f.kind is Kind.NOTE and view.length is Length.TABLE)


def finding_blocks(findings: Sequence[Finding], view: View, said: Said) -> list[Block]:
    """The findings of a deal in order; findings of one kind at one place (an event
    that decides two things) are one ruling: one heading, one source line."""
    blocks: list[Block] = []
    run: list[Finding] = []
    for f in [*findings, None]:
        if f is not None and run and _same_note(run, f, view):
            run.append(f)
            continue
        if run and (f is None or not _same_ruling(run[0], f, view)):
            blocks.append(_finding(run, view, said))
            run = []
        if f is not None and _one_line(f, view):
            blocks.append(Block(_finding_line(f, f.kind, distinct(f.cites), view), False, False))
        elif f is not None:
            run.append(f)
    return blocks


def _same_note(run: Sequence[Finding], f: Finding, view: View) -> bool:
    """A note on the line of a ruling, decided by the text that decides the ruling, is
    said within it (``Hinweis: …``), not under a heading of its own."""
    if f.kind is not Kind.NOTE or not _one_line(f, view) or view.length is Length.BRIEF:
        return False
    deciding = {citation_key(g.cites[0]) for g in run if g.cites}
    return (
        f.span.line == run[0].span.line and bool(f.cites) and citation_key(f.cites[0]) in deciding
    )


def _same_ruling(a: Finding, b: Finding, view: View) -> bool:
    return (a.kind, a.span) == (b.kind, b.span) and not _one_line(b, view) and a.span.line > 0


def _finding(run: Sequence[Finding], view: View, said: Said) -> Block:
    """Full findings at one place: kind, place and seats, each verdict in bold, the
    source line, the penalties, then each one's deciding text and further labels."""
    notes = [g for g in run if g.kind is Kind.NOTE and run[0].kind is not Kind.NOTE]
    run = [g for g in run if g not in notes]
    # a note on the very concern the ruling decides here says nothing the ruling does not
    # (trick 5: "HK ungetauft = HK" and "C spielt HK ungetauft"); --full shows it apart
    kept = [g for g in notes if g.concern not in {r.concern for r in run}]
    said.notes_left_out += len(notes) - len(kept)
    notes = kept
    f = run[0]
    seats = tuple(dict.fromkeys(s for g in run for s in g.seats))
    verdicts: list[RichText] = [Text(finding_message(g, view.lang), style="bold") for g in run]
    verdicts += [_note_line(g, view) for g in notes]
    head = _finding_head(f, f.kind, view, seats)
    head.append(": ")
    parts: list[RenderableType] = [Flow([head, verdicts[0]]), *verdicts[1:]]
    if 0 < f.span.line <= len(view.lines):
        source = view.lines[f.span.line - 1].rstrip()
        parts.append(Text(f"  {f.span.line:>4} │ {source}", style="dim"))
    for g in run:
        if g.penalty is not None:
            party = party_name(g.penalty.party, view.report.players)
            text = say("report.penalty", view.lang, party=party, points=f"{g.penalty.points:+d}")
            parts.append(Text(text, style="bold"))
    for g in run:
        parts.extend(_authorities(distinct(g.cites), view, said, (g.key,)))
    return Block(Group(*parts))


def _note_line(f: Finding, view: View) -> RichText:
    """A note said within the ruling it belongs to: ``Hinweis (Spalte 8): …``."""
    kind = say(f"kind.{f.kind.value}", view.lang)
    where = say("present.column", view.lang, column=f.span.column)
    return Text.assemble(
        (kind, _KIND_STYLE[f.kind]), f" ({where}): {finding_message(f, view.lang)}"
    )


def _finding_line(f: Finding, kind: Kind, cites: Sequence[Citation], view: View) -> Flow:
    """The finding on one line: kind, place, verdict and the labels of the texts that
    decide it (the first, and any the data marks for its verdict: S. 64 beside §13, an
    interpretation the ruling rests on)."""
    line = _finding_head(f, kind, view)
    line.append(": " + finding_message(f, view.lang))
    if not cites:
        return Flow([line])
    deciding = distinct(deciding_texts(cites, Length.TABLE, (f.key,)))
    labels = labels_in_runs(deciding, view.lang)
    return Flow([line, Text(" "), *_label_parts(f"[{labels}]", "dim")])


class Said:
    """What the report has quoted so far and which lists of further authorities it
    gave: each sentence of a text is quoted once, later mentions name it."""

    def __init__(self) -> None:
        #: per text, the sentences shown (an excerpt), or None: the whole text
        self.quoted: dict[CitationKey, frozenset[str] | None] = {}
        self.further: set[str] = set()
        #: the notes left out beside a ruling that says the same (shown with --full)
        self.notes_left_out = 0


def _authorities(
    cites: Sequence[Citation], view: View, said: Said, verdicts: Sequence[str] = ()
) -> list[RenderableType]:
    """The deciding citation (the first: the rulebook data marks it primary) quoted —
    in full, or the sentences of it the data marks as deciding these ``verdicts`` —
    then the others: in full with ``--full``, else as labels.  What this report quoted
    already is named by its label; of a text quoted in part, what is needed now and not
    yet shown is quoted (each sentence once)."""
    if not cites:
        return []
    full = deciding_texts(cites, view.length, verdicts)
    out: list[RenderableType] = []
    above: list[Citation] = []  # said once, in one line, where the first of them stood
    at = 0
    heading = ""  # the label of the heading just printed
    for c in full:
        wanted = () if view.length is Length.FULL else quoted_pieces(c, verdicts)
        pieces, new = _still_to_quote(c, wanted, said.quoted)
        if new:
            out.append(_citation(c, view.lang, heading=c.label != heading, pieces=pieces))
            shown = said.quoted.get(citation_key(c), frozenset())
            whole = not pieces or (shown is not None and _rest(c.text, shown | set(pieces)) == [])
            said.quoted[citation_key(c)] = None if whole or shown is None else shown | set(pieces)
            heading = c.label
        elif all(c.label != a.label for a in above):
            heading = ""
            at = at if above else len(out)
            above.append(c)
    out[at:at] = _all_quoted_above(above, view, said)
    shown_labels = {c.label for c in full}
    more = [c for c in cites if c.label not in shown_labels]
    if more:
        out.append(_further(labels_in_runs(more, view.lang), view.lang, said))
    return out


def _still_to_quote(
    c: Citation, wanted: Sequence[str], quoted: Mapping[CitationKey, frozenset[str] | None]
) -> tuple[tuple[str, ...], bool]:
    """What of ``c`` to quote now (its sentences; () for the whole text) and whether
    anything: the wanted sentences (all, when none are marked) less those shown."""
    if citation_key(c) not in quoted:
        return tuple(wanted), True
    shown = quoted[citation_key(c)]
    if shown is None:
        return (), False
    missing = [p for p in wanted if p not in shown] if wanted else _rest(c.text, shown)
    return tuple(missing), bool(missing)


def _rest(text: str, shown: Iterable[str]) -> list[str]:
    """The stretches of ``text`` outside the ``shown`` sentences (verbatim, in order).

    >>> _rest("Eins. Zwei. Drei.", ["Zwei."])
    ['Eins.', 'Drei.']
    """
    spans = sorted((text.index(p), text.index(p) + len(p)) for p in shown)
    out, position = [], 0
    for start, end in [*spans, (len(text), len(text))]:
        if text[position:start].strip():
            out.append(text[position:start].strip())
        position = max(position, end)
    return out


def _further(labels: str, lang: str, said: Said) -> RenderableType:
    """``Weitere Belege: …`` — or, when the same list was given above, that it was."""
    if labels in said.further:
        return Text(say("present.further-above", lang), style="italic")
    said.further.add(labels)
    further = Text(say("present.further", lang) + ": ", style="italic")
    return Flow([further, *_label_parts(labels)])


def _label_parts(labels: str, style: str = "") -> list[tuple[RichText, bool]]:
    """``1890 §13, S. 64; schlanders-2013 A 4`` as unbreakable labels, each with the
    separator after it (a rulebook's id stays with its first label)."""
    pieces = re.findall(r"[^,;]+(?:[,;] ?|$)", labels)
    return [Flow.label(piece.lstrip(), style) for piece in pieces if piece.strip()]


def _all_quoted_above(cites: Sequence[Citation], view: View, said: Said) -> list[Flow]:
    """The texts quoted above, named: one of them in a sentence of its own
    (``1890 §7: oben im Wortlaut``), several in one line (``Oben im Wortlaut:
    schlanders-2013 B §21, B §21 a, B §16``), those quoted in part in another."""
    whole = [c for c in cites if said.quoted[citation_key(c)] is None]
    part = [c for c in cites if said.quoted[citation_key(c)] is not None]
    out: list[Flow] = []
    for group, in_full in ((whole, True), (part, False)):
        if len(group) == 1:
            out.append(_quoted_above(group[0], view, in_full))
        elif group:
            key = "present.all-quoted-above" if in_full else "present.all-excerpt-above"
            style = _AUTHORITY_STYLE[group[0].authority]
            head = Text(say(key, view.lang) + ": ", style=style)
            out.append(Flow([head, *_label_parts(labels_in_runs(group, view.lang), style)]))
    return out


def _quoted_above(c: Citation, view: View, in_full: bool = True) -> Flow:
    key = "present.quoted-above" if in_full else "present.excerpt-above"
    return _sentence_with_label(key, view.lang, c, _AUTHORITY_STYLE[c.authority])


def _sentence_with_label(key: str, lang: str, c: Citation, style: str) -> Flow:
    """A message that names a citation's ``{label}``: the label unbroken."""
    before, _, after = say(key, lang, label="\x00").partition("\x00")
    label = c.label_in(lang)
    return Flow([Text(before, style=style), Flow.label(label, style), Text(after, style=style)])


def _citation(
    c: Citation, lang: str, heading: bool = True, pieces: Sequence[str] = ()
) -> RenderableType:
    """A paragraph or explanation quoted verbatim (German) — or, given ``pieces``, those
    of its sentences with „…“ for the rest, marked as an excerpt; an interpretation
    labelled as the referee's reading.  A heading line and an indented body: it wraps
    at any width.  A further text under the same heading (a page's second passage)
    comes without it."""
    style = _AUTHORITY_STYLE[c.authority]
    quote = f"„{excerpt(c.text.strip(), pieces) if pieces else c.text.strip()}“"
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
        body = Text(quote)
    else:
        title = f"{c.label_in(lang)} · {say('authority.paragraph', lang)}"
        body = Text(quote)
    if c.provenance and c.authority is not Authority.EXPLANATION:
        body.append("\n" + say("report.provenance", lang, text=c.provenance_in(lang)), style="dim")
    if pieces:  # the heading says it is one
        title += f" ({say('present.excerpt', lang)})"
    indented = Padding(Flow([body]), (0, 0, 0, 2))
    if not heading:
        return indented
    keep = f"{EXPLANATION_SOURCE}, {c.ref}" if c.authority is Authority.EXPLANATION else None
    label = keep or c.label_in(lang)
    return Group(Flow(_title_parts(title, label, f"bold {style}")), indented)


def _title_parts(title: str, label: str, style: str) -> list[tuple[RichText, bool] | RichText]:
    """A citation's heading with its label (or the explanation's page) unbroken, and
    the separator after it kept with it (a line never starts with ``·``)."""
    head, found, rest = title.partition(label)
    if not found:
        return [Text(title, style=style)]
    dot = " ·" if rest.startswith(" · ") else ""
    rest = rest.removeprefix(dot)
    return [Text(head, style=style), Flow.label(label + dot, style), Text(rest, style=style)]


def _dispute(d: DisputeRuling, view: View, quoted: Said) -> Block:
    lang = view.lang
    d = _unsaid(d, view)
    where = say("report.line", lang, line=d.span.line) if d.span.line else ""
    parts: list[RenderableType] = [
        Text.assemble(
            (say("report.question", lang) + ": ", "bold"),
            d.question,
            f"  ({where})" if where else "",
        ),
        Text.assemble(
            (say(verdict_label(d), lang) + ": ", "bold"),
            (render_message(d.ruling, lang), "bold"),
        ),
    ]
    cites = distinct(d.cites)
    if view.length is Length.BRIEF:
        if cites:
            parts.append(Flow([Flow.label(f"[{cites[0].label_in(view.lang)}]", "dim")]))
    else:
        parts.extend(_authorities(cites, view, quoted, [key for key, _ in d.ruling]))
        if d.about is not None:  # a note (not understood, nobody asked of): nothing to compare
            parts.append(_elsewhere(d, view))
    return Block(Group(*parts), before=False)


def _unsaid(d: DisputeRuling, view: View) -> DisputeRuling:
    """The dispute without the sentences its deal's findings on other concerns than the
    question's said above (``unsaid_among``), found by bisection in the report."""
    if view.length is Length.FULL or d.span.line <= 0 or d.about is None:
        return d
    # the deal the dispute is in, and its findings up to the dispute (by bisection)
    deal = bisect_right(view.deal_lines, d.span.line) - 1
    start = max(view.deal_lines[deal], 1) if deal >= 0 else 1
    first = bisect_left(view.finding_lines, start)
    last = bisect_right(view.finding_lines, d.span.line)
    return unsaid_among(d, view.length, view.report.findings[first:last])


def unsaid_among(d: DisputeRuling, length: Length, above: Iterable[Finding]) -> DisputeRuling:
    """The dispute without the sentences that the findings ``above`` it in its deal
    (from the deal's first line to the dispute's) on other concerns than the question's
    said, as rulings of their own (each text once: 10's exchange question does not
    repeat the trump turned); the findings on the question's own concern stay, they
    answer it.  ``--full`` and the JSON keep every sentence."""
    if length is Length.FULL or d.span.line <= 0 or d.about is None:
        return d
    said = {
        message_key((f.key, f.args))
        for f in above
        if f.kind not in (Kind.NOTE, Kind.UNDETERMINED) and f.concern != d.about
    }
    rest = tuple(m for m in d.ruling if message_key(m) not in said)
    return replace(d, ruling=rest) if rest and len(rest) < len(d.ruling) else d


def _elsewhere(d: DisputeRuling, view: View) -> RenderableType:
    """Every other built-in rulebook: its verdict, rulebooks that rule alike on one line
    (``1890, 1924: …``), ``wie schlanders-2013`` where one agrees with this one.  The
    report lists the rulebooks that differ from this one (docs/report.md's ``elsewhere``); a
    built-in rulebook it leaves out agrees."""
    from referee.rules import builtin_ids

    lang, here = view.lang, view.report.rulebook
    shown: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
        (here, _sentences(d.ruling, lang), tuple(bare_refs(d.cites, lang)))
    ]
    by_id = {e.rulebook: e for e in d.elsewhere}
    rows: dict[str, tuple[list[str], str, tuple[str, ...]]] = {}  # by the first book shown
    for book in [b for b in builtin_ids() if b != here]:
        e = by_id.get(book)
        verdict, refs = (
            (shown[0][1], shown[0][2])
            if e is None
            else (_sentences(e.ruling, lang), tuple(bare_refs(e.cites, lang)))
        )
        same = next((b for b, v, r in shown if (v, r) == (verdict, refs)), None)
        if same is not None and same in rows:  # rules as a rulebook listed here: join it
            rows[same][0].append(book)
            continue
        if same is not None:  # as this rulebook
            rows.setdefault(here, ([], say("present.same-as", lang, rulebook=here), ()))
            rows[here][0].append(book)
            continue
        alike = next((b for b, v, _ in shown if v == verdict), None)
        said = (
            say("present.same-verdict", lang, rulebook=alike)
            if alike is not None
            else _as_far_as(verdict, shown[0], lang)
        )
        rows[book] = ([book], said, refs)
        shown.append((book, verdict, refs))
    head = Text(say("report.elsewhere", lang) + ":", style="bold")
    return Group(head, *(_elsewhere_row(", ".join(b), v, r) for b, v, r in rows.values()))


_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!z\. B\.)(?<!\bS\.)(?<!bzw\.) +(?=[A-ZÄÖÜ„])")


def _sentences(ruling: Sequence[Message], lang: str) -> tuple[str, ...]:
    """A ruling's sentences, in order (its messages split where a sentence ends)."""
    return tuple(
        sentence
        for key, args in ruling
        for sentence in _SENTENCE_END.split(say(key, lang, **dict(args)))
    )


def _as_far_as(
    verdict: Sequence[str], first: tuple[str, Sequence[str], Sequence[str]], lang: str
) -> str:
    """Another rulebook's verdict, its sentences that agree with the first rulebook's
    at the start said as ``die ersten drei Sätze wie 1890, danach: …``."""
    book, theirs, _ = first
    same = next(
        (n for n, (a, b) in enumerate(zip(verdict, theirs, strict=False)) if a != b),
        min(len(verdict), len(theirs)),
    )
    if same == 0 or same == len(verdict):
        return " ".join(verdict)
    key = "present.same-first" if same == 1 else "present.same-start"
    return say(key, lang, count=same, rulebook=book, rest=" ".join(verdict[same:]))


def _elsewhere_row(book: str, verdict: str, refs: Sequence[str]) -> RenderableType:
    parts: list[tuple[RichText, bool] | RichText] = [Flow.label(f"{book}: ", "bold"), Text(verdict)]
    if refs:
        parts += [Text(" "), *_label_parts(f"[{', '.join(refs)}]", "dim")]
    return Padding(Flow(parts), (0, 0, 0, 2))


def _result(report: Report, lang: str) -> RenderableType:
    """The result: who is out and the final score (each party's points unbroken), then
    the counts; red with a violation, green without."""
    return result_of(report, kind_counts(report), len(report.disputes), lang)


def result_of(
    report: Report, counts: Mapping[Kind, int], disputes: int, lang: str
) -> RenderableType:
    """``_result`` from the report's winner and score and the findings counted by kind
    (a drawing that counted them as it went)."""
    style = "red" if counts[Kind.VIOLATION] else "green"
    line = Text.assemble(
        (say("report.result", lang) + ": ", f"bold underline {style}"),
        (winner_sentence(report, lang), "bold"),
        " ",
        (say("report.final", lang) + ": ", "bold"),
    )
    scores = _label_parts(score_text(report.score, report.players))
    return Group(Flow([line, *scores]), Text(counts_words(counts, disputes, lang)))
