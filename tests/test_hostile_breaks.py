"""Issue 29, deliverables 2 and 3: Unicode line breaks are line breaks everywhere (one
definition, ``referee.base.lines``), and no internal error, whatever the input (a Weli
in a deck without one under ``analyse``, a loop of links, a name too long, a file name
that is not UTF-8).  One test per reproducer; the property over every input is in
test_fuzz_breaks.py."""

from __future__ import annotations

import importlib.metadata
import io
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from referee.cli import main
from referee.faces.html import render_page
from referee.faces.terminal import make_console, render
from referee.judge.transcript import judge_text
from referee.messages import EN
from tests.support.places import EXAMPLES_DIR

REVOKE = EXAMPLES_DIR / "12_farbe_verleugnet.perlagg"
WELI = EXAMPLES_DIR / "03_weli_als_herzsiebener.perlagg"
LONG = "x" * 5000 + ".toml"


def _with_break_in_first_line(brk: str) -> str:
    """The revoke example with one more line break in its first (comment) line."""
    first, rest = REVOKE.read_text(encoding="utf-8").split("\n", 1)
    return f"{first}{brk}# noch ein Kommentar\n{rest}"


def _terminal(text: str) -> str:
    report = judge_text(text, "x.perlagg")
    out = io.StringIO()
    render(report, make_console(out, width=100), source=text)
    return out.getvalue()


# --------------------------------------------------------------------- line breaks
@pytest.mark.parametrize("brk", ["\u2028", "\u2029", "\x85", "\r"])
def test_the_report_quotes_the_findings_own_line_after_a_unicode_break(brk: str) -> None:
    text = _with_break_in_first_line(brk)
    report = judge_text(text, "x.perlagg")
    (revoke,) = [f for f in report.findings if f.concern == "follow-suit"]
    assert revoke.span.line == 20  # one more than in the example
    assert "20 │ Stich: A LA, B L8, C E8, D L10" in _terminal(text)
    page = render_page(report, source=text)
    assert '<code class="source">20 │ Stich: A LA, B L8, C E8, D L10</code>' in page


@pytest.mark.parametrize("brk", ["\u2028", "\x85"])
def test_a_house_rule_problem_names_its_line_after_a_unicode_break(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], brk: str
) -> None:
    house = tmp_path / "haus.toml"
    house.write_text(
        f'# Hausregeln{brk}vom Stammtisch\nextends = "1890"\nid = "h"\n[concern.target]\n'
        'paragraph = ["§5"]\n',
        encoding="utf-8",
    )
    assert main(["referee", "--rules", str(house), str(WELI)]) == 2
    assert f"{house}:6: " in capsys.readouterr().err


@pytest.mark.parametrize("brk", ["\u2028", "\u2029", "\x85"])
def test_a_toml_syntax_error_is_named_at_our_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], brk: str
) -> None:
    house = tmp_path / "haus.toml"
    house.write_text(f'# a{brk}b{brk}c\nid = "h"\nx = = 1\n', encoding="utf-8")
    assert main(["referee", "--rules", str(house), str(WELI)]) == 2
    assert f"{house}:5: " in capsys.readouterr().err  # tomllib alone says 3


def test_a_house_file_not_utf8_is_named_at_our_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = tmp_path / "haus.toml"
    house.write_bytes('# a\u2028b\nid = "h"\n# \xff\n'.encode().replace(b"\xc3\xbf", b"\xff"))
    assert main(["referee", "--rules", str(house), str(WELI)]) == 2
    assert f"{house}:4: " in capsys.readouterr().err


# --------------------------------------------------------------------- the analysis
def _no_weli(tmp_path: Path) -> Path:
    path = tmp_path / "deal.perlagg"
    text = WELI.read_text(encoding="utf-8")
    path.write_text(text.replace('[Regeln "1890"]', '[Regeln "schlanders-2013"]'), "utf-8")
    return path


def test_a_weli_in_a_deck_without_one_is_a_deal_the_analysis_cannot_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _no_weli(tmp_path)
    assert main(["--lang", "en", "analyse", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == "Deal 1: no analysis, A holds Weli, which this rulebook's deck has not.\n"
    assert not err
    main(["analyse", str(path), "--json"])
    (deal,) = json.loads(capsys.readouterr().out)["deals"]
    assert deal["spiel"] is None and deal["missing"] == ["A"] and deal["plays"] == []


def test_a_weli_in_a_house_deck_without_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "haus.toml").write_text(
        'extends = "1890"\nid = "haus"\n[params]\n'
        '"deck.weli" = { value = false, refs = ["S. 52"] }\n',
        encoding="utf-8",
    )
    path = tmp_path / "deal.perlagg"
    text = WELI.read_text(encoding="utf-8")
    path.write_text(text.replace('[Regeln "1890"]', '[Regeln "haus.toml"]'), "utf-8")
    assert main(["analyse", str(path)]) == 0, capsys.readouterr().err
    assert "hält Weli" in capsys.readouterr().out
    assert main(["referee", "--analyse", str(path), "--html", str(tmp_path / "p.html")]) in (0, 1)
    assert "Keine Analyse mit offenen Karten: A hält Weli" in (tmp_path / "p.html").read_text(
        "utf-8"
    )


# --------------------------------------------------------------------- paths
def _transcript_naming(tmp_path: Path, rules: str) -> Path:
    path = tmp_path / "spiel.perlagg"
    path.write_text(f'[Regeln "{rules}"]\n\nRunde\nGeber: D\n', encoding="utf-8")
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")
def test_a_loop_of_links_in_regeln(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.symlink("loop.toml", tmp_path / "loop.toml")
    assert main(["referee", str(_transcript_naming(tmp_path, "loop.toml"))]) == 2
    err = capsys.readouterr().err
    assert "loop.toml: die symbolischen Verknüpfungen führen im Kreis" in err
    assert "intern" not in err


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")
def test_a_loop_of_links_in_extends(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.symlink("loop.toml", tmp_path / "loop.toml")
    (tmp_path / "haus.toml").write_text('id = "h"\nextends = "loop.toml"\n', encoding="utf-8")
    assert main(["referee", str(_transcript_naming(tmp_path, "haus.toml"))]) == 2
    err = capsys.readouterr().err
    assert "haus.toml:2: extends: die symbolischen Verknüpfungen führen im Kreis" in err


def test_a_name_too_long_in_extends(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "haus.toml").write_text(f'id = "h"\nextends = "{LONG}"\n', encoding="utf-8")
    assert main(["referee", str(_transcript_naming(tmp_path, "haus.toml"))]) == 2
    err = capsys.readouterr().err
    assert "haus.toml:2: extends: der Name ist zu lang für das Dateisystem" in err


def test_a_name_too_long_in_regeln_and_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["referee", str(_transcript_naming(tmp_path, LONG))]) == 2
    assert "der Name ist zu lang für das Dateisystem" in capsys.readouterr().err
    assert main(["referee", "--rules", LONG, str(WELI)]) == 2
    assert "intern" not in capsys.readouterr().err


def test_a_name_too_long_in_tool_perlagg_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(f'[tool.perlagg]\nrules = "{LONG}"\n', "utf-8")
    shutil.copy(WELI, tmp_path / "a.perlagg")
    monkeypatch.chdir(tmp_path)
    assert main(["--lang", "en", "check", "a.perlagg"]) == 2
    err = capsys.readouterr().err
    assert err.endswith(
        "pyproject.toml: [tool.perlagg] rules: the name is too long for the file system\n"
    )


def test_a_name_too_long_given_to_the_pytest_plugin(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_ok="def test_ok():\n    pass\n")
    installed = any(
        e.value == "referee.pytest_plugin"
        for e in importlib.metadata.entry_points(group="pytest11")
    )
    load = [] if installed else ["-p", "referee.pytest_plugin"]
    result = pytester.runpytest_subprocess(*load, "--perlagg", LONG)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*perlagg-Pfad *xxx.toml: der Name ist zu lang für das Dateisystem"]
    )
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()


# --------------------------------------------------------------------- names not UTF-8
def _name_not_utf8(tmp_path: Path) -> str:
    name = os.path.join(os.fsencode(tmp_path), b"\xff.perlagg")
    try:
        shutil.copy(REVOKE, name)
    except (OSError, UnicodeError):
        pytest.skip("the file system takes no name that is not UTF-8")
    return os.fsdecode(name)


def test_a_name_not_utf8_under_check_sarif(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    name = os.path.basename(_name_not_utf8(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--format", "sarif", name]) == 1  # the revoke
    data = json.loads(capsys.readouterr().out)
    (location,) = data["runs"][0]["results"][0]["locations"]
    assert location["physicalLocation"]["artifactLocation"]["uri"] == "%FF.perlagg"


def test_a_name_not_utf8_under_referee_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = _name_not_utf8(tmp_path)
    out = tmp_path / "seite.html"
    assert main(["referee", name, "--html", str(out)]) == 1  # the revoke
    page = out.read_text(encoding="utf-8")
    assert "/\\xff.perlagg</title>" in page
    assert "intern" not in capsys.readouterr().err


def test_english_says_each_path_fault(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "haus.toml").write_text(f'id = "h"\nextends = "{LONG}"\n', encoding="utf-8")
    assert main(["--lang", "en", "referee", str(_transcript_naming(tmp_path, "haus.toml"))]) == 2
    assert "extends: the name is too long for the file system" in capsys.readouterr().err
    assert EN == "en"
