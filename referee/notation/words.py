"""The words of the notation as a player knows them: what the parser could take, in his
words, the known word nearest a misspelling, a card of the French deck said as it is
here, and the names of the levels of a raise.

>>> expected({"CARD", "_NL"}), suggest("Abheeben", LINE_WORDS), level_word(4)
(('notation.what.card',), 'Abheben', 'Vier')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from referee.model.cards import card_words, lookup_card
from referee.model.events import SPIEL_AUS

__all__ = [
    "CARD_TERMINALS",
    "ENGLISH_HEADS",
    "ENGLISH_VERBS",
    "HEADER_KEYS",
    "HEAD_WORDS",
    "LINE_WORDS",
    "VERBS",
    "VERB_FOLDS",
    "describe",
    "expected",
    "foreign_card",
    "level_word",
    "nearest_card",
    "suggest",
    "vocabulary",
]

#: Terminal → what a player would call it (a message key) or the literal word itself.
_TERMINAL_WORDS: dict[str, str] = {
    "CARD": "notation.what.card",
    "CARDS": "notation.what.card",
    "NAME": "notation.what.player",
    "NUMBER": "notation.what.number",
    "SCORE": "notation.what.number",
    "PARTY": "notation.what.party",
    "REST": "notation.what.text",
    "QUOTED": "notation.what.quoted",
    "STRING": "notation.what.quoted",
    "HKEY": "notation.what.header_key",
    "DEGREE": "notation.what.degree",
    "NUM": "notation.what.level",
    "NONE": "notation.what.none",
    "ANNOTATION": "notation.what.annotation",
    "_NL": "notation.what.eol",
    "$END": "notation.what.eol",
    "GLEICH": "notation.what.figure",
    "HANGER": "notation.what.figure",
    "SPIEL": "notation.what.figure",
    "LSQB": "[",
    "RSQB": "]",
    "COLON": ":",
    "COMMA": ",",
    "END": "!",
    "CHRISTEN": "als",
    "HOECHST": "höchst",
    "WEIST": "weist",
    "ART": "das",
    "POSS": "mein",
    "UMS_GEBEN": "Ums Geben",
}
#: The words a line may start with (besides a player), for suggestions.
LINE_WORDS = ("Runde", "Geber", "Abheben", "Hand", "Trumpf", "Stich", "Stand", "Streit")
#: The line heads in English, in the order of ``LINE_WORDS``.
ENGLISH_HEADS = ("Round", "Dealer", "Cut", "Hand", "Trump", "Trick", "Score", "Dispute")
#: The header keys the referee reads, German → English (``[Regeln "1890"]`` is
#: ``[Rules "1890"]``); the parse keeps the German key, so both are the same events.
HEADER_KEYS = {
    "Regeln": "Rules",
    "Ziel": "Target",
    "Stand": "Score",
    "Spieler": "Players",
    "Karten": "Cards",
    "Datum": "Date",
    "Ort": "Place",
    "Quelle": "Source",
}
#: The verbs after a player.
VERBS = ("spielt", "tauscht", "weist", "deutet", "wirft", "nimmt")
ENGLISH_VERBS = ("plays", "exchanges", "shows", "signals", "throws", "takes")
#: The words that end a player's name: the verbs, "zeigt" (a player's "weist"), "swaps".
VERB_FOLDS = {*VERBS, "zeigt", *ENGLISH_VERBS, "swaps"}
#: The words a line may start with in either language.
HEAD_WORDS = (*LINE_WORDS, *ENGLISH_HEADS)
_SPEECH_WORDS = (
    "Ich", "biete", "Gilt", "Es", "Ungesehen", "Gut", "bei", "halte", "schaue", "gehe",
    "nicht", "vom", "von", "an", "aus", "aufs", "auf", "Einen", "Groschen", "steht", "und",
    "das", "der", "den", "die", "mein", "meinen", "Gleich", "Hanger", "Spiel",
    "zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben",
)  # fmt: skip
_ENGLISH_SPEECH_WORDS = (
    "I", "bid", "Unseen", "Good", "at", "hold", "see", "out", "on", "Groschen", "stands",
    "and", "the", "my", "our", "Gleich", "Hanger", "Spiel",
    "two", "Three", "Four", "Five", "Six", "Seven",
)  # fmt: skip
#: Terminal → its English word where an English transcript is expected to say it
#: ("" where English has no such word: "an", "vom", "gilt"…; SEE has no German one).
_ENGLISH_WORDS = {
    "SPIELT": "plays", "TAUSCHT": "exchanges", "GEGEN": "for", "WEIST": "shows",
    "DEUTET": "signals", "WIRFT": "throws", "HIN": "in", "CHRISTEN": "as",
    "HOECHST": "highest", "ICH": "I", "BIETE": "bid", "UNGESEHEN": "unseen", "GUT": "good",
    "BEI": "at", "HALTE": "hold", "SEE": "see", "AUS": "out", "AUF": "on", "EINEN": "a",
    "STEHT": "stands", "UND": "and", "ART": "the", "POSS": "my", "SCHAUE": "", "AN": "",
    "GEHE": "", "NICHT": "", "VOM": "", "VON": "", "ES": "", "GILT": "", "AUFS": "",
    "UMS_GEBEN": "cut for deal",
}  # fmt: skip
#: What-descriptions that give examples in the notation's words: an English transcript's
#: errors give English examples.
_ENGLISH_WHAT = {
    "notation.what.line",
    "notation.what.speech",
    "notation.what.level",
    "notation.what.degree",
    "notation.what.header_key",
}
_QUIET = {"_NL", "$END", "ANNOTATION", "END", "WS", "COMMENT"}
#: The terminals of cards: one card, a list of them.
CARD_TERMINALS = frozenset({"CARD", "CARDS"})
_LEVEL_NAMES = {2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben"}


def level_word(n: int) -> str:
    """A level as said at the table: ``Drei`` … ``Sieben``, ``Spiel aus``."""
    return "Spiel aus" if n == SPIEL_AUS else _LEVEL_NAMES.get(n, str(n))


def describe(terminal: str, lang: str = "de") -> str:
    """A terminal in a player's words (of a transcript in ``lang``): a message key, a
    literal word, or its name; ``""`` for a word the language does not have."""
    if lang == "en":
        what = _ENGLISH_WORDS.get(terminal, _TERMINAL_WORDS.get(terminal, terminal.lower()))
        return what + "_en" if what in _ENGLISH_WHAT else what
    if terminal == "SEE":
        return ""
    return _TERMINAL_WORDS.get(terminal, terminal.lower())


def expected(terminals: Iterable[str], lang: str = "de") -> tuple[str, ...]:
    """What the parser could take here, in a player's words (quiet ones only if alone),
    in the words of a transcript in ``lang``.

    >>> expected({"SPIELT", "COLON", "WEIST"}, "en")
    (':', 'plays', 'exchanges', 'shows', 'signals', 'throws', 'takes')
    """
    names = set(terminals) - {"WS", "COMMENT"}
    if "RUNDE" in names:
        return ("notation.what.line" + ("_en" if lang == "en" else ""),)
    if "GILT" in names and "QUOTED" in names:
        return ("notation.what.speech" + ("_en" if lang == "en" else ""),)
    loud = sorted(names - _QUIET) or sorted(names & {"_NL", "$END"})
    out = [w for t in loud if (w := describe(t, lang))]
    if "SPIELT" in names and "COLON" in names:  # after a player: ":" or a verb
        out = [":", *(ENGLISH_VERBS if lang == "en" else VERBS)]
    return tuple(dict.fromkeys(out))


def vocabulary(terminals: Iterable[str], names: Iterable[str], lang: str = "de") -> list[str]:
    """Words worth suggesting for a misspelling where these terminals were possible;
    ``names`` are the players' names the transcript knows.  Both languages' words, those
    of ``lang`` (the transcript's) first, so that they win a tie."""
    kinds = set(terminals)
    vocab: list[str] = []
    if "RUNDE" in kinds:
        vocab += [*_ordered(LINE_WORDS, ENGLISH_HEADS, lang), *names]
    if kinds & CARD_TERMINALS:
        vocab += card_words()
    if "GILT" in kinds or "HALTE" in kinds or "GLEICH" in kinds or "NUM" in kinds:
        vocab += _ordered(_SPEECH_WORDS, _ENGLISH_SPEECH_WORDS, lang)
    if "SPIELT" in kinds:
        vocab += _ordered(VERBS, ENGLISH_VERBS, lang)
    english = [w for t in kinds if len(w := _ENGLISH_WORDS.get(t, "")) > 1]
    german = [w for t in kinds if len(w := _TERMINAL_WORDS.get(t, "")) > 2 and "." not in w]
    german += [t.capitalize() for t in kinds if t.isalpha() and t not in _TERMINAL_WORDS]
    vocab += _ordered(german, english, lang)
    return vocab


def _ordered(german: Iterable[str], english: Iterable[str], lang: str) -> list[str]:
    """Both lists, the one of ``lang`` first."""
    return [*english, *german] if lang == "en" else [*german, *english]


_FOREIGN_SUITS = {
    "herz": "H",
    "karo": "S",
    "pik": "L",
    "kreuz": "E",
    "treff": "E",
    "laub": "L",
    "grün": "L",
    "gras": "L",
    "schell": "S",
    "eichel": "E",
}
_FOREIGN_RANKS = {"bube": "U", "bub": "U", "bauer": "U", "dame": "O", "königin": "O"}
_MISSING_RANKS = ("zwei", "drei", "vier", "fünf", "sechs", "2", "3", "4", "5", "6")
_SUIT_NAMES = {"H": "Herz", "L": "Laub", "S": "Schell", "E": "Eichel"}
_RANK_NAMES = {"U": "Unter", "O": "Ober"}


def foreign_card(word: str) -> tuple[str, dict[str, Any]] | None:
    """A card word of the French deck or of a rank the deck lacks, and what it is here.

    >>> foreign_card("Herz-Bube")
    ('notation.foreign_card', {'word': 'Herz-Bube', 'card': 'Herz-Unter', 'code': 'HU'})
    >>> foreign_card("Karodame")[1]["code"], foreign_card("Herz-Sechs")[0]
    ('SO', 'notation.no_such_rank')
    >>> foreign_card("Herz-Ass") is None
    True
    """
    folded = word.strip().casefold()
    prefix = next(
        (p for p in sorted(_FOREIGN_SUITS, key=len, reverse=True) if folded.startswith(p)), None
    )
    if prefix is None:
        return None
    suit, rank = _FOREIGN_SUITS[prefix], folded[len(prefix) :].lstrip("- ")
    if rank in _FOREIGN_RANKS:
        r = _FOREIGN_RANKS[rank]
        name = f"{_SUIT_NAMES[suit]}-{_RANK_NAMES[r]}"
        return "notation.foreign_card", {"word": word, "card": name, "code": suit + r}
    if rank in _MISSING_RANKS:
        return "notation.no_such_rank", {"word": word}
    return None


#: A rank as other decks and hands write it → the rank letter of the Tyrolean deck.
_RANK_GUESSES = {
    "x": "10", "z": "10", "zehn": "10", "ten": "10", "q": "O", "d": "O", "j": "U", "b": "U",
    "1": "A", "ace": "A", "as": "A", "king": "K", "queen": "O", "jack": "U", "ober": "O",
    "unter": "U",
}  # fmt: skip
_SHORT_CARD = re.compile(r"([hlgse])[- ]?(\w+)", re.I)


def nearest_card(word: str, vocabulary: Iterable[str] = ()) -> str:
    """The card an unknown card word most likely means: a short code with a rank of
    another deck or out of range read as the nearest rank here (``HX``, ``H11`` → H10,
    ``LQ`` → LO, ``EJ`` → EU, ``S6`` → the Weli), else the closest word of
    ``vocabulary``, else the closest card word.

    >>> [nearest_card(w) for w in ("HX", "H11", "LQ", "EJ", "S6", "G5", "Hrz-As")]
    ['H10', 'H10', 'LO', 'EU', 'W', 'G7', 'Herz-As']
    """
    m = _SHORT_CARD.fullmatch(word.strip())
    if m:
        suit, rank = m.group(1).upper(), m.group(2).casefold()
        if suit == "S" and rank == "6":
            return "W"
        guess = _RANK_GUESSES.get(rank) or _RANK_GUESSES.get(rank[:1], rank[:1].upper())
        if rank.isdigit():
            guess = str(min(max(int(rank[:3]), 7), 10)) if rank != "1" else "A"
        if lookup_card(suit + guess) is not None:
            return suit + guess
    near = suggest(word, vocabulary)
    if near is not None:
        return near
    import difflib  # only for a misspelling

    words = card_words()
    folded = [w.casefold() for w in words]
    hits = difflib.get_close_matches(word.casefold(), folded, n=1, cutoff=0.0)
    return words[folded.index(hits[0])] if hits else "HA"


def suggest(word: str, vocabulary: Iterable[str]) -> str | None:
    """The closest known word to a misspelling ("Abheeben" → "Abheben"), if any is close."""
    if not word or len(word) > 40:
        return None
    by_fold: dict[str, str] = {}
    for w in vocabulary:
        by_fold.setdefault(w.casefold(), w)
    if word.casefold() in by_fold:
        return None
    import difflib  # only for a misspelling: a run without one does not load it

    # the closest; of equally close ones the first (get_close_matches takes the last)
    matcher, best, best_ratio = difflib.SequenceMatcher(), None, 0.0
    matcher.set_seq2(word.casefold())
    for folded, w in by_fold.items():
        matcher.set_seq1(folded)
        if matcher.real_quick_ratio() < _CLOSE or matcher.quick_ratio() < _CLOSE:
            continue
        ratio = matcher.ratio()
        if ratio >= _CLOSE and ratio > best_ratio:
            best, best_ratio = w, ratio
    return best


#: How close a word must be to a known one to be suggested (difflib's ratio).
_CLOSE = 0.7
