"""The CI recipes of ``docs/ci.md`` do what the page promises: each recipe's commands
run in a fresh git repository laid out as the page describes, with the ``perlagg`` of
the running environment (nothing installed, no network: a recipe's install step is
recognised and passed over), and what they print is what the page shows."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.places import EXAMPLES_DIR, ROOT

PAGE = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
HOOKS = (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
BLOCK = re.compile(r"<!-- (recipe|output): (\S+) -->\n```[a-z]*\n(.*?)\n```", re.S)
BLOCKS = {(kind, name): text for kind, name, text in BLOCK.findall(PAGE)}
INSTALL = re.compile(r"^python -m pip install perlagg$")
CLEAN = EXAMPLES_DIR / "02_drei_und_halten.perlagg"
WRONG = ("Stand: A+C 3, B+D 2", "Stand: A+C 4, B+D 2")
BIN = str(Path(sys.executable).parent)  # where this environment's perlagg is


def block(kind: str, name: str) -> str:
    assert (kind, name) in BLOCKS, f"docs/ci.md has no <!-- {kind}: {name} --> block"
    return BLOCKS[(kind, name)]


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=Club", "-c", "user.email=club@example.org", *args],
        cwd=repo,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """The page's repository: ``pyproject.toml`` with its ``[tool.perlagg]``, one clean
    game and one whose last ``Stand:`` line is added up wrong, both committed."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    repo = tmp_path / "club"
    (repo / "games").mkdir(parents=True)
    text = CLEAN.read_text(encoding="utf-8")
    (repo / "games" / "2024-03-01.perlagg").write_text(text, encoding="utf-8")
    (repo / "games" / "2024-03-08.perlagg").write_text(text.replace(*WRONG), encoding="utf-8")
    (repo / "pyproject.toml").write_text(block("recipe", "pyproject") + "\n", encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "games")
    return repo


def environment(repo: Path, **service: str) -> dict[str, str]:
    """A CI runner's environment: this environment's ``bin`` first on PATH, the C.UTF-8
    locale of a runner, no language chosen, and the service's own variables."""
    env = {k: v for k, v in os.environ.items() if k not in ("PERLAGG_LANG", "LC_ALL")}
    env.pop("LC_MESSAGES", None)
    env.update(PATH=BIN + os.pathsep + env.get("PATH", ""), LANG="C.UTF-8", **service)
    return env


def run(command: str, repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    assert shutil.which(shlex.split(command)[0], path=env["PATH"]), command
    return subprocess.run(
        shlex.split(command), cwd=repo, env=env, capture_output=True, text=True, check=False
    )


def commands(lines: list[str]) -> list[str]:
    """The commands, the install step passed over (the running environment has perlagg)."""
    assert any(INSTALL.match(c) for c in lines), "the recipe installs perlagg"
    return [c for c in lines if not INSTALL.match(c)]


def test_the_page_has_every_recipe_and_its_promise():
    for kind, name in [
        ("recipe", "pyproject"),
        ("recipe", "github"),
        ("output", "github"),
        ("recipe", "gitlab"),
        ("output", "gitlab"),
        ("recipe", "pre-commit"),
        ("recipe", "pre-commit-local"),
        ("output", "pre-commit"),
    ]:
        assert block(kind, name).strip()


def test_the_github_workflow(club: Path):
    steps = re.findall(r"^\s*- run: (.+)$", block("recipe", "github"), re.M)
    assert re.search(r"^\s*- uses: actions/checkout@v\d+$", block("recipe", "github"), re.M)
    env = environment(club, GITHUB_ACTIONS="true", GITHUB_WORKSPACE=str(club))
    results = [run(c, club, env) for c in commands(steps)]
    last = results[-1]
    assert [r.returncode for r in results[:-1]] == [0] * (len(results) - 1)
    assert last.returncode == 1, last.stderr  # the job fails
    assert last.stdout == block("output", "github") + "\n"
    assert last.stderr == ""


def test_the_gitlab_job(club: Path):
    recipe = block("recipe", "gitlab")
    script = recipe.split("  script:\n", 1)[1].split("\n  artifacts:", 1)[0]
    lines = re.findall(r"^    - (.+)$", script, re.M)
    report = re.search(r"^      junit: (\S+)$", recipe, re.M)
    assert report is not None
    env = environment(club, GITLAB_CI="true", CI_PROJECT_DIR=str(club))
    results = [run(c, club, env) for c in commands(lines)]
    assert results[-1].returncode == 1  # the job fails
    written = (club / report[1]).read_text(encoding="utf-8")
    assert written == block("output", "gitlab") + "\n"
    summary = "2 Dateien geprüft: 0 Regelverstöße, 1 falscher Stand, 0 Fehler"
    assert results[-1].stderr == summary + "\n"
    assert " ".join(summary.split()) in " ".join(PAGE.split())  # the page says it too


def _hook() -> dict[str, str]:
    """The hook ``.pre-commit-hooks.yaml`` offers: its id, entry and file pattern."""
    found = {
        k: v.strip() for k, v in re.findall(r"^-? *(id|entry|files|language): (.+)$", HOOKS, re.M)
    }
    assert set(found) == {"id", "entry", "files", "language"}
    return found


def _commit_hook(repo: Path, entry: str, files: str) -> subprocess.CompletedProcess[str]:
    """What pre-commit runs at ``git commit``: the entry with the staged files that match
    (added, copied, modified, renamed), in the order git names them."""
    staged = git(repo, "diff", "--cached", "--name-only", "--diff-filter=ACMR").split()
    matching = [f for f in staged if re.search(files, f)]
    env = environment(repo)
    return subprocess.run(
        [*shlex.split(entry), *matching], cwd=repo, env=env, capture_output=True, text=True
    )


def test_the_pre_commit_hook(club: Path):
    hook = _hook()
    assert re.search(rf"^\s+- id: {re.escape(hook['id'])}$", block("recipe", "pre-commit"), re.M)
    local = block("recipe", "pre-commit-local")
    for key in ("id", "entry", "files"):  # the local recipe is the offered hook
        assert re.search(rf"^\s+-? ?{key}: {re.escape(hook[key])}$", local, re.M), key
    assert re.search(r"^\s+language: system$", local, re.M)
    game = club / "games" / "2024-03-08.perlagg"
    game.write_text(game.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    git(club, "add", "games/2024-03-08.perlagg")
    stopped = _commit_hook(club, hook["entry"], hook["files"])
    assert stopped.returncode == 1  # the commit stops
    assert stopped.stdout == block("output", "pre-commit") + "\n"
    game.write_text(game.read_text(encoding="utf-8").replace(WRONG[1], WRONG[0]), "utf-8")
    git(club, "add", "games/2024-03-08.perlagg")
    passed = _commit_hook(club, hook["entry"], hook["files"])
    assert passed.returncode == 0, passed.stdout
    assert passed.stdout == "1 Datei geprüft: 0 Regelverstöße, 0 Fehler\n"
