"""What the wager, the scoring and the showing of a deal share: the rules' numbers,
the lines of the writing, and the words for figures.

The three stages form one line: ``wager.py`` folds the speech of a deal into entries,
``scoring.py`` writes them in the order of the rules, ``showing.py`` judges the showing.
Each imports only this module and the stages before it; none reaches back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Protocol

from referee.base.record import record
from referee.model.events import NOWHERE, SPIEL_AUS, Figure, Span
from referee.model.results import Decided, FigureValue, Outcome, PlayResult
from referee.model.seats import Party, Seat


class _Rulebook(Protocol):
    def param(self, name: str) -> Any: ...


def _ladder(raw: Sequence[Any]) -> tuple[int, ...]:
    return tuple(
        SPIEL_AUS if str(x).lower().replace(" ", "-") == "spiel-aus" else int(x) for x in raw
    )


@record
class WagerRules:
    """The parameters the wager and the score depend on (see rulebooks/concerns.toml)."""

    raise_ladder: tuple[int, ...] = (3, 4, 5, 6, 7, SPIEL_AUS)  # raise.ladder
    score_gut: int = 1  # score.gut
    score_held: int = 2  # score.held
    score_silent: int = 1  # score.silent
    false_figure_penalty: int = 3  # penalty.false_figure (points struck, positive)
    false_figure_forfeits_deal: bool = False  # penalty.false_figure_forfeits_deal
    overbid_penalty: int = 2  # penalty.overbid
    overbid_gut_ends_match: bool = False  # penalty.overbid_gut_ends_match
    #: §20 case 2 ("soviel Figuren zugleich"): param penalty.overbid_many_at_once
    overbid_many_at_once: bool = True
    throw_in_forfeits_figures: bool = False  # throw_in.forfeits_figures
    #: B §3: the party that played with the wrong number of cards loses every figure it
    #: made (param penalty.wrong_card_count_forfeits_figures)
    wrong_card_count_forfeits_figures: bool = False
    endgame_ask_degree_from: int = 3  # endgame.ask_degree_from
    #: both parties have a figure of the asked degree: the Spiel decides instead of the
    #: better one (param endgame.same_degree_by_spiel)
    endgame_same_degree_by_spiel: bool = False
    target: int = 15  # target.points

    @classmethod
    def from_rulebook(cls, rb: _Rulebook) -> WagerRules:
        return cls(
            raise_ladder=_ladder(rb.param("raise.ladder")),
            score_gut=int(rb.param("score.gut")),
            score_held=int(rb.param("score.held")),
            score_silent=int(rb.param("score.silent")),
            false_figure_penalty=abs(int(rb.param("penalty.false_figure"))),
            false_figure_forfeits_deal=bool(rb.param("penalty.false_figure_forfeits_deal")),
            overbid_penalty=abs(int(rb.param("penalty.overbid"))),
            overbid_gut_ends_match=bool(rb.param("penalty.overbid_gut_ends_match")),
            overbid_many_at_once=bool(rb.param("penalty.overbid_many_at_once")),
            throw_in_forfeits_figures=bool(rb.param("throw_in.forfeits_figures")),
            wrong_card_count_forfeits_figures=bool(
                rb.param("penalty.wrong_card_count_forfeits_figures")
            ),
            endgame_ask_degree_from=int(rb.param("endgame.ask_degree_from")),
            endgame_same_degree_by_spiel=bool(rb.param("endgame.same_degree_by_spiel")),
            target=int(rb.param("target.points")),
        )

    def next_step(self, level: int) -> int | None:
        """concern raise-ladder: the one step above ``level`` (None above the top)."""
        for step in self.raise_ladder:
            if step > level:
                return step
        return None


class EntryKind(StrEnum):
    GUT = "gut"  # let good, or a refused raise ("gut bei n"): counts at once
    CONCESSION = "concession"  # figures conceded by throwing the cards down
    PENALTY = "penalty"
    SPIEL_AUS = "spiel-aus"  # held at "Spiel aus": the figure's winner goes out
    HELD = "held"
    STILL = "still"


#: Figure rank for going out (S. 60: Gleich before Hanger before Spiel).
GOING_OUT_RANK = {Figure.GLEICH: 3, Figure.HANGER: 2, Figure.SPIEL: 1}


@record
class Entry:
    """One line of the deal's writing.  ``party`` None: nobody scores (steht, offen)."""

    kind: EntryKind
    figure: Figure | None
    party: Party | None
    points: int
    outcome: Outcome | None = None
    index: int = 0  # the event it belongs to, for ordering findings
    span: Span = NOWHERE
    missing: tuple[Seat, ...] = ()  # for an open (offen) figure: whose cards are unknown
    ends_match: bool = False  # the match is over when this is written (overbid let good)
    concern: str = "scoring-order"


def party_best(best: Mapping[Seat, FigureValue | None], party: Party) -> FigureValue | None:
    values = [v for s in party.seats if (v := best.get(s)) is not None]
    return max(values, key=lambda v: v.key) if values else None


def _figure_entry(
    kind: EntryKind, fig: Figure, points: int, play: PlayResult, index: int, span: Span
) -> Entry:
    """A figure decided by the cards of all four players (concern figure-decided-by-all)."""
    decision = play.decision(fig)
    ok = Outcome.STILL if kind is EntryKind.STILL else Outcome.GEHALTEN
    if kind is EntryKind.SPIEL_AUS:
        ok = Outcome.SPIEL_AUS
    concern = "silent-figures" if kind is EntryKind.STILL else "held-scoring"
    if decision.outcome is Decided.PARTY and decision.party is not None:
        return Entry(kind, fig, decision.party, points, ok, index, span, concern=concern)
    if decision.outcome is Decided.TIE:
        return Entry(kind, fig, None, 0, Outcome.STEHT, index, span, concern=concern)
    return Entry(
        kind, fig, None, points, Outcome.OFFEN, index, span, decision.missing, concern=concern
    )


def figure_entry(
    kind: EntryKind, fig: Figure, points: int, play: PlayResult, index: int, span: Span
) -> Entry:
    return _figure_entry(kind, fig, points, play, index, span)


def fig_name(fig: Figure) -> str:
    """A figure's name as players say it (in both languages): Gleich, Hanger, Spiel.

    >>> fig_name(Figure.HANGER)
    'Hanger'
    """
    return _FIG_NAMES[fig]


_FIG_NAMES = {fig: fig.value.capitalize() for fig in Figure}


def args(**kw: object) -> Mapping[str, Any]:
    """A finding's arguments: numbers stay numbers, a tuple stays a tuple of words (the
    message joins it in the reader's language), everything else becomes text (a text
    is itself: asked first, the commonest).

    >>> dict(args(figure="Gleich", level=2, seats=("A", "C"), stage=Figure.SPIEL))
    {'figure': 'Gleich', 'level': 2, 'seats': ('A', 'C'), 'stage': 'spiel'}
    """
    return MappingProxyType(
        {
            k: (v if v.__class__ is str or isinstance(v, (int, tuple)) else str(v))
            for k, v in kw.items()
        }
    )
