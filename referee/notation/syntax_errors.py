"""A syntax error as a player reads it: where the mistake is (not always where the parser
noticed it), what it is in his words, and the word he likely meant.

>>> from referee.notation.lalr import Parser, UnexpectedInput
>>> st = ParseState("t.perlagg", ["Abheeben C: -"])
>>> try:
...     Parser().parse("Abheeben C: -\\n")
... except UnexpectedInput as exc:
...     syntax_error(exc, st, 1)
>>> [(e.line, e.column, e.suggestion) for e in st.errors]
[(1, 1, 'Abheben')]
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from referee.notation.lalr import UnexpectedInput, UnexpectedToken
from referee.notation.state import ParseState
from referee.notation.words import (
    CARD_TERMINALS,
    ENGLISH_HEADS,
    ENGLISH_VERBS,
    HEAD_WORDS,
    LINE_WORDS,
    VERB_FOLDS,
    VERBS,
    expected,
    nearest_card,
    suggest,
    vocabulary,
)

__all__ = ["syntax_error"]

#: How many words at most the error finders try as a player's name, so that a line of
#: a thousand words costs what a line of eight does (finding the error is linear).
_NAME_WORDS = 8
_WORD_AT = re.compile(r"[^\s,:=!.{}\[\]\"#]+|\S")
_NAME_WORD = re.compile(r"[^\W\d_](?:[\w'\u2019-]*\w)?")


def syntax_error(exc: UnexpectedInput, st: ParseState, line_no: int) -> None:
    """Record a syntax error at ``line_no`` (1-based, in the file) in a player's words."""
    source = st.source(line_no)
    column = exc.column if isinstance(exc.column, int) and exc.column > 0 else len(source) + 1
    if isinstance(exc, UnexpectedToken):
        terminals = _accepts(exc, st)
        at_end = exc.token.type in ("_NL", "$END")
    else:
        terminals = set(getattr(exc, "allowed", ()) or ())
        at_end = False
    if _misnamed_player(source, column, line_no, st):
        return
    cards = bool(terminals & CARD_TERMINALS)
    if cards and _card_read_as_name(source, column, line_no, st, terminals):
        return
    if at_end:
        column = len(source.rstrip()) + 1 if column > len(source) else column
        st.error(
            line_no,
            column,
            [
                ("notation.line_ends", {}),
                ("notation.expected", {"what": expected(terminals, st.language)}),
            ],
        )
        return
    word = _word_at(source, column)
    vocab = vocabulary(terminals, st.name_words(), st.language)
    if cards and re.fullmatch(r"[\w-]+", word or "-"):
        key = "notation.unknown_card"
        what: tuple[str, ...] = ("notation.what.card",)
        hint: str | None = nearest_card(word, vocab)
    else:
        key, what = "notation.unexpected", expected(terminals, st.language)
        hint = suggest(word, vocab)
    st.error(line_no, column, [(key, {"word": word}), ("notation.expected", {"what": what})], hint)


def _accepts(exc: UnexpectedToken, st: ParseState) -> set[str]:
    """``accepts`` is exact but costs a trial parse per terminal; after many errors
    (``st.exact_left``) the cheaper ``expected`` (a file of garbage must still be judged
    quickly)."""
    if st.exact_left > 0:
        st.exact_left -= 1
        try:
            return set(exc.accepts or exc.expected)
        except Exception:
            pass
    return set(exc.expected or ())


def _word_at(line: str, column: int) -> str:
    m = _WORD_AT.match(line, max(column - 1, 0))
    word = m.group(0) if m else ""
    if len(word) > 40:
        word = word[:40] + "…"
    return word if word.isprintable() else f"U+{ord(word[0]):04X}" if word else word


def _misnamed_player(source: str, column: int, line_no: int, st: ParseState) -> bool:
    """A line that starts with words which are no line keyword and no known player:
    the mistake is there ("Abheeben C: -"), not where the parser noticed it."""
    words: list[re.Match[str]] = []
    pos = len(source) - len(source.lstrip())
    while (
        len(words) <= _NAME_WORDS
        and (m := _NAME_WORD.match(source, pos))
        and m.start() < column - 1
    ):
        if m.group(0).casefold() in VERB_FOLDS:  # the player's name ends at the verb
            break
        words.append(m)
        nxt = m.end()
        pos = nxt + len(source[nxt:]) - len(source[nxt:].lstrip(" \t"))
        if pos == nxt:
            break
    if not words or words[0].group(0).casefold() in {w.casefold() for w in HEAD_WORDS}:
        return False
    known = 0
    for k in range(len(words), 0, -1):
        if st.resolve(" ".join(w.group(0) for w in words[:k])) is not None:
            known = k
            break
    if known == len(words):
        return False
    bad = words[known]
    col = bad.start() + 1
    if known == 0:
        # where a player fits (before ":" or a verb) a name is the likelier meaning
        first = _player_fits(source, words[-1].end())
        english = st.language == "en"
        names = st.name_words()
        keywords = [*ENGLISH_HEADS, *LINE_WORDS] if english else list(HEAD_WORDS)
        order = (names, keywords) if first else (keywords, names)
        hint = suggest(bad.group(0), order[0]) or suggest(bad.group(0), order[1])
        st.error(line_no, col, [("notation.unknown_word", {"word": bad.group(0)})], hint)
    else:
        verbs = ENGLISH_VERBS if st.language == "en" else VERBS
        hint = suggest(bad.group(0), verbs) or suggest(bad.group(0), (*VERBS, *ENGLISH_VERBS))
        what = (":", *verbs)
        parts: list[tuple[str, dict[str, Any]]] = [
            ("notation.unexpected", {"word": bad.group(0)}),
            ("notation.expected", {"what": what}),
        ]
        st.error(line_no, col, parts, hint)
    return True


def _player_fits(source: str, end: int) -> bool:
    """Does a player's name belong before ``end`` (the line goes on with ":" or a verb)?"""
    rest = source[end:].lstrip()
    verb = _NAME_WORD.match(rest)
    return rest.startswith(":") or bool(verb and verb.group(0).casefold() in VERB_FOLDS)


def _card_read_as_name(
    source: str, column: int, line_no: int, st: ParseState, terminals: set[str]
) -> bool:
    """In a trick, "B HX" reads as a player called "B HX" when HX is no card, and the parser
    only notices at the comma.  The mistake is the card after the known player."""
    if not re.match(r"\s*stich\b", source, re.I):
        return False
    start = max(source.rfind(",", 0, column - 1), source.rfind(":", 0, column - 1)) + 1
    found = _NAME_WORD.finditer(source, start, max(start, column - 1))
    words = list(itertools.islice(found, _NAME_WORDS + 1))
    for k in range(len(words) - 1, 0, -1):
        if st.resolve(" ".join(w.group(0) for w in words[:k])) is not None:
            bad = words[k]
            parts: list[tuple[str, dict[str, Any]]] = [
                ("notation.unknown_card", {"word": bad.group(0)}),
                ("notation.expected", {"what": ("notation.what.card",)}),
            ]
            vocab = vocabulary(terminals, st.name_words(), st.language)
            hint = nearest_card(bad.group(0), vocab)
            st.error(line_no, bad.start() + 1, parts, hint)
            return True
    return False
