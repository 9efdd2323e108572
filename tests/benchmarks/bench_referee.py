"""Benchmark the whole referee: ``python tests/benchmarks/bench_referee.py [DEALS]``.

From one run over the corpus of tests/benchmarks/corpus.py (2,000 deals by default),
prints deals/s for the parse alone and for parse + referee + JSON report, under each
built-in rulebook, with ``os.cpu_count()``.  The corpus's play does not follow the rules,
so the referee has plenty to find: this measures the referee at work, not idling.
A target no one reaches, and no raise to "Spiel aus" (which would end the match), keep
every deal in play.  Not collected by pytest.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from referee.faces.json import report_to_json  # noqa: E402
from referee.judge.transcript import judge  # noqa: E402
from referee.notation import parser as notation  # noqa: E402
from referee.rules.rulebook import builtin_ids  # noqa: E402
from tests.benchmarks.corpus import corpus  # noqa: E402


def timed(fn):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    text = corpus(deals).replace('[Ziel "15"]', '[Ziel "1000000"]').replace(": Spiel aus", ": Fünf")
    lines = text.count("\n")
    print(f"perlagg referee benchmark: {deals:,} deals, {lines:,} lines")
    print(f"Python {platform.python_version()}, os.cpu_count() = {os.cpu_count()}")
    _, parse_s = timed(lambda: notation.parse(text, "corpus.perlagg"))
    print(f"{'parse alone':<40} {parse_s:7.2f} s   {deals / parse_s:8,.0f} deals/s")
    for rulebook in builtin_ids():

        def whole(rulebook: str = rulebook) -> tuple[int, int]:
            report = judge(notation.parse(text, "corpus.perlagg"), rulebook)
            assert report.winner is None and len(report.deals) == deals
            out = json.dumps(report_to_json(report), ensure_ascii=False)
            return len(report.findings), len(out)

        (findings, size), whole_s = timed(whole)
        print(
            f"{'parse + referee + report (' + rulebook + ')':<40} {whole_s:7.2f} s"
            f"   {deals / whole_s:8,.0f} deals/s   {findings:,} findings, {size / 1e6:.1f} MB JSON"
        )


if __name__ == "__main__":
    main()
