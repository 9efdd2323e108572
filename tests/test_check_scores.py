"""A score written wrong fails ``perlagg check`` by default: a ``Stand:`` line that
disagrees with the count, one that then stands because no one objected before the next
deal's first card (§21), a ``[Stand]`` header that cannot be read or cannot be (a party
already at the target) — the kind ``score``, counted in the summary on its own, under
every built-in rulebook with the paragraphs that govern it there."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.cli import main
from referee.cli.judging import judge_one
from tests.support.places import EXAMPLES, EXAMPLES_DIR

CLEAN = EXAMPLES_DIR / "02_drei_und_halten.perlagg"  # counts A+C 3, B+D 2 in every book
MATCH = EXAMPLES_DIR / "11_partie_bis_15.perlagg"  # four deals to 15 (1890)

#: rulebook -> (labels of a wrong Stand line, labels of a header past the target, target)
BOOKS = {
    "1890": ("[1890 §21, 1890 Auslegung written-score-stands]", "[1890 §5, 1890 S. 61]", 15),
    "1924": ("[1924 §21, 1924 Auslegung written-score-stands]", "[1924 §5, 1924 S. 61]", 15),
    "schlanders-2013": (
        "[schlanders-2013 B §17, schlanders-2013 Auslegung written-score-stands]",
        "[schlanders-2013 A 3, schlanders-2013 B §16]",
        24,
    ),
}


@pytest.fixture(autouse=True)
def _here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("PERLAGG_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def changed(source: Path, old: str, new: str, name: str = "game.perlagg") -> str:
    text = source.read_text(encoding="utf-8")
    assert old in text
    Path(name).write_text(text.replace(old, new), encoding="utf-8")
    return name


def check(capsys, *argv: str) -> tuple[int, list[str]]:
    code = main(["check", *argv])
    return code, capsys.readouterr().out.splitlines()


def test_the_clean_transcript_passes_under_every_book(capsys):
    for book in BOOKS:
        code, lines = check(capsys, "--rules", book, str(CLEAN))
        assert (code, lines) == (0, ["1 Datei geprüft: 0 Regelverstöße, 0 Fehler"])


@pytest.mark.parametrize("book", BOOKS)
def test_a_stand_line_added_up_wrong_fails_by_default(capsys, book):
    name = changed(CLEAN, "Stand: A+C 3, B+D 2", "Stand: A+C 4, B+D 2")
    code, lines = check(capsys, "--rules", book, name)
    assert code == 1
    assert lines == [
        "game.perlagg:34:1: claims-deadline score: Aufgeschrieben wurde A+C 4, B+D 2, "
        f"richtig gezählt ist es A+C 3, B+D 2. {BOOKS[book][0]}",
        "1 Datei geprüft: 0 Regelverstöße, 1 falscher Stand, 0 Fehler",
    ]


@pytest.mark.parametrize("book", BOOKS)
def test_a_starting_score_past_the_target_cannot_be(capsys, book):
    target = BOOKS[book][2]
    header = f'[Stand "A+C {target}, B+D 2"]\n[Quelle'
    name = changed(CLEAN, "[Quelle", header)
    code, lines = check(capsys, "--rules", book, "--select", "target", name)
    assert code == 1
    assert lines[0] == (
        f"game.perlagg:12:1: target score: Der Anfangsstand „A+C {target}, B+D 2“ kann nicht "
        f"sein: A+C hat das Ziel von {target} Punkten schon erreicht, das Spiel wäre aus, "
        f"bevor die erste Runde beginnt. {BOOKS[book][1]}"
    )
    assert lines[-1] == "1 Datei geprüft: 0 Regelverstöße, 1 falscher Stand, 0 Fehler"
    below = changed(CLEAN, "[Quelle", f'[Stand "A+C {target - 1}, B+D 2"]\n[Quelle', "b.perlagg")
    assert " target score: " not in "\n".join(check(capsys, "--rules", book, below)[1])


def test_an_unreadable_starting_score_fails_too(capsys):
    name = changed(CLEAN, "[Quelle", '[Stand "A+C zwölf"]\n[Quelle')
    code, lines = check(capsys, "--select", "claims-deadline", name)
    assert code == 1
    assert lines[0].startswith("game.perlagg:12:1: claims-deadline score: Der Anfangsstand")
    assert lines[-1].endswith("1 falscher Stand, 0 Fehler")


def test_a_wrong_score_left_standing_is_said_and_counted(capsys):
    name = changed(MATCH, "Stand: A+C 11, B+D 5", "Stand: A+C 12, B+D 5")
    code, lines = check(capsys, name)
    assert code == 1
    stands = "game.perlagg:71:1: claims-deadline score: Der falsche Stand A+C 12, B+D 5 wurde"
    assert [line.startswith(stands) for line in lines].count(True) == 1
    # the written score now stands: the last line, written from the true count, is wrong
    assert lines[2].startswith("game.perlagg:88:1: claims-deadline score: Aufgeschrieben")
    assert lines[-1] == "1 Datei geprüft: 0 Regelverstöße, 3 falsche Stände, 0 Fehler"


def test_english_formats_and_the_ways_out(capsys):
    name = changed(CLEAN, "Stand: A+C 3, B+D 2", "Stand: A+C 4, B+D 2")
    code, lines = check(capsys, "--lang", "en", name)
    assert code == 1 and lines[-1] == "1 file checked: 0 violations, 1 wrong score, 0 errors"
    assert check(capsys, "--ignore", "score", name) == (
        0,
        ["1 Datei geprüft: 0 Regelverstöße, 0 Fehler"],
    )
    assert check(capsys, "--exit-zero", name)[0] == 0
    code, lines = check(capsys, "--format", "github", name)
    assert code == 1 and lines[0].startswith("::error file=game.perlagg,line=34,col=1,")
    main(["check", "--format", "junit", name])
    assert 'type="score"' in capsys.readouterr().out
    main(["check", "--format", "json", name])
    assert '"kind": "score"' in capsys.readouterr().out


# ------------------------------------------------------------------ every written score
#: every Stand: line of the examples (all agree with the count: the examples pass)
_COUNTED = [
    (path, i + 1, line)
    for path in EXAMPLES
    for i, line in enumerate(path.read_text(encoding="utf-8").split("\n"))
    if line.startswith("Stand: ")
]


@settings(max_examples=40, deadline=None)
@given(where=st.sampled_from(_COUNTED), ac=st.integers(0, 30), bd=st.integers(0, 30))
def test_any_stand_line_fails_exactly_when_it_is_not_the_count(where, ac, bd):
    """For every Stand: line of every example and any score written in its place: a
    record of kind score on that line exactly when the score is not the one written
    there, which is the count."""
    path, number, line = where
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[number - 1] = written = f"Stand: A+C {ac}, B+D {bd}"
    data = "\n".join(lines).encode("utf-8")
    records = judge_one(str(path), data=data, full=False).records  # [Regeln] beside it
    here = [r for r in records if r.line == number and r.kind == "score"]
    assert bool(here) == (written != " ".join(line.split())), (path.name, written, records)
    assert all(r.code == "claims-deadline" for r in here)
