"""Issue 24: at a table of two a question about C or D says there is no such player,
instead of answering as if he sat there („C ist nicht am Zug“)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text

TWO = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Trumpf: LO
Stich: A HA, B HU
Streit: {question}
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
@pytest.mark.parametrize(
    "question", ["Darf C jetzt stechen?", "Hat C Farbe verleugnet?", "Durfte D austauschen?"]
)
def test_a_seat_not_at_the_table(rules, question):
    (d,) = judge_text(TWO.format(rules=rules, question=question), "t.perlagg").disputes
    said = dict(d.ruling)
    assert d.value == "unknown" and said["answer.seat-not-at-table"]["players"] == "A, B"


def test_a_seat_at_the_table_is_answered():
    text = TWO.format(rules="1890", question="Ist A am Zug?")
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == "yes"
