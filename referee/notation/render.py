"""Events back to text: the canonical line of each event, and of a whole transcript
(``parse(render(t)) == t``, positions aside).

>>> from referee.model.events import Play
>>> from referee.model.cards import card
>>> from referee.model.seats import Seat
>>> render_event(Play(Seat.A, card("HA"), None))
'A spielt HA'
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
from referee.notation.words import level_word

__all__ = ["render", "render_event"]


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
            elif isinstance(ev, Account):
                out.append(_account(ev, players))
            else:
                out.append(render_event(ev))
    return "\n".join(out) + "\n" if out else ""


def _score_claim(e: ScoreClaim, players: int = 4) -> str:
    return "Stand: " + ", ".join(f"{party_name(p, players)} {n}" for p, n in e.scores)


def _account(e: Account, players: int = 4) -> str:
    """``Gleich an A+C``, ``Spiel an B`` (a table of two), ``Hanger steht``, ``kein Hanger``."""
    figure = _FIGURE_WORDS[e.figure]
    if e.party is not None:
        return f"{figure} an {party_name(e.party, players)}"
    return f"kein {figure}" if e.nobody else f"{figure} steht"


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
_OVER_WORDS = {8: "Acht", 9: "Neun", 10: "Zehn"}
_DEGREE_WORDS = {2: "einfach", 3: "dritzig", 4: "viertig", 5: "fünftig"}


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
        return f"Gut bei {level_word(ev.level or 2).lower()}{_aim(ev.figure)}"
    if ev.kind is AnswerKind.RAISE and ev.number is not None:
        return f"{_OVER_WORDS.get(ev.number, str(ev.number))}{_aim(ev.figure)}"
    if ev.kind is AnswerKind.RAISE:
        return f"{level_word(ev.level or 3)}{_aim(ev.figure)}"
    if ev.level is None:  # hold
        return f"Ich halte {_ARTICLE[ev.figure]}" if ev.figure else "Ich halte"
    held = "Spiel aus" if ev.level == SPIEL_AUS else f"die {level_word(ev.level)}"
    return f"Ich halte {held}{_aim(ev.figure)}"


def _speech(ev: Bid | Answer | Stands | BareCall | Talk) -> str:
    return f"{ev.seat}: {_utterance(ev)}"


#: Each kind of event and how its line is written.
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
    TakeBack: lambda e: f"{e.seat} nimmt {_card(e.card)} zurück",
    ScoreClaim: _score_claim,
    Account: _account,
    Dispute: lambda e: ("Streit: " + _escape(e.question, "#", "{")).rstrip(),
    Annotation: lambda e: "{" + _escape(e.text, "}") + "}",
    Bid: _speech,
    Answer: _speech,
    Stands: _speech,
    BareCall: _speech,
    Talk: _speech,
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
    return _RENDERERS[type(event)](event)
