"""The deal by rulebook parameters: deck, Perlaggs, trump, exchange; citations per rulebook."""

from __future__ import annotations

import pytest

from referee.judge.play import judge_play
from referee.model.cards import Rank, Suit, TrumpRef
from referee.model.cards import card as c
from referee.model.events import (
    Dealer,
    DealStart,
    Hand,
    Play,
    Show,
    ShownCard,
    Span,
    Trick,
    TrumpTurn,
)
from referee.model.findings import Kind
from referee.model.seats import Seat
from referee.table.deal import (
    TableRules,
    christen,
    deck,
    exchange_candidates,
    perlagg_rank,
    perlaggs,
    permanent_perlaggs,
    resolve,
    trump_of,
)
from tests.support.strategies_deal import RULES_1890, RULES_SCHLANDERS

A, B, C, D = Seat


def codes(cards) -> list[str]:
    return [x.code for x in cards]


class TestDeck:
    def test_decks(self) -> None:
        assert len(deck(RULES_1890)) == 33 and c("W") in deck(RULES_1890)
        assert len(deck(RULES_SCHLANDERS)) == 32 and c("W") not in deck(RULES_SCHLANDERS)

    def test_perlaggs_1890(self) -> None:
        assert codes(permanent_perlaggs(RULES_1890)) == ["HK", "W", "S7", "E7"]
        assert codes(perlaggs(RULES_1890, Suit.HERZ)) == ["HK", "W", "S7", "E7", "H7", "HU", "HO"]
        assert codes(perlaggs(RULES_1890, Suit.LAUB)) == ["HK", "W", "S7", "E7", "L7", "LU", "LO"]
        # S. 55: under Schell or Eichel only six: the trump 7 is already permanent
        assert codes(perlaggs(RULES_1890, Suit.SCHELL)) == ["HK", "W", "S7", "E7", "SU", "SO"]
        assert codes(perlaggs(RULES_1890, Suit.EICHEL)) == ["HK", "W", "S7", "E7", "EU", "EO"]

    def test_perlaggs_schlanders(self) -> None:
        assert codes(permanent_perlaggs(RULES_SCHLANDERS)) == ["HK", "S8", "E7", "EO", "EU"]
        assert codes(perlaggs(RULES_SCHLANDERS, Suit.LAUB)) == [
            "HK", "S8", "L7", "LO", "LU", "E7", "EO", "EU",
        ]  # fmt: skip
        assert perlagg_rank(RULES_SCHLANDERS, Suit.LAUB, c("LU")) == 4
        assert perlagg_rank(RULES_SCHLANDERS, Suit.LAUB, c("LA")) is None

    def test_resolve(self) -> None:
        assert resolve(TrumpRef(Rank.ASS), Suit.LAUB) == c("LA")
        assert resolve(TrumpRef(Rank.ASS), None) is None
        assert resolve(c("HK"), None) == c("HK")


class TestTrump:
    def test_turned_card_decides(self) -> None:
        assert trump_of(RULES_1890, [c("L9")]).trump is Suit.LAUB
        assert trump_of(RULES_1890, [c("W")]).trump is Suit.SCHELL  # the Weli counts as Schell
        assert trump_of(RULES_1890, [c("HK")]).trump is Suit.HERZ

    def test_eichel(self) -> None:
        d = trump_of(RULES_SCHLANDERS, [c("EA"), c("LO")])
        assert (d.trump, d.deciding) == (Suit.LAUB, c("LO"))
        assert [(f.kind, f.key) for f in d.findings] == [(Kind.RULING, "trump.eichel-passed")]
        d = trump_of(RULES_SCHLANDERS, [c("EA")])
        assert d.trump is None and d.findings[0].kind is Kind.UNDETERMINED
        d = trump_of(RULES_1890, [c("EA"), c("LO")])
        assert d.trump is Suit.EICHEL and d.findings[0].key == "trump.turned-again"
        d = trump_of(RULES_SCHLANDERS, [c("LO"), c("H9")])
        assert d.trump is Suit.LAUB and d.findings[0].key == "trump.turned-too-many"

    def test_exchange_candidates(self) -> None:
        hand = [c("H8"), c("HO"), c("HA"), c("L9"), c("W")]
        # a trump Perlagg against a natural trump, never another Perlagg (S. 55)
        assert set(exchange_candidates(RULES_1890, Suit.HERZ, c("HU"), hand)) == {c("H8"), c("HA")}
        # a turned permanent Perlagg against a card of its suit; the Weli as Schell
        assert exchange_candidates(RULES_1890, Suit.SCHELL, c("W"), [c("S9"), c("L9")]) == (
            c("S9"),
        )
        assert exchange_candidates(RULES_1890, Suit.LAUB, c("L9"), hand) == ()
        # Schlanders A 7: an Eichel Perlagg turned over goes against an Eichel
        assert exchange_candidates(RULES_SCHLANDERS, Suit.LAUB, c("EO"), [c("E9"), c("L9")]) == (
            c("E9"),
        )


class TestChristening:
    def test_once_and_for_all(self) -> None:
        ch = christen(RULES_1890, Suit.HERZ, c("W"), c("LA"), {})
        assert (ch.counts_as, ch.perlagg_rank, ch.fixes) == (c("LA"), 1, c("LA"))
        again = christen(RULES_1890, Suit.HERZ, c("W"), c("EA"), {c("W"): c("LA")})
        assert again.counts_as == c("LA") and again.concern == "christening-fixed"
        same = christen(RULES_1890, Suit.HERZ, c("W"), None, {c("W"): c("LA")})
        assert same.counts_as == c("LA") and same.key is None

    def test_not_a_perlagg(self) -> None:
        ch = christen(RULES_1890, Suit.HERZ, c("L9"), c("LA"), {})
        assert ch.counts_as == c("L9") and ch.concern == "christening"


# --------------------------------------------------------------------------- rulebooks
def _rulebook(rid: str):
    rulebook = pytest.importorskip("referee.rules.rulebook")
    return rulebook.load(rid)


REVOKE = (
    DealStart(1),
    Dealer(D),
    Hand(B, tuple(c(x) for x in ["L9", "LA", "S9", "SA", "EA"])),
    TrumpTurn((c("H8"),), D),
    Trick((Play(A, c("L10")), Play(B, c("S9"))), span=Span(5, 1, 5, 9)),
)


@pytest.mark.parametrize(
    ("rid", "ref", "penalty"),
    [("1890", "§13", None), ("1924", "§13", None), ("schlanders-2013", "B §10", -2)],
)
def test_rulebook_params_and_citations(rid: str, ref: str, penalty: int | None) -> None:
    rb = _rulebook(rid)
    rules = TableRules.from_rulebook(rb)
    assert rules.weli is (rid != "schlanders-2013")
    [f] = [f for f in judge_play(REVOKE, rules).findings if f.kind is Kind.VIOLATION]
    assert f.concern == "follow-suit"
    assert (f.penalty.points if f.penalty else None) == penalty
    assert any(x.ref == ref for x in rb.cite(f.concern)), [x.label for x in rb.cite(f.concern)]


@pytest.mark.parametrize(
    ("rid", "ref"), [("1890", "§18"), ("1924", "§18"), ("schlanders-2013", "B §14")]
)
def test_christening_fixed_cited(rid: str, ref: str) -> None:
    rb = _rulebook(rid)
    rules = TableRules.from_rulebook(rb)
    events = (
        DealStart(1),
        Dealer(D),
        TrumpTurn((c("L8"),), D),
        Trick((Play(A, c("HK"), c("LA")),)),
        Show(A, (ShownCard(c("HK"), c("EA")),)),
    )
    [f] = [f for f in judge_play(events, rules).findings if f.kind is Kind.VIOLATION]
    assert f.concern == "christening-fixed"
    assert any(x.ref == ref for x in rb.cite(f.concern)), [x.label for x in rb.cite(f.concern)]


@pytest.mark.parametrize("rid", ["1890", "1924", "schlanders-2013"])
def test_builtin_rulebooks_give_table_rules(rid: str) -> None:
    rules = TableRules.from_rulebook(_rulebook(rid))
    live = perlaggs(rules, Suit.HERZ)
    assert live[0] == c("HK")
    assert (c("S8") in live) is (rid == "schlanders-2013")
    assert rules.eichel_allowed is (rid != "schlanders-2013")


# --- the order of cards: suit, then rank (Card compares one number made with the card) ---
def test_cards_are_ordered_by_suit_then_rank() -> None:
    from referee.model.cards import Card, full_deck

    deck = full_deck(with_weli=True)
    for a in deck:
        for b in deck:
            key_a, key_b = (a.suit, a.rank), (b.suit, b.rank)
            assert (a < b, a <= b, a > b, a >= b) == (
                key_a < key_b,
                key_a <= key_b,
                key_a > key_b,
                key_a >= key_b,
            ), (a, b)
    assert sorted(deck) == sorted(deck, key=lambda x: (x.suit, x.rank))
    assert Card(Suit.EICHEL, Rank.ASS) < Card(Suit.SCHELL, Rank.SECHS) < Card(Suit.SCHELL, Rank.ASS)
