"""``[tool.perlagg]`` in pyproject.toml, found from the working directory upwards."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from referee.cli import main
from referee.cli.config import Config, ConfigError, find

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
REVOKE = EX / "12_farbe_verleugnet.perlagg"
DISPUTE = EX / "04_austausch_durch_partner.perlagg"


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "games").mkdir()
    (tmp_path / "deep" / "er").mkdir(parents=True)
    shutil.copy(REVOKE, tmp_path / "games" / "revoke.perlagg")
    shutil.copy(DISPUTE, tmp_path / "games" / "dispute.perlagg")
    monkeypatch.chdir(tmp_path / "deep" / "er")
    monkeypatch.delenv("PERLAGG_LANG", raising=False)
    return tmp_path


def write(project: Path, body: str) -> None:
    (project / "pyproject.toml").write_text(
        '[project]\nname = "club"\n\n[tool.perlagg]\n' + body, encoding="utf-8"
    )


def test_found_upwards_and_paths_relative_to_it(project, capsys):
    write(project, 'paths = ["games"]\n')
    assert find().path == project / "pyproject.toml"
    code = main(["check"])
    out = capsys.readouterr().out
    assert code == 1 and "revoke.perlagg:19:20: follow-suit violation" in out


def test_lang_select_ignore_strict_from_the_file(project, capsys):
    write(project, 'paths = ["games"]\nlang = "en"\nignore = ["follow-suit"]\n')
    code = main(["check"])
    out = capsys.readouterr().out
    assert code == 0 and out.strip().endswith("2 files checked: 0 violations, 0 errors")
    write(project, 'paths = ["games"]\nselect = ["dispute"]\n')
    main(["check"])
    assert " dispute ruling: " in capsys.readouterr().out


def test_the_command_line_overrides_the_file(project, capsys, monkeypatch):
    write(project, 'paths = ["games"]\nlang = "en"\nignore = ["follow-suit"]\n')
    assert main(["check", "--lang", "de", "--ignore", "exchange"]) == 1
    assert "Dateien geprüft" in capsys.readouterr().out
    monkeypatch.setenv("PERLAGG_LANG", "de")
    main(["check"])
    assert "Dateien geprüft" in capsys.readouterr().out


def test_rules_from_the_file_for_referee_too(project, capsys):
    write(project, 'rules = "schlanders-2013"\n')
    main(["referee", "--json", str(project / "games" / "revoke.perlagg")])
    assert '"rulebook": "schlanders-2013"' in capsys.readouterr().out


def test_a_pyproject_without_the_table_is_passed_over(project, tmp_path):
    (project / "deep" / "pyproject.toml").write_text('[project]\nname = "x"\n', "utf-8")
    write(project, "strict = true\n")
    assert find().strict is True


@pytest.mark.parametrize(
    "body", ['lang = "fr"\n', 'select = "cut"\n', "strict = 1\n", "colour = true\n"]
)
def test_a_bad_table_is_an_error_not_a_traceback(project, capsys, body):
    write(project, body)
    with pytest.raises(ConfigError):
        find()
    assert main(["check", "x"]) == 2
    assert "pyproject.toml" in capsys.readouterr().err


def test_no_paths_anywhere(project, capsys):
    assert main(["check"]) == 2
    assert "kein Pfad" in capsys.readouterr().err


def test_an_edited_file_is_read_afresh(project):
    write(project, 'lang = "en"\n')
    assert find().lang == "en"
    write(project, 'lang = "de"\nstrict = true\n')
    assert (find().lang, find().strict) == ("de", True)
    (project / "pyproject.toml").write_text("[tool.other]\nx = 1  # perlagg\n", "utf-8")
    assert find().lang is None  # names perlagg, has no table


def test_a_wrong_file_is_said_every_time(project):
    (project / "pyproject.toml").write_text("[tool.perlagg\nlang = 'en'\n", "utf-8")
    for _ in range(2):
        with pytest.raises(ConfigError):
            find()


@pytest.mark.parametrize(
    "text",
    [
        '[tool.perlagg]\nlang = "en"\n',
        '[ "tool" . \'perlagg\' ]\nlang = "en"\n',
        'tool.perlagg.lang = "en"\n',
        '[tool]\nother = 1\n"perlagg" = { lang = "en" }\n',
        '[tool]\n  perlagg.lang = "en"\n',
        'tool = { perlagg = { lang = "en" } }\n',
    ],
)
def test_every_way_of_writing_the_table_is_read(project, text):
    (project / "pyproject.toml").write_text(text, "utf-8")
    assert find().lang == "en"


def test_a_file_that_names_perlagg_only_elsewhere_is_not_parsed(project, monkeypatch):
    (project / "pyproject.toml").write_text(
        '[project]\nname = "perlagg-club"\ndependencies = ["perlagg"]\n\n'
        '[project.scripts]\nperlagg = "x:y"\n\n[tool.ruff]\nline-length = 100\n',
        "utf-8",
    )
    monkeypatch.setitem(sys.modules, "tomllib", None)  # an import of it now fails
    assert find() == Config()


def test_configured_paths_are_printed_relative_to_the_current_folder(project, capsys):
    write(project, 'paths = ["games"]\n')
    main(["check"])
    out = capsys.readouterr().out
    assert "../../games/revoke.perlagg:19:20: follow-suit violation" in out.splitlines()[0]
    assert str(project) not in out


def test_github_sarif_and_junit_point_at_the_repository_files(project, capsys, monkeypatch):
    write(project, 'paths = ["games"]\n')
    monkeypatch.setenv("GITHUB_WORKSPACE", str(project))
    main(["check", "--format", "github"])
    assert "::error file=games/revoke.perlagg,line=19,col=20," in capsys.readouterr().out
    main(["check", "--format", "sarif"])
    assert '"uri": "games/revoke.perlagg"' in capsys.readouterr().out
    main(["check", "--format", "junit"])
    assert 'file="games/revoke.perlagg"' in capsys.readouterr().out


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LANG": "C.UTF-8"}, "de"),
        ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "de"),
        ({"LANG": "en_US.UTF-8", "PERLAGG_LANG": "de"}, "de"),
    ],
)
def test_the_locale_chooses_the_language_after_perlagg_lang(
    project, capsys, monkeypatch, env, lang
):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "PERLAGG_LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    write(project, 'paths = ["games"]\n')
    main(["check"])
    summary = capsys.readouterr().out.splitlines()[-1]
    assert summary.startswith("2 files checked" if lang == "en" else "2 Dateien geprüft")
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    helped = capsys.readouterr().out
    assert ("usage:" in helped) == (lang == "en"), helped[:80]
    assert main(["check", "--lang", "de" if lang == "en" else "en"]) == 1
    flipped = capsys.readouterr().out.splitlines()[-1]
    assert flipped.startswith("2 Dateien geprüft" if lang == "en" else "2 files checked")


def test_a_language_in_the_table_comes_before_the_locale(project, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    write(project, 'paths = ["games"]\nlang = "de"\n')
    main(["check"])
    assert capsys.readouterr().out.splitlines()[-1].startswith("2 Dateien geprüft")


@pytest.mark.parametrize("argv", [["--help"], ["codes", "--help"], ["rules", "--help"]])
def test_every_help_follows_the_locale(project, capsys, monkeypatch, argv):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(SystemExit):
        main(argv)
    english = capsys.readouterr().out
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    with pytest.raises(SystemExit):
        main(argv)
    german = capsys.readouterr().out
    assert english.startswith("usage: perlagg") and german.startswith("Aufruf: perlagg")
    assert "show this help message and exit" in english
