"""Size and peak memory of the HTML page beside the ``--json`` report (``bench_page.py``).

For matches of 10, 100, 1,000 and 6,400 deals (``corpus.one_deal_repeated``: one fully
played deal and its mirror by turns, under a target nobody reaches, so every deal is
judged and drawn) runs ``perlagg referee FILE --json`` and ``perlagg referee FILE --html
OUT`` as a user would, each in a child process of its own, and prints the output's size,
the wall time and the peak memory (``ru_maxrss`` of that child, from ``os.wait4``) — and
the page's size per deal (``KB/deal``: its size over the deals, the head and foot
included) and its size and peak as a multiple of the JSON's.  The ``--html`` command also
prints the text report, which is drawn from the whole report; so ``perlagg referee FILE
--html OUT --page-only`` (the page alone, nothing on standard output) is measured as
well, in a row of its own that says whether its page is byte for byte the ``--html``
one (``n/a`` for a checkout without ``--page-only``); and the page's writers
are measured alone too, each in a child of its own that writes the page to /dev/null:
``stream`` (``write_judged_page``, the deals drawn as they are judged, as ``--html``
writes it) and ``whole`` (``write_page`` from the whole report, as before).  Bounded
memory means a peak that stays flat as the deals grow; linear size means the multiple
of the JSON stays flat.
``BENCH_ROOT`` runs the commands of another checkout (e.g. an older commit, for
before/after figures).  Not collected by pytest.

    python tests/benchmarks/bench_page.py [--deals 10 100 1000 6400] [--no-writers]
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


#: The page's writer alone in a child process: ``stream`` or ``whole``, the transcript.
WRITER = """
import os, sys
from referee.notation import parse
from referee.judge.transcript import judge, judge_deals
from referee.faces import html
text = open(sys.argv[2], encoding="utf-8").read()
t = parse(text, sys.argv[2])
with open(os.devnull, "w", encoding="utf-8") as out:
    if sys.argv[1] == "stream":
        html.write_judged_page(t, judge_deals(t), out.write, "de", text)
    else:
        html.write_page(judge(t), out.write, "de", text)
"""


def writer(mode: str, source: Path) -> tuple[float, int]:
    """Wall seconds and peak resident KB of one page writer alone."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", WRITER, mode, str(source)], env=env, cwd=ROOT)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss


def measure(directory: Path, deals: int, writers: bool) -> None:
    source = directory / f"deals-{deals}.perlagg"
    source.write_text(one_deal_repeated(deals), encoding="utf-8")
    json_out, page = directory / "report.json", directory / "page.html"
    js, jkb, _ = run(["referee", str(source), "--json"], json_out)
    hs, hkb, code = run(["referee", str(source), "--html", str(page)], directory / "stdout")
    jmb, hmb = json_out.stat().st_size / 1e6, page.stat().st_size / 1e6
    print(
        f"{deals:>6,} {source.stat().st_size / 1e6:8.2f} "
        f"{jmb:8.2f} {js:6.1f} {jkb / 1024:7.1f}  "
        f"{hmb:8.2f} {hmb * 1000 / deals:7.1f} {hs:6.1f} {hkb / 1024:7.1f}  "
        f"{hmb / jmb:6.2f} {hkb / jkb:6.2f}  {code}",
        flush=True,
    )
    _page_only(directory, source, page, jkb, code)
    for mode in ("stream", "whole") if writers else ():
        seconds, kb = writer(mode, source)
        print(f"{'':>6} page writer alone, {mode:<6} {seconds:6.1f} s, peak {kb / 1024:7.1f} MB "
              f"({kb / jkb:4.2f} x the --json command's)", flush=True)  # fmt: skip
    for path in (source, json_out, page):
        path.unlink()


def _page_only(directory: Path, source: Path, page: Path, jkb: int, code: int) -> None:
    """The row of ``--html OUT --page-only``: time, peak, whether its page and exit code
    are the ``--html`` command's and its standard output empty."""
    alone, said = directory / "alone.html", directory / "alone.stdout"
    argv = ["referee", str(source), "--html", str(alone), "--page-only"]
    seconds, kb, alone_code = run(argv, said)
    if not alone.exists():
        print(f"{'':>6} page only (--page-only): n/a (exit {alone_code})", flush=True)
        return
    same = alone.read_bytes() == page.read_bytes() and alone_code == code
    quiet = said.stat().st_size == 0
    print(f"{'':>6} page only (--page-only)    {seconds:6.1f} s, peak {kb / 1024:7.1f} MB "
          f"({kb / jkb:4.2f} x the --json command's), same page and exit: "
          f"{'yes' if same else 'NO'}, stdout empty: {'yes' if quiet else 'NO'}",
          flush=True)  # fmt: skip
    alone.unlink()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, nargs="*", default=[10, 100, 1_000, 6_400])
    parser.add_argument("--no-writers", action="store_true", help="only the two commands")
    args = parser.parse_args()
    print(
        f"perlagg page benchmark: {ROOT} (Python {sys.version.split()[0]}, "
        f"os.cpu_count() = {os.cpu_count()}, load {os.getloadavg()[0]:.2f})"
    )
    print(
        f"{'deals':>6} {'file MB':>8} {'json MB':>8} {'s':>6} {'peak MB':>7}  "
        f"{'page MB':>8} {'KB/deal':>7} {'s':>6} {'peak MB':>7}  {'size x':>6} {'peak x':>6}  exit"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.deals:
            measure(Path(tmp), n, not args.no_writers)


if __name__ == "__main__":
    main()
