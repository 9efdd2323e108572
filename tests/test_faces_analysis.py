"""The analysis with open cards in the referee's faces (issue 11 item 4, issue 13 item 3):
``perlagg referee --analyse`` in the rich report and the JSON (validated against
docs/report.schema.json, absent without ``--analyse``), and whether the party that bid or
held the Spiel could have made it with best play.  The annotations are tested in
test_annotate.py, the page in test_html.py."""

from __future__ import annotations

import io
import json

import pytest

from referee.analysis.open_cards import DealAnalysis, held_sentence, to_json
from referee.analysis.solver import FOUR
from referee.cli import main
from referee.faces.terminal import make_console, render_analysis
from referee.messages import EN
from referee.model.events import NOWHERE
from referee.model.seats import Seat
from tests.support.places import EXAMPLES_DIR, ROOT
from tests.support.schema import valid, validator

WELI = EXAMPLES_DIR / "03_weli_als_herzsiebener.perlagg"
PARTIE = EXAMPLES_DIR / "11_partie_bis_15.perlagg"
HOUSE = EXAMPLES_DIR / "13_stammtisch.perlagg"


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    main(list(argv))
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("path", [WELI, PARTIE, HOUSE], ids=lambda p: p.stem)
def test_referee_json_carries_the_analysis_of_each_deal_only_when_asked(capsys, path):
    plain = _json(capsys, "referee", str(path), "--json")
    assert all("analysis" not in d for d in plain["deals"])
    data = _json(capsys, "referee", str(path), "--json", "--analyse")
    valid(data)
    alone = _json(capsys, "analyse", str(path), "--json")
    assert [d["analysis"] for d in data["deals"]] == alone["deals"]
    assert {k: v for k, v in data.items() if k != "deals"} == {
        k: v for k, v in plain.items() if k != "deals"
    }
    for with_, without in zip(data["deals"], plain["deals"], strict=True):
        assert {k: v for k, v in with_.items() if k != "analysis"} == without


def test_the_schema_refuses_a_broken_analysis(capsys):
    data = _json(capsys, "referee", str(WELI), "--json", "--analyse")
    data["deals"][0]["analysis"]["spiel"] = "A+B"
    assert list(validator().iter_errors(data))
    del data["deals"][0]["analysis"]["spiel"]
    assert list(validator().iter_errors(data))


def test_where_the_spiel_was_held_the_analysis_says_whether_the_holders_could_make_it(capsys):
    deals = _json(capsys, "referee", str(PARTIE), "--json", "--analyse")["deals"]
    held = [d["analysis"].get("spiel_held") for d in deals]
    # deal 2: Sparber (D) bids, Vinatzer (C) raises to Drei; deal 4: D holds A's Vier
    assert held == [None, {"seat": "C", "makes": False}, None, {"seat": "D", "makes": False}]
    bid = [d["analysis"].get("spiel_bid") for d in deals]
    assert bid == [None, {"seat": "D", "makes": True}, None, {"seat": "A", "makes": True}]


def test_the_held_sentence_names_the_holders_party_in_both_languages():
    a = DealAnalysis(2, NOWHERE, FOUR, spiel=1, spiel_held_by=Seat.D)
    assert held_sentence(a) == ("D hat das Spiel gehalten: B+D war es mit bestem Spiel zu machen.")
    assert held_sentence(a, EN) == "D held the Spiel: B+D could have made it with best play."
    lost = DealAnalysis(2, NOWHERE, FOUR, spiel=0, spiel_held_by=Seat.D)
    assert "nicht zu machen" in (held_sentence(lost) or "")
    assert to_json(lost)["spiel_held"] == {"seat": "D", "makes": False}
    unknown = DealAnalysis(2, NOWHERE, FOUR, missing=(Seat.B,), spiel_held_by=Seat.D)
    assert held_sentence(unknown) is None and "spiel_held" not in to_json(unknown)


def test_the_rich_report_has_a_short_section_per_deal_readable_at_50_columns(capsys):
    from referee.cli.one_file import analyses_of
    from referee.faces.common import judge_path

    judged = judge_path(PARTIE)
    analyses = analyses_of(judged, None)
    for lang, title in (("de", "Mit offenen Karten"), (EN, "With open cards")):
        buf = io.StringIO()
        render_analysis(analyses, make_console(buf, plain=True, width=50), lang)
        out = buf.getvalue().splitlines()
        assert title in out
        assert all(len(line) <= 50 for line in out)
        heads = [line for line in out if line.startswith(("Deal ",)) or ". Runde: " in line]
        assert len(heads) == len(judged.report.deals)  # type: ignore[union-attr]
    code = main(["referee", str(WELI), "--analyse", "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 0 and "With open cards" in out
    assert "20:25: With H7, C gives away the Spiel of A+C; HA would have kept it" in out
    main(["referee", str(WELI)])
    assert "Mit offenen Karten" not in capsys.readouterr().out


def test_a_house_rules_transcript_is_analysed_from_any_directory(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # [Regeln "stammtisch.toml"] is beside the transcript
    assert main(["analyse", str(HOUSE)]) == 0
    out, err = capsys.readouterr()
    assert err == "" and "macht A+C das Spiel" in out


def test_a_seat_with_neither_figure_is_said_once_in_both_languages(capsys):
    """Example 03: C holds neither a Gleich nor a Hanger."""
    path = str(ROOT / "examples" / "03_weli_als_herzsiebener.perlagg")
    for lang, sentence in (("de", "C hätte keine Figur zeigen können."),
                           ("en", "C could have shown no figure.")):  # fmt: skip
        main(["analyse", path, "--lang", lang])
        out = capsys.readouterr().out
        assert sentence in out
        assert "no figure; no figure" not in out and "keine Figur; keine Figur" not in out


def test_a_missing_figure_is_named_and_the_deal_is_a_runde(capsys):
    """Example 03: B and D hold a Gleich but no Hanger — "kein Hanger", never "keine
    Figur" (a figure is what they do hold); the deal is the "1. Runde" (Spiel is a figure)."""
    path = str(ROOT / "examples" / "03_weli_als_herzsiebener.perlagg")
    main(["analyse", path])
    out = capsys.readouterr().out
    assert out.startswith("1. Runde: ") and "Spiel 1" not in out
    assert "B hätte zeigen können: einfaches Gleich (Achter); kein Hanger." in out
    assert "; keine Figur" not in out
    main(["analyse", path, "--lang", "en"])
    assert "B could have shown: simple Gleich (Eights); no Hanger." in capsys.readouterr().out
