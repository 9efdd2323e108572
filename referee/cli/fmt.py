"""``perlagg fmt FILE… [--check] [--diff]``: transcripts in the canonical layout.

Like ``ruff format``: the layout is normalised (``referee.notation.layout``: blanks,
card spelling, line heads, one header tag to a line in the documented order), while
what the writer said stays as written — the players' names, the words of speech and
their punctuation, blank lines, ``#`` comments and ``{…}`` remarks, the byte-order mark
and the line ending.  A file is only rewritten when its new text parses to the same
events (its header tags aside, which may move) and keeps every comment; the write is
atomic.
``--check`` and ``--diff`` write nothing and exit 1 if a file would change (``--diff``
prints the unified diff); ``-`` formats standard input to standard output.  A file that
does not parse is left alone, with its errors (exit 2).
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from referee.base.errors import PerlaggError
from referee.base.lines import LINE_BREAK
from referee.base.shown import safe, safe_path
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
    """``text`` in the canonical layout (``referee.notation.layout``): its words, names,
    comments, remarks, byte-order mark and line ending kept.

    >>> text = '[B "Süß"]\\nrunde   # los\\ngeber: d\\n\\nSüß spielt Herz-As {gut so}\\n'
    >>> print(format_text(text), end="")
    [B "Süß"]
    Runde  # los
    Geber: D
    <BLANKLINE>
    Süß spielt HA {gut so}
    """
    from referee.notation import ParseError, parse
    from referee.notation.header_order import in_header_order
    from referee.notation.layout import comments, layout

    try:
        before = parse(text, filename)
    except ParseError as exc:
        lines = (f"{e.filename}:{e.line}:{e.column}: {e.text(lang)}" for e in exc.errors)
        raise FormatError(lines) from None
    result = layout(text)
    try:
        after = parse(result, filename)
    except ParseError:
        after = None
    if after is not None:
        before, after = in_header_order(before), in_header_order(after)
    if after != before or sorted(comments(result)) != sorted(comments(text)):
        # never change the meaning, never lose a comment (the header's may move)
        raise FormatError([f"{safe(filename)}: {say('fmt.unsafe', lang)}"])
    return result


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
    if path == STDIN and not (args.check or args.diff):
        sys.stdout.write(result)
        return 0
    if result == text:
        return 0
    if args.diff:
        sys.stdout.writelines(unified_diff(text, result, path))
    if args.check or args.diff:
        if args.check:
            print(say("fmt.would-change", lang, file=safe(path)))
        return 1
    write_atomic(Path(path), result.encode("utf-8"))
    print(say("fmt.changed", lang, file=safe_path(path)), file=sys.stderr)
    return 0


def unified_diff(before: str, after: str, path: str) -> Iterator[str]:
    r"""The change as a unified diff, one printable line each (a ``\r`` shown as such).

    >>> print("".join(unified_diff("Runde\r\ngeber: D\r\n", "Runde\r\nGeber: D\r\n", "g")))
    --- g
    +++ g
    @@ -1,2 +1,2 @@
     Runde\r
    -geber: D\r
    +Geber: D\r
    <BLANKLINE>
    """

    lines = difflib.unified_diff(_lines(before), _lines(after), safe(path), safe(path), lineterm="")
    return (safe(line) + "\n" for line in lines)


def _lines(text: str) -> list[str]:
    """The lines as the parser splits them, each with its ending but ``\n``."""
    lines, start = [], 0
    for m in LINE_BREAK.finditer(text):
        lines.append(text[start : m.end()].removesuffix("\n"))
        start = m.end()
    return [*lines, text[start:]] if start < len(text) else lines
