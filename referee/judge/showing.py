"""Showing the figures after the Spiel is decided (concerns showing-order,
degree-declaration, stands-declared).

Whether the shown cards are in the hands and christened as claimed is the play stage's
business; here only the order of showing and declaring is judged.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from referee.base.record import replace
from referee.judge.ledger import Entry, EntryKind, party_best
from referee.judge.ledger import args as _args
from referee.judge.ledger import fig_name as _fig
from referee.model.cards import PLAIN_RANKS, Card, CardRef, TrumpRef
from referee.model.events import (
    Account,
    Bid,
    DegreeDeclaration,
    Event,
    Figure,
    Play,
    Show,
    Stands,
    Trick,
)
from referee.model.findings import Finding, Kind
from referee.model.results import Decided, PlayResult
from referee.model.seats import Party


def _finding(kind: Kind, concern: str, key: str, event: Any, **args: object) -> Finding:
    return Finding(
        kind,
        concern,
        key,
        MappingProxyType({k: (v if isinstance(v, int) else str(v)) for k, v in args.items()}),
        span=event.span,
        seats=(event.seat,),
    )


def spiel_decided(
    events: Sequence[Event], play: PlayResult, at_once: Sequence[Entry] = ()
) -> tuple[int, Party] | None:
    """The event index at which the Spiel was decided and the party that has it: the
    Spiel's last needed trick of one party (the third of five, the fourth of seven), or
    the Spiel written at once (let good, refused, thrown in: ``at_once``, the wager's
    lines that counted when they were said)."""
    closed = next(
        (
            (e.index, e.party)
            for e in at_once
            if e.figure is Figure.SPIEL
            and e.party is not None
            and e.kind in (EntryKind.GUT, EntryKind.CONCESSION)
        ),
        None,
    )
    cards = 0
    tricks = {t.number: t for t in play.tricks}
    wins = {p: 0 for p in Party}
    for i, event in enumerate(events):
        if closed is not None and i >= closed[0]:
            return closed
        if told(event) and play.spiel.party is not None:
            return (i, play.spiel.party)  # the table's account, where no tricks decided
        if isinstance(event, Play):
            n = 1
        elif isinstance(event, Trick):
            n = len(event.plays)
        else:
            continue
        before, cards = cards, cards + n
        players = len(play.seats)
        for k in range(before // players + 1, cards // players + 1):
            t = tricks.get(k)
            if t is None or t.winner is None:
                return closed
            wins[t.winner.party] += 1
            if wins[t.winner.party] >= play.spiel_tricks:
                return (i, t.winner.party)
    return closed


def told(event: Event) -> bool:
    """Is this the table's account of who has the Spiel (``Spiel an A+C``)?"""
    return isinstance(event, Account) and event.figure is Figure.SPIEL and event.party is not None


def shown_figure(cards: Sequence[CardRef], trump: Any) -> tuple[Figure, int] | None:
    """Which figure a Show proves, from the cards as christened: same rank (Gleich) or a
    run in one suit (Hanger)."""
    plain: list[Card] = []
    for c in cards:
        if isinstance(c, TrumpRef):
            if trump is None:
                return None
            c = c.resolve(trump)
        plain.append(c)
    if len(plain) < 2:
        return None
    if len({c.rank for c in plain}) == 1:
        return Figure.GLEICH, len(plain)
    if len({c.suit for c in plain}) == 1 and all(c.rank in PLAIN_RANKS for c in plain):
        idx = sorted(PLAIN_RANKS.index(c.rank) for c in plain)
        if idx == list(range(idx[0], idx[0] + len(idx))):
            return Figure.HANGER, len(plain)
    return None


def shown_names(events: Sequence[Event], play: PlayResult) -> dict[Card, Card]:
    """The names a showing gave the deal's Perlaggs not yet fixed: christened when
    shown, or shown as themselves; the first showing counts (interpretation
    one-name-per-perlagg: fixed when first shown)."""
    if play.trump is None:
        return {}
    names: dict[Card, Card] = {}
    for event in events:
        if not isinstance(event, Show):
            continue
        for sc in event.cards:
            physical = _card(sc.card, play.trump)
            named = _card(sc.christened, play.trump) if sc.christened is not None else None
            if physical in play.perlaggs and physical not in play.christenings:
                names.setdefault(physical, named or physical)
    return names


def _card(ref: CardRef, trump: Any) -> Card:
    return ref.resolve(trump) if isinstance(ref, TrumpRef) else ref


def judge_showing(
    events: Sequence[Event],
    play: PlayResult,
    decided: tuple[int, Party] | None,
    endgame: bool = True,
) -> list[tuple[int, Finding]]:
    """The showing of one deal: its order, the degree declared in the end game, and a
    figure declared standing (``decided``: where the Spiel was, ``spiel_decided``)."""
    found: list[tuple[int, Finding]] = []
    found += showing_order(events, decided)
    if endgame:
        found += degree_declaration(events, play)
    found += stands_declared(events, play, decided)
    return found


def showing_order(
    events: Sequence[Event], decided: tuple[int, Party] | None
) -> list[tuple[int, Finding]]:
    """§22, §24; B §18, §20: once the Spiel is decided the Spiel party shows (or bids)
    first, unhindered by the other party's showing or bidding first."""
    if decided is None:
        return []
    at, party = decided
    out = []
    for i, event in enumerate(events[at:], start=at):
        if not isinstance(event, (Show, DegreeDeclaration, Bid, Stands)):
            continue
        if event.seat.party is party:
            break
        if isinstance(event, Stands):
            continue
        out.append(
            (
                i,
                _finding(
                    Kind.VIOLATION,
                    "showing-order",
                    "showing.before-spiel-party",
                    event,
                    seat=event.seat.value,
                    party=party.value,
                ),
            )
        )
    return out


def degree_declaration(events: Sequence[Event], play: PlayResult) -> list[tuple[int, Finding]]:
    """§25: when both parties have a dritzige or better figure, both declare its degree
    before cards are shown (so that an equal figure does not betray the Spiel)."""
    declared: dict[Figure, set[Party]] = {Figure.GLEICH: set(), Figure.HANGER: set()}
    flagged: set[Figure] = set()
    out = []
    for i, event in enumerate(events):
        if isinstance(event, DegreeDeclaration) and event.figure in declared:
            declared[event.figure].add(event.seat.party)
        elif isinstance(event, Show):
            shown = shown_figure([c.christened or c.card for c in event.cards], play.trump)
            if shown is None or shown[0] in flagged:
                continue
            fig = shown[0]
            decision = play.decision(fig)
            sizes = [party_best(decision.best, p) for p in Party]
            if not all(v is not None and v.size >= 3 for v in sizes):
                continue
            if declared[fig] != {Party.AC, Party.BD}:
                flagged.add(fig)
                out.append(
                    (
                        i,
                        _finding(
                            Kind.VIOLATION,
                            "degree-declaration",
                            "showing.degree-first",
                            event,
                            seat=event.seat.value,
                            figure=_fig(fig),
                        ),
                    )
                )
    return out


def stands_declared(
    events: Sequence[Event], play: PlayResult, decided: tuple[int, Party] | None
) -> list[tuple[int, Finding]]:
    """§23; B §19: a figure the Spiel party declared "steht" it may not later improve."""
    return _stands_walk(events, play, decided)[1]


def declared_standing(
    events: Sequence[Event], play: PlayResult, decided: tuple[int, Party] | None
) -> frozenset[Figure]:
    """The figures the Spiel party declared standing once the Spiel was decided."""
    return _stands_walk(events, play, decided)[0]


def _stands_walk(
    events: Sequence[Event], play: PlayResult, decided: tuple[int, Party] | None
) -> tuple[frozenset[Figure], list[tuple[int, Finding]]]:
    if decided is None:
        return frozenset(), []
    at, party = decided
    stood: set[Figure] = set()
    declared: set[Figure] = set()
    last: Figure | None = None
    out = []
    for i, event in enumerate(events[at:], start=at):
        if isinstance(event, Stands):
            target = event.figure or last
            if event.seat.party is party and target is not None:
                stood.add(target)
                declared.add(target)
            continue
        if not isinstance(event, DegreeDeclaration | Show | Bid):
            continue  # no other event names a figure
        fig = _named_figure(event, play)
        if fig is None:
            continue
        last = fig
        if event.seat.party is party and fig in stood:
            out.append(
                (
                    i,
                    _finding(
                        Kind.VIOLATION,
                        "stands-declared",
                        "showing.stands-improved",
                        event,
                        seat=event.seat.value,
                        figure=_fig(fig),
                    ),
                )
            )
            stood.discard(fig)
    return frozenset(declared), out


def _named_figure(event: DegreeDeclaration | Show | Bid, play: PlayResult) -> Figure | None:
    """The figure a declaration, a showing or a single bid speaks of."""
    if isinstance(event, DegreeDeclaration):
        return event.figure
    if isinstance(event, Show):
        shown = shown_figure([c.christened or c.card for c in event.cards], play.trump)
        return shown[0] if shown else None
    if isinstance(event, Bid) and len(event.figures) == 1:
        return event.figures[0]
    return None


def stands_bind(
    play: PlayResult, stood: frozenset[Figure], party: Party | None
) -> tuple[PlayResult, list[Finding]]:
    """§23; B §19: a figure the Spiel party declared standing stands (no points) unless
    the other party has it better: the decisions as the rules let them count, and a
    ruling for each figure the declaration took from the Spiel party."""
    out: list[Finding] = []
    for fig in sorted(stood):
        d = play.decision(fig)
        if fig is Figure.SPIEL or d.outcome is not Decided.PARTY or d.party is not party:
            continue
        play = replace(play, **{fig.value: replace(d, outcome=Decided.TIE, party=None)})
        out.append(
            Finding(
                Kind.RULING,
                "stands-declared",
                "showing.stands-binds",
                _args(figure=_fig(fig), party=party.value if party else ""),
                seats=party.seats if party else (),
            )
        )
    return play, out
