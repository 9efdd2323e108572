"""One transcript judged into plain records: what ``check`` and the pytest plugin print.

``judge_one`` never raises: an unreadable file, a parse error, a rulebook that cannot be
loaded or a fault of the referee each become error records with a code, so a run over
many files always reaches its summary.  The result is plain data (it crosses process
boundaries with ``--jobs``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from referee.cli import expected
from referee.cli.codes import DISPUTE, notation_code
from referee.cli.inputs import STDIN, Unreadable, read_input
from referee.cli.records import FileResult, Record
from referee.messages import DE, say


def judge_one(
    path: str,
    rules: str | None = None,
    lang: str = DE,
    data: bytes | None = None,
    display: str | None = None,
    full: bool = True,
) -> FileResult:
    """Read (unless ``data`` is given), parse and judge; every failure is a record.

    ``full``: also the report's JSON and each code's paragraphs (for json and sarif)."""
    name = display or path
    try:
        if data is None:
            data = read_input(path, lang)
        return _judge_bytes(data, name, _base_dir(path, display), rules, lang, full)
    except Unreadable as exc:
        return FileResult(name, (Record(0, 0, "error", "unreadable", str(exc)),))
    except Exception as exc:  # a referee bug must not end the run
        if os.environ.get("PERLAGG_DEBUG"):
            raise
        reason = f"{type(exc).__name__}: {exc}"
        message = say("cli.internal", lang, reason=reason)
        return FileResult(name, (Record(0, 0, "error", "internal", message),))


def _base_dir(path: str, display: str | None) -> Path:
    if path == STDIN:
        return Path(display).parent if display else Path.cwd()
    return Path(path).parent


def _judge_bytes(
    data: bytes, name: str, base: Path, rules: str | None, lang: str, full: bool
) -> FileResult:
    from referee.notation import ParseError, parse
    from referee.replay import judge
    from referee.rulebook import RulebookError

    try:
        transcript = parse(data, name)
    except ParseError as exc:
        return FileResult(name, tuple(_error_record(e, lang) for e in exc.errors))
    try:
        report = judge(transcript, rules, base)
    except RulebookError as exc:
        lines = exc.lines(lang) or ["?"]
        return FileResult(
            name,
            tuple(
                Record(0, 0, "error", "rulebook", say("cli.rulebook", lang, reason=m))
                for m in lines
            ),
        )
    return _from_report(report, name, lang, full, expected.expectations(transcript))


def _error_record(err: Any, lang: str) -> Record:
    first = err.parts[0][0] if err.parts else ""
    return Record(err.line, err.column, "error", notation_code(first), err.text(lang))


def _from_report(
    report: Any, name: str, lang: str, full: bool, wanted: tuple[expected.Expectation, ...]
) -> FileResult:
    from referee.report import finding_message, render_message

    records = [
        Record(
            f.span.line,
            f.span.column,
            f.kind.value,
            f.concern,
            finding_message(f, lang),
            _labels(f.cites, lang),
            _quotes(f.cites, lang),
        )
        for f in report.findings
    ]
    for d in report.disputes:
        message = say(
            "check.dispute", lang, question=d.question, ruling=render_message(d.ruling, lang)
        )
        labels = _labels(d.cites, lang)
        records.append(Record(d.span.line, d.span.column or 1, "ruling", DISPUTE, message, labels))
    records.sort(key=lambda r: (r.line, r.column))
    records = list(expected.apply(tuple(records), wanted, lang))
    if not full:
        return FileResult(name, tuple(records), {}, report.rulebook)
    helps = {f.concern: "\n\n".join(_quotes(f.cites, lang)) for f in reversed(report.findings)}
    return FileResult(name, tuple(records), report.to_json(lang), report.rulebook, helps)


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
