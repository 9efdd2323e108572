"""``perlagg rules``: the list, a rulebook, one paragraph, the diff; plain text and JSON."""

from __future__ import annotations

import json
import re

import pytest

from referee import rules as rulebook
from referee.cli import main
from referee.cli import rules as rules_cmd
from tests.support.places import HOUSE


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["rules", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--lang", "de")
    assert code == 0
    assert "Eingebaute Regelwerke" in out
    for book_id in rulebook.builtin_ids():
        assert re.search(rf"^{re.escape(book_id)}\t", out, re.M)
    assert "\x1b[" not in out  # plain when not a terminal


def test_list_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--json")
    data = json.loads(out)
    assert code == 0
    assert [r["id"] for r in data["rulebooks"]] == ["1890", "1924", "schlanders-2013"]
    assert data["rulebooks"][1]["extends"] == "1890"


def test_all_paragraphs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1890")
    assert code == 0
    assert "§13 (S. 73)\n  „Es darf nie Farbe verleugnet werden, außer es wird gestochen.“" in out
    assert "Lücke im Scan" in out  # §6
    assert out.count("\n§") == 32


@pytest.mark.parametrize("lang", ["de", "en"])
def test_paragraph_texts_are_set_as_quotations(capsys: pytest.CaptureFixture[str], lang) -> None:
    """A paragraph's text is a quotation, in „…“, in English output too (and untranslated)."""
    code, out, _ = run(capsys, "--lang", lang, "schlanders-2013", "B §2")
    assert code == 0
    assert "\n  „Die beim Abheben abgehobenen ständigen Perlaggen" in out
    assert "Nicht vom Geber verstreute Karten schließen ein neues Geben aus.“\n" in out


def test_all_paragraphs_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1890", "--json")
    data = json.loads(out)
    assert code == 0 and data["id"] == "1890" and data["title"].startswith("Regeln")
    assert len(data["paragraphs"]) == 32
    first = data["paragraphs"][8]
    assert {k: first[k] for k in ("ref", "page")} == {"ref": "§9", "page": 73}
    assert first["text"].startswith("Die gebotene und vom Gegner nicht gehaltene Figur")
    assert "scoring-order" in first["concerns"]


def test_1924_paragraphs_say_they_are_inherited(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "1924", "--json")
    paragraphs = {p["ref"]: p for p in json.loads(out)["paragraphs"]}
    assert "provenance" not in paragraphs["§1"]
    assert paragraphs["§13"]["provenance"] == (
        "1890 §13, 1924 übernommen; Wortlaut 1924 nicht überliefert"
    )


@pytest.mark.parametrize(
    ("book", "refs", "expected"),
    [
        ("1890", ["9"], "§9"),
        ("1890", ["§9"], "§9"),
        ("1890", ["§ 9"], "§9"),
        ("schlanders-2013", ["B", "§10"], "B §10"),
        ("schlanders-2013", ["B §10"], "B §10"),
        ("schlanders-2013", ["A7"], "A 7"),
        ("schlanders-2013", ["B §21 a"], "B §21 a"),
    ],
)
def test_one_paragraph_accepts_loose_refs(
    capsys: pytest.CaptureFixture[str], book: str, refs: list[str], expected: str
) -> None:
    code, out, _ = run(capsys, book, *refs, "--json")
    data = json.loads(out)
    assert code == 0
    assert [p["ref"] for p in data["paragraphs"]] == [expected]
    assert data["paragraphs"][0]["concerns"]


def test_one_paragraph_shows_the_concerns_it_governs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1890", "§13")
    assert code == 0
    assert "Es darf nie Farbe verleugnet werden, außer es wird gestochen." in out
    assert "Regelt:" in out and "follow-suit" in out
    code, out, _ = run(capsys, "1890", "§13", "--lang", "en")
    assert "Governs:" in out and "verleugnet" in out  # the quote is never translated


def test_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "1890", "§33")
    assert code == 2 and "kein Paragraph" in err
    code, _, err = run(capsys, "schlanders-2013", "7")
    assert code == 2 and "mehrdeutig" in err and "A 7" in err and "B §7" in err
    code, _, err = run(capsys, "1900")
    assert code == 2 and "1890, 1924, schlanders-2013" in err
    code, _, err = run(capsys, "diff", "1890")
    assert code == 2 and "diff" in err
    code, _, err = run(capsys, str(HOUSE / "wrong_type.toml"))
    assert code == 2 and "wrong_type.toml:4:" in err


def test_house_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(HOUSE / "stammtisch.toml"), "H2")
    assert code == 0 and "revoke-penalty" in out


# --- diff --------------------------------------------------------------------------------


def blocks(out: str) -> dict[str, str]:
    """The plain diff, one block per concern (``== key — meaning``)."""
    found = {}
    for chunk in out.split("\n== ")[1:]:
        key = chunk.split(" ", 1)[0]
        found[key] = chunk
    return found


# DOMAIN.md's table: concern -> (parameter, 1890 value, Schlanders value, their refs)
DOMAIN_TABLE = {
    "deck": ("deck.weli", "ja", "nein", ["S. 52"], ["A 1"]),
    "perlagg-ranks": (
        "perlaggs.order",
        "[HK, W, S7, E7, T7, TU, TO]",
        "[HK, S8, T7, TO, TU, E7, EO, EU]",
        ["S. 54", "S. 55"],
        ["A 6"],
    ),
    "trump-turn": ("trump.eichel_allowed", "ja", "nein", ["S. 55"], ["A 7"]),
    "exchange": ("exchange.mandatory", "ja", "nein", ["S. 56"], ["A 7"]),
    "target": ("target.points", "15", "24", ["§5", "S. 61"], ["A 3"]),
    "first-dealer": ("first_dealer", "lowest", "highest", ["§1"], ["B §1"]),
    "stock": ("stock.peek", "none", "top-bottom", ["§4"], ["B §4"]),
    "revoke-penalty": ("penalty.revoke", "0", "2", ["§32"], ["B §10"]),
    "false-figure-penalty": ("penalty.false_figure", "3", "2", ["§31"], ["B §5", "B §26"]),
    "overbid": ("penalty.overbid_gut_ends_match", "nein", "ja", ["§20"], ["B §16"]),
    "end-game-ties": ("endgame.ask_degree_from", "3", "4", ["§25", "§26"], ["B §21", "B §21 b"]),
    "throw-in": ("throw_in.forfeits_figures", "nein", "ja", [], ["B §6"]),
}


def test_diff_shows_every_difference_of_the_domain_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "diff", "1890", "schlanders-2013", "--full")
    assert code == 0
    found = blocks(out)
    old, new = rulebook.load("1890"), rulebook.load("schlanders-2013")
    for concern, (param, left, right, left_refs, right_refs) in DOMAIN_TABLE.items():
        block = found[concern]
        assert f"{param} ≠" in block
        assert re.search(rf"1890: {re.escape(left)}(?=\s)", block), concern
        assert re.search(rf"schlanders-2013: {re.escape(right)}(?=\s)", block), concern
        old_part, new_part = block.split("\n  schlanders-2013:\n", 1)
        for ref in left_refs:  # both sides' paragraphs, quoted
            text = old.paragraph(ref).text if ref.startswith("§") else None
            label = ref if text else f"Erklärung {ref}"
            assert f"{label}: " in old_part, (concern, ref)
            if text:
                assert text.split("\n")[0] in old_part
        for ref in right_refs:
            assert f"{ref}: {new.paragraph(ref).text.split(chr(10))[0]}" in new_part, (concern, ref)
    # follow suit: §13 against B §10, the row DOMAIN.md calls "revoke"
    assert (
        "§13: Es darf nie Farbe verleugnet werden, außer es wird gestochen." in found["follow-suit"]
    )
    assert (
        "B §10: Es darf nie Farbe verleugnet werden, außer es wird mit Trumpf"
        in (found["follow-suit"])
    )
    assert "schweigt" in found["throw-in"]  # 1890 is silent, and says so


def test_diff_only_where_they_differ(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "diff", "1890", "1924", "--full")
    found = blocks(out)
    assert {"first-dealer", "cut", "misdeal"} <= set(found)
    assert "follow-suit" not in found  # 1924 §13 is 1890 §13
    assert "cut.min_cards ≠" in found["cut"]
    _, out, _ = run(capsys, "diff", "1890", "1924", "--all", "--full")
    assert set(blocks(out)) == set(rulebook.catalogue().concerns)
    _, out, _ = run(capsys, "diff", "1890", "1890", "--full")
    assert "Keine Unterschiede." in out


def test_diff_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "diff", "1890", "schlanders-2013", "--json")
    data = json.loads(out)
    assert code == 0 and (data["left"], data["right"]) == ("1890", "schlanders-2013")
    rows = {r["concern"]: r for r in data["concerns"]}
    assert set(DOMAIN_TABLE) <= set(rows)
    revoke = rows["revoke-penalty"]
    assert revoke["params"] == [
        {
            "name": "penalty.revoke",
            "left": 0,
            "right": 2,
            "left_refs": ["§13", "§32", "S. 64"],
            "right_refs": ["B §10"],
        }
    ]
    assert revoke["right"][0] == {
        "authority": "paragraph",
        "rulebook": "schlanders-2013",
        "ref": "B §10",
        "text": rulebook.load("schlanders-2013").paragraph("B §10").text,
    }
    assert rows["throw-in"]["left"] == []


def test_diff_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "diff", "1890", "schlanders-2013", "--lang", "en", "--full")
    assert out.startswith("Differences 1890 ↔ schlanders-2013")
    assert "deck.weli ≠\n    1890: yes (S. 52)" in out
    _, out, _ = run(capsys, "diff", "1890", "schlanders-2013", "--lang", "en")
    assert "22 of 28 parameters differ" in out and "deck.weli  " in out
    assert "  perlagg rules diff 1890 schlanders-2013 --full" in out


def _table_rows(out: str) -> dict[str, tuple[str, str]]:
    """The default diff's table: parameter -> (left value, right value), each value put
    together from the lines it goes on over (columns cut where the header's start)."""
    lines = out.split("\n\n")[1].splitlines()  # between the count and the last words
    head = lines[0].split()
    at = [lines[0].index(" " + head[1]) + 1, lines[0].index(" " + head[2]) + 1]
    cells: dict[str, list[list[str]]] = {}
    name = ""
    for line in lines[1:]:
        if not line.startswith(" "):
            name = line[: at[0]].strip()
        parts = cells.setdefault(name, [[], []])
        parts[0].append(line[at[0] : at[1]].strip())
        parts[1].append(line[at[1] :].strip())
    return {n: (" ".join(a).strip(), " ".join(b).strip()) for n, (a, b) in cells.items()}


def test_the_default_diff_is_one_screen_of_parameters(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "diff", "1890", "schlanders-2013")
    assert code == 0
    lines = out.splitlines()
    assert lines[:2] == ["Unterschiede 1890 ↔ schlanders-2013", "22 von 28 Parametern verschieden"]
    assert len(lines) <= 40 and all(len(line) <= 80 for line in lines)
    rows = _table_rows(out)
    old, new = rulebook.load("1890"), rulebook.load("schlanders-2013")
    differing = [n for n in rulebook.catalogue().params if old.param(n) != new.param(n)]
    assert list(rows) == differing  # each differing one, in the catalogue's order, once
    for concern, (param, left, right, _, _) in DOMAIN_TABLE.items():  # DOMAIN.md's values
        shown_left, shown_right = rows[param]
        assert shown_left.startswith(left) and shown_right.startswith(right), concern
        # each value with the paragraphs that set it
        assert shown_left.endswith(f"({', '.join(old.param_info(param).refs)})") or not (
            old.param_info(param).refs
        )
        assert shown_right.endswith(f"({', '.join(new.param_info(param).refs)})")
    # every concern but one differs in wording (lead does too since Schlanders rests it on
    # the interpretation turn-order, issue 24)
    assert lines[-2:] == [
        "Im Wortlaut verschieden: 61 von 62 Anliegen; jedes mit seinen Paragraphen:",
        "  perlagg rules diff 1890 schlanders-2013 --full",
    ]
    _, out, _ = run(capsys, "diff", "1890", "1924", "--all")
    rows = _table_rows(out)
    marked = {n.removesuffix(" ≠") for n in rows}
    assert marked == set(rulebook.catalogue().params)
    assert [n for n in rows if n.endswith(" ≠")] == ["cut.min_cards ≠"]
    assert rows["cut.min_cards ≠"] == ("0 (§2)", "2 (§2)")


def test_rich_output_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rules_cmd, "_plain", lambda: False)
    diffs = (
        ["rules", "diff", "1890", "schlanders-2013"],
        ["rules", "diff", "1890", "1924", "--full"],
    )
    for argv in (["rules"], ["rules", "1890", "§9"], *diffs):
        assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Bietenden sofort" in out or "gut-scoring" in out
    assert "schlanders-2013" in out


# --- every citation can be looked up ------------------------------------------------------
def test_an_explanation_page(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1890", "S. 64")
    assert code == 0
    assert out.startswith("1890 — Schwaighofer 1926, S. 64 (Erklärung)")
    assert "„Es muß unter allen Umständen Farbe bekannt werden" in out
    assert "zitiert für: follow-suit" in out
    book = rulebook.load("1890")
    for c in book.cite("follow-suit"):
        if c.page == 64 and c.authority.value == "explanation":
            assert c.text in out


def test_an_explanation_page_not_cited(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "schlanders-2013", "S. 1")
    assert code == 2 and "S. 1" in err


def test_an_interpretation_with_reason_and_the_reading_not_chosen(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "1890", "gestochen-act")
    assert code == 0
    assert "Auslegung gestochen-act" in out
    assert "Grund: §13 und die Erklärung S. 64" in out
    assert "Nicht gewählte Lesart: Nur ein Trumpf oder Perlagg" in out
    code, out, _ = run(capsys, "1890", "gestochen-act", "--lang", "en", "--json")
    data = json.loads(out)
    assert data["reading"].startswith("A player who holds the suit led")
    assert data["alternative"].startswith("Only a trump or Perlagg")
    assert data["concerns"] == ["follow-suit"]


def test_an_interpretation_by_its_alias(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1890", "gestochen-ohne-stich")
    assert code == 0 and "gestochen-act" in out


def test_a_concern_under_every_rulebook(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--concern", "follow-suit")
    assert code == 0
    for book in rulebook.builtin_ids():
        assert book in out
    assert "B §10" in out and "§13" in out
    code, out, _ = run(capsys, "--concern", "follow-suit", "--json")
    data = json.loads(out)
    assert [b["rulebook"] for b in data["rulebooks"]] == rulebook.builtin_ids()
    assert data["rulebooks"][2]["cites"][0]["ref"] == "B §10"


def test_an_unknown_concern(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--concern", "folow-suit"]) == 2
    assert capsys.readouterr().err.strip() == (
        "perlagg rules: kein Anliegen „folow-suit“ — gemeint ist wohl follow-suit? "
        "(perlagg codes listet alle)"
    )
    assert main(["rules", "--concern", "zzzz"]) == 2
    assert "(bekannt: deck, seating," in capsys.readouterr().err  # nothing near: the list
