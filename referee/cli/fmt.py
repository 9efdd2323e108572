"""``perlagg fmt FILE… [--check] [--diff]``: transcripts in the canonical notation.

Like ``ruff format``: each line's events are written as ``render`` writes them (short
card codes, one spelling per keyword), while the lines themselves stay: blank lines,
``#`` comments (whole lines and at the end of a line) and ``{…}`` remarks are kept
where they were.  A file is only rewritten when its new text parses to the same events;
the write is atomic.  ``--check`` writes nothing and exits 1 if a file would change;
``-`` formats standard input to standard output.  A file that does not parse is left
alone, with its errors (exit 2).
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from referee.base.errors import PerlaggError
from referee.base.shown import safe_path
from referee.messages import say


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="help.metavar.path", help="help.fmt.files")
    parser.add_argument("--check", action="store_true", help="help.fmt.check")
    parser.add_argument("--diff", action="store_true", help="help.fmt.diff")


class FormatError(PerlaggError):
    """The text cannot be formatted; ``lines`` say why (``file:line:col: message``)."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = tuple(lines)
        super().__init__("\n".join(self.lines))


def format_text(text: str, filename: str = "<transcript>", lang: str = "de") -> str:
    """The canonical form of ``text``, its comments, blank lines and remarks kept.

    >>> text = "runde   # los\\ngeber: d\\n\\nA spielt Herz-As {gut so}\\n"
    >>> print(format_text(text), end="")
    Runde  # los
    Geber: D
    <BLANKLINE>
    A spielt HA {gut so}
    """
    from referee.notation import ParseError, parse

    try:
        before = parse(text, filename)
    except ParseError as exc:
        lines = (f"{e.filename}:{e.line}:{e.column}: {e.text(lang)}" for e in exc.errors)
        raise FormatError(lines) from None
    source = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    by_line = _items_by_line(before)
    out = [_line(source[n - 1], by_line.get(n, [])) for n in range(1, len(source) + 1)]
    while out and out[-1] == "":
        out.pop()
    result = "\n".join(out) + "\n" if out else ""
    try:
        after = parse(result, filename)
    except ParseError:
        after = None
    if after != before:  # never write what would change the meaning
        raise FormatError([f"{filename}: {say('fmt.unsafe', lang)}"])
    return result


def _items_by_line(transcript: Any) -> dict[int, list[Any]]:
    items: dict[int, list[Any]] = defaultdict(list)
    for item in (*transcript.headers, *transcript.preamble):
        items[item.span.line].append(item)
    for deal in transcript.deals:
        for ev in deal.events:
            items[ev.span.line].append(ev)
    return items


def _line(source: str, items: list[Any]) -> str:
    """One source line: its items rendered, then its own comment (if any)."""
    from referee.notation import render_event

    if not items:
        return source.rstrip()
    parts: list[str] = []
    for item in sorted(items, key=lambda i: i.span.column):
        if type(item).__name__ == "Annotation":
            parts.append("{" + _escape(item.text) + "}")
        else:
            parts.append(render_event(item))
    last = max(items, key=lambda i: (i.span.end_line, i.span.end_column))
    tail = (
        source[last.span.end_column - 1 :].strip() if last.span.end_line == last.span.line else ""
    )
    comment = f"  {tail}" if tail.startswith("#") else ""
    return " ".join(parts) + comment


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("}", "\\}")


def run(args: argparse.Namespace) -> int:
    from referee.cli import tolerant_streams
    from referee.cli.inputs import collect, fail

    tolerant_streams()
    found = collect(args.paths, args.lang)  # folders: every *.perlagg below them
    worst = 0
    for path, reason in found.problems:
        worst = fail([f"{path}: {reason}"])
    for path in found.files:
        worst = max(worst, _one(path, args))
    return worst


def _one(path: str, args: argparse.Namespace) -> int:
    from referee.cli.annotate import write_atomic
    from referee.cli.inputs import STDIN, Unreadable, fail, read_input

    lang = args.lang
    try:
        data = read_input(path, lang)
        text = data.decode("utf-8")
        result = format_text(text, path, lang)
    except Unreadable as exc:
        return fail([f"{path}: {exc}"])
    except UnicodeDecodeError:
        return fail([f"{path}: {say('notation.encoding', lang)}"])
    except FormatError as exc:
        return fail(exc.lines)
    if path == STDIN and not args.check:
        sys.stdout.write(result)
        return 0
    if result == text:
        return 0
    if args.diff:
        sys.stdout.writelines(
            difflib.unified_diff(text.splitlines(True), result.splitlines(True), path, path)
        )
    if args.check:
        print(say("fmt.would-change", lang, file=path))
        return 1
    write_atomic(Path(path), result.encode("utf-8"))
    print(say("fmt.changed", lang, file=safe_path(path)), file=sys.stderr)
    return 0
