"""A card taken back (``A nimmt HA zurück``): a lawful correction under §15 takes the
card off the table, as if it had never been played; any other stays played.

1890 §15: "Eine einmal ausgespielte Karte darf nicht mehr zurückgenommen werden, es
wäre denn, daß Farbe bekannt werden muß."  §16: "Ein irrtümlich ausgespielter Perlagg
darf selbst nicht im Falle des § 15 zurückgenommen … werden."  (Schlanders B §11, B §12.)
So a card may be taken back only where it failed to follow suit (a revoke, concern
follow-suit), and never a Perlagg.  Whether it was a revoke is what the play says of
the deal as written; the deal is then judged again without the card taken back, so the
revoke corrected is no violation and the card played in its place is no second card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.model.events import Event, Play, TakeBack
from referee.model.findings import Finding, Kind
from referee.model.results import PlayResult
from referee.table.deal import resolve

__all__ = ["taken_back"]


def _finding(kind: Kind, concern: str, key: str, ev: TakeBack, card: str) -> Finding:
    return Finding(kind, concern, key, {"seat": ev.seat.value, "card": card}, ev.span, (ev.seat,))


def _last_play(events: Sequence[Event], before: int, ev: TakeBack) -> int | None:
    """The index of the seat's last ``spielt`` line before ``before``, if any."""
    return next(
        (
            k
            for k in range(before - 1, -1, -1)
            if isinstance(events[k], Play) and events[k].seat is ev.seat  # type: ignore[union-attr]
        ),
        None,
    )


def _ruling(
    events: Sequence[Event], j: int, ev: TakeBack, play: PlayResult
) -> tuple[int | None, Finding]:
    """The ``spielt`` line a take-back lawfully undoes (None: the card stays played) and
    the finding on it."""
    k = _last_play(events, j, ev)
    card = resolve(ev.card, play.trump)
    name = card.code if card is not None else str(ev.card)
    played = events[k] if k is not None else None
    if not isinstance(played, Play) or resolve(played.card, play.trump) != card:
        return None, _finding(Kind.RULING, "card-played", "play.take-back-unplayed", ev, name)
    if card in play.perlaggs:
        return None, _finding(
            Kind.VIOLATION, "perlagg-by-mistake", "play.take-back-perlagg", ev, name
        )
    revoked = [f for f in play.findings if f.concern == "follow-suit" and f.span == played.span]
    if any(f.kind is Kind.VIOLATION for f in revoked):
        return k, _finding(Kind.RULING, "take-back", "play.taken-back", ev, name)
    if revoked:  # the play could not tell: his cards are not all known
        return k, _finding(Kind.UNDETERMINED, "take-back", "play.take-back-unknown", ev, name)
    return None, _finding(Kind.VIOLATION, "take-back", "play.take-back-unlawful", ev, name)


def taken_back(
    events: Sequence[Event], judge: Callable[[Sequence[Event]], PlayResult]
) -> tuple[tuple[Event, ...], tuple[Finding, ...]]:
    """The deal's events with each card lawfully taken back out of play (its ``spielt``
    line replaced by the take-back, so every index stays), and a finding per take-back.
    ``judge`` is the play's fold (``judge_play`` at this table)."""
    backs = [(j, ev) for j, ev in enumerate(events) if isinstance(ev, TakeBack)]
    if not backs:
        return tuple(events), ()
    play = judge(events)
    out, found = list(events), []
    for j, ev in backs:
        k, finding = _ruling(events, j, ev, play)
        if k is not None:
            out[k] = ev
        found.append(finding)
    return tuple(out), tuple(found)
