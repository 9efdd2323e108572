"""The seat's view: each card played weighed with what its player could know then.

A player sees his own cards, the Perlaggs the cutter kept and showed, the cards turned
and the exchange, and every card played (and how it was christened).  From the cards
played he also knows who could not follow: a seat that played a card it may play only
when it holds none of the cards that oblige it (``Compiled.oblige``) holds none of them.
That is all ``Seen`` holds; the other hands, his partner's too, and the cards still to
come are not in it.

The *candidate deals* of a moment are the ways to give the cards he cannot place to the
other seats' hands that agree with ``Seen`` (the rest stays undealt).  Each is solved
exactly (``Solver.makes``) after each play he could make: each legal card, and each
Perlagg once per class of christenings (``Solver.classes``; every christening of a class
gets its value).  Where the candidate deals are few (``EXACT_UP_TO``) all of them are
solved; otherwise a seeded sample, uniform over the candidate deals (each draw a
shuffle of the unplaced cards, kept when it agrees with ``Seen``), with the standard
error of the shares said.  All candidate deals count alike: the sample does not weigh
them by how likely the plays made so far were in each.

>>> from referee.model.cards import card
>>> from referee.table.deal import TableRules
>>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
>>> from referee.analysis.solver import compile_rules
>>> comp = compile_rules(rules, Suit.HERZ)
>>> hands = [frozenset(map(card, h.split())) for h in ("HA HO", "H9 L8")]
>>> seen = seen_at(comp, TableShape(2, 2, 2), NO_ONE, Position(tuple(hands), Suit.HERZ, 0), (), 1)
>>> sorted(c.code for c in seen.hand), seen.slots, len(seen.pool)
(['H9', 'L8'], (2, 0), 31)
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Iterator, Sequence
from itertools import combinations
from pathlib import Path
from typing import Any

from referee.analysis.open_cards import DealAnalysis, foreign_cards, rules_of, step
from referee.analysis.solver import (
    SUITS,
    Compiled,
    Option,
    Position,
    Solver,
    TableShape,
    compile_rules,
)
from referee.analysis.worth import CardWorth, Choice
from referee.base.record import record, replace
from referee.model.cards import Card, Suit
from referee.model.results import PlayedCard, PlayResult
from referee.model.seats import SEATS
from referee.table.deal import TableRules
from referee.table.state import Table, first_leader

#: Candidate deals up to this many (or up to the samples asked for) are all solved; more
#: are sampled.
EXACT_UP_TO = 2000


@record
class Public:
    """What every seat sees before the first card: ``placed`` by seat number, the cards
    shown to be in that hand (the cutter's kept Perlaggs, a turned card taken in the
    exchange); ``out`` the cards seen that no hand holds (turned and not taken, laid
    down in the exchange)."""

    placed: tuple[frozenset[Card], ...] = ()
    out: frozenset[Card] = frozenset()


NO_ONE = Public()


def public_of(play: PlayResult, shape: TableShape) -> Public:
    """The ``Public`` facts of a deal as the referee read them."""
    placed: list[set[Card]] = [set() for _ in range(shape.seats)]
    seats = SEATS[: shape.seats]
    if play.cutter in seats:
        placed[seats.index(play.cutter)] |= set(play.cut_kept)
    out = set(play.turned)
    for ex in play.exchanges:
        if ex.seat in seats:
            placed[seats.index(ex.seat)].add(ex.taken)
            out.discard(ex.taken)
        if ex.given is not None:
            out.add(ex.given)
    return Public(tuple(frozenset(p) for p in placed), frozenset(out))


@record
class Seen:
    """What seat ``seat`` knows when it is to play: the position's public part (trump,
    leader, tricks won, the trick so far), its own ``hand``; by seat number the cards
    it knows another seat holds (``placed``), how many more that seat holds
    (``slots``) and the cards it knows that seat lacks (``lacks``, a mask); ``pool``
    the cards it cannot place (in the other hands or undealt), in card order."""

    seat: int
    trump: Suit
    leader: int
    won: tuple[int, int]
    trick: tuple[PlayedCard, ...]
    hand: frozenset[Card]
    placed: tuple[frozenset[Card], ...]
    slots: tuple[int, ...]
    lacks: tuple[int, ...]
    pool: tuple[Card, ...]


def seen_at(
    comp: Compiled,
    shape: TableShape,
    public: Public,
    start: Position,
    history: Sequence[PlayedCard],
    seat: int,
) -> Seen:
    """What ``seat`` knows after the cards ``history`` were played from ``start``: of
    ``start`` it reads only its own hand, the trump and the first leader."""
    mine = start.hands[seat]
    pos = Position(
        tuple(mine if i == seat else frozenset() for i in range(shape.seats)),
        start.trump,
        start.leader,
    )
    played: set[Card] = set()
    counts = [len(mine)] * shape.seats
    lacks = [0] * shape.seats
    for p in history:
        who = pos.to_play
        played.add(p.card)
        counts[who] -= 1
        if pos.trick:
            led = SUITS.index(pos.trick[0].counts_as.suit)
            if not comp.free[led] >> comp.index[p.card] & 1:
                lacks[who] |= comp.oblige[led]  # he played what he may play only without them
        pos = step(shape, pos, p)
    shown = [
        public.placed[i] - played if i != seat and i < len(public.placed) else frozenset()
        for i in range(shape.seats)
    ]
    seen_cards = pos.hands[seat] | played | public.out | frozenset().union(*shown)
    pool = tuple(c for c in comp.cards if c not in seen_cards)
    slots = tuple(0 if i == seat else counts[i] - len(shown[i]) for i in range(shape.seats))
    return Seen(
        seat,
        start.trump,
        pos.leader,
        pos.won,
        pos.trick,
        pos.hands[seat],
        tuple(shown),
        slots,
        tuple(0 if i == seat else m for i, m in enumerate(lacks)),
        pool,
    )


# --------------------------------------------------------------------------- candidate deals
def bound(seen: Seen) -> int:
    """How many ways there are to fill the other hands from the pool, by counting alone
    (``lacks`` only make the candidate deals fewer)."""
    left, total = len(seen.pool), 1
    for k in seen.slots:
        if k < 0 or k > left:
            return 0
        total *= math.comb(left, k)
        left -= k
    return total


def position(seen: Seen, given: Sequence[frozenset[Card]]) -> Position:
    """The full position of one candidate deal: ``given`` by seat, the unplaced cards."""
    hands = tuple(
        seen.hand if i == seen.seat else seen.placed[i] | given[i] for i in range(len(seen.slots))
    )
    return Position(hands, seen.trump, seen.leader, seen.won, seen.trick)


def every_deal(comp: Compiled, seen: Seen) -> Iterator[Position]:
    """Every candidate deal, in a fixed order."""
    yield from (position(seen, g) for g in _fill(comp, seen, 0, seen.pool))


def _fill(
    comp: Compiled, seen: Seen, seat: int, left: tuple[Card, ...]
) -> Iterator[tuple[frozenset[Card], ...]]:
    if seat == len(seen.slots):
        yield ()
        return
    allowed = [c for c in left if not seen.lacks[seat] >> comp.index[c] & 1]
    for chosen in combinations(allowed, seen.slots[seat]):
        rest = tuple(c for c in left if c not in chosen)
        for more in _fill(comp, seen, seat + 1, rest):
            yield (frozenset(chosen), *more)


def sampled_deals(comp: Compiled, seen: Seen, n: int, rng: random.Random) -> list[Position]:
    """``n`` candidate deals drawn uniformly (with replacement), or fewer where the draws
    that agree with ``Seen`` are too rare (at most ``1000 * n`` shuffles)."""
    pool = list(seen.pool)
    out: list[Position] = []
    for _ in range(1000 * n):
        if len(out) == n:
            break
        rng.shuffle(pool)
        given, at = [], 0
        for seat, k in enumerate(seen.slots):
            hand = pool[at : at + k]
            at += k
            if any(seen.lacks[seat] >> comp.index[c] & 1 for c in hand):
                break
            given.append(frozenset(hand))
        else:
            out.append(position(seen, given))
    return out


# --------------------------------------------------------------------------- one card
@record
class Numbers:
    """The option numbers of ``Compiled.options`` (``of``) and the card of each (``card``)."""

    of: dict[Option, int]
    card: tuple[int, ...]

    @staticmethod
    def make(comp: Compiled) -> Numbers:
        owner = [0] * len(comp.options)
        for c, opts in enumerate(comp.opts_of):
            for k in opts:
                owner[k] = c
        return Numbers({o: k for k, o in enumerate(comp.options)}, tuple(owner))


def plays_of(solver: Solver, num: Numbers, pos: Position) -> list[tuple[PlayedCard, list[int]]]:
    """Each distinct play at ``pos``, one per class of christenings (``Solver.classes``),
    with the option numbers of its class."""
    seat = SEATS[pos.to_play]
    out = []
    for physical in dict.fromkeys(p.card for p in solver.choices(pos)):
        for group in solver.classes(pos, physical):
            top = group[-1]
            played = PlayedCard(seat, physical, top.counts_as, top.perlagg_rank)
            out.append((played, [num.of[o] for o in group]))
    return out


def values(solver: Solver, num: Numbers, shape: TableShape, pos: Position) -> dict[int, int]:
    """Option number -> 1 where the party to play makes the Spiel after it, else 0."""
    party = shape.party(pos.to_play)
    out: dict[int, int] = {}
    for p, options in plays_of(solver, num, pos):
        value = int(solver.makes(step(shape, pos, p), party))
        out.update(dict.fromkeys(options, value))
    return out


def candidates(comp: Compiled, seen: Seen, samples: int, seed: str) -> tuple[list[Position], bool]:
    """The candidate deals to solve, and whether they are all of them: every one when
    they are at most ``EXACT_UP_TO`` (or ``samples``), else ``samples`` drawn with ``seed``."""
    if bound(seen) <= max(EXACT_UP_TO, samples):
        return list(every_deal(comp, seen)), True
    return sampled_deals(comp, seen, samples, random.Random(seed)), False


def weigh(
    solver: Solver,
    shape: TableShape,
    seen: Seen,
    played: PlayedCard,
    samples: int = 200,
    seed: str = "",
) -> CardWorth:
    """The worth of ``played`` from the chair of ``seen.seat`` (``candidates``)."""
    comp = solver.comp
    num = Numbers.make(comp)
    deals, exact = candidates(comp, seen, samples, seed)
    rows = [values(solver, num, shape, d) for d in deals]
    mine = num.of[Option(played.counts_as, played.perlagg_rank)]
    totals: dict[int, int] = {}
    for row in rows:
        for k, v in row.items():
            totals[k] = totals.get(k, 0) + v
    rival = max((k for k in totals if k != mine), key=lambda k: (totals[k], -k), default=None)
    gap = [r.get(rival, 0) - r.get(mine, 0) for r in rows] if rival is not None else []
    return CardWorth(
        played.seat,
        played.card,
        played.counts_as if played.perlagg_rank is not None else None,
        played.span,
        len(rows),
        exact,
        totals.get(mine, 0),
        _choices(comp, num, totals, mine),
        0.0 if exact or rival is None else _error(gap),
        0.0 if exact else _error([r.get(mine, 0) for r in rows]),
        None if rival is None else _choice(comp, num, rival, totals[rival]),
    )


def _choice(comp: Compiled, num: Numbers, k: int, makes: int) -> Choice:
    o = comp.options[k]
    named = o.counts_as if o.perlagg_rank is not None else None
    return Choice(comp.cards[num.card[k]], named, makes)


def _choices(comp: Compiled, num: Numbers, totals: dict[int, int], mine: int) -> tuple[Choice, ...]:
    """Each legal card with its best christening (the card played: as played), the best
    first."""
    best: dict[int, int] = {}
    for k, v in totals.items():
        c = num.card[k]
        if c not in best or v > totals[best[c]]:
            best[c] = k
    if num.card[mine] in best:
        best[num.card[mine]] = mine
    ordered = sorted(best.values(), key=lambda k: (-totals[k], num.card[k]))
    return tuple(_choice(comp, num, k, totals[k]) for k in ordered)


def _error(xs: Sequence[int]) -> float:
    """The standard error of the mean of ``xs`` (a sample of one: 1)."""
    n = len(xs)
    if n < 2:
        return 1.0
    mean = sum(xs) / n
    return math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)


# --------------------------------------------------------------------------- a deal
def known_play(comp: Compiled, p: PlayedCard) -> bool:
    """Whether the solver knows ``p`` as played: its card in the deck, and what it counts
    as one of the card's options (a christening the rulebook gives it)."""
    option = Option(p.counts_as, p.perlagg_rank)
    return p.card in comp.index and option in (
        comp.options[k] for k in comp.opts_of[comp.index[p.card]]
    )


def weigh_plays(
    rules: TableRules,
    shape: TableShape,
    public: Public,
    start: Position,
    plays: Sequence[PlayedCard],
    seats: Collection[int],
    samples: int = 200,
    seed: str = "",
) -> tuple[CardWorth, ...]:
    """The worth of each card of ``plays`` (as followed by ``open_cards``: until the
    Spiel is decided or a card it cannot follow) whose seat is in ``seats``, each from
    its player's chair; the sample of the ``k``-th card drawn with ``f"{seed}/{k}"``.
    One solver per card: its caches serve that card's candidate deals."""
    out: list[CardWorth] = []
    pos = start
    for k, p in enumerate(plays):
        seat = SEATS.index(p.seat)
        if max(pos.won) >= shape.tricks_needed or seat != pos.to_play:
            break
        if p.card not in pos.hands[seat] or not known_play(compile_rules(rules, start.trump), p):
            break
        if seat in seats:
            solver = Solver(rules, shape, start.trump)
            seen = seen_at(solver.comp, shape, public, start, plays[:k], seat)
            out.append(weigh(solver, shape, seen, p, samples, f"{seed}/{k}"))
        pos = step(shape, pos, p)
    return tuple(out)


def with_worth(
    analysis: DealAnalysis,
    play: PlayResult,
    rules: TableRules,
    seats: Collection[int],
    samples: int = 200,
    seed: str = "",
) -> DealAnalysis:
    """``analysis`` (``open_cards.analyse_deal`` of ``play``) with the worth of each card
    of ``seats`` from its player's chair: of those seats whose own cards at the first
    card are all known (the others' hands need not be).  Each deal's samples are drawn
    from ``seed`` and the deal's number."""
    start, whole = chair_start(play, analysis.shape, rules)
    if start is None:
        return analysis
    plays = [p for t in play.tricks for p in t.plays]
    public = public_of(play, analysis.shape)
    key = f"{seed}/{analysis.number}"
    chairs = [s for s in seats if s in whole]
    worth = weigh_plays(rules, analysis.shape, public, start, plays, chairs, samples, key)
    return replace(analysis, worth=worth)


def chair_start(
    play: PlayResult, shape: TableShape, rules: TableRules
) -> tuple[Position | None, tuple[int, ...]]:
    """The position at the first card with what the transcript shows of each hand (all
    of it, or the cards known: a card played is always known), and the seats whose
    whole hand that is; None where trump or dealer is unknown or a card the rulebook's
    deck lacks is held (``open_cards.foreign_cards``)."""
    if play.trump is None or play.dealer is None or foreign_cards(play, rules):
        return None, ()
    seats = SEATS[: shape.seats]
    hands = tuple(frozenset(play.known.get(s, ())) for s in seats)
    table = Table(rules, shape.seats, shape.hand_size)
    leader = SEATS.index(first_leader(table, play.dealer))
    whole = tuple(i for i, h in enumerate(hands) if len(h) == shape.hand_size)
    return Position(hands, play.trump, leader), whole


def weigh_judged(
    judged: Any,
    analyses: Sequence[DealAnalysis],
    rules: str | None,
    base_dir: Path | None,
    seats: Collection[int],
    samples: int = 200,
    seed: str = "",
) -> list[DealAnalysis]:
    """``analyses`` (``open_cards.analyse_judged`` of ``judged``) each ``with_worth``
    for ``seats``, under the rules the file was judged by."""
    table = rules_of(judged.transcript, rules, base_dir)
    plays = [d.play for d in judged.report.deals]
    return [
        with_worth(a, play, table, seats, samples, seed)
        for a, play in zip(analyses, plays, strict=True)
    ]
