"""Fuzzing the line breaks (issue 29, deliverables 2 and 7): the bundled examples and
house-rules files with U+2028, U+2029, U+0085, CRLF and CR mixed in.  Whatever the
breaks, every line a face quotes is the line its finding's span names, and a house-rules
problem names the line of its key: the lines are counted here by construction, not by
the splitter under test (``referee.base.lines``)."""

from __future__ import annotations

import html
import io
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli import main
from referee.faces.html import render_page
from referee.faces.terminal import make_console, render
from referee.judge.transcript import judge_text
from referee.model.report import Report
from tests.support import places

#: Every line break of the notation; CR and CRLF too.
BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\x85"]
#: The breaks TOML takes between statements; the others only inside a comment.
TOML_BREAKS = ["\n", "\r\n"]
EXAMPLES = {p.name: p.read_text(encoding="utf-8").split("\n") for p in places.EXAMPLES}
_SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
_TERMINAL_QUOTE = re.compile(r"^\s*(\d+) │ (.*?)\s*$", re.MULTILINE)
_PAGE_QUOTE = re.compile(r'<code class="source">(\d+) │ (.*?)</code>')


@st.composite
def broken(draw: st.DrawFn) -> tuple[list[str], str]:
    """An example's lines (with comment lines added) and its text, each line ended by
    a break drawn from every kind the notation knows."""
    lines = list(EXAMPLES[draw(st.sampled_from(sorted(EXAMPLES)))])
    for _ in range(draw(st.integers(0, 6))):
        lines.insert(draw(st.integers(0, len(lines))), f"# Zeile {draw(st.integers(0, 99))}")
    ends = draw(st.lists(st.sampled_from(BREAKS), min_size=len(lines), max_size=len(lines)))
    for i, end in enumerate(ends[:-1]):  # a CR and an empty line's LF are one CRLF
        if end == "\r" and not lines[i + 1] and ends[i + 1].startswith("\n"):
            ends[i] = "\r\n"
    return lines, "".join(line + end for line, end in zip(lines, ends, strict=True))


def _quotes_hold(quotes: list[tuple[str, str]], lines: list[str], report: Report) -> None:
    spans = {f.span.line for f in report.findings} | {d.span.line for d in report.disputes}
    for number, quoted in quotes:
        n = int(number)
        assert n in spans, (n, quoted)
        assert quoted == lines[n - 1].strip(), (n, quoted, lines[n - 1])


@_SETTINGS
@given(broken())
def test_every_quoted_line_is_the_line_its_finding_names(case: tuple[list[str], str]) -> None:
    lines, text = case
    report = judge_text(text, "x.perlagg", base_dir=places.EXAMPLES_DIR)
    out = io.StringIO()
    render(report, make_console(out, width=400), source=text)
    terminal = _TERMINAL_QUOTE.findall(out.getvalue())
    _quotes_hold(terminal, lines, report)
    page = [(n, html.unescape(q)) for n, q in _PAGE_QUOTE.findall(render_page(report, source=text))]
    _quotes_hold(page, lines, report)
    quoted = {int(n) for n, _ in page}
    assert all(f.span.line in quoted for f in report.findings if 0 < f.span.line <= len(lines))


@st.composite
def house(draw: st.DrawFn) -> tuple[str, int, str]:
    """A house-rules file with comments holding Unicode breaks before one fault (an
    unknown key or bad TOML), the line of the fault counted here, and the fault."""
    fault = draw(st.sampled_from(['paragraph = ["§5"]', "x = = 1"]))
    comments = draw(
        st.lists(st.lists(st.sampled_from(["Haus", "Regel", *BREAKS[3:]]), max_size=6), max_size=4)
    )
    body = ["# " + "".join(parts) for parts in comments]
    body += ['extends = "1890"', 'id = "h"', "[concern.target]", fault]
    line = 1 + sum(sum(part in BREAKS for part in parts) + 1 for parts in comments) + 3
    ends = draw(st.lists(st.sampled_from(TOML_BREAKS), min_size=len(body), max_size=len(body)))
    return "".join(b + e for b, e in zip(body, ends, strict=True)), line, fault


@_SETTINGS
@given(house())
def test_a_house_rule_problem_names_the_line_of_its_fault(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: tuple[str, int, str]
) -> None:
    text, line, _ = case
    path = tmp_path / "haus.toml"
    path.write_bytes(text.encode("utf-8"))
    assert main(["referee", "--rules", str(path), str(places.EXAMPLES[0])]) == 2
    err = capsys.readouterr().err
    assert f"{path}:{line}: " in err, err
