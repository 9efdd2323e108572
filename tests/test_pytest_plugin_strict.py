"""The pytest plugin as strict as ``perlagg check`` (issue 29, 4): a ``[tool.perlagg]``
that cannot be used ends the session with ``check``'s error; what pytest passes over
under the paths (a dangling link, a FIFO, a socket, an unreadable file, a missing path)
is a failing item with ``check``'s reason."""

from __future__ import annotations

import os
import socket

import pytest

from tests.support.places import EXAMPLES_DIR
from tests.support.plugin import plugin_args

CLEAN = (EXAMPLES_DIR / "02_drei_und_halten.perlagg").read_text(encoding="utf-8")


@pytest.fixture
def games(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.mkdir("games")
    pytester.path.joinpath("games", "clean.perlagg").write_text(CLEAN, encoding="utf-8")
    return pytester


def _tool(games: pytest.Pytester, table: str) -> None:
    games.makepyprojecttoml(
        f'[tool.pytest.ini_options]\nperlagg_paths = ["games"]\n[tool.perlagg]\n{table}\n'
    )


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('lang = "fr"', "[tool.perlagg] lang = „fr“: möglich sind de, en"),
        ("strict = 1", "[tool.perlagg] strict: true oder false erwartet"),
        ('select = "violation"', "[tool.perlagg] select: eine Liste von Texten erwartet"),
        ('colour = "red"', "[tool.perlagg] kennt colour nicht"),
        (
            'ignore = ["no-such-code"]',
            "perlagg: pyproject.toml: ignore: unbekannter Code oder unbekannte Art „no-such-code“",
        ),
        (
            'select = ["folow-suit"]',
            "select: unbekannter Code oder unbekannte Art „folow-suit“ — gemeint ist wohl "
            "follow-suit? (perlagg codes listet alle)",
        ),
        ('rules = "Schlanders"', "kein Regelwerk „Schlanders“"),
    ],
)
def test_bad_tool_table_ends_the_session(games: pytest.Pytester, table: str, message: str):
    _tool(games, table)
    result = games.runpytest(*plugin_args())
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert message in err, err
    assert "Traceback" not in err and "passed" not in result.stdout.str()


def test_bad_ini_language_ends_the_session(games: pytest.Pytester):
    games.makeini("[pytest]\nperlagg_paths = games\nperlagg_lang = fr\n")
    result = games.runpytest(*plugin_args())
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "perlagg_lang = „fr“: möglich sind de, en" in result.stderr.str()


def test_good_tool_table_still_applies(games: pytest.Pytester):
    _tool(games, 'lang = "en"\nignore = ["cut"]')
    games.runpytest(*plugin_args()).assert_outcomes(passed=1)


def test_without_paths_a_bad_table_is_not_the_plugins_business(pytester: pytest.Pytester):
    pytester.makepyprojecttoml('[tool.perlagg]\nlang = "fr"\n')
    pytester.makepyfile("def test_ok():\n    pass\n")
    pytester.runpytest(*plugin_args()).assert_outcomes(passed=1)


def test_dangling_link_fifo_and_socket_are_failing_items(games: pytest.Pytester):
    folder = games.path / "games"
    os.symlink(folder / "gone.perlagg", folder / "dangling.perlagg")
    os.mkfifo(folder / "pipe.perlagg")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(folder / "sock.perlagg"))
    try:
        games.makeini("[pytest]\nperlagg_paths = games\nperlagg_lang = en\n")
        result = games.runpytest(*plugin_args(), "-v")
    finally:
        sock.close()
    result.assert_outcomes(passed=1, failed=3)
    result.stdout.fnmatch_lines_random(
        [
            "*games/dangling.perlagg::perlagg FAILED*",
            "*games/pipe.perlagg::perlagg FAILED*",
            "*games/sock.perlagg::perlagg FAILED*",
            "*games/dangling.perlagg fails: 0 violations, 1 error*",
            "*games/dangling.perlagg: unreadable error: a link to a file that does not exist*",
        ]
    )
    out = result.stdout.str()
    # the reason in the failure (newer pytest repeats it in the short summary)
    assert "games/pipe.perlagg: unreadable error: " in out and "Traceback" not in out
    result = games.runpytest(*plugin_args(), "-m", "not perlagg")
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED  # deselected like the others


def test_missing_and_dangling_paths_given_are_failing_items(games: pytest.Pytester):
    os.symlink(games.path / "gone.perlagg", games.path / "dangling.perlagg")
    games.makeini("[pytest]\nperlagg_lang = en\n")
    args = ["--perlagg", "missing", "--perlagg", "dangling.perlagg", "--perlagg", "games"]
    result = games.runpytest(*plugin_args(), *args)
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    assert "missing: unreadable error:" in out
    assert "dangling.perlagg: unreadable error: a link to a file" in out


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file of mode 000")
def test_unreadable_file_fails(games: pytest.Pytester):
    path = games.path / "games" / "locked.perlagg"
    path.write_text(CLEAN, encoding="utf-8")
    path.chmod(0)
    games.makeini("[pytest]\nperlagg_paths = games\n")
    games.runpytest(*plugin_args()).assert_outcomes(passed=1, failed=1)


def test_only_strays_within_what_the_run_collects(games: pytest.Pytester):
    os.symlink(games.path / "gone.perlagg", games.path / "games" / "dangling.perlagg")
    games.makeini("[pytest]\nperlagg_paths = games\n")
    games.makepyfile(test_ok="def test_ok():\n    pass\n")
    games.runpytest(*plugin_args(), "test_ok.py").assert_outcomes(passed=1)
