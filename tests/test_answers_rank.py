"""Issue 24: a rank question about cards that never met says what it assumes: a Perlagg
beats as one only when it is christened as it is played (1890 §17; Schlanders B §13)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text

DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Trumpf: L9
Streit: {question}
"""


@pytest.mark.parametrize(
    ("rules", "question", "card"),
    [
        ("1890", "Sticht der Weli den Herz-As?", "W"),
        ("1924", "Sticht der Weli den Herz-As?", "W"),
        ("schlanders-2013", "Sticht der Martl den Herz-As?", "HK"),
    ],
)
def test_a_perlagg_beats_as_one_only_christened(rules, question, card):
    r = judge_text(DEAL.format(rules=rules, question=question), "t.perlagg")
    (d,) = r.disputes
    assert d.value == "yes"
    said = dict(d.ruling)
    assert "answer.perlagg-beats" in said and said["answer.if-christened"]["card"] == card


def test_an_unchristened_perlagg_asked_for_as_such_gets_no_condition():
    q = "Sticht der ungetaufte Weli den Herz-As?"
    r = judge_text(DEAL.format(rules="1890", question=q), "t.perlagg")
    (d,) = r.disputes
    assert "answer.if-christened" not in dict(d.ruling)


def test_a_deck_without_the_weli_says_so():
    """Schlanders plays 32 cards (deck.weli false): no Weli to beat anything."""
    text = DEAL.format(rules="schlanders-2013", question="Sticht der Weli den Herz-As?")
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == "no" and "answer.no-weli" in dict(d.ruling) and d.about == "deck"
