"""Benchmark: the Spiel with best play, from the start of 1,000 seeded random deals.

Not collected by pytest.  Run: ``python tests/benchmarks/bench_analysis.py [N] [BOOK…]``.
Each deal: a shuffled deck of the rulebook, four hands of five, a random trump the
rulebook allows, a random leader; one fresh ``Solver`` per deal (its tables are
compiled once per rulebook and trump and cached, as in ``perlagg analyse``), with the
cycle collector quieted as the ``perlagg`` command quiets it (``quiet_collector``).  Prints
nodes and milliseconds per deal: median, mean, 99th percentile, max; the time both as
wall-clock time and as this process's CPU time (the latter less disturbed by the load
of a shared machine, which is printed before and after).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from referee.analysis.solver import (
    FOUR,
    TWO,
    TWO_SEVEN,
    Position,
    Solver,
    TableShape,
    compile_rules,
)
from referee.cli import quiet_collector
from referee.model.cards import Suit
from referee.rules import load
from referee.table.deal import TableRules, deck


def deal(rules: TableRules, shape: TableShape, rng: random.Random) -> Position:
    cards = list(deck(rules))
    rng.shuffle(cards)
    trump = rng.choice([s for s in Suit if rules.eichel_allowed or s is not Suit.EICHEL])
    k = shape.hand_size
    hands = tuple(frozenset(cards[i * k : (i + 1) * k]) for i in range(shape.seats))
    return Position(hands, trump, rng.randrange(shape.seats))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(book: str, shape: TableShape, n: int) -> None:
    rules = TableRules.from_rulebook(load(book))
    for trump in Suit:
        compile_rules(rules, trump)  # compiled once per process, not per deal
    rng = random.Random(f"bench/{book}/{shape}")
    times: list[float] = []
    cpu: list[float] = []
    nodes: list[float] = []
    wins = [0, 0]
    for _ in range(n):
        pos = deal(rules, shape, rng)
        start, start_cpu = time.perf_counter(), time.process_time()
        solver = Solver(rules, shape, pos.trump)
        value = solver.spiel(pos)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        nodes.append(solver.nodes)
        wins[value or 0] += 1
    label = f"{book:16} {shape.seats} seats {shape.hand_size} cards"
    print(f"{label}: {n} deals, Spiel: party 0 {wins[0]}, party 1 {wins[1]}")
    for name, xs, unit in (("time", times, "ms"), ("cpu", cpu, "ms"), ("nodes", nodes, "")):
        print(
            f"  {name:5}: median {statistics.median(xs):8.1f}{unit}"
            f"  mean {statistics.mean(xs):8.1f}{unit}"
            f"  p99 {_pct(xs, 0.99):8.1f}{unit}  max {max(xs):8.1f}{unit}"
        )


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    books = sys.argv[2:] or ["1890", "1924", "schlanders-2013"]
    load_avg = os.getloadavg() if hasattr(os, "getloadavg") else ("?",)
    print(f"load average before: {load_avg}; cpus: {os.cpu_count()}")
    quiet_collector()  # as the perlagg command runs (see referee.__main__)
    for book in books:
        run(book, FOUR, n)
    for book in books:
        run(book, TWO, n // 10)
        run(book, TWO_SEVEN, n // 10)
    print(f"load average after: {os.getloadavg() if hasattr(os, 'getloadavg') else '?'}")


if __name__ == "__main__":
    main()
