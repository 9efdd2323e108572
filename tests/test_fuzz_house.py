"""Fuzz: hostile house-rules files (issue 29, deliverable 7).

A house-rules file (``examples/stammtisch.toml``) gets control characters, Unicode line
separators, bidi controls, noncharacters and forged workflow commands in its id, title,
paragraph refs, paragraph texts and interpretation; the faces that show a rulebook —
``rules`` (list, the file, one paragraph), ``check`` (text and github) and ``referee``
(plain and ``--full``) on a transcript it governs — must print none of them raw and no
line that starts a CI workflow command but the github format's own.  Whatever the file
holds, the answer is a report or the loader's clear refusal, never an internal error.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from referee.cli import main
from tests.support.places import EXAMPLES_DIR

HOUSE = (EXAMPLES_DIR / "stammtisch.toml").read_text(encoding="utf-8")
REVOKE = (EXAMPLES_DIR / "12_farbe_verleugnet.perlagg").read_text(encoding="utf-8")

#: raw in a face's text: C0 but newline and tab, DEL, C1 (with U+0085), bidi controls,
#: the Unicode line and paragraph separators, noncharacters
RAW = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029"
    "\ufdd0-\ufdef\ufffe\uffff\U0001fffe\U0001ffff]"
)
OWN_COMMAND = re.compile(
    r"::(error|warning|notice) file=[^:,\n]*(,line=\d+(,col=\d+)?)?(,title=[^:,\n]*)?::"
)

_EVIL = st.sampled_from(
    [
        "\x00",
        "\x07",
        "\x1b[2J",
        "\x1b]0;title\x07",
        "\x1b]52;c;aGk=\x07",
        "\x7f",
        "\x85",
        "\x9b31m",
        "\x9d0;t\x9c",
        "\n",
        "\r",
        "\n::error file=README.md,line=1::forged",
        "::warning::x",
        "\u2028",
        "\u2029",
        "\u200e",
        "\u202e",
        "\u2066",
        "\ufffe",
        "\uffff",
        "\ufdd0",
        "\U0001fffe",
    ]
)
hostile = st.lists(
    st.one_of(_EVIL, st.text("Hab :", min_size=1, max_size=3)), min_size=1, max_size=5
).map("".join)

#: the places of a house-rules file a user writes in: its TOML line, or its ref
FIELDS = ("id", "title", "ref", "text", "reading", "reason")

_SETTINGS = settings(
    max_examples=25,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # a shrink costs minutes here
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def toml_string(text: str) -> str:
    r"""A TOML basic string holding exactly ``text`` (every character outside printable
    ASCII as its escape).

    >>> toml_string('a"\n\u2028')
    '"a\\"\\u000a\\u2028"'
    """
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")
    return '"' + "".join(out) + '"'


@st.composite
def house_files(draw: st.DrawFn) -> tuple[str, str]:
    """A hostile house-rules file on 1890 and the ref of its revoke paragraph."""
    text, ref = HOUSE, "Stammtisch 2"
    for field in draw(st.lists(st.sampled_from(FIELDS), min_size=1, max_size=3, unique=True)):
        evil = draw(hostile)
        if field == "ref":  # the ref everywhere it is named, so the file still resolves
            new = "S" + evil
            text, ref = text.replace(f'"{ref}"', toml_string(new)), new
        elif field == "id":
            text = text.replace('id = "stammtisch"', f"id = {toml_string('st' + evil)}")
        else:
            text = _replace_field(text, field, evil)
    return text, ref


def _replace_field(text: str, field: str, evil: str) -> str:
    """The first ``field = "…"`` line's value with ``evil`` in its middle."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith(f"{field} = ") and line.rstrip().endswith('"'):
            value = line[len(field) + 3 :].strip()[1:-1]
            lines[i] = f"{field} = {toml_string(value[:10] + evil + value[10:])}"
            break
    return "\n".join(lines)


def run(*argv: str) -> str:
    """A command's standard output and error together; never an internal error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    said = out.getvalue() + ("\n" + err.getvalue() if err.getvalue() else "")
    assert code in (0, 1, 2), said
    assert "interner Fehler" not in said and "Traceback" not in said, said
    return said


def assert_shown_safely(text: str, own_commands: bool = False) -> None:
    assert not RAW.findall(text), (RAW.findall(text), text[-2000:])
    for line in text.split("\n"):
        if line.lstrip().startswith("::"):
            assert own_commands and OWN_COMMAND.match(line), line


@_SETTINGS
@given(house_files())
def test_no_face_prints_a_raw_character_of_a_hostile_house_file(case: tuple[str, str]) -> None:
    house, ref = case
    with tempfile.TemporaryDirectory() as folder:
        rules = Path(folder) / "haus.toml"
        rules.write_text(house, encoding="utf-8")
        game = Path(folder) / "spiel.perlagg"
        game.write_text(REVOKE.replace('[Regeln "1890"]', '[Regeln "haus.toml"]'), "utf-8")
        assert_shown_safely(run("rules"))
        assert_shown_safely(run("rules", str(rules)))
        assert_shown_safely(run("rules", str(rules), ref))
        said = run("--lang", "en", "rules", str(rules), "--json")
        if said.startswith("{"):  # data: valid JSON (a refused file: the error line)
            json.loads(said)
        else:
            assert_shown_safely(said)
        for argv in (["check", "--verbose"], ["referee"], ["referee", "--full"]):
            assert_shown_safely(run(*argv, str(game)).replace("\t", " "))
            assert_shown_safely(run(*argv, "--rules", str(rules), str(game)).replace("\t", " "))
        github = run("check", "--verbose", "--format", "github", str(game))
        assert_shown_safely(github, own_commands=True)
        with contextlib.chdir(folder):
            assert_shown_safely(run("check", "--rules", "haus.toml", "spiel.perlagg"))
            assert_shown_safely(run("annotate", "spiel.perlagg"))


def test_a_title_with_a_newline_forges_no_workflow_command_in_rules(tmp_path: Path) -> None:
    """The reproducer the fuzz found: ``rules FILE`` printed a title's second line, a
    forged ``::error``, at the head of a line (U+2028 and bidi escaped already)."""
    rules = tmp_path / "haus.toml"
    rules.write_text(_replace_field(HOUSE, "title", "\n::error::x\u2028\u202e"), "utf-8")
    said = run("rules", str(rules))
    assert "\\x3a:error::x\\u2028\\u202e" in said
    assert_shown_safely(said)
