"""„Was verliert …?“ before the cards that decide it (issue 24: nothing from after the
line): a figure bid or held whose holder's cards come only on later lines is "unknown",
with what it costs where he lacks it — not the penalty the later Hand lines prove, and
not "nothing" for the party whose later cards happen to hold it.  And „Wer hat das
Gleich?“ before a Perlagg is christened: by the cards and the christenings made by then,
saying where the answer needs the free Perlaggs named for it — not by the christenings
that later lines make."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from tests.support.answers import BUILTIN, keys

#: the false-figure penalty's paragraph per rulebook
PENALTY = {"1890": "§31", "1924": "§31", "schlanders-2013": "B §5"}
#: what a false figure costs: points, or the deal and points (the message's key)
COST = {"1890": "answer.loses", "1924": "answer.loses", "schlanders-2013": "answer.loses-deal"}

# examples/01 with the Gleich bid ("Gilt"): B has none, A (two aces and the Weli) has it
_DEAL = """\
[Regeln "{rules}"]

Runde
Geber: D
Abheben C: -
Trumpf: L9
B: Gilt mein Gleich!
A: Ich schaue das Gleich an.
{early}
Hand A: HA EA Weli L8 S9
Hand B: H8 H10 SO E9 LK
Hand C: HO LA S10 E8 EU
Hand D: H9 LU SA EK EO
{late}
Stich: A HA, B H8, C HO, D H9
"""


def _asked(rules: str, early: str = "", late: str = "") -> list[DisputeRuling]:
    text = _DEAL.format(rules=rules, early=early, late=late)
    return list(judge_text(text, "pending.perlagg").disputes)


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("party", ["B+D", "A+C"])
def test_before_the_hands_a_bid_figure_is_unknown(rules: str, party: str) -> None:
    (d,) = _asked(rules, early=f"Streit: Was verliert {party}?")
    assert d.value == "unknown"
    said = keys(d)
    assert said[0] == "answer.penalty-pending"
    assert COST[rules] in said
    assert any(c.ref == PENALTY[rules] for c in d.cites)
    seat = "B" if party == "B+D" else "A"
    assert dict(d.ruling[0][1])["seat"] == seat


@pytest.mark.parametrize("rules", BUILTIN)
def test_after_the_hands_the_penalty_is_known(rules: str) -> None:
    (b, a) = _asked(rules, late="Streit: Was verliert B+D?\nStreit: Was verliert A+C?")
    assert b.value != "unknown" and b.value.isdigit() and int(b.value) > 0
    assert "answer.penalty-pending" not in keys(b)
    assert (a.value, keys(a)) == ("0", ["answer.no-penalty"])


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_report_still_finds_the_false_bid(rules: str) -> None:
    """The deal's own finding is untouched: only the answer at the early line is."""
    report = judge_text(_DEAL.format(rules=rules, early="", late=""), "pending.perlagg")
    assert any(f.key == "wager.must-have" for f in report.findings)


# examples/03: A holds the Weli and the Schellspitz, christens them H7 and H8 in play
# (a viertiger Hanger), and B+D writes the Gleich (D's two aces).  Before the first
# card the Perlaggs are free: named as aces they give A three.
_EXAMPLE_03 = Path(__file__).resolve().parents[1] / "examples" / "03_weli_als_herzsiebener.perlagg"


def _asked_03(rules: str, after: str, questions: str) -> list[DisputeRuling]:
    text = _EXAMPLE_03.read_text(encoding="utf-8").replace('[Regeln "1890"]', f'[Regeln "{rules}"]')
    text = text.replace(f"{after}\n", f"{after}\n{questions}\n", 1)
    asked = {line.removeprefix("Streit: ") for line in questions.splitlines()}
    return [d for d in judge_text(text, "03.perlagg").disputes if d.question in asked]


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_a_figure_that_needs_free_perlaggs_says_so_before_they_are_christened(rules: str) -> None:
    (hanger, gleich) = _asked_03(
        rules, "Trumpf: L9", "Streit: Wer hat den Hanger?\nStreit: Wer hat das Gleich?"
    )
    assert (gleich.value, keys(gleich)) == ("A+C", ["answer.figure-has", "answer.figure-if-named"])
    assert dict(gleich.ruling[1][1]) == {"seat": "A", "cards": "W S7"}
    # A's H9 H10 beat B+D's Hanger without the Perlaggs: no condition
    assert (hanger.value, keys(hanger)) == ("A+C", ["answer.figure-has"])


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_after_the_deal_the_christenings_decide(rules: str) -> None:
    (gleich,) = _asked_03(rules, "Stand: A+C 1, B+D 2", "Streit: Wer hat das Gleich?")
    assert (gleich.value, keys(gleich)) == ("B+D", ["answer.figure-has"])
