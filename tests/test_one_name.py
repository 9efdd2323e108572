"""Issue 25, item 4: one name per Perlagg over both figures (§18, S. 53; Schlanders A 6,
B §14; interpretation one-name-per-perlagg).

Where nothing was shown, a free Perlagg is named for the Gleich only where that Gleich
needs it to beat (or come equal to) the other party's; a party never loses a Hanger it
could make because a Perlagg was spent on a useless Gleich.  ``figures_serving`` is
checked against every naming of the free Perlaggs.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.model.cards import Card, Suit
from referee.model.cards import card as c
from referee.model.events import Figure
from referee.model.results import Decided, FigureValue
from referee.model.seats import Party, Seat
from referee.table.deal import perlaggs
from referee.table.figures import GleichNeed, decide, figures_serving, split_hands
from referee.table.one_name import gleich_needs
from tests.support.figure_oracle import natural_gleich as _natural_gleich
from tests.support.figure_oracle import natural_hanger as _natural_hanger
from tests.support.strategies_deal import PLAIN_CARDS, RULES_1890, RULES_SCHLANDERS, hands_of
from tests.support.strategies_wager import play_of_hands

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
LIVE = perlaggs(RULES_1890, Suit.HERZ)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in text.split())


def _key(v: FigureValue | None) -> tuple[int, int]:
    return v.key if v is not None else (0, 0)


def _brute(hand: tuple[Card, ...], live: tuple[Card, ...], need: GleichNeed | None):
    """Of all namings of the free Perlaggs whose Gleich reaches ``need``, the best
    Hanger (None when none reaches it); ``need`` None: the best Hanger of all."""
    fixed = tuple(x for x in hand if x not in live)
    free = len(hand) - len(fixed)
    best = None
    for extra in itertools.product(PLAIN_CARDS, repeat=free):
        g = _natural_gleich(fixed + extra)
        if need is not None:
            want, strict = need
            if g == (0, 0) or not (g > want if strict else g >= want):
                continue
        h = _natural_hanger(fixed + extra)
        best = h if best is None else max(best, h)
    return best


NEEDS = st.one_of(
    st.none(),
    st.tuples(
        st.tuples(st.integers(0, 5), st.sampled_from([0, 7, 8, 9, 10, 11, 12, 13, 14])),
        st.booleans(),
    ),
)


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data())
def test_figures_serving_equals_every_naming(rules, data) -> None:
    trump, hand = data.draw(hands_of(rules, max_free=2))
    need = data.draw(NEEDS)
    live = perlaggs(rules, trump)
    fixed = tuple(x for x in hand if x not in live)
    made = figures_serving(fixed, len(hand) - len(fixed), need)
    expected = _brute(hand, live, need)
    if expected is None:
        assert made is None
    else:
        assert made is not None and _key(made[1]) == expected
        gleich = made[0]
        if need is not None:  # the Gleich shown reaches the need
            assert gleich is not None
            assert gleich.key > need[0] if need[1] else gleich.key >= need[0]


# --------------------------------------------------------------------------- in the deal
#: A's Martl (HK) is free: a Gleich of two Asse with it, or the Hanger U–As.  B has U–As.
USELESS = {
    A: cards("LO LK LA HK E9"),
    B: cards("SU SO SK SA E8"),
    C: cards("H8 E10 S9 L9 EK"),
    D: cards("L10 H10 S10 H9 L8"),  # three Zehner: A+C's two Asse lose the Gleich anyway
}


def test_a_useless_gleich_binds_no_perlagg() -> None:
    hands = split_hands(USELESS, LIVE, {}, 5, tuple(Seat))
    needs = gleich_needs(hands, tuple(Seat))
    assert needs == {A: None, B: None, C: None, D: ((2, 14), True)}


def test_the_partner_who_need_not_spend_a_perlagg_carries_the_gleich() -> None:
    """A+C win the Gleich either way: C's natural two Könige beat B+D's two Zehner as
    well as A's two Asse with the Martl would, so C carries it and A's Martl stays free
    for his Hanger U–As."""
    known = {
        A: cards("LO LK LA HK E9"),
        B: cards("SU SO S8 E8 L7"),
        C: cards("EK SK EA L9 H8"),
        D: cards("L10 S10 H9 EU S9"),
    }
    hands = split_hands(known, LIVE, {}, 5, tuple(Seat))
    needs = gleich_needs(hands, tuple(Seat))
    assert needs == {A: None, B: None, C: ((2, 10), True), D: None}
    from referee.table.one_name import shown_in_showing_order

    shown = shown_in_showing_order(hands, tuple(Seat))
    assert _key(shown[A][1]) == (4, 14) and _key(shown[C][0]) == (2, 13)


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
def test_the_hanger_stands_when_the_gleich_was_lost_anyway(book) -> None:
    """B+D's three Zehner take the Gleich whatever A names his Martl; so it stays free,
    A's Hanger is U–As like B's, and the Hanger stands.  Before, the Martl went to A's
    useless Gleich of two Asse and B+D wrote the Hanger too."""
    from referee import rules as rulebook
    from referee.judge.ledger import WagerRules
    from referee.judge.wager import judge_wager
    from referee.model.results import Outcome
    from tests.support.strategies_wager import SCORE0, deal

    rb = rulebook.load(book)
    rules = WagerRules.from_rulebook(rb)
    r = judge_wager(deal(), play_of_hands(USELESS, LIVE, Suit.HERZ), rules, SCORE0, rules.target)
    assert r.figures[Figure.GLEICH].party is Party.BD
    assert r.figures[Figure.HANGER].outcome is Outcome.STEHT
    (f,) = [f for f in r.findings if f.key == "figures.one-name-free"]
    assert f.args["seat"] == "A" and f.args["perlaggs"] == "HK"
    assert not [f for f in r.findings if f.key == "figures.one-name"]
    refs = [x.ref for x in rb.cite(f.concern)]
    assert "one-name-per-perlagg" in refs


def test_decisions_are_unknown_safe() -> None:
    """With a hand not known whole, each known Gleich still takes all its Perlaggs."""
    known = {k: v for k, v in USELESS.items() if k is not D}
    hands = split_hands(known, LIVE, {}, 5, tuple(Seat))
    assert gleich_needs(hands, tuple(Seat)) is None
    h = decide(Figure.HANGER, known, LIVE, {}, after_gleich=True)
    assert h.outcome is Decided.UNKNOWN or h.best[A].key == (3, 14)


def test_the_analysis_could_have_shown_obeys_one_name(tmp_path) -> None:
    """„hätte zeigen können“ never lists a Gleich and a Hanger that need the same
    Perlagg: A's Martl makes either the useless Gleich of two Asse or the Hanger U–As,
    and the analysis names the Hanger (before: both)."""
    from referee import rules as rulebook
    from referee.analysis.open_cards import analyse_report
    from referee.judge.transcript import judge_text
    from referee.table.deal import TableRules

    text = "\n".join(
        [
            '[Regeln "1890"]',
            "Runde",
            "Geber: D",
            "Abheben C: -",
            *(f"Hand {s.value}: {' '.join(x.code for x in USELESS[s])}" for s in Seat),
            "Trumpf: HA",
            "Stich: A E9, B E8, C E10, D L8",
        ]
    )
    report = judge_text(text, "t.perlagg")
    (deal,) = analyse_report(report, TableRules.from_rulebook(rulebook.load("1890")))
    assert deal.figures is not None
    gleich, hanger = deal.figures[A]
    assert gleich is None and _key(hanger) == (4, 14)
