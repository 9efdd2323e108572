"""Fuzz (issue 29, 7): names and ``Streit:`` questions with what XML forbids, bidi
controls and noncharacters; wherever the transcript is judged, the SVG parses as XML
(``xml.dom.minidom``) and the page as HTML (``html.parser``), neither holding a
character XML forbids, and every bidi control a name opens is closed in the page."""

from __future__ import annotations

import tempfile
import xml.dom.minidom
from html.parser import HTMLParser
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.faces.html import render_page
from referee.faces.markup import FORBIDDEN, closed_bidi
from referee.faces.svg import deal_svg
from tests.support.hostile_markup import judged

HOSTILE = (
    [chr(c) for c in range(0x20) if c not in (0x0A, 0x0D)]
    + ["\x7f", "\x85", "\x9b", "\u2028", "\u2029", "\ufffe", "\uffff", "\ufdd0", "\U0010ffff"]
    + [
        "\u200e",
        "\u200f",
        "\u061c",
        *map(chr, range(0x202A, 0x202F)),
        *map(chr, range(0x2066, 0x206A)),
    ]
)
TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(HOSTILE), st.characters(codec="utf-8", exclude_characters='\n\r"')
    ),
    min_size=1,
    max_size=24,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=TEXT, question=TEXT)
def test_svg_and_page_are_well_formed(name: str, question: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        report, text = judged(Path(folder), name.strip() or "x", question.strip() or "x")
    if report is None:
        return  # refused with a clear error: test_hostile covers what it says
    picture = deal_svg(report, 1)
    xml.dom.minidom.parseString(picture)
    page = render_page(report, "de", text, None)
    parser = HTMLParser()
    parser.feed(page)
    parser.close()
    assert not FORBIDDEN.search(page) and not FORBIDDEN.search(picture)
    assert closed_bidi(page) == page  # nothing left open at the page's end


@given(st.text(alphabet=st.sampled_from([*HOSTILE, "a"]), max_size=30))
def test_closed_bidi_leaves_nothing_open(text: str) -> None:
    closed = closed_bidi(text)
    assert closed.startswith(text) and closed_bidi(closed) == closed
