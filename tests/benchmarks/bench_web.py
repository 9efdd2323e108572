"""Benchmark the table app: ``python tests/benchmarks/bench_web.py [TAPS]``.

Needs the built site (``npm --prefix web ci && npm --prefix web run build``) and Debian's
chromium (playwright drives it; nothing is downloaded).  Serves ``web/dist`` from
127.0.0.1 and prints:

- the time to the first ruling (``window.perlagg.judge`` of example 01 answered) from
  the start of the navigation, after a cold load (a fresh profile: nothing cached) and
  after a cached load (the same profile again: the service worker's cache and the
  browser's compiled WebAssembly) — goal: at most 3 s cached;
- the time from a tap in the recorder to its ruling on screen, on a five-deal match
  (``TAPS`` taps, each undone; median and worst), and the worker's own share of it
  (the referee judging the whole transcript in Pyodide) — goal: at most 200 ms;
- the site's size on the wire: every file of ``web/dist`` as a static host sends it
  gzip-compressed (level 6), and uncompressed.

Not collected by pytest.  Figures depend on the machine's load: run it when the machine
is quiet and say how loaded it was (``uptime``) next to the figures.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "web" / "dist"
EXAMPLE = ROOT / "examples" / "01_gleich_ohne_gebot.perlagg"
MATCH = ROOT / "examples" / "11_partie_bis_15.perlagg"
FIFTH = "Runde 5\nGeber: A\nAbheben D: -\nTrumpf: S9\nB: Gilt mein Gleich\n"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def five_deals() -> str:
    """Example 11 (four deals) with a target nobody reaches, and a fifth deal begun."""
    text = MATCH.read_text(encoding="utf-8").replace('[Ziel "15"]', '[Ziel "99"]')
    return text + FIFTH


def first_ruling(context: Any, origin: str) -> float:
    page = context.new_page()
    started = time.perf_counter()
    page.goto(origin + "/")
    page.evaluate("t => window.perlagg.judge(t)", EXAMPLE.read_text(encoding="utf-8"))
    elapsed = time.perf_counter() - started
    page.evaluate("navigator.serviceWorker.ready")
    page.close()
    return elapsed


def taps(context: Any, origin: str, rounds: int) -> tuple[list[float], list[float]]:
    """Tap "Ich halte" for A on the five-deal match and undo it, ``rounds`` times: the
    time from the tap to the board redrawn, and the worker's share."""
    page = context.new_page()
    page.goto(origin + "/")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=300_000)
    page.evaluate(
        """t => { const m = window.store.put({id: 'bench', title: 'bench', text: t});
                 localStorage.setItem('perlagg.current', m.id); }""",
        five_deals(),
    )
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=300_000)
    page.click("#tabs button[data-view='recorder']")
    round_trip, worker = [], []
    for _ in range(rounds):
        page.locator("#pad .who button").first.click()
        started = time.perf_counter()
        page.locator("#pad").get_by_role("button", name="Ich halte", exact=True).click()
        page.wait_for_function("document.body.dataset.busy === '0'")
        round_trip.append(time.perf_counter() - started)
        worker.append(page.evaluate("window.perlagg.lastMs") / 1000)
        page.locator("#pad").get_by_role("button", name="Zurück", exact=True).click()
        page.wait_for_function("document.body.dataset.busy === '0'")
    page.close()
    return round_trip, worker


def wire_size() -> tuple[int, int, int]:
    files = [p for p in DIST.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    packed = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    return len(files), raw, packed


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    if not (DIST / "index.html").is_file():
        sys.exit("web/dist is not built: npm --prefix web ci && npm --prefix web run build")
    executable = os.environ.get("PERLAGG_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        sys.exit("no chromium (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_port}"
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=executable, args=["--no-sandbox"], locale="de-DE"
        )
        cold = first_ruling(context, origin)
        cached = [first_ruling(context, origin) for _ in range(3)]
        print(f"first ruling, cold load:   {cold:6.2f} s")
        print(f"first ruling, cached load: {statistics.median(cached):6.2f} s (median of 3)")
        trip, worker = taps(context, origin, rounds)
        print(
            f"tap to ruling, five deals: {statistics.median(trip) * 1000:6.0f} ms median, "
            f"{max(trip) * 1000:.0f} ms worst ({rounds} taps); in the worker "
            f"{statistics.median(worker) * 1000:.0f} ms median"
        )
        context.close()
    server.shutdown()
    count, raw, packed = wire_size()
    print(f"site on the wire: {packed / 1e6:.2f} MB gzip ({raw / 1e6:.2f} MB raw, {count} files)")


if __name__ == "__main__":
    main()
