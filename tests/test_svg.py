"""The pictures: every card drawn, diagrams of hands and tricks, ``perlagg svg``.

Golden files in ``tests/golden/`` hold a few diagrams byte for byte.  After a deliberate
change, read the diff the failure prints, then regenerate with
``PERLAGG_REGENERATE=1 python -m pytest -q tests/test_svg.py`` and say why in the commit.
"""

from __future__ import annotations

import difflib
import doctest
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import referee.faces.svg
from referee.base.record import replace
from referee.cli import main
from referee.faces import svg
from referee.judge.transcript import judge, judge_file
from referee.model.cards import card, full_deck
from referee.model.events import Deal, Header, Transcript
from referee.model.report import Report
from referee.model.results import PlayedCard, TrickResult
from referee.model.seats import Seat
from referee.notation import parse, render
from referee.rules import load
from referee.table.deal import TableRules
from tests.support.pinned import pinned
from tests.support.places import EXAMPLES, GOLDEN, ROOT, example
from tests.support.strategies_deal import deals

NS = "{http://www.w3.org/2000/svg}"


def _check_golden(name: str, text: str) -> None:
    expected = pinned(GOLDEN / name, text)
    if text != expected:
        diff = "\n".join(
            difflib.unified_diff(
                expected.replace("><", ">\n<").splitlines(),
                text.replace("><", ">\n<").splitlines(),
                f"golden/{name}",
                "now",
                lineterm="",
                n=1,
            )
        )
        pytest.fail(f"{name} differs from its golden file:\n{diff[:6000]}")


def test_doctests() -> None:
    assert doctest.testmod(referee.faces.svg).failed == 0


# --------------------------------------------------------------------------- the cards
def _card_groups(doc: str) -> list[ET.Element]:
    root = ET.fromstring(doc)
    return [g for g in root.iter(f"{NS}g") if "card" in g.get("class", "").split()]


def test_the_tyrolean_deck_has_33_cards_each_drawn_differently() -> None:
    doc = svg.deck_svg(with_weli=True)
    groups = _card_groups(doc)
    assert len(groups) == 33
    labels = [g.get("aria-label") for g in groups]
    assert len(set(labels)) == 33
    # the drawing itself (without position and label) differs from card to card
    bodies = {
        re.sub(r'transform="translate\([^)]*\)" role="img" aria-label="[^"]*"><title>[^<]*', "", b)
        for b in (svg.card_svg(c, 0, 0) for c in full_deck(with_weli=True))
    }
    assert len(bodies) == 33


def test_the_schlanders_deck_is_the_same_without_the_weli() -> None:
    groups = _card_groups(svg.deck_svg(with_weli=False))
    assert len(groups) == 32
    assert not any("weli" in g.get("class", "") for g in groups)


def test_the_weli_is_distinct_from_every_schell_card() -> None:
    weli = svg.card_svg(card("W"), 0, 0)
    assert 'class="card suit-S rank-W weli"' in weli
    assert "weli-frame" in weli and "WELI" in weli
    for c in full_deck(with_weli=False):
        assert "weli" not in svg.card_svg(c, 0, 0)


@pytest.mark.parametrize(
    ("code", "label"),
    [("HA", "Herz-As"), ("L10", "Laub-Zehner"), ("SU", "Schell-Unter"), ("E7", "Eichel-Siebener")],
)
def test_every_card_has_its_name_as_text_alternative(code: str, label: str) -> None:
    drawn = svg.card_svg(card(code), 0, 0)
    assert f'aria-label="{label}"' in drawn
    assert f"<title>{label}</title>" in drawn


def test_a_christened_perlagg_is_shown_as_itself_with_what_it_counts_as() -> None:
    drawn = svg.card_svg(card("W"), 0, 0, counts_as=card("LA"), perlagg=True)
    assert 'aria-label="Weli, getauft als Laub-As"' in drawn
    assert "= LA" in drawn and "christened" in drawn and "perlagg-mark" in drawn
    assert "rank-W" in drawn  # drawn as the Weli, not as the Laub-As
    english = svg.card_svg(card("W"), 0, 0, counts_as=card("LA"), lang="en")
    assert 'aria-label="Weli, christened as Ace of Laub"' in english


# --------------------------------------------------------------------------- diagrams
def test_golden_deal_with_an_exchange_by_the_partner(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    _check_golden("04_deal.svg", svg.deal_svg(report, 1))


def test_golden_trick_with_a_christened_perlagg(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    _check_golden("04_trick3.svg", svg.trick_svg(report, 1, 3))


def test_golden_deal_where_the_cutter_kept_four_perlaggs(judged: Callable[[str], Report]) -> None:
    report = judged("05_")
    _check_golden("05_deal.svg", svg.deal_svg(report, 1))


def test_golden_deck() -> None:
    _check_golden("deck.svg", svg.deck_svg())


def test_the_deal_marks_dealer_cutter_turn_and_exchange(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    doc = svg.deal_svg(report, 1)
    assert re.search(r'seat-label seat-D dealer".*?Geber', doc)
    assert re.search(r"seat-C\".*?hebt ab", doc)
    assert "B tauscht LO gegen L8" in doc and "Trumpf: Laub" in doc
    # the exchanged Laub-Ober is in B's hand, marked; the Laub-Achter lies on the table
    hands = {g.get("class"): g for g in ET.fromstring(doc).iter(f"{NS}g")}
    in_b = [g.get("class", "") for g in hands["hand seat-B"].iter(f"{NS}g")]
    assert "card suit-L rank-O perlagg c-LO exchanged" in in_b
    assert re.search(r'class="card suit-L rank-8 given"', doc)


def test_the_trick_marks_its_winner_and_the_order_of_play(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    doc = svg.trick_svg(report, 1, 3)
    winners = [g for g in _card_groups(doc) if "winner" in g.get("class", "").split()]
    assert [g.get("aria-label") for g in winners] == ["Laub-Ober, getauft als Laub-As"]
    orders = re.findall(
        r'<tspan class="order">(\d)\. </tspan><tspan class="seat-letter '
        r'party-\w+">(\w)</tspan>',
        doc,
    )
    assert orders == [("1", "C"), ("2", "D"), ("3", "A"), ("4", "B")]
    assert "B macht den Stich" in doc


def test_english_pictures_use_the_english_messages(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    deal = svg.deal_svg(report, 1, "en")
    trick = svg.trick_svg(report, 1, 3, "en")
    assert "dealer" in deal and "Geber" not in deal and "B exchanges LO for L8" in deal
    assert "Trick 3" in trick and "B takes the trick" in trick and "Stich" not in trick


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_deal_and_trick_of_every_example_is_well_formed_and_deterministic(
    path: Path,
) -> None:
    report = judge_file(path)
    for i, deal in enumerate(report.deals, 1):
        pictures = [svg.deal_svg(report, i)]
        pictures += [svg.trick_svg(report, i, t.number) for t in deal.play.tricks]
        for doc in pictures:
            root = ET.fromstring(doc)
            assert root.get("role") == "img" and root.find(f"{NS}title") is not None
            for g in _card_groups(doc):
                assert g.get("aria-label"), "every card has a text alternative"
        assert svg.deal_svg(judge_file(path), i) == pictures[0]


def test_two_seats_are_drawn_facing_each_other(judged: Callable[[str], Report]) -> None:
    """A two-handed game needs only a seat list two long (the table is drawn from it)."""
    report = judged("04_")
    play = report.deals[0].play
    two = replace(
        play,
        known={s: play.known[s] for s in (Seat.A, Seat.B)},
        tricks=(
            TrickResult(
                1,
                (
                    PlayedCard(Seat.A, card("HA"), card("HA"), None),
                    PlayedCard(Seat.B, card("HU"), card("HU"), None),
                ),
                Seat.A,
            ),
        ),
    )
    report = replace(report, deals=(replace(report.deals[0], play=two),))
    doc = svg.deal_svg(report, 1)
    hands = re.findall(r'<g class="hand seat-(\w)"', doc)
    assert hands == ["A", "B"]
    trick = svg.trick_svg(report, 1, 1)
    xs = [
        float(m) for m in re.findall(r'class="card [^"]*" transform="translate\(([\d.]+) ', trick)
    ]
    assert len(xs) == 2 and xs[0] == xs[1]  # one above the other


# --------------------------------------------------------------------------- the command
def test_cli_writes_the_same_picture_to_stdout_and_to_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(example("04_"))
    assert main(["svg", path, "--trick", "3"]) == 0
    out = capsys.readouterr().out
    target = tmp_path / "t.svg"
    assert main(["svg", path, "--deal", "1", "--trick", "3", "-o", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == out
    ET.fromstring(out)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--deal", "4"], "das Protokoll hat keine Runde 4 (seine Runden: 1)"),
        (["--deal", "0"], "das Protokoll hat keine Runde 0 (seine Runden: 1)"),
        (["--trick", "6"], "Runde 1 hat keinen 6. Stich (sie hat 5)"),
    ],
)
def test_cli_asks_for_a_deal_or_trick_that_is_not_there(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(example("04_"))
    assert main(["svg", path, *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"{path}: {message}\n"


def test_cli_never_overwrites_the_transcript(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "game.perlagg"
    text = example("04_").read_text(encoding="utf-8")
    src.write_text(text, encoding="utf-8")
    assert main(["svg", str(src), "-o", str(src)]) == 2
    assert src.read_text(encoding="utf-8") == text
    assert "nichts geschrieben" in capsys.readouterr().err


def test_cli_reports_an_unreadable_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.perlagg"
    assert main(["svg", str(missing)]) == 2
    assert capsys.readouterr().err == f"{missing}: Datei nicht gefunden\n"


def test_the_readme_picture_is_what_the_command_draws(judged: Callable[[str], Report]) -> None:
    """docs/deal.svg is ``perlagg svg examples/04_austausch_durch_partner.perlagg``."""
    report = judged("04_")
    drawn = svg.deal_svg(report, 1) + "\n"
    assert pinned(ROOT / "docs" / "deal.svg", drawn) == drawn


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_pictures_and_page_of_a_transcript_with_a_line_lost(path: Path) -> None:
    """Whatever the transcript leaves out (hands, trump, the turn, a trick, a card), the
    pictures draw what is known: well-formed, never an exception."""
    from referee.faces.common import judge_source
    from referee.faces.html import render_page

    lines = path.read_text(encoding="utf-8").split("\n")
    for k in range(len(lines)):
        judged = judge_source("\n".join(lines[:k] + lines[k + 1 :]), path.name, path.parent)
        if judged.report is None:
            continue
        # the page draws every deal and every trick; the hands must stay well-formed
        assert render_page(judged.report, "en", judged.text).endswith("</html>\n")
        for i in range(1, len(judged.report.deals) + 1):
            ET.fromstring(svg.deal_svg(judged.report, i))


@pytest.mark.parametrize("rulebook", ["1890", "schlanders-2013"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_card_of_a_random_deal_is_drawn_where_the_report_puts_it(
    rulebook: str, data: st.DataObject
) -> None:
    """For any legal deal: each hand shows the seat's known cards, each trick its four
    cards (christened ones as what they count as) and exactly one winner, the one the
    report names; the Weli appears only where the deck has it."""
    case = data.draw(deals(TableRules.from_rulebook(load(rulebook))))
    transcript = Transcript(headers=(Header("Regeln", rulebook),), deals=(Deal(case.events),))
    report = judge(parse(render(transcript), "zufall.perlagg"))
    play = report.deals[0].play
    doc = svg.deal_svg(report, 1)
    hands = {g.get("class"): g for g in ET.fromstring(doc).iter(f"{NS}g")}
    for seat, cards in play.known.items():
        hand = hands[f"hand seat-{seat.value}"]
        labels = [
            g.get("aria-label") for g in hand.iter(f"{NS}g") if "back" not in g.get("class", "")
        ]
        labels = [x for x in labels if x and not x.startswith("Hand")]
        assert sorted(labels) == sorted(svg.card_name(c) for c in cards)
    for trick in play.tricks:
        groups = _card_groups(svg.trick_svg(report, 1, trick.number))
        assert [g.get("aria-label") for g in groups] == [
            svg.card_label(p.card, p.counts_as) for p in trick.plays
        ]
        winners = [i for i, g in enumerate(groups) if "winner" in g.get("class", "").split()]
        assert [trick.plays[i].seat for i in winners] == [trick.winner]
    assert ("rank-W" in doc) <= (rulebook == "1890")


_PLACED = re.compile(r'<g class="card[ "][^>]*transform="translate\(([-\d.]+) ([-\d.]+)\)"')


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_card_of_every_picture_stands_on_its_canvas(path: Path) -> None:
    """No hand is cut at the picture's edge (B's first card was, with six cards), and a
    trick with its caption fits its canvas."""
    report = judge_file(path)
    for i, deal in enumerate(report.deals, 1):
        pictures = [svg.deal_svg(report, i)]
        pictures += [svg.trick_svg(report, i, t.number) for t in deal.play.tricks]
        for doc in pictures:
            width, height = (float(v) for v in ET.fromstring(doc).get("viewBox", "").split()[2:])
            corners = [(float(x), float(y)) for x, y in _PLACED.findall(doc)]
            assert corners
            for x, y in corners:
                assert x >= 0 and x + svg.CARD_W <= width, (path.stem, i, x, width)
                assert y >= 0 and y + svg.CARD_H <= height, (path.stem, i, y, height)


def test_a_trick_says_the_trump_and_who_took_it(judged: Callable[[str], Report]) -> None:
    report = judged("04_")
    assert "Trumpf: Laub · B macht den Stich</text>" in svg.trick_svg(report, 1, 3)
    assert "Trump: Laub · B takes the trick</text>" in svg.trick_svg(report, 1, 3, "en")


def test_the_page_places_cards_by_symbol_and_the_standalone_picture_draws_them(
    judged: Callable[[str], Report],
) -> None:
    report = judged("04_")
    alone, on_page = svg.deal_svg(report, 1), svg.deal_svg(report, 1, style=False)
    assert "<use " not in alone and "pip-body" in alone
    assert "pip-body" not in on_page and on_page.count('<use href="#pc-') >= 20
    symbols = svg.card_symbols(set(svg.SYMBOL_USE.findall(on_page)))
    assert symbols.count("<symbol ") == len(set(svg.SYMBOL_USE.findall(on_page)))
