"""``perlagg analyse FILE``: the deal seen with open cards.

For each deal whose hands are all known at its start: who makes the Spiel with best
play, and each card that turned it, with the cards that would have kept it; the Spiel
bid seen with open cards; the best Gleich and Hanger each seat could show.  A deal
with unknown hands says which seats are missing.  ``--json``: docs/ANALYSIS.md.
Exit 0, or 2 when the file cannot be read or parsed (as ``perlagg referee``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from referee.cli.inputs import fail
from referee.messages import DE, LANGS

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis
    from referee.faces.common import Judged

#: ``--view``: one seat, or every seat (``ALL``)
VIEWS = ("A", "B", "C", "D", "ALL")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.file")
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.rules")
    parser.add_argument("--json", action="store_true", help="help.analyse.json")
    parser.add_argument("--lang", choices=LANGS, default=DE, help="help.lang")
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")
    add_view_arguments(parser, "help.analyse.view")
    parser.add_argument("--seed", default="", metavar="N", help="help.analyse.seed")
    parser.add_argument("--html", metavar="help.metavar.html", help="help.analyse.html")


def add_view_arguments(parser: argparse.ArgumentParser, view_help: str) -> None:
    """``--view SEAT|all`` (help: ``view_help``) and ``--samples N``: the seat's view, as
    ``analyse`` and ``annotate --analyse`` take it."""
    parser.add_argument(
        "--view",
        choices=VIEWS,
        type=str.upper,
        metavar="help.metavar.seat",
        help=view_help,
    )
    parser.add_argument(
        "--samples", type=int, default=200, metavar="N", help="help.analyse.samples"
    )


def run(args: argparse.Namespace) -> int:
    from referee.analysis.open_cards import lines, to_json
    from referee.base.shown import shown
    from referee.cli import tolerant_streams
    from referee.cli.one_file import analyses_of, read_and_judge

    tolerant_streams()
    judged = read_and_judge(args.file, args.rules, args.lang, args.stdin_filename)
    if judged.report is None:
        return fail(judged.errors)
    deals = analyses_of(judged, args.rules)
    if args.view:
        deals = _with_views(judged, deals, args)
    if args.html:
        from referee.cli.svg import write_page

        return write_page(judged, args.html, args.file, args.lang, deals)
    if args.json:
        out = {"file": judged.report.filename, "deals": [to_json(d, args.lang) for d in deals]}
        from referee.base import jsontext

        jsontext.dump(out, sys.stdout.write)
        sys.stdout.write("\n")
    else:
        for d in deals:
            print(shown("\n".join(lines(d, args.lang))))  # names from the file escaped
    return 0


def _with_views(
    judged: Judged, deals: list[DealAnalysis], args: argparse.Namespace
) -> list[DealAnalysis]:
    """``--view``: each deal's cards of the seat (or all seats) weighed from the chair."""
    from referee.analysis.seat_view import weigh_judged
    from referee.cli.inputs import STDIN
    from referee.faces.common import resolve_rules

    base = Path(judged.path).parent if judged.path != STDIN else Path.cwd()
    seats = seats_of(args.view)
    samples = max(1, args.samples)
    return weigh_judged(judged, deals, resolve_rules(args.rules), base, seats, samples, args.seed)


def seats_of(view: str) -> tuple[int, ...]:
    """The seat numbers of ``--view``: one seat, or all four (``ALL``).

    >>> seats_of("ALL"), seats_of("C")
    ((0, 1, 2, 3), (2,))
    """
    return (0, 1, 2, 3) if view == "ALL" else (VIEWS.index(view),)
