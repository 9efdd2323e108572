"""Cards: suits, ranks, the Weli, and trump-relative names.

A card in a transcript is either a natural card (``Card``) or a name relative to the
turned trump (``TrumpRef``, "Trumpf-As"), which only the referee can resolve, because
only it knows which suit was turned.  The spelling table that maps the words players
use ("Herzsau", "Martl", "kleiner Weli", ...) to these values lives here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum


class Suit(StrEnum):
    HERZ = "H"
    LAUB = "L"
    SCHELL = "S"
    EICHEL = "E"

    @property
    def german(self) -> str:
        return _SUIT_NAMES[self]


_SUIT_NAMES = {Suit.HERZ: "Herz", Suit.LAUB: "Laub", Suit.SCHELL: "Schell", Suit.EICHEL: "Eichel"}


class Rank(IntEnum):
    """Ranks in their natural order, low to high: the order of Gleich and of Hanger.

    SECHS exists only for the Weli (Schell-Sechs); it is in no Hanger run.
    """

    SECHS = 6
    SIEBEN = 7
    ACHT = 8
    NEUN = 9
    ZEHN = 10
    UNTER = 11
    OBER = 12
    KOENIG = 13
    ASS = 14

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @property
    def german(self) -> str:
        return _RANK_NAMES[self]


_RANK_CODES = {
    Rank.SECHS: "6",
    Rank.SIEBEN: "7",
    Rank.ACHT: "8",
    Rank.NEUN: "9",
    Rank.ZEHN: "10",
    Rank.UNTER: "U",
    Rank.OBER: "O",
    Rank.KOENIG: "K",
    Rank.ASS: "A",
}
_RANK_NAMES = {
    Rank.SECHS: "Sechs",
    Rank.SIEBEN: "Siebener",
    Rank.ACHT: "Achter",
    Rank.NEUN: "Neuner",
    Rank.ZEHN: "Zehner",
    Rank.UNTER: "Unter",
    Rank.OBER: "Ober",
    Rank.KOENIG: "König",
    Rank.ASS: "As",
}
RANK_BY_CODE = {code: rank for rank, code in _RANK_CODES.items()}

#: The ranks a christened card may take and that natural suits hold (no Sechs).
PLAIN_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r is not Rank.SECHS)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A natural card.  The Weli is ``Card(Suit.SCHELL, Rank.SECHS)``."""

    suit: Suit
    rank: Rank

    @property
    def is_weli(self) -> bool:
        return self.suit is Suit.SCHELL and self.rank is Rank.SECHS

    @property
    def code(self) -> str:
        """Canonical short notation: ``HA``, ``L10``, ``W``."""
        return "W" if self.is_weli else f"{self.suit.value}{self.rank.code}"

    @property
    def german(self) -> str:
        return "Weli" if self.is_weli else f"{self.suit.german}-{self.rank.german}"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, order=True, slots=True)
class TrumpRef:
    """A card named relative to trump ("Trumpf-As"); resolved by the referee."""

    rank: Rank

    @property
    def code(self) -> str:
        return f"Trumpf-{self.rank.german}"

    german = code

    def resolve(self, trump: Suit) -> Card:
        return Card(trump, self.rank)

    def __str__(self) -> str:
        return self.code


CardRef = Card | TrumpRef

WELI = Card(Suit.SCHELL, Rank.SECHS)


def card(code: str) -> Card:
    """A natural card from its canonical short code (``"HA"``, ``"L10"``, ``"W"``).

    For tests and data files; the transcript parser accepts far more spellings.
    """
    code = code.strip().upper()
    if code == "W":
        return WELI
    suit, rank = Suit(code[0]), RANK_BY_CODE[code[1:].replace("Z", "10")]
    return Card(suit, rank)


def full_deck(with_weli: bool) -> tuple[Card, ...]:
    """The 32 cards of the four suits, plus the Weli when the rulebook's deck has it."""
    cards = tuple(Card(s, r) for s in Suit for r in PLAIN_RANKS)
    return (*cards, WELI) if with_weli else cards
