"""The referee's fold over a transcript: each deal's play, then its wager, then the score.

``judge(transcript, rules) -> Report`` is the entry point the faces use for the whole
report; ``judge_deals`` gives the same one deal at a time (``check``, ``annotate`` and
the pytest plugin write each deal out and drop it), and ``judge`` is made of it.  Data
flows one way: events → ``PlayResult`` (play.py) → ``WagerResult`` (wager.py,
scoring.py) → findings with citations → ``Report``.

What lives here is only what spans deals: the rulebook and target chosen by the
header, the running score, the table's own score lines (``Stand:``) and the deadline
for complaints about them, the end of the match, and the rulings on ``Streit:`` lines.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING

from referee.base.record import field, record, replace
from referee.judge.play import judge_play
from referee.judge.wager import (
    WagerRules,
    WagerState,
    describe_state,
    judge_wager,
    running_score,
    wager_states_at,
)
from referee.model.events import (
    Annotation,
    BareCall,
    Bid,
    Cut,
    Deal,
    Dealer,
    DegreeDeclaration,
    Dispute,
    Event,
    Exchange,
    Figure,
    Hand,
    Play,
    ScoreClaim,
    Show,
    Span,
    Talk,
    ThrowIn,
    Transcript,
    Trick,
    TrumpTurn,
)
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import DealReport, DisputeRuling, Elsewhere, Message, Report, message_key
from referee.model.results import FigureOutcome, Outcome, WagerResult
from referee.model.seats import Party, Seat, party_named
from referee.rules import rulebook as rulebooks
from referee.table.deal import TableRules
from referee.table.state import Table, players_of, table_for

if TYPE_CHECKING:
    from pathlib import Path

DEFAULT_RULEBOOK = "1890"
Score = Mapping[Party, int]


@record
class _Setup:
    """What the header and the rulebook fix before the first deal."""

    rulebook: rulebooks.Rulebook
    target: int
    score: Score
    table: Table
    wager: WagerRules
    findings: tuple[Finding, ...]


def judge(
    transcript: Transcript, rules: str | None = None, base_dir: str | Path | None = None
) -> Report:
    """Judge a parsed transcript under ``rules`` (a rulebook id or a house-rules path).

    Without ``rules`` the transcript's ``[Regeln "…"]`` header decides, else 1890.
    Raises ``referee.rules.rulebook.RulebookError`` when the rulebook cannot be loaded.
    The whole report, gathered from ``judge_deals`` (the one fold there is).
    """
    judging = judge_deals(transcript, rules, base_dir)
    pieces = list(judging.deals)
    found = [*judging.opening, *(f for p in pieces for f in p.findings)]
    last = pieces[-1] if pieces else None
    return Report(
        filename=transcript.filename,
        rulebook=judging.rulebook,
        target=judging.target,
        names=MappingProxyType(transcript.names),
        deals=tuple(p.report for p in pieces if p.report is not None),
        findings=tuple(sorted(found, key=_POSITION)),
        disputes=tuple(d for p in pieces for d in p.disputes),
        winner=last.winner if last else None,
        score=MappingProxyType(dict(last.score if last else judging.initial_score)),
        initial_score=judging.initial_score,
        players=judging.players,
    )


def judge_text(
    text: str | bytes,
    filename: str = "<transcript>",
    rules: str | None = None,
    base_dir: str | Path | None = None,
) -> Report:
    """Parse and judge.  Raises ``referee.notation.parser.ParseError`` for a bad transcript."""
    from referee.notation import parse

    return judge(parse(text, filename), rules, base_dir)


def judge_file(path: str | Path, rules: str | None = None) -> Report:
    """Read, parse and judge a file; house rules named in it resolve relative to it."""
    from pathlib import Path  # not at start-up: the command line passes the folder's name

    from referee.base.resources import read_input

    path = Path(path)
    return judge_text(read_input(path), str(path), rules, path.parent)


# --------------------------------------------------------------------------- set-up
def _plain_number(text: str) -> bool:
    """ASCII digits, at most nine ("²" and 5,000 digits are no target)."""
    text = text.strip()
    return text.isascii() and text.isdigit() and len(text.lstrip("0")) <= 9


def _target(transcript: Transcript, rb: rulebooks.Rulebook) -> tuple[int, list[Finding]]:
    """The points to go out: the [Ziel] header where it is a number, else the rulebook's
    (target.points); a note where a fixed target is overridden, or why it is unreadable."""
    target = rb.param("target.points")
    raw = transcript.header("Ziel")
    if raw is None:
        return target, []
    span = _header_span(transcript, "Ziel")
    if not (_plain_number(raw) and int(raw) > 0):
        shown = raw if len(raw) <= 40 else raw[:40] + "…"
        found = _finding(
            Kind.UNDETERMINED, "target", "replay.target-unreadable", span, value=shown, used=target
        )
        return target, [found]
    if rb.param("target.fixed") and int(raw) != target:
        found = _finding(
            Kind.NOTE, "target", "replay.target-differs", span, header=int(raw), rule=target
        )
        return int(raw), [found]
    return int(raw), []


def _start_score(transcript: Transcript) -> tuple[Mapping[Party, int], list[Finding]]:
    """The score the match starts from: the [Stand] header, else 0:0 (and why, where
    the header cannot be read)."""
    score = {Party.AC: 0, Party.BD: 0}
    raw = transcript.header("Stand")
    if raw is not None:
        parsed = parse_score(raw, players_of(transcript.header("Spieler")))
        if parsed is None:
            span = _header_span(transcript, "Stand")
            key = "replay.start-score-unreadable"
            found = _finding(Kind.UNDETERMINED, "claims-deadline", key, span, value=raw)
            return MappingProxyType(score), [found]
        score.update(parsed)
    return MappingProxyType(score), []


def _setup(transcript: Transcript, rules: str | None, base_dir: str | Path | None) -> _Setup:
    """What the whole transcript is judged by: its rulebook, target, starting score,
    table and wager rules, and what its headers leave open."""
    if rules:  # the command line's --rules may name any file
        rb = rulebooks.load(rules, base_dir)
    else:  # a transcript's [Regeln] only one in its own directory tree
        named = transcript.header("Regeln") or DEFAULT_RULEBOOK
        rb = rulebooks.load(named, base_dir, within=base_dir or os.getcwd())
    target, target_found = _target(transcript, rb)
    score, score_found = _start_score(transcript)
    findings = [*target_found, *score_found, *_table_notes(transcript)]
    return _Setup(
        rb,
        target,
        score,
        table_for(
            TableRules.from_rulebook(rb), transcript.header("Spieler"), transcript.header("Karten")
        ),
        WagerRules.from_rulebook(rb),
        tuple(findings),
    )


def _table_notes(transcript: Transcript) -> list[Finding]:
    """A table of two, and seven cards, rest on marked interpretations: say so once."""
    out = []
    if players_of(transcript.header("Spieler")) == 2:
        span = _header_span(transcript, "Spieler")
        out.append(_finding(Kind.NOTE, "seating", "table.two-players", span))
        if (transcript.header("Karten") or "").strip() == "7":
            out.append(
                _finding(
                    Kind.NOTE, "seating", "table.seven-cards", _header_span(transcript, "Karten")
                )
            )
    return out


def parse_score(text: str, players: int = 4) -> dict[Party, int] | None:
    """``"A+C 12, B+D 14"`` → {A+C: 12, B+D: 14} (at two: ``"A 3, B 1"``); None when it
    does not read so."""
    result: dict[Party, int] = {}
    for part in text.split(","):
        words = part.split()
        if len(words) != 2:
            return None
        party = party_named(words[0], players)
        try:
            points = int(words[1])
        except ValueError:
            return None
        if party is None:
            return None
        result[party] = points
    return result if len(result) == 2 else None


def _header_span(transcript: Transcript, key: str) -> Span:
    for h in reversed(transcript.headers):
        if h.key.casefold() == key.casefold():
            return h.span
    return Span(1, 1, 1, 1)


# --------------------------------------------------------------------------- the fold
@record
class DealJudged:
    """One deal's share of the report, final: what a face can write out and then drop.

    The findings are cited and in the order they were found (the report sorts them by
    position); they include what this deal settles of the deal before (the deadline for
    a complaint about its score line).
    """

    deal: Deal  # the transcript's deal
    report: DealReport | None  # None: played after the match was over
    findings: tuple[Finding, ...]
    disputes: tuple[DisputeRuling, ...]
    score: Score  # the running score after the deal
    winner: Party | None  # the party that has gone out by its end


@record
class Judging:
    """A transcript being judged deal by deal (``judge_deals``): what the header fixes,
    and the deals as a one-pass iterator of ``DealJudged``."""

    rulebook: str
    target: int
    players: int
    initial_score: Score
    opening: tuple[Finding, ...]  # the header's findings, cited
    deals: Iterator[DealJudged]


def judge_deals(
    transcript: Transcript, rules: str | None = None, base_dir: str | Path | None = None
) -> Judging:
    """Judge a transcript one deal at a time: from deal to deal only the running state
    passes (score, who went out, a score line not yet complained of, the deal before),
    so a face that writes each deal out and drops it holds at most two deals' results
    (a deal is given out once the next one is judged: its deadline for complaints can
    still add a ruling).  ``judge`` gathers the same pieces into the whole report.
    Raises ``referee.rules.rulebook.RulebookError`` when the rulebook cannot be loaded.
    """
    setup = _setup(transcript, rules, base_dir)
    lanes = [_Lane(setup, setup.score)]
    if any(isinstance(e, Dispute) for d in transcript.deals for e in d.events):
        lanes += [  # a dispute is also ruled under every other built-in rulebook
            _Lane(other, other.score)
            for other_id in rulebooks.builtin_ids()
            if other_id != setup.rulebook.id
            for other in (replace(_setup(transcript, other_id, base_dir), target=setup.target),)
        ]
    return Judging(
        rulebook=setup.rulebook.id,
        target=setup.target,
        players=setup.table.players,
        initial_score=setup.score,
        opening=_final(setup.findings, setup),
        deals=_pieces(transcript.deals, tuple(lanes), transcript.names),
    )


@record
class _Lane:
    """One rulebook's fold from deal to deal: the running state, not the history."""

    setup: _Setup
    score: Score
    winner: Party | None = None
    claim: tuple[ScoreClaim, Score] | None = None  # a wrong Stand not yet complained of
    previous: DealReport | None = None  # the last deal judged


@record
class _Held:
    """A deal judged under each lane's rulebook, held until the next deal is judged."""

    deal: Deal
    before: tuple[_Lane, ...]  # each lane as the deal began
    after: tuple[_Lane, ...]
    reports: tuple[DealReport | None, ...]
    found: tuple[tuple[Finding, ...], ...]  # what each lane found at this deal


def _pieces(
    deals: Iterable[Deal], lanes: tuple[_Lane, ...], names: Mapping[Seat, str]
) -> Iterator[DealJudged]:
    """Each deal judged in every lane; given out one deal behind, with its disputes."""
    held: _Held | None = None
    earlier = tuple(lane.setup.findings for lane in lanes)  # before the first deal
    for deal in deals:
        steps = [_step(lane, deal) for lane in lanes]
        now = _Held(
            deal,
            lanes,
            tuple(s[0] for s in steps),
            tuple(s[1] for s in steps),
            tuple(s[2] for s in steps),
        )
        lanes = now.after
        if held is not None:
            yield _given_out(held, earlier, now.found, names)
            earlier = held.found
        held = now
    if held is not None:
        yield _given_out(held, earlier, tuple(() for _ in lanes), names)


def _given_out(
    held: _Held,
    earlier: tuple[tuple[Finding, ...], ...],
    later: tuple[tuple[Finding, ...], ...],
    names: Mapping[Seat, str],
) -> DealJudged:
    """The held deal, final: its findings cited, its disputes ruled on what each lane
    found at the deal before, at this one and at the next (all that its lines can get)."""
    here = held.after[0]
    disputes: tuple[DisputeRuling, ...] = ()
    if any(isinstance(e, Dispute) for e in held.deal.events):
        runs = [
            _make_run(
                lane.setup,
                [r for r in (lane.previous, report) if r is not None],
                (*before, *found, *after),
                names,
            )
            for lane, report, before, found, after in zip(
                held.before, held.reports, earlier, held.found, later, strict=True
            )
        ]
        disputes = tuple(_disputes_of(held.deal, runs[0], runs[1:]))
    return DealJudged(
        held.deal,
        held.reports[0],
        _final(held.found[0], here.setup),
        disputes,
        here.score,
        here.winner,
    )


def _final(findings: Iterable[Finding], setup: _Setup) -> tuple[Finding, ...]:
    """Findings as the report gives them: cited, parties named for the table."""
    return _named_at(_cited(findings, setup.rulebook), setup.table)


def _step(lane: _Lane, deal: Deal) -> tuple[_Lane, DealReport | None, tuple[Finding, ...]]:
    """One deal under one rulebook: the lane after it, the deal's report (None after the
    match's end), and what was found."""
    if lane.winner is not None:
        note = _finding(
            Kind.NOTE, "target", "replay.after-match-end", deal.span, party=lane.winner.value
        )
        return lane, None, (note,)
    setup, score, findings = lane.setup, lane.score, []
    if lane.claim is not None:
        score, note = _claim_deadline(lane.claim, deal, score)
        findings.extend(note)
    before = score
    findings.extend(
        check_next_dealer(deal, lane.previous.wager if lane.previous is not None else None)
    )
    play = judge_play(deal.events, setup.table)
    wager = judge_wager(deal.events, play, setup.wager, score, setup.target)
    findings.extend(play.findings)
    findings.extend(wager.findings)
    report = DealReport(deal.number, play, wager, deal.span, before)
    claim: tuple[ScoreClaim, Score] | None = None
    for event in (e for e in deal.events if isinstance(e, ScoreClaim)):
        wrong = _check_claim(event, wager.score)
        if wrong is not None:
            findings.append(wrong)
            claim = (event, wager.score)
        else:
            claim = None  # a correct line corrects an earlier wrong one
    after = _Lane(setup, wager.score, wager.winner, claim, report)
    return after, report, tuple(findings)


# --- concern first-dealer (who deals after the first deal) ---------------------------------
def lost_deal(points: Score) -> Party | None:
    """The party that "verspielt" the deal (1890/1924 §1; "der Verlierer", B §1): the one
    that wrote fewer points in it, penalties included; None for equal points
    (interpretation next-dealer-verspielt).

    >>> lost_deal({Party.AC: 3, Party.BD: 1})
    <Party.BD: 'B+D'>
    >>> lost_deal({Party.AC: 2, Party.BD: 2}) is None
    True
    """
    ac, bd = points.get(Party.AC, 0), points.get(Party.BD, 0)
    if ac == bd:
        return None
    return Party.AC if ac < bd else Party.BD


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
    points = _score_text((p, previous.points.get(p, 0)) for p in Party)
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


def _check_claim(claim: ScoreClaim, score: Score) -> Finding | None:
    """A ``Stand:`` line that disagrees with the referee's count (§21: complaints)."""
    if all(claim.of(p) in (None, score[p]) for p in Party):
        return None
    return _finding(
        Kind.RULING,
        "claims-deadline",
        "replay.score-claim-wrong",
        claim.span,
        claimed=_score_text(claim.scores),
        counted=_score_text(score.items()),
    )


def _claim_deadline(
    pending: tuple[ScoreClaim, Score], next_deal: Deal, score: Score
) -> tuple[Score, list[Finding]]:
    """§21: a complaint holds only until the next deal's first card lies on the table.

    The transcript records no complaint, so once the next deal's first card is played
    the table's written score stands (interpretation ``written-score-stands``).
    """
    claim, counted = pending
    if not any(isinstance(e, (Play, Trick)) for e in next_deal.events):
        return score, []
    adopted = {p: (claim.of(p) if claim.of(p) is not None else counted[p]) for p in Party}
    note = _finding(
        Kind.RULING,
        "claims-deadline",
        "replay.score-claim-stands",
        claim.span,
        claimed=_score_text(adopted.items()),
    )
    return MappingProxyType(adopted), [note]


def _score_text(scores: Iterable[tuple[Party, int]]) -> str:
    return ", ".join(f"{p.value} {n}" for p, n in scores)


# --------------------------------------------------------------------------- disputes
@record
class _Run:
    """A deal judged under one rulebook, as a dispute ruling consults it: the deal and
    the one before, and what was found at them and at the next (``_given_out``)."""

    setup: _Setup
    deals: Mapping[Span, DealReport]  # by the span of the deal's ``Runde`` line
    findings: Sequence[Finding]  # in line order (stable), so that ``lines`` indexes them
    names: Mapping[Seat, str] = field(default_factory=dict)
    lines: Sequence[int] = ()  # the line of each finding: a dispute finds its deal's by bisection


def _make_run(
    setup: _Setup, deals: Sequence[DealReport], findings: Sequence[Finding], names: Mapping
) -> _Run:
    """The run with its findings in line order and indexed by line, so that each dispute
    reads the findings of its own lines only (by bisection)."""
    ordered = tuple(sorted(findings, key=lambda f: f.span.line))
    lines = tuple(f.span.line for f in ordered)
    return _Run(setup, {d.span: d for d in deals}, ordered, names, lines)


def _disputes_of(deal: Deal, here: _Run, others: Sequence[_Run]) -> Iterator[DisputeRuling]:
    """Rule on each ``Streit:`` line of a deal, here and under every other built-in
    rulebook."""
    at = [i for i, e in enumerate(deal.events) if isinstance(e, Dispute)]
    states = [_wagers_at(deal, at, run) for run in (here, *others)]
    for i in at:
        event = deal.events[i]
        ruling, cites, about = _rule_at(deal, i, here, states[0][i])
        elsewhere = []
        for other, wagers in zip(others, states[1:], strict=True):
            o_ruling, o_cites, _ = _rule_at(deal, i, other, wagers[i])
            if o_ruling != ruling or _refs(o_cites) != _refs(cites):
                elsewhere.append(Elsewhere(other.setup.rulebook.id, o_ruling, o_cites))
        yield DisputeRuling(event.question, ruling, cites, tuple(elsewhere), event.span, about)


def _wagers_at(deal: Deal, at: Sequence[int], run: _Run) -> dict[int, WagerState]:
    """The wager at each ``Streit:`` line of a deal, in one pass over the deal."""
    judged = run.deals.get(deal.span)
    return wager_states_at(
        deal.events,
        at,
        run.setup.wager,
        play=judged.play if judged else None,
        before=judged.before if judged else None,
        target=run.setup.target,
    )


def _rule_at(
    deal: Deal, index: int, run: _Run, state: WagerState
) -> tuple[tuple[Message, ...], tuple[Citation, ...], str | None]:
    """The ruling on the ``Streit:`` line at ``deal.events[index]``, its citations, and
    the concern the question is about (None: not recognised).

    It describes the wager's state at that line (the wager module names the concerns
    behind its description; they are cited by their paragraphs and explanation pages)
    and adds the violations and rulings found earlier in the same deal with their full
    citations, interpretations included, unless the state already speaks of them.
    """
    rb, before = run.setup.rulebook, deal.events[:index]
    at = _state_at(deal, index, run, state)
    asked = _answer(deal, index, run, at.state, at.judged, at.settled)
    # the concern that answers the question leads (issue 16): the direct answer's, else
    # the end game's or the last point's near the target, then the state's
    leading = (*_deciding(asked, at.closing_concerns), *at.concerns)
    found, found_cites = _earlier_findings(deal, index, run, at)
    described, context_cites = at.described, ()
    if not at.concerns:
        # nothing bid: the question is about the deal's last step; a rule a finding of
        # this deal already states is not said again in general words
        context = _context(before)
        said = {key for key, _ in found}
        found += [
            _context_sentence(c, rb)
            for c in context
            if c in _PARAM_SENTENCES and said.isdisjoint(_PARAM_SENTENCES[c][3])
        ]
        context_cites = _paragraphs_of(context, rb)
        if found:  # then "nobody owes a figure" is no answer to the question
            described = [m for m in described if m[0] != "wager.state-nobody-owes"]
    # what the wager says leads when the wager is what the dispute is about
    parts = described + found if at.concerns else found + described
    parts, extra = _with_answer(parts, asked, rb)
    cites = (*_paragraphs_of(leading, rb), *found_cites, *context_cites, *extra)
    return _once(parts), tuple(dict.fromkeys(cites)), asked[1] if asked else None


def _once(parts: Iterable[Message]) -> tuple[Message, ...]:
    """The sentences of a ruling, each once (two findings of a deal may say the same,
    e.g. a card not in this deck, listed in a hand and played).

    >>> m = ("deal.not-in-deck", MappingProxyType({"card": "W"}))
    >>> len(_once([m, ("x", MappingProxyType({})), m]))
    2
    """
    return tuple({message_key(m): m for m in parts}.values())


@record
class _StateAt:
    """The wager at a ``Streit:`` line and what the ruling says of it."""

    state: WagerState
    judged: DealReport | None
    settled: bool  # asked after the last card: the question is what the deal came to
    described: list[Message]
    concerns: tuple[str, ...]
    closing_concerns: tuple[str, ...]


def _state_at(deal: Deal, index: int, run: _Run, state: WagerState) -> _StateAt:
    """What a ruling says of ``state``, the wager at ``deal.events[index]``."""
    judged = run.deals.get(deal.span)
    if judged is not None and _deal_over(deal.events, index):
        figures = judged.wager.figures
        described = [_outcome_message(figures[f]) for f in Figure if f in figures]
        return _StateAt(state, judged, True, described, ("scoring-order",), ())
    closing, closing_concerns = (
        _closing_in(running_score(state, judged.before), run.setup.target)
        if judged is not None
        else ([], ())
    )
    concerns = (*state.concerns, *closing_concerns)
    return _StateAt(
        state, judged, False, [*describe_state(state), *closing], concerns, closing_concerns
    )


def _earlier_findings(
    deal: Deal, index: int, run: _Run, at: _StateAt
) -> tuple[list[Message], tuple[Citation, ...]]:
    """The violations and rulings of this deal up to the ``Streit:`` line (and at its
    last event, where the deal's settlement is written, when asked after the last card),
    found by bisection in the run's line index, with their citations."""
    rb = run.setup.rulebook
    first = bisect_left(run.lines, deal.span.line)
    last = bisect_left(run.lines, deal.events[index].span.line + at.settled)
    found: list[Message] = []
    cites: list[Citation] = []
    for f in run.findings[first:last]:
        if f.kind in (Kind.NOTE, Kind.UNDETERMINED) or f.concern in at.state.concerns:
            continue
        found.append((f.key, f.args))
        cites.extend(f.cites or rb.cite(f.concern))
    return found, tuple(cites)


def _paragraphs_of(concerns: Iterable[str], rb: rulebooks.Rulebook) -> tuple[Citation, ...]:
    """The paragraphs and explanation pages of ``concerns`` (their interpretations are
    cited where a finding rests on them)."""
    return tuple(
        c
        for concern in concerns
        for c in rb.cite(concern)
        if c.authority is not Authority.INTERPRETATION
    )


def _deciding(
    asked: tuple[Message | None, str] | None, closing: tuple[str, ...]
) -> tuple[str, ...]:
    """The concerns whose citations lead a dispute's ruling: the one a direct answer rests
    on, and the rule near the target (the end game, the last point), which decides what
    may happen next there.

    >>> _deciding((None, "must-have"), ("end-game-ties",))
    ('must-have', 'end-game-ties')
    >>> _deciding(None, ())
    ()
    """
    return ((asked[1],) if asked is not None else ()) + closing


def _with_answer(
    parts: list[Message], asked: tuple[Message | None, str] | None, rb: rulebooks.Rulebook
) -> tuple[list[Message], tuple[Citation, ...]]:
    """The direct answer leads, with its concern's citations; a question not recognised
    is said so at the end."""
    if asked is None:
        return [*parts, ("replay.question-unrecognised", MappingProxyType({}))], ()
    answer, concern = asked
    cites = tuple(c for c in rb.cite(concern) if c.authority is not Authority.INTERPRETATION)
    return ([answer, *parts] if answer is not None else parts), cites


# --- the question a dispute asks ------------------------------------------------------
_ORDINALS = {"erst": 1, "zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "first": 1,
             "second": 2, "third": 3, "fourth": 4, "fifth": 5}  # fmt: skip
_KINDS: tuple[tuple[str, str], ...] = (
    ("next-dealer", r"\bgibt\b|\bgeben\b|\bgeber\b|\bdeals?\b"),
    ("exchange", r"tausch|exchange"),
    ("trick", r"stich|trick"),
    ("must-have", r"\bmuss\b.*\bhaben\b|\bmust\b.*\bhave\b"),
    ("overbid", r"zugleich\b.*\bbiete|\bbiete.*\bzugleich|überb[io]|overbid|\bbid.*\bat once"),
    ("bid", r"\bgebot|\bgeboten\b|\bbiete|\bbids?\b|\bbidding\b"),
    ("score", r"\bstand\b|wie steht|\bscore\b"),
    ("went-out", r"\baus\b|ausgegangen|went out|\bout\b"),
    (
        "end-game",
        r"\d\s*(?:zu|:|to)\s*\d.*(?:entscheid|decid)|(?:entscheid|decid).*\d\s*(?:zu|:|to)\s*\d",
    ),
)


def question_kind(question: str) -> str | None:
    """The common kind of a dispute's question, or None (not recognised).

    >>> question_kind("Muss B jetzt ein Gleich haben?")
    'must-have'
    >>> question_kind("Wer hat den dritten Stich gemacht?")
    'trick'
    >>> question_kind("23 zu 23 – was entscheidet jetzt?")
    'end-game'
    >>> question_kind("Was entscheidet jetzt?") is None
    True
    """
    text = question.casefold()
    return next((kind for kind, rx in _KINDS if re.search(rx, text)), None)


def _answer(
    deal: Deal,
    index: int,
    run: _Run,
    state: WagerState,
    judged: DealReport | None,
    settled: bool,
) -> tuple[Message | None, str] | None:
    """A direct answer to a dispute of a common kind and the concern it rests on; None
    when the question is not recognised (the answer itself may be None: then what the
    ruling already says is the answer)."""
    question = deal.events[index].question
    kind = question_kind(question)
    if kind is None:
        return None
    before = deal.events[:index]
    if kind in ("exchange", "overbid"):  # the play (the wager) rules on it itself
        return None, kind
    if kind == "must-have":
        return _answer_must_have(question, state, run.names), "must-have"
    if kind == "bid":
        return _answer_bid(before, state), "bid-form"
    if kind == "trick":
        return _answer_trick(question, judged), "trick-winner"
    if kind == "next-dealer":
        return _answer_next_dealer(deal, run, judged, settled), "first-dealer"
    if kind in ("score", "end-game"):
        score = (
            judged.wager.score
            if judged and settled
            else running_score(state, judged.before if judged else None)
        )
        if kind == "end-game":
            return _answer_end_game(score, run.setup.target), "end-game-ties"
        return _msg("replay.answer-score", score=_score_text(score.items())), "scoring-order"
    winner = judged.wager.winner if judged and settled else None
    if winner is None:
        return _msg("replay.answer-nobody-out"), "scoring-order"
    return _msg("replay.answer-went-out", party=winner.value), "scoring-order"


def _answer_end_game(score: Mapping[Party, int], target: int) -> Message | None:
    """ "Was entscheidet bei 23 zu 23?": in the end game (both parties one short) the
    ruling's own words on it are the answer (None); elsewhere, that it does not apply."""
    if all(score[p] == target - 1 for p in Party):
        return None
    return _msg("replay.answer-no-endgame", score=_score_text(score.items()))


def _msg(key: str, **args: object) -> Message:
    return (key, MappingProxyType(args))


def _seat_in(question: str, names: Mapping[Seat, str]) -> Seat | None:
    """The seat a question names: a seat letter, or a (unique word of a) player's name."""
    words = re.findall(r"[\w+]+", question)
    for word in words:
        if word in {s.value for s in Seat}:
            return Seat(word)
    for seat, name in names.items():
        if any(w.casefold() in {n.casefold() for n in name.split()} for w in words):
            return seat
    return None


def _figure_in(question: str) -> Figure | None:
    text = question.casefold()
    return next((f for f in Figure if f.value in text), None)


def _answer_must_have(question: str, state: WagerState, names: Mapping[Seat, str]) -> Message:
    seat, fig = _seat_in(question, names), _figure_in(question)
    owed = [m for m in state.must_have if (seat is None or m.seat is seat)]
    owed = [m for m in owed if fig is None or m.figure is fig]
    who = seat.value if seat else "?"
    if owed:
        return _msg("replay.answer-must-have", seat=owed[0].seat.value, figure=owed[0].figure.value)
    return _msg("replay.answer-need-not-have", seat=who, figure=fig.value if fig else "figur")


def _answer_bid(before: Sequence[Event], state: WagerState) -> Message:
    last = next((e for e in reversed(before) if isinstance(e, (Bid, BareCall))), None)
    if last is None:
        return _msg("replay.answer-no-bid-said")
    if isinstance(last, BareCall):
        return _msg("replay.answer-not-a-bid", seat=last.seat.value, figure=last.figure.value)
    at = max(i for i, e in enumerate(before) if e is last)
    void = any(v.index == at for v in state.voids)
    figures = ", ".join(f.value for f in last.figures)
    key = "replay.answer-void-bid" if void else "replay.answer-was-a-bid"
    return _msg(key, seat=last.seat.value, figures=figures)


def _answer_trick(question: str, judged: DealReport | None) -> Message:
    text = question.casefold()
    number = next((int(m) for m in re.findall(r"(\d)\.?", text)), None)
    if number is None:
        number = next((n for w, n in _ORDINALS.items() if w in text), None)
    tricks = {t.number: t for t in judged.play.tricks} if judged else {}
    trick = tricks.get(number) if number is not None else None
    if trick is None or trick.winner is None:
        return _msg("replay.answer-trick-unknown", number=number or "?")
    won = next(p for p in trick.plays if p.seat is trick.winner)
    return _msg(
        "replay.answer-trick",
        number=number,
        seat=trick.winner.value,
        card=won.counts_as.code,
    )


def _answer_next_dealer(deal: Deal, run: _Run, judged: DealReport | None, settled: bool) -> Message:
    """After the deal: its loser deals next; during it: the loser of the deal before."""
    result = judged.wager if judged and settled else _previous(deal, run)
    if result is None:
        return _msg("replay.answer-dealer-first")
    if any(o.outcome is Outcome.OFFEN for o in result.figures.values()):
        return _msg("replay.answer-dealer-unknown")
    loser = lost_deal(result.points)
    if loser is None:
        return _msg("replay.answer-dealer-open")
    key = "replay.answer-dealer-next" if settled else "replay.answer-dealer-now"
    return _msg(key, party=loser.value)


def _previous(deal: Deal, run: _Run) -> WagerResult | None:
    spans = sorted(run.deals, key=lambda sp: (sp.line, sp.column))
    earlier = [sp for sp in spans if sp.line < deal.span.line]
    return run.deals[earlier[-1]].wager if earlier else None


#: The concerns that govern the state after each kind of event (for a ``Streit:`` line
#: that follows it with nothing bid and nothing found).
_CONTEXT: dict[type, tuple[str, ...]] = {
    Dealer: ("first-dealer",),
    Cut: ("cut", "deal-packets"),
    Hand: ("deck",),
    TrumpTurn: ("trump-turn", "exchange"),
    Exchange: ("exchange",),
    Play: ("follow-suit", "trick-winner"),
    Trick: ("follow-suit", "trick-winner"),
    Show: ("showing",),
    DegreeDeclaration: ("degree-declaration",),
    ThrowIn: ("throw-in",),
    ScoreClaim: ("claims-deadline",),
}

#: Concerns whose answer is one yes/no parameter: the sentence for each value, and the
#: findings that already say which value holds (then the sentence is not added).
_PARAM_SENTENCES: dict[str, tuple[str, str, str, frozenset[str]]] = {
    "exchange": (
        "exchange.mandatory",
        "replay.context-exchange-must",
        "replay.context-exchange-may",
        frozenset(),
    ),
    "trump-turn": (
        "trump.eichel_allowed",
        "replay.context-eichel-allowed",
        "replay.context-eichel-never",
        frozenset({"trump.turned-again", "trump.eichel-passed"}),
    ),
}


def _deal_over(events: Sequence[Event], index: int) -> bool:
    """Nothing but talk, remarks and score lines follows ``index`` in the deal: the
    question is asked when the deal is settled, after its last card or showing."""
    after = events[index + 1 :]
    return len(events) > 1 and all(isinstance(e, _AFTERWORDS) for e in after)


_AFTERWORDS = (Dispute, Talk, Annotation, ScoreClaim)


def _closing_in(score: Mapping[Party, int], target: int) -> tuple[list[Message], tuple[str, ...]]:
    """Near the target the rules change: both one short is the end game (1890 §25–§26
    with the author's note; Schlanders B §21), one short may not bid (§20, B §16).
    The sentences to say, and the concern they rest on."""
    short = [p for p in Party if score[p] == target - 1]
    text = _score_text(score.items())
    if len(short) == 2:
        return [("replay.endgame-both-short", MappingProxyType({"score": text}))], (
            "end-game-ties",
        )
    if short:
        (party,) = short
        args = MappingProxyType({"party": party.value, "score": text})
        return [("replay.one-short", args)], ("overbid",)
    return [], ()


def _outcome_message(o: FigureOutcome) -> Message:
    args = {"figure": o.figure.value, "outcome": o.outcome.value, "value": o.value}
    if o.party is None:
        return ("replay.figure-outcome-none", MappingProxyType(args))
    return ("replay.figure-outcome", MappingProxyType({**args, "party": o.party.value}))


def _context(before: Sequence[Event]) -> tuple[str, ...]:
    for event in reversed(before):
        if type(event) in _CONTEXT:
            return _CONTEXT[type(event)]
    return ()


def _context_sentence(concern: str, rb: rulebooks.Rulebook) -> Message:
    param, if_true, if_false, _ = _PARAM_SENTENCES[concern]
    return (if_true if rb.param(param) else if_false, MappingProxyType({}))


def _refs(cites: Iterable[Citation]) -> tuple[str, ...]:
    return tuple(sorted(c.ref for c in cites))


# --------------------------------------------------------------------------- helpers
def _finding(kind: Kind, concern: str, key: str, span: Span, **args: object) -> Finding:
    return Finding(kind=kind, concern=concern, key=key, args=MappingProxyType(args), span=span)


#: A finding's place in the transcript, (line, column): the report's order (read in C, not
#: by a Python function called once per finding).
_POSITION = attrgetter("span.line", "span.column")


#: Where a concern's penalty is set apart from the rule itself (a revoke is forbidden by
#: 1890 §13, its penalty is whatever §32 lets the table agree, e.g. a house paragraph).
_PENALTY_CONCERNS = {"follow-suit": "revoke-penalty"}


def _cited(findings: Iterable[Finding], rb: rulebooks.Rulebook) -> tuple[Finding, ...]:
    """Fill each finding's citations from the rulebook's concern map; a penalty also
    cites the paragraph that sets it."""
    out = []
    for f in findings:
        cites = f.cites or rb.cite(f.concern)  # the rulebook's own tuple: one per concern
        if f.penalty is not None and f.concern in _PENALTY_CONCERNS:
            extra = rb.cite(_PENALTY_CONCERNS[f.concern])
            more = tuple(c for c in extra if c.authority is Authority.PARAGRAPH and c not in cites)
            cites += more
        out.append(f if cites is f.cites else replace(f, cites=cites))
    return tuple(out)


_SIDES = re.compile(r"\b([AB])\+[CD]\b")


def _named_at(findings: tuple[Finding, ...], table: Table) -> tuple[Finding, ...]:
    """At a table of two a party is named by its one seat: "A", not "A+C"."""
    if table.players == 4:
        return findings
    return tuple(
        replace(
            f,
            args={k: _SIDES.sub(r"\1", v) if isinstance(v, str) else v for k, v in f.args.items()},
        )
        for f in findings
    )


__all__ = [
    "DealJudged",
    "Judging",
    "judge",
    "judge_deals",
    "judge_file",
    "judge_text",
    "parse_score",
]
