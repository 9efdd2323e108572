"""The corpus of test transcripts: ``tests/corpus/<name>.perlagg``, one file each, read
by name.  A transcript that two test modules need lives here, not pasted into both.

>>> transcript("unparseable")
'Runde\\nGeber: Q\\n'
>>> "smallest" in NAMES
True
"""

from __future__ import annotations

from tests.support.places import CORPUS

NAMES = frozenset(p.stem for p in CORPUS.glob("*.perlagg"))


def transcript(name: str) -> str:
    """The text of the corpus transcript ``name`` (the file's stem)."""
    if name not in NAMES:
        raise KeyError(f"no transcript {name!r} in tests/corpus (it has {sorted(NAMES)})")
    return (CORPUS / f"{name}.perlagg").read_text(encoding="utf-8")
