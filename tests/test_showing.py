"""Showing after the Spiel (showing-order, degree-declaration, stands-declared) and the
Spiel bid in the fifth trick (last-trick-spiel)."""

from __future__ import annotations

from referee.base.record import replace
from referee.judge.wager import judge_wager
from referee.model.cards import card
from referee.model.events import DegreeDeclaration, Figure, Play, Stands
from referee.model.findings import Kind
from referee.model.seats import SEATS, Party, Seat
from tests.support.five_tricks import five_tricks, show, trick_play
from tests.support.strategies_wager import (
    RULES_1890,
    SCORE0,
    bid,
    deal,
    decision,
    gut,
    hold,
    score,
    value,
)

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
G, H, S = Figure.GLEICH, Figure.HANGER, Figure.SPIEL
AC, BD = Party.AC, Party.BD


def violations(r) -> list[str]:
    return [f.concern for f in r.findings if f.kind is Kind.VIOLATION]


def test_other_party_shows_first():
    tricks, _ = five_tricks()
    events = deal(*tricks, show(B, "HO", "LO"), show(A, "HA", "LA"))
    r = judge_wager(events, trick_play(), RULES_1890, SCORE0, 15)
    assert violations(r) == ["showing-order"]
    f = next(f for f in r.findings if f.concern == "showing-order")
    assert f.seats == (B,)


def test_spiel_party_shows_first_is_fine():
    tricks, _ = five_tricks()
    events = deal(*tricks, show(A, "HA", "LA"), show(B, "HO", "LO"))
    assert violations(judge_wager(events, trick_play(), RULES_1890, SCORE0, 15)) == []


def test_degree_declared_before_showing():
    have = {A: value(G, 3, 14), B: value(G, 3, 13), C: None, D: None}
    gleich = decision(G, AC, have)
    tricks, _ = five_tricks()
    shown = deal(*tricks, show(A, "HA", "LA", "SA"))
    # only in the end game, both needing one point (interpretation ties-author-note)
    assert violations(judge_wager(shown, trick_play(gleich=gleich), RULES_1890, SCORE0, 15)) == []
    r = judge_wager(shown, trick_play(gleich=gleich), RULES_1890, score(14, 14), 15)
    assert violations(r) == ["degree-declaration"]
    declared = deal(
        *tricks,
        DegreeDeclaration(A, G, 3),
        DegreeDeclaration(B, G, 3),
        show(A, "HA", "LA", "SA"),
    )
    r = judge_wager(declared, trick_play(gleich=gleich), RULES_1890, score(14, 14), 15)
    assert violations(r) == []


def test_simple_figures_need_no_declaration():
    tricks, _ = five_tricks()
    events = deal(*tricks, show(A, "HA", "LA"))
    assert violations(judge_wager(events, trick_play(), RULES_1890, SCORE0, 15)) == []


def test_stands_cannot_be_improved_by_spiel_party():
    tricks, _ = five_tricks()
    events = deal(*tricks, Stands(A, G), show(C, "HA", "LA", "SA"))
    r = judge_wager(events, trick_play(), RULES_1890, SCORE0, 15)
    assert violations(r) == ["stands-declared"]
    # the other party may
    events = deal(*tricks, Stands(A, G), show(B, "HO", "LO", "SO"))
    assert "stands-declared" not in violations(
        judge_wager(events, trick_play(), RULES_1890, SCORE0, 15)
    )


def test_spiel_bid_in_fifth_trick():
    tricks, _ = five_tricks()
    first = Play(A, card("L10"))
    # C's last card is HK: Herz is trump, so C may bid
    ok = deal(*tricks[:4], first, bid(C, S), hold(D, S))
    assert violations(judge_wager(ok, trick_play(), RULES_1890, SCORE0, 15)) == []
    # B's last card is EK: neither Laub nor trump nor Perlagg
    bad = deal(*tricks[:4], first, bid(B, S), hold(A, S))
    r = judge_wager(bad, trick_play(), RULES_1890, SCORE0, 15)
    assert violations(r) == ["last-trick-spiel"]


def test_spiel_bid_in_fifth_trick_unknown_card():
    tricks, _ = five_tricks()
    p = trick_play()
    p = replace(p, tricks=p.tricks[:4])
    events = deal(*tricks[:4], Play(A, card("L10")), bid(B, S), hold(A, S))
    r = judge_wager(events, p, RULES_1890, SCORE0, 15)
    und = [f for f in r.findings if f.kind is Kind.UNDETERMINED]
    assert [(f.concern, f.seats) for f in und] == [
        ("last-trick-spiel", (B,)),
        ("last-trick-spiel", (A,)),
    ]


def test_seats_are_all_four():
    assert len(SEATS) == 4


# --------------------------------------------------------------------------- "steht" binds
import pytest  # noqa: E402

from referee import rules as rulebook  # noqa: E402
from referee.judge.ledger import WagerRules  # noqa: E402
from referee.model.results import Outcome  # noqa: E402

BOOKS = ("1890", "1924", "schlanders-2013")


def _rules(book: str):
    rb = rulebook.load(book)
    return rb, WagerRules.from_rulebook(rb)


@pytest.mark.parametrize("book", BOOKS)
def test_a_figure_the_spiel_party_declared_standing_stands(book):
    """§23 / B §19: A+C have the Spiel and declare the Gleich standing; though A+C have
    it better, it stands: 0 points, a ruling citing the paragraph."""
    rb, rules = _rules(book)
    tricks, _ = five_tricks()
    events = deal(*tricks, Stands(A, G))
    r = judge_wager(events, trick_play(gleich=AC), rules, SCORE0, rules.target)
    g = r.figures[G]
    assert (g.outcome, g.value, g.party) == (Outcome.STEHT, 0, None)
    (f,) = [f for f in r.findings if f.key == "showing.stands-binds"]
    refs = [c.ref for c in rb.cite(f.concern)]
    assert ("B §19" if book == "schlanders-2013" else "§23") in refs
    assert r.points[AC] == 2  # the silent Hanger and the Spiel
    # a held Gleich declared standing stands as well
    held = deal(bid(B, G), hold(A, G), *tricks, Stands(C, G))
    r = judge_wager(held, trick_play(gleich=AC), rules, SCORE0, rules.target)
    assert (r.figures[G].outcome, r.figures[G].value) == (Outcome.STEHT, 0)


@pytest.mark.parametrize("book", BOOKS)
def test_the_other_party_may_still_show_a_better_one(book):
    """§23: "dieses Recht steht jedoch der Gegenpartei zu": B+D better wins it."""
    _, rules = _rules(book)
    tricks, _ = five_tricks()
    events = deal(*tricks, Stands(A, G), show(B, "HO", "LO", "SO"))
    r = judge_wager(events, trick_play(gleich=BD), rules, SCORE0, rules.target)
    g = r.figures[G]
    assert (g.outcome, g.value, g.party) == (Outcome.STILL, 1, BD)
    assert "showing.stands-binds" not in [f.key for f in r.findings]


def test_an_improvement_after_steht_is_a_violation_and_scores_nothing():
    tricks, _ = five_tricks()
    events = deal(*tricks, Stands(A, G), show(C, "HA", "LA", "SA"))
    r = judge_wager(events, trick_play(gleich=AC), RULES_1890, SCORE0, 15)
    assert violations(r) == ["stands-declared"]
    assert (r.figures[G].outcome, r.figures[G].value) == (Outcome.STEHT, 0)


# --------------------------------------------------------------------------- fifth trick
@pytest.mark.parametrize("book", BOOKS)
def test_fifth_trick_restriction_starts_with_its_first_card(book):
    """§27, B §22, A 5 ("Wurde in der letzten Runde jedoch die erste Karte ausgelegt"):
    after four tricks and before the fifth trick's first card anybody may bid the Spiel;
    after that card B (EK, neither Laub nor trump nor Perlagg) may not."""
    rb, rules = _rules(book)
    tricks, _ = five_tricks()
    before = deal(*tricks[:4], bid(B, S), hold(A, S), tricks[4])
    r = judge_wager(before, trick_play(), rules, SCORE0, rules.target)
    assert violations(r) == []
    assert (r.figures[S].outcome, r.figures[S].value, r.figures[S].party) == (
        Outcome.GEHALTEN,
        2,
        AC,
    )
    after = deal(*tricks[:4], Play(A, card("L10")), bid(B, S), hold(A, S))
    r = judge_wager(after, trick_play(), rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    assert f.concern == "last-trick-spiel"
    refs = [c.ref for c in rb.cite(f.concern)]
    assert ("B §22" if book == "schlanders-2013" else "§27") in refs and "void-act" in refs
    # the invalid bid, though held, is not scored as held: the Spiel is silent, 1 point
    s = r.figures[S]
    assert (s.outcome, s.value, s.party) == (Outcome.STILL, 1, AC)


@pytest.mark.parametrize("book", BOOKS)
def test_a_perlagg_in_hand_makes_the_fifth_trick_bid_valid_whatever_it_is_played_as(book):
    """§28, B §23: "diesen Perlagg ohne Rücksicht auf die Spielfarbe zu verwenden": B
    holds a Perlagg (here EO, played unchristened as the Eichel-Ober) and may bid."""
    _, rules = _rules(book)
    tricks, _ = five_tricks(fifth=("L10", "EO", "HK", "L7"))
    play = replace(trick_play(fifth=("L10", "EO", "HK", "L7")), perlaggs=(card("EO"),))
    events = deal(*tricks[:4], Play(A, card("L10")), bid(B, S), gut(A, S), *tricks[4].plays[1:])
    r = judge_wager(events, play, rules, SCORE0, rules.target)
    assert violations(r) == []
    assert (r.figures[S].outcome, r.figures[S].party) == (Outcome.GUT, BD)


def test_the_fifth_trick_card_comes_from_the_hand_when_not_yet_played():
    """The bid comes before B's own card is recorded: his Hand line less his four
    earlier cards tells what he holds (the holdings); C's hand is not given."""
    from referee.judge.play import judge_play
    from referee.judge.wager import fifth_trick_card
    from referee.notation import parse
    from referee.rules import load
    from referee.table.deal import TableRules

    text = "\n".join(
        [
            '[Regeln "1890"]',
            "Runde",
            "Geber: D",
            "Abheben C: -",
            "Hand A: H10 SO SU L7 S8",
            "Hand B: E10 LK H8 EK S9",
            "Trumpf: E9",
            "Stich: A SU, B S9, C SA, D H9",
            "Stich: C L10, D L9, A L7, B LK",
            "Stich: B H8, C HA, D HO, A H10",
            "Stich: C SK, D E8, A SO, B EK",
        ]
    )
    events = parse(text + "\n").deals[0].events
    play = judge_play(events, TableRules.from_rulebook(load("1890")))
    assert fifth_trick_card(play, B, len(events)) == card("E10")
    assert fifth_trick_card(play, Seat.C, len(events)) is None


@pytest.mark.parametrize("book", BOOKS)
def test_a_bid_forestalling_the_spiel_party_is_void(book):
    """§24 / B §20 ("Vorbieten"): A+C took the Spiel; B bids the Gleich before A+C has
    shown or bid.  A violation and nothing else: A's hold answers nothing, and the
    Gleich, better for B+D, is written as never bid (1 point, not 2)."""
    rb, rules = _rules(book)
    tricks, _ = five_tricks()
    events = deal(*tricks, bid(B, G), hold(A, G))
    r = judge_wager(events, trick_play(gleich=BD), rules, SCORE0, rules.target)
    (f,) = [f for f in r.findings if f.kind is Kind.VIOLATION]
    refs = [c.ref for c in rb.cite(f.concern)]
    assert f.concern == "showing-order" and "void-act" in refs
    assert ("B §20" if book == "schlanders-2013" else "§24") in refs
    g = r.figures[G]
    assert (g.outcome, g.value, g.party) == (Outcome.STILL, 1, BD)
    assert "wager.answer-to-void" in [f.key for f in r.findings]
    # once A+C has bid first, B+D may bid
    events = deal(*tricks, bid(A, H), gut(B, H), bid(B, G), hold(A, G))
    r = judge_wager(events, trick_play(gleich=BD), rules, SCORE0, rules.target)
    assert violations(r) == []
    assert (r.figures[G].outcome, r.figures[G].value) == (Outcome.GEHALTEN, 2)


# ------------------------------------------------- seven cards: the Spiel needs four tricks
from referee.judge.transcript import judge_text  # noqa: E402
from referee.messages import say  # noqa: E402

_SEVEN = """[Regeln "{book}"]
[Spieler "2"]
[Karten "7"]
Runde
Geber: B
Abheben A: -
Hand A: HA EA SA L7 L8 E8 {a7}
Hand B: H9 E9 S9 LA L10 EK SK
Trumpf: HU
Stich: A HA, B H9
Stich: A EA, B E9
Stich: A SA, B S9
{rest}"""
#: A takes the first three tricks, B the last four: B has the Spiel (four of seven)
_B_TAKES_FOUR = """Stich: A L7, B LA
Stich: B L10, A L8
Stich: B EK, A E8
Stich: B SK, A S8
{first} weist dritziges Gleich
{second} weist dritziges Gleich
"""


def _refs(book: str, concern: str) -> list[str]:
    return [c.ref for c in rulebook.load(book).cite(concern)]


@pytest.mark.parametrize("book", BOOKS)
def test_seven_cards_the_spiel_party_shows_first(book):
    """§22, B §18: the Spiel party shows first; with seven cards the Spiel is four tricks,
    so three tricks of A do not make A the Spiel party (it was `>= 3` of four cards a
    trick before)."""
    right = _SEVEN.format(book=book, a7="S8", rest=_B_TAKES_FOUR.format(first="B", second="A"))
    assert [f for f in judge_text(right).findings if f.concern == "showing-order"] == []
    wrong = _SEVEN.format(book=book, a7="S8", rest=_B_TAKES_FOUR.format(first="A", second="B"))
    (f,) = [f for f in judge_text(wrong).findings if f.concern == "showing-order"]
    assert (f.kind, f.key, f.args["seat"], f.args["party"]) == (
        Kind.VIOLATION,
        "showing.before-spiel-party",
        "A",
        "B",
    )
    assert ("B §18" if book == "schlanders-2013" else "§22") in _refs(book, "showing-order")


@pytest.mark.parametrize("book", BOOKS)
def test_seven_cards_the_last_trick_is_the_seventh(book):
    """§27, B §22: in the last trick (the seventh) only who can answer may bid the Spiel;
    the message names the seventh trick, not the fifth."""
    rest = "Stich: A L8, B LA\nStich: B L10, A L7\nStich: B EK, A E8\n"
    rest += "B spielt SK\nA: Gilt mein Spiel!\nA spielt E10\n"
    report = judge_text(_SEVEN.format(book=book, a7="E10", rest=rest))
    (f,) = [f for f in report.findings if f.concern == "last-trick-spiel"]
    assert (f.kind, f.key, f.args["card"], f.span.line) == (
        Kind.VIOLATION,
        "wager.last-trick-spiel",
        "E10",
        17,
    )
    assert say(f.key, "de", **f.args).startswith("Im siebten Gang (Spielfarbe Schell)")
    assert say(f.key, "en", **f.args).startswith("In the seventh trick (suit Schell)")
    assert ("B §22" if book == "schlanders-2013" else "§27") in _refs(book, "last-trick-spiel")


@pytest.mark.parametrize("book", BOOKS)
def test_seven_cards_play_stops_at_four_tricks(book):
    """§24 / A 4: play stops once the Spiel is decided; at seven cards that is four tricks."""
    rest = "Stich: A L8, B L10\nStich: A E8, B EK\n"
    report = judge_text(_SEVEN.format(book=book, a7="LK", rest=rest.replace("L8", "LK", 1)))
    stops = [f for f in report.findings if f.concern == "play-stop"]
    (f,) = stops
    assert f.kind is Kind.NOTE and f.span.line == 14
    assert "schon vier Stiche" in say(f.key, "de", **f.args)
    assert "already has four tricks" in say(f.key, "en", **f.args)
    assert ("A 4" if book == "schlanders-2013" else "§24") in _refs(book, "play-stop")
