"""``perlagg check``: codes, selection, formats (text, github, json, junit, sarif), the
conventions a ruff user expects, escaping of user text, and a run that never stops early."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from referee.cli import main
from referee.cli.formats import github_command, safe
from referee.cli.inputs import collect
from referee.faces.json import report_to_json
from referee.judge.transcript import judge_file
from tests.support.places import EXAMPLES_DIR, ROOT

REVOKE = EXAMPLES_DIR / "12_farbe_verleugnet.perlagg"
DISPUTE = EXAMPLES_DIR / "04_austausch_durch_partner.perlagg"
LINE = re.compile(
    r"^(?P<file>.+?)(:(?P<line>\d+):(?P<col>\d+))?: (?P<code>[a-z0-9-]+) "
    r"(?P<kind>violation|score|ruling|undetermined|note|error): "
)


def check(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["check", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def games(tmp_path: Path) -> Path:
    """A folder tree: a clean transcript, a violation, and one deeper down."""
    (tmp_path / "sub").mkdir()
    shutil.copy(EXAMPLES_DIR / "01_gleich_ohne_gebot.perlagg", tmp_path / "a.perlagg")
    shutil.copy(REVOKE, tmp_path / "b.perlagg")
    shutil.copy(EXAMPLES_DIR / "02_drei_und_halten.perlagg", tmp_path / "sub" / "c.perlagg")
    (tmp_path / "notes.txt").write_text("kein Protokoll", encoding="utf-8")
    return tmp_path


@pytest.fixture(autouse=True)
def _no_config(tmp_path, monkeypatch):
    """Every test runs in a folder without a [tool.perlagg] above it."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PERLAGG_LANG", raising=False)


# ------------------------------------------------------------------ codes and selection
def test_text_format_one_line_per_finding_with_its_code(capsys, games):
    code, out, _ = check(capsys, str(games))
    assert code == 1
    *lines, summary = out.splitlines()
    assert lines and all(LINE.match(line) for line in lines)
    assert f"{games / 'b.perlagg'}:19:20: follow-suit violation: C verleugnet Farbe" in out
    assert "[1890 §13" in out
    assert summary == "3 Dateien geprüft: 1 Regelverstoß, 0 Fehler"


def test_default_shows_no_rulings_verbose_does(capsys):
    _, quiet, _ = check(capsys, str(DISPUTE))
    assert " ruling: " not in quiet
    _, loud, _ = check(capsys, str(DISPUTE), "--verbose")
    assert f"{DISPUTE}:20:1: dispute ruling: Streit „Durfte B" in loud
    assert f"{DISPUTE}:19:1: exchange ruling: B darf LO austauschen" in loud


def test_select_and_ignore_take_codes_and_kinds(capsys):
    _, out, _ = check(capsys, str(DISPUTE), "--select", "dispute")
    assert [LINE.match(x)["code"] for x in out.splitlines()[:-1]] == ["dispute"]
    code, out, _ = check(capsys, str(REVOKE), "--ignore", "follow-suit")
    assert code == 0 and "follow-suit" not in out
    code, out, _ = check(capsys, str(REVOKE), "--ignore", "violation")
    assert code == 0
    _, out, _ = check(capsys, str(DISPUTE), "--select", "ruling,note", "--ignore", "dispute")
    codes = {LINE.match(x)["code"] for x in out.splitlines()[:-1]}
    assert "exchange" in codes and "dispute" not in codes


def test_unknown_code_is_refused(capsys):
    code, _, err = check(capsys, str(REVOKE), "--select", "folow-suit")
    assert code == 2 and "folow-suit" in err


def test_errors_carry_codes_and_cannot_be_ignored(capsys, tmp_path):
    bad = tmp_path / "bad.perlagg"
    bad.write_text("Runde\nGeber: Q\nStich: A HX, B H8, C H9, D HK\n", encoding="utf-8")
    code, out, _ = check(capsys, str(bad), "--ignore", "error")
    assert code == 2
    assert f"{bad}:2:8: unknown-player error: unbekannter Spieler" in out
    assert f"{bad}:3:10: unknown-card error:" in out


def test_statistics_counts_per_code(capsys, games):
    shutil.copy(REVOKE, games / "d.perlagg")
    code, out, _ = check(capsys, str(games), "--statistics")
    assert code == 1
    assert "    2  follow-suit  violation" in out.splitlines()
    assert "verleugnet" not in out  # counts instead of lines


def test_quiet_and_exit_zero(capsys):
    code, out, _ = check(capsys, str(REVOKE), "--quiet", "--exit-zero")
    assert code == 0
    assert "geprüft" not in out and "follow-suit violation" in out


def test_exit_zero_keeps_exit_2(capsys, tmp_path, corpus):
    (tmp_path / "x.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    assert check(capsys, str(tmp_path), "--exit-zero")[0] == 2


def test_strict_fails_on_undetermined(capsys, tmp_path):
    lacking = tmp_path / "lacking.perlagg"
    lacking.write_text(
        "Runde\nGeber: D\nAbheben C: -\nTrumpf: L9\nA: Gilt mein Gleich!\nB: Ich halte.\n"
        "Stich: A HA, B H8, C HO, D H9\n",
        encoding="utf-8",
    )
    code, out, _ = check(capsys, str(lacking))
    assert " undetermined: " in out and code == 0
    code, _, _ = check(capsys, str(lacking), "--strict")
    assert code == 1


def test_output_file(capsys, tmp_path):
    target = tmp_path / "out.txt"
    code, out, _ = check(capsys, str(REVOKE), "--output-file", str(target))
    assert code == 1 and out == ""
    assert "follow-suit violation" in target.read_text(encoding="utf-8")


def test_stdin_with_stdin_filename(capsys, monkeypatch):
    data = REVOKE.read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = check(capsys, "-", "--stdin-filename", "games/x.perlagg")
    assert code == 1
    assert out.startswith("games/x.perlagg:19:20: follow-suit violation:")


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert re.fullmatch(r"perlagg \d+\.\d+\.\d+\n", capsys.readouterr().out)


# ------------------------------------------------------------------ counts and words
def test_clean_file_singular(capsys):
    code, out, _ = check(capsys, str(EXAMPLES_DIR / "02_drei_und_halten.perlagg"))
    assert code == 0
    assert out.strip().endswith("1 Datei geprüft: 0 Regelverstöße, 0 Fehler")


def test_english_summary_plural_aware(capsys, games):
    _, out, _ = check(capsys, str(REVOKE), "--lang", "en")
    assert "follow-suit violation: C revokes" in out
    assert out.splitlines()[-1] == "1 file checked: 1 violation, 0 errors"
    _, out, _ = check(capsys, str(games), "--lang", "en")
    assert out.splitlines()[-1] == "3 files checked: 1 violation, 0 errors"


def test_lang_before_the_command_and_from_the_environment(capsys, monkeypatch):
    assert main(["--lang", "en", "check", str(REVOKE)]) == 1
    assert "C revokes" in capsys.readouterr().out
    monkeypatch.setenv("PERLAGG_LANG", "en")
    assert main(["check", str(REVOKE)]) == 1
    assert "C revokes" in capsys.readouterr().out


def test_argparse_speaks_the_language(capsys):
    for lang, phrase in (("en", "the following arguments are required"), ("de", "fehlen")):
        with pytest.raises(SystemExit):
            main(["--lang", lang, "referee"])
        err = capsys.readouterr().err
        assert phrase in err
    with pytest.raises(SystemExit):
        main(["--lang", "en", "check", "--help"])
    out = capsys.readouterr().out
    assert "positional arguments" in out and "output format" in out
    assert not re.search(r"[äöüß]|Protokoll|Ausgabe", out)


def test_empty_folder_is_no_error(capsys, tmp_path):
    code, out, err = check(capsys, str(tmp_path))
    assert code == 0 and "keine *.perlagg-Dateien" in err
    assert out.strip() == "0 Dateien geprüft: 0 Regelverstöße, 0 Fehler"


# ------------------------------------------------------------------ github
def test_github_annotations(capsys, games, corpus):
    (games / "bad.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    code, out, _ = check(capsys, str(games), "--format", "github", "--verbose")
    assert code == 2
    lines = out.splitlines()
    b = str(games / "b.perlagg")
    assert any(
        line.startswith(
            f"::error file={b},line=19,col=20,title=perlagg follow-suit violation::C verleugnet"
        )
        for line in lines
    )
    assert any(line.startswith("::error file=") and ",line=2,col=8," in line for line in lines)
    assert any(line.startswith("::notice file=") for line in lines)  # rulings with -v
    assert all(line.startswith("::") for line in lines[:-1])


def test_github_default_has_no_notices(capsys):
    _, out, _ = check(capsys, str(EXAMPLES_DIR), "--format", "github")
    assert "::notice" not in out


def test_github_escaping():
    cmd = github_command("warning", "100% sicher\nzweite Zeile\r", "a,b:c.perlagg", 3, 4, "x")
    assert cmd == (
        "::warning file=a%2Cb%3Ac.perlagg,line=3,col=4,title=perlagg x"
        "::100%25 sicher\\nzweite Zeile\\r"
    )
    assert github_command("error", "m", "f") == "::error file=f::m"


# ------------------------------------------------------------------ user text cannot forge lines
# control characters a terminal or a log viewer acts on, inside one line of the notation
FORGED = "Streit: Gilt das?\x1b[2K\x08\x08::error file=x.perlagg,line=1::erfunden\x07"


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_user_text_cannot_forge_a_line(capsys, tmp_path, fmt):
    f = tmp_path / "forge.perlagg"
    f.write_text(REVOKE.read_text(encoding="utf-8") + FORGED + "\n", encoding="utf-8")
    _, out, _ = check(capsys, str(f), "--format", fmt, "--verbose")
    assert "erfunden" in out  # the question is there, escaped
    for line in out.split("\n"):
        assert line.isprintable(), repr(line)
        assert not line.startswith("::error file=x.perlagg")


def test_safe_escapes_controls():
    assert safe("a\nb\x00\x1b") == "a\\nb\\x00\\x1b"


def test_file_name_with_newline(capsys, tmp_path):
    f = tmp_path / "a\n::error::b.perlagg"
    shutil.copy(REVOKE, f)
    _, out, _ = check(capsys, str(tmp_path))
    assert all(LINE.match(line) for line in out.splitlines()[:-1])


# ------------------------------------------------------------------ json, junit, sarif
def test_json_array_per_file(capsys, games, corpus):
    (games / "bad.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    code, out, err = check(capsys, str(games), "--format", "json")
    assert code == 2
    data = json.loads(out)
    assert [Path(d["file"]).name for d in data] == [
        "a.perlagg",
        "b.perlagg",
        "bad.perlagg",
        "c.perlagg",
    ]
    by_name = {Path(d["file"]).name: d for d in data}
    assert by_name["b.perlagg"]["exit"] == 1
    assert by_name["b.perlagg"]["report"] == report_to_json(judge_file(games / "b.perlagg"))
    assert by_name["b.perlagg"]["records"][0]["code"] == "follow-suit"
    assert by_name["bad.perlagg"]["exit"] == 2
    assert by_name["bad.perlagg"]["errors"][0].endswith(
        ":2:8: unbekannter Spieler „Q“: weder ein Sitz A, B, C, D noch ein Name aus dem Kopf"
    )
    assert by_name["bad.perlagg"]["records"][0]["code"] == "unknown-player"
    assert "4 Dateien geprüft" in err  # the summary stays out of the JSON


def test_junit_is_valid_xml_one_case_per_transcript(capsys, games):
    (games / "bad.perlagg").write_text('[A "<&\x01>"]\nRunde\nGeber: Q\n', encoding="utf-8")
    code, out, _ = check(capsys, str(games), "--format", "junit")
    assert code == 2
    root = ET.fromstring(out)
    assert root.tag == "testsuites"
    (suite,) = root.findall("testsuite")
    cases = suite.findall("testcase")
    assert len(cases) == 4 == int(suite.get("tests"))
    by_name = {Path(c.get("name")).name: c for c in cases}
    assert by_name["b.perlagg"].find("failure") is not None
    assert "follow-suit" in by_name["b.perlagg"].find("failure").text
    assert by_name["bad.perlagg"].find("error") is not None
    assert by_name["a.perlagg"].find("failure") is None
    assert (suite.get("failures"), suite.get("errors")) == ("1", "1")


def test_sarif_is_sarif_2_1_0(capsys, games, corpus):
    (games / "bad.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    code, out, _ = check(capsys, str(games), "--format", "sarif")
    assert code == 2
    log = json.loads(out)
    schema = json.loads((ROOT / "tests" / "schemas" / "sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.validate(log, schema)
    (run,) = log["runs"]
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    assert "Es darf nie Farbe verleugnet werden" in rules["follow-suit"]["help"]["text"]
    assert "unknown-player" in rules
    from referee.rules import catalogue

    assert set(catalogue().concerns) <= set(rules)  # one rule per concern, found or not
    assert "Trumpf sticht alle Farben." in rules["trick-winner"]["help"]["text"]
    for result in run["results"]:
        assert run["tool"]["driver"]["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["locations"][0]["physicalLocation"]["region"]["startLine"] >= 1


# ------------------------------------------------------------------ never stop, never skip
@pytest.mark.parametrize("fmt", ["text", "json", "sarif"])
def test_jobs_gives_the_same_output_in_the_same_order(capsys, fmt):
    """Workers send back only what the format needs; json and sarif need the report."""
    code1, out1, _ = check(capsys, str(EXAMPLES_DIR), "-v", "--format", fmt)
    code3, out3, _ = check(capsys, str(EXAMPLES_DIR), "-v", "--format", fmt, "--jobs", "3")
    assert code1 == code3 == 1
    assert out1 == out3
    assert len(out1.splitlines()) > len(list(EXAMPLES_DIR.glob("*.perlagg")))


def test_jobs_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["check", str(EXAMPLES_DIR), "--jobs", "0"])
    assert exc.value.code == 2


def test_house_rules_files_are_not_transcripts():
    files = collect([str(EXAMPLES_DIR)]).files
    assert files and all(f.endswith(".perlagg") for f in files)
    assert not any(f.endswith("stammtisch.toml") for f in files)


def test_collect_recursive_sorted_only_perlagg(games):
    got = collect([str(games)])
    assert [Path(f).name for f in got.files] == ["a.perlagg", "b.perlagg", "c.perlagg"]
    assert got.problems == () and got.empty == ()


def test_missing_path_exit_2(capsys):
    code, out, _ = check(capsys, "/nonexistent/dir")
    assert code == 2
    assert "/nonexistent/dir: unreadable error: Datei nicht gefunden" in out


def test_parse_error_exit_2_even_with_violations(capsys, games, corpus):
    (games / "bad.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    code, out, _ = check(capsys, str(games))
    assert code == 2
    assert f"{games / 'bad.perlagg'}:2:8: unknown-player error: unbekannter Spieler" in out
    assert out.splitlines()[-1] == "4 Dateien geprüft: 1 Regelverstoß, 1 Fehler in 1 Datei"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_bad_entries_are_reported_and_the_run_goes_on(capsys, games, corpus):
    os.mkfifo(games / "fifo.perlagg")
    os.symlink(games / "gone.perlagg", games / "dangling.perlagg")
    os.symlink(games, games / "sub" / "loop")
    (games / "binary.perlagg").write_bytes(b"\x00\xff\xfe" * 100)
    (games / "huge.perlagg").write_text(corpus("huge_round_number"), encoding="utf-8")
    code, out, _ = check(capsys, str(games), "--format", "json")
    assert code == 2
    data = {Path(d["file"]).name: d for d in json.loads(out)}
    assert data["fifo.perlagg"]["exit"] == 2
    assert data["dangling.perlagg"]["exit"] == 2
    assert data["binary.perlagg"]["exit"] == 2
    assert "huge.perlagg" in data
    assert any(name == "loop" for name in data)  # the loop is reported
    assert data["b.perlagg"]["exit"] == 1  # and the others were judged


def test_unreadable_folder_is_reported(capsys, games, monkeypatch):
    locked = str(games / "sub")
    real = os.scandir

    def scandir(path):
        if str(path) == locked:
            raise PermissionError(13, "Keine Berechtigung")
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    code, out, _ = check(capsys, str(games))
    assert code == 2 and f"{locked}: unreadable error: Ordner nicht lesbar" in out
    assert "b.perlagg:19:20: follow-suit violation" in out


# ------------------------------------------------------------------ expected findings
def _marked(tmp_path: Path, mark: str) -> Path:
    trick = "Stich: A LA, B L8, C E8, D L10"
    f = tmp_path / "history.perlagg"
    f.write_text(REVOKE.read_text(encoding="utf-8").replace(trick, f"{trick} {mark}"), "utf-8")
    return f


def test_an_expected_finding_that_occurs_passes(capsys, tmp_path):
    f = _marked(tmp_path, "{erwartet: follow-suit}")
    code, out, _ = check(capsys, str(f))
    assert code == 0 and out.splitlines()[-1].endswith("0 Fehler, 1 erwartet")
    _, out, _ = check(capsys, str(f), "--verbose")
    assert f"{f}:19:20: follow-suit violation (expected):" in out


def test_an_expected_finding_that_no_longer_occurs_fails(capsys, tmp_path):
    f = _marked(tmp_path, "{expected: follow-suit, must-have}")
    code, out, _ = check(capsys, str(f), "--ignore", "must-have")
    assert code == 2
    assert f"{f}:19:32: expected error: erwartet war must-have in Zeile 19" in out


def test_expected_findings_in_sarif_are_suppressed(capsys, tmp_path):
    f = _marked(tmp_path, "{erwartet: follow-suit}")
    code, out, _ = check(capsys, str(f), "--format", "sarif", "--verbose")
    assert code == 0
    (result,) = [r for r in json.loads(out)["runs"][0]["results"] if r["ruleId"] == "follow-suit"]
    assert result["suppressions"] == [{"kind": "inSource"}]
