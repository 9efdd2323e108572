"""The examples: they parse, their cards are consistent, their reports are pinned.

Each example's JSON report is compared with ``tests/snapshots/<name>.json``; after an
intended change of the referee regenerate them with ``PERLAGG_REGENERATE=1 python -m pytest
tests/test_examples.py`` and read the diff.  The hand-written facts below say what each
example is *about*, so a snapshot regenerated from a wrong referee still fails here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from referee.faces.json import report_to_json
from referee.judge.transcript import judge_file
from referee.model.cards import Card
from referee.model.events import Hand, TrumpTurn
from referee.notation import parse
from tests.support.pinned import pinned
from tests.support.places import EXAMPLES, EXAMPLES_DIR, SNAPSHOTS


def report(name: str) -> dict[str, Any]:
    return report_to_json(judge_file(EXAMPLES_DIR / name))


def refs(items: list[dict[str, Any]]) -> set[str]:
    return {c["ref"] for item in items for c in item["cites"]}


def kinds(rep: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [f for f in rep["findings"] if f["kind"] == kind]


# --------------------------------------------------------------------------- the set
def test_at_least_twelve_examples_all_listed_in_the_readme(examples: list[Path]):
    assert len(examples) >= 12
    readme = (EXAMPLES_DIR / "README.md").read_text(encoding="utf-8")
    for f in [*examples, EXAMPLES_DIR / "stammtisch.toml"]:
        assert f"`{f.name}`" in readme, f"{f.name} missing from examples/README.md"


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_header_comment_names_source_and_purpose(path: Path):
    head = path.read_text(encoding="utf-8").split("\n[", 1)[0]
    assert head.startswith("# ")
    assert "Quelle" in head and "Zeigt" in head


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_cards_are_consistent(path: Path):
    """Five cards each, no card twice among the hands and the turned cards."""
    transcript = parse(path.read_bytes(), str(path))
    for deal in transcript.deals:
        hands = [e for e in deal.events if isinstance(e, Hand)]
        turned = [c for e in deal.events if isinstance(e, TrumpTurn) for c in e.cards]
        assert len(hands) == 4, "every example gives all four hands"
        cards = [c for h in hands for c in h.cards] + turned
        assert all(isinstance(c, Card) for c in cards)
        assert all(len(h.cards) == 5 for h in hands)
        assert len(cards) == len(set(cards)), f"a card twice in deal {deal.number}"


# --------------------------------------------------------------------------- snapshots
@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_report_matches_snapshot(path: Path):
    actual = report_to_json(judge_file(path))
    assert report_to_json(judge_file(path)) == actual, "the report must be deterministic"
    text = json.dumps(actual, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    assert json.loads(pinned(SNAPSHOTS / f"{path.stem}.json", text)) == actual


def test_no_stale_snapshots(examples: list[Path]):
    names = {f.stem for f in examples}
    assert {s.stem for s in SNAPSHOTS.glob("*.json")} <= names


# --------------------------------------------------------------------------- facts by hand
def test_01_bare_call_is_no_bid():
    rep = report("01_gleich_ohne_gebot.perlagg")
    assert not kinds(rep, "violation")
    (dispute,) = rep["disputes"]
    # "Muss B jetzt ein Gleich haben?": no, a bare "Gleich!" is no bid (§7 decides)
    assert dispute["question"]["kind"] == "must-have"
    assert dispute["answer"] == {"value": "no", "decided_by": ["1890 §7", "1890 §29"]}
    assert dispute["cites"][0] == "1890 §7"
    assert rep["citations"][0]["ref"] == "§7"
    assert rep["deals"][0]["figures"]["gleich"]["outcome"] == "still"
    assert rep["score"] == {"A+C": 2, "B+D": 1}


def test_02_drei_held_partner_decides():
    rep = report("02_drei_und_halten.perlagg")
    gleich = rep["deals"][0]["figures"]["gleich"]
    assert (gleich["outcome"], gleich["value"], gleich["party"]) == ("gehalten", 3, "A+C")
    assert not kinds(rep, "violation")
    assert rep["score"] == {"A+C": 3, "B+D": 2}


def test_03_christened_weli_loses_to_the_eight():
    rep = report("03_weli_als_herzsiebener.perlagg")
    assert not kinds(rep, "violation")
    figures = rep["deals"][0]["figures"]
    assert figures["spiel"]["party"] == "B+D"
    assert figures["hanger"]["party"] == "A+C"
    assert rep["score"] == {"A+C": 1, "B+D": 2}


def test_04_partner_exchanges():
    rep = report("04_austausch_durch_partner.perlagg")
    assert not kinds(rep, "violation")
    assert rep["deals"][0]["figures"]["hanger"]["outcome"] == "steht"
    assert rep["score"] == {"A+C": 0, "B+D": 2}


def test_05_four_perlaggs_at_the_cut():
    rep = report("05_vier_perlaggen_abgehoben.perlagg")
    assert not kinds(rep, "violation")
    figures = rep["deals"][0]["figures"]
    assert {f["outcome"] for f in figures.values()} == {"gut"}
    assert rep["score"] == {"A+C": 3, "B+D": 0}


def test_06_overbid_strikes_two():
    rep = report("06_ueberboten.perlagg")
    (v,) = kinds(rep, "violation")
    assert "§20" in refs([v])
    assert v["penalty"] == {"party": "A+C", "points": -2}
    assert rep["score"] == {"A+C": 12, "B+D": 12}


def test_07_bid_figure_goes_out_first():
    rep = report("07_ausgehen_reihenfolge.perlagg")
    assert rep["winner"] == "A+C"
    assert rep["score"]["A+C"] == 15
    assert any("§9" in refs([f]) for f in kinds(rep, "ruling"))


def test_08_schlanders_22_23():
    rep = report("08_schlanders_21a.perlagg")
    assert rep["rulebook"] == "schlanders-2013" and rep["target"] == 24
    assert rep["winner"] == "A+C"
    assert "B §21 a" in refs(kinds(rep, "ruling"))


def test_09_schlanders_21_23_second_bid_goes_out():
    rep = report("09_schlanders_21b.perlagg")
    figures = rep["deals"][0]["figures"]
    assert figures["gleich"]["outcome"] == "steht"
    assert (figures["hanger"]["outcome"], figures["hanger"]["party"]) == ("gehalten", "A+C")
    assert rep["winner"] == "A+C"


def test_10_schlanders_eichel_turned_again():
    rep = report("10_schlanders_eichel_aufgeschlagen.perlagg")
    assert rep["rulebook"] == "schlanders-2013"
    assert not kinds(rep, "violation")
    assert "B §13" in refs(kinds(rep, "note"))  # the unchristened Martl
    assert rep["score"] == {"A+C": 2, "B+D": 1}


def test_11_match_to_fifteen():
    rep = report("11_partie_bis_15.perlagg")
    assert len(rep["deals"]) == 4
    assert [d["score"] for d in rep["deals"]] == [
        {"A+C": 6, "B+D": 0},
        {"A+C": 7, "B+D": 4},
        {"A+C": 11, "B+D": 5},
        {"A+C": 15, "B+D": 5},
    ]
    assert rep["winner"] == "A+C"
    assert not kinds(rep, "violation")
    text = (EXAMPLES_DIR / "11_partie_bis_15.perlagg").read_text(encoding="utf-8")
    for name in ("Josef Schober", "Karl Süß", "Vinatzer", "Sparber"):
        assert f'"{name}"' in text


def test_12_revoke_is_a_violation_of_13():
    rep = report("12_farbe_verleugnet.perlagg")
    (v,) = kinds(rep, "violation")
    assert "§13" in refs([v])
    assert v["seats"] == ["C"] and v["line"] == 19
    assert "penalty" not in v or v["penalty"]["points"] == 0  # none agreed (§32)


def test_13_house_rules_from_a_file_beside_the_transcript():
    rep = report("13_stammtisch.perlagg")
    assert rep["rulebook"] == "stammtisch" and rep["target"] == 18
    (v,) = kinds(rep, "violation")
    assert v["penalty"] == {"party": "A+C", "points": -2}
    assert rep["score"] == {"A+C": 12, "B+D": 15}


def test_13_penalty_cites_the_house_paragraph():
    (v,) = kinds(report("13_stammtisch.perlagg"), "violation")
    assert "Stammtisch 2" in refs([v])


def test_every_example_file_is_named_in_a_test_above(examples: list[Path]):
    here = Path(__file__).read_text(encoding="utf-8")
    for f in examples:
        assert re.search(rf"\b{re.escape(f.name)}\b", here), f.name
