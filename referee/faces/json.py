"""The report's JSON (docs/report.md) from a transcript judged deal by deal.

``spool_report(judging, lang)`` makes exactly the text of
``jsontext.dumps(judge(…).to_json(lang))`` while holding neither the report nor its
text: each deal's JSON is written out as the deal is judged, each finding as soon as its
place in the report's order (by position) is certain, each dispute as it is ruled — into
spools (in memory up to ``SPOOL`` bytes, then a temporary file), because the JSON
gives all deals before the first finding.  ``SpooledReport.write`` then writes the
whole text, nested at any depth (``check --format json`` embeds it).

A finding's place is certain once the deal after its lines is given out: a deal's
pieces carry what it found and what it settled of the deal before (``judge_deals``),
so nothing can come later for lines above the start of the last deal given out.  Should
a finding come for a line already written (a transcript whose events carry no lines),
``spool_report`` gives None and ``report_json`` judges the whole report instead
(``WholeReport``, the same text).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from typing import IO, TYPE_CHECKING, Any

from referee.base import jsontext
from referee.model.findings import Finding, Kind
from referee.model.report import deal_json, dispute_json, finding_json, score_json
from referee.model.seats import party_name

if TYPE_CHECKING:
    from pathlib import Path

    from referee.judge.transcript import Judging
    from referee.model.events import Transcript
    from referee.model.report import DisputeRuling, Report

SPOOL = 1 << 20  # bytes of JSON kept in memory before a spool goes to a file
_READ = 1 << 16


#: The depth of an array's items in a report written at level 0 (the report's fields at
#: 1, an array's items at 2): spooled so, they are written as they are at that level.
_DEPTH = 2


#: Characters of encoded items gathered before they go into the spool in one write.
_BATCH = 1 << 16


class _Spool:
    """The items of one JSON array, encoded as they come (as they stand in a report at
    level 0; ``write`` indents them further for a deeper one), as UTF-8 (in memory a
    byte a letter, where text would take four), a batch of items at a time."""

    def __init__(self) -> None:
        self.file: IO[bytes] = io.BytesIO()
        self.count = 0
        self.batch: list[str] = []
        self.size = 0  # characters in the batch

    def add(self, item: Any) -> None:
        text = jsontext.dumps(item, _DEPTH)
        if self.count:
            text = ",\n" + jsontext.INDENT * _DEPTH + text
        self.batch.append(text)
        self.count += 1
        self.size += len(text)
        if self.size > _BATCH:
            self._put()

    def _put(self) -> None:
        """The batch into the spool (to a file once the spool is past ``SPOOL`` bytes)."""
        self.file.write("".join(self.batch).encode("utf-8", "surrogatepass"))
        self.batch.clear()
        self.size = 0
        if isinstance(self.file, io.BytesIO) and self.file.tell() > SPOOL:
            self.file = _to_disk(self.file)

    def write(
        self, write: Callable[[str], object], level: int, raw: Callable[[bytes], object] | None
    ) -> None:
        """The array as ``jsontext.dumps`` writes it ``level`` deep; ``raw``: where its
        items go as UTF-8 bytes (not decoded first), the rest going by ``write``."""
        if not self.count:
            write("[]")
            return
        self._put()
        shift = "\n" + jsontext.INDENT * (level + 1 - _DEPTH)  # JSON has no newline in a string
        write("[\n" + jsontext.INDENT * (level + 1))
        self.file.seek(0)
        if raw is not None:  # a line break is one byte in UTF-8, never inside a letter's
            wide = shift.encode("ascii")
            while chunk := self.file.read(_READ):
                raw(chunk if shift == "\n" else chunk.replace(b"\n", wide))
            write("\n" + jsontext.INDENT * level + "]")
            return
        from codecs import getincrementaldecoder

        decoder = getincrementaldecoder("utf-8")("surrogatepass")
        while chunk := self.file.read(_READ):
            text = decoder.decode(chunk)
            write(text if shift == "\n" else text.replace("\n", shift))
        write(decoder.decode(b"", final=True) + "\n" + jsontext.INDENT * level + "]")

    def close(self) -> None:
        self.file.close()


def _to_disk(memory: io.BytesIO) -> IO[bytes]:
    """A temporary file with what ``memory`` holds (tempfile is imported only here: a
    small report never needs it, and a command's start-up stays short)."""
    import tempfile

    file = tempfile.TemporaryFile()  # noqa: SIM115 (closed with the spool)
    file.write(memory.getbuffer())
    return file


class SpooledReport:
    """A report's JSON, spooled: written once by ``write`` (which closes the spools)."""

    def __init__(self, head: dict[str, Any], tail: dict[str, Any]) -> None:
        self.head, self.tail = head, tail  # the fields before the deals, after the disputes
        self.deals, self.findings, self.disputes = _Spool(), _Spool(), _Spool()
        self.exit_code = 0

    def write(
        self,
        write: Callable[[str], object],
        level: int = 0,
        raw: Callable[[bytes], object] | None = None,
    ) -> None:
        """The text of ``jsontext.dumps(report.to_json(lang), level)``; ``raw``: where the
        spooled items go as UTF-8 bytes as kept, where ``write`` writes UTF-8 to the
        same place (standard output, by its buffer: the items are not decoded and
        encoded again)."""
        inner = "\n" + jsontext.INDENT * (level + 1)
        separator = "{" + inner
        for key, value in self.head.items():
            write(f"{separator}{jsontext.dumps(key)}: {jsontext.dumps(value, level + 1)}")
            separator = "," + inner
        for key, spool in (
            ("deals", self.deals),
            ("findings", self.findings),
            ("disputes", self.disputes),
        ):
            write(f"{separator}{jsontext.dumps(key)}: ")
            spool.write(write, level + 1, raw)
        for key, value in self.tail.items():
            write(f"{separator}{jsontext.dumps(key)}: {jsontext.dumps(value, level + 1)}")
        write("\n" + jsontext.INDENT * level + "}")
        self.close()

    def close(self) -> None:
        for spool in (self.deals, self.findings, self.disputes):
            spool.close()


class WholeReport:
    """A report judged whole, with the interface of ``SpooledReport``."""

    def __init__(self, report: Report, lang: str) -> None:
        self.report, self.lang = report, lang
        self.exit_code = report.exit_code

    def write(
        self,
        write: Callable[[str], object],
        level: int = 0,
        raw: Callable[[bytes], object] | None = None,
    ) -> None:
        """As ``SpooledReport.write`` (nothing is kept as bytes: ``raw`` is not needed)."""
        jsontext.dump(self.report.to_json(self.lang, lazy=True), write, level)


def report_json(
    transcript: Transcript,
    judging: Judging,
    lang: str,
    rules: str | None,
    base_dir: Path | None,
) -> SpooledReport | WholeReport:
    """The report's JSON of a transcript judged deal by deal: spooled, or where that
    cannot be (findings out of line order), from the whole report judged again."""
    from referee.judge.transcript import judge

    return spool_report(judging, lang) or WholeReport(judge(transcript, rules, base_dir), lang)


def spool_report(
    judging: Judging,
    lang: str,
    on_finding: Callable[[Finding], object] | None = None,
    on_dispute: Callable[[DisputeRuling], object] | None = None,
) -> SpooledReport | None:
    """The report's JSON from the pieces of ``judging``; ``on_finding`` sees each finding
    in the report's order, ``on_dispute`` each dispute.  None when a finding came for a
    line already written (then nothing is left open)."""
    players = judging.players
    spooled = SpooledReport({"rulebook": judging.rulebook, "target": judging.target}, {})
    pending, floor, last = list(judging.opening), 0, None
    for piece in judging.deals:
        if piece.report is not None:
            spooled.deals.add(deal_json(piece.report, lang, players))
        if any(f.span.line < floor for f in piece.findings):
            spooled.close()
            return None
        pending.extend(piece.findings)
        floor = max(floor, piece.deal.span.line)
        pending = _flush(pending, floor, spooled, lang, players, on_finding)
        for d in piece.disputes:
            spooled.disputes.add(dispute_json(d, lang))
            if on_dispute is not None:
                on_dispute(d)
        last = piece
    _flush(pending, None, spooled, lang, players, on_finding)
    winner = last.winner if last is not None else None
    spooled.tail = {
        "winner": party_name(winner, players) if winner else None,
        "score": score_json(last.score if last is not None else judging.initial_score, players),
    }
    return spooled


def _flush(
    pending: Iterable[Finding],
    below: int | None,
    spooled: SpooledReport,
    lang: str,
    players: int,
    on_finding: Callable[[Finding], object] | None,
) -> list[Finding]:
    """Write the findings on lines ``below`` (all for None) in the report's order (a
    stable sort by position: the order found among equals); the rest stay."""
    ordered = sorted(pending, key=lambda f: (f.span.line, f.span.column))
    cut = (
        len(ordered)
        if below is None
        else next((i for i, f in enumerate(ordered) if f.span.line >= below), len(ordered))
    )
    for f in ordered[:cut]:
        spooled.findings.add(finding_json(f, lang, players))
        if f.kind is Kind.VIOLATION:
            spooled.exit_code = 1
        if on_finding is not None:
            on_finding(f)
    return ordered[cut:]
