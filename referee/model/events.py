"""The typed events of a transcript.

One record per kind of event.  Every event carries its source ``span`` (excluded from
equality, so that ``parse(render(t)) == t`` holds "up to positions") and, where it has
one, the ``seat`` it belongs to.  Names declared in the header are already resolved to
seats; trump-relative card names stay symbolic (``TrumpRef``).
"""

from __future__ import annotations

from enum import StrEnum

from referee.base.record import field, record
from referee.model.cards import CardRef
from referee.model.seats import Party, Seat


@record
class Span:
    """1-based line and column of the first character, and of the end (exclusive)."""

    line: int
    column: int
    end_line: int
    end_column: int


NOWHERE = Span(0, 0, 0, 0)


def _span() -> Span:
    # a field's options, typed as the value the record decorator puts in its place
    span: Span = field(default=NOWHERE, compare=False, repr=False, kw_only=True)
    return span


class Figure(StrEnum):
    GLEICH = "gleich"
    HANGER = "hanger"
    SPIEL = "spiel"


#: The raise ladder's top step, "Spiel aus" (§10: 3, 4, 5, 6, 7, "Spiel aus").
SPIEL_AUS = 8


class AnswerKind(StrEnum):
    GUT = "gut"  # let good: "Gut das Gleich", "Gut"
    HALTEN = "halten"  # hold: "Ich halte das Gleich", "Ich schaue die Drei an"
    RAISE = "raise"  # "Drei", "Vier", ..., "Spiel aus", "Einen Groschen"
    GUT_BEI = "gut-bei"  # refuse a raise: "Gut bei zwei" (the raiser writes n)


# --------------------------------------------------------------------------- deal set-up
@record
class DealStart:
    """``Runde`` (with an optional number): a new deal begins."""

    number: int | None = None
    span: Span = _span()


@record
class Dealer:
    seat: Seat
    span: Span = _span()


@record
class Cut:
    """``Abheben C: Weli S7``: the cutter and the permanent Perlaggs he kept (maybe none)."""

    seat: Seat
    perlaggs: tuple[CardRef, ...] = ()
    span: Span = _span()


@record
class DealerCut:
    """``Ums Geben: A SA, B L7, C EK, D H9``: the card each player cut to choose the
    first dealer (1890 §1: the lowest, As lowest; Schlanders B §1: the highest)."""

    cards: tuple[tuple[Seat, CardRef], ...]
    span: Span = _span()


@record
class Hand:
    """``Hand A: HA H9 L10 E8 EO``: a player's cards after the deal."""

    seat: Seat
    cards: tuple[CardRef, ...]
    span: Span = _span()


@record
class TrumpTurn:
    """``Trumpf: LO`` (several cards when turned again, Schlanders A 7).  The dealer turns."""

    cards: tuple[CardRef, ...]
    seat: Seat | None = None
    span: Span = _span()


@record
class Exchange:
    """``D tauscht LO gegen L8``: ``seat`` takes the turned ``taken`` and lays ``given``."""

    seat: Seat
    taken: CardRef
    given: CardRef
    span: Span = _span()


# --------------------------------------------------------------------------- speech
@record
class Bid:
    """``Gilt mein Gleich und mein Hanger``; ``unseen`` for a party's joint bid (§29)."""

    seat: Seat
    figures: tuple[Figure, ...]
    unseen: bool = False
    span: Span = _span()


@record
class Answer:
    """A response to an open offer.

    ``figure`` is None when the words name none ("Gut", "Drei"): the referee decides
    which offer is meant.  ``level`` is the raise step for RAISE (3..7, SPIEL_AUS), the
    step held for HALTEN when named ("Ich halte die Drei"), and n for GUT_BEI.
    ``number`` is a raise said above Sieben ("Acht", "Neun", "Zehn"): no step of the
    ladder (§10), so ``level`` is None then and the referee judges the word void.
    """

    seat: Seat
    kind: AnswerKind
    figure: Figure | None = None
    level: int | None = None
    number: int | None = None
    span: Span = _span()


@record
class Stands:
    """``Steht`` / ``Das Gleich steht``: a figure declared equal (a tie)."""

    seat: Seat
    figure: Figure | None = None
    span: Span = _span()


@record
class BareCall:
    """``Gleich!``: the figure's name alone.  Not a bid (Schwaighofer 1926, S. 67)."""

    seat: Seat
    figure: Figure
    span: Span = _span()


@record
class Talk:
    """Quoted table talk: recorded, no effect."""

    seat: Seat
    text: str
    span: Span = _span()


# --------------------------------------------------------------------------- play
@record
class Play:
    """``A spielt HA`` / ``C spielt Weli als LA``: one card, maybe christened."""

    seat: Seat
    card: CardRef
    christened: CardRef | None = None
    span: Span = _span()


@record
class Trick:
    """``Stich: A HA, B H9, C Weli=LA, D HK``: a whole trick; the first named leads."""

    plays: tuple[Play, ...]
    span: Span = _span()


@record
class TakeBack:
    """``A nimmt HA zurück``: a card played taken back; lawful only to follow suit
    (§15), never for a Perlagg (§16)."""

    seat: Seat
    card: CardRef
    span: Span = _span()


@record
class ShownCard:
    card: CardRef
    christened: CardRef | None = None


@record
class Show:
    """``A weist HA LA Weli=EA``: cards shown to prove a figure."""

    seat: Seat
    cards: tuple[ShownCard, ...]
    span: Span = _span()


@record
class DegreeDeclaration:
    """``A weist dritziges Gleich``: only the degree is declared (§25).  2 = einfach.

    ``highest`` for "höchst" (Schwaighofer 1926, S. 61: "höchstes Gleich" = two Asse,
    "höchst dritziges"): the figure is of the top rank.
    """

    seat: Seat
    figure: Figure
    degree: int
    highest: bool = False
    span: Span = _span()


@record
class Signal:
    """``B deutet Martl``: a partner's signal (allowed, no effect)."""

    seat: Seat
    card: CardRef | None = None
    span: Span = _span()


@record
class ThrowIn:
    """``B wirft hin``: the cards thrown down (Schlanders B §6)."""

    seat: Seat
    span: Span = _span()


# --------------------------------------------------------------------------- the record
@record
class ScoreClaim:
    """``Stand: A+C 3, B+D 0``: the score as the table wrote it."""

    scores: tuple[tuple[Party, int], ...]
    span: Span = _span()

    def of(self, party: Party) -> int | None:
        return dict(self.scores).get(party)


@record
class Account:
    """The table's account of a figure where the cards are not written: ``Gleich an
    A+C`` (``party``), ``Hanger steht`` (equal figures met: no party), ``kein Hanger``
    (``nobody`` had one).  The referee scores the figure by it; cards written as well
    decide, and an account they contradict is a finding."""

    figure: Figure
    party: Party | None = None
    nobody: bool = False
    span: Span = _span()


@record
class Dispute:
    """``Streit: …``: the referee rules on the state at this line."""

    question: str
    span: Span = _span()


@record
class Annotation:
    """``{…}``: a remark attached to the event before it (``perlagg annotate`` writes them)."""

    text: str
    span: Span = _span()


Event = (
    DealStart
    | Dealer
    | Cut
    | DealerCut
    | Hand
    | TrumpTurn
    | Exchange
    | Bid
    | Answer
    | Stands
    | BareCall
    | Talk
    | Play
    | Trick
    | TakeBack
    | Show
    | DegreeDeclaration
    | Signal
    | ThrowIn
    | ScoreClaim
    | Account
    | Dispute
    | Annotation
)


@record
class Header:
    """``[Regeln "1890"]``: one header tag, in file order."""

    key: str
    value: str
    span: Span = _span()


@record
class Deal:
    """One ``Runde``: its events in order, the ``DealStart`` first."""

    events: tuple[Event, ...]
    span: Span = _span()

    @property
    def number(self) -> int | None:
        first = self.events[0] if self.events else None
        return first.number if isinstance(first, DealStart) else None


@record
class Transcript:
    headers: tuple[Header, ...]
    deals: tuple[Deal, ...]
    filename: str = field(default="<transcript>", compare=False)
    #: Annotations and comments before the first deal are kept here, not lost.
    preamble: tuple[Annotation, ...] = ()
    #: The language the transcript is written in (``de``, ``en``): ``render`` and ``fmt``
    #: keep it; it is no part of what happened, so two transcripts differing only in it
    #: are equal.
    language: str = field(default="de", compare=False)

    def header(self, key: str) -> str | None:
        """The value of a header tag (case-insensitive key), the last one if repeated."""
        value = None
        for h in self.headers:
            if h.key.casefold() == key.casefold():
                value = h.value
        return value

    @property
    def names(self) -> dict[Seat, str]:
        return {s: v for s in Seat if (v := self.header(s.value)) is not None}
