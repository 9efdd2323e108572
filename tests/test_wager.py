"""The wager protocol: bid forms, answers, raises, must-have, overbidding, unseen bids."""

from __future__ import annotations

from referee.judge.wager import Stage, WagerRules, describe_state, judge_wager, wager_state
from referee.messages import MESSAGES
from referee.model.events import SPIEL_AUS, BareCall, Figure, Stands
from referee.model.findings import Kind
from referee.model.results import Outcome
from referee.model.seats import Party, Seat
from tests.support.five_tricks import five_tricks, show, trick_play
from tests.support.strategies_wager import (
    RULES_1890,
    RULES_SCHLANDERS,
    SCORE0,
    a_card,
    bid,
    deal,
    decision,
    gut,
    gut_bei,
    hold,
    play_result,
    raise_,
    score,
    value,
)

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
G, H, S = Figure.GLEICH, Figure.HANGER, Figure.SPIEL
AC, BD = Party.AC, Party.BD


def keys(result) -> list[str]:
    return [f.key for f in result.findings]


def concerns(result, kind: Kind | None = None) -> list[str]:
    return [f.concern for f in result.findings if kind is None or f.kind is kind]


def test_raise_example_s69():
    """A bids Gleich, B holds, D says Drei, C holds the Drei (S. 69–70)."""
    events = deal(bid(A, G), hold(B, G), raise_(D, 3), hold(C, None, 3))
    r = judge_wager(events, play_result(gleich=BD), RULES_1890, SCORE0, 15)
    g = r.figures[G]
    assert (g.outcome, g.value, g.party, g.bidder) == (Outcome.GEHALTEN, 3, BD, A)
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]
    # silent Hanger and Spiel go to A+C
    assert r.points[AC] == 2 and r.points[BD] == 3


def test_bare_call_trap_s67():
    events = deal(BareCall(B, G), hold(A, G))
    state = wager_state(events, RULES_1890)
    assert state.figures[G].stage is Stage.SILENT
    assert not state.must_have
    described = [k for k, _ in describe_state(state)]
    assert "wager.state-bare-call" in described and "wager.state-nobody-owes" in described
    assert "bid-form" in state.concerns
    r = judge_wager(events, play_result(gleich=BD), RULES_1890, SCORE0, 15)
    (f,) = r.findings
    assert (f.kind, f.concern, f.key) == (Kind.RULING, "bid-form", "wager.bare-call-answered")
    assert f.args["caller"] == "B" and f.args["seat"] == "A"
    assert r.figures[G].outcome is Outcome.STILL


def test_gut_scores_at_once():
    r = judge_wager(deal(bid(B, H), gut(A)), play_result(hanger=AC), RULES_1890, SCORE0, 15)
    h = r.figures[H]
    assert (h.outcome, h.value, h.party) == (Outcome.GUT, 1, BD)


def test_raise_by_bidding_side_first_is_void():
    """§11: raising starts only with the holding party; the bidding side's Drei is a
    violation and nothing else (void-act): the Gleich stays held at 2, and D's hold of
    the void Drei answers nothing."""
    events = deal(bid(A, G), hold(B), raise_(C, 3), hold(D))
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, SCORE0, 15)
    assert concerns(r, Kind.VIOLATION) == ["raise-start"]
    assert (r.figures[G].value, r.figures[G].party) == (2, AC)
    assert "wager.answer-to-void" in keys(r)


def test_jump_is_void():
    """§10 / S. 69: no jump; C's Fünf is void, the Drei stays open to A+C and, never
    answered, is refused: B+D write 2 (n−1), without a second violation."""
    events = deal(bid(A, G), raise_(B, 3), raise_(C, 5), hold(D))
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, SCORE0, 15)
    assert concerns(r, Kind.VIOLATION) == ["raise-alternation"]
    g = r.figures[G]
    assert (g.outcome, g.value, g.party) == (Outcome.GUT, 2, BD)
    assert "wager.void-answer-open" in keys(r)


def test_held_raise_ends_raising():
    events = deal(bid(A, G), raise_(B, 3), hold(C), raise_(D, 4), hold(A))
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, SCORE0, 15)
    assert concerns(r, Kind.VIOLATION) == ["raise-alternation"]
    assert (r.figures[G].value, r.figures[G].party) == (3, AC)


def test_refusal_gives_n_minus_one():
    events = deal(bid(A, G), raise_(B, 3), raise_(C, 4), gut_bei(D, 3))
    r = judge_wager(events, play_result(gleich=BD), RULES_1890, SCORE0, 15)
    g = r.figures[G]
    assert (g.outcome, g.value, g.party, g.answered) == (Outcome.GUT, 3, AC, "gut bei 3")
    assert not r.findings or all(f.kind is not Kind.VIOLATION for f in r.findings)


def test_refusal_with_wrong_number_is_ruled():
    events = deal(bid(A, G), raise_(B, 3), raise_(C, 4), gut_bei(D, 2))
    r = judge_wager(events, play_result(gleich=BD), RULES_1890, SCORE0, 15)
    assert "wager.gut-bei-value" in keys(r)
    assert r.figures[G].value == 3


def test_spiel_aus_wins_match():
    events = deal(
        bid(A, G),
        raise_(B, 3),
        *[raise_(s, n) for s, n in zip([C, D, A, B, C], [4, 5, 6, 7, SPIEL_AUS], strict=True)],
        hold(D),
    )
    r = judge_wager(
        events, play_result(gleich=BD, hanger=AC, spiel=AC), RULES_1890, score(10, 0), 15
    )
    assert r.winner is BD
    assert r.figures[G].outcome is Outcome.SPIEL_AUS
    # the Spiel-aus figure goes first: nothing is written after it
    assert r.score[BD] == 15 and r.score[AC] == 10


def test_no_answer_before_card_counts_as_gut():
    events = deal(bid(A, H), a_card(B))
    r = judge_wager(events, play_result(hanger=BD), RULES_1890, SCORE0, 15)
    assert concerns(r, Kind.VIOLATION) == ["answer-at-once"]
    assert (r.figures[H].outcome, r.figures[H].party) == (Outcome.GUT, AC)


def test_no_answer_when_bidder_speaks_again():
    events = deal(bid(A, H), bid(C, G), gut(B, G))
    r = judge_wager(events, play_result(), RULES_1890, SCORE0, 15)
    assert concerns(r, Kind.VIOLATION) == ["answer-at-once"]
    assert r.findings[0].span.line == 2  # the unanswered bid


def test_unnamed_answer_two_offers_takes_latest():
    # B+D bid Hanger; A+C bid Gleich; then nothing is open to B+D except the Gleich
    events = deal(bid(A, G), bid(A, H, unseen=False))
    # the second bid by A leaves the Gleich unanswered (A spoke again)
    r = judge_wager(events, play_result(), RULES_1890, SCORE0, 15)
    assert "wager.no-answer" in keys(r)


def test_unnamed_answer_one_utterance_answers_both():
    events = deal(bid(A, G, H), gut(B))
    r = judge_wager(events, play_result(gleich=BD, hanger=BD), RULES_1890, SCORE0, 15)
    assert r.figures[G].outcome is Outcome.GUT and r.figures[H].outcome is Outcome.GUT
    assert "wager.unnamed-all" in keys(r)


def test_must_have_player_not_party():
    """C lacks the Gleich he bid; A+C win the held Gleich by A's cards (S. 70), but the
    penalty stands (§31)."""
    have = {A: value(G, 3, 14), B: value(G, 2, 10), C: None, D: None}
    play = play_result(gleich=decision(G, AC, have))
    r = judge_wager(deal(bid(C, G), hold(B)), play, RULES_1890, SCORE0, 15)
    viol = [f for f in r.findings if f.kind is Kind.VIOLATION]
    assert [f.concern for f in viol] == ["false-figure-penalty"]
    assert viol[0].penalty is not None and viol[0].penalty.points == -3
    assert "wager.partner-wins-figure" in keys(r)
    assert r.figures[G].party is AC and r.figures[G].value == 2
    # +2 Gleich, +1 Hanger, +1 Spiel silent, -3 penalty
    assert r.points[AC] == 1


def test_must_have_schlanders_forfeits_deal():
    have = {A: None, B: value(G, 2, 10), C: None, D: None}
    play = play_result(gleich=decision(G, BD, have), hanger=AC, spiel=AC)
    r = judge_wager(deal(bid(C, G), gut(B)), play, RULES_SCHLANDERS, SCORE0, 24)
    assert r.points[AC] == -2  # all points of the deal lost, two struck
    assert r.points[BD] == 0
    assert not r.figures[G].written


def test_must_have_unknown_hand_is_undetermined():
    d = decision(G, "?", {A: value(G)}, missing=(C,))
    r = judge_wager(deal(bid(C, G), gut(B)), play_result(gleich=d), RULES_1890, SCORE0, 15)
    assert [f.concern for f in r.findings if f.kind is Kind.UNDETERMINED] == ["must-have"]


def test_unseen_bid_exempt_and_ordered():
    events = deal(bid(A, S, H, G, unseen=True), hold(B, S), hold(B, H), hold(B, G))
    have = {s: None for s in Seat}
    play = play_result(gleich=decision(G, "tie", have), hanger=decision(H, "tie", have), spiel=BD)
    state = wager_state(events, RULES_1890)
    assert [state.figures[f].order for f in (G, H, S)] == [0, 1, 2]
    r = judge_wager(events, play, RULES_1890, SCORE0, 15)
    # B held Gleich and Hanger without having them: penalised; A's unseen bids are not
    assert [f.seats for f in r.findings if f.concern == "false-figure-penalty"] == [(B,), (B,)]


def test_overbid_1890():
    events = deal(bid(A, G), hold(B))
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, score(14, 3), 15)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    assert f.concern == "overbid" and f.penalty.points == -2
    # 14 - 2 at once, + 2 held Gleich, + 1 silent Hanger: out; the Spiel is not written
    assert r.score[AC] == 15 and r.winner is AC
    assert r.figures[H].written and r.figures[S].written is False


def test_overbid_many_at_once_1890():
    events = deal(bid(A, G, H), hold(B))
    r = judge_wager(events, play_result(), RULES_1890, score(13, 0), 15)
    assert concerns(r, Kind.VIOLATION) == ["overbid"]


def test_overbid_let_good_by_mistake_schlanders():
    events = deal(bid(A, G), gut(B))
    r = judge_wager(events, play_result(gleich=BD), RULES_SCHLANDERS, score(23, 10), 24)
    assert r.winner is AC and r.score[AC] == 24
    assert "wager.overbid-let-good" in keys(r)


def test_overbid_let_good_1890_is_just_gut():
    events = deal(bid(A, G), gut(B))
    r = judge_wager(
        events, play_result(gleich=BD, hanger=BD, spiel=BD), RULES_1890, score(14, 10), 15
    )
    assert r.winner is None and r.score[AC] == 13


def test_re_bid_let_good_concedes_stake():
    events = deal(bid(A, G), raise_(B, 3), hold(C), a_card(), bid(B, G), gut(A))
    r = judge_wager(events, play_result(gleich=AC), RULES_1890, SCORE0, 15)
    assert (r.figures[G].outcome, r.figures[G].value, r.figures[G].party) == (Outcome.GUT, 3, BD)
    assert "wager.re-bid" in keys(r)


def test_stands_has_no_wager_effect():
    r = judge_wager(deal(Stands(A, G)), play_result(gleich="tie"), RULES_1890, SCORE0, 15)
    assert r.figures[G].outcome is Outcome.STEHT


def test_rules_defaults_are_1890():
    assert WagerRules().raise_ladder[-1] == SPIEL_AUS


def test_every_message_key_exists():
    used = {
        "wager.no-answer", "wager.answer-to-nothing", "wager.bare-call-answered",
        "wager.unnamed-all", "wager.unnamed-latest", "wager.re-bid", "wager.bid-on-closed",
        "wager.raise-by-bidder", "wager.raise-out-of-turn", "wager.raise-jump",
        "wager.raise-above-top", "wager.hold-level", "wager.gut-bei-value",
        "wager.gut-bei-without-raise", "wager.overbid", "wager.overbid-let-good",
        "wager.last-trick-spiel", "wager.last-trick-unknown", "wager.throw-in",
        "wager.must-have", "wager.must-have-unknown", "wager.partner-wins-figure",
        "wager.deal-forfeited", "scoring.went-out", "scoring.out-undetermined",
        "scoring.figure-unknown", "scoring.endgame-figure", "scoring.endgame-spiel",
        "scoring.endgame-unknown", "wager.state-bare-call", "wager.state-offered",
        "wager.state-held", "wager.state-closed", "wager.state-must-have",
        "wager.state-nobody-owes", "showing.before-spiel-party", "showing.degree-first",
        "showing.stands-improved", "wager.answer-to-void", "wager.void-answer-open",
        "scoring.endgame-not-reached", "showing.stands-binds",
    }  # fmt: skip
    assert used <= set(MESSAGES)


# --------------------------------------------------------------------------- real rulebooks
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from referee.rules import rulebook  # noqa: E402

BOOKS = ("1890", "1924", "schlanders-2013")


def _load(book: str):
    rb = rulebook.load(book)
    return rb, WagerRules.from_rulebook(rb)


def _refs(rb, concern: str) -> list[str]:
    return [c.ref for c in rb.cite(concern)]


def test_rules_from_rulebooks():
    r1890, r1924, rs = (_load(b)[1] for b in BOOKS)
    assert r1890 == r1924
    assert r1890.false_figure_penalty == 3 and not r1890.false_figure_forfeits_deal
    assert rs.false_figure_penalty == 2 and rs.false_figure_forfeits_deal
    assert rs.overbid_gut_ends_match and not r1890.overbid_gut_ends_match
    assert rs.throw_in_forfeits_figures and rs.endgame_ask_degree_from == 4
    assert r1890.endgame_ask_degree_from == 3 and rs.target == 24


# (scenario, concern, kind, ref under 1890/1924, ref under schlanders-2013)
_CASES = [
    (deal(bid(A, G), hold(B), raise_(C, 3), hold(D)), "raise-start", "§11", "B §9"),
    (deal(bid(A, G), raise_(B, 3), raise_(C, 5), hold(D)), "raise-alternation", "§10", "B §9"),
    (  # past the top of the ladder: after "Spiel aus" there is nothing to raise to
        deal(
            bid(A, G),
            *map(raise_, [B, C, D, A, B, C], [3, 4, 5, 6, 7, SPIEL_AUS]),
            raise_(D, 7),
        ),
        "raise-ladder",
        "§10",
        "B §9",
    ),
    (deal(bid(A, H), a_card(B)), "answer-at-once", "§8", "B §7"),
    (deal(BareCall(B, G), hold(A, G)), "bid-form", "S. 67", "S. 67"),
    (deal(bid(A, G), hold(B), bid(B, G), gut(A)), "re-bid", "§8", "B §7"),
]


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("case", range(len(_CASES)))
def test_citations(book, case):
    events, concern, ref_1890, ref_schl = _CASES[case]
    rb, rules = _load(book)
    r = judge_wager(events, play_result(), rules, SCORE0, rules.target)
    found = [f for f in r.findings if f.concern == concern and f.key != "wager.answer-to-void"]
    assert len(found) == 1
    assert (ref_schl if book == "schlanders-2013" else ref_1890) in _refs(rb, concern)


#: (the concern, its message, the citation under 1890 and 1924, under schlanders-2013)
_RULINGS = {
    # declining a raise with the wrong number: n−1 counts, whatever was said (S. 69)
    "refusal": ("raise-refusal", "wager.gut-bei-value", "S. 69", "S. 69"),
    # C bid the Gleich without having it, his partner A has it: A+C make it (S. 70, A 5)
    "partner": ("figure-decided-by-all", "wager.partner-wins-figure", "S. 70", "A 5"),
}


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("case", sorted(_RULINGS))
def test_ruling_citations(book, case):
    concern, key, ref_1890, ref_schl = _RULINGS[case]
    rb, rules = _load(book)
    if case == "refusal":
        events, play = deal(bid(A, G), raise_(B, 3), raise_(C, 4), gut_bei(D, 2)), play_result()
    else:
        have = {A: value(G, 3, 14), B: value(G, 2, 10), C: None, D: None}
        events, play = deal(bid(C, G), hold(B)), play_result(gleich=decision(G, AC, have))
    r = judge_wager(events, play, rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.concern == concern]
    assert (f.kind, f.key) == (Kind.RULING, key)
    assert (ref_schl if book == "schlanders-2013" else ref_1890) in _refs(rb, concern)


@pytest.mark.parametrize("book", BOOKS)
def test_must_have_citation_and_penalty(book):
    rb, rules = _load(book)
    have = {A: value(G), B: value(G), C: None, D: value(G)}
    play = play_result(gleich=decision(G, BD, have))
    r = judge_wager(deal(bid(C, G), gut(B)), play, rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    refs = _refs(rb, f.concern)
    if book == "schlanders-2013":
        assert "B §5" in refs and "B §26" in refs and f.penalty.points == -2
        assert r.points[AC] == -2  # the let-good point is lost with the deal
    else:
        assert "§31" in refs and "§7" in refs and f.penalty.points == -3
        assert r.points[AC] == 1 + 1 + 1 - 3  # gut Gleich, silent Hanger and Spiel, penalty
    assert "must-have-party" in refs


@pytest.mark.parametrize("book", BOOKS)
def test_overbid_citation(book):
    rb, rules = _load(book)
    before = {AC: rules.target - 1, BD: 0}
    r = judge_wager(deal(bid(A, G), hold(B)), play_result(gleich=BD), rules, before, rules.target)
    assert len([f for f in r.findings if f.concern == "overbid"]) == 1
    assert ("B §16" if book == "schlanders-2013" else "§20") in _refs(rb, "overbid")


# --------------------------------------------------------------------------- void acts
#: (events, the void act's concern, its paragraph under 1890/1924, under Schlanders,
#: the Gleich's expected (outcome, value, party) with A+C holding the better Gleich)
_VOID = [
    # the issue: A bids, B holds, B Drei, A holds the Drei, B Vier (S. 69), play goes on
    (
        deal(bid(A, G), hold(B), raise_(B, 3), hold(A), raise_(B, 4), a_card(A)),
        "raise-alternation",
        "§10",
        "B §9",
        (Outcome.GEHALTEN, 3, AC),
    ),
    # ... and A answers the void Vier all the same: "gut bei drei" answers nothing
    (
        deal(bid(A, G), hold(B), raise_(B, 3), hold(A), raise_(B, 4), gut_bei(A, 3)),
        "raise-alternation",
        "§10",
        "B §9",
        (Outcome.GEHALTEN, 3, AC),
    ),
    # the bidding side raises first (§11, B §9), B+D hold it
    (
        deal(bid(B, G), hold(A), raise_(D, 3), hold(C)),
        "raise-start",
        "§11",
        "B §9",
        (Outcome.GEHALTEN, 2, AC),
    ),
    # a jump from the Drei to the Fünf (§10), then held
    (
        deal(bid(B, G), raise_(A, 3), raise_(B, 5), hold(C)),
        "raise-alternation",
        "§10",
        "B §9",
        (Outcome.GUT, 2, AC),
    ),
]


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("case", range(len(_VOID)))
def test_a_forbidden_act_has_no_effect_on_the_wager(book, case):
    events, concern, ref_1890, ref_schl, expected = _VOID[case]
    rb, rules = _load(book)
    r = judge_wager(events, play_result(gleich=AC), rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    assert f.concern == concern
    refs = _refs(rb, concern)
    assert (ref_schl if book == "schlanders-2013" else ref_1890) in refs
    assert "void-act" in refs
    g = r.figures[G]
    assert (g.outcome, g.value, g.party) == expected


def test_went_out_cites_scoring_order():
    for book, ref in zip(BOOKS, ("§9", "§9", "B §8"), strict=True):
        rb, rules = _load(book)
        before = {AC: rules.target - 1, BD: 0}
        r = judge_wager(deal(), play_result(), rules, before, rules.target)
        (f,) = [f for f in r.findings if f.key == "scoring.went-out"]
        assert ref in _refs(rb, f.concern)


def test_schlanders_endgame_cites_21():
    rb, rules = _load("schlanders-2013")
    r = judge_wager(deal(bid(A, G), gut(B, G)), play_result(), rules, score(22, 23), 24)
    f = next(f for f in r.findings if f.concern == "end-game-ties")
    assert "B §21 a" in _refs(rb, f.concern)
    rb, rules = _load("1890")
    r = judge_wager(deal(), play_result(), rules, score(14, 14), 15)
    f = next(f for f in r.findings if f.concern == "end-game-ties")
    assert "S. 77" in _refs(rb, f.concern)


@pytest.mark.parametrize("book", BOOKS)
def test_showing_citations(book):
    rb, rules = _load(book)
    tricks, _ = five_tricks()
    events = deal(*tricks, show(B, "HO", "LO"))
    r = judge_wager(events, trick_play(), rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    assert ("B §18" if book == "schlanders-2013" else "§22") in _refs(rb, f.concern)


# --------------------------------------------------------------------------- one direction
def _imports(module: str) -> set[str]:
    """The referee modules ``module`` imports anywhere in its text (TYPE_CHECKING and
    function-level imports included: a circle in types is still a circle)."""
    import ast
    from pathlib import Path

    path = Path(__file__).parents[1] / "referee" / "judge" / f"{module}.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("referee."):
            out.add(node.module.split(".")[-1])
        elif isinstance(node, ast.Import):
            out |= {a.name.split(".")[-1] for a in node.names if a.name.startswith("referee.")}
    return out


def test_wager_scoring_showing_form_one_line():
    """wager → scoring → showing: the wager yields entries, scoring settles them, showing
    judges the showing; the shared types live in ledger, which imports none of them."""
    stages = ["wager", "scoring", "showing", "ledger"]
    graph = {m: _imports(m) & set(stages) for m in stages}
    assert graph["ledger"] == set()
    assert graph["showing"] <= {"ledger"}
    assert graph["scoring"] <= {"ledger"}
    assert "wager" not in graph["scoring"] | graph["showing"]


# --------------------------------------------------------------------------- property
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.support.strategies_wager import any_wagers, play_results  # noqa: E402

#: The concerns whose violations are void acts (interpretation void-act).
VOID_CONCERNS = {"raise-start", "raise-alternation", "showing-order", "last-trick-spiel"}


def _margin(r, party: Party) -> int:
    return r.points[party] - r.points[party.other]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_wagers(), play_results(), st.sampled_from(["1890", "schlanders-2013"]))
def test_no_party_gains_from_its_own_violation(events, play, book):
    """Random bids, answers and raises, legal and illegal: a void act has no effect at
    all (the deal comes to the same points without it), and no violation leaves the
    violating party better off against the other than the same deal without it."""
    rules = _load(book)[1]
    target = 60  # far away: the overbid and the going out stay out of it
    r = judge_wager(events, play, rules, SCORE0, target)
    for f in r.findings:
        if f.kind is not Kind.VIOLATION or f.concern not in VOID_CONCERNS:
            continue
        i = f.span.line - 1  # deal(): an event's line is its position
        party = events[i].seat.party
        without = judge_wager(events[:i] + events[i + 1 :], play, rules, SCORE0, target)
        assert dict(r.points) == dict(without.points), (f.key, i)
        assert _margin(r, party) <= _margin(without, party)


# ------------------------------------------------------------- the wrong number of cards
#: example 02 (A+C holds the Drei with C's three kings) with A dealt a sixth card
_SIX_CARDS = (
    Path(__file__)
    .parents[1]
    .joinpath("examples", "02_drei_und_halten.perlagg")
    .read_text(encoding="utf-8")
    .replace("Hand A: L9 E9 SA S10 LO", "Hand A: L9 E9 SA S10 LO L7")
    .replace("Stand: A+C 3, B+D 2\n", "")
)


@pytest.mark.parametrize("book", BOOKS)
def test_wrong_card_count_forfeits_every_figure_made(book):
    """B §3: "so verliert jene Partei, die davon betroffen ist, jede gemachte Figur und
    wird mit dem Abzug von zwei Punkten bestraft"; 1890 (and 1924 with it) is silent:
    the figures stand and nothing is struck (interpretation wrong-count-no-penalty)."""
    from referee.judge.transcript import judge_text

    rb = rulebook.load(book)
    text = _SIX_CARDS.replace('[Regeln "1890"]', f'[Regeln "{book}"]')
    report = judge_text(text)
    (count,) = [
        f for f in report.findings if f.concern == "wrong-card-count" and f.kind is Kind.VIOLATION
    ]
    assert (count.key, count.seats, count.span.line) == ("deal.hand-size", (A,), 17)
    forfeits = [f for f in report.findings if f.key == "wager.card-count-forfeits"]
    if book == "schlanders-2013":
        assert _refs(rb, "wrong-card-count") == ["B §3"]
        assert [(f.concern, f.args["party"]) for f in forfeits] == [("wrong-card-count", "A+C")]
        # the held Drei (3) is lost with every other figure A+C made; B+D's silent
        # Hanger and Spiel are written
        assert dict(report.score) == {AC: -2, BD: 2}
    else:
        assert "wrong-count-no-penalty" in _refs(rb, "wrong-card-count")
        assert forfeits == [] and count.penalty is None
        assert dict(report.score) == {AC: 3, BD: 2}


def test_wrong_card_count_of_the_cutter_forfeits_too():
    """B §3 for any seat: a cutter's hand of the wrong size loses the figures as well."""
    from referee.model.findings import Finding, Penalty

    for book, penalty, points in (
        ("1890", None, {AC: 2, BD: 1}),
        ("schlanders-2013", Penalty(AC, -2), {AC: -2, BD: 1}),
    ):
        f = Finding(
            Kind.VIOLATION, "wrong-card-count", "deal.cutter-count", seats=(C,), penalty=penalty
        )
        play = play_result(gleich=AC, hanger=AC, spiel=BD, findings=(f,))
        _, rules = _load(book)
        r = judge_wager(deal(a_card(A)), play, rules, SCORE0, rules.target)
        assert {p: r.points.get(p, 0) for p in Party} == points
        forfeits = [g.args["party"] for g in r.findings if g.key == "wager.card-count-forfeits"]
        assert forfeits == (["A+C"] if penalty else [])
