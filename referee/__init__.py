"""perlagg: the rules of Perlaggen as data, and a referee that rules by the book.

The data flows one way: text → events (``parse``) → replay under a rulebook →
findings and scores → report.
"""

from __future__ import annotations

from referee.notation import ParseError, parse, render

__version__ = "0.1.0"
__all__ = ["ParseError", "__version__", "parse", "render"]
