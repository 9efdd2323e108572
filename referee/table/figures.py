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
transcript shows nothing, the figures are decided in showing order, the Gleich first:
``figures_serving`` gives a hand's Gleich and the Hanger of what its Perlaggs still
serve, once the deal (``referee.table.one_name``) has said what its Gleich must reach;
``hanger_after_gleich`` is the Hanger when the Gleich takes every free Perlagg.  The
reading not chosen, each figure on its own, is kept as the interpretation's
alternative (its old key ``figure-each-on-its-own`` is an alias).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import cache

from referee.base.record import record, replace
from referee.messages import DE, say
from referee.model.cards import PLAIN_RANKS, Card, Rank, Suit, by_order
from referee.model.events import Figure, Span
from referee.model.findings import Finding, Kind
from referee.model.results import Decided, FigureDecision, FigureValue, PlayResult
from referee.model.seats import Party, Seat

#: The Hanger run, low to high (S. 61): 7 8 9 10 U O K A.
RUN: tuple[Rank, ...] = PLAIN_RANKS
HAND_SIZE = 5


def best_gleich(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Gleich of the ``fixed`` cards (as they count) and ``free`` Perlaggs.

    >>> from referee.model.cards import card
    >>> [c.code for c in best_gleich([card(c) for c in ("HA", "LA", "S7")], 1).cards]
    ['HA', 'LA', 'SA']
    """
    fixed = tuple(fixed)
    most, i = _most_of_a_rank(fixed)
    if most + free < 2:
        return None
    return _gleich_of(fixed, i, free)


def gleich_key(fixed: Iterable[Card], free: int) -> tuple[int, int]:
    """The key (size, rank) of ``best_gleich(fixed, free)``, (0, 0) for none, without
    making its cards: a bound of an unknown hand needs no more (``decide_split``).

    >>> from referee.model.cards import card
    >>> hand = [card(c) for c in ("HA", "LA", "S7", "E7")]
    >>> gleich_key(hand, 1), best_gleich(hand, 1).key, gleich_key(hand[:1], 0)
    ((3, 14), (3, 14), (0, 0))
    """
    most, i = _most_of_a_rank(fixed)
    size = most + free
    return (size, int(RUN[i])) if size >= 2 else (0, 0)


def _rank_counts(fixed: Iterable[Card]) -> list[int]:
    """How many of ``fixed`` are of each rank of the run (index as in ``RUN``)."""
    counts = [0] * len(RUN)
    for c in fixed:
        i = _INDEX.get(c.rank)
        if i is not None:
            counts[i] += 1
    return counts


def _most_of_a_rank(fixed: Iterable[Card]) -> tuple[int, int]:
    """The most cards of one rank of the run among ``fixed``, and the index in ``RUN`` of
    the highest rank with that many."""
    counts = _rank_counts(fixed)
    most = max(counts)
    return most, len(RUN) - 1 - counts[::-1].index(most)


def best_hanger(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Hanger of the ``fixed`` cards (as they count) and ``free`` Perlaggs:
    the longest, then highest, run; between suits of the same, the first suit."""
    best: tuple[int, int, int] | None = None  # size, start index, suit index
    for s, mask in enumerate(_masks(fixed)):
        window = _window(mask, free)
        if window is not None and (best is None or window > best[:2]):
            best = (*window, s)
    return None if best is None else _hanger(*best)


def hanger_after_gleich(fixed: Iterable[Card], free: int) -> FigureValue | None:
    """The best Hanger once the ``free`` Perlaggs are named for the best Gleich.

    The best Gleich takes every free Perlagg, each named as its rank (of any suit: a
    fünffaches Gleich repeats a suit, S. 60); so the Hanger gains at most that one rank,
    in the one suit that serves it best.  Exact, and four runs of eight ranks to check.

    >>> from referee.model.cards import card
    >>> hand = [card(c) for c in ("HA", "HK", "HO", "LA")]
    >>> best_hanger(hand, 1).size, hanger_after_gleich(hand, 1).size
    (4, 3)
    """
    fixed = tuple(fixed)
    if not free:
        return best_hanger(fixed, 0)
    counts = _rank_counts(fixed)
    most = max(counts)
    if most + free < 2:
        return best_hanger(fixed, free)
    named = 1 << (len(RUN) - 1 - counts[::-1].index(most))  # the Gleich's rank
    best: tuple[int, int, int] | None = None  # size, start index, suit index
    for s, mask in enumerate(_masks(fixed)):
        run = _longest_run(mask | named)
        if run is not None and (best is None or run > best[:2]):
            best = (*run, s)
    return None if best is None else _hanger(*best)


#: What a hand's Gleich must reach when it is shown first: the key (size, rank) it must
#: beat (True) or equal (False).
GleichNeed = tuple[tuple[int, int], bool]


def figures_serving(
    fixed: Iterable[Card], free: int, need: GleichNeed | None
) -> tuple[FigureValue | None, FigureValue | None] | None:
    """The Gleich a hand shows to reach ``need`` with the fewest of its ``free``
    Perlaggs, and the best Hanger of the rest, one name per Perlagg (interpretation
    one-name-per-perlagg); None when no Gleich of the hand reaches ``need``.  ``need``
    None: the Gleich decides nothing, so every free Perlagg serves the Hanger and the
    Gleich is the one of the natural cards.  A Perlagg named for the Gleich may fill the
    Hanger's gap at that rank in one suit.

    >>> from referee.model.cards import card
    >>> hand = [card(c) for c in ("LO", "LK", "LA", "E9")]  # and one free Perlagg
    >>> [v.key if v else None for v in figures_serving(hand, 1, ((2, 10), True))]
    [(2, 14), (3, 14)]
    >>> [v.key if v else None for v in figures_serving(hand, 1, None)]
    [None, (4, 14)]
    >>> figures_serving(hand, 1, ((2, 14), True)) is None
    True
    """
    fixed = tuple(fixed)
    if need is None:
        return best_gleich(fixed, 0), best_hanger(fixed, free)
    (want, strict) = need
    counts = _rank_counts(fixed)
    masks = _masks(fixed)
    best: tuple[tuple[int, int], tuple[int, int], int, int, int] | None = None
    for i, count in enumerate(counts):
        j = next((j for j in range(free + 1) if _reaches(count + j, i, want, strict)), None)
        if j is None:
            continue
        run = _run_beside(masks, i, j, free - j)
        gleich_key = (count + j, int(RUN[i]))
        option = (run[:2] if run else (0, 0), gleich_key, i, j, run[2] if run else 0)
        if best is None or option[:2] > best[:2]:
            best = option
    if best is None:
        return None
    run_key, _, i, j, suit = best
    hanger = _hanger(run_key[0], run_key[1], suit) if run_key != (0, 0) else None
    return _gleich_of(fixed, i, j), hanger


def _reaches(size: int, i: int, want: tuple[int, int], strict: bool) -> bool:
    key = (size, int(RUN[i]))
    return size >= 2 and (key > want if strict else key >= want)


def _run_beside(masks: list[int], i: int, named: int, free: int) -> tuple[int, int, int] | None:
    """The best run (size, start, suit) when ``named`` Perlaggs are named rank ``RUN[i]``
    for the Gleich (one of them may fill that rank in the run's suit) and ``free`` more
    may be anything."""
    best: tuple[int, int, int] | None = None
    for s, mask in enumerate(masks):
        window = _window(mask | (1 << i) if named else mask, free)
        if window is not None and (best is None or window > best[:2]):
            best = (*window, s)
    return best


def _gleich_of(fixed: tuple[Card, ...], i: int, named: int) -> FigureValue:
    """The Gleich of rank ``RUN[i]``: its natural cards and ``named`` Perlaggs named as
    the suits still missing, then duplicates (a fünffaches Gleich, S. 60)."""
    rank = RUN[i]
    cards = [c for c in fixed if c.rank is rank]
    have = {c.suit for c in cards}
    missing = [c for c in _OF_RANK[i] if c.suit not in have]
    for k in range(named):
        cards.append(missing[k] if k < len(missing) else _OF_RANK[i][0])
    return FigureValue(_GLEICH, len(cards), int(rank), tuple(sorted(cards, key=by_order)))


# The search works on bit masks: bit i of a suit's mask is RUN[i] (7 8 9 10 U O K A).
_INDEX: dict[Rank, int] = {r: i for i, r in enumerate(RUN)}
_SUITS: tuple[Suit, ...] = tuple(Suit)
_SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(_SUITS)}
#: The cards of each rank of the run, in suit order (Herz first: the duplicate's suit).
_OF_RANK: tuple[tuple[Card, ...], ...] = tuple(tuple(Card(s, r) for s in _SUITS) for r in RUN)


def _masks(fixed: Iterable[Card]) -> list[int]:
    """Each suit's ranks of the run among the cards, as a bit mask."""
    masks = [0] * len(_SUITS)
    for c in fixed:
        i = _INDEX.get(c.rank)
        if i is not None:
            masks[_SUIT_INDEX[c.suit]] |= 1 << i
    return masks


@cache
def _window(mask: int, free: int) -> tuple[int, int] | None:
    """The longest, then highest, window of the run (two cards or more) whose gaps in
    ``mask`` the ``free`` Perlaggs fill: its size and start index.

    >>> _window(0b1100_0000, 1), _window(0b0000_0101, 0), _window(0, 1)
    ((3, 5), None, None)
    """
    for length in range(len(RUN), 1, -1):
        for start in range(len(RUN) - length, -1, -1):
            gaps = length - ((mask >> start) & ((1 << length) - 1)).bit_count()
            if gaps <= free:
                return (length, start)
    return None


@cache
def _longest_run(mask: int) -> tuple[int, int] | None:
    """The longest, then highest, run of two or more in ``mask``: size, start index.

    >>> _longest_run(0b1110_0011), _longest_run(0b0101_0101)
    ((3, 5), None)
    """
    return _window(mask, 0)


@cache
def _hanger(size: int, start: int, suit: int) -> FigureValue:
    cards = tuple(_OF_RANK[i][suit] for i in range(start, start + size))
    return FigureValue(Figure.HANGER, size, int(RUN[start + size - 1]), cards)


def best_figure(figure: Figure, fixed: Iterable[Card], free: int) -> FigureValue | None:
    if figure is _GLEICH:
        return best_gleich(fixed, free)
    if figure is _HANGER:
        return best_hanger(fixed, free)
    raise ValueError(f"no best {figure} from cards: the Spiel is decided by tricks")


def split_hand(
    cards: Iterable[Card], perlaggs: Sequence[Card], christenings: Mapping[Card, Card]
) -> tuple[tuple[Card, ...], int]:
    """The cards as they count for figures, and the number of free Perlaggs among them."""
    return _split(cards, set(perlaggs), christenings)


def _split(
    cards: Iterable[Card], live: Collection[Card], christenings: Mapping[Card, Card]
) -> tuple[tuple[Card, ...], int]:
    """``split_hand`` with the Perlaggs as a collection to look cards up in."""
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
    hands = split_hands(known, perlaggs, christenings, hand_size, seats)
    return decide_split(figure, hands, seats, after_gleich)


#: A seat's hand as it counts for figures: fixed cards, free Perlaggs, unknown cards.
SplitHand = tuple[tuple[Card, ...], int, int]


def split_hands(
    known: Mapping[Seat, Iterable[Card]],
    perlaggs: Sequence[Card],
    christenings: Mapping[Card, Card],
    hand_size: int,
    seats: Sequence[Seat],
) -> dict[Seat, SplitHand]:
    """Each seat's known cards split once (``split_hand``) with the number unknown, so
    that the Gleich and the Hanger of a deal are decided from one split per seat."""
    out: dict[Seat, SplitHand] = {}
    live = set(perlaggs)
    for seat in seats:
        cards = tuple(dict.fromkeys(known.get(seat, ())))
        fixed, free = _split(cards, live, christenings)
        out[seat] = (fixed, free, max(0, hand_size - len(cards)))
    return out


def decide_split(
    figure: Figure,
    hands: Mapping[Seat, SplitHand],
    seats: Sequence[Seat],
    after_gleich: bool = False,
    made: Mapping[Seat, FigureValue | None] | None = None,
) -> FigureDecision:
    """``decide`` from hands already split (``split_hands``); ``made``: the values of
    the seats whose figure is already made (the Hanger in showing order)."""
    lo: dict[Seat, tuple[int, int]] = {}
    hi: dict[Seat, tuple[int, int]] = {}
    exact: dict[Seat, FigureValue | None] = {}
    in_order = after_gleich and figure is _HANGER  # the Hanger after the Gleich
    for seat in seats:
        fixed, free, unknown = hands[seat]
        if made is not None and seat in made:
            exact[seat] = made[seat]
            lo[seat] = hi[seat] = _key(exact[seat])
        elif unknown == 0 and in_order:
            exact[seat] = hanger_after_gleich(fixed, free)
            lo[seat] = hi[seat] = _key(exact[seat])
        elif unknown == 0:
            exact[seat] = best_figure(figure, fixed, free)
            lo[seat] = hi[seat] = _key(exact[seat])
        else:
            # what the known part makes for certain; after the Gleich, the Hanger without
            # the free Perlaggs: the unknown cards may turn the Gleich to another rank and
            # so the Perlaggs' one name
            counted = 0 if in_order else free
            lo[seat] = _bound(figure, fixed, counted)
            hi[seat] = _bound(figure, fixed, free + unknown)
    return _decision(figure, lo, hi, exact, seats)


def _bound(figure: Figure, fixed: tuple[Card, ...], free: int) -> tuple[int, int]:
    """The key of the best ``figure`` of the cards: a Gleich's without its cards."""
    return gleich_key(fixed, free) if figure is _GLEICH else _key(best_figure(figure, fixed, free))


#: Below every key (``_key`` of no figure is (0, 0)); each seat's party, for every decision.
_BELOW = (-1, -1)
_PARTY_OF: dict[Seat, Party] = {s: s.party for s in Seat}
#: Enum members asked for at every decision, looked up once (a member is a class attribute
#: found through the enum's machinery).
_AC, _BD = Party.AC, Party.BD
_GLEICH, _HANGER = Figure.GLEICH, Figure.HANGER


def _decision(
    figure: Figure,
    lo: Mapping[Seat, tuple[int, int]],
    hi: Mapping[Seat, tuple[int, int]],
    exact: dict[Seat, FigureValue | None],
    seats: Sequence[Seat],
) -> FigureDecision:
    """The decision from each seat's lower and upper bound (a party's bound is its best
    seat's; every seat of ``seats`` has both)."""
    low = {_AC: _BELOW, _BD: _BELOW}
    high = dict(low)
    for s in seats:
        p = _PARTY_OF[s]
        low[p], high[p] = max(low[p], lo[s]), max(high[p], hi[s])
    ac_lo, ac_hi, bd_lo, bd_hi = low[_AC], high[_AC], low[_BD], high[_BD]
    if ac_lo > bd_hi:
        return FigureDecision(figure, Decided.PARTY, _AC, exact)
    if bd_lo > ac_hi:
        return FigureDecision(figure, Decided.PARTY, _BD, exact)
    if ac_lo == ac_hi == bd_lo == bd_hi:
        return FigureDecision(figure, Decided.TIE, None, exact)
    missing = tuple(s for s in seats if s not in exact)
    return FigureDecision(figure, Decided.UNKNOWN, None, exact, missing)


def freed_for_the_spiel(play: PlayResult, since: Span) -> PlayResult:
    """The play's Gleich and Hanger as the hands held them when the end game began at
    ``since`` (concern end-game-ties): the figures are compared before the Spiel that
    may decide them, so a Perlagg christened by a card played from then on counts free
    again (§26: „nicht mehr an die frühere Figur gebunden … die Perlaggen zur freien
    Verfügung“; B §21, B §21 c).  A Perlagg played before stays what it was (§18).
    Where the cards leave a figure open, the play's decision (a table's account) stands.
    """
    start = (since.line, since.column)
    later = {p.card for t in play.tricks for p in t.plays if (p.span.line, p.span.column) >= start}
    bound = {c: n for c, n in play.christenings.items() if c not in later}
    if len(bound) == len(play.christenings):
        return play
    hands = split_hands(play.known, play.perlaggs, bound, play.hand_size, play.seats)
    gleich = decide_split(Figure.GLEICH, hands, play.seats)
    hanger = decide_split(Figure.HANGER, hands, play.seats)
    if gleich.outcome is Decided.UNKNOWN:
        gleich = play.gleich
    if hanger.outcome is Decided.UNKNOWN:
        hanger = play.hanger
    return replace(play, christenings=bound, gleich=gleich, hanger=hanger)


def needs_naming(play: PlayResult, figure: Figure) -> dict[Seat, tuple[Card, ...]]:
    """The Perlaggs not christened yet that the party with ``figure`` better needs for
    it, by seat: where the play's decision counts them named at best for this figure
    and, counted as no card, the party would no longer have it better.  Empty where
    the party has it better without them (or nobody has it better).  A Perlagg has one
    name for every figure (one-name-per-perlagg): what they give this figure they may
    not give another.

    >>> from referee.model.cards import WELI as weli, card
    >>> from referee.model.results import PlayResult
    >>> h8 = card("H8")
    >>> hands = {Seat.A: (weli, card("EA"), card("LA"), card("S9"), card("S8")),
    ...          Seat.B: (card("HA"), card("SA"), card("H9"), card("L9"), h8)}
    >>> split = split_hands(hands, (weli,), {}, 5, (Seat.A, Seat.B))
    >>> gleich = decide_split(Figure.GLEICH, split, (Seat.A, Seat.B))
    >>> play = PlayResult(None, Suit.HERZ, hands, {}, (), gleich, gleich, gleich,
    ...                   known=hands, perlaggs=(weli,), seats=(Seat.A, Seat.B))
    >>> {s.value: [c.code for c in cs] for s, cs in needs_naming(play, Figure.GLEICH).items()}
    {'A': ['W']}
    """
    decision = play.gleich if figure is Figure.GLEICH else play.hanger
    if decision.outcome is not Decided.PARTY or decision.party is None:
        return {}
    hands = split_hands(play.known, play.perlaggs, play.christenings, play.hand_size, play.seats)
    unnamed = {s: (fixed, 0, unknown) for s, (fixed, _free, unknown) in hands.items()}
    without = decide_split(figure, unnamed, play.seats)
    if without.outcome is Decided.PARTY and without.party is decision.party:
        return {}
    live = set(play.perlaggs)
    free = {
        s: tuple(c for c in play.known.get(s, ()) if c in live and c not in play.christenings)
        for s in play.seats
        if s.party is decision.party
    }
    return {s: cs for s, cs in free.items() if cs}


def freed_findings(play: PlayResult, freed: PlayResult) -> list[Finding]:
    """Say where freeing the Perlaggs for the end game (``freed_for_the_spiel``) decides
    Gleich or Hanger otherwise than the cards as played would: one ruling naming each
    freed Perlagg with the card it was played as."""
    if (freed.gleich, freed.hanger) == (play.gleich, play.hanger):
        return []
    played = [
        p
        for t in play.tricks
        for p in t.plays
        if p.card in play.christenings and p.card not in freed.christenings
    ]
    seats = tuple(s for s in play.seats if any(p.seat is s for p in played))
    args = {
        "seats": ", ".join(s.value for s in seats),
        "players": len(seats),
        "count": len(played),
        "perlaggs": ", ".join(f"{p.card.code} = {p.counts_as.code}" for p in played),
    }
    return [Finding(Kind.RULING, "end-game-ties", "scoring.endgame-freed", args, seats=seats)]


# --------------------------------------------------------------------------- names
@record
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
