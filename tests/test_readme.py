"""The README stays true: its first commands and its example output are what perlagg does."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys

import pytest

from tests.support.places import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
SESSIONS = re.findall(r"```console\n\$ (perlagg [^\n]*)\n(.*?)```", README, re.S)


def test_readme_opens_with_the_two_commands_and_ci_runs_the_same_tests() -> None:
    first_block = re.search(r"```\n(.*?)```", README, re.S)
    assert first_block is not None
    venv, install_and_run, install_and_test = first_block.group(1).strip().splitlines()
    assert venv == "python3 -m venv .venv && . .venv/bin/activate"
    assert install_and_run.startswith("pip install . && perlagg referee examples/")
    assert (ROOT / install_and_run.split()[-1]).is_file()
    assert install_and_test == "pip install '.[test]' && python -m pytest -q"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "\npython -m pytest -q\n" in ci
    assert install_and_run.split("&& ")[1] in ci


def test_readme_shows_sessions() -> None:
    assert len(SESSIONS) >= 2


@pytest.mark.parametrize(("command", "shown"), SESSIONS, ids=[c for c, _ in SESSIONS])
def test_readme_session_output_is_what_the_command_prints(command: str, shown: str) -> None:
    args = shlex.split(command)[1:]
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "200"}
    done = subprocess.run(
        [sys.executable, "-m", "referee", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert done.stdout == shown
