"""Gleich and Hanger: the best figure of five cards, and which party has it better.

A player's Perlaggs not yet christened are free: each may become any of the 32 plain
cards, duplicates included (a fünffaches Gleich exists, S. 60).  Christened Perlaggs,
and Perlaggs played unchristened (now plain cards, §17), are fixed (§18).  The search
is exact without enumerating christenings:

- Gleich: the best is max over ranks of (fixed cards of that rank + free Perlaggs);
- Hanger: per suit, every window of the run 7 8 9 10 U O K A whose gaps the free
  Perlaggs can fill (the Sechs is in no run).

More cards beat fewer, then the higher rank (S. 61).

Interpretation ``figure-each-on-its-own``: a Perlagg not yet christened may serve the
best Gleich and the best Hanger with different christenings; each figure is evaluated
on its own, since no paragraph ties the two before the Perlagg is named (§18 binds
only once it is christened).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from referee.cards import PLAIN_RANKS, Card, Rank, Suit
from referee.events import Figure
from referee.messages import DE, say
from referee.results import Decided, FigureDecision, FigureValue
from referee.seats import Party, Seat

#: The Hanger run, low to high (S. 61): 7 8 9 10 U O K A.
RUN: tuple[Rank, ...] = PLAIN_RANKS
HAND_SIZE = 5


def best_gleich(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Gleich of the ``fixed`` cards (as they count) and ``free`` Perlaggs."""
    fixed = tuple(fixed)
    counts = {r: 0 for r in PLAIN_RANKS}
    for c in fixed:
        if c.rank in counts:
            counts[c.rank] += 1
    size, rank = max((n + free, r) for r, n in counts.items())
    if size < 2:
        return None
    cards = [c for c in fixed if c.rank is rank]
    # free Perlaggs take the suits still missing, then duplicates (fünffaches Gleich)
    missing = [Card(s, rank) for s in Suit if Card(s, rank) not in cards]
    for i in range(free):
        cards.append(missing[i] if i < len(missing) else Card(Suit.HERZ, rank))
    return FigureValue(Figure.GLEICH, size, int(rank), tuple(sorted(cards)))


def best_hanger(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Hanger of the ``fixed`` cards (as they count) and ``free`` Perlaggs."""
    by_suit: dict[Suit, set[Rank]] = {s: set() for s in Suit}
    for c in fixed:
        if c.rank in RUN:
            by_suit[c.suit].add(c.rank)
    best: tuple[int, int, Suit, int] | None = None  # size, top, suit, start index
    for suit, ranks in by_suit.items():
        have = [r in ranks for r in RUN]
        for length in range(min(len(RUN), len(ranks) + free), 1, -1):
            if best is not None and length < best[0]:
                break
            # the highest window of this length whose gaps the free Perlaggs fill
            for start in range(len(RUN) - length, -1, -1):
                if length - sum(have[start : start + length]) <= free:
                    cand = (length, int(RUN[start + length - 1]), suit, start)
                    if best is None or cand[:2] > best[:2]:
                        best = cand
                    break
            else:
                continue
            break
    if best is None:
        return None
    size, top, suit, start = best
    cards = tuple(Card(suit, r) for r in RUN[start : start + size])
    return FigureValue(Figure.HANGER, size, top, cards)


def best_figure(figure: Figure, fixed: Iterable[Card], free: int) -> FigureValue | None:
    if figure is Figure.GLEICH:
        return best_gleich(fixed, free)
    if figure is Figure.HANGER:
        return best_hanger(fixed, free)
    raise ValueError(f"no best {figure} from cards: the Spiel is decided by tricks")


def split_hand(
    cards: Iterable[Card], perlaggs: Sequence[Card], christenings: Mapping[Card, Card]
) -> tuple[tuple[Card, ...], int]:
    """The cards as they count for figures, and the number of free Perlaggs among them."""
    live = set(perlaggs)
    fixed: list[Card] = []
    free = 0
    for c in cards:
        if c in christenings:
            fixed.append(christenings[c])
        elif c in live:
            free += 1
        else:
            fixed.append(c)
    return tuple(fixed), free


def best_of_hand(
    figure: Figure,
    cards: Iterable[Card],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card] | None = None,
    unknown: int = 0,
) -> FigureValue | None:
    """The best figure of a hand; ``unknown`` cards are bounded as free Perlaggs.

    With ``unknown > 0`` the result is an upper bound: an unknown card can at best be a
    Perlagg free to take any name, so no real card can do better.
    """
    fixed, free = split_hand(cards, perlaggs, christenings or {})
    return best_figure(figure, fixed, free + unknown)


def _key(v: FigureValue | None) -> tuple[int, int]:
    return v.key if v is not None else (0, 0)


def decide(
    figure: Figure,
    known: Mapping[Seat, Iterable[Card]],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card],
    hand_size: int = HAND_SIZE,
    seats: Sequence[Seat] = tuple(Seat),
) -> FigureDecision:
    """Which party has ``figure`` better, from the cards of all four players (S. 70).

    ``known`` holds each seat's cards known from the transcript (the five after the
    exchange, or fewer).  A seat with all five known has an exact value; for the others
    the known cards give a lower bound and the unknown ones, bounded as free Perlaggs,
    an upper bound.  The figure is decided when the bounds already settle it; else it
    is UNKNOWN and ``missing`` names the seats whose cards are needed.  ``best`` holds
    the exact values only.
    """
    lo: dict[Seat, tuple[int, int]] = {}
    hi: dict[Seat, tuple[int, int]] = {}
    exact: dict[Seat, FigureValue | None] = {}
    for seat in seats:
        cards = tuple(dict.fromkeys(known.get(seat, ())))
        unknown = max(0, hand_size - len(cards))
        low = best_of_hand(figure, cards, perlaggs, christenings)
        lo[seat] = _key(low)
        if unknown == 0:
            exact[seat] = low
            hi[seat] = lo[seat]
        else:
            hi[seat] = _key(best_of_hand(figure, cards, perlaggs, christenings, unknown))
    party_lo = {p: max(lo[s] for s in p.seats if s in lo) for p in Party}
    party_hi = {p: max(hi[s] for s in p.seats if s in hi) for p in Party}
    for p in Party:
        if party_lo[p] > party_hi[p.other]:
            return FigureDecision(figure, Decided.PARTY, p, exact)
    if len({party_lo[Party.AC], party_hi[Party.AC], party_lo[Party.BD], party_hi[Party.BD]}) == 1:
        return FigureDecision(figure, Decided.TIE, None, exact)
    missing = tuple(s for s in seats if s not in exact)
    return FigureDecision(figure, Decided.UNKNOWN, None, exact, missing)


# --------------------------------------------------------------------------- names
@dataclass(frozen=True, slots=True)
class _Name:
    key: str
    args: dict[str, str]


def _name(value: FigureValue, lang: str) -> _Name:
    size = min(max(value.size, 2), 7)  # seven cards each at a table of two
    top = Rank(value.top)
    highest = top is Rank.ASS
    suffix = ".top" if highest else ""
    if value.figure is Figure.GLEICH:
        return _Name(
            f"figure.gleich.{size}{suffix}", {"rank": say(f"rank.plural.{top.code}", lang)}
        )
    low = RUN[RUN.index(top) - size + 1] if top in RUN and RUN.index(top) >= size - 1 else top
    return _Name(
        f"figure.hanger.{size}{suffix}",
        {"low": say(f"rank.name.{low.code}", lang), "high": say(f"rank.name.{top.code}", lang)},
    )


def describe(value: FigureValue | None, lang: str = DE) -> str:
    """The figure as the sources name it: "höchst dritziger Hanger (Ober–As)"."""
    if value is None:
        return say("figure.none", lang)
    n = _name(value, lang)
    return say(n.key, lang, **n.args)
