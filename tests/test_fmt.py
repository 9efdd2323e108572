"""``perlagg fmt``: the canonical layout; words, comments and remarks kept, meaning unchanged."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from referee.cli import main
from referee.cli.fmt import FormatError, format_text
from referee.notation import parse
from referee.notation.header_order import in_header_order
from tests.support.places import EXAMPLES, ROOT
from tests.support.strategies_notation import notation_like_text


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_same_events_and_idempotent(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    once = format_text(text, str(path))
    assert parse(once) == parse(text)
    assert format_text(once) == once


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_comments_and_remarks_are_kept(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    once = format_text(text, str(path))
    comments = [line[line.index("#") :] for line in text.splitlines() if "#" in line]
    for comment in comments:
        if '"' not in comment and "{" not in comment:
            assert comment.strip() in once
    assert once.count("{") == text.count("{")
    assert len(once.splitlines()) == len(text.rstrip("\n").splitlines())


def test_the_canonical_layout_keeps_the_words() -> None:
    """Issue 27: names stay names, the period's speech keeps its words and its "!"."""
    text = (
        '[A "Josef Schober"]\n[B "Süß"]\nrunde\ngeber: d\nSchober spielt Herz-As   # los\n'
        "Süß :  Ich schaue das Gleich an .\nSüß: Gleich !\n"
        "Stich: A H9, B  Martl , C weli = LA, D H8\n"
    )
    assert format_text(text) == (
        '[A "Josef Schober"]\n[B "Süß"]\nRunde\nGeber: D\nSchober spielt HA  # los\n'
        "Süß: Ich schaue das Gleich an.\nSüß: Gleich!\nStich: A H9, B Martl, C Weli=LA, D H8\n"
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notation_like_text())
def test_any_text_is_formatted_to_the_same_events_or_refused(text: str) -> None:
    try:
        once = format_text(text)
    except FormatError:
        return
    assert in_header_order(parse(once)) == in_header_order(parse(text))


def test_check_and_write(tmp_path: Path, capsys) -> None:
    f = tmp_path / "g.perlagg"
    text = (ROOT / "examples" / "01_gleich_ohne_gebot.perlagg").read_text(encoding="utf-8")
    f.write_text(text.replace(", ", " ,  ").replace("Hand A:", "hand a :"), encoding="utf-8")
    before = f.read_bytes()
    assert main(["fmt", "--check", str(f)]) == 1
    assert f.read_bytes() == before and "würde umgeschrieben" in capsys.readouterr().out
    assert main(["fmt", str(f)]) == 0
    assert main(["fmt", "--check", str(f)]) == 0
    assert parse(f.read_bytes()) == parse(before)


def test_a_broken_file_is_left_alone(tmp_path: Path, capsys, corpus) -> None:
    f = tmp_path / "bad.perlagg"
    f.write_text(corpus("unparseable"), encoding="utf-8")
    assert main(["fmt", str(f)]) == 2
    assert f.read_text(encoding="utf-8") == corpus("unparseable")
    assert ":2:8:" in capsys.readouterr().err


def test_stdin_to_stdout(monkeypatch, capsys, corpus) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"runde\ngeber: d\n")))
    assert main(["fmt", "-"]) == 0
    assert capsys.readouterr().out == corpus("smallest")


def test_a_folder_is_formatted_file_by_file(tmp_path: Path, capsys, corpus) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.perlagg").write_text("runde\ngeber: d\n", encoding="utf-8")
    (tmp_path / "b.perlagg").write_text(corpus("smallest"), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("runde\n", encoding="utf-8")
    assert main(["fmt", "--check", str(tmp_path)]) == 1
    assert main(["fmt", str(tmp_path)]) == 0
    assert (tmp_path / "sub" / "a.perlagg").read_text(encoding="utf-8") == corpus("smallest")
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "runde\n"


def test_diff_never_writes_and_exits_1(tmp_path: Path, capsys) -> None:
    """Issue 27: ``--diff`` rewrote the file; as ``ruff format --diff`` it only shows."""
    f = tmp_path / "g.perlagg"
    f.write_bytes(b"runde\ngeber:   D\n")
    assert main(["fmt", "--diff", str(f)]) == 1
    assert f.read_bytes() == b"runde\ngeber:   D\n"
    out = capsys.readouterr().out
    assert "-geber:   D\n" in out and "+Geber: D\n" in out
    assert main(["fmt", "--diff", "--check", str(f)]) == 1
    assert f.read_bytes() == b"runde\ngeber:   D\n"


def test_unicode_line_separators_keep_their_comments() -> None:
    """Issue 27: split as the parser splits; the comments after U+2028 were deleted."""
    text = "Runde  # eins\u2028# zwei\u2029Geber: D  # drei\x85# vier\n"
    assert format_text(text) == "Runde  # eins\n# zwei\nGeber: D  # drei\n# vier\n"
    assert format_text("Runde\u2028Geber: D\n# weg?\n") == "Runde\nGeber: D\n# weg?\n"


def test_the_line_ending_and_byte_order_mark_stay() -> None:
    """Issue 27: in a CRLF checkout ``--check`` failed every canonical file."""
    crlf = "\ufeff# Kopf\r\nRunde\r\nGeber: D\r\n"
    assert format_text(crlf) == crlf
    assert format_text("runde\rgeber: d\r") == "Runde\rGeber: D\r"
    assert format_text("\ufeffrunde\r\n\r\ngeber: d") == "\ufeffRunde\r\n\r\nGeber: D\r\n"


def test_check_passes_a_canonical_crlf_file(tmp_path: Path, capsys) -> None:
    f = tmp_path / "g.perlagg"
    f.write_bytes(b"\xef\xbb\xbfRunde\r\nGeber: D  # los\r\n")
    assert main(["fmt", "--check", str(f)]) == 0
    assert main(["fmt", str(f)]) == 0
    assert f.read_bytes() == b"\xef\xbb\xbfRunde\r\nGeber: D  # los\r\n"


def test_the_diff_shows_control_characters_escaped(tmp_path: Path, capsys) -> None:
    f = tmp_path / "g.perlagg"
    f.write_bytes(b"runde  # \x1b[31mrot\r\nGeber: D\r\n")
    assert main(["fmt", "--diff", str(f)]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\r" not in out
    assert "-runde  # \\x1b[31mrot\\r\n" in out and "+Runde  # \\x1b[31mrot\\r\n" in out


# ------------------------------------------------------------------ the header's order
def test_one_header_tag_per_line_in_the_documented_order() -> None:
    """Issue 27 item 1: as ruff format sorts nothing but normalises, fmt writes the tags
    one to a line in docs/notation.md's order; comments move with their tag."""
    text = (
        "# the game of 20 April\n"
        '[Quelle "Schwaighofer"] [Regeln "1890"]  # the rulebook\n'
        "# the players\n"
        '[B "Süß"] [A "Schober"]\n'
        '[Datum "1890-04-20"]\n'
        '[Stand "A+C 1, B+D 0"]\n'
        '[Ort "Adambräu"]  # the inn\n'
        '[Ziel "15"]\n'
        "\n"
        "Runde\n"
    )
    assert format_text(text) == (
        "# the game of 20 April\n"
        '[Regeln "1890"]  # the rulebook\n'
        '[Ziel "15"]\n'
        '[Stand "A+C 1, B+D 0"]\n'
        '[A "Schober"]\n'
        "# the players\n"
        '[B "Süß"]\n'
        '[Datum "1890-04-20"]\n'
        '[Ort "Adambräu"]  # the inn\n'
        '[Quelle "Schwaighofer"]\n'
        "\n"
        "Runde\n"
    )
    assert format_text(format_text(text)) == format_text(text)


def test_english_header_keys_have_the_places_of_their_german_ones() -> None:
    text = '[Source "x"]\n[Target "15"]\n[Players "2"]\n[Rules "1890"]\nRound\n'
    assert format_text(text) == (
        '[Rules "1890"]\n[Players "2"]\n[Target "15"]\n[Source "x"]\nRound\n'
    )


def test_tags_of_one_key_keep_their_order() -> None:
    """A describing tag may repeat (two sources); fmt keeps the repeats in their order."""
    text = '[Quelle "a"]\n[Regeln "1924"]\n[Quelle "b"]\nRunde\n'
    once = format_text(text)
    assert once == '[Regeln "1924"]\n[Quelle "a"]\n[Quelle "b"]\nRunde\n'
    assert [h.value for h in parse(once).headers if h.key == "Quelle"] == ["a", "b"]


def test_tags_stay_as_written_where_moving_them_would_reorder_their_remarks() -> None:
    """The remarks before the first deal are kept in order (Transcript.preamble)."""
    text = '[Quelle "q"] {first}\n[Regeln "1890"] {second}\nRunde\n'
    assert format_text(text) == text
    split = format_text('[Quelle "q"] [Regeln "1890"] {on the line}\nRunde\n')
    assert split == '[Regeln "1890"] {on the line}\n[Quelle "q"]\nRunde\n'


def test_check_fails_a_header_out_of_order_and_passes_the_examples(tmp_path: Path, capsys):
    bad = tmp_path / "t.perlagg"
    bad.write_text('[Quelle "q"]\n[Regeln "1890"]\nRunde\n', encoding="utf-8")
    assert main(["fmt", "--check", str(bad)]) == 1
    assert main(["fmt", "--check", str(ROOT / "examples")]) == 0
