"""Every report validates against the JSON Schema of the report contract
(docs/report.schema.json): every example under every rulebook in both languages, every
report ``check --format json`` embeds, and the reports of arbitrary parseable transcripts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from referee import rules as rulebook
from referee.faces.json import report_to_json
from referee.judge.transcript import judge, judge_file
from referee.messages import LANGS
from referee.notation.questions import FORMS
from tests.support.schema import valid, validator
from tests.support.strategies_notation import transcripts

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.perlagg"))


@pytest.mark.parametrize("book", rulebook.builtin_ids())
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_report_is_valid(path, book):
    report = judge_file(path, book)
    for lang in LANGS:
        valid(report_to_json(report, lang))


def test_the_reports_check_embeds_are_valid(capsys, monkeypatch, tmp_path):
    from referee.cli import main

    monkeypatch.chdir(tmp_path)
    main(["check", "--format", "json", str(ROOT / "examples")])
    data = json.loads(capsys.readouterr().out)
    assert data
    for item in data:
        valid(item["report"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(transcripts())
def test_the_report_of_any_parseable_transcript_is_valid(transcript):
    valid(report_to_json(judge(transcript)))


def test_the_schema_refuses_a_broken_report():
    report = report_to_json(judge_file(EXAMPLES[0]))
    report["findings"] = [{"kind": "violation", "line": 1}]
    assert list(validator().iter_errors(report))


@pytest.mark.parametrize("form", FORMS, ids=lambda f: f[1])
def test_the_report_of_every_question_form_is_valid(form):
    """The schema knows every kind of question (``revoked`` was missing)."""
    from referee.judge.transcript import judge_text

    _kind, de, en = form
    deal = "Runde\nGeber: D\nAbheben C: -\nHand A: LA LK S10 E10 HA\nTrumpf: H9\n"
    report = judge_text(f"{deal}Stich: A LA, B L8, C E8, D L10\nStreit: {de}\nStreit: {en}\n")
    valid(report_to_json(report))


@pytest.mark.parametrize("book", rulebook.builtin_ids())
def test_every_finding_with_citations_says_which_decide(book):
    """Each finding that cites names at least one of its texts as deciding
    (``"decides": true``), the first of them under the first citation's reference (a
    page may give two texts, one of them deciding); a ``"decides"`` other than true is
    refused."""
    for path in EXAMPLES:
        data = report_to_json(judge_file(path, book))
        for f in (f for f in data["findings"] if f["cites"]):
            decides = [c for c in f["cites"] if "decides" in c]
            assert decides, (path.name, f["concern"])
            first = [(c["rulebook"], c["ref"]) for c in (decides[0], f["cites"][0])]
            assert first[0] == first[1], (path.name, f["concern"])
            assert all(c["decides"] is True for c in decides)
    report = report_to_json(judge_file(EXAMPLES[-1], book))
    cited = dict(next(f for f in report["findings"] if f["cites"]))
    cited["cites"] = [{**cited["cites"][0], "decides": False}]
    report["findings"] = [cited]
    assert list(validator().iter_errors(report))
    cited["cites"] = [{**cited["cites"][0], "decides": True}]
    assert not list(validator().iter_errors(report))
