"""A rulebook or house-rules file read, checked (every problem in one pass, each with
its file and line) and resolved.

A rulebook file is TOML (read with :mod:`tomllib`, never executed).  A file may
``extends`` another (a built-in id or a path): it then inherits everything and overrides
parameters, paragraphs and concern mappings.  :class:`TomlShelf` reads the built-ins
themselves so, for the generator of ``_builtins``; a house file is read afresh each
time, on top of its built-in from the generated module.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from referee.base.lines import line_at
from referee.base.record import record
from referee.base.record import replace as replaced
from referee.base.resources import (
    InputRefused,
    is_regular,
    read_input,
    resolved,
    rulebooks_dir,
    rulebooks_folder,
)
from referee.base.shown import safe
from referee.model.findings import Citation
from referee.rules.checker import Checker, Shelf, Where, notes, ref_ok, regex, what
from referee.rules.checks import shown, type_ok, value_problem
from referee.rules.citations import (
    explanation_citation,
    inherited,
    interpretation_citation,
    primary_first,
    support_citation,
    with_excerpts,
)
from referee.rules.concern_maps import concern_maps, governs
from referee.rules.model import (
    BUILTIN_FILES,
    MAX_EXTENDS,
    MAX_NESTING,
    Catalogue,
    ConcernMap,
    Interpretation,
    Paragraph,
    Param,
    Problem,
    Rulebook,
    RulebookError,
    joined,
)

if TYPE_CHECKING:
    from pathlib import Path


def catalogue_of(data: Mapping[str, Any]) -> Catalogue:
    """The catalogue that the data of ``concerns.toml`` describes."""
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


class TomlShelf:
    """The built-ins read from their TOML files and checked, each once, and the catalogue
    read from ``concerns.toml``: what the generator writes down."""

    def __init__(self) -> None:
        self.books: dict[str, Rulebook] = {}
        self.being_loaded: list[str] = []
        self._catalogue: Catalogue | None = None

    def catalogue(self) -> Catalogue:
        if self._catalogue is None:
            path = os.path.join(rulebooks_folder(), "concerns.toml")
            with open(path, encoding="utf-8") as fh:
                self._catalogue = catalogue_of(_toml(fh.read()))
        return self._catalogue

    def book(self, rulebook_id: str) -> Rulebook:
        if rulebook_id not in self.books:
            self.books[rulebook_id] = self._loaded(rulebook_id)
        return self.books[rulebook_id]

    def loading(self, rulebook_id: str) -> bool:
        return rulebook_id in self.being_loaded

    def _loaded(self, rulebook_id: str) -> Rulebook:
        path = rulebooks_dir() / BUILTIN_FILES[rulebook_id]
        if rulebook_id in self.being_loaded:
            chain = " -> ".join([*self.being_loaded, rulebook_id])
            raise RulebookError([(str(path), None, Problem("rulebook.cycle", chain=chain))])
        self.being_loaded.append(rulebook_id)
        try:
            book = load_file(path, stack=(), within=None, shelf=self)
        finally:
            self.being_loaded.pop()
        if book.id != rulebook_id:
            problem = Problem("rulebook.wrong-id", found=book.id, wanted=rulebook_id)
            raise RulebookError([(str(path), 1, problem)])
        return book


def _toml(text: str) -> dict[str, Any]:
    """``tomllib.loads``, imported only when a file is really read (a ``ValueError``,
    ``tomllib.TOMLDecodeError``, for a file that is not TOML)."""
    import tomllib

    return tomllib.loads(text)


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
_INTERPRETATION_KEYS = {"reading", "reason", "alternative", "refs", "aliases"}
# the same reading in English (our words, not a quotation; optional)
_INTERPRETATION_KEYS |= {"reading_en", "reason_en", "alternative_en"}
_TOML_POS = r"\(at line (\d+), column (\d+)\)"


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
        before = exc.object[: exc.start].decode("utf-8")  # sound up to the first fault
        line = line_at(before, len(before))
        raise RulebookError([(where, line, Problem("rulebook.not-utf8"))]) from None
    text = text.removeprefix("\ufeff")
    try:
        data = _toml(text)
    except ValueError as exc:  # tomllib.TOMLDecodeError
        m = regex(_TOML_POS).search(str(exc))
        at = _line_of_toml(text, int(m.group(1)), int(m.group(2))) if m else None
        message = regex(_TOML_POS).sub("", str(exc)).strip()
        problem = Problem("rulebook.not-toml", message=message)
        raise RulebookError([(where, at, problem)]) from None
    except RecursionError:
        data = None
    if data is None or _too_deep(data):
        raise RulebookError([(where, None, Problem("rulebook.too-deep", limit=MAX_NESTING))])
    return text, data


def _line_of_toml(text: str, line: int, column: int) -> int:
    """Our line of :mod:`tomllib`'s place (it counts ``\\n`` only; we count every line
    break, as the notation does).

    >>> _line_of_toml("# a\\u2028b\\nx = = 1\\n", 2, 5)
    3
    """
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
    return line_at(text, start + column - 1)


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


def load_file(path: Path, stack: tuple[str, ...], within: Path | None, shelf: Shelf) -> Rulebook:
    """One rulebook file read, checked (every problem in one pass) and resolved."""
    text, data = _read(path)
    if not _looks_like_a_rulebook(data):
        raise RulebookError([(str(path), None, Problem("rulebook.not-a-rulebook"))])
    chk = Checker(path, text, shelf)
    cat = shelf.catalogue()
    chk.keys(data, _TOP_KEYS, (), what("rulebook.what.file"))
    parent: Rulebook | None = None
    extends = data.get("extends")
    if extends is not None and chk.typed(extends, str, ("extends",), "extends"):
        parent = _parent(extends, path, stack, chk, within)
    chk.raise_if_any()  # nothing further makes sense without a sound parent
    head = _head(data, chk, path, parent)
    by_ref, order, own_refs = _paragraphs(data, chk, parent, head)
    interps = _interpretations(data, chk, parent, by_ref, head.book_id)
    params = _params(data, chk, cat, parent, by_ref, interps, head.book_id)
    maps = concern_maps(data, chk, cat, parent, by_ref, interps, head.binding)
    if parent is None:
        _missing(chk, cat, params, maps)
    governed = governs(maps, by_ref, chk, interps)
    _unmapped(own_refs, by_ref, governed, chk)
    date_text, place = _text_field(data, chk, "date"), _text_field(data, chk, "place")
    chk.raise_if_any()  # a wrong date or place is said too, not dropped
    interp_cites = _interp_cites(interps, head.book_id, parent)
    cites = _citations(cat, maps, by_ref, interp_cites, head, shelf)
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
        _governs=MappingProxyType({k: tuple(v) for k, v in governed.items()}),
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
    data: Mapping[str, Any], chk: Checker, key: str, default: str | None = None
) -> str | None:
    """A top-level text (a TOML date as its ISO text), or ``default`` if absent or wrong."""
    value = data.get(key, default)
    dates = sys.modules.get("datetime")  # a TOML date exists only if tomllib loaded it
    if dates is not None and isinstance(value, dates.date):
        value = value.isoformat()
    if value is not None and not chk.typed(value, str, (key,), key):
        return default
    return None if value is None else str(value)


def _head(data: Mapping[str, Any], chk: Checker, path: Path, parent: Rulebook | None) -> _Head:
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


def _book_id(data: Mapping[str, Any], chk: Checker, path: Path, parent: Rulebook | None) -> str:
    """The file's ``id`` (a child may leave it to its file name); a built-in's only its own."""
    book_id = _text_field(data, chk, "id") or (path.stem if parent is not None else None)
    if book_id is None:
        chk.error((), "rulebook.no-id")
        book_id = path.stem
    if not chk.printable(book_id, ("id",), "id"):
        book_id = safe(book_id)  # refused; named escaped in the problems that follow
    if (
        book_id in BUILTIN_FILES
        and path.resolve() != (rulebooks_dir() / BUILTIN_FILES[book_id]).resolve()
    ):
        chk.error(("id",), "rulebook.builtin-id", id=book_id)
    return book_id


def _paragraphs(
    data: Mapping[str, Any], chk: Checker, parent: Rulebook | None, head: _Head
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
    own = inherited(head.inherited_prov, head.inherited_prov_en, origin, p.ref, head.book_id)
    provenance, provenance_en = joined((p.provenance, p.provenance_en), own)
    return replaced(
        p, rulebook=head.book_id, origin=origin, provenance=provenance, provenance_en=provenance_en
    )


def _own_paragraphs(
    data: Mapping[str, Any], chk: Checker, book_id: str
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
    raw: Any, where: Where, chk: Checker, book_id: str, seen: set[str]
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
    if not chk.printable(ref, (*where, "ref"), "ref"):
        return None
    if ref in seen:
        chk.error((*where, "ref"), "rulebook.paragraph-twice", ref=shown(ref))
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
    chk: Checker,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    book_id: str,
) -> dict[str, Interpretation]:
    """The parent's interpretations and the file's ``[interpretation]``; aliases once."""
    interps: dict[str, Interpretation] = dict(parent._interps) if parent else {}
    raw_interps = data.get("interpretation", {})
    if chk.typed(raw_interps, dict, ("interpretation",), "[interpretation]"):
        for key, raw in raw_interps.items():
            found = _interpretation(key, raw, chk, by_ref, book_id)
            if found is not None:
                interps[key] = found
    _alias_problems(interps, chk)
    return interps


def _interpretation(
    key: str, raw: Any, chk: Checker, by_ref: Mapping[str, Paragraph], book_id: str
) -> Interpretation | None:
    """One ``[interpretation.key]``: reading and reason (text), refs the book knows."""
    where = ("interpretation", key)
    if not chk.printable(key, where, "[interpretation]"):
        return None
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
        if not ref_ok(ref, by_ref):
            chk.error((*where, "refs"), "rulebook.unknown-ref", ref, ref=ref)
    aliases = chk.str_list(raw.get("aliases", []), (*where, "aliases"), "aliases")
    if "reading" not in fields or "reason" not in fields:
        return None
    return Interpretation(
        key=key,
        reading=fields["reading"],
        reason=fields["reason"],
        alternative=fields.get("alternative"),
        refs=refs,
        origin=book_id,
        aliases=aliases,
        english=_english(fields),
    )


def _alias_problems(interps: Mapping[str, Interpretation], chk: Checker) -> None:
    """Checks that an alias is no interpretation's key and names one reading only."""
    seen_alias: dict[str, str] = {}
    for i in interps.values():
        for alias in i.aliases:
            if alias in interps or seen_alias.setdefault(alias, i.key) != i.key:
                where = ("interpretation", i.key, "aliases")
                chk.error(where, "rulebook.alias-twice", alias, alias=alias)


def _params(
    data: Mapping[str, Any],
    chk: Checker,
    cat: Catalogue,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, Interpretation],
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
    where: Where,
    chk: Checker,
    cat: Catalogue,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, Interpretation],
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
    where: Where,
    chk: Checker,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, Interpretation],
) -> tuple[tuple[str, ...], str | None, str | None, str | None]:
    """A parameter table's refs, notes and interpretation (None if unknown)."""
    chk.keys(raw, _PARAM_KEYS, where, what("rulebook.what.param", name))
    refs = chk.str_list(raw.get("refs", []), (*where, "refs"), "refs")
    for ref in refs:
        if not ref_ok(ref, by_ref):
            chk.error(where, "rulebook.param-unknown-ref", ref, name=name, ref=ref)
    note, note_en = notes(raw, where, chk)
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


def _param_value_ok(name: str, value: Any, where: Where, chk: Checker, cat: Catalogue) -> bool:
    """Checks a parameter's value: its kind, an allowed value, usable by the referee."""
    kind = cat.params[name][0]
    if not type_ok(kind, value):
        chk.error(where, "rulebook.param-type", name=name, kind=kind, value=shown(value))
        return False
    allowed = cat.param_values.get(name)
    items = value if isinstance(value, list) else [value]
    if allowed and (bad := [v for v in items if v not in allowed]):
        listed = ", ".join(map(str, allowed))
        first = shown(bad[0])
        chk.error(where, "rulebook.param-not-allowed", name=name, value=first, allowed=listed)
        return False
    if problem := value_problem(name, value, cat):
        chk.error(where, "rulebook.param-problem", name=name, problem=problem)
        return False
    return True


def _missing(
    chk: Checker,
    cat: Catalogue,
    params: Mapping[str, Param],
    maps: Mapping[str, ConcernMap],
) -> None:
    """Checks that a book without a parent sets every parameter and maps every concern."""
    for name in cat.params:
        if name not in params:
            chk.error(("params",), "rulebook.param-missing", name=name)
    for key in cat.concerns:
        if key not in maps:
            chk.error(("concern",), "rulebook.concern-missing", key=key)


def _unmapped(
    own_refs: Sequence[tuple[int, str]],
    by_ref: Mapping[str, Paragraph],
    governs: Mapping[str, list[str]],
    chk: Checker,
) -> None:
    """Checks that each of the file's own paragraphs governs a concern or is non-operative
    (``own_refs``: each ref with the index of its ``[[paragraph]]`` table)."""
    for i, ref in own_refs:
        p = by_ref[ref]
        if ref not in governs and not p.non_operative:
            chk.error(("paragraph", i, "ref"), "rulebook.unmapped", ref=ref)


def _interp_cites(
    interps: Mapping[str, Interpretation], book_id: str, parent: Rulebook | None
) -> dict[str, Citation]:
    """Each interpretation as a citation (an inherited one says whose it is)."""
    return {
        key: interpretation_citation(
            i, book_id, parent.id if parent and i.origin != book_id else None
        )
        for key, i in interps.items()
    }


def _citations(
    cat: Catalogue,
    maps: Mapping[str, ConcernMap],
    by_ref: Mapping[str, Paragraph],
    interp_cites: Mapping[str, Citation],
    head: _Head,
    shelf: Shelf,
) -> dict[str, tuple[Citation, ...]]:
    """Each concern's citations, resolved from its map: the primary first."""
    cites: dict[str, tuple[Citation, ...]] = {}
    for key in cat.concerns:
        entry = maps.get(key)
        if entry is None or entry.silent:
            cites[key] = ()
            continue
        out = [by_ref[ref].citation() for ref in entry.paragraphs]
        out += [
            support_citation(s, shelf.book(s.rulebook).paragraph(s.ref), head.book_id)
            for s in entry.support
        ]
        out += [
            explanation_citation(e, head.book_id, head.expl_prov, head.expl_prov_en)
            for e in entry.explanations
        ]
        out += [interp_cites[k] for k in entry.interpretations]
        out = [with_excerpts(c, entry.excerpts) for c in out] if entry.excerpts else out
        cites[key] = primary_first(out, entry.primary)
    return cites


def _parent(
    extends: str, path: Path, stack: tuple[str, ...], chk: Checker, within: Path | None
) -> Rulebook | None:
    key = str(path)
    if extends in BUILTIN_FILES:
        try:
            return chk.shelf.book(extends)
        except RulebookError as exc:
            chk.problems.extend(exc.problems)
            return None
    if (
        str(path.parent).startswith(str(rulebooks_dir().resolve()))
        and path.name in BUILTIN_FILES.values()
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
    try:
        target = resolved(target)
        found = is_regular(target)
    except InputRefused as exc:
        chk.error(("extends",), "rulebook.extends", problem=Problem(exc.key))
        return None
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
    if not found:
        chk.error(("extends",), "rulebook.extends-missing", name=shown(extends), target=str(target))
        return None
    try:
        return load_file(target, stack=(*stack, key), within=within, shelf=chk.shelf)
    except RulebookError as exc:
        chk.problems.extend(exc.problems)
        return None


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


_ENGLISH = ("reading_en", "reason_en", "alternative_en")


def _english(fields: Mapping[str, str]) -> tuple[str, str, str | None] | None:
    """The English reading and reason (both, or none), and the English alternative."""
    if "reading_en" in fields and "reason_en" in fields:
        return fields["reading_en"], fields["reason_en"], fields.get("alternative_en")
    return None
