"""Judging deal by deal gives what the whole report gives (issue 15 item 3, issue 14).

``transcript.judge`` gathers the pieces of ``transcript.judge_deals`` into the report, so
the report is the one fold there is; ``check``, ``annotate`` and ``referee --json``
consume the pieces one deal at a time and drop them.  These tests compare the two paths —
records, remarks and the report's JSON text (spooled, ``faces.json``) from the pieces
against those from the whole report — on multi-deal transcripts: realistic
ones (the benchmark corpus, with ``Streit:`` questions and score lines put anywhere)
and arbitrary ones (any renderable transcript, parsed back, so its lines are real).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import rules as rulebook
from referee.base import jsontext
from referee.cli import expected
from referee.cli.judging import _deal_by_deal, _from_report, _spooled
from referee.faces.annotate import annotate_text, notes, notes_by_deal
from referee.faces.json import report_to_json, spool_report
from referee.judge.transcript import judge, judge_deals
from referee.judge.wager import WagerRules, wager_state, wager_states_at
from referee.model.events import Annotation
from referee.model.seats import Party
from referee.notation import ParseError, parse, render
from tests.benchmarks.corpus import corpus
from tests.support.strategies_notation import transcripts
from tests.support.strategies_wager import any_wagers, play_results

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))
QUESTIONS = (
    "Streit: Wie steht es?",
    "Streit: Wer gibt jetzt?",
    "Streit: Muss B jetzt ein Gleich haben?",
    "Streit: Gilt das Gleich als geboten?",
    "Streit: Wer hat den dritten Stich gemacht?",
    "Streit: Ist A+C schon aus?",
    "Streit: Durfte B austauschen?",
    "Stand: A+C 3, B+D 4",
    "Stand: A+C 0, B+D 0",
)


def same_both_ways(text: str, rules: str | None = None, base: Path | None = None) -> None:
    """Records (check) and remarks (annotate) are the same from the pieces as from the
    report, in the same order, in both languages."""
    transcript = parse(text, "t.perlagg")
    report = judge(transcript, rules, base)
    wanted = expected.expectations(transcript)
    for lang in ("de", "en"):
        whole = _from_report(report, "t.perlagg", lang, wanted, False).records
        pieces = _deal_by_deal(transcript, "t.perlagg", base or Path.cwd(), rules, lang).records
        assert pieces == whole
        by_line, exit_code = notes_by_deal(judge_deals(transcript, rules, base), lang)
        assert by_line == notes(report, transcript, lang)
        assert exit_code == report.exit_code
        annotated = annotate_text(text, "t.perlagg", rules, base, lang)
        assert annotated.exit_code == report.exit_code
        again = parse(annotated.text)  # what annotate writes parses, with the same events
        assert _events(again) == _events(transcript)
        spooled = _spooled(transcript, "t.perlagg", base or Path.cwd(), rules, lang)
        assert spooled.records == whole
        assert spooled.rules == _from_report(report, "t.perlagg", lang, wanted, False).rules
        for level in (0, 2):
            parts: list[str] = []
            spooled_json(transcript, rules, base, lang).write(parts.append, level)
            assert "".join(parts) == jsontext.dumps(report_to_json(report, lang), level)


def _events(transcript):
    """The events of a transcript, its annotations left out."""
    return [e for d in transcript.deals for e in d.events if not isinstance(e, Annotation)]


def spooled_json(transcript, rules, base, lang):
    judging = judge_deals(transcript, rules, base)
    return spool_report(judging, lang) or pytest.fail("findings out of line order")


@st.composite
def corpus_with_questions(draw: st.DrawFn) -> str:
    """A few deals of the benchmark corpus, with score lines and questions anywhere."""
    deals = draw(st.integers(1, 5))
    lines = corpus(deals, draw(st.integers(0, 10_000))).splitlines()
    if draw(st.booleans()):  # a target within reach: the match may end before the file
        lines = [line for line in lines if not line.startswith("[Ziel")]
        lines.insert(1, f'[Ziel "{draw(st.integers(2, 12))}"]')
    for _ in range(draw(st.integers(0, 8))):
        lines.insert(draw(st.integers(1, len(lines))), draw(st.sampled_from(QUESTIONS)))
    return "\n".join(lines) + "\n"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corpus_with_questions(), st.sampled_from([None, *rulebook.builtin_ids()]))
def test_realistic_matches_are_judged_alike_deal_by_deal(text, rules):
    try:
        parse(text)
    except ParseError:  # a score line inserted before the first deal
        return
    same_both_ways(text, rules)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(transcripts(max_deals=5))
def test_any_transcript_is_judged_alike_deal_by_deal(transcript):
    same_both_ways(render(transcript))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_is_judged_alike_deal_by_deal(path):
    same_both_ways(path.read_text(encoding="utf-8"), base=path.parent)


def test_a_deal_is_given_out_with_what_the_next_deal_settles_of_it():
    """A wrong score line is complained of until the next deal's first card: the
    ruling that the written score stands comes with the next deal (the deal is given
    out one deal behind); a ``Streit:`` after the score line answers from its own line,
    where the written score does not stand yet (issue 24: nothing from a later line)."""
    deals = corpus(2, 3).split("\nRunde 2")
    first = deals[0] + "\nStand: A+C 9, B+D 9\nStreit: Wie steht es?\n"
    text = first + "Runde 2" + deals[1]
    pieces = list(judge_deals(parse(text)).deals)
    assert [f.key for f in pieces[1].findings].count("replay.score-claim-stands") == 1
    [dispute] = pieces[0].disputes
    assert "replay.score-claim-stands" not in [key for key, _ in dispute.ruling]
    assert (dispute.kind, dispute.ruling[0][0]) == ("score", "replay.answer-score")
    assert pieces[1].score == judge(parse(text)).score
    same_both_ways(text)


# --------------------------------------------------------------------------- disputes
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_wagers(max_events=16), play_results(), st.data())
def test_the_wager_at_each_dispute_is_folded_once(events, play, data):
    """``wager_states_at`` (one pass over the deal, for every ``Streit:`` line) gives
    what folding the deal from its start up to each line gives."""
    rules = WagerRules.from_rulebook(rulebook.load("1890"))
    at = data.draw(st.lists(st.integers(0, len(events) + 2), max_size=6))
    score = {Party.AC: 3, Party.BD: 13}
    states = wager_states_at(events, at, rules, play=play, before=score, target=15)
    assert states.keys() == set(at)
    for i in at:
        assert states[i] == wager_state(events[:i], rules, play=play, before=score, target=15)


def test_a_spool_that_goes_to_a_file_gives_the_same_text(monkeypatch):
    """Past ``SPOOL`` bytes the spools are temporary files, read back in pieces that
    may split a letter's UTF-8 bytes (here: pieces of seven bytes)."""
    import tempfile

    from referee.faces import json as jsonreport

    rolled: list[object] = []
    rollover = tempfile.SpooledTemporaryFile.rollover
    monkeypatch.setattr(
        tempfile.SpooledTemporaryFile, "rollover", lambda f: (rolled.append(f), rollover(f))[1]
    )
    monkeypatch.setattr(jsonreport, "SPOOL", 64)
    monkeypatch.setattr(jsonreport, "_READ", 7)
    monkeypatch.setattr(jsonreport, "_BATCH", 50)  # a few items at a time into the spool
    path = ROOT / "examples" / "04_austausch_durch_partner.perlagg"
    transcript = parse(path.read_text(encoding="utf-8"))
    parts: list[str] = []
    spooled_json(transcript, None, path.parent, "de").write(parts.append, 1)
    report = judge(transcript, None, path.parent)
    assert "".join(parts) == jsontext.dumps(report_to_json(report, "de"), 1)
    assert "ü" in "".join(parts)
    assert rolled, "no spool went to a file"
    for level in (0, 1):  # the items as bytes, as the command writes them to stdout
        raw: list[bytes] = []
        spooled = spooled_json(transcript, None, path.parent, "de")
        spooled.write(lambda text, raw=raw: raw.append(text.encode()), level, raw.append)
        assert b"".join(raw).decode("utf-8") == jsontext.dumps(report_to_json(report, "de"), level)
