"""``perlagg fmt`` is idempotent and lossless on mutated transcripts (issue 27).

The bundled examples, mutated as people write: blanks of every kind where a blank is,
line heads in lower case, ``#`` comments after lines and on lines of their own, ``{…}``
remarks, every line ending the parser knows (CRLF, CR, U+2028, U+2029, U+0085) and a
byte-order mark.  Formatting twice equals formatting once, the formatted text parses to
the events of the mutated one, and every comment and remark is still there.
"""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli.fmt import format_text
from referee.notation import parse
from referee.notation.header_order import in_header_order
from referee.notation.layout import comments
from tests.support.places import EXAMPLES

#: What a comment or remark may say: anything on one line (no control characters).
_SAID = st.text(
    st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="\ufeff"),
    max_size=12,
)
_BLANKS = st.sampled_from([" ", "  ", "\t", " \u00a0", "\f ", "   "])
_ENDINGS = st.sampled_from(["\n", "\r\n", "\r", "\u2028", "\u2029", "\x85"])
_HEADS = ("Runde", "Geber", "Abheben", "Hand", "Trumpf", "Stich", "Stand", "Streit")


@cache
def _example_lines(index: int) -> tuple[str, ...]:
    return tuple(EXAMPLES[index].read_text(encoding="utf-8").splitlines())


def _remark(text: str) -> str:
    return "{" + text.replace("\\", "\\\\").replace("}", "\\}") + "}"


def _blanks_mutated(draw: st.DrawFn, line: str) -> str:
    """Each blank between tokens another run of blanks (none inside quotes, headers or
    a dispute's question: there a blank is the writer's text)."""
    if line.startswith(("[", "Streit")):
        return line
    out, quoted = [], False
    for ch in line:
        quoted = quoted != (ch in '"\u201e\u201c\u201d')
        out.append(draw(_BLANKS) if ch == " " and not quoted else ch)
    return "".join(out)


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, list[str], list[str]]:
    """A mutated example, its added comments and its added remarks."""
    lines = list(_example_lines(draw(st.integers(0, len(EXAMPLES) - 1))))
    added_comments: list[str] = []
    added_remarks: list[str] = []
    out: list[str] = []
    for line in lines:
        if not line.lstrip().startswith("#"):
            line = _blanks_mutated(draw, line)
            if line.startswith(_HEADS) and draw(st.booleans()):
                line = line[0].lower() + line[1:]
            if draw(st.integers(0, 5)) == 0:
                remark = _remark(draw(_SAID))
                added_remarks.append(remark)
                line += draw(_BLANKS) + remark
            if draw(st.integers(0, 4)) == 0:
                comment = "#" + draw(_SAID).rstrip()
                added_comments.append(comment)
                line += draw(_BLANKS) + comment
        if draw(st.integers(0, 8)) == 0:
            comment = "# " + draw(_SAID).strip()
            added_comments.append(comment.rstrip())
            out.append(draw(_BLANKS) + comment)
        out.append(line)
    text = "".join(line + draw(_ENDINGS) for line in out)
    return ("\ufeff" if draw(st.booleans()) else "") + text, added_comments, added_remarks


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_fmt_is_idempotent_and_lossless(case: tuple[str, list[str], list[str]]) -> None:
    text, added_comments, added_remarks = case
    once = format_text(text)
    assert format_text(once) == once
    assert in_header_order(parse(once)) == in_header_order(parse(text))
    assert sorted(comments(once)) == sorted(comments(text))  # the header's move with their tag
    for said in (*added_comments, *added_remarks):
        assert said in once
    assert once.startswith("\ufeff") == text.startswith("\ufeff")
