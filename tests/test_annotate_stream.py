"""``perlagg annotate`` written deal by deal (issue 29, item 6: ``annotate`` streams).

The annotated file is byte for byte what ``annotate_text`` makes of the whole, on every
bundled example and on generated multi-deal matches; its lines go out as the deals are
judged, and neither the whole report, the remarks of the whole file nor the annotated
text is gathered (``annotate_text``, ``notes``, ``insert_annotations`` are never called).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import referee.cli.annotate
import referee.faces.annotate
import referee.judge.transcript
from referee.cli import main
from referee.faces.annotate import annotate_text, stream_annotated
from tests.benchmarks.corpus import corpus_with_questions, one_deal_repeated
from tests.support.places import EXAMPLES


def _whole(path: Path, *extra: str) -> tuple[bytes, int]:
    """The annotated bytes and exit code the whole file's remarks give."""
    text = path.read_bytes().decode("utf-8")
    lang = extra[extra.index("--lang") + 1] if "--lang" in extra else "de"
    result = annotate_text(text, str(path), None, path.parent, lang)
    return result.text.encode("utf-8"), result.exit_code


def _streamed(path: Path, tmp_path: Path, *extra: str) -> tuple[bytes, int]:
    out = tmp_path / f"{path.stem}.out"
    code = main(["annotate", str(path), "-o", str(out), *extra])
    return out.read_bytes(), code


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_every_example_is_annotated_as_the_whole(path: Path, tmp_path: Path) -> None:
    for extra in ((), ("--lang", "en")):
        assert _streamed(path, tmp_path, *extra) == _whole(path, *extra)


@pytest.mark.parametrize(
    "text",
    [
        one_deal_repeated(12),
        corpus_with_questions(40),
        "\ufeff" + corpus_with_questions(6).replace("\n", "\r\n"),
    ],
    ids=["repeated", "questions", "crlf-bom"],
)
def test_a_multi_deal_match_is_annotated_as_the_whole(text: str, tmp_path: Path) -> None:
    path = tmp_path / "match.perlagg"
    path.write_bytes(text.encode("utf-8"))
    streamed, whole = _streamed(path, tmp_path), _whole(path)
    assert streamed == whole
    assert streamed[0].count(b"{perlagg:") > 40  # remarks in it, not the file alone


def test_the_last_line_without_a_break_gains_one(tmp_path: Path) -> None:
    path = tmp_path / "open.perlagg"
    path.write_text(one_deal_repeated(3).rstrip("\n"), encoding="utf-8")
    assert _streamed(path, tmp_path) == _whole(path)


def test_lines_go_out_before_the_last_deal_is_judged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each write happens while deals are still to be judged: the first stretch after
    the second deal, long before the twentieth."""
    text = one_deal_repeated(20)
    wanted = annotate_text(text, "m.perlagg")
    judged: list[int] = []
    original = referee.judge.transcript.judge_deals

    def counted(*args: object, **kwargs: object) -> referee.judge.transcript.Judging:
        judging = original(*args, **kwargs)  # type: ignore[arg-type]

        def deals() -> object:
            for piece in judging.deals:
                judged.append(piece.deal.span.line)
                yield piece

        return referee.base.record.replace(judging, deals=deals())

    monkeypatch.setattr(referee.judge.transcript, "judge_deals", counted)
    seen: list[int] = []
    written: list[str] = []

    def write(t: str) -> None:
        seen.append(len(judged))
        written.append(t)

    assert stream_annotated(text, "m.perlagg", None, tmp_path, "de", write) == wanted.exit_code
    assert "".join(written) == wanted.text
    assert len(judged) == 20
    assert seen[0] <= 3 and len(seen) >= 18  # a stretch per deal, from the start


def test_the_whole_is_never_gathered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.perlagg"
    path.write_text(corpus_with_questions(12), encoding="utf-8")
    wanted = _whole(path)

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("the whole")

    for module, name in [
        (referee.judge.transcript, "gathered"),
        (referee.judge.transcript, "judge"),
        (referee.faces.annotate, "annotate_text"),
        (referee.faces.annotate, "notes"),
        (referee.faces.annotate, "notes_by_deal"),
        (referee.faces.annotate, "insert_annotations"),
    ]:
        monkeypatch.setattr(module, name, refused)
    assert _streamed(path, tmp_path) == wanted
    assert capsys.readouterr().err == ""


def test_a_remark_for_a_line_already_written_gives_the_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the streaming must give up (a late remark), what it wrote is dropped and the
    whole result written instead."""
    path = tmp_path / "match.perlagg"
    path.write_text(one_deal_repeated(4), encoding="utf-8")
    wanted = _whole(path)

    def gives_up(text: str, *args: object) -> None:
        write = args[-1]
        write("halb geschrieben\n" * 1000)  # type: ignore[operator]

    monkeypatch.setattr(referee.faces.annotate, "stream_annotated", gives_up)
    assert _streamed(path, tmp_path) == wanted


def test_a_late_remark_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """A piece bringing a remark for a line written already makes the stream say None."""
    original = referee.judge.transcript.judge_deals

    def late(*args: object, **kwargs: object) -> referee.judge.transcript.Judging:
        judging = original(*args, **kwargs)  # type: ignore[arg-type]
        pieces = list(judging.deals)
        first = pieces[0].findings[0]
        moved = referee.base.record.replace(pieces[-1], findings=(first,))
        return referee.base.record.replace(judging, deals=iter([*pieces[:-1], moved]))

    monkeypatch.setattr(referee.judge.transcript, "judge_deals", late)
    text = one_deal_repeated(6)
    assert referee.faces.annotate.stream_annotated(text, "m", None, None, "de", len) is None


@pytest.mark.parametrize("where", ["stdout", "in-place", "output"])
def test_a_spool_bigger_than_memory_goes_out_whole(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The spool rolled over to disk (a tiny ``SPOOL``) is copied out in pieces."""
    monkeypatch.setattr(referee.cli.annotate, "SPOOL", 64)
    path = tmp_path / "match.perlagg"
    path.write_text("# Ä – „x“\n" + one_deal_repeated(5), encoding="utf-8")
    wanted, code = _whole(path)
    capsys.readouterr()
    if where == "stdout":
        assert main(["annotate", str(path)]) == code
        assert capsys.readouterr().out == wanted.decode("utf-8")
    elif where == "in-place":
        assert main(["annotate", str(path), "--in-place"]) == code
        assert path.read_bytes() == wanted
        assert main(["annotate", str(path), "--in-place"]) == code  # the same bytes again
        assert path.read_bytes() == wanted
    else:
        assert _streamed(path, tmp_path) == (wanted, code)


def test_a_closed_pipe_is_no_write_error(tmp_path: Path) -> None:
    """``perlagg annotate FILE | head -c 10``: the reader went away
    (here before the first byte): exit 0, nothing said."""
    import os
    import subprocess
    import sys

    from tests.support.places import ROOT

    path = tmp_path / "match.perlagg"
    path.write_text(corpus_with_questions(6), encoding="utf-8")
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first byte
    try:
        done = subprocess.run(
            [sys.executable, "-m", "referee", "annotate", str(path)],
            stdout=write,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            check=False,
        )
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (0, b"")
