"""The referee's report: one object per transcript, and its JSON form (REPORT.md).

The JSON shape is a contract that tools and CI depend on: fields may be added, none of
REPORT.md's may change meaning.  Words are chosen here, at the edge, in the reader's
language; everything before this works with message keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from referee.base.record import field, record
from referee.messages import DE, say, say_args
from referee.model.events import NOWHERE, Figure, Span
from referee.model.findings import Citation, Finding, Kind
from referee.model.results import PlayResult, WagerResult
from referee.model.seats import Party, Seat, party_name

if TYPE_CHECKING:
    from referee.base.jsontext import Frozen, FrozenList

Message = tuple[str, Mapping[str, Any]]  # a message key and its arguments


def message_key(message: Message) -> tuple[str, str]:
    """A message as a value that can be compared and hashed: its key and its arguments.

    >>> m = ("deal.not-in-deck", {"card": "W"})
    >>> message_key(m) == message_key(("deal.not-in-deck", {"card": "W"}))
    True
    """
    key, args = message
    return key, repr(sorted(args.items()))


@record
class Elsewhere:
    """The same disputed question under another built-in rulebook, where it differs."""

    rulebook: str
    ruling: tuple[Message, ...]
    cites: tuple[Citation, ...] = ()


@record
class DisputeRuling:
    question: str
    ruling: tuple[Message, ...]
    cites: tuple[Citation, ...] = ()
    elsewhere: tuple[Elsewhere, ...] = ()
    span: Span = NOWHERE
    about: str | None = None  # the concern the question is about (None: not recognised)


@record
class DealReport:
    number: int | None
    play: PlayResult
    wager: WagerResult
    span: Span = NOWHERE
    before: Mapping[Party, int] = field(default_factory=dict)  # the score the deal began with


@record
class Report:
    filename: str
    rulebook: str
    target: int
    names: Mapping[Seat, str]
    deals: tuple[DealReport, ...]
    findings: tuple[Finding, ...]  # in line order, citations filled
    disputes: tuple[DisputeRuling, ...]
    winner: Party | None
    score: Mapping[Party, int]
    initial_score: Mapping[Party, int] = field(default_factory=dict)
    players: int = 4  # at a table of two the parties are named "A" and "B"

    @property
    def violations(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.kind is Kind.VIOLATION)

    @property
    def exit_code(self) -> int:
        return 1 if self.violations else 0

    def to_json(self, lang: str = DE, lazy: bool = False) -> dict[str, Any]:
        """The report as REPORT.md's JSON; ``lazy``: the deals, findings and disputes as
        generators, each object made when it is written (``jsontext.dump``), so that a
        big report is never held as JSON (a report cites its texts once per finding)."""
        deals = (deal_json(d, lang, self.players) for d in self.deals)
        findings = (finding_json(f, lang, self.players) for f in self.findings)
        disputes = (dispute_json(d, lang) for d in self.disputes)
        return {
            "rulebook": self.rulebook,
            "target": self.target,
            "deals": deals if lazy else list(deals),
            "findings": findings if lazy else list(findings),
            "disputes": disputes if lazy else list(disputes),
            "winner": party_name(self.winner, self.players) if self.winner else None,
            "score": score_json(self.score, self.players),
        }


def render_message(parts: tuple[Message, ...], lang: str) -> str:
    return " ".join(say_args(key, lang, args) for key, args in parts)


def finding_message(f: Finding, lang: str = DE) -> str:
    return say_args(f.key, lang, f.args)


def kind_counts(report: Report) -> dict[Kind, int]:
    """How many findings of each kind the report has."""
    kinds = tuple(f.kind for f in report.findings)
    return {k: kinds.count(k) for k in Kind}


def winner_sentence(report: Report, lang: str = DE) -> str:
    """Who went out, or that nobody did, in the reader's language."""
    if report.winner is None:
        return say("report.no-winner", lang)
    return say("report.winner", lang, party=party_name(report.winner, report.players))


def counts_sentence(report: Report, lang: str = DE) -> str:
    """``1 Regelverstoß, 2 Entscheidungen, …``: the findings counted by kind, and the
    disputes."""
    counts = kind_counts(report)
    return say(
        "report.counts",
        lang,
        violations=counts[Kind.VIOLATION],
        rulings=counts[Kind.RULING],
        undetermined=counts[Kind.UNDETERMINED],
        notes=counts[Kind.NOTE],
        disputes=len(report.disputes),
    )


@lru_cache(maxsize=4096)
def citation_json(c: Citation) -> Frozen:
    """A citation's JSON object, made once per citation: the findings of a concern all
    cite its paragraphs in full (REPORT.md), and a frozen object keeps its text.
    (``jsontext`` and ``json`` are imported only here: a text report needs neither.)"""
    from referee.base.jsontext import Frozen

    return Frozen(c.to_json())


#: A finding's citations as one frozen JSON array, by the identity of its tuple (kept with
#: it, so that the identity stays its own): the findings of a concern share one tuple
#: (``replay._cited`` takes it from the rulebook), and hashing it would hash every
#: citation's text again.
_CITES: dict[int, tuple[tuple[Citation, ...], FrozenList]] = {}
_CITES_KEPT = 4096


def cites_json(cites: tuple[Citation, ...]) -> FrozenList:
    """The JSON array of ``cites``, made once per tuple of citations (its text with it).

    >>> from referee.model.findings import Authority
    >>> c = Citation(Authority.PARAGRAPH, "1890", "§13", "Farbe bekennen.")
    >>> cites = (c,)
    >>> cites_json(cites) is cites_json(cites), cites_json(cites) == [c.to_json()]
    (True, True)
    """
    kept = _CITES.get(id(cites))
    if kept is not None and kept[0] is cites:
        return kept[1]
    made = _cites_made(cites)  # a tuple made for one finding: equal ones share the text
    if len(_CITES) >= _CITES_KEPT:
        _CITES.clear()
    _CITES[id(cites)] = (cites, made)
    return made


@lru_cache(maxsize=256)
def _cites_made(cites: tuple[Citation, ...]) -> FrozenList:
    from referee.base.jsontext import FrozenList

    return FrozenList([citation_json(c) for c in cites])


@lru_cache(maxsize=1024)
def seats_json(seats: tuple[Seat, ...]) -> FrozenList:
    """A finding's seats as one frozen JSON array, made once per tuple of seats (a few
    dozen in any report), its text with it.

    >>> seats_json((Seat.A, Seat.C)) == ["A", "C"], seats_json(()) is seats_json(())
    (True, True)
    """
    from referee.base.jsontext import FrozenList

    return FrozenList([str(s) for s in seats])


def finding_json(f: Finding, lang: str = DE, players: int = 4) -> dict[str, Any]:
    # str() of a StrEnum is its value, without the enum's Python-level ``value`` property
    # (tens of thousands of findings in a big report)
    data: dict[str, Any] = {
        "kind": str(f.kind),
        "line": f.span.line,
        "column": f.span.column,
        "seats": seats_json(f.seats),
        "message": finding_message(f, lang),
        "concern": f.concern,
        "cites": cites_json(f.cites),
    }
    if f.penalty is not None:
        party = party_name(f.penalty.party, players)
        data["penalty"] = {"party": party, "points": f.penalty.points}
    return data


#: The parties and figures as tuples (iterating an enum class runs Python code each step).
_PARTIES = tuple(Party)
_FIGURES = tuple(Figure)


def score_json(score: Mapping[Party, int], players: int = 4) -> dict[str, int]:
    return {party_name(p, players): int(score.get(p, 0)) for p in _PARTIES}


def deal_json(d: DealReport, lang: str, players: int = 4) -> dict[str, Any]:
    figures = {}
    for fig in _FIGURES:
        o = d.wager.figures.get(fig)
        if o is None:
            continue
        figures[fig.value] = {
            "outcome": o.outcome.value,
            "value": o.value,
            "party": party_name(o.party, players) if o.party else None,
            "cites": [citation_json(c) for c in getattr(o, "cites", ())],
        }
    return {
        "line": d.span.line,
        "number": d.number,
        "figures": figures,
        "points": score_json(d.wager.points, players),
        "score": score_json(d.wager.score, players),
    }


def dispute_json(d: DisputeRuling, lang: str) -> dict[str, Any]:
    return {
        "line": d.span.line,
        "question": d.question,
        "ruling": render_message(d.ruling, lang),
        "cites": [citation_json(c) for c in d.cites],
        "elsewhere": [
            {
                "rulebook": e.rulebook,
                "ruling": render_message(e.ruling, lang),
                "cites": [citation_json(c) for c in e.cites],
            }
            for e in d.elsewhere
        ],
    }
