"""Answers the probe of issue 24 found false (tests/benchmarks/probe_disputes.py): each
test fails without its fix, under every rulebook that governs the table, and checks the
paragraph that decides it."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from referee.rules import builtin_ids

BUILTIN = builtin_ids()
FOLLOW = {"1890": "§13", "1924": "§13", "schlanders-2013": "B §10"}


def _keys(d: DisputeRuling) -> list[str]:
    return [key for key, _args in d.ruling]


def _disputes(text: str) -> list[DisputeRuling]:
    return list(judge_text(text, "probe.perlagg").disputes)


# C holds L9 and discards E8 on the LA led: a revoke, written in one ``Stich:`` line with
# B's L8 (who followed suit).
_REVOKE = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: LA LK S10 E10 HA
Hand B: L8 SO S8 EA EK
Hand C: L9 E8 SA SK H10
Hand D: LO L10 E9 S9 LU
Trumpf: H9
Stich: A LA, B L8, C E8, D L10
Streit: {question}
"""


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("question", ["Hätte B Farbe geben müssen?", "Should B have followed suit?"])
def test_must_follow_is_not_answered_by_another_seats_revoke(rules: str, question: str) -> None:
    """B followed with L8; C's revoke in the same ``Stich:`` line is not B's: "yes, B had
    the suit and followed", never "Ja. C verleugnet Farbe"."""
    (d,) = _disputes(_REVOKE.format(rules=rules, question=question))
    assert d.value == "yes"
    assert _keys(d) == ["answer.followed"], d.ruling
    assert dict(d.ruling)["answer.followed"]["seat"] == "B"
    assert d.decided_by[0] == FOLLOW[rules]


@pytest.mark.parametrize("rules", BUILTIN)
def test_must_follow_of_the_revoking_seat_still_cites_his_revoke(rules: str) -> None:
    (d,) = _disputes(_REVOKE.format(rules=rules, question="Hätte C Farbe geben müssen?"))
    assert d.value == "yes" and "play.revoke" in " ".join(_keys(d))
    assert d.decided_by[0] == FOLLOW[rules]
