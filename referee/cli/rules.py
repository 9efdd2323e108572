"""``perlagg rules``: the rulebooks, their paragraphs, and how two rulebooks differ.

    perlagg rules                           the built-in rulebooks
    perlagg rules 1890                      every paragraph, verbatim
    perlagg rules 1890 §9                   one paragraph and the concerns it governs
    perlagg rules diff 1890 schlanders-2013 the parameters that differ, one line each (--all)
    perlagg rules diff A B --full           concern by concern, with the paragraphs

A rulebook may also be a house-rules file (a path).  ``--json`` on each.  Paragraph
texts are quoted as the rulebook has them, never translated.  Output is plain text when
standard output is not a terminal or NO_COLOR is set, rich otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from referee import rules as rulebook
from referee.base import jsontext
from referee.base.errors import PerlaggError
from referee.base.shown import no_command, safe_lines, shown
from referee.messages import say
from referee.model.findings import Authority, Citation
from referee.rules import Paragraph, Rulebook, RulebookError

EXIT_OK, EXIT_ERROR = 0, 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "items",
        nargs="*",
        metavar="help.metavar.rules-items",
        help="help.rules.items",
    )
    parser.add_argument("--json", action="store_true", help="help.rules.json")
    parser.add_argument("--all", action="store_true", help="help.rules.all")
    parser.add_argument("--full", action="store_true", help="help.rules.full")
    parser.add_argument("--concern", metavar="help.metavar.concern", help="help.rules.concern")


def run(args: argparse.Namespace) -> int:
    items: list[str] = list(args.items)
    lang: str = args.lang
    from referee.cli import rules_lookup

    try:
        if args.concern:
            ids = [_load(i, lang).id for i in items]
            return rules_lookup.show_concern(args.concern, ids, args.json, lang)
        if not items:
            return _list(args.json, lang)
        if items[0] == "diff":
            if len(items) != 3:
                return _fail(say("rules.error.usage_diff", lang))
            left, right = _load(items[1], lang), _load(items[2], lang)
            if not (args.full or args.json):
                return _param_diff(left, right, args.all, lang)
            return _diff(left, right, args.all, args.json, lang)
        book = _load(items[0], lang)
        if len(items) == 1:
            return _show(book, book.paragraphs, args.json, lang)
        ref = " ".join(items[1:])
        page = rules_lookup.page_of(ref)
        if page is not None:
            return rules_lookup.show_page(book, page, args.json, lang)
        if ref in book.interpretations or _is_alias(book, ref):
            return rules_lookup.show_interpretation(book, ref, args.json, lang)
        try:
            paragraph = book.paragraph(ref)
        except KeyError:
            return _fail(_paragraph_error(book, ref, lang))
        return _show(book, (paragraph,), args.json, lang, single=True)
    except _Failed as failed:
        return _fail(str(failed))


def _is_alias(book: Rulebook, ref: str) -> bool:
    try:
        book.interpretation(ref)
    except KeyError:
        return False
    return True


class _Failed(PerlaggError):
    pass


def _fail(message: str) -> int:
    print(f"perlagg rules: {safe_lines(message)}", file=sys.stderr)
    return EXIT_ERROR


def _load(name: str, lang: str) -> Rulebook:
    from referee.cli import unknown_rulebook

    unknown = unknown_rulebook(name, lang)
    if unknown:
        raise _Failed(unknown)
    try:
        return rulebook.load(name)
    except RulebookError as exc:
        raise _Failed("\n".join(exc.lines(lang))) from None


def _paragraph_error(book: Rulebook, ref: str, lang: str) -> str:
    choices = book.matching_refs(ref)
    if len(choices) > 1:
        return say("rules.error.ambiguous", lang, id=book.id, ref=ref, choices=", ".join(choices))
    return say("rules.error.paragraph", lang, id=book.id, ref=ref)


# --- output ------------------------------------------------------------------------------


def _plain() -> bool:
    return "NO_COLOR" in os.environ or not sys.stdout.isatty()


class _Out:
    """Lines with a style: printed as they are when plain, through rich otherwise."""

    def __init__(self) -> None:
        self.plain = _plain()
        self.console: Any = None
        if not self.plain:
            from rich.console import Console

            self.console = Console(highlight=False)

    def line(self, text: str = "", style: str | None = None, indent: int = 0) -> None:
        # titles, refs and texts of a house-rules file among them: no raw control
        # character, and no line of theirs starts a CI workflow command
        text = "\n".join(no_command(part) for part in shown(text).split("\n"))
        if self.plain:
            pad = " " * indent
            print("\n".join(pad + part for part in text.split("\n")) if text else "")
            return
        from rich.padding import Padding
        from rich.text import Text

        # wrapped lines keep their indent on a terminal
        self.console.print(Padding(Text(text, style=style or ""), (0, 0, 0, indent)))

    def renderable(self, obj: Any) -> None:
        self.console.print(obj)


def _value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return say("rules.yes" if value else "rules.no", lang)
    if isinstance(value, list):
        return "[" + ", ".join(str(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value(v, lang)}" for k, v in value.items()) + "}"
    return str(value)


def _page(p: Paragraph, lang: str) -> str:
    return f" ({say('rules.page', lang, page=p.page)})" if p.page is not None else ""


# --- perlagg rules -------------------------------------------------------------------------


def _list(as_json: bool, lang: str) -> int:
    books = [rulebook.load(i) for i in rulebook.builtin_ids()]
    if as_json:
        rows = [
            {"id": b.id, "title": b.title, "date": b.date, "place": b.place, "extends": b.extends}
            for b in books
        ]
        print(jsontext.dumps({"rulebooks": rows}))
        return EXIT_OK
    out = _Out()
    if out.plain:
        out.line(say("rules.list.heading", lang))
        for b in books:
            extra = f" ({say('rules.extends', lang, parent=b.extends)})" if b.extends else ""
            out.line(f"{b.id}\t{b.date or ''}\t{b.place or ''}\t{b.title}{extra}")
        return EXIT_OK
    from rich.table import Table

    table = Table(title=say("rules.list.heading", lang))
    for key in ("id", "date", "place", "title", "extends"):
        table.add_column(say(f"rules.col.{key}", lang))
    for b in books:
        table.add_row(
            *(shown(t) for t in (b.id, b.date or "", b.place or "", b.title, b.extends or ""))
        )
    out.renderable(table)
    return EXIT_OK


# --- perlagg rules 1890 [§9] -----------------------------------------------------------------


def _paragraph_json(book: Rulebook, p: Paragraph) -> dict[str, Any]:
    data: dict[str, Any] = {"ref": p.ref, "text": p.text, "page": p.page}
    if p.title:
        data["title"] = p.title
    if p.gap:
        data["gap"] = p.gap
    if p.gap_en:
        data["gap_en"] = p.gap_en
    if p.provenance:
        data["provenance"] = p.provenance
    if p.provenance_en:
        data["provenance_en"] = p.provenance_en
    data["concerns"] = list(book.concerns_of(p.ref))
    return data


def _source_line(book: Rulebook, lang: str) -> str:
    """Author, work, publication and pages; the latter two in English where given."""
    src = book.source
    parts = [src.get(k) for k in ("author", "work")]
    parts += [(lang == "en" and src.get(f"{k}_en")) or src.get(k) for k in ("published", "pages")]
    return ", ".join(str(p) for p in parts if p)


def _show(
    book: Rulebook,
    paragraphs: Sequence[Paragraph],
    as_json: bool,
    lang: str,
    single: bool = False,
) -> int:
    if as_json:
        data = {
            "id": book.id,
            "title": book.title,
            "paragraphs": [_paragraph_json(book, p) for p in paragraphs],
        }
        print(jsontext.dumps(data))
        return EXIT_OK
    out = _Out()
    out.line(f"{book.id} — {book.title}", style="bold")
    if not single:
        facts = [f for f in (book.place, book.date) if f]
        if book.extends:
            facts.append(say("rules.extends", lang, parent=book.extends))
        facts.append(say("rules.count", lang, n=len(paragraphs)))
        out.line(", ".join(facts), style="dim")
        if src := _source_line(book, lang):
            out.line(say("rules.source", lang, source=src), style="dim")
    cat = rulebook.catalogue()
    for p in paragraphs:
        out.line()
        head = p.ref + (f" {p.title}" if p.title else "") + _page(p, lang)
        out.line(head, style="bold cyan")
        out.line(f"„{p.text.strip()}“", indent=2)  # a quotation, in any language
        if gap := p.gap_in(lang):
            out.line(say("rules.gap", lang, gap=gap), style="yellow", indent=2)
        if provenance := p.provenance_in(lang):
            out.line(say("rules.provenance", lang, provenance=provenance), style="dim", indent=2)
        if single:
            concerns = book.concerns_of(p.ref)
            if concerns:
                listed = "\n".join(f"  {c} — {cat.meaning(c, lang)}" for c in concerns)
                out.line(say("rules.governs", lang) + "\n" + listed, indent=2)
            elif reason := p.non_operative_in(lang):
                out.line(say("rules.governs_nothing", lang, reason=reason), indent=2)
    return EXIT_OK


# --- perlagg rules diff A B -----------------------------------------------------------------


def _label(c: Citation, lang: str, book: Rulebook) -> str:
    if c.authority is Authority.EXPLANATION:
        return say("rules.explanation", lang, ref=c.ref)
    if c.authority is Authority.INTERPRETATION:
        return say("rules.interpretation", lang, ref=c.ref)
    if c.rulebook != book.id:
        return say("rules.support", lang, rulebook=c.rulebook, ref=c.ref)
    return c.ref


def _substance(cites: Sequence[Citation]) -> tuple[tuple[str, str], ...]:
    """What a concern's citations say, regardless of labels and provenance: 1924's
    inherited §13 says what 1890's §13 says."""
    return tuple((c.authority.value, " ".join(c.text.split())) for c in cites)


def _rows(left: Rulebook, right: Rulebook, show_all: bool, lang: str) -> list[dict[str, Any]]:
    cat = rulebook.catalogue()
    params_of: dict[str, list[str]] = {}
    for name, concern in cat.param_concern.items():
        params_of.setdefault(concern, []).append(name)
    rows: list[dict[str, Any]] = []
    for key in cat.concerns:
        meaning = cat.meaning(key, lang)
        params: list[dict[str, Any]] = [
            {
                "name": name,
                "left": left.param_info(name),
                "right": right.param_info(name),
            }
            for name in params_of.get(key, [])
        ]
        lc, rc = left.cite(key), right.cite(key)
        differs = _substance(lc) != _substance(rc) or any(
            p["left"].value != p["right"].value for p in params
        )
        if differs or show_all:
            rows.append(
                {"concern": key, "meaning": meaning, "params": params, "left": lc, "right": rc}
            )
            rows[-1]["differs"] = differs
    return rows


def _diff(left: Rulebook, right: Rulebook, show_all: bool, as_json: bool, lang: str) -> int:
    rows = _rows(left, right, show_all, lang)
    total = len(rulebook.catalogue().concerns)
    if as_json:
        data = {
            "left": left.id,
            "right": right.id,
            "concerns": [
                {
                    "concern": r["concern"],
                    "meaning": r["meaning"],
                    "differs": r["differs"],
                    "params": [
                        {
                            "name": p["name"],
                            "left": p["left"].value,
                            "right": p["right"].value,
                            "left_refs": list(p["left"].refs),
                            "right_refs": list(p["right"].refs),
                        }
                        for p in r["params"]
                    ],
                    "left": [c.to_json() for c in r["left"]],
                    "right": [c.to_json() for c in r["right"]],
                }
                for r in rows
            ],
        }
        print(jsontext.dumps(data))
        return EXIT_OK
    out = _Out()
    key = "rules.diff.all_heading" if show_all else "rules.diff.heading"
    out.line(say(key, lang, left=left.id, right=right.id), style="bold")
    n = sum(r["differs"] for r in rows)
    out.line(say("rules.diff.count", lang, n=n, total=total), style="dim")
    if not rows:
        out.line(say("rules.diff.none", lang))
        return EXIT_OK
    if out.plain:
        for r in rows:
            _plain_row(out, r, left, right, lang)
    else:
        out.renderable(_table(rows, left, right, lang))
    return EXIT_OK


def _param_diff(left: Rulebook, right: Rulebook, show_all: bool, lang: str) -> int:
    """The parameters the two rulebooks set differently, one line each (with
    ``show_all`` every parameter): the table that fits a screen.  How many concerns
    differ in wording, and where to read them (``--full``), below it."""
    rows = _param_rows(left, right, show_all, lang)
    head = [say("rules.col.param", lang), shown(left.id), shown(right.id)]
    out = _Out()
    key = "rules.diff.all_heading" if show_all else "rules.diff.heading"
    out.line(say(key, lang, left=left.id, right=right.id), style="bold")
    n = sum(p.value != q.value for p, q in _param_pairs(left, right))
    out.line(say("diff.params-count", lang, n=n, total=len(_param_pairs(left, right))), style="dim")
    out.line()
    for i, line in enumerate(_columns_of([head, *rows])):
        out.line(line, style="bold" if i == 0 else None)
    concerns = _rows(left, right, False, lang)
    out.line()
    total = len(rulebook.catalogue().concerns)
    more = say("diff.wording", lang, n=len(concerns), total=total, left=left.id, right=right.id)
    out.line(more, style="dim")
    return EXIT_OK


def _columns_of(rows: list[list[str]]) -> list[str]:
    """Rows of three cells as aligned columns within the terminal's width (at least 80
    columns): a value too wide for its column goes on over the next lines.

    >>> _columns_of([["p", "a", "b"], ["deck.weli", "ja (S. 52)", "nein (A 1)"]])
    ['p          a           b', 'deck.weli  ja (S. 52)  nein (A 1)']
    """
    import textwrap

    from referee.cli.i18n import columns

    first = max(len(r[0]) for r in rows)
    room = max(columns(), 80) - first - 4
    widths = [max(len(r[i]) for r in rows) for i in (1, 2)]
    if sum(widths) > room:  # each value column gets its share of the room
        widths = [min(widths[0], max(room // 2, room - widths[1])), 0]
        widths[1] = room - widths[0]
    out = []
    for row in rows:
        cells = [
            textwrap.wrap(c, w, break_on_hyphens=False) or [""]
            for c, w in zip(row[1:], widths, strict=True)
        ]
        for k in range(max(len(c) for c in cells)):
            parts = [row[0] if k == 0 else "", *(c[k] if k < len(c) else "" for c in cells)]
            line = "  ".join(x.ljust(w) for x, w in zip(parts, [first, *widths], strict=True))
            out.append(line.rstrip())
    return out


def _param_pairs(left: Rulebook, right: Rulebook) -> list[tuple[rulebook.Param, rulebook.Param]]:
    """Every parameter of the catalogue, as each rulebook sets it, in the catalogue's order."""
    return [(left.param_info(n), right.param_info(n)) for n in rulebook.catalogue().params]


def _param_rows(left: Rulebook, right: Rulebook, show_all: bool, lang: str) -> list[list[str]]:
    """``[name, left value (refs), right value (refs)]`` of each parameter that differs
    (``show_all``: of each), a value marked ``≠`` where it differs."""
    rows = []
    for p, q in _param_pairs(left, right):
        if p.value != q.value or show_all:
            mark = " ≠" if p.value != q.value and show_all else ""
            rows.append([p.name + mark, _param_text(p, lang), _param_text(q, lang)])
    return rows


def _param_text(info: rulebook.Param, lang: str) -> str:
    refs = f" ({', '.join(info.refs)})" if info.refs else ""
    return _value(info.value, lang) + refs


def _plain_row(out: _Out, r: dict[str, Any], left: Rulebook, right: Rulebook, lang: str) -> None:
    out.line()
    out.line(f"== {r['concern']} — {r['meaning']}")
    for p in r["params"]:
        differs = p["left"].value != p["right"].value
        out.line(p["name"] + (" ≠" if differs else ""), indent=2)
        out.line(f"{left.id}: {_param_text(p['left'], lang)}", indent=4)
        out.line(f"{right.id}: {_param_text(p['right'], lang)}", indent=4)
    for book, cites in ((left, r["left"]), (right, r["right"])):
        out.line(f"{book.id}:", indent=2)
        for text in _cell_lines(book, r["concern"], cites, lang):
            out.line(text, indent=4)


def _cell_lines(book: Rulebook, concern: str, cites: Sequence[Citation], lang: str) -> list[str]:
    if not cites:
        note = book.concern_note(concern, lang)
        return [say("rules.silent", lang) + (f": {note}" if note else "")]
    return [f"{_label(c, lang, book)}: {c.text_in(lang)}" for c in cites]


def _table(rows: list[dict[str, Any]], left: Rulebook, right: Rulebook, lang: str) -> Any:
    from rich.table import Table

    from referee.faces.terminal import Text  # escapes what a house-rules file wrote

    table = Table(show_lines=True, expand=True)
    table.add_column(say("rules.col.concern", lang), style="bold", ratio=1)
    table.add_column(shown(left.id), ratio=3)
    table.add_column(shown(right.id), ratio=3)

    def cell(side: str, book: Rulebook, r: dict[str, Any]) -> Text:
        text = Text()
        for p in r["params"]:
            differs = p["left"].value != p["right"].value
            text.append(f"{p['name']} = ", style="cyan")
            text.append(_param_text(p[side], lang) + "\n", style="bold red" if differs else "")
        for line in _cell_lines(book, r["concern"], r[side], lang):
            label, _, body = line.partition(": ")
            text.append(label, style="magenta")
            text.append(f": {body}\n" if body else "\n")
        return text

    for r in rows:
        table.add_row(
            Text(f"{r['concern']}\n{r['meaning']}"),
            cell("left", left, r),
            cell("right", right, r),
        )
    return table
