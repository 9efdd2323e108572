r"""Text made safe for XML and HTML: what XML forbids dropped, bidi controls closed.

XML 1.0 allows neither the C0 controls but tab, newline and carriage return, nor
U+FFFE, U+FFFF or a lone surrogate; a parser stops at the first one, so the SVG and
the page drop them (:func:`xml_text`).  A bidi embedding, override or isolate that a
name opens is closed at its end (:func:`closed_bidi`), so that a name with U+202E
cannot turn its neighbours around; the markup isolates names as well (``<bdi>``,
``unicode-bidi: isolate``).

>>> escape('Sepp\x00 <a> & "b"\ufffe')
'Sepp &lt;a&gt; &amp; &quot;b&quot;'
>>> xml_escape('<"b">\x1b')
'&lt;"b"&gt;'
>>> escape("\u202eabc") == "\u202eabc\u202c"
True
"""

from __future__ import annotations

import re

#: What XML 1.0 does not allow in a document (and the noncharacters U+FDD0–U+FDEF,
#: U+xFFFE/U+xFFFF of every plane, which it discourages).
FORBIDDEN = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff"
    + "".join(f"{chr(p << 16 | 0xFFFE)}{chr(p << 16 | 0xFFFF)}" for p in range(1, 17))
    + "]"
)
_OPENS = {"\u202a": "\u202c", "\u202b": "\u202c", "\u202d": "\u202c", "\u202e": "\u202c"}
_ISOLATES = {"\u2066", "\u2067", "\u2068"}
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def xml_text(text: str) -> str:
    r"""``text`` without the characters XML forbids.

    >>> xml_text("a\x01b\x0bc\ud800d\U0010ffffe\tf")
    'abcde\tf'
    """
    return FORBIDDEN.sub("", text)


def closed_bidi(text: str) -> str:
    r"""``text`` with every embedding, override and isolate it opens closed at its end.

    >>> [hex(ord(c)) for c in closed_bidi("\u2067a\u202eb")]
    ['0x2067', '0x61', '0x202e', '0x62', '0x202c', '0x2069']
    >>> closed_bidi("a\u202cb\u2069") == "a\u202cb\u2069"
    True
    """
    if not _BIDI.search(text):
        return text
    pending: list[str] = []  # the closers owed, innermost last
    for ch in text:
        if ch in _OPENS:
            pending.append("\u202c")
        elif ch in _ISOLATES:
            pending.append("\u2069")
        elif ch == "\u202c" and pending and pending[-1] == "\u202c":
            pending.pop()
        elif ch == "\u2069" and "\u2069" in pending:  # closes its isolate and all within
            del pending[len(pending) - 1 - pending[::-1].index("\u2069") :]
    return text + "".join(reversed(pending))


def escape(text: str, quote: bool = True) -> str:
    """``text`` for the page, as :func:`html.escape` writes it, forbidden characters
    dropped and bidi closed."""
    import html

    return html.escape(closed_bidi(xml_text(text)), quote)


def xml_escape(text: str, entities: dict[str, str] | None = None) -> str:
    """``text`` for the SVG, as :func:`xml.sax.saxutils.escape` writes it, forbidden
    characters dropped and bidi closed."""
    from xml.sax.saxutils import escape as sax_escape

    return sax_escape(closed_bidi(xml_text(text)), entities or {})
