"""``perlagg referee FILE``: judge one transcript and show the report.

Rich text for people (plain when stdout is not a terminal or NO_COLOR is set), or the
the JSON of docs/report.md with ``--json``; ``--html OUT`` also writes the page, and with
``--page-only`` only the page (written deal by deal, nothing on standard output).  Exit 0
no violation, 1 violation, 2 unreadable file, parse error, unloadable rulebook or a page
that cannot be written (the reasons on stderr, ``file:line:column: message``).
"""

from __future__ import annotations

import argparse
import codecs
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from referee.cli import tolerant_streams
from referee.cli.inputs import STDIN, Unreadable, fail, folder_of, read_input
from referee.cli.one_file import analyses_of, read_and_judge
from referee.messages import DE, LANGS, say

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis
    from referee.faces.json import SpooledReport, WholeReport
    from referee.faces.terminal_deals import Drawn
    from referee.judge.transcript import Judging
    from referee.model.events import Transcript


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.file")
    parser.add_argument(
        "--rules",
        metavar="help.metavar.rules",
        help="help.rules",
    )
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="help.json")
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--full", action="store_true", help="help.full")
    length.add_argument("--brief", action="store_true", help="help.brief")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="help.lang")
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")
    parser.add_argument("--html", metavar="help.metavar.html", help="help.html")
    shown.add_argument("--page-only", action="store_true", help="help.referee.page-only")
    parser.add_argument("--analyse", action="store_true", help="help.referee.analyse")


def run(args: argparse.Namespace) -> int:
    tolerant_streams()
    if args.page_only and not args.html:
        return fail([say("referee.page-only-without-html", args.lang)])
    if args.page_only and not args.analyse:
        return _page_by_deal(args)
    if args.json and not args.analyse and not args.html:
        return _json_by_deal(args.file, args.rules, args.lang, args.stdin_filename)
    if not (args.json or args.analyse or args.html):
        return _text_by_deal(args)
    page = None
    if args.html and not args.analyse:  # the page written as the deals are judged
        from referee.cli.svg import PageWatch

        page = PageWatch(args.html, args.file, args.lang, full=args.full)
    judged = read_and_judge(args.file, args.rules, args.lang, args.stdin_filename, page)
    if judged.report is None:
        return fail(judged.errors)
    analyses = analyses_of(judged, args.rules) if args.analyse else None  # once per deal
    if page is not None and page.finish(judged):
        return 2
    if args.html and page is None:
        from referee.cli.svg import write_page

        if write_page(judged, args.html, args.file, args.lang, analyses, full=args.full):
            return 2
    if args.json:
        from referee.faces.json import report_to_json

        data = report_to_json(judged.report, args.lang, lazy=True)
        if analyses is not None:
            data["deals"] = _with_analyses(data["deals"], analyses, args.lang)
        from referee.base.jsontext import dump

        dump(data, sys.stdout.write)  # json.dumps(indent=2)'s text, in big pieces
        sys.stdout.write("\n")
    elif not args.page_only:  # rich is loaded only here
        from referee.faces.common import Length
        from referee.faces.terminal import make_console, render, render_analysis

        length = Length.FULL if args.full else Length.BRIEF if args.brief else Length.TABLE
        console = make_console()
        render(judged.report, console, args.lang, judged.text, length)
        if analyses is not None:
            render_analysis(analyses, console, args.lang)
    return judged.report.exit_code


def _page_by_deal(args: argparse.Namespace) -> int:
    """``--html OUT --page-only``: the page written deal by deal as the transcript is
    judged (``PageWatch.alone``), nothing on standard output, the whole report neither
    gathered nor drawn; the exit code that of the run without ``--page-only``."""
    from referee.cli.svg import PageWatch
    from referee.faces.common import judge_by_deal, resolve_rules

    read = _read(args.file, args.lang, args.stdin_filename)
    if isinstance(read, int):
        return read
    shown, data = read
    base, rules = folder_of(shown), resolve_rules(args.rules)
    text = data.decode("utf-8", errors="replace")  # as judge_source decodes it
    page = PageWatch(args.html, args.file, args.lang, full=args.full)
    code, errors = judge_by_deal(
        data, shown, base, args.rules, args.lang, lambda t, j: page.alone(t, j, text, rules, base)
    )
    return fail(errors) if code is None else code


def _json_by_deal(name: str, rules: str | None, lang: str, stdin_filename: str | None) -> int:
    """``--json``: the report's JSON from the transcript judged deal by deal
    (``jsonreport.spool_report``), written once it is complete; the whole report is
    judged only for a transcript whose findings come out of line order."""
    from referee.faces.common import judge_by_deal

    read = _read(name, lang, stdin_filename)
    if isinstance(read, int):
        return read
    shown, data = read
    base = folder_of(shown)
    spooled, errors = judge_by_deal(data, shown, base, rules, lang, _ReportJson(lang, rules, base))
    if spooled is None:
        return fail(errors)
    _write_out(spooled)
    return spooled.exit_code


def _text_by_deal(args: argparse.Namespace) -> int:
    """The terminal report drawn deal by deal as the transcript is judged
    (``terminal_deals.render_judging``), the whole report never gathered; printed once
    every deal is drawn.  Where a finding came for a deal already drawn, the whole report
    is judged and drawn (``render``): the same text either way."""
    from referee.faces.common import Length, judge_by_deal, judge_source, resolve_rules
    from referee.faces.terminal import make_console, render
    from referee.faces.terminal_deals import render_judging

    read = _read(args.file, args.lang, args.stdin_filename)
    if isinstance(read, int):
        return read
    shown, data = read
    base, lang = folder_of(shown), args.lang
    length = Length.FULL if args.full else Length.BRIEF if args.brief else Length.TABLE
    console = make_console()
    text = data.decode("utf-8", errors="replace")  # as judge_source decodes it

    def draw(transcript: Transcript, judging: Judging) -> Drawn | None:
        return render_judging(transcript, judging, console, lang, text, length)

    drawn, errors = judge_by_deal(data, shown, base, args.rules, lang, draw)
    if errors:
        return fail(errors)
    if drawn is not None:
        drawn.print_to(console.file)  # a closed pipe is main's to handle
        return drawn.exit_code
    judged = judge_source(data, shown, base, resolve_rules(args.rules), lang)
    if judged.report is None:
        return fail(judged.errors)
    render(judged.report, console, lang, judged.text, length)
    return judged.report.exit_code


def _read(name: str, lang: str, stdin_filename: str | None) -> tuple[str, bytes] | int:
    """The name a file is reported by (standard input: ``stdin_filename``) and its bytes,
    read within the limits of ``referee.cli.inputs``; or 2, the reason said on stderr."""
    shown = (stdin_filename or STDIN) if name == STDIN else name
    try:
        return shown, read_input(name, lang)
    except Unreadable as exc:
        return fail([f"{shown}: {exc}"])


def _write_out(spooled: SpooledReport | WholeReport) -> None:
    """``json.dumps(indent=2)``'s text on standard output, in big pieces: as bytes where
    it writes UTF-8 (the spooled items as kept), else as text."""
    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    if buffer is None or codecs.lookup(out.encoding or "ascii").name != "utf-8":
        spooled.write(out.write)
        out.write("\n")
        return
    out.flush()
    errors = out.errors or "strict"
    spooled.write(lambda text: buffer.write(text.encode("utf-8", errors)), raw=buffer.write)
    buffer.write(b"\n")
    buffer.flush()


class _ReportJson:
    """What ``judge_by_deal`` hands the judged transcript to: its report's JSON."""

    def __init__(self, lang: str, rules: str | None, base: str) -> None:
        self.lang, self.rules, self.base = lang, rules, base

    def __call__(self, transcript: Transcript, judging: Judging) -> SpooledReport | WholeReport:
        from referee.faces.common import resolve_rules
        from referee.faces.json import report_json

        return report_json(transcript, judging, self.lang, resolve_rules(self.rules), self.base)


def _with_analyses(
    deals: Iterable[dict[str, Any]], analyses: Sequence[DealAnalysis], lang: str
) -> Iterator[dict[str, Any]]:
    """Each deal's JSON with its analysis (``--analyse``)."""
    from referee.analysis.open_cards import to_json

    for deal, a in zip(deals, analyses, strict=True):
        yield {**deal, "analysis": to_json(a, lang)}
