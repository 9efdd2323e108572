"""``perlagg annotate``: annotations after the events, everything else byte for byte,
idempotent, user remarks kept, --in-place atomic, the input never destroyed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.annotate import annotate_text, insert_annotations, strip_annotations
from referee.cli import main
from referee.events import Annotation
from referee.notation import parse

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
FILES = sorted(EX.glob("*.perlagg"))
REVOKE = EX / "12_farbe_verleugnet.perlagg"


def annotate(path: Path, text: str | None = None) -> str:
    text = path.read_text(encoding="utf-8") if text is None else text
    return annotate_text(text, str(path), base_dir=path.parent).text


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_examples_annotate_idempotent_reparse_and_strip_back(path: Path):
    original = path.read_text(encoding="utf-8")
    once = annotate(path, original)
    assert annotate(path, once) == once
    assert strip_annotations(once) == original
    parse(once, str(path))  # the annotated output parses
    assert "{perlagg:" in once  # at least the deal summary


def test_violation_annotated_on_its_line_only_that_line_changes():
    original = REVOKE.read_text(encoding="utf-8").split("\n")
    result = annotate(REVOKE).split("\n")
    assert len(result) == len(original)
    changed = [k + 1 for k, (a, b) in enumerate(zip(original, result, strict=True)) if a != b]
    assert 19 in changed
    line19 = result[18]
    assert line19.startswith("Stich: A LA, B L8, C E8, D L10 {perlagg: Regelverstoß: C verleugnet")
    assert "[1890 §13" in line19
    last = result[changed[-1] - 1]
    assert "Stand A+C 2, B+D 1" in last and last.startswith("Stand: A+C 2, B+D 1 {perlagg:")


def test_annotations_reach_the_events_after_reparse():
    transcript = parse(annotate(REVOKE), str(REVOKE))
    texts = [e.text for d in transcript.deals for e in d.events if isinstance(e, Annotation)]
    assert any("Regelverstoß" in t for t in texts)


def test_dispute_ruling_annotated():
    path = EX / "01_gleich_ohne_gebot.perlagg"
    line = annotate(path).split("\n")[19]
    assert line.startswith("Streit: Muss B jetzt ein Gleich haben? {perlagg: Entscheidung:")
    assert "S. 67" in line


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
        "Stich: A LA, B L8, C E8, D L10 {meine Notiz: das war C} {perlagg: Regelverstoß"
    ) in once
    assert once.count("\t  # Kommentar {x}\r\n") == 1  # comment untouched, after ours
    assert annotate(REVOKE, once) == once
    assert strip_annotations(once) == text


def test_user_braces_never_removed():
    text = 'Runde {perlagg-Fan: meine} {  perlaggisch}\nB: "{perlagg: in Anführung}"\n'
    assert strip_annotations(text) == text
    ours = "Runde {perlagg: weg} {bleibt}\n"
    assert strip_annotations(ours) == "Runde {bleibt}\n"


def test_annotation_text_is_escaped():
    out = insert_annotations("Runde\n", {1: ["a } b \\ c\nd"]})
    assert out == "Runde {perlagg: a \\} b \\\\ c d}\n"
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
    assert "{perlagg: violation: C revokes" in out.read_text(encoding="utf-8")


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


def test_unparsable_input_untouched(tmp_path, capsys):
    f = tmp_path / "bad.perlagg"
    f.write_text("Runde\nGeber: Q\n", encoding="utf-8")
    code = main(["annotate", str(f), "--in-place"])
    _, err = capsys.readouterr()
    assert code == 2 and f"{f}:2:8:" in err
    assert f.read_text(encoding="utf-8") == "Runde\nGeber: Q\n"


def test_missing_and_non_utf8_input(tmp_path, capsys):
    assert main(["annotate", str(tmp_path / "nope.perlagg")]) == 2
    f = tmp_path / "latin.perlagg"
    f.write_bytes('Runde\nB: "Grüß"\n'.encode("latin-1"))
    assert main(["annotate", str(f), "--in-place"]) == 2
    _, err = capsys.readouterr()
    assert "UTF-8" in err
    assert f.read_bytes() == 'Runde\nB: "Grüß"\n'.encode("latin-1")
