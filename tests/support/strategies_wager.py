"""Builders and Hypothesis strategies for the wager and scoring tests.

PlayResults are built directly from ``referee.model.results`` records, so these tests do
not depend on the play stage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from hypothesis import strategies as st

from referee.base.record import replace
from referee.judge.ledger import WagerRules
from referee.model.cards import Card, Suit, card
from referee.model.events import (
    Answer,
    AnswerKind,
    Bid,
    DealStart,
    Event,
    Figure,
    Play,
    Span,
)
from referee.model.results import Decided, FigureDecision, FigureValue, PlayResult
from referee.model.seats import SEATS, Party, Seat

RULES_1890 = WagerRules()
RULES_SCHLANDERS = WagerRules(
    false_figure_penalty=2,
    false_figure_forfeits_deal=True,
    overbid_gut_ends_match=True,
    overbid_many_at_once=False,
    throw_in_forfeits_figures=True,
    endgame_ask_degree_from=4,
    endgame_same_degree_by_spiel=True,
    target=24,
)

Winner = Party | str | None  # a Party, "tie", or "?" (unknown)


def value(fig: Figure, size: int = 2, top: int = 10) -> FigureValue:
    return FigureValue(fig, size, top)


def decision(
    fig: Figure,
    winner: Winner = Party.AC,
    have: Mapping[Seat, FigureValue | None] | None = None,
    missing: Sequence[Seat] = (),
) -> FigureDecision:
    """A decision; ``have`` defaults to every seat having a simple figure, the winner's
    seats a higher one."""
    if have is None:
        have = {}
        for s in SEATS:
            top = 12 if (isinstance(winner, Party) and s.party is winner) else 9
            have[s] = value(fig, 2, top) if fig is not Figure.SPIEL else None
    if winner == "tie":
        return FigureDecision(fig, Decided.TIE, None, MappingProxyType(dict(have)))
    if winner == "?" or winner is None:
        best = {s: v for s, v in have.items() if s not in missing}
        return FigureDecision(
            fig, Decided.UNKNOWN, None, MappingProxyType(best), tuple(missing) or (Seat.B,)
        )
    return FigureDecision(fig, Decided.PARTY, winner, MappingProxyType(dict(have)))


def play_result(
    gleich: Winner | FigureDecision = Party.AC,
    hanger: Winner | FigureDecision = Party.AC,
    spiel: Winner | FigureDecision = Party.AC,
    findings: tuple = (),
) -> PlayResult:
    def d(fig: Figure, w: Winner | FigureDecision) -> FigureDecision:
        return w if isinstance(w, FigureDecision) else decision(fig, w)

    spiel_d = d(Figure.SPIEL, spiel)
    if not isinstance(spiel, FigureDecision) and spiel_d.outcome is Decided.PARTY:
        spiel_d = FigureDecision(Figure.SPIEL, Decided.PARTY, spiel_d.party)
    return PlayResult(
        dealer=Seat.D,
        trump=None,
        hands=MappingProxyType({}),
        christenings=MappingProxyType({}),
        tricks=(),
        spiel=spiel_d,
        gleich=d(Figure.GLEICH, gleich),
        hanger=d(Figure.HANGER, hanger),
        findings=findings,
    )


def play_of_hands(
    known: Mapping[Seat, Sequence[Card]], perlaggs: tuple[Card, ...], trump: Suit
) -> PlayResult:
    """A play whose Gleich and Hanger are decided from ``known`` (each figure on its own,
    as ``judge_play`` decides them), the Spiel to B+D."""
    from referee.table.figures import decide

    return replace(
        play_result(spiel=Party.BD),
        trump=trump,
        known=known,
        perlaggs=perlaggs,
        gleich=decide(Figure.GLEICH, known, perlaggs, {}),
        hanger=decide(Figure.HANGER, known, perlaggs, {}),
    )


_line = iter(range(1, 10**9))


def sp(n: int) -> Span:
    return Span(n, 1, n, 10)


def deal(*events: Event) -> tuple[Event, ...]:
    """A deal with line numbers as spans (line = position), DealStart first."""
    out: list[Event] = [DealStart(span=sp(1))]
    for i, e in enumerate(events, start=2):
        out.append(_with_span(e, sp(i)))
    return tuple(out)


def _with_span(e: Event, span: Span) -> Event:
    return replace(e, span=span)


def bid(seat: Seat, *figs: Figure, unseen: bool = False) -> Bid:
    return Bid(seat, tuple(figs), unseen)


def gut(seat: Seat, fig: Figure | None = None) -> Answer:
    return Answer(seat, AnswerKind.GUT, fig)


def hold(seat: Seat, fig: Figure | None = None, level: int | None = None) -> Answer:
    return Answer(seat, AnswerKind.HALTEN, fig, level)


def raise_(seat: Seat, level: int, fig: Figure | None = None) -> Answer:
    return Answer(seat, AnswerKind.RAISE, fig, level)


def gut_bei(seat: Seat, n: int, fig: Figure | None = None) -> Answer:
    return Answer(seat, AnswerKind.GUT_BEI, fig, n)


def a_card(seat: Seat = Seat.A) -> Play:
    return Play(seat, card("HA"))


SCORE0 = MappingProxyType({Party.AC: 0, Party.BD: 0})


def score(ac: int, bd: int) -> Mapping[Party, int]:
    return MappingProxyType({Party.AC: ac, Party.BD: bd})


# --------------------------------------------------------------------------- strategies
@dataclass(frozen=True)
class Script:
    """A random legal wager: the events, and what each figure came to in words."""

    events: tuple[Event, ...]
    plan: Mapping[Figure, tuple[str, Party | None, int]]  # how, to whom at once, stake


seats = st.sampled_from(SEATS)
winners = st.sampled_from([Party.AC, Party.BD, "tie"])


@st.composite
def legal_wagers(draw: st.DrawFn, rules: WagerRules = RULES_1890) -> Script:
    """Each figure is silent, let good, held, raised and held, or raised and refused;
    bids by a random seat, answers by a random seat of the other party, raising in
    turn one step at a time, every answer at once."""
    events: list[Event] = []
    plan: dict[Figure, tuple[str, Party | None, int]] = {}
    # the Spiel's wager comes last: once it is decided, its party shows or bids first
    # (showing-order), so the other party may not bid after it
    figs = [*draw(st.permutations([Figure.GLEICH, Figure.HANGER])), Figure.SPIEL]
    for fig in figs:
        how = draw(st.sampled_from(["silent", "gut", "held", "raised"]))
        if how == "silent":
            plan[fig] = ("silent", None, 0)
            continue
        bidder = draw(seats)
        events.append(bid(bidder, fig))
        if how == "gut":
            events.append(gut(draw(st.sampled_from(bidder.party.other.seats)), fig))
            plan[fig] = ("gut", bidder.party, rules.score_gut)
            continue
        holder_party = bidder.party.other
        events.append(hold(draw(st.sampled_from(holder_party.seats)), fig))
        if how == "held":
            plan[fig] = ("held", None, rules.score_held)
            continue
        steps = draw(st.integers(1, len(rules.raise_ladder)))
        raiser = holder_party
        level = rules.score_held
        for ladder_step in rules.raise_ladder[:steps]:
            events.append(raise_(draw(st.sampled_from(raiser.seats)), ladder_step, fig))
            level = ladder_step
            raiser = raiser.other
        # ``raiser`` is now the party that must answer the last raise
        if draw(st.booleans()):
            events.append(hold(draw(st.sampled_from(raiser.seats)), fig, level))
            plan[fig] = ("held", None, level)
        else:
            events.append(gut_bei(draw(st.sampled_from(raiser.seats)), level - 1, fig))
            plan[fig] = ("gut", raiser.other, level - 1)
        if draw(st.booleans()):
            events.append(a_card(draw(seats)))
    return Script(deal(*events), MappingProxyType(plan))


@st.composite
def play_results(draw: st.DrawFn) -> PlayResult:
    return play_result(
        gleich=draw(winners),
        hanger=draw(winners),
        spiel=draw(st.sampled_from([Party.AC, Party.BD])),
    )


#: The answers a player may give, words and all, legal or not.
_KINDS = [AnswerKind.GUT, AnswerKind.HALTEN, AnswerKind.RAISE, AnswerKind.GUT_BEI]


@st.composite
def any_wagers(draw: st.DrawFn, max_events: int = 12) -> tuple[Event, ...]:
    """Random sequences of bids, answers and raises, legal and illegal: any seat, any
    figure or none, any level (a jump, a raise out of turn, an answer to nothing), now
    and then a card played."""
    events: list[Event] = []
    for _ in range(draw(st.integers(1, max_events))):
        what = draw(st.sampled_from(["bid", "answer", "answer", "answer", "card"]))
        seat = draw(seats)
        if events and draw(st.booleans()):  # mostly the other party speaks next
            seat = draw(st.sampled_from(events[-1].seat.party.other.seats))
        if what == "bid":
            figs = draw(st.lists(st.sampled_from(list(Figure)), min_size=1, max_size=2))
            events.append(bid(seat, *dict.fromkeys(figs)))
        elif what == "card":
            events.append(a_card(seat))
        else:
            kind = draw(st.sampled_from(_KINDS))
            fig = draw(st.none() | st.sampled_from(list(Figure)))
            level = draw(st.none() | st.sampled_from([2, 3, 4, 5, 6, 7]))
            if kind is AnswerKind.RAISE and level is None:
                level = draw(st.sampled_from([3, 4, 5]))
            events.append(Answer(seat, kind, fig, level))
    return deal(*events)
