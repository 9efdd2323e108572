"""perlagg: the rules of Perlaggen as data, and a referee that rules by the book.

The data flows one way: text → events (``parse``) → replay under a rulebook →
findings and scores → report.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
__all__ = ["ParseError", "__version__", "parse", "render"]


def __getattr__(name: str) -> Any:
    """``parse``, ``render`` and ``ParseError`` from ``referee.notation``, imported when
    first asked for: ``import referee.cli`` alone does not load the parser, so the
    command can quiet the collector before it loads the rest."""
    if name in ("ParseError", "parse", "render"):
        from referee import notation

        return getattr(notation, name)
    raise AttributeError(f"module 'referee' has no attribute {name!r}")
