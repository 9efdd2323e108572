"""Gleich and Hanger: the sources' examples, brute force over christenings, the decision."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.messages import EN
from referee.model.cards import Card, Suit
from referee.model.cards import card as c
from referee.model.events import Figure
from referee.model.results import Decided
from referee.model.seats import Party, Seat
from referee.table.deal import perlaggs
from referee.table.figures import (
    best_gleich,
    best_hanger,
    best_of_hand,
    decide,
    describe,
    gleich_key,
    split_hand,
)
from tests.support.figure_oracle import natural_gleich as _natural_gleich
from tests.support.figure_oracle import natural_hanger as _natural_hanger
from tests.support.strategies_deal import PLAIN_CARDS, RULES_1890, RULES_SCHLANDERS, hands_of

A, B, C, D = Seat


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in text.split())


class TestSourceExamples:
    def test_hanger_examples_s61_62(self) -> None:
        v = best_hanger(cards("HA HO"), 1)
        assert (v.size, v.top) == (3, 14) and describe(v) == "höchst dritziger Hanger (Ober–As)"
        assert set(v.cards) == set(cards("HO HK HA"))
        v = best_hanger(cards("E8 EU"), 2)
        assert (v.size, describe(v)) == (4, "viertiger Hanger (Achter–Unter)")
        v = best_hanger(cards("L9 LU LK"), 2)
        assert (v.size, describe(v)) == (5, "fünftiger Hanger (Neuner–König)")
        assert set(v.cards) == set(cards("L9 L10 LU LO LK"))

    def test_hanger_order_s61(self) -> None:
        assert best_hanger(cards("HO HK"), 0).key > best_hanger(cards("HU HO"), 0).key
        assert best_hanger(cards("HK HA"), 0).key < best_hanger(cards("L7 L8 L9"), 0).key
        assert describe(best_hanger(cards("HK HA"), 0)) == "höchster Hanger (König–As)"

    def test_gleich_order_s61(self) -> None:
        assert best_gleich(cards("HA LA"), 0).key > best_gleich(cards("HK LK"), 0).key
        assert best_gleich(cards("H7 L7 S7"), 0).key > best_gleich(cards("HA LA"), 0).key
        assert best_gleich(cards("HA LA SA"), 0).key < best_gleich(cards("H8 L8 S8 E8"), 0).key
        assert describe(best_gleich(cards("HA LA"), 0)) == "höchstes Gleich (Asse)"
        assert describe(best_gleich(cards("H9 L9 S9"), 0)) == "dritziges Gleich (Neuner)"
        assert describe(best_gleich(cards("H9 L9 S9"), 0), EN) == "three-card Gleich (Nines)"

    def test_fuenffaches_gleich_s60(self) -> None:
        # four natural Asse and a Perlagg: five Asse, one of them a duplicate
        v = best_gleich(cards("HA LA SA EA"), 1)
        assert (v.size, v.top) == (5, 14) and describe(v) == "höchst fünftiges Gleich (Asse)"
        assert best_gleich((), 5).key == (5, 14)

    def test_no_figure(self) -> None:
        assert best_gleich(cards("HA L9 S8 EU HK"), 0) is None
        assert best_hanger(cards("HA L9 S7 EU H9"), 0) is None
        assert describe(None) == "keine Figur"

    def test_sechs_is_in_no_run(self) -> None:
        # the Weli played unnamed is the Schell-Sechs: no Hanger with the Schell-Sieben
        live = perlaggs(RULES_1890, Suit.LAUB)
        hand = cards("W S8 H9 EA L10")
        assert best_of_hand(Figure.HANGER, hand, live, {c("W"): c("W")}) is None
        assert best_of_hand(Figure.HANGER, hand, live, {}).key == (2, 14)  # free: EK EA

    def test_christened_perlaggs_are_fixed(self) -> None:
        live = perlaggs(RULES_1890, Suit.HERZ)
        fixed, free = split_hand(cards("HK W HA LA H9"), live, {c("HK"): c("L9")})
        assert free == 1 and c("L9") in fixed
        v = best_of_hand(Figure.GLEICH, cards("HK W HA LA H9"), live, {c("HK"): c("L9")})
        assert v.key == (3, 14)

    def test_schlanders_perlaggs(self) -> None:
        live = perlaggs(RULES_SCHLANDERS, Suit.HERZ)
        # S8, E7, EO, EU, HK are Perlaggs: four of them give a viertiges Gleich with any card
        v = best_of_hand(Figure.GLEICH, cards("S8 E7 EO EU L9"), live)
        assert (v.size, v.top) == (5, 9)


# --------------------------------------------------------------------------- brute force
def _brute(figure: Figure, hand: tuple[Card, ...], live: tuple[Card, ...]) -> tuple[int, int]:
    fixed = tuple(x for x in hand if x not in live)
    free = len(hand) - len(fixed)
    natural = _natural_gleich if figure is Figure.GLEICH else _natural_hanger
    return max(natural(fixed + extra) for extra in itertools.product(PLAIN_CARDS, repeat=free))


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@pytest.mark.parametrize("figure", [Figure.GLEICH, Figure.HANGER])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data())
def test_best_equals_brute_force(rules, figure, data) -> None:
    trump, hand = data.draw(hands_of(rules, max_free=2))
    live = perlaggs(rules, trump)
    v = best_of_hand(figure, hand, live)
    assert (v.key if v else (0, 0)) == _brute(figure, hand, live)
    if v is not None:
        assert len(v.cards) == v.size


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data(), unknown=st.integers(0, 3))
def test_gleich_key_is_the_key_of_the_best_gleich(rules, data, unknown) -> None:
    """The bound of an unknown hand (``gleich_key``) is the key of the Gleich it makes."""
    trump, hand = data.draw(hands_of(rules, max_free=2))
    fixed, free = split_hand(hand, perlaggs(rules, trump), {})
    v = best_gleich(fixed, free + unknown)
    assert gleich_key(fixed, free + unknown) == (v.key if v else (0, 0))


def test_three_free_perlaggs_brute_force() -> None:
    live = perlaggs(RULES_1890, Suit.HERZ)
    for hand in (cards("HK W S7 L9 EU"), cards("HK W HU E9 E10"), cards("HK W S7 E7 L10")):
        for figure in (Figure.GLEICH, Figure.HANGER):
            assert best_of_hand(figure, hand, live).key == _brute(figure, hand, live)


# --------------------------------------------------------------------------- the decision
LIVE = perlaggs(RULES_1890, Suit.HERZ)


class TestDecide:
    def test_all_known(self) -> None:
        known = {
            A: cards("HA LA SA L9 L8"),
            B: cards("HK L10 S10 E10 E9"),
            C: cards("H8 H9 E7 S9 EU"),
            D: cards("LK LO SK EK EO"),
        }
        g = decide(Figure.GLEICH, known, LIVE, {})
        # B: HK free + three Zehner = viertiges; C: E7 free, Neuner... A: drei Asse
        assert g.outcome is Decided.PARTY and g.party is Party.BD
        assert g.best[B].key == (4, 10)

    def test_equal_best_figures_stand(self) -> None:
        known = {
            A: cards("HA LA L9 S8 E10"),
            B: cards("SA EA L8 S9 H10"),
            C: cards("LK EO S10 E8 H9"),
            D: cards("SK LO LU E9 H8"),
        }
        g = decide(Figure.GLEICH, known, LIVE, {})
        assert g.outcome is Decided.TIE and g.party is None

    def test_unknown_hands(self) -> None:
        known = {A: cards("HA LA L9 S8 E10"), B: cards("SA EA L8 S9 H10")}
        g = decide(Figure.GLEICH, known, LIVE, {})
        assert g.outcome is Decided.UNKNOWN and g.missing == (C, D)

    def test_not_settled_while_an_unknown_seat_could_tie(self) -> None:
        # A holds five Asse (four natural + the Martl); B and D unknown could in principle
        # hold five Perlaggs and tie: bounded as wildcards, the figure stays open
        known = {A: cards("HA LA SA EA HK"), B: cards("L8 S9")}
        g = decide(Figure.GLEICH, known, LIVE, {})
        assert g.outcome is Decided.UNKNOWN and g.missing == (B, C, D)

    def test_bound_decides_for_the_known_party(self) -> None:
        known = {
            # two free Perlaggs: the Gleich (shown first) names both Zehner, so the
            # Hanger is the dritzige 8–10 (one name per Perlagg), not 8 to Ober
            A: cards("H8 H9 H10 HK W"),
            B: cards("L8 S9 E10 LA SK"),
            D: cards("L7 S10 E9 LK"),  # one unknown card: at best a Hanger of two
        }
        h = decide(Figure.HANGER, known, LIVE, {}, after_gleich=True)
        assert h.best[A].key == (3, 10) and C not in h.best and D not in h.best
        assert h.outcome is Decided.PARTY and h.party is Party.AC and h.missing == ()

    def test_one_name_per_perlagg_gleich_first(self) -> None:
        """§18, S. 53 ("daß ich diese Karte nur einmal benützen kann"): A's Martl makes
        the Gleich of two Asse and so is an As for the Hanger too: O–K–A, not 10 to As."""
        known = {
            A: cards("LO LK LA HK E9"),
            B: cards("SU SO SK E8 L8"),
            C: cards("H8 E10 S9 L9 EK"),
            D: cards("S8 LU E7 H9 SA"),
        }
        g = decide(Figure.GLEICH, known, LIVE, {})
        h = decide(Figure.HANGER, known, LIVE, {}, after_gleich=True)
        assert g.best[A].key == (2, 14)
        assert h.best[A].key == (3, 14)  # each on its own it would be (4, 14), U–As
        assert h.outcome is Decided.PARTY and h.party is Party.AC  # B: SU–SK, (3, 13)
        # christened for the Hanger when shown, HK is bound for both figures
        fixed = {c("HK"): c("LU")}
        assert decide(Figure.HANGER, known, LIVE, fixed, after_gleich=True).best[A].key == (4, 14)
        # what A can make, each figure on its own (§31: "machen zu können")
        assert decide(Figure.HANGER, known, LIVE, {}).best[A].key == (4, 14)
        assert decide(Figure.GLEICH, known, LIVE, fixed).best[A] is None


def _brute_one_name(hand: tuple[Card, ...], live: tuple[Card, ...]) -> tuple[int, int]:
    """One name per Perlagg by brute force: of all namings of the free Perlaggs that
    give the best Gleich (shown first), the best Hanger."""
    fixed = tuple(x for x in hand if x not in live)
    free = len(hand) - len(fixed)
    namings = list(itertools.product(PLAIN_CARDS, repeat=free))
    best_g = max(_natural_gleich(fixed + extra) for extra in namings)
    return max(
        _natural_hanger(fixed + extra)
        for extra in namings
        if _natural_gleich(fixed + extra) == best_g
    )


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data())
def test_hanger_after_gleich_equals_brute_force(rules, data) -> None:
    from referee.table.figures import shown_in_order

    trump, hand = data.draw(hands_of(rules, max_free=2))
    live = perlaggs(rules, trump)
    v = shown_in_order(Figure.HANGER, hand, live, {})
    assert (v.key if v else (0, 0)) == _brute_one_name(hand, live)


# --------------------------------------------------------------------------- in the deal
def _deal_play():
    from tests.support.strategies_wager import play_of_hands

    known = {
        A: cards("LO LK LA HK E9"),  # the Martl free: Gleich of two Asse, or U–As
        B: cards("SU SO SK SA E8"),  # Hanger U–As
        C: cards("H8 E10 S9 L9 EK"),
        D: cards("S8 LU H9 L10 H10"),
    }
    return play_of_hands(known, LIVE, Suit.HERZ)


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
def test_one_name_decides_the_hanger_when_both_are_shown(book) -> None:
    """Gleich and Hanger never bid: both are shown, Gleich first; A's Martl, an As for
    the Gleich, is an As for the Hanger: O–K–A loses to B's U–As (each on its own it
    would stand).  The referee says so, citing the interpretation."""
    from referee import rules as rulebook
    from referee.judge.ledger import WagerRules
    from referee.judge.wager import judge_wager
    from referee.model.results import Outcome
    from tests.support.strategies_wager import SCORE0, deal

    rb = rulebook.load(book)
    rules = WagerRules.from_rulebook(rb)
    play = _deal_play()
    assert play.hanger.outcome is Decided.TIE  # each figure on its own
    r = judge_wager(deal(), play, rules, SCORE0, rules.target)
    assert (r.figures[Figure.HANGER].outcome, r.figures[Figure.HANGER].party) == (
        Outcome.STILL,
        Party.BD,
    )
    (f,) = [f for f in r.findings if f.key == "figures.one-name"]
    assert f.args["seat"] == "A" and f.args["perlaggs"] == "HK"
    refs = [x.ref for x in rb.cite(f.concern)]
    assert "one-name-per-perlagg" in refs
    assert ("B §14" if book == "schlanders-2013" else "§18") in refs


def test_a_gleich_let_good_binds_no_perlagg_and_a_showing_fixes_the_name() -> None:
    from referee.judge.wager import judge_wager
    from referee.model.events import Show, ShownCard
    from referee.model.results import Outcome
    from tests.support.strategies_wager import RULES_1890, SCORE0, bid, deal, gut

    play = _deal_play()
    # the Gleich let good need not be shown (B §25): the Martl is free for the Hanger
    r = judge_wager(deal(bid(C, Figure.GLEICH), gut(B)), play, RULES_1890, SCORE0, 15)
    assert r.figures[Figure.HANGER].outcome is Outcome.STEHT
    assert "figures.one-name" not in [f.key for f in r.findings]
    # A shows the Hanger first with the Martl as Laub-Unter: that name is fixed
    laub = tuple(ShownCard(x) for x in cards("LO LK LA"))
    shown = Show(A, (*laub, ShownCard(c("HK"), c("LU"))))
    r = judge_wager(deal(shown), play, RULES_1890, SCORE0, 15)
    assert r.figures[Figure.HANGER].outcome is Outcome.STEHT
    assert "figures.one-name" not in [f.key for f in r.findings]
