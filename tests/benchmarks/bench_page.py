"""Size and peak memory of the HTML page beside the ``--json`` report (``bench_page.py``).

For matches of 10, 100, 1,000 and 6,400 deals (``corpus.one_deal_repeated``: one fully
played deal and its mirror by turns, under a target nobody reaches, so every deal is
judged and drawn) runs ``perlagg referee FILE --json`` and ``perlagg referee FILE --html
OUT`` as a user would, each in a child process of its own, and prints the output's size,
the wall time and the peak memory (``ru_maxrss`` of that child, from ``os.wait4``) — and
the page's size and peak as a multiple of the JSON's.  Bounded memory means the page's
peak stays flat as the deals grow; linear size means the multiple of the JSON stays flat.
``BENCH_ROOT`` runs the commands of another checkout (e.g. an older commit, for
before/after figures).  Not collected by pytest.

    python tests/benchmarks/bench_page.py [--deals 10 100 1000 6400]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE))

from tests.benchmarks.corpus import one_deal_repeated  # noqa: E402

ROOT = Path(os.environ.get("BENCH_ROOT", HERE)).resolve()


def run(argv: list[str], stdout: Path) -> tuple[float, int, int]:
    """Wall seconds, peak resident KB and exit status of ``perlagg argv``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    start = time.perf_counter()
    with open(stdout, "wb") as sink:
        child = subprocess.Popen(  # run in ROOT: ``-m`` puts the working directory first
            [sys.executable, "-m", "referee", *argv],
            stdout=sink,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=ROOT,
        )
        _, status, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def measure(directory: Path, deals: int) -> None:
    source = directory / f"deals-{deals}.perlagg"
    source.write_text(one_deal_repeated(deals), encoding="utf-8")
    json_out, page = directory / "report.json", directory / "page.html"
    js, jkb, _ = run(["referee", str(source), "--json"], json_out)
    hs, hkb, code = run(["referee", str(source), "--html", str(page)], directory / "stdout")
    jmb, hmb = json_out.stat().st_size / 1e6, page.stat().st_size / 1e6
    print(
        f"{deals:>6,} {source.stat().st_size / 1e6:8.2f} "
        f"{jmb:8.2f} {js:6.1f} {jkb / 1024:7.1f}  "
        f"{hmb:8.2f} {hs:6.1f} {hkb / 1024:7.1f}  "
        f"{hmb / jmb:6.2f} {hkb / jkb:6.2f}  {code}",
        flush=True,
    )
    for path in (source, json_out, page):
        path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, nargs="*", default=[10, 100, 1_000, 6_400])
    args = parser.parse_args()
    print(
        f"perlagg page benchmark: {ROOT} (Python {sys.version.split()[0]}, "
        f"os.cpu_count() = {os.cpu_count()}, load {os.getloadavg()[0]:.2f})"
    )
    print(
        f"{'deals':>6} {'file MB':>8} {'json MB':>8} {'s':>6} {'peak MB':>7}  "
        f"{'page MB':>8} {'s':>6} {'peak MB':>7}  {'size x':>6} {'peak x':>6}  exit"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.deals:
            measure(Path(tmp), n)


if __name__ == "__main__":
    main()
