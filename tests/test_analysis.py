"""The analysis of best play: the solver against a plain exhaustive oracle.

The oracle below knows nothing of the solver: it tries every legal card
(``legal_cards``) and every christening (``christen`` with each of the 32 plain
cards, and unnamed) and decides each trick with ``trick_winner`` — the referee's own
rule functions.  No equivalence, no cache, no bound, no move ordering; the only
short-cut is that of "any"/"all" (a player who has found a winning card need not
look at the rest), which is exact, and a memo of the positions between tricks (the
same subgame met twice is played out once).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from functools import cache

import pytest

from referee.analysis.solver import (
    FOUR,
    SUITS,
    TWO,
    TWO_SEVEN,
    Later,
    Position,
    Search,
    Solver,
    TableShape,
    classes_against,
)
from referee.model.cards import PLAIN_RANKS, Card, Suit
from referee.model.results import PlayedCard
from referee.model.seats import SEATS
from referee.rules import builtin_ids, load
from referee.table.deal import TableRules, christen, deck, perlaggs
from referee.table.state import legal_cards, trick_winner

PLAIN = tuple(Card(s, r) for s in Suit for r in PLAIN_RANKS)
RULEBOOKS = tuple(builtin_ids())
SHAPES = {"four": FOUR, "two": TWO, "two-seven": TWO_SEVEN}


@cache
def rules_of(book: str) -> TableRules:
    return TableRules.from_rulebook(load(book))


# --------------------------------------------------------------------------- the oracle
def choices(rules: TableRules, trump: Suit, seat: int, hand: Sequence[Card], trick):
    """Every legal play of ``seat``: each card, each christening (None: unnamed)."""
    live = perlaggs(rules, trump)
    led = trick[0].counts_as.suit if trick else None
    for c in legal_cards(tuple(hand), led, trump, live):
        for named in (None, *PLAIN) if c in live else (None,):
            ch = christen(rules, trump, c, named, {})
            yield PlayedCard(SEATS[seat], c, ch.counts_as, ch.perlagg_rank)


def after(shape: TableShape, pos: Position, played: PlayedCard) -> Position:
    """The position after ``played`` (by the seat to play), the trick closed if full."""
    n = shape.seats
    seat = pos.to_play
    hands = tuple(h - {played.card} if i == seat else h for i, h in enumerate(pos.hands))
    trick = (*pos.trick, played)
    if len(trick) < n:
        return Position(hands, pos.trump, pos.leader, pos.won, trick)
    winner = (pos.leader + trick_winner(trick, pos.trump)) % n
    won = list(pos.won)
    won[shape.party(winner)] += 1
    return Position(hands, pos.trump, winner, (won[0], won[1]))


def oracle(
    rules: TableRules, shape: TableShape, pos: Position, memo: dict | None = None
) -> int | None:
    """The party that makes the Spiel with best play, by trying everything.

    ``memo`` remembers the value of each position met between two tricks (all hands,
    leader, tricks won): the same subgame reached twice is not played out twice.
    """
    for party in (0, 1):
        if pos.won[party] >= shape.tricks_needed:
            return party
    seat = pos.to_play
    if not pos.hands[seat]:
        return None
    memo = {} if memo is None else memo
    if not pos.trick and pos in memo:
        return memo[pos]
    mine = shape.party(seat)
    seen: set[int | None] = set()
    for played in choices(rules, pos.trump, seat, sorted(pos.hands[seat]), pos.trick):
        value = oracle(rules, shape, after(shape, pos, played), memo)
        seen.add(value)
        if value == mine:
            break
    best = mine if mine in seen else None if None in seen else 1 - mine
    if not pos.trick:
        memo[pos] = best
    return best


# --------------------------------------------------------------------------- random deals
def random_position(
    rules: TableRules, shape: TableShape, rng: random.Random, cards_played: int = 0
) -> Position:
    """A seeded random deal, then ``cards_played`` random legal cards of it."""
    cards = list(deck(rules))
    rng.shuffle(cards)
    suits = [s for s in Suit if rules.eichel_allowed or s is not Suit.EICHEL]
    trump = rng.choice(suits)
    k = shape.hand_size
    hands = tuple(frozenset(cards[i * k : (i + 1) * k]) for i in range(shape.seats))
    pos = Position(hands, trump, rng.randrange(shape.seats))
    for _ in range(cards_played):
        if max(pos.won) >= shape.tricks_needed:
            break
        options = list(
            choices(rules, trump, pos.to_play, sorted(pos.hands[pos.to_play]), pos.trick)
        )
        pos = after(shape, pos, rng.choice(options))
    return pos


def _equal_on(book: str, shape: TableShape, seeds: range, cards_played: int) -> None:
    rules = rules_of(book)
    for seed in seeds:
        rng = random.Random(f"{book}/{shape}/{cards_played}/{seed}")
        pos = random_position(rules, shape, rng, cards_played)
        solver = Solver(rules, shape, pos.trump)
        assert solver.spiel(pos) == oracle(rules, shape, pos), (seed, pos)


# --------------------------------------------------------------------------- solver == oracle
#: (table, cards already played at random, seeds in the default run, seeds marked slow).
#: Four seats with three cards (two tricks make the Spiel) test the four-seat first
#: trick with every christening; five cards from the start are the benchmark's ground,
#: too wide for the oracle.
CASES = {
    "two-5-start": (TWO, 0, 8, 120),
    "two-7-after-4": (TWO_SEVEN, 4, 8, 60),
    "two-7-start": (TWO_SEVEN, 0, 0, 10),
    "four-3-start": (TableShape(4, 3, 2), 0, 4, 40),
    "four-5-after-6": (FOUR, 6, 8, 60),
    "four-5-after-10": (FOUR, 10, 8, 60),
    "four-5-after-4": (FOUR, 4, 0, 40),
}


@pytest.mark.parametrize("book", RULEBOOKS)
@pytest.mark.parametrize("case", [c for c, v in CASES.items() if v[2]])
def test_solver_equals_oracle(book: str, case: str) -> None:
    shape, cards_played, seeds, _ = CASES[case]
    _equal_on(book, shape, range(seeds), cards_played)


@pytest.mark.slow
@pytest.mark.parametrize("book", RULEBOOKS)
@pytest.mark.parametrize("case", list(CASES))
def test_solver_equals_oracle_many(book: str, case: str) -> None:
    shape, cards_played, seeds, many = CASES[case]
    _equal_on(book, shape, range(seeds, seeds + many), cards_played)


# --------------------------------------------------------------------------- christening classes
def _groups(solver: Solver, pos: Position, physical: Card) -> list[list[int]]:
    """The solver's christening classes of ``physical`` for the seat to play at ``pos``,
    as option numbers (``Solver.classes``)."""
    options = solver.comp.options
    return [[options.index(o) for o in g] for g in solver.classes(pos, physical)]


def _class_cases(book: str, shape: TableShape, seeds: range, cards_played: int):
    rules = rules_of(book)
    for seed in seeds:
        pos = random_position(rules, shape, random.Random(f"classes/{seed}"), cards_played)
        live = perlaggs(rules, pos.trump)
        mover = pos.hands[pos.to_play]
        for physical in sorted(c for c in mover if c in live):
            yield rules, pos, physical


@pytest.mark.parametrize("book", RULEBOOKS)
@pytest.mark.parametrize(("shape", "cards_played"), [("two", 3), ("two", 4), ("four", 9)])
def test_christening_classes_are_exact(book: str, shape: str, cards_played: int) -> None:
    """Every christening of a class has the value of the class; the classes cover all."""
    table = SHAPES[shape]
    checked = 0
    for rules, pos, physical in _class_cases(book, table, range(30), cards_played):
        solver = Solver(rules, table, pos.trump)
        groups = _groups(solver, pos, physical)
        all_options = {
            solver.comp.options[k] for k in solver.comp.opts_of[solver.comp.index[physical]]
        }
        assert {solver.comp.options[k] for g in groups for k in g} == all_options
        for group in groups:
            values = set()
            for k in group:
                o = solver.comp.options[k]
                played = PlayedCard(SEATS[pos.to_play], physical, o.counts_as, o.perlagg_rank)
                values.add(oracle(rules, table, after(table, pos, played)))
            assert len(values) == 1, (pos, physical, group, values)
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_classes_joined_across_another_perlagg_are_exact(book: str) -> None:
    """Christenings with only the cards of one later seat between them, a Perlagg or two
    (``Later.same_effect``), are one class, and the oracle finds every christening of such
    a class worth the same."""
    table = SHAPES["two"]
    joined = joined_across_two = 0
    for rules, pos, physical in _class_cases(book, table, range(200), 2):
        solver = Solver(rules, table, pos.trump)
        comp = solver.comp
        other = pos.hands[1 - pos.to_play]
        for group in _groups(solver, pos, physical):
            if len(group) < 2:
                continue
            row = comp.strength[comp.suit_of[group[0]]] if not pos.trick else None
            row = row or comp.strength[solver.trick_state(pos)[0]]
            low, high = min(row[k] for k in group), max(row[k] for k in group)
            between = {
                d for d in other for k in comp.opts_of[comp.index[d]] if low < row[k] <= high
            }
            if not between:
                continue
            joined += 1
            joined_across_two += len(between) > 1
            values = set()
            for k in group:
                o = comp.options[k]
                played = PlayedCard(SEATS[pos.to_play], physical, o.counts_as, o.perlagg_rank)
                values.add(oracle(rules, table, after(table, pos, played)))
            assert len(values) == 1, (pos, physical, group, values)
    assert joined > 0 and joined_across_two > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_classes_depend_on_the_card_winning_only_through_what_beats_it(book: str) -> None:
    """The remembered classes of a following Perlagg (``Search.perlagg_moves``) are keyed
    by how many of its options do not beat the card winning and by the later cards that
    can beat it: against every other card that could be winning with the same count the
    classes are the same, and the later cards that cannot beat it change nothing."""
    table = SHAPES["four"]
    checked = 0
    for rules, pos, physical in _class_cases(book, table, range(40), 5):
        if not pos.trick:
            continue
        solver = Solver(rules, table, pos.trump)
        comp, search = solver.comp, solver.searches[0]
        search.hands = [sum(1 << comp.index[c] for c in h) for h in pos.hands]
        c = comp.index[physical]
        led = solver.trick_state(pos)[0]
        rest = tuple(search.later(pos.leader, len(pos.trick)))
        follow = comp.follow[led][c]
        by_count: dict[int, list] = {}
        for best in range(1, len(comp.above[led])):
            beaten = sum(1 for z in follow if z <= best)
            groups = search.groups_against(c, False, led, best, rest)
            masked = tuple(h & comp.above[led][best] for h in rest)
            assert search.groups_against(c, False, led, best, masked) == groups
            by_count.setdefault(beaten, []).append(groups)
        for variants in by_count.values():
            assert all(g == variants[0] for g in variants)
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_lead_classes_remembered_suit_by_suit_are_the_classes(book: str) -> None:
    """A Perlagg's leads remembered suit by suit (``Search.lead_moves``, keyed by the
    later cards that can win a trick led in that suit) are those ``groups_against``
    computes afresh for the whole hands, with the memo filled by every position met
    before (so that a suit's classes found for other hands are reused)."""
    table = SHAPES["four"]
    solver = None
    checked = 0
    for rules, pos, physical in _class_cases(book, table, range(60), 4):
        if pos.trick:
            continue
        if solver is None or solver.comp is not Solver(rules, table, pos.trump).comp:
            solver = Solver(rules, table, pos.trump)
        comp = solver.comp
        search = solver._load(0, pos)
        c = comp.index[physical]
        rest = tuple(search.later(pos.leader, 0))
        fresh = [
            (1 << c, g[-1][0], comp.suit_of[g[-1][1]])
            for g in search.groups_against(c, True, 0, 0, rest)
        ]
        assert search.lead_moves(c, rest) == fresh
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_classes_against_plain_cards_without_the_later_table(book: str) -> None:
    """``classes_against`` groups a Perlagg's options against later cards that are no
    Perlaggs without building ``Later``: the classes are those ``Later.classes`` makes,
    leading in every suit and following with every card that could be winning."""
    table = SHAPES["four"]
    plain = 0
    for rules, pos, physical in _class_cases(book, table, range(60), 6):
        solver = Solver(rules, table, pos.trump)
        comp = solver.comp
        search = solver._load(0, pos)
        c = comp.index[physical]
        for k in range(1, 4):
            rest = tuple(search.later(pos.to_play, 0))[:k]
            plain += not any(h & comp.perlagg for h in rest)
            for s in range(len(SUITS)):
                opts = comp.lead[c][s]
                expected = Later.of_hands(comp, s, rest).classes(opts, 0)
                assert classes_against(comp, s, rest, opts, 0) == expected
                for best in range(1, len(comp.above[s])):
                    masked = tuple(h & comp.above[s][best] for h in rest)
                    opts = comp.ranked[s][c]
                    expected = Later.of_hands(comp, s, masked, best).classes(opts, best)
                    assert classes_against(comp, s, masked, opts, best) == expected
    assert plain > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_inside_a_trick_only_the_card_winning_matters(book: str) -> None:
    """The cache inside a trick (``Search.inside``) keys a position by the hands, the
    suit led, the card winning and its seat, not by the cards beneath it: a Perlagg led
    in two christenings of one suit that the next card beats both leaves positions the
    oracle finds worth the same, and the solver too (four seats, two tricks left)."""
    table = SHAPES["four"]
    met = 0
    for rules, pos, physical in _class_cases(book, table, range(80), 8):
        if pos.trick or max(pos.won) >= table.tricks_needed:
            continue
        solver = Solver(rules, table, pos.trump)
        seat = pos.to_play
        leads = [
            PlayedCard(SEATS[seat], physical, o.counts_as, o.perlagg_rank)
            for g in solver.classes(pos, physical)
            for o in g[-1:]
        ]
        for suit in {lead.counts_as.suit for lead in leads}:
            same = [lead for lead in leads if lead.counts_as.suit == suit]
            first = after(table, pos, same[0])
            for reply in choices(
                rules, pos.trump, first.to_play, sorted(first.hands[first.to_play]), first.trick
            ):
                beaten = [
                    after(table, after(table, pos, lead), reply)
                    for lead in same
                    if trick_winner([lead, reply], pos.trump) == 1
                ]
                if len(beaten) > 1:
                    met += 1
                    values = {oracle(rules, table, p) for p in beaten}
                    assert len(values) == 1, (pos, reply, values)
                    assert {solver.spiel(p) for p in beaten} == values
    assert met > 0


@pytest.mark.parametrize("book", RULEBOOKS)
def test_killer_moves_change_the_order_not_the_value(book: str, monkeypatch) -> None:
    """The killer heuristic (``Search.killer_first``: the move that last decided a
    position at the same place of the search is tried first) changes how many
    nodes the search visits, never a value: the same party makes the Spiel with it and
    without it on seeded deals from the start, and on some the nodes differ."""
    rules = rules_of(book)
    deals = [random_position(rules, FOUR, random.Random(f"killer/{s}")) for s in range(12)]
    with_it = [(s.spiel(p), s.nodes) for p in deals for s in [Solver(rules, FOUR, p.trump)]]
    monkeypatch.setattr(Search, "killer_first", lambda self, moves, place: None)
    without = [(s.spiel(p), s.nodes) for p in deals for s in [Solver(rules, FOUR, p.trump)]]
    assert [v for v, _ in with_it] == [v for v, _ in without]
    assert any(a != b for (_, a), (_, b) in zip(with_it, without, strict=True))


def _dropped_pairs(solver: Solver, pos: Position) -> list[tuple[Card, Card]]:
    """(kept, dropped) for each natural card ``Search.natural_moves`` drops as worth the
    card kept just below it in its suit, for the seat to play at ``pos``."""
    comp = solver.comp
    search = solver._load(0, pos)
    seat = pos.to_play
    legal = solver._legal(pos) & ~comp.perlagg
    led, best, _ = solver.trick_state(pos) if pos.trick else (0, 0, pos.leader)
    others = search.total & ~search.hands[seat]
    kept = {
        bit.bit_length() - 1
        for bit, _, _ in search.natural_moves(len(pos.trick), led, best, legal, others)
    }
    pairs = []
    for c in _bits_of(legal):
        if c not in kept:
            below = max(k for k in kept if k < c and comp.suit_of[k] == comp.suit_of[c])
            pairs.append((comp.cards[below], comp.cards[c]))
    return pairs


def _bits_of(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


@pytest.mark.parametrize("book", RULEBOOKS)
@pytest.mark.parametrize(("shape", "cards_played"), [("two", 2), ("two-seven", 4), ("four", 8)])
def test_natural_cards_equal_beside_a_lone_perlagg(
    book: str, shape: str, cards_played: int
) -> None:
    """Two natural cards of a plain suit with nothing between them are searched once
    although another seat holds a Perlagg, when it is the only Perlagg left in all hands
    and has a christening of that suit below the lower and one above the higher
    (``Search.lone_perlagg_spares``): the oracle finds playing either worth the same."""
    rules = rules_of(book)
    table = SHAPES[shape]
    checked = 0
    for seed in range(300 if shape == "four" else 150):
        pos = random_position(rules, table, random.Random(f"lone/{seed}"), cards_played)
        if max(pos.won) >= table.tricks_needed:
            continue
        solver = Solver(rules, table, pos.trump)
        comp = solver.comp
        held = [sum(1 << comp.index[c] for c in h) for h in pos.hands]
        out = sum(held) & comp.perlagg
        if not out or held[pos.to_play] & out:
            continue  # no Perlagg in another hand: the merge without Perlaggs
        for kept, dropped in _dropped_pairs(solver, pos):
            values = set()
            for c in (kept, dropped):
                played = PlayedCard(SEATS[pos.to_play], c, c, None)
                values.add(oracle(rules, table, after(table, pos, played)))
            assert len(values) == 1, (pos, kept, dropped)
            checked += 1
    assert checked > 0


def most_tricks(rules: TableRules, shape: TableShape, pos: Position, party: int) -> int:
    """The most tricks ``party`` can make from ``pos`` (at a trick's start) against
    best defence, by trying every card and christening (as the oracle)."""
    if not pos.hands[pos.to_play]:
        return pos.won[party]
    mine = shape.party(pos.to_play) == party
    most = pos.won[party] + len(pos.hands[pos.to_play])  # every trick not yet closed
    least = pos.won[party]
    values = []
    for played in choices(rules, pos.trump, pos.to_play, sorted(pos.hands[pos.to_play]), pos.trick):
        values.append(most_tricks(rules, shape, after(shape, pos, played), party))
        if values[-1] == (most if mine else least):
            break  # nobody can do better (the "any"/"all" short cut of the oracle)
    return max(values) if mine else min(values)


@pytest.mark.parametrize("book", RULEBOOKS)
def test_quick_tricks_are_sure(book: str) -> None:
    """The sure tricks at a trick's start (``Search.quick_tricks``) are made against any
    defence (exhaustive search), on random positions with two tricks left."""
    rules = rules_of(book)
    table = SHAPES["four"]
    checked = 0
    for seed in range(300):
        pos = random_position(rules, table, random.Random(f"quick/{seed}"), 12)
        if pos.trick or max(pos.won) >= table.tricks_needed:
            continue
        search = _loaded(Solver(rules, table, pos.trump), pos)
        for party, sure in enumerate(search.quick_tricks()):
            if sure:
                checked += 1
                assert most_tricks(rules, table, pos, party) - pos.won[party] >= sure, pos
    assert checked > 0


def _loaded(solver: Solver, pos: Position):
    search = solver.searches[0]
    search.hands = [sum(1 << solver.comp.index[c] for c in h) for h in pos.hands]
    return search


def test_partners_dominating_perlaggs_add_up() -> None:
    """A holds the Herz-König, C the Weli (1890, Laub trump): no card of B or D beats
    either, and neither need be played beside the other, so A+C surely make both tricks
    left, though each seat holds only one such card (B leads a trump, which C need not
    follow with his natural trump: he may play the Weli, or A his Herz-König)."""
    rules = rules_of("1890")
    table = SHAPES["four"]
    pos = Position(_hands("HK S8", "LA E9", "W L8", "LO E10"), Suit.LAUB, 1, won=(1, 2))
    assert _loaded(Solver(rules, table, pos.trump), pos).quick_tricks() == (2, 0)
    assert most_tricks(rules, table, pos, 0) - pos.won[0] == 2


def test_classes_are_fewer_than_the_christenings() -> None:
    """The classes do work: a Perlagg led against few cards has few classes, not 33."""
    rules = rules_of("1890")
    hands = (frozenset({card_("HO"), card_("S8")}), frozenset({card_("LK"), card_("SA")}))
    pos = Position(hands, Suit.HERZ, 0)
    groups = _groups(Solver(rules, TableShape(2, 2, 2), Suit.HERZ), pos, card_("HO"))
    # by suit: Herz (trump) one class; Laub split by LK; Schell split by SA; Eichel one
    assert len(groups) == 6


# --------------------------------------------------------------------------- the Ace shortcut
def card_(code: str) -> Card:
    from referee.model.cards import card

    return card(code)


def _hands(*codes: str) -> tuple[frozenset[Card], ...]:
    return tuple(frozenset(card_(c) for c in h.split()) for h in codes)


def test_christening_as_the_ace_is_not_enough() -> None:
    """Herz trump, tricks 1:1, A to lead his Trumpf-Ober.  Led as a low Laub card it draws
    B's Laub-König (B's only Laub, and B has no trump) and lets C's natural Laub-As win
    the trick and the lead; C's Eichel-As then makes the third trick.  Led as any As —
    or unchristened — A wins the trick himself, must lead a Schell card, and D's
    Schell-König and Schell-As make the last two tricks for B+D.
    """
    rules = rules_of("1890")
    shape = FOUR
    pos = Position(
        _hands("HO S8 S9", "LK E8 E9", "LA EA EK", "SA SK S10"), Suit.HERZ, 0, won=(1, 1)
    )
    assert oracle(rules, shape, pos) == 0
    assert Solver(rules, shape, pos.trump).spiel(pos) == 0
    seat = SEATS[0]
    ober = card_("HO")
    for named in ("HA", "LA", "SA", "EA", None):
        ch = christen(rules, Suit.HERZ, ober, card_(named) if named else None, {})
        played = PlayedCard(seat, ober, ch.counts_as, ch.perlagg_rank)
        assert oracle(rules, shape, after(shape, pos, played)) == 1, named
    ch = christen(rules, Suit.HERZ, ober, card_("L7"), {})
    low = PlayedCard(seat, ober, ch.counts_as, ch.perlagg_rank)
    assert oracle(rules, shape, after(shape, pos, low)) == 0


# --------------------------------------------------------------------------- perlagg analyse
EXAMPLE = "examples/03_weli_als_herzsiebener.perlagg"


def _run_cli(*argv: str) -> tuple[int, str, str]:
    import contextlib
    import io

    from referee.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_analyse_json_names_each_turning_card_with_what_would_have_kept_it() -> None:
    import json

    code, out, _ = _run_cli("analyse", EXAMPLE, "--json")
    assert code == 0
    deal = json.loads(out)["deals"][0]
    assert deal["spiel"] == "A+C" and deal["missing"] == []
    plays = deal["plays"]
    assert [p["seat"] for p in plays[:4]] == ["A", "B", "C", "D"]
    assert plays[0] == {
        "line": 20,
        "column": 8,
        "seat": "A",
        "card": "W",
        "as": "H7",
        "spiel_before": "A+C",
        "spiel_after": "A+C",
        "better": [],
    }
    turned = [p for p in plays if p["spiel_before"] != p["spiel_after"]]
    assert turned, plays
    for p in turned:  # only the party that had the Spiel can give it away
        assert p["spiel_before"] in ("A+C" if p["seat"] in "AC" else "B+D")
        assert p["better"]
    # each value after a card is the value before the next one
    for a, b in itertools.pairwise(plays):
        assert a["spiel_after"] == b["spiel_before"]


def test_analyse_alternatives_do_keep_the_spiel() -> None:
    """Each 'better' card, played instead, keeps the Spiel, and the card played lost it:
    by the oracle, wherever it is quick (from the second trick on)."""
    from referee.analysis.open_cards import analyse_report, start_of, step
    from referee.judge.transcript import judge_file

    report = judge_file(EXAMPLE)
    rules = rules_of("1890")
    (deal,) = analyse_report(report, rules)
    pos, _ = start_of(report.deals[0].play, FOUR, rules)
    assert pos is not None
    played = [p for t in report.deals[0].play.tricks for p in t.plays]
    checked = 0
    for c, p in zip(deal.plays, played, strict=True):
        if c.turned and sum(map(len, pos.hands)) <= 16:
            assert oracle(rules, FOUR, step(FOUR, pos, p)) == c.after
            for card, named in c.better:
                ch = christen(rules, pos.trump, card, named, {})
                alt = PlayedCard(c.seat, card, ch.counts_as, ch.perlagg_rank)
                assert oracle(rules, FOUR, step(FOUR, pos, alt)) == c.before
            checked += 1
        pos = step(FOUR, pos, p)
    assert checked


def test_analyse_names_the_seats_whose_cards_are_missing(tmp_path) -> None:
    import json

    text = "\n".join(
        [
            '[Regeln "1890"]',
            "Runde",
            "Geber: D",
            "Hand A: Weli S7 H9 H10 EA",
            "Hand B: H8 HO E8 L10 SK",
            "Trumpf: L9",
            "Stich: A Weli=H7, B H8, C H7, D S9",
        ]
    )
    f = tmp_path / "t.perlagg"
    f.write_text(text + "\n", encoding="utf-8")
    code, out, _ = _run_cli("analyse", str(f), "--json")
    assert code == 0
    deal = json.loads(out)["deals"][0]
    assert deal["spiel"] is None and deal["missing"] == ["C", "D"] and deal["plays"] == []
    code, out, _ = _run_cli("analyse", str(f), "--lang", "en")
    assert "the cards of C, D are not all known" in out


def test_analyse_speaks_german_and_english() -> None:
    _, de, _ = _run_cli("analyse", EXAMPLE)
    _, en, _ = _run_cli("analyse", EXAMPLE, "--lang", "en")
    assert "macht A+C das Spiel" in de and "gibt" in de and "hätte es gehalten" in de
    assert "A+C makes the Spiel" in en and "would have kept it" in en


def test_analyse_bad_file_is_an_error_not_a_traceback(tmp_path) -> None:
    code, _, err = _run_cli("analyse", str(tmp_path / "nichts.perlagg"))
    assert code == 2 and "nichts.perlagg" in err


def _example_with(tmp_path, old: str, new: str):
    from pathlib import Path

    text = Path(EXAMPLE).read_text(encoding="utf-8")
    assert old in text
    f = tmp_path / "t.perlagg"
    f.write_text(text.replace(old, new), encoding="utf-8")
    return f


@pytest.mark.parametrize(
    ("trick", "reason", "de", "en"),
    [
        (
            "Stich: B SK, C S10, D SA, A S7=H8",
            "card-not-held",
            "C spielt S10, die nicht unter seinen Karten ist",
            "C plays S10, which is not among his cards",
        ),
        (
            "Stich: C SU, D SA, A S7=H8, B SK",
            "out-of-turn",
            "C spielt SU, ist aber nicht am Zug",
            "C plays SU but is not the one to play",
        ),
    ],
)
def test_analyse_says_where_and_why_it_stops(tmp_path, trick, reason, de, en) -> None:
    """A card the analysis cannot follow ends it, and it says so at that card, in the
    text (both languages) and the JSON; the cards before it are analysed as before."""
    import json

    f = _example_with(tmp_path, "Stich: B SK, C SU, D SA, A S7=H8", trick)
    code, out, _ = _run_cli("analyse", str(f), "--json", "--lang", "en")
    assert code == 0
    deal = json.loads(out)["deals"][0]
    column = 14 if reason == "card-not-held" else 8
    assert {k: deal["stopped"][k] for k in ("line", "column", "reason")} == {
        "line": 22,
        "column": column,
        "reason": reason,
    }
    assert en in deal["stopped"]["message"]
    assert [p["line"] for p in deal["plays"]] == [20] * 4 + [22] * (reason == "card-not-held")
    _, text_de, _ = _run_cli("analyse", str(f))
    _, text_en, _ = _run_cli("analyse", str(f), "--lang", "en")
    assert f"22:{column}: Die Analyse endet hier: {de}." in text_de
    assert f"22:{column}: The analysis stops here: {en}." in text_en
    _, report, _ = _run_cli("referee", str(f), "--json", "--analyse")
    from tests.support.schema import valid

    valid(json.loads(report))
    assert json.loads(report)["deals"][0]["analysis"]["stopped"]["reason"] == reason
    # the annotations and the page say it too
    _, annotated, _ = _run_cli("annotate", str(f), "--analyse", "--lang", "en")
    line_22 = annotated.split(trick, 1)[1].split("Stich:", 1)[0]
    assert "The analysis stops here" in line_22 and en in " ".join(line_22.split())
    page = tmp_path / "page.html"
    assert _run_cli("referee", str(f), "--analyse", "--html", str(page))[0] in (0, 1)
    assert "Die Analyse endet hier" in page.read_text(encoding="utf-8")


def test_analyse_that_runs_to_the_end_has_no_stop() -> None:
    import json

    _, out, _ = _run_cli("analyse", EXAMPLE, "--json")
    assert "stopped" not in json.loads(out)["deals"][0]
    _, text, _ = _run_cli("analyse", EXAMPLE)
    assert "Die Analyse endet" not in text
