"""Every citation can be looked up: an explanation page, an interpretation, a concern.

    perlagg rules 1890 "S. 64"          the explanation passages of S. 64 the rulebook uses
    perlagg rules 1890 gestochen-act    the interpretation, its reason, the reading not chosen
    perlagg rules --concern follow-suit the concern under every rulebook, side by side

Paragraph and explanation texts are quoted as the rulebook has them; an interpretation
is the project's text, in the reader's language and marked as our reading.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import Any

from referee import rules as rulebook
from referee.base import jsontext
from referee.base.shown import safe_lines, shown
from referee.messages import EN, say
from referee.model.findings import Authority, Citation
from referee.rules import Rulebook

_PAGE = re.compile(r"^\s*(?:S\.?|p\.?|Seite|page)\s*(\d+)\s*$", re.I)
_SPLIT = {
    "de": (" Grund: ", " Andere Lesart (nicht gewählt): "),
    "en": (" Reason: ", " Other reading (not chosen): "),
}


def page_of(ref: str) -> int | None:
    """The page an explanation reference names.

    >>> page_of("S. 64"), page_of("s64"), page_of("p. 7"), page_of("§13")
    (64, 64, 7, None)
    """
    m = _PAGE.match(ref)
    return int(m.group(1)) if m else None


def explanation_passages(book: Rulebook, page: int) -> list[tuple[Citation, list[str]]]:
    """Each passage of ``page`` the rulebook cites, once, with the concerns citing it."""
    found: dict[str, tuple[Citation, list[str]]] = {}
    for concern in book.concerns:
        for c in book.cite(concern):
            if c.authority is Authority.EXPLANATION and c.page == page:
                found.setdefault(c.text, (c, []))[1].append(concern)
    return list(found.values())


def show_page(book: Rulebook, page: int, as_json: bool, lang: str) -> int:
    passages = explanation_passages(book, page)
    if not passages:
        message = say("rules.error.page", lang, id=book.id, page=page)
        print(f"perlagg rules: {safe_lines(message)}", file=sys.stderr)
        return 2
    if as_json:
        rows = [{"page": page, "text": c.text, "concerns": cs} for c, cs in passages]
        print(jsontext.dumps({"rulebook": book.id, "passages": rows}))
        return 0
    _print(say("rules.page-heading", lang, id=book.id, page=page))
    for c, concerns in passages:
        _print()
        _print(f"  „{c.text}“")
        _print("  " + say("rules.cited-by", lang, concerns=", ".join(concerns)))
    return 0


def interpretation_parts(c: Citation, lang: str) -> tuple[str, str, str | None]:
    """An interpretation's reading, reason and the reading not chosen."""
    text = c.text_in(lang)
    reason_mark, other_mark = _SPLIT[EN if lang == EN and c.text_en else "de"]
    reading, _, rest = text.partition(reason_mark)
    reason, _, other = rest.partition(other_mark)
    return reading.strip(), reason.strip(), other.strip() or None


def show_interpretation(book: Rulebook, key: str, as_json: bool, lang: str) -> int:
    c = book.interpretation(key)
    reading, reason, other = interpretation_parts(c, lang)
    concerns = [
        k
        for k in book.concerns
        if any(x.ref == c.ref for x in book.cite(k) if x.authority is Authority.INTERPRETATION)
    ]
    if as_json:
        data = {
            "rulebook": book.id,
            "key": c.ref,
            "reading": reading,
            "reason": reason,
            "alternative": other,
            "concerns": concerns,
        }
        print(jsontext.dumps(data))
        return 0
    _print(say("rules.interpretation-heading", lang, id=book.id, key=c.ref))
    _print("  " + say("report.interpretation-note", lang))
    _print()
    _print(f"  {reading}")
    _print("\n  " + say("rules.reason", lang) + f" {reason}")
    if other:
        _print("\n  " + say("rules.not-chosen", lang) + f" {other}")
    if concerns:
        _print("\n  " + say("rules.cited-by", lang, concerns=", ".join(concerns)))
    return 0


def show_concern(concern: str, ids: Sequence[str], as_json: bool, lang: str) -> int:
    """The concern under each rulebook: its parameters and citations, one column each."""
    cat = rulebook.catalogue()
    if concern not in cat.concerns:
        from referee.cli.codes import nearest

        hint = nearest(concern, cat.concerns)
        if hint is None:
            known = ", ".join(cat.concerns)
            message = say("rules.error.concern", lang, concern=concern, known=known)
        else:
            message = say("codes.unknown-concern", lang, concern=concern, hint=hint)
        print(f"perlagg rules: {safe_lines(message)}", file=sys.stderr)
        return 2
    books = [rulebook.load(i) for i in (ids or rulebook.builtin_ids())]
    columns = [_column(b, concern, lang) for b in books]
    if as_json:
        data = {
            "concern": concern,
            "meaning": cat.meaning(concern, lang),
            "rulebooks": [{"rulebook": b.id, **col} for b, col in zip(books, columns, strict=True)],
        }
        print(jsontext.dumps(data))
        return 0
    from rich.console import Console
    from rich.table import Table

    from referee.faces.terminal import make_console

    console: Console = make_console(plain=_plain(), width=_width())
    table = Table(title=shown(f"{concern} — {cat.meaning(concern, lang)}"), show_lines=True)
    for b in books:
        table.add_column(shown(b.id), ratio=1, overflow="fold")
    table.add_row(*(shown("\n\n".join(col["lines"])) for col in columns))
    console.print(table)
    return 0


def _column(book: Rulebook, concern: str, lang: str) -> dict[str, Any]:
    params = {
        name: book.param(name)
        for name, c in rulebook.catalogue().param_concern.items()
        if c == concern
    }
    cites = book.cite(concern)
    lines = [_param_line(book.param_info(name), lang) for name in params]
    if book.is_silent(concern) or not cites:
        note = book.concern_note(concern, lang)
        lines.append(say("rules.silent", lang) + (f": {note}" if note else ""))
    for c in cites:
        text = c.text_in(lang) if c.authority is Authority.INTERPRETATION else f"„{c.text}“"
        lines.append(f"{c.label_in(lang)}: {text}")
    return {"params": params, "cites": [c.to_json() for c in cites], "lines": lines}


def _param_line(info: rulebook.Param, lang: str) -> str:
    """``name = value``, and the rulebook's note on it in the reader's language."""
    note = info.note_in(lang)
    return f"{info.name} = {info.value!r}" + (f" ({note})" if note else "")


def _plain() -> bool:
    import os

    return "NO_COLOR" in os.environ or not sys.stdout.isatty()


def _width() -> int:
    import shutil

    return max(80, min(shutil.get_terminal_size((120, 24)).columns, 200))


def _print(text: str = "") -> None:
    """A line of the lookup: a house-rules file's texts with control characters escaped."""
    print(shown(text))
