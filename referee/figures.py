"""Gleich and Hanger: the best figure of five cards, and which party has it better.

A player's Perlaggs not yet christened are free: each may become any of the 32 plain
cards, duplicates included (a fünffaches Gleich exists, S. 60).  Christened Perlaggs,
and Perlaggs played unchristened (now plain cards, §17), are fixed (§18).  The search
is exact without enumerating christenings:

- Gleich: the best is max over ranks of (fixed cards of that rank + free Perlaggs);
- Hanger: per suit, every window of the run 7 8 9 10 U O K A whose gaps the free
  Perlaggs can fill (the Sechs is in no run).

More cards beat fewer, then the higher rank (S. 61).

Interpretation ``one-name-per-perlagg`` (§18, S. 53, S. 66): an unplayed Perlagg takes
one name for every figure of the deal, fixed when it is first shown.  Where the
transcript shows nothing, the figures are decided in showing order: the best Gleich
first (it takes every free Perlagg, all of its rank), then the Hanger of the cards as
so named (``hanger_after_gleich``); the suits of those names are the free choice that
serves the Hanger best.  The reading not chosen, each figure on its own, is kept as
the interpretation's alternative (its old key ``figure-each-on-its-own`` is an alias).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from referee.cards import PLAIN_RANKS, Card, Rank, Suit
from referee.events import Figure
from referee.findings import Finding, Kind
from referee.messages import DE, say
from referee.results import Decided, FigureDecision, FigureValue, PlayResult
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


def hanger_after_gleich(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Hanger once the ``free`` Perlaggs are named for the best Gleich.

    The best Gleich takes every free Perlagg, each named as its rank (of any suit: a
    fünffaches Gleich repeats a suit, S. 60); so the Hanger gains at most that one rank,
    in the one suit that serves it best.  Exact, and four runs of eight ranks to check.

    >>> from referee.cards import card
    >>> hand = [card(c) for c in ("HA", "HK", "HO", "LA")]
    >>> best_hanger(hand, 1).size, hanger_after_gleich(hand, 1).size
    (4, 3)
    """
    fixed = tuple(fixed)
    if not free:
        return best_hanger(fixed, 0)
    counts = dict.fromkeys(RUN, 0)
    by_suit: dict[Suit, set[Rank]] = {s: set() for s in Suit}
    for c in fixed:
        if c.rank in counts:
            counts[c.rank] += 1
            by_suit[c.suit].add(c.rank)
    size, named = max((n + free, r) for r, n in counts.items())
    if size < 2:
        return best_hanger(fixed, free)
    best: tuple[int, int, Suit, int] | None = None  # size, top, suit, start index
    for suit, ranks in by_suit.items():
        run = _longest_run(ranks | {named})
        if run is not None and (best is None or run[:2] > best[:2]):
            best = (run[0], run[1], suit, run[2])
    if best is None:
        return None
    length, top, suit, start = best
    return FigureValue(
        Figure.HANGER, length, top, tuple(Card(suit, r) for r in RUN[start : start + length])
    )


def _longest_run(ranks: set[Rank]) -> tuple[int, int, int] | None:
    """The longest, then highest, run of two or more in ``ranks``: size, top, start."""
    best: tuple[int, int, int] | None = None
    length = 0
    for i, r in enumerate(RUN):
        length = length + 1 if r in ranks else 0
        if length >= 2 and (best is None or (length, int(r)) >= best[:2]):
            best = (length, int(r), i - length + 1)
    return best


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


def shown_in_order(
    figure: Figure,
    cards: Iterable[Card],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card],
) -> FigureValue | None:
    """A whole hand's figure with one name per Perlagg (interpretation
    one-name-per-perlagg): the Gleich with its free Perlaggs, the Hanger after it."""
    fixed, free = split_hand(cards, perlaggs, christenings)
    if figure is Figure.HANGER:
        return hanger_after_gleich(fixed, free)
    return best_figure(figure, fixed, free)


def lower_bound(
    figure: Figure,
    cards: Iterable[Card],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card],
) -> FigureValue | None:
    """What the known part of a hand makes for certain: the Gleich with its free
    Perlaggs (shown first); the Hanger without them, since the unknown cards may turn
    the Gleich to another rank and so the Perlaggs' one name."""
    fixed, free = split_hand(cards, perlaggs, christenings)
    return best_figure(figure, fixed, free if figure is Figure.GLEICH else 0)


def one_name_matters(
    cards: Iterable[Card], perlaggs: Sequence[Card], christenings: Mapping[Card, Card]
) -> FigureValue | None:
    """The Gleich that names a whole hand's free Perlaggs, when that one name costs its
    Hanger (the Hanger on its own would be better); else None."""
    fixed, free = split_hand(cards, perlaggs, christenings)
    if not free or _key(best_hanger(fixed, free)) == _key(hanger_after_gleich(fixed, free)):
        return None
    return best_gleich(fixed, free)


def _key(v: FigureValue | None) -> tuple[int, int]:
    return v.key if v is not None else (0, 0)


def decide(
    figure: Figure,
    known: Mapping[Seat, Iterable[Card]],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card],
    hand_size: int = HAND_SIZE,
    seats: Sequence[Seat] = tuple(Seat),
    after_gleich: bool = False,
) -> FigureDecision:
    """Which party has ``figure`` better, from the cards of all four players (S. 70).

    ``known`` holds each seat's cards known from the transcript (the five after the
    exchange, or fewer).  A seat with all five known has an exact value; for the others
    the known cards give a lower bound and the unknown ones, bounded as free Perlaggs,
    an upper bound.  The figure is decided when the bounds already settle it; else it
    is UNKNOWN and ``missing`` names the seats whose cards are needed.  ``best`` holds
    the exact values only.  ``after_gleich``: the Hanger is decided after the Gleich,
    one name per Perlagg (``shown_in_order``); otherwise each figure on its own, which
    is what a player can make (§31: "machen zu können").
    """
    lo: dict[Seat, tuple[int, int]] = {}
    hi: dict[Seat, tuple[int, int]] = {}
    exact: dict[Seat, FigureValue | None] = {}
    for seat in seats:
        cards = tuple(dict.fromkeys(known.get(seat, ())))
        unknown = max(0, hand_size - len(cards))
        if unknown == 0 and after_gleich:
            exact[seat] = shown_in_order(figure, cards, perlaggs, christenings)
            lo[seat] = hi[seat] = _key(exact[seat])
        elif unknown == 0:
            exact[seat] = best_of_hand(figure, cards, perlaggs, christenings)
            lo[seat] = hi[seat] = _key(exact[seat])
        else:
            low = (
                lower_bound(figure, cards, perlaggs, christenings)
                if after_gleich
                else best_of_hand(figure, cards, perlaggs, christenings)
            )
            lo[seat] = _key(low)
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


def decided_in_showing_order(play: PlayResult, shown: Mapping[Card, Card]) -> PlayResult:
    """The play's decisions with one name per Perlagg (interpretation
    one-name-per-perlagg): the names ``shown`` are fixed for both figures, the Perlaggs
    never shown are named by the Gleich, and the Hanger is decided after it."""
    if not play.perlaggs:
        return play
    names = {**shown, **play.christenings}
    size, seats = play.hand_size, play.seats
    gleich = decide(Figure.GLEICH, play.known, play.perlaggs, names, size, seats)
    hanger = decide(Figure.HANGER, play.known, play.perlaggs, names, size, seats, after_gleich=True)
    return replace(play, gleich=gleich, hanger=hanger, christenings=names)


def one_name_findings(play: PlayResult) -> list[Finding]:
    """Say where the referee named a hand's unshown Perlaggs in showing order and that
    cost its Hanger (concern christening-fixed, interpretation one-name-per-perlagg)."""
    out = []
    for seat in play.seats:
        hand = play.known.get(seat, ())
        if len(hand) != play.hand_size:
            continue
        gleich = one_name_matters(hand, play.perlaggs, play.christenings)
        if gleich is None:
            continue
        free = [c for c in hand if c in play.perlaggs and c not in play.christenings]
        args = {
            "seat": seat.value,
            "perlaggs": " ".join(c.code for c in free),
            "gleich": " ".join(c.code for c in gleich.cards),
        }
        out.append(
            Finding(Kind.RULING, "christening-fixed", "figures.one-name", args, seats=(seat,))
        )
    return out


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
