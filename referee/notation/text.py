"""A transcript's bytes as the parser reads them: UTF-8 decoded (each invalid byte
sequence marked where it is), a byte-order mark dropped, every line break a ``\\n``.

>>> decode(b"Runde\\r\\nA spielt H\\xff\\n")
('Runde\\r\\nA spielt H\\ufffd\\n', [(2, 11, 255)])
>>> normalise("\\ufeffRunde\\r\\nGeber: A\\rHand A: -")
'Runde\\nGeber: A\\nHand A: -'
"""

from __future__ import annotations

from referee.base.lines import LINE_BREAK, line_at
from referee.base.lines import normalise as normalise

__all__ = ["BadByte", "decode", "normalise"]

#: An invalid byte sequence: its line, its column (from 1), its first byte.
BadByte = tuple[int, int, int]

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
        line = line_at(text, offset)
        last = max((m.end() for m in LINE_BREAK.finditer(text, 0, offset)), default=0)
        if line in seen_lines:  # one error per line is enough to find the place
            continue
        seen_lines.add(line)
        found.append((line, offset - last + 1, byte))
    return found
