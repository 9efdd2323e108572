"""Well-formed output (issue 29, 5): the SVG and the page drop what XML forbids, names
are isolated against bidi overrides, and a long name wraps instead of widening the page."""

from __future__ import annotations

import os
import shutil
import xml.dom.minidom
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from referee.faces.html import render_page
from referee.faces.markup import FORBIDDEN
from referee.faces.svg import deal_svg
from tests.support.hostile_markup import judged


def _outputs(tmp_path: Path, name: str, question: str = "Muss B?") -> tuple[str, str]:
    report, text = judged(tmp_path, name, question)
    assert report is not None
    return deal_svg(report, 1), render_page(report, "de", text, None)


@pytest.mark.parametrize("bad", ["\ufffe", "\uffff", "\U0001fffe", "\ufdd0"])
def test_noncharacters_are_dropped(tmp_path: Path, bad: str) -> None:
    picture, page = _outputs(tmp_path, f"Sepp{bad}", f"Darf{bad} A?")
    xml.dom.minidom.parseString(picture)  # raised ExpatError before: not well-formed
    assert not FORBIDDEN.search(page) and not FORBIDDEN.search(picture)
    assert "Sepp" in picture and "Darf A?" in page


def test_a_bidi_override_in_a_name_is_closed_and_isolated(tmp_path: Path) -> None:
    picture, page = _outputs(tmp_path, "\u202eSepp", "Muss \u202eB?")
    assert "(<bdi>\u202eSepp\u202c</bdi>)" in page
    assert "Muss \u202eB?\u202c" in page
    assert '<tspan unicode-bidi="isolate">\u202eSepp\u202c</tspan>' in picture
    xml.dom.minidom.parseString(picture)


def test_the_page_parses_as_html(tmp_path: Path) -> None:
    _, page = _outputs(tmp_path, "\u2067Sepp\ufffe", "Muss\uffff B?")
    parser = HTMLParser()
    parser.feed(page)
    parser.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium through playwright, as in test_html.py (skips without them)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install '.[test]')")
    executable = os.environ.get("PERLAGG_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        pytest.skip("no chromium on this machine (apt-get install -y chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.mark.parametrize("where", ["name", "question"])
def test_a_long_word_wraps_on_a_phone(browser: Any, tmp_path: Path, where: str) -> None:
    long = "Sepp" * 2500  # 10,000 letters without a blank
    name, question = (long, "Muss B?") if where == "name" else ("Sepp", long)
    _, page = _outputs(tmp_path, name, question)
    page_file = tmp_path / "long.html"
    page_file.write_text(page, encoding="utf-8")
    tab = browser.new_page(viewport={"width": 390, "height": 900})
    try:
        tab.goto(page_file.as_uri())
        assert tab.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        tab.close()
