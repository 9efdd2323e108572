"""``perlagg codes [CODE]`` (as ``ruff rule``), and the nearest known code wherever an
unknown one is written: ``--select``, ``--ignore``, ``[tool.perlagg]``, ``{erwartet: …}``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from referee.cli import main
from referee.cli.codes import ERROR_CODES, KINDS, nearest
from referee.messages import MESSAGES
from referee.rules import builtin_ids, catalogue, load
from tests.support.places import EXAMPLES_DIR

REVOKE = EXAMPLES_DIR / "12_farbe_verleugnet.perlagg"


@pytest.fixture(autouse=True)
def _elsewhere(tmp_path, monkeypatch):
    """Far from the repository: what the installed package knows, nothing of docs/."""
    monkeypatch.chdir(tmp_path)
    for name in ("PERLAGG_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_kind_and_error_code_is_explained_in_both_languages():
    for key in [f"codes.kind.{k}" for k in KINDS] + [f"codes.error.{c}" for c in ERROR_CODES]:
        assert set(MESSAGES[key]) == {"de", "en"}, key


def test_the_list_names_every_kind_concern_and_error_code(capsys):
    code, out, _ = run(capsys, "--lang", "en", "codes")
    assert code == 0
    named = {line.split()[0] for line in out.splitlines() if line.startswith("  ")}
    assert named == {*KINDS, *catalogue().concerns, "dispute", *ERROR_CODES}
    assert "  unknown-card            a word where a card belongs that is no card" in out


@pytest.mark.parametrize("book", builtin_ids())
def test_one_code_its_meaning_kind_and_paragraphs_under_the_book(capsys, book):
    code, out, _ = run(capsys, "codes", "follow-suit", "--rules", book)
    assert code == 0
    assert out.startswith("follow-suit — Farbe bekennen, stechen, Perlaggen\n")
    assert "Art: ein Befund: violation, score" in out
    for c in load(book).cite("follow-suit"):
        assert c.label_in("de") + ":" in out  # each citation, by its label
    assert out.rstrip().endswith("Unter jedem Regelwerk: perlagg rules --concern follow-suit")
    first = load(book).cite("follow-suit")[0]
    assert first.text.split()[0] in out  # the text itself, verbatim


def test_a_kind_an_error_code_and_the_default_book(capsys):
    code, out, _ = run(capsys, "--lang", "en", "codes", "score")
    assert code == 0 and "a score written wrong" in out and "exit status 1" in out
    code, out, _ = run(capsys, "--lang", "en", "codes", "unknown-card")
    assert code == 0 and out.splitlines()[0].startswith("unknown-card — a word where a card")
    assert "Kind: error: the file is not judged" in out
    code, out, _ = run(capsys, "--lang", "en", "codes", "claims-deadline")
    assert "What governs it under 1890:" in out and "1890 §21: „Übersehen" in out
    assert "1890 interpretation written-score-stands:" in out  # marked as ours


def test_an_unknown_code_gets_the_nearest(capsys):
    code, out, err = run(capsys, "codes", "cleims")
    assert (code, out) == (2, "")
    assert err.strip() == (
        "perlagg codes: unbekannter Code oder unbekannte Art „cleims“ — gemeint ist wohl "
        "claims-deadline? (perlagg codes listet alle)"
    )


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("cleims", "claims-deadline"),
        ("folow-suit", "follow-suit"),
        ("Follow_Suit", "follow-suit"),
        ("viloation", "violation"),
        ("unknwon-card", "unknown-card"),
        ("scroe", "score"),
        ("zzzz", None),
    ],
)
def test_nearest(typed, meant):
    known = (*KINDS, *catalogue().concerns, "dispute", *ERROR_CODES)
    assert nearest(typed, known) == meant


def test_select_and_ignore_each_mistake_once_with_where_it_was_written(capsys):
    code, out, err = run(
        capsys, "check", "--select", "cleims,cut", "--ignore", "viloation", str(REVOKE)
    )
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "perlagg check: --select: unbekannter Code oder unbekannte Art „cleims“ — gemeint "
        "ist wohl claims-deadline? (perlagg codes listet alle)",
        "perlagg check: --ignore: unbekannter Code oder unbekannte Art „viloation“ — gemeint "
        "ist wohl violation? (perlagg codes listet alle)",
    ]


def test_the_pyproject_table_names_the_file(capsys, tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.perlagg]\nignore = ["folow-suit"]\n', encoding="utf-8"
    )
    code, _, err = run(capsys, "--lang", "en", "check", str(REVOKE))
    assert code == 2
    assert err.strip() == (
        "perlagg check: pyproject.toml: ignore: unknown code or kind “folow-suit” — did you "
        "mean follow-suit? (perlagg codes lists them all)"
    )
    # the command line's own list is what counts then
    assert run(capsys, "check", "--ignore", "follow-suit", str(REVOKE))[0] == 0


def test_an_expected_mark_with_an_unknown_code_names_it(capsys, tmp_path):
    text = REVOKE.read_text(encoding="utf-8").replace(
        "Stich: A LA, B L8, C E8, D L10", "Stich: A LA, B L8, C E8, D L10 {erwartet: folow-suit}"
    )
    game = Path("game.perlagg")
    game.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(game))
    assert code == 2
    assert (
        "game.perlagg:19:32: expected error: {erwartet: folow-suit}: „folow-suit“ ist kein "
        "Code eines Befunds — gemeint ist wohl follow-suit? (perlagg codes listet alle)"
    ) in out.splitlines()
    assert "entfernen" not in out  # not told to delete the mark


def test_the_summary_counts_errors_and_files_apart(capsys, tmp_path):
    shutil.copy(REVOKE, tmp_path / "ok.perlagg")
    (tmp_path / "bad.perlagg").write_text(
        "Runde\nGeber: Q\nHand A: HX\nStich: A HA, B H11\n", encoding="utf-8"
    )
    code, out, _ = run(capsys, "--lang", "en", "check", ".")  # names as ruff gives them
    assert code == 2
    lines = out.splitlines()
    assert lines[-1] == "2 files checked: 1 violation, 3 errors in 1 file"
    # each error with its source line and a caret under it, as perlagg parse shows them
    at = lines.index(next(x for x in lines if x.startswith("bad.perlagg:3:9: unknown-card")))
    assert lines[at + 1 : at + 3] == ["    Hand A: HX", "            ^"]


@pytest.mark.parametrize(
    ("lang", "card", "dispute"),
    [
        ("de", "wo eine Karte stehen muss, ein Wort", "die Entscheidung über eine „Streit:“-Frage"),
        ("en", "a word where a card belongs", "the ruling on a “Streit:” question"),
    ],
)
def test_sarif_rules_say_what_perlagg_codes_says(capsys, lang, card, dispute):
    import json

    main(["--lang", lang, "check", "--format", "sarif", str(REVOKE)])
    rules = json.loads(capsys.readouterr().out)["runs"][0]["tool"]["driver"]["rules"]
    meaning = {r["id"]: r["shortDescription"]["text"] for r in rules}
    assert meaning["unknown-card"].startswith(card)
    assert meaning["dispute"] == dispute
    assert meaning["follow-suit"] == catalogue().meaning("follow-suit", lang)


def test_docs_codes_md_says_what_the_installed_package_says():
    from referee.messages import say
    from tests.support.places import ROOT

    text = (ROOT / "docs" / "codes.md").read_text(encoding="utf-8")
    for code in ERROR_CODES:
        assert f"| `{code}` | {say(f'codes.error.{code}', 'en')} |" in text, code
