"""argparse in the reader's language.

Help texts, descriptions and metavars of the sub-commands are message keys
(``help.check.format``); the formatter of ``Parser`` looks them up in
``referee.messages`` for the run's language (a text that is no key is shown as it is).
argparse's own phrases ("usage:", "positional arguments", "the following arguments are
required: %s") come from ``gettext``; ``argparse_in(lang)`` routes them through the
message table (keys ``argparse:<English phrase>``) while the arguments are parsed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from typing import Any, NoReturn

from referee.messages import DE, EN, MESSAGES, say


def translate(text: str | None, lang: str) -> str | None:
    """A message key in ``lang``; any other text unchanged.

    >>> translate("help.lang", "en")[:42]
    'language of all messages: de or en (else P'
    >>> translate("schon Text", "en")
    'schon Text'
    """
    if text is None or text not in MESSAGES:
        return text
    return say(text, lang)


def phrase(msgid: str, lang: str) -> str:
    """argparse's phrase ``msgid`` in ``lang`` (English is argparse's own)."""
    if lang == EN:
        return msgid
    texts = MESSAGES.get(f"argparse:{msgid}")
    return texts[DE] if texts else msgid


@contextlib.contextmanager
def argparse_in(lang: str) -> Iterator[None]:
    """argparse speaks ``lang`` inside the block (its ``_`` and ``ngettext``)."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]  # argparse's gettext hooks are not in its stubs

    def gettext(msgid: str) -> str:
        return phrase(msgid, lang)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return phrase(singular if n == 1 else plural, lang)

    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]  # argparse's gettext hooks are not in its stubs
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]  # argparse's gettext hooks are not in its stubs


class HelpFormatter(argparse.HelpFormatter):
    """Looks help texts and metavars up in the message table."""

    lang = DE

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:  # fmt: skip
        # argparse makes a formatter for every argument added; its own width (None)
        # imports shutil at every start for what columns() says as well
        width = columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)

    def _expand_help(self, action: argparse.Action) -> str:
        help_text = translate(action.help, self.lang) or ""
        params: dict[str, Any] = dict(vars(action), prog=self._prog)
        params = {k: getattr(v, "__name__", v) for k, v in params.items() if v is not None}
        if params.get("choices") is not None:
            params["choices"] = ", ".join(str(c) for c in params["choices"])
        try:
            return help_text % params
        except (KeyError, TypeError, ValueError):
            return help_text

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str) -> Any:
        if isinstance(action.metavar, str):
            action = _with_metavar(action, translate(action.metavar, self.lang))
        return super()._metavar_formatter(action, default_metavar)

    def _format_text(self, text: str) -> str:
        return super()._format_text(translate(text, self.lang) or "")


def columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size().columns`` says it: $COLUMNS,
    else the width of the terminal on standard output, else 80."""
    try:
        width = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        width = 0
    if width > 0:
        return width
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80  # type: ignore[union-attr]  # None: AttributeError
    except (AttributeError, ValueError, OSError):
        return 80


def _with_metavar(action: argparse.Action, metavar: str | None) -> argparse.Action:
    """A shallow copy of ``action`` with another metavar (what ``copy.copy`` makes of an
    action, without importing ``copy`` and ``weakref`` for it at every start)."""
    clone = object.__new__(type(action))
    clone.__dict__.update(vars(action), metavar=metavar)
    return clone


class Parser(argparse.ArgumentParser):
    """An ArgumentParser in one language; errors exit 2 with the usage, as documented."""

    def __init__(self, *args: Any, lang: str = DE, **kwargs: Any) -> None:
        self.lang = lang
        formatter = type("Formatter", (HelpFormatter,), {"lang": lang})
        kwargs.setdefault("formatter_class", formatter)
        super().__init__(*args, **kwargs)

    def add_argument_group(self, *args: Any, **kwargs: Any) -> Any:
        if args:
            args = (translate(args[0], self.lang), *args[1:])
        if "title" in kwargs:
            kwargs["title"] = translate(kwargs["title"], self.lang)
        return super().add_argument_group(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        template = phrase("%(prog)s: error: %(message)s\n", self.lang)
        self.exit(2, template % {"prog": self.prog, "message": message})
