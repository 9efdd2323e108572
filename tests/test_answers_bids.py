"""„Hat B geboten?“ and „War das ein Gebot?“ in the answers of the ``Streit:`` referee
(issue 24): a bid made unseen (``A: Ungesehen: Gilt Gleich, Hanger und Spiel``) is a
bid, and the party's — "Es ist gestattet, daß ungesehen eine, zwei oder auch alle drei
Figuren von einer Partei gemeinschaftlich geboten werden" (1890 §29, 1924 as 1890;
Schlanders B §25) — so the bidder's partner has bid it too and the opponents have not;
a seat that has not bid is a plain no, not "nobody has bid"."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling, render_message
from tests.support.answers import BUILTIN, keys

#: the paragraph that allows a bid unseen, per rulebook
UNSEEN = {"1890": "§29", "1924": "§29", "schlanders-2013": "B §25"}

_DEAL = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Hand C: LA LK H10 HO E9
Hand D: EA EK H8 SA S9
Trumpf: LO
Streit: Hat A geboten?
{bid}
{questions}
"""
_UNSEEN_DE = "A: Ungesehen: Gilt Gleich, Hanger und Spiel"
_UNSEEN_EN = "A: Unseen: I bid Gleich, Hanger and Spiel"
#: question → value and the key of its answer, after A's bid unseen
_ASKED = {
    "Hat A geboten?": ("yes", "answer.bid-unseen"),
    "Hat A das Gleich geboten?": ("yes", "answer.bid-unseen"),
    "War das ein Gebot?": ("yes", "answer.bid-unseen"),
    "Hat C geboten?": ("yes", "answer.partner-bid-unseen"),  # the party bid jointly
    "Did C bid?": ("yes", "answer.partner-bid-unseen"),
    "Hat A+C geboten?": ("yes", "answer.bid-unseen"),
    "Hat B geboten?": ("no", "answer.seat-not-bid"),
    "Hat B+D geboten?": ("no", "answer.seat-not-bid"),
}


def _asked(rules: str, bid: str, *questions: str) -> list[DisputeRuling]:
    lines = "\n".join(f"Streit: {q}" for q in questions)
    text = _DEAL.format(rules=rules, bid=bid, questions=lines)
    return list(judge_text(text, "unseen.perlagg").disputes)


@pytest.mark.parametrize("rules", BUILTIN)
@pytest.mark.parametrize("bid", [_UNSEEN_DE, _UNSEEN_EN])
def test_a_bid_unseen_is_the_party_s_bid(rules: str, bid: str) -> None:
    before, *asked = _asked(rules, bid, *_ASKED)
    assert (before.value, keys(before)) == ("no", ["replay.answer-no-bid-said"])
    for d, (value, key) in zip(asked, _ASKED.values(), strict=True):
        assert (d.kind, d.value, keys(d)) == ("was-bid", value, [key]), d.question
        if value == "yes":  # the paragraph that allows bidding unseen decides
            assert d.about == "unseen-bids" and d.cites[0].ref == UNSEEN[rules], d.question
            assert UNSEEN[rules] in d.decided_by
        else:
            assert d.about == "bid-form" and d.cites[0].ref == "S. 67", d.question


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_answer_says_who_bid_what_unseen_in_either_language(rules: str) -> None:
    _before, a, c = _asked(rules, _UNSEEN_DE, "Hat A geboten?", "Hat C geboten?")
    assert render_message(a.ruling, "de") == (
        "Ja: A hat ungesehen Gleich, Hanger und Spiel geboten; das ungesehen Gebotene "
        "bietet die Partei A+C gemeinschaftlich."
    )
    assert render_message(c.ruling, "en") == (
        "Yes: A bid Gleich, Hanger and Spiel unseen, and what is bid unseen the party A+C "
        "bids jointly, so C has bid it too."
    )


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_answer_agrees_with_the_referee_s_own_reading_of_the_bid(rules: str) -> None:
    """The wager takes the bid unseen for an offer of A+C that B+D must answer at once:
    the same transcript's must-answer question says so."""
    *_, bid, answer = _asked(rules, _UNSEEN_DE, "Hat C geboten?", "Muss B antworten?")
    assert (bid.value, answer.value) == ("yes", "yes")


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_seat_that_has_not_bid_is_no_not_nobody(rules: str) -> None:
    """A seen bid is A's own: his partner has not bid (nor has anybody said nothing)."""
    _before, a, c = _asked(rules, "A: Ich biete mein Gleich", "Hat A geboten?", "Hat C geboten?")
    assert (a.value, keys(a)) == ("yes", ["replay.answer-was-a-bid"])
    assert (c.value, keys(c), dict(c.ruling[0][1])) == (
        "no",
        ["answer.seat-not-bid"],
        {"seat": "C"},
    )


_TWO = """\
[Regeln "{rules}"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 S8
Trumpf: LO
A: Ungesehen: Gilt Gleich und Hanger
Streit: Hat A geboten?
Streit: Hat B geboten?
"""


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_at_a_table_of_two_the_bid_unseen_is_the_player_s_alone(rules: str) -> None:
    a, b = judge_text(_TWO.format(rules=rules), "two.perlagg").disputes
    assert (a.value, keys(a), a.cites[0].ref) == ("yes", ["answer.bid-unseen-alone"], "§29")
    assert "A+C" not in render_message(a.ruling, "de") + render_message(a.ruling, "en")
    assert (b.value, keys(b)) == ("no", ["answer.seat-not-bid"])


_FORESTALLED = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: H10 SO SU L7 S8
Hand B: E10 LK H8 EK S9
Hand C: LU L10 SK SA HA
Hand D: EA HO E8 H9 L9
Trumpf: L8
Stich: A SU, B S9, C SA, D H9
Stich: C L10, D L9, A L7, B LK
Stich: B H8, C HA, D HO, A H10
Stich: C SK, D E8, A SO, B EK
D: Ich biete mein Gleich
Streit: Hat D geboten?
"""


@pytest.mark.parametrize("rules", BUILTIN)
def test_a_void_bid_is_a_bid_that_does_not_count_and_says_why(rules: str) -> None:
    """A+C has the Spiel after four tricks; D's bid before A+C has shown is void (§24,
    B §20, interpretation void-act): yes, he bid — the answer first —, but it does not
    count, by the referee's own finding at his line."""
    report = judge_text(_FORESTALLED.format(rules=rules), "void.perlagg")
    (d,) = report.disputes
    (found,) = [f for f in report.violations if f.span.line == 14]
    assert (d.value, keys(d)) == ("yes", ["replay.answer-void-bid", found.key])
    assert render_message(d.ruling, "de").startswith("Ja: D hat Gleich geboten, aber")
    assert render_message(d.ruling, "en").startswith("Yes: D bid Gleich, but")
    assert d.cites[0].ref == "S. 67"
    assert {c.ref for c in found.cites} <= {c.ref for c in d.cites}
