"""The table app (``web/``): the referee in the browser, as the command line runs it.

``referee.faces.web`` (what the site's worker calls) is tested here in Python; the built
site (``web/dist``, made by ``npm --prefix web ci && npm --prefix web run build``) in
Debian's chromium driven by playwright (no browser download), served from 127.0.0.1 by a
thread of ``http.server``; any request that leaves that origin fails the test.  Without
a built site, playwright or chromium the browser tests skip and say why; ``.ci/run``
builds the site, so in CI they run.  The screenshots go to ``PERLAGG_SCREENSHOTS``
(else the test's temporary folder).
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.faces.web import judge_document
from referee.model.cards import card
from referee.model.events import Transcript
from referee.model.seats import Seat
from referee.notation import ParseError, parse
from referee.notation.render import render
from referee.table.deal import TableRules, deck, first_dealers, permanent_perlaggs
from tests.support.places import EXAMPLES, ROOT
from tests.support.strategies_notation import (
    notation_like_text,
    transcripts,
    two_player_transcripts,
)

DIST = ROOT / "web" / "dist"
RECORDED = ROOT / "tests" / "fixtures" / "web" / "recorded_deal.perlagg"
READY_MS = 240_000  # a cold Pyodide start on a loaded 2-core machine took up to 55 s


def _has_account_lines() -> bool:
    """The notation has the table's account line (``Spiel an A+C``, branch ``acts``)."""
    try:
        parse("Runde\nGeber: D\nSpiel an A+C\n")
    except ParseError:
        return False
    return True


ACCOUNT_LINES = _has_account_lines()


def _cli_json(path: Path, *args: str) -> tuple[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "referee", "referee", "--json", str(path), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    return done.stdout, json.loads(done.stdout)


# =========================================================================== the face
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_document_holds_the_command_lines_json_text(path: Path) -> None:
    """The report in the worker's answer is the text ``referee --json`` prints."""
    text = path.read_text(encoding="utf-8")
    stdout, _ = _cli_json(path)
    doc = judge_document(text, base=str(path.parent))
    start = doc.index('"report": ') + len('"report": ')
    assert doc[start:-1] + "\n" == stdout
    assert json.loads(doc)["text"] == render(parse(text))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_error_is_given_at_its_line_and_column_with_the_suggestion(lang: str) -> None:
    doc = json.loads(judge_document("Runde\nGeber: D\nA: Gilt mein Gleich\nB: Gutt\n", lang=lang))
    [error] = doc["errors"]
    assert (error["line"], error["column"]) == (4, 4)
    assert error["suggestion"] == "Gut"
    assert error["text"].startswith("partie.perlagg:4:4: ")


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
def test_an_open_offer_is_said_under_each_rulebook(book: str) -> None:
    """The offer open at the end (concern answer-at-once) is in the message table's words."""
    text = f'[Regeln "{book}"]\nRunde\nGeber: D\nB: Gilt meinen Hanger\n'
    de = json.loads(judge_document(text))
    en = json.loads(judge_document(text, lang="en"))
    assert de["offers"] == ["Hanger (geboten von B) steht offen bei 2; A+C muss antworten."]
    assert en["offers"] == ["Hanger (bid by B) is open at 2; A+C must answer."]
    answered = json.loads(judge_document(text + "A: Ich halte\n"))
    assert answered["offers"] == []
    assert answered["report"]["rulebook"] == book


def test_at_a_table_of_two_the_offer_names_the_seat() -> None:
    """At two players a party is its one seat (``party_name``), in the offer's words too."""
    doc = json.loads(judge_document('[Spieler "2"]\nRunde\nGeber: B\nB: Gilt mein Gleich\n'))
    assert doc["offers"] == ["Gleich (geboten von B) steht offen bei 2; A muss antworten."]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(transcripts(max_deals=2), two_player_transcripts(max_deals=2)))
def test_a_text_in_canonical_lines_is_kept_as_it_is_and_judged_as_the_cli(
    transcript: Transcript,
) -> None:
    """What the recorder relies on, for every transcript: a text made of canonical lines
    comes back unchanged, and its report is the command line's."""
    from referee.faces.json import report_to_json
    from referee.judge.transcript import judge

    text = render(transcript)
    doc = json.loads(judge_document(text))
    assert doc["text"] == text
    assert doc["report"] == json.loads(json.dumps(report_to_json(judge(parse(text)))))


@settings(max_examples=50, deadline=None)
@given(notation_like_text())
def test_any_text_gets_a_report_or_errors_at_their_places(text: str) -> None:
    doc = json.loads(judge_document(text))
    assert ("report" in doc) != ("errors" in doc)
    for e in doc.get("errors", []):
        assert e["line"] >= 0 and e["column"] >= 0 and e["message"]


def test_the_fixture_is_in_the_canonical_lines() -> None:
    text = RECORDED.read_text(encoding="utf-8")
    assert render(parse(text)) == text


def test_ci_builds_the_site_so_the_browser_tests_run_there() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "npm --prefix web ci" in ci
    assert "npm --prefix web run build" in ci


def test_neither_node_modules_nor_the_built_site_is_kept_in_git() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "web/node_modules/" in ignored
    assert "dist/" in ignored


# =========================================================================== the browser
class _Quiet(http.server.SimpleHTTPRequestHandler):
    """The site's files, quietly."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


class Site:
    """The built site in one browser context: its page, its address, and what went
    wrong (console errors, page errors, requests that left the origin)."""

    def __init__(self, context: Any, origin: str) -> None:
        self.context, self.origin = context, origin
        self.problems: list[str] = []
        context.route("**/*", self._guard)
        self.page = self.open()

    def _guard(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.origin + "/") or url.startswith(("blob:", "data:")):
            route.continue_()
        else:
            self.problems.append(f"request outside the origin: {url}")
            route.abort()

    def open(self) -> Any:
        page = self.context.new_page()
        page.on("console", lambda m: self.problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.problems.append(str(e)))
        page.goto(self.origin + "/")
        self.wait_ready(page)
        return page

    def wait_ready(self, page: Any) -> None:
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_MS)

    def tap(self, name: str, where: str = "#pad") -> None:
        """One button by its name; then wait for the referee's answer."""
        self.page.locator(where).get_by_role("button", name=name, exact=True).first.click()
        self.settle()

    def settle(self) -> None:
        self.page.wait_for_function("document.body.dataset.busy !== '1'")

    def cards(self, *cards: str) -> None:
        for c in cards:
            self.page.click(f"#picker-cards button[data-card='{c}']")
        if self.page.is_visible("#picker"):
            self.page.click("#picker-ok")
        self.settle()


@pytest.fixture
def site(loaded_site: Site) -> Site:
    """The site as loaded for this module, with this test's problems only."""
    loaded_site.problems.clear()
    return loaded_site


@pytest.fixture(scope="module")
def loaded_site() -> Iterator[Site]:
    if not (DIST / "index.html").is_file():
        pytest.skip("web/dist is not built (npm --prefix web ci && npm --prefix web run build)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install '.[test]')")
    executable = os.environ.get("PERLAGG_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        pytest.skip("no chromium on this machine (apt-get install -y chromium)")
    handler = functools.partial(_Quiet, directory=str(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=["--no-sandbox"])
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, locale="de-DE", accept_downloads=True
            )
            yield Site(context, f"http://127.0.0.1:{server.server_port}")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


def _shots(tmp_path: Path) -> Path:
    folder = os.environ.get("PERLAGG_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return Path(folder)
    return tmp_path


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_window_perlagg_judges_each_example_as_the_command_line(site: Site, path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for lang in ("de", "en"):
        got = site.page.evaluate("([t, l]) => window.perlagg.judge(t, {lang: l})", [text, lang])
        assert got == _cli_json(path, "--lang", lang)[1]
    assert site.problems == []


def _start(
    site: Site,
    names: dict[str, str],
    players: int = 4,
    target: str = "",
    cards: str = "5",
    rules: str = "1890",
) -> None:
    page = site.page
    page.click("#tabs button[data-view='recorder']")
    if page.is_visible("#table"):
        page.click("#tabs button[data-view='games']")
        page.click("#new-match")
    page.select_option("#start select[name=rules]", rules)
    page.check(f"#start input[name=players][value='{players}']")
    if players == 2:
        page.select_option("#start select[name=cards]", cards)
    for seat, name in names.items():
        page.fill(f"#start input[name=name-{seat}]", name)
    page.fill("#start input[name=target]", target)
    page.click("#start button[type=submit]")
    site.settle()
    page.wait_for_selector("#table:not([hidden])")


def _play(site: Site, seat: str, card: str, christened: str | None = None) -> None:
    site.tap(seat, "#pad .who")
    site.tap(f"{seat[0]} spielt")
    site.page.click(f"#picker-cards button[data-card='{card}']")
    if christened is None:
        site.tap(f"{seat[0]} spielt {card}")
    else:
        site.tap("taufen als …")
        site.cards(christened)


def test_a_deal_recorded_by_taps_is_the_fixture_byte_for_byte(site: Site, tmp_path: Path) -> None:
    names = {"A": "Josef Schober", "B": "Karl Süß", "C": "Vinatzer", "D": "Sparber"}
    _start(site, names, target="15")
    seat = {s: f"{s} · {n}" for s, n in names.items()}
    site.tap("Neue Runde")
    site.tap(seat["D"])
    site.tap("keine")
    hands = {
        "A": "LA EA HA L8 H10",
        "B": "LK EK HO LO E10",
        "C": "W S8 S10 EO HU",
        "D": "SK SA L10 H9 E8",
    }
    for s, hand in hands.items():
        site.tap(f"Hand {s}")
        site.cards(*hand.split())
    site.tap("Aufgeschlagen")
    site.cards("S9")
    for s, words in (("A", "Gilt mein Gleich"), ("B", "Drei"), ("A", "Vier"), ("B", "Ich halte")):
        site.tap(seat[s], "#pad .who")
        site.tap(words)
    tricks = [
        "A HA, B HO, C HU, D H9",
        "A EA, B E10, C EO, D E8",
        "A LA, B LO, C S8, D SA",
        "D SK, A L8, B EK, C S10",
        "D L10, A H10, B LK, C W=S9",
    ]
    for trick in tricks:
        for played in trick.split(", "):
            s, card = played.split()
            card, _, christened = card.partition("=")
            _play(site, seat[s], card, christened or None)
    site.tap(seat["A"], "#pad .who")
    site.tap("A weist")
    site.cards("LA", "EA", "HA")
    site.tap("A weist LA EA HA")
    site.tap("Streit")
    # the forms the referee understands are offered as one types (a datalist); the
    # table's own words are kept
    offered = site.page.eval_on_selector_all("#ask-offered option", "os => os.map(o => o.value)")
    assert "Was ist Trumpf?" in offered and "Wer hat das Gleich?" in offered
    assert site.page.get_attribute("#pad input.ask", "list") == "ask-offered"
    site.page.fill("#pad input.ask", "Wer schreibt die Vier?")
    site.tap("Fertig")
    site.tap("Stand schreiben")
    site.page.fill("#pad input.ask", "A+C 6, B+D 0")
    site.tap("Fertig")
    expected = RECORDED.read_text(encoding="utf-8")
    assert site.page.evaluate("window.recorder.text()") == expected
    _, cli = _cli_json(RECORDED)
    shown = json.loads(site.page.text_content("#ruling-json") or "null")
    assert shown == cli
    assert site.page.text_content("#score .party[data-party='A+C']") == "A+C 6"
    messages = site.page.locator("#findings .message").all_text_contents()
    wanted = [f["message"] for f in cli["findings"]]
    wanted += [f"{d['question']['text']} – {d['ruling']}" for d in cli["disputes"]]
    assert messages == wanted
    site.page.screenshot(path=str(_shots(tmp_path) / "web-recorder-390.png"), full_page=True)
    # the export is the same file
    site.page.click("#tabs button[data-view='games']")
    with site.page.expect_download() as download:
        site.page.locator("#match-list li").first.get_by_role("button", name="Exportieren").click()
    assert Path(download.value.path()).read_bytes() == expected.encode("utf-8")
    assert site.problems == []


def test_undo_takes_back_the_last_line_and_an_open_offer_is_on_screen(site: Site) -> None:
    _start(site, {"A": "Anna", "B": "Bert"}, players=2)
    site.tap("Neue Runde")
    site.tap("B · Bert")
    site.tap("keine")
    site.tap("Aufgeschlagen")
    site.cards("L9")
    site.tap("B · Bert", "#pad .who")
    site.tap("Gilt mein Gleich")
    text = site.page.evaluate("window.recorder.text()")
    assert text == (
        '[Regeln "1890"]\n[Spieler "2"]\n[A "Anna"]\n[B "Bert"]\n'
        "Runde 1\nGeber: B\nAbheben A: -\nTrumpf: L9\nB: Gilt mein Gleich\n"
    )
    assert site.page.locator("#offers li").all_text_contents() == [
        "Gleich (geboten von B) steht offen bei 2; A muss antworten."
    ]
    assert site.page.locator("#pad .who button").all_text_contents() == ["A · Anna", "B · Bert"]
    site.tap("Zurück")
    assert site.page.evaluate("window.recorder.text()") == text.replace("B: Gilt mein Gleich\n", "")
    assert site.page.locator("#offers li").count() == 0
    assert site.problems == []


def test_two_players_with_seven_cards_each(site: Site) -> None:
    """The two-hand variant: ``[Karten "7"]``, and a hand is seven cards."""
    _start(site, {}, players=2, cards="7")
    site.tap("Neue Runde")
    site.tap("B")
    site.tap("keine")
    site.tap("Hand A")
    site.cards("HA", "EA", "SA", "L7", "L8", "E8", "S7")
    text = site.page.evaluate("window.recorder.text()")
    assert text == (
        '[Regeln "1890"]\n[Spieler "2"]\n[Karten "7"]\n'
        "Runde 1\nGeber: B\nAbheben A: -\nHand A: HA EA SA L7 L8 E8 S7\n"
    )
    assert site.problems == []


@pytest.mark.skipif(not ACCOUNT_LINES, reason="the notation has no account line yet (branch acts)")
def test_a_deal_without_cards_is_closed_by_the_account_buttons(site: Site, tmp_path: Path) -> None:
    _start(site, {})
    site.tap("Neue Runde")
    site.tap("D")
    site.tap("keine")
    site.tap("Aufgeschlagen")
    site.cards("S9")
    site.tap("A", "#pad .who")
    site.tap("Gilt Spiel")
    site.tap("B", "#pad .who")
    site.tap("Gut")
    for line in ("Gleich an B+D", "kein Hanger"):
        site.tap(line)
    text = site.page.evaluate("window.recorder.text()")
    assert text.endswith("A: Gilt Spiel\nB: Gut\nGleich an B+D\nkein Hanger\n")
    path = tmp_path / "account.perlagg"
    path.write_text(text, encoding="utf-8")
    assert json.loads(site.page.text_content("#ruling-json") or "null") == _cli_json(path)[1]
    assert site.problems == []


def test_a_match_is_imported_kept_and_deleted_only_on_the_second_tap(site: Site) -> None:
    page = site.page
    page.click("#tabs button[data-view='games']")
    page.set_input_files("#import-file", str(RECORDED))
    page.wait_for_function("document.getElementById('text').value.length > 0")
    assert page.input_value("#text") == RECORDED.read_text(encoding="utf-8")
    page.click("#tabs button[data-view='games']")
    row = page.locator("#match-list li", has_text="recorded_deal")
    assert row.count() == 1
    row.get_by_role("button", name="Löschen").click()
    assert row.count() == 1  # the first tap only asks
    row.get_by_role("button", name="Wirklich löschen?").click()
    assert page.locator("#match-list li", has_text="recorded_deal").count() == 0
    assert site.problems == []


def test_an_error_typed_in_the_editor_is_marked_at_its_line_and_column(
    site: Site, tmp_path: Path
) -> None:
    page = site.page
    page.click("#tabs button[data-view='editor']")
    page.fill("#text", "Runde\nGeber: D\nA: Gilt mein Gleich\nB: Gutt\n")
    page.wait_for_selector("#errors li.error")
    error = page.locator("#errors li.error").first
    assert (error.get_attribute("data-line"), error.get_attribute("data-column")) == ("4", "4")
    assert "Zeile 4, Spalte 4" in error.text_content()
    assert "Vorschlag: Gut" in error.text_content()
    assert page.locator("#gutter span.error").all_text_contents() == ["4\n"]
    page.fill("#text", RECORDED.read_text(encoding="utf-8"))
    page.wait_for_function("document.getElementById('page').srcdoc.length > 0")
    assert page.locator("#errors li").count() == 0
    frame = page.frame_locator("#page")
    assert "Wer schreibt die Vier?" in (frame.locator("body").text_content() or "")
    page.screenshot(path=str(_shots(tmp_path) / "web-editor-390.png"), full_page=True)
    assert site.problems == []


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 900)])
def test_the_views_fit_a_phone_and_a_desktop(
    site: Site, width: int, height: int, tmp_path: Path
) -> None:
    page = site.page
    page.set_viewport_size({"width": width, "height": height})
    try:
        for view in ("recorder", "editor", "games"):
            page.click(f"#tabs button[data-view='{view}']")
            assert page.evaluate("document.documentElement.scrollWidth") <= width, view
            page.screenshot(path=str(_shots(tmp_path) / f"web-{view}-{width}.png"), full_page=True)
        page.click("#lang")
        assert page.text_content("#tabs button[data-view='games']") == "Matches"
        page.click("#lang")
        assert page.text_content("#tabs button[data-view='games']") == "Partien"
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert site.problems == []


def test_with_the_network_off_the_site_reloads_and_judges(site: Site) -> None:
    """The service worker serves every file from its cache."""
    page = site.page
    page.wait_for_function("navigator.serviceWorker.controller !== null || true")
    page.evaluate("navigator.serviceWorker.ready")
    site.context.set_offline(True)
    try:
        page.reload()
        site.wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        path = EXAMPLES[0]
        got = page.evaluate("t => window.perlagg.judge(t)", path.read_text(encoding="utf-8"))
        assert got == _cli_json(path)[1]
    finally:
        site.context.set_offline(False)
    assert site.problems == []


# --------------------------------------------------------------------------- the known gaps
def _judged_as_the_cli(site: Site, tmp_path: Path) -> Any:
    """The recorder's transcript, judged by the command line: the same JSON is on screen."""
    path = tmp_path / "recorded.perlagg"
    path.write_text(site.page.evaluate("window.recorder.text()"), encoding="utf-8")
    _, cli = _cli_json(path)
    assert json.loads(site.page.text_content("#ruling-json") or "null") == cli
    return cli


def _offered(site: Site) -> list[str]:
    """The cards the open picker offers, in its order."""
    cards = site.page.locator("#picker-cards button").evaluate_all(
        "bs => bs.map(b => b.dataset.card)"
    )
    return [str(c) for c in cards]


def _table(book: str) -> TableRules:
    from referee import rules

    return TableRules.from_rulebook(rules.load(book))


@pytest.mark.parametrize("book", ["1890", "1924", "schlanders-2013"])
def test_the_document_names_the_rulebooks_permanent_perlaggs(book: str) -> None:
    doc = json.loads(judge_document(f'[Regeln "{book}"]\nRunde\nGeber: D\n'))
    assert doc["cards"]["permanent"] == [c.code for c in permanent_perlaggs(_table(book))]
    assert doc["cards"]["deck"] == [c.code for c in deck(_table(book))]


@pytest.mark.parametrize("book", ["1890", "schlanders-2013"])
def test_the_cut_picker_offers_only_the_rulebooks_permanent_perlaggs(
    site: Site, book: str, tmp_path: Path
) -> None:
    _start(site, {}, rules=book)
    site.tap("Neue Runde")
    site.tap("D")
    site.tap("Perlaggs wählen")
    permanent = [c.code for c in permanent_perlaggs(_table(book))]
    assert _offered(site) == permanent
    site.cards(*permanent[:2])
    text = site.page.evaluate("window.recorder.text()")
    assert text.endswith(f"Geber: D\nAbheben C: {permanent[0]} {permanent[1]}\n")
    _judged_as_the_cli(site, tmp_path)
    assert site.problems == []


def test_a_perlagg_is_christened_in_a_show(site: Site, tmp_path: Path) -> None:
    """„A weist HA LA Weli=EA“: only the deal's Perlaggs among the cards shown are offered
    to be christened; the line is the notation's, the ruling the command line's."""
    _start(site, {})
    site.tap("Neue Runde")
    site.tap("D")
    site.tap("keine")
    site.tap("Hand A")
    site.cards("HA", "LA", "W", "L8", "H10")
    site.tap("Aufgeschlagen")
    site.cards("S9")
    site.tap("A", "#pad .who")
    site.tap("Gilt mein Gleich")
    site.tap("A", "#pad .who")
    site.tap("A weist")
    site.cards("HA", "LA", "W")
    christen = site.page.locator("#pad button", has_text="taufen als")
    assert christen.all_text_contents() == ["W taufen als …"]
    christen.click()
    site.cards("EA")
    site.tap("A weist HA LA W=EA")
    text = site.page.evaluate("window.recorder.text()")
    assert text.endswith("Trumpf: S9\nA: Gilt mein Gleich\nA weist HA LA W=EA\n")
    _judged_as_the_cli(site, tmp_path)
    assert site.problems == []


def test_only_a_perlagg_played_is_offered_to_be_christened(site: Site) -> None:
    """A plain card has no „taufen als …“ button; the Weli and a trump Perlagg do."""
    _start(site, {})
    site.tap("Neue Runde")
    site.tap("D")
    site.tap("keine")
    site.tap("Hand A")
    site.cards("HA", "LA", "W", "S8", "H10")
    site.tap("Aufgeschlagen")
    site.cards("S9")
    offered = {}
    for code in ("HA", "W", "S8"):
        site.tap("A", "#pad .who")
        site.tap("A spielt")
        site.page.click(f"#picker-cards button[data-card='{code}']")
        offered[code] = site.page.locator("#pad button", has_text="taufen als").count()
        site.tap("Abbrechen")
    assert offered == {"HA": 0, "W": 1, "S8": 0}
    assert site.problems == []


@pytest.mark.parametrize(
    ("figures", "words"),
    [(("Gleich", "Spiel"), "Gleich und Spiel"), (("Hanger",), "Hanger")],
)
def test_an_unseen_bid_of_one_or_two_figures(
    site: Site, figures: tuple[str, ...], words: str, tmp_path: Path
) -> None:
    _start(site, {})
    site.tap("Neue Runde")
    site.tap("D")
    site.tap("keine")
    site.tap("Aufgeschlagen")
    site.cards("S9")
    site.tap("A", "#pad .who")
    site.tap("mehr …")
    site.tap("Ungesehen …")
    for f in figures:
        site.tap(f)
    site.tap(f"A: Ungesehen: Gilt {words}")
    text = site.page.evaluate("window.recorder.text()")
    assert text.endswith(f"Trumpf: S9\nA: Ungesehen: Gilt {words}\n")
    _judged_as_the_cli(site, tmp_path)
    offers = json.loads(judge_document(text))["offers"]
    assert offers and site.page.locator("#offers li").all_text_contents() == offers
    assert site.problems == []


def test_the_cut_for_the_first_dealer_is_offered_and_checked(site: Site, tmp_path: Path) -> None:
    """``Ums Geben: A L7, B SA, C W, D EK`` before the first deal's dealer: the seat the
    referee says deals is marked; another dealer is the referee's violation."""
    _start(site, {})
    site.tap("Neue Runde")
    site.tap("Ums Geben abheben")
    cut = {"A": "L7", "B": "SA", "C": "W", "D": "EK"}
    for seat, c in cut.items():  # one picker after another, one card each
        assert site.page.text_content("#picker-title") == f"{seat} hebt ums Geben ab:"
        site.page.click(f"#picker-cards button[data-card='{c}']")
    site.settle()
    line = "Ums Geben: A L7, B SA, C W, D EK"
    assert site.page.evaluate("window.recorder.text()").endswith(f"Runde 1\n{line}\n")
    cuts = [(Seat(s), card(c)) for s, c in cut.items()]
    [right] = [s.value for s in first_dealers(_table("1890"), cuts)]
    assert site.page.locator("#pad button.suggested").all_text_contents() == [right]
    wrong = next(s for s in cut if s != right)
    site.tap(wrong)
    cli = _judged_as_the_cli(site, tmp_path)
    violations = [f for f in cli["findings"] if f["kind"] == "violation"]
    assert [f["concern"] for f in violations] == ["first-dealer"]
    shown = site.page.locator("#findings li.violation .message").all_text_contents()
    assert shown == [f["message"] for f in violations]
    site.tap("Zurück")
    site.tap(right)
    cli = _judged_as_the_cli(site, tmp_path)
    assert not [f for f in cli["findings"] if f["concern"] == "first-dealer"]
    site.tap("keine")
    site.tap("Aufgeschlagen")
    site.cards("S9")
    site.tap("Neue Runde")  # the second deal: its dealer is not cut for
    assert site.page.locator("#pad button", has_text="Ums Geben").count() == 0
    assert site.page.locator("#pad button.seat").count() == 4
    assert site.problems == []
