"""Benchmark: the best Gleich and Hanger of every five-card hand under one trump.

Not collected by pytest.  Run: ``python tests/benchmarks/bench_figures.py``.
1890 deck (33 cards, Herz trump: seven Perlaggs): C(33,5) = 237,336 hands;
Schlanders deck (32 cards, Herz trump: eight Perlaggs): C(32,5) = 201,376 hands.

Prints the wall and CPU seconds of both figures over every hand (the speed issue's
goal: 2.5 s a deck; on a shared machine the CPU seconds are the steadier figure) and
checks the results exactly: the SHA-256 of every hand's Gleich, Hanger and Hanger after
the Gleich (size, rank and cards) must equal ``EXPECTED``, the digests of the results of
1 December 2026 (before the figures were made fast), so a faster search that changes
one hand's answer shows as a mismatch.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from referee.model.cards import Card, Suit
from referee.model.events import Figure
from referee.model.results import FigureValue
from referee.table.deal import TableRules, deck, perlaggs
from referee.table.figures import best_gleich, best_hanger, describe, hanger_after_gleich

#: sha256 of every hand's results, per deck, from the search of 1 December 2026.
EXPECTED = {
    "1890": "8d6c41a7d12721897c56ccd2bd1fb54d3b8377cde04a2502c88b3eb29adad861",
    "schlanders-2013": "7dc27049f35620a208a4d7211eca03ef45a5b6a5ab09b39f9d0bed5dee67b0cb",
}

RULES = {
    "1890": TableRules(
        weli=True,
        perlagg_order=("HK", "W", "S7", "E7", "T7", "TU", "TO"),
        eichel_allowed=True,
        exchange_mandatory=True,
    ),
    "schlanders-2013": TableRules(
        weli=False,
        perlagg_order=("HK", "S8", "T7", "TO", "TU", "E7", "EO", "EU"),
        eichel_allowed=False,
        exchange_mandatory=False,
    ),
}


def _label(v: FigureValue | None) -> str:
    return describe(v) if v is not None else "keine Figur"


def _code(v: FigureValue | None) -> str:
    return "-" if v is None else f"{v.figure.value} {v.size} {v.top} {'.'.join(map(str, v.cards))}"


def digest(results: list[FigureValue | None]) -> str:
    return hashlib.sha256("\n".join(map(_code, results)).encode()).hexdigest()


def run(name: str, rules: TableRules, trump: Suit = Suit.HERZ) -> str:
    cards = deck(rules)
    live = set(perlaggs(rules, trump))
    gleich: Counter[tuple[int, int]] = Counter()
    hanger: Counter[int] = Counter()
    gleich_size: Counter[int] = Counter()
    hands = [
        ([c for c in hand if c not in live], 5 - sum(c not in live for c in hand))
        for hand in itertools.combinations(cards, 5)
    ]
    n = len(hands)
    start, cpu = time.perf_counter(), time.process_time()
    found = [(best_gleich(fixed, free), best_hanger(fixed, free)) for fixed, free in hands]
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    for g, h in found:
        gleich[g.key if g else (0, 0)] += 1
        gleich_size[g.size if g else 0] += 1
        hanger[h.size if h else 0] += 1
    print(f"\n== {name}: {len(cards)} cards, trump {trump.german}, {len(live)} Perlaggs ==")
    print(
        f"{n:,} hands in {elapsed:.2f} s, {cpu:.2f} s CPU "
        f"({elapsed / n * 1e6:.1f} µs per hand, both figures)"
    )
    print("Gleich by size:")
    for size in sorted(gleich_size):
        k = gleich_size[size]
        print(f"  {size or '-'}: {k:8,}  {100 * k / n:6.2f} %")
    print("Gleich by size and rank:")
    for (size, top), k in sorted(gleich.items(), reverse=True):
        if size:
            v = FigureValue(Figure.GLEICH, size, top)
            print(f"  {_label(v):40} {k:8,}  {100 * k / n:6.3f} %")
    print("Hanger by size:")
    for size in sorted(hanger):
        k = hanger[size]
        print(f"  {size or '-'}: {k:8,}  {100 * k / n:6.2f} %")
    after = run_one_name(hands)
    results = [v for pair in found for v in pair] + after
    return digest(results)


def run_one_name(hands: list[tuple[list[Card], int]]) -> list[FigureValue | None]:
    """The Hanger shown after the Gleich, one name per Perlagg (what the referee decides
    when both figures are shown)."""
    hanger: Counter[int] = Counter()
    n = len(hands)
    start, cpu = time.perf_counter(), time.process_time()
    found = [hanger_after_gleich(fixed, free) for fixed, free in hands]
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    for h in found:
        hanger[h.size if h else 0] += 1
    print(
        f"Hanger after the Gleich (one name per Perlagg): {elapsed:.2f} s, {cpu:.2f} s CPU "
        f"({elapsed / n * 1e6:.1f} µs per hand)"
    )
    for size in sorted(hanger):
        k = hanger[size]
        print(f"  {size or '-'}: {k:8,}  {100 * k / n:6.2f} %")
    return found


if __name__ == "__main__":
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for name, rules in RULES.items():
        got = run(name, rules)
        same = "the same as" if got == EXPECTED[name] else "DIFFERENT from"
        print(f"results of every hand: sha256 {got[:16]}…, {same} the expected")
