"""``perlagg referee FILE``: judge one transcript and show the report.

Rich text for people (plain when stdout is not a terminal or NO_COLOR is set), or the
REPORT.md JSON with ``--json``.  Exit 0 no violation, 1 violation, 2 unreadable file,
parse error or unloadable rulebook (the reasons on stderr, ``file:line:column: message``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys

from referee.messages import DE, LANGS


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="DATEI", help="das Protokoll (*.perlagg)")
    parser.add_argument(
        "--rules",
        metavar="ID|PFAD",
        help="Regelwerk: 1890, 1924, schlanders-2013 oder eine Hausregel-Datei "
        "(sonst gilt [Regeln] im Protokoll, sonst 1890)",
    )
    parser.add_argument("--json", action="store_true", help="den Bericht als JSON ausgeben")
    length = parser.add_mutually_exclusive_group()
    length.add_argument(
        "--full", action="store_true", help="jeden Beleg im Wortlaut (die JSON hat immer alle)"
    )
    length.add_argument("--brief", action="store_true", help="nur die Entscheidungen und den Stand")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="Sprache (de, en); Standard de")


def run(args: argparse.Namespace) -> int:
    from referee.present import Length, judge_path, make_console, render

    _tolerant_streams()
    judged = judge_path(args.file, args.rules, args.lang)
    if judged.report is None:
        for line in judged.errors:
            print(line, file=sys.stderr)
        return 2
    if args.json:
        json.dump(judged.report.to_json(args.lang), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        length = Length.FULL if args.full else Length.BRIEF if args.brief else Length.TABLE
        render(judged.report, make_console(), args.lang, judged.text, length)
    return judged.report.exit_code


def _tolerant_streams() -> None:
    """A console that cannot encode an umlaut must not end in a traceback."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            # ValueError/OSError: already written to, or not reconfigurable
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="replace")
