"""One file read within the limits of ``referee.cli.inputs``, judged and, where asked,
analysed: what the commands that show one report (``referee``, ``annotate``,
``analyse``, ``svg``) start from.  ``check`` and the pytest plugin judge a file into
plain records instead (``referee.cli.judging``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee.analysis.open_cards import DealAnalysis
    from referee.faces.common import Judged, Watch


def read_and_judge(
    name: str,
    rules: str | None,
    lang: str,
    stdin_filename: str | None = None,
    watch: Watch | None = None,
) -> Judged:
    """``name`` (``-``: standard input, reported as ``stdin_filename``) read within the
    limits of ``referee.cli.inputs`` and judged; failures are error lines.  ``watch``
    sees the deals as they are judged (``judge_source``)."""
    from referee.cli.inputs import STDIN, Unreadable, folder_of, read_input
    from referee.faces.common import Judged, judge_source, resolve_rules

    shown = (stdin_filename or STDIN) if name == STDIN else name
    try:
        data = read_input(name, lang)
    except Unreadable as exc:
        return Judged(shown, errors=(f"{shown}: {exc}",))
    base = folder_of(shown)
    return judge_source(data, shown, base, resolve_rules(rules), lang, watch)


def analyses_of(judged: Judged, rules: str | None) -> list[DealAnalysis]:
    """The analysis of every deal of a judged file, under the rules it was judged by
    (``--rules`` from the working directory, a ``[Regeln]`` file beside the transcript)."""
    from pathlib import Path  # the analysis takes a Path (it loads far more anyway)

    from referee.analysis.open_cards import analyse_judged
    from referee.cli.inputs import STDIN
    from referee.faces.common import resolve_rules

    name = judged.path
    base = Path(name).parent if name != STDIN else Path.cwd()
    return analyse_judged(judged, resolve_rules(rules), base)
