"""``referee.base.jsontext.dumps`` writes exactly what ``json.dumps(indent=2)`` writes,
but for DEL, the C1 controls, U+2028/U+2029 and the bidi controls, written as escapes."""

from __future__ import annotations

import doctest
import json
import re
from enum import IntEnum, StrEnum

from hypothesis import given
from hypothesis import strategies as st

from referee.base import jsontext

#: The characters written escaped, one by one (not the pattern ``jsontext`` uses).
ESCAPED = [chr(c) for c in (0x7F, *range(0x80, 0xA0), 0x2028, 0x2029, *range(0x202A, 0x202F))]
ESCAPED += [chr(c) for c in range(0x2066, 0x206A)]
# the bidi marks and the other invisible format characters
ESCAPED += [chr(c) for c in (0x061C, *range(0x200B, 0x2010), *range(0x2060, 0x2065), 0xFEFF)]
#: Text of any characters, those above and their neighbours often among them.
TEXT = st.text(
    st.characters() | st.sampled_from([*ESCAPED, "\x7e", "\xa0", "\u2027", "\u202f", "ß"]),
    max_size=8,
)
SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | TEXT
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=30,
)


def _expected(value: object) -> str:
    """``json.dumps``'s text with each of ``ESCAPED`` as ``\\uXXXX`` (they stand raw only
    in strings, so the whole text may be searched)."""
    text = json.dumps(value, ensure_ascii=False, indent=2)
    return re.sub("|".join(ESCAPED), lambda m: f"\\u{ord(m.group()):04x}", text)


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


@given(TEXT)
def test_the_escaped_characters_never_stand_raw_and_read_back(text: str) -> None:
    written = jsontext.dumps({text: [text]})
    assert not set(written) & set(ESCAPED)
    assert json.loads(written) == {text: [text]}


def test_every_other_character_stands_as_json_dumps_writes_it() -> None:
    kept = "".join(chr(c) for c in range(0x20, 0x10000) if chr(c) not in ESCAPED)
    kept = "".join(ch for ch in kept if not 0xD800 <= ord(ch) <= 0xDFFF)
    assert jsontext.dumps(kept) == json.dumps(kept, ensure_ascii=False)
    assert jsontext.dumps("\x00\n\x1b") == json.dumps("\x00\n\x1b")
