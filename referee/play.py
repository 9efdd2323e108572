"""The play of one deal: its set-up checked, its tricks replayed, its figures decided.

``judge_play(events, rules)`` folds the events of one deal into a ``PlayResult``.  It
never guesses and never raises: where a rule needs a fact the transcript does not
give, the finding is UNDETERMINED and says which fact is missing.

What is known about a seat's cards comes from its ``Hand`` line, the cut, and every
card it plays or shows (a card played in trick 4 was held in trick 2).  A ``Hand``
line may stand anywhere in the deal and always lists five cards; for a player who
exchanged, a line that holds the taken (turned) card is his hand *after* the
exchange, one that does not is his hand *before* it (it should hold the given card).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.cards import Card, CardRef, Suit
from referee.deal import (
    Christening,
    TableRules,
    christen,
    exchange_candidates,
    exchange_suit,
    in_deck,
    perlaggs,
    permanent_perlaggs,
    resolve,
    trump_of,
)
from referee.events import (
    NOWHERE,
    Cut,
    Dealer,
    Event,
    Exchange,
    Figure,
    Hand,
    Play,
    Show,
    Span,
    Trick,
    TrumpTurn,
)
from referee.figures import decide
from referee.findings import Finding, Kind, Penalty
from referee.results import (
    Decided,
    ExchangeMade,
    FigureDecision,
    PlayedCard,
    PlayResult,
    TrickResult,
)
from referee.seats import Party, Seat

HAND_SIZE = 5
_NEVER = 10**12  # a tick after every event
_NOT_IN_DECK = "not-in-deck"


# --------------------------------------------------------------------------- the rules of play
def follows_suit(
    card: Card, led: Suit | None, trump: Suit, live: Sequence[Card], held: Sequence[Card]
) -> bool:
    """Concern ``follow-suit``: may ``card`` be played to a trick led in suit ``led``?

    ``held`` is the player's hand when he plays (``card`` among it).  The led suit is
    the suit of what the first card counts as, a christened Perlagg included (S. 63).
    Holding a natural card of the led suit one must play one, unless one plays a trump
    or a Perlagg instead ("außer es wird gestochen").  Perlaggs are never a suit and
    may always be played; nobody need beat anything (S. 64).  A trump that does not
    win the trick still counts as "gestochen" (the rulebooks' interpretation ``gestochen-act``).
    More cards held can only forbid more, so ``held`` may be a known part of the hand:
    False is then a proof, True only for the part known.
    """
    if led is None or card in live or card.suit is led or card.suit is trump:
        return True
    return not any(c.suit is led and c not in live and c != card for c in held)


def legal_cards(
    hand: Sequence[Card], led: Suit | None, trump: Suit, live: Sequence[Card]
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick led in ``led`` (None: any)."""
    return tuple(c for c in hand if follows_suit(c, led, trump, live, hand))


def trick_winner(plays: Sequence[PlayedCard], trump: Suit) -> int:
    """Concern ``trick-winner``: the index of the winning card of a complete trick.

    Trump beats the led suit, which beats the rest; within a suit the higher rank wins;
    a Perlagg christened as a card beats the natural card of that name, and Perlaggs
    christened alike go by Perlagg rank (§19).  An unchristened Perlagg is the plain
    card (§17): its ``perlagg_rank`` is None.
    """
    led = plays[0].counts_as.suit

    def strength(p: PlayedCard) -> tuple[int, int, int]:
        c = p.counts_as
        tier = 2 if c.suit is trump else 1 if c.suit is led else 0
        return (tier, int(c.rank), -p.perlagg_rank if p.perlagg_rank is not None else -99)

    best = 0
    for i in range(1, len(plays)):
        if strength(plays[i]) > strength(plays[best]):
            best = i
    return best


def first_leader(dealer: Seat) -> Seat:
    """Concern ``lead``: the player left of the dealer leads the first trick."""
    return dealer.left


# --------------------------------------------------------------------------- the fold
@dataclass(frozen=True, slots=True)
class _Step:
    """One card played, from a ``Play`` event or inside a ``Trick`` event."""

    tick: int
    seat: Seat
    ref: CardRef
    named: CardRef | None
    span: Span
    opens_trick: bool  # the first card of a ``Trick`` event


def _tick(index: int, pos: int = 0) -> int:
    return index * 8 + pos


@dataclass
class _Fold:
    """The mutable state of one ``judge_play`` call (never escapes it)."""

    rules: TableRules
    out: list[tuple[int, int, Finding]] = field(default_factory=list)

    def add(
        self,
        tick: int,
        kind: Kind,
        concern: str,
        key: str,
        args: Mapping[str, Any],
        span: Span,
        seats: tuple[Seat, ...] = (),
        penalty: Penalty | None = None,
    ) -> None:
        f = Finding(kind, concern, key, dict(args), span, seats, penalty)
        self.out.append((tick, len(self.out), f))

    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for _, _, f in sorted(self.out, key=lambda t: (t[0], t[1])))


def _steps(events: Sequence[Event]) -> list[_Step]:
    steps: list[_Step] = []
    for i, ev in enumerate(events):
        if isinstance(ev, Play):
            steps.append(_Step(_tick(i), ev.seat, ev.card, ev.christened, ev.span, False))
        elif isinstance(ev, Trick):
            for k, p in enumerate(ev.plays[:7]):
                span = p.span if p.span != NOWHERE else ev.span
                steps.append(_Step(_tick(i, k), p.seat, p.card, p.christened, span, k == 0))
    return steps


def judge_play(events: Sequence[Event], rules: TableRules) -> PlayResult:
    """The PlayResult of one deal (its events, ``DealStart`` first), findings in event order."""
    fold = _Fold(rules)
    add = fold.add
    ev_tick = {id(ev): _tick(i) for i, ev in enumerate(events)}

    def first(kind: type) -> Any:
        return next((e for e in events if isinstance(e, kind)), None)

    dealer_ev: Dealer | None = first(Dealer)
    dealer = dealer_ev.seat if dealer_ev else None
    cut: Cut | None = first(Cut)
    turn: TrumpTurn | None = first(TrumpTurn)
    steps = _steps(events)

    # ---------------------------------------------------------------- trump
    trump: Suit | None = None
    deciding: Card | None = None
    turned: tuple[Card, ...] = ()
    if turn is not None:
        t_tick = ev_tick[id(turn)]
        resolved = [c for c in (resolve(r, None) for r in turn.cards) if c is not None]
        for c in resolved:
            if not in_deck(rules, c):
                add(t_tick, Kind.VIOLATION, "deck", "deal.not-in-deck", {"card": c.code}, turn.span)
        turned = tuple(resolved)
        decision = trump_of(rules, turned, turn.span, (turn.seat,) if turn.seat else ())
        for f in decision.findings:
            add(t_tick, f.kind, f.concern, f.key, f.args, f.span, f.seats)
        trump, deciding = decision.trump, decision.deciding
        if turn.seat is not None and dealer is not None and turn.seat != dealer:
            add(
                t_tick,
                Kind.VIOLATION,
                "trump-turn",
                "trump.turned-by",
                {"seat": turn.seat.value, "dealer": dealer.value},
                turn.span,
                (turn.seat,),
            )
        if trump is not None and deciding is not None and deciding in permanent_perlaggs(rules):
            add(
                t_tick,
                Kind.NOTE,
                "trump-turn",
                "trump.perlagg-turned",
                {"card": deciding.code, "suit": trump.german},
                turn.span,
            )
    if trump is None and not any(f.key == "trump.only-eichel" for _, _, f in fold.out):
        # said once, where it first matters: the turn, else the first hand, play or show
        anchor = turn or next((e for e in events if isinstance(e, (Hand, Play, Trick, Show))), None)
        if anchor is not None:
            add(
                ev_tick[id(anchor)],
                Kind.UNDETERMINED,
                "trump-turn",
                "trump.unknown",
                {},
                anchor.span,
            )
    live: tuple[Card, ...] = perlaggs(rules, trump) if trump is not None else ()
    permanent = permanent_perlaggs(rules)

    # ---------------------------------------------------------------- exchanges (physical)
    # taken card -> (seat, given, tick); only exchanges of a turned card move cards.
    moves: dict[Card, tuple[Seat, Card | None, int]] = {}
    exchanges: list[tuple[int, Exchange, Card | None, Card | None]] = []
    for i, ev in enumerate(events):
        if isinstance(ev, Exchange):
            taken, given = resolve(ev.taken, trump), resolve(ev.given, trump)
            exchanges.append((_tick(i), ev, taken, given))
            if taken is not None and taken in turned and taken not in moves:
                moves[taken] = (ev.seat, given, _tick(i))
    given_at = {g: t for (_, g, t) in moves.values() if g is not None}
    taken_at = {c: t for c, (_, _, t) in moves.items()}

    # ---------------------------------------------------------------- hands
    hand_post: dict[Seat, frozenset[Card]] = {}
    hand_tick: dict[Seat, int] = {}
    for i, ev in enumerate(events):
        if not isinstance(ev, Hand):
            continue
        tick = _tick(i)
        cards = [resolve(r, trump) for r in ev.cards]
        known = [c for c in cards if c is not None]
        for c in known:
            if not in_deck(rules, c):
                add(
                    tick,
                    Kind.VIOLATION,
                    "deck",
                    "deal.not-in-deck",
                    {"card": c.code},
                    ev.span,
                    (ev.seat,),
                )
        seen: set[Card] = set()
        for c in known:
            if c in seen:
                add(
                    tick,
                    Kind.VIOLATION,
                    "deck",
                    "deal.card-twice",
                    {"card": c.code, "first": ev.seat.value, "second": ev.seat.value},
                    ev.span,
                    (ev.seat,),
                )
            seen.add(c)
        kept = _kept(cut, ev.seat, permanent)
        if len(ev.cards) != HAND_SIZE:
            if kept:
                add(
                    tick,
                    Kind.VIOLATION,
                    "deal-packets",
                    "deal.cutter-count",
                    {"seat": ev.seat.value, "count": len(kept), "held": len(ev.cards)},
                    ev.span,
                    (ev.seat,),
                )
            else:
                add(
                    tick,
                    Kind.VIOLATION,
                    "wrong-card-count",
                    "deal.hand-size",
                    {"seat": ev.seat.value, "count": len(ev.cards)},
                    ev.span,
                    (ev.seat,),
                    _penalty(ev.seat, rules.wrong_card_count_penalty),
                )
        if len(known) != len(cards):
            continue  # a trump-relative name without trump: the hand is not fully known
        post = set(seen)
        for taken, (seat, given, _) in moves.items():
            if seat != ev.seat or taken in post:
                continue
            if given is not None and given in post:
                post = (post - {given}) | {taken}
            else:
                add(
                    tick,
                    Kind.UNDETERMINED,
                    "exchange",
                    "deal.hand-exchange-unclear",
                    {
                        "seat": seat.value,
                        "taken": taken.code,
                        "given": given.code if given else "?",
                    },
                    ev.span,
                    (seat,),
                )
        frozen = frozenset(post)
        if ev.seat in hand_post:
            if frozen != hand_post[ev.seat]:
                add(
                    tick,
                    Kind.VIOLATION,
                    "deck",
                    "deal.hand-conflict",
                    {"seat": ev.seat.value, "cards": " ".join(c.code for c in sorted(frozen))},
                    ev.span,
                    (ev.seat,),
                )
            continue
        hand_post[ev.seat] = frozen
        hand_tick[ev.seat] = tick

    # a card in two hands, or in a hand and on the table
    table = (set(turned) - set(moves)) | set(given_at)
    where: dict[Card, tuple[str, int]] = {}
    if turn is not None:
        for c in table:
            where[c] = ("Tisch", ev_tick[id(turn)])
    for seat in sorted(hand_post, key=lambda s: hand_tick[s]):
        for c in sorted(hand_post[seat]):
            if c in where:
                first_at, t_first = where[c]
                hand_ev = next(e for i, e in enumerate(events) if _tick(i) == hand_tick[seat])
                add(
                    max(t_first, hand_tick[seat]),
                    Kind.VIOLATION,
                    "deck",
                    "deal.card-twice",
                    {"card": c.code, "first": first_at, "second": seat.value},
                    hand_ev.span,
                    (seat,),
                )
            else:
                where[c] = (seat.value, hand_tick[seat])

    # ---------------------------------------------------------------- the cut
    kept_by: dict[Card, Seat] = {}
    if cut is not None:
        c_tick = ev_tick[id(cut)]
        if dealer is not None and cut.seat != dealer.right:
            add(
                c_tick,
                Kind.VIOLATION,
                "cut",
                "cut.wrong-seat",
                {"seat": cut.seat.value, "expected": dealer.right.value},
                cut.span,
                (cut.seat,),
            )
        for ref in cut.perlaggs:
            c = resolve(ref, None)
            if c is not None and not in_deck(rules, c):
                add(
                    c_tick,
                    Kind.VIOLATION,
                    "deck",
                    "deal.not-in-deck",
                    {"card": c.code},
                    cut.span,
                    (cut.seat,),
                )
                continue
            if c is None or c not in permanent:
                add(
                    c_tick,
                    Kind.VIOLATION,
                    "cut",
                    "cut.not-permanent",
                    {"seat": cut.seat.value, "card": c.code if c else ref.code},
                    cut.span,
                    (cut.seat,),
                )
                continue
            kept_by[c] = cut.seat
            hand = hand_post.get(cut.seat)
            if hand is not None and c not in hand:
                add(
                    max(c_tick, hand_tick[cut.seat]),
                    Kind.VIOLATION,
                    "cut",
                    "cut.kept-not-held",
                    {"seat": cut.seat.value, "card": c.code},
                    cut.span,
                    (cut.seat,),
                )
        if kept_by:
            packets = rules.cutter_packets_for(len(kept_by))
            if packets is not None:
                add(
                    c_tick,
                    Kind.NOTE,
                    "deal-packets",
                    "deal.cutter-packets",
                    {
                        "seat": cut.seat.value,
                        "count": len(kept_by),
                        "packets": "+".join(str(n) for n in packets),
                    },
                    cut.span,
                    (cut.seat,),
                )

    # ---------------------------------------------------------------- who holds what, when
    def on_table(c: Card, tick: int) -> bool:
        if c in given_at and given_at[c] < tick:
            return True
        return c in turned and not (c in taken_at and taken_at[c] < tick)

    def not_held(seat: Seat, c: Card, tick: int, played_by: Mapping[Card, Seat]) -> str | None:
        """Why ``seat`` cannot hold ``c`` at ``tick`` (played, table, seat:X, hand), or None."""
        if c in played_by:
            return "played"
        if on_table(c, tick):
            return "table"
        for other, cards in hand_post.items():
            if other != seat and c in cards:
                return f"seat:{other.value}"
        if c in kept_by and kept_by[c] != seat:
            return f"seat:{kept_by[c].value}"
        if seat in hand_post and c not in hand_post[seat]:
            return "hand"
        return None

    # credibility of each card played or shown, in event order
    played_by: dict[Card, Seat] = {}
    play_tick: dict[Card, int] = {}
    credible_step: dict[int, str | None] = {}  # step tick -> why not held (None: credible)
    shown_credible: dict[tuple[int, int], str | None] = {}
    step_at = {s.tick: s for s in steps}
    for i, ev in enumerate(events):
        ticks = [t for t in (_tick(i, k) for k in range(8)) if t in step_at]
        for t in ticks:
            s = step_at[t]
            c = resolve(s.ref, trump)
            if c is None or not in_deck(rules, c):
                credible_step[t] = _NOT_IN_DECK
                continue
            why = not_held(s.seat, c, t, played_by)
            credible_step[t] = why
            if why is None:
                played_by[c] = s.seat
                play_tick[c] = t
        if isinstance(ev, Show):
            for k, sc in enumerate(ev.cards):
                c = resolve(sc.card, trump)
                if c is None or not in_deck(rules, c):
                    shown_credible[(i, k)] = _NOT_IN_DECK
                elif played_by.get(c) == ev.seat:
                    shown_credible[(i, k)] = None
                else:
                    shown_credible[(i, k)] = not_held(ev.seat, c, _tick(i), played_by)

    # known cards per seat: card -> (acquired tick, released tick)
    held: dict[Seat, dict[Card, list[int]]] = {s: {} for s in Seat}

    def know(seat: Seat, c: Card, acquired: int = -1, released: int = _NEVER) -> None:
        span_ = held[seat].setdefault(c, [acquired, released])
        span_[0] = min(span_[0], acquired)
        span_[1] = min(span_[1], released)

    for seat, cards in hand_post.items():
        for c in cards:
            know(seat, c)
    for taken, (seat, given, t) in moves.items():
        if seat in hand_post and taken in hand_post[seat]:
            held[seat][taken][0] = t
        if given is not None:
            know(seat, given, -1, t)
    for c, seat in kept_by.items():
        know(seat, c)
    for c, seat in played_by.items():
        know(seat, c, taken_at.get(c, -1) if moves.get(c, (None,))[0] == seat else -1)
        held[seat][c][1] = min(held[seat][c][1], play_tick[c])
    for i, ev in enumerate(events):
        if isinstance(ev, Show):
            for k, sc in enumerate(ev.cards):
                c = resolve(sc.card, trump)
                if c is not None and shown_credible.get((i, k)) is None:
                    know(ev.seat, c)
    plays_of: dict[Seat, list[int]] = {
        s: sorted(t for c, t in play_tick.items() if played_by[c] == s) for s in Seat
    }

    def held_at(seat: Seat, tick: int) -> list[Card]:
        return [c for c, (a, r) in held[seat].items() if a < tick <= r]

    def fully_known(seat: Seat, tick: int) -> bool:
        before = sum(1 for t in plays_of[seat] if t < tick)
        return len(held_at(seat, tick)) >= HAND_SIZE - before

    # ---------------------------------------------------------------- exchange rules
    second_card_tick = steps[1].tick if len(steps) > 1 else _NEVER
    taken_once: set[Card] = set()
    for tick, ex, taken, given in exchanges:
        args = {"seat": ex.seat.value, "taken": taken.code if taken else str(ex.taken)}
        seats = (ex.seat,)
        if trump is None or taken is None:
            continue
        if taken not in turned or taken in taken_once:
            add(tick, Kind.VIOLATION, "exchange", "exchange.not-turned", args, ex.span, seats)
            continue
        taken_once.add(taken)
        suit = exchange_suit(rules, trump, taken)
        if suit is None:
            add(tick, Kind.VIOLATION, "exchange", "exchange.not-perlagg", args, ex.span, seats)
            continue
        if tick > second_card_tick:
            add(tick, Kind.VIOLATION, "exchange", "exchange.too-late", args, ex.span, seats)
        if dealer is not None and ex.seat.party != dealer.party:
            add(tick, Kind.VIOLATION, "exchange", "exchange.opponent", args, ex.span, seats)
        elif dealer is not None and ex.seat == dealer.partner:
            could = exchange_candidates(rules, trump, taken, held_at(dealer, tick))
            if could:
                add(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.partner-while-dealer-could",
                    {**args, "dealer": dealer.value, "card": min(could).code},
                    ex.span,
                    (ex.seat, dealer),
                )
            elif not fully_known(dealer, tick):
                add(
                    tick,
                    Kind.UNDETERMINED,
                    "exchange",
                    "exchange.dealer-unknown",
                    {**args, "dealer": dealer.value},
                    ex.span,
                    (ex.seat, dealer),
                )
            else:  # the right passed to the partner: worth saying, it is often disputed
                add(
                    tick,
                    Kind.RULING,
                    "exchange",
                    "exchange.partner-may",
                    {**args, "dealer": dealer.value, "suit": suit.german},
                    ex.span,
                    (ex.seat, dealer),
                )
        if given is not None:
            gargs = {**args, "given": given.code, "suit": suit.german}
            if given in live or given.is_weli:
                add(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.given-perlagg",
                    gargs,
                    ex.span,
                    seats,
                )
            elif given.suit is not suit:
                add(
                    tick,
                    Kind.VIOLATION,
                    "exchange",
                    "exchange.given-wrong-suit",
                    gargs,
                    ex.span,
                    seats,
                )
    # an omitted exchange is the entitled party's own loss (S. 56): a note, when certain
    if (
        trump is not None
        and dealer is not None
        and rules.exchange_mandatory
        and deciding is not None
        and deciding in live
        and deciding not in permanent
        and deciding not in moves
        and len(steps) > 1
    ):
        for seat in (dealer, dealer.partner):
            could = exchange_candidates(rules, trump, deciding, held_at(seat, 0))
            if could:
                s2 = steps[1]
                add(
                    s2.tick,
                    Kind.NOTE,
                    "exchange",
                    "exchange.omitted",
                    {"card": deciding.code, "seat": seat.value, "given": min(could).code},
                    s2.span,
                    (seat,),
                )
                break
            if not fully_known(seat, 0):
                break

    # ---------------------------------------------------------------- tricks
    fixed: dict[Card, Card] = {}
    tricks: list[TrickResult] = []
    current: list[PlayedCard] = []
    current_span: Span = NOWHERE
    broken = False
    leader: Seat | None = first_leader(dealer) if dealer is not None else None
    wins = {p: 0 for p in Party}
    spiel: Party | None = None
    noted_stop = False
    noted_dealer = False
    count_of: dict[Seat, int] = {s: 0 for s in Seat}

    def close(complete: bool, tick: int = 0) -> None:
        nonlocal current, broken, leader, spiel, current_span
        if not current:
            broken = False
            return
        winner: Seat | None = None
        if complete and not broken and trump is not None and len(current) == 4:
            winner = current[trick_winner(current, trump)].seat
            if spiel is None:
                wins[winner.party] += 1
                if wins[winner.party] >= 3:
                    spiel = winner.party
        tricks.append(TrickResult(len(tricks) + 1, tuple(current), winner, current_span))
        if winner is not None:
            perlagg_ruling(len(tricks), winner, tick)
        leader = winner
        current, broken, current_span = [], False, NOWHERE

    def christening_found(
        tick: int, seat: Seat, card: Card, named: Card | None, ch: Christening, span: Span
    ) -> None:
        """What christen() objected to, for a card played or shown (§16–§19)."""
        if ch.key is None:
            return
        args = {
            "seat": seat.value,
            "card": card.code,
            "named": named.code if named else "",
            "fixed": fixed[card].code if card in fixed else "",
        }
        add(
            tick,
            ch.kind or Kind.VIOLATION,
            ch.concern or "christening",
            ch.key,
            args,
            span,
            (seat,),
        )

    def perlagg_ruling(number: int, winner: Seat, tick: int) -> None:
        """A trick with a Perlagg in it is what players argue about: say how it went.

        Concern ``christened-rank`` (a christened Perlagg beats the natural card of its
        name, Perlaggs christened alike go by Perlagg rank, §19) or ``unchristened`` (a
        Perlagg played without a name is the plain card, §17).
        """
        parts = [p for p in current if p.card in live]
        if not parts:
            return
        plain = [p for p in parts if p.perlagg_rank is None]
        words = ", ".join(
            f"{p.card.code} = {p.counts_as.code}"
            if p.perlagg_rank is not None
            else f"{p.card.code} ungetauft = {p.counts_as.code}"
            for p in parts
        )
        won = next(p for p in current if p.seat == winner)
        add(
            tick,
            Kind.RULING,
            "unchristened" if plain else "christened-rank",
            "play.trick-perlagg",
            {
                "number": number,
                "winner": winner.value,
                "card": won.counts_as.code,
                "perlaggs": words,
            },
            current_span if current_span != NOWHERE else current[-1].span,
            tuple(p.seat for p in parts),
        )

    step_events = {s.tick: s for s in steps}
    for i, ev in enumerate(events):
        for k in range(8):
            s = step_events.get(_tick(i, k))
            if s is None:
                continue
            if s.opens_trick and current:
                close(False)
            if not current:
                current_span = ev.span
                if spiel is not None and not noted_stop:
                    noted_stop = True
                    add(
                        s.tick,
                        Kind.NOTE,
                        "play-stop",
                        "play.after-spiel",
                        {"party": spiel.value},
                        s.span,
                        spiel.seats,
                    )
            expected = leader if not current else current[-1].seat.left
            if not current and not tricks and dealer is None and not noted_dealer:
                noted_dealer = True
                add(s.tick, Kind.UNDETERMINED, "lead", "deal.dealer-unknown", {}, s.span)
            if expected is not None and s.seat != expected:
                key = "play.lead-out-of-turn" if not current else "play.out-of-turn"
                add(
                    s.tick,
                    Kind.VIOLATION,
                    "lead",
                    key,
                    {"seat": s.seat.value, "expected": expected.value},
                    s.span,
                    (s.seat,),
                )
            physical = resolve(s.ref, trump)
            if physical is None:
                add(
                    s.tick,
                    Kind.UNDETERMINED,
                    "trump-turn",
                    "play.trump-ref-unresolved",
                    {"seat": s.seat.value, "card": str(s.ref)},
                    s.span,
                    (s.seat,),
                )
                broken = True
                continue
            why = credible_step.get(s.tick)
            if why == _NOT_IN_DECK:
                add(
                    s.tick,
                    Kind.VIOLATION,
                    "deck",
                    "deal.not-in-deck",
                    {"card": physical.code},
                    s.span,
                    (s.seat,),
                )
            elif why is not None:
                key, other = _not_held_key("play", why)
                add(
                    s.tick,
                    Kind.VIOLATION,
                    "card-not-held",
                    key,
                    {"seat": s.seat.value, "card": physical.code, "other": other},
                    s.span,
                    (s.seat,),
                )
            else:
                count_of[s.seat] += 1
                if count_of[s.seat] > HAND_SIZE:
                    add(
                        s.tick,
                        Kind.VIOLATION,
                        "wrong-card-count",
                        "play.too-many-cards",
                        {"seat": s.seat.value, "card": physical.code},
                        s.span,
                        (s.seat,),
                        _penalty(s.seat, rules.wrong_card_count_penalty),
                    )
            named = resolve(s.named, trump) if s.named is not None else None
            if trump is None:
                current.append(PlayedCard(s.seat, physical, named or physical, None, s.span))
                broken = True
                continue
            ch = christen(rules, trump, physical, named, fixed)
            christening_found(s.tick, s.seat, physical, named, ch, s.span)
            if physical in live and physical not in fixed:
                if ch.fixes is not None:
                    fixed[physical] = ch.fixes
                else:
                    fixed[physical] = physical  # played unnamed: the plain card for good (§17)
                    if named is None:
                        add(
                            s.tick,
                            Kind.NOTE,
                            "unchristened",
                            "christening.unchristened",
                            {"seat": s.seat.value, "card": physical.code},
                            s.span,
                            (s.seat,),
                        )
            played = PlayedCard(s.seat, physical, ch.counts_as, ch.perlagg_rank, s.span)
            if current and why is None:
                led = current[0].counts_as.suit
                known_now = held_at(s.seat, s.tick)
                if not follows_suit(physical, led, trump, live, known_now):
                    proof = sorted(c for c in known_now if c.suit is led and c not in live)
                    add(
                        s.tick,
                        Kind.VIOLATION,
                        "follow-suit",
                        "play.revoke",
                        {
                            "seat": s.seat.value,
                            "led": current[0].counts_as.code,
                            "held": proof[0].code,
                            "card": physical.code,
                        },
                        s.span,
                        (s.seat,),
                        _penalty(s.seat, rules.revoke_penalty),
                    )
                elif (
                    physical not in live
                    and physical.suit is not led
                    and physical.suit is not trump
                    and not fully_known(s.seat, s.tick)
                ):
                    add(
                        s.tick,
                        Kind.UNDETERMINED,
                        "follow-suit",
                        "play.revoke-unknown",
                        {
                            "seat": s.seat.value,
                            "card": physical.code,
                            "led": current[0].counts_as.code,
                            "suit": led.german,
                        },
                        s.span,
                        (s.seat,),
                    )
            current.append(played)
            if len(current) == 4:
                close(True, s.tick)
        if isinstance(ev, Show) and trump is not None:
            for k, sc in enumerate(ev.cards):
                c = resolve(sc.card, trump)
                if c is None:
                    continue
                why = shown_credible.get((i, k))
                if why == _NOT_IN_DECK:
                    add(
                        _tick(i),
                        Kind.VIOLATION,
                        "deck",
                        "deal.not-in-deck",
                        {"card": c.code},
                        ev.span,
                        (ev.seat,),
                    )
                elif why is not None:
                    key, other = _not_held_key("show", why)
                    add(
                        _tick(i),
                        Kind.VIOLATION,
                        "card-not-held",
                        key,
                        {"seat": ev.seat.value, "card": c.code, "other": other},
                        ev.span,
                        (ev.seat,),
                    )
                named = resolve(sc.christened, trump) if sc.christened is not None else None
                ch = christen(rules, trump, c, named, fixed)
                christening_found(_tick(i), ev.seat, c, named, ch, ev.span)
                if c in live and c not in fixed and ch.fixes is not None:
                    fixed[c] = ch.fixes
    if current:
        close(False)

    # ---------------------------------------------------------------- figures
    known: dict[Seat, tuple[Card, ...]] = {}
    for seat in Seat:
        cards = [c for c, (_, r) in held[seat].items() if not (c in given_at and r == given_at[c])]
        known[seat] = tuple(sorted(cards))
    hands = {s: cs for s, cs in known.items() if len(cs) == HAND_SIZE}
    if trump is not None:
        gleich = decide(Figure.GLEICH, known, live, fixed)
        hanger = decide(Figure.HANGER, known, live, fixed)
    else:
        gleich = FigureDecision(Figure.GLEICH, Decided.UNKNOWN)
        hanger = FigureDecision(Figure.HANGER, Decided.UNKNOWN)
    spiel_decision = (
        FigureDecision(Figure.SPIEL, Decided.PARTY, spiel)
        if spiel is not None
        else FigureDecision(Figure.SPIEL, Decided.UNKNOWN)
    )
    return PlayResult(
        dealer=dealer,
        trump=trump,
        hands=hands,
        christenings=dict(fixed),
        tricks=tuple(tricks),
        spiel=spiel_decision,
        gleich=gleich,
        hanger=hanger,
        findings=fold.findings(),
        known=known,
        perlaggs=live,
        cutter=cut.seat if cut else None,
        cut_kept=_kept(cut, cut.seat, permanent) if cut else (),
        turned=turned,
        exchanges=tuple(ExchangeMade(s, c, g) for c, (s, g, _) in moves.items()),
    )


def _kept(cut: Cut | None, seat: Seat, permanent: Sequence[Card]) -> tuple[Card, ...]:
    if cut is None or cut.seat != seat:
        return ()
    return tuple(c for c in (resolve(r, None) for r in cut.perlaggs) if c in permanent)


def _penalty(seat: Seat, points: int) -> Penalty | None:
    """A penalty only where the rulebook fixes one (0: none fixed, e.g. agreed per §32)."""
    return Penalty(seat.party, -points) if points > 0 else None


def _not_held_key(prefix: str, why: str) -> tuple[str, str]:
    """The message key for a card not held, and the seat that holds it ("" if none)."""
    reason, _, other = why.partition(":")
    return f"{prefix}.card-not-held.{reason}", other
