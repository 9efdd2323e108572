"""What the tests of the ``Streit:`` answers share: the built-in rulebooks, the
paragraph that decides a follow-suit question in each, and the message keys of a ruling.
"""

from __future__ import annotations

from referee.model.report import DisputeRuling
from referee.rules import builtin_ids

BUILTIN = builtin_ids()
#: the follow-suit paragraph per rulebook
FOLLOW = {"1890": "§13", "1924": "§13", "schlanders-2013": "B §10"}


def keys(d: DisputeRuling) -> list[str]:
    """The message keys of a dispute's ruling, in order (what each sentence says)."""
    return [key for key, _args in d.ruling]
