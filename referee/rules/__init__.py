"""The rulebooks: their model (paragraphs, parameters, concerns, interpretations), the
loader of the built-in and house-rules files, and its checks.

The rest of the referee uses what this package exports: :func:`load` a rulebook (a
built-in by its id, or a file), :func:`builtin_ids`, :func:`catalogue` (the concerns
and parameters of ``concerns.toml``), the model's classes and :class:`RulebookError`.

May import: ``referee.model``, ``referee.base``, ``referee.messages``; never
``referee.notation``.
"""

from referee.rules.loader import builtin_ids, catalogue, load
from referee.rules.model import (
    MAX_EXTENDS,
    MAX_NESTING,
    MAX_PROBLEMS,
    Catalogue,
    Paragraph,
    Param,
    Problem,
    Rulebook,
    RulebookError,
    normalize_ref,
)

__all__ = [
    "MAX_EXTENDS",
    "MAX_NESTING",
    "MAX_PROBLEMS",
    "Catalogue",
    "Paragraph",
    "Param",
    "Problem",
    "Rulebook",
    "RulebookError",
    "builtin_ids",
    "catalogue",
    "load",
    "normalize_ref",
]
