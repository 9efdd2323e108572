"""The tests' own house: the support modules' examples hold, every corpus transcript is
read by some test, and no test module imports another (support code lives in
``tests/support`` or ``tests/conftest.py``)."""

from __future__ import annotations

import ast
import doctest
import importlib
import re

import pytest

from tests.support import corpus, pinned
from tests.support.places import CORPUS, TESTS

SUPPORT = sorted(p.stem for p in (TESTS / "support").glob("*.py") if p.stem != "__init__")
TEST_MODULES = sorted(TESTS.glob("test_*.py"))


@pytest.mark.parametrize("name", SUPPORT)
def test_the_support_modules_examples_hold(name: str) -> None:
    module = importlib.import_module(f"tests.support.{name}")
    assert doctest.testmod(module, optionflags=doctest.ELLIPSIS).failed == 0


def test_every_corpus_transcript_is_read_by_a_test() -> None:
    used = {
        m.group(1)
        for path in [*TEST_MODULES, TESTS / "conftest.py"]
        for m in re.finditer(r"""(?:corpus|transcript)\(["']([\w-]+)["']\)""", path.read_text())
    }
    assert corpus.NAMES, "the corpus is empty"
    assert used >= corpus.NAMES, sorted(corpus.NAMES - used)
    assert used <= corpus.NAMES, sorted(used - corpus.NAMES)


def test_a_corpus_transcript_is_read_by_its_name() -> None:
    assert corpus.transcript("smallest") == (CORPUS / "smallest.perlagg").read_text("utf-8")
    missing = "nope"
    with pytest.raises(KeyError, match="no transcript 'nope'"):
        corpus.transcript(missing)


def _imported(path) -> set[str]:
    """The modules ``path`` imports anywhere in it (lazy imports included)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_test_module_imports_another() -> None:
    tests = {p.stem for p in TEST_MODULES}
    found = {
        (path.stem, name.removeprefix("tests."))
        for path in TEST_MODULES
        for name in _imported(path)
        if name.removeprefix("tests.") in tests
    }
    assert not found, sorted(found)


def test_regenerating_is_off_unless_asked(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.delenv(pinned.VARIABLE, raising=False)
    kept = tmp_path / "kept.txt"
    kept.write_text("old\n", encoding="utf-8")
    assert pinned.pinned(kept, "new\n") == "old\n"
    assert kept.read_text(encoding="utf-8") == "old\n"


def test_regenerating_rewrites_and_lists_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    monkeypatch.setenv(pinned.VARIABLE, "1")
    monkeypatch.setattr(pinned, "REWRITTEN", [])
    monkeypatch.setattr(pinned, "ROOT", tmp_path)
    kept = tmp_path / "kept.txt"
    kept.write_text("old\n", encoding="utf-8")
    assert pinned.pinned(kept, "new\n") == "new\n"
    assert pinned.pinned(kept, "new\n") == "new\n"  # unchanged the second time
    assert [kept] == pinned.REWRITTEN
    assert pinned.summary()[1:] == ["kept.txt"]
