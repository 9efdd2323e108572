"""The revoke answers of the ``Streit:`` referee rest on the transcript up to the
question's line only (issue 24): „Hat C Farbe verleugnet?“ asked before the Hand lines
says "unknown" — what C held is not known yet — exactly as the same transcript cut at
the question does, not the "no" or "yes" that a Hand line written later would give;
asked again after the Hand lines, the answer is the referee's finding at C's card."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.judge.transcript import judge, judge_text
from referee.model.events import Deal, Dispute, Header, Transcript
from referee.notation import parse, render
from referee.rules import load
from referee.table.deal import TableRules
from tests.support.answers import BUILTIN, FOLLOW, keys
from tests.support.strategies_deal import deals

# A leads Schell in the second trick; C lays {card} on it.  Laub is trump.
_DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Trumpf: LO
Stich: A HA, B HU, C HO, D H8
Stich: A SK, B S8, C {card}, D SA
Streit: {question}
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Hand C: {hand_c}
Hand D: {hand_d}
Streit: {question}
"""
#: C lays an Eichel, holding no Schell: no revoke — but only the Hand line says he held none
_VOID = {"card": "E9", "hand_c": "LA LK H10 HO E9", "hand_d": "EA EK H8 SA S9"}
#: C lays a Herz, holding the S9: a revoke — but only the Hand line says he held it
_REVOKE = {"card": "H10", "hand_c": "LA LK H10 HO S9", "hand_d": "EA EK H8 SA E9"}
_QUESTIONS = (
    "Hat C Farbe verleugnet?",
    "Did C revoke?",
    "Hat C Farbe bekannt?",
    "Wer hat Farbe verleugnet?",
    "Hat A+C Farbe verleugnet?",
    "Hat C im zweiten Stich nicht Farbe bekannt?",
)


def _text(rules: str, question: str, case: dict[str, str]) -> str:
    return _DEAL.format(rules=rules, question=question, **case)


def _cut(text: str) -> str:
    """The transcript up to and with its first ``Streit:`` line."""
    head, _, _rest = text.partition("Streit:")
    return head + "Streit:" + _rest.split("\n", 1)[0] + "\n"


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("case", [_VOID, _REVOKE], ids=["void", "revoke"])
@pytest.mark.parametrize("question", _QUESTIONS)
def test_before_the_hand_lines_the_answer_is_that_of_the_cut_transcript(
    rules: str, case: dict[str, str], question: str
) -> None:
    text = _text(rules, question, case)
    before, after = judge_text(text, "cut.perlagg").disputes
    (cut,) = judge_text(_cut(text), "cut.perlagg").disputes
    assert (before.value, before.ruling) == (cut.value, cut.ruling), question
    assert before.value == "unknown" and keys(before) == ["play.revoke-unknown"]
    assert before.cites[0].ref == FOLLOW[rules] and FOLLOW[rules] in before.decided_by
    revoked = case is _REVOKE
    want = {
        "Hat C Farbe bekannt?": "no" if revoked else "yes",
        "Wer hat Farbe verleugnet?": "C" if revoked else "no",
    }.get(question, "yes" if revoked else "no")
    assert after.value == want, question  # the Hand lines written, they decide
    assert after.cites[0].ref == FOLLOW[rules]


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_revoke_after_the_hand_lines_agrees_with_the_referee_s_finding(rules: str) -> None:
    report = judge_text(_text(rules, "Hat C Farbe verleugnet?", _REVOKE), "cut.perlagg")
    (revoke,) = [f for f in report.violations if f.concern == "follow-suit"]
    _before, after = report.disputes
    assert (revoke.args["seat"], revoke.span.line) == ("C", 7)
    assert after.ruling[1][0] == revoke.key


_TWO = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Trumpf: LO
Stich: A SK, B {card}
Streit: Hat B Farbe verleugnet?
Hand A: HA H9 E10 SK S10
Hand B: {hand_b}
Streit: Hat B Farbe verleugnet?
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
@pytest.mark.parametrize(
    ("card", "hand_b", "after"),
    [("EO", "L8 HU EO E8 S8", "yes"), ("EO", "L8 HU EO E8 H8", "no")],
    ids=["revoke", "void"],
)
def test_at_a_table_of_two_too(rules: str, card: str, hand_b: str, after: str) -> None:
    text = _TWO.format(rules=rules, card=card, hand_b=hand_b)
    before, later = judge_text(text, "two.perlagg").disputes
    (cut,) = judge_text(_cut(text), "two.perlagg").disputes
    assert (before.value, before.ruling) == (cut.value, cut.ruling) and before.value == "unknown"
    assert later.value == after


_ASKED = (*_QUESTIONS, "Hat B Farbe verleugnet?", "Hat D Farbe bekannt?", "Who revoked?")


@pytest.mark.parametrize("rules", BUILTIN)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_revoke_question_anywhere_is_answered_as_the_cut_transcript_answers_it(
    rules: str, data: st.DataObject
) -> None:
    """A random legal deal, or one with a revoke, its Hand lines before the play or
    after it: a revoke question at any line gets the answer it gets when every line
    after it is taken away."""
    rb = load(rules)
    fault = data.draw(st.sampled_from([None, "revoke"]))
    case = data.draw(deals(TableRules.from_rulebook(rb), fault=fault))
    at = data.draw(st.integers(1, len(case.events) - 1))
    question = data.draw(st.sampled_from(_ASKED))
    events = (*case.events[:at], Dispute(question), *case.events[at:])
    headers = (Header("Regeln", rules),)
    (d,) = judge(parse(render(Transcript(headers, (Deal(events),))), "z.perlagg")).disputes
    cut = Transcript(headers, (Deal(events[: at + 1]),))
    (c,) = judge(parse(render(cut), "z.perlagg")).disputes
    assert (c.value, c.ruling) == (d.value, d.ruling)
