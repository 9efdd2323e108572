"""The wager of one deal: bids, answers, raises, and what each figure is worth.

``wager_state`` folds a deal's events into an immutable ``WagerState`` (one
``FigureWager`` per figure); ``judge_wager`` adds what only the cards can tell
(who had to have which figure, who has each figure better) and writes the points in
the order of ``scoring.settle``.  Every rule is one function next to its concern key;
the numbers come from ``WagerRules`` (rulebook parameters), never from a rulebook id.

Readings of our own (interpretations; their keys are recorded in the rulebook files):
answer-at-once-before-card (§8 "sogleich": before the next card and before the offering
side speaks again), answer-at-once-silence-is-gut, answer-unnamed-latest,
answer-unnamed-one-utterance, raise-refusal-value-fixed, violation-stands,
rebid-value, must-have-party (the player), must-have-raiser-holds,
penalties-at-writing, spiel-aus-at-hold, spiel-aus-writes-to-target,
overbid-gut-ends-match, unseen-listing-is-not-naming, throw-in-stake-agreed,
ties-author-note, endgame-ask-ladder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Protocol

from referee.events import (
    NOWHERE,
    SPIEL_AUS,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    DealStart,
    Event,
    Figure,
    Play,
    Span,
    Stands,
    ThrowIn,
    Trick,
)
from referee.findings import Finding, Kind, Penalty
from referee.results import (
    Decided,
    FigureOutcome,
    Outcome,
    PlayResult,
    WagerResult,
)
from referee.scoring import Entry, EntryKind, Settlement, figure_entry, settle
from referee.scoring import fig_name as _fig
from referee.seats import Party, Seat
from referee.showing import judge_showing

# --------------------------------------------------------------------------- rules


class _Rulebook(Protocol):
    def param(self, name: str) -> Any: ...


def _ladder(raw: Sequence[Any]) -> tuple[int, ...]:
    return tuple(
        SPIEL_AUS if str(x).lower().replace(" ", "-") == "spiel-aus" else int(x) for x in raw
    )


@dataclass(frozen=True, slots=True)
class WagerRules:
    """The parameters the wager and the score depend on (see rulebooks/concerns.toml)."""

    raise_ladder: tuple[int, ...] = (3, 4, 5, 6, 7, SPIEL_AUS)  # raise.ladder
    score_gut: int = 1  # score.gut
    score_held: int = 2  # score.held
    score_silent: int = 1  # score.silent
    false_figure_penalty: int = 3  # penalty.false_figure (points struck, positive)
    false_figure_forfeits_deal: bool = False  # penalty.false_figure_forfeits_deal
    overbid_penalty: int = 2  # penalty.overbid
    overbid_gut_ends_match: bool = False  # penalty.overbid_gut_ends_match
    #: §20 case 2 ("soviel Figuren zugleich"): param penalty.overbid_many_at_once
    overbid_many_at_once: bool = True
    throw_in_forfeits_figures: bool = False  # throw_in.forfeits_figures
    endgame_ask_degree_from: int = 3  # endgame.ask_degree_from
    #: both parties have a figure of the asked degree: the Spiel decides instead of the
    #: better one (param endgame.same_degree_by_spiel)
    endgame_same_degree_by_spiel: bool = False
    target: int = 15  # target.points

    @classmethod
    def from_rulebook(cls, rb: _Rulebook) -> WagerRules:
        return cls(
            raise_ladder=_ladder(rb.param("raise.ladder")),
            score_gut=int(rb.param("score.gut")),
            score_held=int(rb.param("score.held")),
            score_silent=int(rb.param("score.silent")),
            false_figure_penalty=abs(int(rb.param("penalty.false_figure"))),
            false_figure_forfeits_deal=bool(rb.param("penalty.false_figure_forfeits_deal")),
            overbid_penalty=abs(int(rb.param("penalty.overbid"))),
            overbid_gut_ends_match=bool(rb.param("penalty.overbid_gut_ends_match")),
            overbid_many_at_once=bool(rb.param("penalty.overbid_many_at_once")),
            throw_in_forfeits_figures=bool(rb.param("throw_in.forfeits_figures")),
            endgame_ask_degree_from=int(rb.param("endgame.ask_degree_from")),
            endgame_same_degree_by_spiel=bool(rb.param("endgame.same_degree_by_spiel")),
            target=int(rb.param("target.points")),
        )

    def next_step(self, level: int) -> int | None:
        """concern raise-ladder: the one step above ``level`` (None above the top)."""
        for step in self.raise_ladder:
            if step > level:
                return step
        return None


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


@dataclass(frozen=True, slots=True)
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

    @property
    def party(self) -> Party | None:
        return self.bidder.party if self.bidder else None

    def awaits(self, party: Party) -> bool:
        """An offer is open to ``party``'s answer."""
        return self.stage is Stage.OFFERED and self.offered_by is party.other


@dataclass(frozen=True, slots=True)
class MustHave:
    """concern must-have: ``seat`` bid or held ``figure`` and must have it."""

    seat: Seat
    figure: Figure
    role: str  # "bid" | "held"
    index: int
    span: Span


@dataclass(frozen=True, slots=True)
class AtOnce:
    """A line written at once, in the order it happened (concern gut-scoring etc.)."""

    entry: Entry


@dataclass(frozen=True, slots=True)
class WagerState:
    figures: Mapping[Figure, FigureWager]
    must_have: tuple[MustHave, ...] = ()
    bare_calls: tuple[BareCall, ...] = ()
    at_once: tuple[Entry, ...] = ()
    found: tuple[tuple[int, Finding], ...] = ()
    bids: int = 0  # figures bid so far (for Erst-, Zweit-, Drittgebotenes)
    cards: int = 0  # cards played so far
    index: int = 0  # events folded so far

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
        return tuple(w for w in self.figures.values() if w.stage is Stage.OFFERED)

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for _, f in sorted(self.found, key=lambda x: x[0]))


def empty_state() -> WagerState:
    return WagerState(MappingProxyType({f: FigureWager(f) for f in Figure}))


@dataclass(frozen=True, slots=True)
class _Ctx:
    """What the fold may consult besides the events (all optional for ``wager_state``)."""

    rules: WagerRules
    play: PlayResult | None = None
    before: Mapping[Party, int] | None = None
    target: int | None = None


# --------------------------------------------------------------------------- helpers


def _args(**kw: object) -> Mapping[str, Any]:
    return MappingProxyType({k: (v if isinstance(v, int) else str(v)) for k, v in kw.items()})


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


def _put(state: WagerState, fig: FigureWager) -> WagerState:
    figures = dict(state.figures)
    figures[fig.figure] = fig
    return replace(state, figures=MappingProxyType(figures))


def _note(state: WagerState, index: int, finding: Finding) -> WagerState:
    return replace(state, found=(*state.found, (index, finding)))


def _level_word(level: int) -> str:
    return "Spiel aus" if level == SPIEL_AUS else str(level)


def _running(state: WagerState, ctx: _Ctx) -> dict[Party, int]:
    return running_score(state, ctx.before)


def running_score(state: WagerState, before: Mapping[Party, int] | None) -> dict[Party, int]:
    """The score as written so far in the deal: what counted at once (gut, "gut bei n",
    concessions, penalties) on top of the score the deal began with."""
    score = {p: (before or {}).get(p, 0) for p in Party}
    for e in state.at_once:
        if e.party is not None and e.kind in (
            EntryKind.GUT,
            EntryKind.CONCESSION,
            EntryKind.PENALTY,
        ):
            score[e.party] += e.points
    return score


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
    ctx = _Ctx(rules, play, before, target)
    state = empty_state()
    for i, event in enumerate(events_so_far):
        state = step(state, event, i, ctx)
    return state


def step(state: WagerState, event: Event, index: int, ctx: _Ctx) -> WagerState:
    """Fold one event into the wager."""
    state = answer_at_once(state, event, index, ctx)
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
    elif isinstance(event, Play):
        state = replace(state, cards=state.cards + 1)
    elif isinstance(event, Trick):
        state = replace(state, cards=state.cards + len(event.plays))
    return replace(state, index=index + 1)


# --- concern answer-at-once -------------------------------------------------------------
def answer_at_once(state: WagerState, event: Event, index: int, ctx: _Ctx) -> WagerState:
    """§8 "sogleich": an offer must be answered before the next card is played and
    before the offering side speaks again (interpretation
    answer-at-once-before-card).  An offer left unanswered counts as not
    held, i.e. as let good (interpretation answer-at-once-silence-is-gut: §9 writes "die
    gebotene und vom Gegner nicht gehaltene Figur gilt als gemacht")."""
    if isinstance(event, (Play, Trick)):
        overdue = state.open_offers
    elif isinstance(event, (Bid, Answer, Stands)):
        overdue = tuple(w for w in state.open_offers if w.offered_by is event.seat.party)
    else:
        return state
    for w in sorted(overdue, key=lambda w: w.offered_at):
        state = unanswered(state, w, index, ctx)
    return state


def unanswered(state: WagerState, w: FigureWager, index: int, ctx: _Ctx) -> WagerState:
    """Close an offer whose answer never came, as though it had been let good."""
    assert w.offered_by is not None
    party = w.offered_by
    finding = Finding(
        Kind.VIOLATION,
        "answer-at-once",
        "wager.no-answer",
        _args(figure=_fig(w.figure), party=party.other.value, level=_level_word(w.pending)),
        span=w.offered_span,
        seats=party.other.seats,
    )
    state = _note(state, w.offered_at, finding)
    return _let_good(state, w, index, ctx, words="keine Antwort", span=finding.span)


# --- concern bid-form, re-bid, overbid, unseen-bids ---------------------------------------
def on_bid(state: WagerState, bid: Bid, index: int, ctx: _Ctx) -> WagerState:
    figures = bid.figures
    if bid.unseen:
        # §29: the figure bid first is, unless named, Gleich, then Hanger, then Spiel
        # (interpretation unseen-listing-is-not-naming: a list is no naming)
        figures = tuple(f for f in Figure if f in figures)
    state = overbid(state, bid, index, ctx)
    state = last_trick_spiel(state, bid, bid.seat, Figure.SPIEL in figures, index, ctx)
    for fig in figures:
        w = state.figures[fig]
        if w.stage is Stage.SILENT:
            w = replace(
                w,
                stage=Stage.OFFERED,
                bidder=bid.seat,
                order=state.bids,
                unseen=bid.unseen,
                offer=OfferKind.BID,
                pending=ctx.rules.score_held,
                offered_by=bid.seat.party,
                offered_at=index,
                offered_seat=bid.seat,
                offered_span=bid.span,
            )
            state = replace(state, bids=state.bids + 1)
        elif w.stage is Stage.HELD:
            state = _note(
                state,
                index,
                _finding(
                    Kind.RULING,
                    "re-bid",
                    "wager.re-bid",
                    bid,
                    (bid.seat,),
                    figure=_fig(fig),
                    level=_level_word(w.level),
                ),
            )
            w = replace(
                w,
                stage=Stage.OFFERED,
                offer=OfferKind.REBID,
                pending=w.level,
                offered_by=bid.seat.party,
                offered_at=index,
                offered_seat=bid.seat,
                offered_span=bid.span,
            )
        else:
            state = _note(
                state,
                index,
                _finding(
                    Kind.RULING,
                    "re-bid",
                    "wager.bid-on-closed",
                    bid,
                    (bid.seat,),
                    figure=_fig(fig),
                    stage=w.stage.value,
                ),
            )
            continue
        state = _put(state, w)
        if not bid.unseen:
            state = must_have(state, bid.seat, fig, "geboten", index, bid.span)
    return state


def overbid(state: WagerState, bid: Bid, index: int, ctx: _Ctx) -> WagerState:
    """§20; B §16: a party at target−1 that bids, or that bids so many figures at once
    that "gut" would carry it out, loses penalty.overbid at once."""
    if ctx.target is None:
        return state
    party = bid.seat.party
    score = _running(state, ctx)[party]
    new = [f for f in bid.figures if state.figures[f].stage is not Stage.CLOSED]
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
        figures=" und ".join(_fig(f) for f in new),
        target=ctx.target,
        points=ctx.rules.overbid_penalty,
    )
    state = replace(state, at_once=(*state.at_once, entry))
    return _note(state, index, finding)


def must_have(
    state: WagerState, seat: Seat, fig: Figure, role: str, index: int, span: Span
) -> WagerState:
    """§7, §31; B §5, §26: the bidding and the holding player must have Gleich or Hanger
    (interpretation must-have-party: the paragraphs say "Derjenige, welcher")."""
    if fig is Figure.SPIEL or any(m.seat is seat and m.figure is fig for m in state.must_have):
        return state
    return replace(state, must_have=(*state.must_have, MustHave(seat, fig, role, index, span)))


# --- concern last-trick-spiel ---------------------------------------------------------------
def last_trick_spiel(
    state: WagerState, event: Any, seat: Seat, spiel: bool, index: int, ctx: _Ctx
) -> WagerState:
    """§27–§28; B §22–§23: once the fifth trick's first card lies, the Spiel may be bid,
    held or raised only by a player who answers the led suit with that suit, a trump or
    a Perlagg."""
    if not spiel or state.cards < 16 or ctx.play is None:
        return state
    fifth = next((t for t in ctx.play.tricks if t.number == 5 and t.plays), None)
    mine = next((p for p in fifth.plays if p.seat is seat), None) if fifth else None
    mine = mine or (ctx.play.last_card(seat, index) if fifth else None)  # his Hand line proves it
    if fifth is None or mine is None:
        return _note(
            state,
            index,
            _finding(
                Kind.UNDETERMINED, "last-trick-spiel", "wager.last-trick-unknown", event, (seat,)
            ),
        )
    led = fifth.plays[0].counts_as.suit
    card = mine.counts_as
    if mine.perlagg_rank is not None or card.suit is led or card.suit is ctx.play.trump:
        return state
    return _note(
        state,
        index,
        _finding(
            Kind.VIOLATION,
            "last-trick-spiel",
            "wager.last-trick-spiel",
            event,
            (seat,),
            card=mine.card.code,
            led=led.value,
        ),
    )


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
        if ans.kind is AnswerKind.RAISE or ans.kind is AnswerKind.HALTEN:
            state = last_trick_spiel(state, ans, ans.seat, fig is Figure.SPIEL, index, ctx)
        if w.awaits(party):
            state = _respond(state, w, ans, index, ctx)
        elif ans.kind is AnswerKind.RAISE and w.stage is Stage.HELD:
            state = _raise_held(state, w, ans, index, ctx)
        elif ans.kind is AnswerKind.RAISE and w.stage is Stage.OFFERED and w.offered_by is party:
            state = _out_of_turn(state, w, ans, index, w.pending)
        else:  # never silent here (resolve saw to that): no bare call can be meant
            state = _to_nothing(state, ans, fig, index)
    return state


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
    cands = [w for w in state.figures.values() if w.awaits(party)]
    if ans.kind is AnswerKind.RAISE and not cands:
        cands = [
            w for w in state.figures.values() if w.stage is Stage.HELD and w.may_raise is party
        ]
        if not cands:
            cands = [w for w in state.figures.values() if w.stage is Stage.HELD]
    if ans.level is not None and len(cands) > 1:
        fitting = [w for w in cands if w.pending == ans.level or w.level == ans.level]
        cands = fitting or cands
    if not cands:
        return (), _to_nothing(state, ans, None, index)
    if len(cands) == 1:
        return (cands[0].figure,), state
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


def _to_nothing(state: WagerState, ans: Answer, fig: Figure | None, index: int) -> WagerState:
    """concern bid-form: an answer with no offer to answer owes nothing (S. 67)."""
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
    rules = ctx.rules
    if ans.kind is AnswerKind.GUT or ans.kind is AnswerKind.GUT_BEI:
        if (
            ans.kind is AnswerKind.GUT_BEI
            and w.offer is OfferKind.RAISE
            and ans.level != w.pending - 1
        ):
            state = refusal_words(state, w, ans, index)
        elif ans.kind is AnswerKind.GUT_BEI and w.offer is not OfferKind.RAISE:
            state = _note(
                state,
                index,
                _finding(
                    Kind.RULING,
                    "raise-refusal",
                    "wager.gut-bei-without-raise",
                    ans,
                    (ans.seat,),
                    figure=_fig(w.figure),
                    level=ans.level or 0,
                ),
            )
        return _let_good(state, w, index, ctx, words=_gut_words(w), span=ans.span)
    if ans.kind is AnswerKind.HALTEN:
        level = w.pending
        if ans.level is not None and ans.level != level:
            state = _note(
                state,
                index,
                _finding(
                    Kind.RULING,
                    "raise-alternation",
                    "wager.hold-level",
                    ans,
                    (ans.seat,),
                    figure=_fig(w.figure),
                    said=_level_word(ans.level),
                    level=_level_word(level),
                ),
            )
        if w.figure is not Figure.SPIEL:
            state = must_have(state, ans.seat, w.figure, "gehalten", index, ans.span)
        # §11: after a bid is held, only the holding party may start raising; a held
        # raise ends the raising (S. 68: "dem Steigern eine Grenze setzen")
        may = (
            ans.seat.party
            if w.offer is OfferKind.BID
            else (w.may_raise if w.offer is OfferKind.REBID else None)
        )
        words = "gehalten" if level == rules.score_held else f"{_level_word(level)} gehalten"
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
        state = _put(state, held)
        if level == SPIEL_AUS:
            entry = (
                figure_entry(EntryKind.SPIEL_AUS, w.figure, 0, ctx.play, index, ans.span)
                if ctx.play
                else None
            )
            if entry is not None:
                state = replace(state, at_once=(*state.at_once, entry))
        return state
    # a raise in answer to the offer: "Drei" to a bid, or the next step to a raise
    return _raise(state, w, ans, index, ctx, base=w.pending)


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
        else:
            state = _out_of_turn(state, w, ans, index, w.level)
        return _raise(state, w, ans, index, ctx, base=w.level, check_jump=False)
    return _raise(state, w, ans, index, ctx, base=w.level)


def _raise(
    state: WagerState,
    w: FigureWager,
    ans: Answer,
    index: int,
    ctx: _Ctx,
    base: int,
    check_jump: bool = True,
) -> WagerState:
    """§10; S. 68–69: one step at a time up the ladder; a jump is a violation, but the
    table played on with it (interpretation violation-stands)."""
    expected = ctx.rules.next_step(base)
    level = ans.level if ans.level is not None else expected
    if level is None or expected is None:
        return _note(
            state,
            index,
            _finding(
                Kind.VIOLATION,
                "raise-ladder",
                "wager.raise-above-top",
                ans,
                (ans.seat,),
                figure=_fig(w.figure),
            ),
        )
    if level != expected and check_jump:
        state = _note(
            state,
            index,
            _finding(
                Kind.VIOLATION,
                "raise-alternation",
                "wager.raise-jump",
                ans,
                (ans.seat,),
                figure=_fig(w.figure),
                said=_level_word(level),
                expected=_level_word(expected),
            ),
        )
    if w.figure is not Figure.SPIEL:
        state = must_have(state, ans.seat, w.figure, "gehalten", index, ans.span)
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
    return _put(state, raised)


def refusal_words(state: WagerState, w: FigureWager, ans: Answer, index: int) -> WagerState:
    """concern raise-refusal: refusing a raise to n gives the raiser n−1, whatever number
    was said (interpretation raise-refusal-value-fixed, S. 68: "die von ihm
    ausgesprochene Zahl weniger eins")."""
    return _note(
        state,
        index,
        _finding(
            Kind.RULING,
            "raise-refusal",
            "wager.gut-bei-value",
            ans,
            (ans.seat,),
            figure=_fig(w.figure),
            said=ans.level or 0,
            value=w.pending - 1,
        ),
    )


def _gut_words(w: FigureWager) -> str:
    if w.offer is OfferKind.RAISE:
        return f"gut bei {w.pending - 1}"
    return "gut"


# --- concern gut-scoring, raise-refusal, re-bid, overbid (let good by mistake) -------------
def _let_good(
    state: WagerState, w: FigureWager, index: int, ctx: _Ctx, words: str, span: Span
) -> WagerState:
    """Let good counts at once (§9; B §8).  A bid: score.gut to the bidder's party; a
    raise to n refused: n−1 to the raiser's party (S. 68); a re-bid of a held figure let
    good: its agreed stake to the re-bidding party (interpretation
    rebid-value)."""
    assert w.offered_by is not None
    party = w.offered_by
    if w.offer is OfferKind.RAISE:
        points = w.pending - 1
    elif w.offer is OfferKind.REBID:
        points = w.level
    else:
        points = ctx.rules.score_gut
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
    return replace(_put(state, closed), at_once=(*state.at_once, entry))


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
    for fig in Figure:
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


def judge_wager(
    events: Sequence[Event],
    play: PlayResult,
    rules: WagerRules,
    before: Mapping[Party, int],
    target: int,
) -> WagerResult:
    """The wager and the score of ONE deal (its events, DealStart first)."""
    ctx = _Ctx(rules, play, before, target)
    state = empty_state()
    for i, event in enumerate(events):
        state = step(state, event, i, ctx)
    end = len(events)
    end_span = events[-1].span if events else Span(0, 0, 0, 0)
    for w in sorted(state.open_offers, key=lambda w: w.offered_at):
        state = unanswered(state, w, end, ctx)

    found = list(state.found)
    entries: list[Entry] = list(state.at_once)
    forfeited: set[Party] = set()
    # penalties struck when the deal is written up (interpretation penalties-at-writing)
    for m in state.must_have:
        finding, lacking = check_must_have(m, play, rules)
        if finding is not None:
            found.append((m.index, finding))
        if lacking:
            party = m.seat.party
            entries.append(
                Entry(
                    EntryKind.PENALTY,
                    None,
                    party,
                    -rules.false_figure_penalty,
                    None,
                    m.index,
                    m.span,
                    concern="false-figure-penalty",
                )
            )
            if rules.false_figure_forfeits_deal:
                forfeited.add(party)
            decision = play.decision(m.figure)
            if decision.outcome is Decided.PARTY and decision.party is party:
                found.append(
                    (
                        m.index,
                        _finding(
                            Kind.RULING,
                            "figure-decided-by-all",
                            "wager.partner-wins-figure",
                            m,
                            (m.seat, m.seat.partner),
                            figure=_fig(m.figure),
                            seat=m.seat.value,
                            partner=m.seat.partner.value,
                        ),
                    )
                )
    for f in play.findings:
        if f.penalty is not None:
            entries.append(
                Entry(
                    EntryKind.PENALTY,
                    None,
                    f.penalty.party,
                    f.penalty.points,
                    None,
                    end,
                    f.span,
                    concern=f.concern,
                )
            )
    if forfeited:
        for party in sorted(forfeited):
            found.append(
                (
                    end,
                    _finding(
                        Kind.RULING,
                        "false-figure-penalty",
                        "wager.deal-forfeited",
                        events[-1] if events else None,
                        party.seats,
                        party=party.value,
                    ),
                )
            )

    # held figures in the order they were bid (§9: Erst-, Zweit-, Drittgebotenes)
    held = sorted(
        (w for w in state.figures.values() if w.stage is Stage.HELD), key=lambda w: w.order or 0
    )
    for w in held:
        if w.level == SPIEL_AUS:
            continue  # written where it was held (interpretation spiel-aus-at-hold)
        entries.append(figure_entry(EntryKind.HELD, w.figure, w.level, play, end, end_span))
    silent = [w.figure for w in state.figures.values() if w.stage is Stage.SILENT]

    settled = settle(
        entries, silent, play, rules, before, target, frozenset(forfeited), end, end_span
    )
    found.extend(settled.findings)
    found.extend(_open_findings(settled, end))
    # the degree is declared where figures are compared before the Spiel: in the end game
    # (interpretation ties-author-note)
    endgame = any(f.concern == "end-game-ties" for _, f in settled.findings)
    found.extend(judge_showing(events, play, state, endgame=endgame))
    findings = tuple(f for _, f in sorted(found, key=lambda x: x[0]))
    return WagerResult(
        figures=MappingProxyType(outcomes(state, settled)),
        points=settled.points,
        score=settled.score,
        winner=settled.winner,
        findings=findings,
    )


def check_must_have(
    m: MustHave, play: PlayResult, rules: WagerRules
) -> tuple[Finding | None, bool]:
    """§7, §31; B §5, §26: did the player have the figure he bid or held?"""
    decision = play.decision(m.figure)
    if m.seat in decision.missing or m.seat not in decision.best:
        return _finding(
            Kind.UNDETERMINED,
            "must-have",
            "wager.must-have-unknown",
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


def _open_findings(settled: Settlement, end: int) -> list[tuple[int, Finding]]:
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
                        _args(figure=_fig(e.figure)),
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
                        "scoring.figure-unknown",
                        _args(
                            figure=_fig(e.figure),
                            missing=", ".join(s.value for s in e.missing) or "?",
                        ),
                        span=e.span,
                        seats=e.missing,
                    ),
                )
            )
    return out


def outcomes(state: WagerState, settled: Settlement) -> dict[Figure, FigureOutcome]:
    """REPORT.md's figure table: one outcome per figure, with what was written."""
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
        )
    for fig in Figure:
        result.setdefault(
            fig,
            FigureOutcome(
                fig,
                Outcome.OFFEN,
                0,
                None,
                state.figures[fig].bidder,
                state.figures[fig].answered,
                written=False,
            ),
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
