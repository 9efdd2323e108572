"""``perlagg referee`` through the real entry point (``referee.cli.main``) and through
``python -m referee`` in a subprocess: exit codes, plain text, JSON, no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli import main
from referee.faces.json import report_to_json
from referee.judge.transcript import judge_file
from tests.support.places import EXAMPLES_DIR, ROOT

BARE = str(EXAMPLES_DIR / "01_gleich_ohne_gebot.perlagg")
REVOKE = str(EXAMPLES_DIR / "12_farbe_verleugnet.perlagg")
OVERBID = str(EXAMPLES_DIR / "06_ueberboten.perlagg")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["referee", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_clean_transcript_exits_0_plain_german(capsys):
    code, out, err = run(capsys, BARE)
    assert code == 0 and err == ""
    assert "\x1b[" not in out  # not a terminal: no colour codes
    assert "Schiedsspruch" in out and "Regelwerk" in out and "1890" in out
    assert "Gleich" in out and "still" in out  # the figure table
    assert "Streitfragen" in out and "Muss B jetzt ein Gleich haben?" in out
    assert "Schwaighofer 1926, S. 67" in out  # explanation panel
    assert "Endstand: A+C 2, B+D 1" in out


def test_violation_exits_1_with_line_echo_and_verbatim_quote(capsys):
    code, out, _ = run(capsys, REVOKE)
    assert code == 1
    assert "Regelverstoß" in out
    assert "Stich: A LA, B L8, C E8, D L10" in out  # the transcript line echoed
    assert "1890 §13" in out
    assert "„Es darf nie Farbe verleugnet werden, außer es wird gestochen.“" in out


def test_interpretation_is_labelled_never_quoted(capsys):
    _, out, _ = run(capsys, REVOKE, "--full")  # by default it is a label, not quoted
    assert "Auslegung des Schiedsrichters – kein Zitat" in out
    assert "„Wer die angespielte Farbe hält" not in out


def test_english_messages_german_quotes(capsys):
    code, out, _ = run(capsys, REVOKE, "--lang", "en")
    assert code == 1
    assert "Ruling" in out and "violation" in out and "Final score" in out
    assert "Es darf nie Farbe verleugnet werden" in out  # the paragraph stays German


def test_penalty_and_initial_score_shown(capsys):
    code, out, _ = run(capsys, OVERBID)
    assert code == 1
    assert "Stand vorher" in out and "A+C 13, B+D 9" in out
    assert "Strafe: A+C -2" in out


def test_json_is_the_report(capsys):
    code, out, _ = run(capsys, REVOKE, "--json")
    assert code == 1
    assert json.loads(out) == report_to_json(judge_file(REVOKE))


def test_json_english(capsys):
    _, out, _ = run(capsys, REVOKE, "--json", "--lang", "en")
    data = json.loads(out)
    assert data["findings"][0]["message"].startswith("C revokes")


def test_rules_option_overrides_header(capsys):
    _, out, _ = run(capsys, REVOKE, "--rules", "schlanders-2013", "--json")
    assert json.loads(out)["rulebook"] == "schlanders-2013"


def test_rules_path_relative_to_working_directory(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    _, out, _ = run(capsys, REVOKE, "--rules", "examples/stammtisch.toml", "--json")
    data = json.loads(out)
    assert data["rulebook"] == "stammtisch" and data["target"] == 18


def test_no_color_env_gives_plain_text(capsys, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("FORCE_COLOR", "")
    _, out, _ = run(capsys, REVOKE)
    assert "\x1b[" not in out


# --------------------------------------------------------------------------- exit 2
def test_missing_file(capsys):
    code, out, err = run(capsys, "/nonexistent/x.perlagg")
    assert code == 2 and out == ""
    assert "/nonexistent/x.perlagg: Datei nicht gefunden" in err


def test_directory(capsys, tmp_path):
    code, _, err = run(capsys, str(tmp_path))
    assert code == 2 and "Verzeichnis" in err


def test_parse_error_lines_on_stderr(capsys, tmp_path):
    bad = tmp_path / "bad.perlagg"
    bad.write_text("Runde\nGeber: Q\nA spielt XY\n", encoding="utf-8")
    code, out, err = run(capsys, str(bad))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].startswith(f"{bad}:2:8: ")
    # each error, then its source line and a caret under the mistake (as parse shows it)
    assert lines[1:3] == ["    Geber: Q", "           ^"]
    assert all(line.startswith(f"{bad}:") for line in lines[::3])


def test_invalid_utf8(capsys, tmp_path, corpus):
    bad = tmp_path / "latin1.perlagg"
    bad.write_bytes(corpus("gruss_gott").encode("latin-1"))
    code, _, err = run(capsys, str(bad))
    assert code == 2
    assert f"{bad}:3:" in err and "UTF-8" in err


def test_unknown_rulebook(capsys):
    code, _, err = run(capsys, BARE, "--rules", "wien-1850")
    assert code == 2 and "Regelwerk" in err and "Traceback" not in err


def test_unknown_rulebook_in_header(capsys, tmp_path):
    f = tmp_path / "h.perlagg"
    f.write_text('[Regeln "fehlt.toml"]\nRunde\nGeber: D\n', encoding="utf-8")
    code, _, err = run(capsys, str(f))
    assert code == 2 and str(f) in err


def test_wrong_command_exits_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["referee"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["referee", BARE, "--lang", "fr"])
    assert exc.value.code == 2


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300) | st.text(max_size=300).map(lambda s: s.encode("utf-8")))
def test_any_bytes_give_an_exit_code_never_an_exception(tmp_path, capsys, data):
    f = tmp_path / "any.perlagg"
    f.write_bytes(data)
    code = main(["referee", str(f)])
    capsys.readouterr()
    assert code in (0, 1, 2)


# --------------------------------------------------------------------------- subprocess
def _python_m(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "referee", *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def test_python_m_referee_json():
    proc = _python_m("referee", "examples/12_farbe_verleugnet.perlagg", "--json")
    assert proc.returncode == 1, proc.stderr
    assert json.loads(proc.stdout)["findings"][0]["kind"] == "violation"


def test_python_m_referee_plain_and_errors():
    ok = _python_m("referee", "examples/02_drei_und_halten.perlagg")
    assert ok.returncode == 0 and "\x1b[" not in ok.stdout and "Schiedsspruch" in ok.stdout
    missing = _python_m("referee", "nope.perlagg")
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert "nope.perlagg: Datei nicht gefunden" in missing.stderr
    usage = _python_m("frobnicate")
    assert usage.returncode == 2 and "Traceback" not in usage.stderr


def test_stdin_with_stdin_filename(capsys, monkeypatch):
    import io

    data = Path(REVOKE).read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code = main(["referee", "-", "--stdin-filename", "games/x.perlagg", "--json"])
    assert code == 1
    assert json.loads(capsys.readouterr().out)["findings"][0]["concern"] == "follow-suit"


def test_annotate_reads_stdin_and_refuses_in_place(capsys, monkeypatch):
    import io

    data = Path(REVOKE).read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["annotate", "-"]) == 1
    assert "{perlagg:" in capsys.readouterr().out
    assert main(["annotate", "-", "--in-place"]) == 2
    assert "Standardeingabe" in capsys.readouterr().err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused_at_once(capsys, device):
    if not Path(device).exists():
        pytest.skip(f"no {device} here")  # pragma: no cover
    for command in ("referee", "parse", "annotate", "check", "svg"):
        assert main([command, device]) == 2, command
        said = capsys.readouterr()
        assert "ist ein Gerät, keine Datei" in said.out + said.err, command  # check: stdout


@pytest.mark.parametrize(
    ("lang", "nearest", "other"),
    [
        ((), "„Darf A sein Gebot zurücknehmen?“", "May A withdraw his bid?"),
        (("--lang", "en"), "“May A withdraw his bid?”", "Darf A sein Gebot zurücknehmen?"),
    ],
)
def test_a_question_not_understood_gets_the_nearest_form_in_the_report_s_language(
    capsys, tmp_path: Path, lang: tuple[str, ...], nearest: str, other: str
) -> None:
    """issue 24: in a German report „Darf C das?“ got the English „May A withdraw his
    bid?“; the nearest form is said in the report's language."""
    path = tmp_path / "q.perlagg"
    path.write_text(
        "Runde\nGeber: D\nAbheben C: -\nHand A: HA H9 E10 SK S10\nStreit: Darf C das?\n",
        encoding="utf-8",
    )
    _code, out, _err = run(capsys, str(path), *lang)
    flat = " ".join(out.split())
    assert nearest in flat and other not in flat
