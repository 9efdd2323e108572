"""Words that are right: plurals, English without German outside quotations, the
project's interpretations and concerns in English, no empty slot in a message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee import rulebook
from referee.findings import Authority
from referee.messages import EN, MESSAGES, say, say_n
from referee.replay import judge_file

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))
GERMAN = re.compile(
    r"[äöüßÄÖÜ]|\b(und|der|die|das|nicht|ist|hat|keine?|Runde|Stich|Partei|Zeile|Grund"
    r"|Auslegung|Lesart|gewählt)\b"
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
    report = judge_file(path).to_json(EN)
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
