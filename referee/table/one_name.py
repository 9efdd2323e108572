"""Gleich and Hanger in showing order, one name per Perlagg (interpretation
one-name-per-perlagg).

A Perlagg not yet played has one name for every figure of the deal (§18, S. 53, S. 66;
Schlanders A 6, B §14).  Where the transcript shows nothing, the figures are decided as
they are shown, the Gleich first: a free Perlagg is named for a Gleich only where that
Gleich needs it to beat the other party's (or to come equal to it); a Gleich that loses
whatever its Perlaggs are named, or that the partner's better one makes needless, binds
none, and its Perlaggs stay free for the Hanger.  Of the seats of a party that can carry
its Gleich, the one whose Hanger suffers least carries it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.base.record import replace
from referee.model.cards import Card
from referee.model.events import Figure
from referee.model.findings import Finding, Kind
from referee.model.results import FigureValue, PlayResult
from referee.model.seats import Party, Seat
from referee.table.figures import (
    GleichNeed,
    SplitHand,
    best_gleich,
    best_hanger,
    decide_split,
    figures_serving,
    gleich_key,
    hanger_after_gleich,
    split_hands,
)

#: A seat's figures as shown: its Gleich and its Hanger.
Shown = tuple[FigureValue | None, FigureValue | None]


def gleich_needs(
    hands: Mapping[Seat, SplitHand], seats: Sequence[Seat]
) -> dict[Seat, GleichNeed | None] | None:
    """What each seat's Gleich must reach, the seats' whole hands known; None where a
    hand is not known whole (then each Gleich takes all its free Perlaggs).

    A party whose best Gleich loses needs none; a party that wins (ties) needs one seat
    whose Gleich beats (equals) the other party's best: the seat whose Hanger suffers
    least carries it, the others need none.
    """
    if any(hands[s][2] for s in seats):
        return None
    keys = {s: gleich_key(hands[s][0], hands[s][1]) for s in seats}
    best = {p: max((keys[s] for s in seats if s.party is p), default=(0, 0)) for p in Party}
    needs: dict[Seat, GleichNeed | None] = dict.fromkeys(seats)
    for party in Party:
        mine, theirs = best[party], best[party.other]
        if mine == (0, 0) or mine < theirs:
            continue
        need: GleichNeed = (theirs, mine > theirs)
        own = [s for s in seats if s.party is party]
        carrier = max(
            (s for s in own if figures_serving(*hands[s][:2], need) is not None),
            key=lambda s: _party_hanger(hands, own, s, need),
        )
        needs[carrier] = need
    return needs


def _party_hanger(
    hands: Mapping[Seat, SplitHand], own: Sequence[Seat], carrier: Seat, need: GleichNeed
) -> tuple[int, int]:
    """The party's best Hanger key when ``carrier`` carries its Gleich."""
    keys = [_key(shown_figures(hands[s], need if s is carrier else None)[1]) for s in own]
    return max(keys)


def shown_figures(hand: SplitHand, need: GleichNeed | None) -> Shown:
    """A whole hand's Gleich and Hanger as shown when its Gleich must reach ``need``."""
    fixed, free, _ = hand
    made = figures_serving(fixed, free, need)
    if made is None:  # cannot reach it: not asked of this hand (``gleich_needs``)
        return figures_serving(fixed, free, None) or (None, None)
    return made


def shown_in_showing_order(
    hands: Mapping[Seat, SplitHand], seats: Sequence[Seat]
) -> dict[Seat, Shown]:
    """Each whole hand's Gleich and Hanger in showing order; where a hand is not known
    whole, each known one's Gleich takes all its free Perlaggs (``hanger_after_gleich``)."""
    return _shown(hands, seats, gleich_needs(hands, seats))


def _shown(
    hands: Mapping[Seat, SplitHand],
    seats: Sequence[Seat],
    needs: dict[Seat, GleichNeed | None] | None,
) -> dict[Seat, Shown]:
    """``shown_in_showing_order`` with the needs already made (``gleich_needs``)."""
    out: dict[Seat, Shown] = {}
    for s in seats:
        if hands[s][2]:  # cards unknown
            continue
        out[s] = (
            _all_to_the_gleich(hands[s]) if needs is None else shown_figures(hands[s], needs[s])
        )
    return out


def _all_to_the_gleich(hand: SplitHand) -> Shown:
    """The Gleich with every free Perlagg, and the Hanger after it: where another hand
    is not known, whether the Gleich needs its Perlaggs is not known either."""
    fixed, free, _ = hand
    return best_gleich(fixed, free), hanger_after_gleich(fixed, free)


def decided_in_showing_order(play: PlayResult, shown: Mapping[Card, Card]) -> PlayResult:
    """The play's decisions with one name per Perlagg: the names ``shown`` are fixed for
    both figures, the Perlaggs never shown are named for the Gleich where it needs them,
    and the Hanger is decided after it."""
    if not play.perlaggs:
        return play
    names = {**shown, **play.christenings}
    seats = play.seats
    hands = split_hands(play.known, play.perlaggs, names, play.hand_size, seats)
    # the Gleich comes first in showing order: where no name was added, the play's stands
    same = names == play.christenings
    gleich = play.gleich if same else decide_split(Figure.GLEICH, hands, seats)
    made = {s: h for s, (_, h) in shown_in_showing_order(hands, seats).items()}
    hanger = decide_split(Figure.HANGER, hands, seats, after_gleich=True, made=made)
    return replace(play, gleich=gleich, hanger=hanger, christenings=names)


def one_name_findings(play: PlayResult) -> list[Finding]:
    """Say where the one name of a hand's unshown Perlaggs decides its Hanger (concern
    christening-fixed, interpretation one-name-per-perlagg): spent on a Gleich that
    needs them, or kept free where the Gleich needs none and that Hanger is the one its
    party shows."""
    seats = play.seats
    hands = split_hands(play.known, play.perlaggs, play.christenings, play.hand_size, seats)
    needs = gleich_needs(hands, seats)
    shown = _shown(hands, seats, needs)
    out = []
    for seat, (gleich, hanger) in shown.items():
        fixed, free, _ = hands[seat]
        if not free:
            continue
        alone = _key(best_hanger(fixed, free))
        if (needs is None or needs[seat] is not None) and _key(hanger) < alone and gleich:
            out.append(_finding("figures.one-name", play, seat, gleich=_codes(gleich)))
        elif needs is not None and _key(hanger_after_gleich(fixed, free)) < _key(hanger):
            partners = [_key(shown[s][1]) for s in seats if s.party is seat.party]
            if _key(hanger) == max(partners):
                out.append(_finding("figures.one-name-free", play, seat))
    return out


def _finding(key: str, play: PlayResult, seat: Seat, **extra: str) -> Finding:
    free = [
        c for c in play.known.get(seat, ()) if c in play.perlaggs and c not in play.christenings
    ]
    args = {"seat": seat.value, "perlaggs": " ".join(c.code for c in free), "count": len(free)}
    return Finding(Kind.RULING, "christening-fixed", key, {**args, **extra}, seats=(seat,))


def _codes(value: FigureValue) -> str:
    return " ".join(c.code for c in value.cards)


def _key(value: FigureValue | None) -> tuple[int, int]:
    return value.key if value is not None else (0, 0)
