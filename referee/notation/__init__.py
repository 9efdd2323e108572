"""The transcript notation: text in, events out, and events back to text.

The grammar (``grammar/perlagg.lark``) is analysed by lark at commit time into the tables
of ``_lalr`` (``python -m referee.notation.gen_parser``); ``lalr`` runs them.  ``parser``
reads a transcript (``text`` decodes its bytes, ``events`` turns each rule into an event,
``state`` is what one parse knows while it runs, ``syntax_errors`` and ``words`` put a
mistake in a player's words, ``errors`` are the errors it raises), and ``render`` writes
the canonical line of an event.  May import: ``referee.model``, ``referee.base``,
``referee.messages``; never ``referee.rules``.
"""

from referee.notation.errors import NotationError, ParseError
from referee.notation.parser import parse, tree_parser
from referee.notation.render import render, render_event
from referee.notation.state import ERRORS_PER_LINE, MAX_DIGITS

__all__ = [
    "ERRORS_PER_LINE",
    "MAX_DIGITS",
    "NotationError",
    "ParseError",
    "parse",
    "render",
    "render_event",
    "tree_parser",
]
