"""The rulings on ``Streit:`` lines: what a dispute asks, and what the rules answer.

The fold over a transcript (``transcript.py``) holds each deal until the next one is
judged, then hands this module a ``Run`` per rulebook (the deal, the one before, and what
was found at them and at the next) and asks ``disputes_of`` for the deal's rulings.  A
question is read by ``referee.notation.questions`` into its kind and slots and answered
by ``answers`` from what is known at its line (never from a later one): the direct
answer, why, and the paragraph that decides it, under the transcript's rulebook and,
where they differ, under every other built-in one.  A question not understood gets a
note with the nearest form understood, in German and in English: the face that renders
the note says the one of the report's language.

The fold may call this module, never the reverse: who lost a deal (``lost_deal``) and a
score in words (``score_text``), which both need, are given here.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache, partial
from types import MappingProxyType

from referee.base.record import field, record
from referee.judge.answers import Answer, At, answer, lost_deal, standing_plays
from referee.judge.ledger import WagerRules
from referee.judge.play import judge_play
from referee.judge.take_back import taken_back
from referee.judge.wager import (
    Stage,
    WagerState,
    judge_wager,
    running_score,
    wager_states_at,
)
from referee.model.cards import Card
from referee.model.events import (
    Annotation,
    Deal,
    Dispute,
    Event,
    Figure,
    Hand,
    ScoreClaim,
    Span,
    Talk,
)
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import DealReport, DisputeRuling, Elsewhere, message, message_key
from referee.model.results import Decided, PlayResult, WagerResult
from referee.model.seats import SEATS, Party, Seat
from referee.notation.questions import Question, nearest_form, read
from referee.rules import Rulebook
from referee.table.figures import needs_naming
from referee.table.state import Table

Score = Mapping[Party, int]


# --------------------------------------------------------------------------- the runs
@record
class Run:
    """A deal judged under one rulebook, as a dispute ruling consults it: the deal and
    the one before, and what was found at them and at the next."""

    rulebook: Rulebook
    wager: WagerRules
    target: int
    deals: Mapping[Span, DealReport]  # by the span of the deal's ``Runde`` line
    findings: Sequence[Finding]  # in line order (stable), so that ``lines`` indexes them
    names: Mapping[Seat, str] = field(default_factory=dict)
    lines: Sequence[int] = ()  # the line of each finding: a dispute finds its deal's by bisection
    players: int = 4  # the players at the table
    table: Table | None = None  # the table the deal is judged at (to judge its play anew)

    @property
    def applies(self) -> bool:
        """The rulebook governs a table of this many players (seating.players: A 2)."""
        return self.players in self.rulebook.param("seating.players")


def make_run(
    rulebook: Rulebook,
    wager: WagerRules,
    target: int,
    deals: Sequence[DealReport],
    findings: Sequence[Finding],
    names: Mapping[Seat, str],
    players: int = 4,
    table: Table | None = None,
) -> Run:
    """The run with its findings in line order and indexed by line, so that each dispute
    reads the findings of its own lines only (by bisection)."""
    ordered = tuple(sorted(findings, key=lambda f: f.span.line))
    lines = tuple(f.span.line for f in ordered)
    deals_by = {d.span: d for d in deals}
    return Run(rulebook, wager, target, deals_by, ordered, names, lines, players, table)


def disputes_of(deal: Deal, here: Run, others: Sequence[Run]) -> Iterator[DisputeRuling]:
    """Rule on each ``Streit:`` line of a deal, here and under every other built-in
    rulebook: the question read (``referee.notation.questions``), answered from what is
    known at its line (``answers``), the deciding paragraph cited first."""
    asked = [(i, e) for i, e in enumerate(deal.events) if isinstance(e, Dispute)]
    at = [i for i, _ in asked]
    states = [_wagers_at(deal, at, run) for run in (here, *others)]
    marks = _Marks.of(deal, here.players)
    names = tuple(here.names.items())
    cuts: _Cuts = {}
    for i, event in asked:
        question = _read(event.question, names)
        if question is None:
            _kind, de, en = nearest_form(event.question, here.names)
            note = message("answer.not-understood", nearest_de=de, nearest_en=en)
            yield DisputeRuling(event.question, (note,), (), (), event.span, None)
            continue
        if question.stranger is not None:  # "Durfte Hofer …?" where no Hofer plays
            yield _stranger(event.question, question, here, event.span)
            continue
        given, cites = _rule_at(deal, i, here, states[0][i], question, marks, cuts)
        elsewhere = []
        for other, wagers in zip(others, states[1:], strict=True):
            if not other.applies:  # a table this rulebook does not govern
                elsewhere.append(_not_applicable(other))
                continue
            o_given, o_cites = _rule_at(deal, i, other, wagers[i], question, marks, cuts)
            if o_given.said != given.said or _refs(o_cites) != _refs(cites):
                elsewhere.append(Elsewhere(other.rulebook.id, o_given.said, o_cites, o_given.value))
        yield DisputeRuling(
            event.question,
            given.said,
            cites,
            tuple(elsewhere),
            event.span,
            given.concern,
            kind=question.kind,
            slots=MappingProxyType(question.slots()),
            value=given.value,
            decided_by=_deciding(given, cites, here.rulebook),
        )


def _stranger(text: str, question: Question, run: Run, span: Span) -> DisputeRuling:
    """A question that names as a player someone who is no player of this table: a
    note saying so, with the seats and the names the header gives — never an answer
    for whoever else did what it asks about."""
    seats = SEATS[: run.players]
    named = [f"{s.value} {run.names[s]}" for s in seats if run.names.get(s)]
    players = ", ".join(s.value for s in seats)
    if named:
        note = message(
            "answer.name-not-at-table", name=question.stranger, players=players,
            names=", ".join(named),
        )  # fmt: skip
    else:
        note = message("answer.name-not-at-table-unnamed", name=question.stranger, players=players)
    return DisputeRuling(
        text, (note,), (), (), span, None, kind=question.kind,
        slots=MappingProxyType(question.slots()),
    )  # fmt: skip


def _deciding(given: Answer, cites: Sequence[Citation], rb: Rulebook) -> tuple[str, ...]:
    """The refs of the ruling's first citations that are the deciding concern's."""
    own = {c.ref for c in rb.cite(given.concern)}
    refs: list[str] = []
    for c in cites:
        if c.ref not in own:
            break
        refs.append(c.ref)
    return tuple(dict.fromkeys(refs))


def _not_applicable(run: Run) -> Elsewhere:
    """Another rulebook that does not govern a table of this many players: "nicht
    anwendbar", with the paragraph that says for how many it is (A 2)."""
    cites = tuple(c for c in run.rulebook.cite("seating") if c.authority is Authority.PARAGRAPH)
    args = MappingProxyType({"players": run.players})
    return Elsewhere(run.rulebook.id, (("disputes.not-applicable", args),), cites)


def _wagers_at(deal: Deal, at: Sequence[int], run: Run) -> dict[int, WagerState]:
    """The wager at each ``Streit:`` line of a deal, in one pass over the deal."""
    judged = run.deals.get(deal.span)
    return wager_states_at(
        deal.events,
        at,
        run.wager,
        play=judged.play if judged else None,
        before=judged.before if judged else None,
        target=run.target,
    )


@record
class _Marks:
    """Where a deal's events change what a dispute may know, found once per deal: the
    last event that is not talk, a remark, a dispute or a score line (after it the deal
    is settled), and the event by which every seat's hand is given."""

    last_act: int
    hands_at: int
    acts: tuple[int, ...] = ()  # the index of every event that is not talk, a remark …

    @staticmethod
    def of(deal: Deal, players: int) -> _Marks:
        events = deal.events
        acts = [i for i, e in enumerate(events) if not isinstance(e, _AFTERWORDS)]
        first: dict[Seat, int] = {}
        for i, e in enumerate(events):
            if isinstance(e, Hand):
                first.setdefault(e.seat, i)
        hands_at = max(first.values()) if len(first) >= players else len(events)
        last_act = len(events) if len(events) <= 1 else acts[-1] if acts else -1
        return _Marks(last_act, hands_at, tuple(acts))


@lru_cache(maxsize=1024)
def _read(question: str, names: tuple[tuple[Seat, str], ...]) -> Question | None:
    """``read``, once per question and table (a file asks the same question often)."""
    return read(question, dict(names))


def _rule_at(
    deal: Deal,
    index: int,
    run: Run,
    state: WagerState,
    question: Question,
    marks: _Marks,
    cuts: _Cuts,
) -> tuple[Answer, tuple[Citation, ...]]:
    """The answer to the ``Streit:`` line at ``deal.events[index]`` under ``run``'s
    rulebook, and its citations: the deciding concern's paragraphs and explanation
    pages first (and the interpretations the answer rests on, where the rulebook has
    them), then the findings' own where the answer repeats one."""
    rb = run.rulebook
    known = _known_at(deal, index, run, state, marks, cuts)
    given = answer(question, known)
    cites = [
        c
        for c in rb.cite(given.concern)
        if c.authority is not Authority.INTERPRETATION or c.ref in given.rests_on
    ]
    said = {key for key, _ in given.said}
    for f in known.findings:
        if f.key in said:
            own = f.cites or rb.cite(f.concern)
            cites.extend((*own, *penalty_cites(f, own, rb)))
    return given, tuple(dict.fromkeys(cites))


def _known_at(
    deal: Deal, index: int, run: Run, state: WagerState, marks: _Marks, cuts: _Cuts
) -> At:
    """What is known at ``deal.events[index]``: nothing of a later line — the play as
    the events up to the line show it (``_cut_at``), the findings of the lines before."""
    judged = run.deals.get(deal.span)
    line = deal.events[index].span.line
    settled = judged is not None and index > marks.last_act and _played_out(judged.play, state)
    cut = _cut_at(deal, index, run, marks, cuts) if judged else None
    play = cut.play if cut else judged.play if judged else None
    findings = _findings_at(deal, line + settled, run, cut)
    tricks = tuple(
        t
        for t in (play.tricks if play else ())
        if t.winner is not None and all(0 < p.span.line < line for p in t.plays)
    )
    before = tuple(deal.events[:index])
    score = (
        judged.wager.score
        if judged and settled
        else running_score(state, judged.before if judged else None)
    )
    decisions = {Figure.GLEICH: play.gleich, Figure.HANGER: play.hanger} if play else {}
    naming = {f: needs_naming(play, f) for f in decisions} if play and not settled else {}
    return At(
        rulebook=run.rulebook,
        target=run.target,
        players=run.players,
        line=line,
        before=before,
        state=state,
        settled=settled,
        tricks=tricks,
        findings=findings,
        score=MappingProxyType(dict(score)),
        decisions=MappingProxyType(decisions),
        naming=MappingProxyType(naming),
        hands_known=index > marks.hands_at,
        result=judged.wager if judged and settled else None,
        previous=_previous(deal, run),
        names=run.names,
        trump=play.trump if play else None,
        perlaggs=play.perlaggs if play else (),
        holds=MappingProxyType(_holds(deal, index, play)),
        standing=standing_plays(before, findings),
        hand_size=play.hand_size if play else 5,
    )


@record
class _Cut:
    """A deal judged anew on its events up to an act: its play, and its wager's
    findings with that play."""

    play: PlayResult
    wager: tuple[Finding, ...]


#: the deal judged on its events up to an act, by rulebook and the act's index
_Cuts = dict[tuple[str, int], _Cut]


def _cut_at(deal: Deal, index: int, run: Run, marks: _Marks, cuts: _Cuts) -> _Cut | None:
    """The deal as the events before ``deal.events[index]`` show it: where an act
    follows the line (a card, a Hand line, a shown card …), its play and wager judged
    anew on the events up to the last act before it — so that a Hand line written
    after the line decides no revoke at it, and no bid's figure —, once per rulebook
    and act; None where no act follows (the deal's own play and findings stand)."""
    judged = run.deals[deal.span]
    later = bisect_left(marks.acts, index)
    if later >= len(marks.acts) or run.table is None:
        return None
    last = marks.acts[later - 1] if later else -1
    key = (run.rulebook.id, last)
    if key not in cuts:
        events = _on_the_table(deal.events[: last + 1], run.table)
        play = judge_play(events, run.table)
        wager = judge_wager(events, play, run.wager, judged.before, run.target)
        cuts[key] = _Cut(play, wager.findings)
    return cuts[key]


def _on_the_table(events: Sequence[Event], table: Table) -> tuple[Event, ...]:
    """``events`` with each card lawfully taken back out of play (``taken_back``)."""
    return taken_back(events, partial(judge_play, table=table))[0]


def _findings_at(deal: Deal, end: int, run: Run, cut: _Cut | None) -> tuple[Finding, ...]:
    """The run's findings of the deal's lines before ``end``; where the deal is judged
    anew at the line (``cut``), those of its play taken from the cut's play and those
    of its wager as the line knows them (``_wager_known``)."""
    first = bisect_left(run.lines, deal.span.line)
    last = bisect_left(run.lines, end)
    findings = tuple(run.findings[first:last])
    judged = run.deals.get(deal.span)
    if cut is None or judged is None:
        return findings
    own = {_signature(f) for f in (*judged.play.findings, *judged.wager.findings)}
    kept = [f for f in findings if _signature(f) not in own]
    known = [
        f
        for f in (*cut.play.findings, *_wager_known(judged.wager.findings, cut.wager))
        if deal.span.line <= f.span.line < end
    ]
    return tuple(sorted((*kept, *known), key=lambda f: f.span.line))


def _wager_known(whole: Sequence[Finding], cut: Sequence[Finding]) -> list[Finding]:
    """The deal's wager findings (``whole``) as the line knows them, from the wager
    judged on the events up to it (``cut``): a figure bid or held that the line cannot
    check yet (``must-have``, undetermined: its holder's cards come later) stands for
    the deal's finding at that bid — the false figure a later Hand line proves — and is
    kept whatever the later lines show.  Every other finding of the deal stays: what
    the cut finds only because the deal stops at the line (an answer not yet given,
    figures not yet settled) is no finding of the deal."""
    open_at = [g for g in cut if g.kind is Kind.UNDETERMINED and g.concern == "must-have"]
    out: list[Finding] = []
    for f in whole:
        instead = [g for g in open_at if g.seats == f.seats and g.span.line == f.span.line]
        out.extend(instead or (f,))
    out.extend(g for g in open_at if g not in out)
    return out


def _signature(f: Finding) -> tuple[object, ...]:
    """A finding as a value that can be hashed: what it says, where, of whom."""
    return (f.kind, f.concern, f.span, f.seats, message_key((f.key, f.args)))


def _played_out(play: PlayResult, state: WagerState) -> bool:
    """Whether the deal's play is over: every trick made, the Spiel decided by the
    tricks (then play may stop, S. 64), or the Spiel written at once (let good, thrown
    in) by the line; a transcript that stops before says too little, and what is
    written only at the deal's end (a still figure, S. 70) is not yet."""
    made = sum(1 for t in play.tricks if t.winner is not None)
    closed = state.figures[Figure.SPIEL].stage is Stage.CLOSED
    return closed or made >= play.hand_size or play.spiel.outcome is not Decided.UNKNOWN


def _holds(deal: Deal, index: int, play: PlayResult | None) -> dict[Seat, tuple[Card, ...]]:
    """The cards each seat holds at ``deal.events[index]``, for the seats whose Hand line
    is before it and whose cards at that moment are all known."""
    if play is None:
        return {}
    seats = {e.seat for e in deal.events[:index] if isinstance(e, Hand)}
    held = {s: play.known_holding(s, index) for s in seats}
    return {s: h.cards for s, h in held.items() if h.complete}


def _previous(deal: Deal, run: Run) -> WagerResult | None:
    spans = sorted(run.deals, key=lambda sp: (sp.line, sp.column))
    earlier = [sp for sp in spans if sp.line < deal.span.line]
    return run.deals[earlier[-1]].wager if earlier else None


_AFTERWORDS = (Dispute, Talk, Annotation, ScoreClaim)


def _refs(cites: Iterable[Citation]) -> tuple[str, ...]:
    return tuple(sorted(c.ref for c in cites))


# --------------------------------------------------------------------------- shared with the fold
#: Where a concern's penalty is set apart from the rule itself (a revoke is forbidden by
#: 1890 §13, its penalty is whatever §32 lets the table agree, e.g. a house paragraph).
_PENALTY_CONCERNS = {"follow-suit": "revoke-penalty"}


def penalty_cites(f: Finding, cites: Sequence[Citation], rb: Rulebook) -> tuple[Citation, ...]:
    """The paragraphs that set a violation's penalty apart from its rule, not already
    among ``cites`` (the finding's own and the dispute that repeats it cite both).

    >>> from referee.model.events import Span
    >>> from referee.rules import load
    >>> f = Finding(Kind.VIOLATION, "follow-suit", "play.revoke-agreed", span=Span(1, 1, 1, 2))
    >>> [c.ref for c in penalty_cites(f, (), load("1890"))]
    ['§32']
    """
    if f.kind is not Kind.VIOLATION or f.concern not in _PENALTY_CONCERNS:
        return ()
    extra = rb.cite(_PENALTY_CONCERNS[f.concern])
    return tuple(c for c in extra if c.authority is Authority.PARAGRAPH and c not in cites)


def score_text(scores: Iterable[tuple[Party, int]]) -> str:
    """A score in words, party by party.

    >>> score_text([(Party.AC, 12), (Party.BD, 14)])
    'A+C 12, B+D 14'
    """
    return ", ".join(f"{p.value} {n}" for p, n in scores)


__all__ = ["Run", "disputes_of", "lost_deal", "make_run", "penalty_cites", "score_text"]
