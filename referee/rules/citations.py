"""How a rulebook's entries become the citations a ruling quotes: a paragraph of another
built-in, an explanation page, an interpretation, each with the provenance that says
where it comes from, in German and English.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from referee.base.record import replace as replaced
from referee.messages import DE, EN, say
from referee.model.findings import Authority, Citation
from referee.rules.model import (
    EXPLANATION_SOURCE,
    Excerpt,
    Explanation,
    Interpretation,
    Paragraph,
    Support,
)


def with_excerpts(c: Citation, excerpts: Sequence[Excerpt]) -> Citation:
    """The citation with the excerpts of its text (those of its ref whose sentences
    stand in it: a page's passages each keep their own)."""
    own = tuple(
        (x.verdicts, tuple(p for p in x.pieces if p in c.text))
        for x in excerpts
        if x.ref == c.ref and any(p in c.text for p in x.pieces)
    )
    return replaced(c, excerpts=own) if own else c


def primary_first(cites: Sequence[Citation], primary: str | None) -> tuple[Citation, ...]:
    """The citations with the primary ref first (all texts of an explanation page), the
    rest in their order; without a marked primary the first citation is the primary."""
    first = [c for c in cites if c.ref == primary]
    return (*first, *(c for c in cites if c.ref != primary))


def interpretation_citation(
    i: Interpretation, book_id: str, inherited_from: str | None
) -> Citation:
    """An interpretation as a citation: reading, reason and the reading not chosen (an
    inherited one says whose it is)."""
    text = f"{i.reading} Grund: {i.reason}"
    if i.alternative:
        text += f" Andere Lesart (nicht gewählt): {i.alternative}"
    text_en = None
    if i.english:
        reading, reason, alternative = i.english
        text_en = f"{reading} Reason: {reason}"
        if alternative:
            text_en += f" Other reading (not chosen): {alternative}"
    provenance = provenance_en = None
    if inherited_from:
        provenance = say("provenance.interpretation", DE, origin=i.origin, id=book_id)
        provenance_en = say("provenance.interpretation", EN, origin=i.origin, id=book_id)
    return Citation(
        Authority.INTERPRETATION, book_id, i.key, text, None, provenance, text_en, provenance_en
    )


def support_citation(s: Support, p: Paragraph, book_id: str) -> Citation:
    """A support: ``p``, the paragraph of the other built-in that it names."""
    note, note_en = s.note, s.note_en
    if not note:
        note = say("provenance.support", DE, id=book_id)
        note_en = say("provenance.support", EN, id=book_id)
    return Citation(
        Authority.PARAGRAPH, s.rulebook, p.ref, p.text, p.page, note, provenance_en=note_en
    )


def explanation_citation(
    e: Explanation, book_id: str, source: str | None, source_en: str | None
) -> Citation:
    """An explanation page: where it comes from (the rulebook's words for the source,
    or Schwaighofer's name), and the note on why it is cited, in German and English."""
    if source is None:
        source = source_en = EXPLANATION_SOURCE
    de = f"{source}: {e.note}" if e.note else source
    en = None
    if source_en and (e.note_en or not e.note):
        en = f"{source_en}: {e.note_en}" if e.note else source_en
    ref = f"S. {e.page}"
    return Citation(Authority.EXPLANATION, book_id, ref, e.text, e.page, de, provenance_en=en)


def inherited(
    template: str | None, template_en: str | None, origin: str, ref: str, book_id: str
) -> tuple[str, str | None]:
    """An inherited paragraph's provenance in German and English: the file's template
    (filled by :func:`fill`) or the default sentence."""
    if template is None:
        return (
            say("provenance.inherited", DE, origin=origin, ref=ref, id=book_id),
            say("provenance.inherited", EN, origin=origin, ref=ref, id=book_id),
        )
    english = fill(template_en, origin=origin, ref=ref, id=book_id) if template_en else None
    return fill(template, origin=origin, ref=ref, id=book_id), english


def fill(template: str, **values: str) -> str:
    """Put values into a house rule's template: only ``{origin}``, ``{ref}`` and
    ``{id}`` are replaced, everything else stays text (no ``str.format`` on a user's
    string: it could read attributes or ask for a field a gigabyte wide)."""
    return re.sub(r"\{(origin|ref|id)\}", lambda m: values[m.group(1)], template)
