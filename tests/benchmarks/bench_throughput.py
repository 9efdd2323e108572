"""Benchmark throughput against a yardstick: ``python tests/benchmarks/bench_throughput.py``.

The yardstick is a plain Lark LALR parse to a tree of the same corpus with a minimal
grammar for the notation: a transcript is lines, a line is words, cards, numbers,
quoted strings and punctuation, comments and remarks are skipped.  That is the least any
reader of this notation must do.  Side by side, interleaved, the script times the whole
referee (parse, replay under 1890, JSON report written to a string) and prints the
medians and their ratio (the speed issue's goal: within 1.6×).  Then it prints the
seconds per 1,000 deals of the whole referee at 1k, 4k and 16k deals, which stay flat
where the referee is linear.  Not collected by pytest.

Options: ``[DEALS] [ROUNDS]``, 2,000 deals and 5 rounds by default.
"""

from __future__ import annotations

import json
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

from referee import notation  # noqa: E402
from referee.replay import judge  # noqa: E402
from tests.benchmarks.corpus import corpus  # noqa: E402

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


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def referee_json(text: str) -> int:
    report = judge(notation.parse(text, "corpus.perlagg"), "1890")
    return len(json.dumps(report.to_json(), ensure_ascii=False, indent=2))


def side_by_side(text: str, rounds: int) -> None:
    yardstick = Lark(MINIMAL, parser="lalr")
    yardstick.parse(text)  # the minimal grammar must read the whole corpus
    runs: dict[str, Callable[[], object]] = {
        "yardstick: minimal LALR tree parse": lambda: yardstick.parse(text),
        "perlagg: parse + referee + JSON (1890)": lambda: referee_json(text),
    }
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, fn in runs.items():
            times[name].append(timed(fn))
    base, whole = (statistics.median(t) for t in times.values())
    print(f"{'yardstick: minimal LALR tree parse':<42} {base:7.2f} s")
    print(f"{'perlagg: parse + referee + JSON (1890)':<42} {whole:7.2f} s   {whole / base:4.2f}×")


def linearity() -> None:
    for deals in (1_000, 4_000, 16_000):
        text = _corpus(deals)
        seconds = timed(lambda text=text: referee_json(text))
        print(f"{deals:>6,} deals: {seconds / deals * 1000:6.2f} s per 1,000 deals")


def _corpus(deals: int) -> str:
    """The corpus with a target nobody reaches and no "Spiel aus", so every deal counts."""
    return corpus(deals).replace('[Ziel "15"]', '[Ziel "1000000"]').replace(": Spiel aus", ": Fünf")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    text = _corpus(deals)
    print(f"perlagg throughput benchmark: {deals:,} deals, {text.count(chr(10)):,} lines")
    print(f"Python {platform.python_version()}, os.cpu_count() = {os.cpu_count()}")
    side_by_side(text, rounds)
    linearity()


if __name__ == "__main__":
    main()
