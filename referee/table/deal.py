"""The deal under a rulebook: its deck, its Perlaggs, the trump, the exchange.

Everything here is a pure function of ``TableRules``, the handful of rulebook
parameters the deal and the play need.  No rulebook id and no paragraph number
appears in this module: the rulebook's parameters say how its deal differs, and the
findings name only their concern key (the replay adds the citations).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from types import MappingProxyType
from typing import Any, Protocol

from referee.base.record import record
from referee.model.cards import (
    PLAIN_RANKS,
    RANK_BY_CODE,
    Card,
    CardRef,
    Rank,
    Suit,
    TrumpRef,
    card,
    full_deck,
)
from referee.model.events import NOWHERE, DealerCut, Span
from referee.model.findings import Finding, Kind
from referee.model.seats import Seat


class _ParamSource(Protocol):
    def param(self, name: str) -> Any: ...


#: The prefix of a trump-relative Perlagg in ``perlaggs.order`` ("T7", "TU", "TO").
_TRUMP_PREFIX = "T"


@record
class TableRules:
    """The rulebook parameters that govern the deal, the play and the figures."""

    weli: bool  # deck.weli
    perlagg_order: tuple[str, ...]  # perlaggs.order, high to low; T7/TU/TO trump-relative
    eichel_allowed: bool  # trump.eichel_allowed
    exchange_mandatory: bool  # exchange.mandatory
    packets: tuple[int, ...] = (2, 3)  # deal.packets
    #: deal.cutter_packets: kept Perlaggs -> the cutter's packets, e.g. ((1, (1, 3)), ...)
    cutter_packets: tuple[tuple[int, tuple[int, ...]], ...] = ()
    revoke_penalty: int = 0  # penalty.revoke; 0 = the rulebook fixes none
    wrong_card_count_penalty: int = 0  # penalty.wrong_card_count; 0 = none
    first_dealer_lowest: bool = True  # first_dealer: "lowest" (else "highest")
    first_dealer_ace_low: bool = True  # first_dealer.ace: "low" (else "high")

    @classmethod
    def from_rulebook(cls, rb: _ParamSource) -> TableRules:
        """Read the parameters from a loaded rulebook (``referee.rules.load(id)``)."""
        table = rb.param("deal.cutter_packets") or {}
        return cls(
            weli=bool(rb.param("deck.weli")),
            perlagg_order=tuple(str(c).upper() for c in rb.param("perlaggs.order")),
            eichel_allowed=bool(rb.param("trump.eichel_allowed")),
            exchange_mandatory=bool(rb.param("exchange.mandatory")),
            packets=tuple(int(n) for n in rb.param("deal.packets")),
            cutter_packets=tuple(
                sorted((int(k), tuple(int(n) for n in v)) for k, v in dict(table).items())
            ),
            revoke_penalty=int(rb.param("penalty.revoke") or 0),
            wrong_card_count_penalty=int(rb.param("penalty.wrong_card_count") or 0),
            first_dealer_lowest=rb.param("first_dealer") != "highest",
            first_dealer_ace_low=rb.param("first_dealer.ace") != "high",
        )

    def cutter_packets_for(self, kept: int) -> tuple[int, ...] | None:
        return dict(self.cutter_packets).get(kept)


# --------------------------------------------------------------------------- the first dealer
def cut_rank(rules: TableRules, c: Card) -> int:
    """A card's rank in the cut for the first dealer (concern first-dealer, interpretation
    first-dealer-cut-order): its rank alone, a Perlagg as the card it is (the Weli the
    Schell-Sechs), the As lowest of all where first_dealer.ace is "low" (1890 §1 „As ist
    niederst“), else highest.

    >>> old = TableRules(weli=True, perlagg_order=(), eichel_allowed=True, exchange_mandatory=True)
    >>> [cut_rank(old, card(x)) for x in ("HA", "W", "H7", "HK")]
    [1, 6, 7, 13]
    """
    if c.rank is Rank.ASS and rules.first_dealer_ace_low:
        return 1
    return int(c.rank)


def first_dealers(rules: TableRules, cuts: Sequence[tuple[Seat, Card]]) -> tuple[Seat, ...]:
    """The seats that cut the card that deals first: the lowest or, where first_dealer
    is "highest", the highest (§1, B §1); more than one where they cut the same rank.

    >>> old = TableRules(weli=True, perlagg_order=(), eichel_allowed=True, exchange_mandatory=True)
    >>> first_dealers(old, [(Seat.A, card("L7")), (Seat.B, card("SA")), (Seat.C, card("W"))])
    (<Seat.B: 'B'>,)
    """
    ranks = [cut_rank(rules, c) for _, c in cuts]
    best = min(ranks) if rules.first_dealer_lowest else max(ranks)
    return tuple(seat for (seat, _), r in zip(cuts, ranks, strict=True) if r == best)


def cut_for_deal(
    rules: TableRules, cut: DealerCut
) -> tuple[tuple[Seat, ...], tuple[tuple[Seat, Card], ...]] | None:
    """The seats a cut for the deal chooses (``first_dealers``) and its cards; None where
    it names no card, or a card only by the trump (there is none before the deal)."""
    cards = tuple((seat, c) for seat, c in cut.cards if isinstance(c, Card))
    if not cards or len(cards) < len(cut.cards):
        return None
    return first_dealers(rules, cards), cards


def cut_term(rules: TableRules) -> str:
    """The message term for the card that deals first: the lowest or the highest."""
    return "cut-lowest" if rules.first_dealer_lowest else "cut-highest"


# --------------------------------------------------------------------------- deck, Perlaggs
def deck(rules: TableRules) -> tuple[Card, ...]:
    """The cards of the rulebook's deck (concern ``deck``)."""
    return full_deck(with_weli=rules.weli)


def in_deck(rules: TableRules, c: Card) -> bool:
    """Whether the rulebook's deck has ``c``: every plain card, and the Weli if it has one
    (the Sechs is no plain rank; the Weli is the Schell-Sechs)."""
    return c.rank is not _SECHS or (rules.weli and c.suit is _SCHELL)


_SECHS, _SCHELL = Rank.SECHS, Suit.SCHELL  # asked of every card: looked up once


def _perlagg_code(code: str, trump: Suit | None) -> Card | None:
    if code.startswith(_TRUMP_PREFIX) and code[1:] in RANK_BY_CODE:
        return None if trump is None else Card(trump, RANK_BY_CODE[code[1:]])
    return card(code)


@cache
def permanent_perlaggs(rules: TableRules) -> tuple[Card, ...]:
    """The permanent Perlaggs, high to low: known before trump is turned (the cut)."""
    out: list[Card] = []
    for code in rules.perlagg_order:
        if not code.startswith(_TRUMP_PREFIX) or code[1:] not in RANK_BY_CODE:
            c = card(code)
            if in_deck(rules, c) and c not in out:
                out.append(c)
    return tuple(out)


@cache
def perlaggs(rules: TableRules, trump: Suit) -> tuple[Card, ...]:
    """The Perlaggs of a deal under ``trump``, high to low (concern ``perlagg-ranks``).

    A trump Perlagg that is already permanent (S7 under Schell trump in 1890) counts
    once, at its permanent rank: the first occurrence in the order wins.
    """
    out: list[Card] = []
    for code in rules.perlagg_order:
        c = _perlagg_code(code, trump)
        if c is not None and in_deck(rules, c) and c not in out:
            out.append(c)
    return tuple(out)


def perlagg_rank(rules: TableRules, trump: Suit, c: Card) -> int | None:
    """0 for the highest Perlagg of the deal; None for a card that is no Perlagg."""
    order = perlaggs(rules, trump)
    return order.index(c) if c in order else None


def resolve(ref: CardRef, trump: Suit | None) -> Card | None:
    """A natural card for a transcript's card name; None for "Trumpf-…" while trump is unknown."""
    if isinstance(ref, TrumpRef):
        return None if trump is None else ref.resolve(trump)
    return ref


# --------------------------------------------------------------------------- trump
@record
class TrumpDecision:
    trump: Suit | None
    deciding: Card | None  # the turned card whose suit is trump
    findings: tuple[Finding, ...] = ()


def trump_of(
    rules: TableRules, turned: Sequence[Card], span: Span = NOWHERE, seats: tuple[Seat, ...] = ()
) -> TrumpDecision:
    """The trump suit from the turned card(s) (concern ``trump-turn``).

    The turned card's suit is trump; a turned permanent Perlagg makes its own suit
    trump and the Weli counts as Schell (it is the Schell-Sechs).  Where Eichel may
    never be trump the dealer turns again until another suit shows ("Trumpf: EA LO":
    Laub); where Eichel may be trump, turning again is irregular and the first card
    turned stands.
    """
    if not turned:
        return TrumpDecision(None, None)
    if rules.eichel_allowed:
        return _first_stands(turned, span, seats)
    return _past_eichel(turned, span, seats)


def _trump_finding(
    kind: Kind, key: str, args: dict[str, str], span: Span, seats: tuple[Seat, ...]
) -> Finding:
    return Finding(kind, "trump-turn", key, args, span, seats)


def _codes(cards: Sequence[Card]) -> str:
    return " ".join(c.code for c in cards)


def _first_stands(turned: Sequence[Card], span: Span, seats: tuple[Seat, ...]) -> TrumpDecision:
    """Any suit may be trump: the first card turned stands; turning again is irregular."""
    first = turned[0]
    findings: tuple[Finding, ...] = ()
    if len(turned) > 1:
        args = {"cards": _codes(turned), "card": first.code}
        findings = (_trump_finding(Kind.VIOLATION, "trump.turned-again", args, span, seats),)
    return TrumpDecision(first.suit, first, findings)


def _past_eichel(turned: Sequence[Card], span: Span, seats: tuple[Seat, ...]) -> TrumpDecision:
    """Eichel is never trump: the first card of another suit decides; a card turned after
    it is irregular, Eichel passed over is the rule players forget (a ruling)."""
    for i, c in enumerate(turned):
        if c.suit is Suit.EICHEL:
            continue
        findings: tuple[Finding, ...] = ()
        if i + 1 < len(turned):
            args = {"cards": _codes(turned), "card": c.code}
            findings = (_trump_finding(Kind.VIOLATION, "trump.turned-too-many", args, span, seats),)
        elif i > 0:
            args = {"cards": _codes(turned[:i]), "card": c.code, "suit": c.suit.german}
            findings = (_trump_finding(Kind.RULING, "trump.eichel-passed", args, span, seats),)
        return TrumpDecision(c.suit, c, findings)
    args = {"cards": _codes(turned)}
    only = _trump_finding(Kind.UNDETERMINED, "trump.only-eichel", args, span, seats)
    return TrumpDecision(None, None, (only,))


# --------------------------------------------------------------------------- exchange
def exchange_suit(rules: TableRules, trump: Suit, turned: Card) -> Suit | None:
    """The suit a turned Perlagg is exchanged against, or None if it is no Perlagg.

    A trump Perlagg goes against a trump; a permanent Perlagg against a card of its own
    suit (the Weli as Schell; a turned-over Eichel Perlagg where Eichel is never trump
    against an Eichel card).  The card given is a natural card, never another Perlagg
    (said for trump Perlaggs, S. 55; by analogy for permanent ones: interpretation
    ``exchange-natural-card``).
    """
    if turned in permanent_perlaggs(rules):
        return turned.suit
    if turned in perlaggs(rules, trump):
        return trump
    return None


def exchange_candidates(
    rules: TableRules, trump: Suit, turned: Card, hand: Iterable[Card]
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be given for ``turned``."""
    suit = exchange_suit(rules, trump, turned)
    if suit is None:
        return ()
    live = perlaggs(rules, trump)
    return tuple(c for c in hand if c.suit is suit and c not in live and not c.is_weli)


# --------------------------------------------------------------------------- christening
@record
class Christening:
    """What a played or shown card counts as, and whether the naming stands."""

    counts_as: Card
    perlagg_rank: int | None  # the Perlagg's rank when it counts as christened
    fixes: Card | None  # the christening to record now (None: nothing new)
    key: str | None = None  # a finding's message key, if the naming was irregular
    concern: str | None = None
    kind: Kind | None = None


def christen(
    rules: TableRules,
    trump: Suit,
    physical: Card,
    named: Card | None,
    fixed: Mapping[Card, Card],
) -> Christening:
    """What ``physical`` counts as when played or shown, named ``named`` (or not named).

    - a Perlagg named as a plain card *is* that card, with its Perlagg rank (§19);
    - a Perlagg already christened stays what it was: 'tauft ist 'tauft (§18),
      in later tricks and when showing; naming it otherwise is a violation;
    - a Perlagg played unnamed is the plain card (§17) — the caller records it as fixed
      to itself when it is *played* (not when merely shown);
    - naming a card that is no Perlagg is void: the card is itself.
    """
    return christening(perlaggs(rules, trump), physical, named, fixed)


@cache
def _itself(c: Card) -> Christening:
    """A card that counts as itself (no Perlagg, or one played plain): one value a card."""
    return Christening(c, None, None)


@cache
def perlagg_ranks(order: tuple[Card, ...]) -> Mapping[Card, int]:
    """Each Perlagg of a deal (``order``: high to low) and its rank, 0 the highest.

    Asked at every card played: a lookup by the one object per card, where a scan of
    the order compares it with each Perlagg (and a card compares through Python code).

    >>> from referee.model.cards import card
    >>> dict(perlagg_ranks((card("HK"), card("W")))) == {card("HK"): 0, card("W"): 1}
    True
    """
    return MappingProxyType({c: i for i, c in enumerate(order)})


def christening(
    order: Sequence[Card], physical: Card, named: Card | None, fixed: Mapping[Card, Card]
) -> Christening:
    """``christen`` among the deal's Perlaggs ``order`` (high to low), as a deal state
    that knows them asks it at every card.

    >>> from referee.model.cards import card
    >>> order = (card("HK"), card("W"))
    >>> christening(order, card("W"), card("LA"), {}).perlagg_rank
    1
    >>> christening(order, card("L9"), None, {}).counts_as == card("L9")
    True
    """
    # one object per card: ``is`` is equality, without a call of Python code
    rank = perlagg_ranks(order if isinstance(order, tuple) else tuple(order)).get(physical)
    if rank is None:
        if named is not None and named is not physical:
            return Christening(
                physical, None, None, "christening.not-perlagg", "christening", Kind.VIOLATION
            )
        return _itself(physical)
    before = fixed.get(physical)
    if before is not None:
        pr = None if before is physical else rank
        if named is not None and named is not before:
            return Christening(
                before, pr, None, "christening.refixed", "christening-fixed", Kind.VIOLATION
            )
        return Christening(before, pr, None)
    if named is None:
        return _itself(physical)
    if named.rank not in PLAIN_RANKS:
        return Christening(
            physical, None, None, "christening.not-plain", "christening", Kind.VIOLATION
        )
    return Christening(named, rank, named)
