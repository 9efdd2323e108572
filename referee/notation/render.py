"""Events back to text: the canonical line of each event, and of a whole transcript
(``parse(render(t)) == t``, positions aside), in the language the transcript is written
in (German or English; the game's nouns and the card codes are the same in both).

>>> from referee.model.events import Play
>>> from referee.model.cards import card
>>> from referee.model.seats import Seat
>>> render_event(Play(Seat.A, card("HA"), None))
'A spielt HA'
>>> render_event(Play(Seat.A, card("W"), card("LA")), "en")
'A plays W as LA'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from referee.model.cards import Card, CardRef, TrumpRef
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
    Signal,
    Stands,
    TakeBack,
    Talk,
    ThrowIn,
    Transcript,
    Trick,
    TrumpTurn,
)
from referee.model.seats import party_name
from referee.notation.words import ENGLISH_HEADS, HEADER_KEYS, LINE_WORDS, level_word

__all__ = ["render", "render_event"]


def render(transcript: Transcript, lang: str | None = None) -> str:
    """Canonical notation in ``lang`` (default: the transcript's own language):
    ``parse(render(t)) == t`` (positions aside)."""
    lang = lang or transcript.language
    out = [_header(h, lang) for h in transcript.headers]
    out += ["{" + _escape(a.text, "}") + "}" for a in transcript.preamble]
    players = 2 if (transcript.header("Spieler") or "").strip() == "2" else 4
    for deal in transcript.deals:
        for ev in deal.events:
            if isinstance(ev, Annotation) and out:
                out[-1] += " {" + _escape(ev.text, "}") + "}"
            elif isinstance(ev, ScoreClaim):
                out.append(_score_claim(ev, lang, players))
            elif isinstance(ev, Account):
                out.append(_account(ev, lang, players))
            else:
                out.append(render_event(ev, lang))
    return "\n".join(out) + "\n" if out else ""


#: The canonical German words of the notation → the English ones.
_ENGLISH = dict(zip(LINE_WORDS, ENGLISH_HEADS, strict=True)) | {
    "spielt": "plays", "tauscht": "exchanges", "gegen": "for", "weist": "shows",
    "deutet": "signals", "wirft hin": "throws in", "als": "as", "Gilt": "I bid",
    "Ungesehen": "Unseen", "und": "and", "Gut": "Good", "Gut bei": "Good at",
    "Ich halte": "I hold", "Steht": "Stands", "steht": "stands", "aufs": "on the",
    "die": "the", "Spiel aus": "Spiel out", "höchst": "highest", "an": "to", "kein": "no",
    "Ums Geben": "Cut for deal",
}  # fmt: skip
#: A figure with its article (German: by case), or with "mein", per language.
_ARTICLE = {
    "de": {Figure.GLEICH: "das Gleich", Figure.HANGER: "den Hanger", Figure.SPIEL: "das Spiel"},
    "en": {Figure.GLEICH: "the Gleich", Figure.HANGER: "the Hanger", Figure.SPIEL: "the Spiel"},
}
_NOMINATIVE = {
    "de": {Figure.GLEICH: "Das Gleich", Figure.HANGER: "Der Hanger", Figure.SPIEL: "Das Spiel"},
    "en": {Figure.GLEICH: "The Gleich", Figure.HANGER: "The Hanger", Figure.SPIEL: "The Spiel"},
}
_MINE = {
    "de": {Figure.GLEICH: "mein Gleich", Figure.HANGER: "meinen Hanger", Figure.SPIEL: "Spiel"},
    "en": {Figure.GLEICH: "my Gleich", Figure.HANGER: "my Hanger", Figure.SPIEL: "Spiel"},
}
_DEGREE_WORDS = {
    "de": {2: "einfach", 3: "dritzig", 4: "viertig", 5: "fünftig"},
    "en": {2: "twofold", 3: "threefold", 4: "fourfold", 5: "fivefold"},
}
_OVER_WORDS = {"de": {8: "Acht", 9: "Neun", 10: "Zehn"}, "en": {8: "Eight", 9: "Nine", 10: "Ten"}}
_LEVELS_EN = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven"}
_FIGURE_WORDS = {Figure.GLEICH: "Gleich", Figure.HANGER: "Hanger", Figure.SPIEL: "Spiel"}


def _w(word: str, lang: str) -> str:
    """A canonical German word of the notation in ``lang``."""
    return _ENGLISH.get(word, word) if lang == "en" else word


def _level(n: int, lang: str) -> str:
    """A level as said at the table, in ``lang``: ``Drei``/``Three``, ``Spiel aus``."""
    if lang == "en":
        return "Spiel out" if n == SPIEL_AUS else _LEVELS_EN.get(n, str(n))
    return level_word(n)


def _header(h: Header, lang: str) -> str:
    key = HEADER_KEYS.get(h.key, h.key) if lang == "en" else h.key
    return f"[{key} {_quote(h.value)}]"


def _score_claim(e: ScoreClaim, lang: str = "de", players: int = 4) -> str:
    scores = ", ".join(f"{party_name(p, players)} {n}" for p, n in e.scores)
    return f"{_w('Stand', lang)}: {scores}"


def _account(e: Account, lang: str = "de", players: int = 4) -> str:
    """``Gleich an A+C``, ``Spiel an B`` (a table of two), ``Hanger steht``, ``kein Hanger``;
    in English ``Gleich to A+C``, ``Hanger stands``, ``no Hanger``."""
    figure = _FIGURE_WORDS[e.figure]
    if e.party is not None:
        return f"{figure} {_w('an', lang)} {party_name(e.party, players)}"
    return f"{_w('kein', lang)} {figure}" if e.nobody else f"{figure} {_w('steht', lang)}"


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


def _and(parts: Sequence[str], lang: str) -> str:
    last = f" {_w('und', lang)} "
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + last + parts[-1]


def _aim(figure: Figure | None, lang: str) -> str:
    return f" {_w('aufs', lang)} {_FIGURE_WORDS[figure]}" if figure else ""


def _utterance(ev: Event, lang: str) -> str:
    if isinstance(ev, Bid):
        if ev.unseen:
            figures = _and([_FIGURE_WORDS[f] for f in ev.figures], lang)
            return f"{_w('Ungesehen', lang)}: {_w('Gilt', lang)} {figures}"
        return f"{_w('Gilt', lang)} {_and([_MINE[lang][f] for f in ev.figures], lang)}"
    if isinstance(ev, Answer):
        return _answer(ev, lang)
    if isinstance(ev, Stands):
        if ev.figure:
            return f"{_NOMINATIVE[lang][ev.figure]} {_w('steht', lang)}"
        return _w("Steht", lang)
    if isinstance(ev, BareCall):
        return _FIGURE_WORDS[ev.figure] + "!"
    if isinstance(ev, Talk):
        return _quote(ev.text)
    raise TypeError(f"no speech: {ev!r}")


def _answer(ev: Answer, lang: str) -> str:
    good, hold = _w("Gut", lang), _w("Ich halte", lang)
    if ev.kind is AnswerKind.GUT:
        comma = "," if lang == "en" else ""
        return f"{good}{comma} {_ARTICLE[lang][ev.figure]}" if ev.figure else good
    over = _OVER_WORDS[lang].get(ev.number, str(ev.number)) if ev.number is not None else None
    if ev.kind is AnswerKind.GUT_BEI:
        level = over.lower() if over else _level(ev.level or 2, lang).lower()
        return f"{_w('Gut bei', lang)} {level}{_aim(ev.figure, lang)}"
    if ev.kind is AnswerKind.RAISE and over is not None:
        return f"{over}{_aim(ev.figure, lang)}"
    if ev.kind is AnswerKind.RAISE:
        return f"{_level(ev.level or 3, lang)}{_aim(ev.figure, lang)}"
    if over is not None:  # "Ich halte die Acht"
        return f"{hold} {_w('die', lang)} {over}{_aim(ev.figure, lang)}"
    if ev.level is None:  # hold
        return f"{hold} {_ARTICLE[lang][ev.figure]}" if ev.figure else hold
    if ev.level == SPIEL_AUS:
        held = _w("Spiel aus", lang)
    else:
        held = f"{_w('die', lang)} {_level(ev.level, lang)}"
    return f"{hold} {held}{_aim(ev.figure, lang)}"


def _speech(ev: Bid | Answer | Stands | BareCall | Talk, lang: str) -> str:
    return f"{ev.seat}: {_utterance(ev, lang)}"


def _seat_and(word: str) -> Callable[[Any, str], str]:
    """A line of a player and a verb (``B wirft hin``)."""
    return lambda e, lang: f"{e.seat} {_w(word, lang)}"


#: Each kind of event and how its line is written, in a language.
_RENDERERS: dict[type, Callable[[Any, str], str]] = {
    DealStart: lambda e, lang: _w("Runde", lang) + ("" if e.number is None else f" {e.number}"),
    Dealer: lambda e, lang: f"{_w('Geber', lang)}: {e.seat}",
    Cut: lambda e, lang: f"{_w('Abheben', lang)} {e.seat}: {_cards(e.perlaggs)}",
    DealerCut: lambda e, lang: (
        f"{_w('Ums Geben', lang)}: " + ", ".join(f"{s} {_card(c)}" for s, c in e.cards)
    ),
    Hand: lambda e, lang: f"{_w('Hand', lang)} {e.seat}: {_cards(e.cards)}",
    TrumpTurn: lambda e, lang: (
        f"{_w('Trumpf', lang)}{'' if e.seat is None else ' ' + e.seat}: {_cards(e.cards)}"
    ),
    Exchange: lambda e, lang: (
        f"{e.seat} {_w('tauscht', lang)} {_card(e.taken)} {_w('gegen', lang)} {_card(e.given)}"
    ),
    Play: lambda e, lang: (
        f"{e.seat} {_w('spielt', lang)} "
        + _named(e.card, e.christened, " " + _w("als", lang) + " ")
    ),
    Trick: lambda e, lang: (
        f"{_w('Stich', lang)}: "
        + ", ".join(f"{p.seat} {_named(p.card, p.christened, '=')}" for p in e.plays)
    ),
    Show: lambda e, lang: (
        f"{e.seat} {_w('weist', lang)} "
        + " ".join(_named(s.card, s.christened, "=") for s in e.cards)
    ),
    DegreeDeclaration: lambda e, lang: f"{e.seat} {_w('weist', lang)} {_degree_words(e, lang)}",
    Signal: lambda e, lang: (
        f"{e.seat} {_w('deutet', lang)}" + ("" if e.card is None else f" {_card(e.card)}")
    ),
    ThrowIn: _seat_and("wirft hin"),
    TakeBack: lambda e, lang: (
        f"{e.seat} takes back {_card(e.card)}"
        if lang == "en"
        else f"{e.seat} nimmt {_card(e.card)} zurück"
    ),
    ScoreClaim: _score_claim,
    Account: lambda e, lang: _account(e, lang),
    Dispute: lambda e, lang: (f"{_w('Streit', lang)}: " + _escape(e.question, "#", "{")).rstrip(),
    Annotation: lambda e, lang: "{" + _escape(e.text, "}") + "}",
    Bid: _speech,
    Answer: _speech,
    Stands: _speech,
    BareCall: _speech,
    Talk: _speech,
}


def _degree_words(e: DegreeDeclaration, lang: str) -> str:
    """``dritziges Gleich``, ``höchst viertigen Hanger``; ``threefold Gleich``,
    ``highest fourfold Hanger``."""
    ending = ("en" if e.figure is Figure.HANGER else "es") if lang == "de" else ""
    word = _DEGREE_WORDS[lang].get(e.degree, _DEGREE_WORDS[lang][2]) + ending
    if e.highest:
        top = _w("höchst", lang)
        word = (top + ending) if e.degree == 2 else f"{top} {word}"
    return f"{word} {_FIGURE_WORDS[e.figure]}"


def render_event(event: Event | Header, lang: str = "de") -> str:
    """One event (or header tag) as one canonical line, in ``lang`` (``de``, ``en``)."""
    if isinstance(event, Header):
        return _header(event, lang)
    return _RENDERERS[type(event)](event, lang)
