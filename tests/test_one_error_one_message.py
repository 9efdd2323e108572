"""One error, one message: a missing ``Runde``, a player twice in a trick, a card of
another deck, a misspelt name where a player fits, a rulebook id misspelt."""

from __future__ import annotations

import pytest

from referee.cli import main
from referee.messages import EN
from referee.notation import ParseError, parse


def errors(text: str) -> list:
    with pytest.raises(ParseError) as exc:
        parse(text, "t.perlagg")
    return list(exc.value.errors)


def test_a_missing_runde_is_one_error_with_the_hint():
    (e,) = errors("Geber: D\nAbheben C: -\nTrumpf: L9\nA: Gilt mein Gleich!\n")
    assert (e.line, e.column) == (1, 1)
    assert "eine Zeile „Runde“ vor Zeile 1 einfügen" in e.text()
    assert "add a line “Runde” before line 1" in e.text(EN)


def test_a_misspelt_runde_is_one_error():
    (e,) = errors("Rund\nGeber: D\nAbheben C: -\nTrumpf: L9\n")
    assert e.line == 1 and "meinten Sie „Runde“" in e.text()


def test_a_player_twice_in_a_trick():
    (e,) = errors("Runde\nGeber: D\nStich: A EA, A E9, C E8, D EK\n")
    assert (e.line, e.column) == (3, 14)
    assert e.text() == (
        "A spielt zweimal in diesem Stich; jeder spielt genau eine Karte (es fehlt: B)"
    )


@pytest.mark.parametrize(
    "word, code",
    [
        ("Herz-Bube", "HU"),
        ("Herzbube", "HU"),
        ("Herz-Dame", "HO"),
        ("Karo-Dame", "SO"),
        ("Pik-Bube", "LU"),
    ],
)
def test_a_card_of_the_french_deck_says_what_it_is_here(word, code):
    (e,) = errors(f"Runde\nGeber: D\nA spielt {word}\n")
    assert f"({code})" in e.text() and "französischen Blatts" in e.text()
    assert "meinten Sie" not in e.text()


def test_a_rank_the_deck_lacks():
    (e,) = errors("Runde\nGeber: D\nA spielt Herz-Sechs\n")
    assert "gibt es im Perlagger Blatt nicht" in e.text()


def test_a_misspelt_name_is_matched_against_the_names_first():
    text = '[A "Hans Runder"]\nRunde\nGeber: D\nRundr spielt HA\n'
    (e,) = errors(text)
    assert e.suggestion == "Runder"
    (e,) = errors('[A "Hans Runder"]\nRunde\nGebr: D\n')
    assert e.suggestion == "Geber"


@pytest.mark.parametrize("argv", [["referee"], ["check"], ["annotate"]])
def test_a_misspelt_rulebook_id_gets_the_builtin_one(capsys, argv, tmp_path, corpus):
    f = tmp_path / "x.perlagg"
    f.write_text(corpus("smallest"), encoding="utf-8")
    assert main([*argv, "--rules", "Schlanders", str(f)]) == 2
    err = capsys.readouterr().err
    assert "meinten Sie „schlanders-2013“" in err and "nicht gefunden" not in err
