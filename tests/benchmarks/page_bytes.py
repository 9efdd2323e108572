"""Where the bytes of one deal of the HTML page go (``page_bytes.py``).

Writes the page of ``corpus.one_deal_repeated`` (``--deals``, 10 by default) as
``perlagg referee FILE --html OUT`` does, cuts out one deal's ``<section>`` (``--deal``,
the fifth by default: past the first deals, which quote the texts and define the
cards' ``<symbol>``s) and counts its bytes twice:

* by part: every byte goes to the innermost element that names a part of the page
  (a card, a seat label, a trick's picture, the wager table, a finding, a quotation …),
  so the parts add up to the deal;
* by attribute: the bytes of each attribute (``name="value"`` with its space) summed
  over the deal, and the bytes of ``<title>`` texts and of tags' names, so that long
  repeated attribute strings show.

Not collected by pytest.

    python tests/benchmarks/page_bytes.py [--deals 10] [--deal 5] [--page OUT.html]
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE))

from tests.benchmarks.corpus import one_deal_repeated  # noqa: E402

#: The parts, as (a test on the tag and its classes, the part's name), innermost first
#: wins; a context (``table``: the hands' picture, ``trick``: a trick) is put before it.
PARTS: tuple[tuple[str, str, str], ...] = (
    ("title", "", "card <title>"),
    ("use", "", "card <use>"),
    ("rect", "christening-band", "christening band"),
    ("text", "christening", "christening band"),
    ("rect", "card-edge", "winner's frame"),
    ("g", "card", "card <g>"),
    ("text", "seat-label", "seat label"),
    ("text", "caption", "caption (svg)"),
    ("text", "caption-title", "caption (svg)"),
    ("g", "hand", "hand <g>"),
    ("svg", "perlagg", "<svg> frame"),
    ("figcaption", "", "figcaption"),
    ("li", "trick", "trick <li>"),
    ("code", "source", "finding: source line"),
    ("figure", "cite", "quotation"),
    ("aside", "cite", "quotation"),
    ("p", "cites-above", "finding: links to quotations"),
    ("article", "finding", "finding"),
    ("article", "dispute", "dispute"),
    ("div", "wager", "wager table"),
    ("p", "deal-facts", "deal facts"),
    ("section", "deal", "deal frame"),
)
CONTEXTS = (("figure", "table-picture", "table"), ("li", "trick", "trick"))
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>")
ATTR = re.compile(r'\s+([a-zA-Z:-]+)(?:="[^"]*")?')
VOID = {"br", "meta", "input", "img", "hr", "link"}


def page_of(deals: int, out: Path) -> str:
    """The page of ``deals`` deals, written by the ``perlagg`` command."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / f"deals-{deals}.perlagg"
        source.write_text(one_deal_repeated(deals), encoding="utf-8")
        argv = [sys.executable, "-m", "referee", "referee", str(source), "--html", str(out)]
        subprocess.run([*argv, "--page-only"], cwd=HERE, check=False)
    return out.read_text(encoding="utf-8")


def one_deal(page: str, index: int) -> str:
    """The ``<section>`` of the ``index``-th deal."""
    start = page.index(f'<section class="deal" id="deal-{index}"')
    end = page.index("</section>", start)
    while page.count("<section", start, end) > page.count("</section>", start, end) + 1:
        end = page.index("</section>", end + 1)
    return page[start : end + len("</section>")]


def _part(tag: str, classes: set[str]) -> str | None:
    for name, cls, part in PARTS:
        if tag == name and (not cls or cls in classes):
            return part
    return None


def by_part(markup: str) -> Counter[str]:
    """Each byte of ``markup`` counted to the innermost element that names a part."""
    counts: Counter[str] = Counter()
    stack: list[tuple[str, str | None, str | None]] = []  # tag, part, context

    def here() -> str:
        part = next((p for _, p, _ in reversed(stack) if p), "other")
        context = next((c for _, _, c in reversed(stack) if c), "")
        return f"{context}: {part}" if context else part

    at = 0
    for m in TAG.finditer(markup):
        counts[here()] += len(markup[at : m.start()].encode())  # text before the tag
        closing, tag, attrs, empty = m.group(1), m.group(2).lower(), m.group(3), m.group(4)
        if closing:
            counts[here()] += len(m.group(0).encode())
            while stack and stack.pop()[0] != tag:
                pass
        else:
            found = re.search(r'class="([^"]*)"', attrs)
            classes = set(found.group(1).split()) if found else set()
            context = next((c for t, k, c in CONTEXTS if t == tag and k in classes), None)
            stack.append((tag, _part(tag, classes), context))
            counts[here()] += len(m.group(0).encode())
            if empty or tag in VOID:
                stack.pop()
        at = m.end()
    counts[here()] += len(markup[at:].encode())
    return counts


def by_attribute(markup: str) -> Counter[str]:
    """The bytes of each attribute, of ``<title>`` texts, and of tags' names."""
    counts: Counter[str] = Counter()
    for m in TAG.finditer(markup):
        counts[f"<{m.group(1)}{m.group(2)}> tag names"] += len(m.group(1) + m.group(2)) + 2
        for a in ATTR.finditer(m.group(3)):
            counts[f"@{a.group(1)}"] += len(a.group(0).encode())
    for m in re.finditer(r"<title>([^<]*)</title>", markup):
        counts["<title> text"] += len(m.group(1).encode())
    return counts


def _table(title: str, counts: Counter[str], total: int, top: int) -> None:
    print(f"\n{title}")
    for name, n in counts.most_common(top):
        print(f"  {n:7,} B {100 * n / total:5.1f} %  {name}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--deal", type=int, default=5)
    parser.add_argument("--page", type=Path, help="measure this page instead of writing one")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        page = (
            args.page.read_text(encoding="utf-8")
            if args.page
            else page_of(args.deals, Path(tmp) / "page.html")
        )
    deal = one_deal(page, args.deal)
    total = len(deal.encode())
    print(f"page {len(page.encode()):,} B; deal {args.deal}: {total:,} B")
    parts = by_part(deal)
    assert sum(parts.values()) == total
    _table("by part (innermost element; table = the hands' picture)", parts, total, 40)
    _table("by attribute (summed over the deal)", by_attribute(deal), total, 25)


if __name__ == "__main__":
    main()
