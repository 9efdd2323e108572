"""Helpers of the seat's view tests (``tests/test_seat_view.py``): rulebooks by id, a
seeded deal at the start, and the ``perlagg`` command run in-process."""

from __future__ import annotations

import contextlib
import io
import random
from functools import cache

from referee.analysis.solver import Position, TableShape
from referee.model.cards import Suit
from referee.rules import load
from referee.table.deal import TableRules, deck


@cache
def rules_of(book: str) -> TableRules:
    return TableRules.from_rulebook(load(book))


def seeded_start(rules: TableRules, shape: TableShape, rng: random.Random) -> Position:
    """A shuffled deck of the rulebook dealt to the table, a trump it allows, a leader."""
    cards = list(deck(rules))
    rng.shuffle(cards)
    trump = rng.choice([s for s in Suit if rules.eichel_allowed or s is not Suit.EICHEL])
    k = shape.hand_size
    hands = tuple(frozenset(cards[i * k : (i + 1) * k]) for i in range(shape.seats))
    return Position(hands, trump, rng.randrange(shape.seats))


def run_cli(*argv: str) -> tuple[int, str, str]:
    """``perlagg ARGV``: exit code, standard output, standard error."""
    from referee.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()
