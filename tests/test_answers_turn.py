"""Whose turn it is, in the answers of the ``Streit:`` referee (issue 24, item 1): "Darf C
jetzt LA spielen?" and "Darf C jetzt stechen?" say "Nein: C ist nicht am Zug, am Zug ist
A" when it is not C's turn, citing the order of play (Schwaighofer 1926, S. 63, part of
the rules by 1890 §30; under Schlanders, which names no order, the same page as a
supplement and the interpretation ``turn-order``); "Darf C stechen?" without a card
says whether C may lawfully trump now, or which fact the transcript lacks."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.findings import Authority
from referee.model.report import DisputeRuling
from referee.rules import builtin_ids

BUILTIN = builtin_ids()
#: the follow-suit paragraph per rulebook
FOLLOW = {"1890": "§13", "1924": "§13", "schlanders-2013": "B §10"}

# D deals, so A leads the first trick (left of the dealer); A takes it with HA and leads
# the second; the questions stand at the line given by {after}
_DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
{hand_c}Hand D: EA EK H8 SA S9
Trumpf: LO
Streit: {first}
Stich: A HA, B HU, C HO, D H8
Streit: {led}
A spielt SK
Streit: {b_to_play}
B spielt S8
Streit: {c_to_play}
"""
_C_VOID = "Hand C: LA LK H10 HO E9\n"  # no Schell, two trumps
_C_SCHELL = "Hand C: LA LK H10 HO SU\n"  # holds a Schell and two trumps
_C_BARE = "Hand C: H10 HO E9 SO SU\n"  # Schell, but no trump and no Perlagg anywhere


def _asked(rules: str, question: str, hand_c: str = _C_VOID) -> list[DisputeRuling]:
    text = _DEAL.format(
        rules=rules, hand_c=hand_c, first=question, led=question, b_to_play=question,
        c_to_play=question,
    )  # fmt: skip
    return list(judge_text(text, "turn.perlagg").disputes)


def _keys(d: DisputeRuling) -> list[str]:
    return [key for key, _args in d.ruling]


def _cites_the_order_of_play(d: DisputeRuling, rules: str) -> None:
    """S. 63 quoted first (an explanation, never a paragraph); under Schlanders the
    interpretation too, as an interpretation, not a quote."""
    assert d.about == "lead" and d.cites[0].ref == "S. 63"
    assert d.cites[0].authority is Authority.EXPLANATION and "S. 63" in d.decided_by
    readings = [c for c in d.cites if c.authority is Authority.INTERPRETATION]
    if rules == "schlanders-2013":
        assert [c.ref for c in readings] == ["turn-order"] and "turn-order" in d.decided_by
    else:  # 1890 §30 makes the explanation part of the rules: S. 63 says it word for word
        assert readings == []


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("question", ["Darf C jetzt LA spielen?", "Darf C jetzt stechen?"])
def test_not_his_turn_is_no_naming_who_is(rules: str, question: str) -> None:
    first, led, b_to_play, c_to_play = _asked(rules, question)
    for d, turn in ((first, "A"), (led, "A"), (b_to_play, "B")):
        assert d.value == "no" and _keys(d) == ["answer.not-his-turn"]
        assert dict(d.ruling[0][1]) == {"seat": "C", "turn": turn}
        _cites_the_order_of_play(d, rules)
    assert c_to_play.value == "yes"  # at his turn, his cards decide (§13 / B §10)
    assert c_to_play.cites[0].ref == FOLLOW[rules]


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize(
    ("hand_c", "value", "key"),
    [
        (_C_VOID, "yes", "answer.may-trump-void"),
        (_C_SCHELL, "yes", "answer.may-trump-now"),
        (_C_BARE, "no", "answer.no-trump-held"),
        ("", "unknown", "answer.hand-unknown"),
    ],
)
def test_may_c_trump_at_his_turn_is_decided_by_his_cards(
    rules: str, hand_c: str, value: str, key: str
) -> None:
    *_, d = _asked(rules, "Darf C jetzt stechen?", hand_c)
    assert (d.value, _keys(d)) == (value, [key])
    assert d.cites[0].ref == FOLLOW[rules] and FOLLOW[rules] in d.decided_by
    if value == "yes":  # the trumps and Perlaggs he holds are named
        assert "LA" in d.ruling[0][1]["cards"]


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_leader_cannot_trump_he_leads(rules: str) -> None:
    _first, led, *_ = _asked(rules, "Darf A jetzt stechen?")
    assert (led.value, _keys(led)) == ("no", ["answer.trump-leads"])


@pytest.mark.parametrize("rules", BUILTIN)
def test_without_the_dealer_the_turn_is_unknown_and_says_why(rules: str) -> None:
    text = _DEAL.format(
        rules=rules, hand_c=_C_VOID, first="Darf A jetzt HA spielen?", led="-", b_to_play="-",
        c_to_play="-",
    ).replace("Geber: D\n", "")  # fmt: skip
    first = judge_text(text, "turn.perlagg").disputes[0]
    assert (first.value, _keys(first)) == ("unknown", ["answer.turn-no-dealer"])
    _cites_the_order_of_play(first, rules)


_TWO = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Trumpf: LO
Stich: A HA, B HU
Streit: Darf B jetzt stechen?
A spielt SK
Streit: Darf B jetzt stechen?
Streit: Darf A jetzt stechen?
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_at_a_table_of_two_the_turn_goes_back_and_forth(rules: str) -> None:
    """A took the first trick and leads; after his SK it is B's turn, not A's; the
    rulebook of four (Schlanders) is not applicable."""
    not_b, b, not_a = judge_text(_TWO.format(rules=rules), "two.perlagg").disputes
    assert (not_b.value, dict(not_b.ruling[0][1])) == ("no", {"seat": "B", "turn": "A"})
    assert (not_a.value, dict(not_a.ruling[0][1])) == ("no", {"seat": "A", "turn": "B"})
    assert (b.value, _keys(b)) == ("yes", ["answer.may-trump-now"])  # holds S8 and L8
    _cites_the_order_of_play(not_b, rules)
    others = {e.rulebook: e for e in not_b.elsewhere}
    assert _keys_of(others["schlanders-2013"].ruling) == ["disputes.not-applicable"]


def _keys_of(ruling: object) -> list[str]:
    return [key for key, _args in ruling]  # type: ignore[attr-defined]
