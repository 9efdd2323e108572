"""Answers of the ``Streit:`` referee from the state at the line (issue 24, items 2–4):
a follow-suit question about a trick not yet played is a plain "no"; "Hat sich B+D
überboten?" and "Muss B antworten?"; "Was verliert B+D?" names every penalised
violation of the party before the line."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from referee.rules import builtin_ids

BUILTIN = builtin_ids()
FOLLOW = {"1890": "§13", "1924": "§13", "schlanders-2013": "B §10"}


def _keys(d: DisputeRuling) -> list[str]:
    return [key for key, _args in d.ruling]


# ------------------------------------------------------------------ a trick not yet played
_FIVE = """\
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
{asked}Stich: A SK, B S8, C LK, D SA
C spielt LA
{asked}D spielt EA
A spielt E10
B spielt L8
Stich: C H10, D EK, A H9, B E8
"""
_ABOUT_THREE = (
    "Wer hat im dritten Stich Farbe verleugnet?",
    "Who revoked in trick 3?",
    "Hätte C im dritten Stich Farbe geben müssen?",
    "Hat C im dritten Stich Farbe verleugnet?",
    "Hat C im dritten Stich Farbe bekannt?",
)


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_trick_not_yet_played_is_plainly_no(rules: str) -> None:
    """Asked after the first trick: "Nein: der 3. Stich ist noch nicht gespielt" — the
    same whether the transcript goes on (and trick 3 is played later) or not."""
    lines = "".join(f"Streit: {q}\n" for q in _ABOUT_THREE)
    going_on = _FIVE.format(rules=rules, asked=lines)
    stopping = going_on[: going_on.index("Stich: A SK")]
    for text in (going_on, stopping):
        early = judge_text(text, "five.perlagg").disputes[: len(_ABOUT_THREE)]
        for d in early:
            assert (d.value, [(k, dict(a)) for k, a in d.ruling]) == (
                "no",
                [("answer.trick-not-played", {"number": 3})],
            ), d.question
            assert d.cites[0].ref == FOLLOW[rules] and FOLLOW[rules] in d.decided_by


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_trick_begun_is_answered_from_its_cards(rules: str) -> None:
    """Once C has led to trick 3 the trick is no longer "not played": nobody revoked in
    it so far (C led; nothing else is on the table)."""
    lines = "".join(f"Streit: {q}\n" for q in _ABOUT_THREE[:2])
    disputes = judge_text(_FIVE.format(rules=rules, asked=lines), "five.perlagg").disputes
    begun = disputes[len(_ABOUT_THREE[:2]) :]
    assert [d.value for d in begun] == ["no", "no"]
    assert {k for d in begun for k in _keys(d)} == {"answer.nobody-revoked-in"}


@pytest.mark.parametrize("rules", BUILTIN)
def test_before_any_card_nobody_has_revoked(rules: str) -> None:
    text = _FIVE.format(rules=rules, asked="").replace(
        "Stich: A HA", "Streit: Wer hat Farbe verleugnet?\nStich: A HA", 1
    )
    (d,) = judge_text(text, "five.perlagg").disputes
    assert (d.value, _keys(d)) == ("no", ["answer.no-card-yet"])
