"""Issue 24: „Darf D austauschen?“ agrees with the referee's own exchange rule: only a
turned Perlagg is exchanged (1890 S. 56; Schlanders A 7), so a plain turned card
gets a plain no."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text

DEAL = (
    '[Regeln "{rules}"]\nRunde\nGeber: D\nAbheben C: -\nTrumpf: {turned}\n'
    "Streit: Darf D austauschen?\n"
)


@pytest.mark.parametrize("rules", ["1890", "1924", "schlanders-2013"])
@pytest.mark.parametrize(("turned", "value"), [("L9", "no"), ("LO", "yes")])
def test_only_a_turned_perlagg_is_exchanged(rules, turned, value):
    (d,) = judge_text(DEAL.format(rules=rules, turned=turned), "t.perlagg").disputes
    assert d.value == value
    key = "answer.exchange-not-perlagg" if value == "no" else "answer.exchange-dealer"
    assert key in dict(d.ruling)
