"""Gleich and Hanger of plain cards by counting, for the brute-force oracles of the
figure tests: every naming of the free Perlaggs is tried with these."""

from __future__ import annotations

from collections import Counter

from referee.model.cards import PLAIN_RANKS, Card, Suit


def natural_gleich(hand: tuple[Card, ...]) -> tuple[int, int]:
    counts = Counter(x.rank for x in hand if x.rank in PLAIN_RANKS)
    best = max(((n, int(r)) for r, n in counts.items()), default=(0, 0))
    return best if best[0] >= 2 else (0, 0)


def natural_hanger(hand: tuple[Card, ...]) -> tuple[int, int]:
    best = (0, 0)
    for s in Suit:
        have = {x.rank for x in hand if x.suit is s and x.rank in PLAIN_RANKS}
        for i in range(len(PLAIN_RANKS)):
            j = i
            while j < len(PLAIN_RANKS) and PLAIN_RANKS[j] in have:
                j += 1
            if j - i >= 2:
                best = max(best, (j - i, int(PLAIN_RANKS[j - 1])))
    return best
