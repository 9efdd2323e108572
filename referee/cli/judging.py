"""One transcript judged into plain records: what ``check`` and the pytest plugin print.

``judge_one`` never raises: an unreadable file, a parse error, a rulebook that cannot be
loaded or a fault of the referee each become error records with a code, so a run over
many files always reaches its summary.  The result is plain data (it crosses process
boundaries with ``--jobs``).
"""

from __future__ import annotations

import os
from typing import Any

from referee.cli import expected
from referee.cli.codes import DISPUTE, kind_of, notation_code
from referee.cli.inputs import STDIN, Unreadable, folder_of, read_input
from referee.cli.records import FileResult, Record
from referee.messages import DE, say

# judge_one and the records it returns (defined in referee.cli.records)
__all__ = ["FileResult", "Record", "judge_one"]


def judge_one(
    path: str,
    rules: str | None = None,
    lang: str = DE,
    data: bytes | None = None,
    display: str | None = None,
    full: bool = True,
    lazy: bool = False,
    helps: bool = False,
) -> FileResult:
    """Read (unless ``data`` is given), parse and judge; every failure is a record.

    ``full``: also the report's JSON and each code's paragraphs (for json and sarif);
    ``lazy``: the report's JSON spooled as the file is judged deal by deal, written by
    ``formats.write_json_item`` (``jsonreport``; not across processes); ``helps``: each
    code's paragraphs without the report (sarif)."""
    name = display or path
    try:
        if data is None:
            data = read_input(path, lang)
        base = _base_dir(path, display)
        return _judge_bytes(data, name, base, rules, lang, (full, lazy, helps))
    except Unreadable as exc:
        return FileResult(name, (Record(0, 0, "error", "unreadable", str(exc)),))
    except Exception as exc:  # a referee bug must not end the run
        if os.environ.get("PERLAGG_DEBUG"):
            raise
        reason = f"{type(exc).__name__}: {exc}"
        message = say("cli.internal", lang, reason=reason)
        return FileResult(name, (Record(0, 0, "error", "internal", message),))


def _base_dir(path: str, display: str | None) -> str:
    """Where the transcript's relative paths start (standard input: as if ``display``)."""
    if path == STDIN:
        return folder_of(display) if display else os.getcwd()
    return folder_of(path)


def _judge_bytes(
    data: bytes, name: str, base: str, rules: str | None, lang: str, how: tuple[bool, ...]
) -> FileResult:
    from referee.notation import ParseError, parse
    from referee.rules import RulebookError

    try:
        transcript = parse(data, name)
    except ParseError as exc:
        return FileResult(name, tuple(_error_record(e, lang) for e in exc.errors))
    try:
        full, lazy, helps = how
        if full and lazy:
            return _spooled(transcript, name, base, rules, lang)
        if full:
            from referee.judge.transcript import judge

            report = judge(transcript, rules, base)
            return _from_report(report, name, lang, expected.expectations(transcript), False)
        return _deal_by_deal(transcript, name, base, rules, lang, helps)
    except RulebookError as exc:
        lines = exc.lines(lang) or ["?"]
        return FileResult(
            name,
            tuple(
                Record(0, 0, "error", "rulebook", say("cli.rulebook", lang, reason=m))
                for m in lines
            ),
        )


def _error_record(err: Any, lang: str) -> Record:
    first = err.parts[0][0] if err.parts else ""
    excerpt = err.format(lang).partition("\n")[2]  # the line and its caret, printable
    return Record(
        err.line, err.column, "error", notation_code(first), err.text(lang), excerpt=excerpt
    )


def _deal_by_deal(
    transcript: Any, name: str, base: str, rules: str | None, lang: str, helps: bool = False
) -> FileResult:
    """The records of a transcript judged one deal at a time: each deal's findings
    become records and are dropped (``replay.judge_deals``), so only the records, never
    the whole report, are held.  The same records as from the report, in its order;
    ``helps``: also each code's paragraphs (as ``_from_report`` gives them)."""
    from referee.judge.transcript import judge_deals

    judging = judge_deals(transcript, rules, base)
    words = _Words(lang)
    found = [words.record(f) for f in judging.opening]
    disputes: list[Record] = []
    for piece in judging.deals:
        found.extend(words.record(f) for f in piece.findings)
        disputes.extend(words.dispute(d) for d in piece.disputes)
    found.sort(key=lambda r: (r.line, r.column))  # the report's order
    rules_of = _helps(found) if helps else {}
    records = _in_order([*found, *disputes], expected.expectations(transcript), lang)
    return FileResult(name, records, {}, judging.rulebook, rules_of)


def _spooled(transcript: Any, name: str, base: str, rules: str | None, lang: str) -> FileResult:
    """The records and the report's JSON spooled (``jsonreport``) from a transcript
    judged deal by deal; the whole report where its findings come out of line order."""
    from referee.faces.json import spool_report
    from referee.judge.transcript import judge, judge_deals

    words = _Words(lang)
    found: list[Record] = []
    disputes: list[Record] = []
    judging = judge_deals(transcript, rules, base)
    spooled = spool_report(
        judging,
        lang,
        lambda f: found.append(words.record(f)),
        lambda d: disputes.append(words.dispute(d)),
    )
    wanted = expected.expectations(transcript)
    if spooled is None:
        return _from_report(judge(transcript, rules, base), name, lang, wanted, True)
    records = _in_order([*found, *disputes], wanted, lang)
    return FileResult(name, records, spooled, judging.rulebook, _helps(found))


def _helps(found: list[Record]) -> dict[str, str]:
    """Each code's paragraphs, from its first finding in the report's order (SARIF)."""
    helps: dict[str, str] = {}
    for r in found:
        helps.setdefault(r.code, "\n\n".join(r.quotes))
    return helps


def _from_report(
    report: Any, name: str, lang: str, wanted: tuple[expected.Expectation, ...], lazy: bool
) -> FileResult:
    """The records, the report's JSON and each code's paragraphs (json and sarif)."""
    words = _Words(lang)
    found = [words.record(f) for f in report.findings]
    records = _in_order([*found, *(words.dispute(d) for d in report.disputes)], wanted, lang)
    helps = {f.concern: "\n\n".join(_quotes(f.cites, lang)) for f in reversed(report.findings)}
    from referee.faces.json import report_to_json

    return FileResult(name, records, report_to_json(report, lang, lazy), report.rulebook, helps)


def _in_order(
    records: list[Record], wanted: tuple[expected.Expectation, ...], lang: str
) -> tuple[Record, ...]:
    """By line and column (a stable sort: the findings in the order found, then the
    disputes), the expected ones marked."""
    records.sort(key=lambda r: (r.line, r.column))
    return expected.apply(tuple(records), wanted, lang)


class _Words:
    """A file's findings and disputes as records, in the reader's language.

    The labels and quotes of a set of citations are made once per file and shared by
    every record that cites it (a file with thousands of findings cites a few dozen
    texts: one copy each, not one per finding)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._labels: dict[tuple[Any, ...], tuple[str, ...]] = {}
        self._quotes: dict[tuple[Any, ...], tuple[str, ...]] = {}

    def record(self, f: Any) -> Record:
        from referee.model.report import finding_message

        lang = self.lang
        labels = self._labels.get(f.cites)
        if labels is None:
            labels = self._labels[f.cites] = _labels(f.cites, lang)
        quotes = self._quotes.get(f.cites)
        if quotes is None:
            quotes = self._quotes[f.cites] = _quotes(f.cites, lang)
        message = finding_message(f, lang)
        kind = kind_of(f.kind.value, f.key)
        return Record(f.span.line, f.span.column, kind, f.concern, message, labels, quotes)

    def dispute(self, d: Any) -> Record:
        from referee.model.report import render_message

        lang = self.lang
        ruling = render_message(d.ruling, lang)
        message = say("check.dispute", lang, question=d.question, ruling=ruling)
        labels = self._labels.get(d.cites)
        if labels is None:
            labels = self._labels[d.cites] = _labels(d.cites, lang)
        return Record(d.span.line, d.span.column or 1, "ruling", DISPUTE, message, labels)


def _labels(cites: Any, lang: str) -> tuple[str, ...]:
    """Distinct short labels in order: ``1890 §13``, ``1890 S. 67``, ``1890 Auslegung x``."""
    out: list[str] = []
    for c in cites:
        if c.label_in(lang) not in out:
            out.append(c.label_in(lang))
    return tuple(out)


def _quotes(cites: Any, lang: str) -> tuple[str, ...]:
    """Each distinct cited text once: ``1890 §13: <verbatim>`` (an interpretation says so)."""
    out: list[str] = []
    for c in cites:
        text = f"{c.label_in(lang)}: {c.text_in(lang)}"
        if text not in out:
            out.append(text)
    return tuple(out)
