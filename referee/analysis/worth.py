"""What a card played was worth from the player's chair: the records of the seat's view.

``referee.analysis.seat_view`` fills them; the analysis with open cards
(``open_cards.DealAnalysis.worth``) carries them to the faces.  A card's worth is told
in candidate deals: the deals of the cards its player could not see that agree with
everything he could know when he played it, each solved exactly.

>>> from referee.model.cards import card
>>> w = CardWorth(Seat.A, card("HA"), None, NOWHERE, 4, True, 1,
...               (Choice(card("HK"), None, 3), Choice(card("HA"), None, 1)), 0.0)
>>> w.share, w.best.card.code, w.loss, w.mistake
(0.25, 'HK', 0.5, True)
"""

from __future__ import annotations

from typing import Any

from referee.base.record import record
from referee.messages import DE, say
from referee.model.cards import Card
from referee.model.events import NOWHERE, Span
from referee.model.seats import Seat

#: How many standard errors a better choice must lead by, in a sample, to make the card
#: played a mistake (exact enumeration: any lead at all).
MARGIN = 2.0


@record
class Choice:
    """One play the seat could have made: a legal card, as christened (None: as itself),
    and in how many of the candidate deals its party makes the Spiel after it."""

    card: Card
    counts_as: Card | None
    makes: int


@record
class CardWorth:
    """One card played, weighed in ``deals`` candidate deals (``exact``: all of them,
    else a seeded sample of that many): ``makes`` of them its party makes the Spiel after
    it; ``choices`` each legal card with its best christening, the best first (the card
    played is among them as played); ``gap_error`` the standard error of the best
    other choice's share minus the card's (0 when exact)."""

    seat: Seat
    card: Card
    counts_as: Card | None
    span: Span
    deals: int
    exact: bool
    makes: int
    choices: tuple[Choice, ...]
    gap_error: float
    error: float = 0.0  # the standard error of ``share`` (0 when exact)
    rival: Choice | None = None  # the best other choice (another christening counts)

    @property
    def share(self) -> float:
        """The share of the candidate deals in which the card played makes the Spiel."""
        return self.makes / self.deals if self.deals else 0.0

    @property
    def best(self) -> Choice | None:
        """The best other play (``rival``), else the best of ``choices``."""
        return self.rival or (self.choices[0] if self.choices else None)

    @property
    def loss(self) -> float:
        """How much better the best other play's share was (0 when none was better)."""
        best = self.best
        if best is None or not self.deals:
            return 0.0
        return max(0.0, (best.makes - self.makes) / self.deals)

    @property
    def mistake(self) -> bool:
        """A mistake from the player's chair: another play better by more than the error
        (``MARGIN`` standard errors of the difference in a sample; any amount when exact)."""
        return self.loss > (0.0 if self.exact else MARGIN * self.gap_error)


# --------------------------------------------------------------------------- words
def percent(x: float, lang: str, digits: int = 0) -> str:
    """A share as a percentage, in the reader's way of writing numbers.

    >>> percent(0.625, "de"), percent(0.034, "de", 1), percent(0.034, "en", 1)
    ('62 %', '3,4 %', '3.4%')
    """
    text = f"{100 * x:.{digits}f}"
    return text.replace(".", ",") + " %" if lang == DE else text + "%"


def _play(card: Card, counts_as: Card | None, lang: str) -> str:
    if counts_as is None:
        return card.code
    return say("analysis.as", lang, card=card.code, named=counts_as.code)


def basis(w: CardWorth, lang: str = DE) -> str:
    """How the share was found: all candidate deals solved, or a sample and its error."""
    if w.exact:
        return say("analysis.worth.exact", lang, deals=w.deals)
    return say("analysis.worth.sampled", lang, deals=w.deals, error=percent(w.error, lang, 1))


def worth_sentence(w: CardWorth, party: str, lang: str = DE) -> str:
    """One card's worth from its player's chair, the other plays and whether it was a
    mistake (``20:8: A mit W = H7: A+C macht das Spiel in 62 % (…); sonst: …``)."""
    where = f"{w.span.line}:{w.span.column}: " if w.span != NOWHERE else ""
    played = _play(w.card, w.counts_as, lang)
    if not w.deals:
        return where + say("analysis.worth.none", lang, seat=w.seat.value, card=played)
    text = say(
        "analysis.worth.card",
        lang,
        seat=w.seat.value,
        card=played,
        party=party,
        share=percent(w.share, lang),
        basis=basis(w, lang),
    )
    others = [
        f"{_play(c.card, c.counts_as, lang)} {percent(c.makes / w.deals, lang)}"
        for c in w.choices
        if (c.card, c.counts_as) != (w.card, w.counts_as)
    ]
    if others:
        text += "; " + say("analysis.worth.others", lang, others=", ".join(others))
    if w.mistake and w.best is not None:
        better = _play(w.best.card, w.best.counts_as, lang)
        text += "; " + say(
            "analysis.worth.mistake", lang, better=better, loss=percent(w.loss, lang, 1)
        )
    return where + text + "."


def mistake_sentence(w: CardWorth, party: str, lang: str = DE) -> str:
    """A card that was a mistake from its player's chair, by how much, with the better
    play and both shares (for the annotations)."""
    best = w.best
    assert best is not None and w.deals
    return say(
        "analysis.worth.mistake-note",
        lang,
        seat=w.seat.value,
        loss=percent(w.loss, lang, 1),
        better=_play(best.card, best.counts_as, lang),
        party=party,
        best=percent(best.makes / w.deals, lang),
        card=_play(w.card, w.counts_as, lang),
        share=percent(w.share, lang),
        basis=basis(w, lang),
    )


def worth_json(w: CardWorth) -> dict[str, Any]:
    """The JSON form of one card's worth (docs/ANALYSIS.md)."""
    return {
        "line": w.span.line if w.span != NOWHERE else None,
        "column": w.span.column if w.span != NOWHERE else None,
        "seat": w.seat.value,
        "card": w.card.code,
        "as": _code(w.counts_as),
        "deals": w.deals,
        "exact": w.exact,
        "makes": w.makes,
        "share": w.share,
        "error": w.error,
        "choices": [_choice_json(c, w.deals) for c in w.choices],
        "best_other": _choice_json(w.rival, w.deals) if w.rival is not None else None,
        "loss": w.loss,
        "gap_error": w.gap_error,
        "mistake": w.mistake,
    }


def _choice_json(c: Choice, deals: int) -> dict[str, Any]:
    share = c.makes / deals if deals else None
    return {"card": c.card.code, "as": _code(c.counts_as), "makes": c.makes, "share": share}


def _code(c: Card | None) -> str | None:
    return c.code if c is not None else None
