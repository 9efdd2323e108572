"""New lines of the notation and what the referee makes of them: raise words above
Sieben and ``C+A`` (issue 25 item 10), a card taken back (issue 25 item 11), the table's
account of a figure (issue 26 item 3)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.events import Answer, AnswerKind, Figure, ScoreClaim
from referee.model.seats import Party, Seat
from referee.notation import parse, render

BOOKS = ("1890", "1924", "schlanders-2013")


def _deal(book: str, *lines: str, head: str = "") -> str:
    return "\n".join(
        [f'[Regeln "{book}"]', head, "Runde", "Geber: D", "Abheben C: -", "Trumpf: L9", *lines]
    )


def _events(text: str) -> list[object]:
    return list(parse(text).deals[0].events)


def _found(text: str, key: str) -> list:
    return [f for f in judge_text(text).findings if f.key == key]


def _refs(finding) -> list[str]:
    return [c.ref for c in finding.cites]


# --------------------------------------------------------------------------- raise words
@pytest.mark.parametrize(("word", "number"), [("Acht", 8), ("neun", 9), ("Zehn", 10), ("8", 8)])
def test_raise_words_above_sieben_parse(word, number):
    [*_, ev] = _events(_deal("1890", "B: Gilt mein Gleich", f"A: {word} aufs Gleich"))
    assert ev == Answer(Seat.A, AnswerKind.RAISE, Figure.GLEICH, None, number)


def test_raise_word_round_trip():
    t = parse(_deal("1890", "B: Gilt mein Gleich", "A: Drei", "B: Vier", "A: Acht"))
    assert "A: Acht" in render(t)
    assert parse(render(t)) == t


_LADDER_REF = {"1890": "§10", "1924": "§10", "schlanders-2013": "B §9"}


@pytest.mark.parametrize("book", BOOKS)
def test_acht_is_a_void_act_cited(book):
    """Drei, Vier, then "Acht": no step of §10's ladder; the word is void, so Vier stays
    open and, unanswered, counts as let good (3 to B+D)."""
    text = _deal(book, "B: Gilt mein Gleich", "A: Drei", "B: Vier", "A: Acht")
    [f] = _found(text, "wager.raise-off-ladder")
    assert f.concern == "raise-ladder" and f.seats == (Seat.A,)
    assert _LADDER_REF[book] in _refs(f)
    if book == "1924":
        assert any("1924" in (c.provenance or "") for c in f.cites)
    report = judge_text(text)
    assert report.deals[0].wager.points[Party.BD] == 3


@pytest.mark.parametrize("book", BOOKS)
def test_acht_in_place_of_drei_is_void(book):
    text = _deal(book, "B: Gilt mein Gleich", "A: Acht", "A: Ich halte das Gleich")
    [f] = _found(text, "wager.raise-off-ladder")
    assert _LADDER_REF[book] in _refs(f)


# --------------------------------------------------------------------------- C+A
def test_c_plus_a_in_a_score_line_is_a_plus_c():
    [*_, claim] = _events(_deal("1890", "Stand: C+A 3, D+B 0"))
    assert claim == ScoreClaim(((Party.AC, 3), (Party.BD, 0)))


def test_c_plus_a_in_the_score_header():
    report = judge_text(_deal("1890", head='[Stand "C+A 2, D+B 1"]'))
    assert dict(report.initial_score) == {Party.AC: 2, Party.BD: 1}
