"""``perlagg svg FILE [--deal N] [--trick K] [-o OUT.svg]``: one diagram of a deal.

Without ``--trick`` the four (or two) hands around the table, with the dealer, the
cutter, the turned card and the exchange; with ``--trick K`` that trick and who took it.
``--deal N`` counts the deals of the file from 1 (the default).  The SVG goes to
standard output or to ``-o``; the same input gives the same bytes.  Exit 0 when the
picture was made, 2 when the file cannot be read or parsed, or has no such deal/trick.

This module also writes the page of ``perlagg referee FILE --html OUT.html``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from referee.cli.inputs import fail, same_file
from referee.messages import DE, LANGS, say

if TYPE_CHECKING:  # the commands load their modules only when run
    from collections.abc import Sequence

    from referee.analysis import DealAnalysis
    from referee.present import Judged


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.file")
    parser.add_argument("--deal", metavar="N", type=int, default=1, help="help.svg.deal")
    parser.add_argument("--trick", metavar="K", type=int, help="help.svg.trick")
    parser.add_argument("-o", "--output", metavar="help.metavar.svg", help="help.svg.output")
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.rules")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="help.lang")
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")


def run(args: argparse.Namespace) -> int:
    from referee import svg
    from referee.cli.referee_cmd import _tolerant_streams, read_and_judge

    _tolerant_streams()
    lang = args.lang
    judged = read_and_judge(args.file, args.rules, lang, args.stdin_filename)
    if judged.report is None:
        return fail(judged.errors)
    report = judged.report
    count = len(report.deals)
    if not 1 <= args.deal <= count:
        return fail([f"{args.file}: {say('svg.no-deal', lang, deal=args.deal, count=count)}"])
    if args.trick is None:
        picture = svg.deal_svg(report, args.deal, lang)
    else:
        tricks = [t.number for t in report.deals[args.deal - 1].play.tricks]
        if args.trick not in tricks:
            text = say("svg.no-trick", lang, deal=args.deal, trick=args.trick, count=len(tricks))
            return fail([f"{args.file}: {text}"])
        picture = svg.trick_svg(report, args.deal, args.trick, lang)
    return _write(picture + "\n", args.output, args.file, lang)


def _write(text: str, output: str | None, source: str, lang: str) -> int:
    """To standard output, or to ``output``, which may never be the transcript itself."""
    if not output or output == "-":
        sys.stdout.write(text)
        return 0
    if same_file(Path(source), Path(output)):
        return fail([f"{output}: {say('svg.same-file', lang)}"])
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as exc:
        return fail([f"{output}: {say('svg.write', lang, reason=exc.strerror or exc)}"])
    return 0


def write_page(
    judged: Judged,
    output: str,
    source: str,
    lang: str = DE,
    analyses: Sequence[DealAnalysis] | None = None,
) -> int:
    """``perlagg referee FILE --html OUT``: the page of a judged file (with ``analyses``:
    the deal seen with open cards, ``--analyse``); 0 written, 2 not."""
    from referee.html import render_page

    if judged.report is None:
        return 2
    if output == "-":  # standard output carries the report itself
        return fail([f"--html -: {say('svg.html-stdout', lang)}"])
    return _write(render_page(judged.report, lang, judged.text, analyses), output, source, lang)
