"""House rules: a user's TOML file extends a rulebook; every loading error has file:line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from referee import rules as rulebook
from referee.model.findings import Authority
from referee.rules import RulebookError

HOUSE = Path(__file__).parent / "fixtures" / "house"


def marked_line(path: Path) -> int:
    """The fixture marks the offending line with the comment ``# FEHLER``."""
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if "# FEHLER" in line:
            return no
    raise AssertionError(f"{path} has no '# FEHLER' marker")


def load_error(name: str) -> RulebookError:
    with pytest.raises(RulebookError) as info:
        rulebook.load(name, base_dir=HOUSE)
    return info.value


# --- a valid house file ------------------------------------------------------------------


def test_house_file_overrides_parameters_and_keeps_the_rest() -> None:
    book = rulebook.load("stammtisch.toml", base_dir=HOUSE)
    assert book.id == "stammtisch"
    assert book.extends == "1890"
    assert book.param("target.points") == 18
    assert book.param("penalty.revoke") == 2
    assert book.param_info("penalty.revoke").refs == ("H2",)
    # inherited unchanged
    assert book.param("penalty.false_figure") == 3
    assert book.param("deck.weli") is True


def test_house_paragraphs_are_cited_first_then_the_inherited_ones() -> None:
    book = rulebook.load("stammtisch.toml", base_dir=HOUSE)
    cites = book.cite("revoke-penalty")
    assert [c.ref for c in cites][:2] == ["H2", "§32"]
    assert cites[0].rulebook == "stammtisch" and cites[0].provenance is None
    assert cites[1].provenance == "1890 §32, von stammtisch übernommen"
    assert cites[-1].authority is Authority.INTERPRETATION
    assert cites[-1].ref == "h2-whole-party"
    assert book.concerns_of("H2") == ("revoke-penalty",)
    assert book.paragraph("h1").text == "Gespielt wird auf 18 Punkte."


def test_house_file_inherits_everything_else() -> None:
    book = rulebook.load("stammtisch.toml", base_dir=HOUSE)
    base = rulebook.load("1890")
    assert [c.text for c in book.cite("follow-suit")] == [c.text for c in base.cite("follow-suit")]
    assert book.is_silent("throw-in")
    assert book.interpretation("gestochen-act").authority is Authority.INTERPRETATION
    assert len(book.paragraphs) == len(base.paragraphs) + 2


def test_house_file_may_extend_a_house_file_and_write_dotted_keys() -> None:
    book = rulebook.load(str(HOUSE / "dotted.toml"))
    assert book.id == "dotted"  # the file name, when no id is given
    assert book.extends == "stammtisch"
    assert book.param("target.points") == 21
    assert book.param("stock.peek") == "top-bottom"
    assert book.param("penalty.revoke") == 2  # from stammtisch.toml


def test_relative_path_is_taken_from_the_base_dir(tmp_path: Path) -> None:
    shutil.copy(HOUSE / "stammtisch.toml", tmp_path / "regeln.toml")
    (tmp_path / "sub").mkdir()
    book = rulebook.load("../regeln.toml", base_dir=tmp_path / "sub")
    assert book.param("target.points") == 18


def test_nothing_in_a_house_file_is_executed(tmp_path: Path) -> None:
    evil = tmp_path / "evil.toml"
    evil.write_text(
        'extends = "1890"\n'
        "title = \"__import__('os').system('touch PWNED')\"\n"
        "[params]\n"
        '"target.points" = 18\n',
        encoding="utf-8",
    )
    book = rulebook.load(str(evil))
    assert "PWNED" in book.title
    assert not (tmp_path / "PWNED").exists()


# --- every loading error, with file:line --------------------------------------------------

MARKED = [
    ("unknown_key.toml", "unbekannter Schlüssel 'paragraph'"),
    ("unknown_top_key.toml", "unbekannter Schlüssel 'titel'"),
    ("unknown_concern.toml", "unbekanntes Anliegen 'farbe-bekennen'"),
    ("unknown_param.toml", "unbekannter Parameter 'penalty.renege'"),
    ("wrong_type.toml", "Parameter target.points: Typ int erwartet"),
    ("wrong_type_bool_as_int.toml", "Parameter penalty.revoke: Typ int erwartet"),
    ("bad_value.toml", "'alles' ist nicht erlaubt"),
    ("circular_a.toml", "extends im Kreis"),  # reported where the circle closes: b
    ("self_extends.toml", "extends im Kreis"),
    ("missing_paragraph.toml", "unbekannter Paragraph '§33'"),
    ("missing_param_ref.toml", "unbekannten Paragraphen 'B §27'"),
    ("missing_interpretation.toml", "unbekannte Auslegung 'unterstechen-verboten'"),
    ("missing_parent.toml", "nicht gefunden"),
    ("unmapped_paragraph.toml", "Paragraph 'H1' regelt kein Anliegen"),
    ("not_toml.toml", "kein gültiges TOML"),
    ("silent_with_paragraphs.toml", "silent = true, aber Paragraphen"),
    ("bad_explanation_page.toml", "S. 12"),
]


@pytest.mark.parametrize(("name", "message"), MARKED)
def test_loading_error_names_file_and_line(name: str, message: str) -> None:
    error = load_error(name)
    path = HOUSE / ("circular_b.toml" if name == "circular_a.toml" else name)
    expected = f"{path.resolve()}:{marked_line(path)}: "
    lines = str(error).splitlines()
    assert any(line.startswith(expected) and message in line for line in lines), str(error)


def test_a_file_without_extends_must_be_complete() -> None:
    text = str(load_error("no_id_no_extends.toml"))
    assert "id fehlt" in text
    assert "Parameter 'deck.weli' fehlt" in text
    assert "Anliegen 'follow-suit' fehlt" in text


def test_missing_file_is_a_rulebook_error() -> None:
    error = load_error("nowhere.toml")
    assert "nicht gefunden" in str(error)


def test_all_problems_of_a_file_are_reported_together(tmp_path: Path) -> None:
    bad = tmp_path / "many.toml"
    bad.write_text(
        'extends = "1890"\n[params]\n"target.points" = "x"\n"no.such" = 1\n',
        encoding="utf-8",
    )
    error = load_error(str(bad))
    assert [line for _, line, _ in error.problems] == [3, 4]


def test_a_rejected_paragraph_does_not_shift_the_others(tmp_path: Path) -> None:
    """Each problem is said at its own ``[[paragraph]]``, also after a rejected one."""
    bad = tmp_path / "haus.toml"
    bad.write_text(
        'extends = "1890"\n\n[[paragraph]]\nref = "H0"\ntext = 5\n\n'
        '[[paragraph]]\nref = "H1"\ntext = "Der Wirt zahlt die erste Runde."\n',
        encoding="utf-8",
    )
    error = load_error(str(bad))
    lines = {line: str(problem) for _, line, problem in error.problems}
    assert sorted(lines) == [5, 8], lines
    assert "'H1'" in str(error).splitlines()[-1] and ":8: " in str(error).splitlines()[-1]


def test_a_wrong_date_or_place_is_said_not_dropped(tmp_path: Path) -> None:
    bad = tmp_path / "haus.toml"
    bad.write_text('extends = "1890"\nid = "haus"\ndate = 5\nplace = []\n', encoding="utf-8")
    error = load_error(str(bad))
    assert [line for _, line, _ in error.problems] == [3, 4]
    assert "date" in str(error) and "place" in str(error)


def test_a_house_file_cannot_take_a_builtin_id(tmp_path: Path) -> None:
    fake = tmp_path / "fake.toml"
    fake.write_text('extends = "1890"\nid = "1924"\n', encoding="utf-8")
    error = load_error(str(fake))
    assert f"{fake.resolve()}:2: " in str(error)


# --- the API's own errors ----------------------------------------------------------------


def test_unknown_parameter_and_concern_and_paragraph() -> None:
    book = rulebook.load("1890")
    with pytest.raises(KeyError, match="unknown rulebook parameter 'target'"):
        book.param("target")
    with pytest.raises(ValueError, match="unknown concern"):
        book.cite("no-such-concern")
    with pytest.raises(KeyError, match="no paragraph"):
        book.paragraph("§33")
    with pytest.raises(KeyError, match="no interpretation"):
        book.interpretation("nope")


def test_ambiguous_bare_number_in_schlanders() -> None:
    book = rulebook.load("schlanders-2013")
    assert book.paragraph("A7").ref == "A 7"
    assert book.paragraph("B §10").ref == "B §10"
    assert book.paragraph("§10").ref == "B §10"
    assert book.paragraph("21c").ref == "B §21 c"
    with pytest.raises(KeyError, match="ambiguous"):
        book.paragraph("7")


def test_interpretation_aliases_resolve_to_the_recorded_key(tmp_path: Path) -> None:
    book = rulebook.load("1890")
    assert book.interpretation("gestochen-ohne-stich").ref == "gestochen-act"
    clash = tmp_path / "clash.toml"
    clash.write_text(
        'extends = "1890"\n'
        "[interpretation.mine]\n"
        'aliases = ["rebid-value"]\n'
        'reading = "x"\nreason = "y"\n',
        encoding="utf-8",
    )
    error = load_error(str(clash))
    assert f"{clash.resolve()}:3: " in str(error) and "Alias 'rebid-value'" in str(error)
