"""Concern first-dealer: who deals the first deal (the cut for the deal, 1890 §1, 1924
§1, Schlanders B §1) and who deals each deal after it (the party that lost the last)."""

from __future__ import annotations

from types import MappingProxyType

from referee.base.record import replace
from referee.judge.disputes import lost_deal, score_text
from referee.model.events import Deal, Dealer, DealerCut, Span
from referee.model.findings import Finding, Kind
from referee.model.results import Outcome, WagerResult
from referee.model.seats import Party
from referee.table.deal import TableRules, cut_for_deal, cut_term


def check_first_dealer(deal: Deal, rules: TableRules, first: bool) -> list[Finding]:
    """The dealer of the first deal against the cut for the deal (``Ums Geben:``): the
    seat that cut the lowest card (the highest, where first_dealer is "highest") deals;
    where several cut it, or a player's card is not named, the rules do not say who, and
    the finding says so.  A cut for the deal after the first deal decides nothing."""
    cut = next((e for e in deal.events if isinstance(e, DealerCut)), None)
    dealer = next((e for e in deal.events if isinstance(e, Dealer)), None)
    if cut is None:
        return []
    if not first:
        return [_finding(Kind.NOTE, "first-dealer", "replay.dealer-cut-late", cut.span)]
    chosen_cards = cut_for_deal(rules, cut)
    if chosen_cards is None:
        return [_finding(Kind.UNDETERMINED, "first-dealer", "replay.dealer-cut-unknown", cut.span)]
    chosen, cards = chosen_cards
    which = cut_term(rules)
    if dealer is None or (len(chosen) == 1 and dealer.seat is chosen[0]):
        return []
    shown = {seat: c.code for seat, c in cards}
    if dealer.seat in chosen:
        seats = ", ".join(s.value for s in chosen)
        cut_cards = ", ".join(f"{s.value} {shown[s]}" for s in chosen)
        return [
            _finding(
                Kind.UNDETERMINED,
                "first-dealer",
                "replay.first-dealer-tie",
                dealer.span,
                seats=seats,
                cards=cut_cards,
                which=which,
            )
        ]
    finding = _finding(
        Kind.VIOLATION,
        "first-dealer",
        "replay.first-dealer",
        dealer.span,
        seats=tuple(s.value for s in chosen),
        cards=", ".join(shown[s] for s in chosen),
        dealer=dealer.seat.value,
        which=which,
        count=len(chosen),
    )
    return [replace(finding, seats=(dealer.seat,))]


def check_next_dealer(deal: Deal, previous: WagerResult | None) -> list[Finding]:
    """From the second deal on the party that lost the previous deal deals: a dealer of
    the other party is a violation that says who should have dealt.  While a figure of
    the previous deal is open, who lost it is not known: the finding says so."""
    dealer = next((e for e in deal.events if isinstance(e, Dealer)), None)
    if previous is None or dealer is None:
        return []
    open_figures = [o.figure for o in previous.figures.values() if o.outcome is Outcome.OFFEN]
    if open_figures:
        figures = ", ".join(f.value.capitalize() for f in open_figures)
        return [
            _finding(
                Kind.UNDETERMINED,
                "first-dealer",
                "replay.next-dealer-unknown",
                dealer.span,
                figures=figures,
            )
        ]
    loser = lost_deal(previous.points)
    if loser is not None and dealer.seat.party is loser:
        return []
    points = score_text((p, previous.points.get(p, 0)) for p in Party)
    if loser is None:
        return [
            _finding(
                Kind.NOTE, "first-dealer", "replay.next-dealer-open", dealer.span, points=points
            )
        ]
    finding = _finding(
        Kind.VIOLATION,
        "first-dealer",
        "replay.next-dealer",
        dealer.span,
        seat=dealer.seat.value,
        party=loser.value,
        points=points,
    )
    return [replace(finding, seats=(dealer.seat,))]


def _finding(kind: Kind, concern: str, key: str, span: Span, **args: object) -> Finding:
    return Finding(kind=kind, concern=concern, key=key, args=MappingProxyType(args), span=span)
