"""The rulings on ``Streit:`` lines: what a dispute asks, and what the rules answer.

The fold over a transcript (``transcript.py``) holds each deal until the next one is
judged, then hands this module a ``Run`` per rulebook (the deal, the one before, and what
was found at them and at the next) and asks ``disputes_of`` for the deal's rulings.  A
ruling describes the wager at the disputed line, the violations and rulings found
earlier in the deal, and a direct answer where the question is of a common kind
(``question_kind``); it is given under the transcript's rulebook and, where they differ,
under every other built-in one.

The fold may call this module, never the reverse: who lost a deal (``lost_deal``) and a
score in words (``score_text``), which both need, live here.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import MappingProxyType

from referee.base.record import field, record
from referee.judge.ledger import WagerRules
from referee.judge.wager import WagerState, describe_state, running_score, wager_states_at
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
    Trick,
    TrumpTurn,
)
from referee.model.findings import Authority, Citation, Finding, Kind
from referee.model.report import DealReport, DisputeRuling, Elsewhere, Message, message_key
from referee.model.results import FigureOutcome, Outcome, WagerResult
from referee.model.seats import Party, Seat
from referee.rules import Rulebook

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
) -> Run:
    """The run with its findings in line order and indexed by line, so that each dispute
    reads the findings of its own lines only (by bisection)."""
    ordered = tuple(sorted(findings, key=lambda f: f.span.line))
    lines = tuple(f.span.line for f in ordered)
    deals_by = {d.span: d for d in deals}
    return Run(rulebook, wager, target, deals_by, ordered, names, lines, players)


def disputes_of(deal: Deal, here: Run, others: Sequence[Run]) -> Iterator[DisputeRuling]:
    """Rule on each ``Streit:`` line of a deal, here and under every other built-in
    rulebook."""
    asked = [(i, e) for i, e in enumerate(deal.events) if isinstance(e, Dispute)]
    at = [i for i, _ in asked]
    states = [_wagers_at(deal, at, run) for run in (here, *others)]
    for i, event in asked:
        ruling, cites, about = _rule_at(deal, i, here, states[0][i])
        elsewhere = []
        for other, wagers in zip(others, states[1:], strict=True):
            if not other.applies:  # a table this rulebook does not govern
                elsewhere.append(_not_applicable(other))
                continue
            o_ruling, o_cites, _ = _rule_at(deal, i, other, wagers[i])
            if o_ruling != ruling or _refs(o_cites) != _refs(cites):
                elsewhere.append(Elsewhere(other.rulebook.id, o_ruling, o_cites))
        yield DisputeRuling(event.question, ruling, cites, tuple(elsewhere), event.span, about)


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


def _rule_at(
    deal: Deal, index: int, run: Run, state: WagerState
) -> tuple[tuple[Message, ...], tuple[Citation, ...], str | None]:
    """The ruling on the ``Streit:`` line at ``deal.events[index]``, its citations, and
    the concern the question is about (None: not recognised).

    It describes the wager's state at that line (the wager module names the concerns
    behind its description; they are cited by their paragraphs and explanation pages)
    and adds the violations and rulings found earlier in the same deal with their full
    citations, interpretations included, unless the state already speaks of them.
    """
    rb, before = run.rulebook, deal.events[:index]
    at = _state_at(deal, index, run, state)
    asked = _answer(deal, index, run, at.state, at.judged, at.settled)
    # the concern that answers the question leads (issue 16): the direct answer's, else
    # the end game's or the last point's near the target, then the state's
    leading = (*_deciding(asked, at.closing_concerns), *at.concerns)
    found, found_cites = _earlier_findings(deal, index, run, at)
    described = at.described
    context_cites: tuple[Citation, ...] = ()
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


def _state_at(deal: Deal, index: int, run: Run, state: WagerState) -> _StateAt:
    """What a ruling says of ``state``, the wager at ``deal.events[index]``."""
    judged = run.deals.get(deal.span)
    if judged is not None and _deal_over(deal.events, index):
        figures = judged.wager.figures
        described = [_outcome_message(figures[f]) for f in Figure if f in figures]
        return _StateAt(state, judged, True, described, ("scoring-order",), ())
    closing, closing_concerns = (
        _closing_in(running_score(state, judged.before), run.target)
        if judged is not None
        else ([], ())
    )
    concerns = (*state.concerns, *closing_concerns)
    return _StateAt(
        state, judged, False, [*describe_state(state), *closing], concerns, closing_concerns
    )


def _earlier_findings(
    deal: Deal, index: int, run: Run, at: _StateAt
) -> tuple[list[Message], tuple[Citation, ...]]:
    """The violations and rulings of this deal up to the ``Streit:`` line (and at its
    last event, where the deal's settlement is written, when asked after the last card),
    found by bisection in the run's line index, with their citations."""
    rb = run.rulebook
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


def _paragraphs_of(concerns: Iterable[str], rb: Rulebook) -> tuple[Citation, ...]:
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
    parts: list[Message], asked: tuple[Message | None, str] | None, rb: Rulebook
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
    run: Run,
    state: WagerState,
    judged: DealReport | None,
    settled: bool,
) -> tuple[Message | None, str] | None:
    """A direct answer to a dispute of a common kind and the concern it rests on; None
    when the question is not recognised (the answer itself may be None: then what the
    ruling already says is the answer)."""
    event = deal.events[index]
    question = event.question if isinstance(event, Dispute) else ""
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
            return _answer_end_game(score, run.target), "end-game-ties"
        return _msg("replay.answer-score", score=score_text(score.items())), "scoring-order"
    winner = judged.wager.winner if judged and settled else None
    if winner is None:
        return _msg("replay.answer-nobody-out"), "scoring-order"
    return _msg("replay.answer-went-out", party=winner.value), "scoring-order"


def _answer_end_game(score: Mapping[Party, int], target: int) -> Message | None:
    """ "Was entscheidet bei 23 zu 23?": in the end game (both parties one short) the
    ruling's own words on it are the answer (None); elsewhere, that it does not apply."""
    if all(score[p] == target - 1 for p in Party):
        return None
    return _msg("replay.answer-no-endgame", score=score_text(score.items()))


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


def _answer_next_dealer(deal: Deal, run: Run, judged: DealReport | None, settled: bool) -> Message:
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


def _previous(deal: Deal, run: Run) -> WagerResult | None:
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
    text = score_text(score.items())
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


def _context_sentence(concern: str, rb: Rulebook) -> Message:
    param, if_true, if_false, _ = _PARAM_SENTENCES[concern]
    return (if_true if rb.param(param) else if_false, MappingProxyType({}))


def _refs(cites: Iterable[Citation]) -> tuple[str, ...]:
    return tuple(sorted(c.ref for c in cites))


# --------------------------------------------------------------------------- shared with the fold
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


def score_text(scores: Iterable[tuple[Party, int]]) -> str:
    """A score in words, party by party.

    >>> score_text([(Party.AC, 12), (Party.BD, 14)])
    'A+C 12, B+D 14'
    """
    return ", ".join(f"{p.value} {n}" for p, n in scores)


__all__ = ["Run", "disputes_of", "lost_deal", "make_run", "question_kind", "score_text"]
