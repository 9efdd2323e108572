"""English transcripts beside German ones, and the nearest card for every unknown card
word (issue 27, items 4 and 5)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from referee.model.events import Transcript
from referee.notation import ParseError, parse, render
from tests.support.places import EXAMPLES, EXAMPLES_DIR
from tests.support.strategies_notation import transcripts, two_player_transcripts


def only_error(text: str) -> ParseError:
    with pytest.raises(ParseError) as info:
        parse(text, "t.perlagg")
    return info.value


# ------------------------------------------------------------------ the nearest card
@pytest.mark.parametrize(
    ("line", "word", "nearest"),
    [
        ("Hand A: HA HX L10 E8 EO", "HX", "H10"),
        ("Hand A: HA H11 L10 E8 EO", "H11", "H10"),
        ("Hand A: HA LQ L10 E8 EO", "LQ", "LO"),
        ("Hand A: HA EJ L10 E8 EO", "EJ", "EU"),
        ("A spielt HX", "HX", "H10"),
        ("A spielt S6", "S6", "W"),
        ("A tauscht HX gegen L8", "HX", "H10"),
        ("Stich: A HA, B LQ, C H9, D H7", "LQ", "LO"),
        ("A weist HA G5", "G5", "G7"),
        ("Abheben C: Weli Hrz-As", "Hrz-As", "Herz-As"),
    ],
)
def test_every_unknown_card_word_gets_the_nearest_card(line: str, word: str, nearest: str) -> None:
    (e,) = only_error(f"Runde\n{line}\n").errors
    assert e.suggestion == nearest
    assert f"„{word}“" in e.text("de") and f"meinten Sie „{nearest}“?" in e.text("de")
    assert f"“{word}”" in e.text("en") and f"did you mean “{nearest}”?" in e.text("en")


def test_a_card_of_the_french_deck_still_says_what_it_is_here() -> None:
    (e,) = only_error("Runde\nA spielt Laub-Dame\n").errors
    assert "Laub-Ober (LO)" in e.text("en") and "Laub-Ober (LO)" in e.text("de")


# ------------------------------------------------------------------ English transcripts
#: Each German keyword (by its terminal, folded) → its English word; "" drops it.
_ENGLISH = {
    "runde": "Round", "geber": "Dealer", "abheben": "Cut", "hand": "Hand", "trumpf": "Trump",
    "stich": "Trick", "stand": "Score", "streit": "Dispute", "spielt": "plays",
    "tauscht": "exchanges", "gegen": "for", "weist": "shows", "zeigt": "shows",
    "deutet": "signals", "wirft": "throws", "hin": "in", "als": "as", "getauft": "baptised",
    "ich": "I", "biete": "bid", "es": "", "gilt": "I bid", "ungesehen": "Unseen",
    "gut": "Good", "bei": "at", "halte": "hold", "schaue": "see", "an": "", "aus": "out",
    "auf": "on", "aufs": "on the", "einen": "a", "steht": "stands", "und": "and",
    "das": "the", "der": "the", "den": "the", "die": "the", "dem": "the",
    "mein": "my", "meinen": "my", "unser": "our", "zwei": "two", "drei": "three",
    "vier": "four", "fünf": "five", "sechs": "six", "sieben": "seven",
    "dritziges": "threefold", "viertigen": "fourfold", "höchstes": "highest",
    "regeln": "Rules", "ziel": "Target", "spieler": "Players", "karten": "Cards",
    "datum": "Date", "ort": "Place", "quelle": "Source", "=": "=",
}  # fmt: skip
#: The terminals whose words are the writer's own, never translated.
_OWN = {"NAME", "CARD", "CARDS", "REST", "QUOTED", "STRING", "ANNOTATION", "NUMBER", "SCORE",
        "PARTY", "COLON", "COMMA", "END", "LSQB", "RSQB", "NONE", "GLEICH", "HANGER",
        "SPIEL"}  # fmt: skip


def english(text: str) -> str:
    """A German transcript translated word by word: its keywords, header keys and speech
    in English, its names, cards, remarks, disputes and talk as written."""
    from referee.notation.lalr import Token, Tree
    from referee.notation.parser import tree_parser

    lines = text.split("\n")

    def tokens(node: Tree | Token) -> list[Token]:
        if isinstance(node, Token):
            return [node]
        return [t for child in node.children for t in tokens(child)]

    words = [t for t in tokens(tree_parser().parse(text + "\n")) if t.type not in _OWN]
    for tok in sorted(words, key=lambda t: (t.line, t.column), reverse=True):
        folded = str(tok).casefold()
        if tok.type == "HKEY" and folded not in _ENGLISH:
            continue
        line, at = lines[tok.line - 1], tok.column - 1
        lines[tok.line - 1] = line[:at] + _ENGLISH[folded] + line[at + len(tok) :]
    return "\n".join(lines)


def test_the_translation_leaves_no_german_keyword() -> None:
    text = english((EXAMPLES_DIR / "11_partie_bis_15.perlagg").read_text(encoding="utf-8"))
    body = "\n".join(line for line in text.splitlines() if not line.startswith(("#", "Dispute")))
    for german in ("Runde", "Geber", "Stich", "Gilt", "mein", "Gut", "halte", "Ziel", "Ort"):
        assert f"{german} " not in body and f"{german}:" not in body, german
    assert "Round 1" in text and "[Target " in text and "Schober: four!" in text


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_an_english_example_is_the_same_events_as_its_german_twin(path: Path) -> None:
    german = parse(path.read_text(encoding="utf-8"), path.name)
    translated = english(path.read_text(encoding="utf-8"))
    assert translated != path.read_text(encoding="utf-8")
    twin = parse(translated, path.name)
    assert twin == german
    assert (twin.language, german.language) == ("en", "de")


def _json_report(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    from referee.cli import main

    main(["referee", "--json", str(path)])
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_an_english_example_is_judged_exactly_as_its_german_twin(
    path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    twin = tmp_path / f"{path.stem}_en.perlagg"
    twin.write_text(english(path.read_text(encoding="utf-8")), encoding="utf-8")
    shutil.copy(EXAMPLES_DIR / "stammtisch.toml", tmp_path)  # 13 names it beside itself
    assert _json_report(twin, capsys) == _json_report(path, capsys)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_render_keeps_the_language_a_transcript_is_written_in(path: Path) -> None:
    """render(parse(english)) is the canonical English: it parses to the same events,
    is its own render again, and carries no German keyword."""
    canonical = render(parse(english(path.read_text(encoding="utf-8"))))
    again = parse(canonical)
    assert again == parse(path.read_text(encoding="utf-8")) and render(again) == canonical
    german = render(parse(path.read_text(encoding="utf-8")))
    assert german != canonical and render(again, "de") == german
    heads = {line.split(" ")[0].rstrip(":") for line in canonical.splitlines()}
    assert heads.isdisjoint({"Runde", "Geber", "Abheben", "Trumpf", "Stich", "Stand", "[Regeln"})


def test_the_canonical_english_line_of_every_kind_of_event() -> None:
    text = (
        '[Rules "1890"]\n[Target "15"]\n[Players "4"]\n[Source "x"]\nRound 2\nDealer: D\n'
        "Cut C: -\nHand A: HA EA Weli L8 S9\nTrump D: L9\nB exchanges LO for L8\n"
        "B: Gleich!\nA: I bid my Gleich and my Hanger\nB: Good, the Gleich\nB: Good\n"
        "B: Good at two on the Gleich\nC: Three on the Hanger\nC: I hold the Three\n"
        "C: I hold\nC: I hold Spiel out\nD: Unseen: I bid Gleich, Hanger and Spiel\n"
        "D: Spiel out\nA: The Gleich stands\nA: Stands\nA shows threefold Gleich\n"
        "A shows highest Gleich\nA shows highest fourfold Hanger\nA shows HA W=LA\n"
        "A plays W as LA\nB signals Martl\nB signals\nB throws in\nDispute: Who is out?\n"
        'A: "Have you got it?"\nTrick: A HA, B H8, C HO, D H9\nScore: A+C 2, B+D 1\n'
    )
    t = parse(text)
    assert t.language == "en" and t.header("Regeln") == "1890" and t.header("Ziel") == "15"
    assert render(t) == text.replace("Weli", "W").replace("Martl", "HK")


@pytest.mark.parametrize(
    ("english_line", "german_line"),
    [
        ("A: I see the Gleich", "A: Ich schaue das Gleich an"),
        ("A: A Groschen", "A: Einen Groschen"),
        ("A: Four on the Gleich", "A: Vier aufs Gleich"),
        ("A: I hold the Four on the Hanger", "A: Ich halte die Vier auf den Hanger"),
        ("A swaps LO for L8", "A tauscht LO gegen L8"),
        ("A plays W baptised as LA", "A spielt W getauft als LA"),
        ("A: Gilt my Gleich and mein Hanger", "A: Gilt mein Gleich und meinen Hanger"),
        ("A: Gut, das Gleich", "A: Gut das Gleich"),
    ],
)
def test_english_and_german_words_are_the_same_events(english_line: str, german_line: str):
    head = "Round\nDealer: D\n"
    assert parse(head + english_line + "\n") == parse("Runde\nGeber: D\n" + german_line + "\n")


def test_a_transcript_without_english_is_german_and_one_with_an_english_head_english() -> None:
    assert parse("Runde\n").language == "de" and parse("").language == "de"
    assert parse("round\n").language == "en" and parse('[Rules "1890"]\n').language == "en"
    assert parse('[Regeln "1890"]\nRound\n').language == "en"  # the deal decides
    assert parse('[Source "x"]\n[Datum "y"]\n').language == "en"  # else the first known key


@pytest.mark.parametrize(
    ("line", "word", "nearest"),
    [
        ("Rund", "Rund", "Round"),
        ("Dealr: D", "Dealr", "Dealer"),
        ("Scor: A+C 1, B+D 0", "Scor", "Score"),
        ("Trik: A HA, B H8, C HO, D H9", "Trik", "Trick"),
        ("A plyas HA", "plyas", "plays"),
        ("A: I bidd my Gleich", "bidd", "bid"),
        ("A: Godo", "Godo", "Good"),
        ("A: I hlod the Gleich", "hlod", "hold"),
        ("A: Thre", "Thre", "Three"),
    ],
)
def test_an_unknown_english_word_gets_the_nearest_keyword(line: str, word: str, nearest: str):
    errors = only_error(f"Round\n{line}\n").errors
    assert errors[0].suggestion == nearest, errors[0].text("en")
    assert f"“{word}”" in errors[0].text("en")


def test_fmt_keeps_an_english_transcript_english() -> None:
    from referee.cli.fmt import format_text

    messy = '[rules  "1890"]\nround\ndealer:d\ncut c :-\nA :  i bid my gleich!\ntrump:L9\n'
    assert format_text(messy) == (
        '[rules "1890"]\nRound\nDealer: D\nCut C: -\nA: i bid my gleich!\nTrump: L9\n'
    )


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(transcripts() | two_player_transcripts())
def test_every_transcript_rendered_in_english_is_itself(t: Transcript) -> None:
    """Every event has a canonical English line, which parses to the same event."""
    text = render(t, "en")
    again = parse(text)
    assert again == t and render(again, "en") == text
    if t.deals:
        assert again.language == "en" and render(again) == text
