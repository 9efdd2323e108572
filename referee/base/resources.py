"""Where the package's data lives: the grammar and the rulebooks.

Installed from a wheel they sit inside the package (``referee/_data``); in a source
checkout (or an editable install) they sit at the top of the repository.  Both are
found without looking at the working directory, and without :mod:`pathlib` (~3 ms to
import) unless a caller asks for a ``Path``: a start needs only the folders' names.

It also reads what users give perlagg (:func:`read_input`): only regular files of at
most ``MAX_INPUT_BYTES`` (64 MB), refused at once otherwise.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import TYPE_CHECKING, BinaryIO

from referee.base.errors import PerlaggError

if TYPE_CHECKING:
    from pathlib import Path

_PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


def data_folder(name: str) -> str:
    """The directory ``grammar`` or ``rulebooks``, installed or in the checkout."""
    for candidate in (
        os.path.join(_PACKAGE, "_data", name),
        os.path.join(os.path.dirname(_PACKAGE), name),
    ):
        if os.path.isdir(candidate):
            return candidate
    raise FileNotFoundError(f"perlagg data directory {name!r} is missing from the installation")


def data_dir(name: str) -> Path:
    """:func:`data_folder` as a ``Path``."""
    from pathlib import Path  # only for a caller that wants one (not at start-up)

    return Path(data_folder(name))


def grammar_path() -> Path:
    return data_dir("grammar") / "perlagg.lark"


def questions_grammar_path() -> Path:
    """The grammar of the questions of ``Streit:`` lines."""
    return data_dir("grammar") / "questions.lark"


def rulebooks_dir() -> Path:
    return data_dir("rulebooks")


def rulebooks_folder() -> str:
    """The rulebooks' directory as text (what a start needs: no ``pathlib``)."""
    return data_folder("rulebooks")


# --------------------------------------------------------------------------- reading input
#: The largest transcript or rulebook perlagg reads (a season of a club's games is a
#: few MB); anything larger is refused before a byte of it is read.
MAX_INPUT_BYTES = 64 * 1024 * 1024


class InputRefused(PerlaggError, OSError):
    """A path that is not a regular file of sane size: refused before reading.

    ``key`` names the sentence in ``referee.messages`` (``input.*``); ``strerror``
    holds the German text, so handlers that only know ``OSError`` still say why.
    """

    def __init__(self, path: str, key: str, **args: object) -> None:
        from referee.messages import DE, say

        super().__init__(0, say(key, DE, **args), path)
        self.key, self.args_ = key, args

    def reason(self, lang: str) -> str:
        from referee.messages import say

        return say(self.key, lang, **self.args_)


def _kind(mode: int) -> str | None:
    """Why a file of this mode is refused (a message key), or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "input.directory"
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return "input.pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "input.device"
    return "input.not-regular"


def read_input(path: str | os.PathLike[str], limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    A directory, a FIFO, a socket or a device (``/dev/zero``) and a file larger than
    ``limit`` raise :class:`InputRefused` at once: nothing blocks (the file is opened
    non-blocking and checked again after opening, so a path swapped for a FIFO in
    between cannot hang the reader) and nothing is read without bound (a file that
    grows while it is read is cut at ``limit`` and refused).  Other failures raise
    the usual ``OSError`` (missing, no permission).
    """
    name = os.fspath(path)
    if "\0" in name:
        raise InputRefused(name, "input.nul")
    if (key := _kind(_stat(name).st_mode)) is not None:
        raise InputRefused(name, key)
    fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if (key := _kind(info.st_mode)) is not None:
            raise InputRefused(name, key)
        if info.st_size > limit:
            raise InputRefused(name, "input.too-large", size=_mb(info.st_size), limit=_mb(limit))
        return _read_at_most(fd, name, limit)
    finally:
        os.close(fd)


#: The system's failures of a path itself, each our sentence (``input.*``).
_PATH_FAULTS = {errno.ENAMETOOLONG: "input.name-too-long", errno.ELOOP: "input.link-loop"}


def _stat(name: str) -> os.stat_result:
    """``os.stat``; a name too long or a loop of links refused as :class:`InputRefused`."""
    try:
        return os.stat(name)
    except OSError as exc:
        if (key := _PATH_FAULTS.get(exc.errno or 0)) is not None:
            raise InputRefused(name, key) from None
        raise


def resolved(path: Path) -> Path:
    """``path.resolve()``; a loop of links (a ``RuntimeError`` before Python 3.13) and a
    name too long raise :class:`InputRefused`."""
    try:
        return path.resolve()
    except RuntimeError:
        raise InputRefused(str(path), "input.link-loop") from None
    except OSError as exc:
        if (key := _PATH_FAULTS.get(exc.errno or 0)) is not None:
            raise InputRefused(str(path), key) from None
        raise


def is_regular(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` names a regular file (following links); a name too long or a
    loop of links raises :class:`InputRefused`, any other failure is False."""
    mode = _mode(os.fspath(path))
    return mode is not None and stat.S_ISREG(mode)


def _mode(name: str) -> int | None:
    """The mode of what ``name`` names, None for nothing; the path's own faults raise."""
    try:
        return _stat(name).st_mode
    except InputRefused:
        raise
    except (OSError, ValueError):
        return None


def read_stream(stream: BinaryIO, name: str = "-", limit: int = MAX_INPUT_BYTES) -> bytes:
    """At most ``limit`` bytes of a stream (standard input); more is refused."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise InputRefused(name, "input.too-large", size=_mb(len(data)), limit=_mb(limit))
    return data


def refusal(exc: OSError, lang: str) -> str:
    """Why a file could not be read, in the reader's language: a refusal of
    :func:`read_input` says its own reason; the system's failures get ours."""
    from referee.messages import say

    if isinstance(exc, InputRefused):
        return exc.reason(lang)
    if isinstance(exc, FileNotFoundError):
        return say("cli.not-found", lang)
    if isinstance(exc, IsADirectoryError):
        return say("input.directory", lang)
    return say("cli.unreadable", lang, reason=exc.strerror or type(exc).__name__)


def _mb(size: int) -> str:
    """``67108865`` → ``"64.0 MB"`` (one decimal: a limit and a size just above it differ)."""
    return f"{size / (1024 * 1024):.1f} MB" if size >= 1024 * 1024 else f"{size} Bytes"


def _read_at_most(fd: int, name: str, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while chunk := os.read(fd, min(1 << 20, limit + 1 - total)):
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise InputRefused(name, "input.too-large", size=_mb(total), limit=_mb(limit))
    return b"".join(chunks)
