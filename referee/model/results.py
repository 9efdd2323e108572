"""The results that flow from one stage of the referee to the next.

text → events → play (deal.py, play.py, figures.py) → ``PlayResult``
→ wager (wager.py, scoring.py) → ``WagerResult`` → report.
Each stage adds findings; none reaches back.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any, NamedTuple

from referee.base.record import field, record
from referee.model.cards import Card, Suit
from referee.model.events import NOWHERE, Figure, Span
from referee.model.findings import Finding
from referee.model.holdings import Holding, Holdings
from referee.model.seats import SEATS, Party, Seat


def tricks_for_the_spiel(hand_size: int) -> int:
    """Concern ``spiel``: more than half the tricks win the Spiel.

    >>> tricks_for_the_spiel(5), tricks_for_the_spiel(7)
    (3, 4)
    """
    return hand_size // 2 + 1


def _empty() -> Mapping[Any, Any]:
    return MappingProxyType({})


# a NamedTuple, not a record: one per card of every deal (tests/benchmarks/bench_throughput.py)
class PlayedCard(NamedTuple):
    """One card laid to a trick (equal, hashed and shown as a record is)."""

    seat: Seat
    card: Card  # the physical card, trump-relative names resolved
    counts_as: Card  # what it is in play: its christening, or itself
    perlagg_rank: int | None  # 0 = highest Perlagg of the deal; None for a plain card
    span: Span = NOWHERE


@record
class ExchangeMade:
    """A turned card taken into a hand: ``seat`` took ``taken`` and laid ``given``."""

    seat: Seat
    taken: Card
    given: Card | None  # None where the transcript names no card the referee knows


# a NamedTuple, not a record: one per trick of every deal (tests/benchmarks/bench_throughput.py)
class TrickResult(NamedTuple):
    """One trick as it was played."""

    number: int  # 1..5
    plays: tuple[PlayedCard, ...]
    winner: Seat | None  # None when the trick is incomplete
    span: Span = NOWHERE


@record
class FigureValue:
    """One player's best Gleich or Hanger: comparable, higher is better."""

    figure: Figure
    size: int  # number of cards (2..5)
    top: int  # Gleich: the rank; Hanger: the highest rank of the run
    cards: tuple[Card, ...] = ()  # as christened to make it

    @property
    def key(self) -> tuple[int, int]:
        return (self.size, self.top)


class Decided(StrEnum):
    PARTY = "party"  # one party has it better
    TIE = "steht"  # equal best figures
    UNKNOWN = "offen"  # the transcript does not say enough


@record
class FigureDecision:
    """Who has a figure better, from the cards of all four players (S. 70)."""

    figure: Figure
    outcome: Decided
    party: Party | None = None
    best: Mapping[Seat, FigureValue | None] = field(default_factory=_empty)
    missing: tuple[Seat, ...] = ()  # seats whose cards are needed and unknown


@record
class PlayResult:
    dealer: Seat | None
    trump: Suit | None
    hands: Mapping[Seat, tuple[Card, ...]]  # five cards after exchange, where known
    christenings: Mapping[Card, Card]  # Perlagg -> the card it was christened as
    tricks: tuple[TrickResult, ...]
    spiel: FigureDecision  # the party with the Spiel's tricks, when play got that far
    gleich: FigureDecision
    hanger: FigureDecision
    findings: tuple[Finding, ...] = ()
    #: Every card known to be in each seat's five (after the exchange): from Hand lines,
    #: the cut, plays and shows; fewer than five where the transcript does not say.
    known: Mapping[Seat, tuple[Card, ...]] = field(default_factory=_empty)
    #: The deal's Perlaggs, high to low (empty while trump is unknown).
    perlaggs: tuple[Card, ...] = ()
    #: For the pictures: who cut and the permanent Perlaggs he kept, the card(s) turned
    #: (several where turned again), and the exchanges of a turned card that moved cards.
    cutter: Seat | None = None
    cut_kept: tuple[Card, ...] = ()
    turned: tuple[Card, ...] = ()
    exchanges: tuple[ExchangeMade, ...] = ()
    #: What each seat surely holds at every moment of the deal (the one place to ask).
    holdings: Holdings | None = None
    #: The seats at the table in play order (A, B at a table of two).
    seats: tuple[Seat, ...] = SEATS

    def known_holding(self, seat: Seat, before: int) -> Holding:
        """What ``seat`` surely held when event ``before`` of the deal happened (a card
        played in that event still counted as held): from Hand lines, the cut, the
        exchange, the cards played and shown, and the cards placed in other hands.
        ``Holding.complete`` says whether that is all of his cards at that moment."""
        if self.holdings is None:
            return Holding(seat, (), False, 0)
        return self.holdings.holding(seat, before * 8)

    @property
    def hand_size(self) -> int:
        return self.holdings.hand_size if self.holdings is not None else 5

    @property
    def spiel_tricks(self) -> int:
        """The tricks that win the Spiel at this table (3 of 5, 4 of 7)."""
        return tricks_for_the_spiel(self.hand_size)

    @property
    def last_trick_after(self) -> int:
        """Cards played before the last trick's first card (16 at four with five cards)."""
        return len(self.seats) * (self.hand_size - 1)

    def last_card(self, seat: Seat, before: int) -> PlayedCard | None:
        """His one card left when event ``before`` happened, where the transcript proves it
        (a ``Hand`` line and the cards he played): a Perlagg counts as one (it may be
        played as a Perlagg); None when it is not proved."""
        held = self.known_holding(seat, before)
        if not held.complete or len(held.cards) != 1:
            return None
        [c] = held.cards
        counts = self.christenings.get(c, c)
        free_or_named = c in self.perlaggs and (c not in self.christenings or counts != c)
        return PlayedCard(seat, c, counts, self.perlaggs.index(c) if free_or_named else None)

    def decision(self, figure: Figure) -> FigureDecision:
        return {Figure.GLEICH: self.gleich, Figure.HANGER: self.hanger, Figure.SPIEL: self.spiel}[
            figure
        ]


class Outcome(StrEnum):
    """docs/report.md's ``outcome`` of one figure in one deal."""

    GUT = "gut"
    GEHALTEN = "gehalten"
    SPIEL_AUS = "spiel-aus"
    STILL = "still"
    STEHT = "steht"
    OFFEN = "offen"


@record
class FigureOutcome:
    figure: Figure
    outcome: Outcome
    value: int
    party: Party | None
    bidder: Seat | None = None
    answered: str | None = None  # how it was answered, for the report's table
    findings_keys: tuple[str, ...] = ()
    #: False when the figure's points were not written: the match was over before them,
    #: or the party lost all points of the deal (penalty.false_figure_forfeits_deal)
    written: bool = True
    #: the seat that first held the bid (answered "halten"); None when it was not held
    held_by: Seat | None = None


@record
class WagerResult:
    figures: Mapping[Figure, FigureOutcome]
    points: Mapping[Party, int]  # gained (or lost) in this deal, penalties included
    score: Mapping[Party, int]  # running score after the deal
    winner: Party | None  # the party that went out in this deal, if any
    findings: tuple[Finding, ...] = ()
