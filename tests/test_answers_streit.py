"""Answers of the ``Streit:`` referee from the state at the line (issue 24, items 2–4):
a follow-suit question about a trick not yet played is a plain "no"; "Hat sich B+D
überboten?" and "Muss B antworten?"; "Was verliert B+D?" names every penalised
violation of the party before the line."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.report import DisputeRuling
from tests.support.answers import BUILTIN, FOLLOW, keys

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
    "Hätte C im dritten Stich stechen müssen?",
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
    assert {k for d in begun for k in keys(d)} == {"answer.nobody-revoked-in"}


@pytest.mark.parametrize("rules", BUILTIN)
def test_before_any_card_nobody_has_revoked(rules: str) -> None:
    text = _FIVE.format(rules=rules, asked="").replace(
        "Stich: A HA", "Streit: Wer hat Farbe verleugnet?\nStich: A HA", 1
    )
    (d,) = judge_text(text, "five.perlagg").disputes
    assert (d.value, keys(d)) == ("no", ["answer.no-card-yet"])


# ------------------------------------------------------------------ overbid, answer
#: rulebook → the headers that put A+C one point short, and the deciding paragraphs
_SHORT = {
    "1890": ('[Ziel "15"]\n[Stand "A+C 14, B+D 9"]\n', "§20", "§8"),
    "1924": ('[Ziel "15"]\n[Stand "A+C 14, B+D 9"]\n', "§20", "§8"),
    "schlanders-2013": ('[Stand "A+C 23, B+D 9"]\n', "B §16", "B §7"),
}
_BIDS = """\
[Regeln "{rules}"]
{head}Runde
Geber: B
Abheben A: -
Streit: Hat sich A+C überboten?
Streit: Muss B antworten?
A: Gilt mein Gleich!
Streit: Hat sich A+C überboten?
Streit: Hat sich B+D überboten?
Streit: Wer hat sich überboten?
Streit: Muss B antworten?
Streit: Muss C antworten?
Streit: Wer muss antworten?
B: Ich halte das Gleich.
Streit: Muss Toni antworten?
Streit: Hätte B+D auf das Gleich antworten müssen?
Streit: Hätte A+C antworten müssen?
"""


def _bids(rules: str) -> list[DisputeRuling]:
    head, _over, _answer = _SHORT[rules]
    text = _BIDS.format(rules=rules, head=head).replace("[Regeln", '[D "Toni"]\n[Regeln')
    return list(judge_text(text, "bids.perlagg").disputes)


@pytest.mark.parametrize("rules", BUILTIN)
def test_overbid_is_the_referee_s_own_finding_at_the_line(rules: str) -> None:
    before, _b, after, bd, who, *_ = _bids(rules)
    _head, para, _answer = _SHORT[rules]
    # before the bid: not yet, but one point short, a bid now would be one
    assert (before.value, keys(before)) == ("no", ["answer.would-overbid"])
    assert (after.value, keys(after)) == ("yes", ["answer.overbid", "wager.overbid"])
    assert (bd.value, keys(bd)) == ("no", ["answer.not-overbid"])
    assert (who.value, keys(who)) == ("A+C", ["answer.overbid-by", "wager.overbid"])
    for d in (before, after, bd, who):
        assert d.about == "overbid" and d.cites[0].ref == para and para in d.decided_by


@pytest.mark.parametrize("rules", BUILTIN)
def test_must_answer_is_the_offer_open_at_the_line(rules: str) -> None:
    _o, first, _a, _bd, _w, b, c, who, toni, had, had_not = _bids(rules)
    _head, _over, para = _SHORT[rules]
    assert (first.value, keys(first)) == ("no", ["answer.nothing-to-answer"])
    assert (b.value, keys(b)) == ("yes", ["answer.must-answer"])
    assert dict(b.ruling[0][1]) == {"party": "B+D", "figures": ("Gleich",), "bidder": "A"}
    assert (c.value, keys(c)) == ("no", ["answer.nothing-to-answer"])  # his own party bid
    assert (who.value, keys(who)) == ("B+D", ["answer.must-answer-who"])
    # B held: nothing awaits an answer now (D, by name), but B+D had to answer the bid
    assert (toni.value, keys(toni)) == ("no", ["answer.nothing-to-answer"])
    assert (had.value, keys(had)) == ("yes", ["answer.had-to-answer"])
    assert (had_not.value, keys(had_not)) == ("no", ["answer.had-nothing-to-answer"])
    for d in (first, b, c, who, toni, had, had_not):
        assert d.about == "answer-at-once" and d.cites[0].ref == para and para in d.decided_by


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_at_a_table_of_two_the_parties_are_the_players(rules: str) -> None:
    text = (
        _BIDS.format(rules=rules, head='[Spieler "2"]\n' + _SHORT[rules][0])
        .replace("A+C", "A")
        .replace("B+D", "B")
        .replace("Streit: Muss C antworten?\n", "")
        .replace("Toni", "B")
    )
    _o, _b, after, _bd, who, b, who_answers, *_ = judge_text(text, "two.perlagg").disputes
    assert (after.value, who.value) == ("yes", "A")
    assert dict(after.ruling[0][1]) == {"party": "A"}
    assert (b.value, dict(b.ruling[0][1])["party"]) == ("yes", "B")
    assert who_answers.value == "B"


# ------------------------------------------------------------------ several penalties
#: rulebook → the headers that put B+D one point short, the revoke's paragraph, the
#: overbid's, and what two revokes and then an overbid cost (as the answer's value)
_PENALISED = {
    "1890": ('[Ziel "15"]\n[Stand "A+C 3, B+D 14"]\n', "§32", "§20", "unknown", "unknown"),
    "1924": ('[Ziel "15"]\n[Stand "A+C 3, B+D 14"]\n', "§32", "§20", "unknown", "unknown"),
    "schlanders-2013": ('[Stand "A+C 3, B+D 23"]\n', "B §10", "B §16", "4", "6"),
}
# B revokes twice (EK to HA holding H10, E10 to SK holding SU), then D overbids
_SEVERAL = """\
[Regeln "{rules}"]
{head}Runde
Geber: D
Abheben C: -
Hand A: HA H7 SK S9 E8
Hand B: H10 L7 EK E10 SU
Hand C: LA LK H9 HO E9
Hand D: EA EO H8 SA S8
Trumpf: L9
Stich: A HA, B EK, C H9, D H8
Streit: Was verliert B+D?
A spielt SK
B spielt E10
Streit: Was verliert B+D?
Streit: Was verliert A+C?
D: Gilt Spiel!
Streit: What does B+D lose?
"""


@pytest.mark.parametrize("rules", BUILTIN)
def test_what_a_party_loses_names_every_penalised_violation(rules: str) -> None:
    head, revoke, over, two, three = _PENALISED[rules]
    text = _SEVERAL.format(rules=rules, head=head)
    report = judge_text(text, "several.perlagg")
    one, both, other, all_three = report.disputes
    # one revoke: its penalty alone, as before
    assert one.value == ("2" if rules == "schlanders-2013" else "unknown")
    assert len([k for k in keys(one) if k.startswith("answer.item")]) == 0
    # two revokes: the total first, then each by its line, then the findings
    assert both.value == two and keys(both)[0].startswith("answer.loses")
    items = [dict(a) for k, a in both.ruling if k.startswith("answer.item")]
    revokes = [f for f in report.violations if f.concern == "follow-suit"]
    assert len(revokes) == 2  # the referee's own findings, at the lines of EK and E10
    assert [(i["line"], i["seat"], i["what"]) for i in items] == [
        (f.span.line, "B", "revoke") for f in revokes
    ]
    assert [k for k in keys(both) if k.startswith("play.")] == [f.key for f in revokes]
    assert both.cites[0].ref == revoke
    assert other.value == "0"  # A+C did nothing wrong
    # then the overbid too: three items, and the overbid's paragraph among the cites
    assert all_three.value == three
    items = [dict(a) for k, a in all_three.ruling if k.startswith("answer.item")]
    assert [i["what"] for i in items] == ["revoke", "revoke", "overbid"]
    assert items[-1]["n"] == 2 and items[-1]["seat"] == "B+D"
    refs = [c.ref for c in all_three.cites]
    assert refs[0] == revoke and over in refs
    if rules == "schlanders-2013":  # 2 + 2 + 2
        assert dict(all_three.ruling[0][1])["n"] == 6
    else:  # the revokes cost what was agreed (§32): at least the overbid's two
        assert keys(all_three)[0] == "answer.loses-at-least"
        assert dict(all_three.ruling[0][1])["n"] == 2


# ------------------------------------------------------------------ the open trick
_OPEN = """\
[Regeln "{rules}"]
Runde
Geber: D
Abheben C: -
Hand A: HA H9 E10 SK S10
Hand B: L8 HU EO E8 SO
Hand C: LA LK H10 HO S9
Hand D: EA EK H8 SA E9
Trumpf: LO
Stich: A HA, B HU, C HO, D H8
A spielt SK
B spielt E8
C spielt S9
Streit: Hat B im zweiten Stich Farbe verleugnet?
Streit: Hätte B Farbe geben müssen?
Streit: Hat C Farbe bekannt?
Streit: Wer hat im zweiten Stich Farbe verleugnet?
Streit: Hat D im zweiten Stich Farbe verleugnet?
Streit: Hat D Farbe bekannt?
Streit: Hat A+C Farbe verleugnet?
Streit: Hat B+D Farbe verleugnet?
Streit: Hat A+C Farbe bekannt?
D spielt SA
"""


@pytest.mark.parametrize("rules", BUILTIN)
def test_the_cards_of_the_open_trick_are_on_the_table(rules: str) -> None:
    """Trick 2 is open: B revoked in it (E8 holding SO), C followed, D has not played
    yet to it — so he has not revoked in it (the SA after the line does not count)."""
    report = judge_text(_OPEN.format(rules=rules), "open.perlagg")
    (revoke,) = [f for f in report.violations if f.concern == "follow-suit"]
    b, b_must, c, who, d, d_followed, ac, bd, ac_followed = report.disputes
    assert (b.value, keys(b)) == ("yes", ["answer.yes", revoke.key])
    assert (b_must.value, keys(b_must)) == ("yes", ["answer.yes", revoke.key])
    assert (c.value, keys(c)) == ("yes", ["answer.followed-no-revoke"])
    assert (who.value, keys(who)) == ("B", ["answer.revoked-by", revoke.key])
    assert (d.value, [(k, dict(a)) for k, a in d.ruling]) == (
        "no",
        [("answer.seat-no-card-in", {"seat": "D", "number": 2})],
    )
    # without a trick named: his last card on the table, H8 to the first trick
    assert (d_followed.value, keys(d_followed)) == ("yes", ["answer.followed-no-revoke"])
    assert dict(d_followed.ruling[0][1])["number"] == 1
    # a party: the findings at its seats' cards
    assert (ac.value, keys(ac)) == ("no", ["answer.party-no-revoke"])
    assert (bd.value, keys(bd)) == ("yes", ["answer.yes", revoke.key])
    assert (ac_followed.value, keys(ac_followed)) == ("yes", ["answer.party-followed"])
    for x in (b, b_must, c, who, d, d_followed, ac, bd, ac_followed):
        assert x.cites[0].ref == FOLLOW[rules]
