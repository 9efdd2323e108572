"""``perlagg svg FILE [--deal N] [--trick K] [-o OUT.svg]``: one diagram of a deal.

Without ``--trick`` the four (or two) hands around the table, with the dealer, the
cutter, the turned card and the exchange; with ``--trick K`` that trick and who took it.
``--deal N`` is the transcript's deal number (its ``Runde N`` line; an unnumbered deal
counts by its place in the file), 1 by default; a deal played after the match was over
is not judged and has no picture.  The SVG goes to
standard output or to ``-o``; the same input gives the same bytes.  Exit 0 when the
picture was made, 2 when the file cannot be read or parsed, or has no such deal/trick.

This module also writes the page of ``perlagg referee FILE --html OUT.html``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING

from referee.cli.inputs import fail, same_file
from referee.messages import DE, LANGS, say

if TYPE_CHECKING:  # the commands load their modules only when run
    from collections.abc import Callable, Sequence

    from referee.analysis.open_cards import DealAnalysis
    from referee.faces.common import Judged
    from referee.judge.transcript import Judging
    from referee.model.events import Transcript


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.file")
    parser.add_argument("--deal", metavar="N", type=int, default=1, help="help.svg.deal")
    parser.add_argument("--trick", metavar="K", type=int, help="help.svg.trick")
    parser.add_argument("-o", "--output", metavar="help.metavar.svg", help="help.svg.output")
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.rules")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="help.lang")
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")


def run(args: argparse.Namespace) -> int:
    from referee.cli import tolerant_streams
    from referee.cli.one_file import read_and_judge
    from referee.faces import svg

    tolerant_streams()
    lang = args.lang
    judged = read_and_judge(args.file, args.rules, lang, args.stdin_filename)
    if judged.report is None:
        return fail(judged.errors)
    report = judged.report
    index = deal_index(judged, args.deal)
    if isinstance(index, str):
        return fail([f"{args.file}: {_no_deal(judged, args.deal, index, lang)}"])
    if args.trick is None:
        picture = svg.deal_svg(report, index, lang)
    else:
        tricks = [t.number for t in report.deals[index - 1].play.tricks]
        if args.trick not in tricks:
            text = say("svg.no-trick", lang, deal=args.deal, trick=args.trick, count=len(tricks))
            return fail([f"{args.file}: {text}"])
        picture = svg.trick_svg(report, index, args.trick, lang)
    return _write(picture + "\n", args.output, args.file, lang)


def deal_index(judged: Judged, number: int) -> int | str:
    """The report's index (from 1) of the transcript's deal ``number`` — the deal whose
    ``Runde`` line says it, else the ``number``-th deal of the file where that one has no
    number; ``"missing"`` when the transcript has none such, ``"after-end"`` when it has
    it but the match was over before it (the report judges no deal after the end)."""
    assert judged.report is not None and judged.transcript is not None
    deals = judged.transcript.deals
    wanted = next((d for d in deals if d.number == number), None)
    if wanted is None and 1 <= number <= len(deals) and deals[number - 1].number is None:
        wanted = deals[number - 1]
    if wanted is None:
        return "missing"
    spans = [d.span for d in judged.report.deals]
    return spans.index(wanted.span) + 1 if wanted.span in spans else "after-end"


def _no_deal(judged: Judged, number: int, why: str, lang: str) -> str:
    if why == "after-end":
        return say("svg.deal-after-end", lang, deal=number)
    assert judged.transcript is not None
    deals = judged.transcript.deals
    numbers = [d.number if d.number is not None else k for k, d in enumerate(deals, 1)]
    return say("svg.no-deal", lang, deal=number, numbers=_runs(numbers))


def _runs(numbers: Sequence[int]) -> str:
    """``1–4, 7``: the numbers in runs (a transcript may have many deals).

    >>> _runs([1, 2, 3, 4, 7]), _runs([5]), _runs([])
    ('1–4, 7', '5', '–')
    """
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs) or "–"


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
    *,
    full: bool = False,
) -> int:
    """``perlagg referee FILE --html OUT``: the page of a judged file (with ``analyses``:
    the deal seen with open cards, ``--analyse``; ``full``: every text unfolded), written
    to ``output`` deal by deal, never whole in memory; 0 written, 2 not."""
    from referee.faces.html import write_page as page_to

    if judged.report is None:
        return 2
    refused = _refused(output, source, lang)
    if refused:
        return refused
    report = judged.report
    return _to_file(
        output, lang, lambda write: page_to(report, write, lang, judged.text, analyses, full=full)
    )


def _refused(output: str, source: str, lang: str) -> int:
    """2 (said on stderr) where the page cannot go to ``output``, else 0."""
    if output == "-":  # standard output carries the report itself
        return fail([f"--html -: {say('svg.html-stdout', lang)}"])
    if same_file(Path(source), Path(output)):
        return fail([f"{output}: {say('svg.same-file', lang)}"])
    return 0


def _to_file(output: str, lang: str, draw: Callable[[Callable[[str], object]], object]) -> int:
    """``draw`` handed the writer of ``output``; 0 written, 2 not (said on stderr)."""
    try:
        with open(output, "w", encoding="utf-8") as out:
            draw(out.write)
    except OSError as exc:
        return fail([f"{output}: {say('svg.write', lang, reason=exc.strerror or exc)}"])
    return 0


class PageWatch:
    """``perlagg referee FILE --html OUT`` without ``--analyse``: the page written from
    the deals as they are judged (``faces.html.write_judged_page``: the page never holds
    the whole report), handed to ``read_and_judge`` as its ``watch``.  ``code`` is then
    0 (written), 2 (not: said on stderr), or None: a finding came out of line order,
    and ``finish`` writes the page of the whole report.  ``verdict`` is the page's exit
    code once it is written (1: a violation), what ``--page-only`` exits with."""

    def __init__(self, output: str, source: str, lang: str = DE, *, full: bool = False) -> None:
        self.output, self.source, self.lang, self.full = output, source, lang, full
        self.code: int | None = 2
        self.verdict: int | None = None

    def __call__(self, transcript: Transcript, judging: Judging, text: str) -> None:
        from referee.faces.html import write_judged_page

        self.code = _refused(self.output, self.source, self.lang)
        if self.code:
            return
        out = _OpenedLate(self.output)
        try:
            drawn = write_judged_page(
                transcript, judging, out.write, self.lang, text, full=self.full
            )
        except OSError as exc:
            self.code = fail(
                [f"{self.output}: {say('svg.write', self.lang, reason=exc.strerror or exc)}"]
            )
            return
        finally:
            out.close()
        self.code, self.verdict = (None, None) if drawn is None else (0, drawn)

    def alone(
        self, transcript: Transcript, judging: Judging, text: str, rules: str | None, base: str
    ) -> int:
        """``--page-only``: the page written as the deals are judged, and the exit code of
        the ordinary run (0, 1 a violation, 2 the page could not go).  Where a finding
        came out of line order the transcript is judged whole (under ``rules``, its
        paths from ``base``) and the whole report's page written."""
        self(transcript, judging, text)
        if self.code is None:
            from referee.faces.common import Judged
            from referee.judge.transcript import judge

            report = judge(transcript, rules, base)
            whole = Judged(transcript.filename, report=report, transcript=transcript, text=text)
            return self.finish(whole) or report.exit_code
        return self.code or self.verdict or 0

    def finish(self, judged: Judged) -> int:
        """0 the page is written, 2 not (the judging failed, or the page could not go)."""
        if judged.report is None:
            return 2
        if self.code is None:
            return write_page(judged, self.output, self.source, self.lang, full=self.full)
        return self.code


class _OpenedLate:
    """A file opened at its first write: the page's head is written once every deal is
    judged, so a judging that fails leaves no file behind."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.file: IO[str] | None = None

    def write(self, text: str) -> None:
        if self.file is None:
            self.file = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 (closed by close)
        self.file.write(text)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
