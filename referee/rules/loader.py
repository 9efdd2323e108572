"""The loader of rulebooks: a built-in by its id, or a rulebook or house-rules file.

The built-ins come ready from ``referee/rules/_builtins.py``, checked and resolved when
it was generated (``python -m referee.rules.gen_builtins``); nothing is read for them.
A file is read, checked and resolved by :mod:`referee.rules.files`, loaded only then.
"""

from __future__ import annotations

import functools
import os
from typing import TYPE_CHECKING

from referee.base.record import replace as replaced
from referee.base.resources import rulebooks_folder
from referee.rules import plain
from referee.rules.model import BUILTIN_FILES, Catalogue, Problem, Rulebook, RulebookError

if TYPE_CHECKING:
    from pathlib import Path


# --- loading -------------------------------------------------------------------------------


def builtin_ids() -> list[str]:
    """The ids of the built-in rulebooks, the oldest first.

    >>> builtin_ids()
    ['1890', '1924', 'schlanders-2013']
    """
    return list(BUILTIN_FILES)


def load(
    id_or_path: str, base_dir: str | Path | None = None, *, within: str | Path | None = None
) -> Rulebook:
    """A built-in rulebook by id, or a rulebook file (relative paths from ``base_dir``).

    ``within`` confines a file named by a transcript (``[Regeln "…"]``) to that
    directory tree: an absolute path, one escaping with ``..`` or through a link, and
    an ``extends`` leading out of the tree are refused (the command line's ``--rules``
    is not confined).  Raises :class:`RulebookError` (with ``file:line``) for an
    invalid, missing or refused file.
    """
    if id_or_path in BUILTIN_FILES:
        return builtin(id_or_path)
    from pathlib import Path  # only for a file: a built-in is found by its id

    from referee.base.resources import InputRefused, resolved
    from referee.rules.checks import shown
    from referee.rules.files import load_file

    if "\0" in id_or_path:
        raise RulebookError([(shown(id_or_path), None, Problem("rulebook.nul"))])
    path = Path(id_or_path).expanduser()
    if within is not None and path.is_absolute():
        raise RulebookError([(id_or_path, None, Problem("rulebook.outside"))])
    if not path.is_absolute() and base_dir is not None:
        path = Path(base_dir) / path
    root = Path(within).resolve() if within is not None else None
    try:
        path = resolved(path)
    except InputRefused as exc:
        raise RulebookError([(id_or_path, None, Problem(exc.key))]) from None
    if root is not None and not path.is_relative_to(root):
        raise RulebookError([(id_or_path, None, Problem("rulebook.outside"))])
    return load_file(path, stack=(), within=root, shelf=_GENERATED)


# --- the built-ins -------------------------------------------------------------------------


@functools.cache
def builtin(rulebook_id: str) -> Rulebook:
    """A built-in rulebook, made from the generated module ``_builtins`` (no file read).

    >>> builtin("1924").extends, builtin("1924").path.name
    ('1890', '1924.toml')
    """
    from referee.rules import _builtins

    book = plain.rulebook(_builtins.BOOKS[rulebook_id], _builtins.SHARED)
    return replaced(book, file=os.path.join(rulebooks_folder(), BUILTIN_FILES[rulebook_id]))


@functools.cache
def catalogue() -> Catalogue:
    """The catalogue of ``concerns.toml``, from the generated module ``_builtins``."""
    from referee.rules import _builtins

    return plain.catalogue(_builtins.CATALOGUE, _builtins.SHARED)


class GeneratedShelf:
    """The built-in rulebooks and the catalogue as the generated module holds them."""

    def catalogue(self) -> Catalogue:
        return catalogue()

    def book(self, rulebook_id: str) -> Rulebook:
        return builtin(rulebook_id)

    def loading(self, rulebook_id: str) -> bool:
        """Whether the built-in is being loaded (a file cannot quote it then)."""
        return False


_GENERATED = GeneratedShelf()
