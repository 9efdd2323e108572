"""Issue 25, item 10: the cut for the first dealer (``Ums Geben: A L7, B SK, …``) decides
who deals the first deal and answers „Wer gibt?“ there (1890 §1 „gibt die abgehobene
niederste Karte (As ist niederst)“, 1924 §1, Schlanders B §1 „Hoch gibt aus“;
interpretation first-dealer-cut-order)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.findings import Kind
from referee.model.seats import Seat
from referee.notation.parser import parse
from referee.notation.render import render

DEAL = """\
[Regeln "{rules}"]
Runde
Ums Geben: {cut}
{question}Geber: {dealer}
"""
#: No As among the cards: lowest is A's Laub-Siebener, highest B's Schell-König.
PLAIN = "A L7, B SK, C H9, D EO"
#: The As is lowest under 1890 and 1924 (below even the Weli), highest under Schlanders.
ACE = "A L7, B SA, C H9, D EO"
BOOKS = {"1890": "§1", "1924": "§1", "schlanders-2013": "B §1"}


def _judge(rules: str, cut: str, dealer: str, question: str = ""):
    text = DEAL.format(rules=rules, cut=cut, dealer=dealer, question=question)
    return judge_text(text, "t.perlagg")


def _first_dealer(report):
    return [f for f in report.findings if f.concern == "first-dealer"]


@pytest.mark.parametrize(
    ("rules", "cut", "right"),
    [
        ("1890", PLAIN, "A"),
        ("1924", PLAIN, "A"),
        ("schlanders-2013", PLAIN, "B"),
        ("1890", ACE, "B"),
        ("1924", ACE, "B"),
        ("schlanders-2013", ACE, "B"),
        ("1924", "A L7, B W, C H9, D EO", "B"),  # „As ist niederer als selbst der Welli“
    ],
)
def test_the_cut_chooses_the_dealer(rules, cut, right):
    assert _first_dealer(_judge(rules, cut, right)) == []
    wrong = next(s for s in "ABCD" if s != right)
    (f,) = _first_dealer(_judge(rules, cut, wrong))
    assert f.kind is Kind.VIOLATION and f.key == "replay.first-dealer"
    assert f.args["seats"] == (right,) and f.args["dealer"] == wrong
    assert f.seats == (Seat(wrong),)
    refs = {c.ref for c in f.cites}
    assert BOOKS[rules] in refs and "first-dealer-cut-order" in refs


@pytest.mark.parametrize("rules", BOOKS)
def test_a_tie_for_the_dealer_is_not_decided(rules):
    """Two Siebener (or two Könige) cut: the rules do not say which of them deals."""
    cut = "A L7, B SK, C H7, D EK"
    tied = ("A", "C") if rules != "schlanders-2013" else ("B", "D")
    (f,) = _first_dealer(_judge(rules, cut, tied[1]))
    assert f.kind is Kind.UNDETERMINED and f.key == "replay.first-dealer-tie"
    assert f.args["seats"] == ", ".join(tied)
    other = next(s for s in "ABCD" if s not in tied)
    (g,) = _first_dealer(_judge(rules, cut, other))
    assert g.kind is Kind.VIOLATION and g.args["count"] == 2


@pytest.mark.parametrize(
    ("rules", "asked"), [("1890", "A"), ("1924", "A"), ("schlanders-2013", "B")]
)
def test_who_deals_is_answered_from_the_cut(rules, asked):
    r = _judge(rules, PLAIN, asked, question="Streit: Wer gibt?\n")
    (d,) = r.disputes
    assert d.kind == "next-dealer" and d.about == "first-dealer" and d.value == asked
    assert "first-dealer-cut-order" in {c.ref for c in d.cites}
    assert d.cites[0].ref == BOOKS[rules]


def test_a_cut_after_the_first_deal_decides_nothing():
    text = DEAL.format(rules="1890", cut=PLAIN, dealer="A", question="")
    text += "Runde\nUms Geben: A SK, B L7, C H9, D EO\nGeber: B\n"
    notes = [f for f in _first_dealer(judge_text(text, "t.perlagg")) if f.kind is Kind.NOTE]
    assert [f.key for f in notes] == ["replay.dealer-cut-late"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_cut_line_parses_and_renders_back(lang):
    t = parse(
        DEAL.format(rules="1890", cut="A L7, B SK, C Weli, D Eichel-Ober", dealer="A", question="")
    )
    text = render(t, lang=lang)
    assert ("Cut for deal: " if lang == "en" else "Ums Geben: ") + "A L7, B SK, C W, D EO" in text
    assert parse(text).deals == t.deals
