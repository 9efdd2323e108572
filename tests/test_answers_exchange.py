"""Issue 24: „Darf D austauschen?“ agrees with the referee's own exchange rule: only a
turned Perlagg is exchanged (1890 S. 56; Schlanders A 7), so a plain turned card
gets a plain no."""

from __future__ import annotations

import pytest

from referee.judge.transcript import judge_text

DEAL = (
    '[Regeln "{rules}"]\nRunde\nGeber: D\nAbheben C: -\nTrumpf: {turned}\n'
    "Streit: Darf D austauschen?\n"
)


@pytest.mark.parametrize("rules", ["1890", "1924", "schlanders-2013"])
@pytest.mark.parametrize(("turned", "value"), [("L9", "no"), ("LO", "yes")])
def test_only_a_turned_perlagg_is_exchanged(rules, turned, value):
    (d,) = judge_text(DEAL.format(rules=rules, turned=turned), "t.perlagg").disputes
    assert d.value == value
    key = "answer.exchange-not-perlagg" if value == "no" else "answer.exchange-dealer"
    assert key in dict(d.ruling)


@pytest.mark.parametrize("rules", ["1890", "1924", "schlanders-2013"])
def test_must_exchange_a_card_not_turned_is_a_no(rules):
    """„Muss D den Laub-Unter … tauschen?“ with the Herz-Neuner turned: nothing to
    exchange; the answer no longer says yes from the rulebook's parameter alone."""
    text = DEAL.format(rules=rules, turned="H9").replace(
        "Darf D austauschen?", "Muss D den Laub-Unter gegen seinen Laub-Achter tauschen?"
    )
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == "no" and "answer.exchange-not-turned" in dict(d.ruling)


@pytest.mark.parametrize(
    ("rules", "score", "value"),
    [("1890", 13, "no"), ("1890", 10, "yes"), ("1924", 13, "no"), ("schlanders-2013", 22, "yes")],
)
def test_two_figures_at_once_with_the_score_the_question_names(rules, score, value):
    """1890 §20 (second case) makes it an overbid to bid so many figures at once that
    „gut“ would carry the party out; Schlanders B §16 knows only the last but one point."""
    text = f'[Regeln "{rules}"]\nRunde\nGeber: D\n'
    text += f"Streit: Darf A+C mit {score} Punkten zwei Figuren zugleich bieten?\n"
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == value and d.about == "overbid"


def test_the_score_the_question_names_wins_over_the_score_at_the_line():
    """At 23:23 under Schlanders „mit 13 Punkten“ asks about 13, not about the last
    point (it answered with the one-short rule of the score at the line)."""
    text = '[Regeln "schlanders-2013"]\n[Stand "A+C 23, B+D 23"]\nRunde\nGeber: D\n'
    text += "Streit: Darf A+C mit 13 Punkten zwei Figuren zugleich bieten?\n"
    (d,) = judge_text(text, "t.perlagg").disputes
    assert d.value == "yes" and "answer.at-once-yes" in dict(d.ruling)
