"""The answer to a typed question of a ``Streit:`` line, from the state at that line.

``answer`` is given a question (``referee.notation.questions``) and what is known at
the line (``At``: the events of the deal before it, the wager there, the tricks
finished before it, the findings of the deal's lines up to it, the running score) —
never anything the transcript says after the line.  It gives the direct answer's value
(docs/report.md's ``answer.value``: ``"yes"``, ``"no"``, a party, a seat, a card code,
points as digits, a score, or ``"unknown"``), the sentences that say it and why, and
the concern whose paragraph decides it (cited first by the dispute's ruling).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from referee.base.record import field, record, replace
from referee.judge.ledger import WagerRules, fig_name
from referee.judge.wager import FigureWager, OfferKind, Stage, WagerState
from referee.model.cards import Card, Suit, card
from referee.model.events import Answer as Reply
from referee.model.events import (
    AnswerKind,
    BareCall,
    Bid,
    Dealer,
    DealerCut,
    Event,
    Exchange,
    Figure,
    Play,
    TakeBack,
    Trick,
    TrumpTurn,
)
from referee.model.findings import Finding, Kind
from referee.model.report import Message, message
from referee.model.results import (
    Decided,
    FigureDecision,
    PlayedCard,
    TrickResult,
    WagerResult,
    tricks_for_the_spiel,
)
from referee.model.seats import SEATS, Party, Seat, party_name
from referee.notation.questions import Question
from referee.rules import Rulebook
from referee.table.deal import TableRules, cut_for_deal, cut_term
from referee.table.state import follows_suit

__all__ = ["Answer", "At", "answer", "lost_deal", "standing_plays"]


@record
class At:
    """What is known at a ``Streit:`` line, under one rulebook."""

    rulebook: Rulebook
    target: int
    players: int
    line: int
    before: tuple[Event, ...]  # the deal's events before the line
    state: WagerState
    settled: bool  # asked after the deal's last card
    tricks: tuple[TrickResult, ...]  # the tricks finished before the line
    findings: tuple[Finding, ...]  # the deal's findings at its lines up to this one
    score: Mapping[Party, int]  # as written at the line
    decisions: Mapping[Figure, FigureDecision] = field(default_factory=dict)  # from the hands
    #: the Perlaggs not christened yet that the better party needs for a figure, by seat
    #: (``figures.needs_naming``), before the deal is settled
    naming: Mapping[Figure, Mapping[Seat, tuple[Card, ...]]] = field(default_factory=dict)
    hands_known: bool = False  # every seat's Hand line is before the line
    result: WagerResult | None = None  # the deal's result, when asked after its last card
    previous: WagerResult | None = None  # the deal before's
    names: Mapping[Seat, str] = field(default_factory=dict)
    trump: Suit | None = None  # the deal's trump suit, where known
    perlaggs: tuple[Card, ...] = ()  # the deal's Perlaggs
    holds: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)  # from Hand lines
    #: the plays before the line still on the table (``standing_plays``), in order
    standing: tuple[Play, ...] = ()
    hand_size: int = 5  # the cards each seat is dealt: as many tricks are played


@record
class Answer:
    """The direct answer: its value, the sentences (the answer, then why), the concern
    that decides it."""

    value: str
    said: tuple[Message, ...]
    concern: str
    #: the interpretations of the concern the answer rests on, cited after its own
    #: paragraphs where the rulebook lists them (a rule no paragraph states word for word)
    rests_on: tuple[str, ...] = ()


def _party(p: Party, at: At) -> str:
    return party_name(p, at.players)


def _subject_party(q: Question, at: At) -> Party | None:
    if q.party is not None:
        return next((p for p in Party if p.value == q.party), None)
    if q.seat is not None:
        return Seat(q.seat).party
    return None


def _who(q: Question, at: At) -> str:
    """The seat or party the question names, as the answer says it."""
    if q.seat is not None:
        return q.seat
    party = _subject_party(q, at)
    return _party(party, at) if party else "?"


# --------------------------------------------------------------------------- the kinds
def _must_have(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    owed = [
        m
        for m in at.state.must_have
        if (q.seat is None or m.seat.value == q.seat)
        and (q.seat is not None or party is None or m.seat.party is party)
        and (q.figure is None or m.figure.value == q.figure)
    ]
    if owed:
        m = owed[0]
        return Answer(
            "yes", (message("replay.answer-must-have", seat=m.seat.value, figure=m.figure.value),),
            "must-have",
        )  # fmt: skip
    if q.figure is None:
        return Answer("no", (message("answer.need-not-have-any", seat=_who(q, at)),), "must-have")
    key = "replay.answer-need-not-have"
    return Answer("no", (message(key, seat=_who(q, at), figure=q.figure),), "must-have")


def _was_bid(q: Question, at: At) -> Answer:
    """ "Hat B geboten?" / "War das ein Gebot?": the last bid or bare call before the line
    by the seat asked (or by anyone), of the figure asked, if any.  A bare call is no bid
    (S. 67); a bid unseen is a bid, and the party's: what a player bids unseen his party
    bids jointly (1890 §29; Schlanders B §25), so his partner has bid it too."""
    said = [e for e in at.before if isinstance(e, Bid | BareCall)]
    if q.figure is not None:
        said = [e for e in said if q.figure in _figures_of(e)]
    party = _subject_party(q, at) if q.seat is None else None
    mine = [
        e for e in said
        if (q.seat is None and party is None) or e.seat.value == q.seat
        or (party is not None and e.seat.party is party)
        or (isinstance(e, Bid) and e.unseen and q.seat is not None
            and e.seat.party is Seat(q.seat).party)
    ]  # fmt: skip
    if not mine:
        if not said or (q.seat is None and party is None):
            return Answer("no", (message("replay.answer-no-bid-said"),), "bid-form")
        return Answer("no", (message("answer.seat-not-bid", seat=_who(q, at)),), "bid-form")
    last = mine[-1]
    if isinstance(last, BareCall):
        key = "replay.answer-not-a-bid"
        return Answer(
            "no", (message(key, seat=last.seat.value, figure=last.figure.value),), "bid-form"
        )
    index = max(i for i, e in enumerate(at.before) if e is last)
    figures = tuple(fig_name(f) for f in last.figures)
    if any(v.index == index for v in at.state.voids):  # why: the referee's finding there
        said_void = message("replay.answer-void-bid", seat=last.seat.value, figures=figures)
        why = [
            (f.key, f.args)
            for f in at.findings
            if f.kind is Kind.VIOLATION and f.span.line == last.span.line
        ]
        return Answer("yes", (said_void, *why[:1]), "bid-form")
    if last.unseen:
        return _unseen_bid(q, last, at)
    said_bid = message("replay.answer-was-a-bid", seat=last.seat.value, figures=figures)
    return Answer("yes", (said_bid,), "bid-form")


def _unseen_bid(q: Question, bid: Bid, at: At) -> Answer:
    """A bid unseen, asked about: yes, the party's joint bid (concern ``unseen-bids``:
    1890 §29, Schlanders B §25), said of the partner too where he is the one asked."""
    figures = tuple(fig_name(f) for f in bid.figures)
    party = _party(bid.seat.party, at)
    if q.seat is not None and q.seat != bid.seat.value:
        said = message(
            "answer.partner-bid-unseen", seat=q.seat, bidder=bid.seat.value, party=party,
            figures=figures,
        )  # fmt: skip
    else:  # at a table of two the party is the player alone: nobody bids with him
        key = "answer.bid-unseen" if at.players > 2 else "answer.bid-unseen-alone"
        said = message(key, seat=bid.seat.value, party=party, figures=figures)
    return Answer("yes", (said,), "unseen-bids")


def _figures_of(e: Bid | BareCall) -> tuple[str, ...]:
    return tuple(f.value for f in e.figures) if isinstance(e, Bid) else (e.figure.value,)


def _trick_of(q: Question, at: At) -> tuple[int, TrickResult | None]:
    if q.trick:
        return q.trick, next((t for t in at.tricks if t.number == q.trick), None)
    last = at.tricks[-1] if at.tricks else None
    return (last.number if last else 1), last


def _trick_winner(q: Question, at: At) -> Answer:
    number, trick = _trick_of(q, at)
    if trick is None or trick.winner is None:
        key = "answer.trick-not-yet"
        return Answer("unknown", (message(key, number=number),), "trick-winner")
    won = next(p for p in trick.plays if p.seat is trick.winner)
    said = message(
        "replay.answer-trick", number=number, seat=trick.winner.value, card=won.counts_as.code
    )
    return Answer(trick.winner.value, (said,), "trick-winner")


def _who_has(q: Question, at: At) -> Answer:
    """Who has the figure better (the party, "no": nobody, or "unknown"); asked of a
    party or seat („Hat A+C das Gleich?“), yes or no, then the same sentence."""
    found = _spiel_has(at) if q.figure in (None, "spiel") else _figure_has(q, at)
    subject = _subject_party(q, at) if "who" not in q.flags else None
    if subject is None or found.value == "unknown":
        return found
    yes = found.value == _party(subject, at)
    lead = message("answer.yes" if yes else "answer.no")
    return replace(found, value="yes" if yes else "no", said=(lead, *found.said))


def _tricks_won(at: At) -> dict[Party, int]:
    """The tricks each party has made before the line."""
    return {p: sum(1 for t in at.tricks if t.winner and t.winner.party is p) for p in Party}


def _spiel_made(at: At) -> Party | None:
    """The party that has made the Spiel by its tricks before the line (three of five,
    four of seven), if any: then play stops (S. 64; §24)."""
    need = tricks_for_the_spiel(at.hand_size)
    return next((p for p, n in _tricks_won(at).items() if n >= need), None)


def _spiel_has(at: At) -> Answer:
    """The party that has made the Spiel by its tricks before the line, or "no"."""
    need = tricks_for_the_spiel(at.hand_size)
    won = _tricks_won(at)
    have = _spiel_made(at)
    if have is None:
        args = {f"n_{p.name.lower()}": won[p] for p in Party}
        names = {"ac": _party(Party.AC, at), "bd": _party(Party.BD, at)}
        said = message("answer.spiel-not-yet", **args, **names, need=need)
        return Answer("no", (said,), "play-stop")
    said = message("answer.spiel-has", party=_party(have, at), need=need)
    return Answer(_party(have, at), (said,), "play-stop")


def _tricks_made(q: Question, at: At) -> Answer:
    """How many tricks a party has made by the line (the tricks finished before it);
    without a party, each party's ("A+C 2, B+D 1"); "Wer hat mehr Stiche?": the party
    with more, or "no" where they are even."""
    won = _tricks_won(at)
    party = _subject_party(q, at)
    if party is not None and "who" not in q.flags:
        said = message("answer.tricks-of", party=_party(party, at), n=won[party])
        return Answer(str(won[party]), (said,), "trick-winner")
    each = ", ".join(f"{_party(p, at)} {won[p]}" for p in Party)
    if "who" not in q.flags:
        return Answer(each, (message("answer.tricks-each", score=each),), "trick-winner")
    more = max(Party, key=won.__getitem__) if won[Party.AC] != won[Party.BD] else None
    if more is None:
        return Answer("no", (message("answer.tricks-even", score=each),), "trick-winner")
    said = message("answer.tricks-more", party=_party(more, at), score=each)
    return Answer(_party(more, at), (said,), "trick-winner")


def _figure_has(q: Question, at: At) -> Answer:
    """The party with the better Gleich or Hanger by the cards at the line."""
    fig = Figure(q.figure or "gleich")
    decision = at.decisions.get(fig)
    if not at.hands_known or decision is None or decision.outcome is Decided.UNKNOWN:
        key = "answer.figure-unknown"
        return Answer("unknown", (message(key, figure=fig.value),), "figure-decided-by-all")
    if decision.outcome is Decided.TIE or decision.party is None:
        return Answer(
            "no", (message("answer.figure-stands", figure=fig.value),), "figure-decided-by-all"
        )
    name = _party(decision.party, at)
    asked_of = "who" not in q.flags and (q.party or q.seat)  # „Hat A+C das Gleich?“: yes or no
    key = "answer.figure-has-plain" if asked_of else "answer.figure-has"
    said = message(key, figure=fig.value, party=name)
    naming = [
        message("answer.figure-if-named", seat=seat.value, cards=" ".join(c.code for c in cards))
        for seat, cards in at.naming.get(fig, {}).items()
    ]
    return Answer(name, (said, *naming), "figure-decided-by-all")


def _which_trump(q: Question, at: At) -> Answer:
    """The trump suit at the line (its letter: "H", "L", "S", "E"), as the card turned
    makes it (concern trump-turn); "unknown" before a card is turned, or where the
    transcript does not tell which."""
    if at.trump is None:
        return Answer("unknown", (message("answer.trump-unknown"),), "trump-turn")
    said = message("answer.trump-is", suit=at.trump.german)
    return Answer(at.trump.value, (said,), "trump-turn")


def _score(q: Question, at: At) -> Answer:
    """The score as written at the line: after the deal, its result; before its end,
    the score it began with and what counted at once, saying what is still open (then
    the concern ``silent-figures`` decides: still figures count at the deal's end)."""
    text = _score_text(at.score, at)
    said: tuple[Message, ...] = (message("replay.answer-score", score=text), *_wrong_claim(at))
    if not at.settled and any(w.stage is not Stage.CLOSED for w in at.state.figures.values()):
        return Answer(text, (*said, message("answer.score-open")), "silent-figures")
    return Answer(text, said, "scoring-order")


def _wrong_claim(at: At) -> tuple[Message, ...]:
    """The last wrong ``Stand:`` line of the deal before the line, still open to
    correction (concern claims-deadline): the table's written score differs from the count."""
    wrong = [f for f in at.findings if f.key == "replay.score-claim-wrong"]
    if not wrong:
        return ()
    last = wrong[-1]
    claimed = str(last.args.get("claimed", ""))
    return (message("answer.score-claim-open", line=last.span.line, claimed=claimed),)


def _score_text(score: Mapping[Party, int], at: At) -> str:
    return ", ".join(f"{_party(p, at)} {score.get(p, 0)}" for p in Party)


def _points(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    if party is None:
        return _score(q, at)
    n = at.score.get(party, 0)
    return Answer(
        str(n), (message("answer.points", party=_party(party, at), n=n),), "scoring-order"
    )


def _went_out(q: Question, at: At) -> Answer:
    out = at.result.winner if at.result is not None else None
    if out is None:
        out = next((p for p in Party if at.score.get(p, 0) >= at.target), None)
    asked = None if "who" in q.flags else _subject_party(q, at)
    if asked is not None:
        value = "yes" if out is asked else "no"
        key = "answer.is-out" if out is asked else "answer.is-not-out"
        said = message(
            key, party=_party(asked, at), target=at.target, score=_score_text(at.score, at)
        )
        return Answer(value, (said,), "scoring-order")
    if out is None:
        return Answer("no", (message("replay.answer-nobody-out"),), "scoring-order")
    return Answer(
        _party(out, at),
        (message("replay.answer-went-out", party=_party(out, at)),),
        "scoring-order",
    )


def _next_dealer(q: Question, at: At) -> Answer:
    if "next" in q.flags and not at.settled:  # the deal after this one: its loser deals
        return Answer("unknown", (message("replay.answer-dealer-next-open"),), "first-dealer")
    given = _dealer_by_rule(at)
    dealer = next((e for e in reversed(at.before) if isinstance(e, Dealer)), None)
    if at.settled or dealer is None:
        return given
    # "Wer gibt?" in the deal, its ``Geber:`` line before the question: that seat, then
    # why, where the deal before or the cut decides it
    said = message("answer.dealer-written", seat=dealer.seat.value, line=dealer.span.line)
    why = given.said if given.value != "unknown" else ()
    return Answer(dealer.seat.value, (said, *why), "first-dealer", given.rests_on)


def _dealer_by_rule(at: At) -> Answer:
    """Who deals by the rule: after the deal, its loser; in it, the loser of the deal
    before, or in the first deal the seat the cut chose."""
    result = at.result if at.settled else at.previous
    if result is None and not at.settled:
        return _first_dealer(at)
    if result is None:
        return Answer("unknown", (message("replay.answer-dealer-first"),), "first-dealer")
    if any(o.outcome.value == "offen" for o in result.figures.values()):
        return Answer("unknown", (message("replay.answer-dealer-unknown"),), "first-dealer")
    loser = lost_deal(result.points)
    if loser is None:
        return Answer("unknown", (message("replay.answer-dealer-open"),), "first-dealer")
    key = "replay.answer-dealer-next" if at.settled else "replay.answer-dealer-now"
    return Answer(_party(loser, at), (message(key, party=_party(loser, at)),), "first-dealer")


def _first_dealer(at: At) -> Answer:
    """The first deal: the cut for the deal before the line decides (§1, B §1), where
    every card of it is named; else who deals is what the cut chose, unsaid."""
    cut = next((e for e in at.before if isinstance(e, DealerCut)), None)
    rules = TableRules.from_rulebook(at.rulebook)
    chosen_cards = cut_for_deal(rules, cut) if cut is not None else None
    if chosen_cards is None:
        return Answer("unknown", (message("replay.answer-dealer-first"),), "first-dealer")
    chosen, cards = chosen_cards
    which = cut_term(rules)
    shown = ", ".join(f"{s.value} {c.code}" for s, c in cards if s in chosen)
    if len(chosen) > 1:
        seats = ", ".join(s.value for s in chosen)
        said = message("replay.answer-dealer-cut-tie", seats=seats, cards=shown, which=which)
        return Answer("unknown", (said,), "first-dealer", ("first-dealer-cut-order",))
    seat = chosen[0].value
    said = message("replay.answer-dealer-cut", seat=seat, cards=shown, which=which)
    return Answer(seat, (said,), "first-dealer", ("first-dealer-cut-order",))


def _end_game(q: Question, at: At) -> Answer:
    text = _score_text(at.score, at)
    if all(at.score.get(p, 0) == at.target - 1 for p in Party):
        said = (message("answer.yes"), message("replay.endgame-both-short", score=text))
        return Answer("yes", said, "end-game-ties")
    return Answer("no", (message("replay.answer-no-endgame", score=text),), "end-game-ties")


# --------------------------------------------------------------------------- acts
def _may_act(q: Question, at: At) -> Answer:
    act = q.act or "bid"
    handler = _ACTS.get(act)
    if handler is None:
        return Answer("unknown", (message("answer.act-unknown"),), "bid-right")
    return handler(q, at)


def _withdraw(q: Question, at: At) -> Answer:
    return Answer("no", (message("answer.no-withdraw", seat=_who(q, at)),), "no-retraction")


def _two_at_once(q: Question, at: At, party: Party) -> Answer:
    """„Darf A+C (mit 13 Punkten) zwei Figuren zugleich bieten?“: by the referee's own
    overbid rule (concern overbid: penalty.overbid_many_at_once), from the score the
    question names or, where it names none, the score at the line."""
    rules = WagerRules.from_rulebook(at.rulebook)
    score = q.points if q.points is not None else at.score.get(party, 0)
    name, need = _party(party, at), at.target - score
    if score == at.target - 1:
        short = message("answer.one-short-may-not-bid", party=name, score=f"{name} {score}")
        return Answer("no", (short,), "overbid")
    out = score + 2 * rules.score_gut >= at.target  # "gut" to both would carry it out
    ok = not (out and rules.overbid_many_at_once)
    key = "answer.at-once-allowed" if out and ok else f"answer.at-once-{'yes' if ok else 'no'}"
    said = (message("answer.yes" if ok else "answer.no"), message(key, party=name, need=need))
    return Answer("yes" if ok else "no", said, "overbid")


def _bid(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    over = [f for f in at.findings if f.kind is Kind.VIOLATION and f.concern == "overbid"]
    if over and (party is None or not over[-1].seats or over[-1].seats[0].party is party):
        return Answer("no", (message("answer.no"), (over[-1].key, over[-1].args)), "overbid")
    if "at-once" in q.flags and party is not None:  # the score it names, if it names one
        return _two_at_once(q, at, party)
    if party is not None and at.score.get(party, 0) == at.target - 1:
        said = message(
            "answer.one-short-may-not-bid", party=_party(party, at), score=_score_text(at.score, at)
        )
        return Answer("no", (said,), "overbid")
    fifth = q.trick == 5 or (len(at.tricks) == 4 and (q.figure in (None, "spiel")))
    decided = _spiel_made(at)
    if decided is not None and (fifth or q.figure == "spiel"):  # no trick is played for it
        said = message(
            "answer.spiel-decided-no-bid", seat=_who(q, at), party=_party(decided, at),
            n=tricks_for_the_spiel(at.hand_size),
        )  # fmt: skip
        return Answer("no", (said,), "play-stop")
    if fifth and not at.rulebook.is_silent("last-trick-spiel"):
        return Answer(
            "yes", (message("answer.fifth-trick-spiel", seat=_who(q, at)),), "last-trick-spiel"
        )
    if q.figure is not None and at.state.figures[Figure(q.figure)].stage is not Stage.SILENT:
        said = message("answer.already-bid", figure=q.figure)
        return Answer("no", (said,), "re-bid")
    return Answer("yes", (message("answer.anyone-may-bid", seat=_who(q, at)),), "bid-right")


def _raise(q: Question, at: At) -> Answer:
    """ "Darf A Drei sagen?" / "Darf B Vier sagen?": whether his party may raise now —
    an offer awaiting his party's answer, by one step on it (S. 67: "Drei" is one of
    the three answers to a bid; S. 69: "erst wenn ihm A Vier erwidert"); a figure held,
    by the party that may raise (§11), the next step only (S. 69).  Without a figure
    named, the figure his party may raise, else the one last held or offered."""
    party = _subject_party(q, at)
    figures = [w for w in at.state.figures.values() if q.figure in (None, w.figure.value)]
    offered = sorted(
        (w for w in figures if w.stage is Stage.OFFERED and w.offered_by), key=_offered_at
    )
    held = sorted((w for w in figures if w.stage is Stage.HELD), key=_held_at)
    awaiting = [w for w in offered if w.offered_by is not party]
    asked = q.points if q.points is not None else 3  # "Drei sagen"
    if awaiting and asked == awaiting[-1].pending + 1:
        return _raise_back(asked, awaiting[-1], at)
    mine = [w for w in held if w.may_raise is party]
    if mine or held:
        return _raise_held(q, (mine or held)[-1], party, at)
    if not offered:
        return Answer("no", (message("answer.nothing-held"),), "raise-start")
    w = (awaiting or offered)[-1]
    if w.offered_by is not party and asked > w.pending + 1:
        return _no_jump(asked, w.pending)
    key = "answer.bid-awaits" if w.offer is OfferKind.BID else "answer.raise-awaits"
    said = message(  # his own party's offer, or a step already said, awaits its answer
        key, figure=w.figure.value, n=w.pending,
        seat=w.offered_seat.value if w.offered_seat else "—",
        party=_party(w.offered_by.other, at) if w.offered_by else "—",
    )  # fmt: skip
    return Answer("no", (said,), "raise-start")


def _offered_at(w: FigureWager) -> int:
    return w.offered_at


def _held_at(w: FigureWager) -> int:
    return w.held_at


def _raise_held(q: Question, w: FigureWager, party: Party | None, at: At) -> Answer:
    """A held figure: only the party that may raise (§11), and by the next step."""
    if w.may_raise is None:  # the raise held: nobody goes on (S. 69)
        said = message("answer.nobody-may-raise", figure=w.figure.value, n=w.level)
        return Answer("no", (said,), "raise-start")
    may = w.may_raise is party
    if may and q.points is not None and q.points != w.level + 1:  # "Darf B Fünf sagen?"
        return _no_jump(q.points, w.level)
    key = "answer.may-raise" if may else "answer.may-not-raise"
    raiser = _party(w.may_raise, at) if w.may_raise else "—"
    said = message(key, seat=_who(q, at), figure=w.figure.value, raiser=raiser)
    return Answer("yes" if may else "no", (said,), "raise-start")


def _raise_back(asked: int, w: FigureWager, at: At) -> Answer:
    """An offer awaiting its answer: the answering party may raise it by one instead of
    holding it — a bid with "Drei" (S. 67, §11), a raise with the step after it (S. 69:
    „erst wenn ihm A Vier erwidert, kann er Fünf zurückgeben“)."""
    args = {
        "seat": w.offered_seat.value if w.offered_seat else "—",
        "party": _party(w.offered_by.other, at) if w.offered_by else "—",
        "figure": w.figure.value,
        "n": w.pending,
        "next": asked,
    }
    if w.offer is OfferKind.RAISE:
        return Answer("yes", (message("answer.may-raise-back", **args),), "raise-alternation")
    return Answer("yes", (message("answer.may-give-three", **args),), "raise-start")


def _no_jump(asked: int, level: int) -> Answer:
    """A raise that skips a step: no (S. 69: „Die Steigerung läßt keinen Sprung zu“)."""
    said = message("answer.raise-no-jump", level=level, next=level + 1, asked=asked)
    return Answer("no", (said,), "raise-alternation")


def _hold(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    offered = [w for w in at.state.figures.values() if w.stage is Stage.OFFERED]
    if q.figure is not None:
        offered = [w for w in offered if w.figure.value == q.figure]
    ok = any(w.offered_by is not None and w.offered_by is not party for w in offered)
    key = "answer.may-hold" if ok else "answer.may-not-hold"
    return Answer("yes" if ok else "no", (message(key, seat=_who(q, at)),), "answer-at-once")


def _trump(q: Question, at: At) -> Answer:
    """ "Darf C jetzt stechen?": whether C may lawfully trump now — his turn (concern
    ``lead``), a trick led, a trump or a Perlagg among his cards at the line; "Durfte C
    stechen?" after he played: the referee's finding at his card."""
    if q.cards and q.seat is not None:  # "Darf C den LA stechen?", A's LA on the table
        lying = _lying(q.cards[0], Seat(q.seat), at)
        if lying is not None:
            return _trump_the_card(Seat(q.seat), *lying, at)
    if q.cards:  # "Darf C den LA stechen?", LA in C's hand: may C play it
        return _played(q, at)
    if q.seat is None:
        return Answer("unknown", (message("answer.who-unknown"),), "follow-suit")
    seat = Seat(q.seat)
    if q.time == "act" and any(p.seat is seat for p in at.standing):
        return _played(q, at)
    return _not_now(seat, at) or _may_trump_now(seat, at)


def _lying(code: str, seat: Seat, at: At) -> tuple[Play, tuple[Play, ...]] | None:
    """The play of the card named by another seat than ``seat`` before the line, and
    the plays of its trick up to the line; None where no other seat laid it (then the
    card is ``seat``'s own to play)."""
    plays = at.standing
    for start in range(0, len(plays), at.players):
        trick = tuple(plays[start : start + at.players])
        for p in trick:
            named = p.christened if isinstance(p.christened, Card) else p.card
            if p.seat is not seat and (_same_card(p.card, code) or _same_card(named, code)):
                return p, trick
    return None


def _trump_the_card(seat: Seat, lying: Play, trick: tuple[Play, ...], at: At) -> Answer:
    """ "Darf C den LA stechen?" where another seat laid the LA: may C beat it with a
    trump or a Perlagg.  Before C laid his card to that trick, his turn and his cards
    at the line decide (``_not_now``, ``_may_trump_now``); after, his cards when the LA
    lay: he might trump where he held a trump or a Perlagg (§13: "außer es wird
    gestochen"; B §10), whether he did or not."""
    mine = next((p for p in trick if p.seat is seat), None)
    if mine is None:
        return _not_now(seat, at) or _may_trump_now(seat, at)
    if trick.index(mine) < trick.index(lying):  # his card lay first: nothing to trump
        said = message(
            "answer.laid-before", seat=seat.value, played=_code(mine.christened or mine.card),
            card=_code(lying.christened or lying.card),
        )  # fmt: skip
        return Answer("no", (said,), "follow-suit")
    held = at.holds.get(seat)
    if held is None:
        return Answer("unknown", (message("answer.hand-unknown", seat=seat.value),), "follow-suit")
    if at.trump is None:
        return Answer("unknown", (message("answer.trump-unknown"),), "follow-suit")
    plays = at.standing
    since = plays.index(mine)
    then = [*held, *(p.card for p in plays[since:] if p.seat is seat and isinstance(p.card, Card))]
    led = trick[0].christened if isinstance(trick[0].christened, Card) else trick[0].card
    trumps = [c.code for c in then if c.suit is at.trump or c in at.perlaggs]
    args = {
        "seat": seat.value,
        "card": _code(lying.christened or lying.card),
        "led": _code(led),
        "cards": ", ".join(trumps),
        "played": _code(mine.christened or mine.card),
    }
    if not trumps:
        return Answer("no", (message("answer.could-not-trump", **args),), "follow-suit")
    suit = isinstance(led, Card) and any(c.suit is led.suit and c not in at.perlaggs for c in then)
    key = "answer.could-trump" if suit else "answer.could-trump-void"
    return Answer("yes", (message(key, **args),), "follow-suit")


def _may_trump_now(seat: Seat, at: At) -> Answer:
    """At his turn: "no" where he leads or holds neither trump nor Perlagg, "yes" where
    he holds one (§13: "außer es wird gestochen"), "unknown" naming the missing fact."""
    led = _led(at)
    if led is None:
        return Answer("no", (message("answer.trump-leads", seat=seat.value),), "follow-suit")
    if at.trump is None:
        return Answer("unknown", (message("answer.trump-unknown"),), "follow-suit")
    if isinstance(led, str):
        return Answer("unknown", (message("answer.led-unknown"),), "follow-suit")
    held = at.holds.get(seat)
    if held is None:
        return Answer("unknown", (message("answer.hand-unknown", seat=seat.value),), "follow-suit")
    trumps = [c.code for c in held if c.suit is at.trump or c in at.perlaggs]
    args = {"seat": seat.value, "led": led.code, "cards": ", ".join(trumps)}
    if not trumps:
        return Answer("no", (message("answer.no-trump-held", **args),), "follow-suit")
    suit = any(c.suit is led.suit and c not in at.perlaggs for c in held)
    key = "answer.may-trump-now" if suit else "answer.may-trump-void"
    if led.suit is at.trump and led not in at.perlaggs:
        key = "answer.trump-led"
    return Answer("yes", (message(key, **args),), "follow-suit")


def _not_now(seat: Seat, at: At) -> Answer | None:
    """None where it is ``seat``'s turn at the line; else "no: he is not to play, X
    is" (concern ``lead``) or "no: every trick is played", or "unknown" naming the fact
    the transcript lacks."""
    turn, why = _turn_why(at)
    if turn is seat:
        return None
    if turn is not None:
        said = message("answer.not-his-turn", seat=seat.value, turn=turn.value)
        return Answer("no", (said,), "lead", rests_on=("turn-order",))
    value = "no" if why[0] == "answer.turn-over" else "unknown"
    return Answer(value, (why,), "lead", rests_on=("turn-order",))


def _whose_turn(q: Question, at: At) -> Answer:
    """ "Wer ist am Zug?" / "Wer spielt aus?": the seat to play at the line, then why
    (concern ``lead``: S. 63, and under Schlanders the interpretation ``turn-order``);
    "no" (nobody) once every trick is played, "unknown" naming the fact the transcript
    lacks (the dealer, a trick's winner).  "Ist C am Zug?": yes or no, then who is."""
    turn, why = _turn_why(at)
    if q.seat is not None and "who" not in q.flags:
        if turn is None and why[0] != "answer.turn-over":
            return Answer("unknown", (why,), "lead", rests_on=("turn-order",))
        yes = turn is Seat(q.seat)
        said = (message("answer.yes" if yes else "answer.no"), why)
        return Answer("yes" if yes else "no", said, "lead", rests_on=("turn-order",))
    if turn is None:
        value = "no" if why[0] == "answer.turn-over" else "unknown"
        return Answer(value, (why,), "lead", rests_on=("turn-order",))
    return Answer(turn.value, (why,), "lead", rests_on=("turn-order",))


def _led_by(q: Question, at: At) -> Answer:
    """ "Wer hat ausgespielt?": the seat that laid the first card of the trick named, else
    of the trick open at the line, else of the last trick (concern ``lead``); "no" where
    no card of that trick lies yet."""
    plays = at.standing
    n = at.players
    done = len(plays) // n
    number = q.trick or (done + 1 if len(plays) % n else done)
    first = (number - 1) * n
    if number < 1 or first >= len(plays):
        key = "answer.nobody-led" if number <= 1 else "answer.trick-not-played"
        return Answer(
            "no", (message(key, number=max(number, 1)),), "lead", rests_on=("turn-order",)
        )
    seat = plays[first].seat
    said = message("answer.led-by", seat=seat.value, number=number)
    return Answer(seat.value, (said,), "lead", rests_on=("turn-order",))


def _turn_why(at: At) -> tuple[Seat | None, Message]:
    """Who is to play at the line (concern ``lead``) and the sentence that says why: the
    player left of the dealer leads the first trick, the winner of a trick the next, and
    play goes to the left (S. 63); None with the sentence saying that every trick is
    played, or naming what the transcript lacks."""
    plays = at.standing
    done = len(plays) // at.players
    open_ = plays[done * at.players :]
    if open_:
        last = open_[-1].seat
        turn = _left(last, at.players)
        return turn, message("answer.turn-next", seat=turn.value, last=last.value, number=done + 1)
    if done >= at.hand_size:
        return None, message("answer.turn-over")
    if done == 0:
        dealer = next((e.seat for e in reversed(at.before) if isinstance(e, Dealer)), None)
        if dealer is None:
            return None, message("answer.turn-no-dealer")
        turn = _left(dealer, at.players)
        return turn, message("answer.turn-first", seat=turn.value, dealer=dealer.value)
    trick = next((t for t in at.tricks if t.number == done), None)
    if trick is None or trick.winner is None:
        return None, message("answer.turn-no-winner", number=done)
    return trick.winner, message("answer.turn-lead", seat=trick.winner.value, number=done)


def _left(seat: Seat, players: int) -> Seat:
    """The seat on ``seat``'s left at a table of ``players`` (A, B at a table of two).

    >>> _left(Seat.D, 4), _left(Seat.B, 2)
    (<Seat.A: 'A'>, <Seat.A: 'A'>)
    """
    seats = SEATS[:players]
    return seats[(seats.index(seat) + 1) % len(seats)]


def _exchange(q: Question, at: At) -> Answer:
    turned = _turned(at)
    if turned is not None and q.cards and q.cards[0] != turned:  # another card named
        other = message("answer.exchange-not-turned", card=turned, named=q.cards[0])
        return Answer("no", (other,), "exchange")
    if turned is not None and turned not in _perlaggs(at):  # only a Perlagg is exchanged
        return Answer("no", (message("answer.exchange-not-perlagg", card=turned),), "exchange")
    if q.modal == "must":
        must = bool(at.rulebook.param("exchange.mandatory"))
        key = "replay.context-exchange-must" if must else "replay.context-exchange-may"
        said = (message("answer.yes" if must else "answer.no"), message(key))
        return Answer("yes" if must else "no", said, "exchange")
    made = [e for e in at.before if isinstance(e, Exchange) and e.seat.value == q.seat]
    if made:
        line = made[-1].span.line
        wrong = [f for f in at.findings if f.span.line == line and f.kind is Kind.VIOLATION]
        ruled = [f for f in at.findings if f.span.line == line and f.kind is Kind.RULING]
        if ruled and not wrong:  # "B darf LO austauschen": the referee's ruling is why
            return Answer(
                "yes", (message("answer.yes"), (ruled[0].key, ruled[0].args)), ruled[0].concern
            )
        if wrong:
            return Answer(
                "no", (message("answer.no"), (wrong[0].key, wrong[0].args)), wrong[0].concern
            )
        return Answer("yes", (message("answer.exchange-was-right", seat=_who(q, at)),), "exchange")
    if any(isinstance(e, Play | Trick) for e in at.before):
        return Answer("no", (message("answer.exchange-too-late", seat=_who(q, at)),), "exchange")
    dealer = next((e.seat for e in reversed(at.before) if isinstance(e, Dealer)), None)
    if dealer is None or q.seat is None:
        return Answer("unknown", (message("answer.exchange-dealer-unknown"),), "exchange")
    seat = Seat(q.seat)
    if seat.party is not dealer.party:
        return Answer("no", (message("answer.exchange-opponent", seat=seat.value),), "exchange")
    key = "answer.exchange-dealer" if seat is dealer else "answer.exchange-partner"
    return Answer("yes", (message(key, seat=seat.value, dealer=dealer.value),), "exchange")


def _played(q: Question, at: At) -> Answer:
    """ "Durfte C den Herz-As spielen / zugeben?": the referee's finding at that card."""
    plays = [p for p in at.standing if q.seat is None or p.seat.value == q.seat]
    if q.cards:
        plays = [p for p in plays if _same_card(p.card, q.cards[0])]
    if not plays and q.seat is not None and q.cards:
        return _may_play(Seat(q.seat), q.cards[0], at)
    if not plays:
        return Answer("unknown", (message("answer.not-played", seat=_who(q, at)),), "follow-suit")
    line = plays[-1].span.line
    seat = plays[-1].seat
    wrong = [
        f
        for f in at.findings
        if f.span.line == line and f.kind is Kind.VIOLATION and (not f.seats or seat in f.seats)
    ]
    if wrong:
        return Answer("no", (message("answer.no"), (wrong[0].key, wrong[0].args)), wrong[0].concern)
    said = message("answer.card-was-allowed", seat=plays[-1].seat.value, card=_code(plays[-1].card))
    return Answer("yes", (said,), "follow-suit")


def _may_play(seat: Seat, code: str, at: At) -> Answer:
    """ "Darf C jetzt LA spielen?": "no" where it is not his turn (``_not_now``); else
    the follow-suit rule (``follows_suit``) applied to the seat's cards at the line, as
    its Hand line and the plays so far show them."""
    not_now = _not_now(seat, at)
    if not_now is not None:
        return not_now
    held = at.holds.get(seat)
    if held is None:
        return Answer("unknown", (message("answer.hand-unknown", seat=seat.value),), "follow-suit")
    if at.trump is None:
        return Answer("unknown", (message("answer.trump-unknown"),), "follow-suit")
    asked = next((c for c in held if _same_card(c, code)), None)
    if asked is None:
        return Answer(
            "no", (message("answer.card-not-held", seat=seat.value, card=code),), "follow-suit"
        )
    led = _led(at)
    if isinstance(led, str):
        return Answer("unknown", (message("answer.led-unknown"),), "follow-suit")
    args = {"seat": seat.value, "card": asked.code, "led": led.code if led else "—"}
    ok = follows_suit(asked, led.suit if led else None, at.trump, at.perlaggs, held)
    return Answer(
        "yes" if ok else "no",
        (message(_why_play(asked, led, ok, held, at), **args),),
        "follow-suit",
    )


def _why_play(asked: Card, led: Card | None, ok: bool, held: Sequence[Card], at: At) -> str:
    """The message key that says why ``asked`` may (``ok``) or may not be played."""
    if not ok:
        return "answer.may-not-play"
    if led is None:
        return "answer.may-play-lead"
    if asked.suit is led.suit and asked not in at.perlaggs:
        return "answer.may-play-follows"
    if not any(c.suit is led.suit and c not in at.perlaggs for c in held):
        return "answer.may-play-void"
    return "answer.may-play-perlagg" if asked in at.perlaggs else "answer.may-play-trump"


def _led(at: At) -> Card | str | None:
    """What the first card of the trick open at the line counts as (None: no trick is
    open, the seat leads; "?": the transcript does not say)."""
    plays = at.standing
    open_ = plays[len(plays) - len(plays) % at.players :] if at.players else []
    if not open_:
        return None
    first = open_[0].christened or open_[0].card
    return first if isinstance(first, Card) else "?"


def _plays(events: Sequence[Event]) -> list[Play]:
    out: list[Play] = []
    for e in events:
        if isinstance(e, Play):
            out.append(e)
        elif isinstance(e, Trick):
            out.extend(e.plays)
    return out


#: the findings of a take-back that takes the card off the table (referee/judge/take_back)
_UNDONE = frozenset({"play.taken-back", "play.take-back-unknown"})


def standing_plays(before: Sequence[Event], findings: Sequence[Finding]) -> tuple[Play, ...]:
    """The plays of ``before`` (a deal's events before a line) still on the table: a
    card lawfully taken back (§15, Schlanders B §11; the take-back's own finding among
    ``findings`` says so) no longer counts."""
    undone = {f.span for f in findings if f.key in _UNDONE}
    out: list[Play] = []
    for e in before:
        if isinstance(e, TakeBack) and e.span in undone:
            last = next((k for k in range(len(out) - 1, -1, -1) if out[k].seat is e.seat), None)
            if last is not None:
                del out[last]
        else:
            out.extend(_plays((e,)))
    return tuple(out)


def _code(ref: object) -> str:
    return str(getattr(ref, "code", ref))


def _same_card(ref: object, code: str) -> bool:
    mine = _code(ref)
    return mine == code or (code.startswith("?") and mine.endswith(code[1:]))


def _show(q: Question, at: At) -> Answer:
    spiel = _spiel_party(at)
    if "first" in q.flags or (q.seat is None and q.party is None):
        if spiel is None:
            return Answer("unknown", (message("answer.show-first-open"),), "showing-order")
        return Answer(
            _party(spiel, at),
            (message("answer.show-first", party=_party(spiel, at)),),
            "showing-order",
        )
    party = _subject_party(q, at)
    if spiel is None:
        return Answer("no", (message("answer.show-not-yet", seat=_who(q, at)),), "showing-order")
    must = party is spiel
    key = "answer.must-show" if must else "answer.answers-show"
    said = message(key, seat=_who(q, at), party=_party(spiel, at))
    return Answer("yes" if must else "no", (said,), "showing-order")


def _spiel_party(at: At) -> Party | None:
    """The party with the Spiel at the line: by its tricks, else as the wager has it."""
    return _spiel_made(at) or at.state.spiel_party


def _must_follow(q: Question, at: At) -> Answer:
    """ "Hätte B Farbe geben müssen?": the referee's finding at B's card (in the trick
    named, the open one included); "Hätte C stechen müssen?": nobody must trump; "no"
    where the trick named is not begun or the seat laid no card to it yet."""
    if q.act == "trump" and (not q.trick or _unplayed(q, at) is None):
        revoked = _revoked(q, at) if q.seat is not None else None
        if revoked is not None and revoked.value == "yes":  # he had the suit: he had to give it
            said = message("answer.no-duty-to-trump-but-follow", seat=q.seat)
            return Answer("no", (said, *revoked.said[1:]), "follow-suit")
        return Answer("no", (message("answer.no-duty-to-trump", seat=_who(q, at)),), "follow-suit")
    if q.act in ("discard", "play") and q.cards:
        return _played(q, at)
    unplayed = _unplayed(q, at)
    if unplayed is not None:
        return unplayed
    tricks = [
        (n, ps) for n, ps in _on_table(at, q.trick) if any(p.seat.value == q.seat for p in ps)
    ]
    if q.seat is None or not tricks:
        return _no_card_of(q, at)
    number, plays = tricks[-1]
    mine = next(p for p in plays if p.seat.value == q.seat)
    wrong = [  # a ``Stich:`` line holds every seat's card: only this seat's finding counts
        f for f in at.findings
        if f.kind is Kind.VIOLATION and f.concern == "follow-suit" and f.span.line == mine.span.line
        and (mine.seat in f.seats or f.args.get("seat") == q.seat)
    ]  # fmt: skip
    if wrong:
        return Answer("yes", (message("answer.yes"), (wrong[0].key, wrong[0].args)), "follow-suit")
    led = plays[0]
    followed = mine.perlagg_rank is None and mine.card.suit is led.counts_as.suit
    key = "answer.followed" if followed else "answer.need-not-follow"
    said = message(key, seat=q.seat, number=number, card=mine.counts_as.code)
    return Answer("yes" if followed else "no", (said,), "follow-suit")


#: the answers that the seat asked about laid no card yet (``_no_card_of``)
_NO_CARD = frozenset({"answer.seat-no-card", "answer.seat-no-card-in"})


def _no_card_of(q: Question, at: At) -> Answer:
    """ "Hat D im zweiten Stich Farbe verleugnet?" before D laid a card to it: plainly
    no, of the state at the line; "unknown" where his card is there but not known by
    name, or the question names no seat."""
    plays = at.standing
    if q.trick:
        plays = plays[(q.trick - 1) * at.players : q.trick * at.players]
    if q.seat is None or any(p.seat.value == q.seat for p in plays):
        return Answer("unknown", (message("answer.not-played", seat=_who(q, at)),), "follow-suit")
    if q.trick:
        said = message("answer.seat-no-card-in", seat=q.seat, number=q.trick)
    else:
        said = message("answer.seat-no-card", seat=q.seat)
    return Answer("no", (said,), "follow-suit")


def _on_table(at: At, trick: int | None) -> list[tuple[int, tuple[PlayedCard, ...]]]:
    """The tricks on the table at the line, each with its number: those finished before
    it and the one open at it (its cards so far); only the one named, if any."""
    out = [(t.number, t.plays) for t in at.tricks if trick in (None, 0, t.number)]
    plays = at.standing
    done = len(plays) // at.players
    laid = tuple(_laid(p, at) for p in plays[done * at.players :])
    if laid and None not in laid and trick in (None, 0, done + 1):
        out.append((done + 1, tuple(p for p in laid if p is not None)))
    return out


def _laid(p: Play, at: At) -> PlayedCard | None:
    """A card of the open trick as a finished trick's card is (None where its name is
    not known): a christened Perlagg counts as its name and is no suit, an unchristened
    one is the plain card (§17; B §13)."""
    named = p.christened or p.card
    if not isinstance(p.card, Card) or not isinstance(named, Card):
        return None
    perlagg = p.christened is not None and p.card in at.perlaggs
    rank = at.perlaggs.index(p.card) if perlagg else None
    return PlayedCard(p.seat, p.card, named, rank, p.span)


def _revoked(q: Question, at: At) -> Answer:
    """ "Hat C Farbe verleugnet?": the referee's own follow-suit finding at a card of that
    seat up to the line (its consequence in its words), "no" where he found none at a
    card already played, "unknown" where his hand is missing or he played no card yet;
    "no" where the trick it names is not yet begun at the line (``_unplayed``)."""
    unplayed = _unplayed(q, at)
    if unplayed is not None:
        return unplayed
    if q.seat is None and q.party is not None:
        return _party_revoked(q, at)
    tricks = _on_table(at, q.trick)
    mine = [p for _n, ps in tricks for p in ps if p.seat.value == q.seat]
    if q.seat is None or not mine:
        return _no_card_of(q, at)
    lines = {p.span.line for p in mine}
    seat = Seat(q.seat)
    found = [
        f for f in at.findings
        if f.concern == "follow-suit" and f.span.line in lines
        and f.kind in (Kind.VIOLATION, Kind.UNDETERMINED)
        and (seat in f.seats or f.args.get("seat") == q.seat)
    ]  # fmt: skip
    wrong = [f for f in found if f.kind is Kind.VIOLATION]
    if wrong:
        return Answer("yes", (message("answer.yes"), (wrong[0].key, wrong[0].args)), "follow-suit")
    if found:
        return Answer("unknown", ((found[0].key, found[0].args),), "follow-suit")
    last = mine[-1]
    number = next(n for n, ps in tricks if last in ps)
    said = message("answer.need-not-follow", seat=q.seat, number=number, card=last.counts_as.code)
    return Answer("no", (said,), "follow-suit")


def _party_revoked(q: Question, at: At) -> Answer:
    """ "Hat B+D Farbe verleugnet?": the referee's follow-suit findings at the cards of
    the party's seats up to the line (in the trick named, if any)."""
    party = _subject_party(q, at)
    found = [
        f for f in _follow_suit(at, q.trick)
        if party is not None and str(f.args.get("seat", "")) in {s.value for s in party.seats}
    ]  # fmt: skip
    wrong = [f for f in found if f.kind is Kind.VIOLATION]
    if wrong:
        return Answer(
            "yes", (message("answer.yes"), *((f.key, f.args) for f in wrong)), "follow-suit"
        )
    if found:
        return Answer("unknown", ((found[0].key, found[0].args),), "follow-suit")
    said = message("answer.party-no-revoke", party=_who(q, at))
    return Answer("no", (said,), "follow-suit")


def _followed(q: Question, at: At) -> Answer:
    """ "Hat C Farbe bekannt?": ``_revoked`` the other way round — "no" with the
    referee's revoke finding, "yes" where he found none, "unknown" where it is; "no"
    where the trick it names is not yet begun (nobody followed in it)."""
    unplayed = _unplayed(q, at)
    if unplayed is not None:
        return unplayed
    said = _revoked(q, at)
    if said.said[0][0] in _NO_CARD:  # no card laid: he did not follow either
        return said
    if said.said[0][0] == "answer.party-no-revoke":
        return Answer("yes", (message("answer.party-followed", party=_who(q, at)),), said.concern)
    if said.value == "yes":
        return Answer("no", (message("answer.no"), *said.said[1:]), said.concern)
    if said.value == "no":
        args = dict(said.said[0][1])
        return Answer("yes", (message("answer.followed-no-revoke", **args),), said.concern)
    return said


def _unplayed(q: Question, at: At) -> Answer | None:
    """ "Nein: der 3. Stich ist noch nicht gespielt": a follow-suit question about a
    trick no card of which is on the table at the line (a trick named, or none at all
    played yet); None where one is."""
    if len(at.standing) > ((q.trick or 1) - 1) * at.players:
        return None
    if q.trick:
        return Answer("no", (message("answer.trick-not-played", number=q.trick),), "follow-suit")
    return Answer("no", (message("answer.no-card-yet"),), "follow-suit")


def _follow_suit(at: At, trick: int | None) -> list[Finding]:
    """The referee's follow-suit findings at the cards of the tricks finished before the
    line (the one named, if any) and at the cards of the trick open at it."""
    lines = {p.span.line for t in at.tricks if trick in (None, 0, t.number) for p in t.plays}
    plays = at.standing
    done = len(plays) // at.players
    if trick in (None, 0, done + 1):
        lines |= {p.span.line for p in plays[done * at.players :]}
    return [
        f for f in at.findings
        if f.concern == "follow-suit" and f.span.line in lines
        and f.kind in (Kind.VIOLATION, Kind.UNDETERMINED)
    ]  # fmt: skip


def _who_revoked(q: Question, at: At) -> Answer:
    """ "Wer hat Farbe verleugnet?": the seats of the referee's own follow-suit findings
    up to the line (in that trick, if one is named), each finding with its consequence;
    "no" where he found none, "unknown" where one is undetermined or no card is shown.

    >>> from referee.notation.questions import read
    >>> q = read("Wer hat im dritten Stich Farbe verleugnet?")
    >>> (q.kind, q.trick)
    ('who-revoked', 3)
    """
    unplayed = _unplayed(q, at)
    if unplayed is not None:
        return unplayed
    found = _follow_suit(at, q.trick)
    wrong = [f for f in found if f.kind is Kind.VIOLATION]
    if wrong:
        seats = ", ".join(dict.fromkeys(str(f.args.get("seat", "?")) for f in wrong))
        said = (message("answer.revoked-by", seats=seats), *((f.key, f.args) for f in wrong))
        return Answer(seats, said, "follow-suit")
    if found:
        return Answer("unknown", ((found[0].key, found[0].args),), "follow-suit")
    if q.trick:
        return Answer("no", (message("answer.nobody-revoked-in", number=q.trick),), "follow-suit")
    return Answer("no", (message("answer.nobody-revoked"),), "follow-suit")


# --------------------------------------------------------------------------- bids
def _overbid(q: Question, at: At) -> Answer:
    """ "Hat sich B+D überboten?": the referee's own overbid findings (§20; B §16) at the
    bids up to the line, each with its penalty; "no" where he found none — saying so
    where the party now stands one point short, so that a bid now would be one."""
    party = None if "who" in q.flags else _subject_party(q, at)
    found = [
        f for f in at.findings
        if f.kind is Kind.VIOLATION and f.concern == "overbid"
        and (party is None or any(s.party is party for s in f.seats))
    ]  # fmt: skip
    told = tuple((f.key, f.args) for f in found)
    score = _score_text(at.score, at)
    if party is None:
        if not found:
            return Answer("no", (message("answer.nobody-overbid", score=score),), "overbid")
        who = ", ".join(dict.fromkeys(_party(f.seats[0].party, at) for f in found if f.seats))
        return Answer(who, (message("answer.overbid-by", party=who), *told), "overbid")
    name = _party(party, at)
    if found:
        return Answer("yes", (message("answer.overbid", party=name), *told), "overbid")
    short = not at.settled and at.score.get(party, 0) == at.target - 1  # a bid is still to come
    key = "answer.would-overbid" if short else "answer.not-overbid"
    return Answer("no", (message(key, party=name, score=score),), "overbid")


def _must_answer(q: Question, at: At) -> Answer:
    """ "Muss B antworten?": an offer of the other party open at the line awaits the
    party's answer at once (§8; B §7); "Hätte B antworten müssen?": whether the other
    party bid before the line, with the referee's finding where no answer came."""
    if q.time == "act":
        return _had_to_answer(q, at)
    party = None if "who" in q.flags else _subject_party(q, at)
    offers = [w for w in at.state.open_offers if q.figure in (None, w.figure.value)]
    if party is not None:
        offers = [w for w in offers if w.offered_by is not party]
    if not offers:
        who = _party(party, at) if party else "—"
        key = "answer.nothing-to-answer" if party else "answer.nobody-must-answer"
        return Answer("no", (message(key, party=who),), "answer-at-once")
    w = offers[0]
    owing = w.offered_by.other if w.offered_by else None
    name = _party(owing, at) if owing else "?"
    if w.offer is OfferKind.RAISE:  # "D: Drei!" — a raise, not a bid, awaits the answer
        said = message(
            "answer.must-answer-raise" if party else "answer.must-answer-raise-who",
            party=name, figure=w.figure.value, n=w.pending,
            bidder=w.offered_seat.value if w.offered_seat else "?",
        )  # fmt: skip
        return Answer(name if party is None else "yes", (said,), "answer-at-once")
    said = message(
        "answer.must-answer" if party else "answer.must-answer-who",
        party=name,
        figures=tuple(fig_name(o.figure) for o in offers if o.offered_by is w.offered_by),
        bidder=w.offered_seat.value if w.offered_seat else "?",
    )
    return Answer(name if party is None else "yes", (said,), "answer-at-once")


def _had_to_answer(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    bids = [
        e for e in at.before
        if isinstance(e, Bid) and (party is None or e.seat.party is not party)
        and (q.figure is None or q.figure in _figures_of(e))
    ]  # fmt: skip
    who = _party(party, at) if party else "—"
    if not bids:
        return Answer("no", (message("answer.had-nothing-to-answer", party=who),), "answer-at-once")
    late = [
        f for f in at.findings
        if f.concern == "answer-at-once" and f.kind is Kind.VIOLATION
        and (party is None or any(s.party is party for s in f.seats))
    ]  # fmt: skip
    last = bids[-1]
    said = message(
        "answer.had-to-answer",
        party=who,
        bidder=last.seat.value,
        figures=tuple(fig_name(f) for f in last.figures),
    )
    return Answer("yes", (said, *((f.key, f.args) for f in late)), "answer-at-once")


# --------------------------------------------------------------------------- rank
def _rank(q: Question, at: At) -> Answer:
    if "W" in q.cards and not at.rulebook.param("deck.weli"):  # a deck without the Weli
        return Answer("no", (message("answer.no-weli"),), "deck")
    if len(q.cards) >= 2:
        return _beats(q, at)
    if not q.cards:
        return Answer("unknown", (message("answer.card-unknown"),), "perlagg-ranks")
    code = q.cards[0]
    plays = [p for t in at.tricks for p in t.plays if _same_card(p.card, code)]
    if plays and plays[-1].counts_as != plays[-1].card:
        p = plays[-1]
        said = message("answer.counts-as", card=code, counts=p.counts_as.code, seat=p.seat.value)
        return Answer(p.counts_as.code, (said,), "christened-rank")
    order = _perlaggs(at)
    if code in order:
        place = order.index(code) + 1
        return Answer(
            str(place), (message("answer.perlagg-place", card=code, place=place),), "perlagg-ranks"
        )
    return Answer(code, (message("answer.plain-card", card=code),), "perlagg-ranks")


def _perlaggs(at: At) -> list[str]:
    order = at.rulebook.param("perlaggs.order")
    trump = _trump_suit(at)
    out: list[str] = []
    for code in order if isinstance(order, list | tuple) else ():
        text = str(code)
        if text.startswith("T"):
            if trump is None:
                continue
            text = trump + text[1:]
        if text not in out:
            out.append(text)
    return out


def _turned_card(at: At) -> Card | None:
    """The card turned that made the trump at the line: of the cards turned, the first
    of the trump's suit (the first card turned, as 1890 S. 55 has it, or the card after
    an Eichel passed over, Schlanders A 7; a permanent Perlagg belongs to its suit);
    None where the transcript does not name it."""
    turn = next((e for e in reversed(at.before) if isinstance(e, TrumpTurn)), None)
    if turn is None or at.trump is None:
        return None
    return next((c for c in turn.cards if isinstance(c, Card) and c.suit is at.trump), None)


def _turned(at: At) -> str | None:
    """The code of the card turned that made the trump at the line (``_turned_card``)."""
    turned = _turned_card(at)
    return turned.code if turned is not None else None


def _trump_suit(at: At) -> str | None:
    """The trump suit's letter at the line, as the deal's play decides it (the first
    card turned, or the one after an Eichel passed over), None where unknown."""
    return at.trump.value if at.trump is not None else None


def _beats(q: Question, at: At) -> Answer:
    first, second = q.cards[0], q.cards[1]
    for t in at.tricks:
        mine = next((p for p in t.plays if _same_card(p.card, first)), None)
        other = next((p for p in t.plays if p is not mine and _same_card(p.card, second)), None)
        if mine is not None and other is not None:
            yes = t.winner is mine.seat
            key = "answer.beat-in-trick" if yes else "answer.no-beat-in-trick"
            said = message(
                key,
                card=mine.counts_as.code,
                played=_code(mine.card),
                other=other.counts_as.code,
                number=t.number,
                seat=t.winner.value if t.winner else "—",
            )
            concern = "unchristened" if "unchristened" in q.flags else "trick-winner"
            return Answer("yes" if yes else "no", (said,), concern)
    return _beats_by_rule(q, at)


def _ranked(first: str, second: str) -> str:
    """A rank alone ("den Achter") after a card of a suit: that suit's card of the rank.

    >>> _ranked("H7", "?8"), _ranked("W", "?8"), _ranked("H7", "LA")
    ('H8', '?8', 'LA')
    """
    if second.startswith("?") and len(first) >= 2 and first[0] in "HLSE":
        return first[0] + second[1:]
    return second


def _beats_by_rule(q: Question, at: At) -> Answer:
    first, second = q.cards[0], _ranked(q.cards[0], q.cards[1])
    order = _perlaggs(at)
    trump = _trump_suit(at)
    if "?" in first + second or (trump is None and not (first in order or second in order)):
        other = second if not second.startswith("?") else "—"
        said = message("answer.beats-unknown", card=first, other=other)
        return Answer("unknown", (said,), "trick-winner")
    if first in order and "unchristened" not in q.flags:
        yes = second not in order or order.index(first) < order.index(second)
        if not yes:
            said = message("answer.perlagg-beaten", card=first, other=second)
            return Answer("no", (said,), "perlagg-ranks")
        # a Perlagg beats as one only christened (concern unchristened): the question
        # did not say it was
        told = (
            message("answer.perlagg-beats", card=first, other=second),
            message("answer.if-christened", card=first),
        )
        return Answer("yes", told, "perlagg-ranks")
    if second in order:
        return Answer(
            "no", (message("answer.perlagg-beaten", card=first, other=second),), "perlagg-ranks"
        )
    a, b = card(first), card(second)
    yes = (a.suit is b.suit and a.rank > b.rank) or (
        a.suit.value == trump and b.suit.value != trump
    )
    key = "answer.card-beats" if yes else "answer.card-beaten"
    verdict = (message(key, card=first, other=second),)
    if "unchristened" in q.flags and first in order:  # §17, B §13: the plain card it is
        plain = message("answer.unchristened-plain", card=first)
        return Answer("yes" if yes else "no", (*verdict, plain), "unchristened")
    return Answer("yes" if yes else "no", verdict, "trick-winner")


# --------------------------------------------------------------------------- penalty
_PENALTY_CONCERNS = (
    "false-figure-penalty",
    "must-have",
    "follow-suit",
    "overbid",
    "revoke-penalty",
)


def _penalty(q: Question, at: At) -> Answer:
    party = _subject_party(q, at)
    if q.because in ("bid", "hold") and "without" in q.flags:  # §7/§31, B §5
        given = _false_figure(at, party)
        held = q.because == "hold"
        holds = [e.seat for e in at.before if isinstance(e, Reply) and e.kind is AnswerKind.HALTEN]
        acts = holds if held else [e.seat for e in at.before if isinstance(e, Bid)]
        if q.seat is not None and not any(
            s.value == q.seat for s in acts
        ):  # the question says he bid (held); the transcript does not (yet)
            key = "answer.no-such-hold" if held else "answer.no-such-bid"
            return Answer("unknown", (message(key, seat=q.seat), *given.said), given.concern)
        if _has_figure(q, at):
            key = "answer.had-the-figure-held" if held else "answer.had-the-figure"
            said = message(key, seat=q.seat, figure=q.figure)
            return Answer("0", (said,), "false-figure-penalty")
        return given
    found = [
        f for f in at.findings
        if f.kind is Kind.VIOLATION and f.concern in _PENALTY_CONCERNS
        and (party is None or not f.seats or any(s.party is party for s in f.seats))
    ]  # fmt: skip
    pending = _pending_figures(at, party)
    if not found:
        if pending:
            return _pending_penalty(pending, None, at, party)
        who = _party(party, at) if party else "—"
        return Answer("0", (message("answer.no-penalty", party=who),), "false-figure-penalty")
    each = [_one_penalty(f, at, party) for f in found]
    given = each[0] if len(each) == 1 else _penalties(found, each, at, party)
    return _pending_penalty(pending, given, at, party) if pending else given


def _pending_figures(at: At, party: Party | None) -> list[Finding]:
    """The bids and holds of ``party`` before the line whose figure the transcript does
    not show yet (``wager.must-have-unknown``: the seat's cards are not given by then)."""
    return [
        f for f in at.findings
        if f.kind is Kind.UNDETERMINED and f.concern == "must-have"
        and (party is None or any(s.party is party for s in f.seats))
    ]  # fmt: skip


def _pending_penalty(
    pending: Sequence[Finding], given: Answer | None, at: At, party: Party | None
) -> Answer:
    """ "Unknown": a figure bid or held that the line cannot check yet may still cost its
    penalty; what is already found (``given``) first, then each open figure with what it
    costs where the seat lacks it."""
    cost = _false_figure(at, party)
    told = list(given.said if given else ())
    for f in pending:
        told.extend((message("answer.penalty-pending", **f.args), *cost.said))
    return Answer("unknown", tuple(told), given.concern if given else cost.concern)


def _one_penalty(f: Finding, at: At, party: Party | None) -> Answer:
    """What one penalised violation costs the party, by the rulebook's penalty."""
    if f.concern == "follow-suit":
        return _revoke(at, party)
    if f.concern == "overbid":
        n = int(at.rulebook.param("penalty.overbid"))
        who = _party(party, at) if party else "—"
        return Answer(str(n), (message("answer.loses", party=who, n=n), (f.key, f.args)), "overbid")
    return _false_figure(at, party)


#: a penalised violation as its item in a list of several names it (``term.<what>``)
_WHAT = {"follow-suit": "revoke", "overbid": "overbid"}


def _penalties(
    found: Sequence[Finding], each: Sequence[Answer], at: At, party: Party | None
) -> Answer:
    """Several penalised violations before the line: the total first — "at least", and
    "unknown" as the value, where one costs what was agreed —, then each violation by
    its line, seat and cost, then the referee's own findings."""
    who = _party(party, at) if party else "—"
    n = sum(int(a.value) for a in each if a.value.isdigit())
    agreed = any(not a.value.isdigit() for a in each)
    deal = any(m[0] == "answer.loses-deal" for a in each for m in a.said)
    key = "answer.loses-at-least" if agreed or deal else "answer.loses-total"
    if agreed and n == 0:
        key = "answer.loses-each"
    items = [_penalty_item(f, a, at.players) for f, a in zip(found, each, strict=True)]
    told = (
        message(key, party=who, n=n, count=len(found)),
        *items,
        *((f.key, f.args) for f in found),
    )
    return Answer("unknown" if agreed else str(n), told, each[0].concern)


def _penalty_item(f: Finding, cost: Answer, players: int) -> Message:
    """ "Zeile 14, B: Farbe verleugnet — 2 Punkte": one violation of a list of several
    (by the seats at the table: a party of two players is "B+D", of one "B")."""
    seats = [s.value for s in f.seats if s in SEATS[:players]]
    args = {
        "line": f.span.line,
        "seat": "+".join(seats) or "—",
        "what": _WHAT.get(f.concern, "false-figure"),
        "n": int(cost.value) if cost.value.isdigit() else 0,
    }
    if not cost.value.isdigit():
        return message("answer.item-agreed", **args)
    if any(m[0] == "answer.loses-deal" for m in cost.said):
        return message("answer.item-deal", **args)
    return message("answer.item-points", **args)


def _has_figure(q: Question, at: At) -> bool:
    """Whether the seat the question names has the figure it says he bid without (from
    the hands, all given before the line)."""
    if q.seat is None or q.figure not in ("gleich", "hanger") or not at.hands_known:
        return False
    decision = at.decisions.get(Figure(q.figure))
    return decision is not None and decision.best.get(Seat(q.seat)) is not None


def _false_figure(at: At, party: Party | None) -> Answer:
    n = int(at.rulebook.param("penalty.false_figure"))
    who = _party(party, at) if party else "—"
    if at.rulebook.param("penalty.false_figure_forfeits_deal"):
        said = message("answer.loses-deal", party=who, n=n)
    else:
        said = message("answer.loses", party=who, n=n)
    return Answer(str(n), (said,), "false-figure-penalty")


def _revoke(at: At, party: Party | None) -> Answer:
    n = int(at.rulebook.param("penalty.revoke"))
    who = _party(party, at) if party else "—"
    if n == 0:
        return Answer("unknown", (message("answer.revoke-as-agreed", party=who),), "revoke-penalty")
    return Answer(str(n), (message("answer.loses", party=who, n=n),), "revoke-penalty")


_ACTS: dict[str, Callable[[Question, At], Answer]] = {
    "withdraw": _withdraw,
    "bid": _bid,
    "three": _raise,
    "hold": _hold,
    "trump": _trump,
    "exchange": _exchange,
    "discard": _played,
    "play": _played,
    "follow": _must_follow,
    "show": _show,
}
_KINDS: dict[str, Callable[[Question, At], Answer]] = {
    "must-have": _must_have,
    "may-act": _may_act,
    "must-follow": _must_follow,
    "revoked": _revoked,
    "who-revoked": _who_revoked,
    "followed": _followed,
    "overbid": _overbid,
    "must-answer": _must_answer,
    "was-bid": _was_bid,
    "who-has": _who_has,
    "trump": _which_trump,
    "trick-winner": _trick_winner,
    "rank": _rank,
    "penalty": _penalty,
    "points": _points,
    "score": _score,
    "showing": _show,
    "went-out": _went_out,
    "next-dealer": _next_dealer,
    "end-game": _end_game,
    "turn": _whose_turn,
    "led": _led_by,
    "tricks": _tricks_made,
}


def answer(q: Question, at: At) -> Answer:
    """The answer to ``q`` from what is known at its line; where it needs to know whom
    the question means and it names nobody the transcript knows, "unknown", saying so."""
    seats = SEATS[: at.players]
    if q.seat is not None and Seat(q.seat) not in seats:  # C or D at a table of two
        players = ", ".join(s.value for s in seats)
        said = message("answer.seat-not-at-table", seat=q.seat, players=players)
        return Answer("unknown", (said,), "seating")
    if "last" in q.flags and q.trick is None:  # "den letzten Stich": the last one made
        q = replace(q, trick=len(at.tricks) or at.hand_size)
    given = _KINDS[q.kind](q, at)
    if any(v == "?" for _key, args in given.said for v in args.values()):
        return Answer("unknown", (message("answer.who-unknown"),), given.concern)
    return given


def lost_deal(points: Mapping[Party, int]) -> Party | None:
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
