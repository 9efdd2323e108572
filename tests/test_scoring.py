"""Scoring and going out: the §9 order, the end game (1890 note, Schlanders B §21),
and properties over random legal wagers."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from referee.base.record import replace
from referee.judge.wager import judge_wager
from referee.model.events import SPIEL_AUS, Answer, Bid, Figure, Play
from referee.model.findings import Finding, Kind, Penalty
from referee.model.results import Decided, Outcome, PlayResult
from referee.model.seats import SEATS, Party, Seat
from tests.support.strategies_wager import (
    RULES_1890,
    RULES_SCHLANDERS,
    Script,
    a_card,
    bid,
    deal,
    decision,
    gut,
    gut_bei,
    hold,
    legal_wagers,
    play_result,
    play_results,
    raise_,
    score,
    value,
)

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
G, H, S = Figure.GLEICH, Figure.HANGER, Figure.SPIEL
AC, BD = Party.AC, Party.BD
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --------------------------------------------------------------------------- §9 order
def test_gut_later_goes_out_before_earlier_held():
    """A refusal ("gut bei 3") of a later figure counts at once, before the Gleich that
    was bid first and is only decided by the cards."""
    events = deal(
        bid(A, G), hold(B, G), bid(B, H), raise_(C, 3, H), raise_(D, 4, H), gut_bei(A, 3, H)
    )
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, score(13, 12), 15)
    assert r.winner is BD
    assert r.score == {AC: 13, BD: 15}
    assert r.figures[G].written is False and r.figures[G].party is AC


def test_held_figures_in_bid_order():
    events = deal(bid(A, H), hold(B, H), bid(B, G), hold(A, G))
    r = judge_wager(events, play_result(gleich=AC, hanger=BD), RULES_1890, score(13, 13), 15)
    assert r.winner is BD  # the Hanger was bid first
    assert r.figures[G].written is False


def test_silent_figures_last_in_rank_order():
    r = judge_wager(
        deal(), play_result(gleich=BD, hanger=AC, spiel=BD), RULES_1890, score(14, 13), 15
    )
    assert r.figures[G].written and r.figures[H].written and not r.figures[S].written
    assert r.winner is AC and r.score == {AC: 15, BD: 14}


def test_silent_waits_for_bid_figures():
    """A silent Gleich better for A+C waits until the bid Spiel is decided."""
    events = deal(bid(B, S), hold(A, S))
    r = judge_wager(
        events, play_result(gleich=AC, hanger=AC, spiel=BD), RULES_1890, score(14, 13), 15
    )
    assert r.winner is BD


def test_match_stops_at_target():
    events = deal(bid(A, G), gut(B), bid(C, H), gut(D))
    r = judge_wager(
        events, play_result(gleich=BD, hanger=BD, spiel=BD), RULES_1890, score(12, 0), 15
    )
    # 12 + 1 + 1 = 14; silent Spiel goes to B+D: no winner
    assert r.winner is None and r.score == {AC: 14, BD: 1}
    r = judge_wager(events, play_result(spiel=AC), RULES_1890, score(12, 14), 15)
    assert r.winner is AC and r.points == {AC: 3, BD: 0}


def test_steht_and_offen():
    r = judge_wager(
        deal(bid(A, G), hold(B)), play_result(gleich="tie", hanger="?"), RULES_1890, score(0, 0), 15
    )
    assert (r.figures[G].outcome, r.figures[G].value, r.figures[G].party) == (
        Outcome.STEHT,
        0,
        None,
    )
    assert r.figures[H].outcome is Outcome.OFFEN
    und = [f for f in r.findings if f.kind is Kind.UNDETERMINED]
    assert [f.key for f in und] == ["scoring.figure-unknown"]


def test_offen_figure_that_could_end_the_match():
    r = judge_wager(deal(bid(A, G), hold(B)), play_result(gleich="?"), RULES_1890, score(13, 0), 15)
    assert r.winner is None
    assert "scoring.out-undetermined" in [f.key for f in r.findings]


def test_play_penalties_counted():
    pen = Finding(Kind.VIOLATION, "follow-suit", "play.revoke", penalty=Penalty(BD, -2))
    play = replace(play_result(), findings=(pen,))
    r = judge_wager(deal(), play, RULES_1890, score(0, 0), 15)
    assert r.points == {AC: 3, BD: -2}


# --------------------------------------------------------------------------- end game 1890
def _ends(gleich_ac, gleich_bd, hanger_ac, hanger_bd):
    def d(fig, ac, bd):
        have = {A: ac, C: None, B: bd, D: None}
        ka = ac.key if ac else (0, 0)
        kb = bd.key if bd else (0, 0)
        return decision(fig, "tie" if ka == kb else (AC if ka > kb else BD), have)

    return d(G, gleich_ac, gleich_bd), d(H, hanger_ac, hanger_bd)


def test_endgame_1890_dritziges_goes_out():
    g, h = _ends(value(G, 3, 9), value(G, 2, 14), value(H, 2, 10), value(H, 2, 13))
    r = judge_wager(
        deal(), play_result(gleich=g, hanger=h, spiel=BD), RULES_1890, score(14, 14), 15
    )
    assert r.winner is AC
    assert "scoring.endgame-figure" in [f.key for f in r.findings]


def test_endgame_1890_simple_figures_spiel_goes_out():
    g, h = _ends(value(G, 2, 9), value(G, 2, 14), value(H, 2, 10), value(H, 2, 13))
    r = judge_wager(
        deal(), play_result(gleich=g, hanger=h, spiel=AC), RULES_1890, score(14, 14), 15
    )
    assert r.winner is AC  # though B+D have the better Gleich and Hanger
    assert r.figures[S].written and not r.figures[G].written


def test_endgame_1890_higher_degree_wins():
    g, h = _ends(value(G, 3, 14), None, None, value(H, 4, 10))
    r = judge_wager(
        deal(), play_result(gleich=g, hanger=h, spiel=AC), RULES_1890, score(14, 14), 15
    )
    assert r.winner is BD


# --------------------------------------------------------------------------- Schlanders B §21
def test_schlanders_21_both_viertig_spiel_decides():
    g, h = _ends(value(G, 4, 9), value(G, 4, 14), None, None)
    r = judge_wager(
        deal(), play_result(gleich=g, hanger=h, spiel=AC), RULES_SCHLANDERS, score(23, 23), 24
    )
    assert r.winner is AC


def test_schlanders_21a_gleich_let_good_then_viertiges_or_spiel():
    events = deal(bid(A, G), gut(B, G))
    # no viertiges: the Spiel decides
    g, h = _ends(value(G, 2, 9), value(G, 3, 14), value(H, 3, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=BD), RULES_SCHLANDERS, score(22, 23), 24
    )
    assert r.score[AC] == 23 and r.winner is BD
    assert "scoring.endgame-spiel" in [f.key for f in r.findings]
    # A+C alone have a viertigen Hanger: it goes out
    g, h = _ends(value(G, 2, 9), value(G, 3, 14), value(H, 4, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=BD), RULES_SCHLANDERS, score(22, 23), 24
    )
    assert r.winner is AC


def test_schlanders_21a_spiel_let_good_higher_figure_goes_out():
    events = deal(bid(A, S), gut(B, S))
    g, h = _ends(value(G, 2, 9), value(G, 2, 14), value(H, 4, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=BD), RULES_SCHLANDERS, score(22, 23), 24
    )
    assert r.score == {AC: 23, BD: 24} and r.winner is BD  # the Gleich, by rank order


def test_schlanders_21b_both_let_good_spiel_decides():
    events = deal(bid(A, G, H), gut(B, G), gut(D, H))
    g, h = _ends(value(G, 2, 9), value(G, 4, 14), value(H, 2, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=AC), RULES_SCHLANDERS, score(21, 23), 24
    )
    assert r.winner is AC and r.score[AC] == 24


def test_schlanders_21b_held_then_spiel_let_good_first_bid_goes_out():
    events = deal(bid(A, G, H), hold(B, G), hold(B, H), bid(C, S), gut(D, S))
    # the Erstgebotene (Gleich) goes out: to B+D
    g, h = _ends(value(G, 2, 9), value(G, 2, 14), value(H, 3, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=BD), RULES_SCHLANDERS, score(21, 23), 24
    )
    assert r.winner is BD and r.score[AC] == 22
    # shown equal: the Zweitgebotene (Hanger) goes out, to A+C
    g, h = _ends(value(G, 2, 14), value(G, 2, 14), value(H, 3, 10), value(H, 2, 13))
    r = judge_wager(
        events, play_result(gleich=g, hanger=h, spiel=BD), RULES_SCHLANDERS, score(21, 23), 24
    )
    assert r.winner is AC and r.score == {AC: 24, BD: 23}
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]


# --------------------------------------------------------------------------- properties
def _oracle(script: Script, play: PlayResult, before, target):
    """The §9 order computed independently from the script's plan."""
    entries = []  # (party, points, is_out_now)
    held = []
    bid_order = []
    running = dict(before)
    for e in script.events:
        if isinstance(e, Bid):
            if (
                running[e.seat.party] >= target - 1
                or running[e.seat.party] + len(e.figures) >= target
            ):
                return None  # an overbid: not a legal wager
            bid_order.extend(e.figures)
        if isinstance(e, Answer) and e.figure is not None:
            how, party, stake = script.plan[e.figure]
            last = [x for x in script.events if isinstance(x, Answer) and x.figure is e.figure][-1]
            if last is e and how == "gut":
                entries.append((party, stake, False))
                running[party] += stake
            if last is e and how == "held" and stake == SPIEL_AUS:
                dec = play.decision(e.figure)
                entries.append((dec.party, 0, dec.party is not None))
    for fig in bid_order:
        how, _, stake = script.plan[fig]
        if how == "held" and stake != SPIEL_AUS:
            held.append((fig, stake))
    for fig, stake in held:
        entries.append((play.decision(fig).party, stake, False))
    silent = [f for f in Figure if script.plan[f][0] == "silent"]
    score_ = dict(before)
    for party, pts, out in entries:
        if party is None:
            continue
        if out:
            return party
        score_[party] += pts
        if score_[party] >= target:
            return party
    if silent and all(score_[p] == target - 1 for p in Party) and S in silent:
        return None  # the end game: tested separately
    for fig in silent:
        party = play.decision(fig).party
        if party is None:
            continue
        score_[party] += 1
        if score_[party] >= target:
            return party
    return "nobody"


@SETTINGS
@given(legal_wagers(), play_results(), st.integers(0, 14), st.integers(0, 14))
def test_legal_wager_properties(script, play, ac, bd):
    before = score(ac, bd)
    expected = _oracle(script, play, before, 15)
    assume(expected is not None)
    r = judge_wager(script.events, play, RULES_1890, before, 15)
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]
    # each figure's points go to at most one party; the written ones add up to the points
    total = {p: 0 for p in Party}
    for fo in r.figures.values():
        assert fo.party is not None or fo.value == 0 or fo.outcome is Outcome.OFFEN
        if fo.written and fo.party is not None:
            total[fo.party] += fo.value
    assert total == dict(r.points)
    assert all(r.score[p] - before[p] == r.points[p] for p in Party)
    assert r.winner == (None if expected == "nobody" else expected)
    if r.winner is not None:
        assert r.score[r.winner] >= 15 or any(
            fo.outcome is Outcome.SPIEL_AUS for fo in r.figures.values()
        )


FAULTS = ["raise-start", "raise-alternation", "overbid", "false-figure-penalty", "answer-at-once"]


@SETTINGS
@given(legal_wagers(), play_results(), st.sampled_from(FAULTS), st.data())
def test_injected_fault_found_once(script, play, fault, data):
    events = list(script.events)
    before = score(0, 0)
    target = 40
    plan = script.plan
    if fault == "raise-start":
        figs = [f for f in Figure if plan[f] == ("held", None, 2)]
        assume(figs)
        fig = figs[0]
        bidder = next(e.seat for e in events if isinstance(e, Bid) and fig in e.figures)
        events += [
            raise_(bidder.partner, 3, fig),
            hold(data.draw(st.sampled_from(bidder.party.other.seats)), fig),
        ]
    elif fault == "raise-alternation":
        # a Gleich or Hanger: a void jump leaves the bid open, and unanswered it is let
        # good; for the Spiel that would decide it, and the later bids would forestall
        figs = [f for f in Figure if plan[f][0] == "silent" and f is not S]
        assume(figs)
        seat = data.draw(st.sampled_from(SEATS))
        # at the start, before the Spiel may be decided (showing-order)
        events[1:1] = [bid(seat, figs[0]), raise_(seat.left, 4, figs[0]), hold(seat, figs[0])]
    elif fault == "overbid":
        bids = [e for e in events if isinstance(e, Bid)]
        assume(bids)
        party = bids[0].seat.party
        assume(sum(1 for e in bids if e.seat.party is party) == 1)
        before = score(39, 0) if party is AC else score(0, 39)
    elif fault == "false-figure-penalty":
        bids = [e for e in events if isinstance(e, Bid) and e.figures[0] is not S]
        assume(bids)
        seat, fig = bids[0].seat, bids[0].figures[0]
        dec = play.decision(fig)
        have = dict(dec.best) or {s: value(fig) for s in SEATS}
        have[seat] = None
        new = replace(dec, best=have)
        if dec.outcome is Decided.PARTY and dec.party is seat.party and not have[seat.partner]:
            new = replace(new, party=seat.party.other)
        play = replace(play, **{fig.value: new})
    else:  # answer-at-once: the let-good answer never came
        figs = [f for f in Figure if plan[f][0] == "gut" and plan[f][2] == 1]
        assume(figs)
        fig = figs[0]
        answer = next(e for e in events if isinstance(e, Answer) and e.figure is fig)
        events.remove(answer)
        if data.draw(st.booleans()):
            events.append(Play(Seat.A, a_card().card))
    r = judge_wager(tuple(events), play, RULES_1890, before, target)
    violations = [f.concern for f in r.findings if f.kind is Kind.VIOLATION]
    assert violations == [fault]


import pytest  # noqa: E402

_NO_TRUMP = """[Regeln "{book}"]
Runde
Geber: D
Hand A: HA EA SA L9 E9
Hand B: H9 L8 S9 LA E10
Hand C: LK EK HK LU E7
Hand D: L10 S10 H8 SU SO
A: Gilt mein Gleich!
B: Ich halte das Gleich.
"""


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
def test_trump_unknown_says_the_trump_is_missing_in_both_languages(book):
    """Every hand is given but the trump is not: the figures and the must-have are open
    because of the trump (never "the cards of ?"), and the English says it in English."""
    from referee.judge.transcript import judge_text
    from referee.messages import say

    report = judge_text(_NO_TRUMP.format(book=book))
    keys = [f.key for f in report.findings if f.kind is Kind.UNDETERMINED]
    assert "scoring.figure-unknown" not in keys and "wager.must-have-unknown" not in keys
    fig = next(f for f in report.findings if f.key == "scoring.figure-trump-unknown")
    assert fig.concern == "held-scoring" and fig.span.line == 9
    assert say(fig.key, "en", **fig.args) == (
        "Who has Gleich better the transcript does not say: the trump is missing, and "
        "without it the Perlaggs cannot be told."
    )
    musts = [f for f in report.findings if f.key == "wager.must-have-trump-unknown"]
    assert [(f.concern, f.args["seat"]) for f in musts] == [("must-have", "A"), ("must-have", "B")]
    assert "(bid)" in say(musts[0].key, "en", **musts[0].args)
    assert "(held)" in say(musts[1].key, "en", **musts[1].args)
    assert "(geboten)" in say(musts[0].key, "de", **musts[0].args)
