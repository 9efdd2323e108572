"""The whole game as one page: ``perlagg referee FILE --html OUT.html``.

The page of every bundled example is checked as text (standalone, every deal, trick,
finding and dispute present, a text alternative for every card) and then opened in a
real headless browser: Debian's ``chromium`` driven by playwright (``executable_path``;
no browser is downloaded).  Without playwright or chromium those tests skip and say why.
Screenshots go to the test's temporary directory, or to ``$PERLAGG_SCREENSHOTS``.
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import referee.faces.html
from referee.cli import main
from referee.cli.one_file import analyses_of
from referee.faces import svg
from referee.faces.common import judge_path
from referee.faces.html import render_page
from referee.faces.svg import trick_alt
from referee.model.cards import Suit
from referee.model.findings import Authority
from referee.model.report import Report
from tests.support.places import EXAMPLES, ROOT, example


def _page(path: Path, lang: str = "de", analyse: bool = False) -> tuple[Report, str]:
    judged = judge_path(path, None, lang)
    assert judged.report is not None
    analyses = analyses_of(judged, None) if analyse else None
    return judged.report, render_page(judged.report, lang, judged.text, analyses)


class _Tags(HTMLParser):
    """Every start tag with its attributes, for checks on the page's structure."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def _tags(page: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed(page)
    return parser.tags


def _classes(attrs: dict[str, str | None]) -> list[str]:
    return (attrs.get("class") or "").split()


def test_doctests() -> None:
    assert doctest.testmod(referee.faces.html).failed == 0


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_page_stands_alone_and_holds_every_part_of_the_game(path: Path) -> None:
    report, page = _page(path)
    tags = _tags(page)
    # no request of its own: nothing loaded from anywhere, style and script inline
    for tag, attrs in tags:
        assert tag not in ("link", "img", "iframe", "object", "embed"), tag
        assert "src" not in attrs and not (attrs.get("href") or "").startswith(("http", "//"))
    assert "url(" not in page and "@import" not in page
    sections = [a for t, a in tags if t == "section" and "deal" in _classes(a)]
    assert len(sections) == len(report.deals)
    tricks = [a for t, a in tags if t == "li" and "trick" in _classes(a)]
    assert len(tricks) == sum(len(d.play.tricks) for d in report.deals)
    findings = [a for t, a in tags if t == "article" and "finding" in _classes(a)]
    assert len(findings) == len(report.findings)
    disputes = [a for t, a in tags if t == "article" and "dispute" in _classes(a)]
    assert len(disputes) == len(report.disputes)
    # a card is a group, or a plain one a single <use>; every card says what it is
    cards = [a for t, a in tags if t in ("g", "use") and "card" in _classes(a)]
    named = re.findall(r'<(?:g|use) [^>]*\bclass="card[ "][^>]*>(?=<title>[^<]+</title>)', page)
    assert cards and len(named) == len(cards)
    # each card's art is on the page once, as a <symbol>, placed by <use>
    symbols = re.findall(r'<symbol id="(pc-[A-Z0-9]+)"', page)
    assert len(symbols) == len(set(symbols))
    assert set(re.findall(r'<use href="#(pc-[A-Z0-9]+)"', page)) == set(symbols)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_paragraphs_are_quoted_verbatim_and_interpretations_are_not_quoted(path: Path) -> None:
    from html import escape

    report, page = _page(path)
    for f in report.findings:
        for c in f.cites:
            text = escape(c.text.strip())
            if c.authority is Authority.INTERPRETATION:
                assert f"„{text}“" not in page
                assert text in page
            else:
                assert f"„{text}“" in page


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_text_is_quoted_once_per_page_and_linked_after(path: Path) -> None:
    from html import escape

    report, page = _page(path)
    cites = [c for f in report.findings for c in f.cites]
    cites += [c for d in report.disputes for c in d.cites]
    for c in cites:  # (an interpretation's reason may quote a paragraph: not a quotation)
        if c.authority is Authority.INTERPRETATION:
            assert page.count(f"</em> {escape(c.text_in('de').strip())}</p>") == 1, c.label
        else:
            assert page.count(f"<p>„{escape(c.text.strip())}“</p></blockquote>") == 1, c.label
    anchors = set(re.findall(r'<(?:figure|aside) class="cite [a-z]+" id="(q-\d+)"', page))
    assert set(re.findall(r'<a href="#(q-\d+)">', page)) <= anchors


def test_a_finding_stands_beside_the_trick_it_concerns() -> None:
    path = example("04_")
    _, page = _page(path)
    trick3 = re.search(r'<li class="trick has-notes" id="deal-1-trick-3".*?</li>', page)
    assert trick3, "trick 3 has the christening ruling beside it"
    assert "Den 3. Stich macht B mit LA" in trick3.group(0)
    assert "1890 §19" in trick3.group(0)


def test_a_dispute_shows_the_other_rulebooks_verdicts() -> None:
    path = example("04_")
    report, page = _page(path)
    assert report.disputes and report.disputes[0].elsewhere
    table = re.search(r'<table class="elsewhere">.*?</table>', page)
    assert table
    for e in report.disputes[0].elsewhere:
        assert f'<th scope="row">{e.rulebook}</th>' in table.group(0)


def test_english_page(tmp_path: Path) -> None:
    path = example("04_")
    _, page = _page(path, "en")
    assert '<html lang="en">' in page
    assert "Ruling" in page and "Trick 3" in page and "The score after each deal" in page
    # outside the quotations, the transcript's own lines and the players' question
    ours = re.sub(
        r'<blockquote.*?</blockquote>|<code class="source">.*?</code>|'
        r'<p class="question">.*?</p>|<style>.*?</style>|<script>.*?</script>',
        "",
        page,
        flags=re.S,
    )
    assert "Schiedsspruch" not in ours and "Stich" not in ours and "Geber" not in ours


def test_referee_writes_the_page_and_exits_as_the_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = example("12_")
    out = tmp_path / "game.html"
    assert main(["referee", str(path), "--html", str(out)]) == 1  # a revoke: exit 1
    judged = judge_path(path)
    assert judged.report is not None
    assert out.read_text(encoding="utf-8") == render_page(judged.report, "de", judged.text)
    assert "Schiedsspruch" in capsys.readouterr().out  # the terminal report as before


def test_referee_html_never_overwrites_the_transcript(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "game.perlagg"
    text = EXAMPLES[0].read_text(encoding="utf-8")
    src.write_text(text, encoding="utf-8")
    assert main(["referee", str(src), "--html", str(src)]) == 2
    assert src.read_text(encoding="utf-8") == text
    assert "nichts geschrieben" in capsys.readouterr().err


def test_referee_html_to_stdout_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["referee", str(EXAMPLES[0]), "--html", "-"]) == 2
    assert "--html braucht einen Dateinamen" in capsys.readouterr().err


# =========================================================================== the browser
def _chromium() -> str | None:
    return os.environ.get("PERLAGG_CHROMIUM") or shutil.which("chromium")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install '.[test]')")
    executable = _chromium()
    if executable is None:
        pytest.skip("no chromium on this machine (apt-get install -y chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield b
        b.close()


def _shots(tmp_path: Path) -> Path:
    folder = os.environ.get("PERLAGG_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return Path(folder)
    return tmp_path


def _open(browser: Any, page_file: Path, width: int = 1200) -> tuple[Any, list[str]]:
    """The page in a browser tab, with every console error and every request that is
    not the page itself collected."""
    tab = browser.new_page(viewport={"width": width, "height": 900})
    problems: list[str] = []
    tab.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: problems.append(str(e)))
    own = page_file.as_uri()
    tab.on("request", lambda r: problems.append(r.url) if r.url != own else None)
    tab.goto(own)
    return tab, problems


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_page_in_a_real_browser(browser: Any, path: Path, tmp_path: Path) -> None:
    report, page = _page(path)
    page_file = tmp_path / f"{path.stem}.html"
    page_file.write_text(page, encoding="utf-8")
    tab, problems = _open(browser, page_file)
    try:
        assert tab.locator("section.deal").count() == len(report.deals)
        tricks = [(i, t) for i, d in enumerate(report.deals, 1) for t in d.play.tricks]
        assert tab.locator("li.trick").count() == len(tricks)
        for i, t in tricks:
            assert tab.locator(f"#deal-{i}-trick-{t.number} svg").is_visible()
            # the picture is named by its caption's words (read once, as its name)
            named = tab.locator(f"#deal-{i}-trick-{t.number}").get_by_role(
                "img", name=trick_alt(report, t), exact=True
            )
            assert named.count() == 1
        assert tab.locator(".hint").is_visible()  # the script ran and offers the keys
        _step_through(tab, report, tricks)
        shot = _shots(tmp_path) / f"{path.stem}.png"
        tab.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 10_000
    finally:
        tab.close()
    assert problems == []


def _step_through(tab: Any, report: Report, tricks: list[tuple[int, Any]]) -> None:
    """→ goes from trick to trick; the cards played so far fade in that deal's hands."""
    for k, (i, t) in enumerate(tricks):
        tab.keyboard.press("ArrowRight")
        current = tab.locator("li.trick.current")
        assert current.count() == 1
        assert current.get_attribute("id") == f"deal-{i}-trick-{t.number}"
        # a screen reader hears the trick it stepped to
        assert tab.locator("#step-status").text_content() == trick_alt(report, t)
        played = {p.card for u in report.deals[i - 1].play.tricks[: t.number] for p in u.plays}
        in_hands = {c for cs in report.deals[i - 1].play.known.values() for c in cs}
        faded = tab.locator(f"#deal-{i} .table-picture .card.played").count()
        assert faded == len(played & in_hands)
        if k + 1 < len(tricks) and tricks[k + 1][0] == i:
            assert tab.locator(f"#deal-{i}-trick-{tricks[k + 1][1].number}.ahead").count() == 1
    if len(tricks) > 1:
        tab.keyboard.press("ArrowLeft")
        i, t = tricks[-2]
        assert tab.locator("li.trick.current").get_attribute("id") == f"deal-{i}-trick-{t.number}"
    tab.keyboard.press("Escape")
    assert tab.locator("li.trick.current, li.trick.ahead, .card.played").count() == 0


WELI = example("03_")  # all hands known, turned thrice


def test_the_analysis_is_on_the_page_only_when_asked() -> None:
    report, page = _page(WELI, analyse=True)
    _, plain = _page(WELI)
    assert 'class="analysis"' not in plain and 'class="turn-note"' not in plain
    assert page.count('<section class="analysis">') == len(report.deals)
    assert "Mit offenen Karten und bestem Spiel aller macht A+C das Spiel." in page
    assert page.count('<aside class="turn-note">') == 3


def test_the_analysis_in_a_real_browser(browser: Any, tmp_path: Path) -> None:
    _, page = _page(WELI, "en", analyse=True)
    page_file = tmp_path / "analysis.html"
    page_file.write_text(page, encoding="utf-8")
    tab, problems = _open(browser, page_file)
    try:
        value = tab.locator("#deal-1 section.analysis")
        assert value.is_visible()
        assert "A+C makes the Spiel" in value.inner_text()
        first = tab.locator("#deal-1-trick-1 aside.turn-note")
        assert first.count() == 2
        assert "With H7, C gives away the Spiel of A+C; HA would have kept it." in (
            first.first.inner_text()
        )
        second = tab.locator("#deal-1-trick-2 aside.turn-note")
        assert second.is_visible() and "S7 as H8" in second.inner_text()
        assert tab.locator("#deal-1-trick-3 aside.turn-note").count() == 0
        tab.screenshot(path=str(_shots(tmp_path) / "analysis.png"), full_page=True)
    finally:
        tab.close()
    assert problems == []


_WIDER = """(w) => Array.from(document.querySelectorAll('body *')).filter((e) => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.right > w + 1 || r.left < -1);
}).map((e) => e.tagName + '.' + e.getAttribute('class'))"""

_QUOTES = """() => Array.from(document.querySelectorAll('.cite blockquote, .cite.interpretation'))
  .map((e) => e.textContent)"""


@pytest.mark.parametrize("width", (390, 1280))
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_page_fits_a_phone_and_a_desktop(
    browser: Any, path: Path, width: int, tmp_path: Path
) -> None:
    """At 390 and 1280 px nothing is wider than the window (no sideways scrolling),
    every quotation is on the page once, a card in a hand is at least 36 px wide on a
    phone; the screenshot is kept (``PERLAGG_SCREENSHOTS``: in that folder)."""
    _, page = _page(path)
    page_file = tmp_path / f"{path.stem}.html"
    page_file.write_text(page, encoding="utf-8")
    tab, problems = _open(browser, page_file, width=width)
    try:
        assert tab.evaluate("document.documentElement.scrollWidth") <= width
        assert tab.evaluate(_WIDER, width) == []
        quotes = tab.evaluate(_QUOTES)
        assert len(quotes) == len(set(quotes))
        if width == 390:
            hand = tab.locator(".table-picture .hand .card").first.bounding_box()
            assert hand is not None and hand["width"] >= 35.5
        shot = _shots(tmp_path) / f"{path.stem}-{width}.png"
        tab.screenshot(path=str(shot), full_page=True)
    finally:
        tab.close()
    assert problems == []


def test_the_page_prints_each_deal_on_its_own_page(browser: Any, tmp_path: Path) -> None:
    path = example("11_")
    _, page = _page(path)
    page_file = tmp_path / "print.html"
    page_file.write_text(page, encoding="utf-8")
    tab, problems = _open(browser, page_file)
    try:
        tab.emulate_media(media="print")
        style = "getComputedStyle(document.querySelector('{}'))['{}']"
        assert tab.evaluate(style.format("section.deal", "breakBefore")) == "page"
        assert tab.evaluate(style.format(".page-foot", "display")) == "none"
        assert tab.evaluate(style.format("li.trick", "breakInside")) == "avoid"
        pdf = tab.pdf()
        assert pdf.startswith(b"%PDF")
    finally:
        tab.close()
    assert problems == []


def test_ci_installs_the_browser_so_these_tests_run_there() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "apt-get install -y chromium" in ci
    assert "\npython -m pytest -q\n" in ci  # and still runs the README's test command


def test_a_1000_deal_page_is_written_deal_by_deal_in_bounded_memory() -> None:
    """The page of a 1,000-deal match goes to its writer deal by deal: the memory it
    takes while writing stays a small bound however long the page (it never holds the
    page), and each deal adds a few KB (each card's art is once on the page)."""
    import tracemalloc

    from referee.faces.html import write_page
    from referee.judge.transcript import judge_text
    from tests.benchmarks.corpus import one_deal_repeated

    render_page(judge_text(one_deal_repeated(1), "warm.perlagg"))  # caches filled once
    text = one_deal_repeated(1000)
    report = judge_text(text, "match.perlagg")
    sizes: list[int] = []
    tracemalloc.start()
    try:
        write_page(report, lambda piece: sizes.append(len(piece)), "de", text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    page = sum(sizes)
    assert len(sizes) == 1000 + 2  # the head, each deal, the foot
    assert page < 20_000 * 1000  # under 20 KB a deal (85 KB before the symbols)
    assert peak < min(8_000_000, page // 4)  # not the page, nor a fair part of it


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_picture_is_named_once_and_each_card_drawn_by_its_symbol(path: Path) -> None:
    """A trick's picture is named by its caption (not by the same words again), a
    hand's picture by its own label alone (the hands inside are not named twice), and
    each card of a hand is its symbol placed: nothing drawn of its art on the page
    but the symbols, each once."""
    report, page = _page(path)
    captions = set(re.findall(r'<figcaption id="([^"]+)" aria-hidden="true">', page))
    named_by = re.findall(r'<svg class="perlagg"[^>]*aria-labelledby="([^"]+)"', page)
    assert len(named_by) == sum(len(d.play.tricks) for d in report.deals)
    assert set(named_by) == captions and len(captions) == len(named_by)
    for table in re.findall(r'<figure class="table-picture">(.*?)</figure>', page):
        assert table.count("aria-label=") == 1  # the picture's own
    art = re.findall(r'<svg [^>]*class="card-symbols".*?</svg>', page)
    body = page[page.index("</style>") :]
    for defs in art:
        body = body.replace(defs, "")
    assert "pip-body" not in body and "card-face" not in body
    # each suit's drawing once, and every symbol's suit a use of it
    suits = re.findall(r'<g id="(pp-[HLSE])"', page)
    assert len(suits) == len(set(suits))
    assert set(re.findall(r'<use href="#(pp-[HLSE])"', page)) == set(suits)
    drawn = sum(svg.SUIT_SHAPES[Suit(s[-1])].count("pip-body") for s in suits)
    assert "".join(art).count("pip-body") == drawn  # no suit drawn in a card's symbol


def test_the_figures_table_tells_the_whole_deal() -> None:
    """The penalties of a deal are rows of its figures table, and a figure the match
    no longer wrote says so."""
    _, page = _page(example("06_"))
    row = re.search(r'<tr class="penalty-row">.*?</tr>', page)
    assert row and ">Strafe</th>" in row.group(0) and ">-2</td>" in row.group(0)
    _, match = _page(example("11_"))
    last = match[match.index('id="deal-4"') :]
    assert "still, nicht geschrieben" in last[: last.index("</table>")]


def test_full_unfolds_every_text_on_the_page(tmp_path: Path) -> None:
    """By default a verdict's further texts are one click away; ``--full`` unfolds them."""
    path = example("08_")
    _, page = _page(path)
    assert '<details class="more-cites"><summary>' in page
    assert '<details class="more-cites" open>' not in page
    out = tmp_path / "full.html"
    main(["referee", str(path), "--html", str(out), "--full"])
    full = out.read_text(encoding="utf-8")
    assert '<details class="more-cites"><summary>' not in full
    assert full.count('<details class="more-cites" open>') == page.count('class="more-cites"')


def test_a_long_deciding_text_shows_its_deciding_sentences_the_whole_one_click_away(
    tmp_path: Path,
) -> None:
    """Schlanders B §21 decides example 08's tie by two of its four sentences (the data's
    ``excerpts``): those stand on the page, marked as an excerpt, with „…“ for the
    rest, and the whole paragraph is behind a closed ``<details>``; ``--full`` quotes it
    whole, unfolded."""
    path = example("08_")
    _, page = _page(path)
    fold = page[page.index('<details class="whole-text">') :]
    fold = fold[: fold.index("</details>")]
    shown = page[: page.index('<details class="whole-text">')]
    shown = shown[shown.rindex('<blockquote lang="de" class="excerpt">') :]
    assert "ist vom linken Spieler des Ausgebers um 5faches" in shown
    assert "Erklärt die Gegenpartei ein solches zu haben" not in shown
    assert "… Haben beide Parteien" in shown
    assert "Erklärt die Gegenpartei ein solches zu haben, ist die Partie gemacht." in fold
    assert "schlanders-2013 B §21 · Paragraph (Auszug)" in page
    out = tmp_path / "full.html"
    main(["referee", str(path), "--html", str(out), "--full"])
    full = out.read_text(encoding="utf-8")
    assert 'class="whole-text"' not in full.replace(".whole-text", "")
    assert "(Auszug)" not in full


def test_every_label_of_the_chart_is_legible_on_a_phone(browser: Any, tmp_path: Path) -> None:
    """At 390 px the chart is drawn at about half its size: each of its texts (the
    axis, the deals, the parties and the target's „Ziel 15“) still stands at 10 px or
    more on the screen (the target's label was 8.5 px)."""
    _, page = _page(example("11_"))
    page_file = tmp_path / "chart.html"
    page_file.write_text(page, encoding="utf-8")
    tab, _ = _open(browser, page_file, width=390)
    try:
        heights = tab.evaluate(  # the font's size in the picture times its scale
            "() => { const svg = document.querySelector('.score-chart');"
            " const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;"
            " return [...svg.querySelectorAll('text')].map(t => "
            "[t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]); }"
        )
    finally:
        tab.close()
    small = [(text, round(h, 1)) for text, h in heights if h < 10]
    assert heights and small == []
