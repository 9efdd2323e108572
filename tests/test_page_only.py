"""``perlagg referee FILE --html OUT --page-only``: only the page (issue 28, item 3).

The page is byte for byte the one the ordinary ``--html`` run writes, nothing goes to
standard output, and the exit code is the ordinary run's: 1 for a violation, 0 without,
2 where the file or the page cannot be read or written.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import referee.faces.html
from referee.cli import main
from referee.faces.common import judge_path
from tests.benchmarks.corpus import one_deal_repeated
from tests.support.places import ROOT, example


def _both(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str
) -> tuple[tuple[int, str, str], tuple[int, str, str]]:
    """The exit code, page and standard output of ``referee SOURCE --html OUT``, then
    the same with ``--page-only``."""
    runs = []
    for name, flags in (("ordinary.html", ()), ("only.html", ("--page-only",))):
        out = tmp_path / name
        code = main(["referee", str(source), "--html", str(out), *extra, *flags])
        page = out.read_text(encoding="utf-8") if out.exists() else ""
        runs.append((code, page, capsys.readouterr().out))
    return runs[0], runs[1]


def _many_deals(tmp_path: Path, deals: int) -> Path:
    """A match of ``deals`` fully played deals that nobody wins before the end."""
    path = tmp_path / f"match-{deals}.perlagg"
    path.write_text(one_deal_repeated(deals), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("prefix", "flags"),
    [
        ("01_", ()),
        ("04_", ("--lang", "en")),
        ("11_", ()),
        ("12_", ("--full",)),
        ("13_", ("--lang", "en")),
        ("03_", ("--analyse",)),  # the page of the whole report, with the analysis
    ],
)
def test_the_page_alone_is_the_ordinary_page(
    prefix: str, flags: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (code, page, said), (code_only, page_only, said_only) = _both(
        example(prefix), tmp_path, capsys, *flags
    )
    assert page.startswith("<!DOCTYPE html>") and said  # the ordinary run: page and report
    assert page_only == page
    assert said_only == ""
    assert code_only == code


def test_a_multi_deal_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = _many_deals(tmp_path, 12)
    (code, page, _), (code_only, page_only, said_only) = _both(source, tmp_path, capsys, "--full")
    assert page.count('<section class="deal"') == 12
    assert (page_only, said_only, code_only) == (page, "", code)


@pytest.mark.parametrize("prefix", ["12_", "01_"])  # a revoke, and no violation
def test_the_exit_code_is_the_ordinary_runs(
    prefix: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = example(prefix)
    judged = judge_path(source)
    assert judged.report is not None
    (code, _, _), (code_only, _, _) = _both(source, tmp_path, capsys)
    assert code_only == code == judged.report.exit_code == (1 if prefix == "12_" else 0)


def test_a_finding_out_of_line_order_gets_the_whole_reports_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the page cannot be written as the deals come (``write_judged_page`` says
    None), the page of the whole report is written, and the exit code is still its."""
    source = example("12_")
    (code, page, _), _ = _both(source, tmp_path, capsys)
    monkeypatch.setattr(referee.faces.html, "write_judged_page", lambda *a, **k: None)
    out = tmp_path / "whole.html"
    assert main(["referee", str(source), "--html", str(out), "--page-only"]) == code == 1
    assert out.read_text(encoding="utf-8") == page
    assert capsys.readouterr().out == ""


def test_the_whole_report_is_neither_gathered_nor_drawn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What holds the memory of the ordinary run — the report gathered from every deal
    and the terminal report drawn from it — is never called for the page alone."""
    import referee.faces.terminal
    import referee.judge.transcript

    source = _many_deals(tmp_path, 5)
    (code, page, _), _ = _both(source, tmp_path, capsys)

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("the whole report")

    for module, name in [
        (referee.judge.transcript, "gathered"),
        (referee.judge.transcript, "judge"),
        (referee.faces.terminal, "render"),
    ]:
        monkeypatch.setattr(module, name, refused)
    out = tmp_path / "alone.html"
    assert main(["referee", str(source), "--html", str(out), "--page-only"]) == code
    assert out.read_text(encoding="utf-8") == page
    said = capsys.readouterr()
    assert said.out == "" and said.err == ""


def test_nothing_on_standard_output_of_the_process(tmp_path: Path) -> None:
    """The command itself, reading standard input: its stdout stays empty."""
    out = tmp_path / "page.html"
    stdin = ["-", "--stdin-filename", "x.perlagg"]
    done = subprocess.run(
        [sys.executable, "-m", "referee", "referee", *stdin, "--html", str(out), "--page-only"],
        input=example("12_").read_bytes(),
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (1, b"", b"")
    assert "Farbe" in out.read_text(encoding="utf-8")


def test_page_only_needs_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["referee", str(example("01_")), "--page-only"]) == 2
    said = capsys.readouterr()
    assert said.out == "" and "--page-only" in said.err and "--html" in said.err


def test_page_only_is_no_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "page.html"
    with pytest.raises(SystemExit) as stop:
        main(["referee", str(example("01_")), "--html", str(out), "--json", "--page-only"])
    assert stop.value.code == 2 and not out.exists()


def test_failures_say_and_exit_as_the_ordinary_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A page that cannot go (into a missing folder), a file that does not parse."""
    broken = tmp_path / "broken.perlagg"
    broken.write_text("[Spieler A: x]\nRunde 1\nA: Kauderwelsch\n", encoding="utf-8")
    cases = [(example("01_"), tmp_path / "no" / "page.html"), (broken, tmp_path / "b.html")]
    for source, out in cases:
        said = []
        for flags in ((), ("--page-only",)):
            code = main(["referee", str(source), "--html", str(out), *flags])
            said.append((code, capsys.readouterr().err, out.exists()))
        assert said[0] == said[1]
        assert said[1][0] == 2 and said[1][1] and not said[1][2]
