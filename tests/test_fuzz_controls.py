"""Fuzz: no face prints a raw control character from its input (issue 29, deliverable 7).

Transcripts (drawn by ``strategies_notation.transcripts`` or taken from the examples)
get control characters, C1, bidi controls and ESC sequences in names, ``Streit:``
questions, comments, remarks and their file name; ``referee`` (terminal, plain) and
``check`` (text, github) must print none of them raw, and no line that starts a CI
workflow command but the github format's own; the JSON and JUnit faces (``referee
--json``, ``check`` as json, sarif and junit, ``analyse --json``) write none of DEL, C1,
U+2028/U+2029 and the bidi controls raw, and their text reads back.  The reproducers are in
``test_hostile_controls.py``.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from referee.cli import main
from referee.faces.common import judge_source
from referee.faces.terminal import render
from referee.notation import render as render_transcript
from tests.support import places
from tests.support.strategies_notation import transcripts

EXAMPLES = [p.read_text(encoding="utf-8") for p in places.EXAMPLES]
#: a raw control character: C0 but newline and tab, DEL, C1, bidi controls
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: what the JSON and JUnit faces never write raw: C0 but newline, DEL, C1,
#: U+2028/U+2029, bidi embeddings, overrides and isolates (not the marks U+200E/U+200F)
JSON_RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
SGR = re.compile(r"\x1b\[[0-9;]*m")  # rich's own styles on a terminal
#: the github format's own commands: escaped properties, then the message
OWN_COMMAND = re.compile(
    r"::(error|warning|notice) file=[^:,\n]*(,line=\d+(,col=\d+)?)?(,title=[^:,\n]*)?::"
)

_SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

_CONTROLS = st.sampled_from(
    [chr(c) for c in (*range(0x00, 0x09), *range(0x0B, 0x20), 0x7F, *range(0x80, 0xA0))]
    + ["\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069"]
    + ["\u2028", "\u2029"]
)
_SEQUENCES = st.sampled_from(
    [
        "\x1b]0;title\x07",  # window title
        "\x1b[2J",  # screen clear
        "\x1b]52;c;aGk=\x07",  # clipboard write
        "\x9b31m",  # C1 CSI
        "\x9d0;t\x9c",  # C1 OSC … ST
        "\x1b[31m",
        "::error file=README.md,line=1::forged",
        "%0A::warning::x",
    ]
)
#: hostile text: plain letters with controls and sequences among them
hostile = st.lists(
    st.one_of(_CONTROLS, _SEQUENCES, st.text("ab :%", min_size=1, max_size=4)),
    min_size=1,
    max_size=6,
).map("".join)


@st.composite
def hostile_cases(draw: st.DrawFn) -> tuple[str, str]:
    """A file name and a transcript, both with hostile text where a user writes."""
    if draw(st.booleans()):
        text = draw(st.sampled_from(EXAMPLES))
    else:
        text = render_transcript(draw(transcripts(max_deals=2)))
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 4))):
        evil = draw(hostile).replace("\n", " ")
        where = draw(st.integers(0, len(lines)))
        how = draw(st.sampled_from(["name", "streit", "remark", "comment", "annotation"]))
        if how == "name":
            lines.insert(0, f'[{draw(st.sampled_from("ABCD"))} "{evil.replace(chr(34), "")}"]')
        elif how == "streit":
            lines.insert(where, f"Streit: {evil}")
        elif how == "remark":
            lines.insert(where, f'{draw(st.sampled_from("ABCD"))}: "{evil.replace(chr(34), "")}"')
        elif how == "comment" and lines:
            lines[min(where, len(lines) - 1)] += f"  # {evil}"
        else:
            lines.insert(where, f"# {evil}")
    name = draw(hostile).replace("/", "_").replace("\x00", "_")[:60] + ".perlagg"
    return name, "\n".join(lines)


def run(*argv: str) -> str:
    """A command's standard output and error together."""
    _, out, err = run_apart(*argv)
    return out + "\n" + err


def run_apart(*argv: str) -> tuple[int, str, str]:
    """A command's exit status, standard output and standard error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def assert_shown_safely(text: str, own_commands: bool = False) -> None:
    assert not RAW.findall(text), RAW.findall(text)
    for line in text.split("\n"):
        if line.lstrip().startswith("::"):
            assert own_commands and OWN_COMMAND.match(line), line


@_SETTINGS
@given(hostile_cases())
def test_no_command_prints_a_raw_control_character(case: tuple[str, str]) -> None:
    name, text = case
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_text(text, encoding="utf-8")
        assert_shown_safely(run("referee", str(path)).replace("\t", " "))
        assert_shown_safely(run("referee", "--full", str(path)).replace("\t", " "))
        assert_shown_safely(run("check", "--verbose", str(path)))
        assert_shown_safely(run("check", "--verbose", "--format", "github", str(path)), True)
        with contextlib.chdir(folder):  # a relative name starts the line
            assert_shown_safely(run("check", name))
            assert_shown_safely(run("referee", name))


@_SETTINGS
@given(hostile_cases())
def test_the_rich_report_on_a_terminal_writes_only_its_own_styles(case: tuple[str, str]) -> None:
    name, text = case
    judged = judge_source(text, name, None)
    if judged.report is None:
        return  # the error lines: the test above
    buf = io.StringIO()
    console = Console(
        file=buf,
        force_terminal=True,
        color_system="standard",
        width=80,
        highlight=False,
        markup=False,
        emoji=False,
    )
    render(judged.report, console, "de", judged.text)
    assert_shown_safely(SGR.sub("", buf.getvalue()).replace("\t", " "))


@_SETTINGS
@given(hostile_cases())
def test_no_json_or_junit_face_writes_a_raw_control_character(case: tuple[str, str]) -> None:
    name, text = case
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / name)
        Path(path).write_text(text, encoding="utf-8")
        for argv in (["referee", "--json"], ["analyse", "--json"], ["check", "--format", "json"]):
            code, out, err = run_apart(*argv, path)
            assert not JSON_RAW.findall(out + err), (argv, JSON_RAW.findall(out + err))
            if code != 2 or argv[0] == "check":
                json.loads(out)  # valid, whatever it holds
        code, out, err = run_apart("check", "--verbose", "--format", "sarif", path)
        assert not JSON_RAW.findall(out + err) and json.loads(out)["runs"]
        code, out, err = run_apart("check", "--verbose", "--format", "junit", path)
        assert not JSON_RAW.findall(out + err) and ET.fromstring(out.split("\n", 1)[1])
