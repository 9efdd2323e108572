"""perlagg: the rules of Perlaggen as data, and a referee that rules by the book.

The data flows one way: text → events (``parse``) → replay under a rulebook →
findings and scores → report.
"""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["__version__"]
