"""Words that are right: plurals, English without German outside quotations, the
project's interpretations and concerns in English, no empty slot in a message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.faces.json import report_to_json
from referee.judge.transcript import judge_file
from referee.messages import EN, MESSAGES, say, say_n
from referee.model.findings import Authority
from referee.rules import rulebook

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))
GERMAN = re.compile(
    r"[äöüßÄÖÜ]|\b(und|der|die|das|nicht|ist|hat|keine?|Runde|Stich|Partei|Zeile|Grund"
    r"|Auslegung|Lesart|gewählt|ungetauft|getauft|tauft|darin|macht|spielt|gehalten|geboten)\b"
)


def _outside_quotes(text: str) -> str:
    """Text without its quotations (German „…“, English “…”, and "…")."""
    previous = None
    while previous != text:  # innermost first: quotations may nest
        previous = text
        for pattern in (r"„[^„“]*“", r"“[^“”]*”", r'"[^"]*"'):
            text = re.sub(pattern, "", text)
    return text


@pytest.mark.parametrize("n, de, en", [(0, "0 Dateien", "0 files"), (1, "1 Datei", "1 file")])
def test_plurals(n, de, en):
    assert say_n("check.files-checked", n).startswith(de)
    assert say_n("check.files-checked", n, EN).startswith(en)
    assert say_n("check.violations", 1) == "1 Regelverstoß"
    assert say_n("check.violations", 2, EN) == "2 violations"


def test_no_empty_slot():
    assert say("wager.answer-to-nothing", figure="") == (
        "Die Antwort beantwortet kein offenes Gebot; niemand schuldet etwas."
    )
    assert say("wager.answer-to-nothing", EN, figure="Gleich").startswith(
        "The answer (Gleich) answers"
    )


def test_natural_german_deal_number():
    assert say("report.deal-unnumbered", index=1) == "1. Runde"


def test_every_message_has_english():
    missing = [k for k, texts in MESSAGES.items() if not texts.get(EN)]
    assert missing == []


@pytest.mark.parametrize("book", rulebook.builtin_ids())
def test_every_interpretation_in_english(book):
    rb = rulebook.load(book)
    for key in rb.interpretations:
        c = rb.interpretation(key)
        assert c.authority is Authority.INTERPRETATION
        assert c.text_en and "Reason:" in c.text_en, key
        assert not GERMAN.search(_outside_quotes(c.text_en)), (key, c.text_en)
        assert c.text_in("de") == c.text  # the German stays German


def test_every_concern_in_english():
    cat = rulebook.catalogue()
    assert set(cat.concerns_en) == set(cat.concerns)
    for key in cat.concerns:
        assert not GERMAN.search(_outside_quotes(cat.meaning(key, EN))), key


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_english_report_has_no_german_outside_quotations(path):
    report = report_to_json(judge_file(path), EN)
    texts = [f["message"] for f in report["findings"]]
    texts += [d["ruling"] for d in report["disputes"]]
    texts += [e["ruling"] for d in report["disputes"] for e in d["elsewhere"]]
    for text in texts:
        assert not GERMAN.search(_outside_quotes(text)), text


@pytest.mark.parametrize("command", ["check", "annotate"])
def test_english_labels_in_lines_and_remarks(command, capsys):
    from referee.cli import main

    argv = [command, "--lang", "en", str(ROOT / "examples" / "04_austausch_durch_partner.perlagg")]
    main([*argv, "--verbose"] if command == "check" else argv)
    out = " ".join(capsys.readouterr().out.split())  # a remark may wrap between words
    # check names the rulebook in each label; a remark names it once, at the first label
    label = "1890 interpretation" if command == "check" else "interpretation"
    assert f"{label} exchange-natural-card" in out and "Auslegung" not in out


# --- the project's prose around quotations: provenance, notes, the loader's problems ------


def _english_prose(book: rulebook.Rulebook) -> list[tuple[str, str]]:
    """(German, English) of every provenance and note the rulebook carries; fails where
    a German one has no English."""
    pairs = []
    for concern in book.concerns:
        for c in book.cite(concern):
            if c.provenance:
                assert c.provenance_en, (concern, c.label, c.provenance)
                assert c.provenance_in("de") == c.provenance
                pairs.append((c.provenance, c.provenance_in(EN)))
        if book.is_silent(concern):
            pairs.append((book.concern_note(concern), book.concern_note(concern, EN)))
    for name, p in book.params.items():
        if p.note:
            assert p.note_en, name
            pairs.append((p.note, p.note_in(EN)))
    for p in book.paragraphs:
        if p.gap:
            pairs.append((p.gap, p.gap_in(EN)))
    return pairs


@pytest.mark.parametrize("book", rulebook.builtin_ids())
def test_every_provenance_and_note_in_english(book):
    pairs = _english_prose(rulebook.load(book))
    assert pairs  # every built-in rulebook has provenance or notes to translate
    for german, english in pairs:
        assert english, german
        if GERMAN.search(_outside_quotes(german)):  # a note that is all quotation stays so
            assert english != german, german
        assert not GERMAN.search(_outside_quotes(english)), english


def test_a_house_file_without_english_shows_its_german(tmp_path):
    house = tmp_path / "h.toml"
    house.write_text(
        'extends = "1890"\ninherited_provenance = "{ref} aus {origin}"\n'
        '[params]\n"target.points" = { value = 18, note = "Am Stammtisch so." }\n',
        encoding="utf-8",
    )
    book = rulebook.load(str(house))
    cite = book.cite("follow-suit")[0]
    assert cite.provenance_in(EN) == cite.provenance == "§13 aus 1890"
    assert book.param_info("target.points").note_in(EN) == "Am Stammtisch so."
    # where the file says nothing of its own, the built-in English goes with the German
    explanation = next(c for c in book.cite("deck") if c.authority is Authority.EXPLANATION)
    assert explanation.provenance_in(EN) == rulebook.load("1890").cite("deck")[-1].provenance_en


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_english_report_cites_provenance_in_english(path):
    report = report_to_json(judge_file(path), EN)
    cites = [c for f in report["findings"] for c in f["cites"]]
    cites += [c for d in report["disputes"] for c in d["cites"]]
    for c in cites:
        if "provenance" in c:
            assert "provenance_en" in c, c
            assert not GERMAN.search(_outside_quotes(c["provenance_en"])), c["provenance_en"]


def _quoted_material(book: rulebook.Rulebook) -> list[str]:
    """What ``perlagg rules`` prints as the source has it: the title, the names of the
    source, and every paragraph's text (verbatim, and not in quotation marks)."""
    src = book.source
    names = [book.title, src.get("author"), src.get("work")]
    if not src.get("published_en"):
        names.append(src.get("published"))  # a publisher's name, not our words
    return [n for n in names if n] + [p.text for p in book.paragraphs]


@pytest.mark.parametrize("book", rulebook.builtin_ids())
def test_rules_listing_in_english(book, capsys):
    from referee.cli import main

    main(["rules", "--lang", "en", book])
    out = capsys.readouterr().out
    for text in sorted(_quoted_material(rulebook.load(book)), key=len, reverse=True):
        for line in text.splitlines():
            out = out.replace(line, "")
    if book == "1924":  # its inherited paragraphs say where they come from
        assert "Provenance: 1890 §13, adopted in 1924" in out
    assert not GERMAN.search(_outside_quotes(out)), _outside_quotes(out)


@pytest.mark.parametrize("concern", sorted(rulebook.catalogue().concerns))
def test_rules_concern_in_english(concern, capsys):
    import json

    from referee.cli import main

    main(["rules", "--lang", "en", "--json", "--concern", concern])
    data = json.loads(capsys.readouterr().out)
    for column in data["rulebooks"]:
        quoted = [c["text"] for c in column["cites"] if c["authority"] != "interpretation"]
        for line in column["lines"]:
            for text in quoted:  # verbatim, whatever quotation marks the source has inside
                line = line.replace(f"„{text}“", "")
            assert not GERMAN.search(_outside_quotes(line)), line


HOUSE = ROOT / "tests" / "fixtures" / "house"
GOOD_HOUSE = {"stammtisch.toml", "dotted.toml"}
BAD_HOUSE = [p for p in sorted(HOUSE.glob("*.toml")) if p.name not in GOOD_HOUSE]


@pytest.mark.parametrize("path", BAD_HOUSE, ids=lambda p: p.stem)
def test_rulebook_problems_in_english(path, capsys):
    from referee.cli import main

    assert main(["rules", "--lang", "en", str(path)]) != 0
    err = capsys.readouterr().err
    assert err.strip()
    # paths and the values a message repeats ('…') are the user's, not our words
    words = re.sub(r"'[^']*'|\S*/\S*", "", err.replace(str(HOUSE), ""))
    assert not GERMAN.search(_outside_quotes(words)), err
    with pytest.raises(rulebook.RulebookError) as info:
        rulebook.load(str(path))
    assert info.value.lines("de") == str(info.value).splitlines()  # German stays German
    assert info.value.lines(EN) != info.value.lines("de")


def test_rulebook_problem_of_a_transcript_in_english(tmp_path, capsys):
    from referee.cli import main

    (tmp_path / "haus.toml").write_text('extends = "1890"\ntitel = "x"\n', encoding="utf-8")
    game = (ROOT / "examples" / "13_stammtisch.perlagg").read_text(encoding="utf-8")
    game = re.sub(r'\[Regeln "[^"]*"\]', '[Regeln "haus.toml"]', game)
    (tmp_path / "g.perlagg").write_text(game, encoding="utf-8")
    main(["check", "--lang", "en", str(tmp_path / "g.perlagg")])
    out = capsys.readouterr().out
    assert "unknown key 'titel' in the file" in out and "unbekannt" not in out


def test_faces_print_provenance_in_english(tmp_path, capsys):
    from referee.cli import main

    game = str(ROOT / "examples" / "12_farbe_verleugnet.perlagg")
    page = tmp_path / "r.html"
    main(["referee", "--lang", "en", "--rules", "1924", game, "--html", str(page)])
    out = " ".join(capsys.readouterr().out.split())  # a provenance may wrap between words
    html = page.read_text(encoding="utf-8")
    for text in (out, html):
        assert "1890 §13, adopted in 1924; the 1924 wording has not survived" in text
        assert "übernommen" not in text and "Herkunft" not in text
    assert "part of the rules by 1890 §30 (adopted in 1924)" in html  # an explanation's source


def test_a_house_file_gives_its_english(tmp_path, capsys):
    from referee.cli import main

    house = tmp_path / "h.toml"
    house.write_text(
        'extends = "1890"\n'
        'explanation_provenance = "Schwaighofer, bei uns"\n'
        'explanation_provenance_en = "Schwaighofer, in our club"\n'
        'inherited_provenance = "{ref} aus {origin}"\n'
        'inherited_provenance_en = "{ref} from {origin}"\n'
        "[[paragraph]]\n"
        'ref = "H9"\ntext = "Wer zuschaut, schweigt."\n'
        'gap = "Rest unleserlich"\ngap_en = "the rest is illegible"\n'
        'non_operative = "eine Sitte"\nnon_operative_en = "a custom"\n'
        "[concern.throw-in]\nsilent = true\n"
        'note = "Bei uns nicht geregelt."\nnote_en = "Not settled at our table."\n'
        "[concern.lead]\nreplace = true\n"
        'support = [{ rulebook = "schlanders-2013", ref = "B §4", note = "wie dort",'
        ' note_en = "as there" }]\n',
        encoding="utf-8",
    )
    book = rulebook.load(str(house))
    assert book.cite("follow-suit")[0].provenance_in(EN) == "§13 from 1890"
    assert book.cite("lead")[0].provenance_in(EN) == "as there"
    explanation = next(c for c in book.cite("deck") if c.authority is Authority.EXPLANATION)
    assert explanation.provenance_in(EN) == "Schwaighofer, in our club"
    assert book.concern_note("throw-in", EN) == "Not settled at our table."
    assert book.concern_note("throw-in") == "Bei uns nicht geregelt."
    main(["rules", "--lang", "en", str(house), "H9"])
    out = capsys.readouterr().out
    assert "Gap in the scan: the rest is illegible" in out and "a custom" in out


def test_english_fields_are_checked(tmp_path):
    house = tmp_path / "h.toml"
    house.write_text(
        'extends = "1890"\n[params]\n"target.points" = { value = 18, note_en = 3 }\n',
        encoding="utf-8",
    )
    with pytest.raises(rulebook.RulebookError) as info:
        rulebook.load(str(house))
    assert info.value.lines(EN) == [f"{house}:3: note_en: expected text, not 3"]


@pytest.mark.parametrize(("lang", "word"), [("de", "Argument BEFEHL"), ("en", "argument COMMAND")])
def test_a_wrong_command_names_the_argument_in_words(lang, word, capsys):
    from referee.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--lang", lang, "chek"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert word in err and "help.metavar" not in err
