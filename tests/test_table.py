"""The deal state (referee/table/state.py) and the holdings (referee/model/holdings.py).

The referee and the state agree: along every random legal deal each card played is
among ``legal_plays``, and a card put in its place is judged a violation by the
referee exactly when ``legal_plays`` does not offer it.
"""

from __future__ import annotations

import doctest
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import referee.model.holdings
import referee.model.seats
import referee.table.state
from referee.base.record import replace
from referee.faces.json import report_to_json
from referee.judge.play import judge_play
from referee.judge.transcript import judge_text
from referee.model.cards import Card, Suit
from referee.model.cards import card as c
from referee.model.events import Dealer, DealStart, Event, Hand, Play, Trick, TrumpTurn
from referee.model.findings import Kind
from referee.model.holdings import Holdings
from referee.model.report import finding_message
from referee.model.results import Decided
from referee.model.seats import Party, Seat
from referee.notation import ParseError, parse
from referee.table.state import DealState, IllegalPlay, Move, Table
from tests.support.strategies_deal import ALL_RULES, RULES_1890, DealCase, deals

A, B, C, D = Seat
SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)
RULES = pytest.mark.parametrize("rules", list(ALL_RULES.values()), ids=list(ALL_RULES))
TABLES = pytest.mark.parametrize("size", [(4, 5), (2, 5), (2, 7)], ids=["4x5", "2x5", "2x7"])
PLAY_CONCERNS = {"follow-suit", "christening", "christening-fixed", "lead", "card-not-held"}


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in text.split())


@pytest.mark.parametrize(
    "module", [referee.table.state, referee.model.holdings, referee.model.seats]
)
def test_doctests(module) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


# --------------------------------------------------------------------------- the state
def _walk(case: DealCase, table: Table):
    """Each state before a card of the case's play, with the card played there."""
    state = DealState.start(table, case.dealer, case.trump, case.hands)
    for trick in case.tricks:
        for seat, card, named in trick:
            yield state, seat, Move(card, named)
            state = state.play(seat, Move(card, named))


@RULES
@TABLES
@SETTINGS
@given(data=st.data())
def test_every_card_of_a_legal_deal_is_a_legal_play(rules, size, data) -> None:
    table = Table(rules, *size)
    case = data.draw(deals(rules, table=table))
    final = None
    for state, seat, move in _walk(case, table):
        assert state.to_play is seat
        assert move in state.legal_plays(seat)
        final = state.play(seat, move)
    assert final is not None and final.is_decided
    assert max(final.won.values()) == table.spiel_tricks


def _events_up_to(
    case: DealCase, table: Table, trick: int, pos: int, move: Move
) -> tuple[Event, ...]:
    """The case's deal with every hand given, cut off after ``move`` put at (trick, pos)."""
    head: list[Event] = []
    for ev in case.events:
        if isinstance(ev, Trick):
            break
        if not isinstance(ev, Hand):
            head.append(ev)
        if isinstance(ev, Dealer):
            head += [Hand(s, case.hands[s]) for s in table.seats]
    tricks = [e for e in case.events if isinstance(e, Trick)]
    plays = list(tricks[trick].plays[:pos])
    plays.append(Play(tricks[trick].plays[pos].seat, move.card, move.named))
    return (*head, *tricks[:trick], *plays)


@RULES
@TABLES
@SETTINGS
@given(data=st.data())
def test_the_referee_accepts_exactly_the_legal_plays(rules, size, data) -> None:
    table = Table(rules, *size)
    case = data.draw(deals(rules, table=table))
    steps = list(_walk(case, table))
    k = data.draw(st.integers(0, len(steps) - 1))
    state, seat, _ = steps[k]
    trick, pos = divmod(k, table.players)
    card = data.draw(st.sampled_from(sorted(state.hands[seat])))
    named = data.draw(st.sampled_from([None, c("HA"), c("LA")]))
    move = Move(card, named if card in state.perlaggs else None)
    events = _events_up_to(case, table, trick, pos, move)
    found = [
        f
        for f in judge_play(events, table).findings
        if f.kind is Kind.VIOLATION and f.concern in PLAY_CONCERNS
    ]
    legal = move in state.legal_plays(seat)
    assert (not found) is legal, (move, [f.key for f in found])
    if not legal:
        with pytest.raises(IllegalPlay):
            state.play(seat, move)


def test_illegal_play_carries_concern_and_facts() -> None:
    hands = {A: cards("HA L8"), B: cards("H9 LA"), C: cards("HO L9"), D: cards("L10 E9")}
    s = DealState.start(Table(RULES_1890), D, Suit.SCHELL, hands)
    with pytest.raises(IllegalPlay) as err:
        s.play(B, Move(c("H9")))
    assert err.value.concern == "lead"
    assert dict(err.value.faults[0].args) == {"seat": "B", "expected": "A"}
    s = s.play(A, Move(c("HA"))).play(B, Move(c("H9")))
    with pytest.raises(IllegalPlay) as err:
        s.play(C, Move(c("L9")))
    assert err.value.concern == "follow-suit"
    assert dict(err.value.faults[0].args)["held"] == "HO"


def test_a_christened_perlagg_cannot_be_named_again() -> None:
    hands = {A: cards("HK L8"), B: cards("H9 LA"), C: cards("HO L9"), D: cards("L10 E9")}
    s = DealState.start(Table(RULES_1890), D, Suit.SCHELL, hands)
    assert len(s.legal_plays(A)) == 1 + 33  # L8, and the Martl plain or as 32 cards
    s = s.play(A, Move(c("HK"), c("SA")))
    assert s.christened[c("HK")] == c("SA")


def test_the_spiel_needs_more_than_half_the_tricks() -> None:
    assert Table(RULES_1890).spiel_tricks == 3
    assert Table(RULES_1890, players=2, hand_size=7).spiel_tricks == 4


# --------------------------------------------------------------------------- the holdings
def test_a_card_played_later_was_held_before() -> None:
    h = Holdings.empty(5).with_play(A, c("HA"), 40)
    assert c("HA") in h.holds(A, 8) and c("HA") not in h.holds(A, 41)
    assert not h.fully_known(A, 8)


def test_a_card_in_another_hand_or_on_the_table_is_not_his() -> None:
    h = Holdings.empty(5).with_hand(B, cards("HA HK HO HU H10")).on_table(c("L7"), -1, 30)
    assert h.lacks(A, c("HA"), 10) == "seat:B"
    assert h.lacks(A, c("L7"), 10) == "table" and h.lacks(A, c("L7"), 31) is None
    assert h.lacks(B, c("L8"), 10) == "hand"
    assert h.with_kept(C, c("W")).lacks(A, c("W"), 10) == "seat:C"


def test_the_exchange_moves_the_cards() -> None:
    h = (
        Holdings.empty(5)
        .with_hand(D, cards("LO HA HK H9 H8"))
        .with_exchange(D, c("LO"), c("L8"), 24)
    )
    assert c("LO") not in h.holds(D, 10) and c("L8") in h.holds(D, 10)
    assert c("LO") in h.holds(D, 25) and c("L8") not in h.holds(D, 25)


def test_the_play_result_answers_what_a_seat_held() -> None:
    events = (
        DealStart(1),
        Dealer(D),
        Hand(A, cards("HA HK HO HU H10")),
        TrumpTurn(cards("L9"), D),
        Play(A, c("HA")),
    )
    r = judge_play(events, RULES_1890)
    before, after = r.known_holding(A, before=4), r.known_holding(A, before=5)
    assert before.complete and len(before.cards) == 5
    assert after.complete and c("HA") not in after.cards and len(after.cards) == 4
    assert not r.known_holding(B, before=4).complete and r.known_holding(B, 4).missing == 5


def test_a_card_not_his_is_still_judged_for_a_revoke() -> None:
    events = (
        DealStart(1),
        Dealer(D),
        Hand(B, cards("H9 L8 L9 LO E9")),
        TrumpTurn(cards("S9"), D),
        Play(A, c("HA")),
        Play(B, c("E8")),  # not his, and he held a Herz
    )
    r = judge_play(events, replace(RULES_1890, revoke_penalty=2))
    keys = [f.key for f in r.findings if f.kind is Kind.VIOLATION]
    assert keys == ["play.card-not-held.hand", "play.revoke"]
    [revoke] = [f for f in r.findings if f.key == "play.revoke"]
    assert revoke.penalty is not None and revoke.penalty.party is Party.BD


# --------------------------------------------------------------------------- whole transcripts
FIFTH = """\
[Regeln "1890"]
Runde
Geber: D
Abheben C: -
Hand B: H9 E9 SK H10 HU
Trumpf: L9
Stich: A HA, B H9, C H8, D L8
Stich: D E10, A E8, B E9, C EK
Stich: C HO, D LA, A H7, B H10
Stich: D EU, A EA, B SK, C SO
A spielt SA
B: Gilt Spiel
"""


def _keys(report, kind=None):
    return [f.key for f in report.findings if kind is None or f.kind is kind]


def test_the_fifth_trick_spiel_reads_his_last_card_from_the_holdings() -> None:
    """§27–§28: B's Hand line and his four cards played prove his last card HU."""
    r = judge_text(FIFTH)
    assert "wager.last-trick-spiel" in _keys(r, Kind.VIOLATION)
    without = judge_text("\n".join(x for x in FIFTH.splitlines() if not x.startswith("Hand")))
    assert "wager.last-trick-spiel" not in _keys(without)
    assert "wager.last-trick-unknown" in _keys(without, Kind.UNDETERMINED)


TWO = """\
[Regeln "1890"]
[Spieler "2"]
Runde
Geber: B
Abheben A: -
Hand B: {b}
Trumpf: LO
{exchange}Stich: A HA, B H9
"""


def test_at_two_the_opponent_never_exchanges() -> None:
    r = judge_text(TWO.format(b="H9 E9 SK H10 HU", exchange="A tauscht LO gegen L8\n"))
    assert "exchange.opponent" in _keys(r, Kind.VIOLATION)


@pytest.mark.parametrize(
    ("hand", "omitted"), [("H9 E9 SK H10 HU", False), ("H9 L8 SK H10 HU", True)]
)
def test_at_two_without_a_trump_the_perlagg_stays(hand, omitted) -> None:
    """S. 56: the right would pass to the partner; at two nobody inherits it."""
    r = judge_text(TWO.format(b=hand, exchange=""))
    assert ("exchange.omitted" in _keys(r)) is omitted
    assert not [k for k in _keys(r) if k.startswith("exchange.partner")]


SEVEN = """\
[Regeln "1890"]
[Spieler "2"]
[Karten "7"]
[A "Josef"] [B "Karl"]
Runde
Geber: B
Abheben A: -
Hand A: HA EA SA LA H10 E10 S10
Hand B: H9 E9 S9 L9 H8 E8 S8
Trumpf: HU
Stich: A HA, B H9
Stich: A EA, B E9
Stich: A SA, B S9
{fourth}"""


def test_seven_cards_need_four_tricks_for_the_spiel() -> None:
    three = judge_text(SEVEN.format(fourth=""))
    assert three.deals[0].play.spiel.outcome is Decided.UNKNOWN
    four = judge_text(SEVEN.format(fourth="Stich: A LA, B L9\nStand: A 3, B 0\n"))
    play = four.deals[0].play
    assert play.spiel.outcome is Decided.PARTY and play.spiel.party is Party.AC
    assert play.hands[A] == tuple(sorted(cards("HA EA SA LA H10 E10 S10")))
    data = report_to_json(four)
    assert set(data["score"]) == {"A", "B"}
    assert _keys(four, Kind.VIOLATION) == []
    assert "table.seven-cards" in _keys(four, Kind.NOTE)


def test_six_players_are_refused_in_words() -> None:
    with pytest.raises(ParseError) as err:
        parse('[Spieler "6"]\nRunde\nGeber: A\n')
    assert "sechs" in str(err.value) and "zu zweit oder zu viert" in str(err.value)
    with pytest.raises(ParseError) as err:
        parse('[Karten "7"]\nRunde\nGeber: A\n')
    assert "nur zu zweit" in str(err.value)


def test_at_two_a_trick_has_two_cards_and_c_is_not_at_the_table() -> None:
    with pytest.raises(ParseError) as err:
        parse('[Spieler "2"]\nRunde\nGeber: C\nStich: A HA, B H9, A H8\n')
    text = str(err.value)
    assert "„C“ sitzt nicht am Tisch" in text and "zwei Karten, hier sind es drei" in text


EICHEL = '[Regeln "{rules}"]\nRunde\nGeber: D\nTrumpf: EA\n{play}'


@pytest.mark.parametrize(
    ("rules", "play", "key", "kind"),
    [
        (
            "schlanders-2013",
            "Stich: A HA, B H9, C H8, D H7\n",
            "trump.eichel-played",
            Kind.VIOLATION,
        ),
        ("schlanders-2013", "", "trump.only-eichel", Kind.UNDETERMINED),
    ],
)
def test_eichel_turned_and_played_on_breaks_a_7(rules, play, key, kind) -> None:
    r = judge_text(EICHEL.format(rules=rules, play=play))
    [f] = [f for f in r.findings if f.concern == "trump-turn"]
    assert (f.key, f.kind) == (key, kind)
    assert [c.ref for c in f.cites] == ["A 7"]


def test_eichel_may_be_trump_in_1890() -> None:
    r = judge_text(EICHEL.format(rules="1890", play="Stich: A HA, B H9, C H8, D H7\n"))
    assert r.deals[0].play.trump is Suit.EICHEL
    assert not [f for f in r.findings if f.key.startswith("trump.")]


def test_a_cutter_with_too_many_cards_is_struck_like_anyone(rules="schlanders-2013") -> None:
    """B §3: the wrong number of cards, for any seat, the cutter included."""
    text = f'[Regeln "{rules}"]\nRunde\nGeber: D\nAbheben C: HK\nHand C: HK HA H9 H8 H7 H10\n'
    [f] = [f for f in judge_text(text).findings if f.kind is Kind.VIOLATION]
    assert (f.key, f.concern) == ("deal.cutter-count", "wrong-card-count")
    assert f.penalty is not None and (f.penalty.party, f.penalty.points) == (Party.AC, -2)
    assert [c.ref for c in f.cites] == ["B §3"]


def test_the_hand_size_is_the_tables() -> None:
    text = '[Spieler "2"]\n[Karten "7"]\nRunde\nGeber: B\nHand A: HA HK HO HU H10\n'
    [f] = [f for f in judge_text(text).findings if f.key == "deal.hand-size"]
    assert "5 statt sieben Karten" in finding_message(f)


TWO_NAMED = '[Spieler "2"]\n[A "Sepp Mair"]\n[B "Toni"]\n[Regeln "1890"]\nRunde\nGeber: B\n'


def test_the_header_of_a_table_of_two_names_each_player_once() -> None:
    """A party is one seat at a table of two: „Spieler A Sepp Mair · B Toni“ (terminal)
    and one row „Spieler“ (page), not „A: A Sepp Mair“ as if A were a party of several."""
    from referee.faces.html import render_page
    from referee.faces.terminal import make_console, render

    report = judge_text(TWO_NAMED)
    out = io.StringIO()
    render(report, make_console(out, plain=True, width=200), "de")
    head = " ".join(out.getvalue().split("\n\n")[0].split())
    assert "Spieler A Sepp Mair · B Toni" in head and "A: A" not in head
    page = render_page(report, "de")
    assert "<dt>Spieler</dt><dd>A (<bdi>Sepp Mair</bdi>), B (<bdi>Toni</bdi>)</dd>" in page
