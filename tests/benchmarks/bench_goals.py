"""Every goal of the speed issue in one run, each side by side with its yardstick.

Run: ``python tests/benchmarks/bench_goals.py [ROUNDS]``.  Prints a table: the goal,
what was measured (medians of interleaved runs where there is a yardstick), the ratio
and whether the goal holds on this machine, with the load average before and after
(other work slows every run alike, so the ratios hold where the absolute times do not).
Smaller sizes than the single benchmarks (``bench_startup.py``,
``bench_throughput.py``, ``bench_figures.py``, ``bench_check.py``), which say more about
each goal.  Not collected by pytest.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.benchmarks import (  # noqa: E402
    bench_check,
    bench_figures,
    bench_startup,
    bench_throughput,
)


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def startup(rounds: int) -> list[tuple[str, str, float, float]]:
    """(goal, measured, ratio, limit) of each command against ``import lark, rich``."""
    perlagg = bench_startup.command()
    runs = [bench_startup.YARDSTICK] + [(n, perlagg + a) for n, a, _ in bench_startup.COMMANDS]
    for _, argv in runs:
        bench_startup.wall(argv)
    times: dict[str, list[float]] = {name: [] for name, _ in runs}
    for _ in range(rounds):
        for name, argv in runs:
            times[name].append(bench_startup.wall(argv)[0])
    base = statistics.median(times[bench_startup.YARDSTICK[0]])
    rows = []
    for name, _, goal in bench_startup.COMMANDS:
        median = statistics.median(times[name])
        rows.append(
            (
                f"start: {name}",
                f"{median * 1000:.0f} ms / {base * 1000:.0f} ms",
                median / base,
                goal,
            )
        )
    return rows


def throughput(deals: int, rounds: int) -> list[tuple[str, str, float, float]]:
    bench_throughput.quiet_collector()  # as the perlagg command runs
    corpora = {
        "the issue's deal repeated": bench_throughput.one_deal_repeated(deals),
        "random deals": bench_throughput._corpus(deals),
    }
    rows = []
    with contextlib.redirect_stdout(io.StringIO()):
        for name, text in corpora.items():
            base, _parsed, whole = bench_throughput.side_by_side(text, rounds)
            goal = f"throughput: referee + JSON, {deals:,} {name}"
            measured = f"{whole:.2f} s / {base:.2f} s"
            rows.append((goal, measured, whole / base, bench_throughput.GOAL))
        per = bench_throughput.linearity(["json", "check"], (1_000, 4_000))
    for face, (small, big) in per.items():
        rows.append(
            (
                f"linear: {face}, s/1,000 deals at 4k / 1k",
                f"{big:.2f} / {small:.2f}",
                big / small,
                1.25,
            )
        )
    return rows


def figures() -> list[tuple[str, str, float, float]]:
    """The Gleich, the Hanger and the Hanger after the Gleich of every hand, CPU seconds
    against the 2.5 s of the goal; exact if every result is the expected (the digest of
    ``bench_figures``, worked out apart, not timed)."""
    rows = []
    for name, rules in bench_figures.RULES.items():
        live = set(bench_figures.perlaggs(rules, bench_figures.Suit.HERZ))
        hands = [
            ([c for c in hand if c not in live], sum(c in live for c in hand))
            for hand in itertools.combinations(bench_figures.deck(rules), 5)
        ]
        start = time.process_time()
        for fixed, free in hands:
            bench_figures.best_gleich(fixed, free)
            bench_figures.best_hanger(fixed, free)
            bench_figures.hanger_after_gleich(fixed, free)
        cpu = time.process_time() - start
        with contextlib.redirect_stdout(io.StringIO()):
            exact = bench_figures.run(name, rules) == bench_figures.EXPECTED[name]
        goal = f"figures: {len(hands):,} hands, {name} ({'exact' if exact else 'NOT EXACT'})"
        rows.append((goal, f"{cpu:.2f} s CPU", cpu / 2.5, 1.0))
    return rows


def parallel(files: int) -> list[tuple[str, str, float, float]]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bench_check.make_tree(folder, files)
        one, _ = bench_check.run(folder, 1)
        two, _ = bench_check.run(folder, 2)
    return [
        (f"check --jobs 2 / --jobs 1, {files} files", f"{two:.2f} s / {one:.2f} s", two / one, 1.0)
    ]


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    before = _load()
    rows = startup(rounds) + throughput(1_000, 3) + figures() + parallel(120)
    print(f"perlagg speed goals, {os.cpu_count()} CPUs, load before {before}, after {_load()}")
    print(f"{'goal':<58} {'measured':>22} {'ratio':>6}  {'limit':>5}")
    for goal, measured, ratio, limit in rows:
        verdict = "holds" if ratio <= limit else "MISSED"
        print(f"{goal:<58} {measured:>22} {ratio:5.2f}×  {limit:4.2f}×  {verdict}")


if __name__ == "__main__":
    main()
