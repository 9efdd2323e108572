"""Issue 24: a question whose premise the transcript does not bear out says so before it
answers: „Was verliert B+D, weil B ohne Gleich geboten hat?“ where B has not bid is not
answered „nothing: B had the Gleich“ (which implies a bid)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from tests.support.endgame import NORD

QUESTION = "Streit: Was verliert B+D, weil B ohne Gleich geboten hat?\n"


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_a_bid_the_transcript_does_not_show_is_said_first(rules):
    text = NORD.format(rules=rules, ac=0, bd=0, bids=QUESTION)
    (d,) = judge_text(text, "t.perlagg").disputes
    said = dict(d.ruling)
    assert d.value == "unknown" and "answer.no-such-bid" in said
    assert "answer.had-the-figure" not in said


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_a_bid_with_the_figure_costs_nothing(rules):
    """B holds EK and LK: two Könige, a Gleich; his bid was no false figure."""
    text = NORD.format(rules=rules, ac=0, bd=0, bids="B: Gilt mein Gleich!\n" + QUESTION)
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == "0" and "answer.had-the-figure" in dict(d.ruling)
