"""Benchmark start-up: ``python tests/benchmarks/bench_startup.py [ROUNDS]``.

Runs, interleaved and side by side, the yardstick ``python -c "import lark, rich"`` and
the commands a user feels at every pre-commit hook and CI step, on a small bundled
transcript: ``perlagg check``, ``perlagg referee --json`` and the rich report.  Prints the
median wall time of each and its ratio to the yardstick (the goals of the speed issue:
check and JSON within 1.3×, the rich report within 2×).  Interleaving the runs spreads
any load on the machine over all of them alike, so the ratios hold where the absolute
times do not; the CPU column (user + system time of each run) hardly moves with the
load of a shared machine.  The first run of each command is not counted: it writes the
bytecode, as a user's first run does.
``ROUNDS`` defaults to 21; on a busy machine use more.  Not collected by pytest.
"""

from __future__ import annotations

import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "examples" / "01_gleich_ohne_gebot.perlagg"

YARDSTICK = ("yardstick: import lark, rich", [sys.executable, "-c", "import lark, rich"])
COMMANDS = (
    ("perlagg check FILE", ["check", str(SMALL)], 1.3),
    ("perlagg referee FILE --json", ["referee", str(SMALL), "--json"], 1.3),
    ("perlagg referee FILE (rich report)", ["referee", str(SMALL)], 2.0),
)


# Every run may keep its compiled bytecode, as a pip-installed perlagg (and the lark and
# rich of the yardstick) has it: PYTHONDONTWRITEBYTECODE in the environment would make
# perlagg, and only perlagg, compile all its modules at every start.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def wall(argv: list[str]) -> tuple[float, float]:
    """Seconds one run of ``argv`` takes, wall clock and CPU (user + system), its output
    thrown away.  The CPU seconds hardly change with the load of a shared machine."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=ENV)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def _load() -> str:
    """The machine's load average (1, 5, 15 minutes): other work slows every run alike."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def command() -> list[str]:
    """The ``perlagg`` command as a user runs it: the script pip installs beside this
    Python (``python -m referee`` where there is none; runpy costs it ~3 ms more)."""
    script = Path(sys.executable).with_name("perlagg")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "referee"]


def main() -> None:
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and not sys.argv[1].isdigit()):
        print(__doc__)  # -h, --help, or anything but a number of rounds
        return
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    perlagg = command()
    runs = [YARDSTICK] + [(name, perlagg + args) for name, args, _ in COMMANDS]
    load = _load()
    for _, argv in runs:  # warm the file cache and the bytecode once
        wall(argv)
    times: dict[str, list[float]] = {name: [] for name, _ in runs}
    cpus: dict[str, list[float]] = {name: [] for name, _ in runs}
    for _ in range(rounds):
        for name, argv in runs:
            seconds, cpu = wall(argv)
            times[name].append(seconds)
            cpus[name].append(cpu)
    print(f"perlagg start-up benchmark: {rounds} interleaved rounds, medians")
    print(f"Python {platform.python_version()}, os.cpu_count() = {os.cpu_count()}")
    print(f"load average before the runs: {load}, after: {_load()}")
    print(f"perlagg is run as: {' '.join(perlagg)}")
    base = statistics.median(times[YARDSTICK[0]])
    base_cpu = statistics.median(cpus[YARDSTICK[0]])
    print(f"{'':<40} {'wall':>9}  {'ratio':>5}   {'CPU':>9}  {'ratio':>5}")
    print(f"{YARDSTICK[0]:<40} {base * 1000:6.1f} ms  {'':>5}   {base_cpu * 1000:6.1f} ms")
    for name, _, goal in COMMANDS:
        median, cpu = statistics.median(times[name]), statistics.median(cpus[name])
        ratio = median / base
        verdict = "within" if ratio <= goal else "over"
        print(
            f"{name:<40} {median * 1000:6.1f} ms  {ratio:4.2f}×   {cpu * 1000:6.1f} ms  "
            f"{cpu / base_cpu:4.2f}×  ({verdict} the goal {goal}×)"
        )


if __name__ == "__main__":
    main()
