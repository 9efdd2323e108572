"""perlagg keeps no cache: a run writes nothing into the user's cache or home directory.

The built-in rulebooks come from the generated module (``referee/rules/_builtins.py``),
a house file and a project's ``[tool.perlagg]`` are read afresh at every start.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee import rules

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "04_austausch_durch_partner.perlagg"
HOUSE = ROOT / "tests" / "fixtures" / "house" / "stammtisch.toml"


def _everything_in(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.parametrize(
    "args",
    [
        ["referee", str(EXAMPLE)],
        ["referee", str(EXAMPLE), "--json", "--rules", "1924"],
        ["referee", str(EXAMPLE), "--rules", str(HOUSE)],
        ["check", str(EXAMPLE)],
        ["check"],
        ["rules", "schlanders-2013", "§1"],
    ],
    ids=["referee", "json 1924", "house rules", "check", "check from the project", "rules"],
)
def test_a_run_writes_no_cache(tmp_path: Path, args: list[str]) -> None:
    """Run in a project whose ``pyproject.toml`` has a ``[tool.perlagg]`` table, with the
    cache and home directories empty: they stay empty."""
    home, cache, project = tmp_path / "home", tmp_path / "cache", tmp_path / "project"
    for folder in (home, cache, project):
        folder.mkdir()
    (project / "pyproject.toml").write_text(
        f'[project]\nname = "club"\n\n[tool.perlagg]\npaths = [{str(EXAMPLE)!r}]\n',
        encoding="utf-8",
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PERLAGG_")}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(cache), PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run(
        [sys.executable, "-m", "referee", *args],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode in (0, 1), out.stderr
    assert _everything_in(home) == [] and _everything_in(cache) == []


def test_a_house_file_may_write_its_date_as_a_toml_date(tmp_path: Path) -> None:
    """The loader knows a TOML date without importing ``datetime`` at every start."""
    house = tmp_path / "house.toml"
    house.write_text('id = "house"\ntitle = "Haus"\nextends = "1890"\ndate = 2024-05-01\n')
    assert rules.load(str(house)).date == "2024-05-01"


def test_an_edited_house_file_is_read_again(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    for points in (18, 21):
        house.write_text(f'id = "house"\nextends = "1890"\n[params]\n"target.points" = {points}\n')
        assert rules.load(str(house)).param("target.points") == points
