"""A clone of this repository alone is complete: no link leads out of it, its TOML
examples are valid TOML, its documents name every code, and its sources are here."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from referee.cli.codes import DISPUTE, ERROR_CODES
from referee.rules.rulebook import catalogue
from tests.support.places import ROOT

DOCUMENTS = [ROOT / "README.md", ROOT / "grammar" / "README.md", *sorted(ROOT.glob("docs/**/*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


@pytest.mark.parametrize("doc", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_stays_inside_the_repository(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    assert "/work/" not in text and "shared/" not in text
    for target in LINK.findall(text):
        assert "://" not in target, target
        resolved = (doc.parent / target.split("#", 1)[0]).resolve()
        assert resolved.is_relative_to(ROOT) and resolved.exists(), target


@pytest.mark.parametrize("doc", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_toml_examples_are_valid_toml(doc: Path) -> None:
    for block in re.findall(r"```toml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S):
        tomllib.loads(re.sub(r"^ {2}", "", block, flags=re.M))


def test_the_pytest_example_is_a_list() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert 'perlagg_paths = ["games"]' in readme


def test_codes_md_lists_every_code() -> None:
    text = (ROOT / "docs" / "codes.md").read_text(encoding="utf-8")
    for code in [*catalogue().concerns, *ERROR_CODES, DISPUTE]:
        assert f"| `{code}` |" in text, code


def test_the_sources_are_in_the_repository() -> None:
    for name in ("schwaighofer-1926.txt", "schlanders-2013.txt"):
        assert (ROOT / "docs" / "sources" / name).stat().st_size > 1000


def test_no_rulebook_comment_points_outside() -> None:
    for path in (ROOT / "rulebooks").glob("*.toml"):
        assert "/work/" not in path.read_text(encoding="utf-8"), path.name
