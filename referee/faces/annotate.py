"""Write the referee's word into the transcript itself, as ``{perlagg: …}`` annotations.

Each remark — what the referee says of one finding, one dispute, one figure — is one
annotation on a line of its own right after the event it concerns, never split
across remarks however long; it starts with ``{perlagg:`` and is indented like the
event::

    Stich: A LA, B L8, C E8, D L10
    {perlagg: Regelverstoß: C verleugnet Farbe: … Maßgeblich sind 1890 §13 und S. 64; …}

(one line in the file; shortened here).

Where the transcript names a player in the lines he speaks (``Schober: Gilt mein
Gleich!``), the remarks name him so too.

The event's own line is never touched, so nothing a player wrote on it (quotes, ``\\{``,
a ``"`` in a ``Streit:`` question, comments) can confuse the removal.  Annotating again
first removes exactly the referee's lines (and, from files of older versions, remarks
at the end of an event's line, found by the parser itself), then writes the new ones:
annotating is idempotent, and removing the remarks gives back the original bytes —
line endings, BOM, spacing, comments, the players' own ``{…}`` remarks.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from referee.base.errors import PerlaggError
from referee.base.lines import LINE_BREAK
from referee.base.record import record, replace
from referee.messages import DE, say
from referee.model.events import Annotation, Deal, Figure, Transcript, TrumpTurn
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import (
    DealReport,
    DisputeRuling,
    Report,
    finding_message,
    render_message,
    verdict_label,
)
from referee.model.results import FigureOutcome, Outcome
from referee.model.seats import Seat, party_name

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis
    from referee.judge.transcript import DealJudged, Judging

T = TypeVar("T", bound=tuple[Any, ...])
MARK = "perlagg:"
_LINE_BREAK = re.compile(f"({LINE_BREAK.pattern})")  # the breaks kept, to rejoin the text
_WS = "[ \t\f\v\u00a0\ufeff]"  # the grammar's blanks
_ANNOTATION = r"\{[^}\\\n]*(?:\\.[^}\\\n]*)*\}"  # the grammar's ANNOTATION
_ONLY_ANNOTATIONS = re.compile(rf"{_WS}*(?:{_ANNOTATION}{_WS}*)+")
_ONE = re.compile(_ANNOTATION)
_KEEP = "\x00"  # a blank that wrapping keeps (inside a label such as "B §21 a")


class AnnotateError(PerlaggError):
    """The file cannot be annotated; ``lines`` say why (``file:line:column: message``)."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = tuple(lines)
        super().__init__("\n".join(self.lines))


@record
class Annotated:
    text: str  # the annotated transcript
    exit_code: int  # the report's: 1 when there is a violation


# =========================================================================== lines
def _split(text: str) -> tuple[list[str], list[str]]:
    """Line contents and their breaks ('' after the last line), rejoinable exactly."""
    pieces = _LINE_BREAK.split(text)
    return pieces[0::2], [*pieces[1::2], ""]


def _join(lines: Sequence[str], breaks: Sequence[str]) -> str:
    return "".join(line + brk for line, brk in zip(lines, breaks, strict=True))


def _is_ours(annotation: str) -> bool:
    return annotation[1:].lstrip().startswith(MARK)


def _our_line(line: str) -> bool:
    """A line of nothing but the referee's annotations (and blanks).

    >>> _our_line("  {perlagg: a} {perlagg: b \\\\} c}"), _our_line("{perlagg: a} {mine}")
    (True, False)
    """
    if MARK not in line or not _ONLY_ANNOTATIONS.fullmatch(line):
        return False
    return all(_is_ours(m.group()) for m in _ONE.finditer(line))


def strip_annotations(text: str) -> str:
    """Remove the referee's own annotations: its lines, each with its line break (the
    break before it when it is the file's last line), then any left at the end of an
    event's line by older versions."""
    lines, breaks = _split(text)
    kept: list[str] = []
    kept_breaks: list[str] = []
    for line, brk in zip(lines, breaks, strict=True):
        if not _our_line(line):
            kept.append(line)
            kept_breaks.append(brk)
        elif not brk and kept_breaks:  # the last line: its break was the one before it
            kept_breaks[-1] = ""
    if any(MARK in line for line in kept):
        kept = _strip_inline(kept, kept_breaks)
    return _join(kept, kept_breaks)


def _strip_inline(lines: list[str], breaks: list[str]) -> list[str]:
    """Remarks at the end of an event's line (older versions wrote them there), where
    the parser sees an annotation, with the one blank before each.  A file that does
    not parse keeps them: it cannot be annotated anyway."""
    from referee.notation import ParseError, parse

    try:
        transcript = parse(_join(lines, breaks))
    except ParseError:
        return lines
    events = [*transcript.preamble, *(e for d in transcript.deals for e in d.events)]
    spans = sorted(
        (e.span for e in events if isinstance(e, Annotation) and MARK in e.text),
        key=lambda s: (s.line, -s.column),
    )
    out = list(lines)
    offset = 1 if out and out[0].startswith("\ufeff") else 0  # the parser drops a BOM
    for span in spans:
        k = span.line - 1
        line = out[k]
        start = span.column - 1 + (offset if k == 0 else 0)
        match = _ONE.match(line, start)
        if match is None or not _is_ours(match.group()):
            continue
        if start > 0 and line[start - 1] == " ":
            start -= 1
        out[k] = line[:start] + line[match.end() :]
    return out


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("}", "\\}")


def remark_lines(text: str, indent: str = "") -> list[str]:
    """One remark as one annotation, on one line however long: a finding's sentences
    are never split across remarks (an editor wraps a long line; a reader of the file
    sees where each remark begins and ends).

    >>> remark_lines("Gleich gut gelassen: A+C schreibt 1 Punkt.", "  ")
    ['  {perlagg: Gleich gut gelassen: A+C schreibt 1 Punkt.}']
    """
    words = " ".join(text.split()).replace(_KEEP, " ") or "–"
    return [f"{indent}{{{MARK} {_escape(words)}}}"]


def insert_annotations(text: str, by_line: dict[int, list[str]]) -> str:
    """Each line's remarks as lines of their own right after it."""
    lines, breaks = _split(text)
    eol = next((b for b in breaks if b), "\n")
    out: list[str] = []
    out_breaks: list[str] = []
    for number, (line, brk) in enumerate(zip(lines, breaks, strict=True), 1):
        out.append(line)
        out_breaks.append(brk)
        texts = by_line.get(number)
        if not texts:
            continue
        indent = re.match(r"[ \t]*", line.lstrip("\ufeff")).group()  # type: ignore[union-attr]  # [ \t]* matches every line
        added = [a for t in texts for a in remark_lines(t, indent)]
        if not brk:  # the file's last line, without a break: ours go after a new one
            out_breaks[-1] = eol
        out.extend(added)
        out_breaks.extend([brk or eol] * (len(added) - 1) + [brk])
    return _join(out, out_breaks)


# =========================================================================== names
_SPEAKER = re.compile(r"[ \t\ufeff]*([^:{#\n]+?)[ \t]*:")
_SEATS = frozenset(s.value for s in Seat)
#: the arguments of the messages that hold a seat
_SEAT_ARGS = frozenset({"seat", "dealer", "bidder", "partner", "winner", "expected", "other"})
_NO_NAMES: Mapping[Seat, str] = MappingProxyType({})


def spoken_names(transcript: Transcript, text: str) -> dict[Seat, str]:
    """How the transcript names each player in the lines he speaks: the name before
    the colon (``Schober: Gilt mein Gleich!``) where it is the name, or a word of the
    name, its header gives that seat; a seat that speaks as its letter is not in it.

    >>> from referee.notation import parse
    >>> text = '[A "Josef Schober"]\\nRunde\\nGeber: D\\nSchober: Gilt mein Gleich!\\n'
    >>> spoken_names(parse(text), text)
    {<Seat.A: 'A'>: 'Schober'}
    """
    lines = _split(text)[0]
    known = {s: {w.casefold() for w in [" ".join(n.split()), *n.split()]} for s, n in
             transcript.names.items()}  # fmt: skip
    out: dict[Seat, str] = {}
    for e in (e for d in transcript.deals for e in d.events):
        seat = getattr(e, "seat", None)
        if not isinstance(seat, Seat) or seat in out or seat not in known:
            continue
        line = e.span.line
        match = _SPEAKER.match(lines[line - 1]) if 0 < line <= len(lines) else None
        said = " ".join(match.group(1).split()) if match else ""
        if said.casefold() in known[seat]:
            out[seat] = said
    return out


def _named(f: Finding, names: Mapping[Seat, str]) -> Finding:
    """``f`` with each seat its message names as the transcript names that player."""
    if not names:
        return f
    args = {
        k: names.get(Seat(v), v) if k in _SEAT_ARGS and isinstance(v, str) and v in _SEATS else v
        for k, v in f.args.items()
    }
    return replace(f, args=MappingProxyType(args))


# =========================================================================== what to say
def _authorities(cites: Sequence[Citation], lang: str, verdicts: Sequence[str] = ()) -> str:
    """``Maßgeblich sind 1890 §13 und S. 64; ferner S. 65.``: the texts that decide these
    ``verdicts`` first — the ones the terminal and the page quote (``deciding_texts``) —
    an interpretation among them named as the referee's, never as a quote; the others
    after ``ferner``, each label once, the deciding rulebook's name not repeated.

    >>> p = Citation(Authority.PARAGRAPH, "1890", "§13", "x")
    >>> i = Citation(Authority.INTERPRETATION, "1890", "a", "y", excerpts=((("k",), ("y",)),))
    >>> e = Citation(Authority.EXPLANATION, "1890", "S. 65", "z")
    >>> _authorities([p, i, e], "de", ["k"]).replace(_KEEP, " ")
    ' Maßgeblich sind 1890 §13 und Auslegung a (des Schiedsrichters – kein Zitat); ferner S. 65.'
    >>> _authorities([p, i, e], "en", ["other"]).replace(_KEEP, " ")
    ' The deciding authority: 1890 §13; see also interpretation a, S. 65.'
    """
    from referee.faces.common import Length, deciding_texts, distinct

    texts = distinct(cites)
    if not texts:
        return ""
    deciding = distinct(deciding_texts(texts, Length.TABLE, verdicts))
    book = deciding[0].rulebook
    primary = _labels(deciding, lang, book, first=True)
    said = {c.label_in(lang) for c in deciding}
    rest = [c for c in texts if c.label_in(lang) not in said]
    more = ", ".join(_labels(rest, lang, book, first=False))
    key = "annotate.authorities" if more else "annotate.authority"
    return " " + say(key, lang, count=len(primary), primary=primary, more=more)


def _labels(cites: Sequence[Citation], lang: str, book: str, first: bool) -> list[str]:
    """Each text's label once, blanks kept unbroken; ``book``'s name said only on the
    ``first`` label (a house id may hold a blank: the whole id is dropped); a deciding
    (``first``) interpretation marked as the referee's reading, not a quote."""
    out: dict[str, str] = {}  # the full label -> as said here
    for c in cites:
        label = c.label_in(lang)
        if label in out:
            continue
        said = label.removeprefix(f"{book} ") if out or not first else label
        if first and c.authority is Authority.INTERPRETATION:
            said = say("annotate.interpretation", lang, label=said)
        out[label] = said.replace(" ", _KEEP)  # never split a label
    return list(out.values())


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", "“", '"', ")")) else text + "."


def _points(points: int, lang: str) -> str:
    return say("annotate.point" if abs(points) == 1 else "annotate.points", lang, n=points)


def _best(
    deal: DealReport, o: FigureOutcome, lang: str, names: Mapping[Seat, str] = _NO_NAMES
) -> str:
    """``C: dritziges Gleich (Asse)``: the party's best of this figure, where known."""
    from referee.table.figures import describe

    if o.party is None or o.figure is Figure.SPIEL:
        return ""
    best = deal.play.decision(o.figure).best
    seats = [(v, s) for s in o.party.seats if (v := best.get(s)) is not None]
    if not seats:
        return ""
    value, seat = max(seats, key=lambda vs: vs[0].key)
    who = names.get(seat, seat.value)
    return say("annotate.best", lang, seat=who, figure=describe(value, lang))


def _figure_sentence(
    deal: DealReport,
    o: FigureOutcome,
    lang: str,
    players: int = 4,
    names: Mapping[Seat, str] = _NO_NAMES,
) -> str:
    figure = say(f"report.figure.{o.figure.value}", lang)
    outcome = say(f"report.outcome.{o.outcome.value}", lang)
    party = party_name(o.party, players) if o.party else ""
    if o.outcome in (Outcome.STEHT, Outcome.OFFEN) or o.party is None:
        key = "annotate.fig-steht" if o.outcome is Outcome.STEHT else "annotate.fig-offen"
        return say(key, lang, figure=figure)
    if o.outcome is Outcome.SPIEL_AUS:
        return say("annotate.fig-spiel-aus", lang, figure=figure, party=party)
    key = (
        "annotate.fig-gut"
        if o.outcome is Outcome.GUT
        else "annotate.fig-spiel"
        if o.figure is Figure.SPIEL
        else "annotate.fig-made"
    )
    writes = say(
        "annotate.fig-writes" if o.written else "annotate.fig-not-written",
        lang,
        points=_points(o.value, lang),
        count=abs(o.value),
    )
    best = _best(deal, o, lang, names)
    tricks = deal.play.spiel_tricks
    return say(
        key,
        lang,
        figure=figure,
        outcome=outcome,
        party=party,
        best=best,
        writes=writes,
        tricks=tricks,
    )


def _deal_summary(
    deal: DealReport, lang: str, players: int = 4, names: Mapping[Seat, str] = _NO_NAMES
) -> list[str]:
    """The deal's end in sentences: each figure, the points and the score."""
    from referee.faces.common import score_text

    out = [
        _figure_sentence(deal, o, lang, players, names)
        for fig in Figure
        if (o := deal.wager.figures.get(fig)) is not None
    ]
    end = say(
        "annotate.deal-end",
        lang,
        points=score_text(deal.wager.points, players),
        score=score_text(deal.wager.score, players),
    )
    if deal.wager.winner is not None:
        end += " " + say("annotate.winner", lang, party=party_name(deal.wager.winner, players))
    return [*out, end]


def _deal_end_lines(report: Report, transcript: Transcript) -> list[int]:
    """The line of each deal's last event (the deal summary goes there)."""
    return [
        _deal_end(transcript.deals[k] if k < len(transcript.deals) else None, deal)
        for k, deal in enumerate(report.deals)
    ]


def _deal_end(deal: Deal | None, judged: DealReport) -> int:
    """The line of a deal's last event, not counting remarks."""
    line = 0
    if deal is not None:
        events = [e for e in deal.events if not isinstance(e, Annotation)]
        if events:
            line = events[-1].span.end_line or events[-1].span.line
    return line or judged.span.end_line or judged.span.line


def _start_line(report: Report, transcript: Transcript, k: int) -> int:
    """Where a deal's analysis begins: after its trump line, else after ``Runde``."""
    events = transcript.deals[k].events if k < len(transcript.deals) else ()
    for e in events:
        if isinstance(e, TrumpTurn):
            return e.span.end_line or e.span.line
    first = events[0].span.line if events else 0
    return first or report.deals[k].span.line


def analysis_notes(
    report: Report, transcript: Transcript, analyses: Sequence[DealAnalysis], lang: str = DE
) -> dict[int, list[str]]:
    """``--analyse``: per deal its value with best play (and the Spiel bid or held seen
    with open cards) after its start, a sentence after each card that turned it, and
    where the analysis had to stop (a card it cannot follow)."""
    from referee.analysis.open_cards import (
        bid_sentence,
        held_sentence,
        start_sentence,
        stop_sentence,
        turn_sentence,
    )

    out: dict[int, list[str]] = defaultdict(list)
    for k, a in enumerate(analyses):
        start = [start_sentence(a, lang), bid_sentence(a, lang), held_sentence(a, lang)]
        line = _start_line(report, transcript, k)
        if line > 0:
            out[line].append(" ".join(t for t in start if t))
        for c in a.plays:
            if c.turned and c.span.line > 0:
                out[c.span.line].append(turn_sentence(a, c, lang))
        if a.stopped is not None and a.stopped.span.line > 0:  # a card it cannot follow
            out[a.stopped.span.line].append(stop_sentence(a.stopped, lang))
        for line, text in mistake_notes(a, lang):
            out[line].append(text)
    return out


def mistake_notes(a: DealAnalysis, lang: str = DE) -> list[tuple[int, str]]:
    """(line, sentence) for each card that was a mistake from its player's chair
    (``--view``: ``referee.analysis.seat_view``), and by how much."""
    from referee.analysis.open_cards import party_of
    from referee.analysis.worth import mistake_sentence

    return [
        (w.span.line, mistake_sentence(w, party_of(a.shape, w.seat), lang))
        for w in a.worth
        if w.mistake and w.span.line > 0
    ]


def notes(
    report: Report,
    transcript: Transcript,
    lang: str = DE,
    analyses: Sequence[DealAnalysis] | None = None,
    names: Mapping[Seat, str] = _NO_NAMES,
) -> dict[int, list[str]]:
    """Line number -> the remarks for it, in order, each in full sentences; with
    ``analyses`` the deal seen with open cards after the findings of each line;
    ``names`` (``spoken_names``) how the transcript names the players."""
    ends = _deal_end_lines(report, transcript)
    return _merged(
        [_finding_note(_named(f, names), lang) for f in report.findings],
        [_dispute_note(d, lang) for d in report.disputes],
        analysis_notes(report, transcript, analyses or (), lang),
        [
            (end, _deal_summary(d, lang, report.players, names))
            for d, end in zip(report.deals, ends, strict=True)
        ],
    )


def notes_by_deal(
    judging: Judging, lang: str = DE, names: Mapping[Seat, str] = _NO_NAMES
) -> tuple[dict[int, list[str]], int]:
    """The remarks of ``notes`` from a transcript judged deal by deal (``judge_deals``):
    each deal's findings become sentences and the deal is dropped, so only the remarks
    are held.  Also the exit status (1: a violation)."""
    found = [_finding_note(_named(f, names), lang) for f in judging.opening]
    disputes: list[tuple[int, str]] = []
    summaries: list[tuple[int, list[str]]] = []
    violation = any(f.kind is Kind.VIOLATION for f in judging.opening)
    for piece in judging.deals:
        found.extend(_finding_note(_named(f, names), lang) for f in piece.findings)
        disputes.extend(_dispute_note(d, lang) for d in piece.disputes)
        violation = violation or any(f.kind is Kind.VIOLATION for f in piece.findings)
        if piece.report is not None:
            end = _deal_end(piece.deal, piece.report)
            summary = _deal_summary(piece.report, lang, judging.players, names)
            summaries.append((end, summary))
    return _merged(found, disputes, {}, summaries), int(violation)


def _finding_note(f: Finding, lang: str) -> tuple[int, int, str]:
    """A finding's remark, with its line and column."""
    kind = say(f"kind.{f.kind.value}", lang)
    kind = kind[:1].upper() + kind[1:]  # a sentence begins with a capital
    message = _sentence(finding_message(f, lang))
    cited = _authorities(f.cites, lang, (f.key,))
    return f.span.line, f.span.column, f"{kind}: {message}{cited}"


def _dispute_note(d: DisputeRuling, lang: str) -> tuple[int, str]:
    verdict = _sentence(render_message(d.ruling, lang))
    label = say(verdict_label(d), lang)
    cited = _authorities(d.cites, lang, [key for key, _ in d.ruling])
    return d.span.line, f"{label}: {verdict}{cited}"


def _merged(
    found: list[tuple[int, int, str]],
    disputes: Sequence[tuple[int, str]],
    analyses: dict[int, list[str]],
    summaries: Sequence[tuple[int, list[str]]],
) -> dict[int, list[str]]:
    """Each line's remarks: its findings in the report's order (by position; a stable
    sort keeps the order found), its disputes, the analysis, the deal's summary.  What
    has no line goes to the last deal's end."""
    fallback = max((end for end, _ in summaries if end > 0), default=0)
    out: dict[int, list[str]] = defaultdict(list)
    found.sort(key=lambda n: (n[0], n[1]))
    for line, _, text in found:
        if (line or fallback) > 0:
            out[line or fallback].append(text)
    for line, text in disputes:
        if (line or fallback) > 0:
            out[line or fallback].append(text)
    for line, texts in analyses.items():
        out[line].extend(texts)
    for end, texts in summaries:
        if end > 0:
            out[end].extend(texts)
    return out


# =========================================================================== the whole job
def annotate_text(
    text: str,
    filename: str = "<transcript>",
    rules: str | None = None,
    base_dir: Path | None = None,
    lang: str = DE,
    analyse: bool = False,
    view: tuple[int, ...] = (),
    samples: int = 200,
) -> Annotated:
    """Annotate a transcript's text; raises ``AnnotateError`` when it cannot be judged
    or when the result would not parse again (then nothing must be written).
    ``analyse``: add the analysis with open cards (``referee.analysis.open_cards``), once per deal;
    without it the transcript is judged deal by deal (``notes_by_deal``); ``view``
    (seat numbers, with ``analyse``): each card of those seats weighed from its player's
    chair with ``samples`` (``referee.analysis.seat_view``), a mistake from there noted.

    That the result parses is proved without parsing it again (which took two thirds
    of the time and a fifth of the memory: the result is many times the file): the
    notation is a line grammar (``start: (_line? _NL)*``, no token spans a line
    break), a line of annotations alone is a line of it (``_line: annotation+``), and
    ``strip_annotations(result) == clean`` shows that the result is the parsed text
    with only such lines added (``_our_line`` matches them with the grammar's own
    ``ANNOTATION``).  ``tests/test_annotate.py`` parses every result it makes."""
    clean = strip_annotations(text)
    if analyse:
        by_line, exit_code = _with_analysis(clean, filename, rules, base_dir, lang, view, samples)
    else:
        by_line, exit_code = _deal_by_deal(clean, filename, rules, base_dir, lang)
    result = insert_annotations(clean, by_line)
    if strip_annotations(result) != clean:  # our own fault: refuse to write a broken file
        raise AnnotateError([f"{filename}: {say('annotate.reparse', lang)}"])
    return Annotated(result, exit_code)


def _with_analysis(
    clean: str,
    filename: str,
    rules: str | None,
    base_dir: Path | None,
    lang: str,
    view: tuple[int, ...] = (),
    samples: int = 200,
) -> tuple[dict[int, list[str]], int]:
    """The remarks from the whole report, with the analysis of every deal."""
    from referee.analysis.open_cards import analyse_judged
    from referee.faces.common import judge_source, resolve_rules

    judged = judge_source(clean, filename, base_dir, rules, lang)
    if judged.report is None or judged.transcript is None:
        raise AnnotateError(judged.errors)
    analyses = analyse_judged(judged, resolve_rules(rules), base_dir)
    if view:
        from referee.analysis.seat_view import weigh_judged

        analyses = weigh_judged(judged, analyses, resolve_rules(rules), base_dir, view, samples)
    names = spoken_names(judged.transcript, clean)
    return notes(judged.report, judged.transcript, lang, analyses, names), judged.report.exit_code


def _deal_by_deal(
    clean: str, filename: str, rules: str | None, base_dir: Path | None, lang: str
) -> tuple[dict[int, list[str]], int]:
    """The remarks of a transcript judged one deal at a time; every failure is an
    ``AnnotateError``."""
    from referee.faces.common import judge_by_deal

    result, errors = judge_by_deal(
        clean,
        filename,
        base_dir,
        rules,
        lang,
        lambda transcript, judging: notes_by_deal(judging, lang, spoken_names(transcript, clean)),
    )
    if result is None:
        raise AnnotateError(errors)
    return result


# =========================================================================== streaming
def stream_annotated(
    text: str,
    filename: str,
    rules: str | None,
    base_dir: Path | None,
    lang: str,
    write: Callable[[str], object],
) -> int | None:
    """``annotate_text`` without the analysis, written to ``write`` as the deals are
    judged (``judge_deals``): each stretch of lines goes out with its remarks once no
    later deal can bring a remark for it, so neither the remarks of the whole file nor
    the annotated text is ever held whole.  The exit code (1: a violation); None, when
    a remark came for a line already written (then what was written is to be dropped
    and ``annotate_text`` used).  Raises ``AnnotateError`` as ``annotate_text`` does;
    a line it would write that ``strip_annotations`` would not take back exactly is
    refused the same way, as the whole result is there."""
    from referee.faces.common import judge_by_deal

    clean = strip_annotations(text)
    if MARK in clean and strip_annotations(clean) != clean:  # as the result would not strip
        raise AnnotateError([f"{filename}: {say('annotate.reparse', lang)}"])
    writer = _LineWriter(clean, write, filename, lang)

    def consume(transcript: Transcript, judging: Judging) -> int | None:
        return _Remarks(judging, lang, spoken_names(transcript, clean)).write(writer)

    result, errors = judge_by_deal(clean, filename, base_dir, rules, lang, consume)
    if errors:
        raise AnnotateError(errors)
    return result


class _LineWriter:
    """The clean text's lines written in order, each with its remarks on lines of their
    own after it (as ``insert_annotations`` puts them), a stretch at a time."""

    def __init__(self, clean: str, write: Callable[[str], object], filename: str, lang: str):
        self.clean, self.write, self.filename, self.lang = clean, write, filename, lang
        first = LINE_BREAK.search(clean)
        self.eol = first.group() if first else "\n"
        self.breaks = LINE_BREAK.finditer(clean)
        self.position = 0  # where the next line begins
        self.number = 1  # the next line's number
        self.done = False  # the last line is written

    def upto(self, below: int | None, by_line: Mapping[int, list[str]]) -> None:
        """Write the lines before line ``below`` (None: every line left) with their
        remarks from ``by_line``."""
        out: list[str] = []
        while not self.done and (below is None or self.number < below):
            match = next(self.breaks, None)
            end = match.start() if match else len(self.clean)
            line, brk = self.clean[self.position : end], match.group() if match else ""
            self.position, self.done = (match.end(), False) if match else (end, True)
            out += self._annotated(line, brk, by_line.get(self.number))
            self.number += 1
        if out:
            self.write("".join(out))

    def _annotated(self, line: str, brk: str, texts: list[str] | None) -> list[str]:
        """A line with its break, then its remarks (the last line gains a break)."""
        if _our_line(line):  # strip_annotations would drop it: refuse as for the whole
            raise AnnotateError([f"{self.filename}: {say('annotate.reparse', self.lang)}"])
        if not texts:
            return [line, brk]
        indent = re.match(r"[ \t]*", line.lstrip("\ufeff")).group()  # type: ignore[union-attr]  # [ \t]* matches every line
        added = [a for t in texts for a in remark_lines(t, indent)]
        if not all(_our_line(a) for a in added):
            raise AnnotateError([f"{self.filename}: {say('annotate.reparse', self.lang)}"])
        out = [line, brk or self.eol]
        for k, a in enumerate(added):
            out += [a, brk if k == len(added) - 1 else brk or self.eol]
        return out


class _Remarks:
    """The remarks of ``notes_by_deal`` gathered piece by piece and given out a stretch
    of lines at a time: the lines above the newest deal's first line are final (a piece
    brings remarks on its own lines and on the deal's before it, its deadline for
    complaints), and so are those above the last deal's end seen (what has no line goes
    to the last deal's end, ``_merged``)."""

    def __init__(self, judging: Judging, lang: str, names: Mapping[Seat, str]) -> None:
        self.judging, self.lang, self.names = judging, lang, names
        self.found = [_finding_note(_named(f, names), lang) for f in judging.opening]
        self.disputes: list[tuple[int, str]] = []
        self.summaries: list[tuple[int, list[str]]] = []
        self.violation = any(f.kind is Kind.VIOLATION for f in judging.opening)
        self.written = 1  # the first line not yet written
        self.last_end = 0  # the largest deal end seen

    def write(self, writer: _LineWriter) -> int | None:
        """Write every line with its remarks; the exit code, or None (a late remark)."""
        for piece in self.judging.deals:
            if not self._take(piece):
                return None
            floor = piece.deal.span.line
            if floor > 0 and self.last_end > 0:
                self._flush(writer, min(floor, self.last_end))
        writer.upto(None, _merged(self.found, self.disputes, {}, self.summaries))
        return int(self.violation)

    def _take(self, piece: DealJudged) -> bool:
        """Keep a piece's remarks; False where one is for a line already written."""
        lang, names = self.lang, self.names
        found = [_finding_note(_named(f, names), lang) for f in piece.findings]
        disputes = [_dispute_note(d, lang) for d in piece.disputes]
        ends = [_deal_end(piece.deal, piece.report)] if piece.report is not None else []
        lines = [*(x[0] for x in found), *(x[0] for x in disputes), *ends]
        if any(0 < line < self.written for line in lines):
            return False
        self.found += found
        self.disputes += disputes
        self.violation = self.violation or any(f.kind is Kind.VIOLATION for f in piece.findings)
        if piece.report is not None:
            end = _deal_end(piece.deal, piece.report)
            self.summaries.append(
                (end, _deal_summary(piece.report, lang, self.judging.players, names))
            )
            self.last_end = max(self.last_end, end)
        return True

    def _flush(self, writer: _LineWriter, below: int) -> None:
        """Write the lines before ``below`` with their remarks; keep the rest."""
        if below <= self.written:
            return
        found, self.found = _cut(self.found, below)
        disputes, self.disputes = _cut(self.disputes, below)
        summaries, self.summaries = _cut(self.summaries, below)
        writer.upto(below, _merged(found, disputes, {}, summaries))
        self.written = below


def _cut(items: list[T], below: int) -> tuple[list[T], list[T]]:
    """``items`` (with their line first) on lines before ``below``, and the others (on
    later lines, or on none: line 0).

    >>> _cut([(3, "a"), (0, "b"), (7, "c")], 5)
    ([(3, 'a')], [(0, 'b'), (7, 'c')])
    """
    return [x for x in items if 0 < x[0] < below], [x for x in items if not 0 < x[0] < below]


__all__ = [
    "MARK",
    "AnnotateError",
    "Annotated",
    "annotate_text",
    "insert_annotations",
    "notes",
    "notes_by_deal",
    "remark_lines",
    "spoken_names",
    "stream_annotated",
    "strip_annotations",
]
