"""Benchmark the referee on large and hostile input: ``python tests/benchmarks/bench_hostile.py``.

Prints seconds and peak memory for the whole referee with the JSON report (what
``perlagg referee FILE --json`` does: read, parse, judge, report) on files of 1k, 10k
and 100k lines, clean, with a ``Streit:`` line in every deal, and with a broken line in
every deal; then on single hostile lines and deals (issue 15).  Each case runs in a fresh
process: peak memory is its maximum resident set (VmHWM), shown beside its start-up
baseline, the growth also as a multiple of the file size.  A case that takes longer
than ``BENCH_TIMEOUT`` seconds (300) is shown as such.  Linear means: ten times the lines,
about ten times the seconds.  Not collected by pytest.

    python tests/benchmarks/bench_hostile.py [LINES ...]     # default 1000 10000 100000
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.corpus import corpus  # noqa: E402

_CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[2])
from referee.faces.common import judge_source
from referee.faces.json import report_to_json
from referee.judge.transcript import judge  # noqa: F401  (the import cost is not the case's)

def peak_kb():
    # VmHWM is this process's own peak; ru_maxrss would include the parent's at fork
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

base = peak_kb()
data = open(sys.argv[1], "rb").read()
start = time.perf_counter()
judged = judge_source(data, sys.argv[1], None)
out = json.dumps(report_to_json(judged.report, "de")) if judged.report else "\n".join(judged.errors)
seconds = time.perf_counter() - start
print(json.dumps({"s": seconds, "peak": peak_kb(), "base": base, "out": len(out),
                  "errors": len(judged.errors)}))
"""


def _variants(count: int) -> dict[str, str]:
    head = ['[Regeln "1890"]', '[Ziel "999999"]']
    deals = corpus(count // 15 + 2).replace('[Ziel "15"]', "").splitlines()[3:]
    plain = head + deals
    disputes, broken = list(head), list(head)
    for line in deals:
        disputes.append(line)
        broken.append(line)
        if line.startswith("Trumpf:"):
            disputes.append("Streit: Wer darf jetzt austauschen?")
            broken.append("Hand A: HA HX Herz-Sechs L10")
    return {
        "clean": "\n".join(plain[:count]) + "\n",
        "disputes": "\n".join(disputes[:count]) + "\n",
        "errors": "\n".join(broken[:count]) + "\n",
    }


def _hostile() -> dict[str, str]:
    return {
        "64 KB of unknown words on one line": "Runde\n" + " ".join(["Quatsch"] * 8000) + "\n",
        "8,000 bad cards on one line": "Runde\nHand A: " + " ".join(["Herz-Sechs"] * 8000) + "\n",
        "Stich: 8,000 name-like words": "Runde\nStich: " + " ".join(["Sepp"] * 8000) + "\n",
        "3 KB of repeated cards": (ROOT / "examples" / "01_gleich_ohne_gebot.perlagg")
        .read_text(encoding="utf-8")
        .replace("Hand A: HA EA Weli L8 S9", "Hand A: " + " ".join(["HA"] * 1000)),
        "33 copies of one card in a hand": (ROOT / "examples" / "01_gleich_ohne_gebot.perlagg")
        .read_text(encoding="utf-8")
        .replace("Hand A: HA EA Weli L8 S9", "Hand A: " + " ".join(["HA"] * 33)),
        "4,000 Streit: lines in one deal": _disputes_in_one_deal(4000),
    }


def _disputes_in_one_deal(count: int) -> str:
    """A deal with a revoke and ``count`` questions before its first trick."""
    lines = (ROOT / "examples" / "12_farbe_verleugnet.perlagg").read_text("utf-8").splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith("Stich"))
    questions = ["Streit: Muss B jetzt ein Gleich haben?"] * count
    return "\n".join(lines[:at] + questions + lines[at:]) + "\n"


def _run(text: str, timeout: float) -> dict[str, float] | None:
    with tempfile.NamedTemporaryFile("w", suffix=".perlagg", delete=False) as fh:
        fh.write(text)
        name = fh.name
    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, name, str(ROOT)],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.unlink(name)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout)


def _show(label: str, text: str, timeout: float) -> None:
    size = len(text.encode("utf-8"))
    result = _run(text, timeout)
    head = f"{label:<40} {size / 1e6:7.2f} MB"
    if result is None:
        print(f"{head}   > {timeout:.0f} s (stopped)", flush=True)
        return
    peak, base = result["peak"] / 1024, result["base"] / 1024  # ru_maxrss is in KB
    grown = max(peak - base, 0.0)
    print(
        f"{head} {result['s']:8.2f} s   peak {peak:7.1f} MB (start {base:5.1f}, "
        f"+{grown:6.1f} = {grown / max(size / 1e6, 1e-6):5.1f}x the file)"
        f"   output {result['out'] / 1e6:6.2f} MB",
        flush=True,
    )


def main() -> None:
    counts = [int(a) for a in sys.argv[1:]] or [1_000, 10_000, 100_000]
    timeout = float(os.environ.get("BENCH_TIMEOUT", "300"))
    print(
        f"perlagg hostile-input benchmark (Python {sys.version.split()[0]}, "
        f"os.cpu_count() = {os.cpu_count()}, timeout {timeout:.0f} s per case)"
    )
    print("whole referee + JSON report, one fresh process per case")
    for count in counts:
        for kind, text in _variants(count).items():
            _show(f"{count:>7,} lines, {kind}", text, timeout)
    print("single hostile lines")
    for label, text in _hostile().items():
        _show(label, text, timeout)


if __name__ == "__main__":
    main()
