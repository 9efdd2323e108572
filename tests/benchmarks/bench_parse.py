"""Benchmark the transcript parser: ``python tests/benchmarks/bench_parse.py [DEALS]``.

Prints, for a deterministic corpus (tests/benchmarks/corpus.py, 10,000 deals by
default), lines/s and MB/s for the parse alone (LALR building a tree, no events)
and for ``referee.notation.parser.parse`` (the inline transformer to events, names resolved,
deals assembled), the time to analyse the grammar against loading the tables shipped in
``referee/notation/_lalr.py`` (run by ``referee/notation/lalr.py``), and
``os.cpu_count()``.  Not collected by pytest (tests/benchmarks is in norecursedirs).
"""

from __future__ import annotations

import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import lark  # noqa: E402

from referee import notation  # noqa: E402
from referee.notation import lalr  # noqa: E402
from referee.notation.events import ToEvents  # noqa: E402
from tests.benchmarks.corpus import corpus  # noqa: E402


def best_of(runs: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def report(label: str, seconds: float, lines: int, size: int) -> None:
    print(
        f"{label:<34} {seconds:7.2f} s   {lines / seconds:10,.0f} lines/s"
        f"   {size / seconds / 1e6:6.2f} MB/s"
    )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    runs = int(os.environ.get("BENCH_RUNS", "3"))
    text = corpus(deals)
    lines, size = text.count("\n"), len(text.encode("utf-8"))
    print(f"perlagg parse benchmark: {deals:,} deals, {lines:,} lines, {size / 1e6:.2f} MB")
    print(
        f"Python {platform.python_version()}, lark {lark.__version__},"
        f" os.cpu_count() = {os.cpu_count()}, best of {runs}"
    )

    grammar = (ROOT / "grammar" / "perlagg.lark").read_text(encoding="utf-8")
    cold = best_of(1, lambda: lark.Lark(grammar, parser="lalr", lexer="contextual"))
    shipped = best_of(3, lambda: lalr.Parser(ToEvents))
    label = "grammar analysed / shipped tables"
    print(f"{label:<34} {cold * 1000:7.0f} ms / {shipped * 1000:.0f} ms")

    tree_parser = notation.tree_parser()
    report("parse alone (LALR, tree)", best_of(runs, lambda: tree_parser.parse(text)), lines, size)
    transcript = notation.parse(text)
    assert len(transcript.deals) == deals
    report(
        "parse + events (notation.parse)", best_of(runs, lambda: notation.parse(text)), lines, size
    )
    rendered = notation.render(transcript)
    report(
        "render (events -> notation)",
        best_of(runs, lambda: notation.render(transcript)),
        lines,
        size,
    )
    assert notation.parse(rendered) == transcript


if __name__ == "__main__":
    main()
