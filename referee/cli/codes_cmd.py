"""``perlagg codes [CODE]``: what the codes of ``perlagg check`` mean, as ``ruff rule``.

    perlagg codes                  every kind and code, one line each
    perlagg codes follow-suit      one code: its meaning, its kind, and the paragraphs
                                   that govern it (``--rules``, else [tool.perlagg]
                                   rules, else 1890)
    perlagg codes score            one kind: what it is and whether it fails a run

Everything comes from the installed package (the concerns of ``concerns.toml``, the
built-in rulebooks, the message table), so a ``pip install perlagg`` without the
repository's ``docs/codes.md`` explains every code a message names.  A code that is no
code: exit 2, with the known code it likely means.
"""

from __future__ import annotations

import argparse
import sys

from referee.base.shown import safe_lines, shown
from referee.cli.codes import DISPUTE, ERROR_CODES, KINDS, unknown_code
from referee.messages import say

EXIT_OK, EXIT_ERROR = 0, 2
DEFAULT_BOOK = "1890"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("code", nargs="?", metavar="help.metavar.code", help="help.codes.code")
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.codes.rules")


def run(args: argparse.Namespace) -> int:
    lang: str = args.lang
    if args.code is None:
        _print_lines(listing(lang))
        return EXIT_OK
    code = args.code.strip()
    if code in KINDS:
        lines = [code, "", say(f"codes.kind.{code}", lang)]
    elif code in ERROR_CODES:
        lines = [f"{code} — {say(f'codes.error.{code}', lang)}", ""]
        lines.append(say("codes.kind", lang, kind=say("codes.kind-error", lang)))
    elif code == DISPUTE or code in _concerns():
        from referee.rules import RulebookError

        try:
            lines = explained(code, args.rules or DEFAULT_BOOK, lang)
        except RulebookError as exc:
            for line in exc.lines(lang) or ["?"]:
                print(f"perlagg codes: {safe_lines(line)}", file=sys.stderr)
            return EXIT_ERROR
    else:
        print(f"perlagg codes: {safe_lines(unknown_code(code, lang))}", file=sys.stderr)
        return EXIT_ERROR
    _print_lines(lines)
    return EXIT_OK


def _concerns() -> dict[str, str]:
    from referee.rules import catalogue

    return dict(catalogue().concerns)


def listing(lang: str) -> list[str]:
    """Every kind, concern and error code with its meaning, in the reader's language.

    >>> lines = listing("en")
    >>> lines[0][:40], "  score             a score written wrong" in "\\n".join(lines)
    ('The codes of perlagg check (perlagg code', True)
    """
    from referee.rules import catalogue

    cat = catalogue()
    out = [say("codes.heading", lang), "", say("codes.kinds", lang)]
    out += [f"  {k:<16}  {say(f'codes.kind.{k}', lang)}" for k in KINDS]
    out += ["", say("codes.findings", lang)]
    out += [f"  {c:<22}  {cat.meaning(c, lang)}" for c in cat.concerns]
    out.append(f"  {DISPUTE:<22}  {say('codes.dispute', lang)}")
    out += ["", say("codes.errors", lang)]
    out += [f"  {c:<22}  {say(f'codes.error.{c}', lang)}" for c in ERROR_CODES]
    return out


def explained(code: str, book_name: str, lang: str) -> list[str]:
    """A finding's code: its meaning, its kind, and what governs it under the rulebook
    (each paragraph quoted verbatim; an interpretation marked as ours by its label).

    >>> print("\\n".join(explained("claims-deadline", "1890", "en")[:4]))
    claims-deadline — Objections when the score is written
    <BLANKLINE>
    Kind: a finding: violation, score, ruling, undetermined or note, as the case is
    <BLANKLINE>
    """
    from referee import rules
    from referee.model.findings import Authority

    if code == DISPUTE:
        meaning, kind = say("codes.dispute", lang), say("codes.kind-dispute", lang)
    else:
        meaning, kind = rules.catalogue().meaning(code, lang), say("codes.kind-finding", lang)
    out = [f"{code} — {meaning}", "", say("codes.kind", lang, kind=kind), ""]
    if code == DISPUTE:
        return out
    book = rules.load(book_name)
    cites = book.cite(code)
    if book.is_silent(code) or not cites:
        note = book.concern_note(code, lang)
        out.append(say("codes.silent", lang, book=book.id) + (f" {note}" if note else ""))
    else:
        out.append(say("codes.paragraphs", lang, book=book.id))
        for c in cites:
            quoted = c.text_in(lang) if c.authority is Authority.INTERPRETATION else f"„{c.text}“"
            out += ["", *_wrapped(f"{c.label_in(lang)}: {quoted}")]
    out += ["", say("codes.every-book", lang, code=code)]
    return out


def _wrapped(text: str) -> list[str]:
    """A citation as a paragraph of lines indented by two, as wide as the terminal (at
    most 100 columns)."""
    import textwrap

    from referee.cli.i18n import columns

    width = max(40, min(columns(), 100))
    return textwrap.wrap(text, width, initial_indent="  ", subsequent_indent="  ") or [""]


def _print_lines(lines: list[str]) -> None:
    """The lines on standard output; a house-rules file's texts with control characters
    escaped."""
    print("\n".join(shown(line) for line in lines))
