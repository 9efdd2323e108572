"""The referee's report: one object per transcript, its records, and its sentences.

Words are chosen here, at the edge, in the reader's language; everything before this
works with message keys.  The report's JSON form (docs/report.md) is the JSON face's
(``referee.faces.json``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from referee.base.record import field, record
from referee.messages import DE, say, say_args
from referee.model.events import NOWHERE, Span
from referee.model.findings import Citation, Finding, Kind
from referee.model.results import PlayResult, WagerResult
from referee.model.seats import Party, Seat, party_name

Message = tuple[str, Mapping[str, Any]]  # a message key and its arguments


def message(key: str, **args: object) -> Message:
    """A message of the table: its key and its arguments, read-only.

    >>> key, args = message("answer.points", party="A+C", n=3)
    >>> key, dict(args)
    ('answer.points', {'party': 'A+C', 'n': 3})
    """
    return (key, MappingProxyType(args))


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
    value: str | None = None  # the direct answer there (docs/report.md's answer.value)


@record
class DisputeRuling:
    question: str
    ruling: tuple[Message, ...]
    cites: tuple[Citation, ...] = ()
    elsewhere: tuple[Elsewhere, ...] = ()
    span: Span = NOWHERE
    about: str | None = None  # the concern that decides the answer (None: not understood)
    kind: str | None = None  # the question's kind (None: not understood)
    slots: Mapping[str, Any] = field(default_factory=dict)  # the question's slots
    value: str | None = None  # the direct answer: "yes", "no", a party, a seat, a card …
    decided_by: tuple[str, ...] = ()  # the refs of the citations that decide it


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
    #: the refs the target is assumed from, where no [Ziel] gives it (1890 §5, S. 61)
    target_assumed: tuple[str, ...] = ()

    @property
    def violations(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.kind is Kind.VIOLATION)

    @property
    def exit_code(self) -> int:
        return 1 if self.violations else 0


def verdict_label(d: DisputeRuling) -> str:
    """The message key a face names a dispute's answer by: a ruling, or for a question
    not understood, or one asked of nobody at the table („Durfte Hofer …?“ where no
    Hofer plays), a note (it rules on nothing)."""
    return "report.verdict" if d.about is not None else "report.dispute-note"


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
    return counts_words(kind_counts(report), len(report.disputes), lang)


def counts_words(counts: Mapping[Kind, int], disputes: int, lang: str = DE) -> str:
    """``counts_sentence`` from the counts themselves (a face that counted as it wrote).

    >>> counts_words({k: 0 for k in Kind}, 1, "en").endswith("1 dispute")
    True
    """
    return say(
        "report.counts",
        lang,
        violations=counts[Kind.VIOLATION],
        rulings=counts[Kind.RULING],
        undetermined=counts[Kind.UNDETERMINED],
        notes=counts[Kind.NOTE],
        disputes=disputes,
    )
