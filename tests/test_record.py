"""``@record`` behaves as ``@dataclass(frozen=True, slots=True)`` on the same class.

A record is no dataclass to the standard library (``dataclasses.fields`` and
``dataclasses.replace`` do not take one): ``referee.base.record.replace`` copies it, and
its fields are the ones it keeps (``_values``, ``_options``)."""

from __future__ import annotations

import copy
import dataclasses
import doctest
import pickle
from dataclasses import dataclass, field

import pytest

import referee.base.record
from referee.base.record import record

_CLASSES = """
@deco
class {p}Plain:
    a: int
    b: str = "x"


@deco
class {p}Options:
    a: int
    tags: tuple[str, ...] = field(default=(), compare=False)
    names: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    where: int = field(default=0, compare=False, repr=False, kw_only=True)
    last: float = 1.5


@deco
class {p}Empty:
    pass
"""


# the same three classes at module level (so they pickle), made by either decorator
def _define(prefix: str, deco: object) -> tuple[type, ...]:
    made: dict[str, type] = {}
    exec(_CLASSES.format(p=prefix), {"__name__": __name__, "field": field, "deco": deco}, made)
    globals().update(made)
    return tuple(made.values())


def _values(rec: object) -> tuple[object, ...]:
    """A record's field values in order (``dataclasses.astuple`` of a dataclass)."""
    return tuple(getattr(rec, name) for name in type(rec).__record_fields__)  # type: ignore[attr-defined]  # a record's own


def _options(rec: type) -> list[tuple[object, ...]]:
    """Each field's name, annotation and options, as ``dataclasses.fields`` lists them."""
    missing = referee.base.record.MISSING
    return [
        (
            f.name,
            f.type,
            dataclasses.MISSING if f.default is missing else f.default,
            dataclasses.MISSING if f.default_factory is missing else f.default_factory,
            f.compare,
            f.repr,
            f.kw_only,
        )
        for f in rec.__record_specs__  # type: ignore[attr-defined]  # a record's own
    ]


STD = _define("Std", dataclass(frozen=True, slots=True))
REC = _define("Rec", record)
CASES = [
    (0, (1,), {}),
    (0, (1, "y"), {}),
    (1, (1,), {}),
    (1, (1, ("t",), {"n": 1}), {"where": 4}),
    (1, (2,), {"last": 2.5, "where": 3}),
    (2, (), {}),
]


@pytest.mark.parametrize(("kind", "args", "kwargs"), CASES)
def test_same_as_a_frozen_slotted_dataclass(kind: int, args: tuple, kwargs: dict) -> None:
    std, rec = STD[kind](*args, **kwargs), REC[kind](*args, **kwargs)
    assert repr(rec) == repr(std).replace("Std", "Rec", 1)
    assert _values(rec) == dataclasses.astuple(std)
    assert hash(rec) == hash(std)  # set and dict order stay what they were
    assert not dataclasses.is_dataclass(rec)
    assert REC[kind].__slots__ == STD[kind].__slots__
    assert REC[kind].__match_args__ == STD[kind].__match_args__
    twin = REC[kind](*args, **kwargs)
    assert rec == twin and (rec != twin) is False and rec is not twin
    assert pickle.loads(pickle.dumps(rec)) == rec
    assert copy.deepcopy(rec) == rec and copy.copy(rec) == rec


def test_equality_reads_the_compared_fields_only() -> None:
    Options = REC[1]
    assert Options(1, ("a",), {"x": 1}, where=2) == Options(1)
    assert Options(1) != Options(1, last=2.0)
    assert Options(1) != REC[0](1)  # another type is never equal
    assert (REC[0](1) == (1, "x")) is False


def test_frozen_and_replace() -> None:
    Plain, Options, _ = REC
    p = Plain(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.a
    with pytest.raises(AttributeError):
        p.other = 3  # type: ignore[attr-defined]
    assert referee.base.record.replace(p, b="z") == Plain(1, "z")
    o = Options(1, where=5)
    assert referee.base.record.replace(o, a=2).where == 5
    assert Options(1).names is not Options(1).names  # a fresh factory value each time


def test_wrong_arguments_fail_as_a_dataclass_does() -> None:
    for make in (lambda c: c(), lambda c: c(1, 2, 3, 4, 5), lambda c: c(1, nope=2)):
        with pytest.raises(TypeError):
            make(REC[1])
        with pytest.raises(TypeError):
            make(STD[1])


def test_doctests() -> None:
    result = doctest.testmod(referee.base.record)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(("kind", "args", "kwargs"), CASES)
def test_replace_as_the_standard_library_does(kind: int, args: tuple, kwargs: dict) -> None:
    rec, std = REC[kind](*args, **kwargs), STD[kind](*args, **kwargs)
    changes = {f.name: f.default for f in dataclasses.fields(std) if f.name in ("b", "last")}
    mine = referee.base.record.replace(rec, **changes)
    theirs = dataclasses.replace(std, **changes)
    assert _values(mine) == dataclasses.astuple(theirs)
    assert referee.base.record.replace(rec) == rec and referee.base.record.replace(rec) is not rec
    assert referee.base.record.replace(std, **changes) == theirs  # any dataclass: the library's
    with pytest.raises(TypeError):
        referee.base.record.replace(rec, nope=1)


@pytest.mark.parametrize("hot", [1, 10**9], ids=["compiled", "loop"])
def test_the_loop_and_the_compiled_init_make_the_same(
    monkeypatch: pytest.MonkeyPatch, hot: int
) -> None:
    """A type's first instances are made by a loop over its fields, the rest by the
    compiled ``__init__``: both give what the dataclass gives, and fail where it fails."""
    monkeypatch.setattr(referee.base.record, "HOT", hot)
    fresh = _define(f"Hot{hot}", record)
    for kind, args, kwargs in CASES * 2:
        rec, std = fresh[kind](*args, **kwargs), STD[kind](*args, **kwargs)
        assert _values(rec) == dataclasses.astuple(std)
        assert repr(rec) == repr(std).replace("Std", f"Hot{hot}", 1)
        assert referee.base.record.replace(rec) == rec
        with pytest.raises(TypeError, match="unexpected keyword argument 'nope'"):
            referee.base.record.replace(rec, nope=1)
    for make in (lambda c: c(), lambda c: c(1, 2, 3, 4, 5), lambda c: c(1, nope=2)):
        with pytest.raises(TypeError):
            make(fresh[1])
    with pytest.raises(TypeError, match="multiple values for argument 'a'"):
        fresh[0](1, a=2)
    compiled = "args" not in fresh[0].__init__.__code__.co_varnames
    assert compiled is (hot == 1)


@record(order=True)
class _Rank:
    value: int
    name: str = field(default="", compare=False)


@dataclass(frozen=True, order=True, slots=True)
class _StdRank:
    value: int
    name: str = field(default="", compare=False)


def test_order_as_the_dataclass_option() -> None:
    values = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
    mine = sorted(_Rank(*v) for v in values)
    theirs = sorted(_StdRank(*v) for v in values)
    assert [(r.value, r.name) for r in mine] == [(r.value, r.name) for r in theirs]
    a, b = _Rank(1), _Rank(2)
    assert (a < b, a <= b, a > b, a >= b, a <= _Rank(1, "x")) == (True, True, False, False, True)
    with pytest.raises(TypeError):
        _ = a < 2  # another type is not ordered


@record(frozen=False)
class _Tally:
    seen: list[str] = field(default_factory=list)
    count: int = 0


@dataclass(slots=True)
class _StdTally:
    seen: list[str] = field(default_factory=list)
    count: int = 0


def test_a_mutable_record_is_a_mutable_slotted_dataclass() -> None:
    mine, theirs = _Tally(), _StdTally()
    for t in (mine, theirs):
        t.count += 2
        t.seen.append("x")
        with pytest.raises(AttributeError):
            t.other = 1  # type: ignore[attr-defined]
    assert repr(mine) == repr(theirs).replace("_StdTally", "_Tally")
    assert mine == _Tally(["x"], 2) and mine != _Tally()
    assert _Tally.__hash__ is None and _StdTally.__hash__ is None  # unhashable, both
    assert _Tally.__slots__ == _StdTally.__slots__


@record(eq=False)
class _Book:
    id: str


def test_eq_false_keeps_identity() -> None:
    a, b = _Book("1890"), _Book("1890")
    assert a != b and a == a and hash(a) != hash(b)
    assert len({a, b}) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.id = "x"  # type: ignore[misc]


def test_the_fields_have_the_options_the_dataclass_gives_them() -> None:
    for rec, std in zip(REC, STD, strict=True):
        theirs = [
            (f.name, f.type, f.default, f.default_factory, f.compare, f.repr, f.kw_only)
            for f in dataclasses.fields(std)
        ]
        assert _options(rec) == theirs


_CHECKED = """
@deco
class {p}Checked:
    low: int
    high: int = 9

    def __post_init__(self):
        if self.low > self.high:
            raise ValueError(f"{{self.low}} > {{self.high}}")
"""


@pytest.mark.parametrize("hot", [1, 10**9], ids=["compiled", "loop"])
def test_post_init_runs_as_in_the_dataclass(monkeypatch: pytest.MonkeyPatch, hot: int) -> None:
    """After ``__init__`` sets the fields, and after ``replace`` (the loop and the
    compiled one alike): a record checks itself where its dataclass does."""
    monkeypatch.setattr(referee.base.record, "HOT", hot)
    made: dict[str, type] = {}
    for prefix, deco in (("Std", dataclass(frozen=True, slots=True)), ("Rec", record)):
        exec(_CHECKED.format(p=f"{prefix}{hot}"), {"deco": deco}, made)
    std, rec = made[f"Std{hot}Checked"], made[f"Rec{hot}Checked"]
    for _ in range(2):
        assert _values(rec(1)) == dataclasses.astuple(std(1))
        for make in (lambda c: c(5, 2), lambda c: c(high=0, low=1)):
            with pytest.raises(ValueError, match=" > "):
                make(std)
            with pytest.raises(ValueError, match=" > "):
                make(rec)
        with pytest.raises(ValueError, match="10 > 9"):
            dataclasses.replace(std(1), low=10)
        with pytest.raises(ValueError, match="10 > 9"):
            referee.base.record.replace(rec(1), low=10)
        assert referee.base.record.replace(rec(1), high=3) == rec(1, 3)


def test_wrong_classes_fail_as_with_dataclasses() -> None:
    with pytest.raises(ValueError, match="mutable default"):
        record(type("Bad", (), {"__annotations__": {"a": "list[int]"}, "a": []}))
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        record(type("Bad", (), {"__annotations__": {"a": "int", "b": "int"}, "a": 1}))
    with pytest.raises(ValueError, match="both default and default_factory"):
        referee.base.record.field(default=1, default_factory=list)
    with pytest.raises(TypeError, match="cannot extend another record"):
        record(type("Child", (REC[0],), {"__annotations__": {"c": "int"}}))
    with pytest.raises(TypeError, match="not supported"):
        record(type("Bad", (), {"__annotations__": {"a": "ClassVar[int]"}}))


def test_our_field_and_the_library_field_make_the_same_record() -> None:
    ours = record(
        type(
            "Ours",
            (),
            {
                "__annotations__": {"a": "int", "b": "tuple"},
                "b": referee.base.record.field(default=(), compare=False),
            },
        )
    )
    theirs = record(
        type(
            "Theirs",
            (),
            {"__annotations__": {"a": "int", "b": "tuple"}, "b": field(default=(), compare=False)},
        )
    )
    assert ours(1, (2,)) == ours(1) and theirs(1, (2,)) == theirs(1)
    assert repr(ours(1)) == repr(theirs(1)).replace("Theirs", "Ours")
