"""What each seat holds, in one place: the cards it surely holds and surely does not hold.

A deal is known only in parts: a ``Hand`` line, the Perlaggs the cutter kept, the
exchange, the cards played and shown.  ``Holdings`` gathers all of it for one deal and
answers, for any moment (a *tick*: ``8 * event index + position in a trick``), what a
seat surely holds (``holds``), whether that is all of his cards (``fully_known``), and
why he surely cannot hold a card (``lacks``: it was played, it lies on the table, another
seat holds it, or his own full hand does not have it).  Knowledge runs both ways in
time: a card played in trick 4 was held in trick 2.

Every rule that asks "what did X hold" asks this value: following suit, the exchange,
must-have, the fifth-trick Spiel, the card count.

>>> from referee.model.cards import card
>>> h = Holdings.empty(5).with_hand(Seat.A, [card(x) for x in "HA HK HO HU H10".split()])
>>> h = h.with_play(Seat.A, card("HA"), 16)
>>> sorted(h.holds(Seat.A, 16)) == sorted(h.holds(Seat.A, 17) + (card("HA"),))
True
>>> h.fully_known(Seat.A, 17), h.lacks(Seat.B, card("HA"), 17), h.lacks(Seat.B, card("HK"), 17)
(True, 'played', 'seat:A')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple, TypeVar

from referee.base.record import field, record, replace
from referee.model.cards import Card, by_order
from referee.model.seats import Seat

K = TypeVar("K")
V = TypeVar("V")

#: A tick after every event of a deal.
NEVER = 10**12
_NOTHING: Mapping[Any, Any] = MappingProxyType({})

#: (acquired, released): the card is in the hand at tick t when acquired < t <= released.
Interval = tuple[int, int]


def _frozen(d: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(d))


# a NamedTuple, not a record: one per card judged for revoke (tests/benchmarks/bench_referee.py)
class Holding(NamedTuple):
    """What one seat surely holds at one moment; ``complete``: these are all his cards."""

    seat: Seat
    cards: tuple[Card, ...]
    complete: bool
    missing: int  # how many of his cards at that moment the transcript does not show


@record
class Holdings:
    """Immutable knowledge of who holds what during one deal (see the module's text)."""

    hand_size: int
    #: the full hand of a ``Hand`` line, after the exchange
    hands: Mapping[Seat, frozenset[Card]] = field(default_factory=lambda: _frozen({}))
    #: the permanent Perlaggs the cutter kept
    kept: Mapping[Card, Seat] = field(default_factory=lambda: _frozen({}))
    #: cards lying face up on the table (turned, or given in the exchange), as intervals
    table: Mapping[Card, Interval] = field(default_factory=lambda: _frozen({}))
    #: every card credibly played: by whom and when
    played: Mapping[Card, tuple[Seat, int]] = field(default_factory=lambda: _frozen({}))
    #: cards known in each seat's hand, with the interval it held them
    held: Mapping[Seat, Mapping[Card, Interval]] = field(default_factory=lambda: _frozen({}))

    @staticmethod
    def empty(hand_size: int) -> Holdings:
        return Holdings(hand_size)

    @staticmethod
    def before_play(
        hand_size: int,
        hands: Mapping[Seat, frozenset[Card]],
        table: Mapping[Card, Interval],
        kept: Mapping[Card, Seat],
    ) -> Holdings:
        """What is known before the first card, at once: ``empty(hand_size)`` with each
        hand (``with_hand``), the cards on the table (``on_table``), then the Perlaggs
        kept at the cut (``with_kept``), in that order.

        >>> from referee.model.cards import card
        >>> hand, ha, w = frozenset([card("HA"), card("HK")]), card("HA"), card("W")
        >>> Holdings.before_play(5, {Seat.A: hand}, {w: (-1, 9)}, {ha: Seat.A}) == (
        ...     Holdings.empty(5).with_hand(Seat.A, hand).on_table(w, -1, 9).with_kept(Seat.A, ha))
        True
        """
        held = {seat: dict.fromkeys(cards, (-1, NEVER)) for seat, cards in hands.items()}
        for c, seat in kept.items():
            mine = held.setdefault(seat, {})
            mine[c] = _narrow(mine.get(c), -1, NEVER)
        return Holdings(
            hand_size,
            MappingProxyType({seat: frozenset(cards) for seat, cards in hands.items()}),
            _frozen(kept),
            _frozen(table),
            _NOTHING,
            MappingProxyType({seat: MappingProxyType(cards) for seat, cards in held.items()}),
        )

    # ---------------------------------------------------------------- building
    def with_hand(self, seat: Seat, cards: Iterable[Card]) -> Holdings:
        """A ``Hand`` line's cards (after the exchange) are his for the whole deal."""
        new = frozenset(cards)
        held = dict(self.held.get(seat, {}))
        for c in new:
            held[c] = _widen(held.get(c), -1, NEVER)
        return replace(
            self,
            hands=MappingProxyType({**self.hands, seat: new}),
            held=MappingProxyType({**self.held, seat: MappingProxyType(held)}),
        )

    def with_kept(self, seat: Seat, c: Card) -> Holdings:
        """A permanent Perlagg kept at the cut is the cutter's from the start."""
        return replace(self, kept=_frozen({**self.kept, c: seat}))._know(seat, c)

    def on_table(self, c: Card, after: int = -1, until: int = NEVER) -> Holdings:
        """``c`` lies face up on the table from ``after`` (exclusive) to ``until``."""
        return replace(self, table=_frozen({**self.table, c: (after, until)}))

    def with_exchange(self, seat: Seat, taken: Card, given: Card | None, tick: int) -> Holdings:
        """``seat`` took the turned ``taken`` at ``tick`` and laid down ``given``."""
        out = self
        if taken in self.hands.get(seat, ()):
            held = dict(self.held[seat])
            held[taken] = (tick, held[taken][1])
            out = replace(out, held=_frozen({**out.held, seat: _frozen(held)}))
        return out._know(seat, given, -1, tick) if given is not None else out

    def with_play(self, seat: Seat, c: Card, tick: int, acquired: int = -1) -> Holdings:
        """``seat`` played ``c`` at ``tick``: he held it until then (and before)."""
        held = dict(self.held.get(seat, {}))
        held[c] = _narrow(held.get(c), acquired, tick)
        return replace(
            self,
            played=_frozen({**self.played, c: (seat, tick)}),
            held=_frozen({**self.held, seat: _frozen(held)}),
        )

    def with_plays(self, plays: Iterable[tuple[Seat, Card, int, int]]) -> Holdings:
        """Many ``with_play`` at once: (seat, card, tick, acquired) each, one copy."""
        played = dict(self.played)
        held = {s: dict(cards) for s, cards in self.held.items()}
        for seat, c, tick, acquired in plays:
            played[c] = (seat, tick)
            mine = held.setdefault(seat, {})
            old = mine.get(c)  # mostly None: a card played is mostly first known then
            mine[c] = (acquired, tick) if old is None else _narrow(old, acquired, tick)
        return replace(  # the dicts are this call's own: frozen without a copy
            self,
            played=MappingProxyType(played),
            held=MappingProxyType({s: MappingProxyType(cards) for s, cards in held.items()}),
        )

    def with_shown(self, seat: Seat, c: Card) -> Holdings:
        """A card shown after play was one of his cards."""
        return self._know(seat, c)

    def _know(self, seat: Seat, c: Card, acquired: int = -1, released: int = NEVER) -> Holdings:
        held = dict(self.held.get(seat, {}))
        held[c] = _narrow(held.get(c), acquired, released)
        return replace(self, held=_frozen({**self.held, seat: _frozen(held)}))

    # ---------------------------------------------------------------- queries
    def holds(self, seat: Seat, at: int) -> tuple[Card, ...]:
        """The cards ``seat`` surely holds at tick ``at`` (a card played at ``at`` included),
        in the order they became known."""
        return tuple([c for c, (a, r) in self.held.get(seat, _NOTHING).items() if a < at <= r])

    def played_before(self, seat: Seat, at: int) -> int:
        return len([t for s, t in self.played.values() if t < at and s == seat])

    def fully_known(self, seat: Seat, at: int) -> bool:
        """Whether ``holds(seat, at)`` is all of his cards at that moment."""
        return len(self.holds(seat, at)) >= self.hand_size - self.played_before(seat, at)

    def holding(self, seat: Seat, at: int, played: int | None = None) -> Holding:
        """What ``seat`` surely holds at ``at``; ``played``: the cards he played before
        it (``played_before``), where the caller has counted them already."""
        cards = self.holds(seat, at)
        left = self.hand_size - (self.played_before(seat, at) if played is None else played)
        return Holding(seat, cards, len(cards) >= left, max(0, left - len(cards)))

    def lacks(
        self, seat: Seat, c: Card, at: int, played: Mapping[Card, tuple[Seat, int]] | None = None
    ) -> str | None:
        """Why ``seat`` surely does not hold ``c`` at ``at``, or None if he may.

        ``played`` (someone played it before), ``table`` (it lies face up),
        ``seat:X`` (X's hand line or cut has it), ``hand`` (his own full hand lacks it).
        ``played``: the cards played so far, where the holdings are still being built.
        """
        by = (self.played if played is None else played).get(c)
        if by is not None and by[1] < at:
            return "played"
        span = self.table.get(c)
        if span is not None and span[0] < at <= span[1]:
            return "table"
        for other, cards in self.hands.items():
            if c in cards and other != seat:
                return f"seat:{other.value}"
        keeper = self.kept.get(c)
        if keeper is not None and keeper != seat:
            return f"seat:{keeper.value}"
        own = self.hands.get(seat)
        if own is not None and c not in own:
            return "hand"
        return None

    def known(self, seat: Seat, given: Mapping[Card, int]) -> tuple[Card, ...]:
        """Every card known to be in his hand after the exchange (``given``: card → tick)."""
        return tuple(
            sorted(
                (
                    c
                    for c, (_, r) in self.held.get(seat, {}).items()
                    if not (c in given and r == given[c])
                ),
                key=by_order,
            )
        )


def _widen(old: Interval | None, acquired: int, released: int) -> Interval:
    return (acquired, released) if old is None else (min(old[0], acquired), max(old[1], released))


def _narrow(old: Interval | None, acquired: int, released: int) -> Interval:
    """Knowing more of an interval: the earliest acquisition, the earliest release."""
    return (acquired, released) if old is None else (min(old[0], acquired), min(old[1], released))
