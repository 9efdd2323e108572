"""The documented order of the header tags, in which ``perlagg fmt`` writes them: the
rulebook and the table first (``Regeln``, ``Spieler``, ``Karten``), then the match
(``Ziel``, ``Stand``), the names of the seats (``A`` … ``D``), where the game comes from
(``Datum``, ``Ort``, ``Quelle``), then every other tag in the order written.  An English
key has the place of its German one.  Tags of the same key keep their order, so the
last of them still counts (``Transcript.header``).

>>> [header_rank(k) for k in ("Regeln", "rules", "Quelle", "B", "Spielort")]
[0, 0, 11, 6, 12]
"""

from __future__ import annotations

from referee.model.events import Transcript
from referee.notation.words import HEADER_KEYS

__all__ = ["HEADER_ORDER", "header_rank", "in_header_order"]

#: The header keys in the order ``fmt`` writes them; any other key comes after them.
HEADER_ORDER = (
    "Regeln", "Spieler", "Karten", "Ziel", "Stand", "A", "B", "C", "D", "Datum", "Ort", "Quelle",
)  # fmt: skip
_RANK = {key.casefold(): i for i, key in enumerate(HEADER_ORDER)} | {
    HEADER_KEYS[key].casefold(): i for i, key in enumerate(HEADER_ORDER) if key in HEADER_KEYS
}


def header_rank(key: str) -> int:
    """A header key's place in ``HEADER_ORDER`` (any case, either language); an unknown
    key's place is after all of them."""
    return _RANK.get(key.casefold(), len(HEADER_ORDER))


def in_header_order(transcript: Transcript) -> Transcript:
    """The transcript with its header tags in the documented order (what ``fmt`` writes;
    the same transcript to the referee).

    >>> from referee.notation import parse
    >>> t = parse('[Quelle "S. 67"]\\n[Regeln "1890"]\\n')
    >>> [h.key for h in in_header_order(t).headers]
    ['Regeln', 'Quelle']
    """
    headers = tuple(sorted(transcript.headers, key=lambda h: header_rank(h.key)))
    return Transcript(
        headers, transcript.deals, transcript.filename, transcript.preamble, transcript.language
    )
