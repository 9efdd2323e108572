"""The JSON and JUnit faces write no DEL, C1, line separator or bidi control raw (issue
29, item 1): valid JSON and XML allow them, but raw they reach a terminal or a CI log
that shows the file.  One reproducer a face — ``referee --json``, ``check`` as json,
sarif and junit, ``analyse --json``, ``rules --json`` on a house-rules file — with
U+009B, U+007F, U+2028 and U+202E in a file name, a ``Streit:`` line, a remark, a
comment, a header name and a house rule's title and text; the JSON gives the text back
unchanged.  The property over every input: ``test_fuzz_controls.py``.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from referee.cli import main
from tests.support.places import example

#: what no JSON or JUnit output holds raw (checked char by char, not by jsontext's own
#: pattern): C0 but newline, DEL, C1, U+2028/U+2029, bidi embeddings, overrides, isolates
RAW = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e"
    "\u2060-\u2064\u2066-\u2069\ufeff]"
)
#: in a transcript U+2028 is a line break: its lines hold the others
EVIL = "\x9b2J \x7f \u202e"
#: in a file name and a house-rules file, U+2028 as well
EVIL_NAME = "a\x9b\x7f\u2028\u202e\u200f"
QUESTION = f"Darf C {EVIL} das?"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_nothing_raw(*texts: str) -> None:
    for text in texts:
        assert not RAW.findall(text), RAW.findall(text)


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    """Example 12 (a revoke at line 19) under a hostile name, with the characters in a
    header name, a ``Streit:`` line, a remark and a comment."""
    lines = example("12_").read_text(encoding="utf-8").split("\n")
    lines[18] += f' {{C: "ich {EVIL} darf"}}  # Bemerkung {EVIL}'
    first_trick = next(i for i, line in enumerate(lines) if line.startswith("Stich"))
    lines.insert(first_trick, f"Streit: {QUESTION}")
    lines.insert(0, '[C "Al\u202eix"]')
    path = tmp_path / f"{EVIL_NAME}.perlagg"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def questions(report: dict[str, Any]) -> list[str]:
    return [d["question"]["text"] for d in report["disputes"]]


def test_referee_json(capsys: pytest.CaptureFixture[str], transcript: Path) -> None:
    code, out, err = run(capsys, "referee", "--json", str(transcript))
    assert code == 1, err
    assert_nothing_raw(out, err)
    assert "\\u009b2J \\u007f \\u202e" in out
    assert questions(json.loads(out)) == [QUESTION]


def test_check_json(capsys: pytest.CaptureFixture[str], transcript: Path) -> None:
    code, out, err = run(capsys, "check", "--format", "json", str(transcript))
    assert code == 1, err
    assert_nothing_raw(out, err)
    (item,) = json.loads(out)
    assert item["file"] == str(transcript)
    assert questions(item["report"]) == [QUESTION]


def test_check_sarif(capsys: pytest.CaptureFixture[str], transcript: Path) -> None:
    code, out, err = run(capsys, "check", "--verbose", "--format", "sarif", str(transcript))
    assert code == 1, err
    assert_nothing_raw(out, err)
    messages = [r["message"]["text"] for r in json.loads(out)["runs"][0]["results"]]
    assert any(QUESTION in m for m in messages), messages


def test_check_junit(capsys: pytest.CaptureFixture[str], transcript: Path) -> None:
    code, out, err = run(capsys, "check", "--verbose", "--format", "junit", str(transcript))
    assert code == 1, err
    assert_nothing_raw(out, err)
    (case,) = ET.fromstring(out.split("\n", 1)[1]).iter("testcase")
    assert case.get("name", "").endswith("a\\x9b\\x7f\\u2028\\u202e\\u200f.perlagg")
    assert "\\x9b2J \\x7f \\u202e" in out  # the Streit line, escaped alike


def test_analyse_json(capsys: pytest.CaptureFixture[str], transcript: Path) -> None:
    code, out, err = run(capsys, "analyse", "--json", str(transcript))
    assert code == 0, err
    assert_nothing_raw(out, err)
    assert json.loads(out)["file"] == str(transcript)


def test_an_error_in_check_json_names_the_file_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / f"{EVIL_NAME}.perlagg"
    path.write_text("Runde\nGeber: X\n", encoding="utf-8")
    code, out, err = run(capsys, "check", "--format", "json", str(path))
    assert code == 2
    assert_nothing_raw(out, err)
    (item,) = json.loads(out)
    assert item["file"] == str(path) and item["errors"]


# --------------------------------------------------------------------------- house rules
TITLE = f"Haus {EVIL_NAME}"
TEXT = f"Auf 18 {EVIL_NAME} Punkte."


@pytest.fixture
def house(tmp_path: Path) -> Path:
    """A house-rules file whose title and paragraph text hold the characters (ids and
    refs may not: the loader refuses them, ``test_hostile_controls.py``)."""

    def toml(text: str) -> str:
        return "".join(f"\\u{ord(c):04x}" if RAW.match(c) else c for c in text)

    path = tmp_path / "haus.toml"
    path.write_text(
        f'extends = "1890"\nid = "haus"\ntitle = "{toml(TITLE)}"\n\n'
        f'[[paragraph]]\nref = "H1"\ntext = "{toml(TEXT)}"\n\n'
        '[concern.overbid]\nparagraphs = ["H1"]\n',
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("argv", [[], ["H1"]])
def test_rules_json_of_a_house_file(
    capsys: pytest.CaptureFixture[str], house: Path, argv: list[str]
) -> None:
    code, out, err = run(capsys, "rules", str(house), *argv, "--json")
    assert code == 0, err
    assert_nothing_raw(out, err)
    data = json.loads(out)
    assert data["title"] == TITLE
    assert any(p["text"] == TEXT for p in data["paragraphs"])


def test_rules_diff_json_of_a_house_file(capsys: pytest.CaptureFixture[str], house: Path) -> None:
    code, out, err = run(capsys, "rules", "diff", "1890", str(house), "--full", "--json")
    assert code == 0, err
    assert_nothing_raw(out, err)
    assert TEXT in json.dumps(json.loads(out), ensure_ascii=False)
