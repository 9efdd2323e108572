"""Codes of what ``perlagg check`` reports, and which of them a run shows.

A finding's code is the rule concern it rests on (``follow-suit``, ``must-have`` …),
which already names the rule in a player's words; a dispute's ruling is ``dispute``.
What keeps a file from being judged has a code of its own (``ERROR_CODES``, listed in
``docs/codes.md``).  ``--select`` and ``--ignore`` take codes and kinds
(``violation``, ``score``, ``ruling``, ``undetermined``, ``note``, ``error``).
"""

from __future__ import annotations

from collections.abc import Iterable

from referee.base.record import record

KINDS = ("violation", "score", "undetermined", "error", "ruling", "note")
DEFAULT_KINDS = frozenset({"violation", "score", "undetermined", "error"})
#: the kinds that fail a run (exit 1; with --strict also ``undetermined``)
FAILING = frozenset({"violation", "score"})
DISPUTE = "dispute"

#: The findings about the score as written — a ``Stand:`` line the table added up
#: wrong, one that then stood because no one objected in time (§21), a ``[Stand]``
#: header that cannot be read or cannot be — are the kind ``score``: the mistake a
#: club's CI is there to catch, shown and failing by default, counted on their own.
SCORE_KEYS = frozenset(
    {
        "replay.score-claim-wrong",
        "replay.score-claim-stands",
        "replay.start-score-unreadable",
        "replay.start-score-over",
    }
)


def kind_of(kind: str, key: str) -> str:
    """The kind a finding is reported as: its own, or ``score`` (``SCORE_KEYS``).

    >>> kind_of("ruling", "replay.score-claim-wrong"), kind_of("ruling", "play.trick")
    ('score', 'ruling')
    """
    return "score" if key in SCORE_KEYS else kind


#: parse-error message key (the first fragment of a NotationError) -> code
_NOTATION_CODES = {
    "notation.unexpected": "syntax",
    "notation.line_ends": "syntax",
    "notation.unknown_word": "unknown-word",
    "notation.unknown_card": "unknown-card",
    "notation.not_a_card": "unknown-card",
    "notation.unknown_player": "unknown-player",
    "notation.trick_count": "trick-size",
    "notation.trick_count_one": "trick-size",
    "notation.not_partners": "not-partners",
    "notation.raise_level": "raise-level",
    "notation.header_after_deal": "misplaced-header",
    "notation.before_deal": "missing-deal",
    "notation.encoding": "encoding",
}

#: every code an error can carry; what each means is in the message table
#: (``codes.error.<code>``, German and English), which ``perlagg codes`` and the SARIF
#: rules say, and docs/codes.md lists the same
ERROR_CODES = (
    "syntax",
    "unknown-word",
    "unknown-card",
    "unknown-player",
    "trick-size",
    "not-partners",
    "raise-level",
    "misplaced-header",
    "missing-deal",
    "encoding",
    "unreadable",
    "rulebook",
    "expected",
    "internal",
)


def known_codes() -> tuple[str, ...]:
    """Every code and kind ``--select`` and ``--ignore`` take: the kinds, the concerns
    (``rulebooks/concerns.toml``), ``dispute``, the error codes."""
    from referee.rules import catalogue

    return (*KINDS, *catalogue().concerns, DISPUTE, *ERROR_CODES)


def nearest(word: str, known: Iterable[str]) -> str | None:
    """The known code ``word`` most likely means: the closest whole code, or the code
    with the closest part (``cleims`` is the ``claims`` of ``claims-deadline``), or None.

    >>> codes = ["follow-suit", "claims-deadline", "cut", "violation"]
    >>> nearest("folow-suit", codes), nearest("cleims", codes), nearest("viloation", codes)
    ('follow-suit', 'claims-deadline', 'violation')
    >>> nearest("Follow_Suit", codes), nearest("xyz", codes)
    ('follow-suit', None)
    """
    from difflib import SequenceMatcher  # only for a code that is wrong

    folded = word.strip().casefold().replace("_", "-").replace(" ", "-")
    best, score = None, 0.0
    for code in known:
        whole = SequenceMatcher(None, folded, code).ratio()
        parts = [SequenceMatcher(None, folded, part).ratio() for part in code.split("-")]
        ratio = max(whole, 0.95 * max(parts))  # a whole code beats one of its parts
        if ratio > score:
            best, score = code, ratio
    return best if score >= 0.7 else None


def unknown_code(code: str, lang: str, known: Iterable[str] | None = None) -> str:
    """What is said of a code no one knows: the nearest known one, where there is one,
    and where every code is explained (``perlagg codes``, from the installed package).

    >>> unknown_code("cleims", "en")
    'unknown code or kind “cleims” — did you mean claims-deadline? (perlagg codes lists them all)'
    """
    from referee.messages import say

    hint = nearest(code, known_codes() if known is None else known)
    if hint is None:
        return say("codes.unknown", lang, code=code)
    return say("codes.unknown-suggest", lang, code=code, hint=hint)


def notation_code(first_key: str) -> str:
    """The code of a parse error, from the key of its first message fragment.

    >>> notation_code("notation.unknown_card")
    'unknown-card'
    >>> notation_code("notation.something_new")
    'syntax'
    """
    return _NOTATION_CODES.get(first_key, "syntax")


@record
class Selection:
    """Which records a run shows: ``--select`` (or the default kinds), minus ``--ignore``.

    Errors are always shown: a file that was not judged cannot pass by being ignored.

    >>> s = Selection.of(select=None, ignore=["cut"])
    >>> s.shows("violation", "follow-suit"), s.shows("violation", "cut")
    (True, False)
    >>> s.shows("ruling", "exchange")
    False
    >>> Selection.of(select=["ruling"], ignore=[]).shows("ruling", "exchange")
    True
    >>> Selection.of(select=["follow-suit"], ignore=["violation"]).shows("error", "syntax")
    True
    """

    select: frozenset[str]
    ignore: frozenset[str]

    @classmethod
    def of(
        cls,
        select: Iterable[str] | None,
        ignore: Iterable[str] | None,
        *,
        verbose: bool = False,
    ) -> Selection:
        chosen = frozenset(select) if select else DEFAULT_KINDS
        if verbose:
            chosen = chosen | frozenset(KINDS)
        return cls(chosen, frozenset(ignore or ()))

    def shows(self, kind: str, code: str) -> bool:
        if kind == "error":
            return True
        if kind in self.ignore or code in self.ignore:
            return False
        return kind in self.select or code in self.select


def split_codes(values: Iterable[str] | None) -> list[str]:
    """``--select a,b --select c`` -> ``['a', 'b', 'c']``.

    >>> split_codes(["follow-suit, cut", "violation"])
    ['follow-suit', 'cut', 'violation']
    """
    out: list[str] = []
    for value in values or ():
        out += [v.strip() for v in value.split(",") if v.strip()]
    return out
