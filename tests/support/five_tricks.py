"""Five tricks of a deal at four, played out, for the tests of showing and its citations:
A and B take two tricks each and the fifth decides the Spiel for A+C.

>>> events, results = five_tricks()
>>> len(events), results[-1].winner
(5, <Seat.C: 'C'>)
"""

from __future__ import annotations

from typing import Any

from referee.base.record import replace
from referee.model.cards import Suit, card
from referee.model.events import Play, Show, ShownCard, Trick
from referee.model.results import PlayedCard, PlayResult, TrickResult
from referee.model.seats import Party, Seat
from tests.support.strategies_wager import play_result

A, B, C = Seat.A, Seat.B, Seat.C

# two tricks each, then the fifth decides the Spiel for A+C: A leads Laub, C trumps
_CARDS: dict[int, tuple[str, ...]] = {
    1: ("HA", "H7", "H8", "H9"),
    2: ("SA", "S7", "S8", "S9"),
    3: ("EA", "E7", "E8", "E9"),
    4: ("LK", "LA", "L8", "L9"),
    5: ("L10", "EK", "HK", "L7"),
}
_WINNERS = {1: A, 2: A, 3: B, 4: B, 5: C}


def five_tricks(
    fifth: tuple[str, ...] | None = None,
) -> tuple[tuple[Trick, ...], tuple[TrickResult, ...]]:
    """The five tricks as events and as results, A leading each; ``fifth`` replaces
    the cards of the last."""
    events, results = [], []
    for n, codes in _CARDS.items():
        if n == 5 and fifth is not None:
            codes = fifth
        seats = A.round_from()
        plays = tuple(Play(s, card(c)) for s, c in zip(seats, codes, strict=True))
        events.append(Trick(plays))
        cards_played = tuple(
            PlayedCard(s, card(c), card(c), None) for s, c in zip(seats, codes, strict=True)
        )
        results.append(TrickResult(n, cards_played, _WINNERS[n]))
    return tuple(events), tuple(results)


def trick_play(**kw: Any) -> PlayResult:
    """The play's result of the five tricks (hearts trump, the Spiel to A+C); ``fifth``
    as for ``five_tricks``, the rest as for ``play_result``."""
    _, results = five_tricks(kw.pop("fifth", None))
    return replace(play_result(spiel=Party.AC, **kw), tricks=results, trump=Suit.HERZ)


def show(seat: Seat, *codes: str) -> Show:
    """``seat`` shows the cards ``codes``."""
    return Show(seat, tuple(ShownCard(card(c)) for c in codes))
