"""Benchmark throughput against a yardstick: ``python tests/benchmarks/bench_throughput.py``.

Two corpora: the speed issue's own (``one_deal_repeated``: one fully played, lawful
deal again and again under a target nobody reaches — what the goal is measured on) and
the harder random one (``corpus``: a different deal each time, bids and answers, play
that breaks the rules, ~20 findings and ~50 KB of JSON a deal).

The yardstick is a plain Lark LALR parse to a tree of the same corpus with a minimal
grammar for the notation: a transcript is lines, a line is words, cards, numbers,
quoted strings and punctuation, comments and remarks are skipped.  That is the least any
reader of this notation must do.  Side by side, interleaved, the script times the whole
referee (parse, replay under 1890, JSON report written to a string, with the command's
collector settings), the same as the command does it (judged deal by deal, the JSON
spooled as judged) and the parse alone, and prints the medians of wall and CPU time and
their ratios (the speed issue's goal: the whole within 1.6×; on a machine shared with
other work the CPU ratio is the steadier one).  Then it prints the
seconds per 1,000 deals at 1k, 4k and 16k deals of each face — the JSON report, the
text report, annotate and check — which stay flat where they are linear in deals and
findings.  Not collected by pytest.

Options: ``[DEALS] [ROUNDS] [FACE,...]``, 2,000 deals, 5 rounds and every face by
default (``json,text,annotate,check``; ``-`` for none).
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from lark import Lark  # noqa: E402

from referee.base.jsontext import dumps  # noqa: E402
from referee.cli import quiet_collector  # noqa: E402
from referee.faces.json import report_to_json, spool_report  # noqa: E402
from referee.judge.transcript import judge, judge_deals  # noqa: E402
from referee.notation import parser as notation  # noqa: E402
from tests.benchmarks.corpus import corpus, one_deal_repeated  # noqa: E402

MINIMAL = r"""
start: (line? _NL)* line?
line: item+
?item: WORD | NUMBER | STRING | PUNCT
WORD: /[^\W\d_][\w'+\-=]*/
NUMBER: /\d+/
STRING: /"[^"\n]*"/
PUNCT: /[\[\]:,!?.=+\-\/]/
COMMENT: /#[^\n]*/
REMARK: /\{[^}\n]*\}/
_NL: /\r?\n/
%ignore /[ \t]+/
%ignore COMMENT
%ignore REMARK
"""


#: The speed issue's goal: the whole referee within 1.6× the yardstick.
GOAL = 1.6


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def timed_both(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU seconds of one run (on a loaded machine the CPU time of this
    process says more: the other processes' share of the cores is not in it)."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def referee_json(text: str) -> int:
    """The whole referee and its JSON report, up to the text: parse, judge, ``dumps``."""
    report = judge(notation.parse(text, "corpus.perlagg"), "1890")
    return len(dumps(report_to_json(report)))


def referee_spooled(text: str) -> int:
    """What ``perlagg referee FILE --json`` itself does: judged deal by deal, the JSON
    spooled as judged (the same text as ``referee_json``, in bounded memory) and
    written as UTF-8 bytes, as to a standard output that writes UTF-8."""
    transcript = notation.parse(text, "corpus.perlagg")
    spooled = spool_report(judge_deals(transcript, "1890"), "de")
    assert spooled is not None
    parts: list[bytes] = []
    spooled.write(lambda piece: parts.append(piece.encode()), raw=parts.append)
    return len(b"".join(parts))


def side_by_side(text: str, rounds: int) -> tuple[float, float, float]:
    """Print and return the medians of wall time: the yardstick, perlagg's parse, the
    whole referee."""
    yardstick = Lark(MINIMAL, parser="lalr")
    yardstick.parse(text)  # the minimal grammar must read the whole corpus
    runs: dict[str, Callable[[], object]] = {
        "yardstick: minimal LALR tree parse": lambda: yardstick.parse(text),
        "perlagg: parse to events": lambda: notation.parse(text, "corpus.perlagg"),
        "perlagg: parse + referee + JSON (1890)": lambda: referee_json(text),
        "perlagg: the same, spooled as the command": lambda: referee_spooled(text),
    }
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, fn in runs.items():
            times[name].append(timed_both(fn))
    wall = [statistics.median(w for w, _ in t) for t in times.values()]
    cpu = [statistics.median(c for _, c in t) for t in times.values()]
    print(f"{'':<42} {'wall':>7}   {'ratio':>5}   {'CPU':>7}   {'ratio':>5}")
    for name, w, c in zip(runs, wall, cpu, strict=True):
        print(f"{name:<42} {w:7.2f} s {w / wall[0]:5.2f}×  {c:7.2f} s {c / cpu[0]:5.2f}×")
    verdict = "within" if wall[2] / wall[0] <= GOAL else "over"
    print(f"the whole referee (wall): {wall[2] / wall[0]:4.2f}×, {verdict} the goal {GOAL}×")
    return wall[0], wall[1], wall[2]


def referee_text(text: str) -> int:
    from referee.faces.terminal import plain_report

    report = judge(notation.parse(text, "corpus.perlagg"), "1890")
    return len(plain_report(report, source=text))


def referee_annotate(text: str) -> int:
    from referee.faces.annotate import annotate_text

    return len(annotate_text(text, "corpus.perlagg", "1890").text)


def referee_check(text: str) -> int:
    from referee.cli.judging import judge_one

    return len(judge_one("corpus.perlagg", "1890", data=text.encode(), full=False).records)


FACES: dict[str, Callable[[str], int]] = {
    "json": referee_json,
    "text": referee_text,
    "annotate": referee_annotate,
    "check": referee_check,
}


def linearity(
    faces: list[str], sizes: tuple[int, ...] = (1_000, 4_000, 16_000)
) -> dict[str, list[float]]:
    """Print and return each face's seconds per 1,000 deals at each size."""
    out: dict[str, list[float]] = {}
    for face in faces:
        for deals in sizes:
            text = _corpus(deals)
            seconds = timed(lambda text=text, run=FACES[face]: run(text))
            print(f"{face:>8} {deals:>6,} deals: {seconds / deals * 1000:6.2f} s per 1,000 deals")
            out.setdefault(face, []).append(seconds / deals * 1000)
    return out


def _corpus(deals: int) -> str:
    """The corpus with a target nobody reaches and no "Spiel aus", so every deal counts."""
    return corpus(deals).replace('[Ziel "15"]', '[Ziel "1000000"]').replace(": Spiel aus", ": Fünf")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    faces = sys.argv[3].split(",") if len(sys.argv) > 3 else list(FACES)
    print(f"perlagg throughput benchmark, {deals:,} deals")
    print(f"Python {platform.python_version()}, os.cpu_count() = {os.cpu_count()}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    quiet_collector()  # as the perlagg command runs (for the yardstick as well)
    for name, text in (
        ("the issue's corpus, one lawful deal repeated", one_deal_repeated(deals)),
        ("the random corpus, rules broken", _corpus(deals)),
    ):
        print(f"\n{name}: {text.count(chr(10)):,} lines")
        side_by_side(text, rounds)
    print()
    linearity([f for f in faces if f in FACES])


if __name__ == "__main__":
    main()
