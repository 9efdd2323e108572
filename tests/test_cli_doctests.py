"""The doctests of the command line's modules and of the plural-aware message API."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "referee.messages",
    "referee.cli",
    "referee.cli.codes",
    "referee.cli.codes_cmd",
    "referee.cli.config",
    "referee.cli.formats",
    "referee.cli.i18n",
    "referee.cli.expected",
    "referee.cli.rules_lookup",
    "referee.cli.fmt",
    "referee.cli.svg",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
