"""Findings a transcript expects: ``{erwartet: follow-suit}`` after the event they concern.

A historical game with a revoke that really happened marks it where it happened::

    Stich: A LA, B L8, C E8, D L10   {erwartet: follow-suit}

The annotation (``{expected: …}`` in English; several codes comma-separated) expects a
finding with each code on the line of the event it follows.  As with pytest's strict
xfail: an expected finding that occurs does not fail the run; one that no longer
occurs fails it (code ``expected``).  The grammar needs nothing new: ``{…}`` is already
an annotation attached to the event before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from referee.base.record import record, replace
from referee.cli.records import Record
from referee.messages import say

_MARK = r"^\s*(?:erwartet|expected)\s*:\s*(?P<codes>[a-z0-9, -]+?)\s*$"


@record
class Expectation:
    line: int  # the line of the event the annotation follows
    code: str
    at_line: int  # where the annotation itself stands
    at_column: int


def expectations(transcript: Any) -> tuple[Expectation, ...]:
    """Every ``{erwartet: …}`` of the transcript, with the line it speaks of.

    >>> from referee.notation import parse
    >>> t = parse("Runde\\nGeber: D {erwartet: first-dealer}\\n{expected: cut, deck}\\n")
    >>> [(e.line, e.code) for e in expectations(t)]
    [(2, 'first-dealer'), (2, 'cut'), (2, 'deck')]
    """
    return tuple(_each(_events(transcript)))


def _events(transcript: Any) -> Iterator[Any]:
    yield from transcript.preamble
    for deal in transcript.deals:
        yield from deal.events


def _each(events: Iterable[Any]) -> Iterator[Expectation]:
    last_line = 0
    for ev in events:
        text = getattr(ev, "text", None)
        if type(ev).__name__ != "Annotation" or not isinstance(text, str):
            last_line = ev.span.line or last_line
            continue
        m = re.match(_MARK, text, re.I)  # compiled at the first annotation, then re's
        if m is None:
            continue
        target = last_line or ev.span.line
        for code in (c.strip() for c in m["codes"].split(",")):
            if code:
                yield Expectation(target, code, ev.span.line, ev.span.column)


def apply(
    records: tuple[Record, ...], wanted: tuple[Expectation, ...], lang: str
) -> tuple[Record, ...]:
    """The records with those that were expected marked so, and an error for each
    expectation that nothing met."""
    out = list(records)
    for e in wanted:
        hits = [i for i, r in enumerate(out) if r.code == e.code and r.line == e.line]
        for i in hits:
            out[i] = replace(out[i], expected=True)
        if not hits:
            message = _not_met(e, lang)
            out.append(Record(e.at_line, e.at_column, "error", "expected", message))
    return tuple(sorted(out, key=lambda r: (r.line, r.column)))


def _not_met(e: Expectation, lang: str) -> str:
    """Why an expectation met nothing: the finding no longer occurs, or the mark names
    no code a finding can have (then the known code it likely means).

    >>> _not_met(Expectation(3, "folow-suit", 3, 30), "en")[:58]
    '{expected: folow-suit}: “folow-suit” is no code of a findi'
    >>> _not_met(Expectation(3, "folow-suit", 3, 30), "en")[60:]
    ' — did you mean follow-suit? (perlagg codes lists them all)'
    """
    from referee.cli.codes import DISPUTE, nearest
    from referee.rules import catalogue

    known = (*catalogue().concerns, DISPUTE)
    if e.code in known:
        return say("check.expected-missing", lang, code=e.code, line=e.line)
    hint = nearest(e.code, known)
    if hint is None:
        return say("codes.unknown-expected", lang, code=e.code)
    return say("codes.unknown-expected-suggest", lang, code=e.code, hint=hint)
