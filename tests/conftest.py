"""The fixtures every test module may take, and the run's summary of rewritten files.

The places (``ROOT``, ``EXAMPLES``, …), the corpus reader and the pinned-file helper
are plain functions in ``tests/support``, importable where a parametrisation needs them
at collection time; the fixtures below hand the same things to a test's arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

import pytest

from referee.judge.transcript import judge_file
from referee.model.report import Report
from referee.rules import Rulebook, builtin_ids, load
from tests.support import corpus as _corpus
from tests.support import pinned, places

pytest_plugins = ["pytester"]


@pytest.fixture(scope="session")
def examples() -> list[Path]:
    """Every example transcript (``examples/*.perlagg``), in the order of their numbers."""
    return places.EXAMPLES


@pytest.fixture(scope="session")
def rulebooks() -> Mapping[str, Rulebook]:
    """Every built-in rulebook by its id, loaded once."""
    return {book: load(book) for book in builtin_ids()}


@cache
def _judged(path: Path) -> Report:
    return judge_file(path)


@pytest.fixture(scope="session")
def judged() -> Callable[[str], Report]:
    """The report of an example under its own rulebook, by the start of its name, judged
    once a run (a report is immutable): ``judged("04_")``."""
    return lambda prefix: _judged(places.example(prefix))


@pytest.fixture(scope="session")
def corpus() -> Callable[[str], str]:
    """The text of a transcript of ``tests/corpus`` by name: ``corpus("unparseable")``."""
    return _corpus.transcript


@pytest.fixture
def house_file(tmp_path: Path) -> Callable[[str], Path]:
    """Writes ``tmp_path/haus.toml``: a house-rules file on 1890 with one paragraph of
    two sentences, ``H 1``, and the given TOML (a concern) after it; gives its path."""

    def write(concern: str) -> Path:
        path = tmp_path / "haus.toml"
        path.write_text(
            'extends = "1890"\nid = "haus"\ntitle = "Haus"\n\n'
            '[[paragraph]]\nref = "H 1"\ntext = "Farbe bekennen. Sonst zwei Punkte."\n\n' + concern,
            encoding="utf-8",
        )
        return path

    return write


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """With ``PERLAGG_REGENERATE=1``: the pinned files this run rewrote."""
    lines = pinned.summary()
    if lines:
        terminalreporter.section("pinned files")
        for line in lines:
            terminalreporter.write_line(line)


def _german_locale_unless_asked() -> None:
    """The suite expects German where a test names no language: an English locale of
    the machine that runs it (``LANG=en_US.UTF-8``) would switch the referee's messages
    (``referee.cli.locale_lang``), so it is neutralised (tests of the locale set their own)."""
    import os

    from referee.cli import locale_lang

    if locale_lang(os.environ) == "en":
        os.environ["LC_ALL"] = "C.UTF-8"


_german_locale_unless_asked()
