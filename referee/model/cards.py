"""Cards: suits, ranks, the Weli, and trump-relative names.

A card in a transcript is either a natural card (``Card``) or a name relative to the
turned trump (``TrumpRef``, "Trumpf-As"), which only the referee can resolve, because
only it knows which suit was turned.  The spelling table that maps the words players
use ("Herzsau", "Martl", "kleiner Weli", ...) to these values lives here too.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

from referee.base.record import frozen_error, record


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


class Card:
    """A natural card.  The Weli is ``Card(Suit.SCHELL, Rank.SECHS)``.

    There is one object per card: ``Card`` gives the same object for the same suit and
    rank, so two cards are equal when they are the same object, and hashing and
    comparing them for equality run no Python code.  Immutable, ordered by suit, then
    rank.  Written by hand, not a record (``referee.base.record``): cards are hashed and
    compared millions of times in a run, and a record's equality is Python code.

    >>> Card(Suit.HERZ, Rank.ASS) is Card("H", 14), Card(Suit.HERZ, Rank.ASS) == WELI
    (True, False)
    >>> [c.code for c in sorted([WELI, Card(Suit.EICHEL, Rank.ASS), Card(Suit.SCHELL, Rank.ASS)])]
    ['EA', 'W', 'SA']
    >>> WELI
    Card(suit=<Suit.SCHELL: 'S'>, rank=<Rank.SECHS: 6>)
    """

    __slots__ = ("_order", "code", "rank", "suit")
    __match_args__ = ("suit", "rank")
    suit: Suit
    rank: Rank
    #: Canonical short notation: ``HA``, ``L10``, ``W`` (made once, with the card).
    code: str
    #: Suit and rank as one number, for the order (made once, with the card).
    _order: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        found = _CARDS.get((suit, rank))  # "H" and Suit.HERZ hash and compare alike
        if found is None:
            found = object.__new__(cls)
            suit, rank = Suit(suit), Rank(rank)
            weli = suit is Suit.SCHELL and rank is Rank.SECHS
            object.__setattr__(found, "suit", suit)
            object.__setattr__(found, "rank", rank)
            object.__setattr__(found, "code", "W" if weli else f"{suit.value}{rank.code}")
            # (suit, rank) as one int, in the same order: a suit is one letter, a rank < 16
            object.__setattr__(found, "_order", ord(suit.value) * 16 + int(rank))
            _CARDS[(suit, rank)] = found
        return found

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return Card, (self.suit, self.rank)  # unpickled (or copied) as the one object

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen_error(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise frozen_error(f"cannot delete field {name!r}")

    def __repr__(self) -> str:
        return f"Card(suit={self.suit!r}, rank={self.rank!r})"

    def __lt__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._order < other._order
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._order <= other._order
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._order > other._order
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._order >= other._order
        return NotImplemented

    @property
    def is_weli(self) -> bool:
        return self.suit is Suit.SCHELL and self.rank is Rank.SECHS

    @property
    def german(self) -> str:
        return "Weli" if self.is_weli else f"{self.suit.german}-{self.rank.german}"

    def __str__(self) -> str:
        return self.code


_CARDS: dict[tuple[Suit, Rank], Card] = {}


def by_order(c: Card) -> int:
    """A card's place in the order of cards, as a sort key: ``sorted(cards, key=by_order)``
    is ``sorted(cards)``, its comparisons made on numbers instead of by ``Card.__lt__``.

    >>> hand = [card("SA"), WELI, card("EA"), card("H7")]
    >>> sorted(hand, key=by_order) == sorted(hand)
    True
    """
    return c._order


@record(order=True)
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


# --------------------------------------------------------------------------- spellings
# Every word a transcript may use for a card, in one table.  The transcript grammar
# (grammar/perlagg.lark, terminal CARD) recognises the same shapes; ``lookup_card``
# decides what a recognised word means.  Keys are compared after ``fold_word`` (case,
# umlauts, hyphens and spaces do not matter: "Herz-As" = "herzass" = "HERZ AS").

SUIT_LETTERS: dict[str, Suit] = {
    "H": Suit.HERZ,
    "L": Suit.LAUB,
    "G": Suit.LAUB,
    "S": Suit.SCHELL,
    "E": Suit.EICHEL,
}  # G = Grün
SUIT_WORDS: dict[Suit, tuple[str, ...]] = {
    Suit.HERZ: ("Herz",),
    Suit.LAUB: ("Laub", "Grün", "Gras", "Blatt"),
    Suit.SCHELL: ("Schell", "Schellen"),
    Suit.EICHEL: ("Eichel",),
}
RANK_LETTERS: dict[str, Rank] = {**RANK_BY_CODE, "Z": Rank.ZEHN}
RANK_WORDS: dict[Rank, tuple[str, ...]] = {
    Rank.ASS: ("As", "Ass", "Aß", "Sau"),
    Rank.KOENIG: ("König", "Koenig", "Konig"),
    Rank.OBER: ("Ober",),
    Rank.UNTER: ("Unter",),
    Rank.ZEHN: ("Zehner", "Zehn", "10"),
    Rank.NEUN: ("Neuner", "Neun", "9"),
    Rank.ACHT: ("Achter", "Acht", "8"),
    Rank.SIEBEN: ("Siebener", "Sieben", "7"),
}
#: Names for one particular card (Schwaighofer 1926, S. 54-56, 152-153).
NICKNAMES: dict[str, Card] = {
    "Martl": Card(Suit.HERZ, Rank.KOENIG),
    "Martell": Card(Suit.HERZ, Rank.KOENIG),
    "Kartl": Card(Suit.HERZ, Rank.KOENIG),
    "Weli": WELI,
    "Welli": WELI,
    "Schell-Sechs": WELI,
    "Schellsechser": WELI,
    "Schellspitz": Card(Suit.SCHELL, Rank.SIEBEN),
    "kleiner Weli": Card(Suit.SCHELL, Rank.SIEBEN),
    "kleiner Welli": Card(Suit.SCHELL, Rank.SIEBEN),
    "Eichelspitz": Card(Suit.EICHEL, Rank.SIEBEN),
}
TRUMP_WORD = "Trumpf"


def fold_word(word: str) -> str:
    """A card word without what does not tell card names apart: case, umlauts, hyphens
    and blanks.

    >>> fold_word("Schell-Spitz"), fold_word("Herz König")
    ('schellspitz', 'herzkoenig')
    """
    w = word.casefold().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    return "".join(w.split()).replace("-", "")


def _spelling_table() -> dict[str, CardRef]:
    table: dict[str, CardRef] = {}
    for suit in Suit:
        for rank, words in RANK_WORDS.items():
            c = Card(suit, rank)
            for letter, s in SUIT_LETTERS.items():
                if s is suit:
                    for code, r in RANK_LETTERS.items():
                        if r is rank:
                            table[fold_word(letter + code)] = c
            for sw in SUIT_WORDS[suit]:
                for rw in words:
                    table[fold_word(sw + rw)] = c
    for rank, words in RANK_WORDS.items():
        for rw in words:
            table[fold_word(TRUMP_WORD + rw)] = TrumpRef(rank)
    for name, c in NICKNAMES.items():
        table[fold_word(name)] = c
    table["w"] = WELI
    return table


_SPELLINGS = _spelling_table()
#: The canonical codes as they are written ("HA", "L10", "W"): found without folding.
_CODES: dict[str, CardRef] = {code.upper(): c for code, c in _SPELLINGS.items() if len(code) <= 3}


def lookup_card(word: str) -> CardRef | None:
    """The card a transcript word names ("Herzsau", "Martl", "G10", "Trumpf-As"), or None.

    >>> lookup_card("HA") == lookup_card("Herz-Sau") == lookup_card("herz as")
    True
    """
    return _CODES.get(word) or _SPELLINGS.get(fold_word(word))


def card_words() -> tuple[str, ...]:
    """Readable spellings for suggestions: short codes, "Herz-As" forms, nicknames."""
    words: list[str] = [c.code for c in full_deck(with_weli=True)]
    words += [f"{s.german}-{r.german}" for s in Suit for r in PLAIN_RANKS]
    words += [
        f"{sw}{rw.lower()}"
        for s in Suit
        for sw in SUIT_WORDS[s]
        for r in PLAIN_RANKS
        for rw in RANK_WORDS[r]
        if not rw.isdigit()
    ]
    words += [TrumpRef(r).code for r in PLAIN_RANKS]
    words += list(NICKNAMES)
    return tuple(dict.fromkeys(words))
