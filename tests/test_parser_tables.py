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


# --------------------------------------------------------------------------- rulebook cache
def _cache_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("PERLAGG_NO_CACHE", raising=False)
    return tmp_path / "perlagg" / "rulebooks"


def _builtin_raw() -> tuple[str, bytes]:
    from referee.resources import rulebooks_dir

    raw = (rulebooks_dir() / "1890.toml").read_bytes()
    return raw.decode("utf-8"), raw


def test_the_cache_holds_json_in_a_private_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import json
    import stat
    import tomllib

    from referee import toml_cache

    directory = _cache_env(monkeypatch, tmp_path)
    text, raw = _builtin_raw()
    assert toml_cache.parsed(text, raw) == tomllib.loads(text)
    assert stat.S_IMODE(directory.stat().st_mode) == 0o700
    (entry,) = directory.iterdir()
    assert json.loads(entry.read_text(encoding="utf-8")) == tomllib.loads(text)
    entry.write_text('{"title": "from the cache"}', encoding="utf-8")
    assert toml_cache.parsed(text, raw) == {"title": "from the cache"}  # it is read
    assert toml_cache.parsed(text + " ", raw + b" ") == tomllib.loads(text)  # keyed by bytes


def test_a_cache_directory_others_can_write_is_never_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tomllib

    from referee import toml_cache

    directory = _cache_env(monkeypatch, tmp_path)
    text, raw = _builtin_raw()
    toml_cache.parsed(text, raw)
    (entry,) = directory.iterdir()
    entry.write_text('{"title": "planted"}', encoding="utf-8")
    directory.chmod(0o777)
    assert toml_cache.parsed(text, raw) == tomllib.loads(text)
    directory.chmod(0o700)
    entry.unlink()
    planted = tmp_path / "planted.json"
    planted.write_text('{"title": "planted"}', encoding="utf-8")
    entry.symlink_to(planted)  # a link in the private directory is not followed
    assert toml_cache.parsed(text, raw) == tomllib.loads(text)


def test_the_version_in_the_cache_key_is_the_packages() -> None:
    import referee
    from referee import toml_cache

    assert referee.__version__ == toml_cache._VERSION
