"""``referee.base.jsontext.dumps`` writes exactly what ``json.dumps(indent=2)`` writes."""

from __future__ import annotations

import doctest
import json
from enum import IntEnum, StrEnum

from hypothesis import given
from hypothesis import strategies as st

from referee.base import jsontext

SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=30,
)


def _expected(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


@given(VALUES)
def test_the_text_is_json_dumps_indent_2(value: object) -> None:
    assert jsontext.dumps(value) == _expected(value)


@given(st.lists(st.dictionaries(st.sampled_from("ab"), SCALARS, max_size=2), max_size=6))
def test_dicts_written_again_are_written_alike(value: list[dict[str, object]]) -> None:
    """The remembered text of a dict is never another dict's (``True == 1``)."""
    assert jsontext.dumps([value, {"x": value}]) == _expected([value, {"x": value}])


def test_true_and_one_are_not_confused() -> None:
    value = [{"a": 1}, {"a": True}, {"a": 1.0}, {"a": True}, {"a": 1}]
    assert jsontext.dumps(value) == _expected(value)


def test_enums_are_written_as_their_values() -> None:
    class Colour(StrEnum):
        RED = "red"

    class Number(IntEnum):
        ONE = 1

    value = {"c": Colour.RED, "n": Number.ONE, "both": [{"c": Colour.RED, "n": Number.ONE}]}
    assert jsontext.dumps(value) == _expected(value)


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(jsontext)
    assert result.attempted > 0 and result.failed == 0


def _frozen(value: object) -> object:
    """``value`` with every list a ``FrozenList`` and every dict a ``Frozen``."""
    if isinstance(value, list):
        return jsontext.FrozenList([_frozen(v) for v in value])
    if isinstance(value, dict):
        return jsontext.Frozen({k: _frozen(v) for k, v in value.items()})
    return value


@given(VALUES)
def test_frozen_objects_and_arrays_are_written_as_their_plain_selves(value: object) -> None:
    """A frozen object or array keeps its text per depth: written twice, at two depths,
    it is still what ``json.dumps`` writes of the plain value."""
    frozen = _frozen(value)
    document = [frozen, {"again": frozen}, [[frozen]]]
    assert jsontext.dumps(document) == _expected([value, {"again": value}, [[value]]])
    assert jsontext.dumps(document, 2) == jsontext.dumps([value, {"again": value}, [[value]]], 2)


def test_keys_that_are_no_strings_are_not_confused() -> None:
    """Only string keys have their text remembered: ``1``, ``True`` and ``1.0`` are equal
    keys in Python, and differ in JSON."""
    value = [{1: "a"}, {True: "b"}, {1.0: "c"}, {None: "d"}, {"1": "e"}, {1: "f"}]
    assert jsontext.dumps(value) == _expected(value)
