"""What the referee says: citations and findings.

A ``Citation`` names its authority — a paragraph of a rulebook quoted verbatim, an
explanation page (Schwaighofer 1926), or the project's own marked interpretation — so
that a ruling can never pass an interpretation off as a quote.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from referee.base.record import field, record
from referee.model.events import NOWHERE, Span
from referee.model.seats import Party, Seat


class Authority(StrEnum):
    PARAGRAPH = "paragraph"
    EXPLANATION = "explanation"
    INTERPRETATION = "interpretation"


@record
class Citation:
    authority: Authority
    rulebook: str  # the rulebook the citation serves ("1890", "schlanders-2013", a house id)
    ref: str  # "§13", "B §10", "A 7", "S. 67", a house label, or an interpretation's key
    text: str  # the paragraph verbatim; for an interpretation, the reading and its reason
    page: int | None = None
    #: Where the text comes from when not from the rulebook itself, e.g.
    #: "1890 §13, 1924 übernommen; Wortlaut 1924 nicht überliefert".
    provenance: str | None = None
    #: an interpretation's text in English (our words, so they are translated; a
    #: paragraph or explanation is a quotation and has none)
    text_en: str | None = None
    #: the provenance in English (our words; a quotation inside stays German in „…“)
    provenance_en: str | None = None
    #: the sentences of ``text`` that decide given verdicts: ((message keys), (sentences
    #: verbatim in ``text``)), from the rulebook data's ``excerpts``; how a face may
    #: shorten the quotation, not part of what is cited (so not compared)
    excerpts: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = field(default=(), compare=False)

    def text_in(self, lang: str) -> str:
        """The text for a reader of ``lang``: quotations stay German."""
        return self.text_en if lang == "en" and self.text_en else self.text

    def provenance_in(self, lang: str) -> str | None:
        """The provenance for a reader of ``lang`` (German where no English is given)."""
        return self.provenance_en if lang == "en" and self.provenance_en else self.provenance

    def excerpt_for(self, verdicts: Iterable[str]) -> tuple[str, ...]:
        """The sentences of the text that decide any of ``verdicts``, or () for all.

        >>> marks = ((("k",), ("B.",)), (("m",), ("C.",)))
        >>> c = Citation(Authority.PARAGRAPH, "x", "§1", "A. B. C.", excerpts=marks)
        >>> c.excerpt_for(["k"]), c.excerpt_for(["m", "k"]), c.excerpt_for(["other"])
        (('B.',), ('B.', 'C.'), ())
        """
        keys = set(verdicts)
        found = (p for ks, pieces in self.excerpts if keys & set(ks) for p in pieces)
        return tuple(dict.fromkeys(found))

    def label_in(self, lang: str) -> str:
        """``label`` with the word for interpretation in the reader's language."""
        if self.authority is Authority.INTERPRETATION and lang == "en":
            return f"{self.rulebook} interpretation {self.ref}"
        return self.label

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "authority": self.authority.value,
            "rulebook": self.rulebook,
            "ref": self.ref,
            "text": self.text,
        }
        if self.page is not None:
            data["page"] = self.page
        if self.provenance:
            data["provenance"] = self.provenance
        if self.text_en:
            data["text_en"] = self.text_en
        if self.provenance_en:
            data["provenance_en"] = self.provenance_en
        return data

    @property
    def label(self) -> str:
        """Short form for one-line output: ``1890 §13``, ``1890 S. 67``, ``1890 Auslegung``."""
        if self.authority is Authority.INTERPRETATION:
            return f"{self.rulebook} Auslegung {self.ref}"
        return f"{self.rulebook} {self.ref}"


class Kind(StrEnum):
    VIOLATION = "violation"  # a rule was broken
    RULING = "ruling"  # a decision that was not obvious
    UNDETERMINED = "undetermined"  # the transcript lacks a fact the rules need
    NOTE = "note"  # worth knowing, no consequence


@record
class Penalty:
    party: Party
    points: int  # negative: points struck


def _frozen(mapping: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping or {}))


@record
class Finding:
    """One thing the referee found.

    ``key`` names the sentence in ``referee.messages`` and ``args`` fill it; the words
    are chosen at report time, in the reader's language.  ``concern`` is the rule
    concern whose citations govern it; ``cites`` are filled from the rulebook (or given
    explicitly where one paragraph of a concern is meant).
    """

    kind: Kind
    concern: str
    key: str
    args: Mapping[str, Any] = field(default_factory=_frozen)
    span: Span = NOWHERE
    seats: tuple[Seat, ...] = ()
    penalty: Penalty | None = None
    cites: tuple[Citation, ...] = ()
