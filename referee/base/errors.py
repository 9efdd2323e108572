"""The root of perlagg's exceptions: ``except PerlaggError`` catches what perlagg raises
on purpose, and nothing else.

Every exception class of the package derives from ``PerlaggError`` — a transcript that
does not parse (``ParseError``), a rulebook that cannot be loaded (``RulebookError``),
input refused or unreadable, a bad configuration — so a caller embedding the referee
can tell perlagg's refusals from its own bugs.  Where a class also means a builtin
exception (``InputRefused`` is an ``OSError``, ``IllegalPlay`` a ``ValueError``), it
keeps that base beside this one.

>>> class Refused(PerlaggError, OSError): ...
>>> isinstance(Refused("no"), PerlaggError), isinstance(Refused("no"), OSError)
(True, True)
"""

from __future__ import annotations


class PerlaggError(Exception):
    """An error perlagg raises on purpose: the base of every exception class it defines."""


__all__ = ["PerlaggError"]
