"""The referee's fold over a transcript: each deal's play, then its wager, then the score.

``judge(transcript, rulebook) -> Report`` is the one entry point the faces use
(commands, pytest plugin, annotate).  Data flows one way: events → PlayResult →
WagerResult → findings with citations → Report.
"""

from __future__ import annotations

from pathlib import Path

from referee.events import Transcript
from referee.report import Report


def judge(transcript: Transcript, rules: str | None = None, base_dir: Path | None = None) -> Report:
    """Judge a parsed transcript under ``rules`` (a rulebook id or house-rules path).

    Without ``rules`` the transcript's ``[Regeln "…"]`` header decides, else 1890.
    Raises ``referee.rulebook.RulebookError`` when the rulebook cannot be loaded.
    """
    raise NotImplementedError("replay is being integrated")


def judge_text(
    text: str | bytes,
    filename: str = "<transcript>",
    rules: str | None = None,
    base_dir: Path | None = None,
) -> Report:
    """Parse and judge.  Raises ``referee.notation.ParseError`` for a bad transcript."""
    from referee.notation import parse

    return judge(parse(text, filename), rules, base_dir)


def judge_file(path: str | Path, rules: str | None = None) -> Report:
    """Read, parse and judge a file; house rules named in it resolve relative to it."""
    path = Path(path)
    return judge_text(path.read_bytes(), str(path), rules, path.parent)
