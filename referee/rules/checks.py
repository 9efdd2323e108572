"""The checks of a parameter's value: of the kind the catalogue gives it, and usable by
the referee (within its range, a raise ladder that climbs, packets a deal can have).

Each check says what is wrong as a :class:`~referee.rules.model.Problem`, or None.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from referee.rules.model import Catalogue, Problem

_TYPES: dict[str, type | tuple[type, ...]] = {
    "bool": bool,
    "int": int,
    "str": str,
    "list": list,
    "table": dict,
}
SHOWN = 40  # characters of a value an error message repeats


def type_ok(kind: str, value: Any) -> bool:
    """Whether ``value`` is of the catalogue's ``kind`` (``int``, ``str``, ``table``, …).

    >>> type_ok("int", 3), type_ok("int", True), type_ok("table", {})
    (True, False, True)
    """
    if kind == "int":  # bool is an int subclass; a rulebook must say 0, not false
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, _TYPES[kind])


def shown(value: Any) -> str:
    """A value as an error message repeats it: ``repr``, cut to a few dozen characters.

    >>> shown("x" * 100)[-3:], len(shown("x" * 100))
    ('xx…', 40)
    """
    text = repr(value)
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


_SPIEL_AUS_WORDS = {"spiel-aus", "spiel aus"}
_HAND = range(0, 6)  # cards in one packet of a deal: a hand has five


def value_problem(name: str, value: Any, cat: Catalogue) -> Problem | None:
    """What makes a well-typed value unusable for the referee, or None.

    >>> cat = Catalogue({}, {}, {}, {}, {"target.points": (1, 10000)})
    >>> value_problem("raise.ladder", ["x"], cat)
    "Stufe 'x' ist weder eine Zahl von 3 bis 7 noch 'spiel-aus'"
    >>> value_problem("target.points", 0, cat)
    'erlaubt sind 1 bis 10000, nicht 0'
    """
    if name in cat.param_ranges and isinstance(value, int):
        low, high = cat.param_ranges[name]
        if low <= value <= high:
            return None
        return Problem("rulebook.range", low=low, high=high, value=value)
    checker = _SHAPES.get(name)
    return checker(value) if checker else None


def _ladder_problem(value: list[Any]) -> Problem | None:
    steps: list[int] = []
    for item in value:
        if isinstance(item, str) and item.casefold() in _SPIEL_AUS_WORDS:
            steps.append(8)
        elif isinstance(item, int) and not isinstance(item, bool) and 3 <= item <= 7:
            steps.append(item)
        else:
            return Problem("rulebook.ladder-step", item=shown(item))
    if not steps or any(a >= b for a, b in itertools.pairwise(steps)):
        return Problem("rulebook.ladder-order")
    return None


def _packets_problem(value: Any) -> Problem | None:
    if not isinstance(value, list) or not 1 <= len(value) <= 5:
        return Problem("rulebook.packets")
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or item not in _HAND:
            return Problem("rulebook.packet-size", item=shown(item))
    return None


def _cutter_packets_problem(value: dict[str, Any]) -> Problem | None:
    for kept, packets in value.items():
        if not (kept.isascii() and kept.isdigit() and int(kept) <= 10):
            return Problem("rulebook.cutter-key", key=shown(kept))
        if problem := _packets_problem(packets):
            return Problem("rulebook.prefixed", key=shown(kept), problem=problem)
    return None


def _order_problem(value: list[Any]) -> Problem | None:
    seen: set[Any] = set()
    for item in value:
        if item in seen:
            return Problem("rulebook.order-twice", item=shown(item))
        seen.add(item)
    return None if value else Problem("rulebook.order-empty")


_SHAPES: dict[str, Callable[[Any], Problem | None]] = {
    "raise.ladder": _ladder_problem,
    "deal.packets": _packets_problem,
    "deal.cutter_packets": _cutter_packets_problem,
    "perlaggs.order": _order_problem,
}
