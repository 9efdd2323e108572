"""Seats and parties.  A, B, C, D play in turn to the left; A+C play against B+D.

At a table of two (``[Spieler "2"]``) only A and B sit, each his own party: seat A is
side ``Party.AC`` alone, named "A"; B is ``Party.BD``, named "B" (``party_name``).  The
table-dependent neighbours live on ``referee.table.state.Table``.
"""

from __future__ import annotations

from enum import StrEnum


class Party(StrEnum):
    AC = "A+C"
    BD = "B+D"

    @property
    def other(self) -> Party:
        return Party.BD if self is Party.AC else Party.AC

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return _PARTY_SEATS[self]


class Seat(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"

    @property
    def left(self) -> Seat:
        """The next seat in play order (play goes to the left)."""
        return _LEFT[self]

    @property
    def right(self) -> Seat:
        return _RIGHT[self]

    @property
    def partner(self) -> Seat:
        return _PARTNER[self]

    @property
    def party(self) -> Party:
        """A+C or B+D (looked up: the referee asks it of every trick's winner).

        >>> [s.party.value for s in SEATS]
        ['A+C', 'B+D', 'A+C', 'B+D']
        """
        return _PARTY[self]

    def round_from(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The four seats in play order, starting with this one."""
        i = _ORDER.index(self)
        return tuple(_ORDER[(i + k) % 4] for k in range(4))  # type: ignore[return-value]  # a tuple of four: range(4)


_ORDER: tuple[Seat, ...] = (Seat.A, Seat.B, Seat.C, Seat.D)
SEATS = _ORDER
# Each seat's neighbours, partner and party, made once (an enum member's attribute
# costs a lookup through the enum machinery; a dict lookup by a str costs next to none).
_LEFT = {s: _ORDER[(i + 1) % 4] for i, s in enumerate(_ORDER)}
_RIGHT = {s: _ORDER[(i - 1) % 4] for i, s in enumerate(_ORDER)}
_PARTNER = {s: _ORDER[(i + 2) % 4] for i, s in enumerate(_ORDER)}
_PARTY = {s: Party.AC if i % 2 == 0 else Party.BD for i, s in enumerate(_ORDER)}
_PARTY_SEATS = {Party.AC: (Seat.A, Seat.C), Party.BD: (Seat.B, Seat.D)}


def party_name(party: Party, players: int = 4) -> str:
    """A party's name at a table of ``players``: "A+C" at four, "A" at two.

    >>> party_name(Party.BD), party_name(Party.BD, 2)
    ('B+D', 'B')
    """
    return party.value if players == 4 else party.seats[0].value


def party_named(name: str, players: int = 4) -> Party | None:
    """The party a name stands for at a table of ``players`` (None: no such party);
    partners may be named in either order.

    >>> party_named("C+A"), party_named("c + a"), party_named("A+B"), party_named("B", 2)
    (<Party.AC: 'A+C'>, <Party.AC: 'A+C'>, None, <Party.BD: 'B+D'>)
    """
    folded = "+".join(sorted("".join(name.split()).upper().split("+")))
    return next((p for p in Party if party_name(p, players) == folded), None)
