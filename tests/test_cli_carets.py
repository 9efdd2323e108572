"""Every command that reads one transcript shows a parse error as ``perlagg parse`` does:
``file:line:column: message``, then the source line and a caret under the mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.cli import main

BAD = "Runde\nGeber: D\nHand A: LA EA HX L8 H10\nStich:\tA HA, B H11\n"


@pytest.fixture
def bad(tmp_path: Path, monkeypatch) -> str:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PERLAGG_LANG", raising=False)
    Path("bad.perlagg").write_text(BAD, encoding="utf-8")
    return "bad.perlagg"


def error_lines(capsys, *argv: str) -> list[str]:
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    return (out + err).splitlines()


@pytest.mark.parametrize("command", ["parse", "referee", "annotate", "svg"])
def test_the_line_and_a_caret_under_each_error(capsys, bad, command):
    lines = error_lines(capsys, "--lang", "en", command, bad)
    at = next(i for i, x in enumerate(lines) if x.startswith("bad.perlagg:3:15: "))
    assert lines[at + 1 : at + 3] == ["    Hand A: LA EA HX L8 H10", "                  ^"]
    second = next(i for i, x in enumerate(lines) if x.startswith("bad.perlagg:4:16: "))
    source, caret = lines[second + 1], lines[second + 2]
    # a tab before the mistake: the caret still stands under it
    assert source.expandtabs()[caret.expandtabs().index("^")] == "H"


def test_check_shows_them_under_its_lines(capsys, bad):
    lines = error_lines(capsys, "check", bad)
    assert lines[0].startswith("bad.perlagg:3:15: unknown-card error: ")
    assert lines[1:3] == ["    Hand A: LA EA HX L8 H10", "                  ^"]
    assert lines[-1] == "1 Datei geprüft: 0 Regelverstöße, 2 Fehler in 1 Datei"


def test_the_machine_formats_carry_no_caret(capsys, bad):
    main(["check", "--format", "github", bad])
    out = capsys.readouterr().out
    assert "^" not in out and out.count("::error ") == 2
