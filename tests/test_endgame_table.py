"""Issue 17: the end game (1890 §25–§26 with the author's note S. 77; Schlanders B §21
a–c) only where the table is in it, under 1890, 1924 and Schlanders.

Both parties one point short while the deal is played and bid (at its start, or after a
"gut" in its course) is the end game; a tie that first arises while the figures are
written at the end is settled by the order of §9 / B §8.
"""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.findings import Kind
from referee.model.seats import Party
from tests.support.endgame import NORD, SUED

AC, BD = Party.AC, Party.BD


GLEICH_HELD = "C: Gilt mein Gleich!\nD: Ich halte das Gleich.\n"
GLEICH_GUT = "C: Gilt mein Gleich!\nD: Gut das Gleich.\n"
BOTH_GUT = "C: Gilt mein Gleich und mein Hanger!\nD: Gut das Gleich.\nB: Gut der Hanger.\n"


def _judge(template: str, ac: int, bd: int, bids: str = "", rules: str = "1890"):
    return judge_text(template.format(rules=rules, ac=ac, bd=bd, bids=bids), "t.perlagg")


def _keys(report) -> list[str]:
    return [f.key for f in report.findings]


def _refs(report, key: str) -> set[str]:
    (f,) = [f for f in report.findings if f.key == key]
    return {c.ref for c in f.cites}


def _went_out(report) -> tuple[Party | None, str]:
    (f,) = [f for f in report.findings if f.key == "scoring.went-out"]
    return report.winner, f.args["figure"]


# --------------------------------------------------------------- a tie only while writing
@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_issue_transcript_held_gleich_writes_the_tie_and_the_hanger_goes_out(rules):
    """12:14, A+C's held Gleich writes 14:14: §9 writes the Hanger next (S. 61), A+C out."""
    r = _judge(NORD, 12, 14, GLEICH_HELD, rules)
    assert _went_out(r) == (AC, "Hanger")
    assert dict(r.score) == {AC: 15, BD: 14}
    assert "scoring.endgame-spiel" not in _keys(r)
    cites = _refs(r, "scoring.endgame-not-reached")
    assert {"endgame-where-the-table-is", "S. 77"} <= cites
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_silent_twin_from_13_14_writes_gleich_then_hanger(rules):
    r = _judge(NORD, 13, 14, "", rules)
    assert _went_out(r) == (AC, "Hanger")
    assert dict(r.score) == {AC: 15, BD: 14}
    assert "scoring.endgame-spiel" not in _keys(r)


def test_schlanders_held_gleich_writes_23_23_and_the_hanger_goes_out():
    r = _judge(SUED, 21, 23, GLEICH_HELD)
    assert _went_out(r) == (AC, "Hanger")
    assert dict(r.score) == {AC: 24, BD: 23}
    assert {"endgame-where-the-table-is", "B §21"} <= _refs(r, "scoring.endgame-not-reached")


def test_schlanders_silent_twin_from_22_23():
    r = _judge(SUED, 22, 23)
    assert _went_out(r) == (AC, "Hanger")
    assert "scoring.endgame-spiel" not in _keys(r)


# --------------------------------------------------------------- the table in the end game
@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_both_short_at_the_start_the_spiel_decides(rules):
    """14:14 before the deal: the author's note, no dritziges anywhere: the Spiel."""
    r = _judge(NORD, 14, 14, "", rules)
    assert _went_out(r) == (BD, "Spiel")
    assert {"§25", "§26", "S. 77", "endgame-where-the-table-is"} <= _refs(
        r, "scoring.endgame-spiel"
    )


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_gut_in_the_course_leaves_both_short_the_spiel_decides(rules):
    """13:14, the Gleich let good: 14:14 and nobody may bid: the end game (our reading
    for 1890, as B §21 a says it for Schlanders)."""
    r = _judge(NORD, 13, 14, GLEICH_GUT, rules)
    assert _went_out(r) == (BD, "Spiel")
    assert "scoring.endgame-spiel" in _keys(r)


def test_schlanders_21_both_short_at_the_start():
    r = _judge(SUED, 23, 23)
    assert _went_out(r) == (BD, "Spiel")
    assert {"B §21", "B §21 c"} <= _refs(r, "scoring.endgame-spiel")


def test_schlanders_21a_22_23_gleich_let_good_then_the_spiel():
    """B §21 a: "Die Partei mit 22 bietet Gleich …, die Partei mit 23 lässt die gebotene
    Figur gut, so haben jetzt beide Parteien 23 … entscheidet wieder das Viertige bzw.
    das Spiel"."""
    r = _judge(SUED, 22, 23, GLEICH_GUT)
    assert r.score[AC] == 23
    assert _went_out(r) == (BD, "Spiel")
    assert "B §21 a" in _refs(r, "scoring.endgame-spiel")


def test_schlanders_21b_21_23_gleich_and_hanger_let_good_then_the_spiel():
    """B §21 b: Gleich and Hanger bid by the 21 and let good: "so haben diese nun auch 23.
    In diesem Fall entscheidet wieder das Spiel"."""
    r = _judge(SUED, 21, 23, BOTH_GUT)
    assert r.score[AC] == 23
    assert _went_out(r) == (BD, "Spiel")
    assert "B §21 b" in _refs(r, "scoring.endgame-spiel")
