"""``perlagg annotate``: annotations after the events, everything else byte for byte,
idempotent, user remarks kept, --in-place atomic, the input never destroyed."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli import main
from referee.faces.annotate import (
    AnnotateError,
    annotate_text,
    insert_annotations,
    strip_annotations,
)
from referee.model.events import Annotation
from referee.notation import parse
from tests.support.places import EXAMPLES, EXAMPLES_DIR

REVOKE = EXAMPLES_DIR / "12_farbe_verleugnet.perlagg"


def annotate(path: Path, text: str | None = None, analyse: bool = False) -> str:
    text = path.read_text(encoding="utf-8") if text is None else text
    return annotate_text(text, str(path), base_dir=path.parent, analyse=analyse).text


@pytest.mark.parametrize("analyse", [False, True], ids=["plain", "analyse"])
@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_examples_annotate_idempotent_reparse_and_strip_back(path: Path, analyse: bool):
    original = path.read_text(encoding="utf-8")
    once = annotate(path, original, analyse)
    assert annotate(path, once, analyse) == once
    assert strip_annotations(once) == original
    parse(once, str(path))  # the annotated output parses
    assert "{perlagg:" in once  # at least the deal summary
    assert ("Mit offenen Karten" in once) is analyse
    plain = annotate(path, original)  # --analyse only adds lines, and --analyse comes off
    assert annotate(path, once) == plain


def test_analyse_remarks_at_the_start_and_after_each_card_that_turned_the_deal():
    path = EXAMPLES_DIR / "03_weli_als_herzsiebener.perlagg"
    plain = annotate(path).split("\n")
    result = annotate(path, analyse=True).split("\n")
    added = [x for x in result if x not in plain or result.count(x) != plain.count(x)]
    assert result[result.index("Trumpf: L9") + 1] == (
        "{perlagg: Mit offenen Karten und bestem Spiel aller macht A+C das Spiel.}"
    )
    first = result.index("Stich: A Weli=H7, B H8, C H7, D S9")
    second = result.index("Stich: B SK, C SU, D SA, A S7=H8")
    turns = [x for x in result[first:second] if "hätte es gehalten" in x]
    assert turns == [
        "{perlagg: Mit H7 gibt C das Spiel von A+C her; HA hätte es gehalten.}",
        "{perlagg: Mit S9 gibt D das Spiel von B+D her; E10 oder EK hätte es gehalten.}",
    ]
    assert (
        "{perlagg: Mit S7 als H8 gibt A das Spiel von A+C her; H9 oder H10 hätte es gehalten.}"
        in (result[second : second + 5])
    )
    assert len(added) == 4
    assert all(x.count("{perlagg:") == 1 and x.endswith(".}") for x in added)


def test_analyse_says_which_cards_are_missing_and_whether_a_held_spiel_could_be_made():
    path = EXAMPLES_DIR / "11_partie_bis_15.perlagg"
    text = path.read_text(encoding="utf-8")
    said = " ".join(
        x[len("{perlagg: ") : -1]
        for x in annotate(path, text, analyse=True).split("\n")
        if x.startswith("{perlagg:")
    )
    assert "Das Spiel, um das D geboten hat, war mit bestem Spiel zu machen." in said
    assert "D hat das Spiel gehalten: B+D war es mit bestem Spiel nicht zu machen." in said
    # deal 2 has no tricks: without B's and D's Hand lines their cards are unknown
    cut = text.replace("Hand B: H8 H9 H10 SK E7\n", "").replace("Hand D: Weli L10 SO EO E8\n", "")
    once = annotate(path, cut, analyse=True).split("\n")
    at = once.index("Trumpf: LK")
    assert once[at + 1].startswith("{perlagg: Keine Analyse mit offenen Karten: die Karten von")
    assert "B, D" in once[at + 1] + once[at + 2]


def test_violation_annotated_on_lines_of_its_own_after_the_event():
    original = REVOKE.read_text(encoding="utf-8").split("\n")
    result = annotate(REVOKE).split("\n")
    assert [line for line in result if not line.startswith("{perlagg: ")] == original
    at = result.index("Stich: A LA, B L8, C E8, D L10")  # the event's line untouched
    remark = result[at + 1][len("{perlagg: ") : -1]  # the finding's one remark, whole
    assert remark.startswith("Regelverstoß: C verleugnet Farbe: LA ist ausgespielt")
    assert "Maßgeblich sind 1890 §13 und S. 64; ferner S. 65" in remark
    assert not result[at + 2].startswith("{perlagg: spielt")  # never split
    end = result.index("Stand: A+C 2, B+D 1")
    assert result[end + 1 :][-2] == (
        "{perlagg: Punkte dieser Runde: A+C 2, B+D 1; Stand: A+C 2, B+D 1.}"
    )
    assert "{perlagg: Spiel still: A+C macht drei Stiche und schreibt 1 Punkt.}" in result


def test_annotations_reach_the_events_after_reparse():
    transcript = parse(annotate(REVOKE), str(REVOKE))
    texts = [e.text for d in transcript.deals for e in d.events if isinstance(e, Annotation)]
    assert any("Regelverstoß" in t for t in texts)


def test_dispute_ruling_annotated():
    path = EXAMPLES_DIR / "01_gleich_ohne_gebot.perlagg"
    lines = annotate(path).split("\n")
    at = lines.index("Streit: Muss B jetzt ein Gleich haben?")
    assert lines[at + 1].startswith("{perlagg: Entscheidung: Nein: B hat Gleich weder geboten")
    remark = " ".join(lines[at + 1 : at + 4])
    assert "§7" in remark


def test_bytes_kept_crlf_bom_comments_user_annotations():
    body = REVOKE.read_text(encoding="utf-8")
    body = body.replace(
        "Stich: A LA, B L8, C E8, D L10\n",
        "Stich: A LA, B L8, C E8, D L10 {meine Notiz: das war C}\t  # Kommentar {x}\n",
    )
    text = "\ufeff" + body.replace("\n", "\r\n")
    once = annotate(REVOKE, text)
    assert once.startswith("\ufeff# Farbe verleugnet")
    assert "\n" not in once.replace("\r\n", "")  # every line ending still CRLF
    assert (
        "Stich: A LA, B L8, C E8, D L10 {meine Notiz: das war C}\t  # Kommentar {x}\r\n"
        "{perlagg: Regelverstoß"
    ) in once
    assert annotate(REVOKE, once) == once
    assert strip_annotations(once) == text


def test_user_braces_never_removed():
    text = 'Runde {perlagg-Fan: meine} {  perlaggisch}\nB: "{perlagg: in Anführung}"\n'
    assert strip_annotations(text) == text
    ours = "Runde {perlagg: weg} {bleibt}\n"
    assert strip_annotations(ours) == "Runde {bleibt}\n"


def test_annotation_text_is_escaped():
    out = insert_annotations("Runde\n", {1: ["a } b \\ c\nd"]})
    assert out == "Runde\n{perlagg: a \\} b \\\\ c d}\n"
    assert strip_annotations(out) == "Runde\n"
    parse(out + "Geber: D\n")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=20),
        min_size=1,
        max_size=3,
    ),
    st.sampled_from(["", "  # Kommentar", " {Notiz}", ' "Hast du den Martl?"']),
    st.sampled_from(["\n", "\r\n", "\r"]),
)
def test_insert_then_strip_is_identity(texts, tail, eol):
    lines = ["Runde", f"Geber: D{tail}", "Stand: A+C 1, B+D 0"]
    source = eol.join(lines) + eol
    out = insert_annotations(source, {2: texts, 3: texts})
    assert strip_annotations(out) == source
    assert strip_annotations(strip_annotations(out)) == source


# --------------------------------------------------------------------------- the command
def test_stdout_by_default(capsys):
    code = main(["annotate", str(REVOKE)])
    out, err = capsys.readouterr()
    assert code == 1 and err == ""
    assert out == annotate(REVOKE)


def test_output_file(tmp_path, capsys):
    out = tmp_path / "out.perlagg"
    code = main(["annotate", str(REVOKE), "-o", str(out), "--lang", "en"])
    assert code == 1 and capsys.readouterr().out == ""
    assert "{perlagg: Violation: C revokes" in out.read_text(encoding="utf-8")


def test_in_place_atomic_keeps_permissions(tmp_path, capsys):
    f = tmp_path / "game.perlagg"
    f.write_bytes(REVOKE.read_bytes())
    os.chmod(f, 0o640)
    code = main(["annotate", str(f), "--in-place"])
    assert code == 1
    assert stat.S_IMODE(f.stat().st_mode) == 0o640
    assert f.read_text(encoding="utf-8") == annotate(REVOKE)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.perlagg"]  # no temp left
    before = f.read_bytes()
    assert main(["annotate", str(f), "--in-place"]) == 1
    assert f.read_bytes() == before


def test_refuses_output_onto_input(tmp_path, capsys):
    f = tmp_path / "game.perlagg"
    f.write_bytes(REVOKE.read_bytes())
    code = main(["annotate", str(f), "-o", str(f)])
    _, err = capsys.readouterr()
    assert code == 2 and "--in-place" in err
    assert f.read_bytes() == REVOKE.read_bytes()
    alias = tmp_path / "." / "game.perlagg"
    assert main(["annotate", str(f), "-o", str(alias)]) == 2


def test_output_and_in_place_exclude_each_other(tmp_path):
    with pytest.raises(SystemExit) as exc:
        main(["annotate", str(REVOKE), "-o", str(tmp_path / "x"), "--in-place"])
    assert exc.value.code == 2


def test_unparsable_input_untouched(tmp_path, capsys, corpus):
    f = tmp_path / "bad.perlagg"
    f.write_text(corpus("unparseable"), encoding="utf-8")
    code = main(["annotate", str(f), "--in-place"])
    _, err = capsys.readouterr()
    assert code == 2 and f"{f}:2:8:" in err
    assert f.read_text(encoding="utf-8") == corpus("unparseable")


def test_missing_and_non_utf8_input(tmp_path, capsys, corpus):
    assert main(["annotate", str(tmp_path / "nope.perlagg")]) == 2
    f = tmp_path / "latin.perlagg"
    f.write_bytes(corpus("gruss_gott").encode("latin-1"))
    assert main(["annotate", str(f), "--in-place"]) == 2
    _, err = capsys.readouterr()
    assert "UTF-8" in err
    assert f.read_bytes() == corpus("gruss_gott").encode("latin-1")


# --------------------------------------------------------------------------- any input
def test_a_quote_mark_or_an_escaped_brace_in_a_question_gains_no_remark_per_run():
    body = REVOKE.read_text(encoding="utf-8")
    for question in ('Ist 5" zu lang?', "Gilt \\{ als Klammer?", 'Wer sagt „ja" dazu?', "a \\\\"):
        text = body + f"Streit: {question}\n"
        once = annotate(REVOKE, text)
        assert annotate(REVOKE, annotate(REVOKE, once)) == once, question
        assert strip_annotations(once) == text, question
        assert f"Streit: {question}\n{{perlagg: Hinweis:" in once, question


def test_remarks_of_older_versions_at_the_line_end_are_replaced():
    text = REVOKE.read_text(encoding="utf-8")
    old = text.replace(
        "Stich: A LA, B L8, C E8, D L10\n",
        "Stich: A LA, B L8, C E8, D L10 {perlagg: Regelverstoß: alt} {meine}  # Kommentar\n",
    ).replace("Stand: A+C 2, B+D 1\n", "Stand: A+C 2, B+D 1 {perlagg: alt}\n")
    expected = annotate(REVOKE, text.replace("D L10\n", "D L10 {meine}  # Kommentar\n"))
    assert annotate(REVOKE, old) == expected
    assert "alt}" not in expected


_NASTY = [
    '"',
    "\\",
    "\\{",
    "{",
    "}",
    "#",
    "„",
    " {perlagg: x}",
    "{perlagg: y}",
    " {mein}",
    '5"',
    "\r",
    "\u2028",
    "\ufeff",
    'Streit: Ist 5" zu lang?',
    "Streit: \\{perlagg: z}",
    "Stand: A+C 99, B+D 0",
    "Stich: A LA",
]


def _mutate(lines: list[str], ops: list[tuple[int, int, int, str]]) -> list[str]:
    """Drop, double, swap lines or put a nasty piece into one (at a position)."""
    out = list(lines)
    for op, i, j, piece in ops:
        if not out:
            break
        i, j = i % len(out), j % len(out)
        if op == 0:
            del out[i]
        elif op == 1:
            out.insert(i, out[i])
        elif op == 2:
            out[i], out[j] = out[j], out[i]
        else:
            at = j % (len(out[i]) + 1)
            out[i] = out[i][:at] + piece + out[i][at:]
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(EXAMPLES),
    st.lists(
        st.tuples(
            st.integers(0, 3),
            st.integers(0, 10_000),
            st.integers(0, 10_000),
            st.sampled_from(_NASTY) | st.text(max_size=4),
        ),
        max_size=6,
    ),
    st.sampled_from(["\n", "\r\n"]),
    st.booleans(),
    st.booleans(),
)
def test_annotate_twice_is_once_and_stripping_gives_back_the_bytes(path, ops, eol, last, analyse):
    lines = _mutate(path.read_text(encoding="utf-8").split("\n"), ops)
    text = eol.join(lines) + ("" if last else eol)
    try:
        once = annotate(path, text, analyse)
    except AnnotateError:
        return  # refused: nothing would be written
    assert annotate(path, once, analyse) == once
    assert strip_annotations(once) == strip_annotations(text)
    parse(once, str(path))  # what annotate writes parses (it is not parsed again there)
    if "perlagg:" not in text:
        assert strip_annotations(once) == text


def test_a_killed_in_place_leaves_no_temporary_at_the_next_run(tmp_path, capsys):
    f = tmp_path / "game.perlagg"
    f.write_bytes(REVOKE.read_bytes())
    kill = (
        "import os, sys; os.fsync = lambda fd: os._exit(9); "
        "from referee.cli import main; main(['annotate', sys.argv[1], '--in-place'])"
    )
    proc = subprocess.run([sys.executable, "-c", kill, str(f)], capture_output=True)
    assert proc.returncode == 9
    assert f.read_bytes() == REVOKE.read_bytes()  # the original stands
    stray = [p for p in tmp_path.iterdir() if p.name != "game.perlagg"]
    assert len(stray) == 1 and stray[0].name.endswith(".perlagg-tmp")
    mine = tmp_path / f".game.perlagg.{os.getpid()}.abcd1234.perlagg-tmp"  # a live writer's
    other = tmp_path / ".game.perlagg.notes.perlagg-tmp"  # not ours at all
    mine.write_text("x")
    other.write_text("y")
    assert main(["annotate", str(f), "--in-place"]) == 1
    assert not stray[0].exists() and mine.exists() and other.exists()
    assert f.read_text(encoding="utf-8") == annotate(REVOKE)


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_one_remark_per_finding_never_a_sentence_split(path: Path):
    """Issue 28: each finding, dispute and figure is one ``{perlagg: …}`` remark — as
    many remarks as the referee has things to say, each ending its sentence."""
    from referee.faces.annotate import notes
    from referee.faces.common import judge_path

    judged = judge_path(path)
    assert judged.report is not None and judged.transcript is not None
    said = [t for texts in notes(judged.report, judged.transcript).values() for t in texts]
    ours = [x.strip() for x in annotate(path).split("\n") if x.strip().startswith("{perlagg:")]
    assert len(ours) == len(said)
    assert all(x.count("{perlagg:") == 1 and x.endswith("}") for x in ours)
    assert all(x[-2] in '.!?“")' for x in ours), [x for x in ours if x[-2] not in '.!?“")']


def test_players_are_named_as_the_transcript_names_them():
    """Example 11 speaks as "Schober:", "Süß:" …: its remarks name them so, not A, B."""
    from referee.faces.annotate import spoken_names

    path = EXAMPLES_DIR / "11_partie_bis_15.perlagg"
    text = path.read_text(encoding="utf-8")
    names = spoken_names(parse(text, str(path)), text)
    assert {s.value: n for s, n in names.items()} == {
        "A": "Schober", "B": "Süß", "C": "Vinatzer", "D": "Sparber"
    }  # fmt: skip
    result = annotate(path, text)
    assert "(Schober: höchst dritziges Gleich (Asse))" in result
    assert "Wie Schober den Perlagg HK benannt hat" in result
    assert "(A: höchst dritziges Gleich" not in result
    # a transcript that names nobody keeps the letters
    revoke = REVOKE.read_text(encoding="utf-8")
    assert spoken_names(parse(revoke, str(REVOKE)), revoke) == {}
    assert "{perlagg: Regelverstoß: C verleugnet Farbe" in annotate(REVOKE)


def test_a_house_id_with_a_blank_is_named_whole(tmp_path, capsys):
    """The further citations drop the deciding one's rulebook, the whole id of it: not
    the id's first word (issue 29 item 5: 'ferner Meran S. 64')."""
    house = (EXAMPLES_DIR / "stammtisch.toml").read_text(encoding="utf-8")
    rules = tmp_path / "meran.toml"
    rules.write_text(house.replace('id = "stammtisch"', 'id = "Stammtisch Meran"'), "utf-8")
    assert main(["annotate", str(REVOKE), "--rules", str(rules)]) == 1
    remark = next(ln for ln in capsys.readouterr().out.split("\n") if "{perlagg: Regelv" in ln)
    assert "Maßgeblich sind Stammtisch Meran §13 und S. 64; ferner S. 65" in remark
    assert "Meran S." not in remark and "Meran H2" not in remark
