"""``perlagg check``: one line per finding, GitHub annotations, JSON, exit codes, --jobs."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from referee.cli import main
from referee.cli.check import collect, github_command
from referee.replay import judge_file

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
REVOKE = EX / "12_farbe_verleugnet.perlagg"
LINE = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<kind>violation|ruling|undetermined|note|error): "
)


def check(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["check", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def games(tmp_path: Path) -> Path:
    """A folder tree: a clean transcript, a violation, and one deeper down."""
    (tmp_path / "sub").mkdir()
    shutil.copy(EX / "01_gleich_ohne_gebot.perlagg", tmp_path / "a.perlagg")
    shutil.copy(REVOKE, tmp_path / "b.perlagg")
    shutil.copy(EX / "02_drei_und_halten.perlagg", tmp_path / "sub" / "c.perlagg")
    (tmp_path / "notes.txt").write_text("kein Protokoll", encoding="utf-8")
    return tmp_path


def test_text_format_one_line_per_finding(capsys, games):
    code, out, _ = check(capsys, str(games))
    assert code == 1
    *lines, summary = out.splitlines()
    assert all(LINE.match(line) for line in lines)
    assert f"{games / 'b.perlagg'}:19:20: violation: C verleugnet Farbe" in out
    assert "[1890 §13" in out
    assert summary == "3 Dateien geprüft: 1 Regelverstöße, 0 Fehler"


def test_collect_recursive_sorted_only_perlagg(games):
    files, missing, empty = collect([str(games)])
    assert [Path(f).name for f in files] == ["a.perlagg", "b.perlagg", "c.perlagg"]
    assert missing == [] and empty == []


def test_clean_files_exit_0(capsys):
    code, out, _ = check(capsys, str(EX / "02_drei_und_halten.perlagg"))
    assert code == 0
    assert out.strip().endswith("1 Dateien geprüft: 0 Regelverstöße, 0 Fehler")


def test_parse_error_exit_2_even_with_violations(capsys, games):
    (games / "bad.perlagg").write_text("Runde\nGeber: Q\n", encoding="utf-8")
    code, out, _ = check(capsys, str(games))
    assert code == 2
    assert f"{games / 'bad.perlagg'}:2:8: error: unbekannter Spieler" in out
    assert out.splitlines()[-1] == "4 Dateien geprüft: 1 Regelverstöße, 1 Fehler"


def test_missing_path_exit_2(capsys):
    code, out, _ = check(capsys, "/nonexistent/dir")
    assert code == 2
    assert "/nonexistent/dir: error: Datei nicht gefunden" in out


def test_empty_folder_is_no_error(capsys, tmp_path):
    code, out, err = check(capsys, str(tmp_path))
    assert code == 0 and "keine *.perlagg-Dateien" in err
    assert out.strip() == "0 Dateien geprüft: 0 Regelverstöße, 0 Fehler"


def test_english_summary(capsys):
    _, out, _ = check(capsys, str(REVOKE), "--lang", "en")
    assert "violation: C revokes" in out
    assert out.splitlines()[-1] == "1 files checked: 1 violations, 0 errors"


def test_github_annotations(capsys, games):
    (games / "bad.perlagg").write_text("Runde\nGeber: Q\n", encoding="utf-8")
    code, out, _ = check(capsys, str(games), "--format", "github")
    assert code == 2
    lines = out.splitlines()
    b = str(games / "b.perlagg")
    assert any(
        line.startswith(f"::error file={b},line=19,col=20,title=perlagg violation::C verleugnet")
        for line in lines
    )
    assert any(line.startswith("::error file=") and ",line=2,col=8," in line for line in lines)
    assert any(line.startswith("::notice file=") for line in lines)  # rulings
    assert all(line.startswith("::") for line in lines[:-1])


def test_github_escaping():
    cmd = github_command("warning", "100% sicher\nzweite Zeile\r", "a,b:c.perlagg", 3, 4, "x")
    assert cmd == (
        "::warning file=a%2Cb%3Ac.perlagg,line=3,col=4,title=perlagg x"
        "::100%25 sicher%0Azweite Zeile%0D"
    )
    assert github_command("error", "m", "f") == "::error file=f::m"


def test_json_array_per_file(capsys, games):
    (games / "bad.perlagg").write_text("Runde\nGeber: Q\n", encoding="utf-8")
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
    assert by_name["b.perlagg"]["report"] == judge_file(games / "b.perlagg").to_json()
    assert by_name["bad.perlagg"]["exit"] == 2
    assert by_name["bad.perlagg"]["errors"][0].endswith(
        ":2:8: unbekannter Spieler „Q“: weder ein Sitz A, B, C, D noch ein Name aus dem Kopf"
    )
    assert "4 Dateien geprüft" in err  # the summary stays out of the JSON


def test_jobs_gives_the_same_output_in_the_same_order(capsys):
    code1, out1, _ = check(capsys, str(EX))
    code3, out3, _ = check(capsys, str(EX), "--jobs", "3")
    assert code1 == code3 == 1
    assert out1 == out3
    assert len(out1.splitlines()) > len(list(EX.glob("*.perlagg")))


def test_jobs_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["check", str(EX), "--jobs", "0"])
    assert exc.value.code == 2


def test_house_rules_files_are_not_transcripts():
    files, _, _ = collect([str(EX)])
    assert files and all(f.endswith(".perlagg") for f in files)
    assert not any(f.endswith("stammtisch.toml") for f in files)
