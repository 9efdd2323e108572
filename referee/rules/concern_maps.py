"""The concern map of a rulebook file: each ``[concern.key]`` table read and checked (the
paragraphs that govern the concern, the explanation pages and other built-ins' paragraphs
that serve it, the interpretations, excerpts and the primary citation), and merged with
the parent's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.messages import MESSAGES
from referee.rules.checker import (
    EXPLANATION_PAGES,
    EXPLANATION_REF,
    Checker,
    Where,
    notes,
    ref_ok,
    regex,
    what,
)
from referee.rules.model import (
    BUILTIN_FILES,
    EXPLANATION_SOURCE,
    Catalogue,
    ConcernMap,
    Excerpt,
    Explanation,
    Interpretation,
    Paragraph,
    Rulebook,
    RulebookError,
    Support,
)

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


def concern_maps(
    data: Mapping[str, Any],
    chk: Checker,
    cat: Catalogue,
    parent: Rulebook | None,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, Interpretation],
    binding: Any,
) -> dict[str, ConcernMap]:
    """The parent's concern map with the file's ``[concern]`` merged in or replacing."""
    maps: dict[str, ConcernMap] = dict(parent._maps) if parent else {}
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


def governs(
    maps: Mapping[str, ConcernMap],
    by_ref: Mapping[str, Paragraph],
    chk: Checker,
    interps: Mapping[str, Interpretation] | None = None,
) -> dict[str, list[str]]:
    """The concerns each paragraph governs; checks each concern's excerpts on the way
    (against ``interps``, the readings, where an excerpt names an interpretation)."""
    governs: dict[str, list[str]] = {}
    for key, entry in maps.items():
        for ref in entry.paragraphs:
            governs.setdefault(ref, []).append(key)
        _excerpt_problems(key, entry, by_ref, chk, interps or {})
    return governs


def _concern_map(
    raw: Mapping[str, Any],
    where: Where,
    chk: Checker,
    by_ref: Mapping[str, Paragraph],
    interps: Mapping[str, Interpretation],
    binding: bool,
) -> ConcernMap | None:
    """A ``[concern.key]`` table as written, checked; None if it cites wrongly."""
    chk.keys(raw, _CONCERN_KEYS, where, f"[concern.{where[1]}]")
    paragraphs = _concern_paragraphs(raw, where, chk, by_ref)
    explanations = _explanations(raw, where, chk, binding)
    support = _supports(raw, where, chk)
    keys = _concern_interpretations(raw, where, chk, interps)
    silent = raw.get("silent", False)
    chk.typed(silent, bool, (*where, "silent"), "silent")
    note, note_en = notes(raw, where, chk)
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
    excerpts = _excerpts(raw, where, chk, (*paragraphs, *keys), explanations)
    return ConcernMap(
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
    raw: Mapping[str, Any], where: Where, chk: Checker, by_ref: Mapping[str, Paragraph]
) -> tuple[str, ...]:
    """A concern's ``paragraphs``: each a paragraph of the book (not an explanation page)."""
    paragraphs = chk.str_list(raw.get("paragraphs", []), (*where, "paragraphs"), "paragraphs")
    for ref in paragraphs:
        if not ref_ok(ref, by_ref) or regex(EXPLANATION_REF).match(ref):
            chk.error((*where, "paragraphs"), "rulebook.unknown-paragraph", f'"{ref}"', ref=ref)
    return paragraphs


def _explanations(
    raw: Mapping[str, Any], where: Where, chk: Checker, binding: bool
) -> list[Explanation]:
    """A concern's ``explanations``: the sound ones, each checked by :func:`_explanation`."""
    explanations: list[Explanation] = []
    raw_ex = raw.get("explanations", [])
    if chk.typed(raw_ex, list, (*where, "explanations"), "explanations"):
        for item in raw_ex:
            explanation = _explanation(item, (*where, "explanations"), chk, binding)
            if explanation is not None:
                explanations.append(explanation)
    return explanations


def _explanation(item: Any, w: Where, chk: Checker, binding: bool) -> Explanation | None:
    """One explanation: a page of the seed, its text, and a note unless pages bind."""
    if not chk.typed(item, dict, w, "explanations"):
        return None
    chk.keys(item, _EXPLANATION_KEYS, w, what("rulebook.what.explanation"))
    page, quote = item.get("page"), item.get("text")
    note, note_en = notes(item, w, chk)
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
    return Explanation(page, quote, note, note_en)


def _supports(raw: Mapping[str, Any], where: Where, chk: Checker) -> list[Support]:
    """A concern's ``support``: the sound ones, each checked by :func:`_support`."""
    support: list[Support] = []
    raw_sup = raw.get("support", [])
    if chk.typed(raw_sup, list, (*where, "support"), "support"):
        for item in raw_sup:
            found = _support(item, (*where, "support"), chk)
            if found is not None:
                support.append(found)
    return support


def _support(item: Any, w: Where, chk: Checker) -> Support | None:
    """One support: a paragraph that another built-in rulebook holds."""
    if not chk.typed(item, dict, w, "support"):
        return None
    chk.keys(item, _SUPPORT_KEYS, w, what("rulebook.what.support"))
    other, ref = item.get("rulebook"), item.get("ref")
    if other not in BUILTIN_FILES or not isinstance(ref, str):
        chk.error(w, "rulebook.support-needs", ids=", ".join(BUILTIN_FILES))
        return None
    if chk.shelf.loading(other):
        chk.error(w, "rulebook.support-loading", other=other)
        return None
    try:
        found = chk.shelf.book(other).has_paragraph(ref)
    except RulebookError as exc:
        chk.problems.extend(exc.problems)
        return None
    if not found:
        chk.error(w, "rulebook.support-missing", ref, other=other, ref=ref)
        return None
    return Support(other, ref, *notes(item, w, chk))


def _concern_interpretations(
    raw: Mapping[str, Any], where: Where, chk: Checker, interps: Mapping[str, Interpretation]
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
    where: Where,
    chk: Checker,
    paragraphs: Sequence[str],
    explanations: Sequence[Explanation],
) -> tuple[Excerpt, ...]:
    """``excerpts``: each names one of the concern's own paragraphs, pages or
    interpretations (``paragraphs`` holds the paragraph refs and interpretation keys),
    the verdicts (message keys) it decides and its sentences (checked verbatim later;
    for an interpretation, a sentence of its reading: the reading decides them)."""
    items = raw.get("excerpts", [])
    w = (*where, "excerpts")
    if not chk.typed(items, list, w, "excerpts"):
        return ()
    own = {*paragraphs, *(f"S. {e.page}" for e in explanations)}
    out: list[Excerpt] = []
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
        out.append(Excerpt(ref, tuple(verdicts), tuple(pieces)))
    return tuple(out)


def _excerpt_problems(
    key: str,
    entry: ConcernMap,
    by_ref: Mapping[str, Paragraph],
    chk: Checker,
    interps: Mapping[str, Interpretation],
) -> None:
    """Every sentence of an excerpt stands verbatim in its paragraph, in a passage of
    its page or in the reading of its interpretation (a quotation is never made up)."""
    for x in entry.excerpts:
        texts = [by_ref[x.ref].text] if x.ref in by_ref else []
        texts += [interps[x.ref].reading] if x.ref in entry.interpretations else []
        texts += [e.text for e in entry.explanations if f"S. {e.page}" == x.ref]
        for piece in x.pieces:
            if not any(piece in t for t in texts):
                chk.error(("concern", key, "excerpts"), "rulebook.excerpt-verbatim", ref=x.ref)


def _primary(
    raw: Mapping[str, Any],
    where: Where,
    chk: Checker,
    paragraphs: Sequence[str],
    explanations: Sequence[Explanation],
    support: Sequence[Support],
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
    return str(primary)
