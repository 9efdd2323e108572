"""„Darf X … ?“ asked just before X's own act in a random legal wager is answered as the
referee's own fold judges that act (issue 24: answers checked against the referee's
findings): a bid, a hold, a raise of the next step — each lawful in the wager drawn —
is a yes; the same raise asked of a seat of the party that may not raise is a no."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.base.record import replace
from referee.judge.transcript import judge
from referee.model.events import (
    Answer,
    AnswerKind,
    Bid,
    Deal,
    DealStart,
    Dispute,
    Event,
    Header,
    Transcript,
)
from referee.notation import parse, render
from tests.support.strategies_wager import RULES_1890, RULES_SCHLANDERS, legal_wagers

#: the German word of each step of the raise ladder
_STEP = {3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben"}
_FIGURE = {"gleich": "das Gleich", "hanger": "den Hanger", "spiel": "das Spiel"}


def _question(e: Event, seat: str, named: bool = False) -> str | None:
    """The question whose answer the act ``e`` (by anyone) shows to be yes for its seat;
    a raise without its figure unless ``named`` (then his party may raise some figure)."""
    if isinstance(e, Bid) and len(e.figures) == 1:
        return f"Darf {seat} {_FIGURE[e.figures[0].value]} bieten?"
    if isinstance(e, Answer) and e.kind is AnswerKind.HALTEN and e.level is None:
        return f"Darf {seat} {_FIGURE[e.figure.value] if e.figure else 'es'} halten?"
    if isinstance(e, Answer) and e.kind is AnswerKind.RAISE and e.level in _STEP:
        on = f"auf {_FIGURE[e.figure.value]} " if e.figure and named else ""
        return f"Darf {seat} {on}{_STEP[e.level]} sagen?"
    return None


def _asked(rules: str, events: tuple[Event, ...], at: int, question: str) -> tuple[str, str]:
    body = [e for e in events if not isinstance(e, DealStart)]
    asked = (DealStart(1), *body[:at], Dispute(question), *body[at:])
    text = render(Transcript(headers=(Header("Regeln", rules),), deals=(Deal(asked),)))
    (d,) = judge(parse(text, "w.perlagg")).disputes
    return d.value or "", d.about or ""


_settings = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize(
    ("rules", "wager"), [("1890", RULES_1890), ("schlanders-2013", RULES_SCHLANDERS)]
)
@_settings
@given(data=st.data())
def test_may_a_seat_do_what_it_lawfully_does_next_is_yes(rules: str, wager, data) -> None:
    script = data.draw(legal_wagers(wager))
    body = [e for e in script.events if not isinstance(e, DealStart)]
    acts = [(i, e) for i, e in enumerate(body) if _question(e, e.seat.value) is not None]
    if not acts:
        return
    i, e = data.draw(st.sampled_from(acts))
    question = _question(e, e.seat.value)
    assert question is not None
    value, about = _asked(rules, script.events, i, question)
    assert value == "yes", (question, about, [repr(x) for x in body[: i + 1]])
    if isinstance(e, Answer) and e.kind is AnswerKind.RAISE:
        other = next(s for s in e.seat.party.other.seats)
        value, _about = _asked(rules, script.events, i, _question(e, other.value, True) or "")
        assert value == "no", (other, question)


def test_the_checker_asks_what_it_means() -> None:
    """The questions the property asks are read as may-act questions of their act."""
    from referee.model.seats import Seat
    from referee.notation.questions import read
    from tests.support.strategies_wager import hold, raise_

    assert read(_question(raise_(Seat.B, 4), "B") or "").act == "three"  # type: ignore[union-attr]
    assert read(_question(hold(Seat.B), "B") or "").act == "hold"  # type: ignore[union-attr]
    assert replace(hold(Seat.B), level=None).level is None


@pytest.mark.parametrize("rules", ["1890", "1924", "schlanders-2013"])
def test_without_a_figure_named_the_one_his_party_may_raise_counts(rules: str) -> None:
    """Hypothesis's find: A bid the Hanger and B held it (B+D may raise it); B bid the
    Spiel and A held it — „Darf A Drei sagen?“ is yes, on the Spiel (it said „nur B+D“)."""
    from referee.model.events import Figure
    from referee.model.seats import Seat
    from tests.support.strategies_wager import bid, deal, hold

    events = deal(
        bid(Seat.A, Figure.HANGER), hold(Seat.B, Figure.HANGER),
        bid(Seat.B, Figure.SPIEL), hold(Seat.A, Figure.SPIEL),
    )  # fmt: skip
    assert _asked(rules, events, 4, "Darf A Drei sagen?") == ("yes", "raise-start")
    assert _asked(rules, events, 4, "Darf B Drei sagen?") == ("yes", "raise-start")
    assert _asked(rules, events, 4, "Darf C auf den Hanger Drei sagen?")[0] == "no"
