"""Hypothesis strategies for whole deals: dealer, cut, hands, trump, exchange, legal play.

``deals(rules, fault=...)`` draws a legal deal as an event sequence at a table of four
or two, played until a party has the Spiel's tricks (3 of 5, 4 of 7), and optionally
injects exactly one fault, recording where it is (``DealCase.fault_span``) and which
concern it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import assume
from hypothesis import strategies as st

from referee.base.record import replace
from referee.judge.play import follows_suit, legal_cards, trick_winner
from referee.model.cards import PLAIN_RANKS, Card, Suit
from referee.model.events import (
    Cut,
    Dealer,
    DealStart,
    Event,
    Exchange,
    Hand,
    Play,
    Show,
    ShownCard,
    Span,
    Trick,
    TrumpTurn,
)
from referee.model.results import PlayedCard
from referee.model.seats import Party, Seat
from referee.table.deal import (
    TableRules,
    christen,
    deck,
    exchange_candidates,
    exchange_suit,
    perlaggs,
    permanent_perlaggs,
    trump_of,
)
from referee.table.state import Table

RULES_1890 = TableRules(
    weli=True,
    perlagg_order=("HK", "W", "S7", "E7", "T7", "TU", "TO"),
    eichel_allowed=True,
    exchange_mandatory=True,
    packets=(2, 3),
    cutter_packets=((1, (1, 3)), (2, (0, 3)), (3, (0, 2)), (4, (0, 1))),
    revoke_penalty=0,
    wrong_card_count_penalty=0,
)
RULES_SCHLANDERS = TableRules(
    weli=False,
    perlagg_order=("HK", "S8", "T7", "TO", "TU", "E7", "EO", "EU"),
    eichel_allowed=False,
    exchange_mandatory=False,
    packets=(2, 3),
    cutter_packets=((1, (1, 3)), (2, (0, 3)), (3, (0, 2)), (4, (0, 1))),
    revoke_penalty=2,
    wrong_card_count_penalty=2,
)
ALL_RULES = {"1890": RULES_1890, "schlanders-2013": RULES_SCHLANDERS}

PLAIN_CARDS = tuple(Card(s, r) for s in Suit for r in PLAIN_RANKS)
FAULTS = ("revoke", "rechristen", "not-held", "lead", "cut", "twice")


@dataclass
class DealCase:
    events: tuple[Event, ...]
    dealer: Seat
    trump: Suit
    hands: dict[Seat, tuple[Card, ...]]  # after the exchange
    tricks: list[list[tuple[Seat, Card, Card | None]]] = field(default_factory=list)
    fault: str | None = None
    fault_concern: str | None = None
    fault_span: Span | None = None


def _span(line: int, col: int = 1) -> Span:
    return Span(line, col, line, col + 1)


@st.composite
def deals(
    draw: st.DrawFn,
    rules: TableRules,
    fault: str | None = None,
    hands_shown: bool | None = True,
    table: Table | None = None,
) -> DealCase:
    """A legal deal under ``rules`` (maybe with one fault); hands_shown None: random seats.

    ``table``: two or four seats, five or seven cards (default: four seats, five cards)."""
    table = table or Table(rules)
    seats = list(table.seats)
    dealer = draw(st.sampled_from(seats))
    cards = list(draw(st.permutations(deck(rules))))
    cutter = table.right(dealer)
    permanent = [c for c in permanent_perlaggs(rules) if c in cards]
    kept = draw(st.lists(st.sampled_from(permanent), unique=True, max_size=2)) if permanent else []
    rest = [c for c in cards if c not in kept]
    hands: dict[Seat, list[Card]] = {}
    for seat in table.round_from(table.left(dealer)):
        need = table.hand_size - (len(kept) if seat == cutter else 0)
        hands[seat] = (list(kept) if seat == cutter else []) + rest[:need]
        rest = rest[need:]
    # the turn: Eichel skipped where it may never be trump
    turned: list[Card] = []
    while rest:
        turned.append(rest.pop(0))
        if rules.eichel_allowed or turned[-1].suit is not Suit.EICHEL:
            break
    decision = trump_of(rules, turned)
    assume(decision.trump is not None)
    trump = decision.trump
    assert trump is not None and decision.deciding is not None
    live = perlaggs(rules, trump)
    stock = [c for c in rest if c not in live]  # natural cards nobody holds

    pre_hands = {s: tuple(h) for s, h in hands.items()}
    exchange: Exchange | None = None
    if exchange_suit(rules, trump, decision.deciding) is not None:
        partner = table.partner(dealer)
        for seat in (dealer,) if partner is None else (dealer, partner):
            could = exchange_candidates(rules, trump, decision.deciding, hands[seat])
            if could:
                if draw(st.booleans()):
                    given = draw(st.sampled_from(could))
                    hands[seat] = [c for c in hands[seat] if c != given] + [decision.deciding]
                    exchange = Exchange(seat, decision.deciding, given)
                break

    case = DealCase((), dealer, trump, {s: tuple(h) for s, h in hands.items()}, fault=fault)
    lines: list[Event] = [DealStart(1), Dealer(dealer)]
    cut_cards: tuple[Card, ...] = tuple(kept)
    if fault == "cut":
        natural = [c for c in hands[cutter] if c not in permanent]
        assume(natural)
        cut_cards = (*kept, draw(st.sampled_from(natural)))
    lines.append(Cut(cutter, cut_cards))
    if fault == "cut":
        case.fault_concern = "cut"
    # Hand lines: all, or a random subset; the exchanger's before or after the exchange
    shown_seats = (
        seats
        if hands_shown
        else (draw(st.lists(st.sampled_from(seats), unique=True)) if hands_shown is None else [])
    )
    hand_lines: list[Event] = []
    for seat in shown_seats:
        before = exchange is not None and exchange.seat == seat and draw(st.booleans())
        hand_lines.append(Hand(seat, pre_hands[seat] if before else tuple(hands[seat])))
    twice_at: Seat | None = None
    if fault == "twice":  # one card of the second Hand line is written as another's card
        assume(len(hand_lines) >= 2)
        first, second = hand_lines[0], hand_lines[1]
        assert isinstance(first, Hand) and isinstance(second, Hand)
        doubled = draw(st.sampled_from(list(first.cards)))
        assume(doubled not in second.cards)
        wrong = list(second.cards)
        replaceable = [i for i, x in enumerate(wrong) if x not in kept and x not in turned]
        assume(replaceable)
        wrong[draw(st.sampled_from(replaceable))] = doubled
        hand_lines[1] = Hand(second.seat, tuple(wrong))
        twice_at, case.fault_concern = second.seat, "deck"
    hands_at_end = draw(st.booleans())
    if not hands_at_end:
        lines += hand_lines
    lines.append(TrumpTurn(tuple(turned), dealer))
    if exchange is not None:
        lines.append(exchange)

    # play to three tricks
    fixed: dict[Card, Card] = {}
    held = {s: list(h) for s, h in hands.items()}
    leader = table.left(dealer)
    wins = {p: 0 for p in Party}
    wrong_lead_at = draw(st.integers(0, table.spiel_tricks - 1)) if fault == "lead" else None
    injected = fault in ("cut", "twice", None)
    played_perlaggs: list[tuple[Seat, Card, Card]] = []
    trick_no = 0
    while max(wins.values()) < table.spiel_tricks:
        if trick_no == wrong_lead_at:
            leader = draw(st.sampled_from([s for s in seats if s != leader]))
        plays: list[Play] = []
        played: list[PlayedCard] = []
        faulty_pos: int | None = None
        for pos, seat in enumerate(table.round_from(leader)):
            led = played[0].counts_as.suit if played else None
            options = list(legal_cards(held[seat], led, trump, live))
            choice: Card | None = None
            from_stock = False
            if not injected and fault == "revoke" and led is not None:
                must = [c for c in held[seat] if c.suit is led and c not in live]
                off = [c for c in held[seat] if c not in live and c.suit not in (led, trump)]
                if must and off:
                    choice, injected, faulty_pos = off[0], True, pos
            if not injected and fault == "not-held":
                ok = [
                    c
                    for c in stock
                    if follows_suit(c, led, trump, live, [*held[seat], c]) and c.suit is not trump
                ]
                if ok:
                    choice, injected, faulty_pos, from_stock = ok[0], True, pos, True
                    stock.remove(choice)
            if not injected and fault == "lead" and trick_no == wrong_lead_at and pos == 0:
                injected, faulty_pos = True, 0
            if choice is None:
                choice = draw(st.sampled_from(options))
            named: Card | None = None
            if choice in live and (fault == "rechristen" or draw(st.integers(0, 9)) < 7):
                named = draw(st.sampled_from(PLAIN_CARDS))
            if not from_stock:
                held[seat].remove(choice)
            ch = christen(rules, trump, choice, named, fixed)
            if choice in live and choice not in fixed:
                fixed[choice] = ch.fixes if ch.fixes is not None else choice
                if named is not None:
                    played_perlaggs.append((seat, choice, named))
            played.append(PlayedCard(seat, choice, ch.counts_as, ch.perlagg_rank))
            plays.append(Play(seat, choice, named))
        winner = played[trick_winner(played, trump)].seat
        wins[winner.party] += 1
        line = len(lines) + 1
        plays = [
            Play(p.seat, p.card, p.christened, span=_span(line, 10 * k + 1))
            for k, p in enumerate(plays)
        ]
        lines.append(Trick(tuple(plays), span=_span(line)))
        if faulty_pos is not None:
            case.fault_span = plays[faulty_pos].span
            case.fault_concern = {
                "revoke": "follow-suit",
                "not-held": "card-not-held",
                "lead": "lead",
            }[fault or ""]
        case.tricks.append([(p.seat, p.card, p.christened) for p in plays])  # type: ignore[misc]
        leader = winner
        trick_no += 1
    if fault == "rechristen":
        assume(played_perlaggs)
        seat, p, named = played_perlaggs[0]
        other = draw(st.sampled_from([c for c in PLAIN_CARDS if c != named]))
        line = len(lines) + 1
        lines.append(Show(seat, (ShownCard(p, other),), span=_span(line)))
        case.fault_span = lines[-1].span
        case.fault_concern = "christening-fixed"
        injected = True
    assume(injected)
    if hands_at_end:
        lines += hand_lines
    # give every event outside tricks a span of its own line
    events: list[Event] = []
    for i, ev in enumerate(lines):
        if isinstance(ev, Trick | Show):
            events.append(ev)
        else:
            events.append(_with_span(ev, _span(i + 1)))
    if fault == "cut":
        case.fault_span = next(e.span for e in events if isinstance(e, Cut))
    if twice_at is not None:
        case.fault_span = next(e.span for e in events if isinstance(e, Hand) and e.seat == twice_at)
    case.events = tuple(events)
    return case


def _with_span(ev: Event, span: Span) -> Event:
    return replace(ev, span=span)


@st.composite
def hands_of(
    draw: st.DrawFn, rules: TableRules, max_free: int = 5
) -> tuple[Suit, tuple[Card, ...]]:
    """A trump and five distinct cards of the deck, at most ``max_free`` of them Perlaggs."""
    suits = [s for s in Suit if rules.eichel_allowed or s is not Suit.EICHEL]
    trump = draw(st.sampled_from(suits))
    live = set(perlaggs(rules, trump))
    cards = draw(st.lists(st.sampled_from(deck(rules)), min_size=5, max_size=5, unique=True))
    assume(sum(c in live for c in cards) <= max_free)
    return trump, tuple(cards)
