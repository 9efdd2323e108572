"""The table's account of a figure (``Gleich an A+C``, ``Hanger steht``, ``kein Hanger``,
``Spiel an B``): the decision it records where the cards written do not decide the
figure, and a finding where they do and say otherwise.

Most tables write the words and who made each figure, not every card.  The account
stands in for the cards that are missing; it never overrules cards that are written:
who makes a figure is decided by the cards (S. 70: "von den Karten aller vier
Spieler"; the Spiel by the tricks, §19), so an account they contradict is a finding
and the cards count.

>>> from referee.model.seats import Party
>>> unknown = FigureDecision(Figure.GLEICH, Decided.UNKNOWN)
>>> decided, found = with_accounts([Account(Figure.GLEICH, Party.BD)], {Figure.GLEICH: unknown})
>>> decided[Figure.GLEICH].party, found
(<Party.BD: 'B+D'>, [])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.model.events import Account, Event, Figure
from referee.model.findings import Finding, Kind
from referee.model.results import Decided, FigureDecision
from referee.notation.render import render_event

__all__ = ["account_decision", "spiel_account", "with_accounts"]

#: The concern whose citations decide a figure against the account: the tricks for the
#: Spiel (§19), the cards of all four for Gleich and Hanger (S. 70), and where equal
#: figures stand (or none is there) the concern of standing figures.
_DECIDES = {Figure.SPIEL: "trick-winner", Figure.GLEICH: "figure-decided-by-all"}
_DECIDES_HANGER = "figure-decided-by-all"
_STANDS = "figure-stands"


def account_decision(ev: Account) -> FigureDecision:
    """The decision an account records: the party's, or equal figures (a tie)."""
    if ev.party is not None:
        return FigureDecision(ev.figure, Decided.PARTY, ev.party)
    return FigureDecision(ev.figure, Decided.TIE)


def _nobody(d: FigureDecision) -> bool:
    return all(v is None for v in d.best.values())


def _agrees(ev: Account, d: FigureDecision) -> bool:
    if ev.party is not None:
        return d.outcome is Decided.PARTY and d.party is ev.party
    return d.outcome is Decided.TIE and (ev.nobody == _nobody(d) or not d.best)


def _verdict(d: FigureDecision) -> str:
    """What a decision says, as the last part of a message key."""
    if d.outcome is Decided.PARTY:
        return "party"
    return "nobody" if d.best and _nobody(d) else "stands"


def _finding(ev: Account, d: FigureDecision, earlier: Account | None) -> Finding:
    concern = _DECIDES.get(ev.figure, _DECIDES_HANGER)
    if d.outcome is Decided.TIE:  # by the cards the figure stands (or none is there)
        concern = _STANDS
    key = "account.contradicts-account" if earlier else f"account.contradicts.{_verdict(d)}"
    return Finding(
        Kind.VIOLATION,
        concern,
        key,
        {
            "figure": ev.figure.value.capitalize(),
            "line": render_event(ev),
            "earlier": render_event(earlier) if earlier else "",
            "party": d.party.value if d.party is not None else "",
        },
        ev.span,
        (),
    )


def with_accounts(
    events: Sequence[Event], decisions: Mapping[Figure, FigureDecision]
) -> tuple[dict[Figure, FigureDecision], list[tuple[int, Finding]]]:
    """The figures' decisions with the deal's accounts taken in where the cards leave a
    figure open (the first account of a figure counts), and a finding (with the event's
    index) for each account that the cards, or an earlier account, contradict."""
    out = dict(decisions)
    from_account: dict[Figure, Account] = {}
    found: list[tuple[int, Finding]] = []
    for i, ev in enumerate(events):
        if not isinstance(ev, Account) or ev.figure not in out:
            continue
        now = out[ev.figure]
        if now.outcome is Decided.UNKNOWN:
            out[ev.figure] = account_decision(ev)
            from_account[ev.figure] = ev
        elif not _agrees(ev, now):
            found.append((i, _finding(ev, now, from_account.get(ev.figure))))
    return out, found


def spiel_account(events: Sequence[Event]) -> tuple[int, Account] | None:
    """The first account of the Spiel in a deal's events, and its index."""
    return next(
        (
            (i, ev)
            for i, ev in enumerate(events)
            if isinstance(ev, Account) and ev.figure is Figure.SPIEL and ev.party is not None
        ),
        None,
    )
