"""Question forms a table asks that were not understood before (issue 24, the probe's
list): „Was ist Trumpf?“ and „Hat A+C das Gleich?“ (yes or no of the party named, the
same ruling as „Wer hat das Gleich?“), and the Spiel by the tricks a table of two with
seven cards needs (four, not three)."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from tests.support.answers import BUILTIN, keys

#: the trump turn's deciding text per rulebook
TURN = {"1890": "S. 55", "1924": "S. 55", "schlanders-2013": "A 7"}

#: examples/01's hands
_HANDS_01 = """\
Hand A: HA EA Weli L8 S9
Hand B: H8 H10 SO E9 LK
Hand C: HO LA S10 E8 EU
Hand D: H9 LU SA EK EO
"""

_DEAL = (
    """\
[Regeln "{rules}"]

Runde
Geber: D
Abheben C: -
Streit: Was ist Trumpf?
"""
    + _HANDS_01
    + """\
Trumpf: {trump}
{questions}
Stich: A HA, B H8, C HO, D H9
"""
)


def _asked(rules: str, *questions: str, trump: str = "L9") -> list[DisputeRuling]:
    text = _DEAL.format(
        rules=rules, trump=trump, questions="\n".join(f"Streit: {q}" for q in questions)
    )
    return list(judge_text(text, "forms.perlagg").disputes)


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_trump_is_the_suit_of_the_card_turned(rules: str) -> None:
    before, *asked = _asked(rules, "Was ist Trumpf?", "Welche Farbe ist Trumpf?", "What is trump?")
    assert (before.value, keys(before)) == ("unknown", ["answer.trump-unknown"])
    for d in asked:
        assert (d.value, keys(d)) == ("L", ["answer.trump-is"])
        assert dict(d.ruling[0][1]) == {"suit": "Laub"}
        assert d.decided_by and d.decided_by[0] == TURN[rules]


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_a_permanent_perlagg_turned_makes_its_suit_trump(rules: str) -> None:
    (_before, d) = _asked(rules, "Was ist Trumpf?", trump="HK")
    assert _before.value == "unknown"
    assert d.value == "H"


def test_under_schlanders_an_eichel_turned_is_passed_over() -> None:
    (_before, d) = _asked("schlanders-2013", "Was ist Trumpf?", trump="E7 L9")
    assert d.value == "L"


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("figure", ["das Gleich", "den Hanger"])
def test_has_a_party_the_figure_is_the_who_has_ruling_as_yes_or_no(rules: str, figure: str) -> None:
    _trump, who, ac, bd, seat_b = _asked(
        rules, f"Wer hat {figure}?", f"Hat A+C {figure}?", f"Hat B+D {figure}?", f"Hat B {figure}?"
    )
    assert who.value in ("A+C", "B+D")
    assert ac.value == ("yes" if who.value == "A+C" else "no")
    assert bd.value == ("yes" if who.value == "B+D" else "no")
    assert seat_b.value == bd.value
    for d in (ac, bd):
        assert keys(d)[:2] == [
            "answer.yes" if d.value == "yes" else "answer.no",
            "answer.figure-has-plain",
        ]
        assert d.decided_by == who.decided_by


_SEVEN = """\
[Spieler "2"]
[Karten "7"]
[Regeln "1890"]
Runde
Geber: B
Abheben A: -
Hand A: HA EA SA LA H10 E10 S10
Hand B: H9 E9 S9 L9 H8 E8 S8
Trumpf: HU
Stich: A HA, B H9
Stich: A EA, B E9
Stich: A SA, B S9
Streit: Hat A das Spiel?
Streit: Hat schon jemand das Spiel?
Stich: A LA, B L9
Streit: Hat A das Spiel?
"""


def test_at_seven_cards_the_spiel_takes_four_tricks() -> None:
    three, nobody, four = judge_text(_SEVEN, "seven.perlagg").disputes
    assert (three.value, keys(three)) == ("no", ["answer.no", "answer.spiel-not-yet"])
    assert dict(three.ruling[1][1])["need"] == 4
    assert (nobody.value, keys(nobody)) == ("no", ["answer.spiel-not-yet"])
    assert (four.value, keys(four)) == ("yes", ["answer.yes", "answer.spiel-has"])


# examples/02's deal and bid (its Martl is no Perlagg under Schlanders: HK there)
_EXAMPLE_02 = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: L9 E9 SA S10 LO
Hand B: L8 E8 H8 SU SO
Hand C: LK EK {martl} LU E10
Hand D: LA EA H9 EO SK
Trumpf: H10
A: Gilt mein Gleich!
"""

# examples/02's wager, asked step by step: A bids, B holds, D says Drei
_RAISES = (
    _EXAMPLE_02
    + """\
B: Ich halte das Gleich.
Streit: Darf B Vier sagen?
Streit: Darf D Drei sagen?
D: Drei!
Streit: Darf A Vier sagen?
Streit: May C say five?
Streit: Darf B Vier sagen?
"""
)


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_raise_names_its_step_and_may_not_skip_one(rules: str) -> None:
    martl = "HK" if rules == "schlanders-2013" else "Martl"
    text = _RAISES.format(rules=rules, martl=martl)
    jump, drei, vier, fuenf, awaits = judge_text(text, "raises.perlagg").disputes
    assert (jump.value, keys(jump), jump.about) == (
        "no",
        ["answer.raise-no-jump"],
        "raise-alternation",
    )
    assert dict(jump.ruling[0][1]) == {"level": 2, "next": 3, "asked": 4}
    assert (drei.value, keys(drei)) == ("yes", ["answer.may-raise"])
    assert (vier.value, keys(vier), vier.about) == (
        "yes",
        ["answer.may-raise-back"],
        "raise-alternation",
    )
    assert dict(vier.ruling[0][1])["party"] == "A+C"
    assert (fuenf.value, keys(fuenf)) == ("no", ["answer.raise-no-jump"])
    assert (awaits.value, keys(awaits)) == ("no", ["answer.raise-awaits"])


_LEADS = (
    """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Streit: Wer hat ausgespielt?
"""
    + _HANDS_01
    + """\
Trumpf: L9
Stich: A HA, B H8, C HO, D H9
Streit: Wer hat ausgespielt?
Stich: A EA, B E9, C E8, D EO
Stich: A S9, B SO, C S10, D SA
D spielt EK
Streit: Wer hat ausgespielt?
Streit: Who led trick 2?
Streit: Wer hat im fünften Stich ausgespielt?
"""
)


@pytest.mark.parametrize("rules", BUILTIN)
def test_who_led_is_the_first_card_of_the_trick(rules: str) -> None:
    none, first, open_, second, fifth = judge_text(_LEADS.format(rules=rules), "l.perlagg").disputes
    assert (none.value, keys(none)) == ("no", ["answer.nobody-led"])
    assert (first.value, dict(first.ruling[0][1])) == ("A", {"seat": "A", "number": 1})
    assert (open_.value, dict(open_.ruling[0][1])) == ("D", {"seat": "D", "number": 4})
    assert (second.value, dict(second.ruling[0][1])) == ("A", {"seat": "A", "number": 2})
    assert (fifth.value, keys(fifth)) == ("no", ["answer.trick-not-played"])
    assert {d.about for d in (none, first, open_, second, fifth)} == {"lead"}


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_last_trick_is_the_last_one_made_at_the_line(rules: str) -> None:
    """„den letzten Stich“ mid-deal is the trick made last before the line, not the fifth."""
    text = _LEADS.format(rules=rules).replace(
        "Streit: Who led trick 2?", "Streit: Wer hat den letzten Stich gemacht?"
    )
    last = judge_text(text, "l.perlagg").disputes[3]
    assert last.question == "Wer hat den letzten Stich gemacht?"
    assert last.value == "D" and dict(last.ruling[0][1])["number"] == 3


_BID_THEN_DREI = (
    _EXAMPLE_02
    + """\
Streit: Darf B Drei sagen?
Streit: Darf C Drei sagen?
Streit: Darf B Vier sagen?
B: Drei!
A: Ich halte die Drei.
"""
)


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_bid_may_be_answered_with_drei_at_once(rules: str) -> None:
    """S. 67–68: „Drei“ is one of the three answers to a bid — as the referee's own fold
    takes B's „Drei!“ (no finding at it), so the answer before it is yes, not „nothing
    held“."""
    text = _BID_THEN_DREI.format(rules=rules, martl="HK" if rules == "schlanders-2013" else "Martl")
    report = judge_text(text, "drei.perlagg")
    b, c, jump = report.disputes
    assert (b.value, keys(b), b.about) == ("yes", ["answer.may-give-three"], "raise-start")
    assert dict(b.ruling[0][1])["party"] == "B+D"
    assert (c.value, keys(c)) == ("no", ["answer.bid-awaits"])
    assert (jump.value, keys(jump)) == ("no", ["answer.raise-no-jump"])
    assert not [f for f in report.findings if f.span.line == 14]  # B's Drei is lawful


@pytest.mark.parametrize(
    ("rules", "trump"), [("1890", "E"), ("1924", "E"), ("schlanders-2013", "L")]
)
def test_turned_twice_the_trump_is_the_rulebook_s(rules: str, trump: str) -> None:
    """„Trumpf: EK LU“: 1890 and 1924 keep the first card (S. 55: the turn again is a
    fault), Schlanders passes the Eichel over (A 7) — the answers read the trump as the
    deal's play decides it, not from the last card turned (which said Laub under 1890)."""
    example = (
        Path(__file__).resolve().parents[1]
        / "examples"
        / "10_schlanders_eichel_aufgeschlagen.perlagg"
    )
    text = example.read_text(encoding="utf-8").replace("schlanders-2013", rules, 1)
    text = text.replace("Streit: Muss D", "Streit: Was ist Trumpf?\nStreit: Muss D")
    which, exchange = judge_text(text, "10.perlagg").disputes
    assert which.value == trump
    # must D exchange the LU? No: under 1890 and 1924 the EK is the card turned (it said
    # „muss“), under Schlanders he may but need not
    assert exchange.value == "no"
    assert keys(exchange)[0] == ("answer.exchange-not-turned" if trump == "E" else "answer.no")


@pytest.mark.parametrize(
    ("rules", "value"), [("1890", "yes"), ("1924", "yes"), ("schlanders-2013", "no")]
)
def test_the_laub_unter_turned_alone_is_exchanged_must_or_may(rules: str, value: str) -> None:
    """The rulebooks' difference the docs row shows: with the LU the only card turned, 1890
    makes the exchange a must (S. 55), Schlanders a right (A 7)."""
    example = (
        Path(__file__).resolve().parents[1]
        / "examples"
        / "10_schlanders_eichel_aufgeschlagen.perlagg"
    )
    text = example.read_text(encoding="utf-8").replace("schlanders-2013", rules, 1)
    (exchange,) = judge_text(text.replace("Trumpf: EK LU", "Trumpf: LU"), "10.perlagg").disputes
    assert exchange.value == value
    key = "replay.context-exchange-must" if value == "yes" else "replay.context-exchange-may"
    assert keys(exchange) == ["answer.yes" if value == "yes" else "answer.no", key]


@pytest.mark.parametrize("rules", BUILTIN)
def test_how_many_tricks_is_counted_from_the_tricks_made_by_the_line(rules: str) -> None:
    questions = ("Wer hat mehr Stiche?", "Wie viele Stiche hat A+C?", "How many tricks has B+D?",
                 "Wie viele Stiche?", "Who has more tricks?")  # fmt: skip
    text = _LEADS.format(rules=rules).replace(
        "Streit: Who led trick 2?", "\n".join(f"Streit: {q}" for q in questions[1:])
    )
    text = text.replace("Streit: Wer hat ausgespielt?", f"Streit: {questions[0]}", 1)
    asked = [d for d in judge_text(text, "t.perlagg").disputes if d.question in questions]
    even, ac, bd, each, more = asked
    assert (even.value, keys(even)) == ("no", ["answer.tricks-even"])
    assert (ac.value, bd.value, each.value, more.value) == ("2", "1", "A+C 2, B+D 1", "A+C")
    assert {d.about for d in asked} == {"trick-winner"}


def test_at_a_table_of_two_the_tricks_are_the_seats() -> None:
    text = _SEVEN.replace("Streit: Hat schon jemand das Spiel?", "Streit: Wie viele Stiche?")
    (_three, each, _four) = judge_text(text, "seven.perlagg").disputes
    assert each.value == "A 3, B 0"


def test_at_seven_cards_nobody_shows_first_after_three_tricks() -> None:
    """„Wer muss zuerst weisen?“ went by three tricks whatever the table (A „had the
    Spiel“ after three of seven); it is the party with four there, as the Spiel is."""
    text = _SEVEN.replace(
        "Streit: Hat A das Spiel?\nStreit: Hat schon jemand das Spiel?\n",
        "Streit: Wer muss zuerst weisen?\n",
        1,
    )
    first, four = judge_text(text, "seven.perlagg").disputes
    assert first.question == "Wer muss zuerst weisen?"
    assert (first.value, keys(first)) == ("unknown", ["answer.show-first-open"])
    assert four.value == "yes"
