"""Seats and parties.  A, B, C, D play in turn to the left; A+C play against B+D.

At a table of two (``[Spieler "2"]``) only A and B sit, each his own party: seat A is
side ``Party.AC`` alone, named "A"; B is ``Party.BD``, named "B" (``party_name``).  The
table-dependent neighbours live on ``referee.table.Table``.
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
        return (Seat.A, Seat.C) if self is Party.AC else (Seat.B, Seat.D)


class Seat(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"

    @property
    def left(self) -> Seat:
        """The next seat in play order (play goes to the left)."""
        return _ORDER[(_ORDER.index(self) + 1) % 4]

    @property
    def right(self) -> Seat:
        return _ORDER[(_ORDER.index(self) - 1) % 4]

    @property
    def partner(self) -> Seat:
        return _ORDER[(_ORDER.index(self) + 2) % 4]

    @property
    def party(self) -> Party:
        return Party.AC if self in (Seat.A, Seat.C) else Party.BD

    def round_from(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The four seats in play order, starting with this one."""
        i = _ORDER.index(self)
        return tuple(_ORDER[(i + k) % 4] for k in range(4))  # type: ignore[return-value]


_ORDER: tuple[Seat, ...] = (Seat.A, Seat.B, Seat.C, Seat.D)
SEATS = _ORDER


def party_name(party: Party, players: int = 4) -> str:
    """A party's name at a table of ``players``: "A+C" at four, "A" at two.

    >>> party_name(Party.BD), party_name(Party.BD, 2)
    ('B+D', 'B')
    """
    return party.value if players == 4 else party.seats[0].value


def party_named(name: str, players: int = 4) -> Party | None:
    """The party a name stands for at a table of ``players`` (None: no such party)."""
    folded = "".join(name.split()).upper()
    return next((p for p in Party if party_name(p, players) == folded), None)
