"""The parse tables shipped in ``referee/_lalr.py`` are the grammar's, and they are
what the referee runs: no grammar cache, no ``import lark`` at run time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from referee import gen_parser, notation

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))


def test_tables_are_generated_from_the_current_grammar() -> None:
    recorded, current = gen_parser.recorded_digest(), gen_parser.grammar_digest()
    assert recorded == current, (
        "referee/_lalr.py was generated from another grammar: "
        "run `python -m referee.gen_parser` and commit referee/_lalr.py"
    )


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_shipped_tables_build_the_same_tree_as_lark(path: Path) -> None:
    lark = pytest.importorskip("lark")
    grammar = gen_parser.grammar_path().read_text(encoding="utf-8")
    analysed = lark.Lark(grammar, parser="lalr", lexer="contextual", maybe_placeholders=False)
    text = path.read_text(encoding="utf-8") + "\n"
    assert notation.tree_parser().parse(text).pretty() == analysed.parse(text).pretty()


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
