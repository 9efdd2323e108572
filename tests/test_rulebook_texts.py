"""The built-in rulebooks against their sources: every quote verbatim, every concern and
parameter accounted for, every paragraph governing something."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from referee import rules as rulebook
from referee.model.findings import Authority

SEEDS = Path(__file__).resolve().parents[1] / "docs" / "sources"
SCHWAIGHOFER = "schwaighofer-1926.txt"
SCHLANDERS = "schlanders-2013.txt"
SEED_OF = {"1890": SCHWAIGHOFER, "1924": SCHWAIGHOFER, "schlanders-2013": SCHLANDERS}
BOOKS = rulebook.builtin_ids()


def ws(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@cache
def seed(name: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The seed whitespace-normalised, without its page-number lines, and where each
    page ends: Schwaighofer's page numbers stand alone on a line after the page's text,
    so a paragraph running over a page break reads on without the number."""
    text = ""
    ends: list[tuple[int, int]] = []
    for line in (SEEDS / name).read_text(encoding="utf-8").splitlines():
        if re.fullmatch(r"\s*\d{2}\s*", line):
            ends.append((len(text), int(line)))
            continue
        text = ws(f"{text} {line}")
    return text, tuple(ends)


def page_at(name: str, pos: int) -> int:
    _, ends = seed(name)
    for end, page in ends:
        if pos < end:
            return page
    return ends[-1][1] + 1  # the author's note and the 1924 rules: p. 77, no number follows


def find(name: str, quote: str) -> int:
    text, _ = seed(name)
    pos = text.find(ws(quote))
    assert pos >= 0, f"not verbatim in {name}: {quote[:80]!r}"
    return pos


# --- verbatim ----------------------------------------------------------------------------


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_paragraph_is_verbatim_in_its_seed(book_id: str) -> None:
    name = SEED_OF[book_id]
    book = rulebook.load(book_id)
    for p in book.paragraphs:
        pos = find(name, p.text)
        if p.page is not None:
            assert page_at(name, pos) == p.page, f"{book_id} {p.ref}: page {p.page}"


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_explanation_quote_is_verbatim_on_its_page(book_id: str) -> None:
    book = rulebook.load(book_id)
    for concern in book.concerns:
        for c in book.cite(concern):
            if c.authority is Authority.EXPLANATION:
                pos = find(SCHWAIGHOFER, c.text)
                assert page_at(SCHWAIGHOFER, pos) == c.page, f"{concern}: {c.ref} {c.text[:50]}"
                assert c.ref == f"S. {c.page}"


def test_seed_paragraph_numbering_is_complete() -> None:
    refs = [p.ref for p in rulebook.load("1890").paragraphs]
    assert refs == [f"§{n}" for n in range(1, 33)]
    refs = [p.ref for p in rulebook.load("schlanders-2013").paragraphs]
    expected = [f"A {n}" for n in range(1, 9)] + [f"B §{n}" for n in range(1, 21)]
    expected += ["B §21", "B §21 a", "B §21 b", "B §21 c"] + [f"B §{n}" for n in range(22, 27)]
    assert refs == expected
    assert [p.ref for p in rulebook.load("1924").paragraphs][:2] == ["§1", "§2"]


# --- completeness ------------------------------------------------------------------------


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_paragraph_governs_a_concern_or_says_why_not(book_id: str) -> None:
    book = rulebook.load(book_id)
    for p in book.paragraphs:
        assert book.concerns_of(p.ref) or p.non_operative, f"{book_id} {p.ref}"


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_concern_resolves_to_citations_or_explicit_silence(book_id: str) -> None:
    book = rulebook.load(book_id)
    assert set(book.concerns) == set(rulebook.catalogue().concerns)
    for concern in book.concerns:
        cites = book.cite(concern)
        if not cites:
            assert book.is_silent(concern)
            assert book.concern_note(concern), f"{book_id} {concern}: silent without a note"
            continue
        order = {Authority.PARAGRAPH: 0, Authority.EXPLANATION: 1, Authority.INTERPRETATION: 2}
        ranks = [order[c.authority] for c in cites]
        assert ranks == sorted(ranks), f"{book_id} {concern}: paragraphs, explanations, then ours"
        for c in cites:
            assert c.text.strip()


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_parameter_is_set_with_its_type_and_basis(book_id: str) -> None:
    book = rulebook.load(book_id)
    cat = rulebook.catalogue()
    types = {"bool": bool, "int": int, "str": str, "list": list, "table": dict}
    for name, (kind, _meaning) in cat.params.items():
        info = book.param_info(name)
        assert isinstance(info.value, types[kind]), f"{book_id} {name}"
        assert kind != "int" or not isinstance(info.value, bool)
        assert info.refs or info.note, f"{book_id} {name}: no legal reference"
        assert cat.param_concern[name] in cat.concerns


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_interpretation_is_cited_and_never_passes_for_a_quote(book_id: str) -> None:
    book = rulebook.load(book_id)
    cited = {
        c.ref
        for concern in book.concerns
        for c in book.cite(concern)
        if c.authority is Authority.INTERPRETATION
    }
    assert cited == set(book.interpretations)
    for key in book.interpretations:
        c = book.interpretation(key)
        assert c.authority is Authority.INTERPRETATION and "Grund:" in c.text


# --- what the sources say ----------------------------------------------------------------


def test_1924_rests_on_1890_and_says_so() -> None:
    book = rulebook.load("1924")
    assert book.paragraph("§1").page == 77 and book.paragraph("§1").provenance is None
    assert book.paragraph("§1").text.startswith("Wenn keine andere Form")
    follow = book.cite("follow-suit")[0]
    assert (follow.rulebook, follow.ref) == ("1924", "§13")
    assert follow.provenance == "1890 §13, 1924 übernommen; Wortlaut 1924 nicht überliefert"
    for concern in book.concerns:
        for c in book.cite(concern):
            if c.authority is Authority.PARAGRAPH and c.rulebook == "1924":
                assert c.ref in ("§1", "§2") or "1924 nicht überliefert" in (c.provenance or "")


def test_1890_section_6_records_its_gap_and_its_support() -> None:
    book = rulebook.load("1890")
    six = book.paragraph("§6")
    assert six.gap and six.text == "Die Rangordnung der drei Figuren ist folgende:"
    cites = book.cite("figure-order")
    labels = [(c.authority, c.rulebook, c.ref) for c in cites]
    assert labels[0] == (Authority.PARAGRAPH, "1890", "§6")
    assert (Authority.PARAGRAPH, "schlanders-2013", "A 4") in labels
    assert any(
        c.ref == "S. 61" and c.text.startswith("Zum Ausgehen jedoch ist das Gleich") for c in cites
    )
    assert "Lücke im Scan" in (cites[0].provenance or "")


def test_schlanders_quotes_schwaighofer_only_as_a_marked_supplement() -> None:
    book = rulebook.load("schlanders-2013")
    assert not book.explanation_binding
    for concern in book.concerns:
        for c in book.cite(concern):
            if c.authority is Authority.EXPLANATION:
                assert "schweigt" in (c.provenance or ""), concern


def test_parameter_values() -> None:
    old, new = rulebook.load("1890"), rulebook.load("schlanders-2013")
    assert old.param("perlaggs.order") == ["HK", "W", "S7", "E7", "T7", "TU", "TO"]
    assert new.param("perlaggs.order") == ["HK", "S8", "T7", "TO", "TU", "E7", "EO", "EU"]
    assert new.param_info("perlaggs.order").interpretation == "trump-perlaggs-placement"
    assert (old.param("target.points"), old.param("target.fixed")) == (15, False)
    assert (new.param("target.points"), new.param("target.fixed")) == (24, True)
    assert old.param("deal.cutter_packets") == {"1": [1, 3], "2": [0, 3], "3": [0, 2], "4": [0, 1]}
    assert old.param("penalty.revoke") == 0 and new.param("penalty.revoke") == 2
    assert old.param("endgame.ask_degree_from") == 3 and new.param("endgame.ask_degree_from") == 4
    assert rulebook.load("1924").param("cut.min_cards") == 2


OPEN_READINGS = {
    "1890": [
        "gestochen-act",
        "must-have-party",
        "rebid-value",
        "ties-author-note",
        "figure-order-gap",
    ],
    "schlanders-2013": [
        "gestochen-act",
        "must-have-party",
        "rebid-value",
        "trump-perlaggs-placement",
        "overbid-gut-ends-match",
    ],
}


@pytest.mark.parametrize("book_id", list(OPEN_READINGS))
def test_the_open_readings_are_recorded(book_id: str) -> None:
    book = rulebook.load(book_id)
    for key in OPEN_READINGS[book_id]:
        assert book.interpretation(key).ref == key


# --- the readings the referee code names ----------------------------------------------------

CODE_KEYS = {
    # key: the built-in rulebooks that must record it
    "gestochen-ohne-stich": BOOKS,  # play.py (alias of gestochen-act)
    "exchange-natural-card": BOOKS,  # deal.py
    "one-name-per-perlagg": BOOKS,  # figures.py
    "answer-at-once-before-card": BOOKS,
    "answer-at-once-silence-is-gut": BOOKS,
    "answer-unnamed-latest": BOOKS,
    "answer-unnamed-one-utterance": BOOKS,
    "raise-refusal-value-fixed": BOOKS,
    "void-act": BOOKS,
    "rebid-value": BOOKS,
    "must-have-party": BOOKS,
    "must-have-raiser-holds": BOOKS,
    "penalties-at-writing": BOOKS,
    "spiel-aus-at-hold": BOOKS,
    "spiel-aus-writes-to-target": BOOKS,
    "overbid-gut-ends-match": ["schlanders-2013"],
    "unseen-listing-is-not-naming": BOOKS,
    "throw-in-stake-agreed": ["schlanders-2013"],
    "ties-author-note": BOOKS,
    "endgame-ask-ladder": BOOKS,
}


@pytest.mark.parametrize(("key", "books"), CODE_KEYS.items())
def test_the_readings_the_referee_code_names_are_recorded(key: str, books: list[str]) -> None:
    for book_id in books:
        c = rulebook.load(book_id).interpretation(key)
        assert c.authority is Authority.INTERPRETATION and "Grund:" in c.text


def test_every_interpretation_the_wager_module_lists_is_recorded() -> None:
    """wager.py lists its readings in its docstring; each must be in a rulebook file."""
    wager = Path(__file__).parents[1] / "referee" / "judge" / "wager.py"
    doc = wager.read_text(encoding="utf-8").split('"""')[1]
    assert "Readings of our own" in doc, "wager.py's docstring no longer lists its readings"
    listed = doc.split("Readings of our own", 1)[1].split(":", 1)[1]
    keys = set(re.findall(r"\b([a-z]+(?:-[a-z]+)+)\b", re.sub(r"\([^)]*\)", "", listed)))
    books = [rulebook.load(b) for b in BOOKS]
    missing = []
    for key in sorted(keys):
        try:
            next(b for b in books if _has(b, key))
        except StopIteration:
            missing.append(key)
    assert not missing, f"readings named in wager.py but recorded in no rulebook: {missing}"


def _has(book: rulebook.Rulebook, key: str) -> bool:
    try:
        book.interpretation(key)
    except KeyError:
        return False
    return True


@pytest.mark.parametrize("book_id", BOOKS)
def test_parameter_page_refs_are_pages_the_rulebook_quotes(book_id: str) -> None:
    book = rulebook.load(book_id)
    quoted = {
        c.ref
        for concern in book.concerns
        for c in book.cite(concern)
        if c.authority is Authority.EXPLANATION
    }
    for name, info in book.params.items():
        for ref in info.refs:
            if ref.startswith("S. "):
                assert ref in quoted, f"{book_id} {name}: {ref} is quoted nowhere"
            else:
                assert book.has_paragraph(ref), f"{book_id} {name}: {ref}"
