"""``perlagg check PATH…``: judge many transcripts, one line per finding (for CI).

Formats: ``text`` (``file:line:col: kind: message [1890 §13]``), ``github`` (workflow
commands that GitHub shows as annotations on the lines), ``json`` (an array with one
object per file).  Exit 2 if any file could not be read or parsed (or a path does not
exist), else 1 if any file has a violation, else 0.  ``--jobs N`` judges in a process
pool; the output order is the order of the files, whatever finishes first.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.messages import DE, LANGS, say

FORMATS = ("text", "json", "github")
SUFFIX = ".perlagg"


@dataclass(frozen=True, slots=True)
class Record:
    """One output line: a finding, a dispute's ruling, or a parse error."""

    line: int
    column: int
    kind: str  # violation | ruling | undetermined | note | error
    message: str
    labels: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FileResult:
    """What one worker sends back: plain data only (reports do not pickle)."""

    path: str
    exit_code: int
    records: tuple[Record, ...] = ()
    errors: tuple[str, ...] = ()  # lines without a position ("file: message")
    report: dict[str, Any] | None = None
    violations: int = 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="+", metavar="PFAD", help="Protokolle oder Ordner (rekursiv, *.perlagg)"
    )
    parser.add_argument("--format", choices=FORMATS, default="text", help="Ausgabeformat")
    parser.add_argument(
        "--jobs", "-j", type=_positive, default=1, metavar="N", help="N Prozesse (Standard 1)"
    )
    parser.add_argument("--rules", metavar="ID|PFAD", help="Regelwerk für alle Dateien")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="Sprache (de, en)")


def _positive(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"keine Zahl: {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError("mindestens 1")
    return n


def collect(paths: Iterable[str]) -> tuple[list[str], list[str], list[str]]:
    """The files to check in a stable order, the paths that do not exist, and the
    folders without a transcript."""
    files: list[str] = []
    missing: list[str] = []
    empty: list[str] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(str(f) for f in p.rglob(f"*{SUFFIX}") if f.is_file())
            files.extend(found)
            if not found:
                empty.append(raw)
        elif p.exists():
            files.append(raw)
        else:
            missing.append(raw)
    seen: set[str] = set()
    unique = [f for f in files if not (f in seen or seen.add(f))]
    return unique, missing, empty


def check_file(path: str, rules: str | None = None, lang: str = DE) -> FileResult:
    """Judge one file into plain records (runs in a worker process with --jobs)."""
    from referee.present import cite_labels, judge_path
    from referee.report import finding_message, render_message

    judged = judge_path(path, rules, lang)
    if judged.report is None:
        records: list[Record] = []
        loose: list[str] = []
        for line in judged.errors:
            pos = _position(line, path)
            if pos is None:
                loose.append(line)
            else:
                records.append(Record(pos[0], pos[1], "error", pos[2]))
        return FileResult(path, 2, tuple(records), tuple(loose))
    report = judged.report
    recs = [
        Record(
            f.span.line,
            f.span.column,
            f.kind.value,
            finding_message(f, lang),
            tuple(cite_labels(f.cites)),
        )
        for f in report.findings
    ]
    for d in report.disputes:
        message = say(
            "check.dispute", lang, question=d.question, ruling=render_message(d.ruling, lang)
        )
        recs.append(
            Record(d.span.line, d.span.column or 1, "ruling", message, tuple(cite_labels(d.cites)))
        )
    recs.sort(key=lambda r: (r.line, r.column))
    return FileResult(
        path,
        report.exit_code,
        tuple(recs),
        report=report.to_json(lang),
        violations=len(report.violations),
    )


def _position(line: str, path: str) -> tuple[int, int, str] | None:
    """Split ``file:line:col: message`` (the file name may itself hold colons)."""
    prefix = f"{path}:"
    if not line.startswith(prefix):
        return None
    rest = line[len(prefix) :]
    parts = rest.split(":", 2)
    if len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit():
        return int(parts[0]), int(parts[1]), parts[2].strip()
    return None


def _results(files: Sequence[str], rules: str | None, lang: str, jobs: int) -> Iterator[FileResult]:
    if jobs <= 1 or len(files) <= 1:
        for f in files:
            yield check_file(f, rules, lang)
        return
    with ProcessPoolExecutor(max_workers=min(jobs, len(files))) as pool:
        # map() yields in submission order: deterministic output
        yield from pool.map(check_file, files, [rules] * len(files), [lang] * len(files))


def run(args: argparse.Namespace) -> int:
    from referee.cli.referee_cmd import _tolerant_streams
    from referee.present import resolve_rules

    _tolerant_streams()
    lang = args.lang
    files, missing, empty = collect(args.paths)
    rules = resolve_rules(args.rules)
    out = sys.stdout
    results: list[FileResult] = []
    errors = 0
    violations = 0
    for m in missing:
        _emit_loose(args.format, f"{m}: {say('cli.not-found', lang)}", m, out)
        errors += 1
    for d in empty:
        print(say("check.no-files", lang, path=d), file=sys.stderr)
    for res in _results(files, rules, lang, args.jobs):
        results.append(res)
        violations += res.violations
        if res.exit_code == 2:
            errors += 1
        if args.format == "json":
            continue
        for loose in res.errors:
            _emit_loose(args.format, loose, res.path, out)
        for r in res.records:
            out.write(_line(args.format, res.path, r) + "\n")
        out.flush()
    summary = say("check.summary", lang, files=len(files), violations=violations, errors=errors)
    if args.format == "json":
        payload = [_json(r) for r in results] + [
            {"file": m, "exit": 2, "errors": [f"{m}: {say('cli.not-found', lang)}"]}
            for m in missing
        ]
        json.dump(payload, out, ensure_ascii=False, indent=2)
        out.write("\n")
        print(summary, file=sys.stderr)
    else:
        out.write(summary + "\n")
    if errors:
        return 2
    return 1 if violations else 0


def _json(r: FileResult) -> dict[str, Any]:
    data: dict[str, Any] = {"file": r.path, "exit": r.exit_code}
    if r.report is not None:
        data["report"] = r.report
    else:
        data["errors"] = [
            f"{r.path}:{rec.line}:{rec.column}: {rec.message}" for rec in r.records
        ] + list(r.errors)
    return data


def _line(fmt: str, path: str, r: Record) -> str:
    labels = f" [{', '.join(r.labels)}]" if r.labels else ""
    if fmt == "github":
        return github_command(
            _GITHUB_LEVEL[r.kind], r.message + labels, path, r.line, r.column, r.kind
        )
    return f"{path}:{r.line}:{r.column}: {r.kind}: {r.message}{labels}"


def _emit_loose(fmt: str, line: str, path: str, out: Any) -> None:
    if fmt == "github":
        out.write(github_command("error", line, path) + "\n")
    elif fmt == "text":
        head, _, msg = line.partition(": ")
        out.write(f"{head}: error: {msg}\n" if msg else f"{line}\n")
    # json: reported in the array


# --- GitHub workflow commands -------------------------------------------------------------
_GITHUB_LEVEL = {
    "violation": "error",
    "error": "error",
    "undetermined": "warning",
    "ruling": "notice",
    "note": "notice",
}


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_command(
    level: str,
    message: str,
    path: str,
    line: int = 0,
    column: int = 0,
    title: str | None = None,
) -> str:
    """``::error file=…,line=…,col=…,title=…::message``, escaped as GitHub requires."""
    props = [f"file={_escape_property(path)}"]
    if line > 0:
        props.append(f"line={line}")
        if column > 0:
            props.append(f"col={column}")
    if title:
        props.append(f"title={_escape_property('perlagg ' + title)}")
    return f"::{level} {','.join(props)}::{_escape_data(message)}"
