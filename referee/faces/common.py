"""The faces' common ground: reading a transcript file safely, and what a report shows.

``judge_path`` turns any path into either a ``Report`` or error lines
(``file:line:column: message``) — never an exception, whatever the input (missing file,
directory, invalid UTF-8, unknown rulebook), because every face (``referee``, ``check``,
``annotate``, the pytest plugin) promises exit code 2 with a message, not a traceback.

``render`` (in ``referee.faces.terminal``, loaded only when a report is drawn, so that
``check`` and ``--json`` never import rich) draws a ``Report`` with rich, in one of
three lengths: the table's (each verdict first, then the one text that decides it
quoted in full, the others as labels), ``--full`` (every citation in full) and
``--brief`` (the verdicts and the score).  A text is quoted once per report; later
mentions name it.  Paragraph quotes stay German whatever the language; an
interpretation is labelled as the referee's reading, never set in quotation marks.
Below ``TABLE_WIDTH`` columns a deal's figures stack.  User text (names, questions) is
never read as rich markup.  Without a terminal (or with NO_COLOR) rich writes plain text.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from enum import StrEnum
from itertools import pairwise
from types import MappingProxyType
from typing import TYPE_CHECKING, TypeVar

from referee.base.record import record, replace
from referee.base.resources import read_input, refusal
from referee.base.shown import safe, safe_path
from referee.messages import DE, MESSAGES, say
from referee.model.events import Figure, Transcript
from referee.model.findings import Authority, Citation, Finding
from referee.model.report import DealReport, Report
from referee.model.results import FigureOutcome, Outcome
from referee.model.seats import Party, party_name

if TYPE_CHECKING:
    from pathlib import Path

    from referee.judge.transcript import DealJudged, Judging

EXPLANATION_SOURCE = "Schwaighofer 1926"
T = TypeVar("T")

__all__ = [
    "Judged",
    "Length",
    "cite_labels",
    "deciding_texts",
    "excerpt",
    "finding_homes",
    "grouped_labels",
    "judge_by_deal",
    "judge_path",
    "judge_source",
    "outcome_words",
    "penalty_rows",
    "quoted_pieces",
    "score_text",
]


# =========================================================================== reading
@record
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
    from pathlib import Path  # only for a --rules given

    from referee.base.resources import InputRefused, is_regular

    candidate = Path(rules).expanduser()
    try:
        if is_regular(candidate):
            return str(candidate.resolve())
    except InputRefused:  # the loader says why it cannot be a file
        pass
    return rules


def judge_path(path: str | os.PathLike[str], rules: str | None = None, lang: str = DE) -> Judged:
    """Read, parse and judge one file; every failure becomes error lines."""
    from pathlib import Path

    name = os.fspath(path)
    p = Path(name)
    try:
        data = read_input(p)
    except OSError as exc:
        return Judged(name, errors=(f"{safe_path(name)}: {safe(refusal(exc, lang))}",))
    return judge_source(data, name, p.parent, rules, lang)


#: What sees a transcript's deals as they are judged (``judge_source``'s ``watch``): the
#: transcript, the judging, and the decoded text.
Watch = Callable[[Transcript, "Judging", str], object]


def judge_source(
    data: str | bytes,
    name: str,
    base_dir: str | Path | None,
    rules: str | None = None,
    lang: str = DE,
    watch: Watch | None = None,
) -> Judged:
    """Parse and judge a transcript's text; every failure becomes error lines.  A
    ``watch`` sees the deals one by one as they are judged (the page writes each out),
    before they are gathered into the report."""
    from referee.judge.transcript import judge
    from referee.notation import ParseError, parse

    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    try:
        transcript = parse(data, name)
    except ParseError as exc:
        return Judged(name, text=text, errors=failure_lines(name, exc, lang))
    try:
        if watch is None:
            report = judge(transcript, resolve_rules(rules), base_dir)
        else:
            report = _watched(transcript, resolve_rules(rules), base_dir, text, watch)
    except Exception as exc:  # a referee bug must still not become a traceback
        return Judged(name, transcript=transcript, text=text, errors=failure_lines(name, exc, lang))
    return Judged(name, report=report, transcript=transcript, text=text)


def _watched(
    transcript: Transcript, rules: str | None, base_dir: str | Path | None, text: str, watch: Watch
) -> Report:
    """The report of ``transcript``, its deals shown to ``watch`` as they are judged."""
    from referee.judge.transcript import gathered, judge_deals

    judging = judge_deals(transcript, rules, base_dir)
    pieces: list[DealJudged] = []

    def kept() -> Iterator[DealJudged]:
        for piece in judging.deals:
            pieces.append(piece)
            yield piece

    seen = kept()
    watch(transcript, replace(judging, deals=seen), text)
    for _ in seen:  # what the watcher left
        pass
    return gathered(transcript, judging, pieces)


def judge_by_deal(
    data: str | bytes,
    name: str,
    base_dir: str | Path | None,
    rules: str | None,
    lang: str,
    consume: Callable[[Transcript, Judging], T],
) -> tuple[T | None, tuple[str, ...]]:
    """Parse a transcript's text and hand it, judged deal by deal (``judge_deals``), to
    ``consume``, which writes each deal out and drops it; the result, or error lines
    worded as ``judge_source`` words them (a failure while consuming included)."""
    from referee.judge.transcript import judge_deals
    from referee.notation import ParseError, parse

    try:
        transcript = parse(data, name)
    except ParseError as exc:
        return None, failure_lines(name, exc, lang)
    try:
        return consume(transcript, judge_deals(transcript, resolve_rules(rules), base_dir)), ()
    except Exception as exc:  # a referee bug must still not become a traceback
        return None, failure_lines(name, exc, lang)


def report_frame(transcript: Transcript, judging: Judging) -> Report:
    """The report without deals or findings — the file, the rulebook, the names, the
    parties and the target — for a face written deal by deal (terminal, page)."""
    return Report(
        filename=transcript.filename,
        rulebook=judging.rulebook,
        target=judging.target,
        names=MappingProxyType(transcript.names),
        deals=(),
        findings=(),
        disputes=(),
        winner=None,
        score=judging.initial_score,
        initial_score=judging.initial_score,
        players=judging.players,
        target_assumed=judging.target_assumed,
    )


def failure_lines(name: str, exc: Exception, lang: str = DE) -> tuple[str, ...]:
    """The error lines for a transcript that could not be parsed or judged: each parse
    error at its place (the source line and a caret under it, as ``perlagg parse``
    shows it), each rulebook problem, or a referee bug in one line (raised
    again with ``PERLAGG_DEBUG`` set)."""
    from referee.notation import ParseError
    from referee.rules import RulebookError

    if isinstance(exc, ParseError):
        lines = tuple(e.format(lang) for e in exc.errors)  # with the line and a caret
        return lines or (str(exc),)
    if isinstance(exc, RulebookError):
        where = safe_path(name)
        return tuple(f"{where}: {say('cli.rulebook', lang, reason=m)}" for m in exc.lines(lang))
    if os.environ.get("PERLAGG_DEBUG"):
        raise exc
    reason = f"{type(exc).__name__}: {exc}"
    return (f"{name}: {say('cli.internal', lang, reason=reason)}",)


# =========================================================================== small words
def score_text(score: Mapping[Party, int], players: int = 4) -> str:
    return ", ".join(f"{party_name(p, players)} {int(score.get(p, 0))}" for p in Party)


def cite_labels(cites: Iterable[Citation], lang: str = DE) -> list[str]:
    """Distinct short labels in order: ``1890 §13``, ``1890 S. 67``, ``1890 Auslegung x``."""
    seen: list[str] = []
    for c in cites:
        if c.label_in(lang) not in seen:
            seen.append(c.label_in(lang))
    return seen


def bare_refs(cites: Iterable[Citation], lang: str = DE) -> list[str]:
    """Labels without the rulebook (the table's row names it): ``§13``, ``S. 67``."""
    out: list[str] = []
    for c in cites:
        ref = c.label_in(lang).removeprefix(f"{c.rulebook} ")
        if ref not in out:
            out.append(ref)
    return out


#: What makes two citations the same text: authority, rulebook, reference, wording.
CitationKey = tuple[Authority, str, str, str]


def citation_key(c: Citation) -> CitationKey:
    """The ``CitationKey`` of ``c`` (two citations of one text have the same key)."""
    return (c.authority, c.rulebook, c.ref, c.text)


def distinct(cites: Iterable[Citation]) -> list[Citation]:
    out: list[Citation] = []
    for c in cites:
        if all(citation_key(c) != citation_key(d) for d in out):
            out.append(c)
    return out


def labels_in_runs(cites: Sequence[Citation], lang: str = DE) -> str:
    """``1890 S. 64, S. 65, Auslegung gestochen-act; schlanders-2013 A 4``: the rulebook
    once per run of its citations.

    >>> p = Citation(Authority.PARAGRAPH, "1890", "§13", "x")
    >>> e = Citation(Authority.EXPLANATION, "1890", "S. 64", "y")
    >>> labels_in_runs([p, e, Citation(Authority.PARAGRAPH, "schlanders-2013", "A 4", "z")])
    '1890 §13, S. 64; schlanders-2013 A 4'
    """
    groups: list[tuple[str, list[Citation]]] = []
    for c in cites:
        if groups and groups[-1][0] == c.rulebook:
            groups[-1][1].append(c)
        else:
            groups.append((c.rulebook, [c]))
    return "; ".join(f"{book} {', '.join(_run_of_readings(group, lang))}" for book, group in groups)


def grouped_labels(cites: Iterable[Citation], lang: str = DE) -> str:
    """The labels of ``cites``, each text once, the rulebook once per run of its texts.

    >>> e = Citation(Authority.EXPLANATION, "1890", "S. 67", "y")
    >>> grouped_labels([e, Citation(Authority.EXPLANATION, "1890", "S. 67", "z"), e])
    '1890 S. 67'
    """
    return labels_in_runs(distinct(cites), lang)


def _run_of_readings(cites: Sequence[Citation], lang: str) -> list[str]:
    """The labels of one rulebook's citations, the word for interpretation said once
    for a run of them: ``Auslegung a, b``.

    >>> i = [Citation(Authority.INTERPRETATION, "1890", k, "t") for k in ("a", "b")]
    >>> _run_of_readings([Citation(Authority.PARAGRAPH, "1890", "§7", "t"), *i], "de")
    ['§7', 'Auslegung a', 'b']
    """
    out: list[str] = []
    for before, c in zip([None, *cites], cites, strict=False):
        after_one = before is not None and before.authority is Authority.INTERPRETATION
        if c.authority is Authority.INTERPRETATION and after_one:
            ref = c.ref
        else:
            ref = c.label_in(lang).removeprefix(f"{c.rulebook} ")
        if ref not in out:
            out.append(ref)
    return out


def table_words(text: str | None, lang: str) -> str:
    """Some fields carry a message key, others words already chosen: the German words
    of the table (``gut``, ``3 gehalten``, ``gut bei 2``), translated for other readers.

    >>> [table_words(w, "en") for w in ("gut", "3 gehalten", "gut bei 2", "keine Antwort")]
    ['let good', 'held at 3', 'let good at 2', 'no answer']
    """
    if text is None:
        return ""
    if text in MESSAGES:
        return say(text, lang)
    if lang == DE:
        return text
    if f"term.{text}" in MESSAGES:  # a German word of the game: translate
        return say(f"term.{text}", lang)
    for pattern, key in _TABLE_WORDS:
        match = pattern.fullmatch(text)
        if match:
            return say(key, lang, level=match.group(1))
    return text


# the table's words with a level in them, as the wager writes them (German)
_TABLE_WORDS = (
    (re.compile(r"(\d+|Spiel aus) gehalten"), "term.held-at"),
    (re.compile(r"gut bei (\d+)"), "term.gut-at"),
)


def outcome_words(deal: DealReport, o: FigureOutcome, lang: str = DE) -> str:
    """A figure's outcome as the figures table says it: ``kein Hanger`` where it stands
    because nobody holds one (``steht`` is for equal figures that met), and for points
    that were not written (the match was over first, or the deal forfeited) that they
    were not."""
    if o.outcome is Outcome.STEHT and o.figure is not Figure.SPIEL:
        best = deal.play.decision(o.figure).best
        if best and all(v is None for v in best.values()):
            return say(f"report.outcome.none.{o.figure.value}", lang)
    word = say(f"report.outcome.{o.outcome.value}", lang)
    if not o.written and o.party is not None and o.value:
        word += ", " + say("report.not-written", lang)
    return word


@record
class PenaltyRow:
    """A penalty of the deal as a row of the figures table: the seats at fault, the
    points, where it was found, the party struck."""

    seats: tuple[str, ...]
    points: int
    line: int
    party: Party


def penalty_rows(findings: Iterable[Finding]) -> list[PenaltyRow]:
    """The penalties among a deal's findings, in order: with them the figures table
    adds up to the deal's points."""
    return [
        PenaltyRow(tuple(s.value for s in f.seats), f.penalty.points, f.span.line, f.penalty.party)
        for f in findings
        if f.penalty is not None
    ]


class Length(StrEnum):
    """How much of the authorities a report shows (the JSON always has all)."""

    BRIEF = "brief"  # the verdicts and the score
    TABLE = "table"  # each verdict with the one text that decides it; the rest as labels
    FULL = "full"  # every citation in full


def finding_homes(report: Report) -> list[int | None]:
    """The index of the deal whose lines hold each finding (None: no deal's).

    A finding belongs to the deal whose lines hold it: from its ``Runde`` up to the next
    deal's (the last deal keeps everything after it, e.g. a trailing dispute).  With the
    deals in the order of their lines (a parsed transcript) a binary search finds it, so
    a report is linear in deals and findings; any other order is scanned deal by deal.
    """
    starts = [d.span.line for d in report.deals]
    ordered = all(a < b for a, b in pairwise(starts))
    if not starts or not ordered or starts[0] <= 0:
        return [_home_scan(f.span.line, starts) for f in report.findings]
    homes: list[int | None] = []
    for f in report.findings:
        k = bisect_right(starts, f.span.line) - 1
        homes.append(k if k >= 0 and f.span.line > 0 else None)
    return homes


def _home_scan(line: int, starts: Sequence[int]) -> int | None:
    for k, start in enumerate(starts):
        if line <= 0 or start <= 0 or line < start:
            continue
        nxt = starts[k + 1] if k + 1 < len(starts) else 0
        if nxt <= start or line < nxt:
            return k
    return None


def excerpt(text: str, pieces: Sequence[str]) -> str:
    """The ``pieces`` of ``text`` (the sentences the rulebook data marks as deciding) in
    its order, „…“ where text is left out; a piece not in the text is passed over.

    >>> excerpt("Eins. Zwei. Drei. Vier.", ["Zwei.", "Vier."])
    '… Zwei. … Vier.'
    """
    spans = sorted((text.index(p), text.index(p) + len(p)) for p in pieces if p in text)
    out: list[str] = []
    position = 0
    for start, end in spans:
        if text[position:start].strip():
            out.append("…")
        out.append(text[start:end])
        position = max(position, end)
    if text[position:].strip():
        out.append("…")
    return " ".join(out)


def deciding_texts(
    cites: Sequence[Citation], length: Length, verdicts: Sequence[str]
) -> list[Citation]:
    """The texts a face quotes for ``verdicts`` (the terminal prints them, the page shows
    them unfolded): every citation with ``--full``; else the deciding one — all texts of
    its page, or only those that hold an excerpt for the verdicts — and any other whose
    data marks it as deciding these verdicts (S. 64 beside §13, an interpretation).

    >>> p = Citation(Authority.PARAGRAPH, "1890", "§13", "x")
    >>> e = Citation(Authority.EXPLANATION, "1890", "S. 64", "y. z.", excerpts=((("k",), ("z.",)),))
    >>> [c.ref for c in deciding_texts([p, e], Length.TABLE, ["k"])]
    ['§13', 'S. 64']
    >>> [c.ref for c in deciding_texts([p, e], Length.TABLE, ["other"])]
    ['§13']
    """
    if not cites:
        return []
    if length is Length.FULL:
        return list(cites)
    first = [c for c in cites if c.label == cites[0].label]  # a page may give two texts
    excerpted = [c for c in first if c.excerpt_for(verdicts)]
    deciding = [c for c in cites if c.label != cites[0].label and c.excerpt_for(verdicts)]
    return (excerpted or first) + deciding


def quoted_pieces(c: Citation, verdicts: Sequence[str]) -> tuple[str, ...]:
    """The sentences of ``c`` to quote for ``verdicts``; () for the whole text: where
    none are marked, where the marked ones are all of it, and for an interpretation
    (the referee's reading is shown whole, never cut).

    >>> def page(text: str) -> Citation:
    ...     marks = ((("k",), ("Zwei.",)),)
    ...     return Citation(Authority.EXPLANATION, "1890", "S. 1", text, excerpts=marks)
    >>> quoted_pieces(page("Eins. Zwei."), ["k"]), quoted_pieces(page(" Zwei. "), ["k"])
    (('Zwei.',), ())
    """
    if c.authority is Authority.INTERPRETATION:
        return ()
    pieces = c.excerpt_for(verdicts)
    return pieces if _leaves_out(c.text, pieces) else ()


def _leaves_out(text: str, pieces: Sequence[str]) -> bool:
    """Whether quoting ``pieces`` of ``text`` leaves any of it out (blanks aside)."""
    kept = [False] * len(text)
    for p in pieces:
        start = text.find(p)
        if start >= 0:
            kept[start : start + len(p)] = [True] * len(p)
    return any(not k and not ch.isspace() for k, ch in zip(kept, text, strict=True))
