"""``perlagg parse FILE``: read a transcript and show its events, or all its errors.

Exit 0 with one event per line (``line:column``, the kind, the canonical notation), or
exit 2 with every error on standard error as ``file:line:column: message`` followed by
the source line and a caret.  Unreadable input (missing file, a directory, a FIFO or
device, no permission, too large) is also exit 2 with one sentence, never a traceback.
"""

from __future__ import annotations

import argparse
import sys

from referee.base.shown import safe, safe_path
from referee.cli import tolerant_streams
from referee.cli.inputs import Unreadable, read_input
from referee.model.events import Event, Header, Transcript
from referee.notation import ParseError, parse, render_event

EXIT_OK, EXIT_ERROR = 0, 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.parse.file")


def lines_of(transcript: Transcript) -> list[str]:
    """The readable listing: ``line:col  Kind  canonical notation``."""
    items: list[Event | Header] = [*transcript.headers, *transcript.preamble]
    for deal in transcript.deals:
        items.extend(deal.events)
    out = []
    for item in items:
        span = item.span
        kind = "Header" if isinstance(item, Header) else type(item).__name__
        # whatever the user wrote, one printable line (no terminal escapes)
        line = render_event(item, transcript.language)
        out.append(f"{span.line}:{span.column}\t{kind}\t{safe(line)}")
    return out


def run(args: argparse.Namespace) -> int:
    name: str = args.file
    tolerant_streams("backslashreplace")  # the events are data: every character kept
    try:
        data = read_input(name, args.lang)
    except Unreadable as exc:
        print(f"perlagg: {safe_path(name)}: {safe(str(exc))}", file=sys.stderr)
        return EXIT_ERROR
    try:
        transcript = parse(data, filename=name)
    except ParseError as err:
        print(err.format(args.lang), file=sys.stderr)
        return EXIT_ERROR
    out = "\n".join(lines_of(transcript))
    if out:
        print(out)
    return EXIT_OK
