"""render → parse is the identity; no input makes the parser or ``perlagg parse`` crash."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli import main
from referee.model.events import Transcript
from referee.notation import ParseError, parse, render, render_event
from tests.support.strategies_notation import (
    events,
    notation_like_text,
    transcripts,
    two_player_transcripts,
)

FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

NOTATION_EXAMPLE = """\
[Regeln "1890"]
[A "Josef Schober"]
Runde 1
Geber: D
Abheben C: Weli S7
Hand A: HA H9 L10 E8 EO
Trumpf: LO
D tauscht LO gegen L8
A: Gilt mein Gleich!
B: Ich schaue das Gleich an.
A: Drei aufs Gleich
B: Gut bei zwei
Stich: A HA, B H9, C Weli=LA, D HK {erster Stich}
A weist dritziges Gleich
Stand: A+C 3, B+D 0
Streit: Gilt das Gleich als geboten?
"""


# --------------------------------------------------------------------------- round trip
@FUZZ
@given(transcripts())
def test_render_then_parse_is_the_identity(t: Transcript) -> None:
    text = render(t)
    assert parse(text) == t
    assert render(parse(text)) == text  # canonical: rendering is stable


@FUZZ
@given(two_player_transcripts())
def test_a_table_of_two_round_trips(t: Transcript) -> None:
    text = render(t)
    assert "Stand: A+C" not in text and "Stand: B+D" not in text
    assert parse(text) == t
    assert render(parse(text)) == text


@FUZZ
@given(events())
def test_every_event_renders_to_one_line(ev: object) -> None:
    line = render_event(ev)  # type: ignore[arg-type]
    assert "\n" not in line
    deal = parse(f"Runde\n{line}\n").deals[0]
    assert deal.events[1:] == (ev,)


def test_example_round_trips_and_annotations_survive() -> None:
    t = parse(NOTATION_EXAMPLE)
    assert parse(render(t)) == t
    assert "{erster Stich}" in render(t)


# --------------------------------------------------------------------------- no crash
@FUZZ
@given(st.text())
def test_arbitrary_text_gives_a_transcript_or_a_parse_error(text: str) -> None:
    try:
        parse(text)
    except ParseError as e:
        assert e.errors and all(err.line >= 1 and err.column >= 1 for err in e.errors)


@FUZZ
@given(st.binary())
def test_arbitrary_bytes_give_a_transcript_or_a_parse_error(data: bytes) -> None:
    try:
        parse(data)
    except ParseError as e:
        assert e.errors


@FUZZ
@given(notation_like_text())
def test_near_miss_notation_gives_a_transcript_or_a_parse_error(text: str) -> None:
    try:
        parse("Runde\n" + text)
    except ParseError as e:
        for err in e.errors:
            assert err.message and "Token(" not in err.message and "_NL" not in err.message


# --------------------------------------------------------------------------- the command
def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_lists_events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "spiel.perlagg"
    f.write_text(NOTATION_EXAMPLE, encoding="utf-8")
    code, out, err = run_cli(["parse", str(f)], capsys)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == '1:1\tHeader\t[Regeln "1890"]'
    assert "4:1\tDealer\tGeber: D" in lines
    assert "13:36\tAnnotation\t{erster Stich}" in lines


def test_cli_reports_all_errors_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "fehler.perlagg"
    f.write_text("Runde\nGeber D\nHand A: HX\n", encoding="utf-8")
    code, out, err = run_cli(["parse", str(f)], capsys)
    assert code == 2 and out == ""
    assert f"{f}:2:7: unerwartet: „D“ — erwartet: „:“" in err
    assert f"{f}:3:9: unbekannte Karte „HX“" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("name", "content", "code"),
    [
        ("invalid-utf8", b"Runde\nStreit: Gr\xfc\xdf\n", 2),
        ("nul", b"Runde\n\x00\x00\n", 2),
        ("long-line", b"Runde\nA: " + b"x" * 1_000_000 + b"\n", 2),
        ("long-talk", b'Runde\nA: "' + b"x" * 1_000_000 + b'"\n', 0),
        ("many-lines", b"Runde\n" + b"A: Gut\n" * 100_000, 0),
        ("empty", b"", 0),
        ("binary", bytes(range(256)) * 64, 2),
    ],
)
def test_cli_never_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: bytes, code: int
) -> None:
    f = tmp_path / f"{name}.perlagg"
    f.write_bytes(content)
    got, _out, err = run_cli(["parse", str(f)], capsys)
    assert got == code
    assert "Traceback" not in err


def test_cli_missing_file_and_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(["parse", str(tmp_path / "fehlt.perlagg")], capsys)
    assert code == 2 and "Datei nicht gefunden" in err
    code, _, err = run_cli(["parse", str(tmp_path)], capsys)
    assert code == 2 and "Verzeichnis" in err


def test_cli_as_a_real_process(tmp_path: Path) -> None:
    """Through the installed ``perlagg`` script if there is one, else the interpreter."""
    f = tmp_path / "spiel.perlagg"
    f.write_text("Runde\nGeber D\n", encoding="utf-8")
    script = shutil.which("perlagg")
    launcher = "import sys; from referee.cli import main; sys.exit(main())"
    prefix = [script] if script else [sys.executable, "-c", launcher]
    cmd = [*prefix, "parse", str(f)]
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, cwd=root)
    assert proc.returncode == 2
    assert f"{f}:2:7: unerwartet" in proc.stderr
    assert "Traceback" not in proc.stderr
