"""The built-in rulebooks the referee runs on (``referee/rules/_builtins.py``) are what
their TOML files make, and a start takes them from there without reading any TOML."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from referee.base.record import replace
from referee.rules import builtin_ids, catalogue, gen_builtins, plain
from referee.rules.files import TomlShelf
from referee.rules.loader import builtin

ROOT = Path(__file__).resolve().parent.parent
COMMAND = "run `python -m referee.rules.gen_builtins` and commit referee/rules/_builtins.py"


def test_the_builtins_are_generated_from_the_current_rulebook_files() -> None:
    assert gen_builtins.recorded_digests() == gen_builtins.digests(), (
        f"referee/rules/_builtins.py was generated from other rulebook files: {COMMAND}"
    )


def test_the_shipped_builtins_are_what_the_generator_writes() -> None:
    """Also after a change of the loader that the rulebook files did not see."""
    current = gen_builtins.TARGET.read_text(encoding="utf-8")
    assert gen_builtins.generate() == current, f"referee/rules/_builtins.py is stale: {COMMAND}"


@pytest.fixture(scope="module")
def from_toml() -> TomlShelf:
    return TomlShelf()


@pytest.mark.parametrize("rulebook_id", builtin_ids())
def test_a_builtin_is_the_rulebook_its_file_makes(rulebook_id: str, from_toml: TomlShelf) -> None:
    """Field by field, to the last one (also those equality leaves out)."""
    made, loaded = builtin(rulebook_id), from_toml.book(rulebook_id)
    assert made is not loaded and made.path == loaded.path
    assert plain.encode(made) == plain.encode(loaded)
    assert plain.encode(replace(made, file=None)) == plain.encode(replace(loaded, file=None))
    for concern in loaded.concerns:
        assert made.cite(concern) == loaded.cite(concern)


def test_the_catalogue_is_the_one_of_concerns_toml(from_toml: TomlShelf) -> None:
    assert catalogue() == from_toml.catalogue()


def test_plain_values_keep_only_what_a_rulebook_is_made_of() -> None:
    for value in (b"bytes", {(1, 2): "a tuple key"}, object()):
        with pytest.raises(TypeError):
            plain.encode(value)


_HEAVY = (
    *("dataclasses", "inspect", "ast", "pathlib", "tomllib", "datetime", "copy", "rich"),
    *("tempfile", "referee.rules.files", "referee.notation.syntax_errors"),
)


@pytest.mark.parametrize(
    ("args", "also"),
    [
        (["check", str(ROOT / "examples" / "01_gleich_ohne_gebot.perlagg")], ("json",)),
        (["referee", str(ROOT / "examples" / "01_gleich_ohne_gebot.perlagg"), "--json"], ()),
        (["referee", str(ROOT / "examples" / "08_schlanders_21a.perlagg"), "--json"], ()),
    ],
    ids=["check", "referee --json", "schlanders-2013"],
)
def test_a_start_loads_only_what_it_needs(args: list[str], also: tuple[str, ...]) -> None:
    """A built-in is made without the TOML parser (``tomllib``, ``datetime``), and the
    repository's ``pyproject.toml``, which names perlagg but has no ``[tool.perlagg]``,
    is not parsed either; nor does a command import the standard library's
    ``dataclasses`` (with ``inspect``, ``ast``, ``dis``), ``pathlib`` or rich, nor, for a
    small clean file, ``tempfile``, the reader of rulebook files or the words of syntax
    errors; ``check`` not even ``json``."""
    code = (
        "import sys\n"
        "from referee.__main__ import main\n"
        f"sys.argv = ['perlagg', *{args!r}]\n"
        "main()\n"
        f"print(sorted(set({(*_HEAVY, *also)!r}) & set(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
