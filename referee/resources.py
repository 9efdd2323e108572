"""Where the package's data lives: the grammar and the rulebooks.

Installed from a wheel they sit inside the package (``referee/_data``); in a source
checkout (or an editable install) they sit at the top of the repository.  Both are
found without looking at the working directory.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The directory ``grammar`` or ``rulebooks``, installed or in the checkout."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"perlagg data directory {name!r} is missing from the installation")


def grammar_path() -> Path:
    return data_dir("grammar") / "perlagg.lark"


def rulebooks_dir() -> Path:
    return data_dir("rulebooks")
