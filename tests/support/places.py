"""Where things are: the repository, its examples, and the tests' own folders.

>>> EXAMPLES[0].name
'01_gleich_ohne_gebot.perlagg'
>>> example("12_").name
'12_farbe_verleugnet.perlagg'
"""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
ROOT = TESTS.parent
EXAMPLES_DIR = ROOT / "examples"
#: every example transcript, in the order of their numbers
EXAMPLES = sorted(EXAMPLES_DIR.glob("*.perlagg"))
#: the house-rules files the rulebook tests load (one fault each, and ``stammtisch.toml``)
HOUSE = TESTS / "fixtures" / "house"
CORPUS = TESTS / "corpus"
GOLDEN = TESTS / "golden"
SNAPSHOTS = TESTS / "snapshots"


def example(prefix: str) -> Path:
    """The example whose file name starts with ``prefix`` (``"04_"``)."""
    return next(p for p in EXAMPLES if p.name.startswith(prefix))
