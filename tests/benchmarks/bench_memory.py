"""Seconds and peak memory of each command on big files (``bench_memory.py``).

For files of 1k, 10k and 100k lines — clean, with a ``Streit:`` line in every deal, and
with a broken line in every deal (``bench_hostile._variants``) — runs each command as
a user would, in a child process of its own, and prints its wall time and its peak
memory (``ru_maxrss`` of that child, from ``os.wait4``), also as a multiple of the file
size above the start-up of the same command on a tiny file:

- ``check`` (text), ``check --format json``, ``annotate -o OUT``, ``referee --json``,
  the text report (``referee``, the terminal face in plain text; only up to
  ``--text-lines``), ``fmt --diff`` and ``analyse`` (open cards; only up to
  ``--analyse-lines``).  ``x file`` is the peak above start-up over the file's size,
  ``peak/file`` the whole peak over it.

Then the text report's seconds per 1,000 deals at 1k and 4k deals (``--deals`` for
others, e.g. ``--deals 1000 4000 16000``).  Linear means ten times the lines, about ten
times the seconds; bounded memory means the multiple stays flat.  A case longer than
``BENCH_TIMEOUT`` seconds (300) is stopped and shown as such.  ``BENCH_ROOT`` runs the
commands of another checkout (e.g. an older commit, for before/after figures).  Not
collected by pytest.

    python tests/benchmarks/bench_memory.py [--lines 1000 10000 100000] [--deals 1000 4000]
        [--text-lines 100000] [--analyse-lines 100000] [--commands annotate "text report"]
        [--kinds clean disputes errors]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE))

from tests.benchmarks.bench_hostile import _variants  # noqa: E402
from tests.benchmarks.corpus import corpus  # noqa: E402

ROOT = Path(os.environ.get("BENCH_ROOT", HERE)).resolve()

COMMANDS: dict[str, list[str]] = {
    "check": ["check", "{file}"],
    "check json": ["check", "--format", "json", "{file}"],
    "annotate": ["annotate", "{file}", "-o", "{out}"],
    "referee --json": ["referee", "{file}", "--json"],
    "text report": ["referee", "{file}"],
    "fmt --diff": ["fmt", "--diff", "{file}"],
    "analyse": ["analyse", "{file}"],
}
KINDS = ("clean", "disputes", "errors")  # the files of ``bench_hostile._variants``


def run(command: list[str], file: Path, timeout: float) -> tuple[float, int, int] | None:
    """Wall seconds, peak resident KB and exit status of one command, or None (stopped)."""
    out = file.with_suffix(".out")
    argv = [a.format(file=file, out=out) for a in command]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "100"}
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        child = subprocess.Popen(  # run in ROOT: ``-m`` puts the working directory first
            [sys.executable, "-m", "referee", *argv], stdout=sink, stderr=sink, env=env, cwd=ROOT
        )
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                child.returncode = os.waitstatus_to_exitcode(status)
                break
            if time.perf_counter() - start > timeout:
                child.kill()
                os.wait4(child.pid, 0)
                child.returncode = -9
                return None
            time.sleep(0.01)
    seconds = time.perf_counter() - start
    if out.exists():
        out.unlink()
    return seconds, usage.ru_maxrss, child.returncode


def _file(directory: Path, name: str, text: str) -> Path:
    path = directory / f"{name}.perlagg"
    path.write_text(text, encoding="utf-8")
    return path


def lines_table(
    directory: Path,
    counts: list[int],
    limits: dict[str, int],
    timeout: float,
    chosen: Sequence[str] = tuple(COMMANDS),
    kinds: Sequence[str] = KINDS,
) -> None:
    commands = {name: COMMANDS[name] for name in chosen}
    tiny = _file(directory, "tiny", _variants(1000)["clean"].split("Runde 2")[0])
    start = {name: (run(cmd, tiny, timeout) or (0, 0, 0))[1] for name, cmd in commands.items()}
    print("start-up peak on a tiny file (MB): "
          + ", ".join(f"{n} {kb / 1024:.0f}" for n, kb in start.items()))  # fmt: skip
    print(f"{'file':<24} {'MB':>5}  {'command':<15} {'seconds':>8} {'peak MB':>8} "
          f"{'x file':>7} {'peak/file':>9}  exit")  # fmt: skip
    for count in counts:
        for kind, text in _variants(count).items():
            if kind not in kinds:
                continue
            path = _file(directory, f"{count}-{kind}", text)
            size = path.stat().st_size / 1e6
            for name, command in commands.items():
                if count > limits.get(name, count):
                    continue
                result = run(command, path, timeout)
                label = f"{count:>7,} lines, {kind}"
                if result is None:
                    print(f"{label:<24} {size:5.2f}  {name:<15} > {timeout:.0f} s (stopped)")
                    continue
                seconds, kb, code = result
                grown = max(kb - start[name], 0) / 1024
                print(
                    f"{label:<24} {size:5.2f}  {name:<15} {seconds:8.2f} {kb / 1024:8.1f} "
                    f"{grown / size:7.1f} {kb / 1024 / size:9.1f}  {code}",
                    flush=True,
                )
            path.unlink()


def deals_table(directory: Path, deals: list[int], timeout: float) -> None:
    print("text report, seconds per 1,000 deals (target nobody reaches)")
    for n in deals:
        text = corpus(n).replace('[Ziel "15"]', '[Ziel "999999"]')
        path = _file(directory, f"deals-{n}", text)
        result = run(COMMANDS["text report"], path, timeout)
        if result is None:
            print(f"{n:>7,} deals  > {timeout:.0f} s (stopped)", flush=True)
            continue
        seconds, kb, _ = result
        print(
            f"{n:>7,} deals  {seconds:8.2f} s  {seconds / n * 1000:7.2f} s per 1,000 deals  "
            f"peak {kb / 1024:7.1f} MB",
            flush=True,
        )
        path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    parser.add_argument("--deals", type=int, nargs="*", default=[1_000, 4_000])
    parser.add_argument("--text-lines", type=int, default=100_000, help="largest text report")
    parser.add_argument("--analyse-lines", type=int, default=100_000, help="largest analyse")
    parser.add_argument("--commands", nargs="*", choices=tuple(COMMANDS), default=tuple(COMMANDS))
    parser.add_argument("--kinds", nargs="*", choices=KINDS, default=KINDS)
    args = parser.parse_args()
    timeout = float(os.environ.get("BENCH_TIMEOUT", "300"))
    print(
        f"perlagg memory benchmark: {ROOT} (Python {sys.version.split()[0]}, "
        f"os.cpu_count() = {os.cpu_count()}, load {os.getloadavg()[0]:.2f})"
    )
    with tempfile.TemporaryDirectory() as tmp:
        limits = {"text report": args.text_lines, "analyse": args.analyse_lines}
        lines_table(Path(tmp), args.lines, limits, timeout, args.commands, args.kinds)
        if args.deals:
            deals_table(Path(tmp), args.deals, timeout)
    print(f"load at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
