"""The table and the state of a deal's play: what ``chess.Board`` is for chess.

``Table`` is the fixed frame of a match: the rulebook's parameters, how many play
(two or four), how many cards each holds (five; seven in the two-player variant) and
how many tricks make the Spiel.  ``DealState`` is one immutable moment of a deal's
play: trump, the Perlaggs and their christenings, the trick on the table, the tricks
taken, whose turn it is and what each seat is known to hold.  ``legal_plays`` lists
the plays a seat may make (a Perlagg with each of its christenings, or none),
``play`` returns the next state or raises ``IllegalPlay`` carrying the concern keys
and the facts, ``push`` records a play without judging it (the referee's fold goes on
after a violation).

Each rule is one function beside the concern key it answers, its paragraph in the
docstring; the rulebook data says which paragraphs govern the concern.

>>> from referee.model.cards import card
>>> from referee.table.deal import TableRules
>>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
>>> hands = {s: [card(x) for x in h.split()] for s, h in zip(Seat, (
...     "HA L8", "H9 LA", "HO L9", "L10 HK"))}
>>> s = DealState.start(Table(rules), Seat.D, Suit.SCHELL, hands)
>>> s.to_play, [str(m) for m in s.legal_plays(Seat.A)]
(<Seat.A: 'A'>, ['HA', 'L8'])
>>> s = s.play(Seat.A, Move(card("HA"))).play(Seat.B, Move(card("H9")))
>>> [str(m) for m in s.legal_plays(Seat.C)]
['HO']
>>> s.play(Seat.C, Move(card("L9")))
Traceback (most recent call last):
...
referee.table.state.IllegalPlay: follow-suit: play.revoke
>>> s = s.play(Seat.C, Move(card("HO")))
>>> len(s.legal_plays(Seat.D))  # L10, and the Martl plain or christened as any of 32 cards
34
>>> s = s.play(Seat.D, Move(card("HK"), card("SA")))
>>> s.tricks[-1].winner, s.to_play, dict(s.won)
(<Seat.D: 'D'>, <Seat.D: 'D'>, {<Party.AC: 'A+C'>: 0, <Party.BD: 'B+D'>: 1})
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple, TypeVar

from referee.base.errors import PerlaggError
from referee.base.record import field, record
from referee.model.cards import PLAIN_RANKS, Card, Suit, by_order
from referee.model.events import NOWHERE, Span
from referee.model.findings import Kind
from referee.model.results import PlayedCard, TrickResult, tricks_for_the_spiel
from referee.model.seats import SEATS, Party, Seat
from referee.table.deal import Christening, TableRules, christening, perlagg_ranks, perlaggs

#: The cards a Perlagg may be christened as: every plain card of the four suits.
PLAIN_CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in PLAIN_RANKS)


# =========================================================================== the table
@record
class Table:
    """Who sits at the table and how many cards they hold (concern ``seating``).

    Four players: A, B, C, D in play order to the left, partners opposite (A+C against
    B+D).  Two players: A and B, each his own party; each is the other's left- and
    right-hand neighbour, and nobody has a partner.  Internally a two-player party keeps
    the party value of its seat's side (A in ``Party.AC``), named by ``party_name``.
    """

    rules: TableRules
    players: int = 4
    hand_size: int = 5

    @property
    def seats(self) -> tuple[Seat, ...]:
        return SEATS[: self.players]

    @property
    def spiel_tricks(self) -> int:
        """Concern ``spiel``: the tricks that win the Spiel, more than half (3 of 5, 4 of 7)."""
        return tricks_for_the_spiel(self.hand_size)

    def left(self, seat: Seat) -> Seat:
        """The next seat in play order (play goes to the left; asked at every card)."""
        nxt = _LEFT.get((self.players, seat))
        if nxt is not None:
            return nxt
        seats = self.seats
        return seats[(seats.index(seat) + 1) % len(seats)]

    def right(self, seat: Seat) -> Seat:
        if self.players == 4:
            return seat.right
        seats = self.seats
        return seats[(seats.index(seat) - 1) % len(seats)]

    def partner(self, seat: Seat) -> Seat | None:
        """The partner opposite; None at a table of two."""
        return seat.partner if self.players == 4 else None

    def party_seats(self, party: Party) -> tuple[Seat, ...]:
        return tuple(s for s in party.seats if s in self.seats)

    def party_name(self, party: Party) -> str:
        """ "A+C" at four, "A" at two (the seat is the party)."""
        return "+".join(s.value for s in self.party_seats(party))

    def round_from(self, seat: Seat) -> tuple[Seat, ...]:
        i = self.seats.index(seat)
        return tuple(self.seats[(i + k) % self.players] for k in range(self.players))


#: (players, seat) -> the seat on its left, at the tables there are (two or four).
_LEFT: dict[tuple[int, Seat], Seat] = {
    (n, seat): SEATS[(i + 1) % n] for n in (2, 4) for i, seat in enumerate(SEATS[:n])
}


def players_of(header: str | None) -> int:
    """``[Spieler "2"]`` → 2; four when the header is absent (the parser checks it)."""
    return 2 if (header or "").strip() == "2" else 4


def table_for(rules: TableRules, players: str | None, cards: str | None) -> Table:
    """The table of a transcript's ``[Spieler …]`` and ``[Karten …]`` headers.

    Seven cards each is the variant for two players (interpretation ``seven-cards``);
    with four, or without the header, each holds five.
    """
    n = players_of(players)
    seven = n == 2 and (cards or "").strip() == "7"
    return Table(rules, n, 7 if seven else 5)


def first_leader(table: Table, dealer: Seat) -> Seat:
    """Concern ``lead``: the player left of the dealer leads the first trick (S. 63)."""
    return table.left(dealer)


def cutter(table: Table, dealer: Seat) -> Seat:
    """Concern ``cut``: the player right of the dealer cuts (§2)."""
    return table.right(dealer)


# =========================================================================== the rules of play
def follows_suit(
    card: Card, led: Suit | None, trump: Suit, live: Collection[Card], held: Sequence[Card]
) -> bool:
    """Concern ``follow-suit``: may ``card`` be played to a trick led in suit ``led``?

    ``held`` is the player's hand when he plays (``card`` among it, or not: a card not
    held is still judged against what he held).  The led suit is the suit of what the
    first card counts as, a christened Perlagg included (S. 63).  Holding a natural card
    of the led suit one must play one, unless one plays a trump or a Perlagg instead
    ("außer es wird gestochen", §13; B §10).  Perlaggs are never a suit and may always
    be played; nobody need beat anything (S. 64).  A trump that does not win the trick
    still counts as "gestochen" (interpretation ``gestochen-act``).  More cards held can
    only forbid more, so ``held`` may be a known part of the hand: False is then a
    proof, True only for the part known.  ``live``, the Perlaggs: a set or a mapping by
    card is looked up faster than a tuple is scanned.

    >>> from referee.model.cards import card
    >>> follows_suit(card("L9"), Suit.HERZ, Suit.SCHELL, (), [card("L9"), card("H7")])
    False
    >>> follows_suit(card("S8"), Suit.HERZ, Suit.SCHELL, (), [card("S8"), card("H7")])
    True
    """
    if led is None or card.suit is led or card.suit is trump or card in live:
        return True
    return not any(c.suit is led and c is not card and c not in live for c in held)


def legal_cards(
    hand: Sequence[Card], led: Suit | None, trump: Suit, live: Collection[Card]
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick led in ``led`` (None: any)."""
    return tuple(c for c in hand if follows_suit(c, led, trump, live, hand))


def trick_winner(plays: Sequence[PlayedCard], trump: Suit) -> int:
    """Concern ``trick-winner``: the index of the winning card of a complete trick.

    Trump beats the led suit, which beats the rest; within a suit the higher rank wins;
    a Perlagg christened as a card beats the natural card of that name, and Perlaggs
    christened alike go by Perlagg rank (§19).  An unchristened Perlagg is the plain
    card (§17): its ``perlagg_rank`` is None.

    >>> from referee.model.cards import card
    >>> p = [PlayedCard(Seat.A, card("HA"), card("HA"), None),
    ...      PlayedCard(Seat.B, card("HK"), card("HA"), 0)]
    >>> trick_winner(p, Suit.LAUB)
    1
    """
    led = plays[0].counts_as.suit
    best, best_key = 0, (-1, 0, 0)
    for i, p in enumerate(plays):
        c, perlagg = p.counts_as, p.perlagg_rank
        tier = 2 if c.suit is trump else 1 if c.suit is led else 0
        key = (tier, c.rank, -99 if perlagg is None else -perlagg)
        if key > best_key:
            best, best_key = i, key
    return best


def expected_player(table: Table, leader: Seat | None, trick: Sequence[PlayedCard]) -> Seat | None:
    """Concern ``lead``: the winner of the last trick leads; then play goes to the left."""
    return leader if not trick else table.left(trick[-1].seat)


def christening_choices(
    card: Card, live: Sequence[Card], fixed: Mapping[Card, Card]
) -> tuple[Card | None, ...]:
    """Concern ``christening``: how ``card`` may be named when played (§16–§19).

    A Perlagg not yet christened may be named as any plain card, or not at all (then it
    is the plain card, §17); one christened already is what it was ('tauft ist 'tauft,
    §18); any other card is itself.
    """
    if card in live and card not in fixed:
        return (None, *PLAIN_CARDS)
    return (None,)


# =========================================================================== moves and faults
# a NamedTuple, not a record: one per card of every deal (tests/benchmarks/bench_throughput.py)
class Move(NamedTuple):
    """A card played, and the name given to it (None: not named)."""

    card: Card
    named: Card | None = None

    def __str__(self) -> str:
        return self.card.code if self.named is None else f"{self.card.code} als {self.named.code}"


@record
class Fault:
    """One rule a play breaks: the concern, the message key, the facts, and how sure."""

    concern: str
    key: str
    args: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    kind: Kind = Kind.VIOLATION


class IllegalPlay(PerlaggError, ValueError):
    """Raised by ``DealState.play``: ``faults`` are the rules the play breaks."""

    def __init__(self, faults: Sequence[Fault]) -> None:
        self.faults = tuple(faults)
        super().__init__("; ".join(f"{f.concern}: {f.key}" for f in self.faults))

    @property
    def concern(self) -> str:
        return self.faults[0].concern


# =========================================================================== the deal state
K = TypeVar("K")
V = TypeVar("V")


def _frozen(d: Mapping[K, V]) -> Mapping[K, V]:
    """A read-only copy of ``d`` (a dict made just for the state is wrapped as it is)."""
    return MappingProxyType(dict(d))


_NO_HANDS: Mapping[Seat, frozenset[Card]] = _frozen({})
_NOT_CHRISTENED: Mapping[Card, Card] = _frozen({})
_NONE_WON: Mapping[Party, int] = _frozen({p: 0 for p in Party})


# a NamedTuple, not a record: the fold makes one per card (tests/benchmarks/bench_throughput.py)
class DealState(NamedTuple):
    """One moment of a deal's play (immutable; every step returns a new state).

    ``hands`` is what each seat surely holds now and ``complete`` the seats for which
    that is all they hold (the analysis knows every hand; the referee knows parts).
    ``trump`` None: the trick is recorded, no rule of play can be judged.
    """

    table: Table
    dealer: Seat | None
    trump: Suit | None
    perlaggs: tuple[Card, ...] = ()
    leader: Seat | None = None
    hands: Mapping[Seat, frozenset[Card]] = _NO_HANDS
    complete: frozenset[Seat] = frozenset()
    christened: Mapping[Card, Card] = _NOT_CHRISTENED
    trick: tuple[PlayedCard, ...] = ()
    trick_span: Span = NOWHERE
    judged: bool = True  # False once a card of the trick could not be judged
    tricks: tuple[TrickResult, ...] = ()
    won: Mapping[Party, int] = _NONE_WON
    spiel: Party | None = None  # the party that took the Spiel's tricks first

    @staticmethod
    def start(
        table: Table,
        dealer: Seat | None,
        trump: Suit | None,
        hands: Mapping[Seat, Sequence[Card]] | None = None,
    ) -> DealState:
        """The state before the first card; ``hands`` given are taken as complete."""
        given = {s: frozenset(h) for s, h in (hands or {}).items()}
        return DealState(
            table,
            dealer,
            trump,
            perlaggs(table.rules, trump) if trump is not None else (),
            first_leader(table, dealer) if dealer is not None else None,
            _frozen(given),
            frozenset(given),
        )

    # ---------------------------------------------------------------- questions
    @property
    def to_play(self) -> Seat | None:
        """Who plays next (None: the dealer is unknown and no trick is begun)."""
        trick = self.trick  # as ``expected_player``, asked at every card
        return self.leader if not trick else self.table.left(trick[-1].seat)

    @property
    def led(self) -> Suit | None:
        return self.trick[0].counts_as.suit if self.trick else None

    @property
    def is_decided(self) -> bool:
        """Concern ``play-stop``: play stops once a party has the Spiel's tricks."""
        return self.spiel is not None

    def knowing(self, seat: Seat, cards: Sequence[Card], complete: bool) -> DealState:
        """The same moment, with what ``seat`` is now known to hold."""
        done = self.complete | {seat} if complete else self.complete - {seat}
        hands = MappingProxyType({**self.hands, seat: frozenset(cards)})
        return self._replace(hands=hands, complete=done)

    def counts_as(self, move: Move) -> Christening:
        """What the card counts as, played with that name (concern ``christening``)."""
        assert self.trump is not None
        return christening(self.perlaggs, move.card, move.named, self.christened)

    def legal_plays(self, seat: Seat) -> tuple[Move, ...]:
        """Every play ``seat`` may make now from the cards he surely holds."""
        if self.trump is None or self.to_play not in (None, seat):
            return ()
        held = sorted(self.hands.get(seat, ()))
        return tuple(
            Move(c, n)
            for c in legal_cards(held, self.led, self.trump, self.perlaggs)
            for n in christening_choices(c, self.perlaggs, self.christened)
        )

    def faults(self, seat: Seat, move: Move) -> tuple[Fault, ...]:
        """Every rule this play breaks, judged on what is known (see ``play``)."""
        out = [f for f in (lead_fault(self, seat), held_fault(self, seat, move)) if f]
        if self.trump is None:
            return tuple(out)
        ch = self.counts_as(move)
        if ch.key is not None:
            out.append(christening_fault(self, seat, move, ch))
        revoke = revoke_fault(self, seat, move)
        return tuple(out + ([revoke] if revoke else []))

    # ---------------------------------------------------------------- steps
    def play(self, seat: Seat, move: Move) -> DealState:
        """The state after ``seat`` plays ``move``; ``IllegalPlay`` if a rule forbids it."""
        faults = [f for f in self.faults(seat, move) if f.kind is Kind.VIOLATION]
        if faults:
            raise IllegalPlay(faults)
        return self.push(seat, move)

    def push(
        self, seat: Seat, move: Move, span: Span = NOWHERE, ch: Christening | None = None
    ) -> DealState:
        """Record the play as made, lawful or not, and close the trick when it is full
        (``ch``: what it counts as, where the caller has asked ``counts_as`` already)."""
        if self.trump is None:
            return self.push_unjudged(seat, move, span)
        ch = ch or self.counts_as(move)
        c, fixed, hands = move.card, self.christened, self.hands
        if c not in fixed and c in perlagg_ranks(self.perlaggs):
            fixed = MappingProxyType({**fixed, c: ch.fixes if ch.fixes is not None else c})  # §17
        if c in hands.get(seat, ()):
            hands = MappingProxyType({**hands, seat: hands[seat] - {c}})
        played = PlayedCard(seat, c, ch.counts_as, ch.perlagg_rank, span)
        trick = (*self.trick, played)
        if len(trick) == self.table.players:
            return self._taken(trick, hands, fixed, True)
        return DealState(  # the hot path of every fold: built directly, not by _replace()
            self.table,
            self.dealer,
            self.trump,
            self.perlaggs,
            self.leader,
            hands,
            self.complete,
            fixed,
            trick,
            self.trick_span,
            self.judged,
            self.tricks,
            self.won,
            self.spiel,
        )

    def push_unjudged(self, seat: Seat, move: Move, span: Span = NOWHERE) -> DealState:
        """A card whose name or trump is unknown: laid, and the trick is not judged."""
        counts = move.named or move.card
        played = PlayedCard(seat, move.card, counts, None, span)
        state = self._replace(trick=(*self.trick, played), judged=False)
        return state.closed(True) if len(state.trick) == self.table.players else state

    def closed(self, complete: bool) -> DealState:
        """The trick taken off the table (``complete`` False: it was broken off)."""
        if not self.trick:
            return self._replace(judged=True)
        return self._taken(self.trick, self.hands, self.christened, complete)

    def _taken(
        self,
        trick: tuple[PlayedCard, ...],
        hands: Mapping[Seat, frozenset[Card]],
        fixed: Mapping[Card, Card],
        complete: bool,
    ) -> DealState:
        """The state after ``trick`` is taken (its winner leads; a party may reach the Spiel)."""
        winner = self._winner(trick) if complete else None
        won, spiel = self.won, self.spiel
        if winner is not None and spiel is None:
            party = winner.party
            won = MappingProxyType({**won, party: won[party] + 1})
            spiel = party if won[party] >= self.table.spiel_tricks else None
        result = TrickResult(len(self.tricks) + 1, trick, winner, self.trick_span)
        return DealState(
            self.table,
            self.dealer,
            self.trump,
            self.perlaggs,
            winner,
            hands,
            self.complete,
            fixed,
            (),
            NOWHERE,
            True,
            (*self.tricks, result),
            won,
            spiel,
        )

    def shown(self, move: Move) -> DealState:
        """A card shown after play, named: a Perlagg not yet christened is christened by
        it (§18); shown unnamed it stays free (only playing it unnamed fixes it, §17)."""
        if self.trump is None:
            return self
        ch = self.counts_as(move)
        if move.card not in self.perlaggs or move.card in self.christened or ch.fixes is None:
            return self
        return self._replace(christened=MappingProxyType({**self.christened, move.card: ch.fixes}))

    def opened(self, span: Span) -> DealState:
        """A new trick begins at ``span`` (the line it is written on)."""
        return DealState(
            self.table,
            self.dealer,
            self.trump,
            self.perlaggs,
            self.leader,
            self.hands,
            self.complete,
            self.christened,
            self.trick,
            span,
            self.judged,
            self.tricks,
            self.won,
            self.spiel,
        )

    def trick_winner(self) -> Seat | None:
        """Concern ``trick-winner``: who takes the trick on the table, once it is full."""
        return self._winner(self.trick)

    def _winner(self, trick: tuple[PlayedCard, ...]) -> Seat | None:
        if not self.judged or self.trump is None or len(trick) != self.table.players:
            return None
        return trick[trick_winner(trick, self.trump)].seat


# =========================================================================== one rule each
def lead_fault(state: DealState, seat: Seat) -> Fault | None:
    """Concern ``lead``: the trick's winner leads the next, then play goes left (S. 63)."""
    expected = state.to_play
    if expected is None or seat == expected:
        return None
    key = "play.lead-out-of-turn" if not state.trick else "play.out-of-turn"
    return Fault("lead", key, {"seat": seat.value, "expected": expected.value})


def held_fault(state: DealState, seat: Seat, move: Move) -> Fault | None:
    """Concern ``card-not-held``: a card played must be one of his (his hand known whole)."""
    if seat not in state.complete or move.card in state.hands.get(seat, ()):
        return None
    return Fault(
        "card-not-held",
        "play.card-not-held.hand",
        {"seat": seat.value, "card": move.card.code, "other": ""},
    )


def christening_fault(state: DealState, seat: Seat, move: Move, ch: Christening) -> Fault:
    """Concern ``christening`` / ``christening-fixed``: what christen() objected to (§16–§19)."""
    before = state.christened.get(move.card)
    args = {
        "seat": seat.value,
        "card": move.card.code,
        "named": move.named.code if move.named else "",
        "fixed": before.code if before else "",
    }
    return Fault(ch.concern or "christening", ch.key or "", args, ch.kind or Kind.VIOLATION)


def follows_plainly(state: DealState, card: Card) -> bool:
    """Concern ``follow-suit``: the card is lawful here whatever else he holds — no trick
    is led, or it is a Perlagg, a card of the suit led or a trump (``follows_suit``'s
    first test; the rest of his hand need not be looked up).

    >>> from referee.model.cards import card
    >>> from referee.table.deal import TableRules
    >>> rules = TableRules(True, ("HK", "W"), True, True)
    >>> s = DealState.start(Table(rules), Seat.D, Suit.SCHELL).push(Seat.A, Move(card("HA")))
    >>> [follows_plainly(s, card(c)) for c in ("H7", "S7", "L7")]
    [True, True, False]
    """
    trick = state.trick  # ``state.led``, asked at every card
    if not trick:
        return True
    suit = card.suit
    if suit is trick[0].counts_as.suit or suit is state.trump:
        return True
    return card in perlagg_ranks(state.perlaggs)


def trumped_by(trick: Sequence[PlayedCard], trump: Suit) -> PlayedCard | None:
    """The first card after the lead that trumped the suit led: a trump on another suit
    or a christened Perlagg ("von einem Zwischenmann mit einem Trumpf oder einem
    Perlaggen gestochen", S. 64); None where nobody did.

    >>> from referee.model.cards import card
    >>> lead = PlayedCard(Seat.A, card("LA"), card("LA"), None)
    >>> trumped_by([lead, PlayedCard(Seat.B, card("H8"), card("H8"), None)], Suit.HERZ).seat
    <Seat.B: 'B'>
    >>> trumped_by([lead, PlayedCard(Seat.B, card("L8"), card("L8"), None)], Suit.HERZ)
    """
    led = trick[0].counts_as.suit if trick else None
    for p in trick[1:]:
        if p.perlagg_rank is not None or (p.counts_as.suit is trump and led is not trump):
            return p
    return None


def trumped_under(
    state: DealState, seat: Seat, move: Move, known: tuple[Sequence[Card], bool] | None = None
) -> Fault | None:
    """Concern ``follow-suit`` (§13; B §10): holding a card of the suit led (``known``,
    as for ``revoke_fault``) he plays a trump or a Perlagg that does not take the trick
    for the moment (a higher card lies in it already).  Lawful only because such a card
    still counts as "gestochen" (interpretation ``gestochen-act``): a RULING, so that the
    reading it rests on is named; None where the card wins for now, or follows, or he
    is not known to hold the suit.
    """
    trick, trump, live = state.trick, state.trump, perlagg_ranks(state.perlaggs)
    led = state.led
    if not trick or trump is None or led is None or led is trump:
        return None
    ch = state.counts_as(move)
    if ch.counts_as.suit is led or not (ch.counts_as.suit is trump or move.card in live):
        return None
    played = PlayedCard(seat, move.card, ch.counts_as, ch.perlagg_rank)
    best = trick_winner((*trick, played), trump)
    if best == len(trick):  # it takes the trick for now: "gestochen" on any reading
        return None
    cards, _ = known or (state.hands.get(seat, frozenset()), seat in state.complete)
    suit = [c for c in cards if c.suit is led and c is not move.card and c not in live]
    if not suit:
        return None
    args = {
        "seat": seat.value,
        "led": trick[0].counts_as.code,
        "held": min(suit, key=by_order).code,
        "card": move.card.code,
        "best": trick[best].counts_as.code,
    }
    return Fault("follow-suit", "play.trumped-under", args, Kind.RULING)


def revoke_fault(
    state: DealState,
    seat: Seat,
    move: Move,
    known: tuple[Sequence[Card], bool] | None = None,
) -> Fault | None:
    """Concern ``follow-suit`` (§13; B §10): a revoke proved, or not decidable.

    Judged against what he surely held (``known``: those cards and whether they are all
    of his; default: the state's), whether or not the card played was among it.  Where
    his hand is known only in part and the card neither follows, trumps nor is a
    Perlagg, the finding is UNDETERMINED: the missing fact is the rest of his hand.
    """
    led, trump, live = state.led, state.trump, perlagg_ranks(state.perlaggs)
    if led is None or trump is None or follows_plainly(state, move.card):
        return None
    cards, complete = known or (state.hands.get(seat, frozenset()), seat in state.complete)
    held = (*cards, move.card)
    first = state.trick[0].counts_as.code
    if not follows_suit(move.card, led, trump, live, held):
        proof = min((c for c in held if c.suit is led and c not in live), key=by_order)
        args = {"seat": seat.value, "led": first, "held": proof.code, "card": move.card.code}
        by = trumped_by(state.trick, trump)
        if by is None:
            return Fault("follow-suit", "play.revoke", args)
        args |= {"by": by.seat.value, "by_card": by.card.code}
        return Fault("follow-suit", "play.revoke-trumped", args)
    card = move.card
    if complete:
        return None
    args = {"seat": seat.value, "card": card.code, "led": first, "suit": led.german}
    return Fault("follow-suit", "play.revoke-unknown", args, Kind.UNDETERMINED)
