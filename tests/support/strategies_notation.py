"""Hypothesis strategies for transcripts: every event the notation can write.

Reusable by other test modules: ``transcripts()`` draws a whole ``Transcript`` whose
rendering parses back to it; ``events()`` draws single events; ``notation_like_text()``
draws text made of notation words, good for fuzzing the parser deeper than random text.
"""

from __future__ import annotations

from hypothesis import strategies as st

from referee.model.cards import PLAIN_RANKS, CardRef, TrumpRef, full_deck
from referee.model.events import (
    SPIEL_AUS,
    Account,
    Annotation,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    Cut,
    Deal,
    Dealer,
    DealerCut,
    DealStart,
    DegreeDeclaration,
    Dispute,
    Event,
    Exchange,
    Figure,
    Hand,
    Header,
    Play,
    ScoreClaim,
    Show,
    ShownCard,
    Signal,
    Stands,
    TakeBack,
    Talk,
    ThrowIn,
    Transcript,
    Trick,
    TrumpTurn,
)
from referee.model.seats import Party, Seat

seats = st.sampled_from(list(Seat))
figures = st.sampled_from(list(Figure))
natural_cards = st.sampled_from(full_deck(with_weli=True))
card_refs: st.SearchStrategy[CardRef] = st.one_of(
    natural_cards, st.sampled_from([TrumpRef(r) for r in PLAIN_RANKS])
)
maybe_card = st.none() | card_refs
maybe_figure = st.none() | figures

#: Text a table would write: no control characters or line separators (a transcript
#: line cannot hold them), no byte-order mark.
_alphabet = st.characters(
    blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Co", "Cn"), blacklist_characters="\ufeff"
)
free_text = st.text(_alphabet, max_size=30)
#: Annotations and disputes lose surrounding blanks when parsed: draw them without.
stripped_text = free_text.map(str.strip)

#: The descriptive header keys, in any case (an unknown key is an error, and the
#: table's and the judging headers have headers of their own: see below).
header_keys = st.sampled_from(["Quelle", "Ort", "Datum"]).flatmap(
    lambda k: st.sampled_from([k, k.lower(), k.upper()])
)


def _key(h: Header) -> str:
    """Each key once: a seat named twice differently is an error of the file."""
    return h.key.casefold()


def headers() -> st.SearchStrategy[Header]:
    named = st.builds(Header, st.sampled_from(["A", "B", "C", "D"]), free_text)
    return st.one_of(st.builds(Header, header_keys, free_text), named)


def _answers(seats: st.SearchStrategy[Seat] = seats) -> st.SearchStrategy[Answer]:
    levels = st.integers(2, SPIEL_AUS)
    return st.one_of(
        st.builds(Answer, seats, st.just(AnswerKind.GUT), maybe_figure),
        st.builds(Answer, seats, st.just(AnswerKind.GUT_BEI), maybe_figure, levels),
        st.builds(Answer, seats, st.just(AnswerKind.HALTEN), maybe_figure, st.none() | levels),
        st.builds(
            Answer, seats, st.just(AnswerKind.RAISE), maybe_figure, st.integers(3, SPIEL_AUS)
        ),
        # a number above Sieben ("Acht", "Ich halte die Acht", "Gut bei acht"): no
        # level, the number said
        st.builds(
            Answer,
            seats,
            st.sampled_from([AnswerKind.RAISE, AnswerKind.HALTEN, AnswerKind.GUT_BEI]),
            maybe_figure,
            st.none(),
            st.integers(8, 10),
        ),
    )


def _accounts() -> st.SearchStrategy[Account]:
    """The table's account: a party for any figure; equal or none for Gleich and Hanger."""
    no_spiel = st.sampled_from([Figure.GLEICH, Figure.HANGER])
    return st.one_of(
        st.builds(Account, figures, st.sampled_from(list(Party))),
        st.builds(Account, no_spiel, st.none(), st.booleans()),
    )


def _plays(seats: st.SearchStrategy[Seat] = seats) -> st.SearchStrategy[Play]:
    return st.builds(Play, seats, card_refs, maybe_card)


def events(seats: st.SearchStrategy[Seat] = seats, trick: int = 4) -> st.SearchStrategy[Event]:
    """Any one event except ``DealStart`` and ``Annotation`` (placed by ``deals``);
    ``seats`` and ``trick`` (cards in a trick) as at the table."""
    cards = st.lists(card_refs, max_size=5).map(tuple)
    return st.one_of(
        st.builds(Dealer, seats),
        st.builds(Cut, seats, cards),
        st.builds(
            DealerCut,
            st.lists(st.tuples(seats, card_refs), min_size=1, max_size=trick).map(tuple),
        ),
        st.builds(Hand, seats, cards),
        st.builds(TrumpTurn, cards, st.none() | seats),
        st.builds(Exchange, seats, card_refs, card_refs),
        st.builds(Bid, seats, st.lists(figures, min_size=1, max_size=3).map(tuple), st.booleans()),
        _answers(seats),
        st.builds(Stands, seats, maybe_figure),
        st.builds(BareCall, seats, figures),
        st.builds(Talk, seats, free_text),
        _plays(seats),
        st.builds(
            Trick,
            st.lists(_plays(seats), min_size=trick, max_size=trick, unique_by=lambda p: p.seat).map(
                tuple
            ),
        ),  # each seat plays once in a trick (the notation refuses a seat twice)
        st.builds(
            Show,
            seats,
            st.lists(st.builds(ShownCard, card_refs, maybe_card), min_size=1, max_size=5).map(
                tuple
            ),
        ),
        st.builds(DegreeDeclaration, seats, figures, st.integers(2, 5), st.booleans()),
        st.builds(Signal, seats, maybe_card),
        st.builds(ThrowIn, seats),
        st.builds(TakeBack, seats, card_refs),
        _accounts(),
        st.builds(
            ScoreClaim,
            st.lists(
                st.tuples(st.sampled_from(list(Party)), st.integers(-99, 99)),
                min_size=1,
                max_size=2,
            ).map(tuple),
        ),
        st.builds(Dispute, stripped_text),
    )


@st.composite
def deals(draw: st.DrawFn, players: int = 4) -> Deal:
    start = DealStart(draw(st.none() | st.integers(0, 10_000)))
    body: list[Event] = []
    at_table = st.sampled_from(list(Seat)[:players])
    for ev in draw(st.lists(events(at_table, players), max_size=12)):
        body.append(ev)
        if draw(st.integers(0, 9)) == 0:
            body.append(Annotation(draw(stripped_text)))
    return Deal((start, *body))


def transcripts(max_deals: int = 3) -> st.SearchStrategy[Transcript]:
    return st.builds(
        Transcript,
        st.lists(headers(), max_size=4, unique_by=_key).map(tuple),
        st.lists(deals(), max_size=max_deals).map(tuple),
        preamble=st.lists(st.builds(Annotation, stripped_text), max_size=2).map(tuple),
    )


@st.composite
def two_player_transcripts(draw: st.DrawFn, max_deals: int = 3) -> Transcript:
    """A table of two: ``[Spieler "2"]``, maybe ``[Karten "7"]``, seats A and B only,
    two-card tricks, score lines ``Stand: A 3, B 1``."""
    table = [Header("Spieler", "2")]
    if draw(st.booleans()):
        table.append(Header("Karten", draw(st.sampled_from(["5", "7"]))))
    others = draw(st.lists(headers(), max_size=2, unique_by=_key))
    return Transcript(
        tuple(draw(st.permutations([*table, *others]))),
        tuple(draw(st.lists(deals(players=2), max_size=max_deals))),
        preamble=tuple(draw(st.lists(st.builds(Annotation, stripped_text), max_size=2))),
    )


#: Words and marks of the notation, to build near-miss transcripts for fuzzing.
NOTATION_WORDS = (
    "Runde", "Geber", "Abheben", "Hand", "Trumpf", "Stich", "Stand", "Streit", ":", ",",
    "-", "=", "!", ".", "A", "B", "C", "D", "A+C", "B+D", "spielt", "tauscht", "gegen",
    "weist", "deutet", "wirft", "hin", "als", "getauft", "Ich", "biete", "Gilt", "Gut",
    "bei", "halte", "schaue", "an", "Spiel", "aus", "Gleich", "Hanger", "Drei", "zwei",
    "Einen", "Groschen", "steht", "Ungesehen", "HA", "W", "Weli", "Martl", "Trumpf-As",
    "kleiner Weli", "HX", "3", "{x}", '"x"', "[", "]", "#", "\n", "\n", "\n", "ß", "\x00",
)  # fmt: skip


def notation_like_text() -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(NOTATION_WORDS), max_size=40).map(" ".join)
