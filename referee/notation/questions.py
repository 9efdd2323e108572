"""The question of a ``Streit:`` line, read as a typed question: its kind and its slots.

A question is read in two steps.  ``words`` turns it into the terminals of
``grammar/questions.lark``: each word the referee knows — a seat letter or a player's
name, a party, a figure, a card, a trick, "jetzt", or one of the words that carry a
question (muss, darf, wer, was, verliert, bieten …), German or English — becomes one
terminal with its value, every other word is dropped, and a sentence before the last
one gives its slots only ("C hat den Herz-Siebener nicht getauft. Sticht er …?").
The tables of that grammar (``_questions_lalr``, written by ``gen_parser``) then say
whether the terminals form a question, and which rule: the rule and the act name the
kind, the slots fill the question.

>>> names = {Seat.A: "Hofer"}
>>> read("Durfte Hofer den Eichel-Achter zugeben?", names)
Question(kind='may-act', seat='A', act='discard', cards=('E8',), modal='may', time='act')
>>> read("Wer hat den dritten Stich?").trick
3
>>> read("Wie geht es dir?") is None
True
>>> nearest("Wer hat recht?")
'Wer hat das Gleich?'
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from referee.base.record import field, record, replace
from referee.model.cards import NICKNAMES, SUIT_WORDS, Card, TrumpRef, lookup_card
from referee.model.cards import RANK_WORDS as _RANK_WORDS
from referee.model.seats import Seat
from referee.notation import _questions_lalr as _tables

__all__ = [
    "FORMS", "KINDS", "Question", "nearest", "nearest_form", "read", "stranger", "terminals"
]  # fmt: skip

#: A word as the grammar sees it: its terminal and its value ("" where it has none).
Word = tuple[str, str]


@record
class Question:
    """A question of a ``Streit:`` line: its kind, and the slots it names (a seat by
    letter, a party, a figure, cards by code — a rank alone as ``?8`` —, a trick
    number (0: the trick at hand), the act asked about, the points, and whether it asks
    about now or about an act already in the transcript)."""

    kind: str
    seat: str | None = None
    party: str | None = None
    figure: str | None = None
    act: str | None = None
    cards: tuple[str, ...] = ()
    trick: int | None = None
    points: int | None = None
    modal: str | None = None  # "must" or "may", where the kind allows both
    because: str | None = None  # the act a penalty question names ("weil B … geboten hat")
    flags: tuple[str, ...] = ()  # "without", "first", "unchristened", "at-once", "next"
    time: str = "now"
    extra: Mapping[str, str] = field(default_factory=dict)
    #: a word the question names as a player that is no seat letter and no name of the
    #: header's ("Durfte Hofer …?" where no Hofer plays): asked of nobody at the table
    stranger: str | None = None

    def __repr__(self) -> str:
        shown = [f"kind={self.kind!r}"]
        for name in ("seat", "party", "figure", "act", "cards", "trick", "points", "modal"):
            value = getattr(self, name)
            if value not in (None, ()):
                shown.append(f"{name}={value!r}")
        for name in ("because", "flags"):
            value = getattr(self, name)
            if value not in (None, ()):
                shown.append(f"{name}={value!r}")
        if self.time != "now":
            shown.append(f"time={self.time!r}")
        if self.stranger is not None:
            shown.append(f"stranger={self.stranger!r}")
        return f"Question({', '.join(shown)})"

    def slots(self) -> dict[str, Any]:
        """The filled slots, as the JSON report writes them.

        >>> read("Muss B ein Gleich haben?").slots()
        {'seat': 'B', 'figure': 'gleich', 'time': 'now'}
        """
        out: dict[str, Any] = {}
        for name in ("seat", "party", "figure", "act", "trick", "points", "modal", "because"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.cards:
            out["cards"] = list(self.cards)
        if self.flags:
            out["flags"] = list(self.flags)
        out["time"] = self.time
        if self.stranger is not None:
            out["stranger"] = self.stranger
        return out


#: Every kind of question the referee answers, with a German and an English example
#: (docs/disputes.md lists them; the nearest form of a question not understood is one).
FORMS: tuple[tuple[str, str, str], ...] = (
    ("must-have", "Muss B jetzt ein Gleich haben?", "Must B have a Gleich now?"),
    ("must-have", "Hätte A das Gleich haben müssen?", "Should A have had the Gleich?"),
    ("may-act", "Darf A auf das gehaltene Gleich Drei sagen?", "May A say three now?"),
    ("may-act", "Darf A sein Gebot zurücknehmen?", "May A withdraw his bid?"),
    ("may-act", "Durfte D jetzt noch austauschen?", "Could D still exchange?"),
    ("may-act", "Durfte Hofer den Eichel-Achter zugeben?", "Could B discard the Eichel-Achter?"),
    ("may-act", "Durfte D im fünften Stich noch Spiel bieten?", "May D still bid Spiel?"),
    ("must-follow", "Hätte B Farbe geben müssen?", "Should B have followed suit?"),
    ("must-follow", "Hätte C stechen müssen?", "Should C have trumped?"),
    ("revoked", "Hat C Farbe verleugnet?", "Did C revoke?"),
    ("revoked", "Hat C nicht Farbe bekannt?", "Has C revoked?"),
    ("who-revoked", "Wer hat Farbe verleugnet?", "Who revoked?"),
    ("who-revoked", "Wer hat im dritten Stich Farbe verleugnet?", "Who revoked in trick 3?"),
    ("followed", "Hat C Farbe bekannt?", "Did C follow suit?"),
    ("overbid", "Hat sich B+D überboten?", "Did B+D overbid?"),
    ("overbid", "Wer hat sich überboten?", "Who overbid?"),
    ("must-answer", "Muss B antworten?", "Must B answer?"),
    ("must-answer", "Hätte B+D auf das Gleich antworten müssen?", "Who has to answer?"),
    ("was-bid", "War das ein Gebot?", "Was that a bid?"),
    ("was-bid", "Hat B geboten?", "Did B bid?"),
    ("who-has", "Wer hat das Gleich?", "Who has the Gleich?"),
    ("who-has", "Hat schon jemand das Spiel?", "Has anyone got the Spiel yet?"),
    ("trick-winner", "Wer hat den dritten Stich?", "Who took the third trick?"),
    ("rank", "Sticht der Weli den Herz-As?", "Does the Weli beat the Herz-As?"),
    ("rank", "Was zählt der Martl?", "What does the Martl count as?"),
    ("penalty", "Was verliert B+D, weil B ohne Gleich geboten hat?", "What does B+D lose?"),
    ("points", "Wie viele Punkte hat A+C?", "How many points has A+C?"),
    ("score", "Wie steht es?", "What is the score?"),
    ("showing", "Muss A den Hanger zeigen?", "Must A show the Hanger?"),
    ("showing", "Wer muss zuerst weisen?", "Who must show first?"),
    ("turn", "Wer ist am Zug?", "Who is to play?"),
    ("turn", "Wer spielt aus?", "Whose turn is it?"),
    ("turn", "Ist C am Zug?", "Is it C's turn?"),
    ("went-out", "Wer ist aus?", "Who went out?"),
    ("went-out", "Ist A+C schon aus?", "Is B+D out?"),
    ("next-dealer", "Wer gibt die nächste Runde?", "Who deals next?"),
    ("end-game", "23 zu 23 – was entscheidet jetzt?", "What decides now?"),
    ("trump", "Was ist Trumpf?", "What is trump?"),
    ("led", "Wer hat ausgespielt?", "Who led?"),
    ("tricks", "Wie viele Stiche hat A+C?", "How many tricks has B+D?"),
    ("who-has", "Hat A+C das Gleich?", "Does B+D have the Hanger?"),
)
KINDS: tuple[str, ...] = tuple(dict.fromkeys(kind for kind, _de, _en in FORMS))


# --------------------------------------------------------------------------- the words
def _fold(word: str) -> str:
    w = word.casefold().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    return w.replace("ß", "ss")


def _table(**groups: str) -> dict[str, str]:
    return {w: name for name, words in groups.items() for w in words.split()}


#: One word → its terminal (the grammar's) or its act.
_WORDS = _table(
    MUSS="muss musst must",
    HAETTE="haette haetten should ought",
    MUESSEN="muessen gemusst",
    DARF="darf darfst durfte durften duerfen may might can could allowed erlaubt",
    HABEN="hat haben hatte hast has have had did macht gemacht nimmt genommen bekommen "
    "took takes made makes",
    IST="ist war sind waren is were gilt",
    GEBOT="gebot gebote",
    WER="wer who whose jemand anyone somebody someone welcher",
    WAS="was what wieviel wieviele welchen welche which",
    AUS="aus ausgegangen gewonnen out won wins winner sieger gewinnt",
    ZAEHLT="zaehlt zaehlen rang rank ranks worth wert count counts hoch high",
    VERLIERT="verliert verlieren verloren lose loses lost strafe penalty",
    WEIL="weil because",
    PUNKTE="punkte punkt punkten points point",
    STAND="stand steht spielstand score",
    GIBT="gibt geber deals dealer deal",
    ENTSCHEIDET="entscheidet entscheiden decides decide",
    JETZT="jetzt noch now still hier here schon yet already",
    OHNE="ohne without",
    ZUGLEICH="zugleich gleichzeitig together",
    REVOKE="verleugnet verleugnen verleugnete revoke revoked revokes renounce renounced "
    "renege reneged",
    OVERBID="ueberboten ueberbieten ueberbietet ueberbot ueberbotet overbid overbids "
    "overbidden overbidding",
    ANTWORTEN="antworten antwortet antwort geantwortet answer answers answered reply "
    "replies respond",
    ZUG="zug dran reihe turn",
    TRUMPF="trumpf trumpffarbe",
    STICHE="stiche tricks",
)
_ACTS = _table(
    bid="bieten biete bietet geboten bot bidding",
    three="drei three",
    hold="halten halte haelt gehalten anschauen hold holds held",
    exchange="tauschen austauschen tauscht getauscht ausgetauscht exchange exchanged swap",
    trump="stechen sticht gestochen steche trump trumps trumped beat beats ruff schlaegt",
    discard="zugeben zugegeben discard discarded schmieren",
    play="spielen spielt gespielt ausspielen ausgespielt anspielen angespielt play plays played "
    "lead leads led",
    withdraw="zuruecknehmen zurueckgenommen zurueckziehen withdraw withdrawn retract",
    follow="bekennen bekannt bedienen bedient follow follows followed",
    show="zeigen zeigt gezeigt weisen weist gewiesen show shows shown showed declare",
)
_ACT_TERMINALS = {
    "bid": "BIETEN",
    "three": "DREI",
    "hold": "HALTEN",
    "exchange": "TAUSCHEN",
    "trump": "STECHEN",
    "discard": "ZUGEBEN",
    "play": "SPIELEN",
    "withdraw": "ZURUECK",
    "follow": "FOLLOW",
    "show": "ZEIGEN",
}
#: Three words that are one ("nicht Farbe bekannt": a revoke), as ``_PAIRS``.
_TRIPLES = {
    ("nicht", "farbe", "bekannt"): "REVOKE",
    ("nicht", "farbe", "gegeben"): "REVOKE",
    ("nicht", "farbe", "bedient"): "REVOKE",
    ("not", "follow", "suit"): "REVOKE",
    ("not", "followed", "suit"): "REVOKE",
}
#: Two words that are one: the first two folded words → the terminal or act they make.
_PAIRS = {
    ("farbe", "geben"): "follow",
    ("farbe", "gegeben"): "follow",
    ("farbe", "bekennen"): "follow",
    ("farbe", "bekannt"): "follow",
    ("drei", "sagen"): "three",
    ("drei", "gesagt"): "three",
    ("say", "three"): "three",
    ("take", "back"): "withdraw",
    ("wie", "viele"): "WAS",
    ("wie", "viel"): "WAS",
    ("how", "many"): "WAS",
    ("how", "much"): "WAS",
    ("went", "out"): "AUS",
    ("gone", "out"): "AUS",
    ("go", "out"): "AUS",
    ("has", "to"): "MUSS",
    ("have", "to"): "MUSS",
    ("at", "once"): "ZUGLEICH",
    ("nicht", "getauft"): "UNGETAUFT",
    ("not", "christened"): "UNGETAUFT",
}
_FLAGS = {
    "OHNE": "without",
    "ZUERST": "first",
    "UNGETAUFT": "unchristened",
    "ZUGLEICH": "at-once",
    "NAECHST": "next",
    "LETZT": "last",
}
_PAST = frozenset(
    [
        "durfte",
        "durften",
        "haette",
        "haetten",
        "war",
        "waren",
        "hatte",
        "did",
        "should",
        "could",
        "were",
        "had",
        "geboten",
        "gehalten",
        "getauscht",
        "ausgetauscht",
        "gestochen",
        "zugegeben",
        "gespielt",
        "ausgespielt",
        "angespielt",
        "zurueckgenommen",
        "gezeigt",
        "gewiesen",
        "played",
        "led",
        "trumped",
        "discarded",
        "exchanged",
        "held",
        "followed",
        "shown",
        "showed",
        "gegeben",
        "gesagt",
        "bekannt",
        "verleugnet",
        "verleugnete",
        "revoked",
        "renounced",
        "reneged",
        "ueberboten",
        "geantwortet",
        "answered",
    ]
)
_ORDINALS = {
    "erst": 1, "zweit": 2, "dritt": 3, "viert": 4, "fuenft": 5,
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
}  # fmt: skip
_THIS = frozenset({"diesen", "dieser", "den", "der", "dem", "this", "the", "that"})
_ARTICLES = frozenset({"a", "an", "the", "that", "this", "his", "her", "its", "my"})
_RANKS = {_fold(w): r for r, words in _RANK_WORDS.items() for w in words if not w.isdigit()}
_TOKEN = re.compile(r"[A-D]\+[A-D]|\d+\.?|[\w\-]+", re.UNICODE)
_SENTENCES = re.compile(r"(?<=[?!;:–—])\s+|(?<=\D\.)\s+|\s+[–—-]\s+")


def _card_code(ref: Card | TrumpRef) -> str:
    return ref.code if isinstance(ref, Card) else f"T{ref.rank.code}"


def terminals(question: str, names: Mapping[Seat, str] | None = None) -> list[Word]:
    """The question's words as the grammar's terminals: the last sentence's words, then
    the slots of the sentences before it.

    >>> [t for t, _v in terminals("Muss B jetzt ein Gleich haben?")]
    ['MUSS', 'SEAT', 'JETZT', 'FIGURE', 'HABEN']
    >>> terminals("C hat den Herz-Siebener nicht getauft. Sticht er den Achter?")
    [('STECHEN', 'trump'), ('CARD', '?8'), ('SEAT', 'C'), ('CARD', 'H7'), ('UNGETAUFT', '')]
    """
    main, context = _sentences(question, names or {})
    return _collapsed([*main, *context])


def _sentences(question: str, names: Mapping[Seat, str]) -> tuple[list[Word], list[Word]]:
    """The last sentence's words, and the slots of the sentences before it."""
    sentences = [s for s in _SENTENCES.split(question.strip()) if _TOKEN.search(s)]
    if not sentences:
        return [], []
    last, *before = reversed(sentences)
    context = [w for s in reversed(before) for w in _words(s, names) if w[0] in _SLOTS]
    return list(_words(last, names)), context


_SLOTS = frozenset(
    {"SEAT", "PARTY", "FIGURE", "CARD", "TRICK", "JETZT", "OHNE", "ZUERST", "UNGETAUFT",
     "NUMBER", "ZUGLEICH", "NAECHST", "LETZT"}
)  # fmt: skip


def _collapsed(words: list[Word]) -> list[Word]:
    """A word said twice in a row ("hat … gemacht") is one; "Gebot" is the object of
    "zurücknehmen", not a question of its own, and "ist" before "erlaubt" carries
    nothing."""
    out: list[Word] = []
    acts = {v for t, v in words}
    for i, (t, v) in enumerate(words):
        if out and out[-1] == (t, v) and t not in _SLOTS:
            continue
        if t == "HABEN" and ("HABEN", "") in out and "MUSS" not in {w[0] for w in out}:
            continue  # "Wer hat den Stich gemacht?"
        if t == "GEBOT" and ("withdraw" in acts or (i > 0 and words[0][0] != "IST")):
            continue
        if t == "IST" and (i > 0 or any(w[0] == "DARF" for w in words)):
            continue
        if t == "PUNKTE" and out and out[-1][0] == "NUMBER":  # "mit 13 Punkten"
            continue
        out.append((t, v))
    lead = next((i for i, (t, _v) in enumerate(out) if t not in _SLOTS), None)
    if lead and out[lead][0] in ("MUSS", "DARF", "HAETTE"):  # "Is A allowed to bid?"
        out.insert(0, out.pop(lead))
    return out


def _names_of(names: Mapping[Seat, str]) -> dict[str, str]:
    return {_fold(part): seat.value for seat, name in names.items() for part in name.split()}


def _words(sentence: str, names: Mapping[Seat, str]) -> Iterator[Word]:
    raw = _TOKEN.findall(sentence)
    folded = [_fold(w) for w in raw]
    players = _names_of(names)
    has_say = any(f in ("sagen", "gesagt", "say", "call") for f in folded)
    i = 0
    while i < len(raw):
        step, word = _word_at(raw, folded, i, players, has_say)
        if word is not None:
            yield word
        i += step


def _word_at(
    raw: Sequence[str], folded: Sequence[str], i: int, players: Mapping[str, str], say: bool
) -> tuple[int, Word | None]:
    """The terminal of the word(s) at ``i`` and how many words it took (None: dropped)."""
    w, f = raw[i], folded[i]
    nxt = folded[i + 1] if i + 1 < len(raw) else ""
    trick = _trick_at(folded, i)
    if trick is not None:
        return trick
    triple = _TRIPLES.get((f, nxt, folded[i + 2] if i + 2 < len(raw) else ""))
    if triple is not None:
        return 3, _terminal(triple)
    pair = _PAIRS.get((f, nxt))
    if pair is not None:
        return 2, _terminal(pair)
    if i + 1 < len(raw) and (ref := lookup_card(f"{w} {raw[i + 1]}")) is not None:
        return 2, ("CARD", _card_code(ref))
    if re.fullmatch(r"[A-D]\+[A-D]", w):
        return 1, ("PARTY", w)
    if re.fullmatch(r"[A-D]", w):
        return 1, ("SEAT", w)
    if f in players:
        return 1, ("SEAT", players[f])
    return 1, _single(w, f, nxt, i, raw, say)


def _single(w: str, f: str, nxt: str, i: int, raw: Sequence[str], say: bool) -> Word | None:
    if (f.rstrip("s") in ("gleich", "hanger", "spiel") and w[:1].isupper()) or f in (
        "gleich",
        "hanger",
    ):
        return ("FIGURE", f.rstrip("s"))
    if f == "wie" and i == 0:
        return ("WAS", "")
    if f in _STEPS and (f != "drei" or not say):  # "Darf B Vier sagen?": the step
        return ("NUMBER", str(_STEPS[f]))
    if f in _SAY and _next_to_a_step(raw, i):  # its "sagen" is the raise
        return _terminal("three")
    if f == "bid" or f == "bids":
        after_article = i > 0 and _fold(raw[i - 1]) in _ARTICLES
        return ("GEBOT", "") if after_article else ("BIETEN", "bid")
    if f == "was" and nxt in ("that", "this", "it", "there", "the", "a"):
        return ("IST", "")
    if f in ("zuerst", "erster") or (f == "first" and nxt not in ("trick",)):
        return ("ZUERST", "")
    if f.startswith("ungetauft") or f == "unchristened":
        return ("UNGETAUFT", "")
    if f in ("naechste", "naechsten", "next"):
        return ("NAECHST", "")
    if f.isdigit():
        return ("NUMBER", f)
    if w[:1].isupper() or len(w) > 2:
        ref = lookup_card(w)
        if ref is not None and not (w.islower() and len(w) <= 3):
            return ("CARD", _card_code(ref))
        if w[:1].isupper() and f in _RANKS:
            return ("CARD", f"?{_RANKS[f].code}")
    if f in _ACTS:
        return (_ACT_TERMINALS[_ACTS[f]], _ACTS[f])
    if f in _WORDS:
        return (_WORDS[f], "")
    return None


#: The steps a raise names (§10: „3, 4, 5, 6, 7“; S. 69 „Acht“ is no step but is said)
_STEPS = {
    "drei": 3, "vier": 4, "fuenf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
}  # fmt: skip
_SAY = frozenset({"sagen", "gesagt", "say", "call"})


def _next_to_a_step(raw: Sequence[str], i: int) -> bool:
    """Whether a step word stands just before ``raw[i]`` ("Vier sagen") or just after
    it ("say four")."""
    return any(0 <= k < len(raw) and _fold(raw[k]) in _STEPS for k in (i - 1, i + 1))


def _terminal(name: str) -> Word:
    if name in _ACT_TERMINALS:
        return (_ACT_TERMINALS[name], name)
    return (name, "")


def _trick_at(folded: Sequence[str], i: int) -> tuple[int, Word] | None:
    """A trick named at ``i``: "dritten Stich", "3. Stich", "Stich 3", "trick 3",
    "diesen Stich" (0: the trick at hand)."""
    f = folded[i]
    nxt = folded[i + 1] if i + 1 < len(folded) else ""
    is_trick = ("stich", "stichs", "trick")
    number = _ordinal(f)
    if number is not None and nxt in is_trick:
        return 2, ("TRICK", str(number))
    if (f.startswith("letzt") or f == "last") and nxt in is_trick:  # the last one made
        return 2, ("LETZT", "")
    if f in is_trick:
        if nxt.isdigit():
            return 2, ("TRICK", nxt)
        return 1, ("TRICK", "0")
    return None


def _ordinal(word: str) -> int | None:
    if re.fullmatch(r"\d\.?", word):
        return int(word[0])
    return next((n for stem, n in _ORDINALS.items() if word.startswith(stem)), None)


# --------------------------------------------------------------------------- the parse
def _parse(words: Sequence[Word]) -> tuple[str, list[Any]] | None:
    """The tree of the grammar's ``question`` rule over ``words`` (rule name, children:
    trees and words), or None where they form no question."""
    states: list[int] = [_tables.START]
    values: list[Any] = []
    for kind, value in [*words, ("$END", "")]:
        while True:
            action = _tables.ACTIONS[states[-1]].get(kind)
            if action is None:
                return None
            if action >= 0:
                states.append(action)
                values.append((kind, value))
                break
            name, origin, size, recipe = _tables.RULES[~action]
            children = values[len(values) - size :] if size else []
            if size:
                del values[-size:], states[-size:]
            kept: list[Any] = []
            for child, what in zip(children, recipe, strict=True):
                if what == 2:
                    kept.extend(child[1])
                elif what == 1:
                    kept.append(child)
            values.append((name, kept))
            if origin == "start":
                return values[-1][1][0][1][0]  # type: ignore[no-any-return]
            states.append(_tables.ACTIONS[states[-1]][origin])
    return None


def _flat(tree: Any) -> Iterator[Word]:
    name, children = tree
    if isinstance(children, str):
        yield name, children
        return
    for child in children:
        yield from _flat(child)


def read(question: str, names: Mapping[Seat, str] | None = None) -> Question | None:
    """The typed question a ``Streit:`` line asks, or None where it is not understood."""
    words = terminals(question, names)
    tree = _parse(words)
    if tree is None:
        return None
    rule, children = tree
    flat = list(_flat(tree))
    said = {_fold(w) for w in _TOKEN.findall(question)}
    typed = _typed(rule, children, flat, bool(said & _PAST), bool(said & _LED))
    context = _sentences(question, names or {})[1]
    if (
        typed is not None
        and typed.seat is None
        and typed.party is None
        and _of_someone(typed, flat)
    ):
        typed = replace(typed, stranger=stranger(question, names))
    if typed is not None and rule == "beats" and context:
        # "C hat den Herz-Siebener nicht getauft. Sticht er den Achter?": the card of
        # the sentence before is the one that "sticht"
        told = [v for t, v in context if t == "CARD"]
        asked = [c for c in typed.cards if c not in told]
        typed = replace(typed, cards=(*told[:1], *asked, *told[1:]))
    return typed


#: Capitalised words of a question that name no player: the nouns a question uses
#: (folded), beside every word, card, rank and figure the reader knows.
_NOUNS = frozenset(
    {
        "farbe", "farben", "stich", "stiche", "stichs", "gebot", "gebote", "runde", "runden",
        "punkte", "punkt", "punkten", "trumpf", "truempfe", "perlagg", "perlaggen", "perlaggs",
        "karte", "karten", "partei", "parteien", "strafe", "spieler", "spielerin", "geber",
        "hand", "zug", "reihe", "figur", "figuren", "antwort", "ende", "endspiel", "ziel",
        "mitschrift", "schiedsrichter", "regel", "regeln", "paragraph", "partie", "tisch",
        "herz", "laub", "schell", "eichel", "vier", "fuenf", "sechs", "sieben", "spiel", "aus",
        "gut", "ungesehen", "erster", "zweiter", "dritter", "vierter", "fuenfter", "letzter",
        "does", "do", "is", "are", "am", "was", "were", "who", "whose", "what", "how", "which",
        "may", "might", "can", "could", "must", "should", "did", "has", "have", "had", "will",
        "would", "i", "hearts", "leaves", "bells", "acorns", "trick", "tricks", "trump",
        "card", "cards", "party", "player", "dealer", "round", "deal", "score", "suit",
    }
)  # fmt: skip


#: the kinds that ask of nobody in particular: a capitalised word in them names no player
_OF_NOBODY = frozenset(
    {
        "rank",
        "trick-winner",
        "score",
        "next-dealer",
        "end-game",
        "who-has",
        "who-revoked",
        "trump",
        "led",
    }
)


def _of_someone(q: Question, flat: Sequence[Word]) -> bool:
    """Whether the question asks of a player (a seat or party it would name): "Hat
    Hofer das Gleich?" does, "Hat schon jemand das Spiel?" does not."""
    if q.kind == "who-has":
        return all(t != "WER" for t, _v in flat)
    return q.kind not in _OF_NOBODY and "who" not in q.flags


def stranger(question: str, names: Mapping[Seat, str] | None = None) -> str | None:
    """The word a question names as a player where it is no seat letter and no name of
    the header's: a capitalised word the reader does not know (not a card, rank, figure,
    question word or noun of the game), and not the first word of its sentence unless a
    verb follows it ("Hofer hat …"); None where there is none.

    >>> stranger("Durfte Hofer den Eichel-Achter zugeben?")
    'Hofer'
    >>> stranger("Durfte Hofer den Eichel-Achter zugeben?", {Seat.B: "Anna Hofer"}) is None
    True
    >>> stranger("Wer hat im dritten Stich Farbe verleugnet?"), stranger("Does the Weli beat HA?")
    (None, None)

    A word where a player stands — right after the verb that opens the question, or
    before the verb — is one even where it looks like a misspelt card word ("Karl" beside
    „Kartl“), unless it is a card:

    >>> stranger("Durfte Karl den Eichel-Achter zugeben?"), stranger("Sticht der Wely den HA?")
    ('Karl', None)
    """
    players = _names_of(names or {})
    for sentence in _SENTENCES.split(question.strip()):
        raw = _TOKEN.findall(sentence)
        for i, w in enumerate(raw):
            f = _fold(w)
            if not w[:1].isupper() or not w.isalpha() or len(w) < 2 or f in players:
                continue
            if f in _NOUNS or f in _WORDS or f in _ACTS or f in _RANKS:
                continue
            nxt = _fold(raw[i + 1]) if i + 1 < len(raw) else ""
            if i == 0 and not _is_verb(nxt):
                continue
            subject = i == 0 or (i == 1 and _is_verb(_fold(raw[0])))
            if _known_word(w, f) and not (subject and lookup_card(w) is None):
                continue
            whole = [w]  # "Franz Gruber": the name's every word
            for v in raw[i + 1 :]:
                if (
                    not (v[:1].isupper() and v.isalpha())
                    or _fold(v) in _NOUNS
                    or _known_word(v, _fold(v))
                ):
                    break
                whole.append(v)
            return " ".join(whole)
    return None


#: the terminals of the verbs a player does: a question's subject stands beside one
_VERBS = frozenset({"HABEN", "IST", "DARF", "MUSS", "HAETTE", *_ACT_TERMINALS.values()})


def _is_verb(folded: str) -> bool:
    """Whether the folded word is a verb of the reader's (``hat``, ``durfte``, ``bieten``)."""
    return _WORDS.get(folded, _ACT_TERMINALS.get(_ACTS.get(folded, ""))) in _VERBS


def _known_word(w: str, f: str) -> bool:
    """Whether the reader takes the word for one of its own: a card, a figure, a word
    of a pair ("Farbe geben"), or a word so like a card's that it is one misspelt
    ("Wely", "Martel"): not a name."""
    if lookup_card(w) is not None or f.rstrip("s") in ("gleich", "hanger", "spiel"):
        return True
    if any(f in pair for pair in (*_PAIRS, *_TRIPLES)):
        return True
    return bool(difflib.get_close_matches(f, _VOCABULARY, n=1, cutoff=0.75))


#: the card words, folded, that a misspelt one may be near ("Wely", "Martel")
_VOCABULARY = sorted(
    {*_RANKS, *(_fold(n) for n in NICKNAMES)}
    | {_fold(w) for words in SUIT_WORDS.values() for w in words}
)


def _typed(
    rule: str, children: list[Any], flat: list[Word], past: bool, led: bool = False
) -> Question | None:
    acts = [v for t, v in flat if t in _ACT_TERMINALS.values()]
    because_tree = next((c for c in children if c[0] == "because"), None)
    because = (
        next((v for t, v in _flat(because_tree) if t in _ACT_TERMINALS.values()), None)
        if because_tree
        else None
    )
    main_acts = acts[:1] if because_tree is None else acts[: max(0, len(acts) - 1)]
    act = main_acts[0] if main_acts else None
    kind = _kind(rule, act, flat)
    of_a_lead = led and not any(t == "CARD" for t, _v in flat)  # not "Wer hat HA gespielt?"
    if kind == "turn" and of_a_lead:
        kind = "led"  # "Who led?": the lead already laid
    if kind == "led" and not of_a_lead:
        return None
    if kind is None or (kind == "turn" and not _asks_the_turn(flat, past and act is not None)):
        return None
    seats = [v for t, v in flat if t == "SEAT"]
    parties = [v for t, v in flat if t == "PARTY"]
    figures = [v for t, v in flat if t == "FIGURE"]
    tricks = [int(v) for t, v in flat if t == "TRICK"]
    numbers = [int(v) for t, v in flat if t == "NUMBER"]
    modal = next(({"MUSS": "must", "HAETTE": "must", "DARF": "may"}[t] for t, _ in flat
                  if t in ("MUSS", "HAETTE", "DARF")), None)  # fmt: skip
    # the points asked about; for bids at once, the party's score the question supposes
    # ("mit 13 Punkten")
    counted = kind in ("points", "end-game") or any(t == "ZUGLEICH" for t, _ in flat)
    if act == "three" and not counted:  # "Darf B Vier sagen?": the step asked about
        numbers = [n for n in numbers if 3 <= n <= 8]
        counted = True
    return Question(
        kind=kind,
        seat=seats[0] if seats else None,
        party=parties[0] if parties else None,
        figure=figures[0] if figures else None,
        act=act if kind in ("may-act", "must-follow", "showing") else None,
        cards=tuple(v for t, v in flat if t == "CARD"),
        trick=tricks[0] if tricks else None,
        points=numbers[0] if numbers and counted else None,
        modal=modal if kind == "may-act" else None,
        because=because,
        flags=tuple(dict.fromkeys(_FLAGS[t] for t, _ in flat if t in _FLAGS))
        + (("who",) if flat and flat[0][0] == "WER" else ()),
        time="act" if past and kind not in ("score", "points", "who-has", "turn") else "now",
    )


_BY_RULE = {
    "must_have": "must-have",
    "revoked": "revoked",
    "who_revoked": "who-revoked",
    "followed": "followed",
    "overbid": "overbid",
    "must_answer": "must-answer",
    "was_bid": "was-bid",
    "beats": "rank",
    "rank": "rank",
    "penalty": "penalty",
    "points": "points",
    "score": "score",
    "went_out": "went-out",
    "next_dealer": "next-dealer",
    "end_game": "end-game",
    "turn": "turn",
    "trump": "trump",
    "led": "led",
    "tricks": "tricks",
}

#: the terminals that name a trick: its number, or the last one made
_A_TRICK = frozenset({"TRICK", "LETZT"})

#: the words of a lead already laid ("Wer hat ausgespielt?", "Who led?")
_LED = frozenset({"ausgespielt", "angespielt", "led"})


def _kind(rule: str, act: str | None, flat: list[Word]) -> str | None:
    has = {t for t, _ in flat}
    if rule in _BY_RULE:
        return _BY_RULE[rule]
    if rule in ("must_act", "who_must"):
        if act == "show":
            return "showing"
        if act == "play" and rule == "who_must" and "CARD" not in has:  # "Wer muss ausspielen?"
            return "turn"
        if act in ("follow", "trump", "discard", "play") and rule == "must_act":
            return "must-follow"
        return "may-act"
    if rule == "may_act":
        return "may-act"
    if rule == "who_has" and "WER" not in has:  # "Hat A+C das Gleich?"
        return "who-has" if "FIGURE" in has else None
    if rule == "who_has":
        return "trick-winner" if has & _A_TRICK else "who-has" if "FIGURE" in has else None
    if rule == "who_won":
        return "trick-winner" if has & _A_TRICK else "went-out"
    return None


def _asks_the_turn(flat: list[Word], played: bool) -> bool:
    """Whether a question of the ``turn`` rule asks whose turn it is now: not where it
    names a card or a trick ("Who played HA?", "Wer spielt im dritten Stich aus?") or
    asks about a card already played ("Who led?" is of the kind ``led``).

    >>> read("Who played HA?") is None, read("Who led?").kind, read("Wer war am Zug?").kind
    (True, 'led', 'turn')
    """
    return not played and not any(t in ("CARD", "TRICK", "LETZT") for t, _v in flat)


# --------------------------------------------------------------------------- not understood
def nearest(question: str, names: Mapping[Seat, str] | None = None, lang: str = "de") -> str:
    """The example of the question form nearest a question not understood, in ``lang``
    (the report's language, whatever the question's): the form whose example — German
    or English — is most like the question (``nearest_form``).

    >>> nearest("Darf er?"), nearest("Darf er?", lang="en")
    ('Darf A sein Gebot zurücknehmen?', 'May A withdraw his bid?')
    >>> nearest("May he?")
    'Darf A sein Gebot zurücknehmen?'
    """
    _kind, de, en = nearest_form(question, names)
    return en if lang == "en" else de


def nearest_form(question: str, names: Mapping[Seat, str] | None = None) -> tuple[str, str, str]:
    """The form (kind, German example, English example) nearest a question not
    understood: the one with an example whose words, as terminals, are most like the
    question's (then, whose text is most like it).

    >>> nearest_form("Wer hat recht?")
    ('who-has', 'Wer hat das Gleich?', 'Who has the Gleich?')
    """
    asked = [t for t, _v in terminals(question, names)]
    text = _fold(question)

    def likeness(example: str) -> tuple[float, float]:
        theirs = [t for t, _v in terminals(example)]
        words = difflib.SequenceMatcher(None, asked, theirs).ratio()
        return words, difflib.SequenceMatcher(None, text, _fold(example)).ratio()

    return max(FORMS, key=lambda form: max(likeness(form[1]), likeness(form[2])))
