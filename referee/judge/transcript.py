"""The referee's fold over a transcript: each deal's play, then its wager, then the score.

``judge(transcript, rules) -> Report`` is the entry point the faces use for the whole
report; ``judge_deals`` gives the same one deal at a time (``check``, ``annotate`` and
the pytest plugin write each deal out and drop it), and ``judge`` is made of it.  Data
flows one way: events → ``PlayResult`` (play.py) → ``WagerResult`` (wager.py,
scoring.py) → findings with citations → ``Report``.

What lives here is only what spans deals: the rulebook and target chosen by the
header, the running score, the table's own score lines (``Stand:``) and the deadline
for complaints about them, who deals next, and the end of the match.  The rulings on
``Streit:`` lines are ``disputes.py``'s: the fold hands it each deal that has one.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING

from referee import rules as rulebooks
from referee.base.record import record, replace
from referee.judge.disputes import disputes_of, make_run, penalty_cites, score_text
from referee.judge.first_dealer import check_first_dealer, check_next_dealer
from referee.judge.ledger import WagerRules
from referee.judge.play import judge_play
from referee.judge.take_back import taken_back
from referee.judge.wager import judge_wager, running_score, wager_states_at
from referee.model.events import (
    Deal,
    Dispute,
    Play,
    ScoreClaim,
    Span,
    Transcript,
    Trick,
)
from referee.model.findings import Finding, Kind
from referee.model.report import DealReport, DisputeRuling, Message, Report
from referee.model.results import PlayResult
from referee.model.seats import Party, Seat, party_named
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
    Raises ``referee.rules.RulebookError`` when the rulebook cannot be loaded.
    The whole report, gathered from ``judge_deals`` (the one fold there is).
    """
    judging = judge_deals(transcript, rules, base_dir)
    return gathered(transcript, judging, list(judging.deals))


def gathered(transcript: Transcript, judging: Judging, pieces: Sequence[DealJudged]) -> Report:
    """The whole report of ``judging`` from its ``pieces`` (all of them, in order): what
    ``judge`` returns, for a face that also wrote the pieces out one by one."""
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
        target_assumed=judging.target_assumed,
    )


def judge_text(
    text: str | bytes,
    filename: str = "<transcript>",
    rules: str | None = None,
    base_dir: str | Path | None = None,
) -> Report:
    """Parse and judge.  Raises ``referee.notation.ParseError`` for a bad transcript."""
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
    (target.points); a note where the header contradicts a fixed target (which then
    holds), or why it is unreadable."""
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
        # the rulebook fixes it (A 3): the match ends there, whatever the header says
        found = _finding(
            Kind.NOTE, "target", "replay.target-differs", span, header=int(raw), rule=target
        )
        return target, [found]
    return int(raw), []


def _start_score(transcript: Transcript, target: int) -> tuple[Mapping[Party, int], list[Finding]]:
    """The score the match starts from: the [Stand] header, else 0:0 (and why, where
    the header cannot be read, or cannot be: a party already at the target has gone
    out, and no deal of the match is left to play)."""
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
        out = [p for p in Party if score[p] >= target]
        if out:
            span = _header_span(transcript, "Stand")
            key = "replay.start-score-over"
            args = {"value": raw, "party": out[0].value, "target": target}
            return MappingProxyType(score), [_finding(Kind.RULING, "target", key, span, **args)]
    return MappingProxyType(score), []


def _setup(transcript: Transcript, rules: str | None, base_dir: str | Path | None) -> _Setup:
    """What the whole transcript is judged by: its rulebook, target, starting score,
    table and wager rules, and what its headers leave open."""
    if rules:  # the command line's --rules may name any file
        rb = rulebooks.load(rules, base_dir)
    else:  # a transcript's [Regeln] only one in its own directory tree
        rb = _header_rulebook(transcript.header("Regeln") or DEFAULT_RULEBOOK, base_dir)
    target, target_found = _target(transcript, rb)
    score, score_found = _start_score(transcript, target)
    findings = [*target_found, *score_found, *_table_notes(transcript, rb)]
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


def _header_rulebook(named: str, base_dir: str | Path | None) -> rulebooks.Rulebook:
    """The rulebook ``[Regeln]`` names, in the transcript's own directory tree; a name
    that is neither built in nor a file there is said with what it may have meant."""
    try:
        return rulebooks.load(named, base_dir, within=base_dir or os.getcwd())
    except rulebooks.RulebookError as exc:
        problems = exc.problems
        if len(problems) != 1 or getattr(problems[0][2], "key", "") != "rulebook.not-found":
            raise
        from referee.rules.named import unknown_named

        raise rulebooks.RulebookError([(named, None, unknown_named(named, base_dir))]) from None


def _table_notes(transcript: Transcript, rb: rulebooks.Rulebook) -> list[Finding]:
    """A table of two, and seven cards, rest on marked interpretations: say so once; a
    rulebook that does not govern a table of that many (seating.players; Schlanders A 2)
    says so, and the deals are judged by its other rules only as a makeshift."""
    out = []
    players = players_of(transcript.header("Spieler"))
    allowed = rb.param("seating.players")
    if players not in allowed:
        span = _header_span(transcript, "Spieler")
        key = "table.players-not-governed"
        out.append(
            _finding(Kind.RULING, "seating", key, span, players=players, allowed=tuple(allowed))
        )
    elif players == 2:
        span = _header_span(transcript, "Spieler")
        out.append(_finding(Kind.NOTE, "seating", "table.two-players", span))
    if players == 2 and (transcript.header("Karten") or "").strip() == "7":
        out.append(
            _finding(Kind.NOTE, "seating", "table.seven-cards", _header_span(transcript, "Karten"))
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
    #: where the target comes from when no [Ziel] gives it and the rulebook only
    #: suggests one (1890 §5, S. 61): those refs; () when the header or the rule fixes it
    target_assumed: tuple[str, ...] = ()


def judge_deals(
    transcript: Transcript, rules: str | None = None, base_dir: str | Path | None = None
) -> Judging:
    """Judge a transcript one deal at a time: from deal to deal only the running state
    passes (score, who went out, a score line not yet complained of, the deal before),
    so a face that writes each deal out and drops it holds at most two deals' results
    (a deal is given out once the next one is judged: its deadline for complaints can
    still add a ruling).  ``judge`` gathers the same pieces into the whole report.
    Raises ``referee.rules.RulebookError`` when the rulebook cannot be loaded.
    """
    setup = _setup(transcript, rules, base_dir)
    lanes = [_Lane(setup, setup.score)]
    if any(isinstance(e, Dispute) for d in transcript.deals for e in d.events):
        lanes += [  # a dispute is also ruled under every other built-in rulebook
            _Lane(other, other.score)
            for other_id in rulebooks.builtin_ids()
            if other_id != setup.rulebook.id
            for other in (_other_setup(_setup(transcript, other_id, base_dir), setup.target),)
        ]
    return Judging(
        rulebook=setup.rulebook.id,
        target=setup.target,
        players=setup.table.players,
        initial_score=setup.score,
        opening=_final(setup.findings, setup),
        deals=_pieces(transcript.deals, tuple(lanes), transcript.names),
        target_assumed=_target_assumed(transcript, setup.rulebook),
    )


def _target_assumed(transcript: Transcript, rb: rulebooks.Rulebook) -> tuple[str, ...]:
    """The refs of the target the rulebook suggests, where no readable [Ziel] names one
    and the rulebook does not fix it; () otherwise."""
    raw = transcript.header("Ziel")
    if rb.param("target.fixed") or (raw is not None and _plain_number(raw) and int(raw) > 0):
        return ()
    return rb.param_info("target.points").refs or ("target.points",)


def _other_setup(other: _Setup, target: int) -> _Setup:
    """Another rulebook's set-up for comparing disputes: the same target as this one,
    unless that rulebook fixes its own (Schlanders A 3: 24), which then holds."""
    if other.rulebook.param("target.fixed"):
        return other
    return replace(other, target=target)


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
            make_run(
                lane.setup.rulebook,
                lane.setup.wager,
                lane.setup.target,
                [r for r in (lane.previous, report) if r is not None],
                (*before, *found, *after),
                names,
                lane.setup.table.players,
                lane.setup.table,
            )
            for lane, report, before, found, after in zip(
                held.before, held.reports, earlier, held.found, later, strict=True
            )
        ]
        disputes = tuple(disputes_of(held.deal, runs[0], runs[1:]))
        disputes = _disputes_named_at(disputes, here.setup.table.players)
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
    setup, score = lane.setup, lane.score
    findings: list[Finding] = []
    if lane.claim is not None:
        score, stands = _claim_deadline(lane.claim, deal, score)
        findings.extend(stands)
    before = score
    previous = lane.previous.wager if lane.previous is not None else None
    findings.extend(check_first_dealer(deal, setup.table.rules, first=lane.previous is None))
    findings.extend(check_next_dealer(deal, previous))
    events, back = taken_back(deal.events, lambda evs: judge_play(evs, setup.table))
    play = judge_play(events, setup.table)
    wager = judge_wager(events, play, setup.wager, score, setup.target)
    findings.extend(back)
    findings.extend(play.findings)
    findings.extend(wager.findings)
    report = DealReport(deal.number, play, wager, deal.span, before)
    claim: tuple[ScoreClaim, Score] | None = None
    for event, moment in _claims_at(deal, play, setup, before):
        wrong = _check_claim(event, wager.score, moment)
        if wrong is not None:
            findings.append(wrong)
            claim = (event, wager.score)
        else:
            claim = None  # a correct line corrects an earlier wrong one
    after = _Lane(setup, wager.score, wager.winner, claim, report)
    return after, report, tuple(findings)


def _claims_at(
    deal: Deal, play: PlayResult, setup: _Setup, before: Score
) -> list[tuple[ScoreClaim, Score | None]]:
    """Each ``Stand:`` line of a deal with the score written at its moment (what counted
    at once: a figure let good, a penalty struck at once); None after the deal's last
    card, where the deal's whole count is meant."""
    at = [i for i, e in enumerate(deal.events) if isinstance(e, ScoreClaim)]
    if not at:
        return []
    last = max((i for i, e in enumerate(deal.events) if isinstance(e, (Play, Trick))), default=-1)
    states = wager_states_at(
        deal.events, at, setup.wager, play=play, before=before, target=setup.target
    )
    out: list[tuple[ScoreClaim, Score | None]] = []
    for i in at:
        event = deal.events[i]
        assert isinstance(event, ScoreClaim)
        moment = MappingProxyType(running_score(states[i], before)) if i < last else None
        out.append((event, moment))
    return out


def _check_claim(claim: ScoreClaim, score: Score, moment: Score | None = None) -> Finding | None:
    """A ``Stand:`` line that disagrees with the referee's count (§21: complaints): with
    the score at its moment (``moment``, a line written while cards are still to come),
    or with the deal's whole count."""
    for counted in (moment, score):
        if counted is not None and all(claim.of(p) in (None, counted[p]) for p in Party):
            return None
    counted = moment if moment is not None else score
    return _finding(
        Kind.RULING,
        "claims-deadline",
        "replay.score-claim-wrong",
        claim.span,
        claimed=score_text(claim.scores),
        counted=score_text(counted.items()),
    )


def _claim_deadline(
    pending: tuple[ScoreClaim, Score], next_deal: Deal, score: Score
) -> tuple[Score, list[Finding]]:
    """§21: a complaint holds only until the next deal's first card lies on the table.

    The transcript records no complaint, so once the next deal's first card is played
    the table's written score stands (interpretation ``written-score-stands``).
    """
    claim, counted = pending
    first = next((i for i, e in enumerate(next_deal.events) if isinstance(e, (Play, Trick))), None)
    if first is None:
        return score, []
    corrected = any(
        isinstance(e, ScoreClaim) and all(e.of(p) in (None, counted[p]) for p in Party)
        for e in next_deal.events[:first]
    )
    if corrected:  # a right line before the first card: the complaint came in time
        return score, []
    adopted = {p: n if (n := claim.of(p)) is not None else counted[p] for p in Party}
    note = _finding(
        Kind.RULING,
        "claims-deadline",
        "replay.score-claim-stands",
        claim.span,
        claimed=score_text(adopted.items()),
    )
    return MappingProxyType(adopted), [note]


# --------------------------------------------------------------------------- helpers
def _finding(kind: Kind, concern: str, key: str, span: Span, **args: object) -> Finding:
    return Finding(kind=kind, concern=concern, key=key, args=MappingProxyType(args), span=span)


#: A finding's place in the transcript, (line, column): the report's order.
_POSITION = attrgetter("span.line", "span.column")


def _cited(findings: Iterable[Finding], rb: rulebooks.Rulebook) -> tuple[Finding, ...]:
    """Fill each finding's citations from the rulebook's concern map; a penalty also
    cites the paragraph that sets it."""
    out = []
    for f in findings:
        cites = f.cites or rb.cite(f.concern)  # the rulebook's own tuple: one per concern
        cites += penalty_cites(f, cites, rb)
        out.append(f if cites is f.cites else replace(f, cites=cites))
    return tuple(out)


_SIDES = re.compile(r"\b([AB])\+[CD]\b")


def _named_at(findings: tuple[Finding, ...], table: Table) -> tuple[Finding, ...]:
    """At a table of two a party is named by its one seat: "A", not "A+C", and a
    finding names only the seats at the table (a party's two seats are one there)."""
    if table.players == 4:
        return findings
    seated = table.seats
    return tuple(
        replace(
            f,
            args=_one_seat_args(f.args),
            seats=tuple(dict.fromkeys(s for s in f.seats if s in seated)),
        )
        for f in findings
    )


def _one_seat_args(args: Mapping[str, object]) -> dict[str, object]:
    """A message's args with each party named by its one seat ("A+C" → "A").

    >>> _one_seat_args({"party": "A+C", "points": 2})
    {'party': 'A', 'points': 2}
    """
    return {k: _SIDES.sub(r"\1", v) if isinstance(v, str) else v for k, v in args.items()}


def _disputes_named_at(
    disputes: tuple[DisputeRuling, ...], players: int
) -> tuple[DisputeRuling, ...]:
    """The rulings on ``Streit:`` lines, their parties named for the table (as findings)."""
    if players == 4:
        return disputes
    return tuple(
        replace(
            d,
            ruling=_messages_at(d.ruling),
            elsewhere=tuple(replace(e, ruling=_messages_at(e.ruling)) for e in d.elsewhere),
        )
        for d in disputes
    )


def _messages_at(ruling: tuple[Message, ...]) -> tuple[Message, ...]:
    return tuple((key, MappingProxyType(_one_seat_args(args))) for key, args in ruling)


__all__ = [
    "DealJudged",
    "Judging",
    "judge",
    "judge_deals",
    "judge_file",
    "judge_text",
    "parse_score",
]
