"""The transcript notation: text → events (``parse``) and events → text (``render``).

The grammar (``grammar/perlagg.lark``) is LALR with the contextual lexer; the
transformer runs inline while parsing (no parse tree is built), takes positions from
the tokens, and resolves player names declared in the header.  Everything a transcript
can get wrong is collected, never raised half-way: a file with errors is parsed again
piece by piece, so that ``ParseError`` carries every error of the file, each with its
line, column, the source line, a caret and, for a misspelling, a suggestion.
"""

from __future__ import annotations

import contextvars
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any

from referee.base.errors import PerlaggError
from referee.base.record import field, record
from referee.messages import DE, say
from referee.model.cards import Card, CardRef, TrumpRef, card_words, lookup_card
from referee.model.events import (
    SPIEL_AUS,
    Annotation,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    Cut,
    Deal,
    Dealer,
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
    Talk,
    ThrowIn,
    Transcript,
    Trick,
    TrumpTurn,
)
from referee.model.seats import SEATS, Seat, party_name, party_named
from referee.notation.lalr import (
    Parser,
    Token,
    UnexpectedInput,
    UnexpectedToken,
    make_token,
    pattern,
)

__all__ = ["NotationError", "ParseError", "parse", "render", "render_event"]


# =========================================================================== errors
@record
class NotationError:
    """One error in a transcript: where, what (German by default), and a suggestion.

    ``parts`` are message fragments (key, arguments) so the text exists in every
    language of ``referee.messages``; ``message`` is the German text.
    """

    filename: str
    line: int
    column: int
    parts: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    source_line: str = ""
    suggestion: str | None = None

    def text(self, lang: str = DE) -> str:
        return "".join(_fragment(key, dict(args), lang) for key, args in self.parts)

    @property
    def message(self) -> str:
        return self.text(DE)

    @property
    def caret(self) -> str:
        """Spaces (tabs kept, so it lines up under the source line) and a ``^``."""
        shown, column = self.shown_line()
        prefix = shown[: max(column - 1, 0)]
        return "".join("\t" if ch == "\t" else " " for ch in prefix) + "^"

    def shown_line(self) -> tuple[str, int]:
        """The source line as shown under the message, and the error's column in it:
        a long line is cut to the stretch around the error (every error of a line
        shares the one copy of the line; none prints all of it)."""
        line, column = self.source_line, self.column
        if len(line) <= _SHOWN_LINE:
            return line, column
        start = max(0, min(column - 1 - _SHOWN_LINE // 2, len(line) - _SHOWN_LINE))
        cut = line[start : start + _SHOWN_LINE]
        lead = "…" if start else ""
        tail = "…" if start + _SHOWN_LINE < len(line) else ""
        return lead + cut + tail, column - start + len(lead)

    def format(self, lang: str = DE) -> str:
        """``file:line:column: message``, then the source line and the caret."""
        head = f"{self.filename}:{self.line}:{self.column}: {self.text(lang)}"
        return f"{head}\n    {_printable(self.shown_line()[0])}\n    {self.caret}"

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}: {self.message}"


#: How much of a long source line an error message shows.
_SHOWN_LINE = 120
#: Errors reported on one line; the rest of that line is summed up in one more error.
ERRORS_PER_LINE = 5
#: Digits a number in a transcript may have (a score, a deal number, a target).
MAX_DIGITS = 9


class ParseError(PerlaggError):
    """All errors of one transcript, in file order."""

    def __init__(self, errors: Sequence[NotationError]) -> None:
        self.errors: tuple[NotationError, ...] = tuple(errors)
        super().__init__(self.errors)  # the text is made when asked for, not here

    def format(self, lang: str = DE) -> str:
        return "\n".join(e.format(lang) for e in self.errors)

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


def _fragment(key: str, args: dict[str, Any], lang: str) -> str:
    if isinstance(args.get("what"), tuple):
        args = {**args, "what": _join_what(args["what"], lang)}
    return say(key, lang, **args)


def _join_what(items: tuple[str, ...], lang: str) -> str:
    left, right = ("„", "“") if lang == DE else ("“", "”")
    words = [say(i, lang) if i.startswith("notation.what.") else f"{left}{i}{right}" for i in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + say("notation.or", lang) + words[-1]


def _printable(s: str) -> str:
    return "".join(ch if ch.isprintable() or ch == "\t" else "\ufffd" for ch in s)


# =========================================================================== the parser
# The parse tables ship in the package as plain Python literals (``referee/notation/_lalr.py``,
# generated from ``grammar/perlagg.lark`` by ``python -m referee.notation.gen_parser``) and
# ``referee/notation/lalr.py`` runs them: no grammar analysis at start-up, no ``import lark``,
# and no cache file that could carry code.  ``tests/test_parser_tables.py`` fails when
# the tables are not the grammar's.
@lru_cache(maxsize=1)
def _parser() -> Parser:
    """The parser with the event callbacks inline (built once per process)."""
    return Parser(_ToEvents())


@lru_cache(maxsize=1)
def tree_parser() -> Parser:
    """The same grammar building a plain parse tree (for tools and benchmarks)."""
    return Parser()


# =========================================================================== parse state
@record(frozen=False)
class _State:
    """What one parse knows while it runs: declared names, errors, the source lines."""

    filename: str
    lines: list[str]
    line_offset: int = 0
    names: dict[str, Seat] = field(default_factory=dict)  # full names, casefolded
    words: dict[str, Seat | None] = field(default_factory=dict)  # None = not unique
    errors: list[NotationError] = field(default_factory=list)
    spelled: dict[str, str] = field(default_factory=dict)  # casefolded → as declared
    per_line: dict[int, int] = field(default_factory=dict)  # errors recorded per line
    dropped: list[tuple[int, int]] = field(default_factory=list)  # (line, column) left out
    players: int = 4  # [Spieler "2"]: the seats at the table are A and B
    resolved: dict[str, Seat | None] = field(default_factory=dict)  # while the names stay

    def declare(self, seat: Seat, name: str) -> None:
        self.resolved = {}
        self.names = {k: s for k, s in self.names.items() if s is not seat}
        self.names[" ".join(name.split()).casefold()] = seat
        for w in [" ".join(name.split()), *name.split()]:
            self.spelled[w.casefold()] = w
        self.words = {}
        for full, s in self.names.items():
            for w in full.split():
                self.words[w] = s if self.words.get(w, s) is s else None

    def resolve(self, name: str) -> Seat | None:
        """The seat a name in the text means (a letter, a declared name or a word of one
        that names one player only), or None; asked once per name while the names stay
        (every line of a deal names its player)."""
        if name in self.resolved:
            return self.resolved[name]
        folded = " ".join(name.split()).casefold()
        if folded.upper() in Seat.__members__:
            seat: Seat | None = Seat(folded.upper())
        else:
            seat = self.names.get(folded) or self.words.get(folded)
        self.resolved[name] = seat
        return seat

    def name_words(self) -> list[str]:
        folded = [*self.names, *(w for w, s in self.words.items() if s)]
        return [*Seat.__members__, *(self.spelled.get(w, w) for w in folded)]

    def span(self, first: Any, last: Any) -> Span:
        off = self.line_offset
        return Span(first.line + off, first.column, last.end_line + off, last.end_column)

    def room(self, line: int, column: int) -> bool:
        """Whether one more error fits on ``line``; if not, it is counted as left out.
        Ask before working out a suggestion: a line of a thousand bad cards costs no
        more than ``ERRORS_PER_LINE`` of them."""
        if self.per_line.get(line, 0) < ERRORS_PER_LINE:
            return True
        self.dropped.append((line, column))
        return False

    def mark(self) -> tuple[int, int, dict[str, Seat], dict[str, Seat | None]]:
        """What an attempt may change, to be put back by ``undo`` if it fails."""
        return len(self.errors), len(self.dropped), dict(self.names), dict(self.words)

    def undo(self, mark: tuple[int, int, dict[str, Seat], dict[str, Seat | None]]) -> None:
        errors, dropped, self.names, self.words = mark
        self.resolved = {}
        for e in self.errors[errors:]:
            self.per_line[e.line] -= 1
        del self.errors[errors:]
        del self.dropped[dropped:]

    def error(
        self,
        line: int,
        column: int,
        parts: Sequence[tuple[str, dict[str, Any]]],
        suggestion: str | None = None,
    ) -> None:
        if not self.room(line, column):
            return
        self.per_line[line] = self.per_line.get(line, 0) + 1
        parts = [(k, {**a, "word": _clip(a["word"])} if "word" in a else a) for k, a in parts]
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        if parts and parts[0][0] in ("notation.unknown_card", "notation.not_a_card"):
            foreign = foreign_card(str(parts[0][1].get("word", "")))
            if foreign is not None:  # "Herz-Bube": say what it is here, not a near spelling
                parts, suggestion = [parts[0], foreign], None
        frozen = tuple((k, tuple(a.items())) for k, a in parts)
        if suggestion:
            frozen += (("notation.suggest", (("word", suggestion),)),)
        self.errors.append(NotationError(self.filename, line, column, frozen, source, suggestion))

    def error_at(self, at: Any, parts: Sequence[tuple[str, dict[str, Any]]], **kw: Any) -> None:
        self.error(at.line + self.line_offset, at.column, parts, **kw)

    def room_at(self, at: Any) -> bool:
        return self.room(at.line + self.line_offset, at.column)

    def summary_of_dropped(self) -> None:
        """One error per line for what ``ERRORS_PER_LINE`` left out."""
        first: dict[int, tuple[int, int]] = {}
        for line, column in self.dropped:
            col, count = first.get(line, (column, 0))
            first[line] = (col, count + 1)
        for line, (column, count) in first.items():
            source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
            parts = (("notation.more_errors", (("count", count),)),)
            self.errors.append(NotationError(self.filename, line, column, parts, source))

    def number(self, tok: Any) -> int | None:
        """A number token's value; more than ``MAX_DIGITS`` digits is an error."""
        text = str(tok).lstrip("+-")
        if len(text.lstrip("0")) > MAX_DIGITS:
            shown = text if len(text) <= 20 else text[:12] + "…"
            self.error_at(tok, [("notation.number_too_long", {"word": shown, "max": MAX_DIGITS})])
            return None
        return int(tok)


_STATE: contextvars.ContextVar[_State] = contextvars.ContextVar("perlagg_parse_state")


class _At:
    """A value produced by a rule, with the position of its text (like a Token's).

    Made for nearly every player and card of a transcript and read once by the rule
    above it, so it is a plain slotted class (a record's ``__init__`` costs more)."""

    __slots__ = ("column", "end_column", "end_line", "line", "value")

    def __init__(self, value: Any, line: int, column: int, end_line: int, end_column: int):
        self.value, self.line, self.column = value, line, column
        self.end_line, self.end_column = end_line, end_column

    @staticmethod
    def over(value: Any, first: Any, last: Any) -> _At:
        return _At(value, first.line, first.column, last.end_line, last.end_column)


def _clip(word: Any) -> Any:
    """A word of the user's as a message repeats it: at most 40 characters."""
    return word[:40] + "…" if isinstance(word, str) and len(word) > 40 else word


#: Control characters a header value may not hold (a NUL would end a path in C).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _unescape(s: str) -> str:
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), s)


_FIGURES = {"gleich": Figure.GLEICH, "spiel": Figure.SPIEL}
_NUMBERS = {"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "sechs": 6, "sieben": 7}
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


class _ToEvents:
    """Rule callbacks, run inline by the LALR parser; state comes from ``_STATE``."""

    # ----------------------------------------------------------------- file and lines
    def start(self, c: list[Any]) -> list[Any]:
        return c

    def header(self, c: list[Any]) -> Header | None:
        st = _STATE.get()
        key, value = str(c[1]), _unescape(c[2][1:-1])
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
            _players(st, value, c[2])
        elif key.casefold() == "karten" and value.strip() not in ("5", "7"):
            st.error_at(c[2], [("notation.cards_unknown", {"value": value})])
        return Header(key, value, span=st.span(c[0], c[-1]))

    def annotation(self, c: list[Any]) -> Annotation:
        tok = c[0]
        return Annotation(_unescape(tok[1:-1]).strip(), span=_STATE.get().span(tok, tok))

    # ----------------------------------------------------------------- parts
    def player(self, c: list[Token]) -> _At | None:
        st = _STATE.get()
        name = " ".join(c)  # a plain str, also of one token
        seat = st.resolve(name)
        if seat is None:
            hint = _suggest(name, st.name_words()) or _suggest(name, _LINE_WORDS)
            st.error_at(c[0], [("notation.unknown_player", {"word": name})], suggestion=hint)
            return None
        if seat not in SEATS[: st.players]:
            st.error_at(c[0], [("notation.seat_not_at_table", {"word": name})])
            return None
        first, last = c[0], c[-1]
        return _At(seat, first.line, first.column, last.end_line, last.end_column)

    def named(self, c: list[Token]) -> _At | None:
        first, last = c[0], c[-1]
        card = _card_of(first)
        if len(c) == 1:
            if card is None:
                return None
            return _At((card, None), first.line, first.column, first.end_line, first.end_column)
        christened = _card_of(last)
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
        return c[-1]

    def score(self, c: list[Token]) -> _At | None:
        st = _STATE.get()
        seats = re.split(r"\s*\+\s*", c[0].upper())
        party = party_named("+".join(seats), st.players)
        if party is None:
            key = "notation.party_two" if st.players == 2 else "notation.party_four"
            if st.players == 4 and len(seats) == 2:
                key = "notation.not_partners"
            st.error_at(c[0], [(key, {"a": seats[0], "b": seats[-1]})])
            return None
        points = st.number(c[1])
        return None if points is None else _At.over((party, points), c[0], c[1])

    # ----------------------------------------------------------------- deal set-up
    def runde(self, c: list[Token]) -> DealStart:
        st = _STATE.get()
        number = st.number(c[1]) if len(c) > 1 else None
        return DealStart(number, span=st.span(c[0], c[-1]))

    def geber(self, c: list[Any]) -> Dealer | None:
        if _failed(c):
            return None
        return Dealer(c[2].value, span=_STATE.get().span(c[0], c[-1]))

    def _cards(self, c: list[Any]) -> tuple[CardRef, ...] | None:
        lists = [t for t in c if isinstance(t, Token) and t.type == "CARDS"]
        cards = tuple(lookup_card(w) for t in lists for w in _CARD.findall(t))
        if len(cards) <= MAX_CARDS and not _none_in(cards):
            return cards  # type: ignore[return-value]
        tokens = [card for t in lists for card in _cards_in(t)]  # the errors, at their places
        if _too_many(tokens):
            return None
        cards = tuple(map(_card_of, tokens))
        return None if _none_in(cards) else cards  # type: ignore[return-value]

    def abheben(self, c: list[Any]) -> Cut | None:
        if _failed(c):
            return None
        cards = self._cards(c[3:])
        if cards is None:
            return None
        return Cut(c[1].value, cards, span=_STATE.get().span(c[0], c[-1]))

    def hand(self, c: list[Any]) -> Hand | None:
        if _failed(c):
            return None
        cards = self._cards(c[3:])
        if cards is None:
            return None
        return Hand(c[1].value, cards, span=_STATE.get().span(c[0], c[-1]))

    def trumpf(self, c: list[Any]) -> TrumpTurn | None:
        if _failed(c):
            return None
        seat = c[1].value if isinstance(c[1], _At) else None
        rest = c[3:] if seat is not None else c[2:]
        cards = self._cards(rest)
        if cards is None:
            return None
        return TrumpTurn(cards, seat, span=_STATE.get().span(c[0], c[-1]))

    def tausch(self, c: list[Any]) -> Exchange | None:
        if _failed(c):
            return None
        taken, given = _card_of(c[2]), _card_of(c[4])
        if taken is None or given is None:
            return None
        return Exchange(c[0].value, taken, given, span=_STATE.get().span(c[0], c[-1]))

    # ----------------------------------------------------------------- play
    def spielt(self, c: list[Any]) -> Play | None:
        if _failed(c):
            return None
        card, christened = c[2].value
        return Play(c[0].value, card, christened, span=_STATE.get().span(c[0], c[-1]))

    def trick_play(self, c: list[Any]) -> Play | None:
        if _failed(c):
            return None
        card, christened = c[1].value
        return Play(c[0].value, card, christened, span=_STATE.get().span(c[0], c[-1]))

    def stich(self, c: list[Any]) -> Trick | None:
        st = _STATE.get()
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

    def weist(self, c: list[Any]) -> Show | None:
        if _failed(c):
            return None
        if _too_many(c[2:]):
            return None
        cards = tuple(ShownCard(*x.value) for x in c[2:])
        return Show(c[0].value, cards, span=_STATE.get().span(c[0], c[-1]))

    def degree(self, c: list[Any]) -> DegreeDeclaration | None:
        if _failed(c):
            return None
        words = [t for t in c if isinstance(t, Token)]
        deg, highest = _degree(words[-1])
        highest = highest or any(t.type == "HOECHST" for t in words)
        fig = c[-1].value
        span = _STATE.get().span(c[0], c[-1])
        return DegreeDeclaration(c[0].value, fig, deg, highest, span=span)

    def deutet(self, c: list[Any]) -> Signal | None:
        if _failed(c):
            return None
        card = _card_of(c[2]) if len(c) > 2 else None
        if len(c) > 2 and card is None:
            return None
        return Signal(c[0].value, card, span=_STATE.get().span(c[0], c[-1]))

    def wirft(self, c: list[Any]) -> ThrowIn | None:
        if _failed(c):
            return None
        return ThrowIn(c[0].value, span=_STATE.get().span(c[0], c[-1]))

    # ----------------------------------------------------------------- the record
    def stand(self, c: list[Any]) -> ScoreClaim | None:
        scores = [x for x in c[2:] if isinstance(x, _At) or x is None]
        if _none_in(scores):
            return None
        return ScoreClaim(tuple(s.value for s in scores), span=_STATE.get().span(c[0], c[-1]))

    def streit(self, c: list[Token]) -> Dispute:
        text = _unescape(c[2]).strip() if len(c) > 2 else ""
        return Dispute(text, span=_STATE.get().span(c[0], c[-1]))

    # ----------------------------------------------------------------- speech
    # An utterance returns (event class, fields); ``speech`` adds the seat and span.
    def speech(self, c: list[Any]) -> Event | None:
        if _failed(c):
            return None
        cls, fields = c[2].value
        return cls(seat=c[0].value, span=_STATE.get().span(c[0], c[-1]), **fields)

    def bid_figure(self, c: list[Any]) -> _At:
        return c[-1]

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
            _STATE.get().error_at(level, [("notation.raise_level", {"word": level.value})])
            return None
        value = level.value if level is not None else None
        fields = {"kind": kind, "figure": figs[0] if figs else None, "level": value}
        return _At.over((Answer, fields), c[0], c[-1])

    def gut_bei(self, c: list[Any]) -> _At | None:
        return self._answer(AnswerKind.GUT_BEI, c, c[2], 2)

    def hold_figure(self, c: list[Any]) -> _At:
        return c[-1]

    def hold_level(self, c: list[Any]) -> _At:
        return _At.over(("level", c[-1].value), c[-1], c[-1])

    def hold(self, c: list[Any]) -> _At | None:
        lv = next((x for x in c if isinstance(x, _At) and isinstance(x.value, tuple)), None)
        level = _At(lv.value[1], lv.line, lv.column, lv.end_line, lv.end_column) if lv else None
        return self._answer(AnswerKind.HALTEN, c, level, 2)

    def raising(self, c: list[Any]) -> _At | None:
        level = c[0]
        if level.value < 3:
            _STATE.get().error_at(level, [("notation.raise_level", {"word": _level(level.value)})])
            return None
        fig = c[1].value if len(c) > 1 else None
        fields = {"kind": AnswerKind.RAISE, "figure": fig, "level": level.value}
        return _At.over((Answer, fields), c[0], c[-1])

    def stands(self, c: list[Any]) -> _At:
        fig = next((x.value for x in c if isinstance(x, _At)), None)
        return _At.over((Stands, {"figure": fig}), c[0], c[-1])

    def bare(self, c: list[Any]) -> _At:
        return _At.over((BareCall, {"figure": c[0].value}), c[0], c[0])

    def talk(self, c: list[Token]) -> _At:
        raw = str(c[0])
        text = _unescape(raw[1:-1]) if raw.startswith('"') else raw[1:-1]
        return _At.over((Talk, {"text": text}), c[0], c[0])


#: No list of cards is longer than the deck; a longer one is a mistake of the notation
#: (and would cost the referee a finding per card for nothing).
MAX_CARDS = 33


def _too_many(cards: Sequence[Any]) -> bool:
    """More than ``MAX_CARDS`` in one list: an error at the first card too many."""
    if len(cards) <= MAX_CARDS:
        return False
    extra = cards[MAX_CARDS]
    parts = [("notation.too_many_cards", {"count": len(cards), "max": MAX_CARDS})]
    _STATE.get().error_at(extra, parts)
    return True


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


def _card_of(tok: Token) -> CardRef | None:
    """The card a CARD token names; a shape that is no card ("Herz-Sechs") is an error."""
    ref = lookup_card(tok)  # a token is a str (hashed and compared as its text)
    if ref is None:
        st = _STATE.get()
        if st.room_at(tok):
            hint = _suggest(str(tok), card_words())
            st.error_at(tok, [("notation.not_a_card", {"word": str(tok)})], suggestion=hint)
        return None
    return ref


# =========================================================================== errors in words
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
}
#: The words a line may start with (besides a player), for suggestions.
_LINE_WORDS = ("Runde", "Geber", "Abheben", "Hand", "Trumpf", "Stich", "Stand", "Streit")
_VERBS = ("spielt", "tauscht", "weist", "deutet", "wirft")
_VERB_FOLDS = {*_VERBS, "zeigt"}
_SPEECH_WORDS = (
    "Ich", "biete", "Gilt", "Es", "Ungesehen", "Gut", "bei", "halte", "schaue", "gehe",
    "nicht", "vom", "von", "an", "aus", "aufs", "auf", "Einen", "Groschen", "steht", "und",
    "das", "der", "den", "die", "mein", "meinen", "Gleich", "Hanger", "Spiel",
    "zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben",
)  # fmt: skip
_QUIET = {"_NL", "$END", "ANNOTATION", "END", "WS", "COMMENT"}
#: The terminals of cards: one card, a list of them.
_CARD_TERMINALS = frozenset({"CARD", "CARDS"})
_LEVEL_NAMES = {2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben"}


def _describe(terminal: str) -> str:
    return _TERMINAL_WORDS.get(terminal, terminal.lower())


def _expected(terminals: Iterable[str]) -> tuple[str, ...]:
    """What the parser could take here, in a player's words (quiet ones only if alone)."""
    names = set(terminals) - {"WS", "COMMENT"}
    if "RUNDE" in names:
        return ("notation.what.line",)
    if "GILT" in names and "QUOTED" in names:
        return ("notation.what.speech",)
    loud = sorted(names - _QUIET) or sorted(names & {"_NL", "$END"})
    out = [_describe(t) for t in loud]
    if "SPIELT" in names and "COLON" in names:  # after a player: ":" or a verb
        out = [":", *_VERBS]
    return tuple(dict.fromkeys(out))


def _vocabulary(terminals: Iterable[str], st: _State) -> list[str]:
    """Words worth suggesting for a misspelling where these terminals were possible."""
    names = set(terminals)
    vocab: list[str] = []
    if "RUNDE" in names:
        vocab += [*_LINE_WORDS, *st.name_words()]
    if names & _CARD_TERMINALS:
        vocab += card_words()
    if "GILT" in names or "HALTE" in names or "GLEICH" in names or "NUM" in names:
        vocab += _SPEECH_WORDS
    if "SPIELT" in names:
        vocab += _VERBS
    vocab += [w for t in names if len(w := _TERMINAL_WORDS.get(t, "")) > 2 and "." not in w]
    vocab += [t.capitalize() for t in names if t.isalpha() and t not in _TERMINAL_WORDS]
    return vocab


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


def _suggest(word: str, vocabulary: Iterable[str]) -> str | None:
    """The closest known word to a misspelling ("Abheeben" → "Abheben"), if any is close."""
    if not word or len(word) > 40:
        return None
    by_fold: dict[str, str] = {}
    for w in vocabulary:
        by_fold.setdefault(w.casefold(), w)
    if word.casefold() in by_fold:
        return None
    import difflib  # only for a misspelling (~3 ms at every start otherwise)

    hits = difflib.get_close_matches(word.casefold(), list(by_fold), n=1, cutoff=0.7)
    return by_fold[hits[0]] if hits else None


#: How many words at most the error finders try as a player's name, so that a line of
#: a thousand words costs what a line of eight does (finding the error is linear).
_NAME_WORDS = 8
_WORD_AT = re.compile(r"[^\s,:=!.{}\[\]\"#]+|\S")
_NAME_WORD = re.compile(r"[^\W\d_](?:[\w'\u2019-]*\w)?")


def _word_at(line: str, column: int) -> str:
    m = _WORD_AT.match(line, max(column - 1, 0))
    word = m.group(0) if m else ""
    if len(word) > 40:
        word = word[:40] + "…"
    return word if word.isprintable() else f"U+{ord(word[0]):04X}" if word else word


def _syntax_error(exc: UnexpectedInput, st: _State, line_no: int) -> None:
    """Record a syntax error at ``line_no`` (1-based, in the file) in a player's words."""
    source = st.lines[line_no - 1] if 0 < line_no <= len(st.lines) else ""
    column = exc.column if isinstance(exc.column, int) and exc.column > 0 else len(source) + 1
    if isinstance(exc, UnexpectedToken):
        terminals = _accepts(exc)
        at_end = exc.token.type in ("_NL", "$END")
    else:
        terminals = set(getattr(exc, "allowed", ()) or ())
        at_end = False
    if _misnamed_player(source, column, line_no, st):
        return
    cards = bool(terminals & _CARD_TERMINALS)
    if cards and _card_read_as_name(source, column, line_no, st, terminals):
        return
    if at_end:
        column = len(source.rstrip()) + 1 if column > len(source) else column
        st.error(
            line_no,
            column,
            [("notation.line_ends", {}), ("notation.expected", {"what": _expected(terminals)})],
        )
        return
    word = _word_at(source, column)
    if cards and re.fullmatch(r"[\w-]+", word or "-"):
        key = "notation.unknown_card"
        what: tuple[str, ...] = ("notation.what.card",)
    else:
        key, what = "notation.unexpected", _expected(terminals)
    hint = _suggest(word, _vocabulary(terminals, st))
    st.error(line_no, column, [(key, {"word": word}), ("notation.expected", {"what": what})], hint)


_ACCEPTS_BUDGET = contextvars.ContextVar("perlagg_accepts_budget", default=0)


def _accepts(exc: UnexpectedToken) -> set[str]:
    """``accepts`` is exact but costs a trial parse per terminal; after many errors use
    the cheaper ``expected`` (a file of garbage must still be judged quickly)."""
    budget = _ACCEPTS_BUDGET.get()
    if budget > 0:
        _ACCEPTS_BUDGET.set(budget - 1)
        try:
            return set(exc.accepts or exc.expected)
        except Exception:
            pass
    return set(exc.expected or ())


def _misnamed_player(source: str, column: int, line_no: int, st: _State) -> bool:
    """A line that starts with words which are no line keyword and no known player:
    the mistake is there ("Abheeben C: -"), not where the parser noticed it."""
    words: list[re.Match[str]] = []
    pos = len(source) - len(source.lstrip())
    while (
        len(words) <= _NAME_WORDS
        and (m := _NAME_WORD.match(source, pos))
        and m.start() < column - 1
    ):
        if m.group(0).casefold() in _VERB_FOLDS:  # the player's name ends at the verb
            break
        words.append(m)
        nxt = m.end()
        pos = nxt + len(source[nxt:]) - len(source[nxt:].lstrip(" \t"))
        if pos == nxt:
            break
    if not words or words[0].group(0).casefold() in {w.casefold() for w in _LINE_WORDS}:
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
        names, keywords = st.name_words(), list(_LINE_WORDS)
        order = (names, keywords) if first else (keywords, names)
        hint = _suggest(bad.group(0), order[0]) or _suggest(bad.group(0), order[1])
        st.error(line_no, col, [("notation.unknown_word", {"word": bad.group(0)})], hint)
    else:
        hint = _suggest(bad.group(0), _VERBS)
        what = (":", *_VERBS)
        parts = [
            ("notation.unexpected", {"word": bad.group(0)}),
            ("notation.expected", {"what": what}),
        ]
        st.error(line_no, col, parts, hint)
    return True


def _player_fits(source: str, end: int) -> bool:
    """Does a player's name belong before ``end`` (the line goes on with ":" or a verb)?"""
    rest = source[end:].lstrip()
    verb = _NAME_WORD.match(rest)
    return rest.startswith(":") or bool(verb and verb.group(0).casefold() in _VERB_FOLDS)


def _card_read_as_name(
    source: str, column: int, line_no: int, st: _State, terminals: set[str]
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
            parts = [
                ("notation.unknown_card", {"word": bad.group(0)}),
                ("notation.expected", {"what": ("notation.what.card",)}),
            ]
            hint = _suggest(bad.group(0), _vocabulary(terminals, st))
            st.error(line_no, bad.start() + 1, parts, hint)
            return True
    return False


# =========================================================================== reading text
_LINE_BREAK = re.compile(r"\r\n?|\u2028|\u2029|\x85")


def _decode(data: bytes, st: _State) -> str:
    """UTF-8 text; each invalid byte sequence (the first few) is an error at its place."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    pieces: list[str] = []
    bad: list[tuple[int, int]] = []  # (offset in the decoded text, byte)
    pos, length = 0, 0
    while pos < len(data):
        try:
            pieces.append(data[pos:].decode("utf-8"))
            break
        except UnicodeDecodeError as exc:
            good = data[pos : pos + exc.start].decode("utf-8")
            pieces.append(good)
            length += len(good)
            bad.append((length, data[pos + exc.start]))
            pieces.append("\ufffd")
            length += 1
            pos += exc.end
            if len(bad) >= 20:  # enough to find them; the rest is replaced silently
                pieces.append(data[pos:].decode("utf-8", errors="replace"))
                break
    text = "".join(pieces)
    seen_lines: set[int] = set()
    for offset, byte in bad:
        before = text[:offset]
        breaks = list(_LINE_BREAK.finditer(before)) + list(re.finditer("\n", before))
        last = max((m.end() for m in breaks), default=0)
        line = len(_LINE_BREAK.sub("\n", before).split("\n"))
        if line in seen_lines:  # one error per line is enough to find the place
            continue
        seen_lines.add(line)
        st.errors.append(
            NotationError(
                st.filename,
                line,
                offset - last + 1,
                (("notation.encoding", (("byte", f"0x{byte:02X}"),)),),
                "",
            )
        )
    return text


def _normalise(text: str) -> str:
    if text.startswith("\ufeff"):
        text = text[1:]
    return _LINE_BREAK.sub("\n", text)


# =========================================================================== parse
def parse(text: str | bytes, filename: str = "<transcript>") -> Transcript:
    """Read a transcript.  Raises ``ParseError`` with every error of the file."""
    st = _State(filename, [])
    if isinstance(text, bytes | bytearray):
        text = _decode(bytes(text), st)
    text = _normalise(text)
    st.lines = text.split("\n")
    for e in st.errors:  # encoding errors were recorded before the lines were known
        object.__setattr__(
            e, "source_line", st.lines[e.line - 1] if e.line <= len(st.lines) else ""
        )
    token = _STATE.set(st)
    budget = _ACCEPTS_BUDGET.set(100)
    try:
        items = _parse_items(text, st)
    finally:
        _STATE.reset(token)
        _ACCEPTS_BUDGET.reset(budget)
    transcript = _assemble(items, st)
    st.summary_of_dropped()
    if st.errors:
        st.errors = _without_echoes(st.errors)
        raise ParseError(sorted(st.errors, key=lambda e: (e.line, e.column)))
    return transcript


def _without_echoes(errors: list[NotationError]) -> list[NotationError]:
    """Drop syntax errors at the very place of an encoding error: they say it twice."""
    bad = {(e.line, e.column) for e in errors if e.parts[0][0] == "notation.encoding"}
    return [
        e for e in errors if e.parts[0][0] == "notation.encoding" or (e.line, e.column) not in bad
    ]


def _parse_items(text: str, st: _State) -> list[Any]:
    """The whole text in one go; if that fails, piece by piece to find every error."""
    parser = _parser()
    mark = st.mark()
    try:
        return parser.parse(text + "\n")
    except UnexpectedInput:
        st.undo(mark)
    return list(_recover(parser, st))


def _recover(parser: Parser, st: _State) -> Iterator[Any]:
    """Parse blocks of lines; at an error, keep the good lines before it, report the bad
    line, and go on after it.  Blocks shrink after an error and grow again after
    success, so a file with an error on every line costs no more than one per line."""
    lines, pos, size = st.lines, 0, 64
    while pos < len(lines):
        block = lines[pos : pos + size]
        result = _try(parser, block, pos, st)
        if isinstance(result, list):
            yield from result
            pos, size = pos + len(block), min(size * 2, 4096)
            continue
        bad_index, exc = result
        if bad_index > 0:
            good = _try(parser, block[:bad_index], pos, st)
            if isinstance(good, list):
                yield from good
            else:  # cannot happen in a line grammar; parse those lines one by one
                for i in range(bad_index):
                    one = _try(parser, [block[i]], pos + i, st)
                    if isinstance(one, list):
                        yield from one
                    else:
                        _syntax_error(one[1], st, pos + i + 1)
        _syntax_error(exc, st, pos + bad_index + 1)
        pos, size = pos + bad_index + 1, 8


def _try(
    parser: Parser, block: list[str], first: int, st: _State
) -> list[Any] | tuple[int, UnexpectedInput]:
    """Parse lines ``first``… of the file; on failure undo what the attempt recorded."""
    mark = st.mark()
    st.line_offset = first
    try:
        return parser.parse("\n".join(block) + "\n")
    except UnexpectedInput as exc:
        st.undo(mark)
        line = exc.line if isinstance(exc.line, int) and exc.line > 0 else len(block)
        return min(line, len(block)) - 1, exc
    finally:
        st.line_offset = 0


def _runde_reported(st: _State) -> bool:
    """Is the missing (or misspelt) ``Runde`` already an error of this file?"""
    return any(
        e.suggestion == "Runde" or (e.parts and e.parts[0][0] == "notation.before_deal")
        for e in st.errors
    )


def _assemble(items: Sequence[Any], st: _State) -> Transcript:
    """Group the lines into header, preamble and deals (a deal begins at ``Runde``)."""
    headers: list[Header] = []
    preamble: list[Annotation] = []
    deals: list[Deal] = []
    current: list[Event] | None = None
    told = False
    first_error = min((e.line for e in st.errors), default=len(st.lines) + 1)

    def close() -> None:
        if current:
            first, last = current[0].span, current[-1].span
            span = Span(first.line, first.column, last.end_line, last.end_column)
            deals.append(Deal(tuple(current), span=span))

    for item in items:
        if item is None:
            continue
        if isinstance(item, Header):
            if current is None:
                headers.append(item)
            else:
                st.error(
                    item.span.line,
                    item.span.column,
                    [("notation.header_after_deal", {"key": item.key})],
                )
        elif isinstance(item, DealStart):
            close()
            current = [item]
        elif current is not None:
            current.append(item)
        elif isinstance(item, Annotation):
            preamble.append(item)
        elif not told:
            # once: the lines after it are the same mistake; none after a line that
            # is already an error (a broken "Runde" line is the mistake, not them)
            told = True
            if item.span.line < first_error and not _runde_reported(st):
                hint = ("notation.add_runde", {"line": item.span.line})
                st.error(item.span.line, item.span.column, [("notation.before_deal", {}), hint])
    close()
    _seven_for_two(headers, st)
    return Transcript(tuple(headers), tuple(deals), st.filename, tuple(preamble))


def _players(st: _State, value: str, at: Any) -> None:
    """``[Spieler "2"]`` or ``"4"``: the game is for two or four (Schwaighofer 1926,
    S. 52); six are mentioned by one article only, and no source gives their rules."""
    v = value.strip()
    if v in ("2", "4"):
        st.players = int(v)
    else:
        key = "notation.players_six" if v == "6" else "notation.players_unknown"
        st.error_at(at, [(key, {"value": value})])


def _seven_for_two(headers: Sequence[Header], st: _State) -> None:
    """Seven cards each is the variant for two (interpretation ``seven-cards``)."""
    for h in headers:
        if h.key.casefold() == "karten" and h.value.strip() == "7" and st.players != 2:
            st.error(h.span.line, h.span.column, [("notation.seven_for_two", {})])


# =========================================================================== render
def render(transcript: Transcript) -> str:
    """Canonical notation: ``parse(render(t)) == t`` (positions aside)."""
    out = [f"[{h.key} {_quote(h.value)}]" for h in transcript.headers]
    out += ["{" + _escape(a.text, "}") + "}" for a in transcript.preamble]
    players = 2 if (transcript.header("Spieler") or "").strip() == "2" else 4
    for deal in transcript.deals:
        for ev in deal.events:
            if isinstance(ev, Annotation) and out:
                out[-1] += " {" + _escape(ev.text, "}") + "}"
            elif isinstance(ev, ScoreClaim):
                out.append(_score_claim(ev, players))
            else:
                out.append(render_event(ev))
    return "\n".join(out) + "\n" if out else ""


def _score_claim(e: ScoreClaim, players: int = 4) -> str:
    return "Stand: " + ", ".join(f"{party_name(p, players)} {n}" for p, n in e.scores)


def _escape(text: str, *specials: str) -> str:
    text = text.replace("\\", "\\\\").replace("\n", "\\n")
    for ch in specials:
        text = text.replace(ch, "\\" + ch)
    return text


def _quote(text: str) -> str:
    return '"' + _escape(text, '"') + '"'


def _card(ref: CardRef) -> str:
    return ref.code if isinstance(ref, Card | TrumpRef) else str(ref)


def _named(ref: CardRef, christened: CardRef | None, joiner: str) -> str:
    return _card(ref) if christened is None else f"{_card(ref)}{joiner}{_card(christened)}"


def _cards(refs: Sequence[CardRef]) -> str:
    return " ".join(_card(r) for r in refs) if refs else "-"


_FIGURE_WORDS = {Figure.GLEICH: "Gleich", Figure.HANGER: "Hanger", Figure.SPIEL: "Spiel"}
_ARTICLE = {Figure.GLEICH: "das Gleich", Figure.HANGER: "den Hanger", Figure.SPIEL: "das Spiel"}
_NOMINATIVE = {Figure.GLEICH: "Das Gleich", Figure.HANGER: "Der Hanger", Figure.SPIEL: "Das Spiel"}
_MINE = {Figure.GLEICH: "mein Gleich", Figure.HANGER: "meinen Hanger", Figure.SPIEL: "Spiel"}
_DEGREE_WORDS = {2: "einfach", 3: "dritzig", 4: "viertig", 5: "fünftig"}


def _level(n: int) -> str:
    return "Spiel aus" if n == SPIEL_AUS else _LEVEL_NAMES.get(n, str(n))


def _and(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " und " + parts[-1]


def _aim(figure: Figure | None) -> str:
    return f" aufs {_FIGURE_WORDS[figure]}" if figure else ""


def _utterance(ev: Event) -> str:
    if isinstance(ev, Bid):
        if ev.unseen:
            return "Ungesehen: Gilt " + _and([_FIGURE_WORDS[f] for f in ev.figures])
        return "Gilt " + _and([_MINE[f] for f in ev.figures])
    if isinstance(ev, Answer):
        return _answer(ev)
    if isinstance(ev, Stands):
        return f"{_NOMINATIVE[ev.figure]} steht" if ev.figure else "Steht"
    if isinstance(ev, BareCall):
        return _FIGURE_WORDS[ev.figure] + "!"
    if isinstance(ev, Talk):
        return _quote(ev.text)
    raise TypeError(f"no speech: {ev!r}")


def _answer(ev: Answer) -> str:
    if ev.kind is AnswerKind.GUT:
        return f"Gut {_ARTICLE[ev.figure]}" if ev.figure else "Gut"
    if ev.kind is AnswerKind.GUT_BEI:
        return f"Gut bei {_level(ev.level or 2).lower()}{_aim(ev.figure)}"
    if ev.kind is AnswerKind.RAISE:
        return f"{_level(ev.level or 3)}{_aim(ev.figure)}"
    if ev.level is None:  # hold
        return f"Ich halte {_ARTICLE[ev.figure]}" if ev.figure else "Ich halte"
    held = "Spiel aus" if ev.level == SPIEL_AUS else f"die {_level(ev.level)}"
    return f"Ich halte {held}{_aim(ev.figure)}"


_RENDERERS: dict[type, Callable[[Any], str]] = {
    DealStart: lambda e: "Runde" if e.number is None else f"Runde {e.number}",
    Dealer: lambda e: f"Geber: {e.seat}",
    Cut: lambda e: f"Abheben {e.seat}: {_cards(e.perlaggs)}",
    Hand: lambda e: f"Hand {e.seat}: {_cards(e.cards)}",
    TrumpTurn: lambda e: f"Trumpf{'' if e.seat is None else ' ' + e.seat}: {_cards(e.cards)}",
    Exchange: lambda e: f"{e.seat} tauscht {_card(e.taken)} gegen {_card(e.given)}",
    Play: lambda e: f"{e.seat} spielt {_named(e.card, e.christened, ' als ')}",
    Trick: lambda e: (
        "Stich: " + ", ".join(f"{p.seat} {_named(p.card, p.christened, '=')}" for p in e.plays)
    ),
    Show: lambda e: (
        f"{e.seat} weist " + " ".join(_named(s.card, s.christened, "=") for s in e.cards)
    ),
    DegreeDeclaration: lambda e: f"{e.seat} weist {_degree_words(e)}",
    Signal: lambda e: f"{e.seat} deutet" + ("" if e.card is None else f" {_card(e.card)}"),
    ThrowIn: lambda e: f"{e.seat} wirft hin",
    ScoreClaim: _score_claim,
    Dispute: lambda e: ("Streit: " + _escape(e.question, "#", "{")).rstrip(),
    Annotation: lambda e: "{" + _escape(e.text, "}") + "}",
}


def _degree_words(e: DegreeDeclaration) -> str:
    ending = "en" if e.figure is Figure.HANGER else "es"
    word = _DEGREE_WORDS.get(e.degree, "einfach") + ending
    if e.highest:
        word = ("höchst" + ending) if e.degree == 2 else f"höchst {word}"
    return f"{word} {_FIGURE_WORDS[e.figure]}"


def render_event(event: Event | Header) -> str:
    """One event (or header tag) as one canonical line."""
    if isinstance(event, Header):
        return f"[{event.key} {_quote(event.value)}]"
    render_one = _RENDERERS.get(type(event))
    if render_one is not None:
        return render_one(event)
    return f"{event.seat}: {_utterance(event)}"
