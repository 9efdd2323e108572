"""Issue 24: „Wer gibt die nächste Runde?“ asked while the deal is still played is about
the deal after this one, which whoever loses this one deals (1890 §1, Schlanders B §1):
not known yet.  „Wer gibt?“ is about this deal."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from tests.support.endgame import NORD


def _with_question(question: str, after_line: str) -> str:
    deal = NORD.format(rules="1890", ac=0, bd=0, bids="")
    lines = deal.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(after_line)) + 1
    lines.insert(at, f"Streit: {question}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("question", ["Wer gibt die nächste Runde?", "Who deals next?"])
def test_the_next_dealer_is_unknown_while_the_deal_is_played(question):
    r = judge_text(_with_question(question, "Stich: A SU"), "t.perlagg")
    (d,) = r.disputes
    assert d.value == "unknown" and d.kind == "next-dealer"
    assert "replay.answer-dealer-next-open" in dict(d.ruling)
    assert d.cites[0].ref == "§1"


def test_after_the_last_card_the_loser_deals_next():
    r = judge_text(_with_question("Wer gibt die nächste Runde?", "Stich: B E10"), "t.perlagg")
    (d,) = r.disputes
    assert d.value in ("A+C", "B+D") and "replay.answer-dealer-next" in dict(d.ruling)


@pytest.mark.parametrize("rules", ["1890", "1924", "schlanders-2013"])
def test_the_score_answer_names_a_wrong_stand_line_still_open(rules):
    """A wrong ``Stand:`` line may be corrected until the first card of the next deal
    (1890 §21, Schlanders B §17): „Wie steht es?“ gives the count and says so."""
    text = (
        f'[Regeln "{rules}"]\nRunde\nGeber: D\nAbheben C: -\nTrumpf: L9\n'
        "A: Gilt mein Gleich!\nB: Gut.\nStand: A+C 3, B+D 0\nStreit: Wie steht es?\n"
    )
    (d,) = judge_text(text, "t.perlagg").disputes
    said = dict(d.ruling)
    assert d.value == "A+C 1, B+D 0"
    assert said["answer.score-claim-open"]["line"] == 8
    assert said["answer.score-claim-open"]["claimed"] == "A+C 3, B+D 0"
