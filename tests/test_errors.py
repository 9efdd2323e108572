"""One exception root: every exception class that a module of ``referee`` defines derives
from ``referee.base.errors.PerlaggError`` (each module imported, its classes walked)."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

import pytest

import referee
from referee.base.errors import PerlaggError

MODULES = sorted(m.name for m in pkgutil.walk_packages(referee.__path__, "referee."))


def exception_classes(module: ModuleType) -> list[type[BaseException]]:
    """The exception classes defined in ``module`` (not those it imports), with the
    classes nested in its classes."""
    found: list[type[BaseException]] = []
    todo = [v for v in vars(module).values() if isinstance(v, type)]
    while todo:
        cls = todo.pop()
        if cls.__module__ != module.__name__:
            continue
        if issubclass(cls, BaseException):
            found.append(cls)
        todo.extend(v for v in vars(cls).values() if isinstance(v, type))
    return found


def test_the_walk_sees_the_package() -> None:
    assert {"referee.base.errors", "referee.judge.disputes", "referee.cli.inputs"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_every_exception_class_derives_from_perlagg_error(name: str) -> None:
    module = importlib.import_module(name)
    strays = [c.__qualname__ for c in exception_classes(module) if not issubclass(c, PerlaggError)]
    assert not strays, f"{name}: {strays} do not derive from PerlaggError"


def test_the_walk_finds_the_known_errors() -> None:
    """The walk finds what it must (a walk that found nothing would pass anything)."""
    found = {
        c.__qualname__ for name in MODULES for c in exception_classes(importlib.import_module(name))
    }
    expected = {"ParseError", "RulebookError", "InputRefused", "ConfigError", "Unreadable"}
    assert expected <= found


def test_a_builtin_base_is_kept_where_it_means_something() -> None:
    from referee.base.resources import InputRefused
    from referee.rules.rulebook_cache import Uncacheable
    from referee.table.state import IllegalPlay

    assert issubclass(InputRefused, OSError)
    assert issubclass(IllegalPlay, ValueError)
    assert issubclass(Uncacheable, TypeError)
