"""The page written deal by deal (``referee.faces.html.write_judged_page``): the same
page as the whole report's, and written within a memory bound that is a multiple of
the transcript's size, not of the deals' pictures (issue 28, items 3 and 9)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from referee.faces.html import write_judged_page, write_page
from referee.judge.transcript import judge, judge_deals
from referee.notation import parse
from tests.support.places import EXAMPLES, ROOT


def _both(text: str, name: str, lang: str, base: Path) -> tuple[str, str, int | None]:
    """The page of the whole report, the page written deal by deal, and its exit code."""
    t = parse(text, name)
    whole: list[str] = []
    write_page(judge(t, None, base), whole.append, lang, text)
    streamed: list[str] = []
    code = write_judged_page(t, judge_deals(t, None, base), streamed.append, lang, text)
    return "".join(whole), "".join(streamed), code


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name[:2])
def test_the_page_written_deal_by_deal_is_the_whole_reports_page(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    whole, streamed, code = _both(text, str(path), "de", path.parent)
    assert streamed == whole
    assert code == judge(parse(text, str(path)), None, path.parent).exit_code


def test_in_english_too_and_with_deals_after_the_match_was_over() -> None:
    """A deal played after the match was over is on no page; its lines (and what was
    found there) stay with the deal before, as on the whole report's page."""
    from tests.benchmarks.corpus import corpus

    text = corpus(40)  # 15 points end the match long before deal 40
    t = parse(text, "x.perlagg")
    assert len(judge(t).deals) < 40
    whole, streamed, code = _both(text, "x.perlagg", "en", ROOT)
    assert streamed == whole and code is not None


_MEASURE = """
import os, sys, tracemalloc
from tests.benchmarks.corpus import one_deal_repeated
from referee.faces.html import write_judged_page
from referee.judge.transcript import judge_deals
from referee.notation import parse

text = one_deal_repeated(int(sys.argv[1]))
transcript = parse(text, "match.perlagg")
with open(os.devnull, "w", encoding="utf-8") as out:
    small = parse(one_deal_repeated(2), "warm.perlagg")  # the rulebook loaded, the caches warm
    write_judged_page(small, judge_deals(small), out.write, "de", "")
    tracemalloc.start()
    write_judged_page(transcript, judge_deals(transcript), out.write, "de", text)
    print(len(text.encode("utf-8")), tracemalloc.get_traced_memory()[1])
"""


def test_the_page_of_a_1000_deal_file_is_written_within_its_memory_bound() -> None:
    """Judged and drawn deal by deal, the page of 1,000 deals (15 MB of page) holds at
    its peak less than 20 times the transcript (0.27 MB): measured 4.3 MB; the whole
    report's page held 16.2 MB, 61 times (tracemalloc, in a child process of its own)."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, "1000"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    size, peak = map(int, done.stdout.split())
    assert peak < 20 * size, f"peak {peak / 1e6:.1f} MB for a {size / 1e6:.2f} MB transcript"
