"""Whether two checkouts' HTML pages look the same, pixel for pixel (``page_pixels.py``).

A check for work on the page's markup that must not change what it shows (making it
smaller, say): writes the page of every bundled example (German; English with
``--analyse``) and of ``corpus.one_deal_repeated(10)`` with this checkout and with
``BENCH_ROOT`` (another checkout, e.g. ``git archive`` of an older commit), opens each
in Chromium (playwright, Debian's ``chromium``) at 1280 and 390 px, and compares full-page
screenshots: as loaded, after → → and after five → (transitions off, so that a fading
trick is not caught half way).  Prints each page's verdict and the count of those that
differ; keeps the two screenshots of each difference in ``--out``.  Not collected by
pytest.

    BENCH_ROOT=/tmp/old python tests/benchmarks/page_pixels.py [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[2]

#: Writes the pages into the folder argv[1], run in the checkout whose pages they are.
WRITE = """
import sys
from pathlib import Path
from referee.cli.one_file import analyses_of
from referee.faces.common import judge_path
from referee.faces.html import render_page
from referee.judge.transcript import judge_text
from tests.benchmarks.corpus import one_deal_repeated
out = Path(sys.argv[1])
for p in sorted(Path(sys.argv[2]).glob("*.perlagg")):
    for lang, analyse in (("de", False), ("en", True)):
        j = judge_path(p, None, lang)
        a = analyses_of(j, None) if analyse else None
        page = render_page(j.report, lang, j.text, a)
        (out / f"{p.stem}-{lang}.html").write_text(page, encoding="utf-8")
t = one_deal_repeated(10)
page = render_page(judge_text(t, "d10.perlagg"), "de", t)
(out / "deals-10.html").write_text(page, encoding="utf-8")
"""


def write_pages(root: Path, out: Path) -> None:
    """The pages as the checkout ``root`` writes them (its own examples' transcripts:
    this checkout's, so that both draw the same games)."""
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": f"{root}{os.pathsep}{HERE}"}
    examples = str(HERE / "examples")
    subprocess.run([sys.executable, "-c", WRITE, str(out), examples], env=env, cwd=root, check=True)


def shots(tab: Any, page: Path) -> list[bytes]:
    """Full-page screenshots of ``page``: loaded, after two steps, after five."""
    tab.goto(page.as_uri())
    out = [tab.screenshot(full_page=True)]
    tab.add_style_tag(content="*{transition:none!important}")
    for presses in (2, 3):
        for _ in range(presses):
            tab.keyboard.press("ArrowRight")
        out.append(tab.screenshot(full_page=True))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "page-pixels")
    args = parser.parse_args()
    other = Path(os.environ.get("BENCH_ROOT", HERE)).resolve()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        old, new = Path(tmp) / "old", Path(tmp) / "new"
        write_pages(other, old)
        write_pages(HERE, new)
        names = sorted(p.name for p in new.glob("*.html"))
        differ = 0
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=os.environ.get("PERLAGG_CHROMIUM") or shutil.which("chromium"),
                args=["--no-sandbox"],
            )
            for width in (1280, 390):
                for name in names:
                    pair = []
                    for folder in (old, new):
                        tab = browser.new_page(viewport={"width": width, "height": 900})
                        pair.append(shots(tab, folder / name))
                        tab.close()
                    same = pair[0] == pair[1]
                    if not same:
                        differ += 1
                        args.out.mkdir(parents=True, exist_ok=True)
                        for tag, images in zip("ab", pair, strict=True):
                            for k, png in enumerate(images):
                                (args.out / f"{width}-{name}-{k}.{tag}.png").write_bytes(png)
                    print(f"{width:>5} {name:<48} {'same' if same else 'DIFFERENT'}", flush=True)
            browser.close()
    print(f"{other} → {HERE}: {differ} of {2 * len(names)} differ")


if __name__ == "__main__":
    main()
