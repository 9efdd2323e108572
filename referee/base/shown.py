r"""Text from a file, made safe to show: the one escaping every face uses.

Whatever a user wrote (a name, a ``Streit:`` question, a remark, a file name, a house
rule's title) may hold control characters: C0 (ESC starts a terminal sequence, a
newline forges a line), DEL, C1 (U+009B is a CSI, U+009D an OSC on many terminals),
bidi controls.  Every character ``str.isprintable`` refuses is shown as its escape
(``\x1b``, ``\u202e``), so nothing reaches a terminal or a CI log raw, and the result
is printable (escaping it again changes nothing).

- ``safe``: one line (check's text and github lines, error lines): a newline too.
- ``shown``: the multi-line faces (the rich report): a newline and a tab stay.
- ``safe_path``: a file name at the start of a line: ``safe``, and ``./`` before a name
  that would start a CI workflow command (``::error …``).
- ``no_command``: any line that would start one gets its first colon escaped.
- ``safe_lines``: a message of several lines (an error of the command): each line
  ``safe``, none a workflow command.
"""

from __future__ import annotations

__all__ = ["no_command", "safe", "safe_lines", "safe_path", "shown"]

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def safe(text: str) -> str:
    r"""One line of printable text: control characters (newline, ESC, NUL …) as escapes.

    >>> safe("Ist das\n::error file=x::erfunden?")
    'Ist das\\n::error file=x::erfunden?'
    >>> safe("rot \x1b[31m, \x9b2J, \x9d0;t\x07, \x7f")
    'rot \\x1b[31m, \\x9b2J, \\x9d0;t\\x07, \\x7f'
    >>> safe("Süß „Gleich“\t\u202e")
    'Süß „Gleich“\\t\\u202e'
    >>> safe(safe("\x1b")) == safe("\x1b")
    True
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else escape_char(ch) for ch in text)


def shown(text: str) -> str:
    r"""Text for a face that prints lines: as ``safe``, but a newline and a tab stay.

    >>> shown("Zeile 1\nZeile 2\t\x1b]0;Titel\x07")
    'Zeile 1\nZeile 2\t\\x1b]0;Titel\\x07'
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch in "\n\t" else escape_char(ch) for ch in text)


def safe_path(path: str) -> str:
    r"""A file name as the start of a line: escaped, and never a workflow command.

    >>> safe_path("::error file=README.md,line=1::x.perlagg")
    './::error file=README.md,line=1::x.perlagg'
    >>> safe_path("spiele/a\n.perlagg")
    'spiele/a\\n.perlagg'
    """
    text = safe(path)
    return "./" + text if text.lstrip().startswith("::") else text


def no_command(line: str) -> str:
    r"""A line that would start a CI workflow command (``::`` first, after blanks) with its
    first colon escaped; any other line as it is.

    >>> no_command("  ::error::x")
    '  \\x3a:error::x'
    >>> no_command("a ::error::x")
    'a ::error::x'
    """
    head = len(line) - len(line.lstrip())
    if line.startswith("::", head):
        return line[:head] + "\\x3a" + line[head + 1 :]
    return line


def safe_lines(text: str) -> str:
    r"""A text of lines, each made one line of printable text that starts no workflow
    command (the newlines between them stay).

    >>> safe_lines("a\x1b[2J\n::error::x")
    'a\\x1b[2J\n\\x3a:error::x'
    """
    return "\n".join(no_command(safe(line)) for line in text.split("\n"))


def escape_char(ch: str) -> str:
    r"""One character's escape: ``\n``, ``\r``, ``\t`` by name, others by code.

    >>> escape_char("\x9b"), escape_char("\u2028"), escape_char("\U000e0001")
    ('\\x9b', '\\u2028', '\\U000e0001')
    """
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
