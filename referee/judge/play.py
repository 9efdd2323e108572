"""The referee's fold over one deal: its set-up checked, its tricks replayed on a
``DealState``, its figures decided.

``judge_play(events, table)`` folds the events of one deal into a ``PlayResult``.  It
never guesses and never raises: where a rule needs a fact the transcript does not
give, the finding is UNDETERMINED and says which fact is missing.

What each seat holds is asked of one place, ``referee.model.holdings.Holdings``: its ``Hand``
line, the cut, the exchange, every card it plays or shows (a card played in trick 4
was held in trick 2), and the cards placed in other hands.  A ``Hand`` line may stand
anywhere in the deal and always lists the whole hand; for a player who exchanged, a
line that holds the taken (turned) card is his hand *after* the exchange, one that does
not is his hand *before* it (it should hold the given card).

The rules of play live in ``referee.table.state`` (re-exported here: ``follows_suit``,
``legal_cards``, ``trick_winner``); this module only turns their faults into findings
at the right line, in event order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from referee.base.record import record, replace
from referee.judge.account import with_accounts
from referee.model.cards import Card, CardRef, Suit, by_order
from referee.model.events import (
    NOWHERE,
    Cut,
    Dealer,
    Event,
    Exchange,
    Figure,
    Hand,
    Play,
    Show,
    Signal,
    Span,
    Trick,
    TrumpTurn,
)
from referee.model.findings import Finding, Kind, Penalty
from referee.model.holdings import NEVER, Holdings
from referee.model.results import (
    Decided,
    ExchangeMade,
    FigureDecision,
    PlayedCard,
    PlayResult,
    TrickResult,
)
from referee.model.seats import Seat
from referee.table.deal import (
    Christening,
    TableRules,
    exchange_candidates,
    exchange_suit,
    in_deck,
    perlagg_ranks,
    perlaggs,
    permanent_perlaggs,
    resolve,
    trump_of,
)
from referee.table.figures import decide_split, split_hands
from referee.table.state import (
    DealState,
    Fault,
    Move,
    Table,
    christening_fault,
    cutter,
    follows_plainly,
    follows_suit,
    lead_fault,
    legal_cards,
    revoke_fault,
    trick_winner,
    trumped_under,
)

__all__ = ["follows_suit", "judge_play", "legal_cards", "trick_winner"]

_NOT_IN_DECK = "not-in-deck"

#: A finding and its tick (``8 * event index + position``): findings sort by tick.
Found = tuple[int, Finding]


def _tick(index: int, pos: int = 0) -> int:
    return index * 8 + pos


def _at(
    tick: int,
    kind: Kind,
    concern: str,
    key: str,
    args: Mapping[str, Any],
    span: Span,
    seats: tuple[Seat, ...] = (),
    penalty: Penalty | None = None,
) -> Found:
    return tick, Finding(kind, concern, key, dict(args), span, seats, penalty)


def _penalty(seat: Seat, points: int) -> Penalty | None:
    """A penalty only where the rulebook fixes one (0: none fixed, e.g. agreed per §32)."""
    return Penalty(seat.party, -points) if points > 0 else None


def _not_held_key(prefix: str, why: str) -> tuple[str, str]:
    """The message key for a card not held, and the seat that holds it ("" if none)."""
    reason, _, other = why.partition(":")
    return f"{prefix}.card-not-held.{reason}", other


# =========================================================================== the deal's set-up
# a NamedTuple, not a record: one per card of every deal (tests/benchmarks/bench_throughput.py)
class _Step(NamedTuple):
    """One card played, from a ``Play`` event or inside a ``Trick`` event, its names
    resolved under the deal's trump once."""

    tick: int
    seat: Seat
    ref: CardRef
    move: Move | None  # the card and its name resolved; None: "Trumpf-…" unresolved
    span: Span
    opens_trick: bool  # the first card of a ``Trick`` event
    line: Span  # the span of the event it stands in


def _move(ref: CardRef, named: CardRef | None, trump: Suit | None) -> Move | None:
    """The card played and the name given, resolved (None: the card is not known)."""
    c = resolve(ref, trump) if ref.__class__ is not Card else ref
    if c is None:
        return None
    return Move(c, resolve(named, trump) if named is not None else None)


def _steps(events: Sequence[Event], s: _Setup) -> tuple[_Step, ...]:
    steps: list[_Step] = []
    trump = s.trump
    for i, ev in _each(events, s.kinds, Play, Trick):
        if isinstance(ev, Play):
            move = _move(ev.card, ev.christened, trump)
            steps.append(_Step(i * 8, ev.seat, ev.card, move, ev.span, False, ev.span))
        elif isinstance(ev, Trick):
            for k, p in enumerate(ev.plays[:7]):
                span = ev.span if p.span.line == 0 and p.span == NOWHERE else p.span
                move = _move(p.card, p.christened, trump)
                tick = i * 8 + k  # _tick(i, k), at every card
                steps.append(_Step(tick, p.seat, p.card, move, span, k == 0, ev.span))
    return tuple(steps)


@record
class _Setup:
    """What the deal's set-up established before the first card."""

    table: Table
    dealer: Seat | None
    trump: Suit | None
    deciding: Card | None  # the turned card whose suit is trump
    turned: tuple[Card, ...]
    live: tuple[Card, ...]
    #: taken card -> (seat, given, tick); only exchanges of a turned card move cards
    moves: Mapping[Card, tuple[Seat, Card | None, int]]
    #: the cards given for them -> the tick they were laid down
    given_at: Mapping[Card, int]
    kinds: Kinds  # where each kind of event stands


def _first(events: Sequence[Event], kind: type) -> Any:
    return next((e for e in events if isinstance(e, kind)), None)


#: Where each kind of event stands among a deal's events (event index, in order).
Kinds = Mapping[type, tuple[int, ...]]


def _kinds(events: Sequence[Event]) -> Kinds:
    """Each kind of event of the deal and where it stands: one walk over the events,
    where each pass that wants one kind would walk them all again."""
    at: dict[type, list[int]] = {}
    for i, ev in enumerate(events):
        at.setdefault(type(ev), []).append(i)
    return MappingProxyType({kind: tuple(where) for kind, where in at.items()})


def _each(events: Sequence[Event], kinds: Kinds, *of: type) -> list[tuple[int, Any]]:
    """The events of the kinds ``of``, in event order, with their index."""
    where = (
        kinds.get(of[0], ()) if len(of) == 1 else sorted(i for k in of for i in kinds.get(k, ()))
    )
    return [(i, events[i]) for i in where]


def _index(events: Sequence[Event], ev: Event) -> int:
    """Where ``ev`` stands among ``events`` (found by identity: an event compared for
    equality with each before it would compare their fields)."""
    return next(i for i, e in enumerate(events) if e is ev)


def _trump(
    events: Sequence[Event], rules: TableRules, dealer: Seat | None
) -> tuple[Suit | None, Card | None, tuple[Card, ...], list[Found]]:
    """Concern ``trump-turn`` (and ``deck`` for the turned cards)."""
    turn: TrumpTurn | None = _first(events, TrumpTurn)
    out: list[Found] = []
    if turn is None:
        return None, None, (), _trump_unknown(events, None, out)
    t = _tick(_index(events, turn))
    turned = tuple(c for c in (resolve(r, None) for r in turn.cards) if c is not None)
    for c in turned:
        if not in_deck(rules, c):
            out.append(
                _at(t, Kind.VIOLATION, "deck", "deal.not-in-deck", {"card": c.code}, turn.span)
            )
    decision = trump_of(rules, turned, turn.span, (turn.seat,) if turn.seat else ())
    out += [(t, _eichel_played(f, events, turn)) for f in decision.findings]
    if turn.seat is not None and dealer is not None and turn.seat != dealer:
        args = {"seat": turn.seat.value, "dealer": dealer.value}
        out.append(
            _at(t, Kind.VIOLATION, "trump-turn", "trump.turned-by", args, turn.span, (turn.seat,))
        )
    trump, deciding = decision.trump, decision.deciding
    if trump is not None and deciding is not None and deciding in permanent_perlaggs(rules):
        args = {"card": deciding.code, "suit": trump.german}
        out.append(_at(t, Kind.NOTE, "trump-turn", "trump.perlagg-turned", args, turn.span))
    if trump is None:
        _trump_unknown(events, turn, out)
    return trump, deciding, turned, out


def _eichel_played(f: Finding, events: Sequence[Event], turn: TrumpTurn) -> Finding:
    """Concern ``trump-turn`` (Schlanders A 7 "Eichel kann nie Trumpf werden"): only
    Eichel turned and then cards played means the table played with Eichel as trump, a
    violation, not a gap in the transcript.  The play is not judged under a trump the
    rulebook does not allow."""
    if f.key != "trump.only-eichel":
        return f
    after = events[_index(events, turn) + 1 :]
    if not any(isinstance(e, (Play, Trick)) for e in after):
        return f
    return replace(f, kind=Kind.VIOLATION, key="trump.eichel-played")


def _trump_unknown(
    events: Sequence[Event], turn: TrumpTurn | None, out: list[Found]
) -> list[Found]:
    """Trump unknown is said once, where it first matters: the turn, else the first hand,
    play or show (not again after "only Eichel turned")."""
    if any(f.key in ("trump.only-eichel", "trump.eichel-played") for _, f in out):
        return out
    kinds = (Hand, Play, Trick, Show)
    if turn is not None:
        i = next((i for i, e in enumerate(events) if e is turn), None)
    else:
        i = next((i for i, e in enumerate(events) if isinstance(e, kinds)), None)
    if i is not None:
        out.append(
            _at(_tick(i), Kind.UNDETERMINED, "trump-turn", "trump.unknown", {}, events[i].span)
        )
    return out


def _moves(
    events: Sequence[Event],
    kinds: Kinds,
    trump: Suit | None,
    turned: Sequence[Card],
    dealer: Seat | None = None,
) -> tuple[
    dict[Card, tuple[Seat, Card | None, int]], list[tuple[int, Exchange, Card | None, Card | None]]
]:
    moves: dict[Card, tuple[Seat, Card | None, int]] = {}
    exchanges = []
    for i, ev in _each(events, kinds, Exchange):
        taken, given = resolve(ev.taken, trump), resolve(ev.given, trump)
        exchanges.append((_tick(i), ev, taken, given))
        if _void_exchange(events, i, ev.seat, dealer):
            continue  # the turned card stays where it was (S. 56: "auf gar keinen Fall")
        if taken is not None and taken in turned and taken not in moves:
            moves[taken] = (ev.seat, given, _tick(i))
    return moves, exchanges


def _void_exchange(events: Sequence[Event], index: int, seat: Seat, dealer: Seat | None) -> bool:
    """An exchange that moves no card: by the dealer's opponents (S. 56: "die
    Gegenpartei darf ihn auf gar keinen Fall austauschen"), or after the first card was
    answered (S. 56–57: the right is lost) — no party gains from its own violation
    (interpretation void-act)."""
    if dealer is not None and seat.party != dealer.party:
        return True
    cards = 0
    for e in events[:index]:
        cards += len(e.plays) if isinstance(e, Trick) else isinstance(e, Play)
    return cards >= 2


# --------------------------------------------------------------------------- hand lines
def _hand_cards(tick: int, ev: Hand, cards: Sequence[Card], rules: TableRules) -> list[Found]:
    """Concern ``deck``: a card not in the deck, or listed twice in one hand.

    A repeated fact is one finding (our choice: a line of 33 copies of one card is one
    mistake, not 32): each card not in the deck once, however often it is listed; a
    card listed twice says it is twice, one listed more often says how often.
    """
    out: list[Found] = []
    seat = (ev.seat,)
    distinct = dict.fromkeys(cards)  # each card once, in the order listed
    for c in distinct:
        if not in_deck(rules, c):
            args: dict[str, object] = {"card": c.code}
            out.append(_at(tick, Kind.VIOLATION, "deck", "deal.not-in-deck", args, ev.span, seat))
    if len(distinct) == len(cards):  # none listed twice: nothing to count
        return out
    counts = Counter(cards)
    seen: Counter[Card] = Counter()
    for c in cards:  # said where the card comes the second time
        seen[c] += 1
        if seen[c] != 2:
            continue
        if counts[c] == 2:
            args = {"card": c.code, "first": ev.seat.value, "second": ev.seat.value}
            out.append(_at(tick, Kind.VIOLATION, "deck", "deal.card-twice", args, ev.span, seat))
        else:
            args = {"card": c.code, "count": counts[c], "seat": ev.seat.value}
            out.append(_at(tick, Kind.VIOLATION, "deck", "deal.card-repeated", args, ev.span, seat))
    return out


def _hand_count(tick: int, ev: Hand, cut: Cut | None, s: _Setup) -> list[Found]:
    """Concern ``wrong-card-count`` (B §3): a hand of the wrong size, for any seat, the
    cutter included (his kept Perlaggs were not allowed for in the packets, S. 54)."""
    size = s.table.hand_size
    if len(ev.cards) == size:
        return []
    kept = _kept(cut, ev.seat, permanent_perlaggs(s.table.rules))
    seats = (ev.seat,)
    penalty = _penalty(ev.seat, s.table.rules.wrong_card_count_penalty)
    if kept:
        args = {"seat": ev.seat.value, "count": len(kept), "held": len(ev.cards)}
        key = "deal.cutter-count"
    else:
        args = {"seat": ev.seat.value, "count": len(ev.cards), "size": size}
        key = "deal.hand-size"
    return [_at(tick, Kind.VIOLATION, "wrong-card-count", key, args, ev.span, seats, penalty)]


def _after_exchange(
    tick: int, ev: Hand, cards: set[Card], s: _Setup
) -> tuple[frozenset[Card], list[Found]]:
    """Concern ``exchange``: the hand after the exchange, from a line before or after it."""
    post, out = set(cards), []
    for taken, (seat, given, _) in s.moves.items():
        if seat != ev.seat or taken in post:
            continue
        if given is not None and given in post:
            post = (post - {given}) | {taken}
        else:
            args = {"seat": seat.value, "taken": taken.code, "given": given.code if given else "?"}
            out.append(
                _at(
                    tick,
                    Kind.UNDETERMINED,
                    "exchange",
                    "deal.hand-exchange-unclear",
                    args,
                    ev.span,
                    (seat,),
                )
            )
    return frozenset(post), out


def _hands(
    events: Sequence[Event], cut: Cut | None, s: _Setup
) -> tuple[dict[Seat, frozenset[Card]], dict[Seat, int], list[Found]]:
    """Every seat's hand (after the exchange) from its first fully named ``Hand`` line."""
    post: dict[Seat, frozenset[Card]] = {}
    at: dict[Seat, int] = {}
    out: list[Found] = []
    for i, ev in _each(events, s.kinds, Hand):
        tick = _tick(i)
        cards = [r if r.__class__ is Card else resolve(r, s.trump) for r in ev.cards]
        known = [c for c in cards if c is not None]
        out += _hand_cards(tick, ev, known, s.table.rules)
        out += _hand_count(tick, ev, cut, s)
        if len(known) != len(cards):
            continue  # a trump-relative name without trump: the hand is not fully known
        hand, unclear = _after_exchange(tick, ev, set(known), s)
        out += unclear
        if ev.seat not in post:
            post[ev.seat], at[ev.seat] = hand, tick
        elif hand != post[ev.seat]:
            args = {"seat": ev.seat.value, "cards": " ".join(c.code for c in sorted(hand))}
            out.append(
                _at(tick, Kind.VIOLATION, "deck", "deal.hand-conflict", args, ev.span, (ev.seat,))
            )
    return post, at, out


def _twice(
    events: Sequence[Event], s: _Setup, post: Mapping[Seat, frozenset[Card]], at: Mapping[Seat, int]
) -> tuple[set[Seat], list[Found]]:
    """Concern ``deck``: a card in two hands, or in a hand and on the table; and the seats
    whose ``Hand`` lines that makes doubtful (they prove nothing: one mistake, one finding)."""
    turn = _first(events, TrumpTurn)
    where: dict[Card, tuple[str, int]] = {}
    if turn is not None:
        on_table = ("Tisch", _tick(_index(events, turn)))
        for c in (set(s.turned) - set(s.moves)) | set(s.given_at):
            where[c] = on_table
    out: list[Found] = []
    doubtful: set[Seat] = set()
    for seat in sorted(post, key=lambda x: at[x]):
        here = (seat.value, at[seat])
        for c in sorted(post[seat], key=by_order):
            if c not in where:
                where[c] = here
                continue
            first_at, t_first = where[c]
            doubtful |= {seat} | {x for x in s.table.seats if x.value == first_at}
            span = events[at[seat] // 8].span
            args = {"card": c.code, "first": first_at, "second": seat.value}
            out.append(
                _at(
                    max(t_first, at[seat]),
                    Kind.VIOLATION,
                    "deck",
                    "deal.card-twice",
                    args,
                    span,
                    (seat,),
                )
            )
    return doubtful, out


# --------------------------------------------------------------------------- the cut
def _kept(cut: Cut | None, seat: Seat, permanent: Sequence[Card]) -> tuple[Card, ...]:
    if cut is None or cut.seat != seat:
        return ()
    named = (resolve(r, None) for r in cut.perlaggs)
    return tuple(c for c in named if c is not None and c in permanent)


def _cut(
    events: Sequence[Event],
    cut: Cut | None,
    s: _Setup,
    post: Mapping[Seat, frozenset[Card]],
    at: Mapping[Seat, int],
) -> tuple[dict[Card, Seat], list[Found]]:
    """Concern ``cut`` (§2): the dealer's right-hand neighbour cuts and keeps permanent
    Perlaggs only; concern ``deal-packets``: the cutter's packets."""
    if cut is None:
        return {}, []
    t, who, rules = _tick(_index(events, cut)), (cut.seat,), s.table.rules
    out: list[Found] = []
    if s.dealer is not None and cut.seat != cutter(s.table, s.dealer):
        args: dict[str, object] = {
            "seat": cut.seat.value,
            "expected": cutter(s.table, s.dealer).value,
        }
        out.append(_at(t, Kind.VIOLATION, "cut", "cut.wrong-seat", args, cut.span, who))
    kept: dict[Card, Seat] = {}
    for ref in cut.perlaggs:
        c = resolve(ref, None)
        if c is not None and not in_deck(rules, c):
            out.append(
                _at(t, Kind.VIOLATION, "deck", "deal.not-in-deck", {"card": c.code}, cut.span, who)
            )
        elif c is None or c not in permanent_perlaggs(rules):
            args = {"seat": cut.seat.value, "card": c.code if c else ref.code}
            out.append(_at(t, Kind.VIOLATION, "cut", "cut.not-permanent", args, cut.span, who))
        else:
            kept[c] = cut.seat
            if cut.seat in post and c not in post[cut.seat]:
                args = {"seat": cut.seat.value, "card": c.code}
                tick = max(t, at[cut.seat])
                out.append(
                    _at(tick, Kind.VIOLATION, "cut", "cut.kept-not-held", args, cut.span, who)
                )
    packets = rules.cutter_packets_for(len(kept)) if kept else None
    if packets is not None:
        args = {"seat": cut.seat.value, "count": len(kept), "packets": "+".join(map(str, packets))}
        out.append(_at(t, Kind.NOTE, "deal-packets", "deal.cutter-packets", args, cut.span, who))
    return kept, out


# =========================================================================== who holds what
def _known_before_play(
    s: _Setup, post: Mapping[Seat, frozenset[Card]], kept: Mapping[Card, Seat]
) -> Holdings:
    """Hand lines, the cut, and the cards face up on the table (turned, or given)."""
    table: dict[Card, tuple[int, int]] = {}
    for c in s.turned:
        taken = s.moves.get(c)
        table[c] = (-1, taken[2] if taken else NEVER)
    for c, t in s.given_at.items():
        table[c] = (t, NEVER)
    return Holdings.before_play(s.table.hand_size, post, table, kept)


@record
class _Credible:
    """For each card played (by tick) or shown (by event, position): why it cannot be
    his (``played``, ``table``, ``seat:X``, ``hand``, ``not-in-deck``), or None."""

    steps: Mapping[int, str | None]
    shown: Mapping[tuple[int, int], str | None]
    #: the finding on each card played whose name is known, by tick (``_credible_found``)
    found: Mapping[int, Found]
    #: for each card played whose name is known, by tick: the credible cards his seat
    #: played before it (``Holdings.played_before``, counted once)
    before: Mapping[int, int]


def _credibility(
    events: Sequence[Event], steps: Sequence[_Step], s: _Setup, h: Holdings
) -> tuple[Holdings, _Credible]:
    """Each card played or shown, in event order, against what is known so far; the
    credible ones join the holdings."""
    rules = s.table.rules
    played: dict[Card, tuple[Seat, int]] = dict(h.played)
    plays: list[tuple[Seat, Card, int, int]] = []
    on_step: dict[int, str | None] = {}
    on_show: dict[tuple[int, int], str | None] = {}
    shows, k = _each(events, s.kinds, Show), 0  # a show comes after the cards before it
    for st in steps:
        while k < len(shows) and shows[k][0] < st.tick // 8:
            on_show.update(_shown_cards(*shows[k], s, h, played))
            k += 1
        c = st.move.card if st.move is not None else None
        if c is None or not in_deck(rules, c):
            on_step[st.tick] = _NOT_IN_DECK
            continue
        why = on_step[st.tick] = h.lacks(st.seat, c, st.tick, played)
        if why is None:
            moved = s.moves.get(c)
            played[c] = (st.seat, st.tick)
            plays.append((st.seat, c, st.tick, moved[2] if moved and moved[0] == st.seat else -1))
    for i, ev in shows[k:]:
        on_show.update(_shown_cards(i, ev, s, h, played))
    found, before = _credible_found(steps, on_step, s.table)
    return h.with_plays(plays), _Credible(
        MappingProxyType(on_step), MappingProxyType(on_show), found, before
    )


def _shown_cards(
    i: int, ev: Show, s: _Setup, h: Holdings, played: Mapping[Card, tuple[Seat, int]]
) -> dict[tuple[int, int], str | None]:
    """Why each card of a ``Show`` event cannot be his, by (event, position)."""
    return {(i, k): _shown(ev, sc.card, s, h, played, _tick(i)) for k, sc in enumerate(ev.cards)}


def _shown(
    ev: Show, ref: CardRef, s: _Setup, h: Holdings, played: Mapping[Card, tuple[Seat, int]], t: int
) -> str | None:
    """Why a card shown cannot be his (his own card played before is his)."""
    c = resolve(ref, s.trump)
    if c is None or not in_deck(s.table.rules, c):
        return _NOT_IN_DECK
    if c in played and played[c][0] == ev.seat:
        return None
    return h.lacks(ev.seat, c, t, played)


def _holdings(events: Sequence[Event], s: _Setup, h: Holdings, cred: _Credible) -> Holdings:
    """The exchange and the cards shown complete what the plays told."""
    for taken, (seat, given, t) in s.moves.items():
        h = h.with_exchange(seat, taken, given, t)
    for (i, k), why in cred.shown.items():
        ev = events[i]
        assert isinstance(ev, Show)
        c = resolve(ev.cards[k].card, s.trump)
        if c is not None and why is None:
            h = h.with_shown(ev.seat, c)
    return h


# =========================================================================== the exchange
def _exchange(
    tick: int, ex: Exchange, taken: Card, given: Card | None, s: _Setup, h: Holdings, late: bool
) -> list[Found]:
    """Concern ``exchange`` (S. 55–57; Schlanders A 7): one exchange of a turned Perlagg.

    Only the dealer's side may exchange, the dealer first; the right passes to his
    partner only when the dealer holds no card to give (at a table of two nobody else
    may).  The card given is a natural card of the exchange's suit.
    """
    assert s.trump is not None
    args = {"seat": ex.seat.value, "taken": taken.code}
    seats = (ex.seat,)
    suit = exchange_suit(s.table.rules, s.trump, taken)
    if suit is None:
        return [_at(tick, Kind.VIOLATION, "exchange", "exchange.not-perlagg", args, ex.span, seats)]
    out: list[Found] = []
    if late:
        out.append(_at(tick, Kind.VIOLATION, "exchange", "exchange.too-late", args, ex.span, seats))
    out += _exchanger(tick, ex, taken, suit, s, h)
    if given is not None:
        gargs = {**args, "given": given.code, "suit": suit.german}
        if given in s.live or given.is_weli:
            out.append(
                _at(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.given-perlagg",
                    gargs,
                    ex.span,
                    seats,
                )
            )
        elif given.suit is not suit:
            out.append(
                _at(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.given-wrong-suit",
                    gargs,
                    ex.span,
                    seats,
                )
            )
    return out


def _exchanger(
    tick: int, ex: Exchange, taken: Card, suit: Suit, s: _Setup, h: Holdings
) -> list[Found]:
    """Concern ``exchange``: may this seat exchange (the dealer; else his partner)?"""
    dealer = s.dealer
    if dealer is None or s.trump is None:
        return []
    args = {"seat": ex.seat.value, "taken": taken.code}
    if ex.seat.party != dealer.party:
        return [
            _at(tick, Kind.VIOLATION, "exchange", "exchange.opponent", args, ex.span, (ex.seat,))
        ]
    if ex.seat != s.table.partner(dealer):
        return []
    both = (ex.seat, dealer)
    could = exchange_candidates(s.table.rules, s.trump, taken, h.holds(dealer, tick))
    if could:
        args = {**args, "dealer": dealer.value, "card": min(could).code}
        key = "exchange.partner-while-dealer-could"
        return [_at(tick, Kind.VIOLATION, "exchange", key, args, ex.span, both)]
    if not h.fully_known(dealer, tick):
        args = {**args, "dealer": dealer.value}
        return [
            _at(tick, Kind.UNDETERMINED, "exchange", "exchange.dealer-unknown", args, ex.span, both)
        ]
    args = {**args, "dealer": dealer.value, "suit": suit.german}  # often disputed: say it
    return [_at(tick, Kind.RULING, "exchange", "exchange.partner-may", args, ex.span, both)]


def _exchanges(
    exchanges: Sequence[tuple[int, Exchange, Card | None, Card | None]],
    steps: Sequence[_Step],
    s: _Setup,
    h: Holdings,
) -> list[Found]:
    """Every exchange: of a card turned (once), before the second card is played."""
    second = steps[1].tick if len(steps) > 1 else NEVER
    out: list[Found] = []
    taken_once: set[Card] = set()
    for tick, ex, taken, given in exchanges:
        if s.trump is None or taken is None:
            continue
        if taken not in s.turned or taken in taken_once:
            args = {"seat": ex.seat.value, "taken": taken.code}
            out.append(
                _at(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.not-turned",
                    args,
                    ex.span,
                    (ex.seat,),
                )
            )
            continue
        taken_once.add(taken)
        out += _exchange(tick, ex, taken, given, s, h, tick > second)
    return out


def _omitted(steps: Sequence[_Step], s: _Setup, h: Holdings) -> list[Found]:
    """Concern ``exchange``: an exchange the rulebook makes mandatory, left undone, is the
    entitled side's own loss (S. 56): a note, when certain."""
    d, trump, turned = s.dealer, s.trump, s.deciding
    if trump is None or d is None or turned is None or len(steps) < 2:
        return []
    rules = s.table.rules
    if not rules.exchange_mandatory or turned not in s.live or turned in s.moves:
        return []
    if turned in permanent_perlaggs(rules):
        return []
    partner = s.table.partner(d)
    for seat in (d,) if partner is None else (d, partner):
        could = exchange_candidates(rules, trump, turned, h.holds(seat, 0))
        if could:
            args = {"card": turned.code, "seat": seat.value, "given": min(could).code}
            st = steps[1]
            return [_at(st.tick, Kind.NOTE, "exchange", "exchange.omitted", args, st.span, (seat,))]
        if not h.fully_known(seat, 0):
            break
    return []


# =========================================================================== the tricks
# a NamedTuple, not a record: one per trick of every deal (tests/benchmarks/bench_throughput.py)
class _Fold(NamedTuple):
    """The fold's state where a trick opens: the deal state and what was said once
    (``_tricks`` carries the state from card to card on its own)."""

    state: DealState
    noted_stop: bool = False
    noted_dealer: bool = False


@record
class _Ctx:
    """What every step may read: the set-up, the holdings, the credibility of cards."""

    setup: _Setup
    holdings: Holdings
    credible: _Credible


def _open(fold: _Fold, st: _Step) -> tuple[_Fold, list[Found]]:
    """A ``Trick`` line breaks off an unfinished trick; a first card opens a trick."""
    state = fold.state
    if st.opens_trick and state.trick:
        state = state.closed(False)
    out: list[Found] = []
    if not state.trick:
        state = state.opened(st.line)
        if state.spiel is not None and not fold.noted_stop:
            args = {"party": state.spiel.value, "tricks": state.table.spiel_tricks}
            seats = state.table.party_seats(state.spiel)
            out.append(
                _at(st.tick, Kind.NOTE, "play-stop", "play.after-spiel", args, st.span, seats)
            )
            fold = fold._replace(noted_stop=True)
        if not state.tricks and state.dealer is None and not fold.noted_dealer:
            out.append(_at(st.tick, Kind.UNDETERMINED, "lead", "deal.dealer-unknown", {}, st.span))
            fold = fold._replace(noted_dealer=True)
    if state is fold.state:  # a card inside a trick: nothing to note
        return fold, out
    return _Fold(state, fold.noted_stop, fold.noted_dealer), out


def _found(st: _Step, fault: Fault | None, penalty: Penalty | None = None) -> list[Found]:
    if fault is None:
        return []
    return [
        _at(st.tick, fault.kind, fault.concern, fault.key, fault.args, st.span, (st.seat,), penalty)
    ]


def _credible_found(
    steps: Sequence[_Step], why: Mapping[int, str | None], table: Table
) -> tuple[Mapping[int, Found], Mapping[int, int]]:
    """Concerns ``deck``, ``card-not-held`` and ``wrong-card-count`` for each card played
    whose name is known, by tick.  None depends on the play before the card, only on why
    it cannot be his (``why``) and on how many credible cards his seat played before
    (returned too, by tick): judged once per deal, before the fold."""
    count: dict[Seat, int] = {}
    found: dict[int, Found] = {}
    before: dict[int, int] = {}
    for st in steps:
        if st.move is None:
            continue  # not judged: its name is not known
        reason = why.get(st.tick)
        n = before[st.tick] = count.get(st.seat, 0)
        if reason is None:
            n = count[st.seat] = n + 1
            if n <= table.hand_size:
                continue
        found[st.tick] = _incredible(st, st.move.card, reason, table)
    return MappingProxyType(found), MappingProxyType(before)


def _incredible(st: _Step, c: Card, why: str | None, table: Table) -> Found:
    """The finding on a card that cannot be his (``why``), or one too many (None)."""
    if why == _NOT_IN_DECK:
        args = {"card": c.code}
        return _at(st.tick, Kind.VIOLATION, "deck", "deal.not-in-deck", args, st.span, (st.seat,))
    if why is not None:
        key, other = _not_held_key("play", why)
        args = {"seat": st.seat.value, "card": c.code, "other": other}
        return _at(st.tick, Kind.VIOLATION, "card-not-held", key, args, st.span, (st.seat,))
    penalty = _penalty(st.seat, table.rules.wrong_card_count_penalty)
    key, args = "play.too-many-cards", {"seat": st.seat.value, "card": c.code}
    seats = (st.seat,)
    return _at(st.tick, Kind.VIOLATION, "wrong-card-count", key, args, st.span, seats, penalty)


def _christening(state: DealState, st: _Step, move: Move, ch: Christening) -> list[Found]:
    """Concerns ``christening``, ``christening-fixed`` (§16, §18) and ``unchristened`` (§17)."""
    out = _found(st, christening_fault(state, st.seat, move, ch)) if ch.key else []
    c = move.card
    if (
        c in perlagg_ranks(state.perlaggs)
        and c not in state.christened
        and ch.fixes is None
        and move.named is None
    ):
        args = {"seat": st.seat.value, "card": c.code}
        out.append(
            _at(
                st.tick,
                Kind.NOTE,
                "unchristened",
                "christening.unchristened",
                args,
                st.span,
                (st.seat,),
            )
        )
    return out


def _revoke(state: DealState, st: _Step, move: Move, ctx: _Ctx) -> list[Found]:
    """Concern ``follow-suit``: judged against what he surely held (also for a card that
    was not his, B §10); "undetermined" only for a card that was his.  Asked only of a
    card that does not follow plainly (``follows_plainly``)."""
    held = ctx.holdings.holding(st.seat, st.tick, ctx.credible.before[st.tick])
    fault = revoke_fault(state, st.seat, move, (held.cards, held.complete))
    why = ctx.credible.steps.get(st.tick)
    if fault is None or why == _NOT_IN_DECK or (fault.kind is not Kind.VIOLATION and why):
        return []
    points = ctx.setup.table.rules.revoke_penalty
    return _found(st, revoke_consequence(fault, points), _penalty(st.seat, points))


def _trumped_under(state: DealState, st: _Step, move: Move, ctx: _Ctx) -> list[Found]:
    """Concern ``follow-suit``: a trump or Perlagg that does not take the trick, played
    by one who surely held the suit led (``trumped_under``), for a card credibly his."""
    if ctx.credible.steps.get(st.tick):
        return []
    held = ctx.holdings.holding(st.seat, st.tick, ctx.credible.before[st.tick])
    return _found(st, trumped_under(state, st.seat, move, (held.cards, held.complete)))


def revoke_consequence(fault: Fault, points: int) -> Fault:
    """A revoke (after a middle player trumped, too) with its consequence said: the
    points the rulebook fixes (B §10: two), or none fixed, a penalty only as agreed
    before the game (1890 §32).

    >>> f = Fault("follow-suit", "play.revoke", {"seat": "C"})
    >>> revoke_consequence(f, 2).args["points"], revoke_consequence(f, 0).key
    (2, 'play.revoke-agreed')
    """
    if fault.key not in ("play.revoke", "play.revoke-trumped"):
        return fault
    key = fault.key if points > 0 else f"{fault.key}-agreed"
    return replace(fault, key=key, args={**fault.args, "points": points})


def perlagg_decided(trick: TrickResult, parts: Sequence[PlayedCard]) -> bool:
    """Concern ``christened-rank`` (§19, S. 65–66; B §15): a christened Perlagg decided
    its trick when it won it, or when it counts as a card that another card of the
    trick counts as too (its rank against that card was at stake).  (A Perlagg played
    unchristened always decides what it is: concern ``unchristened``.)

    >>> from referee.model.cards import card
    >>> from referee.model.seats import Seat
    >>> w = PlayedCard(Seat.C, card("W"), card("H7"), 1)
    >>> h7 = PlayedCard(Seat.D, card("H7"), card("H7"), None)
    >>> ha = PlayedCard(Seat.A, card("HA"), card("HA"), None)
    >>> perlagg_decided(TrickResult(1, (ha, w, h7), Seat.A), [w])
    True
    >>> h9 = PlayedCard(Seat.D, card("H9"), card("H9"), None)
    >>> perlagg_decided(TrickResult(1, (ha, w, h9), Seat.A), [w])
    False
    """
    if any(p.seat == trick.winner for p in parts):
        return True
    return any(q.counts_as == p.counts_as and q.seat != p.seat for p in parts for q in trick.plays)


def _perlagg_ruling(state: DealState, tick: int) -> list[Found]:
    """A trick with a Perlagg in it is what players argue about: say how it went.

    Concern ``christened-rank`` (a christened Perlagg beats the natural card of its
    name, Perlaggs christened alike go by Perlagg rank, §19) or ``unchristened`` (a
    Perlagg played without a name is the plain card, §17).  A ruling only where the
    Perlagg decided the trick (``perlagg_decided``); otherwise a note.
    """
    trick = state.tricks[-1]
    live = perlagg_ranks(state.perlaggs)
    parts = [p for p in trick.plays if p.card in live]
    if trick.winner is None or not parts:
        return []
    # each Perlagg as (card, what it counts as, christened?): the words are the reader's
    words = tuple([(p.card.code, p.counts_as.code, p.perlagg_rank is not None) for p in parts])
    won = next(p for p in trick.plays if p.seat == trick.winner)
    plain = None in [p.perlagg_rank for p in parts]
    args = {
        "number": trick.number,
        "winner": trick.winner.value,
        "card": won.counts_as.code,
        "perlaggs": words,
    }
    span = trick.plays[-1].span if trick.span.line == 0 and trick.span == NOWHERE else trick.span
    concern = "unchristened" if plain else "christened-rank"
    kind = Kind.RULING if plain or perlagg_decided(trick, parts) else Kind.NOTE
    beaten = _beaten_across_ranks(won, parts, permanent_perlaggs(state.table.rules))
    key = "play.trick-perlagg"
    if beaten is not None and not plain:
        key = "play.trick-perlagg-rank"
        args |= {"higher": won.card.code, "lower": beaten.card.code}
    return [_at(tick, kind, concern, key, args, span, tuple([p.seat for p in parts]))]


def _beaten_across_ranks(
    won: PlayedCard, parts: Sequence[PlayedCard], permanent: Sequence[Card]
) -> PlayedCard | None:
    """Concern ``christened-rank``: the Perlagg christened like the winning one that it
    beat by Perlagg rank where one of the two is permanent and the other a trump Perlagg
    (their places against each other: S. 55; Schlanders A 6 and the interpretation
    ``trump-perlaggs-placement``); None where no such pair met."""
    if won.perlagg_rank is None:
        return None
    across = [p for p in parts if (p.card in permanent) != (won.card in permanent)]
    for p in across:
        if p.seat != won.seat and p.counts_as == won.counts_as and p.perlagg_rank is not None:
            return p
    return None


def _step(state: DealState, st: _Step, ctx: _Ctx) -> tuple[DealState, list[Found]]:
    """One card played (its trick opened by ``_open``): every rule it may break, in the
    order a player reads them."""
    fault = lead_fault(state, st.seat)
    out = _found(st, fault) if fault is not None else []
    move = st.move
    if move is None:
        args = {"seat": st.seat.value, "card": str(st.ref)}
        seats = (st.seat,)
        key = "play.trump-ref-unresolved"
        out.append(_at(st.tick, Kind.UNDETERMINED, "trump-turn", key, args, st.span, seats))
        return state._replace(judged=False), out
    found = ctx.credible.found.get(st.tick)
    if found is not None:
        out.append(found)
    if state.trump is None:
        return state.push_unjudged(st.seat, move, st.span), out
    ch = state.counts_as(move)
    if ch.key is not None or move.card in perlagg_ranks(state.perlaggs):
        out += _christening(state, st, move, ch)
    if not follows_plainly(state, move.card):
        out += _revoke(state, st, move, ctx)
    elif state.trick:
        out += _trumped_under(state, st, move, ctx)
    after = state.push(st.seat, move, st.span, ch)
    if len(after.tricks) > len(state.tricks):
        out += _perlagg_ruling(after, st.tick)
    return after, out


def _show(state: DealState, i: int, ev: Show, ctx: _Ctx) -> tuple[DealState, list[Found]]:
    """Cards shown after play: each must be his (``card-not-held``), and a Perlagg shown
    named is christened by it ('tauft ist 'tauft, §18)."""
    out: list[Found] = []
    for k, sc in enumerate(ev.cards):
        c = resolve(sc.card, state.trump)
        if c is None:
            continue
        why = ctx.credible.shown.get((i, k))
        seats = (ev.seat,)
        if why == _NOT_IN_DECK:
            out.append(
                _at(
                    _tick(i),
                    Kind.VIOLATION,
                    "deck",
                    "deal.not-in-deck",
                    {"card": c.code},
                    ev.span,
                    seats,
                )
            )
        elif why is not None:
            key, other = _not_held_key("show", why)
            args = {"seat": ev.seat.value, "card": c.code, "other": other}
            out.append(_at(_tick(i), Kind.VIOLATION, "card-not-held", key, args, ev.span, seats))
        move = Move(c, resolve(sc.christened, state.trump) if sc.christened is not None else None)
        ch = state.counts_as(move)
        if ch.key is not None:
            f = christening_fault(state, ev.seat, move, ch)
            out.append(_at(_tick(i), f.kind, f.concern, f.key, f.args, ev.span, seats))
        state = state.shown(move)
    return state, out


def _tricks(
    events: Sequence[Event], steps: Sequence[_Step], ctx: _Ctx
) -> tuple[DealState, list[Found]]:
    """The cards played and shown, in event order, on the deal state."""
    s = ctx.setup
    state = DealState.start(s.table, s.dealer, s.trump)
    noted = _Fold(state)  # what was said once: asked and changed only where a trick opens
    shows = _each(events, s.kinds, Show) if s.trump is not None else []
    out: list[Found] = []
    k = 0  # the shows judged so far: each comes after the cards of the events before it
    for st in steps:
        while k < len(shows) and shows[k][0] < st.tick // 8:
            state, more = _show(state, *shows[k], ctx)
            k += 1
            out += more
        if st.opens_trick or not state.trick:
            noted, more = _open(_Fold(state, noted.noted_stop, noted.noted_dealer), st)
            state = noted.state
            out += more
        state, more = _step(state, st, ctx)
        out += more
    for i, ev in shows[k:]:
        state, more = _show(state, i, ev, ctx)
        out += more
    return state.closed(False), out


def _signals(events: Sequence[Event], table: Table) -> list[Found]:
    """Concern ``signals``: partners may signal (S. 57); at a table of two nobody can
    receive one (interpretation ``two-players``): a note."""
    if table.partner(Seat.A) is not None:
        return []
    return [
        _at(
            _tick(i),
            Kind.NOTE,
            "seating",
            "play.signal-alone",
            {"seat": e.seat.value},
            e.span,
            (e.seat,),
        )
        for i, e in enumerate(events)
        if isinstance(e, Signal)
    ]


# =========================================================================== the whole deal
def _figures(
    s: _Setup, known: Mapping[Seat, Sequence[Card]], state: DealState
) -> tuple[FigureDecision, FigureDecision, FigureDecision]:
    seats = s.table.seats
    if s.trump is not None:
        hands = split_hands(known, s.live, state.christened, s.table.hand_size, seats)
        gleich = decide_split(Figure.GLEICH, hands, seats)
        hanger = decide_split(Figure.HANGER, hands, seats)
    else:
        gleich = FigureDecision(Figure.GLEICH, Decided.UNKNOWN)
        hanger = FigureDecision(Figure.HANGER, Decided.UNKNOWN)
    if state.spiel is not None:
        spiel = FigureDecision(Figure.SPIEL, Decided.PARTY, state.spiel)
    else:
        spiel = FigureDecision(Figure.SPIEL, Decided.UNKNOWN)
    return spiel, gleich, hanger


def _setup(
    events: Sequence[Event], table: Table
) -> tuple[_Setup, list[tuple[int, Exchange, Card | None, Card | None]], list[Found]]:
    dealer_ev: Dealer | None = _first(events, Dealer)
    dealer = dealer_ev.seat if dealer_ev else None
    trump, deciding, turned, out = _trump(events, table.rules, dealer)
    live = perlaggs(table.rules, trump) if trump is not None else ()
    kinds = _kinds(events)
    moves, exchanges = _moves(events, kinds, trump, turned, dealer)
    given = MappingProxyType({g: t for (_, g, t) in moves.values() if g is not None})
    setup = _Setup(
        table, dealer, trump, deciding, turned, live, MappingProxyType(moves), given, kinds
    )
    return setup, exchanges, out


def judge_play(events: Sequence[Event], table: Table | TableRules) -> PlayResult:
    """The PlayResult of one deal (its events, ``DealStart`` first), findings in event order."""
    table = table if isinstance(table, Table) else Table(table)
    s, exchanges, out = _setup(events, table)
    cut: Cut | None = _first(events, Cut)
    post, at, found = _hands(events, cut, s)
    doubtful, twice = _twice(events, s, post, at)
    out += found + twice
    kept, found = _cut(events, cut, s, post, at)
    out += found
    steps = _steps(events, s)
    sure = {seat: cards for seat, cards in post.items() if seat not in doubtful}
    h, cred = _credibility(events, steps, s, _known_before_play(s, sure, kept))
    h = _holdings(events, s, h, cred)
    out += _exchanges(exchanges, steps, s, h) + _omitted(steps, s, h)
    state, found = _tricks(events, steps, _Ctx(s, h, cred))
    out += found + _signals(events, table)
    known = {seat: h.known(seat, s.given_at) for seat in table.seats}
    spiel, gleich, hanger = _figures(s, known, state)
    told, found = with_accounts(
        events, {Figure.SPIEL: spiel, Figure.GLEICH: gleich, Figure.HANGER: hanger}
    )
    out += [(_tick(i), f) for i, f in found]
    spiel, gleich, hanger = told[Figure.SPIEL], told[Figure.GLEICH], told[Figure.HANGER]
    order = sorted(range(len(out)), key=lambda k: (out[k][0], k))
    return PlayResult(
        dealer=s.dealer,
        trump=s.trump,
        hands={seat: cs for seat, cs in known.items() if len(cs) == table.hand_size},
        christenings=dict(state.christened),
        tricks=state.tricks,
        spiel=spiel,
        gleich=gleich,
        hanger=hanger,
        findings=tuple(out[k][1] for k in order),
        known=known,
        perlaggs=s.live,
        holdings=h,
        seats=table.seats,
        cutter=cut.seat if cut else None,
        cut_kept=tuple(kept),
        turned=s.turned,
        exchanges=tuple(ExchangeMade(seat, c, g) for c, (seat, g, _) in s.moves.items()),
    )
