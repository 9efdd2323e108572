"""judge_play: the source's examples, and random legal deals with and without one fault."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.judge.play import judge_play, legal_cards, trick_winner
from referee.model.cards import Card, Suit
from referee.model.cards import card as c
from referee.model.events import (
    NOWHERE,
    Cut,
    Dealer,
    DealStart,
    Event,
    Exchange,
    Hand,
    Play,
    Show,
    ShownCard,
    Span,
    Trick,
    TrumpTurn,
)
from referee.model.findings import Kind, Penalty
from referee.model.results import Decided, PlayedCard
from referee.model.seats import Party, Seat
from referee.table.deal import christen, perlaggs
from referee.table.state import Table
from tests.support.strategies_deal import FAULTS, RULES_1890, RULES_SCHLANDERS, deals

A, B, C, D = Seat
SETTINGS = settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in text.split())


def P(seat: Seat, code: str, named: str | None = None, line: int = 0) -> Play:
    span = Span(line, 1, line, 2) if line else NOWHERE
    return Play(seat, c(code), c(named) if named else None, span=span)


def T(*plays: Play, line: int = 0) -> Trick:
    return Trick(plays, span=Span(line, 1, line, 2))


def played(rules, trump, seat, code, named=None, fixed=None):
    ch = christen(rules, trump, c(code), c(named) if named else None, fixed or {})
    return PlayedCard(seat, c(code), ch.counts_as, ch.perlagg_rank)


def violations(result):
    return [f for f in result.findings if f.kind is Kind.VIOLATION]


# a full 1890 deal: D deals, Herz-Unter turned and exchanged for the Herz-Achter
DEAL_1890: tuple[Event, ...] = (
    DealStart(1),
    Dealer(D),
    Cut(C, (c("W"),)),
    Hand(A, cards("HA H9 L10 E8 EO")),
    Hand(B, cards("HK L9 LA S9 E9")),
    Hand(C, cards("W L8 LK SA EA")),
    Hand(D, cards("H8 L7 LO SK EK")),
    TrumpTurn(cards("HU"), D),
    Exchange(D, c("HU"), c("H8")),
    T(P(A, "HA"), P(B, "HK", "HA"), P(C, "W", "HA"), P(D, "HU", "HA"), line=10),
    T(P(B, "L9"), P(C, "L8"), P(D, "L7"), P(A, "L10"), line=11),
    T(P(A, "E8"), P(B, "E9"), P(C, "EA"), P(D, "EK"), line=12),
    T(P(C, "LK"), P(D, "LO"), P(A, "EO"), P(B, "LA"), line=13),
    T(P(B, "S9"), P(C, "SA"), P(D, "SK"), P(A, "H9"), line=14),
)


class TestSourceExamples:
    def test_christened_alike_go_by_perlagg_rank(self) -> None:
        # §19: under Herz trump HK=HA beats W=HA beats HU=HA beats the natural HA
        rules, trump = RULES_1890, Suit.HERZ
        cards_ = [
            played(rules, trump, A, "HA"),
            played(rules, trump, B, "HU", "HA"),
            played(rules, trump, C, "W", "HA"),
            played(rules, trump, D, "HK", "HA"),
        ]
        for order in itertools.permutations(cards_):
            assert order[trick_winner(order, trump)].seat is D
        assert trick_winner(cards_[:3], trump) == 2
        assert trick_winner(cards_[:2], trump) == 1

    def test_weli_christened_herz_sieben_loses_to_herz_acht(self) -> None:
        # S. 65-66: the Weli named Herz-Siebener stays that card and a plain H8 beats it
        trick = [
            played(RULES_1890, Suit.LAUB, A, "W", "H7"),
            played(RULES_1890, Suit.LAUB, B, "H8"),
        ]
        assert trick_winner(trick, Suit.LAUB) == 1

    def test_unchristened_weli_is_schell_sechs(self) -> None:
        # §17: unnamed, the Weli is the Schell-Sechs, which any Schell beats
        w = played(RULES_1890, Suit.LAUB, B, "W")
        assert w.counts_as == Card(Suit.SCHELL, w.counts_as.rank) and w.perlagg_rank is None
        assert trick_winner([played(RULES_1890, Suit.LAUB, A, "S7"), w], Suit.LAUB) == 0

    def test_unchristened_trump_seven_loses_to_trump_eight(self) -> None:
        # S. 65: the unnamed Herz-Siebener under Herz trump is a trump 7
        trick = [played(RULES_1890, Suit.HERZ, A, "H7"), played(RULES_1890, Suit.HERZ, B, "H8")]
        assert trick_winner(trick, Suit.HERZ) == 1

    def test_trump_perlaggs_need_not_follow_a_trump_lead(self) -> None:
        # S. 63: HK christened Trumpf-As is led; natural trumps must follow, H7/HU/HO need not
        live = perlaggs(RULES_1890, Suit.HERZ)
        hand = cards("H7 HO L9 S9 E9")
        assert set(legal_cards(hand, Suit.HERZ, Suit.HERZ, live)) == set(hand)
        hand2 = cards("H7 H9 L9 S9 E9")
        assert set(legal_cards(hand2, Suit.HERZ, Suit.HERZ, live)) == set(cards("H7 H9"))

    def test_trump_or_perlagg_instead_of_following(self) -> None:
        live = perlaggs(RULES_1890, Suit.HERZ)
        hand = cards("L9 H9 W SA EA")
        assert set(legal_cards(hand, Suit.LAUB, Suit.HERZ, live)) == set(cards("L9 H9 W"))
        # no Laub: anything, no duty to trump (S. 64)
        hand = cards("H9 W SA EA E8")
        assert set(legal_cards(hand, Suit.LAUB, Suit.HERZ, live)) == set(hand)

    def test_schlanders_schellacht_is_a_perlagg(self) -> None:
        live = perlaggs(RULES_SCHLANDERS, Suit.LAUB)
        assert c("S8") in live
        hand = cards("S8 S9 L9 H9 EA")
        assert set(legal_cards(hand, Suit.SCHELL, Suit.LAUB, live)) == set(cards("S8 S9 L9"))


class TestJudgePlay:
    def test_full_deal(self) -> None:
        r = judge_play(DEAL_1890, RULES_1890)
        assert violations(r) == []
        assert [t.winner for t in r.tricks] == [B, A, C, B, A]
        assert r.spiel.outcome is Decided.PARTY and r.spiel.party is Party.AC
        assert r.trump is Suit.HERZ and r.dealer is D
        assert r.hands[D] == tuple(sorted(cards("HU L7 LO SK EK")))
        assert r.christenings[c("W")] == c("HA")
        assert r.gleich.outcome is Decided.PARTY and r.gleich.party is Party.AC

    def test_lead_out_of_turn(self) -> None:
        events = (*DEAL_1890[:9], T(P(B, "L9"), P(C, "L8"), P(D, "L7"), P(A, "L10"), line=10))
        r = judge_play(events, RULES_1890)
        [f] = violations(r)
        assert (f.concern, f.key, f.seats, f.span.line) == (
            "lead",
            "play.lead-out-of-turn",
            (B,),
            10,
        )

    def test_revoke_with_penalty_only_where_fixed(self) -> None:
        # trick 4: C leads LK; A holds no Laub (EO is fine). Make B throw SA-less: B holds LA
        bad = T(P(C, "LK"), P(D, "LO"), P(A, "EO"), P(B, "S9"), line=13)
        events = (*DEAL_1890[:12], bad)
        for rules, penalty in ((RULES_1890, None), (RULES_SCHLANDERS, Penalty(Party.BD, -2))):
            if rules is RULES_SCHLANDERS:
                continue  # the 1890 deal holds a Weli; see the Schlanders test below
            r = judge_play(events, rules)
            [f] = violations(r)
            key = "play.revoke" if penalty else "play.revoke-agreed"  # §32: none fixed
            assert (f.concern, f.key, f.penalty) == ("follow-suit", key, penalty)
            assert f.args["held"] == "LA"

    def test_revoke_schlanders_penalty(self) -> None:
        events = (
            DealStart(1),
            Dealer(D),
            Hand(A, cards("HA H9 L10 E8 E9")),
            Hand(B, cards("L9 LA S9 SA EA")),
            TrumpTurn(cards("H8"), D),
            T(P(A, "L10", line=5), P(B, "S9"), line=5),
        )
        r = judge_play(events, RULES_SCHLANDERS)
        [f] = violations(r)
        assert f.penalty == Penalty(Party.BD, -2) and f.concern == "follow-suit"

    def test_revoke_proven_without_hand_lines(self) -> None:
        # C throws E9 on a Laub lead and later plays L8: he held Laub at the time
        events = (
            DealStart(1),
            Dealer(D),
            TrumpTurn(cards("H8"), D),
            T(P(A, "LA"), P(B, "L9"), P(C, "E9"), P(D, "L7"), line=4),
            T(P(A, "SA"), P(B, "S9"), P(C, "L8"), P(D, "S7"), line=5),
        )
        r = judge_play(events, RULES_1890)
        [f] = violations(r)
        assert (f.concern, f.seats, f.span.line, f.args["held"]) == ("follow-suit", (C,), 4, "L8")

    def test_revoke_undetermined_without_the_hand(self) -> None:
        events = (
            DealStart(1),
            Dealer(D),
            TrumpTurn(cards("H8"), D),
            T(P(A, "LA"), P(B, "L9"), P(C, "E9"), P(D, "L7"), line=4),
        )
        r = judge_play(events, RULES_1890)
        assert violations(r) == []
        [u] = [f for f in r.findings if f.kind is Kind.UNDETERMINED]
        assert (u.concern, u.key, u.seats) == ("follow-suit", "play.revoke-unknown", (C,))

    def test_rechristening_in_a_show(self) -> None:
        events = (*DEAL_1890, Show(C, (ShownCard(c("W"), c("EA")),), span=Span(20, 1, 20, 2)))
        [f] = violations(judge_play(events, RULES_1890))
        assert (f.concern, f.key, f.span.line) == ("christening-fixed", "christening.refixed", 20)

    def test_christening_a_plain_card_is_void(self) -> None:
        events = (*DEAL_1890[:9], T(P(A, "HA", "LA"), line=10))
        r = judge_play(events, RULES_1890)
        [f] = violations(r)
        assert f.concern == "christening" and r.tricks[0].plays[0].counts_as == c("HA")

    def test_card_not_held(self) -> None:
        events = (*DEAL_1890[:9], T(P(A, "H10"), line=10))
        [f] = violations(judge_play(events, RULES_1890))
        assert (f.concern, f.key) == ("card-not-held", "play.card-not-held.hand")

    def test_after_three_tricks_further_tricks_are_noted(self) -> None:
        events = (
            DealStart(1),
            Dealer(D),
            TrumpTurn(cards("H8"), D),
            T(P(A, "HA"), P(B, "H9"), P(C, "H10"), P(D, "H7"), line=4),
            T(P(A, "LA"), P(B, "L9"), P(C, "L10"), P(D, "L7"), line=5),
            T(P(A, "SA"), P(B, "S9"), P(C, "S10"), P(D, "S7"), line=6),
            T(P(A, "EA"), P(B, "E9"), P(C, "E10"), P(D, "E7", "H9"), line=7),
        )
        r = judge_play(events, RULES_1890)
        notes = [f for f in r.findings if f.key == "play.after-spiel"]
        assert len(notes) == 1 and notes[0].kind is Kind.NOTE and notes[0].span.line == 7
        assert r.spiel.party is Party.AC

    def test_weli_not_in_schlanders_deck(self) -> None:
        events = (DealStart(1), Dealer(D), Hand(A, cards("W H9 L10 E8 E9")), TrumpTurn(cards("H8")))
        [f] = violations(judge_play(events, RULES_SCHLANDERS))
        assert (f.concern, f.key) == ("deck", "deal.not-in-deck")

    def test_card_twice(self) -> None:
        events = (
            DealStart(1),
            Dealer(D),
            Hand(A, cards("HA H9 L10 E8 E9")),
            Hand(B, cards("HA L9 LA S9 E10")),
            TrumpTurn(cards("H8")),
        )
        [f] = violations(judge_play(events, RULES_1890))
        assert (f.concern, f.key, f.seats) == ("deck", "deal.card-twice", (B,))

    def test_a_card_listed_many_times_is_one_finding(self) -> None:
        # issue 15: a repeated fact is one finding, however often it is listed
        hand = Hand(A, cards(" ".join(["HA"] * 33 + ["W"] * 3 + ["H9", "H9"])))
        events = (DealStart(1), Dealer(D), hand, TrumpTurn(cards("H8")))
        found = [
            (f.key, dict(f.args))
            for f in violations(judge_play(events, RULES_SCHLANDERS))
            if f.concern == "deck"
        ]
        assert sorted(found, key=str) == sorted(
            [
                ("deal.not-in-deck", {"card": "W"}),
                ("deal.card-repeated", {"card": "HA", "count": 33, "seat": "A"}),
                ("deal.card-repeated", {"card": "W", "count": 3, "seat": "A"}),
                ("deal.card-twice", {"card": "H9", "first": "A", "second": "A"}),
            ],
            key=str,
        )

    def test_wrong_card_count(self) -> None:
        events = (DealStart(1), Dealer(D), Hand(A, cards("HA H9 L10 E8")), TrumpTurn(cards("H8")))
        [f] = violations(judge_play(events, RULES_SCHLANDERS))
        assert f.concern == "wrong-card-count" and f.penalty == Penalty(Party.AC, -2)

    def test_cut_keeps_only_permanent_perlaggs(self) -> None:
        events = (
            DealStart(1),
            Dealer(D),
            Cut(C, cards("HK H7")),
            Hand(C, cards("HK H7 L8 S9 E9")),
            TrumpTurn(cards("H8")),
        )
        [f] = violations(judge_play(events, RULES_1890))
        assert (f.concern, f.key, f.args["card"]) == ("cut", "cut.not-permanent", "H7")
        events = (DealStart(1), Dealer(D), Cut(C, cards("HK")), Hand(C, cards("H7 L8 S9 E9 EA")))
        assert [f.key for f in violations(judge_play(events, RULES_1890))] == ["cut.kept-not-held"]
        events = (DealStart(1), Dealer(D), Cut(B, ()))
        assert [f.key for f in violations(judge_play(events, RULES_1890))] == ["cut.wrong-seat"]

    def test_never_crashes_on_odd_sequences(self) -> None:
        odd = (Trick(()), Play(A, c("W")), Exchange(B, c("HA"), c("H7")), Show(A, ()), DealStart())
        r = judge_play(odd, RULES_1890)
        assert r.trump is None and r.gleich.outcome is Decided.UNKNOWN
        assert judge_play((), RULES_SCHLANDERS).tricks == ()


class TestTrumpAndExchange:
    def test_eichel_never_trump_in_schlanders(self) -> None:
        r = judge_play((DealStart(1), Dealer(D), TrumpTurn(cards("EA LO"), D)), RULES_SCHLANDERS)
        assert r.trump is Suit.LAUB and violations(r) == []
        r = judge_play((DealStart(1), Dealer(D), TrumpTurn(cards("EA LO"), D)), RULES_1890)
        assert r.trump is Suit.EICHEL
        assert [f.key for f in violations(r)] == ["trump.turned-again"]

    def test_turned_weli_makes_schell_trump(self) -> None:
        r = judge_play((DealStart(1), Dealer(D), TrumpTurn(cards("W"), D)), RULES_1890)
        assert r.trump is Suit.SCHELL

    def _exchange(self, ex: Exchange, rules=RULES_1890, extra: tuple[Event, ...] = ()):
        return judge_play(
            (
                DealStart(1),
                Dealer(D),
                Hand(B, cards("H9 L9 LA S9 E9")),
                Hand(D, cards("H8 L7 LO SK EK")),
                TrumpTurn(cards("HU"), D),
                ex,
                *extra,
            ),
            rules,
        )

    def test_exchange_by_an_opponent(self) -> None:
        [f] = violations(self._exchange(Exchange(A, c("HU"), c("HA"))))
        assert (f.concern, f.key, f.seats) == ("exchange", "exchange.opponent", (A,))

    def test_partner_exchanges_while_dealer_could(self) -> None:
        r = self._exchange(Exchange(B, c("HU"), c("H9")))
        assert [f.key for f in violations(r)] == ["exchange.partner-while-dealer-could"]

    def test_exchange_for_a_perlagg_or_wrong_suit(self) -> None:
        r = self._exchange(Exchange(D, c("HU"), c("LO")))
        assert [f.key for f in violations(r)] == ["exchange.given-wrong-suit"]

    def test_exchange_too_late(self) -> None:
        tricks = (T(P(A, "HA"), P(B, "H9"), line=7), T(P(C, "H10"), line=8))
        r = judge_play(
            (
                DealStart(1),
                Dealer(D),
                Hand(D, cards("H8 L7 LO SK EK")),
                TrumpTurn(cards("HU"), D),
                *tricks[:1],
                Exchange(D, c("HU"), c("H8")),
            ),
            RULES_1890,
        )
        assert "exchange.too-late" in [f.key for f in violations(r)]

    def test_omitted_exchange_is_a_note_under_must(self) -> None:
        base = (
            DealStart(1),
            Dealer(D),
            Hand(D, cards("H8 L7 LO SK EK")),
            TrumpTurn(cards("HU"), D),
            T(P(A, "LA"), P(B, "L9"), P(C, "L10"), P(D, "L7")),
        )
        r = judge_play(base, RULES_1890)
        [n] = [f for f in r.findings if f.key == "exchange.omitted"]
        assert n.kind is Kind.NOTE and violations(r) == []
        r = judge_play(tuple(e for e in base if not isinstance(e, Hand)), RULES_1890)
        assert not [f for f in r.findings if f.key == "exchange.omitted"]

    def test_dealer_hand_pre_or_post_exchange(self) -> None:
        for hand in ("H8 L7 LO SK EK", "HU L7 LO SK EK"):
            r = judge_play(
                (
                    DealStart(1),
                    Dealer(D),
                    Hand(D, cards(hand)),
                    TrumpTurn(cards("HU"), D),
                    Exchange(D, c("HU"), c("H8")),
                ),
                RULES_1890,
            )
            assert violations(r) == []
            assert r.known[D] == tuple(sorted(cards("HU L7 LO SK EK")))


# --------------------------------------------------------------------------- properties
#: Tables: four seats with five cards, two with five, two with seven.
TABLES = pytest.mark.parametrize("size", [(4, 5), (2, 5), (2, 7)], ids=["4x5", "2x5", "2x7"])


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@TABLES
@SETTINGS
@given(data=st.data())
def test_legal_deals_have_no_violation(rules, size, data) -> None:
    table = Table(rules, *size)
    shown = data.draw(st.sampled_from([True, None, False]))
    case = data.draw(deals(rules, hands_shown=shown, table=table))
    r = judge_play(case.events, table)
    assert violations(r) == [], [f.key for f in violations(r)]
    complete = [t for t in r.tricks if len(t.plays) == table.players]
    assert len(complete) == len(case.tricks) and all(t.winner is not None for t in complete)
    assert r.spiel.outcome is Decided.PARTY
    won = sum(1 for t in r.tricks if t.winner and t.winner.party is r.spiel.party)
    assert won == table.spiel_tricks
    if len(r.hands) == table.players:
        assert r.gleich.outcome is not Decided.UNKNOWN
        assert r.hanger.outcome is not Decided.UNKNOWN


@pytest.mark.parametrize("rules", [RULES_1890, RULES_SCHLANDERS], ids=["1890", "schlanders"])
@pytest.mark.parametrize("fault", FAULTS)
@TABLES
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_one_fault_is_found_once(rules, fault, size, data) -> None:
    table = Table(rules, *size)
    case = data.draw(deals(rules, fault=fault, table=table))
    r = judge_play(case.events, table)
    found = violations(r)
    assert len(found) == 1, [(f.key, f.span) for f in found]
    [f] = found
    assert f.concern == case.fault_concern
    assert f.span == case.fault_span


# ------------------------------------------- a trick with a Perlagg: ruling only if decided
_PERLAGG_TRICK = '[Regeln "{book}"]\nRunde\nGeber: D\nTrumpf: S10\nStich: {trick}\n'


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
@pytest.mark.parametrize(
    ("trick", "kind"),
    [
        ("A L9, B HK=LA, C L8, D L10", "ruling"),  # the Martl won the trick
        ("A LA, B HK=L9, C L8, D L10", "note"),  # it lost and no other card is an L9
        ("A LA, B HK=L9, C L9, D L10", "ruling"),  # HK=L9 beside C's L9: its rank at stake
    ],
)
def test_a_perlagg_trick_is_a_ruling_only_when_the_perlagg_decided_it(book, trick, kind):
    """§19, S. 65–66; B §15 (issue 16 item 6): said beside the concern, in the play."""
    from referee import rules as rulebook
    from referee.judge.transcript import judge_text

    report = judge_text(_PERLAGG_TRICK.format(book=book, trick=trick))
    (f,) = [f for f in report.findings if f.key == "play.trick-perlagg"]
    assert (f.concern, f.kind.value, f.span.line) == ("christened-rank", kind, 5)
    refs = [c.ref for c in rulebook.load(book).cite("christened-rank")]
    assert ("B §15" if book == "schlanders-2013" else "§19") in refs
