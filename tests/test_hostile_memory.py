"""Memory and time of the terminal report on big input (issue 29, part 6): the long
header name that flowed in quadratic time, the report drawn part by part."""

from __future__ import annotations

import io
import re

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.text import Text

from referee.faces import terminal
from referee.faces.terminal import Flow, make_console


def _old_flowed(atoms: list[Text], width: int) -> Text:
    """The flowing as it was (cut one blank at a time, trimming the growing text)."""
    out = Text(overflow="fold")
    column = 0
    todo = list(reversed(atoms))
    while todo:
        atom = todo.pop()
        if atom.plain == "\n":
            out.rstrip()
            out.append("\n")
            column = 0
            continue
        match = re.search(r"(?<=\S) +(?=\w)", atom.plain)
        if cell_len(atom.plain.strip()) > width and match:
            todo += [atom[match.end() :], atom[: match.end()]]
            continue
        if column and column + cell_len(atom.plain.rstrip()) > width:
            out.rstrip()
            out.append("\n")
            column = 0
        if column == 0:
            atom = atom[len(atom.plain) - len(atom.plain.lstrip()) :]
        out.append_text(atom)
        column += cell_len(atom.plain)
    out.rstrip()
    return out


_PIECE = st.text(alphabet="ab §\n·", max_size=30)


@given(st.lists(st.tuples(_PIECE, st.booleans()), max_size=8), st.integers(1, 30))
def test_flowing_in_one_pass_draws_what_it_drew(parts: list[tuple[str, bool]], width: int) -> None:
    atoms = terminal._atoms([(Text(p), keep) for p, keep in parts])
    assert terminal._flowed(atoms, width).plain == _old_flowed(atoms, width).plain


def test_a_name_of_5000_words_flows_in_lines_of_the_width() -> None:
    name = " ".join(f"wort{i}" for i in range(5000))  # 44 KB: 20 s before, now well under 1
    console = make_console(io.StringIO(), plain=True, width=60)
    with console.capture() as cap:
        console.print(Flow([Flow.label(name)]))
    lines = cap.get().splitlines()
    assert " ".join(lines).split() == name.split()
    assert all(cell_len(line) <= 60 for line in lines)


def test_the_report_is_printed_as_it_is_drawn() -> None:
    """``render`` hands each part to the console before drawing the next."""
    from referee.faces.common import judge_source, resolve_rules
    from tests.support.places import EXAMPLES

    path = EXAMPLES[0]
    judged = judge_source(path.read_bytes(), str(path), path.parent, resolve_rules(None), "de")
    assert judged.report is not None
    drawn: list[int] = []
    printed: list[int] = []

    class Console(type(make_console(io.StringIO(), plain=True))):  # type: ignore[misc]
        def print(self, *objects: object, **kwargs: object) -> None:
            printed.append(len(drawn))
            super().print(*objects, **kwargs)

    real = terminal.deal_head

    def deal(*args: object) -> object:
        drawn.append(1)
        return real(*args)  # type: ignore[arg-type]

    terminal.deal_head = deal  # type: ignore[assignment]
    try:
        terminal.render(judged.report, Console(file=io.StringIO(), width=100), "de", judged.text)
    finally:
        terminal.deal_head = real
    deals = len(judged.report.deals)
    assert deals >= 1 and printed.count(0) >= 1  # the header went out before any deal
    assert all(printed.count(n) >= 1 for n in range(1, deals + 1))


def test_a_30_kb_name_is_shown_clipped_at_each_mention() -> None:
    """The report names a player in at most ``NAME_SHOWN`` characters (the JSON keeps
    the name whole): a 37 KB name was laid out at each of its three mentions, 12 s
    under load, now 0.4 s (measured in the commit)."""
    from referee.faces.common import judge_source
    from referee.model.seats import Seat
    from tests.support.places import EXAMPLES

    name = " ".join(f"Wort{i}" for i in range(4300))
    judged = judge_source(f'[A "{name}"]\n' + EXAMPLES[0].read_text("utf-8"), "t.perlagg", None)
    assert judged.report is not None and judged.report.names[Seat.A] == name
    buf = io.StringIO()
    terminal.render(judged.report, make_console(buf, plain=True, width=80), "de", judged.text)
    out = buf.getvalue()
    assert len(out) < 5_000  # was 115 KB: the name three times
    assert "Wort0 Wort1" in out and "Wort4299" not in out and "…" in out
