"""A transcript's bytes as the parser reads them: UTF-8 decoded (each invalid byte
sequence marked where it is), a byte-order mark dropped, every line break a ``\\n``.

>>> decode(b"Runde\\r\\nA spielt H\\xff\\n")
('Runde\\r\\nA spielt H\\ufffd\\n', [(2, 11, 255)])
>>> normalise("\\ufeffRunde\\r\\nGeber: A\\rHand A: -")
'Runde\\nGeber: A\\nHand A: -'
"""

from __future__ import annotations

import re

__all__ = ["BadByte", "decode", "normalise"]

#: An invalid byte sequence: its line, its column (from 1), its first byte.
BadByte = tuple[int, int, int]

#: Every line break but ``\n``.
_LINE_BREAK = re.compile(r"\r\n?|\u2028|\u2029|\x85")
#: Invalid byte sequences looked for one by one; the rest are replaced silently.
_BAD_SEQUENCES = 20


def decode(data: bytes) -> tuple[str, list[BadByte]]:
    """UTF-8 text, each invalid byte sequence a U+FFFD, and the first such sequence of
    each line (of the first few) with its place."""
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    pieces: list[str] = []
    bad: list[tuple[int, int]] = []  # (offset in the decoded text, byte)
    pos, length = 0, 0
    while pos < len(data):
        try:
            pieces.append(data[pos:].decode("utf-8"))
            break
        except UnicodeDecodeError as exc:
            good = data[pos : pos + exc.start].decode("utf-8")
            pieces.append(good)
            length += len(good)
            bad.append((length, data[pos + exc.start]))
            pieces.append("\ufffd")
            length += 1
            pos += exc.end
            if len(bad) >= _BAD_SEQUENCES:
                pieces.append(data[pos:].decode("utf-8", errors="replace"))
                break
    text = "".join(pieces)
    return text, _places(text, bad)


def _places(text: str, bad: list[tuple[int, int]]) -> list[BadByte]:
    """Line and column of each bad byte (offset, byte) in ``text``, one per line."""
    found: list[BadByte] = []
    seen_lines: set[int] = set()
    for offset, byte in bad:
        before = text[:offset]
        breaks = list(_LINE_BREAK.finditer(before)) + list(re.finditer("\n", before))
        last = max((m.end() for m in breaks), default=0)
        line = len(_LINE_BREAK.sub("\n", before).split("\n"))
        if line in seen_lines:  # one error per line is enough to find the place
            continue
        seen_lines.add(line)
        found.append((line, offset - last + 1, byte))
    return found


def normalise(text: str) -> str:
    """The text without a byte-order mark, every line break a ``\\n``."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return _LINE_BREAK.sub("\n", text)
