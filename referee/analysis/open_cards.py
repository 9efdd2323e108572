"""The deal seen with open cards: who makes the Spiel with best play, which card turned it.

For a deal whose hands are all known at its start (``Hand`` lines, or completed from
the cards played and shown), ``analyse_deal`` gives the Spiel's value with best play
by all from the start, and after each card actually played; a card after which the
player's own party no longer makes a Spiel it made before has *turned* the deal, and
the best alternatives are named.  The values come from the exact search in
``referee.analysis.solver``; positions are stepped with the referee's ``trick_winner``.

Where a seat's cards are not all known the analysis says which seats are missing,
never guesses.  The JSON form is documented in ``docs/ANALYSIS.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from referee.analysis.solver import FOUR, Position, Solver, TableShape
from referee.analysis.worth import CardWorth, worth_json, worth_sentence
from referee.base.record import record, replace
from referee.messages import DE, say
from referee.model.cards import Card, by_order
from referee.model.events import NOWHERE, Figure, Span
from referee.model.results import FigureValue, PlayedCard, PlayResult, WagerResult
from referee.model.seats import SEATS, Seat
from referee.table.deal import TableRules, in_deck, perlaggs
from referee.table.figures import describe, split_hands
from referee.table.one_name import shown_in_showing_order
from referee.table.state import Table, first_leader, trick_winner


@record
class CardAnalysis:
    """One card actually played, and the Spiel's value before and after it."""

    seat: Seat
    card: Card
    counts_as: Card
    christened: bool
    span: Span
    before: int | None  # party number that makes the Spiel with best play, None: nobody
    after: int | None
    better: tuple[tuple[Card, Card | None], ...] = ()  # (card, christened as) that held it

    @property
    def turned(self) -> bool:
        return self.before != self.after


@record
class DealAnalysis:
    """The analysis of one deal (``missing``: seats whose cards at the start are unknown)."""

    number: int | None
    span: Span
    shape: TableShape
    spiel: int | None = None
    missing: tuple[Seat, ...] = ()
    plays: tuple[CardAnalysis, ...] = ()
    figures: Mapping[Seat, tuple[FigureValue | None, FigureValue | None]] | None = None
    spiel_bid_by: Seat | None = None  # the seat that bid the Spiel, when it was bid
    nodes: int = 0
    spiel_held_by: Seat | None = None  # the seat that held the Spiel, when it was held
    stopped: Stop | None = None  # the card at which the analysis had to stop, if any
    foreign: tuple[Card, ...] = ()  # cards held that the rulebook's deck lacks (``missing``)
    #: each card of the seats asked for, weighed from its player's chair (``seat_view``)
    worth: tuple[CardWorth, ...] = ()


@record
class Stop:
    """A card played that the analysis cannot follow, and why: ``"card-not-held"`` (not
    among the seat's cards as the analysis knows them) or ``"out-of-turn"`` (not the
    seat to play).  The analysis ends before it; the referee's findings say more."""

    seat: Seat
    card: Card
    span: Span
    reason: str


# --------------------------------------------------------------------------- stepping
def step(shape: TableShape, pos: Position, played: PlayedCard) -> Position:
    """The position after ``played`` by the seat to play; a full trick is closed."""
    seat = pos.to_play
    hands = tuple(h - {played.card} if i == seat else h for i, h in enumerate(pos.hands))
    trick = (*pos.trick, played)
    if len(trick) < shape.seats:
        return Position(hands, pos.trump, pos.leader, pos.won, trick)
    winner = (pos.leader + trick_winner(trick, pos.trump)) % shape.seats
    won = [pos.won[0], pos.won[1]]
    won[shape.party(winner)] += 1
    return Position(hands, pos.trump, winner, (won[0], won[1]))


def alternatives(solver: Solver, pos: Position) -> list[PlayedCard]:
    """One play per distinct choice of the seat to play (christening classes, §19)."""
    return solver.choices(pos)


# --------------------------------------------------------------------------- a deal
def shape_of(play: PlayResult, rules: TableRules) -> TableShape:
    """The solver's shape of the deal's table: its seats, hand size and the tricks that
    make the Spiel (``Table.spiel_tricks``)."""
    table = Table(rules, len(play.seats), play.hand_size)
    return TableShape(table.players, table.hand_size, table.spiel_tricks)


def start_of(
    play: PlayResult, shape: TableShape, rules: TableRules
) -> tuple[Position | None, tuple[Seat, ...]]:
    """The position at the first card, or None and the seats whose cards are missing
    (not all known, or one not in the rulebook's deck: ``foreign_cards``)."""
    seats = SEATS[: shape.seats]
    foreign = set(foreign_cards(play, rules))
    missing = tuple(
        s
        for s in seats
        if len(play.known.get(s, ())) != shape.hand_size or foreign & set(play.known.get(s, ()))
    )
    if missing or play.trump is None or play.dealer is None:
        return None, missing
    hands = tuple(frozenset(play.known[s]) for s in seats)
    leader = SEATS.index(first_leader(Table(rules, shape.seats, shape.hand_size), play.dealer))
    return Position(hands, play.trump, leader), ()


def foreign_cards(play: PlayResult, rules: TableRules) -> tuple[Card, ...]:
    """The cards known in the hands that the rulebook's deck has not (a Weli where the
    deck has none): the analysis cannot place the deal, the referee's findings say why."""
    held = sorted({c for cards in play.known.values() for c in cards}, key=by_order)
    return tuple(c for c in held if not in_deck(rules, c))


def analyse_deal(
    play: PlayResult,
    wager: WagerResult | None,
    rules: TableRules,
    number: int | None = None,
    span: Span = NOWHERE,
    shape: TableShape = FOUR,
) -> DealAnalysis:
    """The Spiel with best play from the start and after each card played."""
    figures = _figures(play, rules, shape)
    bidder = _spiel_bidder(wager)
    holder = _spiel_holder(wager)
    pos, missing = start_of(play, shape, rules)
    if pos is None:
        foreign = foreign_cards(play, rules)
        return DealAnalysis(
            number, span, shape, None, missing, (), figures, bidder, 0, holder, foreign=foreign
        )
    solver = Solver(rules, shape, pos.trump)
    first = solver.spiel(pos)
    cards, stopped = _walk(solver, shape, pos, first, [p for t in play.tricks for p in t.plays])
    return DealAnalysis(
        number, span, shape, first, (), cards, figures, bidder, solver.nodes, holder, stopped
    )


def _walk(
    solver: Solver, shape: TableShape, pos: Position, value: int | None, plays: list[PlayedCard]
) -> tuple[tuple[CardAnalysis, ...], Stop | None]:
    """Each card played until the Spiel is decided, with the value before and after it;
    the first card the analysis cannot follow (``Stop``) ends it."""
    cards: list[CardAnalysis] = []
    for p in plays:
        if max(pos.won) >= shape.tricks_needed:
            break
        seat = SEATS.index(p.seat)
        if seat != pos.to_play:
            return tuple(cards), Stop(p.seat, p.card, p.span, "out-of-turn")
        if p.card not in pos.hands[seat]:
            return tuple(cards), Stop(p.seat, p.card, p.span, "card-not-held")
        nxt = step(shape, pos, p)
        after = solver.spiel(nxt)
        better: tuple[tuple[Card, Card | None], ...] = ()
        if after != value and value == shape.party(seat):
            better = _better(solver, shape, pos, value)
        cards.append(_card(p, value, after, better))
        pos, value = nxt, after
    return tuple(cards), None


def _card(
    p: PlayedCard,
    before: int | None,
    after: int | None,
    better: tuple[tuple[Card, Card | None], ...],
) -> CardAnalysis:
    return CardAnalysis(
        p.seat, p.card, p.counts_as, p.perlagg_rank is not None, p.span, before, after, better
    )


def _better(
    solver: Solver, shape: TableShape, pos: Position, value: int | None
) -> tuple[tuple[Card, Card | None], ...]:
    out = []
    for alt in alternatives(solver, pos):
        if solver.spiel(step(shape, pos, alt)) == value:
            out.append((alt.card, alt.counts_as if alt.perlagg_rank is not None else None))
    return tuple(out)


def _figures(
    play: PlayResult, rules: TableRules, shape: TableShape
) -> dict[Seat, tuple[FigureValue | None, FigureValue | None]] | None:
    """The Gleich and Hanger each seat could show with the Perlaggs as dealt, one name
    per Perlagg in showing order (``referee.table.one_name``)."""
    if play.trump is None:
        return None
    live = perlaggs(rules, play.trump)
    seats = SEATS[: shape.seats]
    hands = split_hands(play.known, live, {}, shape.hand_size, seats)
    return dict(shown_in_showing_order(hands, seats))


def _spiel_bidder(wager: WagerResult | None) -> Seat | None:
    if wager is None:
        return None
    outcome = wager.figures.get(Figure.SPIEL)
    return outcome.bidder if outcome is not None else None


def _spiel_holder(wager: WagerResult | None) -> Seat | None:
    """The seat that held the Spiel (answered a bid with "halten"), when it was held."""
    if wager is None:
        return None
    outcome = wager.figures.get(Figure.SPIEL)
    return outcome.held_by if outcome is not None else None


# --------------------------------------------------------------------------- words
def _party(shape: TableShape, value: int | None) -> str | None:
    return None if value is None else shape.party_names[value]


def _as(c: CardAnalysis | tuple[Card, Card | None]) -> str | None:
    if isinstance(c, CardAnalysis):
        return c.counts_as.code if c.christened else None
    return c[1].code if c[1] is not None else None


def to_json(a: DealAnalysis, lang: str = DE) -> dict[str, Any]:
    """The JSON form of one deal's analysis (docs/ANALYSIS.md)."""
    out: dict[str, Any] = {
        "line": a.span.line if a.span != NOWHERE else None,
        "deal": a.number,
        "spiel": _party(a.shape, a.spiel) if not a.missing else None,
        "missing": [s.value for s in a.missing],
        "plays": [
            {
                "line": c.span.line if c.span != NOWHERE else None,
                "column": c.span.column if c.span != NOWHERE else None,
                "seat": c.seat.value,
                "card": c.card.code,
                "as": _as(c),
                "spiel_before": _party(a.shape, c.before),
                "spiel_after": _party(a.shape, c.after),
                "better": [{"card": b[0].code, "as": _as(b)} for b in c.better],
            }
            for c in a.plays
        ],
        "figures": {
            seat.value: {"gleich": describe(g, lang), "hanger": describe(h, lang)}
            for seat, (g, h) in (a.figures or {}).items()
        },
    }
    if a.spiel_bid_by is not None and not a.missing:
        out["spiel_bid"] = {
            "seat": a.spiel_bid_by.value,
            "makes": a.spiel == a.shape.party(SEATS.index(a.spiel_bid_by)),
        }
    if a.stopped is not None:
        out["stopped"] = _stop_json(a.stopped, lang)
    if a.spiel_held_by is not None and not a.missing:
        out["spiel_held"] = {
            "seat": a.spiel_held_by.value,
            "makes": a.spiel == a.shape.party(SEATS.index(a.spiel_held_by)),
        }
    if a.worth:
        out["worth"] = [worth_json(w) for w in a.worth]
    return out


def _stop_json(stop: Stop, lang: str) -> dict[str, Any]:
    return {
        "line": stop.span.line if stop.span != NOWHERE else None,
        "column": stop.span.column if stop.span != NOWHERE else None,
        "seat": stop.seat.value,
        "card": stop.card.code,
        "reason": stop.reason,
        "message": stop_sentence(stop, lang),
    }


def lines(a: DealAnalysis, lang: str = DE) -> list[str]:
    """The analysis of one deal in sentences, for a reader."""
    head = say("analysis.deal", lang, number=a.number or "?")
    if a.missing:
        return [head + _missing_sentence(a, "analysis.missing", lang), *worth_lines(a, lang)]
    out = [head + _value_sentence(a.shape, a.spiel, lang)]
    for said in (bid_sentence(a, lang), held_sentence(a, lang)):
        if said is not None:
            out.append("  " + said)
    for c in a.plays:
        if c.turned:
            out.append("  " + _turn_sentence(a.shape, c, lang))
    if not any(c.turned for c in a.plays) and a.plays:
        out.append("  " + say("analysis.no-turn", lang))
    if a.stopped is not None:
        where = (
            f"{a.stopped.span.line}:{a.stopped.span.column}: " if a.stopped.span != NOWHERE else ""
        )
        out.append("  " + where + stop_sentence(a.stopped, lang))
    out += ["  " + figures_sentence(seat, g, h, lang) for seat, (g, h) in (a.figures or {}).items()]
    return out + worth_lines(a, lang)


def worth_lines(a: DealAnalysis, lang: str = DE) -> list[str]:
    """Each card weighed from its player's chair (``seat_view``), under a title."""
    if not a.worth:
        return []
    seats = ", ".join(dict.fromkeys(w.seat.value for w in a.worth))
    out = ["  " + say("analysis.worth.title", lang, seats=seats) + ":"]
    for w in a.worth:
        out.append("    " + worth_sentence(w, party_of(a.shape, w.seat), lang))
    return out


def party_of(shape: TableShape, seat: Seat) -> str:
    """The name of ``seat``'s party at the table (``A+C``; ``A`` at a table of two)."""
    return shape.party_names[shape.party(SEATS.index(seat))]


def figures_sentence(
    seat: Seat, gleich: FigureValue | None, hanger: FigureValue | None, lang: str = DE
) -> str:
    """The best Gleich and Hanger a seat could have shown; one "no figure" for neither.

    >>> figures_sentence(Seat.C, None, None)
    'C hätte keine Figur zeigen können.'
    """
    if gleich is None and hanger is None:
        return say("analysis.figures-none", lang, seat=seat.value)
    return say(
        "analysis.figures",
        lang,
        seat=seat.value,
        gleich=describe(gleich, lang) if gleich else say("analysis.no-gleich", lang),
        hanger=describe(hanger, lang) if hanger else say("analysis.no-hanger", lang),
    )


def stop_sentence(stop: Stop, lang: str = DE) -> str:
    """Why the analysis ends at a card: not the seat's, or played out of turn."""
    return say(f"analysis.stopped.{stop.reason}", lang, seat=stop.seat.value, card=stop.card.code)


def bid_sentence(a: DealAnalysis, lang: str = DE) -> str | None:
    """Whether the party that bid the Spiel could have made it; None: not bid or unknown."""
    if a.spiel_bid_by is None or a.missing:
        return None
    party = a.shape.party(SEATS.index(a.spiel_bid_by))
    key = "analysis.bid-makes" if a.spiel == party else "analysis.bid-fails"
    return say(key, lang, seat=a.spiel_bid_by.value)


def held_sentence(a: DealAnalysis, lang: str = DE) -> str | None:
    """Whether the party that held the Spiel could have made it with best play; None
    where it was not held or the hands are not all known."""
    if a.spiel_held_by is None or a.missing:
        return None
    seat = SEATS.index(a.spiel_held_by)
    key = "analysis.held-makes" if a.spiel == a.shape.party(seat) else "analysis.held-fails"
    return say(
        key, lang, seat=a.spiel_held_by.value, party=a.shape.party_names[a.shape.party(seat)]
    )


def _missing_sentence(a: DealAnalysis, key: str, lang: str) -> str:
    """Why there is no analysis: cards the deck lacks (``key`` + ``-foreign``), or seats
    whose cards are not all known."""
    seats = ", ".join(s.value for s in a.missing)
    if a.foreign:
        cards = ", ".join(c.german for c in a.foreign)  # only the Weli can be foreign
        return say(key + "-foreign", lang, seats=seats, cards=cards)
    return say(key, lang, seats=seats)


def start_sentence(a: DealAnalysis, lang: str = DE) -> str:
    """The deal's value with best play from the start, or the seats whose cards are
    missing, as one sentence (for the annotations and the page)."""
    if a.missing:
        return _missing_sentence(a, "analysis.start-missing", lang)
    if a.spiel is None:
        return say("analysis.start-nobody", lang)
    return say("analysis.start", lang, party=a.shape.party_names[a.spiel])


def turn_sentence(a: DealAnalysis, c: CardAnalysis, lang: str = DE) -> str:
    """``Mit HA gibt C das Spiel von A+C her; HK hätte es gehalten.``: one turning card."""
    text = _turn_sentence(a.shape, replace(c, span=NOWHERE), lang)
    return text + "."


def _value_sentence(shape: TableShape, value: int | None, lang: str) -> str:
    if value is None:
        return say("analysis.nobody", lang)
    return say("analysis.spiel", lang, party=shape.party_names[value])


def _card_words(card: Card, counts_as: Card | None, lang: str) -> str:
    if counts_as is None:
        return card.code
    return say("analysis.as", lang, card=card.code, named=counts_as.code)


def _turn_sentence(shape: TableShape, c: CardAnalysis, lang: str) -> str:
    played = _card_words(c.card, c.counts_as if c.christened else None, lang)
    party = shape.party_names[c.before] if c.before is not None else "?"
    where = f"{c.span.line}:{c.span.column}: " if c.span != NOWHERE else ""
    text = say("analysis.turned", lang, card=played, party=party, seat=c.seat.value)
    if c.better:
        alts = tuple(_card_words(card, named, lang) for card, named in c.better[:3])
        text += "; " + say("analysis.better", lang, cards=alts)
    return where + text


def rules_of(transcript: Any, rules: str | None, base_dir: Path | None) -> TableRules:
    """The table rules a transcript was judged under: ``--rules`` (any file, from
    ``base_dir``), else its ``[Regeln]`` header within its own tree (as ``replay.judge``)."""
    from referee.judge.transcript import DEFAULT_RULEBOOK
    from referee.rules import load

    if rules:
        return TableRules.from_rulebook(load(rules, base_dir))
    named = transcript.header("Regeln") or DEFAULT_RULEBOOK
    return TableRules.from_rulebook(load(named, base_dir, within=base_dir or Path.cwd()))


def analyse_judged(judged: Any, rules: str | None, base_dir: Path | None) -> list[DealAnalysis]:
    """Every deal of a judged file (``referee.faces.common.Judged``), once, under its rules."""
    return analyse_report(judged.report, rules_of(judged.transcript, rules, base_dir))


def analyse_report(report: Any, rules: TableRules) -> list[DealAnalysis]:
    """Every deal of a judged transcript (``referee.model.report.Report``), each on its table."""
    return [
        analyse_deal(d.play, d.wager, rules, d.number or i, d.span, shape_of(d.play, rules))
        for i, d in enumerate(report.deals, 1)
    ]
