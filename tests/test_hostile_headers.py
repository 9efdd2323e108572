"""Header words (issue 25 item 12, issue 29 item 5): a header tag the referee does not
know is an error with the nearest known one, a judging tag given twice with another
value is an error at the second, an unknown rulebook id lists what there is, and a
``[Stand]`` already at the target is questioned under every rulebook."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.faces.common import judge_path, judge_source
from referee.notation import NotationError, ParseError, parse
from referee.notation.header_check import KNOWN_HEADERS

BODY = "Runde\nGeber: D\nAbheben C: -\nTrumpf: L9\n"
RULEBOOKS = ["1890", "1924", "schlanders-2013"]


def errors_of(text: str) -> tuple[NotationError, ...]:
    with pytest.raises(ParseError) as info:
        parse(text, "t.perlagg")
    return info.value.errors


# --------------------------------------------------------------------------- unknown keys
@pytest.mark.parametrize(
    ("written", "meant"), [("Regel", "Regeln"), ("Ziehl", "Ziel"), ("regln", "Regeln")]
)
def test_a_misspelt_header_key_is_an_error_with_the_nearest_known_one(
    written: str, meant: str
) -> None:
    (e,) = errors_of(f'[Quelle "x"]\n[{written} "1924"]\n{BODY}')
    assert (e.line, e.column, e.parts[0][0]) == (2, 1, "notation.unknown_header")
    assert e.message == f"unbekannte Kopfzeile [{written} …] — meinten Sie [{meant} …]?"
    assert e.text("en") == f"unknown header tag [{written} …] — did you mean [{meant} …]?"


def test_an_unknown_header_far_from_any_lists_the_known_ones() -> None:
    (e,) = errors_of(f'[Turnier "Meran"]\n{BODY}')
    assert (e.line, e.column) == (1, 1)
    assert "[Regeln, Ziel, A, B, C, D, Spieler, Karten, Stand, Datum, Ort, Quelle]" in e.message
    assert "# …" in e.text("en")  # where a free note belongs


def test_every_known_header_key_is_accepted_in_any_case() -> None:
    values = {"Regeln": "1890", "Ziel": "15", "Spieler": "4", "Karten": "5"}
    values["Stand"] = "A+C 0, B+D 0"
    text = "".join(f'[{k.upper()} "{values.get(k, "x")}"]\n' for k in KNOWN_HEADERS)
    assert len(parse(text + BODY).headers) == len(KNOWN_HEADERS)


def test_an_unknown_header_is_an_error_of_check_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "t.perlagg"
    path.write_text(f'[Regeln "1890"]\n[Regel "schlanders-2013"]\n{BODY}', encoding="utf-8")
    judged = judge_path(path, None)
    assert judged.report is None  # never judged under the default rulebook in silence
    assert judged.errors[0].startswith(f"{path}:2:1: unbekannte Kopfzeile [Regel …]")


# --------------------------------------------------------------------------- twice
@pytest.mark.parametrize(
    ("key", "first", "second"),
    [
        ("Regeln", "1890", "1924"),
        ("Spieler", "2", "4"),
        ("Ziel", "15", "11"),
        ("A", "Sepp", "Karl"),
    ],
)
def test_a_second_different_value_of_a_judging_tag_is_an_error_at_its_line(
    key: str, first: str, second: str
) -> None:
    (e,) = errors_of(f'[{key} "{first}"]\n[Quelle "x"]\n[{key.lower()} "{second}"]\n{BODY}')
    assert (e.line, e.column, e.parts[0][0]) == (3, 1, "notation.header_twice")
    assert e.message.startswith(f"[{key} …] steht schon in Zeile 1 mit einem anderen Wert")
    assert f"„{second}“" in e.message
    assert e.text("en").startswith(f"[{key} …] is already given in line 1 with another value")


def test_two_tags_on_one_line_are_told_at_the_second_one() -> None:
    (e,) = errors_of(f'[Ziel "15"] [Ziel "11"]\n{BODY}')
    assert (e.line, e.column) == (1, 13)


@pytest.mark.parametrize("second", ["1924", " 1924", "1924  "])
def test_the_same_value_twice_says_one_thing_and_is_accepted(second: str) -> None:
    t = parse(f'[Regeln "1924"]\n[Regeln "{second}"]\n[A "Sepp  Mair"] [A "Sepp Mair"]\n{BODY}')
    assert t.header("Regeln").strip() == "1924"


def test_descriptive_tags_may_repeat() -> None:
    t = parse(f'[Quelle "Protokoll"]\n[Quelle "Tagebuch"]\n[Ort "Meran"] [Ort "Bozen"]\n{BODY}')
    assert [h.value for h in t.headers][:2] == ["Protokoll", "Tagebuch"]


def test_a_long_second_value_is_clipped_in_the_message() -> None:
    (e,) = errors_of(f'[Regeln "1890"]\n[Regeln "{"x" * 5000}"]\n{BODY}')
    assert len(e.message) < 200


# --------------------------------------------------------------------------- rulebook ids
def test_an_unknown_rulebook_id_lists_the_built_ins_and_the_house_files_beside(
    tmp_path: Path, house_file
) -> None:
    house = house_file("")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n', encoding="utf-8")
    path = house.parent / "t.perlagg"
    path.write_text(f'[Regeln "Hausregel"]\n{BODY}', encoding="utf-8")
    (line,) = judge_path(path, None).errors
    assert "kein Regelwerk „Hausregel“" in line
    assert "1890, 1924, schlanders-2013" in line
    assert f"Hausregeln daneben: {house.name}" in line
    assert "pyproject" not in line


def test_a_near_rulebook_id_is_suggested_in_english(tmp_path: Path) -> None:
    path = tmp_path / "t.perlagg"
    path.write_text(f'[Regeln "Schlanders"]\n{BODY}', encoding="utf-8")
    (line,) = judge_path(path, None, lang="en").errors
    assert "no rulebook “Schlanders” — did you mean “schlanders-2013”?" in line
    assert "no house-rules file (*.toml) lies beside it" in line


def test_a_house_file_that_fails_is_still_said_as_it_fails(tmp_path: Path) -> None:
    (tmp_path / "kaputt.toml").write_text("id = [\n", encoding="utf-8")
    path = tmp_path / "t.perlagg"
    path.write_text(f'[Regeln "kaputt.toml"]\n{BODY}', encoding="utf-8")
    (line,) = judge_path(path, None).errors
    assert "kein Regelwerk" not in line  # the file is there: its own fault is said


# --------------------------------------------------------------------------- start score
@pytest.mark.parametrize(
    ("rulebook", "target", "cite"),
    [
        ("1890", 15, "1890 §5"),
        ("1924", 15, "1924 §5"),
        ("schlanders-2013", 24, "schlanders-2013 A 3"),
    ],
)
@pytest.mark.parametrize("over", [0, 7])
def test_a_start_score_at_or_past_the_target_is_questioned(
    rulebook: str, target: int, cite: str, over: int
) -> None:
    text = f'[Regeln "{rulebook}"]\n[Stand "A+C 3, B+D {target + over}"]\n{BODY}'
    judged = judge_source(text, "t.perlagg", None)
    assert judged.report is not None, judged.errors
    (found,) = [f for f in judged.report.findings if f.key == "replay.start-score-over"]
    assert (found.span.line, found.kind.value) == (2, "ruling")
    assert found.args["party"] == "B+D"
    assert cite in [c.label_in("de") for c in found.cites]


@pytest.mark.parametrize("rulebook", RULEBOOKS)
def test_a_start_score_below_the_target_is_not_questioned(rulebook: str) -> None:
    text = f'[Regeln "{rulebook}"]\n[Stand "A+C 3, B+D 14"]\n{BODY}'
    judged = judge_source(text, "t.perlagg", None)
    assert judged.report is not None
    assert "replay.start-score-over" not in [f.key for f in judged.report.findings]
