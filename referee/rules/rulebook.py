"""Rulebooks as cited data: the built-in codes and users' house rules.

A rulebook is a TOML file (read with :mod:`tomllib`, never executed) holding every
paragraph verbatim, the parameters of ``concerns.toml`` with the paragraph or page that
sets each, and the concern map: for each concern the paragraphs that govern it, the
explanation pages that serve it (Schwaighofer 1926) and the project's interpretations,
each kept in its own field so that a ruling never passes an interpretation off as a
quote.  A file may ``extends`` another (a built-in id or a path): it then inherits
everything and overrides parameters, paragraphs and concern mappings.

The referee uses only :func:`load`, :func:`builtin_ids` and :class:`Rulebook`.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import os
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from referee.base.errors import PerlaggError
from referee.base.record import field, record
from referee.base.record import replace as replaced
from referee.base.resources import InputRefused, read_input, rulebooks_dir, rulebooks_folder
from referee.messages import DE, EN, MESSAGES, say
from referee.model.findings import Authority, Citation
from referee.rules import rulebook_cache, toml_cache

if TYPE_CHECKING:
    from pathlib import Path

__all__ = [
    "Catalogue",
    "Paragraph",
    "Param",
    "Rulebook",
    "RulebookError",
    "builtin_ids",
    "catalogue",
    "load",
    "normalize_ref",
]

_BUILTIN_FILES = {
    "1890": "1890.toml",
    "1924": "1924.toml",
    "schlanders-2013": "schlanders-2013.toml",
}
EXPLANATION_SOURCE = "Schwaighofer 1926"
# The pages of Schwaighofer's book that the seed holds; an explanation page outside
# them cannot have been quoted from it.
EXPLANATION_PAGES = range(46, 78)
_EXPLANATION_REF = r"^S\.\s*(\d+)$"  # a pattern: compiled by _regex when first used
#: Limits that keep loading a hostile file cheap and its errors readable.
MAX_NESTING = 16  # arrays and tables inside one another
MAX_EXTENDS = 16  # files in one extends chain
MAX_PROBLEMS = 100  # problems reported one by one per file; the rest are counted
_SHOWN = 40  # characters of a value an error message repeats


@functools.cache
def _regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled when first used: a start that takes the built-ins from the
    cache uses few of the loader's expressions (compiling them all cost ~0.8 ms)."""
    return re.compile(pattern)


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
            f"{file}:{line}: {_said(msg, lang)}" if line else f"{file}: {_said(msg, lang)}"
            for file, line, msg in self.problems
        ]


@functools.cache
def _what(key: str, name: str | None = None) -> Problem:
    """The name of a part of a file in an error about it (made once: every table of a
    file names its part, and most files have no error)."""
    return Problem(key) if name is None else Problem(key, name=name)


def _said(message: str, lang: str) -> str:
    return message.text(lang) if isinstance(message, Problem) else message


# --- the catalogue -----------------------------------------------------------------------

_TYPES: dict[str, type | tuple[type, ...]] = {
    "bool": bool,
    "int": int,
    "str": str,
    "list": list,
    "table": dict,
}


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


@functools.cache
def catalogue() -> Catalogue:
    with open(os.path.join(rulebooks_folder(), "concerns.toml"), "rb") as fh:
        raw = fh.read()
    data = toml_cache.parsed(raw.decode("utf-8"), raw)
    params = {name: (spec[0], spec[1]) for name, spec in data["params"].items()}
    return Catalogue(
        concerns=MappingProxyType(dict(data["concerns"])),
        params=MappingProxyType(params),
        param_concern=MappingProxyType(dict(data.get("param_concern", {}))),
        param_values=MappingProxyType(
            {k: tuple(v) for k, v in data.get("param_values", {}).items()}
        ),
        param_ranges=MappingProxyType(
            {k: (int(v[0]), int(v[1])) for k, v in data.get("param_ranges", {}).items()}
        ),
        concerns_en=MappingProxyType(dict(data.get("concerns_en", {}))),
    )


def _type_ok(kind: str, value: Any) -> bool:
    if kind == "int":  # bool is an int subclass; a rulebook must say 0, not false
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, _TYPES[kind])


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
        gap = (None, None)
        if self.gap:  # the quote is incomplete: say so wherever it is cited
            gap = (
                say("rules.gap", DE, gap=self.gap),
                say("rules.gap", EN, gap=self.gap_en) if self.gap_en else None,
            )
        provenance, provenance_en = _joined((self.provenance, self.provenance_en), gap)
        return Citation(
            authority=Authority.PARAGRAPH,
            rulebook=self.rulebook,
            ref=self.ref,
            text=self.text,
            page=self.page,
            provenance=provenance,
            provenance_en=provenance_en,
        )


def _joined(*parts: tuple[str | None, str | None]) -> tuple[str | None, str | None]:
    """German and English parts of a provenance joined by "; " (empty ones left out);
    the English only where every part has one, else the reader sees the German.

    >>> _joined(("1890 §13, von h übernommen", "1890 §13, adopted by h"), (None, None))
    ('1890 §13, von h übernommen', '1890 §13, adopted by h')
    >>> _joined(("a", "A"), ("b", None))
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
class _Explanation:
    page: int
    text: str
    note: str | None
    note_en: str | None = None


@record
class _Support:
    rulebook: str
    ref: str
    note: str | None
    note_en: str | None = None


@record
class _Excerpt:
    """``excerpts = [{ ref, verdicts, text }]`` in a concern: of the text ``ref`` the
    sentences that decide the ``verdicts`` (message keys), each verbatim in it; the
    table's report quotes them with „…“ where text is left out (``--full``: all)."""

    ref: str
    verdicts: tuple[str, ...]
    pieces: tuple[str, ...]


@record
class _ConcernMap:
    """A concern's mapping as written (refs, not citations): a child re-resolves it."""

    paragraphs: tuple[str, ...] = ()
    support: tuple[_Support, ...] = ()
    explanations: tuple[_Explanation, ...] = ()
    interpretations: tuple[str, ...] = ()
    silent: bool = False
    note: str | None = None
    #: The ref of the citation that decides the concern (``primary`` in the TOML); it
    #: goes first, so that one-line formats and the table's report lead with it.
    primary: str | None = None
    note_en: str | None = None
    excerpts: tuple[_Excerpt, ...] = ()

    def merged_into(self, child: _ConcernMap) -> _ConcernMap:
        """The child's own entries first (most specific), then the inherited ones."""

        def both(a: tuple, b: tuple) -> tuple:
            seen = set(a)
            return a + tuple(x for x in b if x not in seen)

        return _ConcernMap(
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
class _Interpretation:
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
    _maps: Mapping[str, _ConcernMap]
    _cites: Mapping[str, tuple[Citation, ...]]
    _interps: Mapping[str, _Interpretation]
    _interp_cites: Mapping[str, Citation]
    _governs: Mapping[str, tuple[str, ...]]
    _explanation_provenance: str | None
    _inherited_provenance: str | None
    _explanation_provenance_en: str | None = None

    @property
    def path(self) -> Path | None:
        """The file it was loaded from, as a ``Path`` (made when asked for: a start from
        the cache needs no ``pathlib``)."""
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


def _squeeze(ref: str) -> str:
    return re.sub(r"\s+", "", ref).casefold()


_REF = r"^\s*(?:([AaBb])\s*\.?\s*)?(§)?\s*(\d+)\s*\.?\s*([a-cA-C])?\s*$"


def _candidates(ref: str) -> list[str]:
    """The canonical forms a loosely written ref may mean, most likely first."""
    m = _regex(_REF).match(ref)
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
    """A ref in the form REPORT.md writes it, without looking it up ("b§21A" -> "B §21 a")."""
    cands = _candidates(ref)
    return cands[0] if cands else ref.strip()


# --- where keys are in the file (tomllib gives no positions) ------------------------------

_BARE = r"[A-Za-z0-9_-]+"
_QUOTED = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_KEYPART = rf"(?:{_BARE}|{_QUOTED})"
_KEY_LINE = rf"^\s*({_KEYPART}(?:\s*\.\s*{_KEYPART})*)\s*=(.*)$"
_HEADER_LINE = rf"^\s*(\[\[|\[)\s*({_KEYPART}(?:\s*\.\s*{_KEYPART})*)\s*\]\]?"


def _split_key(text: str) -> tuple[str, ...]:
    parts = []
    for m in _regex(_KEYPART).finditer(text):
        p = m.group(0)
        if p[0] in "\"'":
            p = p[1:-1].encode().decode("unicode_escape") if p[0] == '"' else p[1:-1]
        parts.append(p)
    return tuple(parts)


class _Lines:
    """Maps key paths of a TOML text to the line they are written on."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.at: dict[tuple[Any, ...], int] = {}
        table: tuple[Any, ...] = ()
        counts: dict[tuple[Any, ...], int] = {}
        closing: str | None = None  # inside a multi-line string: its closing quotes
        header_line, key_line = _regex(_HEADER_LINE), _regex(_KEY_LINE)
        for no, line in enumerate(self.lines, start=1):
            if closing:
                if closing in line:
                    closing = None
                continue
            if m := header_line.match(line):
                path = _split_key(m.group(2))
                if m.group(1) == "[[":
                    index = counts.get(path, -1) + 1
                    counts[path] = index
                    path = (*path, index)
                table = path
                self.at.setdefault(path, no)
                continue
            if m := key_line.match(line):
                path = table + _split_key(m.group(1))
                self.at.setdefault(path, no)
                value = m.group(2)
                for quotes in ('"""', "'''"):
                    if value.count(quotes) % 2 == 1:
                        closing = quotes
                        break
        self.starts = sorted(set(self.at.values()))  # the lines that start a key

    def line(self, path: Iterable[Any], needle: str | None = None) -> int | None:
        path = tuple(path)
        for end in range(len(path), 0, -1):
            if (found := self.at.get(path[:end])) is not None:
                break
        else:
            return None
        if needle:  # the element of an array written over several lines
            starts = self.starts
            after = bisect.bisect_right(starts, found)
            stop = starts[after] if after < len(starts) else len(self.lines) + 1
            for no in range(found, stop):
                if needle in self.lines[no - 1]:
                    return no
        return found


# --- loading -------------------------------------------------------------------------------


def builtin_ids() -> list[str]:
    return list(_BUILTIN_FILES)


def load(
    id_or_path: str, base_dir: str | Path | None = None, *, within: str | Path | None = None
) -> Rulebook:
    """A built-in rulebook by id, or a rulebook file (relative paths from ``base_dir``).

    ``within`` confines a file named by a transcript (``[Regeln "…"]``) to that
    directory tree: an absolute path, one escaping with ``..`` or through a link, and
    an ``extends`` leading out of the tree are refused (the command line's ``--rules``
    is not confined).  Raises :class:`RulebookError` (with ``file:line``) for an
    invalid, missing or refused file.
    """
    if id_or_path in _BUILTIN_FILES:
        return _builtin(id_or_path)
    from pathlib import Path  # only for a file: a built-in is found by its id

    if "\0" in id_or_path:
        raise RulebookError([(_shown(id_or_path), None, Problem("rulebook.nul"))])
    path = Path(id_or_path).expanduser()
    if within is not None and path.is_absolute():
        raise RulebookError([(id_or_path, None, Problem("rulebook.outside"))])
    if not path.is_absolute() and base_dir is not None:
        path = Path(base_dir) / path
    root = Path(within).resolve() if within is not None else None
    path = path.resolve()
    if root is not None and not path.is_relative_to(root):
        raise RulebookError([(id_or_path, None, Problem("rulebook.outside"))])
    return _load_file(path, stack=(), within=root)


def _shown(value: Any) -> str:
    """A value as an error message repeats it: ``repr``, cut to a few dozen characters."""
    text = repr(value)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


_LOADING: list[str] = []  # built-ins being loaded: guards against a cycle among them


@functools.cache
def _builtin(rulebook_id: str) -> Rulebook:
    """A built-in rulebook: from the cache of validated rulebooks while neither its files
    nor the loader changed, else loaded, checked and kept there (``rulebook_cache``)."""
    if toml_cache.private_directory() is None:  # PERLAGG_NO_CACHE, or no private folder
        return _builtin_loaded(rulebook_id)
    name, key = _cache_name(rulebook_id), _cache_key()
    kept = rulebook_cache.read(name, key, _KEPT_CLASSES)
    if isinstance(kept, Rulebook) and kept.id == rulebook_id:
        return kept
    book = _builtin_loaded(rulebook_id)
    rulebook_cache.write(name, key, book, _KEPT_NAMES)
    return book


def _builtin_loaded(rulebook_id: str) -> Rulebook:
    if rulebook_id in _LOADING:
        chain = " -> ".join([*_LOADING, rulebook_id])
        path = rulebooks_dir() / _BUILTIN_FILES[rulebook_id]
        raise RulebookError([(str(path), None, Problem("rulebook.cycle", chain=chain))])
    _LOADING.append(rulebook_id)
    try:
        book = _load_file(rulebooks_dir() / _BUILTIN_FILES[rulebook_id], stack=(), within=None)
    finally:
        _LOADING.pop()
    if book.id != rulebook_id:
        problem = Problem("rulebook.wrong-id", found=book.id, wanted=rulebook_id)
        raise RulebookError([(str(book.path), 1, problem)])
    return book


# The cache of validated built-ins: the classes a loaded rulebook is made of (nothing
# else is read back), and the modules whose source decides what loading makes.
_KEPT = (Rulebook, Paragraph, Param, _Explanation, _Support, _Excerpt, _ConcernMap)
_KEPT += (_Interpretation, Citation, Authority)
_KEPT_NAMES: dict[type, str] = {cls: cls.__name__ for cls in _KEPT}
_KEPT_CLASSES: dict[str, type] = {cls.__name__: cls for cls in _KEPT}
_LOADER = (
    "referee.rules.rulebook",
    "referee.rules.rulebook_cache",
    "referee.model.findings",
    "referee.base.record",
)
_LOADER += ("referee.messages",)


@functools.cache
def _cache_key() -> bytes:
    """The version (perlagg's and Python's), the rulebook files and the loader's source
    (see ``rulebook_cache``)."""
    from referee import __version__

    folder = rulebooks_folder()
    files = [os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.endswith(".toml")]
    sources = [str(sys.modules[m].__file__) for m in _LOADER]
    python = ".".join(str(n) for n in sys.version_info[:3])
    return rulebook_cache.key_of(files, sources, f"{__version__}-py{python}")


def _cache_name(rulebook_id: str) -> str:
    """One cache file per built-in, installation and Python (two installs, or two
    Pythons running one checkout, do not take turns writing it)."""
    where = toml_cache.name_of(f"{rulebooks_folder()}\0{sys.version}")
    return f"book-{rulebook_id}-{where}.marshal"


_TOP_KEYS = {
    "explanation_provenance_en",  # the project's prose in English (optional)
    "inherited_provenance_en",
    "id",
    "title",
    "date",
    "place",
    "extends",
    "note",
    "explanation_binding",
    "explanation_provenance",
    "inherited_provenance",
    "source",
    "params",
    "concern",
    "interpretation",
    "paragraph",
}
_SOURCE_KEYS = {"author", "work", "published", "pages", "seed", "url", "note"}
_SOURCE_KEYS |= {"published_en", "pages_en", "note_en"}  # our words in English (optional)
_PARAGRAPH_KEYS = {"ref", "text", "page", "title", "gap", "non_operative"}
_PARAGRAPH_KEYS |= {"gap_en", "non_operative_en"}  # our words in English (optional)
_PARAM_KEYS = {"value", "refs", "note", "interpretation", "note_en"}
_CONCERN_KEYS = {
    "paragraphs",
    "support",
    "explanations",
    "interpretations",
    "silent",
    "note",
    "replace",
    "primary",
    "note_en",
    "excerpts",
}
_EXCERPT_KEYS = {"ref", "verdicts", "text"}
_EXPLANATION_KEYS = {"page", "text", "note", "note_en"}
_SUPPORT_KEYS = {"rulebook", "ref", "note", "note_en"}
_INTERPRETATION_KEYS = {"reading", "reason", "alternative", "refs", "aliases"}
# the same reading in English (our words, not a quotation; optional)
_INTERPRETATION_KEYS |= {"reading_en", "reason_en", "alternative_en"}
_TOML_POS = r"\(at line (\d+), column (\d+)\)"


class _Checker:
    """Collects problems of one file with their lines."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.text = text
        self._lines: _Lines | None = None  # mapped on the first problem: a sound file never is
        self.problems: list[tuple[str, int | None, str]] = []
        self.left_out = 0  # problems beyond MAX_PROBLEMS, counted only

    def error(
        self, where: Iterable[Any], key: str, /, needle: str | None = None, **values: Any
    ) -> None:
        """The problem ``key`` of ``referee.messages``, filled with ``values``, at ``where``."""
        if len(self.problems) >= MAX_PROBLEMS:
            self.left_out += 1
            return
        if self._lines is None:
            self._lines = _Lines(self.text)
        line = self._lines.line(where, needle)
        self.problems.append((str(self.path), line, Problem(key, **values)))

    def keys(self, table: Mapping[str, Any], allowed: set[str], where: tuple, what: str) -> None:
        for key in table:
            if key not in allowed:
                listed = ", ".join(sorted(allowed))
                self.error(
                    (*where, key), "rulebook.unknown-key", key=key, what=what, allowed=listed
                )

    def typed(self, value: Any, kind: type | tuple, where: tuple, what: str) -> bool:
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            named = kind in (str, int, bool, list, dict)
            expected = Problem(f"rulebook.type.{kind.__name__}") if named else str(kind)
            self.error(where, "rulebook.expected", what=what, kind=expected, value=_shown(value))
        return ok

    def str_list(self, value: Any, where: tuple, what: str) -> tuple[str, ...]:
        if not self.typed(value, list, where, what):
            return ()
        good = []
        for item in value:
            if isinstance(item, str):
                good.append(item)
            else:
                text = Problem("rulebook.type.str")
                shown = _shown(item)
                self.error(
                    where, "rulebook.expected", needle=repr(item), what=what, kind=text, value=shown
                )
        return tuple(good)

    def raise_if_any(self) -> None:
        if self.left_out:
            more = Problem("rulebook.more", n=self.left_out, limit=MAX_PROBLEMS)
            self.problems.append((str(self.path), None, more))
            self.left_out = 0
        if self.problems:
            raise RulebookError(self.problems)


def _read(path: Path) -> tuple[str, dict[str, Any]]:
    """The text and the data of a TOML file: a regular file of at most 64 MB, UTF-8
    (a byte-order mark is allowed, as in transcripts), nested at most MAX_NESTING deep.
    Its problems never repeat what the file holds."""
    where = str(path)
    try:
        raw = read_input(path)
        text = raw.decode("utf-8")
    except FileNotFoundError:
        raise RulebookError([(where, None, Problem("rulebook.not-found"))]) from None
    except InputRefused as exc:
        raise RulebookError([(where, None, Problem(exc.key, **exc.args_))]) from None
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise RulebookError(
            [(where, None, Problem("rulebook.unreadable", reason=reason))]
        ) from None
    except UnicodeDecodeError as exc:
        line = exc.object[: exc.start].count(b"\n") + 1
        raise RulebookError([(where, line, Problem("rulebook.not-utf8"))]) from None
    text = text.removeprefix("\ufeff")
    builtin = path.parent == rulebooks_dir().resolve() and path.name in _BUILTIN_FILES.values()
    try:
        data = toml_cache.parsed(text, raw) if builtin else toml_cache.loads(text)
    except ValueError as exc:  # tomllib.TOMLDecodeError
        m = _regex(_TOML_POS).search(str(exc))
        line = int(m.group(1)) if m else None
        message = _regex(_TOML_POS).sub("", str(exc)).strip()
        problem = Problem("rulebook.not-toml", message=message)
        raise RulebookError([(where, line, problem)]) from None
    except RecursionError:
        data = None
    if data is None or _too_deep(data):
        raise RulebookError([(where, None, Problem("rulebook.too-deep", limit=MAX_NESTING))])
    return text, data


def _too_deep(data: Any) -> bool:
    """Whether arrays and tables nest more than MAX_NESTING deep (without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 0)] if isinstance(data, dict | list) else []
    while stack:
        value, depth = stack.pop()
        if depth >= MAX_NESTING:
            return True
        for v in value.values() if isinstance(value, dict) else value:
            if isinstance(v, dict | list):  # only tables and arrays go on the stack
                stack.append((v, depth + 1))
    return False


def _looks_like_a_rulebook(data: Mapping[str, Any]) -> bool:
    """A rulebook names itself or its parent, or holds only a rulebook's keys; of any
    other file nothing is repeated (a transcript could name any file of its tree)."""
    if isinstance(data.get("id"), str) or isinstance(data.get("extends"), str):
        return True
    return bool(data) and all(key in _TOP_KEYS for key in data)


def _load_file(path: Path, stack: tuple[str, ...], within: Path | None) -> Rulebook:
    """One rulebook file read, checked (every problem in one pass) and resolved."""
    text, data = _read(path)
    if not _looks_like_a_rulebook(data):
        raise RulebookError([(str(path), None, Problem("rulebook.not-a-rulebook"))])
    chk = _Checker(path, text)
    cat = catalogue()
    chk.keys(data, _TOP_KEYS, (), _what("rulebook.what.file"))
    parent: Rulebook | None = None
    extends = data.get("extends")
    if extends is not None and chk.typed(extends, str, ("extends",), "extends"):
        parent = _parent(extends, path, stack, chk, within)
    chk.raise_if_any()  # nothing further makes sense without a sound parent
    head = _head(data, chk, path, parent)
    by_ref, order, own_refs = _paragraphs(data, chk, parent, head)
    interps = _interpretations(data, chk, parent, by_ref, head.book_id)
    params = _params(data, chk, cat, parent, by_ref, interps, head.book_id)
    maps = _concern_maps(data, chk, cat, parent, by_ref, interps, head.binding)
    if parent is None:
        _missing(chk, cat, params, maps)
    governs = _governs(maps, by_ref, chk)
    _unmapped(own_refs, by_ref, governs, chk)
    date_text, place = _text_field(data, chk, "date"), _text_field(data, chk, "place")
    chk.raise_if_any()  # a wrong date or place is said too, not dropped
    interp_cites = _interp_cites(interps, head.book_id, parent)
    cites = _citations(cat, maps, by_ref, interp_cites, head)
    return Rulebook(
        id=head.book_id,
        title=head.title,
        date=date_text,
        place=place,
        source=MappingProxyType(dict(head.source)),
        extends=parent.id if parent else None,
        file=str(path),
        explanation_binding=bool(head.binding),
        paragraphs=tuple(by_ref[r] for r in order),
        _by_ref=MappingProxyType(by_ref),
        _params=MappingProxyType(params),
        _maps=MappingProxyType(maps),
        _cites=MappingProxyType(cites),
        _interps=MappingProxyType(interps),
        _interp_cites=MappingProxyType(interp_cites),
        _governs=MappingProxyType({k: tuple(v) for k, v in governs.items()}),
        _explanation_provenance=head.expl_prov,
        _inherited_provenance=head.inherited_prov,
        _explanation_provenance_en=head.expl_prov_en,
    )


@record
class _Head:
    """A file's top-level fields: its id, title, source and provenance words."""

    book_id: str
    title: str
    source: Mapping[str, Any]
    binding: Any  # as written: a non-bool is reported (and its truth read until then)
    expl_prov: str | None
    inherited_prov: str | None
    expl_prov_en: str | None
    inherited_prov_en: str | None


def _text_field(
    data: Mapping[str, Any], chk: _Checker, key: str, default: str | None = None
) -> str | None:
    """A top-level text (a TOML date as its ISO text), or ``default`` if absent or wrong."""
    value = data.get(key, default)
    dates = sys.modules.get("datetime")  # a TOML date exists only if tomllib loaded it
    if dates is not None and isinstance(value, dates.date):
        value = value.isoformat()
    if value is not None and not chk.typed(value, str, (key,), key):
        return default
    return value


def _head(data: Mapping[str, Any], chk: _Checker, path: Path, parent: Rulebook | None) -> _Head:
    """Reads the file's id, title, source and provenance words (or the parent's)."""
    book_id = _book_id(data, chk, path, parent)
    title = _text_field(data, chk, "title") or (
        f"{parent.title} + {book_id}" if parent else book_id
    )
    source = data.get("source", {})
    if chk.typed(source, dict, ("source",), "source"):
        chk.keys(source, _SOURCE_KEYS, ("source",), "[source]")
    else:
        source = {}
    binding = data.get("explanation_binding", parent.explanation_binding if parent else False)
    chk.typed(binding, bool, ("explanation_binding",), "explanation_binding")
    expl_prov = _text_field(
        data, chk, "explanation_provenance", parent._explanation_provenance if parent else None
    )
    inherited_prov = _text_field(data, chk, "inherited_provenance")
    # the English of a German the file sets is the file's; else the parent's goes with it
    own_expl = "explanation_provenance" in data
    expl_prov_en = _text_field(
        data,
        chk,
        "explanation_provenance_en",
        None if own_expl or parent is None else parent._explanation_provenance_en,
    )
    inherited_prov_en = _text_field(data, chk, "inherited_provenance_en")
    return _Head(
        book_id, title, source, binding, expl_prov, inherited_prov, expl_prov_en, inherited_prov_en
    )


def _book_id(data: Mapping[str, Any], chk: _Checker, path: Path, parent: Rulebook | None) -> str:
    """The file's ``id`` (a child may leave it to its file name); a built-in's only its own."""
    book_id = _text_field(data, chk, "id") or (path.stem if parent is not None else None)
    if book_id is None:
        chk.error((), "rulebook.no-id")
        book_id = path.stem
    if (
        book_id in _BUILTIN_FILES
        and path.resolve() != (rulebooks_dir() / _BUILTIN_FILES[book_id]).resolve()
    ):
        chk.error(("id",), "rulebook.builtin-id", id=book_id)
    return book_id


def _paragraphs(
    data: Mapping[str, Any], chk: _Checker, parent: Rulebook | None, head: _Head
) -> tuple[dict[str, Paragraph], list[str], list[tuple[int, str]]]:
    """The book's paragraphs by ref, their order, and the refs the file itself sets (each
    with its place among the file's ``[[paragraph]]`` tables, for the problems found)."""
    by_ref: dict[str, Paragraph] = {}
    order: list[str] = []
    if parent is not None:
        for p in parent.paragraphs:
            by_ref[p.ref] = _inherited_paragraph(p, parent.id, head)
            order.append(p.ref)
    own = _own_paragraphs(data, chk, head.book_id)
    for _, p in own:
        if p.ref not in by_ref:
            order.append(p.ref)
        by_ref[p.ref] = p
    return by_ref, order, [(i, p.ref) for i, p in own]


def _inherited_paragraph(p: Paragraph, parent_id: str, head: _Head) -> Paragraph:
    """A parent's paragraph as the child's, with the provenance that says so."""
    origin = p.origin or parent_id
    own = _inherited(head.inherited_prov, head.inherited_prov_en, origin, p.ref, head.book_id)
    provenance, provenance_en = _joined((p.provenance, p.provenance_en), own)
    return replaced(
        p, rulebook=head.book_id, origin=origin, provenance=provenance, provenance_en=provenance_en
    )


def _own_paragraphs(
    data: Mapping[str, Any], chk: _Checker, book_id: str
) -> list[tuple[int, Paragraph]]:
    """Reads the file's ``[[paragraph]]`` tables: the sound ones, each ref once, each with
    its index among the tables (a rejected one before it does not shift the others)."""
    own: list[tuple[int, Paragraph]] = []
    seen: set[str] = set()
    raw_paragraphs = data.get("paragraph", [])
    if chk.typed(raw_paragraphs, list, ("paragraph",), "[[paragraph]]"):
        for i, raw in enumerate(raw_paragraphs):
            p = _own_paragraph(raw, ("paragraph", i), chk, book_id, seen)
            if p is not None:
                own.append((i, p))
                seen.add(p.ref)
    return own


def _own_paragraph(
    raw: Any, where: tuple, chk: _Checker, book_id: str, seen: set[str]
) -> Paragraph | None:
    """One ``[[paragraph]]``: a ref not in ``seen``, its text, and optional fields."""
    if not chk.typed(raw, dict, where, "[[paragraph]]"):
        return None
    chk.keys(raw, _PARAGRAPH_KEYS, where, "[[paragraph]]")
    ref, body = raw.get("ref"), raw.get("text")
    if ref is None or body is None:
        chk.error(where, "rulebook.paragraph-needs")
        return None
    if not (
        chk.typed(ref, str, (*where, "ref"), "ref")
        and chk.typed(body, str, (*where, "text"), "text")
    ):
        return None
    if ref in seen:
        chk.error((*where, "ref"), "rulebook.paragraph-twice", ref=_shown(ref))
        return None
    page = raw.get("page")
    if page is not None and not chk.typed(page, int, (*where, "page"), "page"):
        page = None
    opt = {}
    for key in ("title", "gap", "non_operative", "gap_en", "non_operative_en"):
        value = raw.get(key)
        if value is not None and chk.typed(value, str, (*where, key), key):
            opt[key] = value
    return Paragraph(rulebook=book_id, ref=ref, text=body, page=page, **opt)


def _interpretations(
    data: Mapping[str, Any],
    chk: _Checker,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    book_id: str,
) -> dict[str, _Interpretation]:
    """The parent's interpretations and the file's ``[interpretation]``; aliases once."""
    interps: dict[str, _Interpretation] = dict(parent._interps) if parent else {}
    raw_interps = data.get("interpretation", {})
    if chk.typed(raw_interps, dict, ("interpretation",), "[interpretation]"):
        for key, raw in raw_interps.items():
            found = _interpretation(key, raw, chk, by_ref, book_id)
            if found is not None:
                interps[key] = found
    _alias_problems(interps, chk)
    return interps


def _interpretation(
    key: str, raw: Any, chk: _Checker, by_ref: Mapping[str, Paragraph], book_id: str
) -> _Interpretation | None:
    """One ``[interpretation.key]``: reading and reason (text), refs the book knows."""
    where = ("interpretation", key)
    if not chk.typed(raw, dict, where, f"[interpretation.{key}]"):
        return None
    chk.keys(raw, _INTERPRETATION_KEYS, where, f"[interpretation.{key}]")
    fields = {}
    for name in ("reading", "reason", "alternative", *_ENGLISH):
        value = raw.get(name)
        if value is None:
            if name in ("reading", "reason"):
                chk.error(where, "rulebook.interpretation-needs", key=key, name=name)
        elif chk.typed(value, str, (*where, name), name):
            fields[name] = value
    refs = chk.str_list(raw.get("refs", []), (*where, "refs"), "refs")
    for ref in refs:
        if not _ref_ok(ref, by_ref):
            chk.error((*where, "refs"), "rulebook.unknown-ref", ref, ref=ref)
    aliases = chk.str_list(raw.get("aliases", []), (*where, "aliases"), "aliases")
    if "reading" not in fields or "reason" not in fields:
        return None
    return _Interpretation(
        key=key,
        reading=fields["reading"],
        reason=fields["reason"],
        alternative=fields.get("alternative"),
        refs=refs,
        origin=book_id,
        aliases=aliases,
        english=_english(fields),
    )


def _alias_problems(interps: Mapping[str, _Interpretation], chk: _Checker) -> None:
    """Checks that an alias is no interpretation's key and names one reading only."""
    seen_alias: dict[str, str] = {}
    for i in interps.values():
        for alias in i.aliases:
            if alias in interps or seen_alias.setdefault(alias, i.key) != i.key:
                where = ("interpretation", i.key, "aliases")
                chk.error(where, "rulebook.alias-twice", alias, alias=alias)


def _params(
    data: Mapping[str, Any],
    chk: _Checker,
    cat: Catalogue,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, _Interpretation],
    book_id: str,
) -> dict[str, Param]:
    """The parent's parameters and the file's ``[params]``, each checked by :func:`_param`."""
    params: dict[str, Param] = dict(parent._params) if parent else {}
    raw_params = data.get("params", {})
    if chk.typed(raw_params, dict, ("params",), "[params]"):
        for name, raw, where in _flatten_params(raw_params, cat):
            param = _param(name, raw, where, chk, cat, by_ref, interps, book_id)
            if param is not None:
                params[name] = param
    return params


def _param(
    name: str,
    raw: Any,
    where: tuple,
    chk: _Checker,
    cat: Catalogue,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, _Interpretation],
    book_id: str,
) -> Param | None:
    """One parameter: a name of the catalogue, a value or a table with ``value``."""
    if name not in cat.params:
        chk.error(where, "rulebook.unknown-param", name=name)
        return None
    refs: tuple[str, ...] = ()
    note = note_en = interp = None
    value = raw
    if isinstance(raw, dict) and "value" in raw:
        value = raw["value"]
        refs, note, note_en, interp = _param_table(name, raw, where, chk, by_ref, interps)
    if not _param_value_ok(name, value, where, chk, cat):
        return None
    return Param(name, value, refs, note, interp, book_id, note_en)


def _param_table(
    name: str,
    raw: Mapping[str, Any],
    where: tuple,
    chk: _Checker,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, _Interpretation],
) -> tuple[tuple[str, ...], str | None, str | None, str | None]:
    """A parameter table's refs, notes and interpretation (None if unknown)."""
    chk.keys(raw, _PARAM_KEYS, where, _what("rulebook.what.param", name))
    refs = chk.str_list(raw.get("refs", []), (*where, "refs"), "refs")
    for ref in refs:
        if not _ref_ok(ref, by_ref):
            chk.error(where, "rulebook.param-unknown-ref", ref, name=name, ref=ref)
    note, note_en = _notes(raw, where, chk)
    interp = raw.get("interpretation")
    if (
        interp is not None
        and chk.typed(interp, str, where, "interpretation")
        and interp not in interps
    ):
        chk.error(where, "rulebook.param-unknown-interpretation", interp, name=name, key=interp)
    if not isinstance(interp, str) or interp not in interps:
        interp = None
    return refs, note, note_en, interp


def _param_value_ok(name: str, value: Any, where: tuple, chk: _Checker, cat: Catalogue) -> bool:
    """Checks a parameter's value: its kind, an allowed value, usable by the referee."""
    kind = cat.params[name][0]
    if not _type_ok(kind, value):
        chk.error(where, "rulebook.param-type", name=name, kind=kind, value=_shown(value))
        return False
    allowed = cat.param_values.get(name)
    items = value if isinstance(value, list) else [value]
    if allowed and (bad := [v for v in items if v not in allowed]):
        listed = ", ".join(map(str, allowed))
        shown = _shown(bad[0])
        chk.error(where, "rulebook.param-not-allowed", name=name, value=shown, allowed=listed)
        return False
    if problem := _value_problem(name, value, cat):
        chk.error(where, "rulebook.param-problem", name=name, problem=problem)
        return False
    return True


def _concern_maps(
    data: Mapping[str, Any],
    chk: _Checker,
    cat: Catalogue,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, _Interpretation],
    binding: Any,
) -> dict[str, _ConcernMap]:
    """The parent's concern map with the file's ``[concern]`` merged in or replacing."""
    maps: dict[str, _ConcernMap] = dict(parent._maps) if parent else {}
    raw_concerns = data.get("concern", {})
    if not chk.typed(raw_concerns, dict, ("concern",), "[concern]"):
        return maps
    for key, raw in raw_concerns.items():
        where = ("concern", key)
        if key not in cat.concerns:
            chk.error(where, "rulebook.unknown-concern", key=key)
            continue
        if not chk.typed(raw, dict, where, f"[concern.{key}]"):
            continue
        entry = _concern_map(raw, where, chk, by_ref, interps, binding)
        if entry is None:
            continue
        replace = raw.get("replace", False)
        chk.typed(replace, bool, (*where, "replace"), "replace")
        old = maps.get(key)
        if old is not None and not (replace or entry.silent or old.silent):
            entry = old.merged_into(entry)
        maps[key] = entry
    return maps


def _missing(
    chk: _Checker,
    cat: Catalogue,
    params: Mapping[str, Param],
    maps: Mapping[str, _ConcernMap],
) -> None:
    """Checks that a book without a parent sets every parameter and maps every concern."""
    for name in cat.params:
        if name not in params:
            chk.error(("params",), "rulebook.param-missing", name=name)
    for key in cat.concerns:
        if key not in maps:
            chk.error(("concern",), "rulebook.concern-missing", key=key)


def _governs(
    maps: Mapping[str, _ConcernMap], by_ref: Mapping[str, Paragraph], chk: _Checker
) -> dict[str, list[str]]:
    """The concerns each paragraph governs; checks each concern's excerpts on the way."""
    governs: dict[str, list[str]] = {}
    for key, entry in maps.items():
        for ref in entry.paragraphs:
            governs.setdefault(ref, []).append(key)
        _excerpt_problems(key, entry, by_ref, chk)
    return governs


def _unmapped(
    own_refs: Sequence[tuple[int, str]],
    by_ref: Mapping[str, Paragraph],
    governs: Mapping[str, list[str]],
    chk: _Checker,
) -> None:
    """Checks that each of the file's own paragraphs governs a concern or is non-operative
    (``own_refs``: each ref with the index of its ``[[paragraph]]`` table)."""
    for i, ref in own_refs:
        p = by_ref[ref]
        if ref not in governs and not p.non_operative:
            chk.error(("paragraph", i, "ref"), "rulebook.unmapped", ref=ref)


def _interp_cites(
    interps: Mapping[str, _Interpretation], book_id: str, parent: Rulebook | None
) -> dict[str, Citation]:
    """Each interpretation as a citation (an inherited one says whose it is)."""
    return {
        key: _interp_citation(i, book_id, parent.id if parent and i.origin != book_id else None)
        for key, i in interps.items()
    }


def _citations(
    cat: Catalogue,
    maps: Mapping[str, _ConcernMap],
    by_ref: Mapping[str, Paragraph],
    interp_cites: Mapping[str, Citation],
    head: _Head,
) -> dict[str, tuple[Citation, ...]]:
    """Each concern's citations, resolved from its map: the primary first."""
    cites: dict[str, tuple[Citation, ...]] = {}
    for key in cat.concerns:
        entry = maps.get(key)
        if entry is None or entry.silent:
            cites[key] = ()
            continue
        out = [by_ref[ref].citation() for ref in entry.paragraphs]
        out += [_support_citation(s, head.book_id) for s in entry.support]
        out += [
            _explanation_citation(e, head.book_id, head.expl_prov, head.expl_prov_en)
            for e in entry.explanations
        ]
        out += [interp_cites[k] for k in entry.interpretations]
        out = [_with_excerpts(c, entry.excerpts) for c in out] if entry.excerpts else out
        cites[key] = _primary_first(out, entry.primary)
    return cites


def _ref_ok(ref: str, by_ref: Mapping[str, Paragraph]) -> bool:
    """Whether ``ref`` is a paragraph of the book or a page of the explanation seed."""
    if ref in by_ref:
        return True
    if m := _regex(_EXPLANATION_REF).match(ref):
        return int(m.group(1)) in EXPLANATION_PAGES
    return False


def _parent(
    extends: str, path: Path, stack: tuple[str, ...], chk: _Checker, within: Path | None
) -> Rulebook | None:
    key = str(path)
    if extends in _BUILTIN_FILES:
        try:
            return _builtin(extends)
        except RulebookError as exc:
            chk.problems.extend(exc.problems)
            return None
    if (
        str(path.parent).startswith(str(rulebooks_dir().resolve()))
        and path.name in _BUILTIN_FILES.values()
    ):
        chk.error(("extends",), "rulebook.builtin-extends")
        return None
    if "\0" in extends:
        chk.error(("extends",), "rulebook.extends", problem=Problem("rulebook.nul"))
        return None
    from pathlib import Path  # loaded already: ``path`` is one

    target = Path(extends).expanduser()
    if not target.is_absolute():
        target = path.parent / target
    target = target.resolve()
    if within is not None and not target.is_relative_to(within):
        chk.error(("extends",), "rulebook.extends", problem=Problem("rulebook.outside"))
        return None
    if len(stack) + 1 >= MAX_EXTENDS:
        chk.error(("extends",), "rulebook.chain-too-long", limit=MAX_EXTENDS)
        return None
    if str(target) in (*stack, key):
        chain = " -> ".join([*stack, key, str(target)])
        chk.error(("extends",), "rulebook.cycle", chain=chain)
        return None
    if not target.is_file():
        chk.error(
            ("extends",), "rulebook.extends-missing", name=_shown(extends), target=str(target)
        )
        return None
    try:
        return _load_file(target, stack=(*stack, key), within=within)
    except RulebookError as exc:
        chk.problems.extend(exc.problems)
        return None


def _fill(template: str, **values: str) -> str:
    """Put values into a house rule's template: only ``{origin}``, ``{ref}`` and
    ``{id}`` are replaced, everything else stays text (no ``str.format`` on a user's
    string: it could read attributes or ask for a field a gigabyte wide)."""
    return re.sub(r"\{(origin|ref|id)\}", lambda m: values[m.group(1)], template)


# --- parameter values the referee can use ------------------------------------------------

_SPIEL_AUS_WORDS = {"spiel-aus", "spiel aus"}
_HAND = range(0, 6)  # cards in one packet of a deal: a hand has five


def _value_problem(name: str, value: Any, cat: Catalogue) -> Problem | None:
    """What makes a well-typed value unusable for the referee, or None.

    >>> _value_problem("raise.ladder", ["x"], catalogue())
    "Stufe 'x' ist weder eine Zahl von 3 bis 7 noch 'spiel-aus'"
    >>> _value_problem("target.points", 0, catalogue())
    'erlaubt sind 1 bis 10000, nicht 0'
    """
    if name in cat.param_ranges and isinstance(value, int):
        low, high = cat.param_ranges[name]
        if low <= value <= high:
            return None
        return Problem("rulebook.range", low=low, high=high, value=value)
    checker = _SHAPES.get(name)
    return checker(value) if checker else None


def _ladder_problem(value: list[Any]) -> Problem | None:
    steps: list[int] = []
    for item in value:
        if isinstance(item, str) and item.casefold() in _SPIEL_AUS_WORDS:
            steps.append(8)
        elif isinstance(item, int) and not isinstance(item, bool) and 3 <= item <= 7:
            steps.append(item)
        else:
            return Problem("rulebook.ladder-step", item=_shown(item))
    if not steps or any(a >= b for a, b in itertools.pairwise(steps)):
        return Problem("rulebook.ladder-order")
    return None


def _packets_problem(value: Any) -> Problem | None:
    if not isinstance(value, list) or not 1 <= len(value) <= 5:
        return Problem("rulebook.packets")
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or item not in _HAND:
            return Problem("rulebook.packet-size", item=_shown(item))
    return None


def _cutter_packets_problem(value: dict[str, Any]) -> Problem | None:
    for kept, packets in value.items():
        if not (kept.isascii() and kept.isdigit() and int(kept) <= 10):
            return Problem("rulebook.cutter-key", key=_shown(kept))
        if problem := _packets_problem(packets):
            return Problem("rulebook.prefixed", key=_shown(kept), problem=problem)
    return None


def _order_problem(value: list[Any]) -> Problem | None:
    seen: set[Any] = set()
    for item in value:
        if item in seen:
            return Problem("rulebook.order-twice", item=_shown(item))
        seen.add(item)
    return None if value else Problem("rulebook.order-empty")


_SHAPES = {
    "raise.ladder": _ladder_problem,
    "deal.packets": _packets_problem,
    "deal.cutter_packets": _cutter_packets_problem,
    "perlaggs.order": _order_problem,
}


def _flatten_params(
    raw: Mapping[str, Any], cat: Catalogue, prefix: tuple[str, ...] = ()
) -> Iterable[tuple[str, Any, tuple[Any, ...]]]:
    """(name, raw value, key path) for ``"target.points" = 18`` as for ``target.points = 18``."""
    for key, value in raw.items():
        parts = (*prefix, key)
        name = ".".join(parts)
        if name in cat.params or not isinstance(value, dict) or "value" in value:
            yield name, value, ("params", *parts)
        else:
            yield from _flatten_params(value, cat, parts)


def _concern_map(
    raw: Mapping[str, Any],
    where: tuple,
    chk: _Checker,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, _Interpretation],
    binding: bool,
) -> _ConcernMap | None:
    """A ``[concern.key]`` table as written, checked; None if it cites wrongly."""
    chk.keys(raw, _CONCERN_KEYS, where, f"[concern.{where[1]}]")
    paragraphs = _concern_paragraphs(raw, where, chk, by_ref)
    explanations = _explanations(raw, where, chk, binding)
    support = _supports(raw, where, chk)
    keys = _concern_interpretations(raw, where, chk, interps)
    silent = raw.get("silent", False)
    chk.typed(silent, bool, (*where, "silent"), "silent")
    note, note_en = _notes(raw, where, chk)
    has_cites = bool(paragraphs or explanations or support or keys)
    if silent and has_cites:
        chk.error((*where, "silent"), "rulebook.silent-with-cites")
        return None
    if not silent and not has_cites:
        chk.error(where, "rulebook.no-cites")
        return None
    if silent and not note:
        chk.error((*where, "silent"), "rulebook.silent-needs-note")
    primary = _primary(raw, where, chk, paragraphs, explanations, support, keys)
    excerpts = _excerpts(raw, where, chk, paragraphs, explanations)
    return _ConcernMap(
        paragraphs=paragraphs,
        support=tuple(support),
        explanations=tuple(explanations),
        interpretations=keys,
        silent=bool(silent),
        note=note,
        primary=primary,
        note_en=note_en,
        excerpts=excerpts,
    )


def _concern_paragraphs(
    raw: Mapping[str, Any], where: tuple, chk: _Checker, by_ref: Mapping[str, Paragraph]
) -> tuple[str, ...]:
    """A concern's ``paragraphs``: each a paragraph of the book (not an explanation page)."""
    paragraphs = chk.str_list(raw.get("paragraphs", []), (*where, "paragraphs"), "paragraphs")
    for ref in paragraphs:
        if not _ref_ok(ref, by_ref) or _regex(_EXPLANATION_REF).match(ref):
            chk.error((*where, "paragraphs"), "rulebook.unknown-paragraph", f'"{ref}"', ref=ref)
    return paragraphs


def _explanations(
    raw: Mapping[str, Any], where: tuple, chk: _Checker, binding: bool
) -> list[_Explanation]:
    """A concern's ``explanations``: the sound ones, each checked by :func:`_explanation`."""
    explanations: list[_Explanation] = []
    raw_ex = raw.get("explanations", [])
    if chk.typed(raw_ex, list, (*where, "explanations"), "explanations"):
        for item in raw_ex:
            explanation = _explanation(item, (*where, "explanations"), chk, binding)
            if explanation is not None:
                explanations.append(explanation)
    return explanations


def _explanation(item: Any, w: tuple, chk: _Checker, binding: bool) -> _Explanation | None:
    """One explanation: a page of the seed, its text, and a note unless pages bind."""
    if not chk.typed(item, dict, w, "explanations"):
        return None
    chk.keys(item, _EXPLANATION_KEYS, w, _what("rulebook.what.explanation"))
    page, quote = item.get("page"), item.get("text")
    note, note_en = _notes(item, w, chk)
    if not (isinstance(page, int) and isinstance(quote, str)) or isinstance(page, bool):
        chk.error(w, "rulebook.explanation-needs")
        return None
    if page not in EXPLANATION_PAGES:
        chk.error(
            w,
            "rulebook.explanation-page",
            f"page = {page}",
            page=page,
            source=EXPLANATION_SOURCE,
        )
        return None
    if not binding and not note:
        chk.error(w, "rulebook.explanation-note", f"page = {page}")
    return _Explanation(page, quote, note, note_en)


def _supports(raw: Mapping[str, Any], where: tuple, chk: _Checker) -> list[_Support]:
    """A concern's ``support``: the sound ones, each checked by :func:`_support`."""
    support: list[_Support] = []
    raw_sup = raw.get("support", [])
    if chk.typed(raw_sup, list, (*where, "support"), "support"):
        for item in raw_sup:
            found = _support(item, (*where, "support"), chk)
            if found is not None:
                support.append(found)
    return support


def _support(item: Any, w: tuple, chk: _Checker) -> _Support | None:
    """One support: a paragraph that another built-in rulebook holds."""
    if not chk.typed(item, dict, w, "support"):
        return None
    chk.keys(item, _SUPPORT_KEYS, w, _what("rulebook.what.support"))
    other, ref = item.get("rulebook"), item.get("ref")
    if other not in _BUILTIN_FILES or not isinstance(ref, str):
        chk.error(w, "rulebook.support-needs", ids=", ".join(_BUILTIN_FILES))
        return None
    if other in _LOADING:
        chk.error(w, "rulebook.support-loading", other=other)
        return None
    try:
        found = _builtin(other).has_paragraph(ref)
    except RulebookError as exc:
        chk.problems.extend(exc.problems)
        return None
    if not found:
        chk.error(w, "rulebook.support-missing", ref, other=other, ref=ref)
        return None
    return _Support(other, ref, *_notes(item, w, chk))


def _concern_interpretations(
    raw: Mapping[str, Any], where: tuple, chk: _Checker, interps: Mapping[str, _Interpretation]
) -> tuple[str, ...]:
    """A concern's ``interpretations``: keys (an alias stands for its key) the book holds."""
    keys = chk.str_list(
        raw.get("interpretations", []), (*where, "interpretations"), "interpretations"
    )
    by_alias = {alias: i.key for i in interps.values() for alias in i.aliases}
    keys = tuple(by_alias.get(k, k) for k in keys)
    for key in keys:
        if key not in interps:
            chk.error((*where, "interpretations"), "rulebook.unknown-interpretation", key, key=key)
    return keys


def _excerpts(
    raw: Mapping[str, Any],
    where: tuple,
    chk: _Checker,
    paragraphs: Sequence[str],
    explanations: Sequence[_Explanation],
) -> tuple[_Excerpt, ...]:
    """``excerpts``: each names one of the concern's own paragraphs or pages, the
    verdicts (message keys) it decides and its sentences (checked verbatim later)."""
    items = raw.get("excerpts", [])
    w = (*where, "excerpts")
    if not chk.typed(items, list, w, "excerpts"):
        return ()
    own = {*paragraphs, *(f"S. {e.page}" for e in explanations)}
    out: list[_Excerpt] = []
    for item in items:
        if not chk.typed(item, dict, w, "excerpts"):
            continue
        chk.keys(item, _EXCERPT_KEYS, w, "excerpts")
        ref = item.get("ref")
        verdicts = chk.str_list(item.get("verdicts", []), w, "verdicts")
        pieces = chk.str_list(item.get("text", []), w, "text")
        if ref not in own or not verdicts or not pieces:
            chk.error(w, "rulebook.excerpt-needs", ref=str(ref))
            continue
        for key in verdicts:
            if key not in MESSAGES:
                chk.error(w, "rulebook.excerpt-verdict", key, key=key)
        out.append(_Excerpt(ref, tuple(verdicts), tuple(pieces)))
    return tuple(out)


def _excerpt_problems(
    key: str, entry: _ConcernMap, by_ref: Mapping[str, Paragraph], chk: _Checker
) -> None:
    """Every sentence of an excerpt stands verbatim in its paragraph or in a passage of
    its page (a quotation is never made up)."""
    for x in entry.excerpts:
        texts = [by_ref[x.ref].text] if x.ref in by_ref else []
        texts += [e.text for e in entry.explanations if f"S. {e.page}" == x.ref]
        for piece in x.pieces:
            if not any(piece in t for t in texts):
                chk.error(("concern", key, "excerpts"), "rulebook.excerpt-verbatim", ref=x.ref)


def _with_excerpts(c: Citation, excerpts: Sequence[_Excerpt]) -> Citation:
    """The citation with the excerpts of its text (those of its ref whose sentences
    stand in it: a page's passages each keep their own)."""
    own = tuple(
        (x.verdicts, tuple(p for p in x.pieces if p in c.text))
        for x in excerpts
        if x.ref == c.ref and any(p in c.text for p in x.pieces)
    )
    return replaced(c, excerpts=own) if own else c


_ENGLISH = ("reading_en", "reason_en", "alternative_en")


def _english(fields: Mapping[str, str]) -> tuple[str, str, str | None] | None:
    """The English reading and reason (both, or none), and the English alternative."""
    if "reading_en" in fields and "reason_en" in fields:
        return fields["reading_en"], fields["reason_en"], fields.get("alternative_en")
    return None


def _primary(
    raw: Mapping[str, Any],
    where: tuple,
    chk: _Checker,
    paragraphs: Sequence[str],
    explanations: Sequence[_Explanation],
    support: Sequence[_Support],
    keys: Sequence[str],
) -> str | None:
    """``primary = "§13"``: the concern's deciding citation, one of its own refs (a
    paragraph, ``S. n`` of an explanation, a support's ref or an interpretation key)."""
    primary = raw.get("primary")
    if primary is None or not chk.typed(primary, str, (*where, "primary"), "primary"):
        return None
    own = {*paragraphs, *(f"S. {e.page}" for e in explanations), *(s.ref for s in support)}
    if primary not in own | set(keys):
        chk.error((*where, "primary"), "rulebook.primary", primary=primary)
        return None
    return primary


def _primary_first(cites: Sequence[Citation], primary: str | None) -> tuple[Citation, ...]:
    """The citations with the primary ref first (all texts of an explanation page), the
    rest in their order; without a marked primary the first citation is the primary."""
    first = [c for c in cites if c.ref == primary]
    return (*first, *(c for c in cites if c.ref != primary))


def _interp_citation(i: _Interpretation, book_id: str, inherited_from: str | None) -> Citation:
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


def _support_citation(s: _Support, book_id: str) -> Citation:
    p = _builtin(s.rulebook).paragraph(s.ref)
    note, note_en = s.note, s.note_en
    if not note:
        note = say("provenance.support", DE, id=book_id)
        note_en = say("provenance.support", EN, id=book_id)
    return Citation(
        Authority.PARAGRAPH, s.rulebook, p.ref, p.text, p.page, note, provenance_en=note_en
    )


def _explanation_citation(
    e: _Explanation, book_id: str, source: str | None, source_en: str | None
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


def _inherited(
    template: str | None, template_en: str | None, origin: str, ref: str, book_id: str
) -> tuple[str, str | None]:
    """An inherited paragraph's provenance in German and English: the file's template
    (filled by :func:`_fill`) or the default sentence."""
    if template is None:
        return (
            say("provenance.inherited", DE, origin=origin, ref=ref, id=book_id),
            say("provenance.inherited", EN, origin=origin, ref=ref, id=book_id),
        )
    english = _fill(template_en, origin=origin, ref=ref, id=book_id) if template_en else None
    return _fill(template, origin=origin, ref=ref, id=book_id), english


def _notes(raw: Mapping[str, Any], where: tuple, chk: _Checker) -> tuple[str | None, str | None]:
    """A table's ``note`` and its English ``note_en`` (text, or left out)."""
    found: list[str | None] = []
    for key in ("note", "note_en"):
        value = raw.get(key)
        if value is not None and not chk.typed(value, str, (*where, key), key):
            value = None
        found.append(value)
    return found[0], found[1]
