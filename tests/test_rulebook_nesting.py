"""A rulebook's tables and arrays nest at most ``MAX_NESTING`` deep (no recursion)."""

from __future__ import annotations

from typing import Any

from referee.rules import MAX_NESTING
from referee.rules.files import _too_deep


def _nested(levels: int, inner: Any = "x") -> Any:
    value = inner
    for i in range(levels):
        value = {"k": value, "s": 1} if i % 2 else [value, "t"]
    return value


def test_nesting_up_to_the_limit_passes_and_one_more_does_not() -> None:
    assert not _too_deep(_nested(MAX_NESTING))
    assert _too_deep(_nested(MAX_NESTING + 1))
    assert not _too_deep({"a": [1, 2, {"b": "c"}], "d": {}}) and not _too_deep("scalar")


def test_a_very_deep_value_is_found_without_recursion() -> None:
    assert _too_deep(_nested(100_000))
