"""``perlagg check PATH…``: judge many transcripts, one line per finding (for CI).

Each line is ``file:line:col: code kind: message [1890 §13]``; the code is the rule
concern (``follow-suit`` …), ``dispute``, or an error code (``perlagg codes``).  By
default violations, scores written wrong (kind ``score``), undetermined facts and
errors are shown — an error with its source line and a caret in ``text`` —; ``--verbose``
adds rulings and notes; ``--select``/``--ignore`` take codes and kinds.  Formats:
``text``, ``github`` (workflow commands), ``json``, ``junit``, ``sarif``.  Exit 2 if
anything could not be checked, else 1 if a shown violation or wrong score remains (with
``--strict`` also an undetermined fact), else 0; ``--exit-zero`` turns 1 into 0.
``--jobs N`` judges in N processes; the output order is the order of the files,
whatever finishes first.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import sys
from collections.abc import Iterator, Sequence
from typing import IO, Any

from referee.base.record import record, replace
from referee.base.shown import safe
from referee.cli import formats
from referee.cli.codes import FAILING, Selection, known_codes, split_codes, unknown_code
from referee.cli.inputs import STDIN, collect, read_input
from referee.cli.judging import FileResult, Record, judge_one
from referee.messages import say, say_n

FORMATS = formats.FORMATS
github_command = formats.github_command  # kept for callers of the old module


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="help.metavar.path", help="help.check.paths")
    parser.add_argument("--format", choices=FORMATS, default="text", help="help.check.format")
    parser.add_argument(
        "--jobs", "-j", type=_positive, default=1, metavar="N", help="help.check.jobs"
    )
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.rules")
    parser.add_argument(
        "--select", action="append", metavar="help.metavar.codes", help="help.check.select"
    )
    parser.add_argument(
        "--ignore", action="append", metavar="help.metavar.codes", help="help.check.ignore"
    )
    parser.add_argument("--verbose", "-v", action="store_true", help="help.check.verbose")
    parser.add_argument("--quiet", "-q", action="store_true", help="help.check.quiet")
    parser.add_argument("--statistics", action="store_true", help="help.check.statistics")
    parser.add_argument("--strict", action="store_true", default=None, help="help.check.strict")
    parser.add_argument("--exit-zero", action="store_true", help="help.check.exit-zero")
    parser.add_argument(
        "--output-file", "-o", metavar="help.metavar.file", help="help.check.output-file"
    )
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")


def _positive(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.not-a-number", _lang(), value=value)) from None
    if n < 1:
        raise argparse.ArgumentTypeError(say("cli.at-least-one", _lang()))
    return n


def _lang() -> str:
    from referee.cli import current_lang

    return current_lang()


@record
class Options:
    rules: str | None
    lang: str
    selection: Selection
    strict: bool
    stdin_filename: str | None
    full: bool = False  # the whole report and the paragraphs (json, sarif), not just lines
    report: bool = False  # the report's JSON (json)
    verbose: bool = False  # also what the transcript marked as expected


def _results(files: Sequence[str], opts: Options, jobs: int) -> Iterator[FileResult]:
    on_disk = [f for f in files if f != STDIN]
    if STDIN in files:
        yield _stdin_result(opts)
    if jobs <= 1 or len(on_disk) <= 1:
        for f in on_disk:  # deal by deal; the report's JSON spooled (json)
            yield judge_one(f, opts.rules, opts.lang, full=opts.report, lazy=True, helps=opts.full)
        return
    from concurrent.futures import ProcessPoolExecutor  # only for --jobs: not at start-up

    _warm_up()  # forked workers inherit the loaded grammar and modules
    workers = min(jobs, len(on_disk))
    chunk = max(1, len(on_disk) // (workers * 4))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        # map() yields in submission order: deterministic output
        yield from pool.map(_judge_in_worker, on_disk, [opts] * len(on_disk), chunksize=chunk)


def _judge_in_worker(path: str, opts: Options) -> FileResult:
    """One file in a worker process: only what the format needs comes back (the report's
    JSON and the codes' paragraphs for json and sarif only)."""
    return judge_one(path, opts.rules, opts.lang, full=opts.full)


def _warm_up() -> None:
    """Load the parser and the referee once, before the pool forks its workers."""
    import referee.faces.common
    import referee.judge.transcript  # noqa: F401
    from referee.notation import ParseError, parse

    with contextlib.suppress(ParseError):  # only the loading matters
        parse("Runde\n", "<warm-up>")


def _stdin_result(opts: Options) -> FileResult:
    from referee.cli.inputs import Unreadable

    name = opts.stdin_filename or STDIN
    try:
        data = read_input(STDIN, opts.lang)
    except Unreadable as exc:
        return FileResult(name, (Record(0, 0, "error", "unreadable", str(exc)),))
    return judge_one(
        STDIN,
        opts.rules,
        opts.lang,
        data=data,
        display=opts.stdin_filename,
        full=opts.report,
        lazy=True,
        helps=opts.full,
    )


def run(args: argparse.Namespace) -> int:
    from referee.cli import load_config, tolerant_streams
    from referee.faces.common import resolve_rules

    tolerant_streams()
    config = load_config()
    lang = args.lang
    select = split_codes(args.select) or list(config.select) or None
    ignore = split_codes(args.ignore) or list(config.ignore)
    bad = code_mistakes(args, config, lang)
    if bad:
        for line in bad:
            print(f"perlagg check: {line}", file=sys.stderr)
        return 2
    opts = Options(
        rules=resolve_rules(args.rules or config.rules),
        lang=lang,
        selection=Selection.of(select, ignore, verbose=args.verbose or config.verbose),
        strict=bool(args.strict if args.strict is not None else config.strict),
        stdin_filename=args.stdin_filename,
        full=args.format in ("json", "sarif"),
        report=args.format == "json",
        verbose=bool(args.verbose or config.verbose),
    )
    paths = args.paths or list(config.paths)
    if not paths:
        print(f"perlagg check: {say('check.no-paths', lang)}", file=sys.stderr)
        return 2
    if args.output_file:
        try:
            with open(args.output_file, "w", encoding="utf-8", errors="replace") as out:
                return _check(paths, args, opts, out)
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            print(
                f"{args.output_file}: {say('annotate.write', lang, reason=reason)}", file=sys.stderr
            )
            return 2
    return _check(paths, args, opts, sys.stdout)


def _unknown_codes(values: Sequence[str]) -> list[str]:
    if not values:  # the common run: no --select/--ignore, no concerns.toml to read
        return []
    known = set(known_codes())
    return [v for v in values if v not in known]


def code_mistakes(args: argparse.Namespace | None, config: Any, lang: str) -> list[str]:
    """One line per unknown code, where it was written (``--select``, ``--ignore``, or
    ``select``/``ignore`` of the ``pyproject.toml``) and the known code it likely means.
    The file's lists count only where the command line gives none (as they are used)."""
    from referee.cli.config import as_written

    out: list[str] = []
    for name in ("select", "ignore"):
        given = split_codes(getattr(args, name, None))
        where = f"--{name}"
        if not given:
            given = list(getattr(config, name))
            where = f"{safe(as_written(str(config.path)))}: {name}" if config.path else name
        out += [f"{where}: {unknown_code(v, lang)}" for v in _unknown_codes(given)]
    return out


def _check(paths: Sequence[str], args: argparse.Namespace, opts: Options, out: IO[str]) -> int:
    lang = opts.lang
    collected = collect(paths, lang)
    problems = [
        FileResult(p, (Record(0, 0, "error", "unreadable", reason),))
        for p, reason in collected.problems
    ]
    if not args.quiet:
        for folder in collected.empty:
            print(say("check.no-files", lang, path=safe(folder)), file=sys.stderr)
    streamed = args.format in formats.STREAMED and not args.statistics
    shown: dict[str, list[Record]] = {}
    results: list[FileResult] = []
    for res in itertools.chain(problems, _results(collected.files, opts, args.jobs)):
        shown[res.path] = [r for r in res.records if _shows(opts, r)]
        if streamed:
            _stream(args.format, res.path, shown[res.path], out)
        elif args.format == "json":  # each file's report written at once, then dropped
            formats.write_json_item(res, shown[res.path], not results, out)
            res = replace(res, report={} if res.judged else None)
        results.append(res)
    tally = _tally(results, shown, opts.strict)
    _finish(args, results, shown, tally, out)
    if tally.errors:
        return 2
    return 0 if args.exit_zero or not tally.failing else 1


def _shows(opts: Options, r: Record) -> bool:
    """Selected, and not an expected finding (those only with --verbose)."""
    return opts.selection.shows(r.kind, r.code) and (opts.verbose or not r.expected)


@record
class Tally:
    files: int
    violations: int
    undetermined: int
    errors: int  # files that could not be checked
    failing: int  # shown records that fail the run
    expected: int = 0  # findings the transcripts marked as expected, and found
    scores: int = 0  # scores written wrong (kind ``score``)
    error_lines: int = 0  # the errors themselves: a file can have many


def _tally(results: Sequence[FileResult], shown: dict[str, list[Record]], strict: bool) -> Tally:
    every = [r for res in results for r in shown[res.path] if not r.expected]
    failing_kinds = FAILING | {"undetermined"} if strict else FAILING
    return Tally(
        files=len(results),
        violations=sum(r.kind == "violation" for r in every),
        undetermined=sum(r.kind == "undetermined" for r in every),
        errors=sum(1 for res in results if any(r.kind == "error" for r in res.records)),
        failing=sum(r.kind in failing_kinds for r in every),
        expected=sum(r.expected for res in results for r in res.records),
        scores=sum(r.kind == "score" for r in every),
        error_lines=sum(r.kind == "error" for res in results for r in res.records),
    )


def _stream(fmt: str, path: str, records: Sequence[Record], out: IO[str]) -> None:
    """One line per record; in text, under an error the source line and a caret."""
    line = formats.github_line if fmt == "github" else formats.text_line
    for r in records:
        out.write(line(path, r) + "\n")
        if r.excerpt and fmt == "text":
            out.write(r.excerpt + "\n")
    out.flush()


def _finish(
    args: argparse.Namespace,
    results: Sequence[FileResult],
    shown: dict[str, list[Record]],
    tally: Tally,
    out: IO[str],
) -> None:
    from referee import __version__

    if args.format == "json":  # the files' objects are written already
        formats.end_json_document(bool(results), out)
        out.write("\n")
    elif args.format == "junit":
        out.write(formats.junit_document(results, shown) + "\n")
    elif args.format == "sarif":
        out.write(formats.sarif_document(results, shown, __version__, args.lang) + "\n")
    if args.statistics:
        for line in formats.statistics(r for res in results for r in shown[res.path]):
            out.write(line + "\n")
    if args.quiet:
        return
    summary = _summary(tally, args.lang)
    if args.format in formats.STREAMED:
        out.write(summary + "\n")
    else:
        print(summary, file=sys.stderr)


def _summary(t: Tally, lang: str) -> str:
    """``2 Dateien geprüft: 1 Regelverstoß, 0 Fehler``; a wrong score and undetermined
    facts where there are any; errors, where there are any, with the files they are in
    (``7 Fehler in 1 Datei``: one file can hold many)."""
    parts = [say_n("check.violations", t.violations, lang)]
    if t.scores:
        parts.append(say_n("check.scores", t.scores, lang))
    if t.undetermined:
        parts.append(say_n("check.undetermined", t.undetermined, lang))
    if t.errors:
        files = say_n("check.in-files", t.errors, lang)
        parts.append(say_n("check.errors", t.error_lines, lang) + " " + files)
    else:
        parts.append(say_n("check.errors", 0, lang))
    if t.expected:
        parts.append(say_n("check.expected", t.expected, lang))
    return say_n("check.files-checked", t.files, lang) + ": " + ", ".join(parts)
