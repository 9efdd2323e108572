"""Writing the points of one deal in the order the rules prescribe, and going out.

The wager stage (``wager.py``) turns a deal's speech into ``Entry`` lines in the order
of the concern ``scoring-order``: what counts at once, in the order it happened (a
figure let good, a refused raise, a figure thrown in, the overbid penalty, and a figure
held at "Spiel aus" at the moment it was held); then the penalties struck when the deal
is written up; then the held figures in the order they were bid.  ``settle`` walks that
list with the running score, then writes the figures nobody bid (concern
``silent-figures``, with the end game of concern ``end-game-ties``), and stops the
moment a party reaches the target: nothing is written after that.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from referee.base.record import field, record, replace
from referee.judge.ledger import (
    GOING_OUT_RANK,
    Entry,
    EntryKind,
    WagerRules,
    figure_entry,
    party_best,
)
from referee.judge.ledger import args as _args
from referee.judge.ledger import fig_name as _fig
from referee.model.events import NOWHERE, Figure, Span
from referee.model.findings import Finding, Kind
from referee.model.results import Decided, Outcome, PlayResult
from referee.model.seats import Party

#: The parties and the figures as tuples: iterating an enum class runs Python code at
#: every step, and these loops run several times per deal.
_PARTIES = tuple(Party)
_FIGURES = tuple(Figure)


@record
class Written:
    entry: Entry
    written: bool  # False: not written (match over before it, or the deal forfeited)
    points: int  # what was actually written


@record
class Settlement:
    lines: tuple[Written, ...]
    points: Mapping[Party, int]
    score: Mapping[Party, int]
    winner: Party | None
    findings: tuple[tuple[int, Finding], ...] = ()
    undetermined: bool = False  # an open figure could have decided who went out


@record(frozen=False)
class _Walk:
    """The running tally while writing (local to ``settle``; never escapes it)."""

    score: dict[Party, int]
    target: int
    forfeited: frozenset[Party]
    lines: list[Written] = field(default_factory=list)
    findings: list[tuple[int, Finding]] = field(default_factory=list)
    winner: Party | None = None
    stopped: bool = False  # an open figure may have ended the match: write no more

    def write(self, entry: Entry) -> None:
        if self.winner is not None or self.stopped:
            self.lines.append(Written(entry, False, 0))
            return
        if entry.party is None:
            self.lines.append(Written(entry, False, 0))
            if entry.outcome is Outcome.OFFEN:
                self._open(entry)
            return
        party = entry.party
        if entry.kind is not EntryKind.PENALTY and party in self.forfeited:
            # penalty.false_figure_forfeits_deal: the party writes nothing this deal
            self.lines.append(Written(entry, False, 0))
            return
        points = entry.points
        if entry.kind is EntryKind.SPIEL_AUS:
            points = max(0, self.target - self.score[party])
        self.score[party] += points
        self.lines.append(Written(entry, True, points))
        if entry.kind is EntryKind.PENALTY:
            return
        if (
            entry.ends_match
            or entry.kind is EntryKind.SPIEL_AUS
            or self.score[party] >= self.target
        ):
            self.winner = party
            self.findings.append(
                (
                    entry.index,
                    Finding(
                        Kind.RULING,
                        entry.concern if entry.ends_match else "scoring-order",
                        "scoring.went-out",
                        _args(
                            party=party.value,
                            figure=_fig(entry.figure) if entry.figure else "",
                            how=entry.kind.value,
                            score=_score_text(self.score),
                        ),
                        span=entry.span,
                        seats=party.seats,
                    ),
                )
            )

    def note(self, index: int, finding: Finding) -> None:
        """A ruling said while writing, unless the match is already over."""
        if self.winner is None and not self.stopped:
            self.findings.append((index, finding))

    def _open(self, entry: Entry) -> None:
        """An open figure: if its points alone could take a party out, the match may be over."""
        if any(s + entry.points >= self.target for s in self.score.values()):
            self.stopped = True
            self.findings.append(
                (
                    entry.index,
                    Finding(
                        Kind.UNDETERMINED,
                        "scoring-order",
                        "scoring.out-undetermined",
                        _args(figure=_fig(entry.figure) if entry.figure else ""),
                        span=entry.span,
                    ),
                )
            )


def settle(
    entries: Sequence[Entry],
    silent: Sequence[Figure],
    play: PlayResult,
    rules: WagerRules,
    before: Mapping[Party, int],
    target: int,
    forfeited: frozenset[Party] = frozenset(),
    end_index: int = 0,
    end_span: Span = NOWHERE,
    in_endgame: bool = False,
) -> Settlement:
    """Write ``entries`` in order, then the silent figures; stop at the target.

    ``in_endgame``: the table was in the end game while the deal was played and bid
    (concern end-game-ties, interpretation endgame-where-the-table-is): both parties
    one point short at its start or after what counted at once in its course.
    """
    walk = _Walk({p: before.get(p, 0) for p in _PARTIES}, target, forfeited)
    for entry in entries:
        walk.write(entry)
    if silent:
        endgame = in_endgame and both_one_short(walk.score, target)
        if not in_endgame and both_one_short(walk.score, target) and Figure.SPIEL in silent:
            walk.note(end_index, _not_endgame_finding(walk.score, end_span))
        for item in silent_entries(silent, play, rules, endgame, end_index, end_span):
            if isinstance(item, Finding):
                walk.note(end_index, item)
                continue
            walk.write(item)
    points = {p: walk.score[p] - before.get(p, 0) for p in _PARTIES}
    return Settlement(
        lines=tuple(walk.lines),
        points=MappingProxyType(points),
        score=MappingProxyType(dict(walk.score)),
        winner=walk.winner,
        findings=tuple(walk.findings),
        undetermined=walk.stopped,
    )


# --------------------------------------------------------------------------- silent figures
def silent_entries(
    silent: Sequence[Figure],
    play: PlayResult,
    rules: WagerRules,
    endgame: bool,
    index: int,
    span: Span,
) -> list[Entry | Finding]:
    """The figures nobody bid, in the order they are written.

    concern silent-figures: score.silent each to the party that has it better, in the
    rank order Gleich, Hanger, Spiel.  concern end-game-ties: in the end game (both
    parties need one point while the deal is played, ``endgame``) and with the Spiel
    among them, only figures of degree endgame.ask_degree_from or more are asked for;
    otherwise the Spiel goes out first.
    """
    order = [f for f in _FIGURES if f in silent]
    out: list[Entry | Finding] = []
    if endgame and Figure.SPIEL in order:
        first, ruling = endgame_pick([f for f in order if f is not Figure.SPIEL], play, rules)
        if ruling is not None:
            out.append(replace(ruling, span=span))
        if first is not None:
            order = [first] + [f for f in order if f is not first]
    for fig in order:
        out.append(figure_entry(EntryKind.STILL, fig, rules.score_silent, play, index, span))
    return out


def both_one_short(score: Mapping[Party, int], target: int) -> bool:
    """Both parties one point short of the target: nobody may bid any more (§20, B §16).

    >>> both_one_short({Party.AC: 14, Party.BD: 14}, 15)
    True
    >>> both_one_short({Party.AC: 12, Party.BD: 14}, 15)
    False
    """
    return all(score[p] == target - 1 for p in _PARTIES)


def endgame_pick(
    candidates: Sequence[Figure], play: PlayResult, rules: WagerRules
) -> tuple[Figure | None, Finding | None]:
    """Which silent figure goes out first when both parties need one point.

    Ask for the longest a hand can make (fünftige with five cards, siebenfache with
    seven), then viertige, … down to endgame.ask_degree_from: a party alone in
    having one goes out with it.  If both have one, the better goes out, unless the
    rulebook lets the Spiel decide then (endgame.same_degree_by_spiel); if neither has
    one, or both are equal, the Spiel goes out.
    """
    best: dict[Party, tuple[int, int, int, Figure]] = {}  # each party that has one: its best
    for party in Party:
        keys = []
        for fig in candidates:
            decision = play.decision(fig)
            if decision.outcome is Decided.UNKNOWN:
                return None, _endgame_finding(Kind.UNDETERMINED, "scoring.endgame-unknown", fig)
            value = party_best(decision.best, party)
            if value is not None and value.size >= rules.endgame_ask_degree_from:
                keys.append((value.size, GOING_OUT_RANK[fig], value.top, fig))
        if keys:
            best[party] = max(keys)
    for degree in range(play.hand_size, rules.endgame_ask_degree_from - 1, -1):
        having = [p for p in Party if p in best and best[p][0] >= degree]
        if len(having) == 1:
            fig = best[having[0]][3]
            return fig, _endgame_finding(
                Kind.RULING, "scoring.endgame-figure", fig, party=having[0].value, degree=degree
            )
        if len(having) == 2:
            a, b = best[Party.AC], best[Party.BD]
            if rules.endgame_same_degree_by_spiel or a[:3] == b[:3]:
                break
            winner = Party.AC if a[:3] > b[:3] else Party.BD
            fig = best[winner][3]
            return fig, _endgame_finding(
                Kind.RULING, "scoring.endgame-figure", fig, party=winner.value, degree=degree
            )
    return Figure.SPIEL, _endgame_finding(
        Kind.RULING, "scoring.endgame-spiel", Figure.SPIEL, degree=rules.endgame_ask_degree_from
    )


def _not_endgame_finding(score: Mapping[Party, int], span: Span) -> Finding:
    """Both one short only while the figures are written: no end game, the §9 order."""
    return Finding(
        Kind.RULING,
        "end-game-ties",
        "scoring.endgame-not-reached",
        _args(score=_score_text(score)),
        span=span,
    )


def _endgame_finding(kind: Kind, key: str, fig: Figure, **args: object) -> Finding:
    return Finding(kind, "end-game-ties", key, _args(figure=_fig(fig), **args))


def _score_text(score: Mapping[Party, int]) -> str:
    return ", ".join(f"{p.value} {score[p]}" for p in _PARTIES)
