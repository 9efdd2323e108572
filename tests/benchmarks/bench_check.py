"""``perlagg check --jobs N`` on many files: wall-clock seconds for N = 1, 2, 4.

Run: ``python tests/benchmarks/bench_check.py [FILES]`` (default 400).  The files are
copies of the bundled examples (real games, real findings) in a temporary folder; each
run is a fresh ``python -m referee check`` process, as CI starts it, best of three.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def make_tree(folder: Path, count: int) -> None:
    examples = sorted((ROOT / "examples").glob("*.perlagg"))
    for i in range(count):
        src = examples[i % len(examples)]
        sub = folder / f"club{i % 10}"
        sub.mkdir(exist_ok=True)
        shutil.copy(src, sub / f"{i:04d}_{src.name}")
    for house in (ROOT / "examples").glob("*.toml"):  # [Regeln "stammtisch.toml"]
        for sub in folder.iterdir():
            shutil.copy(house, sub / house.name)


def run(folder: Path, jobs: int) -> tuple[float, float]:
    """Best wall-clock seconds of three runs, and the CPU seconds of that run (all
    processes): on a loaded machine the wall clock says more about the neighbours."""
    best, cpu = float("inf"), 0.0
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "referee", "check", "--quiet", "--jobs", str(jobs), str(folder)],
            cwd=folder,
            stdout=subprocess.DEVNULL,
            check=False,
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if wall < best:
            best = wall
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return best, cpu


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        make_tree(folder, count)
        print(f"{count} files, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
        base, cpu = run(folder, 1)
        print(f"--jobs 1: {base:6.2f} s wall, {cpu:6.2f} s CPU ({count / base:6.1f} files/s)")
        for jobs in (2, 4):
            t, cpu = run(folder, jobs)
            print(
                f"--jobs {jobs}: {t:6.2f} s wall, {cpu:6.2f} s CPU "
                f"({count / t:6.1f} files/s, x{base / t:.2f})"
            )


if __name__ == "__main__":
    main()
