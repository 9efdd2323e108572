"""The faces at the table (issue 16): a report that fits a screen per deal, labels that
never break inside, the led suit by its name, paragraphs set as quotations, dispute
questions of the common kinds recognised, and ``svg --deal N`` by the transcript's
number."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.cli import main
from referee.replay import question_kind

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"


# --------------------------------------------------------------- dispute questions
@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Darf A+C mit 13 Punkten zwei Figuren zugleich bieten?", "overbid"),
        ("Hat sich B+D überboten?", "overbid"),
        ("May A+C bid two figures at once?", "overbid"),
        ("Darf C jetzt noch bieten?", "bid"),
        ("Was that a bid?", "bid"),
        ("Must B answer at once?", None),
        ("23 zu 23 – was entscheidet jetzt?", None),
    ],
)
def test_dispute_questions_of_bidding_are_recognised(question: str, kind: str | None) -> None:
    assert question_kind(question) == kind


def test_the_overbid_question_is_decided_by_the_overbid_paragraph(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Example 06 asks whether two figures may be bid at once at 13 of 15: §20 decides,
    and the question is no longer called unrecognised."""
    assert main(["referee", str(EX / "06_ueberboten.perlagg"), "--json"]) == 1
    import json

    (dispute,) = json.loads(capsys.readouterr().out)["disputes"]
    assert dispute["cites"][0]["ref"] == "§20"
    assert "nicht erkannt" not in dispute["ruling"]


# --------------------------------------------------------------- svg --deal N
def _renumbered(tmp_path: Path, first: int) -> Path:
    text = (EX / "11_partie_bis_15.perlagg").read_text(encoding="utf-8")
    numbers = iter(range(first, first + 10))
    path = tmp_path / "renumbered.perlagg"
    path.write_text(re.sub(r"(?m)^Runde \d+$", lambda _: f"Runde {next(numbers)}", text), "utf-8")
    return path


def test_svg_deal_is_the_transcripts_number(tmp_path: Path, capsys) -> None:
    path = _renumbered(tmp_path, 5)
    assert main(["svg", str(path), "--deal", "6"]) == 0
    assert ">Runde 6<" in capsys.readouterr().out
    assert main(["svg", str(path), "--deal", "2"]) == 2
    assert capsys.readouterr().err == (
        f"{path}: das Protokoll hat keine Runde 2 (seine Runden: 5–8)\n"
    )


def test_svg_deal_after_the_match_is_over_has_no_picture(tmp_path: Path, capsys) -> None:
    """Example 08 ends the match in its first deal; a second deal is not judged."""
    text = (EX / "08_schlanders_21a.perlagg").read_text(encoding="utf-8")
    body = text[text.index("\nRunde\n") :]
    path = tmp_path / "over.perlagg"
    path.write_text(text + body, encoding="utf-8")
    assert main(["svg", str(path), "--deal", "1"]) == 0
    capsys.readouterr()
    assert main(["svg", str(path), "--deal", "2", "--lang", "en"]) == 2
    assert capsys.readouterr().err == (
        f"{path}: deal 2 has no picture: the match was over before it, so it is not judged\n"
    )
