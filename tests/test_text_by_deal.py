"""``perlagg referee FILE``, the terminal report, drawn deal by deal (issue 29, item 6).

The text is byte for byte what ``render`` draws from the whole report — on every bundled
example at every length, in both languages, wide and narrow, in colour and plain, and
on generated multi-deal matches — while the whole report is never gathered; nothing is
printed before every deal is drawn (a judging that fails on the way prints what the
whole report's run prints: nothing), and where a finding comes for a deal already drawn
the whole report is drawn instead.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

import referee.cli.referee_cmd
import referee.faces.terminal
import referee.faces.terminal_deals
import referee.judge.transcript
from referee.base.record import replace
from referee.cli import main
from referee.faces.common import Length
from referee.faces.terminal import render
from referee.faces.terminal_deals import render_judging
from referee.judge.transcript import DealJudged, Judging, judge, judge_deals
from referee.notation import parse
from tests.benchmarks.corpus import corpus_with_questions, one_deal_repeated
from tests.support.places import EXAMPLES

FLAGS = [(), ("--full",), ("--brief",), ("--lang", "en"), ("--full", "--lang", "en")]


def _run(path: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> tuple[int, str, str]:
    code = main(["referee", str(path), *flags])
    said = capsys.readouterr()
    return code, said.out, said.err


def _both(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *flags: str
) -> tuple[tuple[int, str, str], tuple[int, str, str]]:
    """The run deal by deal, then the run that draws the whole report (the deal-by-deal
    drawing giving up at once, so the command falls back on ``render``)."""
    by_deal = _run(path, capsys, *flags)
    with monkeypatch.context() as m:
        m.setattr(referee.faces.terminal_deals, "render_judging", lambda *a, **k: None)
        whole = _run(path, capsys, *flags)
    return by_deal, whole


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_every_example_is_the_whole_reports_text(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for columns in ("100", "60"):  # 60: the figures stacked
        monkeypatch.setenv("COLUMNS", columns)
        for flags in FLAGS:
            by_deal, whole = _both(path, capsys, monkeypatch, *flags)
            assert by_deal == whole
            assert whole[1]  # a report was printed


def _match(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "match.perlagg"
    path.write_bytes(text.encode("utf-8"))
    return path


MATCHES = {
    "repeated": one_deal_repeated(12),
    "questions": corpus_with_questions(30),
    "crlf-bom": "\ufeff" + corpus_with_questions(5).replace("\n", "\r\n"),
    "to-15": corpus_with_questions(40).replace('[Ziel "15"]', '[Ziel "9"]'),  # deals after
}


@pytest.mark.parametrize("name", list(MATCHES))
def test_a_multi_deal_match_is_the_whole_reports_text(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _match(tmp_path, MATCHES[name])
    for flags in [(), ("--full",)]:
        by_deal, whole = _both(path, capsys, monkeypatch, *flags)
        assert by_deal == whole
        assert whole[1].count("\n") > 100


def test_in_colour_on_a_terminal_the_same() -> None:
    """The console's file swapped for the spool still counts as a terminal: colours."""
    text = corpus_with_questions(6)
    transcript = parse(text, "m.perlagg")
    texts = []
    for whole in (True, False):
        buf = io.StringIO()
        console = Console(file=buf, force_terminal=True, color_system="truecolor", width=80)
        if whole:
            render(judge(transcript), console, "de", text, Length.TABLE)
        else:
            drawn = render_judging(transcript, judge_deals(transcript), console, "de", text)
            assert console.file is buf and buf.getvalue() == ""  # given back, nothing yet
            assert drawn is not None and drawn.exit_code == 1
            drawn.print_to(buf)
        texts.append(buf.getvalue())
    assert texts[0] == texts[1]
    assert "\x1b[" in texts[1]


def test_the_whole_report_is_never_gathered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _match(tmp_path, corpus_with_questions(10))
    wanted = _run(path, capsys)

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("the whole report")

    for module, name in [
        (referee.judge.transcript, "gathered"),
        (referee.judge.transcript, "judge"),
        (referee.faces.terminal, "render"),
    ]:
        monkeypatch.setattr(module, name, refused)
    assert _run(path, capsys) == wanted
    assert wanted[1] and wanted[2] == ""


def _judging_with(monkeypatch: pytest.MonkeyPatch, change: object) -> None:
    """``judge_deals`` giving its pieces through ``change`` (a list of pieces in, an
    iterator out), for every caller."""
    original = judge_deals

    def changed(*args: object, **kwargs: object) -> Judging:
        judging = original(*args, **kwargs)  # type: ignore[arg-type]
        return replace(judging, deals=change(judging.deals))  # type: ignore[operator]

    monkeypatch.setattr(referee.judge.transcript, "judge_deals", changed)


def test_a_judging_that_fails_on_the_way_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _match(tmp_path, one_deal_repeated(8))

    def failing(pieces: Iterator[DealJudged]) -> Iterator[DealJudged]:
        for k, piece in enumerate(pieces):
            if k == 5:
                raise RuntimeError("kaputt")
            yield piece

    _judging_with(monkeypatch, failing)
    code, out, err = _run(path, capsys)
    assert (code, out) == (2, "")
    assert "kaputt" in err


def test_a_finding_for_a_deal_already_drawn_gives_the_whole_reports_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A piece bringing a finding on the first deal's lines: the drawing gives up
    (None, nothing printed) and the whole report, gathered from the same pieces, is
    drawn."""
    path = _match(tmp_path, corpus_with_questions(6))

    def late(pieces: Iterator[DealJudged]) -> Iterator[DealJudged]:
        every = list(pieces)
        first = every[0].findings[0]
        moved = replace(every[-1], findings=(*every[-1].findings, first))
        return iter([replace(every[0], findings=every[0].findings[1:]), *every[1:-1], moved])

    _judging_with(monkeypatch, late)
    gave: list[object] = []
    original = render_judging

    def watched(*args: object, **kwargs: object) -> object:
        gave.append(original(*args, **kwargs))  # type: ignore[arg-type]
        return gave[-1]

    monkeypatch.setattr(referee.faces.terminal_deals, "render_judging", watched)
    code, out, err = _run(path, capsys)
    assert gave == [None]
    buf = io.StringIO()
    text = path.read_text(encoding="utf-8")
    report = referee.judge.transcript.judge(parse(text, str(path)))
    render(report, referee.faces.terminal.make_console(buf), "de", text)
    assert (code, out, err) == (report.exit_code, buf.getvalue(), "")


def test_a_report_bigger_than_the_spool_is_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _match(tmp_path, "# Ä – „x“\n" + corpus_with_questions(8))
    wanted = _run(path, capsys)
    monkeypatch.setattr(referee.faces.terminal_deals, "SPOOL", 100)
    assert _run(path, capsys) == wanted


def test_standard_input_is_read_once(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """From standard input too, even where the whole report must be drawn after all."""
    data = one_deal_repeated(4).encode("utf-8")
    said = []
    for gives_up in (False, True):
        with monkeypatch.context() as m:
            m.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
            if gives_up:
                m.setattr(referee.faces.terminal_deals, "render_judging", lambda *a, **k: None)
            said.append(_run(Path("-"), capsys, "--stdin-filename", "m.perlagg"))
    assert said[0] == said[1]
    assert "m.perlagg" in said[0][1]


def test_a_dispute_repeating_a_ruling_above_is_cut_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dispute whose ruling says again what a finding above it in its deal said on
    another concern is cut so (``_unsaid``) the same way deal by deal as in the whole
    report: each dispute made to repeat the findings of its deal before it."""
    path = _match(tmp_path, corpus_with_questions(12))

    def echoing(pieces: Iterator[DealJudged]) -> Iterator[DealJudged]:
        for piece in pieces:
            disputes = []
            for d in piece.disputes:
                above = [
                    (f.key, f.args)
                    for f in piece.findings
                    if f.span.line <= d.span.line and f.concern != d.about
                ]
                disputes.append(replace(d, ruling=(*d.ruling, *above)))
            yield replace(piece, disputes=tuple(disputes))

    _judging_with(monkeypatch, echoing)
    by_deal, whole = _both(path, capsys, monkeypatch)
    assert by_deal == whole
    with monkeypatch.context() as m:  # uncut, the text is another: there was a cut
        m.setattr(referee.faces.terminal_deals, "unsaid_among", lambda d, *a: d)
        assert _run(path, capsys) != by_deal


def test_a_closed_pipe_is_no_internal_error(tmp_path: Path) -> None:
    """``perlagg referee FILE | head -1``: the reader went away
    (here before the first byte): exit 0, nothing said."""
    import os
    import subprocess
    import sys

    from tests.support.places import ROOT

    path = _match(tmp_path, corpus_with_questions(6))
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first byte
    try:
        done = subprocess.run(
            [sys.executable, "-m", "referee", "referee", str(path)],
            stdout=write,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            check=False,
        )
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (0, b"")
