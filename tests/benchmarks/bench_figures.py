"""Benchmark: the best Gleich and Hanger of every five-card hand under one trump.

Not collected by pytest.  Run: ``python tests/benchmarks/bench_figures.py``.
1890 deck (33 cards, Herz trump: seven Perlaggs): C(33,5) = 237,336 hands;
Schlanders deck (32 cards, Herz trump: eight Perlaggs): C(32,5) = 201,376 hands.
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from referee.cards import Suit
from referee.deal import TableRules, deck, perlaggs
from referee.events import Figure
from referee.figures import best_gleich, best_hanger, describe, hanger_after_gleich
from referee.results import FigureValue

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


def run(name: str, rules: TableRules, trump: Suit = Suit.HERZ) -> None:
    cards = deck(rules)
    live = set(perlaggs(rules, trump))
    gleich: Counter[tuple[int, int]] = Counter()
    hanger: Counter[int] = Counter()
    gleich_size: Counter[int] = Counter()
    n = 0
    start = time.perf_counter()
    for hand in itertools.combinations(cards, 5):
        fixed = [c for c in hand if c not in live]
        free = 5 - len(fixed)
        g = best_gleich(fixed, free)
        h = best_hanger(fixed, free)
        gleich[g.key if g else (0, 0)] += 1
        gleich_size[g.size if g else 0] += 1
        hanger[h.size if h else 0] += 1
        n += 1
    elapsed = time.perf_counter() - start
    print(f"\n== {name}: {len(cards)} cards, trump {trump.german}, {len(live)} Perlaggs ==")
    print(f"{n:,} hands in {elapsed:.2f} s ({elapsed / n * 1e6:.1f} µs per hand, both figures)")
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
    run_one_name(cards, live)


def run_one_name(cards, live) -> None:
    """The Hanger shown after the Gleich, one name per Perlagg (what the referee decides
    when both figures are shown)."""
    hanger: Counter[int] = Counter()
    n = 0
    start = time.perf_counter()
    for hand in itertools.combinations(cards, 5):
        fixed = [c for c in hand if c not in live]
        h = hanger_after_gleich(fixed, 5 - len(fixed))
        hanger[h.size if h else 0] += 1
        n += 1
    elapsed = time.perf_counter() - start
    print(
        f"Hanger after the Gleich (one name per Perlagg): {elapsed:.2f} s "
        f"({elapsed / n * 1e6:.1f} µs per hand)"
    )
    for size in sorted(hanger):
        k = hanger[size]
        print(f"  {size or '-'}: {k:8,}  {100 * k / n:6.2f} %")


if __name__ == "__main__":
    for name, rules in RULES.items():
        run(name, rules)
