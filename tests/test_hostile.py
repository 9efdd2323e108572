"""Hostile input (issue 15): every reproducer is a test.

Whatever the bytes, perlagg answers with a clear error, never a traceback; it never
blocks on a pipe or reads without bound; a line costs what a few errors cost; house
rules are data (nothing formatted, nothing echoed from a file that is no rulebook).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from referee.notation import ERRORS_PER_LINE, MAX_DIGITS, NotationError, ParseError, parse
from referee.present import judge_path, judge_source
from referee.resources import InputRefused, read_input

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = (ROOT / "examples" / "01_gleich_ohne_gebot.perlagg").read_text(encoding="utf-8")
HUGE = "9" * 5000  # beyond Python's 4,300-digit conversion limit


def errors_of(text: str | bytes) -> tuple[NotationError, ...]:
    with pytest.raises(ParseError) as info:
        parse(text, "t.perlagg")
    return info.value.errors


def only_error(text: str | bytes) -> NotationError:
    errs = errors_of(text)
    assert len(errs) == 1, [str(e) for e in errs]
    return errs[0]


# --------------------------------------------------------------------------- numbers
def test_a_huge_deal_number_is_a_notation_error() -> None:
    e = only_error(f"Runde {HUGE}\nGeber: D\n")
    assert (e.line, e.column) == (1, 7)
    assert e.message == f"die Zahl „{'9' * 12}…“ ist zu lang (höchstens {MAX_DIGITS} Ziffern)"
    assert e.text("en").startswith("the number “999999999999…” is too long")


def test_a_huge_score_is_a_notation_error() -> None:
    e = only_error(f"Runde\nStand: A+C {HUGE}, B+D 1\n")
    assert (e.line, e.column, e.parts[0][0]) == (2, 12, "notation.number_too_long")


def test_nine_digits_are_a_number_ten_are_not() -> None:
    assert parse("Runde 999999999\n").deals[0].events[0].number == 999_999_999
    assert parse("Runde 000000000001\n").deals[0].events[0].number == 1
    assert only_error("Runde 1000000000\n").parts[0][0] == "notation.number_too_long"


@pytest.mark.parametrize("target", [HUGE, "²", "١٥", "0", "-3"])
def test_a_target_that_is_no_plain_number_is_undetermined_not_a_crash(target: str) -> None:
    judged = judge_source(f'[Ziel "{target}"]\n{EXAMPLE}', "t.perlagg", None)
    assert judged.report is not None, judged.errors
    keys = [f.key for f in judged.report.findings]
    assert "replay.target-unreadable" in keys
    assert judged.report.target == 15
    shown = judged.report.findings[keys.index("replay.target-unreadable")].args
    assert len(str(shown["value"])) <= 41


# --------------------------------------------------------------------------- headers
@pytest.mark.parametrize("char", ["\0", "\x07", "\x1b", "\x7f"])
def test_a_control_character_in_a_header_is_an_error_at_its_place(char: str) -> None:
    e = only_error(f'[Regeln "ab{char}c"]\nRunde\n')
    assert (e.line, e.column) == (1, 12)
    assert e.parts[0][0] == "notation.control_char"
    assert f"U+{ord(char):04X}" in e.message


def test_a_nul_in_the_rules_header_never_reaches_the_loader() -> None:
    judged = judge_source('[Regeln "x\0.toml"]\n' + EXAMPLE, "t.perlagg", None)
    assert judged.report is None
    assert judged.errors == ("t.perlagg:1:11: " + only_error('[Regeln "x\0.toml"]\n').message,)


# --------------------------------------------------------------------------- cost of a line
def test_a_line_of_bad_cards_reports_a_few_and_counts_the_rest() -> None:
    line = "Hand A: " + " ".join(["Herz-Sechs"] * 8000)
    errs = errors_of(f"Runde\n{line}\n")
    assert len(errs) == ERRORS_PER_LINE + 1
    assert [e.parts[0][0] for e in errs[:-1]] == ["notation.not_a_card"] * ERRORS_PER_LINE
    last = errs[-1]
    assert last.parts == (("notation.more_errors", (("count", 8000 - ERRORS_PER_LINE),)),)
    assert last.message.startswith(f"und {8000 - ERRORS_PER_LINE} weitere Fehler")
    assert all(e.source_line is errs[0].source_line for e in errs)  # one copy of the line


def test_the_cap_is_per_line() -> None:
    bad = "Hand A: " + " ".join(["Herz-Sechs"] * (ERRORS_PER_LINE + 2))
    errs = errors_of(f"Runde\n{bad}\n{bad}\n")
    assert [e.line for e in errs] == [2] * (ERRORS_PER_LINE + 1) + [3] * (ERRORS_PER_LINE + 1)


def test_a_long_line_is_shown_around_the_error_only() -> None:
    line = "Hand A: " + "HA " * 20_000 + "HX"
    e = only_error(f"Runde\n{line}\n")
    text = e.format()
    assert len(text) < 400
    shown, column = e.shown_line()
    assert shown[column - 1 : column + 1] == "HX"
    assert e.caret.endswith("^") and len(e.caret) == column
    assert str(ParseError([e])) == str(e)


def test_parse_error_keeps_its_errors_through_pickle() -> None:
    import pickle

    errs = errors_of("Runde\nHand A: HX\n")
    again = pickle.loads(pickle.dumps(ParseError(errs)))
    assert again.errors == errs


# --------------------------------------------------------------------------- reading
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    fifo = tmp_path / "game.perlagg"
    os.mkfifo(fifo)
    with pytest.raises(InputRefused) as info:
        read_input(fifo)  # would block forever if it opened the pipe for reading
    assert info.value.key == "input.pipe"
    judged = judge_path(fifo, None, "en")
    assert judged.errors == (
        f"{fifo}: is a pipe or socket, not a file: perlagg reads regular files only",
    )


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_is_refused_at_once() -> None:
    with pytest.raises(InputRefused) as info:
        read_input("/dev/zero")
    assert info.value.key == "input.device"
    assert judge_path("/dev/zero").errors == (
        "/dev/zero: ist ein Gerät, keine Datei: perlagg liest nur gewöhnliche Dateien",
    )


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputRefused) as info:
        read_input(tmp_path)
    assert info.value.key == "input.directory"


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.perlagg"
    with big.open("wb") as fh:  # sparse: 65 MB long, nothing written
        fh.truncate(65 * 1024 * 1024)
    with pytest.raises(InputRefused) as info:
        read_input(big)
    assert info.value.key == "input.too-large"
    assert info.value.reason("de") == "ist zu groß (65.0 MB; perlagg liest höchstens 64.0 MB)"
    assert judge_path(big).errors == (f"{big}: {info.value.reason('de')}",)


def test_the_limit_holds_for_a_small_limit_too(tmp_path: Path) -> None:
    f = tmp_path / "t.perlagg"
    f.write_bytes(b"x" * 101)
    assert read_input(f, limit=101) == b"x" * 101
    with pytest.raises(InputRefused):
        read_input(f, limit=100)


def test_a_missing_file_is_still_an_ordinary_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_input(tmp_path / "nope.perlagg")
    assert sys.platform  # the message is judge_path's: "Datei nicht gefunden"
    assert judge_path(tmp_path / "nope.perlagg").errors[0].endswith("Datei nicht gefunden")
