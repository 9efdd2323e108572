"""Issue 25, item 10: „Acht“ and the numbers above Sieben parse wherever a step may be
said — a raise, „Ich halte die Acht“, „Gut bei acht“ — and are judged (1890 §10 „Es kann
nur 3, 4, 5, 6, 7, ‚Spiel aus‘ gesteigert werden“; Schlanders B §9), never a parse error.
"""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.events import Answer, AnswerKind, Figure
from referee.model.findings import Kind
from referee.model.results import Outcome
from referee.notation.parser import parse
from referee.notation.render import render

DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA SA {perlagg} S9 H8
Hand B: EA LA HK E8 H9
Hand C: HU SK E9 S10 H10
Hand D: LK EK SO HO E10
Trumpf: {trump}
A: Gilt Spiel!
B: Drei.
A: Vier.
B: Fünf.
A: Sechs.
B: Sieben.
A: {answer}
"""
BOOKS = [
    ("1890", "W", "L9", "§10"),
    ("1924", "W", "L9", "§10"),
    ("schlanders-2013", "LU", "L8", "B §9"),
]


def _judge(rules: str, perlagg: str, trump: str, answer: str):
    text = DEAL.format(rules=rules, perlagg=perlagg, trump=trump, answer=answer)
    return judge_text(text, "t.perlagg")


@pytest.mark.parametrize(("rules", "perlagg", "trump", "ref"), BOOKS)
def test_i_hold_the_eight_holds_what_was_open(rules, perlagg, trump, ref):
    r = _judge(rules, perlagg, trump, "Ich halte die Acht.")
    (f,) = [f for f in r.findings if f.key == "wager.hold-off-ladder"]
    assert f.kind is Kind.RULING and f.args["said"] == "8" and f.args["level"] == "7"
    assert ref in {c.ref for c in f.cites}
    spiel = r.deals[0].wager.figures[Figure.SPIEL]
    assert spiel.answered == "7 gehalten"  # no card played: who makes it is open


@pytest.mark.parametrize(("rules", "perlagg", "trump", "ref"), BOOKS)
def test_gut_bei_acht_is_a_refusal_of_the_raise(rules, perlagg, trump, ref):
    """Refusing the Sieben gives the raiser six, whatever number was said (S. 68;
    interpretation raise-refusal-value-fixed)."""
    r = _judge(rules, perlagg, trump, "Gut bei acht.")
    (f,) = [f for f in r.findings if f.key == "wager.gut-bei-value"]
    assert f.args["said"] == 8 and f.args["value"] == 6
    spiel = r.deals[0].wager.figures[Figure.SPIEL]
    assert spiel.outcome is Outcome.GUT and spiel.value == 6


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("A: Ich halte die Acht", AnswerKind.HALTEN),
        ("A: Gut bei neun aufs Spiel", AnswerKind.GUT_BEI),
        ("A: Zehn", AnswerKind.RAISE),
    ],
)
def test_the_numbers_above_sieben_parse_and_render_back(line, kind):
    for lang in ("de", "en"):
        t = parse('[Regeln "1890"]\nRunde\nGeber: D\n' + line + "\n")
        ev = t.deals[0].events[-1]
        assert isinstance(ev, Answer) and ev.kind is kind and ev.level is None
        assert ev.number in (8, 9, 10)
        again = parse(render(t, lang=lang)).deals[0].events[-1]
        assert again == ev
