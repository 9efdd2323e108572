"""„Darf X … spielen?“ asked just before X lays his card, card by card, in a random legal
deal is yes, as the referee's own play judges that card lawful (issue 24: answers
checked against the referee's findings); asked of the seat after him, it is no (not his
turn).  Under each built-in rulebook; where his Hand line comes only after the question,
"unknown" (his cards are not known at the line)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.judge.transcript import judge
from referee.model.events import Deal, Dispute, Event, Hand, Header, Play, Transcript, Trick
from referee.notation import parse, render
from referee.rules import load
from referee.table.deal import TableRules
from tests.support.answers import BUILTIN
from tests.support.strategies_deal import deals


def _card_by_card(events: tuple[Event, ...]) -> list[Event]:
    """The deal with each ``Stich:`` line written as its cards, one line each."""
    out: list[Event] = []
    for e in events:
        out.extend(e.plays if isinstance(e, Trick) else (e,))
    return out


def _answer(rules: str, events: list[Event], at: int, question: str) -> tuple[str, str]:
    asked = (*events[:at], Dispute(question), *events[at:])
    text = render(Transcript(headers=(Header("Regeln", rules),), deals=(Deal(asked),)))
    (d,) = judge(parse(text, "p.perlagg")).disputes
    return d.value or "", d.about or ""


@pytest.mark.parametrize("rules", BUILTIN)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_may_a_seat_play_the_card_it_lawfully_plays_next(rules: str, data) -> None:
    case = data.draw(deals(TableRules.from_rulebook(load(rules)), hands_shown=True))
    events = _card_by_card(case.events)
    plays = [i for i, e in enumerate(events) if isinstance(e, Play)]
    at = data.draw(st.sampled_from(plays))
    play = events[at]
    assert isinstance(play, Play)
    asked = f"Darf {play.seat.value} jetzt {play.card.code} spielen?"
    written = any(isinstance(e, Hand) and e.seat is play.seat for e in events[:at])
    # his Hand line after the question: what he holds is not known at the line yet
    wanted = "yes" if written else "unknown"
    assert _answer(rules, events, at, asked) == (wanted, "follow-suit"), asked
    after = [s for s in ("A", "B", "C", "D") if s != play.seat.value]
    other = f"Darf {data.draw(st.sampled_from(after))} jetzt {play.card.code} spielen?"
    assert _answer(rules, events, at, other)[0] == "no", other


@pytest.mark.parametrize("rules", BUILTIN)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), faulty=st.booleans())
def test_did_a_seat_revoke_is_the_referee_s_own_finding(rules: str, data, faulty: bool) -> None:
    """Right after the trick: yes for the seat whose revoke the deal holds (drawn with
    one), no for every seat of a legal deal — with its Hand line before the question."""
    table = TableRules.from_rulebook(load(rules))
    case = data.draw(deals(table, fault="revoke" if faulty else None, hands_shown=True))
    events = list(case.events)
    tricks = [i for i, e in enumerate(events) if isinstance(e, Trick)]
    if faulty:
        at = next(i for i in tricks if case.fault_span in [p.span for p in events[i].plays])
        seat = next(p.seat for p in events[at].plays if p.span == case.fault_span)
    else:
        at = data.draw(st.sampled_from(tricks))
        seat = data.draw(st.sampled_from([p.seat for p in events[at].plays]))
    if not any(isinstance(e, Hand) and e.seat is seat for e in events[:at]):
        return  # his cards come later: "unknown" at the line, as the test above shows
    value, about = _answer(rules, events, at + 1, f"Hat {seat.value} Farbe verleugnet?")
    assert (value, about) == ("yes" if faulty else "no", "follow-suit")
