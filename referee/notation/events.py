"""The events a transcript's lines are: the callbacks the parser runs for each rule of
the grammar, with the names declared in the header resolved and every mistake recorded.

>>> from referee.notation.lalr import Parser
>>> st = ParseState("t.perlagg", [])
>>> Parser(ToEvents).parse("Geber: B\\nA spielt HA\\n", ToEvents(st))
[Dealer(seat=<Seat.B: 'B'>), Play(seat=<Seat.A: 'A'>, card=Card(...), christened=None)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from referee.model.cards import CardRef, card_words, lookup_card
from referee.model.events import (
    SPIEL_AUS,
    Account,
    Annotation,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    Cut,
    Dealer,
    DealerCut,
    DealStart,
    DegreeDeclaration,
    Dispute,
    Event,
    Exchange,
    Figure,
    Hand,
    Header,
    Play,
    ScoreClaim,
    Show,
    ShownCard,
    Signal,
    Span,
    Stands,
    TakeBack,
    Talk,
    ThrowIn,
    Trick,
    TrumpTurn,
)
from referee.model.seats import SEATS, Party, Seat, party_named
from referee.notation.lalr import Token, make_token, pattern
from referee.notation.state import ParseState, Placed
from referee.notation.words import HEAD_WORDS, HEADER_KEYS, level_word, nearest_card, suggest

__all__ = ["MAX_CARDS", "ToEvents"]

#: No list of cards is longer than the deck; a longer one is a mistake of the notation
#: (and would cost the referee a finding per card for nothing).
MAX_CARDS = 33


class _At:
    """A value produced by a rule, with the position of its text (like a Token's).

    Made for nearly every player and card of a transcript and read once by the rule
    above it: a plain slotted class, not a record, for one is made per card."""

    __slots__ = ("column", "end_column", "end_line", "line", "value")

    def __init__(self, value: Any, line: int, column: int, end_line: int, end_column: int):
        self.value, self.line, self.column = value, line, column
        self.end_line, self.end_column = end_line, end_column

    @staticmethod
    def over(value: Any, first: Placed, last: Placed) -> _At:
        return _At(value, first.line, first.column, last.end_line, last.end_column)


#: Control characters a header value may not hold (a NUL would end a path in C).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 but tab and newline, DEL, C1


def _unescape(s: str) -> str:
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), s)


_FIGURES = {"gleich": Figure.GLEICH, "spiel": Figure.SPIEL}
_NUMBERS = {"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "sechs": 6, "sieben": 7}
_NUMBERS |= {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_OVER = {"acht": 8, "neun": 9, "zehn": 10, "eight": 8, "nine": 9, "ten": 10}


def _over_number(tok: Token) -> int:
    """The number of an OVER word: ``Acht`` 8, ``Zehn`` 10, ``9`` 9."""
    return _OVER.get(tok.lower()) or int(tok)


_DEGREES = {
    "einfach": 2,
    "zweifach": 2,
    "dritzig": 3,
    "dreifach": 3,
    "viertig": 4,
    "vierfach": 4,
    "fünftig": 5,
    "fuenftig": 5,
    "fünffach": 5,
    "fuenffach": 5,
    "twofold": 2,
    "threefold": 3,
    "fourfold": 4,
    "fivefold": 5,
}


def _degree(word: str) -> tuple[int, bool]:
    """``dritziges`` → (3, False); ``höchstes`` → (2, True): two Asse (S. 61)."""
    w = word.casefold()
    if w.startswith(("höchst", "hoechst")):
        return 2, True
    stem = re.sub(r"e[snmr]?$", "", w)
    return _DEGREES.get(stem, _DEGREES.get(w, 2)), False


def _none_in(children: Iterable[Any]) -> bool:
    return any(c is None for c in children)


def _failed(children: list[Any]) -> bool:
    """Did a part of this rule fail (a child is None)?  For children that are tokens
    and :class:`_At` only, which compare with None without running Python code."""
    return None in children


class ToEvents:
    """The callbacks of the grammar's rules, run inline by the LALR parser: a method per
    rule turns what the rule read into an event (or a part of one, with its place), or
    records what is wrong in the state of the parse and returns None.  One is made for
    each parse, with that parse's state."""

    __slots__ = ("_st",)

    def __init__(self, state: ParseState) -> None:
        self._st = state

    # ----------------------------------------------------------------- file and lines
    def start(self, c: list[Any]) -> list[Any]:
        return c

    def header(self, c: list[Any]) -> Header | None:
        st = self._st
        key, value = _header_key(str(c[1]), st), _unescape(c[2][1:-1])
        if bad := _CONTROL.search(c[2]):
            code = f"U+{ord(bad.group(0)):04X}"
            tok = c[2]
            st.error(
                tok.line + st.line_offset,
                tok.column + bad.start(),
                [("notation.control_char", {"code": code})],
            )
            return None
        if key.upper() in Seat.__members__:
            st.declare(Seat(key.upper()), value)
        elif key.casefold() == "spieler":
            self._players(value, c[2])
        elif key.casefold() == "karten" and value.strip() not in ("5", "7"):
            st.error_at(c[2], [("notation.cards_unknown", {"value": value})])
        return Header(key, value, span=st.span(c[0], c[-1]))

    def annotation(self, c: list[Any]) -> Annotation:
        tok = c[0]
        return Annotation(_unescape(tok[1:-1]).strip(), span=self._st.span(tok, tok))

    # ----------------------------------------------------------------- parts
    def player(self, c: list[Token]) -> _At | None:
        st = self._st
        name = " ".join(c)  # a plain str, also of one token
        seat = st.resolve(name)
        if seat is None:
            hint = suggest(name, st.name_words()) or suggest(name, HEAD_WORDS)
            st.error_at(c[0], [("notation.unknown_player", {"word": name})], suggestion=hint)
            return None
        if seat not in SEATS[: st.players]:
            st.error_at(c[0], [("notation.seat_not_at_table", {"word": name})])
            return None
        first, last = c[0], c[-1]
        return _At(seat, first.line, first.column, last.end_line, last.end_column)

    def named(self, c: list[Token]) -> _At | None:
        first, last = c[0], c[-1]
        card = self._card_of(first)
        if len(c) == 1:
            if card is None:
                return None
            return _At((card, None), first.line, first.column, first.end_line, first.end_column)
        christened = self._card_of(last)
        if card is None or christened is None:
            return None
        return _At((card, christened), first.line, first.column, last.end_line, last.end_column)

    def figure(self, c: list[Token]) -> _At:
        tok = c[0]
        return _At.over(_FIGURES.get(tok.lower(), Figure.HANGER), tok, tok)

    def level(self, c: list[Token]) -> _At:
        if c[0].type == "NUM":
            w = c[0].lower()
            value = _NUMBERS.get(w) or int(w)
        else:
            value = SPIEL_AUS if c[0].type == "SPIEL" else 3  # "Einen Groschen" = Drei
        return _At.over(value, c[0], c[-1])

    def aim(self, c: list[Any]) -> _At:
        last: _At = c[-1]
        return last

    def _party(self, tok: Token) -> Party | None:
        """The party a PARTY token names at this table (an error where it names none)."""
        st = self._st
        seats = re.split(r"\s*\+\s*", tok.upper())
        party = party_named("+".join(seats), st.players)
        if party is None:
            key = "notation.party_two" if st.players == 2 else "notation.party_four"
            if st.players == 4 and len(seats) == 2:
                key = "notation.not_partners"
            st.error_at(tok, [(key, {"a": seats[0], "b": seats[-1]})])
        return party

    def score(self, c: list[Token]) -> _At | None:
        party = self._party(c[0])
        if party is None:
            return None
        points = self._st.number(c[1])
        return None if points is None else _At.over((party, points), c[0], c[1])

    # ----------------------------------------------------------------- deal set-up
    def runde(self, c: list[Token]) -> DealStart:
        st = self._st
        st.deal_language = st.deal_language or ("en" if c[0].casefold() == "round" else "de")
        number = st.number(c[1]) if len(c) > 1 else None
        return DealStart(number, span=st.span(c[0], c[-1]))

    def geber(self, c: list[Any]) -> Dealer | None:
        if _failed(c):
            return None
        return Dealer(c[2].value, span=self._st.span(c[0], c[-1]))

    def _cards(self, c: list[Any]) -> tuple[CardRef, ...] | None:
        lists = [t for t in c if isinstance(t, Token) and t.type == "CARDS"]
        cards = tuple(lookup_card(w) for t in lists for w in _CARD.findall(t))
        if len(cards) <= MAX_CARDS and not _none_in(cards):
            return cards  # type: ignore[return-value]
        tokens = [card for t in lists for card in _cards_in(t)]  # the errors, at their places
        if self._too_many(tokens):
            return None
        cards = tuple(map(self._card_of, tokens))
        return None if _none_in(cards) else cards  # type: ignore[return-value]

    def abheben(self, c: list[Any]) -> Cut | None:
        if _failed(c):
            return None
        cards = self._cards(c[3:])
        if cards is None:
            return None
        return Cut(c[1].value, cards, span=self._st.span(c[0], c[-1]))

    def dealer_cut(self, c: list[Any]) -> _At | None:
        if _failed(c):
            return None
        card = self._card_of(c[1])
        if card is None:
            return None
        return _At.over((c[0].value, card), c[0], c[1])

    def ums_geben(self, c: list[Any]) -> DealerCut | None:
        cuts = [x for x in c[2:] if not isinstance(x, Token)]
        if _none_in(cuts):
            return None
        return DealerCut(tuple(x.value for x in cuts), span=self._st.span(c[0], c[-1]))

    def hand(self, c: list[Any]) -> Hand | None:
        if _failed(c):
            return None
        cards = self._cards(c[3:])
        if cards is None:
            return None
        return Hand(c[1].value, cards, span=self._st.span(c[0], c[-1]))

    def trumpf(self, c: list[Any]) -> TrumpTurn | None:
        if _failed(c):
            return None
        seat = c[1].value if isinstance(c[1], _At) else None
        rest = c[3:] if seat is not None else c[2:]
        cards = self._cards(rest)
        if cards is None:
            return None
        return TrumpTurn(cards, seat, span=self._st.span(c[0], c[-1]))

    def tausch(self, c: list[Any]) -> Exchange | None:
        if _failed(c):
            return None
        taken, given = self._card_of(c[2]), self._card_of(c[4])
        if taken is None or given is None:
            return None
        return Exchange(c[0].value, taken, given, span=self._st.span(c[0], c[-1]))

    # ----------------------------------------------------------------- play
    def spielt(self, c: list[Any]) -> Play | None:
        if _failed(c):
            return None
        card, christened = c[2].value
        return Play(c[0].value, card, christened, span=self._st.span(c[0], c[-1]))

    def trick_play(self, c: list[Any]) -> Play | None:
        if _failed(c):
            return None
        card, christened = c[1].value
        return Play(c[0].value, card, christened, span=self._st.span(c[0], c[-1]))

    def stich(self, c: list[Any]) -> Trick | None:
        st = self._st
        plays = [x for x in c[2:] if not isinstance(x, Token)]
        if _none_in(plays):
            return None
        size = st.players
        if len(plays) != size:
            if len(plays) < size:
                last = plays[-1].span
                line, column = last.end_line, last.end_column
            else:
                line, column = plays[size].span.line, plays[size].span.column
            key = "notation.trick_count_one" if len(plays) == 1 else "notation.trick_count"
            key += "" if size == 4 else "_2"
            st.error(line, column, [(key, {"count": len(plays)})])
            return None
        twice = _played_twice(plays)
        if twice is not None:
            seats = {p.seat for p in plays}
            missing = ", ".join(s.value for s in Seat if s not in seats)
            parts = [("notation.trick_twice", {"seat": twice.seat.value, "missing": missing})]
            st.error(twice.span.line, twice.span.column, parts)
            return None
        head, last = st.span(c[0], c[0]), plays[-1].span  # play spans are absolute already
        return Trick(
            tuple(plays), span=Span(head.line, head.column, last.end_line, last.end_column)
        )

    def zurueck(self, c: list[Any]) -> TakeBack | None:
        if _failed(c):
            return None
        tok = next(t for t in c[1:] if isinstance(t, Token) and t.type == "CARD")
        card = self._card_of(tok)
        if card is None:
            return None
        return TakeBack(c[0].value, card, span=self._st.span(c[0], c[-1]))

    def weist(self, c: list[Any]) -> Show | None:
        if _failed(c):
            return None
        if self._too_many(c[2:]):
            return None
        cards = tuple(ShownCard(*x.value) for x in c[2:])
        return Show(c[0].value, cards, span=self._st.span(c[0], c[-1]))

    def degree(self, c: list[Any]) -> DegreeDeclaration | None:
        if _failed(c):
            return None
        words = [t for t in c if isinstance(t, Token)]
        deg, highest = _degree(words[-1])
        highest = highest or any(t.type == "HOECHST" for t in words)
        fig = c[-1].value
        span = self._st.span(c[0], c[-1])
        return DegreeDeclaration(c[0].value, fig, deg, highest, span=span)

    def deutet(self, c: list[Any]) -> Signal | None:
        if _failed(c):
            return None
        card = self._card_of(c[2]) if len(c) > 2 else None
        if len(c) > 2 and card is None:
            return None
        return Signal(c[0].value, card, span=self._st.span(c[0], c[-1]))

    def wirft(self, c: list[Any]) -> ThrowIn | None:
        if _failed(c):
            return None
        return ThrowIn(c[0].value, span=self._st.span(c[0], c[-1]))

    # ----------------------------------------------------------------- the record
    def stand(self, c: list[Any]) -> ScoreClaim | None:
        parts = [x for x in c[2:] if isinstance(x, _At) or x is None]
        scores = [x.value for x in parts if x is not None]
        if len(scores) < len(parts):
            return None
        return ScoreClaim(tuple(scores), span=self._st.span(c[0], c[-1]))

    def account_party(self, c: list[Any]) -> Account | None:
        party = self._party(c[2])
        if party is None:
            return None
        return Account(c[0].value, party, span=self._st.span(c[0], c[-1]))

    def account_stands(self, c: list[Any]) -> Account | None:
        return self._no_party(c[0], c[0], c[1], nobody=False)

    def account_nobody(self, c: list[Any]) -> Account | None:
        return self._no_party(c[1], c[0], c[1], nobody=True)

    def _no_party(self, fig: _At, first: Placed, last: Placed, nobody: bool) -> Account | None:
        """``Hanger steht``, ``kein Hanger``; the Spiel always goes to a party."""
        if fig.value is Figure.SPIEL:
            self._st.error_at(fig, [("notation.account_spiel", {})])
            return None
        return Account(fig.value, None, nobody, span=self._st.span(first, last))

    def streit(self, c: list[Token]) -> Dispute:
        text = _unescape(c[2]).strip() if len(c) > 2 else ""
        return Dispute(text, span=self._st.span(c[0], c[-1]))

    # ----------------------------------------------------------------- speech
    # An utterance returns (event class, fields); ``speech`` adds the seat and span.
    def speech(self, c: list[Any]) -> Event | None:
        if _failed(c):
            return None
        cls, fields = c[2].value
        event: Event = cls(seat=c[0].value, span=self._st.span(c[0], c[-1]), **fields)
        return event

    def bid_figure(self, c: list[Any]) -> _At:
        last: _At = c[-1]
        return last

    def _figs(self, c: list[Any]) -> tuple[Figure, ...]:
        return tuple(x.value for x in c if isinstance(x, _At))

    def bid(self, c: list[Any]) -> _At:
        return _At.over((Bid, {"figures": self._figs(c)}), c[0], c[-1])

    def unseen(self, c: list[Any]) -> _At:
        return _At.over((Bid, {"figures": self._figs(c), "unseen": True}), c[0], c[-1])

    def gut(self, c: list[Any]) -> _At:
        fig = c[-1].value if isinstance(c[-1], _At) else None
        return _At.over((Answer, {"kind": AnswerKind.GUT, "figure": fig}), c[0], c[-1])

    def _answer(self, kind: AnswerKind, c: list[Any], level: _At | None, low: int) -> _At | None:
        figs = [x.value for x in c if isinstance(x, _At) and isinstance(x.value, Figure)]
        if level is not None and not low <= level.value <= SPIEL_AUS:
            self._st.error_at(level, [("notation.raise_level", {"word": level.value})])
            return None
        value = level.value if level is not None else None
        fields = {"kind": kind, "figure": figs[0] if figs else None, "level": value}
        return _At.over((Answer, fields), c[0], c[-1])

    def gut_bei(self, c: list[Any]) -> _At | None:
        return self._answer(AnswerKind.GUT_BEI, c, c[2], 2)

    def gut_bei_over(self, c: list[Any]) -> _At:
        """``Gut bei acht``: a number above Sieben, which the referee judges (§10)."""
        return self._over_answer(AnswerKind.GUT_BEI, c, _over_number(c[2]))

    def _over_answer(self, kind: AnswerKind, c: list[Any], number: int) -> _At:
        figs = [x.value for x in c if isinstance(x, _At) and isinstance(x.value, Figure)]
        fields = {"kind": kind, "figure": figs[0] if figs else None, "number": number}
        return _At.over((Answer, fields), c[0], c[-1])

    def hold_figure(self, c: list[Any]) -> _At:
        last: _At = c[-1]
        return last

    def hold_level(self, c: list[Any]) -> _At:
        return _At.over(("level", c[-1].value), c[-1], c[-1])

    def hold_over(self, c: list[Any]) -> _At:
        return _At.over(("over", _over_number(c[-1])), c[-1], c[-1])

    def hold(self, c: list[Any]) -> _At | None:
        lv = next((x for x in c if isinstance(x, _At) and isinstance(x.value, tuple)), None)
        if lv is not None and lv.value[0] == "over":  # "Ich halte die Acht" (§10)
            return self._over_answer(AnswerKind.HALTEN, c, lv.value[1])
        level = _At(lv.value[1], lv.line, lv.column, lv.end_line, lv.end_column) if lv else None
        return self._answer(AnswerKind.HALTEN, c, level, 2)

    def raising(self, c: list[Any]) -> _At | None:
        level = c[0]
        if level.value < 3:
            self._st.error_at(level, [("notation.raise_level", {"word": level_word(level.value)})])
            return None
        fig = c[1].value if len(c) > 1 else None
        fields = {"kind": AnswerKind.RAISE, "figure": fig, "level": level.value}
        return _At.over((Answer, fields), c[0], c[-1])

    def over_ladder(self, c: list[Any]) -> _At:
        """``Acht``, ``Neun``, ``Zehn``: a raise above Sieben, which the referee judges
        (§10 knows no such step)."""
        return self._over_answer(AnswerKind.RAISE, c, _over_number(c[0]))

    def stands(self, c: list[Any]) -> _At:
        fig = next((x.value for x in c if isinstance(x, _At)), None)
        return _At.over((Stands, {"figure": fig}), c[0], c[-1])

    def bare(self, c: list[Any]) -> _At:
        return _At.over((BareCall, {"figure": c[0].value}), c[0], c[0])

    def talk(self, c: list[Token]) -> _At:
        raw = str(c[0])
        text = _unescape(raw[1:-1]) if raw.startswith('"') else raw[1:-1]
        return _At.over((Talk, {"text": text}), c[0], c[0])

    # ----------------------------------------------------------------- helpers
    def _too_many(self, cards: Sequence[Any]) -> bool:
        """More than ``MAX_CARDS`` in one list: an error at the first card too many."""
        if len(cards) <= MAX_CARDS:
            return False
        extra = cards[MAX_CARDS]
        parts = [("notation.too_many_cards", {"count": len(cards), "max": MAX_CARDS})]
        self._st.error_at(extra, parts)
        return True

    def _card_of(self, tok: Token) -> CardRef | None:
        """The card a CARD token names; a shape that is no card ("Herz-Sechs") is an error."""
        ref = lookup_card(tok)  # a token is a str (hashed and compared as its text)
        if ref is None:
            st = self._st
            if st.room_at(tok):
                hint = nearest_card(str(tok), card_words())
                st.error_at(tok, [("notation.not_a_card", {"word": str(tok)})], suggestion=hint)
            return None
        return ref

    def _players(self, value: str, at: Token) -> None:
        """``[Spieler "2"]`` or ``"4"``: the game is for two or four (Schwaighofer 1926,
        S. 52); six are mentioned by one article only, and no source gives their rules."""
        v = value.strip()
        if v in ("2", "4"):
            self._st.players = int(v)
        else:
            key = "notation.players_six" if v == "6" else "notation.players_unknown"
            self._st.error_at(at, [(key, {"value": value})])


#: The English header keys, folded, and the German key each stands for.
_GERMAN_KEYS = {en.casefold(): de for de, en in HEADER_KEYS.items()}
_KNOWN_KEYS = {de.casefold() for de in HEADER_KEYS}


def _header_key(key: str, st: ParseState) -> str:
    """A header key as the referee reads it: an English key (``Rules``) is its German one
    (``Regeln``); the first known key tells the transcript's language if no deal does."""
    folded = key.casefold()
    if folded in _GERMAN_KEYS:
        st.header_language = st.header_language or "en"
        return _GERMAN_KEYS[folded]
    if folded in _KNOWN_KEYS:
        st.header_language = st.header_language or "de"
    return key


def _played_twice(plays: Sequence[Play]) -> Play | None:
    """The second play of a seat that already played in this trick, if any."""
    seen: set[Seat] = set()
    for p in plays:
        if p.seat in seen:
            return p
        seen.add(p.seat)
    return None


#: A card in a list of cards (the grammar's CARDS is CARDs with blanks between them).
_CARD = pattern("CARD")


def _cards_in(cards: Token) -> list[Token]:
    """The cards of a CARDS token, each a CARD token at its own place."""
    at, line, column = cards.start_pos, cards.line, cards.column
    return [
        make_token("CARD", m.group(), at + m.start(), line, column + m.start())
        for m in _CARD.finditer(cards)
    ]
