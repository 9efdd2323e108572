"""The pytest plugin, run in a fresh pytest via the ``pytester`` fixture."""

from __future__ import annotations

import pytest

from tests.support.places import EXAMPLES_DIR
from tests.support.plugin import plugin_args

CLEAN = (EXAMPLES_DIR / "02_drei_und_halten.perlagg").read_text(encoding="utf-8")
REVOKE = (EXAMPLES_DIR / "12_farbe_verleugnet.perlagg").read_text(encoding="utf-8")


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
    result = games.runpytest(*plugin_args(), "-v")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*games/clean.perlagg::perlagg PASSED*",
            "*games/revoke.perlagg::perlagg FAILED*",
        ]
    )
    assert "clean.perlagg::clean.perlagg" not in result.stdout.str()  # the path once


def test_pyproject_list_of_paths(games: pytest.Pytester):
    games.makepyprojecttoml('[tool.pytest.ini_options]\nperlagg_paths = ["games"]\n')
    result = games.runpytest(*plugin_args())
    result.assert_outcomes(passed=2, failed=1)


def test_failure_text_is_verdict_line_and_labels_in_80_columns(games: pytest.Pytester):
    games.makeini("[pytest]\nperlagg_paths = games\n")
    result = games.runpytest(*plugin_args())
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    text = out[out.index("games/revoke.perlagg besteht nicht") : out.index("short test summary")]
    assert text.splitlines()[:8] == [
        "games/revoke.perlagg besteht nicht: 1 Regelverstoß, 0 Fehler",
        "games/revoke.perlagg:19:20: follow-suit violation: C verleugnet Farbe: LA ist",
        "    ausgespielt, C hält L9 und spielt E8; eine Strafe in Punkten nur, wenn sie",
        "    vor dem Spiel vereinbart war.",
        "    19 | Stich: A LA, B L8, C E8, D L10",
        "       |                    ^",
        "    [1890 §13, 1890 S. 64, 1890 S. 65, 1890 S. 66, 1890 Auslegung gestochen-act,",
        "    1890 §32]",
    ]
    assert all(len(line) <= 80 for line in text.splitlines()[:-1])
    assert "Es darf nie Farbe verleugnet werden" not in out  # labels, not the paragraphs
    assert "Schiedsspruch" not in out  # not the whole rich report
    assert "\x1b[" not in out and "Traceback" not in out


def test_a_wrong_score_fails_the_item_in_its_own_words(games: pytest.Pytester):
    wrong = CLEAN.replace("Stand: A+C 3, B+D 2", "Stand: A+C 4, B+D 2")
    games.path.joinpath("games", "clean.perlagg").write_text(wrong, encoding="utf-8")
    games.makeini("[pytest]\nperlagg_paths = games\nperlagg_lang = en\n")
    result = games.runpytest(*plugin_args())
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    assert "games/clean.perlagg fails: 0 violations, 1 wrong score, 0 errors" in out
    assert "games/clean.perlagg:34:1: claims-deadline score: The table wrote A+C 4," in out
    assert "    34 | Stand: A+C 4, B+D 2" in out


def test_marker_and_ini_options(games: pytest.Pytester):
    games.makeini("[pytest]\nperlagg_paths = games\nperlagg_lang = en\nperlagg_rules = 1924\n")
    result = games.runpytest(*plugin_args(), "-m", "perlagg")
    result.assert_outcomes(passed=1, failed=1)  # tests/test_ok.py is deselected
    out = result.stdout.str()
    assert "games/revoke.perlagg fails: 1 violation, 0 errors" in out
    assert "follow-suit violation: C revokes" in out and "1924 §13" in out
    result = games.runpytest(*plugin_args(), "-m", "not perlagg")
    result.assert_outcomes(passed=1)


def test_expected_finding_passes_and_a_vanished_one_fails(games: pytest.Pytester):
    marked = REVOKE.replace(
        "Stich: A LA, B L8, C E8, D L10", "Stich: A LA, B L8, C E8, D L10 {erwartet: follow-suit}"
    )
    assert marked != REVOKE
    games.path.joinpath("games", "revoke.perlagg").write_text(marked, encoding="utf-8")
    stale = CLEAN.replace("Runde", "Runde {erwartet: follow-suit}", 1)
    games.path.joinpath("games", "clean.perlagg").write_text(stale, encoding="utf-8")
    games.makeini("[pytest]\nperlagg_paths = games\n")
    result = games.runpytest(*plugin_args(), "-v")
    result.stdout.fnmatch_lines(
        ["*games/clean.perlagg::perlagg FAILED*", "*games/revoke.perlagg::perlagg PASSED*"]
    )
    assert "erwartet war follow-suit" in result.stdout.str()


def test_command_line_option(games: pytest.Pytester):
    result = games.runpytest(*plugin_args(), "--perlagg", "games/clean.perlagg", "tests")
    result.assert_outcomes(passed=2)


def test_parse_error_fails_with_position(games: pytest.Pytester, corpus):
    games.path.joinpath("games", "bad.perlagg").write_text(corpus("unparseable"), encoding="utf-8")
    result = games.runpytest(*plugin_args(), "--perlagg", "games")
    result.assert_outcomes(passed=2, failed=2)  # clean.perlagg and tests/test_ok.py pass
    result.stdout.fnmatch_lines(
        ["*games/bad.perlagg:2:8: unknown-player error: unbekannter Spieler*", "     2 | Geber: Q"]
    )


def test_hostile_files_fail_cleanly(games: pytest.Pytester, corpus):
    games.path.joinpath("games", "huge.perlagg").write_text(corpus("huge_round_number"))
    games.path.joinpath("games", "bytes.perlagg").write_bytes(b"\xff\x00" * 50)
    games.path.joinpath("games", "name.perlagg").write_text(
        '[A "Sepp [/bold] \x1b[31m"]\nRunde\nGeber: Q\n', encoding="utf-8"
    )
    result = games.runpytest(*plugin_args(), "--perlagg", "games")
    result.assert_outcomes(passed=2, failed=4)
    out = result.stdout.str()
    assert "Traceback" not in out and "\x1b[31m" not in out


def test_not_configured_nothing_collected(games: pytest.Pytester):
    result = games.runpytest(*plugin_args(), "games", "tests")
    result.assert_outcomes(passed=1)
