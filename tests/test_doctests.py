"""The doctests of every module of the referee: the examples in the docstrings are
checked, so a docstring cannot drift from what the code does."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "referee"
MODULES = sorted(
    ".".join(("referee", *p.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
    for p in PACKAGE.rglob("*.py")
    if p.name != "__main__.py"
)


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_hold(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_are_many() -> None:
    """The package's docstrings carry examples (a finder that found none would pass
    every module above)."""
    attempted = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert attempted > 200
