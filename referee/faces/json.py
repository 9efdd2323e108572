"""The report's JSON (docs/report.md): each record's object, the whole report's, and the
report spooled from a transcript judged deal by deal.

The JSON shape is a contract that tools and CI depend on: fields may be added, none of
docs/report.md's may change meaning.  ``report_to_json(report, lang)`` is the whole
report as JSON data.

``spool_report(judging, lang)`` makes exactly the text of
``jsontext.dumps(report_to_json(judge(…), lang))`` while holding neither the report nor
its text: each deal's JSON is written out as the deal is judged, each finding as soon as
its place in the report's order (by position) is certain, each dispute as it is ruled —
into spools (in memory up to ``SPOOL`` bytes, then a temporary file), because the JSON
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

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from referee.base import jsontext
from referee.base.jsontext import Frozen, FrozenList
from referee.faces.common import Length, deciding_texts
from referee.messages import DE
from referee.model.events import Figure
from referee.model.findings import Citation, Finding, Kind
from referee.model.report import (
    DealReport,
    DisputeRuling,
    Report,
    finding_message,
    render_message,
)
from referee.model.seats import Party, Seat, party_name

if TYPE_CHECKING:
    from pathlib import Path
    from tempfile import SpooledTemporaryFile

    from referee.judge.transcript import Judging
    from referee.model.events import Transcript


# --------------------------------------------------------------------------- records
def report_to_json(report: Report, lang: str = DE, lazy: bool = False) -> dict[str, Any]:
    """The report as docs/report.md's JSON; ``lazy``: the deals, findings and disputes as
    generators, each object made when it is written (``jsontext.dump``), so that a
    big report is never held as JSON (a report cites its texts once per finding)."""
    deals = (deal_json(d, lang, report.players) for d in report.deals)
    findings = (finding_json(f, lang, report.players) for f in report.findings)
    quoted = Quoted()
    disputes = (dispute_json(d, lang, quoted) for d in report.disputes)
    data: dict[str, Any] = {
        "rulebook": report.rulebook,
        "target": report.target,
        "deals": deals if lazy else list(deals),
        "findings": findings if lazy else list(findings),
        "disputes": disputes if lazy else list(disputes),
        "winner": party_name(report.winner, report.players) if report.winner else None,
        "score": score_json(report.score, report.players),
    }
    # after the disputes: a lazy report has quoted them all when it comes to write this
    data["citations"] = quoted.items() if lazy else list(quoted.items())
    return data


class Quoted:
    """The texts the disputes cite, each once: a citation's id (``"1890 §7"``; a second
    text under the same reference ``"1890 S. 67 #2"``) for a dispute to refer to, and
    the report's top-level ``citations`` list of them (docs/report.md).

    >>> from referee.model.findings import Authority
    >>> q = Quoted()
    >>> a = Citation(Authority.PARAGRAPH, "1890", "§7", "Der Bietende …")
    >>> b = Citation(Authority.PARAGRAPH, "1890", "§7", "Was einmal …")
    >>> q.id(a), q.id(b), q.id(a), [c["id"] for c in q.items()]
    ('1890 §7', '1890 §7 #2', '1890 §7', ['1890 §7', '1890 §7 #2'])
    """

    def __init__(self) -> None:
        self._ids: dict[Citation, str] = {}
        self._taken: dict[str, int] = {}

    def id(self, c: Citation) -> str:
        found = self._ids.get(c)
        if found is None:
            base = f"{c.rulebook} {c.ref}"
            n = self._taken.get(base, 0) + 1
            self._taken[base] = n
            found = self._ids[c] = base if n == 1 else f"{base} #{n}"
        return found

    def ids(self, cites: Iterable[Citation]) -> list[str]:
        return list(dict.fromkeys(self.id(c) for c in cites))

    def items(self) -> Iterator[dict[str, Any]]:
        """The citations quoted so far, in the order first quoted, each with its id."""
        for c, ident in list(self._ids.items()):
            yield {"id": ident, **c.to_json()}


@lru_cache(maxsize=4096)
def citation_json(c: Citation) -> Frozen:
    """A citation's JSON object, made once per citation: the findings of a concern all
    cite its paragraphs in full (docs/report.md), and a frozen object keeps its text."""
    return Frozen(c.to_json())


@lru_cache(maxsize=4096)
def _deciding_json(c: Citation) -> Frozen:
    """A deciding citation's JSON object: ``citation_json``'s with ``"decides": true``."""
    return Frozen({**c.to_json(), "decides": True})


#: A finding's citations as one frozen JSON array, by the identity of its tuple (kept with
#: it, so that the identity stays its own) and the verdict: the findings of a concern
#: share one tuple (``transcript._cited`` takes it from the rulebook), and hashing it
#: would hash every citation's text again.
_CITES: dict[tuple[int, str], tuple[tuple[Citation, ...], FrozenList]] = {}
_CITES_KEPT = 4096


def cites_json(cites: tuple[Citation, ...], verdict: str = "") -> FrozenList:
    """The JSON array of ``cites``, made once per tuple of citations and ``verdict`` (its
    text with it); the texts that decide the verdict — those the terminal and the page
    quote (``faces.common.deciding_texts``) — carry ``"decides": true``.

    >>> from referee.model.findings import Authority
    >>> c = Citation(Authority.PARAGRAPH, "1890", "§13", "Farbe bekennen.")
    >>> e = Citation(Authority.EXPLANATION, "1890", "S. 65", "Stechen.")
    >>> cites = (c, e)
    >>> cites_json(cites, "k") is cites_json(cites, "k")
    True
    >>> [c.get("decides", False) for c in cites_json(cites, "k")]
    [True, False]
    """
    kept = _CITES.get((id(cites), verdict))
    if kept is not None and kept[0] is cites:
        return kept[1]
    made = _cites_made(cites, verdict)  # a tuple made for one finding: equal ones share it
    if len(_CITES) >= _CITES_KEPT:
        _CITES.clear()
    _CITES[(id(cites), verdict)] = (cites, made)
    return made


@lru_cache(maxsize=256)
def _cites_made(cites: tuple[Citation, ...], verdict: str) -> FrozenList:
    deciding = deciding_texts(cites, Length.TABLE, (verdict,))
    return FrozenList([_deciding_json(c) if c in deciding else citation_json(c) for c in cites])


@lru_cache(maxsize=1024)
def seats_json(seats: tuple[Seat, ...]) -> FrozenList:
    """A finding's seats as one frozen JSON array, made once per tuple of seats (a few
    dozen in any report), its text with it.

    >>> seats_json((Seat.A, Seat.C)) == ["A", "C"], seats_json(()) is seats_json(())
    (True, True)
    """
    return FrozenList([str(s) for s in seats])


def finding_json(f: Finding, lang: str = DE, players: int = 4) -> dict[str, Any]:
    """A finding's JSON object: where, who, what in ``lang``, under which concern, cited."""
    # str() of a StrEnum is its value, without the enum's Python-level ``value`` property
    data: dict[str, Any] = {
        "kind": str(f.kind),
        "line": f.span.line,
        "column": f.span.column,
        "seats": seats_json(f.seats),
        "message": finding_message(f, lang),
        "concern": f.concern,
        "cites": cites_json(f.cites, f.key),
    }
    if f.penalty is not None:
        party = party_name(f.penalty.party, players)
        data["penalty"] = {"party": party, "points": f.penalty.points}
    return data


#: The parties and figures as tuples (iterating an enum class runs Python code each step).
_PARTIES = tuple(Party)
_FIGURES = tuple(Figure)


def score_json(score: Mapping[Party, int], players: int = 4) -> dict[str, int]:
    """A score by party, named for the table.

    >>> score_json({Party.AC: 3}), score_json({Party.AC: 3}, players=2)
    ({'A+C': 3, 'B+D': 0}, {'A': 3, 'B': 0})
    """
    return {party_name(p, players): int(score.get(p, 0)) for p in _PARTIES}


def deal_json(d: DealReport, lang: str, players: int = 4) -> dict[str, Any]:
    """A deal's JSON object: its line and number, each figure's outcome, points, score."""
    figures = {}
    for fig in _FIGURES:
        o = d.wager.figures.get(fig)
        if o is None:
            continue
        figures[fig.value] = {
            "outcome": o.outcome.value,
            "value": o.value,
            "party": party_name(o.party, players) if o.party else None,
            "cites": [citation_json(c) for c in getattr(o, "cites", ())],
        }
    return {
        "line": d.span.line,
        "number": d.number,
        "figures": figures,
        "points": score_json(d.wager.points, players),
        "score": score_json(d.wager.score, players),
    }


def dispute_json(d: DisputeRuling, lang: str, quoted: Quoted) -> dict[str, Any]:
    """A dispute's JSON object: the question (its text, kind and slots), the answer (its
    value and the citations that decide it), the ruling in ``lang`` and its citations
    (ids into the report's ``citations``), and where another built-in rulebook rules
    otherwise."""
    cites = quoted.ids(d.cites)
    deciding = [quoted.id(c) for c in d.cites if c.ref in d.decided_by]
    return {
        "line": d.span.line,
        "question": {"text": d.question, "kind": d.kind, **d.slots},
        "answer": (
            None
            if d.value is None
            else {"value": d.value, "decided_by": list(dict.fromkeys(deciding))}
        ),
        "ruling": render_message(d.ruling, lang),
        "cites": cites,
        "elsewhere": [
            {
                "rulebook": e.rulebook,
                "answer": None if e.value is None else {"value": e.value},
                "ruling": render_message(e.ruling, lang),
                "cites": quoted.ids(e.cites),
            }
            for e in d.elsewhere
        ],
    }


# --------------------------------------------------------------------------- the spool
SPOOL = 1 << 20  # bytes of JSON a spool keeps in memory before it goes to a file
_READ = 1 << 16  # bytes read back from a spool at a time


#: The depth of an array's items in a report written at level 0 (the report's fields at
#: 1, an array's items at 2): spooled so, they are written as they are at that level.
_DEPTH = 2


#: Characters of encoded items gathered before they go into the spool in one write.
_BATCH = 1 << 16


class _Spool:
    """The items of one JSON array, encoded as they come (as they stand in a report at
    level 0; ``write`` indents them further for a deeper one), as UTF-8 (in memory a
    byte a letter, where text would take four), a batch of items at a time, into a
    ``SpooledTemporaryFile`` (in memory up to ``SPOOL`` bytes, then a file on disk).
    The file is made with the first full batch: an array that fits in one is written
    from the batch, and a small report never loads :mod:`tempfile`."""

    def __init__(self) -> None:
        self.file: SpooledTemporaryFile[bytes] | None = None
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
        """The batch into the spool's file."""
        if self.file is None:
            from tempfile import SpooledTemporaryFile

            self.file = SpooledTemporaryFile(SPOOL)  # noqa: SIM115 (closed with the spool)
        self.file.write(self._batch_bytes())
        self.batch.clear()
        self.size = 0

    def _batch_bytes(self) -> bytes:
        return "".join(self.batch).encode("utf-8", "surrogatepass")

    def _chunks(self) -> Iterator[bytes]:
        """The array's items as UTF-8, in pieces of at most ``_READ`` bytes where they
        went to the file."""
        if self.file is None:
            yield self._batch_bytes()
            return
        self._put()
        self.file.seek(0)
        while chunk := self.file.read(_READ):
            yield chunk

    def write(
        self, write: Callable[[str], object], level: int, raw: Callable[[bytes], object] | None
    ) -> None:
        """The array as ``jsontext.dumps`` writes it ``level`` deep; ``raw``: where its
        items go as UTF-8 bytes (not decoded first), the rest going by ``write``."""
        if not self.count:
            write("[]")
            return
        shift = "\n" + jsontext.INDENT * (level + 1 - _DEPTH)  # JSON has no newline in a string
        write("[\n" + jsontext.INDENT * (level + 1))
        if raw is not None:  # a line break is one byte in UTF-8, never inside a letter's
            wide = shift.encode("ascii")
            for chunk in self._chunks():
                raw(chunk if shift == "\n" else chunk.replace(b"\n", wide))
            write("\n" + jsontext.INDENT * level + "]")
            return
        from codecs import getincrementaldecoder

        decoder = getincrementaldecoder("utf-8")("surrogatepass")
        for chunk in self._chunks():
            text = decoder.decode(chunk)
            write(text if shift == "\n" else text.replace("\n", shift))
        write(decoder.decode(b"", final=True) + "\n" + jsontext.INDENT * level + "]")

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


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
        """The text of ``jsontext.dumps(report_to_json(report, lang), level)``; ``raw``: where the
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
        jsontext.dump(report_to_json(self.report, self.lang, lazy=True), write, level)


def report_json(
    transcript: Transcript,
    judging: Judging,
    lang: str,
    rules: str | None,
    base_dir: str | Path | None,
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
    quoted = Quoted()
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
            spooled.disputes.add(dispute_json(d, lang, quoted))
            if on_dispute is not None:
                on_dispute(d)
        last = piece
    _flush(pending, None, spooled, lang, players, on_finding)
    winner = last.winner if last is not None else None
    spooled.tail = {
        "winner": party_name(winner, players) if winner else None,
        "score": score_json(last.score if last is not None else judging.initial_score, players),
        "citations": list(quoted.items()),
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
