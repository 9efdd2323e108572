"""Nothing from a file reaches a terminal or a CI log raw (issue 29, deliverable 1).

One reproducer a test: a house-rules ref with a newline, OSC/CSI sequences in a
``Streit:`` line and in a quoted remark, a file name that is a workflow command, C1
controls in a header; and the rulebook loader refusing control characters in ids and
refs.  The property over every input is in ``test_fuzz_controls.py``.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from referee import rules as rulebook
from referee.base.shown import no_command, safe, safe_lines, safe_path, shown
from referee.cli import main
from referee.faces.common import judge_source
from referee.faces.terminal import make_console, render
from referee.notation import ParseError, parse
from referee.rules import RulebookError
from tests.support.places import example

OSC_TITLE, CLEAR, CLIPBOARD = "\x1b]0;x\x07", "\x1b[2J", "\x1b]52;c;aGk=\x07"
HOSTILE = f"{OSC_TITLE} {CLEAR} {CLIPBOARD}"
FORGED = "H1\n::error file=x::forged"
#: a raw control character: C0 but newline, DEL, C1, and bidi controls
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: the SGR sequences rich writes for its own styles
SGR = re.compile(r"\x1b\[[0-9;]*m")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def raw_controls(text: str) -> list[str]:
    return RAW.findall(text)


def forged_lines(text: str) -> list[str]:
    """The lines that start a workflow command (``::`` first, after blanks)."""
    return [line for line in text.split("\n") if line.lstrip().startswith("::")]


# --------------------------------------------------------------------------- the one escaping
@pytest.mark.parametrize("char", ["\x00", "\x1b", "\x7f", "\x85", "\x9b", "\x9d", "\u202e"])
def test_every_control_character_is_escaped_once_and_for_all(char: str) -> None:
    for escape in (safe, shown, safe_path, safe_lines):
        once = escape(f"a{char}b")
        assert not raw_controls(once)
        assert escape(once) == once  # escaping twice changes nothing


def test_a_face_that_prints_lines_keeps_its_newlines_and_tabs() -> None:
    assert shown("a\n\tb") == "a\n\tb"
    assert safe("a\n\tb") == "a\\n\\tb"


def test_no_line_of_a_message_starts_a_workflow_command() -> None:
    assert forged_lines(safe_lines("ok\n ::error file=x::y\n::warning::z")) == []
    assert no_command("ok ::x") == "ok ::x"


# --------------------------------------------------------------------------- house rules
def forged_house(tmp_path: Path) -> Path:
    path = tmp_path / "haus.toml"
    ref = FORGED.replace("\n", "\\n")
    path.write_text(
        f'extends = "1890"\nid = "haus"\ntitle = "Haus"\n\n'
        f'[[paragraph]]\nref = "{ref}"\ntext = "Überbieten kostet zwei Punkte."\n\n'
        f'[concern.overbid]\nparagraphs = ["{ref}", "§20"]\n',
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_a_house_ref_with_a_newline_forges_no_workflow_command(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fmt: str
) -> None:
    house = forged_house(tmp_path)
    code, out, err = run(
        capsys, "check", "--format", fmt, "--rules", str(house), str(example("06_"))
    )
    assert code == 2
    lines = (out + "\n" + err).split("\n")
    assert not any(line.startswith("::error file=x") for line in lines)
    assert all(line.startswith("::error file=") for line in forged_lines(out + "\n" + err))
    assert "rulebook" in out + err


def test_the_loader_refuses_a_control_character_in_a_ref_at_its_line(tmp_path: Path) -> None:
    with pytest.raises(RulebookError) as caught:
        rulebook.load(str(forged_house(tmp_path)))
    keys = [(line, problem.key) for _, line, problem in caught.value.problems]  # type: ignore[attr-defined]
    assert (6, "rulebook.control-char") in keys  # ref = … of the [[paragraph]]
    assert (10, "rulebook.control-char") in keys  # the concern's paragraphs
    lines = caught.value.lines("en")
    assert any("ref contains a control character (U+000A)" in line for line in lines)
    assert all("\n" not in line and not raw_controls(line) for line in lines)


@pytest.mark.parametrize(
    ("toml", "line"),
    [
        ('id = "haus\\u001b[2J"\n', 2),
        ('id = "haus"\n\n[interpretation."x\\u009b"]\nreading = "r"\nreason = "g"\n', 4),
    ],
)
def test_the_loader_refuses_a_control_character_in_an_id(
    tmp_path: Path, toml: str, line: int
) -> None:
    path = tmp_path / "haus.toml"
    path.write_text('extends = "1890"\n' + toml, encoding="utf-8")
    with pytest.raises(RulebookError) as caught:
        rulebook.load(str(path))
    keys = [(at, problem.key) for _, at, problem in caught.value.problems]  # type: ignore[attr-defined]
    assert (line, "rulebook.control-char") in keys
    assert not raw_controls(str(caught.value).replace("\n", " "))


def test_rules_shows_a_house_title_and_text_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "haus.toml"
    path.write_text(
        'extends = "1890"\nid = "haus"\ntitle = "Haus \\u001b]0;pwned\\u0007 \\u009b2J"\n\n'
        '[[paragraph]]\nref = "H1"\ntext = "Auf 18 \\u001b[2J Punkte."\n\n'
        '[concern.overbid]\nparagraphs = ["H1"]\n',
        encoding="utf-8",
    )
    code, out, err = run(capsys, "rules", str(path))
    assert code == 0, err
    assert not raw_controls(out)
    assert "Haus \\x1b]0;pwned\\x07 \\x9b2J" in out
    code, out, _ = run(capsys, "rules", str(path), "H1")
    assert "\\x1b[2J" in out and not raw_controls(out)


# --------------------------------------------------------------------------- the report
def hostile_transcript() -> str:
    """Example 12 (a revoke at line 19) with OSC/CSI in its ``Streit:`` line and in a
    remark on the line its finding quotes."""
    lines = example("12_").read_text(encoding="utf-8").split("\n")
    lines[18] += f"  # {HOSTILE}"
    streit = next(i for i, line in enumerate(lines) if line.startswith("Stich"))
    lines.insert(streit, f"Streit: Darf C {HOSTILE} das?")
    return "\n".join(lines)


@pytest.mark.parametrize("argv", [[], ["--full"], ["--brief"]])
def test_referee_copies_no_osc_or_csi_sequence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    path = tmp_path / "streit.perlagg"
    path.write_text(hostile_transcript(), encoding="utf-8")
    _, out, err = run(capsys, "referee", *argv, str(path))
    assert not raw_controls(out + err)
    assert "Darf C \\x1b]0;x\\x07 \\x1b[2J \\x1b]52;c;aGk=\\x07 das?" in out


def test_the_rich_report_on_a_terminal_writes_only_its_own_styles(tmp_path: Path) -> None:
    judged = judge_source(hostile_transcript(), "streit.perlagg", None)
    assert judged.report is not None
    buf = io.StringIO()
    console = Console(  # as make_console makes it on a terminal, with colours
        file=buf,
        force_terminal=True,
        color_system="standard",
        width=100,
        highlight=False,
        markup=False,
        emoji=False,
    )
    render(judged.report, console, "de", judged.text)
    written = buf.getvalue()
    assert SGR.search(written)  # it is styled …
    assert not raw_controls(SGR.sub("", written))  # … and nothing else
    assert "# \\x1b]0;x\\x07" in written  # the remark on the quoted line 19


# --------------------------------------------------------------------------- file names
WORKFLOW_NAME = "::error file=README.md,line=1::x.perlagg"


@pytest.fixture
def workflow_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.chdir(tmp_path)
    Path(WORKFLOW_NAME).write_text("Runde\nGeber: X\n", encoding="utf-8")
    return WORKFLOW_NAME


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_a_file_named_as_a_workflow_command_starts_none(
    capsys: pytest.CaptureFixture[str], workflow_file: str, fmt: str
) -> None:
    code, out, err = run(capsys, "check", "--format", fmt, workflow_file)
    assert code == 2
    commands = forged_lines(out + "\n" + err)
    if fmt == "text":
        assert commands == []
        assert out.startswith("./::error file=README.md,line=1::x.perlagg:2:8: ")
    else:
        assert [c.split(",")[0] for c in commands] == [
            "::error file=%3A%3Aerror file=README.md%2Cline=1%3A%3Ax.perlagg"
        ]


@pytest.mark.parametrize("command", ["referee", "annotate", "fmt", "parse"])
def test_an_error_line_names_such_a_file_without_a_command(
    capsys: pytest.CaptureFixture[str], workflow_file: str, command: str
) -> None:
    code, out, err = run(capsys, command, workflow_file)
    assert code == 2
    assert forged_lines(out + "\n" + err) == []


def test_a_file_name_with_escapes_is_named_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    name = str(tmp_path / "a\x1b]0;x\x07\x9b.perlagg")
    for argv in (["referee", name], ["check", name], ["check", "--format", "github", name]):
        _, out, err = run(capsys, *argv)
        assert not raw_controls(out + err), argv


# --------------------------------------------------------------------------- headers
@pytest.mark.parametrize("char", ["\x9b", "\x9d"])  # U+0085 is a line break
def test_a_c1_control_in_a_header_name_is_an_error_at_its_place(char: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(f'[A "Al{char}31m"]\nRunde\nGeber: D\n')
    (error,) = caught.value.errors
    assert (error.line, error.column) == (1, 7)
    assert f"U+{ord(char):04X}" in error.message


def test_a_bidi_override_in_a_name_is_shown_escaped() -> None:
    text = example("01_").read_text(encoding="utf-8")
    text = text.replace("[Regeln", '[A "Al\u202eix"]\n[Regeln', 1)
    judged = judge_source(text, "a.perlagg", None)
    assert judged.report is not None
    buf = io.StringIO()
    render(judged.report, make_console(buf, plain=True), "de", judged.text)
    assert "Al\\u202eix" in buf.getvalue()
    assert not raw_controls(buf.getvalue())
