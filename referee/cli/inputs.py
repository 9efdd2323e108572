"""Reading what the user names: files, folders, and ``-`` for standard input.

Nothing here blocks or reads without bound: a FIFO, a device or a file larger than
``MAX_INPUT_BYTES`` (referee.base.resources) is refused before a byte is read; folders are
walked without following a link twice, and every path that cannot be checked
(missing, unreadable folder, dangling link, link loop) comes back as a problem to
report, never silently dropped.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.base.errors import PerlaggError
from referee.base.record import record
from referee.base.resources import read_input as read_file
from referee.base.resources import read_stream, refusal
from referee.base.shown import no_command, safe
from referee.messages import DE, say

if TYPE_CHECKING:
    from pathlib import Path

SUFFIX = ".perlagg"
STDIN = "-"


def folder_of(name: str) -> str:
    """The folder a transcript's relative paths (``[Regeln "…"]``) start from, as text:
    its own (``.`` for a bare name), the working directory for standard input.

    >>> folder_of("games/a.perlagg"), folder_of("a.perlagg"), folder_of("/a.perlagg")
    ('games', '.', '/')
    >>> folder_of(STDIN) == os.getcwd()
    True
    """
    if name == STDIN:
        return os.getcwd()
    return os.path.dirname(name) or "."


class Unreadable(PerlaggError):
    """A path that cannot be read; the text is the reason, in the reader's language."""


@record
class Collected:
    files: tuple[str, ...]
    problems: tuple[tuple[str, str], ...]  # (path, reason) for what cannot be checked
    empty: tuple[str, ...]  # folders without a transcript


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file (also when one does not exist yet): a command
    never writes its output over its input."""
    try:
        if a.exists() and b.exists():
            return os.path.samefile(a, b)
        return a.resolve() == b.resolve()
    except OSError:
        return False


def fail(lines: Iterable[str]) -> int:
    """The lines on standard error, and exit status 2 (the file cannot be read or
    judged, or the command is wrong), each one line of printable text that starts no CI
    workflow command, whatever file name or text it repeats.  An error's source line
    and caret (``NotationError.format``) follow it, tabs as spaces (the caret lines up)."""
    for line in lines:
        head, *excerpt = line.split("\n")
        print(no_command(safe(head)), file=sys.stderr)
        for piece in excerpt:
            print(no_command(safe(piece.expandtabs())), file=sys.stderr)
    return 2


def read_input(name: str, lang: str = DE) -> bytes:
    """The bytes of ``name`` (``-``: standard input), or ``Unreadable`` with the reason.

    The reading itself is :func:`referee.base.resources.read_input` (regular files of at most
    ``MAX_INPUT_BYTES``, nothing that blocks); this adds standard input and says why
    in the reader's language."""
    try:
        if name == STDIN:
            return read_stream(sys.stdin.buffer)
        return read_file(name)
    except OSError as exc:
        raise Unreadable(refusal(exc, lang)) from None


def collect(paths: Iterable[str], lang: str = DE) -> Collected:
    """The transcripts under ``paths`` in a stable order, each once, and the problems."""
    files: list[str] = []
    problems: list[tuple[str, str]] = []
    empty: list[str] = []
    for raw in paths:
        if raw == STDIN:
            files.append(raw)
        elif os.path.isdir(raw):
            found = _walk(raw, problems, lang)
            files += found
            if not found:
                empty.append(raw)
        elif os.path.lexists(raw):
            if os.path.islink(raw) and not os.path.exists(raw):
                problems.append((raw, say("cli.dangling-link", lang)))
            else:
                files.append(raw)  # read_input says what is wrong with it, if anything
        else:
            problems.append((raw, say("cli.not-found", lang)))
    unique = tuple(dict.fromkeys(files))  # each once, in the order first named
    return Collected(unique, tuple(problems), tuple(empty))


def _walk(top: str, problems: list[tuple[str, str]], lang: str) -> list[str]:
    """Every ``*.perlagg`` below ``top``; links to folders followed once (loops reported)."""
    found: list[str] = []
    visited: set[tuple[int, int]] = set()
    pending = [top]
    while pending:
        folder = pending.pop()
        try:
            info = os.stat(folder)
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            problems.append((folder, say("cli.unreadable-folder", lang, reason=exc.strerror)))
            continue
        if (info.st_dev, info.st_ino) in visited:
            problems.append((folder, say("cli.link-loop", lang)))
            continue
        visited.add((info.st_dev, info.st_ino))
        subfolders: list[str] = []
        for entry in entries:
            _entry(entry, found, subfolders, problems, lang)
        pending += reversed(subfolders)
    from pathlib import Path  # for a folder's files only: one file needs no order

    if top == os.curdir:  # ``perlagg check .``: ``games/a.perlagg``, as ruff names it
        found = [f.removeprefix(os.curdir + os.sep) for f in found]
    return sorted(found, key=lambda f: Path(f).parts)


def _entry(
    entry: os.DirEntry[str],
    found: list[str],
    subfolders: list[str],
    problems: list[tuple[str, str]],
    lang: str,
) -> None:
    try:
        is_dir = entry.is_dir()
        is_link = entry.is_symlink()
    except OSError as exc:
        problems.append((entry.path, say("cli.unreadable", lang, reason=exc.strerror)))
        return
    if is_dir:
        subfolders.append(entry.path)
    elif entry.name.endswith(SUFFIX):
        if is_link and not os.path.exists(entry.path):
            problems.append((entry.path, say("cli.dangling-link", lang)))
        else:
            found.append(entry.path)
