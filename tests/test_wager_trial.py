"""``wager.step`` takes a bid or an answer on the state as it was only where the act may
be void there (``may_be_void``); every other act, folded on the state as it was, is no
void act — so skipping that trial changes nothing. Checked at every bid and answer with an
offer overdue, over random rule-breaking corpora and the examples, under every built-in
rulebook."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import notation, wager
from referee.events import Answer, Bid
from referee.replay import judge
from tests.benchmarks.corpus import corpus

RULEBOOKS = ("1890", "1924", "schlanders-2013")
EXAMPLES = sorted(Path(__file__).parent.parent.glob("examples/*.perlagg"))


def _checked(text: str, rules: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Judge ``text`` with every overdue bid and answer checked; how many were void
    acts, and how many ``step`` took without a trial."""
    seen = {"void": 0, "untried": 0}
    step = wager.step

    def checking_step(state, event, index, ctx):  # type: ignore[no-untyped-def]
        if isinstance(event, (Bid, Answer)):
            spoken = wager.answer_at_once(state, event, index, ctx)
            if spoken is not state:
                void = wager._is_void(state, wager._act(state, event, index, ctx))
                may = wager.may_be_void(state, event, index, ctx)
                assert may or not void, (event, index)
                seen["void"] += void
                seen["untried"] += not may
        return step(state, event, index, ctx)

    with monkeypatch.context() as m:
        m.setattr(wager, "step", checking_step)
        judge(notation.parse(text, "t"), rules)
    return seen


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_no_void_act_skipped_in_a_corpus(rules: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _checked(_unbounded(corpus(300)), rules, monkeypatch)
    assert seen["void"] > 0 and seen["untried"] > 0  # both met: the check is not idle


@pytest.mark.parametrize("rules", RULEBOOKS)
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_no_void_act_skipped_in_an_example(
    path: Path, rules: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _checked(path.read_text(encoding="utf-8"), rules, monkeypatch)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=st.sampled_from(RULEBOOKS))
def test_no_void_act_skipped_for_any_seed(seed: int, rules: str) -> None:
    with pytest.MonkeyPatch.context() as m:
        _checked(_unbounded(corpus(8, seed)), rules, m)


def _unbounded(text: str) -> str:
    """The corpus with a target nobody reaches, so every deal is judged."""
    return text.replace('[Ziel "15"]', '[Ziel "1000000"]')
