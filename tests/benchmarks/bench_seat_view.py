"""Benchmark: the seat's view of whole deals, and the open-card analysis of a match.

Not collected by pytest.  Run:
``python tests/benchmarks/bench_seat_view.py [DEALS] [SAMPLES] [BOOK…]``.

1. ``DEALS`` seeded deals at four seats of five cards (10 unless told), each played
   out by open-card best play (the first best choice of the solver at every card); every
   card of every seat weighed from its player's chair (``seat_view.weigh_plays``) with
   ``SAMPLES`` samples per card (200 unless told).  Prints seconds per deal (CPU) —
   median, mean, max — and where the time goes, by trick; and the solver's nodes per
   deal (median, max), a figure the load of a shared machine does not change.
2. The open-card analysis (``open_cards.analyse_report``) of a 20-deal match from the
   benchmark corpus (``corpus.py``, its target raised so that all 20 deals are played),
   judged first: seconds, CPU.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_analysis import deal  # type: ignore[import-not-found]
from corpus import corpus  # type: ignore[import-not-found]

from referee.analysis.open_cards import analyse_report, step
from referee.analysis.seat_view import NO_ONE, Seen, seen_at, weigh
from referee.analysis.solver import FOUR, Position, Solver
from referee.cli import quiet_collector
from referee.model.results import PlayedCard
from referee.model.seats import SEATS
from referee.rules import load
from referee.table.deal import TableRules


def best_play(rules: TableRules, start: Position) -> list[PlayedCard]:
    """The deal played out by open-card best play, until the Spiel is decided."""
    solver = Solver(rules, FOUR, start.trump)
    pos, plays = start, []
    while max(pos.won) < FOUR.tricks_needed:
        party = FOUR.party(pos.to_play)
        options = solver.choices(pos)
        good = [p for p in options if solver.makes(step(FOUR, pos, p), party)]
        p = (good or options)[0]._replace(seat=SEATS[pos.to_play])
        plays.append(p)
        pos = step(FOUR, pos, p)
    return plays


def one_deal(rules: TableRules, start: Position, samples: int, k: int) -> tuple[list[float], int]:
    """CPU seconds of each card's seat's view, every card of every seat; the nodes
    searched for all of them."""
    plays = best_play(rules, start)
    out, nodes = [], 0
    for i, p in enumerate(plays):
        t = time.process_time()
        solver = Solver(rules, FOUR, start.trump)
        seen: Seen = seen_at(solver.comp, FOUR, NO_ONE, start, plays[:i], SEATS.index(p.seat))
        weigh(solver, FOUR, seen, p, samples, f"bench/{k}/{i}")
        out.append(time.process_time() - t)
        nodes += solver.nodes
    return out, nodes


def seat_view(book: str, deals: int, samples: int) -> None:
    rules = TableRules.from_rulebook(load(book))
    rng = random.Random(f"bench-seat/{book}")
    totals: list[float] = []
    nodes: list[int] = []
    by_trick = [0.0] * FOUR.hand_size
    for k in range(deals):
        cards, searched = one_deal(rules, deal(rules, FOUR, rng), samples, k)
        totals.append(sum(cards))
        nodes.append(searched)
        for i, t in enumerate(cards):
            by_trick[i // FOUR.seats] += t
    share = ", ".join(f"{t / sum(by_trick):.0%}" for t in by_trick)
    print(
        f"{book:16} seat's view, every card, {samples} samples: {deals} deals; CPU s per deal:"
        f" median {statistics.median(totals):.2f}  mean {statistics.mean(totals):.2f}"
        f"  max {max(totals):.2f}; by trick: {share}; nodes per deal: median"
        f" {statistics.median(nodes):,.0f}  max {max(nodes):,}",
        flush=True,
    )


def match(deals: int = 20) -> None:
    from referee.judge.transcript import judge_text

    text = corpus(deals, 1).replace('[Ziel "15"]', '[Ziel "1000000"]')  # no deal after the end
    t, c = time.perf_counter(), time.process_time()
    report = judge_text(text, "bench.perlagg")
    judged = time.process_time() - c
    c = time.process_time()
    analyses = analyse_report(report, TableRules.from_rulebook(load("1890")))
    cpu = time.process_time() - c
    print(
        f"open-card analysis of a {deals}-deal match: {len(analyses)} deals analysed,"
        f" {sum(1 for a in analyses if not a.missing)} with all hands known;"
        f" analysis CPU {cpu:.2f} s (judging {judged:.2f} s, wall {time.perf_counter() - t:.2f} s)"
    )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    samples = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    books = sys.argv[3:] or ["1890", "schlanders-2013"]
    print(f"load average before: {os.getloadavg()}; cpus: {os.cpu_count()}", flush=True)
    quiet_collector()
    for book in books:
        seat_view(book, deals, samples)
    match()
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
