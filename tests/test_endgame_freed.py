"""Issue 25, item 2: Perlaggs freed for the deciding Spiel (1890 §26; Schlanders B §21,
B §21 c).

In the end game the figures are compared before the Spiel that may decide them; a
Perlagg christened only by a card played in that Spiel counts free for Gleich and Hanger,
as the hand held it.  Before the fix the figure was recomputed from the card as played,
so the party that took the Spiel lost the tie and the other went out with its Gleich.
"""

from __future__ import annotations

import pytest

from referee.judge.play import judge_play
from referee.judge.transcript import judge_text
from referee.model.cards import card
from referee.model.events import Span
from referee.model.findings import Kind
from referee.model.results import Decided
from referee.model.seats import Party, Seat
from referee.notation.parser import parse
from referee.table.figures import freed_for_the_spiel
from tests.support.strategies_deal import RULES_1890

AC, BD = Party.AC, Party.BD

#: 14:14 to 15: both declare a dritziges Gleich of Asse; B's Gleich needs the Martl (HK)
#: as an As, and B plays it as the trump Zehner to take the second trick; B+D take the
#: Spiel.
NORD = """\
[Regeln "{rules}"]
[Ziel "15"]
[Stand "A+C {ac}, B+D 14"]
Runde
Geber: D
Abheben C: -
Hand A: HA SA W S9 H8
Hand B: EA LA HK E8 H9
Hand C: HU SK E9 S10 H10
Hand D: LK EK SO HO E10
Trumpf: L9
A weist dritziges Gleich
B weist dritziges Gleich
Stich: A H8, B H9, C H10, D HO
Stich: D SO, A S9, B HK als L10, C S10
Stich: B E8, C E9, D EK, A HA
Stich: D E10, A SA, B EA, C SK
Stich: B LA, C HU, D LK, A W als EA
"""

#: 23:23 under Schlanders: both have a viertiges Gleich of Asse; B's needs his three
#: Perlaggs, two of which he plays as other cards while B+D take the Spiel.
SUED = """\
[Regeln "schlanders-2013"]
[Stand "A+C 23, B+D 23"]
Runde
Geber: D
Abheben C: -
Hand A: SA LA EA HK S9
Hand B: HA E7 EO EU L9
Hand C: L10 SK E9 S10 E10
Hand D: H10 EK SO SU E8
Trumpf: H8
A weist viertiges Gleich
B weist viertiges Gleich
Stich: A S9, B EU als H9, C S10, D SO
Stich: B EO als EA, C E9, D E8, A EA
Stich: B HA, C E10, D H10, A SA
"""


def _freed(report):
    return [f for f in report.findings if f.key == "scoring.endgame-freed"]


def _went_out(report) -> tuple[Party | None, str]:
    (f,) = [f for f in report.findings if f.key == "scoring.went-out"]
    return report.winner, f.args["figure"]


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_the_spiel_decides_the_tie_with_the_martl_free(rules):
    r = judge_text(NORD.format(rules=rules, ac=14), "t.perlagg")
    assert _went_out(r) == (BD, "Spiel")
    assert dict(r.score) == {AC: 14, BD: 15}
    (freed,) = _freed(r)
    assert freed.kind is Kind.RULING
    assert "HK = L10" in freed.args["perlaggs"]
    assert "§26" in {c.ref for c in freed.cites}
    assert "scoring.endgame-spiel" in [f.key for f in r.findings]
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]


def test_schlanders_the_spiel_decides_with_the_cards_free():
    r = judge_text(SUED, "t.perlagg")
    assert _went_out(r) == (BD, "Spiel")
    assert dict(r.score) == {AC: 23, BD: 24}
    (freed,) = _freed(r)
    assert freed.args["perlaggs"] == "EU = H9, EO = EA"
    assert freed.seats == (Seat.B,)
    assert "B §21" in {c.ref for c in freed.cites}
    assert not [f for f in r.findings if f.kind is Kind.VIOLATION]


@pytest.mark.parametrize("rules", ["1890", "1924"])
def test_outside_the_end_game_the_cards_count_as_played(rules):
    """12:14 is no end game: the Gleich is decided from the cards as played, and A+C,
    with three Asse against B's two and a Zehner, write it."""
    r = judge_text(NORD.format(rules=rules, ac=12), "t.perlagg")
    assert not _freed(r)
    assert "scoring.endgame-spiel" not in [f.key for f in r.findings]
    assert dict(r.score) == {AC: 14, BD: 15}  # Gleich and Hanger to A+C, then the Spiel


def test_a_perlagg_played_before_the_end_game_began_stays_as_played():
    """``freed_for_the_spiel`` frees only the Perlaggs played from its moment on: from
    the third trick's line, the Martl of the second trick stays the trump Zehner and
    the Weli of the fifth is free again; from after the last trick nothing changes."""
    (deal,) = parse(NORD.format(rules="1890", ac=14)).deals
    play = judge_play(deal.events, RULES_1890)
    freed = freed_for_the_spiel(play, Span(16, 1, 16, 2))
    assert freed.christenings.get(card("HK")) == card("L10")
    assert card("W") in play.christenings and card("W") not in freed.christenings
    assert freed_for_the_spiel(play, Span(99, 1, 99, 2)) is play
    from_start = freed_for_the_spiel(play, Span(4, 1, 4, 2))
    assert not from_start.christenings
    # as played A+C have the better Gleich; as held both have three Asse: it stands
    assert (play.gleich.outcome, play.gleich.party) == (Decided.PARTY, AC)
    assert (from_start.gleich.outcome, from_start.gleich.party) == (Decided.TIE, None)


def test_an_end_game_reached_at_the_deals_end_frees_nothing_and_never_crashes():
    """Found by tests/test_replay.py (lines of a bundled game repeated): the last thing
    that counted at once may be written at the deal's end, after its last event."""
    from pathlib import Path

    from referee.judge.transcript import judge

    path = Path(__file__).parent.parent / "examples" / "08_schlanders_21a.perlagg"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(21, lines[12])
    report = judge(parse("\n".join(lines), path.name), "1890")
    assert report.deals
