"""``perlagg annotate FILE [-o OUT | --in-place]``: the transcript with the referee's
``{perlagg: …}`` annotations (logic in ``referee.faces.annotate``).

Without ``-o``/``--in-place`` the result goes to stdout.  ``--in-place`` writes a
temporary file beside the input and renames it over the input (atomic; permissions
kept); a temporary file that a killed run left is removed by the next.  ``-o`` never
overwrites the input itself.  Nothing is written when the file cannot be judged or the
result would not parse.  Exit 0/1 as the report, 2 on errors.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO

from referee.cli.inputs import fail, same_file
from referee.messages import say


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="help.metavar.file", help="help.file")
    target = parser.add_mutually_exclusive_group()
    target.add_argument("-o", "--output", metavar="help.metavar.out", help="help.annotate.output")
    target.add_argument("--in-place", action="store_true", help="help.annotate.in-place")
    parser.add_argument("--rules", metavar="help.metavar.rules", help="help.rules")
    parser.add_argument("--stdin-filename", metavar="help.metavar.file", help="help.stdin-filename")
    parser.add_argument("--analyse", action="store_true", help="help.annotate.analyse")
    from referee.cli.analyse import add_view_arguments

    add_view_arguments(parser, "help.annotate.view")


def run(args: argparse.Namespace) -> int:
    from referee.cli import tolerant_streams
    from referee.cli.inputs import STDIN, Unreadable, read_input
    from referee.cli.one_file import read_and_judge
    from referee.faces.annotate import AnnotateError

    tolerant_streams()
    lang = args.lang
    stdin = args.file == STDIN
    src = Path(args.stdin_filename or STDIN) if stdin else Path(args.file)
    if stdin and args.in_place:
        return fail([f"{STDIN}: {say('annotate.stdin-in-place', lang)}"])
    if args.output and args.output != "-" and same_file(src, Path(args.output)):
        return fail([f"{args.output}: {say('annotate.same-file', lang)}"])
    try:
        data = read_input(args.file, lang)
        text = data.decode("utf-8")
    except (Unreadable, UnicodeDecodeError) as exc:
        if isinstance(exc, Unreadable):
            return fail([f"{src}: {exc}"])
        # the referee words a decoding problem at its line and column
        return fail(read_and_judge(args.file, args.rules, lang).errors or [f"{src}: ?"])
    with tempfile.SpooledTemporaryFile(SPOOL, mode="w+b") as spool:
        try:
            code = _annotate_into(spool, text, src, args)
        except AnnotateError as exc:
            return fail(exc.lines)
        try:
            if args.in_place:
                remove_stale_temporaries(Path(os.path.realpath(src)))
                if not _same_bytes(spool, data):
                    write_atomic(src, spool)
            elif args.output and args.output != "-":
                with open(args.output, "wb") as fh:
                    _copy(spool, fh.write)
            else:
                _stdout_bytes(spool)
        except BrokenPipeError:  # the reader of standard output went away: main's to handle
            raise
        except OSError as exc:
            why = exc.strerror or exc
            return fail([f"{args.output or src}: {say('annotate.write', lang, reason=why)}"])
    return code


#: How many bytes of the annotated file ``annotate`` holds in memory before it spools the
#: rest to a temporary file (a 100k-line transcript annotates to some 15 MB).
SPOOL = 1 << 20


def _annotate_into(spool: IO[bytes], text: str, src: Path, args: argparse.Namespace) -> int:
    """The annotated transcript into ``spool`` (read back from its start), written as the
    deals are judged (``stream_annotated``); the whole result at once with the analysis,
    or where a remark came for a line already written.  The exit code; raises
    ``AnnotateError`` (then nothing is to be written)."""
    from referee.cli.analyse import seats_of
    from referee.faces.annotate import annotate_text, stream_annotated

    lang, name = args.lang, str(src)
    view = seats_of(args.view) if args.view else ()
    analyse = args.analyse or bool(view)
    code = None
    if not analyse:
        write = spool.write
        code = stream_annotated(
            text, name, args.rules, src.parent, lang, lambda t: write(t.encode())
        )
    if code is None:
        spool.seek(0)
        spool.truncate()
        samples = max(1, args.samples)
        result = annotate_text(text, name, args.rules, src.parent, lang, analyse, view, samples)
        spool.write(result.text.encode("utf-8"))
        code = result.exit_code
    spool.seek(0)
    return code


def _copy(spool: IO[bytes], write: Callable[[bytes], object]) -> None:
    """The spool's bytes from its start to ``write``, a piece at a time."""
    spool.seek(0)
    while chunk := spool.read(SPOOL):
        write(chunk)


def _same_bytes(spool: IO[bytes], data: bytes) -> bool:
    """Whether the spool holds exactly ``data``."""
    spool.seek(0)
    at = 0
    while chunk := spool.read(SPOOL):
        if data[at : at + len(chunk)] != chunk:
            return False
        at += len(chunk)
    return at == len(data)


def _stdout_bytes(spool: IO[bytes]) -> None:
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is not None:  # bytes as they are: the file's own line endings
        sys.stdout.flush()
        _copy(spool, buffer.write)
        buffer.flush()
    else:
        decoder = codecs.getincrementaldecoder("utf-8")()
        _copy(spool, lambda chunk: sys.stdout.write(decoder.decode(chunk)))
        sys.stdout.write(decoder.decode(b"", final=True))


def write_atomic(path: Path, data: bytes | IO[bytes]) -> None:
    """Write ``data`` (bytes, or a file read from its start) beside the target, then
    rename over it: the user's file is either the old or the new one, never half of
    each.  A symlink's target is written, not replaced."""
    target = Path(os.path.realpath(path))
    mode = stat.S_IMODE(target.stat().st_mode)
    remove_stale_temporaries(target)
    fd, tmp = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.{os.getpid()}.", suffix=_TEMP_SUFFIX
    )
    try:
        with os.fdopen(fd, "wb") as fh:
            if isinstance(data, bytes):
                fh.write(data)
            else:
                _copy(data, fh.write)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


_TEMP_SUFFIX = ".perlagg-tmp"


def remove_stale_temporaries(target: Path) -> list[Path]:
    """Remove what a killed ``--in-place`` left beside ``target``: our own temporary
    files (``.NAME.PID.XXXX.perlagg-tmp``) whose writer is no longer running.  A file
    of a run still going, or of any other name, is never touched."""
    removed: list[Path] = []
    head = f".{target.name}."
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(head) and name.endswith(_TEMP_SUFFIX)):
            continue
        pid = name[len(head) :].split(".", 1)[0]
        if not pid.isdigit() or _running(int(pid)) or not entry.is_file(follow_symlinks=False):
            continue
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
            removed.append(Path(entry.path))
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process, or no way to tell: leave the file alone
    return True
