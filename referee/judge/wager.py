"""The wager of one deal: bids, answers, raises, and what each figure is worth.

``wager_state`` folds a deal's events into an immutable ``WagerState`` (one
``FigureWager`` per figure); ``judge_wager`` adds what only the cards can tell
(who had to have which figure, who has each figure better) and writes the points in
the order of ``scoring.settle``.  Every rule is one function next to its concern key;
the numbers come from ``WagerRules`` (rulebook parameters), never from a rulebook id.

Readings of our own (interpretations; their keys are recorded in the rulebook files):
answer-at-once-before-card (§8 "sogleich": before the next card and before the offering
side speaks again), answer-at-once-silence-is-gut, answer-unnamed-latest,
answer-unnamed-one-utterance, raise-refusal-value-fixed, void-act,
endgame-where-the-table-is, one-name-per-perlagg,
rebid-value, must-have-party (the player), must-have-raiser-holds,
penalties-at-writing, spiel-aus-at-hold, spiel-aus-writes-to-target,
overbid-gut-ends-match, unseen-listing-is-not-naming, throw-in-stake-agreed,
ties-author-note, endgame-ask-ladder.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from enum import StrEnum
from functools import cache
from operator import itemgetter
from types import MappingProxyType
from typing import Any

from referee.base.record import record, replace
from referee.judge.account import spiel_account
from referee.judge.ledger import Entry, EntryKind, WagerRules, figure_entry
from referee.judge.ledger import args as _args
from referee.judge.ledger import fig_name as _fig
from referee.judge.scoring import Settlement, both_one_short, settle
from referee.judge.showing import (
    declared_standing,
    judge_showing,
    shown_names,
    spiel_decided,
    stands_bind,
)
from referee.model.cards import Card
from referee.model.events import (
    NOWHERE,
    SPIEL_AUS,
    Account,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    DealStart,
    DegreeDeclaration,
    Event,
    Figure,
    Play,
    Show,
    Span,
    Stands,
    ThrowIn,
    Trick,
)
from referee.model.findings import Finding, Kind, Penalty
from referee.model.results import (
    Decided,
    FigureDecision,
    FigureOutcome,
    Outcome,
    PlayResult,
    WagerResult,
)
from referee.model.seats import Party, Seat
from referee.table.figures import freed_findings, freed_for_the_spiel
from referee.table.one_name import decided_in_showing_order, one_name_findings

#: The parties and the figures as tuples: iterating an enum class runs Python code at
#: every step, and these loops run several times per deal.
_PARTIES = tuple(Party)
_FIGURES = tuple(Figure)
#: A noted finding's event index (``found`` is in order of noting; findings are given in
#: order of events, the noting order kept among equal ones).
_AT = itemgetter(0)


# --------------------------------------------------------------------------- state


class Stage(StrEnum):
    SILENT = "silent"  # never bid
    OFFERED = "offered"  # a bid, raise or re-bid awaits the other party's answer
    HELD = "held"  # held at ``level``
    CLOSED = "closed"  # written at once: let good, refused, thrown in


class OfferKind(StrEnum):
    BID = "bid"
    RAISE = "raise"
    REBID = "rebid"


@record
class FigureWager:
    figure: Figure
    stage: Stage = Stage.SILENT
    bidder: Seat | None = None  # the first bidder
    order: int | None = None  # 0, 1, 2: Erst-, Zweit-, Drittgebotenes
    unseen: bool = False
    level: int = 0  # the stake agreed (score.held once held; n once a raise n is held)
    offer: OfferKind | None = None
    pending: int = 0  # the stake offered and awaiting an answer
    offered_by: Party | None = None
    offered_at: int = -1  # event index of the pending offer
    offered_seat: Seat | None = None
    offered_span: Span = NOWHERE
    may_raise: Party | None = None  # who may raise next; None: nobody
    held_by: Seat | None = None
    held_at: int = -1  # event index of the hold (Spiel aus: it counts from there)
    answered: str | None = None  # the words for the report
    closed: tuple[Party, int] | None = None  # written at once: (party, points)
    #: the party owing the answer tried a void act instead (a jump, a fifth-trick hold
    #: without suit, trump or Perlagg): the offer is still open (interpretation void-act)
    void_answer: bool = False

    @property
    def party(self) -> Party | None:
        return self.bidder.party if self.bidder else None

    def awaits(self, party: Party) -> bool:
        """An offer is open to ``party``'s answer."""
        return self.stage is Stage.OFFERED and self.offered_by is party.other


@record
class MustHave:
    """concern must-have: ``seat`` bid or held ``figure`` and must have it."""

    seat: Seat
    figure: Figure
    role: str  # "bid" | "held"
    index: int
    span: Span
    #: the hold of a figure bid unseen is the party's (§29; B §25: "welcher von den
    #: Partnern das eine oder das andere hält"): either partner's figure meets it
    party: bool = False


@record
class AtOnce:
    """A line written at once, in the order it happened (concern gut-scoring etc.)."""

    entry: Entry


@record
class VoidAct:
    """A forbidden act that has no effect on the wager (interpretation void-act)."""

    index: int
    party: Party
    figure: Figure | None
    concern: str


@record
class WagerState:
    figures: Mapping[Figure, FigureWager]
    must_have: tuple[MustHave, ...] = ()
    bare_calls: tuple[BareCall, ...] = ()
    at_once: tuple[Entry, ...] = ()
    found: tuple[tuple[int, Finding], ...] = ()
    bids: int = 0  # figures bid so far (for Erst-, Zweit-, Drittgebotenes)
    voids: tuple[VoidAct, ...] = ()
    spiel_party: Party | None = None  # the Spiel decided (its tricks, or written at once)
    spiel_spoke: bool = False  # the Spiel party has shown, declared or bid since

    @property
    def concerns(self) -> tuple[str, ...]:
        """The concern keys behind ``describe_state`` (the replay cites them in rulings)."""
        keys: list[str] = []
        if any(self.figures[c.figure].stage is Stage.SILENT for c in self.bare_calls):
            # S. 67 with §7 (who must have) and §8 (what must be answered)
            keys += ["bid-form", "must-have", "answer-at-once"]
        stages = {w.stage for w in self.figures.values()}
        if Stage.OFFERED in stages:
            keys.append("answer-at-once")
        if Stage.HELD in stages:
            keys += ["held-scoring", "raise-start"]
        if Stage.CLOSED in stages:
            keys.append("gut-scoring")
        if self.must_have:
            keys.append("must-have")
        return tuple(dict.fromkeys(keys))

    def figure(self, fig: Figure) -> FigureWager:
        return self.figures[fig]

    @property
    def open_offers(self) -> tuple[FigureWager, ...]:
        # a list made first, not a generator: asked at every card
        return tuple([w for w in self.figures.values() if w.stage is Stage.OFFERED])

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for _, f in sorted(self.found, key=_AT))


@cache
def empty_state() -> WagerState:
    """The wager before anything is said (one value: a state never changes)."""
    return WagerState(MappingProxyType({f: FigureWager(f) for f in Figure}))


@record
class _Ctx:
    """What the fold may consult besides the events (all optional for ``wager_state``),
    and what it needs of the events at every step, worked out once per deal."""

    rules: WagerRules
    play: PlayResult | None = None
    before: Mapping[Party, int] | None = None
    target: int | None = None
    #: the cards played when the Spiel is decided by tricks, and its party (``_context``)
    spiel_at: tuple[int, Party] | None = None
    #: the cards played before each event of the deal (``cards_before``)
    cards: tuple[int, ...] = ()
    #: the card events after which a party first has the tricks for the Spiel
    spiel_events: frozenset[int] = frozenset()


def _context(
    rules: WagerRules,
    play: PlayResult | None,
    before: Mapping[Party, int] | None,
    target: int | None,
    events: Sequence[Event] = (),
) -> _Ctx:
    """The fold's context, with where the play decides the Spiel (``spiel_after``) and
    how many cards lie played before each event (``cards_before``)."""
    spiel_at = spiel_after(play) if play is not None else None
    cards, spiel_events = cards_before(events, spiel_at[0] if spiel_at is not None else None)
    told = spiel_account(events) if spiel_at is None and play is not None else None
    if told is not None and play is not None and play.spiel.party is not None:
        # the table's account decides the Spiel where the tricks are not written
        spiel_at, spiel_events = (cards[told[0]], play.spiel.party), frozenset({told[0]})
    return _Ctx(rules, play, before, target, spiel_at, cards, spiel_events)


def cards_before(
    events: Sequence[Event], reach: int | None = None
) -> tuple[tuple[int, ...], frozenset[int]]:
    """The cards played before each event and after the last, counted from the deal's
    start (a ``DealStart`` begins the count again); and the card events after which the
    count first reaches ``reach`` (once per count: from then on the Spiel is decided).

    >>> from referee.model.cards import card
    >>> from referee.model.seats import Seat
    >>> play = Play(Seat.A, card("HA"))
    >>> cards_before([DealStart(), play, Trick((play, play)), play], reach=3)
    ((0, 0, 1, 3, 4), frozenset({2}))
    """
    out, n, reached = [], 0, []
    for i, event in enumerate(events):
        out.append(n)
        if isinstance(event, Play):
            n += 1
        elif isinstance(event, Trick):
            n += len(event.plays)
        elif isinstance(event, DealStart):
            n = 0
            continue
        else:
            continue
        if reach is not None and out[i] < reach <= n:
            reached.append(i)
    out.append(n)
    return tuple(out), frozenset(reached)


# --------------------------------------------------------------------------- helpers


def _finding(
    kind: Kind,
    concern: str,
    key: str,
    event: Any,
    seats: Sequence[Seat] = (),
    penalty: Penalty | None = None,
    **args: object,
) -> Finding:
    return Finding(
        kind=kind,
        concern=concern,
        key=key,
        args=_args(**args),
        span=getattr(event, "span", None) or NOWHERE,
        seats=tuple(seats),
        penalty=penalty,
    )


def _put(state: WagerState, fig: FigureWager, **changes: Any) -> WagerState:
    """The state with ``fig`` in place of its figure's wager, and ``changes`` made in
    the same copy (one copy of the state per act, not one per field)."""
    figures = dict(state.figures)
    figures[fig.figure] = fig
    return replace(state, figures=MappingProxyType(figures), **changes)


def _note(state: WagerState, index: int, finding: Finding) -> WagerState:
    return replace(state, found=(*state.found, (index, finding)))


def _level_word(level: int) -> str:
    return "Spiel aus" if level == SPIEL_AUS else str(level)


def _running(state: WagerState, ctx: _Ctx) -> dict[Party, int]:
    return running_score(state, ctx.before)


def running_score(state: WagerState, before: Mapping[Party, int] | None) -> dict[Party, int]:
    """The score as written so far in the deal: what counted at once (gut, "gut bei n",
    concessions, penalties) on top of the score the deal began with."""
    score = {p: (before or {}).get(p, 0) for p in _PARTIES}
    for _, party, points in _counting_at_once(state):
        score[party] += points
    return score


def endgame_began(state: WagerState, before: Mapping[Party, int], target: int) -> int | None:
    """The event from which the table was in the end game — both parties one point
    short while the deal is played and bid (interpretation endgame-where-the-table-is):
    0 when it began so, else the last thing that counted at once; None when the table
    was not in it."""
    if not both_one_short(running_score(state, before), target):
        return None
    return max((index for index, _, _ in _counting_at_once(state)), default=0)


def _counting_at_once(state: WagerState) -> list[tuple[int, Party, int]]:
    """What was written at once and moves the score (gut, concessions, penalties):
    the event, the party, the points."""
    return [
        (e.index, e.party, e.points)
        for e in state.at_once
        if e.party is not None
        and e.kind in (EntryKind.GUT, EntryKind.CONCESSION, EntryKind.PENALTY)
    ]


# --------------------------------------------------------------------------- the fold


def wager_state(
    events_so_far: Sequence[Event],
    rules: WagerRules,
    *,
    play: PlayResult | None = None,
    before: Mapping[Party, int] | None = None,
    target: int | None = None,
) -> WagerState:
    """The wager after ``events_so_far`` (one deal's events, DealStart first).

    Without ``play`` the checks that need the cards are left out; without ``before``
    and ``target`` the overbid check is.
    """
    ctx = _context(rules, play, before, target, events_so_far)
    state = empty_state()
    for i, event in enumerate(events_so_far):
        state = step(state, event, i, ctx)
    return state


def wager_states_at(
    events: Sequence[Event],
    at: Iterable[int],
    rules: WagerRules,
    *,
    play: PlayResult | None = None,
    before: Mapping[Party, int] | None = None,
    target: int | None = None,
) -> dict[int, WagerState]:
    """``wager_state(events[:i], …)`` for each ``i`` in ``at``, in one pass over the
    deal (a deal with a ``Streit:`` line after every event is not folded again from its
    start for each)."""
    wanted = set(at)
    ctx = _context(rules, play, before, target, events)
    state, out = empty_state(), {}
    for i, event in enumerate(events[: max(wanted, default=0)]):
        if i in wanted:
            out[i] = state
        state = step(state, event, i, ctx)
    for i in wanted - out.keys():  # at the end of what was folded
        out[i] = state
    return out


def step(state: WagerState, event: Event, index: int, ctx: _Ctx) -> WagerState:
    """Fold one event into the wager.  A void act is taken on the state as it was: it
    is not the offering side speaking again either (interpretation void-act).  Where
    speaking closes no overdue offer, the act on the state as it was is the act."""
    if isinstance(event, (Play, Trick)):  # the most frequent events first
        offers = state.open_offers
        if offers:
            state = _overdue(state, offers, index, ctx)
        return spiel_by_tricks(state, index, ctx)
    if isinstance(event, Account):  # the table's account of the Spiel decides it here
        return spiel_by_tricks(state, index, ctx)
    if isinstance(event, (Bid, Answer)):
        spoken = answer_at_once(state, event, index, ctx)
        if spoken is state:  # nothing overdue: the act on the state as it was
            return _act(state, event, index, ctx)
        trial = _act(state, event, index, ctx)
        return trial if _is_void(state, trial) else _act(spoken, event, index, ctx)
    if not isinstance(event, _OTHER_ACTS):  # a hand, the cut, talk, a score line, …
        return state
    return _act(answer_at_once(state, event, index, ctx), event, index, ctx)


#: The events besides cards, bids and answers that ``answer_at_once`` or ``_act`` read;
#: every other event leaves the wager as it is.
_OTHER_ACTS = (DealStart, BareCall, ThrowIn, Show, DegreeDeclaration, Stands)


def _is_void(before: WagerState, after: WagerState) -> bool:
    """The act added a void act and changed nothing the wager counts."""
    return (
        len(after.voids) > len(before.voids)
        and after.at_once == before.at_once
        and after.must_have == before.must_have
        and all(
            after.figures[f] == replace(before.figures[f], void_answer=after.figures[f].void_answer)
            for f in _FIGURES
        )
    )


def _act(state: WagerState, event: Event, index: int, ctx: _Ctx) -> WagerState:
    """What a spoken or written event (not a card: ``step``) does to the wager."""
    if isinstance(event, DealStart):
        state = empty_state()
    elif isinstance(event, Bid):
        state = on_bid(state, event, index, ctx)
    elif isinstance(event, Answer):
        state = on_answer(state, event, index, ctx)
    elif isinstance(event, BareCall):
        state = replace(state, bare_calls=(*state.bare_calls, event))
    elif isinstance(event, ThrowIn):
        state = throw_in(state, event, index, ctx)
    elif isinstance(event, (Show, DegreeDeclaration, Stands)):
        state = _spoke(state, event.seat)
    return state


# --- concern showing-order (the wager's side of it) --------------------------------------
def spiel_by_tricks(state: WagerState, index: int, ctx: _Ctx) -> WagerState:
    """The Spiel is decided once a party has the table's tricks for the Spiel (three of
    five, four of seven) among the tricks played so far (``spiel_after``): at the card
    event ``index`` that completes them (``cards_before``), unless it was let good."""
    if index not in ctx.spiel_events or state.spiel_party is not None:
        return state
    assert ctx.spiel_at is not None
    return replace(state, spiel_party=ctx.spiel_at[1])


def spiel_after(play: PlayResult) -> tuple[int, Party] | None:
    """The cards played by the end of the trick that gives a party the tricks for the
    Spiel, and that party; None where no party gets them before a trick not judged
    (its winner unknown).  Once per deal: the fold asks it at every card."""
    need, wins = play.spiel_tricks, {Party.AC: 0, Party.BD: 0}
    for k, t in enumerate(play.tricks):
        if t.winner is None:
            return None
        party = t.winner.party
        wins[party] += 1
        if wins[party] >= need:
            return (k + 1) * len(play.seats), party
    return None


def _spoke(state: WagerState, seat: Seat) -> WagerState:
    if state.spiel_party is seat.party:
        return replace(state, spiel_spoke=True)
    return state


def forestalls(state: WagerState, seat: Seat) -> bool:
    """§24, B §20: once the Spiel is decided the Spiel party shows or bids first; a bid
    of the other party before it ("Vorbieten") is void (interpretation void-act).  The
    violation itself is the showing's finding (showing-order)."""
    return (
        state.spiel_party is not None
        and not state.spiel_spoke
        and (seat.party is not state.spiel_party)
    )


def void(
    state: WagerState, index: int, party: Party, fig: Figure | None, concern: str
) -> WagerState:
    """Record a void act: a violation (noted by the caller) and nothing else."""
    return replace(state, voids=(*state.voids, VoidAct(index, party, fig, concern)))


# --- concern answer-at-once -------------------------------------------------------------
def answer_at_once(state: WagerState, event: Event, index: int, ctx: _Ctx) -> WagerState:
    """§8 "sogleich": an offer must be answered before the next card is played and
    before the offering side speaks again (interpretation
    answer-at-once-before-card).  An offer left unanswered counts as not
    held, i.e. as let good (interpretation answer-at-once-silence-is-gut: §9 writes "die
    gebotene und vom Gegner nicht gehaltene Figur gilt als gemacht")."""
    overdue: Sequence[FigureWager]
    if isinstance(event, (Play, Trick)):
        overdue = state.open_offers
    elif isinstance(event, Answer) and _owes_answer(state, event.seat.party):
        return state  # the answer it owes to a raise is no speaking again (§8)
    elif isinstance(event, (Bid, Answer, Stands)):
        party = event.seat.party
        overdue = [w for w in state.open_offers if w.offered_by is party]
    else:
        return state
    return _overdue(state, overdue, index, ctx)


def _owes_answer(state: WagerState, party: Party) -> bool:
    """An offer of the other party awaits ``party``'s answer (a raise, a bid, a re-bid)."""
    return any(w.awaits(party) for w in state.open_offers)


def _overdue(
    state: WagerState, overdue: Sequence[FigureWager], index: int, ctx: _Ctx
) -> WagerState:
    """Close the ``overdue`` offers, the earliest first, as ``unanswered``."""
    if not overdue:
        return state
    for w in sorted(overdue, key=lambda w: w.offered_at):
        state = unanswered(state, w, index, ctx)
    return state


def unanswered(state: WagerState, w: FigureWager, index: int, ctx: _Ctx) -> WagerState:
    """Close an offer whose answer never came, as though it had been let good."""
    assert w.offered_by is not None
    party = w.offered_by
    # after a void act in place of the answer, the violation is that act's, not a second
    finding = Finding(
        Kind.RULING if w.void_answer else Kind.VIOLATION,
        "answer-at-once",
        "wager.void-answer-open" if w.void_answer else "wager.no-answer",
        _args(figure=_fig(w.figure), party=party.other.value, level=_level_word(w.pending)),
        span=w.offered_span,
        seats=party.other.seats,
    )
    noted = ((w.offered_at, finding),)
    return _let_good(state, w, index, ctx, words="keine Antwort", span=finding.span, noted=noted)


# --- concern bid-form, re-bid, overbid, unseen-bids ---------------------------------------
def on_bid(state: WagerState, bid: Bid, index: int, ctx: _Ctx) -> WagerState:
    figures = bid.figures
    if bid.unseen:
        # §29: the figure bid first is, unless named, Gleich, then Hanger, then Spiel
        # (interpretation unseen-listing-is-not-naming: a list is no naming)
        figures = tuple(f for f in _FIGURES if f in figures)
    if forestalls(state, bid.seat):
        return void(state, index, bid.seat.party, figures[0], "showing-order")
    state = _spoke(state, bid.seat)
    if Figure.SPIEL in figures:
        state, valid = last_trick_spiel(state, bid, bid.seat, index, ctx)
        if not valid:  # the Spiel part of the bid is void (§27, B §22)
            state = void(state, index, bid.seat.party, Figure.SPIEL, "last-trick-spiel")
            figures = tuple(f for f in figures if f is not Figure.SPIEL)
            if not figures:
                return state
    state = overbid(bid, figures, state, index, ctx)
    for fig in figures:
        state = bid_one(state, bid, fig, index, ctx)
    return state


def bid_one(state: WagerState, bid: Bid, fig: Figure, index: int, ctx: _Ctx) -> WagerState:
    """One figure of a bid: a new offer, a re-bid of a held figure (§8, B §7), or a bid
    on a figure already written, which owes nothing."""
    w = state.figures[fig]
    offer = dict(
        stage=Stage.OFFERED,
        offered_by=bid.seat.party,
        offered_at=index,
        offered_seat=bid.seat,
        offered_span=bid.span,
    )
    if w.stage is Stage.HELD:
        finding = _finding(
            Kind.RULING,
            "re-bid",
            "wager.re-bid",
            bid,
            (bid.seat,),
            figure=_fig(fig),
            level=_level_word(w.level),
        )
        w = replace(w, offer=OfferKind.REBID, pending=w.level, **offer)
        owed = _bid_owes(state.must_have, bid, fig, index)
        return _put(state, w, found=(*state.found, (index, finding)), must_have=owed)
    if w.stage is not Stage.SILENT:
        finding = _finding(
            Kind.RULING,
            "re-bid",
            "wager.bid-on-closed",
            bid,
            (bid.seat,),
            figure=_fig(fig),
            stage=w.stage.value,
        )
        return _note(state, index, finding)
    w = replace(
        w,
        bidder=bid.seat,
        order=state.bids,
        unseen=bid.unseen,
        offer=OfferKind.BID,
        pending=ctx.rules.score_held,
        **offer,
    )
    return _put(
        state, w, bids=state.bids + 1, must_have=_bid_owes(state.must_have, bid, fig, index)
    )


def _bid_owes(
    owed: tuple[MustHave, ...], bid: Bid, fig: Figure, index: int
) -> tuple[MustHave, ...]:
    """Who must have what after the bid of ``fig`` (nobody more for unseen cards)."""
    return owed if bid.unseen else must_have(owed, bid.seat, fig, "geboten", index, bid.span)


def overbid(
    bid: Bid, figures: Sequence[Figure], state: WagerState, index: int, ctx: _Ctx
) -> WagerState:
    """§20; B §16: a party at target−1 that bids, or that bids so many figures at once
    that "gut" would carry it out, loses penalty.overbid at once (``figures``: those of
    the bid that are not void)."""
    if ctx.target is None:
        return state
    party = bid.seat.party
    score = _running(state, ctx)[party]
    new = [f for f in figures if state.figures[f].stage is not Stage.CLOSED]
    at_last = score >= ctx.target - 1
    many = ctx.rules.overbid_many_at_once and score + len(new) * ctx.rules.score_gut >= ctx.target
    if not new or not (at_last or many):
        return state
    penalty = Penalty(party, -ctx.rules.overbid_penalty)
    entry = Entry(
        EntryKind.PENALTY,
        None,
        party,
        -ctx.rules.overbid_penalty,
        None,
        index,
        bid.span,
        concern="overbid",
    )
    finding = _finding(
        Kind.VIOLATION,
        "overbid",
        "wager.overbid",
        bid,
        party.seats,
        penalty,
        party=party.value,
        score=score,
        figures=tuple(_fig(f) for f in new),
        target=ctx.target,
        points=ctx.rules.overbid_penalty,
    )
    return replace(state, at_once=(*state.at_once, entry), found=(*state.found, (index, finding)))


def must_have(
    owed: tuple[MustHave, ...],
    seat: Seat,
    fig: Figure,
    role: str,
    index: int,
    span: Span,
    party: bool = False,
) -> tuple[MustHave, ...]:
    """§7, §31; B §5, §26: the bidding and the holding player must have Gleich or Hanger
    (interpretation must-have-party: the paragraphs say "Derjenige, welcher"): ``owed``
    with ``seat`` owing ``fig``, if he does not already.  ``party``: the hold of a
    figure bid unseen, which the holding party owes together (§29; B §25)."""
    if fig is Figure.SPIEL or any(m.seat is seat and m.figure is fig for m in owed):
        return owed
    return (*owed, MustHave(seat, fig, role, index, span, party))


# --- concern last-trick-spiel ---------------------------------------------------------------
def last_trick_spiel(
    state: WagerState, event: Any, seat: Seat, index: int, ctx: _Ctx
) -> tuple[WagerState, bool]:
    """§27–§28; B §22–§23: once the first card of the last (fifth) trick lies on the table, the
    Spiel may be bid, held or raised only by a player who can answer the led suit with
    that suit, a trump or a Perlagg; a Perlagg held makes it valid whatever it is then
    played as (§28: "ohne Rücksicht auf die Spielfarbe").  False: the act is void
    (interpretation void-act)."""
    if ctx.play is None or not in_last_trick(index, ctx):
        return state, True
    last = ctx.play.hand_size
    fifth = next((t for t in ctx.play.tricks if t.number == last and t.plays), None)
    held = fifth_trick_card(ctx.play, seat, index)
    if fifth is None or held is None:
        finding = _finding(
            Kind.UNDETERMINED,
            "last-trick-spiel",
            "wager.last-trick-unknown",
            event,
            (seat,),
            trick=last,
        )
        return _note(state, index, finding), True
    led = fifth.plays[0].counts_as.suit
    if held in ctx.play.perlaggs or held.suit is led or held.suit is ctx.play.trump:
        return state, True
    finding = _finding(
        Kind.VIOLATION,
        "last-trick-spiel",
        "wager.last-trick-spiel",
        event,
        (seat,),
        card=held.code,
        led=led.german,  # the suit's name (as the exchange says it), not its letter
        trick=last,
    )
    return _note(state, index, finding), False


def in_last_trick(index: int, ctx: _Ctx) -> bool:
    """The first card of the last trick lies on the table at event ``index`` (§27; B §22:
    from then on ``last_trick_spiel`` judges the Spiel's bids, holds and raises)."""
    return ctx.play is not None and ctx.cards[index] > ctx.play.last_trick_after


def fifth_trick_card(play: PlayResult, seat: Seat, before: int) -> Card | None:
    """The one card ``seat`` holds for the last trick when event ``before`` happens,
    where the transcript tells it: the card it plays there, else what the holdings prove
    (its ``Hand`` line less the cards it played: ``PlayResult.last_card``)."""
    for t in play.tricks:
        if t.number == play.hand_size:
            mine = next((p.card for p in t.plays if p.seat is seat), None)
            if mine is not None:
                return mine
    last = play.last_card(seat, before)
    return last.card if last is not None else None


# --- answers: concern partners, raise-start, raise-alternation, raise-refusal --------------
def _out_of_turn(
    state: WagerState, w: FigureWager, ans: Answer, index: int, level: int
) -> WagerState:
    """concern raise-alternation: a party raised when it was the other's turn to answer."""
    finding = _finding(
        Kind.VIOLATION,
        "raise-alternation",
        "wager.raise-out-of-turn",
        ans,
        (ans.seat,),
        figure=_fig(w.figure),
        level=_level_word(level),
    )
    return _note(state, index, finding)


def on_answer(state: WagerState, ans: Answer, index: int, ctx: _Ctx) -> WagerState:
    """Any player of a party may answer, hold or raise for it (S. 69–70, concern partners)."""
    party = ans.seat.party
    targets, state = resolve(state, ans, index)
    if not targets:
        return state
    for fig in targets:
        w = state.figures[fig]
        if fig is Figure.SPIEL and ans.kind in (AnswerKind.RAISE, AnswerKind.HALTEN):
            state, valid = last_trick_spiel(state, ans, ans.seat, index, ctx)
            if not valid:
                state = _void_answer(state, w, party, index, "last-trick-spiel")
                continue
        if w.awaits(party):
            state = _respond(state, w, ans, index, ctx)
        elif ans.kind is AnswerKind.RAISE and w.stage is Stage.HELD:
            state = _raise_held(state, w, ans, index, ctx)
        elif ans.kind is AnswerKind.RAISE and w.stage is Stage.OFFERED and w.offered_by is party:
            state = _own_offer_raised(state, w, ans, index)
        else:  # never silent here (resolve saw to that): no bare call can be meant
            state = _to_nothing(state, ans, fig, index)
    return state


def _own_offer_raised(state: WagerState, w: FigureWager, ans: Answer, index: int) -> WagerState:
    """A raise on the party's own open offer: before any answer to its bid a violation
    of §11 (only the holding party begins), else of the alternation; void either way,
    so the other party's right to answer stays open (interpretation void-act)."""
    party = ans.seat.party
    if w.offer is not OfferKind.BID:
        state = _out_of_turn(state, w, ans, index, w.pending)
        return void(state, index, party, w.figure, "raise-alternation")
    finding = _finding(
        Kind.VIOLATION,
        "raise-start",
        "wager.raise-by-bidder",
        ans,
        (ans.seat,),
        figure=_fig(w.figure),
        party=party.value,
    )
    return void(_note(state, index, finding), index, party, w.figure, "raise-start")


def resolve(state: WagerState, ans: Answer, index: int) -> tuple[tuple[Figure, ...], WagerState]:
    """Which figure(s) an answer refers to.  A named figure is itself; "Gut", "Drei",
    "Ich halte die Drei" refer to the open offer.  Two offers open from different words:
    the latest is meant (interpretation answer-unnamed-latest: a reply answers what was
    just said); offers made in one utterance are answered together (interpretation
    answer-unnamed-one-utterance)."""
    party = ans.seat.party
    if ans.figure is not None:
        w = state.figures[ans.figure]
        if w.stage is Stage.SILENT or (
            not w.awaits(party) and ans.kind is not AnswerKind.RAISE and w.stage is not Stage.CLOSED
        ):
            return (), _to_nothing(state, ans, ans.figure, index)
        return (ans.figure,), state
    cands = _candidates(state, ans)
    if not cands:
        return (), _to_nothing(state, ans, None, index)
    if len(cands) == 1:
        return (cands[0].figure,), state
    return _among(state, ans, cands, index)


def _candidates(state: WagerState, ans: Answer) -> list[FigureWager]:
    """The figures an answer naming none may refer to: those awaiting its party's
    answer; for a raise with none, the held ones its party may raise, else any held one;
    of several, those at the level it names (if any is)."""
    party = ans.seat.party
    cands = [w for w in state.figures.values() if w.awaits(party)]
    if ans.kind is AnswerKind.RAISE and not cands:
        cands = [
            w for w in state.figures.values() if w.stage is Stage.HELD and w.may_raise is party
        ]
        if not cands:  # its own party's offer: a raise before the answer (§11)
            cands = [w for w in state.open_offers if w.offered_by is party]
        if not cands:
            cands = [w for w in state.figures.values() if w.stage is Stage.HELD]
    if ans.level is not None and len(cands) > 1:
        fitting = [w for w in cands if w.pending == ans.level or w.level == ans.level]
        cands = fitting or cands
    return cands


def _among(
    state: WagerState, ans: Answer, cands: list[FigureWager], index: int
) -> tuple[tuple[Figure, ...], WagerState]:
    """Of several open offers, the one(s) an unnamed answer refers to, with the ruling
    that says which (answer-unnamed-one-utterance, answer-unnamed-latest)."""
    latest = max(w.offered_at for w in cands)
    same = [w for w in cands if w.offered_at == latest]
    if len(same) == len(cands):
        state = _note(
            state,
            index,
            _finding(
                Kind.RULING,
                "answer-at-once",
                "wager.unnamed-all",
                ans,
                (ans.seat,),
                figures=", ".join(_fig(w.figure) for w in same),
            ),
        )
        return tuple(w.figure for w in same), state
    chosen = max(cands, key=lambda w: (w.offered_at, w.order or 0))
    state = _note(
        state,
        index,
        _finding(
            Kind.RULING,
            "answer-at-once",
            "wager.unnamed-latest",
            ans,
            (ans.seat,),
            figure=_fig(chosen.figure),
            others=", ".join(_fig(w.figure) for w in cands if w is not chosen),
        ),
    )
    return (chosen.figure,), state


def _void_answer(
    state: WagerState, w: FigureWager, party: Party, index: int, concern: str
) -> WagerState:
    """A void act in place of an answer: the offer stays open (interpretation void-act)."""
    state = void(state, index, party, w.figure, concern)
    if w.awaits(party):
        state = _put(state, replace(w, void_answer=True))
    return state


def _answer_to_void(
    state: WagerState, ans: Answer, fig: Figure | None, index: int
) -> VoidAct | None:
    """The void act an answer meets, if the other party's latest act was one."""
    last = state.voids[-1] if state.voids else None
    if last is None or last.party is ans.seat.party or (fig is not None and last.figure != fig):
        return None
    return last


def _to_nothing(state: WagerState, ans: Answer, fig: Figure | None, index: int) -> WagerState:
    """concern bid-form: an answer with no offer to answer owes nothing (S. 67); an
    answer to a void act answers nothing either (interpretation void-act)."""
    met = _answer_to_void(state, ans, fig, index)
    if met is not None:
        return _note(
            state,
            index,
            _finding(
                Kind.RULING,
                met.concern,
                "wager.answer-to-void",
                ans,
                (ans.seat,),
                seat=ans.seat.value,
                figure=_fig(met.figure) if met.figure else "",
            ),
        )
    calls = [
        c
        for c in state.bare_calls
        if c.seat.party is not ans.seat.party
        and (fig is None or c.figure is fig)
        and state.figures[c.figure].stage is Stage.SILENT
    ]
    if calls:
        call = calls[-1]
        return _note(
            state,
            index,
            _finding(
                Kind.RULING,
                "bid-form",
                "wager.bare-call-answered",
                ans,
                (call.seat, ans.seat),
                caller=call.seat.value,
                seat=ans.seat.value,
                figure=_fig(call.figure),
            ),
        )
    return _note(
        state,
        index,
        _finding(
            Kind.RULING,
            "bid-form",
            "wager.answer-to-nothing",
            ans,
            (ans.seat,),
            figure=_fig(fig) if fig else "",
        ),
    )


def _respond(state: WagerState, w: FigureWager, ans: Answer, index: int, ctx: _Ctx) -> WagerState:
    """An answer to the pending offer on ``w``: let good, held, or a raise."""
    if ans.kind is AnswerKind.GUT or ans.kind is AnswerKind.GUT_BEI:
        return _respond_gut(state, w, ans, index, ctx)
    if ans.kind is AnswerKind.HALTEN:
        return _respond_hold(state, w, ans, index, ctx)
    # a raise in answer to the offer: "Drei" to a bid, or the next step to a raise
    return _raise(state, w, ans, index, ctx, base=w.pending)


def _respond_gut(
    state: WagerState, w: FigureWager, ans: Answer, index: int, ctx: _Ctx
) -> WagerState:
    """Gut or "gut bei …": the offer is let good; "gut bei" names the level it stands at."""
    noted: tuple[tuple[int, Finding], ...] = ()
    if ans.kind is AnswerKind.GUT_BEI and w.offer is OfferKind.RAISE and ans.level != w.pending - 1:
        noted = ((index, refusal_words(w, ans)),)
    elif ans.kind is AnswerKind.GUT_BEI and w.offer is not OfferKind.RAISE:
        finding = _finding(
            Kind.RULING,
            "raise-refusal",
            "wager.gut-bei-without-raise",
            ans,
            (ans.seat,),
            figure=_fig(w.figure),
            level=ans.level or ans.number or 0,
        )
        noted = ((index, finding),)
    return _let_good(state, w, index, ctx, words=_gut_words(w), span=ans.span, noted=noted)


def _respond_hold(
    state: WagerState, w: FigureWager, ans: Answer, index: int, ctx: _Ctx
) -> WagerState:
    """ "Ich halte": the offer is held at its pending level (a level said otherwise is a
    ruling); the holder must have the figure; who may raise next (§11)."""
    level = w.pending
    if ans.number is not None:  # "Ich halte die Acht": no step of the ladder (§10)
        ladder = ", ".join(_level_word(x) for x in ctx.rules.raise_ladder)
        finding = _finding(
            Kind.RULING,
            "raise-ladder",
            "wager.hold-off-ladder",
            ans,
            (ans.seat,),
            figure=_fig(w.figure),
            said=str(ans.number),
            ladder=ladder,
            level=_level_word(level),
        )
        state = _note(state, index, finding)
    elif ans.level is not None and ans.level != level:
        finding = _finding(
            Kind.RULING,
            "raise-alternation",
            "wager.hold-level",
            ans,
            (ans.seat,),
            figure=_fig(w.figure),
            said=_level_word(ans.level),
            level=_level_word(level),
        )
        state = _note(state, index, finding)
    # §11: after a bid is held, only the holding party may start raising; a held
    # raise ends the raising (S. 68: "dem Steigern eine Grenze setzen")
    may = (
        ans.seat.party
        if w.offer is OfferKind.BID
        else (w.may_raise if w.offer is OfferKind.REBID else None)
    )
    words = "gehalten" if level == ctx.rules.score_held else f"{_level_word(level)} gehalten"
    held = replace(
        w,
        stage=Stage.HELD,
        level=level,
        offer=None,
        pending=0,
        offered_by=None,
        may_raise=may,
        held_by=w.held_by or ans.seat,
        held_at=index,
        answered=words,
    )
    owed = must_have(state.must_have, ans.seat, w.figure, "gehalten", index, ans.span, w.unseen)
    state = _put(state, held, must_have=owed)
    if level == SPIEL_AUS and ctx.play:
        entry = figure_entry(EntryKind.SPIEL_AUS, w.figure, 0, ctx.play, index, ans.span)
        if entry is not None:
            state = replace(state, at_once=(*state.at_once, entry))
    return state


def _raise_held(
    state: WagerState, w: FigureWager, ans: Answer, index: int, ctx: _Ctx
) -> WagerState:
    """A raise on a held figure: only the party entitled to raise may (concern raise-start:
    the holding party begins, §11; concern raise-alternation: a held raise is final)."""
    party = ans.seat.party
    if w.may_raise is not party:
        if w.level == ctx.rules.score_held and w.party is party:
            state = _note(
                state,
                index,
                _finding(
                    Kind.VIOLATION,
                    "raise-start",
                    "wager.raise-by-bidder",
                    ans,
                    (ans.seat,),
                    figure=_fig(w.figure),
                    party=party.value,
                ),
            )
            return void(state, index, party, w.figure, "raise-start")
        state = _out_of_turn(state, w, ans, index, w.level)
        return void(state, index, party, w.figure, "raise-alternation")
    return _raise(state, w, ans, index, ctx, base=w.level)


def _raise(
    state: WagerState,
    w: FigureWager,
    ans: Answer,
    index: int,
    ctx: _Ctx,
    base: int,
) -> WagerState:
    """§10; S. 68–69: one step at a time up the ladder; a jump is a violation and void:
    the figure keeps the value it had (interpretation void-act).  A number above
    Sieben ("Acht") is no step of the ladder at all (concern raise-ladder): void too."""
    if ans.number is not None:
        ladder = ", ".join(_level_word(x) for x in ctx.rules.raise_ladder)
        words = {"said": str(ans.number), "ladder": ladder}
        off = _raise_fault(w, ans, "raise-ladder", "wager.raise-off-ladder", **words)
        return _void_answer(_note(state, index, off), w, ans.seat.party, index, off.concern)
    expected = ctx.rules.next_step(base)
    level = ans.level if ans.level is not None else expected
    if level is None or expected is None:
        return _note(state, index, _raise_fault(w, ans, "raise-ladder", "wager.raise-above-top"))
    if level != expected:
        words = {"said": _level_word(level), "expected": _level_word(expected)}
        jump = _raise_fault(w, ans, "raise-alternation", "wager.raise-jump", **words)
        return _void_answer(_note(state, index, jump), w, ans.seat.party, index, jump.concern)
    raised = replace(
        w,
        stage=Stage.OFFERED,
        offer=OfferKind.RAISE,
        pending=level,
        offered_by=ans.seat.party,
        offered_at=index,
        offered_seat=ans.seat,
        offered_span=ans.span,
        may_raise=None,
        held_by=w.held_by or ans.seat,
    )
    owed = must_have(state.must_have, ans.seat, w.figure, "gehalten", index, ans.span, w.unseen)
    return _put(state, raised, must_have=owed)


def _raise_fault(w: FigureWager, ans: Answer, concern: str, key: str, **args: str) -> Finding:
    """A raise that breaks the ladder (``raise-ladder``: above the top) or its order
    (``raise-alternation``: a jump)."""
    return _finding(
        Kind.VIOLATION, concern, key, ans, (ans.seat,), penalty=None, figure=_fig(w.figure), **args
    )


def refusal_words(w: FigureWager, ans: Answer) -> Finding:
    """concern raise-refusal: refusing a raise to n gives the raiser n−1, whatever number
    was said (interpretation raise-refusal-value-fixed, S. 68: "die von ihm
    ausgesprochene Zahl weniger eins")."""
    return _finding(
        Kind.RULING,
        "raise-refusal",
        "wager.gut-bei-value",
        ans,
        (ans.seat,),
        figure=_fig(w.figure),
        said=ans.level or ans.number or 0,
        value=w.pending - 1,
    )


def _gut_words(w: FigureWager) -> str:
    if w.offer is OfferKind.RAISE:
        return f"gut bei {w.pending - 1}"
    return "gut"


# --- concern gut-scoring, raise-refusal, re-bid, overbid (let good by mistake) -------------
def _let_good(
    state: WagerState,
    w: FigureWager,
    index: int,
    ctx: _Ctx,
    words: str,
    span: Span,
    noted: tuple[tuple[int, Finding], ...] = (),
) -> WagerState:
    """Let good counts at once (§9; B §8).  A bid: score.gut to the bidder's party; a
    raise to n refused: n−1 to the raiser's party (S. 68); a re-bid of a held figure let
    good: its agreed stake to the re-bidding party (interpretation
    rebid-value).  ``noted``: findings on it, noted in the same copy of the state."""
    assert w.offered_by is not None
    party, points = w.offered_by, _gut_points(w, ctx.rules)
    ends = False
    if w.offer is OfferKind.BID and ctx.rules.overbid_gut_ends_match:
        ends = _overbid_let_good(state, w, index)
        if ends:
            state = _drop_overbid_penalty(state, w.offered_at)
    entry = Entry(
        EntryKind.GUT,
        w.figure,
        party,
        points,
        Outcome.GUT,
        index,
        span,
        ends_match=ends,
        concern="overbid" if ends else "gut-scoring",
    )
    closed = replace(
        w,
        stage=Stage.CLOSED,
        offer=None,
        pending=0,
        offered_by=None,
        answered=words,
        closed=(party, points),
        may_raise=None,
    )
    # the Spiel let good is decided
    spiel = party if w.figure is Figure.SPIEL and state.spiel_party is None else state.spiel_party
    return _put(
        state,
        closed,
        at_once=(*state.at_once, entry),
        found=(*state.found, *noted),
        spiel_party=spiel,
    )


def _gut_points(w: FigureWager, rules: WagerRules) -> int:
    """What an offer let good counts: a raise to n, n−1; a re-bid, the stake; a bid,
    score.gut."""
    if w.offer is OfferKind.RAISE:
        return w.pending - 1
    if w.offer is OfferKind.REBID:
        return w.level
    return rules.score_gut


def _overbid_let_good(state: WagerState, w: FigureWager, index: int) -> bool:
    return any(
        e.kind is EntryKind.PENALTY and e.concern == "overbid" and e.index == w.offered_at
        for e in state.at_once
    )


def _drop_overbid_penalty(state: WagerState, bid_index: int) -> WagerState:
    """B §16: let good by mistake, "so ist das Spiel aus": the overbidding party goes out
    with it, and nothing is struck after the match is over (interpretation
    overbid-gut-ends-match)."""
    at_once = tuple(
        e
        for e in state.at_once
        if not (e.kind is EntryKind.PENALTY and e.concern == "overbid" and e.index == bid_index)
    )
    found = tuple(
        (i, replace(f, penalty=None, key="wager.overbid-let-good"))
        if i == bid_index and f.key == "wager.overbid"
        else (i, f)
        for i, f in state.found
    )
    return replace(state, at_once=at_once, found=found)


# --- concern throw-in -----------------------------------------------------------------------
def throw_in(state: WagerState, ev: ThrowIn, index: int, ctx: _Ctx) -> WagerState:
    """B §6: cards thrown down give up all three figures; the opponents write the stake
    agreed so far, or score.silent for a figure never bid (interpretation
    throw-in-stake-agreed)."""
    if not ctx.rules.throw_in_forfeits_figures:
        return state
    other = ev.seat.party.other
    rules = ctx.rules
    for fig in _FIGURES:
        w = state.figures[fig]
        if w.stage is Stage.CLOSED:
            continue
        if w.stage is Stage.SILENT:
            points = rules.score_silent
        elif w.stage is Stage.HELD:
            points = w.level
        elif w.offer is OfferKind.RAISE:
            points = max(w.pending - 1, rules.score_held)
        elif w.offer is OfferKind.REBID:
            points = w.level
        else:
            points = rules.score_gut
        kind = EntryKind.CONCESSION
        entry = Entry(
            kind,
            fig,
            other,
            points,
            Outcome.GUT,
            index,
            ev.span,
            concern="throw-in",
            ends_match=points >= SPIEL_AUS,
        )
        closed = replace(
            w,
            stage=Stage.CLOSED,
            offer=None,
            pending=0,
            offered_by=None,
            answered="hingeworfen",
            closed=(other, points),
            may_raise=None,
        )
        state = replace(_put(state, closed), at_once=(*state.at_once, entry))
    return _note(
        state,
        index,
        _finding(
            Kind.RULING, "throw-in", "wager.throw-in", ev, ev.seat.party.seats, party=other.value
        ),
    )


# --------------------------------------------------------------------------- judging a deal


def _folded(events: Sequence[Event], ctx: _Ctx) -> WagerState:
    """The wager after the deal's events, every offer still open then left unanswered."""
    state = empty_state()
    for i, event in enumerate(events):
        state = step(state, event, i, ctx)
    return _overdue(state, state.open_offers, len(events), ctx)


def _counted(
    events: Sequence[Event],
    play: PlayResult,
    state: WagerState,
    decided: tuple[int, Party] | None,
) -> tuple[PlayResult, list[Finding]]:
    """The play as its figures are counted — in showing order where both parties showed
    (one name per Perlagg), with what the Spiel party declared standing (§23, B §19:
    concern stands-declared) — and the findings on both."""
    by_cards = both_shown(state)
    counted = decided_in_showing_order(play, shown_names(events, play)) if by_cards else play
    counted = _still_told(counted, play, {e.figure for e in events if isinstance(e, Account)})
    counted, binds = stands_bind(
        counted, declared_standing(events, play, decided), decided[1] if decided else None
    )
    return counted, [*binds, *(one_name_findings(counted) if by_cards else [])]


def _still_told(counted: PlayResult, play: PlayResult, told: Set[Figure]) -> PlayResult:
    """Where counting in showing order leaves Gleich or Hanger open and the table gave
    its account of it (``told``, ``referee.judge.account``), the play's decision, which
    took that account in, stands."""
    if not told:
        return counted
    gleich, hanger = counted.gleich, counted.hanger
    if Figure.GLEICH in told and gleich.outcome is Decided.UNKNOWN:
        gleich = play.gleich
    if Figure.HANGER in told and hanger.outcome is Decided.UNKNOWN:
        hanger = play.hanger
    return replace(counted, gleich=gleich, hanger=hanger)


def judge_wager(
    events: Sequence[Event],
    play: PlayResult,
    rules: WagerRules,
    before: Mapping[Party, int],
    target: int,
) -> WagerResult:
    """The wager and the score of ONE deal (its events, DealStart first): the fold, the
    penalties struck at writing, the held figures in bid order, then ``scoring.settle``
    and the showing."""
    state = _folded(events, _context(rules, play, before, target, events))
    end = len(events)
    end_span = events[-1].span if events else Span(0, 0, 0, 0)
    decided = spiel_decided(events, play, state.at_once)
    # the end game only where the table is in it: both one short in the deal's course,
    # not a tie that first arises while the figures are written (endgame-where-the-table-is)
    since = endgame_began(state, before, target)
    # from an event of the deal on (one that counts at the deal's end frees nothing)
    figures_play = play
    if since is not None and since < len(events):
        figures_play = freed_for_the_spiel(play, events[since].span)
    counted, said = _counted(events, figures_play, state, decided)
    if figures_play is not play:
        said = [*said, *freed_findings(play, figures_play)]
    found = list(state.found) + [(end, replace(f, span=end_span)) for f in said]
    penalties, penalty_found, forfeited = writing_penalties(state, play, rules, events)
    found += penalty_found
    entries = [*state.at_once, *penalties, *held_entries(state, counted, end, end_span)]
    silent = [w.figure for w in state.figures.values() if w.stage is Stage.SILENT]
    in_endgame = since is not None
    settled = settle(
        entries,
        silent,
        counted,
        rules,
        before,
        target,
        forfeited,
        end,
        end_span,
        in_endgame=in_endgame,
    )
    found.extend(settled.findings)
    found.extend(_open_findings(settled, end, play.spiel_tricks))
    # the degree is declared where figures are compared before the Spiel: in the end game
    # (interpretation ties-author-note)
    found.extend(judge_showing(events, play, decided, endgame=in_endgame))
    findings = tuple(f for _, f in sorted(found, key=_AT))
    return WagerResult(
        figures=MappingProxyType(outcomes(state, settled)),
        points=settled.points,
        score=settled.score,
        winner=settled.winner,
        findings=findings,
    )


def both_shown(state: WagerState) -> bool:
    """Gleich and Hanger are both decided by the cards shown (held or never bid): then a
    Perlagg's one name binds them together; a figure let good need not be shown (B §25:
    "es braucht nicht gewiesen zu werden") and binds nothing."""
    return all(
        state.figures[f].stage in (Stage.HELD, Stage.SILENT) for f in (Figure.GLEICH, Figure.HANGER)
    )


def held_entries(state: WagerState, play: PlayResult, end: int, span: Span) -> list[Entry]:
    """Held figures in the order they were bid (§9: Erst-, Zweit-, Drittgebotenes)."""
    held = sorted(
        (w for w in state.figures.values() if w.stage is Stage.HELD), key=lambda w: w.order or 0
    )
    # a figure held at Spiel aus is written where it was held (spiel-aus-at-hold)
    return [
        figure_entry(EntryKind.HELD, w.figure, w.level, play, end, span)
        for w in held
        if w.level != SPIEL_AUS
    ]


def writing_penalties(
    state: WagerState, play: PlayResult, rules: WagerRules, events: Sequence[Event]
) -> tuple[list[Entry], list[tuple[int, Finding]], frozenset[Party]]:
    """The penalties struck when the deal is written up (interpretation
    penalties-at-writing): a figure bid or held without having it (§7, §31; B §5, §26)
    and the play's penalties; the parties that lose the deal's points."""
    end = len(events)
    entries: list[Entry] = []
    found: list[tuple[int, Finding]] = []
    forfeited: set[Party] = set()
    for m in state.must_have:
        finding, lacking = check_must_have(m, play, rules)
        if finding is not None:
            found.append((m.index, finding))
        if not lacking:
            continue
        party = m.seat.party
        entries.append(_false_figure_entry(m, party, rules))
        if rules.false_figure_forfeits_deal:
            forfeited.add(party)
        found += _partner_wins(m, play)
    entries += [
        Entry(EntryKind.PENALTY, None, p.party, p.points, None, end, f.span, concern=f.concern)
        for f in play.findings
        if (p := f.penalty) is not None
    ]
    by_count = {p: f for p, f in card_count_forfeits(play, rules).items() if p not in forfeited}
    found += [(end, _count_forfeit_ruling(p, f)) for p, f in by_count.items()]
    last = events[-1] if events else None
    found += [(end, _forfeited_ruling(party, last)) for party in sorted(forfeited)]
    return entries, found, frozenset(forfeited | set(by_count))


def _false_figure_entry(m: MustHave, party: Party, rules: WagerRules) -> Entry:
    """Concern ``false-figure-penalty``: the points struck for a figure he did not have."""
    points, concern = -rules.false_figure_penalty, "false-figure-penalty"
    return Entry(EntryKind.PENALTY, None, party, points, None, m.index, m.span, concern=concern)


def _forfeited_ruling(party: Party, last: Event | None) -> Finding:
    """The party loses the deal's points for a figure it did not have (where the rulebook
    says so: ``false_figure_forfeits_deal``)."""
    key = "wager.deal-forfeited"
    return _finding(Kind.RULING, "false-figure-penalty", key, last, party.seats, party=party.value)


def card_count_forfeits(play: PlayResult, rules: WagerRules) -> dict[Party, Finding]:
    """Concern ``wrong-card-count`` (B §3: "so verliert jene Partei, die davon betroffen ist,
    jede gemachte Figur"): each party that played with the wrong number of cards, with its
    first such finding, where the rulebook says so (penalty.wrong_card_count_forfeits_figures;
    1890 is silent: nothing is forfeited)."""
    if not rules.wrong_card_count_forfeits_figures:
        return {}
    out: dict[Party, Finding] = {}
    for f in play.findings:
        if f.concern == "wrong-card-count" and f.kind is Kind.VIOLATION and f.seats:
            out.setdefault(f.seats[0].party, f)
    return out


def _count_forfeit_ruling(party: Party, f: Finding) -> Finding:
    """B §3: the party loses every figure it made (at the line that showed the count)."""
    return _finding(
        Kind.RULING,
        "wrong-card-count",
        "wager.card-count-forfeits",
        f,
        party.seats,
        party=party.value,
    )


def _partner_wins(m: MustHave, play: PlayResult) -> list[tuple[int, Finding]]:
    """S. 70: the figure is decided by all four cards: the partner may win it."""
    decision = play.decision(m.figure)
    if decision.outcome is not Decided.PARTY or decision.party is not m.seat.party:
        return []
    finding = _finding(
        Kind.RULING,
        "figure-decided-by-all",
        "wager.partner-wins-figure",
        m,
        (m.seat, m.seat.partner),
        figure=_fig(m.figure),
        seat=m.seat.value,
        partner=m.seat.partner.value,
    )
    return [(m.index, finding)]


def check_must_have(
    m: MustHave, play: PlayResult, rules: WagerRules
) -> tuple[Finding | None, bool]:
    """§7, §31; B §5, §26: did the player have the figure he bid or held?  The hold of
    a figure bid unseen is the party's (§29; B §25): met where either partner has it."""
    decision = play.decision(m.figure)
    if m.party:
        held = _party_holder(m, decision)
        if held is not None:
            return held, False
    if m.seat in decision.missing or m.seat not in decision.best:
        return _finding(
            Kind.UNDETERMINED,
            "must-have",
            "wager.must-have-unknown"
            if play.trump is not None
            else "wager.must-have-trump-unknown",
            m,
            (m.seat,),
            seat=m.seat.value,
            figure=_fig(m.figure),
            role=m.role,
        ), False
    if decision.best[m.seat] is not None:
        return None, False
    penalty = Penalty(m.seat.party, -rules.false_figure_penalty)
    # concern false-figure-penalty: it cites the must-have paragraph and the penalty's
    return _finding(
        Kind.VIOLATION,
        "false-figure-penalty",
        "wager.must-have",
        m,
        (m.seat,),
        penalty,
        seat=m.seat.value,
        figure=_fig(m.figure),
        role=m.role,
        points=rules.false_figure_penalty,
    ), True


def _party_holder(m: MustHave, decision: FigureDecision) -> Finding | None:
    """The ruling that ``m.seat``'s partner holds the figure bid unseen for the party,
    where the speaker lacks it and the partner has it; None otherwise."""
    partner = m.seat.partner
    if decision.best.get(m.seat) is not None or decision.best.get(partner) is None:
        return None
    return _finding(
        Kind.RULING,
        "unseen-bids",
        "wager.unseen-held-by-partner",
        m,
        (m.seat, partner),
        seat=m.seat.value,
        partner=partner.value,
        figure=_fig(m.figure),
    )


def _open_findings(settled: Settlement, end: int, spiel_tricks: int) -> list[tuple[int, Finding]]:
    """An open figure: say what is missing to decide it."""
    out = []
    for line in settled.lines:
        e = line.entry
        if e.outcome is Outcome.OFFEN and e.figure is Figure.SPIEL:
            out.append(
                (
                    e.index,
                    Finding(
                        Kind.UNDETERMINED,
                        e.concern,
                        "scoring.spiel-unknown",
                        _args(figure=_fig(e.figure), tricks=spiel_tricks),
                        span=e.span,
                    ),
                )
            )
        elif e.outcome is Outcome.OFFEN and e.figure is not None:
            out.append(
                (
                    e.index,
                    Finding(
                        Kind.UNDETERMINED,
                        e.concern,
                        "scoring.figure-unknown" if e.missing else "scoring.figure-trump-unknown",
                        _args(
                            figure=_fig(e.figure),
                            missing=", ".join(s.value for s in e.missing),
                        ),
                        span=e.span,
                        seats=e.missing,
                    ),
                )
            )
    return out


def outcomes(state: WagerState, settled: Settlement) -> dict[Figure, FigureOutcome]:
    """docs/report.md's figure table: one outcome per figure, with what was written."""
    result: dict[Figure, FigureOutcome] = {}
    for line in settled.lines:
        e = line.entry
        if e.figure is None or e.kind is EntryKind.PENALTY or e.figure in result:
            continue
        w = state.figures[e.figure]
        value = line.points if line.written else (0 if e.party is None else e.points)
        result[e.figure] = FigureOutcome(
            figure=e.figure,
            outcome=e.outcome or Outcome.OFFEN,
            value=value,
            party=e.party,
            bidder=w.bidder,
            answered=w.answered,
            written=line.written,
            held_by=w.held_by,
        )
    for fig in _FIGURES:
        if fig in result:  # made only where missing (setdefault would make it anyway)
            continue
        w = state.figures[fig]
        result[fig] = FigureOutcome(
            fig, Outcome.OFFEN, 0, None, w.bidder, w.answered, written=False, held_by=w.held_by
        )
    return result


# --------------------------------------------------------------------------- describing a state


def describe_state(state: WagerState) -> tuple[tuple[str, dict[str, Any]], ...]:
    """The state in message keys and args, for the ruling on a ``Streit:`` line."""
    out: list[tuple[str, dict[str, Any]]] = []
    for call in state.bare_calls:
        if state.figures[call.figure].stage is Stage.SILENT:
            out.append(
                ("wager.state-bare-call", {"seat": call.seat.value, "figure": _fig(call.figure)})
            )
    for w in state.figures.values():
        if w.stage is Stage.SILENT:
            continue
        base = {"figure": _fig(w.figure), "bidder": w.bidder.value if w.bidder else ""}
        if w.stage is Stage.OFFERED:
            out.append(
                (
                    "wager.state-offered",
                    {
                        **base,
                        "level": _level_word(w.pending),
                        "party": w.offered_by.other.value if w.offered_by else "",
                    },
                )
            )
        elif w.stage is Stage.HELD:
            out.append(
                (
                    "wager.state-held",
                    {
                        **base,
                        "level": _level_word(w.level),
                        "raiser": w.may_raise.value if w.may_raise else "-",
                    },
                )
            )
        elif w.closed is not None:
            out.append(
                (
                    "wager.state-closed",
                    {
                        **base,
                        "party": w.closed[0].value,
                        "points": w.closed[1],
                        "words": w.answered or "",
                    },
                )
            )
    for m in state.must_have:
        out.append(("wager.state-must-have", {"seat": m.seat.value, "figure": _fig(m.figure)}))
    if not state.must_have:
        out.append(("wager.state-nobody-owes", {}))
    return tuple(out)
