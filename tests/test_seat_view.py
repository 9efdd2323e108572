"""The seat's view (``referee.analysis.seat_view``): what a seat could know, its candidate
deals, and each card's worth from the player's chair.

- the seat never uses a card it could not know: changing any such card (a Hypothesis
  property) leaves its knowledge and its candidate deals as they were, and the real
  deal is always one of them;
- sampling agrees with exact enumeration within its stated error on deals small
  enough for both;
- with all cards known the seat's view is the open-card analysis.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.analysis import seat_view
from referee.analysis.open_cards import analyse_report, start_of, step
from referee.analysis.seat_view import (
    NO_ONE,
    Public,
    Seen,
    bound,
    every_deal,
    public_of,
    sampled_deals,
    seen_at,
    weigh,
    weigh_plays,
)
from referee.analysis.solver import FOUR, TWO, TWO_SEVEN, Position, Solver, TableShape
from referee.model.cards import Card
from referee.model.results import PlayedCard
from referee.model.seats import SEATS
from referee.table.deal import christen
from tests.support.seat_deals import rules_of, run_cli, seeded_start

BOOKS = ("1890", "schlanders-2013")
EXAMPLE = "examples/03_weli_als_herzsiebener.perlagg"
SHAPES = {"four": FOUR, "two": TWO, "two-seven": TWO_SEVEN}


def _history(book: str, shape: TableShape, seed: int, cards: int):
    """A seeded deal, and the ``cards`` random legal cards played from its start."""
    rules = rules_of(book)
    rng = random.Random(f"seat/{book}/{shape}/{seed}")
    start = seeded_start(rules, shape, rng)
    solver = Solver(rules, shape, start.trump)
    pos, plays = start, []
    for _ in range(cards):
        if max(pos.won) >= shape.tricks_needed:
            break
        p = rng.choice(solver.choices(pos))
        p = p._replace(seat=SEATS[pos.to_play])
        plays.append(p)
        pos = step(shape, pos, p)
    return start, tuple(plays), pos


def _agrees_with_the_real_deal(seen: Seen, real: Position, comp) -> None:
    """The real deal satisfies everything the seat knows."""
    for i, hand in enumerate(real.hands):
        if i == seen.seat:
            assert hand == seen.hand
            continue
        assert seen.placed[i] <= hand
        assert len(hand - seen.placed[i]) == seen.slots[i]
        assert (hand - seen.placed[i]) <= set(seen.pool)
        assert not any(seen.lacks[i] >> comp.index[c] & 1 for c in hand), (i, hand)


# --------------------------------------------------------------------------- knowledge
@settings(max_examples=60, deadline=None)
@given(
    book=st.sampled_from(BOOKS),
    shape=st.sampled_from(sorted(SHAPES)),
    seed=st.integers(0, 10**6),
    cards=st.integers(0, 12),
    pick=st.randoms(use_true_random=False),
)
def test_changing_a_card_the_seat_cannot_know_changes_nothing(book, shape, seed, cards, pick):
    """Swap a card not yet played of another seat's hand with any other card the seat
    cannot see (another hand's unplayed card, or one not dealt): what the seat knows and
    its candidate deals stay the same; the real deal, before and after, is one of them."""
    table = SHAPES[shape]
    rules = rules_of(book)
    start, plays, now = _history(book, table, seed, cards)
    seat = now.to_play
    comp = Solver(rules, table, start.trump).comp
    public = _some_public(start, table, seat, comp, pick)
    seen = seen_at(comp, table, public, start, plays, seat)
    _agrees_with_the_real_deal(seen, now, comp)
    # a card of another hand, not played yet, swapped with an unseen card elsewhere
    others = [i for i in range(table.seats) if i != seat and now.hands[i] - public.placed[i]]
    if not others:
        return
    victim = pick.choice(others)
    there = pick.choice(sorted(now.hands[victim] - public.placed[victim], key=comp.index.get))
    here = pick.choice([c for c in seen.pool if c not in now.hands[victim]])
    swap = {there: here, here: there}
    hands = tuple(frozenset(swap.get(c, c) for c in h) for h in start.hands)
    changed = Position(hands, start.trump, start.leader)
    assert changed.hands[seat] == start.hands[seat] and changed != start
    again = seen_at(comp, table, public, changed, plays, seat)
    assert again == seen
    if bound(seen) <= 2000:
        assert list(every_deal(comp, again)) == list(every_deal(comp, seen))
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    assert sampled_deals(comp, again, 5, rng_a) == sampled_deals(comp, seen, 5, rng_b)


def _some_public(start: Position, table: TableShape, seat: int, comp, pick) -> Public:
    """Public facts that agree with the deal: now and then a card of another seat's
    start hand shown as his (a kept Perlagg, a card taken), a card not dealt laid down."""
    placed = [frozenset[Card]() for _ in range(table.seats)]
    other = pick.randrange(table.seats)
    if other != seat and pick.random() < 0.7:
        placed[other] = frozenset([pick.choice(sorted(start.hands[other], key=comp.index.get))])
    dealt = frozenset().union(*start.hands)
    undealt = [c for c in comp.cards if c not in dealt]
    out = frozenset([pick.choice(undealt)]) if pick.random() < 0.5 else frozenset()
    return Public(tuple(placed), out)


def test_the_cutters_perlaggs_and_the_exchange_are_known_to_all() -> None:
    """A card shown to be in a hand is placed there; a card laid down is in no hand."""
    rules = rules_of("1890")
    start, plays, now = _history("1890", FOUR, 7, 2)
    seat = now.to_play
    other = (seat + 1) % 4
    shown = min(now.hands[other], key=str)
    public = Public(
        tuple(frozenset([shown]) if i == other else frozenset() for i in range(4)),
        frozenset(),
    )
    comp = Solver(rules, FOUR, start.trump).comp
    seen = seen_at(comp, FOUR, public, start, plays, seat)
    blind = seen_at(comp, FOUR, NO_ONE, start, plays, seat)
    assert seen.placed[other] == {shown} and shown not in seen.pool
    assert seen.slots[other] == blind.slots[other] - 1
    assert all(shown in d.hands[other] for d in sampled_deals(comp, seen, 20, random.Random(1)))


def test_a_seat_that_did_not_follow_lacks_the_cards_that_oblige() -> None:
    """Somewhere in the seeded deals a seat discards; from then on the candidate deals
    give it none of the cards that would have obliged it."""
    rules = rules_of("1890")
    found = 0
    for seed in range(60):
        start, plays, now = _history("1890", FOUR, seed, 8)
        seat = now.to_play
        comp = Solver(rules, FOUR, start.trump).comp
        seen = seen_at(comp, FOUR, NO_ONE, start, plays, seat)
        for i, mask in enumerate(seen.lacks):
            if mask:
                found += 1
                for d in sampled_deals(comp, seen, 10, random.Random(seed)):
                    assert not any(mask >> comp.index[c] & 1 for c in d.hands[i])
    assert found


# --------------------------------------------------------------------------- the worth
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("shape,cards", [("four", 17), ("two", 6), ("two-seven", 9)])
def test_sampling_agrees_with_exact_enumeration(book, shape, cards, monkeypatch) -> None:
    """Late in seeded deals, where every candidate deal can be solved: the share of each
    play in a seeded sample of 150 lies within four standard errors of the exact share."""
    table = SHAPES[shape]
    rules = rules_of(book)
    compared = 0
    for seed in range(40):
        start, plays, now = _history(book, table, seed, cards)
        if max(now.won) >= table.tricks_needed:
            continue
        seat = now.to_play
        solver = Solver(rules, table, start.trump)
        seen = seen_at(solver.comp, table, NO_ONE, start, plays, seat)
        if not 151 <= bound(seen) <= seat_view.EXACT_UP_TO:
            continue
        played = solver.choices(now)[0]._replace(seat=SEATS[seat])
        exact = weigh(solver, table, seen, played)
        monkeypatch.setattr(seat_view, "EXACT_UP_TO", 0)
        sampled = weigh(solver, table, seen, played, samples=150, seed=str(seed))
        monkeypatch.undo()
        assert exact.exact and not sampled.exact and sampled.deals == 150
        assert abs(sampled.share - exact.share) <= 4 * sampled.error + 1e-9, (seed, sampled)
        shares = {(c.card, c.counts_as): c.makes / exact.deals for c in exact.choices}
        for c in sampled.choices:
            if (c.card, c.counts_as) in shares:
                p = shares[(c.card, c.counts_as)]
                se = max((p * (1 - p) / 150) ** 0.5, 1 / 150)
                assert abs(c.makes / 150 - p) <= 4 * se + 1e-9, (seed, c, p)
        compared += 1
        if compared == 3:
            break
    assert compared, "no position small enough for both"


def _all_known(play, shape) -> Public:
    """A ``Public`` that shows every hand at the start: the seat knows every card."""
    pos, _ = start_of(play, shape, rules_of("1890"))
    assert pos is not None
    return Public(pos.hands, frozenset())


def test_with_all_cards_known_the_seat_view_is_the_open_card_analysis() -> None:
    """Every card of the example deal, every seat: one candidate deal (the real one),
    its share 1 exactly where the open-card analysis says its party still makes the
    Spiel after it, and each other play worth what the open-card solver says."""
    from referee.judge.transcript import judge_file

    report = judge_file(EXAMPLE)
    rules = rules_of("1890")
    play = report.deals[0].play
    (analysis,) = analyse_report(report, rules)
    start, _ = start_of(play, FOUR, rules)
    assert start is not None
    plays = [p for t in play.tricks for p in t.plays]
    worth = weigh_plays(rules, FOUR, _all_known(play, FOUR), start, plays, range(4))
    assert len(worth) == len(analysis.plays)
    solver = Solver(rules, FOUR, start.trump)
    pos = start
    for w, c, p in zip(worth, analysis.plays, plays, strict=False):
        party = FOUR.party(SEATS.index(c.seat))
        assert w.exact and w.deals == 1 and (w.card, w.seat) == (c.card, c.seat)
        assert w.makes == int(c.after == party)
        for choice in w.choices:
            ch = christen(rules, pos.trump, choice.card, choice.counts_as, {})
            alt = PlayedCard(c.seat, choice.card, ch.counts_as, ch.perlagg_rank)
            assert choice.makes == int(solver.makes(step(FOUR, pos, alt), party))
        assert w.mistake == (any(ch.makes for ch in w.choices) and not w.makes)
        pos = step(FOUR, pos, p)


def test_public_facts_of_the_example() -> None:
    """The exchange of the example: the card taken is placed in the taker's hand."""
    from referee.judge.transcript import judge_file

    play = judge_file(EXAMPLE).deals[0].play
    public = public_of(play, FOUR)
    for ex in play.exchanges:
        assert ex.taken in public.placed[SEATS.index(ex.seat)]
        assert ex.taken not in public.out
    assert set(play.cut_kept) <= set().union(*public.placed)


# --------------------------------------------------------------------------- the command
def test_analyse_view_json_gives_each_card_of_the_seat_its_worth() -> None:
    code, out, err = run_cli(
        "analyse", EXAMPLE, "--json", "--view", "D", "--samples", "20", "--seed", "1"
    )
    assert code == 0, err
    deal = json.loads(out)["deals"][0]
    worth = deal["worth"]
    assert worth and {w["seat"] for w in worth} == {"D"}
    for w in worth:
        assert w["deals"] >= 1 and 0 <= w["share"] <= 1
        assert w["exact"] or w["deals"] == 20
        assert any(ch["card"] == w["card"] for ch in w["choices"])
        assert w["mistake"] == (w["loss"] > (0 if w["exact"] else 2 * w["gap_error"]))
    again = json.loads(
        run_cli("analyse", EXAMPLE, "--json", "--view", "D", "--samples", "20", "--seed", "1")[1]
    )
    assert again == json.loads(out)  # seeded: the same figures every run


def test_analyse_view_speaks_german_and_english() -> None:
    code, de, _ = run_cli("analyse", EXAMPLE, "--view", "a", "--samples", "10")
    assert code == 0 and "Aus der Sicht des Spielers (A)" in de
    assert "gezogene Verteilungen, Standardfehler" in de
    code, en, _ = run_cli("analyse", EXAMPLE, "--view", "A", "--samples", "10", "--lang", "en")
    assert code == 0 and "From the player's chair (A)" in en
    assert "sampled deals, standard error" in en


def _card(code: str) -> Card:
    from referee.model.cards import card

    return card(code)


def test_a_single_legal_card_is_never_a_mistake() -> None:
    """The last trick: one card each, nothing to choose, no other play to compare."""
    rules = rules_of("1890")
    start, plays, now = _history("1890", FOUR, 3, 16)
    if max(now.won) >= 3 or len(now.hands[now.to_play]) != 1:
        pytest.skip("the seeded deal ended before the last trick")
    solver = Solver(rules, FOUR, start.trump)
    seen = seen_at(solver.comp, FOUR, NO_ONE, start, plays, now.to_play)
    p = solver.choices(now)[0]._replace(seat=SEATS[now.to_play])
    w = weigh(solver, FOUR, seen, p)
    assert not w.mistake and w.rival is None and len(w.choices) == 1


def test_played_card_is_among_the_choices() -> None:
    rules = rules_of("schlanders-2013")
    start, plays, now = _history("schlanders-2013", FOUR, 11, 10)
    solver = Solver(rules, FOUR, start.trump)
    seen = seen_at(solver.comp, FOUR, NO_ONE, start, plays, now.to_play)
    p: PlayedCard = solver.choices(now)[-1]._replace(seat=SEATS[now.to_play])
    w = weigh(solver, FOUR, seen, p, samples=10, seed="x")
    assert any(c.card == p.card for c in w.choices)


def test_analyse_view_json_fits_the_schema() -> None:
    """Each deal of ``analyse --json --view`` is an ``analysis`` of docs/report.schema.json."""
    import jsonschema

    from tests.support.schema import validator

    schema = validator().schema
    _, out, _ = run_cli("analyse", EXAMPLE, "--json", "--view", "all", "--samples", "5")
    for deal in json.loads(out)["deals"]:
        assert deal["worth"]
        part = {"$ref": "#/$defs/analysis", "$defs": schema["$defs"]}
        jsonschema.validate(deal, part)
        broken = {**deal, "worth": [{**deal["worth"][0], "share": 2}]}
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, part)


def test_annotate_marks_a_mistake_only_from_the_chair(tmp_path) -> None:
    """``annotate --analyse --view all``: a mistake note at a card exactly where its
    worth says it was one, with the loss; the result parses (annotate checks it)."""
    from referee.analysis.open_cards import analyse_judged
    from referee.analysis.seat_view import weigh_judged
    from referee.faces.annotate import mistake_notes
    from referee.faces.common import judge_source

    out = tmp_path / "a.perlagg"
    code, _, err = run_cli(
        "annotate", EXAMPLE, "--analyse", "--view", "all", "--samples", "20", "-o", str(out)
    )
    assert code in (0, 1), err
    text = out.read_text(encoding="utf-8")
    clean = Path(EXAMPLE).read_text(encoding="utf-8")
    judged = judge_source(clean, EXAMPLE, None, None, "de")
    (a,) = weigh_judged(judged, analyse_judged(judged, None, None), None, None, range(4), 20)
    notes = mistake_notes(a)
    assert [w for w in a.worth if w.mistake]  # the example has some from the chair
    assert len(notes) == len([w for w in a.worth if w.mistake])
    assert text.count("Aus der Sicht von") == len(notes)


def test_the_chair_needs_only_its_own_hand(tmp_path) -> None:
    """Without B's and D's ``Hand`` lines the open-card analysis names them missing, yet
    A's cards are weighed from A's chair, to the same figures as with every hand known:
    what A could not know was never used."""
    text = Path(EXAMPLE).read_text(encoding="utf-8")
    partial = tmp_path / "t.perlagg"
    partial.write_text(
        text.replace("Hand B: H8 HO E8 L10 SK\n", "").replace("Hand D: S9 SA EK LA E10\n", ""),
        encoding="utf-8",
    )
    argv = ("--json", "--view", "A", "--samples", "15", "--seed", "7")
    full = json.loads(run_cli("analyse", EXAMPLE, *argv)[1])["deals"][0]
    code, out, err = run_cli("analyse", str(partial), *argv)
    assert code == 0, err
    deal = json.loads(out)["deals"][0]
    assert deal["missing"] and deal["plays"] == []
    moved = [{**w, "line": w["line"] - 2} for w in full["worth"]]  # two lines fewer above
    assert deal["worth"] and deal["worth"] == moved
    _, text_out, _ = run_cli("analyse", str(partial), "--view", "A", "--samples", "5")
    assert "keine Analyse" in text_out and "Aus der Sicht des Spielers (A)" in text_out


def test_the_page_shows_each_weighed_card_as_a_bar(tmp_path) -> None:
    """``analyse --view all --html``: one <meter> per card weighed, its value the share
    the JSON gives; without --view no bar."""
    page = tmp_path / "p.html"
    argv = ("--view", "all", "--samples", "5", "--seed", "2")
    assert run_cli("analyse", EXAMPLE, *argv, "--html", str(page))[0] == 0
    html = page.read_text(encoding="utf-8")
    worth = json.loads(run_cli("analyse", EXAMPLE, "--json", *argv)[1])["deals"][0]["worth"]
    assert html.count("<meter") == len(worth)
    for w in worth:
        assert f'value="{w["share"]:.3f}"' in html
    plain = tmp_path / "q.html"
    assert run_cli("analyse", EXAMPLE, "--html", str(plain))[0] == 0
    assert "<meter" not in plain.read_text(encoding="utf-8")


def test_a_play_the_solver_cannot_place_ends_the_weighing_without_a_crash() -> None:
    """A natural card said to count as another (no christening of the rulebook): the
    cards before it are weighed, none from it on."""
    rules = rules_of("1890")
    start, plays, now = _history("1890", FOUR, 5, 2)
    comp = Solver(rules, FOUR, start.trump).comp
    seat = now.to_play
    odd = next(c for c in sorted(now.hands[seat], key=str) if not comp.perlagg >> comp.index[c] & 1)
    other = _card("HA") if odd != _card("HA") else _card("LA")
    bad = PlayedCard(SEATS[seat], odd, other, None)
    assert not seat_view.known_play(comp, bad)
    worth = weigh_plays(rules, FOUR, NO_ONE, start, (*plays, bad), range(4), samples=3)
    assert len(worth) == len(plays) == 2


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("shape,cards", [("four", 6), ("two", 2), ("two-seven", 4)])
def test_all_cards_known_equals_open_cards_at_every_table(book, shape, cards) -> None:
    """Seeded deals under each rulebook and table: with every hand shown, one candidate
    deal, and each play's value is the open-card solver's after it."""
    table = SHAPES[shape]
    rules = rules_of(book)
    for seed in range(4):
        start, plays, now = _history(book, table, seed, cards)
        if max(now.won) >= table.tricks_needed:
            continue
        solver = Solver(rules, table, start.trump)
        seen = seen_at(solver.comp, table, Public(start.hands), start, plays, now.to_play)
        assert bound(seen) == 1 and list(every_deal(solver.comp, seen)) == [now]
        party = table.party(now.to_play)
        for p in solver.choices(now):
            p = p._replace(seat=SEATS[now.to_play])
            w = weigh(solver, table, seen, p)
            assert w.exact and w.deals == 1
            assert w.makes == int(solver.makes(step(table, now, p), party)), (seed, p)
