"""The parse tables shipped in ``referee/notation/_lalr.py`` are the grammar's, and
``referee/notation/lalr.py`` runs them as lark does: the same trees, the same errors at the same
places with the same expected terminals; no grammar cache, no ``import lark`` at run
time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from referee.notation import gen_parser, lalr, tree_parser

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))


def test_tables_are_generated_from_the_current_grammar() -> None:
    recorded, current = gen_parser.recorded_digest(), gen_parser.grammar_digest()
    assert recorded == current, (
        "referee/notation/_lalr.py was generated from another grammar: "
        "run `python -m referee.notation.gen_parser` and commit referee/notation/_lalr.py"
    )


def test_the_shipped_tables_are_what_the_generator_writes() -> None:
    pytest.importorskip("lark")
    assert gen_parser.generate() == gen_parser.TARGET.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def analysed() -> Any:
    pytest.importorskip("lark")
    return gen_parser.analysed()


def _shape(node: Any) -> Any:
    """A tree of lark's or ours as plain data: rules, and tokens with their places."""
    if hasattr(node, "data"):
        return (str(node.data), [_shape(c) for c in node.children])
    return (node.type, str(node), node.line, node.column, node.end_line, node.end_column)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_shipped_tables_build_the_same_tree_as_lark(path: Path, analysed: Any) -> None:
    text = path.read_text(encoding="utf-8") + "\n"
    assert _shape(tree_parser().parse(text)) == _shape(analysed.parse(text))


def _error(parse: Any, text: str) -> Any:
    """What a parse of ``text`` raises, as plain data (None if it parses)."""
    try:
        parse(text)
    except Exception as exc:
        token = getattr(exc, "token", None)
        accepts = getattr(exc, "accepts", None)
        return (
            type(exc).__name__,
            exc.line,
            exc.column,
            token and (token.type, str(token), token.end_line, token.end_column),
            sorted(getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()),
            sorted(accepts) if accepts is not None else None,
        )
    return None


def _broken(text: str) -> list[str]:
    """Variants of a transcript with one mistake each: a word dropped, doubled, swapped
    for a stranger, a stray character."""
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines[:40]):
        words = line.split(" ")
        for j in range(len(words)):
            for variant in (
                words[:j] + words[j + 1 :],
                words[: j + 1] + words[j:],
                [*words[:j], "Xylo", *words[j + 1 :]],
                [*words[:j], "§", *words[j + 1 :]],
                [*words[:j], ":", *words[j + 1 :]],
            ):
                out.append("\n".join([*lines[:i], " ".join(variant), *lines[i + 1 :]]))
    return out


@pytest.mark.parametrize("path", EXAMPLES[:6], ids=lambda p: p.name)
def test_shipped_parser_fails_where_and_as_lark_does(path: Path, analysed: Any) -> None:
    ours = tree_parser()
    texts = _broken(path.read_text(encoding="utf-8") + "\n")
    failed = 0
    for text in texts:
        expected = _error(analysed.parse, text)
        assert _error(ours.parse, text) == expected, text
        failed += expected is not None
    assert failed > 100  # many variants are errors, and their errors were compared


def test_parsing_imports_no_lark_and_reads_no_cache(tmp_path: Path) -> None:
    """A crafted file in the cache directory cannot run: nothing is read from there."""
    cache = tmp_path / "cache"
    (cache / "perlagg").mkdir(parents=True)
    for name in ("grammar-0000000000000000.lark-cache", "rulebooks.pickle"):
        (cache / "perlagg" / name).write_bytes(b"not a pickle")
    code = (
        "import sys\n"
        "from referee.notation import parse\n"
        "parse('Runde\\nGeber: A\\n')\n"
        "assert 'lark' not in sys.modules, sorted(m for m in sys.modules if 'lark' in m)\n"
    )
    env = {"XDG_CACHE_HOME": str(cache), "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (cache / "perlagg").iterdir()) == [
        "grammar-0000000000000000.lark-cache",
        "rulebooks.pickle",
    ]


def test_a_long_repetition_stays_linear() -> None:
    """200 names in a row make one player of 200 words (the inlined list is extended in
    place, not copied at every word)."""
    tree = lalr.Parser().parse("A " + "x " * 200 + "spielt HA\n")
    (spielt,) = tree.children
    assert spielt.data == "spielt" and len(spielt.children[0].children) == 201


def test_the_docstring_examples_hold() -> None:
    import doctest

    result = doctest.testmod(lalr)
    assert result.attempted > 0 and result.failed == 0
