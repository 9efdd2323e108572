"""Whose turn it is, in the answers of the ``Streit:`` referee (issue 24, item 1): "Darf C
jetzt LA spielen?" and "Darf C jetzt stechen?" say "Nein: C ist nicht am Zug, am Zug ist
A" when it is not C's turn, citing the order of play (Schwaighofer 1926, S. 63, part of
the rules by 1890 §30; under Schlanders, which names no order, the same page as a
supplement and the interpretation ``turn-order``); "Darf C stechen?" without a card
says whether C may lawfully trump now, or which fact the transcript lacks."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.judge.transcript import judge, judge_text
from referee.model.events import Deal, Dealer, Dispute, Event, Header, Play, Transcript, Trick
from referee.model.findings import Authority
from referee.model.report import DisputeRuling
from referee.notation import parse, render
from referee.rules import load
from referee.table.deal import TableRules
from referee.table.state import Table
from tests.support.answers import BUILTIN, FOLLOW, keys
from tests.support.strategies_deal import deals

# D deals, so A leads the first trick (left of the dealer); A takes it with HA and leads
# the second; the questions stand at the line given by {after}
_DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
{hand_c}Hand D: EA EK H8 SA S9
Trumpf: LO
Streit: {first}
Stich: A HA, B HU, C HO, D H8
Streit: {led}
A spielt SK
Streit: {b_to_play}
B spielt S8
Streit: {c_to_play}
"""
_C_VOID = "Hand C: LA LK H10 HO E9\n"  # no Schell, two trumps
_C_SCHELL = "Hand C: LA LK H10 HO SU\n"  # holds a Schell and two trumps
_C_BARE = "Hand C: H10 HO E9 SO SU\n"  # Schell, but no trump and no Perlagg anywhere


def _asked(rules: str, question: str, hand_c: str = _C_VOID) -> list[DisputeRuling]:
    text = _DEAL.format(
        rules=rules, hand_c=hand_c, first=question, led=question, b_to_play=question,
        c_to_play=question,
    )  # fmt: skip
    return list(judge_text(text, "turn.perlagg").disputes)


def _cites_the_order_of_play(d: DisputeRuling, rules: str) -> None:
    """S. 63 quoted first (an explanation, never a paragraph); under Schlanders the
    interpretation too, as an interpretation, not a quote."""
    assert d.about == "lead" and d.cites[0].ref == "S. 63"
    assert d.cites[0].authority is Authority.EXPLANATION and "S. 63" in d.decided_by
    readings = [c for c in d.cites if c.authority is Authority.INTERPRETATION]
    if rules == "schlanders-2013":
        assert [c.ref for c in readings] == ["turn-order"] and "turn-order" in d.decided_by
    else:  # 1890 §30 makes the explanation part of the rules: S. 63 says it word for word
        assert readings == []


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("question", ["Darf C jetzt LA spielen?", "Darf C jetzt stechen?"])
def test_not_his_turn_is_no_naming_who_is(rules: str, question: str) -> None:
    first, led, b_to_play, c_to_play = _asked(rules, question)
    for d, turn in ((first, "A"), (led, "A"), (b_to_play, "B")):
        assert d.value == "no" and keys(d) == ["answer.not-his-turn"]
        assert dict(d.ruling[0][1]) == {"seat": "C", "turn": turn}
        _cites_the_order_of_play(d, rules)
    assert c_to_play.value == "yes"  # at his turn, his cards decide (§13 / B §10)
    assert c_to_play.cites[0].ref == FOLLOW[rules]


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize(
    ("hand_c", "value", "key"),
    [
        (_C_VOID, "yes", "answer.may-trump-void"),
        (_C_SCHELL, "yes", "answer.may-trump-now"),
        (_C_BARE, "no", "answer.no-trump-held"),
        ("", "unknown", "answer.hand-unknown"),
    ],
)
def test_may_c_trump_at_his_turn_is_decided_by_his_cards(
    rules: str, hand_c: str, value: str, key: str
) -> None:
    *_, d = _asked(rules, "Darf C jetzt stechen?", hand_c)
    assert (d.value, keys(d)) == (value, [key])
    assert d.cites[0].ref == FOLLOW[rules] and FOLLOW[rules] in d.decided_by
    if value == "yes":  # the trumps and Perlaggs he holds are named
        assert "LA" in d.ruling[0][1]["cards"]


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_leader_cannot_trump_he_leads(rules: str) -> None:
    _first, led, *_ = _asked(rules, "Darf A jetzt stechen?")
    assert (led.value, keys(led)) == ("no", ["answer.trump-leads"])


@pytest.mark.parametrize("rules", BUILTIN)
def test_without_the_dealer_the_turn_is_unknown_and_says_why(rules: str) -> None:
    text = _DEAL.format(
        rules=rules, hand_c=_C_VOID, first="Darf A jetzt HA spielen?", led="-", b_to_play="-",
        c_to_play="-",
    ).replace("Geber: D\n", "")  # fmt: skip
    first = judge_text(text, "turn.perlagg").disputes[0]
    assert (first.value, keys(first)) == ("unknown", ["answer.turn-no-dealer"])
    _cites_the_order_of_play(first, rules)


_TWO = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Trumpf: LO
Stich: A HA, B HU
Streit: Darf B jetzt stechen?
A spielt SK
Streit: Darf B jetzt stechen?
Streit: Darf A jetzt stechen?
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_at_a_table_of_two_the_turn_goes_back_and_forth(rules: str) -> None:
    """A took the first trick and leads; after his SK it is B's turn, not A's; the
    rulebook of four (Schlanders) is not applicable."""
    not_b, b, not_a = judge_text(_TWO.format(rules=rules), "two.perlagg").disputes
    assert (not_b.value, dict(not_b.ruling[0][1])) == ("no", {"seat": "B", "turn": "A"})
    assert (not_a.value, dict(not_a.ruling[0][1])) == ("no", {"seat": "A", "turn": "B"})
    assert (b.value, keys(b)) == ("yes", ["answer.may-trump-now"])  # holds S8 and L8
    _cites_the_order_of_play(not_b, rules)
    others = {e.rulebook: e for e in not_b.elsewhere}
    assert _keys_of(others["schlanders-2013"].ruling) == ["disputes.not-applicable"]


def _keys_of(ruling: object) -> list[str]:
    return [key for key, _args in ruling]  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- whose turn
# „Wer ist am Zug?“ (issue 24): D deals, A leads; C takes the first trick (SA), B the
# second (LK), C the rest; the questions stand where the comments say
_WHOSE = """\
[Regeln "{rules}"]
Runde
Streit: Wer ist am Zug?
Geber: D
Abheben C: -
Hand A: H10 SO SU L7 S8
Hand B: E10 LK H8 EK S9
Hand C: LU L10 SK SA HA
Hand D: EA HO E8 H9 L9
Trumpf: L8
Streit: Wer ist am Zug?
Streit: Ist C am Zug?
Stich: A SU, B S9, C SA, D H9
Streit: Wer spielt aus?
C spielt L10
D spielt L9
Streit: Who is to play?
Streit: Ist A dran?
A spielt L7
B spielt LK
Streit: Whose turn is it?
Stich: B H8, C HA, D HO, A H10
Stich: C SK, D E8, A SO, B EK
Stich: B E10, C LU, D EA, A S8
Streit: Wer ist am Zug?
Streit: Ist C am Zug?
"""
#: each question's value, message keys and the arguments of its last message
_WHOSE_ANSWERS = [
    ("unknown", ["answer.turn-no-dealer"], {}),  # before the Geber line
    ("A", ["answer.turn-first"], {"seat": "A", "dealer": "D"}),
    ("no", ["answer.no", "answer.turn-first"], {"seat": "A", "dealer": "D"}),
    ("C", ["answer.turn-lead"], {"seat": "C", "number": 1}),
    ("A", ["answer.turn-next"], {"seat": "A", "last": "D", "number": 2}),
    ("yes", ["answer.yes", "answer.turn-next"], {"seat": "A", "last": "D", "number": 2}),
    ("B", ["answer.turn-lead"], {"seat": "B", "number": 2}),
    ("no", ["answer.turn-over"], {}),  # every trick played: nobody
    ("no", ["answer.no", "answer.turn-over"], {}),
]


@pytest.mark.parametrize("rules", BUILTIN)
def test_who_is_to_play_is_the_seat_at_the_line_and_why(rules: str) -> None:
    report = judge_text(_WHOSE.format(rules=rules), "whose.perlagg")
    asked = report.disputes
    assert [d.kind for d in asked] == ["turn"] * len(_WHOSE_ANSWERS)
    for d, (value, said, args) in zip(asked, _WHOSE_ANSWERS, strict=True):
        assert (d.value, keys(d)) == (value, said), d.question
        assert dict(d.ruling[-1][1]) == args, d.question
        _cites_the_order_of_play(d, rules)
    # the referee's own trick winners: the seat said to lead is the one that took the trick
    winners = {t.number: t.winner.value for t in report.deals[0].play.tricks if t.winner}
    assert (asked[3].value, asked[6].value) == (winners[1], winners[2])


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_answer_is_in_the_reader_s_language_and_names_no_later_line(rules: str) -> None:
    from referee.model.report import render_message

    asked = judge_text(_WHOSE.format(rules=rules), "whose.perlagg").disputes
    first = asked[1]
    assert render_message(first.ruling, "de") == (
        "A ist am Zug: er sitzt links vom Geber D und spielt zum ersten Stich aus."
    )
    assert render_message(first.ruling, "en") == (
        "A is to play: he sits on the left of the dealer, D, and leads to the first trick."
    )
    assert render_message(asked[3].ruling, "de").startswith("C ist am Zug: er hat den ersten Stich")


@pytest.mark.parametrize("rules", BUILTIN)
def test_without_a_trick_s_winner_whose_turn_is_unknown_and_says_why(rules: str) -> None:
    """No trump is turned: B's LU may or may not take A's HA, so who leads next is not
    known at the line."""
    text = (
        f'[Regeln "{rules}"]\nRunde\nGeber: D\nAbheben C: -\n'
        "Stich: A HA, B LU, C HO, D H8\nStreit: Wer ist am Zug?\nStreit: Ist A am Zug?\n"
    )
    who, is_a = judge_text(text, "nowin.perlagg").disputes
    for d in (who, is_a):
        assert (d.value, keys(d)) == ("unknown", ["answer.turn-no-winner"])
        assert dict(d.ruling[0][1]) == {"number": 1}
        _cites_the_order_of_play(d, rules)


_TWO_WHOSE = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Trumpf: LO
Streit: Wer ist am Zug?
Stich: A HA, B HU
Streit: Wer spielt aus?
A spielt SK
Streit: Who is to play?
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_at_a_table_of_two_the_dealer_s_opponent_leads_then_the_winner(rules: str) -> None:
    first, lead, next_ = judge_text(_TWO_WHOSE.format(rules=rules), "two.perlagg").disputes
    assert (first.value, dict(first.ruling[0][1])) == ("A", {"seat": "A", "dealer": "B"})
    assert (lead.value, keys(lead)) == ("A", ["answer.turn-lead"])
    assert (next_.value, dict(next_.ruling[0][1])) == ("B", {"seat": "B", "last": "A", "number": 2})
    for d in (first, lead, next_):
        _cites_the_order_of_play(d, rules)
    others = {e.rulebook: e for e in first.elsewhere}
    assert _keys_of(others["schlanders-2013"].ruling) == ["disputes.not-applicable"]


def _one_by_one(events: tuple[Event, ...]) -> list[Event]:
    """The deal with each ``Stich:`` line written as its cards, one ``spielt`` line each."""
    return [p for e in events for p in (e.plays if isinstance(e, Trick) else (e,))]


def _seats_playing(events: tuple[Event, ...]) -> list[str]:
    return [
        p.seat.value
        for e in events
        for p in (e.plays if isinstance(e, Trick) else (e,) if isinstance(e, Play) else ())
    ]


@pytest.mark.parametrize(
    ("rules", "players", "cards"),
    [*((r, 4, 5) for r in BUILTIN), ("1890", 2, 5), ("1924", 2, 5), ("1890", 2, 7)],
)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_seat_said_to_be_at_play_lays_the_next_card(
    rules: str, players: int, cards: int, data: st.DataObject
) -> None:
    """„Wer ist am Zug?“ inserted at any line of a random legal deal: the seat it names
    is the one that lays the next card; nobody is at play only when every trick is
    played; unknown only before the dealer is named."""
    rb = load(rules)
    table = Table(TableRules.from_rulebook(rb), players=players, hand_size=cards)
    case = data.draw(deals(TableRules.from_rulebook(rb), table=table))
    played = tuple(_one_by_one(case.events))  # so that a question may stand inside a trick
    at = data.draw(st.integers(1, len(played)))
    events = (*played[:at], Dispute("Wer ist am Zug?"), *played[at:])
    headers = (
        Header("Regeln", rules),
        Header("Spieler", str(players)),
        Header("Karten", str(cards)),
    )
    (d,) = judge(
        parse(render(Transcript(headers=headers, deals=(Deal(events),))), "z.perlagg")
    ).disputes
    later, before = _seats_playing(played[at:]), _seats_playing(played[:at])
    if later and d.value not in ("unknown", "no"):
        assert d.value == later[0]
    if d.value == "no":
        assert not later and len(before) == players * cards
    if d.value == "unknown":
        assert keys(d) == ["answer.turn-no-dealer"]
        assert not any(isinstance(e, Dealer) for e in played[:at])
    assert d.cites[0].ref == "S. 63"


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("question", ["Darf C jetzt stechen?", "Darf B jetzt stechen?"])
def test_after_the_last_trick_nobody_may_trump(rules: str, question: str) -> None:
    """Every trick played: no, because nobody is at play any more (not „am Zug ist C“,
    the winner of the last trick, who leads nothing)."""
    text = _WHOSE.format(rules=rules).replace("Streit: Ist C am Zug?\n", "", 1)
    d = judge_text(text + f"Streit: {question}\n", "whose.perlagg").disputes[-1]
    assert (d.value, keys(d)) == ("no", ["answer.turn-over"])
    _cites_the_order_of_play(d, rules)
