"""Fuzzing that keeps finding (issue 15, item 9): the bundled examples, mutated.

Lines are dropped, doubled and swapped; bytes, control characters, Unicode line breaks,
huge numbers and runs of random bytes are inserted, and ``Streit:`` lines of DEL, C1
and bidi controls.  Whatever comes out, the referee answers with a report or with
``file:line:column`` errors: never an exception, never "interner Fehler"; the report's
JSON text holds none of those controls raw (issue 29).  The default run tries a small
budget; ``pytest -m fuzz_long`` a large one (``FUZZ_EXAMPLES`` sets it, 5,000 by
default).
"""

from __future__ import annotations

import json
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.base import jsontext
from referee.faces.common import judge_source
from referee.faces.json import report_to_json
from referee.messages import say
from referee.notation import ParseError, parse
from tests.support import places

EXAMPLES = {p.name: p.read_bytes() for p in places.EXAMPLES}
INTERNAL = say("cli.internal", "de", reason="").split("(")[0].strip()
ERROR_LINE = re.compile(r"^(?P<file>[^:]+):(?:(?P<line>\d+):(?P<col>\d+):)? \S")
#: what the JSON text never holds raw: C0 but newline, DEL, C1, U+2028/U+2029, bidi
#: embeddings, overrides and isolates
JSON_RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")

_SHORT = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
_LONG = settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "5000")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

_INSERTS = st.one_of(
    st.binary(min_size=1, max_size=40),
    st.sampled_from(
        [
            b"9" * 5000,  # beyond Python's digit limit
            b"\x00",
            b"\xef\xbb\xbf",
            b"\xff\xfe",
            b"\r",
            b"\x1b[31m",
            b"\\",
            b"{",
            b'"',
            b'[Ziel "\xc2\xb2"]',
            b"Runde 99999999999999999999",
            b"Stand: A+C " + b"7" * 4400 + b", B+D 1",
            b"Streit: {origin.__class__}",
            b"HA " * 200,
            # what JSON allows raw but a terminal or CI log must not get (issue 29)
            "\x7f \x9b2J \u202e".encode(),
            "\nStreit: Darf B \x9b2J \x7f \u202e \u2066?\n".encode(),
            "\u2028".encode(),
            "\u2029".encode(),
        ]
    ),
)

#: text of letters, DEL, C1 and bidi controls (issue 29; the Unicode line breaks, which
#: end a line, are among the bytes inserted)
_CONTROL_TEXT = st.text(
    st.sampled_from(["a", " ", "\x7f", "\x80", "\x9b", "\x9d", "\x9f", "\u202a", "\u202e"])
    | st.sampled_from(["\u2066", "\u2069", "\u200e"]),
    min_size=1,
    max_size=8,
)


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, bytes]:
    """An example with a few lines dropped, doubled or swapped, bytes inserted, and
    ``Streit:`` lines of control characters added."""
    name = draw(st.sampled_from(sorted(EXAMPLES)))
    lines = EXAMPLES[name].split(b"\n")
    for _ in range(draw(st.integers(1, 6))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["drop", "double", "swap", "insert", "replace", "streit"]))
        if how == "streit":  # a question of controls the JSON must not write raw, in a deal
            deal = next((n for n, line in enumerate(lines) if line.startswith(b"Runde")), -1)
            lines.insert(max(i, deal + 1), b"Streit: " + draw(_CONTROL_TEXT).encode() + b"?")
        elif how == "drop":
            del lines[i]
        elif how == "double":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            blob = draw(_INSERTS)
            at = draw(st.integers(0, len(lines[i])))
            line = lines[i]
            lines[i] = line[:at] + blob + (line[at:] if how == "insert" else b"")
    return name, b"\n".join(lines)


def _judged_cleanly(name: str, data: bytes) -> None:
    judged = judge_source(data, name, places.EXAMPLES_DIR)
    if judged.report is None:
        assert judged.errors
        for line in judged.errors:
            assert INTERNAL not in line, line
            assert ERROR_LINE.match(line), line
    else:
        for lang in ("de", "en"):
            _json_is_safe(report_to_json(judged.report, lang))


def _json_is_safe(value: object) -> None:
    """The report's JSON text is valid, gives the report back, and holds no control
    character raw."""
    text = jsontext.dumps(value)
    assert not JSON_RAW.findall(text), JSON_RAW.findall(text)
    assert json.loads(text) == json.loads(json.dumps(value))


def _parsed_cleanly(data: bytes) -> None:
    try:
        parse(data, "f.perlagg")
    except ParseError as exc:
        assert exc.errors
        for e in exc.errors:
            assert e.line >= 1 and e.column >= 1
            assert len(e.format()) < 2000  # a window of the line, not all of it


@_SHORT
@given(mutated())
def test_mutated_examples_get_a_report_or_clear_errors(case: tuple[str, bytes]) -> None:
    _parsed_cleanly(case[1])
    _judged_cleanly(*case)


@_SHORT
@given(st.binary(max_size=400))
def test_random_bytes_get_clear_errors(data: bytes) -> None:
    _parsed_cleanly(data)
    _judged_cleanly("random.perlagg", data)


@pytest.mark.fuzz_long
@_LONG
@given(mutated())
def test_mutated_examples_long_run(case: tuple[str, bytes]) -> None:
    _parsed_cleanly(case[1])
    _judged_cleanly(*case)


@pytest.mark.fuzz_long
@_LONG
@given(st.binary(max_size=4000))
def test_random_bytes_long_run(data: bytes) -> None:
    _parsed_cleanly(data)
    _judged_cleanly("random.perlagg", data)
