"""Rulings of issue 25: each class of wrong ruling under every rulebook that governs it,
with the citation the ruling must carry (the deciding paragraph or the interpretation)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.findings import Finding, Kind
from referee.model.report import Report
from referee.model.seats import Party

BOOKS = ("1890", "1924", "schlanders-2013")
#: the paragraph that governs a concern under each rulebook (1924 restates 1890)
PARA = {"1890": "{p}", "1924": "{p}", "schlanders-2013": "{s}"}


def judged(book: str, body: str, header: str = "") -> Report:
    return judge_text(f'[Regeln "{book}"]\n{header}Runde\n{body}')


def of(report: Report, key: str) -> list[Finding]:
    return [f for f in report.findings if f.key == key]


def refs(f: Finding) -> list[str]:
    return [c.ref for c in f.cites]


def ref(book: str, p1890: str, schlanders: str) -> str:
    return PARA[book].format(p=p1890, s=schlanders)


# --- item 1: the hold of an unseen bid is the party's (§29; B §25) ---------------------

UNSEEN = """Geber: D
Abheben C: -
Hand A: HA H9 L10 E8 EO
Hand B: L8 S9 LA SU E10
Hand C: LK EK SK LU H8
Hand D: LO SO EA E9 L7
Trumpf: H10
A: Ungesehen: Gilt Gleich
{holder}: Ich halte
"""


@pytest.mark.parametrize("book", BOOKS)
class TestUnseenHoldIsTheParty:
    def test_partner_has_the_figure_no_penalty(self, book: str) -> None:
        """B holds, D has the Gleich: the party holds it, nobody is fined."""
        r = judged(book, UNSEEN.format(holder="B"))
        assert not of(r, "wager.must-have")
        (f,) = of(r, "wager.unseen-held-by-partner")
        assert f.kind is Kind.RULING and f.args["partner"] == "D"
        assert ref(book, "§29", "B §25") in refs(f)
        assert "unseen-hold-party" in refs(f)
        assert r.score[Party.BD] == 0
        # without a Gleich at B or D the hold is still a false figure
        body = UNSEEN.format(holder="B").replace("Hand D: LO SO", "Hand D: LO S10")
        r = judged(book, body)
        assert of(r, "wager.must-have")
        assert not of(r, "wager.unseen-held-by-partner")
