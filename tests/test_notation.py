"""Every form of NOTATION.md parses with the meaning given there (asserted on events)."""

from __future__ import annotations

import pytest

from referee.model.cards import WELI, Rank, TrumpRef, card, lookup_card
from referee.model.events import (
    SPIEL_AUS,
    Annotation,
    Answer,
    AnswerKind,
    BareCall,
    Bid,
    Cut,
    Dealer,
    DealStart,
    DegreeDeclaration,
    Dispute,
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
    Talk,
    ThrowIn,
    Trick,
    TrumpTurn,
)
from referee.model.seats import Party, Seat
from referee.notation import parse

G, H, S = Figure.GLEICH, Figure.HANGER, Figure.SPIEL
A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D

HEADER = '[A "Josef Schober"]\n[B "Karl Süß"] [C "Vinatzer"] [D "Sparber"]\n'


def events(body: str, header: str = HEADER) -> list:
    """The events of one deal whose lines are ``body`` (after ``Runde``)."""
    t = parse(f"{header}Runde\n{body}\n")
    assert len(t.deals) == 1
    return list(t.deals[0].events[1:])


def one(line: str, header: str = HEADER):
    evs = events(line, header)
    assert len(evs) == 1, evs
    return evs[0]


# --------------------------------------------------------------------------- file
def test_header_tags_in_order_and_names() -> None:
    src = (
        '[Regeln "1890"]            # rulebook\n'
        '[Ziel "15"]\n'
        '[A "Josef Schober"]\n'
        '[B "Karl Süß"] [C "Vinatzer"] [D "Sparber"]\n'
        '[Stand "A+C 12, B+D 14"]\n'
        '[Datum "1890-04-20"] [Ort "Adambräu, Innsbruck"] [Quelle "…"]\n'
        "Runde\n"
    )
    t = parse(src)
    assert [(h.key, h.value) for h in t.headers] == [
        ("Regeln", "1890"),
        ("Ziel", "15"),
        ("A", "Josef Schober"),
        ("B", "Karl Süß"),
        ("C", "Vinatzer"),
        ("D", "Sparber"),
        ("Stand", "A+C 12, B+D 14"),
        ("Datum", "1890-04-20"),
        ("Ort", "Adambräu, Innsbruck"),
        ("Quelle", "…"),
    ]
    assert t.names == {A: "Josef Schober", B: "Karl Süß", C: "Vinatzer", D: "Sparber"}
    assert t.header("regeln") == "1890"


def test_bom_line_endings_comments_and_case() -> None:
    text = (
        '\ufeff[Regeln "1890"]\r\nRUNDE 2 # Kommentar\rgeber: d\r\n'
        "\n# nur Kommentar\nhand a: ha herzsau\n"
    )
    t = parse(text)
    assert t.headers == (Header("Regeln", "1890"),)
    assert t.deals[0].events == (
        DealStart(2),
        Dealer(D),
        Hand(A, (card("HA"), card("HA"))),
    )
    assert t.deals[0].events[2].span.line == 6


def test_bytes_are_utf8() -> None:
    t = parse('[B "Karl Süß"]\nRunde\nSüß spielt HA\n'.encode())
    assert t.deals[0].events[1] == Play(B, card("HA"))


def test_several_deals_and_numbers() -> None:
    t = parse("Runde 1\nGeber: D\nRunde\nGeber: A\n")
    assert [d.number for d in t.deals] == [1, None]
    assert t.deals[1].events == (DealStart(), Dealer(A))


def test_empty_file_is_an_empty_transcript() -> None:
    t = parse("")
    assert t.headers == () and t.deals == ()


# --------------------------------------------------------------------------- cards
@pytest.mark.parametrize(
    ("word", "code"),
    [
        ("HK", "HK"),
        ("L10", "L10"),
        ("LZ", "L10"),
        ("G10", "L10"),
        ("GO", "LO"),
        ("SO", "SO"),
        ("E7", "E7"),
        ("W", "W"),
        ("Herz-As", "HA"),
        ("Herzass", "HA"),
        ("Herzsau", "HA"),
        ("Laub-Ober", "LO"),
        ("Laubober", "LO"),
        ("Schell-Siebener", "S7"),
        ("Schellsieben", "S7"),
        ("Eichel-Unter", "EU"),
        ("Herzkönig", "HK"),
        ("Weli", "W"),
        ("Welli", "W"),
        ("Martl", "HK"),
        ("Martell", "HK"),
        ("Kartl", "HK"),
        ("Schellspitz", "S7"),
        ("kleiner Weli", "S7"),
        ("Eichelspitz", "E7"),
        ("herz-as", "HA"),
        ("HERZSAU", "HA"),
        ("martl", "HK"),
    ],
)
def test_card_spellings(word: str, code: str) -> None:
    assert one(f"A spielt {word}") == Play(A, card(code))
    assert lookup_card(word) == card(code)


def test_a_list_of_cards_reads_every_spelling_between_any_blanks() -> None:
    """A hand is one token of the grammar (CARDS); its cards are the cards a CARD token
    of each word would be, whatever blanks stand between them."""
    words = ["Herz As", "kleiner Weli", "L10", "Trumpf-As", "martl", "Eichel-Unter", "W"]
    for blank in (" ", "  ", "\t", " \u00a0", "\ufeff"):
        (deal,) = parse("Runde\nHand A: " + blank.join(words) + "\n").deals
        assert deal.events[1] == Hand(A, tuple(lookup_card(w) for w in words))


def test_an_error_in_a_list_of_cards_is_at_that_card() -> None:
    from referee.notation import ParseError

    with pytest.raises(ParseError) as info:
        parse("Runde\nHand A: HA\tHerz-Sechs  Laub-Sechser\n")
    assert [(e.line, e.column, e.parts[0][0]) for e in info.value.errors] == [
        (2, 12, "notation.not_a_card"),
        (2, 24, "notation.not_a_card"),
    ]


@pytest.mark.parametrize(
    ("word", "rank"),
    [
        ("Trumpf-As", Rank.ASS),
        ("Trumpfober", Rank.OBER),
        ("Trumpfsieben", Rank.SIEBEN),
        ("Trumpf-Unter", Rank.UNTER),
    ],
)
def test_trump_relative_cards_stay_symbolic(word: str, rank: Rank) -> None:
    assert one(f"A spielt {word}") == Play(A, TrumpRef(rank))


@pytest.mark.parametrize(
    ("line", "play"),
    [
        ("A spielt Weli=HA", Play(A, WELI, card("HA"))),
        ("A spielt Weli als Herz-As", Play(A, WELI, card("HA"))),
        ("A spielt Martl als Trumpf-As", Play(A, card("HK"), TrumpRef(Rank.ASS))),
        ("A spielt E7 getauft LA", Play(A, card("E7"), card("LA"))),
        ("C spielt Weli als LA", Play(C, WELI, card("LA"))),
    ],
)
def test_christening(line: str, play: Play) -> None:
    assert one(line) == play


def test_christening_a_card_that_is_no_perlagg_parses() -> None:
    assert one("A spielt HA als LA") == Play(A, card("HA"), card("LA"))


# --------------------------------------------------------------------------- events
def test_runde_geber_abheben() -> None:
    assert events("Geber: D\nAbheben C: Weli S7\nAbheben C: -") == [
        Dealer(D),
        Cut(C, (WELI, card("S7"))),
        Cut(C, ()),
    ]


def test_hand_may_come_anywhere_in_a_deal() -> None:
    evs = events("Geber: D\nA spielt HA\nHand A: HA H9 L10 E8 EO")
    assert evs[-1] == Hand(A, tuple(card(c) for c in ("HA", "H9", "L10", "E8", "EO")))


def test_trump_turns() -> None:
    assert one("Trumpf: LO") == TrumpTurn((card("LO"),))
    assert one("Trumpf: EA LO") == TrumpTurn((card("EA"), card("LO")))


def test_exchange_takes_the_turned_card() -> None:
    assert one("D tauscht LO gegen L8") == Exchange(seat=D, taken=card("LO"), given=card("L8"))


def test_trick_first_named_leads() -> None:
    trick = one("Stich: A HA, B H9, C Weli=LA, D HK")
    assert trick == Trick(
        (
            Play(A, card("HA")),
            Play(B, card("H9")),
            Play(C, WELI, card("LA")),
            Play(D, card("HK")),
        )
    )
    assert one("Stich: C HA, D H9, A H8, B H7").plays[0].seat is C


def test_show_and_degree() -> None:
    assert one("A weist HA LA Weli=EA") == Show(
        A, (ShownCard(card("HA")), ShownCard(card("LA")), ShownCard(WELI, card("EA")))
    )
    assert one("A weist dritziges Gleich") == DegreeDeclaration(A, G, 3)
    assert one("A weist einfaches Gleich") == DegreeDeclaration(A, G, 2)
    assert one("A weist viertigen Hanger") == DegreeDeclaration(A, H, 4)
    assert one("A weist fünftiges Gleich") == DegreeDeclaration(A, G, 5)
    assert one("A weist höchstes Gleich") == DegreeDeclaration(A, G, 2, highest=True)
    assert one("A weist höchst dritziges Gleich") == DegreeDeclaration(A, G, 3, highest=True)


def test_signal_throw_score_dispute() -> None:
    assert one("B deutet Martl") == Signal(B, card("HK"))
    assert one("B wirft hin") == ThrowIn(B)
    assert one("Stand: A+C 3, B+D 0") == ScoreClaim(((Party.AC, 3), (Party.BD, 0)))
    assert one("Streit: Gilt das Gleich als geboten?") == Dispute("Gilt das Gleich als geboten?")


def test_annotation_follows_the_event_before_it() -> None:
    evs = events("A spielt HA {gut gespielt}\n{zweite Anmerkung}")
    assert evs == [Play(A, card("HA")), Annotation("gut gespielt"), Annotation("zweite Anmerkung")]


def test_annotation_before_the_first_deal_is_kept() -> None:
    t = parse('[Regeln "1890"] {vom Schiedsrichter}\nRunde\n')
    assert t.preamble == (Annotation("vom Schiedsrichter"),)


# --------------------------------------------------------------------------- names
@pytest.mark.parametrize("who", ["A", "a", "Josef Schober", "Schober", "Josef", "schober"])
def test_a_declared_name_or_a_unique_word_of_it_stands_for_its_seat(who: str) -> None:
    assert one(f"{who}: Gilt mein Gleich") == Bid(A, (G,))
    assert one(f"{who} spielt HA") == Play(A, card("HA"))


def test_names_in_every_event() -> None:
    assert one("Stich: Schober HA, Süß H9, Vinatzer Weli=LA, Sparber HK").plays[2] == Play(
        C, WELI, card("LA")
    )
    assert one("Geber: Sparber") == Dealer(D)
    assert one("Hand Vinatzer: HA") == Hand(C, (card("HA"),))


def test_a_word_shared_by_two_names_is_not_unique() -> None:
    header = '[A "Josef Schober"] [C "Josef Mair"]\n'
    assert one("Mair spielt HA", header) == Play(C, card("HA"))
    with pytest.raises(Exception, match="unbekannter Spieler „Josef“"):
        parse(header + "Runde\nJosef spielt HA\n")


# --------------------------------------------------------------------------- speech
SPEECH: list[tuple[str, object]] = [
    # bid
    ("Ich biete mein Gleich", Bid(A, (G,))),
    ("Ich biete meinen Hanger", Bid(A, (H,))),
    ("Ich biete Spiel", Bid(A, (S,))),
    ("Gilt mein Gleich", Bid(A, (G,))),
    ("Gilt mein Hanger", Bid(A, (H,))),
    ("Gilt Spiel", Bid(A, (S,))),
    ("Es gilt Spiel", Bid(A, (S,))),
    ("Gilt mein Gleich und mein Hanger", Bid(A, (G, H))),
    ("Gilt mein Gleich!", Bid(A, (G,))),
    # unseen bid (§29)
    ("Ungesehen: Gilt Gleich, Hanger und Spiel", Bid(A, (G, H, S), unseen=True)),
    # let good
    ("Gut das Gleich", Answer(A, AnswerKind.GUT, G)),
    ("Gut der Hanger", Answer(A, AnswerKind.GUT, H)),
    ("Gut den Hanger", Answer(A, AnswerKind.GUT, H)),
    ("Gut Spiel", Answer(A, AnswerKind.GUT, S)),
    ("Gut das Spiel", Answer(A, AnswerKind.GUT, S)),
    ("Gut", Answer(A, AnswerKind.GUT)),
    ("Gut.", Answer(A, AnswerKind.GUT)),
    # refuse a raise
    ("Gut bei zwei", Answer(A, AnswerKind.GUT_BEI, level=2)),
    ("Gut bei drei", Answer(A, AnswerKind.GUT_BEI, level=3)),
    ("Gut bei vier", Answer(A, AnswerKind.GUT_BEI, level=4)),
    ("Gut bei fünf", Answer(A, AnswerKind.GUT_BEI, level=5)),
    ("Gut bei sechs", Answer(A, AnswerKind.GUT_BEI, level=6)),
    # hold
    ("Ich halte", Answer(A, AnswerKind.HALTEN)),
    ("Ich halte das Gleich", Answer(A, AnswerKind.HALTEN, G)),
    ("Ich halte den Hanger", Answer(A, AnswerKind.HALTEN, H)),
    ("Ich halte Spiel", Answer(A, AnswerKind.HALTEN, S)),
    ("Ich halte Spiel aus", Answer(A, AnswerKind.HALTEN, level=SPIEL_AUS)),
    ("Ich schaue das Gleich an", Answer(A, AnswerKind.HALTEN, G)),
    ("Ich gehe nicht vom Gleich", Answer(A, AnswerKind.HALTEN, G)),
    ("Ich halte die Drei", Answer(A, AnswerKind.HALTEN, level=3)),
    ("Ich schaue die Vier an", Answer(A, AnswerKind.HALTEN, level=4)),
    ("Ich geh' nicht von die Drei", Answer(A, AnswerKind.HALTEN, level=3)),
    ("Ich schaue das Gleich an.", Answer(A, AnswerKind.HALTEN, G)),
    # raise
    ("Drei", Answer(A, AnswerKind.RAISE, level=3)),
    ("Vier", Answer(A, AnswerKind.RAISE, level=4)),
    ("Fünf", Answer(A, AnswerKind.RAISE, level=5)),
    ("Sechs", Answer(A, AnswerKind.RAISE, level=6)),
    ("Sieben", Answer(A, AnswerKind.RAISE, level=7)),
    ("Spiel aus", Answer(A, AnswerKind.RAISE, level=SPIEL_AUS)),
    ("Einen Groschen", Answer(A, AnswerKind.RAISE, level=3)),
    ("Drei aufs Gleich", Answer(A, AnswerKind.RAISE, G, 3)),
    # tie
    ("Steht", Stands(A)),
    ("Das Gleich steht", Stands(A, G)),
    # bare call: not a bid
    ("Gleich!", BareCall(A, G)),
    ("Hanger!", BareCall(A, H)),
    ("Spiel!", BareCall(A, S)),
    # talk
    ('"Hast du den Martl?"', Talk(A, "Hast du den Martl?")),
]


@pytest.mark.parametrize(("words", "event"), SPEECH, ids=[w for w, _ in SPEECH])
def test_speech(words: str, event: object) -> None:
    assert one(f"A: {words}") == event


@pytest.mark.parametrize(("words", "event"), SPEECH[:12], ids=[w for w, _ in SPEECH[:12]])
def test_speech_case_insensitive_and_by_name(words: str, event: object) -> None:
    assert one(f"schober: {words.upper()}") == event


def test_bare_word_trap_example_from_notation_md() -> None:
    t = parse(
        '[Regeln "1890"]\nRunde\nGeber: D\nAbheben C: -\nTrumpf: L9\nB: Gleich!\n'
        "A: Ich schaue das Gleich an.\nStreit: Muss B jetzt ein Gleich haben?\n"
    )
    evs = t.deals[0].events
    assert evs[4] == BareCall(B, G)
    assert not isinstance(evs[4], Bid)
    assert evs[5] == Answer(A, AnswerKind.HALTEN, G)
    assert evs[6] == Dispute("Muss B jetzt ein Gleich haben?")


# --------------------------------------------------------------------------- spans
def test_spans_are_one_based_with_exclusive_end() -> None:
    t = parse("Runde\n  A spielt HA\nStich: A HA, B H9, C W, D HK {x}\n")
    play = t.deals[0].events[1]
    assert (play.span.line, play.span.column, play.span.end_line, play.span.end_column) == (
        2,
        3,
        2,
        14,
    )
    trick = t.deals[0].events[2]
    assert (trick.span.column, trick.span.end_column) == (1, 29)
    assert trick.plays[2].span.column == 20
    note = t.deals[0].events[3]
    assert (note.span.column, note.span.end_column) == (30, 33)
