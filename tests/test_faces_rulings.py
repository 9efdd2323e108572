"""The faces at the table (issue 16): a report that fits a screen per deal, labels that
never break inside, the led suit by its name, paragraphs set as quotations, dispute
questions of the common kinds recognised, and ``svg --deal N`` by the transcript's
number."""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest
from rich.console import Console

from referee import rules as rulebook
from referee.base.record import replace
from referee.cli import main
from referee.faces.common import Length, judge_path
from referee.faces.terminal import render
from referee.judge.transcript import judge_file
from referee.notation.questions import read
from referee.rules import Rulebook, RulebookError
from tests.support.places import EXAMPLES, EXAMPLES_DIR


# --------------------------------------------------------------- dispute questions
@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Darf A+C mit 13 Punkten zwei Figuren zugleich bieten?", "may-act"),
        ("May A+C bid two figures at once?", "may-act"),
        ("Darf C jetzt noch bieten?", "may-act"),
        ("Was that a bid?", "was-bid"),
        ("Must B answer at once?", "must-answer"),  # understood since issue 24, item 3
        ("23 zu 23 – was entscheidet jetzt?", "end-game"),
        ("What decides at 14:14?", "end-game"),
        ("Was entscheidet jetzt?", "end-game"),
    ],
)
def test_dispute_questions_of_bidding_are_recognised(question: str, kind: str | None) -> None:
    asked = read(question)
    assert (asked.kind if asked else None) == kind


def test_the_overbid_question_is_decided_by_the_overbid_paragraph(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Example 06 asks whether two figures may be bid at once at 13 of 15: §20 decides,
    and the question is no longer called unrecognised."""
    assert main(["referee", str(EXAMPLES_DIR / "06_ueberboten.perlagg"), "--json"]) == 1
    import json

    (dispute,) = json.loads(capsys.readouterr().out)["disputes"]
    assert dispute["cites"][0] == "1890 §20"
    assert dispute["answer"]["value"] == "no"


#: The paragraph each rulebook's end-game-ties concern names first (1924 restates 1890),
#: and the usual target (1890 §5 and S. 61: 15; Schlanders A 3: 24).
END_GAME_FIRST = {"1890": "§26", "1924": "§26", "schlanders-2013": "B §21"}
TARGET = {"1890": 15, "1924": 15, "schlanders-2013": 24}


def _end_game_dispute(tmp_path: Path, capsys, book: str, start: str, question: str) -> dict:
    """Example 08's deal under ``book`` from the starting score ``start``, without its
    bid, asked ``question`` where its Streit: line stands; the dispute's JSON."""
    import json

    text = (EXAMPLES_DIR / "08_schlanders_21a.perlagg").read_text(encoding="utf-8")
    text = text.replace('[Regeln "schlanders-2013"]', f'[Regeln "{book}"]')
    text = text.replace('[Stand "A+C 22, B+D 23"]', f'[Stand "{start}"]')
    text = text.replace("A: Gilt mein Gleich!\nB: Gut das Gleich.\n", "")
    text = text.replace("Streit: 23 zu 23 – was entscheidet jetzt?", f"Streit: {question}")
    path = tmp_path / "endspiel.perlagg"
    path.write_text(text, encoding="utf-8")
    main(["referee", str(path), "--json"])
    (dispute,) = json.loads(capsys.readouterr().out)["disputes"]
    return dispute


@pytest.mark.parametrize("book", sorted(END_GAME_FIRST))
def test_what_decides_at_23_all_is_answered_by_the_end_game_rule(
    tmp_path: Path, capsys, book: str
) -> None:
    """Both one short: the question is recognised and the end-game paragraph leads."""
    short = TARGET[book] - 1
    dispute = _end_game_dispute(
        tmp_path,
        capsys,
        book,
        f"A+C {short}, B+D {short}",
        f"{short} zu {short} – was entscheidet?",
    )
    assert dispute["answer"]["value"] == "yes"
    assert "Es gilt das Endspiel" in dispute["ruling"]
    assert dispute["cites"][0] == f"{book} {END_GAME_FIRST[book]}"


@pytest.mark.parametrize("book", sorted(END_GAME_FIRST))
def test_what_decides_far_from_the_target_says_the_end_game_does_not_apply(
    tmp_path: Path, capsys, book: str
) -> None:
    dispute = _end_game_dispute(
        tmp_path, capsys, book, "A+C 9, B+D 11", "9 zu 11 – was entscheidet jetzt?"
    )
    assert dispute["ruling"].startswith("Das Endspiel gilt hier nicht: Stand jetzt A+C 9, B+D 11")
    assert dispute["answer"]["value"] == "no"
    assert dispute["cites"][0] == f"{book} {END_GAME_FIRST[book]}"


# --------------------------------------------------------------- svg --deal N
def _renumbered(tmp_path: Path, first: int) -> Path:
    text = (EXAMPLES_DIR / "11_partie_bis_15.perlagg").read_text(encoding="utf-8")
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
    text = (EXAMPLES_DIR / "08_schlanders_21a.perlagg").read_text(encoding="utf-8")
    body = text[text.index("\nRunde\n") :]
    path = tmp_path / "over.perlagg"
    path.write_text(text + body, encoding="utf-8")
    assert main(["svg", str(path), "--deal", "1"]) == 0
    capsys.readouterr()
    assert main(["svg", str(path), "--deal", "2", "--lang", "en"]) == 2
    assert capsys.readouterr().err == (
        f"{path}: deal 2 has no picture: the match was over before it, so it is not judged\n"
    )


# --------------------------------------------------------------- one screen per deal

#: A screen, as the issue takes it: 50 lines at 80 columns (a terminal window of a
#: laptop, a pane of half a screen).  An example over it would be listed in OVER with
#: its lines (a strict xfail: when it fits, the test says so); none may pass BOUND.
SCREEN, BOUND = 50, 55
OVER: dict[str, int] = {}


def _recorded(path: Path, width: int, length: Length = Length.TABLE, lang: str = "de") -> str:
    judged = judge_path(path, lang=lang)
    assert judged.report is not None
    # named as a user in the repository types it (the header shows the name)
    report = replace(judged.report, filename=f"examples/{path.name}")
    console = Console(record=True, width=width, file=open(os.devnull, "w"))  # noqa: SIM115
    render(report, console, lang, judged.text, length)
    return console.export_text()


def _per_deal(path: Path, width: int = 80, lang: str = "de") -> float:
    judged = judge_path(path)
    assert judged.report is not None
    return len(_recorded(path, width, lang=lang).splitlines()) / len(judged.report.deals)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=f"{OVER[p.stem]} lines"))
        if p.stem in OVER
        else p
        for p in EXAMPLES
    ],
    ids=[p.stem for p in EXAMPLES],
)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_example_fits_a_screen_per_deal(path: Path, lang: str) -> None:
    assert _per_deal(path, lang=lang) <= SCREEN


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_no_example_grows_past_the_bound(path: Path, lang: str) -> None:
    assert _per_deal(path, lang=lang) <= BOUND


# --------------------------------------------------------------- labels never break
def _labels(path: Path) -> set[str]:
    from referee.faces.common import bare_refs, cite_labels

    report = judge_path(path).report
    assert report is not None
    cites = [c for f in report.findings for c in f.cites]
    cites += [c for d in report.disputes for c in d.cites]
    cites += [c for d in report.disputes for e in d.elsewhere for c in e.cites]
    labels = set(cite_labels(cites)) | set(bare_refs(cites))
    return {label for label in labels if " " in label}


@pytest.mark.parametrize("length", list(Length))
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_a_label_never_breaks_inside_at_50_columns(path: Path, length: Length) -> None:
    lines = [line.strip(" │") for line in _recorded(path, 50, length).splitlines()]
    assert not [line for line in lines if line.startswith("· ")]  # a separator ends a line
    for label in [label for label in _labels(path) if len(label) <= 48]:  # wider: it must
        cuts = [i for i, ch in enumerate(label) if ch == " "]
        for a, b in itertools.pairwise(lines):
            for i in cuts:
                head, tail = label[:i], label[i + 1 :]
                after = b.lstrip()[len(tail) : len(tail) + 1]
                broken = (
                    a.rstrip().endswith(head)
                    and b.lstrip().startswith(tail)
                    and not after.isalnum()
                )
                assert not broken or f"{head} {tail}" in a, (label, a, b)


def test_rich_alone_would_break_a_label_the_flow_does_not() -> None:
    """The check above can fail: rich's own wrapping cuts ``B §21`` between its parts."""
    from rich.text import Text

    from referee.faces.terminal import Flow

    words = "Weitere Belege: schlanders-2013 B §21 a, B §21"
    plain = Console(width=42, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    plain.print(Text(words.replace(" §", "\u00a0§")))
    assert plain.export_text().splitlines()[1].startswith("§21")
    flowed = Console(width=42, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    flowed.print(Flow([Text("Weitere Belege: "), Flow.label("schlanders-2013 B §21 a, "),
                       Flow.label("B §21")]))  # fmt: skip
    assert flowed.export_text().splitlines() == [
        "Weitere Belege: schlanders-2013 B §21 a,",
        "B §21",
    ]


# --------------------------------------------------------------- excerpts
def test_the_deciding_sentences_are_quoted_as_an_excerpt_and_full_gives_all() -> None:
    path = EXAMPLES_DIR / "08_schlanders_21a.perlagg"
    table = " ".join(_recorded(path, 200).split())
    full = _recorded(path, 200, Length.FULL)
    b21 = rulebook.load("schlanders-2013").paragraph("B §21").text
    assert "schlanders-2013 B §21 · Paragraph (Auszug, ganz mit --full)" in table
    assert "zu fragen. … Haben beide Parteien ein solches fünftiges bzw. viertiges" in table
    assert "Wobei natürlich" not in table and "Wobei natürlich" in full
    assert " ".join(b21.split()) in " ".join(full.split())
    assert "schlanders-2013 B §21: oben im Auszug" in table  # the dispute names it


def test_every_excerpt_is_verbatim_and_names_its_verdicts(
    rulebooks: Mapping[str, Rulebook],
) -> None:
    from referee.messages import MESSAGES

    for book, rb in rulebooks.items():
        for concern in rb.concerns:
            for c in rb.cite(concern):
                for verdicts, pieces in c.excerpts:
                    assert all(p in c.text for p in pieces), (book, concern, c.ref)
                    assert all(k in MESSAGES for k in verdicts), (book, concern, verdicts)


def test_an_excerpt_that_is_not_verbatim_is_refused(
    house_file: Callable[[str], Path],
) -> None:
    good = '{ ref = "H 1", verdicts = ["play.revoke"], text = ["Farbe bekennen."] }'
    bad = '{ ref = "H 1", verdicts = ["play.revoke"], text = ["Farbe bekennen!"] }'
    head = '[concern.follow-suit]\nparagraphs = ["H 1"]\nexcerpts = [\n  '
    rb = rulebook.load(str(house_file(head + good + "\n]\n")))
    assert rb.cite("follow-suit")[0].excerpt_for(["play.revoke"]) == ("Farbe bekennen.",)
    with pytest.raises(RulebookError) as exc:
        rulebook.load(str(house_file(head + bad + "\n]\n")))
    assert "nicht wörtlich in H 1" in "\n".join(exc.value.lines("de"))
    unknown = '{ ref = "H 1", verdicts = ["play.no-such"], text = ["Farbe bekennen."] }'
    elsewhere = '{ ref = "§13", verdicts = ["play.revoke"], text = ["Es darf nie"] }'
    for item, words in ((unknown, "kein Satz des Schiedsrichters"), (elsewhere, "'§13'")):
        with pytest.raises(RulebookError) as exc:
            rulebook.load(str(house_file(head + item + "\n]\n")))
        assert words in "\n".join(exc.value.lines("de"))


# --------------------------------------------------------------- the other rulebooks
def test_another_rulebook_that_agrees_at_first_says_so() -> None:
    """06: "Nein." under 1890 and 1924; Schlanders plays to its own 24 (A 3), whatever
    [Ziel "15"] says, so at 13 points A+C still lack 11 and may bid two figures."""
    out = " ".join(_recorded(EXAMPLES_DIR / "06_ueberboten.perlagg", 200).split())
    assert "1924: wie 1890." in out
    assert "schlanders-2013: Ja. A+C fehlen noch 11 Punkte" in out
    en = " ".join(_recorded(EXAMPLES_DIR / "06_ueberboten.perlagg", 200, lang="en").split())
    assert "schlanders-2013: Yes." in en


def test_findings_at_one_place_are_one_ruling() -> None:
    out = _recorded(EXAMPLES_DIR / "08_schlanders_21a.perlagg", 200)
    assert out.count("Entscheidung · Zeile 28, Spalte 1") == 1
    assert out.count("28 │ Stich: A SK, B E10, C E8, D H10") == 1
    assert "A+C geht aus mit Spiel (still)" in out


def test_the_docstring_examples_of_the_faces_hold() -> None:
    import doctest

    import referee.faces.terminal
    import referee.model.findings

    for module in (referee.faces.terminal, referee.model.findings):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__


# ------------------------------------------------------------------ each text once


def _flat(text: str) -> str:
    return " ".join(line.strip(" │") for line in text.splitlines())


def test_a_dispute_does_not_repeat_a_ruling_on_another_concern() -> None:
    """10's question is about the exchange: the trump turned, ruled above, is not said
    again in the dispute (the answer is the exchange's alone), at any length."""
    path = EXAMPLES_DIR / "10_schlanders_eichel_aufgeschlagen.perlagg"
    table = _flat(_recorded(path, 80)).split("Streitfragen", 1)[1]
    full = _flat(_recorded(path, 80, Length.FULL)).split("Streitfragen", 1)[1]
    trump = "Eichel wird hier nie Trumpf"
    assert "Entscheidung: Nein. Nach diesem Regelwerk darf der aufgeschlagene" in table
    assert trump not in table.split("Nach den anderen Regelwerken")[0]
    assert trump not in full.split("Nach den anderen Regelwerken")[0]


def test_a_dispute_keeps_the_ruling_that_answers_it() -> None:
    """04 asks whether B may exchange: the finding on the exchange is the answer."""
    table = _flat(_recorded(EXAMPLES_DIR / "04_austausch_durch_partner.perlagg", 80))
    assert "Entscheidung: Ja. B darf LO austauschen" in table.split("Streitfragen", 1)[1]


def test_a_note_on_the_concern_its_ruling_decides_is_not_said_again() -> None:
    path = EXAMPLES_DIR / "10_schlanders_eichel_aufgeschlagen.perlagg"
    assert "C spielt HK ungetauft" not in _flat(_recorded(path, 80))
    assert "C spielt HK ungetauft" in _flat(_recorded(path, 80, Length.FULL))


def test_a_ruling_says_each_sentence_once() -> None:
    """03 under Schlanders: the Weli is no card of the deck, found in the hand and in
    the play; the dispute says it once."""
    report = judge_file(EXAMPLES_DIR / "03_weli_als_herzsiebener.perlagg")
    for d in report.disputes:
        for ruling in (d.ruling, *(e.ruling for e in d.elsewhere)):
            keys = [(k, repr(sorted(a.items()))) for k, a in ruling]
            assert len(keys) == len(set(keys))
