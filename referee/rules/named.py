"""What a transcript's ``[Regeln "…"]`` may have meant when it names nothing: the
built-in ids, the closest of them, and the house-rules files beside the transcript.

>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as d:
...     _ = (pathlib.Path(d) / "haus.toml").write_text('extends = "1890"\\nid = "haus"\\n')
...     _ = (pathlib.Path(d) / "pyproject.toml").write_text('[project]\\nname = "x"\\n')
...     print(unknown_named("Schlanders", d).text("en"))
...     print(unknown_named("nix", d).text("en"))
no rulebook “Schlanders” — did you mean “schlanders-2013”? Built in: 1890, 1924, \
schlanders-2013; house rules beside the transcript: haus.toml
no rulebook “nix”: neither built in (1890, 1924, schlanders-2013) nor a file beside \
the transcript; house rules beside the transcript: haus.toml
"""

from __future__ import annotations

import os
from pathlib import Path

from referee.base.shown import safe
from referee.rules.loader import builtin_ids
from referee.rules.model import Problem

__all__ = ["house_files_beside", "unknown_named"]

#: House-rules files listed at most, and the size of a file looked into.
_MAX_LISTED, _MAX_BYTES = 10, 1 << 20


def unknown_named(name: str, base_dir: str | Path | None) -> Problem:
    """Why ``name`` names no rulebook, with the built-in id it likely means and the
    house-rules files beside the transcript (in ``base_dir``)."""
    ids = builtin_ids()
    files = house_files_beside(Path(base_dir or "."))
    beside = (
        Problem("rulebook.beside", files=", ".join(files))
        if files
        else Problem("rulebook.beside-none")
    )
    hint = _closest(name, ids)
    shown = name if len(name) <= 60 else name[:60] + "…"
    if hint:
        args = {"name": shown, "hint": hint, "ids": ", ".join(ids), "beside": beside}
        return Problem("rulebook.unknown-named-suggest", **args)
    return Problem("rulebook.unknown-named", name=shown, ids=", ".join(ids), beside=beside)


def _closest(name: str, ids: list[str]) -> str | None:
    folded = name.casefold()
    hits = [i for i in ids if folded and (i.startswith(folded) or folded.startswith(i))]
    if hits or len(name) > 40:
        return hits[0] if hits else None
    import difflib  # only for a name that is wrong

    close = difflib.get_close_matches(folded, ids, n=1, cutoff=0.5)
    return close[0] if close else None


def house_files_beside(directory: Path) -> list[str]:
    """The ``*.toml`` files in ``directory`` that read as a rulebook (by name, sorted;
    at most ten): small regular files whose TOML names an id or a parent."""
    try:
        names = sorted(e.name for e in os.scandir(directory) if e.name.endswith(".toml"))
    except OSError:
        return []
    found: list[str] = []
    for entry in names:
        if len(found) == _MAX_LISTED:
            break
        if _is_rulebook(directory / entry):
            found.append(safe(entry))
    return found


def _is_rulebook(path: Path) -> bool:
    import tomllib

    try:
        if not path.is_file() or path.stat().st_size > _MAX_BYTES:
            return False
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # ValueError: not TOML, not UTF-8
        return False
    return isinstance(data.get("id"), str) or isinstance(data.get("extends"), str)
