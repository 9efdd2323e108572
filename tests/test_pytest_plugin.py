"""The pytest plugin, run in a fresh pytest via the ``pytester`` fixture."""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

EX = Path(__file__).resolve().parent.parent / "examples"
CLEAN = (EX / "02_drei_und_halten.perlagg").read_text(encoding="utf-8")
REVOKE = (EX / "12_farbe_verleugnet.perlagg").read_text(encoding="utf-8")


def _plugin_args() -> list[str]:
    """Load the plugin by hand unless the installed entry point already does."""
    installed = any(
        e.value == "referee.pytest_plugin"
        for e in importlib.metadata.entry_points(group="pytest11")
    )
    return [] if installed else ["-p", "referee.pytest_plugin"]


@pytest.fixture
def games(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.mkdir("games")
    pytester.path.joinpath("games", "clean.perlagg").write_text(CLEAN, encoding="utf-8")
    pytester.path.joinpath("games", "revoke.perlagg").write_text(REVOKE, encoding="utf-8")
    pytester.mkdir("tests")
    pytester.path.joinpath("tests", "test_ok.py").write_text("def test_ok():\n    pass\n")
    return pytester


def test_ini_paths_collected_even_outside_testpaths(games: pytest.Pytester):
    games.makeini("[pytest]\ntestpaths = tests\nperlagg_paths = games\n")
    result = games.runpytest(*_plugin_args(), "-v")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*games/clean.perlagg::clean.perlagg PASSED*",
            "*games/revoke.perlagg::revoke.perlagg FAILED*",
        ]
    )


def test_failure_text_is_the_plain_report(games: pytest.Pytester):
    games.makeini("[pytest]\nperlagg_paths = games\n")
    result = games.runpytest(*_plugin_args())
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    assert "1 Regelverstoß in" in out
    assert "C verleugnet Farbe" in out and "1890 §13" in out
    assert "„Es darf nie Farbe verleugnet werden, außer es wird gestochen.“" in out
    assert "\x1b[" not in out
    assert "Traceback" not in out


def test_command_line_option(games: pytest.Pytester):
    result = games.runpytest(*_plugin_args(), "--perlagg", "games/clean.perlagg", "tests")
    result.assert_outcomes(passed=2)


def test_parse_error_fails_with_position(games: pytest.Pytester):
    games.path.joinpath("games", "bad.perlagg").write_text("Runde\nGeber: Q\n", encoding="utf-8")
    result = games.runpytest(*_plugin_args(), "--perlagg", "games")
    result.assert_outcomes(passed=2, failed=2)  # clean.perlagg and tests/test_ok.py pass
    result.stdout.fnmatch_lines(["*games/bad.perlagg:2:8: unbekannter Spieler*"])


def test_not_configured_nothing_collected(games: pytest.Pytester):
    result = games.runpytest(*_plugin_args(), "games", "tests")
    result.assert_outcomes(passed=1)
