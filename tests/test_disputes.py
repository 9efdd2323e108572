"""The answers to ``Streit:`` lines: the direct answer first, from the state at the line
only, the deciding paragraph cited first, under each rulebook and at two and four
players; they agree with the referee's own findings on the same transcript."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.judge.transcript import judge, judge_text
from referee.model.events import Deal, Dispute, Header, Transcript
from referee.model.findings import Kind
from referee.model.report import DisputeRuling, render_message
from referee.notation import parse, render
from referee.notation.questions import FORMS
from referee.rules import builtin_ids, load
from referee.table.deal import TableRules
from tests.support.strategies_deal import deals

BUILTIN = builtin_ids()

_DEAL = """\
[Regeln "{rules}"]
[A "Josef Schober"]
Runde
Geber: D
Abheben C: -
Hand A: H10 SO SU L7 S8
Hand B: E10 LK H8 EK S9
Hand C: LU L10 SK SA HA
Hand D: EA HO E8 H9 L9
Trumpf: {trump}
B: Gleich!
Streit: War das ein Gebot?
C: Gilt mein Gleich!
Streit: Muss Schober jetzt ein Gleich haben?
Streit: Darf C sein Gebot zurücknehmen?
D: Ich halte das Gleich.
Streit: Muss D das Gleich haben?
Streit: Wer hat das Gleich?
Stich: A SU, B S9, C SA, D H9
Stich: C L10, D L9, A L7, B LK
Streit: Wer hat den 2. Stich gemacht?
Streit: Wer hat den dritten Stich?
Streit: Wie steht es?
Stich: B H8, C HA, D HO, A H10
Stich: C SK, D E8, A SO, B EK
Streit: Hat schon jemand das Spiel?
Streit: Wer muss zuerst weisen?
Stich: B E10, C LU, D EA, A S8
Streit: Wer gibt die nächste Runde?
Streit: Wer ist aus?
Streit: Warum ist der Himmel blau?
"""


def _disputes(rules: str, trump: str = "L8") -> list[DisputeRuling]:
    return list(judge_text(_DEAL.format(rules=rules, trump=trump), "streit.perlagg").disputes)


#: question → its value under every rulebook (Laub trump: the same play everywhere)
_VALUES = {
    "War das ein Gebot?": "no",
    "Muss Schober jetzt ein Gleich haben?": "no",
    "Darf C sein Gebot zurücknehmen?": "no",
    "Muss D das Gleich haben?": "yes",
    "Wer hat das Gleich?": "A+C",
    "Wer hat den 2. Stich gemacht?": "B",
    "Wer hat den dritten Stich?": "unknown",  # asked before it is played
    "Wie steht es?": "A+C 0, B+D 0",
    "Hat schon jemand das Spiel?": "A+C",
    "Wer muss zuerst weisen?": "A+C",
    "Wer ist aus?": "no",
}
#: the concern's paragraph that must lead, per rulebook
_LEADS = {
    "War das ein Gebot?": {"1890": "S. 67", "1924": "S. 67", "schlanders-2013": None},
    "Muss Schober jetzt ein Gleich haben?": {"1890": "§7", "1924": "§7", "schlanders-2013": "B §5"},
    "Darf C sein Gebot zurücknehmen?": {"1890": "§7", "1924": "§7", "schlanders-2013": None},
    "Wer hat das Gleich?": {"1890": "S. 70", "1924": "S. 70", "schlanders-2013": None},
    "Wer hat den 2. Stich gemacht?": {"1890": "§19", "1924": "§19", "schlanders-2013": None},
}


@pytest.mark.parametrize("rules", BUILTIN)
def test_every_question_gets_its_direct_answer(rules: str) -> None:
    disputes = _disputes(rules)
    got = {d.question: d.value for d in disputes}
    assert {q: got[q] for q in _VALUES} == _VALUES
    for d in disputes:
        if d.question in _LEADS and _LEADS[d.question][rules]:
            assert d.cites[0].ref == _LEADS[d.question][rules], d.question
            assert d.cites[0].ref in d.decided_by


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_question_not_understood_is_a_note_with_the_nearest_form(rules: str) -> None:
    last = _disputes(rules)[-1]
    assert last.kind is None and last.value is None and last.cites == ()
    ((key, args),) = last.ruling
    assert key == "answer.not-understood"
    assert (args["nearest_de"], args["nearest_en"]) in {(de, en) for _k, de, en in FORMS}
    assert "docs/disputes.md" in render_message(last.ruling, "en")


_NOT_UNDERSTOOD = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Streit: {question}
"""


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize(
    "question", ["Darf C das?", "May C do that?", "Warum ist der Himmel blau?"]
)
def test_the_nearest_form_is_in_the_report_s_language(rules: str, question: str) -> None:
    """The note names the nearest form in the language it is read in, whichever the
    question's: a German report a German example, an English one the same form's
    English example (issue 24: „Darf C das?“ got „May A withdraw his bid?“)."""
    text = _NOT_UNDERSTOOD.format(rules=rules, question=question)
    (d,) = judge_text(text, "q.perlagg").disputes
    german, english = render_message(d.ruling, "de"), render_message(d.ruling, "en")
    forms = [(de, en) for _k, de, en in FORMS if f"„{de}“" in german]
    assert len(forms) == 1, german
    ((de, en),) = forms
    assert f"“{en}”" in english and de not in english
    if de != en:
        assert en not in german
    if question == "Darf C das?":  # read as "Darf A sein Gebot zurücknehmen?" is
        assert de.startswith("Darf ") and not en.startswith("Darf ")


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_trick_answer_is_the_trick_s_winner(rules: str) -> None:
    report = judge_text(_DEAL.format(rules=rules, trump="L8"), "s.perlagg")
    (deal,) = report.deals
    winners = {t.number: t.winner.value for t in deal.play.tricks if t.winner}
    (asked,) = [d for d in report.disputes if d.question == "Wer hat den 2. Stich gemacht?"]
    assert asked.value == winners[2]


def test_no_fact_from_after_the_line() -> None:
    """The fifth trick's question asked before its end says nothing of who took it.  C
    took three of the first four tricks, so the Spiel is A+C's before the fifth (S. 64):
    D bids no Spiel in it (§24; it was "yes" by §27, as if the Spiel were open)."""
    text = _DEAL.format(rules="1890", trump="L8").replace(
        "Stich: B E10, C LU, D EA, A S8\n",
        "Streit: Durfte D im fünften Stich noch Spiel bieten?\nStich: B E10, C LU, D EA, A S8\n",
    )
    (d,) = [d for d in judge_text(text).disputes if "fünften" in d.question]
    assert d.value == "no" and d.cites[0].ref == "§24"
    assert "A" not in [v for _k, a in d.ruling for v in a.values()]


_REVOKE = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H7 SK S9 E8
Hand B: H10 L7 EK E10 SU
Hand C: LA LK H9 HO E9
Hand D: EA EO H8 SA S8
Trumpf: L9
Stich: A HA, B EK, C H9, D H8
Streit: Hätte B Farbe geben müssen?
Streit: Was verliert B+D?
"""


@pytest.mark.parametrize(
    ("rules", "value", "lead"),
    [("1890", "unknown", "§32"), ("1924", "unknown", "§32"), ("schlanders-2013", "2", "B §10")],
)
def test_a_revoke_answers_must_follow_yes_and_its_penalty(
    rules: str, value: str, lead: str
) -> None:
    report = judge_text(_REVOKE.format(rules=rules))
    revoke = [f for f in report.findings if f.kind is Kind.VIOLATION and f.concern == "follow-suit"]
    assert revoke, "the referee's own finding"
    must, lose = report.disputes
    assert must.value == "yes"
    assert (lose.value, lose.cites[0].ref) == (value, lead)


_REVOKED = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H7 SK S9 E8
Hand B: H10 L7 EK E10 SU
Hand C: LA LK H9 HO E9
{hand_d}Trumpf: L9
Streit: Hat B Farbe verleugnet?
Stich: A HA, B EK, C H9, D H8
Streit: Hat B Farbe verleugnet?
Streit: Did C revoke?
Streit: Hat D nicht Farbe bekannt?
"""

#: rulebook → (the revoke's finding key, its points, the paragraph of its consequence)
_REVOKED_SAYS = {
    "1890": ("play.revoke-agreed", 0, "§32"),
    "1924": ("play.revoke-agreed", 0, "§32"),
    "schlanders-2013": ("play.revoke", 2, "B §10"),
}


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_did_b_revoke_is_the_referee_s_finding_with_its_consequence(rules: str) -> None:
    report = judge_text(_REVOKED.format(rules=rules, hand_d="Hand D: EA EO H8 SA S8\n"))
    (revoke,) = [f for f in report.violations if f.concern == "follow-suit"]
    before, did, c, d = report.disputes
    assert (before.value, did.value, c.value, d.value) == ("no", "yes", "no", "no")
    assert [k for k, _a in before.ruling] == ["answer.no-card-yet"]  # no card yet: plainly no
    key, points, para = _REVOKED_SAYS[rules]
    assert [k for k, _a in did.ruling] == ["answer.yes", revoke.key] and revoke.key == key
    assert dict(did.ruling[1][1])["points"] == points
    refs = [x.ref for x in did.cites]
    assert refs[0] == ("B §10" if rules == "schlanders-2013" else "§13") and para in refs
    others = {e.rulebook: e for e in did.elsewhere}
    for other, (o_key, o_points, o_para) in _REVOKED_SAYS.items():
        if o_key != key:  # listed with its own consequence, not "as 1890"
            (_yes, (k, a)) = others[other].ruling
            assert (k, dict(a)["points"]) == (o_key, o_points)
            assert o_para in [x.ref for x in others[other].cites]
    assert c.cites[0].ref == refs[0]


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_did_d_revoke_is_unknown_without_his_hand(rules: str) -> None:
    text = _REVOKED.format(rules=rules, hand_d="").replace("D H8", "D SA")
    report = judge_text(text)
    own = [f for f in report.findings if f.concern == "follow-suit" and f.args["seat"] == "D"]
    assert [f.key for f in own] == ["play.revoke-unknown"]  # the referee's own finding
    *_, d = report.disputes
    assert d.value == "unknown"
    assert [k for k, _a in d.ruling] == ["play.revoke-unknown"]


_WHO_REVOKED = _REVOKED.replace(
    "Streit: Hat B Farbe verleugnet?\nStich", "Streit: Wer hat Farbe verleugnet?\nStich"
) + (
    "Streit: Wer hat Farbe verleugnet?\n"
    "Streit: Who revoked in trick 2?\n"
    "Streit: Wer hat im ersten Stich Farbe verleugnet?\n"
    "Streit: Hat B Farbe bekannt?\n"
    "Streit: Did C follow suit?\n"
)


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_who_revoked_is_the_seat_of_the_referee_s_finding(rules: str) -> None:
    report = judge_text(_WHO_REVOKED.format(rules=rules, hand_d="Hand D: EA EO H8 SA S8\n"))
    (revoke,) = [f for f in report.violations if f.concern == "follow-suit"]
    before, *_, who, later, first, _b, _c = report.disputes
    assert (before.value, who.value, later.value, first.value) == ("no", "B", "no", "B")
    # a trick not yet begun at the line (issue 24): plainly no, of the state at the line
    assert [k for k, _a in before.ruling] == ["answer.no-card-yet"]
    assert [(k, dict(a)) for k, a in later.ruling] == [("answer.trick-not-played", {"number": 2})]
    assert [k for k, _a in who.ruling] == ["answer.revoked-by", revoke.key]
    key, points, para = _REVOKED_SAYS[rules]
    assert revoke.key == key and dict(who.ruling[1][1])["points"] == points
    refs = [x.ref for x in who.cites]
    assert refs[0] == ("B §10" if rules == "schlanders-2013" else "§13") and para in refs


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_nobody_revoked_is_no(rules: str) -> None:
    text = _WHO_REVOKED.format(rules=rules, hand_d="Hand D: EA EO H8 SA S8\n")
    report = judge_text(text.replace("B EK", "B H10"))
    assert not [f for f in report.violations if f.concern == "follow-suit"]
    who, first = report.disputes[4], report.disputes[6]
    assert (who.value, first.value) == ("no", "no")
    assert [k for k, _a in who.ruling] == ["answer.nobody-revoked"]
    assert [k for k, _a in first.ruling] == ["answer.nobody-revoked-in"]
    assert who.cites[0].ref == ("B §10" if rules == "schlanders-2013" else "§13")


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_followed_suit_is_revoked_the_other_way_round(rules: str) -> None:
    report = judge_text(_WHO_REVOKED.format(rules=rules, hand_d="Hand D: EA EO H8 SA S8\n"))
    (revoke,) = [f for f in report.violations if f.concern == "follow-suit"]
    *_, b, c = report.disputes
    assert (b.value, c.value) == ("no", "yes")
    assert [k for k, _a in b.ruling] == ["answer.no", revoke.key]
    assert [k for k, _a in c.ruling] == ["answer.followed-no-revoke"]
    assert _REVOKED_SAYS[rules][2] in [x.ref for x in b.cites]


@pytest.mark.parametrize("rules", sorted(_REVOKED_SAYS))
def test_followed_and_who_revoked_are_unknown_without_a_hand(rules: str) -> None:
    text = _WHO_REVOKED.format(rules=rules, hand_d="").replace("D H8", "D SA")
    text = text.replace("B EK", "B H10") + "Streit: Hat D Farbe bekannt?\n"
    report = judge_text(text)
    who, d = report.disputes[4], report.disputes[-1]
    assert (who.value, d.value) == ("unknown", "unknown")
    assert [k for k, _a in who.ruling] == [k for k, _a in d.ruling] == ["play.revoke-unknown"]


_FALSE = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H7 SK S9 E8
Hand B: H10 L8 EK SO SU
Hand C: LA LK H9 HO E9
Hand D: EA EO H8 SA S8
Trumpf: L9
B: Ich biete mein Gleich.
Streit: Was verliert B+D, weil B ohne Gleich geboten hat?
"""


@pytest.mark.parametrize(("rules", "value", "lead"), [("1890", "3", "§31"), ("1924", "3", "§31")])
def test_a_bid_without_the_figure_costs_what_the_rulebook_says(rules, value, lead) -> None:
    (d,) = judge_text(_FALSE.format(rules=rules)).disputes
    assert (d.kind, d.value, d.cites[0].ref) == ("penalty", value, lead)


def test_a_bid_with_the_figure_costs_nothing_and_no_bid_is_not_taken_for_one() -> None:
    """Nothing false: B holds two Zehner, so he did not bid without the Gleich; and
    where the transcript shows no bid, the answer says so before the rule."""
    had = _FALSE.format(rules="1890").replace("Hand B: H10 L8 EK SO SU", "Hand B: H10 L8 EK E10 SU")
    (d,) = judge_text(had).disputes
    assert (d.value, d.ruling[0][0]) == ("0", "answer.had-the-figure")
    unbid = _FALSE.format(rules="1890").replace("B: Ich biete mein Gleich.\n", "")
    (d,) = judge_text(unbid).disputes
    assert (d.value, d.ruling[0][0]) == ("unknown", "answer.no-such-bid")


def test_at_a_table_of_two_the_parties_are_named_by_their_seat() -> None:
    text = (
        '[Spieler "2"]\n[Regeln "1890"]\nRunde\nGeber: B\nAbheben A: -\n'
        "Hand A: HA H7 SK S9 E8\nHand B: LA L7 EK E10 SU\nTrumpf: L9\n"
        "Streit: Wie steht es?\nStreit: Wer ist aus?\n"
    )
    score, out = judge_text(text).disputes
    assert re.fullmatch(r"A \d+, B \d+", score.value or ""), score.value
    assert "A+C" not in render_message(score.ruling, "de") + render_message(out.ruling, "de")


# --------------------------------------------------------------------------- every deal
_QUESTIONS = [e for _k, de, en in FORMS for e in (de, en)]
_NOW = ("must-have", "may-act", "must-follow", "was-bid", "trick-winner", "rank", "showing",
        "must-answer", "turn", "revoked", "who-revoked", "followed", "who-has", "led",
        "trump", "tricks")  # fmt: skip
_hypothesis = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _one(rules: str, events: tuple) -> Transcript:
    return Transcript(headers=(Header("Regeln", rules),), deals=(Deal(events),))


@pytest.mark.parametrize("rules", BUILTIN)
@_hypothesis
@given(data=st.data())
def test_a_dispute_anywhere_says_nothing_of_later_lines(rules: str, data) -> None:
    """A dispute inserted at any line of a random legal deal: its answer has no unfilled
    slot, cites the concern it rests on first, and is the same when every line after it
    is taken away (for the kinds that do not ask what the deal came to)."""
    rb = load(rules)
    case = data.draw(deals(TableRules.from_rulebook(rb)))
    at = data.draw(st.integers(1, len(case.events)))
    question = data.draw(st.sampled_from(_QUESTIONS))
    events = (*case.events[:at], Dispute(question), *case.events[at:])
    full = judge(parse(render(_one(rules, events)), "z.perlagg"))
    (d,) = full.disputes
    if "stranger" in d.slots:  # "Durfte Hofer …?" where no Hofer plays: a note, no answer
        assert d.value is None and d.ruling[0][0].startswith("answer.name-not-at-table")
        return
    assert d.kind is not None and d.value
    for lang in ("de", "en"):
        text = render_message(d.ruling, lang)
        assert "{" not in text and not re.search(r"\?(?!\d)", text.replace(question, "")), text
    if d.cites:
        assert d.cites[0].ref in {c.ref for c in rb.cite(d.about or "")}
    if d.kind in _NOW and at < len(case.events):
        cut = judge(parse(render(_one(rules, events[: at + 1])), "z.perlagg"))
        (c,) = cut.disputes
        assert (c.value, c.ruling) == (d.value, d.ruling)


@pytest.mark.parametrize("rules", BUILTIN)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_who_has_a_figure_is_told_by_the_cards_and_names_of_the_line(rules: str, data) -> None:
    """„Wer hat das Gleich / den Hanger?“ at any line of a random legal deal is answered
    alike with and without the lines after it: a Perlagg christened later decides
    nothing at the line (before, about one deal in eight answered from the later names)."""
    case = data.draw(deals(TableRules.from_rulebook(load(rules))))
    at = data.draw(st.integers(1, len(case.events) - 1))
    question = data.draw(st.sampled_from(["Wer hat das Gleich?", "Who has the Hanger?"]))
    events = (*case.events[:at], Dispute(question), *case.events[at:])
    (d,) = judge(parse(render(_one(rules, events)), "z.perlagg")).disputes
    (c,) = judge(parse(render(_one(rules, events[: at + 1])), "z.perlagg")).disputes
    assert (c.value, c.ruling) == (d.value, d.ruling)
