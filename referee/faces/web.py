"""The browser's face (``web/``): what the table app's worker asks of the referee.

``judge_document`` is the JSON the worker hands to ``window.perlagg.judge``: the report
exactly as ``perlagg referee --json`` prints it (the same ``judge_by_deal`` and
``report_json``, so its text is the command line's byte for byte), the open offers of
the last deal (in the reader's language), the cards the recorder's pickers offer
(``cards_of``: the rulebook's deck, its permanent Perlaggs, the last deal's Perlaggs, who
cut to deal first), the question forms the referee understands (``questions_of``), or,
where the text cannot be judged, each error at its line and column with its suggestion.
``page`` is the page ``perlagg referee --html`` writes.  Nothing here reads a file: the
text is given.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from referee.base import jsontext
from referee.messages import DE, say
from referee.model.cards import Card, Suit
from referee.model.events import DealerCut, Event, TrumpTurn
from referee.model.seats import Party, Seat, party_name
from referee.table.deal import TableRules
from referee.table.state import players_of

if TYPE_CHECKING:
    from referee.faces.json import SpooledReport, WholeReport
    from referee.judge.transcript import Judging
    from referee.model.events import Transcript
    from referee.rules.model import Rulebook

#: The name a transcript typed in the browser goes by in error lines.
NAME = "partie.perlagg"
#: Where a ``[Regeln "…"]`` file is looked for: the worker puts the bundled house-rules
#: files there (``examples/stammtisch.toml``).
BASE = "/"


class _Judged:
    """The consumer ``judge_by_deal`` hands the transcript to: its report's JSON (as the
    command line's ``--json`` makes it) and the open offers once it is written."""

    def __init__(self, lang: str, rules: str | None, base: str) -> None:
        self.lang, self.rules, self.base = lang, rules, base

    def __call__(
        self, transcript: Transcript, judging: Judging
    ) -> tuple[str, list[str], dict[str, Any], str, list[str]]:
        from referee.faces.json import report_json
        from referee.notation.render import render

        spooled = report_json(transcript, judging, self.lang, self.rules, self.base)
        offers = open_offers(transcript, judging.rulebook, self.rules, self.lang, self.base)
        cards = cards_of(transcript, judging.rulebook, self.rules, self.base)
        questions = questions_of(players_of(transcript.header("Spieler")), self.lang)
        return _text(spooled), offers, cards, render(transcript), questions


def _text(spooled: SpooledReport | WholeReport) -> str:
    parts: list[str] = []
    spooled.write(parts.append)
    return "".join(parts)


def judge_document(text: str, rules: str | None = None, lang: str = DE, base: str = BASE) -> str:
    """``{"offers": […], "text": …, "cards": {…}, "questions": […], "report": …}`` for a
    text that can be judged (``text``: the transcript in the notation's canonical lines,
    ``render``; ``cards``: ``cards_of``; ``questions``: ``questions_of``), else
    ``{"errors": [{"line", "column", "message", "suggestion", "text"}]}``.

    >>> import json
    >>> doc = json.loads(judge_document("Runde\\nGeber: D\\nB: Gilt mein Gleich!\\n"))
    >>> doc["text"]
    'Runde\\nGeber: D\\nB: Gilt mein Gleich\\n'
    >>> doc["report"]["rulebook"], doc["offers"]
    ('1890', ['Gleich (geboten von B) steht offen bei 2; A+C muss antworten.'])
    >>> json.loads(judge_document("Runde\\nGeber: Q\\n", lang="en"))["errors"][0]["line"]
    2
    """
    from referee.faces.common import judge_by_deal

    judged, lines = judge_by_deal(text, NAME, base, rules, lang, _Judged(lang, rules, base))
    if judged is None:
        return jsontext.dumps({"errors": errors_of(text, lines, lang)})
    report, offers, cards, canonical, questions = judged
    head = f'"offers": {jsontext.dumps(offers)}, "text": {jsontext.dumps(canonical)}'
    head += f', "cards": {jsontext.dumps(cards)}, "questions": {jsontext.dumps(questions)}'
    return f'{{{head}, "report": {report}}}'


def errors_of(text: str, lines: tuple[str, ...], lang: str) -> list[dict[str, Any]]:
    """Each parse error at its place with its suggestion; a text that parses but cannot
    be judged (a rulebook that does not load) has its lines, at line 0."""
    from referee.notation import ParseError, parse

    try:
        parse(text, NAME)
    except ParseError as exc:
        return [
            {
                "line": e.line,
                "column": e.column,
                "message": e.text(lang),
                "suggestion": e.suggestion,
                "text": e.format(lang),
            }
            for e in exc.errors
        ]
    return [
        {"line": 0, "column": 0, "message": line, "suggestion": None, "text": line}
        for line in lines
    ]


def open_offers(
    transcript: Transcript, rulebook: str, rules: str | None, lang: str, base: str = BASE
) -> list[str]:
    """The offers still awaiting an answer at the end of the last deal, in words."""
    from referee.judge.ledger import WagerRules
    from referee.judge.wager import describe_state, wager_state

    if not transcript.deals:
        return []
    book = _book(transcript, rulebook, rules, base)
    state = wager_state(transcript.deals[-1].events, WagerRules.from_rulebook(book))
    players = players_of(transcript.header("Spieler"))
    return [
        say(key, lang, **{**args, "party": _party(args["party"], players)})
        for key, args in describe_state(state)
        if key == _OFFERED
    ]


def _book(transcript: Transcript, rulebook: str, rules: str | None, base: str) -> Rulebook:
    """The rulebook the transcript is judged under: the one asked for, else its
    ``[Regeln …]`` (a house-rules file beside it), else the judging's."""
    from referee import rules as rulebooks

    named = rules or transcript.header("Regeln") or rulebook
    return rulebooks.load(named, base, within=None if rules else base)


def cards_of(
    transcript: Transcript, rulebook: str, rules: str | None, base: str = BASE
) -> dict[str, Any]:
    """The cards the recorder offers, as the rulebook has them (card codes): ``deck``,
    its cards; ``permanent``, its permanent Perlaggs (what a cutter may keep, concern
    cut); ``perlaggs``, the Perlaggs of the last deal under its turned trump (the
    permanent ones while no trump is turned: what a show may christen); ``trump``, the
    last deal's trump suit or null; ``first_dealers``, the seats whose card deals first
    by the first deal's ``Ums Geben:`` (empty where it is not written, or a card unnamed).

    >>> from referee.notation import parse
    >>> got = cards_of(parse("Runde\\nUms Geben: A L7, B SA\\nTrumpf: L9\\n"), "1890", None)
    >>> got["permanent"], got["perlaggs"][4:], got["trump"], got["first_dealers"]
    (['HK', 'W', 'S7', 'E7'], ['L7', 'LU', 'LO'], 'L', ['B'])
    """
    from referee.table.deal import deck, first_dealers, perlaggs, permanent_perlaggs

    table = TableRules.from_rulebook(_book(transcript, rulebook, rules, base))
    last = transcript.deals[-1].events if transcript.deals else ()
    trump = _trump(table, last)
    live = perlaggs(table, trump) if trump is not None else permanent_perlaggs(table)
    cut = _dealer_cut(transcript.deals[0].events if transcript.deals else ())
    return {
        "deck": [c.code for c in deck(table)],
        "permanent": [c.code for c in permanent_perlaggs(table)],
        "perlaggs": [c.code for c in live],
        "trump": trump.value if trump is not None else None,
        "first_dealers": [s.value for s in first_dealers(table, cut)] if cut else [],
    }


def questions_of(players: int, lang: str) -> list[str]:
    """The question forms the referee understands (``FORMS``, docs/disputes.md), one
    example each in ``lang``, for the recorder to offer as the table types its
    question; at a table of two with its seats (``A``, ``B``).  The example of a name
    not at the table is no question to offer.

    >>> questions_of(4, "de")[:2]
    ['Muss B jetzt ein Gleich haben?', 'Hätte A das Gleich haben müssen?']
    >>> [q for q in questions_of(2, "de") if "Gleich" in q and "Hat" in q]
    ['Hat A das Gleich?']
    >>> any(q.startswith("Durfte Hofer") for q in questions_of(4, "de"))
    False
    """
    from referee.notation.questions import FORMS, stranger

    out: list[str] = []
    for _kind, de, en in FORMS:
        example = en if lang == "en" else de
        if stranger(de) is not None:
            continue
        if players == 2:  # A+C is A's party, B+D B's; C sits where A does, D where B
            example = example.replace("A+C", "A").replace("B+D", "B")
            example = re.sub(r"\bC\b", "A", re.sub(r"\bD\b", "B", example))
        if example not in out:
            out.append(example)
    return out


def _trump(table: TableRules, events: Sequence[Event]) -> Suit | None:
    """The trump suit of a deal's events, by its last ``Trumpf:`` line (None if unturned)."""
    from referee.table.deal import trump_of

    turns = [e for e in events if isinstance(e, TrumpTurn)]
    turned = [c for c in turns[-1].cards if isinstance(c, Card)] if turns else []
    return trump_of(table, turned).trump


def _dealer_cut(events: Sequence[Event]) -> list[tuple[Seat, Card]]:
    """The first deal's cut for the deal, where it names each seat's card (else empty)."""
    cut = next((e for e in events if isinstance(e, DealerCut)), None)
    if cut is None or not all(isinstance(c, Card) for _, c in cut.cards):
        return []
    return [(seat, c) for seat, c in cut.cards if isinstance(c, Card)]


def _party(name: str, players: int) -> str:
    """A party's name at the table: ``A+C`` at four, its one seat (``A``) at two.

    >>> _party("A+C", 2), _party("B+D", 4)
    ('A', 'B+D')
    """
    return party_name(Party(name), players) if name else name


_OFFERED = "wager.state-offered"


def page(text: str, rules: str | None = None, lang: str = DE, base: str = BASE) -> str:
    """The page ``perlagg referee --html`` writes for the text, or ``""`` where the text
    cannot be judged (``judge_document`` says why)."""
    from referee.faces.common import judge_source
    from referee.faces.html import render_page

    judged = judge_source(text, NAME, base, rules, lang)
    if judged.report is None:
        return ""
    return render_page(judged.report, lang, judged.text)
