"""Write the referee's word into the transcript itself, as ``{perlagg: …}`` annotations.

Every annotation the referee writes starts with ``{perlagg:`` so that annotating again
first removes exactly those (and nothing a player wrote: their ``{…}`` remarks, comments
and quoted talk are never touched) and then writes the new ones — annotating is
idempotent.  Everything else stays byte for byte: line endings, BOM, spacing, comments.

An annotation goes at the end of its event's line, before a trailing comment:
``Stich: A LA, B L8, C E8, D L10 {perlagg: Regelverstoß: … [1890 §13]}  # Kommentar``.
Removal takes off exactly the space and the annotation that insertion put there.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from referee.events import Annotation, Figure, Transcript
from referee.messages import DE, say
from referee.report import DealReport, Report, finding_message, render_message
from referee.seats import party_name

MARK = "perlagg:"
_LINE_BREAK = re.compile(r"(\r\n|\r|\n|\u2028|\u2029|\x85)")  # as notation.py counts lines
_CLOSERS = {'"': '"', "\u201e": "\u201c\u201d", "\u201c": "\u201d"}


class AnnotateError(Exception):
    """The file cannot be annotated; ``lines`` say why (``file:line:column: message``)."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = tuple(lines)
        super().__init__("\n".join(self.lines))


@dataclass(frozen=True, slots=True)
class Annotated:
    text: str  # the annotated transcript
    report: Report  # the report the annotations come from

    @property
    def exit_code(self) -> int:
        return self.report.exit_code


# =========================================================================== lines
def _split(text: str) -> tuple[list[str], list[str]]:
    """Line contents and their breaks ('' after the last line), rejoinable exactly."""
    pieces = _LINE_BREAK.split(text)
    return pieces[0::2], [*pieces[1::2], ""]


def _join(lines: list[str], breaks: list[str]) -> str:
    return "".join(line + brk for line, brk in zip(lines, breaks, strict=True))


def _scan(line: str) -> tuple[list[tuple[int, int]], int]:
    """The ``{…}`` annotations of a line (start, end) and where its comment starts.

    Quotes (talk, header values) and annotations may hold ``#`` and braces; a ``#``
    outside them starts the comment, as in the grammar.
    """
    spans: list[tuple[int, int]] = []
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch == "#":
            return spans, i
        if ch in _CLOSERS:
            closers = _CLOSERS[ch]
            i += 1
            while i < n and line[i] not in closers:
                i += 2 if line[i] == "\\" else 1
            i += 1
            continue
        if ch == "{":
            start = i
            i += 1
            while i < n and line[i] != "}":
                i += 2 if line[i] == "\\" else 1
            i = min(i + 1, n)
            spans.append((start, i))
            continue
        i += 1
    return spans, n


def _is_ours(body: str) -> bool:
    return body[1:].lstrip().startswith(MARK)


def strip_annotations(text: str) -> str:
    """Remove the referee's own annotations (with the one space before each)."""
    lines, breaks = _split(text)
    for k, line in enumerate(lines):
        if "{" not in line:
            continue
        spans, _ = _scan(line)
        for start, end in reversed(spans):
            if not _is_ours(line[start:end]):
                continue
            if start > 0 and line[start - 1] == " ":
                start -= 1
            line = line[:start] + line[end:]
        lines[k] = line
    return _join(lines, breaks)


def _insert_point(line: str) -> int:
    """End of the line's content: before a trailing comment and the blanks before it."""
    _, comment = _scan(line)
    content = line[:comment]
    return len(content.rstrip(" \t\f\v\u00a0"))


def _escape(text: str) -> str:
    text = " ".join(text.split())  # one line
    return text.replace("\\", "\\\\").replace("}", "\\}")


# =========================================================================== what to say
def _labels(cites: Iterable) -> str:
    from referee.present import cite_labels

    labels = cite_labels(cites)
    return f" [{', '.join(labels)}]" if labels else ""


def _deal_summary(deal: DealReport, lang: str, players: int = 4) -> str:
    figures = []
    for fig in Figure:
        o = deal.wager.figures.get(fig)
        if o is None:
            continue
        figures.append(
            say(
                "annotate.figure",
                lang,
                figure=say(f"report.figure.{fig.value}", lang),
                outcome=say(f"report.outcome.{o.outcome.value}", lang),
                value=o.value,
                party=party_name(o.party, players) if o.party else "",
            ).strip()
        )
    from referee.present import score_text

    text = say(
        "annotate.deal-end",
        lang,
        figures=", ".join(figures),
        points=score_text(deal.wager.points, players),
        score=score_text(deal.wager.score, players),
    )
    if deal.wager.winner is not None:
        text += "; " + say("annotate.winner", lang, party=party_name(deal.wager.winner, players))
    return text


def _deal_end_lines(report: Report, transcript: Transcript) -> list[int]:
    """The line of each deal's last event (the deal summary goes there)."""
    ends: list[int] = []
    for k, deal in enumerate(report.deals):
        line = 0
        if k < len(transcript.deals):
            events = [e for e in transcript.deals[k].events if not isinstance(e, Annotation)]
            if events:
                line = events[-1].span.end_line or events[-1].span.line
        ends.append(line or deal.span.end_line or deal.span.line)
    return ends


def notes(report: Report, transcript: Transcript, lang: str = DE) -> dict[int, list[str]]:
    """Line number -> the annotation texts for it, in order."""
    out: dict[int, list[str]] = defaultdict(list)
    ends = _deal_end_lines(report, transcript)
    fallback = max((e for e in ends if e > 0), default=0)
    for f in report.findings:
        line = f.span.line or fallback
        if line <= 0:
            continue
        kind = say(f"kind.{f.kind.value}", lang)
        out[line].append(f"{kind}: {finding_message(f, lang)}{_labels(f.cites)}")
    for d in report.disputes:
        line = d.span.line or fallback
        if line <= 0:
            continue
        verdict = render_message(d.ruling, lang)
        out[line].append(f"{say('report.verdict', lang)}: {verdict}{_labels(d.cites)}")
    for deal, end in zip(report.deals, ends, strict=True):
        if end > 0:
            out[end].append(_deal_summary(deal, lang, report.players))
    return out


def insert_annotations(text: str, by_line: dict[int, list[str]]) -> str:
    lines, breaks = _split(text)
    for number, texts in by_line.items():
        k = number - 1
        if not 0 <= k < len(lines) or not texts:
            continue
        line = lines[k]
        at = _insert_point(line)
        added = "".join(f" {{{MARK} {_escape(t)}}}" for t in texts)
        lines[k] = line[:at] + added + line[at:]
    return _join(lines, breaks)


# =========================================================================== the whole job
def annotate_text(
    text: str,
    filename: str = "<transcript>",
    rules: str | None = None,
    base_dir: Path | None = None,
    lang: str = DE,
) -> Annotated:
    """Annotate a transcript's text; raises ``AnnotateError`` when it cannot be judged
    or when the result would not parse again (then nothing must be written)."""
    from referee.notation import ParseError, parse
    from referee.present import judge_source

    clean = strip_annotations(text)
    judged = judge_source(clean, filename, base_dir, rules, lang)
    if judged.report is None or judged.transcript is None:
        raise AnnotateError(judged.errors)
    result = insert_annotations(clean, notes(judged.report, judged.transcript, lang))
    try:
        parse(result, filename)
    except ParseError as exc:  # our own fault: refuse rather than write a broken file
        raise AnnotateError(
            [f"{filename}: {say('annotate.reparse', lang)}", *str(exc).splitlines()]
        ) from exc
    return Annotated(result, judged.report)
