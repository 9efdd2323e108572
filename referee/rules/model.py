"""The rulebook model: paragraphs, parameters, the concern map, interpretations and the
errors of a rulebook file.

A :class:`Rulebook` holds every paragraph verbatim, the parameters of ``concerns.toml``
with the paragraph or page that sets each, and the concern map: for each concern the
paragraphs that govern it, the explanation pages that serve it (Schwaighofer 1926) and
the project's interpretations, each kept in its own field so that a ruling never passes
an interpretation off as a quote.  :mod:`referee.rules.loader` makes them (a file's
through :mod:`referee.rules.files`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from referee.base.errors import PerlaggError
from referee.base.record import field, record
from referee.base.shown import safe, safe_path
from referee.messages import DE, EN, say
from referee.model.findings import Authority, Citation

if TYPE_CHECKING:
    from pathlib import Path

T = TypeVar("T")

# --- errors --------------------------------------------------------------------------------


class Problem(str):
    """One problem of a rulebook file: its German text (what ``str`` shows), with the
    key of its sentence in ``referee.messages`` and the values that fill it, so that a
    face says it in the reader's language.  A value may itself be a ``Problem``.

    >>> p = Problem("rulebook.param-missing", name="target.points")
    >>> p, p.text("en")
    ("Parameter 'target.points' fehlt", "parameter 'target.points' is missing")
    """

    key: str
    values: Mapping[str, Any]

    def __new__(cls, key: str, /, **values: Any) -> Problem:
        self = super().__new__(cls, say(key, DE, **values))
        self.key, self.values = key, MappingProxyType(values)
        return self

    def text(self, lang: str) -> str:
        values = {k: v.text(lang) if isinstance(v, Problem) else v for k, v in self.values.items()}
        return say(self.key, lang, **values)


class RulebookError(PerlaggError):
    """A rulebook file is unreadable or invalid; ``problems`` are (file, line, problem),
    the problem in German; :meth:`lines` says them in the reader's language."""

    def __init__(self, problems: Iterable[tuple[str, int | None, str]]) -> None:
        self.problems: tuple[tuple[str, int | None, str], ...] = tuple(problems)
        super().__init__("\n".join(self.lines(DE)))

    def lines(self, lang: str) -> list[str]:
        """``file:line: problem`` (or ``file: problem``), one a problem."""
        return [
            f"{safe_path(file)}:{line}: {safe(_said(msg, lang))}"
            if line
            else f"{safe_path(file)}: {safe(_said(msg, lang))}"
            for file, line, msg in self.problems
        ]


def _said(message: str, lang: str) -> str:
    return message.text(lang) if isinstance(message, Problem) else message


#: Limits that keep loading a hostile file cheap and its errors readable.
MAX_NESTING = 16  # arrays and tables inside one another
MAX_EXTENDS = 16  # files in one extends chain
MAX_PROBLEMS = 100  # problems of a file listed one by one; the rest are counted

EXPLANATION_SOURCE = "Schwaighofer 1926"  # the book the explanation pages quote
#: The built-in rulebooks by id, and the file in ``rulebooks/`` each is made from.
BUILTIN_FILES = {
    "1890": "1890.toml",
    "1924": "1924.toml",
    "schlanders-2013": "schlanders-2013.toml",
}


# --- the catalogue -----------------------------------------------------------------------


@record
class Catalogue:
    """``concerns.toml``: the concern keys and parameter names the referee codes against."""

    concerns: Mapping[str, str]  # key -> meaning
    params: Mapping[str, tuple[str, str]]  # name -> (type, meaning)
    param_concern: Mapping[str, str]  # name -> the concern it belongs to
    param_values: Mapping[str, tuple[Any, ...]]  # name -> allowed values (or list items)
    param_ranges: Mapping[str, tuple[int, int]]  # int parameter -> (lowest, highest)
    concerns_en: Mapping[str, str] = field(default_factory=dict)  # key -> meaning in English

    def meaning(self, concern: str, lang: str = "de") -> str:
        """What ``concern`` decides, in the reader's language (German if not translated)."""
        if lang == "en" and concern in self.concerns_en:
            return self.concerns_en[concern]
        return self.concerns.get(concern, concern)


# --- the data model ----------------------------------------------------------------------


@record
class Paragraph:
    """One paragraph (or point) of a rulebook, verbatim."""

    rulebook: str  # the rulebook it belongs to (the inheriting one, for inherited text)
    ref: str  # "§13", "A 7", "B §21 a", a house label
    text: str  # verbatim, OCR errors and all; what survives where the scan has a gap
    page: int | None = None
    title: str | None = None  # a point's heading ("Spielmaterial")
    gap: str | None = None  # what the scan lost
    origin: str | None = None  # the rulebook whose wording this is, when inherited
    provenance: str | None = None  # e.g. "1890 §13, 1924 übernommen; ..."
    non_operative: str | None = None  # why it governs no concern
    gap_en: str | None = None  # the gap and the provenance in English (our words)
    provenance_en: str | None = None
    non_operative_en: str | None = None

    def non_operative_in(self, lang: str) -> str | None:
        """Why it governs no concern, in the reader's language."""
        return self.non_operative_en if lang == EN and self.non_operative_en else self.non_operative

    def gap_in(self, lang: str) -> str | None:
        """What the scan lost, in the reader's language (German where no English is given)."""
        return self.gap_en if lang == EN and self.gap_en else self.gap

    def provenance_in(self, lang: str) -> str | None:
        """Where an inherited paragraph comes from, in the reader's language."""
        return self.provenance_en if lang == EN and self.provenance_en else self.provenance

    def citation(self) -> Citation:
        gap: tuple[str | None, str | None] = (None, None)
        if self.gap:  # the quote is incomplete: say so wherever it is cited
            gap = (
                say("rules.gap", DE, gap=self.gap),
                say("rules.gap", EN, gap=self.gap_en) if self.gap_en else None,
            )
        provenance, provenance_en = joined((self.provenance, self.provenance_en), gap)
        return Citation(
            authority=Authority.PARAGRAPH,
            rulebook=self.rulebook,
            ref=self.ref,
            text=self.text,
            page=self.page,
            provenance=provenance,
            provenance_en=provenance_en,
        )


def joined(*parts: tuple[str | None, str | None]) -> tuple[str | None, str | None]:
    """German and English parts of a provenance joined by "; " (empty ones left out);
    the English only where every part has one, else the reader sees the German.

    >>> joined(("1890 §13, von h übernommen", "1890 §13, adopted by h"), (None, None))
    ('1890 §13, von h übernommen', '1890 §13, adopted by h')
    >>> joined(("a", "A"), ("b", None))
    ('a; b', None)
    """
    given = [(de, en) for de, en in parts if de]
    if not given:
        return None, None
    english = [en for _, en in given]
    german = "; ".join(de for de, _ in given)
    return german, None if None in english else "; ".join(e for e in english if e)


@record
class Param:
    """A parameter's value and the legal basis for it."""

    name: str
    value: Any
    refs: tuple[str, ...] = ()  # paragraph refs or "S. 61"
    note: str | None = None
    interpretation: str | None = None  # key of the interpretation that fixes it
    rulebook: str = ""  # the rulebook file that set it
    note_en: str | None = None  # the note in English (our words)

    def note_in(self, lang: str) -> str | None:
        """The note for a reader of ``lang`` (German where no English is given)."""
        return self.note_en if lang == EN and self.note_en else self.note


@record
class Explanation:
    """A page of Schwaighofer's explanations that serves a concern, with the note on why."""

    page: int
    text: str
    note: str | None
    note_en: str | None = None


@record
class Support:
    """A paragraph of another built-in rulebook that serves a concern, with a note."""

    rulebook: str
    ref: str
    note: str | None
    note_en: str | None = None


@record
class Excerpt:
    """``excerpts = [{ ref, verdicts, text }]`` in a concern: of the text ``ref`` the
    sentences that decide the ``verdicts`` (message keys), each verbatim in it; the
    table's report quotes them with „…“ where text is left out (``--full``: all)."""

    ref: str
    verdicts: tuple[str, ...]
    pieces: tuple[str, ...]


@record
class ConcernMap:
    """A concern's mapping as written (refs, not citations): a child re-resolves it."""

    paragraphs: tuple[str, ...] = ()
    support: tuple[Support, ...] = ()
    explanations: tuple[Explanation, ...] = ()
    interpretations: tuple[str, ...] = ()
    silent: bool = False
    note: str | None = None
    #: The ref of the citation that decides the concern (``primary`` in the TOML); it
    #: goes first, so that one-line formats and the table's report lead with it.
    primary: str | None = None
    note_en: str | None = None
    excerpts: tuple[Excerpt, ...] = ()

    def merged_into(self, child: ConcernMap) -> ConcernMap:
        """The child's own entries first (most specific), then the inherited ones."""

        def both(a: tuple[T, ...], b: tuple[T, ...]) -> tuple[T, ...]:
            seen = set(a)
            return a + tuple(x for x in b if x not in seen)

        return ConcernMap(
            paragraphs=both(child.paragraphs, self.paragraphs),
            support=both(child.support, self.support),
            explanations=both(child.explanations, self.explanations),
            interpretations=both(child.interpretations, self.interpretations),
            silent=False,
            note=child.note or self.note,
            note_en=child.note_en if child.note else self.note_en,
            # the child's own paragraph is the most specific: it decides, unless marked
            primary=child.primary if child.primary or child.paragraphs else self.primary,
            excerpts=both(child.excerpts, self.excerpts),
        )


@record
class Interpretation:
    """The project's reading of a rule the text leaves open, its reason and the reading
    not chosen (never a quote)."""

    key: str
    reading: str
    reason: str
    alternative: str | None
    refs: tuple[str, ...]
    origin: str  # the rulebook file that wrote it
    aliases: tuple[str, ...] = ()  # other keys the referee code uses for the same reading
    english: tuple[str, str, str | None] | None = None  # reading, reason, alternative


@record(eq=False)
class Rulebook:
    """A loaded rulebook: paragraphs, parameters and the concern map, all resolved."""

    id: str
    title: str
    date: str | None
    place: str | None
    source: Mapping[str, Any]
    extends: str | None  # the parent's id
    file: str | None  # the file it was loaded from (``path`` as a Path)
    explanation_binding: bool
    paragraphs: tuple[Paragraph, ...]
    # the rest is the loader's: resolved once, read through the methods below
    _by_ref: Mapping[str, Paragraph]
    _params: Mapping[str, Param]
    _maps: Mapping[str, ConcernMap]
    _cites: Mapping[str, tuple[Citation, ...]]
    _interps: Mapping[str, Interpretation]
    _interp_cites: Mapping[str, Citation]
    _governs: Mapping[str, tuple[str, ...]]
    _explanation_provenance: str | None
    _inherited_provenance: str | None
    _explanation_provenance_en: str | None = None

    @property
    def path(self) -> Path | None:
        """The file it was loaded from, as a ``Path`` (``pathlib`` is imported only when
        one is asked for)."""
        from pathlib import Path

        return None if self.file is None else Path(self.file)

    # -- parameters --
    def param(self, name: str) -> Any:
        return self.param_info(name).value

    def param_info(self, name: str) -> Param:
        try:
            return self._params[name]
        except KeyError:
            known = ", ".join(sorted(self._params))
            raise KeyError(
                f"unknown rulebook parameter {name!r} (rulebook {self.id}; known: {known})"
            ) from None

    @property
    def params(self) -> Mapping[str, Param]:
        return self._params

    # -- concerns --
    def cite(self, concern: str) -> tuple[Citation, ...]:
        """Paragraphs first, then explanations, then interpretations; () when silent."""
        try:
            return self._cites[concern]
        except KeyError:
            raise ValueError(
                f"unknown concern {concern!r}: not in rulebooks/concerns.toml"
            ) from None

    def is_silent(self, concern: str) -> bool:
        return not self.cite(concern)

    def concern_note(self, concern: str, lang: str = "de") -> str | None:
        """The rulebook's note on a concern (why it is silent, what serves instead), in
        the reader's language (German where no English is given)."""
        self.cite(concern)  # ValueError for an unknown concern
        entry = self._maps.get(concern)
        if entry is None:
            return None
        return entry.note_en if lang == EN and entry.note_en else entry.note

    @property
    def concerns(self) -> tuple[str, ...]:
        return tuple(self._cites)

    # -- paragraphs --
    def paragraph(self, ref: str) -> Paragraph:
        """The paragraph ``ref``; accepts "9", "§ 9", "B§10", "a7", "B §21a" and the like."""
        found = self._resolve_ref(ref)
        if isinstance(found, Paragraph):
            return found
        if found:
            raise KeyError(f"{self.id}: {ref!r} is ambiguous: {', '.join(found)}")
        raise KeyError(f"{self.id} has no paragraph {ref!r}")

    def matching_refs(self, ref: str) -> tuple[str, ...]:
        """Every paragraph a loosely written ref may mean (more than one: ambiguous)."""
        found = self._resolve_ref(ref)
        return (found.ref,) if isinstance(found, Paragraph) else tuple(found)

    def has_paragraph(self, ref: str) -> bool:
        return isinstance(self._resolve_ref(ref), Paragraph)

    def _resolve_ref(self, ref: str) -> Paragraph | list[str]:
        if ref in self._by_ref:
            return self._by_ref[ref]
        hits = [c for c in _candidates(ref) if c in self._by_ref]
        if not hits:  # house labels: compare without case and spaces
            squeeze = _squeeze(ref)
            hits = [r for r in self._by_ref if _squeeze(r) == squeeze]
        hits = list(dict.fromkeys(hits))
        if len(hits) == 1:
            return self._by_ref[hits[0]]
        return hits

    def concerns_of(self, ref: str) -> tuple[str, ...]:
        return self._governs.get(self.paragraph(ref).ref, ())

    # -- interpretations --
    def interpretation(self, key: str) -> Citation:
        """The interpretation ``key`` (or one of its aliases), as a citation."""
        for i in self._interps.values():
            if key in i.aliases:
                key = i.key
        try:
            return self._interp_cites[key]
        except KeyError:
            known = ", ".join(sorted(self._interp_cites))
            raise KeyError(f"{self.id} has no interpretation {key!r} (known: {known})") from None

    @property
    def interpretations(self) -> tuple[str, ...]:
        return tuple(self._interp_cites)

    def __repr__(self) -> str:
        return f"Rulebook({self.id!r})"


# --- refs ----------------------------------------------------------------------------------


def _squeeze(ref: str) -> str:
    return re.sub(r"\s+", "", ref).casefold()


_REF = r"^\s*(?:([AaBb])\s*\.?\s*)?(§)?\s*(\d+)\s*\.?\s*([a-cA-C])?\s*$"


@functools.cache
def _ref_pattern() -> re.Pattern[str]:
    """``_REF`` compiled, when first used."""
    return re.compile(_REF)


def _candidates(ref: str) -> list[str]:
    """The canonical forms a loosely written ref may mean, most likely first."""
    m = _ref_pattern().match(ref)
    if not m:
        return []
    part, sign, num, letter = m.groups()
    tail = f" {letter.lower()}" if letter else ""
    if part and part.upper() == "A":
        return [f"A {num}"] if not sign else [f"A {num}", f"B §{num}{tail}"]
    if part and part.upper() == "B":
        return [f"B §{num}{tail}"]
    if sign:
        return [f"§{num}{tail}", f"B §{num}{tail}"]
    return [f"§{num}{tail}", f"B §{num}{tail}", f"A {num}"]


def normalize_ref(ref: str) -> str:
    """A ref in the form docs/report.md writes it, without looking it up ("b§21A" -> "B §21 a")."""
    cands = _candidates(ref)
    return cands[0] if cands else ref.strip()
