"""English transcripts beside German ones, and the nearest card for every unknown card
word (issue 27, items 4 and 5)."""

from __future__ import annotations

import pytest

from referee.notation import ParseError, parse


def only_error(text: str) -> ParseError:
    with pytest.raises(ParseError) as info:
        parse(text, "t.perlagg")
    return info.value


# ------------------------------------------------------------------ the nearest card
@pytest.mark.parametrize(
    ("line", "word", "nearest"),
    [
        ("Hand A: HA HX L10 E8 EO", "HX", "H10"),
        ("Hand A: HA H11 L10 E8 EO", "H11", "H10"),
        ("Hand A: HA LQ L10 E8 EO", "LQ", "LO"),
        ("Hand A: HA EJ L10 E8 EO", "EJ", "EU"),
        ("A spielt HX", "HX", "H10"),
        ("A spielt S6", "S6", "W"),
        ("A tauscht HX gegen L8", "HX", "H10"),
        ("Stich: A HA, B LQ, C H9, D H7", "LQ", "LO"),
        ("A weist HA G5", "G5", "G7"),
        ("Abheben C: Weli Hrz-As", "Hrz-As", "Herz-As"),
    ],
)
def test_every_unknown_card_word_gets_the_nearest_card(line: str, word: str, nearest: str) -> None:
    (e,) = only_error(f"Runde\n{line}\n").errors
    assert e.suggestion == nearest
    assert f"„{word}“" in e.text("de") and f"meinten Sie „{nearest}“?" in e.text("de")
    assert f"“{word}”" in e.text("en") and f"did you mean “{nearest}”?" in e.text("en")


def test_a_card_of_the_french_deck_still_says_what_it_is_here() -> None:
    (e,) = only_error("Runde\nA spielt Laub-Dame\n").errors
    assert "Laub-Ober (LO)" in e.text("en") and "Laub-Ober (LO)" in e.text("de")
