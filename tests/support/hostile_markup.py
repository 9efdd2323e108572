"""A transcript with a hostile name and question, judged, for the markup tests."""

from __future__ import annotations

from pathlib import Path

from referee.faces.common import judge_path
from referee.model.report import Report
from tests.support.places import EXAMPLES_DIR

SOURCE = (EXAMPLES_DIR / "01_gleich_ohne_gebot.perlagg").read_text(encoding="utf-8")
QUESTION = "Streit: Muss B jetzt ein Gleich haben?"


def transcript(name: str, question: str) -> str:
    """Example 01 with ``name`` for seat A and ``question`` in its ``Streit:`` line."""
    text = SOURCE.replace('[Regeln "1890"]', f'[Regeln "1890"]\n[A "{name}"]', 1)
    return text.replace(QUESTION, f"Streit: {question}")


def judged(folder: Path, name: str, question: str = "Muss B?") -> tuple[Report | None, str]:
    """The report (None where the transcript is refused) and the text judged."""
    path = folder / "hostile.perlagg"
    path.write_text(transcript(name, question), encoding="utf-8")
    result = judge_path(path, None, "de")
    return result.report, result.text
