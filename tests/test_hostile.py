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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import rules as rulebook
from referee.base.resources import InputRefused, read_input
from referee.faces.common import judge_path, judge_source
from referee.judge.transcript import judge_text
from referee.notation import ERRORS_PER_LINE, MAX_DIGITS, NotationError, ParseError, parse
from referee.rules import MAX_EXTENDS, MAX_NESTING, MAX_PROBLEMS, RulebookError
from tests.support.places import ROOT

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
    (error,) = judged.errors  # the message, then the line (made printable) and a caret
    assert (
        error.partition("\n")[0] == "t.perlagg:1:11: " + only_error('[Regeln "x\0.toml"]\n').message
    )
    assert "\0" not in error


# --------------------------------------------------------------------------- cost of a line
def test_a_line_of_bad_cards_reports_a_few_and_counts_the_rest() -> None:
    line = "Hand A: " + " ".join(["Herz-Sechs"] * 30)
    errs = errors_of(f"Runde\n{line}\n")
    assert len(errs) == ERRORS_PER_LINE + 1
    assert [e.parts[0][0] for e in errs[:-1]] == ["notation.not_a_card"] * ERRORS_PER_LINE
    last = errs[-1]
    assert last.parts == (("notation.more_errors", (("count", 30 - ERRORS_PER_LINE),)),)
    assert last.message.startswith(f"und {30 - ERRORS_PER_LINE} weitere Fehler")
    assert all(e.source_line is errs[0].source_line for e in errs)  # one copy of the line


def test_the_cap_is_per_line() -> None:
    bad = "Hand A: " + " ".join(["Herz-Sechs"] * (ERRORS_PER_LINE + 2))
    errs = errors_of(f"Runde\n{bad}\n{bad}\n")
    assert [e.line for e in errs] == [2] * (ERRORS_PER_LINE + 1) + [3] * (ERRORS_PER_LINE + 1)


@pytest.mark.parametrize(
    "line",
    [
        " ".join(["Quatsch"] * 8000),  # 64 KB of unknown words (was 17 s)
        "Stich: " + " ".join(["Sepp"] * 8000),  # name-like words in a trick (was 4.7 s)
        "Stich: A " + " ".join(["Sepp"] * 8000),
        " ".join(["Sepp"] * 8000) + " spielt HA",
    ],
    ids=["unknown-words", "trick-names", "trick-after-seat", "long-player"],
)
def test_a_line_of_thousands_of_words_is_one_error(line: str) -> None:
    e = only_error(f"Runde\n{line}\n")
    assert e.line == 2 and len(e.format()) < 600


def test_a_broken_first_runde_is_one_error_not_one_per_line() -> None:
    """Found by the long fuzz run: a huge number pasted into "Runde" made every later
    line "before the first Runde" and echoed 5,000 digits."""
    errs = errors_of(
        "R" + "9" * 5000 + "unde\nGeber: D\nHand A: HA\nStich: A HA, B H8, C HO, D H9\n"
    )
    assert len(errs) == 1
    assert errs[0].message == f"unbekanntes Wort „R{'9' * 39}…“"


def test_lines_before_the_first_runde_are_one_mistake() -> None:
    errs = errors_of("Geber: D\nHand A: HA\nRunde\n")
    assert [(e.line, e.parts[0][0]) for e in errs] == [(1, "notation.before_deal")]


def test_a_card_list_longer_than_the_deck_is_one_error() -> None:
    e = only_error("Runde\nHand A: " + " ".join(["HA"] * 1000) + "\n")
    assert (e.line, e.column) == (2, 9 + 3 * 33)
    assert e.message == "1000 Karten in einer Zeile, mehr als das Blatt hat (höchstens 33)"
    e = only_error("Runde\nA weist " + "HA " * 40 + "\n")
    assert e.parts[0][0] == "notation.too_many_cards"
    assert (
        len(parse("Runde\nHand A: " + " ".join(["HA"] * 33) + "\n").deals[0].events[1].cards) == 33
    )


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


def test_standard_input_is_read_up_to_the_limit_only() -> None:
    import io

    from referee.base.resources import read_stream

    assert read_stream(io.BytesIO(b"Runde\n"), limit=6) == b"Runde\n"
    with pytest.raises(InputRefused) as info:
        read_stream(io.BytesIO(b"Runde\n\n"), limit=6)
    assert info.value.key == "input.too-large"


def test_a_missing_file_is_still_an_ordinary_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_input(tmp_path / "nope.perlagg")
    assert sys.platform  # the message is judge_path's: "Datei nicht gefunden"
    assert judge_path(tmp_path / "nope.perlagg").errors[0].endswith("Datei nicht gefunden")


# --------------------------------------------------------------------------- house rules
RAISING = (ROOT / "examples" / "02_drei_und_halten.perlagg").read_text(encoding="utf-8")


def house(tmp_path: Path, body: str, name: str = "h.toml") -> Path:
    path = tmp_path / name
    path.write_text('extends = "1890"\n' + body, encoding="utf-8")
    return path


def problems(path: Path | str, **kw: object) -> str:
    with pytest.raises(RulebookError) as info:
        rulebook.load(str(path), **kw)  # type: ignore[arg-type]
    return str(info.value)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('"raise.ladder" = ["x"]', "Stufe 'x' ist weder eine Zahl von 3 bis 7"),
        ('"raise.ladder" = [5, 4]', "die Stufen müssen aufsteigen"),
        ('"raise.ladder" = []', "die Stufen müssen aufsteigen"),
        ('"deal.packets" = ["a", "b"]', "Paketgröße 'a'"),
        ('"deal.packets" = [2, 300]', "Paketgröße 300"),
        ('"deal.cutter_packets" = { "x" = [1, 3] }', "Schlüssel 'x'"),
        ('"deal.cutter_packets" = { "1" = ["a"] }', "Paketgröße 'a'"),
        ('"perlaggs.order" = ["HK", "HK"]', "'HK' steht zweimal"),
        ('"target.points" = 0', "erlaubt sind 1 bis 10000, nicht 0"),
        ('"target.points" = -5', "erlaubt sind 1 bis 10000, nicht -5"),
        ('"penalty.revoke" = -1', "erlaubt sind 0 bis 100, nicht -1"),
    ],
)
def test_a_value_the_referee_cannot_use_is_refused_at_its_line(
    tmp_path: Path, value: str, message: str
) -> None:
    path = house(tmp_path, f"[params]\n{value}\n")
    assert f"{path}:3: Parameter " in problems(path)
    assert message in problems(path)


_LADDER_ITEM = st.one_of(
    st.integers(-2, 10), st.sampled_from(["spiel-aus", "Spiel aus", "x", ""]), st.booleans()
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    ladder=st.lists(_LADDER_ITEM, max_size=7),
    packets=st.lists(st.one_of(st.integers(-1, 7), st.just("a")), max_size=6),
)
def test_every_value_the_loader_accepts_the_referee_can_use(
    tmp_path: Path, ladder: list[object], packets: list[object]
) -> None:
    import json

    body = (
        f'[params]\n"raise.ladder" = {json.dumps(ladder)}\n"deal.packets" = {json.dumps(packets)}\n'
    )
    path = house(tmp_path, body)
    try:
        book = rulebook.load(str(path))
    except RulebookError:
        return
    report = judge_text(RAISING, "t.perlagg", rules=str(path))
    assert report.rulebook == book.id


def test_deep_arrays_are_a_clear_error_not_a_recursion_error(tmp_path: Path) -> None:
    path = house(tmp_path, "x = " + "[" * 5000 + "]" * 5000 + "\n")
    assert f"zu tief verschachtelt (höchstens {MAX_NESTING} Ebenen)" in problems(path)
    path = house(tmp_path, "x = " + "[" * 40 + "]" * 40 + "\n")
    assert "zu tief verschachtelt" in problems(path)


def test_deep_tables_are_a_clear_error(tmp_path: Path) -> None:
    path = house(tmp_path, "[params." + ".".join(["a"] * 3000) + "]\nb = 1\n")
    assert "zu tief verschachtelt" in problems(path)


def test_a_long_extends_chain_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "r0.toml").write_text('extends = "1890"\nid = "r0"\n', encoding="utf-8")
    for i in range(1, 300):
        (tmp_path / f"r{i}.toml").write_text(f'extends = "r{i - 1}.toml"\n', encoding="utf-8")
    assert f"extends-Kette zu lang (höchstens {MAX_EXTENDS} Dateien)" in problems(
        tmp_path / "r299.toml"
    )
    assert rulebook.load(str(tmp_path / f"r{MAX_EXTENDS - 2}.toml")).param("target.points") == 15


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + b'extends = "1890"\n[params]\n"target.points" = 18\n')
    assert rulebook.load(str(path)).param("target.points") == 18


@pytest.mark.parametrize("template", ["{origin.__class__.__mro__}", "{origin:>100000000}", "{0}{"])
def test_a_house_template_is_filled_never_formatted(tmp_path: Path, template: str) -> None:
    path = house(tmp_path, f"inherited_provenance = {template!r}\n".replace("'", '"'))
    book = rulebook.load(str(path))
    assert book.paragraph("§13").provenance == template


def test_the_template_fields_are_filled(tmp_path: Path) -> None:
    path = house(tmp_path, 'inherited_provenance = "{ref} aus {origin} für {id}"\n')
    assert rulebook.load(str(path)).paragraph("§13").provenance == "§13 aus 1890 für h"


def test_many_bad_refs_are_counted_not_each_located(tmp_path: Path) -> None:
    refs = ",\n".join(f'"X{i}"' for i in range(20_000))
    path = house(tmp_path, f'[params]\n"target.points" = {{ value = 18, refs = [\n{refs}\n] }}\n')
    with pytest.raises(RulebookError) as info:
        rulebook.load(str(path))
    lines = info.value.problems
    assert len(lines) == MAX_PROBLEMS + 1
    assert lines[0][1] == 4 and lines[1][1] == 5  # each at its own line
    assert (
        lines[-1][2] == f"und {20_000 - MAX_PROBLEMS} weitere Probleme (nur die ersten 100 einzeln)"
    )


def test_a_nul_in_a_path_is_a_rulebook_error() -> None:
    assert "NUL-Zeichen" in problems("a\0b.toml")


def test_a_fifo_as_rulebook_is_refused(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(tmp_path / "r.toml")
    assert "Pipe" in problems(tmp_path / "r.toml")


# --------------------------------------------------------------------------- [Regeln] confined
def game_in(tmp_path: Path, rules: str) -> Path:
    (tmp_path / "games").mkdir(exist_ok=True)
    game = tmp_path / "games" / "g.perlagg"
    game.write_text(EXAMPLE.replace('[Regeln "1890"]', f"[Regeln {rules!r}]".replace("'", '"')))
    return game


def test_a_rulebook_in_the_transcripts_tree_is_loaded(tmp_path: Path) -> None:
    game = game_in(tmp_path, "regeln/h.toml")
    (tmp_path / "games" / "regeln").mkdir()
    house(tmp_path / "games" / "regeln", '[params]\n"target.points" = 18\n')
    judged = judge_path(game)
    assert judged.report is not None, judged.errors
    assert (judged.report.rulebook, judged.report.target) == ("h", 18)


@pytest.mark.parametrize("named", ["../h.toml", "ABSOLUTE", "link.toml", "inner.toml"])
def test_a_rulebook_outside_the_tree_is_refused_unless_given_with_rules(
    tmp_path: Path, named: str
) -> None:
    outside = house(tmp_path, '[params]\n"target.points" = 18\n')
    if named == "ABSOLUTE":
        named = str(outside)
    game = game_in(tmp_path, named)
    (tmp_path / "games" / "link.toml").symlink_to(outside)
    (tmp_path / "games" / "inner.toml").write_text('extends = "../h.toml"\n', encoding="utf-8")
    judged = judge_path(game)
    assert judged.report is None
    assert "muss im Ordner des Protokolls" in " ".join(judged.errors)
    allowed = judge_path(game, str(outside))
    assert allowed.report is not None and allowed.report.target == 18


def test_loader_errors_never_echo_a_file_that_is_no_rulebook(tmp_path: Path) -> None:
    game = game_in(tmp_path, "secret.toml")
    for body in (
        "password = 'hunter2-SECRET'\n",
        "id = 5\ntoken = 'hunter2-SECRET'\n",
        "[db]\nhunter2-SECRET = 1\n",
        "hunter2-SECRET\n",
    ):
        (tmp_path / "games" / "secret.toml").write_text(body, encoding="utf-8")
        judged = judge_path(game)
        assert judged.report is None
        assert "hunter2" not in "\n".join(judged.errors), judged.errors


# --------------------------------------------------------------------------- the pytest plugin


def test_the_pytest_plugin_reports_hostile_files_as_clean_failures(
    pytester: pytest.Pytester,
) -> None:
    import importlib.metadata

    games = pytester.mkdir("games")
    (games / "huge.perlagg").write_text(EXAMPLE.replace("Runde", f"Runde {HUGE}", 1))
    (games / "ziel.perlagg").write_text('[Ziel "²"]\n' + EXAMPLE)
    (games / "nul.perlagg").write_text('[Regeln "x\0.toml"]\n' + EXAMPLE)
    (games / "outside.perlagg").write_text(EXAMPLE.replace('"1890"', '"/etc/passwd"'))
    (games / "ladder.toml").write_text('extends = "1890"\n[params]\n"raise.ladder" = ["x"]\n')
    (games / "ladder.perlagg").write_text(EXAMPLE.replace('"1890"', '"ladder.toml"'))
    (games / "deep.toml").write_text('extends = "1890"\nx = ' + "[" * 3000 + "]" * 3000 + "\n")
    (games / "deep.perlagg").write_text(EXAMPLE.replace('"1890"', '"deep.toml"'))
    pytester.makeini("[pytest]\nperlagg_paths = games\n")
    installed = any(
        e.value == "referee.pytest_plugin"
        for e in importlib.metadata.entry_points(group="pytest11")
    )
    result = pytester.runpytest(*([] if installed else ["-p", "referee.pytest_plugin"]))
    result.assert_outcomes(passed=1, failed=5)  # [Ziel "²"] is a finding, not a failure
    out = result.stdout.str()
    assert "Traceback" not in out and "RecursionError" not in out and "interner Fehler" not in out
    for expected in ("ist zu lang", "Steuerzeichen U+0000", "muss im Ordner", "Stufe 'x'"):
        assert expected in out
    assert "zu tief verschachtelt" in out
