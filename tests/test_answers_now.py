"""Two answers of the ``Streit:`` referee from the state at the line (issue 24): "Darf C
jetzt LA spielen?" by the follow-suit rule applied to C's hand as written, and "Wie steht
es?" mid-deal without the still figures that are written only at the deal's end."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from tests.support.answers import BUILTIN, FOLLOW, keys

# tasks/q.perlagg (issue 24): C's hand is written, Schell is led, trump is Laub
_Q = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Hand C: {hand_c}
Hand D: {hand_d}
Trumpf: LO
Stich: A HA, B HU, C HO, D H8
A spielt SK
B spielt S8
{questions}
"""
_C_VOID = "LA LK H10 HO E9"  # no Schell
_D_VOID = "EA EK H8 SA S9"
_C_SCHELL = "LA LK H10 HO S9"  # holds a Schell
_D_SCHELL = "EA EK H8 SA E9"


def _asked(rules: str, *questions: str, c: str = _C_VOID, d: str = _D_VOID) -> list[DisputeRuling]:
    lines = "\n".join(f"Streit: {q}" for q in questions)
    text = _Q.format(rules=rules, hand_c=c, hand_d=d, questions=lines)
    return list(judge_text(text, "q.perlagg").disputes)


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize(
    "question",
    [
        "Darf C jetzt LA spielen?",
        "Darf C den LA stechen?",
        "Darf C den LA zugeben?",
        "May C play LA?",
    ],
)
def test_a_card_not_yet_played_is_judged_from_the_hand(rules: str, question: str) -> None:
    (d,) = _asked(rules, question)
    assert d.value == "yes" and keys(d) == ["answer.may-play-void"]
    assert d.cites[0].ref == FOLLOW[rules] and FOLLOW[rules] in d.decided_by


@pytest.mark.parametrize("rules", BUILTIN)
def test_holding_the_suit_led_only_that_suit_or_a_trump_may_be_played(rules: str) -> None:
    asked = ["Darf C jetzt H10 spielen?", "Darf C jetzt LA spielen?", "Darf C jetzt S9 spielen?"]
    no, trump, follows = _asked(rules, *asked, c=_C_SCHELL, d=_D_SCHELL)
    assert no.value == "no" and keys(no) == ["answer.may-not-play"]
    assert trump.value == "yes" and keys(trump) == ["answer.may-play-trump"]
    assert follows.value == "yes" and keys(follows) == ["answer.may-play-follows"]
    assert {d.cites[0].ref for d in (no, trump, follows)} == {FOLLOW[rules]}


@pytest.mark.parametrize("rules", BUILTIN)
def test_without_the_hand_the_answer_names_the_missing_fact(rules: str) -> None:
    text = _Q.format(
        rules=rules, hand_c=_C_VOID, hand_d=_D_VOID, questions="Streit: Darf C jetzt LA spielen?"
    ).replace(f"Hand C: {_C_VOID}\n", "")
    (d,) = judge_text(text, "q.perlagg").disputes
    assert d.value == "unknown" and keys(d) == ["answer.hand-unknown"]
    assert d.ruling[0][1]["seat"] == "C"


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_card_the_hand_does_not_hold_may_not_be_played(rules: str) -> None:
    (d,) = _asked(rules, "Darf C jetzt SA spielen?")
    assert d.value == "no" and keys(d) == ["answer.card-not-held"]


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_score_mid_deal_leaves_out_the_still_gleich(rules: str) -> None:
    """The transcript stops after the first trick and a card: the still Gleich (1 for
    B+D) is written only at the deal's end, so it is not in the score "now"."""
    (d,) = _asked(rules, "Wie steht es?")
    assert d.value == "A+C 0, B+D 0"
    assert keys(d) == ["replay.answer-score", "answer.score-open"]
    assert d.about == "silent-figures" and "S. 66" in d.decided_by  # "am Schluss des Spieles"


_FULL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Hand C: LA LK H10 HO E9
Hand D: EA EK H8 SA S9
Trumpf: LO
Stich: A HA, B HU, C HO, D H8
Stich: A SK, B S8, C LK, D SA
Stich: C LA, D EA, A E10, B L8
Stich: C H10, D EK, A H9, B E8
Stich: C E9, D S9, A S10, B EO
"""
#: after how many tricks the question is asked → the score it answers
_NOW = {1: "A+C 0, B+D 0", 2: "A+C 0, B+D 0", 5: "A+C 1, B+D 1"}


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize(("after", "score"), sorted(_NOW.items()))
def test_the_score_now_counts_nothing_after_its_line(rules: str, after: int, score: str) -> None:
    """Asked after trick ``after``: the same answer whether the transcript goes on or
    stops there; only after the last trick are the still Gleich (B+D) and Spiel (A+C)
    written."""
    lines = _FULL.format(rules=rules).splitlines(keepends=True)
    cut = 9 + after
    going_on = "".join([*lines[:cut], "Streit: Wie steht es?\n", *lines[cut:]])
    stopping = "".join([*lines[:cut], "Streit: Wie steht es?\n"])
    answers = [judge_text(t, "full.perlagg").disputes[0] for t in (going_on, stopping)]
    assert [d.value for d in answers] == [score, score]
    open_ = "answer.score-open" in keys(answers[0])
    assert open_ is (after < 5) and keys(answers[0]) == keys(answers[1])


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_transcript_stopping_once_the_spiel_is_decided_ends_the_deal(rules: str) -> None:
    """After the third trick A+C has three tricks: play goes on only until then (S. 64),
    so a transcript that stops there has ended the deal, and the still figures count."""
    lines = _FULL.format(rules=rules).splitlines(keepends=True)
    (d,) = judge_text("".join([*lines[:12], "Streit: Wie steht es?\n"]), "full.perlagg").disputes
    assert d.value == "A+C 1, B+D 1" and keys(d) == ["replay.answer-score"]


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_card_taken_back_no_longer_counts_in_the_open_trick(rules: str) -> None:
    """C revokes with H10, takes it back (§15 / B §11) and follows with S9: the trick
    still waits for D, who holds a Schell and so may not play EA."""
    text = _Q.format(
        rules=rules,
        hand_c=_C_SCHELL,
        hand_d=_D_SCHELL,
        questions="C spielt H10\nC nimmt H10 zurück\nC spielt S9\nStreit: Darf D jetzt EA spielen?",
    )
    (d,) = judge_text(text, "q.perlagg").disputes
    assert d.value == "no" and keys(d) == ["answer.may-not-play"]
    assert d.cites[0].ref == FOLLOW[rules]
