"""Pinned files: what a test compares its output with, byte for byte or as data — the
goldens (``tests/golden``), the snapshots (``tests/snapshots``) and ``docs/deal.svg``.

With ``PERLAGG_REGENERATE=1`` in the environment a test writes its output to the file it
pins instead of comparing; every file so changed is listed in ``REWRITTEN``, which the
run's summary prints (``tests/conftest.py``).  Without it a missing file fails the test.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.support.places import ROOT

#: the one switch: ``PERLAGG_REGENERATE=1 python -m pytest`` rewrites every pinned file
VARIABLE = "PERLAGG_REGENERATE"
#: the files this run rewrote (their contents changed), in the order written
REWRITTEN: list[Path] = []


def regenerating() -> bool:
    """Whether this run rewrites the pinned files (``PERLAGG_REGENERATE=1``)."""
    return os.environ.get(VARIABLE) == "1"


def pinned(path: Path, text: str) -> str:
    """The pinned text of ``path``, to compare ``text`` (this run's output) with.

    When regenerating, ``text`` is written to ``path`` first, and ``path`` listed in
    ``REWRITTEN`` if that changed it; so the comparison then holds.
    """
    if regenerating():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            path.write_text(text, encoding="utf-8")
            REWRITTEN.append(path)
    if not path.exists():
        pytest.fail(f"no pinned file {path.relative_to(ROOT)}; run with {VARIABLE}=1")
    return path.read_text(encoding="utf-8")


def summary() -> list[str]:
    """The lines the run's summary prints: what was rewritten, or that nothing was.

    >>> summary() if not regenerating() else []
    []
    """
    if not regenerating():
        return []
    if not REWRITTEN:
        return [f"{VARIABLE}=1: every pinned file already held this run's output"]
    names = [str(p.relative_to(ROOT)) for p in REWRITTEN]
    return [f"{VARIABLE}=1 rewrote {len(names)} pinned file(s); read their diff:", *names]
