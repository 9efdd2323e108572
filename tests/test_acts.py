"""New lines of the notation and what the referee makes of them: raise words above
Sieben and ``C+A`` (issue 25 item 10), a card taken back (issue 25 item 11), the table's
account of a figure (issue 26 item 3)."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text
from referee.model.events import Answer, AnswerKind, Figure, ScoreClaim
from referee.model.seats import Party, Seat
from referee.notation import parse, render

BOOKS = ("1890", "1924", "schlanders-2013")


def _deal(book: str, *lines: str, head: str = "") -> str:
    return "\n".join(
        [f'[Regeln "{book}"]', head, "Runde", "Geber: D", "Abheben C: -", "Trumpf: L9", *lines]
    )


def _events(text: str) -> list[object]:
    return list(parse(text).deals[0].events)


def _found(text: str, key: str) -> list:
    return [f for f in judge_text(text).findings if f.key == key]


def _refs(finding) -> list[str]:
    return [c.ref for c in finding.cites]


# --------------------------------------------------------------------------- raise words
@pytest.mark.parametrize(("word", "number"), [("Acht", 8), ("neun", 9), ("Zehn", 10), ("8", 8)])
def test_raise_words_above_sieben_parse(word, number):
    [*_, ev] = _events(_deal("1890", "B: Gilt mein Gleich", f"A: {word} aufs Gleich"))
    assert ev == Answer(Seat.A, AnswerKind.RAISE, Figure.GLEICH, None, number)


def test_raise_word_round_trip():
    t = parse(_deal("1890", "B: Gilt mein Gleich", "A: Drei", "B: Vier", "A: Acht"))
    assert "A: Acht" in render(t)
    assert parse(render(t)) == t


_LADDER_REF = {"1890": "§10", "1924": "§10", "schlanders-2013": "B §9"}


@pytest.mark.parametrize("book", BOOKS)
def test_acht_is_a_void_act_cited(book):
    """Drei, Vier, then "Acht": no step of §10's ladder; the word is void, so Vier stays
    open and, unanswered, counts as let good (3 to B+D)."""
    text = _deal(book, "B: Gilt mein Gleich", "A: Drei", "B: Vier", "A: Acht")
    [f] = _found(text, "wager.raise-off-ladder")
    assert f.concern == "raise-ladder" and f.seats == (Seat.A,)
    assert _LADDER_REF[book] in _refs(f)
    if book == "1924":
        assert any("1924" in (c.provenance or "") for c in f.cites)
    report = judge_text(text)
    assert report.deals[0].wager.points[Party.BD] == 3


@pytest.mark.parametrize("book", BOOKS)
def test_acht_in_place_of_drei_is_void(book):
    text = _deal(book, "B: Gilt mein Gleich", "A: Acht", "A: Ich halte das Gleich")
    [f] = _found(text, "wager.raise-off-ladder")
    assert _LADDER_REF[book] in _refs(f)


# --------------------------------------------------------------------------- C+A
def test_c_plus_a_in_a_score_line_is_a_plus_c():
    [*_, claim] = _events(_deal("1890", "Stand: C+A 3, D+B 0"))
    assert claim == ScoreClaim(((Party.AC, 3), (Party.BD, 0)))


def test_c_plus_a_in_the_score_header():
    report = judge_text(_deal("1890", head='[Stand "C+A 2, D+B 1"]'))
    assert dict(report.initial_score) == {Party.AC: 2, Party.BD: 1}


# --------------------------------------------------------------------------- the account

from referee.base.record import replace  # noqa: E402
from referee.judge.showing import spiel_decided  # noqa: E402
from referee.judge.transcript import judge  # noqa: E402
from referee.model.events import Account, Hand, Play, Show, Trick  # noqa: E402
from referee.model.results import Decided  # noqa: E402
from tests.support.places import EXAMPLES, EXAMPLES_DIR  # noqa: E402

_ACCOUNTS = {
    "Gleich an A+C": Account(Figure.GLEICH, Party.AC),
    "Hanger an B+D": Account(Figure.HANGER, Party.BD),
    "Spiel an C+A": Account(Figure.SPIEL, Party.AC),
    "Hanger steht": Account(Figure.HANGER),
    "kein Hanger": Account(Figure.HANGER, None, True),
    "Kein Gleich": Account(Figure.GLEICH, None, True),
    "Gleich to A+C": Account(Figure.GLEICH, Party.AC),
    "Hanger stands": Account(Figure.HANGER),
    "no Hanger": Account(Figure.HANGER, None, True),
    "Spiel to b+d": Account(Figure.SPIEL, Party.BD),
}


@pytest.mark.parametrize("line", sorted(_ACCOUNTS))
def test_account_lines_parse(line):
    [*_, ev] = _events(_deal("1890", line))
    assert ev == _ACCOUNTS[line]


def test_account_at_a_table_of_two_names_the_seat():
    text = '[Spieler "2"]\nRunde\nGeber: B\nSpiel an B\nGleich an A\n'
    t = parse(text)
    assert t.deals[0].events[-2:] == (
        Account(Figure.SPIEL, Party.BD),
        Account(Figure.GLEICH, Party.AC),
    )
    assert "Spiel an B\nGleich an A\n" in render(t)
    assert parse(render(t)) == t


def test_account_round_trip_is_canonical():
    t = parse(_deal("1890", *_ACCOUNTS))
    lines = render(t).splitlines()[-len(_ACCOUNTS) :]
    assert lines[:5] == [
        "Gleich an A+C",
        "Hanger an B+D",
        "Spiel an A+C",
        "Hanger steht",
        "kein Hanger",
    ]
    assert parse(render(t)) == t


def test_spiel_never_stands():
    from referee.notation import ParseError

    with pytest.raises(ParseError) as err:
        parse(_deal("1890", "Spiel steht"))
    assert "immer eine Partei" in str(err.value)


_CARD_EVENTS = (Hand, Play, Trick, Show)


def _twin(transcript, report):
    """Each deal with its cards taken out and the table's account of its figures put in:
    the Spiel where the tricks decided it, Gleich and Hanger at the end."""
    deals = []
    for deal, judged in zip(transcript.deals, report.deals, strict=True):
        events = list(deal.events)
        decided = spiel_decided(events, judged.play)
        out = []
        for i, ev in enumerate(events):
            if decided and i == decided[0] and isinstance(ev, (Play, Trick)):
                out.append(Account(Figure.SPIEL, decided[1]))
            elif not isinstance(ev, _CARD_EVENTS):
                out.append(ev)
        for fig in (Figure.GLEICH, Figure.HANGER):
            d = judged.play.decision(fig)
            if d.outcome is not Decided.UNKNOWN:
                nobody = all(v is None for v in d.best.values())
                out.append(Account(fig, d.party, d.party is None and nobody))
        deals.append(replace(deal, events=tuple(out)))
    return replace(transcript, deals=tuple(deals))


def _penalised_by_cards(report) -> bool:
    """A penalty of the play (a revoke's points): only the cards can prove it."""
    return any(f.penalty is not None for d in report.deals for f in d.play.findings)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_a_deal_told_by_accounts_scores_as_its_twin_with_cards(path):
    transcript = parse(path.read_text(encoding="utf-8"), str(path))
    report = judge(transcript, base_dir=path.parent)
    if _penalised_by_cards(report):
        pytest.skip("a penalty of the play: only the cards prove it")
    twin = _twin(transcript, report)
    assert parse(render(twin)) == twin
    told = judge(twin, base_dir=path.parent)
    assert [dict(d.wager.points) for d in told.deals] == [
        dict(d.wager.points) for d in report.deals
    ]
    assert dict(told.score) == dict(report.score) and told.winner == report.winner


_EXAMPLE_02 = EXAMPLES_DIR / "02_drei_und_halten.perlagg"
#: what decides a figure against the account: the tricks (Spiel), the cards of all four
_DECIDES = {
    ("1890", "spiel"): "§19",
    ("1924", "spiel"): "§19",
    ("schlanders-2013", "spiel"): "B §15",
    ("1890", "gleich"): "S. 70",
    ("1924", "gleich"): "S. 70",
    ("schlanders-2013", "gleich"): "A 5",
}


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("line", "figure", "concern"),
    [
        ("Spiel an A+C", "spiel", "trick-winner"),
        ("Gleich an B+D", "gleich", "figure-decided-by-all"),
    ],
)
def test_an_account_the_cards_contradict_is_a_finding(book, line, figure, concern):
    """Example 02: C's three Könige win the Gleich for A+C, B+D take the Spiel."""
    text = _EXAMPLE_02.read_text(encoding="utf-8").replace('"1890"', f'"{book}"', 1)
    before = judge_text(text)
    report = judge_text(text.replace("B weist dritziges", f"{line}\nB weist dritziges"))
    [f] = [f for f in report.findings if f.key == "account.contradicts.party"]
    assert f.concern == concern and f.args["line"] == line
    assert _DECIDES[(book, figure)] in _refs(f)
    assert dict(report.score) == dict(before.score)  # the cards count


@pytest.mark.parametrize("book", BOOKS)
def test_an_account_of_a_standing_figure_the_cards_contradict(book):
    text = _EXAMPLE_02.read_text(encoding="utf-8").replace('"1890"', f'"{book}"', 1)
    report = judge_text(text.replace("B weist dritziges", "Gleich steht\nB weist dritziges"))
    [f] = [f for f in report.findings if f.key == "account.contradicts.party"]
    assert f.concern == "figure-decided-by-all" and f.args["party"] == "A+C"
    assert _DECIDES[(book, "gleich")] in _refs(f)


def test_accounts_alone_score_the_deal():
    text = _deal(
        "1890",
        "B: Gilt mein Gleich",
        "A: Ich halte das Gleich",
        "Spiel an A+C",
        "Gleich an B+D",
        "kein Hanger",
    )
    deal = judge_text(text).deals[0]
    assert dict(deal.wager.points) == {Party.AC: 1, Party.BD: 2}
    assert deal.play.hanger.outcome is Decided.TIE


def test_a_second_account_that_differs_is_a_finding():
    text = _deal("1890", "Gleich an B+D", "Gleich an A+C")
    [f] = _found(text, "account.contradicts-account")
    assert f.args["earlier"] == "Gleich an B+D"
    assert judge_text(text).deals[0].wager.points[Party.BD] == 1


# --------------------------------------------------------------------------- taking back
from referee.model.cards import card as _card  # noqa: E402
from referee.model.events import TakeBack  # noqa: E402

_TRICK = (
    "Hand A: HA H9 L10 E8 EO",
    "Hand B: LA L9 H8 SU SO",
    "Hand C: LK EK HK LU E10",
    "Hand D: L7 EA S9 SK S8",
)


def _played(book: str, *lines: str) -> str:
    return "\n".join(
        [f'[Regeln "{book}"]', "Runde", "Geber: D", "Abheben C: -", *_TRICK, "Trumpf: S10", *lines]
    )


@pytest.mark.parametrize(
    "line", ["B nimmt H8 zurück", "B nimmt Herz-Acht zurueck", "B takes back H8"]
)
def test_take_back_parses_and_renders(line):
    t = parse(_played("1890", "A spielt L10", "B spielt H8", line))
    assert t.deals[0].events[-1] == TakeBack(Seat.B, _card("H8"))
    assert "B nimmt H8 zurück" in render(t) and parse(render(t)) == t


_TAKE_BACK_REF = {"1890": "§15", "1924": "§15", "schlanders-2013": "B §11"}
_PERLAGG_REF = {"1890": "§16", "1924": "§16", "schlanders-2013": "B §12"}


@pytest.mark.parametrize("book", BOOKS)
def test_a_revoke_taken_back_is_a_lawful_correction(book):
    """B revokes with H8 on the led L10, takes it back and follows with L9: no revoke,
    no card out of turn, and the ruling cites §15 (Schlanders B §11)."""
    text = _played(
        book, "A spielt L10", "B spielt H8", "B nimmt H8 zurück", "B spielt L9", "C spielt LK",
        "D spielt L7",
    )  # fmt: skip
    report = judge_text(text)
    keys = [f.key for f in report.findings]
    assert not any(k.startswith("play.revoke") for k in keys) and not report.violations
    [f] = _found(text, "play.taken-back")
    assert f.concern == "take-back" and _TAKE_BACK_REF[book] in _refs(f)
    if book == "1924":
        assert any("1924" in (c.provenance or "") for c in f.cites)
    [trick] = report.deals[0].play.tricks
    assert [p.card.code for p in trick.plays] == ["L10", "L9", "LK", "L7"]
    assert trick.winner is Seat.C


@pytest.mark.parametrize("book", BOOKS)
def test_a_card_that_followed_suit_may_not_be_taken_back(book):
    text = _played(book, "A spielt L10", "B spielt L9", "B nimmt L9 zurück")
    [f] = _found(text, "play.take-back-unlawful")
    assert f.kind.value == "violation" and _TAKE_BACK_REF[book] in _refs(f)
    [trick] = judge_text(text).deals[0].play.tricks
    assert [p.card.code for p in trick.plays] == ["L10", "L9"]  # the card stays played


@pytest.mark.parametrize("book", BOOKS)
def test_a_perlagg_may_not_be_taken_back(book):
    """§16 (Schlanders B §12): not even to follow suit; SU is a trump Perlagg (S trump)."""
    text = _played(book, "A spielt L10", "B spielt SU als LA", "B nimmt SU zurück")
    [f] = _found(text, "play.take-back-perlagg")
    assert f.concern == "perlagg-by-mistake" and _PERLAGG_REF[book] in _refs(f)


def test_taking_back_a_card_not_played_counts_for_nothing():
    text = _played("1890", "A spielt L10", "B spielt H8", "B nimmt L9 zurück")
    [f] = _found(text, "play.take-back-unplayed")
    assert f.kind.value == "ruling"
    assert any(x.key.startswith("play.revoke") for x in judge_text(text).findings)


def test_whether_a_take_back_was_lawful_may_be_unknown():
    """B's hand is not written and his next card is no Laub: whether he had to follow
    suit the transcript does not say; the card counts as taken back, undetermined."""
    lines = [x for x in _played("1890").splitlines() if not x.startswith("Hand B")]
    text = "\n".join(
        [*lines, "A spielt L10", "B spielt H8", "B nimmt H8 zurück", "B spielt SO als SA"]
    )
    [f] = _found(text, "play.take-back-unknown")
    assert f.kind.value == "undetermined" and "§15" in _refs(f)
    assert not any(x.key.startswith("play.revoke") for x in judge_text(text).findings)
