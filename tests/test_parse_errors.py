"""Parse errors: exact line, column and message, all errors of a file in one pass."""

from __future__ import annotations

import pytest

from referee.model.cards import card
from referee.model.events import Play
from referee.model.seats import Seat
from referee.notation import NotationError, ParseError, parse


def errors_of(text: str | bytes, filename: str = "t.perlagg") -> tuple[NotationError, ...]:
    with pytest.raises(ParseError) as info:
        parse(text, filename)
    return info.value.errors


def only_error(text: str | bytes) -> NotationError:
    errs = errors_of(text)
    assert len(errs) == 1, [str(e) for e in errs]
    return errs[0]


def test_unknown_card() -> None:
    e = only_error("Runde\nHand A: HA HX L10 E8 EO\n")
    assert (e.line, e.column) == (2, 12)
    assert e.message == (
        "unbekannte Karte „HX“ — erwartet: eine Karte wie HA oder Herz-As — meinten Sie „H10“?"
    )
    assert str(e) == "t.perlagg:2:12: " + e.message
    assert e.source_line == "Hand A: HA HX L10 E8 EO"
    assert e.caret == "           ^"


def test_unknown_card_in_a_play_gets_a_suggestion() -> None:
    e = only_error("Runde\nA spielt Herz-Az\n")
    assert (e.line, e.column) == (2, 10)
    assert e.suggestion == "Herz-As"
    assert e.message.endswith("— meinten Sie „Herz-As“?")


def test_a_trick_of_three_cards() -> None:
    e = only_error("Runde\nStich: A HA, B H9, C Weli=LA\n")
    # the caret stands where the fourth card is missing
    assert (e.line, e.column) == (2, 29)
    assert e.message == "Ein Stich hat vier Karten, hier sind es drei"


def test_a_trick_of_five_cards_points_at_the_fifth() -> None:
    e = only_error("Runde\nStich: A HA, B H9, C H8, D H7, A HK\n")
    assert (e.line, e.column) == (2, 32)
    assert e.message == "Ein Stich hat vier Karten, hier sind es fünf"


def test_a_missing_colon() -> None:
    e = only_error("Runde\nGeber D\n")
    assert (e.line, e.column) == (2, 7)
    assert e.message == "unerwartet: „D“ — erwartet: „:“"


def test_a_missing_colon_after_a_seat() -> None:
    e = only_error("Runde\nA Gilt mein Gleich\n")
    assert (e.line, e.column) == (2, 3)
    assert e.message.startswith("unerwartet: „Gilt“ — erwartet: „:“, „spielt“")


def test_a_misspelled_keyword_with_suggestion() -> None:
    e = only_error("Runde\nAbheeben C: Weli S7\n")
    assert (e.line, e.column) == (2, 1)
    assert e.message == "unbekanntes Wort „Abheeben“ — meinten Sie „Abheben“?"
    assert e.suggestion == "Abheben"


def test_a_misspelled_speech_word_with_suggestion() -> None:
    e = only_error("Runde\nA: Ich beite mein Gleich\n")
    assert (e.line, e.column) == (2, 8)
    assert e.suggestion == "biete"


def test_unquoted_words_that_are_no_speech() -> None:
    e = only_error("Runde\nA: Hast du den Martl?\n")
    assert (e.line, e.column) == (2, 4)
    assert e.message.startswith("unerwartet: „Hast“ — erwartet: eine Ansage wie „Gilt mein Gleich“")


def test_several_errors_in_one_pass() -> None:
    text = (
        '[Regeln "1890"]\n'
        "Runde\n"
        "Geber D\n"  # 3: missing colon
        "Abheeben C: Weli S7\n"  # 4: misspelled keyword
        "Hand A: HA H9 L10 E8 EO\n"  # fine
        "Hand B: HX\n"  # 6: unknown card
        "Stich: A HA, B H9, C Weli=LA\n"  # 7: three cards
        "A spielt HA\n"  # fine
        "Schobr: Gut\n"  # 9: unknown player
        "Runde\n"
        "Stand: A+B 3\n"  # 11: not partners
    )
    errs = errors_of(text)
    assert [(e.line, e.column) for e in errs] == [(3, 7), (4, 1), (6, 9), (7, 29), (9, 1), (11, 8)]
    assert errs[4].message.startswith("unbekannter Spieler „Schobr“")
    assert errs[5].message == "A und B sind keine Partner: A+C spielen gegen B+D"


def test_unknown_player_suggests_a_declared_name() -> None:
    e = only_error('[A "Josef Schober"]\nRunde\nSchobr: Gut\n')
    assert (e.line, e.column) == (3, 1)
    assert e.suggestion == "Schober"


def test_event_before_the_first_deal_and_header_after_it() -> None:
    errs = errors_of('Geber: D\nRunde\n[Ziel "9"]\n')
    assert [(e.line, e.column) for e in errs] == [(1, 1), (3, 1)]
    assert "vor der ersten „Runde“" in errs[0].message
    assert errs[1].message.startswith("die Kopfzeile [Ziel …]")


def test_raise_to_two_is_no_raise() -> None:
    e = only_error("Runde\nA: Zwei\n")
    assert (e.line, e.column) == (2, 4)


def test_the_line_ends_too_early() -> None:
    e = only_error("Runde\nHand A:\n")
    assert (e.line, e.column) == (2, 8)
    assert e.message.startswith("die Zeile endet zu früh — erwartet:")


def test_a_christening_of_a_card_that_is_no_perlagg_parses_fine() -> None:
    t = parse("Runde\nA spielt HA als LA\nStich: A H9=H8, B H7, C HK, D HO\n")
    assert t.deals[0].events[1] == Play(Seat.A, card("HA"), card("LA"))


def test_invalid_utf8_is_an_error_at_its_place() -> None:
    e = only_error(b"Runde\nStreit: Gr\xfc\xdf Gott\n")
    assert (e.line, e.column) == (2, 11)
    assert e.message.startswith("kein gültiges UTF-8 (Byte 0xFC)")


def test_nul_bytes_and_control_characters() -> None:
    e = only_error("Runde\n\x00\n")
    assert (e.line, e.column) == (2, 1)
    assert "U+0000" in e.message


def test_format_has_source_line_and_caret() -> None:
    with pytest.raises(ParseError) as info:
        parse("Runde\nGeber D\n", "x.perlagg")
    assert info.value.format().splitlines() == [
        "x.perlagg:2:7: unerwartet: „D“ — erwartet: „:“",
        "    Geber D",
        "          ^",
    ]
    assert "expected" in info.value.format("en")


def test_many_errors_stay_fast() -> None:
    errs = errors_of("Runde\n" + "xx yy\n" * 2000)
    assert len(errs) == 2000


def test_every_terminal_has_a_players_word() -> None:
    from referee.messages import MESSAGES
    from referee.notation.lalr import TERMINALS
    from referee.notation.words import describe

    assert "CARD" in TERMINALS
    for terminal in TERMINALS:
        word = describe(terminal)
        if word.startswith("notation.what."):
            assert word in MESSAGES
        else:
            assert "_" not in word and word != terminal, terminal


def test_english_messages() -> None:
    e = only_error("Runde\nHand A: HA HX\n")
    assert e.text("en") == (
        "unknown card “HX” — expected: a card such as HA or Herz-As — did you mean “H10”?"
    )


def test_unknown_card_inside_a_trick_is_named_not_read_as_a_player() -> None:
    """ "B HX" could be a player called "B HX"; the mistake is the card, at its column."""
    with pytest.raises(ParseError) as info:
        parse("Runde\nStich: A HA, B HX, C H9, D H7\n", "t.perlagg")
    (err,) = info.value.errors
    assert (err.line, err.column) == (2, 16)
    assert str(err) == (
        "t.perlagg:2:16: unbekannte Karte „HX“ — erwartet: eine Karte wie HA oder Herz-As"
        " — meinten Sie „H10“?"
    )


def test_a_trick_count_reads_in_english_too() -> None:
    """The count is a word of the sentence's own language, not the German one."""
    e = only_error("Runde\nStich: A HA, B H9, C Weli=LA\n")
    assert e.text("en") == "A trick has four cards, this one has three"
    e = only_error('[Spieler "2"]\nRunde\nGeber: B\nStich: A HA, B H9, A H8\n')
    assert e.text("de") == "Zu zweit hat ein Stich zwei Karten, hier sind es drei"
    assert e.text("en") == "At a table of two a trick has two cards, this one has three"


def test_a_parse_leaves_nothing_to_the_next() -> None:
    """The names a header declares and the exact expectations a file of errors uses up
    belong to that parse: the next one starts afresh."""
    parse('[A "Josef Schober"]\nRunde\nSchober spielt HA\n')
    assert only_error("Runde\nSchober spielt HA\n").parts[0][0] == "notation.unknown_player"
    alone = only_error("Runde\nStich: A HA B\n")
    assert alone.message.startswith("unerwartet: „B“")
    many = errors_of("Runde\n" + "Stich: A HA B\n" * 120)
    assert many[-1].message != alone.message  # more errors than are worked out exactly
    assert only_error("Runde\nStich: A HA B\n") == alone
